//! Texel-style tuning of the evaluation's positional weights on game records: every
//! position of a game (after the opening, not in check) is labelled with the game's
//! result from Red's side (1, ½, 0) and resolved to a quiet leaf; the evaluation is
//! linear in its weights, so each leaf becomes a feature vector once; a logistic
//! constant K maps centipawns to an expected score; gradient descent then minimises
//! the mean squared error of `sigmoid(K · eval)` against the results. A fifth of the
//! games (not positions: the positions of one game are alike) is held out to check
//! the fit. Pure library code: no printing, no timing (`chuhe tune` does both).
//!
//! Map: `data.rs` (records → labelled quiet positions, the held-out split),
//! `quiet.rs` (the quiet leaf), `features.rs` (a position's feature vector),
//! `fit.rs` (K, the loss, the descent), `source.rs` (the text of `eval/tuned.rs`).

pub mod data;
pub mod features;
pub mod fit;
pub mod quiet;
pub mod source;

pub use data::{Filter, label};
pub use fit::Descent;

use crate::eval::weights::{COUNT, HALF_COUNT, at};
use crate::eval::{Tables, Weights, evaluate_with, pst};
use chuhe_core::rules::{Color, Position};

use data::{Collected, held_out};
use fit::Sample;

/// What a fit found, and how good the hand-set and the tuned weights are on the
/// training games and on the held-out games.
#[derive(Clone, Debug)]
pub struct Fitted {
    pub weights: Weights,
    pub k: f64,
    pub train_games: usize,
    pub held_out_games: usize,
    pub train_positions: usize,
    pub held_out_positions: usize,
    /// Mean squared errors with the engine's integer evaluation (tuned weights
    /// rounded), same K for both: (hand, tuned).
    pub train_mse: (f64, f64),
    pub held_out_mse: (f64, f64),
}

/// Fits the weights to labelled positions, starting from `Weights::HAND`: K is fitted
/// to the hand-set evaluation on the training games, then fixed; every weight the
/// data see is free, material included, but each piece-square table (except the
/// general's) keeps its mean level over the points the training positions use, so
/// that a piece's value stays in its material weight.
pub fn fit_weights(data: &Collected, descent: Descent) -> Fitted {
    let (held, train): (Vec<_>, Vec<_>) = data.positions.iter().partition(|p| held_out(p.game));
    let samples: Vec<Sample> = train
        .iter()
        .map(|p| Sample {
            features: features::extract(&p.leaf),
            result: p.result,
        })
        .collect();
    let start: Vec<f64> = Weights::HAND
        .to_vec()
        .iter()
        .map(|&x| f64::from(x))
        .collect();
    let k = fit::fit_k(&samples, &start);

    let mut seen = [false; COUNT];
    for s in &samples {
        for &(i, _) in &s.features.terms {
            seen[i as usize] = true;
        }
    }
    // In each phase, each piece-square table keeps its level: the piece's value is
    // the material weight's, the table holds only where the piece stands best.
    let level_groups: Vec<Vec<usize>> = [0, HALF_COUNT]
        .into_iter()
        .flat_map(|base| {
            (1..7).map(move |kind| {
                let table = base + at::PST + kind * pst::HALF;
                (table..table + pst::HALF).filter(|&i| seen[i]).collect()
            })
        })
        .collect();
    let free: Vec<bool> = seen.to_vec();
    let w = fit::descend(&samples, &start, &free, &level_groups, k, descent);

    let mut rounded = [0i32; COUNT];
    for (r, x) in rounded.iter_mut().zip(&w) {
        *r = x.round() as i32;
    }
    let weights = Weights::from_vec(&rounded);
    let hand = Tables::new(Weights::HAND);
    let tuned = Tables::new(weights);
    let games = |ps: &[&data::Labelled]| {
        let mut g: Vec<usize> = ps.iter().map(|p| p.game).collect();
        g.dedup();
        g.len()
    };
    Fitted {
        weights,
        k,
        train_games: games(&train),
        held_out_games: games(&held),
        train_positions: train.len(),
        held_out_positions: held.len(),
        train_mse: (mse(&train, &hand, k), mse(&train, &tuned, k)),
        held_out_mse: (mse(&held, &hand, k), mse(&held, &tuned, k)),
    }
}

/// Mean squared error of the engine's own evaluation with tables `t`.
fn mse(positions: &[&data::Labelled], t: &Tables, k: f64) -> f64 {
    if positions.is_empty() {
        return 0.0;
    }
    let sum: f64 = positions
        .iter()
        .map(|p| {
            let e = f64::from(red_view(&p.leaf, t));
            let d = crate::eval::logistic(k * e) - p.result;
            d * d
        })
        .sum();
    sum / positions.len() as f64
}

fn red_view(pos: &Position, t: &Tables) -> i32 {
    let e = evaluate_with(pos, t);
    match pos.side_to_move() {
        Color::Red => e,
        Color::Black => -e,
    }
}
