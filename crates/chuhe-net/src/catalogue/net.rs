//! Why the host refuses or closes a connection, and what a seat at a networked game
//! is told ([`NetText`]), in both languages: the keys the rest of this crate maps its
//! values onto (`refusal.rs`, `seat.rs`, `client.rs`, the host).

use chuhe_core::catalogue::Examples;
use chuhe_core::lang::{Lang, Render};
use chuhe_core::match_control::Text;
use chuhe_core::rules::Color;

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

impl Render for NetText {
    fn render(&self, lang: Lang) -> String {
        match lang {
            Lang::Zh => net_text_zh(self),
            Lang::En => net_text_en(self),
        }
    }
}

fn net_text_zh(t: &NetText) -> String {
    match t {
        NetText::HostFull => "主机连接数已满".into(),
        NetText::TooManyPending => "同一来源尚未问候的连接过多：最早的一个已被关闭".into(),
        NetText::HelloTimeout => "连接后没有及时发送问候消息".into(),
        NetText::IdleTimeout => "没有在时限内收到完整的消息".into(),
        NetText::TooLong { limit } => format!("消息过长（上限{limit}字节）"),
        NetText::NotUtf8 => "消息不是UTF-8文本".into(),
        NetText::HelloFirst => "第一条消息必须是问候消息（hello）".into(),
        NetText::AlreadyGreeted => "这个连接已经问候过：问候消息只能发送一次".into(),
        NetText::WrongCode => "对局码错误".into(),
        NetText::TokenFormat => "座位凭证格式错误：应为32位十六进制数字".into(),
        NetText::TokenOpensNoSeat => "座位凭证无效：它不属于这盘棋的任何一方".into(),
        NetText::SeatMismatch { asked, holds } => format!(
            "座位凭证属于{}，而你要求坐{}：请去掉座位要求，或使用{}的凭证",
            Color::chinese_name(*holds),
            Color::chinese_name(*asked),
            Color::chinese_name(*asked)
        ),
        NetText::SeatTaken { asked, free } => format!(
            "{}的座位已有人，{}的座位空着",
            Color::chinese_name(*asked),
            Color::chinese_name(*free)
        ),
        NetText::BothSeatsTaken => "双方座位都已有人；可以观战：chuhe watch 加上对局码".into(),
        NetText::NoToken => "主机无法生成座位凭证".into(),
        NetText::SpectatorsFull { watching } => format!("观众已满（{watching}人）"),
        NetText::RateLimited => "消息过于频繁".into(),
        NetText::Replaced => "你的座位已从另一个连接接管".into(),
        NetText::Closing => "主机已关闭；对局已保存，主机恢复后可重新连接".into(),
        NetText::NotTheArbiter => "裁判凭证无效：只有本局裁判可以坐裁判席 (17)".into(),
        NetText::NotPairedHere { name } => {
            format!("本台的座位留给本轮编排的棋手，“{name}”不在本台")
        }
        NetText::ConnectFailed { endpoint } => format!("无法连接到对局（{endpoint}）"),
        NetText::NoAnswer => "主机没有及时回应".into(),
        NetText::LinkBroken => "与主机的连接中断".into(),
        NetText::Unreadable { .. } => "主机发来无法识别的消息".into(),
        NetText::LinkClosed => "与主机的连接已关闭".into(),
        NetText::HostClosed => "主机关闭了连接".into(),
        NetText::CannotWrite => "无法向主机发送消息".into(),
        NetText::HostSilent => "主机不再回应".into(),
        // The system's own words are English: the Chinese says what happened.
        NetText::ConnectionError { .. } => "连接出错".into(),
        NetText::OutOfStep { .. } => "与主机不同步，重新取得整盘对局".into(),
        NetText::OutOfStepShort { .. } => "与主机不同步".into(),
        NetText::LostForGood { why } => format!("与主机的连接已断开：{}", why.zh),
        NetText::Reconnecting { why } => {
            format!("与主机的连接中断，正在重新连接…（{}）", why.zh)
        }
        NetText::Reconnected => "已重新连上主机".into(),
        NetText::Arrived { color, name, back } => {
            let who = if name.is_empty() {
                Color::chinese_name(*color).to_string()
            } else {
                format!("{}（{name}）", Color::chinese_name(*color))
            };
            if *back {
                format!("{who}已重新连接")
            } else {
                format!("{who}已加入对局")
            }
        }
        NetText::WaitingForOpponent { join } => format!("等待对手加入：{join}"),
        NetText::TakebackPending { by } => format!(
            "{}请求悔棋，等待{}答复（y 同意，n 拒绝）",
            Color::chinese_name(*by),
            Color::chinese_name(!*by)
        ),
        NetText::Absent { who, paused: true } => {
            format!("{}已断线，棋钟已停，等待重新连接", sides_list_zh(who))
        }
        NetText::Absent { who, paused: false } => {
            format!("{}已断线，其棋钟继续走", sides_list_zh(who))
        }
        NetText::StoppedFor { who } => {
            format!("主机已停钟，等待{}重新连接", sides_list_zh(who))
        }
        NetText::FieldTooLong { field, chars, max } => format!(
            "消息不合要求：{}有{chars}个字符，最多{max}个",
            net_field_zh(*field)
        ),
        NetText::FieldControl { field, code, at } => format!(
            "消息不合要求：{}的第{at}个字符是控制字符（U+{code:04X}）",
            net_field_zh(*field)
        ),
        NetText::NotProtocol { .. } => "无法识别的消息：不是本协议的消息".into(),
        NetText::VersionMismatch {
            software,
            ours,
            theirs: Some(v),
        } => format!(
            "协议版本不符：主机（{software}）使用第{ours}版，客户端使用第{v}版。请双方使用同一版本的 chuhe。"
        ),
        NetText::VersionMismatch {
            software,
            ours,
            theirs: None,
        } => format!("协议版本不符：主机（{software}）使用第{ours}版，客户端未给出版本"),
        NetText::Watching => "观战中：观众不能操作对局".into(),
        NetText::SpectatorsCannotAct => "观众不能操作对局".into(),
        NetText::NotStarted => "对手尚未加入，对局还没有开始".into(),
        NetText::NoEvent => "这盘棋不属于任何赛事".into(),
        NetText::OnlyTheArbiter => "只有本局裁判可以这样做 (17)".into(),
        NetText::ArbiterDoesNotPlay => "裁判不走棋".into(),
        NetText::NoTakebackAsked => "对方没有提出悔棋请求".into(),
        NetText::TakebackDeclinedBy { by } => format!("{}拒绝悔棋", Color::chinese_name(*by)),
    }
}

fn net_text_en(t: &NetText) -> String {
    let seat = |c: Color| Color::english_name(c).to_lowercase();
    match t {
        NetText::HostFull => "the host has too many connections".into(),
        NetText::TooManyPending => {
            "too many connections from one place have not said hello: the oldest was closed".into()
        }
        NetText::HelloTimeout => "no hello in time after connecting".into(),
        NetText::IdleTimeout => "no complete message within the time limit".into(),
        NetText::TooLong { limit } => format!("message longer than {limit} bytes"),
        NetText::NotUtf8 => "message is not UTF-8 text".into(),
        NetText::HelloFirst => "the first message must be a hello".into(),
        NetText::AlreadyGreeted => {
            "this connection has already said hello: a hello is sent once".into()
        }
        NetText::WrongCode => "wrong join code".into(),
        NetText::TokenFormat => "a seat token is 32 hex digits".into(),
        NetText::TokenOpensNoSeat => "this seat token opens no seat of this game".into(),
        NetText::SeatMismatch { asked, holds } => format!(
            "this seat token is for {}, but you asked for {}: ask for no seat, or use {}'s token",
            Color::english_name(*holds),
            Color::english_name(*asked),
            Color::english_name(*asked)
        ),
        NetText::SeatTaken { asked, free } => format!(
            "the {} seat is taken; the {} seat is free",
            seat(*asked),
            seat(*free)
        ),
        NetText::BothSeatsTaken => {
            "both seats are taken; you can watch: chuhe watch with the same code".into()
        }
        NetText::NoToken => "the host could not make a seat token".into(),
        NetText::SpectatorsFull { watching } => {
            format!("this game already has {watching} spectators")
        }
        NetText::RateLimited => "too many messages too fast".into(),
        NetText::Replaced => "your seat was taken over by a new connection".into(),
        NetText::Closing => {
            "the host has shut down; the game is saved and you can reconnect when it is back".into()
        }
        NetText::NotTheArbiter => {
            "wrong arbiter token: only this game's arbiter takes the arbiter's seat (17)".into()
        }
        NetText::NotPairedHere { name } => format!(
            "this board's seats are kept for the players paired at it; '{name}' is not one of them"
        ),
        NetText::ConnectFailed { endpoint } => format!("cannot reach the game at {endpoint}"),
        NetText::NoAnswer => "the host did not answer in time".into(),
        NetText::LinkBroken => "the connection to the host broke".into(),
        NetText::Unreadable { detail } => {
            format!("the host sent something unreadable: {detail}")
        }
        NetText::LinkClosed => "the link is closed".into(),
        NetText::HostClosed => "the host closed the connection".into(),
        NetText::CannotWrite => "cannot write to the host".into(),
        NetText::HostSilent => "the host stopped answering".into(),
        NetText::ConnectionError { detail } => detail.clone(),
        NetText::OutOfStep { detail } => {
            format!("out of step with the host ({detail}): fetching the whole game")
        }
        NetText::OutOfStepShort { detail } => format!("out of step with the host: {detail}"),
        NetText::LostForGood { why } => {
            format!("the connection to the host was lost: {}", why.en)
        }
        NetText::Reconnecting { why } => {
            format!("connection to the host lost, reconnecting… ({})", why.en)
        }
        NetText::Reconnected => "back at the table".into(),
        NetText::Arrived { color, name, back } => {
            let who = if name.is_empty() {
                Color::english_name(*color).to_string()
            } else {
                format!("{} ({name})", Color::english_name(*color))
            };
            if *back {
                format!("{who} is back")
            } else {
                format!("{who} has joined the game")
            }
        }
        NetText::WaitingForOpponent { join } => format!("waiting for an opponent: {join}"),
        NetText::TakebackPending { by } => format!(
            "{} asks to take back a move; {} answers (y agrees, n declines)",
            Color::english_name(*by),
            Color::english_name(!*by)
        ),
        NetText::Absent { who, paused: true } => format!(
            "{} disconnected: the clocks are stopped until they are back",
            sides_list_en(who)
        ),
        NetText::Absent { who, paused: false } => {
            format!("{} disconnected: their clock runs on", sides_list_en(who))
        }
        NetText::StoppedFor { who } => format!(
            "the host stopped the clocks until {} is back",
            sides_list_en(who)
        ),
        NetText::FieldTooLong { field, chars, max } => format!(
            "a bad message: the {} has {chars} characters, at most {max}",
            net_field_en(*field)
        ),
        NetText::FieldControl { field, code, at } => format!(
            "a bad message: the {} has control character U+{code:04X} at character {at}",
            net_field_en(*field)
        ),
        NetText::NotProtocol { detail } => format!("not a chuhe message: {detail}"),
        NetText::VersionMismatch {
            software,
            ours,
            theirs: Some(v),
        } => format!(
            "protocol version mismatch: the host ({software}) speaks version {ours}, the client speaks version {v}; use the same version of chuhe on both sides"
        ),
        NetText::VersionMismatch {
            software,
            ours,
            theirs: None,
        } => format!(
            "protocol version mismatch: the host ({software}) speaks version {ours}, the client sent no version"
        ),
        NetText::Watching => "you are watching: spectators cannot act on the game".into(),
        NetText::SpectatorsCannotAct => "spectators cannot act on the game".into(),
        NetText::NotStarted => "the game has not started: no opponent yet".into(),
        NetText::NoEvent => "this game belongs to no event".into(),
        NetText::OnlyTheArbiter => "only the game's arbiter can do this (17)".into(),
        NetText::ArbiterDoesNotPlay => "the arbiter does not play".into(),
        NetText::NoTakebackAsked => "your opponent has not asked to take back a move".into(),
        NetText::TakebackDeclinedBy { by } => {
            format!("{} declines the take-back", Color::english_name(*by))
        }
    }
}

fn net_field_zh(f: Field) -> &'static str {
    use Field;
    match f {
        Field::Code => "对局码",
        Field::Token => "座位凭证",
        Field::Name => "名字",
        Field::Client => "客户端名称",
        Field::Entry => "记录",
        Field::Note => "裁判说明",
        Field::Other => "字段",
    }
}

fn net_field_en(f: Field) -> &'static str {
    use Field;
    match f {
        Field::Code => "join code",
        Field::Token => "seat token",
        Field::Name => "name",
        Field::Client => "client name",
        Field::Entry => "entry",
        Field::Note => "note",
        Field::Other => "field",
    }
}

/// "红方、黑方".
fn sides_list_zh(sides: &[Color]) -> String {
    let names: Vec<&str> = sides.iter().map(|c| c.chinese_name()).collect();
    names.join("、")
}

/// "Red and Black".
fn sides_list_en(sides: &[Color]) -> String {
    let names: Vec<&str> = sides.iter().map(|c| c.english_name()).collect();
    names.join(" and ")
}

impl Examples for NetText {
    fn examples() -> Vec<NetText> {
        use Color::{Black, Red};
        use chuhe_core::match_control::Text;
        use {Field, NetText};
        vec![
            NetText::HostFull,
            NetText::TooManyPending,
            NetText::HelloTimeout,
            NetText::IdleTimeout,
            NetText::TooLong { limit: 4096 },
            NetText::NotUtf8,
            NetText::HelloFirst,
            NetText::AlreadyGreeted,
            NetText::WrongCode,
            NetText::TokenFormat,
            NetText::TokenOpensNoSeat,
            NetText::SeatMismatch {
                asked: Red,
                holds: Black,
            },
            NetText::SeatTaken {
                asked: Black,
                free: Red,
            },
            NetText::BothSeatsTaken,
            NetText::NoToken,
            NetText::SpectatorsFull { watching: 32 },
            NetText::RateLimited,
            NetText::Replaced,
            NetText::Closing,
            NetText::NotTheArbiter,
            NetText::NotPairedHere { name: "42".into() },
            NetText::ConnectFailed {
                endpoint: "/home/alice/chuhe/game.pgn".into(),
            },
            NetText::NoAnswer,
            NetText::LinkBroken,
            NetText::Unreadable {
                detail: "expected value at line 1".into(),
            },
            NetText::LinkClosed,
            NetText::HostClosed,
            NetText::CannotWrite,
            NetText::HostSilent,
            NetText::ConnectionError {
                detail: "connection reset by peer".into(),
            },
            NetText::OutOfStep {
                detail: "a gap".into(),
            },
            NetText::OutOfStepShort {
                detail: "a gap".into(),
            },
            NetText::LostForGood {
                why: Text::of(&NetText::HostClosed),
            },
            NetText::Reconnecting {
                why: Text::of(&NetText::HostSilent),
            },
            NetText::Reconnected,
            NetText::Arrived {
                color: Black,
                name: "alice".into(),
                back: false,
            },
            NetText::Arrived {
                color: Red,
                name: String::new(),
                back: true,
            },
            NetText::WaitingForOpponent {
                join: "chuhe join 4821".into(),
            },
            NetText::TakebackPending { by: Red },
            NetText::Absent {
                who: vec![Red, Black],
                paused: true,
            },
            NetText::Absent {
                who: vec![Black],
                paused: false,
            },
            NetText::StoppedFor { who: vec![Red] },
            NetText::FieldTooLong {
                field: Field::Name,
                chars: 80,
                max: 64,
            },
            NetText::FieldControl {
                field: Field::Note,
                code: 0x1b,
                at: 3,
            },
            NetText::NotProtocol {
                detail: "unknown variant".into(),
            },
            NetText::VersionMismatch {
                software: "chuhe 0.4.0".into(),
                ours: 3,
                theirs: Some(2),
            },
            NetText::VersionMismatch {
                software: "chuhe 0.4.0".into(),
                ours: 3,
                theirs: None,
            },
            NetText::Watching,
            NetText::SpectatorsCannotAct,
            NetText::NotStarted,
            NetText::NoEvent,
            NetText::OnlyTheArbiter,
            NetText::ArbiterDoesNotPlay,
            NetText::NoTakebackAsked,
            NetText::TakebackDeclinedBy { by: Black },
        ]
    }
}
