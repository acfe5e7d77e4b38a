//! `chuhe review FILE [--game N] [--engine builtin|NAME] [--movetime MS | --depth N]
//! [-o OUT.pgn] [--json]`: the engine looks at every move of a game and marks mistakes
//! (`?`, `??`) and good finds (`!`) (`engine::review`). With `-o`, the record is
//! written with the marks as NAGs, the score in each move's comment, and the
//! engine's line as a variation where it differs from the move played, in the game's
//! notation. A progress bar goes to stderr.
//!
//! Without `-o` or `--json` the review is printed, in the interface's language: a
//! line per marked move (move number, side, the move in `--notation`, else the
//! config's, else the language's own — Chinese for 中文, WXF for English —, its mark,
//! its score and the engine's line), then each side's count of marks.
//!
//! `--json` prints one object per move, a line each:
//! `{"ply":1,"move":"h2e2","score":{"cp":N}|{"mate":N},"best":"h2e2","best_score":…,
//! "mark":"?"|"??"|"!"|null}`. Scores are from the mover's side; `score` is the move
//! played, `best_score` the engine's choice.
//!
//! The built-in engine searches two lines (for `!`, which needs the gap to the second
//! best); an external engine one, so it never gives `!`.

use std::io::Write;
use std::path::PathBuf;
use std::process::ExitCode;
use std::sync::Arc;
use std::sync::atomic::AtomicBool;
use std::time::Duration;

use anyhow::{anyhow, bail};

use crate::cli::catalogue::cli::CliText;
use crate::cli::catalogue::cli_errors::CliError;
use chuhe_core::adjudication::RuleSet;
use chuhe_core::catalogue::FileText;
use chuhe_core::lang::{Lang, Render};
use chuhe_core::notation::{Notation, Style, write_move};
use chuhe_core::record::{GameRecord, NodeId, PgnOptions, write_pgn};
use chuhe_core::rules::{Color, Move, Position};
use chuhe_engine::external::{EngineProcess, Request, Think, Timeouts};
use chuhe_engine::review::{Mark, mark};
use chuhe_engine::score::Display;
use chuhe_engine::{GameHistory, Limits, Searcher, WallClock};
use chuhe_study::{Annotator, NewMove};
use chuhe_tui::config::{Config, Dirs};

#[derive(clap::Args, Debug)]
pub struct Args {
    /// A game record (PGN or any format chuhe reads).
    pub file: PathBuf,
    /// Which game of the file (1-based).
    #[arg(long, default_value_t = 1)]
    pub game: usize,
    /// builtin, or an engine of config.toml ([engines.NAME]).
    #[arg(long, default_value = "builtin")]
    pub engine: String,
    /// Think this many milliseconds a position (default 500).
    #[arg(long, conflicts_with = "depth")]
    pub movetime: Option<u64>,
    /// Search this many plies a position.
    #[arg(long)]
    pub depth: Option<u32>,
    /// The rule set (default cxa).
    #[arg(long, default_value = "cxa")]
    pub rules: String,
    /// Write the annotated record here (PGN).
    #[arg(short = 'o', long = "output", value_name = "OUT.pgn")]
    pub output: Option<PathBuf>,
    #[arg(long)]
    pub json: bool,
    /// The language of the printed review and of the scores written in comments: zh or
    /// en (default: the config's, else from LANG).
    #[arg(long)]
    pub lang: Option<Lang>,
    /// The notation of the printed review's moves: chinese, wxf or iccs (default: the
    /// config's, else the language's).
    #[arg(long)]
    pub notation: Option<Notation>,
}

/// One position's verdict: the best move, its line and score, and the second best's.
struct Look {
    best: Move,
    line: Vec<Move>,
    score: Display,
    second: Option<Display>,
}

/// Whoever is asked.
enum Reviewer {
    Builtin(Box<Searcher>),
    External(Box<EngineProcess>),
}

impl Reviewer {
    /// The engine's view of the position after `moves`; `None` when it has no move.
    fn look(
        &mut self,
        rules: RuleSet,
        start: &Position,
        moves: &[Move],
        limit: &Limit,
    ) -> anyhow::Result<Option<Look>> {
        match self {
            Reviewer::Builtin(searcher) => {
                let game = GameHistory::with_moves(rules, start, moves).map_err(|(i, m, e)| {
                    let lang = super::interface_lang::current();
                    let said = CliError::RecordMove {
                        n: i + 1,
                        iccs: m.to_string(),
                        detail: e.render(lang),
                    };
                    anyhow!("{}", said.render(lang))
                })?;
                let limits = match limit {
                    Limit::Depth(d) => Limits::depth(*d),
                    Limit::MoveTime(t) => Limits::movetime(*t),
                };
                let out = searcher.search(
                    &game,
                    &limits,
                    2,
                    Arc::new(AtomicBool::new(false)),
                    Box::new(WallClock::start()),
                    &mut |_| {},
                );
                let Some(first) = out.lines.first() else {
                    return Ok(None);
                };
                let Some(&best) = first.pv.first() else {
                    return Ok(None);
                };
                Ok(Some(Look {
                    best,
                    line: first.pv.clone(),
                    score: Display::of(first.score),
                    second: out.lines.get(1).map(|l| Display::of(l.score)),
                }))
            }
            Reviewer::External(engine) => {
                let think = match limit {
                    Limit::Depth(d) => Think::Depth(*d),
                    Limit::MoveTime(t) => Think::MoveTime(*t),
                };
                let req = Request {
                    rules,
                    start,
                    moves,
                    think,
                };
                let answer = engine.think(&req, &AtomicBool::new(false), &mut |_| {})?;
                let Some(best) = answer.best else {
                    return Ok(None);
                };
                let info = answer.info.unwrap_or_default();
                let line = if info.pv.first() == Some(&best) {
                    info.pv
                } else {
                    vec![best]
                };
                Ok(Some(Look {
                    best,
                    line,
                    score: info.score.unwrap_or(Display::Centipawns(0)),
                    second: None,
                }))
            }
        }
    }
}

enum Limit {
    Depth(u32),
    MoveTime(Duration),
}

/// A score negated: the other side's view.
fn negate(d: Display) -> Display {
    match d {
        Display::Centipawns(cp) => Display::Centipawns(-cp),
        // Mated in n after the move: the mover mates in n.
        Display::Mate(n) => Display::Mate(-n),
    }
}

/// A score in a comment: "+1.25", "mate 3", "mated in 2", from the mover's side.
fn score_text(d: Display, lang: Lang) -> String {
    match d {
        Display::Centipawns(cp) => format!("{:+.2}", cp as f64 / 100.0),
        Display::Mate(n) if n > 0 => CliText::Mate(n).render(lang),
        Display::Mate(n) => CliText::Mated(-n).render(lang),
    }
}

fn score_json(d: Display) -> serde_json::Value {
    match d {
        Display::Centipawns(cp) => serde_json::json!({ "cp": cp }),
        Display::Mate(n) => serde_json::json!({ "mate": n }),
    }
}

/// The notation the record's moves are written in (`[Format]`), Chinese by default.
fn notation_of(record: &GameRecord) -> Notation {
    match record.headers.get("Format") {
        Some(f) if f.eq_ignore_ascii_case("ICCS") => Notation::Iccs,
        Some(f) if f.eq_ignore_ascii_case("WXF") => Notation::Wxf,
        _ => Notation::Chinese,
    }
}

fn progress(done: usize, total: usize, lang: Lang) {
    const WIDTH: usize = 30;
    let filled = (done * WIDTH).checked_div(total).unwrap_or(WIDTH);
    let bar: String = "#".repeat(filled) + &" ".repeat(WIDTH - filled);
    let mut err = std::io::stderr();
    let caption = CliText::ReviewProgress.render(lang);
    let _ = write!(err, "\r{caption} [{bar}] {done}/{total}");
    if done == total {
        let _ = writeln!(err);
    }
    let _ = err.flush();
}

pub fn run(args: Args) -> anyhow::Result<ExitCode> {
    let lang = super::interface_lang::resolve(args.lang);
    let rules: RuleSet = args
        .rules
        .parse()
        .map_err(super::unknown_name_at("--rules", lang))?;
    let games = chuhe_core::record::read_file(&args.file)
        .map_err(|e| anyhow!("{}", FileText::Record(e).at(&args.file).render(lang)))?;
    let Some(record) = args.game.checked_sub(1).and_then(|i| games.get(i)) else {
        let said = CliError::ReviewNoSuchGame {
            n: args.game,
            file: args.file.display().to_string(),
            games: games.len(),
        };
        bail!("{}", said.render(lang));
    };
    let start = record.start_position().map_err(|e| {
        let said = FileText::StartPosition(e).at(&args.file);
        anyhow!("{}", said.render(lang))
    })?;
    let limit = match (args.depth, args.movetime) {
        (Some(d), _) => Limit::Depth(d.max(1)),
        (_, Some(ms)) => Limit::MoveTime(Duration::from_millis(ms.max(1))),
        _ => Limit::MoveTime(Duration::from_millis(500)),
    };
    let printed = (args.output.is_none() && !args.json).then(|| {
        args.notation.unwrap_or_else(|| {
            let dirs = Dirs::from_env(|k| std::env::var(k).ok());
            Config::load(&dirs.config)
                .0
                .notation
                .unwrap_or_else(|| chuhe_tui::app::default_notation(lang))
        })
    });
    let mut reviewer = if args.engine == "builtin" {
        Reviewer::Builtin(Box::new(Searcher::new(64)))
    } else {
        let dirs = Dirs::from_env(|k| std::env::var(k).ok());
        let (config, problem) = Config::load(&dirs.config);
        if let Some(p) = problem {
            bail!("{}", p.render(lang));
        }
        let engine_config = config.engines.get(&args.engine).ok_or_else(|| {
            chuhe_engine::external::EngineError::Unknown {
                name: args.engine.clone(),
            }
        })?;
        Reviewer::External(Box::new(EngineProcess::start(
            &args.engine,
            engine_config,
            Timeouts::default(),
        )?))
    };

    let nodes: Vec<NodeId> = record.tree.main_line_nodes();
    let moves: Vec<Move> = record.main_line();
    let mut annotator = Annotator::new(record.clone());
    let mut out = std::io::stdout().lock();
    let total = moves.len();
    // The position before each move, for writing it and the engine's line.
    let mut pos = start.clone();
    // Full moves are counted from 1, Black's first move in move 1 when Black starts.
    let black_starts = start.side_to_move() == Color::Black;
    let mut text = Vec::new();
    let mut counts = [[0usize; 3]; 2];
    for (i, &played) in moves.iter().enumerate() {
        progress(i, total, lang);
        let here = pos.clone();
        // An illegal move is the record's error, reported by the engine's look below.
        if pos.is_legal(played) {
            pos.play_unchecked(played);
        }
        let Some(before) = reviewer.look(rules, &start, &moves[..i], &limit)? else {
            continue;
        };
        let is_best = before.best == played;
        // The move played, searched from the position after it (the other side's
        // view, negated); the engine's own choice keeps its score.
        let played_score = if is_best {
            before.score
        } else {
            match reviewer.look(rules, &start, &moves[..=i], &limit)? {
                Some(after) => negate(after.score),
                // No reply: the move mated (or stalemated) the other side.
                None => Display::Mate(1),
            }
        };
        let m = mark(played_score, before.score, before.second, is_best);
        let node = nodes[i];
        if let Some(m) = m {
            annotator.set_nags(node, &[m.nag()]);
        }
        let comment = match record.tree.comment(node) {
            Some(c) if !c.trim().is_empty() => format!("{c} [{}]", score_text(played_score, lang)),
            _ => score_text(played_score, lang),
        };
        annotator.set_comment(node, Some(comment));
        if !is_best {
            add_line(&mut annotator, node, &before, &record.tree, lang);
        }
        if let (Some(notation), Some(m)) = (printed, m) {
            let red = here.side_to_move() == Color::Red;
            counts[usize::from(!red)][m as usize] += 1;
            let style = Style::of(notation);
            let said = CliText::ReviewMove {
                number: (i + usize::from(black_starts)) / 2 + 1,
                red,
                written: write_move(&here, played, &style),
                mark: m.symbol().to_string(),
                score: score_text(played_score, lang),
                line: written_line(&here, &before.line, &style).join(" "),
            };
            text.push(said.render(lang));
        }
        if args.json {
            let v = serde_json::json!({
                "ply": i + 1,
                "move": played.to_string(),
                "score": score_json(played_score),
                "best": before.best.to_string(),
                "best_score": score_json(before.score),
                "mark": m.map(Mark::symbol),
            });
            writeln!(out, "{v}")?;
        }
    }
    progress(total, total, lang);
    if printed.is_some() {
        for line in &text {
            writeln!(out, "{line}")?;
        }
        for (side, c) in counts.iter().enumerate() {
            let said = CliText::ReviewSummary {
                red: side == 0,
                mistakes: c[Mark::Mistake as usize],
                blunders: c[Mark::Blunder as usize],
                good: c[Mark::Good as usize],
            };
            writeln!(out, "{}", said.render(lang))?;
        }
    }
    if let Some(path) = &args.output {
        let annotated = annotator.into_record();
        let text = write_pgn(&annotated, &PgnOptions::new(notation_of(record)));
        chuhe_core::atomic_file::write_atomically(path, text.as_bytes()).map_err(|e| {
            let at = "-o".to_string();
            let detail = FileText::io(path, &e).render(lang);
            anyhow!("{}", CliError::At { at, detail }.render(lang))
        })?;
    }
    if let Reviewer::External(e) = reviewer {
        e.quit();
    }
    Ok(ExitCode::SUCCESS)
}

/// The line written in `style`, each move in the position it is played in.
fn written_line(pos: &Position, line: &[Move], style: &Style) -> Vec<String> {
    let mut p = pos.clone();
    let mut out = Vec::with_capacity(line.len());
    for &m in line {
        if !p.is_legal(m) {
            break;
        }
        out.push(write_move(&p, m, style));
        p.play_unchecked(m);
    }
    out
}

/// The engine's line as a variation of the move at `node`, its score in the
/// variation's first comment.
fn add_line(
    annotator: &mut Annotator,
    node: NodeId,
    look: &Look,
    tree: &chuhe_core::record::MoveTree,
    lang: Lang,
) {
    let Some(parent) = tree.parent(node) else {
        return;
    };
    let mut at = parent;
    for (k, &m) in look.line.iter().enumerate() {
        let Ok(next) = annotator.play(at, m, NewMove::Variation) else {
            break;
        };
        if k == 0 {
            annotator.set_comment(next, Some(score_text(look.score, lang)));
        }
        at = next;
    }
}
