//! The host: serves one game, authoritatively. Rules, clocks, scoresheets and
//! adjudication run here (in the [`Table`]); clients send intents and draw the state
//! they receive.
//!
//! Threads: one accepts connections; each connection has a reader and a writer
//! (`connection.rs`); one referee thread owns the table and is the only one to touch
//! the game, fed by a channel, so that every change is applied in one order and
//! saved before anybody hears of it. A client too slow to read its messages is
//! disconnected rather than allowed to hold up the others.

mod connection;
mod disk;
mod outbox;
mod pending;
mod save;
mod seats;
mod table;
mod timeline;

use std::collections::HashMap;
use std::io;
use std::net::{IpAddr, Ipv4Addr, Ipv6Addr, SocketAddr};
use std::path::{Path, PathBuf};
use std::sync::atomic::{AtomicBool, AtomicU64, AtomicUsize, Ordering};
use std::sync::mpsc::{self, Receiver, RecvTimeoutError, Sender};
use std::sync::{Arc, Mutex};
use std::thread::JoinHandle;
use std::time::Duration;

use crate::catalogue::host_log::{HostLog, Leaving};
use chuhe_core::lang::{Lang, Render};
use chuhe_core::match_control::{MatchConfig, Millis, TimeSource};
use chuhe_core::rules::Color;

use super::code::{JoinCode, Token};
use super::permissions;
use super::protocol::ClockPolicy;
use super::rate::RateLimit;
use super::transport::{Endpoint, Listener, Stream};

pub use save::{HostSave, Listen, SaveError, SavedSeat, latest_unfinished, save_path};
pub use seats::Seat;
pub use table::{Input, Output, Table, TableConfig, reply};
pub use timeline::Timeline;

/// A connection's number on this host.
pub type ConnId = u64;

/// The host's limits (README, "Network play: limits").
#[derive(Clone, Debug)]
pub struct Limits {
    /// Connections past their hello; a player with a seat token is let in beyond it.
    pub max_connections: usize,
    /// Connections that have not said hello, from one peer (a local user, or a TCP
    /// address): a new one closes the peer's oldest.
    pub max_pending_per_peer: usize,
    /// Connections that have not said hello, from everyone: a new one closes the
    /// oldest.
    pub max_pending: usize,
    pub max_spectators: usize,
    pub rate: RateLimit,
    /// Time for a new connection to say hello, from the moment it connected.
    pub hello_timeout: Duration,
    /// Each line must be complete this long after the one before (clients ping every
    /// 15 s); a connection that sends no complete line for this long is dropped.
    pub idle_timeout: Duration,
    /// A client that does not take a line for this long is dropped.
    pub write_timeout: Duration,
    /// Bytes waiting for a client that is not reading before it is dropped.
    pub max_queued: usize,
    /// The pause before answering a wrong join code.
    pub wrong_code_delay: Duration,
    /// While a clock runs, the save is refreshed this often.
    pub save_every: Duration,
}

impl Default for Limits {
    fn default() -> Limits {
        Limits {
            max_connections: 64,
            max_pending_per_peer: 8,
            max_pending: 64,
            max_spectators: 32,
            rate: RateLimit::default(),
            hello_timeout: Duration::from_secs(10),
            idle_timeout: Duration::from_secs(60),
            write_timeout: Duration::from_secs(10),
            max_queued: 8 * 1024 * 1024,
            wrong_code_delay: Duration::from_millis(250),
            save_every: Duration::from_secs(5),
        }
    }
}

/// What the referee thread is told.
pub enum Cmd {
    /// A connection with the right code, and how to reach it.
    Arrive {
        conn: ConnId,
        outbox: outbox::Outbox,
        stream: Stream,
        input: Input,
    },
    Input(Input),
    /// Start the game now (a tournament round starts).
    StartNow,
    Shutdown,
}

/// How to host.
pub struct HostOptions {
    pub listen: Listen,
    pub clock_on_disconnect: ClockPolicy,
    pub limits: Limits,
    /// Where the game is kept after every change.
    pub saves: Saves,
    /// The host's user name, shown to clients.
    pub host_name: String,
    /// Stop by itself once the game is over and everybody has left.
    pub exit_when_done: bool,
    /// Where the host's log lines go.
    pub log: Box<dyn FnMut(&str) + Send>,
    /// The language of the host's log lines.
    pub lang: Lang,
    /// The game's arbiter (17): the token of the arbiter's seat (`None`: a fresh
    /// one), and for a tournament board the players paired at it and what to do when
    /// the arbiter asks for the next round.
    pub arbiter: ArbiterOptions,
}

/// Where a host keeps its game: the save after every change, put in place before
/// anybody hears of the change, so that a host killed the next instant restarts
/// with it.
pub enum Saves {
    /// Not kept.
    Nowhere,
    /// A file a game in this directory, `<dir>/<game>.json` (`chuhe host`).
    Dir(PathBuf),
    /// Handed to a store of the caller's (the SSH club's database).
    Store(Box<dyn SaveStore>),
}

/// A place other than a file that keeps a host's saves.
pub trait SaveStore: Send {
    /// Keeps `json`, the save of game `code`, in place of the one before; returns
    /// once a crash of this process could no longer lose it.
    fn keep(&mut self, code: &JoinCode, json: &str) -> io::Result<()>;
    /// The store's name in the log.
    fn name(&self) -> String;
}

/// What `chuhe tournament serve` asks of the host of one board.
pub type NextRoundHook = Box<dyn FnMut() -> Result<(), chuhe_core::match_control::Text> + Send>;

/// The arbiter's seat, and the event a board belongs to.
#[derive(Default)]
pub struct ArbiterOptions {
    /// The arbiter's token; `None`: a fresh one (a resumed game keeps its own).
    pub token: Option<Token>,
    /// Red's and Black's names as the event paired them: only they take the seats.
    pub paired: Option<[String; 2]>,
    /// Answers the arbiter's `next_round` (`None`: the game belongs to no event).
    pub next_round: Option<NextRoundHook>,
}

/// Which game to host.
pub enum Start {
    /// A new game; `seat`: the seat kept for the host's own player, with their name.
    New {
        config: Box<MatchConfig>,
        seat: Option<(Color, String)>,
    },
    /// A saved game, carried on; `path` names the save in errors, and is where it
    /// goes on being saved unless the options give a store.
    Resume { save: Box<HostSave>, path: PathBuf },
}

#[derive(Debug, thiserror::Error)]
pub enum HostError {
    #[error("{what}: {source}")]
    Io {
        what: String,
        #[source]
        source: io::Error,
    },
    #[error(transparent)]
    Save(#[from] Box<SaveError>),
}

fn io_err(what: impl Into<String>) -> impl FnOnce(io::Error) -> HostError {
    let what = what.into();
    move |source| HostError::Io { what, source }
}

/// Asks a running host to stop (e.g. from a signal handler thread).
#[derive(Clone)]
pub struct HostControl {
    cmd: Sender<Cmd>,
}

impl HostControl {
    /// Saves, tells every client, and stops.
    pub fn shutdown(&self) {
        let _ = self.cmd.send(Cmd::Shutdown);
    }

    /// Starts the game now, seated or not: a tournament round starts at its time and a
    /// late player's clock runs (21.1).
    pub fn start_now(&self) {
        let _ = self.cmd.send(Cmd::StartNow);
    }
}

/// A running host.
pub struct Host {
    code: JoinCode,
    endpoint: Endpoint,
    save_path: Option<PathBuf>,
    arbiter_token: Option<Token>,
    arbiter_file: Option<PathBuf>,
    local_seat: Option<(Color, Token)>,
    ctx: Arc<connection::Context>,
    stop: Arc<AtomicBool>,
    referee: Option<JoinHandle<()>>,
    acceptor: Option<JoinHandle<()>>,
}

impl Host {
    /// Binds the socket and starts serving. `time`: the game's time source (the
    /// machine's monotonic clock in play, a hand-driven one in tests); `None` for the
    /// real clock continuing the game's timeline.
    pub fn start(
        options: HostOptions,
        start: Start,
        time: Option<Box<dyn TimeSource + Send>>,
    ) -> Result<Host, HostError> {
        let HostOptions {
            listen,
            clock_on_disconnect,
            limits,
            saves,
            host_name,
            exit_when_done,
            log,
            arbiter,
            lang,
        } = options;
        let ArbiterOptions {
            token: arbiter_token,
            paired,
            next_round,
        } = arbiter;
        let log = escaped(log);
        // The name goes to every client's screen, as a player's name would: kept to
        // the same limits, without control characters.
        let host_name: String = host_name
            .chars()
            .filter(|&c| !super::protocol::is_unsafe_char(c))
            .take(super::protocol::MAX_NAME_CHARS)
            .collect();
        let mut local_seat = None;
        let (mut table, resume_at, save_path) = match start {
            Start::New { config, seat } => {
                let code = JoinCode::random().map_err(io_err("random join code"))?;
                let arbiter = match arbiter_token {
                    Some(t) => t,
                    None => Token::random().map_err(io_err("random arbiter token"))?,
                };
                let settings = TableConfig {
                    code,
                    host: host_name,
                    clock_on_disconnect,
                    max_spectators: limits.max_spectators,
                    host_seat: None,
                    join: String::new(),
                    arbiter: Some(arbiter),
                };
                let mut table = Table::new(settings, *config);
                if let Some([red, black]) = &paired {
                    table.expect(red, black);
                }
                if let Some((color, name)) = seat {
                    let token = Token::random().map_err(io_err("random seat token"))?;
                    table.reserve(color, &name, token.clone());
                    local_seat = Some((color, token));
                }
                let path = match &saves {
                    Saves::Dir(d) => Some(save_path(d, &table.settings().code)),
                    Saves::Nowhere | Saves::Store(_) => None,
                };
                (table, Millis(0), path)
            }
            Start::Resume { save, path } => {
                let (table, at) = save
                    .restore(&path, host_name, limits.max_spectators)
                    .map_err(Box::new)?;
                local_seat = table.settings().host_seat.and_then(|c| {
                    let token = table.seats().get(c).token.clone()?;
                    Some((c, token))
                });
                let path = match &saves {
                    Saves::Store(_) => None,
                    Saves::Nowhere | Saves::Dir(_) => Some(path),
                };
                (table, at, path)
            }
        };
        let store = match saves {
            Saves::Store(store) => Some(store),
            Saves::Nowhere | Saves::Dir(_) => None,
        };
        let code = table.settings().code.clone();
        if let Some(dir) = save_path.as_deref().and_then(Path::parent) {
            permissions::prepare_private_dir(dir)
                .map_err(io_err(format!("save directory {}", dir.display())))?;
        }
        let listener = match &listen {
            Listen::Unix(dir) => {
                permissions::prepare_socket_dir(dir)
                    .map_err(io_err(format!("socket directory {}", dir.display())))?;
                let path = permissions::socket_path(dir, code.game());
                Listener::bind_unix(&path).map_err(io_err(format!("socket {}", path.display())))?
            }
            Listen::Tcp(addr) => {
                Listener::bind_tcp(*addr).map_err(io_err(format!("TCP address {addr}")))?
            }
        };
        let endpoint = listener.endpoint().map_err(io_err("socket address"))?;
        table.set_join(join_command(&code, &endpoint));
        // A TCP port chosen by the system is kept, so a restarted host is found again.
        let listen = match (&listen, &endpoint) {
            (Listen::Tcp(_), Endpoint::Tcp(actual)) => Listen::Tcp(*actual),
            _ => listen,
        };

        let time: Box<dyn TimeSource + Send> =
            time.unwrap_or_else(|| Box::new(Timeline::starting_at(resume_at)));
        let (cmd_tx, cmd_rx) = mpsc::channel();
        let ctx = Arc::new(connection::Context {
            code: code.clone(),
            limits: limits.clone(),
            cmd: cmd_tx,
            active: AtomicUsize::new(0),
            pending: pending::Pending::new(limits.max_pending_per_peer, limits.max_pending),
            next_id: AtomicU64::new(1),
        });
        // A restored game whose players are all away: the policy applies at once.
        let now = time.now();
        let restored = table.on_restore(now);
        let arbiter_token = table.settings().arbiter.clone();
        let arbiter_file = match (&arbiter_token, save_path.as_deref()) {
            (Some(t), Some(p)) => {
                let file = arbiter_token_path(p, &code);
                if let Some(dir) = file.parent() {
                    permissions::prepare_private_dir(dir)
                        .map_err(io_err(format!("arbiter token directory {}", dir.display())))?;
                }
                write_private(&file, &format!("{t}\n"))
                    .map_err(io_err(format!("arbiter token {}", file.display())))?;
                Some(file)
            }
            _ => None,
        };
        let sync_failures = Arc::new(Mutex::new(Vec::new()));
        let failures = Arc::clone(&sync_failures);
        let syncer = disk::Syncer::start(move |path: &Path, e: io::Error| {
            let failed = HostLog::FlushFailed {
                path: path.display().to_string(),
                kind: e.kind(),
                detail: e.to_string(),
            };
            failures
                .lock()
                .unwrap_or_else(|e| e.into_inner())
                .push(failed);
        })
        .map_err(io_err("disk thread"))?;
        let mut referee = Referee {
            table,
            links: HashMap::new(),
            time,
            listen,
            save_path: save_path.clone(),
            store,
            limits,
            exit_when_done,
            log,
            lang,
            last_save: None,
            syncer,
            sync_failures,
            next_round,
        };
        referee.carry_out(restored, now);
        referee.save(now);
        let referee = std::thread::Builder::new()
            .name("chuhe-referee".into())
            .spawn(move || referee.run(cmd_rx))
            .map_err(io_err("referee thread"))?;
        let stop = Arc::new(AtomicBool::new(false));
        let acceptor = {
            let (stop, ctx) = (Arc::clone(&stop), Arc::clone(&ctx));
            std::thread::Builder::new()
                .name("chuhe-accept".into())
                .spawn(move || accept_loop(listener, &ctx, &stop))
                .map_err(io_err("accept thread"))?
        };
        Ok(Host {
            code,
            endpoint,
            save_path,
            arbiter_token,
            arbiter_file,
            local_seat,
            ctx,
            stop,
            referee: Some(referee),
            acceptor: Some(acceptor),
        })
    }

    pub fn code(&self) -> &JoinCode {
        &self.code
    }

    /// Where clients connect.
    pub fn endpoint(&self) -> &Endpoint {
        &self.endpoint
    }

    pub fn save_path(&self) -> Option<&Path> {
        self.save_path.as_deref()
    }

    /// The arbiter's token (17).
    pub fn arbiter_token(&self) -> Option<&Token> {
        self.arbiter_token.as_ref()
    }

    /// The file (mode 0600, `<data dir>/arbiter/<game>.token`) that holds the arbiter's token.
    pub fn arbiter_file(&self) -> Option<&Path> {
        self.arbiter_file.as_deref()
    }

    /// The seat kept for the host's own player and its token.
    pub fn local_seat(&self) -> Option<&(Color, Token)> {
        self.local_seat.as_ref()
    }

    pub fn control(&self) -> HostControl {
        HostControl {
            cmd: self.ctx.cmd.clone(),
        }
    }

    /// A connection from inside this process (the host's own player): served exactly
    /// as one from outside.
    pub fn connect_local(&self) -> io::Result<Stream> {
        let (ours, theirs) = Stream::pair()?;
        connection::accept(theirs, &self.ctx);
        Ok(ours)
    }

    /// Whether the referee has stopped (shut down, or done with `exit_when_done`).
    pub fn is_finished(&self) -> bool {
        self.referee.as_ref().is_none_or(JoinHandle::is_finished)
    }

    /// Waits until the referee stops, then stops accepting.
    pub fn wait(mut self) {
        self.join();
    }

    /// Saves, tells every client, stops.
    pub fn shutdown(mut self) {
        let _ = self.ctx.cmd.send(Cmd::Shutdown);
        self.join();
    }

    fn join(&mut self) {
        if let Some(r) = self.referee.take() {
            let _ = r.join();
        }
        self.stop.store(true, Ordering::SeqCst);
        // Wake the acceptor up with a connection of our own. When that fails (the
        // socket's directory was removed under us) the acceptor cannot be woken: it
        // is left blocked in accept(), to end with the process, rather than holding
        // up the exit forever.
        let woke = Stream::connect(&wake_address(&self.endpoint), Duration::from_secs(1)).is_ok();
        if let Some(a) = self.acceptor.take()
            && woke
        {
            let _ = a.join();
        }
    }
}

impl Drop for Host {
    fn drop(&mut self) {
        if self.referee.is_some() {
            let _ = self.ctx.cmd.send(Cmd::Shutdown);
            self.join();
        }
    }
}

/// Where the arbiter's token of the game saved at `save` is kept: `arbiter/<game>.token`
/// beside the saves' directory (`<data dir>/arbiter/`, mode 0700), apart from the saves
/// so that whatever reads the saves' directory finds only saves.
pub fn arbiter_token_path(save: &Path, code: &JoinCode) -> PathBuf {
    let saves = save.parent().unwrap_or(Path::new("."));
    let base = saves.parent().unwrap_or(saves);
    base.join("arbiter").join(format!("{}.token", code.game()))
}

/// Writes `text` to a new file only its owner may read (mode 0600): the arbiter's
/// token is a secret like a seat's.
fn write_private(path: &Path, text: &str) -> io::Result<()> {
    use std::io::Write as _;
    use std::os::unix::fs::OpenOptionsExt as _;
    let mut f = std::fs::OpenOptions::new()
        .write(true)
        .create(true)
        .truncate(true)
        .mode(0o600)
        .open(path)?;
    // An older file keeps its mode through open(): set it again.
    std::fs::set_permissions(path, std::os::unix::fs::PermissionsExt::from_mode(0o600))?;
    f.write_all(text.as_bytes())?;
    f.sync_all()
}

/// A log whose lines are made safe for a terminal first: whatever a client sent
/// that reaches a log line (a move it named, a reason from the parser) can hold
/// escape sequences, which must never reach the host's terminal raw.
fn escaped(mut log: Box<dyn FnMut(&str) + Send>) -> Box<dyn FnMut(&str) + Send> {
    Box::new(move |line: &str| log(&escape_for_log(line)))
}

/// `line` with every control character (and every bidirectional override) written
/// as an escape, `\u{1b}`; everything else, Chinese included, as it is.
pub fn escape_for_log(line: &str) -> String {
    chuhe_core::lang::escape_unsafe(line)
}

/// What another player types to join: `chuhe join CODE`, with the place when it is
/// not the default one.
pub fn join_command(code: &JoinCode, endpoint: &Endpoint) -> String {
    match endpoint {
        Endpoint::Unix(socket) => match socket.parent() {
            Some(dir) if dir != permissions::default_socket_dir() => {
                format!("chuhe join {code} --dir {}", dir.display())
            }
            _ => format!("chuhe join {code}"),
        },
        Endpoint::Tcp(a) => format!("chuhe join {code} --tcp {a}"),
    }
}

/// Where to connect to reach our own listener (an unspecified address is reached
/// through loopback).
fn wake_address(e: &Endpoint) -> Endpoint {
    match e {
        Endpoint::Tcp(a) if a.ip().is_unspecified() => {
            let ip = match a.ip() {
                IpAddr::V4(_) => IpAddr::V4(Ipv4Addr::LOCALHOST),
                IpAddr::V6(_) => IpAddr::V6(Ipv6Addr::LOCALHOST),
            };
            Endpoint::Tcp(SocketAddr::new(ip, a.port()))
        }
        other => other.clone(),
    }
}

fn accept_loop(listener: Listener, ctx: &Arc<connection::Context>, stop: &AtomicBool) {
    loop {
        let accepted = listener.accept();
        if stop.load(Ordering::SeqCst) {
            return;
        }
        match accepted {
            Ok(stream) => connection::accept(stream, ctx),
            // Out of file descriptors and the like: wait a little, do not spin.
            Err(_) => std::thread::sleep(Duration::from_millis(50)),
        }
    }
}

/// A connection as the referee reaches it.
struct Link {
    outbox: outbox::Outbox,
    stream: Stream,
}

/// The referee thread's state: the table, and the shell that carries out its outputs.
struct Referee {
    table: Table,
    links: HashMap<ConnId, Link>,
    time: Box<dyn TimeSource + Send>,
    listen: Listen,
    save_path: Option<PathBuf>,
    /// Where the saves go instead of `save_path`.
    store: Option<Box<dyn SaveStore>>,
    limits: Limits,
    exit_when_done: bool,
    log: Box<dyn FnMut(&str) + Send>,
    /// The language the log is worded in.
    lang: Lang,
    last_save: Option<std::time::Instant>,
    syncer: disk::Syncer,
    /// What the syncer could not flush, for the log.
    sync_failures: Arc<Mutex<Vec<HostLog>>>,
    next_round: Option<NextRoundHook>,
}

impl Referee {
    fn run(mut self, cmds: Receiver<Cmd>) {
        loop {
            let cmd = match cmds.recv_timeout(self.next_wake()) {
                Ok(cmd) => Some(cmd),
                Err(RecvTimeoutError::Timeout) => None,
                Err(RecvTimeoutError::Disconnected) => return,
            };
            let now = self.time.now();
            match cmd {
                Some(Cmd::Shutdown) => {
                    let out = self.table.close_all();
                    self.carry_out(out, now);
                    self.save(now);
                    self.syncer.finish();
                    self.log(&HostLog::Stopped);
                    return;
                }
                Some(Cmd::Arrive {
                    conn,
                    outbox,
                    stream,
                    input,
                }) => {
                    self.links.insert(conn, Link { outbox, stream });
                    self.feed(input, now);
                }
                Some(Cmd::Input(input)) => self.feed(input, now),
                Some(Cmd::StartNow) => {
                    let out = self.table.start_now(now);
                    self.carry_out(out, now);
                }
                None => {
                    self.feed(Input::Tick, now);
                    if self.clock_running()
                        && self
                            .last_save
                            .is_none_or(|t| t.elapsed() >= self.limits.save_every)
                    {
                        self.save(now);
                    }
                }
            }
            let failures =
                std::mem::take(&mut *self.sync_failures.lock().unwrap_or_else(|e| e.into_inner()));
            for f in failures {
                self.log(&f);
            }
            if self.exit_when_done && self.table.is_over() && self.table.connections() == 0 {
                self.save(now);
                self.syncer.finish();
                self.log(&HostLog::DoneAndStopped);
                return;
            }
        }
    }

    fn clock_running(&self) -> bool {
        self.table.game().is_some_and(|g| {
            !g.is_over() && !g.clock().is_paused() && g.clock().running().is_some()
        })
    }

    /// How long to sleep: until the running flag could fall, or the next periodic
    /// save, whichever is first.
    fn next_wake(&self) -> Duration {
        let idle = Duration::from_secs(3600);
        if !self.clock_running() {
            return idle;
        }
        let game = self.table.game().expect("a running clock has a game");
        let mut wake = self.limits.save_every;
        if let Some(side) = game.clock().running()
            && !game.clock().control().is_untimed()
        {
            let now = self.time.now();
            let face = game.clock().face(side, now);
            let until_flag = face.remaining + face.delay_left.unwrap_or_default();
            wake = wake.min(until_flag + Duration::from_millis(1));
        }
        wake
    }

    /// Hands an input to the table and carries out what it asks.
    fn feed(&mut self, input: Input, now: Millis) {
        let out = self.table.handle(input, now);
        self.carry_out(out, now);
    }

    fn carry_out(&mut self, outputs: Vec<Output>, now: Millis) {
        let mut dropped = Vec::new();
        for output in outputs {
            match output {
                Output::Send { conn, line } => {
                    let Some(link) = self.links.get(&conn) else {
                        continue;
                    };
                    match link.outbox.line(line) {
                        Ok(()) => {}
                        Err(outbox::Refused::TooSlow) => {
                            // Not reading: drop it rather than hoard lines for it.
                            link.stream.shutdown();
                            self.links.remove(&conn);
                            dropped.push(conn);
                        }
                        Err(outbox::Refused::Gone) => {
                            // The writer is gone: the connection's reader is telling
                            // the table so, with the reason, in its own time.
                            self.links.remove(&conn);
                        }
                    }
                }
                Output::Close { conn, line } => {
                    if let Some(link) = self.links.remove(&conn)
                        && link.outbox.close(line).is_err()
                    {
                        link.stream.shutdown();
                    }
                }
                Output::Save => self.save(now),
                Output::Log(line) => self.log(&line),
                Output::NextRound { conn, id } => {
                    let result = match &mut self.next_round {
                        Some(hook) => hook().map_err(|t| (t, None)),
                        None => Err((
                            chuhe_core::match_control::Text::of(
                                &crate::catalogue::net::NetText::NoEvent,
                            ),
                            Some(super::protocol::ErrorCode::NoEvent),
                        )),
                    };
                    if let Some(link) = self.links.get(&conn) {
                        let msg = super::protocol::ServerMsg::Reply(table::reply(id, result));
                        let _ = link.outbox.line(super::protocol::encode(&msg).into());
                    }
                }
            }
        }
        for conn in dropped {
            let why = Leaving::TooSlow;
            self.feed(Input::Leave { conn, why }, now);
        }
    }

    fn save(&mut self, now: Millis) {
        let save = || HostSave::of(&self.table, &self.listen, now).to_json();
        let failed = if let Some(store) = &mut self.store {
            let json = save();
            let code = self.table.settings().code.clone();
            store.keep(&code, &json).err().map(|e| (store.name(), e))
        } else if let Some(path) = &self.save_path {
            match disk::write_in_place(path, save().as_bytes()) {
                Ok(()) => {
                    self.syncer.request(path);
                    None
                }
                Err(e) => Some((path.display().to_string(), e)),
            }
        } else {
            return;
        };
        if let Some((path, e)) = failed {
            let failed = HostLog::SaveFailed {
                path,
                kind: e.kind(),
                detail: e.to_string(),
            };
            self.log(&failed);
        }
        self.last_save = Some(std::time::Instant::now());
    }

    /// Words a line in the host's language and hands it to the log (which escapes it).
    fn log(&mut self, line: &HostLog) {
        (self.log)(&line.render(self.lang));
    }
}

/// A clock shared between a test and the host it drives (the host's time source).
#[derive(Clone, Debug, Default)]
pub struct SharedTime(Arc<Mutex<Millis>>);

impl SharedTime {
    pub fn new(start: Millis) -> SharedTime {
        SharedTime(Arc::new(Mutex::new(start)))
    }

    pub fn advance(&self, d: Duration) {
        let mut t = self.0.lock().unwrap_or_else(|e| e.into_inner());
        *t = t.after(d);
    }
}

impl TimeSource for SharedTime {
    fn now(&self) -> Millis {
        *self.0.lock().unwrap_or_else(|e| e.into_inner())
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use proptest::prelude::*;

    #[test]
    fn log_lines_keep_text_and_escape_control_characters() {
        assert_eq!(
            escape_for_log("Black: bad move \"\u{1b}]0;PWNED\u{7}\" 马八进七"),
            "Black: bad move \"\\u{1b}]0;PWNED\\u{7}\" 马八进七"
        );
        assert_eq!(escape_for_log("a\u{202e}b\r\n"), "a\\u{202e}b\\u{d}\\u{a}");
    }

    proptest! {
        #[test]
        fn nothing_unsafe_survives_escaping(s in any::<String>()) {
            let e = escape_for_log(&s);
            prop_assert!(!e.chars().any(super::super::protocol::is_unsafe_char), "{e:?}");
        }
    }
}
