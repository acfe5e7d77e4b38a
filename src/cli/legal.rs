//! `chuhe legal [--fen FEN] [--notation chinese|wxf|iccs] [--json]`

use std::process::ExitCode;

#[derive(clap::Args, Debug)]
pub struct Args {
    #[arg(long)]
    pub fen: Option<String>,
    /// Notation of the printed moves.
    #[arg(long, default_value = "chinese")]
    pub notation: String,
    #[arg(long)]
    pub json: bool,
}

pub fn run(args: Args) -> anyhow::Result<ExitCode> {
    // Until the notation module lands, only ICCS is printed.
    let pos = super::position_from(args.fen.as_deref())?;
    for m in pos.legal_moves().iter() {
        println!("{m}");
    }
    let _ = args;
    Ok(ExitCode::SUCCESS)
}
