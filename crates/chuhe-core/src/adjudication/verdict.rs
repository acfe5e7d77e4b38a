//! How a game ends: the verdict and the reason an arbiter would give for it.

use std::fmt;

use crate::lang::Lang;
use crate::rules::Color;

use super::reason::Reason;

/// The result of an adjudication.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub enum Verdict {
    RedLoses,
    BlackLoses,
    Draw,
}

impl Verdict {
    /// The verdict in which `side` loses.
    pub const fn loss_for(side: Color) -> Verdict {
        match side {
            Color::Red => Verdict::RedLoses,
            Color::Black => Verdict::BlackLoses,
        }
    }

    /// The side that loses, if any.
    pub const fn loser(self) -> Option<Color> {
        match self {
            Verdict::RedLoses => Some(Color::Red),
            Verdict::BlackLoses => Some(Color::Black),
            Verdict::Draw => None,
        }
    }

    /// `red_loses`, `black_loses` or `draw`, as `chuhe judge --json` prints it.
    pub const fn json_name(self) -> &'static str {
        match self {
            Verdict::RedLoses => "red_loses",
            Verdict::BlackLoses => "black_loses",
            Verdict::Draw => "draw",
        }
    }

    /// The result as a scoresheet writes it (10.1): 0-1, 1-0 or ½-½, Red first.
    pub const fn score(self) -> &'static str {
        match self {
            Verdict::RedLoses => "0-1",
            Verdict::BlackLoses => "1-0",
            Verdict::Draw => "1/2-1/2",
        }
    }
}

impl fmt::Display for Verdict {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.json_name())
    }
}

/// A verdict with the reason for it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Judgement {
    pub verdict: Verdict,
    pub reason: Reason,
}

impl Judgement {
    /// The reason in the interface language, citing the article.
    pub fn message(&self, lang: Lang) -> String {
        self.reason.message(lang)
    }
}
