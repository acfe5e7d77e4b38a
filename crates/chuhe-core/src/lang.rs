//! The interface language: Chinese or English, chosen from `LANG`/`LC_ALL`/`LC_MESSAGES`
//! (overridable in the config), and [`Render`], the one way a typed message becomes
//! text. The texts themselves are in the catalogue (`crate::catalogue`), both languages
//! in one file per message family.

use std::str::FromStr;

mod escape;
mod search_fold;
mod unknown_name;
pub use escape::{escape_unsafe, is_unsafe_char};
pub use search_fold::{contains_for_search, fold_for_search, same_for_search};
pub use unknown_name::{NameKind, UnknownName};

#[derive(
    Copy, Clone, Debug, Default, PartialEq, Eq, Hash, serde::Serialize, serde::Deserialize,
)]
#[serde(rename_all = "lowercase")]
pub enum Lang {
    /// 中文 (simplified).
    Zh,
    #[default]
    En,
}

impl Lang {
    /// The language the environment asks for: Chinese when the first of `LC_ALL`,
    /// `LC_MESSAGES`, `LANG` that is set starts with `zh`, English otherwise.
    pub fn from_env() -> Lang {
        Lang::from_locale_vars(|k| std::env::var(k).ok())
    }

    /// As [`Lang::from_env`], reading variables through `get` (for tests).
    pub fn from_locale_vars(get: impl Fn(&str) -> Option<String>) -> Lang {
        for key in ["LC_ALL", "LC_MESSAGES", "LANG"] {
            if let Some(v) = get(key).filter(|v| !v.is_empty()) {
                return if v.to_ascii_lowercase().starts_with("zh") {
                    Lang::Zh
                } else {
                    Lang::En
                };
            }
        }
        Lang::En
    }

    /// Picks the text for this language.
    pub fn pick<'a>(self, zh: &'a str, en: &'a str) -> &'a str {
        match self {
            Lang::Zh => zh,
            Lang::En => en,
        }
    }
}

/// A typed message that the catalogue can put into words. Core modules name this trait
/// (it lives here, below them) to turn their values into text, and never the catalogue
/// itself: the catalogue implements it for every message family, so that each family's
/// texts stay in one file and the core stays free of them.
pub trait Render {
    fn render(&self, lang: Lang) -> String;
}

impl FromStr for Lang {
    type Err = UnknownName;
    fn from_str(s: &str) -> Result<Lang, UnknownName> {
        match s.to_ascii_lowercase().as_str() {
            "zh" | "cn" | "chinese" | "中文" => Ok(Lang::Zh),
            "en" | "english" => Ok(Lang::En),
            _ => Err(UnknownName::new(NameKind::Lang, s)),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn locale_selects_language() {
        let env = |pairs: &'static [(&'static str, &'static str)]| {
            move |k: &str| pairs.iter().find(|p| p.0 == k).map(|p| p.1.to_string())
        };
        assert_eq!(
            Lang::from_locale_vars(env(&[("LANG", "zh_CN.UTF-8")])),
            Lang::Zh
        );
        assert_eq!(
            Lang::from_locale_vars(env(&[("LANG", "en_US.UTF-8")])),
            Lang::En
        );
        assert_eq!(
            Lang::from_locale_vars(env(&[("LC_ALL", "C"), ("LANG", "zh_TW.UTF-8")])),
            Lang::En
        );
        assert_eq!(Lang::from_locale_vars(env(&[])), Lang::En);
    }

    #[test]
    fn languages_are_read_by_their_names() {
        for name in NameKind::Lang.spellings() {
            assert!(name.parse::<Lang>().is_ok(), "{name}");
        }
        assert_eq!("中文".parse::<Lang>(), Ok(Lang::Zh));
        assert_eq!("English".parse::<Lang>(), Ok(Lang::En));
        let e = "fr".parse::<Lang>().unwrap_err();
        assert_eq!((e.what, e.found.as_str()), (NameKind::Lang, "fr"));
    }
}
