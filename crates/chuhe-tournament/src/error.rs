//! What can go wrong with an event: every message says what and where, and every
//! operation that fails leaves the event as it was.

use std::path::PathBuf;

use super::{Fault, Invalid, NoPairing, Refusal};

#[derive(Debug, thiserror::Error)]
pub enum TournamentError {
    #[error("{path}: cannot read the event file: {source}")]
    Read {
        path: PathBuf,
        source: std::io::Error,
    },
    #[error("{path}: cannot write the event file (the old file is unchanged): {source}")]
    Write {
        path: PathBuf,
        source: std::io::Error,
    },
    #[error("{path}: damaged event file at line {line}, column {column}: {message}")]
    Damaged {
        path: PathBuf,
        line: usize,
        column: usize,
        message: String,
    },
    #[error("{path}: impossible event file: {fault}")]
    Fault { path: PathBuf, fault: Fault },
    #[error("{path} already exists (an event is never overwritten by `new`)")]
    Exists { path: PathBuf },
    #[error("invalid event: {0}")]
    Invalid(Invalid),
    #[error("duplicate player name '{0}'")]
    DuplicatePlayer(String),
    #[error("no player named '{0}'")]
    NoSuchPlayer(String),
    #[error("round {round} has not been paired (rounds paired: {paired})")]
    NoSuchRound { round: u32, paired: u32 },
    #[error("round {round} has no board {board} (boards 1–{boards})")]
    NoSuchBoard { round: u32, board: u32, boards: u32 },
    #[error("{0}")]
    Refused(Refusal),
    #[error(
        "no pairing of round {round} satisfies the absolute criteria (no rematch, 13.3 colours): {detail}"
    )]
    Unpairable { round: u32, detail: NoPairing },
}
