//! `chuhe legal` and `chuhe convert` as PRODUCT.md's command-line contract says: data on
//! stdout (`--json` too), errors on stderr with a non-zero exit naming the failing move
//! and why.

use std::process::{Command, Output};

fn chuhe(args: &[&str]) -> Output {
    Command::new(env!("CARGO_BIN_EXE_chuhe"))
        .args(args)
        .env("LANG", "en_US.UTF-8")
        .env_remove("LC_ALL")
        .env_remove("LC_MESSAGES")
        .output()
        .expect("run chuhe")
}

fn stdout(o: &Output) -> String {
    String::from_utf8(o.stdout.clone()).unwrap()
}

fn stderr(o: &Output) -> String {
    String::from_utf8(o.stderr.clone()).unwrap()
}

#[test]
fn legal_lists_every_move_in_each_notation() {
    let zh = chuhe(&["legal"]);
    assert!(zh.status.success(), "{}", stderr(&zh));
    let lines: Vec<String> = stdout(&zh).lines().map(String::from).collect();
    assert_eq!(lines.len(), 44);
    assert!(lines.contains(&"炮二平五".to_string()));
    assert!(lines.contains(&"马二进三".to_string()));
    let wxf = stdout(&chuhe(&["legal", "--notation", "wxf"]));
    assert!(wxf.lines().any(|l| l == "C2.5"));
    let iccs = stdout(&chuhe(&["legal", "--notation", "iccs", "--iccs-dash"]));
    assert!(iccs.lines().any(|l| l == "H2-E2"));
    let black = "rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C2C4/9/RNBAKABNR b";
    let half = stdout(&chuhe(&[
        "legal",
        "--fen",
        black,
        "--half-width",
        "--traditional",
    ]));
    assert!(half.lines().any(|l| l == "馬8進7"), "{half}");
}

#[test]
fn legal_json() {
    let o = chuhe(&["legal", "--json"]);
    assert!(o.status.success());
    let v: serde_json::Value = serde_json::from_str(stdout(&o).trim()).unwrap();
    let moves = v["moves"].as_array().unwrap();
    assert_eq!(moves.len(), 44);
    let cannon = moves.iter().find(|m| m["iccs"] == "h2e2").unwrap();
    assert_eq!(cannon["move"], "炮二平五");
    assert_eq!(cannon["wxf"], "C2.5");
}

#[test]
fn convert_reads_any_notation_and_prints_the_target() {
    let o = chuhe(&[
        "convert",
        "--to",
        "chinese",
        "h2e2",
        "H8+7",
        "马二进三",
        "c9e7",
    ]);
    assert!(o.status.success(), "{}", stderr(&o));
    assert_eq!(stdout(&o), "炮二平五\n马８进７\n马二进三\n象３进５\n");
    let o = chuhe(&["convert", "--to", "wxf", "炮二平五", "马８进７"]);
    assert_eq!(stdout(&o), "C2.5\nH8+7\n");
    let o = chuhe(&[
        "convert",
        "--to",
        "chinese",
        "--abbreviated",
        "--half-width",
        "炮二平五",
        "马８进７",
    ]);
    assert_eq!(stdout(&o), "炮2 5\n马8 7\u{332}\n");
    let o = chuhe(&["convert", "--to", "iccs", "--json", "炮二平五"]);
    let v: serde_json::Value = serde_json::from_str(stdout(&o).trim()).unwrap();
    assert_eq!(v["moves"][0]["move"], "h2e2");
    assert!(v["error"].is_null());
}

/// 1.1: Red writes 相 and 一..九, Black 象 and 1..9. A record that gives Black's second
/// move in Red's notation is refused, naming Black's way to write it, in both languages.
#[test]
fn convert_refuses_the_other_sides_notation() {
    let o = chuhe(&["convert", "--to", "iccs", "炮二平五", "相三进五"]);
    assert_eq!(o.status.code(), Some(2), "{}", stdout(&o));
    assert_eq!(stdout(&o), "h2e2\n", "only Red's move is converted");
    let err = stderr(&o);
    assert!(err.contains("move 2"), "{err}");
    assert!(err.contains("red's notation"), "{err}");
    assert!(err.contains("\"象３进５\""), "{err}");
    let o = Command::new(env!("CARGO_BIN_EXE_chuhe"))
        .args(["convert", "--to", "iccs", "--lang", "zh", "象3进5"])
        .output()
        .unwrap();
    assert_eq!(o.status.code(), Some(2));
    let err = stderr(&o);
    assert!(
        err.contains("黑方的记法") && err.contains("“相三进五”"),
        "{err}"
    );
}

#[test]
fn convert_names_the_failing_move_and_why() {
    let o = chuhe(&[
        "convert",
        "--to",
        "iccs",
        "炮二平五",
        "马８进７",
        "马二进五",
    ]);
    assert_eq!(o.status.code(), Some(2));
    assert_eq!(
        stdout(&o),
        "h2e2\nh9g7\n",
        "the moves before the error are printed"
    );
    let err = stderr(&o);
    assert!(err.contains("move 3"), "{err}");
    assert!(err.contains("马二进五"), "{err}");
    assert!(err.contains("cannot reach file 五"), "{err}");
    // An illegal move says which rule it breaks, in the user's language.
    let o = Command::new(env!("CARGO_BIN_EXE_chuhe"))
        .args(["convert", "--to", "iccs", "兵七平六"])
        .env("LANG", "zh_CN.UTF-8")
        .env_remove("LC_ALL")
        .env_remove("LC_MESSAGES")
        .output()
        .unwrap();
    assert_eq!(o.status.code(), Some(2));
    let err = stderr(&o);
    assert!(
        err.contains("第1步") && err.contains("过河以前不能平走"),
        "{err}"
    );
    // A bad FEN is an error too.
    let o = chuhe(&["convert", "--to", "iccs", "--fen", "nonsense", "h2e2"]);
    assert!(!o.status.success());
    assert!(stderr(&o).contains("--fen"));
}
