//! Disconnection and reconnection: a dropped player comes back with their token and
//! finds the game exactly as it was; whether their clock ran meanwhile is the host's
//! setting; a restarted host carries on from its save and the clients come back by
//! themselves.

use crate::common::net_common;

use std::sync::{Arc, Mutex};
use std::time::Duration;

use chuhe::match_control::{MatchConfig, Millis, Mode, TimeControl};
use chuhe::net::host::{HostSave, SharedTime};
use chuhe::net::protocol::ServerMsg;
use chuhe::net::{ClockPolicy, Host, LinkEvent, Role, Start, Token};
use chuhe::rules::Color;
use net_common::*;

fn timed(minutes: u64) -> MatchConfig {
    let mut c = MatchConfig::new(Mode::Casual);
    c.time_control = format!("{minutes}m").parse::<TimeControl>().unwrap();
    c
}

/// Red (a Link) and Black (a raw connection, to be dropped without a goodbye) with
/// two moves played; Red to move... then Red moves too, so it is Black's turn.
fn black_to_move(h: &TestHost) -> (Client, Raw, Token) {
    let red = player(h, "alice");
    let mut black = Raw::hello(h, "play", None);
    let Some(ServerMsg::Welcome(w)) = black.msg() else {
        panic!("welcome")
    };
    assert_eq!(w.seat, Some(Color::Black));
    let token: Token = w.token.unwrap().parse().unwrap();
    red.state_where("started", |s| s.session.started);
    h.time.advance(Duration::from_secs(3));
    red.play("h2e2").unwrap();
    red.plies(1);
    (red, black, token)
}

fn back(h: &TestHost, token: &Token) -> Client {
    let mut c = config(h, Role::Play);
    c.token = Some(token.clone());
    connect(c).unwrap()
}

#[test]
fn a_dropped_player_comes_back_to_the_same_game_with_the_clock_stopped() {
    let h = host_with(timed(10), ClockPolicy::Pause);
    let (red, black, token) = black_to_move(&h);
    h.time.advance(Duration::from_secs(7));
    let before = red.state_where("7 s into Black's turn", |s| s.view.moves.len() == 1);
    drop(black); // the connection drops: no goodbye
    let paused = red.state_where("the host's pause", |s| s.session.paused_for_absence);
    assert!(paused.view.paused);
    assert!(!paused.session.seats[1].connected && paused.session.seats[1].taken);
    assert!(
        paused.view.status[0]
            .en
            .contains("Black disconnected: the clocks are stopped"),
        "{:?}",
        paused.view.status
    );
    let black_left = paused.view.clocks[1].remaining;
    assert_eq!(black_left, Duration::from_secs(600 - 7));

    // A minute away costs Black nothing.
    h.time.advance(Duration::from_secs(60));
    // Nobody else may sit down in Black's place meanwhile.
    assert!(connect(config(&h, Role::Play)).is_err());
    let black = back(&h, &token);
    assert_eq!(black.seat(), Color::Black);
    let now = black.latest();
    assert!(!now.view.paused && !now.session.paused_for_absence);
    assert_eq!(now.view.moves, before.view.moves);
    assert_eq!(now.view.position, before.view.position);
    assert_eq!(now.view.clocks[1].remaining, black_left);
    assert_eq!(
        now.view.clocks[0].remaining,
        before.view.clocks[0].remaining
    );
    assert!(now.view.clocks[1].running);
    black.play("h9g7").unwrap();
    red.plies(2);
}

#[test]
fn with_the_clock_running_an_absence_costs_time() {
    let h = host_with(timed(10), ClockPolicy::Run);
    let (red, black, token) = black_to_move(&h);
    drop(black);
    let s = red.state_where("Black away", |s| !s.session.seats[1].connected);
    assert!(!s.view.paused);
    assert!(
        s.view.status[0].en.contains("their clock runs on"),
        "{:?}",
        s.view.status
    );
    h.time.advance(Duration::from_secs(60));
    let black = back(&h, &token);
    let now = black.latest();
    assert_eq!(now.view.clocks[1].remaining, Duration::from_secs(600 - 60));
}

#[test]
fn a_player_cannot_restart_a_clock_the_host_stopped_for_an_absent_opponent() {
    let h = host_with(timed(10), ClockPolicy::Pause);
    let (red, black, _token) = black_to_move(&h);
    drop(black);
    red.state_where("the host's pause", |s| s.session.paused_for_absence);
    let err = red.act(chuhe::match_control::Action::Resume).unwrap_err();
    assert_eq!(err, "the host stopped the clocks until Black is back");
}

#[test]
fn the_same_token_on_a_new_connection_replaces_the_old_one() {
    let h = casual_host();
    let red = player(&h, "");
    let black = player(&h, "");
    let token = black.link.token().unwrap();
    let again = back(&h, &token);
    let closed = black.wait_for("the old link closed", |e| match e {
        LinkEvent::Closed(t) => Some(t.en.clone()),
        _ => None,
    });
    assert_eq!(closed, "your seat was taken over by a new connection");
    red.play("h2e2").unwrap();
    again.plies(1);
}

#[test]
fn a_restarted_host_resumes_from_its_save_and_clients_come_back_by_themselves() {
    let h = host_with(timed(10), ClockPolicy::Pause);
    let red = player(&h, "alice");
    let black = player(&h, "bob");
    h.time.advance(Duration::from_secs(5));
    red.play("h2e2").unwrap();
    h.time.advance(Duration::from_secs(9));
    black.play("h9g7").unwrap();
    h.time.advance(Duration::from_secs(2));
    let before = red.plies(2);
    let save_path = h.host.save_path().unwrap().to_path_buf();
    let TestHost { host, dir, log, .. } = h;
    host.shutdown();
    for c in [&red, &black] {
        c.wait_for("the drop", |e| {
            matches!(e, LinkEvent::Lost(_)).then_some(())
        });
    }

    let save = HostSave::load(&save_path).unwrap();
    assert_eq!(save.record.as_ref().unwrap().log.len(), 2);
    let time = SharedTime::new(save.saved_at);
    let host = Host::start(
        options(dir.path(), ClockPolicy::Pause, Arc::clone(&log)),
        Start::Resume {
            save: Box::new(save),
            path: save_path,
        },
        Some(Box::new(time.clone())),
    )
    .unwrap();
    for c in [&red, &black] {
        c.wait_for("the return", |e| {
            matches!(e, LinkEvent::Reconnected).then_some(())
        });
    }
    let after = black.state_where("both back", |s| {
        s.session.seats.iter().all(|seat| seat.connected) && !s.view.paused
    });
    assert_eq!(after.view.moves, before.view.moves);
    assert_eq!(after.view.position, before.view.position);
    // Red's clock ran 5 s for the first move and 2 s since Black's move.
    assert_eq!(after.view.clocks[0].used, Duration::from_secs(7));
    assert_eq!(after.view.clocks[1].used, Duration::from_secs(9));
    assert_eq!(after.view.red, "alice");
    // Red's 2 s since Black's move were saved at the shutdown and still count.
    assert_eq!(
        after.view.clocks[0].remaining,
        Duration::from_secs(600 - 5 - 2)
    );
    time.advance(Duration::from_secs(1));
    red.play("b0c2").unwrap();
    black.plies(3);
    host.shutdown();
}

#[test]
fn two_players_over_tcp_loopback() {
    let dir = tempfile::tempdir().unwrap();
    let log = Arc::new(Mutex::new(Vec::new()));
    let mut opts = options(dir.path(), ClockPolicy::Run, log);
    opts.listen = chuhe::net::Listen::Tcp("127.0.0.1:0".parse().unwrap());
    let host = Host::start(
        opts,
        Start::New {
            config: Box::new(MatchConfig::new(Mode::Casual)),
            seat: None,
        },
        Some(Box::new(SharedTime::new(Millis(0)))),
    )
    .unwrap();
    let h = TestHost {
        host,
        time: SharedTime::default(),
        dir,
        log: Arc::default(),
    };
    assert!(matches!(h.endpoint(), chuhe::net::Endpoint::Tcp(a) if a.port() != 0));
    let red = player(&h, "");
    let black = player(&h, "");
    red.play("h2e2").unwrap();
    black.plies(1);
    // The save remembers the port chosen, so a restarted host is found at the same one.
    let save = save_of(&h);
    assert_eq!(
        save.listen,
        chuhe::net::Listen::Tcp(match h.endpoint() {
            chuhe::net::Endpoint::Tcp(a) => a,
            _ => unreachable!(),
        })
    );
}

/// A host whose socket directory is removed under it (a test's temporary directory,
/// a cleaned /tmp) still stops when asked: the acceptor cannot be woken then, and
/// must not hold the exit up (a `chuhe host` once lingered, its terminal gone).
#[test]
fn a_host_stops_even_when_its_socket_is_gone() {
    let h = casual_host();
    let TestHost { host, dir, .. } = h;
    std::fs::remove_dir_all(dir.path().join("sock")).unwrap();
    let (done, finished) = std::sync::mpsc::channel();
    std::thread::spawn(move || {
        host.shutdown();
        let _ = done.send(());
    });
    assert!(
        finished.recv_timeout(DEADLINE).is_ok(),
        "shutdown did not return within {DEADLINE:?}"
    );
}
