//! The natural move limit (自然限着): 60 moves — 120 plies — without a capture is a
//! draw; an event may set fewer (4.2.4 of 001). How the moves are counted depends on
//! the rule set:
//!
//! - `cxa` (23.3): when a claim is audited, the claimant's checks count at most 10
//!   moves. chuhe reads "moves" as rounds: each check beyond the tenth takes its whole
//!   round (two plies) out of the count. When nobody claims, the arbiter may still
//!   declare the draw after auditing (23.3, last sentence); chuhe then caps both sides'
//!   checks, the count every claim would have to pass.
//! - `folk` (002, 3.2.3): moves that only walk a repeated cycle again — that reach a
//!   position seen before — do not count (3.2.3.1), and each side's attacking moves
//!   (checks, mate threats, chases of big pieces) count at most 10 (3.2.3.2). The text
//!   counts 着 (plies), so every excluded move takes one ply out.
//! - `axf`: as `cxa` (the AXF rule book limits checks the same way).

use crate::rules::Color;

use super::RuleSet;

/// The most checks (or, under `folk`, attacking moves) of one side that count.
const COUNTED_ATTACKS: u32 = 10;

/// The running count of the natural move limit, for the screen.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub struct NaturalLimit {
    /// Plies counted since the last capture, as the rule set counts them.
    pub counted_plies: u32,
    /// Plies that make the limit (120 for 60 moves).
    pub limit_plies: u32,
}

impl NaturalLimit {
    /// Whole moves counted.
    pub const fn moves(&self) -> u32 {
        self.counted_plies / 2
    }

    pub const fn limit_moves(&self) -> u32 {
        self.limit_plies / 2
    }

    pub const fn reached(&self) -> bool {
        self.counted_plies >= self.limit_plies
    }
}

/// The audit of a natural-limit claim (23.3): is the claim right, and why.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub struct ClaimAudit {
    pub claimant: Color,
    /// The claim is right: the game is a draw (23.3). A wrong claim is a foul
    /// (9.1.4), for match control to handle.
    pub valid: bool,
    /// Plies counted for this claimant.
    pub counted_plies: u32,
    pub limit_plies: u32,
    /// Plies left out of the count because of the claimant's checks beyond the tenth.
    pub excluded_plies: u32,
}

/// What the count needs to know since the last capture.
#[derive(Copy, Clone, Debug, Default, PartialEq, Eq)]
pub struct Counters {
    /// Plies since the last capture (including those before the game was set up).
    pub plies: u32,
    /// Checking moves of each side.
    pub checks: [u32; 2],
    /// Attacking moves (打着) of each side that were not repeats (folk).
    pub attacks: [u32; 2],
    /// Moves that reached a position seen before since the last capture (folk).
    pub repeats: u32,
}

/// One move as the count sees it.
#[derive(Copy, Clone, Debug)]
pub struct CountedMove {
    pub side: Color,
    pub capture: bool,
    pub check: bool,
    pub attack: bool,
    pub repeat: bool,
}

impl Counters {
    /// Starts counting from a position whose capture counter is `plies`.
    pub fn starting_at(plies: u32) -> Counters {
        Counters {
            plies,
            ..Counters::default()
        }
    }

    pub fn after(self, m: CountedMove) -> Counters {
        if m.capture {
            return Counters::default();
        }
        let mut c = self;
        let i = m.side.index();
        c.plies += 1;
        c.checks[i] += m.check as u32;
        if m.repeat {
            c.repeats += 1;
        } else {
            c.attacks[i] += m.attack as u32;
        }
        c
    }

    fn excess(count: u32) -> u32 {
        count.saturating_sub(COUNTED_ATTACKS)
    }

    /// Plies excluded from the count, for `claimant` or, with `None`, for an arbiter's
    /// own audit.
    fn excluded(&self, rules: RuleSet, claimant: Option<Color>) -> u32 {
        match rules {
            RuleSet::Cxa | RuleSet::Axf => {
                let rounds = match claimant {
                    Some(c) => Self::excess(self.checks[c.index()]),
                    None => self.checks.iter().map(|&n| Self::excess(n)).sum(),
                };
                2 * rounds
            }
            RuleSet::Folk => {
                self.repeats + self.attacks.iter().map(|&n| Self::excess(n)).sum::<u32>()
            }
        }
    }

    pub fn limit(&self, rules: RuleSet, limit_moves: u32) -> NaturalLimit {
        NaturalLimit {
            counted_plies: self.plies.saturating_sub(self.excluded(rules, None)),
            limit_plies: 2 * limit_moves,
        }
    }

    pub fn audit(&self, rules: RuleSet, limit_moves: u32, claimant: Color) -> ClaimAudit {
        let excluded = self.excluded(rules, Some(claimant));
        let counted = self.plies.saturating_sub(excluded);
        ClaimAudit {
            claimant,
            valid: counted >= 2 * limit_moves,
            counted_plies: counted,
            limit_plies: 2 * limit_moves,
            excluded_plies: excluded,
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn quiet(side: Color) -> CountedMove {
        CountedMove {
            side,
            capture: false,
            check: false,
            attack: false,
            repeat: false,
        }
    }

    fn play(c: Counters, n: u32, f: impl Fn(u32) -> CountedMove) -> Counters {
        (0..n).fold(c, |c, i| c.after(f(i)))
    }

    fn side(i: u32) -> Color {
        if i.is_multiple_of(2) {
            Color::Red
        } else {
            Color::Black
        }
    }

    #[test]
    fn sixty_quiet_moves_reach_the_limit_4_2_4() {
        let c = play(Counters::default(), 119, |i| quiet(side(i)));
        assert!(!c.limit(RuleSet::Cxa, 60).reached());
        let c = c.after(quiet(Color::Black));
        assert!(c.limit(RuleSet::Cxa, 60).reached());
        assert_eq!(c.limit(RuleSet::Cxa, 60).moves(), 60);
        // The event may set fewer (4.2.4: 酌减).
        assert!(
            play(Counters::default(), 80, |i| quiet(side(i)))
                .limit(RuleSet::Cxa, 40)
                .reached()
        );
    }

    #[test]
    fn a_capture_restarts_the_count() {
        let c = play(Counters::default(), 100, |i| quiet(side(i)));
        let mut m = quiet(Color::Red);
        m.capture = true;
        assert_eq!(c.after(m).plies, 0);
    }

    #[test]
    fn claimants_checks_count_at_most_ten_23_3() {
        // Red checks on 15 of its 60 moves: 5 rounds do not count for Red's claim.
        let c = play(Counters::default(), 120, |i| {
            let mut m = quiet(side(i));
            m.check = side(i) == Color::Red && i < 30;
            m
        });
        let red = c.audit(RuleSet::Cxa, 60, Color::Red);
        assert!(!red.valid);
        assert_eq!(red.excluded_plies, 10);
        assert_eq!(red.counted_plies, 110);
        // Black did not check: its claim is right.
        assert!(c.audit(RuleSet::Cxa, 60, Color::Black).valid);
        // The arbiter's own count caps both sides.
        assert_eq!(c.limit(RuleSet::Cxa, 60).counted_plies, 110);
    }

    #[test]
    fn folk_leaves_out_repeats_and_excess_attacks_3_2_3() {
        let c = play(Counters::default(), 120, |i| {
            let mut m = quiet(side(i));
            m.repeat = i < 8;
            m.attack = (8..8 + 24).contains(&i) && side(i) == Color::Black;
            m
        });
        // 8 repeated plies, and Black's 12 attacks beyond the first 10 count 2 out.
        assert_eq!(c.limit(RuleSet::Folk, 60).counted_plies, 120 - 8 - 2);
    }
}
