//! The key hints: the keys that matter in the current context, most important first,
//! as many as fit. Built from the key tables, so a hint never names a wrong key.

use ratatui::Frame;
use ratatui::layout::Rect;
use unicode_width::UnicodeWidthStr;

use crate::action::Action;
use crate::app::{GameScreen, InputTarget};
use crate::i18n::Msg;
use crate::keys::{self, Context};
use crate::theme::Role;
use chuhe_core::match_control::Mode;

use super::put;

/// The hints of the game's screen, or of the new-game dialog over it.
fn hints(app: &GameScreen, dialog: bool) -> Vec<(String, Msg)> {
    let lang = app.lang();
    let k = |a: Action| keys::board_keys(&a, lang);
    let context = if dialog {
        Context::Dialog
    } else {
        app.context()
    };
    match context {
        Context::Board if app.game.is_over() => {
            let mut v = vec![
                (k(Action::NewGame), Msg::HintNew),
                (k(Action::Save), Msg::HintSave),
                (k(Action::Flip), Msg::HintFlip),
                (k(Action::Help), Msg::HintHelp),
                (k(Action::Quit), Msg::HintQuit),
            ];
            if app.mode() == Mode::Casual && !app.game.is_spectator() {
                v.insert(2, (k(Action::Undo), Msg::HintUndo));
            }
            if app.game.remote_seat().is_some() {
                v.retain(|(_, m)| *m != Msg::HintNew);
            }
            v
        }
        Context::Board => {
            let mut v = vec![
                ("←↑↓→ hjkl".to_string(), Msg::HintMove),
                (k(Action::Activate), Msg::HintSelect),
                (k(Action::Help), Msg::HintHelp),
                (k(Action::Quit), Msg::HintQuit),
                (k(Action::Flip), Msg::HintFlip),
            ];
            if app.mode() == Mode::Casual {
                v.insert(4, (k(Action::Undo), Msg::HintUndo));
            }
            let game = &app.game;
            // A spectator's keys do not act on the game: only looking is hinted (no
            // cursor to pick a piece up with, no take-back).
            if game.is_spectator() {
                v.retain(|(_, m)| !matches!(m, Msg::HintUndo | Msg::HintSelect | Msg::HintMove));
                return v;
            }
            if game.players_record() {
                v.insert(2, (k(Action::Write), Msg::HintWrite));
            }
            if game.explicit_press() && game.view().awaiting_press {
                v.insert(0, (k(Action::PressClock), Msg::HintPress));
            }
            if game.view().paused {
                v.insert(0, (k(Action::Pause), Msg::HintResume));
            }
            // A networked game is left (q) before another is started.
            if game.remote_seat().is_none() {
                v.push((k(Action::NewGame), Msg::HintNew));
            }
            v
        }
        Context::Input => match app.target {
            InputTarget::Move => vec![
                ("Enter".into(), Msg::HintPlay),
                ("Esc".into(), Msg::HintCancel),
                ("⌫".into(), Msg::HintErase),
            ],
            InputTarget::Record { .. } => vec![
                ("Enter".into(), Msg::HintRecord),
                ("Esc".into(), Msg::HintLater),
                ("⌫".into(), Msg::HintErase),
            ],
        },
        Context::Prompt => vec![("y".into(), Msg::HintYes), ("n".into(), Msg::HintNo)],
        Context::Dialog => vec![
            ("↑↓".into(), Msg::HintNextField),
            ("←→".into(), Msg::HintChange),
            ("Enter".into(), Msg::HintStart),
            ("Esc".into(), Msg::HintCancel),
        ],
    }
}

/// The hints that fit in `width` cells, in order; the way out (`q`) is never left
/// out: when not all fit, the others give way to it.
fn fitting(all: &[(String, Msg)], lang: chuhe_core::lang::Lang, width: u16) -> Vec<usize> {
    let need = |i: usize, first: bool| {
        let (key, msg) = &all[i];
        let sep = if first { 0 } else { 2 };
        (sep + key.width() + 1 + msg.text(lang).width()) as u16
    };
    let quit = all.iter().position(|(_, m)| *m == Msg::HintQuit);
    let mut chosen = Vec::new();
    let mut used = 0u16;
    // Room kept for the quit hint, placed after the others.
    let reserve = |chosen: &Vec<usize>| match quit {
        Some(q) if !chosen.contains(&q) => need(q, chosen.is_empty()),
        _ => 0,
    };
    for i in 0..all.len() {
        if Some(i) == quit {
            continue;
        }
        let w = need(i, chosen.is_empty());
        let mut with = chosen.clone();
        with.push(i);
        if used + w + reserve(&with) > width {
            break;
        }
        used += w;
        chosen.push(i);
    }
    if let Some(q) = quit {
        // In its own place when everything before it fits, else last.
        let at = chosen.iter().position(|&i| i > q).unwrap_or(chosen.len());
        chosen.insert(at, q);
    }
    chosen
}

pub fn draw(frame: &mut Frame, area: Rect, app: &GameScreen, dialog: bool) {
    let lang = app.lang();
    let theme = &app.look.theme;
    let buf = frame.buffer_mut();
    let all = hints(app, dialog);
    let mut x = 0u16;
    for (n, i) in fitting(&all, lang, area.width).into_iter().enumerate() {
        let (key, msg) = &all[i];
        let sep = if n == 0 { "" } else { "  " };
        x = put(buf, area, x, sep, theme.style(Role::Dim));
        x = put(buf, area, x, key, theme.style(Role::Key));
        x = put(buf, area, x + 1, msg.text(lang), theme.style(Role::Dim));
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use chuhe_core::lang::Lang;

    fn hint(key: &str, msg: Msg) -> (String, Msg) {
        (key.to_string(), msg)
    }

    #[test]
    fn quit_is_always_among_the_hints_that_fit() {
        let all = vec![
            hint("←↑↓→ hjkl", Msg::HintMove),
            hint("Space", Msg::HintSelect),
            hint("w", Msg::HintWrite),
            hint("?/F1", Msg::HintHelp),
            hint("q/Ctrl-C", Msg::HintQuit),
            hint("f", Msg::HintFlip),
        ];
        for width in 14..=90 {
            let shown = fitting(&all, Lang::Zh, width);
            assert!(shown.contains(&4), "q missing at width {width}");
            let total: usize = shown
                .iter()
                .enumerate()
                .map(|(n, &i)| {
                    (if n == 0 { 0 } else { 2 })
                        + all[i].0.width()
                        + 1
                        + all[i].1.text(Lang::Zh).width()
                })
                .sum();
            assert!(total <= width as usize, "{total} > {width}");
            // The order of the table is kept.
            assert!(shown.windows(2).all(|w| w[0] < w[1]), "{shown:?}");
        }
    }
}
