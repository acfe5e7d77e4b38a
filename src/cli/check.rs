//! `chuhe check FILE... [--json]`: read game records in any supported format and
//! encoding, replay every move, and report per game the moves, the result and the
//! first error with its place. Exit status 1 if any game failed; 2 if a file does not
//! exist or cannot be opened (named on stderr, not counted as a game; `status.rs`).
//!
//! A directory stands for the record files below it (by extension: PGN, XQF, CBR,
//! CBL, CBF, DhtmlXQ pages), in name order.

use std::io::Write;
use std::path::{Path, PathBuf};
use std::process::ExitCode;

use serde_json::json;

use super::status::Status;
use crate::record::{GameRecord, RecordError, read_file, record_files};

#[derive(clap::Args, Debug)]
pub struct Args {
    /// Record files, or directories of them.
    #[arg(required = true)]
    pub files: Vec<PathBuf>,
    /// One JSON object per game, then a summary object.
    #[arg(long)]
    pub json: bool,
}

/// What `check` found in one game (or in a file that could not be read at all).
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct GameReport {
    pub file: String,
    /// 1-based; `None` when the file itself could not be read.
    pub game: Option<usize>,
    /// Moves read and replayed, variations included (before the error, if any).
    pub moves: usize,
    /// Plies of the main line.
    pub main_line: usize,
    pub result: Option<String>,
    pub error: Option<String>,
}

/// The totals of a check.
#[derive(Debug, Default, Clone, Copy, PartialEq, Eq)]
pub struct Summary {
    pub games: usize,
    pub ok: usize,
    pub failed: usize,
    pub moves: usize,
    /// Files that do not exist or cannot be opened: bad input, not failed games.
    pub unreadable: usize,
}

impl Summary {
    fn add(&mut self, r: &GameReport) {
        self.games += 1;
        self.moves += r.moves;
        if r.error.is_some() {
            self.failed += 1;
        } else {
            self.ok += 1;
        }
    }
}

/// What `check` found in one file.
#[derive(Debug)]
pub enum FileCheck {
    /// A report per game, or one for the file if it holds no record at all.
    Read(Vec<GameReport>),
    /// The file does not exist or cannot be opened: why, in a sentence.
    Unreadable(String),
}

/// Checks one file.
pub fn check_file(path: &Path) -> FileCheck {
    let file = path.display().to_string();
    match read_file(path) {
        Ok(games) => FileCheck::Read(
            games
                .iter()
                .enumerate()
                .map(|(i, g)| report(&file, i + 1, g))
                .collect(),
        ),
        Err(RecordError::Io { source, .. }) => FileCheck::Unreadable(match source.kind() {
            std::io::ErrorKind::NotFound => format!("{file}: the file does not exist"),
            std::io::ErrorKind::PermissionDenied => {
                format!("{file}: the file cannot be opened (permission denied)")
            }
            _ => format!("{file}: the file cannot be read: {source}"),
        }),
        Err(e) => FileCheck::Read(vec![GameReport {
            file,
            game: None,
            moves: 0,
            main_line: 0,
            result: None,
            error: Some(e.to_string()),
        }]),
    }
}

fn report(file: &str, game: usize, g: &GameRecord) -> GameReport {
    GameReport {
        file: file.to_string(),
        game: Some(game),
        moves: g.tree.len(),
        main_line: g.tree.main_line_nodes().len(),
        result: Some(g.result.pgn().to_string()),
        error: g.problem.as_ref().map(|p| p.to_string()),
    }
}

pub fn run(args: Args) -> anyhow::Result<ExitCode> {
    let mut summary = Summary::default();
    let mut out = std::io::stdout().lock();
    // A reader that stops early (`| head`) ends the check quietly.
    let result = (|| -> std::io::Result<()> {
        for path in &record_files(&args.files) {
            let reports = match check_file(path) {
                FileCheck::Read(reports) => reports,
                FileCheck::Unreadable(why) => {
                    summary.unreadable += 1;
                    eprintln!("chuhe: check: {why}");
                    continue;
                }
            };
            for r in reports {
                summary.add(&r);
                if args.json {
                    let line = json!({
                        "file": r.file,
                        "game": r.game,
                        "moves": r.moves,
                        "result": r.result,
                        "error": r.error,
                    });
                    writeln!(out, "{line}")?;
                } else {
                    writeln!(out, "{}", human(&r))?;
                }
            }
        }
        if args.json {
            let line = json!({
                "games": summary.games,
                "ok": summary.ok,
                "failed": summary.failed,
                "moves": summary.moves,
                "unreadable": summary.unreadable,
            });
            writeln!(out, "{line}")
        } else {
            let unreadable = match summary.unreadable {
                0 => String::new(),
                1 => "; 1 file not read".to_string(),
                n => format!("; {n} files not read"),
            };
            writeln!(
                out,
                "{} games: {} ok, {} failed; {} moves{unreadable}",
                summary.games, summary.ok, summary.failed, summary.moves
            )
        }
    })();
    match result {
        Err(e) if e.kind() != std::io::ErrorKind::BrokenPipe => return Err(e.into()),
        _ => {}
    }
    Ok(if summary.unreadable > 0 {
        Status::Refused
    } else if summary.failed > 0 {
        Status::Faulty
    } else {
        Status::Ok
    }
    .into())
}

fn human(r: &GameReport) -> String {
    let Some(game) = r.game else {
        return format!(
            "{}: cannot read: {}",
            r.file,
            r.error.as_deref().unwrap_or_default()
        );
    };
    let moves = if r.moves == r.main_line {
        format!("{} moves", r.moves)
    } else {
        format!(
            "{} moves ({} on the main line, {} in variations)",
            r.moves,
            r.main_line,
            r.moves - r.main_line
        )
    };
    let result = r.result.as_deref().unwrap_or("*");
    match &r.error {
        None => format!("{}: game {game}: {moves}, result {result}", r.file),
        Some(e) => format!(
            "{}: game {game}: ERROR {e} ({moves} read before it, result {result})",
            r.file
        ),
    }
}
