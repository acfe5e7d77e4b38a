//! Why a record reader refused a file (`record::RecordError`) or one game of it
//! (`record::GameError`), and where.

use super::examples::{Examples, PATH};
use super::illegal::{illegal_move_zh, position_error_zh};
use super::notation::{notation_error_zh, quoted_zh};
use super::words::side_zh;
use crate::lang::{Lang, Render};
use crate::notation::NotationError;
use crate::record::{GameError, RecordError};
use crate::rules::{Color, IllegalMove, PositionError};

/// Why a record reader refused a whole file.
impl Render for RecordError {
    fn render(&self, lang: Lang) -> String {
        match lang {
            Lang::Zh => record_error_zh(self),
            Lang::En => record_error_en(self),
        }
    }
}

/// The first problem in one game of a file, and where.
impl Render for GameError {
    fn render(&self, lang: Lang) -> String {
        match lang {
            Lang::Zh => game_error_zh(self),
            Lang::En => game_error_en(self),
        }
    }
}

pub(super) fn record_error_zh(e: &RecordError) -> String {
    use crate::record::RecordError as R;
    match e {
        R::Io { path, source } => format!("{}：{}", path.display(), io_problem_zh(source.kind())),
        R::Empty => "文件是空的".into(),
        R::BadSignature { format, .. } => format!("不是{format}格式的文件"),
        R::Truncated {
            format,
            offset,
            needed,
            available,
            ..
        } => {
            format!("{format}文件不完整：第{offset}字节处需要{needed}字节，文件只有{available}字节")
        }
        R::NoGames { location: l, .. } => match location_zh(l) {
            at if at.is_empty() => "文件中没有对局".into(),
            at => format!("文件中没有对局（{at}）"),
        },
        R::Unencodable { encoding, ch } => {
            format!("“{ch}”（U+{:04X}）无法用{encoding}编码写出", u32::from(*ch))
        }
        R::NotASave(_) => "不是 chuhe 的存档".into(),
        R::Json { line, column, .. } => {
            format!("chuhe 存档有误：第{line}行第{column}列")
        }
        R::NewerVersion { found, supported } => format!(
            "这个存档由较新的 chuhe 写成（存档格式{found}），本版本读取格式{supported}.x：请更新 chuhe"
        ),
        R::BadSave(g) => format!("chuhe 存档有误：{}", game_error_zh(g)),
    }
}

/// The record readers' errors say themselves in English (their `Display`).
fn record_error_en(e: &RecordError) -> String {
    e.to_string()
}

pub(super) fn game_error_zh(e: &GameError) -> String {
    use crate::record::GameErrorKind as K;
    let mut at = if e.ply == 0 {
        "第一着之前".to_string()
    } else {
        let mut s = format!("第{}回合", e.move_number);
        if let Some(side) = e.side {
            s.push_str(side_zh(side));
        }
        if e.in_variation {
            s.push_str("的变着中");
        }
        s
    };
    if !e.text.is_empty() {
        at.push_str(&quoted_zh(&e.text));
    }
    let place = location_zh(&e.location);
    if !place.is_empty() {
        at.push_str(&format!("（{place}）"));
    }
    let what = match &e.kind {
        K::Fen(_) => "FEN 有误".to_string(),
        K::StartPosition(p) => format!("开局局面不成立：{}", position_error_zh(p)),
        K::Notation(n) => notation_error_zh(n),
        K::IllegalMove(m) => format!("着法不合规则：{}", illegal_move_zh(m)),
        K::BadSquare(n) => format!("棋盘上没有这个点（坐标{n}）"),
        K::Syntax(_) => "格式有误".into(),
        K::Truncated { needed } => format!("记录在一着中间结束（还差{needed}字节）"),
        K::Unsupported(_) => "含有不支持的内容".into(),
    };
    format!("{at}：{what}")
}

fn game_error_en(e: &GameError) -> String {
    e.to_string()
}

/// "第3行第1列", "第120字节（0x78）".
fn location_zh(l: &crate::record::Location) -> String {
    use crate::record::Location;
    match l {
        Location::Text { line, column } => format!("第{line}行第{column}列"),
        Location::Byte(o) => format!("第{o}字节（0x{o:X}）"),
        Location::Field(f) => f.clone(),
        Location::Unknown => String::new(),
    }
}

/// What a system error means, without the system's English.
pub(super) fn io_problem_zh(kind: std::io::ErrorKind) -> &'static str {
    use std::io::ErrorKind as K;
    match kind {
        K::NotFound => "文件不存在",
        K::PermissionDenied => "没有读写权限",
        K::AlreadyExists => "文件已存在",
        K::IsADirectory => "这是一个目录，不是文件",
        K::NotADirectory => "路径中有一项不是目录",
        K::StorageFull => "磁盘已满",
        K::ReadOnlyFilesystem => "文件系统只读",
        K::InvalidData => "内容无法读取",
        K::UnexpectedEof => "文件意外结束",
        _ => "读写出错",
    }
}

impl Examples for GameError {
    fn examples() -> Vec<GameError> {
        use crate::record::{GameError, GameErrorKind as K, Location};
        let kinds = vec![
            K::Fen(crate::rules::FenError::Empty),
            K::StartPosition(PositionError::MissingGeneral(Color::Red)),
            K::Notation(Box::new(NotationError::examples().remove(0))),
            K::IllegalMove(IllegalMove::examples().remove(0)),
            K::BadSquare(97),
            K::Syntax("unexpected token".into()),
            K::Truncated { needed: 2 },
            K::Unsupported("a variation inside a comment".into()),
        ];
        let places = [
            Location::Text { line: 3, column: 7 },
            Location::Byte(1024),
            Location::Field("moves[12]".into()),
            Location::Unknown,
        ];
        kinds
            .into_iter()
            .enumerate()
            .map(|(i, kind)| GameError {
                ply: (i % 3) as u32,
                move_number: 1 + i as u32,
                side: [None, Some(Color::Red), Some(Color::Black)][i % 3],
                in_variation: i == 4,
                text: if i % 2 == 0 {
                    "炮二平五".into()
                } else {
                    String::new()
                },
                location: places[i % places.len()].clone(),
                kind,
            })
            .collect()
    }
}

impl Examples for RecordError {
    fn examples() -> Vec<RecordError> {
        use crate::record::{GameError, Location, RecordError as R};
        vec![
            R::Io {
                path: PATH.into(),
                source: std::io::Error::from(std::io::ErrorKind::NotFound),
            },
            R::Empty,
            R::BadSignature {
                format: "XQF",
                detail: "the first two bytes are not 'XQ'".into(),
            },
            R::Truncated {
                format: "CBR",
                what: "the move list",
                offset: 2048,
                needed: 4,
                available: 2050,
            },
            R::NoGames {
                location: Location::Text { line: 1, column: 1 },
                detail: "no moves and no headers".into(),
            },
            R::NoGames {
                location: Location::Unknown,
                detail: "empty".into(),
            },
            R::Unencodable {
                encoding: "GBK",
                ch: '😀',
            },
            R::NotASave("no format field".into()),
            R::Json {
                line: 2,
                column: 5,
                message: "expected value".into(),
            },
            R::NewerVersion {
                found: "9.0".into(),
                supported: 1,
            },
            R::BadSave(Box::new(GameError::examples().remove(3))),
        ]
    }
}
