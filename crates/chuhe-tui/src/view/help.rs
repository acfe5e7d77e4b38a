//! The help, one drawing for every screen: the keys of a screen's table with what
//! they do (the game's also how to type moves). Opened with `?` or F1; any key
//! closes it. Keys go in two columns when one would not fit the height; a text
//! longer than its column goes on under itself, so no text is cut.

use ratatui::Frame;
use ratatui::layout::Rect;
use ratatui::text::{Line, Text};
use ratatui::widgets::{Paragraph, Wrap};
use unicode_width::UnicodeWidthStr;

use crate::app::Look;
use crate::i18n::Msg;
use crate::keys;
use crate::theme::{Role, Theme};

/// What a help lists: a screen's keys, from its table.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct HelpText {
    /// A key across the whole width above the columns (the game's cursor keys).
    pub head: Option<(String, Msg)>,
    /// The keys and what they do.
    pub lines: Vec<(String, Msg)>,
    /// A titled paragraph under the keys (the game's "typing moves").
    pub note: Option<(Msg, Msg)>,
}

impl HelpText {
    /// The keys `lines` of a screen's table.
    pub fn keys(lines: Vec<(String, Msg)>) -> HelpText {
        HelpText {
            head: None,
            lines,
            note: None,
        }
    }

    /// The game's help: the board's keys, the cursor keys across the top, and how
    /// moves are typed.
    pub fn game(lang: chuhe_core::lang::Lang) -> HelpText {
        let mut lines = keys::help_lines(lang);
        let head = (!lines.is_empty()).then(|| lines.remove(0));
        HelpText {
            head,
            lines,
            note: Some((Msg::HelpTyping, Msg::HelpTypingText)),
        }
    }
}

use super::span;

/// The rows of the keys `lines` in a column `width` cells wide: the key, then its
/// text, wrapped under itself.
fn key_lines<'a>(
    lines: &[(String, Msg)],
    key_w: usize,
    width: u16,
    theme: &Theme,
    lang: chuhe_core::lang::Lang,
) -> Vec<Line<'a>> {
    let room = (width as usize).saturating_sub(1 + key_w).max(8) as u16;
    let mut out = Vec::new();
    for (key, msg) in lines {
        let pad = " ".repeat(key_w.saturating_sub(key.width()));
        for (i, part) in super::text_wrap::wrap(msg.text(lang), room)
            .into_iter()
            .enumerate()
        {
            let head = if i == 0 {
                format!(" {key}{pad}")
            } else {
                " ".repeat(1 + key_w)
            };
            out.push(Line::from(vec![
                span(theme, Role::Key, head),
                span(theme, Role::Text, part),
            ]));
        }
    }
    out
}

/// Where the keys split into two columns of `left` and `right` cells: the first
/// entry of the right column, so that the taller column is as short as it can be.
fn split_point(
    lines: &[(String, Msg)],
    key_w: usize,
    (left, right): (u16, u16),
    lang: chuhe_core::lang::Lang,
) -> usize {
    let rows = |part: &[(String, Msg)], width: u16| -> usize {
        let room = (width as usize).saturating_sub(1 + key_w).max(8) as u16;
        part.iter()
            .map(|(_, m)| super::text_wrap::wrap(m.text(lang), room).len())
            .sum()
    };
    (0..=lines.len())
        .min_by_key(|&k| {
            let (l, r) = lines.split_at(k);
            // The left column is the longer one on a tie (as before).
            (rows(l, left).max(rows(r, right)), usize::MAX - k)
        })
        .unwrap_or(0)
}

pub fn draw(frame: &mut Frame, area: Rect, look: &Look, help: &HelpText) {
    let lang = look.lang();
    let theme = &look.theme;
    let lines = &help.lines;
    let cursor = &help.head;
    let key_w = lines.iter().map(|(k, _)| k.width()).max().unwrap_or(0) + 2;
    let inner = Rect::new(
        area.x + 1,
        area.y,
        area.width.saturating_sub(2),
        area.height,
    );

    // Title, blank, the head, the keys, blank, the note (three rows) and a blank,
    // close.
    let fixed = 4 + u16::from(cursor.is_some()) + if help.note.is_some() { 4 } else { 0 };
    let two_columns = lines.len() as u16 + fixed > inner.height && inner.width >= 76;
    let half = inner.width / 2;
    let (left, right) = if two_columns {
        lines.split_at(split_point(lines, key_w, (half, inner.width - half), lang))
    } else {
        (&lines[..], &[][..])
    };
    let left_w = if two_columns { half } else { inner.width };
    let left_lines = key_lines(left, key_w, left_w, theme, lang);
    let right_lines = key_lines(right, key_w, inner.width - half, theme, lang);
    let key_rows = left_lines.len().max(right_lines.len()) as u16;

    let mut head = vec![
        Line::from(span(theme, Role::Title, Msg::HelpTitle.text(lang))),
        Line::default(),
    ];
    if let Some(c) = &cursor {
        head.extend(key_lines(
            std::slice::from_ref(c),
            c.0.width() + 2,
            inner.width,
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
    let left_area = Rect::new(
        keys_area.x,
        keys_area.y,
        if two_columns { half } else { keys_area.width },
        keys_area.height,
    );
    frame.render_widget(Paragraph::new(left_lines), left_area);
    if two_columns {
        let right_area = Rect::new(
            keys_area.x + half,
            keys_area.y,
            inner.width - half,
            keys_area.height,
        );
        frame.render_widget(Paragraph::new(right_lines), right_area);
    }

    let below = keys_area.bottom() + 1;
    if below < inner.bottom() {
        let mut rows = Vec::new();
        if let Some((title, text)) = help.note {
            rows.push(Line::from(span(theme, Role::Title, title.text(lang))));
            rows.push(Line::from(span(theme, Role::Text, text.text(lang))));
            rows.push(Line::default());
        }
        rows.push(Line::from(span(
            theme,
            Role::Dim,
            Msg::HelpClose.text(lang),
        )));
        let text = Text::from(rows);
        let para = Paragraph::new(text).wrap(Wrap { trim: false });
        frame.render_widget(
            para,
            Rect::new(inner.x, below, inner.width, inner.bottom() - below),
        );
    }
}
