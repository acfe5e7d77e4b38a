//! Connections that have not said hello yet, counted per peer.
//!
//! Anybody on the machine can open the socket (it is 0666), and a connection costs
//! the host a thread until it says hello or its hello deadline passes. So that no one
//! can crowd the others out by opening connections and saying nothing, each peer — a
//! local user, or a TCP address — may keep only a few such connections: a new one
//! closes that peer's oldest. Past a limit for all peers together, the oldest of all
//! is closed. A newcomer is never turned away for this: a player coming back with
//! their seat's token always gets to say hello, however many idle connections
//! others hold.

use std::collections::VecDeque;
use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::{Arc, Mutex};

use super::super::transport::{PeerKey, Stream};

/// One waiting connection, as the registry keeps it.
struct Entry {
    id: u64,
    peer: PeerKey,
    /// To wake the connection's thread when it is closed for a newer one.
    stream: Stream,
    evicted: Arc<AtomicBool>,
}

#[derive(Default)]
struct Inner {
    /// In the order they registered (`id`: the order of arrival).
    waiting: VecDeque<Entry>,
}

/// The registry of connections that have not said hello.
pub struct Pending {
    per_peer: usize,
    total: usize,
    inner: Mutex<Inner>,
}

/// A waiting connection's place: given back when dropped (the hello came, or the
/// connection ended).
pub struct Slot<'a> {
    registry: &'a Pending,
    id: u64,
    evicted: Arc<AtomicBool>,
}

impl Slot<'_> {
    /// Whether this connection was closed to make room for a newer one.
    pub fn evicted(&self) -> bool {
        self.evicted.load(Ordering::SeqCst)
    }
}

impl Drop for Slot<'_> {
    fn drop(&mut self) {
        let mut inner = self.registry.lock();
        inner.waiting.retain(|e| e.id != self.id);
    }
}

impl Pending {
    /// At most `per_peer` waiting connections for each peer, `total` for all.
    pub fn new(per_peer: usize, total: usize) -> Pending {
        Pending {
            per_peer: per_peer.max(1),
            total: total.max(1),
            inner: Mutex::new(Inner::default()),
        }
    }

    fn lock(&self) -> std::sync::MutexGuard<'_, Inner> {
        self.inner.lock().unwrap_or_else(|e| e.into_inner())
    }

    /// Registers a new connection from `peer` (`stream`: a handle on it), making room
    /// by closing the oldest waiting connection of the same peer, or of all.
    /// `arrival` is the connection's place in the order the host accepted them:
    /// connections are served on threads of their own, which may register in any
    /// order, so "oldest" goes by arrival, not by registration — a player who
    /// connected after a flood of idle connections is never the one closed for it,
    /// and a late-registering older connection closes itself.
    pub fn admit(&self, peer: PeerKey, stream: Stream, arrival: u64) -> Slot<'_> {
        let mut inner = self.lock();
        let evicted = Arc::new(AtomicBool::new(false));
        inner.waiting.push_back(Entry {
            id: arrival,
            peer,
            stream,
            evicted: Arc::clone(&evicted),
        });
        let of_peer = inner.waiting.iter().filter(|e| e.peer == peer).count();
        let oldest = |only_peer: bool, w: &VecDeque<Entry>| {
            w.iter()
                .enumerate()
                .filter(|(_, e)| !only_peer || e.peer == peer)
                .min_by_key(|(_, e)| e.id)
                .map(|(i, _)| i)
        };
        let out = if of_peer > self.per_peer {
            oldest(true, &inner.waiting)
        } else if inner.waiting.len() > self.total {
            oldest(false, &inner.waiting)
        } else {
            None
        };
        if let Some(i) = out
            && let Some(old) = inner.waiting.remove(i)
        {
            old.evicted.store(true, Ordering::SeqCst);
            // Its thread wakes to an end of stream and says why before closing.
            old.stream.shutdown_read();
        }
        Slot {
            registry: self,
            id: arrival,
            evicted,
        }
    }

    /// Connections waiting now.
    #[cfg(test)]
    fn len(&self) -> usize {
        self.lock().waiting.len()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn stream() -> Stream {
        Stream::pair().unwrap().0
    }

    #[test]
    fn a_peer_over_its_share_loses_its_oldest_not_the_others() {
        let p = Pending::new(2, 10);
        let mallory = PeerKey::User(Some(1000));
        let alice = PeerKey::User(Some(1001));
        let m1 = p.admit(mallory, stream(), 1);
        let a1 = p.admit(alice, stream(), 2);
        let m2 = p.admit(mallory, stream(), 3);
        let m3 = p.admit(mallory, stream(), 4);
        assert!(m1.evicted() && !m2.evicted() && !m3.evicted());
        assert!(!a1.evicted(), "another peer is not touched");
        assert_eq!(p.len(), 3);
        drop((m2, m3));
        assert_eq!(p.len(), 1);
    }

    #[test]
    fn past_the_total_the_oldest_of_all_goes() {
        let p = Pending::new(5, 2);
        let a = p.admit(PeerKey::User(Some(1)), stream(), 1);
        let b = p.admit(PeerKey::User(Some(2)), stream(), 2);
        let c = p.admit(PeerKey::User(Some(3)), stream(), 3);
        assert!(a.evicted() && !b.evicted() && !c.evicted());
    }

    /// Threads register in any order: a connection that arrived before the others
    /// but registers last is the oldest, and is the one closed.
    #[test]
    fn the_oldest_goes_by_arrival_not_by_registration() {
        let p = Pending::new(2, 10);
        let user = PeerKey::User(Some(1000));
        let late_player = p.admit(user, stream(), 10);
        let idle = p.admit(user, stream(), 2);
        let older_idle = p.admit(user, stream(), 1);
        assert!(older_idle.evicted() && !idle.evicted() && !late_player.evicted());
    }
}
