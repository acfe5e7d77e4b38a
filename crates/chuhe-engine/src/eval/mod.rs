//! Static evaluation, in centipawns from the side to move's point of view.
//!
//! Terms: material (`material.rs` has 2011 规则 1.2's values, the hand-set start),
//! piece-square bonuses (`pst.rs`), mobility of the strong pieces (`mobility.rs`), king
//! safety — attacks on the palace, missing guards against the enemy's strong pieces,
//! open and screened lines to the general (`king_safety.rs`) — pawn structure
//! (`pawns.rs`), and a small bonus for having the move. Every weight is data, a
//! [`Weights`] (`weights.rs`) of two halves, the middlegame's and the endgame's: each
//! term is scored with both and the two are blended by the [`phase`], the rooks,
//! horses and cannons left on the board. The evaluation is linear in the weights.
//!
//! How the weights were chosen: [`Weights::HAND`], hand-set from common Xiangqi
//! teaching (1.2's material, a crossed pawn worth about a weak piece, a trapped horse
//! bad, the empty-headed cannon worth most of a pawn), the same in both phases; and
//! `tuned::TUNED`, fitted Texel-style by `engine::tune` to the results of games: each
//! position labelled with its game's result, resolved to a quiet leaf, the mean
//! squared error of a logistic of the evaluation against the result minimised by
//! gradient descent, a fifth of the games held out to check it (`chuhe tune`
//! reproduces `tuned.rs`; docs/engine.md gives the data and the figures).
//! [`use_weights`] picks the set the engine plays with, for comparing the two in a
//! match.
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

pub use weights::{Half, Tables, Weights};

static HAND: Tables = Tables::new(Weights::HAND);
static TUNED: Tables = Tables::new(tuned::TUNED);

/// Which weights the engine's [`evaluate`] uses.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum WeightSet {
    Hand,
    Tuned,
}

static PLAYS_HAND: AtomicBool = AtomicBool::new(false);

/// Makes [`evaluate`] use `set` from now on, for the whole process (the default is
/// `Tuned`: it beat the hand-set weights head to head, docs/engine.md).
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

/// The phase at which the evaluation is all middlegame: two points a rook, one a
/// horse or cannon, as in the opening position (4 × 2 + 8).
pub const PHASE_MAX: i32 = 16;

/// How much of the middlegame is left: 0 (no rook, horse or cannon) to
/// [`PHASE_MAX`].
#[inline]
pub fn phase(pos: &Position) -> i32 {
    let mut p = 0;
    for color in [Color::Red, Color::Black] {
        p += 2 * pos.pieces(color, Kind::Rook).count() as i32
            + pos.pieces(color, Kind::Horse).count() as i32
            + pos.pieces(color, Kind::Cannon).count() as i32;
    }
    p.min(PHASE_MAX)
}

/// Blends a middlegame and an endgame score by the phase.
#[inline]
pub fn blend(mg: i32, eg: i32, phase: i32) -> i32 {
    (mg * phase + eg * (PHASE_MAX - phase)) / PHASE_MAX
}

/// Material and piece-square bonuses of one side in both phases.
#[inline]
fn placement(pos: &Position, color: Color, t: &Tables) -> (i32, i32) {
    let (mut mg, mut eg) = (0, 0);
    for kind in Kind::ALL {
        for sq in pos.pieces(color, kind) {
            mg += pst::square_bonus(&t.placement[0], kind, color, sq);
            eg += pst::square_bonus(&t.placement[1], kind, color, sq);
        }
    }
    (mg, eg)
}

/// Red's advantage minus Black's, in centipawns, without the tempo.
pub fn evaluate_red_with(pos: &Position, t: &Tables) -> i32 {
    let w = &t.weights;
    let red = mobility::activity(pos, Color::Red);
    let black = mobility::activity(pos, Color::Black);
    let red_danger = king_safety::terms(pos, Color::Red, &black);
    let black_danger = king_safety::terms(pos, Color::Black, &red);
    let red_pawns = pawns::terms(pos, Color::Red);
    let black_pawns = pawns::terms(pos, Color::Black);
    let (red_mg, red_eg) = placement(pos, Color::Red, t);
    let (black_mg, black_eg) = placement(pos, Color::Black, t);
    let terms = |half: &Half| {
        mobility::score(&red, half)
            - mobility::score(&black, half)
            - king_safety::penalty(&red_danger, half)
            + king_safety::penalty(&black_danger, half)
            + pawns::structure(&red_pawns, half)
            - pawns::structure(&black_pawns, half)
    };
    let mg = red_mg - black_mg + terms(&w.mg);
    let eg = red_eg - black_eg + terms(&w.eg);
    blend(mg, eg, phase(pos))
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

/// The expected score (a win 1, a draw ½) of the side `cp` centipawns ahead: the
/// logistic the fitted weights were fitted with, `1 / (1 + e^(−K · cp))`, K from
/// `tuned.rs` (on its scale +1 pawn is about 55 %, +3 pawns about 63 %).
pub fn expected_score(cp: i32) -> f64 {
    logistic(LOGISTIC_K * f64::from(cp))
}

/// The logistic function `1 / (1 + e^(−x))`, shared with the fit (`tune::fit`).
#[inline]
pub fn logistic(x: f64) -> f64 {
    1.0 / (1.0 + (-x).exp())
}

/// The logistic constant K of [`expected_score`], the one the fitted weights were
/// fitted with (`tuned.rs`).
pub const LOGISTIC_K: f64 = tuned::K;

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

    /// The phase: the opening position is all middlegame, a position without rook,
    /// horse or cannon all endgame, and the blend weighs the two halves by it. With
    /// the two halves different, each end of the phase reads one half alone (a check
    /// of the blend's arithmetic, chuhe against itself).
    #[test]
    fn the_phase_picks_the_half() {
        assert_eq!(phase(&Position::startpos()), PHASE_MAX);
        let pawns = Position::from_fen("3ak4/9/4b4/9/2P6/9/9/9/4A4/4K4 w").unwrap();
        assert_eq!(phase(&pawns), 0);
        let one_rook_each = Position::from_fen("3ak4/9/4b4/9/2P2r3/9/9/9/4A4/R3K4 w").unwrap();
        assert_eq!(phase(&one_rook_each), 4);
        assert_eq!(blend(100, 20, PHASE_MAX), 100);
        assert_eq!(blend(100, 20, 0), 20);
        assert_eq!(blend(100, 20, 4), 40);

        let mut eg = Half::HAND;
        eg.material[Kind::Pawn.index()] = 300;
        eg.pst[Kind::Advisor.index()][5] = 50;
        let split = Tables::new(Weights {
            mg: Half::HAND,
            eg,
            tempo: 10,
        });
        let all_eg = Tables::new(Weights {
            mg: eg,
            eg,
            tempo: 10,
        });
        assert_eq!(
            evaluate_with(&Position::startpos(), &split),
            evaluate_with(&Position::startpos(), &HAND)
        );
        assert_eq!(
            evaluate_with(&pawns, &split),
            evaluate_with(&pawns, &all_eg)
        );
        assert_ne!(evaluate_with(&pawns, &split), evaluate_with(&pawns, &HAND));
    }

    #[test]
    fn an_extra_rook_is_winning() {
        let pos = Position::from_fen("3ak4/9/9/9/9/9/9/9/9/R2K5 w").unwrap();
        for set in [WeightSet::Hand, WeightSet::Tuned] {
            assert!(evaluate_with(&pos, tables(set)) > 700);
        }
    }
}
