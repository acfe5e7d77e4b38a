//! What the search learns about quiet moves while it runs, for ordering them: two
//! killer moves a ply (quiet moves that caused a cut-off at that distance from the
//! root), a counter-move for each previous move (the reply that refuted it), the
//! history of each move by side and points, and the continuation history (how good a
//! move was right after a given piece had gone to a given point, one and two plies
//! earlier). The picking itself is in `picker.rs`.

use crate::eval::material;
use chuhe_core::rules::{Color, Kind, Move, Piece, Square};

use super::MAX_PLY;

/// History scores stay within ±HISTORY_MAX.
pub const HISTORY_MAX: i32 = 1 << 14;

/// A move as the continuation history knows it: the piece that moved and where to.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub struct Played {
    piece: u16,
    to: u16,
}

impl Played {
    #[inline]
    pub fn new(piece: Piece, to: Square) -> Played {
        Played {
            piece: (piece.color.index() * 7 + piece.kind.index()) as u16,
            to: to.index() as u16,
        }
    }

    /// The row (or column) of this move in the continuation table.
    #[inline]
    fn slot(self) -> usize {
        self.piece as usize * 90 + self.to as usize
    }
}

const SLOTS: usize = 14 * 90;

pub struct Ordering {
    killers: [[Option<Move>; 2]; MAX_PLY],
    /// By side, from, to.
    history: Box<[[[i32; 90]; 90]; 2]>,
    /// By the previous move's slot: the reply that refuted it.
    counter: Box<[Option<Move>; SLOTS]>,
    /// By the earlier move's slot, then this move's slot.
    continuation: Box<[[i16; SLOTS]]>,
}

impl Default for Ordering {
    fn default() -> Self {
        Ordering::new()
    }
}

/// The moves before the current node that the continuation history reads: one ply
/// back (the opponent's last move) and two plies back (our own).
#[derive(Copy, Clone, Debug, Default)]
pub struct Context {
    pub previous: Option<Played>,
    pub before: Option<Played>,
}

impl Ordering {
    pub fn new() -> Ordering {
        Ordering {
            killers: [[None; 2]; MAX_PLY],
            history: Box::new([[[0; 90]; 90]; 2]),
            counter: Box::new([None; SLOTS]),
            continuation: vec![[0i16; SLOTS]; SLOTS].into_boxed_slice(),
        }
    }

    pub fn clear(&mut self) {
        self.killers = [[None; 2]; MAX_PLY];
        for side in self.history.iter_mut() {
            for row in side.iter_mut() {
                row.fill(0);
            }
        }
        self.counter.fill(None);
        for row in self.continuation.iter_mut() {
            row.fill(0);
        }
    }

    /// Between searches: killers are stale, histories are halved.
    pub fn age(&mut self) {
        self.killers = [[None; 2]; MAX_PLY];
        for side in self.history.iter_mut() {
            for row in side.iter_mut() {
                for h in row.iter_mut() {
                    *h /= 2;
                }
            }
        }
        for row in self.continuation.iter_mut() {
            for h in row.iter_mut() {
                *h /= 2;
            }
        }
    }

    #[inline]
    pub fn killers(&self, ply: usize) -> [Option<Move>; 2] {
        self.killers[ply]
    }

    #[inline]
    pub fn is_killer(&self, ply: usize, m: Move) -> bool {
        self.killers[ply].contains(&Some(m))
    }

    #[inline]
    pub fn counter_move(&self, context: &Context) -> Option<Move> {
        context.previous.and_then(|p| self.counter[p.slot()])
    }

    /// How good the quiet move `m` of `piece` has been: its history plus its two
    /// continuation histories.
    #[inline]
    pub fn quiet_score(&self, side: Color, m: Move, piece: Piece, context: &Context) -> i32 {
        let this = Played::new(piece, m.to).slot();
        let mut s = self.history[side.index()][m.from.index()][m.to.index()];
        if let Some(p) = context.previous {
            s += self.continuation[p.slot()][this] as i32;
        }
        if let Some(b) = context.before {
            s += self.continuation[b.slot()][this] as i32;
        }
        s
    }

    /// A quiet move caused a beta cut-off: remember it, and reward it over the quiet
    /// moves tried before it, which failed. `tried` holds each move with its piece.
    pub fn on_cutoff(
        &mut self,
        side: Color,
        ply: usize,
        best: (Move, Piece),
        depth: i32,
        tried: &[(Move, Piece)],
        context: &Context,
    ) {
        let (m, _) = best;
        if self.killers[ply][0] != Some(m) {
            self.killers[ply][1] = self.killers[ply][0];
            self.killers[ply][0] = Some(m);
        }
        if let Some(p) = context.previous {
            self.counter[p.slot()] = Some(m);
        }
        let bonus = (depth * depth + depth).min(1200);
        self.reward(side, best, bonus, context);
        for &t in tried {
            self.reward(side, t, -bonus, context);
        }
    }

    #[inline]
    fn reward(&mut self, side: Color, (m, piece): (Move, Piece), bonus: i32, context: &Context) {
        update(
            &mut self.history[side.index()][m.from.index()][m.to.index()],
            bonus,
        );
        let this = Played::new(piece, m.to).slot();
        for earlier in [context.previous, context.before].into_iter().flatten() {
            let h = &mut self.continuation[earlier.slot()][this];
            let mut v = *h as i32;
            update(&mut v, bonus);
            *h = v as i16;
        }
    }
}

/// The "gravity" update: entries move towards ±HISTORY_MAX and never pass it.
#[inline]
fn update(h: &mut i32, bonus: i32) {
    *h += bonus - *h * bonus.abs() / HISTORY_MAX;
}

/// Most valuable victim first; among equal victims, the cheapest attacker first. The
/// general as attacker counts as cheapest (it cannot be taken back into a check).
#[inline]
pub fn mvv_lva(victim: Kind, attacker: Kind) -> i32 {
    let a = if attacker == Kind::King {
        0
    } else {
        material::value(attacker)
    };
    material::value(victim) * 16 - a / 10
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn history_is_bounded() {
        let mut h = 0;
        for _ in 0..10_000 {
            update(&mut h, 1200);
        }
        assert!(h <= HISTORY_MAX && h > HISTORY_MAX / 2);
        for _ in 0..10_000 {
            update(&mut h, -1200);
        }
        assert!((-HISTORY_MAX..-HISTORY_MAX / 2).contains(&h));
        assert!(mvv_lva(Kind::Rook, Kind::Pawn) > mvv_lva(Kind::Rook, Kind::Horse));
        assert!(mvv_lva(Kind::Rook, Kind::Rook) > mvv_lva(Kind::Horse, Kind::Pawn));
    }

    /// A cut-off makes the move a killer and the counter-move of the move before it,
    /// and raises its score above a move that failed before it.
    #[test]
    fn a_cutoff_is_remembered() {
        let mut o = Ordering::new();
        let red_rook = Piece::new(Color::Red, Kind::Rook);
        let black_horse = Piece::new(Color::Black, Kind::Horse);
        let good = Move::from_iccs("a0a1").unwrap();
        let bad = Move::from_iccs("a0b0").unwrap();
        let context = Context {
            previous: Some(Played::new(black_horse, Square::from_iccs("b7").unwrap())),
            before: None,
        };
        o.on_cutoff(
            Color::Red,
            3,
            (good, red_rook),
            6,
            &[(bad, red_rook)],
            &context,
        );
        assert!(o.is_killer(3, good) && !o.is_killer(2, good));
        assert_eq!(o.counter_move(&context), Some(good));
        let g = o.quiet_score(Color::Red, good, red_rook, &context);
        let b = o.quiet_score(Color::Red, bad, red_rook, &context);
        assert!(g > 0 && b < 0, "good {g}, bad {b}");
        // The same move for the other side learned nothing.
        assert_eq!(
            o.quiet_score(Color::Black, good, red_rook, &Context::default()),
            0
        );
    }
}
