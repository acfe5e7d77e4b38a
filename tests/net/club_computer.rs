//! The computer in the lobby: a player's game against the built-in engine starts
//! from the lobby screen on the app's stack (the session's one loop), the engine
//! playing the other colour at the level chosen, its searches in the server's
//! shared slots; and the slots bound how many searches run at once. With the
//! server's opening book (`chuhe serve --book`), the computer opens from it.

use std::cell::RefCell;
use std::collections::HashSet;
use std::rc::Rc;
use std::sync::mpsc;
use std::sync::{Arc, Mutex};
use std::time::{Duration, Instant};

use crossterm::event::{KeyCode, KeyEvent, KeyModifiers};

use chuhe::lang::Lang;
use chuhe::rules::Color;
use chuhe::ssh::accounts::{Account, Accounts};
use chuhe::ssh::club::{Club, ClubConfig};
use chuhe::ssh::lobby::Lobby;
use chuhe::ssh::lobby_screen::{AtBoard, LobbyScreen, Seating};
use chuhe::tui::app::App;
use chuhe::tui::events::Event;
use chuhe::tui::game::{GameInPlay, hot_seat_config};
use chuhe::tui::search_slots::SearchSlots;

use crate::common;

fn key(code: KeyCode) -> KeyEvent {
    KeyEvent::new(code, KeyModifiers::NONE)
}

/// A session's lobby on the app's stack, the server's book `book` with it.
fn lobby(
    tmp: &std::path::Path,
    slots: &SearchSlots,
    book: Option<Arc<chuhe::engine::book::Book>>,
) -> (App, Rc<RefCell<Seating>>, mpsc::Receiver<Event>) {
    let club = Arc::new(Club::new(
        ClubConfig {
            runtime_dir: tmp.join("run"),
        },
        Arc::new(|_: &str| {}),
    ));
    let db = tmp.join("club.db");
    drop(chuhe::ssh::archive::Archive::open(&db).unwrap());
    let accounts = Accounts::open(&db).unwrap();
    let (wake, events) = mpsc::channel();
    let seating = Rc::new(RefCell::new(Seating {
        lobby: Lobby::new(Lang::En, Some("bob".into())),
        id: 1,
        account: Account::Key("SHA256:bob".into()),
        club,
        accounts: Arc::new(Mutex::new(accounts)),
        lang: Lang::En,
        wake,
        left: HashSet::new(),
        at_board: None,
        engine_slots: slots.clone(),
        book,
    }));
    let now = Instant::now();
    let empty = GameInPlay::new(hot_seat_config(chuhe::match_control::Mode::Casual), now);
    let mut app = App::new(common::tui_common::look(Lang::En), empty, now);
    app.push(Box::new(LobbyScreen::new(seating.clone())));
    assert_eq!(app.screen_name(), "lobby");
    (app, seating, events)
}

/// The engine's first move, waited for (a minute at most).
fn first_move(app: &mut App, events: &mpsc::Receiver<Event>) {
    chuhe::tui::engine_seat::start_if_due(app, Instant::now());
    let end = Instant::now() + Duration::from_secs(60);
    while app.base.game.plies().is_empty() {
        let left = end.saturating_duration_since(Instant::now());
        match events.recv_timeout(left) {
            Ok(Event::Engine) => {
                chuhe::tui::engine_seat::on_engine_event(app, Instant::now());
            }
            Ok(_) => {}
            Err(e) => panic!("the engine did not move: {e:?}"),
        }
    }
}

#[test]
fn a_game_against_the_computer_starts_from_the_lobby_and_the_engine_moves() {
    let tmp = tempfile::tempdir().unwrap();
    let slots = SearchSlots::new(1);
    let (mut app, seating, events) = lobby(tmp.path(), &slots, None);
    let now = Instant::now();
    // Level 1, the player Black: the engine, Red, moves first.
    app.on_key(key(KeyCode::Char('c')), now);
    for _ in 0..4 {
        app.on_key(key(KeyCode::Left), now);
    }
    app.on_key(key(KeyCode::Char('s')), now);
    app.on_key(key(KeyCode::Enter), now);
    assert_eq!(
        app.screen_name(),
        "game",
        "the lobby made way for the board"
    );
    assert_eq!(seating.borrow().at_board, Some(AtBoard::Computer));
    assert!(app.base.engines.plays(Color::Red) && !app.base.engines.plays(Color::Black));
    assert!(app.base.flipped, "Black's board is seen from Black's side");
    assert_eq!(app.base.game.config().black, "bob");

    first_move(&mut app, &events);
    assert_eq!(app.base.game.side_to_move(), Color::Black);
    assert_eq!(slots.busy(), 0, "the slot is given back after the move");
}

/// With the server's book, read once and shared as one `Arc`, the computer at full
/// strength opens with one of the book's moves for the start: flank pawn pushes it
/// never plays by itself.
#[test]
fn the_computer_opens_from_the_servers_book() {
    let tmp = tempfile::tempdir().unwrap();
    let path = common::book::flank_book(tmp.path());
    let book = Arc::new(chuhe::engine::book::open(&path).unwrap());
    let slots = SearchSlots::new(1);
    let (mut app, seating, events) = lobby(tmp.path(), &slots, Some(Arc::clone(&book)));
    let now = Instant::now();
    // Level 10, the player Black: the engine, Red, moves first from the start.
    app.on_key(key(KeyCode::Char('c')), now);
    for _ in 0..9 {
        app.on_key(key(KeyCode::Right), now);
    }
    app.on_key(key(KeyCode::Char('s')), now);
    app.on_key(key(KeyCode::Enter), now);
    assert_eq!(seating.borrow().at_board, Some(AtBoard::Computer));
    assert_eq!(app.base.game.config().red, "chuhe engine:10");
    first_move(&mut app, &events);
    let played = app.base.game.plies()[0].mv.to_string();
    assert!(
        common::book::FLANK_MOVES.contains(&played.as_str()),
        "{played} is not a book move"
    );
    // No copy of the book is made: the engine's seat holds the server's one, beside
    // this test's handle and the session's.
    assert!(
        Arc::strong_count(&book) >= 3,
        "{}",
        Arc::strong_count(&book)
    );
}
