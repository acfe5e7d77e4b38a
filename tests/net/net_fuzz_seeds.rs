//! The `net_line` fuzz target's check (`tests/common/src/net_fuzz.rs`) over its seeds
//! (`fuzz/seeds/net_line`) and any crash inputs kept in `fuzz/regressions/net_line`.

use crate::common::fuzz_inputs;
use crate::common::net_fuzz;

#[test]
fn net_line_seeds() {
    let seeds = fuzz_inputs::inputs("net_line");
    assert!(seeds.len() >= 2, "fuzz/seeds/net_line holds the seeds");
    for data in seeds {
        net_fuzz::check_lines(&data);
    }
}
