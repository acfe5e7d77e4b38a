//! `chuhe book build FILES… -o BOOK [--plies N] [--min-games N] [--json]` counts the
//! main lines of game records from the opening position into an opening book
//! (`engine::book`), each move with the games it won, drew and lost for the side that
//! played it, and says what it counted and what it left out, and why.
//!
//! `chuhe book show BOOK [--fen FEN] [--moves "MOVES"] [--notation N] [--json]` prints
//! the book's moves for a position: the move in the board's notation, its games, their
//! share of the position's, and its score for the side that played it.

use std::path::PathBuf;
use std::process::ExitCode;

use chuhe_core::lang::{Lang, Render};
use chuhe_core::notation::{Notation, Style, write_move};
use chuhe_engine::book::{self, BuildOptions, Builder};

use super::catalogue::cli::CliText;
use super::catalogue::cli_errors::CliError;

#[derive(clap::Args, Debug)]
pub struct Args {
    #[command(subcommand)]
    pub command: BookCommand,
}

#[derive(clap::Subcommand, Debug)]
pub enum BookCommand {
    /// Count the records' openings into a book file.
    Build(BuildArgs),
    /// The book's moves for a position, with their games and scores.
    Show(ShowArgs),
}

#[derive(clap::Args, Debug)]
pub struct BuildArgs {
    /// Record files, or directories of them.
    #[arg(required = true)]
    pub files: Vec<PathBuf>,
    /// The book file to write.
    #[arg(short, long, value_name = "BOOK")]
    pub output: PathBuf,
    /// The plies of each game counted.
    #[arg(long, default_value_t = BuildOptions::default().plies)]
    pub plies: u16,
    /// Leave out a move played in fewer games than this.
    #[arg(long, default_value_t = BuildOptions::default().min_games)]
    pub min_games: u16,
    /// Print {"files", "unreadable", "games", "from_setup", "no_result", "faulty",
    /// "duplicates", "empty", "positions", "moves", "rare_moves", "bytes"}.
    #[arg(long)]
    pub json: bool,
    /// The language of the report: zh or en (default: the config's, else from LANG).
    #[arg(long)]
    pub lang: Option<Lang>,
}

#[derive(clap::Args, Debug)]
pub struct ShowArgs {
    /// The book file.
    pub book: PathBuf,
    /// The position the moves start from (default: the opening position).
    #[arg(long)]
    pub fen: Option<String>,
    /// Moves played from FEN, space-separated, each in any notation.
    #[arg(long)]
    pub moves: Option<String>,
    /// The notation of the moves listed: chinese, wxf or iccs (default: the config's
    /// `notation`, else Chinese for zh and WXF for en).
    #[arg(long)]
    pub notation: Option<Notation>,
    /// Print {"position": FEN, "games": N, "moves": [{"move", "written", "games",
    /// "wins", "draws", "losses", "share", "score"}, ...]}, most games first; wins,
    /// draws and losses are the mover's, share and score percentages.
    #[arg(long)]
    pub json: bool,
    /// The language of the report: zh or en (default: the config's, else from LANG).
    #[arg(long)]
    pub lang: Option<Lang>,
}

pub fn run(args: Args) -> anyhow::Result<ExitCode> {
    match args.command {
        BookCommand::Build(a) => build(a),
        BookCommand::Show(a) => show(a),
    }
}

/// `--json`: the files, then the build's report as the engine counts it.
#[derive(serde::Serialize)]
struct BuildJson<'a> {
    files: usize,
    unreadable: usize,
    #[serde(flatten)]
    report: &'a book::BuildReport,
    bytes: usize,
}

fn build(args: BuildArgs) -> anyhow::Result<ExitCode> {
    let lang = super::interface_lang::resolve(args.lang);
    let files = chuhe_core::record::record_files(&args.files);
    let mut builder = Builder::new(BuildOptions {
        plies: args.plies,
        min_games: args.min_games,
    });
    let mut unreadable = 0;
    for file in &files {
        match chuhe_core::record::read_file(file) {
            Ok(games) => games.iter().for_each(|g| {
                let _ = builder.add(g);
            }),
            Err(e) => {
                unreadable += 1;
                let why = chuhe_core::catalogue::FileText::record(file, e);
                eprintln!("chuhe: {}", why.render(lang));
            }
        }
    }
    let (book, report) = builder.finish();
    if report.games == 0 {
        anyhow::bail!("{}", CliText::BookNothingCounted.render(lang));
    }
    let bytes = book::format::write(&book);
    chuhe_core::atomic_file::write_atomically(&args.output, &bytes).map_err(|e| {
        let detail = chuhe_core::catalogue::FileText::io(&args.output, &e).render(lang);
        anyhow::anyhow!(
            "{}",
            CliError::At {
                at: "-o".into(),
                detail
            }
            .render(lang)
        )
    })?;
    if args.json {
        let json = BuildJson {
            files: files.len(),
            unreadable,
            report: &report,
            bytes: bytes.len(),
        };
        println!("{}", serde_json::to_string(&json)?);
        return Ok(ExitCode::SUCCESS);
    }
    let counted = CliText::BookCounted {
        files: files.len(),
        unreadable,
        games: report.games,
        from_setup: report.from_setup,
        no_result: report.no_result,
        faulty: report.faulty,
        duplicates: report.duplicates,
        empty: report.empty,
    };
    println!("{}", counted.render(lang));
    let written = CliText::BookWritten {
        file: args.output.display().to_string(),
        positions: report.positions,
        moves: report.moves,
        rare: report.rare_moves,
        min_games: args.min_games,
        plies: args.plies,
        bytes: bytes.len(),
    };
    println!("{}", written.render(lang));
    Ok(ExitCode::SUCCESS)
}

#[derive(serde::Serialize)]
struct ShowJson {
    position: String,
    games: u64,
    moves: Vec<MoveJson>,
}

#[derive(serde::Serialize)]
struct MoveJson {
    #[serde(rename = "move")]
    mv: String,
    written: String,
    games: u64,
    wins: u32,
    draws: u32,
    losses: u32,
    share: f64,
    score: f64,
}

fn show(args: ShowArgs) -> anyhow::Result<ExitCode> {
    let lang = super::interface_lang::resolve(args.lang);
    let pos = super::search::position_after(args.fen.as_deref(), args.moves.as_deref())?;
    let book = book::open(&args.book).map_err(|e| anyhow::anyhow!("{}", e.render(lang)))?;
    let moves = book.moves(&pos);
    let games: u64 = moves.iter().map(|m| m.tally.games()).sum();
    let style = Style::of(super::search::notation(args.notation, lang));
    let percent = |part: f64, whole: f64| {
        if whole > 0.0 {
            100.0 * part / whole
        } else {
            0.0
        }
    };
    let rows: Vec<MoveJson> = moves
        .iter()
        .map(|m| MoveJson {
            mv: m.mv.to_string(),
            written: write_move(&pos, m.mv, &style),
            games: m.tally.games(),
            wins: m.tally.wins,
            draws: m.tally.draws,
            losses: m.tally.losses,
            share: percent(m.tally.games() as f64, games as f64),
            score: 100.0 * m.tally.score(),
        })
        .collect();
    if args.json {
        let json = ShowJson {
            position: pos.fen(),
            games,
            moves: rows,
        };
        println!("{}", serde_json::to_string(&json)?);
        return Ok(ExitCode::SUCCESS);
    }
    let made = book.provenance();
    let about = CliText::BookAbout {
        games: made.games,
        positions: book.positions(),
        moves: book.entries().len(),
        plies: made.plies,
        min_games: made.min_games,
    };
    println!("{}", about.render(lang));
    println!("{}", CliText::SearchPosition(pos.fen()).render(lang));
    if rows.is_empty() {
        println!("{}", CliText::BookNoMove.render(lang));
        return Ok(ExitCode::SUCCESS);
    }
    println!("{}", CliText::BookPositionGames(games).render(lang));
    for r in rows {
        let line = CliText::BookMove {
            iccs: r.mv,
            written: r.written,
            games: r.games,
            share: r.share,
            score: r.score,
            wins: r.wins,
            draws: r.draws,
            losses: r.losses,
        };
        println!("{}", line.render(lang));
    }
    Ok(ExitCode::SUCCESS)
}
