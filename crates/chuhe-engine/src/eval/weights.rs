//! The evaluation's weights as data: material, piece-square tables, mobility per
//! strong piece, king-safety terms, pawn terms — each twice, for the middlegame and
//! for the endgame ([`Half`]) — and the tempo. The evaluation blends the two halves by
//! the phase (`mod.rs`), so a cannon can be worth more with many pieces on the board
//! to jump over and a horse more in an open endgame.
//!
//! Two sets exist: [`Weights::HAND`], the hand-set values of common Xiangqi teaching
//! (the same in both phases, material at 2011 规则 1.2's values), and
//! [`super::tuned::TUNED`], fitted by `engine::tune` (written by `chuhe tune`). The
//! evaluation is linear in every weight, which is what lets the tuner extract each
//! position's features once.

use super::{material, pst};

/// How many numbers one [`Half`] holds.
pub const HALF_COUNT: usize = 7 + 7 * pst::HALF + 3 + 9;
/// How many numbers a [`Weights`] holds (the tuner's parameter vector): the
/// middlegame half, the endgame half, the tempo.
pub const COUNT: usize = 2 * HALF_COUNT + 1;

/// Where each weight of a [`Half`] sits in [`Half::to_vec`].
pub mod at {
    use super::pst;
    pub const MATERIAL: usize = 0;
    pub const PST: usize = 7;
    pub const MOBILITY: usize = PST + 7 * pst::HALF;
    pub const ATTACK: usize = MOBILITY + 3;
    pub const ATTACK_UNGUARDED: usize = ATTACK + 1;
    pub const EMPTY_HEADED: usize = ATTACK + 2;
    pub const OPEN_FILE: usize = ATTACK + 3;
    pub const CONNECTED: usize = ATTACK + 4;
    pub const DOUBLED: usize = ATTACK + 5;
    pub const MISSING_ADVISOR: usize = ATTACK + 6;
    pub const MISSING_ELEPHANT: usize = ATTACK + 7;
    pub const SCREENED_CANNON: usize = ATTACK + 8;
}

/// The weights of one phase, in centipawns.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub struct Half {
    /// Each kind's value by `Kind::index()` (the general's is 0: losing it ends the
    /// game).
    pub material: [i32; 7],
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
    /// Penalty per missing advisor per enemy rook, horse or cannon (a palace without
    /// its guards is weak in proportion to what can attack it).
    pub missing_advisor: i32,
    /// The same for a missing elephant.
    pub missing_elephant: i32,
    /// An enemy cannon facing the general over exactly one piece.
    pub screened_cannon: i32,
}

/// Positional weights, in centipawns.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub struct Weights {
    /// With every strong piece on the board.
    pub mg: Half,
    /// With no rook, horse or cannon left.
    pub eg: Half,
    /// Having the move.
    pub tempo: i32,
}

impl Half {
    /// The hand-set half (see each term's file for the reason of its value).
    pub const HAND: Half = Half {
        material: material::VALUE,
        pst: pst::hand_tables(),
        mobility: [4, 8, 3],
        attack: 3,
        attack_unguarded: 75,
        empty_headed_cannon: 70,
        open_file_to_rook: 20,
        connected_crossed: 20,
        doubled: 15,
        missing_advisor: 0,
        missing_elephant: 0,
        screened_cannon: 0,
    };

    /// The weights as one vector, in the order of [`at`].
    pub fn to_vec(&self) -> [i32; HALF_COUNT] {
        let mut v = [0; HALF_COUNT];
        v[at::MATERIAL..at::PST].copy_from_slice(&self.material);
        for (k, table) in self.pst.iter().enumerate() {
            v[at::PST + k * pst::HALF..at::PST + (k + 1) * pst::HALF].copy_from_slice(table);
        }
        v[at::MOBILITY..at::ATTACK].copy_from_slice(&self.mobility);
        v[at::ATTACK] = self.attack;
        v[at::ATTACK_UNGUARDED] = self.attack_unguarded;
        v[at::EMPTY_HEADED] = self.empty_headed_cannon;
        v[at::OPEN_FILE] = self.open_file_to_rook;
        v[at::CONNECTED] = self.connected_crossed;
        v[at::DOUBLED] = self.doubled;
        v[at::MISSING_ADVISOR] = self.missing_advisor;
        v[at::MISSING_ELEPHANT] = self.missing_elephant;
        v[at::SCREENED_CANNON] = self.screened_cannon;
        v
    }

    /// The inverse of [`Half::to_vec`].
    pub fn from_vec(v: &[i32]) -> Half {
        let mut material = [0; 7];
        material.copy_from_slice(&v[at::MATERIAL..at::PST]);
        let mut pst = [[0; pst::HALF]; 7];
        for (k, table) in pst.iter_mut().enumerate() {
            table.copy_from_slice(&v[at::PST + k * pst::HALF..at::PST + (k + 1) * pst::HALF]);
        }
        Half {
            material,
            pst,
            mobility: [v[at::MOBILITY], v[at::MOBILITY + 1], v[at::MOBILITY + 2]],
            attack: v[at::ATTACK],
            attack_unguarded: v[at::ATTACK_UNGUARDED],
            empty_headed_cannon: v[at::EMPTY_HEADED],
            open_file_to_rook: v[at::OPEN_FILE],
            connected_crossed: v[at::CONNECTED],
            doubled: v[at::DOUBLED],
            missing_advisor: v[at::MISSING_ADVISOR],
            missing_elephant: v[at::MISSING_ELEPHANT],
            screened_cannon: v[at::SCREENED_CANNON],
        }
    }
}

impl Weights {
    /// The hand-set weights: one half for both phases.
    pub const HAND: Weights = Weights {
        mg: Half::HAND,
        eg: Half::HAND,
        tempo: 10,
    };

    /// The weights as one vector: the middlegame half, the endgame half, the tempo.
    pub fn to_vec(&self) -> [i32; COUNT] {
        let mut v = [0; COUNT];
        v[..HALF_COUNT].copy_from_slice(&self.mg.to_vec());
        v[HALF_COUNT..2 * HALF_COUNT].copy_from_slice(&self.eg.to_vec());
        v[2 * HALF_COUNT] = self.tempo;
        v
    }

    /// The inverse of [`Weights::to_vec`].
    pub fn from_vec(v: &[i32; COUNT]) -> Weights {
        Weights {
            mg: Half::from_vec(&v[..HALF_COUNT]),
            eg: Half::from_vec(&v[HALF_COUNT..2 * HALF_COUNT]),
            tempo: v[2 * HALF_COUNT],
        }
    }
}

/// Index of the tempo in [`Weights::to_vec`].
pub const TEMPO_AT: usize = 2 * HALF_COUNT;

/// Weights with material and piece-square bonuses expanded to one table per phase,
/// kind and square, built at compile time, so that the evaluation costs one lookup a
/// piece and phase.
#[derive(Debug)]
pub struct Tables {
    pub weights: Weights,
    /// `[phase][kind][square]`: material plus the square's bonus, from Red's side
    /// (Black's squares are looked up rotated). Phase 0 the middlegame, 1 the endgame.
    pub placement: [[[i32; 90]; 7]; 2],
}

impl Tables {
    pub const fn new(weights: Weights) -> Tables {
        Tables {
            placement: [
                pst::expand(&weights.mg.pst, &weights.mg.material),
                pst::expand(&weights.eg.pst, &weights.eg.material),
            ],
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
