//! The book in memory: one [`Entry`] a position and move, sorted by key then move, so
//! that the moves of a position are one run found by binary search.

use chuhe_core::rules::Move;

/// How the games that played a move ended, from the side that played it.
#[derive(Copy, Clone, Debug, Default, PartialEq, Eq, Hash)]
pub struct Tally {
    pub wins: u32,
    pub draws: u32,
    pub losses: u32,
}

impl Tally {
    pub fn games(self) -> u64 {
        u64::from(self.wins) + u64::from(self.draws) + u64::from(self.losses)
    }

    /// Wins plus half the draws: the points the move scored.
    pub fn points(self) -> f64 {
        f64::from(self.wins) + f64::from(self.draws) / 2.0
    }

    /// The share of the points, 0 to 1 (0 for no game).
    pub fn score(self) -> f64 {
        match self.games() {
            0 => 0.0,
            n => self.points() / n as f64,
        }
    }
}

/// A move played in a position: the position's key, the move, its games.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub struct Entry {
    pub key: u64,
    pub mv: Move,
    pub tally: Tally,
}

impl Entry {
    /// The order of the file and of the table.
    pub(crate) fn order(&self) -> (u64, Move) {
        (self.key, self.mv)
    }
}

/// Facts about how the book was made, kept in its file.
#[derive(Copy, Clone, Debug, Default, PartialEq, Eq)]
pub struct Provenance {
    /// The plies of each game counted.
    pub plies: u16,
    /// The fewest games a move needed to be kept.
    pub min_games: u16,
    /// The games counted.
    pub games: u32,
}

/// An opening book.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Book {
    entries: Vec<Entry>,
    provenance: Provenance,
}

impl Book {
    /// A book of `entries` in any order; a position and move given twice keeps its
    /// first tally.
    pub fn new(mut entries: Vec<Entry>, provenance: Provenance) -> Book {
        entries.sort_by_key(Entry::order);
        entries.dedup_by_key(|e| e.order());
        Book {
            entries,
            provenance,
        }
    }

    /// Entries already sorted strictly by key and move (the file's reader checks it).
    pub(crate) fn from_sorted(entries: Vec<Entry>, provenance: Provenance) -> Book {
        debug_assert!(entries.windows(2).all(|w| w[0].order() < w[1].order()));
        Book {
            entries,
            provenance,
        }
    }

    pub fn entries(&self) -> &[Entry] {
        &self.entries
    }

    pub fn provenance(&self) -> Provenance {
        self.provenance
    }

    /// The entries stored for a position's key, in move order (no legality check:
    /// see [`Book::moves`]).
    pub fn entries_of(&self, key: u64) -> &[Entry] {
        let first = self.entries.partition_point(|e| e.key < key);
        let end = first + self.entries[first..].partition_point(|e| e.key == key);
        &self.entries[first..end]
    }

    /// How many positions have a move.
    pub fn positions(&self) -> usize {
        let mut n = 0;
        let mut last = None;
        for e in &self.entries {
            if last != Some(e.key) {
                n += 1;
                last = Some(e.key);
            }
        }
        n
    }

    pub fn is_empty(&self) -> bool {
        self.entries.is_empty()
    }
}
