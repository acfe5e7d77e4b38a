//! `chuhe check` and `chuhe export` as PRODUCT.md specifies them.

use std::path::PathBuf;
use std::process::{Command, Output};

use chuhe::record::read_file;

use crate::common;

fn chuhe(args: &[&str]) -> Output {
    Command::new(env!("CARGO_BIN_EXE_chuhe"))
        .args(args)
        .output()
        .expect("the chuhe binary runs")
}

fn games(rel: &str) -> String {
    let path = common::shared_data().join("games").join(rel);
    assert!(
        path.exists(),
        "shared test data {} is missing; the tests read it in place from ../shared/data",
        path.display()
    );
    path.to_string_lossy().into_owned()
}

fn lines(out: &Output) -> Vec<serde_json::Value> {
    String::from_utf8(out.stdout.clone())
        .unwrap()
        .lines()
        .map(|l| serde_json::from_str(l).unwrap_or_else(|e| panic!("{l}: {e}")))
        .collect()
}

#[test]
fn check_json_reports_each_game_then_the_totals() {
    let good = games("cchess_testdata/test.pgn");
    let bad = games("cchess_testdata/BadMoveTest3.xqf");
    let out = chuhe(&["check", "--json", &good, &bad]);
    assert_eq!(
        out.status.code(),
        Some(1),
        "a failed game makes the exit status 1"
    );
    let v = lines(&out);
    assert_eq!(v.len(), 3);
    assert_eq!(
        v[0],
        serde_json::json!({"file": good, "game": 1, "moves": 25, "result": "*", "error": null})
    );
    assert_eq!(v[1]["game"], 1);
    assert_eq!(v[1]["moves"], 9);
    let error = v[1]["error"].as_str().unwrap();
    assert!(
        error.contains("move 5 (Black)")
            && error.contains("\"e1f0\"")
            && error.contains("byte 1106"),
        "{error}"
    );
    assert_eq!(
        v[2],
        serde_json::json!({"games": 2, "ok": 1, "failed": 1, "moves": 34, "unreadable": 0})
    );
}

#[test]
fn check_succeeds_on_good_files_and_reports_unreadable_ones() {
    let out = chuhe(&["check", &games("eleeye_xqftools/SAMPLE.PGN")]);
    assert_eq!(out.status.code(), Some(0));
    let text = String::from_utf8_lossy(&out.stdout);
    assert!(text.contains("game 1: 75 moves, result 1-0"), "{text}");

    let dir = tempfile::tempdir().unwrap();
    let junk = dir.path().join("junk.xqf");
    std::fs::write(&junk, b"\x00\x01binary garbage").unwrap();
    let out = chuhe(&["check", "--json", junk.to_str().unwrap()]);
    assert_eq!(out.status.code(), Some(1));
    let v = lines(&out);
    assert_eq!(v[0]["game"], serde_json::Value::Null);
    assert!(
        v[0]["error"]
            .as_str()
            .unwrap()
            .contains("not in XQF format"),
        "{}",
        v[0]
    );
    assert_eq!(v[1]["failed"], 1);
}

#[test]
fn check_counts_the_moves_of_failed_games_before_their_error() {
    let dir = tempfile::tempdir().unwrap();
    let pgn = dir.path().join("two.pgn");
    std::fs::write(
        &pgn,
        "[Event \"a\"]\n1. 炮二平五 马８进７ 2. 炮五进九 1-0\n[Event \"b\"]\n1. 炮二平五 *\n",
    )
    .unwrap();
    let out = chuhe(&["check", "--json", pgn.to_str().unwrap()]);
    let v = lines(&out);
    assert_eq!(v[0]["moves"], 2);
    let e = v[0]["error"].as_str().unwrap();
    assert!(
        e.contains("move 2 (Red) \"炮五进九\" at line 2, column 17"),
        "{e}"
    );
    assert_eq!(v[1]["error"], serde_json::Value::Null);
    assert_eq!(
        v[2],
        serde_json::json!({"games": 2, "ok": 1, "failed": 1, "moves": 3, "unreadable": 0})
    );
}

#[test]
fn export_to_pgn_in_each_notation_and_back() {
    let src = games("cchess_testdata/test_5_variations.xqf");
    let original = read_file(&PathBuf::from(&src)).unwrap();
    let dir = tempfile::tempdir().unwrap();
    for (notation, marker) in [("chinese", "炮二平五"), ("wxf", "C2.5"), ("iccs", "H2-E2")] {
        let out_path = dir.path().join(format!("{notation}.pgn"));
        let out = chuhe(&[
            "export",
            &src,
            "--to",
            "pgn",
            "--notation",
            notation,
            "-o",
            out_path.to_str().unwrap(),
        ]);
        assert_eq!(
            out.status.code(),
            Some(0),
            "{}",
            String::from_utf8_lossy(&out.stderr)
        );
        let text = std::fs::read_to_string(&out_path).unwrap();
        assert!(text.contains(marker), "{text}");
        let back = read_file(&out_path).unwrap();
        assert_eq!(back[0].tree, original[0].tree, "{notation}");
    }
}

#[test]
fn export_gbk_json_and_one_game_of_a_library() {
    let lib = games("cchess_testdata/1956年全国象棋锦标赛93局.CBL");
    let out = chuhe(&[
        "export",
        &lib,
        "--to",
        "pgn",
        "--encoding",
        "gbk",
        "--game",
        "3",
    ]);
    assert_eq!(out.status.code(), Some(0));
    assert!(
        std::str::from_utf8(&out.stdout).is_err(),
        "GBK bytes on stdout"
    );
    let back = chuhe::record::read_bytes(&out.stdout, None).unwrap();
    let all = read_file(&PathBuf::from(&lib)).unwrap();
    assert_eq!(back[0].tree, all[2].tree);

    let out = chuhe(&["export", &lib, "--to", "json"]);
    assert_eq!(out.status.code(), Some(2));
    assert!(String::from_utf8_lossy(&out.stderr).contains("93 games"));
    let out = chuhe(&["export", &lib, "--to", "json", "--game", "93"]);
    let save = chuhe::record::load_json(std::str::from_utf8(&out.stdout).unwrap()).unwrap();
    assert_eq!(save.tree, all[92].tree);
}

#[test]
fn export_of_a_broken_game_keeps_the_moves_and_says_so() {
    let out = chuhe(&[
        "export",
        &games("cchess_testdata/BadMoveTest3.xqf"),
        "--to",
        "pgn",
    ]);
    assert_eq!(out.status.code(), Some(1));
    let err = String::from_utf8_lossy(&out.stderr);
    assert!(err.contains("exported the 9 moves before it"), "{err}");
    let back = chuhe::record::read_bytes(&out.stdout, None).unwrap();
    assert_eq!(back[0].tree.len(), 9);
}

#[test]
fn check_reads_the_record_files_below_a_directory() {
    let saves = PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("saves");
    let out = chuhe(&["check", "--json", saves.to_str().unwrap()]);
    assert_eq!(out.status.code(), Some(0));
    let v = lines(&out);
    let summary = v.last().unwrap();
    assert_eq!(summary["failed"], 0);
    assert!(summary["games"].as_u64().unwrap() >= 5);
    // The shared corpus: its two broken files fail, its notes and tables are skipped.
    let out = chuhe(&["check", "--json", &games("")]);
    assert_eq!(out.status.code(), Some(1));
    let v = lines(&out);
    assert_eq!(v.last().unwrap()["failed"], 2);
}
