//! The input line: whose move it is, the text typed so far with the terminal's own
//! cursor after it (so that an IME puts its candidate window there), and the live
//! preview — the move in Chinese, or what is wrong.

use ratatui::Frame;
use ratatui::layout::Rect;
use ratatui::widgets::{Block, Clear, Widget};
use unicode_width::UnicodeWidthStr;

use crate::app::{Focus, GameScreen, InputTarget, Prompt};
use crate::i18n;
use crate::input::Preview;
use crate::theme::Role;
use chuhe_core::catalogue::UiText;
use chuhe_core::lang::Render;
use chuhe_core::rules::Color;

use super::put;

/// Draws the input line; returns an error too long for it, to be shown whole by
/// [`draw_detail`].
pub fn draw(frame: &mut Frame, area: Rect, app: &GameScreen) -> Option<String> {
    let lang = app.lang();
    let theme = &app.look.theme;
    let game = app.shown_game();
    let resuming = app.prompt == Some(Prompt::Resume);
    let buf = frame.buffer_mut();
    if game.is_over() || resuming {
        return None;
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
    // No move is taken while paused: say so, and the key that resumes.
    if game.view().paused && matches!(app.target, InputTarget::Move) && app.input.is_empty() {
        let key = crate::keys::board_keys(&crate::action::Action::Pause, lang);
        let text = UiText::GamePaused { key }.render(lang);
        put(buf, area, x + 2, &text, theme.style(Role::Turn));
        return None;
    }
    // A spectator types no moves: whose turn it is, without an input prompt.
    let watching =
        matches!(app.target, InputTarget::Move) && networked_turn(game) == Some(NetTurn::Watching);
    if watching {
        return None;
    }
    x = put(buf, area, x, " > ", theme.style(Role::Turn));
    let typing = app.focus == Focus::Input;
    if app.input.is_empty() && !typing && game.view().awaiting_press {
        return None;
    }
    let turn = matches!(app.target, InputTarget::Move)
        .then(|| networked_turn(game))
        .flatten();
    if app.input.is_empty() && !typing {
        let (hint, short) = match turn {
            None | Some(NetTurn::Mine(_)) => {
                (i18n::typing_hint(lang, side), UiText::TypingHintShort)
            }
            Some(NetTurn::Theirs(me)) => (
                UiText::TypeOnYourTurn(me).render(lang),
                UiText::TypeOnYourTurnShort,
            ),
            // A spectator types no moves.
            Some(NetTurn::Watching) => return None,
        };
        // The examples go first when the line is too narrow for them.
        let room = area.width.saturating_sub(x) as usize;
        let hint = if hint.width() <= room {
            hint
        } else {
            short.render(lang)
        };
        put(buf, area, x, &hint, theme.style(Role::Dim));
        return None;
    }
    let text = app.input.text();
    let text_end = put(buf, area, x, text, theme.style(Role::Text));
    let cursor_x = area.x + (x + text.width() as u16).min(area.width.saturating_sub(1));
    if typing && app.prompt.is_none() {
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
            // What fits beside the typed text; the whole reason, wrapped, in a box over
            // the panel's foot when it does not (the reason comes last in the sentence).
            let text = format!("✗ {e}");
            let room = area.width.saturating_sub(after) as usize;
            if text.width() <= room {
                put(buf, area, after, &text, theme.style(Role::Error));
            } else {
                let (first, _) = split_at_width(&text, room.saturating_sub(1));
                put(
                    buf,
                    area,
                    after,
                    &format!("{first}…"),
                    theme.style(Role::Error),
                );
                return Some(text);
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
    None
}

/// The whole of a refused entry's reason, wrapped in a box at the foot of `panel`
/// (over the scoresheet's last moves while it is shown).
pub fn draw_detail(frame: &mut Frame, panel: Rect, text: &str, app: &GameScreen) {
    if panel.width < 4 || panel.height < 3 {
        return;
    }
    let inner = panel.width - 2;
    let mut lines = super::text_wrap::wrap(text, inner);
    let room = (panel.height - 2) as usize;
    if lines.len() > room {
        lines.truncate(room);
        if let Some(last) = lines.last_mut() {
            let (kept, _) = split_at_width(last, inner as usize - 1);
            *last = format!("{kept}…");
        }
    }
    let height = lines.len() as u16 + 2;
    let area = Rect::new(panel.x, panel.bottom() - height, panel.width, height);
    let style = app.look.theme.style(Role::Error);
    let border = if app.look.glyphs == crate::view::board::Glyphs::Ascii {
        ASCII_BORDER
    } else {
        ratatui::symbols::border::PLAIN
    };
    let block = Block::bordered()
        .border_set(border)
        .border_style(style)
        .style(app.look.theme.style(Role::Text));
    let buf = frame.buffer_mut();
    Clear.render(area, buf);
    let body = block.inner(area);
    block.render(area, buf);
    for (i, line) in lines.iter().enumerate() {
        let row = Rect::new(body.x, body.y + i as u16, body.width, 1);
        put(buf, row, 0, line, style);
    }
}

/// The box's lines in plain ASCII, for terminals drawn with ASCII glyphs.
const ASCII_BORDER: ratatui::symbols::border::Set = ratatui::symbols::border::Set {
    top_left: "+",
    top_right: "+",
    bottom_left: "+",
    bottom_right: "+",
    vertical_left: "|",
    vertical_right: "|",
    horizontal_top: "-",
    horizontal_bottom: "-",
};

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
fn networked_turn(game: &crate::game::GameInPlay) -> Option<NetTurn> {
    let seat = game.remote_seat()?;
    Some(match seat.seat() {
        None => NetTurn::Watching,
        Some(me) if me == game.side_to_move() => NetTurn::Mine(me),
        Some(me) => NetTurn::Theirs(me),
    })
}
