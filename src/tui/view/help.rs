//! The help screen: every key of the board table with what it does, and how to type
//! moves. Opened with `?` or F1; any key closes it. Keys go in two columns when one
//! would not fit the height.

use ratatui::Frame;
use ratatui::layout::Rect;
use ratatui::text::{Line, Text};
use ratatui::widgets::{Paragraph, Wrap};
use unicode_width::UnicodeWidthStr;

use crate::tui::app::GameScreen;
use crate::tui::i18n::Msg;
use crate::tui::keys;
use crate::tui::theme::{Role, Theme};

use super::span;

fn key_lines<'a>(
    lines: &[(String, Msg)],
    key_w: usize,
    theme: &Theme,
    lang: crate::lang::Lang,
) -> Vec<Line<'a>> {
    lines
        .iter()
        .map(|(key, msg)| {
            let pad = " ".repeat(key_w.saturating_sub(key.width()));
            Line::from(vec![
                span(theme, Role::Key, format!(" {key}{pad}")),
                span(theme, Role::Text, msg.text(lang)),
            ])
        })
        .collect()
}

pub fn draw(frame: &mut Frame, area: Rect, app: &GameScreen) {
    let lang = app.lang();
    let theme = &app.look.theme;
    // The cursor keys take a line of their own across the screen.
    let mut lines = keys::help_lines();
    let cursor = (!lines.is_empty()).then(|| lines.remove(0));
    let key_w = lines.iter().map(|(k, _)| k.width()).max().unwrap_or(0) + 2;
    let inner = Rect::new(
        area.x + 1,
        area.y,
        area.width.saturating_sub(2),
        area.height,
    );

    // Title, blank, cursor keys, the keys, blank, typing (three rows), blank, close.
    let fixed = 9;
    let two_columns = lines.len() as u16 + fixed > inner.height && inner.width >= 76;
    let (left, right) = if two_columns {
        lines.split_at(lines.len().div_ceil(2))
    } else {
        (&lines[..], &[][..])
    };
    let key_rows = left.len() as u16;

    let mut head = vec![
        Line::from(span(theme, Role::Title, Msg::HelpTitle.text(lang))),
        Line::default(),
    ];
    if let Some(c) = &cursor {
        head.extend(key_lines(
            std::slice::from_ref(c),
            c.0.width() + 2,
            theme,
            lang,
        ));
    }
    let head_h = head.len() as u16;
    frame.render_widget(
        Paragraph::new(head),
        Rect::new(inner.x, inner.y, inner.width, head_h.min(inner.height)),
    );
    let top = inner.y + head_h;
    let keys_area = Rect::new(
        inner.x,
        top,
        inner.width,
        key_rows.min(inner.bottom().saturating_sub(top)),
    );
    let half = inner.width / 2;
    let left_area = Rect::new(
        keys_area.x,
        keys_area.y,
        if two_columns { half } else { keys_area.width },
        keys_area.height,
    );
    frame.render_widget(
        Paragraph::new(key_lines(left, key_w, theme, lang)),
        left_area,
    );
    if two_columns {
        let right_area = Rect::new(
            keys_area.x + half,
            keys_area.y,
            inner.width - half,
            keys_area.height,
        );
        frame.render_widget(
            Paragraph::new(key_lines(right, key_w, theme, lang)),
            right_area,
        );
    }

    let below = keys_area.bottom() + 1;
    if below < inner.bottom() {
        let text = Text::from(vec![
            Line::from(span(theme, Role::Title, Msg::HelpTyping.text(lang))),
            Line::from(span(theme, Role::Text, Msg::HelpTypingText.text(lang))),
            Line::default(),
            Line::from(span(theme, Role::Dim, Msg::HelpClose.text(lang))),
        ]);
        let para = Paragraph::new(text).wrap(Wrap { trim: false });
        frame.render_widget(
            para,
            Rect::new(inner.x, below, inner.width, inner.bottom() - below),
        );
    }
}
