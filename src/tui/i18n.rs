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

pub fn too_small(lang: Lang, w: u16, h: u16, min_w: u16, min_h: u16) -> String {
    UiText::TooSmall { w, h, min_w, min_h }.render(lang)
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
