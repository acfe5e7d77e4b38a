//! The host's save: everything a restarted host needs to carry on exactly — the join
//! code, the seats' tokens, the game's configuration and its log (replayed on
//! resumption: clocks, scoresheets, fouls and all), and the instant of the save.
//!
//! Written after every change (and every few seconds while a clock runs), whole, as
//! `<data dir>/hosted/<game>.json` (see `disk.rs`). It holds the seat tokens, so it lives in a
//! directory only its owner may enter (mode 0700, see `permissions`).
//!
//! ```json
//! {"format": "chuhe-host", "version": 1, "code": "k7q2-m9xd-4htw",
//!  "listen": {"unix": "/tmp/chuhe-alice"}, "clock_on_disconnect": "pause",
//!  "seats": [{"token": "…", "name": "alice"}, {"token": null, "name": ""}],
//!  "config": {…}, "record": null, "paused_for_absence": false, "takeback": null,
//!  "saved_at": 1234, "over": false}
//! ```

use std::io;
use std::net::SocketAddr;
use std::path::{Path, PathBuf};

use serde::{Deserialize, Serialize};
use thiserror::Error;

use chuhe_core::atomic_file::write_atomically;
use chuhe_core::match_control::{Match, MatchConfig, MatchRecord, Millis, ReplayError, wire};
use chuhe_core::rules::Color;

use super::super::code::{CodeError, JoinCode, Token};
use super::super::protocol::ClockPolicy;
use super::seats::Seat;
use super::table::{Table, TableConfig};

pub const FORMAT: &str = "chuhe-host";
pub const VERSION: u32 = 1;

/// Where a game is served.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Listen {
    /// A socket in this directory.
    Unix(PathBuf),
    Tcp(SocketAddr),
}

#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct SavedSeat {
    pub token: Option<String>,
    pub name: String,
    /// The player the event paired at this seat (tournament boards).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub expected: Option<String>,
    /// When the player first sat down, on the game's timeline (lateness, 21).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub arrived: Option<Millis>,
}

#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct HostSave {
    pub format: String,
    pub version: u32,
    pub code: String,
    pub listen: Listen,
    pub clock_on_disconnect: ClockPolicy,
    pub seats: [SavedSeat; 2],
    /// The seat of the host's own player, if they play.
    #[serde(default, with = "wire::opt_color")]
    pub host_seat: Option<Color>,
    pub config: MatchConfig,
    /// The game, once both players sat down.
    pub record: Option<MatchRecord>,
    pub paused_for_absence: bool,
    #[serde(with = "wire::opt_color")]
    pub takeback: Option<Color>,
    /// The instant of the save, on the game's timeline.
    pub saved_at: Millis,
    pub over: bool,
    /// The arbiter's token (17), when the game has an arbiter.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub arbiter: Option<String>,
}

#[derive(Debug, Error)]
pub enum SaveError {
    #[error("{path}: {source}")]
    Io { path: PathBuf, source: io::Error },
    #[error("{path}: not a host save: {detail}")]
    Json { path: PathBuf, detail: String },
    #[error("{path}: a \"{found}\" file, not a host save")]
    Format { path: PathBuf, found: String },
    #[error("{path}: host save version {found}; this chuhe reads version {VERSION}")]
    Version { path: PathBuf, found: u32 },
    #[error("{path}: join code: {source}")]
    Code { path: PathBuf, source: CodeError },
    #[error("{path}: the {seat} seat's token is damaged")]
    Token { path: PathBuf, seat: &'static str },
    #[error("{path}: the game does not replay: {source}")]
    Replay {
        path: PathBuf,
        source: Box<ReplayError>,
    },
}

impl HostSave {
    /// The save of `table` at `now`.
    pub fn of(table: &Table, listen: &Listen, now: Millis) -> HostSave {
        let seat = |c: Color| {
            let s = table.seats().get(c);
            SavedSeat {
                token: s.token.as_ref().map(Token::to_string),
                name: s.name.clone(),
                expected: s.expected.clone(),
                arrived: s.arrived,
            }
        };
        HostSave {
            format: FORMAT.into(),
            version: VERSION,
            code: table.settings().code.to_string(),
            listen: listen.clone(),
            clock_on_disconnect: table.settings().clock_on_disconnect,
            seats: [seat(Color::Red), seat(Color::Black)],
            host_seat: table.settings().host_seat,
            config: table.config().clone(),
            record: table.game().map(Match::record),
            paused_for_absence: table.paused_for_absence(),
            takeback: table.takeback(),
            saved_at: now,
            over: table.is_over(),
            arbiter: table.settings().arbiter.as_ref().map(Token::to_string),
        }
    }

    pub fn to_json(&self) -> String {
        let mut s = serde_json::to_string_pretty(self).expect("a host save serializes");
        s.push('\n');
        s
    }

    /// Reads a save; `path` names it in errors.
    pub fn from_json(text: &str, path: &Path) -> Result<HostSave, SaveError> {
        #[derive(Deserialize)]
        struct Probe {
            format: Option<String>,
            version: Option<u32>,
        }
        let json_err = |e: serde_json::Error| SaveError::Json {
            path: path.into(),
            detail: e.to_string(),
        };
        let probe: Probe = serde_json::from_str(text).map_err(json_err)?;
        let format = probe.format.unwrap_or_default();
        if format != FORMAT {
            return Err(SaveError::Format {
                path: path.into(),
                found: format,
            });
        }
        match probe.version {
            Some(VERSION) => {}
            found => {
                return Err(SaveError::Version {
                    path: path.into(),
                    found: found.unwrap_or(0),
                });
            }
        }
        serde_json::from_str(text).map_err(json_err)
    }

    pub fn load(path: &Path) -> Result<HostSave, SaveError> {
        let text = std::fs::read_to_string(path).map_err(|source| SaveError::Io {
            path: path.into(),
            source,
        })?;
        HostSave::from_json(&text, path)
    }

    /// Writes the save atomically and flushes it to the disk.
    pub fn write(&self, path: &Path) -> io::Result<()> {
        write_atomically(path, self.to_json().as_bytes())
    }

    pub fn join_code(&self, path: &Path) -> Result<JoinCode, SaveError> {
        self.code.parse().map_err(|source| SaveError::Code {
            path: path.into(),
            source,
        })
    }

    /// The table as saved, and the instant its timeline resumes from (the save's).
    pub fn restore(
        &self,
        path: &Path,
        host: String,
        max_spectators: usize,
    ) -> Result<(Table, Millis), SaveError> {
        let code = self.join_code(path)?;
        let seat = |c: Color| -> Result<Seat, SaveError> {
            let s = &self.seats[c.index()];
            let token = match &s.token {
                None => None,
                Some(t) => Some(t.parse::<Token>().map_err(|_| SaveError::Token {
                    path: path.into(),
                    seat: c.english_name(),
                })?),
            };
            Ok(Seat {
                token,
                name: s.name.clone(),
                conn: None,
                expected: s.expected.clone(),
                arrived: s.arrived,
            })
        };
        let game = match &self.record {
            None => None,
            Some(r) => Some(Match::replay(r).map_err(|e| SaveError::Replay {
                path: path.into(),
                source: Box::new(e),
            })?),
        };
        // Never resume before the last logged action: the log stays in order.
        let last = self
            .record
            .as_ref()
            .and_then(|r| r.log.last().map(|l| l.at))
            .unwrap_or_default();
        let arbiter = match &self.arbiter {
            None => None,
            Some(t) => Some(t.parse::<Token>().map_err(|_| SaveError::Token {
                path: path.into(),
                seat: "arbiter",
            })?),
        };
        let settings = TableConfig {
            code,
            host,
            clock_on_disconnect: self.clock_on_disconnect,
            max_spectators,
            host_seat: self.host_seat,
            join: String::new(),
            arbiter,
        };
        let table = Table::restored(
            settings,
            self.config.clone(),
            game,
            [seat(Color::Red)?, seat(Color::Black)?],
            self.paused_for_absence,
            self.takeback,
        );
        Ok((table, self.saved_at.max(last)))
    }
}

/// `<dir>/<game>.json`.
pub fn save_path(dir: &Path, code: &JoinCode) -> PathBuf {
    dir.join(format!("{}.json", code.game()))
}

/// The most recently written save of an unfinished game in `dir`, if any.
pub fn latest_unfinished(dir: &Path) -> Option<(PathBuf, HostSave)> {
    let mut best: Option<(std::time::SystemTime, PathBuf, HostSave)> = None;
    for entry in std::fs::read_dir(dir).ok()?.flatten() {
        let path = entry.path();
        if path.extension().and_then(|e| e.to_str()) != Some("json") {
            continue;
        }
        let Ok(save) = HostSave::load(&path) else {
            continue;
        };
        let modified = entry
            .metadata()
            .and_then(|m| m.modified())
            .unwrap_or(std::time::UNIX_EPOCH);
        if !save.over && best.as_ref().is_none_or(|b| modified > b.0) {
            best = Some((modified, path, save));
        }
    }
    best.map(|(_, p, s)| (p, s))
}
