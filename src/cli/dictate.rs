//! `chuhe dictate [FILE] [--game N | --random] [--sides red|black|both] [--pace SECS]
//! [--abbreviated]`: practise recording a master game (听写). FILE is any record
//! file or folder chuhe reads; without it, the saves directory (the newest game by
//! default). The figures of every session are kept in the data directory
//! (`dictation.json`).

use std::num::NonZeroUsize;
use std::path::PathBuf;
use std::process::ExitCode;
use std::time::{Duration, Instant};

use anyhow::bail;

use crate::study::{Collection, DictationOptions, Sides};
use crate::tui::config::{Config, Dirs};
use crate::tui::dictation_stats;
use crate::tui::screen_host::{self, FileIo, HostEnd, ScreenHost};
use crate::tui::screens::dictation::{DictGame, DictSettings, DictationScreen};

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

fn parse_sides(s: &str) -> Result<Sides, String> {
    match s.to_ascii_lowercase().as_str() {
        "red" => Ok(Sides::RedOnly),
        "black" => Ok(Sides::BlackOnly),
        "both" => Ok(Sides::Both),
        other => Err(format!("unknown side '{other}' (red, black or both)")),
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

/// Which game of the collection.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum Choice {
    /// 1-based.
    Number(NonZeroUsize),
    First,
    Last,
    Random(u64),
}

/// A well-mixed index from a seed (SplitMix64's finaliser).
fn mix(seed: u64) -> u64 {
    let mut z = seed.wrapping_add(0x9E37_79B9_7F4A_7C15);
    z = (z ^ (z >> 30)).wrapping_mul(0xBF58_476D_1CE4_E5B9);
    z = (z ^ (z >> 27)).wrapping_mul(0x94D0_49BB_1331_11EB);
    z ^ (z >> 31)
}

/// The game `choice` names, as a dictation, or why there is none. A random choice
/// passes over games with no moves.
pub fn choose(collection: &Collection, choice: Choice) -> anyhow::Result<DictGame> {
    let n = collection.len();
    if n == 0 {
        bail!("dictate: no game could be read");
    }
    let index = match choice {
        Choice::Number(k) if k.get() > n => bail!(
            "--game {k}: there {} {n} game{} (choose 1 to {n})",
            if n == 1 { "is" } else { "are" },
            if n == 1 { "" } else { "s" }
        ),
        Choice::Number(k) => k.get() - 1,
        Choice::First => 0,
        Choice::Last => n - 1,
        Choice::Random(seed) => {
            let with_moves: Vec<usize> = (0..n)
                .filter(|&i| collection.entry(i).is_some_and(|e| e.row.moves > 0))
                .collect();
            if with_moves.is_empty() {
                bail!("dictate: no game has moves");
            }
            with_moves[(mix(seed) % with_moves.len() as u64) as usize]
        }
    };
    let record = collection
        .read_game(index)
        .map_err(|e| anyhow::anyhow!("game {}: {e}", index + 1))?;
    let start = record
        .start_position()
        .map_err(|e| anyhow::anyhow!("game {}: {e}", index + 1))?;
    let h = &record.headers;
    let field = |k: &str| {
        h.get(k)
            .map(str::trim)
            .filter(|v| !v.is_empty() && *v != "?")
    };
    let mut title = match (field("Red"), field("Black")) {
        (None, None) => String::new(),
        (r, b) => format!("{} — {}", r.unwrap_or("?"), b.unwrap_or("?")),
    };
    for extra in [field("Event"), field("Date")].into_iter().flatten() {
        if !title.is_empty() {
            title.push_str(" · ");
        }
        title.push_str(extra);
    }
    Ok(DictGame {
        start,
        moves: record.main_line(),
        title,
    })
}

pub fn run(args: Args) -> anyhow::Result<ExitCode> {
    let get = |k: &str| std::env::var(k).ok();
    let dirs = Dirs::from_env(get);
    let (config, _) = Config::load(&dirs.config);
    let (look, _) = crate::tui::session::look_from(&args.look.options(), &config, &dirs, &get)?;
    let (path, default) = match &args.file {
        Some(p) => (p.clone(), Choice::First),
        None => (dirs.saves(), Choice::Last),
    };
    let collection = Collection::open(std::slice::from_ref(&path));
    for f in collection.failures() {
        eprintln!("chuhe: {}: {}", f.path.display(), f.error);
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
    let screen = DictationScreen::new(game, settings, dictation_stats::load(&dirs.data), now);
    let host = ScreenHost::new(look, Box::new(screen));
    let end = screen_host::run(host, args.look.mouse || config.mouse, &mut FileIo)?;
    Ok(match end {
        HostEnd::HangUp(Some(sig)) => ExitCode::from(128u8.saturating_add(sig as u8)),
        HostEnd::HangUp(None) => ExitCode::from(129),
        HostEnd::Quit | HostEnd::PlayFrom(_) => ExitCode::SUCCESS,
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

    fn collection() -> Collection {
        // A folder of the shared records (XQF, CBL, PGN ...).
        Collection::open(&[PathBuf::from("../shared/data/games/cchess_testdata")])
    }

    #[test]
    fn a_game_is_chosen_by_number_at_random_or_refused() {
        let c = collection();
        assert!(c.len() >= 2, "{}", c.len());
        let first = choose(&c, Choice::First).unwrap();
        let one = choose(&c, Choice::Number(NonZeroUsize::new(1).unwrap())).unwrap();
        assert_eq!(first.moves, one.moves);
        let beyond = NonZeroUsize::new(c.len() + 1).unwrap();
        let e = choose(&c, Choice::Number(beyond)).unwrap_err().to_string();
        assert!(e.contains(&format!("choose 1 to {}", c.len())), "{e}");
        // The same seed, the same game; a random game has moves.
        let a = choose(&c, Choice::Random(7)).unwrap();
        assert_eq!(a.moves, choose(&c, Choice::Random(7)).unwrap().moves);
        assert!(!a.moves.is_empty());
        assert!(parse_pace("0").is_err() && parse_pace("abc").is_err());
        assert_eq!(parse_sides("Black"), Ok(Sides::BlackOnly));
    }
}
