//! The real terminal: raw mode, the alternate screen, bracketed paste (an IME or a
//! paste arrives as one piece) and — only when mouse play is on — mouse capture,
//! which would otherwise stop the player selecting text.
//!
//! The terminal is always given back: on exit, on a panic (the hook restores it
//! before the message is printed) and on SIGHUP/SIGTERM (see `events.rs`).

use std::io::{self, BufWriter, Stdout, Write};
use std::sync::Once;
use std::sync::atomic::{AtomicBool, Ordering};

use crossterm::event::{
    DisableBracketedPaste, DisableMouseCapture, EnableBracketedPaste, EnableMouseCapture,
};
use crossterm::terminal::{
    EnterAlternateScreen, LeaveAlternateScreen, disable_raw_mode, enable_raw_mode,
};
use crossterm::{cursor, execute};
use ratatui::Terminal;
use ratatui::backend::CrosstermBackend;

use super::output::CursorTracker;

/// The backend writes whole frames (one write per frame, not one per cell), with
/// needless cursor moves taken out (see `output.rs`).
pub type Backend = CrosstermBackend<CursorTracker<BufWriter<Stdout>>>;

/// True while the terminal is in chuhe's mode and needs restoring.
static ACTIVE: AtomicBool = AtomicBool::new(false);
static MOUSE: AtomicBool = AtomicBool::new(false);
static PANIC_HOOK: Once = Once::new();

/// Puts the terminal in chuhe's mode and returns a ratatui terminal on it.
pub fn enter(mouse: bool) -> io::Result<Terminal<Backend>> {
    install_panic_hook();
    enable_raw_mode()?;
    ACTIVE.store(true, Ordering::SeqCst);
    let mut out = io::stdout();
    let entered = execute!(
        out,
        EnterAlternateScreen,
        EnableBracketedPaste,
        cursor::Hide
    );
    if let Err(e) = entered {
        restore();
        return Err(e);
    }
    if mouse {
        set_mouse_capture(true)?;
    }
    let out = BufWriter::with_capacity(32 * 1024, io::stdout());
    let backend = CrosstermBackend::new(CursorTracker::new(out));
    Terminal::new(backend).inspect_err(|_| restore())
}

/// Switches mouse capture (mouse play) on or off.
pub fn set_mouse_capture(on: bool) -> io::Result<()> {
    let mut out = io::stdout();
    if on {
        execute!(out, EnableMouseCapture)?;
    } else {
        execute!(out, DisableMouseCapture)?;
    }
    MOUSE.store(on, Ordering::SeqCst);
    Ok(())
}

/// Gives the terminal back as it was. Safe to call more than once and from the panic
/// hook; errors are ignored (after a hang-up there is no terminal to write to).
pub fn restore() {
    if !ACTIVE.swap(false, Ordering::SeqCst) {
        return;
    }
    let mut out = io::stdout();
    if MOUSE.swap(false, Ordering::SeqCst) {
        let _ = execute!(out, DisableMouseCapture);
    }
    let _ = execute!(
        out,
        DisableBracketedPaste,
        LeaveAlternateScreen,
        cursor::Show
    );
    let _ = disable_raw_mode();
    let _ = out.flush();
}

fn install_panic_hook() {
    PANIC_HOOK.call_once(|| {
        let previous = std::panic::take_hook();
        std::panic::set_hook(Box::new(move |info| {
            restore();
            previous(info);
        }));
    });
}

/// Writes bytes straight to the terminal between frames (bell, OSC notifications).
pub fn write_raw(bytes: &[u8]) -> io::Result<()> {
    let mut out = io::stdout();
    out.write_all(bytes)?;
    out.flush()
}
