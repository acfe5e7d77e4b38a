//! The tournament in the TUI: the tournament screen on
//! ratatui's TestBackend (snapshots at 80×24 and 120×40; pairing, results, a
//! withdrawal and a board played hot-seat, each checked in the event file written);
//! and end to end in tmux, `chuhe tournament play` (a game typed in Chinese, resigned,
//! its result then in `chuhe tournament standings --json`) and `chuhe tournament open`.
//! One test binary for all of them, to build one target fewer.
//!
//! The expected results come from the rules of the events: who resigned loses (14.1),
//! a withdrawn player's unplayed game is lost by forfeit (20.3, 20.4), a win scores 1
//! (14.1); the snapshots are chuhe's own drawing, reviewed by eye.

use crate::common::{chuhe_ok, tui_common};
use crate::tmux;

use std::path::{Path, PathBuf};
use std::process::Command;
use std::time::{Duration, Instant};

use crossterm::event::KeyCode;

use chuhe::lang::Lang;
use chuhe::match_control::TimeControl;
use chuhe::tournament::event::Settings;
use chuhe::tournament::{Event, GameResult, System, pair_next_round, standings, store};
use chuhe::tui::io::carry_out;
use chuhe::tui::screens::tournament::{TournamentScreen, View};
use tmux::Tmux;
use tui_common::{Harness, NoGameSaves};

const PLAYERS: [&str; 4] = ["王天一", "郑惟桐", "许银川", "吕钦"];

/// A round robin of four (Berger table, 13.1), written to `dir/cup.json`.
fn event_file(dir: &Path, paired: bool) -> PathBuf {
    let mut s = Settings::new("春季赛", System::RoundRobin);
    s.time_control = TimeControl::parse("10m").unwrap();
    s.seed = 7;
    let players: Vec<(String, Option<u32>)> =
        PLAYERS.iter().map(|p| (p.to_string(), None)).collect();
    let mut event = Event::new(s, &players).unwrap();
    if paired {
        pair_next_round(&mut event).unwrap();
    }
    let path = dir.join("cup.json");
    store::save(&path, &event).unwrap();
    path
}

/// The app with the tournament screen over its game.
fn harness(w: u16, h: u16, lang: Lang, path: &Path) -> Harness {
    let mut t = Harness::new(w, h, lang);
    t.app.push(Box::new(TournamentScreen::open(path).unwrap()));
    t.draw();
    t
}

/// A key, and the effects carried out as the loop does.
fn press(t: &mut Harness, code: KeyCode) {
    t.key(code);
    carry_out(&mut t.app, &mut NoGameSaves);
    t.draw();
}

fn screen_of(t: &Harness) -> &TournamentScreen {
    t.app
        .top()
        .and_then(|s| s.as_any())
        .and_then(|a| a.downcast_ref())
        .expect("the tournament screen on top")
}

#[test]
fn snapshots_of_the_pairings_and_the_standings() {
    let dir = tempfile::tempdir().unwrap();
    let path = event_file(dir.path(), true);
    let mut event = store::load(&path).unwrap();
    event
        .record_result(1, 1, GameResult::RedWins, Some([1, 0]))
        .unwrap();
    store::save(&path, &event).unwrap();
    for (w, h) in [(80, 24), (120, 40)] {
        let mut t = harness(w, h, Lang::Zh, &path);
        insta::assert_snapshot!(format!("pairings_zh_{w}x{h}"), t.screen());
        press(&mut t, KeyCode::Tab);
        insta::assert_snapshot!(format!("standings_zh_{w}x{h}"), t.screen());
        press(&mut t, KeyCode::Tab);
        insta::assert_snapshot!(format!("crosstable_zh_{w}x{h}"), t.screen());
        let mut t = harness(w, h, Lang::En, &path);
        insta::assert_snapshot!(format!("pairings_en_{w}x{h}"), t.screen());
        press(&mut t, KeyCode::Char('?'));
        insta::assert_snapshot!(format!("help_en_{w}x{h}"), t.screen());
    }
}

#[test]
fn pair_enter_a_result_withdraw_and_play_a_board_here() {
    let dir = tempfile::tempdir().unwrap();
    let path = event_file(dir.path(), false);
    let mut t = harness(100, 30, Lang::En, &path);
    assert!(t.screen().contains("No round has been paired yet"));

    // n pairs round 1, and the file has it.
    press(&mut t, KeyCode::Char('n'));
    let saved = store::load(&path).unwrap();
    assert_eq!(saved.rounds_paired(), 1);
    assert_eq!(saved.rounds[0].games.len(), 2);
    let screen = t.screen();
    for g in &saved.rounds[0].games {
        assert!(screen.contains(saved.name_of(g.red)), "{screen}");
        assert!(screen.contains(saved.name_of(g.black)), "{screen}");
    }
    // Round 1 is not finished: n again pairs nothing.
    press(&mut t, KeyCode::Char('n'));
    assert_eq!(store::load(&path).unwrap().rounds_paired(), 1);

    // 1 on board 1: Red wins (14.1).
    press(&mut t, KeyCode::Char('1'));
    let saved = store::load(&path).unwrap();
    assert_eq!(saved.rounds[0].games[0].result, Some(GameResult::RedWins));
    let winner = saved.name_of(saved.rounds[0].games[0].red).to_string();
    let st = standings(&saved);
    let row = st.rows.iter().find(|r| r.player == winner).unwrap();
    assert_eq!((row.rank, row.points), (1, 1.0));

    // Enter on board 2: its game on the board, with the pairing's names.
    press(&mut t, KeyCode::Down);
    press(&mut t, KeyCode::Enter);
    assert_eq!(t.app.screen_name(), "game");
    let board2 = saved.rounds[0].games[1].clone();
    assert_eq!(t.app.base.game.config().red, saved.name_of(board2.red));
    assert_eq!(t.app.base.game.config().black, saved.name_of(board2.black));
    assert_eq!(
        t.app.base.game.config().mode,
        chuhe::match_control::Mode::Tournament
    );
    assert_eq!(
        t.app.base.game.time_control(),
        &TimeControl::parse("10m").unwrap()
    );
    // Red (on move, its clock running) resigns: 0-1, in the file, with the result
    // sheet's time used; the tournament screen opens again.
    press(&mut t, KeyCode::Char('r'));
    press(&mut t, KeyCode::Char('y'));
    assert!(t.app.base.game.is_over());
    let saved = store::load(&path).unwrap();
    let g = &saved.rounds[0].games[1];
    assert_eq!(g.result, Some(GameResult::BlackWins));
    assert_eq!(g.fouls, [0, 0]);
    assert!(g.time_used.is_some());
    assert_eq!(t.app.screen_name(), "tournament");
    assert!(
        t.screen().contains("recorded in the event"),
        "{}",
        t.screen()
    );

    // Withdrawal (20) from the standings: after round 2 is paired, the withdrawn
    // player's game of that round is lost by forfeit.
    press(&mut t, KeyCode::Char('n'));
    let saved = store::load(&path).unwrap();
    assert_eq!(saved.rounds_paired(), 2);
    press(&mut t, KeyCode::Tab);
    assert_eq!(screen_of(&t).view(), View::Standings);
    let first = standings(&saved).rows[0].player.clone();
    press(&mut t, KeyCode::Char('W'));
    assert!(t.screen().contains(&format!("Withdraw {first} (20)?")));
    press(&mut t, KeyCode::Char('y'));
    let saved = store::load(&path).unwrap();
    let id = saved.player_by_name(&first).unwrap();
    assert_eq!(saved.players[id].withdrawn_after, Some(2));
    let g = saved.rounds[1]
        .games
        .iter()
        .find(|g| g.red == id || g.black == id)
        .unwrap();
    let lost = if g.red == id {
        GameResult::BlackForfeitWin
    } else {
        GameResult::RedForfeitWin
    };
    assert_eq!(g.result, Some(lost));
}

#[test]
fn a_board_with_a_result_is_not_played_again() {
    let dir = tempfile::tempdir().unwrap();
    let path = event_file(dir.path(), true);
    let mut t = harness(100, 30, Lang::En, &path);
    press(&mut t, KeyCode::Char('='));
    press(&mut t, KeyCode::Enter);
    assert_eq!(t.app.screen_name(), "tournament");
    assert!(
        t.screen().contains("already has its result"),
        "{}",
        t.screen()
    );
    let saved = store::load(&path).unwrap();
    assert_eq!(saved.rounds[0].games[0].result, Some(GameResult::Draw));
}

#[test]
fn a_result_already_entered_is_replaced_only_after_a_yes() {
    let dir = tempfile::tempdir().unwrap();
    let path = event_file(dir.path(), true);
    let mut t = harness(100, 30, Lang::Zh, &path);
    press(&mut t, KeyCode::Char('1'));
    assert_eq!(
        store::load(&path).unwrap().rounds[0].games[0].result,
        Some(GameResult::RedWins)
    );
    // 0 on the same board: asked, and any key but y keeps 1-0.
    press(&mut t, KeyCode::Char('0'));
    assert!(
        t.screen().contains("第1轮第1台已有结果1-0，改为0-1？(y/n)"),
        "{}",
        t.screen()
    );
    press(&mut t, KeyCode::Char('n'));
    assert_eq!(
        store::load(&path).unwrap().rounds[0].games[0].result,
        Some(GameResult::RedWins)
    );
    // Asked again, y replaces it.
    press(&mut t, KeyCode::Char('0'));
    press(&mut t, KeyCode::Char('y'));
    assert_eq!(
        store::load(&path).unwrap().rounds[0].games[0].result,
        Some(GameResult::BlackWins)
    );
    // The same result again asks nothing and changes nothing.
    press(&mut t, KeyCode::Char('0'));
    assert!(!t.screen().contains("(y/n)"), "{}", t.screen());
}

// ---- end to end, in tmux ----

fn wait_until(what: &str, ok: impl Fn() -> bool) {
    let deadline = Instant::now() + Duration::from_secs(20);
    while !ok() {
        assert!(Instant::now() < deadline, "timed out waiting for {what}");
        std::thread::sleep(Duration::from_millis(50));
    }
}

#[test]
fn tournament_play_records_a_resigned_game_in_the_standings() {
    let _turn = crate::tmux::one_at_a_time();
    let home = tempfile::tempdir().unwrap();
    let path = home.path().join("cup.json");
    let p = path.to_str().unwrap();
    chuhe_ok(&[
        "tournament",
        "new",
        p,
        "--system",
        "round-robin",
        "--players",
        "王天一,郑惟桐",
        "--time",
        "10m",
        "--seed",
        "3",
    ]);
    let pairing: serde_json::Value =
        serde_json::from_str(&chuhe_ok(&["tournament", "pair", p, "--json"])).unwrap();
    let red = pairing["pairings"][0]["red"].as_str().unwrap().to_string();
    let black = pairing["pairings"][0]["black"]
        .as_str()
        .unwrap()
        .to_string();

    let t = Tmux::new("tplay");
    t.window(
        "w",
        &Tmux::chuhe(
            home.path(),
            "zh_CN.UTF-8",
            &format!("tournament play {p} 1 1"),
        ),
    );
    // The event's players and its mode: tournament mode presses the clock by hand.
    t.wait_for("w", "the board with both names", |s| {
        s.contains(&red) && s.contains(&black) && s.contains("红方走棋")
    });
    t.type_text("w", "炮二平五");
    t.wait_for("w", "the preview", |s| s.contains("= 炮二平五"));
    t.key("w", "Enter");
    t.key("w", "p");
    t.wait_for("w", "Black to move", |s| s.contains("黑方走棋"));
    t.type_text("w", "马8进7");
    t.key("w", "Enter");
    t.key("w", "p");
    t.wait_for("w", "Red to move again", |s| {
        s.contains("马８进７") && s.contains("红方走棋")
    });
    // Red resigns (its clock runs): Black wins.
    t.key("w", "r");
    t.wait_for("w", "the resign question", |s| s.contains("认输"));
    t.key("w", "y");
    t.wait_for("w", "the result recorded", |s| s.contains("已记入赛事"));

    let st: serde_json::Value =
        serde_json::from_str(&chuhe_ok(&["tournament", "standings", p, "--json"])).unwrap();
    let rows = st["rows"].as_array().unwrap();
    let of = |name: &str| rows.iter().find(|r| r["player"] == name).unwrap().clone();
    assert_eq!(of(&black)["points"], 1.0, "{st}");
    assert_eq!(of(&black)["rank"], 1, "{st}");
    assert_eq!(of(&red)["points"], 0.0, "{st}");
    // The result sheet's data (10.1) is in the event: time used by each.
    let event = store::load(&path).unwrap();
    let g = &event.rounds[0].games[0];
    assert_eq!(g.result, Some(GameResult::BlackWins));
    assert!(g.time_used.is_some(), "{g:?}");
    // The board cannot be played again.
    let again = Command::new(env!("CARGO_BIN_EXE_chuhe"))
        .args(["tournament", "play", p, "1", "1"])
        .output()
        .unwrap();
    assert!(!again.status.success());
    assert!(String::from_utf8_lossy(&again.stderr).contains("already has its result"));
}

#[test]
fn tournament_open_pairs_and_enters_a_result() {
    let _turn = crate::tmux::one_at_a_time();
    let home = tempfile::tempdir().unwrap();
    let path = home.path().join("cup.json");
    let p = path.to_str().unwrap();
    chuhe_ok(&[
        "tournament",
        "new",
        p,
        "--system",
        "swiss",
        "--players",
        "Ann:2100,Bob:2000,Cy:1900,Di:1800",
        "--rounds",
        "3",
        "--seed",
        "5",
    ]);
    let t = Tmux::new("topen");
    t.window(
        "w",
        &Tmux::chuhe(home.path(), "en_US.UTF-8", &format!("tournament open {p}")),
    );
    t.wait_for("w", "the empty event", |s| {
        s.contains("No round has been paired yet")
    });
    t.key("w", "n");
    t.wait_for("w", "round 1 paired", |s| s.contains("round 1 paired"));
    wait_until("round 1 in the file", || {
        store::load(&path).is_ok_and(|e| e.rounds_paired() == 1)
    });
    t.key("w", "0");
    t.wait_for("w", "the result", |s| s.contains("round 1 board 1: 0-1"));
    wait_until("the result in the file", || {
        store::load(&path).is_ok_and(|e| e.rounds[0].games[0].result == Some(GameResult::BlackWins))
    });
    t.key("w", "Tab");
    let event = store::load(&path).unwrap();
    let winner = event.name_of(event.rounds[0].games[0].black).to_string();
    t.wait_for("w", "the standings", |s| {
        s.lines()
            .any(|l| l.contains(&winner) && l.contains('1') && l.trim_start().starts_with('›'))
    });
}
