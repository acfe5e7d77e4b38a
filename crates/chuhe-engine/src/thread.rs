//! A search on its own thread, stoppable at any moment: the caller keeps the stop flag
//! and gets the searcher back (with its transposition table) when it joins.

use std::sync::Arc;
use std::sync::atomic::{AtomicBool, Ordering};
use std::thread::JoinHandle;

use super::clock::SearchClock;
use super::game::GameHistory;
use super::limits::Limits;
use super::search::{Info, Outcome, RootMove, Searcher};

pub struct SearchThread {
    handle: JoinHandle<(Searcher, Outcome)>,
    stop: Arc<AtomicBool>,
}

/// What to search on the thread.
pub struct Job {
    pub game: GameHistory,
    pub limits: Limits,
    pub multipv: usize,
    /// `None`: every move the rule set allows (see `search::root`).
    pub roots: Option<Vec<RootMove>>,
    pub clock: Box<dyn SearchClock>,
}

impl SearchThread {
    pub fn spawn(
        mut searcher: Searcher,
        job: Job,
        mut on_info: impl FnMut(&Info) + Send + 'static,
        on_done: impl FnOnce(&Outcome) + Send + 'static,
    ) -> std::io::Result<SearchThread> {
        let stop = Arc::new(AtomicBool::new(false));
        let flag = stop.clone();
        let handle = std::thread::Builder::new()
            .name("chuhe-search".into())
            .spawn(move || {
                let roots = job
                    .roots
                    .unwrap_or_else(|| super::search::root_moves(&job.game));
                let outcome = searcher.search_moves(
                    &job.game,
                    roots,
                    &job.limits,
                    job.multipv,
                    flag,
                    job.clock,
                    &mut on_info,
                );
                on_done(&outcome);
                (searcher, outcome)
            })?;
        Ok(SearchThread { handle, stop })
    }

    /// Asks the search to stop; it returns its best move within a few hundred nodes.
    pub fn stop(&self) {
        self.stop.store(true, Ordering::Relaxed);
    }

    pub fn is_finished(&self) -> bool {
        self.handle.is_finished()
    }

    /// Waits for the search. `None` if the search thread panicked (a bug).
    pub fn join(self) -> Option<(Searcher, Outcome)> {
        self.handle.join().ok()
    }
}
