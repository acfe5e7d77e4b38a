//! The command line (PRODUCT.md, "The command line": a contract that scripts and tests
//! rely on). Every subcommand that prints data has `--json`; errors go to stderr, and
//! the exit status follows one convention ([`status`]: 0 ok, 1 faulty data, 2 refused).

use std::process::ExitCode;

use clap::{Parser, Subcommand};

use status::Status;

use crate::cli::catalogue::cli::CliText;
use crate::cli::catalogue::cli_errors::CliError;
use chuhe_core::lang::UnknownName;
use chuhe_core::lang::{Lang, Render};

pub mod analyse;
pub mod arbiter;
pub mod bench;
pub mod bench_engine;
pub mod bench_net;
pub mod bench_records;
pub mod bench_study;
pub mod bench_tui;
pub mod book;
pub mod catalogue;
pub mod check;
pub mod club;
pub mod convert;
pub mod cpu_time;
pub mod dictate;
pub mod engine_games;
pub mod engine_match;
pub mod export;
pub mod interface_lang;
pub mod judge;
pub mod legal;
mod level_help;
pub mod net;
mod net_engine;
pub mod net_place;
mod net_tui;
pub mod perft;
pub mod play;
pub mod review;
pub mod search;
pub mod selfplay;
pub mod serve;
pub mod status;
pub mod style;
pub mod tournament;
pub mod tournament_play;
pub mod tournament_serve;
pub mod tune;
pub mod uci;
pub mod view;

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
    /// Which games of record files reached a position, and what they played there.
    Search(search::Args),
    /// Run a tournament: new, add, withdraw, pair, result, standings, crosstable.
    Tournament(tournament::Args),
    /// The SSH club's data: `ratings` prints its leaderboard, `export` its games as PGN.
    Club(club::Args),
    /// Measure chuhe's speed (perft, records, tui, net; notation and adjudication in benches/).
    Bench(bench::Args),
    /// Ask the built-in engine for the best move and line of a position.
    Analyse(analyse::Args),
    /// Speak UCI on stdin/stdout (ranks 0–9), so that GUIs and match tools can use the engine.
    Uci,
    /// Act as a hosted game's arbiter: pause, resume, set-clock, rule, draw, foul,
    /// sanction, end, next-round.
    Arbiter(arbiter::Args),
    /// Open a record file or folder for study: the game list, the study board.
    View(view::Args),
    /// Review a game with an engine: marks ?, ?? and !, the engine's lines as variations.
    Review(review::Args),
    /// Play the built-in engine against Fairy-Stockfish: score and Elo (a benchmark).
    Match(engine_match::Args),
    /// Practise recording a master game (听写): write each move in Chinese notation.
    Dictate(dictate::Args),
    /// Serve a club over SSH: a lobby, seeks, games and spectators for any ssh client.
    Serve(serve::Args),
    /// Fit the engine's evaluation weights to the results of game records (Texel).
    Tune(tune::Args),
    /// Play the built-in engine against itself and write the games as PGN (for `tune`).
    Selfplay(selfplay::Args),
    /// An opening book from game records: `build` one, `show` its moves for a position.
    Book(book::Args),
}

impl Command {
    /// Commands that print data and end: `chuhe legal | head` should simply stop them.
    fn prints_data(&self) -> bool {
        if let Command::Tournament(t) = self
            && t.command.runs_tui()
        {
            return false;
        }
        // The arbiter's seat in the TUI (no action) writes to the
        // host's socket as a player's TUI does.
        if let Command::Arbiter(a) = self
            && a.action.is_none()
        {
            return false;
        }
        !matches!(
            self,
            Command::Play(_)
                | Command::Host(_)
                | Command::Join(_)
                | Command::Watch(_)
                | Command::View(_)
                | Command::Dictate(_)
                | Command::Serve(_)
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
    let cli = match Cli::try_parse() {
        Ok(cli) => cli,
        Err(e) => return refuse(e),
    };
    if cli.command.as_ref().is_some_and(Command::prints_data) {
        restore_default_sigpipe();
    }
    // The engine's evaluation weights (CHUHE_EVAL_WEIGHTS).
    if let Err(e) = tune::select_weights_from_env() {
        eprintln!("chuhe: {e:#}");
        return Status::Refused.into();
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
        Some(Command::Search(a)) => search::run(a),
        Some(Command::Bench(a)) => bench::run(a),
        Some(Command::Tournament(a)) => tournament::run(a),
        Some(Command::Club(a)) => club::run(a),
        Some(Command::Analyse(a)) => analyse::run(a),
        Some(Command::Uci) => uci::run(),
        Some(Command::Arbiter(a)) => arbiter::run(a),
        Some(Command::View(a)) => view::run(a),
        Some(Command::Review(a)) => review::run(a),
        Some(Command::Match(a)) => engine_match::run(a),
        Some(Command::Dictate(a)) => dictate::run(a),
        Some(Command::Serve(a)) => serve::run(a),
        Some(Command::Tune(a)) => tune::run(a),
        Some(Command::Selfplay(a)) => selfplay::run(a),
        Some(Command::Book(a)) => book::run(a),
    };
    match result {
        Ok(code) => code,
        Err(e) => {
            eprintln!("chuhe: {e:#}");
            Status::Refused.into()
        }
    }
}

/// A command line clap cannot read. A value of the wrong form is reported as every
/// other error is, `chuhe: --flag: what is wrong`, with the exit status for bad input;
/// the other usage errors in the interface's language (`--lang` if it can be read,
/// else the config's or the locale's), naming the argument and pointing to `--help`.
/// `--help` and `--version` print as clap does (their text is English by decision).
fn refuse(e: clap::Error) -> ExitCode {
    use clap::error::{ContextKind, ContextValue, ErrorKind};
    let flag = match e.get(ContextKind::InvalidArg) {
        Some(ContextValue::String(s)) => s.split(' ').next().map(str::to_string),
        _ => None,
    };
    let reason = std::error::Error::source(&e).map(ToString::to_string);
    let raw: Vec<String> = std::env::args_os()
        .map(|a| a.to_string_lossy().into_owned())
        .collect();
    let lang = interface_lang::of_raw_args(&raw);
    // A name the value does not take, in the interface's language.
    let unknown = std::error::Error::source(&e).and_then(|s| s.downcast_ref::<UnknownName>());
    if let (ErrorKind::ValueValidation, Some(flag), Some(name)) = (e.kind(), &flag, unknown) {
        eprintln!("chuhe: {}", flag_value_error(flag, name, lang));
        return Status::Refused.into();
    }
    match (e.kind(), flag, reason) {
        (ErrorKind::ValueValidation, Some(flag), Some(reason)) if lang == Lang::En => {
            eprintln!("chuhe: {flag}: {reason}");
            Status::Refused.into()
        }
        (
            ErrorKind::DisplayHelp
            | ErrorKind::DisplayVersion
            | ErrorKind::DisplayHelpOnMissingArgumentOrSubcommand,
            _,
            _,
        ) => {
            let _ = e.print();
            // 0 for --help and --version, 2 (Status::Refused) for a bare `chuhe tournament`.
            ExitCode::from(u8::try_from(e.exit_code()).unwrap_or(Status::Refused as u8))
        }
        _ => {
            eprintln!("chuhe: {}", usage_error(&e).render(lang));
            eprintln!("{}", CliText::UsageHint(usage_command(&raw)).render(lang));
            Status::Refused.into()
        }
    }
}

// Clap's usage errors as the catalogue words them.
/// What is wrong with the command line, with the argument and the value clap names.
fn usage_error(e: &clap::Error) -> CliText {
    use clap::error::{ContextKind, ContextValue, ErrorKind};
    let one = |k: ContextKind| match e.get(k) {
        Some(ContextValue::String(s)) => s.clone(),
        Some(ContextValue::Strings(v)) => v.join(", "),
        _ => String::new(),
    };
    let arg = || {
        let a = one(ContextKind::InvalidArg);
        a.split(' ').next().unwrap_or_default().to_string()
    };
    match e.kind() {
        ErrorKind::UnknownArgument => CliText::UsageUnknownArgument(arg()),
        ErrorKind::InvalidValue | ErrorKind::ValueValidation | ErrorKind::NoEquals => {
            CliText::UsageInvalidValue {
                arg: arg(),
                value: one(ContextKind::InvalidValue),
                possible: match e.get(ContextKind::ValidValue) {
                    Some(ContextValue::Strings(v)) => v.clone(),
                    _ => Vec::new(),
                },
            }
        }
        ErrorKind::InvalidSubcommand => {
            CliText::UsageUnknownSubcommand(one(ContextKind::InvalidSubcommand))
        }
        ErrorKind::MissingSubcommand => CliText::UsageMissingSubcommand,
        ErrorKind::MissingRequiredArgument => {
            CliText::UsageMissingRequired(one(ContextKind::InvalidArg))
        }
        ErrorKind::ArgumentConflict => CliText::UsageConflict {
            arg: arg(),
            other: one(ContextKind::PriorArg),
        },
        ErrorKind::TooManyValues => CliText::UsageTooManyValues {
            arg: arg(),
            value: one(ContextKind::InvalidValue),
        },
        ErrorKind::TooFewValues | ErrorKind::WrongNumberOfValues
            if e.get(ContextKind::InvalidArg).is_some() =>
        {
            CliText::UsageMissingValue(arg())
        }
        _ => match e.get(ContextKind::InvalidArg) {
            Some(_) => CliText::UsageMissingValue(arg()),
            None => CliText::UsageOther,
        },
    }
}

/// The command whose `--help` to read: `chuhe tournament standings`, the
/// subcommands named on the command line (clap's usage line is not in every error).
fn usage_command(raw: &[String]) -> String {
    use clap::CommandFactory;
    let mut cmd = Cli::command();
    let mut path = vec!["chuhe".to_string()];
    for word in raw.iter().skip(1).filter(|w| !w.starts_with('-')) {
        let Some(sub) = cmd.find_subcommand(word).cloned() else {
            break;
        };
        path.push(word.clone());
        cmd = sub;
    }
    path.join(" ")
}

/// Reads `--fen`, defaulting to the start position, with the FEN error on failure.
pub fn position_from(fen: Option<&str>) -> anyhow::Result<chuhe_core::rules::Position> {
    match fen {
        None => Ok(chuhe_core::rules::Position::startpos()),
        Some(f) => chuhe_core::rules::Position::from_fen(f).map_err(|e| {
            // The command's language: its `--lang`, else the config's, else the locale.
            let args: Vec<String> = std::env::args().collect();
            let lang = interface_lang::of_raw_args(&args);
            anyhow::anyhow!("--fen: {}", chuhe_core::lang::Render::render(&e, lang))
        }),
    }
}

/// A flag's value that is none of the names it takes, as every command says it:
/// "--rules: unknown rule set 'fide' (cxa, axf or folk)", "--rules：没有“fide”这种规则
/// （可写：cxa、axf、folk）".
pub(crate) fn flag_value_error(flag: &str, name: &UnknownName, lang: Lang) -> String {
    CliError::At {
        at: flag.to_string(),
        detail: name.render(lang),
    }
    .render(lang)
}

/// [`flag_value_error`] for a command that reads the flag itself.
pub(crate) fn unknown_name_at(flag: &str, lang: Lang) -> impl Fn(UnknownName) -> anyhow::Error {
    let flag = flag.to_string();
    move |name| anyhow::anyhow!("{}", flag_value_error(&flag, &name, lang))
}
