//! Fuzzes the move reader: any bytes, read as text in one of a few positions, in every
//! notation (detected and forced) and through the preview. See
//! `tests/common/src/notation.rs::check_any_text` for what is checked; the seed texts in
//! `fuzz/seeds/parse_move` are also run by `tests/core/notation_fuzz_seeds.rs`.
#![no_main]

use libfuzzer_sys::fuzz_target;

#[path = "../../tests/common/src/notation.rs"]
mod notation;

fuzz_target!(|data: &[u8]| {
    let Some((&which, rest)) = data.split_first() else {
        return;
    };
    let fen = notation::FUZZ_POSITIONS[which as usize % notation::FUZZ_POSITIONS.len()];
    let pos = chuhe::rules::Position::from_fen(fen).expect("fuzz positions are valid");
    notation::check_any_text(&pos, &String::from_utf8_lossy(rest));
});
