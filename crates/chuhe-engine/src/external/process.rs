//! One external engine as a child process. A reader thread turns its output into lines
//! on a channel, so that every wait has a time-out: an engine that hangs is stopped,
//! one that exits is noticed, and neither blocks the caller.
//!
//! After any [`EngineError`] the process is killed and this value is dead: every later
//! call returns the same error. The caller starts a new one if it wants.
//!
//! Each engine runs in a process group of its own, and when chuhe is done with it
//! (quit, an error, or the value dropped) the whole group is killed: an engine that
//! ignores `quit` and signals, or that left helper processes, does not outlive it.

use std::io::{BufRead, BufReader, Read, Write};
use std::os::unix::process::CommandExt;
use std::process::{Child, ChildStdin, Command, Stdio};
use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::mpsc::{Receiver, RecvTimeoutError, channel};
use std::time::{Duration, Instant};

use super::config::EngineConfig;
use super::error::EngineError;
use super::forbidden::restriction;
use super::protocol::{EngineInfo, Protocol, Reply, Think};
use chuhe_core::adjudication::RuleSet;
use chuhe_core::rules::{Move, Position};

/// How long to wait for an engine.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub struct Timeouts {
    /// For `uciok`/`ucciok` and `readyok`.
    pub handshake: Duration,
    /// Beyond the time the search was given, before `stop` is sent.
    pub overrun: Duration,
    /// After `stop`, for the move.
    pub after_stop: Duration,
    /// A search by depth or nodes, before `stop` is sent.
    pub unbounded: Duration,
}

impl Default for Timeouts {
    fn default() -> Timeouts {
        Timeouts {
            handshake: Duration::from_secs(10),
            overrun: Duration::from_secs(2),
            after_stop: Duration::from_secs(2),
            unbounded: Duration::from_secs(120),
        }
    }
}

/// What to search: the game (its start, its moves and its rule set) and how long.
#[derive(Copy, Clone, Debug)]
pub struct Request<'a> {
    pub rules: RuleSet,
    pub start: &'a Position,
    pub moves: &'a [Move],
    pub think: Think,
}

/// The engine's move and the last line of analysis it gave.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Answer {
    /// `None` only when the position has no legal move (the engine is not asked).
    pub best: Option<Move>,
    pub info: Option<EngineInfo>,
}

/// Lines of junk tolerated during one wait before the engine counts as broken.
const JUNK_LIMIT: usize = 2_000;
/// Longest line read; the rest of a longer one is dropped.
const LINE_LIMIT: u64 = 64 * 1024;
/// How often a wait looks at the caller's stop flag.
const POLL: Duration = Duration::from_millis(20);

enum Line {
    Text(String),
    Eof,
}

pub struct EngineProcess {
    name: String,
    protocol: Protocol,
    child: Child,
    /// The engine's process group (its pid) until the engine is reaped.
    group: Option<libc::pid_t>,
    stdin: Option<ChildStdin>,
    lines: Receiver<Line>,
    timeouts: Timeouts,
    id_name: Option<String>,
    dead: Option<EngineError>,
}

impl EngineProcess {
    /// Starts the program, does the handshake and sets the options.
    pub fn start(
        name: &str,
        config: &EngineConfig,
        timeouts: Timeouts,
    ) -> Result<EngineProcess, EngineError> {
        let path = config.path.display().to_string();
        let mut child = Command::new(&config.path)
            .args(&config.args)
            .stdin(Stdio::piped())
            .stdout(Stdio::piped())
            .stderr(Stdio::null())
            // Its own group, led by the engine: its pid is the group's id.
            .process_group(0)
            .spawn()
            .map_err(|e| match e.kind() {
                std::io::ErrorKind::NotFound => EngineError::NotFound {
                    engine: name.to_string(),
                    path: path.clone(),
                },
                _ => EngineError::NotStarted {
                    engine: name.to_string(),
                    path: path.clone(),
                },
            })?;
        let stdin = child.stdin.take();
        let stdout = child.stdout.take();
        let (tx, rx) = channel();
        if let Some(out) = stdout {
            std::thread::Builder::new()
                .name("chuhe-engine-out".into())
                .spawn(move || {
                    let mut reader = BufReader::new(out);
                    loop {
                        let mut buf = Vec::new();
                        match (&mut reader).take(LINE_LIMIT).read_until(b'\n', &mut buf) {
                            Ok(0) | Err(_) => {
                                let _ = tx.send(Line::Eof);
                                return;
                            }
                            Ok(_) => {
                                // A line cut at the limit: drop the rest of it.
                                if buf.last() != Some(&b'\n') && buf.len() as u64 >= LINE_LIMIT {
                                    let mut rest = Vec::new();
                                    let _ = reader.read_until(b'\n', &mut rest);
                                }
                                let text = String::from_utf8_lossy(&buf).trim().to_string();
                                if tx.send(Line::Text(text)).is_err() {
                                    return;
                                }
                            }
                        }
                    }
                })
                .map_err(|_| EngineError::NotStarted {
                    engine: name.to_string(),
                    path: path.clone(),
                })?;
        }
        let mut engine = EngineProcess {
            name: name.to_string(),
            protocol: config.protocol,
            group: libc::pid_t::try_from(child.id()).ok(),
            child,
            stdin,
            lines: rx,
            timeouts,
            id_name: None,
            dead: None,
        };
        engine.handshake(config)?;
        Ok(engine)
    }

    fn handshake(&mut self, config: &EngineConfig) -> Result<(), EngineError> {
        let hello = self.protocol.hello();
        self.send(hello)?;
        let limit = self.timeouts.handshake;
        self.wait_for(limit, |r| matches!(r, Reply::HelloOk))?;
        let mut lines = self.protocol.preamble();
        for (k, v) in &config.options {
            lines.push(self.protocol.set_option(k, &v.to_string()));
        }
        for l in lines {
            self.send(&l)?;
        }
        self.sync()
    }

    /// `isready` … `readyok`.
    fn sync(&mut self) -> Result<(), EngineError> {
        self.send("isready")?;
        let limit = self.timeouts.handshake;
        self.wait_for(limit, |r| matches!(r, Reply::ReadyOk))
            .map(|_| ())
    }

    /// The engine's own name (`id name`), if it gave one.
    pub fn id_name(&self) -> Option<&str> {
        self.id_name.as_deref()
    }

    pub fn name(&self) -> &str {
        &self.name
    }

    pub fn protocol(&self) -> Protocol {
        self.protocol
    }

    pub fn is_alive(&self) -> bool {
        self.dead.is_none()
    }

    /// Sets an option now (between searches).
    pub fn set_option(&mut self, name: &str, value: &str) -> Result<(), EngineError> {
        let line = self.protocol.set_option(name, value);
        self.send(&line)?;
        self.sync()
    }

    /// Tells the engine a new game begins.
    pub fn new_game(&mut self) -> Result<(), EngineError> {
        if let Some(l) = self.protocol.new_game() {
            self.send(l)?;
        }
        self.sync()
    }

    /// Searches and returns the engine's move, checked against the rules: legal, and not
    /// one the rule set forbids. `on_info` sees every line of analysis; raising `stop`
    /// sends `stop` to the engine, which then answers with its best move so far.
    pub fn think(
        &mut self,
        req: &Request,
        stop: &AtomicBool,
        on_info: &mut dyn FnMut(&EngineInfo),
    ) -> Result<Answer, EngineError> {
        if let Some(e) = &self.dead {
            return Err(e.clone());
        }
        // The caller's moves are its own business: an illegal one is not the engine's
        // fault, so it is refused before the engine hears of it (and it is not killed).
        let restriction = restriction(req.rules, req.start, req.moves).map_err(|(_, m, _)| {
            EngineError::IllegalMove {
                engine: self.name.clone(),
                mv: m.iccs(),
            }
        })?;
        let mut pos = req.start.clone();
        for &m in req.moves {
            // Checked by `restriction` above.
            let _ = pos.play(m);
        }
        let legal = pos.legal_moves();
        if legal.is_empty() {
            return Ok(Answer {
                best: None,
                info: None,
            });
        }
        let position = self.protocol.position(req.start, req.moves);
        self.send(&position)?;
        let (allowed, banned) = match &restriction {
            Some(r) => (Some(r.allowed.as_slice()), r.banned.as_slice()),
            None => (None, &[][..]),
        };
        for l in self
            .protocol
            .go(req.think, pos.side_to_move(), allowed, banned)
        {
            self.send(&l)?;
        }
        let budget = match req.think {
            Think::MoveTime(t) => t + self.timeouts.overrun,
            Think::Clock { red, black, .. } => {
                let own = match pos.side_to_move() {
                    chuhe_core::rules::Color::Red => red,
                    chuhe_core::rules::Color::Black => black,
                };
                own + self.timeouts.overrun
            }
            Think::Depth(_) | Think::Nodes(_) => self.timeouts.unbounded,
        };
        let (best, info) = self.wait_for_move(budget, stop, on_info)?;
        let best = match best {
            Some(m) => m,
            None => {
                return Err(self.fail(EngineError::NoMove {
                    engine: self.name.clone(),
                }));
            }
        };
        if !legal.contains(&best) {
            return Err(self.fail(EngineError::IllegalMove {
                engine: self.name.clone(),
                mv: self.protocol.write_move(best),
            }));
        }
        if banned.contains(&best) {
            return Err(self.fail(EngineError::ForbiddenMove {
                engine: self.name.clone(),
                mv: self.protocol.write_move(best),
            }));
        }
        Ok(Answer {
            best: Some(best),
            info,
        })
    }

    /// Waits for `bestmove`, passing on the analysis. At `budget` (or when the caller
    /// raises `stop`) `stop` is sent, and the move must follow within `after_stop`.
    fn wait_for_move(
        &mut self,
        budget: Duration,
        stop: &AtomicBool,
        on_info: &mut dyn FnMut(&EngineInfo),
    ) -> Result<(Option<Move>, Option<EngineInfo>), EngineError> {
        let began = Instant::now();
        let mut deadline = began + budget;
        let mut stopped = false;
        let mut junk = 0;
        let mut last = None;
        loop {
            let now = Instant::now();
            if !stopped && (now >= deadline || stop.load(Ordering::Relaxed)) {
                stopped = true;
                self.send("stop")?;
                deadline = now + self.timeouts.after_stop;
            } else if stopped && now >= deadline {
                let waited_ms = began.elapsed().as_millis() as u64;
                return Err(self.fail(EngineError::Hung {
                    engine: self.name.clone(),
                    waited_ms,
                }));
            }
            let wait = deadline.saturating_duration_since(now).min(POLL);
            match self.lines.recv_timeout(wait) {
                Ok(Line::Text(t)) => match self.protocol.read(&t) {
                    Reply::BestMove(m) => return Ok((m, last)),
                    Reply::BadBestMove(line) => {
                        return Err(self.fail(EngineError::Garbage {
                            engine: self.name.clone(),
                            line,
                        }));
                    }
                    Reply::Info(i) => {
                        on_info(&i);
                        last = Some(i);
                    }
                    Reply::Other if t.starts_with("info") => {}
                    _ => {
                        junk += 1;
                        if junk > JUNK_LIMIT {
                            return Err(self.fail(EngineError::Garbage {
                                engine: self.name.clone(),
                                line: t.chars().take(60).collect(),
                            }));
                        }
                    }
                },
                Ok(Line::Eof) | Err(RecvTimeoutError::Disconnected) => {
                    let e = self.crashed();
                    return Err(self.fail(e));
                }
                Err(RecvTimeoutError::Timeout) => {}
            }
        }
    }

    /// Waits up to `limit` for a reply that `want` accepts.
    fn wait_for(
        &mut self,
        limit: Duration,
        want: impl Fn(&Reply) -> bool,
    ) -> Result<Reply, EngineError> {
        let began = Instant::now();
        loop {
            let left = limit.saturating_sub(began.elapsed());
            if left.is_zero() {
                return Err(self.fail(EngineError::NoHandshake {
                    engine: self.name.clone(),
                    waited_ms: limit.as_millis() as u64,
                }));
            }
            match self.lines.recv_timeout(left) {
                Ok(Line::Text(t)) => {
                    let r = self.protocol.read(&t);
                    if let Reply::Name(n) = &r {
                        self.id_name = Some(n.clone());
                    }
                    if want(&r) {
                        return Ok(r);
                    }
                }
                Ok(Line::Eof) | Err(RecvTimeoutError::Disconnected) => {
                    let e = self.crashed();
                    return Err(self.fail(e));
                }
                Err(RecvTimeoutError::Timeout) => {}
            }
        }
    }

    fn send(&mut self, line: &str) -> Result<(), EngineError> {
        if let Some(e) = &self.dead {
            return Err(e.clone());
        }
        let ok = match self.stdin.as_mut() {
            Some(w) => writeln!(w, "{line}").and_then(|_| w.flush()).is_ok(),
            None => false,
        };
        if ok {
            Ok(())
        } else {
            let e = self.crashed();
            Err(self.fail(e))
        }
    }

    /// The process has gone: how it ended, if it has.
    fn crashed(&mut self) -> EngineError {
        // Give an exiting process a moment to be reaped, for its exit code.
        let mut code = None;
        for _ in 0..10 {
            if self.has_exited() {
                // What it left behind goes before it is reaped (see `kill_group`).
                self.kill_group();
                if let Ok(Some(status)) = self.child.try_wait() {
                    code = status.code();
                    self.group = None;
                }
                break;
            }
            std::thread::sleep(Duration::from_millis(10));
        }
        EngineError::Crashed {
            engine: self.name.clone(),
            code,
        }
    }

    /// Kills the process and remembers why; returns the error.
    fn fail(&mut self, e: EngineError) -> EngineError {
        self.kill();
        self.dead = Some(e.clone());
        e
    }

    /// Kills the engine's whole process group, then reaps the engine.
    fn kill(&mut self) {
        self.stdin = None;
        self.kill_group();
        let _ = self.child.kill();
        let _ = self.child.wait();
        self.group = None;
    }

    /// SIGKILL to every process of the engine's group, while the engine is not yet
    /// reaped (running or a zombie): then its pid, the group's id, cannot have been
    /// given to another process.
    fn kill_group(&self) {
        if let Some(pgid) = self.group {
            // SAFETY: killpg only sends a signal; a group that is gone gives ESRCH.
            unsafe {
                libc::killpg(pgid, libc::SIGKILL);
            }
        }
    }

    /// Whether the engine has exited, without reaping it (its pid stays reserved).
    fn has_exited(&self) -> bool {
        let pid: libc::id_t = self.child.id();
        // SAFETY: waitid writes only into `info`, which is zeroed and ours.
        let mut info: libc::siginfo_t = unsafe { std::mem::zeroed() };
        let r = unsafe {
            libc::waitid(
                libc::P_PID,
                pid,
                &mut info,
                libc::WEXITED | libc::WNOHANG | libc::WNOWAIT,
            )
        };
        // With WNOHANG a running child leaves si_pid zero; an error means no such child.
        r != 0 || unsafe { info.si_pid() } != 0
    }

    /// Asks the engine to quit, and kills it if it does not within a moment.
    pub fn quit(mut self) {
        self.shutdown();
    }

    fn shutdown(&mut self) {
        if self.dead.is_none() {
            if let Some(w) = self.stdin.as_mut() {
                let _ = writeln!(w, "quit").and_then(|_| w.flush());
            }
            self.stdin = None;
            // A short grace to quit by itself; its group is killed either way, for the
            // processes it may have left behind.
            for _ in 0..20 {
                if self.has_exited() {
                    break;
                }
                std::thread::sleep(Duration::from_millis(10));
            }
        }
        self.kill();
    }
}

impl Drop for EngineProcess {
    fn drop(&mut self) {
        self.shutdown();
    }
}
