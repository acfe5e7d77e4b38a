//! Snapshots of the main screens at 80×24 and 120×40 (and the compact and too-small
//! ones), drawn by the real view code on ratatui's TestBackend.

use crate::common::tui_common;

use crossterm::event::KeyCode;
use tui_common::*;

use chuhe::match_control::Mode;
use chuhe::tui::new_game::GameSetup;

/// Types moves as a player does: Chinese straight in, coordinates after Tab.
fn play(t: &mut Harness, moves: &[&str]) {
    for m in moves {
        if m.is_ascii() {
            typed_move(t, m);
        } else {
            t.type_text(m);
            t.key(KeyCode::Enter);
        }
    }
}

#[test]
fn start_80x24_chinese() {
    let mut t = Harness::new(80, 24, Lang::Zh);
    insta::assert_snapshot!(t.screen());
}

#[test]
fn start_120x40_english() {
    let mut t = Harness::new(120, 40, Lang::En);
    insta::assert_snapshot!(t.screen());
}

#[test]
fn after_two_moves_80x24() {
    let mut t = Harness::new(80, 24, Lang::Zh);
    play(&mut t, &["炮二平五", "马8进7"]);
    insta::assert_snapshot!(t.screen());
}

#[test]
fn after_two_moves_120x40() {
    let mut t = Harness::new(120, 40, Lang::Zh);
    play(&mut t, &["炮二平五", "马8进7"]);
    insta::assert_snapshot!(t.screen());
}

#[test]
fn compact_board_60x18() {
    let mut t = Harness::new(60, 18, Lang::Zh);
    play(&mut t, &["h2e2"]);
    insta::assert_snapshot!(t.screen());
}

#[test]
fn too_small_40x12() {
    let mut t = Harness::new(40, 12, Lang::En);
    insta::assert_snapshot!(t.screen());
}

#[test]
fn flipped_80x24() {
    let mut t = Harness::new(80, 24, Lang::En);
    t.key(KeyCode::Char('f'));
    insta::assert_snapshot!(t.screen());
}

#[test]
fn ascii_80x24() {
    let mut t = Harness::new(80, 24, Lang::Zh);
    play(&mut t, &["h2e2"]);
    t.key(KeyCode::Char('a'));
    insta::assert_snapshot!(t.screen());
}

#[test]
fn help_80x24() {
    let mut t = Harness::new(80, 24, Lang::Zh);
    t.key(KeyCode::Char('?'));
    insta::assert_snapshot!(t.screen());
}

#[test]
fn help_120x40_english() {
    let mut t = Harness::new(120, 40, Lang::En);
    t.key(KeyCode::F(1));
    insta::assert_snapshot!(t.screen());
}

#[test]
fn new_game_dialog_80x24() {
    let mut t = Harness::new(80, 24, Lang::Zh);
    t.key(KeyCode::Char('n'));
    t.key(KeyCode::Right);
    insta::assert_snapshot!(t.screen());
}

#[test]
fn quit_question_in_the_status_line_80x24() {
    let mut t = Harness::new(80, 24, Lang::Zh);
    play(&mut t, &["h2e2"]);
    t.ctrl('c');
    insta::assert_snapshot!(t.screen());
}

#[test]
fn typing_with_live_preview_80x24() {
    let mut t = Harness::new(80, 24, Lang::En);
    t.key(KeyCode::Tab);
    t.type_text("h2e2");
    insta::assert_snapshot!(t.screen());
}

#[test]
fn typing_an_incomplete_move_80x24() {
    let mut t = Harness::new(80, 24, Lang::Zh);
    play(&mut t, &["炮二平五"]);
    t.type_text("马8");
    insta::assert_snapshot!(t.screen());
}

#[test]
fn typing_a_wrong_move_80x24() {
    let mut t = Harness::new(80, 24, Lang::Zh);
    t.type_text("炮九平五");
    insta::assert_snapshot!(t.screen());
}

#[test]
fn checkmate_and_result_sheet_80x24() {
    let setup = GameSetup {
        start_fen: "4k4/R8/9/9/9/9/9/9/9/3K4R w - - 0 1".into(),
        red: "Hu".into(),
        black: "Lü".into(),
        mode: Mode::Tournament,
        ..GameSetup::default()
    };
    let mut t = Harness::with_setup(80, 24, Lang::Zh, setup);
    play(&mut t, &["i0i9"]);
    insta::assert_snapshot!(t.screen());
}

#[test]
fn check_is_shown_120x40() {
    let setup = GameSetup {
        start_fen: "4k4/9/9/9/9/9/9/9/9/3K4R w - - 0 1".into(),
        ..GameSetup::default()
    };
    let mut t = Harness::with_setup(120, 40, Lang::En, setup);
    play(&mut t, &["i0i9"]);
    insta::assert_snapshot!(t.screen());
}

#[test]
fn practice_scoresheet_with_right_wrong_and_missing_entries_80x24() {
    let setup = GameSetup {
        mode: Mode::Practice,
        red: "胡荣华".into(),
        black: "杨官璘".into(),
        ..GameSetup::default()
    };
    let mut t = Harness::with_setup(80, 24, Lang::Zh, setup);
    // Typed in Chinese: the text is the entry, right by construction.
    play(&mut t, &["炮二平五"]);
    // Typed in WXF: the entry is written afterwards, here wrongly (8 for 7).
    play(&mut t, &["H8+7"]);
    t.type_text("马8进9");
    t.key(KeyCode::Enter);
    // By coordinates, and the entry put off (Esc): missing.
    play(&mut t, &["h0g2"]);
    t.key(KeyCode::Esc);
    insta::assert_snapshot!(t.screen());
}

#[test]
fn tournament_clocks_after_a_minute_120x40() {
    let setup = GameSetup {
        mode: Mode::Tournament,
        time: Some("6.1".into()),
        ..GameSetup::default()
    };
    let mut t = Harness::with_setup(120, 40, Lang::En, setup);
    t.wait(61);
    play(&mut t, &["炮二平五"]);
    t.key(KeyCode::Char('p'));
    t.wait(9);
    t.app.tick(t.now);
    insta::assert_snapshot!(t.screen());
}

#[test]
fn too_small_20x6_chinese() {
    let mut t = Harness::new(20, 6, Lang::Zh);
    let screen = t.screen();
    // Broken between clauses: no line is a lone "。", and every clause is whole.
    assert!(screen.lines().all(|l| l.trim() != "。"), "{screen}");
    assert!(screen.contains("请放大窗口。"), "{screen}");
    assert!(screen.contains("q/Ctrl-C 退出"), "{screen}");
    insta::assert_snapshot!(screen);
}

#[test]
fn hints_keep_quit_at_56x18() {
    for w in 54..=60 {
        let mut t = Harness::new(w, 18, Lang::Zh);
        let screen = t.screen();
        let hints = screen.lines().last().unwrap();
        assert!(hints.contains("q/Ctrl-C 退出"), "{w} columns: {hints}");
    }
    let mut t = Harness::new(56, 18, Lang::Zh);
    insta::assert_snapshot!(t.screen());
}

#[test]
fn a_config_error_is_readable_at_80x24() {
    let mut t = Harness::new(80, 24, Lang::Zh);
    let reason =
        chuhe::tui::config::Config::parse("theme = \"dark\"\nboard = \"huge\"\n").unwrap_err();
    let text = format!("/home/someone/.config/chuhe/config.toml: {reason}");
    t.app
        .base
        .set_status(chuhe::tui::app::StatusKind::Error, text.clone());
    let screen = t.screen();
    // The line number and the reason's end are both on screen.
    assert!(screen.contains("line 2, column 9"), "{screen}");
    let flat: String = screen.lines().map(str::trim_end).collect();
    assert!(flat.contains("compact)"), "{screen}");
    insta::assert_snapshot!(screen);
}

#[test]
fn result_sheet_without_names_80x24() {
    let setup = GameSetup {
        start_fen: "4k4/R8/9/9/9/9/9/9/9/3K4R w - - 0 1".into(),
        ..GameSetup::default()
    };
    let mut t = Harness::with_setup(80, 24, Lang::Zh, setup);
    play(&mut t, &["i0i9"]);
    let screen = t.screen();
    assert!(!screen.contains("红方：红方"), "{screen}");
    insta::assert_snapshot!(screen);
}

#[test]
fn last_move_without_colour_80x24() {
    use chuhe::tui::theme::{ColorDepth, Theme};
    let mut t = Harness::new(80, 24, Lang::Zh);
    t.app.base.look.theme = Theme::builtin("mono", ColorDepth::Mono).unwrap();
    play(&mut t, &["h2e2"]);
    t.key(KeyCode::Left);
    t.key(KeyCode::Left);
    let screen = t.screen();
    // h2 left behind and the cannon on e2 are marked by glyphs.
    assert!(screen.contains("炮*"), "{screen}");
    insta::assert_snapshot!(screen);
}

#[test]
fn new_game_dialog_explains_the_time_control_80x24() {
    let mut t = Harness::new(80, 24, Lang::Zh);
    t.key(KeyCode::Char('n'));
    let screen = t.screen();
    assert!(screen.contains("用时  不限时"), "{screen}");
    assert!(!screen.contains("untimed"), "{screen}");
    t.key(KeyCode::Down);
    t.key(KeyCode::Down);
    // The first preset is 6.1: what it means is said beside it.
    t.key(KeyCode::Right);
    let screen = t.screen();
    assert!(screen.contains("6.1 — 90分钟内走满40着"), "{screen}");
    insta::assert_snapshot!(screen);
}
