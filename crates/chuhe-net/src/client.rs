//! The client side: a [`Link`] to a hosted game. It says hello, then keeps a replica
//! of the host's game up to date from the states the host sends (see `mirror.rs`),
//! passes each event on to the program (a callback: the TUI turns it into a wake-up
//! of its loop), sends intents, and — when the connection drops — comes back by itself
//! with the seat's token, so a player whose network hiccuped finds the game exactly
//! as it was.

use std::io;
use std::sync::atomic::{AtomicBool, AtomicU64, Ordering};
use std::sync::{Arc, Mutex, MutexGuard};
use std::thread::JoinHandle;
use std::time::{Duration, Instant};

use thiserror::Error;

use crate::catalogue::net::NetText;
use chuhe_core::lang::{Lang, Render};
use chuhe_core::match_control::{Action, Event, MatchView, Text};
use chuhe_core::rules::Color;

use super::code::{JoinCode, Token};
use super::framing::{FrameError, LineReader, write_line};
use super::mirror::Mirror;
use super::protocol::{
    ClientMsg, ErrorCode, ErrorMsg, Hello, MAX_HOST_LINE, PROTOCOL_VERSION, Reply, Role, ServerMsg,
    SessionView, Snapshot, TakebackAnswer, Welcome, decode_server, encode, software,
};
use super::transport::{Endpoint, Stream};

/// How to reach a game and who to be there.
#[derive(Clone, Debug)]
pub struct LinkConfig {
    pub endpoint: Endpoint,
    pub code: JoinCode,
    pub role: Role,
    /// The seat wanted, for a newcomer.
    pub seat: Option<Color>,
    /// The seat's token, to take one's seat back.
    pub token: Option<Token>,
    pub name: String,
    /// Come back by itself when the connection drops.
    pub reconnect: bool,
    /// Time for the host to answer the hello.
    pub timeout: Duration,
    /// Keep every state received for [`Link::take_states`] (a program with a replica
    /// of its own, as the TUI).
    pub keep_states: bool,
}

impl LinkConfig {
    pub fn new(endpoint: Endpoint, code: JoinCode, role: Role) -> LinkConfig {
        LinkConfig {
            endpoint,
            code,
            role,
            seat: None,
            token: None,
            name: String::new(),
            reconnect: true,
            timeout: Duration::from_secs(5),
            keep_states: false,
        }
    }
}

/// What the link tells the program, as it happens (from the link's own thread).
#[derive(Clone, Debug)]
pub enum LinkEvent {
    /// A new state (also available from [`Link::snapshot`]).
    State(Arc<Shown>),
    /// The answer to an intent.
    Reply(Reply),
    /// A non-fatal error from the host.
    Error(ErrorMsg),
    /// The connection dropped; the link is trying to come back.
    Lost(Dropped),
    /// Back at the table after a drop.
    Reconnected,
    /// The link is over: the host refused us, shut down for good, or we closed.
    Closed(Text),
}

#[derive(Debug, Error)]
pub enum LinkError {
    #[error("cannot reach the game at {endpoint}: {source}")]
    Connect {
        endpoint: Endpoint,
        #[source]
        source: io::Error,
    },
    /// The host said no (wrong code, seats taken, version …).
    #[error("{}", .0.message.en)]
    Refused(ErrorMsg),
    #[error("the host did not answer in time")]
    Timeout,
    #[error("the connection broke: {0}")]
    Broken(String),
    #[error("the host sent something that is not a chuhe message: {0}")]
    Garbled(String),
    #[error("the link is closed")]
    Closed,
}

impl LinkError {
    /// The message in both languages (the Chinese without the system's English
    /// details).
    pub fn text(&self) -> Text {
        let en = self.to_string();
        let zh = |t: NetText| t.render(Lang::Zh);
        match self {
            LinkError::Refused(e) => e.message.clone(),
            LinkError::Connect { endpoint, .. } => Text::new(
                zh(NetText::ConnectFailed {
                    endpoint: endpoint.to_string(),
                }),
                en,
            ),
            LinkError::Timeout => Text::new(zh(NetText::NoAnswer), en),
            LinkError::Broken(_) => Text::new(zh(NetText::LinkBroken), en),
            LinkError::Garbled(detail) => Text::of(&NetText::Unreadable {
                detail: detail.clone(),
            }),
            LinkError::Closed => Text::of(&NetText::LinkClosed),
        }
    }
}

/// Why the connection to the host dropped (the link then comes back by itself).
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Dropped {
    /// The host closed the connection.
    HostClosed,
    /// Nothing could be written to the host.
    CannotWrite,
    /// The host answered neither lines nor a ping.
    HostSilent,
    /// The connection broke; the system's or the reader's words, in English.
    Broken(String),
    /// The replica fell out of step with the host's states: the link comes back for
    /// the whole game.
    OutOfStep(String),
    /// The host is shutting down (it comes back with the game); its own message.
    HostStopping(Text),
}

impl Dropped {
    pub fn text(&self) -> Text {
        match self {
            Dropped::HostClosed => Text::of(&NetText::HostClosed),
            Dropped::CannotWrite => Text::of(&NetText::CannotWrite),
            Dropped::HostSilent => Text::of(&NetText::HostSilent),
            Dropped::Broken(e) => Text::of(&NetText::ConnectionError { detail: e.clone() }),
            Dropped::OutOfStep(e) => Text::of(&NetText::OutOfStep { detail: e.clone() }),
            Dropped::HostStopping(t) => t.clone(),
        }
    }
}

/// What the client shows after a state arrived.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Shown {
    /// The replica's view when the state arrived.
    pub view: MatchView,
    pub session: SessionView,
    /// What happened.
    pub events: Vec<Event>,
}

type Callback = Box<dyn Fn(LinkEvent) + Send + Sync>;

/// A connection to a hosted game.
pub struct Link {
    shared: Arc<Shared>,
    reader: Option<JoinHandle<()>>,
}

struct Shared {
    config: Mutex<LinkConfig>,
    writer: Mutex<Option<Stream>>,
    state: Mutex<State>,
    next_id: AtomicU64,
    closing: AtomicBool,
    on_event: Callback,
}

struct State {
    welcome: Welcome,
    mirror: Mirror,
    latest: (Arc<Shown>, Instant),
    /// States not yet taken (with `keep_states`).
    kept: Vec<Arc<Snapshot>>,
    connected: bool,
}

impl State {
    fn new(welcome: Welcome, first: Snapshot, keep: bool) -> Result<State, LinkError> {
        let at = Instant::now();
        let mirror = Mirror::new(&first, at).map_err(|e| LinkError::Garbled(e.to_string()))?;
        let shown = Shown {
            view: mirror.view(at),
            session: first.session.clone(),
            events: first.events.clone(),
        };
        Ok(State {
            welcome,
            mirror,
            latest: (Arc::new(shown), at),
            kept: if keep {
                vec![Arc::new(first)]
            } else {
                Vec::new()
            },
            connected: true,
        })
    }
}

fn lock<T>(m: &Mutex<T>) -> MutexGuard<'_, T> {
    m.lock().unwrap_or_else(|e| e.into_inner())
}

/// While no line comes for this long, the client pings (and the host's idle timeout
/// is well above it).
const PING_EVERY: Duration = Duration::from_secs(15);
/// Waits between attempts to come back.
const BACKOFF: [u64; 5] = [100, 250, 500, 1000, 2000];

impl Link {
    /// Connects, says hello and waits for the welcome and the first state.
    pub fn connect(
        config: LinkConfig,
        on_event: impl Fn(LinkEvent) + Send + Sync + 'static,
    ) -> Result<Link, LinkError> {
        let stream = Stream::connect(&config.endpoint, config.timeout).map_err(|source| {
            LinkError::Connect {
                endpoint: config.endpoint.clone(),
                source,
            }
        })?;
        Link::over(stream, config, on_event)
    }

    /// As [`Link::connect`], on a stream already connected (the host's own player).
    pub fn over(
        stream: Stream,
        config: LinkConfig,
        on_event: impl Fn(LinkEvent) + Send + Sync + 'static,
    ) -> Result<Link, LinkError> {
        let (reader, welcome, first) = handshake(stream.try_clone().map_err(broken)?, &config)?;
        let mut config = config;
        if let Some(t) = welcome.token.as_deref().and_then(|t| t.parse().ok()) {
            config.token = Some(t);
        }
        let state = State::new(welcome, first, config.keep_states)?;
        let shared = Arc::new(Shared {
            config: Mutex::new(config),
            writer: Mutex::new(Some(stream)),
            state: Mutex::new(state),
            next_id: AtomicU64::new(1),
            closing: AtomicBool::new(false),
            on_event: Box::new(on_event),
        });
        let s = Arc::clone(&shared);
        let reader = std::thread::Builder::new()
            .name("chuhe-link".into())
            .spawn(move || s.read_loop(reader))
            .map_err(broken)?;
        Ok(Link {
            shared,
            reader: Some(reader),
        })
    }

    pub fn welcome(&self) -> Welcome {
        lock(&self.shared.state).welcome.clone()
    }

    /// The seat played through this link (`None`: watching).
    pub fn seat(&self) -> Option<Color> {
        lock(&self.shared.state).welcome.seat
    }

    /// The seat's token (to remember for a later `join`).
    pub fn token(&self) -> Option<Token> {
        lock(&self.shared.config).token.clone()
    }

    /// What the latest state showed, and when it arrived.
    pub fn snapshot(&self) -> Option<(Arc<Shown>, Instant)> {
        Some(lock(&self.shared.state).latest.clone())
    }

    /// The game as the replica shows it at local instant `at` (clocks run on).
    pub fn view(&self, at: Instant) -> MatchView {
        lock(&self.shared.state).mirror.view(at)
    }

    /// Who is at the table, as of the latest state.
    pub fn session(&self) -> SessionView {
        lock(&self.shared.state).mirror.session().clone()
    }

    /// The host's timeline as of the latest state.
    pub fn host_clock(&self) -> super::mirror::HostClock {
        lock(&self.shared.state).mirror.clock()
    }

    /// The game as the replica shows it at the host's instant `at`.
    pub fn view_at(&self, at: chuhe_core::match_control::Millis) -> MatchView {
        let st = lock(&self.shared.state);
        super::mirror::view(st.mirror.game(), st.mirror.session(), at)
    }

    /// The states received since the last call, in order (with `keep_states`): the
    /// first after a (re)connection holds the whole game.
    pub fn take_states(&self) -> Vec<Arc<Snapshot>> {
        std::mem::take(&mut lock(&self.shared.state).kept)
    }

    pub fn is_connected(&self) -> bool {
        lock(&self.shared.state).connected
    }

    /// Sends an action; the answer comes as a [`LinkEvent::Reply`] with the id returned.
    pub fn act(&self, action: Action) -> Result<u64, LinkError> {
        let id = self.shared.next_id.fetch_add(1, Ordering::SeqCst);
        self.shared.send(&ClientMsg::Act { id, action })?;
        Ok(id)
    }

    /// Asks for a take-back, or answers the opponent's request.
    pub fn takeback(&self, answer: TakebackAnswer) -> Result<u64, LinkError> {
        let id = self.shared.next_id.fetch_add(1, Ordering::SeqCst);
        self.shared.send(&ClientMsg::Takeback { id, answer })?;
        Ok(id)
    }

    /// The arbiter's action (a link with [`Role::Arbiter`]); answered by a reply.
    pub fn arbiter(
        &self,
        action: chuhe_core::match_control::ArbiterAction,
    ) -> Result<u64, LinkError> {
        let id = self.shared.next_id.fetch_add(1, Ordering::SeqCst);
        self.shared.send(&ClientMsg::Arbiter { id, action })?;
        Ok(id)
    }

    /// The arbiter asks the event to pair its next round; answered by a reply.
    pub fn next_round(&self) -> Result<u64, LinkError> {
        let id = self.shared.next_id.fetch_add(1, Ordering::SeqCst);
        self.shared.send(&ClientMsg::NextRound { id })?;
        Ok(id)
    }

    /// Leaves the table (the seat stays ours: its token takes it back).
    pub fn close(mut self) {
        self.shut();
    }

    fn shut(&mut self) {
        self.shared.closing.store(true, Ordering::SeqCst);
        if let Some(mut w) = lock(&self.shared.writer).take() {
            let _ = write_line(&mut w, &encode(&ClientMsg::Bye));
            w.shutdown();
        }
        if let Some(r) = self.reader.take() {
            let _ = r.join();
        }
    }
}

impl Drop for Link {
    fn drop(&mut self) {
        self.shut();
    }
}

fn broken(e: io::Error) -> LinkError {
    LinkError::Broken(e.to_string())
}

/// Says hello on `stream` and reads up to the first state.
fn handshake(
    stream: Stream,
    config: &LinkConfig,
) -> Result<(LineReader<Stream>, Welcome, Snapshot), LinkError> {
    let hello = ClientMsg::Hello(Hello {
        v: PROTOCOL_VERSION,
        code: config.code.to_string(),
        role: config.role,
        seat: config.seat,
        token: config.token.as_ref().map(Token::to_string),
        name: config.name.clone(),
        client: software(),
    });
    let mut w = stream.try_clone().map_err(broken)?;
    stream
        .set_read_timeout(Some(config.timeout))
        .map_err(broken)?;
    write_line(&mut w, &encode(&hello)).map_err(broken)?;
    let mut reader = LineReader::new(stream, MAX_HOST_LINE);
    let mut welcome = None;
    loop {
        let line = match reader.read_line() {
            Ok(Some(line)) => line,
            Ok(None) => return Err(LinkError::Broken("the host closed the connection".into())),
            Err(e) if e.is_timeout() => return Err(LinkError::Timeout),
            Err(e) => return Err(LinkError::Broken(e.to_string())),
        };
        match decode_server(line).map_err(|e| LinkError::Garbled(e.to_string()))? {
            ServerMsg::Error(e) => return Err(LinkError::Refused(e)),
            ServerMsg::Welcome(w) if w.v != PROTOCOL_VERSION => {
                return Err(LinkError::Refused(ErrorMsg::new(
                    ErrorCode::Version,
                    true,
                    super::protocol::version_text(Some(u64::from(w.v))),
                )));
            }
            ServerMsg::Welcome(w) => welcome = Some(w),
            ServerMsg::State(s) => {
                if let Some(w) = welcome {
                    reader
                        .get_ref()
                        .set_read_timeout(Some(PING_EVERY))
                        .map_err(broken)?;
                    return Ok((reader, w, *s));
                }
            }
            _ => {}
        }
    }
}

impl Shared {
    fn send(&self, msg: &ClientMsg) -> Result<(), LinkError> {
        let mut guard = lock(&self.writer);
        let w = guard.as_mut().ok_or(LinkError::Closed)?;
        write_line(w, &encode(msg)).map_err(broken)
    }

    fn emit(&self, e: LinkEvent) {
        (self.on_event)(e);
    }

    /// Reads until the link closes, coming back after drops.
    fn read_loop(&self, mut reader: LineReader<Stream>) {
        loop {
            let why = self.read_until_broken(&mut reader);
            if self.closing.load(Ordering::SeqCst) {
                return;
            }
            lock(&self.state).connected = false;
            let why = match why {
                Ok(why) => why,
                Err(fatal) => {
                    self.emit(LinkEvent::Closed(fatal));
                    return;
                }
            };
            if !lock(&self.config).reconnect {
                let why = why.text();
                self.emit(LinkEvent::Closed(Text::of(&NetText::LostForGood { why })));
                return;
            }
            self.emit(LinkEvent::Lost(why));
            match self.come_back() {
                Some(r) => reader = r,
                None => return,
            }
        }
    }

    /// Reads lines until the connection breaks (`Ok(why)`) or the host ends the link
    /// (`Err(message)`).
    fn read_until_broken(&self, reader: &mut LineReader<Stream>) -> Result<Dropped, Text> {
        let mut pinged = false;
        loop {
            let line = match reader.read_line() {
                Ok(Some(line)) => line,
                Ok(None) => return Ok(Dropped::HostClosed),
                Err(e) if e.is_timeout() && !pinged => {
                    pinged = true;
                    let id = self.next_id.fetch_add(1, Ordering::SeqCst);
                    if self.send(&ClientMsg::Ping { id }).is_err() {
                        return Ok(Dropped::CannotWrite);
                    }
                    continue;
                }
                Err(e @ FrameError::Io(_)) if e.is_timeout() => {
                    return Ok(Dropped::HostSilent);
                }
                Err(e) => return Ok(Dropped::Broken(e.to_string())),
            };
            pinged = false;
            match decode_server(line) {
                Ok(ServerMsg::State(s)) => {
                    let shown = {
                        let mut st = lock(&self.state);
                        let at = Instant::now();
                        if let Err(e) = st.mirror.update(&s, at) {
                            // Out of step: come back for the whole game.
                            return Ok(Dropped::OutOfStep(e.to_string()));
                        }
                        let shown = Arc::new(Shown {
                            view: st.mirror.view(at),
                            session: s.session.clone(),
                            events: s.events.clone(),
                        });
                        st.latest = (Arc::clone(&shown), at);
                        if lock(&self.config).keep_states {
                            st.kept.push(Arc::from(s));
                        }
                        shown
                    };
                    self.emit(LinkEvent::State(shown));
                }
                Ok(ServerMsg::Reply(r)) => self.emit(LinkEvent::Reply(r)),
                Ok(ServerMsg::Error(e)) if e.fatal => {
                    // Shutting down is not the end: the host comes back with the game.
                    if e.code == ErrorCode::Closing {
                        return Ok(Dropped::HostStopping(e.message));
                    }
                    return Err(e.message);
                }
                Ok(ServerMsg::Error(e)) => self.emit(LinkEvent::Error(e)),
                Ok(ServerMsg::Welcome(_) | ServerMsg::Pong { .. }) => {}
                Err(e) => {
                    return Err(Text::of(&NetText::Unreadable {
                        detail: e.to_string(),
                    }));
                }
            }
        }
    }

    /// Tries to get back to the table until it works, the host refuses, or the link
    /// is closed.
    fn come_back(&self) -> Option<LineReader<Stream>> {
        for attempt in 0usize.. {
            let wait = BACKOFF[attempt.min(BACKOFF.len() - 1)];
            std::thread::sleep(Duration::from_millis(wait));
            if self.closing.load(Ordering::SeqCst) {
                return None;
            }
            let config = lock(&self.config).clone();
            let Ok(stream) = Stream::connect(&config.endpoint, config.timeout) else {
                continue;
            };
            let Ok(writer) = stream.try_clone() else {
                continue;
            };
            match handshake(stream, &config) {
                Ok((reader, welcome, first)) => {
                    let keep = config.keep_states;
                    let Ok(fresh) = State::new(welcome, first, keep) else {
                        continue;
                    };
                    let shown = {
                        let mut st = lock(&self.state);
                        let mut kept = std::mem::take(&mut st.kept);
                        *st = fresh;
                        kept.append(&mut st.kept);
                        st.kept = kept;
                        Arc::clone(&st.latest.0)
                    };
                    *lock(&self.writer) = Some(writer);
                    self.emit(LinkEvent::Reconnected);
                    self.emit(LinkEvent::State(shown));
                    return Some(reader);
                }
                Err(LinkError::Refused(e)) if e.code != ErrorCode::Closing => {
                    self.emit(LinkEvent::Closed(e.message));
                    return None;
                }
                Err(_) => continue,
            }
        }
        None
    }
}
