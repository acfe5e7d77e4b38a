//! The data of earlier versions, moved into the database on the first start.
//!
//! Those kept loose JSON files under `ssh/`: `accounts.json` (fingerprint →
//! nickname), `club/<game>.json` (the club's terms of a game in progress,
//! `club_store.rs`) and `games/<game>.json` (each host's save, finished games'
//! too). Everything readable goes into the database in one transaction — the
//! accounts, the games in progress with their saves as they are (a damaged save
//! too, so that its players are told, as before), the finished games into the
//! archive as PGN — and only then are the files moved aside, to
//! `accounts.json.migrated`, `club.migrated` and `games.migrated`: nothing is
//! deleted, and a start killed half-way imports again from the files (every row is
//! written only if it is not there yet).

use std::collections::{BTreeMap, BTreeSet};
use std::path::{Path, PathBuf};

use rusqlite::OpenFlags;

use chuhe_net::host::HostSave;

use super::accounts::Accounts;
use super::archive::{ArchiveError, connect};
use super::club_store;
use super::live_games::LiveGames;

/// What an import moved.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Imported {
    pub accounts: usize,
    /// Games in progress.
    pub live: usize,
    /// Finished games, now in the archive.
    pub finished: usize,
    /// The files that could not be read, and why: they stay in the moved-aside
    /// directories.
    pub unreadable: Vec<String>,
}

#[derive(Debug, thiserror::Error)]
pub enum ImportError {
    /// A broken accounts file: importing around it would let anybody take
    /// everybody's names, so the server does not start.
    #[error("{path}: {detail}")]
    Accounts { path: PathBuf, detail: String },
    #[error(transparent)]
    Database(#[from] ArchiveError),
    #[error("{path}: could not be moved aside: {source}")]
    Move {
        path: PathBuf,
        source: std::io::Error,
    },
}

/// Imports the files of `ssh_dir` into the database at `db` (its schema made by
/// [`super::archive::Archive::open`]); `None` when there were none.
pub fn import(ssh_dir: &Path, db: &Path) -> Result<Option<Imported>, ImportError> {
    let accounts_file = ssh_dir.join("accounts.json");
    let (club_dir, games_dir) = (ssh_dir.join("club"), ssh_dir.join("games"));
    if !accounts_file.exists() && !club_dir.is_dir() && !games_dir.is_dir() {
        return Ok(None);
    }
    let mut done = Imported::default();
    let nicks: BTreeMap<String, String> = match std::fs::read_to_string(&accounts_file) {
        Ok(text) => serde_json::from_str(&text).map_err(|e| ImportError::Accounts {
            path: accounts_file.clone(),
            detail: e.to_string(),
        })?,
        Err(e) if e.kind() == std::io::ErrorKind::NotFound => BTreeMap::new(),
        Err(e) => {
            return Err(ImportError::Accounts {
                path: accounts_file,
                detail: e.to_string(),
            });
        }
    };
    let (live, errors) = club_store::load_all(&club_dir);
    done.unreadable.extend(errors);
    let live_names: BTreeSet<String> = live.iter().map(|(_, g)| g.game.clone()).collect();

    let mut conn = connect(db, OpenFlags::default())?;
    let failed = |source| ArchiveError::Sqlite {
        path: db.to_path_buf(),
        source,
    };
    let tx = conn.transaction().map_err(failed)?;
    let now = super::club::unix_now();
    for (key, nick) in &nicks {
        Accounts::insert(&tx, key, nick, now).map_err(failed)?;
        done.accounts += 1;
    }
    for (_, terms) in &live {
        // The save as it is, readable or not: a damaged one is told to its players.
        let save = std::fs::read_to_string(games_dir.join(format!("{}.json", terms.game))).ok();
        LiveGames::insert(&tx, terms, save.as_deref(), now).map_err(failed)?;
        done.live += 1;
    }
    for path in club_store::json_files(&games_dir) {
        let name = path
            .file_stem()
            .and_then(|s| s.to_str())
            .unwrap_or_default();
        if live_names.contains(name) {
            continue;
        }
        let save = match HostSave::load(&path) {
            Ok(save) => save,
            Err(e) => {
                done.unreadable.push(e.to_string());
                continue;
            }
        };
        // A game in progress without the club's terms cannot be seated again:
        // its file stays, moved aside with the others.
        let Some((outcome, pgn)) = save
            .over
            .then(|| super::finished::from_save(&save))
            .flatten()
        else {
            done.unreadable.push(format!(
                "{}: not a finished game the club knows",
                path.display()
            ));
            continue;
        };
        let ended_at = std::fs::metadata(&path)
            .and_then(|m| m.modified())
            .ok()
            .and_then(|t| t.duration_since(std::time::UNIX_EPOCH).ok())
            .map_or(now, |d| d.as_secs() as i64);
        tx.execute(
            "INSERT OR IGNORE INTO games (game, ended_at, red, black, red_key, black_key,
                 result, rated, pgn)
             VALUES (?1, ?2, ?3, ?4, NULL, NULL, ?5, 0, ?6)",
            rusqlite::params![
                name,
                ended_at,
                save.config.red,
                save.config.black,
                outcome.pgn(),
                pgn
            ],
        )
        .map_err(failed)?;
        done.finished += 1;
    }
    tx.commit().map_err(failed)?;
    for path in [accounts_file, club_dir, games_dir] {
        move_aside(&path)?;
    }
    Ok(Some(done))
}

/// Renames `path` to `<path>.migrated` (`.migrated-2`, … if that is taken).
fn move_aside(path: &Path) -> Result<(), ImportError> {
    if !path.exists() {
        return Ok(());
    }
    let mut n = 1;
    let target = loop {
        let mut name = path.as_os_str().to_owned();
        name.push(if n == 1 {
            ".migrated".to_string()
        } else {
            format!(".migrated-{n}")
        });
        let target = PathBuf::from(name);
        if !target.exists() {
            break target;
        }
        n += 1;
    };
    std::fs::rename(path, &target).map_err(|source| ImportError::Move {
        path: path.to_path_buf(),
        source,
    })
}
