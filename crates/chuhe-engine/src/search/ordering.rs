//! Move ordering: the transposition-table move first, then captures by most valuable
//! victim / least valuable attacker, then the two killer moves of the ply, then quiet
//! moves by their history score. Moves are picked one at a time (selection), since a
//! cut-off usually comes after the first few.

use crate::eval::material;
use chuhe_core::rules::{Color, Kind, MAX_MOVES, Move, Position};

use super::MAX_PLY;

const TT_MOVE: i32 = 1 << 30;
const CAPTURE: i32 = 1 << 28;
const KILLER: i32 = 1 << 27;
/// History scores stay within ±HISTORY_MAX (below every killer).
const HISTORY_MAX: i32 = 1 << 14;

pub struct Ordering {
    killers: [[Option<Move>; 2]; MAX_PLY],
    /// By side, from, to.
    history: Box<[[[i32; 90]; 90]; 2]>,
}

impl Default for Ordering {
    fn default() -> Self {
        Ordering::new()
    }
}

impl Ordering {
    pub fn new() -> Ordering {
        Ordering {
            killers: [[None; 2]; MAX_PLY],
            history: Box::new([[[0; 90]; 90]; 2]),
        }
    }

    pub fn clear(&mut self) {
        self.killers = [[None; 2]; MAX_PLY];
        for side in self.history.iter_mut() {
            for row in side.iter_mut() {
                row.fill(0);
            }
        }
    }

    /// Between searches: killers are stale, history is halved.
    pub fn age(&mut self) {
        self.killers = [[None; 2]; MAX_PLY];
        for side in self.history.iter_mut() {
            for row in side.iter_mut() {
                for h in row.iter_mut() {
                    *h /= 2;
                }
            }
        }
    }

    #[inline]
    pub fn is_killer(&self, ply: usize, m: Move) -> bool {
        self.killers[ply].contains(&Some(m))
    }

    /// Scores every move of `moves` for picking.
    pub fn score(
        &self,
        pos: &Position,
        moves: &[Move],
        tt_move: Option<Move>,
        ply: usize,
        scores: &mut [i32; MAX_MOVES],
    ) {
        let side = pos.side_to_move().index();
        for (i, &m) in moves.iter().enumerate() {
            scores[i] = if Some(m) == tt_move {
                TT_MOVE
            } else if let Some(victim) = pos.piece_at(m.to) {
                CAPTURE + mvv_lva(victim.kind, attacker(pos, m))
            } else if self.killers[ply][0] == Some(m) {
                KILLER + 1
            } else if self.killers[ply][1] == Some(m) {
                KILLER
            } else {
                self.history[side][m.from.index()][m.to.index()]
            };
        }
    }

    /// A quiet move caused a beta cut-off: remember it, and reward it over the quiet
    /// moves tried before it, which failed.
    pub fn on_cutoff(&mut self, side: Color, ply: usize, m: Move, depth: i32, tried: &[Move]) {
        if self.killers[ply][0] != Some(m) {
            self.killers[ply][1] = self.killers[ply][0];
            self.killers[ply][0] = Some(m);
        }
        let bonus = (depth * depth).min(400);
        let h = &mut self.history[side.index()];
        update(&mut h[m.from.index()][m.to.index()], bonus);
        for &t in tried {
            update(&mut h[t.from.index()][t.to.index()], -bonus);
        }
    }
}

/// The "gravity" update: entries move towards ±HISTORY_MAX and never pass it.
#[inline]
fn update(h: &mut i32, bonus: i32) {
    *h += bonus - *h * bonus.abs() / HISTORY_MAX;
}

#[inline]
fn attacker(pos: &Position, m: Move) -> Kind {
    pos.piece_at(m.from).map_or(Kind::Pawn, |p| p.kind)
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

/// Picks the best-scored move among `moves[from..]`, swapping it to `from`.
#[inline]
pub fn pick(moves: &mut [Move], scores: &mut [i32; MAX_MOVES], from: usize) -> Move {
    let mut best = from;
    for i in from + 1..moves.len() {
        if scores[i] > scores[best] {
            best = i;
        }
    }
    moves.swap(from, best);
    scores.swap(from, best);
    moves[from]
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn history_is_bounded() {
        let mut h = 0;
        for _ in 0..10_000 {
            update(&mut h, 400);
        }
        assert!(h <= HISTORY_MAX && h > HISTORY_MAX / 2);
        assert!(mvv_lva(Kind::Rook, Kind::Pawn) > mvv_lva(Kind::Rook, Kind::Horse));
        assert!(mvv_lva(Kind::Rook, Kind::Rook) > mvv_lva(Kind::Horse, Kind::Pawn));
    }
}
