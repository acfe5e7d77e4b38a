//! King safety: attacks on the palace, missing guards, and open lines to the general
//! (the empty-headed cannon 空头炮, and a file with no piece of the general's own
//! side in front of it while the enemy has a rook).

use crate::rules::{Bitboard, Color, Kind, Position, Square};

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

#[cfg(test)]
mod tests {
    use super::*;
    use crate::engine::eval::mobility::activity;

    #[test]
    fn an_empty_headed_cannon_is_dangerous() {
        // Black cannon on e7 faces the red general on e0 with the file empty between.
        let open = Position::from_fen("3ak4/4a4/4c4/9/9/9/9/9/9/3AKA3 w").unwrap();
        // The same with a red pawn and horse on the file: two screens, no danger.
        let closed = Position::from_fen("3ak4/4a4/4c4/9/9/9/4P4/4N4/9/3AKA3 w").unwrap();
        let d_open = danger(&open, Color::Red, &activity(&open, Color::Black));
        let d_closed = danger(&closed, Color::Red, &activity(&closed, Color::Black));
        assert!(
            d_open > d_closed + EMPTY_HEADED_CANNON / 2,
            "{d_open} vs {d_closed}"
        );
    }
}
