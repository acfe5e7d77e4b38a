//! A bad `--fen` is explained in the interface's language (the
//! Chinese output had the rules core's English inside it). Runs the real binary with
//! an empty config directory.

use std::process::Command;

fn run(args: &[&str]) -> String {
    let home = tempfile::tempdir().unwrap();
    let out = Command::new(env!("CARGO_BIN_EXE_chuhe"))
        .args(args)
        .env("CHUHE_CONFIG_DIR", home.path())
        .env("CHUHE_DATA_DIR", home.path())
        .env("LANG", "C")
        .env_remove("LC_ALL")
        .env_remove("LC_MESSAGES")
        .output()
        .unwrap();
    assert!(!out.status.success(), "{args:?} should fail");
    String::from_utf8_lossy(&out.stderr).into_owned()
}

#[test]
fn a_bad_fen_is_explained_in_chinese_under_zh() {
    // Nine ranks: the board part of a FEN must have ten (the rules core's check).
    let fen = "rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/RNBAKABNR w";
    let zh = run(&["analyse", "--fen", fen, "--depth", "1", "--lang", "zh"]);
    assert!(zh.contains("应为10行"), "{zh}");
    assert!(!zh.contains("expected 10"), "{zh}");
    let en = run(&["analyse", "--fen", fen, "--depth", "1", "--lang", "en"]);
    assert!(en.contains("expected 10"), "{en}");
}
