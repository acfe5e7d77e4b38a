//! The input line: a move typed in Chinese notation (an IME commits one character at
//! a time), WXF or coordinates, resolved against the position after every keystroke
//! so that the player sees the move — in words and on the board — before pressing
//! Enter: while the text is still incomplete, what is missing and which moves it can
//! still become; when it names a move, the move in Chinese; when it is wrong, why.

use chuhe_core::lang::Lang;
use chuhe_core::notation::{self, Notation, Style};
use chuhe_core::rules::{Move, Position};

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
    /// Enter refused the text: it stays shown with the reason, as if selected, so the
    /// next typed character starts a new entry while Backspace edits this one.
    refused: bool,
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

    /// Marks the text as refused by Enter (see [`MoveInput::refused`]).
    pub fn refuse(&mut self) {
        self.refused = !self.text.is_empty();
    }

    /// True while a refused text waits to be replaced or edited.
    pub fn is_refused(&self) -> bool {
        self.refused
    }

    /// A refused text is replaced by what is typed next.
    fn replace_refused(&mut self) {
        if std::mem::take(&mut self.refused) {
            self.text.clear();
        }
    }

    pub fn push(&mut self, c: char, pos: &Position, lang: Lang, style: &Style) {
        if c.is_control() {
            return;
        }
        self.replace_refused();
        if self.text.chars().count() >= MAX_CHARS {
            return;
        }
        self.text.push(c);
        self.refresh(pos, lang, style);
    }

    pub fn push_str(&mut self, s: &str, pos: &Position, lang: Lang, style: &Style) {
        if s.chars().any(|c| !c.is_control()) {
            self.replace_refused();
        }
        for c in s.chars().filter(|c| !c.is_control()) {
            if self.text.chars().count() >= MAX_CHARS {
                break;
            }
            self.text.push(c);
        }
        self.refresh(pos, lang, style);
    }

    pub fn erase(&mut self, pos: &Position, lang: Lang, style: &Style) {
        self.refused = false;
        self.text.pop();
        self.refresh(pos, lang, style);
    }

    pub fn clear(&mut self) {
        self.refused = false;
        self.text.clear();
        self.preview = None;
    }

    /// Resolves the text again (after a keystroke, or when the position changed).
    pub fn refresh(&mut self, pos: &Position, lang: Lang, style: &Style) {
        let text = self.text.trim();
        self.preview = Some(match notation::preview(pos, text) {
            notation::Preview::Empty => Preview::Empty,
            notation::Preview::Complete { mv, .. } => Preview::Move {
                mv,
                text: notation::write_move(pos, mv, style),
            },
            notation::Preview::Prefix { moves } => Preview::Incomplete {
                // What the text still lacks, as the reader says it.
                hint: match notation::parse_move(pos, text, None) {
                    Err(e) if e.is_incomplete() => e.message(lang),
                    _ => String::new(),
                },
                candidates: moves,
            },
            notation::Preview::Invalid(e) => Preview::Error(e.message(lang)),
        });
    }

    /// Shows `why` instead of a preview: the text is not to be read as a move now
    /// (at a networked game, while it is the opponent's move).
    pub fn hold(&mut self, why: String) {
        self.preview = Some(Preview::Error(why));
    }

    /// The result of pressing Enter: the move, or why there is none.
    pub fn submit(&self, pos: &Position, lang: Lang) -> Result<Move, String> {
        notation::parse_move(pos, self.text.trim(), None).map_err(|e| e.message(lang))
    }

    /// The text was written in Chinese notation (so it can stand as a scoresheet
    /// entry, 7.5).
    pub fn is_chinese(&self) -> bool {
        notation::detect(self.text.trim()) == Notation::Chinese
    }
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
    fn any_notation_and_digit_width_narrow_the_candidates() {
        let pos = Position::startpos().after(Move::from_iccs("h2e2").unwrap());
        for typed in ["马8", "马８", "H8+", "h9"] {
            let mut input = MoveInput::default();
            input.push_str(typed, &pos, Lang::En, &style());
            let Preview::Incomplete { candidates, .. } = input.preview() else {
                panic!("{typed}: {:?}", input.preview());
            };
            assert!(!candidates.is_empty(), "{typed}");
            assert!(
                candidates.iter().all(|m| m.from.to_string() == "h9"),
                "{typed}"
            );
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
