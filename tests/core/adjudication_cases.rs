//! The shared repetition cases (../shared/data/repetition/cases.tsv): every AXF row
//! must get its expected verdict under `axf`.

use chuhe::adjudication::{
    AdjudicatedEnd, Adjudicator, Conduct, Options, RepetitionRuling, RuleSet,
};
use chuhe::rules::{Move, Position, Setup};

use crate::common;
use crate::judging;

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

/// Cases that end at the first repetition — the position reached has occurred twice, as
/// orange-xiangqi and the platform judge them — get their cycle played once more, to
/// reach the third occurrence (待判局面, 24).
fn moves_to_third_occurrence(case: &Case) -> Vec<Move> {
    let mut moves = case.moves.clone();
    if moves.is_empty() {
        return moves;
    }
    let mut pos = start(case);
    let mut hashes = vec![pos.hash()];
    for &m in &moves {
        pos.play(m).expect("legal");
        hashes.push(pos.hash());
    }
    let last = *hashes.last().unwrap();
    let occurrences = hashes.iter().filter(|&&h| h == last).count();
    if occurrences == 2
        && let Some(first) = hashes.iter().position(|&h| h == last)
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
    let verdict = match (adj.verdict(), adj.order()) {
        (Some(j), _) => j.verdict.json_name().to_string(),
        // 24.3: the offender is ordered to vary at the pending position.
        (None, Some(o)) => format!("{}_must_vary", color(o.side)),
        (None, None) => "none".to_string(),
    };
    (adj, verdict)
}

fn color(c: chuhe::rules::Color) -> &'static str {
    match c {
        chuhe::rules::Color::Red => "red",
        chuhe::rules::Color::Black => "black",
    }
}

/// The ruling at the pending position: of the verdict, or of the order to vary.
fn pending_ruling(adj: &Adjudicator) -> Option<RepetitionRuling> {
    match adj.verdict().map(|j| j.reason) {
        Some(
            AdjudicatedEnd::Repetition(r)
            | AdjudicatedEnd::OrderIgnored(r)
            | AdjudicatedEnd::RepetitionContinued(r),
        ) => Some(r),
        Some(_) => None,
        None => adj.order().map(|o| o.ruling),
    }
}

/// A side's conduct, written as in the tables below: `allowed`, `check` (长将), `mate`
/// (长杀), `attack` (长打, mixed attacks), or `chase:` and the chased pieces in FEN
/// letters (upper case red, lower case black), e.g. `chase:r` for 长捉黑车.
fn conduct_code(c: Conduct) -> String {
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

fn explain(adj: &Adjudicator) -> String {
    let mut s = String::new();
    for m in adj.moves() {
        let kinds: Vec<&str> = m.class.kinds.iter().map(|k| k.json_name()).collect();
        let chased: Vec<String> = m.class.chased.map(|s| s.to_string()).collect();
        s += &format!("  {} {:?} {:?} chased {:?}\n", m.mv, m.side, kinds, chased);
    }
    if let Some(r) = pending_ruling(adj) {
        s += &format!("  red: {:?}\n  black: {:?}\n", r.red, r.black);
    }
    if let Some(j) = adj.verdict() {
        s += &format!("  {}\n", j.message(chuhe::lang::Lang::En));
    } else if let Some(o) = adj.order() {
        s += &format!("  {}\n", o.message(chuhe::lang::Lang::En));
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

/// chuhe's `cxa` ruling on each platform (天天) row, each side's conduct as chuhe found
/// it, and why it differs from the platform where it does. The platform follows the CXA
/// rules but adds counters and priorities of its own; chuhe follows the articles.
/// Columns: case, chuhe's state at the end of the moves (a verdict, `<side>_must_vary`
/// for an order of 24.3, or `none`), Red's conduct, Black's conduct (see
/// [`conduct_code`]; `-` when no cycle is judged), the deciding article.
const PLATFORM: &[(&str, &str, &str, &str, &str)] = &[
    (
        "case 1:",
        "draw",
        "chase:c",
        "attack",
        "24.2, 26.3: Red 长捉, Black 一将一捉 — both forbidden, a draw; the platform makes Black vary because Black entered the cycle",
    ),
    (
        "case 3:",
        "black_loses",
        "allowed",
        "chase:CP",
        "24.3, 28.12: chasing one piece or several (捉一子或数子) is 长捉, so one piece chasing two in turn is forbidden; the moves go on past the order to vary, and Black loses; the platform allows it",
    ),
    (
        "case 5:",
        "black_must_vary",
        "allowed",
        "chase:C",
        "24.3, 26.4: Black 长捉, Red idle — Black must vary (the platform declares the loss at once)",
    ),
    (
        "case 7:",
        "draw",
        "attack",
        "chase:CA",
        "24.2, 26.3: Red 一将一捉, Black 长捉 — both forbidden",
    ),
    (
        "case 9:",
        "draw",
        "attack",
        "attack",
        "24.2, 26.3: both sides 一将一捉; the platform discounts a chase made while answering check, the articles do not",
    ),
    (
        "case 11:",
        "black_must_vary",
        "allowed",
        "chase:P",
        "24.3, 27.1: the black general's move lets another piece chase (借帅之力 counts as 捉); Black must vary",
    ),
    (
        "case 13:",
        "none",
        "-",
        "-",
        "24: no repetition — the platform's limit of consecutive checks by one piece is not an article",
    ),
    (
        "case 15:",
        "black_must_vary",
        "allowed",
        "chase:RC",
        "24.3, 26.4: Black chases on every move, Red one check one idle",
    ),
    (
        "case 17:",
        "red_must_vary",
        "chase:pb",
        "allowed",
        "24.3, 29.2: Red's general unpins its advisor, then its cannon, each move creating a new threat (27.1 makes only the general's own attack idle): chasing a pawn and an elephant in turn is 长捉 (28.12), Black is allowed; the platform calls it a draw",
    ),
    (
        "case 19:",
        "draw",
        "chase:n",
        "attack",
        "24.2, 26.3: Red 长捉, Black 一将一捉 — both forbidden",
    ),
    (
        "case 21:",
        "draw",
        "attack",
        "chase:CA",
        "24.2, 26.3: Red 一将一捉, Black 长捉 — both forbidden",
    ),
    (
        "case 23:",
        "none",
        "-",
        "-",
        "24: no repetition — the platform's counter of consecutive chases of one piece is not an article",
    ),
    (
        "case 25:",
        "draw",
        "chase:n",
        "chase:RB",
        "24.2, 26.3: both sides 长捉",
    ),
    (
        "case 27:",
        "none",
        "-",
        "-",
        "24: no repetition in the moves given",
    ),
    (
        "case 29:",
        "draw",
        "attack",
        "chase:N",
        "24.2, 26.3: Red 一将一捉, Black 长捉 — both forbidden",
    ),
    (
        "case xx1:",
        "draw",
        "chase:c",
        "attack",
        "24.2, 26.3: Red 长捉, Black 一将一捉 — both forbidden",
    ),
    (
        "case xx3:",
        "draw",
        "chase:cb",
        "chase:R",
        "24.2, 26.3: both sides 长捉",
    ),
    (
        "case xx5:",
        "draw",
        "attack",
        "chase:C",
        "24.2, 26.3: Red 一将一捉, Black 长捉 — both forbidden",
    ),
];

#[test]
fn platform_rows_under_cxa_follow_the_articles() {
    let rows: Vec<Case> = cases()
        .into_iter()
        .filter(|c| c.ruleset.contains("TianTian"))
        .collect();
    assert_eq!(
        rows.len(),
        PLATFORM.len(),
        "every platform row has an entry"
    );
    let mut wrong = Vec::new();
    for case in &rows {
        let (id, want, red, black, why) = PLATFORM
            .iter()
            .find(|(id, ..)| case.source.contains(id))
            .unwrap_or_else(|| panic!("line {}: no entry for {}", case.line, case.source));
        let (adj, got) = run(case, RuleSet::Cxa);
        let conduct = pending_ruling(&adj)
            .map(|r| (conduct_code(r.red), conduct_code(r.black)))
            .unwrap_or(("-".into(), "-".into()));
        if got != *want || conduct != (red.to_string(), black.to_string()) {
            wrong.push(format!(
                "{id} (line {}): chuhe said {got}, red {}, black {}; the table says {want}, red {red}, black {black} ({why}); platform: {}\n{}",
                case.line,
                conduct.0,
                conduct.1,
                case.expected,
                explain(&adj)
            ));
        }
    }
    assert!(wrong.is_empty(), "{}", wrong.join("\n"));
}

/// 《象棋竞赛规则》(1999) 棋例图三: Red's perpetual chase by the horse, which most engines
/// miss. After the four moves given, playing h6i4 again repeats the position a second
/// time: chuhe warns that Red must vary. Going on with the cycle reaches the third
/// occurrence, and Red loses under `cxa`.
#[test]
fn xqbase_1999_figure_3_red_loses_for_perpetual_chase() {
    let text = common::read_shared("repetition/xqbase_1999_rules_fig3.txt");
    let line = text
        .lines()
        .find(|l| l.starts_with("position fen "))
        .expect("a position line");
    let rest = line.trim_start_matches("position fen ");
    let (fen, moves) = rest.split_once(" moves ").expect("moves");
    let banned = text
        .lines()
        .find_map(|l| l.strip_prefix("banmoves "))
        .expect("banmoves line")
        .trim();
    let mut adj = Adjudicator::new(
        RuleSet::Cxa,
        &Position::from_fen(fen).unwrap(),
        Options::default(),
    );
    let given: Vec<&str> = moves.split_whitespace().collect();
    for m in given.iter().chain([&banned]) {
        assert!(adj.verdict().is_none(), "no verdict before {m}");
        adj.play(Move::from_iccs(m).unwrap()).unwrap();
    }
    let w = adj.warning().expect("the position occurred twice");
    assert_eq!(
        w.must_vary(),
        Some(chuhe::rules::Color::Red),
        "{}",
        explain(&adj)
    );
    assert!(
        w.message(chuhe::lang::Lang::En)
            .contains("if Red keeps chasing")
    );
    for m in &given[1..] {
        adj.play(Move::from_iccs(m).unwrap()).unwrap();
    }
    // The pending position: Red is ordered to vary (24.3), no verdict yet.
    assert!(adj.verdict().is_none(), "{}", explain(&adj));
    let order = adj.order().expect("an order to vary").clone();
    assert_eq!(order.side, chuhe::rules::Color::Red);
    let r = order.ruling;
    assert_eq!(
        (conduct_code(r.red).as_str(), conduct_code(r.black).as_str()),
        ("chase:r", "allowed")
    );
    // Move by move, as read from the figure: the horse h6-i4 gives the cannon i2 a
    // screen against the unprotected rook i9; the rook i9-h9 faces Red's rook h0 (an
    // offer, 兑); the horse i4-h6 threatens Ng8+ — a check that opens the h-file for the
    // rook h0 and blocks the leg of the horse g7 that protects h9 — and then Rxh9 (the
    // chase through a check of 29.1 that most engines miss); the rook h9-i9 attacks the
    // cannon i2 once, among idle moves (allowed).
    assert_eq!(
        judging::last_cycle_codes(&adj, &Position::from_fen(fen).unwrap()),
        ["R:chase:r@i9", "B:idle", "R:chase:r@h9", "B:chase:C@i2"]
    );
    assert!(
        order
            .message(chuhe::lang::Lang::Zh)
            .contains("(24.3, 26.4)")
    );
    // Red repeats the cycle once more: Red loses.
    let cycle: Vec<&str> = [banned]
        .into_iter()
        .chain(given[1..].iter().copied())
        .collect();
    for m in &cycle {
        adj.play(Move::from_iccs(m).unwrap()).unwrap();
    }
    let j = adj.verdict().expect("the order broken");
    assert_eq!(j.verdict.json_name(), "red_loses", "{}", explain(&adj));
    assert!(
        matches!(j.reason, AdjudicatedEnd::OrderIgnored(_)),
        "{:?}",
        j.reason
    );
}

/// The expectations of tests/fixtures/repetition_conduct.tsv, one line per row of
/// cases.tsv: the state chuhe must reach (see [`run`]), each side's conduct (see
/// [`conduct_code`]) and each move of the last cycle (see `judging::move_code`), with
/// where the expectation comes from. The first draft was chuhe's output; each row was then
/// checked against its description and a reading of its position with the articles (the
/// file's last column says how far, row by row); where chuhe differs from the row's source
/// the note gives the reason or the deciding article.
struct Expected {
    line: usize,
    state: String,
    red: String,
    black: String,
    cycle: Vec<String>,
}

fn expectations() -> Vec<Expected> {
    let path = concat!(
        env!("CARGO_MANIFEST_DIR"),
        "/tests/fixtures/repetition_conduct.tsv"
    );
    let text = std::fs::read_to_string(path).expect("tests/fixtures/repetition_conduct.tsv");
    text.lines()
        .filter(|l| !l.starts_with('#') && !l.trim().is_empty())
        .map(|l| {
            let f: Vec<&str> = l.split('\t').collect();
            assert!(f.len() >= 5, "repetition_conduct.tsv: short line {l:?}");
            Expected {
                line: f[0]
                    .parse()
                    .unwrap_or_else(|_| panic!("bad line number in {l:?}")),
                state: f[1].to_string(),
                red: f[2].to_string(),
                black: f[3].to_string(),
                cycle: if f[4] == "-" {
                    Vec::new()
                } else {
                    f[4].split(' ').map(str::to_string).collect()
                },
            }
        })
        .collect()
}

/// The rule set a row is judged under: AXF rows under `axf`, the platform rows under
/// `cxa` (the platform follows the CXA rules).
fn rules_of(case: &Case) -> RuleSet {
    if is_axf(case) {
        RuleSet::Axf
    } else {
        RuleSet::Cxa
    }
}

/// Every row of cases.tsv: the verdict (or order) AND what each side did, move by move.
#[test]
fn every_row_gets_its_verdict_and_each_sides_conduct() {
    let expected = expectations();
    let all = cases();
    assert_eq!(
        expected.len(),
        all.len(),
        "one expectation per row of cases.tsv"
    );
    let mut wrong = Vec::new();
    for case in &all {
        let e = expected
            .iter()
            .find(|e| e.line == case.line)
            .unwrap_or_else(|| panic!("no expectation for line {}", case.line));
        let (adj, state) = run(case, rules_of(case));
        let (red, black) = pending_ruling(&adj)
            .map(|r| (conduct_code(r.red), conduct_code(r.black)))
            .unwrap_or(("-".into(), "-".into()));
        let cycle = judging::last_cycle_codes(&adj, &start(case));
        if (&state, &red, &black, &cycle) != (&e.state, &e.red, &e.black, &e.cycle) {
            let shown = if cycle.is_empty() {
                "-".to_string()
            } else {
                cycle.join(" ")
            };
            wrong.push(format!(
                "{}\t{state}\t{red}\t{black}\t{shown}\t{}",
                case.line, case.source
            ));
        }
    }
    assert!(
        wrong.is_empty(),
        "{} rows differ (chuhe's values, in the file's format):\n{}",
        wrong.len(),
        wrong.join("\n")
    );
}
