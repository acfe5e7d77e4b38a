//! `chuhe bench`: speed figures measured in one run (see README, "Performance").

use std::process::ExitCode;

use chuhe_core::rules::{Position, perft};

#[derive(clap::Args, Debug)]
pub struct Args {
    /// What to measure: perft (default), records, tui, net, search, engine.
    #[arg(default_value = "perft")]
    pub what: String,
    /// Perft depth.
    #[arg(long, default_value_t = 5)]
    pub depth: u32,
    #[arg(long)]
    pub fen: Option<String>,
    /// records, search: the files or directories to read.
    pub paths: Vec<std::path::PathBuf>,
    /// records: read the files again until this many moves are replayed.
    #[arg(long, default_value_t = 4_900_000)]
    pub moves: u64,
    /// tui: how many starts to time for the first frame; net: how many moves (x10).
    #[arg(long, default_value_t = 20)]
    pub runs: usize,
}

pub fn run(args: Args) -> anyhow::Result<ExitCode> {
    match args.what.as_str() {
        "perft" => {
            let mut pos: Position = super::position_from(args.fen.as_deref())?;
            let (nodes, wall, cpu) = super::cpu_time::measure(|| perft(&mut pos, args.depth));
            let secs = cpu.as_secs_f64();
            println!(
                "perft {}: {nodes} leaves in {secs:.3} s CPU ({:.3} s wall) = {:.1} M leaves/s",
                args.depth,
                wall.as_secs_f64(),
                nodes as f64 / secs / 1e6
            );
            Ok(ExitCode::SUCCESS)
        }
        "records" => super::bench_records::run(&args.paths, args.moves),
        "tui" => super::bench_tui::run(args.runs),
        "net" => super::bench_net::run(args.runs),
        "search" => super::search::bench(&args.paths, args.moves),
        "engine" => super::bench_engine::run(args.moves.min(1_000_000)),
        other => {
            anyhow::bail!(
                "bench: unknown benchmark '{other}' (known: perft, records, tui, net, search, engine)"
            )
        }
    }
}
