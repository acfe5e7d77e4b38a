//! `chuhe match [--games N] [--elo 1500|2000|2500|full] [--time MS] [--inc MS]
//! [--level L] [--overhead MS] [--opponent PATH] [--threads N] [--jobs N] [--book FILE]
//! [--pgn FILE] [--time-odds F]`:
//! the built-in engine
//! against Debian's Fairy-Stockfish (`UCI_Variant
//! xiangqi`, `UCI_LimitStrength`/`UCI_Elo`, or full strength), colours alternating,
//! each opening played twice with the colours swapped. The openings are the first
//! plies of distinct games of the CCPD records, then of cchess's tournament
//! collections, then of ElephantEye's and Wukong's (75 in all); a longer match plays
//! them again. Each game is judged
//! by the adjudication module under the CXA rules (mate, stalemate, repetitions, the
//! natural limit); it is drawn after [`MAX_PLIES`] plies. A flag that falls loses.
//!
//! Both engines play on the same terms: one thread, a 64 MB table, the same move
//! overhead (`--time-odds F` gives the built-in engine F times the time and the
//! increment, to measure what a faster search would be worth); `--threads N` gives the built-in engine N threads (Lazy SMP), to measure
//! what they are worth against the same engine on one. With `--jobs N`, N games are
//! played at once, each with its own engines. With `--pgn FILE` every game is written
//! as PGN as it ends. Prints one line a game (with its length and each engine's
//! milliseconds a move, as the clock charged them), then the score and an Elo
//! difference with a 95% interval (the normal approximation over the games' scores),
//! and against a `UCI_Elo` the level's performance on that scale (anchor + difference).
//! A benchmark, not a test:
//! `benches/engine_match.sh` runs it.

use std::process::ExitCode;
use std::sync::Arc;
use std::sync::atomic::AtomicBool;
use std::time::{Duration, Instant};

use anyhow::{Context, anyhow};

use chuhe_core::adjudication::RuleSet;
use chuhe_core::lang::Render;
use chuhe_core::record::GameResult;
use chuhe_core::rules::{Color, Move, Position};
use chuhe_engine::book::Book;
use chuhe_engine::external::{EngineConfig, EngineProcess, OptionValue, Protocol, Request, Think};
use chuhe_engine::level::{Level, Random};
use chuhe_engine::time::{ClockState, OverheadMeter, budget_with};
use chuhe_engine::{GameHistory, Limits, Searcher, WallClock};

use super::engine_games::{append_pgn, game_record, openings};
use super::level_help::{level_help, level_long_help};

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
    #[arg(long, default_value_t = 10, help = level_help(), long_help = level_long_help())]
    pub level: u8,
    #[arg(long, default_value = "/usr/games/fairy-stockfish")]
    pub fairy: String,
    /// The move overhead in milliseconds of both engines: chuhe's least (it also
    /// measures its own and keeps the larger), the opponent's `Move Overhead`.
    #[arg(long, default_value_t = 300)]
    pub overhead: u64,
    /// Another build of chuhe to play instead of Fairy-Stockfish (run as `PATH uci`,
    /// one thread, `Hash 64`): a change to the engine measured head to head against
    /// the engine before it. `--elo` is then ignored.
    #[arg(long)]
    pub opponent: Option<String>,
    /// The built-in engine's threads (the opponent keeps one): with `--opponent`
    /// and the same build, what Lazy SMP is worth.
    #[arg(long, default_value_t = 1)]
    pub threads: usize,
    /// Games played at once, each with its own engines (no engine ponders, so a
    /// game keeps about one core busy).
    #[arg(long, default_value_t = 1)]
    pub jobs: usize,
    /// An opening book (`chuhe book build`) the built-in engine plays from while the
    /// position is in it.
    #[arg(long)]
    pub book: Option<std::path::PathBuf>,
    /// Write every game to this file as PGN, as it ends.
    #[arg(long)]
    pub pgn: Option<std::path::PathBuf>,
    /// The built-in engine's time and increment are this many times the opponent's
    /// (0.25 to 8): what a search this much faster would be worth.
    #[arg(long, default_value_t = 1.0, value_parser = parse_time_odds)]
    pub time_odds: f64,
}

/// `--time-odds`: a factor from 0.25 to 8.
fn parse_time_odds(text: &str) -> Result<f64, String> {
    match text.parse::<f64>() {
        Ok(f) if (0.25..=8.0).contains(&f) => Ok(f),
        _ => Err(format!("time odds '{text}' is not a factor from 0.25 to 8")),
    }
}

/// How one game went.
struct Played {
    /// The side that lost; `None`: drawn.
    loser: Option<Color>,
    how: String,
    moves: Vec<Move>,
    /// Clock time each engine used, chuhe's first, and the moves it made.
    used: [(Duration, u32); 2],
}

#[allow(clippy::too_many_arguments)]
fn play_game(
    opening: &[Move],
    chuhe_side: Color,
    args: &Args,
    book: Option<&Book>,
    searcher: &mut Searcher,
    fairy: &mut EngineProcess,
    random: &mut Random,
) -> anyhow::Result<Played> {
    let mut meter = OverheadMeter::new(Duration::from_millis(args.overhead));
    let start = Position::startpos();
    let level = Level::new(args.level).ok_or_else(|| anyhow!("--level: 1 to 10"))?;
    // The game as the engines' root and the adjudication module see it, kept move by
    // move.
    let mut game = GameHistory::new(RuleSet::Cxa, &start);
    let mut moves: Vec<Move> = Vec::new();
    for &m in opening {
        game.play(m).map_err(|e| anyhow!("opening {m}: {e}"))?;
        moves.push(m);
    }
    // Each side's increment and starting time, by colour: the built-in engine's times
    // the odds.
    let mut incs = [Duration::from_millis(args.inc); 2];
    let mut clocks = [Duration::from_millis(args.time); 2];
    incs[chuhe_side.index()] = incs[chuhe_side.index()].mul_f64(args.time_odds);
    clocks[chuhe_side.index()] = clocks[chuhe_side.index()].mul_f64(args.time_odds);
    // Clock time used and moves made: chuhe's, then the opponent's.
    let mut used = [(Duration::ZERO, 0u32); 2];
    let ended = |loser: Option<Color>, how: String, moves: &[Move], used| Played {
        loser,
        how,
        moves: moves.to_vec(),
        used,
    };
    loop {
        if let Some(j) = game.adjudicator().verdict() {
            return Ok(ended(
                j.verdict.loser(),
                format!("{:?}", j.reason),
                &moves,
                used,
            ));
        }
        if moves.len() >= MAX_PLIES {
            return Ok(ended(None, format!("{MAX_PLIES} plies"), &moves, used));
        }
        let side = game.position().side_to_move();
        let began = Instant::now();
        let mv = if side == chuhe_side {
            let from_book =
                book.and_then(|b| chuhe_engine::book::choose(b, &game, random.next_u64()));
            if let Some(m) = from_book {
                meter.record(began.elapsed(), Duration::ZERO);
                Some(m)
            } else {
                let b = budget_with(
                    ClockState {
                        remaining: clocks[side.index()],
                        moves_to_go: None,
                        increment: incs[side.index()],
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
            }
        } else {
            let req = Request {
                rules: RuleSet::Cxa,
                start: &start,
                moves: &moves,
                think: Think::Clock {
                    red: clocks[0],
                    black: clocks[1],
                    red_increment: incs[0],
                    black_increment: incs[1],
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
        let user = &mut used[usize::from(side != chuhe_side)];
        user.0 += spent;
        user.1 += 1;
        let clock = &mut clocks[side.index()];
        if spent > *clock {
            return Ok(ended(Some(side), "flag".into(), &moves, used));
        }
        *clock = *clock - spent + incs[side.index()];
        let Some(mv) = mv else {
            return Ok(ended(Some(side), "no move".into(), &moves, used));
        };
        game.play(mv).map_err(|e| anyhow!("{mv}: {e}"))?;
        moves.push(mv);
    }
}

/// The built-in engine as the games and the result name it: its level, and its
/// threads and time odds where they are not one.
fn chuhe_name(args: &Args) -> String {
    let mut name = format!("chuhe level {}", args.level);
    if args.threads != 1 {
        name += &format!(" on {} threads", args.threads);
    }
    if args.time_odds != 1.0 {
        name += &format!(" at {}× time", args.time_odds);
    }
    name
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
    // The same terms for both engines: one thread, a 64 MB table, and the same move
    // overhead (on a loaded machine the pipe and the scheduler need more than
    // Fairy-Stockfish's 10 ms default).
    let mut config = EngineConfig::new(&args.fairy, Protocol::UciFairy)
        .option("Threads", OptionValue::Int(1))
        .option("Hash", OptionValue::Int(64))
        .option("Move Overhead", OptionValue::Int(args.overhead as i64));
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
    let book = match &args.book {
        Some(path) => Some(
            chuhe_engine::book::open(path)
                .map_err(|e| anyhow!("{}", e.render(chuhe_core::lang::Lang::En)))?,
        ),
        None => None,
    };
    let book = book.as_ref();
    let pairs = args.games.div_ceil(2).max(1);
    let openings = openings(pairs)?;
    if openings.is_empty() {
        return Err(anyhow!("no opening found in the game records"));
    }
    if openings.len() < pairs {
        // More games than openings: the openings are played again in the same order.
        // The engines' timing makes the replayed games differ, but they are not as
        // independent as new openings, so the interval printed is a little narrow.
        eprintln!(
            "only {} distinct openings: each is played again after the first {} games",
            openings.len(),
            2 * openings.len(),
        );
    }
    // Game g plays opening (g / 2) mod the openings, chuhe Red in the even games and
    // Black in the odd.
    let games = 2 * pairs;
    let next = std::sync::atomic::AtomicUsize::new(0);
    let (sender, receiver) = std::sync::mpsc::channel();
    let mut scores = Vec::new();
    std::thread::scope(|scope| -> anyhow::Result<()> {
        for job in 0..args.jobs.clamp(1, 64) {
            let sender = sender.clone();
            let (args, openings, next) = (&args, &openings, &next);
            scope.spawn(move || {
                let run = || -> anyhow::Result<()> {
                    let mut fairy = opponent(args)?;
                    let mut searcher = Searcher::new(64);
                    searcher.set_threads(args.threads);
                    let mut random = Random::new(0x5eed + job as u64);
                    loop {
                        let g = next.fetch_add(1, std::sync::atomic::Ordering::Relaxed);
                        if g >= games {
                            return Ok(());
                        }
                        let side = if g % 2 == 0 { Color::Red } else { Color::Black };
                        searcher.clear();
                        fairy.new_game()?;
                        let played = play_game(
                            &openings[(g / 2) % openings.len()],
                            side,
                            args,
                            book,
                            &mut searcher,
                            &mut fairy,
                            &mut random,
                        )?;
                        if sender.send(Ok((g, side, played))).is_err() {
                            return Ok(());
                        }
                    }
                };
                if let Err(e) = run() {
                    let _ = sender.send(Err(e));
                }
            });
        }
        drop(sender);
        let mut pgn = match &args.pgn {
            Some(path) => Some((
                std::fs::File::create(path)
                    .with_context(|| format!("creating {}", path.display()))?,
                path,
            )),
            None => None,
        };
        let opponent = match &args.opponent {
            Some(path) => path.clone(),
            None => format!("fairy-stockfish {}", args.elo),
        };
        let chuhe = chuhe_name(&args);
        for message in receiver {
            let (g, side, p) = message?;
            // 1 for a chuhe win, ½ a draw, 0 a loss.
            let score = match p.loser {
                Some(l) if l == side => 0.0,
                Some(_) => 1.0,
                None => 0.5,
            };
            scores.push(score);
            if let Some((file, path)) = pgn.as_mut() {
                let players = match side {
                    Color::Red => [chuhe.as_str(), opponent.as_str()],
                    Color::Black => [opponent.as_str(), chuhe.as_str()],
                };
                let result = GameResult::lost_by(p.loser);
                let record = game_record("chuhe match", g + 1, players, &p.moves, result, &p.how);
                append_pgn(file, path, &record)?;
            }
            let per_move = |(t, n): (Duration, u32)| t.as_millis() / u128::from(n.max(1));
            println!(
                "game {:>3}  opening {:>2}  chuhe {:<5}  score {}  ({}, {} plies, ms a move: chuhe {}, opponent {})",
                g + 1,
                (g / 2) % openings.len() + 1,
                format!("{side:?}"),
                score,
                p.how,
                p.moves.len(),
                per_move(p.used[0]),
                per_move(p.used[1]),
            );
        }
        Ok(())
    })?;
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
    let (diff, low, high) = (elo(mean), elo(mean - 1.96 * se), elo(mean + 1.96 * se));
    println!(
        "{} vs {}: +{w} ={d} -{l} of {} games, score {:.1}%, \
         Elo {diff:+.0} (95%: {low:+.0} to {high:+.0})",
        chuhe_name(&args),
        match &args.opponent {
            Some(path) => path.clone(),
            None => format!("fairy-stockfish {}", args.elo),
        },
        scores.len(),
        mean * 100.0,
    );
    // Against a limited Fairy-Stockfish the difference places the level on its scale.
    if args.opponent.is_none()
        && let Ok(anchor) = args.elo.parse::<f64>()
    {
        println!(
            "chuhe level {} performs at {:.0} on Fairy-Stockfish's UCI_Elo scale (95%: {:.0} to {:.0})",
            args.level,
            anchor + diff,
            anchor + low,
            anchor + high
        );
    }
    Ok(ExitCode::SUCCESS)
}
