//! The engine never plays the losing repetition. For each case of
//! `../shared/data/repetition/cases.tsv` that ends in a loss by repetition, the pending
//! position is the one before the last move; chuhe's adjudicator must judge that last
//! move a loss for its mover under the case's rule set (the engine relies on exactly
//! that judgement), and then the engine, asked for a move in the pending position, must
//! choose one that the adjudicator does not judge a loss for it. Cases taken from a
//! first repetition get their cycle played once more (see the data README).

use std::sync::Arc;
use std::sync::atomic::AtomicBool;

use chuhe::adjudication::{Adjudicator, RuleSet};
use chuhe::engine::{GameHistory, Limits, Searcher, WallClock};
use chuhe::rules::{Color, Move, Position};

const CASES: &str = "../shared/data/repetition/cases.tsv";

fn rule_set(name: &str) -> RuleSet {
    if name.starts_with("TianTian") {
        RuleSet::Cxa
    } else {
        RuleSet::Axf
    }
}

/// One case of the data that ends in a loss by repetition, as read.
struct Case<'a> {
    line: &'a str,
    rules: RuleSet,
    start: Position,
    moves: Vec<Move>,
}

/// The cases of `text` (the data file) that end in a loss by repetition; lines that
/// do not parse are left out.
fn losing_cases(text: &str) -> impl Iterator<Item = Case<'_>> {
    text.lines().skip(1).filter_map(|line| {
        let cols: Vec<&str> = line.split('\t').collect();
        if cols.len() < 4 || !cols[2].ends_with("_loses") {
            return None;
        }
        Some(Case {
            line,
            rules: rule_set(cols[3]),
            start: Position::from_fen(cols[0]).ok()?,
            moves: cols[1]
                .split_whitespace()
                .map(Move::from_iccs)
                .collect::<Option<Vec<_>>>()?,
        })
    })
}

/// Whether the adjudicator, `m` played on a copy of `adj`, judges a loss for `side`.
fn loses_by_rule(adj: &Adjudicator, m: Move, side: Color) -> bool {
    let mut adj = adj.clone();
    adj.play(m).is_ok()
        && adj
            .verdict()
            .is_some_and(|j| j.verdict.loser() == Some(side))
}

/// The game before the last move, and the last move, if playing it loses for its
/// mover under `rules`.
fn pending(rules: RuleSet, start: &Position, moves: &[Move]) -> Option<(GameHistory, Move)> {
    let (&last, before) = moves.split_last()?;
    let game = GameHistory::with_moves(rules, start, before).ok()?;
    let mover = game.position().side_to_move();
    loses_by_rule(game.adjudicator(), last, mover).then_some((game, last))
}

#[test]
fn the_engine_avoids_every_losing_repetition() {
    let text = std::fs::read_to_string(CASES).unwrap();
    let mut searcher = Searcher::new(8);
    let mut checked = 0;
    for Case {
        line,
        rules,
        start,
        mut moves,
    } in losing_cases(&text)
    {
        let mut found = pending(rules, &start, &moves);
        if found.is_none() && moves.len() >= 4 {
            let cycle = moves[moves.len() - 4..].to_vec();
            moves.extend(cycle);
            found = pending(rules, &start, &moves);
        }
        let Some((game, losing)) = found else {
            continue;
        };
        let chosen = best_move(&game, &mut searcher);
        assert_ne!(chosen, losing, "{line}");
        let mover = game.position().side_to_move();
        let mut adj = game.adjudicator().clone();
        adj.play(chosen).unwrap();
        // Unless every move loses (then any is as good), the chosen one does not.
        if let Some(j) = adj.verdict()
            && j.verdict.loser() == Some(mover)
        {
            let all_lose = game.position().legal_moves().iter().all(|&m| {
                let mut a = game.adjudicator().clone();
                a.play(m).unwrap();
                a.verdict()
                    .is_some_and(|j| j.verdict.loser() == Some(mover))
            });
            assert!(all_lose, "{line}: {chosen} loses by repetition");
        }
        checked += 1;
    }
    assert!(
        checked >= 30,
        "only {checked} cases had a pending losing repetition"
    );
}

/// Whether the opponent, to move after `game`, has a reply that the adjudicator judges
/// a loss for the side that just moved.
fn opponent_can_win_by_rule(game: &GameHistory) -> bool {
    let mover = !game.position().side_to_move();
    game.position()
        .legal_moves()
        .iter()
        .any(|&reply| loses_by_rule(game.adjudicator(), reply, mover))
}

fn best_move(game: &GameHistory, searcher: &mut Searcher) -> Move {
    searcher.clear();
    searcher
        .search(
            game,
            &Limits::nodes(20_000),
            1,
            Arc::new(AtomicBool::new(false)),
            Box::new(WallClock::start()),
            &mut |_| {},
        )
        .best
        .expect("a legal move exists")
}

/// The cases whose last move, by the side that wins, closes the cycle the other side
/// loses by (the chaser ordered to vary, or judged at once): two plies before the end
/// the loser still had its last chance to vary. There the engine must not choose a
/// move that lets the opponent close the cycle, unless every move does.
#[test]
fn the_engine_varies_before_the_opponent_can_close_a_losing_cycle() {
    let text = std::fs::read_to_string(CASES).unwrap();
    let mut searcher = Searcher::new(8);
    let mut checked = 0;
    for Case {
        line,
        rules,
        start,
        moves,
    } in losing_cases(&text)
    {
        if moves.len() < 2 {
            continue;
        }
        // The case as given: its last move wins by rule for its mover.
        let Ok(end) = GameHistory::with_moves(rules, &start, &moves[..moves.len() - 1]) else {
            continue;
        };
        let last = moves[moves.len() - 1];
        let winner = end.position().side_to_move();
        if !loses_by_rule(end.adjudicator(), last, !winner) {
            continue;
        }
        let before = &moves[..moves.len() - 2];
        let game = GameHistory::with_moves(rules, &start, before).unwrap();
        let chosen = best_move(&game, &mut searcher);
        let mut after = game.clone();
        after.play(chosen).unwrap();
        if opponent_can_win_by_rule(&after) {
            let all_lose = game.position().legal_moves().iter().all(|&m| {
                let mut g = game.clone();
                g.play(m).unwrap();
                opponent_can_win_by_rule(&g)
                    || g.adjudicator()
                        .verdict()
                        .is_some_and(|j| j.verdict.loser() == Some(!winner))
            });
            assert!(all_lose, "{line}: after {chosen} the opponent wins by rule");
        }
        checked += 1;
    }
    assert!(
        checked >= 12,
        "only {checked} cases ended with the winner closing the cycle"
    );
}

/// A game Fairy-Stockfish 11.1 won against level 10 (`chuhe match`, 2026-12-07):
/// Black's rook chased Red's cannon between g7 and g8, Black was ordered to vary when
/// the position came round the third time (24.3), played the cycle on, and lost when
/// Red's move closed it once more. With Black to move before its last rook move, the
/// engine must vary: i7i8 lets Red close the cycle. (The loss is chuhe's adjudicator's
/// judgement, the one the match applied.)
#[test]
fn the_engine_varies_before_an_ordered_cycle_is_closed_against_it() {
    let moves: Vec<Move> = "h2e2 h7e7 h0g2 i9i8 b0a2 a6a5 e2e6 f9e8 e6e4 h9g7 b2e2 b7b2 \
         e4g4 e7e2 c0e2 b9c7 a0b0 a9b9 g4g7 i8i7 g7g8 i7i8 g8g7 i8i7 g7g8 i7i8 g8g7 i8i7 \
         g7g8"
        .split_whitespace()
        .map(|s| Move::from_iccs(s).unwrap())
        .collect();
    let game = GameHistory::with_moves(RuleSet::Cxa, &Position::startpos(), &moves).unwrap();
    let rook_back = Move::from_iccs("i7i8").unwrap();
    let mut after = game.clone();
    after.play(rook_back).unwrap();
    assert!(after.adjudicator().verdict().is_none());
    assert!(
        opponent_can_win_by_rule(&after),
        "Red's g8g7 should close the ordered cycle"
    );
    let mut searcher = Searcher::new(8);
    assert_ne!(best_move(&game, &mut searcher), rook_back);
}
