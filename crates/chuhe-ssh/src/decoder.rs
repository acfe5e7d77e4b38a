//! The input decoder: the bytes an SSH client's terminal sends, turned into the
//! crossterm events the TUI takes — what crossterm does for a local terminal, which
//! it cannot do for a byte stream that is not the process's own terminal.
//!
//! It knows UTF-8 text (an IME sends 炮二平五 as one burst, possibly cut anywhere
//! between packets), control keys, the CSI and SS3 sequences of xterm and its
//! followers (arrows, Home/End, PageUp/PageDown, Insert/Delete, F1–F12, with
//! modifiers), bracketed paste and SGR mouse reports. Anything else is dropped, a
//! piece at a time, and the decoder carries on: it never panics and never holds
//! more than [`MAX_SEQUENCE`] bytes of an unfinished sequence or [`MAX_PASTE`]
//! bytes of a paste.

use crossterm::event::{
    Event, KeyCode, KeyEvent, KeyEventKind, KeyModifiers, MouseButton, MouseEvent, MouseEventKind,
};

/// The longest escape sequence kept while waiting for its end; a longer one is
/// garbage and dropped.
pub const MAX_SEQUENCE: usize = 32;
/// The most of a bracketed paste kept; the rest of a longer paste is dropped.
pub const MAX_PASTE: usize = 16 * 1024;

const ESC: u8 = 0x1b;
const PASTE_END: &[u8] = b"\x1b[201~";

/// A streaming decoder; one per terminal.
#[derive(Debug, Default)]
pub struct Decoder {
    /// Bytes of an unfinished sequence or character.
    pending: Vec<u8>,
    /// Inside a bracketed paste: what it held so far.
    paste: Option<Vec<u8>>,
    /// A paste longer than [`MAX_PASTE`]: its rest is being skipped.
    paste_overflow: bool,
}

/// What one piece of input is.
enum Piece {
    /// An event, from this many bytes.
    Event(Event, usize),
    /// The start of a bracketed paste, this many bytes long.
    PasteStart(usize),
    /// Bytes that mean nothing known: dropped.
    Skip(usize),
    /// The input ends inside a sequence or a character: wait for more.
    Incomplete,
}

impl Decoder {
    pub fn new() -> Decoder {
        Decoder::default()
    }

    /// Whether bytes are waiting for the rest of their sequence (the caller calls
    /// [`Decoder::flush`] when nothing more comes soon: a lone Esc key).
    pub fn has_pending(&self) -> bool {
        !self.pending.is_empty()
    }

    /// Takes in `bytes`; returns the events they complete.
    pub fn feed(&mut self, bytes: &[u8]) -> Vec<Event> {
        let mut events = Vec::new();
        let mut input = std::mem::take(&mut self.pending);
        input.extend_from_slice(bytes);
        let mut at = 0;
        while at < input.len() {
            if self.paste.is_some() {
                at += self.take_paste(&input[at..], &mut events);
                continue;
            }
            match piece(&input[at..]) {
                Piece::Event(ev, n) => {
                    events.push(ev);
                    at += n;
                }
                Piece::PasteStart(n) => {
                    self.paste = Some(Vec::new());
                    self.paste_overflow = false;
                    at += n;
                }
                Piece::Skip(n) => at += n.max(1),
                Piece::Incomplete => {
                    let rest = &input[at..];
                    if rest.len() <= MAX_SEQUENCE {
                        self.pending = rest.to_vec();
                    }
                    break;
                }
            }
        }
        events
    }

    /// Nothing more came for a while: a lone ESC was the Esc key, and an unfinished
    /// sequence is dropped. (An unfinished paste stays open: its end may still come.)
    pub fn flush(&mut self) -> Vec<Event> {
        let pending = std::mem::take(&mut self.pending);
        match pending.as_slice() {
            [ESC] => vec![key(KeyCode::Esc, KeyModifiers::NONE)],
            _ => Vec::new(),
        }
    }

    /// Inside a paste: takes bytes up to the end marker; returns how many it used.
    fn take_paste(&mut self, input: &[u8], events: &mut Vec<Event>) -> usize {
        let Some(paste) = self.paste.as_mut() else {
            return input.len();
        };
        if let Some(end) = find(input, PASTE_END) {
            add_paste(paste, &input[..end], &mut self.paste_overflow);
            let text = String::from_utf8_lossy(paste).into_owned();
            self.paste = None;
            events.push(Event::Paste(text));
            return end + PASTE_END.len();
        }
        // The marker may be cut between two packets: keep what could be its start.
        let keep = (1..PASTE_END.len())
            .rev()
            .find(|&k| input.len() >= k && input.ends_with(&PASTE_END[..k]))
            .unwrap_or(0);
        add_paste(
            paste,
            &input[..input.len() - keep],
            &mut self.paste_overflow,
        );
        if keep > 0 {
            self.pending = input[input.len() - keep..].to_vec();
        }
        input.len()
    }
}

fn add_paste(paste: &mut Vec<u8>, bytes: &[u8], overflow: &mut bool) {
    let room = MAX_PASTE.saturating_sub(paste.len());
    if bytes.len() > room {
        *overflow = true;
    }
    paste.extend_from_slice(&bytes[..bytes.len().min(room)]);
}

fn find(hay: &[u8], needle: &[u8]) -> Option<usize> {
    hay.windows(needle.len()).position(|w| w == needle)
}

fn key(code: KeyCode, modifiers: KeyModifiers) -> Event {
    Event::Key(KeyEvent::new_with_kind(
        code,
        modifiers,
        KeyEventKind::Press,
    ))
}

/// The first piece of `b` (not empty).
fn piece(b: &[u8]) -> Piece {
    let Some(&first) = b.first() else {
        return Piece::Incomplete;
    };
    match first {
        ESC => escape(b),
        _ => match plain(b) {
            Some(Ok((code, mods, n))) => Piece::Event(key(code, mods), n),
            Some(Err(())) => Piece::Skip(1),
            None => Piece::Incomplete,
        },
    }
}

/// A key without ESC: a control byte or a character. `None`: an unfinished
/// character; `Err`: a byte that starts nothing.
#[allow(clippy::type_complexity)]
fn plain(b: &[u8]) -> Option<Result<(KeyCode, KeyModifiers, usize), ()>> {
    let none = KeyModifiers::NONE;
    let first = *b.first()?;
    let ok = |code, mods| Some(Ok((code, mods, 1)));
    match first {
        b'\r' | b'\n' => ok(KeyCode::Enter, none),
        b'\t' => ok(KeyCode::Tab, none),
        0x7f | 0x08 => ok(KeyCode::Backspace, none),
        0x00 => ok(KeyCode::Char(' '), KeyModifiers::CONTROL),
        0x01..=0x1a => ok(
            KeyCode::Char((b'a' + first - 1) as char),
            KeyModifiers::CONTROL,
        ),
        0x1c..=0x1f => ok(
            KeyCode::Char((b'4' + first - 0x1c) as char),
            KeyModifiers::CONTROL,
        ),
        b'A'..=b'Z' => ok(KeyCode::Char(first as char), KeyModifiers::SHIFT),
        0x20..=0x7e => ok(KeyCode::Char(first as char), none),
        _ => {
            let len = match first {
                0xc2..=0xdf => 2,
                0xe0..=0xef => 3,
                0xf0..=0xf4 => 4,
                _ => return Some(Err(())),
            };
            // Every byte there is must continue the character, or it is broken.
            let have = b.len().min(len);
            if b[1..have].iter().any(|&c| c & 0xc0 != 0x80) {
                return Some(Err(()));
            }
            if b.len() < len {
                // Not yet known to be invalid (an overlong start is caught below).
                return None;
            }
            match std::str::from_utf8(&b[..len])
                .ok()
                .and_then(|s| s.chars().next())
            {
                // C1 controls are not text.
                Some(c) if !('\u{80}'..='\u{9f}').contains(&c) => {
                    Some(Ok((KeyCode::Char(c), none, len)))
                }
                _ => Some(Err(())),
            }
        }
    }
}

/// A piece starting with ESC.
fn escape(b: &[u8]) -> Piece {
    match b.get(1) {
        None => Piece::Incomplete,
        Some(b'[') => csi(b),
        Some(b'O') => match b.get(2) {
            None => Piece::Incomplete,
            Some(&f) => match final_key(f) {
                Some(code) => Piece::Event(key(code, KeyModifiers::NONE), 3),
                None => Piece::Skip(3),
            },
        },
        Some(&ESC) => Piece::Event(key(KeyCode::Esc, KeyModifiers::NONE), 1),
        Some(_) => match plain(&b[1..]) {
            // ESC before a key: the key with Alt (the terminal's "meta sends escape").
            Some(Ok((code, mods, n))) => Piece::Event(key(code, mods | KeyModifiers::ALT), n + 1),
            Some(Err(())) => Piece::Skip(2),
            None => Piece::Incomplete,
        },
    }
}

/// The key of an SS3 or parameterless CSI final byte.
fn final_key(f: u8) -> Option<KeyCode> {
    Some(match f {
        b'A' => KeyCode::Up,
        b'B' => KeyCode::Down,
        b'C' => KeyCode::Right,
        b'D' => KeyCode::Left,
        b'H' => KeyCode::Home,
        b'F' => KeyCode::End,
        b'P' => KeyCode::F(1),
        b'Q' => KeyCode::F(2),
        b'R' => KeyCode::F(3),
        b'S' => KeyCode::F(4),
        _ => return None,
    })
}

/// The modifiers of xterm's parameter (1 + a bit set: Shift 1, Alt 2, Ctrl 4).
fn modifiers(param: u16) -> KeyModifiers {
    let bits = param.saturating_sub(1);
    let mut m = KeyModifiers::NONE;
    if bits & 1 != 0 {
        m |= KeyModifiers::SHIFT;
    }
    if bits & 2 != 0 {
        m |= KeyModifiers::ALT;
    }
    if bits & 4 != 0 {
        m |= KeyModifiers::CONTROL;
    }
    m
}

/// `ESC [ params intermediates final`.
fn csi(b: &[u8]) -> Piece {
    // Legacy X10 mouse reports carry three raw bytes after `ESC [ M`: not asked for
    // (chuhe asks for SGR reports), so they are only skipped whole.
    if b.get(2) == Some(&b'M') {
        return if b.len() >= 6 {
            Piece::Skip(6)
        } else {
            Piece::Incomplete
        };
    }
    let mut end = None;
    for (i, &c) in b.iter().enumerate().skip(2) {
        match c {
            // Parameters (0x30–0x3f) and intermediates (0x20–0x2f).
            0x20..=0x3f => {}
            0x40..=0x7e => {
                end = Some(i);
                break;
            }
            // Not part of any sequence: drop what came before it, keep it.
            _ => return Piece::Skip(i),
        }
        if i >= MAX_SEQUENCE {
            return Piece::Skip(i);
        }
    }
    let Some(end) = end else {
        return Piece::Incomplete;
    };
    let n = end + 1;
    let params = &b[2..end];
    let last = b[end];
    let Ok(text) = std::str::from_utf8(params) else {
        return Piece::Skip(n);
    };
    if let Some(sgr) = text.strip_prefix('<') {
        return match sgr_mouse(sgr, last) {
            Some(ev) => Piece::Event(ev, n),
            None => Piece::Skip(n),
        };
    }
    let numbers: Option<Vec<u16>> = if text.is_empty() {
        Some(Vec::new())
    } else {
        text.split(';').map(|p| p.parse().ok()).collect()
    };
    let Some(numbers) = numbers else {
        return Piece::Skip(n);
    };
    let mods = numbers
        .get(1)
        .copied()
        .map_or(KeyModifiers::NONE, modifiers);
    let code = match last {
        b'~' => match numbers.first().copied() {
            Some(200) => return Piece::PasteStart(n),
            Some(1 | 7) => KeyCode::Home,
            Some(2) => KeyCode::Insert,
            Some(3) => KeyCode::Delete,
            Some(4 | 8) => KeyCode::End,
            Some(5) => KeyCode::PageUp,
            Some(6) => KeyCode::PageDown,
            Some(k @ 11..=15) => KeyCode::F((k - 10) as u8),
            Some(k @ 17..=21) => KeyCode::F((k - 11) as u8),
            Some(k @ 23..=24) => KeyCode::F((k - 12) as u8),
            _ => return Piece::Skip(n),
        },
        b'Z' if numbers.is_empty() => {
            return Piece::Event(key(KeyCode::BackTab, KeyModifiers::SHIFT), n);
        }
        f => match final_key(f) {
            Some(code) => code,
            None => return Piece::Skip(n),
        },
    };
    Piece::Event(key(code, mods), n)
}

/// An SGR mouse report, `ESC [ < button ; column ; row M|m` (1-based positions).
fn sgr_mouse(params: &str, last: u8) -> Option<Event> {
    let mut it = params.split(';').map(|p| p.parse::<u16>().ok());
    let (button, column, row) = (it.next()??, it.next()??, it.next()??);
    if it.next().is_some() || column == 0 || row == 0 {
        return None;
    }
    let mut modifiers = KeyModifiers::NONE;
    if button & 4 != 0 {
        modifiers |= KeyModifiers::SHIFT;
    }
    if button & 8 != 0 {
        modifiers |= KeyModifiers::ALT;
    }
    if button & 16 != 0 {
        modifiers |= KeyModifiers::CONTROL;
    }
    let which = match button & 3 {
        0 => MouseButton::Left,
        1 => MouseButton::Middle,
        _ => MouseButton::Right,
    };
    let kind = if button & 64 != 0 {
        match button & 3 {
            0 => MouseEventKind::ScrollUp,
            1 => MouseEventKind::ScrollDown,
            2 => MouseEventKind::ScrollLeft,
            _ => MouseEventKind::ScrollRight,
        }
    } else if button & 32 != 0 {
        if button & 3 == 3 {
            MouseEventKind::Moved
        } else {
            MouseEventKind::Drag(which)
        }
    } else if last == b'm' {
        MouseEventKind::Up(which)
    } else if last == b'M' {
        MouseEventKind::Down(which)
    } else {
        return None;
    };
    Some(Event::Mouse(MouseEvent {
        kind,
        column: column - 1,
        row: row - 1,
        modifiers,
    }))
}

#[cfg(test)]
mod tests {
    use super::*;
    use proptest::prelude::*;

    fn k(code: KeyCode) -> Event {
        key(code, KeyModifiers::NONE)
    }

    fn chars(s: &str) -> Vec<Event> {
        s.chars()
            .map(|c| {
                if c.is_ascii_uppercase() {
                    key(KeyCode::Char(c), KeyModifiers::SHIFT)
                } else {
                    k(KeyCode::Char(c))
                }
            })
            .collect()
    }

    #[test]
    fn chinese_text_from_an_ime_comes_as_characters_even_cut_between_packets() {
        let text = "炮二平五";
        let bytes = text.as_bytes();
        for cut in 0..=bytes.len() {
            let mut d = Decoder::new();
            let mut got = d.feed(&bytes[..cut]);
            got.extend(d.feed(&bytes[cut..]));
            assert_eq!(got, chars(text), "cut at {cut}");
            assert!(!d.has_pending());
        }
    }

    #[test]
    fn xterm_keys_are_known() {
        // The sequences xterm sends (its ctlseqs document, "PC-Style Function Keys").
        let cases: &[(&[u8], Event)] = &[
            (b"\x1b[A", k(KeyCode::Up)),
            (b"\x1bOB", k(KeyCode::Down)),
            (b"\x1b[C", k(KeyCode::Right)),
            (b"\x1b[1;5D", key(KeyCode::Left, KeyModifiers::CONTROL)),
            (b"\x1b[H", k(KeyCode::Home)),
            (b"\x1b[4~", k(KeyCode::End)),
            (b"\x1b[5~", k(KeyCode::PageUp)),
            (b"\x1b[3~", k(KeyCode::Delete)),
            (b"\x1bOP", k(KeyCode::F(1))),
            (b"\x1b[15~", k(KeyCode::F(5))),
            (b"\x1b[24~", k(KeyCode::F(12))),
            (b"\x1b[Z", key(KeyCode::BackTab, KeyModifiers::SHIFT)),
            (b"\r", k(KeyCode::Enter)),
            (b"\x7f", k(KeyCode::Backspace)),
            (b"\x03", key(KeyCode::Char('c'), KeyModifiers::CONTROL)),
            (b"\x1bx", key(KeyCode::Char('x'), KeyModifiers::ALT)),
        ];
        for (bytes, want) in cases {
            let mut d = Decoder::new();
            assert_eq!(d.feed(bytes), vec![want.clone()], "{bytes:?}");
        }
    }

    #[test]
    fn a_lone_escape_waits_for_the_flush() {
        let mut d = Decoder::new();
        assert!(d.feed(b"\x1b").is_empty());
        assert!(d.has_pending());
        assert_eq!(d.flush(), vec![k(KeyCode::Esc)]);
        // And an arrow cut after its ESC is still an arrow.
        assert!(d.feed(b"\x1b").is_empty());
        assert_eq!(d.feed(b"[A"), vec![k(KeyCode::Up)]);
    }

    #[test]
    fn a_bracketed_paste_is_one_event_whatever_it_holds() {
        let mut d = Decoder::new();
        let got = d.feed("\x1b[200~炮二平五\x1b[A\r\x1b[20".as_bytes());
        assert!(got.is_empty());
        assert_eq!(
            d.feed(b"1~x"),
            vec![
                Event::Paste("炮二平五\x1b[A\r".into()),
                k(KeyCode::Char('x'))
            ]
        );
    }

    #[test]
    fn a_huge_paste_is_cut_to_the_limit() {
        let mut d = Decoder::new();
        d.feed(b"\x1b[200~");
        for _ in 0..100 {
            assert!(d.feed(&[b'a'; 1000]).is_empty());
        }
        match d.feed(b"\x1b[201~").as_slice() {
            [Event::Paste(p)] => assert_eq!(p.len(), MAX_PASTE),
            other => panic!("{other:?}"),
        }
    }

    #[test]
    fn sgr_mouse_reports_are_clicks_at_zero_based_cells() {
        let mut d = Decoder::new();
        let got = d.feed(b"\x1b[<0;10;5M\x1b[<0;10;5m\x1b[<64;1;1M");
        let at = |kind| {
            Event::Mouse(MouseEvent {
                kind,
                column: 9,
                row: 4,
                modifiers: KeyModifiers::NONE,
            })
        };
        assert_eq!(got[0], at(MouseEventKind::Down(MouseButton::Left)));
        assert_eq!(got[1], at(MouseEventKind::Up(MouseButton::Left)));
        assert!(matches!(
            &got[2],
            Event::Mouse(MouseEvent {
                kind: MouseEventKind::ScrollUp,
                ..
            })
        ));
    }

    #[test]
    fn garbage_is_dropped_and_what_follows_it_is_read() {
        let mut d = Decoder::new();
        let got = d.feed(b"\xff\xc3(\x1b[99~\x1b[<9;0;0M\x1b[1;2;3;4;5q\xc2\x85ok");
        assert_eq!(got, chars("(ok"));
        // An endless sequence is given up at the limit, not kept.
        let mut d = Decoder::new();
        d.feed(b"\x1b[");
        for _ in 0..100 {
            d.feed(b"1;");
        }
        assert!(d.pending.len() <= MAX_SEQUENCE);
        assert_eq!(d.feed(b"a"), chars("a"));
    }

    proptest! {
        /// Never a panic; bounded state; and text fed in any cut gives what it gives
        /// fed whole (checked against the decoder itself, as a streaming property).
        #[test]
        fn any_bytes_in_any_cuts(bytes in proptest::collection::vec(any::<u8>(), 0..300), cut in 0usize..300) {
            let mut whole = Decoder::new();
            let mut a = whole.feed(&bytes);
            a.extend(whole.flush());
            prop_assert!(whole.pending.len() <= MAX_SEQUENCE);
            let cut = cut.min(bytes.len());
            let mut parts = Decoder::new();
            let mut b = parts.feed(&bytes[..cut]);
            b.extend(parts.feed(&bytes[cut..]));
            b.extend(parts.flush());
            prop_assert_eq!(a, b);
        }

        #[test]
        fn any_text_comes_back_as_its_characters(s in "[^\u{0}-\u{1f}\u{7f}-\u{9f}]{0,40}") {
            let mut d = Decoder::new();
            prop_assert_eq!(d.feed(s.as_bytes()), chars(&s));
        }
    }
}
