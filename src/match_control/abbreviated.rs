//! The abbreviated scoresheet form of 7.5 (简写记录): the piece, its file and the value
//! in Arabic digits for both sides, the action drawn as a line on the last digit: a
//! line under it for 进, over it for 退, none for 平 — `炮2 5` is 炮二平五, `马8 7̲` is
//! 马8进7. Tandem pieces keep their 前/中/后 and drop the file: `前马4̅` (前马退四).
//!
//! Our copy of the rule text lost the lines (it shows `马8 7` and `炮8 4` for 马8进7
//! and 炮8进4), and a keyboard cannot type them, so reading also accepts:
//! - the combining low line / overline (U+0332 / U+0305) or a macron below / above,
//!   as the book draws them;
//! - ASCII marks between or after the digits: `+` 进, `-` 退, `.` or `=` 平 (`马8+7`);
//! - no mark at all: 平 as the book says, except for advisors, elephants and horses,
//!   which never move sideways: for them the one legal reading of 进 or 退 is taken.
//!
//! Reading expands the form into the full notation and resolves it with
//! [`crate::notation::parse_move`], so every rule of the full form applies.

use crate::notation::{Notation, Style, parse_move, write_move};
use crate::rules::{Color, Move, Position};

const UNDERLINE: char = '\u{0332}';
const OVERLINE: char = '\u{0305}';

/// How the action is drawn when writing.
#[derive(Copy, Clone, Debug, Default, PartialEq, Eq, serde::Serialize, serde::Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Marks {
    /// As the rule book: a combining line under (进) or over (退) the last digit.
    #[default]
    Lines,
    /// ASCII between the digits: `马8+7`, `车1-2`, `炮2.5`.
    Ascii,
}

/// Why a text is not a usable abbreviated entry.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum AbbrevError {
    /// Not in the abbreviated form at all.
    NotAbbreviated,
    /// In the form, but no legal move reads that way.
    NoLegalReading,
    /// Unmarked and more than one legal move fits (the full forms that fit).
    Ambiguous(Vec<String>),
}

#[derive(Copy, Clone, Debug, PartialEq, Eq)]
enum Action {
    Advance,
    Retreat,
    Sideways,
}

impl Action {
    fn char(self) -> char {
        match self {
            Action::Advance => '进',
            Action::Retreat => '退',
            Action::Sideways => '平',
        }
    }
}

/// A digit 1–9 in any of the forms players write: ASCII, full width, Chinese.
fn digit_value(c: char) -> Option<u32> {
    match c {
        '1'..='9' => c.to_digit(10),
        '１'..='９' => Some(c as u32 - '１' as u32 + 1),
        _ => "一二三四五六七八九"
            .chars()
            .position(|d| d == c)
            .map(|i| i as u32 + 1),
    }
}

/// The numeral a side writes in the full form: Red 一..九, Black 1..9 (1.1).
fn numeral(color: Color, n: u32) -> char {
    match color {
        Color::Red => "一二三四五六七八九"
            .chars()
            .nth(n as usize - 1)
            .unwrap_or('?'),
        Color::Black => char::from_digit(n, 10).unwrap_or('?'),
    }
}

fn mark_action(c: char) -> Option<Action> {
    match c {
        UNDERLINE | '\u{0331}' | '+' | '_' => Some(Action::Advance),
        OVERLINE | '\u{0304}' | '\u{00AF}' | '\u{203E}' | '-' => Some(Action::Retreat),
        '.' | '=' => Some(Action::Sideways),
        _ => None,
    }
}

/// Characters a head may hold besides digits: the tandem prefixes and the pieces.
const HEAD_CHARS: &str = "前中后後车車俥硨马馬傌炮砲包相象仕士帅帥将將兵卒";

/// Pieces that never move sideways: 仕士 相象 马馬傌.
fn never_sideways(c: char) -> bool {
    "仕士相象马馬傌".contains(c)
}

/// Reads an abbreviated entry for the side to move in `pos`.
pub fn read(pos: &Position, text: &str) -> Result<Move, AbbrevError> {
    let chars: Vec<char> = text.chars().filter(|c| !c.is_whitespace()).collect();
    if chars
        .iter()
        .any(|&c| matches!(c, '进' | '進' | '退' | '平' | '上' | '下'))
    {
        return Err(AbbrevError::NotAbbreviated);
    }
    // The value is the last digit; marks may follow it or stand just before it.
    let value_at = chars
        .iter()
        .rposition(|&c| digit_value(c).is_some())
        .ok_or(AbbrevError::NotAbbreviated)?;
    let value = digit_value(chars[value_at]).ok_or(AbbrevError::NotAbbreviated)?;
    let mut marks: Vec<Action> = Vec::new();
    for &c in &chars[value_at + 1..] {
        marks.push(mark_action(c).ok_or(AbbrevError::NotAbbreviated)?);
    }
    let mut head_end = value_at;
    if head_end > 0
        && let Some(a) = mark_action(chars[head_end - 1])
    {
        marks.push(a);
        head_end -= 1;
    }
    if marks.len() > 1 && marks.windows(2).any(|w| w[0] != w[1]) {
        return Err(AbbrevError::NotAbbreviated);
    }
    let head = &chars[..head_end];
    let Some(piece_char) = head.iter().copied().find(|&c| digit_value(c).is_none()) else {
        return Err(AbbrevError::NotAbbreviated);
    };
    if head.len() > 3
        || !head
            .iter()
            .all(|&c| digit_value(c).is_some() || HEAD_CHARS.contains(c))
    {
        return Err(AbbrevError::NotAbbreviated);
    }
    let color = pos.side_to_move();
    // The head with its digits in the side's own numerals: 炮2 → 炮二 for Red.
    let full_head: String = head
        .iter()
        .enumerate()
        .map(|(i, &c)| match digit_value(c) {
            // A leading Chinese numeral is an ordinal prefix (一兵, xqbase), kept as is.
            Some(n) if i > 0 => numeral(color, n),
            _ => c,
        })
        .collect();
    let actions: &[Action] = match marks.first() {
        Some(a) => std::slice::from_ref(a),
        None if head.iter().any(|&c| never_sideways(c)) || never_sideways(piece_char) => {
            &[Action::Advance, Action::Retreat]
        }
        None => &[Action::Sideways],
    };
    let mut found: Vec<(Move, String)> = Vec::new();
    for &a in actions {
        let full = format!("{full_head}{}{}", a.char(), numeral(color, value));
        if let Ok(m) = parse_move(pos, &full, Some(Notation::Chinese))
            && !found.iter().any(|(f, _)| *f == m)
        {
            found.push((m, full));
        }
    }
    match found.len() {
        0 => Err(AbbrevError::NoLegalReading),
        1 => Ok(found[0].0),
        _ => Err(AbbrevError::Ambiguous(
            found.into_iter().map(|(_, full)| full).collect(),
        )),
    }
}

/// The abbreviated form of a move written in full Chinese notation: `炮二平五` →
/// `炮2 5`, `马8进7` → `马8 7̲`, `前马退四` → `前马4̅`. Text that is not a full Chinese
/// move is returned unchanged.
pub fn abbreviate(full: &str, marks: Marks) -> String {
    let chars: Vec<char> = full.chars().collect();
    let Some(k) = chars
        .iter()
        .position(|&c| matches!(c, '进' | '進' | '退' | '平'))
    else {
        return full.to_string();
    };
    let action = match chars[k] {
        '进' | '進' => Action::Advance,
        '退' => Action::Retreat,
        _ => Action::Sideways,
    };
    let value: Option<u32> = match &chars[k + 1..] {
        [v] => digit_value(*v),
        _ => None,
    };
    let Some(value) = value else {
        return full.to_string();
    };
    let head: String = chars[..k]
        .iter()
        .enumerate()
        .map(|(i, &c)| match digit_value(c) {
            Some(n) if i > 0 => char::from_digit(n, 10).unwrap_or(c),
            _ => c,
        })
        .collect();
    let ends_with_file = chars[..k].len() > 1 && digit_value(chars[k - 1]).is_some();
    match marks {
        Marks::Lines => {
            let sep = if ends_with_file { " " } else { "" };
            let line = match action {
                Action::Advance => UNDERLINE.to_string(),
                Action::Retreat => OVERLINE.to_string(),
                Action::Sideways => String::new(),
            };
            format!("{head}{sep}{value}{line}")
        }
        Marks::Ascii => {
            let sym = match action {
                Action::Advance => '+',
                Action::Retreat => '-',
                Action::Sideways => '.',
            };
            format!("{head}{sym}{value}")
        }
    }
}

/// The abbreviated form of `m` in `pos`.
pub fn write(pos: &Position, m: Move, marks: Marks) -> String {
    abbreviate(&write_move(pos, m, &Style::default()), marks)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn abbreviates_the_rule_book_example_7_5() {
        // 完整记录: 炮二平五 马8进7 / 马二进三 车9平8 / 车一平二 炮8进4
        let lines: Vec<String> = [
            "炮二平五",
            "马8进7",
            "马二进三",
            "车9平8",
            "车一平二",
            "炮8进4",
        ]
        .iter()
        .map(|f| abbreviate(f, Marks::Lines))
        .collect();
        assert_eq!(
            lines,
            [
                "炮2 5",
                "马8 7\u{332}",
                "马2 3\u{332}",
                "车9 8",
                "车1 2",
                "炮8 4\u{332}"
            ]
        );
        assert_eq!(abbreviate("前马退四", Marks::Lines), "前马4\u{305}");
        assert_eq!(abbreviate("后车平六", Marks::Ascii), "后车.6");
        assert_eq!(abbreviate("马8进7", Marks::Ascii), "马8+7");
        assert_eq!(
            abbreviate("h2e2", Marks::Ascii),
            "h2e2",
            "not Chinese: unchanged"
        );
    }

    #[test]
    fn text_that_is_not_abbreviated_is_rejected() {
        let pos = Position::startpos();
        for t in ["", "炮二平五", "25", "h2e2", "炮2+-5", "炮2 5x"] {
            assert_eq!(read(&pos, t), Err(AbbrevError::NotAbbreviated), "{t:?}");
        }
    }
}
