//! Screens, gitui style: each screen is a component that owns its keys (a table in
//! `keys.rs`), its update (an [`Action`] in, [`Effect`]s out) and its drawing
//! (a pure function of its state). The app keeps a stack of screens over the game
//! and routes every key to the top one; `?` lists the keys of that screen.
//!
//! The map, one screen a file:
//! - `game.rs` — the game being played (the referee, hot-seat or networked);
//! - `game_list.rs` — the games of a collection, sorted and filtered as you type;
//! - `study_board.rs` — one record: the position, the move list with variations,
//!   headers, comments and NAGs; annotating. It leaves a slot for a side pane (the
//!   engine's analysis, `SidePane`), drawn under the move list when one is set;
//! - `file_picker.rs` — choosing a record file (`o`), the saves directory one key away;
//! - `open.rs` — opening a file or folder: the study board or the game list;
//! - `help.rs` — the keys of the screen under it;
//! - `dictation.rs` — 听写: writing a master game's moves, marked ✓ or ✗;
//! - `position_editor.rs` — putting pieces on a board, validated by the rules core;
//! - `drill_view.rs` — the key hints and panels those two share;
//! - `tournament.rs` — an event: the round's pairings, the standings, the
//!   cross-table; pairing, results, withdrawals, late entries, and a board played here;
//! - `tournament_new.rs` — the new-event dialog: settings, players in seed order;
//! - `new_game.rs` — the new-game dialog, over the game it replaces;
//! - `arbiter.rs` — the arbiter's desk over a networked game: the claims awaiting a
//!   ruling, and the arbiter's keys and dialogs (run by `tui/arbiter.rs`).
//!
//! A screen over the game (the new-game dialog, the arbiter's desk) draws the game
//! under it from [`Cx::game`] and changes it only through [`Effect::OnGame`].
//!
//! Contract (kept stable: other screens — dictation, the position editor — plug in
//! through it):
//! - [`Screen::keys`] is the screen's key table; [`Screen::action_for`] turns a key
//!   into an action with it (and printable keys into `Action::Type` when the screen
//!   [`takes_text`](Screen::takes_text));
//! - [`Screen::update`] changes the state and says what the app must do; it never
//!   touches the terminal or writes a file (the file picker reads directories);
//! - [`Screen::draw`] draws into the area given and changes nothing; the layout it
//!   uses is a function of the area, so a click is mapped in `update` with the same
//!   area ([`Cx::area`]);
//! - [`Screen::help_keys`] lists the keys for the help (`?`), from the same table.

pub mod arbiter;
pub mod dictation;
pub mod drill_view;
pub mod file_picker;
pub mod game;
pub mod game_list;
pub mod help;
pub mod new_game;
pub mod open;
pub mod position_editor;
pub mod study_board;
pub mod tournament;
pub mod tournament_new;

// The screens the command line opens itself.
pub use dictation::{DictSettings, DictationScreen};
pub use game_list::GameList;
pub use study_board::StudyBoard;

use std::time::Instant;

use crossterm::event::{KeyCode, KeyEvent, KeyEventKind, KeyModifiers};
use ratatui::Frame;
use ratatui::layout::Rect;

use chuhe_core::record::GameRecord;
use chuhe_core::rules::Position;

use super::action::Action;
use super::app::{Look, Status, StatusKind, Work};
use super::i18n::Msg;
use super::keys::{self, Binding};

/// What a screen's update and drawing may read of the app.
pub struct Cx<'a> {
    pub look: &'a Look,
    /// The area the screen was last drawn in (to map mouse clicks).
    pub area: Rect,
    pub now: Instant,
    /// The status line's message, drawn by the screen where it likes.
    pub status: Option<&'a Status>,
    /// The screen acting is the last one: closing it leaves chuhe (`chuhe view`).
    /// (Meaningful in `update` and `tick`, not when drawing.)
    pub last: bool,
    /// The game under the stack: a screen over it (the new-game dialog, the
    /// arbiter's desk) draws it and reads it; it changes it by [`Effect::OnGame`].
    pub game: &'a game::GameScreen,
    /// The opening book configured (`book` in config.toml), which the explorer shows.
    pub book: Option<&'a chuhe_engine::book::Book>,
}

/// How a record is saved from the study board.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum RecordFormat {
    /// PGN with every variation, comment and NAG.
    Pgn,
    /// chuhe's JSON.
    Json,
}

/// What a screen asks the app for.
pub enum Effect {
    /// Open a screen over this one.
    Push(Box<dyn Screen>),
    /// Close this screen (the one under it shows again).
    Pop,
    /// Close this screen and open another in its place.
    Replace(Box<dyn Screen>),
    /// A message in the status line.
    Status(StatusKind, String),
    /// Clear the status line.
    ClearStatus,
    /// An action for the app's look and settings (language, notation, theme,
    /// glyphs, mouse): carried out as on the game's board, for every screen.
    Look(Action),
    /// Work outside the state (files, notices), which the app hands to the loop:
    /// saving a record, keeping an annotation being edited, the dictation figures.
    Work(Work),
    /// Open the new-game dialog with this start position (play from here).
    PlayFrom(Box<Position>),
    /// Leave chuhe (asked first by the screen when something would be lost).
    Quit,
    /// Play a tournament's board here, hot-seat: this game, its result into the event.
    PlayTournament {
        board: Box<crate::tournament_board::TournamentBoard>,
        config: Box<chuhe_core::match_control::MatchConfig>,
    },
    /// Start a dictation (听写) of this record's game.
    Dictate(Box<GameRecord>),
    /// A change to the game under the stack (start a new one, an arbiter's ruling
    /// sent over its link, the board flipped), made by the app as of the action.
    OnGame(GameChange),
}

/// What [`Effect::OnGame`] does to the game.
pub type GameChange = Box<dyn FnOnce(&mut game::GameScreen, Instant)>;

/// A screen of the TUI (see the module doc for the contract).
pub trait Screen {
    /// A short name, for tests and the help's title.
    fn name(&self) -> &'static str;

    /// The screen's key table (in `keys.rs`).
    fn keys(&self) -> &'static [Binding];

    /// Printable keys that are in no table are typed text (a filter, a comment).
    fn takes_text(&self) -> bool {
        false
    }

    /// The action a key asks for on this screen, if any.
    fn action_for(&self, ev: &KeyEvent) -> Option<Action> {
        if ev.kind == KeyEventKind::Release {
            return None;
        }
        keys::lookup(self.keys(), ev).or(match ev.code {
            KeyCode::Char(c)
                if self.takes_text() && !ev.modifiers.contains(KeyModifiers::CONTROL) =>
            {
                Some(Action::Type(c))
            }
            _ => None,
        })
    }

    /// Carries out an action; returns what the app must do. The screen is redrawn
    /// after every action.
    fn update(&mut self, action: Action, cx: &Cx) -> Vec<Effect>;

    /// Draws the screen in `area`, status line and key hints included.
    fn draw(&self, frame: &mut Frame, area: Rect, cx: &Cx);

    /// The help's lines: keys and what they do.
    fn help_keys(&self, lang: chuhe_core::lang::Lang) -> Vec<(String, Msg)> {
        keys::help_lines_of(self.keys(), lang)
    }

    /// When the screen must be woken without input (a timed step), if ever.
    fn next_deadline(&self) -> Option<Instant> {
        None
    }

    /// Time passed without input.
    fn tick(&mut self, _cx: &Cx) -> Vec<Effect> {
        Vec::new()
    }

    /// News from outside the terminal (a networked game's link, a club's lobby):
    /// the screen on top is told after the game under it has caught up.
    fn news(&mut self, _cx: &Cx) -> Vec<Effect> {
        Vec::new()
    }

    /// Something on this screen would be lost by closing it (an unsaved
    /// annotation): the app asks before quitting.
    fn has_unsaved_work(&self) -> bool {
        false
    }

    /// The screen as `Any`, for tests and hosts that look at a screen's state.
    fn as_any(&self) -> Option<&dyn std::any::Any> {
        None
    }
}
