//! A token bucket: how many messages a connection may send. A person playing sends a
//! message every few seconds; a burst allowance covers fast typing and a reconnecting
//! client, and anything beyond is a broken or hostile client, which is disconnected.

use std::time::{Duration, Instant};

/// The limits of one connection.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub struct RateLimit {
    /// Messages allowed at once.
    pub burst: u32,
    /// Messages allowed per second, on average.
    pub per_second: u32,
}

impl Default for RateLimit {
    fn default() -> RateLimit {
        RateLimit {
            burst: 40,
            per_second: 10,
        }
    }
}

/// The bucket of one connection. Time is given, never read.
#[derive(Clone, Debug)]
pub struct Bucket {
    limit: RateLimit,
    /// Tokens in thousandths, so that refills are exact in integers.
    milli: u64,
    last: Instant,
}

impl Bucket {
    pub fn new(limit: RateLimit, now: Instant) -> Bucket {
        Bucket {
            limit,
            milli: u64::from(limit.burst) * 1000,
            last: now,
        }
    }

    /// Takes one token at `now`; false if none is left.
    pub fn take(&mut self, now: Instant) -> bool {
        let elapsed = now.saturating_duration_since(self.last);
        self.last = now.max(self.last);
        let refill = elapsed
            .as_millis()
            .saturating_mul(u128::from(self.limit.per_second));
        let cap = u64::from(self.limit.burst) * 1000;
        self.milli = (u128::from(self.milli) + refill).min(u128::from(cap)) as u64;
        if self.milli >= 1000 {
            self.milli -= 1000;
            true
        } else {
            false
        }
    }

    /// How long until one more message would be allowed.
    pub fn wait(&self) -> Duration {
        if self.milli >= 1000 || self.limit.per_second == 0 {
            return Duration::ZERO;
        }
        Duration::from_millis((1000 - self.milli).div_ceil(u64::from(self.limit.per_second)))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_burst_then_the_steady_rate() {
        let t0 = Instant::now();
        let limit = RateLimit {
            burst: 5,
            per_second: 10,
        };
        let mut b = Bucket::new(limit, t0);
        assert!((0..5).all(|_| b.take(t0)));
        assert!(!b.take(t0), "the burst is spent");
        assert_eq!(b.wait(), Duration::from_millis(100));
        assert!(!b.take(t0 + Duration::from_millis(99)));
        assert!(b.take(t0 + Duration::from_millis(100)));
        // A long pause refills up to the burst, no more.
        let later = t0 + Duration::from_secs(3600);
        assert!((0..5).all(|_| b.take(later)));
        assert!(!b.take(later));
    }

    #[test]
    fn a_steady_sender_under_the_rate_is_never_refused() {
        let t0 = Instant::now();
        let mut b = Bucket::new(RateLimit::default(), t0);
        for i in 0..10_000u64 {
            assert!(b.take(t0 + Duration::from_millis(i * 101)), "message {i}");
        }
    }

    #[test]
    fn time_going_backwards_does_not_refill() {
        let t0 = Instant::now() + Duration::from_secs(10);
        let mut b = Bucket::new(
            RateLimit {
                burst: 1,
                per_second: 1,
            },
            t0,
        );
        assert!(b.take(t0));
        assert!(!b.take(t0 - Duration::from_secs(5)));
        assert!(!b.take(t0));
    }
}
