//! What `chuhe match` and `chuhe selfplay` share: the openings their games start from
//! (the first plies of real games) and the PGN of the games they play.

use std::io::Write;

use anyhow::Context;

use chuhe_core::notation::Notation;
use chuhe_core::record::{GameRecord, GameResult, PgnOptions, write_pgn};
use chuhe_core::rules::{Move, Position};

/// Where the openings come from, in this order: the CCPD records first (the ten
/// openings of earlier runs stay the first ten), then the tournament collections (the
/// `.CBL` files, by name) of cchess's test data, for the 50 distinct openings a
/// 100-game match needs; then, for longer head-to-head runs, the engine tournament's
/// records of ElephantEye's data and the games of the Wukong collections (by name).
const RECORDS: &str = "../shared/data/games/ccpd/ccpd_kill_puzzles_utf8.pgn";
const COLLECTIONS: &str = "../shared/data/games/cchess_testdata";
const MORE_COLLECTIONS: [&str; 2] = [
    "../shared/data/games/eleeye_ccgc_gbk",
    "../shared/data/games/wukong",
];

/// The record files of `dir` whose extension is `ext` (any case), by name.
fn files_in(dir: &str, ext: &str) -> anyhow::Result<Vec<std::path::PathBuf>> {
    let mut files: Vec<std::path::PathBuf> = std::fs::read_dir(dir)
        .with_context(|| format!("reading {dir}"))?
        .filter_map(|e| e.ok().map(|e| e.path()))
        .filter(|p| p.extension().is_some_and(|x| x.eq_ignore_ascii_case(ext)))
        .collect();
    files.sort();
    Ok(files)
}

fn record_files() -> anyhow::Result<Vec<std::path::PathBuf>> {
    let mut files = vec![std::path::PathBuf::from(RECORDS)];
    files.extend(files_in(COLLECTIONS, "cbl")?);
    for dir in MORE_COLLECTIONS {
        files.extend(files_in(dir, "pgn")?);
    }
    Ok(files)
}

/// The plies of a real game that make an opening.
pub const OPENING_PLIES: usize = 6;

/// The first `n` distinct openings of the records, in the order of [`RECORDS`] then
/// [`COLLECTIONS`], from games at least 10 plies longer than the opening.
pub fn openings(n: usize) -> anyhow::Result<Vec<Vec<Move>>> {
    let mut out: Vec<Vec<Move>> = Vec::new();
    for file in record_files()? {
        let games = chuhe_core::record::read_file(&file)
            .with_context(|| format!("reading {}", file.display()))?;
        for g in games.iter().filter(|g| g.starts_from_opening()) {
            let line = g.main_line();
            if line.len() < OPENING_PLIES + 10 {
                continue;
            }
            let opening = line[..OPENING_PLIES].to_vec();
            if !out.contains(&opening) {
                out.push(opening);
            }
            if out.len() == n {
                return Ok(out);
            }
        }
    }
    Ok(out)
}

/// A finished game as a record: its players, its moves from the opening position, its
/// result and why it ended.
pub fn game_record(
    event: &str,
    round: usize,
    players: [&str; 2],
    moves: &[Move],
    result: GameResult,
    how: &str,
) -> GameRecord {
    let mut r = GameRecord::new(&Position::startpos());
    r.headers.set("Event", event);
    r.headers.set("Round", round.to_string());
    r.headers.set("Red", players[0]);
    r.headers.set("Black", players[1]);
    let mut node = r.tree.root();
    for &m in moves {
        node = r.tree.add_move(node, m);
    }
    r.result = result;
    r.result_reason = Some(how.to_string());
    r
}

/// Appends `record` to `file` as PGN (ICCS moves) and flushes it, so that a run stopped
/// early keeps every game it finished.
pub fn append_pgn(
    file: &mut std::fs::File,
    path: &std::path::Path,
    record: &GameRecord,
) -> anyhow::Result<()> {
    let text = write_pgn(record, &PgnOptions::new(Notation::Iccs));
    file.write_all(text.as_bytes())
        .and_then(|()| file.write_all(b"\n"))
        .and_then(|()| file.flush())
        .with_context(|| format!("writing {}", path.display()))
}
