//! The input line: a move typed in Chinese notation (an IME commits one character at
//! a time), WXF or coordinates, resolved against the position after every keystroke
//! so that the player sees the move in Chinese — and its squares on the board —
//! before pressing Enter.

use crate::lang::Lang;
use crate::notation::{self, NotationError, Style};
use crate::rules::{Move, Position};

use super::i18n;

/// What the text typed so far means.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Preview {
    Empty,
    /// The text names this legal move; `text` is the move in Chinese.
    Move {
        mv: Move,
        text: String,
    },
    /// Not a move yet, but it may become one.
    Incomplete,
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

    pub fn push(&mut self, c: char, pos: &Position, lang: Lang) {
        if c.is_control() || self.text.chars().count() >= MAX_CHARS {
            return;
        }
        self.text.push(c);
        self.refresh(pos, lang);
    }

    pub fn push_str(&mut self, s: &str, pos: &Position, lang: Lang) {
        for c in s.chars().filter(|c| !c.is_control()) {
            if self.text.chars().count() >= MAX_CHARS {
                break;
            }
            self.text.push(c);
        }
        self.refresh(pos, lang);
    }

    pub fn erase(&mut self, pos: &Position, lang: Lang) {
        self.text.pop();
        self.refresh(pos, lang);
    }

    pub fn clear(&mut self) {
        self.text.clear();
        self.preview = None;
    }

    /// Resolves the text again (after a keystroke, or when the position changed).
    pub fn refresh(&mut self, pos: &Position, lang: Lang) {
        let text = self.text.trim();
        self.preview = Some(if text.is_empty() {
            Preview::Empty
        } else {
            match notation::parse_move(pos, text, None) {
                Ok(mv) => Preview::Move {
                    mv,
                    text: notation::write_move(pos, mv, &Style::default()),
                },
                Err(NotationError::Unreadable(_)) => Preview::Incomplete,
                Err(e) => Preview::Error(error_text(lang, &e)),
            }
        });
    }

    /// The result of pressing Enter: the move, or why there is none.
    pub fn submit(&self, pos: &Position, lang: Lang) -> Result<Move, String> {
        let text = self.text.trim();
        notation::parse_move(pos, text, None).map_err(|e| error_text(lang, &e))
    }
}

fn error_text(lang: Lang, e: &NotationError) -> String {
    match e {
        NotationError::Illegal { text, reason } => match lang {
            Lang::Zh => format!("“{text}”不合规则：{}", i18n::illegal(lang, reason)),
            Lang::En => format!("\"{text}\" is {}", i18n::illegal(lang, reason)),
        },
        NotationError::Unreadable(text) => match lang {
            Lang::Zh => {
                format!("看不懂“{text}”：请用中文记谱（炮二平五）、WXF（C2.5）或坐标（h2e2）")
            }
            Lang::En => format!(
                "cannot read \"{text}\": use Chinese (炮二平五), WXF (C2.5) or coordinates (h2e2)"
            ),
        },
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn previews_the_move_while_typing() {
        let pos = Position::startpos();
        let mut input = MoveInput::default();
        for c in "h2e".chars() {
            input.push(c, &pos, Lang::En);
            assert_eq!(input.preview(), &Preview::Incomplete);
        }
        input.push('2', &pos, Lang::En);
        assert_eq!(input.resolved(), Move::from_iccs("h2e2"));
        input.erase(&pos, Lang::En);
        assert_eq!(input.resolved(), None);
        input.clear();
        assert_eq!(input.preview(), &Preview::Empty);
    }

    #[test]
    fn an_illegal_move_says_why() {
        let pos = Position::startpos();
        let mut input = MoveInput::default();
        input.push_str("b0d1", &pos, Lang::En);
        // Horse b0-d1 is not a horse move at all.
        assert!(matches!(input.preview(), Preview::Error(_)));
        let err = input.submit(&pos, Lang::Zh).unwrap_err();
        assert!(err.contains("不合规则"), "{err}");
    }

    #[test]
    fn the_line_cannot_grow_without_bound() {
        let pos = Position::startpos();
        let mut input = MoveInput::default();
        for _ in 0..100 {
            input.push('x', &pos, Lang::En);
        }
        assert_eq!(input.text().chars().count(), MAX_CHARS);
    }
}
