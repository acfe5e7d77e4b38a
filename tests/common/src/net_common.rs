//! Helpers for the network tests: a host on a real socket in a temporary directory,
//! with a hand-driven clock, and clients whose events land in a channel.
#![allow(dead_code)]

use std::io::{BufRead, BufReader, Write};
use std::os::unix::net::UnixStream;
use std::path::{Path, PathBuf};
use std::process::{Child, Command, Stdio};
use std::sync::mpsc::{self, Receiver};
use std::sync::{Arc, Mutex};
use std::time::{Duration, Instant};

use chuhe::match_control::{Action, MatchConfig, Millis, Mode};
use chuhe::net::client::Shown;
use chuhe::net::host::{HostSave, SharedTime};
use chuhe::net::protocol::ServerMsg;
use chuhe::net::{
    ClockPolicy, Endpoint, Host, HostOptions, JoinCode, Limits, Link, LinkConfig, LinkError,
    LinkEvent, Listen, Role, Start,
};
use chuhe::rules::{Color, Move};

/// How long any test waits for something that should take milliseconds.
pub const DEADLINE: Duration = Duration::from_secs(10);

pub struct TestHost {
    pub host: Host,
    pub time: SharedTime,
    pub dir: tempfile::TempDir,
    pub log: Arc<Mutex<Vec<String>>>,
}

impl TestHost {
    pub fn socket_dir(&self) -> PathBuf {
        self.dir.path().join("sock")
    }

    pub fn save_dir(&self) -> PathBuf {
        self.dir.path().join("hosted")
    }

    pub fn endpoint(&self) -> Endpoint {
        self.host.endpoint().clone()
    }

    pub fn code(&self) -> JoinCode {
        self.host.code().clone()
    }

    pub fn log_text(&self) -> String {
        self.log.lock().unwrap().join("\n")
    }
}

pub fn options(dir: &Path, policy: ClockPolicy, log: Arc<Mutex<Vec<String>>>) -> HostOptions {
    HostOptions {
        listen: Listen::Unix(dir.join("sock")),
        clock_on_disconnect: policy,
        limits: Limits {
            wrong_code_delay: Duration::from_millis(1),
            ..Limits::default()
        },
        saves: chuhe::net::Saves::Dir(dir.join("hosted")),
        host_name: "tester".into(),
        exit_when_done: false,
        log: Box::new(move |l| log.lock().unwrap().push(l.to_string())),
        arbiter: Default::default(),
        // The tests read the host's English lines.
        lang: chuhe::lang::Lang::En,
    }
}

/// A host for a new game on a Unix socket in a fresh temporary directory.
pub fn host_with(config: MatchConfig, policy: ClockPolicy) -> TestHost {
    host_with_limits(config, policy, |_| {})
}

/// As [`host_with`], with some limits changed.
pub fn host_with_limits(
    config: MatchConfig,
    policy: ClockPolicy,
    change: impl FnOnce(&mut Limits),
) -> TestHost {
    let dir = tempfile::tempdir().unwrap();
    let log = Arc::new(Mutex::new(Vec::new()));
    let time = SharedTime::new(Millis(1_000));
    let mut opts = options(dir.path(), policy, Arc::clone(&log));
    change(&mut opts.limits);
    let host = Host::start(
        opts,
        Start::New {
            config: Box::new(config),
            seat: None,
        },
        Some(Box::new(time.clone())),
    )
    .unwrap();
    TestHost {
        host,
        time,
        dir,
        log,
    }
}

pub fn casual_host() -> TestHost {
    host_with(MatchConfig::new(Mode::Casual), ClockPolicy::Pause)
}

/// A client and the events it received.
pub struct Client {
    pub link: Link,
    pub events: Receiver<LinkEvent>,
}

pub fn config(h: &TestHost, role: Role) -> LinkConfig {
    let mut c = LinkConfig::new(h.endpoint(), h.code(), role);
    c.timeout = DEADLINE;
    c
}

pub fn connect(cfg: LinkConfig) -> Result<Client, LinkError> {
    let (tx, rx) = mpsc::channel();
    let link = Link::connect(cfg, move |e| {
        let _ = tx.send(e);
    })?;
    Ok(Client { link, events: rx })
}

pub fn player(h: &TestHost, name: &str) -> Client {
    let mut c = config(h, Role::Play);
    c.name = name.into();
    connect(c).unwrap()
}

pub fn spectator(h: &TestHost) -> Client {
    connect(config(h, Role::Watch)).unwrap()
}

impl Client {
    /// Waits for an event that `pick` accepts, skipping others.
    pub fn wait_for<T>(&self, what: &str, pick: impl FnMut(&LinkEvent) -> Option<T>) -> T {
        self.try_wait_for(pick)
            .unwrap_or_else(|| panic!("no {what} within {DEADLINE:?}"))
    }

    /// As [`Client::wait_for`], `None` at the deadline.
    pub fn try_wait_for<T>(&self, mut pick: impl FnMut(&LinkEvent) -> Option<T>) -> Option<T> {
        let until = Instant::now() + DEADLINE;
        loop {
            let left = until.saturating_duration_since(Instant::now());
            let e = self.events.recv_timeout(left).ok()?;
            if let Some(t) = pick(&e) {
                return Some(t);
            }
        }
    }

    /// Waits for the reply to intent `id`: `Ok(())` or the refusal in English.
    pub fn reply(&self, id: u64) -> Result<(), String> {
        self.try_reply(id)
            .unwrap_or_else(|| panic!("no reply {id} within {DEADLINE:?}"))
    }

    /// As [`Client::reply`], `None` at the deadline.
    pub fn try_reply(&self, id: u64) -> Option<Result<(), String>> {
        self.try_wait_for(|e| match e {
            LinkEvent::Reply(r) if r.id == id => Some(if r.ok {
                Ok(())
            } else {
                Err(r.error.clone().map(|t| t.en).unwrap_or_default())
            }),
            _ => None,
        })
    }

    /// Waits for a state that `pred` accepts.
    pub fn state_where(&self, what: &str, pred: impl Fn(&Shown) -> bool) -> Arc<Shown> {
        if let Some((s, _)) = self.link.snapshot()
            && pred(&s)
        {
            return s;
        }
        self.wait_for(what, |e| match e {
            LinkEvent::State(s) if pred(s) => Some(Arc::clone(s)),
            _ => None,
        })
    }

    pub fn plies(&self, n: usize) -> Arc<Shown> {
        self.state_where(&format!("a state with {n} plies"), |s| {
            s.view.moves.len() == n
        })
    }

    pub fn latest(&self) -> Arc<Shown> {
        self.link.snapshot().expect("a state").0
    }

    /// Plays a move in ICCS and returns the host's answer.
    pub fn play(&self, iccs: &str) -> Result<(), String> {
        let id = self
            .link
            .act(Action::Move {
                mv: Move::from_iccs(iccs).unwrap(),
                entry: None,
            })
            .unwrap();
        self.reply(id)
    }

    pub fn act(&self, action: Action) -> Result<(), String> {
        let id = self.link.act(action).unwrap();
        self.reply(id)
    }

    pub fn seat(&self) -> Color {
        self.link.seat().expect("a player")
    }
}

/// A raw connection speaking the protocol by hand (or not at all).
pub struct Raw {
    pub stream: UnixStream,
    reader: BufReader<UnixStream>,
}

impl Raw {
    pub fn connect(h: &TestHost) -> Raw {
        let Endpoint::Unix(path) = h.endpoint() else {
            panic!("a Unix socket")
        };
        let stream = UnixStream::connect(path).unwrap();
        stream.set_read_timeout(Some(DEADLINE)).unwrap();
        let reader = BufReader::new(stream.try_clone().unwrap());
        Raw { stream, reader }
    }

    pub fn send(&mut self, bytes: &[u8]) {
        // The host may already have closed: a failed write is part of some tests.
        let _ = self.stream.write_all(bytes);
    }

    /// The next line, `None` at the end of the stream.
    pub fn line(&mut self) -> Option<String> {
        let mut s = String::new();
        match self.reader.read_line(&mut s) {
            Ok(0) | Err(_) => None,
            Ok(_) => Some(s),
        }
    }

    pub fn msg(&mut self) -> Option<ServerMsg> {
        self.line()
            .map(|l| chuhe::net::protocol::decode_server(l.trim_end()).unwrap())
    }

    /// Reads to the end, returning the error line's code if one came.
    pub fn error_then_close(&mut self) -> Option<String> {
        let mut code = None;
        while let Some(m) = self.msg() {
            if let ServerMsg::Error(e) = m {
                assert!(e.fatal, "{e:?}");
                code = Some(
                    serde_json::to_value(e.code)
                        .unwrap()
                        .as_str()
                        .unwrap()
                        .to_string(),
                );
            }
        }
        code
    }

    pub fn hello(h: &TestHost, role: &str, token: Option<&str>) -> Raw {
        let mut r = Raw::connect(h);
        let token = token.map_or("null".to_string(), |t| format!("\"{t}\""));
        r.send(
            format!(
                "{{\"type\":\"hello\",\"v\":1,\"code\":\"{}\",\"role\":\"{role}\",\"token\":{token}}}\n",
                h.code()
            )
            .as_bytes(),
        );
        r
    }
}

/// The host's save as it is on disk now.
pub fn save_of(h: &TestHost) -> HostSave {
    let path = h.host.save_path().unwrap().to_path_buf();
    HostSave::load(&path).unwrap()
}

/// A `chuhe host --headless --json` process on `sock`, with the data directory
/// `data` and the `extra` flags, and what it printed first; killed when dropped.
pub struct HostProcess {
    pub child: Child,
    pub info: serde_json::Value,
}

impl Drop for HostProcess {
    fn drop(&mut self) {
        let _ = self.child.kill();
        let _ = self.child.wait();
    }
}

pub fn spawn_host(data: &Path, sock: &Path, extra: &[&str]) -> HostProcess {
    let mut child = Command::new(super::chuhe_bin())
        .args(["host", "--headless", "--json", "--dir"])
        .arg(sock)
        .args(extra)
        .env("CHUHE_DATA_DIR", data)
        .stdout(Stdio::piped())
        .stderr(Stdio::null())
        .spawn()
        .unwrap();
    let mut line = String::new();
    BufReader::new(child.stdout.take().unwrap())
        .read_line(&mut line)
        .unwrap();
    let info: serde_json::Value =
        serde_json::from_str(&line).unwrap_or_else(|e| panic!("host printed {line:?}: {e}"));
    HostProcess { child, info }
}
