//! `chuhe tournament play EVENT ROUND BOARD`: a board of the event played hot-seat in
//! this terminal, in the event's mode with its rules and time
//! control and the two players' names; its result, fouls and time used (the result
//! sheet, 10.1) go into the event file, saved atomically, when the game ends.
//! A board that already has a result is refused before the terminal is touched.
//!
//! `chuhe tournament open EVENT`: the TUI's tournament screen on the event; on a file
//! that does not exist yet, the new-event dialog, which creates it.

use std::path::PathBuf;
use std::process::ExitCode;

use clap::Args as ClapArgs;

use chuhe_tournament::store;
use chuhe_tui::tournament_board::{TournamentBoard, config_for};

use super::play::LookArgs;

#[derive(ClapArgs, Debug)]
pub struct PlayArgs {
    pub event: PathBuf,
    pub round: u32,
    /// The board (its number in the round's pairings); `--board` is the drawing's size.
    #[arg(value_name = "BOARD")]
    pub board_number: u32,
    #[command(flatten)]
    pub look: LookArgs,
}

#[derive(ClapArgs, Debug)]
pub struct OpenArgs {
    pub event: PathBuf,
    #[command(flatten)]
    pub look: LookArgs,
}

/// `chuhe tournament open EVENT`: the tournament screen.
pub fn open(a: OpenArgs) -> anyhow::Result<ExitCode> {
    chuhe_tui::session::run_tournament_screen(&a.event, &a.look.options())
}

pub fn play(a: PlayArgs) -> anyhow::Result<ExitCode> {
    let event = store::load(&a.event)?;
    let config = config_for(&event, a.round, a.board_number)?;
    let board = TournamentBoard::new(&a.event, a.round, a.board_number);
    chuhe_tui::session::run_tournament(board, config, &a.look.options())
}
