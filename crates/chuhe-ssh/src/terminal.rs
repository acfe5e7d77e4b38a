//! A session's terminal, far away: a ratatui backend whose bytes go to the SSH
//! channel and whose size is the client's PTY size (updated by window-change
//! requests), not the server's own terminal.
//!
//! Frames go through a bounded queue to the connection's task, which sends them at
//! no more than the session's bytes-per-second limit. A client that does not read
//! fills its queue; its session thread then waits, and after
//! [`super::limits::Limits::output_stall`] the session is closed. Every session has
//! its own thread and queue, so one slow client holds up nobody else.

use std::io::{self, Write};
use std::sync::Arc;
use std::sync::atomic::{AtomicBool, AtomicU32, Ordering};
use std::time::{Duration, Instant};

use ratatui::backend::{Backend, ClearType, CrosstermBackend, WindowSize};
use ratatui::buffer::Cell;
use ratatui::layout::{Position, Size};
use tokio::sync::mpsc;

use chuhe_tui::output::CursorTracker;

/// The PTY size, shared between the connection (which learns it) and the session
/// thread (which draws for it).
#[derive(Clone, Debug)]
pub struct PtySize(Arc<AtomicU32>);

impl PtySize {
    pub fn new(cols: u16, rows: u16) -> PtySize {
        let p = PtySize(Arc::new(AtomicU32::new(0)));
        p.set(cols, rows);
        p
    }

    /// A size as the client gives it, kept within what a terminal can be.
    pub fn set_from_client(&self, cols: u32, rows: u32) {
        let clamp = |v: u32| v.clamp(1, 1000) as u16;
        self.set(clamp(cols), clamp(rows));
    }

    pub fn set(&self, cols: u16, rows: u16) {
        self.0
            .store((u32::from(cols) << 16) | u32::from(rows), Ordering::SeqCst);
    }

    pub fn get(&self) -> Size {
        let v = self.0.load(Ordering::SeqCst);
        Size::new((v >> 16) as u16, (v & 0xffff) as u16)
    }
}

/// The writing end of a session's output queue. Clones share the queue.
#[derive(Clone, Debug)]
pub struct ChannelOut {
    tx: mpsc::Sender<Vec<u8>>,
    buf: Vec<u8>,
    stall: Duration,
    /// Set once the queue stayed full too long: the session is over.
    broken: Arc<AtomicBool>,
}

impl ChannelOut {
    /// A queue of `chunks` frames; the receiver goes to the connection's task.
    pub fn new(chunks: usize, stall: Duration) -> (ChannelOut, mpsc::Receiver<Vec<u8>>) {
        let (tx, rx) = mpsc::channel(chunks.max(1));
        (
            ChannelOut {
                tx,
                buf: Vec::new(),
                stall,
                broken: Arc::new(AtomicBool::new(false)),
            },
            rx,
        )
    }

    /// Writes and flushes `bytes` (a bell, a mode switch) between frames.
    pub fn send_now(&mut self, bytes: &[u8]) -> io::Result<()> {
        self.write_all(bytes)?;
        self.flush()
    }

    pub fn is_broken(&self) -> bool {
        self.broken.load(Ordering::SeqCst)
    }
}

impl Write for ChannelOut {
    fn write(&mut self, data: &[u8]) -> io::Result<usize> {
        if self.is_broken() {
            return Err(io::ErrorKind::BrokenPipe.into());
        }
        self.buf.extend_from_slice(data);
        Ok(data.len())
    }

    fn flush(&mut self) -> io::Result<()> {
        if self.buf.is_empty() {
            return Ok(());
        }
        let mut chunk = std::mem::take(&mut self.buf);
        let deadline = Instant::now() + self.stall;
        loop {
            match self.tx.try_send(chunk) {
                Ok(()) => return Ok(()),
                Err(mpsc::error::TrySendError::Closed(_)) => {
                    return Err(io::ErrorKind::BrokenPipe.into());
                }
                Err(mpsc::error::TrySendError::Full(back)) => {
                    if Instant::now() >= deadline {
                        self.broken.store(true, Ordering::SeqCst);
                        return Err(io::Error::new(
                            io::ErrorKind::TimedOut,
                            "the client does not read its screen",
                        ));
                    }
                    chunk = back;
                    std::thread::sleep(Duration::from_millis(5));
                }
            }
        }
    }
}

/// The ratatui backend of a session: crossterm's escape sequences (with the TUI's
/// cursor-move trimming, as on a local terminal), the client's size.
pub struct SshBackend {
    inner: CrosstermBackend<CursorTracker<ChannelOut>>,
    size: PtySize,
}

impl SshBackend {
    pub fn new(out: ChannelOut, size: PtySize) -> SshBackend {
        SshBackend {
            inner: CrosstermBackend::new(CursorTracker::new(out)),
            size,
        }
    }
}

impl Backend for SshBackend {
    type Error = io::Error;

    fn draw<'a, I>(&mut self, content: I) -> io::Result<()>
    where
        I: Iterator<Item = (u16, u16, &'a Cell)>,
    {
        self.inner.draw(content)
    }

    fn hide_cursor(&mut self) -> io::Result<()> {
        self.inner.hide_cursor()
    }

    fn show_cursor(&mut self) -> io::Result<()> {
        self.inner.show_cursor()
    }

    /// Never asked of the client (that would read its input): the full-screen
    /// viewport does not need it.
    fn get_cursor_position(&mut self) -> io::Result<Position> {
        Ok(Position::new(0, 0))
    }

    fn set_cursor_position<P: Into<Position>>(&mut self, position: P) -> io::Result<()> {
        self.inner.set_cursor_position(position)
    }

    fn clear(&mut self) -> io::Result<()> {
        self.inner.clear()
    }

    fn clear_region(&mut self, clear_type: ClearType) -> io::Result<()> {
        self.inner.clear_region(clear_type)
    }

    fn size(&self) -> io::Result<Size> {
        Ok(self.size.get())
    }

    fn window_size(&mut self) -> io::Result<WindowSize> {
        Ok(WindowSize {
            columns_rows: self.size.get(),
            pixels: Size::new(0, 0),
        })
    }

    fn flush(&mut self) -> io::Result<()> {
        Backend::flush(&mut self.inner)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_client_that_does_not_read_is_given_up_after_the_stall() {
        let (mut out, _rx) = ChannelOut::new(2, Duration::from_millis(50));
        out.send_now(b"one").unwrap();
        out.send_now(b"two").unwrap();
        // The queue is full and nobody reads: the third frame fails, and the
        // writer stays broken.
        let e = out.send_now(b"three").unwrap_err();
        assert_eq!(e.kind(), io::ErrorKind::TimedOut);
        assert!(out.is_broken());
        assert!(out.write(b"x").is_err());
    }

    #[test]
    fn frames_arrive_whole_and_in_order() {
        let (mut out, mut rx) = ChannelOut::new(4, Duration::from_millis(50));
        out.write_all(b"ab").unwrap();
        out.write_all(b"cd").unwrap();
        out.flush().unwrap();
        out.send_now(b"ef").unwrap();
        assert_eq!(rx.try_recv().unwrap(), b"abcd");
        assert_eq!(rx.try_recv().unwrap(), b"ef");
    }

    #[test]
    fn the_size_is_the_clients_kept_in_bounds() {
        let s = PtySize::new(80, 24);
        assert_eq!(s.get(), Size::new(80, 24));
        s.set_from_client(0, 100_000);
        assert_eq!(s.get(), Size::new(1, 1000));
    }
}
