//! The bytes between the backend and the terminal: a writer that follows the cursor
//! through what is printed and drops cursor moves to where it already is.
//!
//! ratatui's crossterm backend moves the cursor before every cell that does not
//! directly follow the previous one — and after a Chinese character (two cells wide)
//! the next cell never "directly follows" by its count, so every character of a
//! Chinese text costs a needless `ESC[row;colH`. Dropping those keeps the output of a
//! move under a kilobyte (its target) without touching ratatui.

use std::io::{self, Write};

use unicode_width::UnicodeWidthChar;

/// Where the terminal's cursor is, 1-based as in `ESC[row;colH`, if known.
type Pos = Option<(u32, u32)>;

pub struct CursorTracker<W: Write> {
    inner: W,
    pos: Pos,
    /// An escape sequence or UTF-8 character not complete yet.
    pending: Vec<u8>,
}

impl<W: Write> CursorTracker<W> {
    pub fn new(inner: W) -> CursorTracker<W> {
        CursorTracker {
            inner,
            pos: None,
            pending: Vec::new(),
        }
    }

    pub fn get_mut(&mut self) -> &mut W {
        &mut self.inner
    }

    /// Handles one complete unit: a character, a control byte or an escape sequence.
    fn unit(&mut self, bytes: &[u8]) -> io::Result<()> {
        match bytes {
            [0x1b, b'[', body @ .., b'H'] => {
                let target = parse_position(body);
                if target.is_some() && target == self.pos {
                    return Ok(());
                }
                self.pos = target;
            }
            // Colours and attributes, and mode switches, leave the cursor alone.
            [0x1b, b'[', .., b'm' | b'h' | b'l'] => {}
            // OSC (title, notifications) does not move the cursor either.
            [0x1b, b']', ..] => {}
            [0x1b, ..] => self.pos = None,
            [b] if *b < 0x20 || *b == 0x7f => {
                if *b != 0x07 {
                    self.pos = None;
                }
            }
            _ => {
                let width = std::str::from_utf8(bytes)
                    .ok()
                    .and_then(|s| s.chars().next())
                    .and_then(UnicodeWidthChar::width);
                self.pos = match (self.pos, width) {
                    (Some((r, c)), Some(w)) => Some((r, c + w as u32)),
                    _ => None,
                };
            }
        }
        self.inner.write_all(bytes)
    }
}

fn parse_position(body: &[u8]) -> Pos {
    let s = std::str::from_utf8(body).ok()?;
    let (r, c) = s.split_once(';').unwrap_or((s, "1"));
    let num = |t: &str| {
        if t.is_empty() {
            Some(1)
        } else {
            t.parse().ok()
        }
    };
    Some((num(r)?, num(c)?))
}

/// How long the unit starting with these bytes is, once complete; `None` while it
/// needs more bytes.
fn unit_len(b: &[u8]) -> Option<usize> {
    let first = *b.first()?;
    if first == 0x1b {
        match b.get(1)? {
            b'[' => b[2..]
                .iter()
                .position(|c| (0x40..=0x7e).contains(c))
                .map(|i| i + 3),
            b']' | b'P' => {
                // Ends with BEL or ST (ESC \).
                (2..b.len()).find_map(|i| match b[i] {
                    0x07 => Some(i + 1),
                    0x1b if b.get(i + 1) == Some(&b'\\') => Some(i + 2),
                    _ => None,
                })
            }
            _ => Some(2),
        }
    } else {
        let n = match first {
            0x00..=0x7f => 1,
            0xc0..=0xdf => 2,
            0xe0..=0xef => 3,
            0xf0..=0xf7 => 4,
            _ => 1,
        };
        (b.len() >= n).then_some(n)
    }
}

impl<W: Write> Write for CursorTracker<W> {
    fn write(&mut self, buf: &[u8]) -> io::Result<usize> {
        self.pending.extend_from_slice(buf);
        let mut start = 0;
        while let Some(n) = unit_len(&self.pending[start..]) {
            let unit = self.pending[start..start + n].to_vec();
            self.unit(&unit)?;
            start += n;
        }
        self.pending.drain(..start);
        // A runaway sequence is passed on rather than held for ever.
        if self.pending.len() > 4096 {
            let rest = std::mem::take(&mut self.pending);
            self.pos = None;
            self.inner.write_all(&rest)?;
        }
        Ok(buf.len())
    }

    /// Nothing is held back over a flush: an unfinished sequence goes out as it is
    /// (and the cursor is then unknown).
    fn flush(&mut self) -> io::Result<()> {
        if !self.pending.is_empty() {
            let rest = std::mem::take(&mut self.pending);
            self.pos = None;
            self.inner.write_all(&rest)?;
        }
        self.inner.flush()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn through(chunks: &[&[u8]]) -> Vec<u8> {
        let mut t = CursorTracker::new(Vec::new());
        for c in chunks {
            t.write_all(c).unwrap();
        }
        t.inner
    }

    #[test]
    fn a_move_to_where_the_cursor_is_is_dropped() {
        let out = through(&[
            "\x1b[3;5H".as_bytes(),
            "炮".as_bytes(),
            "\x1b[3;7H".as_bytes(),
            "二".as_bytes(),
        ]);
        assert_eq!(out, "\x1b[3;5H炮二".as_bytes());
    }

    #[test]
    fn other_moves_colours_and_split_writes_pass() {
        let out = through(&[
            b"\x1b[1;1Hab\x1b[38;5;",
            b"160m",
            "\x1b[1;3H\x1b[2;1H炮".as_bytes(),
            &"二".as_bytes()[..1],
            &"二".as_bytes()[1..],
            b"\x1b[2;5H",
        ]);
        assert_eq!(out, "\x1b[1;1Hab\x1b[38;5;160m\x1b[2;1H炮二".as_bytes());
    }

    #[test]
    fn after_anything_unknown_the_next_move_is_kept() {
        let out = through(&[b"\x1b[1;1Ha\r\x1b[1;2Hb\x1b[2J\x1b[1;3H"]);
        assert_eq!(out, b"\x1b[1;1Ha\r\x1b[1;2Hb\x1b[2J\x1b[1;3H");
        let osc = through(&[b"\x1b[1;1Ha\x1b]9;hi\x07\x1b[1;2H"]);
        assert_eq!(osc, b"\x1b[1;1Ha\x1b]9;hi\x07");
    }
}
