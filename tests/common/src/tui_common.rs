//! A harness that runs the whole TUI app on ratatui's TestBackend: keys in, screen
//! text out, with made-up times and no terminal.
#![allow(dead_code)]

pub use super::tui_fuzz as fuzz;

use std::time::{Duration, Instant};

use crossterm::event::{KeyCode, KeyEvent, KeyModifiers};
use ratatui::Terminal;
use ratatui::backend::TestBackend;

use chuhe::catalogue::FileText;
pub use chuhe::lang::Lang;
use chuhe::tui::app::{App, Look};
use chuhe::tui::config::BoardSize;
use chuhe::tui::event_loop;
use chuhe::tui::game::GameInPlay;
use chuhe::tui::io::Io;
use chuhe::tui::new_game::GameSetup;
use chuhe::tui::notify::Notice;
use chuhe::tui::screens::Screen;
use chuhe::tui::theme::{ColorDepth, Theme};
use chuhe::tui::view::board::Glyphs;

pub struct Harness {
    pub app: App,
    pub term: Terminal<TestBackend>,
    pub now: Instant,
    pub frame: ratatui::buffer::Buffer,
}

/// Files only for what a screen writes itself (an event file, the dictation figures,
/// through `Io::write_data`); games are not saved.
pub struct NoGameSaves;

impl Io for NoGameSaves {
    fn autosave(&mut self, _: &GameInPlay) -> Result<(), FileText> {
        Ok(())
    }
    fn save_files(&mut self, _: &GameInPlay) -> Result<std::path::PathBuf, FileText> {
        Err(FileText::SavingUnavailable)
    }
    fn notify(&mut self, _: Notice, _: Lang) {}
    fn mouse_capture(&mut self, _: bool) -> Result<(), String> {
        Ok(())
    }
}

pub fn look(lang: Lang) -> Look {
    let depth = ColorDepth::Ansi256;
    Look {
        lang,
        theme: Theme::builtin("classic", depth).unwrap(),
        glyphs: Glyphs::Cjk,
        notation: None,
        board: BoardSize::Auto,
        depth,
        theme_dir: None,
    }
}

impl Harness {
    pub fn new(w: u16, h: u16, lang: Lang) -> Harness {
        Harness::with_setup(w, h, lang, GameSetup::default())
    }

    pub fn with_setup(w: u16, h: u16, lang: Lang, setup: GameSetup) -> Harness {
        let now = Instant::now();
        let game = GameInPlay::new(setup.to_config(lang).unwrap(), now);
        Harness::with_app(w, h, App::new(look(lang), game, now), now)
    }

    /// `screen` on its own over a new game, as `session::run_screen` runs it
    /// (`chuhe dictate`, `chuhe view --fen`): closing it leaves.
    pub fn on_its_own(w: u16, h: u16, lang: Lang, screen: Box<dyn Screen>) -> Harness {
        let mut t = Harness::new(w, h, lang);
        t.app.view_only = true;
        t.app.push(screen);
        t.draw();
        t
    }

    fn with_app(w: u16, h: u16, app: App, now: Instant) -> Harness {
        let term = Terminal::new(TestBackend::new(w, h)).unwrap();
        let mut h = Harness {
            app,
            term,
            now,
            frame: ratatui::buffer::Buffer::empty(ratatui::layout::Rect::ZERO),
        };
        h.draw();
        h
    }

    /// Draws a frame. The frame's own buffer is kept: TestBackend keeps stale
    /// symbols in cells hidden behind a wide character, which a real terminal
    /// erases.
    pub fn draw(&mut self) {
        let app = &mut self.app;
        let done = self.term.draw(|f| app.render(f)).unwrap();
        self.frame = done.buffer.clone();
    }

    /// The screen as text: one line per row, the cells hidden behind a wide
    /// character left out, trailing blanks trimmed.
    pub fn screen(&mut self) -> String {
        self.draw();
        screen_text(&self.frame)
    }

    /// The symbol and style of the cell at (x, y).
    pub fn cell(&self, x: u16, y: u16) -> ratatui::buffer::Cell {
        self.frame[(x, y)].clone()
    }

    /// Where `needle` first appears on screen: (x, y) in cells.
    pub fn find(&mut self, needle: &str) -> Option<(u16, u16)> {
        (0..self.frame.area.height).find_map(|y| {
            let cells = row_cells(&self.frame, y);
            let line: String = cells.iter().map(|c| c.1).collect();
            let byte = line.find(needle)?;
            let mut seen = 0;
            cells.iter().find_map(|(x, sym)| {
                seen += sym.len();
                (seen > byte).then_some((*x, y))
            })
        })
    }

    pub fn wait(&mut self, secs: u64) {
        self.now += Duration::from_secs(secs);
    }

    pub fn key(&mut self, code: KeyCode) {
        self.key_mod(code, KeyModifiers::NONE);
    }

    pub fn key_mod(&mut self, code: KeyCode, m: KeyModifiers) {
        let ev = crossterm::event::Event::Key(KeyEvent::new(code, m));
        if event_loop::handle(&mut self.app, ev, self.now) {
            self.draw();
        }
    }

    /// Types text one character at a time, as an IME delivers it.
    pub fn type_text(&mut self, s: &str) {
        for c in s.chars() {
            self.key(KeyCode::Char(c));
        }
    }

    pub fn ctrl(&mut self, c: char) {
        self.key_mod(KeyCode::Char(c), KeyModifiers::CONTROL);
    }

    pub fn resize(&mut self, w: u16, h: u16) {
        self.term.backend_mut().resize(w, h);
        self.draw();
    }
}

/// The visible cells of a row: (x, symbol), leaving out the cells hidden behind
/// a wide character.
fn row_cells(buf: &ratatui::buffer::Buffer, y: u16) -> Vec<(u16, &str)> {
    let mut out = Vec::new();
    let mut skip = 0;
    for x in 0..buf.area.width {
        if skip > 0 {
            skip -= 1;
            continue;
        }
        let sym = buf[(x, y)].symbol();
        out.push((x, sym));
        skip = unicode_width::UnicodeWidthStr::width(sym).saturating_sub(1);
    }
    out
}

pub fn screen_text(buf: &ratatui::buffer::Buffer) -> String {
    let mut out = String::new();
    for y in 0..buf.area.height {
        let line: String = row_cells(buf, y).into_iter().map(|c| c.1).collect();
        out.push_str(line.trim_end());
        out.push('\n');
    }
    out
}

/// Plays a move typed as coordinates: Tab, the text, Enter.
pub fn typed_move(t: &mut Harness, m: &str) {
    t.key(KeyCode::Tab);
    t.type_text(m);
    t.key(KeyCode::Enter);
}
