//! How a game ends: the verdict and the reason an arbiter would give for it.

use std::fmt;

use crate::lang::Lang;
use crate::rules::Color;

use super::reason::AdjudicatedEnd;

/// The result of an adjudication.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub enum AdjudicatedResult {
    RedLoses,
    BlackLoses,
    Draw,
}

impl AdjudicatedResult {
    /// The verdict in which `side` loses.
    pub const fn loss_for(side: Color) -> AdjudicatedResult {
        match side {
            Color::Red => AdjudicatedResult::RedLoses,
            Color::Black => AdjudicatedResult::BlackLoses,
        }
    }

    /// The side that loses, if any.
    pub const fn loser(self) -> Option<Color> {
        match self {
            AdjudicatedResult::RedLoses => Some(Color::Red),
            AdjudicatedResult::BlackLoses => Some(Color::Black),
            AdjudicatedResult::Draw => None,
        }
    }

    /// `red_loses`, `black_loses` or `draw`, as `chuhe judge --json` prints it.
    pub const fn json_name(self) -> &'static str {
        match self {
            AdjudicatedResult::RedLoses => "red_loses",
            AdjudicatedResult::BlackLoses => "black_loses",
            AdjudicatedResult::Draw => "draw",
        }
    }

    /// The result as a scoresheet writes it (10.1): 0-1, 1-0 or ½-½, Red first.
    pub const fn score(self) -> &'static str {
        match self {
            AdjudicatedResult::RedLoses => "0-1",
            AdjudicatedResult::BlackLoses => "1-0",
            AdjudicatedResult::Draw => "1/2-1/2",
        }
    }
}

impl fmt::Display for AdjudicatedResult {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.json_name())
    }
}

/// A verdict with the reason for it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Judgement {
    pub verdict: AdjudicatedResult,
    pub reason: AdjudicatedEnd,
}

impl Judgement {
    /// The reason in the interface language, citing the article.
    pub fn message(&self, lang: Lang) -> String {
        self.reason.message(lang)
    }
}
