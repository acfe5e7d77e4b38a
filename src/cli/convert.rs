//! `chuhe convert [--fen FEN] --to chinese|wxf|iccs MOVE...`: the moves, in any accepted
//! notation, played in turn and printed in the target notation, one a line. The first
//! move that cannot be read or played stops the run: it is named on stderr with the
//! reason, and the exit status is 2 (the input is refused; `status.rs`).

use std::process::ExitCode;

use super::status::Status;
use super::style::StyleArgs;
use chuhe_core::catalogue::UiText;
use chuhe_core::lang::{Lang, Render};
use chuhe_core::notation::{Notation, parse_move};

#[derive(clap::Args, Debug)]
pub struct Args {
    #[arg(long)]
    pub fen: Option<String>,
    /// Target notation.
    #[arg(long)]
    pub to: Notation,
    /// Read the moves in this notation only (default: detect each).
    #[arg(long)]
    pub from: Option<Notation>,
    #[command(flatten)]
    pub style: StyleArgs,
    /// Print JSON: {"moves":[{"input":..,"move":..,"iccs":..}],"fen":..,"error":null|".."}.
    #[arg(long)]
    pub json: bool,
    /// The language of messages: zh or en (default: the config's, else from LANG).
    #[arg(long)]
    pub lang: Option<Lang>,
    /// Moves in any accepted notation, played in turn.
    #[arg(required = true)]
    pub moves: Vec<String>,
}

pub fn run(args: Args) -> anyhow::Result<ExitCode> {
    let mut pos = super::position_from(args.fen.as_deref())?;
    let style = args.style.style(args.to);
    let lang = super::interface_lang::resolve(args.lang);
    let mut converted = Vec::new();
    let mut error = None;
    for (i, text) in args.moves.iter().enumerate() {
        match parse_move(&pos, text, args.from) {
            Ok(m) => {
                let out = args.style.write(&pos, m, &style);
                if !args.json {
                    println!("{out}");
                }
                converted.push(serde_json::json!({
                    "input": text, "move": out, "iccs": m.to_string()
                }));
                pos.play_unchecked(m);
            }
            Err(e) => {
                let message = UiText::AtMove {
                    n: i + 1,
                    text: e.message(lang),
                }
                .render(lang);
                error = Some(message);
                break;
            }
        }
    }
    if args.json {
        println!(
            "{}",
            serde_json::json!({ "moves": converted, "fen": pos.fen(), "error": error })
        );
    }
    match error {
        Some(message) => {
            eprintln!("chuhe: {message}");
            Ok(Status::Refused.into())
        }
        None => Ok(ExitCode::SUCCESS),
    }
}
