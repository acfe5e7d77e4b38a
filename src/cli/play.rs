//! `chuhe` / `chuhe play [--rules] [--time] [--mode] [--fen] [--load] [--red --black]`

use std::path::PathBuf;
use std::process::ExitCode;

#[derive(clap::Args, Debug, Clone, Default)]
pub struct Args {
    /// Rule set: cxa (default), axf or folk.
    #[arg(long)]
    pub rules: Option<String>,
    /// Time control: a preset name or a spec.
    #[arg(long)]
    pub time: Option<String>,
    /// casual, practice or tournament.
    #[arg(long)]
    pub mode: Option<String>,
    #[arg(long)]
    pub fen: Option<String>,
    /// Open a saved game (PGN, JSON or any record format chuhe reads).
    #[arg(long)]
    pub load: Option<PathBuf>,
    #[arg(long)]
    pub red: Option<String>,
    #[arg(long)]
    pub black: Option<String>,
}

pub fn run(_args: Args) -> anyhow::Result<ExitCode> {
    anyhow::bail!("play: the TUI is not built yet")
}
