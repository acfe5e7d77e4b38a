//! The AXF / WXF rules on the constructed positions, rule by rule of the Asian rule
//! book (the shared cases, tests/core/adjudication_cases.rs, cover its diagrams).

use crate::judging;

use chuhe::adjudication::{AdjudicatedResult, Conduct, RuleSet};
use chuhe::lang::Lang;
use judging::positions::*;
use judging::*;

const AXF: RuleSet = RuleSet::Axf;

fn axf((fen, cycle): (&str, &str)) -> (AdjudicatedResult, Conduct, Conduct) {
    judged(AXF, fen, cycle)
}

#[test]
fn rule_6_perpetual_check_loses() {
    assert_eq!(axf(PERPETUAL_CHECK).0, AdjudicatedResult::RedLoses);
    let (fen, cycle) = PERPETUAL_CHECK;
    assert_eq!(
        reason(AXF, fen, cycle, Lang::En),
        "Red gives perpetual check and loses (AXF 6)"
    );
}

#[test]
fn rule_3_perpetually_chasing_one_piece_must_vary_or_lose() {
    assert_eq!(axf(PERPETUAL_CHASE).0, AdjudicatedResult::RedLoses);
    assert_eq!(axf(ELEPHANT_CHASED).0, AdjudicatedResult::RedLoses);
}

#[test]
fn rule_9_perpetual_threat_to_mate_is_allowed() {
    assert_eq!(
        axf(PERPETUAL_MATE_THREAT),
        (AdjudicatedResult::Draw, Conduct::Allowed, Conduct::Allowed)
    );
}

#[test]
fn rule_12_one_check_one_chase_is_allowed() {
    assert_eq!(
        axf(CHECK_AND_CHASE),
        (AdjudicatedResult::Draw, Conduct::Allowed, Conduct::Allowed)
    );
}

#[test]
fn rule_28_the_general_may_chase() {
    assert_eq!(axf(GENERAL_CHASES).0, AdjudicatedResult::Draw);
}

#[test]
fn pawns_may_chase() {
    assert_eq!(axf(PAWN_CHASES).0, AdjudicatedResult::Draw);
}

#[test]
fn rule_32_chasing_two_pieces_in_turn_is_allowed() {
    assert_eq!(
        axf(CROSSED_PAWNS_CHASED_IN_TURN),
        (AdjudicatedResult::Draw, Conduct::Allowed, Conduct::Allowed)
    );
}

#[test]
fn rule_40_perpetual_exchange_offers_are_allowed() {
    assert_eq!(axf(EXCHANGE_OFFERS).0, AdjudicatedResult::Draw);
}

#[test]
fn a_chase_through_a_check_does_not_count() {
    // 抽吃 counts under cxa (29.1), not under the AXF rule book: the mutual chase of
    // MUTUAL_CHASE, half made of such threats, is no perpetual chase.
    assert_eq!(axf(MUTUAL_CHASE).0, AdjudicatedResult::Draw);
    assert_eq!(
        judged(RuleSet::Cxa, MUTUAL_CHASE.0, MUTUAL_CHASE.1).0,
        AdjudicatedResult::Draw
    );
}

#[test]
fn standing_attacks_do_not_chase() {
    // The rule book's "non-perpetual chase": the threatened piece neither escapes nor
    // seeks protection — the attack never arises from the move just made.
    assert_eq!(axf(STANDING_ATTACK).0, AdjudicatedResult::Draw);
}

/// A constructed position, what Red and Black did over its cycle, and each move.
type Expected = (
    &'static str,
    (&'static str, &'static str),
    &'static str,
    &'static str,
    &'static [&'static str],
);

/// The constructed positions under the AXF rules, move by move, where they differ from
/// the CXA reading (tests/core/adjudication_cxa.rs).
#[test]
fn constructed_positions_move_by_move() {
    let table: &[Expected] = &[
        // Rule 28: pawns may chase at will — nothing of the pawn's own attack is recorded.
        (
            "pawn chases",
            PAWN_CHASES,
            "allowed",
            "allowed",
            &["R:idle", "B:idle", "R:idle", "B:idle"],
        ),
        // Rule 9: mate threats are recorded and allowed.
        (
            "perpetual mate threat",
            PERPETUAL_MATE_THREAT,
            "allowed",
            "allowed",
            &["R:mate", "B:idle", "R:mate", "B:idle"],
        ),
        // Rule 12: one check one chase is allowed; each move is still what it is.
        (
            "check and chase",
            CHECK_AND_CHASE,
            "allowed",
            "allowed",
            &[
                "R:check",
                "B:idle",
                "R:chase:c@c5",
                "B:idle",
                "R:check",
                "B:idle",
                "R:chase:c@b5",
                "B:idle",
            ],
        ),
        // Rule 32: two pieces chased in turn are no perpetual chase.
        (
            "crossed pawns",
            CROSSED_PAWNS_CHASED_IN_TURN,
            "allowed",
            "allowed",
            &["R:chase:p@a4", "B:idle", "R:chase:p@c4", "B:idle"],
        ),
        // Winning through a check is not counted (see above): only the direct attacks.
        (
            "mutual chase",
            MUTUAL_CHASE,
            "allowed",
            "allowed",
            &["R:idle", "B:chase:R@c5", "R:chase:n@d3", "B:idle"],
        ),
        // Rule 3: one piece, a small one, chased on every move.
        (
            "elephant chased",
            ELEPHANT_CHASED,
            "chase:b",
            "allowed",
            &["R:chase:b@g9", "B:idle", "R:chase:b@i7", "B:idle"],
        ),
    ];
    for (name, (fen, cycle), red, black, moves) in table {
        let (_, r, b) = judged(AXF, fen, cycle);
        assert_eq!(
            (conduct_code(r).as_str(), conduct_code(b).as_str()),
            (*red, *black),
            "{name}"
        );
        assert_eq!(cycle_codes(AXF, fen, cycle), *moves, "{name}");
    }
}
