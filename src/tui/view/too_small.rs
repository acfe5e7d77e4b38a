//! The screen shown when the terminal is smaller than the smallest layout: it says
//! how big the terminal is and how big it must be, and the game goes on underneath
//! (resizing brings it back at once).

use ratatui::Frame;
use ratatui::layout::{Alignment, Rect};
use ratatui::text::{Line, Text};
use ratatui::widgets::{Paragraph, Wrap};

use crate::tui::action::Action;
use crate::tui::app::App;
use crate::tui::i18n::{self, Msg};
use crate::tui::keys;
use crate::tui::theme::Role;

use super::span;

pub fn draw(frame: &mut Frame, area: Rect, app: &App, min_w: u16, min_h: u16) {
    let lang = app.lang();
    let theme = &app.look.theme;
    let quit = format!(
        "{} {}",
        keys::board_keys(&Action::Quit),
        Msg::HintQuit.text(lang)
    );
    let text = Text::from(vec![
        Line::from(span(theme, Role::Warning, Msg::TooSmallTitle.text(lang))),
        Line::from(span(
            theme,
            Role::Text,
            i18n::too_small(lang, area.width, area.height, min_w, min_h),
        )),
        Line::from(span(theme, Role::Dim, quit)),
    ]);
    // The middle line may wrap on a narrow screen: leave it two rows.
    let y = area.y + area.height.saturating_sub(4) / 2;
    let para = Paragraph::new(text)
        .alignment(Alignment::Center)
        .wrap(Wrap { trim: true });
    frame.render_widget(para, Rect::new(area.x, y, area.width, area.bottom() - y));
}
