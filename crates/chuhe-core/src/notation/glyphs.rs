//! The characters of Chinese notation and their variants (NOTATION.md §1): what each
//! one means when read, and which one is printed.
//!
//! Reading is colour-agnostic and accepts every variant seen in the wild (ElephantEye's
//! Word2Piece, vschess's Chinese2Node): 帥將 俥傌硨 砲包 馬車 進後, the old 上/下 for 进/退,
//! the financial numerals 壹..玖, digits of either width.

use super::description::{Action, Tandem};
use super::style::{Digits, Script};
use crate::rules::{Color, Kind, Piece};

/// The meaning of one character of Chinese notation.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum Glyph {
    Piece(Kind),
    /// 一..九 (`chinese`) or a digit 0..9 of either width.
    Numeral {
        value: u8,
        chinese: bool,
    },
    Action(Action),
    /// 前 中 后.
    Tandem(Tandem),
    /// A line under (进) or over (退) the last digit of the abbreviated record (7.5).
    Mark(Action),
    Space,
}

/// Folds a full-width ASCII form (Ｃ２＝５, １..９) and the ideographic space to plain
/// ASCII; a minus sign to `-`. Other characters are returned as they are.
pub fn fold_width(c: char) -> char {
    match c {
        '\u{FF01}'..='\u{FF5E}' => char::from_u32(c as u32 - 0xFEE0).unwrap_or(c),
        '\u{3000}' => ' ',
        '\u{2212}' | '\u{2013}' | '\u{2014}' => '-',
        _ => c,
    }
}

/// Reads one character (already folded by [`fold_width`]).
pub fn read(c: char) -> Option<Glyph> {
    Some(match c {
        '帅' | '帥' | '将' | '將' => Glyph::Piece(Kind::King),
        '仕' | '士' => Glyph::Piece(Kind::Advisor),
        '相' | '象' => Glyph::Piece(Kind::Elephant),
        '马' | '馬' | '傌' => Glyph::Piece(Kind::Horse),
        '车' | '車' | '俥' | '硨' => Glyph::Piece(Kind::Rook),
        '炮' | '砲' | '包' => Glyph::Piece(Kind::Cannon),
        '兵' | '卒' => Glyph::Piece(Kind::Pawn),
        '0'..='9' => Glyph::Numeral {
            value: c as u8 - b'0',
            chinese: false,
        },
        '进' | '進' | '上' => Glyph::Action(Action::Advance),
        '退' | '下' => Glyph::Action(Action::Retreat),
        '平' => Glyph::Action(Action::Traverse),
        '前' => Glyph::Tandem(Tandem::Front),
        '中' => Glyph::Tandem(Tandem::Middle),
        '后' | '後' => Glyph::Tandem(Tandem::Rear),
        // Combining low line, macron below, minus below, double low line: 进.
        '\u{0332}' | '\u{0331}' | '\u{0320}' | '\u{0333}' => Glyph::Mark(Action::Advance),
        // Combining overline, macron, double overline: 退.
        '\u{0305}' | '\u{0304}' | '\u{033F}' => Glyph::Mark(Action::Retreat),
        c if c.is_whitespace() => Glyph::Space,
        c => Glyph::Numeral {
            value: chinese_numeral_value(c)?,
            chinese: true,
        },
    })
}

/// The side whose pieces alone bear the name `c` (NOTATION.md §1): 帅帥 仕 相 兵 are
/// Red's, 将將 象 卒 Black's. 车马炮 and their variants (傌 俥 砲 包 ...) are read for
/// either side, and so is 士, which some books print for Red's advisors too.
pub fn piece_name_side(c: char) -> Option<Color> {
    match c {
        '帅' | '帥' | '仕' | '相' | '兵' => Some(Color::Red),
        '将' | '將' | '象' | '卒' => Some(Color::Black),
        _ => None,
    }
}

fn chinese_numeral_value(c: char) -> Option<u8> {
    Some(match c {
        '一' | '壹' => 1,
        '二' | '贰' | '貳' => 2,
        '三' | '叁' | '參' => 3,
        '四' | '肆' => 4,
        '五' | '伍' => 5,
        '六' | '陆' | '陸' => 6,
        '七' | '柒' => 7,
        '八' | '捌' => 8,
        '九' | '玖' => 9,
        _ => return None,
    })
}

/// The name of a piece in the given script (1.2).
pub fn piece(piece: Piece, script: Script) -> char {
    match script {
        Script::Simplified => piece.chinese_name(),
        Script::Traditional | Script::TraditionalPieces => match (piece.color, piece.kind) {
            (Color::Red, Kind::King) => '帥',
            (Color::Black, Kind::King) => '將',
            (_, Kind::Horse) => '馬',
            (_, Kind::Rook) => '車',
            _ => piece.chinese_name(),
        },
    }
}

/// 一..九 for 1..=9.
pub fn chinese_numeral(n: u8) -> char {
    const NUMERALS: [char; 10] = ['〇', '一', '二', '三', '四', '五', '六', '七', '八', '九'];
    NUMERALS[n.min(9) as usize]
}

/// A digit 0..=9 of the given width.
pub fn digit(n: u8, digits: Digits) -> char {
    let d = (b'0' + n.min(9)) as char;
    match digits {
        Digits::HalfWidth => d,
        Digits::FullWidth => char::from_u32(d as u32 + 0xFEE0).unwrap_or(d),
    }
}

/// A file or a number of ranks as `color` writes it: Red in Chinese numerals, Black in
/// digits (1.1).
pub fn number(n: u8, color: Color, digits: Digits) -> char {
    match color {
        Color::Red => chinese_numeral(n),
        Color::Black => digit(n, digits),
    }
}

pub fn action(action: Action, script: Script) -> char {
    match (action, script) {
        (Action::Advance, Script::Traditional) => '進',
        (Action::Advance, _) => '进',
        (Action::Retreat, _) => '退',
        (Action::Traverse, _) => '平',
    }
}

/// 前 中 后 and the ordinals 一..五, which stay Chinese even for Black (xqbase:
/// 一卒平５).
pub fn tandem(tandem: Tandem, script: Script) -> char {
    match tandem {
        Tandem::Front | Tandem::Plus => '前',
        Tandem::Middle => '中',
        Tandem::Rear | Tandem::Minus => match script {
            Script::Traditional => '後',
            _ => '后',
        },
        Tandem::Nth(n) => chinese_numeral(n),
    }
}

/// The combining mark the abbreviated record (7.5) puts on the last digit: a line under
/// it for 进, over it for 退, none for 平.
pub fn mark(action: Action) -> Option<char> {
    match action {
        Action::Advance => Some('\u{0332}'),
        Action::Retreat => Some('\u{0305}'),
        Action::Traverse => None,
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_variant_reads_as_its_piece() {
        for (chars, kind) in [
            ("帅帥将將", Kind::King),
            ("仕士", Kind::Advisor),
            ("相象", Kind::Elephant),
            ("马馬傌", Kind::Horse),
            ("车車俥硨", Kind::Rook),
            ("炮砲包", Kind::Cannon),
            ("兵卒", Kind::Pawn),
        ] {
            for c in chars.chars() {
                assert_eq!(read(c), Some(Glyph::Piece(kind)), "{c}");
            }
        }
    }

    #[test]
    fn numerals_of_every_kind() {
        for (i, c) in "一二三四五六七八九".chars().enumerate() {
            assert_eq!(
                read(c),
                Some(Glyph::Numeral {
                    value: i as u8 + 1,
                    chinese: true
                })
            );
            assert_eq!(chinese_numeral(i as u8 + 1), c);
        }
        assert_eq!(digit(7, Digits::FullWidth), '７');
        assert_eq!(digit(7, Digits::HalfWidth), '7');
        assert_eq!(
            read('柒'),
            Some(Glyph::Numeral {
                value: 7,
                chinese: true
            })
        );
        assert_eq!(read('x'), None);
        assert_eq!(fold_width('Ｃ'), 'C');
        assert_eq!(fold_width('＝'), '=');
        assert_eq!(fold_width('５'), '5');
        assert_eq!(fold_width('炮'), '炮');
    }

    #[test]
    fn printed_glyphs_read_back() {
        for script in [
            Script::Simplified,
            Script::Traditional,
            Script::TraditionalPieces,
        ] {
            for color in Color::ALL {
                for kind in Kind::ALL {
                    let c = piece(Piece::new(color, kind), script);
                    assert_eq!(read(c), Some(Glyph::Piece(kind)));
                }
            }
            for a in [Action::Advance, Action::Retreat, Action::Traverse] {
                assert_eq!(read(action(a, script)), Some(Glyph::Action(a)));
            }
        }
        assert_eq!(
            read(mark(Action::Advance).unwrap()),
            Some(Glyph::Mark(Action::Advance))
        );
        assert_eq!(
            read(mark(Action::Retreat).unwrap()),
            Some(Glyph::Mark(Action::Retreat))
        );
    }
}
