//! One node of the principal variation search.

use crate::eval::evaluate;
use crate::score::{self, DRAW, INFINITE, MATE, MATE_BOUND, mated_in};
use chuhe_core::rules::{Kind, MAX_MOVES, Move, Piece, Square};

use super::ordering::{Context, HISTORY_MAX, Played};
use super::picker::{MovePicker, Picked};
use super::quiescence::pick;
use super::see::{check_gives_the_checker_away, see};
use super::tt::Bound;
use super::{MAX_PLY, Searcher};

/// Reverse futility: at this depth or less, a quiet position this far above beta a
/// ply is cut at once.
const REVERSE_FUTILITY_DEPTH: i32 = 6;
const REVERSE_FUTILITY_MARGIN: i32 = 100;
/// Futility: at this depth or less, quiet moves that cannot lift a hopeless score to
/// alpha are skipped.
const FUTILITY_DEPTH: i32 = 3;
const FUTILITY_MARGIN: i32 = 120;
/// Late-move pruning: at this depth or less, quiet moves beyond a count are skipped.
const LATE_MOVE_DEPTH: i32 = 5;
/// Exchange pruning: at this depth or less, a capture losing more than this a ply,
/// or a quiet move losing more than this a ply squared, is skipped.
const SEE_DEPTH: i32 = 5;
const SEE_CAPTURE_MARGIN: i32 = 120;
const SEE_QUIET_MARGIN: i32 = 40;
/// ProbCut: from this depth, a capture whose shallow search beats beta by the margin
/// cuts the node.
const PROBCUT_DEPTH: i32 = 5;
const PROBCUT_MARGIN: i32 = 200;
/// How much shallower the ProbCut search is.
const PROBCUT_REDUCTION: i32 = 4;

const NO_PIECE: Piece = Piece::new(chuhe_core::rules::Color::Red, Kind::Pawn);
const NO_MOVE: Move = Move::new(Square::new(0, 0), Square::new(0, 0));

impl Searcher {
    /// The score of the current position from the side to move's view, searched
    /// `depth` plies deep within (`alpha`, `beta`). `ply` is the distance from the root.
    pub(super) fn pvs(
        &mut self,
        mut depth: i32,
        mut alpha: i32,
        mut beta: i32,
        ply: usize,
        allow_null: bool,
    ) -> i32 {
        let checkers = self.pos.checkers();
        let in_check = checkers.any();
        // Check extension: a position in check is searched one ply deeper, unless the
        // check only gives the checking piece away.
        if in_check && !check_gives_the_checker_away(&mut self.pos, checkers) {
            depth += 1;
        }
        if depth <= 0 {
            return self.quiescence(alpha, beta, ply);
        }
        let pv_node = beta - alpha > 1;
        self.pv.clear(ply);
        self.nodes += 1;
        if self.should_stop() {
            return DRAW;
        }
        if ply > self.seldepth {
            self.seldepth = ply;
        }
        if ply > 0 {
            if let Some(s) = self.rule_score(ply) {
                return s;
            }
            // Mate distance pruning: no line from here beats a mate already found
            // nearer the root.
            alpha = alpha.max(mated_in(ply));
            beta = beta.min(MATE - ply as i32 - 1);
            if alpha >= beta {
                return alpha;
            }
        }
        if ply >= MAX_PLY - 1 {
            return evaluate(&self.pos);
        }

        let hash = self.pos.hash();
        let hit = self.tt.probe(hash);
        let tt_move = hit.and_then(|h| h.mv).filter(|&m| self.pos.is_legal(m));
        if let Some(h) = hit
            && !pv_node
            && h.depth >= depth
        {
            let s = score::from_table(h.score, ply);
            let cut = match h.bound {
                Bound::Exact => true,
                Bound::Lower => s >= beta,
                Bound::Upper => s <= alpha,
            };
            if cut {
                return s;
            }
        }

        // The evaluation as the table keeps it (raw), and as the pruning reads it
        // (corrected by what searches of the same structures found).
        let (raw_eval, static_eval) = if in_check {
            (-INFINITE, -INFINITE)
        } else {
            let raw = hit.map_or_else(|| self.eval_cache.evaluate(&self.pos), |h| h.eval);
            (raw, self.correction.corrected(&self.pos, raw))
        };
        self.evals[ply] = static_eval;
        // Improving: better than two plies ago (our previous move's position), so the
        // node deserves less pruning.
        let improving = !in_check && ply >= 2 && static_eval > self.evals[ply - 2];

        if !pv_node && !in_check {
            // Reverse futility: far above beta, a shallow search will not fall below.
            if depth <= REVERSE_FUTILITY_DEPTH
                && static_eval - REVERSE_FUTILITY_MARGIN * depth + 40 * improving as i32 >= beta
                && beta.abs() < MATE_BOUND
            {
                return static_eval;
            }
            // Null move: give the opponent a free move; if we are still above beta, a
            // real move would be too. Not when the side has no strong piece left —
            // there zugzwang (a side forced to weaken itself) is common.
            if allow_null && depth >= 3 && static_eval >= beta && self.has_strong_pieces() {
                let r = 3 + depth / 6 + ((static_eval - beta) / 200).min(2);
                self.pos.pass();
                self.path.push_null();
                self.played[ply] = None;
                let s = -self.pvs(depth - 1 - r, -beta, -beta + 1, ply + 1, false);
                self.path.pop();
                self.pos.unpass();
                if self.stopped {
                    return DRAW;
                }
                if s >= beta {
                    return if s > MATE_BOUND { beta } else { s };
                }
            }
        }
        // ProbCut: a good capture that beats a raised beta in a shallow search would
        // almost surely beat beta in the full one. Not when the table already says
        // a search nearly as deep stayed below the raised beta.
        if !pv_node
            && !in_check
            && depth >= PROBCUT_DEPTH
            && beta.abs() < MATE_BOUND
            && !hit.is_some_and(|h| {
                h.depth > depth - PROBCUT_REDUCTION
                    && score::from_table(h.score, ply) < beta + PROBCUT_MARGIN
            })
            && let Some(s) = self.probcut(depth, beta + PROBCUT_MARGIN, static_eval, ply)
        {
            return s;
        }
        // Internal iterative reduction: without a table move the ordering is poor and
        // the node probably new; search it a ply shallower.
        if tt_move.is_none() && depth >= 4 {
            depth -= 1;
        }

        let context = Context {
            previous: self.previous_move(ply),
            before: if ply >= 2 { self.played[ply - 2] } else { None },
        };
        let mut picker = MovePicker::new(tt_move);
        let original_alpha = alpha;
        let mut best = -INFINITE;
        let mut best_move = None;
        let mut best_is_capture = false;
        let mut quiets_tried = [(NO_MOVE, NO_PIECE); MAX_MOVES];
        let mut quiet_count = 0;
        let mut pruned_quiets = 0;
        let mut legal = 0;
        let mut searched = 0;
        let side = self.pos.side_to_move();
        let late_move_limit = (3 + depth * depth) as usize / if improving { 1 } else { 2 };

        while let Some((m, picked)) = picker.next(&mut self.pos, &self.ordering, ply, &context) {
            legal += 1;
            let Some(piece) = self.pos.piece_at(m.from) else {
                continue;
            };
            let capture = self.pos.piece_at(m.to).is_some();
            let may_prune = !pv_node && !in_check && best > -MATE_BOUND && legal > 1;
            let may_prune_quiet = may_prune && !capture;
            // Late-move pruning and futility, for a quiet move that gives no check.
            let late_or_futile = may_prune_quiet
                && ((depth <= LATE_MOVE_DEPTH && quiet_count + pruned_quiets >= late_move_limit)
                    || (depth <= FUTILITY_DEPTH
                        && static_eval + FUTILITY_MARGIN * depth + 60 <= alpha));
            // A quiet move that hands material over by exchange: the costlier test,
            // asked only of a move the cheaper ones keep.
            let quiet_loss = may_prune_quiet
                && !late_or_futile
                && depth <= SEE_DEPTH
                && see(&mut self.pos, m) < -SEE_QUIET_MARGIN * depth * depth;
            // A quiet move the tests prune and that surely gives no check is skipped
            // without being played.
            if (late_or_futile || quiet_loss) && !self.pos.may_give_check(m) {
                pruned_quiets += 1;
                continue;
            }
            let undo = self.pos.play_unchecked(m);
            let gives_check = self.pos.is_check();
            let quiet = !capture && !gives_check;
            // The reply will probe the table unless it is a quiescence node (which
            // does not): have its entry on the way meanwhile.
            if depth > 1 || gives_check {
                self.tt.prefetch(self.pos.hash());
            }

            if may_prune && !gives_check {
                let skip = if quiet {
                    late_or_futile || quiet_loss
                } else {
                    matches!(picked, Picked::BadCapture(loss)
                        if depth <= SEE_DEPTH && loss < -SEE_CAPTURE_MARGIN * depth)
                };
                if skip {
                    self.pos.undo(m, undo);
                    if !capture {
                        pruned_quiets += 1;
                    }
                    continue;
                }
            }

            let history = if capture {
                0
            } else {
                self.ordering.quiet_score(side, m, piece, &context)
            };
            self.path.push(self.pos.hash(), gives_check);
            self.played[ply] = Some(Played::new(piece, m.to));
            let new_depth = depth - 1;
            searched += 1;
            let s = if searched == 1 {
                -self.pvs(new_depth, -beta, -alpha, ply + 1, true)
            } else {
                // Late-move reduction for quiet moves ordered late, less for those with
                // a good history, more where the position is not improving.
                let mut r = 0;
                if depth >= 3 && searched >= 3 && quiet && !self.ordering.is_killer(ply, m) {
                    r = self.lmr[(depth as usize).min(63)][searched.min(63)] as i32;
                    if pv_node {
                        r -= 1;
                    }
                    if !improving {
                        r += 1;
                    }
                    r -= history * 2 / HISTORY_MAX;
                    r = r.clamp(0, new_depth - 1);
                }
                let mut s = -self.pvs(new_depth - r, -alpha - 1, -alpha, ply + 1, true);
                if s > alpha && r > 0 {
                    s = -self.pvs(new_depth, -alpha - 1, -alpha, ply + 1, true);
                }
                if s > alpha && s < beta {
                    s = -self.pvs(new_depth, -beta, -alpha, ply + 1, true);
                }
                s
            };
            self.path.pop();
            self.pos.undo(m, undo);
            if self.stopped {
                return DRAW;
            }

            if s > best {
                best = s;
                if s > alpha {
                    best_move = Some(m);
                    best_is_capture = capture;
                    alpha = s;
                    self.pv.update(ply, m);
                    if s >= beta {
                        if !capture {
                            self.ordering.on_cutoff(
                                side,
                                ply,
                                (m, piece),
                                depth,
                                &quiets_tried[..quiet_count],
                                &context,
                            );
                        }
                        break;
                    }
                }
            }
            if !capture {
                quiets_tried[quiet_count] = (m, piece);
                quiet_count += 1;
            }
        }

        if legal == 0 {
            // Checkmate or stalemate: both lose (4.1.1, 4.1.2).
            return mated_in(ply);
        }
        if searched == 0 {
            // Every move was pruned: the node is as bad as the margins said.
            return alpha;
        }

        let bound = if best >= beta {
            Bound::Lower
        } else if best > original_alpha {
            Bound::Exact
        } else {
            Bound::Upper
        };
        // A quiet result that the bound pins on its side of the evaluation teaches
        // the correction history (a lower bound below it, or an upper bound above
        // it, says nothing about how wrong it was).
        let informative = match bound {
            Bound::Exact => true,
            Bound::Lower => best > static_eval,
            Bound::Upper => best < static_eval,
        };
        if informative && !in_check && !best_is_capture && best.abs() < MATE_BOUND {
            self.correction.update(&self.pos, depth, raw_eval, best);
        }
        self.tt.store(
            hash,
            best_move.or(tt_move),
            score::to_table(best, ply),
            raw_eval,
            depth,
            bound,
        );
        best
    }

    /// The captures that win at least `raised − static_eval` by exchange, each
    /// searched `PROBCUT_REDUCTION` plies shallower against `raised` (after a
    /// quiescence search to weed out most); the first score at or above it, if any.
    fn probcut(&mut self, depth: i32, raised: i32, static_eval: i32, ply: usize) -> Option<i32> {
        let mut moves = [NO_MOVE; MAX_MOVES];
        let mut scores = [0i32; MAX_MOVES];
        let n = self.captures(static_eval, -INFINITE, &mut moves, &mut scores);
        for i in 0..n {
            let m = pick(&mut moves[..n], &mut scores, i);
            if see(&mut self.pos, m) < raised - static_eval {
                continue;
            }
            let piece = self.pos.piece_at(m.from)?;
            let undo = self.pos.play_unchecked(m);
            self.path.push(self.pos.hash(), self.pos.is_check());
            self.played[ply] = Some(Played::new(piece, m.to));
            let mut s = -self.quiescence(-raised, -raised + 1, ply + 1);
            if s >= raised {
                s = -self.pvs(
                    depth - PROBCUT_REDUCTION,
                    -raised,
                    -raised + 1,
                    ply + 1,
                    true,
                );
            }
            self.path.pop();
            self.pos.undo(m, undo);
            if self.stopped {
                return Some(DRAW);
            }
            if s >= raised {
                return Some(s);
            }
        }
        None
    }

    /// A score fixed by the rules, before any search: the natural move limit reached
    /// (4.2.4: a draw), or a repetition (see `path.rs`).
    #[inline]
    pub(super) fn rule_score(&self, ply: usize) -> Option<i32> {
        let since_capture = self.pos.plies_since_capture() as usize;
        let counted = if since_capture >= ply {
            self.root_counted as usize + ply
        } else {
            since_capture
        };
        if counted >= self.limit_plies as usize {
            return Some(DRAW);
        }
        self.path.repetition_score(since_capture, ply)
    }

    /// The side to move has a rook, or two horses/cannons: null-move pruning is safe
    /// enough. With less, zugzwang positions are frequent.
    #[inline]
    fn has_strong_pieces(&self) -> bool {
        let side = self.pos.side_to_move();
        let rooks = self.pos.pieces(side, Kind::Rook).count();
        let minors = self.pos.pieces(side, Kind::Horse).count()
            + self.pos.pieces(side, Kind::Cannon).count();
        rooks >= 1 || minors >= 2
    }
}
