//! The scoresheet (记录, 7.5): one line per move, Red's and Black's columns, the most
//! recent moves always visible.

use ratatui::buffer::Buffer;
use ratatui::layout::Rect;

use crate::lang::Lang;
use crate::rules::Color;
use crate::tui::game::{Game, Ply};
use crate::tui::i18n::Msg;
use crate::tui::theme::{Role, Theme};

use super::put;

/// Width of one move column: five Chinese characters and a space.
const MOVE_COL: u16 = 11;

/// A line of the sheet: the move number and what each side played.
struct SheetRow<'a> {
    number: u32,
    red: Option<&'a Ply>,
    black: Option<&'a Ply>,
}

fn rows(game: &Game) -> Vec<SheetRow<'_>> {
    let mut out: Vec<SheetRow> = Vec::new();
    let mut number = game.start_position().fullmove_number();
    for ply in game.plies() {
        match ply.by {
            Color::Red => out.push(SheetRow {
                number,
                red: Some(ply),
                black: None,
            }),
            Color::Black => {
                match out.last_mut() {
                    Some(row) if row.black.is_none() && row.red.is_some() => row.black = Some(ply),
                    // A game that starts with Black to move leaves Red's first cell empty.
                    _ => out.push(SheetRow {
                        number,
                        red: None,
                        black: Some(ply),
                    }),
                }
                number += 1;
            }
        }
    }
    out
}

pub fn render(buf: &mut Buffer, area: Rect, game: &Game, theme: &Theme, lang: Lang, wxf: bool) {
    if area.height == 0 {
        return;
    }
    let num_w: u16 = 5;
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
        num_w + MOVE_COL,
        Msg::Black.text(lang),
        theme.style(Role::BlackSide),
    );

    let rows = rows(game);
    let body = Rect::new(area.x, area.y + 1, area.width, area.height - 1);
    if rows.is_empty() {
        put(buf, body, num_w, Msg::NoMovesYet.text(lang), dim);
        return;
    }
    let visible = body.height as usize;
    let first = rows.len().saturating_sub(visible);
    let last_ply = game.plies().len();
    for (i, row) in rows[first..].iter().enumerate() {
        let line = Rect::new(body.x, body.y + i as u16, body.width, 1);
        put(buf, line, 0, &format!("{:>3}.", row.number), dim);
        for (col, ply) in [(num_w, row.red), (num_w + MOVE_COL, row.black)] {
            let Some(ply) = ply else { continue };
            let is_last = std::ptr::eq(ply, &game.plies()[last_ply - 1]);
            let style = if is_last {
                theme.style(Role::Text).patch(theme.style(Role::Title))
            } else {
                theme.style(Role::Text)
            };
            // A five-character move (前兵七平六) fills the column; never more.
            let cell = Rect::new(line.x, line.y, (col + MOVE_COL - 1).min(line.width), 1);
            let text = if wxf { &ply.wxf } else { &ply.text };
            put(buf, cell, col, text, style);
        }
    }
}
