//! Marking the moves of a game: how much a move gave away against the engine's best,
//! in centipawns from the mover's side, turned into the marks players write (PGN NAGs
//! 1 `!`, 2 `?`, 4 `??`).
//!
//! A mistake loses at least [`MISTAKE`], a blunder at least [`BLUNDER`] (a minor piece
//! and more: the 2011 values of 1.2 put a horse or cannon at 4–4.5 pawns, a rook at 9).
//! A good find is the engine's best move when every other move is at least [`ONLY`]
//! worse: the one move that holds. Mate scores count as a large score, less the
//! distance, so that a longer mate is a little worse than a shorter one.

use super::score::Display;

pub const MISTAKE: i32 = 100;
pub const BLUNDER: i32 = 300;
pub const ONLY: i32 = 150;
/// What a mate counts as, before the distance is taken off.
const MATE_VALUE: i32 = 10_000;

#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum Mark {
    /// `!`, NAG 1.
    Good,
    /// `?`, NAG 2.
    Mistake,
    /// `??`, NAG 4.
    Blunder,
}

impl Mark {
    pub fn symbol(self) -> &'static str {
        match self {
            Mark::Good => "!",
            Mark::Mistake => "?",
            Mark::Blunder => "??",
        }
    }

    pub fn nag(self) -> u8 {
        match self {
            Mark::Good => 1,
            Mark::Mistake => 2,
            Mark::Blunder => 4,
        }
    }
}

/// A score as centipawns for comparing, mates included.
pub fn comparable(d: Display) -> i32 {
    match d {
        Display::Centipawns(cp) => cp.clamp(-MATE_VALUE / 2, MATE_VALUE / 2),
        Display::Mate(n) if n > 0 => MATE_VALUE - n,
        Display::Mate(n) => -MATE_VALUE - n,
    }
}

/// The mark of a move scoring `played` where the best scores `best` and the second
/// best `second` (all from the mover's side; `second` is `None` with one legal move or
/// one line searched). `played_is_best` when the move is the engine's choice.
pub fn mark(
    played: Display,
    best: Display,
    second: Option<Display>,
    played_is_best: bool,
) -> Option<Mark> {
    let (p, b) = (comparable(played), comparable(best));
    if !played_is_best {
        let loss = b - p;
        if loss >= BLUNDER {
            return Some(Mark::Blunder);
        }
        if loss >= MISTAKE {
            return Some(Mark::Mistake);
        }
        return None;
    }
    let second = comparable(second?);
    // Only a move that keeps the game (not one among equal wins) counts as a find.
    (b - second >= ONLY && b > -MISTAKE && second < MATE_VALUE / 2).then_some(Mark::Good)
}

#[cfg(test)]
mod tests {
    use super::*;
    use Display::{Centipawns as Cp, Mate};

    #[test]
    fn losses_are_marked_by_size() {
        assert_eq!(mark(Cp(-600), Cp(20), None, false), Some(Mark::Blunder));
        assert_eq!(mark(Cp(-100), Cp(20), None, false), Some(Mark::Mistake));
        assert_eq!(mark(Cp(-60), Cp(20), None, false), None);
        // Missing a mate for a small edge is a blunder; a longer mate is not.
        assert_eq!(mark(Cp(50), Mate(2), None, false), Some(Mark::Blunder));
        assert_eq!(mark(Mate(4), Mate(2), None, false), None);
        assert_eq!(mark(Mate(-3), Cp(0), None, false), Some(Mark::Blunder));
        // The only move that holds is a find; one of several good moves is not.
        assert_eq!(mark(Cp(0), Cp(0), Some(Cp(-400)), true), Some(Mark::Good));
        assert_eq!(mark(Cp(30), Cp(30), Some(Cp(10)), true), None);
        assert_eq!(mark(Cp(-500), Cp(-500), Some(Cp(-900)), true), None);
        assert_eq!(mark(Cp(0), Cp(0), None, true), None);
        assert_eq!(Mark::Blunder.nag(), 4);
        assert_eq!(Mark::Mistake.symbol(), "?");
    }
}
