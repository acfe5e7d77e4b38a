//! `chuhe` / `chuhe play [--rules] [--time] [--mode] [--fen] [--load] [--red --black]`
//! and the TUI's own options (`--lang`, `--theme`, `--ascii`, `--board`, `--mouse`).

use std::path::PathBuf;
use std::process::ExitCode;

#[derive(clap::Args, Debug, Clone, Default)]
pub struct Args {
    /// Rule set: cxa (default), axf or folk.
    #[arg(long)]
    pub rules: Option<String>,
    /// Time control: a preset name or a spec.
    #[arg(long)]
    pub time: Option<String>,
    /// casual, practice or tournament.
    #[arg(long)]
    pub mode: Option<String>,
    /// Start position (default: the standard opening position).
    #[arg(long)]
    pub fen: Option<String>,
    /// Open a saved game (PGN, JSON or any record format chuhe reads).
    #[arg(long)]
    pub load: Option<PathBuf>,
    /// Red player's name.
    #[arg(long)]
    pub red: Option<String>,
    /// Black player's name.
    #[arg(long)]
    pub black: Option<String>,
    #[command(flatten)]
    pub look: LookArgs,
}

/// The TUI's own options: all a player joining or watching a networked game may
/// choose (the game itself is the host's).
#[derive(clap::Args, Debug, Clone, Default)]
pub struct LookArgs {
    /// Interface language: zh or en (default: from LANG, then the config).
    #[arg(long)]
    pub lang: Option<String>,
    /// Colour theme: classic, dark, mono, or a user theme in the config directory.
    #[arg(long)]
    pub theme: Option<String>,
    /// Letters instead of Chinese characters, for terminals without CJK fonts.
    #[arg(long)]
    pub ascii: bool,
    /// Board drawing: auto, large, full or compact.
    #[arg(long)]
    pub board: Option<String>,
    /// Play with the mouse too (captures the mouse, which stops text selection).
    #[arg(long)]
    pub mouse: bool,
}

pub fn run(args: Args) -> anyhow::Result<ExitCode> {
    crate::tui::session::run(&args)
}
