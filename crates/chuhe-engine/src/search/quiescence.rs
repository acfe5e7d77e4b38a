//! The quiescence search: at the horizon, only captures are searched (and, in check,
//! every evasion), so that the evaluation is read in a quiet position. Captures that
//! lose material by exchange are left out: they rarely change the verdict, and they
//! are most of what would make this search long.

use crate::eval::{evaluate, material};
use crate::score::{DRAW, mated_in};
use chuhe_core::rules::{Kind, MAX_MOVES, Move, Position, Square};

use super::ordering::mvv_lva;
use super::picker::first_max;
use super::see::see;
use super::{MAX_PLY, Searcher};

/// A capture that cannot bring the score within this of alpha is not searched.
const DELTA_MARGIN: i32 = 200;

const NO_MOVE: Move = Move::new(Square::new(0, 0), Square::new(0, 0));

impl Searcher {
    pub(super) fn quiescence(&mut self, mut alpha: i32, beta: i32, ply: usize) -> i32 {
        self.pv.clear(ply);
        self.nodes += 1;
        if self.should_stop() {
            return DRAW;
        }
        if ply > self.seldepth {
            self.seldepth = ply;
        }
        let in_check = self.pos.is_check();
        if ply >= MAX_PLY - 1 {
            return if in_check { DRAW } else { evaluate(&self.pos) };
        }
        let mut moves = [NO_MOVE; MAX_MOVES];
        let mut scores = [0i32; MAX_MOVES];
        let mut n = 0;
        let stand_pat;
        if in_check {
            let list = self.pos.legal_moves();
            if list.is_empty() {
                return mated_in(ply);
            }
            stand_pat = mated_in(ply);
            for &m in list.iter() {
                let victim = self.pos.piece_at(m.to);
                let attacker = self.pos.piece_at(m.from).map(|p| p.kind);
                scores[n] = match (victim, attacker) {
                    (Some(v), Some(a)) => 1 << 20 | mvv_lva(v.kind, a),
                    _ => 0,
                };
                moves[n] = m;
                n += 1;
            }
        } else {
            let e = self
                .correction
                .corrected(&self.pos, self.eval_cache.evaluate(&self.pos));
            if e >= beta {
                return e;
            }
            alpha = alpha.max(e);
            stand_pat = e;
            n = self.captures(stand_pat, alpha, &mut moves, &mut scores);
        }

        let mut best = stand_pat;
        for i in 0..n {
            let m = pick(&mut moves[..n], &mut scores, i);
            if !in_check && may_lose(&self.pos, m) && see(&mut self.pos, m) < 0 {
                continue;
            }
            let undo = self.pos.play_unchecked(m);
            let s = -self.quiescence(-beta, -alpha, ply + 1);
            self.pos.undo(m, undo);
            if self.stopped {
                return DRAW;
            }
            if s > best {
                best = s;
                if s > alpha {
                    alpha = s;
                    self.pv.update(ply, m);
                    if s >= beta {
                        break;
                    }
                }
            }
        }
        best
    }

    /// The legal captures of the side to move (not in check) that could bring the
    /// score up to alpha, scored most valuable victim first; returns how many.
    pub(super) fn captures(
        &self,
        stand_pat: i32,
        alpha: i32,
        moves: &mut [Move; MAX_MOVES],
        scores: &mut [i32; MAX_MOVES],
    ) -> usize {
        let side = self.pos.side_to_move();
        let enemy = self.pos.by_color(!side);
        let mut n = 0;
        for kind in Kind::ALL {
            for from in self.pos.pieces(side, kind) {
                for to in self.pos.pseudo_targets(from, kind, side) & enemy {
                    let Some(victim) = self.pos.piece_at(to) else {
                        continue;
                    };
                    if stand_pat + material::value(victim.kind) + DELTA_MARGIN <= alpha {
                        continue;
                    }
                    let m = Move::new(from, to);
                    if n < MAX_MOVES && self.pos.is_safe_pseudo_move(m) {
                        moves[n] = m;
                        scores[n] = mvv_lva(victim.kind, kind);
                        n += 1;
                    }
                }
            }
        }
        n
    }
}

/// Whether a capture might lose material by exchange: only when the taker is worth
/// more than its victim (or is the general, which must not be taken back).
#[inline]
pub(super) fn may_lose(pos: &Position, m: Move) -> bool {
    match (pos.piece_at(m.from), pos.piece_at(m.to)) {
        (Some(a), Some(v)) => {
            a.kind == Kind::King || material::value(a.kind) > material::value(v.kind)
        }
        _ => true,
    }
}

/// Picks the best-scored move among `moves[from..]`, swapping it to `from`.
#[inline]
pub(super) fn pick(moves: &mut [Move], scores: &mut [i32; MAX_MOVES], from: usize) -> Move {
    let best = from + first_max(&scores[from..moves.len()]);
    moves.swap(from, best);
    scores.swap(from, best);
    moves[from]
}
