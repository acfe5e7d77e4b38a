//! The key hints: the keys that matter in the current context, most important first,
//! as many as fit. Built from the key tables, so a hint never names a wrong key.

use ratatui::Frame;
use ratatui::layout::Rect;
use unicode_width::UnicodeWidthStr;

use crate::match_control::Mode;
use crate::tui::action::Action;
use crate::tui::app::{App, InputTarget};
use crate::tui::i18n::Msg;
use crate::tui::keys::{self, Context};
use crate::tui::theme::Role;

use super::put;

fn hints(app: &App) -> Vec<(String, Msg)> {
    let k = |a: Action| keys::board_keys(&a);
    match app.context() {
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
            // A spectator's keys do not act on the game: only looking is hinted.
            if game.is_spectator() {
                v.retain(|(_, m)| *m != Msg::HintUndo);
                return v;
            }
            if game.players_record() {
                v.insert(2, (k(Action::Write), Msg::HintWrite));
            }
            if game.explicit_press() && game.view().awaiting_press {
                v.insert(0, (k(Action::PressClock), Msg::HintPress));
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
        Context::Help => vec![],
    }
}

pub fn draw(frame: &mut Frame, area: Rect, app: &App) {
    let lang = app.lang();
    let theme = &app.look.theme;
    let buf = frame.buffer_mut();
    let mut x = 0u16;
    for (i, (key, msg)) in hints(app).iter().enumerate() {
        let label = msg.text(lang);
        let sep = if i == 0 { "" } else { "  " };
        let need = (sep.width() + key.width() + 1 + label.width()) as u16;
        if x + need > area.width {
            break;
        }
        x = put(buf, area, x, sep, theme.style(Role::Dim));
        x = put(buf, area, x, key, theme.style(Role::Key));
        x = put(buf, area, x + 1, label, theme.style(Role::Dim));
    }
}
