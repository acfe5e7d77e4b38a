//! A point of the board as a player names it: the file in that player's own numbering
//! (1.1: counted from the player's right, Red 一..九, Black 1..9) and the rank as a line
//! of one side's half (底线, 宫顶线, 兵林线, 河口, ...). The catalogue puts it into words:
//! "g0（红方三路底线）".

use super::board_view::{file_index, file_number};
use super::description::Tandem;
use super::glyphs;
use super::style::{Digits, Script};
use crate::rules::{Color, Square};

/// A file as `color` writes it: 二 for Red, 2 for Black (1.1).
pub fn file_label(color: Color, number: u8) -> char {
    glyphs::number(number, color, Digits::HalfWidth)
}

/// The ICCS letter of `color`'s file `number` (1..=9).
pub fn file_letter(color: Color, number: u8) -> char {
    (b'a' + file_index(color, number.clamp(1, 9))) as char
}

/// 前, 中, 后 or 一..五, as written before a piece.
pub fn tandem_mark(tandem: Tandem) -> char {
    glyphs::tandem(tandem, Script::Simplified)
}

/// A horizontal line of one side's half, counted from that side's back rank.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub enum Line {
    /// 底线: the back rank (Red rank 0, Black rank 9).
    Back,
    /// 二线: the palace's middle rank.
    Second,
    /// 宫顶线: the palace's front rank, where the cannons start.
    PalaceTop,
    /// 兵林线 / 卒林线: where the pawns start.
    PawnLine,
    /// 河口: the rank at the river bank.
    RiverBank,
}

impl Line {
    /// The line `steps` ranks in front of a side's back rank (0..=4).
    fn from_steps(steps: u8) -> Line {
        match steps {
            0 => Line::Back,
            1 => Line::Second,
            2 => Line::PalaceTop,
            3 => Line::PawnLine,
            _ => Line::RiverBank,
        }
    }
}

/// A point named for `viewer`.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub struct PointName {
    pub square: Square,
    /// Whose numbering the file is given in.
    pub viewer: Color,
    /// The file in `viewer`'s numbering, 1..=9.
    pub file: u8,
    /// Whose half of the board the point is in.
    pub half: Color,
    /// The line within that half.
    pub line: Line,
}

/// `square` as `viewer` names it.
pub fn point_name(square: Square, viewer: Color) -> PointName {
    let rank = square.rank();
    let (half, steps) = if rank <= 4 {
        (Color::Red, rank)
    } else {
        (Color::Black, 9 - rank)
    };
    PointName {
        square,
        viewer,
        file: file_number(viewer, square.file()),
        half,
        line: Line::from_steps(steps),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn sq(s: &str) -> Square {
        Square::from_iccs(s).unwrap()
    }

    /// NOTATION.md §2: "Red n ↔ file index 9−n, Black n ↔ n−1, a = 0", and ICCS §5:
    /// ranks 0–9 from Red's side.
    #[test]
    fn files_follow_notation_md() {
        for file in 0..9u8 {
            let s = Square::new(file, 0);
            assert_eq!(point_name(s, Color::Red).file, 9 - file);
            assert_eq!(point_name(s, Color::Black).file, file + 1);
        }
        // The example: g0 is Red's 三路 on Red's back rank.
        let g0 = point_name(sq("g0"), Color::Red);
        assert_eq!((g0.file, g0.half, g0.line), (3, Color::Red, Line::Back));
    }

    /// Each side's half, counted from its own back rank: Red's pawns start on rank 3,
    /// Black's on rank 6; the cannons on ranks 2 and 7 (the starting position of 1.1).
    #[test]
    fn lines_count_from_each_sides_back_rank() {
        let line = |s: &str| {
            let p = point_name(sq(s), Color::Red);
            (p.half, p.line)
        };
        assert_eq!(line("a3"), (Color::Red, Line::PawnLine));
        assert_eq!(line("a6"), (Color::Black, Line::PawnLine));
        assert_eq!(line("b2"), (Color::Red, Line::PalaceTop));
        assert_eq!(line("b7"), (Color::Black, Line::PalaceTop));
        assert_eq!(line("e4"), (Color::Red, Line::RiverBank));
        assert_eq!(line("e5"), (Color::Black, Line::RiverBank));
        assert_eq!(line("e9"), (Color::Black, Line::Back));
        assert_eq!(line("e1"), (Color::Red, Line::Second));
    }
}
