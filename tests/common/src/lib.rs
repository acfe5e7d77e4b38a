//! Helpers shared by the integration tests and the benchmarks, as a crate of their own
//! (`chuhe-testkit`, a dev-dependency): each test binary names it `common` (`use
//! chuhe_testkit as common;` in its `main.rs`), and its modules use it as
//! `crate::common::…`.
//!
//! `notation.rs`, `match_fuzz.rs`, `net_fuzz.rs`, `tui_fuzz.rs`, `ssh_fuzz.rs` and
//! `adjudicate_fuzz.rs` are
//! also the fuzz targets' checks: the fuzz crate (`fuzz/fuzz_targets/*.rs`) includes
//! them by path from here, so that a seed test and its fuzz target check alike.
#![allow(dead_code)]

use std::path::PathBuf;

pub mod adjudicate_fuzz;
pub mod book;
pub mod fuzz_inputs;
pub mod match_fuzz;
pub mod net_common;
pub mod net_fuzz;
pub mod notation;
pub mod pgn;
pub mod records;
pub mod ssh_common;
pub mod ssh_fuzz;
pub mod tui_common;
pub mod tui_fuzz;

/// The `chuhe` binary cargo built for the tests: beside the `deps/` folder of the
/// test binary that runs (`target/<profile>/chuhe`). `CARGO_BIN_EXE_chuhe` is set
/// only when an integration test itself is compiled, not for this crate.
pub fn chuhe_bin() -> PathBuf {
    let exe = std::env::current_exe().expect("the running test binary's path");
    let profile = exe
        .parent()
        .and_then(|deps| deps.parent())
        .expect("a test binary in target/<profile>/deps");
    profile.join(format!("chuhe{}", std::env::consts::EXE_SUFFIX))
}

/// Runs the `chuhe` binary with `args` from the project root and returns what it
/// printed; fails the test, with its error output, when it does not succeed.
pub fn chuhe_ok(args: &[&str]) -> String {
    let out = std::process::Command::new(chuhe_bin())
        .current_dir(PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("../.."))
        .args(args)
        .output()
        .expect("the chuhe binary runs");
    assert!(
        out.status.success(),
        "chuhe {args:?}: {}",
        String::from_utf8_lossy(&out.stderr)
    );
    String::from_utf8_lossy(&out.stdout).into_owned()
}

/// `../shared/data/` relative to the project root: outside test data, read in place.
pub fn shared_data() -> PathBuf {
    PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("../../../shared/data")
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
