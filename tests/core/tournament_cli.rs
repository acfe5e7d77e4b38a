//! `chuhe tournament` through the real binary: the contract of PRODUCT.md ("The command
//! line"), and bad input that must change nothing.

use std::path::{Path, PathBuf};
use std::process::{Command, Output};

fn chuhe(args: &[&str]) -> Output {
    Command::new(env!("CARGO_BIN_EXE_chuhe"))
        .args(args)
        .output()
        .expect("run chuhe")
}

fn ok(args: &[&str]) -> String {
    let out = chuhe(args);
    assert!(
        out.status.success(),
        "chuhe {args:?} failed: {}",
        String::from_utf8_lossy(&out.stderr)
    );
    String::from_utf8(out.stdout).unwrap()
}

/// Runs a command that must fail without touching the event file.
fn refused(file: &Path, args: &[&str]) -> String {
    let before = std::fs::read(file).ok();
    let out = chuhe(args);
    assert!(!out.status.success(), "chuhe {args:?} should fail");
    assert_eq!(
        std::fs::read(file).ok(),
        before,
        "chuhe {args:?} changed the file"
    );
    String::from_utf8(out.stderr).unwrap()
}

fn event_file(dir: &tempfile::TempDir) -> (PathBuf, String) {
    let p = dir.path().join("club.json");
    let s = p.to_str().unwrap().to_string();
    (p, s)
}

#[test]
fn a_round_robin_from_new_to_standings() {
    let dir = tempfile::tempdir().unwrap();
    let (_, f) = event_file(&dir);
    ok(&[
        "tournament",
        "new",
        &f,
        "--system",
        "round-robin",
        "--players",
        "甲,乙,丙,丁",
        "--rules",
        "axf",
        "--time",
        "6.3",
    ]);
    let json: serde_json::Value =
        serde_json::from_str(&ok(&["tournament", "pair", &f, "--json"])).unwrap();
    // Berger table for 4, round 1: 1–4, 2–3 (13.1: the first number takes Red).
    assert_eq!(
        json,
        serde_json::json!({"round": 1, "pairings": [
            {"board": 1, "red": "甲", "black": "丁"},
            {"board": 2, "red": "乙", "black": "丙"}], "bye": null})
    );
    // Pairing again before the results prints the same round.
    let again: serde_json::Value =
        serde_json::from_str(&ok(&["tournament", "pair", &f, "--json"])).unwrap();
    assert_eq!(again["round"], 1);
    ok(&["tournament", "result", &f, "1", "1", "1-0"]);
    ok(&["tournament", "result", &f, "1", "2", "-+", "--fouls", "1,0"]);
    let r2: serde_json::Value =
        serde_json::from_str(&ok(&["tournament", "pair", &f, "--json"])).unwrap();
    assert_eq!(r2["round"], 2);
    assert_eq!(
        r2["pairings"][0],
        serde_json::json!({"board": 1, "red": "丁", "black": "丙"})
    );
    ok(&["tournament", "result", &f, "2", "1", "1/2-1/2"]);
    ok(&["tournament", "result", &f, "2", "2", "0-1"]);
    let st: serde_json::Value =
        serde_json::from_str(&ok(&["tournament", "standings", &f, "--json"])).unwrap();
    // 甲 1 (beat 丁) + 0 (lost to 乙) = 1; 乙 0 (forfeit) + 1 = 1; 丙 1 (forfeit) + ½; 丁 ½.
    let points: Vec<(String, f64)> = st["rows"]
        .as_array()
        .unwrap()
        .iter()
        .map(|r| {
            (
                r["player"].as_str().unwrap().to_string(),
                r["points"].as_f64().unwrap(),
            )
        })
        .collect();
    assert_eq!(points[0], ("丙".to_string(), 1.5));
    assert_eq!(points[3], ("丁".to_string(), 0.5));
    // The tie-breaks by their names in the rule book, under --lang zh (in English
    // the table says them in English).
    let text = ok(&["tournament", "standings", &f, "--lang", "zh"]);
    assert!(text.contains("小分") && text.contains("直胜"), "{text}");
    let ct = ok(&["tournament", "crosstable", &f, "--format", "csv"]);
    assert!(
        ct.contains('+') && ct.contains('−'),
        "the forfeit marks of 21.4: {ct}"
    );
    // The event file keeps the settings.
    let saved: serde_json::Value =
        serde_json::from_str(&std::fs::read_to_string(&f).unwrap()).unwrap();
    assert_eq!(saved["rules"], "axf");
    assert_eq!(
        saved["rounds"][0]["games"][1]["fouls"],
        serde_json::json!([1, 0])
    );
}

#[test]
fn a_swiss_event_with_a_bye_late_entry_and_withdrawal() {
    let dir = tempfile::tempdir().unwrap();
    let (_, f) = event_file(&dir);
    ok(&[
        "tournament",
        "new",
        &f,
        "--system",
        "swiss",
        "--players",
        "A:2000,B:1900,C:1800,D:1700,E:1600",
        "--rounds",
        "3",
        "--json",
    ]);
    let r1: serde_json::Value =
        serde_json::from_str(&ok(&["tournament", "pair", &f, "--json"])).unwrap();
    assert_eq!(r1["bye"], "E");
    assert_eq!(
        r1["pairings"][0],
        serde_json::json!({"board": 1, "red": "A", "black": "C"})
    );
    ok(&["tournament", "withdraw", &f, "D"]);
    ok(&["tournament", "result", &f, "1", "1", "1-0"]);
    let st: serde_json::Value =
        serde_json::from_str(&ok(&["tournament", "standings", &f, "--json"])).unwrap();
    // D's game was forfeited on withdrawal (20.4): B has a "+".
    let b = st["rows"]
        .as_array()
        .unwrap()
        .iter()
        .find(|r| r["player"] == "B")
        .unwrap();
    assert_eq!(b["points"], 1.0);
    ok(&["tournament", "add", &f, "F", "--rating", "1500"]);
    ok(&["tournament", "add", &f, "G"]);
    let r2: serde_json::Value =
        serde_json::from_str(&ok(&["tournament", "pair", &f, "--json"])).unwrap();
    let names: Vec<String> = r2["pairings"]
        .as_array()
        .unwrap()
        .iter()
        .flat_map(|p| {
            [
                p["red"].as_str().unwrap().to_string(),
                p["black"].as_str().unwrap().to_string(),
            ]
        })
        .collect();
    assert!(
        !names.contains(&"D".to_string()),
        "a withdrawn player is not paired: {r2}"
    );
    assert!(
        names.contains(&"F".to_string()),
        "a late entry is paired: {r2}"
    );
    assert_eq!(r2["bye"], serde_json::Value::Null, "{r2}");
}

#[test]
fn bad_input_is_refused_and_changes_nothing() {
    let dir = tempfile::tempdir().unwrap();
    let (p, f) = event_file(&dir);
    let err = refused(
        &p,
        &[
            "tournament",
            "new",
            &f,
            "--system",
            "swiss",
            "--players",
            "A,B,A",
        ],
    );
    assert!(err.contains("duplicate player name 'A'"), "{err}");
    assert!(!p.exists());
    ok(&[
        "tournament",
        "new",
        &f,
        "--system",
        "knockout",
        "--players",
        "A,B,C",
        "--match-games",
        "2",
    ]);
    let err = refused(
        &p,
        &[
            "tournament",
            "new",
            &f,
            "--system",
            "swiss",
            "--players",
            "X,Y",
        ],
    );
    assert!(err.contains("already exists"), "{err}");
    ok(&["tournament", "pair", &f]);
    let err = refused(&p, &["tournament", "result", &f, "1", "9", "1-0"]);
    assert!(err.contains("round 1 has no board 9"), "{err}");
    let err = refused(&p, &["tournament", "result", &f, "4", "1", "1-0"]);
    assert!(err.contains("round 4 has not been paired"), "{err}");
    let err = refused(&p, &["tournament", "result", &f, "1", "1", "2-0"]);
    assert!(err.contains("unknown result '2-0'"), "{err}");
    let err = refused(&p, &["tournament", "add", &f, "Z"]);
    assert!(err.contains("only before round 1"), "{err}");
    let err = refused(&p, &["tournament", "withdraw", &f, "Nobody"]);
    assert!(err.contains("no player named 'Nobody'"), "{err}");
    // A damaged file: the error says where, and the file is left for repair.
    let mut text = std::fs::read_to_string(&p).unwrap();
    text.truncate(text.len() / 2);
    std::fs::write(&p, &text).unwrap();
    let err = refused(&p, &["tournament", "result", &f, "1", "1", "1-0"]);
    assert!(err.contains("damaged event file at line"), "{err}");
    // An inconsistent one (a game naming a player who does not exist).
    std::fs::remove_file(&p).unwrap();
    ok(&[
        "tournament",
        "new",
        &f,
        "--system",
        "round-robin",
        "--players",
        "A,B",
    ]);
    ok(&["tournament", "pair", &f]);
    let text = std::fs::read_to_string(&p)
        .unwrap()
        .replace("\"black\": 1", "\"black\": 7");
    std::fs::write(&p, text).unwrap();
    let err = refused(&p, &["tournament", "standings", &f]);
    assert!(
        err.contains("round 1 board 1: black is player 7, but the event has 2 players"),
        "{err}"
    );
}

#[test]
fn a_two_game_knockout_swaps_colours_and_plays_off_a_tie() {
    let dir = tempfile::tempdir().unwrap();
    let (_, f) = event_file(&dir);
    ok(&[
        "tournament",
        "new",
        &f,
        "--system",
        "knockout",
        "--players",
        "A,B,C",
        "--match-games",
        "2",
        "--seed",
        "7",
    ]);
    // Three players: the top seed passes (11.1), B meets C.
    let r1: serde_json::Value =
        serde_json::from_str(&ok(&["tournament", "pair", &f, "--json"])).unwrap();
    assert_eq!(r1["passes"], serde_json::json!(["A"]));
    let (red, black) = (
        r1["pairings"][0]["red"].clone(),
        r1["pairings"][0]["black"].clone(),
    );
    ok(&["tournament", "result", &f, "1", "1", "1-0"]);
    // 13.5: the second game swaps the colours.
    let r2: serde_json::Value =
        serde_json::from_str(&ok(&["tournament", "pair", &f, "--json"])).unwrap();
    assert_eq!(
        (
            r2["pairings"][0]["red"].clone(),
            r2["pairings"][0]["black"].clone()
        ),
        (black, red)
    );
    ok(&["tournament", "result", &f, "2", "1", "1-0"]);
    // 1–1: a play-off game.
    let r3: serde_json::Value =
        serde_json::from_str(&ok(&["tournament", "pair", &f, "--json"])).unwrap();
    assert_eq!(r3["stage"], 1);
    assert_eq!(r3["pairings"].as_array().unwrap().len(), 1);
    ok(&["tournament", "result", &f, "3", "1", "0-1"]);
    let winner = r3["pairings"][0]["black"].as_str().unwrap().to_string();
    let r4: serde_json::Value =
        serde_json::from_str(&ok(&["tournament", "pair", &f, "--json"])).unwrap();
    assert_eq!(r4["stage"], 2);
    let finalists: Vec<&str> = [&r4["pairings"][0]["red"], &r4["pairings"][0]["black"]]
        .iter()
        .map(|v| v.as_str().unwrap())
        .collect();
    assert!(
        finalists.contains(&"A") && finalists.contains(&winner.as_str()),
        "{r4}"
    );
}

#[test]
fn result_sheets_carry_the_result_time_and_fouls_10_1() {
    // 10.1: the sheet records the result, the time each side used and the fouls.
    let dir = tempfile::tempdir().unwrap();
    let (p, f) = event_file(&dir);
    ok(&[
        "tournament",
        "new",
        &f,
        "--system",
        "round-robin",
        "--players",
        "王天一,郑惟桐,许银川,吕钦",
        "--time",
        "6.3",
    ]);
    ok(&["tournament", "pair", &f]);
    ok(&[
        "tournament",
        "result",
        &f,
        "1",
        "1",
        "1-0",
        "--fouls",
        "0,2",
        "--time-used",
        "25:30,1:02:03",
    ]);
    // 21.3: both late, both lose ("-:-" on the command line, where "--" would end the
    // options; the file and JSON say "--").
    ok(&["tournament", "result", &f, "1", "2", "-:-"]);
    let sheets: serde_json::Value =
        serde_json::from_str(&ok(&["tournament", "sheet", &f, "1", "--json"])).unwrap();
    let sheets = sheets.as_array().unwrap();
    assert_eq!(sheets.len(), 2);
    assert_eq!(sheets[0]["board"], 1);
    assert_eq!(sheets[0]["result"], "1-0");
    assert_eq!(sheets[0]["time_used"], serde_json::json!([1530, 3723]));
    assert_eq!(sheets[0]["fouls"], serde_json::json!([0, 2]));
    assert_eq!(sheets[1]["result"], "--");
    assert!(sheets[1]["time_used"].is_null());
    let text = ok(&["tournament", "sheet", &f, "1", "1", "--lang", "en"]);
    assert!(text.contains("Result sheet (10.1)"), "{text}");
    // The same sheet in Chinese: the labels come from the catalogue.
    let zh = ok(&["tournament", "sheet", &f, "1", "1", "--lang", "zh"]);
    assert!(
        zh.contains("所用时间") && zh.contains("裁判") && !zh.contains("time used"),
        "{zh}"
    );
    assert!(
        text.contains("0:25:30") && text.contains("1:02:03"),
        "{text}"
    );
    assert!(text.contains("arbiter"), "{text}");
    // Both players of board 2 score 0 (21.3).
    let st: serde_json::Value =
        serde_json::from_str(&ok(&["tournament", "standings", &f, "--json"])).unwrap();
    let board2: Vec<String> = sheets[1]["red"]
        .as_str()
        .into_iter()
        .chain(sheets[1]["black"].as_str())
        .map(String::from)
        .collect();
    for row in st["rows"].as_array().unwrap() {
        if board2.contains(&row["player"].as_str().unwrap().to_string()) {
            assert_eq!(row["points"], 0.0, "{row}");
        }
    }
    // Bad input changes nothing.
    let err = refused(&p, &["tournament", "sheet", &f, "1", "5"]);
    assert!(err.contains("round 1 has no board 5"), "{err}");
    let err = refused(
        &p,
        &[
            "tournament",
            "result",
            &f,
            "1",
            "1",
            "1-0",
            "--time-used",
            "25:61,3",
        ],
    );
    assert!(err.contains("Red's time '25:61'"), "{err}");
}

#[test]
fn a_team_round_robin_on_the_command_line_12_14_2() {
    let dir = tempfile::tempdir().unwrap();
    let (path, f) = event_file(&dir);
    ok(&[
        "tournament",
        "new",
        &f,
        "--system",
        "round-robin",
        "--teams",
        "红队:甲,乙,丙;蓝队:丁,戊,己",
        "--team-format",
        "set-before-match",
        "--boards",
        "2",
    ]);
    let pair: serde_json::Value =
        serde_json::from_str(&ok(&["tournament", "pair", &f, "--json"])).unwrap();
    assert_eq!(pair["matches"][0]["home"], "红队");
    assert_eq!(pair["matches"][0]["boards"], serde_json::json!([1, 2]));
    // 12.3: 蓝队 puts 己 on board 1 and 丁 on board 2; 红队 is Red on board 1 (13.2).
    let lineup: serde_json::Value = serde_json::from_str(&ok(&[
        "tournament",
        "lineup",
        &f,
        "1",
        "蓝队",
        "己,丁",
        "--json",
    ]))
    .unwrap();
    assert_eq!(lineup["pairings"][0]["red"], "甲");
    assert_eq!(lineup["pairings"][0]["black"], "己");
    assert_eq!(lineup["pairings"][1]["red"], "丁");
    let err = refused(&path, &["tournament", "lineup", &f, "1", "蓝队", "甲,丁"]);
    assert!(err.contains("蓝队"), "{err}");
    ok(&["tournament", "result", &f, "1", "1", "1-0"]);
    ok(&["tournament", "result", &f, "1", "2", "1/2-1/2"]);
    // 红队 1½–½: a won match, 2 match points (14.2).
    let st: serde_json::Value =
        serde_json::from_str(&ok(&["tournament", "standings", &f, "--json"])).unwrap();
    assert_eq!(st["rows"][0]["team"], "红队");
    assert_eq!(st["rows"][0]["score"], 2.0);
    assert_eq!(st["rows"][0]["game_points"], 1.5);
    assert_eq!(st["rows"][1]["score"], 0.0);
    let players: serde_json::Value =
        serde_json::from_str(&ok(&["tournament", "standings", &f, "--players", "--json"])).unwrap();
    assert_eq!(players["rows"][0]["player"], "甲");
    let ct = ok(&["tournament", "crosstable", &f]);
    assert!(ct.contains("1½") && ct.contains("½"), "{ct}");
    let text = ok(&["tournament", "standings", &f, "--lang", "zh"]);
    assert!(
        text.contains("红队") && text.contains("全队总局分"),
        "{text}"
    );
    let csv = ok(&["tournament", "standings", &f, "--format", "csv"]);
    let lines: Vec<&str> = csv.lines().collect();
    assert!(lines[0].starts_with("rank,team,match points"), "{csv}");
    assert!(lines[1].starts_with("1,红队,2,1,1,0,0,1.5,"), "{csv}");
}

#[test]
fn a_grouped_round_robin_and_a_play_off_on_the_command_line_11_3_15_6() {
    let dir = tempfile::tempdir().unwrap();
    let (path, f) = event_file(&dir);
    let err = refused(
        &path,
        &[
            "tournament",
            "new",
            &f,
            "--system",
            "grouped-round-robin",
            "--players",
            "A,B,C,D",
        ],
    );
    assert!(err.contains("11.3"), "{err}");
    ok(&[
        "tournament",
        "new",
        &f,
        "--system",
        "grouped-round-robin",
        "--groups",
        "2",
        "--advance",
        "1",
        "--players",
        "A:2000,B:1900,C:1800,D:1700",
    ]);
    // Snake: A and D in group A, B and C in group B; one round each.
    let pair: serde_json::Value =
        serde_json::from_str(&ok(&["tournament", "pair", &f, "--json"])).unwrap();
    assert_eq!(pair["pairings"][0]["red"], "A");
    assert_eq!(pair["pairings"][0]["black"], "D");
    assert_eq!(pair["pairings"][1]["red"], "B");
    assert_eq!(pair["pairings"][1]["black"], "C");
    ok(&["tournament", "result", &f, "1", "1", "1/2-1/2"]);
    ok(&["tournament", "result", &f, "1", "2", "1-0"]);
    // A and D share group A's first place: the final waits for a play-off.
    let err = refused(&path, &["tournament", "pair", &f]);
    assert!(err.contains("15.6"), "{err}");
    let po: serde_json::Value =
        serde_json::from_str(&ok(&["tournament", "playoff", &f, "A", "D", "--json"])).unwrap();
    assert_eq!(po["playoff"], true);
    ok(&["tournament", "result", &f, "2", "1", "0-1"]);
    let final_round: serde_json::Value =
        serde_json::from_str(&ok(&["tournament", "pair", &f, "--json"])).unwrap();
    assert_eq!(final_round["pairings"][0]["red"], "D");
    assert_eq!(final_round["pairings"][0]["black"], "B");
}

/// A round robin of `names` paired for round 1, in a fresh file.
fn round_one(dir: &tempfile::TempDir, file: &str, names: &str) -> (PathBuf, String) {
    let p = dir.path().join(file);
    let f = p.to_str().unwrap().to_string();
    ok(&[
        "tournament",
        "new",
        &f,
        "--system",
        "round-robin",
        "--players",
        names,
    ]);
    ok(&["tournament", "pair", &f]);
    (p, f)
}

fn saved_result(p: &Path, round: usize, board: usize) -> serde_json::Value {
    let v: serde_json::Value = serde_json::from_str(&std::fs::read_to_string(p).unwrap()).unwrap();
    v["rounds"][round - 1]["games"][board - 1]["result"].clone()
}

#[test]
fn results_are_taken_in_words_chinese_and_english_14_1() {
    let dir = tempfile::tempdir().unwrap();
    let cases = [
        ("和", "1/2-1/2"),
        ("和棋", "1/2-1/2"),
        ("红胜", "1-0"),
        ("紅勝", "1-0"),
        ("黑胜", "0-1"),
        ("黑勝", "0-1"),
        ("draw", "1/2-1/2"),
        ("Red", "1-0"),
        ("red wins", "1-0"),
        ("Black Wins", "0-1"),
        ("black", "0-1"),
        ("1:0", "1-0"),
        ("0:1", "0-1"),
        ("½-½", "1/2-1/2"),
        ("0.5-0.5", "1/2-1/2"),
    ];
    for (i, (typed, stored)) in cases.iter().enumerate() {
        let (p, f) = round_one(&dir, &format!("e{i}.json"), "A,B");
        ok(&["tournament", "result", &f, "1", "1", typed]);
        assert_eq!(saved_result(&p, 1, 1), *stored, "{typed}");
    }
    // Still refused: what is not a result.
    let (p, f) = round_one(&dir, "x.json", "A,B");
    let err = refused(
        &p,
        &["tournament", "--lang", "en", "result", &f, "1", "1", "红"],
    );
    assert!(err.contains("unknown result '红'"), "{err}");
}

#[test]
fn a_result_on_a_board_that_has_one_needs_replace() {
    let dir = tempfile::tempdir().unwrap();
    let (p, f) = round_one(&dir, "r.json", "A,B,C,D");
    ok(&["tournament", "result", &f, "1", "1", "1-0"]);
    let err = refused(
        &p,
        &["tournament", "--lang", "en", "result", &f, "1", "1", "0-1"],
    );
    assert!(
        err.contains(
            "round 1 board 1 already has the result 1-0; to replace it with 0-1, use --replace"
        ),
        "{err}"
    );
    let err = refused(
        &p,
        &["tournament", "--lang", "zh", "result", &f, "1", "1", "和"],
    );
    assert!(
        err.contains("第1轮第1台已有结果1-0；要改为1/2-1/2，请加 --replace"),
        "{err}"
    );
    // The same result again is no replacement; --replace replaces.
    ok(&["tournament", "result", &f, "1", "1", "1-0"]);
    ok(&["tournament", "result", &f, "1", "1", "0-1", "--replace"]);
    assert_eq!(saved_result(&p, 1, 1), "0-1");
}

#[test]
fn a_damaged_event_file_is_placed_by_line_and_column_from_1() {
    let dir = tempfile::tempdir().unwrap();
    let p = dir.path().join("d.json");
    let f = p.to_str().unwrap().to_string();
    // Cut off after a line break: serde_json's "column 0" is the first column of
    // the line after the last one (where the rest should be).
    std::fs::write(&p, "{\n  \"format\": \"chuhe-tournament\",\n").unwrap();
    let err = refused(&p, &["tournament", "--lang", "zh", "standings", &f]);
    assert!(err.contains("第3行第1列"), "{err}");
    assert!(!err.contains("第0列"), "{err}");
    let err = refused(&p, &["tournament", "--lang", "en", "standings", &f]);
    assert!(err.contains("line 3, column 1"), "{err}");
    // Not UTF-8: the first bad byte's place (after 11 characters of line 2).
    std::fs::write(&p, b"{\n  \"name\": \"\xff\xfe\"\n}\n").unwrap();
    let err = refused(&p, &["tournament", "--lang", "zh", "standings", &f]);
    assert!(err.contains("第2行第12列"), "{err}");
    let err = refused(&p, &["tournament", "--lang", "en", "standings", &f]);
    assert!(err.contains("line 2, column 12"), "{err}");
}

/// An event file whose first player was renamed by hand to `name`.
fn renamed_event(dir: &tempfile::TempDir, file: &str, name: &str) -> (PathBuf, String) {
    let (p, f) = round_one(dir, file, "A,B,C,D");
    ok(&["tournament", "result", &f, "1", "1", "1-0"]);
    let mut json: serde_json::Value =
        serde_json::from_str(&std::fs::read_to_string(&p).unwrap()).unwrap();
    json["players"][0]["name"] = serde_json::Value::String(name.to_string());
    std::fs::write(&p, serde_json::to_string_pretty(&json).unwrap()).unwrap();
    (p, f)
}

fn assert_terminal_safe(out: &str, what: &str) {
    for bad in ['\u{1b}', '\u{7}', '\u{202e}'] {
        assert!(
            !out.contains(bad),
            "{what}: {bad:?} reached the terminal: {out:?}"
        );
    }
}

#[test]
fn names_written_into_the_event_file_reach_the_terminal_escaped() {
    let dir = tempfile::tempdir().unwrap();
    let (_, f) = renamed_event(&dir, "esc.json", "A\u{1b}[2J\u{7}\u{202e}Z");
    let shown = "A\\u{1b}[2J\\u{7}\\u{202e}Z";
    for lang in ["zh", "en"] {
        for cmd in ["standings", "crosstable", "pair"] {
            let out = ok(&["tournament", "--lang", lang, cmd, &f]);
            assert_terminal_safe(&out, cmd);
            assert!(out.contains(shown), "{cmd}: {out}");
        }
    }
    for cmd in ["standings", "crosstable"] {
        let out = ok(&["tournament", cmd, &f, "--csv"]);
        assert_terminal_safe(&out, cmd);
        assert!(out.contains(shown), "{cmd} --csv: {out}");
    }
    // The columns still line up: the points column of the text standings ends at
    // the same place on every row.
    let out = ok(&["tournament", "--lang", "en", "standings", &f]);
    let rows: Vec<&str> = out.lines().skip(1).filter(|l| !l.is_empty()).collect();
    let w = |l: &str| unicode_width::UnicodeWidthStr::width(l);
    let ends: Vec<usize> = rows.iter().map(|l| w(l)).collect();
    assert!(
        ends.windows(2).all(|p| p[0] == p[1]) || rows.len() < 2,
        "{out}"
    );
}

/// A 3-round Swiss event of 4 players, round 1 paired, edited by hand with `edit`.
fn edited_swiss(
    dir: &tempfile::TempDir,
    file: &str,
    edit: impl Fn(&mut serde_json::Value),
) -> (PathBuf, String) {
    let p = dir.path().join(file);
    let f = p.to_str().unwrap().to_string();
    ok(&[
        "tournament",
        "new",
        &f,
        "--system",
        "swiss",
        "--rounds",
        "3",
        "--players",
        "A,B,C,D",
    ]);
    ok(&["tournament", "pair", &f]);
    let mut json: serde_json::Value =
        serde_json::from_str(&std::fs::read_to_string(&p).unwrap()).unwrap();
    edit(&mut json);
    std::fs::write(&p, serde_json::to_string_pretty(&json).unwrap()).unwrap();
    (p, f)
}

#[test]
fn event_files_that_cannot_be_right_are_refused_with_the_place_named() {
    let dir = tempfile::tempdir().unwrap();
    type Edit = fn(&mut serde_json::Value);
    let cases: [(&str, Edit, &str, &str); 8] = [
        (
            "round",
            |j| {
                let mut r = j["rounds"][0].clone();
                r["number"] = 10000.into();
                j["rounds"].as_array_mut().unwrap().push(r);
            },
            "round 10000 is beyond the event's 3 rounds",
            "第10000轮超出赛事的3轮",
        ),
        (
            "board",
            |j| j["rounds"][0]["games"][0]["board"] = 0.into(),
            "round 1 board 0: the boards are numbered 1 to 2",
            "第1轮第0台：台号应为1至2",
        ),
        (
            "accelerated",
            |j| j["accelerated_rounds"] = 2147483648u64.into(),
            "accelerated_rounds is 2147483648, more than the event's 3 rounds",
            "加速编排轮数为2147483648，多于赛事的3轮",
        ),
        (
            "player",
            |j| j["rounds"][0]["games"][0]["red"] = 99.into(),
            "round 1 board 1: red is player 99, but the event has 4 players",
            "第1轮第1台：红方是第99号棋手，但赛事只有4名棋手",
        ),
        (
            "twice",
            |j| j["rounds"][0]["games"][1]["board"] = 1.into(),
            "round 1 board 1 appears twice",
            "第1轮第1台出现两次",
        ),
        (
            "duplicate",
            |j| {
                j["players"][0]["name"] = "甲".into();
                j["players"][1]["name"] = "甲".into();
            },
            "players[1]: the name '甲' is given twice",
            "第2名棋手的名字“甲”重复",
        ),
        (
            "match-games",
            |j| j["match_games"] = 3.into(),
            "match_games is 3, not 1 or 2",
            "每对对局数为3，应为1或2",
        ),
        (
            "unfinished",
            |j| {
                let mut r = j["rounds"][0].clone();
                r["number"] = 2.into();
                j["rounds"].as_array_mut().unwrap().push(r);
            },
            "round 1 lacks results but round 2 was paired",
            "第1轮尚缺结果，第2轮却已编排",
        ),
    ];
    for (name, edit, en, zh) in cases {
        let (p, f) = edited_swiss(&dir, &format!("{name}.json"), edit);
        let err = refused(&p, &["tournament", "--lang", "en", "standings", &f]);
        assert!(err.contains(en), "{name}: {err}");
        let err = refused(&p, &["tournament", "--lang", "zh", "standings", &f]);
        assert!(err.contains(zh), "{name}: {err}");
        // After the file's path, the message is Chinese only.
        let said = err.split_once(f.as_str()).map_or(err.as_str(), |(_, s)| s);
        assert!(
            !said.chars().any(|c| c.is_ascii_alphabetic()),
            "{name}: English in {err}"
        );
    }
    // The file as chuhe wrote it still loads.
    let (_, f) = edited_swiss(&dir, "good.json", |_| {});
    ok(&["tournament", "standings", &f]);
}
