//! The engine's analysis of the position on the board, on its own thread: the
//! built-in engine searches with three lines (multi-PV) and hands back what it found
//! after every iteration; the pane (`view/analysis.rs`) draws the latest of it. When
//! the position changes the search is stopped and a new one started, so the pane
//! always follows the position the board shows (the game's, or the browsed one on
//! the study board).
//!
//! Disabled for the players of a tournament game: a player may not consult any aid
//! during play (8.3, "对局时禁止……参考任何资料，禁止……对局势作分析研究").

use std::sync::mpsc::Sender;
use std::sync::{Arc, Mutex};
use std::time::{Duration, Instant};

use chuhe_core::adjudication::RuleSet;
use chuhe_core::lang::Lang;
use chuhe_core::match_control::Mode;
use chuhe_core::notation::{Notation, Style};
use chuhe_core::rules::{Move, Position};
use chuhe_engine::thread::{Job, SearchThread};
use chuhe_engine::{GameHistory, Info, Limits, SearchClock, Searcher, WallClock};

use super::app::StatusKind;
use super::events::Event;
use super::i18n::Msg;
use super::screens::game::GameScreen;
use super::screens::study_board::SidePane;
use super::theme::Theme;
use super::view::analysis::{self, PaneData};

/// Lines the pane shows (up to three).
pub const LINES: usize = 3;
/// The analysis's own table: small, as the engine at the board may have its own.
const HASH_MB: usize = 16;
/// A position is analysed this long at most, then the engine rests (a machine
/// shared with others is not kept busy by a pane nobody reads).
const LONGEST: Duration = Duration::from_secs(60);
/// How often the study board redraws while a search runs (it has no wake-up).
pub const REFRESH: Duration = Duration::from_millis(250);

/// What the thread has found so far.
#[derive(Default)]
struct Found {
    info: Option<Info>,
    done: bool,
}

/// Makes the clock each search reads (a test injects a simulated one).
pub type ClockMaker = Box<dyn Fn() -> Box<dyn SearchClock> + Send>;

pub struct AnalysisRunner {
    /// The searcher between searches (the thread has it while one runs).
    searcher: Option<Searcher>,
    thread: Option<SearchThread>,
    found: Arc<Mutex<Found>>,
    wake: Option<Sender<Event>>,
    /// The position analysed, and the moves that led to it (for repetitions).
    pos: Position,
    key: Option<(u64, usize)>,
    limits: Limits,
    clock: ClockMaker,
    /// Figures for the pane instead of the measured ones (tests: a stable picture).
    fixed_nps: Option<u64>,
}

impl std::fmt::Debug for AnalysisRunner {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("AnalysisRunner")
            .field("key", &self.key)
            .field("limits", &self.limits)
            .finish_non_exhaustive()
    }
}

impl AnalysisRunner {
    /// A runner that wakes the loop through `wake` (with [`Event::Engine`]) when the
    /// search has news; `None`: the screen polls (the study board, [`REFRESH`]).
    pub fn new(wake: Option<Sender<Event>>) -> AnalysisRunner {
        AnalysisRunner {
            searcher: None,
            thread: None,
            found: Arc::new(Mutex::new(Found::default())),
            wake,
            pos: Position::startpos(),
            key: None,
            limits: Limits {
                hard_time: Some(LONGEST),
                soft_time: Some(LONGEST),
                ..Limits::default()
            },
            clock: Box::new(|| Box::new(WallClock::start())),
            fixed_nps: None,
        }
    }

    /// Searches to these limits instead (tests: a fixed depth, so that what is
    /// found is the same on every machine).
    pub fn with_limits(mut self, limits: Limits) -> AnalysisRunner {
        self.limits = limits;
        self
    }

    /// Shows this nodes-per-second figure instead of the measured one (tests).
    pub fn with_fixed_nps(mut self, nps: u64) -> AnalysisRunner {
        self.fixed_nps = Some(nps);
        self
    }

    /// Analyses the position reached by `moves` from `start` (its history counts for
    /// repetitions); nothing happens when that is the position analysed already.
    pub fn follow(&mut self, rules: RuleSet, start: &Position, moves: &[Move]) {
        let Ok(game) = GameHistory::with_moves(rules, start, moves) else {
            return;
        };
        let key = (game.position().hash(), moves.len());
        if self.key == Some(key) {
            return;
        }
        self.key = Some(key);
        self.restart(game);
    }

    /// Analyses `pos` on its own (the study board's browsed position).
    pub fn follow_position(&mut self, pos: &Position) {
        self.follow(RuleSet::default(), pos, &[]);
    }

    fn restart(&mut self, game: GameHistory) {
        self.stop();
        self.pos = game.position().clone();
        self.found = Arc::new(Mutex::new(Found::default()));
        let searcher = self
            .searcher
            .take()
            .unwrap_or_else(|| Searcher::new(HASH_MB));
        let job = Job {
            game,
            limits: self.limits,
            multipv: LINES,
            roots: None,
            clock: (self.clock)(),
        };
        let (on_info, on_done) = (self.found.clone(), self.found.clone());
        let (wake_info, wake_done) = (self.wake.clone(), self.wake.clone());
        let spawned = SearchThread::spawn(
            searcher,
            job,
            move |info| {
                if let Ok(mut f) = on_info.lock() {
                    f.info = Some(info.clone());
                }
                if let Some(w) = &wake_info {
                    let _ = w.send(Event::Engine);
                }
            },
            move |_| {
                if let Ok(mut f) = on_done.lock() {
                    f.done = true;
                }
                if let Some(w) = &wake_done {
                    let _ = w.send(Event::Engine);
                }
            },
        );
        // No thread: the pane says it is waiting; the next position tries again.
        self.thread = spawned.ok();
    }

    /// Stops the search (the position changed, the pane closed) and keeps the
    /// searcher for the next one. The search answers a stop within a few hundred
    /// nodes, so this does not hold the screen up.
    pub fn stop(&mut self) {
        if let Some(t) = self.thread.take() {
            t.stop();
            self.searcher = t.join().map(|(s, _)| s);
        }
    }

    /// A search is running (the screen should be redrawn as it reports).
    pub fn is_running(&self) -> bool {
        self.thread.as_ref().is_some_and(|t| !t.is_finished())
    }

    /// Waits for the search to end by its own limits (tests, with a depth limit).
    pub fn wait(&mut self) {
        if let Some(t) = self.thread.take() {
            self.searcher = t.join().map(|(s, _)| s);
        }
    }

    /// The latest report, if the search has made one.
    pub fn info(&self) -> Option<Info> {
        self.found.lock().ok().and_then(|f| f.info.clone())
    }

    /// The latest report when it is of the position `key` (its hash and the plies
    /// played), and whether that search has ended by its own limits.
    pub fn report_for(&self, key: (u64, usize)) -> Option<(Info, bool)> {
        if self.key != Some(key) {
            return None;
        }
        let f = self.found.lock().ok()?;
        Some((f.info.clone()?, f.done))
    }

    /// Draws the pane.
    pub fn draw(
        &self,
        buf: &mut ratatui::buffer::Buffer,
        area: ratatui::layout::Rect,
        notation: Notation,
        theme: &Theme,
        lang: Lang,
    ) {
        let info = self.info();
        let data = PaneData {
            pos: &self.pos,
            info: info.as_ref(),
            nps: self.fixed_nps.or_else(|| info.as_ref().map(analysis::nps)),
        };
        analysis::render(buf, area, &data, &Style::of(notation), theme, lang);
    }
}

impl Drop for AnalysisRunner {
    fn drop(&mut self) {
        self.stop();
    }
}

/// The analysis as the study board's side pane: it follows the browsed position.
pub struct StudyPane {
    pub runner: AnalysisRunner,
    pub notation: Notation,
}

impl SidePane for StudyPane {
    fn position_changed(&mut self, pos: &Position) {
        self.runner.follow_position(pos);
    }

    fn draw(
        &self,
        frame: &mut ratatui::Frame,
        area: ratatui::layout::Rect,
        theme: &Theme,
        lang: Lang,
    ) {
        self.draw_in(frame, area, theme, lang, self.notation);
    }

    fn draw_in(
        &self,
        frame: &mut ratatui::Frame,
        area: ratatui::layout::Rect,
        theme: &Theme,
        lang: Lang,
        notation: Notation,
    ) {
        self.runner
            .draw(frame.buffer_mut(), area, notation, theme, lang);
    }

    fn busy(&self) -> bool {
        self.runner.is_running()
    }
}

/// A player of a tournament game may not use the analysis (8.3); a spectator may.
pub fn forbidden_at(app: &GameScreen) -> bool {
    app.game.mode() == Mode::Tournament && !app.game.is_spectator()
}

/// `F2` on the game board: the analysis pane on or off.
pub fn toggle(app: &mut GameScreen) {
    if app.analysis.take().is_some() {
        return;
    }
    if forbidden_at(app) {
        app.set_status(StatusKind::Warning, Msg::AnalysisForbidden.text(app.lang()));
        return;
    }
    app.analysis = Some(AnalysisRunner::new(app.engines.wake()));
    follow(app, Instant::now());
}

/// After every event: the open pane follows the game's position (and closes when a
/// tournament game has begun under it).
pub fn follow(app: &mut GameScreen, _now: Instant) {
    if app.analysis.is_some() && forbidden_at(app) {
        app.analysis = None;
    }
    let Some(runner) = app.analysis.as_mut() else {
        return;
    };
    let game = &app.game;
    // Called after every event (a clock's second too): nothing to do for the
    // position analysed already, and no replay of the game to find that out.
    if runner.key == Some((game.position().hash(), game.plies().len())) {
        return;
    }
    let moves: Vec<Move> = game.moves().collect();
    runner.follow(game.rules(), game.start_position(), &moves);
}
