//! Helpers for the adjudication tests: play a cycle of moves until the position it
//! starts from occurs for the third time, and look at the ruling.
#![allow(dead_code)]

pub mod positions;

use chuhe::adjudication::{
    Adjudicator, Conduct, MoveClass, MoveKind, Options, Reason, RepetitionRuling, RuleSet, Verdict,
};
use chuhe::lang::Lang;
use chuhe::rules::{Move, Position};

pub fn moves(text: &str) -> Vec<Move> {
    text.split_whitespace()
        .map(|m| Move::from_iccs(m).unwrap_or_else(|| panic!("bad move {m}")))
        .collect()
}

/// Plays `cycle` (which returns to `fen`) twice: the start position then occurs for the
/// third time. No verdict may come before the last move.
pub fn repeat(rules: RuleSet, fen: &str, cycle: &str) -> Adjudicator {
    let start = Position::from_fen(fen).unwrap_or_else(|e| panic!("{fen}: {e}"));
    let mut adj = Adjudicator::new(rules, &start, Options::default());
    let cycle = moves(cycle);
    let total = 2 * cycle.len();
    for (i, &m) in cycle.iter().chain(cycle.iter()).enumerate() {
        assert!(
            adj.verdict().is_none(),
            "{rules}: a verdict before move {} ({m}) of {fen}",
            i + 1
        );
        adj.play(m)
            .unwrap_or_else(|e| panic!("{rules}: move {m} of {fen}: {e}"));
        if i + 1 < total && i + 1 >= cycle.len() {
            // From the end of the first cycle on, positions have occurred twice.
            assert!(
                adj.warning().is_some(),
                "{rules}: a warning after move {}",
                i + 1
            );
        }
    }
    adj
}

/// The repetition ruling at the third occurrence.
pub fn ruling(rules: RuleSet, fen: &str, cycle: &str) -> RepetitionRuling {
    let adj = repeat(rules, fen, cycle);
    let j = adj
        .verdict()
        .unwrap_or_else(|| panic!("{rules}: no verdict at the third occurrence of {fen}"));
    match j.reason {
        Reason::Repetition(r) => {
            assert_eq!(r.verdict, j.verdict);
            r
        }
        other => panic!("{rules}: not a repetition ruling: {other:?}"),
    }
}

/// The verdict and what each side did, for a compact assertion.
pub fn judged(rules: RuleSet, fen: &str, cycle: &str) -> (Verdict, Conduct, Conduct) {
    let r = ruling(rules, fen, cycle);
    (r.verdict, r.red, r.black)
}

/// The reason as an arbiter states it.
pub fn reason(rules: RuleSet, fen: &str, cycle: &str, lang: Lang) -> String {
    repeat(rules, fen, cycle).verdict().unwrap().message(lang)
}

/// The classification of each move of one pass of the cycle, as the adjudicator
/// recorded it once the cycle had repeated (the full look).
pub fn classes(rules: RuleSet, fen: &str, cycle: &str) -> Vec<MoveClass> {
    let n = moves(cycle).len();
    repeat(rules, fen, cycle)
        .moves()
        .take(n)
        .map(|m| m.class)
        .collect()
}

pub fn kinds(class: &MoveClass) -> Vec<MoveKind> {
    class.kinds.iter().collect()
}

pub fn is_chase(c: Conduct) -> bool {
    matches!(c, Conduct::PerpetualChase(_))
}

/// A cycle judged on the ruling level, each move's class and chased piece identities
/// given directly: `(side, class, chased, chased by the moved pawn itself)` in order.
/// Identities below 16 are black rooks, the others red rooks.
pub fn rule_on(
    rules: RuleSet,
    moves: &[(chuhe::rules::Color, MoveClass, u32, u32)],
) -> RepetitionRuling {
    use chuhe::adjudication::ruling::{CycleMove, PieceIds, judge_cycle};
    use chuhe::rules::{Color, Kind, Piece};
    let moves: Vec<CycleMove> = moves
        .iter()
        .map(|&(side, class, chased, pawn)| CycleMove {
            side,
            class,
            chased: PieceIds(chased),
            pawn_chased: PieceIds(pawn),
        })
        .collect();
    let piece = |id: u32| {
        let color = if id < 16 { Color::Black } else { Color::Red };
        Some(Piece::new(color, Kind::Rook))
    };
    judge_cycle(rules, &moves, &piece)
}

/// A move that does exactly these things (a mate threat by the next check).
pub fn class_of(kinds: &[MoveKind]) -> MoveClass {
    let mut k = chuhe::adjudication::Kinds::NONE;
    for &x in kinds {
        k.insert(x);
    }
    MoveClass {
        kinds: k,
        mate_in: u8::from(kinds.contains(&MoveKind::MateThreat)),
        ..MoveClass::default()
    }
}
