//! The engine's book move: drawn at random, each move weighted by the points it scored
//! for the side that played it, so that a move that wins is played more often than one
//! played as often that loses, and a variety of good moves keeps the engine from being
//! predictable. Only the moves the rule set allows are drawn (a book move that would
//! lose by repetition is never played), and the random number is injected, so that a
//! choice is reproducible in tests.

use chuhe_core::rules::Move;

use super::probe::BookMove;
use super::table::Book;
use crate::GameHistory;
use crate::search::root_moves;

/// Points every move gets besides its own, so that a move played only in lost games
/// keeps a small chance while the data are few.
pub const PRIOR: f64 = 0.5;
/// A move whose weight is below this share of the best move's is never drawn.
pub const MIN_SHARE: f64 = 0.1;

/// A move's weight: its points plus the prior.
pub fn weight(m: &BookMove) -> f64 {
    m.tally.points() + PRIOR
}

/// The moves the engine may draw in `game`'s position, with their weights: the
/// book's moves the rule set allows, those far below the best dropped.
pub fn candidates(book: &Book, game: &GameHistory) -> Vec<(BookMove, f64)> {
    let moves = book.moves(game.position());
    if moves.is_empty() {
        return Vec::new();
    }
    let allowed: Vec<Move> = root_moves(game)
        .iter()
        .filter(|r| !r.forbidden)
        .map(|r| r.mv)
        .collect();
    let weighted: Vec<(BookMove, f64)> = moves
        .into_iter()
        .filter(|m| allowed.contains(&m.mv))
        .map(|m| (m, weight(&m)))
        .collect();
    let best = weighted.iter().map(|(_, w)| *w).fold(0.0, f64::max);
    weighted
        .into_iter()
        .filter(|(_, w)| *w >= best * MIN_SHARE)
        .collect()
}

/// The book's move for `game`'s position, or `None` when the book has none the rule
/// set allows. `random` is any 64-bit number (the engine's `level::Random`).
pub fn choose(book: &Book, game: &GameHistory, random: u64) -> Option<Move> {
    let candidates = candidates(book, game);
    let total: f64 = candidates.iter().map(|(_, w)| w).sum();
    if candidates.is_empty() || total <= 0.0 {
        return None;
    }
    // A uniform number in [0, total): the top 53 bits as a fraction.
    let mut target = (random >> 11) as f64 / (1u64 << 53) as f64 * total;
    for (m, w) in &candidates {
        if target < *w {
            return Some(m.mv);
        }
        target -= w;
    }
    candidates.last().map(|(m, _)| m.mv)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::book::{Entry, Provenance, Tally};
    use crate::level::Random;
    use chuhe_core::adjudication::RuleSet;
    use chuhe_core::rules::Position;

    fn mv(s: &str) -> Move {
        Move::from_iccs(s).unwrap()
    }

    fn book_of(pos: &Position, moves: &[(&str, u32, u32, u32)]) -> Book {
        let entries = moves
            .iter()
            .map(|&(m, wins, draws, losses)| Entry {
                key: pos.hash(),
                mv: mv(m),
                tally: Tally {
                    wins,
                    draws,
                    losses,
                },
            })
            .collect();
        Book::new(entries, Provenance::default())
    }

    /// Over many draws each move comes up about as often as its weight says, and a
    /// move far below the best never does.
    #[test]
    fn moves_are_drawn_by_their_points() {
        let start = Position::startpos();
        let game = GameHistory::new(RuleSet::Cxa, &start);
        // Weights 30.5, 10.5, 0.5 (below a tenth of the best: never drawn).
        let book = book_of(
            &start,
            &[("h2e2", 25, 11, 4), ("b2e2", 10, 1, 9), ("g3g4", 0, 0, 6)],
        );
        let mut random = Random::new(3);
        let mut counts = [0u32; 3];
        for _ in 0..10_000 {
            match choose(&book, &game, random.next_u64())
                .unwrap()
                .iccs()
                .as_str()
            {
                "h2e2" => counts[0] += 1,
                "b2e2" => counts[1] += 1,
                _ => counts[2] += 1,
            }
        }
        let share = f64::from(counts[0]) / 10_000.0;
        assert!((share - 30.5 / 41.0).abs() < 0.02, "{counts:?}");
        assert_eq!(counts[2], 0, "{counts:?}");
    }

    /// A stored move that is not legal in the position (a key two positions share)
    /// is never played; with nothing else, the book has no move.
    #[test]
    fn an_illegal_stored_move_is_never_chosen() {
        let start = Position::startpos();
        let game = GameHistory::new(RuleSet::Cxa, &start);
        let book = book_of(&start, &[("h2h8", 50, 0, 0), ("e3e5", 50, 0, 0)]);
        assert!(book.moves(&start).is_empty());
        assert_eq!(choose(&book, &game, 1), None);
    }

    /// Red's rook checks from e5 and e6 back and forth: the book's favourite move
    /// would complete a perpetual check (长将, 26), so the other is played.
    #[test]
    fn a_move_the_rules_forbid_is_never_chosen() {
        let start = Position::from_fen("3k5/9/9/9/9/9/9/9/4A4/3AK2R1 w - - 0 1").unwrap();
        let line: Vec<Move> = [
            "h0h9", "d9d8", "h9h8", "d8d9", "h8h9", "d9d8", "h9h8", "d8d9",
        ]
        .iter()
        .map(|s| mv(s))
        .collect();
        let game = GameHistory::with_moves(RuleSet::Cxa, &start, &line).unwrap();
        let book = book_of(game.position(), &[("h8h9", 90, 0, 0), ("h8h0", 1, 0, 0)]);
        for seed in 0..50 {
            assert_eq!(
                choose(&book, &game, Random::new(seed).next_u64()),
                Some(mv("h8h0"))
            );
        }
    }
}
