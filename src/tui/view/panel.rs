//! The panel beside the board: the game's title line, the players and clocks, the
//! result sheet once the game is over, the scoresheet, and the natural-limit count.

use ratatui::Frame;
use ratatui::layout::Rect;

use crate::tui::app::App;
use crate::tui::game::{Game, NATURAL_LIMIT_MOVES};
use crate::tui::i18n;
use crate::tui::theme::Role;
use crate::tui::view::board::Glyphs;

use super::{clocks, put, result, scoresheet};

pub fn draw(frame: &mut Frame, area: Rect, app: &App, game: &Game) {
    let lang = app.lang();
    let theme = &app.look.theme;
    let buf = frame.buffer_mut();
    if area.height < 4 || area.width < 8 {
        return;
    }
    let mut y = area.y;
    let row = |y: u16| Rect::new(area.x, y, area.width, 1);

    let setup = game.setup();
    let title = format!(
        "{} · {} · {}",
        lang.pick("楚河", "chuhe"),
        i18n::mode(lang, setup.mode),
        i18n::rules(lang, setup.rules)
    );
    put(buf, row(y), 0, &title, theme.style(Role::Title));
    y += 1;

    clocks::render(
        buf,
        Rect::new(area.x, y, area.width, clocks::HEIGHT),
        game,
        app.flipped,
        theme,
        lang,
    );
    y += clocks::HEIGHT;
    rule(buf, row(y), theme, app.look.glyphs);
    y += 1;

    if game.is_over() && y + result::HEIGHT + 1 < area.bottom() {
        result::render(
            buf,
            Rect::new(area.x, y, area.width, result::HEIGHT),
            game,
            theme,
            lang,
        );
        y += result::HEIGHT;
        rule(buf, row(y), theme, app.look.glyphs);
        y += 1;
    }

    let footer_y = area.bottom() - 1;
    if footer_y > y {
        scoresheet::render(
            buf,
            Rect::new(area.x, y, area.width, footer_y - y),
            game,
            theme,
            lang,
            app.look.glyphs == Glyphs::Ascii,
        );
    }
    let count = i18n::natural_count(lang, game.moves_without_capture(), NATURAL_LIMIT_MOVES);
    put(buf, row(footer_y), 0, &count, theme.style(Role::Dim));
}

fn rule(
    buf: &mut ratatui::buffer::Buffer,
    area: Rect,
    theme: &crate::tui::theme::Theme,
    glyphs: Glyphs,
) {
    let dash = if glyphs == Glyphs::Ascii { "-" } else { "─" };
    let line = dash.repeat(area.width as usize);
    put(buf, area, 0, &line, theme.style(Role::Border));
}
