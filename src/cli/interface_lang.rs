//! The language a command speaks in: `--lang`, else the config's `lang`,
//! else the locale (`LC_ALL`, `LC_MESSAGES`, `LANG`), the rule `chuhe play` follows.

use chuhe_core::lang::Lang;
use chuhe_tui::config::{Config, Dirs};

/// The language of a command given its `--lang` (if any).
pub fn resolve(flag: Option<Lang>) -> Lang {
    flag.or_else(config_lang).unwrap_or_else(Lang::from_env)
}

/// The config's `lang`; a broken config says nothing here (the TUI reports it).
fn config_lang() -> Option<Lang> {
    // Read here, not through `net_place`, which asks this module for its language.
    let dirs = Dirs::from_env(|k| std::env::var(k).ok());
    Config::load(&dirs.config).0.lang
}

/// The language asked on a command line clap could not read: the last readable
/// `--lang X` or `--lang=X`, else as [`resolve`].
pub fn of_raw_args(args: &[String]) -> Lang {
    let mut asked = None;
    for (i, a) in args.iter().enumerate() {
        let value = match a.strip_prefix("--lang") {
            Some("") => args.get(i + 1).map(String::as_str),
            Some(rest) => rest.strip_prefix('='),
            None => None,
        };
        if let Some(lang) = value.and_then(|v| v.parse().ok()) {
            asked = Some(lang);
        }
    }
    resolve(asked)
}

/// The language of this process's command: its --lang, else the config's, else the locale.
pub fn current() -> Lang {
    of_raw_args(&std::env::args().collect::<Vec<_>>())
}

#[cfg(test)]
mod tests {
    use super::*;

    fn args(list: &[&str]) -> Vec<String> {
        list.iter().map(|s| s.to_string()).collect()
    }

    #[test]
    fn the_flag_is_found_in_either_form() {
        assert_eq!(
            of_raw_args(&args(&["chuhe", "--lang", "zh", "--x"])),
            Lang::Zh
        );
        assert_eq!(of_raw_args(&args(&["chuhe", "--lang=zh"])), Lang::Zh);
        assert_eq!(
            of_raw_args(&args(&["chuhe", "--lang=zh", "--lang", "en"])),
            Lang::En
        );
    }
}
