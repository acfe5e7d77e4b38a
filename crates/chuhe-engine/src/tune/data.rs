//! From game records to labelled quiet positions, and the split of the games into a
//! training and a held-out set.

use std::collections::HashSet;

use crate::eval::Tables;
use chuhe_core::record::{GameRecord, GameResult};
use chuhe_core::rules::{Move, Position};

use super::quiet::quiet_leaf;

/// Which positions of which games are used.
#[derive(Copy, Clone, Debug)]
pub struct Filter {
    /// Plies of each game not used: the opening's result depends on what follows.
    pub skip_plies: usize,
    /// Also games from a set-up position (puzzles, endgame studies), whose result is
    /// the composer's claim rather than one played.
    pub setups: bool,
}

impl Default for Filter {
    fn default() -> Filter {
        Filter {
            skip_plies: 16,
            setups: false,
        }
    }
}

/// A quiet position and the result of the game it came from.
#[derive(Clone)]
pub struct Labelled {
    /// Index of the game among the games used.
    pub game: usize,
    pub leaf: Position,
    /// 1 Red won, ½ drawn, 0 Black won.
    pub result: f64,
}

/// What `label` kept and why it dropped the rest.
#[derive(Clone, Default)]
pub struct Collected {
    pub positions: Vec<Labelled>,
    /// Games used.
    pub games: usize,
    pub without_result: usize,
    pub from_setup: usize,
    /// Games whose record has a problem (an illegal move, a bad position).
    pub faulty: usize,
    /// Games whose moves another game already had (the records overlap).
    pub duplicates: usize,
    /// Positions skipped because the side to move was in check or had no move, or
    /// whose quiet leaf was in check.
    pub in_check: usize,
}

/// Red's score for a result, or `None` for an unknown one.
pub fn score(result: GameResult) -> Option<f64> {
    match result {
        GameResult::RedWins => Some(1.0),
        GameResult::Draw => Some(0.5),
        GameResult::BlackWins => Some(0.0),
        GameResult::Unknown => None,
    }
}

/// Labels the main-line positions of `records`, resolving each to its quiet leaf
/// with the tables `t` (the hand-set weights, so that the data do not depend on a
/// previous fit).
pub fn label<'a>(
    records: impl IntoIterator<Item = &'a GameRecord>,
    filter: Filter,
    t: &Tables,
) -> Collected {
    let mut out = Collected::default();
    let mut seen: HashSet<(u64, Vec<Move>)> = HashSet::new();
    for g in records {
        let Some(result) = score(g.result) else {
            out.without_result += 1;
            continue;
        };
        if !filter.setups && !g.starts_from_opening() {
            out.from_setup += 1;
            continue;
        }
        let (Ok(positions), None) = (g.main_line_positions(), &g.problem) else {
            out.faulty += 1;
            continue;
        };
        let Some(first) = positions.first() else {
            continue;
        };
        if !seen.insert((first.hash(), g.main_line())) {
            out.duplicates += 1;
            continue;
        }
        let game = out.games;
        out.games += 1;
        for pos in positions.iter().skip(filter.skip_plies) {
            if pos.is_check() || pos.legal_moves().is_empty() {
                out.in_check += 1;
                continue;
            }
            let leaf = quiet_leaf(pos, t);
            if leaf.is_check() {
                out.in_check += 1;
                continue;
            }
            out.positions.push(Labelled { game, leaf, result });
        }
    }
    out
}

/// True for the games held out for validation: a fifth of them, picked by a hash of
/// the game's index so that neighbouring games of one collection are spread.
pub fn held_out(game: usize) -> bool {
    splitmix(game as u64).is_multiple_of(5)
}

/// SplitMix64's output function: a fixed, well-mixed hash.
fn splitmix(x: u64) -> u64 {
    let mut z = x.wrapping_add(0x9e37_79b9_7f4a_7c15);
    z = (z ^ (z >> 30)).wrapping_mul(0xbf58_476d_1ce4_e5b9);
    z = (z ^ (z >> 27)).wrapping_mul(0x94d0_49bb_1331_11eb);
    z ^ (z >> 31)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn about_a_fifth_of_the_games_is_held_out() {
        let n = (0..10_000).filter(|&g| held_out(g)).count();
        assert!((1_800..2_200).contains(&n), "{n}");
    }
}
