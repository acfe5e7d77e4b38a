//! chuhe (楚河): a terminal Xiangqi client that plays and records games under the
//! competition rules.
//!
//! The library holds everything testable. The rules core and the modules built on it
//! (notation, records, adjudication, match control) are pure: no terminal or network
//! code. The TUI and the network server only call them.
//!
//! # Layers
//!
//! Each module uses only modules of the layers below its own, never one of its own
//! layer or above; so there is no import cycle between modules, and nothing but the
//! command line knows the command line. `tests/layering.rs` reads this list and
//! checks the imports against it.
//!
//! 1. `lang`, `atomic_file`, `json_position` — foundations that know no other
//!    module: the interface language (and a name no value takes, `lang::UnknownName`),
//!    crash-safe file writes, where a JSON error is.
//! 2. `game_kind`, `rules` — what kind of game is played (the rule set and the mode);
//!    the board, the moves, FEN, perft.
//! 3. `notation`, `adjudication` — reading and writing moves; judging how a game
//!    ends and repetitions.
//! 4. `match_control`, `record` — the referee of one game (clock, scoresheet,
//!    fouls, result); game records in every format.
//! 5. `engine`, `study`, `tournament` — the built-in engine (search, evaluation, time
//!    management); collections, position search, annotation and dictation;
//!    tournaments (11–15).
//! 6. `catalogue` — every user-facing text, one file per language, keyed by the typed
//!    values of the layers below (those layers reach it only through the
//!    `lang::Render` trait, which the catalogue implements).
//! 7. `net`, `engine_process` — hosting and joining a game over a socket; external
//!    engines (UCI, UCCI) run as child processes.
//! 8. `tui` — the terminal interface, local or at a networked game; it takes typed
//!    options ([`tui::SessionOptions`]), not flags.
//! 9. `ssh` — `chuhe serve --ssh`: an SSH server with a lobby, each session the TUI
//!    at a game hosted by `net` in the same process.
//! 10. `cli` — the command line: parses flags into typed values and runs the rest.

pub mod atomic_file;
pub mod game_kind;
pub mod json_position;
pub mod lang;
pub mod rules;

pub mod adjudication;
pub mod engine;
pub mod match_control;
pub mod notation;
pub mod record;
pub mod study;
pub mod tournament;

pub mod catalogue;
pub mod cli;
pub mod engine_process;
pub mod net;
pub mod ssh;
pub mod tui;
