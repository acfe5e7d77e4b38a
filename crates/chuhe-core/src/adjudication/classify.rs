//! Classifying one move for the repetition rules: check, mate threat, chase (with the
//! pieces chased), exchange offer, sacrifice, block, follow or idle (28 of 000;
//! 5–6 of 002; the AXF rule book).
//!
//! A chase is a threat to win a piece that the move itself created (29.2: "捉产生于刚走
//! 的这着棋，上一着尚不存在"): the mover's threats are listed after the move (the mover
//! to move again), and each (attacker, victim) pair counts only if the same attacker
//! did not already threaten that victim before the move. Threats that arise because the
//! move uncovered a line, pinned or cut off a protector, or gave a cannon a screen are
//! found the same way as direct ones, since the whole position is compared. Then the
//! rule sets differ:
//!
//! - the general's and a pawn's own attacks are idle (27.1, 27.2; 6.2.2 of 002), under
//!   AXF any attack by a general or pawn (rule 28);
//! - a like-for-like attack the victim can answer by taking back is an exchange offer
//!   (兑), not a chase;
//! - AXF: a piece that stood still and whose victim lost a protector's line only
//!   chases if the move did not parry a threat (see `chase_of`);
//! - cxa, on the full look: pieces won through a check (抽吃, 29.1);
//! - folk: a pinned piece (不能离线) chases nothing (6.2.4 of 002, see `line_bound`);
//! - cxa: in a plain draw by material the chase of an advisor or elephant is idle
//!   (27.3, see `simple_draw`).

use crate::rules::{Bitboard, Color, Kind, Move, Position};

use super::RuleSet;
use super::check_threats::won_through_check;
use super::exchange::{has_recapture, legal_capturers};
use super::line_bound::cannot_leave_line;
use super::mate_threat::{MateSearch, mate_by_checks};
use super::move_kind::{Kinds, MoveKind};
use super::simple_draw::idle_chases;
use super::threats::{Threat, capture_threats, threatens};
use super::values::value;

/// What one move did.
#[derive(Copy, Clone, Debug, Default, PartialEq, Eq)]
pub struct MoveClass {
    pub kinds: Kinds,
    /// The enemy pieces this move chases, on their points after the move.
    pub chased: Bitboard,
    /// Pieces the moved pawn itself chases: idle (27.2) unless both sides keep
    /// attacking, when they count as chased after all.
    pub pawn_chased: Bitboard,
    /// With how many checks the mover threatens mate (0: no threat).
    pub mate_in: u8,
}

impl MoveClass {
    pub fn is(&self, k: MoveKind) -> bool {
        self.kinds.contains(k)
    }
}

/// How thoroughly a move is examined.
///
/// Every move of a game gets at least the `Quick` look: checks, chases (direct,
/// discovered, through a lost protector), threats to mate with the next check, and the
/// quiet purposes. An arbiter looks harder once a position repeats: the moves of a
/// repeating cycle get the `Full` look, which adds pieces won through a check (抽吃,
/// 29.1) and mate threats by up to three consecutive checks (28.2). The folk rules count
/// neither (伏捉 and 伏杀 are quiet, 5.2.2 and 5.3.2 of 002), so for them both looks are
/// the same.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum Depth {
    Quick,
    Full,
}

/// How far a mate threat is looked for: the folk rules count only a mate by the very
/// next check (做杀, 5.2.1 of 002); 28.2 counts consecutive checks.
pub fn mate_search(rules: RuleSet, depth: Depth) -> MateSearch {
    match (rules, depth) {
        (RuleSet::Folk, _) | (_, Depth::Quick) => MateSearch {
            max_checks: 1,
            budget: 400,
        },
        (_, Depth::Full) => MateSearch {
            max_checks: 3,
            budget: 2_000,
        },
    }
}

/// Classifies `m`, a legal move of the side to move in `before`.
pub fn classify(rules: RuleSet, before: &Position, m: Move, depth: Depth) -> MoveClass {
    let mut class = MoveClass::default();
    let Some(mover) = before.piece_at(m.from) else {
        return class;
    };
    let after = before.after(m);
    let check = after.is_check();
    if check {
        class.kinds.insert(MoveKind::Check);
    }
    // 6.2.2.2 of 002: what the general does while stepping out of check is no attack.
    let evading_general = rules == RuleSet::Folk && mover.kind == Kind::King && before.is_check();

    // The mover to move again: what could it win, what could it mate with? After a
    // check, protection is judged as if the check were not there.
    let mut again = after.clone();
    again.pass();
    let ignored = if check {
        after.checkers()
    } else {
        Bitboard::EMPTY
    };
    let mut scratch_before = before.clone();
    if !evading_general {
        for t in capture_threats(&mut again, rules, ignored).iter() {
            match chase_of(rules, &mut scratch_before, &after, m, t) {
                Chase::No => {}
                Chase::Yes => class.chased |= Bitboard::from_square(t.victim),
                Chase::ByPawnItself => class.pawn_chased |= Bitboard::from_square(t.victim),
            }
        }
    }
    // A check is answered before anything else: a second check "from the next move on"
    // is no threat the checking move itself makes.
    if rules == RuleSet::Cxa && depth == Depth::Full && !check && !evading_general {
        // 28.3, 29.1: a piece won through a check is chased too.
        let direct = class.chased | class.pawn_chased;
        let through_check = won_through_check(&mut again, rules) & !direct;
        if through_check.any() {
            let mut before_again = before.clone();
            let stood = won_through_check(&mut before_again, rules)
                | capture_threats(&mut before_again, rules, before.checkers())
                    .iter()
                    .fold(Bitboard::EMPTY, |b, t| b.with(t.victim));
            class.chased |= through_check & !stood;
        }
    }
    if rules == RuleSet::Cxa {
        // 27.3: in a plain draw the chase of an advisor or elephant is idle.
        class.chased &= !idle_chases(&after, class.chased);
        class.pawn_chased &= !idle_chases(&after, class.pawn_chased);
    }
    if class.chased.any() {
        class.kinds.insert(MoveKind::Chase);
    }
    if !check
        && !evading_general
        && let Some(n) = mate_by_checks(&mut again, mate_search(rules, depth))
    {
        class.mate_in = n;
        class.kinds.insert(MoveKind::MateThreat);
    }
    describe_quiet_effects(rules, before, &after, m, &mut class);
    class
}

enum Chase {
    No,
    Yes,
    ByPawnItself,
}

/// Decides whether threat `t` (found after the move) is a chase made by the move.
fn chase_of(rules: RuleSet, before: &mut Position, after: &Position, m: Move, t: Threat) -> Chase {
    let Some(attacker) = after.piece_at(t.attacker) else {
        return Chase::No;
    };
    let mut new = || !was_threatened(rules, before, m, t);
    if matches!(attacker.kind, Kind::King | Kind::Pawn) {
        // AXF: generals and pawns may chase at will (rule 28). The Chinese rules: the
        // general's or pawn's own attack is idle (27.1, 27.2; 6.2.2 of 002), but one
        // made possible by another piece's move counts (27.1; 6.2.2.1 of 002).
        if rules == RuleSet::Axf {
            return Chase::No;
        }
        if t.attacker == m.to {
            return if attacker.kind == Kind::Pawn && new() {
                Chase::ByPawnItself
            } else {
                Chase::No
            };
        }
    }
    if offers_exchange(rules, after, t) || !new() {
        return Chase::No;
    }
    if rules == RuleSet::Folk && cannot_leave_line(after, t.attacker) {
        // 6.2.4 of 002: what a piece that cannot leave its line attacks is no attack.
        return Chase::No;
    }
    if rules == RuleSet::Axf
        && t.attacker != m.to
        && before.is_legal(Move::new(t.attacker, t.victim))
        && !protection_lost_to_pin_or_check(before, after, t)
        && parries_a_threat(before, after, m)
    {
        // AXF: a piece that stood still and could already take the victim, whose
        // protector's line the move cut, chases it (the rule book's appendix: a pawn
        // moved back and forth to keep a knight unprotected) — but not when the move
        // parried a threat against the mover's own pieces: blocking or unmasking a
        // line in defence is no chase (diagrams 39–41 and 71–75).
        return Chase::No;
    }
    Chase::Yes
}

/// The move took away a threat the other side had against the mover's pieces.
fn parries_a_threat(before: &Position, after: &Position, m: Move) -> bool {
    let mut theirs_before = before.clone();
    theirs_before.pass();
    let mut theirs_after = after.clone();
    let rules = RuleSet::Axf;
    let threats_before = capture_threats(&mut theirs_before, rules, Bitboard::EMPTY);
    let threats_after = capture_threats(&mut theirs_after, rules, Bitboard::EMPTY);
    threats_before.iter().any(|t| {
        let victim = if t.victim == m.from { m.to } else { t.victim };
        !threats_after
            .iter()
            .any(|u| u.attacker == t.attacker && u.victim == victim)
    })
}

/// The victim was protected before the move and lost its protection because a
/// protector may no longer legally take back — it is pinned (假根), or the capture now
/// comes with a check the recapture would not answer — rather than because the move
/// cut a protector's line: every piece that could reach the point before still can.
fn protection_lost_to_pin_or_check(before: &Position, after: &Position, t: Threat) -> bool {
    let capture = Move::new(t.attacker, t.victim);
    if !has_recapture(&mut before.clone(), capture, Bitboard::EMPTY) {
        // Nothing was lost: what held the threat back was something else (29.4).
        return false;
    }
    let them = after.side_to_move();
    let mut again = after.clone();
    again.pass();
    let reach_now = again.after(capture).capturers(t.victim, them);
    let reach_then = before.after(capture).capturers(t.victim, them);
    (reach_then & !reach_now).is_empty()
}

/// The victim can take the attacker back like for like: an exchange offer (兑, 28.5;
/// 5.4 of 002; AXF rule 24), not a chase — unless it cannot, being pinned or blocked.
fn offers_exchange(rules: RuleSet, after: &Position, t: Threat) -> bool {
    let (Some(a), Some(v)) = (after.piece_at(t.attacker), after.piece_at(t.victim)) else {
        return false;
    };
    let alike = match rules {
        // 28.5: 同等子力, equal material.
        RuleSet::Cxa => value(a.kind) == value(v.kind),
        // 002 5.4: 相同兵种; AXF 24: the same type of piece.
        RuleSet::Folk | RuleSet::Axf => a.kind == v.kind,
    };
    alike && after.is_legal(Move::new(t.victim, t.attacker))
}

/// True when the same piece already threatened the victim before the move (29.2: the
/// chase must arise from this move; 从捉到捉, 6.2.6 of 002): then the move did not
/// create the chase. The attacker is followed by identity: if it is the piece that
/// moved, it stood on the move's starting point. A mover that was in check is judged
/// as if the check were not there: answering a check does not create the threats that
/// stood before it.
fn was_threatened(rules: RuleSet, before: &mut Position, m: Move, t: Threat) -> bool {
    let attacker = if t.attacker == m.to {
        m.from
    } else {
        t.attacker
    };
    let checkers = before.checkers();
    // Victims do not move when the other side moves (a captured piece is no victim).
    threatens(before, rules, attacker, t.victim, checkers)
}

/// Exchange offer, sacrifice, block and follow: the quiet purposes of a move (28.5–28.8).
fn describe_quiet_effects(
    rules: RuleSet,
    before: &Position,
    after: &Position,
    m: Move,
    class: &mut MoveClass,
) {
    let us = before.side_to_move();
    let them = !us;
    // Can the enemy take the moved piece, and would it be taken back?
    let takers = legal_capturers(after, m.to, Bitboard::EMPTY);
    if takers.any() {
        let mut scratch = after.clone();
        let protected = takers
            .into_iter()
            .all(|from| has_recapture(&mut scratch, Move::new(from, m.to), Bitboard::EMPTY));
        let moved = after.piece_at(m.to).map(|p| p.kind);
        let like_for_like = Iterator::any(&mut takers.clone(), |from| {
            after.piece_at(from).map(|p| p.kind) == moved
                || rules == RuleSet::Cxa
                    && after.piece_at(from).map(|p| value(p.kind)) == moved.map(value)
        });
        if protected && like_for_like {
            class.kinds.insert(MoveKind::Exchange);
        } else if !protected {
            class.kinds.insert(MoveKind::Sacrifice);
        }
    }
    // 拦 and 跟 are moves "而又不具攻击作用者" (28.7, 28.8): an attacking move is not one.
    let attacking =
        class.is(MoveKind::Check) || class.is(MoveKind::Chase) || class.is(MoveKind::MateThreat);
    if attacking {
        return;
    }
    if blocks(before, after, m, them) {
        class.kinds.insert(MoveKind::Block);
    }
    if follows(after, m, us) {
        class.kinds.insert(MoveKind::Follow);
    }
}

/// The moved piece now stands in the way of an enemy piece's quiet moves (拦, 28.7).
fn blocks(before: &Position, after: &Position, m: Move, them: Color) -> bool {
    let landing = Bitboard::from_square(m.to);
    for kind in [
        Kind::Rook,
        Kind::Cannon,
        Kind::Horse,
        Kind::Elephant,
        Kind::King,
    ] {
        for from in after.pieces(them, kind) {
            let quiet_before = before.pseudo_targets(from, kind, them) & !before.occupied();
            let quiet_after = after.pseudo_targets(from, kind, them) & !after.occupied();
            if (quiet_before & !quiet_after & !landing).any() {
                return true;
            }
        }
    }
    false
}

/// The moved piece watches an enemy piece it could take but that is protected (跟, 28.8).
fn follows(after: &Position, m: Move, us: Color) -> bool {
    let Some(p) = after.piece_at(m.to) else {
        return false;
    };
    let mut again = after.clone();
    again.pass();
    let targets = after.pseudo_targets(m.to, p.kind, us) & after.by_color(!us);
    Iterator::any(&mut targets.clone(), |v| {
        after
            .piece_at(v)
            .is_some_and(|vp| super::values::is_material(vp, v))
            && again.is_legal(Move::new(m.to, v))
            && !threatens(&mut again, RuleSet::Folk, m.to, v, Bitboard::EMPTY)
    })
}
