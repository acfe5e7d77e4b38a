//! `chuhe selfplay`: the games it writes are read back by the record reader (which
//! replays every move through the rules core and refuses an illegal one), each has a
//! result and the reason it ended, a game ended by mate ends in a mate by the rules
//! core's own move generator, and `chuhe tune` fits on the file.

use std::path::Path;

use crate::common::chuhe_ok;

use chuhe::record::GameResult;

#[test]
fn self_play_games_are_legal_finished_and_tunable() {
    let dir = tempfile::tempdir().unwrap();
    let file = dir.path().join("selfplay.pgn");
    let path = file.to_str().unwrap();
    let report = chuhe_ok(&[
        "selfplay",
        "--games",
        "4",
        "--jobs",
        "2",
        "--nodes",
        "1500",
        "--random-plies",
        "2",
        "-o",
        path,
    ]);
    assert!(report.contains("4 games written"), "{report}");

    let games = chuhe::record::read_file(Path::new(path)).unwrap();
    assert_eq!(games.len(), 4);
    for g in &games {
        assert!(g.problem.is_none(), "{:?}", g.problem);
        assert!(g.starts_from_opening());
        assert_ne!(g.result, GameResult::Unknown);
        let reason = g.result_reason.as_deref().unwrap_or_default();
        assert!(!reason.is_empty());
        // The opening's 6 plies and the 2 drawn at random come first.
        assert!(g.main_line().len() > 8, "{} plies", g.main_line().len());
        let last = g.main_line_positions().unwrap().pop().unwrap();
        if reason.starts_with("Checkmate") {
            assert!(
                last.is_check() && last.legal_moves().is_empty(),
                "{}",
                last.fen()
            );
            let loser_won = match last.side_to_move() {
                chuhe::rules::Color::Red => GameResult::RedWins,
                chuhe::rules::Color::Black => GameResult::BlackWins,
            };
            assert_ne!(g.result, loser_won);
        }
    }

    let tuned = dir.path().join("tuned.rs");
    let fit = chuhe_ok(&[
        "tune",
        path,
        "--skip-plies",
        "8",
        "--epochs",
        "5",
        "--write",
        tuned.to_str().unwrap(),
    ]);
    assert!(fit.contains("MSE held out"), "{fit}");
    let source = std::fs::read_to_string(&tuned).unwrap();
    assert!(source.contains("pub const TUNED: Weights"));
}
