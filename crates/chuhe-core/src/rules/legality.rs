//! Why a move is illegal, in terms a player understands (2.2, 3.4).

use thiserror::Error;

use super::bitboard::Bitboard;
use super::position::Position;
use super::tables::between;
use super::types::{Color, Kind, Move, Piece, Square};

/// The reason a move cannot be played. Messages cite the article.
#[derive(Clone, Debug, Error, PartialEq, Eq, strum::EnumCount)]
pub enum IllegalMove {
    #[error("there is no piece on {0}")]
    NoPiece(Square),
    #[error("the {} on {square} belongs to {}, and it is {}'s move", .piece.kind.english_name(), .piece.color.english_name(), .piece.color.opponent().english_name())]
    NotYourPiece { piece: Piece, square: Square },
    #[error("{0} is occupied by your own piece (2.3)")]
    OwnPieceOnTarget(Square),
    #[error("a {} cannot move from {from} to {to} (2.2)", .kind.english_name())]
    WrongShape {
        kind: Kind,
        from: Square,
        to: Square,
    },
    #[error("the general must stay in its palace (2.2)")]
    OutsidePalace,
    #[error("the elephant may not cross the river (2.2)")]
    ElephantCrossesRiver,
    #[error("the horse's leg on {0} is blocked (蹩马腿, 2.2)")]
    HorseLegBlocked(Square),
    #[error("the elephant's eye on {0} is blocked (塞象眼, 2.2)")]
    ElephantEyeBlocked(Square),
    #[error("the path is blocked on {0} (2.2)")]
    PathBlocked(Square),
    #[error(
        "the cannon needs exactly one screen to capture on {to}; there are {screens} (炮打隔子, 2.2)"
    )]
    CannonScreen { to: Square, screens: u32 },
    #[error(
        "the cannon can only move to {to} without capturing if the path is clear; it is blocked on {at} (2.2)"
    )]
    CannonBlocked { to: Square, at: Square },
    #[error("a pawn cannot move sideways before crossing the river (2.2)")]
    PawnSidewaysBeforeRiver,
    #[error("a pawn never moves backward (2.2)")]
    PawnBackward,
    #[error("the generals would face each other on an open file (2.2)")]
    GeneralsFace,
    #[error("it would leave your general in check from {} (3.4)", list(.0))]
    LeavesGeneralInCheck(Vec<Square>),
}

fn list(squares: &[Square]) -> String {
    squares
        .iter()
        .map(|s| s.to_string())
        .collect::<Vec<_>>()
        .join(", ")
}

/// An illegal move with who tried it and with which piece: what a message needs to name
/// the points the way that player does.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct IllegalAttempt {
    pub mv: Move,
    pub mover: Color,
    /// The piece on the origin, if any.
    pub piece: Option<Piece>,
    pub reason: IllegalMove,
}

impl Position {
    /// As [`Position::check_move`], keeping who tried the move and with what.
    pub fn check_attempt(&self, m: Move) -> Result<(), IllegalAttempt> {
        self.check_move(m).map_err(|reason| IllegalAttempt {
            mv: m,
            mover: self.side_to_move(),
            piece: self.piece_at(m.from),
            reason,
        })
    }

    /// `Ok` if `m` is legal, otherwise the reason it is not.
    pub fn check_move(&self, m: Move) -> Result<(), IllegalMove> {
        let (from, to) = (m.from, m.to);
        let piece = self.piece_at(from).ok_or(IllegalMove::NoPiece(from))?;
        if piece.color != self.side_to_move() {
            return Err(IllegalMove::NotYourPiece {
                piece,
                square: from,
            });
        }
        if let Some(target) = self.piece_at(to)
            && target.color == piece.color
        {
            return Err(IllegalMove::OwnPieceOnTarget(to));
        }
        if !self
            .pseudo_targets(from, piece.kind, piece.color)
            .contains(to)
        {
            return Err(self.shape_error(piece, from, to));
        }
        if self.exposes_king(m) {
            let after = self.after(m);
            let us = piece.color;
            let ks = after.king(us);
            let attackers = after.attackers(ks, !us);
            let their_king = after.king(!us);
            if attackers.contains(their_king) {
                return Err(IllegalMove::GeneralsFace);
            }
            return Err(IllegalMove::LeavesGeneralInCheck(attackers.collect()));
        }
        Ok(())
    }

    /// Explains why `to` is not among the piece's pseudo-legal targets.
    fn shape_error(&self, piece: Piece, from: Square, to: Square) -> IllegalMove {
        let (df, dr) = (
            to.file() as i32 - from.file() as i32,
            to.rank() as i32 - from.rank() as i32,
        );
        let wrong = IllegalMove::WrongShape {
            kind: piece.kind,
            from,
            to,
        };
        let occupied = self.occupied();
        match piece.kind {
            Kind::King | Kind::Advisor => {
                let shape_ok = if piece.kind == Kind::King {
                    df.abs() + dr.abs() == 1
                } else {
                    df.abs() == 1 && dr.abs() == 1
                };
                if shape_ok && !to.in_palace(piece.color) {
                    IllegalMove::OutsidePalace
                } else {
                    wrong
                }
            }
            Kind::Elephant => {
                if df.abs() != 2 || dr.abs() != 2 {
                    return wrong;
                }
                if !to.on_own_half(piece.color) {
                    return IllegalMove::ElephantCrossesRiver;
                }
                let eye = Square::new(
                    (from.file() as i32 + df / 2) as u8,
                    (from.rank() as i32 + dr / 2) as u8,
                );
                if occupied.contains(eye) {
                    IllegalMove::ElephantEyeBlocked(eye)
                } else {
                    wrong
                }
            }
            Kind::Horse => {
                if !((df.abs() == 1 && dr.abs() == 2) || (df.abs() == 2 && dr.abs() == 1)) {
                    return wrong;
                }
                let leg = if df.abs() == 2 {
                    Square::new((from.file() as i32 + df / 2) as u8, from.rank())
                } else {
                    Square::new(from.file(), (from.rank() as i32 + dr / 2) as u8)
                };
                if occupied.contains(leg) {
                    IllegalMove::HorseLegBlocked(leg)
                } else {
                    wrong
                }
            }
            Kind::Rook => {
                if df != 0 && dr != 0 {
                    return wrong;
                }
                match first(between(from, to) & occupied, from) {
                    Some(at) => IllegalMove::PathBlocked(at),
                    None => wrong,
                }
            }
            Kind::Cannon => {
                if df != 0 && dr != 0 {
                    return wrong;
                }
                let screens = between(from, to) & occupied;
                if self.piece_at(to).is_some() {
                    IllegalMove::CannonScreen {
                        to,
                        screens: screens.count(),
                    }
                } else {
                    match first(screens, from) {
                        Some(at) => IllegalMove::CannonBlocked { to, at },
                        None => wrong,
                    }
                }
            }
            Kind::Pawn => {
                let forward = match piece.color {
                    Color::Red => 1,
                    Color::Black => -1,
                };
                if dr == -forward && df == 0 {
                    IllegalMove::PawnBackward
                } else if dr == 0 && df.abs() == 1 && from.on_own_half(piece.color) {
                    IllegalMove::PawnSidewaysBeforeRiver
                } else {
                    wrong
                }
            }
        }
    }
}

/// The point of `set` nearest to `from`.
fn first(set: Bitboard, from: Square) -> Option<Square> {
    set.min_by_key(|s| {
        (s.file() as i32 - from.file() as i32).abs() + (s.rank() as i32 - from.rank() as i32).abs()
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    fn why(fen: &str, mv: &str) -> IllegalMove {
        let pos = Position::from_fen(fen).unwrap();
        pos.check_move(Move::from_iccs(mv).unwrap()).unwrap_err()
    }

    const START: &str = super::super::fen::START_FEN;

    #[test]
    fn reasons_are_specific() {
        assert_eq!(why(START, "e5e4"), IllegalMove::NoPiece(Square::new(4, 5)));
        assert!(matches!(
            why(START, "e6e5"),
            IllegalMove::NotYourPiece { .. }
        ));
        assert_eq!(
            why(START, "a0a3"),
            IllegalMove::OwnPieceOnTarget(Square::new(0, 3))
        );
        assert_eq!(
            why(START, "a0a4"),
            IllegalMove::PathBlocked(Square::new(0, 3))
        );
        assert_eq!(
            why(START, "b2b7"),
            IllegalMove::CannonScreen {
                to: Square::new(1, 7),
                screens: 0
            }
        );
        assert_eq!(why(START, "e3d3"), IllegalMove::PawnSidewaysBeforeRiver);
        assert_eq!(
            why(START, "e0e2"),
            IllegalMove::WrongShape {
                kind: Kind::King,
                from: Square::new(4, 0),
                to: Square::new(4, 2)
            }
        );
        // Horse on b0 blocked by a piece on b1.
        let fen = "rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/1R7/RNBAKABN1 w";
        assert_eq!(
            why(fen, "b0c2"),
            IllegalMove::HorseLegBlocked(Square::new(1, 1))
        );
        // Elephant on c0 with its eye d1 blocked.
        let fen = "rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/3R5/1NBAKABNR w";
        assert_eq!(
            why(fen, "c0e2"),
            IllegalMove::ElephantEyeBlocked(Square::new(3, 1))
        );
        assert_eq!(
            why("4k4/9/9/9/9/9/9/4B4/9/3K5 w", "e2e4"),
            IllegalMove::WrongShape {
                kind: Kind::Elephant,
                from: Square::new(4, 2),
                to: Square::new(4, 4)
            }
        );
        assert_eq!(
            why("4k4/9/9/9/9/2B6/9/9/9/3K5 w", "c4e6"),
            IllegalMove::ElephantCrossesRiver
        );
    }

    #[test]
    fn self_check_and_facing_generals() {
        // The red horse on e4 shields the red general from the black general.
        assert_eq!(
            why("4k4/9/9/9/9/4N4/9/9/9/4K4 w", "e4d6"),
            IllegalMove::GeneralsFace
        );
        // Red horse pinned against a black rook.
        let e = why("4k4/4r4/9/9/9/9/9/4N4/9/4K4 w", "e2d4");
        assert_eq!(
            e,
            IllegalMove::LeavesGeneralInCheck(vec![Square::new(4, 8)])
        );
        assert!(e.to_string().contains("e8"));
    }
}
