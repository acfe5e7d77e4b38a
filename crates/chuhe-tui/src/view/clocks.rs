//! The players and their clocks, in the board's order (the side at the top of the
//! board first). The side whose clock runs is marked: whose move it is, always on
//! screen. A timed game shows each clock's time left (whole seconds, rounded up, so
//! 0:00 means the flag has fallen) and under it the period and the moves still owed
//! in it (article 6).

use ratatui::buffer::Buffer;
use ratatui::layout::Rect;
use unicode_width::UnicodeWidthStr;

use crate::game::shown_seconds;
use crate::i18n;
use crate::theme::{Role, Theme};
use chuhe_core::catalogue::{Msg, UiText};
use chuhe_core::lang::{Lang, Render};
use chuhe_core::match_control::{Bonus, ClockFace, MatchView, clock_text};
use chuhe_core::rules::Color;

use super::put;

/// Below this, a running clock is drawn as running low.
const LOW: std::time::Duration = std::time::Duration::from_secs(60);

/// Rows the widget takes: one per side, two when timed.
pub fn height(view: &MatchView) -> u16 {
    if view.time_control.is_untimed() { 2 } else { 4 }
}

/// `estimates`: each side's engine's Elo estimate (by `Color::index`), shown after
/// its name where the clock still fits.
pub fn render(
    buf: &mut Buffer,
    area: Rect,
    view: &MatchView,
    estimates: [Option<u32>; 2],
    flipped: bool,
    theme: &Theme,
    lang: Lang,
) {
    let order = if flipped {
        [Color::Red, Color::Black]
    } else {
        [Color::Black, Color::Red]
    };
    let rows_per_side = height(view) / 2;
    for (i, side) in order.into_iter().enumerate() {
        let y = area.y + i as u16 * rows_per_side;
        if y >= area.bottom() {
            break;
        }
        let row = Rect::new(area.x, y, area.width, 1);
        let face = &view.clocks[side.index()];
        let holder = view.verdict.is_none() && view.clock_holder == side;
        let mut x = put(
            buf,
            row,
            0,
            if holder { "> " } else { "  " },
            theme.style(Role::Turn),
        );
        let side_role = match side {
            Color::Red => Role::RedSide,
            Color::Black => Role::BlackSide,
        };
        x = put(buf, row, x, &i18n::side(lang, side), theme.style(side_role));
        let name = match side {
            Color::Red => &view.red,
            Color::Black => &view.black,
        };
        if !name.is_empty() {
            x = put(buf, row, x + 1, name, theme.style(Role::Text));
        }
        let (clock, role) = clock_face(face, lang);
        let w = clock.width() as u16;
        if let Some(elo) = estimates[side.index()] {
            let text = UiText::EngineElo(elo).render(lang);
            if x + 1 + text.width() as u16 + 1 + w <= row.width {
                x = put(buf, row, x + 1, &text, theme.style(Role::Dim));
            }
        }
        if x + 1 + w <= row.width {
            put(buf, row, row.width - w, &clock, theme.style(role));
        }
        if rows_per_side == 2 && y + 1 < area.bottom() {
            let below = Rect::new(area.x, y + 1, area.width, 1);
            let text = period_text(face, view.time_control.bonus(), lang);
            put(buf, below, 4, &text, theme.style(Role::Dim));
        }
    }
}

/// The time shown and its style.
fn clock_face(face: &ClockFace, lang: Lang) -> (String, Role) {
    if face.untimed {
        return (Msg::Untimed.text(lang).to_string(), Role::Dim);
    }
    let time = clock_text(std::time::Duration::from_secs(shown_seconds(
        face.remaining,
    )));
    if face.flag_fallen {
        let text = UiText::ClockFlag(time).render(lang);
        return (text, Role::Error);
    }
    if face.paused {
        return (format!("{time} {}", Msg::ClockPaused.text(lang)), Role::Dim);
    }
    let role = match (face.running, face.remaining < LOW) {
        (true, true) => Role::ClockLow,
        (true, false) => Role::ClockRun,
        (false, _) => Role::Clock,
    };
    (format!(" {time} "), role)
}

/// "第1时段 还需39着" / "period 1 · 39 moves to go" (6.1–6.4), "包干" in sudden death
/// (6.5), with the increment or delay per move.
fn period_text(face: &ClockFace, bonus: Bonus, lang: Lang) -> String {
    let mut text = match face.moves_owed {
        Some(moves) => UiText::Period {
            period: face.period,
            moves,
        }
        .render(lang),
        None => Msg::SuddenDeath.text(lang).to_string(),
    };
    let bonus = match bonus {
        Bonus::Increment(d) => Some(UiText::IncrementSecs(d.as_secs())),
        Bonus::Delay(d) => Some(UiText::DelaySecs(d.as_secs())),
        Bonus::None => None,
    };
    if let Some(b) = bonus {
        text += &format!(" · {}", b.render(lang));
    }
    text
}
