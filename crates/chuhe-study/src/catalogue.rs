//! The study crate's own texts, both languages side by side (the catalogue's one
//! shape, `chuhe_core::catalogue`): why a game-list query cannot be read.

use chuhe_core::lang::{Lang, Render};

use crate::FilterError;

impl Render for FilterError {
    fn render(&self, lang: Lang) -> String {
        match lang {
            Lang::Zh => filter_error_zh(self),
            Lang::En => filter_error_en(self),
        }
    }
}

fn filter_error_zh(e: &FilterError) -> String {
    use crate::{FilterError as E, FilterExpected as X};
    match e {
        E::UnclosedQuote { at } => format!("第{}个字符：引号“\"”没有配对的另一半", at + 1),
        E::BadValue {
            at,
            key,
            value,
            expected,
        } => {
            let want = match expected {
                X::Value => "冒号后面的值",
                X::Result => "结果：1-0、0-1、1/2-1/2、*、红胜、黑胜或和棋",
                X::Ecco => "ECCO编号或其范围，如 C7 或 C70-C79",
                X::Dates => "日期，如 1990、1990.05.12 或 1990..1995",
                X::OneDate => "至少一个日期",
                X::OrderedRange => "起点不晚于终点的日期范围",
            };
            format!("第{}个字符：{key}:{value}，这里应是{want}", at + 1)
        }
    }
}

fn filter_error_en(e: &FilterError) -> String {
    use crate::FilterError as E;
    match e {
        E::UnclosedQuote { at } => {
            format!("character {}: this quote '\"' is never closed", at + 1)
        }
        E::BadValue {
            at,
            key,
            value,
            expected,
        } => format!("character {}: {key}:{value} — expected {expected}", at + 1),
    }
}
