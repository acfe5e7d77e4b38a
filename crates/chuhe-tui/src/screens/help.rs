//! The help over a screen: the keys of the screen it was opened on (its table, as
//! that screen's `help_keys` gives them) and what they do, drawn by `view/help.rs`
//! for every screen (the game's, the study board's, a dictation's …). Any key closes
//! it.

use crossterm::event::{KeyEvent, KeyEventKind};
use ratatui::Frame;
use ratatui::layout::Rect;

use super::{Cx, Effect, Screen};
use crate::action::Action;
use crate::i18n::Msg;
use crate::keys::{self, Binding};
use crate::view::help::HelpText;

pub struct HelpScreen {
    text: HelpText,
}

impl HelpScreen {
    /// The help of a screen whose keys are `lines`.
    pub fn new(lines: Vec<(String, Msg)>) -> HelpScreen {
        HelpScreen {
            text: HelpText::keys(lines),
        }
    }

    /// The game's help: the board's keys and how moves are typed.
    pub fn game(lang: chuhe_core::lang::Lang) -> HelpScreen {
        HelpScreen {
            text: HelpText::game(lang),
        }
    }
}

impl Screen for HelpScreen {
    fn name(&self) -> &'static str {
        "help"
    }

    fn keys(&self) -> &'static [Binding] {
        keys::HELP
    }

    fn action_for(&self, ev: &KeyEvent) -> Option<Action> {
        if ev.kind == KeyEventKind::Release {
            return None;
        }
        Some(keys::lookup(keys::HELP, ev).unwrap_or(Action::Back))
    }

    fn update(&mut self, action: Action, _cx: &Cx) -> Vec<Effect> {
        match action {
            Action::Quit => vec![Effect::Quit],
            _ => vec![Effect::Pop],
        }
    }

    fn draw(&self, frame: &mut Frame, area: Rect, cx: &Cx) {
        crate::view::help::draw(frame, area, cx.look, &self.text);
    }
}
