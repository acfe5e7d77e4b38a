//! The built-in engine and outside UCI/UCCI engines: search, mates, time, the engine
//! process and the protocol.
//!
//! One test binary for these modules (formerly one `tests/*.rs` binary each), so
//! that the library and its dependencies are linked once for all of them.

mod engine_legal;
mod engine_mates;
mod engine_process;
mod engine_repetition;
mod engine_search;
mod engine_time;
mod engine_uci;
