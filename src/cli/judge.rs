//! `chuhe judge [--rules cxa|axf|folk] [--fen FEN] MOVE... [--json]`: plays the moves
//! and adjudicates the position reached — mate, stalemate, no winning chances, the
//! natural move limit, or a repetition judged under the chosen rule set.
//!
//! `--json` prints `{"verdict": "red_loses"|"black_loses"|"draw"|"none", "reason": ...,
//! "article": "24.3, 26.4", "must_vary": "red"|"black"|null, "order": ..., "warning":
//! {"text": ..., "must_vary": ..., "article": ...}|null, "moves": [{"move": "h2e2",
//! "kinds": ["check", "chase", ...], "chased": ["a5"]}, ...]}` (PRODUCT.md, "The command
//! line"). A pending position (24) is ruled as if a player asked: a verdict (24.1,
//! 24.2), or an order to vary (24.3) — the verdict stays "none" and `must_vary` names
//! the side; repeating the cycle once more then loses.

use std::process::ExitCode;

use anyhow::anyhow;

use crate::cli::catalogue::cli_errors::CliError;
use chuhe_core::adjudication::Depth;
use chuhe_core::adjudication::{Adjudicator, ClassifiedMove, Options, RuleSet};
use chuhe_core::catalogue::{Msg, UiText};
use chuhe_core::lang::{Lang, Render};
use chuhe_core::notation::parse_move;
use chuhe_core::rules::Color;

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
    /// Judge as in a competition: 2011 规则 4.3 applies (a drawn cycle within the first
    /// 25 moves of a game from the opening position: Red must vary).
    #[arg(long)]
    pub competition: bool,
    /// The moves, in any notation chuhe reads.
    pub moves: Vec<String>,
}

pub fn run(args: Args) -> anyhow::Result<ExitCode> {
    let lang = match &args.lang {
        Some(l) => l.parse().map_err(super::unknown_name_at(
            "--lang",
            super::interface_lang::resolve(None),
        ))?,
        None => super::interface_lang::resolve(None),
    };
    let rules: RuleSet = args
        .rules
        .parse()
        .map_err(super::unknown_name_at("--rules", lang))?;
    if args.natural_limit == 0 {
        anyhow::bail!("{}", CliError::NaturalLimitZero.render(lang));
    }
    let start = super::position_from(args.fen.as_deref())?;
    // Every move is reported, so every move gets the full look (the verdict is the same
    // either way: a repeating cycle always gets it). Each pending position is ruled as
    // if a player had asked (24); 2011 规则 4.3 only with --competition.
    let options = Options {
        natural_limit_moves: args.natural_limit,
        look: Depth::Full,
        competition: args.competition,
        ..Options::default()
    };
    let mut adj = Adjudicator::new(rules, &start, options);
    for (i, text) in args.moves.iter().enumerate() {
        let refused = |detail: String| {
            let said = CliError::MoveQuoted {
                n: i + 1,
                text: text.clone(),
                detail,
            };
            anyhow!("{}", said.render(lang))
        };
        let m = parse_move(adj.position(), text, None).map_err(|e| refused(e.render(lang)))?;
        adj.play(m).map_err(|e| refused(e.render(lang)))?;
    }
    let judgement = adj.verdict();
    let order = if judgement.is_none() {
        adj.order()
    } else {
        None
    };
    let warning = adj.warning();
    if args.json {
        let out = JudgeJson {
            verdict: judgement.as_ref().map_or("none", |j| j.verdict.json_name()),
            reason: judgement.as_ref().map(|j| j.message(lang)),
            article: match (&judgement, order) {
                (Some(j), _) => Some(j.reason.citation(Lang::En)),
                (None, Some(o)) => Some(o.article()),
                (None, None) => None,
            },
            must_vary: order.map(|o| color_name(o.side)),
            order: order.map(|o| o.message(lang)),
            warning: warning.map(|w| WarningJson {
                text: w.message(lang),
                must_vary: w.must_vary().map(color_name),
                article: w.ruling.citation(Lang::En),
            }),
            moves: adj.moves().map(MoveJson::from).collect(),
        };
        println!("{}", serde_json::to_string(&out)?);
        return Ok(ExitCode::SUCCESS);
    }
    for (i, m) in adj.moves().enumerate() {
        let kinds: Vec<String> = m
            .class
            .kinds
            .iter()
            .map(|k| match lang {
                Lang::Zh => k.render(Lang::Zh),
                Lang::En => k.json_name().to_string(),
            })
            .collect();
        // Chinese names the chased point as players do: "a7（红方九路…）".
        let chased: Vec<String> = m
            .class
            .chased
            .map(|s| match lang {
                Lang::Zh => chuhe_core::notation::point_name(s, m.side).render(Lang::Zh),
                Lang::En => s.to_string(),
            })
            .collect();
        let chased = if chased.is_empty() {
            String::new()
        } else {
            format!(" {}", chased.join(","))
        };
        let kinds = UiText::KindList(kinds);
        println!("{:>3}. {}  {}{chased}", i + 1, m.mv, kinds.render(lang));
    }
    if let Some(w) = warning {
        println!("{}", w.message(lang));
    }
    let limit = adj.natural_limit();
    println!(
        "{} {}/{}",
        Msg::NaturalLimit.text(lang),
        limit.moves(),
        limit.limit_moves()
    );
    let line = |head: String, text: String| UiText::Labelled { head, text }.render(lang);
    match (judgement, order) {
        (Some(j), _) => println!(
            "{}",
            line(
                UiText::JudgeVerdict(j.verdict).render(lang),
                j.message(lang)
            )
        ),
        (None, Some(o)) => println!(
            "{}",
            line(Msg::MustVary.text(lang).to_string(), o.message(lang))
        ),
        (None, None) => println!("{}", Msg::JudgeNothing.text(lang)),
    }
    Ok(ExitCode::SUCCESS)
}

fn color_name(c: Color) -> &'static str {
    match c {
        Color::Red => "red",
        Color::Black => "black",
    }
}

/// The `--json` object, its keys in the order PRODUCT.md lists them; `article`,
/// `must_vary`, `order` and `warning` were added after `reason`.
#[derive(serde::Serialize)]
struct JudgeJson {
    verdict: &'static str,
    reason: Option<String>,
    /// The articles of the verdict or of the order, in English citation form.
    article: Option<String>,
    /// 24.3 / 2011 规则 4.3: the side ordered to vary, when no verdict was reached.
    must_vary: Option<&'static str>,
    order: Option<String>,
    /// The position has occurred twice: what the next repetition brings.
    warning: Option<WarningJson>,
    moves: Vec<MoveJson>,
}

#[derive(serde::Serialize)]
struct WarningJson {
    text: String,
    must_vary: Option<&'static str>,
    article: String,
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
