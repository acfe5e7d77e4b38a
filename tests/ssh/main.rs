//! `chuhe serve --ssh`: the club over SSH, its limits, the input decoder's fuzz seeds
//! and the (ignored) benchmark.
//!
//! One test binary for these modules (formerly one `tests/*.rs` binary each), so
//! that the library and its dependencies are linked once for all of them.

#[path = "../common/mod.rs"]
mod common;

mod ssh_bench;
mod ssh_club;
mod ssh_fuzz_seeds;
mod ssh_limits;
