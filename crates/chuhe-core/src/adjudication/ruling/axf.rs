//! The AXF / WXF repetition rules (the Asian Xiangqi Federation rule book).
//!
//! - Perpetual check loses, whatever the other side does (rule 6); both sides checking
//!   perpetually is a draw (rule 7).
//! - Perpetually chasing one and the same piece loses (rule 3); a chase means every
//!   move of the cycle chases that piece. One check and one chase, chasing two pieces
//!   in turn, perpetual mate threats, offers and sacrifices are all allowed
//!   (rules 9, 12, 32, 40).
//! - Both sides perpetually chasing is a draw; nothing forbidden is a draw (rule 5).

use crate::rules::{Color, Piece};

use super::{Conduct, CycleMove, Judged, all_checks, chased_throughout, of, rank};

pub(super) fn judge(moves: &[CycleMove], piece: &dyn Fn(u32) -> Option<Piece>) -> Judged {
    let conduct = Color::ALL.map(|side| {
        let mine = of(side, moves);
        if all_checks(mine.clone()) {
            return Conduct::PerpetualCheck;
        }
        let chased = chased_throughout(mine, piece);
        if chased.is_empty() {
            Conduct::Allowed
        } else {
            Conduct::PerpetualChase(chased)
        }
    });
    let (verdict, ground) = rank(conduct);
    (verdict, conduct, ground)
}
