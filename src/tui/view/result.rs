//! The result sheet shown when a game ends (10.1): the result and its reason, the
//! number of moves. It replaces nothing on the board: the final position stays in
//! view, the sheet takes the top of the panel.

use ratatui::buffer::Buffer;
use ratatui::layout::Rect;

use crate::lang::Lang;
use crate::tui::game::Game;
use crate::tui::i18n::{self, Msg};
use crate::tui::theme::{Role, Theme};

use super::put;

/// Rows the sheet takes.
pub const HEIGHT: u16 = 3;

pub fn render(buf: &mut Buffer, area: Rect, game: &Game, theme: &Theme, lang: Lang) {
    let Some(outcome) = game.outcome() else {
        return;
    };
    let line = |i: u16| Rect::new(area.x, area.y + i, area.width, 1);
    if area.height < HEIGHT {
        return;
    }
    put(
        buf,
        line(0),
        0,
        Msg::ResultSheet.text(lang),
        theme.style(Role::Title),
    );
    put(
        buf,
        line(1),
        0,
        &i18n::outcome(lang, outcome),
        theme.style(Role::Warning),
    );
    let moves = game.plies().len().div_ceil(2);
    let summary = match lang {
        Lang::Zh => format!(
            "共 {moves} 回合 · {}",
            i18n::rules(lang, game.setup().rules)
        ),
        Lang::En => format!("{moves} moves · {}", i18n::rules(lang, game.setup().rules)),
    };
    put(buf, line(2), 0, &summary, theme.style(Role::Dim));
}
