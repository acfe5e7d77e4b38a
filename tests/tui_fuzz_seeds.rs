//! The TUI fuzz targets' checks (`tests/tui_common/fuzz.rs`) over their seeds in
//! `fuzz/seeds/tui_*` and any crash inputs kept in `fuzz/regressions/tui_*`, plus a
//! property test of whole sessions of random keys.

mod tui_common;

use std::path::PathBuf;

use proptest::prelude::*;
use tui_common::fuzz::*;

fn inputs(target: &str) -> Vec<Vec<u8>> {
    let root = PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("fuzz");
    let mut files = Vec::new();
    for dir in ["seeds", "regressions"] {
        if let Ok(entries) = std::fs::read_dir(root.join(dir).join(target)) {
            files.extend(entries.flatten().map(|e| e.path()));
        }
    }
    files.sort();
    files.iter().map(|p| std::fs::read(p).unwrap()).collect()
}

#[test]
fn config_and_theme_seeds() {
    let seeds = inputs("tui_config");
    assert!(seeds.len() >= 5, "fuzz/seeds/tui_config holds the seeds");
    for s in seeds {
        check_config_text(&String::from_utf8_lossy(&s));
    }
}

#[test]
fn save_seeds() {
    let seeds = inputs("tui_save");
    assert!(seeds.len() >= 3, "fuzz/seeds/tui_save holds the seeds");
    for s in seeds {
        check_save_text(&String::from_utf8_lossy(&s));
    }
}

#[test]
fn output_seeds() {
    let seeds = inputs("tui_output");
    assert!(seeds.len() >= 2, "fuzz/seeds/tui_output holds the seeds");
    for s in seeds {
        check_output_bytes(&s);
    }
}

#[test]
fn session_seeds() {
    let seeds = inputs("tui_session");
    assert!(seeds.len() >= 3, "fuzz/seeds/tui_session holds the seeds");
    for s in seeds {
        check_session(&s);
    }
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
