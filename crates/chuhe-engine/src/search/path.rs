//! The positions from the last capture of the game to the current node of the search,
//! for repetitions inside the search: a position met again is scored as the rules
//! judge a cycle that every rule set agrees on — perpetual check (长将) loses for the
//! side giving it (000 article 25; 002; AXF) — and as a draw otherwise. The finer
//! judgements (chases, 长捉) are left to the adjudicator at the root (`root.rs`).

use crate::game::Seen;
use crate::score::{DRAW, RULE_WIN};

/// Marks the position after a null move: no cycle runs through it.
const NULL: u64 = 0;

pub struct Path {
    entries: Vec<Seen>,
}

impl Path {
    pub fn new(capacity: usize) -> Path {
        Path {
            entries: Vec::with_capacity(capacity),
        }
    }

    /// Starts from the game's positions since its last capture.
    pub fn reset(&mut self, game: &[Seen]) {
        self.entries.clear();
        self.entries.extend_from_slice(game);
    }

    /// Capacity is reserved in `new` for the game and the deepest search, so this does
    /// not allocate inside the search.
    #[inline]
    pub fn push(&mut self, hash: u64, check: bool) {
        self.entries.push(Seen { hash, check });
    }

    #[inline]
    pub fn push_null(&mut self) {
        self.entries.push(Seen {
            hash: NULL,
            check: false,
        });
    }

    #[inline]
    pub fn pop(&mut self) {
        self.entries.pop();
    }

    /// If the current position (the last entry) occurred before within the last
    /// `reversible` plies, the score of the cycle for the side to move: a win if only
    /// the opponent checked throughout it, a loss if only we did, else a draw. `ply` is
    /// the distance from the root (a sooner win is better).
    #[inline]
    pub fn repetition_score(&self, reversible: usize, ply: usize) -> Option<i32> {
        let n = self.entries.len().checked_sub(1)?;
        let current = self.entries[n].hash;
        let oldest = n.saturating_sub(reversible);
        let mut i = n;
        while i >= oldest + 2 {
            if self.entries[i - 1].hash == NULL || self.entries[i - 2].hash == NULL {
                return None;
            }
            i -= 2;
            if self.entries[i].hash == current {
                return Some(self.judge(i, n, ply));
            }
        }
        None
    }

    fn judge(&self, start: usize, now: usize, ply: usize) -> i32 {
        // Position j was reached by the opponent's move when (now - j) is even.
        let mut they_always = true;
        let mut we_always = true;
        for j in start + 1..=now {
            let check = self.entries[j].check;
            if (now - j).is_multiple_of(2) {
                they_always &= check;
            } else {
                we_always &= check;
            }
        }
        match (they_always, we_always) {
            (true, false) => RULE_WIN - ply as i32,
            (false, true) => -(RULE_WIN - ply as i32),
            _ => DRAW,
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn seen(hash: u64, check: bool) -> Seen {
        Seen { hash, check }
    }

    #[test]
    fn perpetual_check_loses_for_the_checker() {
        let mut p = Path::new(16);
        // A(we to move) B C D A: the opponent's moves (into B? no: into A and C) —
        // entries reached by the opponent's moves are at even distance from the end.
        p.reset(&[seen(1, true), seen(2, false), seen(3, true), seen(4, false)]);
        p.push(1, true);
        assert_eq!(p.repetition_score(10, 4), Some(RULE_WIN - 4));
        // Nobody checks: a draw.
        p.reset(&[
            seen(1, false),
            seen(2, false),
            seen(3, false),
            seen(4, false),
        ]);
        p.push(1, false);
        assert_eq!(p.repetition_score(10, 4), Some(DRAW));
        // Not within the reversible window: no repetition.
        assert_eq!(p.repetition_score(3, 4), None);
        // A null move in between breaks the cycle.
        p.reset(&[seen(1, false), seen(2, false)]);
        p.push_null();
        p.push(4, false);
        p.push(1, false);
        assert_eq!(p.repetition_score(10, 4), None);
    }
}
