//! JSON lines on a byte stream: one message a line, each line at most a fixed number
//! of bytes. The reader never holds more than the limit (plus one read) in memory,
//! whatever the peer sends, so an endless line costs the host one buffer and a
//! disconnect, never its memory.

use std::io::{self, Read, Write};

use thiserror::Error;

/// Bytes asked of the stream per read.
const CHUNK: usize = 8 * 1024;

/// Why no line could be read.
#[derive(Debug, Error)]
pub enum FrameError {
    /// The line is longer than the limit (newline included).
    #[error("message longer than {limit} bytes")]
    TooLong { limit: usize },
    #[error("message is not UTF-8 text")]
    NotUtf8,
    /// The stream ended in the middle of a line.
    #[error("connection closed in the middle of a message")]
    Truncated,
    #[error("{0}")]
    Io(#[from] io::Error),
}

impl FrameError {
    /// A read timeout (the socket's read timeout passed with no complete line).
    pub fn is_timeout(&self) -> bool {
        matches!(self, FrameError::Io(e)
            if matches!(e.kind(), io::ErrorKind::WouldBlock | io::ErrorKind::TimedOut))
    }
}

/// Reads newline-terminated lines of at most `limit` bytes.
pub struct LineReader<R> {
    inner: R,
    limit: usize,
    buf: Vec<u8>,
    /// Start of the unread part of `buf`.
    start: usize,
    /// How far from `start` the unread part has been searched for a newline.
    scanned: usize,
}

impl<R: Read> LineReader<R> {
    pub fn new(inner: R, limit: usize) -> LineReader<R> {
        LineReader {
            inner,
            limit,
            buf: Vec::new(),
            start: 0,
            scanned: 0,
        }
    }

    pub fn get_ref(&self) -> &R {
        &self.inner
    }

    pub fn get_mut(&mut self) -> &mut R {
        &mut self.inner
    }

    /// The next line without its newline (and without a `\r` before it), or `None`
    /// when the stream ended cleanly between lines. After an error the reader must
    /// not be used again.
    pub fn read_line(&mut self) -> Result<Option<&str>, FrameError> {
        loop {
            let unread = &self.buf[self.start..];
            if let Some(i) = unread[self.scanned..].iter().position(|&b| b == b'\n') {
                let end = self.start + self.scanned + i;
                if end + 1 - self.start > self.limit {
                    return Err(FrameError::TooLong { limit: self.limit });
                }
                let line_start = self.start;
                self.start = end + 1;
                self.scanned = 0;
                let mut line = &self.buf[line_start..end];
                if let [rest @ .., b'\r'] = line {
                    line = rest;
                }
                return std::str::from_utf8(line)
                    .map(Some)
                    .map_err(|_| FrameError::NotUtf8);
            }
            self.scanned = unread.len();
            if self.scanned >= self.limit {
                return Err(FrameError::TooLong { limit: self.limit });
            }
            // Drop the lines already handed out before reading more.
            if self.start > 0 {
                self.buf.drain(..self.start);
                self.start = 0;
            }
            let have = self.buf.len();
            // `have` is below the limit here, so at least two bytes are asked for.
            let want = CHUNK.min(self.limit + 1 - have);
            self.buf.resize(have + want, 0);
            let read = self.inner.read(&mut self.buf[have..]);
            self.buf.truncate(have + *read.as_ref().unwrap_or(&0));
            let n = match read {
                Ok(n) => n,
                Err(e) if e.kind() == io::ErrorKind::Interrupted => continue,
                Err(e) => return Err(e.into()),
            };
            if n == 0 {
                // The end of the stream.
                if self.buf.is_empty() {
                    return Ok(None);
                }
                return Err(FrameError::Truncated);
            }
        }
    }
}

/// Writes one message and its newline with a single write.
pub fn write_line(w: &mut impl Write, line: &str) -> io::Result<()> {
    debug_assert!(!line.contains('\n'), "a JSON line holds no raw newline");
    let mut bytes = Vec::with_capacity(line.len() + 1);
    bytes.extend_from_slice(line.as_bytes());
    bytes.push(b'\n');
    w.write_all(&bytes)?;
    w.flush()
}

#[cfg(test)]
mod tests {
    use super::*;
    use proptest::prelude::*;

    fn lines(input: &[u8], limit: usize) -> Vec<Result<String, String>> {
        let mut r = LineReader::new(input, limit);
        let mut out = Vec::new();
        loop {
            match r.read_line() {
                Ok(Some(l)) => out.push(Ok(l.to_string())),
                Ok(None) => return out,
                Err(e) => {
                    out.push(Err(e.to_string()));
                    return out;
                }
            }
        }
    }

    #[test]
    fn reads_lines_and_strips_crlf() {
        assert_eq!(
            lines(b"a\r\n{\"x\":1}\n\n", 16),
            vec![Ok("a".into()), Ok("{\"x\":1}".into()), Ok("".into())]
        );
    }

    #[test]
    fn the_limit_counts_the_newline() {
        assert_eq!(lines(b"abc\n", 4), vec![Ok("abc".into())]);
        assert_eq!(
            lines(b"abcd\n", 4),
            vec![Err("message longer than 4 bytes".into())]
        );
    }

    #[test]
    fn an_endless_line_is_refused_without_reading_it_all() {
        // A reader that never ends: it must stop at the limit.
        let endless = std::io::repeat(b'x');
        let mut r = LineReader::new(endless, 100_000);
        assert!(matches!(
            r.read_line(),
            Err(FrameError::TooLong { limit: 100_000 })
        ));
        assert!(r.buf.capacity() < 200_000, "{}", r.buf.capacity());
    }

    #[test]
    fn truncated_and_binary_input_are_errors() {
        assert_eq!(
            lines(b"ok\npartial", 64),
            vec![
                Ok("ok".into()),
                Err("connection closed in the middle of a message".into())
            ]
        );
        assert_eq!(
            lines(b"\xff\xfe\n", 64),
            vec![Err("message is not UTF-8 text".into())]
        );
    }

    #[test]
    fn writes_one_line() {
        let mut out = Vec::new();
        write_line(&mut out, "{\"type\":\"ping\"}").unwrap();
        assert_eq!(out, b"{\"type\":\"ping\"}\n");
    }

    /// A reader that returns its data a few bytes at a time.
    struct Trickle<'a>(&'a [u8], usize);
    impl Read for Trickle<'_> {
        fn read(&mut self, buf: &mut [u8]) -> io::Result<usize> {
            let n = self.1.min(buf.len()).min(self.0.len());
            buf[..n].copy_from_slice(&self.0[..n]);
            self.0 = &self.0[n..];
            Ok(n)
        }
    }

    proptest! {
        #[test]
        fn lines_survive_any_chunking(
            msgs in proptest::collection::vec("[a-z{}\":,0-9]{0,40}", 0..8),
            step in 1usize..17,
        ) {
            let mut data = Vec::new();
            for m in &msgs {
                data.extend_from_slice(m.as_bytes());
                data.push(b'\n');
            }
            let mut r = LineReader::new(Trickle(&data, step), 64);
            for m in &msgs {
                prop_assert_eq!(r.read_line().unwrap(), Some(m.as_str()));
            }
            prop_assert!(r.read_line().unwrap().is_none());
        }

        #[test]
        fn any_bytes_give_lines_or_an_error(data in proptest::collection::vec(any::<u8>(), 0..300)) {
            let mut r = LineReader::new(&data[..], 32);
            for _ in 0..400 {
                match r.read_line() {
                    Ok(Some(l)) => prop_assert!(l.len() < 32),
                    Ok(None) | Err(_) => break,
                }
            }
        }
    }
}
