//! The built-in engine: a search (`search/`) over the rules core's move generator, an
//! evaluation (`eval/`) and its tuner on game records (`tune/`), time management (`time.rs`) and playing levels for people
//! (`level.rs`), and the marks of a game review (`review.rs`). Pure library code: no terminal, no network, no printing; time comes
//! from an injected [`clock::SearchClock`].
//!
//! `book/` is the opening book built from game records, which the engine plays from
//! at the seats of a game (never in analysis); `catalogue.rs` words its errors.
//!
//! `external/` runs other engines (UCI, UCCI) as child processes, each in its own
//! process group, and plays them as a seat like the built-in one.
//!
//! The engine plays by the chosen rule set: at the root it asks the adjudication
//! module how each move would be judged (see `search/root.rs`), and inside the search
//! it scores repetitions and the natural move limit (see `search/path.rs`).

pub mod book;
pub mod catalogue;
pub mod clock;
pub mod eval;
pub mod external;
pub mod game;
pub mod level;
pub mod limits;
pub mod review;
pub mod score;
pub mod search;
pub mod thread;
pub mod time;
pub mod tune;

pub use clock::{NodeClock, SearchClock, WallClock};
pub use game::GameHistory;
pub use limits::Limits;
pub use search::{Info, Line, Outcome, Searcher};
