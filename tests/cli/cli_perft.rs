//! `chuhe perft` as scripts use it: the leaf count alone on the last line.

use std::process::Command;

fn chuhe(args: &[&str]) -> (bool, String, String) {
    let out = Command::new(env!("CARGO_BIN_EXE_chuhe"))
        .args(args)
        .output()
        .expect("run chuhe");
    (
        out.status.success(),
        String::from_utf8_lossy(&out.stdout).into_owned(),
        String::from_utf8_lossy(&out.stderr).into_owned(),
    )
}

#[test]
fn perft_prints_the_count_alone_on_the_last_line() {
    let (ok, out, _) = chuhe(&["perft", "3"]);
    assert!(ok);
    assert_eq!(out.lines().last(), Some("79666"));
}

#[test]
fn divide_lists_each_move_then_the_total() {
    let (ok, out, _) = chuhe(&["perft", "2", "--divide"]);
    assert!(ok);
    let lines: Vec<&str> = out.lines().collect();
    assert_eq!(lines.len(), 45, "44 moves and the total");
    assert!(lines.iter().any(|l| l.starts_with("h2e2: ")), "{out}");
    let sum: u64 = lines[..44]
        .iter()
        .map(|l| l.rsplit(": ").next().unwrap().parse::<u64>().unwrap())
        .sum();
    assert_eq!(sum, 1920);
    assert_eq!(lines[44], "1920");
}

#[test]
fn perft_from_a_fen_and_as_json() {
    let fen = "r1ba1a3/4kn3/2n1b4/pNp1p1p1p/4c4/6P2/P1P2R2P/1CcC5/9/2BAKAB2 w - - 0 1";
    let (ok, out, _) = chuhe(&["perft", "2", "--fen", fen]);
    assert!(ok);
    assert_eq!(out.trim(), "1128", "perft.tsv: depth 2 of this FEN");
    let (ok, out, _) = chuhe(&["perft", "1", "--json"]);
    assert!(ok);
    let v: serde_json::Value = serde_json::from_str(out.trim()).unwrap();
    assert_eq!(v["nodes"], 44);
}

#[test]
fn a_bad_fen_is_an_error_on_stderr() {
    let (ok, out, err) = chuhe(&["perft", "1", "--fen", "4k4/9/9/9/9/9/9/9/9/4K4 w"]);
    assert!(!ok);
    assert!(out.is_empty());
    assert!(err.contains("generals face each other"), "{err}");
}
