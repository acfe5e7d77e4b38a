//! The shared repetition cases (../shared/data/repetition/cases.tsv): every AXF row
//! must get its expected verdict under `axf`.

use chuhe::adjudication::{Adjudicator, Options, Reason, RuleSet};
use chuhe::rules::{Move, Position, Setup};

mod common;

struct Case {
    line: usize,
    fen: String,
    moves: Vec<Move>,
    expected: String,
    ruleset: String,
    source: String,
}

fn cases() -> Vec<Case> {
    let text = common::read_shared("repetition/cases.tsv");
    text.lines()
        .enumerate()
        .skip(1)
        .filter(|(_, l)| !l.trim().is_empty())
        .map(|(i, l)| {
            let f: Vec<&str> = l.split('\t').collect();
            Case {
                line: i + 1,
                fen: f[0].to_string(),
                moves: f[1]
                    .split_whitespace()
                    .map(|m| {
                        Move::from_iccs(m).unwrap_or_else(|| panic!("line {}: move {m}", i + 1))
                    })
                    .collect(),
                expected: f[2].to_string(),
                ruleset: f[3].to_string(),
                source: f.get(4).unwrap_or(&"").to_string(),
            }
        })
        .collect()
}

/// The start position; one WXF diagram has a black pawn behind its start rank, which
/// no game reaches: it is read without the placement checks (the source notes it).
fn start(case: &Case) -> Position {
    Position::from_fen(&case.fen).unwrap_or_else(|_| {
        let setup = Setup::from_fen(&case.fen).expect("setup");
        Position::from_setup_unvalidated(&setup).expect("material")
    })
}

/// Cases taken at their first repetition (orange-xiangqi) get their cycle played once
/// more, to reach the third occurrence.
fn moves_to_third_occurrence(case: &Case) -> Vec<Move> {
    let mut moves = case.moves.clone();
    if !case.source.contains("judged at first repetition") || moves.is_empty() {
        return moves;
    }
    let mut pos = start(case);
    let mut hashes = vec![pos.hash()];
    for &m in &moves {
        pos.play(m).expect("legal");
        hashes.push(pos.hash());
    }
    let last = *hashes.last().unwrap();
    if let Some(first) = hashes.iter().position(|&h| h == last)
        && first < moves.len()
    {
        let cycle = moves[first..].to_vec();
        moves.extend(cycle);
    }
    moves
}

fn run(case: &Case, rules: RuleSet) -> (Adjudicator, String) {
    let pos = start(case);
    let mut adj = Adjudicator::new(rules, &pos, Options::default());
    for (i, m) in moves_to_third_occurrence(case).into_iter().enumerate() {
        adj.play(m)
            .unwrap_or_else(|e| panic!("line {}: move {} ({m}) illegal: {e}", case.line, i + 1));
    }
    let verdict = adj
        .verdict()
        .map_or("none".to_string(), |j| j.verdict.json_name().to_string());
    (adj, verdict)
}

fn explain(adj: &Adjudicator) -> String {
    let mut s = String::new();
    for m in adj.moves() {
        let kinds: Vec<&str> = m.class.kinds.iter().map(|k| k.json_name()).collect();
        let chased: Vec<String> = m.class.chased.map(|s| s.to_string()).collect();
        s += &format!("  {} {:?} {:?} chased {:?}\n", m.mv, m.side, kinds, chased);
    }
    if let Some(j) = adj.verdict() {
        if let Reason::Repetition(r) = j.reason {
            s += &format!("  red: {:?}\n  black: {:?}\n", r.red, r.black);
        }
        s += &format!("  {}\n", j.message(chuhe::lang::Lang::En));
    }
    s
}

fn is_axf(case: &Case) -> bool {
    case.ruleset.contains("AXF")
}

#[test]
fn every_axf_row_gets_its_verdict() {
    let mut failures = Vec::new();
    let mut total = 0;
    for case in cases().iter().filter(|c| is_axf(c)) {
        total += 1;
        let (adj, got) = run(case, RuleSet::Axf);
        let ok = if case.expected.starts_with("game_end_unspecified") {
            got != "none"
        } else {
            got == case.expected
        };
        if !ok {
            failures.push(format!(
                "line {}: expected {}, got {}\n  {}\n  {}\n{}",
                case.line,
                case.expected,
                got,
                case.fen,
                case.source,
                explain(&adj)
            ));
        }
    }
    assert!(
        failures.is_empty(),
        "{} of {total} AXF rows wrong:\n{}",
        failures.len(),
        failures.join("\n")
    );
}
