//! The user's settings: `config.toml` in the platform's config directory
//! (`directories::ProjectDirs`, e.g. `~/.config/chuhe/`), overridden by the environment
//! (`CHUHE_CONFIG_DIR`, `CHUHE_DATA_DIR`, `NO_COLOR`) and by command-line flags.
//!
//! A broken config never stops the program: chuhe starts with the defaults and says
//! in the status line what was wrong and where.

use std::collections::BTreeMap;
use std::path::{Path, PathBuf};

use serde::Deserialize;

use chuhe_core::adjudication::RuleSet;
use chuhe_core::catalogue::FileText;
use chuhe_core::lang::{Lang, NameKind, UnknownName};
use chuhe_core::match_control::Mode;
use chuhe_core::notation::Notation;
use chuhe_engine::external::EngineConfig;

/// Which board drawing to use.
#[derive(Copy, Clone, Debug, Default, PartialEq, Eq, Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum BoardSize {
    /// The largest that fits the terminal.
    #[default]
    Auto,
    Large,
    Full,
    Compact,
}

/// How to tell a player that it is their move or that a flag fell.
#[derive(Copy, Clone, Debug, Default, PartialEq, Eq, Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum NotifyMode {
    /// The bell, plus a terminal (OSC 9/777) or desktop notification where one works.
    #[default]
    Auto,
    /// The terminal bell only.
    Bell,
    Off,
}

#[derive(Clone, Debug, PartialEq, Deserialize)]
#[serde(default, deny_unknown_fields)]
pub struct Config {
    /// Interface language; `None` = from `LANG`.
    #[serde(deserialize_with = "by_name")]
    pub lang: Option<Lang>,
    pub theme: Option<String>,
    /// Letters instead of Chinese characters, for terminals without CJK fonts
    /// (the board only: language and notation are their own settings).
    pub ascii: bool,
    /// The move list's notation: chinese, wxf or iccs; `None` = by language
    /// (Chinese for zh, WXF for en).
    #[serde(deserialize_with = "by_name")]
    pub notation: Option<Notation>,
    /// Capture the mouse for click-to-move (it stops text selection, so off by default).
    pub mouse: bool,
    #[serde(deserialize_with = "by_name_value")]
    pub board: BoardSize,
    pub notify: NotifyMode,
    /// Notify when it becomes your move after the opponent thought this long (seconds).
    pub notify_after: u64,
    /// Desktop notifications through D-Bus, when a notification service is running.
    pub desktop_notifications: bool,
    pub new_game: NewGameDefaults,
    /// External engines, `[engines.NAME]` (see `engine_process::config`).
    pub engines: BTreeMap<String, EngineConfig>,
    /// The engine at the board thinks on the player's time.
    pub ponder: bool,
    /// An opening book (`chuhe book build`) the built-in engine at the board plays
    /// from while the position is in it.
    pub book: Option<std::path::PathBuf>,
    /// The engine the hint (`y`) asks: a name of `[engines]`; `None`: the engine the
    /// game is played against when it is an external one, else the built-in.
    pub hint_engine: Option<String>,
}

/// Defaults for the new-game dialog.
#[derive(Clone, Debug, Default, PartialEq, Deserialize)]
#[serde(default, deny_unknown_fields)]
pub struct NewGameDefaults {
    #[serde(deserialize_with = "by_name")]
    pub mode: Option<Mode>,
    #[serde(deserialize_with = "by_name")]
    pub rules: Option<RuleSet>,
    pub time: Option<String>,
    pub red: Option<String>,
    pub black: Option<String>,
}

impl Default for Config {
    fn default() -> Config {
        Config {
            lang: None,
            theme: None,
            ascii: false,
            notation: None,
            mouse: false,
            board: BoardSize::Auto,
            notify: NotifyMode::Auto,
            notify_after: 20,
            desktop_notifications: true,
            new_game: NewGameDefaults::default(),
            engines: BTreeMap::new(),
            ponder: false,
            book: None,
            hint_engine: None,
        }
    }
}

impl Config {
    /// Reads `config.toml` from `dir`. A missing file gives the defaults; a broken one
    /// gives the defaults and the error, naming the file and line.
    pub fn load(dir: &Path) -> (Config, Option<FileText>) {
        let path = dir.join("config.toml");
        match std::fs::read_to_string(&path) {
            Ok(text) => match Config::parse(&text) {
                Ok(c) => (c, None),
                Err(e) => (Config::default(), Some(e.at(&path))),
            },
            Err(e) if e.kind() == std::io::ErrorKind::NotFound => (Config::default(), None),
            Err(e) => (Config::default(), Some(FileText::io(&path, &e))),
        }
    }

    /// Parses a config. A mistake is told in one short line — where (line and
    /// column) and why — not toml's multi-line picture of the line, which a status
    /// line would cut after its first words; the catalogue words it in the
    /// interface's language.
    pub fn parse(text: &str) -> Result<Config, FileText> {
        // A named setting with a wrong name is typed.
        Config::parse_located(text).map_err(|(at, detail)| match unknown_name_in(text, &detail) {
            Some(name) => FileText::ConfigName { at, name },
            None => FileText::ConfigSyntax { at, detail },
        })
    }

    /// As [`Config::parse`], the mistake as its line and column (when known) and the
    /// parser's words on one line.
    fn parse_located(text: &str) -> Result<Config, (Option<(usize, usize)>, String)> {
        toml::from_str(text).map_err(|e: toml::de::Error| {
            let reason = e.message().trim().replace('\n', " ");
            let at = e.span().map(|span| {
                let before = text.get(..span.start).unwrap_or(text);
                let line = before.matches('\n').count() + 1;
                let column = before.rsplit('\n').next().map_or(0, |l| l.chars().count()) + 1;
                (line, column)
            });
            (at, reason)
        })
    }
}

/// A setting that is a named value is read by the value's `FromStr`, so the config
/// takes the names the command line takes (`rules = "wxf"`, `lang = "中文"`), and a
/// wrong one fails with the [`UnknownName`] that [`unknown_name_in`] finds again.
fn by_name<'de, D, T>(d: D) -> Result<Option<T>, D::Error>
where
    D: serde::Deserializer<'de>,
    T: std::str::FromStr<Err = UnknownName>,
{
    by_name_value(d).map(Some)
}

/// [`by_name`] for a setting that is never absent (its default is the struct's).
fn by_name_value<'de, D, T>(d: D) -> Result<T, D::Error>
where
    D: serde::Deserializer<'de>,
    T: std::str::FromStr<Err = UnknownName>,
{
    let text = String::deserialize(d)?;
    text.parse().map_err(serde::de::Error::custom)
}

/// What a named setting's reader says of a text: its wrong name, if it is one.
type Refusal = fn(&str) -> Option<UnknownName>;

/// The wrong name toml's error `detail` is about: the named settings are read again
/// from the text, and the one whose refusal is that detail is returned (None when
/// the mistake is another).
fn unknown_name_in(text: &str, detail: &str) -> Option<UnknownName> {
    let table: toml::Table = text.parse().ok()?;
    let new_game = table.get("new_game").and_then(toml::Value::as_table);
    let value = |t: Option<&toml::Table>, key: &str| t?.get(key)?.as_str().map(str::to_string);
    let settings: [(Option<String>, Refusal); 5] = [
        (value(Some(&table), "lang"), |s| s.parse::<Lang>().err()),
        (value(Some(&table), "notation"), |s| {
            s.parse::<Notation>().err()
        }),
        (value(Some(&table), "board"), |s| {
            s.parse::<BoardSize>().err()
        }),
        (value(new_game, "mode"), |s| s.parse::<Mode>().err()),
        (value(new_game, "rules"), |s| s.parse::<RuleSet>().err()),
    ];
    settings
        .into_iter()
        .filter_map(|(v, refusal)| refusal(&v?))
        .find(|name| detail.contains(&name.to_string()))
}

impl std::str::FromStr for BoardSize {
    type Err = UnknownName;
    fn from_str(s: &str) -> Result<BoardSize, UnknownName> {
        match s.to_ascii_lowercase().as_str() {
            "auto" => Ok(BoardSize::Auto),
            "large" => Ok(BoardSize::Large),
            "full" => Ok(BoardSize::Full),
            "compact" => Ok(BoardSize::Compact),
            _ => Err(UnknownName::new(NameKind::BoardSize, s)),
        }
    }
}

/// Where chuhe keeps its files.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Dirs {
    /// `config.toml` and `themes/`.
    pub config: PathBuf,
    /// Saves and the autosave.
    pub data: PathBuf,
}

impl Dirs {
    /// The platform's directories, overridden by `CHUHE_CONFIG_DIR` / `CHUHE_DATA_DIR`.
    pub fn from_env(get: impl Fn(&str) -> Option<String>) -> Dirs {
        let project = directories::ProjectDirs::from("", "", "chuhe");
        let fallback = || PathBuf::from(".chuhe");
        let config = get("CHUHE_CONFIG_DIR")
            .filter(|v| !v.is_empty())
            .map(PathBuf::from)
            .or_else(|| project.as_ref().map(|p| p.config_dir().to_path_buf()))
            .unwrap_or_else(fallback);
        let data = get("CHUHE_DATA_DIR")
            .filter(|v| !v.is_empty())
            .map(PathBuf::from)
            .or_else(|| project.as_ref().map(|p| p.data_dir().to_path_buf()))
            .unwrap_or_else(fallback);
        Dirs { config, data }
    }

    pub fn themes(&self) -> PathBuf {
        self.config.join("themes")
    }

    pub fn saves(&self) -> PathBuf {
        self.data.join("saves")
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_full_config_parses() {
        let c = Config::parse(
            r#"
            lang = "zh"
            theme = "dark"
            ascii = true
            notation = "iccs"
            mouse = true
            board = "compact"
            notify = "bell"
            notify_after = 5
            desktop_notifications = false
            [new_game]
            mode = "tournament"
            rules = "axf"
            time = "6.1"
            red = "张三"
            [engines.fairy]
            path = "/usr/games/fairy-stockfish"
            protocol = "uci-fairy"
            options = { UCI_Elo = 2000 }
            "#,
        )
        .unwrap();
        assert_eq!(c.lang, Some(Lang::Zh));
        assert!(c.ascii);
        assert_eq!(c.notation, Some(Notation::Iccs));
        assert_eq!(c.board, BoardSize::Compact);
        assert_eq!(c.notify, NotifyMode::Bell);
        assert_eq!(c.new_game.mode, Some(Mode::Tournament));
        assert_eq!(c.new_game.rules, Some(RuleSet::Axf));
        assert_eq!(c.new_game.red.as_deref(), Some("张三"));
        assert_eq!(
            c.engines["fairy"].protocol,
            chuhe_engine::external::Protocol::UciFairy
        );
        assert_eq!(Config::parse("").unwrap(), Config::default());
    }

    #[test]
    fn a_broken_config_gives_the_defaults_and_says_where() {
        let e = Config::parse("theme = \"dark\"\nboard = \"huge\"\n").unwrap_err();
        // In Chinese, the place in Chinese words and no English;
        // a board size is a named value, so its names are listed.
        let zh = chuhe_core::lang::Render::render(&e, Lang::Zh);
        assert_eq!(
            zh,
            "第2行第9列：没有“huge”这种棋盘大小（可写：auto、large、full、compact）"
        );
        let e = e.to_string();
        assert!(e.starts_with("line 2, column 9: "), "{e}");
        assert!(e.contains("huge"), "{e}");
        // One line, without toml's picture of the source ("2 | board = ...").
        assert!(!e.contains(" | ") && !e.contains("TOML parse error"), "{e}");
        let e = Config::parse("colour = 3").unwrap_err().to_string();
        assert!(e.contains("colour"), "{e}");

        let dir = tempfile::tempdir().unwrap();
        std::fs::write(dir.path().join("config.toml"), "ascii = maybe").unwrap();
        let (c, err) = Config::load(dir.path());
        assert_eq!(c, Config::default());
        let err = err.unwrap();
        assert!(err.to_string().contains("config.toml"), "{err}");
        // In Chinese: the file, the line and the column, in Chinese words.
        let zh = chuhe_core::lang::Render::render(&err, Lang::Zh);
        assert!(zh.contains("config.toml：第1行第9列有误"), "{zh}");
        let empty = tempfile::tempdir().unwrap();
        let (c, err) = Config::load(empty.path());
        assert!(c == Config::default() && err.is_none());
    }

    /// A named setting takes the names the command line takes, and a wrong name is
    /// told with the names it takes, in Chinese under 中文, at its line and column.
    #[test]
    fn a_named_setting_takes_the_command_lines_names_and_a_wrong_one_is_named() {
        let c = Config::parse("lang = \"中文\"\nnotation = \"WXF\"\n[new_game]\nrules = \"wxf\"\n")
            .unwrap();
        assert_eq!(c.lang, Some(Lang::Zh));
        assert_eq!(c.notation, Some(Notation::Wxf));
        assert_eq!(c.new_game.rules, Some(RuleSet::Axf));
        let dir = tempfile::tempdir().unwrap();
        let config = "theme = \"dark\"\n[new_game]\nmode = \"blitz\"\n";
        std::fs::write(dir.path().join("config.toml"), config).unwrap();
        let (c, err) = Config::load(dir.path());
        assert_eq!(c, Config::default());
        let err = err.unwrap();
        let zh = chuhe_core::lang::Render::render(&err, Lang::Zh);
        assert!(
            zh.contains("config.toml：第3行第8列：没有“blitz”这种对局模式（可写：casual、practice、tournament）"),
            "{zh}"
        );
        let en = chuhe_core::lang::Render::render(&err, Lang::En);
        assert!(
            en.ends_with("line 3, column 8: unknown mode 'blitz' (casual, practice or tournament)"),
            "{en}"
        );
        // Another mistake in a file that also has a wrong name is not mistaken for it.
        std::fs::write(dir.path().join("config.toml"), "ascii = 3\nlang = \"fr\"\n").unwrap();
        let zh = chuhe_core::lang::Render::render(&Config::load(dir.path()).1.unwrap(), Lang::Zh);
        assert!(zh.contains("第1行第9列有误"), "{zh}");
    }

    #[test]
    fn directories_follow_the_environment() {
        let d = Dirs::from_env(|k| match k {
            "CHUHE_CONFIG_DIR" => Some("/tmp/c".into()),
            "CHUHE_DATA_DIR" => Some("/tmp/d".into()),
            _ => None,
        });
        assert_eq!(d.config, PathBuf::from("/tmp/c"));
        assert_eq!(d.saves(), PathBuf::from("/tmp/d/saves"));
    }
}
