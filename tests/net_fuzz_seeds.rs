//! The `net_line` fuzz target's check (`tests/common/net_fuzz.rs`) over its seeds
//! (`fuzz/seeds/net_line`) and any crash inputs kept in `fuzz/regressions/net_line`.

#[path = "common/net_fuzz.rs"]
mod net_fuzz;

use std::path::PathBuf;

#[test]
fn net_line_seeds() {
    let root = PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("fuzz");
    let mut files = Vec::new();
    for dir in ["seeds", "regressions"] {
        if let Ok(entries) = std::fs::read_dir(root.join(dir).join("net_line")) {
            files.extend(entries.flatten().map(|e| e.path()));
        }
    }
    assert!(files.len() >= 2, "fuzz/seeds/net_line holds the seeds");
    for path in files {
        net_fuzz::check_lines(&std::fs::read(&path).unwrap());
    }
}
