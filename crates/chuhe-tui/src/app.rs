//! The app: the game screen at the bottom and a stack of screens over it (the
//! file picker, the game list, the study board, the help of a screen ...). Keys go
//! to the screen on top, which turns them into actions with its own table and
//! answers with [`Effect`]s; the app carries those out (opening and closing
//! screens, the status line, the look, saving). With no screen over it, the game
//! screen (`screens/game.rs`) has the keys; its `?`, `o`, Ctrl-E and Ctrl-D open
//! screens over it (the help, the file picker, the editor, a dictation).
//!
//! Nothing here touches the terminal or the file system (files are the loop's
//! [`Work`]s, carried out by `io.rs`), and time comes in as an argument, so the
//! whole app runs in tests on ratatui's `TestBackend` with made-up times.
//!
//! The game screen is the stack's bottom, kept typed as `app.base` (it is always
//! there, and the loop, the engine seats and the network reach its game):
//! `app.base.game`, `app.base.look`, `app.base.status` are the game's and the
//! screens' shared state.

use std::path::PathBuf;
use std::time::Instant;

use crossterm::event::KeyEvent;
use ratatui::Frame;
use ratatui::layout::Rect;

use chuhe_core::lang::Lang;
use chuhe_core::notation::Notation;
use chuhe_core::record::GameRecord;

use super::action::Action;
use super::config;
use super::game::GameInPlay;
use super::keys::{self, Context};
use super::new_game::NewGameForm;
use super::notify::Notice;
use super::screens::file_picker::FilePicker;
use super::screens::help::HelpScreen;
use super::screens::new_game::NewGameDialog;
use super::screens::{Cx, Effect, RecordFormat, Screen};
use super::theme::{ColorDepth, Theme};
use super::view::{self, board::Glyphs};

pub use super::screens::game::{ClaimKind, Focus, GameScreen, InputTarget, Prompt, Viewer};

/// How the screen looks: language, theme, glyphs and board size.
#[derive(Clone, Debug)]
pub struct Look {
    pub lang: Lang,
    pub theme: Theme,
    pub glyphs: Glyphs,
    /// The notation of the move list and the typing preview; `None`: the
    /// language's default ([`default_notation`]).
    pub notation: Option<Notation>,
    pub board: config::BoardSize,
    pub depth: ColorDepth,
    /// Where user themes are (`<config>/themes`).
    pub theme_dir: Option<PathBuf>,
}

impl Look {
    /// The interface language. Glyphs, language and the notation of the move list
    /// are three separate settings: ASCII pieces change the board only.
    pub fn lang(&self) -> Lang {
        self.lang
    }
}

/// The notation the move list uses when none is chosen: the one players of the
/// interface language read (Chinese for 中文, WXF for English).
pub fn default_notation(lang: Lang) -> Notation {
    match lang {
        Lang::Zh => Notation::Chinese,
        Lang::En => Notation::Wxf,
    }
}

#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum StatusKind {
    Info,
    Ok,
    Warning,
    Error,
}

#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Status {
    pub kind: StatusKind,
    pub text: String,
}

/// Work for the loop, outside the pure state (files, notices, the terminal's mouse
/// mode), carried out by `io.rs` through its `Io`: asked by the game screen, and by
/// the other screens as `Effect::Work`. The app's one effect type is the screens'
/// `Effect`; this is the part of it the loop carries out.
pub enum Work {
    /// Save the game being played (after every change).
    Autosave,
    /// Save PGN and JSON files on request.
    SaveFiles,
    /// Keep a game being left (for a new one, or a declined resume) in the saves.
    Archive(Box<GameInPlay>),
    /// A screen run on its own (`chuhe view`, `chuhe dictate` …) starts a game: the
    /// unfinished game of the autosave, which it left alone, goes among the saves
    /// before the new game's autosave replaces it.
    KeepUnfinished,
    Notify(Notice),
    MouseCapture(bool),
    /// Save a record from the study board in the saves directory.
    SaveRecord {
        record: Box<GameRecord>,
        /// The file it came from, to name the saved one after.
        source: PathBuf,
        format: RecordFormat,
    },
    /// Keep the record being annotated in the data directory (after every edit).
    AutosaveRecord(Box<super::study_save::StudyAutosave>),
    /// Replace a file of the data directory (the dictation figures).
    WriteData {
        path: PathBuf,
        bytes: Vec<u8>,
    },
    /// Remove the kept annotation (saved, or its edits given up).
    ForgetAutosavedRecord,
}

impl Work {
    pub fn is_autosave(&self) -> bool {
        matches!(self, Work::Autosave)
    }
}

pub struct App {
    /// The game: the screen at the bottom, always there.
    pub base: GameScreen,
    /// The screens over the game, the top one last.
    stack: Vec<Box<dyn Screen>>,
    /// The size of the last frame (to map clicks on the screens over the game).
    area: Rect,
    /// `chuhe view`: closing the last screen over the game leaves chuhe.
    pub view_only: bool,
    /// Where the file picker's `s` goes (the saves directory).
    pub saves_dir: Option<PathBuf>,
    effects: Vec<Work>,
    /// The tournament board being played here: its result goes into the event.
    pub tournament: Option<super::tournament_board::TournamentBoard>,
    /// The time of the last event or tick: the screens are drawn as of then
    /// (time comes from the loop's clock, never from here).
    now: Instant,
    /// The opening book of config `book`, read once at start: the explorer of the
    /// study board shows its moves (the engine seats hold their own handle to it).
    pub book: Option<std::sync::Arc<chuhe_engine::book::Book>>,
}

impl App {
    pub fn new(look: Look, game: GameInPlay, now: Instant) -> App {
        App {
            base: GameScreen::new(look, game, now),
            stack: Vec::new(),
            area: Rect::new(0, 0, 80, 24),
            view_only: false,
            saves_dir: None,
            effects: Vec::new(),
            tournament: None,
            now,
            book: None,
        }
    }

    /// The screen on top of the game, if any.
    pub fn top(&self) -> Option<&dyn Screen> {
        self.stack.last().map(|s| s.as_ref())
    }

    /// The name of the screen that has the keys (`"game"` with none over it).
    pub fn screen_name(&self) -> &'static str {
        self.top().map_or("game", |s| s.name())
    }

    /// The study board, when it is the screen on top.
    pub fn study_board(&self) -> Option<&super::screens::study_board::StudyBoard> {
        self.top()?.as_any()?.downcast_ref()
    }

    /// Opens a screen over the current one.
    pub fn push(&mut self, screen: Box<dyn Screen>) {
        self.stack.push(screen);
    }

    pub fn has_effects(&self) -> bool {
        self.base.has_effects() || !self.effects.is_empty()
    }

    pub fn take_effects(&mut self) -> Vec<Work> {
        let mut out = self.base.take_effects();
        out.append(&mut self.effects);
        out
    }

    /// Where the keys go now (on the game screen).
    pub fn context(&self) -> Context {
        self.base.context()
    }

    fn cx(&self, now: Instant) -> Cx<'_> {
        Cx {
            look: &self.base.look,
            area: self.area,
            now,
            status: self.base.status.as_ref(),
            // The screen given this context is taken off the stack while it acts.
            last: self.view_only && self.stack.is_empty(),
            game: &self.base,
            book: self.book.as_deref(),
        }
    }

    /// Draws the screen on top as of `now`.
    pub fn render_at(&mut self, frame: &mut Frame, now: Instant) {
        self.now = self.now.max(now);
        self.render(frame);
    }

    /// Draws the screen on top (the game when none is over it), as of the last
    /// event.
    pub fn render(&mut self, frame: &mut Frame) {
        self.area = frame.area();
        match self.stack.last() {
            Some(top) => {
                let cx = self.cx(self.now);
                top.draw(frame, frame.area(), &cx);
            }
            None => {
                let screen = view::draw(frame, &self.base);
                self.base.drawn(screen);
            }
        }
    }

    /// A key press. Returns whether the screen must be redrawn.
    pub fn on_key(&mut self, ev: KeyEvent, now: Instant) -> bool {
        self.now = self.now.max(now);
        match self.stack.last() {
            Some(top) => match top.action_for(&ev) {
                Some(a) => self.apply(a, now),
                None => false,
            },
            None => {
                // `?` and F1 open the game's help over it, as every screen's.
                if keys::action_for(self.base.context(), &ev) == Some(Action::Help) {
                    return self.apply(Action::Help, now);
                }
                // `o`, `n`, Ctrl-E and Ctrl-D on the board open a screen over the
                // game: the file picker, the new-game dialog, the editor, a dictation.
                if self.base.context() == Context::Board
                    && let Some(
                        a @ (Action::OpenFile
                        | Action::NewGame
                        | Action::EditPosition
                        | Action::Dictate),
                    ) = keys::action_for(Context::Board, &ev)
                {
                    return self.apply(a, now);
                }
                self.base.on_key(ev, now)
            }
        }
    }

    /// Applies an action to the screen on top. Returns whether the screen must be
    /// redrawn.
    pub fn apply(&mut self, action: Action, now: Instant) -> bool {
        self.now = self.now.max(now);
        let Some(mut top) = self.stack.pop() else {
            if action == Action::Help {
                let lang = self.lang();
                self.stack.push(Box::new(HelpScreen::game(lang)));
                return true;
            }
            if action == Action::OpenFile {
                self.open_picker();
                return true;
            }
            // A networked game is left before another is started: the game says so.
            if action == Action::NewGame && self.base.game.remote_seat().is_none() {
                let config = self.base.game.config().clone();
                self.open_new_game(&config);
                return true;
            }
            if matches!(action, Action::EditPosition | Action::Dictate) {
                self.open_drill(action, now);
                return true;
            }
            return self.base.apply(action, now);
        };
        let fx = top.update(action, &self.cx(now));
        self.stack.push(top);
        self.carry_out(fx, now);
        true
    }

    /// The position editor over the board's position, or a dictation of the game on
    /// the board (of the newest save when it has no moves yet).
    fn open_drill(&mut self, action: Action, now: Instant) {
        use super::screens::position_editor::PositionEditor;
        if action == Action::EditPosition {
            let editor = PositionEditor::from_position(self.base.game.position());
            self.stack.push(Box::new(editor));
            return;
        }
        // The data directory is the saves directory's parent (`Dirs::saves`).
        let data = self.saves_dir.as_deref().and_then(|s| s.parent());
        let game = if self.base.game.plies().is_empty() {
            let saves = self.saves_dir.clone().unwrap_or_default();
            let c = chuhe_study::Collection::open(&[saves]);
            super::dictation_source::choose(&c, super::dictation_source::Choice::Last)
                .map_err(|e| e.to_string())
        } else {
            let record = super::save::to_record(&self.base.game, None);
            super::dictation_source::from_record(&record).map_err(|e| e.to_string())
        };
        match game {
            Ok(g) => self.stack.push(Box::new(dictation_screen(g, data, now))),
            Err(e) => self.base.set_status(StatusKind::Error, e),
        }
    }

    /// The new-game dialog over the game, filled in with `config`.
    fn open_new_game(&mut self, config: &chuhe_core::match_control::MatchConfig) {
        let form = NewGameForm::from_config(config);
        self.stack.push(Box::new(NewGameDialog::new(form)));
    }

    /// The new-game dialog's form, when the dialog is on top.
    pub fn new_game_form(&self) -> Option<&NewGameForm> {
        let dialog: &NewGameDialog = self.top()?.as_any()?.downcast_ref()?;
        Some(&dialog.form)
    }

    fn open_picker(&mut self) {
        let here = std::env::current_dir().unwrap_or_else(|_| PathBuf::from("."));
        let saves = self.saves_dir.clone().unwrap_or_else(|| here.clone());
        self.stack.push(Box::new(FilePicker::new(here, saves)));
    }

    fn carry_out(&mut self, fx: Vec<Effect>, now: Instant) {
        for e in fx {
            match e {
                Effect::Push(s) => self.stack.push(s),
                Effect::Pop => {
                    self.stack.pop();
                    if self.stack.is_empty() && self.view_only {
                        self.base.quit = true;
                    }
                }
                Effect::Replace(s) => {
                    self.stack.pop();
                    self.stack.push(s);
                }
                Effect::Status(kind, text) => self.base.set_status(kind, text),
                Effect::ClearStatus => self.base.status = None,
                Effect::Look(Action::Help) => {
                    let lang = self.lang();
                    let help = match self.top() {
                        Some(s) => HelpScreen::new(s.help_keys(lang)),
                        None => HelpScreen::game(lang),
                    };
                    self.stack.push(Box::new(help));
                }
                Effect::Look(Action::OpenFile) => self.open_picker(),
                Effect::Look(a) => {
                    self.base.apply(a, now);
                }
                Effect::Work(work) => self.effects.push(work),
                Effect::PlayFrom(pos) => {
                    // The new-game dialog over the game, prefilled with this start.
                    self.stack.clear();
                    self.leave_view_only();
                    let mut config = self.base.game.config().clone();
                    config.start = *pos;
                    self.open_new_game(&config);
                }
                Effect::Quit => self.quit_or_ask(now),
                // The board's game replaces the one on the board.
                Effect::PlayTournament { board, config } => {
                    self.stack.clear();
                    self.leave_view_only();
                    self.base.start_game(GameInPlay::new(*config, now), now);
                    self.tournament = Some(*board);
                }
                Effect::OnGame(change) => change(&mut self.base, now),
                Effect::Dictate(record) => {
                    let data = self.saves_dir.as_deref().and_then(|s| s.parent());
                    match super::dictation_source::from_record(&record) {
                        Ok(g) => self.stack.push(Box::new(dictation_screen(g, data, now))),
                        Err(e) => self.base.set_status(StatusKind::Error, e.to_string()),
                    }
                }
            }
        }
    }

    /// A screen run on its own starts a game here: closing the screens no longer
    /// leaves chuhe, and the autosave's unfinished game is kept first.
    fn leave_view_only(&mut self) {
        if self.view_only {
            self.view_only = false;
            self.effects.push(Work::KeepUnfinished);
        }
    }

    /// Leaves chuhe, unless a screen under the one that asked has unsaved work (a
    /// study board under its help or a dictation): that screen comes back on top
    /// and is asked to quit, so it asks first.
    fn quit_or_ask(&mut self, now: Instant) {
        match self.stack.iter().rposition(|s| s.has_unsaved_work()) {
            Some(i) if i + 1 < self.stack.len() => {
                self.stack.truncate(i + 1);
                let mut top = self.stack.pop().expect("kept");
                let fx = top.update(Action::Quit, &self.cx(now));
                self.stack.push(top);
                self.carry_out(fx, now);
            }
            _ => self.base.quit = true,
        }
    }

    /// When the screen must be redrawn next without any input.
    pub fn next_deadline(&self) -> Option<Instant> {
        let top = self.top().and_then(|s| s.next_deadline());
        match (self.base.next_deadline(), top) {
            (Some(a), Some(b)) => Some(a.min(b)),
            (a, b) => a.or(b),
        }
    }

    /// Time passed without input. Returns whether what the screen shows changed.
    pub fn tick(&mut self, now: Instant) -> bool {
        self.now = self.now.max(now);
        let game = self.base.tick(now);
        let Some(mut top) = self.stack.pop() else {
            return game;
        };
        let due = top.next_deadline().is_some_and(|at| now >= at);
        let fx = if due {
            top.tick(&self.cx(now))
        } else {
            Vec::new()
        };
        self.stack.push(top);
        self.carry_out(fx, now);
        // The game under a screen changes unseen.
        due || game && self.stack.is_empty()
    }

    /// News from a networked game or a club: the game catches up, then the screen
    /// on top hears of it. Returns whether to redraw.
    pub fn remote_update(&mut self, now: Instant) -> bool {
        self.now = self.now.max(now);
        let game = self.base.remote_update(now);
        let Some(mut top) = self.stack.pop() else {
            return game;
        };
        let fx = top.news(&self.cx(now));
        self.stack.push(top);
        self.carry_out(fx, now);
        true
    }

    /// Something on the screens over the game would be lost by quitting.
    pub fn has_unsaved_work(&self) -> bool {
        self.stack.iter().any(|s| s.has_unsaved_work())
    }

    pub fn lang(&self) -> Lang {
        self.base.lang()
    }

    pub fn notation(&self) -> Notation {
        self.base.notation()
    }
}

/// A dictation of `game`, its figures kept in the data directory `data` (none in
/// a test without one).
pub fn dictation_screen(
    game: super::screens::dictation::DictGame,
    data: Option<&std::path::Path>,
    now: Instant,
) -> super::screens::dictation::DictationScreen {
    use super::screens::dictation::{DictSettings, DictationScreen};
    let settings = DictSettings {
        stats_file: data.map(super::dictation_stats::path),
        ..DictSettings::default()
    };
    let before = data.map_or(Ok(Default::default()), super::dictation_stats::load);
    DictationScreen::new(game, settings, before, now)
}
