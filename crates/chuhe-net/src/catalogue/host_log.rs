//! The host's operator log: what `chuhe host --headless` and
//! `chuhe tournament serve` print on stderr while they serve (who sat down, who left
//! and why, each move, the result, the arbiter's acts, refused connections, the
//! engine's seat). Each kind of line is a typed value, said here in both languages,
//! each an exhaustive match.
//!
//! The English texts keep their wording: scripts and tests that read a host's stderr
//! rely on it. The host makes each rendered line
//! safe for a terminal (`net::host::escape_for_log`) after it is worded here.
//!
//! Its values (a peer, why a connection ended, a refusal) are the catalogue's own
//! types, mirrored from the host's (they were in the core's catalogue, below this
//! crate, until the network's families came here); texts that the net layer
//! already holds in both languages (a remote refusal, a protocol error) come as a
//! [`Text`] and the language's side is picked.

use std::io::ErrorKind;

use super::net::NetText;
use chuhe_core::catalogue::Examples;
use chuhe_core::lang::{Lang, Render};
use chuhe_core::match_control::{ArbiterAction, Text, Verdict};
use chuhe_core::rules::Color;

/// Who is at the other end of a connection (`net::transport::Peer`, mirrored).
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum PeerName {
    /// A user of this machine, by name when the system says who.
    Local { user: Option<String> },
    /// A TCP address, as `1.2.3.4:5678`.
    Tcp { address: String },
}

/// Why a connection ended, as the host logs it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Leaving {
    /// The client closed its end.
    ClosedByClient,
    /// The stream ended in the middle of a line.
    Truncated,
    /// The host closed it, for this reason (a line too long, not UTF-8, too slow to
    /// finish a line).
    Refused(NetText),
    /// The system's error on the socket; `detail` is the system's words (English).
    Io { kind: ErrorKind, detail: String },
    /// More messages than the rate limit lets through.
    TooManyMessages,
    /// The client said goodbye.
    Left,
    /// The host is stopping.
    HostStopping,
    /// A line that is not a message to act on (the protocol error, both languages).
    Protocol(Text),
    /// The client did not read its messages fast enough.
    TooSlow,
}

/// One line of a host's operator log.
#[derive(Clone, Debug, PartialEq, Eq, strum::EnumCount)]
pub enum HostLog {
    /// Someone opened the arbiter's seat with its token (17).
    ArbiterSeated {
        peer: PeerName,
    },
    /// A spectator came in; `name` as it said hello (may be empty).
    Watches {
        peer: PeerName,
        name: String,
    },
    /// A player sat down (`back`: in a seat they held before).
    Seated {
        peer: PeerName,
        name: String,
        color: Color,
        back: bool,
    },
    /// A connection was refused and closed.
    Refused {
        conn: u64,
        why: NetText,
    },
    SpectatorLeft {
        why: Leaving,
    },
    ArbiterLeft {
        why: Leaving,
    },
    /// A player's connection ended (the seat stays theirs).
    Disconnected {
        color: Color,
        why: Leaving,
    },
    /// Both seats are taken: the game (and Red's clock) starts.
    GameStarts,
    /// The host stopped the clocks for an absent player.
    ClocksStopped,
    /// Every player is back: the clocks the host stopped run again.
    ClocksRun,
    /// What the arbiter did (or the host did as the arbiter: charging lateness, 21.3).
    Arbiter(ArbiterAction),
    /// An arbiter's message from a player (`Some`) or a spectator (`None`).
    NotTheArbiter {
        by: Option<Color>,
    },
    /// A move ended a pending take-back request.
    TakebackLapsed,
    TakebackAsked {
        by: Color,
    },
    TakebackDeclined {
        by: Color,
    },
    /// `by` accepted the opponent's request: `plies` half-moves went back.
    TakebackAccepted {
        by: Color,
        plies: usize,
    },
    /// Ply `ply` (counted from 1) was played by `by`; `text` as the record has it.
    Moved {
        ply: usize,
        by: Color,
        text: String,
    },
    GameOver {
        verdict: Verdict,
    },
    /// The host was stopped (a signal); the game is saved.
    Stopped,
    /// The game is over and everybody left: the host stopped by itself.
    DoneAndStopped,
    /// The save could not be written; `detail` is the system's words.
    SaveFailed {
        path: String,
        kind: ErrorKind,
        detail: String,
    },
    /// The save could not be flushed to disk.
    FlushFailed {
        path: String,
        kind: ErrorKind,
        detail: String,
    },
    // The engine's seat at a hosted game (`chuhe host --black engine:6`).
    /// The engine left: the host closed its connection, or the engine failed.
    EngineLeaves {
        side: Color,
        why: Text,
    },
    /// The engine left because the game is over.
    EngineDone {
        side: Color,
    },
    /// The engine's answer to a take-back request was refused.
    EngineTakebackFailed {
        side: Color,
        why: Text,
    },
    /// The host refused one of the engine's actions.
    EngineRefused {
        side: Color,
        why: Text,
    },
    // `chuhe tournament serve`.
    /// A board's host's line (already worded), with its round and board.
    Board {
        round: u32,
        board: u32,
        line: String,
    },
    /// The arbiter's request for the next round was refused.
    NextRoundRefused {
        why: Text,
    },
    /// Something went wrong at a board (`detail` already in the log's language).
    BoardTrouble {
        board: u32,
        detail: String,
    },
}

impl Render for PeerName {
    fn render(&self, lang: Lang) -> String {
        match (self, lang) {
            (PeerName::Local { user: Some(u) }, Lang::Zh) => format!("本机用户 {u}"),
            (PeerName::Local { user: None }, Lang::Zh) => "本机用户".into(),
            (PeerName::Local { user: Some(u) }, Lang::En) => format!("local user {u}"),
            (PeerName::Local { user: None }, Lang::En) => "local user".into(),
            (PeerName::Tcp { address }, _) => address.clone(),
        }
    }
}

impl Render for Leaving {
    fn render(&self, lang: Lang) -> String {
        match lang {
            Lang::Zh => leaving_zh(self),
            Lang::En => leaving_en(self),
        }
    }
}

impl Render for HostLog {
    fn render(&self, lang: Lang) -> String {
        match lang {
            Lang::Zh => zh(self),
            Lang::En => en(self),
        }
    }
}

/// A socket's failure in Chinese (the system's own words are English).
fn socket_io_zh(kind: ErrorKind) -> &'static str {
    match kind {
        ErrorKind::ConnectionReset => "连接被对方重置",
        ErrorKind::ConnectionAborted => "连接中止",
        ErrorKind::BrokenPipe => "连接已断开",
        ErrorKind::TimedOut | ErrorKind::WouldBlock => "连接超时",
        _ => "连接出错",
    }
}

/// A file's failure in Chinese, as the file messages say it.
fn file_io_zh(kind: ErrorKind) -> String {
    chuhe_core::catalogue::FileText::Io {
        kind,
        detail: String::new(),
    }
    .render(Lang::Zh)
}

fn leaving_zh(l: &Leaving) -> String {
    match l {
        Leaving::ClosedByClient => "对方关闭了连接".into(),
        Leaving::Truncated => "连接在消息中途关闭".into(),
        Leaving::Refused(why) => why.render(Lang::Zh),
        Leaving::Io { kind, .. } => socket_io_zh(*kind).into(),
        Leaving::TooManyMessages => "消息过于频繁".into(),
        Leaving::Left => "主动离开".into(),
        Leaving::HostStopping => "主机正在停止".into(),
        Leaving::Protocol(t) => t.zh.clone(),
        Leaving::TooSlow => "接收消息太慢，已断开".into(),
    }
}

fn leaving_en(l: &Leaving) -> String {
    match l {
        Leaving::ClosedByClient => "closed by the client".into(),
        Leaving::Truncated => "connection closed in the middle of a message".into(),
        Leaving::Refused(why) => why.render(Lang::En),
        Leaving::Io { detail, .. } => detail.clone(),
        Leaving::TooManyMessages => "too many messages".into(),
        Leaving::Left => "left".into(),
        Leaving::HostStopping => "the host is stopping".into(),
        Leaving::Protocol(t) => t.en.clone(),
        Leaving::TooSlow => "dropped: it did not keep up".into(),
    }
}

fn side_zh(c: Color) -> &'static str {
    c.chinese_name()
}

fn zh(t: &HostLog) -> String {
    use HostLog::*;
    let peer = |p: &PeerName| p.render(Lang::Zh);
    let name = |n: &str| {
        if n.is_empty() {
            "未署名".to_string()
        } else {
            n.to_string()
        }
    };
    match t {
        ArbiterSeated { peer: p } => format!("{}坐上了裁判席", peer(p)),
        Watches { peer: p, name: n } => format!("{}（{}）开始观战", peer(p), name(n)),
        Seated {
            peer: p,
            name: n,
            color,
            back,
        } => {
            let verb = if *back { "回到" } else { "坐上" };
            format!("{}（{}）{verb}{}的座位", peer(p), name(n), side_zh(*color))
        }
        Refused { conn, why } => format!("拒绝了第{conn}号连接：{}", why.render(Lang::Zh)),
        SpectatorLeft { why } => format!("一位观众离开了（{}）", why.render(Lang::Zh)),
        ArbiterLeft { why } => format!("裁判离开了（{}）", why.render(Lang::Zh)),
        Disconnected { color, why } => {
            format!("{}断线了（{}）", side_zh(*color), why.render(Lang::Zh))
        }
        GameStarts => "双方都已入座：对局开始".into(),
        ClocksStopped => "棋钟停止，等断线的棋手回来".into(),
        ClocksRun => "棋手都已回来：棋钟重新走动".into(),
        Arbiter(action) => action.render(Lang::Zh),
        NotTheArbiter { by } => {
            let who = by.map_or("一位观众", side_zh);
            format!("{who}发来裁判的消息：已拒绝")
        }
        TakebackLapsed => "对方已走棋，悔棋请求作废".into(),
        TakebackAsked { by } => format!("{}请求悔棋", side_zh(*by)),
        TakebackDeclined { by } => format!("{}不同意悔棋", side_zh(*by)),
        TakebackAccepted { by, plies } => {
            format!("{}同意悔棋：退回{plies}步", side_zh(*by))
        }
        Moved { ply, by, text } => format!("第{ply}步：{} {text}", side_zh(*by)),
        GameOver { verdict } => format!("对局结束：{}", verdict.render(Lang::Zh)),
        Stopped => "主机已停止，对局已保存".into(),
        DoneAndStopped => "对局已结束，大家都已离开：主机已停止".into(),
        SaveFailed { path, kind, .. } => format!("无法保存{path}：{}", file_io_zh(*kind)),
        FlushFailed { path, kind, .. } => {
            format!("无法把{path}写入磁盘：{}", file_io_zh(*kind))
        }
        EngineLeaves { side, why } => format!("引擎（{}）离开：{}", side_zh(*side), why.zh),
        EngineDone { side } => format!("引擎（{}）离开：对局已结束", side_zh(*side)),
        EngineTakebackFailed { side, why } => {
            format!("引擎（{}）：悔棋未成：{}", side_zh(*side), why.zh)
        }
        EngineRefused { side, why } => {
            format!("引擎（{}）：主机拒绝了：{}", side_zh(*side), why.zh)
        }
        Board { round, board, line } => format!("第{round}轮第{board}台：{line}"),
        NextRoundRefused { why } => format!("拒绝编排下一轮：{}", why.zh),
        BoardTrouble { board, detail } => format!("第{board}台：{detail}"),
    }
}

fn en(t: &HostLog) -> String {
    use HostLog::*;
    let peer = |p: &PeerName| p.render(Lang::En);
    let name = |n: &str| {
        if n.is_empty() {
            "no name".to_string()
        } else {
            n.to_string()
        }
    };
    match t {
        ArbiterSeated { peer: p } => format!("{} takes the arbiter's seat", peer(p)),
        Watches { peer: p, name: n } => format!("{} ({}) watches", peer(p), name(n)),
        Seated {
            peer: p,
            name: n,
            color,
            back,
        } => {
            let verb = if *back { "is back in" } else { "takes" };
            format!(
                "{} ({}) {verb} the {} seat",
                peer(p),
                name(n),
                color.english_name()
            )
        }
        Refused { conn, why } => format!("connection {conn} refused: {}", why.render(Lang::En)),
        SpectatorLeft { why } => format!("a spectator left ({})", why.render(Lang::En)),
        ArbiterLeft { why } => format!("the arbiter left ({})", why.render(Lang::En)),
        Disconnected { color, why } => format!(
            "{} is disconnected ({})",
            color.english_name(),
            why.render(Lang::En)
        ),
        GameStarts => "both seats are taken: the game starts".into(),
        ClocksStopped => "the clocks are stopped until the absent player is back".into(),
        ClocksRun => "every player is back: the clocks run again".into(),
        Arbiter(action) => action.render(Lang::En),
        NotTheArbiter { by } => {
            let who = by.map_or("a spectator", Color::english_name);
            format!("{who} sent an arbiter's message: refused")
        }
        TakebackLapsed => "the take-back request lapsed with the move".into(),
        TakebackAsked { by } => format!("{} asks to take back a move", by.english_name()),
        TakebackDeclined { by } => format!("{} declines the take-back", by.english_name()),
        TakebackAccepted { by, plies } => {
            format!("{} accepts: {plies} ply(s) taken back", by.english_name())
        }
        Moved { ply, by, text } => format!("ply {ply}: {} {text}", by.english_name()),
        GameOver { verdict } => format!("game over: {}", verdict.render(Lang::En)),
        Stopped => "host stopped; the game is saved".into(),
        DoneAndStopped => "the game is over and everybody has left: host stopped".into(),
        SaveFailed { path, detail, .. } => format!("could not save {path}: {detail}"),
        FlushFailed { path, detail, .. } => {
            format!("could not flush {path} to disk: {detail}")
        }
        EngineLeaves { side, why } => format!("engine ({side:?}) leaves: {}", why.en),
        EngineDone { side } => format!("engine ({side:?}) leaves: the game is over"),
        EngineTakebackFailed { side, why } => {
            format!("engine ({side:?}): take-back: {}", why.en)
        }
        EngineRefused { side, why } => {
            format!("engine ({side:?}): the host refused: {}", why.en)
        }
        Board { round, board, line } => format!("round {round} board {board}: {line}"),
        NextRoundRefused { why } => format!("next round refused: {}", why.en),
        BoardTrouble { board, detail } => format!("board {board}: {detail}"),
    }
}

impl Examples for HostLog {
    fn examples() -> Vec<Self> {
        use chuhe_core::match_control::{ArbiterAction, Reason, Text, Verdict};
        use {HostLog as H, Leaving, PeerName};
        let local = || PeerName::Local {
            user: Some("alice".into()),
        };
        let refused = Text::of(&super::net::NetText::NotStarted);
        let mut all = vec![
            H::ArbiterSeated { peer: local() },
            H::Watches {
                peer: PeerName::Local { user: None },
                name: String::new(),
            },
            H::Watches {
                peer: PeerName::Tcp {
                    address: "192.0.2.7:40512".into(),
                },
                name: "张三".into(),
            },
            H::Refused {
                conn: 4,
                why: super::net::NetText::WrongCode,
            },
            H::ArbiterLeft { why: Leaving::Left },
            H::GameStarts,
            H::ClocksStopped,
            H::ClocksRun,
            H::Arbiter(ArbiterAction::Pause),
            H::Arbiter(ArbiterAction::ChargeLateness {
                player: Color::Black,
                late: std::time::Duration::from_secs(300),
            }),
            H::NotTheArbiter { by: None },
            H::NotTheArbiter {
                by: Some(Color::Red),
            },
            H::TakebackLapsed,
            H::TakebackAsked { by: Color::Red },
            H::TakebackDeclined { by: Color::Black },
            H::TakebackAccepted {
                by: Color::Black,
                plies: 2,
            },
            H::Moved {
                ply: 1,
                by: Color::Red,
                text: "炮二平五".into(),
            },
            H::GameOver {
                verdict: Verdict::loss(Color::Red, Reason::Resignation),
            },
            H::Stopped,
            H::DoneAndStopped,
            H::SaveFailed {
                path: "/home/alice/chuhe/game.pgn".into(),
                kind: std::io::ErrorKind::StorageFull,
                detail: "No space left on device (os error 28)".into(),
            },
            H::FlushFailed {
                path: "/home/alice/chuhe/game.pgn".into(),
                kind: std::io::ErrorKind::Other,
                detail: "Input/output error (os error 5)".into(),
            },
            H::EngineLeaves {
                side: Color::Black,
                why: Text::of(&super::net::NetText::HostClosed),
            },
            H::EngineDone { side: Color::Black },
            H::EngineTakebackFailed {
                side: Color::Red,
                why: refused.clone(),
            },
            H::EngineRefused {
                side: Color::Red,
                why: refused.clone(),
            },
            H::Board {
                round: 2,
                board: 3,
                line: "双方都已入座：对局开始".into(),
            },
            H::NextRoundRefused { why: refused },
            H::BoardTrouble {
                board: 3,
                detail: "主机在10秒内没有答复".into(),
            },
        ];
        for back in [false, true] {
            all.push(H::Seated {
                peer: local(),
                name: "alice".into(),
                color: Color::Red,
                back,
            });
        }
        let protocol = Text::of(&super::net::NetText::NotProtocol {
            detail: String::new(),
        });
        for why in [
            Leaving::ClosedByClient,
            Leaving::Truncated,
            Leaving::Refused(super::net::NetText::IdleTimeout),
            Leaving::Io {
                kind: std::io::ErrorKind::ConnectionReset,
                detail: "Connection reset by peer (os error 104)".into(),
            },
            Leaving::Io {
                kind: std::io::ErrorKind::Other,
                detail: "Input/output error (os error 5)".into(),
            },
            Leaving::TooManyMessages,
            Leaving::Left,
            Leaving::HostStopping,
            Leaving::Protocol(protocol),
            Leaving::TooSlow,
        ] {
            all.push(H::Disconnected {
                color: Color::Black,
                why: why.clone(),
            });
            all.push(H::SpectatorLeft { why });
        }
        all
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use chuhe_core::match_control::Reason;

    /// The English lines are the host's old ones, which tests and scripts read
    /// (tests/net/net_play.rs, net_arbiter.rs, net_garbage.rs, net_hardening.rs).
    #[test]
    fn english_lines_are_the_old_ones() {
        let m = HostLog::Moved {
            ply: 2,
            by: Color::Black,
            text: "马８进７".into(),
        };
        assert_eq!(m.render(Lang::En), "ply 2: Black 马８进７");
        let r = HostLog::NotTheArbiter {
            by: Some(Color::Red),
        };
        assert_eq!(r.render(Lang::En), "Red sent an arbiter's message: refused");
        let d = HostLog::SpectatorLeft {
            why: Leaving::TooSlow,
        };
        assert_eq!(
            d.render(Lang::En),
            "a spectator left (dropped: it did not keep up)"
        );
        let s = HostLog::Seated {
            peer: PeerName::Local {
                user: Some("alice".into()),
            },
            name: String::new(),
            color: Color::Red,
            back: true,
        };
        assert_eq!(
            s.render(Lang::En),
            "local user alice (no name) is back in the Red seat"
        );
        assert_eq!(
            HostLog::Arbiter(ArbiterAction::Pause).render(Lang::En),
            "Arbiter: the clocks are stopped (17.4)"
        );
    }

    /// The Chinese names the side, the ply and the move as a player reads them, and
    /// takes the Chinese side of two-language values (a verdict, a refusal).
    #[test]
    fn chinese_lines_use_the_chinese_side_of_every_value() {
        let m = HostLog::Moved {
            ply: 1,
            by: Color::Red,
            text: "炮二平五".into(),
        };
        assert_eq!(m.render(Lang::Zh), "第1步：红方 炮二平五");
        let v = Verdict::loss(Color::Red, Reason::Resignation);
        let over = HostLog::GameOver { verdict: v.clone() };
        assert_eq!(
            over.render(Lang::Zh),
            format!("对局结束：{}", v.render(Lang::Zh))
        );
        assert!(
            v.render(Lang::Zh).contains("黑胜"),
            "{}",
            v.render(Lang::Zh)
        );
        let refused = HostLog::Refused {
            conn: 4,
            why: NetText::WrongCode,
        };
        assert_eq!(
            refused.render(Lang::Zh),
            format!("拒绝了第4号连接：{}", NetText::WrongCode.render(Lang::Zh))
        );
        let gone = HostLog::Disconnected {
            color: Color::Black,
            why: Leaving::Io {
                kind: ErrorKind::ConnectionReset,
                detail: "Connection reset by peer (os error 104)".into(),
            },
        };
        assert_eq!(gone.render(Lang::Zh), "黑方断线了（连接被对方重置）");
        assert_eq!(
            gone.render(Lang::En),
            "Black is disconnected (Connection reset by peer (os error 104))"
        );
    }
}
