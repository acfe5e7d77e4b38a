//! Helpers shared by the integration tests: each test binary (`tests/*/main.rs`) that
//! needs them includes this tree once, as `#[path = "../common/mod.rs"] mod common;`,
//! and its modules use them as `crate::common::…`.
//!
//! `notation.rs`, `match_fuzz.rs` and `net_fuzz.rs` here, `tests/tui_common/fuzz.rs`
//! and `tests/ssh_common/fuzz.rs` are also included by path by the fuzz crate
//! (`fuzz/fuzz_targets/*.rs`), so they stay where it looks for them.
#![allow(dead_code)]

use std::path::PathBuf;

pub mod fuzz_inputs;
pub mod match_fuzz;
pub mod net_common;
pub mod net_fuzz;
pub mod notation;
pub mod pgn;
pub mod records;
#[path = "../ssh_common/fuzz.rs"]
pub mod ssh_fuzz;
pub mod tui_common;

/// `../shared/data/` relative to the project root: outside test data, read in place.
pub fn shared_data() -> PathBuf {
    PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("../shared/data")
}

/// Reads a file of the shared test data, failing with a clear message if it is absent.
pub fn read_shared(rel: &str) -> String {
    let path = shared_data().join(rel);
    std::fs::read_to_string(&path).unwrap_or_else(|e| {
        panic!(
            "shared test data {} is missing or unreadable ({e}); the tests read it in place from ../shared/data",
            path.display()
        )
    })
}
