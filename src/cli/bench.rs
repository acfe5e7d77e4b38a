//! `chuhe bench`: speed figures measured in one run (see README, "Performance").

use std::process::ExitCode;

use crate::rules::{Position, perft};

#[derive(clap::Args, Debug)]
pub struct Args {
    /// What to measure: perft (default) or tui.
    #[arg(default_value = "perft")]
    pub what: String,
    /// Perft depth.
    #[arg(long, default_value_t = 5)]
    pub depth: u32,
    #[arg(long)]
    pub fen: Option<String>,
    /// tui: how many starts to time for the first frame; net: how many moves.
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
        "tui" => bench_tui(args.runs),
        "net" => bench_net(args.runs),
        other => anyhow::bail!("bench: unknown benchmark '{other}' (known: perft, tui, net)"),
    }
}

/// The TUI's speed targets, measured through a pseudo-terminal (issue 7).
#[cfg(target_os = "linux")]
fn bench_tui(runs: usize) -> anyhow::Result<ExitCode> {
    let mut figures = crate::tui::pty_bench::measure(runs, 3.0)?;
    println!("{}", crate::tui::pty_bench::report(&mut figures));
    Ok(ExitCode::SUCCESS)
}

#[cfg(not(target_os = "linux"))]
fn bench_tui(_runs: usize) -> anyhow::Result<ExitCode> {
    anyhow::bail!("bench tui: measured through a Linux pseudo-terminal; not available here")
}

/// How long a move takes to reach the other player over each transport (issue 8).
fn bench_net(runs: usize) -> anyhow::Result<ExitCode> {
    use crate::net::Listen;
    let moves = runs.max(1) * 10;
    let tmp = std::env::temp_dir().join(format!("chuhe-bench-net-{}", std::process::id()));
    let saves = tmp.join("hosted");
    let result = (|| -> anyhow::Result<()> {
        for listen in [
            Listen::Unix(tmp.join("sock")),
            Listen::Tcp("127.0.0.1:0".parse().expect("an address")),
        ] {
            let figures = crate::net::latency::measure(listen, &saves, moves)?;
            println!("{}", figures.report());
        }
        Ok(())
    })();
    let _ = std::fs::remove_dir_all(&tmp);
    result?;
    Ok(ExitCode::SUCCESS)
}
