//! The input line: a move typed in Chinese notation (an IME commits one character at
//! a time), WXF or coordinates, resolved against the position after every keystroke
//! so that the player sees the move — in words and on the board — before pressing
//! Enter: while the text is still incomplete, what is missing and which moves it can
//! still become; when it names a move, the move in Chinese; when it is wrong, why.

use crate::lang::Lang;
use crate::notation::{self, Digits, Notation, Style};
use crate::rules::{Move, Position};

/// What the text typed so far means.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Preview {
    Empty,
    /// The text names this legal move; `text` is the move as the screen prints it.
    Move {
        mv: Move,
        text: String,
    },
    /// Not a move yet: what is missing, and the legal moves it may still become.
    Incomplete {
        hint: String,
        candidates: Vec<Move>,
    },
    /// Wrong: the message says why.
    Error(String),
}

#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct MoveInput {
    text: String,
    preview: Option<Preview>,
}

/// Longest text kept: far more than any notation needs, so a stuck key cannot grow
/// the line without bound.
const MAX_CHARS: usize = 32;

impl MoveInput {
    pub fn text(&self) -> &str {
        &self.text
    }

    pub fn is_empty(&self) -> bool {
        self.text.is_empty()
    }

    pub fn preview(&self) -> &Preview {
        self.preview.as_ref().unwrap_or(&Preview::Empty)
    }

    /// The move the text names, if it names a legal one.
    pub fn resolved(&self) -> Option<Move> {
        match self.preview() {
            Preview::Move { mv, .. } => Some(*mv),
            _ => None,
        }
    }

    pub fn push(&mut self, c: char, pos: &Position, lang: Lang, style: &Style) {
        if c.is_control() || self.text.chars().count() >= MAX_CHARS {
            return;
        }
        self.text.push(c);
        self.refresh(pos, lang, style);
    }

    pub fn push_str(&mut self, s: &str, pos: &Position, lang: Lang, style: &Style) {
        for c in s.chars().filter(|c| !c.is_control()) {
            if self.text.chars().count() >= MAX_CHARS {
                break;
            }
            self.text.push(c);
        }
        self.refresh(pos, lang, style);
    }

    pub fn erase(&mut self, pos: &Position, lang: Lang, style: &Style) {
        self.text.pop();
        self.refresh(pos, lang, style);
    }

    pub fn clear(&mut self) {
        self.text.clear();
        self.preview = None;
    }

    /// Resolves the text again (after a keystroke, or when the position changed).
    pub fn refresh(&mut self, pos: &Position, lang: Lang, style: &Style) {
        let text = self.text.trim();
        self.preview = Some(if text.is_empty() {
            Preview::Empty
        } else {
            match notation::parse_move(pos, text, None) {
                Ok(mv) => Preview::Move {
                    mv,
                    text: notation::write_move(pos, mv, style),
                },
                Err(e) if e.is_incomplete() => Preview::Incomplete {
                    hint: e.message(lang),
                    candidates: candidates(pos, text),
                },
                Err(e) => Preview::Error(e.message(lang)),
            }
        });
    }

    /// The result of pressing Enter: the move, or why there is none.
    pub fn submit(&self, pos: &Position, lang: Lang) -> Result<Move, String> {
        notation::parse_move(pos, self.text.trim(), None).map_err(|e| e.message(lang))
    }
}

/// Folds what a player may type differently from chuhe's own printing: full-width
/// digits and letters, case.
fn fold(s: &str) -> String {
    s.chars()
        .map(|c| match c {
            '\u{FF01}'..='\u{FF5E}' => char::from_u32(c as u32 - 0xFEE0).unwrap_or(c),
            c => c.to_ascii_lowercase(),
        })
        .collect()
}

/// The legal moves whose printing, in any of the three notations, begins with the
/// text typed so far: what an incomplete text may still become.
pub fn candidates(pos: &Position, typed: &str) -> Vec<Move> {
    let typed = fold(typed);
    let styles = [
        Style {
            digits: Digits::HalfWidth,
            ..Style::default()
        },
        Style {
            notation: Notation::Wxf,
            ..Style::default()
        },
        Style {
            notation: Notation::Iccs,
            ..Style::default()
        },
    ];
    pos.legal_moves()
        .iter()
        .copied()
        .filter(|&m| {
            styles
                .iter()
                .any(|s| fold(&notation::write_move(pos, m, s)).starts_with(&typed))
        })
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    fn style() -> Style {
        Style::default()
    }

    #[test]
    fn previews_the_move_while_typing() {
        let pos = Position::startpos();
        let mut input = MoveInput::default();
        for (c, from) in [
            ('炮', ["b2", "h2"].as_slice()),
            ('二', &["h2"]),
            ('平', &["h2"]),
        ] {
            input.push(c, &pos, Lang::Zh, &style());
            let Preview::Incomplete { candidates, .. } = input.preview() else {
                panic!("{:?}", input.preview());
            };
            // 炮 may be either cannon; from 炮二 on, only the one on file 二 (h2).
            assert!(!candidates.is_empty());
            assert!(
                candidates
                    .iter()
                    .all(|m| from.contains(&m.from.to_string().as_str()))
            );
            assert!(
                from.iter()
                    .all(|f| candidates.iter().any(|m| m.from.to_string() == *f))
            );
        }
        input.push('五', &pos, Lang::Zh, &style());
        assert_eq!(input.resolved(), Move::from_iccs("h2e2"));
        assert!(matches!(input.preview(), Preview::Move { text, .. } if text == "炮二平五"));
        input.erase(&pos, Lang::Zh, &style());
        assert_eq!(input.resolved(), None);
        input.clear();
        assert_eq!(input.preview(), &Preview::Empty);
    }

    #[test]
    fn candidates_follow_any_notation_and_digit_width() {
        let pos = Position::startpos().after(Move::from_iccs("h2e2").unwrap());
        for typed in ["马8", "马８", "H8", "h9"] {
            let c = candidates(&pos, typed);
            assert_eq!(c.len(), 2, "{typed}: {c:?}");
            assert!(c.iter().all(|m| m.from.to_string() == "h9"), "{typed}");
        }
    }

    #[test]
    fn a_wrong_move_says_why() {
        let pos = Position::startpos();
        let mut input = MoveInput::default();
        input.push_str("炮九平五", &pos, Lang::En, &style());
        assert!(matches!(input.preview(), Preview::Error(_)));
        let err = input.submit(&pos, Lang::Zh).unwrap_err();
        assert!(err.contains("九路没有红炮"), "{err}");
    }

    #[test]
    fn the_line_cannot_grow_without_bound() {
        let pos = Position::startpos();
        let mut input = MoveInput::default();
        for _ in 0..100 {
            input.push('x', &pos, Lang::En, &style());
        }
        assert_eq!(input.text().chars().count(), MAX_CHARS);
    }
}
