//! Pawn structure: crossed pawns side by side (连兵/牵手兵) protect each other and are
//! worth more than two lone pawns; two uncrossed pawns on one file (叠兵) block each other.

use chuhe_core::rules::{Color, Kind, Position};

use super::pst::relative_rank;
use super::weights::Half;

/// Connected crossed pairs and extra pawns on a file, of one side.
#[derive(Copy, Clone, Debug, Default, PartialEq, Eq)]
pub struct PawnTerms {
    pub connected_crossed: i32,
    pub doubled: i32,
}

#[inline]
pub fn structure(t: &PawnTerms, w: &Half) -> i32 {
    w.connected_crossed * t.connected_crossed - w.doubled * t.doubled
}

pub fn terms(pos: &Position, color: Color) -> PawnTerms {
    let pawns = pos.pieces(color, Kind::Pawn);
    let mut t = PawnTerms::default();
    let mut files = [0u8; 9];
    for p in pawns {
        files[p.file() as usize] += 1;
        if relative_rank(p, color) >= 5 && p.file() < 8 {
            let right = chuhe_core::rules::Square::new(p.file() + 1, p.rank());
            if pawns.contains(right) {
                t.connected_crossed += 1;
            }
        }
    }
    for n in files {
        if n >= 2 {
            t.doubled += n as i32 - 1;
        }
    }
    t
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn connected_crossed_pawns_score() {
        let pos = Position::from_fen("4k4/9/9/9/3PP4/9/9/9/9/4K4 w").unwrap();
        let w = &Half::HAND;
        assert_eq!(structure(&terms(&pos, Color::Red), w), w.connected_crossed);
    }
}
