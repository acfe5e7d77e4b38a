//! Opening books for the tests, written to files and read back as chuhe reads one
//! (`engine::book::open`): one counted from real games of the shared data, and one
//! whose only opening moves are two flank pawn pushes, which no level of the engine
//! plays by itself from the start, so that a first move from it can only be the
//! book's.

use std::path::{Path, PathBuf};

use chuhe::engine::book::{self, Book, BuildOptions, Builder, Entry, Provenance, Tally};
use chuhe::rules::{Move, Position};

/// The games the records' book is counted from: a tournament of 35 games.
pub const BOOK_GAMES: &str = "games/cchess_testdata/1989年龙化杯象棋名师邀请赛35局.CBL";

/// The flank book's moves from the start: 兵九进一 and 兵一进一.
pub const FLANK_MOVES: [&str; 2] = ["a3a4", "i3i4"];

fn write(book: &Book, path: &Path) -> PathBuf {
    std::fs::write(path, book::format::write(book))
        .unwrap_or_else(|e| panic!("{}: {e}", path.display()));
    path.to_path_buf()
}

/// The book of [`BOOK_GAMES`] (their first 20 plies, moves of two games or more),
/// written to `dir/records.book`.
pub fn records_book(dir: &Path) -> PathBuf {
    let path = super::shared_data().join(BOOK_GAMES);
    let records = chuhe::record::read_file(&path)
        .unwrap_or_else(|e| panic!("shared test data {}: {e}", path.display()));
    let mut builder = Builder::new(BuildOptions {
        plies: 20,
        min_games: 2,
    });
    for r in &records {
        let _ = builder.add(r);
    }
    write(&builder.finish().0, &dir.join("records.book"))
}

/// The flank book ([`FLANK_MOVES`] from the start, nothing else), written to
/// `dir/flank.book`.
pub fn flank_book(dir: &Path) -> PathBuf {
    let start = Position::startpos();
    let entries = FLANK_MOVES
        .iter()
        .map(|m| Entry {
            key: start.hash(),
            mv: Move::from_iccs(m).expect("an ICCS move"),
            tally: Tally {
                wins: 10,
                draws: 5,
                losses: 5,
            },
        })
        .collect();
    write(
        &Book::new(entries, Provenance::default()),
        &dir.join("flank.book"),
    )
}
