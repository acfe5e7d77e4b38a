//! `chuhe bench engine`: the built-in engine's speed in nodes per second, single
//! thread, over 10 real middlegame positions (ply 30 of the first ten long games of the
//! CCPD kill-puzzle records), beside Debian's Fairy-Stockfish on the same positions
//! (`go nodes`, its own `nodes` report), as a ratio, in one run. Both programs are
//! timed the same two ways: CPU time (this process's search; the Fairy-Stockfish
//! process's user + system time between `go` and `bestmove`), which a loaded machine
//! barely disturbs, and wall time. Also the time from starting `chuhe uci` to its
//! `uciok`, and to the first `bestmove` with the largest default-sized table asked
//! for (`Hash` 64, `go depth 1`: the table's allocation is in it), wall and CPU.

use std::io::{BufRead, BufReader, Write};
use std::process::{Command, ExitCode, Stdio};
use std::sync::Arc;
use std::sync::atomic::AtomicBool;
use std::time::{Duration, Instant};

use anyhow::{Context, anyhow};

use chuhe_core::adjudication::RuleSet;
use chuhe_core::rules::Position;
use chuhe_engine::{GameHistory, Limits, Searcher, WallClock};

const RECORDS: &str = "../shared/data/games/ccpd/ccpd_kill_puzzles_utf8.pgn";
const FAIRY: &str = "/usr/games/fairy-stockfish";
const PLY: usize = 30;

fn positions() -> anyhow::Result<Vec<Position>> {
    let games = chuhe_core::record::read_file(std::path::Path::new(RECORDS))
        .with_context(|| format!("reading {RECORDS}"))?;
    Ok(games
        .iter()
        .filter_map(|g| g.main_line_positions().ok())
        .filter(|p| p.len() > PLY + 20)
        .map(|p| p[PLY].clone())
        .take(10)
        .collect())
}

/// What one program did on one position.
#[derive(Clone, Copy, Default)]
struct Run {
    nodes: u64,
    wall: Duration,
    cpu: Duration,
}

impl std::ops::AddAssign for Run {
    fn add_assign(&mut self, o: Run) {
        self.nodes += o.nodes;
        self.wall += o.wall;
        self.cpu += o.cpu;
    }
}

/// Nodes per second over `d`.
fn rate(nodes: u64, d: Duration) -> f64 {
    nodes as f64 / d.as_secs_f64().max(1e-9)
}

/// CPU time (user + system) of process `pid` so far, from `/proc/PID/stat`: the
/// 14th and 15th fields, in clock ticks. `None` where there is no such file.
fn process_cpu(pid: u32) -> Option<Duration> {
    let stat = std::fs::read_to_string(format!("/proc/{pid}/stat")).ok()?;
    // The command name (field 2) is in parentheses and may hold spaces.
    let rest = &stat[stat.rfind(')')? + 1..];
    let fields: Vec<&str> = rest.split_whitespace().collect();
    let ticks: u64 = fields.get(11)?.parse::<u64>().ok()? + fields.get(12)?.parse::<u64>().ok()?;
    // SAFETY: sysconf has no preconditions.
    let hz = unsafe { libc::sysconf(libc::_SC_CLK_TCK) };
    let hz = u64::try_from(hz).ok().filter(|&h| h > 0)?;
    Some(Duration::from_nanos(
        ticks.saturating_mul(1_000_000_000) / hz,
    ))
}

/// Fairy-Stockfish's `go nodes N` on `fen`: its nodes (its own report), the wall
/// time from `go` to `bestmove`, and the CPU time the process used meanwhile (its
/// start-up and handshake are not counted).
fn fairy(fen: &str, nodes: u64) -> anyhow::Result<Run> {
    let mut child = Command::new(FAIRY)
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .spawn()
        .with_context(|| format!("starting {FAIRY}"))?;
    let mut stdin = child.stdin.take().ok_or_else(|| anyhow!("no stdin"))?;
    writeln!(
        stdin,
        "uci\nsetoption name UCI_Variant value xiangqi\nsetoption name Threads value 1\nsetoption name Hash value 16\nisready"
    )?;
    let out = child.stdout.take().ok_or_else(|| anyhow!("no stdout"))?;
    let mut lines = BufReader::new(out).lines();
    for line in lines.by_ref() {
        if line?.starts_with("readyok") {
            break;
        }
    }
    let pid = child.id();
    let cpu_before = process_cpu(pid).unwrap_or_default();
    let began = Instant::now();
    writeln!(stdin, "position fen {fen}\ngo nodes {nodes}")?;
    let mut searched = 0;
    for line in lines.by_ref() {
        let line = line?;
        if line.starts_with("bestmove") {
            break;
        }
        let w: Vec<&str> = line.split_whitespace().collect();
        if let Some(n) = w
            .iter()
            .position(|&x| x == "nodes")
            .and_then(|i| w.get(i + 1))
            .and_then(|v| v.parse::<u64>().ok())
        {
            searched = n;
        }
    }
    let wall = began.elapsed();
    let cpu = process_cpu(pid)
        .unwrap_or_default()
        .saturating_sub(cpu_before);
    let _ = writeln!(stdin, "quit");
    let _ = child.wait();
    Ok(Run {
        nodes: searched,
        wall,
        cpu,
    })
}

/// Time from starting `chuhe uci` until it answers the line starting with `until`
/// to `script`, and the CPU time (user + system) the process used by then.
fn startup(script: &str, until: &str) -> anyhow::Result<(Duration, Duration)> {
    let exe = std::env::current_exe()?;
    let start = Instant::now();
    let mut child = Command::new(exe)
        .arg("uci")
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .spawn()?;
    let mut stdin = child.stdin.take().ok_or_else(|| anyhow!("no stdin"))?;
    writeln!(stdin, "{script}")?;
    let out = child.stdout.take().ok_or_else(|| anyhow!("no stdout"))?;
    for line in BufReader::new(out).lines() {
        if line?.starts_with(until) {
            break;
        }
    }
    let elapsed = start.elapsed();
    let cpu = process_cpu(child.id()).unwrap_or_default();
    let _ = writeln!(stdin, "quit");
    let _ = child.wait();
    Ok((elapsed, cpu))
}

/// Five start-ups of `script`: the minimum and the median of wall and CPU time.
fn startups(label: &str, script: &str, until: &str) -> anyhow::Result<()> {
    let runs: Vec<(Duration, Duration)> = (0..5)
        .map(|_| startup(script, until))
        .collect::<Result<_, _>>()?;
    let mut wall: Vec<Duration> = runs.iter().map(|r| r.0).collect();
    let mut cpu: Vec<Duration> = runs.iter().map(|r| r.1).collect();
    wall.sort();
    cpu.sort();
    let ms = |d: Duration| d.as_secs_f64() * 1e3;
    println!(
        "{label}: wall min {:.1} ms, median {:.1} ms; cpu min {:.0} ms, median {:.0} ms (5 runs)",
        ms(wall[0]),
        ms(wall[2]),
        ms(cpu[0]),
        ms(cpu[2])
    );
    Ok(())
}

pub fn run(nodes: u64) -> anyhow::Result<ExitCode> {
    let positions = positions()?;
    let mut searcher = Searcher::new(16);
    let (mut ours, mut theirs) = (Run::default(), Run::default());
    // The two programs take turns position by position, so that both run under the
    // same load; the load average is printed before and after.
    let load_before = load_average();
    for pos in &positions {
        let game = GameHistory::new(RuleSet::Cxa, pos);
        searcher.clear();
        let (out, wall, cpu) = super::cpu_time::measure(|| {
            searcher.search(
                &game,
                &Limits::nodes(nodes),
                1,
                Arc::new(AtomicBool::new(false)),
                Box::new(WallClock::start()),
                &mut |_| {},
            )
        });
        let us = Run {
            nodes: out.nodes,
            wall,
            cpu,
        };
        let them = fairy(&pos.fen(), nodes)?;
        ours += us;
        theirs += them;
        println!(
            "{}  chuhe {:>8} nodes {:>6.0} knps cpu {:>6.0} wall   fairy-stockfish {:>8} nodes {:>6.0} knps cpu {:>6.0} wall",
            pos.fen(),
            us.nodes,
            rate(us.nodes, us.cpu) / 1e3,
            rate(us.nodes, us.wall) / 1e3,
            them.nodes,
            rate(them.nodes, them.cpu) / 1e3,
            rate(them.nodes, them.wall) / 1e3,
        );
    }
    let load_after = load_average();
    let cpu_ratio = rate(ours.nodes, ours.cpu) / rate(theirs.nodes, theirs.cpu);
    let wall_ratio = rate(ours.nodes, ours.wall) / rate(theirs.nodes, theirs.wall);
    println!(
        "engine: chuhe {:.0} knps, fairy-stockfish {:.0} knps on CPU time (ratio {cpu_ratio:.2}); \
         {:.0} and {:.0} knps on wall time (ratio {wall_ratio:.2}); load average {} before, {} after",
        rate(ours.nodes, ours.cpu) / 1e3,
        rate(theirs.nodes, theirs.cpu) / 1e3,
        rate(ours.nodes, ours.wall) / 1e3,
        rate(theirs.nodes, theirs.wall) / 1e3,
        load_before,
        load_after,
    );
    startups("start-up to uciok", "uci", "uciok")?;
    startups(
        "start-up to the first bestmove (Hash 64, go depth 1)",
        "uci\nsetoption name Hash value 64\nposition startpos\ngo depth 1",
        "bestmove",
    )?;
    Ok(ExitCode::SUCCESS)
}

/// The one-minute load average, as `/proc/loadavg` says ("?" where there is none).
fn load_average() -> String {
    std::fs::read_to_string("/proc/loadavg")
        .ok()
        .and_then(|s| s.split_whitespace().next().map(str::to_string))
        .unwrap_or_else(|| "?".into())
}
