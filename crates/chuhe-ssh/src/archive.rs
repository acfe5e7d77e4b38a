//! The club's archive: an SQLite database in the data directory (`ssh/club.db`) that
//! keeps the players' ratings and every rated game's result with the ratings it
//! moved. WAL mode, so `chuhe club ratings` reads it while the server writes; each
//! write is one transaction, so a kill at any moment leaves either the whole rated
//! result or none of it. The schema's version is SQLite's `user_version`, and
//! [`MIGRATIONS`] bring an older file up to date when it is opened. The same file
//! holds the accounts (`accounts.rs`) and the games in progress (`live_games.rs`),
//! each through a connection of its own.

use std::path::{Path, PathBuf};
use std::time::Duration;

use rusqlite::{Connection, OpenFlags, OptionalExtension, params};

use chuhe_core::match_control::Outcome;
use chuhe_core::rating::{Rating, Score};

/// The steps from an empty database to the current schema; step `i` takes
/// `user_version` from `i` to `i + 1`.
pub const MIGRATIONS: &[&str] = &[
    "
    -- A player of rated games: their key's fingerprint and the nickname it had.
    CREATE TABLE players (
        key TEXT PRIMARY KEY NOT NULL,
        nick TEXT NOT NULL,
        rating REAL NOT NULL,
        deviation REAL NOT NULL,
        volatility REAL NOT NULL,
        games INTEGER NOT NULL DEFAULT 0
    );
    -- One row a rated game: its result and both ratings before and after it.
    CREATE TABLE rated_games (
        id INTEGER PRIMARY KEY,
        game TEXT NOT NULL,
        ended_at INTEGER NOT NULL,
        red TEXT NOT NULL REFERENCES players(key),
        black TEXT NOT NULL REFERENCES players(key),
        result TEXT NOT NULL CHECK (result IN ('1-0', '0-1', '1/2-1/2')),
        red_before REAL NOT NULL,
        red_after REAL NOT NULL,
        red_deviation REAL NOT NULL,
        black_before REAL NOT NULL,
        black_after REAL NOT NULL,
        black_deviation REAL NOT NULL
    );
    CREATE INDEX rated_games_red ON rated_games(red, ended_at);
    CREATE INDEX rated_games_black ON rated_games(black, ended_at);
",
    "
    -- Every finished club game, as PGN with chuhe's match data (clocks, scoresheets,
    -- fouls, the rule set), and the facts it is searched by.
    CREATE TABLE games (
        id INTEGER PRIMARY KEY,
        game TEXT NOT NULL UNIQUE,
        ended_at INTEGER NOT NULL,
        red TEXT NOT NULL,
        black TEXT NOT NULL,
        red_key TEXT,
        black_key TEXT,
        result TEXT NOT NULL,
        rated INTEGER NOT NULL,
        pgn TEXT NOT NULL
    );
    CREATE INDEX games_red ON games(red, ended_at);
    CREATE INDEX games_black ON games(black, ended_at);
",
    "
    -- A key and the nickname bound to it on its first visit.
    CREATE TABLE accounts (
        key TEXT PRIMARY KEY NOT NULL,
        nick TEXT NOT NULL,
        bound_at INTEGER NOT NULL
    );
    -- A game in progress: the club's terms (who plays at each seat, the seek) as
    -- `club_store.rs` writes them, and the host's latest save, replaced after
    -- every change; the row goes once the game is over and kept in `games`.
    CREATE TABLE live_games (
        game TEXT PRIMARY KEY NOT NULL,
        terms TEXT NOT NULL,
        save TEXT,
        updated_at INTEGER NOT NULL
    );
",
];

/// A finished game as the archive keeps it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ArchivedGame {
    /// The club's name of the game (its join code's game part).
    pub game: String,
    /// Seconds since 1970.
    pub ended_at: i64,
    /// The nicknames, Red's first, and the keys (`None`: a guest).
    pub players: [String; 2],
    pub keys: [Option<String>; 2],
    /// `1-0`, `0-1` or `1/2-1/2`.
    pub result: String,
    pub rated: bool,
    pub pgn: String,
}

/// What went wrong with the archive, and with which file.
#[derive(Debug, thiserror::Error)]
pub enum ArchiveError {
    #[error("{path}: {source}")]
    Sqlite {
        path: PathBuf,
        #[source]
        source: rusqlite::Error,
    },
    /// A file written by a newer chuhe: opening it could lose what it keeps.
    #[error("{path}: schema version {found} is newer than this chuhe's {known}")]
    Newer {
        path: PathBuf,
        found: i64,
        known: usize,
    },
}

/// A player who plays a rated game: the key and the nickname shown.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct RatedPlayer {
    pub key: String,
    pub nick: String,
}

/// One line of the leaderboard.
#[derive(Clone, Debug, PartialEq, serde::Serialize)]
pub struct RatingLine {
    pub nick: String,
    pub rating: f64,
    pub rd: f64,
    pub games: u32,
}

/// A rated game from one player's side, for their profile.
#[derive(Clone, Debug, PartialEq)]
pub struct PlayedGame {
    pub game: String,
    pub ended_at: i64,
    pub opponent: String,
    pub score: Score,
    pub before: f64,
    pub after: f64,
}

/// A player's page: their rating and their latest rated games.
#[derive(Clone, Debug, PartialEq)]
pub struct Profile {
    pub nick: String,
    pub rating: Rating,
    pub games: u32,
    /// The newest first.
    pub recent: Vec<PlayedGame>,
}

pub struct Archive {
    conn: Connection,
    path: PathBuf,
}

/// A connection to the database at `path`, made as every part of the club makes
/// one: a writer waits for another's transaction instead of failing at once, and
/// a commit is on the disk's way before it returns (WAL with `synchronous =
/// NORMAL`: a crash of the process loses no committed transaction; only a power
/// cut can lose the last ones, which ends the players' sessions too).
pub fn connect(path: &Path, flags: OpenFlags) -> Result<Connection, ArchiveError> {
    let failed = |source| ArchiveError::Sqlite {
        path: path.to_path_buf(),
        source,
    };
    let conn = Connection::open_with_flags(path, flags).map_err(failed)?;
    conn.busy_timeout(Duration::from_secs(5)).map_err(failed)?;
    if !flags.contains(OpenFlags::SQLITE_OPEN_READ_ONLY) {
        conn.pragma_update(None, "synchronous", "NORMAL")
            .map_err(failed)?;
    }
    Ok(conn)
}

impl Archive {
    /// Opens (or creates) the archive at `path` and brings its schema up to date.
    pub fn open(path: &Path) -> Result<Archive, ArchiveError> {
        if let Some(dir) = path.parent() {
            let _ = std::fs::create_dir_all(dir);
        }
        let mut archive = Archive::connect(path, OpenFlags::default())?;
        archive.migrate()?;
        Ok(archive)
    }

    /// Opens the archive to read it beside a running server (`chuhe club ratings`).
    pub fn open_read_only(path: &Path) -> Result<Archive, ArchiveError> {
        let archive = Archive::connect(path, OpenFlags::SQLITE_OPEN_READ_ONLY)?;
        let version = archive.version()?;
        if version as usize > MIGRATIONS.len() {
            return Err(ArchiveError::Newer {
                path: path.to_path_buf(),
                found: version,
                known: MIGRATIONS.len(),
            });
        }
        Ok(archive)
    }

    fn connect(path: &Path, flags: OpenFlags) -> Result<Archive, ArchiveError> {
        Ok(Archive {
            conn: connect(path, flags)?,
            path: path.to_path_buf(),
        })
    }

    fn error(&self, source: rusqlite::Error) -> ArchiveError {
        ArchiveError::Sqlite {
            path: self.path.clone(),
            source,
        }
    }

    fn version(&self) -> Result<i64, ArchiveError> {
        self.conn
            .pragma_query_value(None, "user_version", |r| r.get(0))
            .map_err(|e| self.error(e))
    }

    fn migrate(&mut self) -> Result<(), ArchiveError> {
        self.conn
            .pragma_update(None, "journal_mode", "WAL")
            .map_err(|e| self.error(e))?;
        self.conn
            .pragma_update(None, "foreign_keys", "ON")
            .map_err(|e| self.error(e))?;
        let version = self.version()?;
        if version as usize > MIGRATIONS.len() {
            return Err(ArchiveError::Newer {
                path: self.path.clone(),
                found: version,
                known: MIGRATIONS.len(),
            });
        }
        for (i, step) in MIGRATIONS.iter().enumerate().skip(version.max(0) as usize) {
            let tx = self.conn.transaction().map_err(|e| ArchiveError::Sqlite {
                path: self.path.clone(),
                source: e,
            })?;
            let done = tx
                .execute_batch(step)
                .and_then(|_| tx.pragma_update(None, "user_version", (i + 1) as i64))
                .and_then(|_| tx.commit());
            done.map_err(|e| self.error(e))?;
        }
        Ok(())
    }

    /// A player's rating (a new player's when they have played no rated game).
    pub fn rating(&self, key: &str) -> Result<Rating, ArchiveError> {
        let found = self
            .conn
            .query_row(
                "SELECT rating, deviation, volatility FROM players WHERE key = ?1",
                params![key],
                |r| {
                    Ok(Rating {
                        rating: r.get(0)?,
                        deviation: r.get(1)?,
                        volatility: r.get(2)?,
                    })
                },
            )
            .optional()
            .map_err(|e| self.error(e))?;
        Ok(found.unwrap_or(Rating::NEW))
    }

    /// Every rated player's rating, by key.
    pub fn ratings(&self) -> Result<Vec<(String, Rating)>, ArchiveError> {
        let mut st = self
            .conn
            .prepare("SELECT key, rating, deviation, volatility FROM players")
            .map_err(|e| self.error(e))?;
        let rows = st
            .query_map([], |r| {
                Ok((
                    r.get(0)?,
                    Rating {
                        rating: r.get(1)?,
                        deviation: r.get(2)?,
                        volatility: r.get(3)?,
                    },
                ))
            })
            .map_err(|e| self.error(e))?;
        rows.collect::<Result<_, _>>().map_err(|e| self.error(e))
    }

    /// Records a rated game's result and moves both ratings (Glicko-2, the game a
    /// rating period of its own), in one transaction; returns the new ratings, Red's
    /// first, or `None` when the game was rated already (its end is reported by
    /// each player, and by the club when nobody sat at the board). `ended_at` is
    /// the time in seconds since 1970.
    pub fn record_rated(
        &mut self,
        game: &str,
        red: &RatedPlayer,
        black: &RatedPlayer,
        outcome: Outcome,
        ended_at: i64,
    ) -> Result<Option<(Rating, Rating)>, ArchiveError> {
        let rated_already = self
            .conn
            .query_row(
                "SELECT 1 FROM rated_games WHERE game = ?1",
                params![game],
                |_| Ok(()),
            )
            .optional()
            .map_err(|e| self.error(e))?
            .is_some();
        if rated_already {
            return Ok(None);
        }
        let (r0, b0) = (self.rating(&red.key)?, self.rating(&black.key)?);
        let score = match outcome {
            Outcome::RedWins => Score::Win,
            Outcome::BlackWins => Score::Loss,
            Outcome::Draw => Score::Draw,
        };
        let (r1, b1) = r0.after_game(b0, score);
        let result = match outcome {
            Outcome::RedWins => "1-0",
            Outcome::BlackWins => "0-1",
            Outcome::Draw => "1/2-1/2",
        };
        let path = self.path.clone();
        let failed = |source| ArchiveError::Sqlite {
            path: path.clone(),
            source,
        };
        let tx = self.conn.transaction().map_err(failed)?;
        for (p, r) in [(red, r1), (black, b1)] {
            tx.execute(
                "INSERT INTO players (key, nick, rating, deviation, volatility, games)
                 VALUES (?1, ?2, ?3, ?4, ?5, 1)
                 ON CONFLICT(key) DO UPDATE SET nick = ?2, rating = ?3, deviation = ?4,
                     volatility = ?5, games = games + 1",
                params![p.key, p.nick, r.rating, r.deviation, r.volatility],
            )
            .map_err(failed)?;
        }
        tx.execute(
            "INSERT INTO rated_games (game, ended_at, red, black, result, red_before,
                 red_after, red_deviation, black_before, black_after, black_deviation)
             VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7, ?8, ?9, ?10, ?11)",
            params![
                game,
                ended_at,
                red.key,
                black.key,
                result,
                r0.rating,
                r1.rating,
                r1.deviation,
                b0.rating,
                b1.rating,
                b1.deviation
            ],
        )
        .map_err(failed)?;
        tx.commit().map_err(failed)?;
        Ok(Some((r1, b1)))
    }

    /// Every rated player, the highest rating first (a tie: fewer games first is
    /// no better, so by nickname).
    pub fn leaderboard(&self) -> Result<Vec<RatingLine>, ArchiveError> {
        let mut st = self
            .conn
            .prepare(
                "SELECT nick, rating, deviation, games FROM players
                 ORDER BY rating DESC, nick ASC",
            )
            .map_err(|e| self.error(e))?;
        let rows = st
            .query_map([], |r| {
                Ok(RatingLine {
                    nick: r.get(0)?,
                    rating: r.get(1)?,
                    rd: r.get(2)?,
                    games: r.get(3)?,
                })
            })
            .map_err(|e| self.error(e))?;
        rows.collect::<Result<_, _>>().map_err(|e| self.error(e))
    }

    /// Keeps a finished game; a game kept already stays as it was (both players
    /// report the end).
    pub fn keep_game(&self, g: &ArchivedGame) -> Result<(), ArchiveError> {
        self.conn
            .execute(
                "INSERT OR IGNORE INTO games (game, ended_at, red, black, red_key, black_key,
                     result, rated, pgn)
                 VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7, ?8, ?9)",
                params![
                    g.game,
                    g.ended_at,
                    g.players[0],
                    g.players[1],
                    g.keys[0],
                    g.keys[1],
                    g.result,
                    g.rated,
                    g.pgn
                ],
            )
            .map(|_| ())
            .map_err(|e| self.error(e))
    }

    /// The PGN of the finished game `game` (its club name), if kept.
    pub fn game_pgn(&self, game: &str) -> Result<Option<String>, ArchiveError> {
        self.conn
            .query_row(
                "SELECT pgn FROM games WHERE game = ?1",
                params![game],
                |r| r.get(0),
            )
            .optional()
            .map_err(|e| self.error(e))
    }

    /// The finished games, oldest first: of the player called `player` if given
    /// (either colour), ended at or after `since` (seconds since 1970) if given.
    pub fn games(
        &self,
        player: Option<&str>,
        since: Option<i64>,
    ) -> Result<Vec<ArchivedGame>, ArchiveError> {
        let mut st = self
            .conn
            .prepare(
                "SELECT game, ended_at, red, black, red_key, black_key, result, rated, pgn
                 FROM games
                 WHERE (?1 IS NULL OR red = ?1 OR black = ?1) AND (?2 IS NULL OR ended_at >= ?2)
                 ORDER BY ended_at, id",
            )
            .map_err(|e| self.error(e))?;
        let rows = st
            .query_map(params![player, since], |r| {
                Ok(ArchivedGame {
                    game: r.get(0)?,
                    ended_at: r.get(1)?,
                    players: [r.get(2)?, r.get(3)?],
                    keys: [r.get(4)?, r.get(5)?],
                    result: r.get(6)?,
                    rated: r.get(7)?,
                    pgn: r.get(8)?,
                })
            })
            .map_err(|e| self.error(e))?;
        rows.collect::<Result<_, _>>().map_err(|e| self.error(e))
    }

    /// The PGN of the newest `limit` finished games, the newest first, and whether
    /// older games were left out.
    pub fn newest_pgn(&self, limit: usize) -> Result<(Vec<String>, bool), ArchiveError> {
        let mut st = self
            .conn
            .prepare("SELECT pgn FROM games ORDER BY ended_at DESC, id DESC LIMIT ?1")
            .map_err(|e| self.error(e))?;
        // One more than asked for tells whether there are older ones.
        let rows = st
            .query_map(params![limit.saturating_add(1) as i64], |r| r.get(0))
            .map_err(|e| self.error(e))?;
        let mut pgn: Vec<String> = rows.collect::<Result<_, _>>().map_err(|e| self.error(e))?;
        let cut = pgn.len() > limit;
        pgn.truncate(limit);
        Ok((pgn, cut))
    }

    /// The profile of the rated player called `nick` (`None`: no rated game yet),
    /// with their `recent` latest games.
    pub fn profile(&self, nick: &str, recent: usize) -> Result<Option<Profile>, ArchiveError> {
        let found = self
            .conn
            .query_row(
                "SELECT key, nick, rating, deviation, volatility, games FROM players
                 WHERE nick = ?1 ORDER BY games DESC LIMIT 1",
                params![nick],
                |r| {
                    Ok((
                        r.get::<_, String>(0)?,
                        r.get::<_, String>(1)?,
                        Rating {
                            rating: r.get(2)?,
                            deviation: r.get(3)?,
                            volatility: r.get(4)?,
                        },
                        r.get::<_, u32>(5)?,
                    ))
                },
            )
            .optional()
            .map_err(|e| self.error(e))?;
        let Some((key, nick, rating, games)) = found else {
            return Ok(None);
        };
        Ok(Some(Profile {
            recent: self.games_of(&key, recent)?,
            nick,
            rating,
            games,
        }))
    }

    /// A player's rated games, the newest first, at most `limit`.
    pub fn games_of(&self, key: &str, limit: usize) -> Result<Vec<PlayedGame>, ArchiveError> {
        let mut st = self
            .conn
            .prepare(
                "SELECT g.game, g.ended_at, g.result, g.red = ?1,
                        CASE WHEN g.red = ?1 THEN b.nick ELSE r.nick END,
                        CASE WHEN g.red = ?1 THEN g.red_before ELSE g.black_before END,
                        CASE WHEN g.red = ?1 THEN g.red_after ELSE g.black_after END
                 FROM rated_games g
                 JOIN players r ON r.key = g.red
                 JOIN players b ON b.key = g.black
                 WHERE g.red = ?1 OR g.black = ?1
                 ORDER BY g.ended_at DESC, g.id DESC LIMIT ?2",
            )
            .map_err(|e| self.error(e))?;
        let rows = st
            .query_map(params![key, limit as i64], |r| {
                let result: String = r.get(2)?;
                let as_red: bool = r.get(3)?;
                let red_score = match result.as_str() {
                    "1-0" => Score::Win,
                    "0-1" => Score::Loss,
                    _ => Score::Draw,
                };
                Ok(PlayedGame {
                    game: r.get(0)?,
                    ended_at: r.get(1)?,
                    opponent: r.get(4)?,
                    score: if as_red {
                        red_score
                    } else {
                        red_score.reversed()
                    },
                    before: r.get(5)?,
                    after: r.get(6)?,
                })
            })
            .map_err(|e| self.error(e))?;
        rows.collect::<Result<_, _>>().map_err(|e| self.error(e))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn player(key: &str, nick: &str) -> RatedPlayer {
        RatedPlayer {
            key: key.into(),
            nick: nick.into(),
        }
    }

    #[test]
    fn a_rated_game_moves_both_ratings_and_is_kept() {
        let dir = tempfile::tempdir().unwrap();
        let path = dir.path().join("club.db");
        let (alice, bob) = (player("SHA256:a", "alice"), player("SHA256:b", "bob"));
        {
            let mut a = Archive::open(&path).unwrap();
            let (r, b) = a
                .record_rated("k7q2", &alice, &bob, Outcome::RedWins, 100)
                .unwrap()
                .expect("rated");
            let again = a.record_rated("k7q2", &alice, &bob, Outcome::RedWins, 100);
            assert!(again.unwrap().is_none(), "a game is rated once");
            // The same as the rating module's own answer for two new players.
            let (er, eb) = Rating::NEW.after_game(Rating::NEW, Score::Win);
            assert_eq!((r, b), (er, eb));
            assert!(r.rating > 1500.0 && b.rating < 1500.0);
        }
        // Reopened, read only, as `chuhe club ratings` does beside a running server.
        let a = Archive::open_read_only(&path).unwrap();
        let board = a.leaderboard().unwrap();
        assert_eq!(board.len(), 2);
        assert_eq!(board[0].nick, "alice");
        assert_eq!(board[0].games, 1);
        let games = a.games_of("SHA256:b", 10).unwrap();
        assert_eq!(games.len(), 1);
        assert_eq!(games[0].opponent, "alice");
        assert_eq!(games[0].score, Score::Loss);
        assert_eq!(games[0].before, 1500.0);
    }

    #[test]
    fn the_newest_games_come_first_and_a_cut_is_said() {
        let dir = tempfile::tempdir().unwrap();
        let a = Archive::open(&dir.path().join("club.db")).unwrap();
        assert_eq!(a.newest_pgn(2).unwrap(), (Vec::new(), false));
        for (i, game) in ["g1", "g2", "g3"].iter().enumerate() {
            a.keep_game(&ArchivedGame {
                game: game.to_string(),
                ended_at: i as i64,
                players: ["alice".into(), "bob".into()],
                keys: [None, None],
                result: "1-0".into(),
                rated: false,
                pgn: format!("pgn of {game}"),
            })
            .unwrap();
        }
        assert_eq!(
            a.newest_pgn(2).unwrap(),
            (vec!["pgn of g3".to_string(), "pgn of g2".to_string()], true)
        );
        assert!(!a.newest_pgn(3).unwrap().1);
    }

    #[test]
    fn a_newer_schema_is_refused_not_overwritten() {
        let dir = tempfile::tempdir().unwrap();
        let path = dir.path().join("club.db");
        drop(Archive::open(&path).unwrap());
        let conn = Connection::open(&path).unwrap();
        conn.pragma_update(None, "user_version", 99).unwrap();
        drop(conn);
        let e = Archive::open(&path).err().expect("refused");
        assert!(e.to_string().contains("schema version 99"), "{e}");
    }

    #[test]
    fn a_file_that_is_not_a_database_is_an_error_naming_it() {
        let dir = tempfile::tempdir().unwrap();
        let path = dir.path().join("club.db");
        std::fs::write(&path, b"this is not SQLite, only text that is long enough").unwrap();
        let e = Archive::open(&path).err().expect("refused");
        assert!(e.to_string().contains("club.db"), "{e}");
    }
}
