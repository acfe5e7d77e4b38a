//! The screen shown when the terminal is smaller than the smallest layout: it says
//! how big the terminal is and how big it must be, and the game goes on underneath
//! (resizing brings it back at once).

use ratatui::Frame;
use ratatui::layout::{Alignment, Rect};
use ratatui::text::{Line, Text};
use ratatui::widgets::{Paragraph, Wrap};

use crate::action::Action;
use crate::app::GameScreen;
use crate::i18n::{self, Msg};
use crate::keys;
use crate::theme::Role;

use super::span;

pub fn draw(frame: &mut Frame, area: Rect, app: &GameScreen, min_w: u16, min_h: u16) {
    let lang = app.lang();
    let theme = &app.look.theme;
    let quit = format!(
        "{} {}",
        keys::board_keys(&Action::Quit, lang),
        Msg::HintQuit.text(lang)
    );
    let mut lines = vec![Line::from(span(
        theme,
        Role::Warning,
        Msg::TooSmallTitle.text(lang),
    ))];
    lines.extend(
        i18n::too_small(lang, area.width, area.height, min_w, min_h)
            .into_iter()
            .map(|l| Line::from(span(theme, Role::Text, l))),
    );
    lines.push(Line::from(span(theme, Role::Dim, quit)));
    // Centred when there is room; from the top when the lines wrap.
    let width = area.width.max(1) as usize;
    let rows: u16 = lines
        .iter()
        .map(|l| l.width().div_ceil(width).max(1) as u16)
        .sum();
    let y = area.y + area.height.saturating_sub(rows) / 2;
    let para = Paragraph::new(Text::from(lines))
        .alignment(Alignment::Center)
        .wrap(Wrap { trim: true });
    frame.render_widget(para, Rect::new(area.x, y, area.width, area.bottom() - y));
}
