//! How strictly a game is run: casual, practice or tournament.

use std::fmt;
use std::str::FromStr;

use crate::lang::{NameKind, UnknownName};

/// How strictly a game is run (PRODUCT.md, "Modes").
#[derive(
    Copy, Clone, Debug, Default, PartialEq, Eq, Hash, serde::Serialize, serde::Deserialize,
)]
#[serde(rename_all = "lowercase")]
pub enum Mode {
    /// Undo allowed, moves recorded automatically, clock optional.
    #[default]
    Casual,
    /// The player writes every move; entries are checked and mistakes counted.
    Practice,
    /// The full discipline of the rule texts.
    Tournament,
}

impl FromStr for Mode {
    type Err = UnknownName;
    fn from_str(s: &str) -> Result<Mode, UnknownName> {
        match s.to_ascii_lowercase().as_str() {
            "casual" => Ok(Mode::Casual),
            "practice" => Ok(Mode::Practice),
            "tournament" => Ok(Mode::Tournament),
            _ => Err(UnknownName::new(NameKind::Mode, s)),
        }
    }
}

impl fmt::Display for Mode {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(match self {
            Mode::Casual => "casual",
            Mode::Practice => "practice",
            Mode::Tournament => "tournament",
        })
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn modes_are_read_by_their_names_and_a_stranger_is_named() {
        let read: Vec<Mode> = NameKind::Mode
            .spellings()
            .iter()
            .map(|s| s.parse().unwrap())
            .collect();
        assert_eq!(read, [Mode::Casual, Mode::Practice, Mode::Tournament]);
        assert_eq!("Tournament".parse::<Mode>(), Ok(Mode::Tournament));
        let e = "blitz".parse::<Mode>().unwrap_err();
        assert_eq!((e.what, e.found.as_str()), (NameKind::Mode, "blitz"));
    }
}
