//! `chuhe review`: the JSON per move, the annotated PGN (marks as NAGs, scores in the
//! comments, the engine's lines as variations), and a planted blunder — Red's rook
//! walks to b1 where Black's cannon takes it over the screen of Red's own cannon (`tests/fixtures/planted_blunder.pgn`) —
//! marked `??`. That the engine's alternative really is better is measured by
//! Debian's Fairy-Stockfish, not by chuhe.

use std::path::Path;
use std::process::Command;
use std::sync::atomic::AtomicBool;

use chuhe::adjudication::RuleSet;
use chuhe::engine::score::Display;
use chuhe::engine_process::{EngineConfig, EngineProcess, Protocol, Request, Think, Timeouts};
use chuhe::rules::{Move, Position};

const SHARED: &str = "../shared/data/games/cchess_testdata/test.pgn";

fn planted() -> std::path::PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/fixtures/planted_blunder.pgn")
}

fn review(file: &Path, extra: &[&str]) -> (Vec<serde_json::Value>, String) {
    let out = Command::new(env!("CARGO_BIN_EXE_chuhe"))
        .arg("review")
        .arg(file)
        .args(extra)
        .output()
        .unwrap();
    assert!(
        out.status.success(),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
    let lines = String::from_utf8(out.stdout)
        .unwrap()
        .lines()
        .map(|l| serde_json::from_str(l).unwrap())
        .collect();
    (lines, String::from_utf8_lossy(&out.stderr).into_owned())
}

fn is_score(v: &serde_json::Value) -> bool {
    v.get("cp").is_some_and(|c| c.is_i64()) || v.get("mate").is_some_and(|m| m.is_i64())
}

#[test]
fn every_move_of_a_shared_game_is_reviewed_and_written_back() {
    let dir = tempfile::tempdir().unwrap();
    let out_pgn = dir.path().join("reviewed.pgn");
    let (lines, stderr) = review(
        Path::new(SHARED),
        &["--depth", "3", "--json", "-o", out_pgn.to_str().unwrap()],
    );
    let original = &chuhe::record::read_file(Path::new(SHARED)).unwrap()[0];
    let moves = original.main_line();
    assert_eq!(lines.len(), moves.len());
    for (i, v) in lines.iter().enumerate() {
        assert_eq!(v["ply"], i + 1);
        assert_eq!(v["move"], moves[i].to_string());
        assert!(
            Move::from_iccs(v["best"].as_str().unwrap()).is_some(),
            "{v}"
        );
        assert!(is_score(&v["score"]) && is_score(&v["best_score"]), "{v}");
        assert!(
            v["mark"].is_null() || ["?", "??", "!"].contains(&v["mark"].as_str().unwrap()),
            "{v}"
        );
        // A move the engine would not play got a variation.
        if v["best"] != v["move"] {
            assert_ne!(v["best"], serde_json::Value::Null);
        }
    }
    assert!(
        stderr.contains(&format!("{0}/{0}", moves.len())),
        "{stderr}"
    );
    let reviewed = &chuhe::record::read_file(&out_pgn).unwrap()[0];
    assert_eq!(reviewed.main_line(), moves, "the game itself changed");
    let nodes = reviewed.tree.main_line_nodes();
    for n in &nodes {
        assert!(
            reviewed.tree.comment(*n).is_some(),
            "a move without its score"
        );
    }
    let differing = lines.iter().filter(|v| v["best"] != v["move"]).count();
    assert_eq!(reviewed.tree.lines().len(), 1 + differing);
    let marked = lines.iter().filter(|v| !v["mark"].is_null()).count();
    let nags = nodes
        .iter()
        .filter(|n| reviewed.tree.nags(**n).next().is_some())
        .count();
    assert_eq!(nags, marked);
}

/// Fairy-Stockfish's score for Red after `moves` from the opening (depth 10).
fn fairy_for_red(engine: &mut EngineProcess, moves: &[Move]) -> i32 {
    let start = Position::startpos();
    let req = Request {
        rules: RuleSet::Cxa,
        start: &start,
        moves,
        think: Think::Depth(10),
    };
    let info = engine
        .think(&req, &AtomicBool::new(false), &mut |_| {})
        .unwrap()
        .info
        .unwrap();
    let cp = match info.score.unwrap() {
        Display::Centipawns(cp) => cp,
        Display::Mate(n) => 10_000 * n.signum(),
    };
    // The score is the side to move's: after Red's move, Black's.
    if moves.len() % 2 == 1 { -cp } else { cp }
}

#[test]
fn a_hung_rook_is_a_blunder() {
    let (lines, _) = review(&planted(), &["--depth", "5", "--json"]);
    assert_eq!(lines.len(), 7);
    let blunder = &lines[4];
    assert_eq!(blunder["move"], "a1b1");
    assert_eq!(blunder["mark"], "??", "{blunder}");
    // The quiet opening moves around it are no blunders.
    for i in [0, 1, 2, 3] {
        assert_ne!(lines[i]["mark"], "??", "{}", lines[i]);
    }
    // The outside judge: Fairy-Stockfish finds chuhe's alternative at least three
    // pawns better for Red than the rook walk.
    let best = Move::from_iccs(blunder["best"].as_str().unwrap()).unwrap();
    let before: Vec<Move> = ["b0c2", "b9c7", "a0a1", "h9g7"]
        .iter()
        .map(|s| Move::from_iccs(s).unwrap())
        .collect();
    let config = EngineConfig::new("/usr/games/fairy-stockfish", Protocol::UciFairy);
    let mut fairy = EngineProcess::start("fairy", &config, Timeouts::default()).unwrap();
    let mut with_best = before.clone();
    with_best.push(best);
    let mut with_blunder = before.clone();
    with_blunder.push(Move::from_iccs("a1b1").unwrap());
    let (b, w) = (
        fairy_for_red(&mut fairy, &with_best),
        fairy_for_red(&mut fairy, &with_blunder),
    );
    assert!(b - w >= 300, "fairy-stockfish: best {b}, blunder {w}");
}

#[test]
fn a_game_number_out_of_range_is_refused() {
    let out = Command::new(env!("CARGO_BIN_EXE_chuhe"))
        .args(["review", "--game", "3"])
        .arg(planted())
        .output()
        .unwrap();
    assert!(!out.status.success());
    assert!(String::from_utf8_lossy(&out.stderr).contains("--game 3"));
}

/// Runs `chuhe review` with an empty config directory and a neutral locale, so that
/// only the flags choose language and notation. Returns stdout and stderr.
fn review_text(file: &Path, extra: &[&str]) -> (String, String) {
    let config = tempfile::tempdir().unwrap();
    let out = Command::new(env!("CARGO_BIN_EXE_chuhe"))
        .arg("review")
        .arg(file)
        .args(extra)
        .env("CHUHE_CONFIG_DIR", config.path())
        .env("CHUHE_DATA_DIR", config.path())
        .env("LANG", "C")
        .env_remove("LC_ALL")
        .env_remove("LC_MESSAGES")
        .output()
        .unwrap();
    assert!(
        out.status.success(),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
    (
        String::from_utf8(out.stdout).unwrap(),
        String::from_utf8_lossy(&out.stderr).into_owned(),
    )
}

/// Runs of three ASCII letters or more: English words, which a Chinese output must
/// not hold (the check of tests/cli/cli_text.rs, without its exceptions: the review
/// prints no paths or flags).
fn english_words(text: &str) -> Vec<String> {
    text.split(|c: char| !c.is_ascii_alphabetic())
        .filter(|w| w.len() >= 3)
        .map(str::to_string)
        .collect()
}

fn is_cjk(c: char) -> bool {
    matches!(c, '\u{3400}'..='\u{4dbf}' | '\u{4e00}'..='\u{9fff}' | '\u{3000}'..='\u{303f}' | '\u{ff00}'..='\u{ffef}')
}

#[test]
fn without_output_or_json_the_review_is_printed_in_chinese() {
    let (stdout, stderr) = review_text(&planted(), &["--depth", "5", "--lang", "zh"]);
    assert!(
        !stdout.trim().is_empty(),
        "nothing printed; stderr: {stderr}"
    );
    // The rook walk of move 3 (A1-B1, 车九平八) is a blunder, Red's.
    let blunder = stdout
        .lines()
        .find(|l| l.contains("车九平八"))
        .unwrap_or_else(|| panic!("the blunder is not listed:\n{stdout}"));
    assert!(blunder.contains("??"), "{blunder}");
    assert!(blunder.contains("第3回合"), "{blunder}");
    assert!(blunder.contains('红'), "{blunder}");
    // The summary counts it for Red.
    assert!(stdout.contains("红方"), "{stdout}");
    assert!(stdout.contains("黑方"), "{stdout}");
    let both = stdout.clone() + &stderr;
    assert_eq!(english_words(&both), Vec::<String>::new(), "{both}");
    // The progress bar still reaches the end, in Chinese.
    assert!(
        stderr.contains("7/7") && stderr.contains("复盘"),
        "{stderr}"
    );
}

#[test]
fn under_english_the_review_is_english_in_wxf_unless_told_otherwise() {
    let (stdout, stderr) = review_text(&planted(), &["--depth", "5", "--lang", "en"]);
    assert!(!stdout.chars().any(is_cjk), "{stdout}");
    assert!(!stderr.chars().any(is_cjk), "{stderr}");
    // WXF writes the rook walk A1-B1 (Red's file 9 to file 8) as R9.8 (chuhe's WXF traverses with a dot).
    let blunder = stdout
        .lines()
        .find(|l| l.contains("R9.8"))
        .unwrap_or_else(|| panic!("the blunder is not listed:\n{stdout}"));
    assert!(
        blunder.contains("??") && blunder.contains("Red"),
        "{blunder}"
    );
    assert!(stdout.contains("Black"), "{stdout}");
    assert!(
        stderr.contains("review") && stderr.contains("7/7"),
        "{stderr}"
    );
    // --notation chooses the moves' writing.
    let (iccs, _) = review_text(
        &planted(),
        &["--depth", "5", "--lang", "en", "--notation", "iccs"],
    );
    assert!(
        iccs.lines().any(|l| l.contains("a1b1") && l.contains("??")),
        "{iccs}"
    );
}

#[test]
fn with_output_or_json_stdout_is_as_before() {
    let dir = tempfile::tempdir().unwrap();
    let out_pgn = dir.path().join("reviewed.pgn");
    let (stdout, _) = review_text(
        &planted(),
        &[
            "--depth",
            "3",
            "--lang",
            "zh",
            "-o",
            out_pgn.to_str().unwrap(),
        ],
    );
    assert_eq!(stdout, "");
    assert_eq!(chuhe::record::read_file(&out_pgn).unwrap().len(), 1);
    let (json, _) = review_text(&planted(), &["--depth", "3", "--lang", "zh", "--json"]);
    let lines: Vec<serde_json::Value> = json
        .lines()
        .map(|l| serde_json::from_str(l).unwrap())
        .collect();
    assert_eq!(lines.len(), 7);
}
