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
    app.base.engines.set_wake(tx);
    (app, rx)
}

fn mv(s: &str) -> Move {
    Move::from_iccs(s).unwrap()
}

/// Red plays `m` at the keyboard, then the engine's reply is waited for and played.
fn red_then_engine(app: &mut App, rx: &Receiver<Event>, m: &str) {
    let now = Instant::now();
    app.base.play(mv(m), None, now);
    if app.base.game.explicit_press() {
        app.base.game.press_clock(now).unwrap();
    }
    start_if_due(app, now);
    assert!(app.base.engines.is_thinking());
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
    assert_eq!(app.base.game.plies().len(), 2);
    assert_eq!(app.base.game.side_to_move(), Color::Red);
    assert_eq!(app.base.game.view().black, "chuhe engine:1");
    // While the engine thinks, the keyboard cannot move for Black.
    let now = Instant::now();
    app.base.play(mv("h0g2"), None, now);
    start_if_due(&mut app, now);
    app.base.play(mv("h9g7"), None, now);
    assert_eq!(
        app.base.game.plies().len(),
        3,
        "the keyboard moved for the engine"
    );
    let status = app.base.status.clone().unwrap();
    assert!(status.text.contains("engine"), "{}", status.text);
    rx.recv_timeout(Duration::from_secs(60)).unwrap();
    on_engine_event(&mut app, Instant::now());
    assert_eq!(app.base.game.plies().len(), 4);
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
    assert!(app.base.game.explicit_press());
    red_then_engine(&mut app, &rx, "h2e2");
    let view = app.base.game.view();
    assert_eq!(app.base.game.plies().len(), 2);
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
    assert!(app.base.game.players_record());
    red_then_engine(&mut app, &rx, "h2e2");
    assert_eq!(app.base.game.plies().len(), 2);
    assert!(
        app.base.game.view().sheets[Color::Black.index()]
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
    let status = app.base.status.clone().unwrap();
    assert_eq!(status.kind, StatusKind::Error);
    assert!(
        status.text.contains("broken") && status.text.contains("exited"),
        "{}",
        status.text
    );
    assert_eq!(
        app.base.game.plies().len(),
        1,
        "the game lost or gained a move"
    );
    // Black is the keyboard's now.
    app.base.play(mv("h9g7"), None, Instant::now());
    assert_eq!(app.base.game.plies().len(), 2);
    assert!(!app.base.engines.plays(Color::Black));
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

fn ms(n: u64) -> Duration {
    Duration::from_millis(n)
}

fn start_in(dir: &Path, lang: &str, game: GameOptions) -> (App, Receiver<Event>) {
    let args = SessionOptions {
        game,
        ..SessionOptions::default()
    };
    let base = env(dir);
    let lang = lang.to_string();
    let get = move |k: &str| {
        if k == "LANG" {
            Some(lang.clone())
        } else {
            base(k)
        }
    };
    let mut app = Startup::prepare(&args, &get, Instant::now()).unwrap().app;
    let (tx, rx) = channel();
    app.base.engines.set_wake(tx);
    (app, rx)
}

/// The screen as text, drawn on ratatui's TestBackend.
fn screen(app: &mut App) -> String {
    screen_of(app, 120, 40)
}

/// The screen of `w`×`h` as text.
fn screen_of(app: &mut App, w: u16, h: u16) -> String {
    let mut term = ratatui::Terminal::new(ratatui::backend::TestBackend::new(w, h)).unwrap();
    let done = term.draw(|f| app.render(f)).unwrap();
    let buf = done.buffer.clone();
    let mut out = String::new();
    for y in 0..buf.area.height {
        let mut skip = 0;
        for x in 0..buf.area.width {
            if skip > 0 {
                skip -= 1;
                continue;
            }
            let sym = buf[(x, y)].symbol();
            skip = unicode_width::UnicodeWidthStr::width(sym).saturating_sub(1);
            out.push_str(sym);
        }
        out.push('\n');
    }
    out
}

/// The built-in engine's Elo estimate stands after its name beside the clock, in
/// both languages, with the clock still shown: untimed and timed, the longest name
/// (level 10), at 80×24 too.
#[test]
fn the_engines_elo_estimate_stands_after_its_name() {
    let dir = tempfile::tempdir().unwrap();
    let level = Level::FULL;
    let elo = level.elo_estimate().expect("level 10 has an estimate");
    let cases = [
        ("zh_CN.UTF-8", format!("约{elo}等级分"), "不限时"),
        ("en_US.UTF-8", format!("~{elo} Elo"), "untimed"),
    ];
    for (lang, estimate, untimed) in cases {
        for time in [None, Some("15m+10s")] {
            let (mut app, _rx) = start_in(
                dir.path(),
                lang,
                GameOptions {
                    black_engine: Some(EngineChoice::Builtin(level)),
                    black: Some("chuhe engine:10".into()),
                    time: time.map(|t| TimeControl::parse(t).unwrap()),
                    ..GameOptions::default()
                },
            );
            let clock = if time.is_some() { "15:00" } else { untimed };
            for (w, h) in [(80, 24), (120, 40)] {
                let s = screen_of(&mut app, w, h);
                let row = s
                    .lines()
                    .find(|l| l.contains("chuhe engine:10"))
                    .unwrap_or_else(|| panic!("no engine row:\n{s}"));
                let after = &row[row.find("chuhe engine:10").unwrap()..];
                assert!(
                    after.contains(&format!("chuhe engine:10 {estimate}")) && after.contains(clock),
                    "{lang} {time:?} {w}×{h}:\n{s}"
                );
            }
            // The player at the keyboard has no estimate.
            let s = screen_of(&mut app, 120, 40);
            assert_eq!(s.matches(&estimate).count(), 1, "{s}");
        }
    }
}

/// The result sheet's recording line (7): "记录 (7)：红方 漏记N 错记N   黑方 漏记N 错记N".
fn recording_line(screen: &str) -> String {
    screen
        .lines()
        .find(|l| l.contains("记录 (7)"))
        .unwrap_or_else(|| panic!("no recording line on the result sheet:\n{screen}"))
        .trim()
        .to_string()
}

/// Practice against the engine (7.1: each player writes every move): the engine
/// writes the player's moves on its own sheet as well as its own, the player is
/// asked for the engine's move as it arrives, and the result sheet counts what was
/// asked. The player here writes the engine's first move and skips its second: one
/// entry missing for Red, none for the engine.
#[test]
fn in_practice_the_engines_sheet_is_complete_and_the_player_is_asked_for_its_moves() {
    let dir = tempfile::tempdir().unwrap();
    let (mut app, rx) = start_in(
        dir.path(),
        "zh_CN.UTF-8",
        GameOptions {
            mode: Some(Mode::Practice),
            black_engine: Some(EngineChoice::Builtin(Level::new(1).unwrap())),
            ..GameOptions::default()
        },
    );
    assert_eq!(
        app.base.game.config().recording,
        chuhe::match_control::Recording::AllMoves,
        "against an engine the mode's own recording (7.1)"
    );
    for (i, (red, entry)) in [("h2e2", "炮二平五"), ("h0g2", "马二进三")]
        .iter()
        .enumerate()
    {
        let now = Instant::now();
        app.base.play(mv(red), Some(entry.to_string()), now);
        start_if_due(&mut app, now);
        rx.recv_timeout(Duration::from_secs(60))
            .expect("the engine answers");
        assert!(on_engine_event(&mut app, Instant::now()));
        let ply = 2 * i + 1;
        assert_eq!(
            app.base.target,
            chuhe::tui::screens::game::InputTarget::Record {
                owner: Color::Red,
                ply
            },
            "the player is asked for the engine's move"
        );
        if i == 0 {
            let text = app.base.game.plies()[ply].text.clone();
            app.base
                .game
                .record(Color::Red, ply, text, Instant::now())
                .unwrap();
        }
        app.base.target = chuhe::tui::screens::game::InputTarget::Move;
        app.base.focus = chuhe::tui::screens::game::Focus::Board;
    }
    // The engine's sheet has the player's moves too.
    let black = &app.base.game.view().sheets[Color::Black.index()];
    assert!(black.missing.is_empty(), "{:?}", black.missing);
    // Red resigns on its own turn; the result sheet counts the sheets.
    app.base.game.resign(Instant::now()).unwrap();
    start_if_due(&mut app, Instant::now());
    let line = recording_line(&screen(&mut app));
    assert!(line.contains("红方 漏记1 错记0"), "{line}");
    assert!(line.contains("黑方 漏记0 错记0"), "{line}");
}

/// A game that ends on the player's move (a mate in one from a set position): the
/// engine writes that last move too, so its sheet is complete on the result sheet.
#[test]
fn the_engine_writes_the_last_move_of_a_game_it_did_not_make() {
    let dir = tempfile::tempdir().unwrap();
    let start = chuhe::rules::Position::from_fen("3k5/1R7/9/9/9/9/9/9/9/R4K3 w").unwrap();
    let (mut app, _rx) = start_in(
        dir.path(),
        "zh_CN.UTF-8",
        GameOptions {
            mode: Some(Mode::Practice),
            start: Some(start),
            black_engine: Some(EngineChoice::Builtin(Level::new(1).unwrap())),
            ..GameOptions::default()
        },
    );
    let now = Instant::now();
    app.base.play(mv("a0a9"), Some("车九进九".into()), now);
    assert!(app.base.game.is_over(), "a0a9 mates");
    start_if_due(&mut app, now);
    let line = recording_line(&screen(&mut app));
    assert!(line.contains("红方 漏记0 错记0"), "{line}");
    assert!(line.contains("黑方 漏记0 错记0"), "{line}");
}

/// The TUI's engine seat on simulated time (as `tests/core/engine_time.rs` does for the
/// engine alone): the engine plays Black on chuhe's real referee and clock, its
/// search reads `NodeClock` (10 000 nodes a second, 30 ms lag), and between the end
/// of its search and its move reaching the referee a load the search does not see
/// passes (`hidden`). Red moves at once. `Err` says where Black's flag fell.
fn seat_on_simulated_time(
    spec: &str,
    plies: usize,
    hidden: fn(usize) -> Duration,
) -> Result<(), String> {
    let dir = tempfile::tempdir().unwrap();
    let (mut app, rx) = start_in(
        dir.path(),
        "en_US.UTF-8",
        GameOptions {
            time: Some(TimeControl::parse(spec).unwrap()),
            black_engine: Some(EngineChoice::Builtin(Level::FULL)),
            ..GameOptions::default()
        },
    );
    app.base.engines.set_search_clock(std::sync::Arc::new(|| {
        Box::new(chuhe::engine::NodeClock {
            nodes_per_second: 10_000,
            lag: ms(30),
        })
    }));
    let mut red = chuhe::engine::Searcher::new(1);
    let mut now = Instant::now();
    for ply in 0..plies {
        if app.base.game.is_over() {
            break;
        }
        // Red: a shallow search's move, played at once.
        let moves: Vec<Move> = app.base.game.moves().collect();
        let game = chuhe::engine::GameHistory::with_moves(
            app.base.game.rules(),
            app.base.game.start_position(),
            &moves,
        )
        .unwrap();
        let out = red.search(
            &game,
            &chuhe::engine::Limits::depth(1),
            1,
            std::sync::Arc::new(std::sync::atomic::AtomicBool::new(false)),
            Box::new(chuhe::engine::WallClock::start()),
            &mut |_| {},
        );
        let Some(m) = out.best else { break };
        app.base.play(m, None, now);
        if app.base.game.is_over() {
            break;
        }
        start_if_due(&mut app, now);
        assert!(app.base.engines.is_thinking());
        let face = app.base.game.view().clocks[Color::Black.index()].remaining;
        rx.recv_timeout(Duration::from_secs(120))
            .expect("the engine answers");
        let searched = app
            .base
            .engines
            .finished_search()
            .expect("a finished search");
        now += searched + hidden(ply);
        on_engine_event(&mut app, now);
        if let Some(v) = app.base.game.verdict() {
            use chuhe::match_control::Reason;
            if matches!(v.reason, Reason::FlagFell | Reason::ClockNotPressed) {
                return Err(format!(
                    "{spec}: Black's flag fell at its move {ply}: searched {searched:?} + {:?} with {face:?} left",
                    hidden(ply)
                ));
            }
            break;
        }
        assert_eq!(app.base.game.side_to_move(), Color::Red, "the engine moved");
    }
    Ok(())
}

#[test]
fn the_seat_never_loses_on_time_at_three_seconds_a_move() {
    seat_on_simulated_time("1/3s", 30, |_| ms(20)).unwrap();
    // A load that grows as the game goes on (50 ms, then 40 ms more a move, up to
    // 900 ms): the seat measures its move overhead and keeps up.
    seat_on_simulated_time("1/3s", 30, |n| ms((50 + 80 * n as u64).min(900))).unwrap();
}

#[test]
fn the_seat_never_loses_on_time_at_five_minutes_plus_three_seconds() {
    seat_on_simulated_time("5m+3s", 20, |_| ms(20)).unwrap();
    seat_on_simulated_time("5m+3s", 20, |n| ms((50 + 80 * n as u64).min(900))).unwrap();
}

/// Pondering (`ponder = true`): after its move the engine thinks about the reply it
/// expects, on the player's time, and never moves for the player; when the player
/// plays the expected reply (a ponder hit) the engine answers it.
#[test]
fn pondering_thinks_on_the_players_time_and_a_hit_gives_a_move() {
    let dir = tempfile::tempdir().unwrap();
    std::fs::create_dir_all(dir.path().join("config")).unwrap();
    std::fs::write(dir.path().join("config/config.toml"), "ponder = true\n").unwrap();
    let (mut app, rx) = start_in(
        dir.path(),
        "en_US.UTF-8",
        GameOptions {
            black_engine: Some(EngineChoice::Builtin(Level::FULL)),
            ..GameOptions::default()
        },
    );
    // Simulated time: an untimed move is 2 s, 20 000 nodes; the ponder search has
    // no limit and runs until the player moves.
    app.base.engines.set_search_clock(std::sync::Arc::new(|| {
        Box::new(chuhe::engine::NodeClock {
            nodes_per_second: 10_000,
            lag: ms(0),
        })
    }));
    red_then_engine(&mut app, &rx, "h2e2");
    let expected = app
        .base
        .engines
        .pondering()
        .expect("the engine ponders on the reply it expects");
    assert!(
        !app.base.engines.is_thinking(),
        "pondering is not thinking about its move"
    );
    // On the player's time: whatever the ponder thread says, no move is played.
    std::thread::sleep(ms(300));
    while let Ok(ev) = rx.try_recv() {
        assert!(matches!(ev, Event::Engine));
        on_engine_event(&mut app, Instant::now());
    }
    assert_eq!(app.base.game.plies().len(), 2, "pondering played a move");
    assert_eq!(app.base.game.side_to_move(), Color::Red);
    assert!(app.base.engines.keyboard_may_move(Color::Red));
    // The player plays the expected reply: a ponder hit, and the engine answers.
    let now = Instant::now();
    app.base.play(expected, None, now);
    start_if_due(&mut app, now);
    assert_eq!(app.base.engines.last_ponder(), Some((expected, true)));
    assert!(app.base.engines.is_thinking());
    rx.recv_timeout(Duration::from_secs(60))
        .expect("the engine answers");
    // Stale wake-ups of the ponder thread may come first.
    while app.base.game.plies().len() < 4 {
        on_engine_event(&mut app, Instant::now());
        if app.base.game.plies().len() < 4 {
            rx.recv_timeout(Duration::from_secs(60))
                .expect("the engine answers");
        }
    }
    assert_eq!(app.base.game.side_to_move(), Color::Red);
    // A reply other than the expected one is a miss; the engine answers it as well.
    if let Some(expected) = app.base.engines.pondering() {
        let other = app
            .base
            .game
            .position()
            .legal_moves()
            .iter()
            .copied()
            .find(|&m| m != expected)
            .unwrap();
        let now = Instant::now();
        app.base.play(other, None, now);
        start_if_due(&mut app, now);
        assert_eq!(app.base.engines.last_ponder(), Some((expected, false)));
        while app.base.game.plies().len() < 6 {
            rx.recv_timeout(Duration::from_secs(60))
                .expect("the engine answers");
            on_engine_event(&mut app, Instant::now());
        }
    }
}

/// Pondering is off by default: after its move the engine rests.
#[test]
fn pondering_is_off_by_default() {
    let dir = tempfile::tempdir().unwrap();
    let (mut app, rx) = start_in(
        dir.path(),
        "en_US.UTF-8",
        GameOptions {
            black_engine: Some(EngineChoice::Builtin(Level::new(3).unwrap())),
            ..GameOptions::default()
        },
    );
    red_then_engine(&mut app, &rx, "h2e2");
    assert_eq!(app.base.engines.pondering(), None);
    assert!(!app.base.engines.is_thinking());
}

/// A game whose config names `hint_engine = "helper"`, the engine given as toml.
fn with_hint_engine(dir: &Path, engine: &str) -> (App, Receiver<Event>) {
    std::fs::create_dir_all(dir.join("config")).unwrap();
    std::fs::write(
        dir.join("config/config.toml"),
        format!("hint_engine = \"helper\"\n\n[engines.helper]\n{engine}"),
    )
    .unwrap();
    start_in(dir, "zh_CN.UTF-8", GameOptions::default())
}

fn fake(mode: &str) -> String {
    let script = Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/fixtures/fake_engine.sh");
    format!(
        "path = \"{}\"\nprotocol = \"uci\"\nargs = [\"{mode}\"]\n",
        script.display()
    )
}

/// `y` asks the external engine the config names: the fake engine's h2e2, shown in
/// Chinese and counted.
#[test]
fn the_hint_comes_from_the_configured_external_engine() {
    let dir = tempfile::tempdir().unwrap();
    let (mut app, _rx) = with_hint_engine(dir.path(), &fake("good"));
    assert_eq!(app.base.hint.engine_name(), Some("helper"));
    chuhe::tui::hint::ask(&mut app.base);
    assert!(chuhe::tui::hint::wait(&mut app.base), "no hint arrived");
    assert_eq!(chuhe::tui::hint::shown(&app.base), Some(mv("h2e2")));
    let status = app.base.status.clone().unwrap();
    assert!(status.text.contains("炮二平五"), "{}", status.text);
    // Another engine than the analysis pane's: the text names it.
    assert!(status.text.ends_with("（引擎 helper）"), "{}", status.text);
    assert_eq!(app.base.game.hints_used(), [1, 0]);
}

/// An external hint engine that crashes or sends garbage is reported in the status
/// line, no hint is counted, and the game goes on.
#[test]
fn a_misbehaving_hint_engine_is_reported_and_the_game_goes_on() {
    for (mode, word) in [("crash", "退出"), ("garbage", "无法识别")] {
        let dir = tempfile::tempdir().unwrap();
        let (mut app, _rx) = with_hint_engine(dir.path(), &fake(mode));
        chuhe::tui::hint::ask(&mut app.base);
        assert!(
            chuhe::tui::hint::wait(&mut app.base),
            "{mode}: nothing said"
        );
        let status = app.base.status.clone().unwrap();
        assert_eq!(status.kind, StatusKind::Error, "{mode}: {}", status.text);
        assert!(
            status.text.contains("helper") && status.text.contains(word),
            "{mode}: {}",
            status.text
        );
        assert_eq!(chuhe::tui::hint::shown(&app.base), None);
        assert_eq!(app.base.game.hints_used(), [0, 0]);
        app.base.play(mv("h2e2"), None, Instant::now());
        assert_eq!(
            app.base.game.plies().len(),
            1,
            "{mode}: the game did not go on"
        );
        // The next hint starts the engine again (and it fails again, said again).
        chuhe::tui::hint::ask(&mut app.base);
        assert!(chuhe::tui::hint::wait(&mut app.base));
        assert_eq!(app.base.status.clone().unwrap().kind, StatusKind::Error);
    }
}

/// With Debian's Fairy-Stockfish as the hint engine (UCI, ranks 1–10): its move is
/// legal in the position, marked on the board and counted.
#[test]
fn fairy_stockfish_gives_a_legal_hint() {
    let dir = tempfile::tempdir().unwrap();
    let (mut app, _rx) = with_hint_engine(
        dir.path(),
        "path = \"/usr/games/fairy-stockfish\"\nprotocol = \"uci-fairy\"\n",
    );
    app.base.play(mv("h2e2"), None, Instant::now());
    chuhe::tui::hint::ask(&mut app.base);
    assert!(chuhe::tui::hint::wait(&mut app.base), "no hint arrived");
    let hint = chuhe::tui::hint::shown(&app.base).expect("a hint is marked");
    assert!(app.base.game.position().is_legal(hint), "{hint:?}");
    assert_eq!(app.base.game.hints_used(), [0, 1]);
}

/// A game against the level-10 engine as Black in `mode`, Red's first move played:
/// the engine is thinking on its own clock (the receiver keeps its channel open).
fn engine_thinking(dir: &Path, mode: Mode) -> (App, Receiver<Event>, Instant) {
    let (mut app, rx) = start(
        dir,
        GameOptions {
            mode: Some(mode),
            black_engine: Some(EngineChoice::Builtin(Level::new(10).unwrap())),
            ..GameOptions::default()
        },
    );
    let now = Instant::now();
    app.base.play(mv("h2e2"), None, now);
    if app.base.game.explicit_press() {
        app.base.game.press_clock(now).unwrap();
    }
    start_if_due(&mut app, now);
    assert!(app.base.engines.is_thinking());
    assert_eq!(
        app.base.game.at_keyboard(),
        Color::Black,
        "the engine's clock runs"
    );
    (app, rx, now)
}

/// Resigning while the engine thinks: `r`, `y` on the engine's time resigns for
/// the player at the keyboard, not for the engine whose clock runs (the player
/// may resign at any time; before this, the engine lost by the player's key).
#[test]
fn resigning_while_the_engine_thinks_resigns_for_the_player() {
    use chuhe::match_control::Reason;
    use crossterm::event::{KeyCode, KeyEvent, KeyModifiers};
    let dir = tempfile::tempdir().unwrap();
    let (mut app, _rx, now) = engine_thinking(dir.path(), Mode::Casual);
    for c in ['r', 'y'] {
        app.on_key(KeyEvent::new(KeyCode::Char(c), KeyModifiers::NONE), now);
    }
    let verdict = app
        .base
        .game
        .verdict()
        .expect("the game ended by resignation");
    assert_eq!(verdict.reason, Reason::Resignation);
    assert_eq!(verdict.outcome.loser(), Some(Color::Red), "{verdict:?}");
}

/// While the engine thinks, the sheet tallied on screen is the player's, not the
/// engine's whose clock runs (practice mode: each writes their own, 7.1).
#[test]
fn while_the_engine_thinks_the_screen_shows_the_players_sheet() {
    let dir = tempfile::tempdir().unwrap();
    let (app, _rx, _) = engine_thinking(dir.path(), Mode::Practice);
    assert_eq!(app.base.viewer(), chuhe::tui::app::Viewer::Side(Color::Red));
}
