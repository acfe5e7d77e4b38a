//! The TUI's own work, without a terminal: drawing a whole frame (ratatui's
//! TestBackend) at 80×24 and 120×40, and a keystroke that completes a move, from the
//! key to the drawn frame. The terminal side (first frame, bytes, memory) is
//! measured through a pseudo-terminal by `chuhe bench tui`.

use std::hint::black_box;
use std::time::Instant;

use criterion::{Criterion, criterion_group, criterion_main};
use crossterm::event::{Event, KeyCode, KeyEvent, KeyModifiers};
use ratatui::Terminal;
use ratatui::backend::TestBackend;

use chuhe::lang::Lang;
use chuhe::match_control::Mode;
use chuhe::tui::app::{App, Look};
use chuhe::tui::config::BoardSize;
use chuhe::tui::event_loop;
use chuhe::tui::game::{GameInPlay, hot_seat_config};
use chuhe::tui::theme::{ColorDepth, Theme};
use chuhe::tui::view::board::Glyphs;

fn app() -> App {
    let depth = ColorDepth::Ansi256;
    let look = Look {
        lang: Lang::Zh,
        theme: Theme::builtin("classic", depth).unwrap(),
        glyphs: Glyphs::Cjk,
        notation: None,
        board: BoardSize::Auto,
        depth,
        theme_dir: None,
    };
    let now = Instant::now();
    App::new(
        look,
        GameInPlay::new(hot_seat_config(Mode::Casual), now),
        now,
    )
}

fn key(c: char) -> Event {
    Event::Key(KeyEvent::new(KeyCode::Char(c), KeyModifiers::NONE))
}

fn bench(c: &mut Criterion) {
    for (w, h) in [(80, 24), (120, 40)] {
        c.bench_function(&format!("tui: full frame {w}x{h}"), |b| {
            let mut app = app();
            b.iter(|| {
                // A fresh terminal: every cell is drawn and diffed.
                let mut term = Terminal::new(TestBackend::new(w, h)).unwrap();
                event_loop::draw(&mut term, black_box(&mut app)).unwrap();
                black_box(term.backend().buffer().content.len())
            })
        });
    }
    c.bench_function(
        "tui: Enter completing 炮二平五, then undo (80x24)",
        |b| {
            let mut app = app();
            let mut term = Terminal::new(TestBackend::new(80, 24)).unwrap();
            event_loop::draw(&mut term, &mut app).unwrap();
            let now = Instant::now();
            b.iter(|| {
                for ch in "炮二平五".chars() {
                    event_loop::handle(&mut app, key(ch), now);
                }
                event_loop::draw(&mut term, &mut app).unwrap();
                let enter = Event::Key(KeyEvent::new(KeyCode::Enter, KeyModifiers::NONE));
                event_loop::handle(&mut app, enter, now);
                event_loop::draw(&mut term, &mut app).unwrap();
                event_loop::handle(&mut app, key('u'), now);
                let _ = app.take_effects();
                event_loop::draw(&mut term, &mut app).unwrap();
            })
        },
    );
}

criterion_group!(benches, bench);
criterion_main!(benches);
