//! Fuzzes what a network peer sends: see `tests/common/src/net_fuzz.rs` for what is
//! checked; the seeds in `fuzz/seeds/net_line` also run in `tests/net/net_fuzz_seeds.rs`.
#![no_main]

use libfuzzer_sys::fuzz_target;

#[path = "../../tests/common/src/net_fuzz.rs"]
mod net_fuzz;

fuzz_target!(|data: &[u8]| {
    net_fuzz::check_lines(data);
});
