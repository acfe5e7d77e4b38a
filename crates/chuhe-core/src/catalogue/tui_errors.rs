//! Why the TUI cannot rebuild a game or read a typed engine
//! (these were English `String`s shown on Chinese screens). Both languages
//! are here, each an exhaustive match, so that a new variant does not compile until
//! both say it.
//!
//! The English texts are the ones the TUI showed before, word for word: tests and
//! scripts that read them keep working.

use super::examples::Examples;
use crate::lang::{Lang, Render};
use crate::match_control::{MatchError, ReplayError};
use crate::rules::Color;

/// A TUI error, with its values (the referee's refusals boxed: they are large). The host's game mirrors `net::mirror::MirrorError`
/// (`net` sits above the catalogue).
#[derive(Clone, Debug, PartialEq, Eq, strum::EnumCount)]
pub enum TuiError {
    /// A saved log does not replay: entry `index` (from 0) was refused.
    LogEntry {
        index: usize,
        error: Box<MatchError>,
    },
    /// A record's move `n` (from 1), `mv` in ICCS, cannot be played.
    RecordMove {
        n: usize,
        mv: String,
        error: Box<MatchError>,
    },
    /// The result the record gives cannot be declared on its last position.
    RecordedResult { error: Box<MatchError> },
    /// The host's first state does not replay here.
    HostReplay {
        index: usize,
        error: Box<MatchError>,
    },
    /// The host sent entries from `from`, the replica has `have`.
    HostGap { from: usize, have: usize },
    /// The host's log entry `index` does not replay here.
    HostEntry {
        index: usize,
        error: Box<MatchError>,
    },
    /// `--red engine:LEVEL` with a level outside 1–10; `text` as typed.
    EngineLevel { text: String },
    /// `engine:` with neither a level nor a name after it.
    EngineMissing { text: String },
    /// A file that could not be read, and why (already in the language).
    InFile { path: String, why: String },
}

impl From<ReplayError> for TuiError {
    fn from(e: ReplayError) -> TuiError {
        TuiError::LogEntry {
            index: e.index,
            error: Box::new(e.error),
        }
    }
}

impl Render for TuiError {
    fn render(&self, lang: Lang) -> String {
        match lang {
            Lang::Zh => zh(self),
            Lang::En => en(self),
        }
    }
}

impl std::fmt::Display for TuiError {
    /// English, for logs and errors passed on as text.
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(&en(self))
    }
}

fn zh(t: &TuiError) -> String {
    use TuiError::*;
    let why = |e: &MatchError| e.render(Lang::Zh);
    match t {
        // The log counts from 0; a player counts from 1.
        LogEntry { index, error } => {
            format!("记录的第{}项无法重演：{}", index + 1, why(error))
        }
        RecordMove { n, mv, error } => format!("第{n}着（{mv}）走不了：{}", why(error)),
        RecordedResult { error } => format!("无法按棋谱宣布结果：{}", why(error)),
        HostReplay { index, error } => format!(
            "主机的对局在这里无法重演：记录的第{}项：{}",
            index + 1,
            why(error)
        ),
        HostGap { from, have } => {
            format!("主机的记录缺了几项（发来的从第{from}项起，这里只有{have}项）")
        }
        HostEntry { index, error } => {
            format!("主机记录的第{}项在这里无法重演：{}", index + 1, why(error))
        }
        EngineLevel { text } => format!("“{text}”：引擎的等级是1到10"),
        EngineMissing { text } => {
            format!("“{text}”：冒号后写等级（1到10）或设置文件中引擎的名字")
        }
        InFile { path, why } => format!("{path}：{why}"),
    }
}

fn en(t: &TuiError) -> String {
    use TuiError::*;
    match t {
        LogEntry { index, error } => format!("log entry {index} does not replay: {error}"),
        RecordMove { n, mv, error } => format!("move {n} ({mv}): {error}"),
        RecordedResult { error } => error.to_string(),
        HostReplay { index, error } => format!(
            "the host's game does not replay here: log entry {index} does not replay: {error}"
        ),
        HostGap { from, have } => {
            format!("the host's log skips entries (from {from}, have {have})")
        }
        HostEntry { index, error } => {
            format!("the host's log entry {index} does not replay here: {error}")
        }
        EngineLevel { text } => format!("'{text}': the engine's levels are 1 to 10"),
        EngineMissing { text } => format!("'{text}': engine:LEVEL or engine:NAME"),
        InFile { path, why } => format!("{path}: {why}"),
    }
}

impl Examples for TuiError {
    fn examples() -> Vec<TuiError> {
        use TuiError as T;
        let refused = || MatchError::NotYourTurn {
            to_move: Color::Black,
        };
        vec![
            T::LogEntry {
                index: 3,
                error: Box::new(refused()),
            },
            T::RecordMove {
                n: 5,
                mv: "b0c2".into(),
                error: Box::new(MatchError::PressTheClock),
            },
            T::RecordedResult {
                error: Box::new(MatchError::Paused),
            },
            T::HostReplay {
                index: 0,
                error: Box::new(refused()),
            },
            T::HostGap { from: 9, have: 4 },
            T::HostEntry {
                index: 7,
                error: Box::new(MatchError::NotPaused),
            },
            T::EngineLevel {
                text: "engine:11".into(),
            },
            T::EngineMissing {
                text: "engine:".into(),
            },
            T::InFile {
                path: "/home/alice/chuhe/game.pgn".into(),
                why: "文件不完整".into(),
            },
        ]
    }
}
