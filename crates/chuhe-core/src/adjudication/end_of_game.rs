//! The end of a game on the board: checkmate and stalemate (3.2, 3.3; 4.1.1–4.1.2 of
//! 001, both losses), and a position where neither side can possibly win (4.2.2 of
//! 001; 3.2.1 of 002).

use crate::rules::{Color, Kind, Position};

use super::RuleSet;
use super::reason::AdjudicatedEnd;
use super::verdict::{AdjudicatedResult, Judgement};

/// Checkmate or stalemate of the side to move, or a dead draw.
pub fn game_over(pos: &Position, rules: RuleSet) -> Option<Judgement> {
    if !pos.has_legal_move() {
        let loser = pos.side_to_move();
        let reason = if pos.is_check() {
            AdjudicatedEnd::Checkmate { loser }
        } else {
            AdjudicatedEnd::Stalemate { loser }
        };
        return Some(Judgement {
            verdict: AdjudicatedResult::loss_for(loser),
            reason,
        });
    }
    no_winning_chances(pos).then_some(Judgement {
        verdict: AdjudicatedResult::Draw,
        reason: AdjudicatedEnd::NoWinningChances { rules },
    })
}

/// Neither side has a rook, horse, cannon or pawn: only generals, advisors and
/// elephants are left, none of which can cross the river, so no mate is possible
/// (4.2.2: 双方均无取胜可能的简单局势). chuhe declares only this certain case; drawn
/// endgames that a strong player could still lose are played on.
pub fn no_winning_chances(pos: &Position) -> bool {
    Color::ALL.into_iter().all(|c| {
        [Kind::Rook, Kind::Horse, Kind::Cannon, Kind::Pawn]
            .into_iter()
            .all(|k| pos.pieces(c, k).is_empty())
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn mate_and_stalemate_lose() {
        let mate = Position::from_fen("3k5/9/9/9/3R5/9/9/9/9/4K4 b").unwrap();
        let j = game_over(&mate, RuleSet::Cxa).unwrap();
        assert_eq!(j.verdict, AdjudicatedResult::BlackLoses);
        assert!(matches!(
            j.reason,
            AdjudicatedEnd::Checkmate {
                loser: Color::Black
            }
        ));
        let stale = Position::from_fen("3k5/R8/9/9/9/9/9/9/9/4K4 b").unwrap();
        let j = game_over(&stale, RuleSet::Cxa).unwrap();
        assert_eq!(j.verdict, AdjudicatedResult::BlackLoses);
        assert!(matches!(j.reason, AdjudicatedEnd::Stalemate { .. }));
        assert!(game_over(&Position::startpos(), RuleSet::Cxa).is_none());
    }

    #[test]
    fn defenders_alone_cannot_win() {
        let p = Position::from_fen("3akab2/9/4b4/9/9/9/9/4B4/4A4/3AK1B2 w").unwrap();
        assert!(no_winning_chances(&p));
        // One pawn, even a pawn at home, can still cross and attack.
        let p = Position::from_fen("3akab2/9/4b4/9/9/9/P8/4B4/4A4/3AK1B2 w").unwrap();
        assert!(!no_winning_chances(&p));
    }
}
