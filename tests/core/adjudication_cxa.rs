//! The CXA rules, article by article: the end of the game (3–4 of 001), the natural
//! move limit (4.2.4, 23.3), draw offers (4.3 of 001) and the repetition rules (棋例,
//! 24–29 of 000), each on a position built for it.

use crate::judging;

use chuhe::adjudication::{
    AdjudicatedEnd, AdjudicatedResult, Adjudicator, Conduct, Ground, MoveKind, Options,
    PendingRuling, RuleSet,
};
use chuhe::lang::Lang;
use chuhe::rules::{Color, Move, Position};
use judging::positions::*;
use judging::*;

const CXA: RuleSet = RuleSet::Cxa;

fn judge((fen, cycle): (&str, &str)) -> (AdjudicatedResult, Conduct, Conduct) {
    judged(CXA, fen, cycle)
}

// ----- 3–4 of 001: the end of the game -----

/// The judgement after playing `played` from `fen`.
fn judgement_after(fen: &str, played: &str) -> chuhe::adjudication::Judgement {
    let mut adj = Adjudicator::new(CXA, &Position::from_fen(fen).unwrap(), Options::default());
    for m in moves(played) {
        adj.play(m).unwrap();
    }
    adj.verdict().expect("the game is over")
}

#[test]
fn art_3_2_and_4_1_1_checkmate_loses() {
    let j = judgement_after("3k5/9/9/9/9/9/9/9/R8/4K4 w", "a1d1");
    assert_eq!(j.verdict, AdjudicatedResult::BlackLoses);
    assert_eq!(
        j.reason,
        AdjudicatedEnd::Checkmate {
            loser: Color::Black
        }
    );
    assert_eq!(j.message(Lang::Zh), "黑方被将死，红方胜 (3.2, 4.1.1)");
}

#[test]
fn art_3_3_and_4_1_2_stalemate_loses() {
    // After Rb8-a8 the black general on d9 has no move and is not in check: 困毙.
    let j = judgement_after("3k5/1R7/9/9/9/9/9/9/9/4K4 w", "b8a8");
    assert_eq!(j.verdict, AdjudicatedResult::BlackLoses);
    assert_eq!(
        j.reason,
        AdjudicatedEnd::Stalemate {
            loser: Color::Black
        }
    );
    assert!(j.message(Lang::En).contains("(3.3, 4.1.2)"));
}

#[test]
fn art_4_2_2_no_winning_chances_is_a_draw() {
    // Red's rook takes the last black attacker; generals, advisors and elephants are
    // left, none of which can cross the river.
    // Red's rook takes Black's on e7 with check; the elephant takes back. Only
    // generals and elephants are left.
    let fen = "2b1k4/9/4r4/9/9/9/9/9/4R4/3K5 w";
    let mut adj = Adjudicator::new(CXA, &Position::from_fen(fen).unwrap(), Options::default());
    adj.play(Move::from_iccs("e1e7").unwrap()).unwrap();
    assert!(adj.verdict().is_none(), "a rook is still on the board");
    let j = judgement_after(fen, "e1e7 c9e7");
    assert_eq!(j.verdict, AdjudicatedResult::Draw);
    assert!(matches!(j.reason, AdjudicatedEnd::NoWinningChances { .. }));
    assert!(j.message(Lang::Zh).contains("(4.2.2)"));
}

// ----- 4.2.4 and 23.3: the natural move limit -----

/// Rooks shuffle on opposite wings: no capture, no check. Plays plies `from..to` of
/// the shuffle.
fn quiet_shuffle(adj: &mut Adjudicator, from: usize, to: usize) {
    let cycle = moves("a0a1 i9i8 a1b1 i8h8 b1b0 h8h9 b0a0 h9i9");
    for &m in cycle.iter().cycle().skip(from).take(to - from) {
        adj.play(m).unwrap();
    }
}

const QUIET: &str = "4k3r/9/9/9/9/9/9/9/9/R2K5 w";

#[test]
fn art_4_2_4_sixty_moves_without_a_capture_draw() {
    // The positions repeat in this shuffle; the folk count would exclude repeats, the
    // CXA count does not, and the repetition verdict is a draw either way: use an
    // event limit of 3 moves so the count comes first.
    let options = Options {
        natural_limit_moves: 3,
        ..Options::default()
    };
    let mut adj = Adjudicator::new(CXA, &Position::from_fen(QUIET).unwrap(), options);
    quiet_shuffle(&mut adj, 0, 5);
    assert_eq!(adj.natural_limit().counted_plies, 5);
    assert!(adj.verdict().is_none());
    quiet_shuffle(&mut adj, 5, 6);
    let j = adj.verdict().expect("limit");
    assert_eq!(j.verdict, AdjudicatedResult::Draw);
    assert!(matches!(
        j.reason,
        AdjudicatedEnd::NaturalLimit { moves: 3, .. }
    ));
    assert!(j.message(Lang::Zh).contains("(4.2.4, 23.3)"));
    // The default is 60 moves.
    let adj = Adjudicator::new(CXA, &Position::from_fen(QUIET).unwrap(), Options::default());
    assert_eq!(adj.natural_limit().limit_moves(), 60);
}

#[test]
fn art_4_2_4_the_count_starts_from_the_set_up_counter() {
    // A FEN with 118 plies already without capture: two more plies reach the limit.
    let fen = "4k3r/9/9/9/9/9/9/9/9/R2K5 w - - 118 70";
    let mut adj = Adjudicator::new(CXA, &Position::from_fen(fen).unwrap(), Options::default());
    quiet_shuffle(&mut adj, 0, 1);
    assert!(adj.verdict().is_none());
    quiet_shuffle(&mut adj, 1, 2);
    assert!(matches!(
        adj.verdict().map(|j| j.reason),
        Some(AdjudicatedEnd::NaturalLimit { .. })
    ));
}

#[test]
fn art_23_3_a_claim_is_audited_with_the_claimants_checks_capped() {
    // 118 plies without capture were set up; Red then checks and Black steps aside.
    // Red's one check is within the ten that count: both claims are right. (The cap
    // itself — an eleventh check takes its round out — is tested in natural_limit.rs.)
    let fen = "4k4/R8/9/4P4/9/9/9/9/9/3K5 w - - 118 60";
    let mut adj = Adjudicator::new(CXA, &Position::from_fen(fen).unwrap(), Options::default());
    adj.play(Move::from_iccs("a8a9").unwrap()).unwrap();
    adj.play(Move::from_iccs("e9e8").unwrap()).unwrap();
    for side in Color::ALL {
        let audit = adj.audit_natural_limit_claim(side);
        assert!(audit.valid, "{side:?}: {audit:?}");
        assert_eq!((audit.counted_plies, audit.excluded_plies), (120, 0));
    }
    assert!(matches!(
        adj.verdict().map(|j| j.reason),
        Some(AdjudicatedEnd::NaturalLimit { moves: 60, .. })
    ));
}

// ----- 4.3 of 001: no draw offers and no drawn repetition in the first 25 moves -----

#[test]
fn art_4_3_of_001_no_draw_offer_in_the_first_25_moves() {
    let mut adj = Adjudicator::new(CXA, &Position::startpos(), Options::default());
    assert!(!adj.draw_offer_allowed(), "no move yet");
    // Horses out and back: 25 full moves.
    let shuffle = moves("b0c2 b9c7 c2b0 c7b9");
    for &m in shuffle.iter().cycle().take(49) {
        adj.play(m).unwrap();
    }
    // Red has played its 25th move: still within the 25 moves.
    assert!(!adj.draw_offer_allowed());
    adj.play(shuffle[1]).unwrap(); // Black's 25th move
    assert!(!adj.draw_offer_allowed());
    adj.play(shuffle[2]).unwrap(); // Red's 26th move
    assert!(adj.draw_offer_allowed());
    // The folk and AXF rules set no such limit.
    let mut folk = Adjudicator::new(RuleSet::Folk, &Position::startpos(), Options::default());
    folk.play(shuffle[0]).unwrap();
    assert!(folk.draw_offer_allowed());
}

/// 2011 规则 4.3: "如此时形成双方不变作和的待判局面（计3个循环），由红方变着，不变判负" —
/// in a competition Red is ordered to vary, and repeating the cycle once more loses.
#[test]
fn art_4_3_of_2011_early_drawn_repetition_red_must_vary_in_competitions() {
    // From the opening position, the horses go out and back: the start position
    // occurs a third time after 8 plies — a drawn repetition within 25 moves.
    let shuffle = moves("b0c2 b9c7 c2b0 c7b9");
    let competition = Options {
        competition: true,
        ..Options::default()
    };
    let mut adj = Adjudicator::new(CXA, &Position::startpos(), competition);
    for &m in shuffle.iter().cycle().take(7) {
        adj.play(m).unwrap();
    }
    let w = adj.warning().expect("occurred twice");
    assert_eq!(w.must_vary(), Some(Color::Red));
    assert!(w.message(Lang::Zh).contains("(2011 规则 4.3)"));
    adj.play(shuffle[3]).unwrap();
    assert!(adj.verdict().is_none(), "an order, not a verdict");
    let order = adj.order().expect("Red must vary").clone();
    assert_eq!(order.side, Color::Red);
    assert_eq!(order.ruling.ground, Ground::EarlyRepetition);
    assert_eq!(
        (order.ruling.red, order.ruling.black),
        (Conduct::Allowed, Conduct::Allowed)
    );
    assert!(order.message(Lang::En).ends_with("(CXA 2011, 4.3)"));
    assert!(!order.message(Lang::Zh).contains("001"));
    for &m in &shuffle {
        adj.play(m).unwrap();
    }
    let j = adj.verdict().expect("the cycle once more");
    assert_eq!(j.verdict, AdjudicatedResult::RedLoses);
    assert!(
        matches!(j.reason, AdjudicatedEnd::OrderIgnored(r) if r.ground == Ground::EarlyRepetition)
    );
    // Outside a competition (casual hot-seat, the default) the same shuffle is a drawn
    // cycle (24.2): 4.3 is a competition rule.
    let mut casual = Adjudicator::new(CXA, &Position::startpos(), Options::default());
    for &m in shuffle.iter().cycle().take(8) {
        casual.play(m).unwrap();
    }
    let j = casual.verdict().expect("a drawn cycle");
    assert_eq!(j.verdict, AdjudicatedResult::Draw);
    assert!(
        !j.message(Lang::Zh).contains("4.3"),
        "{}",
        j.message(Lang::Zh)
    );
    // The same shuffle under the folk rules is a plain draw.
    let mut folk = Adjudicator::new(RuleSet::Folk, &Position::startpos(), competition);
    for &m in shuffle.iter().cycle().take(8) {
        folk.play(m).unwrap();
    }
    assert_eq!(folk.verdict().unwrap().verdict, AdjudicatedResult::Draw);
}

// ----- 24: the repeated position (待判局面) -----

/// 24.3: "犯禁必须立即变着，若再重复一次循环即判负" — at the pending position the offender
/// is ordered to vary; only one more cycle loses.
#[test]
fn art_24_3_the_offender_must_vary_and_loses_only_on_one_more_cycle() {
    let (fen, cycle) = PERPETUAL_CHASE;
    let mut adj = Adjudicator::new(CXA, &Position::from_fen(fen).unwrap(), Options::default());
    let cycle = moves(cycle);
    for &m in &cycle {
        assert!(adj.warning().is_none());
        adj.play(m).unwrap();
    }
    assert_eq!(adj.repetitions(), 2);
    let w = adj.warning().expect("second occurrence");
    assert_eq!(w.must_vary(), Some(Color::Red));
    assert_eq!(
        w.message(Lang::En),
        "this position has occurred twice; if Red keeps chasing Black's cannon, the next repetition is a pending position and Red must vary (24.3, 26.4)"
    );
    assert!(
        adj.verdict().is_none(),
        "not judged before the third occurrence"
    );
    for &m in &cycle {
        adj.play(m).unwrap();
    }
    assert_eq!(adj.repetitions(), 3);
    assert!(
        adj.verdict().is_none(),
        "24.3: no loss at the pending position"
    );
    let order = adj.order().expect("an order to vary").clone();
    assert_eq!(order.side, Color::Red);
    assert_eq!(order.ply, 8);
    // Three plies of the cycle again: not yet a whole cycle after the order.
    for &m in &cycle[..3] {
        adj.play(m).unwrap();
        assert!(adj.verdict().is_none());
    }
    adj.play(cycle[3]).unwrap();
    let j = adj.verdict().expect("the cycle repeated once more");
    assert_eq!(j.verdict, AdjudicatedResult::RedLoses);
    assert_eq!(
        j.message(Lang::Zh),
        "红方长捉黑炮，被令变着后再重复一次循环，判负 (24.3, 26.4)"
    );
    // Taken back, the order stands again; taken back before the pending position, it
    // is gone.
    adj.undo();
    assert!(adj.verdict().is_none() && adj.order().is_some());
    for _ in 0..4 {
        adj.undo();
    }
    assert!(adj.order().is_none());
}

/// 24.3: varying ends the order's effect — a different cycle is judged afresh.
#[test]
fn art_24_3_a_side_that_varies_does_not_lose() {
    let (fen, cycle) = PERPETUAL_CHASE;
    let mut adj = Adjudicator::new(CXA, &Position::from_fen(fen).unwrap(), Options::default());
    let cycle = moves(cycle);
    for &m in cycle.iter().cycle().take(8) {
        adj.play(m).unwrap();
    }
    assert!(adj.order().is_some());
    // Red varies: the general steps up and back, the cannon shuffles; the start
    // position comes back, but Red has not chased in this cycle.
    for m in moves("d0d1 a7b7 d1d0 b7a7") {
        adj.play(m).unwrap();
        // (Positions of the old cycle come back with a quiet red move in between: a
        // drawn pending position, 24.2, is possible; a loss is not.)
        assert_ne!(
            adj.verdict().map(|j| j.verdict),
            Some(AdjudicatedResult::RedLoses),
            "varying does not lose"
        );
    }
}

/// 24 in tournament games: the ruling follows a claim; 23.2: a drawn cycle going on
/// after the third time is declared a draw by the arbiter.
#[test]
fn art_24_on_claim_and_23_2_a_drawn_cycle_going_on() {
    let (fen, cycle) = PERPETUAL_CHASE;
    let start = Position::from_fen(fen).unwrap();
    let cycle = moves(cycle);
    let mut adj = Adjudicator::new(CXA, &start, Options::tournament());
    for &m in cycle.iter().cycle().take(4) {
        adj.play(m).unwrap();
    }
    assert_eq!(
        adj.claim_repetition(),
        PendingRuling::NotPending { count: 2 }
    );
    for &m in &cycle {
        adj.play(m).unwrap();
    }
    assert!(adj.order().is_none(), "nothing is ruled unclaimed");
    let PendingRuling::MustVary(order) = adj.claim_repetition() else {
        panic!("24.3 on the claim")
    };
    assert_eq!(order.side, Color::Red);
    for &m in &cycle {
        adj.play(m).unwrap();
    }
    assert_eq!(
        adj.verdict().map(|j| j.verdict),
        Some(AdjudicatedResult::RedLoses)
    );

    // A drawn cycle (the general's own chase is idle, 27.1): unclaimed at the third
    // time, declared a draw when it goes on (23.2).
    let (fen, cycle) = GENERAL_CHASES;
    let cycle = moves(cycle);
    let mut adj = Adjudicator::new(
        CXA,
        &Position::from_fen(fen).unwrap(),
        Options::tournament(),
    );
    for &m in cycle.iter().cycle().take(8) {
        adj.play(m).unwrap();
    }
    assert!(adj.verdict().is_none(), "unclaimed, the game goes on");
    for &m in &cycle {
        adj.play(m).unwrap();
    }
    let j = adj.verdict().expect("23.2");
    assert_eq!(j.verdict, AdjudicatedResult::Draw);
    assert!(matches!(j.reason, AdjudicatedEnd::RepetitionContinued(_)));
    assert!(
        j.message(Lang::Zh).ends_with("(23.2, 26.2)"),
        "{}",
        j.message(Lang::Zh)
    );
    // Claimed at the third time instead: a draw at once (24.2).
    let mut adj = Adjudicator::new(
        CXA,
        &Position::from_fen(fen).unwrap(),
        Options::tournament(),
    );
    for &m in cycle.iter().cycle().take(8) {
        adj.play(m).unwrap();
    }
    let PendingRuling::Verdict(j) = adj.claim_repetition() else {
        panic!("24.2 on the claim")
    };
    assert_eq!(j.verdict, AdjudicatedResult::Draw);
    assert!(j.message(Lang::En).ends_with("(24.2, 26.2)"));
    assert_eq!(adj.verdict(), Some(j));
}

#[test]
fn art_24_1_perpetual_check_loses() {
    let (v, red, black) = judge(PERPETUAL_CHECK);
    assert_eq!(
        (v, red, black),
        (
            AdjudicatedResult::RedLoses,
            Conduct::PerpetualCheck,
            Conduct::Allowed
        )
    );
    let (fen, cycle) = PERPETUAL_CHECK;
    assert_eq!(
        reason(CXA, fen, cycle, Lang::Zh),
        "红方长将，判负 (24.1, 26.1)"
    );
}

#[test]
fn art_24_2_both_allowed_draw() {
    let (v, red, black) = judge(CHECKS_WITH_IDLE_MOVES);
    assert_eq!(
        (v, red, black),
        (AdjudicatedResult::Draw, Conduct::Allowed, Conduct::Allowed)
    );
}

#[test]
fn art_24_3_forbidden_against_allowed_the_forbidden_side_loses() {
    let (v, red, black) = judge(PERPETUAL_CHASE);
    assert_eq!(v, AdjudicatedResult::RedLoses);
    assert!(is_chase(red) && black == Conduct::Allowed);
}

// ----- 25: what is forbidden, what is allowed, what is material -----

#[test]
fn art_25_2_forbidden_perpetual_check_mate_threat_chase_and_their_mixtures() {
    assert_eq!(judge(PERPETUAL_CHECK).1, Conduct::PerpetualCheck);
    assert_eq!(judge(PERPETUAL_MATE_THREAT).1, Conduct::PerpetualMateThreat);
    assert!(is_chase(judge(PERPETUAL_CHASE).1));
    // 一将一捉: a check and a chase in turn is forbidden too.
    assert_eq!(judge(CHECK_AND_CHASE).1, Conduct::PerpetualAttack);
    assert_eq!(judge(CHECK_AND_CHASE).0, AdjudicatedResult::RedLoses);
}

#[test]
fn art_25_2_allowed_idle_moves_and_checks_with_an_idle_move() {
    // 数将一闲: checks with idle moves between are allowed.
    assert_eq!(judge(CHECKS_WITH_IDLE_MOVES).1, Conduct::Allowed);
    // 长兑: offering a like-for-like exchange on every move is allowed (28.13).
    let (v, red, _) = judge(EXCHANGE_OFFERS);
    assert_eq!((v, red), (AdjudicatedResult::Draw, Conduct::Allowed));
    let (fen, cycle) = EXCHANGE_OFFERS;
    assert!(classes(CXA, fen, cycle)[0].is(MoveKind::Exchange));
}

#[test]
fn art_25_3_pawns_at_home_are_not_material_pawns_across_the_river_are() {
    let (v, red, _) = judge(HOME_PAWNS_ATTACKED_IN_TURN);
    assert_eq!((v, red), (AdjudicatedResult::Draw, Conduct::Allowed));
    let (v, red, _) = judge(CROSSED_PAWNS_CHASED_IN_TURN);
    assert_eq!(v, AdjudicatedResult::RedLoses);
    assert!(is_chase(red));
}

// ----- 26: general principles -----

#[test]
fn art_26_1_perpetual_check_is_never_allowed() {
    // On the ruling level: a one-sided perpetual check loses even against a side whose
    // own moves are forbidden (here, perpetual chase).
    let check = class_of(&[MoveKind::Check]);
    let chase = class_of(&[MoveKind::Chase]);
    let r = rule_on(
        CXA,
        &[
            (Color::Red, check, 0, 0),
            (Color::Black, chase, 1 << 20, 0),
            (Color::Red, check, 0, 0),
            (Color::Black, chase, 1 << 20, 0),
        ],
    );
    assert_eq!(
        (r.verdict, r.ground),
        (AdjudicatedResult::RedLoses, Ground::PerpetualCheck)
    );
    // Both sides checking perpetually is a draw (26.3).
    let both = rule_on(
        CXA,
        &[(Color::Red, check, 0, 0), (Color::Black, check, 0, 0)],
    );
    assert_eq!(both.verdict, AdjudicatedResult::Draw);
}

#[test]
fn art_26_2_both_allowed_draw() {
    assert_eq!(judge(GENERAL_CHASES).0, AdjudicatedResult::Draw);
    let (fen, cycle) = GENERAL_CHASES;
    assert_eq!(
        reason(CXA, fen, cycle, Lang::Zh),
        "双方均为允许着法，不变作和 (24.2, 26.2)"
    );
}

#[test]
fn art_26_3_both_forbidden_draw() {
    let (v, red, black) = judge(MUTUAL_CHASE);
    assert_eq!(v, AdjudicatedResult::Draw);
    assert!(is_chase(red) && is_chase(black));
    let (fen, cycle) = MUTUAL_CHASE;
    assert!(reason(CXA, fen, cycle, Lang::En).ends_with("(24.2, 26.3)"));
}

#[test]
fn art_26_4_forbidden_against_allowed_must_vary_or_lose() {
    let (fen, cycle) = PERPETUAL_CHASE;
    assert_eq!(
        reason(CXA, fen, cycle, Lang::Zh),
        "待判局面：红方长捉黑炮，黑方着法允许。红方犯禁，必须立即变着，若再重复一次循环即判负 (24.3, 26.4)"
    );
    assert_eq!(
        reason(CXA, fen, cycle, Lang::En),
        "pending position: Red perpetually chases Black's cannon, Black makes allowed moves. Red must vary at once and loses if the cycle is repeated once more (24.3, 26.4)"
    );
}

// ----- 27: special cases -----

#[test]
fn art_27_1_the_generals_own_attack_is_idle() {
    let (fen, cycle) = GENERAL_CHASES;
    for c in classes(CXA, fen, cycle).iter().step_by(2) {
        assert!(!c.is(MoveKind::Chase), "{c:?}");
    }
    assert_eq!(judge(GENERAL_CHASES).1, Conduct::Allowed);
}

#[test]
fn art_27_2_the_pawns_own_chase_is_idle() {
    let (fen, cycle) = PAWN_CHASES;
    let c = classes(CXA, fen, cycle);
    assert!(!c[0].is(MoveKind::Chase) && c[0].pawn_chased.any());
    assert_eq!(
        judge(PAWN_CHASES),
        (AdjudicatedResult::Draw, Conduct::Allowed, Conduct::Allowed)
    );
}

#[test]
fn art_27_2_in_mutual_perpetual_attack_a_pawns_chase_counts() {
    // Red chases a black rook on every move; Black's only attacks are its pawn's own
    // chases of a red rook. Without 27.2's exception Black would be allowed and Red lose;
    // with it both sides perpetually attack: a draw (26.3).
    let chase = class_of(&[MoveKind::Chase]);
    let pawn = class_of(&[]);
    let r = rule_on(
        CXA,
        &[
            (Color::Red, chase, 1, 0),
            (Color::Black, pawn, 0, 1 << 20),
            (Color::Red, chase, 1, 0),
            (Color::Black, pawn, 0, 1 << 20),
        ],
    );
    assert!(is_chase(r.black));
    assert_eq!(
        (r.verdict, r.ground),
        (AdjudicatedResult::Draw, Ground::BothForbidden)
    );
}

#[test]
fn art_27_3_attacking_advisors_or_elephants_from_a_defensive_point_in_a_plain_draw_is_idle() {
    // 27.3: "占据防守要点，立即构成简明和棋，附带产生的捉士相（象），按闲处理". Rook against
    // rook with advisors and elephants only: the black rook attacking an unprotected
    // elephant from each of its points is idle, and the cycle a draw (24.2, 26.2).
    let (fen, cycle) = SIMPLE_DRAW_ELEPHANTS_ATTACKED;
    for c in classes(CXA, fen, cycle) {
        assert_eq!(kinds(&c), vec![MoveKind::Idle], "{c:?}");
    }
    assert_eq!(
        judge(SIMPLE_DRAW_ELEPHANTS_ATTACKED),
        (AdjudicatedResult::Draw, Conduct::Allowed, Conduct::Allowed)
    );
    // With a red horse on the board it is no plain draw by material: 长捉 of the
    // elephants, and Black must vary (24.3, 26.4).
    let (v, red, black) = judge(ELEPHANTS_ATTACKED_WITH_MORE_MATERIAL);
    assert_eq!((v, red), (AdjudicatedResult::BlackLoses, Conduct::Allowed));
    assert_eq!(conduct_code(black), "chase:B");
    // The folk rules have no such article: chasing small pieces is no attack there
    // anyway (002 6.2.1), and chasing two in turn is no 长捉一子 (7.1.2).
    assert_eq!(
        judged(RuleSet::Folk, fen, cycle),
        (AdjudicatedResult::Draw, Conduct::Allowed, Conduct::Allowed)
    );
}

#[test]
fn art_27_4_a_move_doing_several_things_counts_as_the_heaviest() {
    // Chase and exchange at once (捉兼兑) counts as a chase; check and chase at once as a
    // check (a cycle of them is 一将一捉, not 长捉).
    let (fen, cycle) = CHECK_AND_CHASE;
    let c = classes(CXA, fen, cycle);
    assert!(c[0].is(MoveKind::Check));
    assert_eq!(judge(CHECK_AND_CHASE).1, Conduct::PerpetualAttack);
}

// ----- 28: terms -----

#[test]
fn art_28_1_check() {
    let (fen, cycle) = PERPETUAL_CHECK;
    assert_eq!(kinds(&classes(CXA, fen, cycle)[0]), vec![MoveKind::Check]);
}

#[test]
fn art_28_2_mate_threat_by_the_next_check_or_consecutive_checks() {
    let (fen, cycle) = PERPETUAL_MATE_THREAT;
    let c = classes(CXA, fen, cycle);
    assert!(c[0].is(MoveKind::MateThreat) && c[0].mate_in == 1);
}

#[test]
fn art_28_3_chase_names_the_piece_chased() {
    let (fen, cycle) = PERPETUAL_CHASE;
    let c = classes(CXA, fen, cycle);
    assert_eq!(kinds(&c[0]), vec![MoveKind::Chase]);
    assert_eq!(
        c[0].chased.map(|s| s.to_string()).collect::<Vec<_>>(),
        ["a7"]
    );
}

#[test]
fn art_28_5_to_28_9_exchange_sacrifice_block_follow_idle() {
    let (fen, cycle) = EXCHANGE_OFFERS;
    assert!(classes(CXA, fen, cycle)[0].is(MoveKind::Exchange));
    // The pawn blocking the file in the mate-threat cycle is a block and a sacrifice
    // (it stands en prise to the rook).
    let (fen, cycle) = PERPETUAL_MATE_THREAT;
    let c = classes(CXA, fen, cycle);
    assert!(c[1].is(MoveKind::Block) && c[1].is(MoveKind::Sacrifice));
    // The general stepping out of check does nothing else: idle.
    let (fen, cycle) = PERPETUAL_CHECK;
    assert_eq!(kinds(&classes(CXA, fen, cycle)[1]), vec![MoveKind::Idle]);
}

#[test]
fn art_28_14_mutual_perpetual_attack() {
    let (v, red, black) = judge(MUTUAL_CHASE);
    assert_eq!(v, AdjudicatedResult::Draw);
    assert!(red.is_forbidden() && black.is_forbidden());
}

#[test]
fn art_28_15_perpetual_attack_against_none() {
    let (v, red, black) = judge(CHECK_AND_CHASE);
    assert_eq!(
        (v, red.is_forbidden(), black.is_forbidden()),
        (AdjudicatedResult::RedLoses, true, false)
    );
}

#[test]
fn art_28_16_false_root_a_pinned_protector_does_not_protect() {
    // The black horse d8 would protect the horse on c6, but the red rook d0 pins it to
    // its general: Red's rook b0-c0 chases the horse (假根). Without the pin the horse is
    // protected and there is no chase.
    let quick = chuhe::adjudication::classify::Depth::Quick;
    let m = Move::from_iccs("b0c0").unwrap();
    let pinned = Position::from_fen("3k5/3n5/9/2n6/9/9/9/9/9/1R1RK4 w").unwrap();
    let c = chuhe::adjudication::classify(CXA, &pinned, m, quick);
    assert!(c.is(MoveKind::Chase), "{c:?}");
    let free = Position::from_fen("3k5/3n5/9/2n6/9/9/9/9/9/1R2K4 w").unwrap();
    let c = chuhe::adjudication::classify(CXA, &free, m, quick);
    assert!(!c.is(MoveKind::Chase), "{c:?}");
}

// ----- 29: what a chase is -----

#[test]
fn art_29_1_a_chase_may_win_through_a_check_or_through_an_exchange() {
    // Through a check: c3c5 threatens Rf5+ and Rxf4 (抽吃).
    let (fen, cycle) = MUTUAL_CHASE;
    let c = classes(CXA, fen, cycle);
    assert_eq!(
        c[0].chased.map(|s| s.to_string()).collect::<Vec<_>>(),
        ["f4"]
    );
    // Through a complete exchange: cannon takes the protected horse, the pawn takes
    // back, the rook takes the pawn (图4's 以炮换马多得一卒).
    let (fen, cycle) = FIG_4;
    let c = classes(CXA, fen, cycle);
    assert_eq!(
        c[2].chased.map(|s| s.to_string()).collect::<Vec<_>>(),
        ["e5"]
    );
    // Directly.
    let (fen, cycle) = PERPETUAL_CHASE;
    assert!(classes(CXA, fen, cycle)[0].is(MoveKind::Chase));
}

#[test]
fn art_29_2_the_chase_must_arise_from_the_move_just_played() {
    let (fen, cycle) = STANDING_ATTACK;
    for c in classes(CXA, fen, cycle) {
        assert!(!c.is(MoveKind::Chase), "{c:?}");
    }
    assert_eq!(judge(STANDING_ATTACK).0, AdjudicatedResult::Draw);
}

#[test]
fn art_29_3_the_victim_is_material_and_unprotected() {
    // Protected rook, one attacker: no chase (see 28.16 for false protection).
    let (v, red, _) = judge(HOME_PAWNS_ATTACKED_IN_TURN);
    assert_eq!((v, red), (AdjudicatedResult::Draw, Conduct::Allowed));
}

#[test]
fn art_29_4_a_capture_that_is_mated_at_once_is_no_threat() {
    // The red rook on b1 could take the black cannon on b8, but leaving the first rank
    // lets the black rook mate on d5.
    let pos = Position::from_fen("4k4/1c7/9/9/7r1/9/9/9/R8/3K5 w").unwrap();
    let c = chuhe::adjudication::classify(
        CXA,
        &pos,
        Move::from_iccs("a1b1").unwrap(),
        chuhe::adjudication::classify::Depth::Quick,
    );
    assert!(!c.is(MoveKind::Chase), "{c:?}");
}

// ----- Each constructed position, move by move -----

/// A constructed position, what Red and Black did over its cycle, and each move.
type Expected = (
    &'static str,
    (&'static str, &'static str),
    &'static str,
    &'static str,
    &'static [&'static str],
);

/// What each move of the constructed positions does under `cxa`, as their descriptions
/// in judging/positions.rs say (the articles each stands for are the tests above), and
/// each side's conduct. A pass of the cycle, each move after its mover (see
/// `judging::move_code`).
#[test]
fn each_constructed_position_move_by_move() {
    let table: &[Expected] = &[
        // 28.10: every red move a check, the general steps out (idle).
        (
            "perpetual check",
            PERPETUAL_CHECK,
            "check",
            "allowed",
            &["R:check", "B:idle", "R:check", "B:idle"],
        ),
        // 28.12: the rook attacks the unprotected cannon on each of its points.
        (
            "perpetual chase",
            PERPETUAL_CHASE,
            "chase:c",
            "allowed",
            &["R:chase:c@a7", "B:idle", "R:chase:c@b7", "B:idle"],
        ),
        // 28.11: every red move threatens mate by the next check; the pawn blocks (拦).
        (
            "perpetual mate threat",
            PERPETUAL_MATE_THREAT,
            "mate",
            "allowed",
            &["R:mate", "B:idle", "R:mate", "B:idle"],
        ),
        // 25.2 一将一捉: check, chase of the cannon, check, chase.
        (
            "check and chase",
            CHECK_AND_CHASE,
            "attack",
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
        // 25.2 数将一闲.
        (
            "checks with idle moves",
            CHECKS_WITH_IDLE_MOVES,
            "allowed",
            "allowed",
            &[
                "R:check", "B:idle", "R:idle", "B:idle", "R:check", "B:idle", "R:idle", "B:idle",
            ],
        ),
        // 25.3: crossed pawns are material; two in turn is still 长捉 (28.12 数子).
        (
            "crossed pawns",
            CROSSED_PAWNS_CHASED_IN_TURN,
            "chase:p",
            "allowed",
            &["R:chase:p@a4", "B:idle", "R:chase:p@c4", "B:idle"],
        ),
        // 25.3: pawns at home are not.
        (
            "home pawns",
            HOME_PAWNS_ATTACKED_IN_TURN,
            "allowed",
            "allowed",
            &["R:idle", "B:idle", "R:idle", "B:idle"],
        ),
        // 27.1: the general's own attack is idle.
        (
            "general chases",
            GENERAL_CHASES,
            "allowed",
            "allowed",
            &["R:idle", "B:idle", "R:idle", "B:idle"],
        ),
        // 27.2: the pawn's own attack, shown apart, idle.
        (
            "pawn chases",
            PAWN_CHASES,
            "allowed",
            "allowed",
            &["R:pawn:c@d7", "B:idle", "R:pawn:c@e7", "B:idle"],
        ),
        // 29.2: the attack stood before the move.
        (
            "standing attack",
            STANDING_ATTACK,
            "allowed",
            "allowed",
            &["R:idle", "B:idle", "R:idle", "B:idle"],
        ),
        // 28.14, 29.1: chases through a check and direct ones, on both sides.
        (
            "mutual chase",
            MUTUAL_CHASE,
            "chase:n",
            "chase:R",
            &[
                "R:chase:n@f4",
                "B:chase:R@c5",
                "R:chase:n@d3",
                "B:chase:R@c3",
            ],
        ),
        // 28.5: like-for-like offers are 兑, idle.
        (
            "exchange offers",
            EXCHANGE_OFFERS,
            "allowed",
            "allowed",
            &["R:idle", "B:idle", "R:idle", "B:idle"],
        ),
        // 28.12: one small piece chased on its two points (no plain draw: see 27.3).
        (
            "elephant chased",
            ELEPHANT_CHASED,
            "chase:b",
            "allowed",
            &["R:chase:b@g9", "B:idle", "R:chase:b@i7", "B:idle"],
        ),
        // A protector may chase too.
        (
            "protector chases",
            PROTECTOR_CHASES,
            "chase:c",
            "allowed",
            &["R:chase:c@a7", "B:idle", "R:chase:c@b7", "B:idle"],
        ),
        // 27.3: in the plain draw the attacks on the elephants are idle ...
        (
            "simple draw",
            SIMPLE_DRAW_ELEPHANTS_ATTACKED,
            "allowed",
            "allowed",
            &["R:idle", "B:idle", "R:idle", "B:idle"],
        ),
        // ... and with a horse on the board they are chases.
        (
            "more material",
            ELEPHANTS_ATTACKED_WITH_MORE_MATERIAL,
            "allowed",
            "chase:B",
            &["R:idle", "B:chase:B@g4", "R:idle", "B:chase:B@c4"],
        ),
    ];
    for (name, (fen, cycle), red, black, moves) in table {
        let (_, r, b) = judged(CXA, fen, cycle);
        assert_eq!(
            (conduct_code(r).as_str(), conduct_code(b).as_str()),
            (*red, *black),
            "{name}"
        );
        assert_eq!(cycle_codes(CXA, fen, cycle), *moves, "{name}");
    }
}

/// 27.3 is about a plain draw: a rook against a general with only an elephant is none
/// (the rook wins), so chasing the elephant is 长捉 and Red must vary (24.3, 26.4).
/// This failed while the plain draw allowed "at most one rook a side", none included.
#[test]
fn art_27_3_a_rook_against_a_lone_elephant_is_no_plain_draw() {
    let (fen, cycle) = ELEPHANT_CHASED;
    let (v, red, black) = judge(ELEPHANT_CHASED);
    assert_eq!((v, black), (AdjudicatedResult::RedLoses, Conduct::Allowed));
    assert_eq!(conduct_code(red), "chase:b");
    assert!(
        reason(CXA, fen, cycle, Lang::Zh).contains("红方犯禁，必须立即变着"),
        "{}",
        reason(CXA, fen, cycle, Lang::Zh)
    );
}
