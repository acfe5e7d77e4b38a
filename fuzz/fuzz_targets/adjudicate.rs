//! Fuzzes the adjudicator: see drivers/adjudicate.rs.
#![no_main]

use libfuzzer_sys::fuzz_target;

#[path = "../drivers/adjudicate.rs"]
mod driver;

fuzz_target!(|data: &[u8]| driver::drive(data));
