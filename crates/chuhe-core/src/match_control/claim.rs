//! Natural-limit claims (自然限着, 23.3): the clock is stopped while the claim is audited;
//! an upheld claim is a draw (4.2.4); a false one is a foul (9.1.4) and adds 5 minutes
//! to the claimant's used time, which loses if it exhausts the claimant's time; a
//! second false claim within the same stretch without capture (同一"自然限着"阶段)
//! loses the game (4.1.11 of 001).

use std::time::Duration;

use super::wire;
use crate::rules::Color;

/// Time added to a false claimant's clock (23.3).
pub const FALSE_CLAIM_PENALTY: Duration = Duration::from_secs(5 * 60);

/// One audited claim.
#[derive(Clone, Debug, PartialEq, Eq, serde::Serialize, serde::Deserialize)]
pub struct ClaimRecord {
    #[serde(with = "wire::color")]
    pub by: Color,
    /// Plies played when it was made.
    pub ply: usize,
    /// The ply after which the stretch without capture began (the last capture, or the
    /// start of the game): claims in the same stretch share it.
    pub stretch: usize,
    pub upheld: bool,
}

/// The claims of one game.
#[derive(Clone, Debug, Default, PartialEq, Eq, serde::Serialize, serde::Deserialize)]
pub struct Claims {
    records: Vec<ClaimRecord>,
}

impl Claims {
    pub fn records(&self) -> &[ClaimRecord] {
        &self.records
    }

    /// Records an audited claim. For a false one, returns true when it is the
    /// claimant's second false claim in the same stretch (4.1.11).
    pub fn record(&mut self, by: Color, ply: usize, stretch: usize, upheld: bool) -> bool {
        let second = !upheld
            && self
                .records
                .iter()
                .any(|r| r.by == by && !r.upheld && r.stretch == stretch);
        self.records.push(ClaimRecord {
            by,
            ply,
            stretch,
            upheld,
        });
        second
    }

    /// Forgets claims made after `ply` plies (casual take-back).
    pub fn truncate(&mut self, ply: usize) {
        self.records.retain(|r| r.ply <= ply);
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn second_false_claim_in_the_same_stretch_4_1_11() {
        let mut c = Claims::default();
        assert!(!c.record(Color::Red, 80, 10, false));
        assert!(
            !c.record(Color::Black, 81, 10, false),
            "each player counts alone"
        );
        assert!(c.record(Color::Red, 90, 10, false));
        // After a capture a new stretch begins.
        assert!(!c.record(Color::Black, 95, 93, false));
        assert!(
            !c.record(Color::Red, 97, 93, true),
            "upheld claims never lose"
        );
        assert_eq!(c.records().len(), 5);
    }
}
