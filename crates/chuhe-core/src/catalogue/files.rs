//! The catalogue's keys for what goes wrong with the user's files and settings:
//! saves and loads, the config file, themes, starting the TUI (these were
//! English only). The record readers' own errors (`record::RecordError`,
//! `record::GameError`) are rendered directly; the TUI's and the system's values are
//! mirrored here, since the TUI sits above the catalogue.

use std::io::ErrorKind;

use crate::record::{GameError, RecordError};
use crate::rules::PositionError;

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
        f.write_str(&super::of(crate::lang::Lang::En).file(self))
    }
}
