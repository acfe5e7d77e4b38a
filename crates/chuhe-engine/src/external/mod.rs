//! External engines: a program such as Pikafish, Fairy-Stockfish or ElephantEye run as
//! a child process and spoken to over its protocol. The `engine` module stays pure;
//! this one spawns processes and reads pipes, so it sits beside `net`.
//!
//! The map:
//! - `config.rs` — an engine as `config.toml` names it (`[engines.NAME]`: path,
//!   protocol, options);
//! - `protocol.rs` — the three dialects: UCI with ranks 0–9 (Pikafish), UCI with ranks
//!   1–10 and `UCI_Variant xiangqi` (Fairy-Stockfish), UCCI (ElephantEye); how a
//!   position, a search and forbidden moves are written and a reply is read;
//! - `process.rs` — the child process: start, handshake, one search at a time, stop;
//! - `forbidden.rs` — the moves the adjudication module says lose by repetition, passed
//!   as `banmoves` (UCCI) or as the complement in `searchmoves` (UCI);
//! - `error.rs` — what can go wrong (crash, hang, garbage, an illegal move), typed, with
//!   its text in the catalogue;
//! - `player.rs` — an engine playing a side, built-in or external: its time planned
//!   from the clock with the measured move overhead, its move searched and chosen,
//!   pondering; used by every seat an engine takes (the TUI's board, a hosted game).
//!
//! An engine that misbehaves is killed and reported as an [`EngineError`]; the caller's
//! game is never touched (a search borrows the moves and returns a move, nothing more).

pub mod config;
pub mod error;
pub mod forbidden;
pub mod player;
pub mod process;
pub mod protocol;

pub use config::{EngineConfig, OptionValue};
pub use error::EngineError;
pub use player::{ClockMaker, EnginePlayer, Job, Thought};
pub use process::{Answer, EngineProcess, Request, Timeouts};
pub use protocol::{EngineInfo, Protocol, Think};
