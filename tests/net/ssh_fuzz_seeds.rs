//! The SSH input decoder's fuzz check (`tests/common/src/ssh_fuzz.rs`) over the seeds in
//! `fuzz/seeds/ssh_input` and any crash inputs kept in `fuzz/regressions/ssh_input`,
//! plus a property test over random bytes.

use crate::common::fuzz_inputs;
use crate::common::ssh_fuzz as fuzz;

use chuhe::ssh::decoder::Decoder;
use crossterm::event::{Event, KeyCode, KeyEvent, KeyModifiers};
use proptest::prelude::*;

#[test]
fn input_seeds() {
    let seeds = fuzz_inputs::inputs("ssh_input");
    assert!(seeds.len() >= 5, "fuzz/seeds/ssh_input holds the seeds");
    for s in seeds {
        fuzz::check_input_bytes(&s);
    }
}

/// The seed of a move typed through an IME reads as the move's characters and
/// Enter — checked against the text itself, not the decoder.
#[test]
fn the_ime_seed_is_the_move_and_enter() {
    let seeds = fuzz_inputs::inputs("ssh_input");
    let ime = seeds
        .iter()
        .find(|s| s.ends_with("炮二平五\r".as_bytes()))
        .expect("the ime_move seed");
    let got = Decoder::new().feed(ime);
    let mut want = vec![Event::Key(KeyEvent::new(
        KeyCode::Char('e'),
        KeyModifiers::CONTROL,
    ))];
    want.extend(
        "炮二平五"
            .chars()
            .map(|c| Event::Key(KeyEvent::new(KeyCode::Char(c), KeyModifiers::NONE))),
    );
    want.push(Event::Key(KeyEvent::new(
        KeyCode::Enter,
        KeyModifiers::NONE,
    )));
    assert_eq!(got, want);
}

proptest! {
    #[test]
    fn random_bytes(bytes in proptest::collection::vec(any::<u8>(), 0..512)) {
        fuzz::check_input_bytes(&bytes);
    }

    /// Escape sequences, text and garbage mixed: the bytes most likely to confuse.
    #[test]
    fn mixed_sequences(parts in proptest::collection::vec(prop_oneof![
        Just(b"\x1b[".to_vec()), Just(b"\x1b[200~".to_vec()), Just(b"\x1b[201~".to_vec()),
        Just(b"\x1b[<".to_vec()), Just(b"\x1bO".to_vec()), Just(b"\x1b".to_vec()),
        Just(";".as_bytes().to_vec()), Just("炮".as_bytes().to_vec()), Just(vec![0xe7]),
        Just(b"1".to_vec()), Just(b"M".to_vec()), Just(b"~".to_vec()),
    ], 0..40)) {
        fuzz::check_input_bytes(&parts.concat());
    }
}
