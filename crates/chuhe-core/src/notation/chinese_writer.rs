//! Prints a move in Chinese notation (1.1, 7.5; NOTATION.md §2–3), in full (炮二平五)
//! or as the abbreviated record of 7.5 (炮2 5).

use super::board_view::{CrowdedFiles, Stack, file_number, xqbase_order};
use super::description::{Description, Numerals, Origin, Reading, Tandem, motion};
use super::glyphs;
use super::style::{PawnStyle, Style};
use crate::rules::{Kind, Move, Piece, Position};

/// How `m` is named in Chinese under `pawns`, or `None` if no piece stands on its
/// origin.
pub fn describe(pos: &Position, m: Move, pawns: PawnStyle) -> Option<(Piece, Description)> {
    let piece = pos.piece_at(m.from)?;
    let (action, value) = motion(piece, m.from, m.to);
    let us = piece.color;
    let number = file_number(us, m.from.file());
    let mut kind = Some(piece.kind);
    let origin = if matches!(piece.kind, Kind::King | Kind::Advisor | Kind::Elephant) {
        // One general; advisors and elephants are never prefixed (xqbase 细节一).
        Origin::File(number)
    } else {
        let ours = pos.pieces(us, piece.kind);
        let stack = Stack::new(ours, m.from.file(), us);
        match stack.position(m.from) {
            Some(index) if stack.len() >= 2 => {
                let count = stack.len();
                let crowded = CrowdedFiles::new(ours, us);
                match pawns {
                    PawnStyle::Dpxq => {
                        let tandem = dpxq_marker(index, count);
                        if crowded.len() >= 2 {
                            // Two crowded files: the file replaces the pawn's name
                            // (前七平六).
                            kind = None;
                            Origin::Tandem {
                                tandem,
                                file: Some(number),
                            }
                        } else {
                            Origin::Tandem { tandem, file: None }
                        }
                    }
                    PawnStyle::Xqbase => {
                        let tandem = if crowded.len() >= 2 {
                            let (order, len) = xqbase_order(ours, us, &crowded);
                            let i = order[..len].iter().position(|&s| s == m.from).unwrap_or(0);
                            Tandem::Nth(i as u8 + 1)
                        } else if count <= 3 {
                            dpxq_marker(index, count)
                        } else {
                            Tandem::Nth(index as u8 + 1)
                        };
                        Origin::Tandem { tandem, file: None }
                    }
                }
            }
            _ => Origin::File(number),
        }
    };
    Some((
        piece,
        Description {
            kind,
            origin,
            action,
            value,
            unmarked: false,
            numerals: Numerals::default(),
            reading: Reading::Chinese,
        },
    ))
}

/// 前/后 for two, 前/中/后 for three, 前 二 三 (四) 后 for four or five (7.5, dpxq).
fn dpxq_marker(index: usize, count: usize) -> Tandem {
    if index == 0 {
        Tandem::Front
    } else if index + 1 == count {
        Tandem::Rear
    } else if count == 3 {
        Tandem::Middle
    } else {
        Tandem::Nth(index as u8 + 1)
    }
}

/// Prints `m` in full: 炮二平五, 马８进７, 前车进一, 前七平六.
pub fn write(pos: &Position, m: Move, style: &Style) -> Option<String> {
    let (piece, d) = describe(pos, m, style.pawns)?;
    let number = |n| glyphs::number(n, piece.color, style.digits);
    let mut s = String::with_capacity(16);
    push_origin(&mut s, piece, d.origin, style, number, "");
    s.push(glyphs::action(d.action, style.script));
    s.push(number(d.value));
    Some(s)
}

/// Prints `m` as the abbreviated record of 7.5: Arabic digits for both sides, a line
/// under the last digit for 进 and over it for 退, none for 平: 炮2 5, 马8 7̲, 前马4̅.
pub fn write_abbreviated(pos: &Position, m: Move, style: &Style) -> Option<String> {
    let (piece, d) = describe(pos, m, style.pawns)?;
    let digit = |n| glyphs::digit(n, style.digits);
    let mut s = String::with_capacity(20);
    push_origin(&mut s, piece, d.origin, style, digit, " ");
    s.push(digit(d.value));
    if let Some(mark) = glyphs::mark(d.action) {
        s.push(mark);
    }
    Some(s)
}

/// The piece and its file (炮二), or the tandem mark and the piece (前车) or the file
/// (前七); `number` prints a file and `gap` follows one.
fn push_origin(
    s: &mut String,
    piece: Piece,
    origin: Origin,
    style: &Style,
    number: impl Fn(u8) -> char,
    gap: &str,
) {
    match origin {
        Origin::File(n) => {
            s.push(glyphs::piece(piece, style.script));
            s.push(number(n));
            s.push_str(gap);
        }
        Origin::Tandem { tandem, file: None } => {
            s.push(glyphs::tandem(tandem, style.script));
            s.push(glyphs::piece(piece, style.script));
        }
        Origin::Tandem {
            tandem,
            file: Some(n),
        } => {
            s.push(glyphs::tandem(tandem, style.script));
            s.push(number(n));
            s.push_str(gap);
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::notation::style::Script;

    fn write_fen(fen: &str, mv: &str, style: &Style) -> String {
        let pos = Position::from_fen(fen).unwrap();
        write(&pos, Move::from_iccs(mv).unwrap(), style).unwrap()
    }

    const START: &str = crate::rules::START_FEN;

    #[test]
    fn opening_moves() {
        let s = Style::default();
        assert_eq!(write_fen(START, "h2e2", &s), "炮二平五");
        assert_eq!(write_fen(START, "h0g2", &s), "马二进三");
        assert_eq!(write_fen(START, "i0i1", &s), "车一进一");
        assert_eq!(write_fen(START, "f0e1", &s), "仕四进五");
        let black = "rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RNBAKABNR b";
        assert_eq!(write_fen(black, "h9g7", &s), "马８进７");
        assert_eq!(write_fen(black, "h9g7", &s.half_width()), "马8进7");
        assert_eq!(write_fen(black, "e9e8", &s.traditional()), "將５進１");
        assert_eq!(
            write_fen(black, "i9i8", &s.with_script(Script::TraditionalPieces)),
            "車９进１"
        );
    }

    #[test]
    fn abbreviated_record() {
        let s = Style::default().half_width();
        let pos = Position::startpos();
        let w = |mv: &str| write_abbreviated(&pos, Move::from_iccs(mv).unwrap(), &s).unwrap();
        assert_eq!(w("h2e2"), "炮2 5");
        assert_eq!(w("h0g2"), "马2 3\u{332}");
        assert_eq!(w("b2b1"), "炮8 1\u{305}");
    }
}
