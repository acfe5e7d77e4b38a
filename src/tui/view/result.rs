//! The result sheet shown when a game ends (10.1): the result and its reason, the
//! moves, the time each side used, fouls, scoresheet mistakes. It takes the top of
//! the panel; the final position stays in view on the board.

use ratatui::buffer::Buffer;
use ratatui::layout::Rect;
use ratatui::text::{Line, Text};
use ratatui::widgets::{Paragraph, Widget, Wrap};

use crate::catalogue::ui::{Msg, UiText};
use crate::lang::{Lang, Render};
use crate::match_control::MatchView;
use crate::rules::Color;
use crate::tui::i18n;
use crate::tui::theme::{Role, Theme};

/// The sheet's lines, as the referee prints them (the final FEN left out: the
/// board shows the position), but for the players' line: a side without a name is
/// not named twice ("红方：红方"), and with no names at all the line is left out
/// (the lines below name the sides).
fn sheet_lines(view: &MatchView, lang: Lang) -> Vec<String> {
    let Some(s) = view.result_sheet.as_ref() else {
        return Vec::new();
    };
    let mut lines: Vec<String> = s
        .to_text(lang)
        .lines()
        .filter(|l| !l.starts_with("FEN"))
        .map(str::to_string)
        .collect();
    if lines.len() > 1 {
        match players(&s.red, &s.black, lang) {
            Some(p) => lines[1] = p,
            None => {
                lines.remove(1);
            }
        }
    }
    lines
}

/// "红方：胡荣华   黑方" — the names given, each after its side.
fn players(red: &str, black: &str, lang: Lang) -> Option<String> {
    if red.trim().is_empty() && black.trim().is_empty() {
        return None;
    }
    let one = |c: Color, n: &str| {
        let side = i18n::side(lang, c);
        match n.trim() {
            "" => side.to_string(),
            name => UiText::NamedSide {
                side: c,
                name: name.to_string(),
            }
            .render(lang),
        }
    };
    Some(format!(
        "{}   {}",
        one(Color::Red, red),
        one(Color::Black, black)
    ))
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

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_side_without_a_name_is_named_once() {
        assert_eq!(players("", "", Lang::Zh), None);
        assert_eq!(
            players("胡荣华", "", Lang::Zh).as_deref(),
            Some("红方：胡荣华   黑方")
        );
        assert_eq!(
            players("", "Lü", Lang::En).as_deref(),
            Some("Red   Black: Lü")
        );
    }
}
