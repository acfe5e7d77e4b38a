//! The names of the game's values: a side (红方 / Red), a kind of piece, a game mode, a
//! rule set, a result.

use super::examples::Examples;
use crate::adjudication::RuleSet;
use crate::lang::{Lang, Render};
use crate::match_control::{Mode, Outcome};
use crate::rules::{Color, Kind};

/// A side: 红方 / Red.
impl Render for Color {
    fn render(&self, lang: Lang) -> String {
        match lang {
            Lang::Zh => side_zh(*self),
            Lang::En => side_en(*self),
        }
        .to_string()
    }
}

/// A kind of piece, either side's name: 马 / horse.
impl Render for Kind {
    fn render(&self, lang: Lang) -> String {
        match lang {
            Lang::Zh => kind_zh(*self),
            Lang::En => kind_en(*self),
        }
        .to_string()
    }
}

/// A game mode: 休闲 / casual.
impl Render for Mode {
    fn render(&self, lang: Lang) -> String {
        match lang {
            Lang::Zh => mode_zh(*self),
            Lang::En => mode_en(*self),
        }
        .to_string()
    }
}

/// A rule set: 中国象棋协会规则 / CXA rules.
impl Render for RuleSet {
    fn render(&self, lang: Lang) -> String {
        match lang {
            Lang::Zh => rules_zh(*self),
            Lang::En => rules_en(*self),
        }
        .to_string()
    }
}

/// A game's result: 红胜 / Red wins.
impl Render for Outcome {
    fn render(&self, lang: Lang) -> String {
        match lang {
            Lang::Zh => outcome_zh(*self),
            Lang::En => outcome_en(*self),
        }
        .to_string()
    }
}

pub(super) fn side_zh(c: Color) -> &'static str {
    c.chinese_name()
}

pub(super) fn side_en(c: Color) -> &'static str {
    c.english_name()
}

pub(super) fn side_short_zh(c: Color) -> &'static str {
    match c {
        Color::Red => "红",
        Color::Black => "黑",
    }
}

fn kind_zh(k: Kind) -> &'static str {
    kind_both_zh(k)
}

fn kind_en(k: Kind) -> &'static str {
    k.english_name()
}

pub(super) fn kind_both_zh(kind: Kind) -> &'static str {
    match kind {
        Kind::King => "将（帅）",
        Kind::Advisor => "士（仕）",
        Kind::Elephant => "象（相）",
        Kind::Horse => "马",
        Kind::Rook => "车",
        Kind::Cannon => "炮",
        Kind::Pawn => "兵（卒）",
    }
}

pub(super) fn mode_zh(m: Mode) -> &'static str {
    match m {
        Mode::Casual => "休闲",
        Mode::Practice => "练习",
        Mode::Tournament => "比赛",
    }
}

pub(super) fn mode_en(m: Mode) -> &'static str {
    match m {
        Mode::Casual => "casual",
        Mode::Practice => "practice",
        Mode::Tournament => "tournament",
    }
}

pub(super) fn rules_zh(r: RuleSet) -> &'static str {
    match r {
        RuleSet::Cxa => "中国象棋协会规则",
        RuleSet::Folk => "民间通俗规则",
        RuleSet::Axf => "亚洲象联规则",
    }
}

pub(super) fn rules_en(r: RuleSet) -> &'static str {
    match r {
        RuleSet::Cxa => "CXA rules",
        RuleSet::Folk => "folk rules",
        RuleSet::Axf => "AXF rules",
    }
}

pub(super) fn outcome_zh(o: Outcome) -> &'static str {
    match o {
        Outcome::RedWins => "红胜",
        Outcome::BlackWins => "黑胜",
        Outcome::Draw => "和棋",
    }
}

pub(super) fn outcome_en(o: Outcome) -> &'static str {
    match o {
        Outcome::RedWins => "Red wins",
        Outcome::BlackWins => "Black wins",
        Outcome::Draw => "Draw",
    }
}

impl Examples for Color {
    fn examples() -> Vec<Color> {
        Color::ALL.to_vec()
    }
}

impl Examples for Kind {
    fn examples() -> Vec<Kind> {
        Kind::ALL.to_vec()
    }
}

impl Examples for Mode {
    fn examples() -> Vec<Mode> {
        vec![Mode::Casual, Mode::Practice, Mode::Tournament]
    }
}

impl Examples for RuleSet {
    fn examples() -> Vec<RuleSet> {
        vec![RuleSet::Cxa, RuleSet::Folk, RuleSet::Axf]
    }
}

impl Examples for Outcome {
    fn examples() -> Vec<Outcome> {
        vec![Outcome::RedWins, Outcome::BlackWins, Outcome::Draw]
    }
}
