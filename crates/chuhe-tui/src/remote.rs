//! One run of the TUI at a networked game (`chuhe host`, `chuhe join`, `chuhe watch`):
//! as `session.rs`, with the game a [`RemoteSeat`]'s replica of the host's referee.
//! The screen, keys and panels are those of a local game; what differs is that news
//! from the host wakes the loop, and that nothing is autosaved here (the host saves).

use std::io::IsTerminal;
use std::path::PathBuf;
use std::process::ExitCode;
use std::sync::mpsc;
use std::time::Instant;

use anyhow::{Context as _, bail};

use chuhe_core::catalogue::FileText;
use chuhe_core::catalogue::UiText;
use chuhe_core::lang::{Lang, Render};
use chuhe_core::rules::Color;
use chuhe_net::RemoteSeat;
use chuhe_net::client::LinkError;

use super::app::{App, StatusKind};
use super::config::{Config, Dirs};
use super::event_loop;
use super::events::{self, Event};
use super::game::GameInPlay;
use super::io::{Io, SessionIo};
use super::notify::{Notice, Notifier};
use super::options::LookOptions;

/// The session's files and terminal, without the autosave: the host keeps the game.
struct RemoteIo(SessionIo);

impl Io for RemoteIo {
    fn autosave(&mut self, _game: &GameInPlay) -> Result<(), FileText> {
        Ok(())
    }
    fn save_files(&mut self, game: &GameInPlay) -> Result<PathBuf, FileText> {
        self.0.save_files(game)
    }
    fn notify(&mut self, notice: Notice, lang: Lang) {
        self.0.notify(notice, lang)
    }
    fn mouse_capture(&mut self, on: bool) -> Result<(), String> {
        self.0.mouse_capture(on)
    }
}

/// What the player is told when the screen opens.
pub fn greeting(lang: Lang, seat: Option<Color>, host: &str, game: &str) -> String {
    UiText::Greeting {
        seat,
        game: game.to_string(),
        host: host.to_string(),
    }
    .render(lang)
}

/// Runs the TUI for the seat `connect` opens. `connect` gets the function that wakes
/// the loop; it runs before the terminal is taken over, so its errors print plainly.
pub fn run(
    args: &LookOptions,
    connect: impl FnOnce(Box<dyn Fn() + Send + Sync>) -> Result<RemoteSeat, LinkError>,
) -> anyhow::Result<(ExitCode, Option<Color>)> {
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
    let (who, welcome) = (seat.seat(), seat.link().welcome());
    let now = Instant::now();
    let game = GameInPlay::remote(seat, now).map_err(|e| anyhow::anyhow!(e.render(look.lang)))?;
    let mut app = App::new(look, game, now);
    app.base.mouse = args.mouse || config.mouse;
    app.base.notify_after = std::time::Duration::from_secs(config.notify_after);
    // Black plays from the bottom of the screen, as at a real board, the cursor on
    // their own pawns.
    if who == Some(Color::Black) {
        app.base.flipped = true;
        app.base.cursor = chuhe_core::rules::Square::new(4, 6);
    }
    let lang = app.lang();
    let mut hello = greeting(lang, who, &welcome.host, &welcome.game);
    if let Some(waiting) = app.base.game.view().status.first()
        && !app
            .base
            .game
            .remote_seat()
            .is_some_and(|s| s.session().started)
    {
        hello = format!("{hello} · {}", waiting.get(lang));
    }
    app.base.set_status(StatusKind::Info, hello);
    let config_error = config_error.map(|e| e.render(lang));
    for warning in [config_error, theme_warning].into_iter().flatten() {
        app.base.set_status(StatusKind::Error, warning);
    }
    let notifier = Notifier::from_env(config.notify, config.desktop_notifications, get);
    let mut io = RemoteIo(SessionIo { dirs, notifier });

    events::spawn_signals(tx.clone()).context("signal handlers")?;
    let mut terminal = super::terminal::enter(app.base.mouse).context("terminal")?;
    events::spawn_input(tx).context("input thread")?;
    let clock = Instant::now;
    let result = std::panic::catch_unwind(std::panic::AssertUnwindSafe(|| {
        event_loop::run(&mut terminal, &mut app, &rx, &mut io, &clock)
    }));
    drop(terminal);
    super::terminal::restore();
    let exit = match result {
        Ok(r) => r.context("terminal")?,
        Err(_) => return Ok((ExitCode::from(101), who)),
    };
    Ok((exit.code(), who))
}
