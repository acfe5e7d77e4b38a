//! The command line (PRODUCT.md, "The command line": a contract that scripts and tests
//! rely on). Every subcommand that prints data has `--json`; errors go to stderr with a
//! non-zero exit status.

use std::process::ExitCode;

use clap::{Parser, Subcommand};

pub mod analyse;
pub mod bench;
pub mod bench_engine;
pub mod bench_net;
pub mod bench_records;
pub mod bench_tui;
pub mod check;
pub mod convert;
pub mod cpu_time;
pub mod export;
pub mod judge;
pub mod legal;
pub mod net;
mod net_tui;
pub mod perft;
pub mod play;
pub mod style;
pub mod uci;

#[derive(Parser, Debug)]
#[command(
    name = "chuhe",
    version,
    about = "楚河 — Xiangqi (Chinese chess) in the terminal, under the competition rules",
    args_conflicts_with_subcommands = true
)]
pub struct Cli {
    #[command(subcommand)]
    pub command: Option<Command>,
    /// With no subcommand, chuhe starts the TUI with these options.
    #[command(flatten)]
    pub play: play::Args,
}

#[derive(Subcommand, Debug)]
pub enum Command {
    /// Play in the terminal (the default).
    Play(play::Args),
    /// Count the leaves of the legal move tree (the count alone on the last line).
    Perft(perft::Args),
    /// List every legal move, one a line.
    Legal(legal::Args),
    /// Play moves in any notation from a position and print them in another.
    Convert(convert::Args),
    /// Read game records, replay every move, report per game.
    Check(check::Args),
    /// Convert a game record to PGN or chuhe's JSON save.
    Export(export::Args),
    /// Play moves and adjudicate the position reached (repetition, natural limit, end).
    Judge(judge::Args),
    /// Host a networked game on this machine and print its join code.
    Host(net::HostArgs),
    /// Take the other seat of a hosted game.
    Join(net::JoinArgs),
    /// Watch a hosted game read-only.
    Watch(net::WatchArgs),
    /// Measure chuhe's speed (perft, records, tui, net; notation and adjudication in benches/).
    Bench(bench::Args),
    /// Ask the built-in engine for the best move and line of a position.
    Analyse(analyse::Args),
    /// Speak UCI on stdin/stdout (ranks 0–9), so that GUIs and match tools can use the engine.
    Uci,
}

impl Command {
    /// Commands that print data and end: `chuhe legal | head` should simply stop them.
    fn prints_data(&self) -> bool {
        !matches!(
            self,
            Command::Play(_) | Command::Host(_) | Command::Join(_) | Command::Watch(_)
        )
    }
}

/// Rust ignores SIGPIPE, so a closed pipe makes `println!` panic. Data commands get the
/// Unix default back (end quietly when the reader goes away); the TUI and the network
/// commands keep it ignored, where a vanished peer must be an error, not death.
fn restore_default_sigpipe() {
    // SAFETY: setting a signal disposition to SIG_DFL before any thread is started.
    unsafe {
        libc::signal(libc::SIGPIPE, libc::SIG_DFL);
    }
}

/// Parses the command line and runs it. Errors are printed to stderr.
pub fn main() -> ExitCode {
    let cli = Cli::parse();
    if cli.command.as_ref().is_some_and(Command::prints_data) {
        restore_default_sigpipe();
    }
    let result = match cli.command {
        None => play::run(cli.play),
        Some(Command::Play(a)) => play::run(a),
        Some(Command::Perft(a)) => perft::run(a),
        Some(Command::Legal(a)) => legal::run(a),
        Some(Command::Convert(a)) => convert::run(a),
        Some(Command::Check(a)) => check::run(a),
        Some(Command::Export(a)) => export::run(a),
        Some(Command::Judge(a)) => judge::run(a),
        Some(Command::Host(a)) => net::host(a),
        Some(Command::Join(a)) => net::join(a),
        Some(Command::Watch(a)) => net::watch(a),
        Some(Command::Bench(a)) => bench::run(a),
        Some(Command::Analyse(a)) => analyse::run(a),
        Some(Command::Uci) => uci::run(),
    };
    match result {
        Ok(code) => code,
        Err(e) => {
            eprintln!("chuhe: {e:#}");
            ExitCode::from(2)
        }
    }
}

/// Reads `--fen`, defaulting to the start position, with the FEN error on failure.
pub fn position_from(fen: Option<&str>) -> anyhow::Result<crate::rules::Position> {
    match fen {
        None => Ok(crate::rules::Position::startpos()),
        Some(f) => crate::rules::Position::from_fen(f).map_err(|e| anyhow::anyhow!("--fen: {e}")),
    }
}
