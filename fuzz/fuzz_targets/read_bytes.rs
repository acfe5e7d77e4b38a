//! Every reader, through format detection: any bytes, under any file name, must give
//! games or an error, never a panic; every game problem must be displayable.
#![no_main]

use std::path::Path;

use libfuzzer_sys::fuzz_target;

fuzz_target!(|data: &[u8]| {
    let names = ["x.pgn", "x.xqf", "x.cbr", "x.cbl", "x.cbf", "x.html", "x.json", "x"];
    let name = Path::new(names[data.first().map_or(0, |b| *b as usize % names.len())]);
    match chuhe::record::read_bytes(data, Some(name)) {
        Ok(games) => {
            for g in games {
                if let Some(p) = &g.problem {
                    let _ = p.to_string();
                }
                // The tree holds legal moves only.
                if g.problem.is_none() {
                    chuhe::record::verify(&g).expect("a game read without problem replays");
                }
            }
        }
        Err(e) => {
            let _ = e.to_string();
        }
    }
});
