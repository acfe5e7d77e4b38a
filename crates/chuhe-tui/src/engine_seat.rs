//! A computer opponent at the TUI's board (`--red engine[:LEVEL|:NAME]`,
//! `--black …`): the built-in engine at a level, or an external engine from
//! `config.toml`. It thinks on its own thread while the clock runs; its move arrives
//! as [`Event::Engine`] and is played through the referee like a player's, pressing
//! its own clock where the mode asks for presses. An external engine that fails is
//! reported in the status line and its side goes back to the keyboard: the game goes
//! on with nothing lost.
//!
//! The engine itself — time planned from the clock with the move overhead it
//! measures, the search, the level's choice, pondering — is
//! `engine_process::EnginePlayer`, the same piece that plays a hosted game's seat.
//!
//! Scoresheets (7.1): against an engine there is one player at the keyboard, so the
//! mode's own recording holds (each player writes every move in practice and
//! tournament games), not the hot-seat exception of one's own moves only. The engine
//! keeps its sheet correct and complete (the opponent's moves too, and the last move
//! of a game it did not make), and the player is asked for the engine's move as it
//! arrives: what is asked, shown on the sheet and counted on the result sheet agree.
//!
//! Pondering (`ponder = true` in `config.toml`, off by default): after its move the
//! built-in engine searches the position after the reply it expects, on the
//! player's time; when the player moves the ponder search stops, and on a hit the
//! real search starts from what it found. A ponder search never plays a move.

use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::mpsc::Sender;
use std::sync::{Arc, Mutex};
use std::thread::JoinHandle;
use std::time::{Duration, Instant};

use chuhe_core::lang::Render;
use chuhe_core::match_control::{MatchConfig, Recording};
use chuhe_core::notation::{Notation, Style, write_move};
use chuhe_core::rules::{Color, Move};
use chuhe_engine::external::ClockMaker;
use chuhe_engine::external::{EngineConfig, EngineError, EnginePlayer, Job, Thought};
use chuhe_engine::level::Level;

use super::app::{App, StatusKind};
use super::events::Event;
use super::options::EngineChoice;
use super::screens::game::{Focus, GameScreen, InputTarget};

/// What the thread hands back: the engine, and its move or why there is none.
type Done = (EnginePlayer, Result<Option<Thought>, EngineError>);

/// What a search at the board is for.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
enum Task {
    /// The engine's own move.
    Move,
    /// Thinking on the player's time about the position after `expected`.
    Ponder { expected: Move },
}

struct Thinking {
    side: Color,
    task: Task,
    /// Plies played when the search began: a result for another position is dropped.
    plies: usize,
    /// And the position's hash: a take-back and another move reach the same count.
    hash: u64,
    /// When the engine's turn began (the clock it is charged from).
    began: Instant,
    stop: Arc<AtomicBool>,
    done: Arc<Mutex<Option<Done>>>,
    thread: Option<JoinHandle<()>>,
}

/// The engines at the board, one per side at most.
#[derive(Default)]
pub struct EngineSeats {
    players: [Option<EnginePlayer>; 2],
    names: [Option<String>; 2],
    /// The built-in engine's level, per side.
    levels: [Option<Level>; 2],
    thinking: Option<Thinking>,
    wake: Option<Sender<Event>>,
    /// Set while the engine's own move is being played (the keyboard may not move
    /// for an engine's side).
    delivering: bool,
    /// Think on the player's time (config `ponder`).
    ponder: bool,
    /// The searches this board shares with others (a server's): a search waits for
    /// a slot, and nobody ponders.
    slots: Option<super::search_slots::SearchSlots>,
    /// The reply the engine that moved last expects, for its ponder search.
    expected: Option<(Color, Move)>,
    /// The last ponder search's expected move and whether the player played it.
    last_ponder: Option<(Move, bool)>,
}

impl std::fmt::Debug for EngineSeats {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("EngineSeats")
            .field("names", &self.names)
            .finish_non_exhaustive()
    }
}

impl EngineSeats {
    /// Starts the engines asked for. An external one is started at once, so that a
    /// wrong path is said before the game begins.
    pub fn start(
        red: Option<&EngineChoice>,
        black: Option<&EngineChoice>,
        engines: &std::collections::BTreeMap<String, EngineConfig>,
    ) -> Result<EngineSeats, EngineError> {
        let mut seats = EngineSeats::default();
        for (i, choice) in [red, black].into_iter().enumerate() {
            let Some(choice) = choice else { continue };
            let player = match choice {
                EngineChoice::Builtin(level) => {
                    seats.levels[i] = Some(*level);
                    EnginePlayer::builtin(*level, seed())
                }
                EngineChoice::Named(name) => {
                    let config = engines
                        .get(name)
                        .ok_or_else(|| EngineError::Unknown { name: name.clone() })?;
                    EnginePlayer::external(name, config)?
                }
            };
            seats.players[i] = Some(player);
            seats.names[i] = Some(choice.to_string());
        }
        Ok(seats)
    }

    /// Where the thread says it has finished.
    pub fn set_wake(&mut self, wake: Sender<Event>) {
        self.wake = Some(wake);
    }

    /// Pondering on or off (config `ponder`).
    pub fn set_ponder(&mut self, on: bool) {
        self.ponder = on && self.slots.is_none();
    }

    /// The engines search only in a slot of `slots`, shared with other boards; they
    /// do not ponder, which would hold a slot on the player's time.
    pub fn set_slots(&mut self, slots: super::search_slots::SearchSlots) {
        self.slots = Some(slots);
        self.ponder = false;
    }

    /// The built-in engines play from `book` while the position is in it (config
    /// `book`).
    pub fn set_book(&mut self, book: std::sync::Arc<chuhe_engine::book::Book>) {
        for slot in &mut self.players {
            if let Some(p) = slot.take() {
                *slot = Some(p.with_book(book.clone()));
            }
        }
    }

    /// The engines search on this clock (tests: simulated time, `engine::NodeClock`).
    pub fn set_search_clock(&mut self, clock: ClockMaker) {
        for slot in &mut self.players {
            if let Some(p) = slot.take() {
                *slot = Some(p.with_clock(clock.clone()));
            }
        }
    }

    /// Whether an engine plays `side`.
    pub fn plays(&self, side: Color) -> bool {
        self.names[side.index()].is_some()
    }

    /// The Elo estimate of the built-in engine playing `side`, if one does.
    pub fn elo_estimate(&self, side: Color) -> Option<u32> {
        let level = self.levels[side.index()].filter(|_| self.plays(side))?;
        level.elo_estimate()
    }

    /// Whether the keyboard may move for `side` now.
    pub fn keyboard_may_move(&self, side: Color) -> bool {
        self.delivering || !self.plays(side)
    }

    /// An engine is searching for its own move.
    pub fn is_thinking(&self) -> bool {
        self.thinking.as_ref().is_some_and(|t| t.task == Task::Move)
    }

    /// An engine is thinking on the player's time; the reply it expects.
    pub fn pondering(&self) -> Option<Move> {
        match self.thinking.as_ref()?.task {
            Task::Ponder { expected } => Some(expected),
            Task::Move => None,
        }
    }

    /// The last ponder search: the move it expected, and whether it was played.
    pub fn last_ponder(&self) -> Option<(Move, bool)> {
        self.last_ponder
    }

    /// The search for a move that has finished and waits to be played: how long it
    /// took by the engine's clock (tests on simulated time charge the game's clock
    /// with it before the move is played).
    pub fn finished_search(&self) -> Option<Duration> {
        let t = self.thinking.as_ref().filter(|t| t.task == Task::Move)?;
        let done = t.done.lock().ok()?;
        match done.as_ref()? {
            (_, Ok(Some(thought))) => thought.searched,
            _ => None,
        }
    }

    /// The loop's wake-up, for other searches at the board (the hint, the analysis).
    pub fn wake(&self) -> Option<Sender<Event>> {
        self.wake.clone()
    }

    /// Stops any search (a new game, quitting).
    pub fn stop(&mut self) {
        if let Some(t) = &self.thinking {
            t.stop.store(true, Ordering::Relaxed);
        }
    }

    /// Stops a ponder search and waits for the engine to come back (the search
    /// answers a stop within a few hundred nodes).
    fn end_ponder(&mut self, played: Option<Move>) {
        let Some(mut t) = self.thinking.take() else {
            return;
        };
        let Task::Ponder { expected } = t.task else {
            self.thinking = Some(t);
            return;
        };
        t.stop.store(true, Ordering::Relaxed);
        if let Some(handle) = t.thread.take() {
            let _ = handle.join();
        }
        if let Some((player, _)) = t.done.lock().ok().and_then(|mut s| s.take()) {
            self.players[t.side.index()] = Some(player);
        }
        self.last_ponder = Some((expected, played == Some(expected)));
    }
}

/// The recording a new game at the board keeps: against an engine the mode's own
/// (7.1: each player writes every move in practice and tournament games), since
/// one player sits at the keyboard; the hot-seat exception (one's own moves only,
/// `game::hot_seat_config`) is for two players sharing it.
pub fn recording_against_engines(mut config: MatchConfig, engines: bool) -> MatchConfig {
    if engines && config.recording == Recording::OwnMoves {
        config.recording = MatchConfig::new(config.mode).recording;
    }
    config
}

fn seed() -> u64 {
    std::time::SystemTime::now()
        .duration_since(std::time::UNIX_EPOCH)
        .map_or(1, |d| d.as_nanos() as u64)
}

fn spawn(
    seats: &mut EngineSeats,
    mut player: EnginePlayer,
    job: Job,
    task: Task,
    hash: u64,
    began: Instant,
) {
    let side = job.side;
    let stop = Arc::new(AtomicBool::new(false));
    let done: Arc<Mutex<Option<Done>>> = Arc::new(Mutex::new(None));
    let (flag, slot, wake) = (stop.clone(), done.clone(), seats.wake.clone());
    let slots = seats.slots.clone();
    let plies = job.moves.len();
    let spawned = std::thread::Builder::new()
        .name("chuhe-engine-seat".into())
        .spawn(move || {
            let mut job = job;
            // A shared slot first; the wait is the engine's own time.
            let waited = Instant::now();
            let held = slots.as_ref().map(|slots| slots.take(&flag));
            if let Some(clocks) = &mut job.clocks {
                let own = &mut clocks[job.side.index()];
                own.remaining = own.remaining.saturating_sub(waited.elapsed());
            }
            let result = match task {
                // Called off while waiting for a slot: no move, the engine handed back.
                _ if matches!(held, Some(None)) => Ok(None),
                Task::Move => player.think(&job, &flag),
                Task::Ponder { expected } => {
                    player.ponder(&job, expected, &flag);
                    Ok(None)
                }
            };
            drop(held);
            if let Ok(mut s) = slot.lock() {
                *s = Some((player, result));
            }
            if let Some(w) = wake {
                let _ = w.send(Event::Engine);
            }
        });
    match spawned {
        Ok(handle) => {
            seats.thinking = Some(Thinking {
                side,
                task,
                plies,
                hash,
                began,
                stop,
                done,
                thread: Some(handle),
            })
        }
        // No thread: the side goes back to the keyboard.
        Err(_) => seats.names[side.index()] = None,
    }
}

/// The engines' own scoresheets (7.1): every move their sheet still lacks, the
/// opponent's included, written as the referee wrote the move. Called after every
/// event, so that the sheet is complete before the engine moves and at the end.
fn keep_sheets(app: &mut GameScreen, now: Instant) {
    if !app.game.players_record() || app.game.remote_seat().is_some() {
        return;
    }
    for side in [Color::Red, Color::Black] {
        if !app.engines.plays(side) {
            continue;
        }
        for ply in app.game.view().sheets[side.index()].missing.clone() {
            if let Some(text) = app.game.plies().get(ply).map(|p| p.text.clone()) {
                let _ = app.game.record(side, ply, text, now);
            }
        }
    }
}

/// Starts a search when it is an engine's turn and none is running, and a ponder
/// search on the player's time where pondering is on. Called by the loop after
/// every event.
pub fn start_if_due(app: &mut App, now: Instant) {
    // The game screen at the bottom of the app (its fields are borrowed apart).
    let app: &mut GameScreen = &mut app.base;
    keep_sheets(app, now);
    let side = app.game.side_to_move();
    let hash = app.game.position().hash();
    let plies = app.game.plies().len();
    // A ponder search ends when the position it pondered from is gone.
    if let Some(t) = &app.engines.thinking
        && matches!(t.task, Task::Ponder { .. })
        && (t.plies != plies || t.hash != hash || app.game.is_over())
    {
        let played = (app.game.plies().len() == t.plies + 1)
            .then(|| app.game.last_move())
            .flatten();
        app.engines.end_ponder(played);
    }
    let seats = &mut app.engines;
    if seats.thinking.is_some() || app.game.is_over() || app.game.remote_seat().is_some() {
        return;
    }
    let job = |side| {
        Job::of(
            app.game.rules(),
            app.game.start_position(),
            app.game.moves().collect(),
            side,
            app.game.view(),
        )
    };
    if !seats.plays(side) {
        // The player's turn: ponder on the reply the engine expects, if it does.
        let Some((engine, expected)) = seats.expected.take() else {
            return;
        };
        if !seats.ponder || engine != !side {
            return;
        }
        let Some(player) = seats.players[engine.index()].take() else {
            return;
        };
        spawn(
            seats,
            player,
            job(engine),
            Task::Ponder { expected },
            hash,
            now,
        );
        return;
    }
    // In a game where moves are confirmed by a clock press, wait until the last press.
    if app.game.view().awaiting_press {
        return;
    }
    let Some(player) = seats.players[side.index()].take() else {
        return;
    };
    seats.expected = None;
    spawn(seats, player, job(side), Task::Move, hash, now);
}

/// The engine's move has arrived (or its failure): play it, or report and hand the
/// side back to the keyboard. Returns whether the screen changed.
pub fn on_engine_event(app: &mut App, now: Instant) -> bool {
    let done = on_engine_event_at(&mut app.base, now);
    if done {
        start_if_due(app, now);
    }
    done
}

fn on_engine_event_at(app: &mut GameScreen, now: Instant) -> bool {
    let Some(t) = app.engines.thinking.as_ref() else {
        return false;
    };
    let finished = t.done.lock().ok().and_then(|mut s| s.take());
    let Some((player, result)) = finished else {
        return false;
    };
    let Some(t) = app.engines.thinking.take() else {
        return false;
    };
    let side = t.side;
    app.engines.players[side.index()] = Some(player);
    if let Task::Ponder { expected } = t.task {
        // The ponder search ended by itself (the deepest depth): nothing to play.
        app.engines.last_ponder = Some((expected, false));
        return false;
    }
    let current = app.game.plies().len() == t.plies
        && app.game.position().hash() == t.hash
        && !app.game.is_over();
    match result {
        Ok(Some(thought)) if current && app.game.side_to_move() == side => {
            let m = thought.mv;
            let entry = app.game.players_record().then(|| {
                let pos = app.game.position().clone();
                write_move(&pos, m, &Style::of(Notation::Chinese))
            });
            app.engines.delivering = true;
            app.play(m, entry, now);
            app.engines.delivering = false;
            if app.game.explicit_press() && !app.game.is_over() {
                let _ = app.game.press_clock(now);
            }
            if let Some(p) = app.engines.players[side.index()].as_mut() {
                p.charged(now.saturating_duration_since(t.began), thought.searched);
            }
            app.engines.expected = thought.expected.map(|r| (side, r));
            ask_for_the_engines_move(app, side);
        }
        Ok(_) => {
            // The position changed under it (a take-back), or it has no move.
        }
        Err(e) => {
            let lang = app.lang();
            app.engines.players[side.index()] = None;
            app.engines.names[side.index()] = None;
            app.set_status(StatusKind::Error, e.render(lang));
        }
    }
    true
}

/// 7.1: where each player writes every move, the player at the keyboard is asked
/// for the engine's move as it arrives (as at a networked game).
fn ask_for_the_engines_move(app: &mut GameScreen, engine: Color) {
    let player = !engine;
    if app.game.config().recording != Recording::AllMoves
        || app.engines.plays(player)
        || app.game.is_over()
        || app.target != InputTarget::Move
        || !app.input.is_empty()
    {
        return;
    }
    let Some(ply) = app.game.plies().len().checked_sub(1) else {
        return;
    };
    if app.game.view().sheets[player.index()]
        .missing
        .contains(&ply)
    {
        app.target = InputTarget::Record { owner: player, ply };
        app.focus = Focus::Input;
    }
}

/// A take-back (casual games, 5.7): against an engine, the engine's reply and the
/// player's move both go, so that it is the player's move again (one take-back
/// alone would hand the move to the engine, which would play at once). An engine
/// still thinking is stopped; its answer, for a position gone, is dropped.
pub fn take_back(
    app: &mut GameScreen,
    now: Instant,
) -> Result<Vec<chuhe_core::match_control::Event>, chuhe_core::match_control::MatchError> {
    let mut events = app.game.undo(now)?;
    app.engines.stop();
    app.engines.expected = None;
    let side = app.game.side_to_move();
    let both = app.engines.plays(Color::Red) && app.engines.plays(Color::Black);
    if app.engines.plays(side)
        && !both
        && let Ok(more) = app.game.undo(now)
    {
        events.extend(more);
    }
    Ok(events)
}
