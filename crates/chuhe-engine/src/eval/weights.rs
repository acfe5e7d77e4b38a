//! The evaluation's positional weights as data: piece-square tables, mobility per
//! strong piece, king-safety terms, pawn terms and the tempo. Material is not here:
//! its values are fixed by 2011 规则 1.2 (`material.rs`).
//!
//! Two sets exist: [`Weights::HAND`], the hand-set values of common Xiangqi teaching,
//! and [`super::tuned::TUNED`], fitted to the results of the shared game records by
//! `engine::tune` (written by `chuhe tune`). The evaluation is linear in every weight,
//! which is what lets the tuner extract each position's features once.

use super::pst;

/// How many numbers a [`Weights`] holds (the tuner's parameter vector).
pub const COUNT: usize = 7 * pst::HALF + 3 + 7;

/// Positional weights, in centipawns.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub struct Weights {
    /// Piece-square bonuses by `Kind::index()`, each a half table indexed by
    /// `pst::half_index` (rank from the owner's back rank × 5 + distance from the
    /// central file).
    pub pst: [[i32; pst::HALF]; 7],
    /// Per reachable square above (below: a penalty) the expected count, for rook,
    /// horse and cannon (`mobility.rs`).
    pub mobility: [i32; 3],
    /// Penalty per palace point hit, multiplied by the number of attackers.
    pub attack: i32,
    /// Added to `attack` in hundredths per missing advisor or elephant.
    pub attack_unguarded: i32,
    /// An enemy cannon facing the general with nothing between (空头炮).
    pub empty_headed_cannon: i32,
    /// No piece of the general's own in front of it while the enemy has a rook.
    pub open_file_to_rook: i32,
    /// Each pair of crossed pawns side by side (连兵).
    pub connected_crossed: i32,
    /// Each extra pawn on a file (叠兵), a penalty.
    pub doubled: i32,
    /// Having the move.
    pub tempo: i32,
}

impl Weights {
    /// The hand-set weights (see each term's file for the reason of its value).
    pub const HAND: Weights = Weights {
        pst: pst::hand_tables(),
        mobility: [4, 8, 3],
        attack: 3,
        attack_unguarded: 75,
        empty_headed_cannon: 70,
        open_file_to_rook: 20,
        connected_crossed: 20,
        doubled: 15,
        tempo: 10,
    };

    /// The weights as one vector, in a fixed order: the piece-square tables kind by
    /// kind, then the mobility, then the other terms in the order of the fields.
    pub fn to_vec(&self) -> [i32; COUNT] {
        let mut v = [0; COUNT];
        for (k, table) in self.pst.iter().enumerate() {
            v[k * pst::HALF..(k + 1) * pst::HALF].copy_from_slice(table);
        }
        let rest = [
            self.mobility[0],
            self.mobility[1],
            self.mobility[2],
            self.attack,
            self.attack_unguarded,
            self.empty_headed_cannon,
            self.open_file_to_rook,
            self.connected_crossed,
            self.doubled,
            self.tempo,
        ];
        v[7 * pst::HALF..].copy_from_slice(&rest);
        v
    }

    /// The inverse of [`Weights::to_vec`].
    pub fn from_vec(v: &[i32; COUNT]) -> Weights {
        let mut pst = [[0; pst::HALF]; 7];
        for (k, table) in pst.iter_mut().enumerate() {
            table.copy_from_slice(&v[k * pst::HALF..(k + 1) * pst::HALF]);
        }
        let r = &v[7 * pst::HALF..];
        Weights {
            pst,
            mobility: [r[0], r[1], r[2]],
            attack: r[3],
            attack_unguarded: r[4],
            empty_headed_cannon: r[5],
            open_file_to_rook: r[6],
            connected_crossed: r[7],
            doubled: r[8],
            tempo: r[9],
        }
    }
}

/// Index of the first non-table weight in [`Weights::to_vec`].
pub const MOBILITY_AT: usize = 7 * pst::HALF;

/// Weights with their piece-square tables expanded to every square, built at compile
/// time, so that the evaluation costs no more than with constant tables.
#[derive(Debug)]
pub struct Tables {
    pub weights: Weights,
    pub pst: [[i32; 90]; 7],
}

impl Tables {
    pub const fn new(weights: Weights) -> Tables {
        Tables {
            pst: pst::expand(&weights.pst),
            weights,
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_vector_round_trips() {
        let mut v = Weights::HAND.to_vec();
        for (i, x) in v.iter_mut().enumerate() {
            *x += i as i32;
        }
        assert_eq!(Weights::from_vec(&v).to_vec(), v);
        assert_eq!(Weights::from_vec(&Weights::HAND.to_vec()), Weights::HAND);
    }
}
