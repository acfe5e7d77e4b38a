//! What the text typed so far amounts to, for a live preview while the user types (an
//! input method delivers one character at a time): a complete move, the beginning of
//! some legal moves, or already wrong, and why.
//!
//! A text is a beginning if some way of finishing it (the next characters its notation
//! allows, up to a whole move) reads as a legal move. So every accepted form is
//! previewed, not only the ones chuhe prints (车前平三, 前兵九平八, `+R.3`, `h3e3`).

use super::error::{Expected, NotationError};
use super::style::{Notation, Style};
use super::{parse_move_detailed, write_move};
use crate::rules::{Color, Move, Position};

/// The state of a partly typed move.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Preview {
    /// Nothing typed yet.
    Empty,
    /// A complete legal move.
    Complete {
        mv: Move,
        /// The move in the default Chinese style.
        chinese: String,
        /// Read leniently (see [`super::ParsedMove::lenient`]).
        lenient: bool,
        /// More characters could still make it another move (an abbreviated record's
        /// 进/退 mark): do not act on it before the user confirms.
        more: bool,
    },
    /// The beginning of these legal moves.
    Prefix { moves: Vec<Move> },
    /// Cannot become a legal move.
    Invalid(NotationError),
}

/// How many more parts of a move a beginning may lack: piece, file, action, value (for
/// coordinates: characters).
const DEPTH: usize = 4;

/// Previews `text` (typed so far) in `pos`.
pub fn preview(pos: &Position, text: &str) -> Preview {
    if text.trim().is_empty() {
        return Preview::Empty;
    }
    match parse_move_detailed(pos, text, None) {
        Ok(parsed) => Preview::Complete {
            mv: parsed.mv,
            chinese: write_move(pos, parsed.mv, &Style::default()),
            lenient: parsed.lenient,
            more: continues_as_another(pos, text, parsed.mv),
        },
        Err(e) if e.is_incomplete() => {
            let mut moves = Vec::new();
            let mut errors = Vec::new();
            if text.is_ascii() {
                // `h2` may begin a coordinate move (h2e2) or a WXF one (H2+3).
                for notation in [Notation::Iccs, Notation::Wxf] {
                    complete(pos, text, Some(notation), DEPTH, &mut moves, &mut errors);
                }
            } else {
                complete(pos, text, None, DEPTH, &mut moves, &mut errors);
            }
            if moves.is_empty() {
                Preview::Invalid(why_not(text, errors))
            } else {
                Preview::Prefix { moves }
            }
        }
        Err(e) => Preview::Invalid(e),
    }
}

/// True when a mark for 进/退 after the last digit of an abbreviated record makes it
/// another legal move.
fn continues_as_another(pos: &Position, text: &str, mv: Move) -> bool {
    ['\u{0332}', '\u{0305}'].iter().any(|mark| {
        let longer = format!("{}{mark}", text.trim_end());
        matches!(parse_move_detailed(pos, &longer, None), Ok(p) if p.mv != mv)
    })
}

/// Collects the legal moves that finishing `text` can give, and the errors of the ways
/// of finishing it that fail.
fn complete(
    pos: &Position,
    text: &str,
    forced: Option<Notation>,
    depth: usize,
    moves: &mut Vec<Move>,
    errors: &mut Vec<NotationError>,
) {
    match parse_move_detailed(pos, text, forced) {
        Ok(p) => {
            if !moves.contains(&p.mv) {
                moves.push(p.mv);
            }
        }
        Err(NotationError::Incomplete {
            notation, expected, ..
        }) if depth > 0 => {
            for next in continuations(text, notation, expected, pos.side_to_move()) {
                complete(
                    pos,
                    &format!("{text}{next}"),
                    forced,
                    depth - 1,
                    moves,
                    errors,
                );
            }
        }
        Err(e) => {
            if errors.len() < 64 {
                errors.push(e);
            }
        }
    }
}

/// The characters that may come after `text`.
/// Chinese moves are finished in the mover's own piece names and numerals (1.1), as
/// the other side's are refused; the abbreviated record's digits are tried after the
/// file too.
fn continuations(text: &str, notation: Notation, expected: Expected, mover: Color) -> Vec<String> {
    const DIGITS: &str = "123456789";
    let chars = |s: &str| s.chars().map(String::from).collect::<Vec<_>>();
    let (pieces, numerals) = match mover {
        Color::Red => ("帅仕相马车炮兵", "一二三四五六七八九"),
        Color::Black => ("将士象马车炮卒", DIGITS),
    };
    match (notation, expected) {
        // A point is a file letter and a rank (0-9, or 10 in UCI).
        (Notation::Iccs, _) => match text.trim_end().chars().last() {
            Some(c) if c.is_ascii_alphabetic() => chars("0123456789"),
            Some('1') => chars("abcdefghi0"),
            _ => chars("abcdefghi"),
        },
        (Notation::Chinese, Expected::Piece) => chars(pieces),
        (Notation::Chinese, Expected::PieceOrTandem) => chars(&format!("{pieces}前中后一二三四五")),
        (Notation::Chinese, Expected::FileOrTandem) => match mover {
            Color::Red => chars(&format!("{numerals}{DIGITS}前后")),
            Color::Black => chars(&format!("{DIGITS}前后")),
        },
        (Notation::Chinese, Expected::Action) => chars(&format!("进退平{DIGITS}")),
        (Notation::Chinese, Expected::File | Expected::Value) => chars(numerals),
        (Notation::Wxf, Expected::Piece) => chars("KAEHRCP+-123456789"),
        (Notation::Wxf, Expected::PieceOrTandem) => chars("KAEHRCP+-=123456789"),
        (Notation::Wxf, Expected::FileOrTandem) => chars("123456789+-."),
        (Notation::Wxf, Expected::Action) => chars("+-."),
        (_, Expected::File | Expected::Value) => chars(DIGITS),
        (_, Expected::Square | Expected::End) => Vec::new(),
    }
}

/// The best explanation among the failed ways of finishing `text`: one about the piece
/// named if there is one, the common one if they agree, else that no legal move begins so.
fn why_not(text: &str, errors: Vec<NotationError>) -> NotationError {
    let about_origin = |e: &NotationError| {
        matches!(
            e,
            NotationError::NoSuchPiece { .. }
                | NotationError::NoPieceOnFile { .. }
                | NotationError::NotInTandem { .. }
        )
    };
    if let Some(e) = errors.iter().find(|e| about_origin(e)) {
        return with_text(e.clone(), text);
    }
    let same_kind = errors
        .windows(2)
        .all(|w| std::mem::discriminant(&w[0]) == std::mem::discriminant(&w[1]));
    match errors.into_iter().next() {
        Some(e) if same_kind && !matches!(e, NotationError::Illegal { .. }) => with_text(e, text),
        _ => NotationError::NoMoveBegins {
            text: text.trim().to_string(),
        },
    }
}

/// The error, quoting the text typed rather than the completion tried.
fn with_text(mut e: NotationError, typed: &str) -> NotationError {
    e.set_text(typed.trim());
    e
}

#[cfg(test)]
mod tests {
    use super::*;

    fn prefix_len(pos: &Position, text: &str) -> usize {
        match preview(pos, text) {
            Preview::Prefix { moves } => moves.len(),
            p => panic!("{text}: {p:?}"),
        }
    }

    #[test]
    fn each_keystroke_of_a_move() {
        let pos = Position::startpos();
        assert_eq!(preview(&pos, ""), Preview::Empty);
        // 炮: the 24 cannon moves; 炮二: the 12 of the cannon on 二; 炮二平: 6.
        assert_eq!(prefix_len(&pos, "炮"), 24);
        assert_eq!(prefix_len(&pos, "炮二"), 12);
        assert_eq!(prefix_len(&pos, "炮二平"), 6);
        match preview(&pos, "炮二平五") {
            Preview::Complete {
                chinese,
                more,
                lenient,
                ..
            } => {
                assert_eq!(chinese, "炮二平五");
                assert!(!more && !lenient);
            }
            p => panic!("{p:?}"),
        }
        assert_eq!(prefix_len(&pos, "C2"), 12);
        assert_eq!(
            prefix_len(&pos, "h2"),
            12 + 2,
            "the cannon on h2, and WXF H2 (horse)"
        );
        assert_eq!(prefix_len(&pos, "h2e"), 1);
    }

    #[test]
    fn wrong_beginnings_say_why() {
        let pos = Position::startpos();
        assert!(matches!(
            preview(&pos, "炮五"),
            Preview::Invalid(NotationError::NoPieceOnFile { file: 5, .. })
        ));
        assert!(matches!(
            preview(&pos, "马二平"),
            Preview::Invalid(NotationError::CannotMove { .. })
        ));
        assert!(matches!(
            preview(&pos, "车一平"),
            Preview::Invalid(NotationError::NoMoveBegins { .. })
        ));
        assert!(matches!(
            preview(&pos, "炮x"),
            Preview::Invalid(NotationError::Syntax { at: 1, .. })
        ));
        match preview(&pos, "炮五") {
            Preview::Invalid(e) => assert_eq!(e.text(), "炮五"),
            p => panic!("{p:?}"),
        }
    }

    #[test]
    fn abbreviated_record_may_continue() {
        let pos = Position::startpos();
        // 炮2 4 is 炮二平四, but a mark could still make it 炮二进四 (h2h6).
        match preview(&pos, "炮2 4") {
            Preview::Complete { more, .. } => assert!(more),
            p => panic!("{p:?}"),
        }
        // 炮2 5̲ (h2h7) would need a screen: 炮2 5 cannot become another move.
        match preview(&pos, "炮2 5") {
            Preview::Complete { more, .. } => assert!(!more),
            p => panic!("{p:?}"),
        }
    }
}
