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

    /// A typed message in both languages, worded by the catalogue.
    pub fn of(message: &impl crate::lang::Render) -> Text {
        Text::new(message.render(Lang::Zh), message.render(Lang::En))
    }

    pub fn get(&self, lang: Lang) -> &str {
        lang.pick(&self.zh, &self.en)
    }
}

impl Text {
    /// Appends " (article)" unless the text already cites every article of it (in any
    /// bracket, in any order): no article is printed twice.
    pub(crate) fn with_article_if_missing(self, article: &str) -> Text {
        let add = |s: String| {
            if cites(&s, article) {
                s
            } else {
                format!("{s} ({article})")
            }
        };
        Text::new(add(self.zh), add(self.en))
    }
}

/// Whether `text` cites each article of `articles` ("7.1, 9.1.7") as a whole item of
/// a bracketed citation: "(5.1, 9.1.5)" cites "9.1.5" but not "9.1" or "5".
pub(crate) fn cites(text: &str, articles: &str) -> bool {
    let cited: Vec<&str> = text
        .split(['(', '（'])
        .skip(1)
        .filter_map(|rest| rest.split([')', '）']).next())
        .flat_map(|inside| inside.split([',', '，']))
        .map(str::trim)
        .collect();
    articles
        .split(',')
        .map(str::trim)
        .filter(|a| !a.is_empty())
        .all(|a| cited.contains(&a))
}

impl fmt::Display for Text {
    /// English, for logs and `{}` in tests; screens call [`Text::get`].
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.en)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn an_article_is_added_once() {
        let t = Text::new("摸子走子 (5.1, 9.1.5)", "touch-move (5.1, 9.1.5)");
        assert_eq!(t.clone().with_article_if_missing("9.1.5"), t);
        assert_eq!(t.clone().with_article_if_missing("5.1, 9.1.5"), t);
        // "(2.2.1)" is not "2.2", nor "9.1" part of "9.1.5".
        let t = Text::new("不合规则 (2.2.1)", "illegal (2.2.1)");
        assert_eq!(t.with_article_if_missing("2.2").en, "illegal (2.2.1) (2.2)");
        assert!(!cites("x (9.1.5)", "9.1"));
        assert!(cites("x (9.1.5) y (2.2)", "2.2, 9.1.5"));
        assert!(cites("将死（4.1.1）", "4.1.1"));
    }
}
