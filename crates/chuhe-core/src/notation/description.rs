//! What a move text says, before it is matched to the board: which piece (by file or by
//! its place in a file), which way it goes and the number that ends the move. Chinese
//! and WXF text both read into a [`Description`]; the writers print one.
//!
//! Numbers are always the mover's own (1.1): files counted from the mover's right,
//! 1..=9.

use super::board_view::{file_number, ranks_ahead};
use crate::rules::{Color, Kind, Piece, Square};

/// The direction word: 进 (toward the opponent), 退 (back), 平 (along the rank).
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub enum Action {
    Advance,
    Retreat,
    Traverse,
}

/// Which of several pieces of one kind standing on one file is meant. "Front" is the
/// one nearer the opponent.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub enum Tandem {
    /// 前, WXF `++` for four or five pawns: the front one.
    Front,
    /// 中: the middle one of three (or five).
    Middle,
    /// 后, WXF `--`: the rear one.
    Rear,
    /// 一 二 三 四 五 (1-based, from the front): the xqbase and rule-book ordinals.
    Nth(u8),
    /// WXF `+`: the front one of two or three, the second of four or five.
    Plus,
    /// WXF `-`: the rear one of two or three, the second-last of four or five.
    Minus,
}

impl Tandem {
    /// The index from the front of the piece meant among `count` on the file, if the
    /// marker applies to that many.
    pub fn index(self, count: usize) -> Option<usize> {
        match self {
            Tandem::Front => (count >= 1).then_some(0),
            Tandem::Rear => count.checked_sub(1),
            Tandem::Middle => (count >= 3 && count % 2 == 1).then_some(count / 2),
            Tandem::Nth(n) => (n >= 1 && (n as usize) <= count).then(|| n as usize - 1),
            Tandem::Plus => match count {
                1..=3 => Some(0),
                4 | 5 => Some(1),
                _ => None,
            },
            Tandem::Minus => match count {
                1..=3 => Some(count - 1),
                4 | 5 => Some(count - 2),
                _ => None,
            },
        }
    }
}

/// How the moving piece is named.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub enum Origin {
    /// By its file: 炮二, C2.
    File(u8),
    /// By its place among several on one file: 前车, 中兵, 二兵, R+, and with the
    /// file when two files hold several pawns: 前七 (dpxq), 前兵七 (5 characters), 7+.
    Tandem { tandem: Tandem, file: Option<u8> },
}

/// Which reading rules apply where Chinese and WXF differ: a WXF file number naming a
/// file with three or five pawns means the middle one.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub enum Reading {
    Chinese,
    Wxf,
}

/// Which numerals wrote a Chinese move's file and value. 1.1: Red writes 一..九, Black
/// 1..9; the abbreviated record of 7.5 writes digits for both.
#[derive(Copy, Clone, Debug, Default, PartialEq, Eq, Hash)]
pub struct Numerals {
    pub chinese: bool,
    pub digits: bool,
    pub abbreviated: bool,
    /// A piece name only Red's pieces have (帅 仕 相 兵); 车马炮 and 士 are shared.
    pub red_name: bool,
    /// A piece name only Black's pieces have (将 象 卒).
    pub black_name: bool,
}

impl Numerals {
    /// True when `color` should not have written these numerals.
    pub fn foreign_to(self, color: Color) -> bool {
        let names = match color {
            Color::Red => self.black_name,
            Color::Black => self.red_name,
        };
        if self.abbreviated {
            return self.chinese || names;
        }
        names
            || match color {
                Color::Red => self.digits,
                Color::Black => self.chinese,
            }
    }
}

/// A move as the text names it.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub struct Description {
    /// `None` when the piece name was left out (前七平六): a pawn.
    pub kind: Option<Kind>,
    pub origin: Origin,
    pub action: Action,
    /// Ranks moved (进/退 of a general, rook, cannon or pawn) or the destination file.
    pub value: u8,
    /// The abbreviated record (7.5) marks 进 and 退 by a line under or over the last
    /// digit; without a mark it means 平. When a mark may have been lost (typed text,
    /// OCR), a 进 or 退 that alone fits is accepted.
    pub unmarked: bool,
    pub reading: Reading,
    pub numerals: Numerals,
}

impl Description {
    /// The kind of the piece, a pawn when the name was left out.
    pub fn piece_kind(&self) -> Kind {
        self.kind.unwrap_or(Kind::Pawn)
    }
}

/// Advisors, elephants and horses never move straight: their 进/退 value is the
/// destination file, and they have no 平 (NOTATION.md §2).
pub fn moves_diagonally(kind: Kind) -> bool {
    matches!(kind, Kind::Advisor | Kind::Elephant | Kind::Horse)
}

/// The action and value that describe `piece` going from `from` to `to` (NOTATION.md
/// §2): the ranks moved for a straight 进/退, the destination file otherwise.
pub fn motion(piece: Piece, from: Square, to: Square) -> (Action, u8) {
    let ahead = ranks_ahead(piece.color, from, to);
    let action = match ahead {
        0 => Action::Traverse,
        a if a > 0 => Action::Advance,
        _ => Action::Retreat,
    };
    let value = if action == Action::Traverse || moves_diagonally(piece.kind) {
        file_number(piece.color, to.file())
    } else {
        ahead.unsigned_abs() as u8
    };
    (action, value)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn tandem_markers_pick_by_count() {
        assert_eq!(Tandem::Front.index(2), Some(0));
        assert_eq!(Tandem::Rear.index(2), Some(1));
        assert_eq!(Tandem::Rear.index(5), Some(4));
        assert_eq!(Tandem::Middle.index(3), Some(1));
        assert_eq!(Tandem::Middle.index(2), None);
        assert_eq!(Tandem::Middle.index(4), None);
        assert_eq!(Tandem::Nth(4).index(4), Some(3));
        assert_eq!(Tandem::Nth(5).index(4), None);
        // WXF: + and - are front and rear of 2-3, second and second-last of 4-5.
        assert_eq!(Tandem::Plus.index(3), Some(0));
        assert_eq!(Tandem::Plus.index(5), Some(1));
        assert_eq!(Tandem::Minus.index(3), Some(2));
        assert_eq!(Tandem::Minus.index(4), Some(2));
    }
}
