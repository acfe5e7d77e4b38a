//! One run of the TUI: read the settings (config file, environment, flags), choose
//! the game (`--load`, the command-line setup, or the unfinished game to resume),
//! take over the terminal, run the loop, and on the way out save the game and give
//! the terminal back — also on a hang-up or a kill.

use std::io::IsTerminal;
use std::num::NonZeroUsize;
use std::path::Path;
use std::process::ExitCode;
use std::sync::mpsc;
use std::time::Instant;

use anyhow::{Context as _, bail};

use chuhe_core::catalogue::FileText;
use chuhe_core::catalogue::UiText;
use chuhe_core::lang::{Lang, Render};

use super::app::{App, Look};
use super::config::{Config, Dirs};
use super::event_loop::{self, Exit};
use super::events;
use super::game::GameInPlay;
use super::io::{Io, SessionIo};
use super::new_game::GameSetup;
use super::notify::Notifier;
use super::options::{GameOptions, LookOptions, SessionOptions, ViewOptions};
use super::save;
use super::screens::open::open_path;
use super::theme::{ColorDepth, Theme};
use super::view::board::Glyphs;
use chuhe_core::match_control::MatchConfig;

/// Everything decided before the terminal is taken over.
pub struct Startup {
    pub app: App,
    pub dirs: Dirs,
    pub config: Config,
    /// An unfinished game that was not offered for resuming (a new game was asked
    /// for on the command line): it is kept among the saves, not overwritten.
    pub to_archive: Option<GameInPlay>,
}

/// The game the command line asks for, over the config's defaults. Errors name the
/// config entry and what it accepts (the command line's values are already checked).
pub fn config_from(game: &GameOptions, config: &Config, lang: Lang) -> anyhow::Result<MatchConfig> {
    let setup = setup_from(game, config);
    if let Some(spec) = setup
        .time
        .as_deref()
        .map(str::trim)
        .filter(|t| !t.is_empty())
        && let Err(e) = chuhe_core::match_control::TimeControl::parse(spec)
    {
        let text = FileText::ConfigTime {
            spec: spec.to_string(),
            column: e.column,
        };
        bail!(text.render(lang));
    }
    let mut c = setup
        .to_config(lang)
        .map_err(|e| anyhow::anyhow!(e.message))?;
    if let Some(t) = &game.time {
        c.time_control = t.clone();
    }
    if let Some(p) = &game.start {
        c.start = p.clone();
    }
    Ok(c)
}

/// The config's new-game defaults with the command line's choices over them. A time
/// or start position given on the command line is set on the config afterwards.
fn setup_from(game: &GameOptions, config: &Config) -> GameSetup {
    let d = &config.new_game;
    let mut s = GameSetup::default();
    s.mode = game.mode.or(d.mode).unwrap_or(s.mode);
    s.rules = game.rules.or(d.rules).unwrap_or(s.rules);
    s.time = if game.time.is_some() {
        None
    } else {
        d.time.clone()
    };
    s.red = game
        .red
        .clone()
        .or_else(|| d.red.clone())
        .unwrap_or_default();
    s.black = game
        .black
        .clone()
        .or_else(|| d.black.clone())
        .unwrap_or_default();
    s
}

/// Opens `--load`: game `n` of the record (1-based), the first by default.
fn load(path: &Path, n: Option<NonZeroUsize>, now: Instant) -> Result<GameInPlay, FileText> {
    let Some(n) = n.filter(|n| n.get() > 1) else {
        return save::load_file(path, now);
    };
    let games = chuhe_core::record::read_file(path).map_err(|e| FileText::record(path, e))?;
    match games.get(n.get() - 1) {
        Some(g) => save::from_record(g, now).map_err(|e| {
            FileText::InGame {
                n: n.get(),
                inner: Box::new(e),
            }
            .at(path)
        }),
        None => Err(FileText::NoSuchGame {
            path: path.display().to_string(),
            n: n.get(),
            count: games.len(),
        }),
    }
}

/// Builds the look: language, theme, glyphs, board size. A theme that cannot be
/// loaded falls back to `classic` with a warning.
pub fn look_from(
    args: &LookOptions,
    config: &Config,
    dirs: &Dirs,
    get: &dyn Fn(&str) -> Option<String>,
) -> anyhow::Result<(Look, Option<String>)> {
    let lang = args
        .lang
        .or(config.lang)
        .unwrap_or_else(|| Lang::from_locale_vars(get));
    let board = args.board.unwrap_or(config.board);
    let depth = ColorDepth::detect(get);
    let theme_dir = dirs.themes();
    let wanted = args
        .theme
        .clone()
        .or_else(|| config.theme.clone())
        .unwrap_or_else(|| {
            if depth == ColorDepth::Mono {
                "mono"
            } else {
                "classic"
            }
            .to_string()
        });
    let (theme, warning) = match Theme::load(&wanted, Some(&theme_dir), depth) {
        Ok(t) => (t, None),
        Err(e) if args.theme.is_some() => bail!(e.text().from_flag("--theme").render(lang)),
        Err(e) => (
            Theme::builtin("classic", depth).expect("classic is shipped"),
            Some(e.text().render(lang)),
        ),
    };
    let glyphs = if args.ascii || config.ascii {
        Glyphs::Ascii
    } else {
        Glyphs::Cjk
    };
    Ok((
        Look {
            lang,
            theme,
            glyphs,
            notation: args.notation.or(config.notation),
            board,
            depth,
            theme_dir: Some(theme_dir),
        },
        warning,
    ))
}

impl Startup {
    pub fn prepare(
        args: &SessionOptions,
        get: &dyn Fn(&str) -> Option<String>,
        now: Instant,
    ) -> anyhow::Result<Startup> {
        let dirs = Dirs::from_env(get);
        let (config, config_error) = Config::load(&dirs.config);
        let (look, theme_warning) = look_from(&args.look, &config, &dirs, get)?;
        let config_error = config_error.map(|e| e.render(look.lang));
        let match_config = config_from(&args.game, &config, look.lang)?;
        // Against an engine the mode's own recording holds (7.1).
        let match_config = super::engine_seat::recording_against_engines(
            match_config,
            args.game.red_engine.is_some() || args.game.black_engine.is_some(),
        );

        let asked_for_a_game = args.game.asks_for_a_game();
        let game = match &args.game.load {
            Some(path) => load(path, args.game.game, now)
                .map_err(|e| anyhow::anyhow!(e.from_flag("--load").render(look.lang)))?,
            None => GameInPlay::new(match_config, now),
        };
        let unfinished = save::unfinished(&dirs.data, now);
        let lang = look.lang;
        let mut app = App::new(look, game, now);
        app.base.engines = super::engine_seat::EngineSeats::start(
            args.game.red_engine.as_ref(),
            args.game.black_engine.as_ref(),
            &config.engines,
        )
        .map_err(|e| anyhow::anyhow!("{e}"))?;
        // Pondering, the book, and the engine the hint asks.
        app.base.engines.set_ponder(config.ponder);
        if let Some(path) = &config.book {
            let book = chuhe_engine::book::open(path)
                .map_err(|e| anyhow::anyhow!("{}", e.render(lang)))?;
            let book = std::sync::Arc::new(book);
            app.base.engines.set_book(book.clone());
            app.book = Some(book);
        }
        app.base
            .hint
            .set_engine(super::hint::engine_for_hints(&config, &args.game));
        app.base.mouse = args.look.mouse || config.mouse;
        app.saves_dir = Some(dirs.saves());
        // A collection loaded without `--game` opens its game list over
        // the first game (Esc goes back to it).
        let mut list_warning = None;
        if let (Some(path), None) = (&args.game.load, args.game.game)
            && holds_several_games(path)
        {
            match open_path(path, None, lang) {
                Ok(opened) => {
                    opened.screens.into_iter().for_each(|s| app.push(s));
                    list_warning = opened.warning;
                }
                Err(e) => list_warning = Some(e),
            }
        }
        app.base.notify_after = std::time::Duration::from_secs(config.notify_after);
        offer_unsaved_annotation(&mut app, &dirs);
        let mut to_archive = None;
        match unfinished {
            Some(Ok(saved)) if asked_for_a_game => to_archive = Some(saved),
            Some(Ok(saved)) => app.base.offer_resume(saved),
            Some(Err(e)) => app
                .base
                .set_status(super::app::StatusKind::Error, e.render(lang)),
            None => {}
        }
        for warning in [config_error, theme_warning, list_warning]
            .into_iter()
            .flatten()
        {
            app.base.set_status(super::app::StatusKind::Error, warning);
        }
        Ok(Startup {
            app,
            dirs,
            config,
            to_archive,
        })
    }
}

impl Startup {
    /// `chuhe view PATH [--game N]`: the record or collection opened for study over
    /// a new game (an unfinished game is left as it is, to be offered next time);
    /// closing the last study screen leaves chuhe.
    pub fn prepare_view(
        view: &ViewOptions,
        look: &LookOptions,
        get: &dyn Fn(&str) -> Option<String>,
        now: Instant,
    ) -> anyhow::Result<Startup> {
        let mut startup = Startup::prepare_screens(
            look,
            |lang, _| {
                open_path(&view.path, view.game.map(|n| n.get()), lang)
                    .map(|opened| (opened.screens, opened.warning))
                    .map_err(|e| anyhow::anyhow!("view: {e}"))
            },
            get,
            now,
        )?;
        offer_unsaved_annotation(&mut startup.app, &startup.dirs);
        Ok(startup)
    }
}

/// An annotation left unsaved (chuhe was killed, or the terminal went away): its
/// study board goes on top, asking whether to take it back.
fn offer_unsaved_annotation(app: &mut App, dirs: &Dirs) {
    match super::study_save::unsaved_annotation(&dirs.data) {
        Some(Ok(saved)) => app.push(Box::new(
            super::screens::study_board::StudyBoard::restoring(saved),
        )),
        Some(Err(e)) => {
            let text = e.render(app.lang());
            app.base.set_status(super::app::StatusKind::Error, text)
        }
        None => {}
    }
}

/// `chuhe view`: the study screens on the real terminal.
pub fn run_view(view: &ViewOptions, look: &LookOptions) -> anyhow::Result<ExitCode> {
    let get = |k: &str| std::env::var(k).ok();
    let startup = Startup::prepare_view(view, look, &get, Instant::now())?;
    run_startup(startup, &get)
}

/// `chuhe play`: runs the TUI on the real terminal.
pub fn run(args: &SessionOptions) -> anyhow::Result<ExitCode> {
    let get = |k: &str| std::env::var(k).ok();
    let started = Instant::now();
    let startup = Startup::prepare(args, &get, started)?;
    run_startup(startup, &get)
}

/// Takes over the terminal and runs the loop until the player leaves.
fn run_startup(startup: Startup, get: &dyn Fn(&str) -> Option<String>) -> anyhow::Result<ExitCode> {
    let Startup {
        mut app,
        dirs,
        config,
        to_archive,
    } = startup;
    if !std::io::stdout().is_terminal() || !std::io::stdin().is_terminal() {
        bail!("play: {}", FileText::NoTerminal.render(app.lang()));
    }
    let notifier = Notifier::from_env(config.notify, config.desktop_notifications, get);
    let mut io = SessionIo { dirs, notifier };
    if let Some(old) = to_archive {
        match io.save_files(&old) {
            Ok(p) => {
                let text = UiText::UnfinishedKept(p.display().to_string()).render(app.lang());
                app.base.set_status(super::app::StatusKind::Info, text)
            }
            Err(e) => bail!(FileText::ArchiveFailed { why: Box::new(e) }.render(app.lang())),
        }
    }

    let (tx, rx) = mpsc::channel();
    app.base.engines.set_wake(tx.clone());
    events::spawn_signals(tx.clone()).context("signal handlers")?;
    let mut terminal = super::terminal::enter(app.base.mouse).context("terminal")?;
    events::spawn_input(tx).context("input thread")?;
    let clock = Instant::now;
    // A panic in the loop is caught here: the hook has already given the terminal
    // back and printed the message; the game is still saved before leaving.
    let result = std::panic::catch_unwind(std::panic::AssertUnwindSafe(|| {
        event_loop::run(&mut terminal, &mut app, &rx, &mut io, &clock)
    }));
    // Save first, then give the terminal back (after a hang-up there may be no
    // terminal left to write to, and the save matters more).
    let saved = final_save(&mut io, &mut app);
    drop(terminal);
    super::terminal::restore();
    let exit = match result {
        Ok(r) => r.context("terminal")?,
        Err(_) => return Ok(ExitCode::from(101)),
    };
    if let Some(path) = saved {
        let text = UiText::SavedResumeLater(path.display().to_string()).render(app.lang());
        if exit == Exit::Quit {
            println!("{text}");
        }
    }
    Ok(exit.code())
}

/// The last autosave, for an unfinished game with moves; returns its path. The
/// clocks are settled first, so that the time spent on the current move is kept.
fn final_save(io: &mut SessionIo, app: &mut App) -> Option<std::path::PathBuf> {
    if app.base.resume.is_some() || app.base.game.plies().is_empty() {
        return None;
    }
    app.tick(Instant::now());
    io.autosave(&app.base.game).ok()?;
    (!app.base.game.is_over()).then(|| io.dirs.data.join(save::AUTOSAVE))
}

/// A folder, or a file of more than one game (the headers only are read).
fn holds_several_games(path: &Path) -> bool {
    path.is_dir() || chuhe_study::Collection::open(&[path.to_path_buf()]).len() > 1
}

/// The path of the autosave in a data directory (for tests and messages).
pub fn autosave_path(data: &Path) -> std::path::PathBuf {
    data.join(save::AUTOSAVE)
}

impl Startup {
    /// `chuhe tournament play EVENT ROUND BOARD`: that board's game, set up from the
    /// event (`config`), with its result going into the event when it ends. An
    /// unfinished game in the autosave is kept among the saves, as when a new game
    /// is asked for on the command line.
    pub fn prepare_tournament(
        board: super::tournament_board::TournamentBoard,
        config: MatchConfig,
        look: &LookOptions,
        get: &dyn Fn(&str) -> Option<String>,
        now: Instant,
    ) -> anyhow::Result<Startup> {
        let dirs = Dirs::from_env(get);
        let (config_file, config_error) = Config::load(&dirs.config);
        let (look, theme_warning) = look_from(look, &config_file, &dirs, get)?;
        let config_error = config_error.map(|e| e.render(look.lang));
        let to_archive = match save::unfinished(&dirs.data, now) {
            Some(Ok(saved)) => Some(saved),
            _ => None,
        };
        let mut app = App::new(look, GameInPlay::new(config, now), now);
        app.base.mouse = config_file.mouse;
        app.saves_dir = Some(dirs.saves());
        app.base.notify_after = std::time::Duration::from_secs(config_file.notify_after);
        app.tournament = Some(board);
        for warning in [config_error, theme_warning].into_iter().flatten() {
            app.base
                .set_status(super::app::StatusKind::Warning, warning);
        }
        Ok(Startup {
            app,
            dirs,
            config: config_file,
            to_archive,
        })
    }
}

/// Runs a tournament board's game on the real terminal.
pub fn run_tournament(
    board: super::tournament_board::TournamentBoard,
    config: MatchConfig,
    look: &LookOptions,
) -> anyhow::Result<ExitCode> {
    let get = |k: &str| std::env::var(k).ok();
    let startup = Startup::prepare_tournament(board, config, look, &get, Instant::now())?;
    run_startup(startup, &get)
}

/// `chuhe tournament open EVENT`: the tournament screen over a new game; closing it
/// leaves chuhe (after a board was played here, it shows that game).
pub fn run_tournament_screen(path: &Path, look: &LookOptions) -> anyhow::Result<ExitCode> {
    run_screen(look, |lang, _| {
        // A file not made yet: the new-event dialog creates it.
        // A file that cannot be read is said in the interface's language.
        Ok(if path.exists() {
            Box::new(
                super::screens::tournament::TournamentScreen::open(path)
                    .map_err(|e| anyhow::anyhow!(e.render(lang)))?,
            )
        } else {
            Box::new(super::screens::tournament_new::TournamentNew::for_file(
                path,
            ))
        })
    })
}

/// `chuhe view --fen FEN` (and `chuhe view --fen` with no FEN: an empty board): the
/// position editor over the FEN's board; Enter opens the new-game dialog from the
/// position made there, q leaves. A FEN that cannot be read is refused with its
/// error; a FEN that reads but is no legal position opens, with what is wrong shown.
pub fn edit_position(fen: Option<&str>, look: &LookOptions) -> anyhow::Result<ExitCode> {
    use super::screens::position_editor::{self, PositionEditor};
    run_screen(look, |lang, _| {
        let editor = match fen {
            Some(f) => position_editor::from_fen(f)
                .map_err(|e| anyhow::anyhow!("--fen: {}", e.render(lang)))?,
            None => PositionEditor::empty(),
        };
        Ok(Box::new(editor))
    })
}

/// A screen of its own over a new game, as `chuhe view` opens a record (the
/// tournament screen, a dictation, the position editor): one stack and one loop
/// for every screen. Closing the screen leaves chuhe; playing from it (a board of
/// the event, the editor's position) makes the game under it that game. `make`
/// builds the screen in the interface's language, with the user's directories; its
/// error is chuhe's before the terminal is taken.
pub fn run_screen(
    look: &LookOptions,
    make: impl FnOnce(Lang, &Dirs) -> anyhow::Result<Box<dyn super::screens::Screen>>,
) -> anyhow::Result<ExitCode> {
    let get = |k: &str| std::env::var(k).ok();
    let now = Instant::now();
    let startup = Startup::prepare_screen(look, make, &get, now)?;
    run_startup(startup, &get)
}

impl Startup {
    /// The app of [`run_screen`]: `make`'s screen over a new game, closing it leaves.
    pub fn prepare_screen(
        look: &LookOptions,
        make: impl FnOnce(Lang, &Dirs) -> anyhow::Result<Box<dyn super::screens::Screen>>,
        get: &dyn Fn(&str) -> Option<String>,
        now: Instant,
    ) -> anyhow::Result<Startup> {
        let make = |lang, dirs: &Dirs| make(lang, dirs).map(|s| (vec![s], None));
        Startup::prepare_screens(look, make, get, now)
    }

    /// `make`'s screens (the top one last) over a new game, with a warning for the
    /// status line; closing the last leaves. An unfinished game is left as it is,
    /// to be offered next time (or kept among the saves if a game starts here).
    fn prepare_screens(
        look: &LookOptions,
        make: impl FnOnce(
            Lang,
            &Dirs,
        )
            -> anyhow::Result<(Vec<Box<dyn super::screens::Screen>>, Option<String>)>,
        get: &dyn Fn(&str) -> Option<String>,
        now: Instant,
    ) -> anyhow::Result<Startup> {
        let dirs = Dirs::from_env(get);
        let (config, config_error) = Config::load(&dirs.config);
        let (shown, theme_warning) = look_from(look, &config, &dirs, get)?;
        let (screens, warning) = make(shown.lang, &dirs)?;
        let config_error = config_error.map(|e| e.render(shown.lang));
        let match_config = config_from(&GameOptions::default(), &config, shown.lang)?;
        let lang = shown.lang;
        let mut app = App::new(shown, GameInPlay::new(match_config, now), now);
        app.base.mouse = look.mouse || config.mouse;
        app.view_only = true;
        app.saves_dir = Some(dirs.saves());
        // Studying needs no book: one that cannot be read is said, and the records
        // open without it.
        let mut book_warning = None;
        if let Some(path) = &config.book {
            match chuhe_engine::book::open(path) {
                Ok(book) => app.book = Some(std::sync::Arc::new(book)),
                Err(e) => book_warning = Some(e.render(lang)),
            }
        }
        screens.into_iter().for_each(|s| app.push(s));
        for warning in [config_error, theme_warning, warning, book_warning]
            .into_iter()
            .flatten()
        {
            app.base
                .set_status(super::app::StatusKind::Warning, warning);
        }
        Ok(Startup {
            app,
            dirs,
            config,
            to_archive: None,
        })
    }
}
