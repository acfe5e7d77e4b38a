//! What can go wrong reading or writing a record, and where.
//!
//! Two levels: a [`RecordError`] stops a whole file (it cannot be opened, it is not a
//! record, a save is from a newer chuhe); a [`GameError`] belongs to one game of a file
//! and is kept in that game's [`GameRecord::problem`](super::GameRecord), so that the
//! other games of the file are still read and the moves before the error are kept.

use std::fmt;
use std::path::PathBuf;

use thiserror::Error;

use crate::notation::NotationError;
use crate::rules::{Color, FenError, IllegalMove, PositionError};

/// Where in a file something was found.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Location {
    /// A text file: 1-based line and column (columns count characters).
    Text { line: u32, column: u32 },
    /// A binary file: byte offset from the start of the file (or of the library entry).
    Byte(u64),
    /// A field of a JSON save, such as `moves[12]`.
    Field(String),
    /// Nowhere in particular (a whole game, a value in a save).
    Unknown,
}

impl fmt::Display for Location {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Location::Text { line, column } => write!(f, "line {line}, column {column}"),
            Location::Byte(offset) => write!(f, "byte {offset} (0x{offset:X})"),
            Location::Field(path) => write!(f, "{path}"),
            Location::Unknown => Ok(()),
        }
    }
}

/// Turns byte offsets into lines and columns. Offsets are asked for mostly in
/// increasing order, so it keeps its place instead of rescanning from the start.
pub(crate) struct LineIndex<'a> {
    text: &'a str,
    offset: usize,
    line: u32,
    line_start: usize,
}

impl<'a> LineIndex<'a> {
    pub fn new(text: &'a str) -> LineIndex<'a> {
        LineIndex {
            text,
            offset: 0,
            line: 1,
            line_start: 0,
        }
    }

    pub fn location(&mut self, offset: usize) -> Location {
        let mut offset = offset.min(self.text.len());
        while !self.text.is_char_boundary(offset) {
            offset -= 1;
        }
        if offset < self.offset {
            *self = LineIndex::new(self.text);
        }
        for (i, b) in self.text.as_bytes()[self.offset..offset].iter().enumerate() {
            if *b == b'\n' {
                self.line += 1;
                self.line_start = self.offset + i + 1;
            }
        }
        self.offset = offset;
        let column = self.text[self.line_start..offset].chars().count() as u32 + 1;
        Location::Text {
            line: self.line,
            column,
        }
    }
}

/// A problem in one game: what, at which move, with the offending text and its place.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct GameError {
    /// Plies from the start of the game along the offending line: 1 for the first
    /// move; 0 when the problem comes before any move (headers, start position).
    pub ply: u32,
    /// The move number as a scoresheet counts it (FEN field 6 onwards).
    pub move_number: u32,
    /// Whose move it was, when the problem is a move.
    pub side: Option<Color>,
    /// True when the offending move is in a variation, not on the main line.
    pub in_variation: bool,
    /// The offending text as it stands in the file (a move, a FEN, a token).
    pub text: String,
    pub location: Location,
    pub kind: GameErrorKind,
}

/// The kinds of problem a game can have.
#[derive(Clone, Debug, PartialEq, Eq, Error)]
pub enum GameErrorKind {
    #[error("bad FEN: {0}")]
    Fen(#[from] FenError),
    #[error("impossible start position: {0}")]
    StartPosition(#[from] PositionError),
    #[error("{0}")]
    Notation(Box<NotationError>),
    #[error("illegal move: {0}")]
    IllegalMove(#[from] IllegalMove),
    #[error("no such point on the board (coordinate {0})")]
    BadSquare(u32),
    #[error("{0}")]
    Syntax(String),
    #[error("the record ends in the middle of a move (needs {needed} more bytes)")]
    Truncated { needed: u64 },
    #[error("{0}")]
    Unsupported(String),
}

impl GameError {
    /// A problem before the first move (headers, start position).
    pub fn at_start(kind: GameErrorKind, text: impl Into<String>, location: Location) -> Self {
        GameError {
            ply: 0,
            move_number: 1,
            side: None,
            in_variation: false,
            text: text.into(),
            location,
            kind,
        }
    }
}

impl fmt::Display for GameError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        if self.ply == 0 {
            f.write_str("before the first move")?;
        } else {
            write!(f, "move {}", self.move_number)?;
            if let Some(side) = self.side {
                write!(f, " ({})", side.english_name())?;
            }
            if self.in_variation {
                f.write_str(" in a variation")?;
            }
        }
        if !self.text.is_empty() {
            write!(f, " \"{}\"", self.text)?;
        }
        if self.location != Location::Unknown {
            write!(f, " at {}", self.location)?;
        }
        write!(f, ": {}", self.kind)
    }
}

/// " (at line 3, column 1)", or nothing for an unknown place.
fn at(location: &Location) -> String {
    match location {
        Location::Unknown => String::new(),
        l => format!(" (at {l})"),
    }
}

/// A problem that stops a whole file.
#[derive(Debug, Error)]
pub enum RecordError {
    #[error("{}: {source}", .path.display())]
    Io {
        path: PathBuf,
        #[source]
        source: std::io::Error,
    },
    #[error("the file is empty")]
    Empty,
    #[error("not in {format} format: {detail}")]
    BadSignature {
        format: &'static str,
        detail: String,
    },
    #[error(
        "{format} file is cut short: {what} needs {needed} bytes at byte {offset}, the file has {available}"
    )]
    Truncated {
        format: &'static str,
        what: &'static str,
        offset: u64,
        needed: u64,
        available: u64,
    },
    #[error("no game found: {detail}{}", at(.location))]
    NoGames { location: Location, detail: String },
    #[error("the text cannot be written in {encoding}: '{ch}' (U+{code:04X}) has no {encoding} code", code = *.ch as u32)]
    Unencodable { encoding: &'static str, ch: char },
    #[error("not a chuhe save: {0}")]
    NotASave(String),
    #[error("bad chuhe save at line {line}, column {column}: {message}")]
    Json {
        line: usize,
        column: usize,
        message: String,
    },
    #[error(
        "this save was written by a newer chuhe (save format {found}); this chuhe reads format {supported}.x — update chuhe to open it"
    )]
    NewerVersion { found: String, supported: u32 },
    #[error("bad chuhe save: {0}")]
    BadSave(Box<GameError>),
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn line_index_counts_lines_and_characters() {
        let text = "ab\n炮二平五 x\nz";
        let mut li = LineIndex::new(text);
        assert_eq!(li.location(0), Location::Text { line: 1, column: 1 });
        let x = text.find('x').unwrap();
        assert_eq!(li.location(x), Location::Text { line: 2, column: 6 });
        assert_eq!(
            li.location(text.len() - 1),
            Location::Text { line: 3, column: 1 }
        );
        assert_eq!(li.location(1), Location::Text { line: 1, column: 2 });
    }
}
