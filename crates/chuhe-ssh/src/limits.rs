//! The server's limits (docs/ssh.md, "Limits"): connections per address and per
//! key, authentication attempts, idle time, bytes per second, and the output a
//! slow client may leave queued. The share of connections not logged in yet is in
//! `startups.rs`, the penalties of addresses that fail to log in in `penalties.rs`.

use std::collections::HashMap;
use std::net::IpAddr;
use std::sync::{Arc, Mutex};
use std::time::{Duration, Instant};

#[derive(Clone, Debug)]
pub struct Limits {
    /// Connections open at once from one address.
    pub per_address: usize,
    /// Sessions open at once with one key.
    pub per_key: usize,
    /// Connections open at once from everyone.
    pub total: usize,
    /// Connections not logged in yet, at most (of `total`): see
    /// [`crate::startups`].
    pub unauthenticated: usize,
    /// From this many unauthenticated connections on, new ones are dropped at
    /// random (30 % here, rising to all of them at `unauthenticated`).
    pub early_drop_from: usize,
    /// Connections from one address ending without a login that cost it nothing;
    /// each one more shuts it out, for `penalty_base` doubled each time, at most
    /// `penalty_max` (see [`crate::penalties`]).
    pub penalty_after: u32,
    pub penalty_base: Duration,
    pub penalty_max: Duration,
    /// Authentication attempts on one connection.
    pub auth_attempts: usize,
    /// Time for a connection to log in, from its first byte.
    pub login_time: Duration,
    /// A session with no input for this long is closed (at a game, its clock then
    /// follows the game's rule for absent players).
    pub idle: Duration,
    /// Input bytes per second a session may send (more is dropped).
    pub input_per_second: u32,
    /// Output bytes per second a session is sent at most.
    pub output_per_second: u32,
    /// Output chunks (one a frame) queued for a client before it counts as too slow.
    pub output_queue: usize,
    /// Output bytes queued for a client at most (a larger frame waits for an
    /// empty queue): a session's memory does not grow with a slow reader.
    pub output_queue_bytes: usize,
    /// Cells above [`crate::window::FLOOR`] that all sessions together may draw
    /// (each cell is two of ratatui's buffer cells, about 100 bytes).
    pub drawn_cells: usize,
    /// How long a full output queue may stay full before the session is closed.
    pub output_stall: Duration,
    /// Engine searches (games against the computer) running at once, server-wide:
    /// the rest wait, so that they cannot starve the human games.
    pub engine_searches: usize,
}

impl Default for Limits {
    fn default() -> Limits {
        Limits {
            per_address: 8,
            per_key: 3,
            total: 256,
            unauthenticated: 64,
            early_drop_from: 32,
            penalty_after: 3,
            penalty_base: Duration::from_secs(1),
            penalty_max: Duration::from_secs(600),
            auth_attempts: 6,
            login_time: Duration::from_secs(30),
            idle: Duration::from_secs(30 * 60),
            input_per_second: 16 * 1024,
            output_per_second: 512 * 1024,
            output_queue: 64,
            output_queue_bytes: 1 << 20,
            // 64 sessions at the largest size drawn: about 180 MB of buffers.
            drawn_cells: 64 * 300 * 100,
            output_stall: Duration::from_secs(10),
            // Half the cores (one of two): the other half stays the players'.
            engine_searches: std::thread::available_parallelism()
                .map_or(1, |n| (n.get() / 2).max(1)),
        }
    }
}

/// Open connections by address; a [`Slot`] counts one until it is dropped.
#[derive(Clone, Debug, Default)]
pub struct Addresses(Arc<Mutex<HashMap<IpAddr, usize>>>);

/// One connection counted against its address.
#[derive(Debug)]
pub struct Slot {
    ip: IpAddr,
    table: Addresses,
}

impl Addresses {
    /// A slot for a new connection from `ip`, unless it or everyone has too many.
    pub fn admit(&self, ip: IpAddr, limits: &Limits) -> Option<Slot> {
        let mut t = self.0.lock().unwrap_or_else(|e| e.into_inner());
        let total: usize = t.values().sum();
        let mine = t.entry(ip).or_insert(0);
        if *mine >= limits.per_address || total >= limits.total {
            return None;
        }
        *mine += 1;
        Some(Slot {
            ip,
            table: self.clone(),
        })
    }
}

impl Drop for Slot {
    fn drop(&mut self) {
        let mut t = self.table.0.lock().unwrap_or_else(|e| e.into_inner());
        if let Some(n) = t.get_mut(&self.ip) {
            *n = n.saturating_sub(1);
            if *n == 0 {
                t.remove(&self.ip);
            }
        }
    }
}

/// Open connections by key (its fingerprint), from the moment the key logs in —
/// before its nickname is chosen too; a [`KeySlot`] counts one until dropped.
#[derive(Clone, Debug, Default)]
pub struct Keys(Arc<Mutex<HashMap<String, usize>>>);

/// One logged-in connection counted against its key.
#[derive(Debug)]
pub struct KeySlot {
    key: String,
    table: Keys,
}

impl Keys {
    /// A slot for a new login with `key`, unless it has `per_key` already.
    pub fn admit(&self, key: &str, per_key: usize) -> Option<KeySlot> {
        let mut t = self.0.lock().unwrap_or_else(|e| e.into_inner());
        let mine = t.entry(key.to_string()).or_insert(0);
        if *mine >= per_key {
            return None;
        }
        *mine += 1;
        Some(KeySlot {
            key: key.to_string(),
            table: self.clone(),
        })
    }
}

impl Drop for KeySlot {
    fn drop(&mut self) {
        let mut t = self.table.0.lock().unwrap_or_else(|e| e.into_inner());
        if let Some(n) = t.get_mut(&self.key) {
            *n = n.saturating_sub(1);
            if *n == 0 {
                t.remove(&self.key);
            }
        }
    }
}

/// Bytes per second, with a burst of one second's worth. Time is given, never read.
#[derive(Clone, Debug)]
pub struct ByteBucket {
    per_second: u64,
    tokens: u64,
    last: Instant,
}

impl ByteBucket {
    pub fn new(per_second: u32, now: Instant) -> ByteBucket {
        ByteBucket {
            per_second: u64::from(per_second.max(1)),
            tokens: u64::from(per_second.max(1)),
            last: now,
        }
    }

    fn refill(&mut self, now: Instant) {
        let gained = now.saturating_duration_since(self.last).as_micros() as u64 * self.per_second
            / 1_000_000;
        if gained > 0 {
            self.tokens = (self.tokens + gained).min(self.per_second);
            self.last = now;
        }
    }

    /// How many of `n` bytes may pass now (they are counted).
    pub fn take(&mut self, n: usize, now: Instant) -> usize {
        self.refill(now);
        let ok = (n as u64).min(self.tokens);
        self.tokens -= ok;
        ok as usize
    }

    /// How long to wait before `n` bytes may pass (at most a second's worth).
    pub fn wait_for(&mut self, n: usize, now: Instant) -> Duration {
        self.refill(now);
        let n = (n as u64).min(self.per_second);
        if self.tokens >= n {
            self.tokens -= n;
            return Duration::ZERO;
        }
        let missing = n - self.tokens;
        self.tokens = 0;
        // Counted as spent now: the wait pays for it.
        self.last = now + Duration::from_micros(missing * 1_000_000 / self.per_second);
        Duration::from_micros(missing * 1_000_000 / self.per_second)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn an_address_gets_its_share_and_its_slots_back() {
        let limits = Limits {
            per_address: 2,
            total: 3,
            ..Limits::default()
        };
        let t = Addresses::default();
        let a: IpAddr = "10.0.0.1".parse().unwrap();
        let b: IpAddr = "10.0.0.2".parse().unwrap();
        let s1 = t.admit(a, &limits).unwrap();
        let _s2 = t.admit(a, &limits).unwrap();
        assert!(t.admit(a, &limits).is_none(), "a third from one address");
        let _s3 = t.admit(b, &limits).unwrap();
        assert!(t.admit(b, &limits).is_none(), "past the total");
        drop(s1);
        assert!(
            t.admit(a, &limits).is_some(),
            "a closed connection frees its slot"
        );
    }

    #[test]
    fn a_key_gets_its_sessions_and_its_slots_back() {
        let keys = Keys::default();
        let a = keys.admit("SHA256:a", 2).unwrap();
        let _b = keys.admit("SHA256:a", 2).unwrap();
        assert!(keys.admit("SHA256:a", 2).is_none(), "a third with one key");
        assert!(keys.admit("SHA256:b", 2).is_some(), "another key");
        drop(a);
        assert!(
            keys.admit("SHA256:a", 2).is_some(),
            "a closed one frees its slot"
        );
    }

    #[test]
    fn the_byte_bucket_lets_a_second_through_then_paces() {
        let t0 = Instant::now();
        let mut b = ByteBucket::new(1000, t0);
        assert_eq!(b.take(1500, t0), 1000);
        assert_eq!(b.take(10, t0), 0);
        assert_eq!(b.take(1000, t0 + Duration::from_millis(500)), 500);
        let mut b = ByteBucket::new(1000, t0);
        assert_eq!(b.wait_for(1000, t0), Duration::ZERO);
        assert_eq!(b.wait_for(250, t0), Duration::from_millis(250));
    }
}
