//! Reading moves: why a move text cannot be read or played (`notation::NotationError`)
//! and what the reader expected there (`notation::Expected`).

use super::examples::{BLACK_CANNON, Examples, RED_HORSE, sq};
use super::illegal::{illegal_attempt_en, illegal_attempt_zh};
use super::points::{piece_on_file_en, piece_on_file_zh, point_zh};
use super::words::{kind_both_zh, side_short_zh};
use crate::lang::{Lang, Render};
use crate::notation::{
    Action, Expected, Notation, NotationError, NumberRole, Tandem, file_label, file_letter,
    tandem_mark,
};
use crate::rules::{Color, IllegalAttempt, Kind, Piece};

/// Why a move text cannot be read or played.
impl Render for NotationError {
    fn render(&self, lang: Lang) -> String {
        match lang {
            Lang::Zh => notation_error_zh(self),
            Lang::En => notation_error_en(self),
        }
    }
}

/// A game-list query that cannot be read (`chuhe::study::Filter::parse`).
/// What the reader expected where a text went wrong, in that notation.
impl Render for (Expected, Notation) {
    fn render(&self, lang: Lang) -> String {
        match lang {
            Lang::Zh => expected_zh(self.0, self.1),
            Lang::En => expected_en(self.0, self.1),
        }
        .to_string()
    }
}

pub(super) fn notation_error_zh(e: &NotationError) -> String {
    use NotationError::*;
    match e {
        Empty => "没有输入着法".to_string(),
        Unrecognized { text } => {
            format!("{}不是中文、WXF或ICCS记法的着法", quoted_zh(text))
        }
        Syntax {
            text,
            notation,
            at,
            found,
            expected,
        } => {
            if *expected == Expected::End {
                format!("{}：第{}个字符“{found}”是多余的", quoted_zh(text), at + 1)
            } else {
                format!(
                    "{}：第{}个字符“{found}”不对，这里应是{}",
                    quoted_zh(text),
                    at + 1,
                    expected_zh(*expected, *notation)
                )
            }
        }
        Incomplete {
            text,
            notation,
            expected,
        } => format!(
            "{}不完整：还缺{}",
            quoted_zh(text),
            expected_zh(*expected, *notation)
        ),
        BadNumber {
            text,
            at,
            value,
            role,
        } => {
            let (role, range) = match role {
                NumberRole::File => ("路数", "1–9"),
                NumberRole::Value => ("步数或路数", "1–9"),
                NumberRole::Ordinal => ("序号", "一–五"),
            };
            format!(
                "{}：第{}个字符：{value}不是有效的{role}（应为{range}）",
                quoted_zh(text),
                at + 1
            )
        }
        NoSuchPiece { text, piece } => format!(
            "{}：{}已经没有{}了",
            quoted_zh(text),
            piece.color.chinese_name(),
            piece.chinese_name()
        ),
        NoPieceOnFile {
            text,
            piece,
            file,
            on_file,
            files_with_kind,
        } => {
            let color = piece.color;
            let mut s = format!(
                "{}：{}路没有{}{}",
                quoted_zh(text),
                file_label(color, *file),
                side_short_zh(color),
                piece.chinese_name()
            );
            if on_file.is_empty() {
                s.push_str(&format!("（这一路上没有{}的棋子）", color.chinese_name()));
            } else {
                let here: Vec<String> = on_file
                    .iter()
                    .map(|(sq, p)| format!("{}{sq}", p.chinese_name()))
                    .collect();
                s.push_str(&format!(
                    "（这一路上{}有：{}）",
                    color.chinese_name(),
                    here.join("、")
                ));
            }
            if !files_with_kind.is_empty() {
                s.push_str(&format!(
                    "；{}{}在{}路",
                    side_short_zh(color),
                    piece.chinese_name(),
                    files_zh(color, files_with_kind).join("、")
                ));
            }
            s
        }
        NotInTandem {
            text,
            piece,
            tandem,
            file,
            count,
        } => {
            let marker = tandem_mark(*tandem);
            let color = piece.color;
            match file {
                None => format!(
                    "{}：“{marker}”指同一路上的几个{}，但没有哪一路有两个以上的{}{}",
                    quoted_zh(text),
                    piece.chinese_name(),
                    side_short_zh(color),
                    piece.chinese_name()
                ),
                Some(f) => format!(
                    "{}：{}路有{count}个{}{}，“{marker}”对不上",
                    quoted_zh(text),
                    file_label(color, *f),
                    side_short_zh(color),
                    piece.chinese_name()
                ),
            }
        }
        Ambiguous {
            text,
            piece,
            squares,
            suggestions,
        } => {
            let at: Vec<String> = squares
                .iter()
                .map(|sq| format!("{}（{sq}）", piece_on_file_zh(*piece, *sq)))
                .collect();
            let mut s = format!(
                "{}有歧义：符合的{}{}有{}个：{}",
                quoted_zh(text),
                side_short_zh(piece.color),
                piece.chinese_name(),
                squares.len(),
                at.join("、")
            );
            if !suggestions.is_empty() {
                s.push_str(&format!("，应写作{}", suggestions.join("或")));
            }
            s
        }
        CannotMove { text, kind, action } => match (kind, action) {
            (Kind::Pawn, _) => format!("{}：兵（卒）不能后退（2.2）", quoted_zh(text)),
            _ => format!(
                "{}：{}只能斜走，没有“平”，进退后写到达的路数（2.2）",
                quoted_zh(text),
                kind_both_zh(*kind)
            ),
        },
        SameFile { text, piece, file } => format!(
            "{}：平走要到另一路，不能平到原来的{}路",
            quoted_zh(text),
            file_label(piece.color, *file)
        ),
        UnreachableFile {
            text,
            piece,
            from,
            file,
            reachable,
        } => {
            let color = piece.color;
            format!(
                "{}：{}（{}）到不了{}路，只能到{}路",
                quoted_zh(text),
                piece_on_file_zh(*piece, *from),
                point_zh(*from, color),
                file_label(color, *file),
                list_or_zh(&files_zh(color, reachable))
            )
        }
        OffBoard { text, piece, from } => format!(
            "{}：{}（{}）这样走会走出棋盘",
            quoted_zh(text),
            piece_on_file_zh(*piece, *from),
            point_zh(*from, piece.color)
        ),
        OtherSidesNotation { text, mover, own } => {
            let other = side_short_zh(!*mover);
            let side = side_short_zh(*mover);
            match own {
                Some(own) => format!(
                    "{}是{other}方的记法（{other}方用{}）；{side}方应记作{}",
                    quoted_zh(text),
                    if *mover == Color::Red {
                        "数字和黑方棋子名"
                    } else {
                        "汉字数字和红方棋子名"
                    },
                    quoted_zh(own)
                ),
                None => format!(
                    "{}是{other}方的记法，现在轮到{side}方走（红方用一至九，黑方用1至9）",
                    quoted_zh(text)
                ),
            }
        }
        NoMoveBegins { text } => format!("没有以{}开头的合法着法", quoted_zh(text)),
        Illegal {
            text,
            mv,
            reason,
            mover,
            piece,
        } => {
            let attempt = IllegalAttempt {
                mv: *mv,
                mover: *mover,
                piece: *piece,
                reason: reason.clone(),
            };
            format!(
                "{}（{mv}）不合规则：{}",
                quoted_zh(text),
                illegal_attempt_zh(&attempt)
            )
        }
    }
}

pub(super) fn notation_error_en(e: &NotationError) -> String {
    use NotationError::*;
    match e {
        Empty => "no move given".to_string(),
        Unrecognized { text } => format!(
            "{} is not a move in Chinese, WXF or ICCS notation",
            quoted_en(text)
        ),
        Syntax {
            text,
            notation,
            at,
            found,
            expected,
        } => {
            if *expected == Expected::End {
                format!(
                    "{}: unexpected '{found}' at character {} after a complete move",
                    quoted_en(text),
                    at + 1
                )
            } else {
                format!(
                    "{}: character {} '{found}' is wrong here, expected {}",
                    quoted_en(text),
                    at + 1,
                    expected_en(*expected, *notation)
                )
            }
        }
        Incomplete {
            text,
            notation,
            expected,
        } => format!(
            "{} is incomplete: {} missing",
            quoted_en(text),
            expected_en(*expected, *notation)
        ),
        BadNumber {
            text,
            at,
            value,
            role,
        } => {
            let (role, range) = match role {
                NumberRole::File => ("file", "1–9"),
                NumberRole::Value => ("number", "1–9"),
                NumberRole::Ordinal => ("ordinal", "一–五"),
            };
            format!(
                "{}: character {}: {value} is not a valid {role} ({range})",
                quoted_en(text),
                at + 1
            )
        }
        NoSuchPiece { text, piece } => format!(
            "{}: {} has no {} left",
            quoted_en(text),
            piece.color.english_name(),
            piece.kind.english_name()
        ),
        NoPieceOnFile {
            text,
            piece,
            file,
            on_file,
            files_with_kind,
        } => {
            let color = piece.color;
            let mut s = format!(
                "{}: no {} {} on file {} ({})",
                quoted_en(text),
                color_word_en(color),
                piece.kind.english_name(),
                file_label(color, *file),
                file_letter(color, *file)
            );
            if on_file.is_empty() {
                s.push_str(&format!(
                    "; {} has no piece on that file",
                    color.english_name()
                ));
            } else {
                let here: Vec<String> = on_file
                    .iter()
                    .map(|(sq, p)| format!("{} {sq}", p.kind.english_name()))
                    .collect();
                s.push_str(&format!(
                    "; {}'s pieces on that file: {}",
                    color.english_name(),
                    here.join(", ")
                ));
            }
            if !files_with_kind.is_empty() {
                s.push_str(&format!(
                    "; {} {}s are on file{} {}",
                    color_word_en(color),
                    piece.kind.english_name(),
                    if files_with_kind.len() > 1 { "s" } else { "" },
                    files_en(color, files_with_kind).join(", ")
                ));
            }
            s
        }
        NotInTandem {
            text,
            piece,
            tandem,
            file,
            count,
        } => {
            let marker = tandem_mark(*tandem);
            let color = piece.color;
            match file {
                None => format!(
                    "{}: '{marker}' picks one of several {}s on one file, but no file holds two or more {} {}s",
                    quoted_en(text),
                    piece.kind.english_name(),
                    color_word_en(color),
                    piece.kind.english_name()
                ),
                Some(f) => format!(
                    "{}: file {} holds {count} {} {}, which '{marker}' does not fit",
                    quoted_en(text),
                    file_label(color, *f),
                    color_word_en(color),
                    plural_en(piece.kind, *count)
                ),
            }
        }
        Ambiguous {
            text,
            piece,
            squares,
            suggestions,
        } => {
            let at: Vec<String> = squares
                .iter()
                .map(|s| piece_on_file_en(*piece, *s))
                .collect();
            let mut s = format!(
                "{} is ambiguous: it fits {}",
                quoted_en(text),
                at.join(" and ")
            );
            if !suggestions.is_empty() {
                s.push_str(&format!("; write {}", suggestions.join(" or ")));
            }
            s
        }
        CannotMove { text, kind, .. } => match kind {
            Kind::Pawn => format!("{}: a pawn never moves back (2.2)", quoted_en(text)),
            _ => format!(
                "{}: {} never moves sideways (平); write 进 or 退 and the file it lands on (2.2)",
                quoted_en(text),
                article_en(*kind)
            ),
        },
        SameFile { text, piece, file } => format!(
            "{}: 平 must go to another file, not to file {} where the {} stands",
            quoted_en(text),
            file_label(piece.color, *file),
            piece.kind.english_name()
        ),
        UnreachableFile {
            text,
            piece,
            from,
            file,
            reachable,
        } => {
            let color = piece.color;
            format!(
                "{}: {} cannot reach file {}; it can reach file {}",
                quoted_en(text),
                piece_on_file_en(*piece, *from),
                file_label(color, *file),
                list_or_en(&files_en(color, reachable))
            )
        }
        OffBoard { text, piece, from } => format!(
            "{}: {} would leave the board",
            quoted_en(text),
            piece_on_file_en(*piece, *from)
        ),
        OtherSidesNotation { text, mover, own } => {
            let other = color_word_en(!*mover);
            let side = color_word_en(*mover);
            match own {
                Some(own) => format!(
                    "{}: this is {other}'s notation ({other} writes {}); {side}'s would be {}",
                    quoted_en(text),
                    if *mover == Color::Red {
                        "files in digits and black's piece names"
                    } else {
                        "files in Chinese numerals and red's piece names"
                    },
                    quoted_en(own)
                ),
                None => format!(
                    "{}: this is {other}'s notation, and {side} is to move (red writes 一 to 九, black 1 to 9)",
                    quoted_en(text)
                ),
            }
        }
        NoMoveBegins { text } => format!("no legal move begins with {}", quoted_en(text)),
        Illegal {
            text,
            mv,
            reason,
            mover,
            piece,
        } => {
            let attempt = IllegalAttempt {
                mv: *mv,
                mover: *mover,
                piece: *piece,
                reason: reason.clone(),
            };
            format!(
                "{} ({mv}) is illegal: {}",
                quoted_en(text),
                illegal_attempt_en(&attempt)
            )
        }
    }
}

fn expected_zh(expected: Expected, notation: Notation) -> &'static str {
    match (expected, notation) {
        (Expected::Piece, Notation::Wxf) => "棋子字母（K A E H R C P）",
        (Expected::Piece, _) => "棋子名（帅仕相马车炮兵）",
        (Expected::PieceOrTandem, Notation::Wxf) => "棋子字母、+、- 或路数",
        (Expected::PieceOrTandem, _) => "棋子名或前、中、后、一至五",
        (Expected::FileOrTandem, Notation::Wxf) => "路数或 +、-",
        (Expected::FileOrTandem, _) => "路数（红一至九，黑1至9）或前、后",
        (Expected::File, _) => "路数（红一至九，黑1至9）",
        (Expected::Action, Notation::Wxf) => "+（进）、-（退）或 .（平）",
        (Expected::Action, _) => "进、退或平",
        (Expected::Value, _) => "步数或路数（1至9）",
        (Expected::Square, _) => "坐标（如 h2）",
        (Expected::End, _) => "结束",
    }
}

fn expected_en(expected: Expected, notation: Notation) -> &'static str {
    match (expected, notation) {
        (Expected::Piece, Notation::Wxf) => "a piece letter (K A E H R C P)",
        (Expected::Piece, _) => "a piece name (帅仕相马车炮兵 / 将士象马车炮卒)",
        (Expected::PieceOrTandem, Notation::Wxf) => {
            "a piece letter, + or - (front, rear) or a file"
        }
        (Expected::PieceOrTandem, _) => {
            "a piece name, or 前/中/后 or 一..五 for one of several on a file"
        }
        (Expected::FileOrTandem, Notation::Wxf) => "a file (1-9), or + / - for front / rear",
        (Expected::FileOrTandem, _) => "a file (一..九 for Red, 1..9 for Black) or 前/后",
        (Expected::File, _) => "a file (一..九 for Red, 1..9 for Black)",
        (Expected::Action, Notation::Wxf) => "+ (advance), - (retreat) or . (sideways)",
        (Expected::Action, _) => "进, 退 or 平",
        (Expected::Value, _) => "a number of ranks or a file (1-9)",
        (Expected::Square, _) => "a point such as h2",
        (Expected::End, _) => "the end of the move",
    }
}

pub(super) fn quoted_zh(t: &str) -> String {
    format!("“{t}”")
}

fn quoted_en(t: &str) -> String {
    format!("\"{t}\"")
}

/// "a、b或c".
fn list_or_zh(items: &[String]) -> String {
    match items {
        [] => String::new(),
        [one] => one.clone(),
        [init @ .., last] => format!("{}或{last}", init.join("、")),
    }
}

/// "a, b or c".
fn list_or_en(items: &[String]) -> String {
    match items {
        [] => String::new(),
        [one] => one.clone(),
        [init @ .., last] => format!("{} or {last}", init.join(", ")),
    }
}

fn files_zh(color: Color, numbers: &[u8]) -> Vec<String> {
    numbers
        .iter()
        .map(|&n| file_label(color, n).to_string())
        .collect()
}

fn files_en(color: Color, numbers: &[u8]) -> Vec<String> {
    numbers
        .iter()
        .map(|&n| file_label(color, n).to_string())
        .collect()
}

fn color_word_en(c: Color) -> &'static str {
    match c {
        Color::Red => "red",
        Color::Black => "black",
    }
}

fn article_en(kind: Kind) -> String {
    let name = kind.english_name();
    let a = if name.starts_with(['a', 'e']) {
        "an"
    } else {
        "a"
    };
    format!("{a} {name}")
}

fn plural_en(kind: Kind, n: usize) -> String {
    if n == 1 {
        kind.english_name().to_string()
    } else {
        format!("{}s", kind.english_name())
    }
}

impl Examples for (Expected, Notation) {
    fn examples() -> Vec<(Expected, Notation)> {
        let all = [
            Expected::Piece,
            Expected::PieceOrTandem,
            Expected::FileOrTandem,
            Expected::File,
            Expected::Action,
            Expected::Value,
            Expected::Square,
            Expected::End,
        ];
        let mut out = Vec::new();
        for e in all {
            for n in [Notation::Chinese, Notation::Wxf, Notation::Iccs] {
                out.push((e, n));
            }
        }
        out
    }
}

impl Examples for NotationError {
    fn examples() -> Vec<NotationError> {
        let text = |t: &str| t.to_string();
        let mut out = vec![
            NotationError::Empty,
            NotationError::Unrecognized { text: text("Q2.5") },
            NotationError::NoSuchPiece {
                text: text("车一进一"),
                piece: Piece::new(Color::Red, Kind::Rook),
            },
            NotationError::NoPieceOnFile {
                text: text("炮8平5"),
                piece: BLACK_CANNON,
                file: 8,
                on_file: vec![(sq("h9"), Piece::new(Color::Black, Kind::Horse))],
                files_with_kind: vec![2, 7],
            },
            NotationError::NoPieceOnFile {
                text: text("炮五平四"),
                piece: Piece::new(Color::Red, Kind::Cannon),
                file: 5,
                on_file: vec![],
                files_with_kind: vec![],
            },
            NotationError::NotInTandem {
                text: text("前马进三"),
                piece: RED_HORSE,
                tandem: Tandem::Front,
                file: None,
                count: 0,
            },
            NotationError::NotInTandem {
                text: text("中兵进一"),
                piece: Piece::new(Color::Red, Kind::Pawn),
                tandem: Tandem::Middle,
                file: Some(5),
                count: 2,
            },
            NotationError::Ambiguous {
                text: text("马进三"),
                piece: RED_HORSE,
                squares: vec![sq("h0"), sq("c4")],
                suggestions: vec![text("马二进三"), text("马七进八")],
            },
            NotationError::Ambiguous {
                text: text("车进一"),
                piece: Piece::new(Color::Black, Kind::Rook),
                squares: vec![sq("a9"), sq("i9")],
                suggestions: vec![],
            },
            NotationError::CannotMove {
                text: text("马二平三"),
                kind: Kind::Horse,
                action: Action::Traverse,
            },
            NotationError::CannotMove {
                text: text("兵七退一"),
                kind: Kind::Pawn,
                action: Action::Retreat,
            },
            NotationError::SameFile {
                text: text("炮二平二"),
                piece: Piece::new(Color::Red, Kind::Cannon),
                file: 2,
            },
            NotationError::UnreachableFile {
                text: text("马二进五"),
                piece: RED_HORSE,
                from: sq("h0"),
                file: 5,
                reachable: vec![1, 3, 4],
            },
            NotationError::OffBoard {
                text: text("车1退1"),
                piece: Piece::new(Color::Black, Kind::Rook),
                from: sq("a9"),
            },
            NotationError::OtherSidesNotation {
                text: text("相三进五"),
                mover: Color::Black,
                own: Some("象3进5".to_string()),
            },
            NotationError::OtherSidesNotation {
                text: text("象3进5"),
                mover: Color::Red,
                own: None,
            },
            NotationError::NoMoveBegins {
                text: text("炮二进"),
            },
        ];
        for (e, n) in <(Expected, Notation)>::examples() {
            out.push(NotationError::Syntax {
                text: text("炮二x五"),
                notation: n,
                at: 2,
                found: 'x',
                expected: e,
            });
            out.push(NotationError::Incomplete {
                text: text("炮二"),
                notation: n,
                expected: e,
            });
        }
        for role in [NumberRole::File, NumberRole::Value, NumberRole::Ordinal] {
            out.push(NotationError::BadNumber {
                text: text("炮零平五"),
                at: 1,
                value: 0,
                role,
            });
        }
        for a in IllegalAttempt::examples() {
            out.push(NotationError::Illegal {
                text: text("马二进三"),
                mv: a.mv,
                reason: a.reason,
                mover: a.mover,
                piece: a.piece,
            });
        }
        out
    }
}
