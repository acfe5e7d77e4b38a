//! The help over a screen: the keys of the screen it was opened on (its table, as
//! that screen's `help_keys` gives them) and what they do, a long text wrapped
//! under itself. Any key closes it.

use crossterm::event::{KeyEvent, KeyEventKind};
use ratatui::Frame;
use ratatui::layout::Rect;
use unicode_width::UnicodeWidthStr;

use super::{Cx, Screen, ScreenEffect};
use crate::action::Action;
use crate::i18n::Msg;
use crate::keys::{self, Binding};
use crate::theme::Role;
use crate::view::put;

pub struct HelpScreen {
    lines: Vec<(String, Msg)>,
}

impl HelpScreen {
    pub fn new(lines: Vec<(String, Msg)>) -> HelpScreen {
        HelpScreen { lines }
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

    fn update(&mut self, action: Action, _cx: &Cx) -> Vec<ScreenEffect> {
        match action {
            Action::Quit => vec![ScreenEffect::Quit],
            _ => vec![ScreenEffect::Pop],
        }
    }

    fn draw(&self, frame: &mut Frame, area: Rect, cx: &Cx) {
        let theme = &cx.look.theme;
        let lang = cx.look.lang;
        let buf = frame.buffer_mut();
        let row = |i: u16, x: u16, w: u16| Rect::new(area.x + x, area.y + i, w, 1);
        put(
            buf,
            row(0, 1, area.width.saturating_sub(1)),
            0,
            Msg::HelpTitle.text(lang),
            theme.style(Role::Title),
        );
        let key_w = self.lines.iter().map(|(k, _)| k.width()).max().unwrap_or(0) as u16 + 2;
        let body = area.height.saturating_sub(4).max(1) as usize;
        let columns = if self.lines.len() > body && area.width >= 76 {
            2
        } else {
            1
        };
        let col_w = area.width / columns;
        // A text longer than its column goes on under itself: nothing is cut. The
        // first column fills up before the second starts; an entry is not split
        // between them.
        let room = col_w.saturating_sub(1 + key_w).max(8);
        let (mut c, mut r) = (0u16, 0usize);
        for (key, msg) in &self.lines {
            let parts = crate::view::text_wrap::wrap(msg.text(lang), room);
            if r + parts.len() > body && c + 1 < columns && r > 0 {
                (c, r) = (c + 1, 0);
            }
            for (i, part) in parts.iter().enumerate() {
                if r >= body {
                    break;
                }
                let cell = row(2 + r as u16, 1 + c * col_w, col_w.saturating_sub(1));
                if i == 0 {
                    put(buf, cell, 0, key, theme.style(Role::Key));
                }
                put(buf, cell, key_w, part, theme.style(Role::Text));
                r += 1;
            }
        }
        put(
            buf,
            row(
                area.height.saturating_sub(1),
                1,
                area.width.saturating_sub(1),
            ),
            0,
            Msg::HelpClose.text(lang),
            theme.style(Role::Dim),
        );
    }
}
