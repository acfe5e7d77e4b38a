//! A client that never reads its screen, for real: Debian's openssh client on a
//! pseudo-terminal of this test's own whose other end the test stops reading. ssh
//! then stops taking the channel's data once its window is spent (it keeps
//! answering keepalives, so the connection looks alive). Window changes from the
//! test (a resize of the terminal: SIGWINCH to ssh) make the server draw full
//! frames at 300×100 until its queue for the client stays full for the (shortened)
//! stall; the session is given up, and the server must then close the TCP
//! connection too (seen in /proc/net/tcp). Before, the channel and the connection
//! stayed open.

use std::fs::File;
use std::io::{ErrorKind, Read as _, Write as _};
use std::os::fd::{AsRawFd, FromRawFd, OwnedFd};
use std::os::unix::process::CommandExt as _;
use std::process::{Command, Stdio};
use std::time::{Duration, Instant};

use chuhe::ssh::limits::Limits;

use crate::common::ssh_common::{keygen, ssh_options, start_logged};

/// Far above the stall and the time to fill ssh's window at the output rate.
const DEADLINE: Duration = Duration::from_secs(90);

fn winsize(cols: u16, rows: u16) -> libc::winsize {
    libc::winsize {
        ws_row: rows,
        ws_col: cols,
        ws_xpixel: 0,
        ws_ypixel: 0,
    }
}

/// A pseudo-terminal of `cols`×`rows`: its master (non-blocking) and its slave.
fn pty(cols: u16, rows: u16) -> (File, OwnedFd) {
    let (mut master, mut slave) = (0, 0);
    let ws = winsize(cols, rows);
    // SAFETY: openpty writes two descriptors it opened; the names and the termios
    // are not asked for.
    let r = unsafe {
        libc::openpty(
            &mut master,
            &mut slave,
            std::ptr::null_mut(),
            std::ptr::null(),
            &ws,
        )
    };
    assert_eq!(r, 0, "openpty");
    // SAFETY: both descriptors were just opened and are owned here alone.
    let (master, slave) = unsafe { (File::from_raw_fd(master), OwnedFd::from_raw_fd(slave)) };
    // SAFETY: fcntl on a descriptor this function owns.
    unsafe {
        let flags = libc::fcntl(master.as_raw_fd(), libc::F_GETFL);
        libc::fcntl(master.as_raw_fd(), libc::F_SETFL, flags | libc::O_NONBLOCK);
    }
    (master, slave)
}

/// Reads what the terminal shows until `text` has come.
fn read_until(master: &mut File, screen: &mut Vec<u8>, text: &str) {
    let deadline = Instant::now() + Duration::from_secs(30);
    let mut buf = [0u8; 65536];
    while !screen.windows(text.len()).any(|w| w == text.as_bytes()) {
        assert!(
            Instant::now() < deadline,
            "no {text} on the screen: {}",
            String::from_utf8_lossy(screen)
        );
        match master.read(&mut buf) {
            Ok(n) => screen.extend_from_slice(&buf[..n]),
            Err(e) if e.kind() == ErrorKind::WouldBlock => {
                std::thread::sleep(Duration::from_millis(20))
            }
            Err(e) => panic!("the terminal: {e}"),
        }
    }
}

/// A child process killed and waited for when dropped, a panic included.
struct Killed(std::process::Child);

impl Drop for Killed {
    fn drop(&mut self) {
        let _ = self.0.kill();
        let _ = self.0.wait();
    }
}

/// The server's side of established TCP connections on `port` (IPv4 loopback),
/// from /proc/net/tcp.
fn established_on(port: u16) -> usize {
    let table = std::fs::read_to_string("/proc/net/tcp").unwrap();
    let local = format!(":{port:04X}");
    table
        .lines()
        .skip(1)
        .filter(|l| {
            let f: Vec<&str> = l.split_whitespace().collect();
            f.len() > 3 && f[1].ends_with(&local) && f[3] == "01"
        })
        .count()
}

#[test]
fn a_client_that_never_reads_is_disconnected() {
    let tmp = tempfile::tempdir().unwrap();
    let (server, log) = start_logged(
        tmp.path(),
        Limits {
            output_stall: Duration::from_secs(2),
            ..Limits::default()
        },
    );
    let key = keygen(tmp.path(), "slow");
    let (mut master, slave) = pty(10_000, 10_000);
    let fd = |f: &OwnedFd| Stdio::from(f.try_clone().unwrap());
    let mut ssh = Command::new("/usr/bin/ssh");
    ssh.arg("-tt")
        .args(ssh_options(&key, server.addr.port()))
        .arg("player@127.0.0.1")
        .env("LANG", "zh_CN.UTF-8")
        .env("TERM", "xterm-256color")
        .stdin(fd(&slave))
        .stdout(fd(&slave))
        .stderr(fd(&slave));
    // SAFETY: only async-signal-safe calls between fork and exec: ssh gets a
    // session of its own whose controlling terminal is the pty, so that a resize
    // of the pty signals it.
    unsafe {
        ssh.pre_exec(|| {
            libc::setsid();
            libc::ioctl(0, libc::TIOCSCTTY, 0);
            Ok(())
        });
    }
    let _ssh = Killed(ssh.spawn().expect("ssh (openssh-client) is installed"));
    drop(slave);
    let mut screen = Vec::new();
    read_until(&mut master, &mut screen, "请取一个昵称");
    master.write_all(b"slow\r").unwrap();
    read_until(&mut master, &mut screen, "欢迎，slow");
    let port = server.addr.port();
    assert_eq!(
        established_on(port),
        1,
        "the client's connection, as /proc sees it"
    );
    // From here the terminal is never read again.
    let deadline = Instant::now() + DEADLINE;
    let mut wide = false;
    while established_on(port) > 0 {
        assert!(
            Instant::now() < deadline,
            "the connection is still open; the server's log: {:?}",
            log.lock().unwrap()
        );
        let ws = if wide {
            winsize(10_000, 10_000)
        } else {
            winsize(299, 99)
        };
        wide = !wide;
        // SAFETY: TIOCSWINSZ with a winsize on the pty's master this test owns.
        unsafe {
            libc::ioctl(master.as_raw_fd(), libc::TIOCSWINSZ, &ws);
        }
        std::thread::sleep(Duration::from_millis(10));
    }
    // ssh itself may hang writing "connection closed" to the terminal nobody
    // reads: it is killed at the end.
    let log = log.lock().unwrap();
    assert!(
        log.iter().any(|l| l.contains("does not read")),
        "the server did not give the client up for not reading: {log:?}"
    );
    drop(log);
    server.stop();
}
