//! Network play: host and clients on real sockets, the protocol's hardening and
//! reconnection, the arbiter and the client's screen, `chuhe host`/`join`.
//!
//! One test binary for these modules (formerly one `tests/*.rs` binary each), so
//! that the library and its dependencies are linked once for all of them.

#[path = "../common/mod.rs"]
mod common;

mod arbiter_tui;
mod host_log_lang;
mod net_arbiter;
mod net_cli;
mod net_client_screen;
mod net_engine;
mod net_errors_text;
mod net_fuzz_seeds;
mod net_garbage;
mod net_hardening;
mod net_play;
mod net_reconnect;
