//! The quiescence search: at the horizon, only captures are searched (and, in check,
//! every evasion), so that the evaluation is read in a quiet position.

use crate::eval::{evaluate, material};
use crate::score::{DRAW, mated_in};
use chuhe_core::rules::{MAX_MOVES, Move, Square};

use super::ordering::{mvv_lva, pick};
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
        let list = self.pos.legal_moves();
        if list.is_empty() {
            return mated_in(ply);
        }
        let stand_pat = if in_check {
            mated_in(ply)
        } else {
            let e = evaluate(&self.pos);
            if e >= beta {
                return e;
            }
            alpha = alpha.max(e);
            e
        };

        let mut moves = [NO_MOVE; MAX_MOVES];
        let mut scores = [0i32; MAX_MOVES];
        let mut n = 0;
        for &m in list.iter() {
            let victim = self.pos.piece_at(m.to);
            if !in_check {
                let Some(v) = victim else { continue };
                if stand_pat + material::value(v.kind) + DELTA_MARGIN <= alpha {
                    continue;
                }
            }
            let attacker = self.pos.piece_at(m.from).map(|p| p.kind);
            scores[n] = match (victim, attacker) {
                (Some(v), Some(a)) => 1 << 20 | mvv_lva(v.kind, a),
                _ => 0,
            };
            moves[n] = m;
            n += 1;
        }

        let mut best = stand_pat;
        for i in 0..n {
            let m = pick(&mut moves[..n], &mut scores, i);
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
}
