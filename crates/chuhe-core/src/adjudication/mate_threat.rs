//! Mate threats (杀, 28.2 of 000; 做杀 / 伏杀, 5.2 of 002): could the side that just
//! moved, were it to move again, mate by checks alone?
//!
//! 28.2 counts a mate "by the next check or by consecutive checks"; the folk rules
//! (002, 5.2.1) call only the threat to mate with the very next check 做杀 and count
//! longer chains (伏杀, 5.2.2) as quiet. The search looks at checking moves only, every
//! reply of the defender, and stops at a node budget so that a wild position cannot
//! stall the judging of a game (a threat not found within it is reported as none).

use crate::rules::{Bitboard, Kind, Move, MoveList, Position, Square};

/// Search limits: the longest chain of checks tried and the most positions visited.
#[derive(Copy, Clone, Debug)]
pub struct MateSearch {
    pub max_checks: u8,
    pub budget: u32,
}

/// The number of checks (1 = mate with the next check) with which the side to move
/// can force mate, if it can within `search`.
pub fn mate_by_checks(pos: &mut Position, search: MateSearch) -> Option<u8> {
    let mut budget = search.budget;
    (1..=search.max_checks).find(|&n| forces_mate(pos, n, &mut budget))
}

/// Points from which, or to which, a move must go to give check to the general on
/// `king`: its rank and file (rooks, cannons, pawns, screens, uncovered lines), the
/// points a horse checks it from, and the diagonal neighbours where such a horse's leg
/// stands. A filter: every checking move touches one of them.
pub fn check_zone(king: Square) -> Bitboard {
    Bitboard(CHECK_ZONES[king.index()])
}

static CHECK_ZONES: [u128; 90] = check_zones();

const fn check_zones() -> [u128; 90] {
    let mut t = [0u128; 90];
    let mut k: i32 = 0;
    while k < 90 {
        let (f, r) = (k % 9, k / 9);
        let mut s: i32 = 0;
        while s < 90 {
            let (sf, sr) = (s % 9, s / 9);
            let (df, dr) = ((sf - f).abs(), (sr - r).abs());
            if df == 0 || dr == 0 || df + dr == 3 && df > 0 && dr > 0 || df == 1 && dr == 1 {
                t[k as usize] |= 1u128 << s;
            }
            s += 1;
        }
        k += 1;
    }
    t
}

/// The legal moves of the side to move that give check. Only moves touching the
/// [`check_zone`] are tried.
pub fn checking_moves(pos: &mut Position) -> MoveList {
    let mut out = MoveList::new();
    let us = pos.side_to_move();
    let zone = check_zone(pos.king(!us));
    for kind in Kind::ALL {
        for from in pos.pieces(us, kind) {
            let mut targets = pos.pseudo_targets(from, kind, us);
            if !zone.contains(from) {
                targets &= zone;
            }
            for to in targets {
                let m = Move::new(from, to);
                if pos.exposes_king(m) {
                    continue;
                }
                let undo = pos.play_unchecked(m);
                let check = pos.is_check();
                pos.undo(m, undo);
                if check {
                    out.push(m);
                }
            }
        }
    }
    out
}

/// True when the side to move mates in at most `checks` checking moves, every move of
/// its own being a check.
fn forces_mate(pos: &mut Position, checks: u8, budget: &mut u32) -> bool {
    for &m in checking_moves(pos).iter() {
        if *budget == 0 {
            return false;
        }
        *budget -= 1;
        let undo = pos.play_unchecked(m);
        let mated =
            !pos.has_legal_move() || checks > 1 && every_reply_loses(pos, checks - 1, budget);
        pos.undo(m, undo);
        if mated {
            return true;
        }
    }
    false
}

fn every_reply_loses(pos: &mut Position, checks: u8, budget: &mut u32) -> bool {
    let replies = pos.legal_moves();
    for &r in replies.iter() {
        let undo = pos.play_unchecked(r);
        let lost = forces_mate(pos, checks, budget);
        pos.undo(r, undo);
        if !lost {
            return false;
        }
    }
    true
}

#[cfg(test)]
mod tests {
    use super::*;

    const SEARCH: MateSearch = MateSearch {
        max_checks: 3,
        budget: 5_000,
    };

    #[test]
    fn mate_with_the_next_check() {
        // Red rook to d-file mates: 3k5 with the red general on e0 covering e9? The
        // black general d9 cannot go to e9 (facing the red general on the open e-file).
        let mut p = Position::from_fen("3k5/9/9/9/9/9/9/9/R8/4K4 w").unwrap();
        assert_eq!(mate_by_checks(&mut p, SEARCH), Some(1));
    }

    #[test]
    fn mate_by_two_checks() {
        // Two red rooks ladder the black general along the back ranks.
        let mut p = Position::from_fen("4k4/9/9/9/9/9/9/9/9/R2K4R w").unwrap();
        let n = mate_by_checks(&mut p, SEARCH);
        assert!(matches!(n, Some(2..=3)), "{n:?}");
    }

    #[test]
    fn no_threat_in_the_opening() {
        let mut p = Position::startpos();
        assert_eq!(mate_by_checks(&mut p, SEARCH), None);
    }
}

#[cfg(test)]
mod zone_tests {
    use super::*;

    /// Every checking move in a sample of positions touches the zone.
    #[test]
    fn every_check_touches_the_zone() {
        for fen in [
            "rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RNBAKABNR w",
            "4k4/9/3c5/9/9/4C4/9/3N5/4R4/3K5 w",
            "3k5/9/9/9/9/9/9/9/R8/4K4 w",
            "2bak4/4a4/2n1b4/p1p3p1p/4C4/2P3P2/P3N3P/1R7/4A4/2BAK1B2 w",
            "3k5/4P4/9/3N5/9/9/9/9/4A4/3AK4 w",
        ] {
            let pos = Position::from_fen(fen).unwrap();
            let zone = check_zone(pos.king(!pos.side_to_move()));
            for &m in pos.legal_moves().iter() {
                if pos.after(m).is_check() {
                    assert!(zone.contains(m.from) || zone.contains(m.to), "{fen} {m}");
                }
            }
        }
    }
}

#[cfg(test)]
mod checking_moves_tests {
    use super::*;

    #[test]
    fn checking_moves_are_exactly_the_checks() {
        for fen in [
            "rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RNBAKABNR w",
            "4k4/9/3c5/9/9/4C4/9/3N5/4R4/3K5 w",
            "2bak4/4a4/2n1b4/p1p3p1p/4C4/2P3P2/P3N3P/1R7/4A4/2BAK1B2 w",
            "3k5/4P4/9/3N5/9/9/9/9/4A4/3AK4 w",
            "3akab2/9/4b4/2R6/4N4/4C4/9/9/9/4K4 w",
        ] {
            let mut pos = Position::from_fen(fen).unwrap();
            let mut expected: Vec<Move> = pos
                .legal_moves()
                .iter()
                .copied()
                .filter(|&m| pos.after(m).is_check())
                .collect();
            let mut got: Vec<Move> = checking_moves(&mut pos).iter().copied().collect();
            expected.sort();
            got.sort();
            assert_eq!(got, expected, "{fen}");
        }
    }
}
