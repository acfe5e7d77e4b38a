//! What makes an event file impossible, found when it is read: each names the place
//! (the field, the round, the board, the player) so that whoever edited the file can
//! find it. Typed, so that the catalogue says it in the interface's language.

/// A place in an event file that cannot be right.
#[derive(Clone, Debug, PartialEq, thiserror::Error, strum::EnumCount)]
pub enum Fault {
    /// A round past the rounds the event plans (a Swiss event's `rounds_planned`).
    #[error("round {round} is beyond the event's {planned} rounds")]
    RoundBeyondPlanned { round: u32, planned: u32 },
    /// A board number outside 1..=the number of games in the round.
    #[error("round {round} board {board}: the boards are numbered 1 to {boards}")]
    Board { round: u32, board: u32, boards: u32 },
    /// Two games of one round on one board.
    #[error("round {round} board {board} appears twice")]
    BoardTwice { round: u32, board: u32 },
    /// A game's player reference that is no player of the event.
    #[error(
        "round {round} board {board}: {} is player {player}, but the event has {players} players",
        if *red { "red" } else { "black" }
    )]
    Player {
        round: u32,
        board: u32,
        red: bool,
        player: usize,
        players: usize,
    },
    /// More accelerated rounds than the event has rounds.
    #[error("accelerated_rounds is {accelerated}, more than the event's {rounds} rounds")]
    AcceleratedRounds { accelerated: u32, rounds: u32 },
    /// The `format` field names another kind of file.
    #[error("format is '{found}', not '{expected}'")]
    Format { found: String, expected: String },
    /// A version of the file this chuhe does not read.
    #[error("version {found} is not supported (this chuhe reads {supported})")]
    Version { found: u32, supported: u32 },
    /// A player's name that is empty or begins or ends with blanks.
    #[error("players[{index}]: the name {name:?} is empty or has blanks at its ends")]
    PlayerName { index: usize, name: String },
    /// The same name for two players.
    #[error("players[{index}]: the name '{name}' is given twice")]
    DuplicateName { index: usize, name: String },
    /// Games per pairing other than one or two (a two-game match, 13.2).
    #[error("match_games is {0}, not 1 or 2")]
    MatchGames(u32),
    /// A player reference outside the games that is no player of the event.
    #[error("{at}: player {player} does not exist ({players} players)")]
    Reference {
        at: ListPlace,
        player: usize,
        players: usize,
    },
    /// Rounds out of order.
    #[error("rounds[{index}] is numbered {number}, not {}", index + 1)]
    RoundNumber { index: usize, number: u32 },
    /// A player with two games in a round that gives each one game.
    #[error("round {round} board {board}: a player has two games in one round")]
    TwoGames { round: u32, board: u32 },
    /// A player with the bye (or a pass, a rest) who also plays in the round.
    #[error("round {round}: player {player} has the bye and also plays")]
    ByeAlsoPlays { round: u32, player: usize },
    /// A round paired after one that still lacks results.
    #[error("round {round} lacks results but round {next} was paired")]
    RoundUnfinished { round: u32, next: u32 },
    /// A team's member that is no player of the event.
    #[error("team '{team}': a member does not exist")]
    TeamMember { team: String },
    /// A team with fewer players than the match's boards (12.2).
    #[error("team '{team}' has fewer players than the {boards} boards")]
    TeamTooSmall { team: String, boards: u32 },
    /// The teams' table order names a team that does not exist.
    #[error("teams.table_order: a team does not exist")]
    TeamTableOrder,
    /// The teams' groups name a team that does not exist.
    #[error("teams.grouping: a team does not exist")]
    TeamGrouping,
    /// A match between teams one of which does not exist.
    #[error("round {round} match {number}: a team does not exist")]
    MatchTeam { round: u32, number: u32 },
    /// A match's line-up that the team rules refuse (12.2, 12.3).
    #[error("round {round} match {number}: {refusal}")]
    Lineup {
        round: u32,
        number: u32,
        refusal: Box<super::Refusal>,
    },
    /// A team bye, pass or rest for a team that does not exist.
    #[error("round {round}: the team bye does not exist")]
    TeamBye { round: u32 },
}

/// Where, outside the games, an event file names a player.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum ListPlace {
    /// `table_order[i]`: the order players are listed and drawn in.
    TableOrder(usize),
    /// A round's bye, passes or rests.
    Bye { round: u32 },
    /// `grouping[i]`: the members of the groups and the finalists, in a row.
    Grouping(usize),
}

impl std::fmt::Display for ListPlace {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            ListPlace::TableOrder(i) => write!(f, "table_order[{i}]"),
            ListPlace::Bye { round } => write!(f, "round {round} bye"),
            ListPlace::Grouping(i) => write!(f, "grouping[{i}]"),
        }
    }
}
