//! Mate threats (杀, 28.2 of 000; 做杀 / 伏杀, 5.2 of 002): could the side that just
//! moved, were it to move again, mate by checks alone?
//!
//! 28.2 counts a mate "by the next check or by consecutive checks"; the folk rules
//! (002, 5.2.1) call only the threat to mate with the very next check 做杀 and count
//! longer chains (伏杀, 5.2.2) as quiet. The search looks at checking moves only, every
//! reply of the defender, and stops at a node budget so that a wild position cannot
//! stall the judging of a game (a threat not found within it is reported as none).

use crate::rules::Position;

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

/// True when the side to move mates in at most `checks` checking moves, every move of
/// its own being a check.
fn forces_mate(pos: &mut Position, checks: u8, budget: &mut u32) -> bool {
    let moves = pos.legal_moves();
    for &m in moves.iter() {
        if *budget == 0 {
            return false;
        }
        *budget -= 1;
        let undo = pos.play_unchecked(m);
        let mated = pos.is_check()
            && (!pos.has_legal_move() || checks > 1 && every_reply_loses(pos, checks - 1, budget));
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
