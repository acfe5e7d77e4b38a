//! chuhe's core: the rules of Xiangqi and everything judged by them. Pure library
//! code: no terminal, no network, no printing; time comes from an injected clock.
//!
//! # Layers
//!
//! Each module uses only modules of the layers below its own, never one of its own
//! layer or above; so there is no import cycle between modules. `tests/core/layering.rs`
//! reads this list and checks the imports against it. The crates above this one
//! (`chuhe-study`, `chuhe-tournament`, `chuhe-engine`, `chuhe-net`, `chuhe-tui`,
//! `chuhe-ssh`, the `chuhe` binary) are layered by their dependencies in Cargo.
//!
//! 1. `lang`, `atomic_file`, `json_position`, `rating` — foundations that know no
//!    other module: the interface language (and a name no value takes,
//!    `lang::UnknownName`), crash-safe file writes, where a JSON error is, Glicko-2
//!    ratings.
//! 2. `game_kind`, `rules` — what kind of game is played (the rule set and the mode);
//!    the board, the moves, FEN, perft.
//! 3. `notation`, `adjudication` — reading and writing moves; judging how a game
//!    ends and repetitions.
//! 4. `match_control`, `record` — the referee of one game (clock, scoresheet,
//!    fouls, result); game records in every format.
//! 5. `catalogue` — the core's user-facing texts, both languages side by side, one file
//!    per message family, keyed by the typed values of the layers below (those layers
//!    reach it only through the `lang::Render` trait, which the catalogue implements).

pub mod atomic_file;
pub mod game_kind;
pub mod json_position;
pub mod lang;
pub mod rating;
pub mod rules;

pub mod adjudication;
pub mod match_control;
pub mod notation;
pub mod record;

pub mod catalogue;
