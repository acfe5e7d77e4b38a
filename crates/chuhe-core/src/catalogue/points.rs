//! How a player names a point and a piece: "g0（红方三路底线）" / "g0 (Red's file 3,
//! back rank)", "二路马" / "the horse on file 2 (h0)" (`notation::PointName`).

use super::examples::{Examples, sq};
use crate::lang::{Lang, Render};
use crate::notation::{Line, PointName, file_label, point_name};
use crate::rules::{Color, Piece, Square};

/// A point as a player names it: "g0（红方三路底线）".
impl Render for PointName {
    fn render(&self, lang: Lang) -> String {
        match lang {
            Lang::Zh => named_point_zh(self),
            Lang::En => named_point_en(self),
        }
    }
}

fn named_point_zh(p: &PointName) -> String {
    format!("{}（{}）", p.square, point_words_zh(p))
}

fn named_point_en(p: &PointName) -> String {
    format!("{} ({})", p.square, point_words_en(p))
}

fn line_zh(l: Line, half: Color) -> &'static str {
    match l {
        Line::Back => "底线",
        Line::Second => "次底线",
        Line::PalaceTop => "宫顶线",
        Line::PawnLine => match half {
            Color::Red => "兵林线",
            Color::Black => "卒林线",
        },
        Line::RiverBank => "河口",
    }
}

fn line_en(l: Line) -> &'static str {
    match l {
        Line::Back => "back rank",
        Line::Second => "second rank",
        Line::PalaceTop => "palace-top rank",
        Line::PawnLine => "pawn rank",
        Line::RiverBank => "river bank",
    }
}

/// "红方三路底线" / "红方三路，黑方底线": the file in the viewer's numbering, the line
/// of the half it is in.
fn point_words_zh(p: &PointName) -> String {
    let file = format!(
        "{}{}路",
        p.viewer.chinese_name(),
        file_label(p.viewer, p.file)
    );
    if p.half == p.viewer {
        format!("{file}{}", line_zh(p.line, p.half))
    } else {
        format!(
            "{file}，{}{}",
            p.half.chinese_name(),
            line_zh(p.line, p.half)
        )
    }
}

fn point_words_en(p: &PointName) -> String {
    let file = format!(
        "{}'s file {}",
        p.viewer.english_name(),
        file_label(p.viewer, p.file)
    );
    if p.half == p.viewer {
        format!("{file}, {}", line_en(p.line))
    } else {
        format!("{file}, {}'s {}", p.half.english_name(), line_en(p.line))
    }
}

/// "g0（红方三路底线）".
pub(super) fn point_zh(sq: Square, viewer: Color) -> String {
    format!("{sq}（{}）", point_words_zh(&point_name(sq, viewer)))
}

pub(super) fn point_en(sq: Square, viewer: Color) -> String {
    format!("{sq} ({})", point_words_en(&point_name(sq, viewer)))
}

/// A piece as its player calls it: "二路马", "8路车".
pub(super) fn piece_on_file_zh(piece: Piece, from: Square) -> String {
    let file = point_name(from, piece.color).file;
    format!(
        "{}路{}",
        file_label(piece.color, file),
        piece.chinese_name()
    )
}

/// "the horse on file 2 (h0)".
pub(super) fn piece_on_file_en(piece: Piece, from: Square) -> String {
    let file = point_name(from, piece.color).file;
    format!(
        "the {} on file {} ({from})",
        piece.kind.english_name(),
        file_label(piece.color, file)
    )
}

impl Examples for PointName {
    fn examples() -> Vec<PointName> {
        let mut out = Vec::new();
        for s in ["g0", "h1", "b2", "a3", "e4", "e5", "c6", "h7", "d8", "i9"] {
            for c in Color::ALL {
                out.push(point_name(sq(s), c));
            }
        }
        out
    }
}
