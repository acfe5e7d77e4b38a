//! A position's features: the evaluation (`eval/`) written as a sum of weight ×
//! feature, Red's side positive. Each term is counted once and then split between the
//! middlegame and the endgame weight by the phase, as the evaluation blends them. The
//! features come from the evaluation's own term functions, so the two cannot drift
//! apart (a test checks the sum equals `evaluate_with` up to the rounding of the
//! king-safety hundredths and of the blend).

use crate::eval::weights::{HALF_COUNT, TEMPO_AT, at};
use crate::eval::{PHASE_MAX, king_safety, mobility, pawns, phase, pst};
use chuhe_core::rules::{Color, Kind, Position};

/// One position as the tuner sees it.
#[derive(Clone, Debug, PartialEq)]
pub struct Features {
    /// The part of the evaluation no weight changes (none in chuhe's evaluation; the
    /// fit's tests use it).
    pub fixed: f64,
    /// The non-zero features, by index into `Weights::to_vec`, Red minus Black.
    pub terms: Vec<(u16, f64)>,
}

impl Features {
    /// The evaluation from Red's side, tempo included, for weights `w` (in the order
    /// of `Weights::to_vec`).
    #[inline]
    pub fn eval(&self, w: &[f64]) -> f64 {
        self.fixed
            + self
                .terms
                .iter()
                .map(|&(i, x)| w[i as usize] * x)
                .sum::<f64>()
    }
}

pub fn extract(pos: &Position) -> Features {
    // Each term once, Red minus Black, in the order of one `Half`.
    let mut half = [0f64; HALF_COUNT];
    for (color, sign) in [(Color::Red, 1.0), (Color::Black, -1.0)] {
        for kind in Kind::ALL {
            for sq in pos.pieces(color, kind) {
                half[at::MATERIAL + kind.index()] += sign;
                half[at::PST + kind.index() * pst::HALF + pst::half_index(sq, color)] += sign;
            }
        }
    }
    let red = mobility::activity(pos, Color::Red);
    let black = mobility::activity(pos, Color::Black);
    for i in 0..3 {
        half[at::MOBILITY + i] = f64::from(red.mobility[i] - black.mobility[i]);
    }
    // A danger is a penalty: to Red's general negative, to Black's positive.
    let red_danger = king_safety::terms(pos, Color::Red, &black);
    let black_danger = king_safety::terms(pos, Color::Black, &red);
    let danger = |f: fn(&king_safety::Danger) -> i32| f64::from(f(&black_danger) - f(&red_danger));
    half[at::ATTACK] = danger(|d| d.attack);
    half[at::ATTACK_UNGUARDED] = danger(|d| d.attack_unguarded) / 100.0;
    half[at::EMPTY_HEADED] = danger(|d| d.empty_headed_cannons);
    half[at::OPEN_FILE] = danger(|d| d.open_file_to_rook);
    half[at::MISSING_ADVISOR] = danger(|d| d.missing_advisors);
    half[at::MISSING_ELEPHANT] = danger(|d| d.missing_elephants);
    half[at::SCREENED_CANNON] = danger(|d| d.screened_cannons);
    let red_pawns = pawns::terms(pos, Color::Red);
    let black_pawns = pawns::terms(pos, Color::Black);
    half[at::CONNECTED] = f64::from(red_pawns.connected_crossed - black_pawns.connected_crossed);
    half[at::DOUBLED] = -f64::from(red_pawns.doubled - black_pawns.doubled);

    let mg = f64::from(phase(pos)) / f64::from(PHASE_MAX);
    let mut terms: Vec<(u16, f64)> = Vec::new();
    for (i, &x) in half.iter().enumerate().filter(|(_, x)| **x != 0.0) {
        if mg > 0.0 {
            terms.push((i as u16, x * mg));
        }
        if mg < 1.0 {
            terms.push(((HALF_COUNT + i) as u16, x * (1.0 - mg)));
        }
    }
    terms.push((
        TEMPO_AT as u16,
        match pos.side_to_move() {
            Color::Red => 1.0,
            Color::Black => -1.0,
        },
    ));
    Features { fixed: 0.0, terms }
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
    /// what the engine computes. Within 3: the king-safety hundredths are rounded
    /// once per side in the engine, and the blend of the phases once.
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
                        (model - engine).abs() <= 3.0,
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
