//! End to end over SSH: `chuhe serve --ssh` on loopback, and Debian's real openssh
//! client in tmux windows, each player with a key made by ssh-keygen in a temporary
//! directory. Alice and Bob log in and name themselves; Alice posts a seek and Bob
//! accepts; they play moves typed in Chinese while Carol watches; Alice's ssh is
//! killed and she comes back with the same key to the same board; a terminal is
//! resized; `ssh … ls`, sftp and `-L` forwarding are refused; and protocol garbage
//! sent before any login only closes that connection.
//!
//! The tmux server and the chuhe server are this test's own, killed at the end even
//! on failure; every wait has a deadline.

use crate::tmux;

use std::io::{BufRead, BufReader, Read, Write};
use std::net::{TcpListener, TcpStream};
use std::path::Path;
use std::process::{Child, Command, Stdio};
use std::time::{Duration, Instant};

use tmux::Tmux;

use crate::common::ssh_common::{keygen, ssh_options};

/// The server process, killed when dropped.
struct Server {
    child: Child,
    port: u16,
    fingerprint: String,
    /// Kept open: the server's stdout must not become a broken pipe under it.
    _stdout: BufReader<std::process::ChildStdout>,
}

impl Drop for Server {
    fn drop(&mut self) {
        let _ = self.child.kill();
        let _ = self.child.wait();
    }
}

fn serve(tmp: &Path) -> Server {
    let mut child = Command::new(env!("CARGO_BIN_EXE_chuhe"))
        .args(["serve", "--ssh", "127.0.0.1:0", "--runtime-dir"])
        .arg(tmp.join("run"))
        .env("CHUHE_DATA_DIR", tmp.join("data"))
        .env("CHUHE_CONFIG_DIR", tmp.join("config"))
        .stdout(Stdio::piped())
        // The server's log, to read beside a failure.
        .stderr(Stdio::inherit())
        .spawn()
        .expect("chuhe serve starts");
    let mut out = BufReader::new(child.stdout.take().unwrap());
    let (mut port, mut fingerprint) = (None, None);
    let mut line = String::new();
    while port.is_none() || fingerprint.is_none() {
        line.clear();
        assert!(
            out.read_line(&mut line).unwrap() > 0,
            "the server said nothing"
        );
        if let Some(addr) = line.strip_prefix("chuhe serve: listening on ") {
            let addr = addr.split_whitespace().next().unwrap();
            port = Some(addr.rsplit(':').next().unwrap().parse().unwrap());
        }
        if let Some(fp) = line.strip_prefix("host key fingerprint: ") {
            fingerprint = Some(fp.trim().to_string());
        }
    }
    Server {
        child,
        port: port.unwrap(),
        fingerprint: fingerprint.unwrap(),
        _stdout: out,
    }
}

/// The shell command of a tmux window: ssh with a terminal, in Chinese.
fn ssh_window(key: &Path, port: u16) -> String {
    format!(
        "env LANG=zh_CN.UTF-8 TERM=xterm-256color /usr/bin/ssh -tt {} player@127.0.0.1; sleep 30",
        ssh_options(key, port).join(" ")
    )
}

/// A player logs in for the first time and names themselves.
fn first_login(t: &Tmux, window: &str, key: &Path, port: u16, nick: &str) {
    t.window(window, &ssh_window(key, port));
    t.wait_for(window, "the nickname question", |s| {
        s.contains("请取一个昵称")
    });
    t.type_text(window, nick);
    t.key(window, "Enter");
    t.wait_for(window, "the lobby", |s| {
        s.contains(&format!("欢迎，{nick}")) && s.contains("等待应战")
    });
}

/// Protocol garbage before any login: the server answers with its version line,
/// closes this connection, and nothing else happens (the players log in after).
fn garbage_before_login(port: u16) {
    let mut s = TcpStream::connect(("127.0.0.1", port)).unwrap();
    s.set_read_timeout(Some(Duration::from_secs(10))).unwrap();
    let _ = s.write_all(b"\x1b[2J\x1b]0;pwned\x07\r\nGET / HTTP/1.0\r\n\r\n\xff\xfe\x00");
    let mut got = Vec::new();
    let _ = s.read_to_end(&mut got);
    assert!(
        got.starts_with(b"SSH-2.0-"),
        "the server speaks SSH first: {:?}",
        String::from_utf8_lossy(&got)
    );
    assert!(
        got.len() < 1024,
        "no screen is ever sent: {} bytes",
        got.len()
    );
}

fn refusals(key: &Path, port: u16) {
    // A command.
    let out = Command::new("/usr/bin/ssh")
        .args(ssh_options(key, port))
        .args(["player@127.0.0.1", "ls", "/"])
        .stdin(Stdio::null())
        .output()
        .unwrap();
    assert!(!out.status.success(), "ssh … ls is refused");
    assert!(
        String::from_utf8_lossy(&out.stderr).contains("exec request failed"),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
    assert!(out.stdout.is_empty(), "nothing was run");

    // sftp.
    let mut sftp_args = ssh_options(key, port);
    for a in sftp_args.iter_mut() {
        if a == "-p" {
            *a = "-P".into();
        }
    }
    let out = Command::new("/usr/bin/sftp")
        .args(&sftp_args)
        .args(["-b", "-", "player@127.0.0.1"])
        .stdin(Stdio::null())
        .output()
        .unwrap();
    assert!(!out.status.success(), "sftp is refused");
    assert!(
        String::from_utf8_lossy(&out.stderr).contains("subsystem request failed"),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );

    // -L forwarding: the tunnel's listener is made by the client, but every
    // connection through it is refused by the server.
    let free = TcpListener::bind("127.0.0.1:0").unwrap();
    let lport = free.local_addr().unwrap().port();
    drop(free);
    // At LogLevel=INFO the client reports the refusal it was given.
    let verbose: Vec<String> = ssh_options(key, port)
        .into_iter()
        .map(|o| {
            if o == "LogLevel=ERROR" {
                "LogLevel=INFO".into()
            } else {
                o
            }
        })
        .collect();
    let mut tunnel = Command::new("/usr/bin/ssh")
        .args(verbose)
        .args(["-N", "-L", &format!("127.0.0.1:{lport}:127.0.0.1:{port}")])
        .arg("player@127.0.0.1")
        .stdin(Stdio::null())
        .stdout(Stdio::null())
        .stderr(Stdio::piped())
        .spawn()
        .unwrap();
    let deadline = Instant::now() + Duration::from_secs(20);
    let mut conn = loop {
        if let Ok(c) = TcpStream::connect(("127.0.0.1", lport)) {
            break c;
        }
        assert!(
            Instant::now() < deadline,
            "the tunnel's listener never came"
        );
        std::thread::sleep(Duration::from_millis(50));
    };
    conn.set_read_timeout(Some(Duration::from_secs(10)))
        .unwrap();
    let mut got = Vec::new();
    let _ = conn.read_to_end(&mut got);
    assert!(
        !got.starts_with(b"SSH-2.0-"),
        "nothing came through the tunnel"
    );
    let _ = tunnel.kill();
    let out = tunnel.wait_with_output().unwrap();
    assert!(
        String::from_utf8_lossy(&out.stderr).contains("administratively prohibited"),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
}

#[test]
fn two_players_meet_in_the_lobby_play_over_ssh_and_one_comes_back() {
    let _turn = crate::tmux::one_at_a_time();
    let tmp = tempfile::tempdir().unwrap();
    let keys = tmp.path().join("keys");
    std::fs::create_dir_all(&keys).unwrap();
    let (alice, bob, carol) = (
        keygen(&keys, "alice"),
        keygen(&keys, "bob"),
        keygen(&keys, "carol"),
    );
    let server = serve(tmp.path());
    assert!(server.fingerprint.starts_with("SHA256:"));
    let port = server.port;
    garbage_before_login(port);
    refusals(&alice, port);

    let t = Tmux::new("ssh");
    first_login(&t, "alice", &alice, port, "alice");
    first_login(&t, "bob", &bob, port, "bob");
    // Each sees the other online.
    t.wait_for("alice", "Bob online", |s| s.contains("bob"));

    // Alice posts a seek (the form's defaults: 10 minutes, casual); Bob sees it and
    // accepts it; both are at the board, Alice Red, Bob Black.
    t.key("alice", "n");
    t.wait_for("alice", "the seek form", |s| s.contains("发起挑战"));
    t.key("alice", "Enter");
    t.wait_for("bob", "Alice's seek", |s| {
        s.contains("alice · 每方10分钟包干")
    });
    t.key("bob", "Enter");
    // Bob's board opens turned, Black's files along the bottom. (Greetings may
    // already have given way to the host's notes of who sat down.)
    t.wait_for("bob", "Bob's board", |s| {
        s.contains("９  ８  ７  ６  ５  ４  ３  ２  １") && s.contains("红方走棋")
    });
    // Alice's board opens by itself, Red's files along the bottom.
    t.wait_for("alice", "Alice's board", |s| {
        s.contains("九  八  七  六  五  四  三  二  一") && s.contains("红方走棋")
    });

    t.type_text("alice", "炮二平五");
    t.wait_for("alice", "the preview", |s| s.contains("= 炮二平五"));
    t.key("alice", "Enter");
    t.wait_for("bob", "Red's move on Bob's screen", |s| {
        s.contains("1. 炮二平五") && s.contains("黑方走棋")
    });

    // Carol logs in and watches the game in progress.
    first_login(&t, "carol", &carol, port, "carol");
    t.key("carol", "Tab");
    t.wait_for("carol", "the game listed", |s| s.contains("alice – bob"));
    t.key("carol", "Enter");
    t.wait_for("carol", "the game so far", |s| {
        s.contains("观战") && s.contains("1. 炮二平五")
    });

    t.type_text("bob", "马8进7");
    t.key("bob", "Enter");
    for w in ["alice", "carol"] {
        t.wait_for(w, "Black's move", |s| {
            s.contains("1. 炮二平五     马８进７")
        });
    }

    // Alice's ssh is killed (its window goes, with a hang-up); Bob is told. She
    // comes back with the same key and is at the same board, the moves there.
    t.run(&["kill-window", "-t", ":alice"]);
    // Casual game: the clocks stop while a player is away.
    t.wait_for("bob", "the clocks stopped for Alice's absence", |s| {
        s.contains("暂停")
    });
    t.window("alice2", &ssh_window(&alice, port));
    t.wait_for("alice2", "Alice back at the board", |s| {
        s.contains("九  八  七  六  五  四  三  二  一") && s.contains("1. 炮二平五     马８进７")
    });
    t.type_text("alice2", "马二进三");
    t.key("alice2", "Enter");
    for w in ["bob", "carol"] {
        t.wait_for(w, "Red's second move", |s| s.contains("2. 马二进三"));
    }

    // Bob's terminal is resized: too small, then large again, and the screen follows.
    for (x, y) in [("40", "12"), ("100", "30")] {
        t.run(&["resize-window", "-t", ":bob", "-x", x, "-y", y]);
        if x == "40" {
            t.wait_for("bob", "the too-small screen", |s| {
                s.contains("终端窗口太小")
            });
        }
    }
    t.wait_for("bob", "the board again", |s| s.contains("2. 马二进三"));
}

/// The time on `side`'s clock ("红方" or "黑方") in a board's side panel: the last
/// word after the side's name that reads as a time (the board's own rows share the
/// line; a stopped clock is followed by 暂停).
fn clock_of(screen: &str, side: &str) -> Option<String> {
    screen.lines().find_map(|line| {
        let (_, rest) = line.split_once(side)?;
        rest.split_whitespace()
            .find(|w| w.contains(':') && w.chars().all(|c| c.is_ascii_digit() || c == ':'))
            .map(str::to_string)
    })
}

/// `chuhe serve` is killed (SIGKILL: no chance to save on the way out) in the middle
/// of a game and started again on the same data directory. Alice logs in with the
/// same key and is back at the board with the moves played and Black's stopped
/// clock as it was; Bob comes back too and the game goes on.
#[test]
fn a_game_survives_the_server_being_killed_and_restarted() {
    let _turn = crate::tmux::one_at_a_time();
    let tmp = tempfile::tempdir().unwrap();
    let keys = tmp.path().join("keys");
    std::fs::create_dir_all(&keys).unwrap();
    let (alice, bob) = (keygen(&keys, "alice"), keygen(&keys, "bob"));
    let server = serve(tmp.path());
    let port = server.port;
    let t = Tmux::new("ssh-restart");
    first_login(&t, "alice", &alice, port, "alice");
    first_login(&t, "bob", &bob, port, "bob");
    t.wait_for("alice", "Bob online", |s| s.contains("bob"));
    t.key("alice", "n");
    t.wait_for("alice", "the seek form", |s| s.contains("发起挑战"));
    t.key("alice", "Enter");
    t.wait_for("bob", "Alice's seek", |s| s.contains("alice · "));
    t.key("bob", "Enter");
    t.wait_for("alice", "Alice's board", |s| {
        s.contains("九  八  七  六  五  四  三  二  一") && s.contains("红方走棋")
    });
    t.wait_for("bob", "Bob's board", |s| s.contains("红方走棋"));
    t.type_text("alice", "炮二平五");
    t.key("alice", "Enter");
    t.wait_for("bob", "Red's move", |s| s.contains("1. 炮二平五"));
    t.type_text("bob", "马8进7");
    t.key("bob", "Enter");
    let before = t.wait_for("alice", "Black's move on Alice's screen", |s| {
        s.contains("1. 炮二平五     马８进７") && s.contains("红方走棋")
    });
    // Red is to move: Black's clock stands still, so it must read the same after.
    let black_clock = clock_of(&before, "黑方")
        .unwrap_or_else(|| panic!("Black's clock on the board:\n{before}"));
    assert!(
        clock_of(&before, "红方").is_some(),
        "Red's clock on the board:\n{before}"
    );

    drop(server); // SIGKILL
    let db = tmp.path().join("data/ssh/club.db");
    let live = chuhe::ssh::live_games::LiveGames::open(&db)
        .unwrap()
        .all()
        .unwrap();
    let plies: Vec<usize> = live
        .iter()
        .filter_map(|g| g.save.as_deref())
        .filter_map(|s| chuhe::net::host::HostSave::from_json(s, Path::new("club.db")).ok())
        .filter_map(|s| s.record)
        .map(|r| {
            chuhe::match_control::Match::replay(&r)
                .unwrap()
                .moves()
                .len()
        })
        .collect();
    assert_eq!(
        plies,
        [2],
        "the game's save, both moves, is in the database"
    );

    let server = serve(tmp.path());
    let port = server.port;
    t.window("alice2", &ssh_window(&alice, port));
    let back = t.wait_for("alice2", "Alice back at the board after the restart", |s| {
        s.contains("九  八  七  六  五  四  三  二  一") && s.contains("1. 炮二平五     马８进７")
    });
    assert!(!back.contains("请取一个昵称"), "her name was kept:\n{back}");
    assert_eq!(
        clock_of(&back, "黑方").as_deref(),
        Some(black_clock.as_str()),
        "Black's clock as saved:\n{back}"
    );
    t.window("bob2", &ssh_window(&bob, port));
    t.wait_for("bob2", "Bob back at the board", |s| {
        s.contains("９  ８  ７  ６  ５  ４  ３  ２  １") && s.contains("1. 炮二平五     马８进７")
    });
    t.type_text("alice2", "马二进三");
    t.key("alice2", "Enter");
    t.wait_for("bob2", "the game goes on", |s| s.contains("2. 马二进三"));
}
