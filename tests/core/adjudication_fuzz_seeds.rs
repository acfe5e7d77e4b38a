//! The adjudicator fuzz target's corpus (fuzz/seeds/adjudicate), replayed in the
//! ordinary test run by the same driver.

use crate::adjudicate_driver as driver;

#[test]
fn every_seed_of_the_adjudicator_fuzz_target_runs_clean() {
    let dir = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("fuzz/seeds/adjudicate");
    let mut n = 0;
    for entry in std::fs::read_dir(&dir).expect("fuzz/seeds/adjudicate") {
        let path = entry.unwrap().path();
        driver::drive(&std::fs::read(&path).unwrap());
        n += 1;
    }
    assert!(n >= 10, "the corpus has {n} seeds");
}
