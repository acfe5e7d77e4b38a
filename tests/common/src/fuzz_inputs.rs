//! The inputs a fuzz target's checks also run on as tests: its seeds in
//! `fuzz/seeds/TARGET` and any crash inputs kept in `fuzz/regressions/TARGET`, in
//! name order.

use std::path::PathBuf;

pub fn inputs(target: &str) -> Vec<Vec<u8>> {
    let root = PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("../../fuzz");
    let mut files = Vec::new();
    for dir in ["seeds", "regressions"] {
        if let Ok(entries) = std::fs::read_dir(root.join(dir).join(target)) {
            files.extend(entries.flatten().map(|e| e.path()));
        }
    }
    files.sort();
    files.iter().map(|p| std::fs::read(p).unwrap()).collect()
}
