//! Move and attack tables, computed at compile time (article 2.2: how each piece moves).
//!
//! Rooks and cannons slide along ranks and files: their targets depend only on the
//! occupancy of that one rank (9 bits) or file (10 bits), so the tables are indexed by
//! the position on the line and the line's occupancy. Steppers (general, advisor,
//! elephant, horse, pawn) have per-square tables; the horse's and the elephant's are
//! indexed by which of their four leg/eye points are free.

use super::bitboard::Bitboard;
use super::types::{Color, Square};

/// Squares reachable on a line of `len` points from `pos` given the line occupancy:
/// the empty points up to and including the first occupied point on each side.
const fn line_rook(pos: usize, occ: usize, len: usize) -> u16 {
    let mut out = 0u16;
    let mut i = pos + 1;
    while i < len {
        out |= 1 << i;
        if occ & (1 << i) != 0 {
            break;
        }
        i += 1;
    }
    let mut i = pos as isize - 1;
    while i >= 0 {
        out |= 1 << i;
        if occ & (1 << i) != 0 {
            break;
        }
        i -= 1;
    }
    out
}

/// The cannon's capture targets on a line: the second occupied point on each side (炮打隔子).
const fn line_cannon(pos: usize, occ: usize, len: usize) -> u16 {
    let mut out = 0u16;
    let mut seen = 0;
    let mut i = pos + 1;
    while i < len {
        if occ & (1 << i) != 0 {
            seen += 1;
            if seen == 2 {
                out |= 1 << i;
                break;
            }
        }
        i += 1;
    }
    seen = 0;
    let mut i = pos as isize - 1;
    while i >= 0 {
        if occ & (1 << i) != 0 {
            seen += 1;
            if seen == 2 {
                out |= 1 << i;
                break;
            }
        }
        i -= 1;
    }
    out
}

const fn rank_table(cannon: bool) -> [[u16; 512]; 9] {
    let mut t = [[0u16; 512]; 9];
    let mut f = 0;
    while f < 9 {
        let mut occ = 0;
        while occ < 512 {
            t[f][occ] = if cannon {
                line_cannon(f, occ, 9)
            } else {
                line_rook(f, occ, 9)
            };
            occ += 1;
        }
        f += 1;
    }
    t
}

const fn file_table(cannon: bool) -> [[u16; 1024]; 10] {
    let mut t = [[0u16; 1024]; 10];
    let mut r = 0;
    while r < 10 {
        let mut occ = 0;
        while occ < 1024 {
            t[r][occ] = if cannon {
                line_cannon(r, occ, 10)
            } else {
                line_rook(r, occ, 10)
            };
            occ += 1;
        }
        r += 1;
    }
    t
}

/// Spreads a 10-bit file mask (bit = rank) onto file `a` of a bitboard.
const fn file_spread() -> [u128; 1024] {
    let mut t = [0u128; 1024];
    let mut m = 0;
    while m < 1024 {
        let mut r = 0;
        while r < 10 {
            if m & (1 << r) != 0 {
                t[m] |= 1u128 << (r * 9);
            }
            r += 1;
        }
        m += 1;
    }
    t
}

pub(crate) static RANK_ROOK: [[u16; 512]; 9] = rank_table(false);
pub(crate) static RANK_CANNON: [[u16; 512]; 9] = rank_table(true);
pub(crate) static FILE_ROOK: [[u16; 1024]; 10] = file_table(false);
pub(crate) static FILE_CANNON: [[u16; 1024]; 10] = file_table(true);
pub(crate) static FILE_SPREAD: [u128; 1024] = file_spread();

const fn sq(file: i32, rank: i32) -> i32 {
    if file < 0 || file > 8 || rank < 0 || rank > 9 {
        -1
    } else {
        rank * 9 + file
    }
}

const fn in_palace(file: i32, rank: i32) -> bool {
    file >= 3 && file <= 5 && (rank <= 2 || rank >= 7) && rank >= 0 && rank <= 9
}

const fn same_palace(r1: i32, r2: i32) -> bool {
    (r1 <= 2) == (r2 <= 2)
}

/// General (帅/将): one step orthogonally inside its palace.
const fn king_moves() -> [u128; 90] {
    let mut t = [0u128; 90];
    let mut s = 0;
    while s < 90 {
        let (f, r) = ((s % 9) as i32, (s / 9) as i32);
        if in_palace(f, r) {
            let d = [(1, 0), (-1, 0), (0, 1), (0, -1)];
            let mut i = 0;
            while i < 4 {
                let (nf, nr) = (f + d[i].0, r + d[i].1);
                if in_palace(nf, nr) && same_palace(r, nr) {
                    t[s] |= 1u128 << sq(nf, nr);
                }
                i += 1;
            }
        }
        s += 1;
    }
    t
}

/// Advisor (仕/士): one step diagonally inside its palace.
const fn advisor_moves() -> [u128; 90] {
    let mut t = [0u128; 90];
    let mut s = 0;
    while s < 90 {
        let (f, r) = ((s % 9) as i32, (s / 9) as i32);
        if in_palace(f, r) {
            let d = [(1, 1), (-1, 1), (1, -1), (-1, -1)];
            let mut i = 0;
            while i < 4 {
                let (nf, nr) = (f + d[i].0, r + d[i].1);
                if in_palace(nf, nr) && same_palace(r, nr) {
                    t[s] |= 1u128 << sq(nf, nr);
                }
                i += 1;
            }
        }
        s += 1;
    }
    t
}

/// The four diagonal directions of the elephant, and the horse's four legs.
const DIAGONALS: [(i32, i32); 4] = [(1, 1), (-1, 1), (1, -1), (-1, -1)];
const ORTHOGONALS: [(i32, i32); 4] = [(0, 1), (0, -1), (1, 0), (-1, 0)];

/// Elephant (相/象): two points diagonally, not across the river, not over a
/// blocked eye (塞象眼). Returns the eye squares (the piece's own square where the
/// direction leaves the board, so that it always reads as blocked) and the targets per
/// free-eye mask.
const fn elephant_tables() -> ([[u8; 4]; 90], [[u128; 16]; 90]) {
    let mut eyes = [[0u8; 4]; 90];
    let mut moves = [[0u128; 16]; 90];
    let mut s = 0;
    while s < 90 {
        let (f, r) = ((s % 9) as i32, (s / 9) as i32);
        let mut dir_target = [0u128; 4];
        let mut i = 0;
        while i < 4 {
            let (df, dr) = DIAGONALS[i];
            let eye = sq(f + df, r + dr);
            let to = sq(f + 2 * df, r + 2 * dr);
            if eye >= 0 && to >= 0 && (r <= 4) == (r + 2 * dr <= 4) {
                eyes[s][i] = eye as u8;
                dir_target[i] = 1u128 << to;
            } else {
                eyes[s][i] = s as u8;
            }
            i += 1;
        }
        let mut mask = 0;
        while mask < 16 {
            let mut i = 0;
            while i < 4 {
                if mask & (1 << i) != 0 {
                    moves[s][mask] |= dir_target[i];
                }
                i += 1;
            }
            mask += 1;
        }
        s += 1;
    }
    (eyes, moves)
}

/// Horse (马): one point orthogonally then one diagonally outward, unless the first
/// point (the leg) is occupied (蹩马腿).
const fn horse_tables() -> ([[u8; 4]; 90], [[u128; 16]; 90]) {
    let mut legs = [[0u8; 4]; 90];
    let mut moves = [[0u128; 16]; 90];
    let mut s = 0;
    while s < 90 {
        let (f, r) = ((s % 9) as i32, (s / 9) as i32);
        let mut dir_target = [0u128; 4];
        let mut i = 0;
        while i < 4 {
            let (df, dr) = ORTHOGONALS[i];
            let leg = sq(f + df, r + dr);
            if leg >= 0 {
                legs[s][i] = leg as u8;
                // The two targets beyond this leg.
                let (pf, pr) = (dr, df); // perpendicular
                let a = sq(f + 2 * df + pf, r + 2 * dr + pr);
                let b = sq(f + 2 * df - pf, r + 2 * dr - pr);
                if a >= 0 {
                    dir_target[i] |= 1u128 << a;
                }
                if b >= 0 {
                    dir_target[i] |= 1u128 << b;
                }
            } else {
                legs[s][i] = s as u8;
            }
            i += 1;
        }
        let mut mask = 0;
        while mask < 16 {
            let mut i = 0;
            while i < 4 {
                if mask & (1 << i) != 0 {
                    moves[s][mask] |= dir_target[i];
                }
                i += 1;
            }
            mask += 1;
        }
        s += 1;
    }
    (legs, moves)
}

/// For attack detection: the horses that attack a square through each of its four
/// diagonal neighbours (the leg of such a horse is that neighbour). Off-board
/// neighbours point at the square itself with an empty mask.
const fn horse_attacker_tables() -> ([[u8; 4]; 90], [[u128; 4]; 90]) {
    let mut legs = [[0u8; 4]; 90];
    let mut from = [[0u128; 4]; 90];
    let mut s = 0;
    while s < 90 {
        let (f, r) = ((s % 9) as i32, (s / 9) as i32);
        let mut i = 0;
        while i < 4 {
            let (df, dr) = DIAGONALS[i];
            let leg = sq(f + df, r + dr);
            if leg >= 0 {
                legs[s][i] = leg as u8;
                let a = sq(f + 2 * df, r + dr);
                let b = sq(f + df, r + 2 * dr);
                if a >= 0 {
                    from[s][i] |= 1u128 << a;
                }
                if b >= 0 {
                    from[s][i] |= 1u128 << b;
                }
            } else {
                legs[s][i] = s as u8;
            }
            i += 1;
        }
        s += 1;
    }
    (legs, from)
}

/// Pawn (兵/卒): one point forward; after crossing the river also one point sideways.
const fn pawn_moves() -> [[u128; 90]; 2] {
    let mut t = [[0u128; 90]; 2];
    let mut c = 0;
    while c < 2 {
        let mut s = 0;
        while s < 90 {
            let (f, r) = ((s % 9) as i32, (s / 9) as i32);
            let fwd = if c == 0 { 1 } else { -1 };
            let crossed = if c == 0 { r >= 5 } else { r <= 4 };
            let a = sq(f, r + fwd);
            if a >= 0 {
                t[c][s] |= 1u128 << a;
            }
            if crossed {
                let b = sq(f + 1, r);
                let d = sq(f - 1, r);
                if b >= 0 {
                    t[c][s] |= 1u128 << b;
                }
                if d >= 0 {
                    t[c][s] |= 1u128 << d;
                }
            }
            s += 1;
        }
        c += 1;
    }
    t
}

/// Squares from which a pawn of each colour attacks a square: the inverse of
/// [`PAWN_MOVES`].
const fn pawn_attackers() -> [[u128; 90]; 2] {
    let moves = pawn_moves();
    let mut t = [[0u128; 90]; 2];
    let mut c = 0;
    while c < 2 {
        let mut s = 0;
        while s < 90 {
            let mut to = 0;
            while to < 90 {
                if moves[c][s] & (1u128 << to) != 0 {
                    t[c][to] |= 1u128 << s;
                }
                to += 1;
            }
            s += 1;
        }
        c += 1;
    }
    t
}

pub(crate) static KING_MOVES: [u128; 90] = king_moves();
pub(crate) static ADVISOR_MOVES: [u128; 90] = advisor_moves();
const ELEPHANT: ([[u8; 4]; 90], [[u128; 16]; 90]) = elephant_tables();
pub(crate) static ELEPHANT_EYES: [[u8; 4]; 90] = ELEPHANT.0;
pub(crate) static ELEPHANT_MOVES: [[u128; 16]; 90] = ELEPHANT.1;
const HORSE: ([[u8; 4]; 90], [[u128; 16]; 90]) = horse_tables();
pub(crate) static HORSE_LEGS: [[u8; 4]; 90] = HORSE.0;
pub(crate) static HORSE_MOVES: [[u128; 16]; 90] = HORSE.1;
const HORSE_ATTACKERS_T: ([[u8; 4]; 90], [[u128; 4]; 90]) = horse_attacker_tables();
pub(crate) static HORSE_ATTACK_LEGS: [[u8; 4]; 90] = HORSE_ATTACKERS_T.0;
pub(crate) static HORSE_ATTACKERS: [[u128; 4]; 90] = HORSE_ATTACKERS_T.1;
pub(crate) static PAWN_MOVES: [[u128; 90]; 2] = pawn_moves();
pub(crate) static PAWN_ATTACKERS: [[u128; 90]; 2] = pawn_attackers();

/// [`reachable`] for every side and kind, computed at compile time.
pub(crate) static REACHABLE: [[Bitboard; 7]; 2] = {
    use super::types::Kind;
    let mut t = [[Bitboard::EMPTY; 7]; 2];
    let mut k = 0;
    while k < 7 {
        t[0][k] = reachable(Color::Red, Kind::ALL[k]);
        t[1][k] = reachable(Color::Black, Kind::ALL[k]);
        k += 1;
    }
    t
};

/// Points an advisor, elephant or pawn of `color` can ever stand on (used by FEN
/// validation: a piece elsewhere cannot have got there).
pub(crate) const fn reachable(color: Color, kind: super::types::Kind) -> Bitboard {
    use super::types::Kind;
    let mut out = 0u128;
    let mut s: i32 = 0;
    while s < 90 {
        let (f, r) = (s % 9, s / 9);
        // Work in the side's own orientation: rank 0 is its back rank.
        let rr = match color {
            Color::Red => r,
            Color::Black => 9 - r,
        };
        let ok = match kind {
            Kind::King => f >= 3 && f <= 5 && rr <= 2,
            Kind::Advisor => (rr == 0 || rr == 2) && (f == 3 || f == 5) || (rr == 1 && f == 4),
            Kind::Elephant => {
                (rr == 0 || rr == 4) && (f == 2 || f == 6)
                    || (rr == 2 && (f == 0 || f == 4 || f == 8))
            }
            Kind::Pawn => rr >= 5 || ((rr == 3 || rr == 4) && f % 2 == 0),
            Kind::Horse | Kind::Rook | Kind::Cannon => true,
        };
        if ok {
            out |= 1u128 << s;
        }
        s += 1;
    }
    Bitboard(out)
}

/// Deterministic pseudo-random keys for Zobrist hashing (splitmix64).
const fn zobrist_keys() -> ([[u64; 90]; 15], u64) {
    let mut state: u64 = 0x9E37_79B9_7F4A_7C15 ^ 0x6368_7568_6521; // "chuhe!"
    let mut keys = [[0u64; 90]; 15];
    let mut p = 1;
    while p < 15 {
        let mut s = 0;
        while s < 90 {
            state = state.wrapping_add(0x9E37_79B9_7F4A_7C15);
            let mut z = state;
            z = (z ^ (z >> 30)).wrapping_mul(0xBF58_476D_1CE4_E5B9);
            z = (z ^ (z >> 27)).wrapping_mul(0x94D0_49BB_1331_11EB);
            keys[p][s] = z ^ (z >> 31);
            s += 1;
        }
        p += 1;
    }
    state = state.wrapping_add(0x9E37_79B9_7F4A_7C15);
    let mut z = state;
    z = (z ^ (z >> 30)).wrapping_mul(0xBF58_476D_1CE4_E5B9);
    z = (z ^ (z >> 27)).wrapping_mul(0x94D0_49BB_1331_11EB);
    (keys, z ^ (z >> 31))
}

const ZOBRIST: ([[u64; 90]; 15], u64) = zobrist_keys();
/// Key per piece code (1..=14) and square.
pub(crate) static ZOBRIST_PIECE: [[u64; 90]; 15] = ZOBRIST.0;
/// Xored in when Black is to move.
pub(crate) const ZOBRIST_BLACK: u64 = ZOBRIST.1;

/// Rook-like targets from `sq` given rank and file occupancies (includes first blockers).
#[inline(always)]
pub(crate) fn rook_attacks(sq: Square, rank_occ: u16, file_occ: u16) -> Bitboard {
    let (f, r) = (sq.file() as usize, sq.rank() as usize);
    let rank_bits = (RANK_ROOK[f][rank_occ as usize] as u128) << (r * 9);
    let file_bits = FILE_SPREAD[FILE_ROOK[r][file_occ as usize] as usize] << f;
    Bitboard(rank_bits | file_bits)
}

/// Cannon capture targets from `sq`: the piece beyond the first screen on each ray.
#[inline(always)]
pub(crate) fn cannon_attacks(sq: Square, rank_occ: u16, file_occ: u16) -> Bitboard {
    let (f, r) = (sq.file() as usize, sq.rank() as usize);
    let rank_bits = (RANK_CANNON[f][rank_occ as usize] as u128) << (r * 9);
    let file_bits = FILE_SPREAD[FILE_CANNON[r][file_occ as usize] as usize] << f;
    Bitboard(rank_bits | file_bits)
}

/// The points a cannon on `sq` bears on through one screen: past the first piece on
/// each ray, up to and including the second (the rook's lines seen through their
/// first blockers, less the lines themselves).
#[inline(always)]
pub(crate) fn cannon_reach(sq: Square, rank_occ: u16, file_occ: u16) -> Bitboard {
    let (f, r) = (sq.file() as usize, sq.rank() as usize);
    let rank_direct = RANK_ROOK[f][rank_occ as usize];
    let rank_beyond = RANK_ROOK[f][(rank_occ & !rank_direct) as usize] & !rank_direct;
    let file_direct = FILE_ROOK[r][file_occ as usize];
    let file_beyond = FILE_ROOK[r][(file_occ & !file_direct) as usize] & !file_direct;
    Bitboard((rank_beyond as u128) << (r * 9) | FILE_SPREAD[file_beyond as usize] << f)
}

/// The points strictly between two points on one rank or file (empty otherwise).
pub(crate) fn between(a: Square, b: Square) -> Bitboard {
    let (lo, hi) = if a < b { (a, b) } else { (b, a) };
    if lo.rank() == hi.rank() {
        let f1 = lo.file() as u32;
        let f2 = hi.file() as u32;
        let bits = ((1u128 << f2) - 1) & !((1u128 << (f1 + 1)) - 1);
        Bitboard(bits << (lo.rank() as u32 * 9))
    } else if lo.file() == hi.file() {
        let r1 = lo.rank() as u32;
        let r2 = hi.rank() as u32;
        let bits = ((1usize << r2) - 1) & !((1usize << (r1 + 1)) - 1);
        Bitboard(FILE_SPREAD[bits] << lo.file())
    } else {
        Bitboard::EMPTY
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::rules::types::Kind;

    #[test]
    fn horse_from_corner_has_two_moves() {
        let a0 = Square::new(0, 0).index();
        assert_eq!(Bitboard(HORSE_MOVES[a0][15]).count(), 2);
    }

    #[test]
    fn horse_in_the_open_has_eight_moves() {
        let e4 = Square::new(4, 4).index();
        assert_eq!(Bitboard(HORSE_MOVES[e4][15]).count(), 8);
        assert_eq!(Bitboard(HORSE_MOVES[e4][0]).count(), 0);
    }

    #[test]
    fn elephant_does_not_cross_the_river() {
        let c4 = Square::new(2, 4).index();
        let targets: Vec<String> = Bitboard(ELEPHANT_MOVES[c4][15])
            .map(|s| s.to_string())
            .collect();
        assert_eq!(targets, vec!["a2", "e2"]);
    }

    #[test]
    fn reachable_points_counts() {
        assert_eq!(reachable(Color::Red, Kind::Advisor).count(), 5);
        assert_eq!(reachable(Color::Black, Kind::Elephant).count(), 7);
        assert_eq!(reachable(Color::Red, Kind::Pawn).count(), 10 + 45);
        assert_eq!(reachable(Color::Black, Kind::King).count(), 9);
    }

    #[test]
    fn between_on_lines() {
        let a = Square::new(4, 0);
        let b = Square::new(4, 9);
        assert_eq!(between(a, b).count(), 8);
        assert_eq!(between(Square::new(0, 3), Square::new(8, 3)).count(), 7);
        assert!(between(Square::new(0, 0), Square::new(1, 1)).is_empty());
    }
}
