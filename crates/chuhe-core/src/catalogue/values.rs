//! A name that is not one of those a value takes ([`UnknownName`]: a
//! mode, a rule set, a tournament system, a notation …), and the values' own names
//! ([`NameKind`]: 比赛制度, 计分办法 …), in the interface's language (the
//! parsers said these in English under 中文). The English is the core's `Display`, the
//! wording it always had; the Chinese is an exhaustive match here, so a new kind does
//! not compile until it is named. The accepted spellings are what the user types, so
//! they are listed as they are, in both languages.

use super::examples::Examples;
use crate::lang::{Lang, NameKind, Render, UnknownName};
use strum::IntoEnumIterator;

impl Render for UnknownName {
    fn render(&self, lang: Lang) -> String {
        match lang {
            Lang::Zh => format!(
                "没有“{}”这种{}（可写：{}）",
                self.found,
                kind_zh(self.what),
                choices_zh(self.what)
            ),
            Lang::En => self.to_string(),
        }
    }
}

impl Render for NameKind {
    fn render(&self, lang: Lang) -> String {
        match lang {
            Lang::Zh => kind_zh(*self).to_string(),
            Lang::En => self.english().to_string(),
        }
    }
}

/// The spellings listed the Chinese way (甲、乙、丙), a team format with its article.
fn choices_zh(k: NameKind) -> String {
    let articles = k.articles();
    k.spellings()
        .iter()
        .enumerate()
        .map(|(i, name)| match articles.get(i) {
            Some(article) => format!("{name} {article}"),
            None => name.to_string(),
        })
        .collect::<Vec<_>>()
        .join("、")
}

/// What kind of value it is, as the rule book and players say it.
fn kind_zh(k: NameKind) -> &'static str {
    use NameKind as K;
    match k {
        K::Mode => "对局模式",
        K::RuleSet => "规则",
        K::ClockPolicy => "断线时的计时办法",
        // 第11条 比赛制度.
        K::System => "比赛制度",
        // 15.1 "按以下顺序区分" — the ways a tie on points is broken.
        K::TieBreak => "区分名次的办法",
        K::TeamTieBreak => "团体区分名次的办法",
        // 12.1–12.5.
        K::TeamFormat => "团体赛方式",
        K::Seeding => "分组依据",
        K::GameResult => "对局结果",
        K::Scoring => "计分办法",
        K::Notation => "记谱方式",
        K::TextEncoding => "文字编码",
        K::Lang => "界面语言",
        K::Side => "执棋方",
        K::DictatedSides => "口述的一方",
        K::BoardSize => "棋盘大小",
    }
}

/// One unknown name for every kind of value (what was typed is the user's: "x9").
impl Examples for UnknownName {
    fn examples() -> Vec<Self> {
        NameKind::iter()
            .map(|k| UnknownName::new(k, "x9"))
            .collect()
    }
}

impl Examples for NameKind {
    fn examples() -> Vec<Self> {
        NameKind::iter().collect()
    }
}
