//! The hint (`y` on the game board): the best move for the side to move, written in
//! the chosen notation (Chinese by default) in the status line and marked on the
//! board. The built-in engine finds it, or an external engine: the one named by
//! `hint_engine` in `config.toml`, else the external engine the game is played
//! against. The search runs on its own thread (an external engine is started there
//! too, so a slow handshake never holds the board); its answer arrives as
//! [`Event::Engine`](super::events::Event::Engine), so the board never waits. An
//! external engine that crashes, hangs or sends garbage is reported in the status
//! line and the game goes on; the next hint starts it again.
//!
//! One engine, one answer: the built-in engine's hint is the analysis pane's search.
//! It searches with the pane's lines (multi-PV changes the search: with one line
//! and with three, the same depth may give different best moves), and while the
//! pane is open on the position and has searched it at least as far as the hint
//! would, the hint is the pane's best move, at once and without a search of its
//! own. A quick search that ends shallower than the open pane gives way to the
//! pane's move too; only one that went deeper is shown as its own, and its text
//! says so ("quick search, depth 9; the analysis pane is only at depth 6"). The
//! text always says which search the move comes from and how deep it went, or
//! which external engine gave it.
//!
//! Every hint shown is counted for the side it helped (`GameInPlay::count_hint`), kept in
//! the record as the PGN tags `RedHints`/`BlackHints` and shown on the result sheet.
//!
//! A player of a tournament game is refused: no aid may be consulted during play
//! (8.3: "对局时禁止……参考任何资料，禁止……对局势作分析研究").

use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::{Arc, Mutex};
use std::time::Duration;

use chuhe_core::adjudication::RuleSet;
use chuhe_core::catalogue::{HintFrom, UiText};
use chuhe_core::lang::Render;
use chuhe_core::notation::write_move;
use chuhe_core::rules::{Color, Move, Position};
use chuhe_engine::external::{EngineConfig, EngineError, EngineProcess, Request, Think, Timeouts};
use chuhe_engine::{GameHistory, Info, Limits, Searcher, WallClock};

use super::analysis_runner::{self, LINES};
use super::app::StatusKind;
use super::config::Config;
use super::i18n::Msg;
use super::options::{EngineChoice, GameOptions};
use super::screens::game::GameScreen;

/// How long the engine thinks about a hint.
const THINK: Duration = Duration::from_secs(1);
const HASH_MB: usize = 16;

/// The position a hint is for: its hash and the plies played.
type Key = (u64, usize);

/// An external engine for hints: its name and configuration (`None`: the name is
/// not in `config.toml`), and the process once started.
pub struct HintEngine {
    name: String,
    config: Option<EngineConfig>,
    process: Option<Box<EngineProcess>>,
}

/// What finds the hints, kept between them.
enum Helper {
    Builtin(Option<Box<Searcher>>),
    External(HintEngine),
}

/// A helper's move, and the depth of the built-in engine's search (`None`: an
/// external engine's).
struct Answer {
    best: Move,
    depth: Option<u32>,
}

type Found = (Helper, Result<Option<Answer>, EngineError>);

struct Asked {
    /// Where the thread leaves the helper and its answer.
    slot: Arc<Mutex<Option<Found>>>,
    stop: Arc<AtomicBool>,
    key: Key,
    side: Color,
}

/// The hint being searched, and the one shown.
pub struct Hint {
    asked: Option<Asked>,
    shown: Option<(Key, Move)>,
    /// `None` while a search has it.
    helper: Option<Helper>,
    limits: Limits,
}

impl Default for Hint {
    fn default() -> Hint {
        Hint {
            asked: None,
            shown: None,
            helper: Some(Helper::Builtin(None)),
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

    /// Hints from this external engine (`None`: the built-in one).
    pub fn set_engine(&mut self, engine: Option<HintEngine>) {
        if self.asked.is_none() {
            self.helper = Some(match engine {
                Some(e) => Helper::External(e),
                None => Helper::Builtin(None),
            });
        }
    }

    /// The name of the external engine that gives the hints, if one does.
    pub fn engine_name(&self) -> Option<&str> {
        match &self.helper {
            Some(Helper::External(e)) => Some(&e.name),
            _ => None,
        }
    }
}

impl Drop for Hint {
    fn drop(&mut self) {
        if let Some(a) = self.asked.take() {
            a.stop.store(true, Ordering::Relaxed);
        }
    }
}

/// The external engine the hints come from: `hint_engine` of the config, else the
/// external engine the game is played against; `None`: the built-in engine.
pub fn engine_for_hints(config: &Config, game: &GameOptions) -> Option<HintEngine> {
    let opponent = [&game.red_engine, &game.black_engine]
        .into_iter()
        .find_map(|c| match c {
            Some(EngineChoice::Named(name)) => Some(name.clone()),
            _ => None,
        });
    let name = config.hint_engine.clone().or(opponent)?;
    Some(HintEngine {
        config: config.engines.get(&name).cloned(),
        name,
        process: None,
    })
}

/// What a hint searches: the game so far and how long.
struct Job {
    rules: RuleSet,
    start: Position,
    moves: Vec<Move>,
    limits: Limits,
}

impl Helper {
    /// Finds the best move at the end of the job's game.
    fn find(&mut self, job: &Job, stop: &Arc<AtomicBool>) -> Result<Option<Answer>, EngineError> {
        match self {
            Helper::Builtin(searcher) => {
                let Ok(game) = GameHistory::with_moves(job.rules, &job.start, &job.moves) else {
                    return Ok(None);
                };
                let s = searcher.get_or_insert_with(|| Box::new(Searcher::new(HASH_MB)));
                // The pane's lines: the same search as the pane's.
                let out = s.search(
                    &game,
                    &job.limits,
                    LINES,
                    stop.clone(),
                    Box::new(WallClock::start()),
                    &mut |_| {},
                );
                Ok(out.best.map(|best| Answer {
                    best,
                    depth: Some(out.depth),
                }))
            }
            Helper::External(e) => {
                let Some(config) = &e.config else {
                    return Err(EngineError::Unknown {
                        name: e.name.clone(),
                    });
                };
                // Started here, on the hint's thread; again after a failure.
                let process = match e.process.take() {
                    Some(p) if p.is_alive() => p,
                    _ => Box::new(EngineProcess::start(&e.name, config, Timeouts::default())?),
                };
                let process = e.process.insert(process);
                let think = match (job.limits.depth, job.limits.nodes, job.limits.hard_time) {
                    (Some(d), _, _) => Think::Depth(d),
                    (None, Some(n), _) => Think::Nodes(n),
                    (None, None, t) => Think::MoveTime(t.unwrap_or(THINK)),
                };
                let req = Request {
                    rules: job.rules,
                    start: &job.start,
                    moves: &job.moves,
                    think,
                };
                let answer = process.think(&req, stop, &mut |_| {});
                if answer.is_err() {
                    // A dead process is started anew at the next hint.
                    e.process = None;
                }
                answer.map(|a| a.best.map(|best| Answer { best, depth: None }))
            }
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

/// The open analysis pane's report of the position on the board, and whether its
/// search has ended.
fn pane_report(app: &GameScreen) -> Option<(Info, bool)> {
    app.analysis.as_ref()?.report_for(key_of(app))
}

/// The first move of a report's best line, when it is legal on the board.
fn best_of(app: &GameScreen, info: &Info) -> Option<Move> {
    let m = *info.lines.first()?.pv.first()?;
    app.game.position().is_legal(m).then_some(m)
}

/// Whether a report of the pane has searched at least as far as a hint to `limits`
/// would: as deep, as many nodes, or as long (or the pane's search has ended).
fn covers(info: &Info, done: bool, limits: &Limits) -> bool {
    match (
        limits.depth,
        limits.nodes,
        limits.hard_time.or(limits.soft_time),
    ) {
        (Some(d), _, _) => info.depth >= d,
        (None, Some(n), _) => info.nodes >= n,
        (None, None, Some(t)) => done || info.elapsed >= t,
        (None, None, None) => done,
    }
}

/// Shows `best` as the hint for the position `key` and counts it for `side`.
fn show(app: &mut GameScreen, key: Key, side: Color, best: Move, from: HintFrom) {
    let mv = write_move(app.game.position(), best, &app.notation_style());
    app.hint.shown = Some((key, best));
    app.game.count_hint(side);
    let text = UiText::HintMoveShown { mv, from }.render(app.lang());
    app.set_status(StatusKind::Ok, text);
}

/// `y`: asks the engine for the best move, unless the rules or the game forbid it.
/// With the analysis pane open on the position and searched at least as far as the
/// hint would be, the hint is the pane's best move, at once.
pub fn ask(app: &mut GameScreen) {
    let lang = app.lang();
    let side = app.game.side_to_move();
    let refusal = if analysis_runner::forbidden_at(app) {
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
    let builtin = matches!(app.hint.helper, Some(Helper::Builtin(_)));
    if builtin
        && let Some((info, done)) = pane_report(app)
        && covers(&info, done, &app.hint.limits)
        && let Some(best) = best_of(app, &info)
    {
        let from = HintFrom::Pane { depth: info.depth };
        show(app, key_of(app), side, best, from);
        return;
    }
    let Some(mut helper) = app.hint.helper.take() else {
        app.set_status(StatusKind::Warning, Msg::HintMoveThinking.text(lang));
        return;
    };
    let job = Job {
        rules: app.game.rules(),
        start: app.game.start_position().clone(),
        moves: app.game.moves().collect(),
        limits: app.hint.limits,
    };
    let stop = Arc::new(AtomicBool::new(false));
    let slot: Arc<Mutex<Option<Found>>> = Arc::new(Mutex::new(None));
    let (flag, filled) = (stop.clone(), slot.clone());
    let wake = app.engines.wake();
    let spawned = std::thread::Builder::new()
        .name("chuhe-hint".into())
        .spawn(move || {
            let found = helper.find(&job, &flag);
            if let Ok(mut s) = filled.lock() {
                *s = Some((helper, found));
            }
            if let Some(w) = wake {
                let _ = w.send(super::events::Event::Engine);
            }
        });
    match spawned {
        Ok(_) => {
            app.hint.asked = Some(Asked {
                slot,
                stop,
                key: key_of(app),
                side,
            });
            app.set_status(StatusKind::Info, Msg::HintMoveThinking.text(lang));
        }
        Err(e) => {
            // The helper went with the closure: the built-in engine next time.
            app.hint.helper = Some(Helper::Builtin(None));
            app.set_status(StatusKind::Error, e.to_string());
        }
    }
}

/// An engine event: the hint's search may have finished. Shows and counts the move
/// when the position it was asked for is still on the board. Returns whether the
/// screen changed.
pub fn arrived(app: &mut GameScreen) -> bool {
    let Some(a) = app.hint.asked.as_ref() else {
        return false;
    };
    let Some((helper, found)) = a.slot.lock().ok().and_then(|mut s| s.take()) else {
        return false;
    };
    let Some(asked) = app.hint.asked.take() else {
        return false;
    };
    app.hint.helper = Some(helper);
    let answer = match found {
        Ok(Some(answer)) => answer,
        Ok(None) => return false,
        Err(e) => {
            // The engine misbehaved: said in the status line, the game goes on.
            let lang = app.lang();
            app.set_status(StatusKind::Error, e.render(lang));
            return true;
        }
    };
    if asked.key != key_of(app) || app.game.is_over() {
        // The position changed while it thought (a move, a take-back): no hint.
        return false;
    }
    let (best, from) = match answer.depth {
        None => {
            let name = app.hint.engine_name().unwrap_or_default().to_string();
            (answer.best, HintFrom::Engine(name))
        }
        // The pane searched as deep while the hint thought: its move, one answer.
        Some(depth) => {
            let report = pane_report(app);
            let from_pane = report
                .as_ref()
                .filter(|(info, _)| info.depth >= depth)
                .and_then(|(info, _)| Some((best_of(app, info)?, info.depth)));
            match from_pane {
                Some((best, depth)) => (best, HintFrom::Pane { depth }),
                None => {
                    let pane = report.map(|(info, _)| info.depth);
                    (answer.best, HintFrom::Quick { depth, pane })
                }
            }
        }
    };
    show(app, asked.key, asked.side, best, from);
    true
}

/// Waits for the hint's search (tests: the answer without the loop).
pub fn wait(app: &mut GameScreen) -> bool {
    if let Some(a) = &app.hint.asked {
        while a.slot.lock().is_ok_and(|s| s.is_none()) {
            std::thread::sleep(Duration::from_millis(5));
        }
    }
    arrived(app)
}
