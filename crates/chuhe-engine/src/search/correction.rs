//! Correction history: how far the search's results have strayed from the static
//! evaluation in positions with the same pawns, and with the same defenders (king,
//! advisors, elephants), by side to move. The static evaluation is moved by that
//! average before the search prunes on it: where the evaluation keeps misjudging a
//! structure, the pruning margins are read against a better guess.

use chuhe_core::rules::{Color, Kind, Position};

/// Entries a table, by side to move (a power of two).
const ENTRIES: usize = 1 << 14;
/// An entry holds centipawns times this, so that small updates are not lost.
const GRAIN: i32 = 256;
/// An entry stays within this many centipawns.
const LIMIT: i32 = 128;
/// The weight of one update out of 256 grows with depth up to this.
const MAX_WEIGHT: i32 = 16;

pub struct Correction {
    /// By side to move, then the key of the pawns.
    pawns: Box<[[i32; ENTRIES]; 2]>,
    /// By side to move, then the key of the kings, advisors and elephants.
    defenders: Box<[[i32; ENTRIES]; 2]>,
}

impl Default for Correction {
    fn default() -> Self {
        Correction::new()
    }
}

impl Correction {
    pub fn new() -> Correction {
        Correction {
            pawns: Box::new([[0; ENTRIES]; 2]),
            defenders: Box::new([[0; ENTRIES]; 2]),
        }
    }

    pub fn clear(&mut self) {
        for table in [&mut self.pawns, &mut self.defenders] {
            for side in table.iter_mut() {
                side.fill(0);
            }
        }
    }

    /// The static evaluation `raw` of `pos`, corrected.
    #[inline]
    pub fn corrected(&self, pos: &Position, raw: i32) -> i32 {
        let side = pos.side_to_move().index();
        let (p, d) = keys(pos);
        raw + (self.pawns[side][p] + self.defenders[side][d]) / (2 * GRAIN)
    }

    /// Records that a search `depth` plies deep found `searched` where the raw static
    /// evaluation said `raw`.
    pub fn update(&mut self, pos: &Position, depth: i32, raw: i32, searched: i32) {
        let side = pos.side_to_move().index();
        let (p, d) = keys(pos);
        let target = (searched - raw).clamp(-LIMIT, LIMIT) * GRAIN;
        let weight = (depth + 1).min(MAX_WEIGHT);
        for entry in [&mut self.pawns[side][p], &mut self.defenders[side][d]] {
            *entry = (*entry * (256 - weight) + target * weight) / 256;
        }
    }
}

/// The two tables' indices for `pos`.
#[inline]
fn keys(pos: &Position) -> (usize, usize) {
    let pawns = mix(
        pos.pieces(Color::Red, Kind::Pawn).0,
        pos.pieces(Color::Black, Kind::Pawn).0,
    );
    let defenders = mix(
        pos.pieces(Color::Red, Kind::Advisor).0
            | pos.pieces(Color::Red, Kind::Elephant).0
            | pos.pieces(Color::Red, Kind::King).0,
        pos.pieces(Color::Black, Kind::Advisor).0
            | pos.pieces(Color::Black, Kind::Elephant).0
            | pos.pieces(Color::Black, Kind::King).0,
    );
    (pawns, defenders)
}

/// A table index from the two sides' bitboards (the sides keep apart: Red's pieces
/// stand where Black's cannot be in the same position).
#[inline]
fn mix(red: u128, black: u128) -> usize {
    let x = red ^ black.rotate_left(64);
    let h = ((x as u64) ^ ((x >> 64) as u64).rotate_left(29)).wrapping_mul(0x9E37_79B9_7F4A_7C15);
    (h >> (64 - ENTRIES.trailing_zeros())) as usize
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn an_unseen_structure_is_not_corrected() {
        let c = Correction::new();
        let pos = Position::startpos();
        assert_eq!(c.corrected(&pos, 37), 37);
    }

    #[test]
    fn the_correction_moves_towards_what_the_searches_found_and_stays_bounded() {
        let mut c = Correction::new();
        let pos = Position::startpos();
        c.update(&pos, 8, 0, 60);
        let once = c.corrected(&pos, 0);
        assert!(once > 0 && once < 60, "{once}");
        for _ in 0..2000 {
            c.update(&pos, 20, 0, 10_000);
        }
        let many = c.corrected(&pos, 0);
        assert!(many <= LIMIT && many > LIMIT - 5, "{many}");
        for _ in 0..2000 {
            c.update(&pos, 20, 0, -10_000);
        }
        assert!(c.corrected(&pos, 0) >= -LIMIT);
    }

    #[test]
    fn the_sides_keep_their_own_corrections() {
        let mut c = Correction::new();
        let red = Position::startpos();
        let mut black = red.clone();
        black.pass();
        c.update(&red, 10, 0, 100);
        assert!(c.corrected(&red, 0) > 0);
        assert_eq!(c.corrected(&black, 0), 0);
    }
}
