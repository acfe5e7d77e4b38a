//! PGN for Xiangqi (xqbase 《中国象棋电脑应用规范(四)》): the tokenizer, the reader
//! of every dialect met in the wild, the splitter that finds a collection's games
//! without reading their moves, and the writer.

mod lexer;
mod reader;
mod split;
mod writer;

pub use reader::read_pgn;
pub use split::{PgnGameSpan, PgnSplitter, read_pgn_span};
pub use writer::{PgnOptions, write_pgn, write_pgn_bytes, write_pgn_games};
