//! A bound on the engine searches running at once across every board that shares
//! it: a server whose players may each play the computer lends its engine games
//! this many cores and no more, so that they cannot starve the human games' moves.
//! A search waits for a free slot; the time it waited is charged to the engine's
//! clock, as a slow engine's would be.

use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::{Arc, Condvar, Mutex};
use std::time::Duration;

/// How often a waiting search looks whether it was called off.
const STOP_POLL: Duration = Duration::from_millis(50);

#[derive(Clone, Debug)]
pub struct SearchSlots {
    shared: Arc<(Mutex<usize>, Condvar)>,
    slots: usize,
}

/// A slot held: given back when dropped.
#[derive(Debug)]
pub struct Slot {
    shared: Arc<(Mutex<usize>, Condvar)>,
}

impl SearchSlots {
    /// At most `slots` searches at once (at least one).
    pub fn new(slots: usize) -> SearchSlots {
        SearchSlots {
            shared: Arc::new((Mutex::new(0), Condvar::new())),
            slots: slots.max(1),
        }
    }

    pub fn slots(&self) -> usize {
        self.slots
    }

    /// Searches running now.
    pub fn busy(&self) -> usize {
        *self.shared.0.lock().unwrap_or_else(|e| e.into_inner())
    }

    /// Waits for a free slot; `None` when `stop` was set while waiting.
    pub fn take(&self, stop: &AtomicBool) -> Option<Slot> {
        let (busy, freed) = &*self.shared;
        let mut n = busy.lock().unwrap_or_else(|e| e.into_inner());
        while *n >= self.slots {
            if stop.load(Ordering::Relaxed) {
                return None;
            }
            n = freed
                .wait_timeout(n, STOP_POLL)
                .unwrap_or_else(|e| e.into_inner())
                .0;
        }
        *n += 1;
        Some(Slot {
            shared: self.shared.clone(),
        })
    }
}

impl Drop for Slot {
    fn drop(&mut self) {
        let (busy, freed) = &*self.shared;
        let mut n = busy.lock().unwrap_or_else(|e| e.into_inner());
        *n = n.saturating_sub(1);
        freed.notify_one();
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn no_more_searches_than_slots_run_at_once() {
        let slots = SearchSlots::new(2);
        let running = Arc::new(Mutex::new((0usize, 0usize)));
        let threads: Vec<_> = (0..8)
            .map(|_| {
                let (slots, running) = (slots.clone(), running.clone());
                std::thread::spawn(move || {
                    let _slot = slots.take(&AtomicBool::new(false)).unwrap();
                    {
                        let mut r = running.lock().unwrap();
                        r.0 += 1;
                        r.1 = r.1.max(r.0);
                    }
                    std::thread::sleep(Duration::from_millis(5));
                    running.lock().unwrap().0 -= 1;
                })
            })
            .collect();
        for t in threads {
            t.join().unwrap();
        }
        let (now, most) = *running.lock().unwrap();
        assert_eq!(now, 0);
        assert!((1..=2).contains(&most), "{most} at once");
        assert_eq!(slots.busy(), 0, "every slot given back");
    }

    #[test]
    fn a_waiting_search_called_off_takes_no_slot() {
        let slots = SearchSlots::new(1);
        let held = slots.take(&AtomicBool::new(false)).unwrap();
        let stop = Arc::new(AtomicBool::new(false));
        let waiter = {
            let (slots, stop) = (slots.clone(), stop.clone());
            std::thread::spawn(move || slots.take(&stop).is_none())
        };
        stop.store(true, Ordering::Relaxed);
        assert!(waiter.join().unwrap(), "called off while waiting");
        drop(held);
        assert_eq!(slots.busy(), 0);
    }
}
