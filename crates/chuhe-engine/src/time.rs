//! Time management: how long to think about one move, from what the clock shows.
//!
//! Every chuhe time control (`match_control::time_control`: periods of "N moves in T"
//! with the time cumulative, sudden death, Fischer increment, simple delay) reduces,
//! for one move, to four numbers: the time left on the mover's clock, the moves still
//! owed in the current period (none in sudden death), the increment and the delay.
//! [`budget_with`] maps them to a soft budget (no new iteration after it) and a hard
//! one (stop at once). The hard budget always leaves a reserve on the clock for the
//! move overhead — the time the clock runs while the engine is not searching: thread
//! start, the root's adjudication, printing the move, the pipe or the socket, the
//! GUI's or the host's turn-around, and on a loaded machine the scheduler's stalls.
//!
//! The overhead is a setting (`MoveOverhead` in `chuhe uci`, as Stockfish calls it)
//! and, where the engine sees its own clock (the engine seats), a measurement:
//! [`OverheadMeter`] keeps what the clock charged beyond the search, and the larger of
//! the two is used. A fixed 100 ms lost games on a machine running 8 builds at once.

use std::time::Duration;

/// What the clock shows the side to move.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub struct ClockState {
    pub remaining: Duration,
    /// Moves still to make in the current period, this one included; `None` in sudden
    /// death (or when unknown).
    pub moves_to_go: Option<u32>,
    /// Fischer increment added after this move.
    pub increment: Duration,
    /// Simple delay: the first `delay` of this turn is not charged.
    pub delay: Duration,
}

#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub struct Budget {
    pub soft: Duration,
    pub hard: Duration,
}

/// Moves a sudden-death game is assumed still to last. Fewer than most games really
/// last: the time spent early, where the game is decided more often, measured
/// stronger head to head than time kept for the end (docs/engine.md, "Time management").
const SUDDEN_DEATH_MOVES: u32 = 22;
/// The move overhead assumed when nothing else is known (`MoveOverhead`'s default).
pub const DEFAULT_OVERHEAD: Duration = Duration::from_millis(100);
/// The largest move overhead accepted (a setting or a measurement beyond it is a
/// stall, not an overhead to plan for every move).
pub const MAX_OVERHEAD: Duration = Duration::from_secs(5);
/// Besides the overhead, never plan to use the last twentieth of the clock.
const RESERVE_DIVISOR: u32 = 20;

/// The budgets for one move with the default overhead.
pub fn budget(c: ClockState) -> Budget {
    budget_with(c, DEFAULT_OVERHEAD)
}

/// The budgets for one move when each move costs `overhead` of clock time besides
/// the search.
pub fn budget_with(c: ClockState, overhead: Duration) -> Budget {
    let overhead = overhead.min(MAX_OVERHEAD);
    let reserve = overhead + c.remaining / RESERVE_DIVISOR;
    // Time that may be spent this turn without the flag falling: the delay is free.
    let spendable = (c.remaining + c.delay).saturating_sub(reserve);
    let moves = c.moves_to_go.unwrap_or(SUDDEN_DEATH_MOVES).clamp(1, 80);
    // The clock's time spread over the moves owed, plus most of the increment (it
    // comes back after the move), plus the free delay; less this move's overhead,
    // which the clock charges whatever the search takes — but never more than half
    // the share: at a short clock a large overhead would leave no search at all
    // (the reserve, not the share, is what keeps the flag up).
    let gross = c.remaining / moves + c.increment * 3 / 4 + c.delay;
    let share = gross - overhead.min(gross / 2);
    let soft = share.min(spendable);
    // The hard budget allows a difficult move several times its share, but with
    // moves still owed it leaves enough for them; in the last move of a period
    // everything spendable may go.
    let hard_cap = if moves == 1 {
        spendable
    } else {
        spendable.min((c.remaining / 2 + c.delay).saturating_sub(overhead))
    };
    let hard = (soft * 4).min(hard_cap).max(soft);
    Budget { soft, hard }
}

/// The move overhead as measured: after each move, what the clock charged against
/// what the search took. It keeps the largest of the last [`OverheadMeter::WINDOW`]
/// moves (a stall comes back; planning for the average loses on time), with a
/// quarter more as a margin, and never less than the configured overhead.
#[derive(Clone, Debug)]
pub struct OverheadMeter {
    configured: Duration,
    recent: [Duration; OverheadMeter::WINDOW],
    next: usize,
}

impl OverheadMeter {
    pub const WINDOW: usize = 8;

    pub fn new(configured: Duration) -> OverheadMeter {
        OverheadMeter {
            configured: configured.min(MAX_OVERHEAD),
            recent: [Duration::ZERO; OverheadMeter::WINDOW],
            next: 0,
        }
    }

    /// One move: the clock charged `charged`, of which the search took `searched`.
    pub fn record(&mut self, charged: Duration, searched: Duration) {
        self.recent[self.next] = charged.saturating_sub(searched).min(MAX_OVERHEAD);
        self.next = (self.next + 1) % OverheadMeter::WINDOW;
    }

    /// The overhead to plan the next move with.
    pub fn overhead(&self) -> Duration {
        let seen = self.recent.iter().max().copied().unwrap_or_default();
        (seen + seen / 4).max(self.configured).min(MAX_OVERHEAD)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn ms(n: u64) -> Duration {
        Duration::from_millis(n)
    }

    #[test]
    fn never_plans_past_the_clock() {
        for remaining in [
            0, 1, 10, 59, 61, 100, 1_000, 3_000, 60_000, 300_000, 5_400_000,
        ] {
            for moves_to_go in [None, Some(1), Some(2), Some(40)] {
                for inc in [0, 100, 3_000] {
                    for delay in [0, 3_000] {
                        let c = ClockState {
                            remaining: ms(remaining),
                            moves_to_go,
                            increment: ms(inc),
                            delay: ms(delay),
                        };
                        let b = budget(c);
                        assert!(b.soft <= b.hard, "{c:?} {b:?}");
                        assert!(
                            b.hard + DEFAULT_OVERHEAD <= ms(remaining) + ms(delay)
                                || b.hard.is_zero(),
                            "{c:?} {b:?}"
                        );
                    }
                }
            }
        }
    }

    #[test]
    fn sensible_shares() {
        // 5 min + 3 s: about a thirtieth of the clock plus most of the increment.
        let b = budget(ClockState {
            remaining: ms(300_000),
            moves_to_go: None,
            increment: ms(3_000),
            delay: ms(0),
        });
        assert_eq!(b.soft, ms(300_000) / 22 + ms(2_250 - 100));
        // 3 s a move (a period of one move): most of the 3 s, never all of it.
        let b = budget(ClockState {
            remaining: ms(3_000),
            moves_to_go: Some(1),
            increment: ms(0),
            delay: ms(0),
        });
        assert!(b.hard >= ms(2_500) && b.hard <= ms(2_940), "{b:?}");
    }

    #[test]
    fn the_reserve_grows_with_the_overhead() {
        for overhead in [0, 100, 300, 1_000, 5_000] {
            for remaining in [0, 50, 500, 3_000, 60_000, 300_000] {
                for (moves_to_go, inc) in [(None, 0), (None, 3_000), (Some(1), 0), (Some(40), 0)] {
                    let c = ClockState {
                        remaining: ms(remaining),
                        moves_to_go,
                        increment: ms(inc),
                        delay: ms(0),
                    };
                    let b = budget_with(c, ms(overhead));
                    // The search plus the overhead fits on the clock.
                    assert!(
                        b.hard + ms(overhead) <= ms(remaining) || b.hard.is_zero(),
                        "{c:?} overhead {overhead}: {b:?}"
                    );
                    // A larger overhead never plans more time, and leaves a search
                    // of at least half the share (short of the reserve).
                    let gross =
                        ms(remaining) / moves_to_go.unwrap_or(SUDDEN_DEATH_MOVES) + ms(inc) * 3 / 4;
                    let spendable = ms(remaining).saturating_sub(ms(overhead) + ms(remaining) / 20);
                    assert!(
                        b.soft >= (gross / 2).min(spendable),
                        "{c:?} {overhead}: {b:?}"
                    );
                    let more = budget_with(c, ms(overhead + 200));
                    assert!(more.hard <= b.hard && more.soft <= b.soft, "{c:?}");
                }
            }
        }
    }

    #[test]
    fn the_meter_keeps_the_worst_recent_overhead() {
        let mut m = OverheadMeter::new(ms(100));
        assert_eq!(m.overhead(), ms(100));
        m.record(ms(1_400), ms(1_000));
        assert_eq!(m.overhead(), ms(500));
        for _ in 0..OverheadMeter::WINDOW - 1 {
            m.record(ms(1_010), ms(1_000));
        }
        assert_eq!(m.overhead(), ms(500), "the stall is still in the window");
        m.record(ms(1_010), ms(1_000));
        assert_eq!(m.overhead(), ms(100), "the configured floor");
        // A clock that charged less than the search (its own rounding) is no overhead.
        m.record(ms(900), ms(1_000));
        assert_eq!(m.overhead(), ms(100));
    }
}
