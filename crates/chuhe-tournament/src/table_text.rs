//! The words around the printed tables (standings, cross-tables, pairings): typed
//! values, put into words by the catalogue (`lang::Render`), so that the tables follow
//! the interface's language and the core holds no sentence.

use super::event::System;
use super::team::TeamFormat;

/// A heading, a column's name or a line of a printed table.
#[derive(Clone, Debug, PartialEq, strum::EnumCount)]
pub enum TableText {
    // Column names.
    Rank,
    Player,
    Team,
    Points,
    Games,
    /// W / 胜.
    Won,
    /// D / 和.
    Drawn,
    /// L / 负.
    Lost,
    /// Team matches played.
    Matches,
    /// Team match points (14.2).
    MatchPoints,
    /// The sum of the team's players' places (15.5).
    Places,
    /// Team game points (14.2).
    GamePoints,
    /// After a withdrawn player's name (20).
    Withdrawn,
    /// A cross-table cell of a round without opponent: "bye" before its mark.
    Bye,
    /// The title of the standings.
    StandingsTitle {
        event: String,
        rounds: u32,
        system: System,
        scoring: String,
    },
    /// The heading of a group's own standings (11.3).
    Group(String),
    /// A withdrawn player whose results were annulled (20.3).
    Annulled(String),
    /// The title of the cross-table.
    CrossTableTitle(String),
    /// The title of the team standings.
    TeamStandingsTitle {
        event: String,
        rounds: u32,
        format: TeamFormat,
    },
    /// The heading of a round's pairings.
    RoundTitle {
        round: u32,
        stage: Option<u32>,
        playoff: bool,
    },
    /// A team match of a round, its boards from `first` to `last`.
    TeamMatch {
        number: u32,
        home: String,
        away: String,
        first: u32,
        last: u32,
    },
    /// A player or team without opponent this round.
    ByeLine(String),
    /// A knockout's player passing to the next stage without a match.
    PassLine(String),
    /// A grouped round robin's player of an odd group without a game (11.3).
    RestLine(String),
}
