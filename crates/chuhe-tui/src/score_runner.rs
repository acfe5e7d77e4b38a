//! The score graph of a record that was never reviewed: the built-in engine scores
//! the position after every move of the main line at a shallow depth, on its own
//! thread, and the study board draws the scores as they come (`view/score_graph.rs`).
//! Started with the analysis pane (`F2`) when the record's comments hold no review
//! scores.

use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::{Arc, Mutex};
use std::thread::JoinHandle;

use chuhe_core::adjudication::RuleSet;
use chuhe_core::record::GameRecord;
use chuhe_core::rules::Move;
use chuhe_engine::{GameHistory, Limits, Searcher, WallClock};

use super::view::score_graph;

/// Deep enough to see a piece hanging, shallow enough for a game in seconds.
pub const DEPTH: u32 = 4;
const HASH_MB: usize = 8;

pub struct ScoreRunner {
    /// Red's score after each move of the main line, `None` until searched.
    scores: Arc<Mutex<Vec<Option<i32>>>>,
    stop: Arc<AtomicBool>,
    handle: Option<JoinHandle<()>>,
}

impl ScoreRunner {
    /// Starts scoring `record`'s main line at `depth`.
    pub fn start(record: &GameRecord, depth: u32) -> ScoreRunner {
        let moves: Vec<Move> = record.main_line();
        let scores = Arc::new(Mutex::new(vec![None; moves.len()]));
        let stop = Arc::new(AtomicBool::new(false));
        let start = record.start_position().ok();
        let (out, flag) = (scores.clone(), stop.clone());
        let handle = start.and_then(|start| {
            std::thread::Builder::new()
                .name("chuhe-score-graph".into())
                .spawn(move || {
                    let mut searcher = Searcher::new(HASH_MB);
                    for i in 1..=moves.len() {
                        if flag.load(Ordering::Relaxed) {
                            return;
                        }
                        let Ok(game) =
                            GameHistory::with_moves(RuleSet::default(), &start, &moves[..i])
                        else {
                            return;
                        };
                        let outcome = searcher.search(
                            &game,
                            &Limits::depth(depth),
                            1,
                            flag.clone(),
                            Box::new(WallClock::start()),
                            &mut |_| {},
                        );
                        let to_move = game.position().side_to_move();
                        let red = score_graph::red_of_search(outcome.score, to_move);
                        if let Ok(mut s) = out.lock() {
                            s[i - 1] = Some(red);
                        }
                    }
                })
                .ok()
        });
        ScoreRunner {
            scores,
            stop,
            handle,
        }
    }

    /// Red's scores so far, one a move of the main line.
    pub fn scores(&self) -> Vec<Option<i32>> {
        self.scores.lock().map(|s| s.clone()).unwrap_or_default()
    }

    pub fn is_running(&self) -> bool {
        self.handle.as_ref().is_some_and(|h| !h.is_finished())
    }

    /// Waits for every move to be scored (tests).
    pub fn wait(&mut self) {
        if let Some(h) = self.handle.take() {
            let _ = h.join();
        }
    }
}

impl Drop for ScoreRunner {
    fn drop(&mut self) {
        self.stop.store(true, Ordering::Relaxed);
        if let Some(h) = self.handle.take() {
            let _ = h.join();
        }
    }
}
