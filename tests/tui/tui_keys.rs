//! The key paths a player takes, run on the whole app: cursor play, typed moves,
//! undo, flip, resign, draw offers, claims, quitting, resizing, the mouse.

use crate::common::tui_common;

use crossterm::event::KeyCode;
use tui_common::*;

use chuhe::match_control::Mode;
use chuhe::match_control::Outcome;
use chuhe::rules::{Color, Move, Square};
use chuhe::tui::app::{Focus, Prompt, StatusKind, Work};
use chuhe::tui::new_game::GameSetup;
use chuhe::tui::notify::Notice;

fn has_autosave(effects: &[Work]) -> bool {
    effects.iter().any(|e| matches!(e, Work::Autosave))
}

fn sq(s: &str) -> Square {
    Square::from_iccs(s).unwrap()
}

fn mv(s: &str) -> Move {
    Move::from_iccs(s).unwrap()
}

/// Moves the cursor to a point with the arrow keys, as a player would.
fn go_to(t: &mut Harness, target: &str) {
    let target = sq(target);
    while t.app.base.cursor != target {
        let c = t.app.base.cursor;
        let flip = if t.app.base.flipped { -1 } else { 1 };
        let key = if c.file() < target.file() {
            if flip == 1 {
                KeyCode::Right
            } else {
                KeyCode::Left
            }
        } else if c.file() > target.file() {
            if flip == 1 {
                KeyCode::Left
            } else {
                KeyCode::Right
            }
        } else if c.rank() < target.rank() {
            if flip == 1 {
                KeyCode::Up
            } else {
                KeyCode::Down
            }
        } else if flip == 1 {
            KeyCode::Down
        } else {
            KeyCode::Up
        };
        t.key(key);
    }
}

fn cursor_move(t: &mut Harness, from: &str, to: &str) {
    go_to(t, from);
    t.key(KeyCode::Enter);
    go_to(t, to);
    t.key(KeyCode::Char(' '));
}

#[test]
fn cursor_play_picks_up_and_puts_down() {
    let mut t = Harness::new(80, 24, Lang::En);
    cursor_move(&mut t, "h2", "e2");
    assert_eq!(t.app.base.game.last_move(), Some(mv("h2e2")));
    assert_eq!(t.app.base.game.side_to_move(), Color::Black);
    assert!(has_autosave(&t.app.take_effects()));
    // hjkl work like the arrows.
    let before = t.app.base.cursor;
    t.key(KeyCode::Char('k'));
    t.key(KeyCode::Char('l'));
    assert_eq!(
        t.app.base.cursor,
        Square::new(before.file() + 1, before.rank() + 1)
    );
}

#[test]
fn an_illegal_cursor_move_is_explained_in_the_status_line() {
    let mut t = Harness::new(80, 24, Lang::Zh);
    // The horse's leg on c0 is blocked by the elephant.
    cursor_move(&mut t, "b0", "d1");
    assert!(t.app.base.game.plies().is_empty());
    let status = t.app.base.status.clone().unwrap();
    assert_eq!(status.kind, StatusKind::Error);
    assert!(
        t.screen().contains("蹩马腿：八路马的马腿c0"),
        "{}",
        t.screen()
    );
    // The horse stays picked up; Esc puts it back and clears the message.
    assert_eq!(t.app.base.selected, Some(sq("b0")));
    t.key(KeyCode::Esc);
    assert_eq!(t.app.base.selected, None);
    assert_eq!(t.app.base.status, None);
}

#[test]
fn picking_up_an_opponents_piece_is_refused() {
    let mut t = Harness::new(80, 24, Lang::En);
    go_to(&mut t, "e6");
    t.key(KeyCode::Enter);
    assert_eq!(t.app.base.selected, None);
    assert!(t.screen().contains("pick one of your own pieces"));
}

#[test]
fn typed_coordinates_play_and_errors_keep_the_text() {
    let mut t = Harness::new(80, 24, Lang::En);
    typed_move(&mut t, "h2e2");
    assert_eq!(t.app.base.game.last_move(), Some(mv("h2e2")));
    assert_eq!(t.app.base.focus, Focus::Board);
    typed_move(&mut t, "a6a4");
    assert_eq!(
        t.app.base.game.plies().len(),
        1,
        "a pawn does not move two points"
    );
    assert_eq!(t.app.base.input.text(), "a6a4");
    assert_eq!(t.app.base.status.as_ref().unwrap().kind, StatusKind::Error);
    // Backspace edits; Esc gives the keys back to the board.
    t.key(KeyCode::Backspace);
    t.type_text("5");
    t.key(KeyCode::Enter);
    assert_eq!(t.app.base.game.last_move(), Some(mv("a6a5")));
}

/// A refused entry stays shown with its reason, but the next move typed replaces it
/// rather than being appended to it (馬8進7砲八平七).
#[test]
fn a_refused_entry_is_replaced_by_the_next_one() {
    let mut t = Harness::new(80, 24, Lang::Zh);
    t.type_text("炮二平五");
    t.key(KeyCode::Enter);
    t.type_text("馬8進7");
    t.key(KeyCode::Enter);
    // Red's horse on 八 reaches 七 or 九, not 六: refused, the text stays with the reason.
    t.type_text("马八进六");
    t.key(KeyCode::Enter);
    assert_eq!(t.app.base.game.plies().len(), 2);
    assert_eq!(t.app.base.input.text(), "马八进六");
    assert_eq!(t.app.base.status.as_ref().unwrap().kind, StatusKind::Error);
    t.type_text("砲八平七");
    assert_eq!(t.app.base.input.text(), "砲八平七");
    t.key(KeyCode::Enter);
    assert_eq!(t.app.base.game.last_move(), Some(mv("b2c2")));
    // Backspace edits a refused text instead.
    t.type_text("车1进3");
    t.key(KeyCode::Enter);
    assert_eq!(t.app.base.input.text(), "车1进3");
    t.key(KeyCode::Backspace);
    t.type_text("1");
    assert_eq!(t.app.base.input.text(), "车1进1");
    t.key(KeyCode::Enter);
    assert_eq!(t.app.base.game.last_move(), Some(mv("a9a8")));
}

#[test]
fn chinese_notation_typed_one_character_at_a_time_plays() {
    let mut t = Harness::new(80, 24, Lang::Zh);
    t.type_text("炮二平五");
    assert!(t.screen().contains("= 炮二平五"));
    t.key(KeyCode::Enter);
    t.type_text("马8进7");
    t.key(KeyCode::Enter);
    assert_eq!(
        t.app.base.game.moves().collect::<Vec<_>>(),
        [mv("h2e2"), mv("h9g7")]
    );
    let screen = t.screen();
    assert!(screen.contains("1. 炮二平五     马８进７"), "{screen}");
    // WXF, upper case, starts typing by itself.
    t.type_text("H2+3");
    t.key(KeyCode::Enter);
    assert_eq!(t.app.base.game.last_move(), Some(mv("h0g2")));
}

#[test]
fn upper_case_and_chinese_characters_start_typing_by_themselves() {
    let mut t = Harness::new(80, 24, Lang::En);
    t.type_text("H2-E2");
    assert_eq!(t.app.base.focus, Focus::Input);
    assert_eq!(t.app.base.input.resolved(), Some(mv("h2e2")));
    t.key(KeyCode::Esc);
    assert!(t.app.base.input.is_empty());
    assert_eq!(t.app.base.focus, Focus::Board);
    t.key(KeyCode::Char('炮'));
    assert_eq!(t.app.base.focus, Focus::Input);
    assert_eq!(t.app.base.input.text(), "炮");
}

#[test]
fn a_paste_is_typed_text() {
    let mut t = Harness::new(80, 24, Lang::En);
    let ev = crossterm::event::Event::Paste("h2e2".into());
    chuhe::tui::event_loop::handle(&mut t.app, ev, t.now);
    assert_eq!(t.app.base.input.resolved(), Some(mv("h2e2")));
}

#[test]
fn undo_only_in_casual_games() {
    let mut t = Harness::new(80, 24, Lang::En);
    typed_move(&mut t, "h2e2");
    t.key(KeyCode::Char('u'));
    assert!(t.app.base.game.plies().is_empty());

    let setup = GameSetup {
        mode: Mode::Tournament,
        ..GameSetup::default()
    };
    let mut t = Harness::with_setup(80, 24, Lang::En, setup);
    typed_move(&mut t, "h2e2");
    // A move typed in coordinates leaves the entry to write: Esc puts that off.
    assert!(
        t.screen().contains("Red records move 1 >"),
        "{}",
        t.screen()
    );
    t.key(KeyCode::Esc);
    t.key(KeyCode::Char('u'));
    assert_eq!(t.app.base.game.plies().len(), 1);
    assert!(
        t.screen().contains("no take-backs in tournament mode"),
        "{}",
        t.screen()
    );
    // The hints do not offer undo outside casual games.
    assert!(!t.screen().contains("u undo"));
}

#[test]
fn flip_turns_the_board_and_the_cursor_keys() {
    let mut t = Harness::new(80, 24, Lang::En);
    let top_left_before = t.find("車").unwrap();
    t.key(KeyCode::Char('f'));
    assert!(t.app.base.flipped);
    assert_eq!(t.find("俥").unwrap(), top_left_before);
    let c = t.app.base.cursor;
    t.key(KeyCode::Up);
    assert_eq!(
        t.app.base.cursor.rank() + 1,
        c.rank(),
        "up on a flipped board goes toward Red"
    );
}

#[test]
fn resigning_asks_first() {
    let mut t = Harness::new(80, 24, Lang::En);
    t.key(KeyCode::Char('r'));
    assert_eq!(t.app.base.prompt, Some(Prompt::Resign));
    t.key(KeyCode::Char('n'));
    assert!(!t.app.base.game.is_over());
    t.key(KeyCode::Char('r'));
    t.key(KeyCode::Char('y'));
    assert_eq!(
        t.app.base.game.verdict().map(|v| v.outcome),
        Some(Outcome::BlackWins)
    );
    assert!(
        t.screen().contains("Red resigns (4.1.12)"),
        "{}",
        t.screen()
    );
}

#[test]
fn a_draw_is_offered_after_a_move_and_accepted_with_d() {
    let mut t = Harness::new(80, 24, Lang::En);
    typed_move(&mut t, "h2e2");
    // `d` asks first: an offer cannot be withdrawn (23.1), and `d` also starts a
    // typed coordinate move (d0e1).
    t.key(KeyCode::Char('d'));
    assert!(t.screen().contains("Red offers a draw?"), "{}", t.screen());
    t.key(KeyCode::Char('y'));
    let screen = t.screen();
    assert!(
        screen.contains("Red offers a draw (23.1)  d accepts"),
        "{screen}"
    );
    t.key(KeyCode::Char('d'));
    assert!(t.screen().contains("Black accepts the draw?"));
    assert!(t.app.base.game.verdict().is_none());
    t.key(KeyCode::Char('y'));
    assert_eq!(
        t.app.base.game.verdict().map(|v| v.outcome),
        Some(Outcome::Draw)
    );
}

#[test]
fn a_move_declines_a_draw_offer() {
    let mut t = Harness::new(80, 24, Lang::En);
    typed_move(&mut t, "h2e2");
    t.key(KeyCode::Char('d'));
    t.key(KeyCode::Char('y'));
    assert!(t.app.base.game.view().draw_offer.is_some());
    typed_move(&mut t, "h9g7");
    assert!(t.app.base.game.view().draw_offer.is_none());
    let screen = t.screen();
    assert!(
        screen.contains("the draw offer is declined (23.1)"),
        "{screen}"
    );
}

#[test]
fn a_false_natural_limit_claim_is_refused_with_the_article() {
    let mut t = Harness::new(80, 24, Lang::En);
    // c opens the choice, 1 picks the natural limit, y confirms.
    t.key(KeyCode::Char('c'));
    assert_eq!(t.app.base.prompt, Some(Prompt::Claim));
    assert!(t.app.base.status.is_none(), "nothing is claimed yet");
    t.key(KeyCode::Char('1'));
    t.key(KeyCode::Char('y'));
    assert!(!t.app.base.game.is_over());
    let status = t.app.base.status.clone().unwrap();
    assert_eq!(status.kind, StatusKind::Error);
    assert!(
        status.text.contains("4.2.4") || status.text.contains("23.3"),
        "{}",
        status.text
    );
}

#[test]
fn ctrl_c_and_q_ask_before_leaving_an_unfinished_game_and_esc_never_quits() {
    let mut t = Harness::new(80, 24, Lang::En);
    typed_move(&mut t, "h2e2");
    for _ in 0..3 {
        t.key(KeyCode::Esc);
    }
    assert!(!t.app.base.quit);
    t.ctrl('c');
    assert_eq!(t.app.base.prompt, Some(Prompt::Quit));
    assert!(t.screen().contains("Quit? The game is saved"));
    t.key(KeyCode::Esc);
    assert_eq!(t.app.base.prompt, None);
    assert!(!t.app.base.quit);
    t.key(KeyCode::Char('q'));
    // Another key closes the question and does its own job.
    t.key(KeyCode::Char('f'));
    assert_eq!(t.app.base.prompt, None);
    assert!(t.app.base.flipped);
    t.key(KeyCode::Char('q'));
    t.ctrl('c');
    assert!(t.app.base.quit);
}

#[test]
fn q_leaves_at_once_when_there_is_nothing_to_lose() {
    let mut t = Harness::new(80, 24, Lang::En);
    t.key(KeyCode::Char('q'));
    assert!(t.app.base.quit);
}

#[test]
fn the_whole_board_and_the_cursor_are_visible_at_80x24() {
    let mut t = Harness::new(80, 24, Lang::En);
    go_to(&mut t, "e0");
    let screen = t.screen();
    // Red's back rank, with the cursor on the general, and the file labels below.
    assert!(screen.contains("[帥]"), "{screen}");
    assert!(
        screen.contains("九  八  七  六  五  四  三  二  一"),
        "{screen}"
    );
    assert!(
        screen.contains("１  ２  ３  ４  ５  ６  ７  ８  ９"),
        "{screen}"
    );
    // Whose move it is and the keys are on screen.
    assert!(screen.contains("Red to move"));
    assert!(screen.contains("?/F1 help"));
    assert!(screen.contains("q/Ctrl-C quit"));
    go_to(&mut t, "a9");
    assert!(t.screen().contains("[車]"));
}

#[test]
fn resizing_below_the_minimum_and_back() {
    let mut t = Harness::new(80, 24, Lang::En);
    t.resize(40, 12);
    assert!(t.screen().contains("Terminal too small"));
    // Nothing is played unseen while the screen is too small: typed moves, cursor
    // play and commands are ignored, and the game is as it was.
    typed_move(&mut t, "h2e2");
    t.type_text("C8.5");
    t.key(KeyCode::Enter);
    t.key(KeyCode::Char(' '));
    assert!(t.app.base.game.plies().is_empty());
    assert!(t.app.base.input.is_empty());
    t.resize(60, 18);
    let compact = t.screen();
    assert!(compact.contains("[兵]"), "{compact}");
    typed_move(&mut t, "h2e2");
    assert!(t.screen().contains("[炮]"));
    t.resize(120, 40);
    assert!(t.screen().contains("楚    河"));
}

#[test]
fn the_mouse_is_ignored_unless_switched_on() {
    use crossterm::event::{Event, KeyModifiers, MouseButton, MouseEvent, MouseEventKind};
    let mut t = Harness::new(80, 24, Lang::En);
    let (x, y) = t.find("傌").unwrap();
    let click = |x, y| {
        Event::Mouse(MouseEvent {
            kind: MouseEventKind::Down(MouseButton::Left),
            column: x,
            row: y,
            modifiers: KeyModifiers::NONE,
        })
    };
    chuhe::tui::event_loop::handle(&mut t.app, click(x, y), t.now);
    assert_eq!(t.app.base.selected, None);
    t.key(KeyCode::Char('m'));
    assert!(
        t.app
            .take_effects()
            .iter()
            .any(|e| matches!(e, Work::MouseCapture(true)))
    );
    chuhe::tui::event_loop::handle(&mut t.app, click(x + 1, y), t.now);
    assert_eq!(t.app.base.selected, Some(sq("b0")));
    // c2 is two columns right and two rows (one rank) up on the full board.
    chuhe::tui::event_loop::handle(&mut t.app, click(x + 4, y - 4), t.now);
    assert_eq!(t.app.base.game.last_move(), Some(mv("b0c2")));
}

#[test]
fn a_long_think_notifies_the_next_player() {
    let mut t = Harness::new(80, 24, Lang::En);
    t.wait(3);
    typed_move(&mut t, "h2e2");
    assert!(
        !t.app
            .take_effects()
            .iter()
            .any(|e| matches!(e, Work::Notify(_)))
    );
    t.wait(45);
    typed_move(&mut t, "h9g7");
    let effects = t.app.take_effects();
    let notified = |e: &Work| matches!(e, Work::Notify(Notice::YourMove(Color::Red)));
    assert!(effects.iter().any(notified));
}

#[test]
fn a_new_game_from_the_dialog_keeps_the_old_one() {
    let mut t = Harness::new(80, 24, Lang::En);
    typed_move(&mut t, "h2e2");
    t.app.take_effects();
    t.key(KeyCode::Char('n'));
    t.key(KeyCode::Right); // practice
    t.key(KeyCode::Down);
    t.key(KeyCode::Down);
    t.key(KeyCode::Down); // Red's name
    t.type_text("Hu");
    t.key(KeyCode::Enter);
    assert_eq!(t.app.base.game.config().mode, Mode::Practice);
    assert_eq!(t.app.base.game.config().red, "Hu");
    assert!(t.app.base.game.plies().is_empty());
    let effects = t.app.take_effects();
    assert!(
        effects
            .iter()
            .any(|e| matches!(e, Work::Archive(g) if g.plies().len() == 1))
    );
}

#[test]
fn help_opens_and_any_key_closes_it() {
    let mut t = Harness::new(80, 24, Lang::En);
    t.key(KeyCode::Char('?'));
    assert!(t.screen().contains("take back (casual only)"));
    t.key(KeyCode::Char('x'));
    assert!(t.screen().contains("Red to move"));
}

#[test]
fn a_flag_falls_the_game_ends_and_the_player_is_told() {
    let setup = GameSetup {
        mode: Mode::Casual,
        time: Some("1m".into()),
        ..GameSetup::default()
    };
    let mut t = Harness::with_setup(80, 24, Lang::En, setup);
    let deadline = t.app.next_deadline().expect("Red's clock runs");
    assert!(deadline <= t.now + std::time::Duration::from_secs(1));
    t.wait(61);
    assert!(t.app.tick(t.now), "the flag changes the screen");
    let v = t
        .app
        .base
        .game
        .verdict()
        .cloned()
        .expect("the game is over");
    assert_eq!(v.outcome, Outcome::BlackWins);
    assert_eq!(v.reason.article(), "22.1");
    let effects = t.app.take_effects();
    let told = |e: &Work| matches!(e, Work::Notify(Notice::FlagFell(Color::Red)));
    assert!(effects.iter().any(told));
    assert!(has_autosave(&effects));
    assert!(
        t.screen().contains("Red's flag fell (22.1)"),
        "{}",
        t.screen()
    );
    assert_eq!(t.app.next_deadline(), None, "nothing ticks after the game");
}

#[test]
fn a_quiet_clock_redraws_only_when_its_second_changes() {
    let setup = GameSetup {
        time: Some("10m".into()),
        ..GameSetup::default()
    };
    let mut t = Harness::with_setup(80, 24, Lang::En, setup);
    let start = t.now;
    t.now = start + std::time::Duration::from_millis(400);
    assert!(!t.app.tick(t.now), "still 10:00");
    t.now = start + std::time::Duration::from_millis(1000);
    assert!(t.app.tick(t.now), "now 9:59");
    assert!(t.screen().contains("9:59"), "{}", t.screen());
}

#[test]
fn practice_entries_are_written_checked_and_completed_later() {
    let setup = GameSetup {
        mode: Mode::Practice,
        ..GameSetup::default()
    };
    let mut t = Harness::with_setup(80, 24, Lang::Zh, setup);
    // By cursor: the mover is asked to write the move, and writes it wrongly.
    cursor_move(&mut t, "h2", "e2");
    assert!(t.screen().contains("红方记录第1回合 >"), "{}", t.screen());
    t.type_text("炮二平四");
    t.key(KeyCode::Enter);
    assert!(
        t.screen()
            .contains("记录为炮二平四，实际着法是炮二平五 (7.1)"),
        "{}",
        t.screen()
    );
    // Black moves by cursor and puts the entry off: that is Black's business,
    // not shown to Red, now at the keyboard.
    cursor_move(&mut t, "h9", "g7");
    t.key(KeyCode::Esc);
    assert!(!t.screen().contains("（未记）"), "{}", t.screen());
    // Red moves (its entry put off too); on Black's turn, Black sees the missing
    // entry, and w opens it.
    typed_move(&mut t, "h0g2");
    t.key(KeyCode::Esc);
    assert!(t.screen().contains("（未记）"), "{}", t.screen());
    t.key(KeyCode::Char('w'));
    assert!(t.screen().contains("黑方记录第1回合 >"), "{}", t.screen());
    t.type_text("马8进7");
    t.key(KeyCode::Enter);
    assert!(t.screen().contains("记录正确"), "{}", t.screen());
    let sheet = &t.app.base.game.view().sheets[1];
    assert_eq!(sheet.stats.correct, 1);
}

#[test]
fn the_check_and_the_last_move_are_highlighted() {
    use chuhe::tui::theme::Role;
    let setup = GameSetup {
        start_fen: "4k4/9/9/9/9/9/9/9/9/3K4R w - - 0 1".into(),
        ..GameSetup::default()
    };
    let mut t = Harness::with_setup(80, 24, Lang::En, setup);
    typed_move(&mut t, "i0i9");
    t.screen();
    let theme = t.app.base.look.theme.clone();
    let (kx, ky) = t.find("將").unwrap();
    assert_eq!(t.cell(kx, ky).bg, theme.style(Role::Check).bg.unwrap());
    // The rook's old point i0 (a corner, now empty) shows the last move, by
    // colour and by a glyph in place of the corner "┘".
    assert!(t.find("┘").is_none(), "{}", t.screen());
    let (x, y) = t.find("*").unwrap();
    assert_eq!(t.cell(x, y).bg, theme.style(Role::LastMove).bg.unwrap());
}

#[test]
fn a_repetition_is_warned_in_the_status_line_and_then_judged() {
    let setup = GameSetup {
        start_fen: "3k5/9/9/9/9/r8/9/9/R8/4K4 w - - 0 1".into(),
        ..GameSetup::default()
    };
    let mut t = Harness::with_setup(80, 24, Lang::En, setup);
    let cycle = ["a1b1", "a4b4", "b1a1", "b4a4"];
    for m in cycle.iter().chain(&cycle[..3]) {
        typed_move(&mut t, m);
    }
    let warning = t.app.base.game.view().warning.clone().expect("a warning");
    let screen = t.screen();
    assert!(
        screen.contains(&warning.en[..20.min(warning.en.len())]),
        "{screen}"
    );
    for m in cycle[3..].iter().chain(&cycle) {
        if !t.app.base.game.is_over() {
            typed_move(&mut t, m);
        }
    }
    assert!(t.app.base.game.is_over(), "the third occurrence is judged");
}

fn tournament(time: Option<&str>) -> GameSetup {
    GameSetup {
        mode: Mode::Tournament,
        time: time.map(str::to_string),
        ..GameSetup::default()
    }
}

/// The move list's rows on screen: "  1. ..." lines.
fn move_list(screen: &str) -> Vec<String> {
    screen
        .lines()
        .filter_map(|l| l.find("  1. ").map(|i| l[i..].trim().to_string()))
        .collect()
}

#[test]
fn ascii_pieces_change_the_board_only_not_the_language_or_the_notation() {
    let mut t = Harness::new(80, 24, Lang::Zh);
    typed_move(&mut t, "h2e2");
    t.key(KeyCode::Char('a'));
    let screen = t.screen();
    // Letters on the board (Red's cannon C on e2)…
    assert!(screen.contains("R---H---E---A---K"), "{screen}");
    // …a Chinese interface and Chinese moves, as before.
    assert!(screen.contains("黑方走棋"), "{screen}");
    assert_eq!(move_list(&screen), ["1. 炮二平五"], "{screen}");
    // `v` cycles the move list's notation (`o` opens a file); `x` switches the
    // language alone.
    t.key(KeyCode::Char('v'));
    assert_eq!(move_list(&t.screen()), ["1. C2.5"]);
    t.key(KeyCode::Char('v'));
    assert_eq!(move_list(&t.screen()), ["1. h2e2"]);
    t.key(KeyCode::Char('x'));
    let screen = t.screen();
    assert!(screen.contains("Black to move"), "{screen}");
    assert_eq!(move_list(&screen), ["1. h2e2"]);
}

#[test]
fn english_lists_moves_in_wxf_by_default_and_chinese_in_chinese() {
    let mut t = Harness::new(80, 24, Lang::En);
    typed_move(&mut t, "h2e2");
    assert_eq!(move_list(&t.screen()), ["1. C2.5"], "{}", t.screen());
    t.app.base.look.notation = Some(chuhe::notation::Notation::Chinese);
    assert_eq!(move_list(&t.screen()), ["1. 炮二平五"]);
    let mut t = Harness::new(80, 24, Lang::Zh);
    typed_move(&mut t, "h2e2");
    assert_eq!(move_list(&t.screen()), ["1. 炮二平五"]);
}

#[test]
fn a_file_letter_and_a_digit_start_a_coordinate_move_without_tab() {
    let mut t = Harness::new(80, 24, Lang::Zh);
    let home = t.app.base.cursor;
    // h2e2 typed straight on the board: `h` first moves the cursor, the digit
    // turns it into the start of the move and puts the cursor back.
    t.type_text("h2");
    assert_eq!(t.app.base.cursor, home);
    assert_eq!(t.app.base.input.text(), "h2");
    t.type_text("e2");
    assert!(t.screen().contains("= 炮二平五"), "{}", t.screen());
    t.key(KeyCode::Enter);
    assert_eq!(t.app.base.game.last_move(), Some(mv("h2e2")));
    // Black: h9g7 the same way; `f` + digit, `a` + digit do not flip or change
    // the glyphs.
    t.type_text("h9g7");
    t.key(KeyCode::Enter);
    assert_eq!(t.app.base.game.last_move(), Some(mv("h9g7")));
    t.type_text("a3a4");
    t.key(KeyCode::Enter);
    assert_eq!(t.app.base.game.last_move(), Some(mv("a3a4")));
    assert_eq!(t.app.base.look.glyphs, chuhe::tui::view::board::Glyphs::Cjk);
    t.type_text("f9e8");
    t.key(KeyCode::Enter);
    assert!(!t.app.base.flipped);
    assert_eq!(t.app.base.game.last_move(), Some(mv("f9e8")));
    // `d` + digit: the draw question gives way to the move.
    t.type_text("d0e1");
    assert_eq!(t.app.base.prompt, None);
    t.key(KeyCode::Enter);
    assert_eq!(t.app.base.game.last_move(), Some(mv("d0e1")));
    assert!(t.app.base.game.view().draw_offer.is_none());
    // hjkl not followed by a digit still move the cursor.
    let before = t.app.base.cursor;
    t.type_text("hk");
    assert_ne!(t.app.base.cursor, before);
    assert!(t.app.base.input.is_empty());
}

#[test]
fn enter_on_the_board_does_not_touch_a_piece_under_touch_move() {
    let mut t = Harness::with_setup(80, 24, Lang::Zh, tournament(None));
    // The cursor starts on Red's middle pawn (e3); Enter, as on an empty input
    // line, must not bind Red to moving it (5.1).
    t.key(KeyCode::Enter);
    assert_eq!(t.app.base.selected, None);
    assert!(
        t.app.base.game.view().touched.is_empty(),
        "{:?}",
        t.app.base.game.view().touched
    );
    let screen = t.screen();
    assert!(screen.contains("回车不拿子"), "{screen}");
    assert!(!screen.contains("必须走动"), "{screen}");
    // Any other move is still free.
    typed_move(&mut t, "h2e2");
    assert_eq!(t.app.base.game.last_move(), Some(mv("h2e2")));
    // Space is the explicit pick key.
    let mut t = Harness::with_setup(80, 24, Lang::Zh, tournament(None));
    t.key(KeyCode::Char(' '));
    assert_eq!(t.app.base.selected, Some(sq("e3")));
    // In casual games Enter still picks up.
    let mut t = Harness::new(80, 24, Lang::Zh);
    t.key(KeyCode::Enter);
    assert_eq!(t.app.base.selected, Some(sq("e3")));
}

#[test]
fn a_tournament_game_pauses_when_both_players_agree() {
    let mut t = Harness::with_setup(80, 24, Lang::Zh, tournament(Some("10m")));
    t.wait(5);
    t.key(KeyCode::Char('z'));
    assert_eq!(t.app.base.prompt, Some(Prompt::Pause));
    assert!(
        t.screen().contains("红方提议暂停计时：黑方同意？"),
        "{}",
        t.screen()
    );
    // Black declines: the clocks run on.
    t.key(KeyCode::Char('n'));
    assert!(!t.app.base.game.view().paused);
    t.key(KeyCode::Char('z'));
    t.key(KeyCode::Char('y'));
    assert!(t.app.base.game.view().paused, "{}", t.screen());
    assert!(!t.screen().contains("只有裁判可以停钟"));
    // Time stands still while paused.
    let used = t.app.base.game.view().clocks[0].used;
    t.wait(60);
    t.app.tick(t.now);
    assert_eq!(t.app.base.game.view().clocks[0].used, used);
    // Restarting needs the agreement too.
    t.key(KeyCode::Char('z'));
    assert!(
        t.screen().contains("红方提议继续计时：黑方同意？"),
        "{}",
        t.screen()
    );
    t.key(KeyCode::Char('y'));
    assert!(!t.app.base.game.view().paused);
}

#[test]
fn nothing_is_typed_before_the_clock_is_pressed_and_p_presses_it() {
    let mut t = Harness::with_setup(80, 24, Lang::Zh, tournament(None));
    t.type_text("炮二平五");
    t.key(KeyCode::Enter);
    assert!(t.app.base.game.view().awaiting_press);
    // Typing now (the next move, anything) is refused and says why…
    t.type_text("马");
    assert!(t.app.base.input.is_empty());
    assert!(t.screen().contains("先按 p 按钟"), "{}", t.screen());
    // …so `p` is still the clock's key.
    t.key(KeyCode::Char('p'));
    assert!(!t.app.base.game.view().awaiting_press);
    assert_eq!(t.app.base.game.at_keyboard(), Color::Black);

    // Moved by coordinates: the record line opens, and `p` there presses the
    // clock (the entry waits for `w`), not a letter of the entry.
    typed_move(&mut t, "h9g7");
    assert!(t.app.base.game.view().awaiting_press);
    assert_eq!(t.app.base.focus, Focus::Input);
    t.key(KeyCode::Char('p'));
    assert!(!t.app.base.game.view().awaiting_press);
    assert!(t.app.base.input.is_empty());
    assert_eq!(t.app.base.focus, Focus::Board);
    assert_eq!(t.app.base.game.at_keyboard(), Color::Red);
}

#[test]
fn d_before_moving_says_to_move_first() {
    let mut t = Harness::with_setup(80, 24, Lang::Zh, tournament(None));
    t.type_text("炮二平五");
    t.key(KeyCode::Enter);
    t.key(KeyCode::Char('p'));
    // Black has not moved: a draw is offered after one's own move (23.1).
    t.key(KeyCode::Char('d'));
    let screen = t.screen();
    assert!(screen.contains("请先走棋"), "{screen}");
    assert!(!screen.contains("提和须在按钟之前"), "{screen}");
    assert_eq!(t.app.base.prompt, None);
}

#[test]
fn the_idle_input_line_shows_an_example_of_the_side_to_move() {
    let mut t = Harness::new(80, 24, Lang::Zh);
    assert!(
        t.screen().contains("炮二平五 · C2.5 · h2e2"),
        "{}",
        t.screen()
    );
    typed_move(&mut t, "h2e2");
    let screen = t.screen();
    assert!(
        screen.contains("黑方走棋 > 输入着法：马8进7 · H8+7 · h9g7"),
        "{screen}"
    );
    assert!(!screen.contains("炮二平五 ·"), "{screen}");
}

#[test]
fn the_opponent_does_not_see_your_scoresheet_verdicts() {
    let setup = GameSetup {
        mode: Mode::Practice,
        ..GameSetup::default()
    };
    let mut t = Harness::with_setup(80, 24, Lang::Zh, setup);
    // Red types the move in Chinese: it is Red's entry, and the turn passes at
    // once (practice presses the clock by itself): Black is at the keyboard.
    t.type_text("炮二平五");
    t.key(KeyCode::Enter);
    let screen = t.screen();
    assert!(!screen.contains("记录正确"), "{screen}");
    assert!(!screen.contains("炮二平五✓"), "{screen}");
    // Black moves by coordinates and writes the entry wrongly: Black sees it…
    typed_move(&mut t, "h9g7");
    t.type_text("马8进9");
    t.key(KeyCode::Enter);
    let screen = t.screen();
    assert!(screen.contains('✗'), "{screen}");
    assert!(screen.contains("黑方记录 ✓0 ✗1 漏0"), "{screen}");
    // …until the next key: then Red is at the keyboard and sees only Red's
    // verdicts (Red's ✓ for 炮二平五, and none of Black's marks).
    t.key(KeyCode::Left);
    let screen = t.screen();
    assert!(
        !screen.contains("马8进9") && !screen.contains("✗1"),
        "{screen}"
    );
    assert!(screen.contains("炮二平五✓"), "{screen}");
    assert!(screen.contains("红方记录 ✓1 ✗0 漏0"), "{screen}");
}

#[test]
fn the_footer_counts_missing_entries() {
    let setup = GameSetup {
        mode: Mode::Practice,
        ..GameSetup::default()
    };
    let mut t = Harness::with_setup(80, 24, Lang::Zh, setup);
    typed_move(&mut t, "h2e2");
    t.key(KeyCode::Esc);
    typed_move(&mut t, "h9g7");
    t.key(KeyCode::Esc);
    // Red at the keyboard: one missing entry of Red's.
    assert!(t.screen().contains("红方记录 ✓0 ✗0 漏1"), "{}", t.screen());
}

#[test]
fn c_opens_the_claim_choice_and_asks_before_claiming_a_repetition_ruling() {
    let mut t = Harness::new(80, 24, Lang::En);
    for m in ["i0i1", "a9a8", "i1i0", "a8a9"] {
        typed_move(&mut t, m);
    }
    t.key(KeyCode::Char('c'));
    assert!(
        t.screen().contains("claim: 1 natural limit"),
        "{}",
        t.screen()
    );
    // Esc leaves without claiming.
    t.key(KeyCode::Esc);
    assert_eq!(t.app.base.prompt, None);
    t.key(KeyCode::Char('c'));
    t.key(KeyCode::Char('2'));
    assert_eq!(
        t.app.base.prompt,
        Some(Prompt::ConfirmClaim(chuhe::tui::app::ClaimKind::Repetition))
    );
    assert!(t.screen().contains("rule on the repetition? (24)"));
    t.key(KeyCode::Char('y'));
    let status = t.app.base.status.clone().expect("the arbiter's answer");
    assert!(
        status.text.contains("occurred 2 time(s)") && status.text.contains("(24)"),
        "{}",
        status.text
    );
    assert!(!t.app.base.game.is_over());
}

/// A foul is reported with its articles once: "(23.3, 9.1.4)", never twice.
#[test]
fn a_foul_cites_its_articles_once() {
    for lang in [Lang::En, Lang::Zh] {
        let setup = GameSetup {
            mode: Mode::Tournament,
            ..GameSetup::default()
        };
        let mut t = Harness::with_setup(100, 30, lang, setup);
        t.key(KeyCode::Char('c'));
        t.key(KeyCode::Char('1'));
        t.key(KeyCode::Char('y'));
        assert_eq!(
            t.app.base.game.view().fouls[0].len(),
            1,
            "a false claim is a foul"
        );
        let screen = t.screen();
        let status = t
            .app
            .base
            .status
            .clone()
            .expect("the foul is announced")
            .text;
        assert_eq!(status.matches("23.3, 9.1.4").count(), 1, "{status}");
        assert!(!screen.contains("(23.3, 9.1.4) (23.3, 9.1.4)"), "{screen}");
    }
}

/// The text inside the box drawn at the foot of the panel, rows joined, blanks and
/// the box's own lines left out.
fn detail_box_text(t: &mut Harness, w: u16, h: u16) -> String {
    t.draw();
    let screen = chuhe::tui::layout::fit(
        ratatui::layout::Rect::new(0, 0, w, h),
        chuhe::tui::config::BoardSize::Auto,
    )
    .unwrap();
    let (left, right) = (screen.panel.x, screen.panel.right() - 1);
    let mut out = String::new();
    for y in screen.panel.y..screen.panel.bottom() {
        if t.cell(left, y).symbol() != "│" || t.cell(right, y).symbol() != "│" {
            continue;
        }
        for x in left + 1..right {
            out.push_str(t.cell(x, y).symbol());
        }
    }
    squeezed(&out)
}

fn squeezed(s: &str) -> String {
    s.chars().filter(|c| !c.is_whitespace()).collect()
}

/// A refused entry's reason is read whole, at 80×24 and at 120×40, in both
/// languages: the cannon's move sideways is blocked, and the reason names the point
/// that blocks it (the end of the sentence, which the input line alone cuts off).
#[test]
fn a_long_reason_is_shown_whole_at_80_and_120_columns() {
    use chuhe::tui::input::Preview;
    for (w, h) in [(80, 24), (120, 40)] {
        for (lang, blocker) in [(Lang::Zh, "八路"), (Lang::En, "b2")] {
            let mut t = Harness::new(w, h, lang);
            // The cannon on 二 goes to 九 past the other cannon on 八.
            t.type_text("炮二平九");
            let reason = match t.app.base.input.preview() {
                Preview::Error(e) => format!("✗ {e}"),
                other => panic!("炮二平九 is refused at the start: {other:?}"),
            };
            assert!(reason.contains(blocker), "{reason}");
            let shown = detail_box_text(&mut t, w, h);
            assert_eq!(
                shown,
                squeezed(&reason),
                "{w}×{h} {lang:?}:\n{}",
                t.screen()
            );
        }
    }
}

/// `z` pauses a game without clocks too: the input line says it is paused and
/// which key resumes it, the key hints lead with it, and `z` again resumes.
#[test]
fn a_paused_game_says_how_to_resume_it() {
    for (lang, paused, hint) in [
        (Lang::Zh, "对局暂停中，按 z 继续", "z 继续对局"),
        (
            Lang::En,
            "the game is paused: press z to resume",
            "z resume the game",
        ),
    ] {
        let mut t = Harness::new(80, 24, lang);
        t.key(KeyCode::Char('z'));
        assert!(t.app.base.game.view().paused, "z pauses an untimed game");
        let screen = t.screen();
        assert!(screen.contains(paused), "{screen}");
        assert!(screen.contains(hint), "{screen}");
        t.key(KeyCode::Char('z'));
        assert!(!t.app.base.game.view().paused);
        let screen = t.screen();
        assert!(!screen.contains(paused), "{screen}");
        assert!(!screen.contains(hint), "{screen}");
    }
}
