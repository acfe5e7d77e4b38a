//! Where events come from: the terminal (keys, paste, mouse, resize) read in a
//! thread of its own, and the signals that end a session (a dropped SSH connection
//! is a SIGHUP). Both feed one channel, so the loop sleeps until something happens
//! — no polling, no timer when nothing changes.

use std::sync::mpsc::Sender;

use signal_hook::consts::{SIGHUP, SIGINT, SIGQUIT, SIGTERM};

#[derive(Debug)]
pub enum Event {
    Term(crossterm::event::Event),
    /// A signal asking chuhe to stop: save, restore the terminal, exit.
    Signal(i32),
    /// The terminal cannot be read any more (it went away).
    InputClosed,
    /// News from the host of a networked game (`chuhe_net::seat`).
    Remote,
    /// An engine at the board has finished thinking (`engine_seat.rs`).
    Engine,
}

/// Reads the terminal in a thread until it fails or the channel closes.
///
/// The terminal's event source (which catches SIGWINCH) is opened here, before the
/// thread starts and before the loop draws its first frame: a resize from then on
/// arrives as an event, and one before it is seen by that first frame, which asks
/// the terminal for its size. Opened lazily by the thread's first read instead, a
/// resize between the first frame and that read was lost, and the board stayed drawn
/// for the old width.
pub fn spawn_input(tx: Sender<Event>) -> std::io::Result<()> {
    crossterm::event::poll(std::time::Duration::ZERO)?;
    std::thread::Builder::new()
        .name("chuhe-input".into())
        .spawn(move || {
            loop {
                let ev = match crossterm::event::read() {
                    Ok(e) => Event::Term(e),
                    Err(_) => Event::InputClosed,
                };
                let closed = matches!(ev, Event::InputClosed);
                if tx.send(ev).is_err() || closed {
                    break;
                }
            }
        })
        .map(|_| ())
}

/// Forwards SIGHUP, SIGTERM, SIGINT and SIGQUIT to the loop. (Ctrl-C in raw mode
/// is a key, not a SIGINT; a SIGINT comes only from `kill`.)
pub fn spawn_signals(tx: Sender<Event>) -> std::io::Result<()> {
    let mut signals = signal_hook::iterator::Signals::new([SIGHUP, SIGTERM, SIGINT, SIGQUIT])?;
    std::thread::Builder::new()
        .name("chuhe-signals".into())
        .spawn(move || {
            for sig in signals.forever() {
                if tx.send(Event::Signal(sig)).is_err() {
                    break;
                }
            }
        })
        .map(|_| ())
}
