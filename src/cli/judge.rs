//! `chuhe judge [--rules cxa|axf|folk] [--fen FEN] MOVE... [--json]`

use std::process::ExitCode;

#[derive(clap::Args, Debug)]
pub struct Args {
    #[arg(long, default_value = "cxa")]
    pub rules: String,
    #[arg(long)]
    pub fen: Option<String>,
    #[arg(long)]
    pub json: bool,
    pub moves: Vec<String>,
}

pub fn run(_args: Args) -> anyhow::Result<ExitCode> {
    anyhow::bail!("judge: not built yet (adjudication module)")
}
