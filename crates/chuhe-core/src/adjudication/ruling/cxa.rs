//! The CXA repetition rules (棋例, 24–29 of 000).
//!
//! Forbidden (25.2): 长将, 长杀, 长捉 and their mixtures (一将一杀, 一将一捉, 一杀一捉 —
//! every move an attack). Allowed: any cycle with a quiet move (闲, including 兑, 献,
//! 拦, 跟: 数将一闲 and the like). A move doing several things counts as the heaviest
//! (27.4): check, then chase, then mate threat ("杀兼捉，按捉").
//!
//! Verdicts (26): one-sided perpetual check loses (26.1); both allowed, or both forbidden
//! without a one-sided perpetual check, is a draw (26.2, 26.3); forbidden against
//! allowed loses (26.4). A pawn's own chase is idle (27.2) unless both sides keep
//! attacking, when it counts as a chase.

use crate::rules::{Color, Piece};

use super::super::move_kind::MoveKind;
use super::{Conduct, CycleMove, Judged, PieceSet, all_checks, names, of, rank};

pub(super) fn judge(moves: &[CycleMove], piece: &dyn Fn(u32) -> Option<Piece>) -> Judged {
    let mut conduct = Color::ALL.map(|side| conduct_of(of(side, moves), false, piece));
    // 27.2: "如形成相互长打局面，则应按捉处理" — in mutual perpetual attack a pawn's chase
    // counts after all.
    for side in Color::ALL {
        let other = conduct[(!side).index()];
        if other.is_forbidden() && !conduct[side.index()].is_forbidden() {
            conduct[side.index()] = conduct_of(of(side, moves), true, piece);
        }
    }
    let (verdict, ground) = rank(conduct);
    (verdict, conduct, ground)
}

fn conduct_of<'a>(
    moves: impl Iterator<Item = &'a CycleMove> + Clone,
    pawn_chases_count: bool,
    piece: &dyn Fn(u32) -> Option<Piece>,
) -> Conduct {
    if moves.clone().next().is_none() {
        return Conduct::Allowed;
    }
    if all_checks(moves.clone()) {
        return Conduct::PerpetualCheck;
    }
    let chases =
        |m: &CycleMove| m.class.is(MoveKind::Chase) || pawn_chases_count && m.pawn_chased.any();
    let attacks = |m: &CycleMove| {
        m.class.is(MoveKind::Check) || chases(m) || m.class.is(MoveKind::MateThreat)
    };
    if !moves.clone().all(attacks) {
        return Conduct::Allowed;
    }
    // Classified by the heaviest purpose of each move (27.4).
    let heaviest_chase = |m: &CycleMove| !m.class.is(MoveKind::Check) && chases(m);
    if moves.clone().all(heaviest_chase) {
        let mut chased = PieceSet::default();
        for m in moves.clone() {
            let mut ids = m.chased;
            if pawn_chases_count {
                ids.0 |= m.pawn_chased.0;
            }
            for p in names(ids, piece).iter() {
                chased.insert(p);
            }
        }
        return Conduct::PerpetualChase(chased);
    }
    if moves
        .clone()
        .all(|m| !m.class.is(MoveKind::Check) && !chases(m))
    {
        return Conduct::PerpetualMateThreat;
    }
    Conduct::PerpetualAttack
}
