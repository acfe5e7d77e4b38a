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
//! leaves once the game is over. The built-in engine plays its openings from the
//! book of `chuhe host --book` while the game's position is in it.

use std::collections::BTreeMap;
use std::sync::Arc;
use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::mpsc;
use std::thread::JoinHandle;
use std::time::{Duration, Instant};

use anyhow::{Context as _, anyhow};

use chuhe_core::lang::Render as _;
use chuhe_core::match_control::{Action, Match, Recording, Text};
use chuhe_core::notation::{Notation, Style, write_move};
use chuhe_core::rules::{Color, Move};
use chuhe_engine::book::Book;
use chuhe_engine::external::{EngineConfig, EnginePlayer, Job};
use chuhe_net::catalogue::HostLog;
use chuhe_net::catalogue::NetErrorText;
use chuhe_net::seat::Notice;
use chuhe_net::{Host, LinkConfig, RemoteSeat, Role, TakebackAnswer, Token};
use chuhe_tui::options::EngineChoice;

use super::interface_lang::current;

/// How often the seat looks at the table when nothing arrives.
const IDLE_POLL: Duration = Duration::from_millis(500);

/// An engine playing one seat, on its own thread.
/// The seat leaves when the game is over or the host is gone, or when this is dropped.
pub struct EngineSeat {
    stop: Arc<AtomicBool>,
    _thread: JoinHandle<anyhow::Result<()>>,
}

impl EngineSeat {
    /// Sits `choice` down at `side` of `host`'s game. `token`: the seat's token when
    /// the game is resumed from a save. An external engine is started here, so that a
    /// wrong name or path is said before anyone joins. The built-in engine plays from
    /// `book` while the position is in it (an external engine keeps its own).
    pub fn start(
        host: &Host,
        side: Color,
        choice: &EngineChoice,
        engines: &BTreeMap<String, EngineConfig>,
        book: Option<&Arc<Book>>,
        token: Option<Token>,
        log: impl Fn(&HostLog) + Send + 'static,
    ) -> anyhow::Result<EngineSeat> {
        let brain = match choice {
            EngineChoice::Builtin(level) => {
                let player = EnginePlayer::builtin(*level, seed());
                match book {
                    Some(b) => player.with_book(Arc::clone(b)),
                    None => player,
                }
            }
            EngineChoice::Named(name) => {
                let config = engines.get(name).ok_or_else(|| {
                    chuhe_engine::external::EngineError::Unknown { name: name.clone() }
                })?;
                EnginePlayer::external(name, config)?
            }
        };
        let mut config = LinkConfig::new(host.endpoint().clone(), host.code().clone(), Role::Play);
        config.seat = Some(side);
        config.token = token;
        config.name = choice.to_string();
        let stream = host
            .connect_local()
            .with_context(|| NetErrorText::EngineSeatConnect.render(current()))?;
        let (tx, rx) = mpsc::channel::<()>();
        let seat = RemoteSeat::over(stream, config, move || {
            let _ = tx.send(());
        })
        .map_err(|e| engine_seat_error(&e))?;
        let stop = Arc::new(AtomicBool::new(false));
        let flag = Arc::clone(&stop);
        let handle = std::thread::Builder::new()
            .name("chuhe-net-engine".into())
            .spawn(move || play(seat, side, brain, &rx, &flag, &log))
            .with_context(|| NetErrorText::EngineSeatThread.render(current()))?;
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

/// The engine's seat's error, with the lower error's own words.
fn engine_seat_error(e: &impl std::fmt::Display) -> anyhow::Error {
    anyhow!(NetErrorText::EngineSeat { why: e.to_string() }.render(current()))
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
    mut brain: EnginePlayer,
    wake: &mpsc::Receiver<()>,
    stop: &AtomicBool,
    log: &dyn Fn(&HostLog),
) -> anyhow::Result<()> {
    let mut m = seat.replica().map_err(|e| engine_seat_error(&e))?;
    while !stop.load(Ordering::Relaxed) {
        seat.sync(&mut m);
        for n in seat.notices() {
            if let Notice::Closed(t) = n {
                log(&HostLog::EngineLeaves { side, why: t });
                return Ok(());
            }
        }
        if m.is_over() {
            log(&HostLog::EngineDone { side });
            return Ok(());
        }
        if seat.takeback_asked_by() == Some(!side) {
            if let Err(e) = seat.takeback(&mut m, TakebackAnswer::Accept) {
                log(&HostLog::EngineTakebackFailed {
                    side,
                    why: e.text(),
                });
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
        let job = Job::of(
            m.config().rules,
            &m.config().start,
            m.moves().iter().map(|p| p.mv).collect::<Vec<Move>>(),
            side,
            &view,
        );
        let thought = match brain.think(&job, &Arc::new(AtomicBool::new(false))) {
            Ok(Some(found)) => found,
            Ok(None) => {
                // No move: mated or stalemated, the referee ends the game.
                let _ = wake.recv_timeout(IDLE_POLL);
                continue;
            }
            Err(e) => {
                log(&HostLog::EngineLeaves {
                    side,
                    why: Text::of(&e),
                });
                return Err(engine_seat_error(&e));
            }
        };
        let mv = thought.mv;
        let entry = (m.config().recording != Recording::Automatic)
            .then(|| write_move(m.position(), mv, &Style::of(Notation::Chinese)));
        let moved = act(&mut seat, &mut m, Action::Move { mv, entry }, side, log);
        if moved && !m.config().auto_press_clock && !m.is_over() {
            act(&mut seat, &mut m, Action::PressClock, side, log);
        }
        brain.charged(began.elapsed(), thought.searched);
    }
    Ok(())
}

/// Sends one action; a refusal is logged (the host's referee has the last word).
fn act(
    seat: &mut RemoteSeat,
    m: &mut Match,
    a: Action,
    side: Color,
    log: &dyn Fn(&HostLog),
) -> bool {
    match seat.act(m, a) {
        Ok(_) => true,
        Err(e) => {
            log(&HostLog::EngineRefused {
                side,
                why: e.text(),
            });
            false
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
