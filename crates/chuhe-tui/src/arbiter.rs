//! One run of the arbiter's seat in the TUI (`chuhe arbiter CODE`): as `remote.rs`
//! for a player or a spectator — the link wakes the loop, the host keeps the game —
//! with the arbiter's desk (`screens/arbiter.rs`) over the game in the app's stack.

use std::io::IsTerminal;
use std::process::ExitCode;
use std::sync::mpsc;
use std::time::Instant;

use anyhow::{Context as _, bail};

use chuhe_core::catalogue::FileText;
use chuhe_core::catalogue::UiText;
use chuhe_core::lang::Render;
use chuhe_net::RemoteSeat;
use chuhe_net::client::LinkError;

use super::app::App;
use super::app::StatusKind;
use super::config::{Config, Dirs};
use super::event_loop;
use super::events::{self, Event};
use super::game::GameInPlay;
use super::io::Io;
use super::notify::Notice;
use super::options::LookOptions;
use super::screens::arbiter::ArbiterDesk;

/// What the arbiter's seat carries out: nothing of a player's (no autosave, no
/// saved files, no notices: the host keeps the game); the mouse as asked.
struct DeskIo;

impl Io for DeskIo {
    fn autosave(&mut self, _game: &GameInPlay) -> Result<(), FileText> {
        Ok(())
    }

    fn save_files(&mut self, _game: &GameInPlay) -> Result<std::path::PathBuf, FileText> {
        Err(FileText::SavingUnavailable)
    }

    fn notify(&mut self, _notice: Notice, _lang: chuhe_core::lang::Lang) {}

    fn mouse_capture(&mut self, on: bool) -> Result<(), String> {
        super::terminal::set_mouse_capture(on).map_err(|e| e.to_string())
    }
}

/// The desk at the seat opened (with the arbiter's role and token) over its game,
/// greeted with the game and its host.
pub fn desk(look: super::app::Look, seat: RemoteSeat, now: Instant) -> anyhow::Result<App> {
    let welcome = seat.link().welcome();
    let game = GameInPlay::remote(seat, now).map_err(|e| anyhow::anyhow!(e.render(look.lang)))?;
    let mut desk = App::new(look, game, now);
    desk.push(Box::new(ArbiterDesk::new()));
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
        event_loop::run(&mut terminal, &mut desk, &rx, &mut DeskIo, &clock)
    }));
    drop(terminal);
    super::terminal::restore();
    match result {
        Ok(r) => Ok(r.context("terminal")?.code()),
        Err(_) => Ok(ExitCode::from(101)),
    }
}
