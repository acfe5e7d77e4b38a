//! What a run of the TUI is asked for, as typed values. The command line (`chuhe::cli`)
//! parses its flags into these; the TUI never reads flag text, so a wrong value is
//! refused by the parser before the TUI starts.

use std::num::NonZeroUsize;
use std::path::PathBuf;

use chuhe_core::catalogue::TuiError;
use chuhe_core::game_kind::{Mode, RuleSet};
use chuhe_core::lang::Lang;
use chuhe_core::match_control::TimeControl;
use chuhe_core::notation::Notation;
use chuhe_core::rules::Position;
use chuhe_engine::level::Level;

use super::config::BoardSize;

/// A local game: what to play, and how it looks.
#[derive(Clone, Debug, Default)]
pub struct SessionOptions {
    pub game: GameOptions,
    pub look: LookOptions,
}

/// The game asked for; `None` leaves the config's default (or the mode's).
#[derive(Clone, Debug, Default)]
pub struct GameOptions {
    pub rules: Option<RuleSet>,
    pub time: Option<TimeControl>,
    pub mode: Option<Mode>,
    pub start: Option<Position>,
    /// A record or save to open instead of a new game.
    pub load: Option<PathBuf>,
    /// Which game of a record holding several (1-based; the first when `None`).
    pub game: Option<NonZeroUsize>,
    pub red: Option<String>,
    pub black: Option<String>,
    /// An engine plays Red (`--red engine[:LEVEL|:NAME]`).
    pub red_engine: Option<EngineChoice>,
    /// An engine plays Black.
    pub black_engine: Option<EngineChoice>,
}

/// Which engine plays a side.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum EngineChoice {
    /// The built-in engine at a level (1–10).
    Builtin(Level),
    /// An external engine, `[engines.NAME]` in config.toml.
    Named(String),
}

impl EngineChoice {
    /// `engine` (level 10), `engine:LEVEL` or `engine:NAME`; `None` when `text` does
    /// not name an engine at all (it is a player's name), an error for a level out of
    /// range.
    pub fn parse(text: &str) -> Option<Result<EngineChoice, TuiError>> {
        let rest = text.strip_prefix("engine")?;
        if rest.is_empty() {
            return Some(Ok(EngineChoice::Builtin(Level::FULL)));
        }
        let tail = rest.strip_prefix(':')?;
        if !tail.is_empty() && tail.chars().all(|c| c.is_ascii_digit()) {
            return Some(
                tail.parse::<u8>()
                    .ok()
                    .and_then(Level::new)
                    .map(EngineChoice::Builtin)
                    .ok_or_else(|| TuiError::EngineLevel {
                        text: text.to_string(),
                    }),
            );
        }
        if tail.is_empty() {
            return Some(Err(TuiError::EngineMissing {
                text: text.to_string(),
            }));
        }
        Some(Ok(EngineChoice::Named(tail.to_string())))
    }
}

impl std::fmt::Display for EngineChoice {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            EngineChoice::Builtin(l) => write!(f, "chuhe engine:{}", l.number()),
            EngineChoice::Named(n) => write!(f, "engine:{n}"),
        }
    }
}

impl GameOptions {
    /// Whether anything names a game to play (then an unfinished game is kept aside
    /// rather than offered for resuming).
    pub fn asks_for_a_game(&self) -> bool {
        self.load.is_some()
            || self.start.is_some()
            || self.mode.is_some()
            || self.rules.is_some()
            || self.time.is_some()
    }
}

/// The TUI's own settings: all a player joining or watching a networked game may
/// choose (the game itself is the host's). `None`: the config's, else the default.
#[derive(Clone, Debug, Default)]
pub struct LookOptions {
    pub lang: Option<Lang>,
    /// A built-in theme or one in the config directory's `themes/`.
    pub theme: Option<String>,
    pub ascii: bool,
    /// The move list's notation (default: the language's, see
    /// `app::default_notation`).
    pub notation: Option<Notation>,
    pub board: Option<BoardSize>,
    pub mouse: bool,
}

/// `chuhe view`: a record file or folder to open for study.
#[derive(Clone, Debug)]
pub struct ViewOptions {
    pub path: PathBuf,
    /// Which game to open on the study board (1-based); the list when `None` and
    /// the file holds several.
    pub game: Option<NonZeroUsize>,
}
