//! Lazy SMP: with more than one thread, helper threads search the same position as
//! the main thread, each with its own position, histories and line, sharing only the
//! transposition table. They go their own ways (every other helper starts an
//! iteration deeper, and timing does the rest), and what they store cuts the main
//! thread's search short where it meets their positions. The main thread's answer
//! is the search's; the helpers are stopped when it is found.

use std::sync::Arc;
use std::sync::atomic::{AtomicBool, Ordering as AtomicOrdering};

use crate::clock::{SearchClock, WallClock};
use crate::game::GameHistory;
use crate::limits::Limits;

use super::{Info, Outcome, RootMove, Searcher};

/// The most threads a search uses (UCI `Threads`).
pub const MAX_THREADS: usize = 8;

impl Searcher {
    /// Searches on `threads` threads from now on (1 to [`MAX_THREADS`]): the helpers'
    /// state (histories, a line) is made here, not at each search.
    pub fn set_threads(&mut self, threads: usize) {
        let helpers = threads.clamp(1, MAX_THREADS) - 1;
        self.helpers.truncate(helpers);
        while self.helpers.len() < helpers {
            let mut h = Searcher::sharing(self.tt.clone());
            h.keep_generation = true;
            h.first_depth = 1 + (self.helpers.len() as u32 + 1) % 2;
            self.helpers.push(h);
        }
    }

    pub fn threads(&self) -> usize {
        self.helpers.len() + 1
    }

    /// The main search on this thread with the helpers on theirs; the helpers run
    /// without limits until the main search is done.
    #[allow(clippy::too_many_arguments)]
    pub(super) fn search_with_helpers(
        &mut self,
        game: &GameHistory,
        roots: Vec<RootMove>,
        limits: &Limits,
        multipv: usize,
        stop: Arc<AtomicBool>,
        clock: Box<dyn SearchClock>,
        on_info: &mut dyn FnMut(&Info),
    ) -> Outcome {
        let mut helpers = std::mem::take(&mut self.helpers);
        let done = Arc::new(AtomicBool::new(false));
        // The table's generation moves on once, here, for all the threads.
        self.tt.new_search();
        let outcome = std::thread::scope(|scope| {
            let mut running = Vec::with_capacity(helpers.len());
            for h in helpers.iter_mut() {
                h.tt = self.tt.clone();
                let roots = roots.clone();
                let done = done.clone();
                let spawned = std::thread::Builder::new()
                    .name("chuhe-helper".into())
                    .spawn_scoped(scope, move || {
                        let outcome = h.search_alone(
                            game,
                            roots,
                            &Limits::infinite(),
                            1,
                            done,
                            Box::new(WallClock::start()),
                            &mut |_| {},
                        );
                        outcome.nodes
                    });
                // A helper that cannot be started is done without: the search is
                // still whole on the main thread.
                if let Ok(handle) = spawned {
                    running.push(handle);
                }
            }
            self.keep_generation = true;
            let mut outcome = self.search_alone(game, roots, limits, multipv, stop, clock, on_info);
            self.keep_generation = false;
            done.store(true, AtomicOrdering::Relaxed);
            for handle in running {
                outcome.nodes += handle.join().unwrap_or(0);
            }
            outcome
        });
        self.helpers = helpers;
        outcome
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::score::MATE_BOUND;
    use chuhe_core::adjudication::RuleSet;
    use chuhe_core::rules::Position;

    fn search(threads: usize, fen: &str, depth: u32) -> Outcome {
        let pos = Position::from_fen(fen).unwrap();
        let game = GameHistory::new(RuleSet::Cxa, &pos);
        let mut s = Searcher::new(4);
        s.set_threads(threads);
        assert_eq!(s.threads(), threads);
        s.search(
            &game,
            &Limits::depth(depth),
            1,
            Arc::new(AtomicBool::new(false)),
            Box::new(WallClock::start()),
            &mut |_| {},
        )
    }

    /// Two threads reach the depth asked for and play a legal move; the helper's
    /// nodes are counted with the main thread's.
    #[test]
    fn two_threads_search_and_play_a_legal_move() {
        let fen = "rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RNBAKABNR w - - 0 1";
        let pos = Position::from_fen(fen).unwrap();
        let out = search(2, fen, 6);
        assert_eq!(out.depth, 6);
        assert!(pos.is_legal(out.best.unwrap()));
        assert!(out.nodes > 0);
    }

    /// The mate in one of the UCI test (the rook from a1 to d1; the black general
    /// may not step onto the e-file facing the red one) is found on two threads.
    #[test]
    fn two_threads_find_the_mate() {
        let out = search(2, "3k5/9/9/9/9/9/9/9/R8/4K4 w - - 0 1", 4);
        assert_eq!(out.best.map(|m| m.iccs()), Some("a1d1".to_string()));
        assert!(out.score > MATE_BOUND);
    }

    #[test]
    fn threads_are_bounded() {
        let mut s = Searcher::new(1);
        s.set_threads(100);
        assert_eq!(s.threads(), MAX_THREADS);
        s.set_threads(0);
        assert_eq!(s.threads(), 1);
    }
}
