//! Why the host refuses a connection or closes it: typed values, each with its
//! protocol code ([`ErrorCode`]) and its text in both languages, so that what a
//! client is told, what the host logs and what the README lists come from one place.

use crate::match_control::Text;
use crate::rules::Color;

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
    // — arbiter —
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
            // — arbiter —
            Refusal::NotTheArbiter => ErrorCode::BadToken,
            Refusal::NotPairedHere { .. } => ErrorCode::SeatsTaken,
        }
    }

    pub fn text(&self) -> Text {
        match self {
            Refusal::Full => Text::new("主机连接数已满", "the host has too many connections"),
            Refusal::TooManyPending => Text::new(
                "同一来源尚未问候的连接过多：最早的一个已被关闭",
                "too many connections from one place have not said hello: the oldest was closed",
            ),
            Refusal::HelloTimeout => Text::new(
                "连接后没有及时发送问候消息",
                "no hello in time after connecting",
            ),
            Refusal::IdleTimeout => Text::new(
                "没有在时限内收到完整的消息",
                "no complete message within the time limit",
            ),
            Refusal::TooLong { limit } => Text::new(
                format!("消息过长（上限{limit}字节）"),
                format!("message longer than {limit} bytes"),
            ),
            Refusal::NotUtf8 => Text::new("消息不是UTF-8文本", "message is not UTF-8 text"),
            Refusal::HelloFirst => Text::new(
                "第一条消息必须是问候消息（hello）",
                "the first message must be a hello",
            ),
            Refusal::AlreadyGreeted => Text::new(
                "这个连接已经问候过：问候消息只能发送一次",
                "this connection has already said hello: a hello is sent once",
            ),
            Refusal::WrongCode => Text::new("对局码错误", "wrong join code"),
            Refusal::TokenFormat => Text::new(
                "座位凭证格式错误：应为32位十六进制数字",
                "a seat token is 32 hex digits",
            ),
            Refusal::TokenOpensNoSeat => Text::new(
                "座位凭证无效：它不属于这盘棋的任何一方",
                "this seat token opens no seat of this game",
            ),
            Refusal::SeatMismatch { asked, holds } => Text::new(
                format!(
                    "座位凭证属于{}，而你要求坐{}：请去掉座位要求，或使用{}的凭证",
                    holds.chinese_name(),
                    asked.chinese_name(),
                    asked.chinese_name()
                ),
                format!(
                    "this seat token is for {}, but you asked for {}: ask for no seat, or use {}'s token",
                    holds.english_name(),
                    asked.english_name(),
                    asked.english_name()
                ),
            ),
            Refusal::SeatTaken { asked, free } => Text::new(
                format!(
                    "{}的座位已有人，{}的座位空着",
                    asked.chinese_name(),
                    free.chinese_name()
                ),
                format!(
                    "the {} seat is taken; the {} seat is free",
                    asked.english_name().to_lowercase(),
                    free.english_name().to_lowercase()
                ),
            ),
            Refusal::BothSeatsTaken => Text::new(
                "双方座位都已有人；可以观战：chuhe watch 加上对局码",
                "both seats are taken; you can watch: chuhe watch with the same code",
            ),
            Refusal::NoToken => Text::new(
                "主机无法生成座位凭证",
                "the host could not make a seat token",
            ),
            Refusal::SpectatorsFull { watching } => Text::new(
                format!("观众已满（{watching}人）"),
                format!("this game already has {watching} spectators"),
            ),
            Refusal::RateLimited => Text::new("消息过于频繁", "too many messages too fast"),
            Refusal::Replaced => Text::new(
                "你的座位已从另一个连接接管",
                "your seat was taken over by a new connection",
            ),
            Refusal::Closing => Text::new(
                "主机已关闭；对局已保存，主机恢复后可重新连接",
                "the host has shut down; the game is saved and you can reconnect when it is back",
            ),
            // — arbiter —
            Refusal::NotTheArbiter => Text::new(
                "裁判凭证无效：只有本局裁判可以坐裁判席 (17)",
                "wrong arbiter token: only this game's arbiter takes the arbiter's seat (17)",
            ),
            Refusal::NotPairedHere { name } => Text::new(
                format!("本台的座位留给本轮编排的棋手，“{name}”不在本台"),
                format!(
                    "this board's seats are kept for the players paired at it; '{name}' is not one of them"
                ),
            ),
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
