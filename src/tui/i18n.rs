//! The TUI's texts: the keys and the helpers that screens call. The words themselves
//! are in the catalogue (`crate::catalogue`, one file per language).

use crate::adjudication::RuleSet;
use crate::catalogue::ui::UiText;
use crate::lang::{Lang, Render};
use crate::match_control::Mode;
use crate::rules::Color;

pub use crate::catalogue::ui::Msg;

pub fn side(lang: Lang, c: Color) -> &'static str {
    crate::catalogue::of(lang).side(c)
}

pub fn mode(lang: Lang, m: Mode) -> &'static str {
    crate::catalogue::of(lang).mode(m)
}

pub fn rules(lang: Lang, r: RuleSet) -> &'static str {
    crate::catalogue::of(lang).rules(r)
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

// Texts of the TUI not yet moved into the catalogue (they carry TUI types or were
// added by the input fixes of the same round).

/// The move list's notation, as the status line names it.
pub fn notation_now(lang: Lang, n: crate::notation::Notation) -> String {
    use crate::notation::Notation;
    match (lang, n) {
        (Lang::Zh, Notation::Chinese) => "记谱：中文".into(),
        (Lang::Zh, Notation::Wxf) => "记谱：WXF".into(),
        (Lang::Zh, Notation::Iccs) => "记谱：ICCS 坐标".into(),
        (Lang::En, Notation::Chinese) => "notation: Chinese".into(),
        (Lang::En, Notation::Wxf) => "notation: WXF".into(),
        (Lang::En, Notation::Iccs) => "notation: ICCS coordinates".into(),
    }
}

/// The interface language just chosen, named in itself.
pub fn lang_now(lang: Lang) -> &'static str {
    lang.pick("界面语言：中文", "language: English")
}

/// What the idle input line suggests: an opening move of the side to move in each
/// notation (Black's example is Black's, 马8进7, not Red's).
pub fn typing_hint(lang: Lang, side: Color) -> String {
    let (chinese, wxf, iccs) = match side {
        Color::Red => ("炮二平五", "C2.5", "h2e2"),
        Color::Black => ("马8进7", "H8+7", "h9g7"),
    };
    match lang {
        Lang::Zh => format!("输入着法：{chinese} · {wxf} · {iccs}"),
        Lang::En => format!("type a move: {chinese} · {wxf} · {iccs}"),
    }
}

/// The question `d` asks: accept the standing offer, or offer a draw (23.1).
pub fn draw_question(lang: Lang, intent: crate::tui::game::DrawIntent) -> String {
    use crate::tui::game::DrawIntent;
    match (lang, intent) {
        (Lang::Zh, DrawIntent::Accept { by }) => format!("{}同意和棋？", side(lang, by)),
        (Lang::En, DrawIntent::Accept { by }) => {
            format!("{} accepts the draw?", side(lang, by))
        }
        (Lang::Zh, DrawIntent::Offer { by }) => format!("{}提和？", side(lang, by)),
        (Lang::En, DrawIntent::Offer { by }) => format!("{} offers a draw?", side(lang, by)),
    }
}

/// The question `z` asks in a tournament game at one keyboard: the player at the
/// keyboard proposes, the other answers.
pub fn pause_question(lang: Lang, by: Color, paused: bool) -> String {
    let other = side(lang, !by);
    let by = side(lang, by);
    match (lang, paused) {
        (Lang::Zh, false) => format!("{by}提议暂停计时：{other}同意？"),
        (Lang::Zh, true) => format!("{by}提议继续计时：{other}同意？"),
        (Lang::En, false) => format!("{by} asks to stop the clocks: does {other} agree?"),
        (Lang::En, true) => format!("{by} asks to restart the clocks: does {other} agree?"),
    }
}
