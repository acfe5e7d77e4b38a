//! The engine never loses on time: whole games of the engine against itself on chuhe's
//! real clock (`match_control::Clock`), under every kind of time control, on simulated
//! time. Thinking time is modelled by `NodeClock` (a slow machine of 10 000 nodes a
//! second, so that the test stays short, plus 30 ms of latency the search sees), and a
//! move overhead the search does not see passes between the end of the search and the
//! press of the clock: 20 ms on a quiet machine, up to most of a second on a loaded one
//! (the engine then plans with `MoveOverhead` or with what its `OverheadMeter` measured).

use std::sync::Arc;
use std::sync::atomic::AtomicBool;
use std::time::Duration;

use chuhe::adjudication::RuleSet;
use chuhe::engine::time::{ClockState, DEFAULT_OVERHEAD, OverheadMeter, budget_with};
use chuhe::engine::{GameHistory, Limits, NodeClock, Searcher};
use chuhe::match_control::{Clock, Millis, TimeControl};
use chuhe::rules::Position;

fn ms(n: u64) -> Duration {
    Duration::from_millis(n)
}

/// How the clock charges each move beyond the search, and what the engine knows of it.
struct Load {
    /// The overhead the search does not see, at ply `n` (0-based).
    hidden: fn(usize) -> Duration,
    /// The engine's `MoveOverhead` setting.
    setting: Duration,
    /// Whether the engine measures the overhead as it plays (`OverheadMeter`).
    measure: bool,
}

const QUIET: Load = Load {
    hidden: |_| ms(20),
    setting: DEFAULT_OVERHEAD,
    measure: false,
};

/// Plays up to `plies` plies; `Err` says where a flag fell.
fn play_game(spec: &str, plies: usize, load: &Load) -> Result<(), String> {
    let control = TimeControl::parse(spec).unwrap();
    let mut clock = Clock::new(control.clone());
    let mut game = GameHistory::new(RuleSet::Cxa, &Position::startpos());
    let mut searcher = Searcher::new(4);
    let mut meters = [
        OverheadMeter::new(load.setting),
        OverheadMeter::new(load.setting),
    ];
    let mut now = Millis(0);
    clock.start(game.position().side_to_move(), now);
    for ply in 0..plies {
        let side = game.position().side_to_move();
        let face = clock.face(side, now);
        let meter = &mut meters[side.index()];
        let overhead = if load.measure {
            meter.overhead()
        } else {
            load.setting
        };
        let b = budget_with(
            ClockState {
                remaining: face.remaining,
                moves_to_go: face.moves_owed,
                increment: control.increment(),
                delay: control.delay(),
            },
            overhead,
        );
        let limits = Limits::within(b);
        let out = searcher.search(
            &game,
            &limits,
            1,
            Arc::new(AtomicBool::new(false)),
            Box::new(NodeClock {
                nodes_per_second: 10_000,
                lag: ms(30),
            }),
            &mut |_| {},
        );
        let Some(m) = out.best else { return Ok(()) };
        let hidden = (load.hidden)(ply);
        now = now.after(out.elapsed + hidden);
        if clock.flag_at(now).is_some() {
            return Err(format!(
                "{spec}: flag fell at ply {ply}: thought {:?} + {hidden:?} with {:?} left, \
                 overhead planned {overhead:?}, budget {b:?}",
                out.elapsed, face.remaining
            ));
        }
        meter.record(out.elapsed + hidden, out.elapsed);
        clock.press(side, now).unwrap();
        if clock.running() != Some(!side) {
            clock.start(!side, now);
        }
        game.play(m).unwrap();
        if game.adjudicator().verdict().is_some() {
            return Ok(());
        }
    }
    Ok(())
}

#[test]
fn five_minutes_plus_three_seconds() {
    play_game("5m+3s", 60, &QUIET).unwrap();
}

#[test]
fn three_seconds_a_move() {
    play_game("1/3s", 100, &QUIET).unwrap();
}

#[test]
fn periods_sudden_death_and_delay() {
    // Rapid periods of the rule book (6.3), a short sudden death, and a simple delay.
    play_game("40/10m,50/5m", 60, &QUIET).unwrap();
    play_game("1m", 80, &QUIET).unwrap();
    play_game("1m+d2s", 80, &QUIET).unwrap();
}

/// A loaded machine: every move costs 400 ms the search does not see.
const LOADED: fn(usize) -> Duration = |_| ms(400);

#[test]
fn a_loaded_machine_with_move_overhead_set() {
    let load = Load {
        hidden: LOADED,
        setting: ms(500),
        measure: false,
    };
    play_game("5m+3s", 60, &load).unwrap();
    play_game("1/3s", 60, &load).unwrap();
    play_game("1m", 60, &load).unwrap();
}

/// The same load with the old fixed 100 ms reserve loses on time at 3 s a move: the
/// tests above could fail.
#[test]
fn a_loaded_machine_with_the_old_fixed_reserve_loses() {
    let load = Load {
        hidden: LOADED,
        setting: DEFAULT_OVERHEAD,
        measure: false,
    };
    assert!(play_game("1/3s", 20, &load).is_err());
}

/// A load that grows while the game goes on (50 ms at the first move, 40 ms more a
/// ply up to 900 ms), with the default setting: the engine's own measurement keeps
/// up with it.
#[test]
fn a_growing_load_is_measured() {
    let growing: fn(usize) -> Duration = |ply| ms((50 + 40 * ply as u64).min(900));
    let measured = Load {
        hidden: growing,
        setting: DEFAULT_OVERHEAD,
        measure: true,
    };
    play_game("1/3s", 60, &measured).unwrap();
    play_game("5m+3s", 60, &measured).unwrap();
    play_game("1m+1s", 80, &measured).unwrap();
    // Without the measurement the same load makes the flag fall.
    let unmeasured = Load {
        measure: false,
        ..measured
    };
    assert!(play_game("1/3s", 60, &unmeasured).is_err());
}
