//! Helpers for the adjudication tests: play a cycle of moves until the position it
//! starts from occurs for the third time, and look at the ruling.
#![allow(dead_code)]

pub mod positions;

use chuhe::adjudication::{
    AdjudicatedEnd, AdjudicatedResult, Adjudicator, Conduct, MoveClass, MoveKind, Options,
    RepetitionRuling, RuleSet,
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

/// The repetition ruling at the third occurrence (the pending position, 24). Under
/// `cxa`, forbidden against allowed is no verdict yet but an order to vary (24.3): this
/// checks that, then plays the cycle once more and checks that the offender now loses.
/// Under the folk and AXF rules the pending position is judged at once.
pub fn ruling(rules: RuleSet, fen: &str, cycle: &str) -> RepetitionRuling {
    let mut adj = repeat(rules, fen, cycle);
    let ruling = match adj.verdict() {
        Some(j) => match j.reason {
            AdjudicatedEnd::Repetition(r) => {
                assert_eq!(r.verdict, j.verdict);
                r
            }
            other => panic!("{rules}: not a repetition ruling: {other:?}"),
        },
        None => {
            let order = adj
                .order()
                .unwrap_or_else(|| panic!("{rules}: no ruling at the third occurrence of {fen}"))
                .clone();
            assert_eq!(
                rules,
                RuleSet::Cxa,
                "only the CXA rules order a side to vary"
            );
            assert_eq!(order.ruling.verdict.loser(), Some(order.side));
            for m in moves(cycle) {
                assert!(
                    adj.verdict().is_none(),
                    "{rules}: no verdict before the cycle ends"
                );
                adj.play(m).unwrap();
            }
            let j = adj
                .verdict()
                .unwrap_or_else(|| panic!("{rules}: the order was broken: a loss ({fen})"));
            assert_eq!(j.verdict.loser(), Some(order.side));
            assert!(
                matches!(j.reason, AdjudicatedEnd::OrderIgnored(_)),
                "{:?}",
                j.reason
            );
            order.ruling
        }
    };
    if rules == RuleSet::Cxa && ruling.verdict.loser().is_some() {
        assert_eq!(
            ruling.ground == chuhe::adjudication::Ground::PerpetualCheck,
            repeat(rules, fen, cycle).verdict().is_some(),
            "{rules}: only perpetual check loses at once (24.1); forbidden against allowed is an order (24.3)"
        );
    }
    ruling
}

/// The verdict (or, under `cxa`, the loss an order to vary leads to) and what each side
/// did, for a compact assertion.
pub fn judged(rules: RuleSet, fen: &str, cycle: &str) -> (AdjudicatedResult, Conduct, Conduct) {
    let r = ruling(rules, fen, cycle);
    (r.verdict, r.red, r.black)
}

/// The reason as an arbiter states it at the pending position: the verdict, or the
/// order to vary.
pub fn reason(rules: RuleSet, fen: &str, cycle: &str, lang: Lang) -> String {
    let adj = repeat(rules, fen, cycle);
    match adj.verdict() {
        Some(j) => j.message(lang),
        None => adj.order().expect("a verdict or an order").message(lang),
    }
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

/// A side's conduct in short: `allowed`, `check` (长将), `mate` (长杀), `attack` (长打),
/// or `chase:` and the chased pieces in FEN letters (upper case red), e.g. `chase:r`.
pub fn conduct_code(c: Conduct) -> String {
    match c {
        Conduct::Allowed => "allowed".into(),
        Conduct::PerpetualCheck => "check".into(),
        Conduct::PerpetualMateThreat => "mate".into(),
        Conduct::PerpetualAttack => "attack".into(),
        Conduct::PerpetualChase(set) => {
            let letters: String = set.iter().map(|p| p.fen_char()).collect();
            format!("chase:{letters}")
        }
    }
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

/// What one move did, in short, as the repetition rules see it: `check` (将), `mate`
/// (杀), `chase:` and the chased pieces with their points after the move (FEN letters,
/// upper case red: `chase:c@a7,n@c7`), `pawn:` likewise for what a moved pawn itself
/// attacks (idle by 27.2 unless both sides keep attacking); joined by `+`, `idle` when
/// the move does none of these (闲, including 兑, 献, 拦, 跟).
pub fn move_code(after: &Position, class: &MoveClass) -> String {
    let pieces = |squares: chuhe::rules::Bitboard| {
        squares
            .map(|s| {
                let letter = after.piece_at(s).map_or('?', |p| p.fen_char());
                format!("{letter}@{s}")
            })
            .collect::<Vec<_>>()
            .join(",")
    };
    let mut parts = Vec::new();
    if class.is(MoveKind::Check) {
        parts.push("check".to_string());
    }
    if class.is(MoveKind::MateThreat) {
        parts.push("mate".to_string());
    }
    if class.chased.any() {
        parts.push(format!("chase:{}", pieces(class.chased)));
    }
    if class.pawn_chased.any() {
        parts.push(format!("pawn:{}", pieces(class.pawn_chased)));
    }
    if parts.is_empty() {
        "idle".into()
    } else {
        parts.join("+")
    }
}

/// The codes ([`move_code`]) of the moves of the last cycle played, each after the
/// mover (`R:` or `B:`): from the previous
/// occurrence of the position reached to the end (empty when it has not occurred
/// before). `start` is the position the adjudicator began from.
pub fn last_cycle_codes(adj: &Adjudicator, start: &Position) -> Vec<String> {
    let mut pos = start.clone();
    let mut hashes = vec![pos.hash()];
    let mut codes = Vec::new();
    for m in adj.moves() {
        pos.play(m.mv).expect("a move the adjudicator accepted");
        hashes.push(pos.hash());
        let side = match m.side {
            chuhe::rules::Color::Red => 'R',
            chuhe::rules::Color::Black => 'B',
        };
        codes.push(format!("{side}:{}", move_code(&pos, &m.class)));
    }
    let last = *hashes.last().expect("the start");
    match hashes[..hashes.len() - 1].iter().rposition(|&h| h == last) {
        Some(from) => codes[from..].to_vec(),
        None => Vec::new(),
    }
}

/// The codes of one pass of `cycle` from `fen`, as classified once the cycle had
/// repeated to the pending position (see [`repeat`]).
pub fn cycle_codes(rules: RuleSet, fen: &str, cycle: &str) -> Vec<String> {
    let adj = repeat(rules, fen, cycle);
    last_cycle_codes(&adj, &Position::from_fen(fen).unwrap())
}
