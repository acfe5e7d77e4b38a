//! `chuhe selfplay [--games N] [--nodes K] [--jobs J] [--random-plies R] -o FILE.pgn`:
//! the built-in engine plays itself and writes the games as PGN, with their results,
//! for `chuhe tune` (Texel's method needs many games with results). Each game starts
//! from an opening of `chuhe match` (the first plies of a real game), then for
//! `--random-plies` plies the mover draws among its moves scoring within
//! [`RANDOM_MARGIN`] of the best, so that games from one opening diverge. Every move
//! is a search of `--nodes` nodes, so the games do not depend on the machine's speed.
//!
//! A game is judged by the adjudication module under the CXA rules; it ends as a
//! loss for a side whose own search has scored it [`RESIGN_SCORE`] or worse on
//! [`RESIGN_MOVES`] moves running (a resignation, to save time), as a draw when both
//! have scored it level for [`DRAW_PLIES`] plies from ply [`DRAW_FROM_PLY`], and as a
//! draw after [`MAX_PLIES`] plies. Each game is written as soon as it ends, so that a
//! long run stopped early keeps what it played. A developer's tool, like `chuhe match`: its report is in
//! English.

use std::path::PathBuf;
use std::process::ExitCode;
use std::sync::Arc;
use std::sync::atomic::{AtomicBool, AtomicUsize, Ordering};

use anyhow::{Context, anyhow};

use chuhe_core::adjudication::RuleSet;
use chuhe_core::record::GameResult;
use chuhe_core::rules::{Move, Position};
use chuhe_engine::level::Random;
use chuhe_engine::{GameHistory, Limits, Searcher, WallClock};

use super::engine_games::{append_pgn, game_record, openings};

const MAX_PLIES: usize = 300;
/// The mover's own score at or below which it counts towards resigning.
const RESIGN_SCORE: i32 = -1000;
const RESIGN_MOVES: usize = 4;
/// A game is drawn from this ply on when both sides have scored it within
/// [`DRAW_SCORE`] of level for [`DRAW_PLIES`] plies running.
const DRAW_FROM_PLY: usize = 120;
const DRAW_SCORE: i32 = 15;
const DRAW_PLIES: usize = 20;
/// A random ply draws among the moves within this of the best (centipawns).
const RANDOM_MARGIN: i32 = 60;
const RANDOM_LINES: usize = 5;

#[derive(clap::Args, Debug)]
pub struct Args {
    /// Games to play.
    #[arg(long, default_value_t = 100)]
    pub games: usize,
    /// Nodes searched for each move.
    #[arg(long, default_value_t = 20_000)]
    pub nodes: u64,
    /// Games played at once, one thread each.
    #[arg(long, default_value_t = 1)]
    pub jobs: usize,
    /// Plies after the opening drawn at random among the good moves.
    #[arg(long, default_value_t = 6)]
    pub random_plies: usize,
    /// Seed of the random draws.
    #[arg(long, default_value_t = 1)]
    pub seed: u64,
    /// Where to write the games (PGN, UTF-8, ICCS moves).
    #[arg(short = 'o', long)]
    pub output: PathBuf,
}

/// One finished game: its moves, result and why it ended.
struct Game {
    opening: usize,
    moves: Vec<Move>,
    result: GameResult,
    how: String,
}

fn play_game(
    opening: &[Move],
    nodes: u64,
    random_plies: usize,
    random: &mut Random,
    searcher: &mut Searcher,
) -> anyhow::Result<(Vec<Move>, GameResult, String)> {
    let mut game = GameHistory::new(RuleSet::Cxa, &Position::startpos());
    let mut moves = Vec::new();
    for &m in opening {
        game.play(m).map_err(|e| anyhow!("opening {m}: {e}"))?;
        moves.push(m);
    }
    // Moves running on which each side scored itself lost, and plies running scored
    // level.
    let mut lost_for = [0usize; 2];
    let mut level_plies = 0;
    loop {
        if let Some(j) = game.adjudicator().verdict() {
            let result = GameResult::lost_by(j.verdict.loser());
            return Ok((moves, result, format!("{:?}", j.reason)));
        }
        if moves.len() >= MAX_PLIES {
            return Ok((moves, GameResult::Draw, format!("{MAX_PLIES} plies")));
        }
        let side = game.position().side_to_move();
        let random_ply = moves.len() < opening.len() + random_plies;
        let lines = if random_ply { RANDOM_LINES } else { 1 };
        let out = searcher.search(
            &game,
            &Limits::nodes(nodes),
            lines,
            Arc::new(AtomicBool::new(false)),
            Box::new(WallClock::start()),
            &mut |_| {},
        );
        let Some(best) = out.best else {
            // No legal move: the adjudicator has judged it above; never reached.
            return Err(anyhow!("no move and no verdict at ply {}", moves.len()));
        };
        let mv = if random_ply {
            let good: Vec<Move> = out
                .lines
                .iter()
                .filter(|l| l.score >= out.score - RANDOM_MARGIN)
                .filter_map(|l| l.pv.first().copied())
                .collect();
            match good.len() {
                0 => best,
                n => good[(random.next_u64() % n as u64) as usize],
            }
        } else {
            best
        };
        level_plies = if out.score.abs() <= DRAW_SCORE {
            level_plies + 1
        } else {
            0
        };
        if moves.len() >= DRAW_FROM_PLY && level_plies >= DRAW_PLIES {
            return Ok((moves, GameResult::Draw, "level".into()));
        }
        let streak = &mut lost_for[side.index()];
        *streak = if out.score <= RESIGN_SCORE {
            *streak + 1
        } else {
            0
        };
        if *streak >= RESIGN_MOVES {
            return Ok((moves, GameResult::lost_by(Some(side)), "resigned".into()));
        }
        game.play(mv).map_err(|e| anyhow!("{mv}: {e}"))?;
        moves.push(mv);
    }
}

pub fn run(args: Args) -> anyhow::Result<ExitCode> {
    let openings = openings(args.games.div_ceil(2).max(1))?;
    anyhow::ensure!(!openings.is_empty(), "no opening found in the game records");
    let next = AtomicUsize::new(0);
    let (sender, receiver) = std::sync::mpsc::channel();
    let mut finished: Vec<Game> = Vec::new();
    std::thread::scope(|scope| -> anyhow::Result<()> {
        for _ in 0..args.jobs.clamp(1, 64) {
            let sender = sender.clone();
            let (args, openings, next) = (&args, &openings, &next);
            scope.spawn(move || {
                let mut searcher = Searcher::new(16);
                loop {
                    let g = next.fetch_add(1, Ordering::Relaxed);
                    if g >= args.games {
                        return;
                    }
                    let mut random = Random::new(args.seed.wrapping_mul(1_000_003) ^ g as u64);
                    searcher.clear();
                    let opening = g % openings.len();
                    let played = play_game(
                        &openings[opening],
                        args.nodes,
                        args.random_plies,
                        &mut random,
                        &mut searcher,
                    )
                    .map(|(moves, result, how)| Game {
                        opening,
                        moves,
                        result,
                        how,
                    });
                    if sender.send(played).is_err() {
                        return;
                    }
                }
            });
        }
        drop(sender);
        let mut file = std::fs::File::create(&args.output)
            .with_context(|| format!("creating {}", args.output.display()))?;
        for game in receiver {
            let game = game?;
            let player = format!("chuhe {} nodes", args.nodes);
            let record = game_record(
                "chuhe selfplay",
                finished.len() + 1,
                [&player, &player],
                &game.moves,
                game.result,
                &game.how,
            );
            append_pgn(&mut file, &args.output, &record)?;
            println!(
                "game {:>5}  opening {:>3}  {:?} ({}, {} plies)",
                finished.len() + 1,
                game.opening + 1,
                game.result,
                game.how,
                game.moves.len()
            );
            finished.push(game);
        }
        Ok(())
    })?;

    let count = |r: GameResult| finished.iter().filter(|g| g.result == r).count();
    println!(
        "{} games written to {}: red wins {}, draws {}, black wins {}",
        finished.len(),
        args.output.display(),
        count(GameResult::RedWins),
        count(GameResult::Draw),
        count(GameResult::BlackWins)
    );
    Ok(ExitCode::SUCCESS)
}
