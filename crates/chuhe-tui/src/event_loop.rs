//! The loop, generic over ratatui's `Backend` so tests run it on `TestBackend`:
//! wait for an event (or the next moment a running clock's digits change), turn it
//! into an action, update the state, carry out the effects, and draw only if
//! something changed. An idle screen with no clock running writes nothing at all.
//!
//! One loop runs the app and the arbiter's desk ([`Runner`]); it reads the
//! time only from the clock it is given, so tests drive it with made-up times.

use std::sync::mpsc::{Receiver, RecvTimeoutError};
use std::time::Instant;

use crossterm::event::{Event as TermEvent, KeyEventKind, MouseButton, MouseEventKind};
use ratatui::backend::Backend;
use ratatui::{Frame, Terminal};

use super::action::Action;
use super::app::App;
use super::events::Event;
use super::io::{Io, carry_out};

/// Why the loop ended.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum Exit {
    /// The player quit.
    Quit,
    /// A signal (hang-up, terminate) or the terminal went away.
    HangUp(Option<i32>),
}

impl Exit {
    /// The process's exit status: 0 for a quit, 128 + the signal after one (129,
    /// a hang-up, when the terminal went away without a signal).
    pub fn code(self) -> std::process::ExitCode {
        match self {
            Exit::Quit => std::process::ExitCode::SUCCESS,
            Exit::HangUp(Some(sig)) => {
                std::process::ExitCode::from(128u8.saturating_add(sig as u8))
            }
            Exit::HangUp(None) => std::process::ExitCode::from(129),
        }
    }
}

/// Draws a frame (the screen on top) and remembers its layout for the mouse.
pub fn draw<B: Backend>(terminal: &mut Terminal<B>, app: &mut App) -> Result<(), B::Error> {
    terminal.draw(|f| app.render(f))?;
    Ok(())
}

/// Handles one event; returns whether the screen must be redrawn.
pub fn handle(app: &mut App, ev: TermEvent, now: Instant) -> bool {
    match ev {
        TermEvent::Key(k) if k.kind != KeyEventKind::Release => app.on_key(k, now),
        TermEvent::Paste(text) => app.apply(Action::Paste(text), now),
        TermEvent::Mouse(m) if app.base.mouse => match m.kind {
            MouseEventKind::Down(MouseButton::Left) => app.apply(
                Action::Click {
                    x: m.column,
                    y: m.row,
                },
                now,
            ),
            _ => false,
        },
        TermEvent::Resize(..) => true,
        _ => false,
    }
}

/// What the loop runs: the app (the game with its screens over it: every screen,
/// `chuhe dictate` and `chuhe view --fen` included, see `session::run_screen`), or
/// the arbiter's desk at a networked game (`arbiter.rs`). Each carries out its
/// effects through its own kind of [`Runner::Io`].
pub trait Runner {
    /// What carries out the effects (files, notifications).
    type Io: ?Sized;
    /// Why the loop ended.
    type End;
    /// Draws a frame; `now` is the loop's clock.
    fn draw(&mut self, frame: &mut Frame, now: Instant);
    /// Work due before waiting for the next event (an engine's turn starts).
    fn before_wait(&mut self, _now: Instant) {}
    /// When to wake without input (a clock's digits change, a timed step).
    fn next_deadline(&self) -> Option<Instant>;
    /// A terminal event, or news from a networked game or an engine (signals and
    /// a closed terminal end the loop before this); returns whether to redraw.
    fn event(&mut self, ev: Event, now: Instant, io: &mut Self::Io) -> bool;
    /// The deadline passed with no event; returns whether to redraw.
    fn tick(&mut self, now: Instant, io: &mut Self::Io) -> bool;
    /// After each event: carries out what is pending. Returns the end, when this
    /// was the last event, and whether something changed that must be drawn.
    fn settle(&mut self, io: &mut Self::Io) -> (Option<Self::End>, bool);
    /// The end after a signal (`Some`) or a terminal that went away (`None`).
    fn hung_up(signal: Option<i32>) -> Self::End;
}

impl Runner for App {
    type Io = dyn Io;
    type End = Exit;

    fn draw(&mut self, frame: &mut Frame, now: Instant) {
        self.render_at(frame, now);
    }

    fn before_wait(&mut self, now: Instant) {
        super::engine_seat::start_if_due(self, now);
    }

    fn next_deadline(&self) -> Option<Instant> {
        App::next_deadline(self)
    }

    fn event(&mut self, ev: Event, now: Instant, _io: &mut Self::Io) -> bool {
        let dirty = match ev {
            Event::Term(ev) => handle(self, ev, now),
            Event::Remote => self.base.remote_update(now),
            // An engine at the board: the seat's move, a hint, or the analysis's news
            // (always redrawn: the pane shows the latest report).
            Event::Engine => {
                super::engine_seat::on_engine_event(self, now);
                super::hint::arrived(&mut self.base);
                true
            }
            Event::Signal(_) | Event::InputClosed => false,
        };
        // The open analysis pane follows the game's position.
        super::analysis_runner::follow(&mut self.base, now);
        dirty
    }

    fn tick(&mut self, now: Instant, _io: &mut Self::Io) -> bool {
        let dirty = App::tick(self, now);
        super::analysis_runner::follow(&mut self.base, now);
        dirty
    }

    fn settle(&mut self, io: &mut Self::Io) -> (Option<Exit>, bool) {
        let had_effects = self.has_effects();
        carry_out(self, io);
        (self.base.quit.then_some(Exit::Quit), had_effects)
    }

    fn hung_up(signal: Option<i32>) -> Exit {
        Exit::HangUp(signal)
    }
}

/// Runs the app until the player quits or the session is cut.
pub fn run<B: Backend>(
    terminal: &mut Terminal<B>,
    app: &mut App,
    events: &Receiver<Event>,
    io: &mut (dyn Io + 'static),
    clock: &dyn Fn() -> Instant,
) -> Result<Exit, B::Error> {
    run_loop(terminal, app, events, io, clock)
}

/// The loop, for anything it can run: time comes only from `clock`.
pub fn run_loop<B: Backend, R: Runner + ?Sized>(
    terminal: &mut Terminal<B>,
    runner: &mut R,
    events: &Receiver<Event>,
    io: &mut R::Io,
    clock: &dyn Fn() -> Instant,
) -> Result<R::End, B::Error> {
    let now = clock();
    terminal.draw(|f| runner.draw(f, now))?;
    loop {
        let now = clock();
        runner.before_wait(now);
        let next = match runner.next_deadline() {
            Some(at) => events.recv_timeout(at.saturating_duration_since(now)),
            None => events.recv().map_err(|_| RecvTimeoutError::Disconnected),
        };
        let now = clock();
        let dirty = match next {
            Ok(Event::Signal(sig)) => return Ok(R::hung_up(Some(sig))),
            Ok(Event::InputClosed) | Err(RecvTimeoutError::Disconnected) => {
                return Ok(R::hung_up(None));
            }
            Ok(ev) => runner.event(ev, now, io),
            Err(RecvTimeoutError::Timeout) => runner.tick(now, io),
        };
        let (end, changed) = runner.settle(io);
        if let Some(end) = end {
            return Ok(end);
        }
        if dirty || changed {
            terminal.draw(|f| runner.draw(f, now))?;
        }
    }
}
