//! `chuhe view FILE [--game N]`: opens a record file or a folder of records for
//! study in the TUI — game N on the study board, or the game list when the file
//! holds several games and no `--game` is given — with the TUI's look options.
//! Closing the last study screen leaves chuhe. `chuhe view --fen FEN` opens the
//! position editor over that board instead (`tui::session::edit_position`).

use std::num::NonZeroUsize;
use std::path::PathBuf;
use std::process::ExitCode;

use chuhe_tui::ViewOptions;

use super::play::LookArgs;

#[derive(clap::Args, Debug, Clone)]
pub struct Args {
    /// A record file (PGN, CBL, XQF, DhtmlXQ, chuhe's JSON ...) or a folder of them.
    #[arg(value_name = "FILE", required_unless_present = "fen")]
    pub file: Option<PathBuf>,
    /// Open the position editor over this FEN's board (a FEN whose position is
    /// wrong opens too, with what is wrong shown); Enter plays from the result.
    #[arg(long, value_name = "FEN", conflicts_with_all = ["file", "game"])]
    pub fen: Option<String>,
    /// Which game to open (1-based; default: the list, or the only game).
    #[arg(long, value_name = "N")]
    pub game: Option<NonZeroUsize>,
    #[command(flatten)]
    pub look: LookArgs,
}

pub fn run(args: Args) -> anyhow::Result<ExitCode> {
    let Some(path) = args.file else {
        // The position editor
        let fen = args.fen.as_deref();
        return chuhe_tui::session::edit_position(fen, &args.look.options());
    };
    let view = ViewOptions {
        path,
        game: args.game,
    };
    chuhe_tui::session::run_view(&view, &args.look.options())
}
