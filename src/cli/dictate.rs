//! `chuhe dictate [FILE] [--game N | --random] [--sides red|black|both] [--pace SECS]
//! [--abbreviated]`: practise recording a master game (听写). FILE is any record
//! file or folder chuhe reads; without it, the saves directory (the newest game by
//! default). The figures of every session are kept in the data directory
//! (`dictation.json`).

use std::num::NonZeroUsize;
use std::path::PathBuf;
use std::process::ExitCode;
use std::time::{Duration, Instant};

use chuhe_core::lang::Render;
use chuhe_study::{Collection, DictationOptions, Sides};
use chuhe_tui::dictation_source::{Choice, choose};
use chuhe_tui::dictation_stats;
use chuhe_tui::screens::{DictSettings, DictationScreen};

use super::play::LookArgs;

#[derive(clap::Args, Debug)]
pub struct Args {
    /// A record file or a folder of them (default: the saves directory).
    pub file: Option<PathBuf>,
    /// Which game of the file (1-based; default: the first, or the newest save).
    #[arg(long, value_name = "N", conflicts_with = "random")]
    pub game: Option<NonZeroUsize>,
    /// A game chosen at random from the file or folder.
    #[arg(long)]
    pub random: bool,
    /// The seed of --random (default: the clock), to repeat a choice.
    #[arg(long, hide = true, requires = "random")]
    pub seed: Option<u64>,
    /// Whose moves are written: red, black or both.
    #[arg(long, value_name = "red|black|both", value_parser = parse_sides, default_value = "both")]
    pub sides: Sides,
    /// Seconds each move waits for its entry (default: the next move comes on a key).
    #[arg(long, value_name = "SECS", value_parser = parse_pace)]
    pub pace: Option<Duration>,
    /// Accept the abbreviated record of 7.5 (炮2 5).
    #[arg(long)]
    pub abbreviated: bool,
    #[command(flatten)]
    pub look: LookArgs,
}

fn parse_sides(s: &str) -> Result<Sides, chuhe_core::lang::UnknownName> {
    use chuhe_core::lang::{NameKind, UnknownName};
    match s.to_ascii_lowercase().as_str() {
        "red" => Ok(Sides::RedOnly),
        "black" => Ok(Sides::BlackOnly),
        "both" => Ok(Sides::Both),
        _ => Err(UnknownName::new(NameKind::DictatedSides, s)),
    }
}

fn parse_pace(s: &str) -> Result<Duration, String> {
    match s.parse::<u32>() {
        Ok(n) if (1..=3600).contains(&n) => Ok(Duration::from_secs(n.into())),
        _ => Err(format!(
            "'{s}' is not a whole number of seconds from 1 to 3600"
        )),
    }
}

pub fn run(args: Args) -> anyhow::Result<ExitCode> {
    chuhe_tui::session::run_screen(&args.look.options(), |_, dirs| {
        let (path, default) = match &args.file {
            Some(p) => (p.clone(), Choice::First),
            None => (dirs.saves(), Choice::Last),
        };
        let collection = Collection::open(std::slice::from_ref(&path));
        for f in collection.failures() {
            // In the command's language, as `chuhe search` says it.
            let lang = super::interface_lang::current();
            eprintln!("chuhe: {}: {}", f.path.display(), f.error.render(lang));
        }
        let choice = match (args.game, args.random) {
            (Some(n), _) => Choice::Number(n),
            (None, true) => Choice::Random(args.seed.unwrap_or_else(clock_seed)),
            (None, false) => default,
        };
        let game =
            choose(&collection, choice).map_err(|e| anyhow::anyhow!("{}: {e}", path.display()))?;
        let settings = DictSettings {
            sides: args.sides,
            options: DictationOptions {
                accept_abbreviated: args.abbreviated,
                ..DictationOptions::default()
            },
            pace: args.pace,
            stats_file: Some(dictation_stats::path(&dirs.data)),
        };
        let now = Instant::now();
        let before = dictation_stats::load(&dirs.data);
        Ok(Box::new(DictationScreen::new(game, settings, before, now)))
    })
}

fn clock_seed() -> u64 {
    std::time::SystemTime::now()
        .duration_since(std::time::UNIX_EPOCH)
        .map_or(0, |d| d.as_nanos() as u64)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn flag_values_are_checked() {
        assert!(parse_pace("0").is_err() && parse_pace("abc").is_err());
        assert_eq!(parse_pace("5"), Ok(Duration::from_secs(5)));
        assert_eq!(parse_sides("Black"), Ok(Sides::BlackOnly));
        assert!(parse_sides("white").is_err());
    }
}
