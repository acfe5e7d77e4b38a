//! The new-game dialog, drawn in the panel so the board stays in view.

use ratatui::Frame;
use ratatui::layout::Rect;
use ratatui::widgets::{Paragraph, Widget, Wrap};
use unicode_width::UnicodeWidthStr;

use crate::app::GameScreen;
use crate::i18n::{self, Msg};
use crate::new_game::{Field, NewGameForm};
use crate::theme::Role;
use chuhe_core::lang::Lang;
use chuhe_core::match_control::TimeControl;

use super::put;

pub fn draw(frame: &mut Frame, area: Rect, app: &GameScreen, form: &NewGameForm) {
    let lang = app.lang();
    let theme = &app.look.theme;
    let row = |i: u16| Rect::new(area.x, area.y + i, area.width, 1);
    if area.height < Field::ALL.len() as u16 + 3 {
        return;
    }
    let mut cursor = None;
    {
        let buf = frame.buffer_mut();
        put(
            buf,
            row(0),
            0,
            Msg::NewGameTitle.text(lang),
            theme.style(Role::Title),
        );
        let label_w = Field::ALL
            .iter()
            .map(|f| label(*f).text(lang).width())
            .max()
            .unwrap_or(4) as u16
            + 2;
        for (i, field) in Field::ALL.iter().enumerate() {
            let r = row(2 + i as u16);
            let focused = form.focus == *field;
            let label_role = if focused { Role::Key } else { Role::Dim };
            put(buf, r, 0, label(*field).text(lang), theme.style(label_role));
            let value = match field {
                Field::Mode => format!("< {} >", i18n::mode(lang, form.mode)),
                Field::Rules => format!("< {} >", i18n::rules(lang, form.rules)),
                Field::Time if !focused && is_untimed(&form.time) => Msg::Untimed.text(lang).into(),
                Field::Time => form.time.clone(),
                Field::Red => form.red.clone(),
                Field::Black => form.black.clone(),
                Field::Start if form.start.is_empty() && !focused => {
                    Msg::StandardStart.text(lang).into()
                }
                Field::Start => form.start.clone(),
            };
            let style = if focused {
                theme.style(Role::Text).patch(theme.style(Role::Title))
            } else {
                theme.style(Role::Text)
            };
            let end = put(buf, r, label_w, &value, style);
            if focused && field.is_text() {
                cursor = Some((r.x + end.min(r.width.saturating_sub(1)), r.y));
                if *field == Field::Time {
                    let presets = format!("  {}", Msg::TimePresets.text(lang));
                    put(buf, r, end, &presets, theme.style(Role::Dim));
                }
            }
        }
        // What the time control means, in words: "6.1 — 90分钟内走满40着，…".
        let below = 2 + Field::ALL.len() as u16;
        let room = area.height.saturating_sub(below);
        let described = time_words(&form.time, lang);
        let error_rows = u16::from(form.error.is_some());
        let rows = room.saturating_sub(error_rows).min(2);
        if rows > 0 {
            let area = Rect::new(area.x, area.y + below, area.width, rows);
            Paragraph::new(described)
                .style(theme.style(Role::Dim))
                .wrap(Wrap { trim: false })
                .render(area, buf);
        }
        if let Some(e) = &form.error {
            put(buf, row(below + rows), 0, e, theme.style(Role::Error));
        }
    }
    if let Some(c) = cursor {
        frame.set_cursor_position(c);
    }
}

fn is_untimed(time: &str) -> bool {
    let t = time.trim();
    t.is_empty() || t.eq_ignore_ascii_case("untimed")
}

/// The time field's value in words: the name typed, then what it means.
fn time_words(time: &str, lang: Lang) -> String {
    if is_untimed(time) {
        // The field already says 不限时.
        return String::new();
    }
    match TimeControl::parse(time) {
        Ok(tc) => format!("{} — {}", time.trim(), tc.describe(lang)),
        // A mistake is explained when the game is started.
        Err(_) => String::new(),
    }
}

fn label(f: Field) -> Msg {
    match f {
        Field::Mode => Msg::FieldMode,
        Field::Rules => Msg::FieldRules,
        Field::Time => Msg::FieldTime,
        Field::Red => Msg::FieldRed,
        Field::Black => Msg::FieldBlack,
        Field::Start => Msg::FieldStart,
    }
}
