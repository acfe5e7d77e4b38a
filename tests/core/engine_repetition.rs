//! The engine never plays the losing repetition. For each case of
//! `../shared/data/repetition/cases.tsv` that ends in a loss by repetition, the pending
//! position is the one before the last move; chuhe's adjudicator must judge that last
//! move a loss for its mover under the case's rule set (the engine relies on exactly
//! that judgement), and then the engine, asked for a move in the pending position, must
//! choose one that the adjudicator does not judge a loss for it. Cases taken from a
//! first repetition get their cycle played once more (see the data README).

use std::sync::Arc;
use std::sync::atomic::AtomicBool;

use chuhe::adjudication::RuleSet;
use chuhe::engine::{GameHistory, Limits, Searcher, WallClock};
use chuhe::rules::{Move, Position};

const CASES: &str = "../shared/data/repetition/cases.tsv";

fn rule_set(name: &str) -> RuleSet {
    if name.starts_with("TianTian") {
        RuleSet::Cxa
    } else {
        RuleSet::Axf
    }
}

/// The game before the last move, and the last move, if playing it loses for its
/// mover under `rules`.
fn pending(rules: RuleSet, start: &Position, moves: &[Move]) -> Option<(GameHistory, Move)> {
    let (&last, before) = moves.split_last()?;
    let game = GameHistory::with_moves(rules, start, before).ok()?;
    let mover = game.position().side_to_move();
    let mut adj = game.adjudicator().clone();
    adj.play(last).ok()?;
    let loses = adj
        .verdict()
        .is_some_and(|j| j.verdict.loser() == Some(mover));
    loses.then_some((game, last))
}

#[test]
fn the_engine_avoids_every_losing_repetition() {
    let text = std::fs::read_to_string(CASES).unwrap();
    let mut searcher = Searcher::new(8);
    let mut checked = 0;
    for line in text.lines().skip(1) {
        let cols: Vec<&str> = line.split('\t').collect();
        if cols.len() < 4 || !cols[2].ends_with("_loses") {
            continue;
        }
        let rules = rule_set(cols[3]);
        let Ok(start) = Position::from_fen(cols[0]) else {
            continue;
        };
        let Some(mut moves) = cols[1]
            .split_whitespace()
            .map(Move::from_iccs)
            .collect::<Option<Vec<_>>>()
        else {
            continue;
        };
        let mut found = pending(rules, &start, &moves);
        if found.is_none() && moves.len() >= 4 {
            let cycle = moves[moves.len() - 4..].to_vec();
            moves.extend(cycle);
            found = pending(rules, &start, &moves);
        }
        let Some((game, losing)) = found else {
            continue;
        };
        searcher.clear();
        let out = searcher.search(
            &game,
            &Limits::nodes(20_000),
            1,
            Arc::new(AtomicBool::new(false)),
            Box::new(WallClock::start()),
            &mut |_| {},
        );
        let chosen = out.best.expect("a legal move exists");
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
