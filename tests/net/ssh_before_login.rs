//! Connections that do not log in, against a running server (in this process, on
//! loopback, with the default share of 64 unauthenticated connections): a flood of
//! idle sockets from many loopback addresses fills that share and not the players'
//! slots, and an honest login still gets in; the time to log in counts from the
//! first byte, whatever the client sends; an address that keeps failing to log in
//! is shut out for a while, and others are not.
//!
//! Nothing here measures speed: where the server must close a connection, the test
//! waits for it with a deadline far above the (shortened) limit.

use std::io::{ErrorKind, Read as _, Write as _};
use std::net::{Ipv4Addr, TcpStream};
use std::time::{Duration, Instant};

use chuhe::ssh::limits::Limits;

use crate::common::ssh_common::{DEADLINE, Player, key, runtime, start, start_logged};

const ADDRESSES: u8 = 40;
const PER_ADDRESS: usize = 8;

/// A socket from `source` to the server, sending nothing.
fn idle_socket(source: Ipv4Addr, port: u16) -> TcpStream {
    // std cannot bind a source address before connecting: tokio's socket can.
    let rt = tokio::runtime::Builder::new_current_thread()
        .enable_all()
        .build()
        .unwrap();
    rt.block_on(async {
        let s = tokio::net::TcpSocket::new_v4().unwrap();
        s.bind((source, 0).into()).unwrap();
        let stream = s.connect((Ipv4Addr::LOCALHOST, port).into()).await.unwrap();
        let std = stream.into_std().unwrap();
        std.set_nonblocking(true).unwrap();
        std
    })
}

/// What a watched socket has seen so far.
#[derive(Default)]
struct Seen {
    banner: bool,
    closed: bool,
}

fn look(s: &mut TcpStream, seen: &mut Seen) {
    let mut buf = [0u8; 256];
    loop {
        match s.read(&mut buf) {
            Ok(0) => {
                seen.closed = true;
                return;
            }
            Ok(n) => seen.banner |= buf[..n].starts_with(b"SSH-"),
            Err(e) if e.kind() == ErrorKind::WouldBlock => return,
            Err(_) => {
                seen.closed = true;
                return;
            }
        }
    }
}

#[test]
fn idle_sockets_from_forty_addresses_leave_room_for_an_honest_login() {
    let tmp = tempfile::tempdir().unwrap();
    let limits = Limits {
        // Nothing times out during the test: the share is what holds them back.
        login_time: Duration::from_secs(120),
        ..Limits::default()
    };
    let share = limits.unauthenticated;
    let (server, log) = start_logged(tmp.path(), limits);
    let port = server.addr.port();
    let flood = Instant::now();
    let mut sockets = Vec::new();
    for a in 0..ADDRESSES {
        for _ in 0..PER_ADDRESS {
            sockets.push(idle_socket(Ipv4Addr::new(127, 0, 0, 2 + a), port));
        }
    }
    // Each socket is let in (the server's version line) or closed unanswered. A
    // socket cut to make room was let in first: it counts as held until its close
    // arrives, so the count is taken once it is within the share or at the deadline.
    let mut seen: Vec<Seen> = sockets.iter().map(|_| Seen::default()).collect();
    let deadline = Instant::now() + DEADLINE;
    let held = loop {
        for (s, seen) in sockets.iter_mut().zip(&mut seen) {
            look(s, seen);
        }
        let held = seen.iter().filter(|s| s.banner && !s.closed).count();
        if seen.iter().all(|s| s.banner || s.closed)
            && (held <= share || Instant::now() >= deadline)
        {
            break held;
        }
        assert!(Instant::now() < deadline, "the server never settled");
        std::thread::sleep(Duration::from_millis(50));
    };
    eprintln!(
        "{} idle sockets from {ADDRESSES} addresses: {held} held",
        sockets.len()
    );
    assert!(
        held <= share,
        "{held} idle sockets held, the share is {share}"
    );
    assert!(
        held >= share / 2,
        "only {held} held: the share was not used"
    );
    // The refusals are logged at most once a second for each of their three
    // reasons, not once each.
    let lines = log
        .lock()
        .unwrap()
        .iter()
        .filter(|l| l.contains("refused"))
        .count();
    let bound = 3 * (flood.elapsed().as_secs() as usize + 1);
    assert!(
        lines <= bound,
        "{lines} refusal lines for {} refusals in {:?}",
        sockets.len() - held,
        flood.elapsed()
    );
    // The honest player, from an address of their own, logs in and is asked
    // their nickname, the flood still there.
    runtime().block_on(async {
        let p = Player::shell(port, &key(1)).await;
        p.wait_for("请取一个昵称").await;
    });
    for (s, seen) in sockets.iter_mut().zip(&mut seen) {
        look(s, seen);
    }
    let still = seen.iter().filter(|s| s.banner && !s.closed).count();
    assert!(
        still >= held - 1,
        "one idle socket at most made room ({held} → {still})"
    );
    drop(sockets);
    server.stop();
}

/// Reads until the server closes `s`; what it sent.
fn until_closed(mut s: TcpStream) -> Vec<u8> {
    s.set_nonblocking(false).unwrap();
    s.set_read_timeout(Some(DEADLINE)).unwrap();
    let mut got = Vec::new();
    s.read_to_end(&mut got)
        .expect("the server closes the connection (not the read's deadline)");
    got
}

#[test]
fn the_time_to_log_in_counts_from_the_first_byte_whatever_comes() {
    let tmp = tempfile::tempdir().unwrap();
    let server = start(
        tmp.path(),
        Limits {
            login_time: Duration::from_secs(1),
            penalty_after: 100,
            ..Limits::default()
        },
    );
    let port = server.addr.port();
    // A version line and nothing after it: held two minutes before.
    let mut version_only = TcpStream::connect(("127.0.0.1", port)).unwrap();
    version_only.write_all(b"SSH-2.0-OpenSSH_9.2\r\n").unwrap();
    assert!(until_closed(version_only).starts_with(b"SSH-2.0-"));
    // A version line given a byte at a time, never finished.
    let trickle = TcpStream::connect(("127.0.0.1", port)).unwrap();
    let mut writer = trickle.try_clone().unwrap();
    let feeder = std::thread::spawn(move || {
        for b in b"SSH-2.0-".iter().chain([b'x'; 200].iter()) {
            if writer.write_all(&[*b]).is_err() {
                return;
            }
            std::thread::sleep(Duration::from_millis(100));
        }
    });
    until_closed(trickle);
    feeder.join().unwrap();
    server.stop();
}

#[test]
fn an_address_that_keeps_failing_to_log_in_is_shut_out() {
    let tmp = tempfile::tempdir().unwrap();
    let server = start(
        tmp.path(),
        Limits {
            login_time: Duration::from_secs(1),
            penalty_after: 1,
            // Far longer than the test: the shut-out cannot end under it.
            penalty_base: Duration::from_secs(600),
            ..Limits::default()
        },
    );
    let port = server.addr.port();
    let failing = Ipv4Addr::new(127, 0, 0, 70);
    // The first failure is free; the second shuts the address out.
    for n in 0..2 {
        let got = until_closed(idle_socket(failing, port));
        assert!(
            got.starts_with(b"SSH-2.0-"),
            "failure {n} was let in: {got:?}"
        );
    }
    let got = until_closed(idle_socket(failing, port));
    assert!(got.is_empty(), "a shut-out address was answered: {got:?}");
    // Another address is not shut out: it is let in (and sent the version line).
    let mut other = idle_socket(Ipv4Addr::new(127, 0, 0, 71), port);
    let mut seen = Seen::default();
    let deadline = Instant::now() + DEADLINE;
    while !seen.banner {
        assert!(!seen.closed, "another address was refused");
        assert!(Instant::now() < deadline, "no version line");
        look(&mut other, &mut seen);
        std::thread::sleep(Duration::from_millis(20));
    }
    server.stop();
}
