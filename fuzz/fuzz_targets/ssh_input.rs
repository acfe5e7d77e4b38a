//! The SSH session's input decoder. See `tests/common/src/ssh_fuzz.rs` for what is
//! checked; the seeds in `fuzz/seeds/ssh_input` are also run by `tests/net/ssh_fuzz_seeds.rs`.
#![no_main]

use libfuzzer_sys::fuzz_target;

#[path = "../../tests/common/src/ssh_fuzz.rs"]
mod fuzz;

use fuzz::*;

fuzz_target!(|data: &[u8]| {
    check_input_bytes(data);
});
