//! Fuzzes the adjudicator: see tests/common/src/adjudicate_fuzz.rs.
#![no_main]

use libfuzzer_sys::fuzz_target;

#[path = "../../tests/common/src/adjudicate_fuzz.rs"]
mod driver;

fuzz_target!(|data: &[u8]| driver::drive(data));
