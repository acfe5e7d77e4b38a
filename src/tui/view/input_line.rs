//! The input line: whose move it is, the text typed so far with the terminal's own
//! cursor after it (so that an IME puts its candidate window there), and the live
//! preview — the move in Chinese, or what is wrong.

use ratatui::Frame;
use ratatui::layout::Rect;
use unicode_width::UnicodeWidthStr;

use crate::catalogue::ui::UiText;
use crate::lang::Render;
use crate::rules::Color;
use crate::tui::app::{Focus, GameScreen, InputTarget, Prompt};
use crate::tui::i18n;
use crate::tui::input::Preview;
use crate::tui::theme::Role;

use super::put;

pub fn draw(frame: &mut Frame, area: Rect, app: &GameScreen) {
    let lang = app.lang();
    let theme = &app.look.theme;
    let game = app.shown_game();
    let resuming = app.prompt == Some(Prompt::Resume);
    let buf = frame.buffer_mut();
    if game.is_over() || resuming || app.overlay.is_some() {
        return;
    }
    // Whose turn it is, or whose scoresheet entry is being written.
    let (side, prompt) = match app.target {
        // The mover has still to press the clock (6): their turn is not over.
        InputTarget::Move if game.view().awaiting_press => {
            let side = game.at_keyboard();
            let text = UiText::MovedPressClock(side).render(lang);
            (side, text)
        }
        InputTarget::Move => {
            let side = game.side_to_move();
            let text = match networked_turn(game) {
                Some(turn) => turn.prompt(side).render(lang),
                None => i18n::to_move(lang, side),
            };
            (side, text)
        }
        InputTarget::Record { owner, ply } => {
            let round = game.view().moves.get(ply).map_or(0, |m| m.round);
            let text = UiText::RecordsMove { owner, round }.render(lang);
            (owner, text)
        }
    };
    let side_role = match side {
        Color::Red => Role::RedSide,
        Color::Black => Role::BlackSide,
    };
    let mut x = put(buf, area, 0, &prompt, theme.style(side_role));
    // A spectator types no moves: whose turn it is, without an input prompt.
    let watching =
        matches!(app.target, InputTarget::Move) && networked_turn(game) == Some(NetTurn::Watching);
    if watching {
        return;
    }
    x = put(buf, area, x, " > ", theme.style(Role::Turn));
    let typing = app.focus == Focus::Input;
    if app.input.is_empty() && !typing && game.view().awaiting_press {
        return;
    }
    let turn = matches!(app.target, InputTarget::Move)
        .then(|| networked_turn(game))
        .flatten();
    if app.input.is_empty() && !typing {
        let hint = match turn {
            None | Some(NetTurn::Mine(_)) => i18n::typing_hint(lang, side),
            Some(NetTurn::Theirs(me)) => UiText::TypeOnYourTurn(me).render(lang),
            // A spectator types no moves.
            Some(NetTurn::Watching) => return,
        };
        put(buf, area, x, &hint, theme.style(Role::Dim));
        return;
    }
    let text = app.input.text();
    let text_end = put(buf, area, x, text, theme.style(Role::Text));
    let cursor_x = area.x + (x + text.width() as u16).min(area.width.saturating_sub(1));
    if typing && app.overlay.is_none() && app.prompt.is_none() {
        frame.set_cursor_position((cursor_x, area.y));
    }
    let buf = frame.buffer_mut();
    let after = text_end + 2;
    match app.input.preview() {
        Preview::Move { text, mv } => {
            let shown = format!("= {text}  ({mv})");
            put(buf, area, after, &shown, theme.style(Role::Ok));
        }
        Preview::Error(e) => {
            // A long explanation goes on in the status line below when that is free.
            let text = format!("✗ {e}");
            let room = area.width.saturating_sub(after) as usize;
            let (first, rest) = split_at_width(&text, room);
            put(buf, area, after, first, theme.style(Role::Error));
            let below = Rect::new(area.x, area.y + 1, area.width, 1);
            let free = app.status.is_none() && app.prompt.is_none();
            if !rest.is_empty() && free && below.bottom() <= buf.area.bottom() {
                put(buf, below, 2, rest, theme.style(Role::Error));
            }
        }
        Preview::Incomplete { hint, .. } => {
            put(
                buf,
                area,
                after,
                &format!("… {hint}"),
                theme.style(Role::Dim),
            );
        }
        Preview::Empty => {}
    }
}

/// Splits `s` where its display width would pass `width`.
fn split_at_width(s: &str, width: usize) -> (&str, &str) {
    let mut used = 0;
    for (i, c) in s.char_indices() {
        used += unicode_width::UnicodeWidthChar::width(c).unwrap_or(0);
        if used > width {
            return (&s[..i], &s[i..]);
        }
    }
    (s, "")
}

// — net client —

/// Whose turn it is at a networked game, seen from this screen.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
enum NetTurn {
    /// This player's side is to move.
    Mine(Color),
    /// The opponent is to move; this player's side.
    Theirs(Color),
    Watching,
}

impl NetTurn {
    /// The input line's prompt: "黑方走棋（轮到你）", "红方走棋（对手），请等待".
    fn prompt(self, mover: Color) -> UiText {
        match self {
            NetTurn::Mine(me) => UiText::YouToMove(me),
            NetTurn::Theirs(_) => UiText::OpponentToMove(mover),
            NetTurn::Watching => UiText::WatchingToMove(mover),
        }
    }
}

/// `None` for a game on this machine.
fn networked_turn(game: &crate::tui::game::Game) -> Option<NetTurn> {
    let seat = game.remote_seat()?;
    Some(match seat.seat() {
        None => NetTurn::Watching,
        Some(me) if me == game.side_to_move() => NetTurn::Mine(me),
        Some(me) => NetTurn::Theirs(me),
    })
}
