//! Playing levels 1–10 for people. Level 10 is full strength; below it the search is
//! limited in depth and nodes, and the move is drawn at random among those scoring
//! within a margin of the best (multi-PV), so that a beginner can beat level 1.
//!
//! Never a broken move at any level: the moves come from the rules core's legal move
//! generator and the root's rule-set filter (no move that loses by repetition), and a
//! move after which the engine is mated (mate in 1 or any mate the search sees) is never
//! drawn while another move exists. Level 1 searches two plies, deep enough to see
//! every mate in 1 against it.
//!
//! Elo estimates ([`ELO_ESTIMATES`]): each level's performance rating on
//! Fairy-Stockfish's `UCI_Elo` scale at 10 s + 0.1 s, from 40 games a level against two
//! `UCI_Elo` anchors between 1350 and 2850, with the search and evaluation the engine
//! plays with (release builds; docs/engine.md has the games, the method and the 95 %
//! intervals of ±85 to ±175, which overlap for neighbouring levels: levels 7–10 from
//! two runs of 40 games, under "The levels with the faster search, again", levels 1–6,
//! whose depth limits the faster search does not change, under "The levels without the
//! previous move's correction"). The scale is Fairy-Stockfish's own and not linear at
//! the top: level 10 is rated about 3050 on it, and scores about even with
//! Fairy-Stockfish without a limit.

use super::limits::Limits;
use super::score::MATE_BOUND;
use super::search::Outcome;
use chuhe_core::rules::Move;

#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub struct Level(u8);

/// What a level may do.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub struct Params {
    pub depth: Option<u32>,
    pub nodes: Option<u64>,
    /// Lines searched, to draw the move from.
    pub multipv: usize,
    /// Moves within this many centipawns of the best may be drawn.
    pub margin: i32,
}

/// Depth, nodes, lines, margin — by level 1..=9 (10 has no limits).
const TABLE: [(u32, u64, usize, i32); 9] = [
    (2, 4_000, 12, 250),
    (2, 8_000, 10, 180),
    (3, 20_000, 8, 120),
    (4, 50_000, 6, 80),
    (5, 120_000, 5, 50),
    (6, 300_000, 4, 30),
    (8, 1_000_000, 3, 15),
    (10, 3_000_000, 2, 8),
    (14, 10_000_000, 1, 0),
];

/// Elo estimate of each level 1–10, on Fairy-Stockfish's `UCI_Elo` scale (see above).
pub const ELO_ESTIMATES: [Option<u32>; 10] = [
    Some(1290),
    Some(1370),
    Some(1660),
    Some(1840),
    Some(1990),
    Some(2100),
    Some(2410),
    Some(2770),
    Some(3010),
    Some(3050),
];

impl Level {
    pub const FULL: Level = Level(10);

    /// `None` outside 1..=10.
    pub fn new(n: u8) -> Option<Level> {
        (1..=10).contains(&n).then_some(Level(n))
    }

    pub fn number(self) -> u8 {
        self.0
    }

    /// Levels 1 to 10, weakest first.
    pub fn all() -> impl Iterator<Item = Level> {
        (1..=10).map(Level)
    }

    /// The level's Elo estimate ([`ELO_ESTIMATES`]); `None` for a level not measured.
    pub fn elo_estimate(self) -> Option<u32> {
        ELO_ESTIMATES[usize::from(self.0) - 1]
    }

    pub fn params(self) -> Params {
        match self.0 {
            10 => Params {
                depth: None,
                nodes: None,
                multipv: 1,
                margin: 0,
            },
            n => {
                let (depth, nodes, multipv, margin) = TABLE[n as usize - 1];
                Params {
                    depth: Some(depth),
                    nodes: Some(nodes),
                    multipv,
                    margin,
                }
            }
        }
    }

    /// The level's limits on top of the caller's (time, say): the tighter of each.
    pub fn restrict(self, mut limits: Limits) -> Limits {
        let p = self.params();
        limits.depth = min_opt(limits.depth, p.depth);
        limits.nodes = min_opt(limits.nodes, p.nodes);
        limits
    }

    /// Draws the move to play from the lines of a search made with
    /// `params().multipv` lines. `random` is a uniform random number.
    pub fn choose(self, outcome: &Outcome, random: u64) -> Option<Move> {
        let best_line = outcome.lines.first()?;
        let margin = self.params().margin;
        let best = best_line.score;
        let candidates: Vec<(Move, i64)> = outcome
            .lines
            .iter()
            .filter(|l| l.score >= best - margin)
            // A move into a mate the search sees is never drawn unless all are.
            .filter(|l| l.score > -MATE_BOUND || best <= -MATE_BOUND)
            .filter_map(|l| {
                l.pv.first()
                    .map(|&m| (m, (margin - (best - l.score) + 1) as i64))
            })
            .collect();
        let total: i64 = candidates.iter().map(|c| c.1).sum();
        if total <= 0 {
            return outcome.best;
        }
        let mut pick = (random % total as u64) as i64;
        for (m, w) in &candidates {
            if pick < *w {
                return Some(*m);
            }
            pick -= w;
        }
        outcome.best
    }
}

fn min_opt<T: Ord>(a: Option<T>, b: Option<T>) -> Option<T> {
    match (a, b) {
        (Some(a), Some(b)) => Some(a.min(b)),
        (a, None) => a,
        (None, b) => b,
    }
}

/// A small random generator (xorshift64*) for the levels' choices: no dependency, and
/// reproducible from a seed in tests.
#[derive(Clone, Debug)]
pub struct Random(u64);

impl Random {
    pub fn new(seed: u64) -> Random {
        Random(seed | 1)
    }

    pub fn next_u64(&mut self) -> u64 {
        let mut x = self.0;
        x ^= x >> 12;
        x ^= x << 25;
        x ^= x >> 27;
        self.0 = x;
        x.wrapping_mul(0x2545_F491_4F6C_DD1D)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::search::Line;
    use std::time::Duration;

    fn outcome(lines: &[(i32, &str)]) -> Outcome {
        let lines: Vec<Line> = lines
            .iter()
            .map(|&(score, m)| Line {
                score,
                pv: vec![Move::from_iccs(m).unwrap()],
            })
            .collect();
        Outcome {
            best: lines[0].pv.first().copied(),
            score: lines[0].score,
            depth: 2,
            seldepth: 2,
            nodes: 0,
            elapsed: Duration::ZERO,
            lines,
        }
    }

    #[test]
    fn level_one_varies_but_never_walks_into_mate() {
        let o = outcome(&[(50, "h2e2"), (0, "b2e2"), (-100, "h0g2"), (-29_990, "a0a1")]);
        let level = Level::new(1).unwrap();
        let mut rng = Random::new(7);
        let mut seen = std::collections::BTreeSet::new();
        for _ in 0..200 {
            seen.insert(level.choose(&o, rng.next_u64()).unwrap().to_string());
        }
        assert!(seen.contains("h2e2") && seen.contains("b2e2") && seen.contains("h0g2"));
        assert!(!seen.contains("a0a1"));
        // Level 10 always plays the best move.
        assert_eq!(Level::FULL.choose(&o, 12345), Move::from_iccs("h2e2"));
        assert_eq!(Level::new(0), None);
        assert_eq!(Level::new(11), None);
    }

    #[test]
    fn levels_grow_in_strength() {
        let mut last = (0, 0, i32::MAX);
        for n in 1..=9 {
            let p = Level::new(n).unwrap().params();
            let now = (p.depth.unwrap(), p.nodes.unwrap(), p.margin);
            assert!(now.0 >= last.0 && now.1 > last.1 && now.2 < last.2);
            last = now;
        }
        assert_eq!(Level::FULL.params().depth, None);
    }

    #[test]
    fn the_levels_run_from_1_to_10_each_with_its_estimate() {
        let levels: Vec<Level> = Level::all().collect();
        assert_eq!(levels.len(), ELO_ESTIMATES.len());
        for (i, level) in levels.into_iter().enumerate() {
            assert_eq!(usize::from(level.number()), i + 1);
            assert_eq!(level.elo_estimate(), ELO_ESTIMATES[i]);
        }
        assert_eq!(Level::FULL.elo_estimate(), ELO_ESTIMATES[9]);
    }
}
