//! Never an illegal move: in random positions reached by random legal play from the
//! opening, the engine's move at several levels, and every move of its principal
//! variation, is legal (checked by the rules core, whose generator is checked by perft
//! against published counts).

use std::sync::Arc;
use std::sync::atomic::AtomicBool;

use proptest::prelude::*;

use chuhe::adjudication::RuleSet;
use chuhe::engine::level::{Level, Random};
use chuhe::engine::{GameHistory, Limits, Searcher, WallClock};
use chuhe::rules::Position;

fn random_game(seed: u64, plies: usize) -> Option<GameHistory> {
    let mut rng = Random::new(seed);
    let mut game = GameHistory::new(RuleSet::Cxa, &Position::startpos());
    for _ in 0..plies {
        let moves = game.position().legal_moves();
        if moves.is_empty() || game.adjudicator().verdict().is_some() {
            break;
        }
        let m = moves[(rng.next_u64() % moves.len() as u64) as usize];
        game.play(m).ok()?;
    }
    Some(game)
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(48))]
    #[test]
    fn the_engine_only_plays_legal_moves(seed in any::<u64>(), plies in 0usize..120, level in 1u8..=10) {
        let Some(game) = random_game(seed, plies) else { return Ok(()) };
        let level = Level::new(level).unwrap();
        let mut searcher = Searcher::new(2);
        let limits = level.restrict(Limits::nodes(3_000));
        let out = searcher.search(
            &game,
            &limits,
            level.params().multipv,
            Arc::new(AtomicBool::new(false)),
            Box::new(WallClock::start()),
            &mut |_| {},
        );
        let pos = game.position();
        match level.choose(&out, seed) {
            None => prop_assert!(pos.legal_moves().is_empty()),
            Some(m) => prop_assert!(pos.is_legal(m), "{} in {}", m, pos.fen()),
        }
        for line in &out.lines {
            let mut p = pos.clone();
            for &m in &line.pv {
                prop_assert!(p.is_legal(m), "pv move {} in {}", m, p.fen());
                p.play_unchecked(m);
            }
        }
    }
}
