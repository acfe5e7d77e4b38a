//! The weight of a possible pair in a Dutch bracket (C.04.3 C.5–C.19): each quality
//! criterion, in its order of priority, gets a field of bits wide enough that the
//! sum over a whole bracket's pairs cannot spill into the field above. A
//! maximum-weight matching then satisfies the criteria lexicographically, which is
//! what B.8 asks of the best candidate. The lowest bits are left free for the
//! candidate order of D.1–D.3 (`swiss_bracket.rs`).

use std::collections::BTreeMap;

use super::swiss::{Float, Ranked};
use super::wide::Wide;

#[derive(Copy, Clone, Debug, PartialEq, Eq, PartialOrd, Ord)]
pub(super) enum Role {
    /// In the next score group: only there so that C.7 can look one bracket ahead.
    Lower,
    Resident,
    /// Moved down from a higher bracket (A.4).
    Mdp,
}

/// How the bits of a bracket's weights are laid out.
pub(super) struct Layout {
    /// Residents' count in bits (C.5 and the one-per-pair criteria).
    bracket_bits: u32,
    lower_bits: u32,
    /// Bits for every score difference (A.8) that may occur, smallest difference
    /// lowest; `offset` says where each difference's count starts.
    sd_bits: u32,
    offset: BTreeMap<i64, u32>,
    /// The lowest score among the residents (A.8's artificial value is a point below).
    min_score: i64,
    one_round: bool,
    two_rounds: bool,
    /// The penultimate or last pairing bracket (A.9): C.7 does not apply there, and
    /// the player left over matters for the bye.
    ppb_or_lpb: bool,
    pub order_bits: u32,
}

/// One point in tenths: A.8's "one point less than the lowest resident".
const POINT: i64 = 10;

fn bit_length(n: usize) -> u32 {
    usize::BITS - n.leading_zeros()
}

impl Layout {
    pub fn new(
        p: &[Ranked],
        mdps: &[usize],
        residents: &[usize],
        lower: &[usize],
        round: u32,
        ppb_or_lpb: bool,
    ) -> Layout {
        let min_score = residents.last().map_or(0, |&r| p[r].score);
        // Every score difference that can occur, with how often it can.
        let mut counts: BTreeMap<i64, usize> = BTreeMap::new();
        for &i in mdps.iter().chain(residents) {
            *counts.entry(p[i].score - min_score + POINT).or_default() += 1;
        }
        for &m in mdps {
            let distinct: std::collections::BTreeSet<i64> =
                residents.iter().map(|&r| p[m].score - p[r].score).collect();
            for d in distinct {
                *counts.entry(d).or_default() += 1;
            }
        }
        for (k, &r) in residents.iter().enumerate() {
            let distinct: std::collections::BTreeSet<i64> = residents[k + 1..]
                .iter()
                .map(|&l| p[r].score - p[l].score)
                .collect();
            for d in distinct {
                *counts.entry(d).or_default() += 1;
            }
        }
        let mut offset = BTreeMap::new();
        let mut sd_bits = 0;
        for (&d, &c) in &counts {
            offset.insert(d, sd_bits);
            sd_bits += bit_length(c);
        }
        let bracket_bits = bit_length(residents.len());
        Layout {
            bracket_bits,
            lower_bits: bit_length(lower.len()),
            sd_bits,
            offset,
            min_score,
            one_round: round > 1,
            two_rounds: round > 2,
            ppb_or_lpb,
            order_bits: 3 * bracket_bits + 1,
        }
    }

    /// The field widths of C.5–C.19, in order.
    fn shifts(&self) -> [u32; 15] {
        let bb = self.bracket_bits;
        let sd = self.sd_bits;
        let one = |w: u32| if self.one_round { w } else { 0 };
        let two = |w: u32| if self.two_rounds { w } else { 0 };
        let c7 = if self.ppb_or_lpb {
            0
        } else {
            self.lower_bits + sd
        };
        [
            bb,
            sd,
            c7,
            bb,
            bb,
            bb,
            bb,
            one(bb),
            two(bb),
            one(bb),
            two(bb),
            one(sd),
            one(sd),
            two(sd),
            two(sd),
        ]
    }

    /// All the bits a weight can use (the bye field, the criteria, the candidate
    /// order, and a margin).
    pub fn total_bits(&self) -> u32 {
        2 + self.shifts().iter().sum::<u32>() + self.order_bits + 1
    }

    /// A weight above any pair's: fixes a pair once chosen.
    pub fn max_weight(&self) -> Wide {
        Wide::pow2(self.total_bits()) - Wide::from_i64(1)
    }

    fn sd(&self, d: i64) -> Wide {
        Wide::pow2(self.offset.get(&d).copied().unwrap_or(0))
    }

    /// The weight of pairing `a` with `b` (a ranked above b); the pair must be
    /// allowed by the absolute criteria.
    pub fn weight(&self, a: &Ranked, ra: Role, b: &Ranked, rb: Role) -> Wide {
        let one = Wide::from_i64(1);
        let zero = Wide::ZERO;
        let bit = |c: bool| if c { one } else { zero };
        let paired = rb != Role::Lower;
        let d1 = a.score - self.min_score + POINT;
        let d2 = b.score - self.min_score + POINT;
        let d3 = a.score - b.score;
        let side_conflict = a.pref.colour.is_some() && a.pref.colour == b.pref.colour;
        let top = a.top || b.top;
        let a_higher = a.score > b.score;
        let down = |p: &Ranked, k: usize| p.floats[k] == Some(Float::Down);
        let up = |p: &Ranked, k: usize| p.floats[k] == Some(Float::Up);
        // The bye (C.2 with A.9): in the last brackets, pairing players who already
        // had a point without play keeps them from being the one left over.
        let mut w = if self.ppb_or_lpb {
            Wide::from_i64(1 + i64::from(a.bye_received) + i64::from(b.bye_received))
        } else {
            zero
        };
        let mut values = [zero; 15];
        if paired {
            // C.5: as many pairs as possible.
            values[0] = one;
            // C.6: the PSD — the downfloats avoided, less the difference that remains.
            values[1] = self.sd(d1) + self.sd(d2) - self.sd(d3);
            // C.8, C.9 (topscorers), C.10 (colour preferences), C.11 (strong ones).
            values[3] = bit(!(top
                && a.pref.difference.abs() > 1
                && b.pref.difference.abs() > 1
                && a.pref.colour == b.pref.colour));
            values[4] = bit(!(top && a.double && b.double && a.pref.colour == b.pref.colour));
            values[5] = bit(!side_conflict);
            let strong = |p: &Ranked| p.pref.strength >= super::colour::Strength::Strong;
            values[6] = bit(!(strong(a) && strong(b) && side_conflict));
            if self.one_round {
                // C.12: no downfloat twice running; only the higher player can float.
                values[7] =
                    Wide::from_i64(i64::from(down(a, 0) && !a_higher) + i64::from(down(b, 0)));
                // C.14: nor as two rounds before.
                values[9] =
                    Wide::from_i64(i64::from(down(a, 1) && !a_higher) + i64::from(down(b, 1)));
                // C.16, C.17: the score differences of those repeated floats.
                values[11] = bit(down(a, 0)).shl(self.offset_of(d1))
                    + bit(down(b, 0)).shl(self.offset_of(d2))
                    - if down(a, 0) && a_higher {
                        self.sd(d3)
                    } else {
                        zero
                    };
                values[12] = zero - bit(up(b, 0) && a_higher).shl(self.offset_of(d1));
            }
            if self.two_rounds {
                // C.13, C.15: no upfloat as in the last round, or two rounds before.
                values[8] = bit(!(up(b, 0) && a_higher));
                values[10] = bit(!(up(b, 1) && a_higher));
                // C.18, C.19.
                values[13] = bit(down(a, 1)).shl(self.offset_of(d1))
                    + bit(down(b, 1)).shl(self.offset_of(d2))
                    - if down(a, 1) && a_higher {
                        self.sd(d3)
                    } else {
                        zero
                    };
                values[14] = zero - bit(up(b, 1) && a_higher).shl(self.offset_of(d1));
            }
        }
        if !self.ppb_or_lpb {
            // C.7: pairs with the next score group, and the downfloats they avoid, for
            // the next bracket.
            let mut c7 = bit(!paired).shl(self.sd_bits);
            if ra != Role::Lower {
                c7 += self.sd(d1);
            }
            if rb != Role::Lower {
                c7 += self.sd(d2);
            }
            values[2] = c7;
        }
        for (shift, value) in self.shifts().into_iter().zip(values) {
            w = w.shl(shift) + value;
        }
        w.shl(self.order_bits)
    }

    fn offset_of(&self, d: i64) -> u32 {
        self.offset.get(&d).copied().unwrap_or(0)
    }
}
