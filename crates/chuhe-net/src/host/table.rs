//! The table: the authoritative game and everyone around it, as a pure state machine.
//! Inputs (a connection arrives with its hello, sends a message, leaves; time passes)
//! go in, and outputs (lines for connections, connections to close, "save now", log
//! lines) come out. No threads, no sockets, no clock reading: the host's threads feed
//! it and carry out what it asks, and tests drive it directly.
//!
//! Decisions where the issue and the rule texts are silent:
//! - The game (and Red's clock) starts when both seats are taken, not when the host
//!   starts: nobody's time runs while waiting for an opponent.
//! - A disconnected player's clock runs on or stops according to the host's
//!   [`ClockPolicy`]; the host stops and restarts the clock as the arbiter would, so
//!   the pause is in the game's log and a replay is exact. While the host holds the
//!   clock for an absent player, the players cannot restart it themselves.
//! - Over the network a take-back (casual mode only, 5.7) is a request the opponent
//!   accepts or declines; the requester's last move is taken back (with the
//!   opponent's reply, if one was made). A move by either side ends the request.
//!   The answer to the request goes out before the state that shows it, so that
//!   the requester hears at once that the request stands.
//! - Resigning while the host holds the clocks for an absent player is accepted: a
//!   player may declare resignation at any moment of the game (2011 规则 4.1.12;
//!   4.1.9), and the host's stopping of the clocks is the arbiter's pause (17.4),
//!   which stops the clocks and the moves, not a player's right to concede. It costs
//!   nobody but the one who resigns; the absent player finds the result when back.

use std::collections::{BTreeMap, BTreeSet};
use std::sync::Arc;

use crate::catalogue::host_log::{HostLog, Leaving};
use crate::catalogue::net::NetText;
use chuhe_core::match_control::{
    Action, ArbiterAction, Event, Match, MatchConfig, MatchError, Millis, Text,
};
use chuhe_core::rules::Color;

use super::super::code::{JoinCode, Token};
use super::super::protocol::{
    ClientMsg, ClockPolicy, ErrorCode, ErrorMsg, GameState, Hello, PROTOCOL_VERSION, Reply, Role,
    ServerMsg, SessionView, Snapshot, TakebackAnswer, Welcome, encode, software,
};
use super::super::refusal::Refusal;
use super::super::transport::Peer;
use super::ConnId;
use super::seats::{Seat, Seats};

/// What the table is told.
#[derive(Debug)]
pub enum Input {
    /// A connection whose hello carried the right join code.
    Arrive {
        conn: ConnId,
        hello: Hello,
        token: Option<Token>,
        peer: Peer,
    },
    Message {
        conn: ConnId,
        msg: ClientMsg,
    },
    Leave {
        conn: ConnId,
        /// What ended the connection, for the log.
        why: Leaving,
    },
    /// Time passed (a flag may have fallen).
    Tick,
}

/// What the table asks of the host.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Output {
    Send {
        conn: ConnId,
        line: Arc<str>,
    },
    /// Close the connection, after sending `line` if given.
    Close {
        conn: ConnId,
        line: Option<Arc<str>>,
    },
    /// The arbiter on `conn` asks the event to pair the next round: the host's owner
    /// answers (with a `reply` to `id`).
    NextRound {
        conn: ConnId,
        id: u64,
    },
    /// The game changed: save it (before any following `Send`).
    Save,
    /// A line for the host's operator log (worded in the host's language).
    Log(HostLog),
}

#[derive(Copy, Clone, Debug, PartialEq, Eq)]
enum Sitter {
    Player(Color),
    Spectator,
    /// The arbiter's seat (17).
    Arbiter,
}

/// The table's settings.
#[derive(Clone, Debug)]
pub struct TableConfig {
    pub code: JoinCode,
    /// The host's user name (shown to clients).
    pub host: String,
    pub clock_on_disconnect: ClockPolicy,
    pub max_spectators: usize,
    /// The seat of the host's own player, if they play.
    pub host_seat: Option<Color>,
    /// How to join, as announced (`chuhe join CODE ...`).
    pub join: String,
    /// The arbiter's token: whoever says hello with it takes the arbiter's seat.
    pub arbiter: Option<Token>,
}

pub struct Table {
    settings: TableConfig,
    config: MatchConfig,
    game: Option<Match>,
    seats: Seats,
    conns: BTreeMap<ConnId, Sitter>,
    paused_for_absence: bool,
    takeback: Option<Color>,
    /// Log entries every connection not in `fresh` has been sent.
    log_sent: usize,
    /// Connections that need the whole game with the next state.
    fresh: BTreeSet<ConnId>,
    out: Vec<Output>,
}

impl Table {
    /// A table for a new game, waiting for its players.
    pub fn new(settings: TableConfig, config: MatchConfig) -> Table {
        Table {
            settings,
            config,
            game: None,
            seats: Seats::default(),
            conns: BTreeMap::new(),
            paused_for_absence: false,
            takeback: None,
            log_sent: 0,
            fresh: BTreeSet::new(),
            out: Vec::new(),
        }
    }

    /// A table restored from a save: the game as it was, nobody connected yet.
    pub fn restored(
        settings: TableConfig,
        config: MatchConfig,
        game: Option<Match>,
        seats: [Seat; 2],
        paused_for_absence: bool,
        takeback: Option<Color>,
    ) -> Table {
        Table {
            settings,
            config,
            game,
            seats: Seats::new(seats),
            conns: BTreeMap::new(),
            paused_for_absence,
            takeback,
            log_sent: 0,
            fresh: BTreeSet::new(),
            out: Vec::new(),
        }
    }

    pub fn settings(&self) -> &TableConfig {
        &self.settings
    }

    /// Sets how to join, once the host knows where it serves.
    pub fn set_join(&mut self, join: String) {
        self.settings.join = join;
    }

    pub fn config(&self) -> &MatchConfig {
        &self.config
    }

    pub fn game(&self) -> Option<&Match> {
        self.game.as_ref()
    }

    pub fn seats(&self) -> &Seats {
        &self.seats
    }

    pub fn paused_for_absence(&self) -> bool {
        self.paused_for_absence
    }

    pub fn takeback(&self) -> Option<Color> {
        self.takeback
    }

    /// The game is over (nothing can change it but after-game recording).
    pub fn is_over(&self) -> bool {
        self.game.as_ref().is_some_and(Match::is_over)
    }

    pub fn connections(&self) -> usize {
        self.conns.len()
    }

    /// Keeps the seats for the players an event paired at this board (by name).
    pub fn expect(&mut self, red: &str, black: &str) {
        self.seats.get_mut(Color::Red).expected = Some(red.to_string());
        self.seats.get_mut(Color::Black).expected = Some(black.to_string());
    }

    /// Starts the game now, before the players sit down (a tournament round starts at
    /// its time, and a late player's clock runs: 21.1).
    pub fn start_now(&mut self, now: Millis) -> Vec<Output> {
        if self.game.is_none() {
            self.start(now);
            self.out.push(Output::Save);
            self.broadcast(Vec::new(), now);
        }
        std::mem::take(&mut self.out)
    }

    /// Gives a seat to the host's own player before anyone connects; returns its token.
    pub fn reserve(&mut self, color: Color, name: &str, token: Token) {
        let seat = self.seats.get_mut(color);
        seat.token = Some(token);
        seat.name = name.to_string();
        self.settings.host_seat = Some(color);
    }

    /// Handles one input at `now`; returns what to do, in order.
    pub fn handle(&mut self, input: Input, now: Millis) -> Vec<Output> {
        match input {
            Input::Arrive {
                conn,
                hello,
                token,
                peer,
            } => self.arrive(conn, hello, token, &peer, now),
            Input::Message { conn, msg } => self.message(conn, msg, now),
            Input::Leave { conn, why } => self.leave(conn, why, now),
            Input::Tick => {
                if let Some(game) = &mut self.game {
                    let events = game.tick(now);
                    if !events.is_empty() {
                        self.changed(events, now);
                    }
                }
            }
        }
        std::mem::take(&mut self.out)
    }

    /// Closes every connection (the host is shutting down).
    pub fn close_all(&mut self) -> Vec<Output> {
        let line = error_line(&Refusal::Closing);
        let conns: Vec<ConnId> = self.conns.keys().copied().collect();
        for conn in conns {
            self.out.push(Output::Close {
                conn,
                line: Some(line.clone()),
            });
        }
        self.conns.clear();
        std::mem::take(&mut self.out)
    }

    // ----- arriving and leaving -----

    fn arrive(
        &mut self,
        conn: ConnId,
        hello: Hello,
        token: Option<Token>,
        peer: &Peer,
        now: Millis,
    ) {
        let name = if hello.name.is_empty() {
            match peer {
                Peer::Local { uid: Some(uid) } => super::super::permissions::user_name(*uid),
                _ => String::new(),
            }
        } else {
            hello.name.clone()
        };
        let seat = match hello.role {
            Role::Arbiter => {
                let opens = matches!(
                    (&self.settings.arbiter, &token),
                    (Some(ours), Some(theirs)) if ours.matches(theirs)
                );
                if !opens {
                    return self.refuse(conn, Refusal::NotTheArbiter);
                }
                self.log(HostLog::ArbiterSeated {
                    peer: peer.log_name(),
                });
                self.conns.insert(conn, Sitter::Arbiter);
                self.fresh.insert(conn);
                let welcome = ServerMsg::Welcome(Welcome {
                    v: PROTOCOL_VERSION,
                    game: self.settings.code.game().to_string(),
                    seat: None,
                    token: None,
                    host: self.settings.host.clone(),
                    server: software(),
                });
                self.send(conn, &welcome);
                return self.broadcast(Vec::new(), now);
            }
            Role::Watch => {
                let watching = self.spectators();
                if watching >= self.settings.max_spectators {
                    return self.refuse(conn, Refusal::SpectatorsFull { watching });
                }
                self.log(HostLog::Watches {
                    peer: peer.log_name(),
                    name: name.clone(),
                });
                None
            }
            Role::Play => {
                let seated = self
                    .seats
                    .seat(conn, token.as_ref(), hello.seat, &name, || {
                        Token::random().ok()
                    });
                match seated {
                    Ok(s) => {
                        if let Some(old) = s.replaced {
                            self.conns.remove(&old);
                            self.out.push(Output::Close {
                                conn: old,
                                line: Some(error_line(&Refusal::Replaced)),
                            });
                        }
                        if s.newly_taken {
                            self.seats.get_mut(s.color).arrived = Some(now);
                        }
                        self.log(HostLog::Seated {
                            peer: peer.log_name(),
                            name: name.clone(),
                            color: s.color,
                            back: !s.newly_taken,
                        });
                        Some(s.color)
                    }
                    Err(r) => return self.refuse(conn, r),
                }
            }
        };
        self.conns.insert(
            conn,
            match seat {
                Some(c) => Sitter::Player(c),
                None => Sitter::Spectator,
            },
        );
        self.fresh.insert(conn);
        if self.game.is_none() && self.seats.both_taken() {
            self.start(now);
        }
        let mut events = self.resume_if_all_back(now);
        if let Some(Sitter::Player(c)) = self.conns.get(&conn).copied() {
            events.extend(self.charge_lateness(c, now));
        }
        // A new token must be on disk before the player has it.
        self.out.push(Output::Save);
        let welcome = ServerMsg::Welcome(Welcome {
            v: PROTOCOL_VERSION,
            game: self.settings.code.game().to_string(),
            seat,
            token: seat.and_then(|c| self.seats.get(c).token.as_ref().map(Token::to_string)),
            host: self.settings.host.clone(),
            server: software(),
        });
        self.send(conn, &welcome);
        self.broadcast(events, now);
    }

    fn refuse(&mut self, conn: ConnId, why: Refusal) {
        self.log(HostLog::Refused {
            conn,
            why: why.catalogue_key(),
        });
        self.out.push(Output::Close {
            conn,
            line: Some(error_line(&why)),
        });
    }

    fn leave(&mut self, conn: ConnId, why: Leaving, now: Millis) {
        let Some(sitter) = self.conns.remove(&conn) else {
            return;
        };
        match sitter {
            Sitter::Spectator => self.log(HostLog::SpectatorLeft { why }),
            Sitter::Arbiter => self.log(HostLog::ArbiterLeft { why }),
            Sitter::Player(color) => {
                self.seats.leave(conn);
                self.log(HostLog::Disconnected { color, why });
                let events = self.pause_for_absence(now);
                self.out.push(Output::Save);
                return self.broadcast(events, now);
            }
        }
        self.broadcast(Vec::new(), now);
    }

    fn start(&mut self, now: Millis) {
        for c in Color::ALL {
            let name = &self.seats.get(c).name;
            let slot = match c {
                Color::Red => &mut self.config.red,
                Color::Black => &mut self.config.black,
            };
            if slot.is_empty() {
                *slot = name.clone();
            }
        }
        self.game = Some(Match::new(self.config.clone(), now));
        // Everyone had the waiting game: they all need the real one.
        self.fresh.extend(self.conns.keys().copied());
        self.log_sent = 0;
        self.log(HostLog::GameStarts);
    }

    /// A restored table, before anyone is back: the absence policy applies at once.
    pub fn on_restore(&mut self, now: Millis) -> Vec<Output> {
        if !self.pause_for_absence(now).is_empty() {
            self.out.push(Output::Save);
        }
        std::mem::take(&mut self.out)
    }

    /// Stops the clock for an absent player, if the policy says so; returns the
    /// referee's events.
    fn pause_for_absence(&mut self, now: Millis) -> Vec<Event> {
        let wanted = self.settings.clock_on_disconnect == ClockPolicy::Pause
            && !self.seats.absent().is_empty();
        let Some(game) = self.game.as_mut().filter(|_| wanted) else {
            return Vec::new();
        };
        if game.is_over() || game.clock().is_paused() {
            return Vec::new();
        }
        match game.arbiter_act(ArbiterAction::Pause, now) {
            Ok(events) => {
                self.paused_for_absence = true;
                self.log(HostLog::ClocksStopped);
                events
            }
            Err(_) => Vec::new(),
        }
    }

    /// Restarts the clock the host stopped, once every player is back.
    fn resume_if_all_back(&mut self, now: Millis) -> Vec<Event> {
        if !self.paused_for_absence || !self.seats.absent().is_empty() {
            return Vec::new();
        }
        self.paused_for_absence = false;
        let Some(game) = &mut self.game else {
            return Vec::new();
        };
        match game.arbiter_act(ArbiterAction::Resume, now) {
            Ok(events) => {
                self.log(HostLog::ClocksRun);
                events
            }
            Err(_) => Vec::new(),
        }
    }

    // ----- messages -----

    fn message(&mut self, conn: ConnId, msg: ClientMsg, now: Millis) {
        let Some(&sitter) = self.conns.get(&conn) else {
            return;
        };
        match msg {
            ClientMsg::Hello(_) => self.refuse(conn, Refusal::AlreadyGreeted),
            ClientMsg::Ping { id } => self.send(conn, &ServerMsg::Pong { id }),
            ClientMsg::Bye => self.leave(conn, Leaving::Left, now),
            ClientMsg::Act { id, action } => match sitter {
                Sitter::Spectator => self.reply(conn, id, Err(spectators_cannot_act())),
                Sitter::Arbiter => self.reply(conn, id, Err(the_arbiter_does_not_play())),
                Sitter::Player(color) => self.act(conn, id, color, action, now),
            },
            ClientMsg::Takeback { id, answer } => match sitter {
                Sitter::Spectator => self.reply(conn, id, Err(spectators_cannot_act())),
                Sitter::Arbiter => self.reply(conn, id, Err(the_arbiter_does_not_play())),
                Sitter::Player(color) => self.takeback_and_reply(conn, id, color, answer, now),
            },
            ClientMsg::Arbiter { id, action } => match sitter {
                Sitter::Arbiter => self.arbiter_act(conn, id, action, now),
                _ => self.refuse_not_arbiter(conn, id, sitter),
            },
            ClientMsg::NextRound { id } => match sitter {
                Sitter::Arbiter => self.out.push(Output::NextRound { conn, id }),
                _ => self.refuse_not_arbiter(conn, id, sitter),
            },
        }
    }

    /// 21.1–21.3 when a round's game started before its players sat down: a late
    /// player's clock has run from their turn (21.1), which the referee does by itself;
    /// when both were late, each is charged their whole lateness (21.3: "扣除双方迟到
    /// 时间"), so whatever their clock did not run is added on their first arrival.
    fn charge_lateness(&mut self, c: Color, now: Millis) -> Vec<Event> {
        let Some(game) = &mut self.game else {
            return Vec::new();
        };
        let start = game.started_at();
        let mine = self.seats.get(c).arrived;
        let theirs = self.seats.get(!c).arrived;
        let first_arrival_now = mine == Some(now);
        let i_was_late = mine.is_some_and(|t| t > start);
        let they_were_late = theirs.is_none_or(|t| t > start);
        if game.is_over() || !first_arrival_now || !i_was_late || !they_were_late {
            return Vec::new();
        }
        let late = now.since(start);
        let run = game.clock().used(c, now);
        let owed = late.saturating_sub(run);
        if owed.is_zero() || game.clock().control().is_untimed() {
            return Vec::new();
        }
        let action = ArbiterAction::ChargeLateness {
            player: c,
            late: owed,
        };
        let said = action.text();
        let logged = HostLog::Arbiter(action.clone());
        match game.arbiter_act(action, now) {
            Ok(mut events) => {
                self.log(logged);
                events.insert(0, Event::Warning { text: said });
                events
            }
            Err(_) => Vec::new(),
        }
    }

    /// An arbiter's message from someone else: refused, with its code, and logged.
    fn refuse_not_arbiter(&mut self, conn: ConnId, id: u64, sitter: Sitter) {
        let by = match sitter {
            Sitter::Player(c) => Some(c),
            _ => None,
        };
        self.log(HostLog::NotTheArbiter { by });
        let text = Text::of(&NetText::OnlyTheArbiter);
        self.reply_with(conn, id, Err((text, Some(ErrorCode::NotArbiter))));
    }

    /// The arbiter's action: applied by the referee, logged on the game's record (its
    /// log), and told to both players with its article.
    fn arbiter_act(&mut self, conn: ConnId, id: u64, action: ArbiterAction, now: Millis) {
        let Some(game) = &mut self.game else {
            return self.reply(conn, id, Err(waiting_for_opponent()));
        };
        let fallen = game.tick(now);
        if !fallen.is_empty() {
            self.changed(fallen, now);
        }
        let game = self.game.as_mut().expect("the game exists");
        let said = action.text();
        let logged = HostLog::Arbiter(action.clone());
        let resumes = action == ArbiterAction::Resume;
        match game.arbiter_act(action, now) {
            Ok(mut events) => {
                // Both players are told what the arbiter did, with its article.
                events.insert(0, Event::Warning { text: said });
                // The arbiter's resumption overrides the host's stop for an absence.
                if resumes {
                    self.paused_for_absence = false;
                }
                self.log(logged);
                self.reply(conn, id, Ok(()));
                self.changed(events, now);
            }
            Err(e) => self.reply(conn, id, Err(e.text())),
        }
    }

    fn act(&mut self, conn: ConnId, id: u64, by: Color, action: Action, now: Millis) {
        if action == Action::Undo {
            return self.takeback_and_reply(conn, id, by, TakebackAnswer::Request, now);
        }
        if action == Action::Resume && self.paused_for_absence {
            let absent = self.seats.absent();
            return self.reply(conn, id, Err(waiting_for(&absent)));
        }
        let Some(game) = &mut self.game else {
            return self.reply(conn, id, Err(waiting_for_opponent()));
        };
        // A flag that fell before the action is news even if the action is refused.
        let fallen = game.tick(now);
        if !fallen.is_empty() {
            self.changed(fallen, now);
        }
        let game = self.game.as_mut().expect("the game exists");
        let is_move = matches!(action, Action::Move { .. });
        match game.apply(by, action, now) {
            Ok(events) => {
                self.reply(conn, id, Ok(()));
                if is_move && self.takeback.take().is_some() {
                    self.log(HostLog::TakebackLapsed);
                }
                self.changed(events, now);
            }
            Err(e) => self.reply(conn, id, Err(e.text())),
        }
    }

    /// A take-back request or answer, and the reply to it — sent before the state
    /// that shows the request or its outcome, so that the client, which waits for
    /// the reply and then a state, hears at once.
    fn takeback_and_reply(
        &mut self,
        conn: ConnId,
        id: u64,
        by: Color,
        answer: TakebackAnswer,
        now: Millis,
    ) {
        let mark = self.out.len();
        let result = self.answer_takeback(by, answer, now);
        self.reply(conn, id, result);
        let reply = self.out.pop().expect("the reply was just queued");
        self.out.insert(mark, reply);
    }

    /// A take-back request or answer from `by` (casual games only, 5.7).
    fn answer_takeback(
        &mut self,
        by: Color,
        answer: TakebackAnswer,
        now: Millis,
    ) -> Result<(), Text> {
        let game = self.game.as_mut().ok_or_else(waiting_for_opponent)?;
        let pending = self.takeback;
        match answer {
            TakebackAnswer::Request if pending == Some(!by) => {
                self.answer_takeback(by, TakebackAnswer::Accept, now)
            }
            TakebackAnswer::Request => {
                if game.config().mode != chuhe_core::match_control::Mode::Casual {
                    return Err(MatchError::UndoNotAllowed {
                        mode: game.config().mode,
                    }
                    .text());
                }
                if !game.moves().iter().any(|m| m.by == by) {
                    return Err(MatchError::NothingToUndo.text());
                }
                self.takeback = Some(by);
                self.log(HostLog::TakebackAsked { by });
                self.broadcast(Vec::new(), now);
                Ok(())
            }
            TakebackAnswer::Accept | TakebackAnswer::Decline if pending != Some(!by) => {
                Err(Text::of(&NetText::NoTakebackAsked))
            }
            TakebackAnswer::Decline => {
                self.takeback = None;
                self.log(HostLog::TakebackDeclined { by });
                let text = Text::of(&NetText::TakebackDeclinedBy { by });
                self.broadcast(vec![Event::Warning { text }], now);
                Ok(())
            }
            TakebackAnswer::Accept => {
                let requester = !by;
                let plies = match game.moves().iter().rev().position(|m| m.by == requester) {
                    Some(i) => i + 1,
                    None => return Err(MatchError::NothingToUndo.text()),
                };
                let mut events = Vec::new();
                for _ in 0..plies {
                    events.extend(
                        game.apply(requester, Action::Undo, now)
                            .map_err(|e| e.text())?,
                    );
                }
                self.takeback = None;
                self.log(HostLog::TakebackAccepted { by, plies });
                self.changed(events, now);
                Ok(())
            }
        }
    }

    // ----- sending -----

    /// The game changed: save, tell everyone, log the moves.
    fn changed(&mut self, events: Vec<Event>, now: Millis) {
        for e in &events {
            match e {
                Event::Moved { by, ply, text, .. } => self.log(HostLog::Moved {
                    ply: ply + 1,
                    by: *by,
                    text: text.clone(),
                }),
                Event::GameOver { verdict } => self.log(HostLog::GameOver {
                    verdict: verdict.clone(),
                }),
                _ => {}
            }
        }
        self.out.push(Output::Save);
        self.broadcast(events, now);
    }

    fn reply(&mut self, conn: ConnId, id: u64, result: Result<(), Text>) {
        self.reply_with(conn, id, result.map_err(|t| (t, None)));
    }

    fn reply_with(&mut self, conn: ConnId, id: u64, result: Result<(), (Text, Option<ErrorCode>)>) {
        self.send(conn, &ServerMsg::Reply(reply(id, result)));
    }

    fn send(&mut self, conn: ConnId, msg: &ServerMsg) {
        self.out.push(Output::Send {
            conn,
            line: encode(msg).into(),
        });
    }

    /// Sends the state to everyone at the table: the whole game to a connection that
    /// has not had it yet, the new log entries to the others.
    fn broadcast(&mut self, events: Vec<Event>, now: Millis) {
        if self.conns.is_empty() {
            return;
        }
        let session = self.session();
        let line = |game: GameState, events: Vec<Event>| -> Arc<str> {
            let state = Snapshot {
                session: session.clone(),
                now,
                game,
                events,
            };
            encode(&ServerMsg::State(Box::new(state))).into()
        };
        let (whole, since) = match &self.game {
            None => {
                let waiting = GameState::Waiting {
                    config: Box::new(self.config.clone()),
                };
                (line(waiting, events), None)
            }
            Some(game) => {
                let log = game.log();
                let since = (self.fresh.len() < self.conns.len()).then(|| {
                    let state = GameState::Since {
                        from: self.log_sent,
                        log: log[self.log_sent.min(log.len())..].to_vec(),
                    };
                    line(state, events.clone())
                });
                self.log_sent = log.len();
                let whole = GameState::Full {
                    record: Box::new(game.record()),
                };
                (line(whole, events), since)
            }
        };
        for &conn in self.conns.keys() {
            let line = match &since {
                Some(since) if !self.fresh.contains(&conn) => since.clone(),
                _ => whole.clone(),
            };
            self.out.push(Output::Send { conn, line });
        }
        self.fresh.clear();
    }

    fn spectators(&self) -> usize {
        self.conns
            .values()
            .filter(|s| **s == Sitter::Spectator)
            .count()
    }

    /// Who is at the table.
    pub fn session(&self) -> SessionView {
        SessionView {
            game: self.settings.code.game().to_string(),
            join: self.settings.join.clone(),
            started: self.game.is_some(),
            seats: self.seats.views(),
            spectators: self.spectators() as u32,
            takeback: self.takeback,
            clock_on_disconnect: self.settings.clock_on_disconnect,
            paused_for_absence: self.paused_for_absence,
        }
    }

    fn log(&mut self, line: HostLog) {
        self.out.push(Output::Log(line));
    }
}

/// A refusal as a (fatal) error line.
pub fn error_line(why: &Refusal) -> Arc<str> {
    error_line_with(why.code(), true, why.text())
}

/// An error message as a line.
pub fn error_line_with(code: ErrorCode, fatal: bool, text: Text) -> Arc<str> {
    encode(&ServerMsg::Error(ErrorMsg::new(code, fatal, text))).into()
}

/// The reply to intent `id`.
pub fn reply(id: u64, result: Result<(), (Text, Option<ErrorCode>)>) -> Reply {
    match result {
        Ok(()) => Reply {
            id,
            ok: true,
            error: None,
            code: None,
        },
        Err((t, code)) => Reply {
            id,
            ok: false,
            error: Some(t),
            code,
        },
    }
}

fn the_arbiter_does_not_play() -> Text {
    Text::of(&NetText::ArbiterDoesNotPlay)
}

fn spectators_cannot_act() -> Text {
    Text::of(&NetText::SpectatorsCannotAct)
}

fn waiting_for_opponent() -> Text {
    Text::of(&NetText::NotStarted)
}

fn waiting_for(absent: &[Color]) -> Text {
    Text::of(&NetText::StoppedFor {
        who: absent.to_vec(),
    })
}
