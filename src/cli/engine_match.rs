//! `chuhe match [--games N] [--elo 1500|2000|2500|full] [--time MS] [--inc MS]
//! [--level L]`: the built-in engine against Debian's Fairy-Stockfish (`UCI_Variant
//! xiangqi`, `UCI_LimitStrength`/`UCI_Elo`, or full strength), colours alternating,
//! each opening played twice with the colours swapped. The openings are the first
//! [`OPENING_PLIES`] plies of distinct games of the CCPD records, then of cchess's
//! tournament collections. Each game is judged
//! by the adjudication module under the CXA rules (mate, stalemate, repetitions, the
//! natural limit); it is drawn after [`MAX_PLIES`] plies. A flag that falls loses.
//!
//! Prints one line a game, then the score and an Elo difference with a 95% interval
//! (the normal approximation over the games' scores). A benchmark, not a test:
//! `benches/engine_match.sh` runs it.

use std::process::ExitCode;
use std::sync::Arc;
use std::sync::atomic::AtomicBool;
use std::time::{Duration, Instant};

use anyhow::{Context, anyhow};

use chuhe_core::adjudication::{AdjudicatedResult, Adjudicator, Options, RuleSet};
use chuhe_core::rules::{Color, Move, Position};
use chuhe_engine::external::{EngineConfig, EngineProcess, OptionValue, Protocol, Request, Think};
use chuhe_engine::level::{Level, Random};
use chuhe_engine::time::{ClockState, OverheadMeter, budget_with};
use chuhe_engine::{GameHistory, Limits, Searcher, WallClock};

/// Where the openings come from, in this order: the CCPD records first (the ten
/// openings of earlier runs stay the first ten), then the tournament collections (the
/// `.CBL` files, by name) of cchess's test data, for the 50 distinct openings a
/// 100-game match needs.
const RECORDS: &str = "../shared/data/games/ccpd/ccpd_kill_puzzles_utf8.pgn";
const COLLECTIONS: &str = "../shared/data/games/cchess_testdata";

fn record_files() -> anyhow::Result<Vec<std::path::PathBuf>> {
    let mut collections: Vec<std::path::PathBuf> = std::fs::read_dir(COLLECTIONS)
        .with_context(|| format!("reading {COLLECTIONS}"))?
        .filter_map(|e| e.ok().map(|e| e.path()))
        .filter(|p| p.extension().is_some_and(|x| x.eq_ignore_ascii_case("cbl")))
        .collect();
    collections.sort();
    let mut files = vec![std::path::PathBuf::from(RECORDS)];
    files.extend(collections);
    Ok(files)
}
const OPENING_PLIES: usize = 6;
const MAX_PLIES: usize = 300;

#[derive(clap::Args, Debug)]
pub struct Args {
    /// Games to play (rounded up to an even number: each opening twice).
    #[arg(long, default_value_t = 10)]
    pub games: usize,
    /// Fairy-Stockfish's strength: an UCI_Elo (1350–2850) or "full".
    #[arg(long, default_value = "2000")]
    pub elo: String,
    /// Each side's time in milliseconds.
    #[arg(long, default_value_t = 10_000)]
    pub time: u64,
    /// Increment per move in milliseconds.
    #[arg(long, default_value_t = 100)]
    pub inc: u64,
    /// The built-in engine's level.
    #[arg(long, default_value_t = 10)]
    pub level: u8,
    #[arg(long, default_value = "/usr/games/fairy-stockfish")]
    pub fairy: String,
    /// chuhe's move overhead in milliseconds (the least it keeps per move; it also
    /// measures its own and keeps the larger), as Fairy-Stockfish's `Move Overhead`.
    #[arg(long, default_value_t = 300)]
    pub overhead: u64,
    /// Another build of chuhe to play instead of Fairy-Stockfish (run as `PATH uci`,
    /// one thread, `Hash 64`): a change to the engine measured head to head against
    /// the engine before it. `--elo` is then ignored.
    #[arg(long)]
    pub opponent: Option<String>,
}

fn openings(n: usize) -> anyhow::Result<Vec<Vec<Move>>> {
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

/// 1 for a chuhe win, ½ a draw, 0 a loss.
fn play_game(
    opening: &[Move],
    chuhe_side: Color,
    args: &Args,
    searcher: &mut Searcher,
    fairy: &mut EngineProcess,
    random: &mut Random,
) -> anyhow::Result<(f64, String)> {
    let mut meter = OverheadMeter::new(Duration::from_millis(args.overhead));
    let start = Position::startpos();
    let level = Level::new(args.level).ok_or_else(|| anyhow!("--level: 1 to 10"))?;
    let mut adj = Adjudicator::new(RuleSet::Cxa, &start, Options::default());
    let mut moves: Vec<Move> = Vec::new();
    for &m in opening {
        adj.play(m).map_err(|e| anyhow!("opening {m}: {e}"))?;
        moves.push(m);
    }
    let inc = Duration::from_millis(args.inc);
    let mut clocks = [Duration::from_millis(args.time); 2];
    let score_of = |loser: Option<Color>| match loser {
        Some(l) if l == chuhe_side => 0.0,
        Some(_) => 1.0,
        None => 0.5,
    };
    loop {
        if let Some(j) = adj.verdict() {
            let loser = match j.verdict {
                AdjudicatedResult::RedLoses => Some(Color::Red),
                AdjudicatedResult::BlackLoses => Some(Color::Black),
                AdjudicatedResult::Draw => None,
            };
            return Ok((score_of(loser), format!("{:?}", j.reason)));
        }
        if moves.len() >= MAX_PLIES {
            return Ok((0.5, format!("{MAX_PLIES} plies")));
        }
        let side = adj.position().side_to_move();
        let began = Instant::now();
        let mv = if side == chuhe_side {
            let game = GameHistory::with_moves(RuleSet::Cxa, &start, &moves)
                .map_err(|(_, m, e)| anyhow!("{m}: {e}"))?;
            let b = budget_with(
                ClockState {
                    remaining: clocks[side.index()],
                    moves_to_go: None,
                    increment: inc,
                    delay: Duration::ZERO,
                },
                meter.overhead(),
            );
            let limits = level.restrict(Limits::within(b));
            let out = searcher.search(
                &game,
                &limits,
                level.params().multipv,
                Arc::new(AtomicBool::new(false)),
                Box::new(WallClock::start()),
                &mut |_| {},
            );
            let mv = level.choose(&out, random.next_u64()).or(out.best);
            meter.record(began.elapsed(), out.elapsed);
            mv
        } else {
            let req = Request {
                rules: RuleSet::Cxa,
                start: &start,
                moves: &moves,
                think: Think::Clock {
                    red: clocks[0],
                    black: clocks[1],
                    red_increment: inc,
                    black_increment: inc,
                    moves_to_go: None,
                },
            };
            match fairy.think(&req, &AtomicBool::new(false), &mut |_| {}) {
                Ok(a) => a.best,
                // A broken opponent loses the game; the match stops after it.
                Err(e) => return Err(anyhow!("fairy-stockfish: {e}")),
            }
        };
        let spent = began.elapsed();
        let clock = &mut clocks[side.index()];
        if spent > *clock {
            return Ok((score_of(Some(side)), "flag".into()));
        }
        *clock = *clock - spent + inc;
        let Some(mv) = mv else {
            return Ok((score_of(Some(side)), "no move".into()));
        };
        adj.play(mv).map_err(|e| anyhow!("{mv}: {e}"))?;
        moves.push(mv);
    }
}

/// The Elo difference of a score fraction (clamped away from 0 and 1).
fn elo(score: f64) -> f64 {
    let s = score.clamp(0.001, 0.999);
    -400.0 * (1.0 / s - 1.0).log10()
}

/// The opponent's process: another chuhe (`--opponent`) or Fairy-Stockfish.
fn opponent(args: &Args) -> anyhow::Result<EngineProcess> {
    if let Some(path) = &args.opponent {
        let mut config = EngineConfig::new(path, Protocol::Uci)
            .option("Threads", OptionValue::Int(1))
            .option("Hash", OptionValue::Int(64))
            .option("MoveOverhead", OptionValue::Int(args.overhead as i64));
        config.args = vec!["uci".into()];
        return Ok(EngineProcess::start("chuhe", &config, Default::default())?);
    }
    let mut config = EngineConfig::new(&args.fairy, Protocol::UciFairy)
        .option("Threads", OptionValue::Int(1))
        .option("Hash", OptionValue::Int(16))
        // The machine may be loaded: keep a reserve for the pipe and the scheduler,
        // which Fairy-Stockfish's 10 ms default does not cover.
        .option("Move Overhead", OptionValue::Int(300));
    if args.elo != "full" {
        let e: i64 = args
            .elo
            .parse()
            .map_err(|_| anyhow!("--elo: a number or 'full'"))?;
        config = config
            .option("UCI_LimitStrength", OptionValue::Bool(true))
            .option("UCI_Elo", OptionValue::Int(e));
    }
    Ok(EngineProcess::start(
        "fairy-stockfish",
        &config,
        Default::default(),
    )?)
}

pub fn run(args: Args) -> anyhow::Result<ExitCode> {
    let mut fairy = opponent(&args)?;
    let mut searcher = Searcher::new(64);
    let mut random = Random::new(0x5eed);
    let pairs = args.games.div_ceil(2).max(1);
    let openings = openings(pairs)?;
    if openings.len() < pairs {
        eprintln!(
            "only {} distinct openings: {} games, not {}",
            openings.len(),
            2 * openings.len(),
            2 * pairs
        );
    }
    let mut scores = Vec::new();
    for (i, opening) in openings.iter().enumerate() {
        for side in [Color::Red, Color::Black] {
            searcher.clear();
            fairy.new_game()?;
            let (s, how) = play_game(opening, side, &args, &mut searcher, &mut fairy, &mut random)?;
            scores.push(s);
            println!(
                "game {:>3}  opening {:>2}  chuhe {:<5}  score {s}  ({how})",
                scores.len(),
                i + 1,
                format!("{side:?}")
            );
        }
    }
    let n = scores.len() as f64;
    let mean = scores.iter().sum::<f64>() / n;
    let var = scores.iter().map(|s| (s - mean).powi(2)).sum::<f64>() / (n - 1.0).max(1.0);
    let se = (var / n).sqrt();
    let (w, d, l) = scores.iter().fold((0, 0, 0), |(w, d, l), &s| {
        if s == 1.0 {
            (w + 1, d, l)
        } else if s == 0.5 {
            (w, d + 1, l)
        } else {
            (w, d, l + 1)
        }
    });
    println!(
        "chuhe level {} vs {}: +{w} ={d} -{l} of {} games, score {:.1}%, \
         Elo {:+.0} (95%: {:+.0} to {:+.0})",
        args.level,
        match &args.opponent {
            Some(path) => path.clone(),
            None => format!("fairy-stockfish {}", args.elo),
        },
        scores.len(),
        mean * 100.0,
        elo(mean),
        elo(mean - 1.96 * se),
        elo(mean + 1.96 * se)
    );
    Ok(ExitCode::SUCCESS)
}
