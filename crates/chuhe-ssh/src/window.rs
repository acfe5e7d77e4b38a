//! A session's window: the size the client asks for (its PTY, then its window-change
//! requests) and the size the server draws.
//!
//! What a session costs grows with the cells it draws (ratatui keeps two buffers of
//! them, and a full frame is written for each), so the size drawn is capped at
//! [`MAX_DRAWN`] whatever is asked; beyond [`FLOOR`], which every session has, the
//! cells come from one [`CellBudget`] shared by all sessions, and a session that
//! finds it spent is drawn at the floor until cells come back.
//!
//! A flood of window changes costs one redraw at a time: the session is told of a
//! change only when it has read the last one (see [`PtySize::set_from_client`]).

use std::sync::atomic::{AtomicBool, AtomicU32, Ordering};
use std::sync::{Arc, Mutex};

use ratatui::layout::Size;

/// The largest size drawn: wider than any board layout needs, far from a
/// 10000×10000 request's hundred million cells.
pub const MAX_DRAWN: Size = Size::new(300, 100);

/// What every session may draw without asking the budget.
pub const FLOOR: Size = Size::new(80, 24);

fn cells(s: Size) -> usize {
    usize::from(s.width) * usize::from(s.height)
}

/// Cells above [`FLOOR`] that all sessions together may draw. Clones share it.
#[derive(Clone, Debug)]
pub struct CellBudget(Arc<Mutex<usize>>);

impl CellBudget {
    pub fn new(cells: usize) -> CellBudget {
        CellBudget(Arc::new(Mutex::new(cells)))
    }

    /// Gives back `held` and takes `wanted` instead, if that many are left; on
    /// refusal `held` is given back all the same, and nothing is held.
    fn exchange(&self, held: usize, wanted: usize) -> bool {
        let mut left = self.0.lock().unwrap_or_else(|e| e.into_inner());
        *left += held;
        if *left >= wanted {
            *left -= wanted;
            true
        } else {
            false
        }
    }

    /// Cells left, for tests.
    pub fn left(&self) -> usize {
        *self.0.lock().unwrap_or_else(|e| e.into_inner())
    }
}

/// The window, shared between the connection (which learns its size) and the
/// session thread (which draws for it). Clones share it; the budget's cells come
/// back when the last clone goes.
#[derive(Clone, Debug)]
pub struct PtySize(Arc<Window>);

#[derive(Debug)]
struct Window {
    /// The size asked for, `cols << 16 | rows`.
    asked: AtomicU32,
    /// A change was announced to the session and not drawn yet.
    announced: AtomicBool,
    /// Cells above the floor this session holds from the budget.
    held: Mutex<usize>,
    budget: CellBudget,
}

impl Drop for Window {
    fn drop(&mut self) {
        let held = *self.held.get_mut().unwrap_or_else(|e| e.into_inner());
        self.budget.exchange(held, 0);
    }
}

impl PtySize {
    pub fn new(cols: u16, rows: u16, budget: CellBudget) -> PtySize {
        let p = PtySize(Arc::new(Window {
            asked: AtomicU32::new(0),
            announced: AtomicBool::new(false),
            held: Mutex::new(0),
            budget,
        }));
        p.set(cols, rows);
        p
    }

    /// A size as the client gives it. Returns whether the session is to be told:
    /// not while an earlier change waits to be drawn, so that a flood of changes
    /// queues at most one.
    pub fn set_from_client(&self, cols: u32, rows: u32) -> bool {
        let clamp = |v: u32| v.clamp(1, u32::from(u16::MAX)) as u16;
        self.set(clamp(cols), clamp(rows));
        !self.0.announced.swap(true, Ordering::SeqCst)
    }

    fn set(&self, cols: u16, rows: u16) {
        self.0
            .asked
            .store((u32::from(cols) << 16) | u32::from(rows), Ordering::SeqCst);
    }

    /// The size the client asked for.
    pub fn asked(&self) -> Size {
        let v = self.0.asked.load(Ordering::SeqCst);
        Size::new((v >> 16) as u16, (v & 0xffff) as u16)
    }

    /// The size to draw now: the asked size within [`MAX_DRAWN`], if the budget
    /// has its cells, else within [`FLOOR`]. Called when a frame is drawn, which
    /// reads the last change announced.
    pub fn drawn(&self) -> Size {
        // Cleared before the size is read: a change stored after this read is
        // announced again.
        self.0.announced.store(false, Ordering::SeqCst);
        let asked = self.asked();
        let capped = Size::new(
            asked.width.min(MAX_DRAWN.width),
            asked.height.min(MAX_DRAWN.height),
        );
        let wanted = cells(capped).saturating_sub(cells(FLOOR));
        let mut held = self.0.held.lock().unwrap_or_else(|e| e.into_inner());
        if *held == wanted {
            return capped;
        }
        if self.0.budget.exchange(*held, wanted) {
            *held = wanted;
            capped
        } else {
            *held = 0;
            Size::new(asked.width.min(FLOOR.width), asked.height.min(FLOOR.height))
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_huge_window_is_drawn_at_the_cap() {
        let budget = CellBudget::new(1_000_000);
        let s = PtySize::new(80, 24, budget.clone());
        s.set_from_client(10_000, 10_000);
        assert_eq!(s.asked(), Size::new(10_000, 10_000));
        assert_eq!(s.drawn(), MAX_DRAWN);
        s.set_from_client(0, 100_000);
        assert_eq!(s.drawn(), Size::new(1, 100));
        assert_eq!(budget.left(), 1_000_000, "below the floor: nothing held");
    }

    #[test]
    fn a_flood_of_changes_is_announced_once_until_drawn() {
        let s = PtySize::new(80, 24, CellBudget::new(0));
        assert!(s.set_from_client(100, 30));
        for n in 0..1000 {
            assert!(
                !s.set_from_client(100 + n, 30),
                "change {n} announced again"
            );
        }
        assert_eq!(s.drawn(), Size::new(80, 24), "no budget: the floor");
        assert!(s.set_from_client(90, 20), "drawn: the next change is news");
    }

    #[test]
    fn the_budget_is_shared_and_comes_back() {
        let extra = cells(MAX_DRAWN) - cells(FLOOR);
        let budget = CellBudget::new(extra + 10);
        let a = PtySize::new(80, 24, budget.clone());
        let b = PtySize::new(80, 24, budget.clone());
        a.set_from_client(500, 500);
        b.set_from_client(500, 500);
        assert_eq!(a.drawn(), MAX_DRAWN);
        assert_eq!(b.drawn(), FLOOR, "the budget is spent");
        assert_eq!(budget.left(), 10);
        let a2 = a.clone();
        drop(a);
        assert_eq!(budget.left(), 10, "a clone still draws");
        drop(a2);
        assert_eq!(b.drawn(), MAX_DRAWN, "the cells came back");
        b.set_from_client(80, 24);
        assert_eq!(b.drawn(), FLOOR);
        assert_eq!(
            budget.left(),
            extra + 10,
            "a smaller window gives cells back"
        );
    }
}
