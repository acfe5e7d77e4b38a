//! The evaluation as it was before its weights became data (frozen copy of the
//! hand-set code), kept only for the test that `Weights::HAND` changed nothing: a
//! check of chuhe against its own earlier self, not against an outside reference.
#![allow(dead_code)]

pub mod material {

    use chuhe_core::rules::Kind;

    /// Base value of each kind, indexed by `Kind::index()`. The general has no material
    /// value: losing it ends the game.
    pub const VALUE: [i32; 7] = [
        0,   // general
        200, // advisor = elephant (1.2)
        200, // elephant
        450, // horse = cannon (1.2)
        900, // rook = two horses = two cannons = horse + cannon (1.2)
        450, // cannon
        100, // pawn, before the river
    ];

    #[inline]
    pub const fn value(kind: Kind) -> i32 {
        VALUE[kind.index()]
    }
}

pub mod pst {

    use chuhe_core::rules::{Color, Kind, Square};

    /// Rank counted from `color`'s own back rank.
    #[inline]
    pub const fn relative_rank(sq: Square, color: Color) -> i32 {
        match color {
            Color::Red => sq.rank() as i32,
            Color::Black => 9 - sq.rank() as i32,
        }
    }

    /// `off` is the distance from the central file: 0 on the central file, 4 on the edges.
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

    const fn table() -> [[i32; 90]; 7] {
        let mut t = [[0; 90]; 7];
        let mut k = 0;
        while k < 7 {
            let mut i = 0;
            while i < 90 {
                let rank = (i / 9) as i32;
                let off = ((i % 9) as i32 - 4).abs();
                t[k][i] = bonus(Kind::ALL[k], rank, off);
                i += 1;
            }
            k += 1;
        }
        t
    }

    /// Bonuses for Red, by kind and square; Black reads the rotated square.
    static RED: [[i32; 90]; 7] = table();

    #[inline]
    pub fn square_bonus(kind: Kind, color: Color, sq: Square) -> i32 {
        let sq = match color {
            Color::Red => sq,
            Color::Black => sq.rotated(),
        };
        RED[kind.index()][sq.index()]
    }
}

pub mod mobility {

    use chuhe_core::rules::{Bitboard, Color, Kind, Position, Square};

    /// Points per reachable square, and the count a piece is expected to have (below it
    /// the piece is penalised: a trapped horse is the classic case).
    const ROOK: (i32, i32) = (4, 6);
    const HORSE: (i32, i32) = (8, 3);
    const CANNON: (i32, i32) = (3, 5);

    /// The nine points of `color`'s palace (九宫).
    pub const fn palace(color: Color) -> Bitboard {
        let mut b = 0u128;
        let ranks = match color {
            Color::Red => [0, 1, 2],
            Color::Black => [7, 8, 9],
        };
        let mut i = 0;
        while i < 3 {
            let mut f = 3;
            while f <= 5 {
                b |= 1 << (ranks[i] * 9 + f);
                f += 1;
            }
            i += 1;
        }
        Bitboard(b)
    }

    /// What one side's strong pieces do.
    #[derive(Copy, Clone, Debug, Default)]
    pub struct Activity {
        pub mobility: i32,
        /// Palace points of the opponent that the side's pieces reach, summed over pieces.
        pub palace_hits: i32,
        /// Strong pieces and crossed pawns reaching the opponent's palace.
        pub attackers: i32,
    }

    pub fn activity(pos: &Position, color: Color) -> Activity {
        let mut a = Activity::default();
        let enemy_palace = palace(!color);
        for (kind, (weight, expected)) in [
            (Kind::Rook, ROOK),
            (Kind::Horse, HORSE),
            (Kind::Cannon, CANNON),
        ] {
            for from in pos.pieces(color, kind) {
                let targets = pos.pseudo_targets(from, kind, color);
                a.mobility += weight * (targets.count() as i32 - expected);
                let reach = if kind == Kind::Cannon {
                    // A cannon threatens the palace along its lines with a screen: count
                    // the points it attacks through one piece as well as those it moves to.
                    cannon_reach(pos, from) & enemy_palace
                } else {
                    targets & enemy_palace
                };
                let hits = reach.count() as i32;
                if hits > 0 {
                    a.palace_hits += hits;
                    a.attackers += 1;
                }
            }
        }
        for from in pos.pieces(color, Kind::Pawn) {
            if (pos.pseudo_targets(from, Kind::Pawn, color) & enemy_palace).any() {
                a.palace_hits += 1;
                a.attackers += 1;
            }
        }
        a
    }

    /// Points a cannon on `from` would attack if they held an enemy piece: beyond exactly
    /// one screen on its rank and file.
    fn cannon_reach(pos: &Position, from: Square) -> Bitboard {
        let occ = pos.occupied();
        let mut out = Bitboard::EMPTY;
        for (df, dr) in [(1, 0), (-1, 0), (0, 1), (0, -1)] {
            let mut screens = 0;
            let (mut f, mut r) = (from.file() as i32 + df, from.rank() as i32 + dr);
            while let Some(sq) = Square::try_new(f, r) {
                if screens == 1 {
                    out = out.with(sq);
                }
                if occ.contains(sq) {
                    screens += 1;
                    if screens == 2 {
                        break;
                    }
                }
                f += df;
                r += dr;
            }
        }
        out
    }
}

pub mod king_safety {

    use chuhe_core::rules::{Bitboard, Color, Kind, Position, Square};

    use super::mobility::Activity;

    /// Per palace point hit, multiplied by the number of attackers (attacks by one piece
    /// are rarely dangerous, by three usually are).
    const PER_HIT: i32 = 3;
    /// Each missing advisor or elephant makes the attacks count a quarter more.
    const PER_MISSING_GUARD: i32 = 25;
    const EMPTY_HEADED_CANNON: i32 = 70;
    const OPEN_FILE_TO_ROOK: i32 = 20;

    /// The danger to `color`'s general (a penalty, positive = worse for `color`), given
    /// what the opponent's pieces do.
    pub fn danger(pos: &Position, color: Color, enemy: &Activity) -> i32 {
        let guards =
            pos.pieces(color, Kind::Advisor).count() + pos.pieces(color, Kind::Elephant).count();
        let missing = 4 - guards.min(4) as i32;
        let attack = PER_HIT * enemy.palace_hits * enemy.attackers.min(4);
        let mut penalty = attack * (100 + PER_MISSING_GUARD * missing) / 100;

        let king = pos.king(color);
        let occ = pos.occupied();
        let own = pos.by_color(color);
        let their = !color;
        // Squares of the general's file ahead of it, towards the enemy.
        let ahead = file_ahead(king, color);
        for cannon in pos.pieces(their, Kind::Cannon) & ahead {
            if (between_on_file(king, cannon) & occ).is_empty() {
                penalty += EMPTY_HEADED_CANNON;
            }
        }
        if pos.pieces(their, Kind::Rook).any() && (ahead & own).is_empty() {
            penalty += OPEN_FILE_TO_ROOK;
        }
        penalty
    }

    fn file_ahead(king: Square, color: Color) -> Bitboard {
        let f = king.file() as i32;
        let (mut r, step) = match color {
            Color::Red => (king.rank() as i32 + 1, 1),
            Color::Black => (king.rank() as i32 - 1, -1),
        };
        let mut b = Bitboard::EMPTY;
        while let Some(sq) = Square::try_new(f, r) {
            b = b.with(sq);
            r += step;
        }
        b
    }

    fn between_on_file(a: Square, b: Square) -> Bitboard {
        let (lo, hi) = if a.rank() < b.rank() {
            (a.rank(), b.rank())
        } else {
            (b.rank(), a.rank())
        };
        ((lo + 1)..hi).map(|r| Square::new(a.file(), r)).collect()
    }
}

pub mod pawns {

    use chuhe_core::rules::{Color, Kind, Position};

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
                let right = chuhe_core::rules::Square::new(p.file() + 1, p.rank());
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
}

use chuhe_core::rules::{Color, Kind, Position};

fn placement(pos: &Position, color: Color) -> i32 {
    let mut s = 0;
    for kind in Kind::ALL {
        let v = material::value(kind);
        for sq in pos.pieces(color, kind) {
            s += v + pst::square_bonus(kind, color, sq);
        }
    }
    s
}

/// Red's advantage minus Black's, in centipawns, as the hand-set code computed it.
pub fn evaluate_red(pos: &Position) -> i32 {
    let red = mobility::activity(pos, Color::Red);
    let black = mobility::activity(pos, Color::Black);
    let mut s = placement(pos, Color::Red) - placement(pos, Color::Black);
    s += red.mobility - black.mobility;
    s -= king_safety::danger(pos, Color::Red, &black);
    s += king_safety::danger(pos, Color::Black, &red);
    s += pawns::structure(pos, Color::Red) - pawns::structure(pos, Color::Black);
    s
}
