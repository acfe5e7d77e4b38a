//! Why the network commands (`host`, `join`, `watch`, `arbiter`,
//! `serve`, `tournament serve`) stop before or while they serve (these were
//! English only). Both languages are here, each an exhaustive match, so that a new
//! variant does not compile until both say it.
//!
//! The English texts are the ones these commands printed before, word for word:
//! scripts and tests that read them keep working.

use std::io::ErrorKind;

use chuhe_core::catalogue::Examples;
use chuhe_core::lang::{Lang, Render};

/// What is wrong with a typed game name or join code (`code::CodeError`, mirrored
/// from when this family lived in the core's catalogue, below the network).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum CodeProblem {
    /// A join code of not `expected` letters and digits.
    CodeLength { expected: usize, found: usize },
    /// A game name of not `expected` letters and digits.
    NameLength { expected: usize, found: usize },
    /// A character that no code holds, at `position` (from 1).
    BadChar { ch: char, position: usize },
}

/// Why a host save cannot be carried on (`net::host::SaveError`, mirrored).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum SaveProblem {
    /// Reading the file failed.
    Io(ErrorKind),
    /// The file is not a host save.
    NotASave,
    /// A save of a version this chuhe does not read.
    Version { found: u32 },
    /// The save is a host save, but a part of it is damaged.
    Damaged,
}

/// A network command's error, with its values.
#[derive(Clone, Debug, PartialEq, strum::EnumCount)]
pub enum NetErrorText {
    HostNoLoad,
    NoUnfinishedHosted {
        dir: String,
    },
    ResumeBadName {
        resume: String,
        why: CodeProblem,
    },
    /// `detail` is the English text of the save's error, as printed before.
    ResumeSave {
        path: String,
        problem: SaveProblem,
        detail: String,
    },
    SeatHeadless,
    /// `flag` is `--red` or `--black`.
    EngineOwnSeat {
        flag: String,
    },
    HostStart,
    SignalHandlers,
    SignalThread,
    HostNoOwnSeat,
    HostOwnSeatConnect,
    EngineSeatConnect,
    EngineSeatThread,
    /// The engine's seat lost its game; `why` is already in the command's language.
    EngineSeat {
        why: String,
    },
    UnknownClaim {
        what: String,
    },
    /// The token file cannot be read; `detail` is the system's words (English).
    TokenFile {
        path: String,
        kind: ErrorKind,
        detail: String,
    },
    NoTokenFile {
        path: String,
        kind: ErrorKind,
        detail: String,
    },
    BadToken {
        digits: usize,
    },
    JsonNeedsAction,
    /// `why` is the host's words, in the command's language.
    HostClosed {
        why: String,
    },
    NoAnswer {
        seconds: u64,
    },
    NextRoundPaired,
    Refused {
        why: String,
    },
    ServeHow,
    SshAddress {
        address: String,
    },
    Serve,
    RandomToken,
    TokenFileWrite {
        path: String,
    },
    NoPortForBoard {
        board: u32,
    },
    Board {
        board: u32,
    },
    NoBoardAnswer,
}

impl Render for NetErrorText {
    fn render(&self, lang: Lang) -> String {
        match lang {
            Lang::Zh => zh(self),
            Lang::En => en(self),
        }
    }
}

fn code_zh(p: &CodeProblem) -> String {
    match p {
        CodeProblem::CodeLength { expected, found } => {
            format!("加入码有{expected}个字母和数字（如 k7q2-m9xd-4htw），这个有{found}个")
        }
        CodeProblem::NameLength { expected, found } => {
            format!("对局名有{expected}个字母和数字，这个有{found}个")
        }
        CodeProblem::BadChar { ch, position } => {
            format!("第{position}个字符“{ch}”不能出现在加入码中：请用数字0-9和除u以外的小写字母")
        }
    }
}

/// A failed read, in Chinese: the system's kind of failure (its own words are English).
fn io_zh(kind: ErrorKind) -> String {
    chuhe_core::catalogue::FileText::Io {
        kind,
        detail: String::new(),
    }
    .render(Lang::Zh)
}

fn save_zh(p: &SaveProblem) -> String {
    match p {
        SaveProblem::Io(kind) => io_zh(*kind),
        SaveProblem::NotASave => "不是主机存档".into(),
        SaveProblem::Version { found } => {
            format!("主机存档的版本是{found}，本程序读不了这个版本")
        }
        SaveProblem::Damaged => "主机存档已损坏，无法续下".into(),
    }
}

fn zh(t: &NetErrorText) -> String {
    use NetErrorText::*;
    match t {
        HostNoLoad => {
            "开设对局：不支持 --load；请用 --fen 从某个局面开始，或用 --resume 续下主机保存的对局"
                .into()
        }
        NoUnfinishedHosted { dir } => format!("--resume：{dir} 中没有未下完的主机对局"),
        ResumeBadName { resume, why } => format!("--resume {resume}：{}", code_zh(why)),
        ResumeSave { path, problem, .. } => format!("--resume：{path}：{}", save_zh(problem)),
        SeatHeadless => "--seat：无人值守的主机不占座位".into(),
        EngineOwnSeat { flag } => {
            format!("{flag}：引擎不能坐主机自己的座位；请让主机坐另一方（--seat），或用 --headless")
        }
        HostStart => "开设对局".into(),
        SignalHandlers => "信号处理".into(),
        SignalThread => "信号线程".into(),
        HostNoOwnSeat => "开设对局：这盘对局开设时主机没有自己的座位；请用 --headless 续下".into(),
        HostOwnSeatConnect => "开设对局：主机自己的座位".into(),
        EngineSeatConnect => "引擎的座位：连接主机".into(),
        EngineSeatThread => "引擎的座位：其线程".into(),
        EngineSeat { why } => format!("引擎的座位：{why}"),
        UnknownClaim { what } => {
            format!("裁决：未知的申请“{what}”（自然限着 natural 或待判 pending）")
        }
        TokenFile { path, kind, .. } => format!("--token-file {path}：{}", io_zh(*kind)),
        NoTokenFile { path, kind, .. } => format!(
            "没有给出 --token，{path} 中也没有裁判口令（主机会打印它）：{}",
            io_zh(*kind)
        ),
        BadToken { digits } => format!("裁判口令：座位口令是{digits}位十六进制数字"),
        JsonNeedsAction => "--json 打印对某个操作的答复：请指明操作（pause、resume……）".into(),
        HostClosed { why } => format!("主机关闭了连接：{why}"),
        NoAnswer { seconds } => format!("主机在{seconds}秒内没有答复"),
        NextRoundPaired => "下一轮已编排".into(),
        Refused { why } => format!("被拒绝：{why}"),
        ServeHow => "服务：请指明服务方式：--ssh [地址:端口]（目前只有这一种）".into(),
        SshAddress { address } => format!("SSH 监听地址 --ssh {address}"),
        Serve => "服务".into(),
        RandomToken => "生成随机的裁判口令".into(),
        TokenFileWrite { path } => format!("裁判口令文件 {path}"),
        NoPortForBoard { board } => format!("--tcp：第{board}台没有可用的端口"),
        Board { board } => format!("第{board}台"),
        NoBoardAnswer => "该台的主机没有答复".into(),
    }
}

fn code_en(p: &CodeProblem) -> String {
    match p {
        CodeProblem::CodeLength { expected, found } => format!(
            "a join code has {expected} letters and digits (as k7q2-m9xd-4htw); this one has {found}"
        ),
        CodeProblem::NameLength { expected, found } => {
            format!("a game name has {expected} letters and digits; this one has {found}")
        }
        CodeProblem::BadChar { ch, position } => format!(
            "'{ch}' (character {position}) cannot be in a join code: use 0-9 and a-z except u"
        ),
    }
}

fn en(t: &NetErrorText) -> String {
    use NetErrorText::*;
    match t {
        HostNoLoad => "host: --load is not supported; start from a position with --fen, or carry on a hosted game with --resume".into(),
        NoUnfinishedHosted { dir } => format!("--resume: no unfinished hosted game in {dir}"),
        ResumeBadName { resume, why } => format!("--resume {resume}: {}", code_en(why)),
        ResumeSave { detail, .. } => format!("--resume: {detail}"),
        SeatHeadless => "--seat: a headless host keeps no seat".into(),
        EngineOwnSeat { flag } => format!(
            "{flag}: an engine cannot take the host's own seat; give the host the other seat (--seat) or use --headless"
        ),
        HostStart => "host".into(),
        SignalHandlers => "signal handlers".into(),
        SignalThread => "signal thread".into(),
        HostNoOwnSeat => "host: this game was hosted without a seat of the host's own; carry it on with --headless".into(),
        HostOwnSeatConnect => "host: the host's own seat".into(),
        EngineSeatConnect => "the engine's seat: connecting to the host".into(),
        EngineSeatThread => "the engine's seat: its thread".into(),
        EngineSeat { why } => format!("the engine's seat: {why}"),
        UnknownClaim { what } => format!("rule: unknown claim '{what}' (natural or pending)"),
        TokenFile { path, detail, .. } => format!("--token-file {path}: {detail}"),
        NoTokenFile { path, detail, .. } => format!(
            "no --token given, and no arbiter token in {path} (the host prints it): {detail}"
        ),
        BadToken { digits } => format!("the arbiter's token: a seat token is {digits} hex digits"),
        JsonNeedsAction => {
            "--json prints the answer to an action: name one (pause, resume, …)".into()
        }
        HostClosed { why } => format!("the host closed the connection: {why}"),
        NoAnswer { seconds } => format!("no answer from the host within {seconds} s"),
        NextRoundPaired => "the next round is paired".into(),
        Refused { why } => format!("refused: {why}"),
        ServeHow => "serve: say how to serve: --ssh [ADDR:PORT] (the only way for now)".into(),
        SshAddress { address } => format!("--ssh {address}"),
        Serve => "serve".into(),
        RandomToken => "a random arbiter's token".into(),
        TokenFileWrite { path } => format!("the arbiter's token file {path}"),
        NoPortForBoard { board } => format!("--tcp: no port for board {board}"),
        Board { board } => format!("board {board}"),
        NoBoardAnswer => "no answer from the board's host".into(),
    }
}

impl Examples for NetErrorText {
    fn examples() -> Vec<Self> {
        use {CodeProblem, NetErrorText as N, SaveProblem};
        let path = || "/home/alice/chuhe/game.pgn".to_string();
        let mut all = vec![
            N::HostNoLoad,
            N::NoUnfinishedHosted { dir: path() },
            N::SeatHeadless,
            N::EngineOwnSeat {
                flag: "--red".into(),
            },
            N::HostStart,
            N::SignalHandlers,
            N::SignalThread,
            N::HostNoOwnSeat,
            N::HostOwnSeatConnect,
            N::EngineSeatConnect,
            N::EngineSeatThread,
            N::EngineSeat {
                why: "主机关闭了连接".into(),
            },
            N::UnknownClaim {
                what: "自然".into(),
            },
            N::TokenFile {
                path: path(),
                kind: std::io::ErrorKind::NotFound,
                detail: "No such file or directory (os error 2)".into(),
            },
            N::NoTokenFile {
                path: path(),
                kind: std::io::ErrorKind::PermissionDenied,
                detail: "Permission denied (os error 13)".into(),
            },
            N::BadToken { digits: 32 },
            N::JsonNeedsAction,
            N::HostClosed {
                why: "对局已结束".into(),
            },
            N::NoAnswer { seconds: 10 },
            N::NextRoundPaired,
            N::Refused {
                why: "口令不对".into(),
            },
            N::ServeHow,
            N::SshAddress {
                address: "0.0.0.0:2222".into(),
            },
            N::Serve,
            N::RandomToken,
            N::TokenFileWrite { path: path() },
            N::NoPortForBoard { board: 3 },
            N::Board { board: 3 },
            N::NoBoardAnswer,
        ];
        for why in [
            CodeProblem::CodeLength {
                expected: 12,
                found: 5,
            },
            CodeProblem::NameLength {
                expected: 4,
                found: 5,
            },
            CodeProblem::BadChar {
                ch: '!',
                position: 2,
            },
        ] {
            all.push(N::ResumeBadName {
                resume: "12345".into(),
                why,
            });
        }
        for problem in [
            SaveProblem::Io(std::io::ErrorKind::NotFound),
            SaveProblem::NotASave,
            SaveProblem::Version { found: 9 },
            SaveProblem::Damaged,
        ] {
            all.push(N::ResumeSave {
                path: path(),
                problem,
                detail: "not a host save".into(),
            });
        }
        all
    }
}
