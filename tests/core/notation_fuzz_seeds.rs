//! The fuzz target's checks (`fuzz/fuzz_targets/parse_move.rs`) run over its seed texts
//! and over any crash inputs kept in `fuzz/regressions/`: each file is a position byte
//! (an index into `FUZZ_POSITIONS`) followed by the text.

use crate::common;

use std::path::PathBuf;

use chuhe::rules::Position;
use common::notation::{FUZZ_POSITIONS, check_any_text};

fn inputs() -> Vec<PathBuf> {
    let root = PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("fuzz");
    let mut files = Vec::new();
    for dir in ["seeds/parse_move", "regressions/parse_move"] {
        if let Ok(entries) = std::fs::read_dir(root.join(dir)) {
            files.extend(entries.flatten().map(|e| e.path()));
        }
    }
    files.sort();
    files
}

#[test]
fn fuzz_seeds_and_regressions() {
    let files = inputs();
    assert!(
        files.len() >= 30,
        "fuzz/seeds/parse_move holds the seed texts"
    );
    for path in files {
        let data = std::fs::read(&path).unwrap();
        let Some((&which, rest)) = data.split_first() else {
            continue;
        };
        let pos =
            Position::from_fen(FUZZ_POSITIONS[which as usize % FUZZ_POSITIONS.len()]).unwrap();
        check_any_text(&pos, &String::from_utf8_lossy(rest));
    }
}
