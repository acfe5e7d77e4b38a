//! FEN parsing and validation never panic; a position that parses prints a FEN that
//! parses back to the same position, and its moves are all playable.
#![no_main]

use chuhe::rules::Position;
use libfuzzer_sys::fuzz_target;

fuzz_target!(|data: &[u8]| {
    let Ok(text) = std::str::from_utf8(data) else {
        return;
    };
    if let Ok(pos) = Position::from_fen(text) {
        let again = Position::from_fen(&pos.fen()).expect("printed FEN parses");
        assert_eq!(again, pos);
        for &m in pos.legal_moves().iter() {
            let mut p = pos.clone();
            p.play(m).expect("generated move is legal");
            assert_eq!(p.hash(), p.recompute_hash());
        }
    }
});
