//! The search on simple positions: it finds mates with the exact distance, takes
//! hanging material, stops when asked, and respects its limits.

use std::sync::Arc;
use std::sync::atomic::AtomicBool;
use std::time::Duration;

use chuhe::adjudication::RuleSet;
use chuhe::engine::score::Display;
use chuhe::engine::thread::{Job, SearchThread};
use chuhe::engine::{GameHistory, Limits, Outcome, Searcher, WallClock};
use chuhe::rules::{Move, Position};

fn search(fen: &str, limits: Limits) -> Outcome {
    let pos = Position::from_fen(fen).unwrap();
    let game = GameHistory::new(RuleSet::Cxa, &pos);
    let mut s = Searcher::new(8);
    s.search(
        &game,
        &limits,
        1,
        Arc::new(AtomicBool::new(false)),
        Box::new(WallClock::start()),
        &mut |_| {},
    )
}

#[test]
fn mate_in_one_with_the_rook() {
    // The black general on d9 cannot step onto the e-file facing the red general
    // (2.2): a rook check on the d-file mates. The rules core checks the mate.
    let fen = "3k5/9/9/9/9/9/9/9/R8/4K4 w";
    let out = search(fen, Limits::depth(4));
    let m = out.best.unwrap();
    let mut pos = Position::from_fen(fen).unwrap();
    pos.play(m).unwrap();
    assert!(pos.is_checkmate(), "{m} does not mate");
    assert_eq!(Display::of(out.score), Display::Mate(1));
}

#[test]
fn takes_a_hanging_rook() {
    // The black rook on a5 is attacked by the red rook on a0 and protected by nothing.
    let fen = "3ak4/9/9/9/r8/9/9/9/9/R2K5 w";
    let out = search(fen, Limits::depth(3));
    assert_eq!(out.best, Move::from_iccs("a0a5"));
}

#[test]
fn node_limit_is_respected_and_search_stops_from_another_thread() {
    let out = search(chuhe::rules::START_FEN, Limits::nodes(5_000));
    assert!(out.nodes <= 5_000 + 1, "{}", out.nodes);
    assert!(out.best.is_some());

    let game = GameHistory::new(RuleSet::Cxa, &Position::startpos());
    let t = SearchThread::spawn(
        Searcher::new(8),
        Job {
            game,
            limits: Limits::infinite(),
            multipv: 1,
            roots: None,
            clock: Box::new(WallClock::start()),
        },
        |_| {},
        |_| {},
    )
    .unwrap();
    std::thread::sleep(Duration::from_millis(200));
    t.stop();
    let (_, out) = t.join().unwrap();
    let m = out.best.unwrap();
    assert!(Position::startpos().is_legal(m));
    assert!(out.depth >= 1);
}

#[test]
fn several_lines_are_reported_best_first_at_every_depth() {
    // `Info::lines` promises the best line first. Each line is searched with its own
    // window, so a later line can come out above an earlier one unless they are sorted:
    // after h2e2 the third line once scored above the first at depth 5.
    for moves in [
        &[][..],
        &["h2e2"][..],
        &["h2e2", "h9g7"][..],
        &["b2e2", "b9c7", "b0c2"][..],
    ] {
        let mut pos = Position::startpos();
        for m in moves {
            pos.play(Move::from_iccs(m).unwrap()).unwrap();
        }
        let game = GameHistory::new(RuleSet::Cxa, &pos);
        let mut s = Searcher::new(8);
        let mut out_of_order = Vec::new();
        s.search(
            &game,
            &Limits::depth(8),
            3,
            Arc::new(AtomicBool::new(false)),
            Box::new(WallClock::start()),
            &mut |info| {
                let scores: Vec<i32> = info.lines.iter().map(|l| l.score).collect();
                if scores.windows(2).any(|w| w[0] < w[1]) {
                    out_of_order.push((info.depth, scores));
                }
            },
        );
        assert!(out_of_order.is_empty(), "after {moves:?}: {out_of_order:?}");
    }
}
