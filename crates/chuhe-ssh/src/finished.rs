//! A finished club game as the archive keeps it: its record as PGN with Chinese
//! moves and chuhe's match data (clocks, scoresheets, fouls, the rule set), from
//! the board a player sat at or, when nobody sat at it at the end (a flag fell
//! with both away), from the host's last save.

use std::time::Instant;

use chuhe_core::match_control::Outcome;
use chuhe_net::host::HostSave;
use chuhe_tui::game::GameInPlay;

/// A finished game's record as PGN, dated today.
pub fn finished_pgn(game: &GameInPlay) -> String {
    let stamp = chuhe_tui::io::timestamp();
    let date = format!("{}.{}.{}", &stamp[..4], &stamp[4..6], &stamp[6..8]);
    let record = chuhe_tui::save::to_record(game, Some(&date));
    let options = chuhe_core::record::PgnOptions::new(chuhe_core::notation::Notation::Chinese);
    chuhe_core::record::write_pgn(&record, &options)
}

/// The result and PGN of the game a host's save holds, if it is over.
pub fn from_save(save: &HostSave) -> Option<(Outcome, String)> {
    let record = save.record.as_ref()?;
    let game = GameInPlay::restore(record, save.saved_at, Instant::now()).ok()?;
    let outcome = game.verdict()?.outcome;
    Some((outcome, finished_pgn(&game)))
}
