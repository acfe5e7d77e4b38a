//! A headless host's operator log (its stderr) in the language asked
//! for, over a real socket: `chuhe host
//! --headless --lang zh` logs who sat down, the game's start, each move, the result
//! and its own stop in Chinese, with no English word but the program's name and the
//! user names the system gives; `--lang en` logs the same in English, in the words
//! the host always used. The locale says the other language each time, so the flag
//! is what decides.

use crate::common::net_common;

use std::path::Path;
use std::process::{Command, Stdio};
use std::time::{Duration, Instant};

use chuhe::match_control::Action;
use chuhe::net::permissions::{current_uid, user_name};
use chuhe::net::{Endpoint, LinkConfig, Role};
use net_common::{Client, DEADLINE, connect};

fn player(info: &serde_json::Value, name: &str) -> Client {
    let endpoint = Endpoint::Unix(info["socket"].as_str().unwrap().into());
    let code = info["code"].as_str().unwrap().parse().unwrap();
    let mut c = LinkConfig::new(endpoint, code, Role::Play);
    c.name = name.into();
    c.timeout = DEADLINE;
    connect(c).unwrap()
}

/// Hosts a game headless with `--lang lang` under the locale `locale`, seats two
/// players, plays 炮二平五, has Black resign, lets both leave, and returns the host's
/// stderr once it has stopped by itself (a headless host stops when the game is
/// over and everybody has left).
fn one_game_log(lang: &str, locale: &str) -> String {
    let tmp = tempfile::tempdir().unwrap();
    let log_path = tmp.path().join("stderr.log");
    let mut child = Command::new(env!("CARGO_BIN_EXE_chuhe"))
        .args(["host", "--headless", "--json", "--lang", lang, "--dir"])
        .arg(tmp.path().join("sock"))
        .env("CHUHE_DATA_DIR", tmp.path().join("data"))
        .env("CHUHE_CONFIG_DIR", tmp.path().join("config"))
        .env_remove("LC_ALL")
        .env_remove("LC_MESSAGES")
        .env("LANG", locale)
        .stdout(Stdio::piped())
        .stderr(std::fs::File::create(&log_path).unwrap())
        .spawn()
        .unwrap();
    let mut line = String::new();
    std::io::BufRead::read_line(
        &mut std::io::BufReader::new(child.stdout.take().unwrap()),
        &mut line,
    )
    .unwrap();
    let info: serde_json::Value =
        serde_json::from_str(&line).unwrap_or_else(|e| panic!("host printed {line:?}: {e}"));
    {
        let red = player(&info, "张三");
        let black = player(&info, "李四");
        red.play("h2e2").unwrap();
        black.plies(1);
        black.act(Action::Resign).unwrap();
        red.state_where("the game is over", |s| s.view.verdict.is_some());
    }
    let deadline = Instant::now() + DEADLINE;
    while child.try_wait().unwrap().is_none() {
        if Instant::now() > deadline {
            let _ = child.kill();
            let _ = child.wait();
            panic!("the host did not stop by itself:\n{}", read(&log_path));
        }
        std::thread::sleep(Duration::from_millis(20));
    }
    read(&log_path)
}

fn read(path: &Path) -> String {
    String::from_utf8(std::fs::read(path).unwrap()).unwrap()
}

/// The log's lines without their time stamps ("21:04:05 ").
fn lines(log: &str) -> Vec<&str> {
    log.lines()
        .map(|l| l.split_once(' ').map_or(l, |(_, rest)| rest))
        .collect()
}

/// The ASCII words (two letters or more) of `text` outside the allow-list: the
/// program's name and the user name the system gives this test's user (the host
/// names local peers by it).
fn english_words(text: &str) -> Vec<String> {
    let me = user_name(current_uid());
    text.split(|c: char| !c.is_ascii_alphanumeric())
        .filter(|w| w.chars().filter(char::is_ascii_alphabetic).count() >= 2)
        .filter(|w| *w != "chuhe" && *w != me)
        .map(str::to_string)
        .collect()
}

fn has_chinese(text: &str) -> bool {
    text.chars().any(|c| ('\u{4e00}'..='\u{9fff}').contains(&c))
}

#[test]
fn a_headless_host_logs_in_chinese_under_lang_zh() {
    let log = one_game_log("zh", "en_US.UTF-8");
    let all = lines(&log);
    assert!(all.len() >= 6, "{log}");
    for line in &all {
        let words = english_words(line);
        assert!(words.is_empty(), "English {words:?} in “{line}”:\n{log}");
        assert!(has_chinese(line), "no Chinese in “{line}”:\n{log}");
    }
    for seen in [
        "（张三）坐上红方的座位",
        "（李四）坐上黑方的座位",
        "双方都已入座：对局开始",
        "第1步：红方 炮二平五",
        "对局结束：红胜",
        "对局已结束，大家都已离开：主机已停止",
    ] {
        assert!(
            all.iter().any(|l| l.contains(seen)),
            "no “{seen}” in:\n{log}"
        );
    }
    assert!(
        all.iter()
            .any(|l| l.starts_with("红方断线了（") || l.starts_with("黑方断线了（")),
        "{log}"
    );
}

#[test]
fn a_headless_host_logs_in_english_under_lang_en() {
    let log = one_game_log("en", "zh_CN.UTF-8");
    let all = lines(&log);
    assert!(all.len() >= 6, "{log}");
    for seen in [
        "(张三) takes the Red seat",
        "(李四) takes the Black seat",
        "both seats are taken: the game starts",
        "ply 1: Red 炮二平五",
        "game over: Red wins: Black resigns",
        "the game is over and everybody has left: host stopped",
    ] {
        assert!(
            all.iter().any(|l| l.contains(seen)),
            "no “{seen}” in:\n{log}"
        );
    }
    // Chinese only in the players' names and the move as the record has it.
    for line in &all {
        let bare = line
            .replace("张三", "")
            .replace("李四", "")
            .replace("炮二平五", "");
        assert!(!has_chinese(&bare), "Chinese in “{line}”:\n{log}");
    }
}
