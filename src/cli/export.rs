//! `chuhe export FILE --to pgn|json [--notation chinese|wxf|iccs] [-o OUT]`

use std::path::PathBuf;
use std::process::ExitCode;

#[derive(clap::Args, Debug)]
pub struct Args {
    pub file: PathBuf,
    /// pgn or json.
    #[arg(long)]
    pub to: String,
    #[arg(long, default_value = "chinese")]
    pub notation: String,
    #[arg(short = 'o', long = "output")]
    pub output: Option<PathBuf>,
}

pub fn run(_args: Args) -> anyhow::Result<ExitCode> {
    anyhow::bail!("export: not built yet (record module)")
}
