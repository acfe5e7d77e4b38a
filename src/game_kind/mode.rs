//! How strictly a game is run: casual, practice or tournament.

use std::fmt;
use std::str::FromStr;

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
    type Err = String;
    fn from_str(s: &str) -> Result<Mode, String> {
        match s.to_ascii_lowercase().as_str() {
            "casual" => Ok(Mode::Casual),
            "practice" => Ok(Mode::Practice),
            "tournament" => Ok(Mode::Tournament),
            other => Err(format!(
                "unknown mode '{other}' (casual, practice or tournament)"
            )),
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
