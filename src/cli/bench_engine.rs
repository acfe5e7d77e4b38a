//! `chuhe bench engine`: the built-in engine's speed in nodes per second, single
//! thread, over 10 real middlegame positions (ply 30 of the first ten long games of the
//! CCPD kill-puzzle records), beside Debian's Fairy-Stockfish on the same positions
//! (`go nodes`, its own `nodes`/`time` report), as a ratio, in one run. Also the time
//! from starting `chuhe uci` to its `uciok`.

use std::io::{BufRead, BufReader, Write};
use std::process::{Command, ExitCode, Stdio};
use std::sync::Arc;
use std::sync::atomic::AtomicBool;
use std::time::{Duration, Instant};

use anyhow::{Context, anyhow};

use crate::adjudication::RuleSet;
use crate::engine::{Game, Limits, Searcher, WallClock};
use crate::rules::Position;

const RECORDS: &str = "../shared/data/games/ccpd/ccpd_kill_puzzles_utf8.pgn";
const FAIRY: &str = "/usr/games/fairy-stockfish";
const PLY: usize = 30;

fn positions() -> anyhow::Result<Vec<Position>> {
    let games = crate::record::read_file(std::path::Path::new(RECORDS))
        .with_context(|| format!("reading {RECORDS}"))?;
    Ok(games
        .iter()
        .filter_map(|g| g.main_line_positions().ok())
        .filter(|p| p.len() > PLY + 20)
        .map(|p| p[PLY].clone())
        .take(10)
        .collect())
}

/// Fairy-Stockfish's nodes and milliseconds for `go nodes N` on `fen`.
fn fairy(fen: &str, nodes: u64) -> anyhow::Result<(u64, u64)> {
    let mut child = Command::new(FAIRY)
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .spawn()
        .with_context(|| format!("starting {FAIRY}"))?;
    let mut stdin = child.stdin.take().ok_or_else(|| anyhow!("no stdin"))?;
    writeln!(
        stdin,
        "uci\nsetoption name UCI_Variant value xiangqi\nsetoption name Threads value 1\nsetoption name Hash value 16\nisready\nposition fen {fen}\ngo nodes {nodes}"
    )?;
    let out = child.stdout.take().ok_or_else(|| anyhow!("no stdout"))?;
    let mut last = (0, 0);
    for line in BufReader::new(out).lines() {
        let line = line?;
        let w: Vec<&str> = line.split_whitespace().collect();
        let get = |k: &str| {
            w.iter()
                .position(|&x| x == k)
                .and_then(|i| w.get(i + 1))
                .and_then(|v| v.parse::<u64>().ok())
        };
        if let (Some(n), Some(t)) = (get("nodes"), get("time")) {
            last = (n, t);
        }
        if line.starts_with("bestmove") {
            break;
        }
    }
    let _ = writeln!(stdin, "quit");
    let _ = child.wait();
    Ok(last)
}

/// Milliseconds from starting `chuhe uci` to reading `uciok`.
fn startup() -> anyhow::Result<Duration> {
    let exe = std::env::current_exe()?;
    let start = Instant::now();
    let mut child = Command::new(exe)
        .arg("uci")
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .spawn()?;
    let mut stdin = child.stdin.take().ok_or_else(|| anyhow!("no stdin"))?;
    writeln!(stdin, "uci")?;
    let out = child.stdout.take().ok_or_else(|| anyhow!("no stdout"))?;
    for line in BufReader::new(out).lines() {
        if line?.starts_with("uciok") {
            break;
        }
    }
    let elapsed = start.elapsed();
    let _ = writeln!(stdin, "quit");
    let _ = child.wait();
    Ok(elapsed)
}

pub fn run(nodes: u64) -> anyhow::Result<ExitCode> {
    let positions = positions()?;
    let mut searcher = Searcher::new(16);
    let (mut our_nodes, mut our_cpu) = (0u64, 0f64);
    let (mut fs_nodes, mut fs_ms) = (0u64, 0u64);
    for pos in &positions {
        let game = Game::new(RuleSet::Cxa, pos);
        searcher.clear();
        let (out, _, cpu) = super::cpu_time::measure(|| {
            searcher.search(
                &game,
                &Limits::nodes(nodes),
                1,
                Arc::new(AtomicBool::new(false)),
                Box::new(WallClock::start()),
                &mut |_| {},
            )
        });
        our_nodes += out.nodes;
        our_cpu += cpu.as_secs_f64();
        let (n, ms) = fairy(&pos.fen(), nodes)?;
        fs_nodes += n;
        fs_ms += ms;
        println!(
            "{}  chuhe {:>8} nodes {:>6.0} knps   fairy-stockfish {:>8} nodes {:>6.0} knps",
            pos.fen(),
            out.nodes,
            out.nodes as f64 / cpu.as_secs_f64() / 1e3,
            n,
            n as f64 / ms.max(1) as f64
        );
    }
    let ours = our_nodes as f64 / our_cpu;
    let theirs = fs_nodes as f64 * 1000.0 / fs_ms.max(1) as f64;
    println!(
        "engine: chuhe {:.0} knps (CPU time), fairy-stockfish {:.0} knps (its own report), ratio {:.2}",
        ours / 1e3,
        theirs / 1e3,
        ours / theirs
    );
    let mut starts: Vec<Duration> = (0..5).map(|_| startup()).collect::<Result<_, _>>()?;
    starts.sort();
    println!(
        "start-up to uciok: min {:.1} ms, median {:.1} ms (5 runs)",
        starts[0].as_secs_f64() * 1e3,
        starts[2].as_secs_f64() * 1e3
    );
    Ok(ExitCode::SUCCESS)
}
