//! The players and their clocks, one line each, in the board's order (the side at
//! the top of the board first). The side to move is marked, so whose move it is is
//! always on screen.

use ratatui::buffer::Buffer;
use ratatui::layout::Rect;
use unicode_width::UnicodeWidthStr;

use crate::lang::Lang;
use crate::rules::Color;
use crate::tui::game::Game;
use crate::tui::i18n::{self, Msg};
use crate::tui::theme::{Role, Theme};

use super::put;

/// Rows the widget takes.
pub const HEIGHT: u16 = 2;

pub fn render(buf: &mut Buffer, area: Rect, game: &Game, flipped: bool, theme: &Theme, lang: Lang) {
    let order = if flipped {
        [Color::Red, Color::Black]
    } else {
        [Color::Black, Color::Red]
    };
    for (i, side) in order.into_iter().enumerate() {
        if i as u16 >= area.height {
            break;
        }
        let row = Rect::new(area.x, area.y + i as u16, area.width, 1);
        let to_move = !game.is_over() && game.side_to_move() == side;
        let mut x = 0;
        x = put(
            buf,
            row,
            x,
            if to_move { "> " } else { "  " },
            theme.style(Role::Turn),
        );
        let side_role = match side {
            Color::Red => Role::RedSide,
            Color::Black => Role::BlackSide,
        };
        x = put(buf, row, x, i18n::side(lang, side), theme.style(side_role));
        let name = match side {
            Color::Red => &game.setup().red,
            Color::Black => &game.setup().black,
        };
        if !name.is_empty() {
            x = put(buf, row, x + 1, name, theme.style(Role::Text));
        }
        // INTERIM: the clock itself comes with the match module; until then the
        // time control chosen is shown as it was given.
        let clock = match &game.setup().time {
            None => Msg::Untimed.text(lang).to_string(),
            Some(t) => t.clone(),
        };
        let w = clock.width() as u16;
        if x + 1 + w <= row.width {
            put(buf, row, row.width - w, &clock, theme.style(Role::Dim));
        }
    }
}
