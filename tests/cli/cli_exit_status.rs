//! One exit-status convention for every subcommand (src/cli/status.rs, README "Exit
//! status"): 0 done and nothing wrong, 1 done and the data found wanting, 2 refused
//! (bad usage, a missing file, a FEN or move that cannot be read or played).

use std::process::{Command, Output};

use crate::common;

fn chuhe(args: &[&str]) -> Output {
    Command::new(env!("CARGO_BIN_EXE_chuhe"))
        .args(args)
        .env("LANG", "C")
        .env_remove("LC_ALL")
        .env_remove("LC_MESSAGES")
        .output()
        .expect("the chuhe binary runs")
}

fn games(rel: &str) -> String {
    let path = common::shared_data().join("games").join(rel);
    assert!(
        path.exists(),
        "shared test data {} is missing",
        path.display()
    );
    path.to_string_lossy().into_owned()
}

fn code(args: &[&str]) -> Option<i32> {
    chuhe(args).status.code()
}

#[test]
fn a_bad_move_is_refused_alike_by_every_subcommand() {
    // 马二进五 cannot be played after 炮二平五 马８进７ (the horse cannot reach file 五).
    let moves = ["炮二平五", "马８进７", "马二进五"];
    let convert = [&["convert", "--to", "iccs"][..], &moves].concat();
    let judge = [&["judge"][..], &moves].concat();
    assert_eq!(code(&convert), Some(2));
    assert_eq!(code(&judge), Some(2));
    // And the same moves without the bad one are fine.
    assert_eq!(code(&convert[..convert.len() - 1]), Some(0));
    assert_eq!(code(&judge[..judge.len() - 1]), Some(0));
}

#[test]
fn a_bad_fen_is_refused_by_every_subcommand_that_takes_one() {
    let bad = "4k4/9/9 w";
    for args in [
        &["perft", "1", "--fen", bad][..],
        &["legal", "--fen", bad],
        &["convert", "--to", "iccs", "--fen", bad, "h2e2"],
        &["judge", "--fen", bad],
    ] {
        let o = chuhe(args);
        assert_eq!(o.status.code(), Some(2), "{args:?}");
        assert!(
            String::from_utf8_lossy(&o.stderr).contains("--fen"),
            "{args:?}"
        );
    }
}

#[test]
fn check_and_export_tell_faulty_data_from_missing_files() {
    let good = games("cchess_testdata/test.pgn");
    let broken = games("cchess_testdata/BadMoveTest3.xqf");
    assert_eq!(code(&["check", &good]), Some(0));
    assert_eq!(code(&["check", &good, &broken]), Some(1));
    assert_eq!(code(&["export", &good, "--to", "pgn"]), Some(0));
    assert_eq!(code(&["export", &broken, "--to", "pgn"]), Some(1));
    let missing = "/nonexistent/game.pgn";
    assert_eq!(code(&["check", missing]), Some(2));
    assert_eq!(code(&["check", &good, &broken, missing]), Some(2));
    assert_eq!(code(&["export", missing, "--to", "pgn"]), Some(2));
}

#[test]
fn check_says_a_missing_file_does_not_exist_and_counts_no_game_for_it() {
    let o = chuhe(&["check", "/nonexistent"]);
    let err = String::from_utf8_lossy(&o.stderr);
    assert!(
        err.contains("/nonexistent: the file does not exist"),
        "{err}"
    );
    let out = String::from_utf8_lossy(&o.stdout);
    assert_eq!(
        out.trim(),
        "0 games: 0 ok, 0 failed; 0 moves; 1 file not read"
    );
    let o = chuhe(&["check", "--json", "/nonexistent"]);
    let summary: serde_json::Value =
        serde_json::from_str(String::from_utf8_lossy(&o.stdout).trim()).unwrap();
    assert_eq!(summary["games"], 0);
    assert_eq!(summary["unreadable"], 1);
}

#[test]
fn usage_errors_are_2_and_help_is_0() {
    assert_eq!(code(&["frobnicate"]), Some(2));
    assert_eq!(code(&["perft"]), Some(2));
    assert_eq!(code(&["perft", "x"]), Some(2));
    assert_eq!(code(&["judge", "--rules", "fide"]), Some(2));
    assert_eq!(code(&["--help"]), Some(0));
    assert_eq!(code(&["check", "--help"]), Some(0));
    assert_eq!(code(&["--version"]), Some(0));
}
