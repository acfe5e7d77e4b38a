//! Fuzzes match control: see `tests/common/src/match_fuzz.rs` (`check_json`) for what is
//! checked; the seeds in `fuzz/seeds/match_json` also run in `tests/core/match_fuzz_seeds.rs`.
#![no_main]

use libfuzzer_sys::fuzz_target;

#[path = "../../tests/common/src/match_fuzz.rs"]
mod match_fuzz;

fuzz_target!(|data: &[u8]| {
    match_fuzz::check_json(data);
});
