//! A computer opponent at the TUI's board (`--black engine:LEVEL`, an external engine
//! by name): its move arrives as an event and goes through the referee like a
//! player's; it presses its own clock in tournament mode and writes its own
//! scoresheet entry in practice mode; the keyboard cannot move for it; an external
//! engine that crashes is reported and its side goes back to the keyboard with the
//! game intact. The referee (chuhe's own `match_control`) is the judge of legality here.

use std::path::Path;
use std::sync::mpsc::{Receiver, channel};
use std::time::{Duration, Instant};

use chuhe::engine::level::Level;
use chuhe::match_control::{Mode, TimeControl};
use chuhe::rules::{Color, Move};
use chuhe::tui::app::{App, StatusKind};
use chuhe::tui::engine_seat::{on_engine_event, start_if_due};
use chuhe::tui::events::Event;
use chuhe::tui::options::EngineChoice;
use chuhe::tui::session::Startup;
use chuhe::tui::{GameOptions, SessionOptions};

fn env(dir: &Path) -> impl Fn(&str) -> Option<String> {
    let pairs = [
        (
            "CHUHE_CONFIG_DIR".to_string(),
            dir.join("config").display().to_string(),
        ),
        (
            "CHUHE_DATA_DIR".to_string(),
            dir.join("data").display().to_string(),
        ),
        ("LANG".to_string(), "en_US.UTF-8".to_string()),
        ("TERM".to_string(), "xterm-256color".to_string()),
    ];
    move |k| pairs.iter().find(|p| p.0 == k).map(|p| p.1.clone())
}

fn start(dir: &Path, game: GameOptions) -> (App, Receiver<Event>) {
    let args = SessionOptions {
        game,
        ..SessionOptions::default()
    };
    let mut app = Startup::prepare(&args, &env(dir), Instant::now())
        .unwrap()
        .app;
    let (tx, rx) = channel();
    app.engines.set_wake(tx);
    (app, rx)
}

fn mv(s: &str) -> Move {
    Move::from_iccs(s).unwrap()
}

/// Red plays `m` at the keyboard, then the engine's reply is waited for and played.
fn red_then_engine(app: &mut App, rx: &Receiver<Event>, m: &str) {
    let now = Instant::now();
    app.play(mv(m), None, now);
    if app.game.explicit_press() {
        app.game.press_clock(now).unwrap();
    }
    start_if_due(app, now);
    assert!(app.engines.is_thinking());
    let ev = rx
        .recv_timeout(Duration::from_secs(60))
        .expect("the engine answers");
    assert!(matches!(ev, Event::Engine));
    assert!(on_engine_event(app, Instant::now()));
}

#[test]
fn the_builtin_engine_answers_through_the_referee() {
    let dir = tempfile::tempdir().unwrap();
    let (mut app, rx) = start(
        dir.path(),
        GameOptions {
            black_engine: Some(EngineChoice::Builtin(Level::new(1).unwrap())),
            black: Some("chuhe engine:1".into()),
            ..GameOptions::default()
        },
    );
    red_then_engine(&mut app, &rx, "h2e2");
    assert_eq!(app.game.plies().len(), 2);
    assert_eq!(app.game.side_to_move(), Color::Red);
    assert_eq!(app.game.view().black, "chuhe engine:1");
    // While the engine thinks, the keyboard cannot move for Black.
    let now = Instant::now();
    app.play(mv("h0g2"), None, now);
    start_if_due(&mut app, now);
    app.play(mv("h9g7"), None, now);
    assert_eq!(
        app.game.plies().len(),
        3,
        "the keyboard moved for the engine"
    );
    let status = app.status.clone().unwrap();
    assert!(status.text.contains("engine"), "{}", status.text);
    rx.recv_timeout(Duration::from_secs(60)).unwrap();
    on_engine_event(&mut app, Instant::now());
    assert_eq!(app.game.plies().len(), 4);
}

#[test]
fn in_tournament_mode_the_engine_presses_its_clock() {
    let dir = tempfile::tempdir().unwrap();
    let (mut app, rx) = start(
        dir.path(),
        GameOptions {
            mode: Some(Mode::Tournament),
            time: Some(TimeControl::parse("5m+3s").unwrap()),
            black_engine: Some(EngineChoice::Builtin(Level::new(2).unwrap())),
            ..GameOptions::default()
        },
    );
    assert!(app.game.explicit_press());
    red_then_engine(&mut app, &rx, "h2e2");
    let view = app.game.view();
    assert_eq!(app.game.plies().len(), 2);
    assert!(!view.awaiting_press, "the engine did not press its clock");
    assert_eq!(view.clock_holder, Color::Red);
    assert_eq!(view.clocks[1].moves_made, 1);
}

#[test]
fn in_practice_mode_the_engine_writes_its_own_entry() {
    let dir = tempfile::tempdir().unwrap();
    let (mut app, rx) = start(
        dir.path(),
        GameOptions {
            mode: Some(Mode::Practice),
            black_engine: Some(EngineChoice::Builtin(Level::new(1).unwrap())),
            ..GameOptions::default()
        },
    );
    assert!(app.game.players_record());
    red_then_engine(&mut app, &rx, "h2e2");
    assert_eq!(app.game.plies().len(), 2);
    assert!(
        app.game.view().sheets[Color::Black.index()]
            .missing
            .is_empty(),
        "the engine's entry is missing"
    );
}

#[test]
fn an_external_engine_that_crashes_hands_its_side_back() {
    let dir = tempfile::tempdir().unwrap();
    let fake = Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/fixtures/fake_engine.sh");
    std::fs::create_dir_all(dir.path().join("config")).unwrap();
    std::fs::write(
        dir.path().join("config/config.toml"),
        format!(
            "[engines.broken]\npath = \"{}\"\nprotocol = \"uci\"\nargs = [\"crash\"]\n",
            fake.display()
        ),
    )
    .unwrap();
    let (mut app, rx) = start(
        dir.path(),
        GameOptions {
            black_engine: Some(EngineChoice::Named("broken".into())),
            ..GameOptions::default()
        },
    );
    red_then_engine(&mut app, &rx, "h2e2");
    let status = app.status.clone().unwrap();
    assert_eq!(status.kind, StatusKind::Error);
    assert!(
        status.text.contains("broken") && status.text.contains("exited"),
        "{}",
        status.text
    );
    assert_eq!(app.game.plies().len(), 1, "the game lost or gained a move");
    // Black is the keyboard's now.
    app.play(mv("h9g7"), None, Instant::now());
    assert_eq!(app.game.plies().len(), 2);
    assert!(!app.engines.plays(Color::Black));
}

#[test]
fn an_unknown_engine_name_stops_the_start() {
    let dir = tempfile::tempdir().unwrap();
    let args = SessionOptions {
        game: GameOptions {
            red_engine: Some(EngineChoice::Named("nosuch".into())),
            ..GameOptions::default()
        },
        ..SessionOptions::default()
    };
    let Err(e) = Startup::prepare(&args, &env(dir.path()), Instant::now()) else {
        panic!("started with an unknown engine")
    };
    assert!(e.to_string().contains("nosuch"), "{e}");
}

#[test]
fn engine_choices_parse() {
    assert_eq!(
        EngineChoice::parse("engine"),
        Some(Ok(EngineChoice::Builtin(Level::FULL)))
    );
    assert_eq!(
        EngineChoice::parse("engine:6"),
        Some(Ok(EngineChoice::Builtin(Level::new(6).unwrap())))
    );
    assert_eq!(
        EngineChoice::parse("engine:fairy"),
        Some(Ok(EngineChoice::Named("fairy".into())))
    );
    assert!(matches!(EngineChoice::parse("engine:11"), Some(Err(_))));
    assert!(matches!(EngineChoice::parse("engine:0"), Some(Err(_))));
    assert!(matches!(EngineChoice::parse("engine:"), Some(Err(_))));
    assert_eq!(EngineChoice::parse("张三"), None);
    assert_eq!(EngineChoice::parse("engineer"), None);
}
