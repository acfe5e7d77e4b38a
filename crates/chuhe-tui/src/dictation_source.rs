//! Which game to dictate (听写): a game of a record file or folder by number, the
//! first or the newest, or one at random; and a record turned into the moves the
//! dictation screen plays.

use std::num::NonZeroUsize;

use anyhow::bail;

use chuhe_core::record::GameRecord;
use chuhe_study::Collection;

use super::screens::dictation::DictGame;

/// Which game of the collection.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum Choice {
    /// 1-based.
    Number(NonZeroUsize),
    First,
    Last,
    Random(u64),
}

/// A well-mixed index from a seed (SplitMix64's finaliser).
fn mix(seed: u64) -> u64 {
    let mut z = seed.wrapping_add(0x9E37_79B9_7F4A_7C15);
    z = (z ^ (z >> 30)).wrapping_mul(0xBF58_476D_1CE4_E5B9);
    z = (z ^ (z >> 27)).wrapping_mul(0x94D0_49BB_1331_11EB);
    z ^ (z >> 31)
}

/// The game `choice` names, as a dictation, or why there is none. A random choice
/// passes over games with no moves.
pub fn choose(collection: &Collection, choice: Choice) -> anyhow::Result<DictGame> {
    let n = collection.len();
    if n == 0 {
        bail!("dictate: no game could be read");
    }
    let index = match choice {
        Choice::Number(k) if k.get() > n => bail!(
            "--game {k}: there {} {n} game{} (choose 1 to {n})",
            if n == 1 { "is" } else { "are" },
            if n == 1 { "" } else { "s" }
        ),
        Choice::Number(k) => k.get() - 1,
        Choice::First => 0,
        Choice::Last => n - 1,
        Choice::Random(seed) => {
            let with_moves: Vec<usize> = (0..n)
                .filter(|&i| collection.entry(i).is_some_and(|e| e.row.moves > 0))
                .collect();
            if with_moves.is_empty() {
                bail!("dictate: no game has moves");
            }
            with_moves[(mix(seed) % with_moves.len() as u64) as usize]
        }
    };
    let record = collection
        .read_game(index)
        .map_err(|e| anyhow::anyhow!("game {}: {e}", index + 1))?;
    from_record(&record).map_err(|e| anyhow::anyhow!("game {}: {e}", index + 1))
}

/// The main line of `record` and a title from its headers (players, event, date).
pub fn from_record(record: &GameRecord) -> Result<DictGame, chuhe_core::rules::PositionError> {
    let start = record.start_position()?;
    let h = &record.headers;
    let field = |k: &str| {
        h.get(k)
            .map(str::trim)
            .filter(|v| !v.is_empty() && *v != "?")
    };
    let mut title = match (field("Red"), field("Black")) {
        (None, None) => String::new(),
        (r, b) => format!("{} — {}", r.unwrap_or("?"), b.unwrap_or("?")),
    };
    for extra in [field("Event"), field("Date")].into_iter().flatten() {
        if !title.is_empty() {
            title.push_str(" · ");
        }
        title.push_str(extra);
    }
    Ok(DictGame {
        start,
        moves: record.main_line(),
        title,
    })
}

#[cfg(test)]
mod tests {
    use super::*;
    use std::path::PathBuf;

    fn collection() -> Collection {
        // A folder of the shared records (XQF, CBL, PGN ...).
        Collection::open(&[PathBuf::from(concat!(
            env!("CARGO_MANIFEST_DIR"),
            "/../../../shared/data/games/cchess_testdata"
        ))])
    }

    #[test]
    fn a_game_is_chosen_by_number_at_random_or_refused() {
        let c = collection();
        assert!(c.len() >= 2, "{}", c.len());
        let first = choose(&c, Choice::First).unwrap();
        let one = choose(&c, Choice::Number(NonZeroUsize::new(1).unwrap())).unwrap();
        assert_eq!(first.moves, one.moves);
        let beyond = NonZeroUsize::new(c.len() + 1).unwrap();
        let e = choose(&c, Choice::Number(beyond)).unwrap_err().to_string();
        assert!(e.contains(&format!("choose 1 to {}", c.len())), "{e}");
        // The same seed, the same game; a random game has moves.
        let a = choose(&c, Choice::Random(7)).unwrap();
        assert_eq!(a.moves, choose(&c, Choice::Random(7)).unwrap().moves);
        assert!(!a.moves.is_empty());
    }
}
