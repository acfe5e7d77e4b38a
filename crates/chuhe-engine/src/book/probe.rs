//! The book's moves for a position. Every stored move is checked legal in the position
//! asked about: a key that two positions share (a Zobrist collision, or a book of
//! another origin) can give wrong counts, never an illegal move.

use chuhe_core::rules::{Move, Position};

use super::table::{Book, Tally};

/// A book move of a position, with its games.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub struct BookMove {
    pub mv: Move,
    pub tally: Tally,
}

impl Book {
    /// The legal moves the book holds for `pos`, most games first (ties: the better
    /// score, then move order, so the list is the same every time).
    pub fn moves(&self, pos: &Position) -> Vec<BookMove> {
        let mut out: Vec<BookMove> = self
            .entries_of(pos.hash())
            .iter()
            .filter(|e| pos.is_legal(e.mv))
            .map(|e| BookMove {
                mv: e.mv,
                tally: e.tally,
            })
            .collect();
        out.sort_by(|a, b| {
            b.tally
                .games()
                .cmp(&a.tally.games())
                .then(b.tally.score().total_cmp(&a.tally.score()))
                .then(a.mv.cmp(&b.mv))
        });
        out
    }

    /// The games of the position: the sum over its moves.
    pub fn games_of(&self, pos: &Position) -> u64 {
        self.moves(pos).iter().map(|m| m.tally.games()).sum()
    }
}
