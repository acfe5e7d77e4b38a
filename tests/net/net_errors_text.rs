//! The network commands' errors, from the real binary:
//! under `--lang zh` Chinese with no English word (but for the flags and values the
//! user types, and the join code), under `--lang en` the English they printed before.
//! Only errors that need no running host are provoked here: the command stops before
//! it listens or connects.

use std::path::Path;
use std::process::Command;

const BIN: &str = env!("CARGO_BIN_EXE_chuhe");

/// A join code of the right form (12 letters and digits, no `u`).
const CODE: &str = "k7q2-m9xd-4htw";

/// ASCII words of three letters or more that a Chinese error may hold, and why.
const ALLOWED: &[&str] = &[
    // The program's name.
    "chuhe", // Values the user types, which an error lists as they must be typed.
    "natural", "pending", "pause", "resume",
];

/// The ASCII words (three letters or more) of `text` that are not allowed in Chinese:
/// flags (`--seat`) and paths are what the user typed, so they are skipped.
fn english_words(text: &str) -> Vec<String> {
    let mut found = Vec::new();
    for token in text.split(|c: char| c.is_whitespace() || "（）()：:，,；;、“”".contains(c))
    {
        if token.contains(['/', '.']) || token.starts_with('-') || token == CODE {
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

/// chuhe's stderr for `args` in an empty config and data directory, and whether it
/// failed.
fn run(dir: &Path, args: &[&str]) -> (String, bool) {
    let out = Command::new(BIN)
        .args(args)
        .env("CHUHE_CONFIG_DIR", dir)
        .env("CHUHE_DATA_DIR", dir)
        .env("LANG", "C")
        .env_remove("LC_ALL")
        .env_remove("LC_MESSAGES")
        .output()
        .expect("run chuhe");
    (
        String::from_utf8_lossy(&out.stderr).into_owned(),
        out.status.success(),
    )
}

/// The error of `args` in Chinese and in English.
fn both(dir: &Path, args: &[&str]) -> (String, String) {
    let with = |lang: &str| {
        // `--lang` is the subcommand's own option: it goes after its name.
        let mut all = args.to_vec();
        all.splice(1..1, ["--lang", lang]);
        let (err, ok) = run(dir, &all);
        assert!(!ok, "chuhe {all:?} succeeded: {err}");
        err
    };
    (with("zh"), with("en"))
}

fn assert_chinese(zh: &str) {
    assert!(zh.starts_with("chuhe: "), "{zh}");
    assert!(
        zh.chars().any(|c| ('\u{4e00}'..='\u{9fff}').contains(&c)),
        "no Chinese: {zh}"
    );
    let words = english_words(zh);
    assert!(words.is_empty(), "English {words:?} in “{zh}”");
}

#[test]
fn a_headless_host_with_a_seat() {
    let dir = tempfile::tempdir().unwrap();
    let (zh, en) = both(dir.path(), &["host", "--headless", "--seat", "red"]);
    assert_chinese(&zh);
    assert!(zh.contains("--seat"), "{zh}");
    assert_eq!(en.trim(), "chuhe: --seat: a headless host keeps no seat");
}

#[test]
fn a_host_with_load() {
    let dir = tempfile::tempdir().unwrap();
    let (zh, en) = both(dir.path(), &["host", "--headless", "--load", "x.pgn"]);
    assert_chinese(&zh);
    assert!(en.contains("host: --load is not supported"), "{en}");
}

#[test]
fn a_bad_resume() {
    let dir = tempfile::tempdir().unwrap();
    // A name of five symbols: a game name has four.
    let (zh, en) = both(dir.path(), &["host", "--headless", "--resume", "k7q2m"]);
    assert_chinese(&zh);
    assert!(zh.contains("4") && zh.contains("5"), "{zh}");
    assert_eq!(
        en.trim(),
        "chuhe: --resume k7q2m: a game name has 4 letters and digits; this one has 5"
    );
    // A game name with no save behind it: the system's "not found", in Chinese.
    let (zh, en) = both(dir.path(), &["host", "--headless", "--resume", "k7q2"]);
    assert_chinese(&zh);
    assert!(
        en.contains("--resume: ") && en.contains("k7q2.json"),
        "{en}"
    );
}

#[test]
fn serve_without_ssh() {
    let dir = tempfile::tempdir().unwrap();
    let (zh, en) = both(dir.path(), &["serve"]);
    assert_chinese(&zh);
    assert!(zh.contains("--ssh"), "{zh}");
    assert_eq!(
        en.trim(),
        "chuhe: serve: say how to serve: --ssh [ADDR:PORT] (the only way for now)"
    );
}

#[test]
fn the_arbiters_token_missing_or_malformed() {
    let dir = tempfile::tempdir().unwrap();
    let missing = dir.path().join("none.token");
    let missing = missing.to_str().unwrap();
    let (zh, en) = both(
        dir.path(),
        &["arbiter", CODE, "--token-file", missing, "pause"],
    );
    assert_chinese(&zh);
    assert!(zh.contains(missing), "{zh}");
    assert!(
        en.starts_with(&format!("chuhe: --token-file {missing}: ")),
        "{en}"
    );
    // No token given, none kept for this game.
    let (zh, en) = both(dir.path(), &["arbiter", CODE, "pause"]);
    assert_chinese(&zh);
    assert!(
        en.contains("no --token given, and no arbiter token in"),
        "{en}"
    );
    let (zh, en) = both(dir.path(), &["arbiter", CODE, "--token", "abc", "pause"]);
    assert_chinese(&zh);
    assert_eq!(
        en.trim(),
        "chuhe: the arbiter's token: a seat token is 32 hex digits"
    );
}

/// `--book` of `chuhe host` and `chuhe serve --ssh`: a book that cannot be read stops
/// the command at start, before it serves anything, with exit status 2 and the file
/// named — missing (as the board says it: "PATH：文件不存在"), or damaged (the byte
/// where the reader found the fault).
#[test]
fn a_book_that_cannot_be_read_stops_the_host_and_the_server() {
    let dir = tempfile::tempdir().unwrap();
    let missing = dir.path().join("none.book");
    let missing = missing.to_str().unwrap();
    let damaged = dir.path().join("damaged.book");
    std::fs::write(&damaged, b"CHUHEBK but not a book").unwrap();
    let damaged = damaged.to_str().unwrap();
    let host = |book: &str| -> Vec<String> {
        ["host", "--headless", "--black", "engine:3", "--book", book]
            .map(String::from)
            .to_vec()
    };
    let serve = |book: &str| -> Vec<String> {
        ["serve", "--ssh", "127.0.0.1:0", "--book", book]
            .map(String::from)
            .to_vec()
    };
    for args in [host(missing), serve(missing)] {
        let args: Vec<&str> = args.iter().map(String::as_str).collect();
        let (zh, en) = both(dir.path(), &args);
        assert_eq!(
            zh.trim(),
            format!("chuhe: {missing}：文件不存在"),
            "{args:?}"
        );
        assert!(en.starts_with(&format!("chuhe: {missing}: ")), "{en}");
        assert_eq!(exit_status(dir.path(), &args), Some(2), "{args:?}");
    }
    for args in [host(damaged), serve(damaged)] {
        let args: Vec<&str> = args.iter().map(String::as_str).collect();
        let (zh, en) = both(dir.path(), &args);
        assert_chinese(&zh);
        assert!(zh.starts_with(&format!("chuhe: {damaged}：第")), "{zh}");
        assert!(en.starts_with(&format!("chuhe: {damaged}: byte ")), "{en}");
        assert_eq!(exit_status(dir.path(), &args), Some(2), "{args:?}");
    }
}

/// chuhe's exit status for `args` in an empty config and data directory.
fn exit_status(dir: &Path, args: &[&str]) -> Option<i32> {
    Command::new(BIN)
        .args(args)
        .env("CHUHE_CONFIG_DIR", dir)
        .env("CHUHE_DATA_DIR", dir)
        .env("CHUHE_NET_DIR", dir.join("sock"))
        .env("LANG", "C")
        .stdin(std::process::Stdio::null())
        .output()
        .expect("run chuhe")
        .status
        .code()
}
