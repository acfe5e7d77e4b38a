//! `chuhe convert [--fen FEN] --to chinese|wxf|iccs MOVE...`

use std::process::ExitCode;

#[derive(clap::Args, Debug)]
pub struct Args {
    #[arg(long)]
    pub fen: Option<String>,
    /// Target notation.
    #[arg(long)]
    pub to: String,
    #[arg(long)]
    pub json: bool,
    /// Moves in any accepted notation, played in turn.
    #[arg(required = true)]
    pub moves: Vec<String>,
}

pub fn run(_args: Args) -> anyhow::Result<ExitCode> {
    anyhow::bail!("convert: not built yet (notation module)")
}
