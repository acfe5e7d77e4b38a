//! Reads WXF/AXF symbols into a [`Description`] (NOTATION.md §4; wxf.org "Official
//! Xiangqi piece names and notation"). Accepted, in half or full width:
//!
//! | form        | meaning                                                        |
//! |-------------|----------------------------------------------------------------|
//! | `C2.5` `C2=5` `H8+7` `C25` | plain: piece, file, `+` `-` `.`/`=`, number (`C25` = 平, old manuals) |
//! | `R+.3` `C--1` | front/rear of two or three; of four or five pawns `+` `-` are the second and second-last |
//! | `++.4` `--.4` | foremost / rearmost of four or five pawns                  |
//! | `P3.4`      | with three or five pawns on file 3: the middle one              |
//! | `3+.4` `33.4` `3-.4` | pawns on two files: the file, then front/middle/rear    |
//! | `+R.3` `-P+1` `=P+1` `2P+1` `+7=6` | the tandem mark first (xqbase, dpxq/wukong): 前 中 后 二 三 四 |
//! | `Pa.5` .. `Pe.5` | xqbase ordinals 一..五                                   |

use super::description::{Action, Description, Numerals, Origin, Reading, Tandem};
use super::error::{Expected, NotationError, NumberRole};
use super::glyphs::fold_width;
use super::style::Notation;
use crate::rules::Kind;

const MAX_CHARS: usize = 8;

struct Chars<'a> {
    text: &'a str,
    chars: [(char, usize); MAX_CHARS],
    len: usize,
    next: usize,
}

impl<'a> Chars<'a> {
    fn new(text: &'a str) -> Chars<'a> {
        let mut c = Chars {
            text,
            chars: [(' ', 0); MAX_CHARS],
            len: 0,
            next: 0,
        };
        for (at, raw) in text.chars().enumerate() {
            let ch = fold_width(raw);
            if ch.is_whitespace() {
                continue;
            }
            if c.len == MAX_CHARS {
                break;
            }
            c.chars[c.len] = (ch, at);
            c.len += 1;
        }
        c
    }

    fn take(&mut self, expected: Expected) -> Result<(char, usize), NotationError> {
        if self.next >= self.len {
            return Err(NotationError::Incomplete {
                text: self.text.to_string(),
                notation: Notation::Wxf,
                expected,
            });
        }
        self.next += 1;
        Ok(self.chars[self.next - 1])
    }

    fn wrong(&self, (ch, at): (char, usize), expected: Expected) -> NotationError {
        // Report the character as written (full width stays full width).
        let found = self.text.chars().nth(at).unwrap_or(ch);
        NotationError::Syntax {
            text: self.text.to_string(),
            notation: Notation::Wxf,
            at,
            found,
            expected,
        }
    }

    fn remaining(&self) -> usize {
        self.len - self.next
    }

    fn digit(&self, c: (char, usize), role: NumberRole) -> Result<u8, NotationError> {
        let value = c.0 as u8 - b'0';
        let max = if role == NumberRole::Ordinal { 5 } else { 9 };
        if (1..=max).contains(&value) {
            Ok(value)
        } else {
            Err(NotationError::BadNumber {
                text: self.text.to_string(),
                at: c.1,
                value,
                role,
            })
        }
    }
}

/// The piece a WXF letter names (either case); the letters of other systems (G general,
/// S soldier, B elephant, N horse) are accepted.
pub fn piece_letter(c: char) -> Option<Kind> {
    Some(match c.to_ascii_uppercase() {
        'K' | 'G' => Kind::King,
        'A' => Kind::Advisor,
        'E' | 'B' => Kind::Elephant,
        'H' | 'N' => Kind::Horse,
        'R' => Kind::Rook,
        'C' => Kind::Cannon,
        'P' | 'S' => Kind::Pawn,
        _ => return None,
    })
}

fn operator(c: char) -> Option<Action> {
    match c {
        '+' => Some(Action::Advance),
        '-' => Some(Action::Retreat),
        '.' | '=' => Some(Action::Traverse),
        _ => None,
    }
}

/// A tandem mark written before the piece or file (xqbase `+C-2`, wukong `＋Ｐ＋１`):
/// Chinese 前 中 后.
fn leading_mark(c: char) -> Option<Tandem> {
    match c {
        '+' => Some(Tandem::Front),
        '=' => Some(Tandem::Middle),
        '-' => Some(Tandem::Rear),
        _ => None,
    }
}

/// Reads a WXF move (`text` already trimmed).
pub fn read(text: &str) -> Result<Description, NotationError> {
    let mut c = Chars::new(text);
    let first = c.take(Expected::PieceOrTandem)?;
    let (kind, origin) = if let Some(kind) = piece_letter(first.0) {
        let second = c.take(Expected::FileOrTandem)?;
        let origin = match second.0 {
            '0'..='9' => Origin::File(c.digit(second, NumberRole::File)?),
            '+' => Origin::Tandem {
                tandem: Tandem::Plus,
                file: None,
            },
            '-' => Origin::Tandem {
                tandem: Tandem::Minus,
                file: None,
            },
            '.' | '=' => Origin::Tandem {
                tandem: Tandem::Middle,
                file: None,
            },
            'a'..='e' | 'A'..='E' => Origin::Tandem {
                tandem: Tandem::Nth(second.0.to_ascii_lowercase() as u8 - b'a' + 1),
                file: None,
            },
            _ => return Err(c.wrong(second, Expected::FileOrTandem)),
        };
        // `C25`: old manuals leave out the `.` of a sideways move.
        if matches!(origin, Origin::File(_)) && c.remaining() == 1 {
            let v = c.take(Expected::Value)?;
            if v.0.is_ascii_digit() {
                return Ok(Description {
                    kind: Some(kind),
                    origin,
                    action: Action::Traverse,
                    value: c.digit(v, NumberRole::Value)?,
                    unmarked: false,
                    numerals: Numerals::default(),
                    reading: Reading::Wxf,
                });
            }
            c.next -= 1;
        }
        (Some(kind), origin)
    } else if let Some(mark) = leading_mark(first.0) {
        let second = c.take(Expected::Piece)?;
        if let Some(kind) = piece_letter(second.0) {
            (
                Some(kind),
                Origin::Tandem {
                    tandem: mark,
                    file: None,
                },
            )
        } else if second.0 == first.0 && mark != Tandem::Middle {
            // `++` / `--`: the foremost / rearmost of four or five pawns.
            (
                None,
                Origin::Tandem {
                    tandem: mark,
                    file: None,
                },
            )
        } else if second.0.is_ascii_digit() {
            let file = c.digit(second, NumberRole::File)?;
            (
                None,
                Origin::Tandem {
                    tandem: mark,
                    file: Some(file),
                },
            )
        } else {
            return Err(c.wrong(second, Expected::Piece));
        }
    } else if first.0.is_ascii_digit() {
        let second = c.take(Expected::FileOrTandem)?;
        if let Some(kind) = piece_letter(second.0) {
            // `2P+1`: an ordinal before the piece (wukong's 二兵).
            let n = c.digit(first, NumberRole::Ordinal)?;
            (
                Some(kind),
                Origin::Tandem {
                    tandem: Tandem::Nth(n),
                    file: None,
                },
            )
        } else {
            // `3+.4`, `33.4`, `3-.4`: pawns on two files.
            let file = c.digit(first, NumberRole::File)?;
            let tandem = match second.0 {
                '+' => Tandem::Plus,
                '-' => Tandem::Minus,
                d if d == first.0 => Tandem::Middle,
                _ => return Err(c.wrong(second, Expected::FileOrTandem)),
            };
            (
                None,
                Origin::Tandem {
                    tandem,
                    file: Some(file),
                },
            )
        }
    } else {
        return Err(c.wrong(first, Expected::PieceOrTandem));
    };
    let op = c.take(Expected::Action)?;
    let action = operator(op.0).ok_or_else(|| c.wrong(op, Expected::Action))?;
    let v = c.take(Expected::Value)?;
    if !v.0.is_ascii_digit() {
        return Err(c.wrong(v, Expected::Value));
    }
    let value = c.digit(v, NumberRole::Value)?;
    if c.remaining() > 0 {
        let extra = c.take(Expected::End)?;
        return Err(c.wrong(extra, Expected::End));
    }
    Ok(Description {
        kind,
        origin,
        action,
        value,
        unmarked: false,
        numerals: Numerals::default(),
        reading: Reading::Wxf,
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    fn d(text: &str) -> Description {
        read(text).unwrap_or_else(|e| panic!("{text}: {e}"))
    }

    fn origin(text: &str) -> (Option<Kind>, Origin) {
        let d = d(text);
        (d.kind, d.origin)
    }

    fn tandem(tandem: Tandem, file: Option<u8>) -> Origin {
        Origin::Tandem { tandem, file }
    }

    #[test]
    fn plain_forms() {
        let want = d("C2.5");
        assert_eq!(want.kind, Some(Kind::Cannon));
        assert_eq!(want.origin, Origin::File(2));
        assert_eq!((want.action, want.value), (Action::Traverse, 5));
        for text in ["C2=5", "c2.5", "Ｃ２＝５", "C25", " C2.5 "] {
            assert_eq!(d(text), want, "{text}");
        }
        let h = d("H8+7");
        assert_eq!(
            (h.kind, h.action, h.value),
            (Some(Kind::Horse), Action::Advance, 7)
        );
        assert_eq!(d("N8+7").kind, Some(Kind::Horse));
        assert_eq!(d("B3+5").kind, Some(Kind::Elephant));
        assert_eq!(d("R1-1").action, Action::Retreat);
    }

    #[test]
    fn tandem_forms() {
        assert_eq!(
            origin("R+.3"),
            (Some(Kind::Rook), tandem(Tandem::Plus, None))
        );
        assert_eq!(
            origin("C--1"),
            (Some(Kind::Cannon), tandem(Tandem::Minus, None))
        );
        assert_eq!(
            origin("+R.3"),
            (Some(Kind::Rook), tandem(Tandem::Front, None))
        );
        assert_eq!(
            origin("＋Ｐ＋１"),
            (Some(Kind::Pawn), tandem(Tandem::Front, None))
        );
        assert_eq!(
            origin("－Ｐ＋１"),
            (Some(Kind::Pawn), tandem(Tandem::Rear, None))
        );
        assert_eq!(
            origin("=P+1"),
            (Some(Kind::Pawn), tandem(Tandem::Middle, None))
        );
        assert_eq!(origin("++.4"), (None, tandem(Tandem::Front, None)));
        assert_eq!(origin("--.4"), (None, tandem(Tandem::Rear, None)));
        assert_eq!(origin("3+.4"), (None, tandem(Tandem::Plus, Some(3))));
        assert_eq!(origin("33.4"), (None, tandem(Tandem::Middle, Some(3))));
        assert_eq!(origin("7-.6"), (None, tandem(Tandem::Minus, Some(7))));
        assert_eq!(origin("+7=6"), (None, tandem(Tandem::Front, Some(7))));
        assert_eq!(
            origin("2P+1"),
            (Some(Kind::Pawn), tandem(Tandem::Nth(2), None))
        );
        assert_eq!(
            origin("Pa.5"),
            (Some(Kind::Pawn), tandem(Tandem::Nth(1), None))
        );
        assert_eq!(
            origin("Pd.5"),
            (Some(Kind::Pawn), tandem(Tandem::Nth(4), None))
        );
        assert_eq!(
            origin("P.+1"),
            (Some(Kind::Pawn), tandem(Tandem::Middle, None))
        );
    }

    #[test]
    fn errors_point_at_the_character() {
        assert!(matches!(
            read("X2.5").unwrap_err(),
            NotationError::Syntax {
                at: 0,
                expected: Expected::PieceOrTandem,
                ..
            }
        ));
        assert!(matches!(
            read("C2*5").unwrap_err(),
            NotationError::Syntax {
                at: 2,
                expected: Expected::Action,
                found: '*',
                ..
            }
        ));
        assert!(read("C2.").unwrap_err().is_incomplete());
        assert!(matches!(
            read("C2.55").unwrap_err(),
            NotationError::Syntax {
                expected: Expected::End,
                ..
            }
        ));
        assert!(matches!(
            read("C0.5").unwrap_err(),
            NotationError::BadNumber { at: 1, .. }
        ));
        assert!(matches!(
            read("34.5").unwrap_err(),
            NotationError::Syntax { at: 1, .. }
        ));
    }
}
