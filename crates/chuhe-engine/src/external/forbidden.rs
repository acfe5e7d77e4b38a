//! The moves an engine must not play: those after which the adjudication module says
//! the mover loses by repetition under the game's rule set (长将, 长捉 … : 24–29; 002
//! chapter 2; AXF). The built-in engine's root (`engine::search::root`) already asks the
//! adjudicator; an external engine does not know the rules, so it is told.

use crate::GameHistory;
use crate::search::root_moves;
use chuhe_core::adjudication::RuleSet;
use chuhe_core::rules::{IllegalMove, Move, Position};

/// The allowed and the forbidden moves of the position reached, or `None` when nothing
/// is forbidden (or everything is: then any move may be played, and loses).
pub struct Restriction {
    pub allowed: Vec<Move>,
    pub banned: Vec<Move>,
}

pub fn restriction(
    rules: RuleSet,
    start: &Position,
    moves: &[Move],
) -> Result<Option<Restriction>, (usize, Move, IllegalMove)> {
    let game = GameHistory::with_moves(rules, start, moves)?;
    let legal = game.position().legal_moves();
    let allowed: Vec<Move> = root_moves(&game).iter().map(|r| r.mv).collect();
    if allowed.len() == legal.len() {
        return Ok(None);
    }
    let banned = legal
        .iter()
        .copied()
        .filter(|m| !allowed.contains(m))
        .collect();
    Ok(Some(Restriction { allowed, banned }))
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Red's rook checks from e5 and e6 back and forth: the fourth check from e5 would
    /// complete a perpetual check, which loses under every rule set (长将, 26).
    #[test]
    fn a_perpetual_check_is_banned() {
        let start = Position::from_fen("3k5/9/9/9/9/9/9/9/4A4/3AK2R1 w - - 0 1").unwrap();
        let line: Vec<Move> = [
            "h0h9", "d9d8", "h9h8", "d8d9", "h8h9", "d9d8", "h9h8", "d8d9",
        ]
        .iter()
        .map(|s| Move::from_iccs(s).unwrap())
        .collect();
        let r = restriction(RuleSet::Cxa, &start, &line).unwrap();
        let r = r.expect("the repeated check should be forbidden");
        assert!(
            r.banned.contains(&Move::from_iccs("h8h9").unwrap()),
            "{:?}",
            r.banned
        );
        assert!(!r.allowed.contains(&Move::from_iccs("h8h9").unwrap()));
        assert!(restriction(RuleSet::Cxa, &start, &[]).unwrap().is_none());
    }
}
