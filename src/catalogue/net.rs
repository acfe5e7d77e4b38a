//! The catalogue's keys for the network's texts: `net` sits above the catalogue, so
//! its values are mirrored here and `net` maps onto them.

use crate::rules::Color;

/// Why the host refuses a connection or closes it (`net::Refusal`).
#[derive(Clone, Debug, PartialEq, Eq, strum::EnumCount)]
pub enum NetText {
    HostFull,
    TooManyPending,
    HelloTimeout,
    IdleTimeout,
    TooLong { limit: usize },
    NotUtf8,
    HelloFirst,
    AlreadyGreeted,
    WrongCode,
    TokenFormat,
    TokenOpensNoSeat,
    SeatMismatch { asked: Color, holds: Color },
    SeatTaken { asked: Color, free: Color },
    BothSeatsTaken,
    NoToken,
    SpectatorsFull { watching: usize },
    RateLimited,
    Replaced,
    Closing,
}
