//! Piece-square bonuses. The hand-set ones (`Weights::HAND`) are computed from a few
//! named rules of thumb rather than typed in as tables, so that each number says why
//! it is there; the tuned ones (`tuned.rs`) start from them. Squares are seen from the
//! owner's side: `rank` 0 is its own back rank, `file` 4 the central file. All tables
//! are symmetric left to right.

use chuhe_core::rules::{Color, Kind, Square};

/// Rank counted from `color`'s own back rank.
#[inline]
pub const fn relative_rank(sq: Square, color: Color) -> i32 {
    match color {
        Color::Red => sq.rank() as i32,
        Color::Black => 9 - sq.rank() as i32,
    }
}

/// The hand-set bonus. `off` is the distance from the central file: 0 on the central file, 4 on the edges.
const fn bonus(kind: Kind, rank: i32, off: i32) -> i32 {
    match kind {
        // The general is safest at home on the central file.
        Kind::King => -12 * rank - 4 * off,
        // Advisors and elephants guard best from the palace centre / the central file.
        Kind::Advisor => {
            if rank == 1 && off == 0 {
                10
            } else {
                0
            }
        }
        Kind::Elephant => {
            if off == 0 {
                10
            } else if off == 4 {
                -8
            } else {
                0
            }
        }
        // 过河兵价值浮动 (1.2): a pawn across the river gains about the value of a
        // weak piece, most in front of the palace, little once it reaches the bottom
        // rank (老兵), where it can only move sideways.
        Kind::Pawn => {
            if rank <= 4 {
                if rank == 4 && off == 0 { 5 } else { 0 }
            } else {
                let by_rank = match rank {
                    5 => 60,
                    6 => 80,
                    7 => 95,
                    8 => 85,
                    _ => 20,
                };
                let centre = match off {
                    0 | 1 => 20,
                    2 => 8,
                    _ => 0,
                };
                by_rank + centre
            }
        }
        // A horse wants the centre and the squares from which it reaches the palace,
        // and is poor on the edge and on its home rank.
        Kind::Horse => {
            let centre = (4 - off) * 5;
            let advance = match rank {
                0 => -15,
                1 | 2 => 0,
                3 | 4 => 10,
                5 | 6 => 25,
                7 | 8 => {
                    if off <= 2 {
                        40
                    } else {
                        20
                    }
                }
                _ => 5,
            };
            let edge = if off == 4 { -15 } else { 0 };
            centre + advance + edge
        }
        // A rook is strongest across the river, on the ribs (3, 5) next to the palace.
        Kind::Rook => {
            let advance = match rank {
                0..=3 => 0,
                4 => 8,
                5 | 6 => 20,
                7 => 25,
                _ => 10,
            };
            let ribs = if off == 1 { 10 } else { 0 };
            advance + ribs
        }
        // The central cannon (中炮) on its own half; the bottom-rank cannon (沉底炮)
        // behind the enemy's pieces.
        Kind::Cannon => {
            let central = if off == 0 && rank <= 4 { 15 } else { 0 };
            let bottom = if rank == 9 { 12 } else { 0 };
            central + bottom
        }
    }
}

/// Entries of one kind's half table: 10 ranks × 5 distances from the central file.
pub const HALF: usize = 50;

/// The half-table entry of a square for its owner: rank from the owner's back rank,
/// distance from the central file (the tables are symmetric left to right).
#[inline]
pub const fn half_index(sq: Square, color: Color) -> usize {
    let off = (sq.file() as i32 - 4).abs();
    (relative_rank(sq, color) * 5 + off) as usize
}

/// The hand-set half tables, from the rules of thumb of `bonus` (`Weights::HAND`).
pub const fn hand_tables() -> [[i32; HALF]; 7] {
    let mut t = [[0; HALF]; 7];
    let mut k = 0;
    while k < 7 {
        let mut i = 0;
        while i < HALF {
            t[k][i] = bonus(Kind::ALL[k], (i / 5) as i32, (i % 5) as i32);
            i += 1;
        }
        k += 1;
    }
    t
}

/// Full tables for Red, by kind and square, from half tables plus each kind's
/// `material` (Black reads the rotated square), so that the evaluation does one
/// lookup per piece.
pub const fn expand(half: &[[i32; HALF]; 7], material: &[i32; 7]) -> [[i32; 90]; 7] {
    let mut t = [[0; 90]; 7];
    let mut k = 0;
    while k < 7 {
        let mut i = 0;
        while i < 90 {
            let rank = i / 9;
            let off = ((i % 9) as i32 - 4).unsigned_abs() as usize;
            t[k][i] = material[k] + half[k][rank * 5 + off];
            i += 1;
        }
        k += 1;
    }
    t
}

#[inline]
pub fn square_bonus(table: &[[i32; 90]; 7], kind: Kind, color: Color, sq: Square) -> i32 {
    let sq = match color {
        Color::Red => sq,
        Color::Black => sq.rotated(),
    };
    table[kind.index()][sq.index()]
}

#[cfg(test)]
mod tests {
    use super::*;

    static RED: [[i32; 90]; 7] = expand(&hand_tables(), &[0; 7]);

    fn square_bonus(kind: Kind, color: Color, sq: Square) -> i32 {
        super::square_bonus(&RED, kind, color, sq)
    }

    #[test]
    fn symmetric_between_the_sides() {
        for kind in Kind::ALL {
            for sq in Square::all() {
                assert_eq!(
                    square_bonus(kind, Color::Red, sq),
                    square_bonus(kind, Color::Black, sq.rotated())
                );
                assert_eq!(
                    square_bonus(kind, Color::Red, sq),
                    square_bonus(kind, Color::Red, sq.mirrored())
                );
            }
        }
    }

    #[test]
    fn a_crossed_pawn_is_worth_more() {
        let home = square_bonus(Kind::Pawn, Color::Red, Square::new(4, 3));
        let crossed = square_bonus(Kind::Pawn, Color::Red, Square::new(4, 6));
        assert!(crossed > home + 50);
        assert_eq!(relative_rank(Square::new(4, 6), Color::Black), 3);
    }
}
