//! Material values (子力价值, 25.3 of 000; 1.2 of 001) and which pieces count as
//! material at all.
//!
//! 25.3: rook, horse, cannon, a pawn that has crossed the river, advisor and elephant
//! are material (子力); the general and a pawn on its own half are not. A rook is
//! worth two horses, two cannons or a horse and a cannon; horse equals cannon;
//! advisor equals elephant; a crossed pawn's value floats, and trading one pawn for
//! pieces or one piece for pawns does not count as winning material. The numbers below
//! keep exactly those relations; pawns are worth almost nothing, so that only a whole
//! piece (or a pawn won on top of an even trade) counts as a gain.

use crate::rules::{Kind, Piece, Square};

/// Value of a piece of `kind` in exchanges. The general is priceless.
pub const fn value(kind: Kind) -> i32 {
    match kind {
        Kind::King => 10_000,
        Kind::Rook => 80,
        Kind::Horse | Kind::Cannon => 40,
        Kind::Advisor | Kind::Elephant => 20,
        Kind::Pawn => 1,
    }
}

/// True when the piece is material that can be chased (25.3 of 000; 7.1.2 of 002;
/// AXF): anything but the general and a pawn still on its own half.
pub fn is_material(piece: Piece, at: Square) -> bool {
    match piece.kind {
        Kind::King => false,
        Kind::Pawn => !at.on_own_half(piece.color),
        _ => true,
    }
}

/// A big piece (大子) of the folk rules (002, 6.2.1): rook, horse, cannon, and a
/// pawn across the river. Advisors, elephants and pawns at home are small.
pub fn is_big(piece: Piece, at: Square) -> bool {
    match piece.kind {
        Kind::Rook | Kind::Horse | Kind::Cannon => true,
        Kind::Pawn => !at.on_own_half(piece.color),
        _ => false,
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::rules::Color;

    #[test]
    fn values_keep_the_relations_of_25_3() {
        assert_eq!(value(Kind::Rook), 2 * value(Kind::Horse));
        assert_eq!(value(Kind::Rook), value(Kind::Horse) + value(Kind::Cannon));
        assert_eq!(value(Kind::Advisor), value(Kind::Elephant));
        // Five pawns do not make a piece.
        assert!(5 * value(Kind::Pawn) < value(Kind::Advisor));
    }

    #[test]
    fn pawns_become_material_across_the_river() {
        let red_pawn = Piece::new(Color::Red, Kind::Pawn);
        assert!(!is_material(red_pawn, Square::from_iccs("e3").unwrap()));
        assert!(is_material(red_pawn, Square::from_iccs("e5").unwrap()));
        assert!(is_big(red_pawn, Square::from_iccs("e5").unwrap()));
        let black_pawn = Piece::new(Color::Black, Kind::Pawn);
        assert!(!is_material(black_pawn, Square::from_iccs("e6").unwrap()));
        assert!(is_material(black_pawn, Square::from_iccs("e4").unwrap()));
        let king = Piece::new(Color::Red, Kind::King);
        assert!(!is_material(king, Square::from_iccs("e0").unwrap()));
        let advisor = Piece::new(Color::Black, Kind::Advisor);
        assert!(is_material(advisor, Square::from_iccs("e8").unwrap()));
        assert!(!is_big(advisor, Square::from_iccs("e8").unwrap()));
    }
}
