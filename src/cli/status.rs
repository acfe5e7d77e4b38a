//! The exit status of every subcommand, one convention for all (README, "Exit
//! status"):
//!
//! - 0: done, and nothing wrong was found;
//! - 1: done, and the data was found wanting: `check` found a game that does not
//!   replay, `export` wrote a game only up to its first error;
//! - 2: not done: bad usage or a flag's value of the wrong form, a file that does not
//!   exist or cannot be read, a FEN or a move that cannot be read or played
//!   (`convert`, `judge`, `legal`, `perft`), an output that cannot be written.
//!
//! The TUI (`play`, `host`, `join`, `watch`) ends with 0 when the player quits,
//! 128 + N after signal N (129 when the terminal went away), 101 after a crash.

use std::process::ExitCode;

#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum Status {
    /// Done, nothing wrong found.
    Ok = 0,
    /// Done; the data has faults, reported.
    Faulty = 1,
    /// Not done: the input or the usage is wrong, or an error stopped the command.
    Refused = 2,
}

impl From<Status> for ExitCode {
    fn from(s: Status) -> ExitCode {
        ExitCode::from(s as u8)
    }
}
