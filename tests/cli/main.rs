//! The command line: the real binary run with arguments, its output, exit status and
//! error texts (in both languages).
//!
//! One test binary for these modules (formerly one `tests/*.rs` binary each), so
//! that the library and its dependencies are linked once for all of them.

#[path = "../common/mod.rs"]
mod common;

mod adjudication_cli;
mod cli_errors_text;
mod cli_exit_status;
mod cli_flags;
mod cli_notation;
mod cli_perft;
mod cli_text;
mod fen_error_text;
mod record_cli;
mod review_cli;
mod value_errors_text;
