//! The dictation screen (听写) and the position editor, run on their own over a new
//! game as `chuhe dictate` and `chuhe view --fen` run them, on ratatui's TestBackend:
//! snapshots at 80×24 and 120×40, and the dictation figures kept in a temporary data
//! directory across two sessions; and end to end, the real
//! `chuhe dictate` in tmux on a record of the shared data (one binary for both, to
//! build one test target fewer).

use crate::common::tui_common;
use crate::tmux;

use std::path::{Path, PathBuf};
use std::time::{Duration, Instant};

use crossterm::event::{KeyCode, KeyEvent, KeyModifiers};

use chuhe::match_control::Mode;
use chuhe::study::{Collection, DictationOptions, Mistake, Sides};
use chuhe::tui::dictation_source::{Choice, choose};
use chuhe::tui::dictation_stats;
use chuhe::tui::game::{GameInPlay, hot_seat_config};
use chuhe::tui::io::carry_out;
use chuhe::tui::screens::Screen;
use chuhe::tui::screens::dictation::{DictGame, DictSettings, DictationScreen};
use chuhe::tui::screens::position_editor::{self, PositionEditor};
use tui_common::{Harness, Lang, NoGameSaves};

/// The first game of the 1956 national championship (a CBL library of 93 games).
fn game() -> DictGame {
    let path = PathBuf::from("../shared/data/games/cchess_testdata/1956年全国象棋锦标赛93局.CBL");
    let c = Collection::open(&[path]);
    choose(&c, Choice::First).unwrap()
}

/// A screen on its own over a new game (`Harness::on_its_own`), whose files are
/// written as `chuhe dictate` writes them after every key and tick.
struct Run {
    h: Harness,
}

impl Run {
    fn new(w: u16, h: u16, lang: Lang, screen: Box<dyn Screen>) -> Run {
        Run {
            h: Harness::on_its_own(w, h, lang, screen),
        }
    }

    fn screen(&mut self) -> String {
        self.h.screen()
    }

    fn key(&mut self, code: KeyCode) {
        self.h.key(code);
        carry_out(&mut self.h.app, &mut NoGameSaves);
    }

    fn tick(&mut self) -> bool {
        let changed = self.h.app.tick(self.h.now);
        carry_out(&mut self.h.app, &mut NoGameSaves);
        changed
    }

    fn type_text(&mut self, s: &str) {
        for c in s.chars() {
            self.key(KeyCode::Char(c));
        }
    }

    /// Writes `text` for the move on the board and presses Enter.
    fn write(&mut self, text: &str) {
        self.type_text(text);
        self.key(KeyCode::Enter);
    }
}

fn dictation(data: &Path, settings: DictSettings, g: DictGame) -> Box<dyn Screen> {
    let settings = DictSettings {
        stats_file: Some(dictation_stats::path(data)),
        ..settings
    };
    let screen = DictationScreen::new(g, settings, dictation_stats::load(data), Instant::now());
    Box::new(screen)
}

/// The moves of the game as chuhe writes them (the right entries).
fn expected(g: &DictGame) -> Vec<String> {
    let d =
        chuhe::study::Dictation::new(&g.start, &g.moves, Sides::Both, DictationOptions::default());
    (0..d.len()).map(|i| d.expected(i)).collect()
}

/// A wrong entry for a right one: the last numeral changed (a wrong number).
fn wrong(right: &str) -> String {
    let mut chars: Vec<char> = right.chars().collect();
    let last = chars.last_mut().unwrap();
    *last = match *last {
        '一' => '二',
        '１' => '２',
        '1' => '2',
        c if c.is_ascii_digit() => '1',
        c if ('１'..='９').contains(&c) => '１',
        _ => '一',
    };
    chars.into_iter().collect()
}

#[test]
fn dictation_mid_game_with_a_right_and_a_wrong_entry() {
    let g = game();
    let right = expected(&g);
    assert!(right.len() > 10, "{}", right.len());
    for (w, h) in [(80, 24), (120, 40)] {
        let data = tempfile::tempdir().unwrap();
        let mut r = Run::new(
            w,
            h,
            Lang::Zh,
            dictation(data.path(), DictSettings::default(), g.clone()),
        );
        r.write(&right[0]);
        r.write(&wrong(&right[1]));
        let s = r.screen();
        assert!(s.contains(&format!("{} ✓", right[0])), "{s}");
        assert!(s.contains(&format!("✗ → {}", right[1])), "{s}");
        insta::assert_snapshot!(format!("dictation_mid_game_{w}x{h}"), s);
    }
}

#[test]
fn dictation_summary_and_figures_kept_across_sessions() {
    let data = tempfile::tempdir().unwrap();
    let g = game();
    let right = expected(&g);
    // A short game: its first six moves, Red's written.
    let short = DictGame {
        moves: g.moves[..6].to_vec(),
        ..g.clone()
    };
    let red = DictSettings {
        sides: Sides::RedOnly,
        ..DictSettings::default()
    };
    for (w, h) in [(80, 24), (120, 40)] {
        let _ = std::fs::remove_file(dictation_stats::path(data.path()));
        let mut r = Run::new(
            w,
            h,
            Lang::Zh,
            dictation(data.path(), red.clone(), short.clone()),
        );
        // Red's moves are 0, 2, 4; Black's are shown, Space plays on.
        r.write(&right[0]);
        r.key(KeyCode::Char(' '));
        r.write(&wrong(&right[2]));
        r.key(KeyCode::Char(' '));
        r.key(KeyCode::Tab); // Red's third move not written
        r.key(KeyCode::Char(' '));
        let s = r.screen();
        insta::assert_snapshot!(format!("dictation_summary_{w}x{h}"), s);
    }
    // The file holds the last session: 3 entries, 1 right, a wrong number, one missed.
    let kept = dictation_stats::load(data.path()).unwrap();
    assert_eq!((kept.sessions, kept.entries, kept.correct), (1, 3, 1));
    assert_eq!(kept.count(Mistake::Number), 1);
    assert_eq!(kept.count(Mistake::Missed), 1);
    // A second session adds to it, and says what the accuracy was before.
    let mut r = Run::new(100, 30, Lang::En, dictation(data.path(), red, short));
    for i in [0, 2, 4] {
        r.write(&right[i]);
        if i < 4 {
            r.key(KeyCode::Char(' '));
        }
    }
    r.key(KeyCode::Char(' '));
    let s = r.screen();
    assert!(s.contains("3 of 3 right (100%)"), "{s}");
    assert!(
        s.contains("all 2 sessions: 6 entries, 66% right (before this one 33%)"),
        "{s}"
    );
    let kept = dictation_stats::load(data.path()).unwrap();
    assert_eq!((kept.sessions, kept.entries, kept.correct), (2, 6, 4));
    r.key(KeyCode::Char('q'));
    assert!(r.h.app.base.quit);
}

#[test]
fn a_paced_dictation_takes_the_move_away_when_its_time_is_up() {
    let data = tempfile::tempdir().unwrap();
    let g = game();
    let right = expected(&g);
    let paced = DictSettings {
        pace: Some(Duration::from_secs(5)),
        ..DictSettings::default()
    };
    let mut r = Run::new(100, 30, Lang::Zh, dictation(data.path(), paced, g));
    let at =
        r.h.app
            .next_deadline()
            .expect("a paced move has a deadline");
    r.h.now = at;
    assert!(r.tick());
    let s = r.screen();
    assert!(s.contains(&format!("✗ 未记录，应为“{}”", right[0])), "{s}");
    // The second move is on the board with a new deadline, five seconds on.
    assert_eq!(r.h.app.next_deadline(), Some(at + Duration::from_secs(5)));
}

#[test]
fn position_editor_from_a_fen_80x24_and_120x40() {
    for (w, h) in [(80, 24), (120, 40)] {
        // Black's general missing: the editor opens and says so.
        let e = position_editor::from_fen("9/9/9/9/9/9/9/9/9/4K4 w - - 0 1").unwrap();
        let mut r = Run::new(w, h, Lang::Zh, Box::new(e));
        let s = r.screen();
        assert!(s.contains("黑方没有将"), "{s}");
        insta::assert_snapshot!(format!("position_editor_missing_general_{w}x{h}"), s);
        // Black's general on e9 (nine up from e0, where the cursor starts), then
        // a Red pawn on e5 between them (a rook there would check Black on Red's
        // move).
        for _ in 0..9 {
            r.key(KeyCode::Up);
        }
        r.type_text("k");
        for _ in 0..4 {
            r.key(KeyCode::Down);
        }
        r.type_text("P");
        let s = r.screen();
        assert!(s.contains("局面合法"), "{s}");
        insta::assert_snapshot!(format!("position_editor_valid_{w}x{h}"), s);
        r.key(KeyCode::Enter);
        // The new-game dialog over the game, from the position made here.
        assert_eq!(r.h.app.screen_name(), "new game");
        assert!(!r.h.app.view_only, "closing the dialog no longer leaves");
        let form = r.h.app.new_game_form().expect("the new-game dialog");
        assert_eq!(form.start, "4k4/9/9/9/4P4/9/9/9/9/4K4 w - - 0 1");
    }
}

#[test]
fn the_editor_takes_the_mouse() {
    let e = PositionEditor::empty();
    let mut r = Run::new(100, 30, Lang::En, Box::new(e));
    r.type_text("K"); // the brush, on e0
    // A click on the point of the board drawn for d0: found by its label row
    // and the board's own mapping (chuhe against itself).
    let layout = chuhe::tui::layout::fit(
        ratatui::layout::Rect::new(0, 0, 100, 30),
        chuhe::tui::config::BoardSize::Auto,
    )
    .unwrap();
    let target = chuhe::rules::Square::new(3, 1);
    let (x, y) = (layout.board.x..layout.board.right())
        .flat_map(|x| (layout.board.y..layout.board.bottom()).map(move |y| (x, y)))
        .find(|&(x, y)| {
            chuhe::tui::view::board::point_at(layout.size, false, layout.board, x, y)
                == Some(target)
        })
        .unwrap();
    let ev = crossterm::event::Event::Mouse(crossterm::event::MouseEvent {
        kind: crossterm::event::MouseEventKind::Down(crossterm::event::MouseButton::Left),
        column: x,
        row: y,
        modifiers: KeyModifiers::NONE,
    });
    r.h.app.base.mouse = true;
    chuhe::tui::event_loop::handle(&mut r.h.app, ev, r.h.now);
    let s = r.screen();
    assert!(s.contains("FEN: 9/9/9/9/9/9/9/9/3K5/4K4 w - - 0 1"), "{s}");
    assert!(s.contains("Red has 2 generals"), "{s}");
}

/// `chuhe dictate` on the 1956 championship's first game (邓裕如 — 王嘉良, opening
/// with 炮二平五 炮８平５ in the record): one entry right, one wrong, the marks on
/// the screen, and the figures in the data directory after quitting.
#[test]
fn tmux_dictate_a_real_record() {
    let _turn = crate::tmux::one_at_a_time();
    let home = tempfile::tempdir().unwrap();
    let file =
        std::fs::canonicalize("../shared/data/games/cchess_testdata/1956年全国象棋锦标赛93局.CBL")
            .unwrap();
    let t = tmux::Tmux::new("dictate");
    let args = format!("dictate '{}' --game 1", file.display());
    t.window("d", &tmux::Tmux::chuhe(home.path(), "zh_CN.UTF-8", &args));
    t.wait_for("d", "the dictation screen", |s| {
        s.contains("听写") && s.contains("红方第1回合")
    });
    t.type_text("d", "炮二平五");
    t.key("d", "Enter");
    t.wait_for("d", "the first mark", |s| s.contains("炮二平五 ✓"));
    // Black's reply is 炮８平５: 马８进７ has the wrong piece, action and number.
    t.type_text("d", "马８进７");
    t.key("d", "Enter");
    let s = t.wait_for("d", "the second mark", |s| s.contains("✗ → 炮８平５"));
    assert!(s.contains("应为“炮８平５”"), "{s}");
    assert!(s.contains("棋子"), "{s}");
    t.key("d", "q");
    let stats = home.path().join("data/chuhe").join(dictation_stats::FILE);
    let deadline = Instant::now() + Duration::from_secs(20);
    while !stats.exists() {
        assert!(
            Instant::now() < deadline,
            "no {} after quitting",
            stats.display()
        );
        std::thread::sleep(Duration::from_millis(50));
    }
    let kept = dictation_stats::load(stats.parent().unwrap()).unwrap();
    assert_eq!((kept.sessions, kept.entries, kept.correct), (1, 2, 1));
    assert_eq!(kept.count(Mistake::Piece), 1);
}

/// From the game's board: Ctrl-E opens the editor over the position on the board,
/// Ctrl-D a dictation of the game played so far; q closes them, back to the game.
#[test]
fn the_game_opens_the_editor_and_a_dictation() {
    let mut t = tui_common::Harness::new(100, 30, Lang::Zh);
    t.type_text("炮二平五");
    t.key(KeyCode::Enter);
    t.ctrl('e');
    let s = t.screen();
    assert!(s.contains("摆棋") && s.contains("局面合法"), "{s}");
    // The board after 炮二平五, Black to move.
    assert!(s.contains("1C2C4/9/RNBAKABNR b"), "{s}");
    t.key(KeyCode::Char('q'));
    let s = t.screen();
    assert!(!s.contains("摆棋"), "{s}");
    t.ctrl('d');
    let s = t.screen();
    assert!(s.contains("听写") && s.contains("红方第1回合"), "{s}");
    t.type_text("炮二平五");
    t.key(KeyCode::Enter);
    let s = t.screen();
    assert!(s.contains("炮二平五 ✓"), "{s}");
    assert!(s.contains("本次正确 1/1（100%）"), "{s}");
    t.key(KeyCode::Char('q'));
    assert!(!t.app.base.quit, "q closes the dictation, not chuhe");
    assert!(!t.screen().contains("听写"));
}

/// Quitting halfway shows the summary of the entries written so far (as the manual
/// says), keeps the figures, and a second `q` closes the screen.
#[test]
fn quitting_a_dictation_halfway_shows_its_summary() {
    let g = game();
    let right = expected(&g);
    for (lang, w, h, words) in [
        (Lang::Zh, 80, 24, ["听写结果", "本次正确 1/2"]),
        (
            Lang::En,
            120,
            40,
            ["Dictation result", "this session: 1 of 2 right"],
        ),
    ] {
        let data = tempfile::tempdir().unwrap();
        let mut r = Run::new(
            w,
            h,
            lang,
            dictation(data.path(), DictSettings::default(), g.clone()),
        );
        r.write(&right[0]);
        r.write(&wrong(&right[1]));
        r.key(KeyCode::Char('q'));
        assert!(!r.h.app.base.quit, "the first q shows the summary");
        let s = r.screen();
        for word in words {
            assert!(s.contains(word), "{word} missing:\n{s}");
        }
        // What is typed now is not taken as an entry.
        r.type_text(&right[2]);
        r.key(KeyCode::Enter);
        assert!(!r.screen().contains(&format!("{} ✓", right[2])));
        let kept = dictation_stats::load(data.path()).unwrap();
        assert_eq!((kept.sessions, kept.entries, kept.correct), (1, 2, 1));
        r.key(KeyCode::Char('q'));
        assert!(r.h.app.base.quit);
        let kept = dictation_stats::load(data.path()).unwrap();
        assert_eq!(kept.sessions, 1, "left once, kept once");
    }
}

/// A game started from a screen run on its own (the editor's Enter, as in `chuhe
/// view --fen`) first keeps the autosave's unfinished game among the saves: the new
/// game's autosave would replace it.
#[test]
fn playing_from_the_editor_keeps_the_unfinished_game() {
    use chuhe::tui::config::Dirs;
    use chuhe::tui::io::SessionIo;
    use chuhe::tui::notify::Notifier;
    let data = tempfile::tempdir().unwrap();
    let now = Instant::now();
    let mut old = GameInPlay::new(hot_seat_config(Mode::Casual), now);
    old.play(chuhe::rules::Move::from_iccs("h2e2").unwrap(), None, now)
        .unwrap();
    chuhe::tui::save::autosave(data.path(), &old).unwrap();
    let e = position_editor::from_fen("4k4/9/9/9/4P4/9/9/9/9/4K4 w - - 0 1").unwrap();
    let mut r = Run::new(100, 30, Lang::En, Box::new(e));
    r.h.app.saves_dir = Some(data.path().join("saves"));
    r.h.app
        .on_key(KeyEvent::new(KeyCode::Enter, KeyModifiers::NONE), r.h.now);
    let mut io = SessionIo {
        dirs: Dirs {
            config: data.path().join("config"),
            data: data.path().to_path_buf(),
        },
        notifier: Notifier::from_env(Default::default(), false, |_: &str| None),
    };
    carry_out(&mut r.h.app, &mut io);
    let kept: Vec<_> = std::fs::read_dir(data.path().join("saves"))
        .unwrap()
        .map(|e| e.unwrap().path())
        .filter(|p| p.extension().is_some_and(|x| x == "pgn"))
        .collect();
    assert_eq!(kept.len(), 1, "{kept:?}");
    assert!(
        std::fs::read_to_string(&kept[0])
            .unwrap()
            .contains("炮二平五")
    );
    let s = r.screen();
    assert!(s.contains("the unfinished game was kept in"), "{s}");
}
