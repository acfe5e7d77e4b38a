//! The game's log: every action that changed it, with its instant. Because the referee
//! reads time only from the `now` it is given, replaying the log on a fresh game with
//! the same configuration rebuilds the game exactly — clocks, scoresheets, fouls and
//! result. A save can hold a [`MatchRecord`]; a restarted host or a reconnecting seat
//! rebuilds from it, then calls [`Match::rebase`] to carry on on a new timeline.

use thiserror::Error;

use super::action::{Action, ArbiterAction};
use super::arbiter::Arbiter;
use super::config::MatchConfig;
use super::error::MatchError;
use super::referee::Match;
use super::time_source::Millis;
use super::wire;
use crate::rules::Color;

/// One entry of the log.
#[derive(Clone, Debug, PartialEq, Eq, serde::Serialize, serde::Deserialize)]
pub struct Logged {
    pub at: Millis,
    #[serde(flatten)]
    pub source: Source,
}

/// Who changed the game.
#[derive(Clone, Debug, PartialEq, Eq, serde::Serialize, serde::Deserialize)]
#[serde(rename_all = "snake_case", tag = "source")]
pub enum Source {
    Player {
        #[serde(with = "wire::color")]
        by: Color,
        #[serde(flatten)]
        action: Action,
    },
    Arbiter {
        #[serde(flatten)]
        action: ArbiterAction,
    },
    /// Time passing ended the game (a flag fell).
    Tick,
}

/// Everything needed to rebuild a game.
#[derive(Clone, Debug, PartialEq, Eq, serde::Serialize, serde::Deserialize)]
pub struct MatchRecord {
    pub config: MatchConfig,
    pub started_at: Millis,
    pub log: Vec<Logged>,
}

/// A log that does not replay: entry `index` was refused.
#[derive(Clone, Debug, Error, PartialEq, Eq)]
#[error("log entry {index} does not replay: {error}")]
pub struct ReplayError {
    pub index: usize,
    pub error: MatchError,
}

impl Match {
    /// The game's configuration, start and log.
    pub fn record(&self) -> MatchRecord {
        MatchRecord {
            config: self.config.clone(),
            started_at: self.started_at,
            log: self.log.clone(),
        }
    }

    /// Rebuilds a game from its record, judged by the default arbiter.
    pub fn replay(record: &MatchRecord) -> Result<Match, ReplayError> {
        Match::replay_with(record, super::arbiter::default_arbiter(&record.config))
    }

    /// Rebuilds a game from its record, judged by `arbiter` (new, for the start).
    pub fn replay_with(
        record: &MatchRecord,
        arbiter: Box<dyn Arbiter>,
    ) -> Result<Match, ReplayError> {
        let mut game = Match::with_arbiter(record.config.clone(), arbiter, record.started_at);
        for (index, entry) in record.log.iter().enumerate() {
            let result = match &entry.source {
                Source::Player { by, action } => {
                    game.apply(*by, action.clone(), entry.at).map(drop)
                }
                Source::Arbiter { action } => game.arbiter_act(action.clone(), entry.at).map(drop),
                Source::Tick => {
                    game.tick(entry.at);
                    Ok(())
                }
            };
            result.map_err(|error| ReplayError { index, error })?;
        }
        Ok(game)
    }
}
