//! Tournaments (articles 11–15, 20, 21.4): the event, its pairings, its results and its
//! standings. Pure library code: no terminal, no network, no printing — the command
//! line (`chuhe tournament`) reads and writes the event file through [`store`].
//!
//! The map:
//! - [`Event`] (`event.rs`): name, system, rules, time control, mode, players, rounds;
//!   the changes an arbiter makes (add, withdraw, record a result), each validated
//!   before anything changes. [`GameResult`] (`result.rs`, 14.1 and 21.4) and
//!   [`Scoring`] (`scoring.rs`, 14.1 with the 2-1-0 and 3-1-0 options).
//! - Pairing the next round (`pairing.rs`): round robin from the Berger tables
//!   (`berger.rs`, `round_robin.rs`, 13.1, 20.3), Swiss after the FIDE Dutch system
//!   (`swiss.rs`; one bracket as a weighted matching in `swiss_bracket.rs`, its
//!   criteria's weights in `swiss_weights.rs`, wide integers for them in `wide.rs`;
//!   colours in `colour.rs`; 11.4, 13.3), knockout (`knockout.rs`, 11.1, 13.4, 13.5)
//!   and double elimination (`double_elimination.rs`, 11.1); the grouped round robin
//!   (`grouped.rs`, 11.3: snake-seeded groups, then a final).
//! - Teams (12): rosters, board orders and line-ups, team matches (`team.rs`, 12.1–12.5,
//!   13.2, 13.3); pairing the teams with the systems above (`team_pairing.rs`); team
//!   standings (`team_standings.rs`, 14.2, 15.3–15.5, 21.4) and the team cross-table
//!   as text, CSV and JSON (`team_crosstable.rs`).
//! - Play-off games added to break a tie (`playoff.rs`, 15.6); between teams, play-off
//!   matches (`team_playoff.rs`).
//! - What each player did (`history.rs`), tie-breaks (`tiebreak.rs`, 15.1, 15.2),
//!   standings (`standings.rs`, 15.6 shared places) and the cross-table
//!   (`crosstable.rs`), rendered as text, CSV or JSON (`render.rs`; the text's words
//!   as typed values for the catalogue in `table_text.rs`); each game's result sheet
//!   (`sheet.rs`, 10.1).
//! - The event file, saved atomically (`store.rs`).
//! - What goes wrong (`error.rs`): a refused operation (`refusal.rs`) and an invalid
//!   setting, name or roster (`invalid.rs`), typed for the catalogue.

mod berger;
mod catalogue;
mod colour;
mod crosstable;
mod double_elimination;
mod error;
pub mod event;
mod fault;
mod grouped;
mod history;
mod invalid;
mod knockout;
mod pairing;
mod playoff;
mod refusal;
mod render;
mod result;
mod round_robin;
mod scoring;
mod sheet;
mod standings;
pub mod store;
mod swiss;
mod swiss_bracket;
mod swiss_outlook;
mod swiss_weights;
mod table_text;
mod team;
mod team_crosstable;
mod team_entries;
mod team_grouped;
mod team_knockout;
mod team_pairing;
mod team_playoff;
mod team_standings;
mod tiebreak;
mod wide;

pub use berger::berger_table;
pub use crosstable::{CrossTable, CrossTableRow};
pub use error::TournamentError;
pub use event::{Event, FORMAT, Player, PlayerId, Round, RoundGame, Settings, System};
pub use fault::{Fault, ListPlace};
pub use grouped::{Grouping, Seeding, snake};
pub use history::{Entry, PlayerHistory, histories};
pub use invalid::Invalid;
pub use pairing::{Pairing, RoundPairing, pair_next_round};
pub use playoff::add_playoff;
pub use refusal::NoPairing;
pub use refusal::Refusal;
pub use render::{crosstable_csv, crosstable_text, standings_csv, standings_text};
pub use result::{GameResult, Score, result_of_sheet};
pub use scoring::Scoring;
pub use sheet::{BoardSheet, SheetLabel, result_sheets};
pub use standings::{GroupTable, Standing, Standings, standings};
pub use swiss::{MAX_PLAYERS as SWISS_MAX_PLAYERS, SwissPlayer, pair_swiss};
pub use table_text::TableText;
pub use team::set_match_lineup;
pub use team::{
    Team, TeamFormat, TeamId, TeamMatch, TeamSettings, Teams, TeamsTextError, parse_teams,
    rosters_of_entries, set_lineup,
};
pub use team_crosstable::{
    TeamCrossRow, TeamCrossTable, TeamMatchCell, TeamTableLabel, team_crosstable_csv,
    team_crosstable_text,
};
pub use team_standings::{
    TeamStanding, TeamStandings, TeamTieBreak, team_crosstable, team_standings, team_standings_csv,
    team_standings_text,
};
pub use tiebreak::TieBreak;
