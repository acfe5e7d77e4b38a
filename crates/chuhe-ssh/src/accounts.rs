//! Accounts: a player is their public key (its SHA-256 fingerprint); the nickname
//! they choose on their first visit is bound to it, kept in the club's database
//! (`ssh/club.db`, table `accounts`), and no other key may take it or one that looks the same
//! (`nickname.rs`). A key's first name stays: two of its sessions naming
//! themselves at once both get the one bound first.

use std::collections::BTreeMap;
use std::path::{Path, PathBuf};

use rusqlite::{Connection, OpenFlags, params};

use chuhe_core::catalogue::Msg;
use chuhe_net::protocol::is_unsafe_char;

use super::archive::{ArchiveError, connect};
use super::nickname::{is_hidden, likeness, normal_form};

/// The longest nickname, in characters (a Chinese name is 2–4).
pub const MAX_NICK_CHARS: usize = 16;

/// Who a session is.
#[derive(Clone, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum Account {
    /// A public key, by fingerprint (`SHA256:…`).
    Key(String),
    /// A guest (`--guests`): one connection's own, so never resumed from another.
    Guest(u64),
}

impl Account {
    pub fn is_guest(&self) -> bool {
        matches!(self, Account::Guest(_))
    }
}

/// Why a nickname is not taken.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum NickError {
    Empty,
    TooLong,
    /// It holds a space, or starts as guests' names do.
    BadCharacter,
    /// It holds a character that does not show or shows as another: a control,
    /// a zero-width or direction mark (a format character), private use.
    Hidden,
    /// Another key has it, in another case or script of Chinese.
    Taken,
    /// Another key has one that looks the same (Cyrillic а for a, and the like).
    LooksTaken,
}

impl NickError {
    /// What the player is told.
    pub fn message(&self) -> Msg {
        match self {
            NickError::Empty | NickError::TooLong | NickError::BadCharacter => Msg::LobbyNickBad,
            NickError::Hidden => Msg::LobbyNickHidden,
            NickError::Taken => Msg::LobbyNickTaken,
            NickError::LooksTaken => Msg::LobbyNickLookalike,
        }
    }
}

/// The nickname store: every name in memory (each login and each new name is
/// checked against all), each new one written to the database as it is bound.
pub struct Accounts {
    path: PathBuf,
    conn: Connection,
    nicks: BTreeMap<String, String>,
}

impl std::fmt::Debug for Accounts {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("Accounts")
            .field("path", &self.path)
            .field("nicks", &self.nicks)
            .finish()
    }
}

impl Accounts {
    /// Reads the accounts of the database at `path` (its schema made by
    /// [`super::archive::Archive::open`]). A database that cannot be read is an
    /// error, not a fresh start: that would let anybody take everybody's names.
    pub fn open(path: &Path) -> Result<Accounts, ArchiveError> {
        let conn = connect(path, OpenFlags::default())?;
        let failed = |source| ArchiveError::Sqlite {
            path: path.to_path_buf(),
            source,
        };
        let nicks = {
            let mut st = conn
                .prepare("SELECT key, nick FROM accounts")
                .map_err(failed)?;
            let rows = st
                .query_map([], |r| Ok((r.get::<_, String>(0)?, r.get::<_, String>(1)?)))
                .map_err(failed)?;
            rows.collect::<Result<BTreeMap<_, _>, _>>()
                .map_err(failed)?
        };
        Ok(Accounts {
            path: path.to_path_buf(),
            conn,
            nicks,
        })
    }

    /// Writes a binding as it is (the import of an earlier version's file); a key
    /// bound already keeps its name.
    pub fn insert(
        conn: &Connection,
        fingerprint: &str,
        nick: &str,
        at: i64,
    ) -> rusqlite::Result<()> {
        conn.execute(
            "INSERT OR IGNORE INTO accounts (key, nick, bound_at) VALUES (?1, ?2, ?3)",
            params![fingerprint, nick, at],
        )
        .map(|_| ())
    }

    pub fn nick(&self, fingerprint: &str) -> Option<&str> {
        self.nicks.get(fingerprint).map(String::as_str)
    }

    /// Binds `nick` to the key `fingerprint` and saves; returns the nick as kept.
    /// A key that has a name keeps it: that name is returned, whatever was typed,
    /// so that two sessions of one key naming themselves at once agree.
    pub fn bind(&mut self, fingerprint: &str, nick: &str) -> Result<String, NickError> {
        let nick = check_nick(nick)?;
        if let Some(kept) = self.nicks.get(fingerprint) {
            return Ok(kept.clone());
        }
        // 楊 and 杨, Bob and bob: one name to the players who read the lobby.
        if self
            .nicks
            .values()
            .any(|n| chuhe_core::lang::same_for_search(n, &nick))
        {
            return Err(NickError::Taken);
        }
        let like = likeness(&nick);
        if self.nicks.values().any(|n| likeness(n) == like) {
            return Err(NickError::LooksTaken);
        }
        self.nicks.insert(fingerprint.to_string(), nick.clone());
        // A failed write keeps the name for this run; the log says so.
        let now = super::club::unix_now();
        if let Err(e) = Accounts::insert(&self.conn, fingerprint, &nick, now) {
            eprintln!(
                "chuhe serve: could not keep a nickname in {}: {e}",
                self.path.display()
            );
        }
        Ok(nick)
    }
}

/// A nickname as typed, checked; returned in the form it is kept in (NFKC).
pub fn check_nick(typed: &str) -> Result<String, NickError> {
    if typed.chars().any(|c| is_unsafe_char(c) || is_hidden(c)) {
        return Err(NickError::Hidden);
    }
    let nick = normal_form(typed);
    if nick.trim().is_empty() {
        return Err(NickError::Empty);
    }
    if nick.chars().count() > MAX_NICK_CHARS {
        return Err(NickError::TooLong);
    }
    // Checked on the kept form too: NFKC may make what was typed a control.
    if nick.chars().any(|c| is_unsafe_char(c) || is_hidden(c)) {
        return Err(NickError::Hidden);
    }
    if nick.chars().any(char::is_whitespace) || likeness(&nick).starts_with("guest") {
        return Err(NickError::BadCharacter);
    }
    Ok(nick)
}

#[cfg(test)]
mod tests {
    use super::*;

    /// A fresh database in `dir`, as the server makes it.
    fn database(dir: &Path) -> PathBuf {
        let path = dir.join("club.db");
        drop(crate::archive::Archive::open(&path).unwrap());
        path
    }

    #[test]
    fn a_nick_is_bound_to_one_key_and_kept() {
        let dir = tempfile::tempdir().unwrap();
        let path = database(dir.path());
        let mut a = Accounts::open(&path).unwrap();
        assert_eq!(a.bind("SHA256:a", "王天一").unwrap(), "王天一");
        assert_eq!(a.bind("SHA256:b", "王天一"), Err(NickError::Taken));
        assert_eq!(a.bind("SHA256:b", "x\u{1b}[2J"), Err(NickError::Hidden));
        assert_eq!(a.bind("SHA256:b", "guest-3"), Err(NickError::BadCharacter));
        assert_eq!(a.bind("SHA256:b", ""), Err(NickError::Empty));
        assert_eq!(
            a.bind("SHA256:b", &"长".repeat(17)),
            Err(NickError::TooLong)
        );
        let again = Accounts::open(&path).unwrap();
        assert_eq!(again.nick("SHA256:a"), Some("王天一"));
        assert_eq!(again.nick("SHA256:b"), None);
    }

    #[test]
    fn a_traditional_spelling_is_the_same_nick_as_the_simplified() {
        let dir = tempfile::tempdir().unwrap();
        let mut a = Accounts::open(&database(dir.path())).unwrap();
        a.bind("SHA256:a", "楊官璘").unwrap();
        assert_eq!(a.bind("SHA256:b", "杨官璘"), Err(NickError::Taken));
        a.bind("SHA256:c", "Bob").unwrap();
        assert_eq!(a.bind("SHA256:d", "bob"), Err(NickError::Taken));
        // The owner's name stays the first one bound.
        assert_eq!(a.bind("SHA256:a", "杨官璘").unwrap(), "楊官璘");
    }

    #[test]
    fn hidden_characters_and_lookalikes_are_refused() {
        let dir = tempfile::tempdir().unwrap();
        let mut a = Accounts::open(&database(dir.path())).unwrap();
        a.bind("SHA256:bob", "bob").unwrap();
        a.bind("SHA256:alice", "alice").unwrap();
        for hidden in [
            '\u{200B}', '\u{200D}', '\u{2060}', '\u{FEFF}', '\u{00AD}', '\u{200F}', '\u{061C}',
        ] {
            let nick = format!("bo{hidden}b");
            assert_eq!(
                a.bind("SHA256:x", &nick),
                Err(NickError::Hidden),
                "{nick:?}"
            );
        }
        assert_eq!(
            a.bind("SHA256:x", "\u{430}lice"),
            Err(NickError::LooksTaken)
        );
        assert_eq!(a.bind("SHA256:x", "ＢＯＢ"), Err(NickError::Taken));
        assert_eq!(a.bind("SHA256:x", "ɡuest-1"), Err(NickError::BadCharacter));
        assert_eq!(
            a.bind("SHA256:x", "ｃａｒｏｌ").unwrap(),
            "carol",
            "kept as NFKC"
        );
    }

    #[test]
    fn a_named_key_keeps_its_first_name() {
        let dir = tempfile::tempdir().unwrap();
        let mut a = Accounts::open(&database(dir.path())).unwrap();
        assert_eq!(a.bind("SHA256:a", "first").unwrap(), "first");
        assert_eq!(a.bind("SHA256:a", "second").unwrap(), "first");
        assert!(
            a.bind("SHA256:b", "second").is_ok(),
            "the other name is free"
        );
    }

    #[test]
    fn a_broken_store_is_an_error_not_a_fresh_start() {
        let dir = tempfile::tempdir().unwrap();
        let path = dir.path().join("club.db");
        std::fs::write(&path, "this is not SQLite, only text that is long enough").unwrap();
        assert!(Accounts::open(&path).is_err());
    }
}
