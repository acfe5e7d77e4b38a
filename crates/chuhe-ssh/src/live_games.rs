//! The club's games in progress, in its database (`ssh/club.db`, table
//! `live_games`): one row a game with the club's terms (who plays at each seat,
//! the seek: [`StoredGame`]) and the host's latest save. The host hands every save
//! to [`LiveSave`] before anybody hears of the change, and the row is written in
//! one statement, so a server killed at any instant restarts with every move its
//! players were told of. The row goes once the game is over and archived.

use std::path::{Path, PathBuf};
use std::sync::{Arc, Mutex};

use rusqlite::{Connection, OpenFlags, OptionalExtension, params};

use chuhe_net::{JoinCode, SaveStore};

use super::archive::{ArchiveError, connect};
use super::club_store::StoredGame;

/// A game in progress as the database keeps it.
#[derive(Debug)]
pub struct LiveGame {
    pub game: String,
    /// The club's terms, or why they could not be read.
    pub terms: Result<StoredGame, String>,
    /// The host's latest save (`None`: the game never got as far as one).
    pub save: Option<String>,
}

/// The `live_games` table, through a connection shared by every game's host.
#[derive(Clone)]
pub struct LiveGames {
    conn: Arc<Mutex<Connection>>,
    path: PathBuf,
}

impl LiveGames {
    /// Opens the table of the database at `path` (its schema made by
    /// [`super::archive::Archive::open`]).
    pub fn open(path: &Path) -> Result<LiveGames, ArchiveError> {
        Ok(LiveGames {
            conn: Arc::new(Mutex::new(connect(path, OpenFlags::default())?)),
            path: path.to_path_buf(),
        })
    }

    fn error(&self, source: rusqlite::Error) -> ArchiveError {
        ArchiveError::Sqlite {
            path: self.path.clone(),
            source,
        }
    }

    fn lock(&self) -> std::sync::MutexGuard<'_, Connection> {
        self.conn.lock().unwrap_or_else(|e| e.into_inner())
    }

    /// Where the host of a new game with `terms` saves it: the row is written
    /// with its first save, the terms and the save together.
    pub fn store(&self, terms: StoredGame) -> Box<dyn SaveStore> {
        Box::new(LiveSave {
            games: self.clone(),
            terms,
        })
    }

    /// Every game in progress, in the order of their names.
    pub fn all(&self) -> Result<Vec<LiveGame>, ArchiveError> {
        let conn = self.lock();
        let mut st = conn
            .prepare("SELECT game, terms, save FROM live_games ORDER BY game")
            .map_err(|e| self.error(e))?;
        let rows = st
            .query_map([], |r| {
                Ok((
                    r.get::<_, String>(0)?,
                    r.get::<_, String>(1)?,
                    r.get::<_, Option<String>>(2)?,
                ))
            })
            .map_err(|e| self.error(e))?;
        let rows: Vec<_> = rows.collect::<Result<_, _>>().map_err(|e| self.error(e))?;
        Ok(rows
            .into_iter()
            .map(|(game, terms, save)| LiveGame {
                terms: StoredGame::from_json(&terms, &format!("live game {game}")),
                game,
                save,
            })
            .collect())
    }

    /// The latest save of `game`, if it has one.
    pub fn save_of(&self, game: &str) -> Result<Option<String>, ArchiveError> {
        let found = self
            .lock()
            .query_row(
                "SELECT save FROM live_games WHERE game = ?1",
                params![game],
                |r| r.get::<_, Option<String>>(0),
            )
            .optional()
            .map_err(|e| self.error(e))?;
        Ok(found.flatten())
    }

    /// Writes a row as it is (the import of an earlier version's files); a game
    /// there already stays as it was.
    pub fn insert(
        conn: &Connection,
        terms: &StoredGame,
        save: Option<&str>,
        at: i64,
    ) -> rusqlite::Result<()> {
        conn.execute(
            "INSERT OR IGNORE INTO live_games (game, terms, save, updated_at)
             VALUES (?1, ?2, ?3, ?4)",
            params![terms.game, terms.to_json(), save, at],
        )
        .map(|_| ())
    }

    /// `game` is over and kept in the archive: it is no longer carried over a restart.
    pub fn end(&self, game: &str) -> Result<(), ArchiveError> {
        self.lock()
            .execute("DELETE FROM live_games WHERE game = ?1", params![game])
            .map(|_| ())
            .map_err(|e| self.error(e))
    }

    fn keep(&self, terms: &StoredGame, json: &str) -> Result<(), ArchiveError> {
        self.lock()
            .execute(
                "INSERT INTO live_games (game, terms, save, updated_at) VALUES (?1, ?2, ?3, ?4)
                 ON CONFLICT(game) DO UPDATE SET save = excluded.save,
                     updated_at = excluded.updated_at",
                params![terms.game, terms.to_json(), json, super::club::unix_now()],
            )
            .map(|_| ())
            .map_err(|e| self.error(e))
    }
}

/// The saves of one game's host, as rows of `live_games`.
struct LiveSave {
    games: LiveGames,
    /// The club's terms; the game's name is the host's join code's.
    terms: StoredGame,
}

impl SaveStore for LiveSave {
    fn keep(&mut self, code: &JoinCode, json: &str) -> std::io::Result<()> {
        if self.terms.game != code.game().as_str() {
            self.terms.game = code.game().to_string();
        }
        self.games
            .keep(&self.terms, json)
            .map_err(std::io::Error::other)
    }

    fn name(&self) -> String {
        format!("{} (game {})", self.games.path.display(), self.terms.game)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::accounts::Account;
    use crate::archive::Archive;
    use crate::club::{Member, SeekSpec};

    fn terms() -> StoredGame {
        let m = |fp: &str, nick: &str| Member {
            account: Account::Key(fp.into()),
            nick: nick.into(),
        };
        StoredGame::new(
            "",
            &[m("SHA256:a", "alice"), m("SHA256:b", "bob")],
            &SeekSpec::default(),
        )
    }

    #[test]
    fn each_save_replaces_the_last_and_the_row_keeps_the_terms() {
        let dir = tempfile::tempdir().unwrap();
        let path = dir.path().join("club.db");
        drop(Archive::open(&path).unwrap());
        let games = LiveGames::open(&path).unwrap();
        let code = JoinCode::random().unwrap();
        let mut store = games.store(terms());
        store.keep(&code, "{\"first\": 1}").unwrap();
        store.keep(&code, "{\"second\": 2}").unwrap();
        // Read back through another connection, as a restarted server would.
        let all = LiveGames::open(&path).unwrap().all().unwrap();
        let [row] = all.as_slice() else {
            panic!("{all:?}")
        };
        assert_eq!(row.game, code.game().as_str());
        assert_eq!(row.save.as_deref(), Some("{\"second\": 2}"));
        let kept = row.terms.as_ref().unwrap();
        assert_eq!(kept.game, row.game);
        assert_eq!(kept.players[1].nick, "bob");
        games.end(&row.game).unwrap();
        assert!(games.all().unwrap().is_empty());
    }
}
