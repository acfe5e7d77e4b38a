//! Pawn structure: crossed pawns side by side (连兵/牵手兵) protect each other and are
//! worth more than two lone pawns; two uncrossed pawns on one file (叠兵) block each other.

use crate::rules::{Color, Kind, Position};

use super::pst::relative_rank;

const CONNECTED_CROSSED: i32 = 20;
const DOUBLED: i32 = 15;

pub fn structure(pos: &Position, color: Color) -> i32 {
    let pawns = pos.pieces(color, Kind::Pawn);
    let mut score = 0;
    let mut files = [0u8; 9];
    for p in pawns {
        files[p.file() as usize] += 1;
        if relative_rank(p, color) >= 5 && p.file() < 8 {
            let right = crate::rules::Square::new(p.file() + 1, p.rank());
            if pawns.contains(right) {
                score += CONNECTED_CROSSED;
            }
        }
    }
    for n in files {
        if n >= 2 {
            score -= DOUBLED * (n as i32 - 1);
        }
    }
    score
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn connected_crossed_pawns_score() {
        let pos = Position::from_fen("4k4/9/9/9/3PP4/9/9/9/9/4K4 w").unwrap();
        assert_eq!(structure(&pos, Color::Red), CONNECTED_CROSSED);
    }
}
