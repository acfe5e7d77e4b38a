//! `chuhe judge [--rules cxa|axf|folk] [--fen FEN] MOVE... [--json]`: plays the moves
//! and adjudicates the position reached — mate, stalemate, no winning chances, the
//! natural move limit, or a repetition judged under the chosen rule set.
//!
//! `--json` prints `{"verdict": "red_loses"|"black_loses"|"draw"|"none", "reason": ...,
//! "moves": [{"move": "h2e2", "kinds": ["check", "chase", ...], "chased": ["a5"]}, ...]}`
//! (PRODUCT.md, "The command line").

use std::process::ExitCode;

use anyhow::{Context, anyhow};

use crate::adjudication::classify::Depth;
use crate::adjudication::{Adjudicator, ClassifiedMove, Options, RuleSet};
use crate::lang::Lang;
use crate::notation::parse_move;

#[derive(clap::Args, Debug)]
pub struct Args {
    /// The rule set: cxa (default), folk or axf.
    #[arg(long, default_value = "cxa")]
    pub rules: String,
    /// The start position (default: the opening position).
    #[arg(long)]
    pub fen: Option<String>,
    /// The event's natural move limit in moves (4.2.4: 60, or fewer).
    #[arg(long, default_value_t = 60)]
    pub natural_limit: u32,
    /// The language of the reason: zh or en (default: from the locale).
    #[arg(long)]
    pub lang: Option<String>,
    #[arg(long)]
    pub json: bool,
    /// The moves, in any notation chuhe reads.
    pub moves: Vec<String>,
}

pub fn run(args: Args) -> anyhow::Result<ExitCode> {
    let rules: RuleSet = args
        .rules
        .parse()
        .map_err(|e: String| anyhow!("--rules: {e}"))?;
    let lang = match &args.lang {
        Some(l) => l.parse().map_err(|e: String| anyhow!("--lang: {e}"))?,
        None => Lang::from_env(),
    };
    if args.natural_limit == 0 {
        anyhow::bail!("--natural-limit: the limit must be at least one move");
    }
    let start = super::position_from(args.fen.as_deref())?;
    // Every move is reported, so every move gets the full look (the verdict is the same
    // either way: a repeating cycle always gets it).
    let options = Options {
        natural_limit_moves: args.natural_limit,
        look: Depth::Full,
    };
    let mut adj = Adjudicator::new(rules, &start, options);
    for (i, text) in args.moves.iter().enumerate() {
        let m = parse_move(adj.position(), text, None)
            .with_context(|| format!("move {} (\"{text}\")", i + 1))?;
        adj.play(m)
            .map_err(|e| anyhow!("move {} (\"{text}\"): {e}", i + 1))?;
    }
    let judgement = adj.verdict();
    if args.json {
        let out = JudgeJson {
            verdict: judgement.as_ref().map_or("none", |j| j.verdict.json_name()),
            reason: judgement.as_ref().map(|j| j.message(lang)),
            moves: adj.moves().map(MoveJson::from).collect(),
        };
        println!("{}", serde_json::to_string(&out)?);
        return Ok(ExitCode::SUCCESS);
    }
    for (i, m) in adj.moves().enumerate() {
        let kinds: Vec<&str> = m.class.kinds.iter().map(|k| k.json_name()).collect();
        let chased: Vec<String> = m.class.chased.map(|s| s.to_string()).collect();
        let chased = if chased.is_empty() {
            String::new()
        } else {
            format!(" {}", chased.join(","))
        };
        println!("{:>3}. {}  {}{chased}", i + 1, m.mv, kinds.join(","));
    }
    if let Some(w) = adj.warning() {
        println!("{}", w.message(lang));
    }
    let limit = adj.natural_limit();
    println!(
        "{} {}/{}",
        lang.pick("自然限着", "natural limit"),
        limit.moves(),
        limit.limit_moves()
    );
    match judgement {
        Some(j) => println!("{}: {}", j.verdict.json_name(), j.message(lang)),
        None => println!("none"),
    }
    Ok(ExitCode::SUCCESS)
}

/// The `--json` object, its keys in the order PRODUCT.md lists them.
#[derive(serde::Serialize)]
struct JudgeJson {
    verdict: &'static str,
    reason: Option<String>,
    moves: Vec<MoveJson>,
}

#[derive(serde::Serialize)]
struct MoveJson {
    #[serde(rename = "move")]
    mv: String,
    kinds: Vec<&'static str>,
    chased: Vec<String>,
}

impl From<ClassifiedMove> for MoveJson {
    fn from(m: ClassifiedMove) -> MoveJson {
        MoveJson {
            mv: m.mv.to_string(),
            kinds: m.class.kinds.iter().map(|k| k.json_name()).collect(),
            chased: m.class.chased.map(|s| s.to_string()).collect(),
        }
    }
}
