//! End to end, the study screens in a real terminal (tmux): `chuhe view` a CBL
//! library from ../shared/data/games, choose game 3 in the list, go to move 10,
//! play a different move (a variation) and write a comment on it, save, open the
//! saved file, and find the variation and the comment there — on the screen and in
//! the file as the record reader reads it. HOME and the XDG directories point at a
//! temporary directory; the tmux server is the test's own.

#[path = "common/tmux.rs"]
mod tmux;

use std::path::{Path, PathBuf};
use std::time::{Duration, Instant};

use chuhe::notation::{Style, write_move};
use chuhe::record::read_file;
use tmux::Tmux;

const W: &str = "study";

fn library() -> PathBuf {
    let p = Path::new(env!("CARGO_MANIFEST_DIR"))
        .join("../shared/data/games/cchess_testdata/1989年龙化杯象棋名师邀请赛35局.CBL");
    assert!(p.exists(), "shared test data {} is missing", p.display());
    p
}

/// Waits for exactly one file in `dir`; returns it.
fn saved_file(dir: &Path) -> PathBuf {
    let deadline = Instant::now() + Duration::from_secs(20);
    loop {
        let files: Vec<PathBuf> = std::fs::read_dir(dir)
            .map(|rd| rd.flatten().map(|e| e.path()).collect())
            .unwrap_or_default();
        if files.len() == 1 {
            return files[0].clone();
        }
        assert!(
            Instant::now() < deadline,
            "no saved record in {}: {files:?}",
            dir.display()
        );
        std::thread::sleep(Duration::from_millis(50));
    }
}

#[test]
fn a_variation_and_a_comment_added_in_game_3_are_saved_and_found_again() {
    let home = tempfile::tempdir().unwrap();
    // An ASCII name for the shell; the bytes are the shared file's.
    let cbl = home.path().join("library.cbl");
    std::fs::copy(library(), &cbl).unwrap();
    let records = read_file(&cbl).unwrap();
    assert!(records.len() >= 3);
    let game = &records[2];
    // Move 10 is Red's 10th move (ply 19 from the standard start); the variation is
    // a Black move there other than the one the game played.
    assert!(game.starts_from_opening());
    let main = game.tree.main_line_nodes();
    let at = main[18];
    let pos = game.position_at(at).unwrap();
    let played = game.tree.move_at(main[19]).unwrap();
    let other = pos
        .legal_moves()
        .iter()
        .copied()
        .find(|&m| m != played)
        .expect("another legal move");
    let other_text = write_move(&pos, other, &Style::chinese());
    let comment = "这步也可以";

    let t = Tmux::new("study");
    let run = |args: &str| Tmux::chuhe(home.path(), "zh_CN.UTF-8", args);
    t.window(W, &run(&format!("view {}", cbl.display())));
    t.wait_for(W, "the game list", |s| {
        s.contains("共 ") && s.contains("序号")
    });
    t.key(W, "Down");
    t.key(W, "Down");
    t.key(W, "Enter");
    t.wait_for(W, "game 3 on the study board", |s| s.contains("第3局"));
    t.key(W, "g");
    t.type_text(W, "10");
    t.key(W, "Enter");
    t.wait_for(W, "move 10", |s| s.contains("第 19 /"));
    t.type_text(W, &other_text);
    t.key(W, "Enter");
    t.wait_for(W, "the variation", |s| s.contains("第 20 /"));
    t.key(W, "c");
    t.type_text(W, comment);
    t.key(W, "Enter");
    t.wait_for(W, "the comment", |s| {
        s.contains(comment) && !s.contains("注释：")
    });
    t.key(W, "s");
    t.wait_for(W, "saved", |s| s.contains("棋谱已保存到"));
    let saves = home.path().join("data/chuhe/saves");
    let saved = saved_file(&saves);

    // In the file: the variation at move 10 with its comment, and the rest of the
    // game as it was.
    let back = read_file(&saved).unwrap().remove(0);
    let bmain = back.tree.main_line_nodes();
    assert_eq!(back.main_line(), game.main_line());
    let branches: Vec<_> = back.tree.children(bmain[18]).collect();
    assert_eq!(branches.len(), 2, "{}", saved.display());
    assert_eq!(back.tree.move_at(branches[1]), Some(other));
    assert_eq!(back.tree.comment(branches[1]), Some(comment));

    // Reopen the saved file: one game, straight on the study board; the variation
    // is listed, entered with ↓ →, and its comment shown.
    t.key(W, "q");
    t.wait_for(W, "back to the list", |s| s.contains("序号"));
    t.key(W, "Escape");
    t.window("again", &run(&format!("view {}", saved.display())));
    t.wait_for("again", "the saved record", |s| s.contains("第 0 /"));
    t.key("again", "g");
    t.type_text("again", "10");
    t.key("again", "Enter");
    let screen = t.wait_for("again", "move 10 again", |s| s.contains("第 19 /"));
    assert!(
        screen.contains(&format!("(10…{other_text})")),
        "the variation in the list:\n{screen}"
    );
    t.key("again", "Down");
    t.key("again", "Right");
    t.wait_for("again", "the comment again", |s| {
        s.contains(comment) && s.contains("第 20 /")
    });
}
