//! Garbage on the wire: whatever a client sends, it gets an error and a disconnect —
//! never a crash of the host, never a changed game, and the other players play on.

use crate::common::net_common;

use std::time::Duration;

use chuhe::match_control::{MatchConfig, Mode};
use chuhe::net::ClockPolicy;
use chuhe::net::protocol::ServerMsg;
use net_common::*;
use proptest::prelude::*;

/// A game with two players and two moves, to check it is untouched afterwards.
fn game_in_progress(h: &TestHost) -> (Client, Client) {
    let red = player(h, "alice");
    let black = player(h, "bob");
    red.play("h2e2").unwrap();
    black.play("h9g7").unwrap();
    red.plies(2);
    black.plies(2);
    (red, black)
}

/// The game is as it was and still playable.
fn untouched(h: &TestHost, red: &Client, black: &Client) {
    let s = black.latest();
    assert_eq!(s.view.moves.len(), 2);
    assert!(s.view.verdict.is_none());
    red.play("b0c2").unwrap();
    black.plies(3);
    assert!(!h.host.is_finished());
}

fn hello_error(h: &TestHost, first_line: &[u8]) -> Option<String> {
    let mut raw = Raw::connect(h);
    raw.send(first_line);
    raw.error_then_close()
}

#[test]
fn bad_first_lines_get_an_error_and_a_disconnect() {
    let h = casual_host();
    let (red, black) = game_in_progress(&h);
    let cases: Vec<(Vec<u8>, &str)> = vec![
        (b"not json\n".to_vec(), "malformed"),
        (b"\xff\xfe\x00garbage\n".to_vec(), "malformed"),
        (b"{}\n".to_vec(), "malformed"),
        (b"[1,2]\n".to_vec(), "malformed"),
        (b"null\n".to_vec(), "malformed"),
        (b"{\"type\":\"ping\",\"id\":1}\n".to_vec(), "hello_first"),
        (
            b"{\"type\":\"act\",\"id\":1,\"action\":{\"action\":\"resign\"}}\n".to_vec(),
            "hello_first",
        ),
        (vec![b'x'; 100_000], "too_long"),
        ([vec![b' '; 5000], b"\n".to_vec()].concat(), "too_long"),
        (
            format!(
                "{{\"type\":\"hello\",\"v\":1,\"code\":\"x\",\"role\":\"play\",\"deep\":{}{}}}\n",
                "[".repeat(5000),
                "]".repeat(5000)
            )
            .into_bytes(),
            "too_long",
        ),
        (
            format!(
                "{{\"type\":\"hello\",\"v\":1,\"code\":\"x\",\"role\":\"play\",\"deep\":{}{}}}\n",
                "[".repeat(200),
                "]".repeat(200)
            )
            .into_bytes(),
            "malformed",
        ),
        (
            b"{\"type\":\"hello\",\"v\":1,\"code\":\"x\",\"role\":\"play\",\"name\":\"\\u001b]0;pwned\\u0007\"}\n"
                .to_vec(),
            "malformed",
        ),
        (
            b"{\"type\":\"hello\",\"v\":1,\"code\":\"k7q2-m9xd-4htw\",\"role\":\"play\"}\n".to_vec(),
            "wrong_code",
        ),
        (
            b"{\"type\":\"hello\",\"v\":1,\"code\":\"\",\"role\":\"watch\"}\n".to_vec(),
            "wrong_code",
        ),
        (
            format!(
                "{{\"type\":\"hello\",\"v\":1,\"code\":\"{}\",\"role\":\"play\",\"token\":\"zz\"}}\n",
                h.code()
            )
            .into_bytes(),
            "bad_token",
        ),
    ];
    for (line, code) in &cases {
        let shown = String::from_utf8_lossy(&line[..line.len().min(60)]).to_string();
        assert_eq!(hello_error(&h, line).as_deref(), Some(*code), "{shown}");
    }
    untouched(&h, &red, &black);
}

#[test]
fn another_protocol_version_gets_a_clear_message() {
    let h = casual_host();
    let mut raw = Raw::connect(&h);
    raw.send(b"{\"type\":\"hello\",\"v\":7,\"code\":\"whatever\",\"new_field\":[1]}\n");
    let Some(ServerMsg::Error(e)) = raw.msg() else {
        panic!("an error")
    };
    assert!(e.fatal);
    assert_eq!(
        e.message.en,
        format!(
            "protocol version mismatch: the host (chuhe {}) speaks version 1, the client speaks version 7; use the same version of chuhe on both sides",
            env!("CARGO_PKG_VERSION")
        )
    );
    assert!(e.message.zh.contains("协议版本不符"));
    assert!(raw.line().is_none(), "then the connection closes");
}

#[test]
fn a_seated_player_sending_garbage_is_dropped_and_the_game_unchanged() {
    let h = casual_host();
    let (red, black) = game_in_progress(&h);
    // A third party with Black's token (as a buggy client of Black's would be).
    let token = black.link.token().unwrap().to_string();
    drop(black);
    for junk in [
        &b"{\"type\":\"act\",\"id\":1,\"action\":{\"action\":\"move\",\"mv\":\"z9z9\"}}\n"[..],
        b"{\"type\":\"act\",\"id\":1,\"action\":{\"action\":\"record\",\"ply\":0,\"text\":\"\\u001b[2J\"}}\n",
        b"{\"type\":\"hello\",\"v\":1,\"code\":\"again\",\"role\":\"play\"}\n",
        b"\x00\x01\x02\n",
        b"{\"type\":\"act\"}\n",
    ] {
        let mut raw = Raw::hello(&h, "play", Some(&token));
        let m = raw.msg();
        let Some(ServerMsg::Welcome(w)) = m else {
            panic!("welcome, not {m:?}")
        };
        assert_eq!(w.seat, Some(chuhe::rules::Color::Black));
        raw.send(junk);
        let code = raw.error_then_close();
        assert!(
            matches!(code.as_deref(), Some("malformed" | "already_greeted")),
            "{code:?} for {}",
            String::from_utf8_lossy(junk)
        );
    }
    let black = {
        let mut c = config(&h, chuhe::net::Role::Play);
        c.token = Some(token.parse().unwrap());
        connect(c).unwrap()
    };
    untouched(&h, &red, &black);
}

#[test]
fn a_flood_is_cut_off() {
    let h = casual_host();
    let (red, black) = game_in_progress(&h);
    let mut raw = Raw::hello(&h, "watch", None);
    let flood: String = (0..500)
        .map(|i| format!("{{\"type\":\"ping\",\"id\":{i}}}\n"))
        .collect();
    raw.send(flood.as_bytes());
    assert_eq!(raw.error_then_close().as_deref(), Some("rate_limited"));
    untouched(&h, &red, &black);
}

#[test]
fn silence_after_connecting_times_out() {
    let h = host_with_limits(MatchConfig::new(Mode::Casual), ClockPolicy::Pause, |l| {
        l.hello_timeout = Duration::from_millis(200)
    });
    let mut raw = Raw::connect(&h);
    assert_eq!(raw.error_then_close().as_deref(), Some("timeout"));
}

#[test]
fn too_many_connections_are_refused() {
    let h = host_with_limits(MatchConfig::new(Mode::Casual), ClockPolicy::Pause, |l| {
        l.max_connections = 3
    });
    let _a = spectator(&h);
    let _b = spectator(&h);
    let _c = spectator(&h);
    // Refused once it says who it is (a player with a seat token would be let in).
    let mut raw = Raw::hello(&h, "watch", None);
    assert_eq!(raw.error_then_close().as_deref(), Some("full"));
}

#[test]
fn a_client_that_does_not_read_is_dropped_without_holding_up_the_game() {
    let h = host_with_limits(MatchConfig::new(Mode::Casual), ClockPolicy::Pause, |l| {
        l.write_timeout = Duration::from_millis(300);
        l.rate.burst = 10_000;
    });
    let (red, black) = game_in_progress(&h);
    // A spectator that says hello and never reads a byte.
    let _deaf = Raw::hello(&h, "watch", None);
    red.state_where("two watching", |s| s.session.spectators == 1);
    // Each touch is a change everyone is sent; the deaf spectator's socket buffer and
    // queue fill up and it is dropped.
    let square = chuhe::rules::Square::from_iccs("a0").unwrap();
    let mut n = 0;
    while !h.log_text().contains("did not keep up") {
        n += 1;
        assert!(n < 5_000, "the deaf spectator was never dropped");
        let id = red
            .link
            .act(chuhe::match_control::Action::Touch { square })
            .unwrap();
        let answer = red.try_reply(id);
        assert_eq!(
            answer,
            Some(Ok(())),
            "touch {n}; host log:\n{}",
            h.log_text()
        );
    }
    red.state_where("nobody watching", |s| s.session.spectators == 0);
    untouched(&h, &red, &black);
}

proptest! {
    #![proptest_config(ProptestConfig { cases: 24, ..ProptestConfig::default() })]

    /// Random bytes, after a good hello or instead of one: the host answers or hangs
    /// up, and the game goes on untouched.
    #[test]
    fn random_bytes_never_hurt_the_host(
        bytes in proptest::collection::vec(any::<u8>(), 0..2000),
        after_hello in any::<bool>(),
    ) {
        let h = casual_host();
        let (red, black) = game_in_progress(&h);
        let mut raw = if after_hello {
            let mut r = Raw::hello(&h, "watch", None);
            prop_assert!(matches!(r.msg(), Some(ServerMsg::Welcome(_))));
            r
        } else {
            Raw::connect(&h)
        };
        raw.send(&bytes);
        raw.send(b"\n");
        let _ = raw.stream.shutdown(std::net::Shutdown::Write);
        while raw.line().is_some() {}
        untouched(&h, &red, &black);
    }
}
