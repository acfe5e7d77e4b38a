//! The seam between the referee ([`super::Match`]) and adjudication: how a position
//! ends the game (mate, stalemate, repetition, …), the natural-limit count and the
//! audit of a claim (23.3), a ruling asked for at a repeated position (24), and whether
//! a draw may be offered yet (2011 规则 4.3).
//!
//! [`CoreArbiter`] is the minimal implementation on the rules core: mate and stalemate
//! only, and the plies since the last capture for the natural limit. The adjudication
//! module (`crate::adjudication::Adjudicator`) plugs in through the same trait, adding
//! the repetition rules, the warnings and the exact counting of 23.3 (checks count at
//! most 10).

use super::config::MatchConfig;
use super::note::Note;
use super::outcome::{Reason, Verdict};
use super::text::Text;
use crate::adjudication::RuleSet;
use crate::rules::{Color, Move, Position};

/// The natural-limit count (4.2.4) as the rules count it.
#[derive(Copy, Clone, Debug, PartialEq, Eq, serde::Serialize, serde::Deserialize)]
pub struct NaturalLimitCount {
    /// Plies counted towards the limit so far.
    pub plies: u32,
    /// Plies at which the limit is reached (60 moves = 120 plies by default).
    pub limit_plies: u32,
}

impl NaturalLimitCount {
    /// Whole moves (回合) counted.
    pub fn moves(&self) -> u32 {
        self.plies / 2
    }

    pub fn limit_moves(&self) -> u32 {
        self.limit_plies / 2
    }

    pub fn reached(&self) -> bool {
        self.plies >= self.limit_plies
    }
}

/// The result of auditing a natural-limit claim (23.3).
#[derive(Clone, Debug, PartialEq, Eq, serde::Serialize, serde::Deserialize)]
pub struct ClaimAudit {
    pub upheld: bool,
    /// The count as audited (the claimant's checks counted at most 10 under `cxa`).
    pub count: NaturalLimitCount,
    pub explanation: Text,
}

/// The arbiter's answer to a player asking for a ruling of a repeated position (24).
#[derive(Clone, Debug, PartialEq, Eq, serde::Serialize, serde::Deserialize)]
pub struct RepetitionClaim {
    /// The position is a pending position (待判局面: a cycle repeated three times).
    pub pending: bool,
    /// 24.3 (2011 规则 4.3): the side that must vary at once.
    #[serde(with = "super::wire::opt_color")]
    pub must_vary: Option<Color>,
    /// 24.1, 24.2 or a broken order: the game ends.
    pub verdict: Option<Verdict>,
    /// The ruling as the arbiter says it, with its article.
    pub explanation: Text,
}

impl RepetitionClaim {
    /// No pending position: the position reached has occurred `count` times.
    pub fn not_pending(count: u32) -> RepetitionClaim {
        RepetitionClaim {
            pending: false,
            must_vary: None,
            verdict: None,
            explanation: Text::of(&Note::NotPending { count }),
        }
    }
}

/// What the referee asks of adjudication. Called after every move (`play`) and
/// take-back (`undo`); the queries are about the position reached.
pub trait Arbiter: Send {
    /// `m`, legal in the current position, has been played.
    fn play(&mut self, m: Move);
    /// The last move played has been taken back (casual undo).
    fn undo(&mut self);
    /// A verdict that ends the game in the position reached, if any.
    fn verdict(&self) -> Option<Verdict>;
    /// A warning for the players (e.g. "this position has occurred twice …").
    fn warning(&self) -> Option<Text>;
    /// The running natural-limit count.
    fn natural_limit(&self) -> NaturalLimitCount;
    /// Audits a natural-limit claim by `claimant` in the position reached (23.3).
    fn audit_natural_limit_claim(&self, claimant: Color) -> ClaimAudit;
    /// Whether the side that has just moved may offer a draw (2011 规则 4.3: not within
    /// the first 25 moves under `cxa`).
    fn draw_offer_allowed(&self) -> bool;
    /// A player asks for a ruling of the position reached (24). The bare rules know no
    /// repetition: nothing is pending.
    fn claim_repetition(&mut self, _claimant: Color) -> RepetitionClaim {
        RepetitionClaim::not_pending(1)
    }
}

/// The arbiter `Match::new` and `Match::replay` use: the adjudication module
/// (`adjudicated.rs`), judging repetitions and the natural limit as the game's rule
/// set says. [`CoreArbiter`] stays for tests that want the bare rules.
pub fn default_arbiter(config: &MatchConfig) -> Box<dyn Arbiter> {
    Box::new(super::adjudicated::Judge::for_game(config))
}

/// Draw offers are not allowed within the first 25 moves (2011 规则 4.3).
pub const NO_DRAW_OFFER_MOVES: u32 = 25;

/// The minimal arbiter on the rules core.
#[derive(Clone, Debug)]
pub struct CoreArbiter {
    rules: RuleSet,
    positions: Vec<Position>,
    limit_plies: u32,
}

impl CoreArbiter {
    /// `natural_limit_moves`: 60 by default (4.2.4), fewer if the event says so.
    pub fn new(rules: RuleSet, start: &Position, natural_limit_moves: u32) -> CoreArbiter {
        CoreArbiter {
            rules,
            positions: vec![start.clone()],
            limit_plies: natural_limit_moves.saturating_mul(2),
        }
    }

    fn position(&self) -> &Position {
        self.positions
            .last()
            .expect("the start position is never popped")
    }

    /// The number (回合) of the move just played, if any.
    fn last_move_number(&self) -> Option<u32> {
        if self.positions.len() < 2 {
            return None;
        }
        let pos = self.position();
        Some(match pos.side_to_move() {
            // Red just moved: the move number has not advanced yet.
            Color::Black => pos.fullmove_number(),
            Color::Red => pos.fullmove_number().saturating_sub(1),
        })
    }
}

impl Arbiter for CoreArbiter {
    fn play(&mut self, m: Move) {
        let next = self.position().after(m);
        self.positions.push(next);
    }

    fn undo(&mut self) {
        if self.positions.len() > 1 {
            self.positions.pop();
        }
    }

    fn verdict(&self) -> Option<Verdict> {
        let pos = self.position();
        if pos.has_legal_move() {
            return None;
        }
        let reason = if pos.is_check() {
            Reason::Checkmate
        } else {
            Reason::Stalemate
        };
        Some(Verdict::loss(pos.side_to_move(), reason))
    }

    fn warning(&self) -> Option<Text> {
        None
    }

    fn natural_limit(&self) -> NaturalLimitCount {
        NaturalLimitCount {
            plies: self.position().plies_since_capture(),
            limit_plies: self.limit_plies,
        }
    }

    fn audit_natural_limit_claim(&self, _claimant: Color) -> ClaimAudit {
        let count = self.natural_limit();
        let (m, l) = (count.moves(), count.limit_moves());
        let explanation = Text::of(&Note::NaturalLimitClaim {
            upheld: count.reached(),
            moves: m,
            limit: l,
        });
        ClaimAudit {
            upheld: count.reached(),
            count,
            explanation,
        }
    }

    fn draw_offer_allowed(&self) -> bool {
        match self.rules {
            RuleSet::Cxa => self
                .last_move_number()
                .is_some_and(|n| n > NO_DRAW_OFFER_MOVES),
            RuleSet::Folk | RuleSet::Axf => self.last_move_number().is_some(),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::match_control::outcome::Outcome;

    fn play(a: &mut CoreArbiter, moves: &[&str]) {
        for m in moves {
            a.play(Move::from_iccs(m).unwrap());
        }
    }

    #[test]
    fn mate_and_stalemate_lose_4_1_1_and_4_1_2() {
        // Rook b8 holds rank 8, the general on d0 holds the d-file (2.2), and the
        // other rook checks on rank 9.
        let pos = Position::from_fen("4k4/1R7/9/9/9/9/9/9/9/R2K5 w - - 0 1").unwrap();
        let mut a = CoreArbiter::new(RuleSet::Cxa, &pos, 60);
        assert_eq!(a.verdict(), None);
        play(&mut a, &["a0a9"]);
        let v = a.verdict().expect("mate");
        assert_eq!(v.outcome, Outcome::RedWins);
        assert_eq!(v.reason, Reason::Checkmate);
        a.undo();
        assert_eq!(a.verdict(), None);

        // Stalemate (困毙): Black's lone general on d9 with no move that is not check.
        let pos = Position::from_fen("3k5/9/9/9/9/9/9/9/4R4/2R1K4 w - - 0 1").unwrap();
        let mut a = CoreArbiter::new(RuleSet::Cxa, &pos, 60);
        play(&mut a, &["e1e8"]);
        let v = a.verdict().expect("stalemate");
        assert_eq!((v.outcome, v.reason), (Outcome::RedWins, Reason::Stalemate));
    }

    #[test]
    fn natural_limit_counts_plies_since_capture() {
        let pos = Position::from_fen("3k5/9/9/9/9/9/9/9/9/4K4 w - - 117 80").unwrap();
        let mut a = CoreArbiter::new(RuleSet::Cxa, &pos, 60);
        assert!(!a.audit_natural_limit_claim(Color::Red).upheld);
        play(&mut a, &["e0f0", "d9d8", "f0e0"]);
        let audit = a.audit_natural_limit_claim(Color::Black);
        assert!(audit.upheld, "{}", audit.explanation);
        assert_eq!(audit.count.moves(), 60);
    }

    #[test]
    fn no_draw_offer_in_the_first_25_moves_4_3() {
        let pos = Position::from_fen("3k5/9/9/9/9/9/9/9/9/4K4 w - - 0 25").unwrap();
        let mut a = CoreArbiter::new(RuleSet::Cxa, &pos, 60);
        assert!(!a.draw_offer_allowed(), "no move yet");
        play(&mut a, &["e0f0"]); // Red's 25th move
        assert!(!a.draw_offer_allowed());
        play(&mut a, &["d9d8"]); // Black's 25th move
        assert!(!a.draw_offer_allowed());
        play(&mut a, &["f0e0"]); // Red's 26th move
        assert!(a.draw_offer_allowed());
        let mut axf = CoreArbiter::new(RuleSet::Axf, &Position::startpos(), 60);
        play(&mut axf, &["h2e2"]);
        assert!(axf.draw_offer_allowed(), "4.3 is a CXA rule");
    }
}
