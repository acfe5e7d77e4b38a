//! The search: iterative deepening over a principal variation search (PVS) with a
//! transposition table, aspiration windows, staged move picking (table move, captures
//! by static exchange, killers and counter-move, quiet moves by history and
//! continuation history, losing captures), a static evaluation corrected by the
//! correction history, null-move pruning, ProbCut, reverse futility, futility,
//! late-move and exchange pruning, late-move reductions, check extensions (not for a
//! check that only gives the checking piece away) and a quiescence search of captures
//! and check evasions. It plays on the rules core's own move generator and
//! make/unmake, and allocates nothing per node.
//! With more than one thread (`set_threads`), helper threads search the same position
//! at once and share only the transposition table (Lazy SMP): what one finds, the
//! others read, and the main thread's answer gets deeper for it (`smp.rs`).
//!
//! Files: `root.rs` (iterative deepening, aspiration, multi-PV, the rule set's verdicts
//! at the root), `alphabeta.rs` (the PVS node), `quiescence.rs`, `picker.rs` (the
//! stages), `ordering.rs` (killers and histories), `correction.rs` (the static
//! evaluation corrected by what searches found), `eval_cache.rs` (evaluations already
//! made), `see.rs` (static exchange), `smp.rs` (the helper threads), `tt.rs`, `path.rs`
//! (repetitions inside the search), `pv.rs`.

mod alphabeta;
mod correction;
mod eval_cache;
mod ordering;
mod path;
mod picker;
mod pv;
mod quiescence;
mod root;
mod see;
mod smp;
pub mod tt;

use std::sync::Arc;
use std::sync::atomic::{AtomicBool, Ordering as AtomicOrdering};
use std::time::Duration;

use chuhe_core::rules::{Move, Position};

use super::clock::SearchClock;
use super::limits::Limits;

use correction::Correction;
use eval_cache::EvalCache;
use ordering::{Ordering, Played};
use path::Path;
use pv::PvTable;
pub use root::{RootMove, Ruling, root_moves};
pub use smp::MAX_THREADS;
pub use tt::DEFAULT_MB;
use tt::TranspositionTable;

/// The deepest ply the search reaches (main search and quiescence together).
pub const MAX_PLY: usize = 128;
/// Iterations go no deeper than this.
pub const MAX_DEPTH: u32 = 100;

/// One line of the principal variation(s), as reported after an iteration.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Line {
    pub score: i32,
    pub pv: Vec<Move>,
}

/// What the search reports after each iteration (for UCI `info`, the analysis pane).
#[derive(Clone, Debug)]
pub struct Info {
    pub depth: u32,
    pub seldepth: u32,
    /// Best line first; as many as MultiPV asks for (and there are moves).
    pub lines: Vec<Line>,
    pub nodes: u64,
    pub elapsed: Duration,
    /// Permille of the transposition table in use (a sample).
    pub hashfull: u32,
}

/// The outcome of a search.
#[derive(Clone, Debug)]
pub struct Outcome {
    /// `None` only when the side to move has no legal move (it is mated or stalemated).
    pub best: Option<Move>,
    pub score: i32,
    pub depth: u32,
    pub seldepth: u32,
    pub nodes: u64,
    pub elapsed: Duration,
    pub lines: Vec<Line>,
}

/// The search's working state. Built once (the table is allocated here) and reused for
/// every search; `search` runs on the calling thread (see `engine::thread` for a
/// search on its own thread).
pub struct Searcher {
    /// Shared with the helpers during a search.
    tt: Arc<TranspositionTable>,
    /// The other threads' searchers (none with one thread).
    helpers: Vec<Searcher>,
    /// The first iteration's depth: helpers start at different depths so that their
    /// searches diverge.
    first_depth: u32,
    /// The table's generation is moved on by whoever runs the threads, not by each.
    keep_generation: bool,
    ordering: Ordering,
    correction: Correction,
    eval_cache: EvalCache,
    pv: PvTable,
    path: Path,
    pos: Position,
    lmr: Box<[[u8; 64]; 64]>,
    /// The move made at each ply of the current line (`None` for a null move), for
    /// the counter-move and continuation history.
    played: [Option<Played>; MAX_PLY + 1],
    /// The static evaluation at each ply of the current line (−∞ in check).
    evals: [i32; MAX_PLY + 1],
    nodes: u64,
    seldepth: usize,
    stopped: bool,
    stop: Arc<AtomicBool>,
    node_limit: u64,
    hard_time: Option<Duration>,
    clock: Box<dyn SearchClock>,
    /// Natural move limit (4.2.4): plies counted at the root and the plies that make
    /// the limit, so that a node can tell whether the count has been reached.
    root_counted: u32,
    limit_plies: u32,
}

impl Searcher {
    pub fn new(hash_mb: usize) -> Searcher {
        Searcher::sharing(Arc::new(TranspositionTable::new(hash_mb)))
    }

    /// A searcher on the given table (a helper's).
    fn sharing(tt: Arc<TranspositionTable>) -> Searcher {
        let mut lmr = Box::new([[0u8; 64]; 64]);
        for (d, row) in lmr.iter_mut().enumerate().skip(1) {
            for (i, r) in row.iter_mut().enumerate().skip(1) {
                *r = (0.75 + (d as f64).ln() * (i as f64).ln() / 2.25) as u8;
            }
        }
        Searcher {
            tt,
            helpers: Vec::new(),
            first_depth: 1,
            keep_generation: false,
            ordering: Ordering::new(),
            correction: Correction::new(),
            eval_cache: EvalCache::new(),
            pv: PvTable::new(),
            path: Path::new(1024),
            pos: Position::startpos(),
            lmr,
            played: [None; MAX_PLY + 1],
            evals: [0; MAX_PLY + 1],
            nodes: 0,
            seldepth: 0,
            stopped: false,
            stop: Arc::new(AtomicBool::new(false)),
            node_limit: u64::MAX,
            hard_time: None,
            clock: Box::new(super::clock::WallClock::start()),
            root_counted: 0,
            limit_plies: 120,
        }
    }

    /// Resizes the transposition table (UCI `Hash`), clearing it.
    pub fn set_hash_mb(&mut self, mb: usize) {
        self.replace_table(mb);
    }

    pub fn hash_mb(&self) -> usize {
        self.tt.size_mb()
    }

    /// Forgets everything learned (UCI `ucinewgame`).
    pub fn clear(&mut self) {
        self.replace_table(self.tt.size_mb());
        self.ordering.clear();
        self.correction.clear();
        for h in self.helpers.iter_mut() {
            h.ordering.clear();
            h.correction.clear();
        }
    }

    /// A new empty table of `mb` megabytes for every thread. The old one is let go
    /// first, so that the two are never held at once.
    fn replace_table(&mut self, mb: usize) {
        let placeholder = Arc::new(TranspositionTable::new(1));
        self.tt = placeholder.clone();
        for h in self.helpers.iter_mut() {
            h.tt = placeholder.clone();
        }
        drop(placeholder);
        self.tt = Arc::new(TranspositionTable::new(mb));
        for h in self.helpers.iter_mut() {
            h.tt = self.tt.clone();
        }
    }

    /// The move that led to the node `ply` plies from the root (none at the root or
    /// after a null move).
    #[inline]
    fn previous_move(&self, ply: usize) -> Option<Played> {
        ply.checked_sub(1).and_then(|p| self.played[p])
    }

    /// Checks the stop flag, the node limit and the hard time limit. Called every 256
    /// nodes, and the node limit at every node.
    #[inline]
    fn should_stop(&mut self) -> bool {
        if self.stopped {
            return true;
        }
        if self.nodes >= self.node_limit {
            self.stopped = true;
        } else if self.nodes & 255 == 0 {
            if self.stop.load(AtomicOrdering::Relaxed) {
                self.stopped = true;
            } else if let Some(hard) = self.hard_time
                && self.clock.elapsed(self.nodes) >= hard
            {
                self.stopped = true;
            }
        }
        self.stopped
    }

    fn apply_limits(&mut self, limits: &Limits, stop: Arc<AtomicBool>) {
        self.stop = stop;
        self.stopped = false;
        self.node_limit = limits.nodes.unwrap_or(u64::MAX).max(1);
        self.hard_time = limits.hard_time;
    }
}
