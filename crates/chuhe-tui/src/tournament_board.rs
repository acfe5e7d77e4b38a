//! A tournament's board played hot-seat in this terminal: the
//! game is set up from the event (its rules, time control and mode, the two players'
//! names), and when it ends its result and the result sheet's data (10.1: the fouls,
//! the time each side used) go into the event file, saved atomically.
//!
//! The event file is read again just before the result is written, so that a change
//! made meanwhile (another board's result entered from another terminal) is kept.

use std::path::{Path, PathBuf};

use chuhe_core::match_control::{MatchConfig, ResultSheet};
use chuhe_tournament::{Event, GameResult, TournamentError, result_of_sheet, store};

use super::game::{GameInPlay, hot_seat_config};

/// The board being played, and whether its result is in the event file yet.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct TournamentBoard {
    pub event: PathBuf,
    pub round: u32,
    pub board: u32,
    pub recorded: bool,
    /// Started from the tournament screen: it opens again once the result is in.
    pub back_to_screen: bool,
}

/// What was written to the event file.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Recorded {
    pub result: GameResult,
    pub fouls: [u32; 2],
    pub time_used: [u64; 2],
}

impl TournamentBoard {
    pub fn new(event: &Path, round: u32, board: u32) -> TournamentBoard {
        TournamentBoard {
            event: event.to_path_buf(),
            round,
            board,
            recorded: false,
            back_to_screen: false,
        }
    }
}

/// The game of `round`, `board` as the event has it played: its mode (tournament by
/// default), rules and time control, the players' names. A board that already has a
/// result (entered, or a withdrawal's forfeit, 20) is not played again.
pub fn config_for(event: &Event, round: u32, board: u32) -> Result<MatchConfig, TournamentError> {
    let paired = event.rounds_paired();
    let r = round
        .checked_sub(1)
        .and_then(|i| event.rounds.get(i as usize))
        .ok_or(TournamentError::NoSuchRound { round, paired })?;
    let game = r
        .games
        .iter()
        .find(|g| g.board == board)
        .ok_or(TournamentError::NoSuchBoard {
            round,
            board,
            boards: r.games.len() as u32,
        })?;
    if let Some(result) = game.result {
        return Err(TournamentError::Refused(
            chuhe_tournament::Refusal::BoardPlayed {
                round,
                board,
                result: result.to_string(),
            },
        ));
    }
    let mut config = hot_seat_config(event.mode);
    config.rules = event.rules;
    config.time_control = event.time_control.clone();
    config.red = event.name_of(game.red).to_string();
    config.black = event.name_of(game.black).to_string();
    Ok(config)
}

/// Writes a finished game's result into the event file; `None` while it is played.
pub fn record(
    board: &TournamentBoard,
    game: &GameInPlay,
) -> Option<Result<Recorded, TournamentError>> {
    let sheet = ResultSheet::of(game.referee(), game.now_millis())?;
    let (result, fouls) = result_of_sheet(&sheet);
    let time_used = sheet.time_used.map(|d| d.as_secs());
    let done = (|| {
        let mut event = store::load(&board.event)?;
        event.record_result(board.round, board.board, result, Some(fouls))?;
        event.record_time_used(board.round, board.board, time_used)?;
        store::save(&board.event, &event)
    })();
    Some(done.map(|()| Recorded {
        result,
        fouls,
        time_used,
    }))
}

/// After every event of the loop: when the board's game has ended, its result goes
/// into the event file once, and the status line says so (or why it could not).
pub fn record_when_over(app: &mut super::app::App) {
    use chuhe_core::catalogue::UiText;
    use chuhe_core::lang::Render;
    let lang = app.lang();
    let Some(board) = app.tournament.as_mut().filter(|b| !b.recorded) else {
        return;
    };
    let Some(done) = record(board, &app.base.game) else {
        return;
    };
    // Once, whatever happened: a failure is said, and the command line can enter it.
    board.recorded = true;
    let (kind, text) = match done {
        Ok(r) => (
            super::app::StatusKind::Ok,
            UiText::TournamentRecorded {
                round: board.round,
                board: board.board,
                red: app.base.game.config().red.clone(),
                black: app.base.game.config().black.clone(),
                result: r.result.as_str().to_string(),
            }
            .render(lang),
        ),
        Err(e) => (
            super::app::StatusKind::Error,
            UiText::TournamentRecordFailed(e.render(lang)).render(lang),
        ),
    };
    // Started from the tournament screen: it opens again over the final position
    // (Esc shows the board), read from the file that now holds the result.
    if kind == super::app::StatusKind::Ok && board.back_to_screen {
        match super::screens::tournament::TournamentScreen::open(&board.event) {
            Ok(screen) => app.push(Box::new(screen)),
            Err(e) => app
                .base
                .set_status(super::app::StatusKind::Error, e.render(lang)),
        }
    }
    app.base.set_status(kind, text);
}
