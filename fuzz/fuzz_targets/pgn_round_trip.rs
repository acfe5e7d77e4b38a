//! PGN text: reading never panics, and every game read without a problem is written
//! and read back to the same record, in every notation.
#![no_main]

use chuhe::notation::Notation;
use chuhe::record::{PgnOptions, read_pgn, write_pgn};
use libfuzzer_sys::fuzz_target;

fuzz_target!(|data: &[u8]| {
    let text = String::from_utf8_lossy(data);
    let Ok(games) = read_pgn(&text) else { return };
    for g in games.iter().filter(|g| g.problem.is_none()) {
        for notation in Notation::ALL {
            let written = write_pgn(g, &PgnOptions::new(notation));
            let back = read_pgn(&written).expect("written PGN reads");
            assert_eq!(back.len(), 1, "{written}");
            assert_eq!(&back[0], g, "{written}");
        }
    }
});
