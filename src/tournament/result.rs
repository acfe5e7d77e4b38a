//! The result of one game (14.1) and the forfeits of 21.4: "+" won without play, "−"
//! lost without play.

use std::fmt;
use std::str::FromStr;

use serde::{Deserialize, Serialize};

#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum GameResult {
    #[serde(rename = "1-0")]
    RedWins,
    #[serde(rename = "0-1")]
    BlackWins,
    #[serde(rename = "1/2-1/2")]
    Draw,
    /// Red wins by forfeit (21.4: "+" for Red, "−" for Black).
    #[serde(rename = "+-")]
    RedForfeitWin,
    /// Black wins by forfeit.
    #[serde(rename = "-+")]
    BlackForfeitWin,
    /// Both players absent (21.3: both late past the limit): "−" for each.
    #[serde(rename = "--")]
    DoubleForfeit,
}

/// One player's share of a game.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum Score {
    Win,
    Draw,
    Loss,
}

impl GameResult {
    /// Red's score and Black's.
    pub fn scores(self) -> (Score, Score) {
        match self {
            GameResult::RedWins | GameResult::RedForfeitWin => (Score::Win, Score::Loss),
            GameResult::BlackWins | GameResult::BlackForfeitWin => (Score::Loss, Score::Win),
            GameResult::Draw => (Score::Draw, Score::Draw),
            GameResult::DoubleForfeit => (Score::Loss, Score::Loss),
        }
    }

    /// Decided without play (21.4).
    pub fn is_forfeit(self) -> bool {
        matches!(
            self,
            GameResult::RedForfeitWin | GameResult::BlackForfeitWin | GameResult::DoubleForfeit
        )
    }

    /// The text written on the command line and in the event file.
    pub fn as_str(self) -> &'static str {
        match self {
            GameResult::RedWins => "1-0",
            GameResult::BlackWins => "0-1",
            GameResult::Draw => "1/2-1/2",
            GameResult::RedForfeitWin => "+-",
            GameResult::BlackForfeitWin => "-+",
            GameResult::DoubleForfeit => "--",
        }
    }
}

impl fmt::Display for GameResult {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.as_str())
    }
}

impl FromStr for GameResult {
    type Err = String;
    fn from_str(s: &str) -> Result<GameResult, String> {
        match s.trim() {
            "1-0" => Ok(GameResult::RedWins),
            "0-1" => Ok(GameResult::BlackWins),
            "1/2-1/2" | "½-½" | "=" => Ok(GameResult::Draw),
            "+-" | "+:-" => Ok(GameResult::RedForfeitWin),
            "-+" | "-:+" => Ok(GameResult::BlackForfeitWin),
            "--" | "-:-" => Ok(GameResult::DoubleForfeit),
            other => Err(format!(
                "unknown result '{other}' (1-0, 0-1, 1/2-1/2, +- or -+)"
            )),
        }
    }
}
