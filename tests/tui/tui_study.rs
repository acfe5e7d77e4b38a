//! The study screens on the whole app (ratatui's TestBackend, keys in, screen text
//! out): the game list of a real CBL library, the study board of a record with a
//! variation and a comment (snapshots at 80×24 and 120×40), browsing keys,
//! annotating and saving, the help of each screen, and the ways in (`--load` of a
//! collection, `chuhe view`).

use crate::common::tui_common;

use std::path::{Path, PathBuf};
use std::time::Instant;

use crossterm::event::KeyCode;
use tui_common::*;

use chuhe::catalogue::files::FileText;
use chuhe::record::{GameRecord, NodeId, read_file, read_text};
use chuhe::tui::screens::open::open_path;
use chuhe::tui::screens::study_board::StudyBoard;

fn shared(rel: &str) -> PathBuf {
    let p = Path::new(env!("CARGO_MANIFEST_DIR"))
        .join("../shared/data/games")
        .join(rel);
    assert!(p.exists(), "shared test data {} is missing", p.display());
    p
}

const LIBRARY: &str = "cchess_testdata/1989年龙化杯象棋名师邀请赛35局.CBL";

/// A harness with `path` opened for study over the game.
fn opened(w: u16, h: u16, lang: Lang, path: &Path, game: Option<usize>) -> Harness {
    let mut t = Harness::new(w, h, lang);
    let o = open_path(path, game, lang).unwrap_or_else(|e| panic!("{e}"));
    for s in o.screens {
        t.app.push(s);
    }
    t.draw();
    t
}

/// A short game with a variation at Black's first move (two moves) and comments,
/// one of them long enough to wrap. (A record made for the test: chuhe against
/// its own reading of PGN.)
const ANNOTATED: &str = "[Event \"测试赛\"]\n[Date \"2026.12.01\"]\n[Red \"红方甲\"]\n[Black \"黑方乙\"]\n[Result \"1-0\"]\n[ECCO \"B05\"]\n[Opening \"中炮对进左马\"]\n\n\
1. h2e2 {中炮开局，先手进攻最常见的走法之一。红方以炮镇中路，准备配合马、车展开攻势，黑方需要谨慎应对。} h9g7 ! (1... b9c7 2. h0g2) 2. h0g2 i9h9 3. i0h0 b9c7 1-0\n";

fn annotated_board(w: u16, h: u16, lang: Lang) -> Harness {
    let record = read_text(ANNOTATED).unwrap().remove(0);
    assert!(record.problem.is_none(), "{:?}", record.problem);
    let mut t = Harness::new(w, h, lang);
    t.app.push(Box::new(
        StudyBoard::new(record).from_source(PathBuf::from("测试.pgn"), Some(1)),
    ));
    t.draw();
    t
}

#[test]
fn game_list_80x24() {
    let mut t = opened(80, 24, Lang::Zh, &shared(LIBRARY), None);
    assert_eq!(t.app.screen_name(), "game list");
    insta::assert_snapshot!(t.screen());
}

#[test]
fn game_list_120x40() {
    let mut t = opened(120, 40, Lang::En, &shared(LIBRARY), None);
    insta::assert_snapshot!(t.screen());
}

#[test]
fn study_board_with_a_variation_and_a_comment_80x24() {
    let mut t = annotated_board(80, 24, Lang::Zh);
    // At 1. 炮二平五: its comment is shown, and the branch after it.
    t.key(KeyCode::Right);
    insta::assert_snapshot!(t.screen());
}

#[test]
fn study_board_with_a_variation_and_a_comment_120x40() {
    let mut t = annotated_board(120, 40, Lang::En);
    t.key(KeyCode::Right);
    t.key(KeyCode::Down);
    insta::assert_snapshot!(t.screen());
}

/// The list holds every game the reader finds in the library, filters as you
/// type, and Enter opens the chosen game at its start.
#[test]
fn the_list_filters_as_you_type_and_opens_a_game() {
    let path = shared(LIBRARY);
    let records = read_file(&path).unwrap();
    let mut t = opened(120, 40, Lang::Zh, &path, None);
    let screen = t.screen();
    assert!(
        screen.contains(&format!("共 {} 局", records.len())),
        "{screen}"
    );
    // Filter by the Red player of game 3: only games with that player remain.
    let red = records[2].headers.get("Red").unwrap().to_string();
    let expected = records
        .iter()
        .filter(|r| {
            r.headers.get("Red").is_some_and(|p| p.contains(&red))
                || r.headers.get("Black").is_some_and(|p| p.contains(&red))
        })
        .count();
    t.type_text(&format!("player:{red}"));
    let screen = t.screen();
    assert!(screen.contains(&format!("显示 {expected} 局")), "{screen}");
    // Erase the filter, go to game 3, open it.
    t.key(KeyCode::Esc);
    t.key(KeyCode::Home);
    t.key(KeyCode::Down);
    t.key(KeyCode::Down);
    t.key(KeyCode::Enter);
    assert_eq!(t.app.screen_name(), "study board");
    let screen = t.screen();
    assert!(screen.contains("第3局"), "{screen}");
    assert!(screen.contains(&red), "{screen}");
    // Esc on the board does not close it; q does (nothing edited), back to the list.
    t.key(KeyCode::Char('q'));
    assert_eq!(t.app.screen_name(), "game list");
}

/// The keys step through the main line: the position shown is the record's own
/// position at that move (from `GameRecord::position_at`, the reader's replay).
#[test]
fn browsing_keys_follow_the_record() {
    let path = shared(LIBRARY);
    let record = read_file(&path).unwrap().remove(2);
    let main = record.tree.main_line_nodes();
    assert!(main.len() > 30, "game 3 is long enough");
    let mut t = opened(100, 30, Lang::Zh, &path, Some(3));
    let at = |t: &Harness| -> (u32, String) {
        let board = study_board(t);
        (board.ply(), board.position().fen())
    };
    let fen_at = |ply: usize| {
        let node = if ply == 0 {
            record.tree.root()
        } else {
            main[ply - 1]
        };
        record.position_at(node).unwrap().fen()
    };
    assert_eq!(at(&t), (0, fen_at(0)));
    t.key(KeyCode::Right);
    t.key(KeyCode::Right);
    assert_eq!(at(&t), (2, fen_at(2)));
    t.key(KeyCode::PageDown);
    assert_eq!(at(&t), (12, fen_at(12)));
    t.key(KeyCode::PageUp);
    t.key(KeyCode::Left);
    assert_eq!(at(&t), (1, fen_at(1)));
    t.key(KeyCode::End);
    assert_eq!(at(&t), (main.len() as u32, fen_at(main.len())));
    t.key(KeyCode::Home);
    assert_eq!(at(&t), (0, fen_at(0)));
    // g 10 Enter: Red's 10th move (ply 19 from the standard start).
    t.key(KeyCode::Char('g'));
    t.type_text("10");
    t.key(KeyCode::Enter);
    assert_eq!(at(&t), (19, fen_at(19)));
    // The status names the move asked for as players count it (2011 规则 2.1: two 着
    // make a 回合), and the 着 as well.
    let status = format!("第 10 回合 · 第 19 / {} 着", main.len());
    assert!(t.screen().contains(&status), "{status}\n{}", t.screen());
    // The current move is highlighted in the list: a click on another move goes there.
    let screen = t.screen();
    let texts =
        chuhe::tui::view::move_tree::move_texts(&record, &chuhe::notation::Style::chinese());
    let fifth = texts.get(&main[4]).unwrap();
    let (x, y) = t
        .find(fifth)
        .unwrap_or_else(|| panic!("{fifth} on screen\n{screen}"));
    click(&mut t, x + 1, y);
    assert_eq!(at(&t), (5, fen_at(5)), "{}", t.screen());
}

fn click(t: &mut Harness, x: u16, y: u16) {
    let now = t.now;
    t.app.apply(chuhe::tui::action::Action::Click { x, y }, now);
    t.draw();
}

/// The study board on top of the app, for looking at its state.
fn study_board(t: &Harness) -> &StudyBoard {
    t.app
        .study_board()
        .expect("the study board is the screen on top")
}

/// Variations: ↓ chooses the branch, → enters it, ⌫ leaves it back to the branch.
#[test]
fn variations_are_chosen_entered_and_left() {
    let mut t = annotated_board(80, 24, Lang::En);
    let record = read_text(ANNOTATED).unwrap().remove(0);
    let tree = &record.tree;
    let first = tree.main_child(tree.root()).unwrap();
    let alt: Vec<NodeId> = tree.children(first).collect();
    assert_eq!(alt.len(), 2);
    t.key(KeyCode::Right);
    let screen = t.screen();
    assert!(screen.contains("line 1 of 2"), "{screen}");
    // The variation is indented, in brackets, after the move it replaces.
    assert!(screen.contains("(1…H2+3 2.H2+3)"), "{screen}");
    t.key(KeyCode::Down);
    t.key(KeyCode::Right);
    assert_eq!(study_board(&t).current(), alt[1]);
    t.key(KeyCode::Right);
    assert_eq!(study_board(&t).ply(), 3);
    t.key(KeyCode::Backspace);
    assert_eq!(study_board(&t).current(), first);
    assert!(t.screen().contains("line 2 of 2"));
    // The NAG of the main move is shown.
    assert!(t.screen().contains("H8+7!"), "{}", t.screen());
}

/// Annotating: a different move adds a variation, a comment and a NAG are set,
/// undo takes the last edit back, and saving writes a PGN that reads back with
/// them.
#[test]
fn a_new_move_adds_a_variation_and_the_saved_pgn_keeps_it() {
    let dir = tempfile::tempdir().unwrap();
    let mut t = annotated_board(100, 30, Lang::Zh);
    t.key(KeyCode::Right); // 1. 炮二平五
    t.type_text("卒7进1");
    t.key(KeyCode::Enter);
    assert_eq!(study_board(&t).ply(), 2);
    t.key(KeyCode::Char('c'));
    t.type_text("另一变");
    t.key(KeyCode::Enter);
    t.key(KeyCode::Char('n'));
    t.type_text("5");
    let record = study_board(&t).record().clone();
    let first = record.tree.main_child(record.tree.root()).unwrap();
    assert_eq!(record.tree.children(first).count(), 3, "a third branch");
    let new = study_board(&t).current();
    assert_eq!(record.tree.comment(new), Some("另一变"));
    assert_eq!(record.tree.nags(new).collect::<Vec<_>>(), [5]);
    assert!(t.screen().contains("(1…卒７进１!?)"), "{}", t.screen());
    // Undo takes the NAG back, then the comment.
    t.key(KeyCode::Char('u'));
    assert_eq!(study_board(&t).record().tree.nags(new).count(), 0);
    t.ctrl('y');
    assert_eq!(study_board(&t).record().tree.nags(new).count(), 1);
    // Leaving with unsaved edits asks.
    t.key(KeyCode::Char('q'));
    assert!(t.screen().contains("未保存"), "{}", t.screen());
    t.key(KeyCode::Char('n'));
    assert_eq!(t.app.screen_name(), "study board");
    // Save (PGN): the effect is carried out into `dir`, and the file reads back.
    t.key(KeyCode::Char('s'));
    let mut io = SaveDir(dir.path().to_path_buf());
    chuhe::tui::io::carry_out(&mut t.app, &mut io);
    let saved: Vec<PathBuf> = std::fs::read_dir(dir.path())
        .unwrap()
        .flatten()
        .map(|e| e.path())
        .collect();
    assert_eq!(saved.len(), 1, "{saved:?}");
    let back: GameRecord = read_file(&saved[0]).unwrap().remove(0);
    let bfirst = back.tree.main_child(back.tree.root()).unwrap();
    let branches: Vec<NodeId> = back.tree.children(bfirst).collect();
    assert_eq!(branches.len(), 3);
    assert_eq!(back.tree.comment(branches[2]), Some("另一变"));
    assert_eq!(back.tree.nags(branches[2]).collect::<Vec<_>>(), [5]);
    // Saved: q closes without asking.
    t.key(KeyCode::Char('q'));
    assert_eq!(t.app.screen_name(), "game");
}

/// An [`Io`] that saves records in a directory.
struct SaveDir(PathBuf);

impl chuhe::tui::io::Io for SaveDir {
    fn autosave(&mut self, _game: &chuhe::tui::game::GameInPlay) -> Result<(), FileText> {
        Ok(())
    }
    fn save_files(&mut self, _game: &chuhe::tui::game::GameInPlay) -> Result<PathBuf, FileText> {
        Err(FileText::SavingUnavailable)
    }
    fn notify(&mut self, _n: chuhe::tui::notify::Notice, _lang: Lang) {}
    fn mouse_capture(&mut self, _on: bool) -> Result<(), String> {
        Ok(())
    }
    fn save_record(
        &mut self,
        record: &GameRecord,
        source: &Path,
        format: chuhe::tui::screens::RecordFormat,
    ) -> Result<PathBuf, FileText> {
        chuhe::tui::study_save::save_record(&self.0, record, source, format, "t")
    }
}

/// `?` lists the keys of the screen it is pressed on.
#[test]
fn help_lists_the_keys_of_the_screen_you_are_on() {
    let mut t = annotated_board(100, 30, Lang::Zh);
    t.key(KeyCode::Char('?'));
    let screen = t.screen();
    assert!(screen.contains("跳到第几回合"), "{screen}");
    assert!(!screen.contains("认输"), "no game keys: {screen}");
    t.key(KeyCode::Char('x'));
    assert_eq!(t.app.screen_name(), "study board");

    let mut t = opened(100, 30, Lang::En, &shared(LIBRARY), None);
    t.key(KeyCode::F(1));
    let screen = t.screen();
    assert!(screen.contains("sort by the next column"), "{screen}");
    assert!(!screen.contains("go to move number"), "{screen}");
}

/// A damaged game stays in the list: opening it says what is wrong and where, the
/// moves before the problem are shown, and the other games still open.
#[test]
fn a_damaged_game_shows_its_problem_and_place() {
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join("three.pgn");
    std::fs::write(
        &path,
        "[Event \"a\"]\n\n1. h2e2 h9g7 *\n\n[Event \"b\"]\n\n1. h2e2 h9g7 2. h0h5 *\n\n[Event \"c\"]\n\n1. b2e2 *\n",
    )
    .unwrap();
    let mut t = opened(100, 30, Lang::En, &path, None);
    t.key(KeyCode::Down);
    t.key(KeyCode::Enter);
    let screen = t.screen();
    assert!(screen.contains("game 2 is damaged"), "{screen}");
    assert!(screen.contains("line 7, column 17"), "the place: {screen}");
    assert_eq!(study_board(&t).record().tree.main_line_nodes().len(), 2);
    t.key(KeyCode::Char('q'));
    // The list marks it now, and game 3 opens.
    assert!(t.screen().contains("game 2 is damaged"), "{}", t.screen());
    t.key(KeyCode::Down);
    t.key(KeyCode::Enter);
    assert_eq!(t.app.screen_name(), "study board");
    assert_eq!(study_board(&t).record().tree.main_line_nodes().len(), 1);
}

/// `--load` of a collection opens its list over its first game; `chuhe view` opens
/// game N on the study board and leaves when it is closed.
#[test]
fn load_and_view_open_the_list_and_the_board() {
    let dir = tempfile::tempdir().unwrap();
    let env = |k: &str| match k {
        "HOME" | "XDG_CONFIG_HOME" | "XDG_DATA_HOME" => {
            Some(dir.path().join(k).display().to_string())
        }
        "LANG" => Some("en_US.UTF-8".into()),
        _ => None,
    };
    let args = chuhe::tui::SessionOptions {
        game: chuhe::tui::GameOptions {
            load: Some(shared(LIBRARY)),
            ..Default::default()
        },
        ..Default::default()
    };
    let s = chuhe::tui::session::Startup::prepare(&args, &env, Instant::now()).unwrap();
    assert_eq!(s.app.screen_name(), "game list");
    assert!(
        !s.app.base.game.plies().is_empty(),
        "game 1 is loaded under the list"
    );

    let view = chuhe::tui::ViewOptions {
        path: shared(LIBRARY),
        game: std::num::NonZeroUsize::new(3),
    };
    let s = chuhe::tui::session::Startup::prepare_view(
        &view,
        &Default::default(),
        &env,
        Instant::now(),
    )
    .unwrap();
    assert_eq!(s.app.screen_name(), "study board");
    let mut t = Harness::new(100, 30, Lang::En);
    t.app = s.app;
    t.key(KeyCode::Char('q'));
    assert_eq!(t.app.screen_name(), "game list");
    // Closing the last study screen leaves chuhe view, once confirmed.
    t.key(KeyCode::Esc);
    assert!(!t.app.base.quit, "Esc on the last list asks first");
    t.key(KeyCode::Char('y'));
    assert!(
        t.app.base.quit,
        "closing the last study screen leaves chuhe view"
    );

    let past = chuhe::tui::ViewOptions {
        path: shared(LIBRARY),
        game: std::num::NonZeroUsize::new(99),
    };
    let e = chuhe::tui::session::Startup::prepare_view(
        &past,
        &Default::default(),
        &env,
        Instant::now(),
    )
    .err()
    .unwrap()
    .to_string();
    assert!(e.contains("no game 99"), "{e}");
}

/// The position search on the study board counts the games of the collection that
/// reached the position; checked against a brute-force replay of every game.
#[test]
fn the_position_search_counts_games_like_a_replay() {
    let path = shared(LIBRARY);
    let records = read_file(&path).unwrap();
    let mut t = opened(120, 40, Lang::En, &path, Some(1));
    t.key(KeyCode::Right);
    t.key(KeyCode::Right);
    let here = study_board(&t).position().clone();
    let brute = records
        .iter()
        .filter(|r| {
            r.main_line_positions().is_ok_and(|ps| {
                ps.iter().any(|p| {
                    p.board_fen() == here.board_fen() && p.side_to_move() == here.side_to_move()
                })
            })
        })
        .count();
    t.key(KeyCode::Char('/'));
    let screen = t.screen();
    assert!(
        screen.contains(&format!("{brute} games reached this position")),
        "{brute}: {screen}"
    );
}

/// `o` on the game's board opens the file picker; `s` goes to the saves folder;
/// Enter on a record file opens it (a library: its game list).
#[test]
fn the_file_picker_opens_a_record_and_finds_the_saves() {
    let dir = tempfile::tempdir().unwrap();
    let saves = dir.path().join("saves");
    std::fs::create_dir_all(&saves).unwrap();
    std::fs::copy(shared(LIBRARY), saves.join("lib.cbl")).unwrap();
    std::fs::write(saves.join("notes.txt"), "not a record").unwrap();
    let mut t = Harness::new(100, 30, Lang::En);
    t.app.saves_dir = Some(saves.clone());
    t.key(KeyCode::Char('o'));
    assert_eq!(t.app.screen_name(), "file picker");
    t.key(KeyCode::Char('s'));
    let screen = t.screen();
    assert!(screen.contains(&saves.display().to_string()), "{screen}");
    assert!(screen.contains("lib.cbl"), "{screen}");
    assert!(
        !screen.contains("notes.txt"),
        "only records are listed: {screen}"
    );
    t.key(KeyCode::Down); // past `./`
    t.key(KeyCode::Enter);
    assert_eq!(t.app.screen_name(), "game list");
    // Esc closes the list: the game is under it.
    t.key(KeyCode::Esc);
    assert_eq!(t.app.screen_name(), "game");
}

/// Play from here: the new-game dialog opens with the study board's position as
/// its start, and the game starts from it.
#[test]
fn play_from_here_prefills_the_new_game_dialog() {
    let mut t = annotated_board(100, 30, Lang::En);
    t.key(KeyCode::Right);
    t.key(KeyCode::Right);
    t.key(KeyCode::Right);
    let here = study_board(&t).position().clone();
    t.key(KeyCode::Char('p'));
    assert_eq!(t.app.screen_name(), "new game");
    let form = t.app.new_game_form().expect("the new-game dialog");
    assert_eq!(form.start, here.fen());
    t.key(KeyCode::Enter);
    assert_eq!(t.app.screen_name(), "game");
    assert_eq!(t.app.base.game.position().board_fen(), here.board_fen());
    assert_eq!(t.app.base.game.side_to_move(), here.side_to_move());
}

/// Play from here closes every study screen: with unsaved edits it asks first
/// ("an unsaved annotation asks before closing"); no keeps the board and
/// its edits, yes plays from the position.
#[test]
fn play_from_here_over_unsaved_edits_asks_first() {
    let mut t = annotated_board(100, 30, Lang::Zh);
    t.key(KeyCode::Right);
    t.key(KeyCode::Char('c'));
    t.type_text("新注释");
    t.key(KeyCode::Enter);
    let here = study_board(&t).position().clone();
    t.key(KeyCode::Char('p'));
    assert_eq!(t.app.screen_name(), "study board", "not closed yet");
    let screen = t.screen();
    assert!(screen.contains("仍然关闭"), "{screen}");
    t.key(KeyCode::Char('n'));
    assert_eq!(t.app.screen_name(), "study board");
    assert!(t.screen().contains("新注释"), "the edit is still there");
    t.key(KeyCode::Char('p'));
    t.key(KeyCode::Char('y'));
    assert_eq!(t.app.screen_name(), "new game");
    let form = t.app.new_game_form().expect("the new-game dialog");
    assert_eq!(form.start, here.fen());
}

/// Promote, demote and delete a variation, each undoable; every edit asks for the
/// annotation to be kept (autosaved).
#[test]
fn variations_are_promoted_demoted_and_deleted() {
    let mut t = annotated_board(100, 30, Lang::En);
    let record = read_text(ANNOTATED).unwrap().remove(0);
    let first = record.tree.main_child(record.tree.root()).unwrap();
    let [main, alt] = record.tree.children(first).collect::<Vec<_>>()[..] else {
        panic!("two branches")
    };
    let order = |t: &Harness| -> Vec<NodeId> {
        let r = study_board(t).record();
        r.tree.children(first).collect()
    };
    t.key(KeyCode::Right);
    t.key(KeyCode::Down);
    t.key(KeyCode::Right); // into the variation 1… 马2进3
    let _ = t.app.take_effects();
    t.type_text("+");
    assert_eq!(order(&t), [alt, main], "promoted to the main line");
    assert!(
        t.app
            .take_effects()
            .iter()
            .any(|e| matches!(e, chuhe::tui::app::Work::AutosaveRecord(_))),
        "the edit is kept"
    );
    t.type_text("-");
    assert_eq!(order(&t), [main, alt], "demoted back");
    t.key(KeyCode::Delete);
    assert_eq!(order(&t), [main], "deleted");
    assert_eq!(study_board(&t).current(), first, "back at the branch");
    t.key(KeyCode::Char('u'));
    assert_eq!(order(&t), [main, alt], "undone");
}

/// Ctrl-D on the study board starts a dictation of the record being studied (not of
/// the game under it): its moves are the record's main line, from its start. The
/// key is in the board's table, so `?` lists it.
#[test]
fn ctrl_d_on_the_study_board_dictates_the_record_studied() {
    let mut t = annotated_board(100, 30, Lang::Zh);
    t.key(KeyCode::Char('?'));
    let screen = t.screen();
    assert!(
        screen.contains("Ctrl-D") && screen.contains("听写这局棋谱"),
        "{screen}"
    );
    t.key(KeyCode::Char('x'));
    let record = study_board(&t).record().clone();
    t.ctrl('d');
    assert_eq!(t.app.screen_name(), "dictation");
    let screen = t.screen();
    // The title comes from the record's headers, the position is its start.
    assert!(
        screen.contains("红方甲") && screen.contains("黑方乙"),
        "{screen}"
    );
    assert!(
        screen.contains(&format!("/{}着", record.main_line().len())),
        "the record's {} moves: {screen}",
        record.main_line().len()
    );
    // Leaving the dictation goes back to the study board.
    t.key(KeyCode::Char('q'));
    assert_eq!(t.app.screen_name(), "study board");
}

/// Quitting from a screen over a study board with unsaved edits (its help, Ctrl-C)
/// does not lose them: the board comes back and asks.
#[test]
fn quitting_from_the_help_over_unsaved_edits_asks_first() {
    let mut t = annotated_board(100, 30, Lang::Zh);
    t.key(KeyCode::Right);
    t.key(KeyCode::Char('c'));
    t.type_text("新注释");
    t.key(KeyCode::Enter);
    t.key(KeyCode::Char('?'));
    assert_eq!(t.app.screen_name(), "help");
    t.ctrl('c');
    assert!(!t.app.base.quit, "not quit yet");
    assert_eq!(t.app.screen_name(), "study board");
    let screen = t.screen();
    assert!(screen.contains("仍然关闭"), "{screen}");
    t.key(KeyCode::Char('y'));
    assert!(t.app.base.quit, "quit once answered");
}

/// A save of 50,000 variations each nested in the one before (the attacker's file):
/// `1. 车一进一 (1. 车九进一 1… 车1进1 (1… 车９进１ ...`: each variation's second move
/// has an alternative that opens the next one. `check` reads it; the study board
/// must lay it out and browse it on a test thread's default stack (2 MiB), where
/// nested calls per variation overflowed it (`chuhe view` aborted, exit 134).
#[test]
fn a_save_of_fifty_thousand_nested_variations_opens_and_browses() {
    const NESTED: usize = 50_000;
    // The line the variations nest along shuffles the left rooks (a0a1 a9a8 a1a0
    // a8a9 ...); at each move the right rook's step is the main line's move.
    let spine = ["a0a1", "a9a8", "a1a0", "a8a9"];
    let leaf = |k: usize| if k.is_multiple_of(2) { "i0i1" } else { "i9i8" };
    let mut moves = Vec::with_capacity(2 * NESTED);
    for k in 0..NESTED {
        // c: the main move at ply k+1 (a leaf); s: its alternative, which goes on.
        let parent = if k == 0 { -1 } else { 2 * k as i64 - 1 };
        // (c's parent is the entry before it, s_k-1, so it names none.)
        moves.push(serde_json::json!({"move": leaf(k)}));
        moves.push(serde_json::json!({"move": spine[k % 4], "parent": parent}));
    }
    let save = serde_json::json!({
        "format": "chuhe", "version": "1.1",
        "headers": [["Event", "nested"]],
        "start": "rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RNBAKABNR w - - 0 1",
        "moves": moves, "result": "*",
    });
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join("nested.json");
    std::fs::write(&path, save.to_string()).unwrap();
    let record = read_file(&path).unwrap().remove(0);
    assert!(record.problem.is_none(), "{:?}", record.problem);
    assert_eq!(record.tree.len(), 2 * NESTED);

    let mut t = opened(100, 30, Lang::Zh, &path, None);
    assert_eq!(t.app.screen_name(), "study board");
    let screen = t.screen();
    assert!(screen.contains("1.车一进一"), "{screen}");
    assert!(screen.contains("(1.车九进一"), "{screen}");
    // Into the variations: choose the alternative, enter it, twenty times.
    for _ in 0..20 {
        t.key(KeyCode::Down);
        t.key(KeyCode::Right);
    }
    assert_eq!(study_board(&t).ply(), 20);
    let screen = t.screen();
    // Ply 19 (move 10, Red) is the spine's a1a0, its variation line just above.
    assert!(screen.contains("(10.车九退一"), "{screen}");
    // The last move of the main line, and back.
    t.key(KeyCode::Home);
    t.key(KeyCode::End);
    assert_eq!(study_board(&t).ply(), 1);
}

/// The list's moves column counts numbered moves (回合: "双方各走一着，称为一个回合",
/// 2011 规则 2.1), not plies (着): each game's row shows its main line's plies from
/// the reader, paired Red and Black.
#[test]
fn the_list_counts_moves_not_plies() {
    let path = shared(LIBRARY);
    let records = read_file(&path).unwrap();
    let mut t = opened(120, 40, Lang::Zh, &path, None);
    let screen = t.screen();
    assert!(screen.contains("回合"), "{screen}");
    let mut checked = 0;
    for (i, r) in records.iter().enumerate().take(10) {
        let plies = r.tree.main_line_nodes().len();
        assert!(r.starts_from_opening(), "game {}", i + 1);
        let moves = plies.div_ceil(2);
        let row = screen
            .lines()
            .find(|l| {
                l.trim_start_matches('›')
                    .trim_start()
                    .starts_with(&format!("{} ", i + 1))
            })
            .unwrap_or_else(|| panic!("row {} in {screen}", i + 1));
        let last = row.split_whitespace().last().unwrap();
        assert_eq!(
            last,
            moves.to_string(),
            "game {}: {plies} plies: {row}",
            i + 1
        );
        checked += 1;
    }
    assert_eq!(checked, 10);
}

/// In `chuhe view`, Esc on the game list first clears the filter; a second Esc would
/// leave chuhe, so it asks (y/Enter leaves, n/Esc stays), as the board asks before
/// quitting a game.
#[test]
fn esc_on_the_view_list_asks_before_leaving() {
    let mut t = opened(120, 40, Lang::Zh, &shared(LIBRARY), None);
    t.app.view_only = true;
    t.type_text("player:x");
    t.key(KeyCode::Esc);
    assert!(
        !t.screen().contains("player:x"),
        "the first Esc clears the filter"
    );
    assert!(!t.app.base.quit);
    t.key(KeyCode::Esc);
    assert!(!t.app.base.quit, "the second Esc asks");
    let screen = t.screen();
    assert!(screen.contains("退出？(y/n)"), "{screen}");
    t.key(KeyCode::Char('n'));
    assert!(!t.app.base.quit);
    assert_eq!(t.app.screen_name(), "game list");
    assert!(!t.screen().contains("退出？"));
    // Typing still filters after the question.
    t.type_text("1");
    t.key(KeyCode::Esc);
    t.key(KeyCode::Esc);
    t.key(KeyCode::Esc);
    assert!(!t.app.base.quit, "Esc answers no");
    t.key(KeyCode::Esc);
    t.key(KeyCode::Char('y'));
    assert!(t.app.base.quit, "quit once answered");
}

/// Over the game's board (a list opened with Ctrl-O), Esc goes back to the board
/// without a question: nothing is left.
#[test]
fn esc_on_a_list_over_the_board_goes_back() {
    let mut t = opened(120, 40, Lang::Zh, &shared(LIBRARY), None);
    t.key(KeyCode::Esc);
    assert!(!t.app.base.quit);
    assert_ne!(t.app.screen_name(), "game list");
}
