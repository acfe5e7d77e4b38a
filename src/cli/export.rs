//! `chuhe export FILE --to pgn|json [--notation chinese|wxf|iccs] [--encoding utf-8|gbk]
//! [--game N] [-o OUT]`: convert a record of any supported format to PGN (every game of
//! the file) or to chuhe's JSON save (one game). The output file is written atomically;
//! without `-o` the result goes to stdout.
//!
//! A game with a problem (an illegal move in the source) is exported up to the problem;
//! the problem is named on stderr and the exit status is 1.

use std::io::Write;
use std::path::PathBuf;
use std::process::ExitCode;

use super::status::Status;
use super::style::StyleArgs;
use crate::cli::catalogue::cli::CliText;
use chuhe_core::atomic_file::write_atomically;
use chuhe_core::lang::{Lang, Render};
use chuhe_core::notation::{Coordinates, Notation};
use chuhe_core::record::{
    GameRecord, PgnOptions, TextEncoding, read_file, save_json, write_pgn_bytes,
};

#[derive(clap::ValueEnum, Clone, Copy, Debug, PartialEq, Eq)]
pub enum Target {
    Pgn,
    Json,
}

#[derive(clap::Args, Debug)]
pub struct Args {
    pub file: PathBuf,
    /// pgn or json (chuhe's save).
    #[arg(long, value_enum)]
    pub to: Target,
    /// The notation of PGN moves.
    #[arg(long, default_value = "chinese")]
    pub notation: Notation,
    #[command(flatten)]
    pub style: StyleArgs,
    /// The encoding of PGN output: utf-8 (default) or gbk (for older Chinese tools).
    #[arg(long, default_value = "utf-8")]
    pub encoding: TextEncoding,
    /// Export only game N (1-based) of a file with several games; JSON needs one game.
    #[arg(long)]
    pub game: Option<usize>,
    /// Write here (atomically) instead of stdout.
    #[arg(short = 'o', long = "output")]
    pub output: Option<PathBuf>,
    /// The language of messages: zh or en (default: the config's, else from LANG).
    #[arg(long)]
    pub lang: Option<Lang>,
}

pub fn run(args: Args) -> anyhow::Result<ExitCode> {
    let lang = super::interface_lang::resolve(args.lang);
    let file = args.file.display().to_string();
    if args.style.abbreviated {
        anyhow::bail!("{}", CliText::ExportAbbreviated.render(lang));
    }
    let mut games = read_file(&args.file).map_err(|e| anyhow::anyhow!("{}", e.render(lang)))?;
    if let Some(n) = args.game {
        if n == 0 || n > games.len() {
            let games = games.len();
            anyhow::bail!(
                "{}",
                CliText::ExportNoSuchGame { file, games, n }.render(lang)
            );
        }
        games = vec![games.swap_remove(n - 1)];
    }
    let bytes = match args.to {
        Target::Pgn => {
            let mut style = args.style.style(args.notation);
            if args.notation == Notation::Iccs {
                // xqbase's `[Format "ICCS"]` writes H2-E2, and XQWizard reads only that.
                style.coordinates = Coordinates::Iccs;
            }
            let options = PgnOptions {
                style,
                encoding: args.encoding,
            };
            write_pgn_bytes(&games, &options)?
        }
        Target::Json => {
            if games.len() != 1 {
                let games = games.len();
                anyhow::bail!("{}", CliText::ExportChooseGame { file, games }.render(lang));
            }
            save_json(&games[0]).into_bytes()
        }
    };
    match &args.output {
        Some(out) => write_atomically(out, &bytes).map_err(|e| {
            let said = chuhe_core::catalogue::FileText::io(out, &e);
            anyhow::anyhow!("{}", said.render(lang))
        })?,
        None => match std::io::stdout().write_all(&bytes) {
            // A reader that stops early (`| head`) is not an error.
            Err(e) if e.kind() == std::io::ErrorKind::BrokenPipe => {}
            other => other?,
        },
    }
    Ok(report_problems(&args, &games, lang))
}

/// Names on stderr every game that was exported only up to a problem.
fn report_problems(args: &Args, games: &[GameRecord], lang: Lang) -> ExitCode {
    let mut failed = false;
    for (i, g) in games.iter().enumerate() {
        if let Some(p) = &g.problem {
            failed = true;
            let n = args.game.unwrap_or(i + 1);
            let said = CliText::ExportPartial {
                file: args.file.display().to_string(),
                game: n,
                problem: p.render(lang),
                moves: g.tree.len(),
            };
            eprintln!("chuhe: {}", said.render(lang));
        }
    }
    if failed { Status::Faulty } else { Status::Ok }.into()
}
