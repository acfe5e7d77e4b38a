//! The command line parses every flag into its type before anything runs: a value of
//! the wrong form is refused naming the flag and what it accepts, with exit status 2,
//! and no terminal is touched. `--help` says what the values mean.

use std::process::{Command, Output};

fn chuhe(args: &[&str]) -> Output {
    let dir = tempfile::tempdir().unwrap();
    Command::new(env!("CARGO_BIN_EXE_chuhe"))
        .args(args)
        .env("CHUHE_CONFIG_DIR", dir.path().join("config"))
        .env("CHUHE_DATA_DIR", dir.path().join("data"))
        .env("CHUHE_NET_DIR", dir.path().join("sock"))
        .output()
        .expect("the chuhe binary runs")
}

fn stderr(o: &Output) -> String {
    String::from_utf8_lossy(&o.stderr).into_owned()
}

fn stdout(o: &Output) -> String {
    String::from_utf8_lossy(&o.stdout).into_owned()
}

#[test]
fn a_bad_value_is_refused_naming_the_flag_and_what_it_accepts() {
    let cases: &[(&[&str], &str)] = &[
        (
            &["--mode", "blitz"],
            "chuhe: --mode: unknown mode 'blitz' (casual, practice or tournament)",
        ),
        (
            &["play", "--rules", "fide"],
            "chuhe: --rules: unknown rule set 'fide' (cxa, axf or folk)",
        ),
        (
            &["--time", "fortnight"],
            "chuhe: --time: time control \"fortnight\"",
        ),
        (&["--fen", "9/9 w"], "chuhe: --fen: "),
        (
            &["legal", "--fen", "4k4/9/9/9/9/9/9/9/9/3K5 w garbage"],
            "chuhe: --fen: FEN field 3 (\"garbage\") must be '-'",
        ),
        (
            &["--board", "huge"],
            "chuhe: --board: unknown board 'huge' (auto, large, full or compact)",
        ),
        (
            &["--lang", "fr"],
            "chuhe: --lang: unknown language 'fr' (zh or en)",
        ),
        (&["--load", "x.pgn", "--game", "0"], "chuhe: --game: "),
        (
            &["host", "--seat", "green"],
            "chuhe: --seat: unknown side 'green' (red or black)",
        ),
        (
            &["join", "k7q2-m9xd-4htw", "--as", "green"],
            "chuhe: --as: unknown side 'green' (red or black)",
        ),
        (&["join", "not-a-code"], "chuhe: <CODE>: "),
        (
            &["match", "--time-odds", "0"],
            "chuhe: --time-odds: time odds '0' is not a factor from 0.25 to 8",
        ),
        (
            &["match", "--time-odds", "twice"],
            "chuhe: --time-odds: time odds 'twice' is not a factor from 0.25 to 8",
        ),
    ];
    for (args, expected) in cases {
        let o = chuhe(args);
        assert_eq!(o.status.code(), Some(2), "{args:?}: {}", stderr(&o));
        assert!(
            stderr(&o).starts_with(expected),
            "{args:?}: expected {expected:?}, got {:?}",
            stderr(&o)
        );
        assert!(stdout(&o).is_empty(), "{args:?}: nothing on stdout");
    }
}

#[test]
fn game_needs_load() {
    let o = chuhe(&["--game", "2"]);
    assert_eq!(o.status.code(), Some(2));
    assert!(stderr(&o).contains("--load"), "{}", stderr(&o));
}

/// Every preset of article 6 is listed with its meaning (the texts are those of
/// `PRESETS`, so this checks the help against the rule book's numbers: 6.1 is 40
/// moves in 90 minutes, then 10 in every 15).
#[test]
fn help_lists_the_time_presets_with_what_they_mean() {
    for args in [&["--help"][..], &["play", "--help"], &["host", "--help"]] {
        let o = chuhe(args);
        assert!(o.status.success(), "{args:?}");
        let help = stdout(&o);
        for preset in chuhe::match_control::PRESETS {
            let line = help
                .lines()
                .find(|l| l.trim_start().starts_with(&format!("{} ", preset.name)))
                .unwrap_or_else(|| panic!("{args:?}: no line for preset {}", preset.name));
            assert!(line.contains(preset.spec), "{line}");
        }
        assert!(
            help.contains("40 moves in 90 min, then 10 moves in every 15 min"),
            "{help}"
        );
    }
    let short = stdout(&chuhe(&["-h"]));
    assert!(short.contains("6.1, 6.2, 6.3, 6.4, 6.5"), "{short}");
}

/// The flags that choose the engine's level give the levels' Elo estimates, read from
/// the engine's table: `-h` the range, `--help` each level's.
#[test]
fn help_gives_the_levels_elo_estimates() {
    use chuhe::engine::level::ELO_ESTIMATES;
    let known: Vec<(usize, u32)> = (1..)
        .zip(ELO_ESTIMATES)
        .filter_map(|(n, elo)| Some((n, elo?)))
        .collect();
    let (first, last) = (known[0], known[known.len() - 1]);
    let range = format!(
        "levels {}–{} run from about {} to {} on Fairy-Stockfish's UCI_Elo scale",
        first.0, last.0, first.1, last.1
    );
    for args in [&["analyse", "-h"][..], &["match", "-h"]] {
        let help = stdout(&chuhe(args));
        assert!(help.contains(&range), "{args:?}: {help}");
    }
    for args in [
        &["analyse", "--help"][..],
        &["match", "--help"],
        &["play", "--help"],
    ] {
        let help = stdout(&chuhe(args));
        assert!(help.contains(&range), "{args:?}: {help}");
        for (n, elo) in &known {
            let line = format!("level {n:>2}  about {elo}");
            assert!(
                help.lines().any(|l| l.trim() == line),
                "{args:?}: {line}\n{help}"
            );
        }
    }
}

/// The start's errors follow `--lang`: without a terminal,
/// and with a record that does not exist, `--lang zh` says so in Chinese.
#[test]
fn start_errors_are_told_in_the_chosen_language() {
    // `output()` gives the child pipes, not a terminal.
    let o = chuhe(&["play", "--lang", "zh"]);
    assert!(!o.status.success());
    let e = stderr(&o);
    assert!(
        e.contains("界面需要终端：标准输入和标准输出不都是终端"),
        "{e}"
    );
    let o = chuhe(&["play", "--lang", "en"]);
    assert!(
        stderr(&o).contains("the TUI needs a terminal"),
        "{}",
        stderr(&o)
    );

    let o = chuhe(&["play", "--lang", "zh", "--load", "/nonexistent/game.pgn"]);
    let e = stderr(&o);
    assert!(
        e.contains("--load：/nonexistent/game.pgn：文件不存在"),
        "{e}"
    );
}
