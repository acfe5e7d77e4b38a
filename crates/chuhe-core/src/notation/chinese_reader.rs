//! Reads Chinese notation into a [`Description`] (NOTATION.md §2–3). Accepted shapes,
//! where P is a piece, N a numeral, M one of 前 中 后 or an ordinal 一..五, A 进/退/平:
//!
//! | shape     | example        | source                                  |
//! |-----------|----------------|-----------------------------------------|
//! | P N A N   | 炮二平五       | 1.1, 7.5                                |
//! | M P A N   | 前车进一 二兵平五 | 7.5, dpxq, xqbase                     |
//! | P M A N   | 车前平三       | the WXF page's Chinese                  |
//! | M P N A N | 前兵九平八     | Wikipedia, 5 characters                 |
//! | M N A N   | 前九平八       | dpxq, Wikipedia: pawn name dropped      |
//! | P N N̲     | 炮2 5, 马8 7̲   | abbreviated record (7.5)                |
//! | M P N̲     | 前马4̅          | abbreviated record (R2020 7.5)          |
//!
//! In the abbreviated record every number is an Arabic digit; a line under the last
//! digit means 进, a line over it 退, none 平.

use super::description::{Action, Description, Numerals, Origin, Reading, Tandem};
use super::error::{Expected, NotationError, NumberRole};
use super::glyphs::{self, Glyph};
use super::style::Notation;
use crate::rules::{Color, Kind};

/// The most characters of a move worth looking at: a move has at most five, and the
/// sixth is reported as extra.
const MAX_TOKENS: usize = 8;

#[derive(Copy, Clone, Debug)]
struct Token {
    /// `None` for a character that means nothing in Chinese notation.
    glyph: Option<Glyph>,
    ch: char,
    /// Character index in the text.
    at: usize,
    /// A 进/退 mark on a digit (abbreviated record).
    mark: Option<Action>,
}

struct Tokens<'a> {
    text: &'a str,
    tokens: [Option<Token>; MAX_TOKENS],
    len: usize,
    next: usize,
    /// The numerals of the file and value read so far.
    numerals: Numerals,
}

impl<'a> Tokens<'a> {
    fn new(text: &'a str) -> Tokens<'a> {
        let mut t = Tokens {
            text,
            tokens: [None; MAX_TOKENS],
            len: 0,
            next: 0,
            numerals: Numerals::default(),
        };
        for (at, raw) in text.chars().enumerate() {
            let ch = glyphs::fold_width(raw);
            let glyph = glyphs::read(ch);
            match glyph {
                Some(Glyph::Space) => continue,
                Some(Glyph::Mark(action)) => {
                    // A mark belongs to the digit just before it.
                    if let Some(Some(prev)) = t.len.checked_sub(1).map(|i| &mut t.tokens[i])
                        && matches!(prev.glyph, Some(Glyph::Numeral { .. }))
                        && prev.mark.is_none()
                    {
                        prev.mark = Some(action);
                        continue;
                    }
                }
                _ => {}
            }
            if t.len == MAX_TOKENS {
                break;
            }
            let glyph = glyph.filter(|g| !matches!(g, Glyph::Mark(_)));
            t.tokens[t.len] = Some(Token {
                glyph,
                ch: raw,
                at,
                mark: None,
            });
            t.len += 1;
        }
        t
    }

    fn peek(&self, ahead: usize) -> Option<Token> {
        self.tokens
            .get(self.next + ahead)
            .copied()
            .flatten()
            .filter(|_| self.next + ahead < self.len)
    }

    /// The next token, or `Incomplete` naming what should come.
    fn take(&mut self, expected: Expected) -> Result<Token, NotationError> {
        let t = self.peek(0).ok_or_else(|| NotationError::Incomplete {
            text: self.text.to_string(),
            notation: Notation::Chinese,
            expected,
        })?;
        self.next += 1;
        Ok(t)
    }

    fn wrong(&self, t: Token, expected: Expected) -> NotationError {
        NotationError::Syntax {
            text: self.text.to_string(),
            notation: Notation::Chinese,
            at: t.at,
            found: t.ch,
            expected,
        }
    }

    /// Notes whose piece name `t` is (帅 is Red's, 卒 Black's; 车马炮 either side's).
    fn name(&mut self, t: Token) {
        match glyphs::piece_name_side(t.ch) {
            Some(Color::Red) => self.numerals.red_name = true,
            Some(Color::Black) => self.numerals.black_name = true,
            None => {}
        }
    }

    fn end(&self) -> Result<(), NotationError> {
        match self.peek(0) {
            None => Ok(()),
            Some(t) => Err(self.wrong(t, Expected::End)),
        }
    }

    fn number(&mut self, t: Token, value: u8, role: NumberRole) -> Result<u8, NotationError> {
        let max = if role == NumberRole::Ordinal { 5 } else { 9 };
        if !(1..=max).contains(&value) {
            return Err(NotationError::BadNumber {
                text: self.text.to_string(),
                at: t.at,
                value,
                role,
            });
        }
        if role != NumberRole::Ordinal
            && let Some(Glyph::Numeral { chinese, .. }) = t.glyph
        {
            self.numerals.chinese |= chinese;
            self.numerals.digits |= !chinese;
        }
        Ok(value)
    }
}

/// Reads a Chinese move (`text` already trimmed).
pub fn read(text: &str) -> Result<Description, NotationError> {
    let mut t = Tokens::new(text);
    let first = t.take(Expected::PieceOrTandem)?;
    match first.glyph {
        Some(Glyph::Piece(kind)) => {
            t.name(first);
            let second = t.take(Expected::FileOrTandem)?;
            let origin = match second.glyph {
                Some(Glyph::Numeral { value, .. }) if second.mark.is_none() => {
                    Origin::File(t.number(second, value, NumberRole::File)?)
                }
                // 车前平三: the piece first, as on the WXF page.
                Some(Glyph::Tandem(tandem)) => Origin::Tandem { tandem, file: None },
                _ => return Err(t.wrong(second, Expected::FileOrTandem)),
            };
            motion(&mut t, Some(kind), origin)
        }
        Some(Glyph::Tandem(tandem)) => tandem_origin(&mut t, tandem),
        Some(Glyph::Numeral { value, .. }) if first.mark.is_none() => {
            // An ordinal (二兵, 二七) is followed by a piece or a file.
            match t.peek(0).and_then(|n| n.glyph) {
                Some(Glyph::Piece(_)) | Some(Glyph::Numeral { .. }) => {
                    let n = t.number(first, value, NumberRole::Ordinal)?;
                    tandem_origin(&mut t, Tandem::Nth(n))
                }
                _ => {
                    let next = t.take(Expected::Piece)?;
                    Err(t.wrong(next, Expected::Piece))
                }
            }
        }
        _ => Err(t.wrong(first, Expected::PieceOrTandem)),
    }
}

/// After 前/中/后 or an ordinal: a piece (前车, 前兵九), or a file with the pawn's name
/// dropped (前九).
fn tandem_origin(t: &mut Tokens, tandem: Tandem) -> Result<Description, NotationError> {
    let second = t.take(Expected::Piece)?;
    match second.glyph {
        Some(Glyph::Piece(kind)) => {
            t.name(second);
            // 前兵九平八 (file then action) or 前兵7 6 (file then abbreviated value);
            // an unmarked digit alone at the end is the move's own value (前马4), a
            // Chinese numeral is a file still waiting for its action (前兵九).
            let file_follows = match (t.peek(0), t.peek(1)) {
                (Some(n), after) => match n.glyph {
                    Some(Glyph::Numeral { chinese, .. }) if n.mark.is_none() => match after {
                        Some(a) => matches!(
                            a.glyph,
                            Some(Glyph::Action(_)) | Some(Glyph::Numeral { .. })
                        ),
                        None => chinese,
                    },
                    _ => false,
                },
                _ => false,
            };
            let file = if file_follows {
                let n = t.take(Expected::File)?;
                let Some(Glyph::Numeral { value, .. }) = n.glyph else {
                    return Err(t.wrong(n, Expected::File));
                };
                Some(t.number(n, value, NumberRole::File)?)
            } else {
                None
            };
            motion(t, Some(kind), Origin::Tandem { tandem, file })
        }
        Some(Glyph::Numeral { value, .. }) if second.mark.is_none() => {
            let file = t.number(second, value, NumberRole::File)?;
            motion(
                t,
                None,
                Origin::Tandem {
                    tandem,
                    file: Some(file),
                },
            )
        }
        _ => Err(t.wrong(second, Expected::Piece)),
    }
}

/// The action and value: 进一, 平５; or the abbreviated record's marked digit.
fn motion(
    t: &mut Tokens,
    kind: Option<Kind>,
    origin: Origin,
) -> Result<Description, NotationError> {
    let a = t.take(Expected::Action)?;
    let (action, value, unmarked) = match a.glyph {
        Some(Glyph::Action(action)) => {
            let v = t.take(Expected::Value)?;
            match v.glyph {
                Some(Glyph::Numeral { value, .. }) if v.mark.is_none() => {
                    (action, t.number(v, value, NumberRole::Value)?, false)
                }
                _ => return Err(t.wrong(v, Expected::Value)),
            }
        }
        // The abbreviated record (7.5) writes every number as an Arabic digit.
        Some(Glyph::Numeral {
            value,
            chinese: false,
        }) => {
            let value = t.number(a, value, NumberRole::Value)?;
            t.numerals.abbreviated = true;
            match a.mark {
                Some(action) => (action, value, false),
                None => (Action::Traverse, value, true),
            }
        }
        _ => return Err(t.wrong(a, Expected::Action)),
    };
    t.end()?;
    Ok(Description {
        kind,
        origin,
        action,
        value,
        unmarked,
        reading: Reading::Chinese,
        numerals: t.numerals,
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    fn d(text: &str) -> Description {
        read(text).unwrap_or_else(|e| panic!("{text}: {e}"))
    }

    #[test]
    fn plain_moves_in_every_script() {
        let want = Description {
            kind: Some(Kind::Cannon),
            origin: Origin::File(2),
            action: Action::Traverse,
            value: 5,
            unmarked: false,
            reading: Reading::Chinese,
            numerals: Numerals {
                chinese: true,
                ..Numerals::default()
            },
        };
        for text in ["炮二平五", "砲二平五", " 炮 二 平 五 "] {
            assert_eq!(d(text), want, "{text}");
        }
        let digits = Numerals {
            digits: true,
            ..Numerals::default()
        };
        for text in ["包2平5", "炮２平５"] {
            assert_eq!(
                d(text),
                Description {
                    numerals: digits,
                    ..want
                },
                "{text}"
            );
        }
        assert_eq!(d("馬８進７").action, Action::Advance);
        assert_eq!(d("马8上7").action, Action::Advance);
        assert_eq!(d("车9下1").action, Action::Retreat);
        assert_eq!(d("俥一進一").kind, Some(Kind::Rook));
    }

    #[test]
    fn tandem_shapes() {
        assert_eq!(
            d("前车进一").origin,
            Origin::Tandem {
                tandem: Tandem::Front,
                file: None
            }
        );
        assert_eq!(
            d("後馬退二").origin,
            Origin::Tandem {
                tandem: Tandem::Rear,
                file: None
            }
        );
        assert_eq!(
            d("车前平三").origin,
            Origin::Tandem {
                tandem: Tandem::Front,
                file: None
            }
        );
        assert_eq!(
            d("二兵平五").origin,
            Origin::Tandem {
                tandem: Tandem::Nth(2),
                file: None
            }
        );
        assert_eq!(
            d("一卒平５").origin,
            Origin::Tandem {
                tandem: Tandem::Nth(1),
                file: None
            }
        );
        let five = d("前兵九平八");
        assert_eq!(
            five.origin,
            Origin::Tandem {
                tandem: Tandem::Front,
                file: Some(9)
            }
        );
        assert_eq!(five.kind, Some(Kind::Pawn));
        let four = d("前九平八");
        assert_eq!(four.origin, five.origin);
        assert_eq!(four.kind, None);
        assert_eq!(
            d("中七平六").origin,
            Origin::Tandem {
                tandem: Tandem::Middle,
                file: Some(7)
            }
        );
    }

    #[test]
    fn abbreviated_record() {
        let a = d("炮2 5");
        assert_eq!((a.action, a.value, a.unmarked), (Action::Traverse, 5, true));
        let b = d("马8 7\u{332}");
        assert_eq!((b.action, b.value, b.unmarked), (Action::Advance, 7, false));
        let c = d("前马4\u{305}");
        assert_eq!(c.action, Action::Retreat);
        assert_eq!(
            c.origin,
            Origin::Tandem {
                tandem: Tandem::Front,
                file: None
            }
        );
        let e = d("前兵7 6");
        assert_eq!(
            e.origin,
            Origin::Tandem {
                tandem: Tandem::Front,
                file: Some(7)
            }
        );
        // A Chinese numeral is never the abbreviated value: 前兵七 is unfinished.
        assert!(read("前兵七").unwrap_err().is_incomplete());
    }

    #[test]
    fn errors_name_the_failing_character() {
        match read("炮二x五").unwrap_err() {
            NotationError::Syntax {
                at,
                expected,
                found,
                ..
            } => {
                assert_eq!((at, expected, found), (2, Expected::Action, 'x'));
            }
            e => panic!("{e:?}"),
        }
        assert!(matches!(
            read("炮二").unwrap_err(),
            NotationError::Incomplete {
                expected: Expected::Action,
                ..
            }
        ));
        assert!(matches!(
            read("炮二平五五").unwrap_err(),
            NotationError::Syntax {
                at: 4,
                expected: Expected::End,
                ..
            }
        ));
        assert!(matches!(
            read("炮〇平五").unwrap_err(),
            NotationError::Syntax { at: 1, .. }
        ));
        assert!(matches!(
            read("炮0平五").unwrap_err(),
            NotationError::BadNumber {
                at: 1,
                value: 0,
                ..
            }
        ));
        assert!(matches!(
            read("六兵平五").unwrap_err(),
            NotationError::BadNumber {
                role: NumberRole::Ordinal,
                ..
            }
        ));
        assert!(read("").unwrap_err().is_incomplete());
    }
}
