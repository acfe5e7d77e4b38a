//! `chuhe club ratings [--json]` on an archive written as the club writes it: the
//! leaderboard in the rating order Glicko-2 gives (the rating module is checked
//! against Glickman's worked example; here the command is checked against the
//! archive's own numbers), as JSON and as a table in both languages.

use std::process::{Command, Output};

use chuhe::match_control::Outcome;
use chuhe::ssh::archive::{Archive, RatedPlayer};

fn chuhe(args: &[&str], lang: &str) -> Output {
    Command::new(env!("CARGO_BIN_EXE_chuhe"))
        .args(args)
        .env("LANG", lang)
        .env_remove("LC_ALL")
        .env_remove("LC_MESSAGES")
        .output()
        .expect("the chuhe binary runs")
}

fn player(key: &str, nick: &str) -> RatedPlayer {
    RatedPlayer {
        key: key.into(),
        nick: nick.into(),
    }
}

/// alice beats bob twice and draws carol; carol beats bob.
fn club(data: &std::path::Path) {
    let mut a = Archive::open(&data.join("ssh").join("club.db")).unwrap();
    let (alice, bob, carol) = (
        player("SHA256:a", "alice"),
        player("SHA256:b", "bob"),
        player("SHA256:c", "杨官璘"),
    );
    a.record_rated("g1", &alice, &bob, Outcome::RedWins, 1)
        .unwrap();
    a.record_rated("g2", &bob, &alice, Outcome::BlackWins, 2)
        .unwrap();
    a.record_rated("g3", &carol, &alice, Outcome::Draw, 3)
        .unwrap();
    a.record_rated("g4", &carol, &bob, Outcome::RedWins, 4)
        .unwrap();
}

#[test]
fn the_leaderboard_as_json() {
    let dir = tempfile::tempdir().unwrap();
    club(dir.path());
    let data = dir.path().to_str().unwrap();
    let out = chuhe(&["club", "ratings", "--json", "--data", data], "C");
    assert!(
        out.status.success(),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
    let list: serde_json::Value = serde_json::from_slice(&out.stdout).unwrap();
    let list = list.as_array().unwrap();
    let nicks: Vec<&str> = list.iter().map(|p| p["nick"].as_str().unwrap()).collect();
    assert_eq!(nicks, ["alice", "杨官璘", "bob"]);
    let games: Vec<u64> = list.iter().map(|p| p["games"].as_u64().unwrap()).collect();
    assert_eq!(games, [3, 2, 3]);
    for p in list {
        let (r, rd) = (p["rating"].as_f64().unwrap(), p["rd"].as_f64().unwrap());
        assert!((30.0..350.0).contains(&rd), "{p}");
        assert!((1000.0..2000.0).contains(&r), "{p}");
    }
    let board = Archive::open_read_only(&dir.path().join("ssh/club.db"))
        .unwrap()
        .leaderboard()
        .unwrap();
    assert_eq!(list[0]["rating"].as_f64().unwrap(), board[0].rating);
}

#[test]
fn the_leaderboard_as_a_table_in_both_languages() {
    let dir = tempfile::tempdir().unwrap();
    club(dir.path());
    let data = dir.path().to_str().unwrap();
    let en = chuhe(&["club", "ratings", "--data", data], "C");
    let en = String::from_utf8(en.stdout).unwrap();
    assert!(en.starts_with("   #  player"), "{en}");
    assert!(en.lines().nth(1).unwrap().contains("alice"), "{en}");
    let zh = chuhe(&["club", "ratings", "--data", data], "zh_CN.UTF-8");
    let zh = String::from_utf8(zh.stdout).unwrap();
    assert!(zh.starts_with("名次"), "{zh}");
    assert!(zh.contains("杨官璘"), "{zh}");
}

#[test]
fn a_club_without_rated_games_says_so_and_a_broken_archive_is_refused() {
    let dir = tempfile::tempdir().unwrap();
    let data = dir.path().to_str().unwrap();
    let out = chuhe(&["club", "ratings", "--data", data], "C");
    assert!(out.status.success());
    assert!(String::from_utf8_lossy(&out.stdout).contains("no rated game"));
    let json = chuhe(&["club", "ratings", "--json", "--data", data], "C");
    assert_eq!(String::from_utf8_lossy(&json.stdout).trim(), "[]");
    std::fs::create_dir_all(dir.path().join("ssh")).unwrap();
    std::fs::write(
        dir.path().join("ssh/club.db"),
        b"not a database, just some text here",
    )
    .unwrap();
    let out = chuhe(&["club", "ratings", "--data", data], "C");
    assert!(!out.status.success());
    let err = String::from_utf8_lossy(&out.stderr);
    assert!(err.contains("club.db"), "{err}");
}

/// `chuhe club export` writes the archived games as PGN, by player and date.
#[test]
fn the_finished_games_export_as_pgn_by_player_and_date() {
    use chuhe::ssh::archive::ArchivedGame;
    let dir = tempfile::tempdir().unwrap();
    let a = Archive::open(&dir.path().join("ssh/club.db")).unwrap();
    let game = |name: &str, red: &str, black: &str, ended_at: i64| ArchivedGame {
        game: name.into(),
        ended_at,
        players: [red.into(), black.into()],
        keys: [Some(format!("SHA256:{red}")), None],
        result: "1-0".into(),
        rated: false,
        pgn: format!(
            "[Event \"{name}\"]\n[Red \"{red}\"]\n[Black \"{black}\"]\n[Result \"1-0\"]\n\n1. 炮二平五 马８进７ 1-0\n"
        ),
    };
    // 2026-12-01 and 2026-12-04, UTC.
    a.keep_game(&game("g1", "alice", "bob", 1_796_083_200))
        .unwrap();
    a.keep_game(&game("g2", "carol", "alice", 1_796_342_400))
        .unwrap();
    // Kept once: the second report of the same game changes nothing.
    a.keep_game(&game("g2", "carol", "alice", 1_796_342_400))
        .unwrap();
    drop(a);
    let data = dir.path().to_str().unwrap();
    let all = chuhe(&["club", "export", "--data", data], "C");
    assert!(
        all.status.success(),
        "{}",
        String::from_utf8_lossy(&all.stderr)
    );
    let all = String::from_utf8(all.stdout).unwrap();
    assert_eq!(all.matches("[Event ").count(), 2, "{all}");
    // The export reads back as PGN: two games, with their moves.
    let path = dir.path().join("all.pgn");
    std::fs::write(&path, &all).unwrap();
    let records = chuhe::record::read_file(&path).unwrap();
    assert_eq!(records.len(), 2);
    let bob = chuhe(&["club", "export", "--player", "bob", "--data", data], "C");
    let bob = String::from_utf8(bob.stdout).unwrap();
    assert!(
        bob.contains("[Event \"g1\"]") && !bob.contains("g2"),
        "{bob}"
    );
    let since = chuhe(
        &["club", "export", "--since", "2026-12-02", "--data", data],
        "C",
    );
    let since = String::from_utf8(since.stdout).unwrap();
    assert!(since.contains("g2") && !since.contains("g1"), "{since}");
    let bad = chuhe(&["club", "export", "--since", "12/02", "--data", data], "C");
    assert!(!bad.status.success());
    assert!(String::from_utf8_lossy(&bad.stderr).contains("--since: '12/02' is not a date"));
}
