//! Perft: the number of leaf positions of the legal move tree to a given depth, the
//! correctness oracle of the move generator.

use super::position::Position;
use super::types::Move;

/// Leaf count at `depth`, counting the last ply in bulk.
pub fn perft(pos: &mut Position, depth: u32) -> u64 {
    match depth {
        0 => 1,
        1 => pos.count_legal_moves() as u64,
        _ => {
            let moves = pos.legal_moves();
            let mut nodes = 0;
            for &m in moves.iter() {
                let undo = pos.play_unchecked(m);
                nodes += perft(pos, depth - 1);
                pos.undo(m, undo);
            }
            nodes
        }
    }
}

/// Leaf counts below each legal move (`--divide`), in move order.
pub fn divide(pos: &mut Position, depth: u32) -> Vec<(Move, u64)> {
    if depth == 0 {
        return Vec::new();
    }
    let moves = pos.legal_moves();
    moves
        .iter()
        .map(|&m| {
            let undo = pos.play_unchecked(m);
            let n = perft(pos, depth - 1);
            pos.undo(m, undo);
            (m, n)
        })
        .collect()
}
