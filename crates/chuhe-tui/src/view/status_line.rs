//! The status line: an open question (quit? resign? resume?), else the last message,
//! else what stands in the game — check, a draw offer, the result. Messages live
//! here, never in a box over the board.

use ratatui::Frame;
use ratatui::layout::Rect;
use ratatui::widgets::{Paragraph, Wrap};

use crate::app::{GameScreen, Prompt, StatusKind};
use crate::i18n;
use crate::theme::Role;
use chuhe_core::catalogue::{Msg, UiText};
use chuhe_core::lang::{Lang, Render};

use super::put;

pub fn draw(frame: &mut Frame, area: Rect, app: &GameScreen) {
    let lang = app.lang();
    let theme = &app.look.theme;
    let buf = frame.buffer_mut();
    if let Some(prompt) = app.prompt {
        let question = match prompt {
            Prompt::Quit => quit_question(app).text(lang).to_string(),
            Prompt::Resign => format!(
                "{} {}",
                i18n::side(lang, app.game.at_keyboard()),
                Msg::ConfirmResign.text(lang)
            ),
            Prompt::Draw => i18n::draw_question(lang, app.game.draw_intent()),
            Prompt::Pause => {
                let by = app.game.at_keyboard();
                i18n::pause_question(lang, by, app.game.view().paused)
            }
            Prompt::Resume => resume_question(app, lang),
            Prompt::Claim | Prompt::ConfirmClaim(_) => {
                prompt.claim_question(lang).unwrap_or_default().to_string()
            }
            Prompt::Takeback => {
                let by = app
                    .game
                    .takeback_asked_by()
                    .unwrap_or(!app.game.side_to_move());
                UiText::TakebackAsks(by).render(lang)
            }
        };
        let x = put(buf, area, 0, &question, theme.style(Role::Warning));
        if prompt == Prompt::Claim {
            return; // answered with 1 or 2, as the question says
        }
        let answers = format!(
            "  y {} · n {}",
            Msg::HintYes.text(lang),
            Msg::HintNo.text(lang)
        );
        put(buf, area, x, &answers, theme.style(Role::Key));
        return;
    }
    if let Some(status) = &app.status {
        put(
            buf,
            area,
            0,
            &status.text,
            theme.style(role_of(status.kind)),
        );
        return;
    }
    // What stands in the game, most important first (the referee's own list).
    let view = app.game.view();
    if let Some(first) = view.status.first() {
        let role = if view.verdict.is_some() || view.check {
            Role::Error
        } else {
            Role::Warning
        };
        let x = put(buf, area, 0, first.get(lang), theme.style(role));
        // A draw offer says how to answer it (23.1).
        if view.draw_offer.is_some() && view.status.len() == 1 {
            let how = format!("  {}", Msg::DrawAnswerHow.text(lang));
            put(buf, area, x, &how, theme.style(Role::Key));
        }
    }
}

/// A message too long for one row, wrapped over `area` (two rows).
pub fn draw_wrapped(frame: &mut Frame, area: Rect, app: &GameScreen) {
    let Some(status) = &app.status else { return };
    let style = app.look.theme.style(role_of(status.kind));
    let para = Paragraph::new(status.text.as_str())
        .style(style)
        .wrap(Wrap { trim: true });
    frame.render_widget(para, area);
}

fn role_of(kind: StatusKind) -> Role {
    match kind {
        StatusKind::Info => Role::Text,
        StatusKind::Ok => Role::Ok,
        StatusKind::Warning => Role::Warning,
        StatusKind::Error => Role::Error,
    }
}

fn resume_question(app: &GameScreen, lang: Lang) -> String {
    let Some(g) = &app.resume else {
        return Msg::ResumeTitle.text(lang).to_string();
    };
    let names = |n: &str, c| {
        if n.is_empty() {
            i18n::side(lang, c)
        } else {
            n.to_string()
        }
    };
    let red = names(&g.config().red, chuhe_core::rules::Color::Red);
    let black = names(&g.config().black, chuhe_core::rules::Color::Black);
    let moves = g.plies().len().div_ceil(2);
    UiText::ResumeGame { red, black, moves }.render(lang)
}

/// "退出？对局已保存，下次可继续。" only where this process keeps the game to resume:
/// a local game with moves, not over, autosaved after every move. A networked game
/// is kept by the host (a player's or a spectator's screen saves nothing), and an
/// empty or finished game is not offered again: there the question alone.
fn quit_question(app: &GameScreen) -> Msg {
    let kept_here = app.game.remote_seat().is_none()
        && app.resume.is_none()
        && !app.game.plies().is_empty()
        && !app.game.is_over();
    if kept_here {
        Msg::ConfirmQuit
    } else {
        Msg::ConfirmQuitOnly
    }
}
