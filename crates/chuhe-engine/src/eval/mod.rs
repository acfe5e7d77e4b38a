//! Static evaluation, in centipawns from the side to move's point of view.
//!
//! Terms: material (2011 规则 1.2, `material.rs`), piece-square bonuses (`pst.rs`),
//! mobility of the strong pieces (`mobility.rs`), king safety — attacks on the palace,
//! missing guards, open lines to the general (`king_safety.rs`) — pawn structure
//! (`pawns.rs`), and a small bonus for having the move. Every weight but material's is
//! data, a [`Weights`] (`weights.rs`); the evaluation is linear in them.
//!
//! How the weights were chosen: the material values are those of 1.2 and are never
//! tuned. The positional weights exist twice: [`Weights::HAND`], hand-set from common
//! Xiangqi teaching (a crossed pawn is worth about a weak piece, a trapped horse is
//! bad, the empty-headed cannon is worth most of a pawn), and `tuned::TUNED`, fitted
//! Texel-style by `engine::tune` to the results of the shared game records
//! (/work/shared/data/games): each position of a game labelled with the game's result,
//! resolved to a quiet leaf, the mean squared error of a logistic of the evaluation
//! against the result minimised by gradient descent, 20% of the games held out to
//! check it (`chuhe tune` reproduces `tuned.rs`; the README's engine section gives the
//! figures). The engine plays with the hand-set weights: the tuned set fits held-out
//! games only 1.7 % better, was fitted on 141 games, and has not been shown stronger
//! in play, while the published strength figures were measured with the hand-set
//! weights; [`use_weights`] picks the tuned set (for comparing the two in a match).
//!
//! Files: `weights.rs` (the struct, `HAND`), `tuned.rs` (generated), `material.rs`,
//! `pst.rs`, `mobility.rs`, `king_safety.rs`, `pawns.rs`.

pub mod king_safety;
pub mod material;
pub mod mobility;
pub mod pawns;
pub mod pst;
pub mod tuned;
pub mod weights;

#[cfg(test)]
mod hand_reference;

use std::sync::atomic::{AtomicBool, Ordering};

use chuhe_core::rules::{Color, Kind, Position};

pub use weights::{Tables, Weights};

static HAND: Tables = Tables::new(Weights::HAND);
static TUNED: Tables = Tables::new(tuned::TUNED);

/// Which weights the engine's [`evaluate`] uses.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum WeightSet {
    Hand,
    Tuned,
}

static PLAYS_HAND: AtomicBool = AtomicBool::new(true);

/// Makes [`evaluate`] use `set` from now on, for the whole process (the default is
/// `Hand`).
pub fn use_weights(set: WeightSet) {
    PLAYS_HAND.store(set == WeightSet::Hand, Ordering::Relaxed);
}

/// The tables [`evaluate`] uses now.
#[inline]
pub fn active() -> &'static Tables {
    if PLAYS_HAND.load(Ordering::Relaxed) {
        &HAND
    } else {
        &TUNED
    }
}

/// The expanded tables of a weight set.
pub fn tables(set: WeightSet) -> &'static Tables {
    match set {
        WeightSet::Hand => &HAND,
        WeightSet::Tuned => &TUNED,
    }
}

/// Material and piece-square bonuses of one side.
#[inline]
fn placement(pos: &Position, color: Color, t: &Tables) -> i32 {
    let mut s = 0;
    for kind in Kind::ALL {
        let v = material::value(kind);
        for sq in pos.pieces(color, kind) {
            s += v + pst::square_bonus(&t.pst, kind, color, sq);
        }
    }
    s
}

/// Red's advantage minus Black's, in centipawns, without the tempo.
pub fn evaluate_red_with(pos: &Position, t: &Tables) -> i32 {
    let w = &t.weights;
    let red = mobility::activity(pos, Color::Red);
    let black = mobility::activity(pos, Color::Black);
    let mut s = placement(pos, Color::Red, t) - placement(pos, Color::Black, t);
    s += mobility::score(&red, w) - mobility::score(&black, w);
    s -= king_safety::danger(pos, Color::Red, &black, w);
    s += king_safety::danger(pos, Color::Black, &red, w);
    s += pawns::structure(pos, Color::Red, w) - pawns::structure(pos, Color::Black, w);
    s
}

/// The evaluation with tables `t`, from the side to move's point of view.
#[inline]
pub fn evaluate_with(pos: &Position, t: &Tables) -> i32 {
    let s = evaluate_red_with(pos, t);
    t.weights.tempo
        + match pos.side_to_move() {
            Color::Red => s,
            Color::Black => -s,
        }
}

/// Red's advantage minus Black's with the engine's weights, without the tempo.
pub fn evaluate_red(pos: &Position) -> i32 {
    evaluate_red_with(pos, active())
}

/// The evaluation from the side to move's point of view, with the engine's weights.
#[inline]
pub fn evaluate(pos: &Position) -> i32 {
    evaluate_with(pos, active())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn start_position_is_even() {
        for set in [WeightSet::Hand, WeightSet::Tuned] {
            let t = tables(set);
            assert_eq!(evaluate_red_with(&Position::startpos(), t), 0);
            assert_eq!(evaluate_with(&Position::startpos(), t), t.weights.tempo);
        }
    }

    /// `Weights::HAND` evaluates every position of the shared records exactly as the
    /// hand-set code did before the weights became data (`hand_reference.rs`, a frozen
    /// copy): the refactor changed nothing. Chuhe against its earlier self.
    #[test]
    fn hand_weights_equal_the_old_evaluation_on_the_shared_records() {
        let dir = std::path::PathBuf::from(concat!(
            env!("CARGO_MANIFEST_DIR"),
            "/../../../shared/data/games"
        ));
        let mut checked = 0;
        for file in chuhe_core::record::record_files(&[dir]) {
            let Ok(games) = chuhe_core::record::read_file(&file) else {
                continue;
            };
            for g in games {
                let Ok(positions) = g.main_line_positions() else {
                    continue;
                };
                for pos in positions {
                    assert_eq!(
                        evaluate_red_with(&pos, &HAND),
                        hand_reference::evaluate_red(&pos),
                        "{}",
                        pos.fen()
                    );
                    checked += 1;
                }
            }
        }
        assert!(checked > 10_000, "only {checked} positions");
    }

    /// The evaluation is the same for a position and its colour-flipped mirror image
    /// (a check of chuhe against itself: symmetry, not strength).
    #[test]
    fn colour_symmetric() {
        let fen = "r1bakab1r/9/1cn4c1/p1p1p1p1p/9/6P2/P1P1P3P/1C2C1N2/9/RNBAKAB1R b";
        let pos = Position::from_fen(fen).unwrap();
        let setup = pos.to_setup();
        let mut flipped = setup.clone();
        for sq in chuhe_core::rules::Square::all() {
            flipped.board[sq.rotated().index()] =
                setup.board[sq.index()].map(|p| chuhe_core::rules::Piece::new(!p.color, p.kind));
        }
        flipped.side = !setup.side;
        let fpos = Position::from_fen(&flipped.fen()).unwrap();
        for set in [WeightSet::Hand, WeightSet::Tuned] {
            let t = tables(set);
            assert_eq!(evaluate_with(&pos, t), evaluate_with(&fpos, t));
        }
    }

    #[test]
    fn an_extra_rook_is_winning() {
        let pos = Position::from_fen("3ak4/9/9/9/9/9/9/9/9/R2K5 w").unwrap();
        for set in [WeightSet::Hand, WeightSet::Tuned] {
            assert!(evaluate_with(&pos, tables(set)) > 700);
        }
    }
}
