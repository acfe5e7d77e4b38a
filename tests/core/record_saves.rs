//! The example games in `saves/`: famous games in chuhe's PGN, each naming its source,
//! each replaying legally, each exactly as chuhe writes it.

use std::path::PathBuf;

use chuhe::record::{PgnOptions, read_file, write_pgn};

#[test]
fn example_games_are_legal_sourced_and_in_chuhes_own_pgn() {
    let dir = PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("saves");
    let mut count = 0;
    for entry in std::fs::read_dir(&dir).unwrap() {
        let path = entry.unwrap().path();
        let games = read_file(&path).unwrap_or_else(|e| panic!("{}: {e}", path.display()));
        assert_eq!(games.len(), 1, "{}", path.display());
        let g = &games[0];
        assert_eq!(g.problem, None, "{}", path.display());
        assert!(g.main_line().len() >= 60, "{}", path.display());
        assert!(
            g.headers.get("Source").is_some(),
            "{} names no source",
            path.display()
        );
        let text = std::fs::read_to_string(&path).unwrap();
        assert_eq!(
            write_pgn(g, &PgnOptions::default()),
            text,
            "{}",
            path.display()
        );
        count += 1;
    }
    assert!(count >= 5);
}
