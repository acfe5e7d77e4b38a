//! `chuhe check FILE... [--json]`

use std::path::PathBuf;
use std::process::ExitCode;

#[derive(clap::Args, Debug)]
pub struct Args {
    #[arg(required = true)]
    pub files: Vec<PathBuf>,
    #[arg(long)]
    pub json: bool,
}

pub fn run(_args: Args) -> anyhow::Result<ExitCode> {
    anyhow::bail!("check: not built yet (record module)")
}
