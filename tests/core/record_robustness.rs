//! Bad input never panics and always says where it went wrong: every record file of
//! the shared corpus cut short at many points and with bytes changed, binary garbage,
//! text in an encoding with broken bytes, the inputs the fuzzers found.

use std::path::{Path, PathBuf};

use chuhe::record::{GameErrorKind, Location, RecordError, read_bytes};

use crate::common;

/// Every file of the shared corpus, records or not.
fn corpus_files() -> Vec<PathBuf> {
    let dir = common::shared_data().join("games");
    assert!(
        dir.is_dir(),
        "shared test data {} is missing; the tests read it in place from ../shared/data",
        dir.display()
    );
    common::records::all_files(&dir)
}

/// A small deterministic generator (xorshift), so failures reproduce.
struct Rng(u64);

impl Rng {
    fn next(&mut self) -> u64 {
        self.0 ^= self.0 << 13;
        self.0 ^= self.0 >> 7;
        self.0 ^= self.0 << 17;
        self.0
    }
    fn below(&mut self, n: usize) -> usize {
        (self.next() % n as u64) as usize
    }
}

/// Reads `bytes`; whatever comes back must be displayable, and every game problem
/// must say where it is.
fn read_safely(bytes: &[u8], name: &Path) {
    match read_bytes(bytes, Some(name)) {
        Err(e) => assert!(!e.to_string().is_empty()),
        Ok(games) => {
            for g in games {
                if let Some(p) = &g.problem {
                    let shown = p.to_string();
                    assert!(!shown.is_empty());
                    assert!(
                        p.location != Location::Unknown,
                        "{}: problem without a place: {shown}",
                        name.display()
                    );
                }
                assert!(g.tree.len() < 1_000_000);
            }
        }
    }
}

#[test]
fn truncated_files_never_panic_and_say_where() {
    for path in corpus_files() {
        let bytes = std::fs::read(&path).unwrap();
        let n = bytes.len();
        let mut cuts: Vec<usize> = (0..16.min(n)).collect();
        cuts.extend((0..24).map(|i| n * i / 24));
        cuts.extend([
            0x3FF, 0x400, 0x401, 0x404, 0x408, 0x40C, 2213, 2214, 2218, 2222,
        ]);
        for cut in cuts.into_iter().filter(|&c| c < n) {
            read_safely(&bytes[..cut], &path);
        }
    }
}

#[test]
fn a_truncated_xqf_names_the_missing_bytes() {
    let path = common::shared_data().join("games/cchess_testdata/test.xqf");
    let bytes = std::fs::read(&path).unwrap();
    match read_bytes(&bytes[..1000], Some(&path)) {
        Err(RecordError::Truncated {
            needed, available, ..
        }) => {
            assert_eq!((needed, available), (1024, 1000))
        }
        other => panic!("{other:?}"),
    }
    let games = read_bytes(&bytes[..1030], Some(&path)).unwrap();
    let p = games[0].problem.as_ref().unwrap();
    assert!(matches!(p.kind, GameErrorKind::Truncated { .. }), "{p}");
    assert!(matches!(p.location, Location::Byte(b) if b >= 1024), "{p}");
}

#[test]
fn changed_bytes_never_panic() {
    let mut rng = Rng(0x9E37_79B9_7F4A_7C15);
    for path in corpus_files() {
        let original = std::fs::read(&path).unwrap();
        if original.is_empty() {
            continue;
        }
        for _ in 0..16 {
            let mut bytes = original.clone();
            for _ in 0..1 + rng.below(8) {
                let i = rng.below(bytes.len());
                bytes[i] = rng.next() as u8;
            }
            read_safely(&bytes, &path);
        }
    }
}

#[test]
fn binary_garbage_is_an_error_or_a_located_problem() {
    let mut rng = Rng(42);
    for len in [1, 2, 3, 16, 100, 1023, 1024, 1025, 2214, 4096, 20_000] {
        for prefix in [
            &b""[..],
            b"XQ\x0a",
            b"XQ\x12",
            b"CCBridge Record\0\x00\x00\x00\x02",
            b"CCBridgeLibrary\0",
            b"[Event \"x\"]\n",
        ] {
            let mut bytes = prefix.to_vec();
            bytes.extend((0..len).map(|_| rng.next() as u8));
            read_safely(&bytes, Path::new("garbage"));
            read_safely(&bytes, Path::new("garbage.xqf"));
            read_safely(&bytes, Path::new("garbage.pgn"));
        }
    }
}

#[test]
fn broken_bytes_in_a_gbk_record_stop_at_the_move_that_holds_them() {
    let text = "[Event \"象棋\"]\n1. 炮二平五 马８进７\n2. 马二进三 车９平８\n";
    let (gbk, _, _) = encoding_rs::GBK.encode(text);
    let mut bytes = gbk.into_owned();
    // Break the first byte of 马二进三: 0xFF is never a GBK lead byte.
    let at = bytes.windows(2).position(|w| w == [0xC2, 0xED]).unwrap();
    let second = bytes[at + 2..]
        .windows(2)
        .position(|w| w == [0xC2, 0xED])
        .unwrap();
    bytes[at + 2 + second] = 0xFF;
    let games = read_bytes(&bytes, None).unwrap();
    let p = games[0].problem.as_ref().unwrap();
    assert_eq!(
        (p.move_number, &p.location),
        (2, &Location::Text { line: 3, column: 4 })
    );
    assert!(p.text.contains('\u{FFFD}'), "{p}");
    assert_eq!(games[0].tree.len(), 2);
}

/// The inputs of a fuzz target: its committed seeds and the crash inputs kept in
/// `fuzz/regressions/<target>/`.
fn fuzz_inputs(target: &str) -> Vec<(PathBuf, Vec<u8>)> {
    let root = PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("fuzz");
    let mut out = Vec::new();
    for dir in ["seeds", "regressions"] {
        if let Ok(entries) = std::fs::read_dir(root.join(dir).join(target)) {
            for e in entries.flatten() {
                let bytes = std::fs::read(e.path()).unwrap();
                out.push((e.path(), bytes));
            }
        }
    }
    out.sort();
    out
}

/// The checks of `fuzz/fuzz_targets/read_bytes.rs`.
#[test]
fn fuzz_read_bytes_seeds_and_regressions() {
    let inputs = fuzz_inputs("read_bytes");
    assert!(inputs.len() >= 5, "fuzz/seeds/read_bytes holds the seeds");
    for (path, bytes) in inputs {
        read_safely(&bytes, &path);
        for g in read_bytes(&bytes, Some(&path)).into_iter().flatten() {
            if g.problem.is_none() {
                chuhe::record::verify(&g).unwrap();
            }
        }
    }
}

/// The checks of `fuzz/fuzz_targets/pgn_round_trip.rs`.
#[test]
fn fuzz_pgn_round_trip_seeds_and_regressions() {
    use chuhe::notation::Notation;
    use chuhe::record::{PgnOptions, read_pgn, write_pgn};
    let inputs = fuzz_inputs("pgn_round_trip");
    assert!(
        inputs.len() >= 3,
        "fuzz/seeds/pgn_round_trip holds the seeds"
    );
    for (path, bytes) in inputs {
        let text = String::from_utf8_lossy(&bytes);
        let Ok(games) = read_pgn(&text) else { continue };
        for g in games.iter().filter(|g| g.problem.is_none()) {
            for notation in Notation::ALL {
                let written = write_pgn(g, &PgnOptions::new(notation));
                let back = read_pgn(&written).unwrap();
                assert_eq!(back, vec![g.clone()], "{}: {written}", path.display());
            }
        }
    }
}

/// The checks of `fuzz/fuzz_targets/load_json.rs`.
#[test]
fn fuzz_load_json_seeds_and_regressions() {
    use chuhe::record::{load_json, save_json};
    let inputs = fuzz_inputs("load_json");
    assert!(!inputs.is_empty(), "fuzz/seeds/load_json holds the seeds");
    for (_, bytes) in inputs {
        if let Ok(record) = load_json(&String::from_utf8_lossy(&bytes)) {
            assert_eq!(load_json(&save_json(&record)).unwrap(), record);
        }
    }
}
