//! A small cache of static evaluations by position key. The quiescence search reads no
//! transposition table, yet evaluating is about a third of the search's time and the
//! same positions come back often (captures in another order, a leaf reached by
//! several lines). The cache holds only evaluations, so it changes no score: a hit is
//! the number `evaluate` would give again.

use chuhe_core::rules::Position;

use crate::eval::evaluate;

/// Entries (a power of two): 256 KB, about what a core's second-level cache holds.
const ENTRIES: usize = 1 << 15;

/// Each entry packs the key's upper 32 bits over the evaluation; the slot is chosen by
/// the key's lower bits. As with the transposition table, two positions whose keys
/// agree in all those bits would share an entry (about one probe in four billion).
pub struct EvalCache {
    entries: Box<[u64]>,
}

impl EvalCache {
    pub fn new() -> EvalCache {
        EvalCache {
            entries: vec![EMPTY; ENTRIES].into_boxed_slice(),
        }
    }

    /// Forgets every entry (the weights may have changed between searches).
    pub fn clear(&mut self) {
        self.entries.fill(EMPTY);
    }

    /// `evaluate(pos)`, from the cache when it holds it.
    #[inline]
    pub fn evaluate(&mut self, pos: &Position) -> i32 {
        let key = pos.hash();
        let slot = &mut self.entries[key as usize & (ENTRIES - 1)];
        let tag = key >> 32;
        if *slot != EMPTY && *slot >> 32 == tag {
            return *slot as u32 as i32;
        }
        let e = evaluate(pos);
        *slot = tag << 32 | e as u32 as u64;
        e
    }
}

impl Default for EvalCache {
    fn default() -> Self {
        EvalCache::new()
    }
}

/// No entry: a tag and evaluation that `evaluate` can give only for one key in four
/// billion, which then just misses.
const EMPTY: u64 = u64::MAX;

#[cfg(test)]
mod tests {
    use super::*;

    /// Every position of 40 random games is evaluated twice through the cache (the
    /// second time from it) and each answer is `evaluate`'s.
    #[test]
    fn the_cache_gives_what_evaluate_gives() {
        let mut cache = EvalCache::new();
        let mut seed = 0x2545_f491_4f6c_dd1du64;
        let (mut checked, mut negative) = (0, 0);
        for _ in 0..40 {
            let mut pos = Position::startpos();
            for _ in 0..120 {
                let e = evaluate(&pos);
                for _ in 0..2 {
                    assert_eq!(cache.evaluate(&pos), e, "{}", pos.fen());
                }
                checked += 1;
                negative += (e < 0) as usize;
                let moves = pos.legal_moves();
                if moves.is_empty() {
                    break;
                }
                seed ^= seed << 13;
                seed ^= seed >> 7;
                seed ^= seed << 17;
                let _ = pos.play_unchecked(moves[(seed % moves.len() as u64) as usize]);
            }
        }
        assert!(
            checked > 1000 && negative > 100,
            "{checked} positions, {negative} below 0"
        );
    }
}
