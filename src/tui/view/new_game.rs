//! The new-game dialog, drawn in the panel so the board stays in view.

use ratatui::Frame;
use ratatui::layout::Rect;
use unicode_width::UnicodeWidthStr;

use crate::tui::app::App;
use crate::tui::i18n::{self, Msg};
use crate::tui::new_game::{Field, NewGameForm};
use crate::tui::theme::Role;

use super::put;

pub fn draw(frame: &mut Frame, area: Rect, app: &App, form: &NewGameForm) {
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
                // The spec `untimed` is a keyword to type, not a word to show (issue 12:
                // "用时 untimed").
                Field::Time if form.time.is_empty() || is_untimed(&form.time) => {
                    Msg::Untimed.text(lang).into()
                }
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
                    let presets = lang.pick("  ←→ 预设", "  ←→ presets");
                    put(buf, r, end, presets, theme.style(Role::Dim));
                }
            }
        }
        if let Some(e) = &form.error {
            put(
                buf,
                row(3 + Field::ALL.len() as u16),
                0,
                e,
                theme.style(Role::Error),
            );
        }
    }
    if let Some(c) = cursor {
        frame.set_cursor_position(c);
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

fn is_untimed(spec: &str) -> bool {
    spec.parse::<crate::match_control::TimeControl>()
        .is_ok_and(|t| t.is_untimed())
}
