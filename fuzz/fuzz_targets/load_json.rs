//! chuhe saves: any text gives a record or an error, never a panic; a record loaded
//! saves and loads back the same.
#![no_main]

use libfuzzer_sys::fuzz_target;

fuzz_target!(|data: &[u8]| {
    let text = String::from_utf8_lossy(data);
    if let Ok(record) = chuhe::record::load_json(&text) {
        let again = chuhe::record::load_json(&chuhe::record::save_json(&record)).expect("a save loads");
        assert_eq!(again, record);
    }
});
