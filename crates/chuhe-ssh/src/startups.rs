//! The share of unauthenticated connections, as OpenSSH's `MaxStartups`: of the
//! server's connections at most [`Limits::unauthenticated`] may not have logged in
//! yet, and from [`Limits::early_drop_from`] on a new one is refused at random, the
//! more likely the fuller the share (30 % at the start, rising to every one when
//! full: OpenSSH's `10:30:100` scaled). Idle sockets, however many addresses they
//! come from, then fill this share and not the slots of the players.
//!
//! So that a flood does not shut out an honest login as well, a newcomer from an
//! address that holds no unauthenticated connection is never refused while another
//! address holds two or more: the oldest of the address holding the most is cut to
//! make room. A connection leaves the share when it logs in (its [`Startup`] is
//! dropped) or ends.

use std::collections::BTreeMap;
use std::collections::hash_map::RandomState;
use std::hash::BuildHasher;
use std::net::IpAddr;
use std::sync::{Arc, Mutex};

use super::cut_stream::Cutter;
use super::limits::Limits;

/// The unauthenticated connections, oldest first. Clones share them.
#[derive(Clone, Debug, Default)]
pub struct Startups(Arc<Mutex<Table>>);

#[derive(Debug, Default)]
struct Table {
    next: u64,
    /// By arrival: each one's address, and how to cut it.
    open: BTreeMap<u64, (IpAddr, Cutter)>,
}

/// One connection counted in the share until it logs in or ends.
#[derive(Debug)]
pub struct Startup {
    id: u64,
    table: Startups,
}

/// Why a connection was not let in.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Refused {
    /// The share is full.
    Full,
    /// Dropped at random, the share being more than half full.
    EarlyDrop,
}

impl Startups {
    /// A place in the share for a new connection from `ip`, or why not.
    pub fn admit(&self, ip: IpAddr, cutter: Cutter, limits: &Limits) -> Result<Startup, Refused> {
        self.admit_with(ip, cutter, limits, random_fraction())
    }

    /// As [`Startups::admit`], with the random draw in `[0, 1)` given.
    fn admit_with(
        &self,
        ip: IpAddr,
        cutter: Cutter,
        limits: &Limits,
        draw: f64,
    ) -> Result<Startup, Refused> {
        let mut t = self.0.lock().unwrap_or_else(|e| e.into_inner());
        let open = t.open.len();
        let refused = if open >= limits.unauthenticated {
            Some(Refused::Full)
        } else if open >= limits.early_drop_from && draw < drop_chance(open, limits) {
            Some(Refused::EarlyDrop)
        } else {
            None
        };
        if let Some(why) = refused
            && !t.make_room_for(ip)
        {
            return Err(why);
        }
        let id = t.next;
        t.next += 1;
        t.open.insert(id, (ip, cutter));
        Ok(Startup {
            id,
            table: self.clone(),
        })
    }

    /// Unauthenticated connections now.
    pub fn len(&self) -> usize {
        self.0.lock().unwrap_or_else(|e| e.into_inner()).open.len()
    }

    pub fn is_empty(&self) -> bool {
        self.len() == 0
    }
}

impl Table {
    /// For a newcomer from an address that holds none: cuts the oldest connection
    /// of the addresses that hold the most, if they hold two or more.
    fn make_room_for(&mut self, ip: IpAddr) -> bool {
        let mut held: BTreeMap<IpAddr, usize> = BTreeMap::new();
        for (addr, _) in self.open.values() {
            *held.entry(*addr).or_default() += 1;
        }
        let most = held.values().copied().max().unwrap_or(0);
        if held.contains_key(&ip) || most < 2 {
            return false;
        }
        let oldest = self
            .open
            .iter()
            .find(|(_, (addr, _))| held.get(addr) == Some(&most))
            .map(|(id, _)| *id);
        match oldest.and_then(|id| self.open.remove(&id)) {
            Some((_, cutter)) => {
                cutter.cut();
                true
            }
            None => false,
        }
    }
}

/// The chance that a newcomer is dropped with `open` unauthenticated connections:
/// 30 % at `early_drop_from`, rising linearly to 100 % at the share's size.
fn drop_chance(open: usize, limits: &Limits) -> f64 {
    let span = limits
        .unauthenticated
        .saturating_sub(limits.early_drop_from)
        .max(1);
    let past = open.saturating_sub(limits.early_drop_from).min(span);
    0.3 + 0.7 * past as f64 / span as f64
}

/// A draw in `[0, 1)`: the standard library's random hash keys, fresh each call.
/// Unpredictable enough for dropping; nothing secret depends on it.
fn random_fraction() -> f64 {
    let bits = RandomState::new().hash_one(std::time::Instant::now());
    (bits >> 11) as f64 / (1u64 << 53) as f64
}

impl Drop for Startup {
    fn drop(&mut self) {
        let mut t = self.table.0.lock().unwrap_or_else(|e| e.into_inner());
        t.open.remove(&self.id);
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::cut_stream::CutStream;

    fn limits() -> Limits {
        Limits {
            unauthenticated: 4,
            early_drop_from: 2,
            ..Limits::default()
        }
    }

    fn cutter() -> Cutter {
        CutStream::new(()).1
    }

    fn ip(n: u8) -> IpAddr {
        IpAddr::from([10, 0, 0, n])
    }

    #[test]
    fn the_share_drops_more_the_fuller_it_is() {
        let (s, l) = (Startups::default(), limits());
        let _a = s.admit_with(ip(1), cutter(), &l, 0.0).unwrap();
        let _b = s.admit_with(ip(1), cutter(), &l, 0.0).unwrap();
        // Two open: from here a draw below 30 % is dropped.
        assert_eq!(
            s.admit_with(ip(1), cutter(), &l, 0.29).unwrap_err(),
            Refused::EarlyDrop
        );
        let _c = s.admit_with(ip(1), cutter(), &l, 0.3).unwrap();
        // Three open: 65 %.
        assert!(s.admit_with(ip(1), cutter(), &l, 0.6).is_err());
        let d = s.admit_with(ip(1), cutter(), &l, 0.7).unwrap();
        assert_eq!(
            s.admit_with(ip(1), cutter(), &l, 0.99).unwrap_err(),
            Refused::Full
        );
        drop(d);
        assert_eq!(s.len(), 3, "a login or an end leaves the share");
    }

    #[test]
    fn a_new_address_pushes_out_the_oldest_of_the_most_crowded() {
        let (s, l) = (Startups::default(), limits());
        let cuts: Vec<Cutter> = (0..4).map(|_| cutter()).collect();
        let mut held: Vec<Startup> = Vec::new();
        for (n, c) in [1, 2, 2, 1].into_iter().zip(&cuts) {
            held.push(s.admit_with(ip(n), c.clone(), &l, 0.99).unwrap());
        }
        // Full; 10.0.0.1 and 10.0.0.2 hold two each: the oldest of theirs
        // (10.0.0.1's first) is cut.
        let _honest = s.admit_with(ip(9), cutter(), &l, 0.0).unwrap();
        assert!(cuts[0].is_cut());
        assert!(!cuts[1].is_cut() && !cuts[2].is_cut() && !cuts[3].is_cut());
        assert_eq!(s.len(), 4);
        // An address that holds one already gets no such favour.
        assert_eq!(
            s.admit_with(ip(9), cutter(), &l, 0.99).unwrap_err(),
            Refused::Full
        );
    }

    #[test]
    fn addresses_of_one_each_are_not_pushed_out() {
        let (s, l) = (Startups::default(), limits());
        let _held: Vec<Startup> = (1..=4)
            .map(|n| s.admit_with(ip(n), cutter(), &l, 0.99).unwrap())
            .collect();
        assert!(s.admit_with(ip(9), cutter(), &l, 0.99).is_err());
    }
}
