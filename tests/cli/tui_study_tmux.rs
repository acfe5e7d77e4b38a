//! End to end, the study screens in a real terminal (tmux): `chuhe view` a CBL
//! library from ../shared/data/games, choose game 3 in the list, go to move 10,
//! play a different move (a variation) and write a comment on it, save, open the
//! saved file, and find the variation and the comment there — on the screen and in
//! the file as the record reader reads it. HOME and the XDG directories point at a
//! temporary directory; the tmux server is the test's own.

use crate::tmux;

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
    let _turn = crate::tmux::one_at_a_time();
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
    t.wait_for(W, "leaving asks first", |s| s.contains("退出？(y/n)"));
    t.key(W, "y");
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

/// Nothing edited is lost: an annotation (a comment on the 4th move, ply 4; the
/// nodes of the main line are counted from ply 1) is kept after every edit, so when chuhe is
/// killed (`kill -9`, no chance to save) the next start offers it back, and taking
/// it restores the edit — still unsaved, so closing asks, and saving it removes the
/// kept copy.
#[test]
fn an_annotation_left_by_a_killed_chuhe_is_offered_and_restored() {
    let _turn = crate::tmux::one_at_a_time();
    let home = tempfile::tempdir().unwrap();
    let pgn = home.path().join("sample.pgn");
    let shared = Path::new(env!("CARGO_MANIFEST_DIR"))
        .join("../shared/data/games/eleeye_xqftools/SAMPLE.PGN");
    std::fs::copy(&shared, &pgn).unwrap();
    let game = read_file(&pgn).unwrap().remove(0);
    let ply4 = game.tree.main_line_nodes()[3];
    assert_eq!(
        game.tree.comment(ply4),
        None,
        "move 4 has no comment of its own"
    );
    let comment = "被杀之前写的注释";
    let data = home.path().join("data/chuhe");
    let kept = data.join(chuhe::tui::study_save::STUDY_AUTOSAVE);
    let pid_file = home.path().join("chuhe.pid");

    let t = Tmux::new("restore");
    let run = |args: &str| Tmux::chuhe(home.path(), "zh_CN.UTF-8", args);
    // A window that outlives the killed one keeps the tmux session.
    t.window("keep", "sleep 300");
    // `exec`: the shell's pid is chuhe's.
    t.window(
        W,
        &format!(
            "echo $$ > {}; exec {}",
            pid_file.display(),
            run(&format!("view {}", pgn.display()))
        ),
    );
    t.wait_for(W, "the study board", |s| s.contains("第 0 /"));
    for _ in 0..4 {
        t.key(W, "Right");
    }
    t.wait_for(W, "move 4", |s| s.contains("第 4 /"));
    t.key(W, "c");
    t.type_text(W, comment);
    t.key(W, "Enter");
    t.wait_for(W, "the comment", |s| s.contains(comment));
    // The edit is kept in the data directory before anything else happens.
    let deadline = Instant::now() + Duration::from_secs(20);
    let autosaved = loop {
        let text = std::fs::read_to_string(&kept).unwrap_or_default();
        if let Ok(saved) = chuhe::tui::study_save::parse_autosave(&text) {
            break saved;
        }
        assert!(
            Instant::now() < deadline,
            "no autosave at {}",
            kept.display()
        );
        std::thread::sleep(Duration::from_millis(50));
    };
    let node = autosaved.record.tree.main_line_nodes()[3];
    assert_eq!(autosaved.record.tree.comment(node), Some(comment));
    assert_eq!(autosaved.source.as_deref(), Some(pgn.as_path()));

    let pid = std::fs::read_to_string(&pid_file).unwrap();
    let killed = std::process::Command::new("kill")
        .args(["-9", pid.trim()])
        .status()
        .unwrap();
    assert!(killed.success());
    assert!(kept.exists(), "the kept annotation outlives the kill");

    // Started again: the annotation is offered; taking it restores the edit.
    t.window("again", &run(&format!("view {}", pgn.display())));
    t.wait_for("again", "the offer", |s| s.contains("恢复未保存的注释？"));
    t.key("again", "y");
    t.wait_for("again", "the restored board", |s| {
        !s.contains("恢复未保存的注释？") && s.contains("第 0 /")
    });
    for _ in 0..4 {
        t.key("again", "Right");
    }
    t.wait_for("again", "the restored comment", |s| {
        s.contains(comment) && s.contains("第 4 /")
    });
    // Still unsaved: closing asks.
    t.key("again", "q");
    t.wait_for("again", "the question", |s| s.contains("仍然关闭"));
    t.key("again", "n");
    // Saved, the kept copy goes.
    t.key("again", "s");
    t.wait_for("again", "saved", |s| s.contains("棋谱已保存到"));
    let saved = saved_file(&data.join("saves"));
    let back = read_file(&saved).unwrap().remove(0);
    assert_eq!(
        back.tree.comment(back.tree.main_line_nodes()[3]),
        Some(comment)
    );
    let deadline = Instant::now() + Duration::from_secs(20);
    while kept.exists() {
        assert!(
            Instant::now() < deadline,
            "the kept annotation is removed once saved"
        );
        std::thread::sleep(Duration::from_millis(50));
    }
}
