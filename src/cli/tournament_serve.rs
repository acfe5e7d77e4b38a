//! `chuhe tournament serve EVENT.json`: every board of the current round as a
//! networked game on this machine (README, "A tournament on a shared server").
//!
//! - One host per board (the host of `chuhe host`, unchanged but for its arbiter's
//!   options): each board has its own join code, its seats are kept for the two
//!   players the round paired there (`chuhe join CODE --name NAME`), and one arbiter's
//!   token opens the arbiter's seat of every board (`chuhe arbiter CODE …`).
//! - The round starts when its boards open (or `--start-in` later): the clocks start
//!   then, seated or not, so a late player's clock runs (21.1, 21.2); when both were
//!   late each is charged their whole lateness (21.3, in the host). With
//!   `--late-limit`, a player still absent at the limit loses by forfeit ("−", 21.4),
//!   and both absent both forfeit (21.3).
//! - A finished game's result and fouls (its result sheet, 10.1) go into the event
//!   file, saved atomically after each one. When the round is complete, the arbiter's
//!   `chuhe arbiter CODE next-round` (at any board of the round) pairs the next round,
//!   and its boards open.
//!
//! Decisions where the issue is silent: starting `serve` pairs the first round (or the
//! next one, when the last paired round is complete), since starting it is the
//! arbiter's act; a board already decided (a withdrawal's forfeit) is not hosted; the
//! serve runs until a signal stops it (SIGINT, SIGTERM, SIGHUP; every board's game is
//! saved by its host), and a `next-round` when the event has no round left is refused
//! with the event's reason.

use std::path::{Path, PathBuf};
use std::process::ExitCode;
use std::sync::mpsc::{self, Receiver, RecvTimeoutError, Sender};
use std::time::{Duration, Instant};

use anyhow::{Context as _, anyhow, bail};
use clap::Args as ClapArgs;
use serde_json::json;

use chuhe_core::catalogue::{Msg, UiText};
use chuhe_core::lang::Render as _;
use chuhe_core::match_control::{
    ArbiterAction, Match, MatchConfig, Reason, ResultSheet, Ruling, Text, Verdict,
};
use chuhe_core::rules::Color;
use chuhe_net::catalogue::HostLog;
use chuhe_net::catalogue::NetErrorText;
use chuhe_net::host::{HostSave, join_command};
use chuhe_net::permissions::{self, current_uid, user_name};
use chuhe_net::{
    ArbiterOptions, ClockPolicy, Endpoint, Host, HostOptions, Limits, Link, LinkConfig, LinkEvent,
    Listen, Role, Start, Token,
};
use chuhe_tournament::{Event, GameResult, pair_next_round, store};

use super::interface_lang;
use super::net_place::{Place, dirs, hosted_dir, listen_of};

#[derive(ClapArgs, Debug)]
pub struct ServeArgs {
    pub event: PathBuf,
    #[command(flatten)]
    pub place: Place,
    /// The lateness limit (21.1, 4.1.5): a player absent this long after the round
    /// starts loses by forfeit, as 15m, 90s or 1h (default: no limit).
    #[arg(long, value_name = "TIME", value_parser = parse_span)]
    pub late_limit: Option<Duration>,
    /// Open the boards now and start the round's clocks this long after (default: at
    /// once), as 5m or 30s.
    #[arg(long, value_name = "TIME", value_parser = parse_span)]
    pub start_in: Option<Duration>,
    /// Print what happens as JSON lines.
    #[arg(long)]
    pub json: bool,
}

/// `90`, `90s`, `15m`, `1h`.
fn parse_span(s: &str) -> Result<Duration, String> {
    let t = s.trim();
    let (num, unit) = match t.find(|c: char| !c.is_ascii_digit()) {
        Some(i) => t.split_at(i),
        None => (t, "s"),
    };
    let n: u64 = num
        .parse()
        .map_err(|_| format!("'{s}': a whole number with s, m or h (as 15m)"))?;
    let secs = match unit {
        "s" => n,
        "m" => n.saturating_mul(60),
        "h" => n.saturating_mul(3600),
        _ => return Err(format!("'{s}': the unit is s, m or h (as 15m)")),
    };
    Ok(Duration::from_secs(secs))
}

/// What a board's host asks of the serve.
enum Request {
    NextRound(Sender<Result<(), Text>>),
}

/// One board of the round being played.
struct Board {
    number: u32,
    red: String,
    black: String,
    host: Host,
    /// The result is in the event file.
    done: bool,
}

/// The serve's state.
struct Serve {
    path: PathBuf,
    place: Place,
    late_limit: Option<Duration>,
    start_in: Option<Duration>,
    json: bool,
    token: Token,
    requests: Sender<Request>,
    round: u32,
    boards: Vec<Board>,
    started: Option<Instant>,
    opened: Instant,
    /// TCP boards: the port of board 1 (each next board one more), or 0 for any.
    tcp_base: Option<std::net::SocketAddr>,
    /// The language of the boards' logs and of the serve's own.
    lang: chuhe_core::lang::Lang,
}

pub fn serve(a: ServeArgs, lang: chuhe_core::lang::Lang) -> anyhow::Result<ExitCode> {
    let mut event = store::load(&a.event)?;
    let token = Token::random()
        .with_context(|| NetErrorText::RandomToken.render(interface_lang::current()))?;
    let token_file = a.event.with_extension("arbiter");
    write_private(&token_file, &format!("{token}\n")).with_context(|| {
        NetErrorText::TokenFileWrite {
            path: token_file.display().to_string(),
        }
        .render(interface_lang::current())
    })?;
    let tcp_base = match listen_of(&a.place)? {
        Some(Listen::Tcp(addr)) => Some(addr),
        _ => None,
    };
    let (requests, incoming) = mpsc::channel();
    let mut serve = Serve {
        path: a.event.clone(),
        place: a.place.clone(),
        late_limit: a.late_limit,
        start_in: a.start_in,
        json: a.json,
        token,
        requests,
        round: 0,
        boards: Vec::new(),
        started: None,
        opened: Instant::now(),
        tcp_base,
        lang,
    };
    serve.say(
        json!({"event": event.name, "arbiter_token_file": token_file}),
        format!(
            "chuhe: serving '{}'; the arbiter's token is in {} (chuhe arbiter CODE --token-file {} …)",
            event.name,
            token_file.display(),
            token_file.display()
        ),
    );
    let current = event
        .rounds
        .last()
        .filter(|r| !r.is_complete())
        .map(|r| r.number);
    let number = match current {
        Some(n) => n,
        None => {
            let (n, _) = pair_next_round(&mut event).map_err(|e| anyhow!("{e}"))?;
            store::save(&a.event, &event)?;
            n
        }
    };
    serve.open_round(&event, number)?;
    let stop = stop_on_signal()?;
    serve.run(&incoming, &stop)?;
    Ok(ExitCode::SUCCESS)
}

/// A flag a signal sets (SIGINT, SIGTERM, SIGHUP): the serve stops, every board's
/// game saved by its host.
fn stop_on_signal() -> anyhow::Result<std::sync::Arc<std::sync::atomic::AtomicBool>> {
    use signal_hook::consts::{SIGHUP, SIGINT, SIGTERM};
    let flag = std::sync::Arc::new(std::sync::atomic::AtomicBool::new(false));
    for sig in [SIGHUP, SIGINT, SIGTERM] {
        signal_hook::flag::register(sig, std::sync::Arc::clone(&flag))
            .with_context(|| NetErrorText::SignalHandlers.render(interface_lang::current()))?;
    }
    Ok(flag)
}

impl Serve {
    fn say(&self, j: serde_json::Value, text: String) {
        if self.json {
            println!("{j}");
        } else {
            println!("{text}");
        }
    }

    /// A line of the serve's own log, in its language, made safe for a terminal.
    fn log(&self, line: &HostLog) {
        eprintln!(
            "{}",
            chuhe_net::host::escape_for_log(&line.render(self.lang))
        );
    }

    /// Hosts every board of round `number` that has no result yet.
    fn open_round(&mut self, event: &Event, number: u32) -> anyhow::Result<()> {
        let round = &event.rounds[number as usize - 1];
        self.round = number;
        self.boards.clear();
        self.opened = Instant::now();
        self.started = None;
        for g in round.games.iter().filter(|g| g.result.is_none()) {
            let red = event.name_of(g.red).to_string();
            let black = event.name_of(g.black).to_string();
            let host = self.host_board(event, g.board, &red, &black)?;
            let join = join_command(host.code(), host.endpoint());
            let socket = match host.endpoint() {
                Endpoint::Unix(p) => json!(p),
                Endpoint::Tcp(a) => json!(a.to_string()),
            };
            self.say(
                json!({"round": number, "board": g.board, "red": red, "black": black,
                       "code": host.code().to_string(), "join": join, "socket": socket}),
                format!(
                    "round {number} board {}: {red} (red) – {black} (black)\n  {red}: {join} --name {red}\n  {black}: {join} --name {black}\n  arbiter: {}",
                    g.board,
                    join.replacen("join", "arbiter", 1)
                ),
            );
            self.boards.push(Board {
                number: g.board,
                red,
                black,
                host,
                done: false,
            });
        }
        if let Some(bye) = round.bye {
            self.say(
                json!({"round": number, "bye": event.name_of(bye)}),
                format!("round {number}: {} has the bye", event.name_of(bye)),
            );
        }
        if self.start_in.is_none() {
            self.start_clocks();
        }
        Ok(())
    }

    fn start_clocks(&mut self) {
        for b in &self.boards {
            b.host.control().start_now();
        }
        self.started = Some(Instant::now());
        self.say(
            json!({"round": self.round, "started": true}),
            format!("round {}: the clocks start now", self.round),
        );
    }

    fn listen_for(&self, board: u32) -> anyhow::Result<Listen> {
        Ok(match self.tcp_base {
            Some(base) if base.port() != 0 => {
                let port = base.port().checked_add(board as u16 - 1).ok_or_else(|| {
                    anyhow!(
                        NetErrorText::NoPortForBoard { board }.render(interface_lang::current())
                    )
                })?;
                Listen::Tcp(std::net::SocketAddr::new(base.ip(), port))
            }
            Some(base) => Listen::Tcp(base),
            None => listen_of(&self.place)?
                .unwrap_or_else(|| Listen::Unix(permissions::default_socket_dir())),
        })
    }

    fn host_board(
        &self,
        event: &Event,
        board: u32,
        red: &str,
        black: &str,
    ) -> anyhow::Result<Host> {
        let mut config = MatchConfig::new(event.mode);
        config.rules = event.rules;
        config.time_control = event.time_control.clone();
        config.red = red.to_string();
        config.black = black.to_string();
        let requests = self.requests.clone();
        let next_round = move || -> Result<(), Text> {
            let (tx, rx) = mpsc::channel();
            requests
                .send(Request::NextRound(tx))
                .map_err(|_| Text::of(&Msg::ServeStopped))?;
            rx.recv_timeout(Duration::from_secs(10))
                .unwrap_or_else(|_| Err(Text::of(&Msg::ServeNoAnswer)))
        };
        let round = self.round;
        let lang = self.lang;
        let options = HostOptions {
            listen: self.listen_for(board)?,
            clock_on_disconnect: ClockPolicy::Run,
            limits: Limits::default(),
            saves: chuhe_net::Saves::Dir(hosted_dir(&dirs().data)),
            host_name: user_name(current_uid()),
            exit_when_done: false,
            log: Box::new(move |l: &str| {
                let line = l.to_string();
                eprintln!("{}", HostLog::Board { round, board, line }.render(lang));
            }),
            arbiter: ArbiterOptions {
                token: Some(self.token.clone()),
                paired: Some([red.to_string(), black.to_string()]),
                next_round: Some(Box::new(next_round)),
            },
            lang,
        };
        let start = Start::New {
            config: Box::new(config),
            seat: None,
        };
        Host::start(options, start, None)
            .with_context(|| NetErrorText::Board { board }.render(interface_lang::current()))
    }

    fn run(
        &mut self,
        incoming: &Receiver<Request>,
        stop: &std::sync::atomic::AtomicBool,
    ) -> anyhow::Result<()> {
        while !stop.load(std::sync::atomic::Ordering::SeqCst) {
            match incoming.recv_timeout(Duration::from_millis(200)) {
                Ok(Request::NextRound(answer)) => {
                    let result = self.next_round();
                    let failed = result.as_ref().err().cloned();
                    let _ = answer.send(result.map(drop));
                    if let Some(why) = failed {
                        self.log(&HostLog::NextRoundRefused { why });
                    }
                }
                Err(RecvTimeoutError::Timeout) => {}
                Err(RecvTimeoutError::Disconnected) => break,
            }
            if self.started.is_none() && self.start_in.is_some_and(|d| self.opened.elapsed() >= d) {
                self.start_clocks();
            }
            self.collect_results()?;
        }
        for b in self.boards.drain(..) {
            b.host.shutdown();
        }
        Ok(())
    }

    /// The arbiter asked for the next round: refused while a board plays on.
    fn next_round(&mut self) -> Result<(), Text> {
        let _ = self.collect_results();
        let playing: Vec<String> = self
            .boards
            .iter()
            .filter(|b| !b.done)
            .map(|b| b.number.to_string())
            .collect();
        if !playing.is_empty() {
            let list = playing.join(", ");
            return Err(Text::of(&UiText::ServeRoundNotOver {
                round: self.round,
                boards: list,
            }));
        }
        let mut event = store::load(&self.path).map_err(|e| text_of(&e.to_string()))?;
        let (number, _) = pair_next_round(&mut event).map_err(|e| text_of(&e.to_string()))?;
        store::save(&self.path, &event).map_err(|e| text_of(&e.to_string()))?;
        // The old boards' hosts are stopped once the reply has gone out (one of them
        // is waiting for it): in their own thread.
        let old: Vec<Board> = std::mem::take(&mut self.boards);
        std::thread::spawn(move || {
            std::thread::sleep(Duration::from_millis(500));
            for b in old {
                b.host.shutdown();
            }
        });
        self.say(
            json!({"paired": number}),
            format!("round {number} is paired"),
        );
        self.open_round(&event, number)
            .map_err(|e| text_of(&format!("{e:#}")))?;
        Ok(())
    }

    /// Reads each board's save: a finished game's result goes into the event; past
    /// the lateness limit, absent players forfeit.
    fn collect_results(&mut self) -> anyhow::Result<()> {
        let late = match (self.late_limit, self.started) {
            (Some(limit), Some(t)) => t.elapsed() >= limit,
            _ => false,
        };
        let mut decided = Vec::new();
        for (i, b) in self.boards.iter().enumerate().filter(|(_, b)| !b.done) {
            let Some(path) = b.host.save_path() else {
                continue;
            };
            // A save being replaced is read again on the next turn.
            let Ok(save) = HostSave::load(path) else {
                continue;
            };
            if let Some(found) = result_of(&save) {
                decided.push((i, found));
                continue;
            }
            if late && save.record.is_some() {
                let absent: Vec<Color> = Color::ALL
                    .into_iter()
                    .filter(|c| save.seats[c.index()].arrived.is_none())
                    .collect();
                match absent.as_slice() {
                    [] => {}
                    [one] => {
                        self.declare_late(b, *one);
                        let r = match one {
                            Color::Red => GameResult::BlackForfeitWin,
                            Color::Black => GameResult::RedForfeitWin,
                        };
                        decided.push((i, (r, [0, 0])));
                    }
                    _ => decided.push((i, (GameResult::DoubleForfeit, [0, 0]))),
                }
            }
        }
        for (i, (result, fouls)) in decided {
            let number = self.boards[i].number;
            let mut event = store::load(&self.path)?;
            event
                .record_result(self.round, number, result, Some(fouls))
                .map_err(|e| anyhow!("{e}"))?;
            store::save(&self.path, &event)?;
            let b = &mut self.boards[i];
            b.done = true;
            let (red, black) = (b.red.clone(), b.black.clone());
            self.say(
                json!({"round": self.round, "board": number, "result": result.as_str(),
                       "red": red, "black": black, "fouls": fouls}),
                format!(
                    "round {} board {number}: {red} {result} {black}",
                    self.round
                ),
            );
        }
        Ok(())
    }

    /// Ends a board's game for a player absent past the limit (21.1: a loss), through
    /// the arbiter's seat, so that the game's record says so and the present player
    /// is told. The event records the forfeit whatever happens here.
    fn declare_late(&self, b: &Board, absent: Color) {
        let ruling = Ruling {
            article: "21.1".into(),
            text: Text::of(&UiText::ServeLate(absent)),
        };
        let verdict = Verdict::loss(absent, Reason::ArbiterDecision(ruling));
        if let Err(e) = arbiter_act(&b.host, &self.token, ArbiterAction::Declare { verdict }) {
            self.log(&HostLog::BoardTrouble {
                board: b.number,
                detail: format!("{e:#}"),
            });
        }
    }
}

/// Acts at a board through its arbiter's seat, waiting for the host's answer.
fn arbiter_act(host: &Host, token: &Token, action: ArbiterAction) -> anyhow::Result<()> {
    let mut config = LinkConfig::new(host.endpoint().clone(), host.code().clone(), Role::Arbiter);
    config.token = Some(token.clone());
    config.reconnect = false;
    let (tx, rx) = mpsc::channel();
    let link = Link::connect(config, move |e| {
        let _ = tx.send(e);
    })
    .map_err(|e| anyhow!("{}", e.text().get(interface_lang::current())))?;
    let id = link
        .arbiter(action)
        .map_err(|e| anyhow!("{}", e.text().get(interface_lang::current())))?;
    let until = Instant::now() + Duration::from_secs(10);
    loop {
        match rx.recv_timeout(until.saturating_duration_since(Instant::now())) {
            Ok(LinkEvent::Reply(r)) if r.id == id => {
                link.close();
                if r.ok {
                    return Ok(());
                }
                let why = r
                    .error
                    .map(|t| t.get(interface_lang::current()).to_string());
                bail!("{}", why.unwrap_or_default());
            }
            Ok(_) => {}
            Err(_) => bail!(NetErrorText::NoBoardAnswer.render(interface_lang::current())),
        }
    }
}

/// The result of a finished game and its fouls, from its save (the result sheet,
/// 10.1). A loss ruled for lateness (21.1) is a forfeit (21.4).
fn result_of(save: &HostSave) -> Option<(GameResult, [u32; 2])> {
    if !save.over {
        return None;
    }
    let game = Match::replay(save.record.as_ref()?).ok()?;
    let sheet = ResultSheet::of(&game, save.saved_at)?;
    Some(chuhe_tournament::result_of_sheet(&sheet))
}

fn text_of(en: &str) -> Text {
    Text::of(&UiText::ServeEvent(en.to_string()))
}

/// The token file: mode 0600, replaced whole.
fn write_private(path: &Path, text: &str) -> std::io::Result<()> {
    use std::io::Write as _;
    use std::os::unix::fs::OpenOptionsExt as _;
    let _ = std::fs::remove_file(path);
    let mut f = std::fs::OpenOptions::new()
        .write(true)
        .create_new(true)
        .mode(0o600)
        .open(path)?;
    f.write_all(text.as_bytes())?;
    f.sync_all()
}
