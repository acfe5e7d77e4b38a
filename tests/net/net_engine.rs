//! `chuhe host --headless --black engine:N` as a real process: the engine sits at
//! Black's seat through the same protocol a player uses, and a player who joins as Red
//! over the host's socket has an opponent. The engine's answers are checked against
//! the rules core's move generator (not against the host's own word alone), and
//! against the host's clock: its flag has not fallen, and in tournament mode it has
//! pressed its own clock and written its own scoresheet entry (6, 7). With `--book`
//! the built-in engine opens from the book.

use crate::common::net_common;

use std::process::{Command, Stdio};

use chuhe::match_control::Action;
use chuhe::net::{Endpoint, LinkConfig, Role};
use chuhe::rules::{Color, Move, Position};
use net_common::{Client, DEADLINE, connect, spawn_host};

fn join_as_red(info: &serde_json::Value) -> Client {
    let endpoint = Endpoint::Unix(info["socket"].as_str().unwrap().into());
    let code = info["code"].as_str().unwrap().parse().unwrap();
    let mut c = LinkConfig::new(endpoint, code, Role::Play);
    c.name = "lone player".into();
    c.seat = Some(Color::Red);
    c.timeout = DEADLINE;
    connect(c).unwrap()
}

/// The position after 炮二平五 and the moves the rules allow Black there.
fn legal_answers() -> Vec<Move> {
    let mut p = Position::startpos();
    p.play(Move::from_iccs("h2e2").unwrap()).unwrap();
    p.legal_moves().iter().copied().collect()
}

#[test]
fn the_engine_answers_a_lone_player_at_a_hosted_game() {
    let tmp = tempfile::tempdir().unwrap();
    let host = spawn_host(
        &tmp.path().join("data"),
        &tmp.path().join("sock"),
        &["--black", "engine:6", "--time", "1/3s"],
    );
    let red = join_as_red(&host.info);
    assert_eq!(red.seat(), Color::Red);
    let started = red.state_where("the game started", |s| s.session.started);
    assert_eq!(started.view.black, "chuhe engine:6");
    red.play("h2e2").expect("炮二平五 is legal");
    let answered = red.plies(2);
    let view = &answered.view;
    let reply = view.last_move.expect("the engine's move");
    assert!(
        legal_answers().contains(&reply),
        "{reply} is not a legal answer to 炮二平五"
    );
    assert_eq!(view.to_move, Color::Red);
    // Within its time: 3 s a move, and its flag has not fallen.
    assert!(view.verdict.is_none(), "{:?}", view.verdict);
    assert!(!view.clocks[Color::Black.index()].flag_fallen);
    // It goes on answering.
    let second = view.position.legal_moves().iter().copied().next().unwrap();
    red.play(&second.to_string()).unwrap();
    let again = red.plies(4);
    assert!(again.view.verdict.is_none(), "{:?}", again.view.verdict);
}

#[test]
fn in_tournament_mode_the_engine_presses_its_clock_and_records_its_move() {
    let tmp = tempfile::tempdir().unwrap();
    let host = spawn_host(
        &tmp.path().join("data"),
        &tmp.path().join("sock"),
        &[
            "--mode",
            "tournament",
            "--black",
            "engine:2",
            "--time",
            "10m+5s",
        ],
    );
    let red = join_as_red(&host.info);
    red.state_where("the game started", |s| s.session.started);
    red.act(Action::Move {
        mv: Move::from_iccs("h2e2").unwrap(),
        entry: Some("炮二平五".into()),
    })
    .unwrap();
    red.act(Action::PressClock).unwrap();
    let answered = red.state_where("Black moved and pressed", |s| {
        s.view.moves.len() == 2 && !s.view.awaiting_press
    });
    let view = &answered.view;
    assert!(legal_answers().contains(&view.last_move.unwrap()));
    assert_eq!(view.clock_holder, Color::Red, "Black pressed its clock");
    let sheet = &view.sheets[Color::Black.index()];
    assert!(
        sheet.missing.is_empty(),
        "the engine wrote its entry: {sheet:?}"
    );
    assert!(view.verdict.is_none());
}

/// `chuhe host --red engine:10 --book BOOK`: the built-in engine's seat opens from the
/// book — a flank pawn push, which it never plays by itself from the start — on the
/// host's clock like any move.
#[test]
fn the_hosted_engine_opens_from_the_book() {
    let tmp = tempfile::tempdir().unwrap();
    let book = crate::common::book::flank_book(tmp.path());
    let host = spawn_host(
        &tmp.path().join("data"),
        &tmp.path().join("sock"),
        &[
            "--red",
            "engine:10",
            "--time",
            "10m",
            "--book",
            book.to_str().unwrap(),
        ],
    );
    let endpoint = Endpoint::Unix(host.info["socket"].as_str().unwrap().into());
    let code = host.info["code"].as_str().unwrap().parse().unwrap();
    let mut c = LinkConfig::new(endpoint, code, Role::Play);
    c.name = "lone player".into();
    c.seat = Some(Color::Black);
    c.timeout = DEADLINE;
    let black = connect(c).unwrap();
    let opened = black.plies(1);
    let first = opened
        .view
        .last_move
        .expect("the engine's move")
        .to_string();
    assert!(
        crate::common::book::FLANK_MOVES.contains(&first.as_str()),
        "{first} is not the book's"
    );
    assert_eq!(opened.view.to_move, Color::Black);
    assert!(opened.view.verdict.is_none(), "{:?}", opened.view.verdict);
}

#[test]
fn an_engine_on_the_host_own_seat_or_an_unknown_engine_is_refused() {
    let tmp = tempfile::tempdir().unwrap();
    let run = |args: &[&str]| {
        let out = Command::new(env!("CARGO_BIN_EXE_chuhe"))
            .args(args)
            .env("CHUHE_DATA_DIR", tmp.path().join("data"))
            .env("CHUHE_CONFIG_DIR", tmp.path().join("config"))
            .env("CHUHE_NET_DIR", tmp.path().join("sock"))
            .stdin(Stdio::null())
            .output()
            .unwrap();
        assert!(!out.status.success());
        String::from_utf8_lossy(&out.stderr).into_owned()
    };
    let e = run(&["host", "--red", "engine:3"]);
    assert!(
        e.contains("an engine cannot take the host's own seat"),
        "{e}"
    );
    let e = run(&["host", "--headless", "--black", "engine:nosuch"]);
    assert!(e.contains("nosuch"), "{e}");
    let e = run(&["host", "--headless", "--black", "engine:11"]);
    assert!(e.contains("1 to 10"), "{e}");
}
