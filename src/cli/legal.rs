//! `chuhe legal [--fen FEN] [--notation chinese|wxf|iccs] [--json]`: every legal move,
//! one a line.

use std::process::ExitCode;

use super::style::StyleArgs;
use chuhe_core::notation::{Notation, Style, write_move};

#[derive(clap::Args, Debug)]
pub struct Args {
    #[arg(long)]
    pub fen: Option<String>,
    /// Notation of the printed moves.
    #[arg(long, default_value = "chinese")]
    pub notation: Notation,
    #[command(flatten)]
    pub style: StyleArgs,
    /// Print JSON: {"fen":..,"moves":[{"move":..,"iccs":..,"chinese":..,"wxf":..}]}.
    #[arg(long)]
    pub json: bool,
}

pub fn run(args: Args) -> anyhow::Result<ExitCode> {
    let pos = super::position_from(args.fen.as_deref())?;
    let style = args.style.style(args.notation);
    let moves = pos.legal_moves();
    if args.json {
        let list: Vec<serde_json::Value> = moves
            .iter()
            .map(|&m| {
                serde_json::json!({
                    "move": args.style.write(&pos, m, &style),
                    "iccs": m.to_string(),
                    "chinese": write_move(&pos, m, &Style { notation: Notation::Chinese, ..style }),
                    "wxf": write_move(&pos, m, &Style::of(Notation::Wxf)),
                })
            })
            .collect();
        println!(
            "{}",
            serde_json::json!({ "fen": pos.fen(), "notation": args.notation, "moves": list })
        );
    } else {
        for &m in moves.iter() {
            println!("{}", args.style.write(&pos, m, &style));
        }
    }
    Ok(ExitCode::SUCCESS)
}
