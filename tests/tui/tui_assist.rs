//! The engine's help at the board: the analysis pane on the
//! game board and the study board, the hint key, and a take-back against an engine.
//!
//! The pane's snapshots are stable: the search runs to a fixed depth in one thread
//! with a fresh table, so its lines, scores and depth are the same on every run and
//! machine (the search has no time limit and no randomness), and the speed, the one
//! figure that depends on the machine, is injected (`with_fixed_nps`). The node count
//! is not drawn.

use crate::common::tui_common;

use std::path::Path;
use std::sync::mpsc::{Receiver, channel};
use std::time::{Duration, Instant};

use crossterm::event::KeyCode;
use tui_common::*;

use chuhe::engine::Limits;
use chuhe::engine::level::Level;
use chuhe::match_control::Mode;
use chuhe::notation::Notation;
use chuhe::record::read_text;
use chuhe::rules::{Color, Move, Position};
use chuhe::tui::analysis_runner::{self, AnalysisRunner, StudyPane};
use chuhe::tui::app::App;
use chuhe::tui::engine_seat::{on_engine_event, start_if_due};
use chuhe::tui::events::Event;
use chuhe::tui::hint::{self, Hint};
use chuhe::tui::new_game::GameSetup;
use chuhe::tui::options::EngineChoice;
use chuhe::tui::save;
use chuhe::tui::screens::study_board::StudyBoard;
use chuhe::tui::session::Startup;
use chuhe::tui::{GameOptions, SessionOptions};

fn mv(s: &str) -> Move {
    Move::from_iccs(s).unwrap()
}

/// The depth of the pane's search in the snapshots, and the speed shown.
const DEPTH: u32 = 5;
const FAKE_NPS: u64 = 1_234_567;

fn fixed_runner() -> AnalysisRunner {
    AnalysisRunner::new(None)
        .with_limits(Limits::depth(DEPTH))
        .with_fixed_nps(FAKE_NPS)
}

/// A game after 1. 炮二平五 马８进７ with the pane open and its search finished.
fn game_with_pane(w: u16, h: u16) -> Harness {
    let mut t = Harness::new(w, h, Lang::Zh);
    let now = t.now;
    t.app.base.play(mv("h2e2"), None, now);
    t.app.base.play(mv("h9g7"), None, now);
    t.app.base.analysis = Some(fixed_runner());
    analysis_runner::follow(&mut t.app.base, now);
    t.app.base.analysis.as_mut().unwrap().wait();
    t.draw();
    t
}

/// Chinese move text: a piece, a file, an action, a file or a step.
fn has_chinese_move(s: &str) -> bool {
    s.split_whitespace().any(|w| {
        let c: Vec<char> = w.chars().collect();
        c.len() == 4 && "车马相象仕士帅将炮兵卒俥傌炮砲".contains(c[0]) && "进退平".contains(c[2])
    })
}

#[test]
fn the_pane_on_the_game_board_80x24() {
    let mut t = game_with_pane(80, 24);
    let screen = t.screen();
    assert!(screen.contains(&format!("深度 {DEPTH}")), "{screen}");
    assert!(screen.contains("1.2M"), "{screen}");
    assert!(has_chinese_move(&screen), "{screen}");
    insta::assert_snapshot!("analysis_pane_80x24", screen);
}

#[test]
fn the_pane_on_the_game_board_120x40() {
    let mut t = game_with_pane(120, 40);
    let screen = t.screen();
    // Three lines (multi-PV), each with a score and Red's chance.
    let lines: Vec<&str> = screen.lines().filter(|l| l.contains('%')).collect();
    assert!(lines.len() >= 3, "{screen}");
    insta::assert_snapshot!("analysis_pane_120x40", screen);
}

#[test]
fn the_pane_follows_the_position_and_its_lines_are_legal() {
    let mut t = game_with_pane(100, 30);
    let runner = t.app.base.analysis.as_ref().unwrap();
    let info = runner.info().expect("a report");
    assert_eq!(info.depth, DEPTH);
    assert_eq!(info.lines.len(), 3);
    // Every line's first move is legal in the position after the two moves, and the
    // lines start with three different moves.
    let mut pos = Position::startpos();
    pos.play_unchecked(mv("h2e2"));
    pos.play_unchecked(mv("h9g7"));
    let firsts: Vec<Move> = info.lines.iter().map(|l| l.pv[0]).collect();
    assert!(firsts.iter().all(|m| pos.is_legal(*m)));
    assert!(firsts[0] != firsts[1] && firsts[1] != firsts[2] && firsts[0] != firsts[2]);
    // A move on the board: the pane searches the new position.
    let now = t.now;
    t.app.base.play(firsts[0], None, now);
    analysis_runner::follow(&mut t.app.base, now);
    let runner = t.app.base.analysis.as_mut().unwrap();
    runner.wait();
    pos.play_unchecked(firsts[0]);
    let info = runner.info().expect("a report for the new position");
    assert!(pos.is_legal(info.lines[0].pv[0]), "{:?}", info.lines[0]);
    // F2 closes it.
    t.key(KeyCode::F(2));
    assert!(t.app.base.analysis.is_none());
}

#[test]
fn no_pane_and_no_hint_for_tournament_players() {
    let setup = GameSetup {
        mode: Mode::Tournament,
        ..GameSetup::default()
    };
    let mut t = Harness::with_setup(80, 24, Lang::Zh, setup);
    t.key(KeyCode::F(2));
    assert!(t.app.base.analysis.is_none());
    let status = t.app.base.status.clone().unwrap().text;
    assert!(status.contains("8.3"), "{status}");
    t.key(KeyCode::Char('y'));
    let status = t.app.base.status.clone().unwrap().text;
    assert!(status.contains("8.3"), "{status}");
    assert!(!t.app.base.hint.is_searching());
    assert_eq!(t.app.base.game.hints_used(), [0, 0]);
}

#[test]
fn the_hint_finds_the_mate_and_is_counted_in_the_record() {
    // Red wins in one: Ra7-a9 mates, the rook on b8 closing the 8th rank and the
    // generals' file closing d9; Ra7-f7 leaves Black no move, which loses as well
    // (困毙, 3). A position made for the test; the win is checked by the rules core
    // and the referee, not by the engine.
    let setup = GameSetup {
        start_fen: "4k4/1R7/R8/9/9/9/9/9/9/3K5 w".into(),
        ..GameSetup::default()
    };
    let mut t = Harness::with_setup(100, 30, Lang::Zh, setup);
    t.app.base.hint = Hint::with_limits(Limits::depth(3));
    t.key(KeyCode::Char('y'));
    assert!(t.app.base.hint.is_searching());
    assert!(hint::wait(&mut t.app.base), "no hint arrived");
    let shown = hint::shown(&t.app.base).expect("the hint is marked");
    let mut after = t.app.base.game.position().clone();
    assert!(after.is_legal(shown));
    after.play_unchecked(shown);
    assert!(
        after.legal_moves().is_empty(),
        "{shown} does not win at once"
    );
    let status = t.app.base.status.clone().unwrap().text;
    assert!(status.starts_with("提示："), "{status}");
    assert!(status.ends_with("（快速搜索，深度 3）"), "{status}");
    let written = status.trim_start_matches("提示：").split('（').next();
    assert!(has_chinese_move(written.unwrap_or("")), "{status}");
    assert_eq!(t.app.base.game.hints_used(), [1, 0]);
    // Kept in the record as PGN tags, and read back from the JSON save.
    let rec = save::to_record(&t.app.base.game, None);
    assert_eq!(rec.headers.get("RedHints"), Some("1"));
    assert_eq!(rec.headers.get("BlackHints"), Some("0"));
    let back = save::from_json(&save::to_json(&t.app.base.game), Instant::now()).unwrap();
    assert_eq!(back.hints_used(), [1, 0]);
    // The move is played: the mark goes, the result sheet says a hint was used.
    let now = t.now;
    t.app.base.play(shown, None, now);
    let verdict = t.app.base.game.verdict().expect("the game is over");
    assert_eq!(verdict.outcome.winner(), Some(Color::Red));
    assert_eq!(hint::shown(&t.app.base), None);
    let screen = t.screen();
    assert!(
        screen.contains("使用提示：红方 1 次，黑方 0 次"),
        "{screen}"
    );
}

#[test]
fn a_hint_for_a_position_gone_is_dropped() {
    let mut t = Harness::new(80, 24, Lang::En);
    t.app.base.hint = Hint::with_limits(Limits::depth(3));
    t.key(KeyCode::Char('y'));
    let now = t.now;
    t.app.base.play(mv("h2e2"), None, now);
    assert!(!hint::wait(&mut t.app.base));
    assert_eq!(hint::shown(&t.app.base), None);
    assert_eq!(t.app.base.game.hints_used(), [0, 0]);
}

/// The game after 1. 炮二平五 马８进７ (the pane's snapshots' position), no pane open.
fn after_two_moves() -> Harness {
    let mut t = Harness::new(100, 30, Lang::Zh);
    let now = t.now;
    t.app.base.play(mv("h2e2"), None, now);
    t.app.base.play(mv("h9g7"), None, now);
    t
}

/// Opens a fresh pane searching to `depth` and waits for its end; its first move.
fn open_pane(t: &mut Harness, depth: u32) -> Move {
    t.app.base.analysis = Some(AnalysisRunner::new(None).with_limits(Limits::depth(depth)));
    analysis_runner::follow(&mut t.app.base, t.now);
    let runner = t.app.base.analysis.as_mut().unwrap();
    runner.wait();
    let info = runner.info().expect("a report");
    assert_eq!(info.depth, depth);
    info.lines[0].pv[0]
}

fn status(t: &Harness) -> String {
    t.app.base.status.clone().unwrap().text
}

#[test]
fn the_hint_is_the_panes_first_line_at_the_same_depth() {
    // In this position the built-in engine's best move with one line differs from
    // the first of its three lines at depths 5, 7 and 8 (multi-PV changes the
    // search): a hint that searched with one line disagreed with the pane at the
    // same depth. Fresh tables on both sides, fixed depths, no clock.
    for depth in [5, 7, 8] {
        let want = open_pane(&mut after_two_moves(), depth);
        let mut t = after_two_moves();
        t.app.base.hint = Hint::with_limits(Limits::depth(depth));
        hint::ask(&mut t.app.base);
        assert!(hint::wait(&mut t.app.base), "no hint arrived");
        assert_eq!(hint::shown(&t.app.base), Some(want), "depth {depth}");
        let status = status(&t);
        assert!(
            status.ends_with(&format!("（快速搜索，深度 {depth}）")),
            "{status}"
        );
    }
}

#[test]
fn with_the_pane_open_the_hint_is_its_best_move_at_once() {
    let mut t = after_two_moves();
    let first = open_pane(&mut t, 6);
    // A hint that would search less deep than the pane did: the pane's move, with
    // no search of its own.
    t.app.base.hint = Hint::with_limits(Limits::depth(4));
    t.key(KeyCode::Char('y'));
    assert!(!t.app.base.hint.is_searching());
    assert_eq!(hint::shown(&t.app.base), Some(first));
    let status = status(&t);
    assert!(status.ends_with("（分析栏首选，深度 6）"), "{status}");
    assert_eq!(t.app.base.game.hints_used(), [1, 0]);
}

#[test]
fn a_quick_hint_shallower_than_the_pane_gives_way_to_it() {
    let mut t = after_two_moves();
    t.app.base.hint = Hint::with_limits(Limits::depth(4));
    hint::ask(&mut t.app.base);
    assert!(t.app.base.hint.is_searching());
    // The pane opens and searches deeper while the hint thinks.
    let first = open_pane(&mut t, 7);
    assert!(hint::wait(&mut t.app.base), "no hint arrived");
    assert_eq!(hint::shown(&t.app.base), Some(first));
    let status = status(&t);
    assert!(status.ends_with("（分析栏首选，深度 7）"), "{status}");
    assert_eq!(t.app.base.game.hints_used(), [1, 0]);
}

#[test]
fn a_hint_deeper_than_the_pane_says_both_depths() {
    // The same depth-5 move as a fresh pane's (the first test), and the text says
    // why the open pane, at depth 2, may show another.
    let want = open_pane(&mut after_two_moves(), 5);
    let mut t = after_two_moves();
    open_pane(&mut t, 2);
    t.app.base.hint = Hint::with_limits(Limits::depth(5));
    t.key(KeyCode::Char('y'));
    assert!(t.app.base.hint.is_searching());
    assert!(hint::wait(&mut t.app.base), "no hint arrived");
    assert_eq!(hint::shown(&t.app.base), Some(want));
    let status = status(&t);
    assert!(
        status.ends_with("（快速搜索，深度 5；分析栏尚在深度 2）"),
        "{status}"
    );
}

/// Red's rook on a5 takes the loose black rook beside it: a5-b5, which Chinese
/// notation writes 车九平八 (Red's files counted from Red's right, a = 九) and WXF
/// R9.8.
const TAKE_THE_ROOK: &str = "4k4/9/9/9/Rr7/9/9/9/9/3K5 w";

/// The hint's status text for a player of `lang` whose board notation is `notation`
/// (`None`: the language's default), and the screen showing it.
fn hint_text(lang: Lang, notation: Option<Notation>) -> (String, String) {
    let setup = GameSetup {
        start_fen: TAKE_THE_ROOK.into(),
        ..GameSetup::default()
    };
    let mut t = Harness::with_setup(100, 30, lang, setup);
    t.app.base.look.notation = notation;
    t.app.base.hint = Hint::with_limits(Limits::depth(3));
    t.key(KeyCode::Char('y'));
    assert!(hint::wait(&mut t.app.base), "no hint arrived");
    assert_eq!(hint::shown(&t.app.base), Some(mv("a5b5")));
    (status(&t), t.screen())
}

#[test]
fn the_hint_is_written_in_the_boards_notation_and_language() {
    let (zh, screen) = hint_text(Lang::Zh, None);
    assert_eq!(zh, "提示：车九平八（快速搜索，深度 3）");
    assert!(!zh.contains("R9.8"), "{zh}");
    assert!(screen.contains("提示：车九平八"), "{screen}");
    let (zh, _) = hint_text(Lang::Zh, Some(Notation::Chinese));
    assert_eq!(zh, "提示：车九平八（快速搜索，深度 3）");
    // An English interface with Chinese notation chosen for the board.
    let (en, screen) = hint_text(Lang::En, Some(Notation::Chinese));
    assert_eq!(en, "hint: 车九平八 (quick search, depth 3)");
    assert!(screen.contains("hint: 车九平八"), "{screen}");
    // WXF only where it is the board's notation (English's default).
    let (en, _) = hint_text(Lang::En, None);
    assert_eq!(en, "hint: R9.8 (quick search, depth 3)");
    let (zh, _) = hint_text(Lang::Zh, Some(Notation::Wxf));
    assert_eq!(zh, "提示：R9.8（快速搜索，深度 3）");
}

/// A record as `chuhe review` writes it: scores in the comments, marks as NAGs.
const REVIEWED: &str = "[Event \"review\"]\n[Result \"*\"]\n\n\
1. h2e2 {+0.30} h9g7 {-0.20} 2. h0g2 ! {+0.45} i9h9 ? {-1.60} 3. i0h0 {+1.70} b9c7 ?? {-4.10} *\n";

fn reviewed_board(w: u16, h: u16) -> Harness {
    let record = read_text(REVIEWED).unwrap().remove(0);
    assert!(record.problem.is_none(), "{:?}", record.problem);
    let mut t = Harness::new(w, h, Lang::Zh);
    t.app.push(Box::new(StudyBoard::new(record)));
    t.draw();
    t
}

fn study(t: &Harness) -> &StudyBoard {
    t.app.study_board().expect("the study board is on top")
}

#[test]
fn the_study_board_jumps_to_marked_moves_and_draws_the_score_graph() {
    let mut t = reviewed_board(100, 30);
    // The review writes each score from the mover's side (`chuhe review`'s README
    // text); the graph turns Black's to Red's.
    let red: Vec<Option<i32>> = study(&t).graph_scores().into_iter().map(|s| s.1).collect();
    let want = [30, 20, 45, 160, 170, 410].map(Some);
    assert_eq!(red, want);
    let screen = t.screen();
    assert!(screen.contains("形势"), "{screen}");
    // The graph's bars: at least one block character under its title.
    assert!(screen.chars().any(|c| ('▁'..='█').contains(&c)), "{screen}");
    t.key(KeyCode::Char(']'));
    assert_eq!(study(&t).ply(), 3, "2. h0g2 ! is the first marked move");
    t.key(KeyCode::Char(']'));
    assert_eq!(study(&t).ply(), 4);
    t.key(KeyCode::Char(']'));
    assert_eq!(study(&t).ply(), 6);
    t.key(KeyCode::Char(']'));
    assert_eq!(study(&t).ply(), 6, "no marked move after the last");
    t.key(KeyCode::Char('['));
    assert_eq!(study(&t).ply(), 4);
}

#[test]
fn the_analysis_on_the_study_board_follows_the_browsed_move() {
    let mut t = reviewed_board(120, 40);
    t.key(KeyCode::F(2));
    assert!(study(&t).side_pane().is_some(), "F2 opened no pane");
    t.key(KeyCode::F(2));
    assert!(study(&t).side_pane().is_none(), "F2 did not close it");
    // A pane with a fixed depth, so that the test waits for its end.
    let record = read_text(REVIEWED).unwrap().remove(0);
    let mut board = StudyBoard::new(record);
    board.set_side_pane(Box::new(StudyPane {
        runner: fixed_runner(),
        notation: chuhe::notation::Notation::Chinese,
    }));
    t.app.push(Box::new(board));
    t.key(KeyCode::Right);
    while study(&t).side_pane().unwrap().busy() {
        std::thread::sleep(Duration::from_millis(10));
    }
    let screen = t.screen();
    assert!(screen.contains(&format!("深度 {DEPTH}")), "{screen}");
    assert!(has_chinese_move(&screen), "{screen}");
}

fn env(dir: &Path) -> impl Fn(&str) -> Option<String> {
    let pairs = [
        (
            "CHUHE_CONFIG_DIR".to_string(),
            dir.join("config").display().to_string(),
        ),
        (
            "CHUHE_DATA_DIR".to_string(),
            dir.join("data").display().to_string(),
        ),
        ("LANG".to_string(), "en_US.UTF-8".to_string()),
    ];
    move |k| pairs.iter().find(|p| p.0 == k).map(|p| p.1.clone())
}

fn against_level_one(dir: &Path) -> (App, Receiver<Event>) {
    let args = SessionOptions {
        game: GameOptions {
            black_engine: Some(EngineChoice::Builtin(Level::new(1).unwrap())),
            ..GameOptions::default()
        },
        ..SessionOptions::default()
    };
    let mut app = Startup::prepare(&args, &env(dir), Instant::now())
        .unwrap()
        .app;
    let (tx, rx) = channel();
    app.base.engines.set_wake(tx);
    (app, rx)
}

fn engine_answers(app: &mut App, rx: &Receiver<Event>) {
    let ev = rx.recv_timeout(Duration::from_secs(60)).expect("an answer");
    assert!(matches!(ev, Event::Engine));
    on_engine_event(app, Instant::now());
}

#[test]
fn a_take_back_against_the_engine_undoes_its_reply_and_your_move() {
    let dir = tempfile::tempdir().unwrap();
    let (mut app, rx) = against_level_one(dir.path());
    let now = Instant::now();
    app.base.play(mv("h2e2"), None, now);
    start_if_due(&mut app, now);
    engine_answers(&mut app, &rx);
    assert_eq!(app.base.game.plies().len(), 2);
    app.on_key(
        crossterm::event::KeyEvent::from(KeyCode::Char('u')),
        Instant::now(),
    );
    assert_eq!(app.base.game.plies().len(), 0, "two plies go");
    assert_eq!(app.base.game.side_to_move(), Color::Red);
    // The engine is not asked to move: it is Red's move.
    start_if_due(&mut app, Instant::now());
    assert!(!app.base.engines.is_thinking());
    // Red plays another move, the engine answers that one.
    app.base.play(mv("b2e2"), None, Instant::now());
    start_if_due(&mut app, Instant::now());
    engine_answers(&mut app, &rx);
    assert_eq!(app.base.game.plies().len(), 2);
    assert_eq!(app.base.game.moves().next(), Some(mv("b2e2")));
}

#[test]
fn a_take_back_while_the_engine_thinks_drops_its_answer() {
    let dir = tempfile::tempdir().unwrap();
    let (mut app, rx) = against_level_one(dir.path());
    let now = Instant::now();
    app.base.play(mv("h2e2"), None, now);
    start_if_due(&mut app, now);
    assert!(app.base.engines.is_thinking());
    // Red takes the move back at once: one ply (the engine has not replied), Red's
    // move again; Red plays another move before the stale answer arrives.
    app.on_key(crossterm::event::KeyEvent::from(KeyCode::Char('u')), now);
    assert_eq!(app.base.game.plies().len(), 0);
    app.base.play(mv("b2e2"), None, now);
    engine_answers(&mut app, &rx);
    // The stale answer (for 1. 炮二平五) was not played; the engine answers again.
    if app.base.game.plies().len() == 1 {
        start_if_due(&mut app, Instant::now());
        engine_answers(&mut app, &rx);
    }
    let moves: Vec<Move> = app.base.game.moves().collect();
    assert_eq!(moves.len(), 2);
    assert_eq!(moves[0], mv("b2e2"));
    let mut pos = Position::startpos();
    pos.play_unchecked(mv("b2e2"));
    assert!(pos.is_legal(moves[1]));
}

#[test]
fn a_record_never_reviewed_gets_its_graph_from_the_engine() {
    // (chuhe against itself: the scores are the built-in engine's at a shallow depth;
    // the test checks that each move gets one and the graph is drawn.)
    let record = read_text("1. h2e2 h9g7 2. h0g2 i9h9 *\n")
        .unwrap()
        .remove(0);
    let mut t = Harness::new(120, 40, Lang::Zh);
    t.app.push(Box::new(StudyBoard::new(record)));
    t.draw();
    assert!(!t.screen().contains("形势"), "a graph before any score");
    t.key(KeyCode::F(2));
    while study(&t).graph_scores().iter().any(|(_, s)| s.is_none()) {
        std::thread::sleep(Duration::from_millis(10));
    }
    let scores = study(&t).graph_scores();
    assert_eq!(scores.len(), 4);
    assert!(
        scores
            .iter()
            .all(|(_, s)| s.is_some_and(|s| s.abs() <= 600))
    );
    let screen = t.screen();
    assert!(screen.contains("形势"), "{screen}");
}
