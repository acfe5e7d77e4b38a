//! The result of one game (14.1) and the forfeits of 21.4: "+" won without play, "−"
//! lost without play; and 21.3's double forfeit, both players late: both lose ("−:−").

use std::fmt;
use std::str::FromStr;

use serde::{Deserialize, Serialize};

use chuhe_core::lang::{NameKind, UnknownName};
use chuhe_core::match_control::{Outcome, Reason, ResultSheet};

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
    /// 21.3: both players over the lateness limit — both lose the game, without play.
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
    type Err = UnknownName;
    /// The event file's forms, the ways an arbiter writes them on a sheet (1:0,
    /// 0.5-0.5, ½:½) and the words: 红胜、黑胜、和 (traditional 紅勝、黑勝), and in
    /// English red, black, draw, red wins … (any case, spaces as typed).
    fn from_str(s: &str) -> Result<GameResult, UnknownName> {
        let folded: String = s
            .trim()
            .to_lowercase()
            .split_whitespace()
            .collect::<Vec<_>>()
            .join(" ");
        match folded.as_str() {
            "1-0" | "1:0" | "红胜" | "紅勝" | "红方胜" | "紅方勝" | "先胜" | "先勝" | "red"
            | "red wins" | "red win" | "red won" => Ok(GameResult::RedWins),
            "0-1" | "0:1" | "黑胜" | "黑勝" | "黑方胜" | "黑方勝" | "后胜" | "後勝" | "black"
            | "black wins" | "black win" | "black won" => Ok(GameResult::BlackWins),
            "1/2-1/2" | "1/2:1/2" | "½-½" | "½:½" | "0.5-0.5" | "0.5:0.5" | "=" | "和" | "和棋"
            | "和局" | "draw" | "drawn" | "draw game" => Ok(GameResult::Draw),
            "+-" | "+:-" => Ok(GameResult::RedForfeitWin),
            "-+" | "-:+" => Ok(GameResult::BlackForfeitWin),
            "--" | "-:-" => Ok(GameResult::DoubleForfeit),
            _ => Err(UnknownName::new(NameKind::GameResult, s.trim())),
        }
    }
}

/// A finished game's result for the event, and each side's fouls, from its result
/// sheet (10.1). A loss the arbiter ruled for lateness (21.1) is a forfeit (21.4).
pub fn result_of_sheet(sheet: &ResultSheet) -> (GameResult, [u32; 2]) {
    let verdict = &sheet.verdict;
    let lateness = matches!(&verdict.reason, Reason::ArbiterDecision(r) if r.article == "21.1");
    let result = match (verdict.outcome, lateness) {
        (Outcome::RedWins, false) => GameResult::RedWins,
        (Outcome::BlackWins, false) => GameResult::BlackWins,
        (Outcome::RedWins, true) => GameResult::RedForfeitWin,
        (Outcome::BlackWins, true) => GameResult::BlackForfeitWin,
        (Outcome::Draw, _) => GameResult::Draw,
    };
    let fouls = sheet.fouls.each_ref().map(|f| f.len() as u32);
    (result, fouls)
}
