//! A computer opponent at the TUI's board (`--red engine[:LEVEL|:NAME]`,
//! `--black …`): the built-in engine at a level, or an external engine from
//! `config.toml`. It thinks on its own thread while the clock runs; its move arrives
//! as [`Event::Engine`] and is played through the referee like a player's, pressing
//! its own clock where the mode asks for presses and writing its own scoresheet entry
//! in practice mode. An external engine that fails is reported in the status line and
//! its side goes back to the keyboard: the game goes on with nothing lost.

use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::mpsc::Sender;
use std::sync::{Arc, Mutex};
use std::time::{Duration, Instant};

use crate::adjudication::RuleSet;
use crate::engine::level::{Level, Random};
use crate::engine::time::{ClockState, budget};
use crate::engine::{Game as EngineGame, Limits, Searcher, WallClock};
use crate::engine_process::{EngineConfig, EngineError, EngineProcess, Request, Think, Timeouts};
use crate::lang::Render;
use crate::match_control::MatchView;
use crate::notation::{Notation, Style, write_move};
use crate::rules::{Color, Move, Position};

use super::app::{App, StatusKind};
use super::events::Event;
use super::options::EngineChoice;
use super::screens::game::GameScreen;

/// The built-in engine's table size at the board.
const HASH_MB: usize = 32;
/// An untimed game gives each engine move this long.
const UNTIMED_MOVE: Duration = Duration::from_secs(2);

/// What plays a side.
enum Brain {
    Builtin {
        searcher: Box<Searcher>,
        level: Level,
        random: Random,
    },
    External(Box<EngineProcess>),
}

/// What the thread hands back: the brain, and the move or why there is none.
type Done = (Brain, Result<Option<Move>, EngineError>);

struct Thinking {
    side: Color,
    /// Plies played when the search began: a result for another position is dropped.
    plies: usize,
    /// And the position's hash: a take-back and another move reach the same count.
    hash: u64,
    stop: Arc<AtomicBool>,
    done: Arc<Mutex<Option<Done>>>,
}

/// The engines at the board, one per side at most.
#[derive(Default)]
pub struct EngineSeats {
    brains: [Option<Brain>; 2],
    names: [Option<String>; 2],
    thinking: Option<Thinking>,
    wake: Option<Sender<Event>>,
    /// Set while the engine's own move is being played (the keyboard may not move
    /// for an engine's side).
    delivering: bool,
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
            let brain = match choice {
                EngineChoice::Builtin(level) => Brain::Builtin {
                    searcher: Box::new(Searcher::new(HASH_MB)),
                    level: *level,
                    random: Random::new(seed()),
                },
                EngineChoice::Named(name) => {
                    let config = engines
                        .get(name)
                        .ok_or_else(|| EngineError::Unknown { name: name.clone() })?;
                    Brain::External(Box::new(EngineProcess::start(
                        name,
                        config,
                        Timeouts::default(),
                    )?))
                }
            };
            seats.brains[i] = Some(brain);
            seats.names[i] = Some(choice.to_string());
        }
        Ok(seats)
    }

    /// Where the thread says it has finished.
    pub fn set_wake(&mut self, wake: Sender<Event>) {
        self.wake = Some(wake);
    }

    /// Whether an engine plays `side`.
    pub fn plays(&self, side: Color) -> bool {
        self.names[side.index()].is_some()
    }

    /// Whether the keyboard may move for `side` now.
    pub fn keyboard_may_move(&self, side: Color) -> bool {
        self.delivering || !self.plays(side)
    }

    pub fn is_thinking(&self) -> bool {
        self.thinking.is_some()
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
}

fn seed() -> u64 {
    std::time::SystemTime::now()
        .duration_since(std::time::UNIX_EPOCH)
        .map_or(1, |d| d.as_nanos() as u64)
}

/// What to think about, copied out of the game for the thread.
struct Job {
    rules: RuleSet,
    start: Position,
    moves: Vec<Move>,
    side: Color,
    clocks: Option<[ClockState; 2]>,
}

impl Brain {
    fn think(&mut self, job: &Job, stop: &Arc<AtomicBool>) -> Result<Option<Move>, EngineError> {
        match self {
            Brain::Builtin {
                searcher,
                level,
                random,
            } => {
                let Ok(game) = EngineGame::with_moves(job.rules, &job.start, &job.moves) else {
                    return Ok(None);
                };
                let limits = match job.clocks {
                    Some(c) => Limits::within(budget(c[job.side.index()])),
                    None => Limits::movetime(UNTIMED_MOVE),
                };
                let limits = level.restrict(limits);
                let outcome = searcher.search(
                    &game,
                    &limits,
                    level.params().multipv,
                    stop.clone(),
                    Box::new(WallClock::start()),
                    &mut |_| {},
                );
                Ok(level.choose(&outcome, random.next_u64()).or(outcome.best))
            }
            Brain::External(engine) => {
                let think = match job.clocks {
                    Some([red, black]) => Think::Clock {
                        red: red.remaining,
                        black: black.remaining,
                        red_increment: red.increment,
                        black_increment: black.increment,
                        moves_to_go: job.clocks.and_then(|c| c[job.side.index()].moves_to_go),
                    },
                    None => Think::MoveTime(UNTIMED_MOVE),
                };
                let req = Request {
                    rules: job.rules,
                    start: &job.start,
                    moves: &job.moves,
                    think,
                };
                engine.think(&req, stop, &mut |_| {}).map(|a| a.best)
            }
        }
    }
}

/// The clocks as the engine's time management reads them; `None` untimed.
fn clocks(view: &MatchView) -> Option<[ClockState; 2]> {
    if view.time_control.is_untimed() {
        return None;
    }
    let state = |i: usize| ClockState {
        remaining: view.clocks[i].remaining,
        moves_to_go: view.clocks[i].moves_owed,
        increment: view.time_control.increment(),
        delay: view.time_control.delay(),
    };
    Some([state(0), state(1)])
}

/// Starts a search when it is an engine's turn and none is running. Called by the
/// loop after every event.
pub fn start_if_due(app: &mut App, _now: Instant) {
    // The game screen at the bottom of the app (its fields are borrowed apart).
    let app: &mut GameScreen = &mut app.base;
    let seats = &mut app.engines;
    if seats.thinking.is_some() || app.game.is_over() || app.game.remote_seat().is_some() {
        return;
    }
    let side = app.game.side_to_move();
    // In a game where moves are confirmed by a clock press, wait until the last press.
    if app.game.view().awaiting_press {
        return;
    }
    let Some(mut brain) = seats.brains[side.index()].take() else {
        return;
    };
    let job = Job {
        rules: app.game.rules(),
        start: app.game.start_position().clone(),
        moves: app.game.moves().collect(),
        side,
        clocks: clocks(app.game.view()),
    };
    let stop = Arc::new(AtomicBool::new(false));
    let done: Arc<Mutex<Option<Done>>> = Arc::new(Mutex::new(None));
    let (flag, slot, wake) = (stop.clone(), done.clone(), seats.wake.clone());
    let plies = job.moves.len();
    let hash = app.game.position().hash();
    let spawned = std::thread::Builder::new()
        .name("chuhe-engine-seat".into())
        .spawn(move || {
            let result = brain.think(&job, &flag);
            if let Ok(mut s) = slot.lock() {
                *s = Some((brain, result));
            }
            if let Some(w) = wake {
                let _ = w.send(Event::Engine);
            }
        });
    if spawned.is_ok() {
        seats.thinking = Some(Thinking {
            side,
            plies,
            hash,
            stop,
            done,
        });
    } else {
        // No thread: the side goes back to the keyboard.
        seats.names[side.index()] = None;
    }
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
    let Some((brain, result)) = finished else {
        return false;
    };
    let Some(t) = app.engines.thinking.take() else {
        return false;
    };
    let side = t.side;
    let current = app.game.plies().len() == t.plies
        && app.game.position().hash() == t.hash
        && !app.game.is_over();
    match result {
        Ok(Some(m)) if current && app.game.side_to_move() == side => {
            app.engines.brains[side.index()] = Some(brain);
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
        }
        Ok(_) => {
            // The position changed under it (a take-back), or it has no move.
            app.engines.brains[side.index()] = Some(brain);
        }
        Err(e) => {
            let lang = app.lang();
            app.engines.names[side.index()] = None;
            app.set_status(StatusKind::Error, e.render(lang));
        }
    }
    true
}

// — engine —
/// A take-back (casual games, 5.7): against an engine, the engine's reply and the
/// player's move both go, so that it is the player's move again (one take-back
/// alone would hand the move to the engine, which would play at once). An engine
/// still thinking is stopped; its answer, for a position gone, is dropped.
pub fn take_back(
    app: &mut GameScreen,
    now: Instant,
) -> Result<Vec<crate::match_control::Event>, crate::match_control::MatchError> {
    let mut events = app.game.undo(now)?;
    app.engines.stop();
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
