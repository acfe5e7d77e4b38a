//! The catalogue's keys for what goes wrong with the user's files and settings:
//! saves and loads, the config file, themes, starting the TUI (these were
//! English only). The record readers' own errors (`record::RecordError`,
//! `record::GameError`) are rendered directly; the TUI's and the system's values are
//! mirrored here, since the TUI sits above the catalogue.

use super::examples::{Examples, PATH};
use super::illegal::{position_error_en, position_error_zh};
use super::record::{game_error_zh, io_problem_zh, record_error_zh};
use super::ui::Msg;
use crate::lang::{Lang, Render};
use crate::match_control::MatchError;
use crate::record::{GameError, RecordError};
use crate::rules::PositionError;
use std::io::ErrorKind;

/// A problem with a file, a setting or the terminal, as the user is told it.
#[derive(Debug, strum::EnumCount)]
pub enum FileText {
    /// A problem of the file at `path`: "path：…".
    At { path: String, inner: Box<FileText> },
    /// Reading or writing failed; `detail` is the system's words (English).
    Io { kind: ErrorKind, detail: String },
    /// A record reader refused the whole file.
    Record(RecordError),
    /// The first problem in a game of the file.
    Game(GameError),
    /// The file holds no game.
    NoGame,
    /// Game `n` of a file (1-based), and its problem.
    InGame { n: usize, inner: Box<FileText> },
    /// `--game n` of a file with fewer games.
    NoSuchGame {
        path: String,
        n: usize,
        count: usize,
    },
    /// The saved game's start position is not one a game can have.
    StartPosition(PositionError),
    /// The saved game's moves or log could not be replayed, and why.
    Replay(super::tui_errors::TuiError),
    /// The saved game's time control cannot be read.
    SavedTimeControl { spec: String },
    /// `config.toml` is not valid TOML or not chuhe's settings: where (line and
    /// column, when known), and the parser's words (English).
    ConfigSyntax {
        at: Option<(usize, usize)>,
        detail: String,
    },
    /// `config.toml`'s `[new_game] time` is not a time control; where it goes
    /// wrong (characters from 1).
    ConfigTime { spec: String, column: usize },
    /// A theme file is not valid TOML.
    ThemeSyntax { detail: String },
    /// A theme names a role that does not exist; the roles it may name.
    ThemeRole { role: String, known: String },
    /// A theme's colour for `role` cannot be read (the reader's words, English).
    ThemeColour { role: String, detail: String },
    /// A theme extends a theme that does not exist.
    ThemeBase { base: String },
    /// No theme of that name (built in or in the themes directory).
    ThemeNotFound { name: String },
    /// The TUI started without a terminal on stdin and stdout.
    NoTerminal,
    /// The unfinished game could not be kept before a new one started.
    ArchiveFailed { why: Box<FileText> },
    /// The study board's save is not available (a test's or a remote screen).
    SavingUnavailable,
    /// A fixed text of the catalogue (an SSH session keeps no files).
    Fixed(super::ui::Msg),
    /// Where a problem of a command-line option came from: `--theme`, `--load`.
    Flag {
        flag: &'static str,
        inner: Box<FileText>,
    },
    /// A data file of chuhe's (the dictation figures) is not what chuhe wrote: where
    /// (line and column), and the reader's words (English).
    Damaged {
        line: usize,
        column: usize,
        detail: String,
    },
    /// `config.toml` names a value by a name it does not take (`lang = "fr"`): where
    /// (line and column, when known) and the names it takes.
    ConfigName {
        at: Option<(usize, usize)>,
        name: crate::lang::UnknownName,
    },
}

impl FileText {
    /// An I/O failure on `path`.
    pub fn io(path: &std::path::Path, e: &std::io::Error) -> FileText {
        FileText::Io {
            kind: e.kind(),
            detail: e.to_string(),
        }
        .at(path)
    }

    /// A record reader's refusal of `path` (an I/O failure keeps its kind).
    pub fn record(path: &std::path::Path, error: RecordError) -> FileText {
        match error {
            RecordError::Io { path, source } => FileText::io(&path, &source),
            error => FileText::Record(error).at(path),
        }
    }

    /// This problem, of the file at `path`.
    pub fn at(self, path: &std::path::Path) -> FileText {
        FileText::At {
            path: path.display().to_string(),
            inner: Box::new(self),
        }
    }

    /// The same problem, told as coming from the option `flag`.
    pub fn from_flag(self, flag: &'static str) -> FileText {
        FileText::Flag {
            flag,
            inner: Box::new(self),
        }
    }
}

impl std::fmt::Display for FileText {
    /// English, for logs, errors passed on as text, and tests.
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(&file_en(self))
    }
}

impl Render for FileText {
    fn render(&self, lang: Lang) -> String {
        match lang {
            Lang::Zh => file_zh(self),
            Lang::En => file_en(self),
        }
    }
}

fn file_zh(t: &FileText) -> String {
    use FileText as F;
    match t {
        F::At { path, inner } => format!("{path}：{}", file_zh(inner)),
        F::Io { kind, .. } => io_problem_zh(*kind).into(),
        F::Record(error) => record_error_zh(error),
        F::Game(error) => game_error_zh(error),
        F::NoGame => "文件中没有对局".into(),
        F::InGame { n, inner } => format!("第{n}盘对局：{}", file_zh(inner)),
        F::NoSuchGame { path, n, count } => {
            format!("--game {n}：{path}只有{count}盘对局（请在1到{count}之间选择）")
        }
        F::StartPosition(error) => format!("开局局面不成立：{}", position_error_zh(error)),
        F::Replay(why) => format!("存档中的着法无法重演：{}", why.render(Lang::Zh)),
        F::SavedTimeControl { spec } => format!("存档中的用时“{spec}”无法识别"),
        F::ConfigSyntax {
            at: Some((line, column)),
            ..
        } => format!("第{line}行第{column}列有误（设置名或取值不对）"),
        F::ConfigSyntax { at: None, .. } => "设置文件有误（设置名或取值不对）".into(),
        F::ConfigTime { spec, column } => format!(
            "config.toml 的 [new_game] 中，用时“{spec}”第{column}个字符有误（可写 6.1、15m+10s、10m 或 不计时）"
        ),
        F::ThemeSyntax { .. } => "主题文件格式有误".into(),
        F::ThemeRole { role, known } => {
            format!("主题中没有“{role}”这一项（可用的有：{known}）")
        }
        F::ThemeColour { role, .. } => {
            format!("主题中“{role}”的颜色无法识别：应为 #rrggbb、0–255 的色号或颜色名")
        }
        F::ThemeBase { base } => {
            format!("主题要继承的“{base}”不存在（可继承 classic、dark 或 mono）")
        }
        F::ThemeNotFound { name } => format!("找不到主题“{name}”"),
        F::NoTerminal => "界面需要终端：标准输入和标准输出不都是终端".into(),
        F::ArchiveFailed { why } => {
            format!("开始新局前无法保留未下完的对局：{}", file_zh(why))
        }
        F::SavingUnavailable => "这里不能保存棋谱".into(),
        F::Fixed(m) => m.text(Lang::Zh).into(),
        F::Flag { flag, inner } => format!("{flag}：{}", file_zh(inner)),
        F::Damaged { line, column, .. } => {
            format!("文件已损坏，不是本程序写的内容：第{line}行第{column}列")
        }
        F::ConfigName {
            at: Some((line, column)),
            name,
        } => format!("第{line}行第{column}列：{}", unknown_name_zh(name)),
        F::ConfigName { at: None, name } => unknown_name_zh(name),
    }
}

fn file_en(t: &FileText) -> String {
    use FileText as F;
    match t {
        F::At { path, inner } => format!("{path}: {}", file_en(inner)),
        F::Io { detail, .. } => detail.clone(),
        F::Record(error) => error.to_string(),
        F::Game(error) => error.to_string(),
        F::NoGame => "no game in the file".into(),
        F::InGame { n, inner } => format!("game {n}: {}", file_en(inner)),
        F::NoSuchGame { path, n, count } => format!(
            "--game {n}: {path} holds {count} game{} (choose 1 to {count})",
            if *count == 1 { "" } else { "s" }
        ),
        F::StartPosition(error) => format!("start position: {}", position_error_en(error)),
        F::Replay(why) => why.render(Lang::En),
        F::SavedTimeControl { spec } => {
            format!("the saved time control '{spec}' cannot be read")
        }
        F::ConfigSyntax {
            at: Some((line, column)),
            detail,
        } => format!("line {line}, column {column}: {detail}"),
        F::ConfigSyntax { at: None, detail } => detail.clone(),
        F::ConfigTime { spec, column } => format!(
            "config.toml [new_game] time: '{spec}' is not a time control (at character {column}; try 6.1, 15m+10s, 10m or untimed)"
        ),
        F::ThemeSyntax { detail } => format!("theme: {detail}"),
        F::ThemeRole { role, known } => {
            format!("theme: unknown role '{role}' (known: {known})")
        }
        F::ThemeColour { role, detail } => format!("theme: role '{role}': {detail}"),
        F::ThemeBase { base } => {
            format!("theme: cannot extend unknown theme '{base}' (classic, dark or mono)")
        }
        F::ThemeNotFound { name } => format!("theme '{name}' not found"),
        F::NoTerminal => {
            "the TUI needs a terminal (stdin and stdout are not both terminals)".into()
        }
        F::ArchiveFailed { why } => format!(
            "could not keep the unfinished game before starting a new one: {}",
            file_en(why)
        ),
        F::SavingUnavailable => "saving records is not available here".into(),
        F::Fixed(m) => m.text(Lang::En).into(),
        F::Flag { flag, inner } => format!("{flag}: {}", file_en(inner)),
        F::Damaged { detail, .. } => detail.clone(),
        F::ConfigName {
            at: Some((line, column)),
            name,
        } => format!("line {line}, column {column}: {name}"),
        F::ConfigName { at: None, name } => name.to_string(),
    }
}

/// A name a value does not take, in Chinese (`values.rs`).
fn unknown_name_zh(name: &crate::lang::UnknownName) -> String {
    name.render(Lang::Zh)
}

impl Examples for FileText {
    fn examples() -> Vec<FileText> {
        use FileText as F;
        use std::io::ErrorKind as K;
        let path = std::path::Path::new(PATH);
        let mut all: Vec<F> = [
            K::NotFound,
            K::PermissionDenied,
            K::AlreadyExists,
            K::IsADirectory,
            K::NotADirectory,
            K::StorageFull,
            K::ReadOnlyFilesystem,
            K::InvalidData,
            K::UnexpectedEof,
            K::Interrupted,
        ]
        .into_iter()
        .map(|kind| F::io(path, &std::io::Error::from(kind)))
        .collect();
        all.extend(RecordError::examples().into_iter().map(F::Record));
        all.extend(GameError::examples().into_iter().map(F::Game));
        all.extend([
            // Bare, as inside `At`:
            F::Io {
                kind: K::NotFound,
                detail: "No such file or directory (os error 2)".into(),
            },
            F::NoGame,
            F::InGame {
                n: 2,
                inner: Box::new(F::Replay(super::tui_errors::TuiError::RecordMove {
                    n: 7,
                    mv: "h2e2".into(),
                    error: Box::new(MatchError::Paused),
                })),
            },
            F::ThemeBase {
                base: "neon".into(),
            },
            F::NoGame.at(path),
            F::InGame {
                n: 3,
                inner: Box::new(F::NoGame),
            }
            .at(path),
            F::NoSuchGame {
                path: PATH.into(),
                n: 40,
                count: 36,
            },
            F::NoSuchGame {
                path: PATH.into(),
                n: 2,
                count: 1,
            },
            F::StartPosition(PositionError::GeneralsFacing(4)),
            F::Replay(super::tui_errors::TuiError::LogEntry {
                index: 12,
                error: Box::new(MatchError::PressTheClock),
            }),
            F::SavedTimeControl {
                spec: "40/90m".into(),
            },
            F::ConfigSyntax {
                at: Some((2, 8)),
                detail: "invalid string".into(),
            }
            .at(path),
            F::ConfigSyntax {
                at: None,
                detail: "unknown field `colour`".into(),
            },
            F::ConfigTime {
                spec: "90分钟+30秒x".into(),
                column: 8,
            },
            F::ThemeSyntax {
                detail: "expected `=`".into(),
            },
            F::ThemeRole {
                role: "boardd".into(),
                known: "board, river".into(),
            },
            F::ThemeColour {
                role: "river".into(),
                detail: "'#12' is not a #rrggbb colour".into(),
            },
            F::ThemeBase {
                base: "neon".into(),
            }
            .at(path),
            F::ThemeNotFound {
                name: "neon".into(),
            },
            F::NoTerminal,
            F::ArchiveFailed {
                why: Box::new(F::io(path, &std::io::Error::from(K::StorageFull))),
            },
            F::SavingUnavailable,
            F::Fixed(Msg::SshNoSaves),
            F::Flag {
                flag: "--load",
                inner: Box::new(F::NoGame.at(path)),
            },
            F::Damaged {
                line: 1,
                column: 14,
                detail: "expected value at line 1 column 14".into(),
            },
            F::ConfigName {
                at: Some((1, 8)),
                name: crate::lang::UnknownName::new(crate::lang::NameKind::Lang, "fr"),
            }
            .at(path),
            F::ConfigName {
                at: None,
                name: crate::lang::UnknownName::new(crate::lang::NameKind::Lang, "fr"),
            },
        ]);
        all
    }
}
