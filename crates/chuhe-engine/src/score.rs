//! Search scores: centipawns from the side to move's point of view, with mate scores
//! kept exact by counting plies from the root.

/// A mate found at the root: the side to move mates now. `MATE - n` is a mate `n` plies
/// from the root.
pub const MATE: i32 = 30_000;
/// Any score beyond this (in absolute value) is a mate score.
pub const MATE_BOUND: i32 = MATE - 1_000;
/// A win or loss by a rule rather than by mate (a perpetual check seen inside the
/// search: 长将 loses under every rule set chuhe knows). Below every mate, above
/// every evaluation.
pub const RULE_WIN: i32 = 20_000;
/// Larger than any score: the bounds of a full window.
pub const INFINITE: i32 = 32_000;
pub const DRAW: i32 = 0;

/// The score of being mated `ply` plies from the root (no legal move: checkmate or
/// stalemate, both a loss in Xiangqi, 4.1.1–4.1.2).
#[inline]
pub const fn mated_in(ply: usize) -> i32 {
    -MATE + ply as i32
}

#[inline]
pub const fn is_mate(score: i32) -> bool {
    score.abs() > MATE_BOUND
}

/// A score as a GUI shows it: centipawns, or mate in `n` moves (negative when the side
/// to move is mated), as UCI `score cp` / `score mate` count them.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum Display {
    Centipawns(i32),
    Mate(i32),
}

impl Display {
    pub fn of(score: i32) -> Display {
        if score > MATE_BOUND {
            let plies = MATE - score;
            Display::Mate((plies + 1) / 2)
        } else if score < -MATE_BOUND {
            let plies = MATE + score;
            Display::Mate(-(plies / 2))
        } else {
            Display::Centipawns(score)
        }
    }
}

/// Mate scores are stored in the transposition table relative to the node, so that a
/// position reached at another distance from the root reads the right mate distance.
#[inline]
pub const fn to_table(score: i32, ply: usize) -> i32 {
    if score > MATE_BOUND {
        score + ply as i32
    } else if score < -MATE_BOUND {
        score - ply as i32
    } else {
        score
    }
}

#[inline]
pub const fn from_table(score: i32, ply: usize) -> i32 {
    if score > MATE_BOUND {
        score - ply as i32
    } else if score < -MATE_BOUND {
        score + ply as i32
    } else {
        score
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn mate_distances_in_moves() {
        // The side to move mates with its first move: one ply, mate in 1.
        assert_eq!(Display::of(MATE - 1), Display::Mate(1));
        // Mate on its second move: three plies.
        assert_eq!(Display::of(MATE - 3), Display::Mate(2));
        // Mated at once (no legal move at the root).
        assert_eq!(Display::of(mated_in(0)), Display::Mate(0));
        // Mated after its own move and the opponent's: two plies.
        assert_eq!(Display::of(mated_in(2)), Display::Mate(-1));
        assert_eq!(Display::of(35), Display::Centipawns(35));
    }

    #[test]
    fn table_round_trip() {
        for s in [MATE - 7, -MATE + 9, 120, -40] {
            assert_eq!(from_table(to_table(s, 5), 5), s);
        }
        // A mate in 3 plies from a node 4 plies deep is a mate in 7 from the root.
        assert_eq!(from_table(to_table(MATE - 3, 0), 4), MATE - 7);
    }
}
