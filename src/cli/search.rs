//! `chuhe search FILES... [--fen FEN] [--moves "MOVES"] [--filter QUERY] [--notation N]
//! [--json]`: which games of the files reached the position after MOVES (any notation,
//! space-separated) from FEN (default: the start), in any move order, and what they
//! played there with what results. `--filter` counts only the games whose headers
//! pass a query of the game list's language (`player:杨官璘 result:1-0`); the moves are
//! written in `--notation`, by default the config's, else the language's (Chinese
//! for zh, WXF for en) as in the TUI. Only the main line of each game counts unless `--variations`; a damaged
//! game counts with the moves read before its problem. `chuhe bench search` measures
//! it on a collection the size of the CCPD corpus.

use std::path::{Path, PathBuf};
use std::process::ExitCode;

use crate::cli::catalogue::cli::CliText;
use crate::cli::catalogue::cli_errors::CliError;
use chuhe_core::lang::{Lang, Render};
use chuhe_core::notation::{Notation, Style, write_move};
use chuhe_core::record::{PgnOptions, write_pgn};
use chuhe_core::rules::Position;
use chuhe_study::{
    Collection, Filter, IndexOptions, PositionIndex, index_collection, play_move_list,
};

#[derive(clap::Args, Debug)]
pub struct Args {
    /// Record files, or directories of them.
    #[arg(required = true)]
    pub files: Vec<PathBuf>,
    /// The position the moves start from (default: the opening position).
    #[arg(long)]
    pub fen: Option<String>,
    /// Moves played from FEN, space-separated, each in any notation.
    #[arg(long)]
    pub moves: Option<String>,
    /// Count the variations of each game too, not only its main line.
    #[arg(long)]
    pub variations: bool,
    /// Count only the games whose headers pass this query, as the game list's filter
    /// reads it: player:, red:, black:, event:, date:FROM..TO, result:, ecco: and
    /// plain words (e.g. 'player:杨官璘 result:1-0').
    #[arg(long, value_name = "QUERY")]
    pub filter: Option<String>,
    /// The notation of the moves listed: chinese, wxf or iccs (default: the config's
    /// `notation`, else Chinese for zh and WXF for en).
    #[arg(long)]
    pub notation: Option<Notation>,
    /// Print {"position": FEN, "games": N, "moves": [{"move", "chinese", "written",
    /// "games", "red_wins", "draws", "black_wins"}, ...]}, moves sorted by games;
    /// "written" is the move in the notation asked.
    #[arg(long)]
    pub json: bool,
    /// The language of the report: zh or en (default: the config's, else from LANG).
    #[arg(long)]
    pub lang: Option<Lang>,
}

/// The position to search: FEN, then the moves.
fn target(args: &Args) -> anyhow::Result<Position> {
    position_after(args.fen.as_deref(), args.moves.as_deref())
}

/// The position `--moves` (any notation, space-separated) reach from `--fen` (default:
/// the start), with the first move that cannot be played as the error.
pub(crate) fn position_after(fen: Option<&str>, moves: Option<&str>) -> anyhow::Result<Position> {
    let start = super::position_from(fen)?;
    match moves {
        None => Ok(start),
        Some(text) => play_move_list(&start, text)
            .map(|(_, pos)| pos)
            .map_err(|e| {
                let lang = super::interface_lang::current();
                let detail = CliError::MoveListed {
                    n: e.number,
                    text: e.text,
                    detail: e.error.render(lang),
                }
                .render(lang);
                let at = "--moves".to_string();
                anyhow::anyhow!("{}", CliError::At { at, detail }.render(lang))
            }),
    }
}

/// Opens the files (saying on stderr which could not be read) and indexes them.
fn load(
    files: &[PathBuf],
    options: IndexOptions,
    lang: Lang,
) -> anyhow::Result<(Collection, PositionIndex)> {
    let mut collection = Collection::open(files);
    for f in collection.failures() {
        eprintln!("chuhe: {}: {}", f.path.display(), f.error.render(lang));
    }
    if collection.is_empty() {
        anyhow::bail!("{}", CliText::SearchNothingRead.render(lang));
    }
    let index = index_collection(&mut collection, options);
    Ok((collection, index))
}

/// `--json`, its fields in the order.
#[derive(serde::Serialize)]
struct Report {
    position: String,
    games: usize,
    moves: Vec<MoveReport>,
}

#[derive(serde::Serialize)]
struct MoveReport {
    #[serde(rename = "move")]
    mv: String,
    chinese: String,
    written: String,
    games: usize,
    red_wins: u32,
    draws: u32,
    black_wins: u32,
}

pub fn run(args: Args) -> anyhow::Result<ExitCode> {
    let lang = super::interface_lang::resolve(args.lang);
    let pos = target(&args)?;
    // The query is read before the files, so that a wrong one is told at once.
    let filter = match args.filter.as_deref().map(Filter::parse).transpose() {
        Ok(f) => f,
        Err(e) => {
            let detail = e.render(lang);
            let at = "--filter".to_string();
            anyhow::bail!("{}", CliError::At { at, detail }.render(lang));
        }
    };
    let options = IndexOptions {
        variations: args.variations,
    };
    let (collection, index) = load(&args.files, options, lang)?;
    let found = match &filter {
        None => index.search(&pos),
        Some(f) => {
            let entries = collection.entries();
            index.search_among(&pos, |g| {
                entries
                    .get(g as usize)
                    .is_some_and(|e| f.matches(g as usize + 1, &e.row))
            })
        }
    };
    let chinese = Style::default();
    let style = Style::of(notation(args.notation, lang));
    if args.json {
        let report = Report {
            position: pos.fen(),
            games: found.games.len(),
            moves: found
                .moves
                .iter()
                .map(|m| MoveReport {
                    mv: m.mv.to_string(),
                    chinese: write_move(&pos, m.mv, &chinese),
                    written: write_move(&pos, m.mv, &style),
                    games: m.games.len(),
                    red_wins: m.red_wins,
                    draws: m.draws,
                    black_wins: m.black_wins,
                })
                .collect(),
        };
        println!("{}", serde_json::to_string(&report)?);
        return Ok(ExitCode::SUCCESS);
    }
    println!("{}", CliText::SearchPosition(pos.fen()).render(lang));
    let totals = CliText::SearchTotals {
        games: found.games.len(),
        red: found.red_wins,
        draws: found.draws,
        black: found.black_wins,
    };
    println!("{}", totals.render(lang));
    for m in &found.moves {
        let line = CliText::SearchMove {
            iccs: m.mv.to_string(),
            written: write_move(&pos, m.mv, &style),
            games: m.games.len(),
            red: m.red_wins,
            draws: m.draws,
            black: m.black_wins,
        };
        println!("{}", line.render(lang));
    }
    Ok(ExitCode::SUCCESS)
}

/// The notation moves are written in: `--notation`, else the config's, else the
/// language's default, the rule the TUI's move lists follow.
pub(crate) fn notation(flag: Option<Notation>, lang: Lang) -> Notation {
    flag.or_else(|| {
        let dirs = chuhe_tui::config::Dirs::from_env(|k| std::env::var(k).ok());
        chuhe_tui::config::Config::load(&dirs.config).0.notation
    })
    .unwrap_or_else(|| chuhe_tui::app::default_notation(lang))
}

/// The collection: the size of the CCPD corpus.
const TARGET_GAMES: usize = 58_000;

/// `chuhe bench search PATH...`: writes the games under PATH again and again into one
/// PGN file until it holds `min_moves` main-line moves (and at least 58,000 games),
/// then measures on it: a `chuhe search` run in a child process (wall and CPU time
/// of the first search, reading included, and its peak memory), opening the game
/// list, and further searches on the loaded collection.
pub fn bench(paths: &[PathBuf], min_moves: u64) -> anyhow::Result<ExitCode> {
    if paths.is_empty() {
        anyhow::bail!(
            "bench search: give the record files or directories to replicate (e.g. ../shared/data/games)"
        );
    }
    let mut source = Collection::open(paths);
    let mut games = Vec::new();
    let mut probes: Vec<Position> = vec![Position::startpos()];
    source.read_all(|_, record| {
        if record.problem.is_none() && !record.tree.is_empty() {
            games.push((
                write_pgn(record, &PgnOptions::default()),
                record.main_line().len(),
            ));
            if let Ok(p) = record.main_line_positions()
                && probes.len() < 40
            {
                probes.extend(p.into_iter().skip(1).step_by(7).take(3));
            }
        }
    });
    if games.is_empty() {
        anyhow::bail!("bench search: no readable game under the paths given");
    }
    let path = std::env::temp_dir().join(format!("chuhe-bench-search-{}.pgn", std::process::id()));
    let (written_games, written_moves) = write_corpus(&path, &games, min_moves)?;
    drop(games);
    let result = measure(&path, written_games, written_moves, &probes);
    let _ = std::fs::remove_file(&path);
    result
}

fn write_corpus(
    path: &Path,
    games: &[(String, usize)],
    min_moves: u64,
) -> anyhow::Result<(usize, u64)> {
    use std::io::Write;
    let mut out = std::io::BufWriter::new(std::fs::File::create(path)?);
    let (mut n, mut moves) = (0usize, 0u64);
    while moves < min_moves || n < TARGET_GAMES {
        for (text, len) in games {
            out.write_all(text.as_bytes())?;
            out.write_all(b"\n")?;
            n += 1;
            moves += *len as u64;
        }
    }
    out.flush()?;
    Ok((n, moves))
}

fn measure(path: &Path, games: usize, moves: u64, probes: &[Position]) -> anyhow::Result<ExitCode> {
    let size = std::fs::metadata(path)?.len();
    println!(
        "corpus: {games} games, {moves} main-line moves, {:.1} MB of PGN (Chinese moves), written from the files given",
        size as f64 / 1e6
    );
    // 1. A whole `chuhe search` in a child: the first search, reading included.
    let exe = std::env::current_exe()?;
    let wall = std::time::Instant::now();
    let out = std::process::Command::new(exe)
        .arg("search")
        .arg(path)
        .args(["--moves", "h2e2 h9g7", "--json"])
        .output()?;
    let wall = wall.elapsed();
    if !out.status.success() {
        anyhow::bail!(
            "bench search: chuhe search failed: {}",
            String::from_utf8_lossy(&out.stderr)
        );
    }
    let (cpu, max_rss_kb) = children_usage();
    println!(
        "first search (chuhe search, reading included): {:.2} s CPU ({:.2} s wall), peak memory {:.0} MB (max RSS); targets 5 s and 300 MB",
        cpu,
        wall.as_secs_f64(),
        max_rss_kb as f64 / 1024.0
    );
    // 2. In this process: the game list, the index, then searches on it.
    let (mut collection, _, list_cpu) =
        super::cpu_time::measure(|| Collection::open(&[path.to_path_buf()]));
    println!(
        "game list (headers of {} games): {:.3} s CPU",
        collection.len(),
        list_cpu.as_secs_f64()
    );
    // The TUI's game list over it: sorted rows, the first frame drawn,
    // then a filter typed (one keystroke reselects every row).
    let list_frame = super::bench_study::game_list_frames(path)?;
    println!(
        "TUI game list: opened and drawn at 120x40 in {:.3} s CPU; a filter keystroke {:.1} ms; a page down {:.2} ms",
        list_frame.open.as_secs_f64(),
        list_frame.keystroke.as_secs_f64() * 1e3,
        list_frame.page.as_secs_f64() * 1e3
    );
    let (index, _, index_cpu) =
        super::cpu_time::measure(|| index_collection(&mut collection, IndexOptions::default()));
    println!(
        "reading every game and indexing its positions: {:.2} s CPU; {} positions, index {:.0} MB",
        index_cpu.as_secs_f64(),
        index.len(),
        index.heap_bytes() as f64 / 1e6
    );
    let mut worst = 0f64;
    let mut total = 0f64;
    let mut found = 0usize;
    for p in probes {
        let (r, _, cpu) = super::cpu_time::measure(|| index.search(p));
        found += r.games.len();
        worst = worst.max(cpu.as_secs_f64());
        total += cpu.as_secs_f64();
    }
    println!(
        "further searches: {} positions, mean {:.2} ms, slowest {:.2} ms CPU (target 50 ms); {found} game hits in all",
        probes.len(),
        total * 1e3 / probes.len() as f64,
        worst * 1e3
    );
    Ok(ExitCode::SUCCESS)
}

/// CPU seconds and peak resident memory (KB) of the children waited for.
fn children_usage() -> (f64, i64) {
    // SAFETY: getrusage only writes the struct we pass.
    let mut usage: libc::rusage = unsafe { std::mem::zeroed() };
    let rc = unsafe { libc::getrusage(libc::RUSAGE_CHILDREN, &mut usage) };
    if rc != 0 {
        return (0.0, 0);
    }
    let secs = |t: libc::timeval| t.tv_sec as f64 + t.tv_usec as f64 / 1e6;
    (secs(usage.ru_utime) + secs(usage.ru_stime), usage.ru_maxrss)
}
