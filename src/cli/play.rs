//! `chuhe` / `chuhe play [--rules] [--time] [--mode] [--fen] [--load [--game N]]
//! [--red --black]` and the TUI's own options (`--lang`, `--theme`, `--ascii`,
//! `--notation`, `--board`, `--mouse`). Every value is parsed here into its type, so a wrong one
//! is refused (exit status 2) before the terminal is touched; the TUI gets
//! [`SessionOptions`].

use std::num::NonZeroUsize;
use std::path::PathBuf;
use std::process::ExitCode;

use chuhe_core::game_kind::{Mode, RuleSet};
use chuhe_core::lang::Lang;
use chuhe_core::match_control::{PRESETS, TimeControl};
use chuhe_core::notation::Notation;
use chuhe_core::rules::Position;
use chuhe_tui::config::BoardSize;
use chuhe_tui::options::EngineChoice;
use chuhe_tui::{GameOptions, LookOptions, SessionOptions};

use super::level_help::player_long_help;

#[derive(clap::Args, Debug, Clone, Default)]
pub struct Args {
    /// Rule set: cxa (default), axf or folk.
    #[arg(long, value_name = "cxa|axf|folk")]
    pub rules: Option<RuleSet>,
    #[arg(long, value_name = "PRESET|SPEC", help = time_help(), long_help = time_long_help())]
    pub time: Option<TimeControl>,
    /// casual (default), practice or tournament.
    #[arg(long, value_name = "casual|practice|tournament")]
    pub mode: Option<Mode>,
    /// Start position as a FEN (default: the standard opening position).
    #[arg(long, value_parser = parse_fen)]
    pub fen: Option<Position>,
    /// Open a saved game (PGN, JSON or any record format chuhe reads).
    #[arg(long, value_name = "FILE")]
    pub load: Option<PathBuf>,
    /// Which game of a --load record holding several (1-based; default: the first).
    #[arg(long, value_name = "N", requires = "load")]
    pub game: Option<NonZeroUsize>,
    /// Red player's name, or engine[:LEVEL|:NAME] for the computer (the built-in
    /// engine at level 1–10, default 10, or an engine of config.toml).
    #[arg(long, value_parser = parse_player, long_help = player_long_help())]
    pub red: Option<String>,
    /// Black player's name, or engine[:LEVEL|:NAME].
    #[arg(long, value_parser = parse_player)]
    pub black: Option<String>,
    #[command(flatten)]
    pub look: LookArgs,
}

/// The TUI's own options: all a player joining or watching a networked game may
/// choose (the game itself is the host's).
#[derive(clap::Args, Debug, Clone, Default)]
pub struct LookArgs {
    /// Interface language: zh or en (default: the config's, else from LANG).
    #[arg(long, value_name = "zh|en")]
    pub lang: Option<Lang>,
    /// Colour theme: classic, dark, mono, or a user theme in the config directory.
    #[arg(long)]
    pub theme: Option<String>,
    /// Letters instead of Chinese characters on the board, for terminals without
    /// CJK fonts (the language and the notation stay as they are).
    #[arg(long)]
    pub ascii: bool,
    /// Notation of the move list: chinese, wxf or iccs (default: chinese for zh,
    /// wxf for en).
    #[arg(long, value_name = "chinese|wxf|iccs")]
    pub notation: Option<Notation>,
    /// Board drawing: auto, large, full or compact.
    #[arg(long, value_name = "auto|large|full|compact", value_parser = parse_board)]
    pub board: Option<BoardSize>,
    /// Play with the mouse too (captures the mouse, which stops text selection).
    #[arg(long)]
    pub mouse: bool,
}

impl Args {
    /// The typed options the TUI runs with.
    pub fn options(&self) -> SessionOptions {
        SessionOptions {
            game: GameOptions {
                rules: self.rules,
                time: self.time.clone(),
                mode: self.mode,
                start: self.fen.clone(),
                load: self.load.clone(),
                game: self.game,
                red: player_name(self.red.as_deref()),
                black: player_name(self.black.as_deref()),
                red_engine: engine_of(self.red.as_deref()),
                black_engine: engine_of(self.black.as_deref()),
            },
            look: self.look.options(),
        }
    }
}

impl LookArgs {
    pub fn options(&self) -> LookOptions {
        LookOptions {
            lang: self.lang,
            theme: self.theme.clone(),
            ascii: self.ascii,
            notation: self.notation,
            board: self.board,
            mouse: self.mouse,
        }
    }
}

/// `--red`/`--black`: a name, or an engine whose level must be 1–10.
pub fn parse_player(s: &str) -> Result<String, String> {
    match EngineChoice::parse(s) {
        Some(Err(e)) => Err(chuhe_core::lang::Render::render(
            &e,
            super::interface_lang::current(),
        )),
        _ => Ok(s.to_string()),
    }
}

/// The name on the scoresheet: the player's, or the engine's ("chuhe engine:6").
fn player_name(value: Option<&str>) -> Option<String> {
    value.map(|v| engine_of(Some(v)).map_or(v.to_string(), |e| e.to_string()))
}

/// The engine a `--red`/`--black` value names, if it names one.
fn engine_of(value: Option<&str>) -> Option<EngineChoice> {
    value.and_then(EngineChoice::parse).and_then(Result::ok)
}

/// `--fen`: the position, or the FEN error saying what and where.
pub fn parse_fen(s: &str) -> Result<Position, String> {
    Position::from_fen(s).map_err(|e| e.to_string())
}

fn parse_board(s: &str) -> Result<BoardSize, chuhe_core::lang::UnknownName> {
    s.parse()
}

/// `--time` in `-h`: the preset names.
fn time_help() -> String {
    let names: Vec<&str> = PRESETS.iter().map(|p| p.name).collect();
    format!(
        "Time control: a preset ({}) or a spec; --help says what each means",
        names.join(", ")
    )
}

/// `--time` in `--help`: every preset with its meaning, and the spec forms.
fn time_long_help() -> String {
    let mut s = String::from(
        "Time control: a preset or a spec (default: the config's, else the mode's: \
         untimed, or 15m+10s in tournament mode).\n\nPresets (6.1–6.5 are the rule book's \
         article 6):\n",
    );
    for p in PRESETS {
        let spec = if p.spec == p.name {
            String::new()
        } else {
            format!(" [{}]", p.spec)
        };
        s.push_str(&format!("  {:<8} {}{spec}\n", p.name, p.en));
    }
    s.push_str(
        "\nSpecs: 40/90m,10/15m (N moves in T, the last period repeating), \
         40/90m,30m (then sudden death), 10m or 1h30m (sudden death), \
         15m+10s (plus an increment per move), 5m+d3s (plus a delay per move), untimed.",
    );
    s
}

pub fn run(args: Args) -> anyhow::Result<ExitCode> {
    chuhe_tui::session::run(&args.options())
}
