//! `chuhe uci`: the built-in engine over the UCI protocol on stdin/stdout, with
//! coordinates as Pikafish writes them: files `a`–`i` from Red's left, ranks `0`–`9`
//! from Red's side (ICCS, NOTATION.md).
//!
//! Commands: `uci`, `isready`, `ucinewgame`, `position startpos|fen FEN [moves …]`,
//! `go [depth N] [nodes N] [movetime MS] [wtime MS] [btime MS] [winc MS] [binc MS]
//! [movestogo N] [infinite] [ponder] [searchmoves …]`, `ponderhit`, `stop`, `quit`,
//! `setoption name N value V`
//! for `Threads` (1–8: Lazy SMP, the threads sharing the hash table), `Hash` (MB), `Level` (1–10), `MultiPV`,
//! `Rules` (`cxa`, `axf`, `folk`), `MoveOverhead` (ms kept on the clock for each
//! move besides the search; see `engine::time`) and `BookFile` (an opening book of
//! `chuhe book build`; empty for none).
//!
//! The book: with a `BookFile` set, a `go` on a clock or with `movetime` — a game —
//! answers at once with a book move when the position has one the rule set allows
//! (`engine::book::choose`, weighted by the results, `info string book move`).
//! Analysis never uses it: `go infinite`, `depth`, `nodes`, `ponder` or
//! `searchmoves` always search.
//!
//! Pondering: `go ponder …` searches the position the GUI expects (with the
//! opponent's predicted move played) without a limit; `ponderhit` (the opponent played
//! it) turns it into the real search, planned from the `go` command's clocks, and the
//! transposition table keeps what the ponder search found; `stop` ends it with its
//! `bestmove`. `bestmove` names the move expected in reply (`ponder M`) when the
//! principal variation has one. Anything unreadable is answered with
//! `info string error: …` and otherwise ignored: the parser never panics.

use std::io::{BufRead, Write};
use std::process::ExitCode;
use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::{Arc, Mutex};
use std::time::Duration;

use chuhe_core::adjudication::RuleSet;
use chuhe_core::lang::{Lang, Render};
use chuhe_core::rules::{Color, Move, Position};
use chuhe_engine::book::{self, Book};
use chuhe_engine::level::{Level, Random};
use chuhe_engine::score::Display;
use chuhe_engine::search::{Info, MAX_THREADS, RootMove, root_moves, tt};
use chuhe_engine::thread::{Job, SearchThread};
use chuhe_engine::time::{ClockState, DEFAULT_OVERHEAD, MAX_OVERHEAD, budget_with};
use chuhe_engine::{GameHistory, Limits, Searcher, WallClock};

/// One command of the GUI.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Command {
    Uci,
    IsReady,
    NewGame,
    Position {
        fen: Option<String>,
        moves: Vec<Move>,
    },
    Go(Go),
    Stop,
    PonderHit,
    Quit,
    SetOption {
        name: String,
        value: String,
    },
    /// An empty line.
    Nothing,
}

#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Go {
    pub depth: Option<u32>,
    pub nodes: Option<u64>,
    pub movetime: Option<u64>,
    pub wtime: Option<u64>,
    pub btime: Option<u64>,
    pub winc: Option<u64>,
    pub binc: Option<u64>,
    pub movestogo: Option<u32>,
    pub infinite: bool,
    /// `go ponder`: search until `ponderhit` or `stop`.
    pub ponder: bool,
    pub searchmoves: Vec<Move>,
}

/// Reads one line of the protocol; the error says what is wrong and where.
pub fn parse(line: &str) -> Result<Command, String> {
    let mut words = line.split_whitespace();
    let Some(first) = words.next() else {
        return Ok(Command::Nothing);
    };
    let rest: Vec<&str> = words.collect();
    match first {
        "uci" => Ok(Command::Uci),
        "isready" => Ok(Command::IsReady),
        "ucinewgame" => Ok(Command::NewGame),
        "stop" => Ok(Command::Stop),
        "ponderhit" => Ok(Command::PonderHit),
        "quit" => Ok(Command::Quit),
        "position" => parse_position(&rest),
        "go" => parse_go(&rest).map(Command::Go),
        "setoption" => parse_setoption(&rest),
        other => Err(format!("unknown command '{}'", truncate(other))),
    }
}

fn truncate(s: &str) -> String {
    s.chars().take(40).collect()
}

fn parse_moves(words: &[&str]) -> Result<Vec<Move>, String> {
    words
        .iter()
        .map(|w| {
            Move::from_iccs(w)
                .ok_or_else(|| format!("'{}' is not a move (such as h2e2)", truncate(w)))
        })
        .collect()
}

fn parse_position(words: &[&str]) -> Result<Command, String> {
    let moves_at = words.iter().position(|&w| w == "moves");
    let (head, moves) = match moves_at {
        Some(i) => (&words[..i], parse_moves(&words[i + 1..])?),
        None => (words, Vec::new()),
    };
    match head.split_first() {
        Some((&"startpos", [])) => Ok(Command::Position { fen: None, moves }),
        Some((&"fen", fen)) if !fen.is_empty() => Ok(Command::Position {
            fen: Some(fen.join(" ")),
            moves,
        }),
        _ => Err("position: expected 'startpos' or 'fen FEN', then 'moves …'".into()),
    }
}

fn number<T: std::str::FromStr>(name: &str, word: Option<&&str>) -> Result<T, String> {
    let w = word.ok_or_else(|| format!("go {name}: a number is missing"))?;
    // Some GUIs send negative times when a clock has run out: read them as zero.
    if w.starts_with('-') && w[1..].chars().all(|c| c.is_ascii_digit()) && w.len() > 1 {
        return "0"
            .parse()
            .map_err(|_| format!("go {name}: '{}'", truncate(w)));
    }
    w.parse()
        .map_err(|_| format!("go {name}: '{}' is not a number", truncate(w)))
}

fn parse_go(words: &[&str]) -> Result<Go, String> {
    let mut go = Go::default();
    let mut i = 0;
    while i < words.len() {
        let key = words[i];
        let arg = words.get(i + 1);
        i += 2;
        match key {
            "depth" => go.depth = Some(number(key, arg)?),
            "nodes" => go.nodes = Some(number(key, arg)?),
            "movetime" => go.movetime = Some(number(key, arg)?),
            "wtime" => go.wtime = Some(number(key, arg)?),
            "btime" => go.btime = Some(number(key, arg)?),
            "winc" => go.winc = Some(number(key, arg)?),
            "binc" => go.binc = Some(number(key, arg)?),
            "movestogo" => go.movestogo = Some(number(key, arg)?),
            "mate" => go.depth = Some(number::<u32>(key, arg)?.saturating_mul(2).saturating_sub(1)),
            "infinite" => {
                go.infinite = true;
                i -= 1;
            }
            "ponder" => {
                go.ponder = true;
                i -= 1;
            }
            "searchmoves" => {
                go.searchmoves = parse_moves(&words[i - 1..])?;
                break;
            }
            other => return Err(format!("go: unknown parameter '{}'", truncate(other))),
        }
    }
    Ok(go)
}

fn parse_setoption(words: &[&str]) -> Result<Command, String> {
    if words.first() != Some(&"name") {
        return Err("setoption: expected 'name NAME [value VALUE]'".into());
    }
    let value_at = words.iter().position(|&w| w == "value");
    let (name, value) = match value_at {
        Some(i) => (&words[1..i], words[i + 1..].join(" ")),
        None => (&words[1..], String::new()),
    };
    if name.is_empty() {
        return Err("setoption: the option name is missing".into());
    }
    Ok(Command::SetOption {
        name: name.join(" "),
        value,
    })
}

/// The output shared by the reader and the search thread.
pub type Output = Arc<Mutex<dyn Write + Send>>;

fn say(out: &Output, line: &str) {
    // A poisoned lock only means another writer panicked; the text is still wanted.
    let mut w = out.lock().unwrap_or_else(|e| e.into_inner());
    let _ = writeln!(w, "{line}");
    let _ = w.flush();
}

const MAX_MULTIPV: usize = 10;
const MAX_HASH_MB: usize = 1024;

/// The engine's state between commands.
pub struct Session {
    out: Output,
    searcher: Option<Searcher>,
    thread: Option<SearchThread>,
    game: GameHistory,
    rules: RuleSet,
    level: Level,
    multipv: usize,
    hash_mb: usize,
    threads: usize,
    /// `MoveOverhead`: the clock time each move costs besides the search.
    overhead: Duration,
    /// While pondering: the search to run on `ponderhit`, and the flag that keeps
    /// the ponder search's `bestmove` unsaid.
    pondering: Option<(Go, Arc<AtomicBool>)>,
    /// `BookFile`: the opening book played from in games.
    book: Option<Book>,
    /// The last `position` command, replayed when the rule set changes.
    start: Position,
    moves: Vec<Move>,
}

impl Session {
    pub fn new(out: Output) -> Session {
        let start = Position::startpos();
        Session {
            out,
            searcher: None,
            thread: None,
            game: GameHistory::new(RuleSet::Cxa, &start),
            rules: RuleSet::Cxa,
            level: Level::FULL,
            multipv: 1,
            hash_mb: tt::DEFAULT_MB,
            threads: 1,
            overhead: DEFAULT_OVERHEAD,
            pondering: None,
            book: None,
            start,
            moves: Vec::new(),
        }
    }

    fn say(&self, line: &str) {
        say(&self.out, line);
    }

    /// Handles one line; `false` after `quit`.
    pub fn handle_line(&mut self, line: &str) -> bool {
        match parse(line) {
            Ok(cmd) => self.handle(cmd),
            Err(e) => {
                self.say(&format!("info string error: {e}"));
                true
            }
        }
    }

    fn handle(&mut self, cmd: Command) -> bool {
        match cmd {
            Command::Nothing => {}
            Command::PonderHit => {
                // The predicted move was played: the real search, on the clocks of
                // the `go ponder` command (the GUI's clock runs from now).
                if let Some((go, quiet)) = self.pondering.take() {
                    quiet.store(true, Ordering::Relaxed);
                    self.finish_search();
                    self.go(go);
                }
            }
            Command::Uci => {
                self.say(concat!("id name chuhe ", env!("CARGO_PKG_VERSION")));
                self.say("id author the chuhe authors");
                self.say(&format!(
                    "option name Threads type spin default 1 min 1 max {MAX_THREADS}"
                ));
                self.say(&format!(
                    "option name Hash type spin default {} min 1 max {MAX_HASH_MB}",
                    tt::DEFAULT_MB
                ));
                self.say("option name Level type spin default 10 min 1 max 10");
                self.say(&format!(
                    "option name MultiPV type spin default 1 min 1 max {MAX_MULTIPV}"
                ));
                self.say("option name Rules type combo default cxa var cxa var axf var folk");
                self.say(&format!(
                    "option name MoveOverhead type spin default {} min 0 max {}",
                    DEFAULT_OVERHEAD.as_millis(),
                    MAX_OVERHEAD.as_millis()
                ));
                self.say("option name BookFile type string default <empty>");
                self.say("uciok");
            }
            Command::IsReady => self.say("readyok"),
            Command::NewGame => {
                self.finish_search();
                if let Some(s) = self.searcher.as_mut() {
                    s.clear();
                }
            }
            Command::Position { fen, moves } => {
                self.finish_search();
                self.set_position(fen.as_deref(), moves);
            }
            Command::Go(go) => {
                self.finish_search();
                self.go(go);
            }
            Command::Stop => self.finish_search(),
            Command::Quit => {
                self.finish_search();
                return false;
            }
            Command::SetOption { name, value } => {
                self.finish_search();
                self.set_option(&name, &value);
            }
        }
        true
    }

    fn set_position(&mut self, fen: Option<&str>, moves: Vec<Move>) {
        let start = match fen {
            None => Position::startpos(),
            Some(f) => match Position::from_fen(f) {
                Ok(p) => p,
                Err(e) => {
                    self.say(&format!("info string error: position fen: {e}"));
                    return;
                }
            },
        };
        self.start = start;
        self.moves = moves;
        self.replay();
    }

    fn replay(&mut self) {
        self.game = GameHistory::new(self.rules, &self.start);
        for (i, &m) in self.moves.iter().enumerate() {
            if let Err(e) = self.game.play(m) {
                self.say(&format!(
                    "info string error: move {} {m} is illegal ({e}); the position stops before it",
                    i + 1
                ));
                self.moves.truncate(i);
                break;
            }
        }
    }

    fn set_option(&mut self, name: &str, value: &str) {
        let v = value.trim();
        // Stockfish writes "Move Overhead"; both spellings are accepted.
        match name.to_ascii_lowercase().replace(' ', "").as_str() {
            "moveoverhead" => match v.parse::<u64>() {
                Ok(n) if u128::from(n) <= MAX_OVERHEAD.as_millis() => {
                    self.overhead = Duration::from_millis(n);
                }
                _ => self.say(&format!(
                    "info string error: MoveOverhead: 0 to {} (ms)",
                    MAX_OVERHEAD.as_millis()
                )),
            },
            "threads" => match v.parse::<usize>() {
                Ok(n) if (1..=MAX_THREADS).contains(&n) => {
                    self.threads = n;
                    if let Some(s) = self.searcher.as_mut() {
                        s.set_threads(n);
                    }
                }
                _ => self.say(&format!("info string error: Threads: 1 to {MAX_THREADS}")),
            },
            "hash" => match v.parse::<usize>() {
                Ok(mb) if (1..=MAX_HASH_MB).contains(&mb) => {
                    self.hash_mb = mb;
                    if let Some(s) = self.searcher.as_mut() {
                        s.set_hash_mb(mb);
                    }
                }
                _ => self.say(&format!("info string error: Hash: 1 to {MAX_HASH_MB} (MB)")),
            },
            "level" => match v.parse::<u8>().ok().and_then(Level::new) {
                Some(l) => self.level = l,
                None => self.say("info string error: Level: 1 to 10"),
            },
            "multipv" => match v.parse::<usize>() {
                Ok(k) if (1..=MAX_MULTIPV).contains(&k) => self.multipv = k,
                _ => self.say(&format!("info string error: MultiPV: 1 to {MAX_MULTIPV}")),
            },
            "bookfile" => {
                if v.is_empty() || v == "<empty>" {
                    self.book = None;
                    return;
                }
                match book::open(std::path::Path::new(v)) {
                    Ok(b) => self.book = Some(b),
                    Err(e) => {
                        self.book = None;
                        self.say(&format!(
                            "info string error: BookFile: {}",
                            e.render(Lang::En)
                        ));
                    }
                }
            }
            "rules" => match v.parse::<RuleSet>() {
                Ok(r) => {
                    self.rules = r;
                    self.replay();
                }
                Err(e) => self.say(&format!("info string error: Rules: {e}")),
            },
            _ => self.say(&format!(
                "info string error: unknown option '{}'",
                truncate(name)
            )),
        }
    }

    fn limits(&self, go: &Go) -> Limits {
        let side = self.game.position().side_to_move();
        let (time, inc) = match side {
            Color::Red => (go.wtime, go.winc),
            Color::Black => (go.btime, go.binc),
        };
        let mut limits = Limits::default();
        if go.infinite {
            return limits;
        }
        if let Some(t) = time {
            let b = budget_with(
                ClockState {
                    remaining: Duration::from_millis(t),
                    moves_to_go: go.movestogo,
                    increment: Duration::from_millis(inc.unwrap_or(0)),
                    delay: Duration::ZERO,
                },
                self.overhead,
            );
            limits.soft_time = Some(b.soft);
            limits.hard_time = Some(b.hard);
        }
        if let Some(ms) = go.movetime {
            let t = Duration::from_millis(ms);
            limits.soft_time = Some(limits.soft_time.map_or(t, |s| s.min(t)));
            limits.hard_time = Some(limits.hard_time.map_or(t, |h| h.min(t)));
        }
        limits.depth = go.depth;
        limits.nodes = go.nodes;
        limits
    }

    /// A book move for a `go` of a game (a clock or `movetime`; never analysis).
    fn book_move(&self, go: &Go) -> Option<Move> {
        let book = self.book.as_ref()?;
        let game = go.wtime.is_some() || go.btime.is_some() || go.movetime.is_some();
        let analysis = go.infinite
            || go.ponder
            || go.depth.is_some()
            || go.nodes.is_some()
            || !go.searchmoves.is_empty();
        if !game || analysis {
            return None;
        }
        book::choose(book, &self.game, seed())
    }

    fn go(&mut self, go: Go) {
        if let Some(m) = self.book_move(&go) {
            self.say("info string book move");
            self.say(&format!("bestmove {m}"));
            return;
        }
        let quiet = Arc::new(AtomicBool::new(false));
        let limits = if go.ponder {
            self.pondering = Some((
                Go {
                    ponder: false,
                    ..go.clone()
                },
                Arc::clone(&quiet),
            ));
            Limits::infinite()
        } else {
            self.level.restrict(self.limits(&go))
        };
        let mut roots: Vec<RootMove> = root_moves(&self.game);
        if !go.searchmoves.is_empty() {
            roots.retain(|r| go.searchmoves.contains(&r.mv));
            if roots.is_empty() {
                self.say("info string error: go searchmoves: none of them is legal here");
                roots = root_moves(&self.game);
            }
        }
        let level = self.level;
        let lines = self.multipv.max(level.params().multipv);
        let shown = self.multipv;
        let searcher = self.searcher.take().unwrap_or_else(|| {
            let mut s = Searcher::new(self.hash_mb);
            s.set_threads(self.threads);
            s
        });
        let info_out = self.out.clone();
        let done_out = self.out.clone();
        let seed = seed();
        let job = Job {
            game: self.game.clone(),
            limits,
            multipv: lines,
            roots: Some(roots),
            clock: Box::new(WallClock::start()),
        };
        let spawned = SearchThread::spawn(
            searcher,
            job,
            move |info| {
                for line in info_lines(info, shown) {
                    say(&info_out, &line);
                }
            },
            move |outcome| {
                if quiet.load(Ordering::Relaxed) {
                    return;
                }
                let best = level.choose(outcome, Random::new(seed).next_u64());
                // The reply the principal variation expects, to ponder on.
                let reply = outcome
                    .lines
                    .first()
                    .filter(|l| l.pv.first() == best.as_ref())
                    .and_then(|l| l.pv.get(1));
                match (best, reply) {
                    (Some(m), Some(r)) => say(&done_out, &format!("bestmove {m} ponder {r}")),
                    (Some(m), None) => say(&done_out, &format!("bestmove {m}")),
                    // No legal move: mated or stalemated. UCI has no word for it.
                    (None, _) => say(&done_out, "bestmove 0000"),
                }
            },
        );
        match spawned {
            Ok(t) => self.thread = Some(t),
            Err(e) => self.say(&format!("info string error: cannot start the search: {e}")),
        }
    }

    /// Stops a running search and waits for it (it prints its `bestmove`).
    fn finish_search(&mut self) {
        self.pondering = None;
        if let Some(t) = self.thread.take() {
            t.stop();
            match t.join() {
                Some((searcher, _)) => self.searcher = Some(searcher),
                None => self.say("info string error: the search failed"),
            }
        }
    }
}

/// A seed for the level's and the book's random draws.
fn seed() -> u64 {
    let nanos = std::time::SystemTime::now()
        .duration_since(std::time::UNIX_EPOCH)
        .map_or(1, |d| d.as_nanos() as u64);
    Random::new(nanos).next_u64()
}

fn info_lines(info: &Info, shown: usize) -> Vec<String> {
    let ms = info.elapsed.as_millis().max(1) as u64;
    let nps = info.nodes * 1000 / ms;
    info.lines
        .iter()
        .take(shown)
        .enumerate()
        .map(|(i, l)| {
            let score = match Display::of(l.score) {
                Display::Centipawns(cp) => format!("cp {cp}"),
                Display::Mate(n) => format!("mate {n}"),
            };
            let pv: Vec<String> = l.pv.iter().map(|m| m.to_string()).collect();
            format!(
                "info depth {} seldepth {} multipv {} score {score} nodes {} nps {nps} time {ms} pv {}",
                info.depth,
                info.seldepth,
                i + 1,
                info.nodes,
                pv.join(" ")
            )
        })
        .collect()
}

pub fn run() -> anyhow::Result<ExitCode> {
    let out: Output = Arc::new(Mutex::new(std::io::stdout()));
    let mut session = Session::new(out);
    let stdin = std::io::stdin();
    let mut input = stdin.lock();
    let mut bytes = Vec::new();
    loop {
        bytes.clear();
        if input.read_until(b'\n', &mut bytes)? == 0 {
            // End of input: as `quit`.
            session.handle(Command::Quit);
            break;
        }
        // Bytes that are not UTF-8 become U+FFFD and are reported as unknown text.
        if !session.handle_line(&String::from_utf8_lossy(&bytes)) {
            break;
        }
    }
    Ok(ExitCode::SUCCESS)
}
