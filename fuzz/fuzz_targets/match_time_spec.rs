//! Fuzzes match control: see `tests/common/src/match_fuzz.rs` (`check_time_spec`) for what is
//! checked; the seeds in `fuzz/seeds/match_time_spec` also run in `tests/core/match_fuzz_seeds.rs`.
#![no_main]

use libfuzzer_sys::fuzz_target;

#[path = "../../tests/common/src/match_fuzz.rs"]
mod match_fuzz;

fuzz_target!(|data: &[u8]| {
    match_fuzz::check_time_spec(&String::from_utf8_lossy(data));
});
