//! One run of the arbiter's seat in the TUI (`chuhe arbiter CODE`): as `remote.rs`
//! for a player or a spectator — the link wakes the loop, the host keeps the game —
//! with the arbiter's desk (`screens/arbiter.rs`) in the loop instead of the app.

use std::io::IsTerminal;
use std::process::ExitCode;
use std::sync::mpsc;
use std::time::Instant;

use anyhow::{Context as _, bail};
use crossterm::event::{Event as TermEvent, KeyEventKind};

use chuhe_core::catalogue::FileText;
use chuhe_core::catalogue::UiText;
use chuhe_core::lang::Render;
use chuhe_net::RemoteSeat;
use chuhe_net::client::LinkError;

use super::app::StatusKind;
use super::config::{Config, Dirs};
use super::event_loop::{self, Exit, Runner};
use super::events::{self, Event};
use super::game::GameInPlay;
use super::options::LookOptions;
use super::screens::arbiter::ArbiterDesk;

impl Runner for ArbiterDesk {
    /// The arbiter's seat writes no file and notifies nobody.
    type Io = ();
    type End = Exit;

    fn draw(&mut self, frame: &mut ratatui::Frame, _now: Instant) {
        ArbiterDesk::draw(self, frame);
    }

    fn next_deadline(&self) -> Option<Instant> {
        self.base.next_deadline()
    }

    fn event(&mut self, ev: Event, now: Instant, _io: &mut ()) -> bool {
        match ev {
            Event::Term(TermEvent::Key(k)) if k.kind != KeyEventKind::Release => {
                self.on_key(&k, now)
            }
            Event::Term(TermEvent::Paste(text)) => {
                self.apply(super::action::Action::Paste(text), now);
                true
            }
            Event::Term(TermEvent::Resize(..)) => true,
            Event::Remote => self.remote_update(now),
            _ => false,
        }
    }

    fn tick(&mut self, now: Instant, _io: &mut ()) -> bool {
        self.base.tick(now)
    }

    fn settle(&mut self, _io: &mut ()) -> (Option<Exit>, bool) {
        // The game screen's effects (autosave, notices) are for a player's seat.
        let _ = self.base.take_effects();
        (self.quit.then_some(Exit::Quit), false)
    }

    fn hung_up(signal: Option<i32>) -> Exit {
        Exit::HangUp(signal)
    }
}

/// The desk at the seat opened (with the arbiter's role and token), greeted
/// with the game and its host.
pub fn desk(look: super::app::Look, seat: RemoteSeat, now: Instant) -> anyhow::Result<ArbiterDesk> {
    let welcome = seat.link().welcome();
    let game = GameInPlay::remote(seat, now).map_err(|e| anyhow::anyhow!(e.render(look.lang)))?;
    let mut desk = ArbiterDesk::new(look, game, now);
    let lang = desk.lang();
    let hello = UiText::ArbiterGreeting {
        game: welcome.game,
        host: welcome.host,
    }
    .render(lang);
    desk.base.set_status(StatusKind::Info, hello);
    Ok(desk)
}

/// Runs the arbiter's seat on the terminal. `connect` gets the function that wakes
/// the loop; it runs before the terminal is taken over, so a refusal (a wrong token)
/// prints plainly.
pub fn run(
    args: &LookOptions,
    connect: impl FnOnce(Box<dyn Fn() + Send + Sync>) -> Result<RemoteSeat, LinkError>,
) -> anyhow::Result<ExitCode> {
    let get = |k: &str| std::env::var(k).ok();
    let dirs = Dirs::from_env(get);
    let (config, config_error) = Config::load(&dirs.config);
    let (look, theme_warning) = super::session::look_from(args, &config, &dirs, &get)?;
    if !std::io::stdout().is_terminal() || !std::io::stdin().is_terminal() {
        bail!(FileText::NoTerminal.render(look.lang));
    }
    let (tx, rx) = mpsc::channel();
    let wake = tx.clone();
    let seat = connect(Box::new(move || {
        let _ = wake.send(Event::Remote);
    }))?;
    let mut desk = desk(look, seat, Instant::now())?;
    let lang = desk.lang();
    let config_error = config_error.map(|e| e.render(lang));
    for warning in [config_error, theme_warning].into_iter().flatten() {
        desk.base.set_status(StatusKind::Error, warning);
    }
    events::spawn_signals(tx.clone()).context("signal handlers")?;
    let mut terminal = super::terminal::enter(args.mouse).context("terminal")?;
    events::spawn_input(tx).context("input thread")?;
    let clock = Instant::now;
    let result = std::panic::catch_unwind(std::panic::AssertUnwindSafe(|| {
        event_loop::run_loop(&mut terminal, &mut desk, &rx, &mut (), &clock)
    }));
    drop(terminal);
    super::terminal::restore();
    match result {
        Ok(r) => Ok(r.context("terminal")?.code()),
        Err(_) => Ok(ExitCode::from(101)),
    }
}
