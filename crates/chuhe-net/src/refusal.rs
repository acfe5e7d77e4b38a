//! Why the host refuses a connection or closes it: typed values, each with its
//! protocol code ([`ErrorCode`]) and its text in both languages, so that what a
//! client is told, what the host logs and what the README lists come from one place.

use crate::catalogue::net::NetText;
use chuhe_core::match_control::Text;
use chuhe_core::rules::Color;

use super::protocol::ErrorCode;

/// A refusal or a closing of a connection by the host.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Refusal {
    /// The host serves as many connections as it can.
    Full,
    /// This peer (a local user, or a TCP address) has opened more connections that
    /// have not said hello than it may: its oldest one is closed for the newest.
    TooManyPending,
    /// No hello within the time for it (counted from the connection, not reset by
    /// bytes that make no line).
    HelloTimeout,
    /// A line was not finished within the idle limit.
    IdleTimeout,
    TooLong {
        limit: usize,
    },
    NotUtf8,
    /// Something else than a hello came first.
    HelloFirst,
    /// A hello came on a connection that had already said hello.
    AlreadyGreeted,
    WrongCode,
    /// The token is not 32 hex digits.
    TokenFormat,
    /// The token opens no seat of this game.
    TokenOpensNoSeat,
    /// The token opens the `holds` seat while the hello asked for `asked`.
    SeatMismatch {
        asked: Color,
        holds: Color,
    },
    /// The seat asked for is taken; `free` is.
    SeatTaken {
        asked: Color,
        free: Color,
    },
    BothSeatsTaken,
    /// The host could not make a seat token.
    NoToken,
    SpectatorsFull {
        watching: usize,
    },
    RateLimited,
    /// The seat was taken over by a new connection with the same token.
    Replaced,
    /// The host shuts down; the game is saved.
    Closing,
    /// An arbiter's hello without the arbiter's token, or with another one.
    NotTheArbiter,
    /// A name the event did not pair at this board (a tournament game's seats are
    /// kept for the players the round paired).
    NotPairedHere {
        name: String,
    },
}

impl Refusal {
    pub fn code(&self) -> ErrorCode {
        match self {
            Refusal::Full | Refusal::SpectatorsFull { .. } => ErrorCode::Full,
            Refusal::TooManyPending => ErrorCode::TooManyPending,
            Refusal::HelloTimeout | Refusal::IdleTimeout => ErrorCode::Timeout,
            Refusal::TooLong { .. } => ErrorCode::TooLong,
            Refusal::NotUtf8 => ErrorCode::Malformed,
            Refusal::HelloFirst => ErrorCode::HelloFirst,
            Refusal::AlreadyGreeted => ErrorCode::AlreadyGreeted,
            Refusal::WrongCode => ErrorCode::WrongCode,
            Refusal::TokenFormat | Refusal::TokenOpensNoSeat => ErrorCode::BadToken,
            Refusal::SeatMismatch { .. } => ErrorCode::SeatMismatch,
            Refusal::SeatTaken { .. } | Refusal::BothSeatsTaken => ErrorCode::SeatsTaken,
            Refusal::NoToken | Refusal::Closing => ErrorCode::Closing,
            Refusal::RateLimited => ErrorCode::RateLimited,
            Refusal::Replaced => ErrorCode::Replaced,
            Refusal::NotTheArbiter => ErrorCode::BadToken,
            Refusal::NotPairedHere { .. } => ErrorCode::SeatsTaken,
        }
    }

    /// The text in both languages (the words are the catalogue's).
    pub fn text(&self) -> Text {
        Text::of(&self.catalogue_key())
    }

    /// The catalogue's key for this refusal (the host's log words it too).
    pub fn catalogue_key(&self) -> NetText {
        match self {
            Refusal::Full => NetText::HostFull,
            Refusal::TooManyPending => NetText::TooManyPending,
            Refusal::HelloTimeout => NetText::HelloTimeout,
            Refusal::IdleTimeout => NetText::IdleTimeout,
            Refusal::TooLong { limit } => NetText::TooLong { limit: *limit },
            Refusal::NotUtf8 => NetText::NotUtf8,
            Refusal::HelloFirst => NetText::HelloFirst,
            Refusal::AlreadyGreeted => NetText::AlreadyGreeted,
            Refusal::WrongCode => NetText::WrongCode,
            Refusal::TokenFormat => NetText::TokenFormat,
            Refusal::TokenOpensNoSeat => NetText::TokenOpensNoSeat,
            Refusal::SeatMismatch { asked, holds } => NetText::SeatMismatch {
                asked: *asked,
                holds: *holds,
            },
            Refusal::SeatTaken { asked, free } => NetText::SeatTaken {
                asked: *asked,
                free: *free,
            },
            Refusal::BothSeatsTaken => NetText::BothSeatsTaken,
            Refusal::NoToken => NetText::NoToken,
            Refusal::SpectatorsFull { watching } => NetText::SpectatorsFull {
                watching: *watching,
            },
            Refusal::RateLimited => NetText::RateLimited,
            Refusal::Replaced => NetText::Replaced,
            Refusal::Closing => NetText::Closing,
            Refusal::NotTheArbiter => NetText::NotTheArbiter,
            Refusal::NotPairedHere { name } => NetText::NotPairedHere { name: name.clone() },
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Every refusal, with sample values.
    fn all() -> Vec<Refusal> {
        use Color::{Black, Red};
        vec![
            Refusal::Full,
            Refusal::TooManyPending,
            Refusal::HelloTimeout,
            Refusal::IdleTimeout,
            Refusal::TooLong { limit: 4096 },
            Refusal::NotUtf8,
            Refusal::HelloFirst,
            Refusal::AlreadyGreeted,
            Refusal::WrongCode,
            Refusal::TokenFormat,
            Refusal::TokenOpensNoSeat,
            Refusal::SeatMismatch {
                asked: Red,
                holds: Black,
            },
            Refusal::SeatTaken {
                asked: Black,
                free: Red,
            },
            Refusal::BothSeatsTaken,
            Refusal::NoToken,
            Refusal::SpectatorsFull { watching: 32 },
            Refusal::RateLimited,
            Refusal::Replaced,
            Refusal::Closing,
            Refusal::NotTheArbiter,
            // A name is the player's data: digits only, to pass both checks.
            Refusal::NotPairedHere { name: "42".into() },
        ]
    }

    /// Chinese text holds no English words, except the protocol's own names (the
    /// command `chuhe watch`, the message name `hello`, UTF-8).
    #[test]
    fn chinese_texts_have_no_english_words() {
        for r in all() {
            let t = r.text();
            let stripped =
                t.zh.replace("chuhe watch", "")
                    .replace("hello", "")
                    .replace("UTF-8", "");
            assert!(
                !stripped.chars().any(|c| c.is_ascii_alphabetic()),
                "{r:?}: {}",
                t.zh
            );
            assert!(!t.en.is_empty() && t.en.is_ascii(), "{r:?}: {}", t.en);
        }
    }
}
