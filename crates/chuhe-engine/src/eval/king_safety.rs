//! King safety: attacks on the palace, missing guards, and open lines to the general
//! (the empty-headed cannon 空头炮, and a file with no piece of the general's own
//! side in front of it while the enemy has a rook).

use chuhe_core::rules::{Bitboard, Color, Kind, Position, Square};

use super::mobility::Activity;
use super::weights::Half;

/// What the danger to one general is made of; the weights (`Half`) turn it into a
/// penalty. Hand-set: 3 per palace point hit times the attackers (attacks by one piece
/// are rarely dangerous, by three usually are), a quarter more per missing advisor or
/// elephant, 70 for the empty-headed cannon, 20 for the open file.
#[derive(Copy, Clone, Debug, Default, PartialEq, Eq)]
pub struct Danger {
    /// Palace points hit times the number of attackers (at most 4).
    pub attack: i32,
    /// `attack` times the number of missing advisors and elephants.
    pub attack_unguarded: i32,
    /// Enemy cannons facing the general with nothing between.
    pub empty_headed_cannons: i32,
    /// 1 when no own piece stands in front of the general and the enemy has a rook.
    pub open_file_to_rook: i32,
    /// Enemy cannons facing the general with exactly one piece between (炮镇中路: the
    /// screen is pinned, or a check is one move away).
    pub screened_cannons: i32,
    /// Missing advisors times the enemy's rooks, horses and cannons.
    pub missing_advisors: i32,
    /// Missing elephants times the enemy's rooks, horses and cannons.
    pub missing_elephants: i32,
}

/// The penalty of danger terms `d` with the weights of one phase (positive = worse
/// for the general's side).
#[inline]
pub fn penalty(d: &Danger, w: &Half) -> i32 {
    (w.attack * d.attack * 100 + w.attack_unguarded * d.attack_unguarded) / 100
        + w.empty_headed_cannon * d.empty_headed_cannons
        + w.open_file_to_rook * d.open_file_to_rook
        + w.screened_cannon * d.screened_cannons
        + w.missing_advisor * d.missing_advisors
        + w.missing_elephant * d.missing_elephants
}

/// The terms of the danger to `color`'s general, given what the opponent's pieces do.
pub fn terms(pos: &Position, color: Color, enemy: &Activity) -> Danger {
    let advisors = pos.pieces(color, Kind::Advisor).count() as i32;
    let elephants = pos.pieces(color, Kind::Elephant).count() as i32;
    let missing = 4 - (advisors + elephants).min(4);
    let attack = enemy.palace_hits * enemy.attackers.min(4);
    let their = !color;
    let strong = (pos.pieces(their, Kind::Rook).count()
        + pos.pieces(their, Kind::Horse).count()
        + pos.pieces(their, Kind::Cannon).count()) as i32;
    let mut d = Danger {
        attack,
        attack_unguarded: attack * missing,
        missing_advisors: (2 - advisors).max(0) * strong,
        missing_elephants: (2 - elephants).max(0) * strong,
        ..Danger::default()
    };
    let king = pos.king(color);
    let occ = pos.occupied();
    let own = pos.by_color(color);
    // Squares of the general's file ahead of it, towards the enemy.
    let ahead = file_ahead(king, color);
    for cannon in pos.pieces(their, Kind::Cannon) & ahead {
        match (between_on_file(king, cannon) & occ).count() {
            0 => d.empty_headed_cannons += 1,
            1 => d.screened_cannons += 1,
            _ => {}
        }
    }
    if pos.pieces(their, Kind::Rook).any() && (ahead & own).is_empty() {
        d.open_file_to_rook = 1;
    }
    d
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

#[cfg(test)]
mod tests {
    use super::*;
    use crate::eval::mobility::activity;

    #[test]
    fn an_empty_headed_cannon_is_dangerous() {
        // Black cannon on e7 faces the red general on e0 with the file empty between.
        let open = Position::from_fen("3ak4/4a4/4c4/9/9/9/9/9/9/3AKA3 w").unwrap();
        // The same with a red pawn and horse on the file: two screens, no danger.
        let closed = Position::from_fen("3ak4/4a4/4c4/9/9/9/4P4/4N4/9/3AKA3 w").unwrap();
        let w = &Half::HAND;
        let danger =
            |pos: &Position| penalty(&terms(pos, Color::Red, &activity(pos, Color::Black)), w);
        let (d_open, d_closed) = (danger(&open), danger(&closed));
        assert_eq!(
            terms(&open, Color::Red, &activity(&open, Color::Black)).empty_headed_cannons,
            1
        );
        assert!(
            d_open > d_closed + w.empty_headed_cannon / 2,
            "{d_open} vs {d_closed}"
        );
    }

    /// A cannon facing the general over one piece is screened; over two it is not.
    #[test]
    fn a_screened_cannon_is_counted() {
        let screened = Position::from_fen("3ak4/4a4/4c4/9/9/9/4P4/9/9/3AKA3 w").unwrap();
        let twice = Position::from_fen("3ak4/4a4/4c4/9/9/9/4P4/4N4/9/3AKA3 w").unwrap();
        let count = |pos: &Position| terms(pos, Color::Red, &activity(pos, Color::Black));
        assert_eq!(count(&screened).screened_cannons, 1);
        assert_eq!(count(&screened).empty_headed_cannons, 0);
        assert_eq!(count(&twice).screened_cannons, 0);
    }
}
