//! End to end: the real binary in a real terminal (tmux), typed moves in Chinese
//! notation, found on the board and on the scoresheet. HOME and the XDG directories
//! point at a temporary directory, so the test never touches the user's config or
//! saves; each test has its own tmux server (`-L`), killed at the end even on failure.

use crate::tmux;

use std::path::Path;
use std::time::{Duration, Instant};

use tmux::Tmux;

/// The window chuhe runs in.
const W: &str = "chuhe";

/// Starts chuhe in a 100×30 session with its directories in `home`.
fn start(name: &str, home: &Path, lang: &str) -> Tmux {
    let t = Tmux::new(name);
    t.window(W, &Tmux::chuhe(home, lang, ""));
    t
}

/// The piece drawn on an ICCS point of the full board (Red at the bottom): point
/// (file, rank) is two rows per rank above the label row 九..一, four columns per
/// file right of the board's left edge.
fn piece_on(screen: &str, point: &str) -> Option<char> {
    let b = point.as_bytes();
    let (file, rank) = ((b[0] - b'a') as usize, (b[1] - b'0') as usize);
    let lines: Vec<&str> = screen.lines().collect();
    let labels = lines
        .iter()
        .position(|l| l.contains("九  八  七  六  五"))
        .expect("the file labels under Red's side");
    let line = lines[labels - 1 - 2 * rank];
    let label_col = display_col(lines[labels], '九').expect("label 九");
    let want = label_col + 4 * file;
    let mut col = 0;
    for c in line.chars() {
        let w = unicode_width::UnicodeWidthChar::width(c).unwrap_or(0);
        if col == want {
            return (w == 2).then_some(c);
        }
        col += w;
    }
    None
}

/// The display column where `c` first appears in `line`.
fn display_col(line: &str, c: char) -> Option<usize> {
    let mut col = 0;
    for ch in line.chars() {
        if ch == c {
            return Some(col);
        }
        col += unicode_width::UnicodeWidthChar::width(ch).unwrap_or(0);
    }
    None
}

#[test]
fn typed_chinese_moves_appear_on_the_board_and_the_scoresheet() {
    let _turn = crate::tmux::one_at_a_time();
    let home = tempfile::tempdir().unwrap();
    let t = start("moves", home.path(), "zh_CN.UTF-8");
    t.wait_for(W, "the board", |s| {
        s.contains("俥──傌──相──仕──帥──仕──相──傌──俥") && s.contains("红方走棋")
    });

    t.type_text(W, "炮二平五");
    t.wait_for(W, "the preview", |s| s.contains("= 炮二平五"));
    t.key(W, "Enter");
    t.wait_for(W, "Black to move", |s| s.contains("黑方走棋"));
    t.type_text(W, "马8进7");
    t.key(W, "Enter");
    let screen = t.wait_for(W, "both moves on the scoresheet", |s| {
        s.contains("1. 炮二平五     马８进７")
    });

    // On the board: Red's cannon has gone from h2 (file 二) to e2 (file 五), Black's
    // horse from h9 to g7 (Black's files 8 and 7).
    let at = |sq: &str| piece_on(&screen, sq);
    assert_eq!(at("e2"), Some('炮'), "{screen}");
    assert_eq!(at("h2"), None, "{screen}");
    assert_eq!(at("g7"), Some('馬'), "{screen}");
    assert_eq!(at("h9"), None, "{screen}");
    assert_eq!(at("h7"), Some('砲'), "{screen}");
    assert!(screen.contains("红方走棋"));

    // Leaving asks first; the game is saved.
    t.key(W, "q");
    t.wait_for(W, "the quit question", |s| s.contains("退出？"));
    t.key(W, "y");
    let saved = home.path().join("data/chuhe/autosave.json");
    let deadline = Instant::now() + Duration::from_secs(20);
    while !saved.exists() {
        assert!(
            Instant::now() < deadline,
            "no autosave at {}",
            saved.display()
        );
        std::thread::sleep(Duration::from_millis(50));
    }
    let text = std::fs::read_to_string(&saved).unwrap();
    assert!(
        text.contains("\"h2e2\"") && text.contains("\"h9g7\""),
        "{text}"
    );
}

#[test]
fn a_hang_up_saves_the_game_and_the_next_start_offers_it() {
    let _turn = crate::tmux::one_at_a_time();
    let home = tempfile::tempdir().unwrap();
    {
        let t = start("hangup", home.path(), "en_US.UTF-8");
        t.wait_for(W, "the board", |s| s.contains("Red to move"));
        t.type_text(W, "C2.5");
        t.key(W, "Enter");
        // English lists moves in WXF unless told otherwise.
        t.wait_for(W, "the move", |s| s.contains("1. C2.5"));
        // Closing the window sends SIGHUP, as a dropped SSH connection does.
        t.run(&["kill-session"]);
    }
    let saved = home.path().join("data/chuhe/autosave.json");
    let deadline = Instant::now() + Duration::from_secs(20);
    while !std::fs::read_to_string(&saved).is_ok_and(|s| s.contains("h2e2")) {
        assert!(
            Instant::now() < deadline,
            "no autosave at {}",
            saved.display()
        );
        std::thread::sleep(Duration::from_millis(50));
    }
    let t = start("resume", home.path(), "en_US.UTF-8");
    t.wait_for(W, "the resume question", |s| {
        s.contains("Resume the unfinished game?")
    });
    t.key(W, "y");
    t.wait_for(W, "the resumed game", |s| {
        s.contains("1. C2.5") && s.contains("Black to move")
    });
}

/// Seen at 80×24 by a new user, in the real binary: `--ascii` under a Chinese
/// locale keeps the Chinese interface and Chinese moves; `h2e2` typed without Tab is
/// a move (not the cursor, then an error); and at the too-small screen a typed move
/// is not played unseen.
#[test]
fn ascii_typed_coordinates_and_the_too_small_screen() {
    let _turn = crate::tmux::one_at_a_time();
    let home = tempfile::tempdir().unwrap();
    let t = Tmux::new("ascii");
    t.window(W, &Tmux::chuhe(home.path(), "zh_CN.UTF-8", "--ascii"));
    // The first frame before the resize: a resize while chuhe is still starting can
    // be missed (see the closing note), and this test is about what follows.
    t.wait_for(W, "the first frame", |s| s.contains("红方走棋"));
    t.run(&[
        "resize-window",
        "-t",
        &format!(":{W}"),
        "-x",
        "80",
        "-y",
        "24",
    ]);
    t.wait_for(W, "the letter board in Chinese", |s| {
        s.contains("R---H---E---A---K---A---E---H---R") && s.contains("红方走棋")
    });

    t.type_text(W, "h2e2");
    t.wait_for(W, "the preview", |s| s.contains("= 炮二平五"));
    t.key(W, "Enter");
    let screen = t.wait_for(W, "the move in Chinese", |s| {
        s.contains("1. 炮二平五") && s.contains("黑方走棋")
    });
    assert!(!screen.contains("不对"), "{screen}");

    t.run(&[
        "resize-window",
        "-t",
        &format!(":{W}"),
        "-x",
        "40",
        "-y",
        "12",
    ]);
    t.wait_for(W, "the too-small screen", |s| s.contains("终端窗口太小"));
    t.type_text(W, "h9g7");
    t.key(W, "Enter");
    t.type_text(W, "马8进7");
    t.key(W, "Enter");
    t.run(&[
        "resize-window",
        "-t",
        &format!(":{W}"),
        "-x",
        "80",
        "-y",
        "24",
    ]);
    let screen = t.wait_for(W, "the game as it was", |s| s.contains("黑方走棋"));
    assert!(!screen.contains("马８进７"), "{screen}");
    // Black's column is still empty, and the horse still on h9 (the top row).
    let first = screen.lines().find(|l| l.contains("1. 炮二平五")).unwrap();
    assert!(first.trim_end().ends_with("1. 炮二平五"), "{screen}");
    assert!(
        screen.contains("r---h---e---a---k---a---e---h---r"),
        "{screen}"
    );
}

/// A resize while chuhe is starting is not missed (seen: the board drawn for 100
/// columns in an 80-column window). The window is resized from 100×30 to 80×24 at
/// several moments of the start-up, and each time the screen must come to equal the
/// screen of a chuhe started at 80×24 (the outside reference). Without the fix the
/// resize was lost only when it fell between the first frame and the input thread's
/// first read, so this test fails only sometimes without it; the fix itself (the
/// event source opened before the first frame) is in `tui::events::spawn_input`.
#[test]
fn a_resize_during_start_up_is_drawn() {
    let _turn = crate::tmux::one_at_a_time();
    let home = tempfile::tempdir().unwrap();
    let reference = Tmux::new("resize-ref");
    let out = reference.run(&[
        "new-session",
        "-d",
        "-x",
        "80",
        "-y",
        "24",
        "-n",
        W,
        &Tmux::chuhe(home.path(), "zh_CN.UTF-8", ""),
    ]);
    assert!(out.status.success());
    let wanted = reference.wait_for(W, "the first frame at 80×24", |s| s.contains("红方走棋"));
    // Settled: the same screen a moment later.
    std::thread::sleep(Duration::from_millis(300));
    let wanted = {
        let again = reference.screen(W);
        assert_eq!(again, wanted, "the reference screen is still changing");
        again
    };
    drop(reference);
    for (i, delay_ms) in [0u64, 5, 10, 20, 40, 80].into_iter().enumerate() {
        let home = tempfile::tempdir().unwrap();
        let t = Tmux::new(&format!("resize-{i}"));
        t.window(W, &Tmux::chuhe(home.path(), "zh_CN.UTF-8", ""));
        std::thread::sleep(Duration::from_millis(delay_ms));
        t.run(&[
            "resize-window",
            "-t",
            &format!(":{W}"),
            "-x",
            "80",
            "-y",
            "24",
        ]);
        t.wait_for(
            W,
            &format!("the 80×24 screen after a resize {delay_ms} ms into the start-up"),
            |s| s == wanted,
        );
    }
}
