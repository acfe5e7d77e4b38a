//! The SSH server (russh, on a tokio runtime of its own): logins, the refusals, the
//! limits, and one [`super::session`] thread per shell session.
//!
//! - **Identity.** A public key is an account, named by its SHA-256 fingerprint.
//!   With guests allowed, `keyboard-interactive` (with no question asked) and
//!   `none` for the user `guest` admit a guest. Passwords are never asked for.
//! - **Only a shell with a PTY** is served. Exec requests (`ssh host ls`),
//!   subsystems (sftp), port forwarding either way, agent and X11 forwarding are
//!   all refused; so is a second session channel on one connection.
//! - **Before the login nothing reaches the TUI**: the session thread, its input
//!   decoder and its screen exist only once a shell is asked for on an
//!   authenticated connection (russh refuses channels before that).
//! - **Before the login a connection has little**: a place in the smaller share of
//!   unauthenticated connections (`startups.rs`), the login time from its first
//!   byte, and a penalty for its address if it ends without a login
//!   (`penalties.rs`). Its socket is a [`CutStream`]: the deadline, a push-out and
//!   the end of its session close it, whatever russh is waiting for.

use std::net::SocketAddr;
use std::path::PathBuf;
use std::sync::atomic::{AtomicBool, AtomicU64, Ordering};
use std::sync::mpsc::Sender;
use std::sync::{Arc, Mutex};
use std::time::{Duration, Instant};

use russh::keys::PrivateKey;
use russh::server::{Auth, ChannelOpenHandle, Handler, Msg, Response, Session};
use russh::{Channel, ChannelId, ChannelOpenFailure, MethodKind, MethodSet, Pty};

use chuhe_core::catalogue::Msg as Text;
use chuhe_core::lang::Lang;
use chuhe_engine::book::Book;
use chuhe_tui::config::Dirs;
use chuhe_tui::events::Event;

use super::accounts::{Account, Accounts};
use super::club::{Club, ClubConfig};
use super::cut_stream::{CutStream, Cutter};
use super::decoder::Decoder;
use super::limits::{Addresses, ByteBucket, KeySlot, Keys, Limits, Slot};
use super::log_throttle::LogThrottle;
use super::penalties::Penalties;
use super::startups::{Refused, Startup, Startups};
use super::terminal::ChannelOut;
use super::window::{CellBudget, PtySize};
use chuhe_tui::search_slots::SearchSlots;

/// How to serve.
pub struct ServeOptions {
    pub addr: SocketAddr,
    /// The data directory: the host key and the club's database (`ssh/club.db`).
    pub data_dir: PathBuf,
    /// The private runtime directory of the games' sockets.
    pub runtime_dir: PathBuf,
    pub guests: bool,
    pub limits: Limits,
    /// The language of a session whose client sends no LANG.
    pub lang: Lang,
    pub dirs: Dirs,
    pub log: Arc<dyn Fn(&str) + Send + Sync>,
    /// The opening book the computer plays from (`--book`): read once at start, one
    /// copy for every session.
    pub book: Option<Arc<Book>>,
}

/// What the server shares between connections.
struct Shared {
    club: Arc<Club>,
    /// The engine searches every session's games against the computer share.
    engine_slots: SearchSlots,
    /// The computer's opening book, if any.
    book: Option<Arc<Book>>,
    accounts: Arc<Mutex<Accounts>>,
    limits: Limits,
    guests: bool,
    lang: Lang,
    dirs: Dirs,
    addresses: Addresses,
    keys: Keys,
    startups: Startups,
    penalties: Penalties,
    cells: CellBudget,
    next_id: AtomicU64,
    log: Arc<dyn Fn(&str) + Send + Sync>,
    started: Instant,
}

/// A running server, for tests and benches: where it listens, and how to stop it.
pub struct Running {
    pub addr: SocketAddr,
    pub fingerprint: String,
    stop: tokio::sync::oneshot::Sender<()>,
    thread: std::thread::JoinHandle<()>,
}

impl Running {
    pub fn stop(self) {
        let _ = self.stop.send(());
        let _ = self.thread.join();
    }

    /// Serves until the process is stopped.
    pub fn wait(self) {
        let _ = self.thread.join();
    }
}

/// The russh configuration: the host key, the methods, the limits it knows.
fn config(key: PrivateKey, shared: &Shared) -> russh::server::Config {
    let mut methods = MethodSet::empty();
    methods.push(MethodKind::PublicKey);
    if shared.guests {
        methods.push(MethodKind::KeyboardInteractive);
    }
    russh::server::Config {
        keys: vec![key],
        methods,
        auth_rejection_time: Duration::from_millis(300),
        auth_rejection_time_initial: Some(Duration::ZERO),
        max_auth_attempts: shared.limits.auth_attempts,
        // Idle time is the session's own watch (input only); this only catches
        // connections that went silent altogether.
        inactivity_timeout: Some(shared.limits.idle + Duration::from_secs(60)),
        keepalive_interval: Some(Duration::from_secs(30)),
        keepalive_max: 3,
        nodelay: true,
        ..Default::default()
    }
}

/// Binds, prints nothing, and serves in a thread of its own until stopped.
pub fn start(options: ServeOptions) -> anyhow::Result<Running> {
    use anyhow::Context as _;
    let ServeOptions {
        addr,
        data_dir,
        runtime_dir,
        guests,
        limits,
        lang,
        dirs,
        log,
        book,
    } = options;
    chuhe_net::permissions::prepare_private_dir(&runtime_dir)
        .with_context(|| format!("runtime directory {}", runtime_dir.display()))?;
    let ssh_dir = data_dir.join("ssh");
    let (key, made) =
        super::host_key::load_or_create(&ssh_dir.join("host_ed25519_key")).context("host key")?;
    let fingerprint = super::host_key::fingerprint(&key);
    if made {
        log(&format!("made a new host key, {fingerprint}"));
    }
    let db = ssh_dir.join("club.db");
    let club = Club::new(ClubConfig { runtime_dir }, Arc::clone(&log))
        .with_database(&db)
        .context("database")?;
    // The loose files of earlier versions, moved into the database once.
    if let Some(done) = super::json_import::import(&ssh_dir, &db).context("importing")? {
        log(&format!(
            "moved into {}: {} accounts, {} games in progress, {} finished games",
            db.display(),
            done.accounts,
            done.live,
            done.finished
        ));
        for e in done.unreadable {
            log(&format!("not imported (the file stays, moved aside): {e}"));
        }
    }
    let accounts = Accounts::open(&db).context("accounts")?;
    let club = Arc::new(club);
    // The unfinished games of the last run wait for their players again.
    let resumed = club.restore();
    if resumed > 0 {
        log(&format!("resumed {resumed} unfinished games"));
    }
    let cells = CellBudget::new(limits.drawn_cells);
    let shared = Arc::new(Shared {
        club,
        engine_slots: SearchSlots::new(limits.engine_searches),
        book,
        accounts: Arc::new(Mutex::new(accounts)),
        limits,
        guests,
        lang,
        dirs,
        addresses: Addresses::default(),
        keys: Keys::default(),
        startups: Startups::default(),
        penalties: Penalties::default(),
        cells,
        next_id: AtomicU64::new(1),
        log,
        started: Instant::now(),
    });
    let config = Arc::new(config(key, &shared));
    let runtime = tokio::runtime::Builder::new_multi_thread()
        .worker_threads(2)
        .thread_name("chuhe-ssh")
        .enable_all()
        .build()
        .context("tokio runtime")?;
    let listener = runtime
        .block_on(tokio::net::TcpListener::bind(addr))
        .with_context(|| format!("listen on {addr}"))?;
    let addr = listener.local_addr().context("listening address")?;
    let (stop, stopped) = tokio::sync::oneshot::channel::<()>();
    let thread = std::thread::Builder::new()
        .name("chuhe-ssh-accept".into())
        .spawn(move || {
            runtime.block_on(accept_loop(listener, config, Arc::clone(&shared), stopped));
            shared.club.shutdown();
            runtime.shutdown_timeout(Duration::from_secs(2));
        })
        .context("server thread")?;
    Ok(Running {
        addr,
        fingerprint,
        stop,
        thread,
    })
}

async fn accept_loop(
    listener: tokio::net::TcpListener,
    config: Arc<russh::server::Config>,
    shared: Arc<Shared>,
    mut stopped: tokio::sync::oneshot::Receiver<()>,
) {
    let mut throttle = LogThrottle::default();
    let refused = |throttle: &mut LogThrottle, reason: &'static str, what: String| {
        if let Some(line) = throttle.line(reason, what, Instant::now()) {
            (shared.log)(&line);
        }
    };
    loop {
        let (socket, peer) = tokio::select! {
            _ = &mut stopped => return,
            accepted = listener.accept() => match accepted {
                Ok(a) => a,
                Err(_) => {
                    // Out of descriptors and the like: wait, do not spin.
                    tokio::time::sleep(Duration::from_millis(50)).await;
                    continue;
                }
            },
        };
        let ip = peer.ip();
        if shared.penalties.shut_out(ip, Instant::now()) {
            refused(
                &mut throttle,
                "penalty",
                format!("{peer}: refused, too many failed logins"),
            );
            drop(socket);
            continue;
        }
        let Some(slot) = shared.addresses.admit(ip, &shared.limits) else {
            refused(
                &mut throttle,
                "slots",
                format!("{peer}: refused, too many connections"),
            );
            drop(socket);
            continue;
        };
        let (stream, cutter) = CutStream::new(socket);
        let startup = match shared.startups.admit(ip, cutter.clone(), &shared.limits) {
            Ok(startup) => startup,
            Err(why) => {
                refused(
                    &mut throttle,
                    "share",
                    format!("{peer}: refused, {}", refusal(why)),
                );
                continue;
            }
        };
        let authed = Arc::new(AtomicBool::new(false));
        let conn = Conn {
            shared: Arc::clone(&shared),
            peer,
            _slot: slot,
            startup: Some(startup),
            cutter: cutter.clone(),
            key_slot: None,
            account: None,
            authed: Arc::clone(&authed),
            channel: None,
            term: String::new(),
            env: Vec::new(),
            size: None,
            input: None,
        };
        let config = Arc::clone(&config);
        let shared = Arc::clone(&shared);
        tokio::spawn(async move {
            // The time to log in counts from the connection's first byte, whatever
            // comes: nothing, a version line alone, a key exchange left unfinished.
            let login_time = shared.limits.login_time;
            // A connection that ends without a login costs its address once.
            let failed = Arc::new(AtomicBool::new(false));
            let fail = {
                let (shared, failed) = (Arc::clone(&shared), Arc::clone(&failed));
                move || {
                    if !failed.swap(true, Ordering::SeqCst) {
                        count_failure(&shared, peer);
                    }
                }
            };
            let (watch_authed, watch_cutter, watch_fail) =
                (Arc::clone(&authed), cutter.clone(), fail.clone());
            let watch = tokio::spawn(async move {
                tokio::time::sleep(login_time).await;
                if !watch_authed.load(Ordering::SeqCst) {
                    // Counted before the cut: the address's next connection meets
                    // its penalty already.
                    watch_fail();
                    watch_cutter.cut();
                }
            });
            if let Ok(session) = russh::server::run_stream(config, stream, conn).await {
                let _ = session.await;
            }
            watch.abort();
            if !authed.load(Ordering::SeqCst) {
                fail();
            }
        });
    }
}

/// A connection from `peer` ended, or is to be cut, without a login.
fn count_failure(shared: &Shared, peer: SocketAddr) {
    let wait = shared
        .penalties
        .failed(peer.ip(), Instant::now(), &shared.limits);
    if !wait.is_zero() {
        (shared.log)(&format!(
            "{peer}: no login; the address waits {} s",
            wait.as_secs()
        ));
    }
}

fn refusal(why: Refused) -> &'static str {
    match why {
        Refused::Full => "too many connections not logged in",
        Refused::EarlyDrop => "dropped early, many connections not logged in",
    }
}

/// The input side of a running session.
struct Input {
    tx: Sender<Event>,
    decoder: Arc<Mutex<Decoder>>,
    /// Bumped at each packet, so that only the last one's flush timer flushes.
    generation: Arc<AtomicU64>,
    bucket: ByteBucket,
    /// Milliseconds since the server started, at the last input.
    last_input: Arc<AtomicU64>,
}

/// One connection.
struct Conn {
    shared: Arc<Shared>,
    peer: SocketAddr,
    _slot: Slot,
    /// Its place in the share of connections not logged in, until it logs in.
    startup: Option<Startup>,
    cutter: Cutter,
    /// Held from the login with a key to the end of the connection.
    key_slot: Option<KeySlot>,
    account: Option<Account>,
    authed: Arc<AtomicBool>,
    channel: Option<ChannelId>,
    term: String,
    env: Vec<(String, String)>,
    size: Option<PtySize>,
    input: Option<Input>,
}

impl Conn {
    fn log(&self, what: &str) {
        (self.shared.log)(&format!("{}: {what}", self.peer));
    }

    fn guest(&mut self) -> Auth {
        let n = self.shared.next_id.fetch_add(1, Ordering::SeqCst);
        self.account = Some(Account::Guest(n));
        Auth::Accept
    }

    fn now_ms(&self) -> u64 {
        self.shared.started.elapsed().as_millis() as u64
    }

    /// Starts the session thread and the channel's output pump.
    fn start_session(
        &mut self,
        channel: ChannelId,
        session: &mut Session,
    ) -> Result<(), russh::Error> {
        let (Some(account), Some(size)) = (self.account.clone(), self.size.clone()) else {
            return Ok(());
        };
        let limits = &self.shared.limits;
        let (out, mut rx) = ChannelOut::new(
            limits.output_queue,
            limits.output_queue_bytes,
            limits.output_stall,
        );
        let not_reading = out.broken_flag();
        let (tx, events) = std::sync::mpsc::channel();
        let id = self.shared.next_id.fetch_add(1, Ordering::SeqCst);
        let lang = self
            .env
            .iter()
            .find(|(k, _)| k == "LC_ALL" || k == "LC_MESSAGES" || k == "LANG")
            .map_or(self.shared.lang, |(_, v)| {
                if v.to_ascii_lowercase().starts_with("zh") {
                    Lang::Zh
                } else if v.to_ascii_lowercase().starts_with("en") {
                    Lang::En
                } else {
                    self.shared.lang
                }
            });
        let mut env = self.env.clone();
        env.push(("TERM".into(), self.term.clone()));
        let setup = super::session::Setup {
            id,
            account,
            lang,
            env,
            size,
            out,
            events,
            wake: tx.clone(),
            club: Arc::clone(&self.shared.club),
            accounts: Arc::clone(&self.shared.accounts),
            dirs: self.shared.dirs.clone(),
            engine_slots: self.shared.engine_slots.clone(),
            book: self.shared.book.clone(),
        };
        let ended = Arc::new(AtomicBool::new(false));
        let last_input = Arc::new(AtomicU64::new(self.now_ms()));
        self.input = Some(Input {
            tx: tx.clone(),
            decoder: Arc::new(Mutex::new(Decoder::new())),
            generation: Arc::new(AtomicU64::new(0)),
            bucket: ByteBucket::new(limits.input_per_second, Instant::now()),
            last_input: Arc::clone(&last_input),
        });
        let thread_ended = Arc::clone(&ended);
        let cutter = self.cutter.clone();
        let (runtime, stall) = (tokio::runtime::Handle::current(), limits.output_stall);
        let (log, peer) = (Arc::clone(&self.shared.log), self.peer);
        let started = std::thread::Builder::new()
            .name(format!("chuhe-ssh-{id}"))
            .spawn(move || {
                super::session::run(setup);
                thread_ended.store(true, Ordering::SeqCst);
                // The session is the connection's only use. A client that does not
                // read gets nothing more: cut now. Others have the stall's time to
                // take the last frames and close; then the connection is cut.
                if not_reading.load(Ordering::SeqCst) {
                    log(&format!("{peer}: disconnected, the client does not read"));
                    cutter.cut();
                } else {
                    runtime.spawn(async move {
                        tokio::time::sleep(stall).await;
                        cutter.cut();
                    });
                }
            });
        if started.is_err() {
            session.close(channel)?;
            return Ok(());
        }
        // The output pump: frames to the client, no faster than the limit.
        let handle = session.handle();
        let per_second = limits.output_per_second;
        tokio::spawn(async move {
            let mut bucket = ByteBucket::new(per_second, Instant::now());
            // A frame goes in pieces of at most an SSH packet's data (and a
            // second's worth), each paid for; what russh holds for a client that
            // does not read is then a few pieces, not a few frames.
            let piece = (per_second as usize).clamp(1, 32 * 1024);
            'pump: while let Some(chunk) = rx.recv().await {
                for part in chunk.chunks(piece) {
                    let wait = bucket.wait_for(part.len(), Instant::now());
                    if !wait.is_zero() {
                        tokio::time::sleep(wait).await;
                    }
                    if handle.data(channel, part.to_vec()).await.is_err() {
                        break 'pump;
                    }
                }
            }
            let _ = handle.exit_status_request(channel, 0).await;
            let _ = handle.eof(channel).await;
            let _ = handle.close(channel).await;
        });
        // The idle watch: no input for the limit ends the session.
        let idle = limits.idle;
        let started_at = self.shared.started;
        tokio::spawn(async move {
            let step = (idle / 4).clamp(Duration::from_millis(100), Duration::from_secs(30));
            loop {
                tokio::time::sleep(step).await;
                if ended.load(Ordering::SeqCst) {
                    return;
                }
                let now = started_at.elapsed().as_millis() as u64;
                if now.saturating_sub(last_input.load(Ordering::SeqCst)) >= idle.as_millis() as u64
                {
                    let _ = tx.send(Event::InputClosed);
                    return;
                }
            }
        });
        Ok(())
    }
}

impl Handler for Conn {
    type Error = russh::Error;

    async fn auth_none(&mut self, user: &str) -> Result<Auth, Self::Error> {
        if self.shared.guests && user == "guest" {
            self.log("guest login (none)");
            return Ok(self.guest());
        }
        Ok(Auth::reject())
    }

    async fn auth_password(&mut self, _user: &str, _password: &str) -> Result<Auth, Self::Error> {
        Ok(Auth::reject())
    }

    async fn auth_publickey(
        &mut self,
        _user: &str,
        key: russh::server::VerifiedPublicKey<'_>,
    ) -> Result<Auth, Self::Error> {
        let fp = key
            .public_key
            .fingerprint(russh::keys::HashAlg::Sha256)
            .to_string();
        let account = Account::Key(fp.clone());
        let Some(slot) = self.shared.keys.admit(&fp, self.shared.limits.per_key) else {
            self.log(&format!("{fp}: refused, too many sessions with this key"));
            return Ok(Auth::reject());
        };
        self.key_slot = Some(slot);
        self.log(&format!("logged in with {fp}"));
        self.account = Some(account);
        Ok(Auth::Accept)
    }

    async fn auth_keyboard_interactive<'a>(
        &'a mut self,
        _user: &str,
        _submethods: &str,
        _response: Option<Response<'a>>,
    ) -> Result<Auth, Self::Error> {
        if self.shared.guests {
            self.log("guest login (keyboard-interactive)");
            return Ok(self.guest());
        }
        Ok(Auth::reject())
    }

    async fn auth_succeeded(&mut self, _session: &mut Session) -> Result<(), Self::Error> {
        self.authed.store(true, Ordering::SeqCst);
        self.startup = None;
        self.shared.penalties.forgive(self.peer.ip());
        Ok(())
    }

    async fn channel_open_session(
        &mut self,
        channel: Channel<Msg>,
        reply: ChannelOpenHandle,
        _session: &mut Session,
    ) -> Result<(), Self::Error> {
        if self.channel.is_some() {
            reply
                .reject(ChannelOpenFailure::AdministrativelyProhibited)
                .await;
            return Ok(());
        }
        self.channel = Some(channel.id());
        reply.accept().await;
        Ok(())
    }

    async fn channel_open_direct_tcpip(
        &mut self,
        _channel: Channel<Msg>,
        _host_to_connect: &str,
        _port_to_connect: u32,
        _originator_address: &str,
        _originator_port: u32,
        reply: ChannelOpenHandle,
        _session: &mut Session,
    ) -> Result<(), Self::Error> {
        self.log("refused port forwarding");
        reply
            .reject(ChannelOpenFailure::AdministrativelyProhibited)
            .await;
        Ok(())
    }

    async fn tcpip_forward(
        &mut self,
        _address: &str,
        _port: &mut u32,
        _session: &mut Session,
    ) -> Result<bool, Self::Error> {
        self.log("refused remote port forwarding");
        Ok(false)
    }

    async fn agent_request(
        &mut self,
        _channel: ChannelId,
        _session: &mut Session,
    ) -> Result<bool, Self::Error> {
        Ok(false)
    }

    async fn x11_request(
        &mut self,
        channel: ChannelId,
        _single_connection: bool,
        _x11_auth_protocol: &str,
        _x11_auth_cookie: &str,
        _x11_screen_number: u32,
        session: &mut Session,
    ) -> Result<(), Self::Error> {
        session.channel_failure(channel)
    }

    #[allow(clippy::too_many_arguments)]
    async fn pty_request(
        &mut self,
        channel: ChannelId,
        term: &str,
        col_width: u32,
        row_height: u32,
        _pix_width: u32,
        _pix_height: u32,
        _modes: &[(Pty, u32)],
        session: &mut Session,
    ) -> Result<(), Self::Error> {
        if self.channel != Some(channel) || self.input.is_some() {
            return session.channel_failure(channel);
        }
        self.term = term
            .chars()
            .filter(|c| c.is_ascii_graphic())
            .take(64)
            .collect();
        let size = PtySize::new(80, 24, self.shared.cells.clone());
        size.set_from_client(col_width, row_height);
        self.size = Some(size);
        session.channel_success(channel)
    }

    async fn env_request(
        &mut self,
        channel: ChannelId,
        name: &str,
        value: &str,
        session: &mut Session,
    ) -> Result<(), Self::Error> {
        let wanted = matches!(
            name,
            "LANG" | "LC_ALL" | "LC_MESSAGES" | "COLORTERM" | "NO_COLOR"
        );
        if wanted
            && value.len() <= 64
            && self.env.len() < 8
            && value.chars().all(|c| c.is_ascii_graphic())
        {
            self.env.push((name.to_string(), value.to_string()));
            session.channel_success(channel)
        } else {
            session.channel_failure(channel)
        }
    }

    async fn shell_request(
        &mut self,
        channel: ChannelId,
        session: &mut Session,
    ) -> Result<(), Self::Error> {
        if self.channel != Some(channel) || self.input.is_some() {
            return session.channel_failure(channel);
        }
        if self.size.is_none() {
            session.channel_success(channel)?;
            let text = format!("{}\r\n", Text::SshPtyNeeded.text(self.shared.lang));
            session.data(channel, text.into_bytes())?;
            session.exit_status_request(channel, 1)?;
            session.close(channel)?;
            return Ok(());
        }
        session.channel_success(channel)?;
        self.start_session(channel, session)
    }

    async fn exec_request(
        &mut self,
        channel: ChannelId,
        _data: &[u8],
        session: &mut Session,
    ) -> Result<(), Self::Error> {
        self.log("refused a command (exec)");
        session.channel_failure(channel)
    }

    async fn subsystem_request(
        &mut self,
        channel: ChannelId,
        name: &str,
        session: &mut Session,
    ) -> Result<(), Self::Error> {
        let name: String = name
            .chars()
            .filter(|c| c.is_ascii_graphic())
            .take(32)
            .collect();
        self.log(&format!("refused subsystem {name}"));
        session.channel_failure(channel)
    }

    async fn window_change_request(
        &mut self,
        _channel: ChannelId,
        col_width: u32,
        row_height: u32,
        _pix_width: u32,
        _pix_height: u32,
        _session: &mut Session,
    ) -> Result<(), Self::Error> {
        if let Some(size) = &self.size
            && size.set_from_client(col_width, row_height)
            && let Some(input) = &self.input
        {
            // The session reads the size itself when it draws.
            let s = size.asked();
            let _ = input.tx.send(Event::Term(crossterm::event::Event::Resize(
                s.width, s.height,
            )));
        }
        Ok(())
    }

    async fn data(
        &mut self,
        channel: ChannelId,
        data: &[u8],
        _session: &mut Session,
    ) -> Result<(), Self::Error> {
        if self.channel != Some(channel) {
            return Ok(());
        }
        let now_ms = self.now_ms();
        let Some(input) = &mut self.input else {
            return Ok(());
        };
        // Over the limit: the rest of the packet is dropped.
        let allowed = input.bucket.take(data.len(), Instant::now());
        input.last_input.store(now_ms, Ordering::SeqCst);
        let (events, pending) = {
            let mut d = input.decoder.lock().unwrap_or_else(|e| e.into_inner());
            let events = d.feed(&data[..allowed]);
            (events, d.has_pending())
        };
        for ev in events {
            let _ = input.tx.send(Event::Term(ev));
        }
        let generation = input.generation.fetch_add(1, Ordering::SeqCst) + 1;
        if pending {
            // A lone ESC: the Esc key, unless the rest of a sequence follows soon.
            let (decoder, gen_now, tx) = (
                Arc::clone(&input.decoder),
                Arc::clone(&input.generation),
                input.tx.clone(),
            );
            tokio::spawn(async move {
                tokio::time::sleep(Duration::from_millis(30)).await;
                if gen_now.load(Ordering::SeqCst) != generation {
                    return;
                }
                let events = decoder.lock().unwrap_or_else(|e| e.into_inner()).flush();
                for ev in events {
                    let _ = tx.send(Event::Term(ev));
                }
            });
        }
        Ok(())
    }

    async fn channel_eof(
        &mut self,
        _channel: ChannelId,
        _session: &mut Session,
    ) -> Result<(), Self::Error> {
        if let Some(input) = &self.input {
            let _ = input.tx.send(Event::InputClosed);
        }
        Ok(())
    }

    async fn channel_close(
        &mut self,
        _channel: ChannelId,
        _session: &mut Session,
    ) -> Result<(), Self::Error> {
        if let Some(input) = &self.input {
            let _ = input.tx.send(Event::InputClosed);
        }
        Ok(())
    }
}

impl Drop for Conn {
    fn drop(&mut self) {
        // The connection is gone (killed client, network): the session ends, its
        // seat stays the account's.
        if let Some(input) = &self.input {
            let _ = input.tx.send(Event::InputClosed);
        }
    }
}
