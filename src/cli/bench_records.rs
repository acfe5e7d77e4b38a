//! `chuhe bench records PATH...`: how fast records are read — decoding, format
//! detection, tokenizing, notation and replaying every move, as `chuhe check` does —
//! on one core. The files are loaded into memory first and read again until at least
//! `--moves` moves have been replayed, so the figure does not depend on the disk.
//! Reported in moves a second against the target of 500,000, for all files
//! and for the PGN files with moves in Chinese (the case).
//!
//! The time is CPU time (see `cpu_time.rs`), so that other work on a shared machine
//! does not count; the wall time is shown too.

use std::path::{Path, PathBuf};
use std::process::ExitCode;

use chuhe_core::record::{Format, read_bytes, record_files};

/// The target: 4.9 million moves in under 10 s.
const TARGET: f64 = 500_000.0;

struct File {
    path: PathBuf,
    bytes: Vec<u8>,
    chinese: bool,
}

/// The record files under `paths` that read as at least one game.
fn load(paths: &[PathBuf]) -> anyhow::Result<Vec<File>> {
    let mut out = Vec::new();
    for p in record_files(paths) {
        let bytes = std::fs::read(&p)?;
        if read_bytes(&bytes, Some(&p)).is_err() {
            continue;
        }
        let chinese = Format::from_signature(&bytes).is_none() && {
            let text = chuhe_core::record::decode(&bytes).text;
            Format::from_text(&text) == Format::Pgn && text.contains(['进', '進'])
        };
        out.push(File {
            path: p,
            bytes,
            chinese,
        });
    }
    Ok(out)
}

/// Reads `files` again and again until `min_moves` moves: (moves, games).
fn read_all(files: &[&File], min_moves: u64) -> (u64, u64) {
    let (mut moves, mut games) = (0u64, 0u64);
    while moves < min_moves.max(1) {
        for f in files {
            let read = read_bytes(&f.bytes, Some(Path::new(&f.path)));
            for g in read.iter().flatten() {
                games += 1;
                moves += g.tree.len() as u64;
            }
        }
        if moves == 0 {
            break;
        }
    }
    (moves, games)
}

fn line(label: &str, files: &[&File], min_moves: u64) {
    let bytes: usize = files.iter().map(|f| f.bytes.len()).sum();
    let ((moves, games), wall, cpu) = super::cpu_time::measure(|| read_all(files, min_moves));
    let secs = cpu.as_secs_f64();
    let rate = moves as f64 / secs;
    println!(
        "{label}: {} files ({:.1} MB), {games} games, {moves} moves in {secs:.3} s CPU ({:.3} s wall) = {:.0} moves/s = {:.2}× the 500,000 moves/s target; {:.1} s for 4.9 million moves",
        files.len(),
        bytes as f64 / 1e6,
        wall.as_secs_f64(),
        rate,
        rate / TARGET,
        4.9e6 / rate
    );
}

pub fn run(paths: &[PathBuf], min_moves: u64) -> anyhow::Result<ExitCode> {
    if paths.is_empty() {
        anyhow::bail!(
            "bench records: give the record files or directories to read (e.g. ../shared/data/games)"
        );
    }
    let files = load(paths)?;
    let all: Vec<&File> = files.iter().collect();
    let chinese: Vec<&File> = files.iter().filter(|f| f.chinese).collect();
    line("all records", &all, min_moves);
    if !chinese.is_empty() {
        line("Chinese PGN", &chinese, min_moves);
    }
    Ok(ExitCode::SUCCESS)
}
