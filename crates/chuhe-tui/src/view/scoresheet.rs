//! The scoresheet (记录, 7.5): one line per move (回合), Red's and Black's columns,
//! the latest moves always in view. In casual games chuhe writes it; in practice and
//! tournament games each column shows what its player wrote, marked against the
//! move played: ✓ right, ✗ wrong, ? unreadable, and the entries still missing (7.1) —
//! each player's marks shown to that player only (see `GameScreen::viewer`).

use ratatui::buffer::Buffer;
use ratatui::layout::Rect;
use ratatui::style::Style;

use crate::app::Viewer;
use crate::i18n::Msg;
use crate::theme::{Role, Theme};
use chuhe_core::lang::Lang;
use chuhe_core::match_control::{EntryMark, MatchView};
use chuhe_core::rules::Color;

use super::put;

/// One cell of the sheet: text, its role, and a mark after it.
struct Cell {
    text: String,
    role: Role,
    mark: Option<(&'static str, Role)>,
}

/// A line: the move number and the two sides' cells.
struct Line {
    round: u32,
    red: Option<Cell>,
    black: Option<Cell>,
}

/// What the sheet shows of ply `ply`.
fn cell(
    view: &MatchView,
    ply: usize,
    by: Color,
    wxf: Option<&str>,
    viewer: Viewer,
    lang: Lang,
) -> Cell {
    let row = view.sheets[by.index()].rows.get(ply);
    let recorded =
        view.sheets[by.index()].recording != chuhe_core::match_control::Recording::Automatic;
    let actual = wxf
        .map(str::to_string)
        .unwrap_or_else(|| view.moves[ply].text.clone());
    let Some(row) = row.filter(|_| recorded) else {
        return Cell {
            text: actual,
            role: Role::Text,
            mark: None,
        };
    };
    if !viewer.sees(by) {
        // Another player's verdicts are theirs: the move as played, unmarked.
        return Cell {
            text: actual,
            role: Role::Dim,
            mark: None,
        };
    }
    let entry = row.entry.clone();
    match row.mark {
        EntryMark::Correct => Cell {
            text: entry.unwrap_or(actual),
            role: Role::Text,
            mark: Some(("✓", Role::Ok)),
        },
        EntryMark::Wrong => Cell {
            text: entry.unwrap_or_default(),
            role: Role::Error,
            mark: Some(("✗", Role::Error)),
        },
        EntryMark::Unreadable => Cell {
            text: entry.unwrap_or_default(),
            role: Role::Error,
            mark: Some(("?", Role::Error)),
        },
        EntryMark::Missing => Cell {
            text: Msg::EntryMissing.text(lang).to_string(),
            role: Role::Warning,
            mark: None,
        },
        EntryMark::NotRequired => Cell {
            text: actual,
            role: Role::Dim,
            mark: None,
        },
    }
}

fn lines(view: &MatchView, wxf: &[String], viewer: Viewer, lang: Lang) -> Vec<Line> {
    let mut out: Vec<Line> = Vec::new();
    for m in &view.moves {
        let written = wxf.get(m.ply).map(String::as_str);
        let c = cell(view, m.ply, m.by, written, viewer, lang);
        match m.by {
            Color::Red => out.push(Line {
                round: m.round,
                red: Some(c),
                black: None,
            }),
            Color::Black => match out.last_mut() {
                Some(l) if l.black.is_none() && l.round == m.round => l.black = Some(c),
                // A game that starts with Black to move leaves Red's first cell empty.
                _ => out.push(Line {
                    round: m.round,
                    red: None,
                    black: Some(c),
                }),
            },
        }
    }
    out
}

/// Draws the sheet. `wxf` holds the moves in the move list's notation when it is
/// not Chinese (empty: the referee's Chinese text).
pub fn render(
    buf: &mut Buffer,
    area: Rect,
    view: &MatchView,
    wxf: &[String],
    viewer: Viewer,
    theme: &Theme,
    lang: Lang,
) {
    if area.height == 0 {
        return;
    }
    let num_w: u16 = 5;
    let col = ((area.width.saturating_sub(num_w)) / 2).clamp(8, 13);
    let header = Rect::new(area.x, area.y, area.width, 1);
    let dim = theme.style(Role::Dim);
    put(buf, header, 0, Msg::MoveNo.text(lang), dim);
    put(
        buf,
        header,
        num_w,
        Msg::Red.text(lang),
        theme.style(Role::RedSide),
    );
    put(
        buf,
        header,
        num_w + col,
        Msg::Black.text(lang),
        theme.style(Role::BlackSide),
    );

    let lines = lines(view, wxf, viewer, lang);
    let body = Rect::new(area.x, area.y + 1, area.width, area.height - 1);
    if lines.is_empty() {
        put(buf, body, num_w, Msg::NoMovesYet.text(lang), dim);
        return;
    }
    let first = lines.len().saturating_sub(body.height as usize);
    let last_ply = view.moves.len() - 1;
    for (i, line) in lines[first..].iter().enumerate() {
        let row = Rect::new(body.x, body.y + i as u16, body.width, 1);
        put(buf, row, 0, &format!("{:>3}.", line.round), dim);
        let is_last = |by: Color| view.moves[last_ply].by == by && i + first == lines.len() - 1;
        for (x, c, by) in [
            (num_w, &line.red, Color::Red),
            (num_w + col, &line.black, Color::Black),
        ] {
            let Some(c) = c else { continue };
            let mut style = theme.style(c.role);
            if is_last(by) {
                style = style.patch(theme.style(Role::Title));
            }
            // The text fills the column but for the mark and a space.
            let cell = Rect::new(row.x, row.y, (x + col - 2).min(row.width), 1);
            let end = put(buf, cell, x, &c.text, style);
            if let Some((mark, role)) = c.mark {
                put(
                    buf,
                    row,
                    end,
                    mark,
                    theme.style(role).patch(Style::default()),
                );
            }
        }
    }
}
