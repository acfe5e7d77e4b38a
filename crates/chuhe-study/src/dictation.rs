//! Dictation (听写): the player writes each move of a master game in Chinese
//! notation, as on a scoresheet, and the entry is marked ✓ or ✗ with the kinds of
//! mistake in it, counted across sessions.
//!
//! An entry is right when it names the move played, in the numerals of its side
//! (1.1: Red 一..九, Black digits). Any accepted way of naming it counts — the
//! rule book's 前/中/后, the xqbase ordinals (一兵平五), traditional characters — and
//! the abbreviated record of 7.5 (炮2 5) when the option allows it. A wrong entry is
//! compared part by part with the move as chuhe prints it, to say what was wrong.

use std::collections::BTreeMap;

use chuhe_core::notation::{Action, Digits, Notation, Style, parse_move_detailed, write_move};
use chuhe_core::rules::{Color, Kind, Move, Position};

/// The kinds of mistake in a written move.
#[derive(
    Copy, Clone, Debug, PartialEq, Eq, PartialOrd, Ord, Hash, serde::Serialize, serde::Deserialize,
)]
#[serde(rename_all = "snake_case")]
pub enum Mistake {
    /// Another kind of piece (马 for 炮).
    Piece,
    /// The file the piece stands on (炮八 for 炮二).
    File,
    /// 进, 退 or 平 (or, in the abbreviated record, the mark under or over the digit).
    Action,
    /// The number at the end: the file reached or the ranks moved.
    Number,
    /// 前/中/后 or a pawn ordinal (一兵, 二兵 ...), wrong, missing or needless.
    Tandem,
    /// The numerals of the other side (炮2平5 for Red, 马八进七 for Black), or, when
    /// asked, digits of the other width (马8进7 for 马８进７).
    DigitStyle,
    /// The abbreviated record of 7.5 when it is not accepted.
    Abbreviated,
    /// Not a move in Chinese notation at all.
    Unreadable,
    /// Not written before the next move came (a paced dictation), or skipped.
    Missed,
}

impl Mistake {
    pub const ALL: [Mistake; 9] = [
        Mistake::Piece,
        Mistake::File,
        Mistake::Action,
        Mistake::Number,
        Mistake::Tandem,
        Mistake::DigitStyle,
        Mistake::Abbreviated,
        Mistake::Unreadable,
        Mistake::Missed,
    ];

    /// A short Chinese name for the results screen.
    pub const fn chinese(self) -> &'static str {
        match self {
            Mistake::Piece => "棋子",
            Mistake::File => "纵线",
            Mistake::Action => "进退平",
            Mistake::Number => "步数或到达纵线",
            Mistake::Tandem => "前后中与兵序",
            Mistake::DigitStyle => "数字写法",
            Mistake::Abbreviated => "简式记录",
            Mistake::Unreadable => "无法识别",
            Mistake::Missed => "未记录",
        }
    }
}

/// How entries are marked.
#[derive(Copy, Clone, Debug, Default, PartialEq, Eq, serde::Serialize, serde::Deserialize)]
#[serde(default)]
pub struct DictationOptions {
    /// Accept the abbreviated record of 7.5 (炮2 5, 马8 7̲, 前马4̅).
    pub accept_abbreviated: bool,
    /// Black's digits must have the width of `style` (full-width by default).
    pub strict_width: bool,
    /// How the right text is shown (and which width `strict_width` asks for).
    pub style: Style,
}

/// The mark of one entry.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Grade {
    /// ✓ when true.
    pub correct: bool,
    /// The move as it should be written.
    pub expected: String,
    /// What was wrong, in a fixed order; empty when correct.
    pub mistakes: Vec<Mistake>,
}

impl Grade {
    pub fn mark(&self) -> char {
        if self.correct { '✓' } else { '✗' }
    }
}

/// How a number was written.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
enum Numeral {
    Chinese,
    HalfWidth,
    FullWidth,
}

/// 前 中 后, or an ordinal 一..五 before the piece.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
enum Marker {
    Front,
    Middle,
    Rear,
    Nth(u8),
}

#[derive(Copy, Clone, Debug, PartialEq, Eq)]
enum Part {
    Piece(Kind),
    Number(u8, Numeral, Option<Action>),
    Action(Action),
    Marker(Marker),
}

/// The parts of a written move, as far as its shape tells them.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
struct Parts {
    piece: Option<Kind>,
    marker: Option<Marker>,
    file: Option<u8>,
    action: Option<Action>,
    value: Option<u8>,
    /// The numerals of the file and the value.
    numerals: Vec<Numeral>,
    abbreviated: bool,
}

fn part_of(c: char) -> Option<Part> {
    let chinese = |n: u8| Some(Part::Number(n, Numeral::Chinese, None));
    match c {
        '帅' | '帥' | '将' | '將' => Some(Part::Piece(Kind::King)),
        '仕' | '士' => Some(Part::Piece(Kind::Advisor)),
        '相' | '象' => Some(Part::Piece(Kind::Elephant)),
        '马' | '馬' | '傌' => Some(Part::Piece(Kind::Horse)),
        '车' | '車' | '俥' | '硨' => Some(Part::Piece(Kind::Rook)),
        '炮' | '砲' | '包' => Some(Part::Piece(Kind::Cannon)),
        '兵' | '卒' => Some(Part::Piece(Kind::Pawn)),
        '进' | '進' | '上' => Some(Part::Action(Action::Advance)),
        '退' | '下' => Some(Part::Action(Action::Retreat)),
        '平' => Some(Part::Action(Action::Traverse)),
        '前' => Some(Part::Marker(Marker::Front)),
        '中' => Some(Part::Marker(Marker::Middle)),
        '后' | '後' => Some(Part::Marker(Marker::Rear)),
        '1'..='9' => Some(Part::Number(c as u8 - b'0', Numeral::HalfWidth, None)),
        '１'..='９' => Some(Part::Number(
            (c as u32 - '０' as u32) as u8,
            Numeral::FullWidth,
            None,
        )),
        '一' | '壹' => chinese(1),
        '二' | '贰' | '貳' => chinese(2),
        '三' | '叁' | '參' => chinese(3),
        '四' | '肆' => chinese(4),
        '五' | '伍' => chinese(5),
        '六' | '陆' | '陸' => chinese(6),
        '七' | '柒' => chinese(7),
        '八' | '捌' => chinese(8),
        '九' | '玖' => chinese(9),
        _ => None,
    }
}

/// The 进/退 mark of the abbreviated record on the digit before it.
fn mark_of(c: char) -> Option<Action> {
    match c {
        '\u{0332}' | '\u{0331}' | '\u{0320}' | '\u{0333}' => Some(Action::Advance),
        '\u{0305}' | '\u{0304}' | '\u{033F}' => Some(Action::Retreat),
        _ => None,
    }
}

/// Reads the shape of a written move; `None` when it has none.
fn parts(text: &str) -> Option<Parts> {
    let mut tokens: Vec<Part> = Vec::new();
    for c in text.chars() {
        if c.is_whitespace() {
            continue;
        }
        if let Some(mark) = mark_of(c) {
            match tokens.last_mut() {
                Some(Part::Number(_, _, m @ None)) => *m = Some(mark),
                _ => return None,
            }
            continue;
        }
        tokens.push(part_of(c)?);
        if tokens.len() > 6 {
            return None;
        }
    }
    let mut p = Parts::default();
    let origin = match tokens.iter().position(|t| matches!(t, Part::Action(_))) {
        Some(i) => {
            let Part::Action(a) = tokens[i] else {
                unreachable!()
            };
            p.action = Some(a);
            match &tokens[i + 1..] {
                [Part::Number(n, style, None)] => {
                    p.value = Some(*n);
                    p.numerals.push(*style);
                }
                _ => return None,
            }
            &tokens[..i]
        }
        None => {
            // The abbreviated record: the last number's mark is the action.
            let Some(Part::Number(n, style, mark)) = tokens.last().copied() else {
                return None;
            };
            p.abbreviated = true;
            p.action = Some(mark.unwrap_or(Action::Traverse));
            p.value = Some(n);
            p.numerals.push(style);
            &tokens[..tokens.len() - 1]
        }
    };
    for (i, t) in origin.iter().enumerate() {
        match *t {
            Part::Piece(k) if p.piece.is_none() => p.piece = Some(k),
            Part::Marker(m) if p.marker.is_none() => p.marker = Some(m),
            Part::Number(n, style, None) => {
                let before_piece = p.piece.is_none()
                    && p.marker.is_none()
                    && matches!(origin.get(i + 1), Some(Part::Piece(_)));
                if before_piece && (1..=5).contains(&n) {
                    p.marker = Some(Marker::Nth(n));
                } else if p.file.is_none() {
                    p.file = Some(n);
                    p.numerals.push(style);
                } else {
                    return None;
                }
            }
            _ => return None,
        }
    }
    if p.piece.is_none() && p.marker.is_none() {
        return None;
    }
    Some(p)
}

/// The numerals `color` should write (1.1), the abbreviated record's digits when
/// `abbreviated`.
fn numerals_ok(n: Numeral, color: Color, abbreviated: bool, options: &DictationOptions) -> bool {
    // (Width is free in the abbreviated record: it is a handwritten shorthand.)
    let digit_width_ok = |n: Numeral| {
        !options.strict_width
            || match options.style.digits {
                Digits::FullWidth => n == Numeral::FullWidth,
                Digits::HalfWidth => n == Numeral::HalfWidth,
            }
    };
    if abbreviated || color == Color::Black {
        n != Numeral::Chinese && (abbreviated || digit_width_ok(n))
    } else {
        n == Numeral::Chinese
    }
}

/// Marks `entry`, written for `truth` played in `pos`.
pub fn grade(pos: &Position, truth: Move, entry: &str, options: &DictationOptions) -> Grade {
    let style = Style {
        notation: Notation::Chinese,
        ..options.style
    };
    let expected = write_move(pos, truth, &style);
    let mut mistakes = Vec::new();
    let color = pos.side_to_move();
    let written = parts(entry.trim());
    let right_move = matches!(
        parse_move_detailed(pos, entry, Some(Notation::Chinese)),
        Ok(p) if p.mv == truth && !p.lenient
    );
    match &written {
        None => mistakes.push(Mistake::Unreadable),
        Some(w) => {
            // The abbreviated record writes digits for both sides; whether the form
            // itself is accepted is a mistake of its own.
            if w.numerals
                .iter()
                .any(|&n| !numerals_ok(n, color, w.abbreviated, options))
            {
                mistakes.push(Mistake::DigitStyle);
            }
            if w.abbreviated && !options.accept_abbreviated {
                mistakes.push(Mistake::Abbreviated);
            }
            if !right_move && let Some(e) = parts(&expected) {
                let before = mistakes.len();
                let kind = |p: &Parts| p.piece.unwrap_or(Kind::Pawn);
                if kind(w) != kind(&e) {
                    mistakes.push(Mistake::Piece);
                }
                if w.marker != e.marker {
                    mistakes.push(Mistake::Tandem);
                } else if w.file != e.file {
                    mistakes.push(Mistake::File);
                }
                if w.action != e.action {
                    mistakes.push(Mistake::Action);
                }
                if w.value != e.value {
                    mistakes.push(Mistake::Number);
                }
                if mistakes.len() == before && before == 0 {
                    // Read leniently (a needless or missing 前/后) or not at all,
                    // with every part as printed: the naming of the piece is off.
                    mistakes.push(Mistake::Tandem);
                }
            }
        }
    }
    mistakes.sort();
    mistakes.dedup();
    Grade {
        correct: mistakes.is_empty(),
        expected,
        mistakes,
    }
}

/// Which moves the player writes.
#[derive(Copy, Clone, Debug, Default, PartialEq, Eq, serde::Serialize, serde::Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Sides {
    RedOnly,
    BlackOnly,
    #[default]
    Both,
}

impl Sides {
    /// True when the player writes the moves of `color`.
    pub fn includes(self, color: Color) -> bool {
        match self {
            Sides::Both => true,
            Sides::RedOnly => color == Color::Red,
            Sides::BlackOnly => color == Color::Black,
        }
    }
}

/// Accuracy over sessions, by kind of mistake; kept as JSON by the caller.
#[derive(Clone, Debug, Default, PartialEq, Eq, serde::Serialize, serde::Deserialize)]
#[serde(default)]
pub struct DictationStats {
    pub sessions: u64,
    pub entries: u64,
    pub correct: u64,
    /// Entries with each kind of mistake (an entry may count under several).
    pub mistakes: BTreeMap<Mistake, u64>,
}

impl DictationStats {
    pub fn record(&mut self, grade: &Grade) {
        self.entries += 1;
        if grade.correct {
            self.correct += 1;
        }
        for &m in &grade.mistakes {
            *self.mistakes.entry(m).or_default() += 1;
        }
    }

    /// The share of entries marked ✓, if there were any.
    pub fn accuracy(&self) -> Option<f64> {
        (self.entries > 0).then(|| self.correct as f64 / self.entries as f64)
    }

    /// Entries with mistake `kind`.
    pub fn count(&self, kind: Mistake) -> u64 {
        self.mistakes.get(&kind).copied().unwrap_or(0)
    }

    /// Adds a finished session to the totals.
    pub fn add_session(&mut self, session: &DictationStats) {
        self.sessions += session.sessions.max(1);
        self.entries += session.entries;
        self.correct += session.correct;
        for (&k, &n) in &session.mistakes {
            *self.mistakes.entry(k).or_default() += n;
        }
    }

    pub fn to_json(&self) -> String {
        serde_json::to_string_pretty(self).unwrap_or_default()
    }

    /// Reads saved figures; unknown fields are ignored, missing ones are zero.
    pub fn from_json(text: &str) -> Result<DictationStats, serde_json::Error> {
        serde_json::from_str(text)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn m(s: &str) -> Move {
        Move::from_iccs(s).unwrap()
    }

    fn kinds(pos: &Position, truth: &str, entry: &str, o: &DictationOptions) -> Vec<Mistake> {
        grade(pos, m(truth), entry, o).mistakes
    }

    #[test]
    fn the_opening_moves() {
        let o = DictationOptions::default();
        let start = Position::startpos();
        let g = grade(&start, m("h2e2"), "炮二平五", &o);
        assert!(g.correct);
        assert_eq!((g.mark(), g.expected.as_str()), ('✓', "炮二平五"));
        assert!(
            grade(&start, m("h2e2"), "砲二平五", &o).correct,
            "traditional"
        );
        assert_eq!(kinds(&start, "h2e2", "炮2平5", &o), [Mistake::DigitStyle]);
        assert_eq!(kinds(&start, "h2e2", "炮八平五", &o), [Mistake::File]);
        assert_eq!(kinds(&start, "h2e2", "炮二进五", &o), [Mistake::Action]);
        assert_eq!(kinds(&start, "h2e2", "炮二平四", &o), [Mistake::Number]);
        assert_eq!(kinds(&start, "h2e2", "马二平五", &o), [Mistake::Piece]);
        assert_eq!(kinds(&start, "h2e2", "炮二平", &o), [Mistake::Unreadable]);
        assert_eq!(kinds(&start, "h2e2", "hello", &o), [Mistake::Unreadable]);
        // Black writes digits; either width unless asked.
        let after = start.after(m("h2e2"));
        assert!(grade(&after, m("h9g7"), "马８进７", &o).correct);
        assert!(grade(&after, m("h9g7"), "马8进7", &o).correct);
        let strict = DictationOptions {
            strict_width: true,
            ..o
        };
        assert_eq!(
            kinds(&after, "h9g7", "马8进7", &strict),
            [Mistake::DigitStyle]
        );
        assert_eq!(kinds(&after, "h9g7", "马八进七", &o), [Mistake::DigitStyle]);
        assert_eq!(
            kinds(&after, "h9g7", "马2进3", &o),
            [Mistake::File, Mistake::Number]
        );
    }

    #[test]
    fn the_abbreviated_record_when_accepted() {
        // 7.5: 炮2 5 is 炮二平五; 马8 7̲ is 马８进７.
        let o = DictationOptions::default();
        let abbr = DictationOptions {
            accept_abbreviated: true,
            ..o
        };
        let start = Position::startpos();
        assert!(grade(&start, m("h2e2"), "炮2 5", &abbr).correct);
        assert_eq!(kinds(&start, "h2e2", "炮2 5", &o), [Mistake::Abbreviated]);
        let after = start.after(m("h2e2"));
        assert!(grade(&after, m("h9g7"), "马8 7\u{0332}", &abbr).correct);
        // Without the mark it would be 平, which a horse cannot do.
        assert_eq!(kinds(&after, "h9g7", "马8 7", &abbr), [Mistake::Action]);
    }

    #[test]
    fn front_and_rear_and_pawn_ordinals() {
        let o = DictationOptions::default();
        // Two Red rooks on file 九 (a): 前车进一 moves the one on a5.
        let pos = Position::from_fen("4k4/9/9/9/R8/9/R8/9/9/3K5 w - - 0 1").unwrap();
        assert!(grade(&pos, m("a5a6"), "前车进一", &o).correct);
        assert_eq!(kinds(&pos, "a5a6", "后车进一", &o), [Mistake::Tandem]);
        assert_eq!(kinds(&pos, "a5a6", "车九进一", &o), [Mistake::Tandem]);
        // Pawns doubled on files 四 (f) and 六 (d): NOTATION.md §3, xqbase 一兵平五 is
        // F8-E8, and the rule-book/dpxq form names the file: 前四平五.
        let pos = Position::from_fen("4k4/3P1P3/9/3P1P3/9/9/9/9/9/3K5 w - - 0 1").unwrap();
        assert!(grade(&pos, m("f8e8"), "一兵平五", &o).correct);
        assert!(grade(&pos, m("f8e8"), "前四平五", &o).correct);
        assert_eq!(kinds(&pos, "f8e8", "后四平五", &o), [Mistake::Tandem]);
        assert_eq!(kinds(&pos, "d6e6", "四兵平五", &o), Vec::<Mistake>::new());
        assert_eq!(kinds(&pos, "d6e6", "三兵平五", &o), [Mistake::Tandem]);
    }

    #[test]
    fn statistics_add_up_and_persist() {
        let o = DictationOptions::default();
        let start = Position::startpos();
        let mut session = DictationStats::default();
        for entry in ["炮二平五", "炮2平5", "马二平五", "炮八进四"] {
            session.record(&grade(&start, m("h2e2"), entry, &o));
        }
        assert_eq!((session.entries, session.correct), (4, 1));
        assert_eq!(session.accuracy(), Some(0.25));
        assert_eq!(session.count(Mistake::DigitStyle), 1);
        assert_eq!(session.count(Mistake::Number), 1);
        let mut total = DictationStats::from_json(
            r#"{"sessions": 2, "entries": 10, "correct": 9, "mistakes": {"file": 1}}"#,
        )
        .unwrap();
        total.add_session(&session);
        assert_eq!((total.sessions, total.entries, total.correct), (3, 14, 10));
        assert_eq!(total.count(Mistake::File), 2);
        assert_eq!(DictationStats::from_json(&total.to_json()).unwrap(), total);
        assert!(Sides::RedOnly.includes(Color::Red) && !Sides::RedOnly.includes(Color::Black));
    }
}
