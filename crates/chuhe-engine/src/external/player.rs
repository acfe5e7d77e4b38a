//! An engine playing one side of a game: the built-in engine at a level, or an
//! external engine. One piece for every seat an engine takes — the TUI's board
//! (`tui::engine_seat`) and a hosted game (`chuhe host --black engine:6`) — so that
//! both plan their time, search and choose their move the same way.
//!
//! Time: the built-in engine plans each move from the clock the game shows
//! (`engine::time::budget_with`) with the move overhead it has measured itself
//! ([`OverheadMeter`]: what the clock charged beyond the search, fed back by the seat
//! after each move through [`EnginePlayer::charged`]). An external engine gets the
//! clocks (`go wtime … btime …`) and plans for itself.
//!
//! The book (built-in engine only, [`EnginePlayer::with_book`]): while the game's
//! position is in it, the move is drawn from the book (`engine::book::choose`) and
//! played at once.
//!
//! Pondering (built-in engine only): [`EnginePlayer::ponder`] searches the position
//! after the opponent's expected reply, without a time limit, until stopped; what it
//! finds stays in the transposition table, so that on a hit the real search that
//! follows starts where the ponder search got to. A ponder search never yields a move
//! to play: it only warms the table.

use std::sync::Arc;
use std::sync::atomic::AtomicBool;
use std::time::Duration;

use super::{EngineConfig, EngineError, EngineProcess, Request, Think, Timeouts};
use crate::book::Book;
use crate::level::{Level, Random};
use crate::time::{ClockState, DEFAULT_OVERHEAD, OverheadMeter, budget_with};
use crate::{GameHistory, Limits, SearchClock, Searcher, WallClock};
use chuhe_core::adjudication::RuleSet;
use chuhe_core::match_control::MatchView;
use chuhe_core::rules::{Color, Move, Position};

/// The built-in engine's table size at a seat.
pub const HASH_MB: usize = 32;
/// An untimed game gives each engine move this long.
pub const UNTIMED_MOVE: Duration = Duration::from_secs(2);

/// Makes the clock each search reads: the machine's by default, a simulated one in
/// tests (`engine::NodeClock`).
pub type ClockMaker = Arc<dyn Fn() -> Box<dyn SearchClock> + Send + Sync>;

/// The machine's clock, for every search.
pub fn wall_clock() -> ClockMaker {
    Arc::new(|| Box::new(WallClock::start()))
}

enum Brain {
    Builtin {
        searcher: Box<Searcher>,
        level: Level,
        random: Random,
        meter: OverheadMeter,
        /// The opening book it plays from while the position is in it.
        book: Option<Arc<Book>>,
    },
    External(Box<EngineProcess>),
}

/// What to think about: the game so far and the clocks (`None`: untimed).
#[derive(Clone, Debug)]
pub struct Job {
    pub rules: RuleSet,
    pub start: Position,
    pub moves: Vec<Move>,
    /// The side the engine plays (to move in the position).
    pub side: Color,
    pub clocks: Option<[ClockState; 2]>,
}

impl Job {
    /// The game as the referee's view shows it, for `side`.
    pub fn of(
        rules: RuleSet,
        start: &Position,
        moves: Vec<Move>,
        side: Color,
        view: &MatchView,
    ) -> Job {
        Job {
            rules,
            start: start.clone(),
            moves,
            side,
            clocks: clocks(view),
        }
    }
}

/// The engine's move and what it expects in reply.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub struct Thought {
    pub mv: Move,
    /// How long the search itself took (built-in engine only: the rest of the time
    /// the clock charges is overhead).
    pub searched: Option<Duration>,
    /// The opponent's reply the principal variation expects (built-in engine only),
    /// what a ponder search would think about.
    pub expected: Option<Move>,
}

/// An engine at a seat.
pub struct EnginePlayer {
    brain: Brain,
    clock: ClockMaker,
}

impl EnginePlayer {
    /// The built-in engine at `level`; `seed` drives the level's controlled randomness.
    pub fn builtin(level: Level, seed: u64) -> EnginePlayer {
        EnginePlayer {
            brain: Brain::Builtin {
                searcher: Box::new(Searcher::new(HASH_MB)),
                level,
                random: Random::new(seed),
                meter: OverheadMeter::new(DEFAULT_OVERHEAD),
                book: None,
            },
            clock: wall_clock(),
        }
    }

    /// Starts the external engine `name` as `config` describes it (a wrong path or
    /// a failed handshake is said here, before the game).
    pub fn external(name: &str, config: &EngineConfig) -> Result<EnginePlayer, EngineError> {
        let process = EngineProcess::start(name, config, Timeouts::default())?;
        Ok(EnginePlayer {
            brain: Brain::External(Box::new(process)),
            clock: wall_clock(),
        })
    }

    /// Searches on this clock instead of the machine's (tests: simulated time).
    pub fn with_clock(mut self, clock: ClockMaker) -> EnginePlayer {
        self.clock = clock;
        self
    }

    /// The built-in engine plays from `book` while the position is in it (an external
    /// engine keeps its own book, if any).
    pub fn with_book(mut self, book: Arc<Book>) -> EnginePlayer {
        if let Brain::Builtin { book: mine, .. } = &mut self.brain {
            *mine = Some(book);
        }
        self
    }

    /// Whether this is the built-in engine (the only one that ponders).
    pub fn is_builtin(&self) -> bool {
        matches!(self.brain, Brain::Builtin { .. })
    }

    /// The move overhead the next move is planned with (built-in engine).
    pub fn overhead(&self) -> Option<Duration> {
        match &self.brain {
            Brain::Builtin { meter, .. } => Some(meter.overhead()),
            Brain::External(_) => None,
        }
    }

    /// After a move: the clock charged `charged` for it, of which the search took
    /// `searched` (from the [`Thought`]); the difference is the move overhead.
    pub fn charged(&mut self, charged: Duration, searched: Option<Duration>) {
        if let (Brain::Builtin { meter, .. }, Some(searched)) = (&mut self.brain, searched) {
            meter.record(charged, searched);
        }
    }

    /// The engine's move in the job's position; `Ok(None)` when it has none (mated or
    /// stalemated: the referee ends the game). `stop` ends the search early (its best
    /// move so far is still played).
    pub fn think(
        &mut self,
        job: &Job,
        stop: &Arc<AtomicBool>,
    ) -> Result<Option<Thought>, EngineError> {
        match &mut self.brain {
            Brain::Builtin {
                searcher,
                level,
                random,
                meter,
                book,
            } => {
                let Ok(game) = GameHistory::with_moves(job.rules, &job.start, &job.moves) else {
                    return Ok(None);
                };
                // A book move is played at once; no search, so nothing is expected.
                if let Some(mv) = book
                    .as_deref()
                    .and_then(|b| crate::book::choose(b, &game, random.next_u64()))
                {
                    return Ok(Some(Thought {
                        mv,
                        searched: Some(Duration::ZERO),
                        expected: None,
                    }));
                }
                let limits = match job.clocks {
                    Some(c) => Limits::within(budget_with(c[job.side.index()], meter.overhead())),
                    None => Limits::movetime(UNTIMED_MOVE),
                };
                let limits = level.restrict(limits);
                let outcome = searcher.search(
                    &game,
                    &limits,
                    level.params().multipv,
                    stop.clone(),
                    (self.clock)(),
                    &mut |_| {},
                );
                let chosen = level.choose(&outcome, random.next_u64()).or(outcome.best);
                Ok(chosen.map(|mv| Thought {
                    mv,
                    searched: Some(outcome.elapsed),
                    // The line's reply is the expected one only after the line's move.
                    expected: outcome
                        .lines
                        .first()
                        .filter(|l| l.pv.first() == Some(&mv))
                        .and_then(|l| l.pv.get(1).copied()),
                }))
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
                let answer = engine.think(&req, stop, &mut |_| {})?;
                Ok(answer.best.map(|mv| Thought {
                    mv,
                    searched: None,
                    expected: None,
                }))
            }
        }
    }

    /// Thinks on the opponent's time (built-in engine): searches the job's position
    /// with `expected` played, until `stop` is set or the deepest depth is reached.
    /// Returns nothing to play; what it learned stays in the table. An external
    /// engine, or an expected move that is not legal, does nothing.
    pub fn ponder(&mut self, job: &Job, expected: Move, stop: &Arc<AtomicBool>) {
        let Brain::Builtin { searcher, .. } = &mut self.brain else {
            return;
        };
        let mut moves = job.moves.clone();
        moves.push(expected);
        let Ok(game) = GameHistory::with_moves(job.rules, &job.start, &moves) else {
            return;
        };
        searcher.search(
            &game,
            &Limits::infinite(),
            1,
            stop.clone(),
            (self.clock)(),
            &mut |_| {},
        );
    }
}

/// The clocks as the engine's time management reads them; `None` untimed.
pub fn clocks(view: &MatchView) -> Option<[ClockState; 2]> {
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

#[cfg(test)]
mod tests {
    use super::*;
    use crate::book::{Entry, Provenance, Tally};

    fn job(moves: &[&str]) -> Job {
        Job {
            rules: RuleSet::Cxa,
            start: Position::startpos(),
            moves: moves.iter().map(|m| Move::from_iccs(m).unwrap()).collect(),
            side: if moves.len().is_multiple_of(2) {
                Color::Red
            } else {
                Color::Black
            },
            clocks: None,
        }
    }

    /// With a book, the built-in engine plays its move in a book position without a
    /// search, and searches once the game has left the book.
    #[test]
    fn the_book_is_played_while_the_position_is_in_it() {
        let start = Position::startpos();
        let book = crate::book::Book::new(
            vec![Entry {
                key: start.hash(),
                mv: Move::from_iccs("b2e2").unwrap(),
                tally: Tally {
                    wins: 3,
                    draws: 0,
                    losses: 0,
                },
            }],
            Provenance::default(),
        );
        let mut player = EnginePlayer::builtin(Level::new(1).unwrap(), 7).with_book(Arc::new(book));
        let stop = Arc::new(AtomicBool::new(false));
        let from_book = player.think(&job(&[]), &stop).unwrap().unwrap();
        assert_eq!(from_book.mv.iccs(), "b2e2");
        assert_eq!(from_book.searched, Some(Duration::ZERO));
        let searched = player.think(&job(&["b2e2"]), &stop).unwrap().unwrap();
        assert!(
            searched.searched.is_some_and(|d| d > Duration::ZERO) || searched.expected.is_some()
        );
    }
}
