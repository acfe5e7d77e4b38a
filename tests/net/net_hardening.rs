//! The host attacked from outside, over a real Unix socket: idle connections that
//! would crowd out a seated player, bytes that trickle in to keep a connection
//! open, escape sequences aimed at the host's log, a token sent with the wrong seat,
//! a second hello. The limits are made short for the tests (they are settings of the
//! host); every wait has a deadline.

use crate::common::net_common;

use std::io::Write;
use std::time::Duration;

use chuhe::match_control::{Action, MatchConfig, Mode};
use chuhe::net::protocol::ServerMsg;
use chuhe::net::{ClockPolicy, Role, Token};
use chuhe::rules::Color;
use net_common::*;

/// Red seated (a Link), Black seated and then gone (its token kept).
fn red_and_absent_black(h: &TestHost) -> (Client, Token) {
    let red = player(h, "alice");
    let mut black = Raw::hello(h, "play", None);
    let Some(ServerMsg::Welcome(w)) = black.msg() else {
        panic!("welcome")
    };
    let token: Token = w.token.unwrap().parse().unwrap();
    red.state_where("started", |s| s.session.started);
    red.play("h2e2").unwrap();
    drop(black);
    red.state_where("Black away", |s| !s.session.seats[1].connected);
    (red, token)
}

fn back_with(h: &TestHost, token: &Token) -> Result<Client, chuhe::net::LinkError> {
    let mut c = config(h, Role::Play);
    c.token = Some(token.clone());
    connect(c)
}

/// Measured from outside: 62 idle connections made every later client get `full`,
/// a player coming back with a valid token included. Now a peer's idle connections
/// only ever push out that peer's own oldest ones, and a token holder is let in.
#[test]
fn idle_connections_do_not_shut_out_a_seated_player() {
    // The clock runs for the absent player meanwhile, as in tournament mode.
    let h = host_with_limits(MatchConfig::new(Mode::Casual), ClockPolicy::Run, |l| {
        l.max_connections = 8;
        l.max_pending_per_peer = 4;
    });
    let (red, token) = red_and_absent_black(&h);
    // 100 connections that never say a word, from this test's user — who is also
    // the player's user here, the hardest case: the same peer.
    let mut idle: Vec<Raw> = (0..100).map(|_| Raw::connect(&h)).collect();
    let black = back_with(&h, &token).expect("the token holder is let in");
    assert_eq!(black.seat(), Color::Black);
    red.state_where("Black back", |s| s.session.seats[1].connected);
    // The oldest idle connections were closed, each told why.
    assert_eq!(
        idle[0].error_then_close().as_deref(),
        Some("too_many_pending")
    );
    // Spectators get in too: the idle connections took no place of theirs.
    let _watcher = spectator(&h);
    drop(idle.drain(..));
    black.play("h9g7").unwrap();
    red.plies(2);
}

/// Even past the limit on connections that have said hello, a token holder is let
/// in; a newcomer without one is told `full`.
#[test]
fn a_full_host_still_lets_a_token_holder_in() {
    let h = host_with_limits(MatchConfig::new(Mode::Casual), ClockPolicy::Pause, |l| {
        l.max_connections = 3;
    });
    let (_red, token) = red_and_absent_black(&h);
    let _a = spectator(&h);
    let _b = spectator(&h);
    let mut late = Raw::hello(&h, "watch", None);
    assert_eq!(late.error_then_close().as_deref(), Some("full"));
    let black = back_with(&h, &token).expect("the token holder is let in");
    assert_eq!(black.seat(), Color::Black);
}

/// Sends a byte every 50 ms on `raw`'s socket from another thread, until the socket
/// is closed (or ten seconds pass).
fn trickle(raw: &Raw, byte: u8) -> std::thread::JoinHandle<()> {
    let mut s = raw.stream.try_clone().unwrap();
    std::thread::spawn(move || {
        for _ in 0..200 {
            if s.write_all(&[byte]).is_err() {
                return;
            }
            std::thread::sleep(Duration::from_millis(50));
        }
    })
}

/// Measured from outside: a space every 3 s kept a connection open 45 s with a 10-s
/// hello limit. The limit counts from the connection.
#[test]
fn a_trickle_of_bytes_does_not_extend_the_hello_deadline() {
    let h = host_with_limits(MatchConfig::new(Mode::Casual), ClockPolicy::Pause, |l| {
        l.hello_timeout = Duration::from_millis(300);
    });
    let mut raw = Raw::connect(&h);
    let t = trickle(&raw, b' ');
    // Without the deadline the host would wait for ever; the read here gives up
    // after ten seconds and the assertion fails.
    assert_eq!(raw.error_then_close().as_deref(), Some("timeout"));
    t.join().unwrap();
}

/// Measured from outside: a byte every 5 s with no newline stayed connected past the
/// 60-s limit. Each line must be complete within the limit.
#[test]
fn a_line_that_never_ends_is_cut_off_at_the_idle_limit() {
    let h = host_with_limits(MatchConfig::new(Mode::Casual), ClockPolicy::Pause, |l| {
        l.idle_timeout = Duration::from_millis(300);
    });
    let mut raw = Raw::hello(&h, "watch", None);
    assert!(matches!(raw.msg(), Some(ServerMsg::Welcome(_))));
    raw.send(b"{\"type\":");
    let t = trickle(&raw, b' ');
    assert_eq!(raw.error_then_close().as_deref(), Some("timeout"));
    t.join().unwrap();
    assert!(
        h.log_text()
            .contains("no complete message within the time limit"),
        "{}",
        h.log_text()
    );
}

/// Measured from outside: `mv:"\u001b]0;PWNED\u0007\u001b[2J"` was printed raw on a
/// headless host's stderr (the parser's message quotes the bad field).
#[test]
fn escape_sequences_never_reach_the_host_log_raw() {
    let h = casual_host();
    let (_red, token) = red_and_absent_black(&h);
    let mut black = Raw::hello(&h, "play", Some(&token.to_string()));
    assert!(matches!(black.msg(), Some(ServerMsg::Welcome(_))));
    black.send(
        b"{\"type\":\"act\",\"id\":1,\"action\":{\"action\":\"move\",\"mv\":\"\\u001b]0;PWNED\\u0007\\u001b[2J\"}}\n",
    );
    assert_eq!(black.error_then_close().as_deref(), Some("malformed"));
    let deadline = std::time::Instant::now() + DEADLINE;
    while !h.log_text().contains("PWNED") {
        assert!(std::time::Instant::now() < deadline, "{}", h.log_text());
        std::thread::sleep(Duration::from_millis(20));
    }
    let log = h.log_text();
    assert!(
        !log.chars().any(|c| c.is_control() && c != '\n'),
        "a control character in the log: {log:?}"
    );
    assert!(
        log.contains(r"\u{1b}]0;PWNED\u{7}\u{1b}[2J"),
        "escaped as written: {log}"
    );
}

/// Measured from outside: a token silently overrode the seat asked for.
#[test]
fn a_token_for_the_other_seat_is_refused_with_its_own_code() {
    let h = casual_host();
    let (red, token) = red_and_absent_black(&h);
    let mut raw = Raw::connect(&h);
    raw.send(
        format!(
            "{{\"type\":\"hello\",\"v\":1,\"code\":\"{}\",\"role\":\"play\",\"seat\":\"red\",\"token\":\"{token}\"}}\n",
            h.code()
        )
        .as_bytes(),
    );
    assert_eq!(raw.error_then_close().as_deref(), Some("seat_mismatch"));
    // Black's seat is still free for Black, and nobody took Red's.
    assert!(!red.latest().session.seats[1].connected);
    let mut c = config(&h, Role::Play);
    c.token = Some(token.clone());
    c.seat = Some(Color::Black);
    assert_eq!(connect(c).unwrap().seat(), Color::Black);
}

/// Measured from outside: a second hello got `hello_first`.
#[test]
fn a_second_hello_is_called_what_it_is() {
    let h = casual_host();
    let mut raw = Raw::hello(&h, "watch", None);
    assert!(matches!(raw.msg(), Some(ServerMsg::Welcome(_))));
    raw.send(
        format!(
            "{{\"type\":\"hello\",\"v\":1,\"code\":\"{}\",\"role\":\"watch\"}}\n",
            h.code()
        )
        .as_bytes(),
    );
    assert_eq!(raw.error_then_close().as_deref(), Some("already_greeted"));
}

/// Resigning while the host holds the clock for an absent opponent. The decision
/// (see `net/host/table.rs`): a player may declare resignation at any moment of the
/// game (2011 规则 4.1.12, "宣布认输"; the main rule book's 4.1.9); the host stopping
/// the clocks for an absent player is the arbiter's pause (17.4), which suspends the
/// clocks and the moves, not a player's right to concede. It harms nobody but the
/// one who resigns, and the absent player finds the result when back. This test
/// documents the behaviour, which was already so; it checks chuhe against itself.
#[test]
fn a_present_player_may_resign_while_the_clock_is_stopped_for_the_absent_one() {
    let h = casual_host();
    let (red, token) = red_and_absent_black(&h);
    red.state_where("the host's pause", |s| s.session.paused_for_absence);
    // A move is refused meanwhile: the clock is stopped.
    assert!(red.act(Action::Resume).is_err());
    red.act(Action::Resign).unwrap();
    let over = red.state_where("the result", |s| s.view.verdict.is_some());
    let verdict = over.view.verdict.clone().unwrap();
    assert!(
        verdict.text().en.contains("resign"),
        "{}",
        verdict.text().en
    );
    let black = back_with(&h, &token).unwrap();
    assert_eq!(black.latest().view.verdict, Some(verdict));
}
