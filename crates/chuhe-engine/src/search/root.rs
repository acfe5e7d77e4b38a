//! The root: which moves may be played under the rule set, iterative deepening with
//! aspiration windows, and multi-PV.
//!
//! Before searching, each root move is played on a copy of the game's
//! [`Adjudicator`](chuhe_core::adjudication::Adjudicator), which judges what the rule set
//! says of the position it reaches (24–29 of 000 for `cxa`; 002 for `folk`; the AXF
//! rules): a move after which the mover would lose (a forbidden cycle completed, such as
//! 长将 or 长捉) is never chosen while another move exists; a move after which the
//! opponent loses (its own forbidden cycle, or mate) is a win at once; a move that
//! completes a drawn cycle or reaches the natural move limit (4.2.4) scores a draw
//! without search. A move after which the opponent can complete a cycle that the rule
//! set makes the mover lose (an order to vary, 24.3, broken by the opponent's reply
//! closing the cycle once more; 长捉 judged at once under the other rule sets) scores
//! as that loss: the search inside judges only checks, so without this the engine
//! would see the last chance to vary too late.

use std::sync::Arc;
use std::sync::atomic::AtomicBool;

use crate::clock::SearchClock;
use crate::game::{GameHistory, Seen};
use crate::limits::Limits;
use crate::score::{DRAW, INFINITE, MATE, MATE_BOUND, mated_in};
use chuhe_core::adjudication::{AdjudicatedResult, Adjudicator};
use chuhe_core::rules::{Color, Move};

use super::{Info, Line, MAX_DEPTH, MAX_PLY, Outcome, Searcher};

/// What the rule set says of a root move before any search.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum Ruling {
    /// Nothing yet: search it.
    Open,
    /// The game ends after it with this score for the mover.
    Ends(i32),
}

#[derive(Clone, Debug)]
pub struct RootMove {
    pub mv: Move,
    pub ruling: Ruling,
    /// Loses under the rule set: kept only when every move loses.
    pub forbidden: bool,
    pub score: i32,
    pub previous_score: i32,
    pub pv: Vec<Move>,
}

const ASPIRATION: i32 = 30;

/// The root moves of `game` with the rule set's verdicts.
pub fn root_moves(game: &GameHistory) -> Vec<RootMove> {
    let pos = game.position();
    let mover = pos.side_to_move();
    let mut out: Vec<RootMove> = pos
        .legal_moves()
        .iter()
        .map(|&mv| {
            let mut adj = game.adjudicator().clone();
            let verdict = adj.play(mv).ok().and_then(|_| adj.verdict());
            let (ruling, forbidden) = match verdict.map(|j| j.verdict) {
                None if opponent_wins_by_rule(&adj, game.seen(), mover) => {
                    (Ruling::Ends(mated_in(2)), false)
                }
                None => (Ruling::Open, false),
                Some(AdjudicatedResult::Draw) => (Ruling::Ends(DRAW), false),
                Some(v) if v.loser() == Some(mover) => (Ruling::Ends(-MATE + 2), true),
                Some(_) => (Ruling::Ends(MATE - 1), false),
            };
            RootMove {
                mv,
                ruling,
                forbidden,
                score: -INFINITE,
                previous_score: -INFINITE,
                pv: vec![mv],
            }
        })
        .collect();
    if out.iter().any(|r| !r.forbidden) {
        out.retain(|r| !r.forbidden);
    }
    out
}

/// Whether the opponent, to move in `adj`'s position, has a reply that repeats a
/// position of the game (`seen`: since the last capture) and that the adjudicator
/// then judges a loss for `mover`. Only replies into a repetition are given to the
/// adjudicator, so the look costs a move generation and no search.
fn opponent_wins_by_rule(adj: &Adjudicator, seen: &[Seen], mover: Color) -> bool {
    let mut pos = adj.position().clone();
    pos.legal_moves().iter().any(|&reply| {
        let undo = pos.play_unchecked(reply);
        let repeats = seen.iter().any(|s| s.hash == pos.hash());
        pos.undo(reply, undo);
        if !repeats {
            return false;
        }
        let mut after = adj.clone();
        after.play(reply).is_ok()
            && after
                .verdict()
                .is_some_and(|j| j.verdict.loser() == Some(mover))
    })
}

impl Searcher {
    /// Searches the current position of `game` within `limits`, reporting each
    /// finished iteration to `on_info`. `stop` may be raised from another thread at
    /// any moment; the best move found so far is then returned.
    pub fn search(
        &mut self,
        game: &GameHistory,
        limits: &Limits,
        multipv: usize,
        stop: Arc<AtomicBool>,
        clock: Box<dyn SearchClock>,
        on_info: &mut dyn FnMut(&Info),
    ) -> Outcome {
        let roots = root_moves(game);
        self.search_moves(game, roots, limits, multipv, stop, clock, on_info)
    }

    /// As [`Searcher::search`], over a given set of root moves (`searchmoves`, or the
    /// levels' own selection).
    #[allow(clippy::too_many_arguments)]
    pub fn search_moves(
        &mut self,
        game: &GameHistory,
        roots: Vec<RootMove>,
        limits: &Limits,
        multipv: usize,
        stop: Arc<AtomicBool>,
        clock: Box<dyn SearchClock>,
        on_info: &mut dyn FnMut(&Info),
    ) -> Outcome {
        // A search bounded by nodes (the levels) stays on one thread, so that it
        // plays the same at every setting.
        if self.helpers.is_empty() || limits.nodes.is_some() {
            self.search_alone(game, roots, limits, multipv, stop, clock, on_info)
        } else {
            self.search_with_helpers(game, roots, limits, multipv, stop, clock, on_info)
        }
    }

    /// The search on this thread alone (a helper's, or the whole search).
    #[allow(clippy::too_many_arguments)]
    pub(super) fn search_alone(
        &mut self,
        game: &GameHistory,
        mut roots: Vec<RootMove>,
        limits: &Limits,
        multipv: usize,
        stop: Arc<AtomicBool>,
        clock: Box<dyn SearchClock>,
        on_info: &mut dyn FnMut(&Info),
    ) -> Outcome {
        self.apply_limits(limits, stop);
        self.clock = clock;
        self.pos = game.position().clone();
        self.path.reset(game.seen());
        let limit = game.adjudicator().natural_limit();
        self.root_counted = limit.counted_plies;
        self.limit_plies = limit.limit_plies;
        self.nodes = 0;
        self.seldepth = 0;
        if !self.keep_generation {
            self.tt.new_search();
        }
        self.ordering.age();
        self.eval_cache.clear();
        self.evals[0] = if self.pos.is_check() {
            -INFINITE
        } else {
            crate::eval::evaluate(&self.pos)
        };

        let multipv = multipv.clamp(1, roots.len().max(1));
        let max_depth = limits.depth.unwrap_or(MAX_DEPTH).clamp(1, MAX_DEPTH);
        let mut completed: Option<(u32, Vec<Line>)> = None;

        if roots.is_empty() {
            let elapsed = self.clock.elapsed(0);
            return Outcome {
                best: None,
                score: -MATE,
                depth: 0,
                seldepth: 0,
                nodes: 0,
                elapsed,
                lines: Vec::new(),
            };
        }

        for depth in self.first_depth.min(max_depth)..=max_depth {
            for r in roots.iter_mut() {
                r.previous_score = r.score;
            }
            for pv_index in 0..multipv {
                let previous = roots[pv_index].previous_score;
                let (mut alpha, mut beta) = if depth >= 4 && previous.abs() < MATE_BOUND {
                    (previous - ASPIRATION, previous + ASPIRATION)
                } else {
                    (-INFINITE, INFINITE)
                };
                let mut widen = ASPIRATION;
                loop {
                    let s = self.root_search(&mut roots[pv_index..], depth as i32, alpha, beta);
                    if self.stopped {
                        break;
                    }
                    if s <= alpha {
                        alpha = (alpha - widen).max(-INFINITE);
                    } else if s >= beta {
                        beta = (beta + widen).min(INFINITE);
                    } else {
                        break;
                    }
                    widen *= 2;
                    if widen > 1000 {
                        alpha = -INFINITE;
                        beta = INFINITE;
                    }
                }
                roots[pv_index..].sort_by_key(|r| std::cmp::Reverse(r.score));
                if self.stopped {
                    break;
                }
            }
            if self.stopped {
                // A move of the unfinished iteration that beat the previous best over a
                // full search is kept (it was searched to the new depth). With several
                // lines the finished iteration is kept whole.
                if let Some((_, lines)) = completed.as_mut()
                    && multipv == 1
                    && roots[0].score > lines[0].score
                    && roots[0].score > -INFINITE
                {
                    lines[0] = Line {
                        score: roots[0].score,
                        pv: roots[0].pv.clone(),
                    };
                }
                break;
            }
            // Each line was searched with its own window, so a later one can come out
            // above an earlier: the lines are reported best first.
            roots[..multipv].sort_by_key(|r| std::cmp::Reverse(r.score));
            let lines: Vec<Line> = roots[..multipv]
                .iter()
                .map(|r| Line {
                    score: r.score,
                    pv: r.pv.clone(),
                })
                .collect();
            let elapsed = self.clock.elapsed(self.nodes);
            on_info(&Info {
                depth,
                seldepth: self.seldepth as u32,
                lines: lines.clone(),
                nodes: self.nodes,
                elapsed,
                hashfull: 0,
            });
            completed = Some((depth, lines));
            // Stop early: the soft budget is spent, a mate is found and proven short
            // enough, or only one move can be played.
            if limits.soft_time.is_some_and(|soft| elapsed >= soft) {
                break;
            }
            let best = roots[0].score;
            if best.abs() > MATE_BOUND
                && (MATE - best.abs()) < depth as i32
                && limits.depth.is_none()
            {
                break;
            }
            if roots.len() == 1 && (limits.soft_time.is_some() || limits.hard_time.is_some()) {
                break;
            }
        }

        let (depth, lines) = completed.unwrap_or_else(|| {
            (
                0,
                vec![Line {
                    score: roots[0].score,
                    pv: vec![roots[0].mv],
                }],
            )
        });
        Outcome {
            best: lines[0].pv.first().copied(),
            score: lines[0].score,
            depth,
            seldepth: self.seldepth as u32,
            nodes: self.nodes,
            elapsed: self.clock.elapsed(self.nodes),
            lines,
        }
    }

    /// One pass over the root moves at `depth` within (`alpha`, `beta`); sets each
    /// move's score (−∞ when it failed low) and returns the best.
    fn root_search(
        &mut self,
        roots: &mut [RootMove],
        depth: i32,
        mut alpha: i32,
        beta: i32,
    ) -> i32 {
        let mut best = -INFINITE;
        for (i, r) in roots.iter_mut().enumerate() {
            let s = match r.ruling {
                Ruling::Ends(s) => s,
                Ruling::Open => {
                    self.played[0] = self
                        .pos
                        .piece_at(r.mv.from)
                        .map(|p| super::ordering::Played::new(p, r.mv.to));
                    let undo = self.pos.play_unchecked(r.mv);
                    let check = self.pos.is_check();
                    self.path.push(self.pos.hash(), check);
                    let s = if i == 0 {
                        -self.pvs(depth - 1, -beta, -alpha, 1, true)
                    } else {
                        let s = -self.pvs(depth - 1, -alpha - 1, -alpha, 1, true);
                        if s > alpha && s < beta {
                            -self.pvs(depth - 1, -beta, -alpha, 1, true)
                        } else {
                            s
                        }
                    };
                    self.path.pop();
                    self.pos.undo(r.mv, undo);
                    s
                }
            };
            if self.stopped {
                break;
            }
            if s > alpha || i == 0 {
                r.score = s;
                r.pv.clear();
                r.pv.push(r.mv);
                if matches!(r.ruling, Ruling::Open) {
                    let line = self.pv.line(1);
                    r.pv.extend_from_slice(&line[..line.len().min(MAX_PLY - 1)]);
                }
            } else {
                r.score = -INFINITE;
            }
            if s > best {
                best = s;
            }
            if s > alpha {
                alpha = s;
                if s >= beta {
                    break;
                }
            }
        }
        best
    }
}
