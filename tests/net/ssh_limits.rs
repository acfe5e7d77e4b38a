//! The SSH server's limits, each against a running server (`chuhe::ssh::start` in
//! this process, on loopback, with small limits) and russh's client, or a bare TCP
//! socket where a client would not even speak SSH: sessions per key, authentication
//! attempts per connection, the time to log in, the idle time-out (and the game's
//! clock rule after it), and bytes per second each way.
//!
//! Every wait has a deadline far above what it needs; no assertion is about speed
//! except the output limit's, which is an upper bound on throughput measured from
//! the client's side (a loaded machine only makes it hold more easily).

use std::io::Read as _;
use std::net::TcpStream;
use std::path::Path;
use std::sync::Arc;
use std::sync::atomic::Ordering;
use std::time::{Duration, Instant};

use chuhe::ssh::limits::Limits;
use russh::keys::PrivateKeyWithHashAlg;

use crate::common::ssh_common::{
    DEADLINE, Player, handshake, kept_nick, key, log_in, runtime, start,
};

#[test]
fn one_key_has_at_most_its_sessions_and_gets_them_back() {
    let tmp = tempfile::tempdir().unwrap();
    let server = start(
        tmp.path(),
        Limits {
            per_key: 1,
            ..Limits::default()
        },
    );
    let port = server.addr.port();
    runtime().block_on(async {
        let (k, other) = (key(1), key(2));
        // Still at the nickname question: the session counts already.
        let first = Player::shell(port, &k).await;
        first.wait_for("请取一个昵称").await;
        let mut second = handshake(port).await;
        assert!(
            !log_in(&mut second, &k).await,
            "a second session with the key"
        );
        let mut third = handshake(port).await;
        assert!(log_in(&mut third, &other).await, "another key is let in");
        // The first goes: the key may log in again.
        first
            .handle
            .disconnect(russh::Disconnect::ByApplication, "", "")
            .await
            .unwrap();
        let deadline = Instant::now() + DEADLINE;
        loop {
            let mut again = handshake(port).await;
            if log_in(&mut again, &k).await {
                break;
            }
            assert!(Instant::now() < deadline, "the key's slot never came back");
            tokio::time::sleep(Duration::from_millis(100)).await;
        }
    });
    server.stop();
}

#[test]
fn a_connection_has_its_authentication_attempts_and_no_more() {
    let tmp = tempfile::tempdir().unwrap();
    let server = start(
        tmp.path(),
        Limits {
            auth_attempts: 3,
            ..Limits::default()
        },
    );
    let port = server.addr.port();
    runtime().block_on(async {
        let mut h = handshake(port).await;
        let (mut refused, mut hung_up) = (0, false);
        // Passwords are never accepted: each try is an attempt refused.
        for _ in 0..10 {
            match h.authenticate_password("player", "hunter2").await {
                Ok(r) if !r.success() => refused += 1,
                Ok(_) => panic!("a password was accepted"),
                Err(_) => {
                    hung_up = true;
                    break;
                }
            }
            if h.is_closed() {
                hung_up = true;
                break;
            }
        }
        assert!(hung_up, "the server never hung up ({refused} refusals)");
        // The three refused, and the fourth try answered by the hang-up (which
        // russh's client reports as one more refusal).
        assert!(
            (3..=4).contains(&refused),
            "{refused} refusals with a limit of 3"
        );
        // The connection is gone: not even a key gets in on it now.
        let after = h
            .authenticate_publickey("player", PrivateKeyWithHashAlg::new(Arc::new(key(1)), None))
            .await;
        assert!(
            after.map_or(true, |r| !r.success()),
            "a key after the last attempt"
        );
    });
    server.stop();
}

#[test]
fn a_client_that_never_finishes_logging_in_is_dropped() {
    let tmp = tempfile::tempdir().unwrap();
    let server = start(
        tmp.path(),
        Limits {
            login_time: Duration::from_secs(1),
            ..Limits::default()
        },
    );
    let port = server.addr.port();
    // A socket that never says a word: the server's version line, then the end.
    let mut silent = TcpStream::connect(("127.0.0.1", port)).unwrap();
    silent.set_read_timeout(Some(DEADLINE)).unwrap();
    let mut got = Vec::new();
    silent
        .read_to_end(&mut got)
        .expect("the server closes the connection (not the read's deadline)");
    assert!(got.starts_with(b"SSH-2.0-"), "{got:?}");
    // A client past the key exchange that never authenticates.
    runtime().block_on(async {
        let h = handshake(port).await;
        let deadline = Instant::now() + DEADLINE;
        while !h.is_closed() {
            assert!(
                Instant::now() < deadline,
                "the unauthenticated client stayed"
            );
            tokio::time::sleep(Duration::from_millis(50)).await;
        }
    });
    server.stop();
}

/// The host's save of the one game in `data`, read from the club's database
/// beside the running server.
fn the_save(data: &Path) -> serde_json::Value {
    let live = chuhe::ssh::live_games::LiveGames::open(&data.join("ssh/club.db")).unwrap();
    let games = live.all().unwrap();
    let [game] = games.as_slice() else {
        panic!("{games:?}")
    };
    serde_json::from_str(game.save.as_deref().expect("a save")).unwrap()
}

/// Alice (Red, to move) sits at the board and types nothing; Bob keeps moving his
/// cursor. Alice's session is closed for idleness; then the game's clock follows the
/// game's own rule for an absent player: stopped in a casual game, running on in a
/// tournament game (the host refreshes the save while a clock runs).
fn idle_at_the_board(tournament: bool) {
    let tmp = tempfile::tempdir().unwrap();
    let server = start(
        tmp.path(),
        Limits {
            idle: Duration::from_secs(3),
            ..Limits::default()
        },
    );
    let port = server.addr.port();
    let data = tmp.path().join("data");
    runtime().block_on(async {
        let alice = Player::named(port, &key(1), "alice").await;
        let bob = Player::named(port, &key(2), "bob").await;
        alice.type_bytes(b"n").await;
        alice.wait_for("t：用时").await;
        if tournament {
            alice.clear();
            alice.type_bytes(b"m").await;
            alice.wait_for("比赛").await;
        }
        alice.clear();
        alice.type_bytes(b"\r").await;
        // The lobby drawn again: the seek was posted before the frame, and Bob was
        // told before his Enter (ratatui redraws only changed cells, so the seek's
        // own text need not come as one run of bytes).
        alice.wait_for("等待应战").await;
        bob.type_bytes(b"\r").await;
        // At the board (its 60-move count shows; the side taken is said in a
        // status the next news may replace before it is drawn).
        bob.wait_for("未吃子").await;
        alice.wait_for("未吃子").await;
        // Bob is busy; Alice is not.
        let deadline = Instant::now() + DEADLINE;
        let mut right = true;
        while !alice.closed.load(Ordering::SeqCst) {
            assert!(
                Instant::now() < deadline,
                "Alice's idle session stayed open"
            );
            bob.type_bytes(if right { b"\x1b[C" } else { b"\x1b[D" })
                .await;
            right = !right;
            tokio::time::sleep(Duration::from_millis(300)).await;
        }
        assert!(!bob.closed.load(Ordering::SeqCst), "Bob typed: he stays");
        // The host heard Alice go; give its save a moment, then read it.
        let deadline = Instant::now() + DEADLINE;
        loop {
            let save = the_save(&data);
            let paused = save["paused_for_absence"].as_bool().unwrap();
            if tournament {
                assert!(!paused, "a tournament clock runs on: {save}");
                let first = save["saved_at"].as_u64().unwrap();
                // While a clock runs the host saves every 5 s: the instant moves on.
                while the_save(&data)["saved_at"].as_u64().unwrap() == first {
                    assert!(Instant::now() < deadline, "Red's clock stood still");
                    bob.type_bytes(b"\x1b[C").await;
                    tokio::time::sleep(Duration::from_millis(300)).await;
                }
                break;
            }
            if paused {
                break;
            }
            assert!(
                Instant::now() < deadline,
                "a casual game's clocks never stopped: {save}"
            );
            tokio::time::sleep(Duration::from_millis(100)).await;
        }
    });
    server.stop();
}

#[test]
fn an_idle_session_is_closed_and_a_casual_clock_stops() {
    idle_at_the_board(false);
}

#[test]
fn an_idle_session_is_closed_and_a_tournament_clock_runs_on() {
    idle_at_the_board(true);
}

#[test]
fn bytes_per_second_are_limited_each_way() {
    let tmp = tempfile::tempdir().unwrap();
    let (input_rate, output_rate) = (64u32, 2000u32);
    let server = start(
        tmp.path(),
        Limits {
            input_per_second: input_rate,
            output_per_second: output_rate,
            ..Limits::default()
        },
    );
    let port = server.addr.port();
    let k = key(1);
    runtime().block_on(async {
        let p = Player::shell(port, &k).await;
        p.wait_for("请取一个昵称").await;
        // One packet of 70 bytes: "ab", 62 Ctrl-A (nothing at the question), then
        // two Backspaces and "cd". Only a second's worth (64 bytes) is read: the
        // name stays "ab"; without the limit it would be "cd".
        let mut packet = b"ab".to_vec();
        packet.extend([0x01; 62]);
        packet.extend(b"\x7f\x7fcd");
        p.type_bytes(&packet).await;
        tokio::time::sleep(Duration::from_millis(1500)).await;
        p.type_bytes(b"\r").await;
        p.wait_for("欢迎，").await;
        assert_eq!(kept_nick(tmp.path(), &k).as_deref(), Some("ab"));

        // Output: full redraws (each resize) until the client has had 4 s's worth.
        let want = 4 * output_rate as usize;
        let deadline = Instant::now() + DEADLINE;
        let mut wide = false;
        while p.received() < want {
            assert!(
                Instant::now() < deadline,
                "only {} bytes came",
                p.received()
            );
            let (w, h) = if wide { (100, 30) } else { (90, 28) };
            wide = !wide;
            p.write.window_change(w, h, 0, 0).await.unwrap();
            tokio::time::sleep(Duration::from_millis(200)).await;
        }
        // Whatever arrived by an instant left the server by then, and the server
        // started counting after the shell was asked for: at most a second's
        // burst plus the rate times the time since.
        let mut total = 0usize;
        for (at, data) in p.got.lock().unwrap().iter() {
            total += data.len();
            let allowed = output_rate as f64 * (1.0 + at.duration_since(p.asked).as_secs_f64());
            assert!(
                total as f64 <= allowed,
                "{total} bytes by {:?}: more than {allowed:.0}",
                at.duration_since(p.asked)
            );
        }
    });
    server.stop();
}
