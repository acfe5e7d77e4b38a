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
use crate::cli::catalogue::cli::CliText;
use chuhe_core::lang::{Lang, Render};
use chuhe_core::record::{GameRecord, RecordError, read_file, record_files};

#[derive(clap::Args, Debug)]
pub struct Args {
    /// Record files, or directories of them.
    #[arg(required = true)]
    pub files: Vec<PathBuf>,
    /// One JSON object per game, then a summary object.
    #[arg(long)]
    pub json: bool,
    /// The language of the report: zh or en (default: the config's, else from LANG).
    #[arg(long)]
    pub lang: Option<Lang>,
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

/// Checks one file, its problems told in `lang`.
pub fn check_file(path: &Path, lang: Lang) -> FileCheck {
    let file = path.display().to_string();
    match read_file(path) {
        Ok(games) => FileCheck::Read(
            games
                .iter()
                .enumerate()
                .map(|(i, g)| report(&file, i + 1, g, lang))
                .collect(),
        ),
        Err(RecordError::Io { source, .. }) => FileCheck::Unreadable(
            match source.kind() {
                std::io::ErrorKind::NotFound => CliText::CheckMissing(file),
                std::io::ErrorKind::PermissionDenied => CliText::CheckNoPermission(file),
                _ => CliText::CheckCannotRead {
                    file,
                    detail: source.to_string(),
                },
            }
            .render(lang),
        ),
        Err(e) => FileCheck::Read(vec![GameReport {
            file,
            game: None,
            moves: 0,
            main_line: 0,
            result: None,
            error: Some(e.render(lang)),
        }]),
    }
}

fn report(file: &str, game: usize, g: &GameRecord, lang: Lang) -> GameReport {
    GameReport {
        file: file.to_string(),
        game: Some(game),
        moves: g.tree.len(),
        main_line: g.tree.main_line_nodes().len(),
        result: Some(g.result.pgn().to_string()),
        error: g.problem.as_ref().map(|p| p.render(lang)),
    }
}

pub fn run(args: Args) -> anyhow::Result<ExitCode> {
    let lang = super::interface_lang::resolve(args.lang);
    let mut summary = Summary::default();
    let mut out = std::io::stdout().lock();
    // A reader that stops early (`| head`) ends the check quietly.
    let result = (|| -> std::io::Result<()> {
        for path in &record_files(&args.files) {
            let reports = match check_file(path, lang) {
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
                    writeln!(out, "{}", human(&r, lang))?;
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
            let said = CliText::CheckSummary {
                games: summary.games,
                ok: summary.ok,
                failed: summary.failed,
                moves: summary.moves,
                unreadable: summary.unreadable,
            };
            writeln!(out, "{}", said.render(lang))
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

fn human(r: &GameReport, lang: Lang) -> String {
    let file = r.file.clone();
    let error = r.error.clone();
    let Some(game) = r.game else {
        let error = error.unwrap_or_default();
        return CliText::CheckFileUnreadable { file, error }.render(lang);
    };
    let moves = if r.moves == r.main_line {
        CliText::CheckMoves(r.moves)
    } else {
        CliText::CheckMovesSplit {
            total: r.moves,
            main: r.main_line,
        }
    }
    .render(lang);
    let result = r.result.clone().unwrap_or_else(|| "*".into());
    match error {
        None => CliText::CheckGameOk {
            file,
            game,
            moves,
            result,
        },
        Some(error) => CliText::CheckGameError {
            file,
            game,
            error,
            moves,
            result,
        },
    }
    .render(lang)
}
