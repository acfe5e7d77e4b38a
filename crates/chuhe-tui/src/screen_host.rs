//! Runs screens on their own, outside the game's app: `chuhe dictate` (the dictation
//! screen) and `chuhe view --fen` (the position editor). [`ScreenHost`] is the pure
//! part — a stack of screens, keys in, effects carried out through [`HostIo`] — so
//! tests drive it on ratatui's `TestBackend`; [`run`] puts it on the terminal, in
//! the app's loop (`event_loop::run_loop`: the host is one of its runners).

use std::io::IsTerminal;
use std::path::PathBuf;
use std::sync::mpsc;
use std::time::Instant;

use anyhow::{Context as _, bail};
use crossterm::event::{Event as TermEvent, KeyEvent, KeyEventKind, MouseButton, MouseEventKind};
use ratatui::layout::Rect;

use super::action::Action;
use super::app::{Look, Status, StatusKind};
use super::event_loop::{self, Runner};
use super::events::{self, Event};
use super::screens::{Cx, Screen, ScreenEffect};
use super::view::board::Glyphs;
use chuhe_core::lang::{Lang, Render};
use chuhe_core::rules::Position;

/// What the host does outside its state: writing files.
pub trait HostIo {
    fn write_data(&mut self, path: &std::path::Path, bytes: &[u8]) -> Result<(), String>;
}

/// Writes through `atomic_file`, making the directory first.
pub struct FileIo;

impl HostIo for FileIo {
    fn write_data(&mut self, path: &std::path::Path, bytes: &[u8]) -> Result<(), String> {
        if let Some(dir) = path.parent() {
            std::fs::create_dir_all(dir).map_err(|e| format!("{}: {e}", dir.display()))?;
        }
        chuhe_core::atomic_file::write_atomically(path, bytes)
            .map_err(|e| format!("{}: {e}", path.display()))
    }
}

/// Why the host stopped.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum HostEnd {
    Quit,
    /// A screen asked to play from this position (the position editor).
    PlayFrom(Box<Position>),
    /// A signal, or the terminal went away.
    HangUp(Option<i32>),
}

pub struct ScreenHost {
    pub look: Look,
    stack: Vec<Box<dyn Screen>>,
    status: Option<Status>,
    /// The area last drawn in.
    area: Rect,
    /// The keys of the screen on top are listed (`?`).
    help: bool,
    /// Where records from the study board are kept (the data directory).
    data_dir: Option<PathBuf>,
    pub end: Option<HostEnd>,
}

impl ScreenHost {
    pub fn new(look: Look, screen: Box<dyn Screen>) -> ScreenHost {
        ScreenHost {
            look,
            stack: vec![screen],
            status: None,
            area: Rect::new(0, 0, 80, 24),
            help: false,
            data_dir: None,
            end: None,
        }
    }

    /// Records saved or autosaved on a study board opened here go to `data`
    /// (`saves/` for a record without a file of its own).
    pub fn with_data_dir(mut self, data: PathBuf) -> ScreenHost {
        self.data_dir = Some(data);
        self
    }

    /// The screen on top.
    pub fn top(&self) -> Option<&dyn Screen> {
        self.stack.last().map(|s| s.as_ref())
    }

    fn cx(&self, now: Instant) -> Cx<'_> {
        Cx {
            look: &self.look,
            area: self.area,
            now,
            status: self.status.as_ref(),
            // The screen given this context is taken off the stack while it acts.
            last: self.stack.is_empty(),
        }
    }

    /// A terminal event; returns whether the screen must be redrawn.
    pub fn event(&mut self, ev: TermEvent, now: Instant, io: &mut dyn HostIo) -> bool {
        match ev {
            TermEvent::Key(k) if k.kind != KeyEventKind::Release => self.key(k, now, io),
            TermEvent::Paste(text) => self.action(Action::Paste(text), now, io),
            TermEvent::Mouse(m) => match m.kind {
                MouseEventKind::Down(MouseButton::Left) => self.action(
                    Action::Click {
                        x: m.column,
                        y: m.row,
                    },
                    now,
                    io,
                ),
                _ => false,
            },
            TermEvent::Resize(..) => true,
            _ => false,
        }
    }

    pub fn key(&mut self, ev: KeyEvent, now: Instant, io: &mut dyn HostIo) -> bool {
        if self.help {
            // Any key closes the list of keys.
            self.help = false;
            return true;
        }
        let Some(a) = self.top().and_then(|s| s.action_for(&ev)) else {
            return false;
        };
        self.action(a, now, io)
    }

    pub fn action(&mut self, a: Action, now: Instant, io: &mut dyn HostIo) -> bool {
        let Some(mut top) = self.stack.pop() else {
            return false;
        };
        let fx = top.update(a, &self.cx(now));
        self.stack.push(top);
        self.carry_out(fx, now, io);
        true
    }

    /// Time passed; returns whether the screen changed.
    pub fn tick(&mut self, now: Instant, io: &mut dyn HostIo) -> bool {
        let Some(mut top) = self.stack.pop() else {
            return false;
        };
        let due = top.next_deadline().is_some_and(|at| now >= at);
        let fx = if due {
            top.tick(&self.cx(now))
        } else {
            Vec::new()
        };
        self.stack.push(top);
        self.carry_out(fx, now, io);
        due
    }

    pub fn next_deadline(&self) -> Option<Instant> {
        self.top().and_then(|s| s.next_deadline())
    }

    fn carry_out(&mut self, fx: Vec<ScreenEffect>, now: Instant, io: &mut dyn HostIo) {
        for e in fx {
            match e {
                ScreenEffect::Push(s) => self.stack.push(s),
                ScreenEffect::Pop => {
                    self.stack.pop();
                    if self.stack.is_empty() {
                        self.end.get_or_insert(HostEnd::Quit);
                    }
                }
                ScreenEffect::Replace(s) => {
                    self.stack.pop();
                    self.stack.push(s);
                }
                ScreenEffect::Status(kind, text) => self.status = Some(Status { kind, text }),
                ScreenEffect::ClearStatus => self.status = None,
                ScreenEffect::Look(a) => self.look_action(a),
                ScreenEffect::PlayFrom(pos) => {
                    self.end.get_or_insert(HostEnd::PlayFrom(pos));
                }
                ScreenEffect::Quit => {
                    self.end.get_or_insert(HostEnd::Quit);
                }
                ScreenEffect::WriteData { path, bytes } => {
                    if let Err(e) = io.write_data(&path, &bytes) {
                        self.status = Some(Status {
                            kind: StatusKind::Error,
                            text: e,
                        });
                    }
                }
                ScreenEffect::SaveRecord {
                    record,
                    path,
                    format,
                } => self.save_record(&record, path, format, io),
                ScreenEffect::AutosaveRecord(saved) => {
                    if let Some(data) = &self.data_dir {
                        let path = data.join(super::study_save::STUDY_AUTOSAVE);
                        let text = super::study_save::autosave_text(&saved);
                        if let Err(e) = io.write_data(&path, text.as_bytes()) {
                            self.error(e);
                        }
                    }
                }
                // A screen run on its own has no game to play it on
                // (`chuhe tournament open` runs the whole app).
                ScreenEffect::PlayTournament { .. } => {}
                ScreenEffect::ForgetAutosavedRecord => {
                    if let Some(data) = &self.data_dir
                        && let Err(e) = super::study_save::forget_autosave(data)
                    {
                        self.error(e.render(self.look.lang()));
                    }
                }
                ScreenEffect::Dictate(record) => {
                    match super::dictation_source::from_record(&record) {
                        Ok(g) => self.stack.push(Box::new(super::app::dictation_screen(
                            g,
                            self.data_dir.as_deref(),
                            now,
                        ))),
                        Err(e) => self.error(e.to_string()),
                    }
                }
            }
        }
    }

    fn error(&mut self, text: String) {
        self.status = Some(Status {
            kind: StatusKind::Error,
            text,
        });
    }

    /// A record from the study board: to its own file, or (a position from the
    /// editor has none) to `study.pgn`/`study.json` in the saves directory.
    fn save_record(
        &mut self,
        record: &chuhe_core::record::GameRecord,
        path: PathBuf,
        format: super::screens::RecordFormat,
        io: &mut dyn HostIo,
    ) {
        use super::screens::RecordFormat;
        let ext = match format {
            RecordFormat::Pgn => "pgn",
            RecordFormat::Json => "json",
        };
        let path = if path.as_os_str().is_empty() {
            match &self.data_dir {
                Some(d) => d.join("saves").join(format!("study.{ext}")),
                None => PathBuf::from(format!("study.{ext}")),
            }
        } else {
            path.with_extension(ext)
        };
        let text = match format {
            RecordFormat::Pgn => {
                chuhe_core::record::write_pgn(record, &chuhe_core::record::PgnOptions::default())
            }
            RecordFormat::Json => chuhe_core::record::save_json(record),
        };
        match io.write_data(&path, text.as_bytes()) {
            Ok(()) => {
                let text = super::i18n::saved_to(self.look.lang(), &path.display().to_string());
                self.status = Some(Status {
                    kind: StatusKind::Ok,
                    text,
                });
                // Saved: the annotation kept in case of a crash is not needed.
                if let Some(data) = &self.data_dir
                    && let Err(e) = super::study_save::forget_autosave(data)
                {
                    self.error(e.render(self.look.lang()));
                }
            }
            Err(e) => self.error(e),
        }
    }

    fn look_action(&mut self, a: Action) {
        match a {
            Action::Help => self.help = !self.help,
            Action::ToggleLang => {
                self.look.lang = match self.look.lang {
                    Lang::Zh => Lang::En,
                    Lang::En => Lang::Zh,
                }
            }
            Action::ToggleAscii => {
                self.look.glyphs = match self.look.glyphs {
                    Glyphs::Cjk => Glyphs::Ascii,
                    Glyphs::Ascii => Glyphs::Cjk,
                }
            }
            _ => {}
        }
    }

    /// Draws the screen on top (or the list of its keys).
    pub fn draw(&mut self, frame: &mut ratatui::Frame, now: Instant) {
        self.area = frame.area();
        let Some(top) = self.top() else { return };
        let cx = self.cx(now);
        if self.help {
            let lines = top.help_keys(self.look.lang());
            super::screens::drill_view::draw_key_list(frame, &self.look, &lines);
            return;
        }
        top.draw(frame, frame.area(), &cx);
    }
}

impl Runner for ScreenHost {
    type Io = dyn HostIo;
    type End = HostEnd;

    fn draw(&mut self, frame: &mut ratatui::Frame, now: Instant) {
        ScreenHost::draw(self, frame, now);
    }

    fn next_deadline(&self) -> Option<Instant> {
        ScreenHost::next_deadline(self)
    }

    fn event(&mut self, ev: Event, now: Instant, io: &mut Self::Io) -> bool {
        match ev {
            Event::Term(ev) => ScreenHost::event(self, ev, now, io),
            // A screen run on its own has no networked game and no engine seat.
            Event::Remote | Event::Engine | Event::Signal(_) | Event::InputClosed => false,
        }
    }

    fn tick(&mut self, now: Instant, io: &mut Self::Io) -> bool {
        ScreenHost::tick(self, now, io)
    }

    fn settle(&mut self, _io: &mut Self::Io) -> (Option<HostEnd>, bool) {
        // Effects are carried out as they come (`carry_out`).
        (self.end.take(), false)
    }

    fn hung_up(signal: Option<i32>) -> HostEnd {
        HostEnd::HangUp(signal)
    }
}

/// Runs `host` on the real terminal until a screen ends it.
pub fn run(
    mut host: ScreenHost,
    mouse: bool,
    io: &mut (dyn HostIo + 'static),
) -> anyhow::Result<HostEnd> {
    if !std::io::stdout().is_terminal() || !std::io::stdin().is_terminal() {
        bail!("the TUI needs a terminal (stdin and stdout are not both terminals)");
    }
    let (tx, rx) = mpsc::channel();
    events::spawn_signals(tx.clone()).context("signal handlers")?;
    let mut terminal = super::terminal::enter(mouse).context("terminal")?;
    events::spawn_input(tx).context("input thread")?;
    let clock = Instant::now;
    let result = std::panic::catch_unwind(std::panic::AssertUnwindSafe(|| {
        event_loop::run_loop(&mut terminal, &mut host, &rx, io, &clock)
    }));
    drop(terminal);
    super::terminal::restore();
    match result {
        Ok(r) => r.context("terminal"),
        Err(_) => bail!("the screen stopped on an internal error"),
    }
}

/// The data directory's file for the dictation figures.
pub fn dictation_file(data: &std::path::Path) -> PathBuf {
    super::dictation_stats::path(data)
}

/// `chuhe view --fen FEN` (and `chuhe view --fen` with no FEN: an empty board): the
/// position editor over the FEN's board, then a game from the position made there
/// (Enter), or nothing (q). A FEN that cannot be read is refused with its error; a
/// FEN that reads but is no legal position opens, with what is wrong shown.
pub fn edit_position(
    fen: Option<&str>,
    look: &super::options::LookOptions,
) -> anyhow::Result<std::process::ExitCode> {
    use super::screens::position_editor::{self, PositionEditor};
    let get = |k: &str| std::env::var(k).ok();
    let dirs = super::config::Dirs::from_env(get);
    let (config, _) = super::config::Config::load(&dirs.config);
    let (shown, _) = super::session::look_from(look, &config, &dirs, &get)?;
    let editor = match fen {
        Some(f) => position_editor::from_fen(f).map_err(|e| {
            anyhow::anyhow!(
                "--fen: {}",
                chuhe_core::lang::Render::render(&e, shown.lang)
            )
        })?,
        None => PositionEditor::empty(),
    };
    let host = ScreenHost::new(shown, Box::new(editor)).with_data_dir(dirs.data.clone());
    match run(host, look.mouse || config.mouse, &mut FileIo)? {
        HostEnd::PlayFrom(pos) => {
            let options = super::options::SessionOptions {
                game: super::options::GameOptions {
                    start: Some(*pos),
                    ..Default::default()
                },
                look: look.clone(),
            };
            super::session::run(&options)
        }
        HostEnd::Quit => Ok(std::process::ExitCode::SUCCESS),
        HostEnd::HangUp(Some(sig)) => Ok(std::process::ExitCode::from(
            128u8.saturating_add(sig as u8),
        )),
        HostEnd::HangUp(None) => Ok(std::process::ExitCode::from(129)),
    }
}
