//! Mobility of the strong pieces (车马炮, 1.2), and, from the same target sets, how
//! many of them bear on the enemy palace (used by `king_safety.rs`). One pass over the
//! pieces serves both, so the target sets are computed once per evaluation.

use chuhe_core::rules::{Bitboard, Color, Kind, Position};

use super::weights::Half;

/// The count of reachable squares a rook, horse and cannon is expected to have: below
/// it the piece is penalised (a trapped horse is the classic case). Not tuned: with
/// the weight per square it would shift the piece's value, which is the material
/// weight's to say.
const EXPECTED: [i32; 3] = [6, 3, 5];

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
    /// Reachable squares minus the expected count, summed over the rooks, horses and
    /// cannons (in that order).
    pub mobility: [i32; 3],
    /// Palace points of the opponent that the side's pieces reach, summed over pieces.
    pub palace_hits: i32,
    /// Strong pieces and crossed pawns reaching the opponent's palace.
    pub attackers: i32,
}

pub fn activity(pos: &Position, color: Color) -> Activity {
    let mut a = Activity::default();
    let enemy_palace = palace(!color);
    for (i, kind) in [Kind::Rook, Kind::Horse, Kind::Cannon]
        .into_iter()
        .enumerate()
    {
        for from in pos.pieces(color, kind) {
            let targets = pos.pseudo_targets(from, kind, color);
            a.mobility[i] += targets.count() as i32 - EXPECTED[i];
            let reach = if kind == Kind::Cannon {
                // A cannon threatens the palace along its lines with a screen: count
                // the points it attacks through one piece as well as those it moves to.
                pos.cannon_reach(from) & enemy_palace
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

/// The mobility score of one side.
#[inline]
pub fn score(a: &Activity, w: &Half) -> i32 {
    w.mobility[0] * a.mobility[0] + w.mobility[1] * a.mobility[1] + w.mobility[2] * a.mobility[2]
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn start_position_is_balanced_and_cannons_aim_at_the_palace() {
        let pos = Position::startpos();
        let red = activity(&pos, Color::Red);
        let black = activity(&pos, Color::Black);
        assert_eq!(red.mobility, black.mobility);
        assert_eq!(red.palace_hits, black.palace_hits);
        assert_eq!(palace(Color::Red).count(), 9);
    }
}
