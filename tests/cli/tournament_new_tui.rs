//! Creating an event in the TUI: the new-event dialog
//! on ratatui's TestBackend (snapshots at 80×24 and 120×40; players added, a duplicate
//! refused, seeds reordered, the file created and the tournament screen opened on
//! it); a late entry on the tournament screen where the system allows it, refused
//! with the reason where not (20.2); and end to end in tmux, `chuhe tournament open`
//! on a file not made yet: a round robin of four created by keys, then read back by
//! `chuhe tournament standings --json` and `chuhe tournament pair --json`, the CLI,
//! an independent path.
//!
//! The expectations come from the events' rules: a round robin of four has two boards
//! a round (Berger table, 13.1), a round robin takes players only before round 1
//! (20.2), a Swiss event takes late entries (11.4). The snapshots are chuhe's own
//! drawing, reviewed by eye.

use crate::common::{chuhe_ok, tui_common};
use crate::tmux;

use std::path::{Path, PathBuf};

use crossterm::event::{KeyCode, KeyModifiers};

use chuhe::adjudication::RuleSet;
use chuhe::lang::Lang;
use chuhe::match_control::{Mode, TimeControl};
use chuhe::tournament::event::Settings;
use chuhe::tournament::{Event, Scoring, System, pair_next_round, store};
use chuhe::tui::io::carry_out;
use chuhe::tui::screens::tournament::TournamentScreen;
use chuhe::tui::screens::tournament_new::TournamentNew;
use tmux::Tmux;
use tui_common::{Harness, NoGameSaves};

fn dialog(w: u16, h: u16, lang: Lang, file: &Path) -> Harness {
    let mut t = Harness::new(w, h, lang);
    t.app.push(Box::new(TournamentNew::for_file(file)));
    t.draw();
    t
}

fn press(t: &mut Harness, code: KeyCode) {
    t.key(code);
    carry_out(&mut t.app, &mut NoGameSaves);
    t.draw();
}

fn ctrl(t: &mut Harness, c: char) {
    t.key_mod(KeyCode::Char(c), KeyModifiers::CONTROL);
    carry_out(&mut t.app, &mut NoGameSaves);
    t.draw();
}

fn form(t: &Harness) -> &TournamentNew {
    t.app
        .top()
        .and_then(|s| s.as_any())
        .and_then(|a| a.downcast_ref())
        .expect("the new-event dialog on top")
}

/// Tab until the dialog's focus is on `field` (at most a lap).
fn go_to(t: &mut Harness, field: chuhe::tui::screens::tournament_new::Field) {
    for _ in 0..16 {
        if form(t).focus == field {
            return;
        }
        press(t, KeyCode::Tab);
    }
    panic!("no field {field:?}");
}

fn add(t: &mut Harness, name: &str, rating: &str) {
    use chuhe::tui::screens::tournament_new::Field;
    go_to(t, Field::Player);
    t.type_text(name);
    if !rating.is_empty() {
        press(t, KeyCode::Tab);
        t.type_text(rating);
    }
    press(t, KeyCode::Enter);
}

const PLAYERS: [(&str, &str); 4] = [
    ("王天一", "2650"),
    ("郑惟桐", "2630"),
    ("许银川", ""),
    ("吕钦", "2580"),
];

/// The dialog filled in: a name, the 2-1-0 scoring, AXF rules, four players.
fn filled(t: &mut Harness) {
    use chuhe::tui::screens::tournament_new::Field;
    t.type_text("春季赛");
    go_to(t, Field::Scoring);
    press(t, KeyCode::Right);
    go_to(t, Field::Rules);
    press(t, KeyCode::Right);
    for (name, rating) in PLAYERS {
        add(t, name, rating);
    }
}

#[test]
fn snapshots_of_the_dialog() {
    for (w, h) in [(80, 24), (120, 40)] {
        for lang in [Lang::Zh, Lang::En] {
            let mut t = dialog(w, h, lang, Path::new("cup.json"));
            let l = if lang == Lang::Zh { "zh" } else { "en" };
            insta::assert_snapshot!(format!("empty_{l}_{w}x{h}"), t.screen());
            filled(&mut t);
            insta::assert_snapshot!(format!("filled_{l}_{w}x{h}"), t.screen());
        }
        // The list focused (its own keys in the hints), and the help over it.
        let mut t = dialog(w, h, Lang::En, Path::new("cup.json"));
        filled(&mut t);
        go_to(&mut t, chuhe::tui::screens::tournament_new::Field::Players);
        insta::assert_snapshot!(format!("list_en_{w}x{h}"), t.screen());
        press(&mut t, KeyCode::Char('?'));
        insta::assert_snapshot!(format!("help_en_{w}x{h}"), t.screen());
    }
}

#[test]
fn a_small_terminal_draws_what_fits() {
    // No row is written past the screen's end, however many fields and players.
    let mut t = dialog(80, 24, Lang::En, Path::new("cup.json"));
    filled(&mut t);
    for (w, h) in [(20, 8), (30, 9), (40, 12), (60, 15), (24, 30)] {
        t.resize(w, h);
        let screen = t.screen();
        assert_eq!(screen.lines().count(), h as usize, "{screen}");
        assert!(screen.starts_with(" New event"), "{screen}");
    }
}

#[test]
fn the_hints_fit_80_columns() {
    // Every hint named in the tables shows at 80 columns (none dropped for room).
    let mut t = dialog(80, 24, Lang::Zh, Path::new("cup.json"));
    let screen = t.screen();
    let hints = screen.lines().last().unwrap().to_string();
    for word in ["下一项", "更改", "加入", "建立", "帮助", "取消"] {
        assert!(hints.contains(word), "{hints}");
    }
    use chuhe::tui::screens::tournament_new::Field;
    go_to(&mut t, Field::Players);
    let screen = t.screen();
    let hints = screen.lines().last().unwrap().to_string();
    for word in ["种子", "删除", "建立", "下一项", "帮助", "取消"] {
        assert!(hints.contains(word), "{hints}");
    }
}

#[test]
fn players_are_entered_checked_reordered_and_the_event_created() {
    use chuhe::tui::screens::tournament_new::Field;
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join("spring.json");
    let mut t = dialog(100, 30, Lang::En, &path);
    filled(&mut t);
    // The core refuses a second 郑惟桐.
    add(&mut t, "郑惟桐", "");
    assert!(
        t.screen().contains("郑惟桐 is already entered"),
        "{}",
        t.screen()
    );
    assert_eq!(form(&t).players.len(), 4);
    for _ in 0.."郑惟桐".chars().count() {
        press(&mut t, KeyCode::Backspace);
    }
    // 吕钦 (the last added, chosen) one seed up; then 许银川's rating is wrong.
    go_to(&mut t, Field::Players);
    press(&mut t, KeyCode::Char('+'));
    let names: Vec<&str> = form(&t).players.iter().map(|p| p.0.as_str()).collect();
    assert_eq!(names, ["王天一", "郑惟桐", "吕钦", "许银川"]);
    // Remove and add back one: the list is what the file will hold.
    press(&mut t, KeyCode::Down);
    press(&mut t, KeyCode::Delete);
    assert_eq!(form(&t).players.len(), 3);
    add(&mut t, "许银川", "26x0");
    assert!(t.screen().contains("'26x0' is not a whole number"));
    press(&mut t, KeyCode::Backspace);
    press(&mut t, KeyCode::Backspace);
    t.type_text("00");
    press(&mut t, KeyCode::Enter);
    assert_eq!(form(&t).players.len(), 4);
    assert!(!path.exists(), "nothing is written before Ctrl-S");

    ctrl(&mut t, 's');
    assert_eq!(t.app.screen_name(), "tournament");
    assert!(t.screen().contains("No round has been paired yet"));
    let e = store::load(&path).unwrap();
    assert_eq!(e.name, "春季赛");
    assert_eq!(e.system, System::RoundRobin);
    assert_eq!(e.scoring, Scoring::TwoOneZero);
    assert_eq!(e.rules, RuleSet::Axf);
    assert_eq!(e.mode, Mode::Tournament);
    let players: Vec<(&str, Option<u32>)> = e
        .players
        .iter()
        .map(|p| (p.name.as_str(), p.rating))
        .collect();
    assert_eq!(
        players,
        [
            ("王天一", Some(2650)),
            ("郑惟桐", Some(2630)),
            ("吕钦", Some(2580)),
            ("许银川", Some(2600)),
        ]
    );

    // The file exists now: a second dialog for it refuses to overwrite it.
    let mut t = dialog(100, 30, Lang::En, &path);
    add(&mut t, "甲", "");
    add(&mut t, "乙", "");
    ctrl(&mut t, 's');
    assert_eq!(t.app.screen_name(), "new tournament");
    assert!(t.screen().contains("already exists"), "{}", t.screen());
    assert_eq!(store::load(&path).unwrap().players.len(), 4);
}

#[test]
fn too_few_players_and_a_bad_time_control_are_refused() {
    use chuhe::tui::screens::tournament_new::Field;
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join("cup.json");
    let mut t = dialog(100, 30, Lang::Zh, &path);
    add(&mut t, "吕钦", "");
    ctrl(&mut t, 's');
    assert!(t.screen().contains("至少要有2名棋手"), "{}", t.screen());
    add(&mut t, "胡荣华", "");
    go_to(&mut t, Field::Time);
    t.type_text("x");
    ctrl(&mut t, 's');
    assert!(t.screen().contains("用时设定有误"), "{}", t.screen());
    assert_eq!(form(&t).focus, Field::Time);
    assert!(!path.exists());
    // Esc with players entered asks first; n keeps the dialog.
    press(&mut t, KeyCode::Esc);
    assert!(t.screen().contains("不建赛事就离开"));
    press(&mut t, KeyCode::Char('n'));
    assert_eq!(t.app.screen_name(), "new tournament");
    assert_eq!(form(&t).players.len(), 2);
}

#[test]
fn a_swiss_event_of_the_dialog_keeps_its_rounds() {
    use chuhe::tui::screens::tournament_new::Field;
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join("swiss");
    let mut t = dialog(100, 30, Lang::En, &path);
    go_to(&mut t, Field::System);
    press(&mut t, KeyCode::Right);
    press(&mut t, KeyCode::Right);
    go_to(&mut t, Field::Rounds);
    t.type_text("5");
    go_to(&mut t, Field::Time);
    for _ in 0..10 {
        press(&mut t, KeyCode::Backspace);
    }
    t.type_text("90m+30s");
    for p in ["Ann", "Bob", "Cy"] {
        add(&mut t, p, "");
    }
    ctrl(&mut t, 's');
    // `.json` is added to the file's name, as event files are recognised by it.
    let e = store::load(&dir.path().join("swiss.json")).unwrap();
    assert_eq!(e.system, System::Swiss);
    assert_eq!(e.rounds_planned, Some(5));
    assert_eq!(e.time_control, TimeControl::parse("90m+30s").unwrap());
    assert_eq!(e.name, "swiss");
}

/// A team event from the dialog (12, 11.1): players entered as "TEAM:NAME" (either
/// colon) make the teams, in the order first named, each roster in the order its
/// players were entered (12.1, fixed boards, as `--teams` on the command line). A
/// team knockout of four teams pairs two matches of two boards. A player entered
/// without a team among team entries is refused, in Chinese under 中文.
#[test]
fn a_team_knockout_is_created_from_players_entered_with_their_teams() {
    use chuhe::tui::screens::tournament_new::Field;
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join("teams.json");
    let mut t = dialog(100, 30, Lang::Zh, &path);
    go_to(&mut t, Field::System);
    for _ in 0..3 {
        press(&mut t, KeyCode::Right);
    }
    assert_eq!(form(&t).system, System::Knockout);
    let entries = [
        ("北京：王天一", "2650"),
        ("北京：蒋川", "2600"),
        ("广东:许银川", "2640"),
        ("广东:吕钦", "2580"),
        ("上海：谢靖", "2620"),
        ("上海：孙勇征", "2590"),
        ("杭州：郑惟桐", "2630"),
        ("杭州：赵鑫鑫", "2560"),
    ];
    for (name, rating) in entries {
        add(&mut t, name, rating);
    }
    add(&mut t, "胡荣华", "");
    ctrl(&mut t, 's');
    assert!(
        t.screen().contains("棋手“胡荣华”没有队名"),
        "{}",
        t.screen()
    );
    assert_eq!(form(&t).focus, Field::Players);
    assert!(!path.exists());
    press(&mut t, KeyCode::Delete);
    assert_eq!(form(&t).players.len(), 8);
    ctrl(&mut t, 's');
    assert_eq!(t.app.screen_name(), "tournament", "{}", t.screen());

    let mut e = store::load(&path).unwrap();
    assert_eq!(e.system, System::Knockout);
    let teams = e.teams.as_ref().expect("a team event");
    assert_eq!(teams.boards, 2);
    let names: Vec<&str> = teams.list.iter().map(|t| t.name.as_str()).collect();
    assert_eq!(names, ["北京", "广东", "上海", "杭州"]);
    let roster: Vec<&str> = teams.list[1]
        .members
        .iter()
        .map(|&id| e.players[id].name.as_str())
        .collect();
    assert_eq!(roster, ["许银川", "吕钦"]);
    pair_next_round(&mut e).unwrap();
    let round = chuhe::tournament::RoundPairing::of(&e, &e.rounds[0]);
    assert_eq!(round.matches.len(), 2, "four teams, two matches");
    assert_eq!(round.pairings.len(), 4, "two boards a match");
}

/// An event of four written by the core, round 1 paired or not.
fn event_file(dir: &Path, system: System, paired: bool) -> PathBuf {
    let mut s = Settings::new("cup", system);
    s.seed = 3;
    let players: Vec<(String, Option<u32>)> = ["Ann", "Bob", "Cy", "Di"]
        .iter()
        .map(|p| (p.to_string(), Some(2000)))
        .collect();
    let mut event = Event::new(s, &players).unwrap();
    if paired {
        pair_next_round(&mut event).unwrap();
    }
    let path = dir.join("cup.json");
    store::save(&path, &event).unwrap();
    path
}

#[test]
fn a_late_entry_where_the_system_allows_it() {
    let dir = tempfile::tempdir().unwrap();
    // Swiss, round 1 paired: a late entry is taken (11.4), for the rounds to come.
    let path = event_file(dir.path(), System::Swiss, true);
    let mut t = Harness::new(100, 30, Lang::En);
    t.app.push(Box::new(TournamentScreen::open(&path).unwrap()));
    press(&mut t, KeyCode::Char('a'));
    assert!(t.screen().contains("NAME or NAME:RATING"), "{}", t.screen());
    t.type_text("Eve:1750");
    press(&mut t, KeyCode::Enter);
    assert!(
        t.screen().contains("added Eve (5 players)"),
        "{}",
        t.screen()
    );
    let e = store::load(&path).unwrap();
    assert_eq!(e.players.len(), 5);
    assert_eq!(e.players[4].rating, Some(1750));
    // A duplicate is refused by the core, the file unchanged.
    press(&mut t, KeyCode::Char('a'));
    t.type_text("Ann");
    press(&mut t, KeyCode::Enter);
    assert!(
        t.screen().contains("duplicate player name"),
        "{}",
        t.screen()
    );
    assert_eq!(store::load(&path).unwrap().players.len(), 5);

    // A round robin after round 1 is paired: refused with the reason (20.2), before
    // anything is typed.
    std::fs::remove_file(&path).unwrap();
    let path = event_file(dir.path(), System::RoundRobin, true);
    let mut t = Harness::new(100, 30, Lang::En);
    t.app.push(Box::new(TournamentScreen::open(&path).unwrap()));
    press(&mut t, KeyCode::Char('a'));
    assert!(t.screen().contains("only before round 1"), "{}", t.screen());
    assert!(!t.screen().contains("NAME:RATING"));
    assert_eq!(store::load(&path).unwrap().players.len(), 4);
}

#[test]
fn the_file_picker_opens_the_dialog_in_its_folder() {
    let mut t = Harness::new(100, 30, Lang::En);
    press(&mut t, KeyCode::Char('o'));
    assert_eq!(t.app.screen_name(), "file picker");
    press(&mut t, KeyCode::Char('N'));
    assert_eq!(t.app.screen_name(), "new tournament");
    // The picker starts in the current folder: the file is named relative to it.
    assert_eq!(form(&t).path(), PathBuf::from("tournament.json"));
}

// ---- end to end, in tmux ----

#[test]
fn a_round_robin_of_four_is_created_in_the_tui() {
    let _turn = crate::tmux::one_at_a_time();
    let home = tempfile::tempdir().unwrap();
    let path = home.path().join("club.json");
    let p = path.to_str().unwrap();
    let t = Tmux::new("tnew");
    t.window(
        "w",
        &Tmux::chuhe(home.path(), "en_US.UTF-8", &format!("tournament open {p}")),
    );
    t.wait_for("w", "the dialog", |s| s.contains("New event"));
    t.type_text("w", "Club championship");
    // Name → File → System (round robin) → Scoring: 3-1-0 (two to the right).
    for _ in 0..3 {
        t.key("w", "Tab");
    }
    t.key("w", "Right");
    t.key("w", "Right");
    t.wait_for("w", "3-1-0", |s| s.contains("‹ 3-1-0 ›"));
    // Rules: folk (one to the left of CXA); Time: 20m+10s typed over the default.
    t.key("w", "Tab");
    t.key("w", "Left");
    t.wait_for("w", "folk rules", |s| s.contains("folk rules"));
    t.key("w", "Tab");
    for _ in 0..10 {
        t.key("w", "BSpace");
    }
    t.type_text("w", "20m+10s");
    // Mode (tournament) → Player.
    t.key("w", "Tab");
    t.key("w", "Tab");
    for (name, rating) in [("Ann", "2100"), ("Bob", ""), ("Cy", "1900"), ("Di", "")] {
        t.type_text("w", name);
        if !rating.is_empty() {
            t.key("w", "Tab");
            t.type_text("w", rating);
        }
        t.key("w", "Enter");
        t.wait_for("w", name, |s| s.contains(&format!(". {name}")));
    }
    // A second Bob is refused.
    t.type_text("w", "Bob");
    t.key("w", "Enter");
    t.wait_for("w", "the duplicate refused", |s| {
        s.contains("Bob is already entered")
    });
    for _ in 0..3 {
        t.key("w", "BSpace");
    }
    t.key("w", "C-s");
    t.wait_for("w", "the tournament screen", |s| {
        s.contains("No round has been paired yet") && s.contains("Club championship")
    });

    // The CLI reads the file: the players, the system and the scoring.
    let st: serde_json::Value =
        serde_json::from_str(&chuhe_ok(&["tournament", "standings", p, "--json"])).unwrap();
    assert_eq!(st["event"], "Club championship", "{st}");
    assert_eq!(st["system"], "round-robin", "{st}");
    assert_eq!(st["scoring"], "3-1-0", "{st}");
    let mut names: Vec<&str> = st["rows"]
        .as_array()
        .unwrap()
        .iter()
        .map(|r| r["player"].as_str().unwrap())
        .collect();
    names.sort();
    assert_eq!(names, ["Ann", "Bob", "Cy", "Di"], "{st}");
    // Four players of a round robin: two boards in round 1 (13.1).
    let pairing: serde_json::Value =
        serde_json::from_str(&chuhe_ok(&["tournament", "pair", p, "--json"])).unwrap();
    assert_eq!(
        pairing["pairings"].as_array().unwrap().len(),
        2,
        "{pairing}"
    );
    // The settings standings do not show, read from the file as plain JSON.
    let raw: serde_json::Value =
        serde_json::from_str(&std::fs::read_to_string(&path).unwrap()).unwrap();
    assert_eq!(raw["rules"], "folk", "{raw}");
    assert_eq!(raw["mode"], "tournament", "{raw}");
    let ratings: Vec<_> = raw["players"]
        .as_array()
        .unwrap()
        .iter()
        .map(|p| p["rating"].as_u64())
        .collect();
    assert_eq!(ratings, [Some(2100), None, Some(1900), None], "{raw}");
    // The time control as the file holds it, read back by the core's parser.
    let time = raw["time_control"].clone();
    let tc: TimeControl = serde_json::from_value(time).unwrap();
    assert_eq!(tc, TimeControl::parse("20m+10s").unwrap());
}

/// A refused name stays shown with the reason, marked as chosen: the next name typed
/// replaces it instead of being appended to it ("张三赵六"), while Backspace edits it.
#[test]
fn a_refused_name_is_replaced_by_the_next_one_typed() {
    let dir = tempfile::tempdir().unwrap();
    let mut t = dialog(100, 30, Lang::Zh, &dir.path().join("e.json"));
    add(&mut t, "张三", "");
    add(&mut t, "张三", "");
    assert_eq!(form(&t).players.len(), 1);
    assert_eq!(form(&t).player, "张三", "the refused text stays shown");
    t.type_text("赵六");
    assert_eq!(form(&t).player, "赵六");
    press(&mut t, KeyCode::Enter);
    let names: Vec<&str> = form(&t).players.iter().map(|p| p.0.as_str()).collect();
    assert_eq!(names, ["张三", "赵六"]);
    // Backspace after a refusal edits the text as it stands.
    add(&mut t, "赵六", "");
    press(&mut t, KeyCode::Backspace);
    assert_eq!(form(&t).player, "赵");
    t.type_text("七");
    assert_eq!(form(&t).player, "赵七");
}
