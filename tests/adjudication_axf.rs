//! The AXF / WXF rules on the constructed positions, rule by rule of the Asian rule
//! book (the shared cases, tests/adjudication_cases.rs, cover its diagrams).

mod judging;

use chuhe::adjudication::{Conduct, RuleSet, Verdict};
use chuhe::lang::Lang;
use judging::positions::*;
use judging::*;

const AXF: RuleSet = RuleSet::Axf;

fn axf((fen, cycle): (&str, &str)) -> (Verdict, Conduct, Conduct) {
    judged(AXF, fen, cycle)
}

#[test]
fn rule_6_perpetual_check_loses() {
    assert_eq!(axf(PERPETUAL_CHECK).0, Verdict::RedLoses);
    let (fen, cycle) = PERPETUAL_CHECK;
    assert_eq!(
        reason(AXF, fen, cycle, Lang::En),
        "Red gives perpetual check and loses (AXF 6)"
    );
}

#[test]
fn rule_3_perpetually_chasing_one_piece_must_vary_or_lose() {
    assert_eq!(axf(PERPETUAL_CHASE).0, Verdict::RedLoses);
    assert_eq!(axf(ELEPHANT_CHASED).0, Verdict::RedLoses);
}

#[test]
fn rule_9_perpetual_threat_to_mate_is_allowed() {
    assert_eq!(
        axf(PERPETUAL_MATE_THREAT),
        (Verdict::Draw, Conduct::Allowed, Conduct::Allowed)
    );
}

#[test]
fn rule_12_one_check_one_chase_is_allowed() {
    assert_eq!(
        axf(CHECK_AND_CHASE),
        (Verdict::Draw, Conduct::Allowed, Conduct::Allowed)
    );
}

#[test]
fn rule_28_the_general_may_chase() {
    assert_eq!(axf(GENERAL_CHASES).0, Verdict::Draw);
}

#[test]
fn pawns_may_chase() {
    assert_eq!(axf(PAWN_CHASES).0, Verdict::Draw);
}

#[test]
fn rule_32_chasing_two_pieces_in_turn_is_allowed() {
    assert_eq!(
        axf(CROSSED_PAWNS_CHASED_IN_TURN),
        (Verdict::Draw, Conduct::Allowed, Conduct::Allowed)
    );
}

#[test]
fn rule_40_perpetual_exchange_offers_are_allowed() {
    assert_eq!(axf(EXCHANGE_OFFERS).0, Verdict::Draw);
}

#[test]
fn a_chase_through_a_check_does_not_count() {
    // 抽吃 counts under cxa (29.1), not under the AXF rule book: the mutual chase of
    // MUTUAL_CHASE, half made of such threats, is no perpetual chase.
    assert_eq!(axf(MUTUAL_CHASE).0, Verdict::Draw);
    assert_eq!(
        judged(RuleSet::Cxa, MUTUAL_CHASE.0, MUTUAL_CHASE.1).0,
        Verdict::Draw
    );
}

#[test]
fn standing_attacks_do_not_chase() {
    // The rule book's "non-perpetual chase": the threatened piece neither escapes nor
    // seeks protection — the attack never arises from the move just made.
    assert_eq!(axf(STANDING_ATTACK).0, Verdict::Draw);
}
