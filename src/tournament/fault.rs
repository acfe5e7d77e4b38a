//! What makes an event file impossible, found when it is read: each names the place
//! (the field, the round, the board, the player) so that whoever edited the file can
//! find it. Typed, so that the catalogue says it in the interface's language.

/// A place in an event file that cannot be right.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error, strum::EnumCount)]
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
}
