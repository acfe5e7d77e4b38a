//! 不能离线 (民间规则 6.2.4): "走棋后，形成不能离线棋子的将、配合做杀等为打着；其捉，为非打着。
//! 不能离线，是指本身受到牵制，离线后将会造成送将或送杀者" — a piece that is pinned, so that
//! leaving its point would expose its own general (送将, 5.1.3) or let it be mated at
//! once (送杀, 5.2.3), still checks and helps to threaten mate, but what it attacks is
//! no attack.
//!
//! A pinned piece may still take along its line (a rook taking its pinner, say): that
//! capture is legal, and without this article would be a chase. Captures that leave the
//! line are illegal or walk into mate already, and are no threats in any rule set.

use crate::rules::{Position, Square};

use super::mate_threat::{MateSearch, mate_by_checks};

/// True when the piece on `at` cannot leave its point: without it, its own general
/// would be in check or facing the other general (送将), or the other side, to move,
/// could mate with its next check where with the piece in place it could not (送杀:
/// the leaving would make the mate).
pub fn cannot_leave_line(pos: &Position, at: Square) -> bool {
    let Some(piece) = pos.piece_at(at) else {
        return false;
    };
    let mut setup = pos.to_setup();
    setup.board[at.index()] = None;
    setup.side = piece.color;
    let without = Position::from_setup_raw(&setup);
    if without.is_check() {
        return true;
    }
    let next_check = MateSearch {
        max_checks: 1,
        budget: 400,
    };
    setup.side = !piece.color;
    let mut theirs = Position::from_setup_raw(&setup);
    if mate_by_checks(&mut theirs, next_check).is_none() {
        return false;
    }
    let mut with_it = pos.clone();
    if with_it.side_to_move() == piece.color {
        with_it.pass();
    }
    mate_by_checks(&mut with_it, next_check).is_none()
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::rules::Color;

    /// The pieces of `color` (the general aside) that cannot leave their points.
    fn pinned_of(pos: &Position, color: Color) -> Vec<Square> {
        pos.by_color(color)
            .filter(|&s| s != pos.king(color) && cannot_leave_line(pos, s))
            .collect()
    }

    fn pos(fen: &str) -> Position {
        Position::from_fen(fen).unwrap()
    }

    fn sq(s: &str) -> Square {
        Square::from_iccs(s).unwrap()
    }

    #[test]
    fn a_piece_shielding_its_general_cannot_leave() {
        // The red rook f5 stands between the black cannon f8 and the red general f0,
        // with the advisor f2 as the cannon's screen: without the rook, check (送将).
        // The advisor too: without it the rook is the screen.
        let p = pos("4k4/5c3/9/9/5R3/9/9/5A3/9/5K3 w");
        assert_eq!(pinned_of(&p, Color::Red), [sq("f2"), sq("f5")]);
        // With a red cannon on f3 as well, the rook may go: two screens remain.
        let p = pos("4k4/5c3/9/9/5R3/9/5C3/5A3/9/5K3 w");
        assert!(!cannot_leave_line(&p, sq("f5")));
    }

    #[test]
    fn a_piece_whose_leaving_lets_the_other_side_mate_cannot_leave() {
        // The red horse g2 guards h0: without it the black rook mates there (e0 faces
        // the black general, the pawn c1 covers d1; the pawn e5 keeps the rook off the
        // d-file): 送杀.
        let p = pos("4k4/9/9/9/4p2r1/9/9/6N2/2p6/3K5 w");
        assert_eq!(pinned_of(&p, Color::Red), [sq("g2")]);
        // Without the pawn c1 the general escapes to d1: the horse may go.
        let p = pos("4k4/9/9/9/4p2r1/9/9/6N2/9/3K5 w");
        assert!(!cannot_leave_line(&p, sq("g2")));
        // A mate that stands whether the piece goes or stays is not its doing.
        let p = pos("4k4/9/9/9/7r1/9/9/6N2/2p6/3K5 w");
        assert!(!cannot_leave_line(&p, sq("g2")));
    }
}
