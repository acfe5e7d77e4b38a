//! The engine never loses on time: whole games of the engine against itself on chuhe's
//! real clock (`match_control::Clock`), under every kind of time control, on simulated
//! time. Thinking time is modelled by `NodeClock` (a slow machine of 10 000 nodes a second, so that the test stays short,
//! plus 30 ms of latency the engine does not see coming), and 20 ms more pass between
//! the end of the search and the press of the clock.

use std::sync::Arc;
use std::sync::atomic::AtomicBool;
use std::time::Duration;

use chuhe::adjudication::RuleSet;
use chuhe::engine::time::{ClockState, budget};
use chuhe::engine::{Game, Limits, NodeClock, Searcher};
use chuhe::match_control::{Clock, Millis, TimeControl};
use chuhe::rules::Position;

const PRESS_LAG: Duration = Duration::from_millis(20);

/// Plays up to `plies` plies; panics if a flag falls.
fn play_game(spec: &str, plies: usize) {
    let control = TimeControl::parse(spec).unwrap();
    let mut clock = Clock::new(control.clone());
    let mut game = Game::new(RuleSet::Cxa, &Position::startpos());
    let mut searcher = Searcher::new(4);
    let mut now = Millis(0);
    clock.start(game.position().side_to_move(), now);
    for ply in 0..plies {
        let side = game.position().side_to_move();
        let face = clock.face(side, now);
        let b = budget(ClockState {
            remaining: face.remaining,
            moves_to_go: face.moves_owed,
            increment: control.increment(),
            delay: control.delay(),
        });
        let limits = Limits {
            soft_time: Some(b.soft),
            hard_time: Some(b.hard),
            ..Limits::default()
        };
        let out = searcher.search(
            &game,
            &limits,
            1,
            Arc::new(AtomicBool::new(false)),
            Box::new(NodeClock {
                nodes_per_second: 10_000,
                lag: Duration::from_millis(30),
            }),
            &mut |_| {},
        );
        let Some(m) = out.best else { return };
        now = now.after(out.elapsed + PRESS_LAG);
        assert!(
            clock.flag_at(now).is_none(),
            "{spec}: flag fell at ply {ply}: thought {:?} with {:?} left, budget {b:?}",
            out.elapsed,
            face.remaining
        );
        clock.press(side, now).unwrap();
        if clock.running() != Some(!side) {
            clock.start(!side, now);
        }
        game.play(m).unwrap();
        if game.adjudicator().verdict().is_some() {
            return;
        }
    }
}

#[test]
fn five_minutes_plus_three_seconds() {
    play_game("5m+3s", 60);
}

#[test]
fn three_seconds_a_move() {
    play_game("1/3s", 100);
}

#[test]
fn periods_sudden_death_and_delay() {
    // Rapid periods of the rule book (6.3), a short sudden death, and a simple delay.
    play_game("40/10m,50/5m", 60);
    play_game("1m", 80);
    play_game("1m+d2s", 80);
}
