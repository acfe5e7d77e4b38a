//! `chuhe view FILE [--game N]`: opens a record file or a folder of records for
//! study in the TUI — game N on the study board, or the game list when the file
//! holds several games and no `--game` is given — with the TUI's look options.
//! Closing the last study screen leaves chuhe.

use std::num::NonZeroUsize;
use std::path::PathBuf;
use std::process::ExitCode;

use crate::tui::ViewOptions;

use super::play::LookArgs;

#[derive(clap::Args, Debug, Clone)]
pub struct Args {
    /// A record file (PGN, CBL, XQF, DhtmlXQ, chuhe's JSON ...) or a folder of them.
    #[arg(value_name = "FILE")]
    pub file: PathBuf,
    /// Which game to open (1-based; default: the list, or the only game).
    #[arg(long, value_name = "N")]
    pub game: Option<NonZeroUsize>,
    #[command(flatten)]
    pub look: LookArgs,
}

pub fn run(args: Args) -> anyhow::Result<ExitCode> {
    let view = ViewOptions {
        path: args.file,
        game: args.game,
    };
    crate::tui::session::run_view(&view, &args.look.options())
}
