//! Time management: how long to think about one move, from what the clock shows.
//!
//! Every chuhe time control (`match_control::time_control`: periods of "N moves in T"
//! with the time cumulative, sudden death, Fischer increment, simple delay) reduces,
//! for one move, to four numbers: the time left on the mover's clock, the moves still
//! owed in the current period (none in sudden death), the increment and the delay.
//! [`budget`] maps them to a soft budget (no new iteration after it) and a hard one
//! (stop at once). The hard budget always leaves a reserve on the clock for the
//! engine's own overhead and the time to press the clock.

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

/// Moves a sudden-death game is assumed still to last.
const SUDDEN_DEATH_MOVES: u32 = 30;
/// Kept on the clock whatever happens: the engine's latency (thread start, the root's
/// adjudication, printing the move) and the GUI's.
const OVERHEAD: Duration = Duration::from_millis(100);
/// Besides the overhead, never plan to use the last twentieth of the clock.
const RESERVE_DIVISOR: u32 = 20;

/// The budgets for one move.
pub fn budget(c: ClockState) -> Budget {
    let reserve = OVERHEAD + c.remaining / RESERVE_DIVISOR;
    // Time that may be spent this turn without the flag falling: the delay is free.
    let spendable = (c.remaining + c.delay).saturating_sub(reserve);
    let moves = c.moves_to_go.unwrap_or(SUDDEN_DEATH_MOVES).clamp(1, 80);
    // The clock's time spread over the moves owed, plus most of the increment (it
    // comes back after the move), plus the free delay.
    let share = c.remaining / moves + c.increment * 3 / 4 + c.delay;
    let soft = share.min(spendable);
    // The hard budget allows a difficult move several times its share, but with
    // moves still owed it leaves enough for them; in the last move of a period
    // everything spendable may go.
    let hard_cap = if moves == 1 {
        spendable
    } else {
        spendable.min(c.remaining / 2 + c.delay)
    };
    let hard = (soft * 4).min(hard_cap).max(soft);
    Budget { soft, hard }
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
                            b.hard + OVERHEAD <= ms(remaining) + ms(delay) || b.hard.is_zero(),
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
        assert_eq!(b.soft, ms(10_000 + 2_250));
        // 3 s a move (a period of one move): most of the 3 s, never all of it.
        let b = budget(ClockState {
            remaining: ms(3_000),
            moves_to_go: Some(1),
            increment: ms(0),
            delay: ms(0),
        });
        assert!(b.hard >= ms(2_500) && b.hard <= ms(2_940), "{b:?}");
    }
}
