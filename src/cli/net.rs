//! `chuhe host [game options]`, `chuhe join CODE`, `chuhe watch CODE` (README,
//! "Network play").
//!
//! - `chuhe host` serves the game and opens the TUI for the host's own seat (Red by
//!   default, `--seat black`); the other player joins with the code it prints.
//!   `chuhe host --headless` only serves: both seats are for players who join, and
//!   the host logs what happens until the game is over and everybody has left (or
//!   it is stopped; the game is saved and `chuhe host --resume` carries it on).
//! - `chuhe host --black engine:6` (or `--red`, a level or an engine of config.toml)
//!   seats an engine at the game (`net_engine.rs`), so that a lone player has an
//!   opponent; a resumed game's engine sits down again. `--book PATH`: the built-in
//!   engine plays its openings from that book.
//! - `chuhe join CODE` takes the free seat (or `--as red|black`), or takes one's seat
//!   back with the token remembered from an earlier `join`.
//! - `chuhe watch CODE` shows the game read-only.

use std::io::Write as _;
use std::path::{Path, PathBuf};
use std::process::ExitCode;
use std::sync::Arc;

use anyhow::{Context as _, bail};

use chuhe_core::lang::Render as _;
use chuhe_core::match_control::{MatchConfig, Mode};
use chuhe_core::rules::Color;
use chuhe_net::catalogue::HostLog;
use chuhe_net::catalogue::{CodeProblem, NetErrorText, SaveProblem};
use chuhe_net::host::{HostSave, escape_for_log, join_command, latest_unfinished};
use chuhe_net::permissions::{self, current_uid, user_name};
use chuhe_net::{
    ClockPolicy, Endpoint, GameId, Host, HostOptions, JoinCode, Limits, Listen, Start,
};

use super::interface_lang::current;
use super::net_engine::{EngineSeat, choice_of_name};
use super::net_place::{Place, dirs, hosted_dir, listen_of, parse_side};
use chuhe_tui::options::EngineChoice;

#[derive(clap::Args, Debug)]
pub struct HostArgs {
    #[command(flatten)]
    pub game: super::play::Args,
    /// Only serve: both seats are for players who join.
    #[arg(long)]
    pub headless: bool,
    /// The host's own seat: red (default) or black.
    #[arg(long, value_name = "SIDE", value_parser = parse_side)]
    pub seat: Option<Color>,
    /// Your name on the board (default: your user name).
    #[arg(long)]
    pub name: Option<String>,
    #[command(flatten)]
    pub place: Place,
    /// A disconnected player's clock: run or pause (default: run in tournament mode,
    /// pause otherwise).
    #[arg(long, value_name = "run|pause")]
    pub clock_on_disconnect: Option<ClockPolicy>,
    /// Carry on a hosted game from its save: the latest unfinished one, or the game
    /// of a code, or a save file.
    #[arg(long, value_name = "CODE|FILE", num_args = 0..=1, default_missing_value = "")]
    pub resume: Option<String>,
    /// Print the join code and where the game is served as one JSON line.
    #[arg(long)]
    pub json: bool,
    /// An opening book (`chuhe book build`) the built-in engine's seats play from
    /// while the position is in it.
    #[arg(long, value_name = "PATH")]
    pub book: Option<PathBuf>,
}

#[derive(clap::Args, Debug)]
pub struct JoinArgs {
    /// The join code the host printed (as k7q2-m9xd-4htw).
    pub code: JoinCode,
    /// The seat wanted: red or black (default: the free one).
    #[arg(long = "as", value_name = "SIDE", value_parser = parse_side)]
    pub seat: Option<Color>,
    /// Your name on the board (default: your user name).
    #[arg(long)]
    pub name: Option<String>,
    #[command(flatten)]
    pub place: Place,
    #[command(flatten)]
    pub look: super::play::LookArgs,
}

#[derive(clap::Args, Debug)]
pub struct WatchArgs {
    /// The join code of the game.
    pub code: JoinCode,
    #[command(flatten)]
    pub place: Place,
    #[command(flatten)]
    pub look: super::play::LookArgs,
}

/// The game the host's command line asks for.
pub fn match_config(args: &super::play::Args) -> anyhow::Result<MatchConfig> {
    if args.load.is_some() {
        bail!(NetErrorText::HostNoLoad.render(current()));
    }
    let mut c = MatchConfig::new(args.mode.unwrap_or(Mode::Casual));
    if let Some(r) = args.rules {
        c.rules = r;
    }
    if let Some(t) = &args.time {
        c.time_control = t.clone();
    }
    if let Some(p) = &args.fen {
        c.start = p.clone();
    }
    c.red = args.red.clone().unwrap_or_default();
    c.black = args.black.clone().unwrap_or_default();
    // An engine's seat shows the engine's name, as at a local board.
    for (name, value) in [(&mut c.red, &args.red), (&mut c.black, &args.black)] {
        if let Some(choice) = engine_choice(value.as_deref())? {
            *name = choice.to_string();
        }
    }
    Ok(c)
}

/// The engine a `--red`/`--black` value names, if it names one.
fn engine_choice(value: Option<&str>) -> anyhow::Result<Option<EngineChoice>> {
    match value.and_then(EngineChoice::parse) {
        None => Ok(None),
        Some(Ok(c)) => Ok(Some(c)),
        Some(Err(e)) => bail!(e.render(current())),
    }
}

fn find_save(resume: &str, hosted: &Path) -> anyhow::Result<(PathBuf, HostSave)> {
    if resume.is_empty() {
        return latest_unfinished(hosted).with_context(|| {
            NetErrorText::NoUnfinishedHosted {
                dir: hosted.display().to_string(),
            }
            .render(current())
        });
    }
    let path = if Path::new(resume).is_file() {
        PathBuf::from(resume)
    } else {
        let id: GameId = match resume.parse::<JoinCode>() {
            Ok(code) => code.game(),
            Err(_) => resume.parse().map_err(|e| {
                anyhow::anyhow!(
                    NetErrorText::ResumeBadName {
                        resume: resume.to_string(),
                        why: code_problem(&e),
                    }
                    .render(current())
                )
            })?,
        };
        hosted.join(format!("{id}.json"))
    };
    let save = HostSave::load(&path).map_err(|e| {
        anyhow::anyhow!(
            NetErrorText::ResumeSave {
                path: path.display().to_string(),
                problem: save_problem(&e),
                detail: e.to_string(),
            }
            .render(current())
        )
    })?;
    Ok((path, save))
}

/// What is wrong with a typed code, as the catalogue words it.
pub(super) fn code_problem(e: &chuhe_net::code::CodeError) -> CodeProblem {
    use chuhe_net::code::CodeError as E;
    use chuhe_net::code::{GAME_ID_LEN, SECRET_LEN};
    match *e {
        E::Length { found } => CodeProblem::CodeLength {
            expected: GAME_ID_LEN + SECRET_LEN,
            found,
        },
        E::GameIdLength { found } => CodeProblem::NameLength {
            expected: GAME_ID_LEN,
            found,
        },
        E::BadChar { ch, position } => CodeProblem::BadChar { ch, position },
    }
}

/// Why a host save cannot be carried on, as the catalogue words it.
fn save_problem(e: &chuhe_net::host::SaveError) -> SaveProblem {
    use chuhe_net::host::SaveError as E;
    match e {
        E::Io { source, .. } => SaveProblem::Io(source.kind()),
        E::Json { .. } | E::Format { .. } => SaveProblem::NotASave,
        E::Version { found, .. } => SaveProblem::Version { found: *found },
        E::Code { .. } | E::Token { .. } | E::Replay { .. } => SaveProblem::Damaged,
    }
}

/// A log line for the terminal, stamped with the UTC time of day.
fn stamp(line: &str) -> String {
    let secs = std::time::SystemTime::now()
        .duration_since(std::time::UNIX_EPOCH)
        .map_or(0, |d| d.as_secs());
    let t = secs % 86_400;
    format!("{:02}:{:02}:{:02} {line}", t / 3600, t / 60 % 60, t % 60)
}

pub fn host(args: HostArgs) -> anyhow::Result<ExitCode> {
    let dirs = dirs();
    let hosted = hosted_dir(&dirs.data);
    let headless = args.headless;
    // The log's language: --lang, else the config's, else the locale.
    let lang = super::interface_lang::resolve(args.game.look.lang);
    let me = user_name(current_uid());
    let name = args.name.clone().unwrap_or_else(|| me.clone());
    let seat = match (&args.seat, args.headless) {
        (Some(_), true) => bail!(NetErrorText::SeatHeadless.render(current())),
        (Some(s), false) => Some(*s),
        (None, true) => None,
        (None, false) => Some(Color::Red),
    };
    // A book that cannot be read stops the host before the game is served.
    let book = match &args.book {
        Some(path) => Some(Arc::new(
            chuhe_engine::book::open(path).map_err(|e| anyhow::anyhow!(e.render(current())))?,
        )),
        None => None,
    };
    // The engines to seat, with the seat's token for a resumed game.
    let mut engines: Vec<(Color, EngineChoice, Option<chuhe_net::Token>)> = Vec::new();
    let mut own_seat = seat;
    let (start, listen, policy) = match &args.resume {
        Some(resume) => {
            let (path, save) = find_save(resume, &hosted)?;
            own_seat = if headless { None } else { save.host_seat };
            for side in [Color::Red, Color::Black] {
                let name = match side {
                    Color::Red => &save.config.red,
                    Color::Black => &save.config.black,
                };
                if let Some(choice) = choice_of_name(name) {
                    let token = save.seats[side.index()]
                        .token
                        .as_deref()
                        .and_then(|t| t.parse().ok());
                    engines.push((side, choice, token));
                }
            }
            let listen = listen_of(&args.place)?.unwrap_or_else(|| save.listen.clone());
            let policy = args.clock_on_disconnect.unwrap_or(save.clock_on_disconnect);
            (
                Start::Resume {
                    save: Box::new(save),
                    path,
                },
                listen,
                policy,
            )
        }
        None => {
            let config = match_config(&args.game)?;
            for (side, value) in [
                (Color::Red, &args.game.red),
                (Color::Black, &args.game.black),
            ] {
                if let Some(choice) = engine_choice(value.as_deref())? {
                    engines.push((side, choice, None));
                }
            }
            let policy = match args.clock_on_disconnect {
                Some(p) => p,
                None if config.mode == Mode::Tournament => ClockPolicy::Run,
                None => ClockPolicy::Pause,
            };
            let listen = listen_of(&args.place)?
                .unwrap_or_else(|| Listen::Unix(permissions::default_socket_dir()));
            let seat = seat.map(|c| (c, name.clone()));
            (
                Start::New {
                    config: Box::new(config),
                    seat,
                },
                listen,
                policy,
            )
        }
    };
    if let Some((side, _, _)) = engines.iter().find(|(side, _, _)| Some(*side) == own_seat) {
        bail!(
            NetErrorText::EngineOwnSeat {
                flag: format!("--{}", side.english_name().to_lowercase()),
            }
            .render(current())
        );
    }
    let engine_configs = if engines
        .iter()
        .any(|(_, c, _)| matches!(c, EngineChoice::Named(_)))
    {
        let (config, problem) = chuhe_tui::config::Config::load(&dirs.config);
        if let Some(p) = problem {
            bail!(p.render(current()));
        }
        config.engines
    } else {
        Default::default()
    };
    let options = HostOptions {
        listen,
        clock_on_disconnect: policy,
        limits: Limits::default(),
        saves: chuhe_net::Saves::Dir(hosted),
        host_name: name.clone(),
        exit_when_done: headless,
        log: if headless {
            Box::new(|l: &str| eprintln!("{}", stamp(l)))
        } else {
            Box::new(|_: &str| {})
        },
        arbiter: Default::default(),
        lang,
    };
    let host = Host::start(options, start, None)
        .with_context(|| NetErrorText::HostStart.render(current()))?;
    let mut seated = Vec::new();
    for (side, choice, token) in &engines {
        let log: Box<dyn Fn(&HostLog) + Send> = if headless {
            Box::new(move |l: &HostLog| eprintln!("{}", stamp(&escape_for_log(&l.render(lang)))))
        } else {
            // The TUI owns the terminal.
            Box::new(|_: &HostLog| {})
        };
        let seat = EngineSeat::start(
            &host,
            *side,
            choice,
            &engine_configs,
            book.as_ref(),
            token.clone(),
            log,
        );
        match seat {
            Ok(s) => seated.push(s),
            Err(e) => {
                host.shutdown();
                return Err(e.context(format!("--{}", side.english_name().to_lowercase())));
            }
        }
    }
    announce(&host, args.json)?;
    if headless {
        serve_until_stopped(host)
    } else {
        super::net_tui::host_seat(host, &args.game.look.options(), &name)
    }
}

/// Prints the join code and where the game is served.
fn announce(host: &Host, json: bool) -> anyhow::Result<()> {
    let code = host.code();
    let mut out = std::io::stdout().lock();
    if json {
        let mut v = serde_json::json!({
            "code": code.to_string(),
            "game": code.game().to_string(),
            "join": join_command(code, host.endpoint()),
            "save": host.save_path(),
            "arbiter_token_file": host.arbiter_file(),
        });
        match host.endpoint() {
            Endpoint::Unix(p) => v["socket"] = serde_json::json!(p),
            Endpoint::Tcp(a) => v["tcp"] = serde_json::json!(a.to_string()),
        }
        writeln!(out, "{v}")?;
    } else {
        writeln!(
            out,
            "chuhe: hosting game {} at {}",
            code.game(),
            host.endpoint()
        )?;
        writeln!(out, "join code: {code}")?;
        writeln!(
            out,
            "the other player runs:  {}",
            join_command(code, host.endpoint())
        )?;
        let watch = join_command(code, host.endpoint()).replacen("join", "watch", 1);
        writeln!(out, "spectators run:         {watch}")?;
        if let Some(file) = host.arbiter_file() {
            let arbiter = join_command(code, host.endpoint()).replacen("join", "arbiter", 1);
            writeln!(
                out,
                "the arbiter runs:       {arbiter} pause|resume|… (token in {})",
                file.display()
            )?;
        }
    }
    out.flush()?;
    Ok(())
}

/// Serves until the game is over and everybody has left, or a signal stops the host
/// (the game is saved either way).
fn serve_until_stopped(host: Host) -> anyhow::Result<ExitCode> {
    use signal_hook::consts::{SIGHUP, SIGINT, SIGTERM};
    let mut signals = signal_hook::iterator::Signals::new([SIGHUP, SIGINT, SIGTERM])
        .with_context(|| NetErrorText::SignalHandlers.render(current()))?;
    let control = host.control();
    let handle = signals.handle();
    std::thread::Builder::new()
        .name("chuhe-signals".into())
        .spawn(move || {
            if signals.forever().next().is_some() {
                control.shutdown();
            }
        })
        .with_context(|| NetErrorText::SignalThread.render(current()))?;
    host.wait();
    handle.close();
    Ok(ExitCode::SUCCESS)
}

pub fn join(args: JoinArgs) -> anyhow::Result<ExitCode> {
    let name = args
        .name
        .clone()
        .unwrap_or_else(|| user_name(current_uid()));
    super::net_tui::join(
        &args.code,
        &args.place,
        args.seat,
        name,
        &args.look.options(),
    )
}

pub fn watch(args: WatchArgs) -> anyhow::Result<ExitCode> {
    super::net_tui::watch(args.code, &args.place, &args.look.options())
}
