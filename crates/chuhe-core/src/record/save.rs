//! chuhe's own save: JSON through serde, with everything a record holds, the match
//! data included.
//!
//! ```json
//! {
//!   "format": "chuhe",
//!   "version": "1.0",
//!   "headers": [["Event", "..."], ["Red", "..."]],
//!   "start": "rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RNBAKABNR w - - 0 1",
//!   "comment": "game comment",
//!   "moves": [{"move": "h2e2", "nags": [1]}, {"move": "h9g7", "comment": "..."}, {"move": "b2e2", "parent": -1}],
//!   "result": "1-0",
//!   "result_reason": "checkmate (3.2)",
//!   "match": { "rules": "cxa", "mode": "tournament", "clock": [...], ... }
//! }
//! ```
//!
//! Moves are ICCS coordinates, listed depth first (a line before its variations);
//! `parent` is the index of the move a move answers (-1: the start position) and is
//! left out when that is the entry just before. The move list is flat so that deep
//! variations never hit the JSON nesting limit. `nags` are the PGN numeric annotation
//! glyphs of a move ($1 `!`, $2 `?` ...) in their order, left out when there are none.
//!
//! Versions: `major.minor`. A newer minor version only adds fields, which this
//! version ignores; a newer major version is refused with a message saying so.
//! 1.1 added `nags` (1.0 saves dropped them; they read as before).

use std::path::Path;

use serde::{Deserialize, Serialize};

use crate::rules::{Move, Position, Setup};

use super::error::{GameError, GameErrorKind, Location, RecordError};
use super::match_data::MatchData;
use super::model::{GameRecord, GameResult, Headers};
use super::replay::{Cursor, move_error, would_be_variation};
use super::tree::MoveTree;
use crate::atomic_file::write_atomically;

const FORMAT: &str = "chuhe";
/// The save format this chuhe writes; it reads every `1.x`.
pub const SAVE_VERSION: &str = "1.1";
const MAJOR: u32 = 1;

#[derive(Serialize, Deserialize)]
struct SaveFile {
    format: String,
    version: String,
    #[serde(default)]
    headers: Vec<(String, String)>,
    start: String,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    comment: Option<String>,
    #[serde(default)]
    moves: Vec<SaveMove>,
    #[serde(default = "unknown_result")]
    result: String,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    result_reason: Option<String>,
    #[serde(default, rename = "match", skip_serializing_if = "Option::is_none")]
    match_data: Option<MatchData>,
}

fn unknown_result() -> String {
    "*".into()
}

#[derive(Serialize, Deserialize)]
struct SaveMove {
    #[serde(rename = "move")]
    mv: String,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    parent: Option<i64>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    comment: Option<String>,
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    nags: Vec<u8>,
}

/// The first fields only, to check the version before reading the rest.
#[derive(Deserialize)]
struct Probe {
    format: Option<String>,
    version: Option<serde_json::Value>,
}

/// The save of a record, as pretty-printed JSON.
pub fn save_json(record: &GameRecord) -> String {
    let tree = &record.tree;
    let order = tree.nodes_depth_first();
    let mut index = std::collections::HashMap::with_capacity(order.len());
    let mut moves = Vec::with_capacity(order.len());
    for (i, &node) in order.iter().enumerate() {
        index.insert(node, i as i64);
        let parent = tree.parent(node).expect("a move has a parent");
        let p = index.get(&parent).copied().unwrap_or(-1);
        moves.push(SaveMove {
            mv: tree.move_at(node).expect("a move").to_string(),
            parent: (p != i as i64 - 1).then_some(p),
            comment: tree.comment(node).map(str::to_string),
            nags: tree.nags(node).collect(),
        });
    }
    let file = SaveFile {
        format: FORMAT.into(),
        version: SAVE_VERSION.into(),
        headers: record
            .headers
            .iter()
            .map(|(k, v)| (k.to_string(), v.to_string()))
            .collect(),
        start: record.start.fen(),
        comment: record.comment().map(str::to_string),
        moves,
        result: record.result.pgn().into(),
        result_reason: record.result_reason.clone(),
        match_data: record.match_data.clone(),
    };
    let mut text = serde_json::to_string_pretty(&file).expect("a save serializes");
    text.push('\n');
    text
}

/// Saves a record to `path`, atomically (see [`write_atomically`]).
pub fn save_file(path: &Path, record: &GameRecord) -> Result<(), RecordError> {
    write_atomically(path, save_json(record).as_bytes()).map_err(|source| RecordError::Io {
        path: path.to_path_buf(),
        source,
    })
}

fn json_error(e: serde_json::Error) -> RecordError {
    let (line, column) = crate::json_position::json_position(&e);
    RecordError::Json {
        line,
        column,
        message: e.to_string(),
    }
}

/// Reads a save. Every move is replayed: a save edited by hand with an illegal move
/// is refused with the move's place.
pub fn load_json(text: &str) -> Result<GameRecord, RecordError> {
    let text = text.strip_prefix('\u{FEFF}').unwrap_or(text);
    let probe: Probe = serde_json::from_str(text).map_err(json_error)?;
    if probe.format.as_deref() != Some(FORMAT) {
        return Err(RecordError::NotASave(match probe.format {
            Some(f) => format!("its \"format\" is \"{f}\", not \"{FORMAT}\""),
            None => "it has no \"format\": \"chuhe\" field".into(),
        }));
    }
    let version = match probe.version {
        Some(serde_json::Value::String(v)) => v,
        Some(other) => other.to_string(),
        None => return Err(RecordError::NotASave("it has no \"version\" field".into())),
    };
    let major: u32 = version
        .split('.')
        .next()
        .and_then(|m| m.trim().parse().ok())
        .ok_or_else(|| {
            RecordError::NotASave(format!("version \"{version}\" is not major.minor"))
        })?;
    if major > MAJOR {
        return Err(RecordError::NewerVersion {
            found: version,
            supported: MAJOR,
        });
    }
    let file: SaveFile = serde_json::from_str(text).map_err(json_error)?;
    build(file)
}

fn build(file: SaveFile) -> Result<GameRecord, RecordError> {
    let bad = |e: GameError| RecordError::BadSave(Box::new(e));
    let setup = Setup::from_fen(&file.start).map_err(|e| {
        bad(GameError::at_start(
            GameErrorKind::Fen(e),
            file.start.clone(),
            Location::Field("start".into()),
        ))
    })?;
    let start = Position::from_setup(&setup).map_err(|e| {
        bad(GameError::at_start(
            GameErrorKind::StartPosition(e),
            file.start.clone(),
            Location::Field("start".into()),
        ))
    })?;
    let mut record = GameRecord::new(&start);
    let mut headers = Headers::new();
    for (k, v) in file.headers {
        headers.set(&k, v);
    }
    record.headers = headers;
    record.tree.set_comment(record.tree.root(), file.comment);
    record.result = GameResult::parse(&file.result).ok_or_else(|| {
        bad(GameError::at_start(
            GameErrorKind::Syntax("not a result (1-0, 0-1, 1/2-1/2 or *)".into()),
            file.result.clone(),
            Location::Field("result".into()),
        ))
    })?;
    record.result_reason = file.result_reason;
    record.match_data = file.match_data;

    // Cursors after each move, by index; the start is index -1.
    let root = Cursor::start(&record.tree, start);
    let mut cursors: Vec<Cursor> = Vec::with_capacity(file.moves.len());
    for (i, entry) in file.moves.into_iter().enumerate() {
        let parent = entry.parent.unwrap_or(i as i64 - 1);
        let text = entry.mv.clone();
        let mut cursor = match parent {
            -1 => root.clone(),
            p if p >= 0 && (p as usize) < i => cursors[p as usize].clone(),
            p => {
                return Err(bad(GameError::at_start(
                    GameErrorKind::Syntax(format!(
                        "move {} names parent {p}, which is not an earlier move",
                        i
                    )),
                    text,
                    Location::Field(format!("moves[{i}].parent")),
                )));
            }
        };
        let (ply, node) = (cursor.ply + 1, cursor.node);
        let error = |tree: &MoveTree, kind| {
            bad(move_error(
                &record.start,
                ply,
                would_be_variation(tree, node),
                text.clone(),
                Location::Field(format!("moves[{i}]")),
                kind,
            ))
        };
        // (Move::from_iccs slices by bytes: only ASCII may reach it.)
        let mv = Some(&entry.mv)
            .filter(|t| t.is_ascii())
            .and_then(|t| Move::from_iccs(t))
            .ok_or_else(|| {
                error(
                    &record.tree,
                    GameErrorKind::Syntax("not an ICCS move such as h2e2".into()),
                )
            })?;
        if let Err(e) = cursor.play(&mut record.tree, mv) {
            return Err(error(&record.tree, GameErrorKind::IllegalMove(e)));
        }
        record.tree.set_comment(cursor.node, entry.comment);
        record.tree.set_nags(cursor.node, &entry.nags);
        cursors.push(cursor);
    }
    Ok(record)
}

#[cfg(test)]
mod position_tests {
    use super::*;

    /// A save cut off right after a line break: serde_json says column 0; the error
    /// names the first column of the line, counted from 1 as an editor counts.
    #[test]
    fn a_save_cut_after_a_line_break_is_placed_at_column_1() {
        let err = load_json("{\n  \"format\": \"chuhe-save\",\n").unwrap_err();
        match err {
            RecordError::Json { line, column, .. } => assert_eq!((line, column), (3, 1)),
            other => panic!("{other:?}"),
        }
    }
}
