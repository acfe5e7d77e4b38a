//! Properties of the adjudicator over random games and transformed positions: taking
//! moves back restores everything; mirroring the board left to right changes nothing;
//! swapping the colours swaps the verdict.

use crate::judging;

use chuhe::adjudication::{AdjudicatedResult, Adjudicator, MoveKind, Options, RuleSet};
use chuhe::rules::{Move, Piece, Position, Setup, Square};
use judging::positions::*;
use proptest::prelude::*;

/// A random game from the opening: each number picks one of the legal moves.
fn random_game(picks: &[u16]) -> Vec<Move> {
    let mut pos = Position::startpos();
    let mut out = Vec::new();
    for &p in picks {
        let legal = pos.legal_moves();
        if legal.is_empty() {
            break;
        }
        let m = legal[p as usize % legal.len()];
        pos.play(m).unwrap();
        out.push(m);
    }
    out
}

/// What the adjudicator says about the current position, for comparison.
fn snapshot(adj: &Adjudicator) -> String {
    format!(
        "{} {:?} {:?} {:?} {}",
        adj.position().fen(),
        adj.verdict(),
        adj.warning(),
        adj.natural_limit(),
        adj.repetitions()
    )
}

fn mirror_square(s: Square) -> Square {
    s.mirrored()
}

fn transform(pos: &Position, sq: fn(Square) -> Square, swap: bool) -> Position {
    let setup = pos.to_setup();
    let mut out = Setup {
        board: [None; 90],
        side: if swap { !setup.side } else { setup.side },
        ..setup.clone()
    };
    for s in Square::all() {
        if let Some(p) = setup.piece_at(s) {
            let color = if swap { !p.color } else { p.color };
            out.set(sq(s), Some(Piece::new(color, p.kind)));
        }
    }
    Position::from_setup(&out).expect("a transformed position is valid")
}

fn moved(m: Move, sq: fn(Square) -> Square) -> Move {
    Move::new(sq(m.from), sq(m.to))
}

proptest! {
    #![proptest_config(ProptestConfig { cases: 24, ..ProptestConfig::default() })]

    #[test]
    fn undo_restores_every_judgement(picks in prop::collection::vec(any::<u16>(), 0..40)) {
        let game = random_game(&picks);
        let mut adj = Adjudicator::new(RuleSet::Cxa, &Position::startpos(), Options::default());
        let mut seen = vec![snapshot(&adj)];
        for &m in &game {
            adj.play(m).unwrap();
            seen.push(snapshot(&adj));
        }
        while let Some(last) = seen.pop() {
            prop_assert_eq!(snapshot(&adj), last);
            adj.undo();
        }
        prop_assert_eq!(adj.plies(), 0);
    }

    #[test]
    fn mirroring_the_board_changes_no_classification(
        picks in prop::collection::vec(any::<u16>(), 0..30),
        rules in prop::sample::select(vec![RuleSet::Cxa, RuleSet::Folk, RuleSet::Axf]),
    ) {
        let game = random_game(&picks);
        let start = Position::startpos();
        let mut a = Adjudicator::new(rules, &start, Options::default());
        let mut b = Adjudicator::new(rules, &transform(&start, mirror_square, false), Options::default());
        for &m in &game {
            a.play(m).unwrap();
            b.play(moved(m, mirror_square)).unwrap();
        }
        for (x, y) in a.moves().zip(b.moves()) {
            prop_assert_eq!(x.class.kinds, y.class.kinds, "{}", x.mv);
            prop_assert_eq!(
                x.class.chased.map(mirror_square).collect::<Vec<_>>().len(),
                y.class.chased.count() as usize
            );
        }
        prop_assert_eq!(a.verdict().map(|j| j.verdict), b.verdict().map(|j| j.verdict));
    }
}

fn swapped(v: AdjudicatedResult) -> AdjudicatedResult {
    match v {
        AdjudicatedResult::RedLoses => AdjudicatedResult::BlackLoses,
        AdjudicatedResult::BlackLoses => AdjudicatedResult::RedLoses,
        AdjudicatedResult::Draw => AdjudicatedResult::Draw,
    }
}

/// Every constructed cycle, mirrored and with colours swapped (the board turned round),
/// under every rule set: the same verdict, and the swapped one.
#[test]
fn rulings_respect_the_symmetries_of_the_board() {
    let all = [
        PERPETUAL_CHECK,
        PERPETUAL_CHASE,
        PERPETUAL_MATE_THREAT,
        CHECK_AND_CHASE,
        CHECKS_WITH_IDLE_MOVES,
        CROSSED_PAWNS_CHASED_IN_TURN,
        HOME_PAWNS_ATTACKED_IN_TURN,
        GENERAL_CHASES,
        PAWN_CHASES,
        STANDING_ATTACK,
        MUTUAL_CHASE,
        EXCHANGE_OFFERS,
        ELEPHANT_CHASED,
        PROTECTOR_CHASES,
        FIG_4,
        FIG_7,
        FIG_9,
        FIG_10,
        FIG_19,
        FIG_24,
        FIG_25,
    ];
    for (fen, cycle) in all {
        let start = Position::from_fen(fen).unwrap();
        let cycle = judging::moves(cycle);
        for rules in [RuleSet::Cxa, RuleSet::Folk, RuleSet::Axf] {
            let verdict = |start: &Position, sq: fn(Square) -> Square| {
                let mut adj = Adjudicator::new(rules, start, Options::default());
                for &m in cycle.iter().chain(&cycle) {
                    adj.play(moved(m, sq)).unwrap();
                }
                let kinds: Vec<Vec<MoveKind>> = adj
                    .moves()
                    .map(|m| m.class.kinds.iter().collect())
                    .collect();
                (adj.verdict().map(|j| j.verdict), kinds)
            };
            let (plain, kinds) = verdict(&start, |s| s);
            let (mirror, mirror_kinds) =
                verdict(&transform(&start, mirror_square, false), mirror_square);
            assert_eq!(plain, mirror, "{rules} {fen} mirrored");
            assert_eq!(kinds, mirror_kinds, "{rules} {fen} mirrored");
            let (turned, turned_kinds) =
                verdict(&transform(&start, Square::rotated, true), Square::rotated);
            assert_eq!(plain.map(swapped), turned, "{rules} {fen} colours swapped");
            assert_eq!(kinds, turned_kinds, "{rules} {fen} colours swapped");
        }
    }
}
