//! Points for a game: 1 / ½ / 0 (14.1), or the 2-1-0 and 3-1-0 scales some events use.
//! A forfeit counts as a win for the player present and 0 for the absent one (21.4).

use std::fmt;
use std::str::FromStr;

use serde::{Deserialize, Serialize};

use super::result::Score;
use chuhe_core::lang::{NameKind, UnknownName};

#[derive(Copy, Clone, Debug, Default, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum Scoring {
    /// 14.1: win 1, draw ½, loss 0.
    #[default]
    #[serde(rename = "1-0.5-0")]
    Standard,
    #[serde(rename = "2-1-0")]
    TwoOneZero,
    #[serde(rename = "3-1-0")]
    ThreeOneZero,
}

impl Scoring {
    pub fn points(self, score: Score) -> f64 {
        match (self, score) {
            (_, Score::Loss) => 0.0,
            (Scoring::Standard, Score::Win) => 1.0,
            (Scoring::Standard, Score::Draw) => 0.5,
            (Scoring::TwoOneZero, Score::Win) => 2.0,
            (Scoring::TwoOneZero, Score::Draw) => 1.0,
            (Scoring::ThreeOneZero, Score::Win) => 3.0,
            (Scoring::ThreeOneZero, Score::Draw) => 1.0,
        }
    }

    pub fn as_str(self) -> &'static str {
        match self {
            Scoring::Standard => "1-0.5-0",
            Scoring::TwoOneZero => "2-1-0",
            Scoring::ThreeOneZero => "3-1-0",
        }
    }
}

impl fmt::Display for Scoring {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.as_str())
    }
}

impl FromStr for Scoring {
    type Err = UnknownName;
    fn from_str(s: &str) -> Result<Scoring, UnknownName> {
        match s.trim() {
            "1-0.5-0" | "1-½-0" | "1" => Ok(Scoring::Standard),
            "2-1-0" => Ok(Scoring::TwoOneZero),
            "3-1-0" => Ok(Scoring::ThreeOneZero),
            other => Err(UnknownName::new(NameKind::Scoring, other)),
        }
    }
}

/// `1½`, `3`, `0` — points as the cross-tables of the rule book write them.
pub fn points_text(p: f64) -> String {
    let whole = p.floor();
    let half = p - whole >= 0.5;
    match (whole as i64, half) {
        (0, true) => "½".to_string(),
        (w, true) => format!("{w}½"),
        (w, false) => format!("{w}"),
    }
}
