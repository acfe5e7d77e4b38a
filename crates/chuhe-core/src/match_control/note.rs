//! What the referee says that is neither a refusal nor a verdict: the status line's
//! items, a scoresheet entry's check, a claim's audit, a warning. Typed values with
//! the data of what happened; the words are in the catalogue, reached through
//! [`Text::of`](super::Text::of) (both languages, as the network carries them).

use crate::notation::NotationError;
use crate::rules::Color;

#[derive(Clone, Debug, PartialEq, Eq, strum::EnumCount)]
pub enum Note {
    /// The clocks are stopped.
    Paused,
    InCheck(Color),
    /// `by` has moved and has still to press the clock (6).
    PressTheClock(Color),
    /// `side` has to write `count` missing entries before moving (7.2).
    CompleteEntriesFirst {
        side: Color,
        count: usize,
    },
    /// Under 3 minutes left in the period: `side` may defer recording (7.2).
    RecordingMayWait(Color),
    /// The natural limit is reached: a draw may be claimed (4.2.4, 23.3).
    NaturalLimitReached {
        moves: u32,
    },
    /// Moves without a capture so far, of the limit (4.2.4).
    NaturalLimitNear {
        moves: u32,
        limit: u32,
    },
    /// `by` offers a draw (23.1).
    DrawOffered(Color),
    /// A scoresheet entry names another move than the one played (7.1).
    EntryNamesAnother {
        read: String,
        played: String,
    },
    /// A scoresheet entry cannot be read as a move (7.5).
    EntryUnreadable(NotationError),
    /// A scoresheet entry names no move that could be played here (7.1).
    EntryNoSuchMove {
        why: NotationError,
        played: String,
    },
    /// A repetition claim where the position has occurred only `count` times (24).
    NotPending {
        count: u32,
    },
    /// A natural-limit claim, audited on the moves without a capture (23.3).
    NaturalLimitClaim {
        upheld: bool,
        moves: u32,
        limit: u32,
    },
    /// The same, as adjudication counts it: checks of the claimant beyond ten are
    /// left out (`excluded` moves) (23.3).
    NaturalLimitClaimCounted {
        upheld: bool,
        moves: u32,
        limit: u32,
        excluded: u32,
    },
    /// The clock pressed before moving, the first time (4.1.9).
    PressedBeforeMoving,
}
