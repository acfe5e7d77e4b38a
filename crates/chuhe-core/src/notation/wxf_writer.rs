//! Prints a move in WXF/AXF symbols (wxf.org "Official Xiangqi piece names and
//! notation"): `C2.5`, `H8+7`; `R+.3` and `C--1` for the front and rear of two; for
//! pawns, the middle of three keeps the plain form (`P3.4`), four or five on a file are
//! `++` `P+` (`P3`) `P-` `--`, and pawns crowded on two files are named by file:
//! `3+.4`, `33.4`, `3-.4`.

use super::board_view::{CrowdedFiles, Stack, file_number};
use super::description::{Action, Origin, Tandem, motion};
use crate::rules::{Kind, Move, Position};

/// The WXF letter of a piece kind (AXF 1995 names).
pub fn letter(kind: Kind) -> char {
    match kind {
        Kind::King => 'K',
        Kind::Advisor => 'A',
        Kind::Elephant => 'E',
        Kind::Horse => 'H',
        Kind::Rook => 'R',
        Kind::Cannon => 'C',
        Kind::Pawn => 'P',
    }
}

/// How WXF names the piece on `m.from`: its origin, and whether the letter is written.
fn origin(pos: &Position, m: Move) -> Option<(Kind, Origin, bool)> {
    let piece = pos.piece_at(m.from)?;
    let us = piece.color;
    let number = file_number(us, m.from.file());
    let plain = Some((piece.kind, Origin::File(number), true));
    if matches!(piece.kind, Kind::King | Kind::Advisor | Kind::Elephant) {
        return plain;
    }
    let ours = pos.pieces(us, piece.kind);
    let stack = Stack::new(ours, m.from.file(), us);
    let (index, count) = match stack.position(m.from) {
        Some(i) if stack.len() >= 2 => (i, stack.len()),
        _ => return plain,
    };
    let last = count - 1;
    if piece.kind == Kind::Pawn && CrowdedFiles::new(ours, us).len() >= 2 {
        // Pawns on two files: the file, then + (front), the file again (middle), - (rear).
        let tandem = match index {
            0 => Tandem::Plus,
            i if i == last => Tandem::Minus,
            _ => Tandem::Middle,
        };
        return Some((
            piece.kind,
            Origin::Tandem {
                tandem,
                file: Some(number),
            },
            false,
        ));
    }
    let tandem = |t| {
        Some((
            piece.kind,
            Origin::Tandem {
                tandem: t,
                file: None,
            },
            true,
        ))
    };
    match (count, index) {
        // Two or three: + and -, the middle one of three plain.
        (2 | 3, 0) => tandem(Tandem::Plus),
        (2 | 3, i) if i == last => tandem(Tandem::Minus),
        (3, _) => plain,
        // Four or five: ++ and -- without the letter, P+ and P- next to them, the
        // middle one of five plain.
        (_, 0) => Some((
            piece.kind,
            Origin::Tandem {
                tandem: Tandem::Front,
                file: None,
            },
            false,
        )),
        (_, i) if i == last => Some((
            piece.kind,
            Origin::Tandem {
                tandem: Tandem::Rear,
                file: None,
            },
            false,
        )),
        (_, 1) => tandem(Tandem::Plus),
        (_, i) if i + 1 == last => tandem(Tandem::Minus),
        _ => plain,
    }
}

/// Prints `m` in WXF symbols, or `None` if no piece stands on its origin.
pub fn write(pos: &Position, m: Move) -> Option<String> {
    let piece = pos.piece_at(m.from)?;
    let (kind, origin, with_letter) = origin(pos, m)?;
    let (action, value) = motion(piece, m.from, m.to);
    let digit = |n: u8| (b'0' + n) as char;
    let mut s = String::with_capacity(4);
    match origin {
        Origin::File(n) => {
            s.push(letter(kind));
            s.push(digit(n));
        }
        Origin::Tandem { tandem, file: None } => {
            let sign = match tandem {
                Tandem::Front | Tandem::Plus => '+',
                _ => '-',
            };
            if with_letter {
                s.push(letter(kind));
            } else {
                // ++ / --: the outermost of four or five.
                s.push(sign);
            }
            s.push(sign);
        }
        Origin::Tandem {
            tandem,
            file: Some(n),
        } => {
            s.push(digit(n));
            s.push(match tandem {
                Tandem::Plus | Tandem::Front => '+',
                Tandem::Minus | Tandem::Rear => '-',
                _ => digit(n),
            });
        }
    }
    s.push(match action {
        Action::Advance => '+',
        Action::Retreat => '-',
        Action::Traverse => '.',
    });
    s.push(digit(value));
    Some(s)
}

#[cfg(test)]
mod tests {
    use super::*;

    fn w(fen: &str, mv: &str) -> String {
        let pos = Position::from_fen(fen).unwrap();
        write(&pos, Move::from_iccs(mv).unwrap()).unwrap()
    }

    #[test]
    fn plain_and_tandem() {
        let start = crate::rules::START_FEN;
        assert_eq!(w(start, "h2e2"), "C2.5");
        assert_eq!(w(start, "h0g2"), "H2+3");
        assert_eq!(w(start, "c0e2"), "E7+5");
        let rooks = "4k4/9/9/9/R8/9/9/9/R8/3K5 w";
        assert_eq!(w(rooks, "a5g5"), "R+.3");
        assert_eq!(w(rooks, "a1a0"), "R--1");
    }

    #[test]
    fn pawn_stacks() {
        // Five red pawns on file 六 (d): d7 d5 d4 d2? Red pawns cannot stand behind
        // their start, so use ranks 9..5: d9 d8 d7 d6 d5.
        let five = "3P1k3/3P5/3P5/3P5/3P5/9/9/9/9/4K4 w";
        assert_eq!(w(five, "d9c9"), "++.7");
        assert_eq!(w(five, "d8c8"), "P+.7");
        assert_eq!(w(five, "d7c7"), "P6.7");
        assert_eq!(w(five, "d6c6"), "P-.7");
        assert_eq!(w(five, "d5c5"), "--.7");
        // Two files: f8 f6 (四), d8 d6 (六), e7.
        let two = "4k4/3P1P3/4P4/3P1P3/9/9/9/9/9/4K4 w";
        assert_eq!(w(two, "f8e8"), "4+.5");
        assert_eq!(w(two, "f6e6"), "4-.5");
        assert_eq!(w(two, "e7e8"), "P5+1");
    }
}
