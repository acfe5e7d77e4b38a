//! What the club keeps of each game beside the host's save, so that a restarted
//! `chuhe serve` carries its unfinished games on: who plays at each seat (the key's
//! fingerprint, never a guest's connection), their nicknames, and the seek's terms.
//! The host's save holds the rest — the moves, the clocks, the seats' tokens. Both
//! are columns of a row of the database's `live_games` (`live_games.rs`); the terms
//! are this JSON, which earlier versions kept as one file a game,
//! `ssh/club/<game>.json`, beside the host's `ssh/games/<game>.json` (read once, to
//! import them: `json_import.rs`):
//!
//! ```json
//! {"format": "chuhe-club-game", "version": 1, "game": "k7q2",
//!  "players": [{"key": "SHA256:…", "nick": "alice"}, {"key": null, "nick": "guest-3"}],
//!  "time": "10m", "rules": "cxa", "mode": "casual", "rated": true}
//! ```

use std::io;
use std::path::{Path, PathBuf};

use serde::{Deserialize, Serialize};

use chuhe_core::game_kind::RuleSet;
use chuhe_core::match_control::Mode;

use super::accounts::Account;
use super::club::{Member, SeekSpec};

pub const FORMAT: &str = "chuhe-club-game";
pub const VERSION: u32 = 1;

/// A guest of an earlier run: an account no session ever has (live guests are
/// numbered from 1), so nobody takes that seat again.
pub const FORMER_GUEST: Account = Account::Guest(0);

#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct StoredPlayer {
    /// The key's fingerprint; `None` for a guest, who cannot come back.
    pub key: Option<String>,
    pub nick: String,
}

#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct StoredGame {
    pub format: String,
    pub version: u32,
    /// The game's part of its join code: the host's save is `<game>.json`.
    pub game: String,
    pub players: [StoredPlayer; 2],
    pub time: String,
    pub rules: RuleSet,
    pub mode: Mode,
    /// A rated game (files of earlier versions hold none: unrated).
    #[serde(default)]
    pub rated: bool,
}

impl StoredGame {
    pub fn new(game: &str, players: &[Member; 2], spec: &SeekSpec) -> StoredGame {
        let player = |m: &Member| StoredPlayer {
            key: match &m.account {
                Account::Key(fp) => Some(fp.clone()),
                Account::Guest(_) => None,
            },
            nick: m.nick.clone(),
        };
        StoredGame {
            format: FORMAT.into(),
            version: VERSION,
            game: game.to_string(),
            players: [player(&players[0]), player(&players[1])],
            time: spec.time.clone(),
            rules: spec.rules,
            mode: spec.mode,
            rated: spec.rated,
        }
    }

    pub fn members(&self) -> [Member; 2] {
        let member = |p: &StoredPlayer| Member {
            account: p
                .key
                .as_ref()
                .map_or(FORMER_GUEST, |fp| Account::Key(fp.clone())),
            nick: p.nick.clone(),
        };
        [member(&self.players[0]), member(&self.players[1])]
    }

    pub fn spec(&self) -> SeekSpec {
        SeekSpec {
            time: self.time.clone(),
            rules: self.rules,
            mode: self.mode,
            rated: self.rated,
            // A range is the seek's, and the game has begun.
            range: None,
        }
    }

    /// Reads one file; anything else than a club game of this version is an error
    /// saying which file and why.
    pub fn load(path: &Path) -> io::Result<StoredGame> {
        let text = std::fs::read_to_string(path)?;
        StoredGame::from_json(&text, &path.display().to_string())
            .map_err(|e| io::Error::new(io::ErrorKind::InvalidData, e))
    }

    /// Reads the terms of `what` (a file's or a row's name, for the error).
    pub fn from_json(text: &str, what: &str) -> Result<StoredGame, String> {
        let bad = |why: String| format!("{what}: {why}");
        let stored: StoredGame = serde_json::from_str(text).map_err(|e| bad(e.to_string()))?;
        if stored.format != FORMAT {
            return Err(bad(format!(
                "a \"{}\" file, not a club game",
                stored.format
            )));
        }
        if stored.version != VERSION {
            return Err(bad(format!(
                "club game version {}; this chuhe reads version {VERSION}",
                stored.version
            )));
        }
        // The name becomes a join code's part: letters and digits.
        if stored.game.is_empty() || !stored.game.chars().all(|c| c.is_ascii_alphanumeric()) {
            return Err(bad(format!("not a game's name: {:?}", stored.game)));
        }
        Ok(stored)
    }

    pub fn to_json(&self) -> String {
        serde_json::to_string(self).expect("club terms serialize")
    }

    /// Writes the file of an earlier version's layout (`<dir>/<game>.json`), as
    /// the tests of the import make one.
    pub fn write(&self, dir: &Path) -> io::Result<()> {
        chuhe_net::permissions::prepare_private_dir(dir)?;
        let mut json = serde_json::to_string_pretty(self).map_err(io::Error::other)?;
        json.push('\n');
        chuhe_core::atomic_file::write_atomically(&stored_path(dir, &self.game), json.as_bytes())
    }
}

/// `<dir>/<game>.json`.
pub fn stored_path(dir: &Path, game: &str) -> PathBuf {
    dir.join(format!("{game}.json"))
}

/// The `.json` files of `dir`, in order (none when it cannot be read).
pub(crate) fn json_files(dir: &Path) -> Vec<PathBuf> {
    let Ok(entries) = std::fs::read_dir(dir) else {
        return Vec::new();
    };
    let mut paths: Vec<PathBuf> = entries
        .flatten()
        .map(|e| e.path())
        .filter(|p| p.extension().and_then(|e| e.to_str()) == Some("json"))
        .collect();
    paths.sort();
    paths
}

/// Every club game file in `dir` (none yet: none), with the files that could not
/// be read and why.
pub fn load_all(dir: &Path) -> (Vec<(PathBuf, StoredGame)>, Vec<String>) {
    let (mut games, mut errors) = (Vec::new(), Vec::new());
    for path in json_files(dir) {
        match StoredGame::load(&path) {
            Ok(g) => games.push((path, g)),
            Err(e) => errors.push(e.to_string()),
        }
    }
    (games, errors)
}

#[cfg(test)]
mod tests {
    use super::*;

    fn members() -> [Member; 2] {
        [
            Member {
                account: Account::Key("SHA256:abc".into()),
                nick: "王天一".into(),
            },
            Member {
                account: Account::Guest(7),
                nick: "guest-7".into(),
            },
        ]
    }

    #[test]
    fn a_game_round_trips_and_a_guest_comes_back_as_nobody_s() {
        let dir = tempfile::tempdir().unwrap();
        let spec = SeekSpec {
            time: "5m+3s".into(),
            rules: RuleSet::Folk,
            mode: Mode::Tournament,
            rated: true,
            range: None,
        };
        StoredGame::new("k7q2", &members(), &spec)
            .write(dir.path())
            .unwrap();
        let (games, errors) = load_all(dir.path());
        assert!(errors.is_empty(), "{errors:?}");
        let [(path, g)] = games.as_slice() else {
            panic!("{games:?}")
        };
        assert_eq!(path, &stored_path(dir.path(), "k7q2"));
        assert_eq!(g.spec(), spec);
        let [red, black] = g.members();
        assert_eq!(red, members()[0], "a key's seat is the key's again");
        assert_eq!(black.account, FORMER_GUEST, "a guest's seat is no one's");
        assert_ne!(black.account, members()[1].account);
        assert_eq!(black.nick, "guest-7");
    }

    #[test]
    fn a_damaged_or_foreign_file_is_an_error_naming_it() {
        let dir = tempfile::tempdir().unwrap();
        std::fs::write(dir.path().join("a.json"), "{not json").unwrap();
        let mut g = StoredGame::new("b", &members(), &SeekSpec::default());
        g.game = "../../etc/passwd".into();
        let json = serde_json::to_string(&g).unwrap();
        std::fs::write(dir.path().join("b.json"), json).unwrap();
        let (games, errors) = load_all(dir.path());
        assert!(games.is_empty());
        assert_eq!(errors.len(), 2, "{errors:?}");
        assert!(errors[0].contains("a.json"), "{errors:?}");
        assert!(errors[1].contains("not a game's name"), "{errors:?}");
    }
}
