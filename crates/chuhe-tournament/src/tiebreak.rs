//! Tie-breaks (15.1, 15.2), in the order the event lists them. The rule book names
//! them without defining them; the definitions here are the ones Chinese arbiters use,
//! and the README gives each with its article.

use std::fmt;
use std::str::FromStr;

use serde::{Deserialize, Serialize};

use super::event::System;
use chuhe_core::lang::{Lang, NameKind, Render, UnknownName};

#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum TieBreak {
    /// 小分 (15.1): the scores of the opponents a player beat, plus half the scores of
    /// the opponents drawn with (the Sonneborn-Berger sum).
    SmallPoints,
    /// 胜局 (15.1, 15.2): games won, forfeits won ("+", 21.4) and a Swiss bye included.
    Wins,
    /// 直胜 (15.1): the points scored in the games among the players still tied.
    DirectEncounter,
    /// 犯规 (15.1, 15.2): fouls on the result sheets (10.1); fewer ranks higher.
    Fouls,
    /// 对手分 (15.2): the sum of the opponents' scores (a bye adds nothing).
    OpponentScore,
    /// 累进分 (optional with 15.2): the sum of the running score after every round.
    Progressive,
    /// 对手分 without the lowest opponent (optional).
    OpponentScoreCutOne,
}

impl TieBreak {
    pub const ALL: [TieBreak; 7] = [
        TieBreak::SmallPoints,
        TieBreak::Wins,
        TieBreak::DirectEncounter,
        TieBreak::Fouls,
        TieBreak::OpponentScore,
        TieBreak::Progressive,
        TieBreak::OpponentScoreCutOne,
    ];

    /// The order of the article for each system: 15.1 for round robin, 15.2 for Swiss.
    /// Knockout has none in the rule book (its places come from the stage reached).
    pub fn defaults(system: System) -> Vec<TieBreak> {
        match system {
            System::RoundRobin | System::DoubleRoundRobin | System::GroupedRoundRobin => vec![
                TieBreak::SmallPoints,
                TieBreak::Wins,
                TieBreak::DirectEncounter,
                TieBreak::Fouls,
            ],
            System::Swiss => vec![TieBreak::OpponentScore, TieBreak::Wins, TieBreak::Fouls],
            System::Knockout | System::DoubleElimination => Vec::new(),
        }
    }

    pub fn as_str(self) -> &'static str {
        match self {
            TieBreak::SmallPoints => "small-points",
            TieBreak::Wins => "wins",
            TieBreak::DirectEncounter => "direct-encounter",
            TieBreak::Fouls => "fouls",
            TieBreak::OpponentScore => "opponent-score",
            TieBreak::Progressive => "progressive",
            TieBreak::OpponentScoreCutOne => "opponent-score-cut1",
        }
    }

    /// Whether a larger value ranks higher.
    pub fn higher_is_better(self) -> bool {
        self != TieBreak::Fouls
    }
}

impl fmt::Display for TieBreak {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.as_str())
    }
}

impl FromStr for TieBreak {
    type Err = UnknownName;
    fn from_str(s: &str) -> Result<TieBreak, UnknownName> {
        let s = s.trim();
        TieBreak::ALL
            .into_iter()
            .find(|t| t.as_str() == s || t.render(Lang::Zh) == s || t.render(Lang::En) == s)
            .ok_or_else(|| UnknownName::new(NameKind::TieBreak, s))
    }
}
