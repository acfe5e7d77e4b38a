//! The result sheet shown when a game ends (10.1): the result and its reason, the
//! moves, the time each side used, fouls, scoresheet mistakes. It takes the top of
//! the panel; the final position stays in view on the board.

use ratatui::buffer::Buffer;
use ratatui::layout::Rect;
use ratatui::text::{Line, Text};
use ratatui::widgets::{Paragraph, Widget, Wrap};

use crate::theme::{Role, Theme};
use chuhe_core::catalogue::{Msg, UiText};
use chuhe_core::lang::{Lang, Render};
use chuhe_core::match_control::MatchView;

/// The sheet's lines, as the referee prints them (the final FEN left out: the
/// board shows the position).
fn sheet_lines(view: &MatchView, lang: Lang) -> Vec<String> {
    let Some(s) = view.result_sheet.as_ref() else {
        return Vec::new();
    };
    s.to_text(lang)
        .lines()
        .filter(|l| !l.starts_with("FEN"))
        .map(str::to_string)
        .collect()
}

/// Rows the sheet needs at this width (lines wrap).
pub fn height(view: &MatchView, lang: Lang, width: u16) -> u16 {
    let w = width.max(1) as usize;
    sheet_lines(view, lang)
        .iter()
        .map(|l| {
            unicode_width::UnicodeWidthStr::width(l.as_str())
                .div_ceil(w)
                .max(1) as u16
        })
        .sum()
}

pub fn render(buf: &mut Buffer, area: Rect, view: &MatchView, theme: &Theme, lang: Lang) {
    let lines: Vec<Line> = sheet_lines(view, lang)
        .into_iter()
        .enumerate()
        .map(|(i, l)| {
            let result = Msg::ResultLabel.text(lang);
            let role = match i {
                0 => Role::Title,
                _ if l.starts_with(result) => Role::Warning,
                _ => Role::Text,
            };
            Line::styled(l, theme.style(role))
        })
        .collect();
    Paragraph::new(Text::from(lines))
        .wrap(Wrap { trim: false })
        .render(area, buf);
}

/// "Hints used: Red 1, Black 0" when a hint was used in the game.
pub fn hints_line(hints: [u32; 2], lang: Lang) -> Option<String> {
    (hints != [0, 0]).then(|| {
        UiText::HintsUsed {
            red: hints[0],
            black: hints[1],
        }
        .render(lang)
    })
}
