//! Move notation: Chinese (中文纵线记谱), WXF symbols and ICCS/UCCI coordinates
//! (see ../shared/NOTATION.md). Reading resolves text against a position; writing
//! prints any legal move.
//!
//! PLACEHOLDER: only ICCS is handled until the notation module (issue 3) lands; the
//! signatures below are the contract the other modules call.

use std::fmt;
use std::str::FromStr;

use thiserror::Error;

use crate::rules::{Move, Position};

/// The three notations chuhe reads and writes.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash, serde::Serialize, serde::Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum Notation {
    Chinese,
    Wxf,
    Iccs,
}

impl FromStr for Notation {
    type Err = String;
    fn from_str(s: &str) -> Result<Notation, String> {
        match s.to_ascii_lowercase().as_str() {
            "chinese" | "zh" | "cn" => Ok(Notation::Chinese),
            "wxf" => Ok(Notation::Wxf),
            "iccs" | "ucci" | "uci" | "coord" => Ok(Notation::Iccs),
            other => Err(format!("unknown notation '{other}' (chinese, wxf or iccs)")),
        }
    }
}

impl fmt::Display for Notation {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(match self {
            Notation::Chinese => "chinese",
            Notation::Wxf => "wxf",
            Notation::Iccs => "iccs",
        })
    }
}

/// How moves are printed.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Style {
    pub notation: Notation,
}

impl Default for Style {
    fn default() -> Style {
        Style {
            notation: Notation::Chinese,
        }
    }
}

#[derive(Clone, Debug, Error, PartialEq, Eq)]
pub enum NotationError {
    #[error("cannot read move \"{0}\"")]
    Unreadable(String),
    #[error("illegal move \"{text}\": {reason}")]
    Illegal {
        text: String,
        reason: crate::rules::IllegalMove,
    },
}

/// Reads a move in any notation (or the forced one) and resolves it in `pos`.
pub fn parse_move(
    pos: &Position,
    text: &str,
    forced: Option<Notation>,
) -> Result<Move, NotationError> {
    let _ = forced;
    let m = Move::from_iccs(text).ok_or_else(|| NotationError::Unreadable(text.to_string()))?;
    pos.check_move(m).map_err(|reason| NotationError::Illegal {
        text: text.to_string(),
        reason,
    })?;
    Ok(m)
}

/// Prints a legal move of `pos`.
pub fn write_move(pos: &Position, m: Move, style: &Style) -> String {
    let _ = (pos, style);
    m.to_string()
}
