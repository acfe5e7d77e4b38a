//! `chuhe analyse [--fen FEN] [MOVES...] [--movetime MS | --depth N | --nodes N]
//! [--multipv K] [--rules cxa|axf|folk] [--level N] [--json]`: the built-in engine's
//! best move and line.
//!
//! `--json` prints `{"bestmove":"h2e2","chinese":"炮二平五","score":{"cp":N}|{"mate":N},
//! "depth":N,"nodes":N,"pv":["h2e2",...]}`, with `"lines":[...]` (the same fields per
//! line) when `--multipv` is above 1. The score is from the side to move's
//! point of view; `mate` counts moves, negative when the side to move is mated.

use std::process::ExitCode;
use std::sync::Arc;
use std::sync::atomic::AtomicBool;
use std::time::Duration;

use anyhow::anyhow;

use crate::cli::catalogue::cli::CliText;
use crate::cli::catalogue::cli_errors::CliError;
use chuhe_core::adjudication::RuleSet;
use chuhe_core::lang::{Lang, Render};
use chuhe_core::notation::{Notation, Style, parse_move, write_move};
use chuhe_core::rules::{Move, Position};
use chuhe_engine::level::{Level, Random};
use chuhe_engine::score::Display;
use chuhe_engine::search::Line;
use chuhe_engine::{GameHistory, Limits, Searcher, WallClock};

use super::level_help::{level_help, level_long_help};

#[derive(clap::Args, Debug)]
pub struct Args {
    /// The start position (default: the opening position).
    #[arg(long)]
    pub fen: Option<String>,
    /// Moves played from it, in any notation chuhe reads.
    pub moves: Vec<String>,
    /// Think this many milliseconds.
    #[arg(long, conflicts_with_all = ["depth", "nodes"])]
    pub movetime: Option<u64>,
    /// Search this many plies.
    #[arg(long, conflicts_with = "nodes")]
    pub depth: Option<u32>,
    /// Search about this many nodes.
    #[arg(long)]
    pub nodes: Option<u64>,
    /// Lines to show (1–3 are useful; at most the number of legal moves).
    #[arg(long, default_value_t = 1)]
    pub multipv: usize,
    /// The rule set the engine plays by: cxa (default), axf or folk.
    #[arg(long, default_value = "cxa")]
    pub rules: String,
    #[arg(long, default_value_t = 10, help = level_help(), long_help = level_long_help())]
    pub level: u8,
    /// Transposition table size in MB.
    #[arg(long, default_value_t = chuhe_engine::search::DEFAULT_MB)]
    pub hash: usize,
    #[arg(long)]
    pub json: bool,
    /// The language of the report: zh or en (default: the config's, else from LANG).
    #[arg(long)]
    pub lang: Option<Lang>,
}

pub fn run(args: Args) -> anyhow::Result<ExitCode> {
    let lang = super::interface_lang::resolve(args.lang);
    let rules: RuleSet = args
        .rules
        .parse()
        .map_err(super::unknown_name_at("--rules", lang))?;
    let level =
        Level::new(args.level).ok_or_else(|| anyhow!("{}", CliError::LevelRange.render(lang)))?;
    let start = super::position_from(args.fen.as_deref())?;
    let mut game = GameHistory::new(rules, &start);
    for (i, text) in args.moves.iter().enumerate() {
        let refused = |detail: String| {
            let said = CliError::MoveApostrophe {
                n: i + 1,
                text: text.clone(),
                detail,
            };
            anyhow!("{}", said.render(lang))
        };
        let m = parse_move(game.position(), text, None).map_err(|e| refused(e.render(lang)))?;
        game.play(m).map_err(|e| refused(e.render(lang)))?;
    }
    let mut limits = match (args.movetime, args.depth, args.nodes) {
        (Some(ms), _, _) => Limits::movetime(Duration::from_millis(ms)),
        (_, Some(d), _) => Limits::depth(d),
        (_, _, Some(n)) => Limits::nodes(n),
        _ => Limits::movetime(Duration::from_millis(1000)),
    };
    limits = level.restrict(limits);
    let multipv = args.multipv.max(level.params().multipv).max(1);
    let mut searcher = Searcher::new(args.hash);
    let out = searcher.search(
        &game,
        &limits,
        multipv,
        Arc::new(AtomicBool::new(false)),
        Box::new(WallClock::start()),
        &mut |_| {},
    );
    let pos = game.position();
    let seed = std::time::SystemTime::now()
        .duration_since(std::time::UNIX_EPOCH)
        .map_or(1, |d| d.as_nanos() as u64);
    let chosen = level.choose(&out, Random::new(seed).next_u64());
    let Some(best) = chosen else {
        let verdict = if pos.is_check() {
            "checkmated"
        } else {
            "stalemated"
        };
        if args.json {
            println!(
                "{}",
                serde_json::json!({ "bestmove": null, "reason": verdict })
            );
        } else {
            let mated = pos.is_check();
            println!("{}", CliText::AnalyseNoMove { mated }.render(lang));
        }
        return Ok(ExitCode::SUCCESS);
    };
    // The chosen line first (a level below 10 may choose another than the best).
    let mut lines: Vec<&Line> = out.lines.iter().take(args.multipv.max(1)).collect();
    if let Some(i) = out.lines.iter().position(|l| l.pv.first() == Some(&best)) {
        lines.retain(|l| l.pv.first() != Some(&best));
        lines.insert(0, &out.lines[i]);
        lines.truncate(args.multipv.max(1));
    }
    if args.json {
        let mut v = line_json(pos, lines[0], out.depth, out.nodes);
        if args.multipv > 1 {
            v["lines"] = lines
                .iter()
                .map(|l| line_json(pos, l, out.depth, out.nodes))
                .collect();
        }
        println!("{v}");
    } else {
        for l in &lines {
            let score = match Display::of(l.score) {
                Display::Centipawns(cp) => format!("{:+.2}", cp as f64 / 100.0),
                Display::Mate(n) => CliText::Mate(n).render(lang),
            };
            let said = CliText::AnalyseLine {
                first: chinese(pos, l.pv[0]),
                score,
                depth: out.depth,
                nodes: out.nodes,
                line: chinese_line(pos, &l.pv).join(" "),
            };
            println!("{}", said.render(lang));
        }
    }
    Ok(ExitCode::SUCCESS)
}

fn chinese(pos: &Position, m: Move) -> String {
    write_move(pos, m, &Style::of(Notation::Chinese))
}

/// The line in Chinese notation, each move written in the position it is played in.
fn chinese_line(pos: &Position, pv: &[Move]) -> Vec<String> {
    let mut p = pos.clone();
    let mut out = Vec::with_capacity(pv.len());
    for &m in pv {
        if !p.is_legal(m) {
            break;
        }
        out.push(chinese(&p, m));
        p.play_unchecked(m);
    }
    out
}

fn score_json(score: i32) -> serde_json::Value {
    match Display::of(score) {
        Display::Centipawns(cp) => serde_json::json!({ "cp": cp }),
        Display::Mate(n) => serde_json::json!({ "mate": n }),
    }
}

fn line_json(pos: &Position, l: &Line, depth: u32, nodes: u64) -> serde_json::Value {
    serde_json::json!({
        "bestmove": l.pv[0].to_string(),
        "chinese": chinese(pos, l.pv[0]),
        "score": score_json(l.score),
        "depth": depth,
        "nodes": nodes,
        "pv": l.pv.iter().map(|m| m.to_string()).collect::<Vec<_>>(),
    })
}
