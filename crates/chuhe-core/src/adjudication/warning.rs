//! The warning shown once a position has occurred twice: what the third occurrence
//! would bring (24 of 000; 4.1.1.1 of 002: the side that must vary is told so).

use crate::lang::{Lang, Render};
use crate::rules::Color;

use super::ruling::RepetitionRuling;
use super::verdict::AdjudicatedResult;

/// "This position has occurred twice; if Red keeps chasing the rook, Red loses."
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub struct Warning {
    /// The ruling the cycle would get if it were repeated once more unchanged.
    pub ruling: RepetitionRuling,
}

impl Warning {
    /// The side that must vary to avoid losing, if any.
    pub fn must_vary(&self) -> Option<Color> {
        self.ruling.verdict.loser()
    }

    /// What a third occurrence would mean.
    pub fn verdict_if_repeated(&self) -> AdjudicatedResult {
        self.ruling.verdict
    }

    pub fn message(&self, lang: Lang) -> String {
        self.render(lang)
    }
}
