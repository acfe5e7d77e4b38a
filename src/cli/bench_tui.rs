//! `chuhe bench tui`: the TUI's speed targets (first frame, peak memory,
//! bytes per move, idle output), measured through a pseudo-terminal.

use std::process::ExitCode;

#[cfg(target_os = "linux")]
pub fn run(runs: usize) -> anyhow::Result<ExitCode> {
    let mut figures = chuhe_tui::pty_bench::measure(runs, 3.0)?;
    println!("{}", chuhe_tui::pty_bench::report(&mut figures));
    Ok(ExitCode::SUCCESS)
}

#[cfg(not(target_os = "linux"))]
pub fn run(_runs: usize) -> anyhow::Result<ExitCode> {
    anyhow::bail!("bench tui: measured through a Linux pseudo-terminal; not available here")
}
