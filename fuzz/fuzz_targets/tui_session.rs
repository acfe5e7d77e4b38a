//! A player session: keys, pastes, clicks, resizes, passing time. See `tests/common/src/tui_fuzz.rs` for what is
//! checked; the seeds in `fuzz/seeds/tui_session` are also run by `tests/tui/tui_fuzz_seeds.rs`.
#![no_main]

use libfuzzer_sys::fuzz_target;

#[path = "../../tests/common/src/tui_fuzz.rs"]
mod fuzz;

use fuzz::*;

fuzz_target!(|data: &[u8]| {
    check_session(data);
});
