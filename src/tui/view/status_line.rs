//! The status line: an open question (quit? resign? resume?), else the last message,
//! else what stands in the game — check, a draw offer, the result. Messages live
//! here, never in a box over the board.

use ratatui::Frame;
use ratatui::layout::Rect;

use crate::lang::Lang;
use crate::tui::app::{App, Prompt, StatusKind};
use crate::tui::i18n::{self, Msg};
use crate::tui::theme::Role;

use super::put;

pub fn draw(frame: &mut Frame, area: Rect, app: &App) {
    let lang = app.lang();
    let theme = &app.look.theme;
    let buf = frame.buffer_mut();
    if let Some(prompt) = app.prompt {
        let question = match prompt {
            Prompt::Quit => Msg::ConfirmQuit.text(lang).to_string(),
            Prompt::Resign => format!(
                "{} {}",
                i18n::side(lang, app.game.side_to_move()),
                Msg::ConfirmResign.text(lang)
            ),
            Prompt::Resume => resume_question(app, lang),
        };
        let x = put(buf, area, 0, &question, theme.style(Role::Warning));
        let answers = format!(
            "  y {} · n {}",
            Msg::HintYes.text(lang),
            Msg::HintNo.text(lang)
        );
        put(buf, area, x, &answers, theme.style(Role::Key));
        return;
    }
    if let Some(status) = &app.status {
        let role = match status.kind {
            StatusKind::Info => Role::Text,
            StatusKind::Ok => Role::Ok,
            StatusKind::Warning => Role::Warning,
            StatusKind::Error => Role::Error,
        };
        put(buf, area, 0, &status.text, theme.style(role));
        return;
    }
    let game = &app.game;
    if let Some(outcome) = game.outcome() {
        let text = format!(
            "{}: {}",
            Msg::GameOver.text(lang),
            i18n::outcome(lang, outcome)
        );
        put(buf, area, 0, &text, theme.style(Role::Warning));
    } else if let Some(by) = game.draw_offer().filter(|c| *c != game.side_to_move()) {
        put(
            buf,
            area,
            0,
            &i18n::draw_offered(lang, by),
            theme.style(Role::Warning),
        );
    } else if game.checked_general().is_some() {
        put(
            buf,
            area,
            0,
            Msg::Check.text(lang),
            theme.style(Role::Error),
        );
    } else if game.offering_with_next_move() {
        put(
            buf,
            area,
            0,
            Msg::DrawOfferPending.text(lang),
            theme.style(Role::Text),
        );
    }
}

fn resume_question(app: &App, lang: Lang) -> String {
    let Some(g) = &app.resume else {
        return Msg::ResumeTitle.text(lang).to_string();
    };
    let names = |n: &str, c| {
        if n.is_empty() {
            i18n::side(lang, c).to_string()
        } else {
            n.to_string()
        }
    };
    let red = names(&g.setup().red, crate::rules::Color::Red);
    let black = names(&g.setup().black, crate::rules::Color::Black);
    let moves = g.plies().len().div_ceil(2);
    match lang {
        Lang::Zh => format!("继续未完成的对局？{red} 对 {black}，已走 {moves} 回合"),
        Lang::En => format!("Resume the unfinished game? {red} v {black}, {moves} moves"),
    }
}
