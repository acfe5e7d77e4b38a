//! The app state and its one update function: an [`Action`] in, the state changed,
//! and [`Effect`]s out for the loop to carry out (saving, notifying, mouse capture).
//! Nothing here touches the terminal, the clock or the file system, so the whole
//! app runs in tests on ratatui's `TestBackend` with made-up times.

use std::path::PathBuf;
use std::time::{Duration, Instant};

use crossterm::event::{KeyCode, KeyEvent, KeyModifiers};

use crate::lang::Lang;
use crate::match_control::Mode;
use crate::notation::{Notation, Style};
use crate::rules::{Bitboard, Color, Move, Square};

use super::action::{Action, Dir};
use super::config;
use super::game::{Game, Refusal};
use super::i18n::{self, Msg};
use super::input::MoveInput;
use super::keys::{self, Context};
use super::layout::Screen;
use super::new_game::NewGameForm;
use super::notify::Notice;
use super::theme::{ColorDepth, Theme};
use super::view::board::{self, Glyphs};

/// How the screen looks: language, theme, glyphs and board size.
#[derive(Clone, Debug)]
pub struct Look {
    pub lang: Lang,
    pub theme: Theme,
    pub glyphs: Glyphs,
    pub board: config::BoardSize,
    pub depth: ColorDepth,
    /// Where user themes are (`<config>/themes`).
    pub theme_dir: Option<PathBuf>,
}

impl Look {
    /// How moves are printed: Chinese, or WXF letters in ASCII mode.
    pub fn notation_style(&self) -> Style {
        match self.glyphs {
            Glyphs::Ascii => Style {
                notation: Notation::Wxf,
                ..Style::default()
            },
            Glyphs::Cjk => Style::default(),
        }
    }

    /// The interface language: English in ASCII mode, which is for terminals that
    /// cannot show Chinese characters.
    pub fn lang(&self) -> Lang {
        match self.glyphs {
            Glyphs::Ascii => Lang::En,
            Glyphs::Cjk => self.lang,
        }
    }
}

#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum Focus {
    Board,
    Input,
}

/// A yes/no question, asked in the status line (never in a box over the board).
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum Prompt {
    Quit,
    Resign,
    /// Resume the unfinished game found at start?
    Resume,
}

#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Overlay {
    Help,
    NewGame(NewGameForm),
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

/// Work for the loop, outside the pure state.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Effect {
    /// Save the game being played (after every move).
    Autosave,
    /// Save PGN and JSON files on request.
    SaveFiles,
    /// Keep the game being left (for a new one, or a declined resume) in the saves.
    Archive(Box<Game>),
    Notify(Notice),
    MouseCapture(bool),
}

pub struct App {
    pub look: Look,
    pub game: Game,
    /// The unfinished game found at start, while the resume question is open.
    pub resume: Option<Game>,
    pub flipped: bool,
    pub cursor: Square,
    pub selected: Option<Square>,
    pub focus: Focus,
    pub input: MoveInput,
    pub status: Option<Status>,
    pub prompt: Option<Prompt>,
    pub overlay: Option<Overlay>,
    pub mouse: bool,
    /// Notify the player to move when the opponent thought at least this long.
    pub notify_after: Duration,
    turn_started: Instant,
    pub quit: bool,
    effects: Vec<Effect>,
    /// The layout of the last frame drawn (to map mouse clicks to points).
    pub screen: Option<Screen>,
}

impl App {
    pub fn new(look: Look, game: Game, now: Instant) -> App {
        let cursor = home_point(game.side_to_move());
        App {
            look,
            game,
            resume: None,
            flipped: false,
            cursor,
            selected: None,
            focus: Focus::Board,
            input: MoveInput::default(),
            status: None,
            prompt: None,
            overlay: None,
            mouse: false,
            notify_after: Duration::from_secs(20),
            turn_started: now,
            quit: false,
            effects: Vec::new(),
            screen: None,
        }
    }

    /// Offers to resume an unfinished game (asked in the status line at start).
    pub fn offer_resume(&mut self, saved: Game) {
        self.resume = Some(saved);
        self.prompt = Some(Prompt::Resume);
    }

    /// The game the board shows: the saved one while the resume question is open.
    pub fn shown_game(&self) -> &Game {
        match (&self.prompt, &self.resume) {
            (Some(Prompt::Resume), Some(g)) => g,
            _ => &self.game,
        }
    }

    pub fn lang(&self) -> Lang {
        self.look.lang()
    }

    pub fn has_effects(&self) -> bool {
        !self.effects.is_empty()
    }

    pub fn take_effects(&mut self) -> Vec<Effect> {
        std::mem::take(&mut self.effects)
    }

    pub fn set_status(&mut self, kind: StatusKind, text: impl Into<String>) {
        self.status = Some(Status {
            kind,
            text: text.into(),
        });
    }

    /// Where the keys go now.
    pub fn context(&self) -> Context {
        match (&self.overlay, self.prompt, self.focus) {
            (Some(Overlay::Help), _, _) => Context::Help,
            (Some(Overlay::NewGame(_)), _, _) => Context::Dialog,
            (None, Some(_), _) => Context::Prompt,
            (None, None, Focus::Input) => Context::Input,
            (None, None, Focus::Board) => Context::Board,
        }
    }

    /// The context under an open prompt.
    fn base_context(&self) -> Context {
        match self.focus {
            Focus::Input => Context::Input,
            Focus::Board => Context::Board,
        }
    }

    /// A key press. Returns whether the screen must be redrawn.
    pub fn on_key(&mut self, ev: KeyEvent, now: Instant) -> bool {
        let ctx = self.context();
        if let Some(a) = keys::action_for(ctx, &ev) {
            return self.apply(a, now);
        }
        if ctx != Context::Prompt {
            return false;
        }
        // q or Ctrl-C again confirms quitting; any other key closes the question and
        // does what it does on the board.
        let quit_key = ev.code == KeyCode::Char('q')
            || ev.code == KeyCode::Char('c') && ev.modifiers.contains(KeyModifiers::CONTROL);
        if self.prompt == Some(Prompt::Quit) && quit_key {
            return self.apply(Action::Yes, now);
        }
        if self.prompt == Some(Prompt::Resume) {
            return false;
        }
        self.prompt = None;
        match keys::action_for(self.base_context(), &ev) {
            Some(a) => self.apply(a, now),
            None => true,
        }
    }

    /// Applies an action. Returns whether the screen must be redrawn.
    pub fn apply(&mut self, action: Action, now: Instant) -> bool {
        let lang = self.lang();
        match action {
            Action::Cursor(dir) => self.move_cursor(dir),
            Action::Activate => self.activate(now),
            Action::Click { x, y } => {
                let Some(sq) = self.point_at(x, y) else {
                    return false;
                };
                self.cursor = sq;
                self.activate(now);
            }
            Action::Cancel => match self.overlay {
                Some(Overlay::NewGame(_)) => self.overlay = None,
                Some(Overlay::Help) => self.overlay = None,
                None => {
                    self.selected = None;
                    self.input.clear();
                    self.focus = Focus::Board;
                    self.status = None;
                }
            },
            Action::FocusInput => self.focus = Focus::Input,
            Action::Type(c) => match &mut self.overlay {
                Some(Overlay::NewGame(form)) => form.type_char(c),
                _ => {
                    self.focus = Focus::Input;
                    self.selected = None;
                    let pos = self.game.position().clone();
                    self.input.push(c, &pos, lang, &self.look.notation_style());
                }
            },
            Action::Paste(text) => match &mut self.overlay {
                Some(Overlay::NewGame(form)) => text.chars().for_each(|c| form.type_char(c)),
                Some(Overlay::Help) => {}
                None => {
                    self.focus = Focus::Input;
                    let pos = self.game.position().clone();
                    self.input
                        .push_str(&text, &pos, lang, &self.look.notation_style());
                }
            },
            Action::Erase => match &mut self.overlay {
                Some(Overlay::NewGame(form)) => form.erase(),
                _ if self.input.is_empty() => self.focus = Focus::Board,
                _ => {
                    let pos = self.game.position().clone();
                    self.input.erase(&pos, lang, &self.look.notation_style());
                }
            },
            Action::Submit => match &mut self.overlay {
                Some(Overlay::NewGame(form)) => match form.setup(lang) {
                    Ok(setup) => match Game::new(setup) {
                        Ok(g) => self.start_game(g, now),
                        Err(e) => form.error = Some(e.to_string()),
                    },
                    Err(e) => form.error = Some(e),
                },
                _ => self.submit_typed(now),
            },
            Action::NextField | Action::PrevField | Action::Choice(_) => {
                if let Some(Overlay::NewGame(form)) = &mut self.overlay {
                    match action {
                        Action::NextField => form.next_field(true),
                        Action::PrevField => form.next_field(false),
                        Action::Choice(d) => form.cycle(d == Dir::Right),
                        _ => {}
                    }
                }
            }
            Action::Undo => match self.game.undo() {
                Ok(m) => {
                    self.after_change(now);
                    self.cursor = m.from;
                    self.effects.push(Effect::Autosave);
                }
                Err(r) => self.refuse(&r),
            },
            Action::Flip => self.flipped = !self.flipped,
            Action::Resign => {
                if self.game.is_over() {
                    self.refuse(&Refusal::GameOver);
                } else {
                    self.prompt = Some(Prompt::Resign);
                }
            }
            Action::Draw => {
                let side = self.game.side_to_move();
                let result = if self.game.draw_offer() == Some(!side) {
                    self.game.accept_draw()
                } else {
                    self.game.offer_draw().map(|()| {
                        self.set_status(StatusKind::Info, Msg::DrawOfferPending.text(lang));
                    })
                };
                match result {
                    Ok(()) => {
                        if self.game.is_over() {
                            self.after_change(now);
                            self.effects.push(Effect::Autosave);
                        }
                    }
                    Err(r) => self.refuse(&r),
                }
            }
            Action::Claim => match self.game.claim_natural_limit() {
                Ok(()) => {
                    self.after_change(now);
                    self.effects.push(Effect::Autosave);
                }
                Err(r) => self.refuse(&r),
            },
            Action::Save => self.effects.push(Effect::SaveFiles),
            Action::NewGame => {
                self.overlay = Some(Overlay::NewGame(NewGameForm::from_setup(self.game.setup())));
            }
            Action::Help => {
                self.overlay = match self.overlay {
                    Some(Overlay::Help) => None,
                    _ => Some(Overlay::Help),
                }
            }
            Action::ToggleAscii => {
                self.look.glyphs = match self.look.glyphs {
                    Glyphs::Cjk => Glyphs::Ascii,
                    Glyphs::Ascii => Glyphs::Cjk,
                };
                let pos = self.game.position().clone();
                self.input
                    .refresh(&pos, self.lang(), &self.look.notation_style());
            }
            Action::CycleTheme => self.cycle_theme(),
            Action::ToggleMouse => {
                self.mouse = !self.mouse;
                self.effects.push(Effect::MouseCapture(self.mouse));
                let msg = if self.mouse {
                    Msg::MouseOn
                } else {
                    Msg::MouseOff
                };
                self.set_status(StatusKind::Info, msg.text(lang));
            }
            Action::Quit => {
                if self.prompt == Some(Prompt::Resume) || !self.game_in_progress() {
                    self.quit = true;
                } else {
                    self.overlay = None;
                    self.prompt = Some(Prompt::Quit);
                }
            }
            Action::Yes | Action::No => self.answer(action == Action::Yes, now),
        }
        true
    }

    /// A game worth asking about before leaving: started and not finished.
    fn game_in_progress(&self) -> bool {
        !self.game.is_over() && !self.game.plies().is_empty()
    }

    fn answer(&mut self, yes: bool, now: Instant) {
        let Some(prompt) = self.prompt.take() else {
            return;
        };
        match (prompt, yes) {
            (Prompt::Quit, true) => self.quit = true,
            (Prompt::Resign, true) => {
                let side = self.game.side_to_move();
                if let Err(r) = self.game.resign(side) {
                    self.refuse(&r);
                }
                self.after_change(now);
                self.effects.push(Effect::Autosave);
            }
            (Prompt::Resume, true) => {
                if let Some(g) = self.resume.take() {
                    self.game = g;
                    self.cursor = home_point(self.game.side_to_move());
                    self.after_change(now);
                }
            }
            (Prompt::Resume, false) => {
                // The declined game is kept among the saves, not thrown away.
                if let Some(g) = self.resume.take() {
                    self.effects.push(Effect::Archive(Box::new(g)));
                }
            }
            (Prompt::Quit | Prompt::Resign, false) => {}
        }
    }

    fn start_game(&mut self, game: Game, now: Instant) {
        if self.game_in_progress() {
            let old = std::mem::replace(&mut self.game, game);
            self.effects.push(Effect::Archive(Box::new(old)));
        } else {
            self.game = game;
        }
        self.overlay = None;
        self.cursor = home_point(self.game.side_to_move());
        self.after_change(now);
        self.effects.push(Effect::Autosave);
    }

    fn refuse(&mut self, r: &Refusal) {
        let text = i18n::refusal(self.lang(), r);
        self.set_status(StatusKind::Error, text);
    }

    /// After the game changed: nothing stays selected or typed, the clock of the
    /// next move starts.
    fn after_change(&mut self, now: Instant) {
        self.selected = None;
        self.input.clear();
        self.focus = Focus::Board;
        self.status = None;
        self.turn_started = now;
    }

    fn move_cursor(&mut self, dir: Dir) {
        // Screen directions: a flipped board turns them around.
        let (df, dr) = match dir {
            Dir::Up => (0, 1),
            Dir::Down => (0, -1),
            Dir::Left => (-1, 0),
            Dir::Right => (1, 0),
        };
        let (df, dr) = if self.flipped { (-df, -dr) } else { (df, dr) };
        if let Some(sq) = Square::try_new(
            self.cursor.file() as i32 + df,
            self.cursor.rank() as i32 + dr,
        ) {
            self.cursor = sq;
        }
    }

    /// Enter/Space on the board: pick up a piece, or put the picked-up one down.
    fn activate(&mut self, now: Instant) {
        let lang = self.lang();
        if self.game.is_over() {
            self.refuse(&Refusal::GameOver);
            return;
        }
        let side = self.game.side_to_move();
        let here = self.game.position().piece_at(self.cursor);
        let own_here = here.is_some_and(|p| p.color == side);
        match self.selected {
            Some(sel) if sel == self.cursor => self.selected = None,
            _ if own_here => {
                self.selected = Some(self.cursor);
                self.status = None;
            }
            Some(sel) => {
                let m = Move::new(sel, self.cursor);
                if let Err(r) = self.play(m, now) {
                    self.refuse(&r);
                }
            }
            None => self.set_status(StatusKind::Warning, Msg::SelectOwnPiece.text(lang)),
        }
    }

    fn submit_typed(&mut self, now: Instant) {
        if self.input.is_empty() {
            self.focus = Focus::Board;
            return;
        }
        let pos = self.game.position().clone();
        match self.input.submit(&pos, self.lang()) {
            Ok(m) => {
                if let Err(r) = self.play(m, now) {
                    self.refuse(&r);
                }
            }
            Err(e) => self.set_status(StatusKind::Error, e),
        }
    }

    /// Plays a move for the side to move and sets off what follows it.
    pub fn play(&mut self, m: Move, now: Instant) -> Result<(), Refusal> {
        let mover = self.game.side_to_move();
        let thought = now.saturating_duration_since(self.turn_started);
        self.game.play(m)?;
        self.after_change(now);
        self.cursor = m.to;
        self.effects.push(Effect::Autosave);
        if !self.game.is_over() && thought >= self.notify_after {
            self.effects.push(Effect::Notify(Notice::YourMove(!mover)));
        }
        Ok(())
    }

    /// The legal targets of the picked-up piece.
    pub fn targets(&self) -> Bitboard {
        let mut bb = Bitboard::EMPTY;
        if let Some(sel) = self.selected {
            for m in self.game.position().legal_moves_from(sel).iter() {
                bb |= Bitboard::from_square(m.to);
            }
        }
        bb
    }

    fn point_at(&self, x: u16, y: u16) -> Option<Square> {
        let screen = self.screen?;
        board::point_at(screen.size, self.flipped, screen.board, x, y)
    }

    fn cycle_theme(&mut self) {
        let names = Theme::available(self.look.theme_dir.as_deref());
        let i = names
            .iter()
            .position(|n| *n == self.look.theme.name)
            .unwrap_or(0);
        for k in 1..=names.len() {
            let name = &names[(i + k) % names.len()];
            match Theme::load(name, self.look.theme_dir.as_deref(), self.look.depth) {
                Ok(t) => {
                    self.look.theme = t;
                    let text = i18n::theme_now(self.lang(), name);
                    self.set_status(StatusKind::Info, text);
                    return;
                }
                Err(e) => self.set_status(StatusKind::Error, e.to_string()),
            }
        }
    }

    /// Which mode the game is played in.
    pub fn mode(&self) -> Mode {
        self.game.setup().mode
    }

    /// When the screen must be redrawn next without any input (a running clock),
    /// or `None` when nothing changes by itself.
    pub fn next_deadline(&self, _now: Instant) -> Option<Instant> {
        None
    }

    /// Time passed without input: returns whether the screen changed.
    pub fn tick(&mut self, _now: Instant) -> bool {
        false
    }
}

/// Where the cursor starts: the centre of the mover's pawn rank.
fn home_point(side: Color) -> Square {
    match side {
        Color::Red => Square::new(4, 3),
        Color::Black => Square::new(4, 6),
    }
}
