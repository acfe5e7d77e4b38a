//! An engine at a seat of a hosted game (`chuhe host --black engine:6`, `--red
//! engine:NAME`): a lone player on a shared server has an opponent.
//!
//! The engine sits down as a player does: it connects to the host (in the host's
//! process, through the same protocol and the same [`RemoteSeat`] the TUI's players
//! use), keeps a replica of the referee, and sends its moves as intents. The host's
//! referee judges them as anyone's, so the engine obeys the clock and the rule set:
//! its time is planned from the clock the host shows (with the move overhead it
//! measures, `engine::time`), at the root it asks the adjudication module which moves
//! the rule set forbids (`engine::search::root`), it presses its own clock where the
//! mode asks for presses (6), and keeps its own scoresheet where players record (7.1:
//! the opponent's moves as well as its own). It grants take-backs (the host asks only where the mode allows them), and it
//! leaves once the game is over.

use std::collections::BTreeMap;
use std::sync::Arc;
use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::mpsc;
use std::thread::JoinHandle;
use std::time::{Duration, Instant};

use anyhow::{Context as _, anyhow};

use crate::engine::level::{Level, Random};
use crate::engine::time::{ClockState, OverheadMeter, budget_with};
use crate::engine::{Game as EngineGame, Limits, Searcher, WallClock};
use crate::engine_process::{EngineConfig, EngineProcess, Request, Think, Timeouts};
use crate::match_control::{Action, Match, MatchView, Recording};
use crate::net::seat::Notice;
use crate::net::{Host, LinkConfig, RemoteSeat, Role, TakebackAnswer, Token};
use crate::notation::{Notation, Style, write_move};
use crate::rules::{Color, Move};
use crate::tui::options::EngineChoice;

/// The built-in engine's table size at a hosted game.
const HASH_MB: usize = 32;
/// An untimed game gives each engine move this long.
const UNTIMED_MOVE: Duration = Duration::from_secs(2);
/// How often the seat looks at the table when nothing arrives.
const IDLE_POLL: Duration = Duration::from_millis(500);

/// What plays the seat.
enum Brain {
    Builtin {
        searcher: Box<Searcher>,
        level: Level,
        random: Random,
        meter: OverheadMeter,
    },
    External(Box<EngineProcess>),
}

/// An engine playing one seat, on its own thread.
/// The seat leaves when the game is over or the host is gone, or when this is dropped.
pub struct EngineSeat {
    stop: Arc<AtomicBool>,
    _thread: JoinHandle<anyhow::Result<()>>,
}

impl EngineSeat {
    /// Sits `choice` down at `side` of `host`'s game. `token`: the seat's token when
    /// the game is resumed from a save. An external engine is started here, so that a
    /// wrong name or path is said before anyone joins.
    pub fn start(
        host: &Host,
        side: Color,
        choice: &EngineChoice,
        engines: &BTreeMap<String, EngineConfig>,
        token: Option<Token>,
        log: impl Fn(&str) + Send + 'static,
    ) -> anyhow::Result<EngineSeat> {
        let brain = match choice {
            EngineChoice::Builtin(level) => Brain::Builtin {
                searcher: Box::new(Searcher::new(HASH_MB)),
                level: *level,
                random: Random::new(seed()),
                meter: OverheadMeter::new(crate::engine::time::DEFAULT_OVERHEAD),
            },
            EngineChoice::Named(name) => {
                let config = engines.get(name).ok_or_else(|| {
                    crate::engine_process::EngineError::Unknown { name: name.clone() }
                })?;
                Brain::External(Box::new(EngineProcess::start(
                    name,
                    config,
                    Timeouts::default(),
                )?))
            }
        };
        let mut config = LinkConfig::new(host.endpoint().clone(), host.code().clone(), Role::Play);
        config.seat = Some(side);
        config.token = token;
        config.name = choice.to_string();
        let stream = host
            .connect_local()
            .context("the engine's seat: connecting to the host")?;
        let (tx, rx) = mpsc::channel::<()>();
        let seat = RemoteSeat::over(stream, config, move || {
            let _ = tx.send(());
        })
        .map_err(|e| anyhow!("the engine's seat: {e}"))?;
        let stop = Arc::new(AtomicBool::new(false));
        let flag = Arc::clone(&stop);
        let handle = std::thread::Builder::new()
            .name("chuhe-net-engine".into())
            .spawn(move || play(seat, side, brain, &rx, &flag, &log))
            .context("the engine's seat: its thread")?;
        Ok(EngineSeat {
            stop,
            _thread: handle,
        })
    }
}

impl Drop for EngineSeat {
    fn drop(&mut self) {
        self.stop.store(true, Ordering::Relaxed);
    }
}

fn seed() -> u64 {
    std::time::SystemTime::now()
        .duration_since(std::time::UNIX_EPOCH)
        .map_or(1, |d| d.as_nanos() as u64)
}

/// The engine's choice a saved name stands for ("chuhe engine:6", "engine:fairy"):
/// a resumed game's engine sits down again.
pub fn choice_of_name(name: &str) -> Option<EngineChoice> {
    let name = name.strip_prefix("chuhe ").unwrap_or(name);
    EngineChoice::parse(name).and_then(Result::ok)
}

/// The seat's loop: take in what the host sent, move when it is the engine's turn.
fn play(
    mut seat: RemoteSeat,
    side: Color,
    mut brain: Brain,
    wake: &mpsc::Receiver<()>,
    stop: &AtomicBool,
    log: &dyn Fn(&str),
) -> anyhow::Result<()> {
    let mut m = seat
        .replica()
        .map_err(|e| anyhow!("the engine's seat: {e}"))?;
    while !stop.load(Ordering::Relaxed) {
        seat.sync(&mut m);
        for n in seat.notices() {
            if let Notice::Closed(t) = n {
                log(&format!("engine ({side:?}) leaves: {}", t.en));
                return Ok(());
            }
        }
        if m.is_over() {
            log(&format!("engine ({side:?}) leaves: the game is over"));
            return Ok(());
        }
        if seat.takeback_asked_by() == Some(!side) {
            if let Err(e) = seat.takeback(&mut m, TakebackAnswer::Accept) {
                log(&format!("engine ({side:?}): take-back: {e}"));
            }
            continue;
        }
        if !seat.session().started || m.clock_holder() != side {
            let _ = wake.recv_timeout(IDLE_POLL);
            continue;
        }
        if m.awaiting_press() {
            // Our move is on the board and the clock waits for our press (6).
            act(&mut seat, &mut m, Action::PressClock, side, log);
            continue;
        }
        let began = Instant::now();
        let view = seat.view_at(&m, seat.host_time(began));
        if view.paused {
            // The arbiter's pause or an absent player's: the clock waits, so do we.
            let _ = wake.recv_timeout(IDLE_POLL);
            continue;
        }
        if m.config().recording != Recording::Automatic {
            // Each player writes every move, the opponent's too (7.1): the rows still
            // missing before ours.
            for ply in view.sheets[side.index()].missing.clone() {
                if let Some(text) = m.moves().get(ply).map(|p| p.text.clone()) {
                    act(&mut seat, &mut m, Action::Record { ply, text }, side, log);
                }
            }
        }
        let (mv, searched) = match think(&mut brain, &m, &view, side) {
            Ok(Some(found)) => found,
            Ok(None) => {
                // No move: mated or stalemated, the referee ends the game.
                let _ = wake.recv_timeout(IDLE_POLL);
                continue;
            }
            Err(e) => {
                log(&format!("engine ({side:?}) leaves: {e}"));
                return Err(anyhow!("the engine's seat: {e}"));
            }
        };
        let entry = (m.config().recording != Recording::Automatic)
            .then(|| write_move(m.position(), mv, &Style::of(Notation::Chinese)));
        let moved = act(&mut seat, &mut m, Action::Move { mv, entry }, side, log);
        if moved && !m.config().auto_press_clock && !m.is_over() {
            act(&mut seat, &mut m, Action::PressClock, side, log);
        }
        if let (Brain::Builtin { meter, .. }, Some(searched)) = (&mut brain, searched) {
            meter.record(began.elapsed(), searched);
        }
    }
    Ok(())
}

/// Sends one action; a refusal is logged (the host's referee has the last word).
fn act(seat: &mut RemoteSeat, m: &mut Match, a: Action, side: Color, log: &dyn Fn(&str)) -> bool {
    match seat.act(m, a) {
        Ok(_) => true,
        Err(e) => {
            log(&format!("engine ({side:?}): the host refused: {e}"));
            false
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

/// The engine's move in the replica's position, and how long the search itself took
/// (built-in engine only: the rest of the time the clock charged is overhead).
fn think(
    brain: &mut Brain,
    m: &Match,
    view: &MatchView,
    side: Color,
) -> Result<Option<(Move, Option<Duration>)>, crate::engine_process::EngineError> {
    let rules = m.config().rules;
    let start = &m.config().start;
    let moves: Vec<Move> = m.moves().iter().map(|p| p.mv).collect();
    let clocks = clocks(view);
    match brain {
        Brain::Builtin {
            searcher,
            level,
            random,
            meter,
        } => {
            let Ok(game) = EngineGame::with_moves(rules, start, &moves) else {
                return Ok(None);
            };
            let limits = match clocks {
                Some(c) => Limits::within(budget_with(c[side.index()], meter.overhead())),
                None => Limits::movetime(UNTIMED_MOVE),
            };
            let limits = level.restrict(limits);
            let outcome = searcher.search(
                &game,
                &limits,
                level.params().multipv,
                Arc::new(AtomicBool::new(false)),
                Box::new(WallClock::start()),
                &mut |_| {},
            );
            let mv = level.choose(&outcome, random.next_u64()).or(outcome.best);
            Ok(mv.map(|mv| (mv, Some(outcome.elapsed))))
        }
        Brain::External(engine) => {
            let think = match clocks {
                Some([red, black]) => Think::Clock {
                    red: red.remaining,
                    black: black.remaining,
                    red_increment: red.increment,
                    black_increment: black.increment,
                    moves_to_go: clocks.and_then(|c| c[side.index()].moves_to_go),
                },
                None => Think::MoveTime(UNTIMED_MOVE),
            };
            let req = Request {
                rules,
                start,
                moves: &moves,
                think,
            };
            let answer = engine.think(&req, &AtomicBool::new(false), &mut |_| {})?;
            Ok(answer.best.map(|mv| (mv, None)))
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The names a hosted game saves for its engines ("chuhe engine:6", as the
    /// scoresheet shows them) bring the same engine back.
    #[test]
    fn a_saved_engine_name_names_the_engine_again() {
        for text in ["engine:6", "engine", "engine:fairy"] {
            let choice = EngineChoice::parse(text).unwrap().unwrap();
            assert_eq!(choice_of_name(&choice.to_string()), Some(choice));
        }
        assert_eq!(choice_of_name("alice"), None);
        assert_eq!(choice_of_name("chuhe"), None);
    }
}
