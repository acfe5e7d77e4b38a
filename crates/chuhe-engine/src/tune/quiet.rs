//! The quiet leaf of a position: the end of the principal variation of a quiescence
//! search over captures (stand pat, captures ordered most valuable victim first,
//! alpha-beta), so that no position is labelled in the middle of an exchange. The
//! engine's own quiescence (`search/quiescence.rs`) is private to its searcher; this
//! one follows the same rules on a position alone, without a clock or a table.

use crate::eval::{Tables, evaluate_with, material};
use chuhe_core::rules::{Move, Position};

/// Exchanges longer than this are cut (a capture sequence on a Xiangqi board rarely
/// exceeds a dozen plies).
const MAX_PLIES: usize = 16;

/// The position at the end of the capture line both sides would play from `pos`
/// (`pos` itself when standing pat is best).
pub fn quiet_leaf(pos: &Position, t: &Tables) -> Position {
    let mut work = pos.clone();
    let mut line = Vec::new();
    search(&mut work, -i32::MAX, i32::MAX, 0, t, &mut line);
    let mut leaf = pos.clone();
    for m in line {
        leaf.play_unchecked(m);
    }
    leaf
}

/// Negamax over captures; `line` receives the best line from this node.
fn search(
    pos: &mut Position,
    mut alpha: i32,
    beta: i32,
    ply: usize,
    t: &Tables,
    line: &mut Vec<Move>,
) -> i32 {
    line.clear();
    let stand_pat = evaluate_with(pos, t);
    if stand_pat >= beta || ply >= MAX_PLIES {
        return stand_pat;
    }
    alpha = alpha.max(stand_pat);
    let mut captures: Vec<(i32, Move)> = pos
        .legal_moves()
        .iter()
        .filter_map(|&m| {
            let victim = pos.piece_at(m.to)?;
            let attacker = pos.piece_at(m.from)?;
            Some((
                material::value(victim.kind) * 16 - material::value(attacker.kind) / 16,
                m,
            ))
        })
        .collect();
    captures.sort_by_key(|c| std::cmp::Reverse(c.0));
    let mut best = stand_pat;
    let mut below = Vec::new();
    for (_, m) in captures {
        let undo = pos.play_unchecked(m);
        let s = -search(pos, -beta, -alpha, ply + 1, t, &mut below);
        pos.undo(m, undo);
        if s > best {
            best = s;
            line.clear();
            line.push(m);
            line.extend_from_slice(&below);
            if s > alpha {
                alpha = s;
                if s >= beta {
                    break;
                }
            }
        }
    }
    best
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::eval::{WeightSet, tables};

    #[test]
    fn a_hanging_rook_is_taken_and_a_quiet_position_stays() {
        // Red's rook on a5 takes the undefended black rook on a9 (the black general
        // cannot reach the corner); nothing else can be captured afterwards.
        let pos = Position::from_fen("r3k4/9/9/9/R8/9/9/9/9/3K5 w").unwrap();
        let t = tables(WeightSet::Hand);
        let leaf = quiet_leaf(&pos, t);
        assert_eq!(leaf.board_fen(), "R3k4/9/9/9/9/9/9/9/9/3K5");
        let start = Position::startpos();
        assert_eq!(quiet_leaf(&start, t).fen(), start.fen());
    }
}
