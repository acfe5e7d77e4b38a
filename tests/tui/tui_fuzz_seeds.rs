//! The TUI fuzz targets' checks (`tests/common/src/tui_fuzz.rs`) over their seeds in
//! `fuzz/seeds/tui_*` and any crash inputs kept in `fuzz/regressions/tui_*`, plus a
//! property test of whole sessions of random keys.

use crate::common::fuzz_inputs;
use crate::common::tui_common;

use fuzz_inputs::inputs;
use proptest::prelude::*;
use tui_common::fuzz::*;

/// Runs `check` over a target's seeds (at least `min` of them) and regressions.
fn over_seeds(target: &str, min: usize, check: impl Fn(&[u8])) {
    let seeds = inputs(target);
    assert!(seeds.len() >= min, "fuzz/seeds/{target} holds the seeds");
    for s in seeds {
        check(&s);
    }
}

#[test]
fn config_and_theme_seeds() {
    over_seeds("tui_config", 5, |s| {
        check_config_text(&String::from_utf8_lossy(s))
    });
}

#[test]
fn save_seeds() {
    over_seeds("tui_save", 3, |s| {
        check_save_text(&String::from_utf8_lossy(s))
    });
}

#[test]
fn output_seeds() {
    over_seeds("tui_output", 2, check_output_bytes);
}

#[test]
fn session_seeds() {
    over_seeds("tui_session", 3, check_session);
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(48))]

    /// Random keys, pastes, clicks, resizes and passing time never panic.
    #[test]
    fn random_sessions_never_panic(script in proptest::collection::vec(any::<u8>(), 1..160)) {
        check_session(&script);
    }

    #[test]
    fn random_output_passes_through(bytes in proptest::collection::vec(any::<u8>(), 0..200)) {
        check_output_bytes(&bytes);
    }
}
