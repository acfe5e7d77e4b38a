//! External engines (`chuhe::engine_process`): Debian's Fairy-Stockfish
//! (`/usr/games/fairy-stockfish`, installed by `.ci/install-test-packages`) plays moves,
//! solves a mate in 1 from the CCPD kill puzzles and respects the forbidden moves it is
//! given; a fake engine (`tests/fixtures/fake_engine.sh`) crashes, hangs, sends garbage
//! and illegal moves, and each is reported while the caller's game goes on.

use std::path::PathBuf;
use std::sync::atomic::AtomicBool;
use std::time::Duration;

use chuhe::adjudication::RuleSet;
use chuhe::engine::score::Display;
use chuhe::engine_process::{
    EngineConfig, EngineError, EngineProcess, OptionValue, Protocol, Request, Think, Timeouts,
};
use chuhe::lang::{Lang, Render};
use chuhe::rules::{Move, Position};

const FAIRY: &str = "/usr/games/fairy-stockfish";
const PUZZLES: &str = "../shared/data/games/ccpd/ccpd_kill_puzzles_utf8.pgn";

fn fake() -> PathBuf {
    PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("tests/fixtures/fake_engine.sh")
}

fn fake_config(mode: &str) -> EngineConfig {
    let mut c = EngineConfig::new(fake(), Protocol::Uci);
    c.args = vec![mode.to_string()];
    c
}

/// Short waits: the fake engine answers at once or never.
fn quick() -> Timeouts {
    Timeouts {
        handshake: Duration::from_millis(800),
        overrun: Duration::from_millis(200),
        after_stop: Duration::from_millis(300),
        unbounded: Duration::from_secs(5),
    }
}

fn fairy() -> EngineProcess {
    let config = EngineConfig::new(FAIRY, Protocol::UciFairy)
        .option("Hash", OptionValue::Int(16))
        .option("Threads", OptionValue::Int(1));
    EngineProcess::start("fairy", &config, Timeouts::default()).expect("fairy-stockfish starts")
}

fn mv(s: &str) -> Move {
    Move::from_iccs(s).unwrap()
}

/// Red's rook checks from h9 and h8 in turn; after these eight plies the next h8h9
/// would complete a perpetual check (长将), which loses under every rule set (26).
fn perpetual() -> (Position, Vec<Move>) {
    let start = Position::from_fen("3k5/9/9/9/9/9/9/9/4A4/3AK2R1 w - - 0 1").unwrap();
    let moves = [
        "h0h9", "d9d8", "h9h8", "d8d9", "h8h9", "d9d8", "h9h8", "d8d9",
    ]
    .iter()
    .map(|s| mv(s))
    .collect();
    (start, moves)
}

#[test]
fn fairy_stockfish_plays_legal_moves_in_its_coordinates() {
    let mut engine = fairy();
    assert!(engine.id_name().unwrap_or("").contains("Fairy-Stockfish"));
    let start = Position::startpos();
    let mut moves = Vec::new();
    let mut pos = start.clone();
    let stop = AtomicBool::new(false);
    // Eight plies, Fairy-Stockfish on both sides; each move is checked by chuhe's rules
    // core after `think` has checked it too.
    for _ in 0..8 {
        let req = Request {
            rules: RuleSet::Cxa,
            start: &start,
            moves: &moves,
            think: Think::MoveTime(Duration::from_millis(60)),
        };
        let answer = engine.think(&req, &stop, &mut |_| {}).expect("a move");
        let m = answer.best.expect("the position has moves");
        assert!(pos.is_legal(m), "{m} in {}", pos.fen());
        pos.play(m).unwrap();
        moves.push(m);
    }
    assert_eq!(moves.len(), 8);
    // With both clocks instead of a fixed time.
    let req = Request {
        rules: RuleSet::Cxa,
        start: &start,
        moves: &moves,
        think: Think::Clock {
            red: Duration::from_secs(5),
            black: Duration::from_secs(5),
            red_increment: Duration::from_millis(100),
            black_increment: Duration::from_millis(100),
            moves_to_go: None,
        },
    };
    let m = engine
        .think(&req, &stop, &mut |_| {})
        .unwrap()
        .best
        .unwrap();
    assert!(pos.is_legal(m));
    engine.quit();
}

#[test]
fn fairy_stockfish_finds_a_ccpd_mate_in_one() {
    let games = chuhe::record::read_file(std::path::Path::new(PUZZLES)).unwrap();
    let mut engine = fairy();
    let stop = AtomicBool::new(false);
    let mut checked = 0;
    for g in &games {
        let Ok(positions) = g.main_line_positions() else {
            continue;
        };
        if positions.len() < 2 || !positions.last().unwrap().is_checkmate() {
            continue;
        }
        let before = &positions[positions.len() - 2];
        let mut infos = Vec::new();
        let req = Request {
            rules: RuleSet::Cxa,
            start: before,
            moves: &[],
            think: Think::Depth(6),
        };
        let answer = engine
            .think(&req, &stop, &mut |i| infos.push(i.clone()))
            .unwrap();
        let m = answer.best.unwrap();
        let mut after = before.clone();
        after.play(m).unwrap();
        assert!(
            after.is_checkmate(),
            "{m} does not mate in {}",
            before.fen()
        );
        assert_eq!(answer.info.unwrap().score, Some(Display::Mate(1)));
        assert!(!infos.is_empty());
        checked += 1;
        if checked == 3 {
            break;
        }
    }
    assert_eq!(checked, 3, "three mates in one from {PUZZLES}");
}

/// A weak check, said plainly: at depth 8 Fairy-Stockfish prefers h9e9 here even
/// without `searchmoves` (measured by hand); this test shows that a real UCI engine
/// accepts the `searchmoves` list and stays inside it. The ban itself is proved by the
/// fake UCCI engine (`banmoves h8h9`) and the fake engine that plays h8h9 regardless.
#[test]
fn fairy_stockfish_is_kept_from_a_forbidden_repetition() {
    let (start, moves) = perpetual();
    let mut engine = fairy();
    let stop = AtomicBool::new(false);
    for _ in 0..3 {
        let req = Request {
            rules: RuleSet::Cxa,
            start: &start,
            moves: &moves,
            think: Think::Depth(8),
        };
        let m = engine
            .think(&req, &stop, &mut |_| {})
            .unwrap()
            .best
            .unwrap();
        assert_ne!(m, mv("h8h9"), "the perpetual check was not forbidden");
    }
}

#[test]
fn ucci_gets_banmoves_and_its_time() {
    let dir = tempfile::tempdir().unwrap();
    let log = dir.path().join("heard.txt");
    let mut config =
        EngineConfig::new(fake(), Protocol::Ucci).option("hashsize", OptionValue::Int(8));
    config.args = vec!["ucci".into(), log.display().to_string()];
    let mut engine = EngineProcess::start("ucci", &config, quick()).unwrap();
    let (start, moves) = perpetual();
    let req = Request {
        rules: RuleSet::Cxa,
        start: &start,
        moves: &moves,
        think: Think::MoveTime(Duration::from_millis(300)),
    };
    let answer = engine
        .think(&req, &AtomicBool::new(false), &mut |_| {})
        .unwrap();
    assert_eq!(answer.best, Some(mv("h8h7")));
    assert_eq!(answer.info.unwrap().score, Some(Display::Centipawns(5)));
    engine.quit();
    let heard = std::fs::read_to_string(&log).unwrap();
    let lines: Vec<&str> = heard.lines().collect();
    assert_eq!(lines[0], "ucci");
    assert!(lines.contains(&"setoption hashsize 8"), "{heard}");
    let ban = lines
        .iter()
        .position(|l| l.starts_with("banmoves"))
        .unwrap();
    assert_eq!(lines[ban], "banmoves h8h9");
    assert_eq!(lines[ban + 1], "go time 300 movestogo 1");
    assert!(lines[ban - 1].starts_with("position fen 3k5/9/9/9/9/9/9/9/4A4/3AK2R1 w"));
    assert!(lines[ban - 1].ends_with("moves h0h9 d9d8 h9h8 d8d9 h8h9 d9d8 h9h8 d8d9"));
}

/// Whether an error is the one a case expects.
type Expect = fn(&EngineError) -> bool;

/// Each misbehaviour is a typed error with its text in both languages; the caller's
/// moves are untouched, the broken engine stays broken, and a fresh engine continues the
/// same game.
#[test]
fn a_misbehaving_engine_is_stopped_and_reported() {
    let cases: [(&str, Expect); 5] = [
        ("crash", |e| {
            matches!(e, EngineError::Crashed { code: Some(3), .. })
        }),
        ("hang", |e| matches!(e, EngineError::Hung { .. })),
        (
            "garbage",
            |e| matches!(e, EngineError::Garbage { line, .. } if line.contains("@@!!")),
        ),
        (
            "illegal",
            |e| matches!(e, EngineError::IllegalMove { mv, .. } if mv == "a0a5"),
        ),
        (
            "forbidden",
            |e| matches!(e, EngineError::ForbiddenMove { mv, .. } if mv == "h8h9"),
        ),
    ];
    for (mode, expected) in cases {
        let (start, moves) = if mode == "forbidden" {
            perpetual()
        } else {
            (Position::startpos(), Vec::new())
        };
        let kept = moves.clone();
        let mut engine = EngineProcess::start(mode, &fake_config(mode), quick()).unwrap();
        let req = Request {
            rules: RuleSet::Cxa,
            start: &start,
            moves: &moves,
            think: Think::MoveTime(Duration::from_millis(50)),
        };
        let stop = AtomicBool::new(false);
        let err = engine.think(&req, &stop, &mut |_| {}).unwrap_err();
        assert!(expected(&err), "{mode}: {err:?}");
        assert!(!engine.is_alive());
        // Asked again, the dead engine repeats its error at once.
        assert_eq!(engine.think(&req, &stop, &mut |_| {}).unwrap_err(), err);
        for lang in [Lang::Zh, Lang::En] {
            assert!(
                err.render(lang).contains(mode),
                "{mode}: {}",
                err.render(lang)
            );
        }
        assert_eq!(moves, kept, "{mode}: the game was touched");
        // Nothing lost: the game goes on with another engine.
        if mode != "forbidden" {
            let mut good = EngineProcess::start("good", &fake_config("good"), quick()).unwrap();
            let next = good.think(&req, &stop, &mut |_| {}).unwrap();
            assert_eq!(next.best, Some(mv("h2e2")));
        }
    }
}

#[test]
fn an_engine_that_cannot_start_or_shake_hands_is_reported() {
    let missing = EngineConfig::new("/nonexistent/engine", Protocol::Uci);
    let Err(e) = EngineProcess::start("gone", &missing, quick()) else {
        panic!("started a missing program")
    };
    assert_eq!(
        e,
        EngineError::NotFound {
            engine: "gone".into(),
            path: "/nonexistent/engine".into()
        }
    );
    let Err(e) = EngineProcess::start("mute", &fake_config("mute"), quick()) else {
        panic!("no handshake expected")
    };
    assert!(
        matches!(e, EngineError::NoHandshake { waited_ms: 800, .. }),
        "{e:?}"
    );
}

#[test]
fn raising_stop_ends_an_infinite_search() {
    let mut engine = fairy();
    let stop = AtomicBool::new(false);
    let start = Position::startpos();
    let req = Request {
        rules: RuleSet::Cxa,
        start: &start,
        moves: &[],
        think: Think::Depth(60),
    };
    let answer = std::thread::scope(|s| {
        let h = s.spawn(|| engine.think(&req, &stop, &mut |_| {}));
        std::thread::sleep(Duration::from_millis(300));
        stop.store(true, std::sync::atomic::Ordering::Relaxed);
        h.join().unwrap()
    })
    .unwrap();
    assert!(start.is_legal(answer.best.unwrap()));
}

/// An engine that will not go: it ignores `quit`, TERM, INT and HUP, stays when its
/// input closes, and has started a helper (`sleep 600`). It writes its own pid and the
/// helper's to `engine.pid` and `child.pid` in `dir`, then answers the UCI handshake.
const STUBBORN: &str = r#"trap '' TERM INT HUP
sleep 600 &
echo $! > "$1/child.pid"
echo $$ > "$1/engine.pid"
while IFS= read -r line; do
    case "$line" in
        uci) echo "uciok" ;;
        isready) echo "readyok" ;;
    esac
done
while :; do sleep 1; done
"#;

/// Starts [`STUBBORN`] (run by /bin/sh, so that the script is never executed while
/// written) and returns it with its pid and its helper's.
fn stubborn(dir: &std::path::Path) -> (EngineProcess, i32, i32) {
    let script = dir.join("stubborn.sh");
    std::fs::write(&script, STUBBORN).unwrap();
    let mut config = EngineConfig::new("/bin/sh", Protocol::Uci);
    config.args = vec![script.display().to_string(), dir.display().to_string()];
    let engine = EngineProcess::start("stubborn", &config, quick()).expect("handshake");
    let pid = |name: &str| -> i32 {
        std::fs::read_to_string(dir.join(name))
            .unwrap()
            .trim()
            .parse()
            .unwrap()
    };
    (engine, pid("engine.pid"), pid("child.pid"))
}

/// Whether `pid` has ended: no process, or only a zombie left for its parent to reap.
fn ended(pid: i32) -> bool {
    match std::fs::read_to_string(format!("/proc/{pid}/stat")) {
        Err(_) => true,
        // The state follows the command name in parentheses.
        Ok(stat) => stat
            .rsplit_once(')')
            .and_then(|(_, rest)| rest.split_whitespace().next())
            .is_some_and(|state| state == "Z" || state == "X"),
    }
}

/// Polls up to three seconds for both processes to end.
fn both_end(engine: i32, child: i32) -> bool {
    for _ in 0..150 {
        if ended(engine) && ended(child) {
            return true;
        }
        std::thread::sleep(Duration::from_millis(20));
    }
    false
}

#[test]
fn an_engine_that_ignores_quit_is_killed_with_its_children_when_dropped() {
    let dir = tempfile::tempdir().unwrap();
    let (engine, pid, child) = stubborn(dir.path());
    assert!(!ended(pid) && !ended(child), "the engine did not start");
    drop(engine);
    let gone = both_end(pid, child);
    // Whatever the outcome, leave nothing running behind the test.
    unsafe {
        libc::kill(pid, libc::SIGKILL);
        libc::kill(child, libc::SIGKILL);
    }
    assert!(
        gone,
        "engine {pid} ended: {}, its child {child} ended: {}",
        ended(pid),
        ended(child)
    );
}

#[test]
fn an_engine_that_ignores_quit_is_killed_with_its_children_on_quit() {
    let dir = tempfile::tempdir().unwrap();
    let (engine, pid, child) = stubborn(dir.path());
    engine.quit();
    let gone = both_end(pid, child);
    unsafe {
        libc::kill(pid, libc::SIGKILL);
        libc::kill(child, libc::SIGKILL);
    }
    assert!(
        gone,
        "engine {pid} ended: {}, its child {child} ended: {}",
        ended(pid),
        ended(child)
    );
}
