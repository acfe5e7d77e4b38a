//! A connection's queue of lines to send, and its writer.
//!
//! The referee never waits for a client: it queues lines and moves on. A client that
//! stops reading is found out two ways, neither of which can mistake a briefly
//! descheduled but healthy client for a dead one: a write blocked for the whole write
//! timeout (the client's socket buffer has been full all that time), or more bytes
//! waiting for it than a byte budget allows (many full states it never took).

use std::sync::Arc;
use std::sync::atomic::{AtomicBool, AtomicUsize, Ordering};
use std::sync::mpsc::{self, Receiver, Sender};

use super::super::framing::write_line;
use super::super::transport::Stream;

/// A line for the writer, or the last line before closing.
#[derive(Debug)]
pub enum Outgoing {
    Line(Arc<str>),
    Close(Option<Arc<str>>),
}

/// Why a line was not queued.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum Refused {
    /// The client has this much waiting already: it is not reading.
    TooSlow,
    /// The writer has ended.
    Gone,
}

struct Shared {
    /// Bytes queued and not yet written.
    queued: AtomicUsize,
    limit: usize,
    /// The writer gave up because the client did not take a line in time.
    stalled: AtomicBool,
}

/// The sending end, held by the referee and the connection's reader.
#[derive(Clone)]
pub struct Outbox {
    tx: Sender<Outgoing>,
    shared: Arc<Shared>,
}

/// The writer's end.
pub struct Queue {
    rx: Receiver<Outgoing>,
    shared: Arc<Shared>,
}

/// A queue holding at most `limit` bytes of lines.
pub fn outbox(limit: usize) -> (Outbox, Queue) {
    let (tx, rx) = mpsc::channel();
    let shared = Arc::new(Shared {
        queued: AtomicUsize::new(0),
        limit,
        stalled: AtomicBool::new(false),
    });
    (
        Outbox {
            tx,
            shared: Arc::clone(&shared),
        },
        Queue { rx, shared },
    )
}

impl Outbox {
    /// Queues a line, unless the client already has its budget waiting.
    pub fn line(&self, line: Arc<str>) -> Result<(), Refused> {
        let n = line.len();
        let queued = self.shared.queued.fetch_add(n, Ordering::SeqCst);
        if queued + n > self.shared.limit {
            self.shared.queued.fetch_sub(n, Ordering::SeqCst);
            return Err(Refused::TooSlow);
        }
        self.tx
            .send(Outgoing::Line(line))
            .map_err(|_| Refused::Gone)
    }

    /// Queues the last line (whatever the budget) and the end of the connection.
    pub fn close(&self, line: Option<Arc<str>>) -> Result<(), Refused> {
        self.tx
            .send(Outgoing::Close(line))
            .map_err(|_| Refused::Gone)
    }

    /// The writer gave up on a client that stopped reading.
    pub fn stalled(&self) -> bool {
        self.shared.stalled.load(Ordering::SeqCst)
    }
}

impl Queue {
    /// Writes lines in order until told to close, every sender is gone, or the
    /// client stops taking them (the stream's write timeout); then ends the stream.
    pub fn run(self, mut stream: Stream) {
        for out in self.rx {
            match out {
                Outgoing::Line(line) => {
                    let written = write_line(&mut stream, &line);
                    self.shared.queued.fetch_sub(line.len(), Ordering::SeqCst);
                    if let Err(e) = written {
                        let timed_out = matches!(
                            e.kind(),
                            std::io::ErrorKind::WouldBlock | std::io::ErrorKind::TimedOut
                        );
                        self.shared.stalled.store(timed_out, Ordering::SeqCst);
                        break;
                    }
                }
                Outgoing::Close(line) => {
                    if let Some(line) = line {
                        let _ = write_line(&mut stream, &line);
                    }
                    break;
                }
            }
        }
        stream.shutdown();
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use std::io::Read;

    #[test]
    fn lines_beyond_the_budget_are_refused_and_the_budget_frees_as_they_go() {
        let (outbox, queue) = outbox(10);
        assert_eq!(outbox.line("12345".into()), Ok(()));
        assert_eq!(outbox.line("123456".into()), Err(Refused::TooSlow));
        assert_eq!(outbox.line("12345".into()), Ok(()));
        assert_eq!(outbox.close(Some("bye".into())), Ok(()));
        let (ours, theirs) = Stream::pair().unwrap();
        queue.run(theirs);
        let mut got = String::new();
        let mut ours = ours;
        ours.read_to_string(&mut got).unwrap();
        assert_eq!(got, "12345\n12345\nbye\n");
        assert_eq!(outbox.line("x".into()), Err(Refused::Gone));
        assert!(!outbox.stalled());
    }

    #[test]
    fn a_client_that_never_reads_stalls_the_writer_which_gives_up() {
        let (outbox, queue) = outbox(usize::MAX);
        let (_ours, theirs) = Stream::pair().unwrap();
        theirs
            .set_write_timeout(Some(std::time::Duration::from_millis(50)))
            .unwrap();
        let line: Arc<str> = "x".repeat(64 * 1024).into();
        for _ in 0..64 {
            outbox.line(line.clone()).unwrap();
        }
        drop(outbox.clone());
        let writer = std::thread::spawn(move || queue.run(theirs));
        writer.join().unwrap();
        assert!(outbox.stalled());
    }
}
