//! What bounds one search: depth, nodes, time (soft: do not start another iteration;
//! hard: stop at once), or nothing but an explicit stop (`go infinite`).

use std::time::Duration;

use super::time::Budget;

#[derive(Copy, Clone, Debug, Default, PartialEq, Eq)]
pub struct Limits {
    /// Deepest iteration, in plies.
    pub depth: Option<u32>,
    /// Stop after about this many nodes.
    pub nodes: Option<u64>,
    /// Do not begin a new iteration after this.
    pub soft_time: Option<Duration>,
    /// Stop the search at once after this.
    pub hard_time: Option<Duration>,
}

impl Limits {
    pub fn depth(d: u32) -> Limits {
        Limits {
            depth: Some(d),
            ..Limits::default()
        }
    }

    pub fn nodes(n: u64) -> Limits {
        Limits {
            nodes: Some(n),
            ..Limits::default()
        }
    }

    /// A fixed time for the move (`go movetime`): both budgets the same.
    pub fn movetime(t: Duration) -> Limits {
        Limits {
            soft_time: Some(t),
            hard_time: Some(t),
            ..Limits::default()
        }
    }

    /// A move planned from the clock (`time::budget_with`): its soft and hard times.
    pub fn within(b: Budget) -> Limits {
        Limits {
            soft_time: Some(b.soft),
            hard_time: Some(b.hard),
            ..Limits::default()
        }
    }

    /// No limit: the search runs until stopped (or to the deepest depth it can reach).
    pub fn infinite() -> Limits {
        Limits::default()
    }
}
