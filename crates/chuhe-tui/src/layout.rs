//! Where everything goes on a screen of a given size: the board on the left, the
//! panels (clocks, scoresheet, dialogs) on the right, and three full-width lines at
//! the bottom — the input line, the status line and the key hints — so that whose
//! move it is and the keys are always on screen.
//!
//! The largest board that fits is chosen (or the one the config asks for, if it
//! fits): the full board needs 80×24 with the panels, the compact one 54×16.

use ratatui::layout::Rect;

use super::config;
use super::view::board::BoardSize;

/// The narrowest panel worth showing beside each board.
fn panel_min(size: BoardSize) -> u16 {
    match size {
        BoardSize::Large => 40,
        BoardSize::Full => 30,
        BoardSize::Compact => 25,
    }
}

/// Panels wider than this only waste the eye's travel.
const PANEL_MAX: u16 = 64;

/// The input, status and hint lines.
const BOTTOM_LINES: u16 = 3;

#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub struct Screen {
    pub size: BoardSize,
    pub board: Rect,
    pub panel: Rect,
    pub input: Rect,
    pub status: Rect,
    pub hints: Rect,
}

/// The smallest terminal chuhe can draw in.
pub fn minimum() -> (u16, u16) {
    needs(BoardSize::Compact)
}

fn needs(size: BoardSize) -> (u16, u16) {
    (
        size.width() + 1 + panel_min(size),
        size.height() + BOTTOM_LINES,
    )
}

/// Lays the screen out, or returns the minimum size when it is too small.
pub fn fit(area: Rect, pref: config::BoardSize) -> Result<Screen, (u16, u16)> {
    let candidates: &[BoardSize] = match pref {
        config::BoardSize::Auto | config::BoardSize::Large => {
            &[BoardSize::Large, BoardSize::Full, BoardSize::Compact]
        }
        config::BoardSize::Full => &[BoardSize::Full, BoardSize::Compact],
        config::BoardSize::Compact => &[BoardSize::Compact],
    };
    let size = candidates
        .iter()
        .copied()
        .find(|&s| {
            let (w, h) = needs(s);
            area.width >= w && area.height >= h
        })
        .ok_or_else(minimum)?;

    let panel_w = (area.width - size.width() - 1).min(PANEL_MAX);
    let used_w = size.width() + 1 + panel_w;
    let x = area.x + (area.width - used_w) / 2;
    let body_h = area.height - BOTTOM_LINES;
    let board_y = area.y + (body_h - size.height()) / 2;
    let bottom = area.y + body_h;
    let line = |i: u16| Rect::new(x, bottom + i, used_w, 1);
    Ok(Screen {
        size,
        board: Rect::new(x, board_y, size.width(), size.height()),
        panel: Rect::new(x + size.width() + 1, area.y, panel_w, body_h),
        input: line(0),
        status: line(1),
        hints: line(2),
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_full_board_fits_80_by_24_beside_the_panels() {
        let s = fit(Rect::new(0, 0, 80, 24), config::BoardSize::Auto).unwrap();
        assert_eq!(s.size, BoardSize::Full);
        assert!(s.board.bottom() <= s.input.y);
        assert!(s.panel.right() <= 80 && s.panel.width >= 30);
        assert_eq!(s.hints.bottom(), 24);
    }

    #[test]
    fn larger_and_smaller_terminals() {
        let s = fit(Rect::new(0, 0, 120, 40), config::BoardSize::Auto).unwrap();
        assert_eq!(s.size, BoardSize::Large);
        let s = fit(Rect::new(0, 0, 120, 40), config::BoardSize::Full).unwrap();
        assert_eq!(s.size, BoardSize::Full);
        let s = fit(Rect::new(0, 0, 60, 18), config::BoardSize::Auto).unwrap();
        assert_eq!(s.size, BoardSize::Compact);
        assert_eq!(
            fit(Rect::new(0, 0, 40, 12), config::BoardSize::Auto),
            Err(minimum())
        );
        let (w, h) = minimum();
        assert!(fit(Rect::new(0, 0, w, h), config::BoardSize::Auto).is_ok());
        assert!(fit(Rect::new(0, 0, w - 1, h), config::BoardSize::Auto).is_err());
    }
}
