//! The loop, generic over ratatui's `Backend` so tests run it on `TestBackend`:
//! wait for an event (or the next moment a running clock's digits change), turn it
//! into an action, update the state, carry out the effects, and draw only if
//! something changed. An idle screen with no clock running writes nothing at all.

use std::sync::mpsc::{Receiver, RecvTimeoutError};
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
        TermEvent::Mouse(m) if app.mouse => match m.kind {
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

/// Runs until the player quits or the session is cut.
pub fn run<B: Backend>(
    terminal: &mut Terminal<B>,
    app: &mut App,
    events: &Receiver<Event>,
    io: &mut dyn Io,
    clock: &dyn Fn() -> Instant,
) -> Result<Exit, B::Error> {
    draw(terminal, app)?;
    loop {
        let now = clock();
        // An engine's turn: its search starts (and its move comes as an event).
        super::engine_seat::start_if_due(app, now);
        let next = match app.next_deadline() {
            Some(at) => events.recv_timeout(at.saturating_duration_since(now)),
            None => events.recv().map_err(|_| RecvTimeoutError::Disconnected),
        };
        let now = clock();
        let dirty = match next {
            Ok(Event::Term(ev)) => handle(app, ev, now),
            Ok(Event::Signal(sig)) => return Ok(Exit::HangUp(Some(sig))),
            Ok(Event::Remote) => app.remote_update(now),
            // An engine at the board: the seat's move, a hint, or the analysis's news
            // (always redrawn: the pane shows the latest report).
            Ok(Event::Engine) => {
                super::engine_seat::on_engine_event(app, now);
                super::hint::arrived(&mut app.base);
                true
            }
            Ok(Event::InputClosed) | Err(RecvTimeoutError::Disconnected) => {
                return Ok(Exit::HangUp(None));
            }
            Err(RecvTimeoutError::Timeout) => app.tick(now),
        };
        // — engine — the open analysis pane follows the game's position.
        super::analysis_runner::follow(&mut app.base, now);
        let had_effects = app.has_effects();
        carry_out(app, io);
        if app.quit {
            return Ok(Exit::Quit);
        }
        if dirty || had_effects {
            draw(terminal, app)?;
        }
    }
}
