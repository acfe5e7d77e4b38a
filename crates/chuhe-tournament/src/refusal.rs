//! Why the event refuses an operation now: typed, so that the catalogue
//! says it in the interface's language. `Display` is the English the core said before.

use super::System;

/// An operation the event's state does not allow (the articles it follows are cited).
#[derive(Clone, Debug, PartialEq, thiserror::Error, strum::EnumCount)]
pub enum Refusal {
    #[error("the last round lacks results; play-offs come after it")]
    LastRoundUnfinished,
    #[error("play-offs (15.6) come after the last round; pair the remaining rounds first")]
    PlayoffBeforeLastRound,
    #[error("{0} is not ranked")]
    NotRanked(String),
    #[error("team '{team}' holds place {place} alone; a play-off is for a shared place (15.6)")]
    TeamPlaceAlone { team: String, place: u32 },
    #[error("{player} holds place {place} alone; a play-off is for a shared place (15.6)")]
    PlaceAlone { player: String, place: u32 },
    #[error("place {place} is shared by {}; a play-off is among all of them (15.6)", .tied.join(", "))]
    PlaceShared { place: u32, tied: Vec<String> },
    #[error("a team event's players are registered with their teams (--teams, 12)")]
    TeamPlayersWithTeams,
    #[error("a {0} event takes players only before round 1 (its table is drawn then, 20.2)")]
    LatePlayer(System),
    #[error(
        "in a team match event a player is left out of the line-up (12.2, 12.3), not withdrawn"
    )]
    TeamWithdrawal,
    #[error("{0} has already withdrawn")]
    AlreadyWithdrawn(String),
    #[error(
        "round {round} board {board} is already {old} and round {} was paired from it; a {system} result cannot change now",
        .round + 1
    )]
    ResultFixed {
        round: u32,
        board: u32,
        old: String,
        system: System,
    },
    /// A result entered for a board that has one already: replacing it is asked for
    /// explicitly (`--replace`, or a yes in the TUI), never done by a slip.
    #[error(
        "round {round} board {board} already has the result {old}; to replace it with {new}, use --replace"
    )]
    ResultExists {
        round: u32,
        board: u32,
        old: String,
        new: String,
    },
    #[error("the double elimination is over: {0} won")]
    DoubleEliminationOver(String),
    #[error("a double elimination needs at least 2 players")]
    DoubleEliminationTooFew,
    #[error("the knockout is over: {0} won")]
    KnockoutOver(String),
    #[error("a knockout needs at least 2 players")]
    KnockoutTooFew,
    #[error("a round robin needs at least 2 players")]
    RoundRobinTooFew,
    #[error("a Swiss round needs at least 2 players")]
    SwissTooFew,
    /// More players than the Swiss pairing is built for (`swiss::MAX_PLAYERS`): it
    /// is refused before anything is allocated.
    #[error("a Swiss round pairs at most {limit} players; this one has {players}")]
    SwissTooMany { players: usize, limit: usize },
    #[error("a {0} event's play-off games (11.1) are paired by `tournament pair`")]
    PlayoffByPair(System),
    #[error("the event has no team matches (12)")]
    NoTeamMatches,
    #[error("team '{team}' puts out {players} players for {boards} boards")]
    LineupSize {
        team: String,
        players: usize,
        boards: u32,
    },
    #[error("a player of the line-up is not in team '{0}'")]
    LineupStranger(String),
    #[error("team '{0}' names a player twice")]
    LineupTwice(String),
    #[error("team '{0}' plays its registered boards (12.1)")]
    LineupFixedBoards(String),
    #[error("team '{0}': the boards must keep the roster's order (12.2)")]
    LineupOrder(String),
    #[error("12.5 has no team matches")]
    SumHasNoMatches,
    #[error("team '{team}' does not play match {number} of round {round}")]
    NotInMatch {
        team: String,
        number: u32,
        round: u32,
    },
    #[error("team '{team}' plays matches {} in round {round}; name one (--match N)", .matches.iter().map(u32::to_string).collect::<Vec<_>>().join(", "))]
    ChooseMatch {
        team: String,
        matches: Vec<u32>,
        round: u32,
    },
    #[error("team '{team}' has no match in round {round}")]
    NoMatchInRound { team: String, round: u32 },
    #[error("round {round} has no match {number}")]
    NoSuchMatch { round: u32, number: u32 },
    #[error(
        "round {round} match {number} has begun (a result is recorded); its line-up is set (12.3)"
    )]
    LineupSet { round: u32, number: u32 },
    #[error("all {0} rounds of the groups and the final have been paired")]
    GroupsAllPaired(usize),
    #[error(
        "group {group}: {} share place {place} and only {advance} go through to the final; add play-off games first (15.6): tournament playoff EVENT {}",
        .tied.join(", "), .tied.join(" ")
    )]
    GroupTie {
        group: String,
        tied: Vec<String>,
        place: u32,
        advance: usize,
    },
    #[error("all {0} rounds of the round robin have been paired")]
    RoundRobinAllPaired(u32),
    #[error("all {0} rounds of the Swiss event have been paired")]
    SwissAllPaired(u32),
    #[error(
        "round {round} board {board} already has its result ({result}); `chuhe tournament result` changes it"
    )]
    BoardPlayed {
        round: u32,
        board: u32,
        result: String,
    },
}

/// Why no Swiss round can be paired under the absolute criteria (C.1 no rematch, C.2
/// no second bye, C.3 colours; A.9 the round must be completed): the pairer's reason,
/// typed so that the catalogue says it. `Display` is the old English.
#[derive(Copy, Clone, Debug, PartialEq, Eq, thiserror::Error, strum::EnumCount)]
pub enum NoPairing {
    /// An odd field: every way to pair it leaves for the bye only players who had one
    /// (C.2) or needs a rematch (C.1).
    #[error("no pairing leaves an eligible player for the bye without a rematch")]
    NoByeWithoutRematch,
    /// An even field that cannot be paired without a rematch (C.1) or two absolute
    /// colour preferences clashing (C.3).
    #[error("no pairing without a rematch exists")]
    NoneWithoutRematch,
    /// A bracket of this many players is beyond the pairing weights' width.
    #[error("a bracket of {0} players is too large for the pairing weights")]
    BracketTooLarge(usize),
    /// The brackets were paired and some players were left over.
    #[error("the last bracket left players unpaired")]
    LeftUnpaired,
}
