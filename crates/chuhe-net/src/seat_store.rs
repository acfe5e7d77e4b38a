//! The seats a player holds in hosted games: the token of each, kept in the player's
//! own data directory (`<data>/net/seats/<code>.json`, directory mode 0700), so that
//! `chuhe join CODE` after a dropped SSH session takes the same seat back.

use std::io;
use std::path::{Path, PathBuf};

use serde::{Deserialize, Serialize};

use chuhe_core::atomic_file::write_atomically;
use chuhe_core::match_control::wire;
use chuhe_core::rules::Color;

use super::code::{JoinCode, Token};
use super::permissions;

#[derive(Serialize, Deserialize)]
struct Held {
    #[serde(with = "wire::color")]
    seat: Color,
    token: String,
}

/// Where a player's seat tokens are kept.
#[derive(Clone, Debug)]
pub struct SeatStore {
    dir: PathBuf,
}

impl SeatStore {
    /// The store in `<data dir>/net/seats`.
    pub fn in_data_dir(data: &Path) -> SeatStore {
        SeatStore {
            dir: data.join("net").join("seats"),
        }
    }

    fn path(&self, code: &JoinCode) -> PathBuf {
        self.dir.join(format!("{code}.json"))
    }

    /// The seat held in the game of `code`, if any (a damaged file counts as none).
    pub fn load(&self, code: &JoinCode) -> Option<(Color, Token)> {
        let text = std::fs::read_to_string(self.path(code)).ok()?;
        let held: Held = serde_json::from_str(&text).ok()?;
        Some((held.seat, held.token.parse().ok()?))
    }

    /// Remembers the seat held in the game of `code`.
    pub fn save(&self, code: &JoinCode, seat: Color, token: &Token) -> io::Result<()> {
        permissions::prepare_private_dir(&self.dir)?;
        let held = Held {
            seat,
            token: token.to_string(),
        };
        let text = serde_json::to_string(&held).expect("a seat serializes");
        write_atomically(&self.path(code), text.as_bytes())
    }

    /// Forgets the seat (the game is over, or the host no longer knows the token).
    pub fn forget(&self, code: &JoinCode) {
        let _ = std::fs::remove_file(self.path(code));
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_seat_is_remembered_per_code_and_forgotten() {
        let tmp = tempfile::tempdir().unwrap();
        let store = SeatStore::in_data_dir(tmp.path());
        let code: JoinCode = "k7q2-m9xd-4htw".parse().unwrap();
        let other: JoinCode = "k7q2-m9xd-4htx".parse().unwrap();
        assert!(store.load(&code).is_none());
        let token = Token::random().unwrap();
        store.save(&code, Color::Black, &token).unwrap();
        let (seat, back) = store.load(&code).unwrap();
        assert_eq!(seat, Color::Black);
        assert!(back.matches(&token));
        assert!(store.load(&other).is_none(), "another game's code");
        use std::os::unix::fs::PermissionsExt;
        let mode = std::fs::metadata(tmp.path().join("net/seats"))
            .unwrap()
            .permissions()
            .mode();
        assert_eq!(mode & 0o777, 0o700);
        std::fs::write(store.path(&code), "{broken").unwrap();
        assert!(store.load(&code).is_none());
        store.forget(&code);
        assert!(store.load(&code).is_none());
    }
}
