//! Where time comes from. The referee and the clock never read the system clock:
//! every call takes `now`, a [`Millis`] instant that the caller obtained from a
//! [`TimeSource`]. The TUI and the network host use [`MonotonicTime`]; tests use
//! [`ManualTime`] and never sleep.

use std::cell::Cell;
use std::fmt;
use std::time::Duration;

/// An instant: milliseconds since an arbitrary, fixed origin of one monotonic timeline.
/// Only differences between two instants of the same timeline mean anything.
#[derive(
    Copy,
    Clone,
    Debug,
    Default,
    PartialEq,
    Eq,
    PartialOrd,
    Ord,
    Hash,
    serde::Serialize,
    serde::Deserialize,
)]
#[serde(transparent)]
pub struct Millis(pub u64);

impl Millis {
    /// The time elapsed from `earlier` to `self`, zero if `earlier` is later (a caller
    /// that mixes up its instants never makes a clock run backwards).
    pub fn since(self, earlier: Millis) -> Duration {
        Duration::from_millis(self.0.saturating_sub(earlier.0))
    }

    /// The instant `d` later (saturating at the end of time).
    pub fn after(self, d: Duration) -> Millis {
        Millis(self.0.saturating_add(duration_ms(d)))
    }
}

impl fmt::Display for Millis {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{} ms", self.0)
    }
}

/// A duration in whole milliseconds, saturating (the clock counts milliseconds).
pub(crate) fn duration_ms(d: Duration) -> u64 {
    u64::try_from(d.as_millis()).unwrap_or(u64::MAX)
}

/// Anything that tells the time on a monotonic timeline.
pub trait TimeSource {
    fn now(&self) -> Millis;
}

/// The real monotonic clock of the machine (`std::time::Instant`), with its origin at
/// the moment it was created.
#[derive(Copy, Clone, Debug)]
pub struct MonotonicTime {
    origin: std::time::Instant,
}

impl MonotonicTime {
    pub fn new() -> MonotonicTime {
        MonotonicTime {
            origin: std::time::Instant::now(),
        }
    }
}

impl Default for MonotonicTime {
    fn default() -> MonotonicTime {
        MonotonicTime::new()
    }
}

impl TimeSource for MonotonicTime {
    fn now(&self) -> Millis {
        Millis(duration_ms(self.origin.elapsed()))
    }
}

/// A hand-driven clock for tests and replays: time moves only when told to.
#[derive(Debug, Default)]
pub struct ManualTime {
    now: Cell<u64>,
}

impl ManualTime {
    pub fn new(start: Millis) -> ManualTime {
        ManualTime {
            now: Cell::new(start.0),
        }
    }

    /// Moves time forward by `d` and returns the new instant.
    pub fn advance(&self, d: Duration) -> Millis {
        self.now.set(self.now.get().saturating_add(duration_ms(d)));
        self.now()
    }

    /// Sets the current instant (never earlier than now: time does not run backwards).
    pub fn set(&self, t: Millis) {
        self.now.set(self.now.get().max(t.0));
    }
}

impl TimeSource for ManualTime {
    fn now(&self) -> Millis {
        Millis(self.now.get())
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn manual_time_moves_only_forward() {
        let t = ManualTime::new(Millis(1_000));
        assert_eq!(t.now(), Millis(1_000));
        assert_eq!(t.advance(Duration::from_secs(2)), Millis(3_000));
        t.set(Millis(500));
        assert_eq!(t.now(), Millis(3_000), "set() never goes back");
    }

    #[test]
    fn differences_saturate_instead_of_wrapping() {
        assert_eq!(Millis(5).since(Millis(9)), Duration::ZERO);
        assert_eq!(Millis(9).since(Millis(5)), Duration::from_millis(4));
        assert_eq!(
            Millis(u64::MAX).after(Duration::from_secs(1)),
            Millis(u64::MAX)
        );
    }

    #[test]
    fn monotonic_time_does_not_go_back() {
        let t = MonotonicTime::new();
        let a = t.now();
        let b = t.now();
        assert!(b >= a);
    }
}
