//! The SSH server's benchmark (not a test: `#[ignore]`, and it asserts nothing about
//! time). Run it with
//!
//! ```sh
//! cargo test --release --test net ssh_bench -- --ignored --nocapture
//! ```
//!
//! `chuhe serve --ssh --max-sessions 1100` runs as its own process; this program is
//! 1,000 SSH clients (`CHUHE_BENCH_SESSIONS` for another even number; russh's client,
//! each with its own Ed25519 key, eight to a loopback address so that the per-address
//! limit is kept), which log in, name themselves, post 500 seeks and accept them: 500
//! games, every clock running. It prints the server's memory per session (its RSS
//! growth over the sessions, from /proc), its CPU while every clock runs (10 s), and
//! the relay latency of one move in each game: from the moment Red's keystrokes leave
//! to the moment the move is on Black's screen.

use std::sync::{Arc, Mutex};
use std::time::{Duration, Instant};

use russh::ChannelMsg;
use russh::keys::ssh_key::private::{Ed25519Keypair, KeypairData};
use russh::keys::{PrivateKey, PrivateKeyWithHashAlg};
use tokio::io::BufReader;

use crate::common::ssh_common::{ServerProcess, Trusting, rss_kib};

/// The sessions of the main benchmark, two to a game.
fn sessions() -> usize {
    std::env::var("CHUHE_BENCH_SESSIONS")
        .ok()
        .and_then(|v| v.parse::<usize>().ok())
        .map_or(1000, |n| n.max(2) / 2 * 2)
}

/// The bytes of a client's screen output kept (its latest).
const SCREEN_KEPT: usize = 64 * 1024;

/// One client: what its screen received lately, and how to type.
struct Player {
    screen: Arc<Mutex<Vec<u8>>>,
    write: russh::ChannelWriteHalf<russh::client::Msg>,
    _handle: russh::client::Handle<Trusting>,
}

impl Player {
    async fn type_bytes(&self, bytes: &[u8]) {
        self.write
            .data(BufReader::new(bytes))
            .await
            .expect("the channel takes input");
    }

    fn clear(&self) {
        self.screen.lock().unwrap().clear();
    }

    fn has(&self, text: &str) -> bool {
        let s = self.screen.lock().unwrap();
        s.windows(text.len()).any(|w| w == text.as_bytes())
    }

    async fn wait_for(&self, text: &str) {
        let deadline = Instant::now() + Duration::from_secs(60);
        while !self.has(text) {
            assert!(Instant::now() < deadline, "timed out waiting for {text}");
            tokio::time::sleep(Duration::from_millis(2)).await;
        }
    }
}

async fn connect(port: u16, n: usize) -> Player {
    let a = 2 + n / 8;
    let source = std::net::Ipv4Addr::new(127, 0, (a / 250) as u8, (a % 250) as u8 + 1);
    let socket = tokio::net::TcpSocket::new_v4().unwrap();
    socket.bind((source, 0).into()).unwrap();
    let stream = socket
        .connect(([127, 0, 0, 1], port).into())
        .await
        .expect("connect");
    stream.set_nodelay(true).unwrap();
    let config = Arc::new(russh::client::Config::default());
    let mut handle = russh::client::connect_stream(config, stream, Trusting)
        .await
        .expect("ssh handshake");
    let mut seed = [0u8; 32];
    seed[..8].copy_from_slice(&(n as u64 + 1).to_le_bytes());
    let key = PrivateKey::new(KeypairData::Ed25519(Ed25519Keypair::from_seed(&seed)), "").unwrap();
    let auth = handle
        .authenticate_publickey("bench", PrivateKeyWithHashAlg::new(Arc::new(key), None))
        .await
        .unwrap();
    assert!(auth.success(), "player {n} logs in");
    let channel = handle.channel_open_session().await.unwrap();
    channel
        .request_pty(false, "xterm-256color", 100, 30, 0, 0, &[])
        .await
        .unwrap();
    channel.request_shell(false).await.unwrap();
    let (mut read, write) = channel.split();
    let screen = Arc::new(Mutex::new(Vec::new()));
    let s = Arc::clone(&screen);
    tokio::spawn(async move {
        while let Some(msg) = read.wait().await {
            if let ChannelMsg::Data { data } = msg {
                let mut screen = s.lock().unwrap();
                screen.extend_from_slice(&data);
                // A thousand lobbies redrawn for every seek: only the latest output
                // is looked at, so the client keeps that, not all of it.
                if screen.len() > SCREEN_KEPT * 4 {
                    let cut = screen.len() - SCREEN_KEPT;
                    screen.drain(..cut);
                }
            }
        }
    });
    Player {
        screen,
        write,
        _handle: handle,
    }
}

/// CPU time (user + system, in clock ticks) of a process, from /proc.
fn cpu_ticks(pid: u32) -> u64 {
    let stat = std::fs::read_to_string(format!("/proc/{pid}/stat")).unwrap();
    let after = &stat[stat.rfind(')').unwrap() + 2..];
    let f: Vec<&str> = after.split_whitespace().collect();
    // Fields 14 and 15 of stat (utime, stime), here 11 and 12 after the name.
    f[11].parse::<u64>().unwrap() + f[12].parse::<u64>().unwrap()
}

#[test]
#[ignore = "a benchmark: run with --ignored --nocapture"]
fn sessions_two_to_a_game() {
    let sessions = sessions();
    let tmp = tempfile::tempdir().unwrap();
    let max = (sessions + 100).to_string();
    let server = ServerProcess::start_with(tmp.path(), &["--max-sessions", &max]);
    let (pid, port) = (server.child.id(), server.port);
    let rt = tokio::runtime::Builder::new_multi_thread()
        .worker_threads(2)
        .enable_all()
        .build()
        .unwrap();
    rt.block_on(async move {
        tokio::time::sleep(Duration::from_millis(300)).await;
        let before = rss_kib(pid);
        let mut players = Vec::new();
        for n in 0..sessions {
            let p = connect(port, n).await;
            p.wait_for("请取一个昵称").await;
            p.type_bytes(format!("p{n}\r").as_bytes()).await;
            p.wait_for(&format!("欢迎，p{n}")).await;
            players.push(p);
        }
        // Seeks one at a time, so that the k-th seek is the k-th Red player's.
        for k in 0..sessions / 2 {
            let red = &players[2 * k];
            red.type_bytes(b"n").await;
            red.wait_for("t：用时").await;
            red.clear();
            red.type_bytes(b"\r").await;
            // The lobby drawn again: the seek was posted before the frame.
            red.wait_for("等待应战").await;
        }
        for k in 0..sessions / 2 {
            let black = &players[2 * k + 1];
            black.clear();
            // The first seek listed is the oldest open one: Red player 2k's.
            black.type_bytes(b"\r").await;
            // At the board (its 60-move count shows; the side taken is said in a
            // status the next news may replace before it is drawn).
            black.wait_for("未吃子").await;
            players[2 * k].wait_for("未吃子").await;
        }
        let after = rss_kib(pid);
        println!(
            "memory: {before} KiB before, {after} KiB with {sessions} sessions in {} games: {:.0} KiB a session",
            sessions / 2,
            (after - before) as f64 / sessions as f64
        );
        // Every clock runs (Red's, the first to move): ten seconds of it.
        let ticks = cpu_ticks(pid);
        let t0 = Instant::now();
        tokio::time::sleep(Duration::from_secs(10)).await;
        let hz = 100.0; // USER_HZ on Linux
        let cpu = (cpu_ticks(pid) - ticks) as f64 / hz / t0.elapsed().as_secs_f64();
        println!("CPU with all {} clocks running: {:.1}% of one core", sessions / 2, cpu * 100.0);

        let mut latencies = Vec::new();
        for k in 0..sessions / 2 {
            let (red, black) = (&players[2 * k], &players[2 * k + 1]);
            red.type_bytes("炮二平五".as_bytes()).await;
            red.wait_for("= 炮二平五").await;
            black.clear();
            let t = Instant::now();
            red.type_bytes(b"\r").await;
            black.wait_for("炮二平五").await;
            latencies.push(t.elapsed());
        }
        latencies.sort();
        let at = |q: f64| latencies[((latencies.len() as f64 * q).ceil() as usize).saturating_sub(1)];
        println!(
            "move relay over SSH, {} moves: median {:.1} ms, p95 {:.1} ms, max {:.1} ms",
            latencies.len(),
            at(0.5).as_secs_f64() * 1000.0,
            at(0.95).as_secs_f64() * 1000.0,
            at(1.0).as_secs_f64() * 1000.0
        );
    });
    drop(server);
}

/// Games against the computer beside human games: `ENGINE_GAMES` sessions start a
/// game against the built-in engine at level 10 (15m+10s, the player Black, so the
/// engine, Red, searches at once: about half a minute for its first move), and while
/// they search, `HUMAN_GAMES` human games relay one move each. It prints the relay
/// latency and the server's CPU meanwhile (the search slots bound the engines').
#[test]
#[ignore = "a benchmark: run with --ignored --nocapture"]
fn human_moves_beside_twenty_engine_games() {
    const ENGINE_GAMES: usize = 20;
    const HUMAN_GAMES: usize = 10;
    let tmp = tempfile::tempdir().unwrap();
    let server = ServerProcess::start(tmp.path());
    let (pid, port) = (server.child.id(), server.port);
    let rt = tokio::runtime::Builder::new_multi_thread()
        .worker_threads(2)
        .enable_all()
        .build()
        .unwrap();
    rt.block_on(async move {
        tokio::time::sleep(Duration::from_millis(300)).await;
        let mut players = Vec::new();
        for n in 0..ENGINE_GAMES + 2 * HUMAN_GAMES {
            let p = connect(port, n).await;
            p.wait_for("请取一个昵称").await;
            p.type_bytes(format!("p{n}\r").as_bytes()).await;
            p.wait_for(&format!("欢迎，p{n}")).await;
            players.push(p);
        }
        let (computer, humans) = players.split_at(ENGINE_GAMES);
        for k in 0..HUMAN_GAMES {
            let red = &humans[2 * k];
            red.type_bytes(b"n").await;
            red.wait_for("t：用时").await;
            red.clear();
            red.type_bytes(b"\r").await;
            red.wait_for("等待应战").await;
        }
        for k in 0..HUMAN_GAMES {
            let black = &humans[2 * k + 1];
            black.clear();
            black.type_bytes(b"\r").await;
            black.wait_for("未吃子").await;
            humans[2 * k].wait_for("未吃子").await;
        }
        // The engine games: level 10 (→ five times from 5), 15m+10s (t twice), Black.
        for p in computer {
            p.type_bytes(b"c").await;
            p.wait_for("与电脑对弈").await;
            p.type_bytes("\x1b[C\x1b[C\x1b[C\x1b[C\x1b[Ctts".as_bytes()).await;
            // Only the cells that change are sent: the level's digits.
            p.wait_for("10").await;
            p.clear();
            p.type_bytes(b"\r").await;
            p.wait_for("engine:10").await;
        }
        let ticks = cpu_ticks(pid);
        let t0 = Instant::now();
        let mut latencies = Vec::new();
        for k in 0..HUMAN_GAMES {
            let (red, black) = (&humans[2 * k], &humans[2 * k + 1]);
            red.type_bytes("炮二平五".as_bytes()).await;
            red.wait_for("= 炮二平五").await;
            black.clear();
            let t = Instant::now();
            red.type_bytes(b"\r").await;
            black.wait_for("炮二平五").await;
            latencies.push(t.elapsed());
        }
        let hz = 100.0;
        let cpu = (cpu_ticks(pid) - ticks) as f64 / hz / t0.elapsed().as_secs_f64();
        latencies.sort();
        let at = |q: f64| latencies[((latencies.len() as f64 * q).ceil() as usize).saturating_sub(1)];
        println!(
            "move relay beside {ENGINE_GAMES} engine games (level 10, searching), {} moves: median {:.1} ms, p95 {:.1} ms, max {:.1} ms; server CPU {:.0}% of one core (the engines' share bounded by the search slots)",
            latencies.len(),
            at(0.5).as_secs_f64() * 1000.0,
            at(0.95).as_secs_f64() * 1000.0,
            at(1.0).as_secs_f64() * 1000.0,
            cpu * 100.0
        );
    });
    drop(server);
}
