//! `chuhe perft DEPTH [--fen FEN] [--divide] [--json]`

use std::process::ExitCode;

use chuhe_core::rules::{divide, perft};

#[derive(clap::Args, Debug)]
pub struct Args {
    /// Depth in plies.
    pub depth: u32,
    /// Start position (default: the opening position).
    #[arg(long)]
    pub fen: Option<String>,
    /// Print the leaf count below each legal move first.
    #[arg(long)]
    pub divide: bool,
    /// Print JSON: {"depth":..,"nodes":..,"divide":{"h2e2":..}}.
    #[arg(long)]
    pub json: bool,
}

pub fn run(args: Args) -> anyhow::Result<ExitCode> {
    let mut pos = super::position_from(args.fen.as_deref())?;
    let (nodes, rows) = if args.divide {
        let rows = divide(&mut pos, args.depth);
        let total = if args.depth == 0 {
            1
        } else {
            rows.iter().map(|r| r.1).sum()
        };
        (total, rows)
    } else {
        (perft(&mut pos, args.depth), Vec::new())
    };
    if args.json {
        let div: serde_json::Map<String, serde_json::Value> = rows
            .iter()
            .map(|(m, n)| (m.to_string(), serde_json::Value::from(*n)))
            .collect();
        let mut obj = serde_json::json!({ "depth": args.depth, "nodes": nodes });
        if args.divide {
            obj["divide"] = serde_json::Value::Object(div);
        }
        println!("{obj}");
    } else {
        for (m, n) in &rows {
            println!("{m}: {n}");
        }
        println!("{nodes}");
    }
    Ok(ExitCode::SUCCESS)
}
