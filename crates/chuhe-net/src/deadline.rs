//! A stream read against an absolute deadline: every read waits at most until the
//! deadline, however the bytes trickle in. A socket's own read timeout counts from
//! each read, so a peer sending one byte now and then would never reach it; the
//! host's limits on the hello and on each line are deadlines instead.

use std::io::{self, Read};
use std::time::Instant;

use super::transport::Stream;

pub struct Deadlined {
    stream: Stream,
    deadline: Option<Instant>,
}

impl Deadlined {
    pub fn new(stream: Stream) -> Deadlined {
        Deadlined {
            stream,
            deadline: None,
        }
    }

    /// Reads from now on end at `deadline` (`None`: no limit).
    pub fn set_deadline(&mut self, deadline: Option<Instant>) {
        self.deadline = deadline;
    }
}

impl Read for Deadlined {
    fn read(&mut self, buf: &mut [u8]) -> io::Result<usize> {
        if let Some(deadline) = self.deadline {
            let left = deadline.saturating_duration_since(Instant::now());
            if left.is_zero() {
                return Err(io::ErrorKind::TimedOut.into());
            }
            self.stream.set_read_timeout(Some(left))?;
        }
        self.stream.read(buf)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use std::io::Write;
    use std::time::Duration;

    #[test]
    fn a_trickle_does_not_move_the_deadline() {
        let (a, mut b) = Stream::pair().unwrap();
        let mut r = Deadlined::new(a);
        r.set_deadline(Some(Instant::now() + Duration::from_millis(200)));
        let mut buf = [0u8; 8];
        // Bytes keep coming, each well before a per-read timeout would pass...
        let mut got = 0;
        let end = loop {
            b.write_all(b" ").unwrap();
            match r.read(&mut buf) {
                Ok(n) => got += n,
                Err(e) => break e,
            }
            std::thread::sleep(Duration::from_millis(20));
            assert!(got < 1000, "the deadline never came");
        };
        // ...and still the reading ends.
        assert_eq!(end.kind(), io::ErrorKind::TimedOut);
        assert!(got > 0);
    }
}
