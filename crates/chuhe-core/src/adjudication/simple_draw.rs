//! 简明和棋 (27.3 of 000): "占据防守要点，立即构成简明和棋，附带产生的捉士相（象），按闲处理"
//! — a move that occupies a defensive point and so makes a plain draw; the chase of an
//! advisor or elephant it brings with it counts as idle.
//!
//! The rule book does not list the plain draws. chuhe recognises the one that material
//! alone decides: each side has one rook and no other attacking piece (车对车, each with
//! whatever advisors and elephants it has left). A rook against a general with only
//! advisors or elephants is no such draw: the rook usually wins (单车胜单象), so there a
//! chase of an advisor or elephant stays a chase. A lone rook cannot mate a general
//! that keeps its own rook, with or without advisors and elephants, so winning an
//! advisor or elephant changes nothing: a rook placed where it guards, and attacks one
//! in passing, makes no chase. Positions that are drawn only with exact defence are not
//! recognised; there a chase stays a chase.

use crate::rules::{Bitboard, Color, Kind, Position};

/// True when `pos` is a plain draw by material (27.3): one rook a side and no horse,
/// cannon or pawn on the board.
pub fn is_simple_draw(pos: &Position) -> bool {
    Color::ALL.into_iter().all(|c| {
        pos.pieces(c, Kind::Rook).count() == 1
            && [Kind::Horse, Kind::Cannon, Kind::Pawn]
                .into_iter()
                .all(|k| pos.pieces(c, k).is_empty())
    })
}

/// The advisors and elephants among `chased` (enemy pieces after a move that left
/// `after`) whose chase counts as idle by 27.3.
pub fn idle_chases(after: &Position, chased: Bitboard) -> Bitboard {
    if chased.is_empty() || !is_simple_draw(after) {
        return Bitboard::EMPTY;
    }
    chased
        .filter(|&sq| {
            after
                .piece_at(sq)
                .is_some_and(|p| matches!(p.kind, Kind::Advisor | Kind::Elephant))
        })
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    fn pos(fen: &str) -> Position {
        Position::from_fen(fen).unwrap()
    }

    #[test]
    fn rook_against_rook_is_a_simple_draw() {
        assert!(is_simple_draw(&pos(
            "3ak4/4a4/9/2r6/9/2B3B2/9/9/R8/3AKA3 w"
        )));
        // A second rook, a horse or a pawn on either side: not by material alone.
        assert!(!is_simple_draw(&pos(
            "3ak4/4a4/9/2r6/9/2B3B2/9/9/R7R/3AKA3 w"
        )));
        assert!(!is_simple_draw(&pos(
            "3ak4/4a4/9/2r6/9/2B3B2/9/9/R8/3AKAN2 w"
        )));
        assert!(!is_simple_draw(&pos(
            "3ak4/4a4/9/p1r6/9/2B3B2/9/9/R8/3AKA3 w"
        )));
    }

    /// A rook against a general with an elephant is a win for the rook, not a plain
    /// draw (this failed while "at most one rook a side" let one side have none).
    #[test]
    fn a_rook_against_advisors_and_elephants_alone_is_no_simple_draw() {
        assert!(!is_simple_draw(&pos("4k1b2/9/9/9/9/9/9/9/8R/3K5 w")));
        assert!(!is_simple_draw(&pos("3ak4/4a4/9/9/9/2B3B2/9/9/R8/3AKA3 w")));
    }
}
