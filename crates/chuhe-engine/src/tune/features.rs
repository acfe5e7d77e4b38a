//! A position's features: the evaluation (`eval/`) written as material plus a sum of
//! weight × feature, Red's side positive. The features come from the evaluation's
//! own term functions, so the two cannot drift apart (a test checks the sum equals
//! `evaluate_with` up to the rounding of the king-safety hundredths).

use crate::eval::weights::{COUNT, MOBILITY_AT};
use crate::eval::{king_safety, material, mobility, pawns, pst};
use chuhe_core::rules::{Color, Kind, Position};

const ATTACK: usize = MOBILITY_AT + 3;
const ATTACK_UNGUARDED: usize = MOBILITY_AT + 4;
const EMPTY_HEADED: usize = MOBILITY_AT + 5;
const OPEN_FILE: usize = MOBILITY_AT + 6;
const CONNECTED: usize = MOBILITY_AT + 7;
const DOUBLED: usize = MOBILITY_AT + 8;
const TEMPO: usize = MOBILITY_AT + 9;

/// One position as the tuner sees it.
#[derive(Clone, Debug, PartialEq)]
pub struct Features {
    /// Red's material minus Black's (1.2's values, not tuned).
    pub material: f64,
    /// The non-zero features, by index into `Weights::to_vec`, Red minus Black.
    pub terms: Vec<(u16, f64)>,
}

impl Features {
    /// The evaluation from Red's side, tempo included, for weights `w` (in the order
    /// of `Weights::to_vec`).
    #[inline]
    pub fn eval(&self, w: &[f64]) -> f64 {
        self.material
            + self
                .terms
                .iter()
                .map(|&(i, x)| w[i as usize] * x)
                .sum::<f64>()
    }
}

pub fn extract(pos: &Position) -> Features {
    let mut dense = [0f64; COUNT];
    let mut material_balance = 0i32;
    for (color, sign) in [(Color::Red, 1.0), (Color::Black, -1.0)] {
        for kind in Kind::ALL {
            for sq in pos.pieces(color, kind) {
                material_balance += sign as i32 * material::value(kind);
                dense[kind.index() * pst::HALF + pst::half_index(sq, color)] += sign;
            }
        }
    }
    let red = mobility::activity(pos, Color::Red);
    let black = mobility::activity(pos, Color::Black);
    for i in 0..3 {
        dense[MOBILITY_AT + i] = f64::from(red.mobility[i] - black.mobility[i]);
    }
    // A danger is a penalty: to Red's general negative, to Black's positive.
    let red_danger = king_safety::terms(pos, Color::Red, &black);
    let black_danger = king_safety::terms(pos, Color::Black, &red);
    dense[ATTACK] = f64::from(black_danger.attack - red_danger.attack);
    dense[ATTACK_UNGUARDED] =
        f64::from(black_danger.attack_unguarded - red_danger.attack_unguarded) / 100.0;
    dense[EMPTY_HEADED] =
        f64::from(black_danger.empty_headed_cannons - red_danger.empty_headed_cannons);
    dense[OPEN_FILE] = f64::from(black_danger.open_file_to_rook - red_danger.open_file_to_rook);
    let red_pawns = pawns::terms(pos, Color::Red);
    let black_pawns = pawns::terms(pos, Color::Black);
    dense[CONNECTED] = f64::from(red_pawns.connected_crossed - black_pawns.connected_crossed);
    dense[DOUBLED] = -f64::from(red_pawns.doubled - black_pawns.doubled);
    dense[TEMPO] = match pos.side_to_move() {
        Color::Red => 1.0,
        Color::Black => -1.0,
    };
    Features {
        material: f64::from(material_balance),
        terms: dense
            .iter()
            .enumerate()
            .filter(|(_, x)| **x != 0.0)
            .map(|(i, &x)| (i as u16, x))
            .collect(),
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::eval::{Tables, WeightSet, Weights, evaluate_with, tables};

    fn red_view(pos: &Position, t: &Tables) -> i32 {
        let e = evaluate_with(pos, t);
        if pos.side_to_move() == Color::Red {
            e
        } else {
            -e
        }
    }

    /// The linear model of the features is the evaluation (both weight sets, and a
    /// set with every weight changed), on positions of a shared record: the tuner fits
    /// what the engine computes. Within 2: the king-safety hundredths are rounded
    /// once per side in the engine.
    #[test]
    fn the_features_reproduce_the_evaluation() {
        let games = chuhe_core::record::read_file(std::path::Path::new(concat!(
            env!("CARGO_MANIFEST_DIR"),
            "/../../../shared/data/games/ccpd/ccpd_kill_puzzles_utf8.pgn"
        )))
        .unwrap();
        let mut odd = Weights::HAND.to_vec();
        for (i, x) in odd.iter_mut().enumerate() {
            *x += (i as i32 * 7) % 11 - 5;
        }
        let odd = Tables::new(Weights::from_vec(&odd));
        let sets = [tables(WeightSet::Hand), tables(WeightSet::Tuned), &odd];
        let mut n = 0;
        for g in games.iter().take(20) {
            for pos in g.main_line_positions().unwrap() {
                let f = extract(&pos);
                for t in sets {
                    let w: Vec<f64> = t.weights.to_vec().iter().map(|&x| f64::from(x)).collect();
                    let model = f.eval(&w);
                    let engine = f64::from(red_view(&pos, t));
                    assert!(
                        (model - engine).abs() <= 2.0,
                        "{model} vs {engine}: {}",
                        pos.fen()
                    );
                }
                n += 1;
            }
        }
        assert!(n > 500);
    }
}
