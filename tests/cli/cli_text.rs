//! One catalogue: the real binary's human output (not `--json`)
//! of every data subcommand, on real records from `../shared/data` and on a small
//! tournament made in a temporary directory, holds no English word under `--lang zh`,
//! and no Chinese under `--lang en` (but for player names and moves in the notation
//! chosen); clap's usage errors too.
//!
//! Not run here: the TUI commands (`play`, `view`, `dictate`, `tournament open|play`:
//! their texts are the catalogue's `Msg`/`UiText`, checked by the catalogue's own
//! tests), `uci` (a protocol), `perft` and `bench` (developer tools whose output
//! stays English by decision), and the network commands (`host`, `join`, `watch`,
//! `arbiter`, `serve`), which need a running host.

use std::path::{Path, PathBuf};
use std::process::Command;

const BIN: &str = env!("CARGO_BIN_EXE_chuhe");

/// ASCII words of three letters or more that a Chinese output may hold, and why.
const ALLOWED: &[&str] = &[
    // The program and its subcommands, named as they are typed.
    "chuhe",
    "check",
    "review",
    "search",
    "export",
    "analyse",
    "tournament",
    "standings",
    // Notations and formats.
    "WXF",
    "ICCS",
    "PGN",
    "FEN",
    "JSON",
    "CSV",
    "CXA",
    "AXF",
    // Values the user types, which an error lists as they must be typed.
    "text",
    "csv",
    "json",
];

/// The words of `text` that a Chinese output must not hold: runs of three ASCII
/// letters or more, outside file paths, flags and FEN (a token holding `/`, `.` or
/// starting with `-`), and not on [`ALLOWED`].
fn english_words(text: &str) -> Vec<String> {
    let text = without_quoted(text);
    let mut found = Vec::new();
    for token in
        text.split(|c: char| c.is_whitespace() || "“”‘’（）()：:，,；;、「」[]'\"".contains(c))
    {
        if token.contains(['/', '.']) || token.starts_with('-') {
            continue;
        }
        for word in token.split(|c: char| !c.is_ascii_alphabetic()) {
            if word.len() >= 3 && !ALLOWED.contains(&word) {
                found.push(word.to_string());
            }
        }
    }
    found
}

/// `text` without what it quotes as typed (“deep”, the user's value) and without
/// clap's names of positional arguments (`<EVENT>`).
fn without_quoted(text: &str) -> String {
    let mut out = String::new();
    let mut closing = None;
    for c in text.chars() {
        match closing {
            Some(end) if c == end => closing = None,
            Some(_) => {}
            None if c == '“' => closing = Some('”'),
            None if c == '<' => closing = Some('>'),
            None => out.push(c),
        }
    }
    out
}

fn is_cjk(c: char) -> bool {
    matches!(c, '\u{3400}'..='\u{4dbf}' | '\u{4e00}'..='\u{9fff}' | '\u{3000}'..='\u{303f}' | '\u{ff00}'..='\u{ffef}')
}

/// The characters Chinese move notation is written in (NOTATION.md): in English the
/// moves of `analyse` and `search` are Chinese by the notation they print.
const NOTATION_CHARS: &str =
    "一二三四五六七八九１２３４５６７８９车马炮相象仕士帅将兵卒进退平前中后";

fn data(path: &str) -> PathBuf {
    let p = Path::new(env!("CARGO_MANIFEST_DIR"))
        .join("../shared/data/games")
        .join(path);
    assert!(p.exists(), "test data missing: {}", p.display());
    p
}

/// Runs chuhe with an empty config directory and an English locale, so that only
/// `--lang` chooses the language. Returns stdout and stderr together.
fn run(config: &Path, args: &[&str]) -> String {
    let out = Command::new(BIN)
        .args(args)
        .env("CHUHE_CONFIG_DIR", config)
        .env("CHUHE_DATA_DIR", config)
        .env("LANG", "C")
        .env_remove("LC_ALL")
        .env_remove("LC_MESSAGES")
        .output()
        .expect("run chuhe");
    let text =
        String::from_utf8_lossy(&out.stdout).into_owned() + &String::from_utf8_lossy(&out.stderr);
    assert!(!text.trim().is_empty(), "no output from chuhe {args:?}");
    text
}

/// Every command of the audit, in `lang`, on the records and a tournament in `dir`.
fn outputs(dir: &Path, lang: &str, players: &str, name: &str) -> Vec<(String, String)> {
    let pgn = data("cchess_testdata/test.pgn");
    let bad = data("cchess_testdata/BadMoveTest1.xqf");
    let variations = data("cchess_testdata/game_varations.xqf");
    let (pgn, bad, variations) = (
        pgn.to_str().unwrap(),
        bad.to_str().unwrap(),
        variations.to_str().unwrap(),
    );
    let event = dir.join(format!("event-{lang}.json"));
    let event = event.to_str().unwrap();
    let out = dir.join("out.pgn");
    let out = out.to_str().unwrap();
    let missing = dir.join("missing.pgn");
    let missing = missing.to_str().unwrap();
    // A position from NOTATION.md's examples: the opening after 炮二平五 马8进7.
    let fen = "r1bakabnr/9/1c4nc1/p1p1p1p1p/9/9/P1P1P1P1P/1C2C4/9/RNBAKABNR w";
    let commands: Vec<Vec<&str>> = vec![
        vec!["check", pgn, bad, variations, missing],
        vec!["convert", "--to", "chinese", "h2e2", "h9g7"],
        vec!["convert", "--to", "chinese", "h2e2", "h2e3"],
        vec![
            "judge", "h2e2", "h9g7", "h0g2", "g7h9", "g2h0", "h9g7", "h0g2",
        ],
        vec!["legal", "--fen", fen],
        vec!["analyse", "--fen", fen, "--depth", "2"],
        vec!["search", pgn, variations],
        vec!["export", pgn, "--to", "pgn", "--game", "5"],
        vec!["export", variations, "--to", "pgn", "--abbreviated"],
        vec!["review", pgn, "--depth", "1", "-o", out],
        vec![
            "tournament",
            "new",
            event,
            "--system",
            "round-robin",
            "--players",
            players,
            "--seed",
            "1",
            "--name",
            name,
        ],
        vec!["tournament", "pair", event],
        vec!["tournament", "pair", event],
        vec!["tournament", "result", event, "1", "1", "1-0"],
        vec!["tournament", "result", event, "1", "2", "1/2-1/2"],
        vec!["tournament", "standings", event],
        vec!["tournament", "crosstable", event],
        vec!["tournament", "sheet", event, "1", "1"],
        // Usage errors: an unknown flag, a bad value, a missing argument, an unknown
        // subcommand, a value that is not one of a list.
        vec!["check", "--bogus"],
        vec!["analyse", "--depth", "deep"],
        vec!["tournament", "standings"],
        vec!["frobnicate"],
        vec!["tournament", "standings", event, "--format", "xml"],
    ];
    commands
        .into_iter()
        .map(|mut args| {
            // `legal` prints moves alone, in the notation asked: it has no `--lang`.
            if args[0] != "legal" {
                args.extend(["--lang", lang]);
            }
            let shown = args.join(" ");
            (shown, run(dir, &args))
        })
        .collect()
}

#[test]
fn chinese_output_holds_no_english_word() {
    let dir = tempfile::tempdir().unwrap();
    let mut failures = Vec::new();
    for (command, text) in outputs(dir.path(), "zh", "甲,乙,丙,丁,戊", "春季赛") {
        let words = english_words(&text);
        if !words.is_empty() {
            failures.push(format!("chuhe {command}: {words:?} in\n{text}"));
        }
        // `review` prints only its progress bar (the PGN it writes is the record's).
        if !command.starts_with("review") {
            assert!(
                text.chars().any(is_cjk),
                "chuhe {command}: no Chinese at all:\n{text}"
            );
        }
    }
    assert!(failures.is_empty(), "{}", failures.join("\n\n"));
}

#[test]
fn english_output_holds_no_chinese() {
    let dir = tempfile::tempdir().unwrap();
    let mut failures = Vec::new();
    for (command, text) in outputs(dir.path(), "en", "Ann,Bob,Cid,Dan,Eve", "Spring Open") {
        // `check` quotes a damaged record's own move text, which is data.
        if command.starts_with("check") {
            continue;
        }
        let chinese: String = text
            .chars()
            .filter(|&c| is_cjk(c) && !NOTATION_CHARS.contains(c))
            .collect();
        if !chinese.is_empty() {
            failures.push(format!("chuhe {command}: {chinese:?} in\n{text}"));
        }
    }
    assert!(failures.is_empty(), "{}", failures.join("\n\n"));
}

/// The filter itself: what the issue saw is caught, what may stay is not.
#[test]
fn the_filter_catches_english_and_spares_paths_and_notation() {
    assert_eq!(
        english_words("Swiss — standings after round 2"),
        ["Swiss", "standings", "after", "round"]
            .iter()
            .filter(|w| !ALLOWED.contains(w))
            .map(|w| w.to_string())
            .collect::<Vec<_>>()
    );
    assert!(english_words("/tmp/x/event.json：第1轮 h2e2 WXF --lang").is_empty());
    assert!(english_words("缺少必需的参数：<EVENT>；“deep”无效").is_empty());
}

/// The tournament core's refusals through the real binary: a
/// player entered twice, a result for a board the round does not have, a player added
/// to a round robin after round 1 was paired (20.2). Under `--lang zh` each is said in
/// Chinese without an English word; under `--lang en` in the core's old English.
#[test]
fn tournament_refusals_are_said_in_the_interface_language() {
    let dir = tempfile::tempdir().unwrap();
    for (lang, players) in [("zh", "甲,乙,丙,丁"), ("en", "Ann,Bob,Cid,Dan")] {
        let event = dir.path().join(format!("refusals-{lang}.json"));
        let event = event.to_str().unwrap();
        let first = players.split(',').next().unwrap();
        let setup: [&[&str]; 2] = [
            &[
                "tournament",
                "new",
                event,
                "--system",
                "round-robin",
                "--players",
                players,
                "--seed",
                "1",
            ],
            &["tournament", "pair", event],
        ];
        for args in setup {
            let mut args = args.to_vec();
            args.extend(["--lang", lang]);
            run(dir.path(), &args);
        }
        let refusals: [(&[&str], &str, &str); 3] = [
            (
                &["tournament", "add", event, first],
                "重名",
                "duplicate player name",
            ),
            (
                &["tournament", "result", event, "1", "9", "1-0"],
                "第1轮没有第9台（只有第1–2台）",
                "round 1 has no board 9 (boards 1–2)",
            ),
            (
                &["tournament", "add", event, "庚"],
                "只能在第1轮之前增加棋手（其轮次表此时已排定，20.2）",
                "takes players only before round 1 (its table is drawn then, 20.2)",
            ),
        ];
        for (args, zh, en) in refusals {
            let mut args = args.to_vec();
            args.extend(["--lang", lang]);
            let text = run(dir.path(), &args);
            if lang == "zh" {
                assert!(text.contains(zh), "chuhe {args:?}:\n{text}");
                let words = english_words(&text);
                assert!(words.is_empty(), "chuhe {args:?}: {words:?} in\n{text}");
            } else {
                assert!(text.contains(en), "chuhe {args:?}:\n{text}");
            }
        }
    }
}
