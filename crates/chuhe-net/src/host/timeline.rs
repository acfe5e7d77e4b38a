//! The host's clock: the machine's monotonic time, continuing a saved game's timeline.
//!
//! The referee's log stamps every action with an instant of one timeline. A host that
//! restarts from its save carries on that timeline from the instant of the save, so
//! that the log stays in order and replays exactly: the time between the last save and
//! the restart (the host was down) is charged to nobody.

use std::time::Instant;

use chuhe_core::match_control::{Millis, TimeSource};

#[derive(Copy, Clone, Debug)]
pub struct Timeline {
    base: Millis,
    origin: Instant,
}

impl Timeline {
    /// A timeline that reads `base` now and runs with the machine's monotonic clock.
    pub fn starting_at(base: Millis) -> Timeline {
        Timeline {
            base,
            origin: Instant::now(),
        }
    }
}

impl TimeSource for Timeline {
    fn now(&self) -> Millis {
        self.base.after(self.origin.elapsed())
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn continues_from_its_base() {
        let t = Timeline::starting_at(Millis(90_000));
        let a = t.now();
        assert!(a >= Millis(90_000) && a < Millis(91_000), "{a}");
        assert!(t.now() >= a);
    }
}
