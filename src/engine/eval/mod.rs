//! Static evaluation, in centipawns from the side to move's point of view.
//!
//! Terms: material (2011 规则 1.2, `material.rs`), piece-square bonuses (`pst.rs`),
//! mobility of the strong pieces (`mobility.rs`), king safety — attacks on the palace,
//! missing guards, open lines to the general (`king_safety.rs`) — pawn structure
//! (`pawns.rs`), and a small bonus for having the move.
//!
//! How the weights were chosen: the material ratios are those of 1.2; every other
//! weight is a hand-set value from common Xiangqi teaching (a crossed pawn is worth
//! about a weak piece, a trapped horse is bad, the empty-headed cannon is worth most
//! of a pawn), chosen so that no positional term outweighs a pawn by itself. They are
//! **not tuned on game records yet**: a Texel-style fit to the results of the shared
//! records (/work/shared/data/games) is planned, not done.

pub mod king_safety;
pub mod material;
pub mod mobility;
pub mod pawns;
pub mod pst;

use crate::rules::{Color, Kind, Position};

/// Having the move is worth a little (the side to move can act first).
const TEMPO: i32 = 10;

/// Material and piece-square bonuses of one side.
fn placement(pos: &Position, color: Color) -> i32 {
    let mut s = 0;
    for kind in Kind::ALL {
        let v = material::value(kind);
        for sq in pos.pieces(color, kind) {
            s += v + pst::square_bonus(kind, color, sq);
        }
    }
    s
}

/// Red's advantage minus Black's, in centipawns.
pub fn evaluate_red(pos: &Position) -> i32 {
    let red = mobility::activity(pos, Color::Red);
    let black = mobility::activity(pos, Color::Black);
    let mut s = placement(pos, Color::Red) - placement(pos, Color::Black);
    s += red.mobility - black.mobility;
    s -= king_safety::danger(pos, Color::Red, &black);
    s += king_safety::danger(pos, Color::Black, &red);
    s += pawns::structure(pos, Color::Red) - pawns::structure(pos, Color::Black);
    s
}

/// The evaluation from the side to move's point of view.
pub fn evaluate(pos: &Position) -> i32 {
    let s = evaluate_red(pos);
    TEMPO
        + match pos.side_to_move() {
            Color::Red => s,
            Color::Black => -s,
        }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn start_position_is_even() {
        assert_eq!(evaluate_red(&Position::startpos()), 0);
        assert_eq!(evaluate(&Position::startpos()), TEMPO);
    }

    /// The evaluation is the same for a position and its colour-flipped mirror image
    /// (a check of chuhe against itself: symmetry, not strength).
    #[test]
    fn colour_symmetric() {
        let fen = "r1bakab1r/9/1cn4c1/p1p1p1p1p/9/6P2/P1P1P3P/1C2C1N2/9/RNBAKAB1R b";
        let pos = Position::from_fen(fen).unwrap();
        let setup = pos.to_setup();
        let mut flipped = setup.clone();
        for sq in crate::rules::Square::all() {
            flipped.board[sq.rotated().index()] =
                setup.board[sq.index()].map(|p| crate::rules::Piece::new(!p.color, p.kind));
        }
        flipped.side = !setup.side;
        let fpos = Position::from_fen(&flipped.fen()).unwrap();
        assert_eq!(evaluate(&pos), evaluate(&fpos));
    }

    #[test]
    fn an_extra_rook_is_winning() {
        let pos = Position::from_fen("3ak4/9/9/9/9/9/9/9/9/R2K5 w").unwrap();
        assert!(evaluate(&pos) > 700);
    }
}
