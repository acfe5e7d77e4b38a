//! Annotated records survive PGN and chuhe's JSON save: the real annotated files of
//! ../shared/data/games (the annotated eleeye PGN, the XQF files with comments and
//! variations, the DhtmlXQ pages, the 象棋桥 files) are read, written as PGN and as
//! JSON, read again, and the trees compared — every move, variation, comment and
//! NAG. Then the same after edits made with the annotator: a variation, a replaced
//! line, comments, NAGs, a promotion and a deletion.

use std::path::PathBuf;

use chuhe::record::{
    GameRecord, PgnOptions, load_json, read_file, read_pgn, record_files, save_json, write_pgn,
};
use chuhe::study::{Annotator, NewMove};

use crate::common;

fn games_dir() -> PathBuf {
    let dir = common::shared_data().join("games");
    assert!(
        dir.is_dir(),
        "shared test data {} is missing; the tests read it in place from ../shared/data",
        dir.display()
    );
    dir
}

/// The annotated files: every record file with a variation or a comment, and the
/// DhtmlXQ pages (the issue names them; these hold no comments).
fn annotated() -> Vec<(PathBuf, Vec<GameRecord>)> {
    let mut out = Vec::new();
    for path in record_files(&[games_dir()]) {
        let Ok(games) = read_file(&path) else {
            continue;
        };
        let rich = games.iter().any(|g| {
            g.tree.lines().len() > 1
                || g.tree
                    .nodes_depth_first()
                    .iter()
                    .any(|&n| g.tree.comment(n).is_some())
                || g.comment().is_some()
        });
        let page = path.extension().is_some_and(|e| e == "html");
        if rich || page {
            out.push((path, games));
        }
    }
    out
}

/// Writes `game` as PGN and reads it back.
fn round_trip(game: &GameRecord) -> GameRecord {
    let text = write_pgn(game, &PgnOptions::default());
    let mut back = read_pgn(&text).unwrap_or_else(|e| panic!("{e}\n{text}"));
    assert_eq!(back.len(), 1, "{text}");
    back.remove(0)
}

/// Writes `game` as chuhe's JSON save and reads it back.
fn json_round_trip(game: &GameRecord) -> GameRecord {
    let text = save_json(game);
    load_json(&text).unwrap_or_else(|e| panic!("{e}\n{text}"))
}

/// The tree as the text of its lines with comments and NAGs, for a readable failure.
fn describe(game: &GameRecord) -> String {
    let t = &game.tree;
    let mut out = format!("{:?}\n", game.comment());
    for n in t.nodes_depth_first() {
        out.push_str(&format!(
            "{} {} {:?} {:?}\n",
            t.depth(n),
            t.move_at(n).unwrap(),
            t.nags(n).collect::<Vec<_>>(),
            t.comment(n)
        ));
    }
    out
}

fn assert_same(a: &GameRecord, b: &GameRecord, what: &str) {
    if a.tree != b.tree {
        assert_eq!(describe(a), describe(b), "{what}");
        panic!("{what}: trees differ");
    }
    assert_eq!(a.start, b.start, "{what}: start");
    assert_eq!(a.result, b.result, "{what}: result");
    assert_eq!(a.headers, b.headers, "{what}: headers");
}

#[test]
fn every_move_comment_and_branch_survives_pgn() {
    let files = annotated();
    let names: Vec<String> = files
        .iter()
        .map(|(p, _)| p.file_name().unwrap().to_string_lossy().into_owned())
        .collect();
    for needed in [
        "SAMPLE.PGN",
        "SAMPLE.XQF",
        "game_varations.xqf",
        "test_5_variations.xqf",
    ] {
        assert!(
            names.iter().any(|n| n == needed),
            "{needed} is among the annotated files: {names:?}"
        );
    }
    assert!(
        names.iter().any(|n| n.ends_with(".html")),
        "a DhtmlXQ page: {names:?}"
    );
    let (mut games, mut comments, mut variations, mut nags) = (0, 0, 0, 0);
    for (path, records) in &files {
        for (i, g) in records.iter().enumerate() {
            let what = format!("{} game {}", path.display(), i + 1);
            let back = round_trip(g);
            assert_same(g, &back, &what);
            let back = json_round_trip(g);
            assert_same(g, &back, &format!("{what} (JSON)"));
            assert_eq!(g.result_reason, back.result_reason, "{what} (JSON)");
            games += 1;
            nags += g
                .tree
                .nodes_depth_first()
                .iter()
                .map(|&n| g.tree.nags(n).count())
                .sum::<usize>();
            comments += g
                .tree
                .nodes_depth_first()
                .iter()
                .filter(|&&n| g.tree.comment(n).is_some())
                .count();
            variations += g.tree.lines().len() - 1;
        }
    }
    // The shared annotated files hold no NAG (counted so that one added to the
    // data is checked too); the NAGs set in the test below go through both saves.
    assert!(
        games >= 10 && comments >= 20 && variations >= 10,
        "{games} games, {comments} comments, {variations} variations, {nags} NAGs"
    );
}

#[test]
fn edits_survive_pgn_and_undo_restores_the_file() {
    for (path, records) in annotated() {
        for (i, g) in records.iter().enumerate() {
            let what = format!("{} game {}", path.display(), i + 1);
            let main = g.tree.main_line_nodes();
            if main.len() < 6 || g.start_position().is_err() {
                continue;
            }
            let mut a = Annotator::new(g.clone());
            // A variation at move 3: another legal move there.
            let at = main[2];
            let pos = g.position_at(at).unwrap();
            let taken = g.tree.main_child(at).and_then(|c| g.tree.move_at(c));
            let Some(other) = pos.legal_moves().iter().copied().find(|&m| {
                Some(m) != taken && g.tree.children(at).all(|c| g.tree.move_at(c) != Some(m))
            }) else {
                continue;
            };
            let v = a.play(at, other, NewMove::Variation).unwrap();
            a.set_comment(v, Some("新变化 {with braces}".into()));
            a.set_nags(v, &[5, 14]);
            a.set_nags(main[0], &[1]);
            a.set_comment(a.record().tree.root(), Some("annotated by a test".into()));
            // Replace the rest of the game from move 5 with another move.
            let at5 = main[4];
            let pos5 = g.position_at(at5).unwrap();
            let Some(&m5) = pos5.legal_moves().first() else {
                continue;
            };
            a.play(at5, m5, NewMove::ReplaceRest).unwrap();
            assert!(a.promote(v));
            let edited = a.record().clone();
            assert!(edited.tree.nags(v).eq([5, 14]));
            let back = round_trip(&edited);
            // '}' cannot stand in a PGN comment: the writer makes it full width.
            let mut expected = edited.clone();
            expected
                .tree
                .set_comment(v, Some("新变化 {with braces｝".into()));
            assert_same(&expected, &back, &what);
            // JSON keeps every character of a comment, braces included.
            assert_same(
                &edited,
                &json_round_trip(&edited),
                &format!("{what} (JSON)"),
            );
            // Deleting and undoing everything gives the record as read.
            a.delete_variation(v);
            while a.undo().is_some() {}
            assert_same(g, a.record(), &what);
            assert!(!a.is_modified());
        }
    }
}
