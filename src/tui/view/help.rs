//! The help screen: every key of the board table with what it does, and how to type
//! moves. Opened with `?` or F1; any key closes it.

use ratatui::Frame;
use ratatui::layout::Rect;
use ratatui::text::{Line, Text};
use ratatui::widgets::{Paragraph, Wrap};
use unicode_width::UnicodeWidthStr;

use crate::tui::app::App;
use crate::tui::i18n::Msg;
use crate::tui::keys;
use crate::tui::theme::Role;

use super::span;

pub fn draw(frame: &mut Frame, area: Rect, app: &App) {
    let lang = app.lang();
    let theme = &app.look.theme;
    let lines = keys::help_lines();
    let key_w = lines.iter().map(|(k, _)| k.width()).max().unwrap_or(0) + 2;
    let mut text: Vec<Line> = vec![
        Line::from(span(theme, Role::Title, Msg::HelpTitle.text(lang))),
        Line::default(),
    ];
    for (key, msg) in &lines {
        let pad = " ".repeat(key_w.saturating_sub(key.width()));
        text.push(Line::from(vec![
            span(theme, Role::Key, format!("  {key}{pad}")),
            span(theme, Role::Text, msg.text(lang)),
        ]));
    }
    text.push(Line::default());
    text.push(Line::from(span(
        theme,
        Role::Title,
        Msg::HelpTyping.text(lang),
    )));
    text.push(Line::from(span(
        theme,
        Role::Text,
        Msg::HelpTypingText.text(lang),
    )));
    text.push(Line::default());
    text.push(Line::from(span(
        theme,
        Role::Dim,
        Msg::HelpClose.text(lang),
    )));
    let para = Paragraph::new(Text::from(text)).wrap(Wrap { trim: false });
    let inner = Rect::new(
        area.x + 1,
        area.y,
        area.width.saturating_sub(2),
        area.height,
    );
    frame.render_widget(para, inner);
}
