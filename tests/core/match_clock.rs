//! Property tests of the clock (articles 6 and 22) against an independent model: random
//! time controls, random thinking times, presses, pauses and penalties.
//!
//! - time is never negative: what a face shows is exactly the model's budget minus its
//!   used time, never a wrapped-around huge value, and zero once the flag falls;
//! - each period's move count is honoured: the period and the moves still owed follow
//!   from the moves made, and the next period's time is added exactly when a period's
//!   moves are completed;
//! - an increment is added exactly once per move;
//! - pausing never changes the time of the side not to move (nor of the side to move).

use std::time::Duration;

use chuhe::match_control::{Bonus, Clock, ClockError, Millis, Period, TimeControl};
use chuhe::rules::Color;
use proptest::prelude::*;

#[derive(Clone, Debug)]
enum Op {
    Wait(u64),
    Press,
    Pause,
    Resume,
    Penalty(u64),
}

fn op() -> impl Strategy<Value = Op> {
    prop_oneof![
        5 => (0u64..90_000).prop_map(Op::Wait),
        4 => Just(Op::Press),
        1 => Just(Op::Pause),
        1 => Just(Op::Resume),
        1 => (0u64..60_000).prop_map(Op::Penalty),
    ]
}

fn control() -> impl Strategy<Value = TimeControl> {
    let period = (prop::option::of(1u32..6), 10u64..400).prop_map(|(moves, secs)| Period {
        moves,
        time: Duration::from_secs(secs),
    });
    let bonus = prop_oneof![
        Just(Bonus::None),
        (1u64..15).prop_map(|s| Bonus::Increment(Duration::from_secs(s))),
        (1u64..15).prop_map(|s| Bonus::Delay(Duration::from_secs(s))),
    ];
    (prop::collection::vec(period, 0..4), bonus).prop_map(|(mut periods, bonus)| {
        // Only the last period may be sudden death.
        let n = periods.len();
        for p in periods.iter_mut().take(n.saturating_sub(1)) {
            p.moves.get_or_insert(3);
        }
        TimeControl::new(periods, bonus).expect("valid by construction")
    })
}

/// What the clock must show, computed from the control alone.
#[derive(Clone, Debug, Default)]
struct Side {
    used: u64,
    moves: u32,
}

struct Model {
    tc: TimeControl,
    sides: [Side; 2],
    running: Color,
    turn_raw: u64,
    paused: bool,
    flagged: bool,
}

fn ms(d: Duration) -> u64 {
    d.as_millis() as u64
}

impl Model {
    /// Period index and moves made into it, by walking the periods from the start.
    fn period_of(&self, moves: u32) -> (usize, u32) {
        let (mut index, mut left) = (0usize, moves);
        while let Some(Period { moves: Some(n), .. }) = self.tc.period(index) {
            if left < n {
                break;
            }
            left -= n;
            index += 1;
        }
        (index, left)
    }

    /// Time allotted after `moves` moves: every period entered, and one increment per
    /// move.
    fn budget(&self, moves: u32) -> u64 {
        if self.tc.is_untimed() {
            return 0;
        }
        let (period, _) = self.period_of(moves);
        let periods: u64 = (0..=period)
            .map(|i| ms(self.tc.period(i).unwrap().time))
            .sum();
        periods + u64::from(moves) * ms(self.tc.increment())
    }

    fn charge(&self) -> u64 {
        self.turn_raw.saturating_sub(ms(self.tc.delay()))
    }

    fn used(&self, c: Color) -> u64 {
        let s = &self.sides[c.index()];
        if c == self.running && !self.flagged {
            s.used + self.charge()
        } else {
            s.used
        }
    }
}

proptest! {
    #![proptest_config(ProptestConfig { cases: 400, ..ProptestConfig::default() })]

    #[test]
    fn clock_matches_the_model(tc in control(), ops in prop::collection::vec(op(), 1..80)) {
        let mut clock = Clock::new(tc.clone());
        let mut now = 0u64;
        clock.start(Color::Red, Millis(now));
        let mut m = Model {
            tc: tc.clone(),
            sides: [Side::default(), Side::default()],
            running: Color::Red,
            turn_raw: 0,
            paused: false,
            flagged: false,
        };
        for op in ops {
            let used_before = [clock.used(Color::Red, Millis(now)), clock.used(Color::Black, Millis(now))];
            match op {
                Op::Wait(d) => {
                    now += d;
                    if !m.paused && !m.flagged {
                        m.turn_raw += d;
                    }
                }
                Op::Pause => {
                    clock.pause(Millis(now));
                    m.paused = true;
                }
                Op::Resume => {
                    clock.resume(Millis(now));
                    m.paused = false;
                }
                Op::Penalty(p) => {
                    let side = !m.running;
                    let s = &m.sides[side.index()];
                    let expect = !m.flagged
                        && !tc.is_untimed()
                        && s.used + p > m.budget(s.moves);
                    let flag = clock.add_penalty(side, Duration::from_millis(p), Millis(now));
                    m.sides[side.index()].used += p;
                    if !m.flagged {
                        prop_assert_eq!(flag.map(|f| f.side), expect.then_some(side));
                    }
                }
                Op::Press => {
                    let side = m.running;
                    let result = clock.press(side, Millis(now));
                    let over = !tc.is_untimed()
                        && m.used(side) > m.budget(m.sides[side.index()].moves);
                    match result {
                        _ if m.flagged => prop_assert!(result.is_err()),
                        Err(ClockError::FlagFell(c)) => {
                            prop_assert!(over, "flag fell early");
                            prop_assert_eq!(c, side);
                        }
                        Err(ClockError::Paused) => prop_assert!(m.paused),
                        Err(e) => prop_assert!(false, "unexpected {e:?}"),
                        Ok(out) => {
                            prop_assert!(!over && !m.paused);
                            // An increment exactly once per move.
                            let inc = if tc.is_untimed() { Duration::ZERO } else { tc.increment() };
                            prop_assert_eq!(out.increment, inc);
                            prop_assert_eq!(ms(out.charged), m.charge());
                            let s = &mut m.sides[side.index()];
                            s.used += m.turn_raw.saturating_sub(ms(tc.delay()));
                            s.moves += 1;
                            m.running = !side;
                            m.turn_raw = 0;
                        }
                    }
                }
            }
            // The flag falls exactly when the running side's time is exhausted.
            let r = m.running;
            if !m.flagged && !tc.is_untimed() && m.used(r) > m.budget(m.sides[r.index()].moves) {
                let flag = clock.settle(Millis(now));
                prop_assert_eq!(flag.map(|f| f.side), Some(r));
            }
            if let Some(f) = clock.flag()
                && !m.flagged
            {
                m.flagged = true;
                if f.side == r {
                    // The loser used exactly all of their time.
                    let budget = m.budget(m.sides[r.index()].moves);
                    let s = &mut m.sides[r.index()];
                    s.used = s.used.max(budget);
                } else {
                    // A penalty flagged the other side: the clock stopped, charging r.
                    let charge = m.charge();
                    m.sides[r.index()].used += charge;
                }
                m.turn_raw = 0;
            }
            for c in [Color::Red, Color::Black] {
                let face = clock.face(c, Millis(now));
                let moves = m.sides[c.index()].moves;
                prop_assert_eq!(face.moves_made, moves);
                // Never negative: exactly budget minus used, saturating.
                let expected = m.budget(moves).saturating_sub(m.used(c));
                if !tc.is_untimed() && !m.flagged {
                    prop_assert_eq!(ms(face.remaining), expected);
                    prop_assert_eq!(ms(face.used), m.used(c));
                }
                prop_assert!(ms(face.remaining) <= m.budget(moves));
                if face.flag_fallen {
                    prop_assert_eq!(face.remaining, Duration::ZERO);
                }
                // Each period's count honoured.
                let (period, into) = m.period_of(moves);
                prop_assert_eq!(face.period as usize, period + 1);
                let owed = tc.period(period).and_then(|p| p.moves).map(|n| n - into);
                prop_assert_eq!(face.moves_owed, owed);
                // Pausing changes nobody's time; the side not running never changes.
                let waited = matches!(op, Op::Wait(_));
                if waited && (m.paused || c != m.running) {
                    prop_assert_eq!(clock.used(c, Millis(now)), used_before[c.index()]);
                }
            }
        }
    }

    /// Pausing for any length of time at any moment leaves both faces as they were.
    #[test]
    fn pausing_never_changes_either_face(
        tc in control(),
        think in 0u64..200_000,
        pause_at in 0u64..200_000,
        pause_len in 0u64..10_000_000,
    ) {
        let mut clock = Clock::new(tc);
        clock.start(Color::Red, Millis(0));
        let _ = clock.press(Color::Red, Millis(think));
        let t = think + pause_at;
        // A flag that fell before the pause is recorded first (as the referee does).
        clock.settle(Millis(t));
        let before = [clock.face(Color::Red, Millis(t)), clock.face(Color::Black, Millis(t))];
        clock.pause(Millis(t));
        clock.resume(Millis(t + pause_len));
        let after = [
            clock.face(Color::Red, Millis(t + pause_len)),
            clock.face(Color::Black, Millis(t + pause_len)),
        ];
        for i in 0..2 {
            prop_assert_eq!(after[i].used, before[i].used);
            prop_assert_eq!(after[i].remaining, before[i].remaining);
        }
    }
}
