//! A session's terminal, far away: a ratatui backend whose bytes go to the SSH
//! channel and whose size is the client's PTY size (updated by window-change
//! requests), not the server's own terminal.
//!
//! Frames go through a queue bounded in frames and in bytes to the connection's
//! task, which sends them at no more than the session's bytes-per-second limit. A
//! client that does not read fills its queue; its session thread then waits, and
//! after [`super::limits::Limits::output_stall`] the session is closed. Every
//! session has its own thread and queue, so one slow client holds up nobody else.
//!
//! The size drawn is the window's ([`super::window`]): at most
//! [`super::window::MAX_DRAWN`]; when the client's window is larger, a line beside
//! the drawn part says so.

use std::io::{self, Write};
use std::sync::Arc;
use std::sync::atomic::{AtomicBool, AtomicUsize, Ordering};
use std::time::{Duration, Instant};

use crossterm::style::{Print, ResetColor, SetAttribute};
use crossterm::{cursor, queue};
use ratatui::backend::{Backend, ClearType, CrosstermBackend, WindowSize};
use ratatui::buffer::Cell;
use ratatui::layout::{Position, Size};
use tokio::sync::mpsc;
use unicode_width::UnicodeWidthChar;

use chuhe_core::catalogue::Msg;
use chuhe_core::lang::Lang;
use chuhe_tui::output::CursorTracker;

use super::window::{MAX_DRAWN, PtySize};

/// The writing end of a session's output queue. Clones share the queue.
#[derive(Clone, Debug)]
pub struct ChannelOut {
    tx: mpsc::Sender<Vec<u8>>,
    buf: Vec<u8>,
    stall: Duration,
    /// Bytes in the queue now, and at most.
    queued: Arc<AtomicUsize>,
    max_bytes: usize,
    /// Set once the queue stayed full too long: the session is over.
    broken: Arc<AtomicBool>,
}

/// The reading end of a session's output queue, the connection's task's.
#[derive(Debug)]
pub struct ChannelIn {
    rx: mpsc::Receiver<Vec<u8>>,
    queued: Arc<AtomicUsize>,
}

impl ChannelIn {
    /// The next frame; `None` once every writer is gone.
    pub async fn recv(&mut self) -> Option<Vec<u8>> {
        let chunk = self.rx.recv().await?;
        self.queued.fetch_sub(chunk.len(), Ordering::SeqCst);
        Some(chunk)
    }
}

impl ChannelOut {
    /// A queue of at most `chunks` frames and `max_bytes` bytes (a larger frame
    /// waits for an empty queue); the reading end goes to the connection's task.
    pub fn new(chunks: usize, max_bytes: usize, stall: Duration) -> (ChannelOut, ChannelIn) {
        let (tx, rx) = mpsc::channel(chunks.max(1));
        let queued = Arc::new(AtomicUsize::new(0));
        (
            ChannelOut {
                tx,
                buf: Vec::new(),
                stall,
                queued: Arc::clone(&queued),
                max_bytes,
                broken: Arc::new(AtomicBool::new(false)),
            },
            ChannelIn { rx, queued },
        )
    }

    /// A flag that is set when the client is given up for not reading.
    pub fn broken_flag(&self) -> Arc<AtomicBool> {
        Arc::clone(&self.broken)
    }

    /// Bytes waiting in the queue.
    pub fn queued_bytes(&self) -> usize {
        self.queued.load(Ordering::SeqCst)
    }

    fn has_room_for(&self, len: usize) -> bool {
        let queued = self.queued.load(Ordering::SeqCst);
        queued == 0 || queued + len <= self.max_bytes
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
            if self.has_room_for(chunk.len()) {
                let len = chunk.len();
                // Counted before it is queued: the reader subtracts what it takes.
                self.queued.fetch_add(len, Ordering::SeqCst);
                match self.tx.try_send(chunk) {
                    Ok(()) => return Ok(()),
                    Err(mpsc::error::TrySendError::Closed(_)) => {
                        return Err(io::ErrorKind::BrokenPipe.into());
                    }
                    Err(mpsc::error::TrySendError::Full(back)) => {
                        self.queued.fetch_sub(len, Ordering::SeqCst);
                        chunk = back;
                    }
                }
            }
            if Instant::now() >= deadline {
                self.broken.store(true, Ordering::SeqCst);
                return Err(io::Error::new(
                    io::ErrorKind::TimedOut,
                    "the client does not read its screen",
                ));
            }
            std::thread::sleep(Duration::from_millis(5));
        }
    }
}

/// The ratatui backend of a session: crossterm's escape sequences (with the TUI's
/// cursor-move trimming, as on a local terminal), the window's drawn size.
pub struct SshBackend {
    inner: CrosstermBackend<CursorTracker<ChannelOut>>,
    size: PtySize,
    /// The size of the last frame, to place the notice beside it.
    drawn: std::cell::Cell<Size>,
    /// The notice that the window is larger than what is drawn is in the
    /// player's language; it is written after each clear, which erases it.
    lang: Lang,
    notice_due: bool,
}

impl SshBackend {
    pub fn new(out: ChannelOut, size: PtySize, lang: Lang) -> SshBackend {
        SshBackend {
            inner: CrosstermBackend::new(CursorTracker::new(out)),
            drawn: std::cell::Cell::new(size.drawn()),
            size,
            lang,
            notice_due: true,
        }
    }

    /// Where the notice goes, if the window has room beside what is drawn: the row
    /// below it, or else the columns right of its first row; and how wide it may be.
    fn notice_place(&self) -> Option<(u16, u16, usize)> {
        let (asked, drawn) = (self.size.asked(), self.drawn.get());
        if asked.height > drawn.height {
            Some((0, drawn.height, usize::from(asked.width)))
        } else if asked.width > drawn.width + 1 {
            let width = asked.width - drawn.width - 1;
            Some((drawn.width + 1, 0, usize::from(width)))
        } else {
            None
        }
    }

    fn write_notice(&mut self) -> io::Result<()> {
        let Some((col, row, width)) = self.notice_place() else {
            return Ok(());
        };
        let (asked, drawn) = (self.size.asked(), self.drawn.get());
        // Smaller than the cap: the budget of all sessions is spent for now.
        let busy = drawn.width < asked.width.min(MAX_DRAWN.width)
            || drawn.height < asked.height.min(MAX_DRAWN.height);
        let notice = if busy {
            Msg::SshWindowBusy
        } else {
            Msg::SshWindowCapped
        };
        let mut used = 0;
        let text: String = notice
            .text(self.lang)
            .chars()
            .take_while(|c| {
                used += c.width().unwrap_or(0);
                used <= width
            })
            .collect();
        queue!(
            self.inner,
            cursor::MoveTo(col, row),
            SetAttribute(crossterm::style::Attribute::Reset),
            ResetColor,
            Print(text),
        )
    }
}

impl Backend for SshBackend {
    type Error = io::Error;

    fn draw<'a, I>(&mut self, content: I) -> io::Result<()>
    where
        I: Iterator<Item = (u16, u16, &'a Cell)>,
    {
        if self.notice_due {
            self.notice_due = false;
            self.write_notice()?;
        }
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
        self.notice_due = true;
        self.inner.clear()
    }

    fn clear_region(&mut self, clear_type: ClearType) -> io::Result<()> {
        if clear_type == ClearType::All {
            self.notice_due = true;
        }
        self.inner.clear_region(clear_type)
    }

    fn size(&self) -> io::Result<Size> {
        let drawn = self.size.drawn();
        self.drawn.set(drawn);
        Ok(drawn)
    }

    fn window_size(&mut self) -> io::Result<WindowSize> {
        Ok(WindowSize {
            columns_rows: self.size()?,
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
        let (mut out, _rx) = ChannelOut::new(2, 1 << 20, Duration::from_millis(50));
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
        let (mut out, mut rx) = ChannelOut::new(4, 1 << 20, Duration::from_millis(50));
        out.write_all(b"ab").unwrap();
        out.write_all(b"cd").unwrap();
        out.flush().unwrap();
        out.send_now(b"ef").unwrap();
        assert_eq!(rx.rx.try_recv().unwrap(), b"abcd");
        assert_eq!(rx.rx.try_recv().unwrap(), b"ef");
    }

    #[test]
    fn the_queue_holds_its_bytes_and_no_more() {
        let (mut out, _rx) = ChannelOut::new(64, 10, Duration::from_millis(50));
        // A frame larger than the bound passes into an empty queue, then nothing.
        out.send_now(&[b'x'; 25]).unwrap();
        assert_eq!(out.queued_bytes(), 25);
        assert!(out.send_now(b"y").is_err(), "past the byte bound");
        assert_eq!(out.queued_bytes(), 25);
    }
}
