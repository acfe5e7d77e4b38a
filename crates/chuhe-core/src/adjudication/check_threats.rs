//! Winning a piece through a check (抽吃): 28.3 of 000 counts as a chase a threat to
//! take a piece "from the next move on by consecutive checks", and 29.1 names the form
//! "能够通过连续照将吃子". The side to move checks; whatever the defender answers, it
//! then wins the same piece. (The folk rules call this 抽 a 伏捉, a quiet move: 5.3.2 of
//! 002; the AXF rule book does not count it.)

use crate::rules::{Bitboard, Position};

use super::RuleSet;
use super::mate_threat::checking_moves;
use super::threats::capture_threats;

/// Pieces of the other side that the side to move wins by a quiet check and a capture
/// after any reply. A check that is itself a capture is a capture, not a threat.
pub fn won_through_check(pos: &mut Position, rules: RuleSet) -> Bitboard {
    let mut won = Bitboard::EMPTY;
    for &c in checking_moves(pos).iter() {
        if pos.piece_at(c.to).is_some() {
            continue;
        }
        let undo = pos.play_unchecked(c);
        won |= won_after_every_reply(pos, rules);
        pos.undo(c, undo);
    }
    won
}

/// The pieces the checking side wins whatever the reply (none if there is no reply:
/// that is mate, a different matter).
fn won_after_every_reply(pos: &mut Position, rules: RuleSet) -> Bitboard {
    let replies = pos.legal_moves();
    let mut common: Option<Bitboard> = None;
    for &r in replies.iter() {
        let undo = pos.play_unchecked(r);
        // A piece the reply moved is no longer on the point it was chased on (and a
        // piece the reply brought in, to block, was not there to be chased).
        let won = capture_threats(pos, rules, Bitboard::EMPTY)
            .iter()
            .fold(Bitboard::EMPTY, |b, t| b.with(t.victim))
            .without(r.to);
        pos.undo(r, undo);
        let acc = common.map_or(won, |c| c & won);
        if acc.is_empty() {
            return Bitboard::EMPTY;
        }
        common = Some(acc);
    }
    common.unwrap_or(Bitboard::EMPTY)
}
