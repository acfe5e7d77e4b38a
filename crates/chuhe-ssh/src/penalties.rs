//! Penalties by address, as OpenSSH's `PerSourcePenalties`: a connection that ends
//! without logging in (the time to log in ran out, its attempts were refused, it
//! was pushed out or simply went) counts against its address. The first
//! [`Limits::penalty_after`] such ends are free; each one after shuts the address
//! out for [`Limits::penalty_base`], doubled each time, at most
//! [`Limits::penalty_max`]. New connections from a shut-out address are closed
//! before the SSH handshake. A login from the address, or a quiet spell as long
//! as the cap after its penalty, forgives it.
//!
//! The table holds at most [`MAX_ADDRESSES`]; past that the address closest to the
//! end of its penalty is forgotten first.

use std::collections::HashMap;
use std::net::IpAddr;
use std::sync::{Arc, Mutex};
use std::time::{Duration, Instant};

use super::limits::Limits;

pub const MAX_ADDRESSES: usize = 16 * 1024;

/// Clones share the table.
#[derive(Clone, Debug, Default)]
pub struct Penalties(Arc<Mutex<HashMap<IpAddr, Record>>>);

#[derive(Clone, Copy, Debug)]
struct Record {
    failures: u32,
    /// Shut out until then (the last failure's instant, for a free one).
    until: Instant,
}

impl Penalties {
    /// Whether `ip` is shut out at `now`.
    pub fn shut_out(&self, ip: IpAddr, now: Instant) -> bool {
        let t = self.0.lock().unwrap_or_else(|e| e.into_inner());
        t.get(&ip).is_some_and(|r| r.until > now)
    }

    /// A connection from `ip` ended without logging in, at `now`; returns how long
    /// the address is shut out from now.
    pub fn failed(&self, ip: IpAddr, now: Instant, limits: &Limits) -> Duration {
        let mut t = self.0.lock().unwrap_or_else(|e| e.into_inner());
        if t.len() >= MAX_ADDRESSES && !t.contains_key(&ip) {
            t.retain(|_, r| !forgotten(r, now, limits));
            if t.len() >= MAX_ADDRESSES
                && let Some(first) = t.iter().min_by_key(|(_, r)| r.until).map(|(a, _)| *a)
            {
                t.remove(&first);
            }
        }
        let record = t.entry(ip).or_insert(Record {
            failures: 0,
            until: now,
        });
        if forgotten(record, now, limits) {
            record.failures = 0;
        }
        record.failures = record.failures.saturating_add(1);
        let penalty = penalty(record.failures, limits);
        record.until = record.until.max(now + penalty);
        record.until.saturating_duration_since(now)
    }

    /// A login from `ip`: it is forgiven.
    pub fn forgive(&self, ip: IpAddr) {
        self.0.lock().unwrap_or_else(|e| e.into_inner()).remove(&ip);
    }
}

/// The shut-out after the `failures`-th failure: nothing for the free ones, then
/// the base doubled for each one more, at most the cap.
fn penalty(failures: u32, limits: &Limits) -> Duration {
    let Some(beyond) = failures.checked_sub(limits.penalty_after + 1) else {
        return Duration::ZERO;
    };
    let factor = 1u32.checked_shl(beyond.min(31)).unwrap_or(u32::MAX);
    limits
        .penalty_base
        .saturating_mul(factor)
        .min(limits.penalty_max)
}

/// A record quiet for as long as the cap since its penalty ended.
fn forgotten(r: &Record, now: Instant, limits: &Limits) -> bool {
    now.saturating_duration_since(r.until) >= limits.penalty_max
}

#[cfg(test)]
mod tests {
    use super::*;

    fn limits() -> Limits {
        Limits {
            penalty_after: 2,
            penalty_base: Duration::from_secs(1),
            penalty_max: Duration::from_secs(10),
            ..Limits::default()
        }
    }

    #[test]
    fn an_address_that_keeps_failing_waits_longer_up_to_the_cap() {
        let (p, l) = (Penalties::default(), limits());
        let a: IpAddr = "10.0.0.1".parse().unwrap();
        let t0 = Instant::now();
        let s = Duration::from_secs;
        assert_eq!(p.failed(a, t0, &l), Duration::ZERO);
        assert_eq!(p.failed(a, t0, &l), Duration::ZERO);
        assert!(!p.shut_out(a, t0), "the first failures are free");
        let mut waits = Vec::new();
        let mut now = t0;
        for _ in 0..6 {
            let wait = p.failed(a, now, &l);
            assert!(p.shut_out(a, now));
            waits.push(wait);
            now += wait;
            assert!(!p.shut_out(a, now), "the wait is over");
        }
        assert_eq!(waits, [s(1), s(2), s(4), s(8), s(10), s(10)]);
        assert!(
            !p.shut_out("10.0.0.2".parse().unwrap(), t0),
            "others are not"
        );
        // Quiet for as long as the cap: it starts again from the free failures.
        assert_eq!(p.failed(a, now + s(9), &l), s(10), "not yet forgotten");
        assert_eq!(p.failed(a, now + s(29), &l), Duration::ZERO);
    }

    #[test]
    fn a_login_forgives_and_the_table_stays_bounded() {
        let (p, l) = (Penalties::default(), limits());
        let a: IpAddr = "10.0.0.1".parse().unwrap();
        let t0 = Instant::now();
        for _ in 0..4 {
            p.failed(a, t0, &l);
        }
        assert!(p.shut_out(a, t0));
        p.forgive(a);
        assert!(!p.shut_out(a, t0));
        for n in 0..(MAX_ADDRESSES as u32 + 10) {
            p.failed(IpAddr::from(n.to_be_bytes()), t0, &l);
        }
        assert!(p.0.lock().unwrap().len() <= MAX_ADDRESSES);
    }
}
