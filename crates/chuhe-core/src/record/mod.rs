//! Game records: the model of a game (headers, start position, move tree with
//! variations and comments, result, chuhe's match data), the readers of the formats
//! people have (PGN, XQF, DhtmlXQ, 象棋桥 CBR/CBL/CBF) in any encoding, and the
//! writers (PGN, chuhe's JSON save), every save written atomically (`crate::atomic_file`).
//!
//! Map:
//! - `model.rs`, `tree.rs`, `match_data.rs` — what a record holds;
//! - `error.rs` — what goes wrong, and where;
//! - `format.rs` — which format a file is in; `encoding.rs` — UTF-8 / GBK / Big5;
//! - `replay.rs` — moves are replayed as they are read: a record never holds an
//!   illegal move;
//! - one reader per format: `pgn/` (with the writer), `xqf.rs`, `cbr.rs` (CBR and
//!   CBL), `cbf.rs`, `dhtmlxq.rs`; `depth_first.rs` holds the step lists XQF and CBR
//!   share, `bytes.rs` the binary field reading;
//! - `save.rs` — chuhe's JSON save; `files.rs` — the record files below a directory.

mod bytes;
mod cbf;
mod cbr;
mod depth_first;
mod dhtmlxq;
mod encoding;
mod error;
mod files;
mod format;
mod match_data;
mod model;
mod nag;
mod pgn;
mod replay;
mod save;
mod tree;
mod xqf;

use std::path::Path;

pub use cbf::read_cbf;
pub use cbr::{read_cbl, read_cbr};
pub use dhtmlxq::read_dhtmlxq;
pub use encoding::{Decoded, TextEncoding, decode, decode_as, encode};
pub use error::{GameError, GameErrorKind, Location, RecordError};
pub use files::{is_record_name, record_files};
pub use format::Format;
pub use match_data::{ClockReading, Foul, MatchData, Scoresheets, SheetEntry, SignedSheet};
pub use model::{GameRecord, GameResult, Headers};
pub use nag::{nag_from_text, nag_symbol};
pub use pgn::{
    PgnGameSpan, PgnOptions, PgnSplitter, read_pgn, read_pgn_span, write_pgn, write_pgn_bytes,
    write_pgn_games,
};
pub use replay::{ReplaySummary, verify};
pub use save::{SAVE_VERSION, load_json, save_file, save_json};
pub use tree::{MoveTree, NodeId};
pub use xqf::read_xqf;

/// Reads every game of a record file, whatever its format and encoding.
pub fn read_file(path: &Path) -> Result<Vec<GameRecord>, RecordError> {
    let bytes = std::fs::read(path).map_err(|source| RecordError::Io {
        path: path.to_path_buf(),
        source,
    })?;
    read_bytes(&bytes, Some(path))
}

/// Reads every game of a record held in memory. `name` (the file name, if known)
/// helps when the content alone cannot tell the format. A problem in one game is kept
/// in that game ([`GameRecord::problem`]) and the others are still read; only a file
/// that is no record at all is an error.
pub fn read_bytes(bytes: &[u8], name: Option<&Path>) -> Result<Vec<GameRecord>, RecordError> {
    if bytes.is_empty() {
        return Err(RecordError::Empty);
    }
    match Format::from_signature(bytes) {
        Some(Format::Xqf) => return Ok(vec![read_xqf(bytes)?]),
        Some(Format::Cbr) => return Ok(vec![read_cbr(bytes)?]),
        Some(Format::Cbl) => return read_cbl(bytes),
        _ => {}
    }
    if let Some(f) = name
        .and_then(Format::from_extension)
        .filter(|f| f.is_binary())
    {
        return Err(RecordError::BadSignature {
            format: f.name(),
            detail: "its first bytes are not the format's signature".into(),
        });
    }
    let decoded = decode(bytes);
    read_text(&decoded.text)
}

/// Reads every game of a record text (PGN, DhtmlXQ, CBF or a chuhe save).
pub fn read_text(text: &str) -> Result<Vec<GameRecord>, RecordError> {
    match Format::from_text(text) {
        Format::ChuheSave => Ok(vec![load_json(text)?]),
        Format::Cbf => Ok(vec![read_cbf(text)?]),
        Format::DhtmlXq => read_dhtmlxq(text),
        _ => read_pgn(text),
    }
}
