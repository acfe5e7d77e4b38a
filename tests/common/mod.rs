//! Helpers shared by the integration tests.
#![allow(dead_code)]

use std::path::PathBuf;

pub mod notation;
pub mod pgn;
pub mod records;

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
