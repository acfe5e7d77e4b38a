//! The catalogue's keys for the network's texts: `net` sits above the catalogue, so
//! its values are mirrored here and `net` maps onto them.

use crate::match_control::Text;
use crate::rules::Color;

/// Why the host refuses a connection or closes it (`net::Refusal`).
#[derive(Clone, Debug, PartialEq, Eq, strum::EnumCount)]
pub enum NetText {
    HostFull,
    TooManyPending,
    HelloTimeout,
    IdleTimeout,
    TooLong {
        limit: usize,
    },
    NotUtf8,
    HelloFirst,
    AlreadyGreeted,
    WrongCode,
    TokenFormat,
    TokenOpensNoSeat,
    SeatMismatch {
        asked: Color,
        holds: Color,
    },
    SeatTaken {
        asked: Color,
        free: Color,
    },
    BothSeatsTaken,
    NoToken,
    SpectatorsFull {
        watching: usize,
    },
    RateLimited,
    Replaced,
    Closing,
    NotTheArbiter,
    NotPairedHere {
        name: String,
    },
    /// The client could not reach the host at `endpoint`.
    ConnectFailed {
        endpoint: String,
    },
    /// A request got no answer in time.
    NoAnswer,
    /// The connection broke while a request waited.
    LinkBroken,
    /// The host sent a line that is not a message of the protocol.
    Unreadable {
        detail: String,
    },
    /// The link was closed by this side.
    LinkClosed,
    /// Why a connection dropped (the seat then comes back by itself).
    HostClosed,
    CannotWrite,
    HostSilent,
    /// The system's words (English) on a broken connection.
    ConnectionError {
        detail: String,
    },
    /// The replica fell out of step: the whole game is fetched again.
    OutOfStep {
        detail: String,
    },
    /// The replica could not apply a state from the host.
    OutOfStepShort {
        detail: String,
    },
    /// The connection is lost for good, and why.
    LostForGood {
        why: Text,
    },
    /// The connection dropped, and the seat is coming back.
    Reconnecting {
        why: Text,
    },
    Reconnected,
    /// The other player sat down (`back`: after a drop); `name` as the host sent it.
    Arrived {
        color: Color,
        name: String,
        back: bool,
    },
    /// The host waits for the second player; the join code to give them.
    WaitingForOpponent {
        join: String,
    },
    /// A take-back was asked by `by`; the other side answers.
    TakebackPending {
        by: Color,
    },
    /// These players dropped; `paused`: the host stopped the clocks for them.
    Absent {
        who: Vec<Color>,
        paused: bool,
    },
    /// The host stopped the clocks until these players are back.
    StoppedFor {
        who: Vec<Color>,
    },
    /// A field of a client's message breaks its limits.
    FieldTooLong {
        field: Field,
        chars: usize,
        max: usize,
    },
    FieldControl {
        field: Field,
        code: u32,
        at: usize,
    },
    /// A line that is not a message of the protocol (the parser's words, English).
    NotProtocol {
        detail: String,
    },
    /// The two ends speak different versions of the protocol.
    VersionMismatch {
        software: String,
        ours: u64,
        theirs: Option<u64>,
    },
    /// A spectator tried to act.
    Watching,
    SpectatorsCannotAct,
    /// An action before the second player arrived.
    NotStarted,
    /// A next-round request at a game of no event.
    NoEvent,
    /// An arbiter's message from someone else (17).
    OnlyTheArbiter,
    ArbiterDoesNotPlay,
    /// An answer to a take-back nobody asked for.
    NoTakebackAsked,
    TakebackDeclinedBy {
        by: Color,
    },
}

/// A field of a client's message, as the catalogue names it (`net::protocol` maps its
/// JSON keys onto these).
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum Field {
    Code,
    Token,
    Name,
    Client,
    Entry,
    Note,
    Other,
}
