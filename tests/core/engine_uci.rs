//! `chuhe uci`: a session with the real binary over stdin/stdout, and the protocol
//! parser on arbitrary input (it must never panic, and errors become `info string`).

use std::io::{BufRead, BufReader, Write};
use std::process::{Command, Stdio};
use std::sync::{Arc, Mutex};

use proptest::prelude::*;

use chuhe::cli::uci::{Command as Uci, Session, parse};
use chuhe::rules::{Move, Position};

struct Engine {
    child: std::process::Child,
    stdin: std::process::ChildStdin,
    stdout: BufReader<std::process::ChildStdout>,
}

impl Engine {
    fn start() -> Engine {
        let mut child = Command::new(env!("CARGO_BIN_EXE_chuhe"))
            .arg("uci")
            .stdin(Stdio::piped())
            .stdout(Stdio::piped())
            .spawn()
            .unwrap();
        let stdin = child.stdin.take().unwrap();
        let stdout = BufReader::new(child.stdout.take().unwrap());
        Engine {
            child,
            stdin,
            stdout,
        }
    }

    fn send(&mut self, line: &str) {
        writeln!(self.stdin, "{line}").unwrap();
        self.stdin.flush().unwrap();
    }

    /// Lines up to and including the first that starts with `prefix`.
    fn until(&mut self, prefix: &str) -> Vec<String> {
        let mut out = Vec::new();
        loop {
            let mut line = String::new();
            assert!(
                self.stdout.read_line(&mut line).unwrap() > 0,
                "engine closed: {out:?}"
            );
            let line = line.trim_end().to_string();
            let done = line.starts_with(prefix);
            out.push(line);
            if done {
                return out;
            }
        }
    }
}

#[test]
fn a_session_over_stdin_and_stdout() {
    let mut e = Engine::start();
    e.send("uci");
    let hello = e.until("uciok");
    for option in ["Threads", "Hash", "Level", "MultiPV", "Rules"] {
        assert!(
            hello
                .iter()
                .any(|l| l.starts_with(&format!("option name {option} "))),
            "{hello:?}"
        );
    }
    e.send("isready");
    e.until("readyok");

    // Garbage is answered, not fatal.
    e.send("flibbertigibbet 炮二平五");
    e.send("go depth banana");
    e.send("position fen this is not a fen");
    e.send("setoption name Threads value 99");
    e.send("isready");
    let replies = e.until("readyok");
    let errors = replies
        .iter()
        .filter(|l| l.starts_with("info string error"))
        .count();
    assert_eq!(errors, 4, "{replies:?}");

    // A search to a depth: info lines with scores, then a legal best move.
    e.send("ucinewgame");
    e.send("setoption name Hash value 8");
    e.send("position startpos moves h2e2 h9g7");
    e.send("go depth 5");
    let lines = e.until("bestmove");
    assert!(
        lines
            .iter()
            .any(|l| l.starts_with("info depth 5 ") && l.contains(" score cp ")),
        "{lines:?}"
    );
    let best = lines
        .last()
        .unwrap()
        .split_whitespace()
        .nth(1)
        .unwrap()
        .to_string();
    let mut pos = Position::startpos();
    for m in ["h2e2", "h9g7"] {
        pos.play(Move::from_iccs(m).unwrap()).unwrap();
    }
    assert!(pos.is_legal(Move::from_iccs(&best).unwrap()), "{best}");

    // A mate in one from a FEN, reported as `mate 1`: the black general on d9 may not
    // step onto the e-file facing the red general (2.2), so a rook check on the d-file
    // mates (ranks 0-9: the rook goes from a1 to d1).
    e.send("position fen 3k5/9/9/9/9/9/9/9/R8/4K4 w - - 0 1");
    e.send("go depth 3");
    let lines = e.until("bestmove");
    assert!(
        lines.iter().any(|l| l.contains("score mate 1 ")),
        "{lines:?}"
    );

    // Two threads (Lazy SMP): the search reaches its depth and plays a legal move.
    e.send("setoption name Threads value 2");
    e.send("position startpos moves h2e2");
    e.send("go depth 6");
    let lines = e.until("bestmove");
    assert!(
        lines.iter().any(|l| l.starts_with("info depth 6 ")),
        "{lines:?}"
    );
    let best = lines.last().unwrap().split_whitespace().nth(1).unwrap();
    let mut pos = Position::startpos();
    pos.play(Move::from_iccs("h2e2").unwrap()).unwrap();
    assert!(pos.is_legal(Move::from_iccs(best).unwrap()), "{best}");
    e.send("setoption name Threads value 1");

    // An infinite search stops on `stop`, with a legal move.
    e.send("setoption name Rules value folk");
    e.send("setoption name Level value 3");
    e.send("position startpos");
    e.send("go infinite");
    e.send("stop");
    let lines = e.until("bestmove");
    let best = lines
        .last()
        .unwrap()
        .split_whitespace()
        .nth(1)
        .unwrap()
        .to_string();
    assert!(Position::startpos().is_legal(Move::from_iccs(&best).unwrap()));

    // Clock times: the move comes well within them.
    e.send("setoption name Level value 10");
    e.send("go wtime 2000 btime 2000 winc 0 binc 0");
    e.until("bestmove");

    e.send("quit");
    assert!(e.child.wait().unwrap().success());
}

/// Pondering, as a GUI drives it (a transcript): `go ponder` on the position with the
/// expected reply played, then `ponderhit` — the search becomes a timed one and ends
/// by itself with one `bestmove` — or `stop` — one `bestmove` at once. A watchdog ends
/// the engine if it never answers, so that a lost `ponderhit` fails the test instead
/// of hanging it.
/// `BookFile`: a book built by `chuhe book build` from the shared records answers a
/// game's `go` at once with one of the moves the records played there (checked
/// against the book file read back by the engine's reader); analysis (`go depth`)
/// and a position the book does not hold are searched; a missing file is an error
/// and the engine goes on without a book.
#[test]
fn the_book_answers_a_games_go_and_never_analysis() {
    let dir = tempfile::tempdir().unwrap();
    let book_path = dir.path().join("book.bin");
    crate::common::chuhe_ok(&[
        "book",
        "build",
        "../shared/data/games",
        "-o",
        book_path.to_str().unwrap(),
    ]);
    let book = chuhe::engine::book::open(&book_path).unwrap();
    let start_moves: Vec<String> = book
        .moves(&Position::startpos())
        .iter()
        .map(|m| m.mv.to_string())
        .collect();
    assert!(start_moves.contains(&"h2e2".to_string()), "{start_moves:?}");

    let mut e = Engine::start();
    e.send("uci");
    let hello = e.until("uciok");
    assert!(
        hello
            .iter()
            .any(|l| l.starts_with("option name BookFile type string"))
    );
    e.send("setoption name BookFile value /nonexistent/book.bin");
    e.send("isready");
    let replies = e.until("readyok");
    assert!(
        replies
            .iter()
            .any(|l| l.starts_with("info string error: BookFile:")),
        "{replies:?}"
    );
    e.send(&format!(
        "setoption name BookFile value {}",
        book_path.display()
    ));
    e.send("position startpos");
    for _ in 0..5 {
        e.send("go wtime 60000 btime 60000 winc 0 binc 0");
        let lines = e.until("bestmove");
        assert!(
            lines.contains(&"info string book move".to_string()),
            "{lines:?}"
        );
        let best = lines
            .last()
            .unwrap()
            .trim_start_matches("bestmove ")
            .to_string();
        assert!(start_moves.contains(&best), "{best} not in {start_moves:?}");
    }
    // Analysis searches even where the book has moves.
    e.send("go depth 3");
    let lines = e.until("bestmove");
    assert!(!lines.iter().any(|l| l.contains("book move")), "{lines:?}");
    assert!(
        lines.iter().any(|l| l.starts_with("info depth 3 ")),
        "{lines:?}"
    );
    // Out of the book: a position no record reached is searched.
    e.send("position fen 3k5/9/9/9/9/9/9/9/4R4/4K4 w - - 0 1");
    e.send("go movetime 200");
    let lines = e.until("bestmove");
    assert!(!lines.iter().any(|l| l.contains("book move")), "{lines:?}");
    e.send("quit");
    let _ = e.child.wait();
}

#[test]
fn pondering_with_ponderhit_and_stop() {
    let mut e = Engine::start();
    let pid = e.child.id();
    let (done, finished) = std::sync::mpsc::channel::<()>();
    let watchdog = std::thread::spawn(move || {
        if finished
            .recv_timeout(std::time::Duration::from_secs(120))
            .is_err()
        {
            let _ = Command::new("kill").arg(pid.to_string()).status();
        }
    });
    e.send("uci");
    e.until("uciok");
    e.send("setoption name MoveOverhead value 200");
    e.send("isready");
    let ready = e.until("readyok");
    assert!(!ready.iter().any(|l| l.contains("error")), "{ready:?}");

    // Red to move; the GUI expects 马8进7 after 炮二平五 and ponders on it.
    e.send("position startpos moves h2e2 h9g7");
    e.send("go ponder wtime 3000 btime 3000 winc 0 binc 0");
    e.send("isready");
    let pondering = e.until("readyok");
    assert!(
        !pondering.iter().any(|l| l.starts_with("bestmove")),
        "a ponder search does not end by itself: {pondering:?}"
    );
    e.send("ponderhit");
    let lines = e.until("bestmove");
    let words: Vec<&str> = lines.last().unwrap().split_whitespace().collect();
    let mut pos = Position::startpos();
    for m in ["h2e2", "h9g7"] {
        pos.play(Move::from_iccs(m).unwrap()).unwrap();
    }
    let best = Move::from_iccs(words[1]).unwrap();
    assert!(pos.is_legal(best), "{lines:?}");
    // The expected reply, if named, is legal after the move.
    if let Some(&"ponder") = words.get(2) {
        pos.play(best).unwrap();
        assert!(
            pos.is_legal(Move::from_iccs(words[3]).unwrap()),
            "{lines:?}"
        );
    }
    // Exactly one bestmove: none more comes before the next readyok.
    e.send("isready");
    let after = e.until("readyok");
    assert!(
        !after.iter().any(|l| l.starts_with("bestmove")),
        "{after:?}"
    );

    // `stop` while pondering (the opponent played something else): one bestmove.
    e.send("position startpos moves h2e2 b9c7");
    e.send("go ponder wtime 3000 btime 3000");
    e.send("stop");
    let lines = e.until("bestmove");
    let mut pos = Position::startpos();
    for m in ["h2e2", "b9c7"] {
        pos.play(Move::from_iccs(m).unwrap()).unwrap();
    }
    let best = lines.last().unwrap().split_whitespace().nth(1).unwrap();
    assert!(pos.is_legal(Move::from_iccs(best).unwrap()), "{lines:?}");
    e.send("isready");
    let after = e.until("readyok");
    assert!(
        !after.iter().any(|l| l.starts_with("bestmove")),
        "{after:?}"
    );
    // A `ponderhit` with nothing pondered is ignored.
    e.send("ponderhit");
    e.send("isready");
    let after = e.until("readyok");
    assert!(
        !after.iter().any(|l| l.starts_with("bestmove")),
        "{after:?}"
    );

    e.send("quit");
    assert!(e.child.wait().unwrap().success());
    let _ = done.send(());
    let _ = watchdog.join();
}

#[test]
fn parser_reads_the_usual_commands() {
    assert_eq!(parse("isready"), Ok(Uci::IsReady));
    match parse("position startpos moves h2e2 b9c7").unwrap() {
        Uci::Position { fen: None, moves } => assert_eq!(moves.len(), 2),
        other => panic!("{other:?}"),
    }
    match parse("go wtime 1000 btime 2000 winc 10 binc 20 movestogo 5").unwrap() {
        Uci::Go(g) => {
            assert_eq!(
                (g.wtime, g.btime, g.winc, g.binc, g.movestogo),
                (Some(1000), Some(2000), Some(10), Some(20), Some(5))
            );
        }
        other => panic!("{other:?}"),
    }
    assert!(parse("go depth").is_err());
    assert!(parse("position moves").is_err());
    assert!(parse("setoption value 3").is_err());
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(400))]
    #[test]
    fn parser_never_panics(line in ".{0,120}") {
        let _ = parse(&line);
    }

    #[test]
    fn keyword_soup_never_panics(words in proptest::collection::vec(
        prop_oneof![
            Just("position"), Just("startpos"), Just("fen"), Just("moves"), Just("go"),
            Just("depth"), Just("nodes"), Just("movetime"), Just("wtime"), Just("-5"),
            Just("searchmoves"), Just("infinite"), Just("setoption"), Just("name"),
            Just("value"), Just("h2e2"), Just("1"), Just("99999999999999999999"),
            Just("MultiPV"), Just("Rules"), Just("Hash"), Just("0"), Just("stop"),
        ],
        0..12,
    )) {
        let line = words.join(" ");
        let _ = parse(&line);
        // A session fed the same never panics either (searches are bounded by nodes).
        let out: Arc<Mutex<dyn Write + Send>> = Arc::new(Mutex::new(Vec::<u8>::new()));
        let mut s = Session::new(out);
        if !line.contains("infinite") && !line.starts_with("go") {
            s.handle_line(&line);
        }
        s.handle_line("go nodes 200");
        s.handle_line("stop");
    }
}
