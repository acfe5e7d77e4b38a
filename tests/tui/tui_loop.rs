//! The loop itself, on TestBackend: it draws only when something changed, carries
//! out effects through its Io, and ends on a hang-up signal or a closed terminal.

use crate::common::tui_common;

use std::path::PathBuf;
use std::sync::mpsc;
use std::time::Instant;

use crossterm::event::{Event as TermEvent, KeyCode, KeyEvent, KeyModifiers};
use tui_common::*;

use chuhe::catalogue::files::FileText;
use chuhe::lang::Lang;
use chuhe::tui::event_loop::{self, Exit};
use chuhe::tui::events::Event;
use chuhe::tui::game::GameInPlay;
use chuhe::tui::io::Io;
use chuhe::tui::notify::Notice;

#[derive(Default)]
struct Recorder {
    autosaves: Vec<usize>,
    notices: Vec<Notice>,
}

impl Io for Recorder {
    fn autosave(&mut self, game: &GameInPlay) -> Result<(), FileText> {
        self.autosaves.push(game.plies().len());
        Ok(())
    }
    fn save_files(&mut self, _game: &GameInPlay) -> Result<PathBuf, FileText> {
        Err(FileText::SavingUnavailable)
    }
    fn notify(&mut self, notice: Notice, _lang: Lang) {
        self.notices.push(notice);
    }
    fn mouse_capture(&mut self, _on: bool) -> Result<(), String> {
        Ok(())
    }
}

fn key(c: char) -> Event {
    Event::Term(TermEvent::Key(KeyEvent::new(
        KeyCode::Char(c),
        KeyModifiers::NONE,
    )))
}

fn frames(t: &mut Harness) -> usize {
    t.term.get_frame().count()
}

/// Events already waiting are handled in order before one frame shows them: here
/// a hang-up is among them, so the loop ends with every one handled (the flip, the
/// move typed and entered, autosaved) and nothing drawn after the first frame.
#[test]
fn waiting_events_are_handled_in_order_and_a_hang_up_among_them_ends_the_loop() {
    let mut t = Harness::new(80, 24, Lang::En);
    let (tx, rx) = mpsc::channel();
    for ev in [
        // `e` and `b`: bound to nothing on the board (`y` is the hint now).
        key('e'),
        key('b'),
        key('f'),
        key('C'),
        key('2'),
        key('.'),
        key('5'),
    ] {
        tx.send(ev).unwrap();
    }
    tx.send(Event::Term(TermEvent::Key(KeyEvent::new(
        KeyCode::Enter,
        KeyModifiers::NONE,
    ))))
    .unwrap();
    tx.send(Event::Signal(1)).unwrap();
    let before = frames(&mut t);
    let mut io = Recorder::default();
    let exit = event_loop::run(&mut t.term, &mut t.app, &rx, &mut io, &Instant::now).unwrap();
    assert_eq!(exit, Exit::HangUp(Some(1)));
    assert_eq!(frames(&mut t) - before, 1, "only the first frame");
    assert_eq!(io.autosaves, [1]);
    assert!(t.app.base.flipped);
}

/// Keys that change nothing draw nothing; one that changes the screen draws a
/// frame. Each key comes alone: the clock, which the loop reads once before it
/// waits and once after, posts the next one each time the loop is about to wait.
#[test]
fn a_frame_is_drawn_only_when_something_changed() {
    let mut t = Harness::new(80, 24, Lang::En);
    let (tx, rx) = mpsc::channel();
    let script = std::cell::RefCell::new(vec![Event::Signal(1), key('f'), key('b'), key('e')]);
    let reads = std::cell::Cell::new(0u32);
    let clock = || {
        reads.set(reads.get() + 1);
        // Read 1 is the first frame's; then 2, 4, 6, … come before each wait.
        if reads.get().is_multiple_of(2)
            && let Some(ev) = script.borrow_mut().pop()
        {
            tx.send(ev).unwrap();
        }
        Instant::now()
    };
    let mut io = Recorder::default();
    let before = frames(&mut t);
    let exit = event_loop::run(&mut t.term, &mut t.app, &rx, &mut io, &clock).unwrap();
    assert_eq!(exit, Exit::HangUp(Some(1)));
    assert!(script.borrow().is_empty(), "every key was read");
    // The first frame and the flip's; `e` and `b` drew nothing.
    assert_eq!(frames(&mut t) - before, 2);
    assert!(t.app.base.flipped);
}

/// Runs the loop on a fresh 80×24 app over the given events.
fn run_over(events: Vec<Event>) -> Exit {
    let mut t = Harness::new(80, 24, Lang::En);
    let (tx, rx) = mpsc::channel();
    for ev in events {
        tx.send(ev).unwrap();
    }
    drop(tx);
    event_loop::run(
        &mut t.term,
        &mut t.app,
        &rx,
        &mut Recorder::default(),
        &Instant::now,
    )
    .unwrap()
}

#[test]
fn a_closed_terminal_ends_the_loop() {
    assert_eq!(
        run_over(vec![Event::InputClosed, key('f')]),
        Exit::HangUp(None)
    );
    // A dead input thread drops the channel.
    assert_eq!(run_over(vec![key('f')]), Exit::HangUp(None));
}

#[test]
fn quitting_ends_the_loop() {
    assert_eq!(run_over(vec![key('q'), key('f')]), Exit::Quit);
}
