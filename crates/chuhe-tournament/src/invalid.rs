//! What is wrong with an event's settings, players or teams as given:
//! typed, so that the catalogue says it in the interface's language. `Display` is the
//! English the core said before.

use super::System;

/// A setting, name or roster the event cannot take (the articles it follows are cited).
#[derive(Clone, Debug, PartialEq, thiserror::Error, strum::EnumCount)]
pub enum Invalid {
    #[error("the event has no team matches (12)")]
    NoTeamMatches,
    #[error("the event has no teams (12)")]
    NoTeams,
    #[error("not a team event")]
    NotTeamEvent,
    #[error("no team named '{0}'")]
    NoSuchTeam(String),
    #[error("team '{0}' is named twice")]
    TeamNamedTwice(String),
    #[error("a play-off needs at least 2 teams")]
    PlayoffTooFewTeams,
    #[error("a play-off needs at least 2 players")]
    PlayoffTooFewPlayers,
    #[error("a knockout match has 1 or 2 games (13.5), not {0}")]
    KnockoutMatchGames(u32),
    #[error("--rounds must be at least 1")]
    NoRounds,
    #[error("--rounds is for a Swiss event; a {0} event has the rounds its system gives")]
    RoundsNotSwiss(System),
    #[error("a grouped round robin (11.3) needs --groups and --advance, and only it takes them")]
    GroupFlags,
    #[error("a player's name is empty")]
    EmptyName,
    #[error("a player's name has a control character: {0:?}")]
    ControlInName(String),
    #[error("a team event's players come with their teams, not --players")]
    TeamPlayersFlag,
    #[error("a team event needs at least 2 teams")]
    TooFewTeams,
    #[error("{boards} boards a match, but the smallest roster has {smallest} players")]
    Boards { boards: u32, smallest: u32 },
    #[error("a team's name {0:?} is empty or has a control character")]
    BadTeamName(String),
    #[error("duplicate team name '{0}'")]
    DuplicateTeam(String),
    #[error(
        "team '{team}' has {players} players for {boards} boards; 12.1 fixes one player a board (substitutes are 12.2's)"
    )]
    FixedBoardsRoster {
        team: String,
        players: usize,
        boards: u32,
    },
    #[error(
        "team '{team}' has {players} players and another {smallest}; 12.5 sums the same number of players for each team"
    )]
    SumRoster {
        team: String,
        players: usize,
        smallest: u32,
    },
    #[error(
        "team '{team}': {above} is rated above {below} but is listed after them; 12.1 orders the boards by rating, unrated players last"
    )]
    RatingOrder {
        team: String,
        above: String,
        below: String,
    },
    #[error("--groups is {0}; a grouped round robin (11.3) has at least 2 groups")]
    TooFewGroups(u32),
    #[error("--advance must be at least 1")]
    NoAdvance,
    #[error("{players} players cannot make {groups} groups of at least 2")]
    GroupsTooMany { players: usize, groups: u32 },
    #[error("--advance {advance} is more than the smallest group's {smallest} players")]
    AdvanceTooMany { advance: u32, smallest: usize },
    #[error("the event has no groups (11.3)")]
    NoGroups,
}
