//! The principal variation, kept in a triangular table during the search (no
//! allocation per node).

use chuhe_core::rules::{Move, Square};

use super::MAX_PLY;

pub struct PvTable {
    moves: Box<[[Move; MAX_PLY]; MAX_PLY]>,
    len: [usize; MAX_PLY],
}

const NO_MOVE: Move = Move::new(Square::new(0, 0), Square::new(0, 0));

impl Default for PvTable {
    fn default() -> Self {
        PvTable::new()
    }
}

impl PvTable {
    pub fn new() -> PvTable {
        PvTable {
            moves: Box::new([[NO_MOVE; MAX_PLY]; MAX_PLY]),
            len: [0; MAX_PLY],
        }
    }

    #[inline]
    pub fn clear(&mut self, ply: usize) {
        self.len[ply] = 0;
    }

    /// `m` is the best move at `ply`, followed by the line found below it.
    #[inline]
    pub fn update(&mut self, ply: usize, m: Move) {
        let child = if ply + 1 < MAX_PLY {
            self.len[ply + 1]
        } else {
            0
        };
        let (head, tail) = self.moves.split_at_mut(ply + 1);
        let row = &mut head[ply];
        row[0] = m;
        if child > 0 {
            row[1..=child].copy_from_slice(&tail[0][..child]);
        }
        self.len[ply] = 1 + child;
    }

    pub fn line(&self, ply: usize) -> &[Move] {
        &self.moves[ply][..self.len[ply]]
    }
}
