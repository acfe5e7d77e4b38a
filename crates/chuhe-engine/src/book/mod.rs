//! The opening book: what the game records played in each position of their openings,
//! with the results, so that the engine plays a move of master practice at once instead
//! of searching, and the explorer can show what was played.
//!
//! The map:
//! - `table.rs` — the book in memory: one entry a position and move, sorted by the
//!   position's key, with the games it won, drew and lost for the side that played it;
//! - `build.rs` — counting the records' main lines, up to a ply limit, into a book;
//! - `format.rs` — the book file (`chuhe book build … -o book.bin`): a versioned
//!   binary layout and its reader, which checks every byte and never panics;
//! - `error.rs` — what the reader found wrong, and at which byte;
//! - `file.rs` — opening a book file;
//! - `probe.rs` — the moves of a position, each checked legal there (a key shared by
//!   two positions never yields an illegal move);
//! - `choose.rs` — the engine's choice among them, weighted by their results, within
//!   what the rule set allows.
//!
//! The key of a position is its Zobrist hash ([`Position::hash`]), whose keys are
//! constants computed at compile time (`rules::tables`), so it is the same in every
//! run and build; a file records the start position's key, and a book made with other
//! keys is refused rather than misread.
//!
//! Analysis never uses the book (`chuhe analyse`, reviews, hints, the analysis pane):
//! only the seats where the engine plays a game ask it.
//!
//! [`Position::hash`]: chuhe_core::rules::Position::hash

pub mod build;
pub mod choose;
pub mod error;
pub mod file;
pub mod format;
pub mod probe;
pub mod table;

pub use build::{BuildOptions, BuildReport, Builder, Skipped};
pub use choose::choose;
pub use error::BookError;
pub use file::{OpenError, open};
pub use probe::BookMove;
pub use table::{Book, Entry, Provenance, Tally};
