//! Why a move text could not be read or played, in English (`Display`) or Chinese
//! ([`NotationError::message`]): which part of the text failed, what is on the board
//! there, and when the move exists but is illegal, the rule it breaks.

use std::fmt;

use thiserror::Error;

use super::board_view::file_number;
use super::description::{Action, Tandem};
use super::glyphs;
use super::style::{Digits, Notation};
use crate::lang::Lang;
use crate::rules::{Color, IllegalMove, Kind, Move, Piece, Square};

/// What the reader expected where the text went wrong.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub enum Expected {
    /// A piece name (Chinese) or letter (WXF).
    Piece,
    /// A piece, or 前/中/后/一..五 (Chinese); a piece letter, `+`/`-` or a file (WXF).
    PieceOrTandem,
    /// A file number, or 前/后 after the piece.
    FileOrTandem,
    /// A file number.
    File,
    /// 进/退/平 (Chinese); `+`, `-`, `.` (WXF).
    Action,
    /// The number that ends the move.
    Value,
    /// An ICCS point such as `h2`.
    Square,
    /// Nothing more.
    End,
}

/// What a number in the text was meant to be.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub enum NumberRole {
    File,
    Value,
    Ordinal,
}

/// A move text that cannot be read, resolved on the board, or played.
#[derive(Clone, Debug, Error, PartialEq, Eq)]
#[error("{}", self.message(Lang::En))]
pub enum NotationError {
    /// Nothing but whitespace.
    Empty,
    /// Not a move in any notation chuhe reads.
    Unrecognized { text: String },
    /// Character `at` (0-based, counted in characters) is wrong.
    Syntax {
        text: String,
        notation: Notation,
        at: usize,
        found: char,
        expected: Expected,
    },
    /// The text stops early.
    Incomplete {
        text: String,
        notation: Notation,
        expected: Expected,
    },
    /// A number out of range: file 0, ordinal 六, ...
    BadNumber {
        text: String,
        at: usize,
        value: u8,
        role: NumberRole,
    },
    /// The side to move has no piece of that kind.
    NoSuchPiece { text: String, piece: Piece },
    /// No piece of that kind on the file named.
    NoPieceOnFile {
        text: String,
        piece: Piece,
        /// The file in the mover's numbering.
        file: u8,
        /// What stands on that file.
        on_file: Vec<(Square, Piece)>,
        /// The mover's files holding pieces of that kind.
        files_with_kind: Vec<u8>,
    },
    /// 前/中/后 or an ordinal that does not fit the pieces on the file.
    NotInTandem {
        text: String,
        piece: Piece,
        tandem: Tandem,
        /// The file named or found (mover's numbering), if any holds several.
        file: Option<u8>,
        /// How many of the pieces stand there.
        count: usize,
    },
    /// Several pieces fit the text.
    Ambiguous {
        text: String,
        piece: Piece,
        squares: Vec<Square>,
        /// The standard way to write each of the moves meant, where it is legal.
        suggestions: Vec<String>,
    },
    /// 平 for a horse, advisor or elephant; 退 for a pawn.
    CannotMove {
        text: String,
        kind: Kind,
        action: Action,
    },
    /// 平 to the file the piece is on.
    SameFile {
        text: String,
        piece: Piece,
        file: u8,
    },
    /// A horse, advisor or elephant cannot reach that file going that way.
    UnreachableFile {
        text: String,
        piece: Piece,
        from: Square,
        file: u8,
        reachable: Vec<u8>,
    },
    /// The move would leave the board.
    OffBoard {
        text: String,
        piece: Piece,
        from: Square,
    },
    /// The start of a move (typed so far) that no legal move continues.
    NoMoveBegins { text: String },
    /// The move exists on the board but breaks a rule.
    Illegal {
        text: String,
        mv: Move,
        reason: IllegalMove,
    },
}

/// Applies `$some` to the `text` field of any variant that has one, else `$none`.
macro_rules! text_field {
    ($err:expr, $text:ident => $some:expr, $none:expr) => {
        match $err {
            NotationError::Empty => $none,
            NotationError::Unrecognized { $text }
            | NotationError::Syntax { $text, .. }
            | NotationError::Incomplete { $text, .. }
            | NotationError::BadNumber { $text, .. }
            | NotationError::NoSuchPiece { $text, .. }
            | NotationError::NoPieceOnFile { $text, .. }
            | NotationError::NotInTandem { $text, .. }
            | NotationError::Ambiguous { $text, .. }
            | NotationError::CannotMove { $text, .. }
            | NotationError::SameFile { $text, .. }
            | NotationError::UnreachableFile { $text, .. }
            | NotationError::OffBoard { $text, .. }
            | NotationError::NoMoveBegins { $text }
            | NotationError::Illegal { $text, .. } => $some,
        }
    };
}

impl NotationError {
    /// The text the error is about ("" for [`NotationError::Empty`]).
    pub fn text(&self) -> &str {
        text_field!(self, text => text.as_str(), "")
    }

    /// Quotes `typed` instead (the preview reports errors of completions it tried).
    pub(crate) fn set_text(&mut self, typed: &str) {
        text_field!(self, text => *text = typed.to_string(), ())
    }

    /// True when the text is a correct beginning that only needs more characters.
    pub fn is_incomplete(&self) -> bool {
        matches!(self, NotationError::Incomplete { .. })
    }

    /// The message in `lang`.
    pub fn message(&self, lang: Lang) -> String {
        use NotationError::*;
        let zh = lang == Lang::Zh;
        let quoted = |t: &str| {
            if zh {
                format!("“{t}”")
            } else {
                format!("\"{t}\"")
            }
        };
        match self {
            Empty => lang.pick("没有输入着法", "no move given").to_string(),
            Unrecognized { text } => {
                if zh {
                    format!("{}不是中文、WXF或ICCS记法的着法", quoted(text))
                } else {
                    format!(
                        "{} is not a move in Chinese, WXF or ICCS notation",
                        quoted(text)
                    )
                }
            }
            Syntax {
                text,
                notation,
                at,
                found,
                expected,
            } => {
                let exp = expected_text(*expected, *notation, lang);
                if *expected == Expected::End {
                    if zh {
                        format!("{}：第{}个字符“{found}”是多余的", quoted(text), at + 1)
                    } else {
                        format!(
                            "{}: unexpected '{found}' at character {} after a complete move",
                            quoted(text),
                            at + 1
                        )
                    }
                } else if zh {
                    format!(
                        "{}：第{}个字符“{found}”不对，这里应是{exp}",
                        quoted(text),
                        at + 1
                    )
                } else {
                    format!(
                        "{}: character {} '{found}' is wrong here, expected {exp}",
                        quoted(text),
                        at + 1
                    )
                }
            }
            Incomplete {
                text,
                notation,
                expected,
            } => {
                let exp = expected_text(*expected, *notation, lang);
                if zh {
                    format!("{}不完整：还缺{exp}", quoted(text))
                } else {
                    format!("{} is incomplete: {exp} missing", quoted(text))
                }
            }
            BadNumber {
                text,
                at,
                value,
                role,
            } => {
                let (role_zh, role_en, range) = match role {
                    NumberRole::File => ("路数", "file", "1–9"),
                    NumberRole::Value => ("步数或路数", "number", "1–9"),
                    NumberRole::Ordinal => ("序号", "ordinal", "一–五"),
                };
                if zh {
                    format!(
                        "{}：第{}个字符：{value}不是有效的{role_zh}（应为{range}）",
                        quoted(text),
                        at + 1
                    )
                } else {
                    format!(
                        "{}: character {}: {value} is not a valid {role_en} ({range})",
                        quoted(text),
                        at + 1
                    )
                }
            }
            NoSuchPiece { text, piece } => {
                if zh {
                    format!(
                        "{}：{}已经没有{}了",
                        quoted(text),
                        side_zh(piece.color),
                        piece_zh(*piece)
                    )
                } else {
                    format!(
                        "{}: {} has no {} left",
                        quoted(text),
                        piece.color.english_name(),
                        piece.kind.english_name()
                    )
                }
            }
            NoPieceOnFile {
                text,
                piece,
                file,
                on_file,
                files_with_kind,
            } => {
                let color = piece.color;
                let here: Vec<String> = on_file
                    .iter()
                    .map(|(sq, p)| format!("{}{sq}", p.chinese_name()))
                    .collect();
                let files: Vec<String> = files_with_kind
                    .iter()
                    .map(|&n| file_label(color, n))
                    .collect();
                if zh {
                    let mut s = format!(
                        "{}：{}路没有{}{}",
                        quoted(text),
                        file_label(color, *file),
                        side_short_zh(color),
                        piece_zh(*piece)
                    );
                    if here.is_empty() {
                        s.push_str("（这一路上没有棋子）");
                    } else {
                        s.push_str(&format!("（这一路上有：{}）", here.join("、")));
                    }
                    if !files.is_empty() {
                        s.push_str(&format!(
                            "；{}{}在{}路",
                            side_short_zh(color),
                            piece_zh(*piece),
                            files.join("、")
                        ));
                    }
                    s
                } else {
                    let mut s = format!(
                        "{}: no {} {} on file {} ({})",
                        quoted(text),
                        color_en(color),
                        piece.kind.english_name(),
                        file_label(color, *file),
                        file_letter(color, *file)
                    );
                    if here.is_empty() {
                        s.push_str("; that file is empty");
                    } else {
                        s.push_str(&format!("; on that file: {}", here.join(", ")));
                    }
                    if !files.is_empty() {
                        s.push_str(&format!(
                            "; {} {}s are on file{} {}",
                            color_en(color),
                            piece.kind.english_name(),
                            if files.len() > 1 { "s" } else { "" },
                            files.join(", ")
                        ));
                    }
                    s
                }
            }
            NotInTandem {
                text,
                piece,
                tandem,
                file,
                count,
            } => {
                let marker = glyphs::tandem(*tandem, super::style::Script::Simplified);
                let color = piece.color;
                match file {
                    None => {
                        if zh {
                            format!(
                                "{}：“{marker}”指同一路上的几个{}，但没有哪一路有两个以上的{}{}",
                                quoted(text),
                                piece_zh(*piece),
                                side_short_zh(color),
                                piece_zh(*piece)
                            )
                        } else {
                            format!(
                                "{}: '{marker}' picks one of several {} on one file, but no file holds two or more {} {}s",
                                quoted(text),
                                plural_en(piece.kind),
                                color_en(color),
                                piece.kind.english_name()
                            )
                        }
                    }
                    Some(f) => {
                        if zh {
                            format!(
                                "{}：{}路有{count}个{}{}，“{marker}”对不上",
                                quoted(text),
                                file_label(color, *f),
                                side_short_zh(color),
                                piece_zh(*piece)
                            )
                        } else {
                            format!(
                                "{}: file {} holds {count} {} {}{}, which '{marker}' does not fit",
                                quoted(text),
                                file_label(color, *f),
                                color_en(color),
                                piece.kind.english_name(),
                                if *count == 1 { "" } else { "s" }
                            )
                        }
                    }
                }
            }
            Ambiguous {
                text,
                piece,
                squares,
                suggestions,
            } => {
                let at: Vec<String> = squares.iter().map(|s| s.to_string()).collect();
                if zh {
                    let mut s = format!(
                        "{}有歧义：符合的{}{}有{}个（{}）",
                        quoted(text),
                        side_short_zh(piece.color),
                        piece_zh(*piece),
                        squares.len(),
                        at.join("、")
                    );
                    if !suggestions.is_empty() {
                        s.push_str(&format!("，应写作{}", suggestions.join("或")));
                    }
                    s
                } else {
                    let mut s = format!(
                        "{} is ambiguous: it fits the {} {}s on {}",
                        quoted(text),
                        color_en(piece.color),
                        piece.kind.english_name(),
                        at.join(" and ")
                    );
                    if !suggestions.is_empty() {
                        s.push_str(&format!("; write {}", suggestions.join(" or ")));
                    }
                    s
                }
            }
            CannotMove { text, kind, action } => match (kind, action) {
                (Kind::Pawn, _) => {
                    if zh {
                        format!("{}：兵（卒）不能后退（2.2）", quoted(text))
                    } else {
                        format!("{}: a pawn never moves back (2.2)", quoted(text))
                    }
                }
                _ => {
                    if zh {
                        format!(
                            "{}：{}只能斜走，没有“平”，进退后写到达的路数（2.2）",
                            quoted(text),
                            kind_zh(*kind)
                        )
                    } else {
                        format!(
                            "{}: {} never moves sideways (平); write 进 or 退 and the file it lands on (2.2)",
                            quoted(text),
                            article_en(*kind)
                        )
                    }
                }
            },
            SameFile { text, piece, file } => {
                let file = file_label(piece.color, *file);
                if zh {
                    format!("{}：平走要到另一路，不能平到原来的{file}路", quoted(text))
                } else {
                    format!(
                        "{}: 平 must go to another file, not to file {file} where the {} stands",
                        quoted(text),
                        piece.kind.english_name()
                    )
                }
            }
            UnreachableFile {
                text,
                piece,
                from,
                file,
                reachable,
            } => {
                let color = piece.color;
                let to: Vec<String> = reachable.iter().map(|&n| file_label(color, n)).collect();
                let to = list_or(&to, lang);
                let from_file = file_label(color, file_number(color, from.file()));
                if zh {
                    format!(
                        "{}：{from}的{}（{from_file}路）到不了{}路，只能到{to}路",
                        quoted(text),
                        piece_zh(*piece),
                        file_label(color, *file),
                    )
                } else {
                    format!(
                        "{}: the {} on {from} (file {from_file}) cannot reach file {}; it can reach file {to}",
                        quoted(text),
                        piece.kind.english_name(),
                        file_label(color, *file),
                    )
                }
            }
            OffBoard { text, piece, from } => {
                if zh {
                    format!(
                        "{}：{from}的{}这样走会走出棋盘",
                        quoted(text),
                        piece_zh(*piece)
                    )
                } else {
                    format!(
                        "{}: the {} on {from} would leave the board",
                        quoted(text),
                        piece.kind.english_name()
                    )
                }
            }
            NoMoveBegins { text } => {
                if zh {
                    format!("没有以{}开头的合法着法", quoted(text))
                } else {
                    format!("no legal move begins with {}", quoted(text))
                }
            }
            Illegal { text, mv, reason } => {
                let why = illegal_reason(reason, lang);
                if zh {
                    format!("{}（{mv}）不合规则：{why}", quoted(text))
                } else {
                    format!("{} ({mv}) is illegal: {why}", quoted(text))
                }
            }
        }
    }
}

/// Why a move is illegal, in `lang` (2.2, 2.3, 3.4).
pub fn illegal_reason(reason: &IllegalMove, lang: Lang) -> String {
    if lang == Lang::En {
        return reason.to_string();
    }
    match reason {
        IllegalMove::NoPiece(sq) => format!("{sq}没有棋子"),
        IllegalMove::NotYourPiece { piece, square } => format!(
            "{square}的{}是{}的棋子，现在轮到{}走",
            piece_zh(*piece),
            side_zh(piece.color),
            side_zh(!piece.color)
        ),
        IllegalMove::OwnPieceOnTarget(sq) => format!("{sq}有己方棋子（2.3）"),
        IllegalMove::WrongShape { kind, from, to } => {
            format!("{}不能从{from}走到{to}（2.2）", kind_zh(*kind))
        }
        IllegalMove::OutsidePalace => "将（帅）不能走出九宫（2.2）".to_string(),
        IllegalMove::ElephantCrossesRiver => "象（相）不能过河（2.2）".to_string(),
        IllegalMove::HorseLegBlocked(sq) => format!("蹩马腿：{sq}有子（2.2）"),
        IllegalMove::ElephantEyeBlocked(sq) => format!("塞象眼：{sq}有子（2.2）"),
        IllegalMove::PathBlocked(sq) => format!("路线被{sq}的棋子挡住（2.2）"),
        IllegalMove::CannonScreen { to, screens } => {
            format!("炮吃{to}的子必须隔一个子（炮打隔子），现在中间有{screens}个（2.2）")
        }
        IllegalMove::CannonBlocked { to, at } => {
            format!("炮不吃子走到{to}时路线必须畅通，{at}有子挡住（2.2）")
        }
        IllegalMove::PawnSidewaysBeforeRiver => "兵（卒）过河以前不能平走（2.2）".to_string(),
        IllegalMove::PawnBackward => "兵（卒）不能后退（2.2）".to_string(),
        IllegalMove::GeneralsFace => "走后将帅在同一路上直接对面（2.2）".to_string(),
        IllegalMove::LeavesGeneralInCheck(by) => {
            let by: Vec<String> = by.iter().map(|s| s.to_string()).collect();
            format!("走后己方将（帅）被{}将军，属送将（3.4）", by.join("、"))
        }
    }
}

fn expected_text(expected: Expected, notation: Notation, lang: Lang) -> &'static str {
    let zh = lang == Lang::Zh;
    match (expected, notation) {
        (Expected::Piece, Notation::Wxf) => {
            if zh {
                "棋子字母（K A E H R C P）"
            } else {
                "a piece letter (K A E H R C P)"
            }
        }
        (Expected::Piece, _) => lang.pick(
            "棋子名（帅仕相马车炮兵）",
            "a piece name (帅仕相马车炮兵 / 将士象马车炮卒)",
        ),
        (Expected::PieceOrTandem, Notation::Wxf) => lang.pick(
            "棋子字母、+、- 或路数",
            "a piece letter, + or - (front, rear) or a file",
        ),
        (Expected::PieceOrTandem, _) => lang.pick(
            "棋子名或前、中、后、一至五",
            "a piece name, or 前/中/后 or 一..五 for one of several on a file",
        ),
        (Expected::FileOrTandem, Notation::Wxf) => {
            lang.pick("路数或 +、-", "a file (1-9), or + / - for front / rear")
        }
        (Expected::FileOrTandem, _) => lang.pick(
            "路数（红一至九，黑1至9）或前、后",
            "a file (一..九 for Red, 1..9 for Black) or 前/后",
        ),
        (Expected::File, _) => lang.pick(
            "路数（红一至九，黑1至9）",
            "a file (一..九 for Red, 1..9 for Black)",
        ),
        (Expected::Action, Notation::Wxf) => lang.pick(
            "+（进）、-（退）或 .（平）",
            "+ (advance), - (retreat) or . (sideways)",
        ),
        (Expected::Action, _) => lang.pick("进、退或平", "进, 退 or 平"),
        (Expected::Value, _) => {
            lang.pick("步数或路数（1至9）", "a number of ranks or a file (1-9)")
        }
        (Expected::Square, _) => lang.pick("坐标（如 h2）", "a point such as h2"),
        (Expected::End, _) => lang.pick("结束", "the end of the move"),
    }
}

/// "a, b or c" / "a、b或c".
fn list_or(items: &[String], lang: Lang) -> String {
    match items {
        [] => String::new(),
        [one] => one.clone(),
        [init @ .., last] => {
            let (sep, or) = lang
                .pick("、|或", ", | or ")
                .split_once('|')
                .unwrap_or((", ", " or "));
            format!("{}{or}{last}", init.join(sep))
        }
    }
}

/// The file name as the mover writes it: 二 for Red, 2 for Black.
pub(crate) fn file_label(color: Color, number: u8) -> String {
    glyphs::number(number, color, Digits::HalfWidth).to_string()
}

fn file_letter(color: Color, number: u8) -> char {
    (b'a' + super::board_view::file_index(color, number.clamp(1, 9))) as char
}

fn side_zh(color: Color) -> &'static str {
    color.chinese_name()
}

fn side_short_zh(color: Color) -> &'static str {
    match color {
        Color::Red => "红",
        Color::Black => "黑",
    }
}

fn color_en(color: Color) -> &'static str {
    match color {
        Color::Red => "red",
        Color::Black => "black",
    }
}

fn piece_zh(piece: Piece) -> char {
    piece.chinese_name()
}

fn kind_zh(kind: Kind) -> &'static str {
    match kind {
        Kind::King => "将（帅）",
        Kind::Advisor => "士（仕）",
        Kind::Elephant => "象（相）",
        Kind::Horse => "马",
        Kind::Rook => "车",
        Kind::Cannon => "炮",
        Kind::Pawn => "兵（卒）",
    }
}

fn article_en(kind: Kind) -> String {
    let name = kind.english_name();
    let article = if name.starts_with(['a', 'e']) {
        "an"
    } else {
        "a"
    };
    format!("{article} {name}")
}

fn plural_en(kind: Kind) -> String {
    format!("{}s", kind.english_name())
}

impl fmt::Display for Expected {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(expected_text(*self, Notation::Chinese, Lang::En))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn illegal_reasons_are_translated_with_their_article() {
        let reasons = [
            IllegalMove::HorseLegBlocked(Square::new(7, 1)),
            IllegalMove::ElephantEyeBlocked(Square::new(3, 1)),
            IllegalMove::CannonScreen {
                to: Square::new(1, 7),
                screens: 0,
            },
            IllegalMove::PawnSidewaysBeforeRiver,
            IllegalMove::LeavesGeneralInCheck(vec![Square::new(4, 8)]),
            IllegalMove::GeneralsFace,
        ];
        for r in &reasons {
            let zh = illegal_reason(r, Lang::Zh);
            assert!(zh.contains("（2.2）") || zh.contains("（3.4）"), "{zh}");
            let en = illegal_reason(r, Lang::En);
            assert!(en.contains("2.2)") || en.contains("3.4)"), "{en}");
        }
        assert!(illegal_reason(&reasons[0], Lang::Zh).contains("蹩马腿"));
    }
}
