//! The TUI's texts: the keys and the helpers that screens call. The words themselves
//! are in the catalogue (`chuhe_core::catalogue`, both languages in one file per family).

use chuhe_core::adjudication::RuleSet;
use chuhe_core::catalogue::UiText;
use chuhe_core::lang::{Lang, Render};
use chuhe_core::match_control::Mode;
use chuhe_core::rules::Color;

pub use chuhe_core::catalogue::Msg;

pub fn side(lang: Lang, c: Color) -> String {
    c.render(lang)
}

pub fn mode(lang: Lang, m: Mode) -> String {
    m.render(lang)
}

pub fn rules(lang: Lang, r: RuleSet) -> String {
    r.render(lang)
}

/// The too-small screen's explanation, one short clause a line, so that a narrow
/// window breaks it between clauses, never before a lone "。".
pub fn too_small(lang: Lang, w: u16, h: u16, min_w: u16, min_h: u16) -> Vec<String> {
    UiText::TooSmall { w, h, min_w, min_h }
        .render(lang)
        .lines()
        .map(String::from)
        .collect()
}

pub fn to_move(lang: Lang, c: Color) -> String {
    UiText::ToMove(c).render(lang)
}

pub fn natural_count(lang: Lang, moves: u32, limit: u32) -> String {
    UiText::NaturalCount { moves, limit }.render(lang)
}

pub fn saved_to(lang: Lang, path: &str) -> String {
    UiText::SavedTo(path.to_string()).render(lang)
}

pub fn theme_now(lang: Lang, name: &str) -> String {
    UiText::ThemeNow(name.to_string()).render(lang)
}

/// The move list's notation, as the status line names it.
pub fn notation_now(lang: Lang, n: chuhe_core::notation::Notation) -> String {
    UiText::NotationNow(n).render(lang)
}

/// The interface language just chosen, named in itself.
pub fn lang_now(lang: Lang) -> &'static str {
    Msg::LangNow.text(lang)
}

/// What the idle input line suggests: an opening move of the side to move in each
/// notation (Black's example is Black's, 马8进7, not Red's).
pub fn typing_hint(lang: Lang, side: Color) -> String {
    UiText::TypingHint(side).render(lang)
}

/// The question `d` asks: accept the standing offer, or offer a draw (23.1).
pub fn draw_question(lang: Lang, intent: crate::game::DrawIntent) -> String {
    use crate::game::DrawIntent;
    match intent {
        DrawIntent::Accept { by } => UiText::DrawAccept(by).render(lang),
        DrawIntent::Offer { by } => UiText::DrawOffer(by).render(lang),
    }
}

/// The question `z` asks in a tournament game at one keyboard: the player at the
/// keyboard proposes, the other answers.
pub fn pause_question(lang: Lang, by: Color, paused: bool) -> String {
    UiText::PauseAsk { by, paused }.render(lang)
}

/// A referee text (which travels in both languages) built from a fixed text of the
/// catalogue.
pub fn both(m: Msg) -> chuhe_core::match_control::Text {
    chuhe_core::match_control::Text::new(m.text(Lang::Zh), m.text(Lang::En))
}
