//! Why a move text could not be read or played: which part of the text failed, what is
//! on the board there, and when the move exists but is illegal, the rule it breaks. The
//! words are the catalogue's (`crate::catalogue`); `Display` is the English text.

use std::fmt;

use thiserror::Error;

use super::description::{Action, Tandem};
use super::style::Notation;
use crate::lang::{Lang, Render};
use crate::rules::{Color, IllegalMove, Kind, Move, Piece, Square};

/// What the reader expected where the text went wrong.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash, strum::EnumCount)]
pub enum Expected {
    /// A piece name (Chinese) or letter (WXF).
    Piece,
    /// A piece, or 前/中/后/一..五 (Chinese); a piece letter, `+`/`-` or a file (WXF).
    PieceOrTandem,
    /// A file number, or 前/后 after the piece.
    FileOrTandem,
    /// A file number.
    File,
    /// 进/退/平 (Chinese); `+`, `-`, `.` (WXF).
    Action,
    /// The number that ends the move.
    Value,
    /// An ICCS point such as `h2`.
    Square,
    /// Nothing more.
    End,
}

/// What a number in the text was meant to be.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub enum NumberRole {
    File,
    Value,
    Ordinal,
}

/// A move text that cannot be read, resolved on the board, or played.
#[derive(Clone, Debug, Error, PartialEq, Eq, strum::EnumCount)]
#[error("{}", self.render(Lang::En))]
pub enum NotationError {
    /// Nothing but whitespace.
    Empty,
    /// Not a move in any notation chuhe reads.
    Unrecognized { text: String },
    /// Character `at` (0-based, counted in characters) is wrong.
    Syntax {
        text: String,
        notation: Notation,
        at: usize,
        found: char,
        expected: Expected,
    },
    /// The text stops early.
    Incomplete {
        text: String,
        notation: Notation,
        expected: Expected,
    },
    /// A number out of range: file 0, ordinal 六, ...
    BadNumber {
        text: String,
        at: usize,
        value: u8,
        role: NumberRole,
    },
    /// The side to move has no piece of that kind.
    NoSuchPiece { text: String, piece: Piece },
    /// No piece of that kind on the file named.
    NoPieceOnFile {
        text: String,
        piece: Piece,
        /// The file in the mover's numbering.
        file: u8,
        /// The mover's own pieces on that file, front to back.
        on_file: Vec<(Square, Piece)>,
        /// The mover's files holding pieces of that kind.
        files_with_kind: Vec<u8>,
    },
    /// 前/中/后 or an ordinal that does not fit the pieces on the file.
    NotInTandem {
        text: String,
        piece: Piece,
        tandem: Tandem,
        /// The file named or found (mover's numbering), if any holds several.
        file: Option<u8>,
        /// How many of the pieces stand there.
        count: usize,
    },
    /// Several pieces fit the text.
    Ambiguous {
        text: String,
        piece: Piece,
        squares: Vec<Square>,
        /// The standard way to write each of the moves meant, where it is legal.
        suggestions: Vec<String>,
    },
    /// 平 for a horse, advisor or elephant; 退 for a pawn.
    CannotMove {
        text: String,
        kind: Kind,
        action: Action,
    },
    /// 平 to the file the piece is on.
    SameFile {
        text: String,
        piece: Piece,
        file: u8,
    },
    /// A horse, advisor or elephant cannot reach that file going that way.
    UnreachableFile {
        text: String,
        piece: Piece,
        from: Square,
        file: u8,
        reachable: Vec<u8>,
    },
    /// The move would leave the board.
    OffBoard {
        text: String,
        piece: Piece,
        from: Square,
    },
    /// Chinese notation in the other side's numerals or piece names (1.1): 相三进五 when
    /// Black moves, 象3进5 when Red does.
    OtherSidesNotation {
        text: String,
        /// The side to move.
        mover: Color,
        /// The move in the mover's own notation, when the text can mean one legal move.
        own: Option<String>,
    },
    /// The start of a move (typed so far) that no legal move continues.
    NoMoveBegins { text: String },
    /// The move exists on the board but breaks a rule.
    Illegal {
        text: String,
        mv: Move,
        reason: IllegalMove,
        /// The side that tried it: points are named in its numbering.
        mover: Color,
        /// The piece on the move's origin, if any.
        piece: Option<Piece>,
    },
}

/// Applies `$some` to the `text` field of any variant that has one, else `$none`.
macro_rules! text_field {
    ($err:expr, $text:ident => $some:expr, $none:expr) => {
        match $err {
            NotationError::Empty => $none,
            NotationError::Unrecognized { $text }
            | NotationError::Syntax { $text, .. }
            | NotationError::Incomplete { $text, .. }
            | NotationError::BadNumber { $text, .. }
            | NotationError::NoSuchPiece { $text, .. }
            | NotationError::NoPieceOnFile { $text, .. }
            | NotationError::NotInTandem { $text, .. }
            | NotationError::Ambiguous { $text, .. }
            | NotationError::CannotMove { $text, .. }
            | NotationError::SameFile { $text, .. }
            | NotationError::UnreachableFile { $text, .. }
            | NotationError::OffBoard { $text, .. }
            | NotationError::OtherSidesNotation { $text, .. }
            | NotationError::NoMoveBegins { $text }
            | NotationError::Illegal { $text, .. } => $some,
        }
    };
}

impl NotationError {
    /// The text the error is about ("" for [`NotationError::Empty`]).
    pub fn text(&self) -> &str {
        text_field!(self, text => text.as_str(), "")
    }

    /// Quotes `typed` instead (the preview reports errors of completions it tried).
    pub(crate) fn set_text(&mut self, typed: &str) {
        text_field!(self, text => *text = typed.to_string(), ())
    }

    /// True when the text is a correct beginning that only needs more characters.
    pub fn is_incomplete(&self) -> bool {
        matches!(self, NotationError::Incomplete { .. })
    }

    /// The message in `lang` (the texts are in the catalogue).
    pub fn message(&self, lang: Lang) -> String {
        self.render(lang)
    }
}

impl fmt::Display for Expected {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&(*self, Notation::Chinese).render(Lang::En))
    }
}
