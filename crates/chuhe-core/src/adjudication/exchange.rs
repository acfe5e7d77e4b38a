//! Protection analysis (有根 / 无根 / 假根, 28.16 of 000): who can capture a piece, who
//! can take back, and what a complete exchange on one point wins (29.1).
//!
//! Every capture here is a *legal* move played on a scratch position, so a false
//! protector (假根) is recognised without special cases: a pinned protector, a general
//! that would step into an attack or face the other general, a cannon whose screen is
//! the very piece that captured — their recapture is simply not a legal move.
//! Likewise a capture that uncovers a check cannot be answered by a recapture that
//! leaves the check standing.
//!
//! `ignored` names enemy pieces whose checks do not count when judging whether a
//! recapture is legal. The threats a checking move makes are judged as if the check
//! were not there: otherwise every piece of the checked side would look unprotected,
//! since a recapture that does not answer the check is illegal.

use crate::rules::{Bitboard, Move, Position, Square};

use super::values::value;

/// Pieces of the side to move that can legally capture on `target`.
pub fn legal_capturers(pos: &Position, target: Square, ignored: Bitboard) -> Bitboard {
    pos.capturers(target, pos.side_to_move())
        .filter(|&from| !pos.exposes_king_ignoring(Move::new(from, target), ignored))
        .collect()
}

/// True when the side to move can legally capture on `target`.
pub fn can_capture(pos: &Position, target: Square, ignored: Bitboard) -> bool {
    let mut from = pos.capturers(target, pos.side_to_move());
    // (`Bitboard::any` means "not empty"; this is the iterator's `any`.)
    Iterator::any(&mut from, |s| {
        !pos.exposes_king_ignoring(Move::new(s, target), ignored)
    })
}

fn piece_value(pos: &Position, sq: Square) -> i32 {
    pos.piece_at(sq).map_or(0, |p| value(p.kind))
}

/// How many captures the exchange search may try on one point before it settles for
/// the cheapest recapture at each further step (a bound for crowded points; real
/// exchanges stay far below it).
const SEARCH_BUDGET: u32 = 4_000;

/// What the side to move wins, at best, by capturing on `target` with `first`, with
/// both sides then free to go on recapturing with any legal piece, or to stop, as
/// suits them best (29.1: "能够通过完整的交换过程得子"). Every order of recaptures is
/// tried: in xiangqi the cheapest recapture is not always the best, because a piece
/// leaving a line takes a cannon's screen with it or gives one. Positive: the capture
/// wins material through the complete exchange.
pub fn exchange_gain(pos: &mut Position, first: Square, target: Square, ignored: Bitboard) -> i32 {
    let mut budget = SEARCH_BUDGET;
    gain_of_capture(pos, first, target, ignored, &mut budget)
}

fn gain_of_capture(
    pos: &mut Position,
    from: Square,
    target: Square,
    ignored: Bitboard,
    budget: &mut u32,
) -> i32 {
    let gained = piece_value(pos, target);
    let m = Move::new(from, target);
    let undo = pos.play_unchecked(m);
    let lost = recapture_gain(pos, target, ignored, budget);
    pos.undo(m, undo);
    gained - lost
}

/// What the side to move gains by going on with the exchange on `target` with its best
/// recapture, or 0 if it had better stop.
fn recapture_gain(pos: &mut Position, target: Square, ignored: Bitboard, budget: &mut u32) -> i32 {
    let capturers = legal_capturers(pos, target, ignored);
    if *budget == 0 {
        // Past the bound: the cheapest recapture only, as a plain exchange count does.
        return capturers
            .min_by_key(|&s| piece_value(pos, s))
            .map_or(0, |from| {
                gain_of_capture(pos, from, target, ignored, budget).max(0)
            });
    }
    let mut best = 0;
    for from in capturers {
        *budget = budget.saturating_sub(1);
        best = best.max(gain_of_capture(pos, from, target, ignored, budget));
    }
    best
}

/// True when, after `capture` (legal for the side to move), the other side can take
/// back on the same point: the captured piece had a real protector (有根).
pub fn has_recapture(pos: &mut Position, capture: Move, ignored: Bitboard) -> bool {
    let undo = pos.play_unchecked(capture);
    let answer = can_capture(pos, capture.to, ignored);
    pos.undo(capture, undo);
    answer
}

/// True when, after `m`, the side that played it is checkmated at once by some reply
/// (29.4 of 000: a capture that loses the game is no threat).
pub fn walks_into_mate(pos: &mut Position, m: Move) -> bool {
    let undo = pos.play_unchecked(m);
    let mut mated = false;
    for &reply in super::mate_threat::checking_moves(pos).iter() {
        let u = pos.play_unchecked(reply);
        mated = !pos.has_legal_move();
        pos.undo(reply, u);
        if mated {
            break;
        }
    }
    pos.undo(m, undo);
    mated
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::rules::{Color, Kind};

    fn pos(fen: &str) -> Position {
        Position::from_fen(fen).unwrap()
    }

    fn sq(s: &str) -> Square {
        Square::from_iccs(s).unwrap()
    }

    #[test]
    fn capturers_include_advisors_and_elephants() {
        // The red advisor e1 reaches the black horse on d2; the elephant c0 does not.
        let p = pos("4k4/9/9/9/9/9/9/3n5/4A4/2B2K3 w");
        let c = p.capturers(sq("d2"), Color::Red);
        assert!(c.contains(sq("e1")) && !c.contains(sq("c0")));
        // On e2 it is the other way round.
        let p = pos("4k4/9/9/9/9/9/9/4n4/4A4/2B2K3 w");
        let c = p.capturers(sq("e2"), Color::Red);
        assert!(c.contains(sq("c0")) && !c.contains(sq("e1")));
    }

    #[test]
    fn unprotected_piece_is_won_outright() {
        // Red rook a0 takes the lone black horse on a5.
        let mut p = pos("4k4/9/9/9/n8/9/9/9/9/R2K5 w");
        assert_eq!(
            exchange_gain(&mut p, sq("a0"), sq("a5"), Bitboard::EMPTY),
            value(Kind::Horse)
        );
    }

    #[test]
    fn protected_piece_costs_the_rook() {
        // The black horse on a5 is protected by the rook on a9: R x N, R x R.
        let mut p = pos("r3k4/9/9/9/n8/9/9/9/9/R2K5 w");
        assert_eq!(
            exchange_gain(&mut p, sq("a0"), sq("a5"), Bitboard::EMPTY),
            value(Kind::Horse) - value(Kind::Rook)
        );
        // A cannon takes a rook protected by a horse: still a gain (29.1).
        let mut p = pos("4k4/9/9/9/r8/2n6/9/C8/9/3K5 w");
        assert_eq!(
            exchange_gain(&mut p, sq("a2"), sq("a5"), Bitboard::EMPTY),
            value(Kind::Rook) - value(Kind::Cannon)
        );
    }

    #[test]
    fn the_defender_recaptures_with_its_best_piece_not_its_cheapest() {
        // The red horse g4 takes the black cannon e5, which the horse d7 and the rook f5
        // protect; the red cannon h5 (screen: the black rook f5) and the rook a5 back
        // the horse up. Taking back with the cheap horse lets the red cannon in over
        // the rook (C x N, R x C, R x R: Black ends even); taking back with the rook
        // removes the cannon's screen (R x N, R x R, N x R: Black is a horse up on the
        // point). With its best recapture Black loses nothing: the complete exchange
        // wins Red nothing, no chase (29.1). A count that always takes back with the
        // cheapest piece would give Red a cannon.
        let mut p = pos("5k3/9/3n5/9/R3cr1C1/6N2/9/9/9/3K5 w");
        assert_eq!(
            exchange_gain(&mut p, sq("g4"), sq("e5"), Bitboard::EMPTY),
            0
        );
    }

    #[test]
    fn pinned_protector_is_a_false_root() {
        // The black horse d8 protects the rook on c6: R x R, N x R is even.
        let mut free = pos("3k5/3n5/9/2r6/9/9/9/9/9/2R1K2R1 w");
        assert_eq!(
            exchange_gain(&mut free, sq("c0"), sq("c6"), Bitboard::EMPTY),
            0
        );
        // With a red rook on d0 the horse is pinned against its general and cannot
        // take back: its protection is false (假根) and the rook is won.
        let mut pinned = pos("3k5/3n5/9/2r6/9/9/9/9/9/2RRK4 w");
        assert_eq!(
            exchange_gain(&mut pinned, sq("c0"), sq("c6"), Bitboard::EMPTY),
            value(Kind::Rook)
        );
    }

    #[test]
    fn general_cannot_take_back_into_facing_generals() {
        // Black rook d3 takes the horse d0; the red general on e0 cannot take back
        // because d0 faces the black general on d9 down an open file.
        let mut p = pos("3k5/9/9/9/9/9/3r5/9/9/3NK4 b");
        assert_eq!(
            exchange_gain(&mut p, sq("d3"), sq("d0"), Bitboard::EMPTY),
            value(Kind::Horse)
        );
        // With a black horse on d6 between, the general's recapture is legal.
        let mut p = pos("3k5/9/9/3n5/9/9/3r5/9/9/3NK4 b");
        assert!(exchange_gain(&mut p, sq("d3"), sq("d0"), Bitboard::EMPTY) < 0);
    }

    #[test]
    fn capture_into_mate_is_recognised() {
        // The red rook on b1 guards d1. If it takes the cannon on b8, the black rook
        // mates on d5: e0 faces the black general and d1 is covered (29.4).
        let mut p = pos("4k4/1c7/9/9/7r1/9/9/9/1R7/3K5 w");
        assert!(walks_into_mate(&mut p, Move::from_iccs("b1b8").unwrap()));
        assert!(!walks_into_mate(&mut p, Move::from_iccs("b1b2").unwrap()));
    }
}
