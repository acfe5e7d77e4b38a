//! The match-control fuzz targets' checks (`tests/common/src/match_fuzz.rs`) over their seeds
//! (`fuzz/seeds/match_*`) and any crash inputs kept in `fuzz/regressions/match_*`.

use crate::common::fuzz_inputs;
use crate::common::match_fuzz;

use fuzz_inputs::inputs;

#[test]
fn time_spec_seeds() {
    let seeds = inputs("match_time_spec");
    assert!(
        seeds.len() >= 10,
        "fuzz/seeds/match_time_spec holds the seeds"
    );
    for data in seeds {
        match_fuzz::check_time_spec(&String::from_utf8_lossy(&data));
    }
}

#[test]
fn script_seeds() {
    let seeds = inputs("match_script");
    assert!(seeds.len() >= 10, "fuzz/seeds/match_script holds the seeds");
    for data in seeds {
        match_fuzz::check_script(&data);
    }
}

#[test]
fn json_seeds() {
    let seeds = inputs("match_json");
    assert!(seeds.len() >= 5, "fuzz/seeds/match_json holds the seeds");
    for data in seeds {
        match_fuzz::check_json(&data);
    }
}
