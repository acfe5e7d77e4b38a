//! The rules core (articles 1–3 of the rule texts): board, pieces, moves, check, mate
//! and stalemate. Pure library code: no terminal, no network, no clock.

mod bitboard;
mod fen;
mod legality;
mod movegen;
mod perft;
mod position;
mod setup;
mod tables;
mod types;

pub use bitboard::Bitboard;
pub use fen::{FenError, START_FEN};
pub use legality::{IllegalAttempt, IllegalMove};
pub use movegen::{MAX_MOVES, MoveList};
pub use perft::{divide, perft};
pub use position::{Position, Undo};
pub use setup::{PositionError, Setup};
pub use types::{Color, Kind, Move, Piece, Square};
