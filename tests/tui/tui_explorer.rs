//! The study board's explorer (`/`) with an opening book configured (`book = "PATH"`
//! in config.toml, the setting the board's engine plays from): under the collection's
//! games, the book's moves of the position in the board's notation, with their games,
//! score and results, under the book's own heading; one line when the position is not
//! in the book; nothing of the book when none is configured. The book is counted in
//! the test from a tournament of the shared data and read from its file as chuhe
//! reads it. Snapshots at 80×24 (Chinese) and 120×40 (English).

use crate::common::tui_common;

use std::num::NonZeroUsize;
use std::path::{Path, PathBuf};
use std::time::Instant;

use crossterm::event::KeyCode;
use tui_common::*;

use chuhe::engine::book;
use chuhe::notation::{Style, write_move};
use chuhe::record::read_text;
use chuhe::tui::screens::study_board::StudyBoard;
use chuhe::tui::session::Startup;

/// The games the collection and the book are both made of.
fn games() -> PathBuf {
    crate::common::shared_data().join(crate::common::book::BOOK_GAMES)
}

/// `chuhe view GAMES --game 1` with `config` (config.toml's text) in the config
/// directory under `dir`, on a `w`×`h` terminal.
fn view_with_config(dir: &Path, config: &str, w: u16, h: u16, lang: Lang) -> Harness {
    let config_dir = dir.join("config");
    std::fs::create_dir_all(&config_dir).unwrap();
    std::fs::write(config_dir.join("config.toml"), config).unwrap();
    let env = |k: &str| match k {
        "CHUHE_CONFIG_DIR" => Some(config_dir.display().to_string()),
        "CHUHE_DATA_DIR" => Some(dir.join("data").display().to_string()),
        _ => None,
    };
    let view = chuhe::tui::ViewOptions {
        path: games(),
        game: NonZeroUsize::new(1),
    };
    let look = chuhe::tui::LookOptions {
        lang: Some(lang),
        ..Default::default()
    };
    let s = Startup::prepare_view(&view, &look, &env, Instant::now())
        .unwrap_or_else(|e| panic!("{e:#}"));
    let mut t = Harness::new(w, h, lang);
    t.app = s.app;
    assert_eq!(t.app.screen_name(), "study board");
    t.draw();
    t
}

/// The same, with the records' book configured; also returns the book as read back.
fn view_with_book(dir: &Path, w: u16, h: u16, lang: Lang) -> (Harness, book::Book) {
    let path = crate::common::book::records_book(dir);
    let config = format!("book = {:?}\n", path.display().to_string());
    let t = view_with_config(dir, &config, w, h, lang);
    (t, book::open(&path).unwrap())
}

fn study_board(t: &Harness) -> &StudyBoard {
    t.app.study_board().expect("the study board is on top")
}

/// Every book move of the board's position is on screen as the board writes it.
fn assert_book_moves_shown(t: &mut Harness, book: &book::Book, style: &Style) {
    let pos = study_board(t).position().clone();
    let moves = book.moves(&pos);
    assert!(!moves.is_empty(), "{} is in the book", pos.fen());
    let screen = t.screen();
    for m in moves {
        let text = write_move(&pos, m.mv, style);
        let games = m.tally.games().to_string();
        assert!(
            screen
                .lines()
                .any(|l| l.contains(&text) && l.contains(&games)),
            "{text} ({games} games) is not listed:\n{screen}"
        );
    }
}

/// After 1. 兵七进一 the book has Black's two replies; the collection's games are
/// above them.
#[test]
fn the_explorer_lists_the_books_moves_80x24() {
    let dir = tempfile::tempdir().unwrap();
    let (mut t, book) = view_with_book(dir.path(), 80, 24, Lang::Zh);
    t.key(KeyCode::Right);
    t.key(KeyCode::Char('/'));
    let screen = t.screen();
    assert!(screen.contains("开局库：5 局"), "{screen}");
    assert_book_moves_shown(&mut t, &book, &Style::chinese());
    insta::assert_snapshot!(t.screen());
}

/// At the start, in English: the moves in WXF, the board's notation for English.
#[test]
fn the_explorer_lists_the_books_moves_120x40() {
    let dir = tempfile::tempdir().unwrap();
    let (mut t, book) = view_with_book(dir.path(), 120, 40, Lang::En);
    t.key(KeyCode::Char('/'));
    let screen = t.screen();
    assert!(screen.contains("Book: 34 games"), "{screen}");
    assert_book_moves_shown(&mut t, &book, &Style::of(chuhe::notation::Notation::Wxf));
    insta::assert_snapshot!(t.screen());
}

/// A position the book does not hold: one line says so; the next position searched
/// is asked again (the answer follows the board).
#[test]
fn a_position_not_in_the_book_says_so() {
    let dir = tempfile::tempdir().unwrap();
    let (mut t, book) = view_with_book(dir.path(), 120, 40, Lang::Zh);
    t.key(KeyCode::Right);
    t.key(KeyCode::Right);
    assert!(book.moves(study_board(&t).position()).is_empty());
    t.key(KeyCode::Char('/'));
    let screen = t.screen();
    assert!(screen.contains("开局库：无此局面"), "{screen}");
    assert!(screen.contains("局到过此局面"), "{screen}");
    t.key(KeyCode::Home);
    t.key(KeyCode::Char('/'));
    assert_book_moves_shown(&mut t, &book, &Style::chinese());
}

/// No book configured: the explorer shows the collection's games only.
#[test]
fn without_a_book_the_explorer_shows_none() {
    let dir = tempfile::tempdir().unwrap();
    let mut t = view_with_config(dir.path(), "", 120, 40, Lang::Zh);
    t.key(KeyCode::Char('/'));
    let screen = t.screen();
    assert!(screen.contains("局到过此局面"), "{screen}");
    assert!(!screen.contains("开局库"), "{screen}");
}

/// A record opened on its own (no collection to search) with a book configured: `/`
/// shows the book's part alone; with no book either, the status says a collection is
/// needed, as before.
#[test]
fn a_lone_record_shows_the_book_alone() {
    let dir = tempfile::tempdir().unwrap();
    let path = crate::common::book::records_book(dir.path());
    let record = read_text("1. c3c4 *\n").unwrap().remove(0);
    let mut t = Harness::new(120, 40, Lang::Zh);
    t.app.book = Some(std::sync::Arc::new(book::open(&path).unwrap()));
    t.app.push(Box::new(StudyBoard::new(record.clone())));
    t.key(KeyCode::Right);
    t.key(KeyCode::Char('/'));
    let screen = t.screen();
    assert!(screen.contains("开局库：5 局"), "{screen}");
    assert!(!screen.contains("局到过此局面"), "{screen}");

    let mut t = Harness::new(120, 40, Lang::Zh);
    t.app.push(Box::new(StudyBoard::new(record)));
    t.key(KeyCode::Char('/'));
    let screen = t.screen();
    assert!(screen.contains("局面检索需要打开棋谱集"), "{screen}");
}

/// A damaged book in the config: `chuhe view` opens the records all the same and
/// says what is wrong with the file (the board itself refuses to start with it).
#[test]
fn a_damaged_book_is_said_and_the_records_open() {
    let dir = tempfile::tempdir().unwrap();
    let bad = dir.path().join("bad.book");
    std::fs::write(&bad, [b'x'; 64]).unwrap();
    let config = format!("book = {:?}\n", bad.display().to_string());
    let mut t = view_with_config(dir.path(), &config, 120, 40, Lang::En);
    let screen = t.screen();
    assert!(
        screen.contains("bad.book: byte 0: not a chuhe book"),
        "{screen}"
    );
    t.key(KeyCode::Char('/'));
    assert!(!t.screen().contains("Book:"));
}
