//! Where the search reads the time. The engine never calls the system clock directly:
//! it asks a [`SearchClock`], so that tests can run it on simulated time.

use std::time::{Duration, Instant};

/// Time elapsed since the search started.
pub trait SearchClock: Send {
    /// `nodes` is how many nodes the search has visited so far. The real clock ignores
    /// it; a simulated clock may use it to model a machine of a given speed.
    fn elapsed(&self, nodes: u64) -> Duration;
}

/// The machine's monotonic clock, started when it is created.
pub struct WallClock(Instant);

impl WallClock {
    pub fn start() -> WallClock {
        WallClock(Instant::now())
    }
}

impl SearchClock for WallClock {
    fn elapsed(&self, _nodes: u64) -> Duration {
        self.0.elapsed()
    }
}

/// Simulated time for tests: a fixed cost per node plus a fixed lag.
pub struct NodeClock {
    pub nodes_per_second: u64,
    pub lag: Duration,
}

impl SearchClock for NodeClock {
    fn elapsed(&self, nodes: u64) -> Duration {
        self.lag
            + Duration::from_micros(nodes.saturating_mul(1_000_000) / self.nodes_per_second.max(1))
    }
}
