//! The hint (`y` on the game board): the built-in engine's best move for the side to
//! move, written in the chosen notation (Chinese by default) in the status line and
//! marked on the board. The search runs on its own thread; its answer arrives as
//! [`Event::Engine`](super::events::Event::Engine), so the board never waits.
//! Every hint shown is counted for the side it helped (`Game::count_hint`), kept in
//! the record as the PGN tags `RedHints`/`BlackHints` and shown on the result sheet.
//!
//! A player of a tournament game is refused: no aid may be consulted during play
//! (8.3: "对局时禁止……参考任何资料，禁止……对局势作分析研究").

use std::time::Duration;

use crate::catalogue::ui::UiText;
use crate::engine::thread::{Job, SearchThread};
use crate::engine::{Game as EngineGame, Limits, Searcher, WallClock};
use crate::lang::Render;
use crate::notation::write_move;
use crate::rules::{Color, Move};

use super::app::StatusKind;
use super::i18n::Msg;
use super::screens::game::GameScreen;

/// How long the engine thinks about a hint.
const THINK: Duration = Duration::from_secs(1);
const HASH_MB: usize = 16;

/// The position a hint is for: its hash and the plies played.
type Key = (u64, usize);

struct Asked {
    thread: SearchThread,
    key: Key,
    side: Color,
}

/// The hint being searched, and the one shown.
pub struct Hint {
    asked: Option<Asked>,
    shown: Option<(Key, Move)>,
    searcher: Option<Searcher>,
    limits: Limits,
}

impl Default for Hint {
    fn default() -> Hint {
        Hint {
            asked: None,
            shown: None,
            searcher: None,
            limits: Limits::movetime(THINK),
        }
    }
}

impl std::fmt::Debug for Hint {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("Hint")
            .field("shown", &self.shown)
            .finish_non_exhaustive()
    }
}

impl Hint {
    /// Searches to these limits instead of a second (tests: a fixed depth).
    pub fn with_limits(limits: Limits) -> Hint {
        let mut hint = Hint::default();
        hint.limits = limits;
        hint
    }

    pub fn is_searching(&self) -> bool {
        self.asked.is_some()
    }
}

impl Drop for Hint {
    fn drop(&mut self) {
        if let Some(a) = self.asked.take() {
            a.thread.stop();
        }
    }
}

fn key_of(app: &GameScreen) -> Key {
    (app.game.position().hash(), app.game.plies().len())
}

/// The hint to mark on the board: only while the position it was found for is on it.
pub fn shown(app: &GameScreen) -> Option<Move> {
    let (key, m) = app.hint.shown?;
    (key == key_of(app) && !app.game.is_over()).then_some(m)
}

/// `y`: asks the engine for the best move, unless the rules or the game forbid it.
pub fn ask(app: &mut GameScreen) {
    let lang = app.lang();
    let side = app.game.side_to_move();
    let refusal = if super::analysis_runner::forbidden_at(app) {
        Some(Msg::HintMoveForbidden)
    } else if app.game.is_over() {
        Some(Msg::HintMoveGameOver)
    } else if app.engines.plays(side) || app.game.out_of_turn().is_some() {
        Some(Msg::HintMoveNotYourTurn)
    } else if app.hint.asked.is_some() {
        Some(Msg::HintMoveThinking)
    } else {
        None
    };
    if let Some(msg) = refusal {
        app.set_status(StatusKind::Warning, msg.text(lang));
        return;
    }
    let moves: Vec<Move> = app.game.moves().collect();
    let Ok(game) = EngineGame::with_moves(app.game.rules(), app.game.start_position(), &moves)
    else {
        return;
    };
    let searcher = app
        .hint
        .searcher
        .take()
        .unwrap_or_else(|| Searcher::new(HASH_MB));
    let job = Job {
        game,
        limits: app.hint.limits,
        multipv: 1,
        roots: None,
        clock: Box::new(WallClock::start()),
    };
    let wake = app.engines.wake();
    let spawned = SearchThread::spawn(
        searcher,
        job,
        |_| {},
        move |_| {
            if let Some(w) = wake {
                let _ = w.send(super::events::Event::Engine);
            }
        },
    );
    match spawned {
        Ok(thread) => {
            app.hint.asked = Some(Asked {
                thread,
                key: key_of(app),
                side,
            });
            app.set_status(StatusKind::Info, Msg::HintMoveThinking.text(lang));
        }
        Err(e) => app.set_status(StatusKind::Error, e.to_string()),
    }
}

/// An engine event: the hint's search may have finished. Shows and counts the move
/// when the position it was asked for is still on the board. Returns whether the
/// screen changed.
pub fn arrived(app: &mut GameScreen) -> bool {
    let finished = app
        .hint
        .asked
        .as_ref()
        .is_some_and(|a| a.thread.is_finished());
    if !finished {
        return false;
    }
    let Some(asked) = app.hint.asked.take() else {
        return false;
    };
    let Some((searcher, outcome)) = asked.thread.join() else {
        return false;
    };
    app.hint.searcher = Some(searcher);
    let Some(best) = outcome.best else {
        return false;
    };
    if asked.key != key_of(app) || app.game.is_over() {
        // The position changed while it thought (a move, a take-back): no hint.
        return false;
    }
    let text = write_move(app.game.position(), best, &app.notation_style());
    app.hint.shown = Some((asked.key, best));
    app.game.count_hint(asked.side);
    app.set_status(
        StatusKind::Ok,
        UiText::HintMoveShown(text).render(app.lang()),
    );
    true
}

/// Waits for the hint's search (tests: the answer without the loop).
pub fn wait(app: &mut GameScreen) -> bool {
    if let Some(a) = &app.hint.asked {
        while !a.thread.is_finished() {
            std::thread::sleep(Duration::from_millis(5));
        }
    }
    arrived(app)
}
