//! PGN for Xiangqi (xqbase 《中国象棋电脑应用规范(四)》): the tokenizer, the reader
//! of every dialect met in the wild, and the writer.

mod lexer;
mod reader;
mod writer;

pub use reader::read_pgn;
pub use writer::{PgnOptions, write_pgn, write_pgn_bytes, write_pgn_games};
