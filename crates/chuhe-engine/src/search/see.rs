//! Static exchange evaluation: what a capture wins or loses in material once every
//! piece bearing on its square has taken back in turn, cheapest first, each side free
//! to stop when going on would lose. Used to put losing captures after the quiet
//! moves and to skip them near the horizon, and to tell a check that only gives the
//! checking piece away, which the search does not extend.
//!
//! The exchange is played out on the position itself (and taken back), so that the
//! Xiangqi peculiarities come for free: a cannon that needs a screen gains or loses
//! one as pieces leave the line, a horse's leg frees or blocks, the general may take
//! only where nothing can take it back.
//!
//! The exchange counts the pieces `Position::attackers` names: rooks, cannons, horses,
//! pawns and the general, not the advisors and elephants (they never check, so that
//! function leaves them out). Counting them too is the exact exchange, but it
//! measured worse head to head (−33 Elo over 300 games, docs/engine.md), perhaps
//! because it prunes more of the sacrifices in front of the palace that begin an
//! attack on the general (a guess, not measured).

use crate::eval::material;
use chuhe_core::rules::{Bitboard, Color, Kind, Move, Position, Square, Undo};

/// Taking the general ends the game: worth more than every other piece together.
const GENERAL: i32 = 20_000;
/// Pieces a side can have: no exchange on one point is longer than both armies.
const LONGEST: usize = 34;

/// The cheapest first, the general last (it may take only as the exchange's end).
const BY_VALUE: [Kind; 7] = [
    Kind::Pawn,
    Kind::Advisor,
    Kind::Elephant,
    Kind::Horse,
    Kind::Cannon,
    Kind::Rook,
    Kind::King,
];

#[inline]
fn worth(kind: Kind) -> i32 {
    if kind == Kind::King {
        GENERAL
    } else {
        material::value(kind)
    }
}

/// The cheapest piece of `side` attacking `to`, and its kind.
#[inline]
fn cheapest_attacker(pos: &Position, to: Square, side: Color) -> Option<(Square, Kind)> {
    let attackers = pos.attackers(to, side);
    if attackers.is_empty() {
        return None;
    }
    BY_VALUE.iter().find_map(|&kind| {
        (attackers & pos.pieces(side, kind))
            .first()
            .map(|sq| (sq, kind))
    })
}

/// The material the side to move wins by `m` (pseudo-legal) and the exchange on its
/// square that follows, in centipawns; 0 or less for a quiet move. The position is
/// left as it was.
pub fn see(pos: &mut Position, m: Move) -> i32 {
    let to = m.to;
    let Some(mover) = pos.piece_at(m.from) else {
        return 0;
    };
    // taken[k]: the worth of what the k-th capture of the exchange takes.
    let mut taken = [0i32; LONGEST];
    taken[0] = pos.piece_at(to).map_or(0, |p| worth(p.kind));
    let mut played: [(Move, Option<Undo>); LONGEST] = [(m, None); LONGEST];
    played[0].1 = Some(pos.play_unchecked(m));
    let mut on_square = worth(mover.kind);
    let mut n = 1;
    while n < LONGEST {
        let side = pos.side_to_move();
        let Some((from, kind)) = cheapest_attacker(pos, to, side) else {
            break;
        };
        taken[n] = on_square;
        n += 1;
        if on_square == GENERAL {
            // The general is taken: the game, and the exchange, are over.
            break;
        }
        let capture = Move::new(from, to);
        played[n - 1] = (capture, Some(pos.play_unchecked(capture)));
        on_square = worth(kind);
    }
    for &(mv, undo) in played[..n].iter().rev() {
        if let Some(u) = undo {
            pos.undo(mv, u);
        }
    }
    // Backwards: each side takes only if that leaves it better off than stopping.
    let mut result = taken[n - 1];
    for k in (0..n - 1).rev() {
        result = taken[k] - result.max(0);
    }
    result.min(GENERAL / 2)
}

/// The side to move is in check from one piece (`checkers`, the position's, which the
/// caller has at hand) that it can take winning material by the exchange (any of its
/// pieces that reach the checker, advisors and elephants included, each tried as the
/// first taker): the check only gives the checking piece away. The search gives such a
/// check no extension.
pub fn check_gives_the_checker_away(pos: &mut Position, checkers: Bitboard) -> bool {
    let Some(checker) = checkers.first() else {
        return false;
    };
    if checkers.count() > 1 {
        return false;
    }
    let us = pos.side_to_move();
    let mut takers = pos.capturers(checker, us);
    // (`Bitboard::any` means "not empty"; this is the iterator's `any`.)
    Iterator::any(&mut takers, |from| see(pos, Move::new(from, checker)) > 0)
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The exchange value of `iccs` (a pseudo-legal move of the side to move) in `fen`;
    /// checks that the position is given back unchanged.
    fn see_of(fen: &str, iccs: &str) -> i32 {
        let mut pos = Position::from_fen(fen).expect("fen");
        let m = Move::from_iccs(iccs).expect("move");
        let before = pos.clone();
        let s = see(&mut pos, m);
        assert!(pos == before, "see changed the position");
        s
    }

    // Worked by hand with the values of 1.2 as the engine counts them: rook 900,
    // horse = cannon 450, advisor = elephant 200, pawn 100.

    /// The rook on a0 takes the lone black pawn on a6: +100.
    #[test]
    fn an_unprotected_piece_is_won_whole() {
        let fen = "5k3/9/9/p8/9/9/9/9/9/R2K5 w - - 0 1";
        assert_eq!(see_of(fen, "a0a6"), 100);
    }

    /// The rook takes the pawn on a5, the black rook on a9 takes it back down the
    /// file: 100 − 900.
    #[test]
    fn a_rook_for_a_protected_pawn_loses() {
        let fen = "r4k3/9/9/9/p8/9/9/9/9/R2K5 w - - 0 1";
        assert_eq!(see_of(fen, "a0a5"), 100 - 900);
    }

    /// The cannon on b0 takes the horse on b7 over the black pawn on b4 (a screen of either side serves); the black rook on
    /// b9 takes the cannon, and nothing of Red's bears on b7: 450 − 450.
    #[test]
    fn a_cannon_takes_over_its_screen() {
        let fen = "1r3k3/9/1n7/9/9/1p7/9/9/9/1C1K5 w - - 0 1";
        assert_eq!(see_of(fen, "b0b7"), 0);
    }

    /// The horse on e5 is guarded by the black rook on e9. Red's rook e1 and, behind
    /// it, Red's cannon e0 (the rook is its screen) both bear on e5. Rook first: the
    /// black rook takes it back and the cannon has lost its screen, 450 − 900. Cannon
    /// first: if the black rook takes it, the red rook takes the black rook, so Black
    /// does better to stop, and Red wins the horse, 450.
    #[test]
    fn a_cannon_loses_its_screen_when_the_piece_in_front_leaves() {
        let fen = "4rk3/9/9/9/4n4/9/9/9/4R4/3KC4 w - - 0 1";
        assert_eq!(see_of(fen, "e1e5"), 450 - 900);
        assert_eq!(see_of(fen, "e0e5"), 450);
    }

    /// The rook takes the horse on e5; the black pawn on e6 (cheapest) takes the rook,
    /// the red horse on d3 takes the pawn, and the black cannon on e7 has lost its
    /// screen (the pawn): 450 − 900 + 100.
    #[test]
    fn the_cheapest_piece_takes_back_first() {
        let fen = "5k3/9/4c4/4p4/4n4/9/3N5/9/4R4/3K5 w - - 0 1";
        assert_eq!(see_of(fen, "e1e5"), 450 - 900 + 100);
    }

    /// The general may take only what nothing can take back: the horse on d2 is won
    /// alone, and guarded by the rook on d9 the capture would lose the general.
    #[test]
    fn the_general_takes_only_the_unguarded() {
        let lone = "5k3/9/9/9/9/9/9/3n5/3K5/9 w - - 0 1";
        assert_eq!(see_of(lone, "d1d2"), 450);
        let guarded = "3r1k3/9/9/9/9/9/9/3n5/3K5/9 w - - 0 1";
        assert!(see_of(guarded, "d1d2") < -1000);
    }

    /// A quiet move to a point no enemy piece attacks neither wins nor loses.
    #[test]
    fn a_safe_quiet_move_is_even() {
        let fen = "5k3/9/9/9/9/9/9/9/9/R2K5 w - - 0 1";
        assert_eq!(see_of(fen, "a0a1"), 0);
    }

    /// Check gives the checker away: worked by hand, 1.2's values.
    fn gives_away(fen: &str) -> bool {
        let mut pos = Position::from_fen(fen).expect("fen");
        let before = pos.clone();
        let checkers = pos.checkers();
        let answer = check_gives_the_checker_away(&mut pos, checkers);
        assert!(pos == before, "the test changed the position");
        answer
    }

    /// The red rook on e7 checks the general on e9; the horse on c8 takes it for
    /// nothing (+900).
    #[test]
    fn a_rook_check_the_horse_takes_is_given_away() {
        assert!(gives_away("4k4/2n6/4R4/9/9/9/9/9/9/3K5 b - - 0 1"));
    }

    /// The red rook on e8 checks the general on e9, guarded by the cannon on e4 over
    /// the pawn on e5: the general cannot take it, but the advisor on d9 can (900 −
    /// 200: the cannon takes the advisor back). Advisors count as takers here.
    #[test]
    fn a_rook_check_the_advisor_takes_is_given_away() {
        assert!(gives_away("3ak4/4R4/9/9/4P4/4C4/9/9/9/3K5 b - - 0 1"));
    }

    /// The same check with no black piece that reaches e7: nothing is given away.
    #[test]
    fn a_check_no_piece_can_take_is_not_given_away() {
        assert!(!gives_away("4k4/9/4R4/9/9/9/9/9/9/3K5 b - - 0 1"));
    }

    /// The red pawn on e8 checks, guarded by the horse on g7: the rook on a8 takes it
    /// and loses itself for a pawn (100 − 900 + 450 when the general takes the
    /// horse), and the general cannot take it (the horse guards e8).
    #[test]
    fn a_guarded_pawn_check_is_not_given_away() {
        assert!(!gives_away("4k4/r3P4/6N2/9/9/9/9/9/9/3K5 b - - 0 1"));
    }

    /// Not in check: nothing to give away.
    #[test]
    fn no_check_nothing_given_away() {
        assert!(!gives_away(
            "rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RNBAKABNR w - - 0 1"
        ));
    }
}
