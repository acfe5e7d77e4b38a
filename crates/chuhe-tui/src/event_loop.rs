//! The loop, generic over ratatui's `Backend` so tests run it on `TestBackend`:
//! wait for an event (or the next moment a running clock's digits change), turn it
//! into an action, update the state, carry out the effects, and draw only if
//! something changed. An idle screen with no clock running writes nothing at all.
//!
//! One loop runs the app, whatever screens are on its stack (the game, the study
//! screens, the dialogs, the arbiter's desk, a club's lobby); it reads the time
//! only from the clock it is given, so tests drive it with made-up times.

use std::sync::mpsc::{Receiver, RecvTimeoutError, TryRecvError};
use std::time::Instant;

use crossterm::event::{Event as TermEvent, KeyEventKind, MouseButton, MouseEventKind};
use ratatui::Terminal;
use ratatui::backend::Backend;

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

/// Work due before waiting for the next event (an engine's turn starts).
fn before_wait(app: &mut App, now: Instant) {
    super::engine_seat::start_if_due(app, now);
}

/// A terminal event, or news from a networked game, a club or an engine (signals
/// and a closed terminal end the loop before this); returns whether to redraw.
fn event(app: &mut App, ev: Event, now: Instant) -> bool {
    let dirty = match ev {
        Event::Term(ev) => handle(app, ev, now),
        Event::Remote => app.remote_update(now),
        // An engine at the board: the seat's move, a hint, or the analysis's news
        // (always redrawn: the pane shows the latest report).
        Event::Engine => {
            super::engine_seat::on_engine_event(app, now);
            super::hint::arrived(&mut app.base);
            true
        }
        Event::Signal(_) | Event::InputClosed => false,
    };
    // The open analysis pane follows the game's position.
    super::analysis_runner::follow(&mut app.base, now);
    dirty
}

/// The deadline passed with no event; returns whether to redraw.
fn tick(app: &mut App, now: Instant) -> bool {
    let dirty = app.tick(now);
    super::analysis_runner::follow(&mut app.base, now);
    dirty
}

/// After each event: carries out what is pending. Returns whether the player quit,
/// and whether something changed that must be drawn.
fn settle(app: &mut App, io: &mut dyn Io) -> (bool, bool) {
    let had_effects = app.has_effects();
    carry_out(app, io);
    (app.base.quit, had_effects)
}

/// Runs the app until the player quits or the session is cut: wait for an event
/// (or the next deadline), handle it and those already waiting behind it, carry
/// out the effects, draw once if something changed. Time comes only from `clock`.
pub fn run<B: Backend>(
    terminal: &mut Terminal<B>,
    app: &mut App,
    events: &Receiver<Event>,
    io: &mut (dyn Io + 'static),
    clock: &dyn Fn() -> Instant,
) -> Result<Exit, B::Error> {
    let now = clock();
    terminal.draw(|f| app.render_at(f, now))?;
    // An event taken from the queue past a frame's bound, handled next turn.
    let mut pending: Option<Waited> = None;
    loop {
        let now = clock();
        before_wait(app, now);
        let mut next = Some(match pending.take() {
            Some(next) => next,
            None => match app.next_deadline() {
                Some(at) => events.recv_timeout(at.saturating_duration_since(now)),
                None => events.recv().map_err(|_| RecvTimeoutError::Disconnected),
            },
        });
        let now = clock();
        let mut redraw = false;
        // News wake-ups in a row are one look at the news: the first is taken at
        // once, the rest owe one more look, taken before the next other event or
        // at the end, so nothing that arrived is left unseen.
        let (mut last_was_remote, mut remote_owed) = (false, false);
        for _ in 0..PENDING_PER_FRAME {
            let Some(got) = next.take() else { break };
            let is_remote = matches!(got, Ok(Event::Remote));
            if is_remote && last_was_remote {
                remote_owed = true;
            } else {
                if std::mem::take(&mut remote_owed) {
                    match one(app, io, Ok(Event::Remote), now) {
                        Ok(dirty) => redraw |= dirty,
                        Err(exit) => return Ok(exit),
                    }
                }
                match one(app, io, got, now) {
                    Ok(dirty) => redraw |= dirty,
                    Err(exit) => return Ok(exit),
                }
                last_was_remote = is_remote;
            }
            next = match events.try_recv() {
                Ok(ev) => Some(Ok(ev)),
                Err(TryRecvError::Empty) => None,
                Err(TryRecvError::Disconnected) => Some(Err(RecvTimeoutError::Disconnected)),
            };
        }
        if remote_owed {
            match one(app, io, Ok(Event::Remote), now) {
                Ok(dirty) => redraw |= dirty,
                Err(exit) => return Ok(exit),
            }
        }
        if redraw {
            terminal.draw(|f| app.render_at(f, now))?;
        }
        // The frame is drawn first, so a flood of input still shows on screen.
        pending = next;
    }
}

/// What waiting for an event gave.
type Waited = Result<Event, RecvTimeoutError>;

/// Handles one event and carries out what it left pending: whether to redraw, or
/// (as an `Err`) how the loop ends.
fn one(app: &mut App, io: &mut dyn Io, got: Waited, now: Instant) -> Result<bool, Exit> {
    let dirty = match got {
        Ok(Event::Signal(sig)) => return Err(Exit::HangUp(Some(sig))),
        Ok(Event::InputClosed) | Err(RecvTimeoutError::Disconnected) => {
            return Err(Exit::HangUp(None));
        }
        Ok(ev) => event(app, ev, now),
        Err(RecvTimeoutError::Timeout) => tick(app, now),
    };
    let (quit, changed) = settle(app, io);
    if quit {
        return Err(Exit::Quit);
    }
    Ok(dirty || changed)
}

/// At most this many waiting events are handled before a frame is drawn.
const PENDING_PER_FRAME: usize = 64;
