//! A message in both interface languages. The referee's messages are produced once,
//! in both, so that every client (a local screen, a networked seat or spectator) can
//! show them in its own language.

use std::fmt;

use crate::lang::Lang;

#[derive(Clone, Debug, Default, PartialEq, Eq, Hash, serde::Serialize, serde::Deserialize)]
pub struct Text {
    pub zh: String,
    pub en: String,
}

impl Text {
    pub fn new(zh: impl Into<String>, en: impl Into<String>) -> Text {
        Text {
            zh: zh.into(),
            en: en.into(),
        }
    }

    pub fn get(&self, lang: Lang) -> &str {
        lang.pick(&self.zh, &self.en)
    }
}

impl Text {
    /// Appends " (article)" unless the text already cites it.
    pub(crate) fn with_article_if_missing(self, article: &str) -> Text {
        let add = |s: String| {
            if s.contains(&format!("({article}")) || s.contains(&format!("{article})")) {
                s
            } else {
                format!("{s} ({article})")
            }
        };
        Text::new(add(self.zh), add(self.en))
    }
}

impl fmt::Display for Text {
    /// English, for logs and `{}` in tests; screens call [`Text::get`].
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.en)
    }
}

/// A side's name in either language.
pub(crate) fn side_name(c: crate::rules::Color, lang: Lang) -> &'static str {
    match lang {
        Lang::Zh => c.chinese_name(),
        Lang::En => c.english_name(),
    }
}
