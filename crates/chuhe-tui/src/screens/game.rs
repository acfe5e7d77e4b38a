//! The game screen: the game being played (hot-seat, or a seat at a networked
//! game), its state and its one update function — an [`Action`] in, the state
//! changed, and [`Work`]s out for the loop to carry out (saving, notifying, mouse
//! capture). Nothing here touches the terminal or the file system, and time comes
//! in as an argument, so the whole game runs in tests on ratatui's `TestBackend`
//! with made-up times. It is the screen at the bottom of the app's stack
//! (`crate::app`); its widgets are in `view/`.

use std::time::{Duration, Instant};

use crossterm::event::{KeyCode, KeyEvent, KeyModifiers};

use chuhe_core::catalogue::UiText;
use chuhe_core::lang::{Lang, Render};
use chuhe_core::match_control::{Event, MatchError, Mode, Reason};
use chuhe_core::notation::{Notation, Style};
use chuhe_core::rules::{Bitboard, Color, Move, Position, Square};

use crate::action::{Action, Dir};
use crate::app::{Look, Status, StatusKind, Work, default_notation};
use crate::game::{GameInPlay, shown_seconds};
use crate::i18n::{self, Msg};
use crate::input::MoveInput;
use crate::keys::{self, Context};
use crate::layout::Screen;
use crate::notify::Notice;
use crate::theme::Theme;
use crate::view::board::{self, Glyphs};

#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum Focus {
    Board,
    Input,
}

/// What the input line is for.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum InputTarget {
    /// The move of the side to move.
    Move,
    /// `owner`'s scoresheet entry for ply `ply` (0-based).
    Record { owner: Color, ply: usize },
}

/// A yes/no question, asked in the status line (never in a box over the board).
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum Prompt {
    Quit,
    Resign,
    /// Offer a draw, or accept the standing offer? (`d`)
    Draw,
    /// Stop (or restart) the clocks of a tournament game: the other player agrees.
    Pause,
    /// Resume the unfinished game found at start?
    Resume,
    /// `c`: which claim? 1 natural limit (23.3), 2 a ruling of the repetition (24).
    Claim,
    /// Make this claim? (A false natural-limit claim is a foul in tournament games.)
    ConfirmClaim(ClaimKind),
    /// At a networked game: grant the opponent's take-back request (5.7)?
    Takeback,
}

/// What a player may claim from the arbiter.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum ClaimKind {
    /// A draw by the natural move limit (23.3).
    NaturalLimit,
    /// A ruling of the repeated position (待判局面, 24).
    Repetition,
}

impl Prompt {
    /// The question of a claim prompt, in the status line.
    pub fn claim_question(self, lang: Lang) -> Option<&'static str> {
        match self {
            Prompt::Claim => Some(Msg::ClaimMenu.text(lang)),
            Prompt::ConfirmClaim(ClaimKind::NaturalLimit) => {
                Some(Msg::ConfirmClaimNaturalLimit.text(lang))
            }
            Prompt::ConfirmClaim(ClaimKind::Repetition) => {
                Some(Msg::ConfirmClaimRepetition.text(lang))
            }
            Prompt::Quit
            | Prompt::Resign
            | Prompt::Resume
            | Prompt::Takeback
            | Prompt::Draw
            | Prompt::Pause => None,
        }
    }
}

/// The game being played, and everything its screen shows.
pub struct GameScreen {
    pub look: Look,
    pub game: GameInPlay,
    /// Computer opponents at the board (`engine_seat.rs`).
    pub engines: crate::engine_seat::EngineSeats,
    /// The unfinished game found at start, while the resume question is open.
    pub resume: Option<GameInPlay>,
    pub flipped: bool,
    pub cursor: Square,
    pub selected: Option<Square>,
    pub focus: Focus,
    pub input: MoveInput,
    pub target: InputTarget,
    pub status: Option<Status>,
    pub prompt: Option<Prompt>,
    pub mouse: bool,
    /// Notify the player to move when the opponent thought at least this long.
    pub notify_after: Duration,
    turn_started: Instant,
    pub quit: bool,
    effects: Vec<Work>,
    /// The layout of the last frame drawn (to map mouse clicks to points).
    pub screen: Option<Screen>,
    /// The last frame was the too-small screen: moves are not taken.
    pub too_small: bool,
    /// The player a scoresheet verdict in the status line is for.
    status_owner: Option<Color>,
    /// The last key was a file letter `a`–`i` on the board, perhaps the start of
    /// a coordinate move.
    file_letter: Option<FileLetter>,
    /// The analysis pane, while it is open (`crate::analysis_runner`).
    pub analysis: Option<crate::analysis_runner::AnalysisRunner>,
    /// The hint being searched or shown (`crate::hint`).
    pub hint: crate::hint::Hint,
}

/// Whose scoresheet verdicts (✓ ✗ ? and missing entries) are shown.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum Viewer {
    All,
    Side(Color),
    Nobody,
}

impl Viewer {
    pub fn sees(self, owner: Color) -> bool {
        match self {
            Viewer::All => true,
            Viewer::Side(c) => c == owner,
            Viewer::Nobody => false,
        }
    }
}

/// A file letter pressed on the board, and what it changed as a command (`h` the
/// cursor, `f` the board's side, `a` the glyphs; `c`, `d` and `r` only ask), so that
/// a digit after it can turn it into the start of a typed coordinate move instead.
#[derive(Clone, Debug)]
struct FileLetter {
    letter: char,
    cursor: Square,
    flipped: bool,
    glyphs: Glyphs,
    status: Option<Status>,
    prompt: Option<Prompt>,
}

impl FileLetter {
    fn before(app: &GameScreen, letter: char) -> FileLetter {
        FileLetter {
            letter,
            cursor: app.cursor,
            flipped: app.flipped,
            glyphs: app.look.glyphs,
            status: app.status.clone(),
            prompt: app.prompt,
        }
    }

    fn undo(self, app: &mut GameScreen) {
        app.cursor = self.cursor;
        app.flipped = self.flipped;
        app.look.glyphs = self.glyphs;
        app.status = self.status;
        app.prompt = self.prompt;
    }
}

impl GameScreen {
    pub fn new(look: Look, game: GameInPlay, now: Instant) -> GameScreen {
        let cursor = home_point(game.side_to_move());
        GameScreen {
            look,
            game,
            engines: Default::default(),
            resume: None,
            flipped: false,
            cursor,
            selected: None,
            focus: Focus::Board,
            input: MoveInput::default(),
            target: InputTarget::Move,
            status: None,
            prompt: None,
            mouse: false,
            notify_after: Duration::from_secs(20),
            turn_started: now,
            quit: false,
            effects: Vec::new(),
            screen: None,
            too_small: false,
            status_owner: None,
            file_letter: None,
            analysis: None,
            hint: Default::default(),
        }
    }

    /// Whose private scoresheet marks the screen shows, `None` for both (the game
    /// is over) or neither (a spectator). At one keyboard "you" is the player
    /// writing in the record line, else the one who just read their verdict (until
    /// the next key), else the player whose clock runs; at a networked game, the
    /// seat.
    pub fn viewer(&self) -> Viewer {
        if self.game.is_over() {
            return Viewer::All;
        }
        if let Some(seat) = self.game.remote_seat() {
            return seat.seat().map_or(Viewer::Nobody, Viewer::Side);
        }
        match (self.target, self.status_owner) {
            (InputTarget::Record { owner, .. }, _) => Viewer::Side(owner),
            (_, Some(owner)) if self.status.is_some() => Viewer::Side(owner),
            _ => Viewer::Side(self.player_at_keyboard()),
        }
    }

    /// The player at this keyboard: the side whose clock runs, except that against
    /// one engine it is always its opponent, even while the engine thinks. They
    /// resign with `r` and see their own scoresheet.
    fn player_at_keyboard(&self) -> Color {
        let clock = self.game.at_keyboard();
        let other = !clock;
        if self.engines.plays(clock) && !self.engines.plays(other) {
            other
        } else {
            clock
        }
    }

    /// `side` is at the keyboard: writing in the record line, or on their own time.
    fn owner_present(&self, side: Color) -> bool {
        match self.game.remote_seat() {
            Some(seat) => seat.seat() == Some(side),
            None => {
                matches!(self.target, InputTarget::Record { owner, .. } if owner == side)
                    || self.game.at_keyboard() == side
            }
        }
    }

    /// The open question is answered with this digit itself (a menu of choices):
    /// then the digit answers it and does not start a coordinate move. Matched
    /// exhaustively, so that a new question has to say.
    fn prompt_takes_digit(&self, digit: char) -> bool {
        match self.prompt {
            // `c`: 1 the natural limit, 2 a ruling of the repetition.
            Some(Prompt::Claim) => matches!(digit, '1' | '2'),
            None
            | Some(
                Prompt::Quit
                | Prompt::Resign
                | Prompt::Draw
                | Prompt::Pause
                | Prompt::Resume
                | Prompt::ConfirmClaim(_)
                | Prompt::Takeback,
            ) => false,
        }
    }

    /// The mover has moved and must press the clock before anything is typed.
    fn must_press_first(&self) -> bool {
        self.target == InputTarget::Move
            && self.game.explicit_press()
            && self.game.view().awaiting_press
            && !self.game.is_over()
    }

    /// The record line is open while the mover has still to press the clock.
    fn awaiting_press_in_record_line(&self) -> bool {
        self.focus == Focus::Input
            && self.input.is_empty()
            && matches!(self.target, InputTarget::Record { .. })
            && self.game.explicit_press()
            && self.game.view().awaiting_press
    }

    /// Offers to resume an unfinished game (asked in the status line at start).
    pub fn offer_resume(&mut self, saved: GameInPlay) {
        self.resume = Some(saved);
        self.prompt = Some(Prompt::Resume);
    }

    /// The game the board shows: the saved one while the resume question is open.
    pub fn shown_game(&self) -> &GameInPlay {
        match (&self.prompt, &self.resume) {
            (Some(Prompt::Resume), Some(g)) => g,
            _ => &self.game,
        }
    }

    pub fn lang(&self) -> Lang {
        self.look.lang()
    }

    /// The notation moves are shown in (the move list, the typing preview).
    pub fn notation(&self) -> Notation {
        self.look
            .notation
            .unwrap_or_else(|| default_notation(self.look.lang))
    }

    /// How moves are printed on this screen.
    pub fn notation_style(&self) -> Style {
        Style {
            notation: self.notation(),
            ..Style::default()
        }
    }

    pub fn has_effects(&self) -> bool {
        !self.effects.is_empty()
    }

    pub fn take_effects(&mut self) -> Vec<Work> {
        std::mem::take(&mut self.effects)
    }

    pub fn set_status(&mut self, kind: StatusKind, text: impl Into<String>) {
        self.status_owner = None;
        self.status = Some(Status {
            kind,
            text: text.into(),
        });
    }

    /// Where the keys go now.
    pub fn context(&self) -> Context {
        match (self.prompt, self.focus) {
            (Some(_), _) => Context::Prompt,
            (None, Focus::Input) => Context::Input,
            (None, Focus::Board) => Context::Board,
        }
    }

    /// The context under an open prompt.
    fn base_context(&self) -> Context {
        match self.focus {
            Focus::Input => Context::Input,
            Focus::Board => Context::Board,
        }
    }

    /// After a frame was drawn: the layout it used (`None`: the too-small screen).
    pub fn drawn(&mut self, screen: Option<Screen>) {
        self.screen = screen;
        self.too_small = screen.is_none();
    }

    /// A key press. Returns whether the screen must be redrawn.
    pub fn on_key(&mut self, ev: KeyEvent, now: Instant) -> bool {
        // A verdict read in the record line goes with the next key: the keyboard
        // may be the opponent's now.
        if let Some(owner) = self.status_owner.take() {
            if self.game.at_keyboard() == owner || self.game.remote_seat().is_some() {
                self.status_owner = Some(owner);
            } else {
                self.status = None;
            }
        }
        let ctx = self.context();
        let file_letter = self.file_letter.take();
        if self.too_small && matches!(ctx, Context::Board | Context::Input) {
            // Nothing is played unseen: only leaving and the help work until the
            // window is large enough to show the game.
            return match keys::action_for(ctx, &ev) {
                Some(a @ (Action::Quit | Action::Help)) => self.apply(a, now),
                _ => false,
            };
        }
        if let (Some(letter), KeyCode::Char(digit)) = (file_letter, ev.code)
            && digit.is_ascii_digit()
            && !ev.modifiers.contains(KeyModifiers::CONTROL)
            && !self.prompt_takes_digit(digit)
        {
            // A file letter and a rank digit: the start of a coordinate move
            // (`h2e2`). What the letter did as a command is taken back.
            let c = letter.letter;
            letter.undo(self);
            self.apply(Action::Type(c), now);
            return self.apply(Action::Type(digit), now);
        }
        if self.awaiting_press_in_record_line() && ev.code == KeyCode::Char('p') {
            // The mover's clock still runs: `p` presses it, the entry waits (`w`).
            self.reset_input();
            return self.apply(Action::PressClock, now);
        }
        if ctx == Context::Board
            && let KeyCode::Char(c @ 'a'..='i') = ev.code
            && !ev.modifiers.contains(KeyModifiers::CONTROL)
        {
            self.file_letter = Some(FileLetter::before(self, c));
        }
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
        if self.prompt == Some(Prompt::Claim) {
            let kind = match ev.code {
                KeyCode::Char('1') => Some(ClaimKind::NaturalLimit),
                KeyCode::Char('2') => Some(ClaimKind::Repetition),
                _ => None,
            };
            self.prompt = kind.map(Prompt::ConfirmClaim);
            return true;
        }
        self.prompt = None;
        match keys::action_for(self.base_context(), &ev) {
            Some(a) => self.apply(a, now),
            None => true,
        }
    }

    /// The position the input line reads against: the board, or for a scoresheet
    /// entry the position before the ply it records.
    fn input_position(&self) -> Position {
        match self.target {
            InputTarget::Move => self.game.position().clone(),
            InputTarget::Record { ply, .. } => self
                .game
                .referee()
                .position_before(ply)
                .cloned()
                .unwrap_or_else(|| self.game.position().clone()),
        }
    }

    fn edit_input(&mut self, edit: impl FnOnce(&mut MoveInput, &Position, Lang, &Style)) {
        let pos = self.input_position();
        let (lang, style) = (self.lang(), self.notation_style());
        edit(&mut self.input, &pos, lang, &style);
        // At a networked game, on the opponent's turn the text would be read as the
        // opponent's move (2.1): no preview, only whose move it is.
        if self.target == InputTarget::Move
            && !self.input.is_empty()
            && let Some(e) = self.game.out_of_turn()
        {
            self.input.hold(e.text().get(lang).to_string());
        }
    }

    /// Applies an action. Returns whether the screen must be redrawn.
    pub fn apply(&mut self, action: Action, now: Instant) -> bool {
        let lang = self.lang();
        match action {
            // The help is a screen of its own, which the app opens over the game.
            Action::Help => return false,
            Action::Cursor(dir) => self.move_cursor(dir),
            Action::Activate => self.activate(now),
            // Under touch-move, picking a piece up binds the player (5.1): only the
            // explicit pick key (Space, or a click) does it, never a stray Enter.
            Action::Enter if self.selected.is_none() && self.game.config().touch_move => {
                self.set_status(StatusKind::Info, Msg::TouchNeedsSpace.text(lang));
            }
            Action::Enter => self.activate(now),
            Action::Click { x, y } => {
                let Some(sq) = self.point_at(x, y) else {
                    return false;
                };
                self.cursor = sq;
                self.activate(now);
            }
            Action::Cancel => {
                self.selected = None;
                self.input.clear();
                self.focus = Focus::Board;
                self.target = InputTarget::Move;
                self.status = None;
            }
            Action::FocusInput | Action::Type(_) | Action::Paste(_) if self.must_press_first() => {
                // The mover's turn ends with the press (6): nothing typed now can be
                // a move, and `p` must stay the clock's key.
                self.set_status(StatusKind::Warning, Msg::PressFirst.text(lang));
            }
            Action::FocusInput => self.focus = Focus::Input,
            Action::Type(c) => {
                self.focus = Focus::Input;
                self.selected = None;
                self.edit_input(|i, p, l, s| i.push(c, p, l, s));
            }
            Action::Paste(text) => {
                self.focus = Focus::Input;
                self.edit_input(|i, p, l, s| i.push_str(&text, p, l, s));
            }
            Action::Erase if self.input.is_empty() => {
                self.focus = Focus::Board;
                self.target = InputTarget::Move;
            }
            Action::Erase => self.edit_input(|i, p, l, s| i.erase(p, l, s)),
            Action::Submit => self.submit_typed(now),
            // The new-game dialog's keys (`screens/new_game.rs`).
            Action::NextField | Action::PrevField | Action::Choice(_) => {}
            Action::Undo => {
                // Against an engine, its reply goes too: the player's move again.
                let result = crate::engine_seat::take_back(self, now);
                let taken_back = match &result {
                    Ok(events) => events.iter().rev().find_map(|e| match e {
                        Event::TakenBack { mv, .. } => Some(mv.from),
                        _ => None,
                    }),
                    Err(_) => None,
                };
                if let Some(from) = taken_back {
                    self.cursor = from;
                }
                let asked = result.is_ok() && taken_back.is_none() && self.game.my_seat().is_some();
                self.after_action(result, now);
                if asked {
                    // A request to the opponent at a networked game: it stands until
                    // answered.
                    self.set_status(StatusKind::Info, Msg::TakebackAsked.text(lang));
                }
            }
            Action::Flip => self.flipped = !self.flipped,
            Action::Resign => {
                if let Some(v) = self.game.verdict() {
                    self.refuse(&MatchError::GameOver(v.clone()));
                } else {
                    self.prompt = Some(Prompt::Resign);
                }
            }
            Action::Draw => {
                if let Some(v) = self.game.verdict() {
                    self.refuse(&MatchError::GameOver(v.clone()));
                } else if let Some(why) = self.game.offer_too_soon() {
                    self.set_status(StatusKind::Warning, why.get(lang).to_string());
                } else {
                    self.prompt = Some(Prompt::Draw);
                }
            }
            Action::Claim => {
                if let Some(v) = self.game.verdict() {
                    self.refuse(&MatchError::GameOver(v.clone()));
                } else {
                    self.prompt = Some(Prompt::Claim);
                }
            }
            Action::PressClock => {
                let result = self.game.press_clock(now);
                if result.is_ok() {
                    self.turn_passed(now);
                }
                self.after_action(result, now);
            }
            Action::Pause if self.game.pause_needs_agreement() && !self.game.is_over() => {
                self.prompt = Some(Prompt::Pause);
            }
            Action::Pause => {
                let result = self.game.pause_or_resume(now);
                self.after_action(result, now);
            }
            Action::Write => self.write_entry(),
            Action::Save => self.effects.push(Work::SaveFiles),
            Action::NewGame if self.game.remote_seat().is_some() => {
                self.set_status(StatusKind::Info, Msg::NetworkedNoNewGame.text(lang))
            }
            // The dialog is a screen of its own, opened by the app over the game.
            Action::NewGame => {}
            Action::ToggleAscii => {
                self.look.glyphs = match self.look.glyphs {
                    Glyphs::Cjk => Glyphs::Ascii,
                    Glyphs::Ascii => Glyphs::Cjk,
                };
                self.edit_input(|i, p, l, s| i.refresh(p, l, s));
            }
            Action::ToggleLang => {
                // A language chosen by the player keeps its move-list notation.
                self.look.notation = Some(self.notation());
                self.look.lang = match self.look.lang {
                    Lang::Zh => Lang::En,
                    Lang::En => Lang::Zh,
                };
                self.edit_input(|i, p, l, s| i.refresh(p, l, s));
                self.set_status(StatusKind::Info, i18n::lang_now(self.lang()));
            }
            Action::CycleNotation => {
                let all = Notation::ALL;
                let i = all.iter().position(|n| *n == self.notation()).unwrap_or(0);
                self.look.notation = Some(all[(i + 1) % all.len()]);
                self.edit_input(|i, p, l, s| i.refresh(p, l, s));
                let text = i18n::notation_now(self.lang(), self.notation());
                self.set_status(StatusKind::Info, text);
            }
            Action::CycleTheme => self.cycle_theme(),
            Action::ToggleMouse => {
                self.mouse = !self.mouse;
                self.effects.push(Work::MouseCapture(self.mouse));
                let msg = if self.mouse {
                    Msg::MouseOn
                } else {
                    Msg::MouseOff
                };
                self.set_status(StatusKind::Info, msg.text(lang));
            }
            Action::Quit => {
                // A spectator leaves at once: there is nothing of theirs to keep.
                if self.prompt == Some(Prompt::Resume)
                    || !self.game_in_progress()
                    || self.game.is_spectator()
                {
                    self.quit = true;
                } else {
                    self.prompt = Some(Prompt::Quit);
                }
            }
            Action::Yes | Action::No => self.answer(action == Action::Yes, now),
            // (the study screens' own actions: not bound on the game's board)
            Action::Step(_)
            | Action::NextVariation
            | Action::PrevVariation
            | Action::LeaveVariation
            | Action::GoToMove
            | Action::EditComment
            | Action::SetNag
            | Action::Promote
            | Action::Demote
            | Action::DeleteVariation
            | Action::Redo
            | Action::SaveJson
            | Action::ReplaceRest
            | Action::PlayFromHere
            | Action::PositionSearch
            | Action::OpenFile
            | Action::SavesDir
            | Action::ParentDir
            | Action::SortNext
            | Action::SortReverse
            | Action::Back => return false,
            // (the app opens those screens over the game)
            Action::EditPosition | Action::Dictate => return false,
            // (the tournament screen's own)
            Action::TourView | Action::PairRound | Action::TourResult(_) | Action::Withdraw => {
                return false;
            }
            Action::Hint => crate::hint::ask(self),
            Action::ToggleAnalysis => crate::analysis_runner::toggle(self),
            Action::PrevMarked | Action::NextMarked => return false,
            // (the new-event dialog's and the tournament screen's)
            Action::NewTournament
            | Action::AddPlayer
            | Action::SeedUp
            | Action::SeedDown
            | Action::RemovePlayer
            | Action::CreateEvent => return false,
            // The arbiter's seat's own: a player's game does
            // nothing with them (no key of the game screen is bound to them).
            Action::Arbiter(_) | Action::Lobby(_) => return false,
        }
        true
    }

    /// A game worth asking about before leaving: started and not finished.
    fn game_in_progress(&self) -> bool {
        !self.game.is_over() && !self.game.plies().is_empty()
    }

    fn answer(&mut self, yes: bool, now: Instant) {
        let lang = self.lang();
        let Some(prompt) = self.prompt.take() else {
            return;
        };
        match (prompt, yes) {
            (Prompt::Quit, true) => self.quit = true,
            (Prompt::Resign, true) => {
                let result = self.game.resign_as(self.player_at_keyboard(), now);
                self.after_action(result, now);
            }
            (Prompt::Resume, true) => {
                if let Some(mut g) = self.resume.take() {
                    g.resume_at(now);
                    self.game = g;
                    self.cursor = home_point(self.game.side_to_move());
                    self.reset_input();
                    self.turn_started = now;
                }
            }
            (Prompt::Resume, false) => {
                // The declined game is kept among the saves, not thrown away.
                if let Some(g) = self.resume.take() {
                    self.effects.push(Work::Archive(Box::new(g)));
                }
            }
            (Prompt::Takeback, yes) => {
                let result = self.game.answer_takeback(yes, now);
                let ok = result.is_ok();
                self.after_action(result, now);
                if ok {
                    let text = match yes {
                        true => Msg::TakebackGranted.text(lang),
                        false => Msg::TakebackDeclined.text(lang),
                    };
                    self.set_status(StatusKind::Ok, text);
                }
            }
            (Prompt::ConfirmClaim(kind), true) => {
                let result = match kind {
                    ClaimKind::NaturalLimit => self.game.claim_natural_limit(now),
                    ClaimKind::Repetition => self.game.claim_repetition(now),
                };
                self.after_action(result, now);
            }
            // The choice is made with 1 or 2; y alone asks again.
            (Prompt::Claim, true) => self.prompt = Some(Prompt::Claim),
            (Prompt::Draw, true) => {
                let result = self.game.draw(now);
                self.after_action(result, now);
            }
            (Prompt::Pause, true) => {
                let result = self.game.agreed_pause_or_resume(now);
                self.after_action(result, now);
            }
            (
                Prompt::Quit
                | Prompt::Resign
                | Prompt::Draw
                | Prompt::Pause
                | Prompt::Claim
                | Prompt::ConfirmClaim(_),
                false,
            ) => {}
        }
    }

    /// A new game on the board; one in progress goes among the saves.
    pub fn start_game(&mut self, game: GameInPlay, now: Instant) {
        if self.game_in_progress() {
            let old = std::mem::replace(&mut self.game, game);
            self.effects.push(Work::Archive(Box::new(old)));
        } else {
            self.game = game;
        }
        self.cursor = home_point(self.game.side_to_move());
        self.reset_input();
        self.status = None;
        self.turn_started = now;
        self.effects.push(Work::Autosave);
    }

    fn refuse(&mut self, e: &MatchError) {
        let lang = self.lang();
        let text = match e {
            // Why a move is illegal, in the player's language (2.2, 3.4).
            MatchError::Illegal(i) => chuhe_core::lang::Render::render(i, lang),
            e => e.text().get(lang).to_string(),
        };
        self.set_status(StatusKind::Error, text);
    }

    fn reset_input(&mut self) {
        self.selected = None;
        self.input.clear();
        self.focus = Focus::Board;
        self.target = InputTarget::Move;
    }

    /// After an action sent to the referee: its events become messages and
    /// notifications, a refusal says why, and a changed game is saved.
    fn after_action(&mut self, result: Result<Vec<Event>, MatchError>, now: Instant) {
        match result {
            Ok(events) => {
                self.status = None;
                self.report(&events, now);
                self.effects.push(Work::Autosave);
            }
            Err(e) => self.refuse(&e),
        }
    }

    /// Turns the referee's events into the status line and notifications.
    fn report(&mut self, events: &[Event], now: Instant) {
        let lang = self.lang();
        for ev in events {
            let message = match ev {
                // A scoresheet verdict is the owner's alone (see `viewer`): shown
                // while they write in the record line or their clock runs, never
                // left standing for the opponent.
                Event::Recorded { by, .. } if !self.owner_present(*by) => None,
                Event::Recorded { check, .. } => Some(match check {
                    chuhe_core::match_control::EntryCheck::Correct => {
                        (StatusKind::Ok, Msg::EntryCorrect.text(lang).to_string())
                    }
                    chuhe_core::match_control::EntryCheck::Wrong { why, .. }
                    | chuhe_core::match_control::EntryCheck::Unreadable { why } => {
                        (StatusKind::Error, format!("✗ {}", why.get(lang)))
                    }
                }),
                Event::Foul { kind, count, by } => Some((
                    StatusKind::Error,
                    // The foul's text cites its articles already.
                    UiText::Foul {
                        by: *by,
                        count: *count,
                        what: kind.text(),
                    }
                    .render(lang),
                )),
                Event::Warning { text } => Some((StatusKind::Warning, text.get(lang).to_string())),
                Event::ClaimAudited { audit, .. } => Some((
                    if audit.upheld {
                        StatusKind::Ok
                    } else {
                        StatusKind::Error
                    },
                    audit.explanation.get(lang).to_string(),
                )),
                Event::RepetitionRuled { ruling, .. } => Some((
                    if ruling.pending {
                        StatusKind::Warning
                    } else {
                        StatusKind::Info
                    },
                    ruling.explanation.get(lang).to_string(),
                )),
                Event::DrawDeclined { by, by_move: true } => Some((
                    StatusKind::Info,
                    UiText::DrawDeclinedByMove(*by).render(lang),
                )),
                Event::GameOver { verdict } => {
                    if matches!(verdict.reason, Reason::FlagFell | Reason::ClockNotPressed)
                        && let Some(loser) = verdict.outcome.loser()
                    {
                        self.effects.push(Work::Notify(Notice::FlagFell(loser)));
                    }
                    None
                }
                _ => None,
            };
            if let Some((kind, text)) = message {
                self.set_status(kind, text);
                if let Event::Recorded { by, .. } = ev {
                    self.status_owner = Some(*by);
                }
            }
        }
        let _ = now;
    }

    /// The turn went to the other side: notify them if their opponent thought long.
    fn turn_passed(&mut self, now: Instant) {
        let thought = now.saturating_duration_since(self.turn_started);
        self.turn_started = now;
        if !self.game.is_over() && thought >= self.notify_after {
            let next = self.game.side_to_move();
            self.effects.push(Work::Notify(Notice::YourMove(next)));
        }
    }

    fn move_cursor(&mut self, dir: Dir) {
        self.cursor = dir.step(self.cursor, self.flipped);
    }

    /// Enter/Space on the board: pick up a piece, or put the picked-up one down.
    /// Under touch-move (第5条) picking up a piece is touching it.
    fn activate(&mut self, now: Instant) {
        let lang = self.lang();
        if let Some(v) = self.game.verdict() {
            self.refuse(&MatchError::GameOver(v.clone()));
            return;
        }
        let side = self.game.side_to_move();
        let here = self.game.position().piece_at(self.cursor);
        let own_here = here.is_some_and(|p| p.color == side);
        match self.selected {
            Some(sel) if sel == self.cursor => self.selected = None,
            _ if own_here => match self.game.touch(self.cursor, now) {
                Ok(events) => {
                    self.selected = Some(self.cursor);
                    self.status = None;
                    self.report(&events, now);
                }
                Err(e) => self.refuse(&e),
            },
            Some(sel) => self.play(Move::new(sel, self.cursor), None, now),
            None if here.is_some() && self.game.config().touch_move => {
                // Touching an opponent's piece binds to capturing it (5.2).
                let result = self.game.touch(self.cursor, now);
                if let Ok(events) = &result {
                    let events = events.clone();
                    self.report(&events, now);
                } else if let Err(e) = result {
                    self.refuse(&e);
                }
            }
            None => self.set_status(StatusKind::Warning, Msg::SelectOwnPiece.text(lang)),
        }
    }

    fn submit_typed(&mut self, now: Instant) {
        if self.input.is_empty() {
            self.focus = Focus::Board;
            self.target = InputTarget::Move;
            return;
        }
        match self.target {
            InputTarget::Record { owner, ply } => {
                let text = self.input.text().trim().to_string();
                let result = self.game.record(owner, ply, text, now);
                let ok = result.is_ok();
                self.after_action(result, now);
                if ok {
                    self.reset_input();
                }
            }
            InputTarget::Move => {
                if let Some(e) = self.game.out_of_turn() {
                    self.refuse(&e);
                    return;
                }
                let pos = self.game.position().clone();
                match self.input.submit(&pos, self.lang()) {
                    Ok(m) => {
                        // Typed in Chinese, the text is the player's own entry (7.5).
                        let entry = self
                            .input
                            .is_chinese()
                            .then(|| self.input.text().trim().to_string());
                        self.play(m, entry, now);
                    }
                    Err(e) => {
                        self.input.refuse();
                        self.set_status(StatusKind::Error, e);
                    }
                }
            }
        }
    }

    /// The side to move plays `m`. When players keep the scoresheet and the move
    /// came without an entry (by cursor, or typed in WXF or coordinates), the input
    /// line asks the mover to write it.
    pub fn play(&mut self, m: Move, entry: Option<String>, now: Instant) {
        let mover = self.game.side_to_move();
        if !self.engines.keyboard_may_move(mover) {
            self.set_status(StatusKind::Info, Msg::EngineThinking.text(self.lang()));
            return;
        }
        let had_entry = entry.is_some();
        let result = self.game.play(m, entry, now);
        let Ok(events) = result else {
            if let Err(e) = result {
                self.refuse(&e);
            }
            return;
        };
        self.reset_input();
        self.cursor = m.to;
        self.status = None;
        self.report(&events, now);
        self.effects.push(Work::Autosave);
        if !self.game.explicit_press() {
            self.turn_passed(now);
        }
        if self.game.players_record() && !had_entry && !self.game.is_over() {
            let ply = self.game.plies().len() - 1;
            self.target = InputTarget::Record { owner: mover, ply };
            self.focus = Focus::Input;
        }
    }

    /// `w`: write the first missing entry of the player at the keyboard.
    fn write_entry(&mut self) {
        let lang = self.lang();
        if !self.game.players_record() {
            self.set_status(StatusKind::Info, Msg::CasualKeepsSheet.text(lang));
            return;
        }
        let owner = self.game.at_keyboard();
        match self.game.view().sheets[owner.index()].missing.first() {
            Some(&ply) => {
                self.input.clear();
                self.target = InputTarget::Record { owner, ply };
                self.focus = Focus::Input;
            }
            None => {
                let text = UiText::SheetComplete(owner).render(lang);
                self.set_status(StatusKind::Info, text);
            }
        }
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
        self.game.mode()
    }

    /// When the screen must be redrawn next without any input (a running clock's
    /// digits change), or `None` when nothing changes by itself.
    pub fn next_deadline(&self) -> Option<Instant> {
        self.game.next_clock_change()
    }

    /// Time passed without input. Returns whether what the screen shows changed.
    pub fn tick(&mut self, now: Instant) -> bool {
        let before = self.clock_signature();
        let events = self.game.tick(now);
        let over = !events.is_empty();
        if over {
            self.report(&events, now);
            self.effects.push(Work::Autosave);
        }
        over || self.clock_signature() != before
    }

    /// News from the host of a networked game: the replica catches up, events and
    /// the connection's news go to the status line, and the player hears when the
    /// opponent's move makes it their turn. Returns whether the screen changed.
    pub fn remote_update(&mut self, now: Instant) -> bool {
        let (synced, notices) = self.game.sync(now);
        let seat = self.game.my_seat();
        // The opponent's own scoresheet checks are theirs, not news for this screen.
        let news: Vec<Event> = synced
            .events
            .iter()
            .filter(|e| !matches!(e, Event::Recorded { by, .. } if Some(*by) != seat))
            .cloned()
            .collect();
        self.report(&news, now);
        let opponent_moved = synced
            .events
            .iter()
            .any(|e| matches!(e, Event::Moved { by, .. } if Some(*by) != seat));
        if let Some(seat) = seat
            && opponent_moved
            && !self.game.is_over()
            && self.game.side_to_move() == seat
        {
            self.turn_started = now;
            self.effects.push(Work::Notify(Notice::YourMove(seat)));
        }
        // 7.1: when each player records every move, the opponent's move is asked
        // for as it arrives (the input line says whose move and which round).
        if let Some(seat) = seat
            && opponent_moved
            && self.game.config().recording == chuhe_core::match_control::Recording::AllMoves
            && self.target == InputTarget::Move
            && self.input.is_empty()
            && !self.game.plies().is_empty()
        {
            let ply = self.game.plies().len() - 1;
            self.target = InputTarget::Record { owner: seat, ply };
            self.focus = Focus::Input;
        }
        // The opponent's take-back request is a question in the status line (y/n, as
        // every question); it goes away once answered, withdrawn or lapsed.
        match (self.game.takeback_asked_by(), seat) {
            (Some(by), Some(me)) if by != me && self.prompt.is_none() => {
                self.prompt = Some(Prompt::Takeback);
            }
            (None, _) if self.prompt == Some(Prompt::Takeback) => self.prompt = None,
            _ => {}
        }
        // What was typed is read again against the new position (or held while it is
        // the opponent's move).
        if synced.changed && !self.input.is_empty() {
            self.edit_input(|i, p, l, s| i.refresh(p, l, s));
        }
        let lang = self.lang();
        for notice in &notices {
            let kind = match notice {
                chuhe_net::seat::Notice::Reconnected | chuhe_net::seat::Notice::Arrived { .. } => {
                    StatusKind::Ok
                }
                chuhe_net::seat::Notice::Lost(_) => StatusKind::Warning,
                _ => StatusKind::Error,
            };
            self.set_status(kind, notice.text().get(lang).to_string());
        }
        synced.changed || !notices.is_empty()
    }

    /// What the clocks show: seconds, flags, periods.
    fn clock_signature(&self) -> [(u64, bool, u32); 2] {
        let v = self.game.view();
        [0, 1].map(|i| {
            let f = &v.clocks[i];
            (shown_seconds(f.remaining), f.flag_fallen, f.period)
        })
    }
}

/// The game as a screen of the stack. The app drives it directly when nothing is
/// over it (its keys depend on file letters and open questions, see `on_key`);
/// through the trait it is the same state and the same drawing.
impl super::Screen for GameScreen {
    fn name(&self) -> &'static str {
        "game"
    }

    fn keys(&self) -> &'static [keys::Binding] {
        match self.context() {
            Context::Board => keys::BOARD,
            Context::Input => keys::INPUT,
            Context::Prompt => keys::PROMPT,
            Context::Dialog => keys::DIALOG,
        }
    }

    fn action_for(&self, ev: &KeyEvent) -> Option<Action> {
        keys::action_for(self.context(), ev)
    }

    fn update(&mut self, action: Action, cx: &super::Cx) -> Vec<super::Effect> {
        self.apply(action, cx.now);
        Vec::new()
    }

    fn draw(&self, frame: &mut ratatui::Frame, _area: ratatui::layout::Rect, _cx: &super::Cx) {
        crate::view::draw(frame, self);
    }

    fn help_keys(&self, lang: chuhe_core::lang::Lang) -> Vec<(String, Msg)> {
        keys::help_lines(lang)
    }

    fn next_deadline(&self) -> Option<Instant> {
        GameScreen::next_deadline(self)
    }

    fn tick(&mut self, cx: &super::Cx) -> Vec<super::Effect> {
        GameScreen::tick(self, cx.now);
        Vec::new()
    }

    fn has_unsaved_work(&self) -> bool {
        // The game is autosaved after every move: nothing is lost by leaving.
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
