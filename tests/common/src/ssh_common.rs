//! Helpers for the SSH server's tests: a server in this process with given limits
//! or `chuhe serve --ssh` as a process of its own, keys made from a seed, and
//! russh's client as a player whose screen is recorded.

use std::io::BufRead as _;
use std::path::{Path, PathBuf};
use std::process::{Child, Command, Stdio};
use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::{Arc, Mutex};
use std::time::{Duration, Instant};

use chuhe::lang::Lang;
use chuhe::ssh::limits::Limits;
use chuhe::ssh::{Running, ServeOptions};
use chuhe::tui::config::Dirs;
use russh::ChannelMsg;
use russh::keys::ssh_key::private::{Ed25519Keypair, KeypairData};
use russh::keys::{HashAlg, PrivateKey, PrivateKeyWithHashAlg, PublicKeyOrCertificate};
use tokio::io::BufReader;

pub const DEADLINE: Duration = Duration::from_secs(30);

/// The server's log lines, as the test reads them.
pub type Log = Arc<Mutex<Vec<String>>>;

/// A server in this process on a free loopback port, its data in `tmp`.
pub fn start(tmp: &Path, limits: Limits) -> Running {
    start_logged(tmp, limits).0
}

/// As [`start`], with the server's log kept.
pub fn start_logged(tmp: &Path, limits: Limits) -> (Running, Log) {
    let log: Log = Arc::default();
    let kept = Arc::clone(&log);
    let running = chuhe::ssh::start(ServeOptions {
        addr: "127.0.0.1:0".parse().unwrap(),
        data_dir: tmp.join("data"),
        runtime_dir: tmp.join("run"),
        guests: false,
        limits,
        lang: Lang::Zh,
        dirs: Dirs {
            config: tmp.join("config"),
            data: tmp.join("data"),
        },
        log: Arc::new(move |l: &str| kept.lock().unwrap().push(l.to_string())),
        book: None,
    })
    .expect("the server starts");
    (running, log)
}

pub fn key(n: u8) -> PrivateKey {
    let seed = [n; 32];
    PrivateKey::new(KeypairData::Ed25519(Ed25519Keypair::from_seed(&seed)), "").unwrap()
}

pub fn fingerprint(k: &PrivateKey) -> String {
    k.public_key().fingerprint(HashAlg::Sha256).to_string()
}

/// The nickname the club's database keeps for key `k`, the server's data in `tmp`
/// (read beside the running server, as `chuhe club ratings` reads it).
pub fn kept_nick(tmp: &Path, k: &PrivateKey) -> Option<String> {
    let db = tmp.join("data/ssh/club.db");
    let accounts = chuhe::ssh::accounts::Accounts::open(&db).expect("the club's database");
    accounts.nick(&fingerprint(k)).map(str::to_string)
}

pub struct Trusting;

impl russh::client::Handler for Trusting {
    type Error = russh::Error;
    async fn check_server_key(
        &mut self,
        _key: &PublicKeyOrCertificate,
    ) -> Result<bool, Self::Error> {
        Ok(true)
    }
}

pub async fn handshake(port: u16) -> russh::client::Handle<Trusting> {
    let config = Arc::new(russh::client::Config::default());
    russh::client::connect(config, ("127.0.0.1", port), Trusting)
        .await
        .expect("ssh handshake")
}

pub async fn log_in(handle: &mut russh::client::Handle<Trusting>, k: &PrivateKey) -> bool {
    handle
        .authenticate_publickey(
            "player",
            PrivateKeyWithHashAlg::new(Arc::new(k.clone()), None),
        )
        .await
        .expect("an answer to the key")
        .success()
}

/// What a session's screen got: each data message with the instant it arrived.
pub type Received = Arc<Mutex<Vec<(Instant, Vec<u8>)>>>;

/// A logged-in shell session: what its screen got (with when), and how to type.
pub struct Player {
    pub got: Received,
    pub closed: Arc<AtomicBool>,
    pub write: russh::ChannelWriteHalf<russh::client::Msg>,
    pub handle: russh::client::Handle<Trusting>,
    /// Just before the shell was asked for.
    pub asked: Instant,
}

impl Player {
    pub async fn shell(port: u16, k: &PrivateKey) -> Player {
        Player::shell_sized(port, k, (100, 30)).await
    }

    /// A shell on a PTY of `(cols, rows)`.
    pub async fn shell_sized(port: u16, k: &PrivateKey, (cols, rows): (u32, u32)) -> Player {
        let mut handle = handshake(port).await;
        assert!(log_in(&mut handle, k).await, "the key logs in");
        let channel = handle.channel_open_session().await.unwrap();
        channel
            .request_pty(false, "xterm-256color", cols, rows, 0, 0, &[])
            .await
            .unwrap();
        let asked = Instant::now();
        channel.request_shell(false).await.unwrap();
        let (mut read, write) = channel.split();
        let got: Received = Arc::new(Mutex::new(Vec::new()));
        let closed = Arc::new(AtomicBool::new(false));
        let (g, c) = (Arc::clone(&got), Arc::clone(&closed));
        tokio::spawn(async move {
            while let Some(msg) = read.wait().await {
                match msg {
                    ChannelMsg::Data { data } => {
                        g.lock().unwrap().push((Instant::now(), data.to_vec()))
                    }
                    ChannelMsg::Eof | ChannelMsg::Close => break,
                    _ => {}
                }
            }
            c.store(true, Ordering::SeqCst);
        });
        Player {
            got,
            closed,
            write,
            handle,
            asked,
        }
    }

    pub async fn type_bytes(&self, bytes: &[u8]) {
        self.write
            .data(BufReader::new(bytes))
            .await
            .expect("the channel takes input");
    }

    pub fn screen(&self) -> Vec<u8> {
        self.got
            .lock()
            .unwrap()
            .iter()
            .flat_map(|(_, d)| d.iter().copied())
            .collect()
    }

    pub fn clear(&self) {
        self.got.lock().unwrap().clear();
    }

    pub fn received(&self) -> usize {
        self.got.lock().unwrap().iter().map(|(_, d)| d.len()).sum()
    }

    pub fn has(&self, text: &str) -> bool {
        let s = self.screen();
        s.windows(text.len()).any(|w| w == text.as_bytes())
    }

    pub async fn wait_for(&self, text: &str) {
        let deadline = Instant::now() + DEADLINE;
        while !self.has(text) {
            assert!(
                Instant::now() < deadline,
                "timed out waiting for {text}; the screen so far: {}",
                String::from_utf8_lossy(&self.screen())
            );
            tokio::time::sleep(Duration::from_millis(20)).await;
        }
    }

    /// Logs in for the first time: names itself and waits for the lobby.
    pub async fn named(port: u16, k: &PrivateKey, nick: &str) -> Player {
        let p = Player::shell(port, k).await;
        p.wait_for("请取一个昵称").await;
        p.type_bytes(format!("{nick}\r").as_bytes()).await;
        p.wait_for(&format!("欢迎，{nick}")).await;
        p
    }
}

pub fn runtime() -> tokio::runtime::Runtime {
    tokio::runtime::Builder::new_multi_thread()
        .worker_threads(2)
        .enable_all()
        .build()
        .unwrap()
}

/// A new Ed25519 key made by ssh-keygen (no passphrase) at `dir/name`.
pub fn keygen(dir: &Path, name: &str) -> PathBuf {
    let key = dir.join(name);
    let ok = Command::new("ssh-keygen")
        .args(["-q", "-t", "ed25519", "-N", "", "-C", name, "-f"])
        .arg(&key)
        .status()
        .expect("ssh-keygen (openssh-client) is installed");
    assert!(ok.success());
    key
}

/// The ssh options every connection uses: a throwaway known-hosts file, this key
/// only, no agent.
pub fn ssh_options(key: &Path, port: u16) -> Vec<String> {
    [
        // No user or system configuration (a ControlMaster, GSSAPI first): only these.
        "-F",
        "/dev/null",
        "-o",
        "StrictHostKeyChecking=no",
        "-o",
        "UserKnownHostsFile=/dev/null",
        "-o",
        "IdentitiesOnly=yes",
        "-o",
        "IdentityAgent=none",
        "-o",
        "LogLevel=ERROR",
        "-o",
        "BatchMode=yes",
        "-o",
        "SendEnv=LANG",
        "-i",
    ]
    .iter()
    .map(|s| s.to_string())
    .chain([key.display().to_string(), "-p".into(), port.to_string()])
    .collect()
}

/// `chuhe serve --ssh` as a process of its own (to read its memory from /proc),
/// killed and waited for when dropped.
pub struct ServerProcess {
    pub child: Child,
    pub port: u16,
    /// Kept open: the server's stdout must not become a broken pipe under it.
    _stdout: Option<std::io::BufReader<std::process::ChildStdout>>,
}

impl Drop for ServerProcess {
    fn drop(&mut self) {
        let _ = self.child.kill();
        let _ = self.child.wait();
    }
}

impl ServerProcess {
    /// Serves on a free loopback port with the data in `tmp`, once it listens.
    pub fn start(tmp: &Path) -> ServerProcess {
        ServerProcess::start_with(tmp, &[])
    }

    /// As [`ServerProcess::start`], with more arguments to `chuhe serve`.
    pub fn start_with(tmp: &Path, args: &[&str]) -> ServerProcess {
        let mut child = Command::new(crate::chuhe_bin())
            .args(["serve", "--ssh", "127.0.0.1:0", "--runtime-dir"])
            .arg(tmp.join("run"))
            .args(args)
            .env("CHUHE_DATA_DIR", tmp.join("data"))
            .env("CHUHE_CONFIG_DIR", tmp.join("config"))
            .stdout(Stdio::piped())
            .stderr(Stdio::null())
            .spawn()
            .expect("chuhe serve starts");
        let mut out = std::io::BufReader::new(child.stdout.take().unwrap());
        // Killed and waited for on every path from here, a panic included.
        let mut server = ServerProcess {
            child,
            port: 0,
            _stdout: None,
        };
        let mut line = String::new();
        loop {
            line.clear();
            assert!(
                out.read_line(&mut line).unwrap_or(0) > 0,
                "the server ended before it listened"
            );
            if let Some(addr) = line.strip_prefix("chuhe serve: listening on ") {
                let addr = addr.split_whitespace().next().unwrap();
                server.port = addr.rsplit(':').next().unwrap().parse().unwrap();
                server._stdout = Some(out);
                return server;
            }
        }
    }

    /// The process's resident memory now, in KiB.
    pub fn rss_kib(&self) -> u64 {
        rss_kib(self.child.id())
    }
}

/// A process's resident memory, in KiB, from /proc.
pub fn rss_kib(pid: u32) -> u64 {
    let status = std::fs::read_to_string(format!("/proc/{pid}/status")).unwrap();
    status
        .lines()
        .find_map(|l| l.strip_prefix("VmRSS:"))
        .and_then(|v| v.split_whitespace().next()?.parse().ok())
        .unwrap()
}

/// The app of bob's session (`SHA256:bob`, session 2) with the lobby of `club` on
/// top, in `lang`, as a session drives it: on the app's stack over an empty game.
/// The accounts are the club's database in `dir`.
pub fn bobs_lobby_app(
    dir: &Path,
    club: &Arc<chuhe::ssh::club::Club>,
    lang: Lang,
) -> chuhe::tui::app::App {
    use chuhe::ssh::accounts::{Account, Accounts};
    use chuhe::ssh::lobby::Lobby;
    use chuhe::ssh::lobby_screen::{LobbyScreen, Seating};
    let accounts = Accounts::open(&dir.join("ssh/club.db")).unwrap();
    let (wake, _events) = std::sync::mpsc::channel();
    let seating = std::rc::Rc::new(std::cell::RefCell::new(Seating {
        lobby: Lobby::new(lang, Some("bob".into())),
        id: 2,
        account: Account::Key("SHA256:bob".into()),
        club: club.clone(),
        accounts: Arc::new(Mutex::new(accounts)),
        lang,
        wake,
        left: Default::default(),
        at_board: None,
        engine_slots: chuhe::tui::search_slots::SearchSlots::new(1),
        book: None,
    }));
    let now = Instant::now();
    let empty = chuhe::tui::game::GameInPlay::new(
        chuhe::tui::game::hot_seat_config(chuhe::match_control::Mode::Casual),
        now,
    );
    let mut app = chuhe::tui::app::App::new(crate::tui_common::look(lang), empty, now);
    app.push(Box::new(LobbyScreen::new(seating)));
    app
}
