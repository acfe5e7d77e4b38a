//! The check of the SSH input decoder's fuzz target (`fuzz/fuzz_targets/ssh_input.rs`),
//! also run over its seeds by `tests/net/ssh_fuzz_seeds.rs`: any bytes, cut at a point
//! the first byte chooses, decode without a panic into the same events as fed
//! whole, the decoder never keeps more than its limits, and no key event carries a
//! control character as text.

#![allow(dead_code)]

use chuhe::ssh::decoder::{Decoder, MAX_PASTE};
use crossterm::event::{Event, KeyCode};

pub fn check_input_bytes(bytes: &[u8]) {
    let mut whole = Decoder::new();
    let mut a = whole.feed(bytes);
    a.extend(whole.flush());

    let cut = bytes.first().map_or(0, |&b| b as usize % (bytes.len() + 1));
    let mut parts = Decoder::new();
    let mut b = parts.feed(&bytes[..cut]);
    b.extend(parts.feed(&bytes[cut..]));
    b.extend(parts.flush());
    assert_eq!(a, b, "cut at {cut}");

    for ev in &a {
        match ev {
            Event::Key(k) => {
                if let KeyCode::Char(c) = k.code {
                    assert!(!c.is_control(), "a control character as text: {c:?}");
                }
            }
            Event::Paste(p) => assert!(p.len() <= MAX_PASTE * 3, "{}", p.len()),
            Event::Mouse(_) => {}
            other => panic!("the decoder made {other:?}"),
        }
    }
}
