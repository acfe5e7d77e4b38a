//! Two players and a spectator over a real Unix socket: moves reach everyone, only a
//! seat's holder acts for it, spectators cannot act, wrong codes and tokens are
//! refused, and a refused intent changes nothing.

use crate::common::net_common;

use chuhe::match_control::{Action, MatchConfig, Mode};
use chuhe::net::protocol::ErrorCode;
use chuhe::net::{ClockPolicy, LinkError, Role, TakebackAnswer};
use chuhe::rules::{Color, Position};
use net_common::*;

#[test]
fn two_players_and_a_spectator_see_the_same_game() {
    let h = casual_host();
    let red = player(&h, "alice");
    let s = red.latest();
    assert!(!s.session.started, "one player: not started");
    assert!(
        s.view.status[0]
            .en
            .contains(&format!("chuhe join {}", h.code())),
        "{:?}",
        s.view.status
    );
    assert!(
        s.view.clocks.iter().all(|c| !c.running),
        "no clock runs yet"
    );
    assert_eq!(
        red.play("h2e2"),
        Err("the game has not started: no opponent yet".into())
    );

    let black = player(&h, "bob");
    assert_eq!((red.seat(), black.seat()), (Color::Red, Color::Black));
    let watcher = spectator(&h);
    assert_eq!(watcher.link.seat(), None);
    assert_eq!(
        watcher.link.welcome().token,
        None,
        "a spectator gets no token"
    );

    let s = watcher.state_where("started", |s| s.session.started);
    assert_eq!(s.view.red, "alice");
    assert_eq!(s.view.black, "bob");
    assert_eq!(s.session.spectators, 1);

    red.play("h2e2").unwrap();
    for c in [&red, &black, &watcher] {
        let s = c.plies(1);
        assert_eq!(s.view.moves[0].text, "炮二平五");
    }
    black.play("h9g7").unwrap();
    let s = watcher.plies(2);
    assert_eq!(s.view.moves[1].text, "马８进７");
    let expected = Position::from_fen(
        "rnbakab1r/9/1c4nc1/p1p1p1p1p/9/9/P1P1P1P1P/1C2C4/9/RNBAKABNR w - - 2 2",
    )
    .unwrap();
    assert_eq!(s.view.position.board_fen(), expected.board_fen());
    assert!(
        h.log_text().contains("ply 2: Black 马８进７"),
        "{}",
        h.log_text()
    );
}

#[test]
fn nobody_acts_for_another_seat_and_spectators_cannot_act() {
    let h = casual_host();
    let red = player(&h, "");
    let black = player(&h, "");
    let watcher = spectator(&h);
    red.play("h2e2").unwrap();
    red.plies(1);
    // Red tries Black's move: the host plays for the connection's seat, whatever the
    // message says, so this is Red moving out of turn.
    assert_eq!(red.play("h9g7"), Err("it is Black's move (2.1)".into()));
    for action in [
        Action::Resign,
        Action::OfferDraw,
        Action::Pause,
        Action::Undo,
        Action::Move {
            mv: chuhe::rules::Move::from_iccs("h9g7").unwrap(),
            entry: None,
        },
    ] {
        assert_eq!(
            watcher.act(action.clone()),
            Err("spectators cannot act on the game".into()),
            "{action:?}"
        );
    }
    let id = watcher.link.takeback(TakebackAnswer::Accept).unwrap();
    assert_eq!(
        watcher.reply(id),
        Err("spectators cannot act on the game".into())
    );
    let s = black.latest();
    assert_eq!(s.view.moves.len(), 1);
    assert!(s.view.verdict.is_none() && !s.view.paused && s.view.draw_offer.is_none());
    // Black's own move still goes through.
    black.play("h9g7").unwrap();
    watcher.plies(2);
}

#[test]
fn a_wrong_code_a_third_player_and_a_stolen_token_are_refused() {
    let h = casual_host();
    let red = player(&h, "");
    let _black = player(&h, "");

    let mut wrong = config(&h, Role::Play);
    let typed = h.code().to_string();
    let last = if typed.ends_with('0') { "1" } else { "0" };
    wrong.code = format!("{}{last}", &typed[..typed.len() - 1])
        .parse()
        .unwrap();
    match connect(wrong) {
        Err(LinkError::Refused(e)) => assert_eq!(e.code, ErrorCode::WrongCode),
        other => panic!("{:?}", other.err()),
    }

    match connect(config(&h, Role::Play)) {
        Err(LinkError::Refused(e)) => {
            assert_eq!(e.code, ErrorCode::SeatsTaken);
            assert!(e.message.en.contains("you can watch"), "{}", e.message.en);
        }
        other => panic!("{:?}", other.err()),
    }

    let mut forged = config(&h, Role::Play);
    forged.token = Some(chuhe::net::Token::random().unwrap());
    match connect(forged) {
        Err(LinkError::Refused(e)) => assert_eq!(e.code, ErrorCode::BadToken),
        other => panic!("{:?}", other.err()),
    }
    // None of it touched the game or the seats.
    red.play("h2e2").unwrap();
    let s = red.plies(1);
    assert!(s.session.seats.iter().all(|seat| seat.connected));
}

#[test]
fn a_seat_asked_for_is_given_or_refused_with_the_free_one_named() {
    let h = casual_host();
    let mut c = config(&h, Role::Play);
    c.seat = Some(Color::Black);
    let black = connect(c.clone()).unwrap();
    assert_eq!(black.seat(), Color::Black);
    match connect(c) {
        Err(LinkError::Refused(e)) => {
            assert!(
                e.message.en.contains("the red seat is free"),
                "{}",
                e.message.en
            )
        }
        other => panic!("{:?}", other.err()),
    }
}

#[test]
fn a_take_back_needs_the_opponents_consent() {
    let h = casual_host();
    let red = player(&h, "");
    let black = player(&h, "");
    red.play("h2e2").unwrap();
    black.play("h9g7").unwrap();
    red.plies(2);
    // Black asks, Red declines: nothing changes.
    assert_eq!(black.act(Action::Undo), Ok(()));
    red.state_where("the request", |s| s.session.takeback == Some(Color::Black));
    let id = red.link.takeback(TakebackAnswer::Decline).unwrap();
    red.reply(id).unwrap();
    let s = black.state_where("the request gone", |s| s.session.takeback.is_none());
    assert_eq!(s.view.moves.len(), 2);
    // Red asks (Black has replied since Red's move): accepted, two plies go.
    assert_eq!(red.act(Action::Undo), Ok(()));
    black.state_where("the request", |s| s.session.takeback == Some(Color::Red));
    let id = red.link.takeback(TakebackAnswer::Accept).unwrap();
    assert_eq!(
        red.reply(id),
        Err("your opponent has not asked to take back a move".into())
    );
    let id = black.link.takeback(TakebackAnswer::Accept).unwrap();
    black.reply(id).unwrap();
    let s = red.plies(0);
    assert_eq!(s.view.position.fen(), Position::startpos().fen());
    assert_eq!(s.view.to_move, Color::Red);
}

#[test]
fn no_take_backs_in_a_tournament() {
    let h = host_with(MatchConfig::new(Mode::Tournament), ClockPolicy::Run);
    let red = player(&h, "");
    let _black = player(&h, "");
    red.play("h2e2").unwrap();
    let err = red.act(Action::Undo).unwrap_err();
    assert!(err.contains("(5.7)"), "{err}");
}

#[test]
fn every_client_holds_the_hosts_game_exactly() {
    let mut config = MatchConfig::new(Mode::Tournament);
    config.time_control = "10m+5s".parse().unwrap();
    let h = host_with(config, ClockPolicy::Run);
    let red = player(&h, "alice");
    let black = player(&h, "bob");
    let watcher = spectator(&h);
    let square = |s: &str| chuhe::rules::Square::from_iccs(s).unwrap();
    let mv = |s: &str| chuhe::rules::Move::from_iccs(s).unwrap();
    let steps: Vec<(&Client, Action, u64)> = vec![
        (
            &red,
            Action::Touch {
                square: square("h2"),
            },
            4,
        ),
        (
            &red,
            Action::Move {
                mv: mv("h2e2"),
                entry: Some("炮二平五".into()),
            },
            1,
        ),
        (&red, Action::PressClock, 1),
        (
            &black,
            Action::Touch {
                square: square("h9"),
            },
            7,
        ),
        (
            &black,
            Action::Move {
                mv: mv("h9g7"),
                entry: Some("马2进3".into()),
            },
            2,
        ),
        (&black, Action::PressClock, 0),
        (
            &black,
            Action::Record {
                ply: 0,
                text: "炮二平五".into(),
            },
            3,
        ),
        (
            &red,
            Action::Record {
                ply: 1,
                text: "马8进7".into(),
            },
            30,
        ),
    ];
    for (i, (who, action, wait)) in steps.into_iter().enumerate() {
        h.time.advance(std::time::Duration::from_secs(wait));
        assert_eq!(who.act(action.clone()), Ok(()), "step {i}: {action:?}");
    }
    let n = black.latest().view.moves.len();
    assert_eq!(n, 2);
    // Let every link take in the last state, then compare each replica with the
    // host's game rebuilt from its save, at several instants.
    for c in [&red, &black, &watcher] {
        c.state_where("the last entry", |s| {
            s.view.sheets[0]
                .rows
                .get(1)
                .is_some_and(|r| r.entry.is_some())
        });
    }
    let save = save_of(&h);
    let host_game = chuhe::match_control::Match::replay(save.record.as_ref().unwrap()).unwrap();
    let now = save.saved_at;
    for at in [now, now.after(std::time::Duration::from_secs(42))] {
        let expected = host_game.view(at);
        for c in [&red, &black, &watcher] {
            assert_eq!(c.link.view_at(at), expected);
        }
    }
    let v = host_game.view(now);
    assert_eq!(v.sheets[1].rows[1].entry.as_deref(), Some("马2进3"));
    assert_eq!(v.fouls, [vec![], vec![]]);
}
