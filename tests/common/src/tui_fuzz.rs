//! The checks behind the TUI's fuzz targets (`fuzz/fuzz_targets/tui_*.rs`), also run
//! over their seeds by `tests/tui/tui_fuzz_seeds.rs`: whatever comes in — a config or
//! theme file, a save, the bytes the backend writes, a player's keys and the window
//! resized at any moment — nothing panics, and what comes out keeps its promises.
//!
//! Self-contained (only the chuhe, ratatui and crossterm APIs) so that the fuzz crate
//! can include it by path.
#![allow(dead_code)]

use std::io::Write;
use std::time::{Duration, Instant};

use crossterm::event::{
    Event, KeyCode, KeyEvent, KeyModifiers, MouseButton, MouseEvent, MouseEventKind,
};
use ratatui::Terminal;
use ratatui::backend::TestBackend;

use chuhe::lang::Lang;
use chuhe::match_control::{Mode, TimeControl};
use chuhe::tui::app::{App, Look};
use chuhe::tui::config::{BoardSize, Config};
use chuhe::tui::game::{GameInPlay, hot_seat_config};
use chuhe::tui::output::CursorTracker;
use chuhe::tui::theme::{ColorDepth, Theme};
use chuhe::tui::view::board::Glyphs;
use chuhe::tui::{event_loop, save, view};

/// A config or a theme file: read without panicking; a theme that reads has a style
/// for every role at every colour depth.
pub fn check_config_text(text: &str) {
    let _ = Config::parse(text);
    for depth in [
        ColorDepth::Mono,
        ColorDepth::Ansi16,
        ColorDepth::Ansi256,
        ColorDepth::TrueColor,
    ] {
        if let Ok(theme) = Theme::parse(text, depth) {
            assert!(!theme.name.is_empty());
        }
    }
}

/// A save (or anything else) offered as one: read without panicking.
pub fn check_save_text(text: &str) {
    let _ = save::from_json(text, Instant::now());
}

/// The output writer: passes everything on but cursor moves to where the cursor
/// already is. Without any `ESC [ … H` in the input, the output is the input.
pub fn check_output_bytes(bytes: &[u8]) {
    let mut t = CursorTracker::new(Vec::new());
    // Written in two pieces at an arbitrary point, as a buffered writer may.
    let cut = bytes.first().map_or(0, |&b| b as usize % (bytes.len() + 1));
    t.write_all(&bytes[..cut]).unwrap();
    t.write_all(&bytes[cut..]).unwrap();
    t.flush().unwrap();
    let out = t.get_mut().clone();
    assert!(out.len() <= bytes.len());
    if !bytes.contains(&b'H') {
        assert_eq!(out, bytes);
    }
}

/// Sizes the window is resized to: large, full, compact, too small, tiny.
const SIZES: [(u16, u16); 6] = [(120, 40), (80, 24), (60, 18), (40, 12), (12, 4), (1, 1)];

const TYPED: [char; 24] = [
    '炮', '二', '平', '五', '马', '8', '进', '7', '车', '一', '九', '兵', '前', '后', '卒', 'C',
    '2', '.', '5', 'H', '+', 'h', 'e', '0',
];

const COMMANDS: [char; 19] = [
    'u', 'f', 'r', 'd', 'c', 'p', 'w', 'z', 's', 'n', 'a', 't', 'm', 'q', 'y', '?', ':', 'k', 'l',
];

/// A player's session: the first byte picks the game (mode, clock, glyphs), every
/// other byte one event — a key, a paste, a click, a resize, or a minute passing.
/// After every event the screen is drawn at the window's current size.
pub fn check_session(script: &[u8]) {
    let Some((&setup, events)) = script.split_first() else {
        return;
    };
    let t0 = Instant::now();
    let mode = [Mode::Casual, Mode::Practice, Mode::Tournament][setup as usize % 3];
    let mut config = hot_seat_config(mode);
    config.time_control = match setup / 3 % 3 {
        0 => TimeControl::untimed(),
        1 => TimeControl::parse("1m").unwrap(),
        _ => TimeControl::parse("40/2m,10/1m+2s").unwrap(),
    };
    let depth = ColorDepth::Ansi256;
    let look = Look {
        lang: if setup & 0x20 == 0 {
            Lang::Zh
        } else {
            Lang::En
        },
        theme: Theme::builtin("classic", depth).unwrap(),
        glyphs: if setup & 0x40 == 0 {
            Glyphs::Cjk
        } else {
            Glyphs::Ascii
        },
        notation: None,
        board: BoardSize::Auto,
        depth,
        theme_dir: None,
    };
    let mut app = App::new(look, GameInPlay::new(config, t0), t0);
    app.base.mouse = setup & 0x80 != 0;
    let mut term = Terminal::new(TestBackend::new(80, 24)).unwrap();
    let mut now = t0;
    let draw = |term: &mut Terminal<TestBackend>, app: &mut App| {
        let mut screen = None;
        term.draw(|f| screen = view::draw(f, &app.base)).unwrap();
        app.base.drawn(screen);
    };
    draw(&mut term, &mut app);
    for &b in events {
        now += Duration::from_millis(700);
        let key = |code| Event::Key(KeyEvent::new(code, KeyModifiers::NONE));
        let ev = match b % 64 {
            0 => key(KeyCode::Up),
            1 => key(KeyCode::Down),
            2 => key(KeyCode::Left),
            3 => key(KeyCode::Right),
            4 | 5 => key(KeyCode::Enter),
            6 => key(KeyCode::Char(' ')),
            7 => key(KeyCode::Esc),
            8 => key(KeyCode::Tab),
            9 => key(KeyCode::Backspace),
            10 => key(KeyCode::BackTab),
            11 => key(KeyCode::F(1)),
            12 => Event::Key(KeyEvent::new(KeyCode::Char('c'), KeyModifiers::CONTROL)),
            13 => Event::Paste("炮二平五".into()),
            14 => {
                now += Duration::from_secs(30);
                if app.tick(now) {
                    draw(&mut term, &mut app);
                }
                continue;
            }
            15 => {
                let (w, h) = SIZES[(b as usize / 64) % SIZES.len()];
                term.backend_mut().resize(w, h);
                Event::Resize(w, h)
            }
            16 => Event::Mouse(MouseEvent {
                kind: MouseEventKind::Down(MouseButton::Left),
                column: b as u16 % 80,
                row: (b as u16 * 7) % 24,
                modifiers: KeyModifiers::NONE,
            }),
            n @ 17..=40 => key(KeyCode::Char(TYPED[(n - 17) as usize])),
            n => key(KeyCode::Char(COMMANDS[(n - 41) as usize % COMMANDS.len()])),
        };
        event_loop::handle(&mut app, ev, now);
        let _ = app.take_effects();
        if app.base.quit {
            break;
        }
        draw(&mut term, &mut app);
        if let Some(at) = app.next_deadline() {
            assert!(at > t0, "a deadline is in the game's future");
        }
    }
}
