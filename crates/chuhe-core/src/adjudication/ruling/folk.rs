//! The folk rules' repetition judgement (象棋民间通俗规则, 002 chapter 2).
//!
//! Attacking moves (打着, 6.1) are check, 做杀 (a threat to mate with the next check) and
//! chasing a big piece — rook, horse, cannon or crossed pawn (6.2.1). Forbidden (7.1):
//! 长将, 长杀, 长捉一子 (every move chasing one and the same piece, small pieces
//! included, 7.1.2) and 长打 (every move an attack). A move doing several things counts as
//! the heaviest (6.2.7: 将兼捉，依将论).
//!
//! Verdicts (7.2): both allowed, draw (7.2.1); one side forbidden, it loses (7.2.2);
//! both forbidden: a one-sided 长将 loses (7.2.3.1), then a one-sided 长杀 or 长捉
//! against plain 长打 loses (7.2.3.2); the same prohibition on both sides draws
//! (7.2.3.3). chuhe ranks 长杀 and 长捉 as the same prohibition.

use crate::rules::{Color, Piece};

use super::super::move_kind::MoveKind;
use super::{Conduct, CycleMove, Ground, Judged, all_checks, chased_throughout, names, of};
use crate::adjudication::verdict::AdjudicatedResult;

pub(super) fn judge(moves: &[CycleMove], piece: &dyn Fn(u32) -> Option<Piece>) -> Judged {
    let conduct = Color::ALL.map(|side| conduct_of(of(side, moves), piece));
    let tier = |c: Conduct| match c {
        Conduct::PerpetualCheck => 1,
        Conduct::PerpetualMateThreat | Conduct::PerpetualChase(_) => 2,
        Conduct::PerpetualAttack => 3,
        Conduct::Allowed => 4,
    };
    let [red, black] = conduct.map(tier);
    let (verdict, ground) = if red == 4 && black == 4 {
        (AdjudicatedResult::Draw, Ground::BothAllowed)
    } else if red == black {
        (AdjudicatedResult::Draw, Ground::BothForbidden)
    } else {
        let loser = if red < black {
            Color::Red
        } else {
            Color::Black
        };
        let ground = match (red.min(black), red.max(black)) {
            (_, 4) => Ground::OneSideForbidden,
            (1, _) => Ground::PerpetualCheck,
            _ => Ground::GraverForbidden,
        };
        (AdjudicatedResult::loss_for(loser), ground)
    };
    (verdict, conduct, ground)
}

fn conduct_of<'a>(
    moves: impl Iterator<Item = &'a CycleMove> + Clone,
    piece: &dyn Fn(u32) -> Option<Piece>,
) -> Conduct {
    if moves.clone().next().is_none() {
        return Conduct::Allowed;
    }
    if all_checks(moves.clone()) {
        return Conduct::PerpetualCheck;
    }
    let check = |m: &CycleMove| m.class.is(MoveKind::Check);
    let mate = |m: &CycleMove| m.class.is(MoveKind::MateThreat);
    let chase = |m: &CycleMove| m.class.is(MoveKind::Chase);
    if moves.clone().all(|m| !check(m) && !chase(m) && mate(m)) {
        return Conduct::PerpetualMateThreat;
    }
    if moves.clone().all(|m| !check(m) && chase(m)) {
        let one_piece = chased_throughout(moves.clone(), piece);
        if !one_piece.is_empty() {
            return Conduct::PerpetualChase(one_piece);
        }
    }
    // 长打: every move a check, a 做杀 or the chase of a big piece (6.2.1).
    let chases_big = |m: &CycleMove| names(m.chased, piece).iter().any(big_kind);
    if moves.clone().all(|m| check(m) || mate(m) || chases_big(m)) {
        return Conduct::PerpetualAttack;
    }
    Conduct::Allowed
}

/// Chased pieces are recorded without their points; a chased pawn is necessarily
/// across the river (pawns at home are never material), so it is big.
fn big_kind(p: Piece) -> bool {
    use crate::rules::Kind;
    matches!(p.kind, Kind::Rook | Kind::Horse | Kind::Cannon | Kind::Pawn)
}
