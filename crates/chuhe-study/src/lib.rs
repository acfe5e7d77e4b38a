//! Studying game records: a collection of games listed by their headers and searched
//! by header or by position, the editing of a record's annotations with undo, and
//! the grading of a player's dictation (听写) of a master game's moves. Pure library
//! code for the TUI's study screens and `chuhe search`: no terminal, no printing.
//!
//! Map:
//! - `collection.rs` — opening files and folders, the game list, reading games;
//! - `header_search.rs` — filtering and sorting the list;
//! - `position_index.rs` — which games reached a position, and what was played next;
//! - `move_list.rs` — reading a space-separated list of moves in any notation;
//! - `annotate.rs` — editing moves, variations, comments and NAGs, with undo;
//! - `dictation.rs` — marking a written move and counting the kinds of mistake;
//! - `dictation_session.rs` — one dictation of a game, move by move.

pub mod annotate;
mod catalogue;
pub mod collection;
pub mod dictation;
pub mod dictation_session;
pub mod header_search;
pub mod move_list;
pub mod position_index;

pub use annotate::{Annotator, NewMove, PlayError};
pub use collection::{Collection, CollectionError, GameEntry, HeaderRow, Source, SourceFailure};
pub use dictation::{DictationOptions, DictationStats, Grade, Mistake, Sides, grade};
pub use dictation_session::{Dictation, Entry};
pub use header_search::{
    Date, DateRange, EccoRange, Filter, FilterError, FilterExpected, SortKey, select,
};
pub use move_list::{MoveListError, play_move_list};
pub use position_index::{IndexOptions, NextMove, PositionIndex, SearchResult, index_collection};
