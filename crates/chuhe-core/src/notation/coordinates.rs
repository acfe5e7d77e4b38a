//! Coordinate notations (NOTATION.md §5): ICCS `H2-E2` and UCCI `h2e2` count ranks
//! 0–9 from Red's side; plain UCI (Fairy-Stockfish, Cutechess) counts them 1–10
//! (`h3e3`, `h10g8`). A rank 0 or 10 tells them apart; otherwise both readings are
//! returned and the position decides.

use super::error::{Expected, NotationError};
use super::glyphs::fold_width;
use super::style::{Coordinates, Notation};
use crate::rules::{Move, Square};

/// The moves a coordinate text can mean.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub struct Readings {
    /// Ranks 0–9 (ICCS/UCCI).
    pub iccs: Option<Move>,
    /// Ranks 1–10 (UCI).
    pub uci: Option<Move>,
}

/// True when `text` starts like a coordinate move rather than a WXF one: a file letter
/// and a rank, then another file letter, a `-` or a rank 10.
pub fn looks_like_coordinates(text: &str) -> bool {
    let mut chars = text.chars().map(fold_width).filter(|c| !c.is_whitespace());
    let (Some(a), Some(b)) = (chars.next(), chars.next()) else {
        return false;
    };
    if !matches!(a.to_ascii_lowercase(), 'a'..='i') || !b.is_ascii_digit() {
        return false;
    }
    let is_file = |c: char| matches!(c.to_ascii_lowercase(), 'a'..='i');
    match chars.next() {
        Some(c) if is_file(c) => true,
        // `C2-2` is WXF; `H2-E2` is ICCS.
        Some('-') => chars.next().is_some_and(is_file),
        Some('0') => b == '1',
        _ => false,
    }
}

/// Reads a coordinate move (`text` already trimmed).
pub fn read(text: &str) -> Result<Readings, NotationError> {
    let mut chars = text
        .chars()
        .enumerate()
        .map(|(at, c)| (fold_width(c), at))
        .filter(|(c, _)| !c.is_whitespace())
        .peekable();
    let wrong = |(found, at): (char, usize), expected| NotationError::Syntax {
        text: text.to_string(),
        notation: Notation::Iccs,
        at,
        found: text.chars().nth(at).unwrap_or(found),
        expected,
    };
    let incomplete = || NotationError::Incomplete {
        text: text.to_string(),
        notation: Notation::Iccs,
        expected: Expected::Square,
    };
    let point =
        |chars: &mut std::iter::Peekable<_>| -> Result<(u8, u8, (char, usize)), NotationError> {
            let first: (char, usize) = chars.next().ok_or_else(incomplete)?;
            let file = first.0.to_ascii_lowercase();
            if !matches!(file, 'a'..='i') {
                return Err(wrong(first, Expected::Square));
            }
            let d: (char, usize) = chars.next().ok_or_else(incomplete)?;
            if !d.0.is_ascii_digit() {
                return Err(wrong(d, Expected::Square));
            }
            let mut rank = d.0 as u8 - b'0';
            if rank == 1
                && let Some(&(c, _)) = chars.peek()
                && c == '0'
            {
                chars.next();
                rank = 10;
            }
            Ok((file as u8 - b'a', rank, first))
        };
    let (f1, r1, _) = point(&mut chars)?;
    if let Some(&(c, _)) = chars.peek()
        && c == '-'
    {
        chars.next();
    }
    let (f2, r2, second) = point(&mut chars)?;
    if let Some(extra) = chars.next() {
        return Err(wrong(extra, Expected::End));
    }
    let iccs_ok = r1 <= 9 && r2 <= 9;
    let uci_ok = r1 >= 1 && r2 >= 1;
    if !iccs_ok && !uci_ok {
        // A rank 0 and a rank 10 together fit neither convention.
        return Err(wrong(second, Expected::Square));
    }
    let make = |shift: u8| {
        let from = Square::new(f1, r1 - shift);
        let to = Square::new(f2, r2 - shift);
        (from != to).then_some(Move::new(from, to))
    };
    let readings = Readings {
        iccs: if iccs_ok { make(0) } else { None },
        uci: if uci_ok { make(1) } else { None },
    };
    if readings.iccs.is_none() && readings.uci.is_none() {
        // The same point twice.
        return Err(wrong(second, Expected::Square));
    }
    Ok(readings)
}

/// Prints a move as UCCI (`h2e2`) or ICCS (`H2-E2`).
pub fn write(m: Move, coordinates: Coordinates) -> String {
    match coordinates {
        Coordinates::Ucci => m.to_string(),
        Coordinates::Iccs => format!(
            "{}-{}",
            m.from.to_string().to_ascii_uppercase(),
            m.to.to_string().to_ascii_uppercase()
        ),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn mv(s: &str) -> Move {
        Move::from_iccs(s).unwrap()
    }

    #[test]
    fn both_spellings_of_iccs() {
        for text in ["h2e2", "H2-E2", "h2-e2", "ｈ２ｅ２"] {
            let r = read(text).unwrap();
            assert_eq!(r.iccs, Some(mv("h2e2")), "{text}");
        }
        assert_eq!(read("h0g2").unwrap().uci, None, "rank 0 is ICCS only");
    }

    #[test]
    fn uci_ranks_one_to_ten() {
        let r = read("h10g8").unwrap();
        assert_eq!(
            r,
            Readings {
                iccs: None,
                uci: Some(mv("h9g7"))
            }
        );
        let r = read("h3e3").unwrap();
        assert_eq!(r.iccs, Some(mv("h3e3")));
        assert_eq!(r.uci, Some(mv("h2e2")));
    }

    #[test]
    fn detection_and_errors() {
        assert!(looks_like_coordinates("h2e2"));
        assert!(looks_like_coordinates("H2-E2"));
        assert!(looks_like_coordinates("h10g8"));
        assert!(!looks_like_coordinates("H2+3"));
        assert!(!looks_like_coordinates("C2-2"));
        assert!(!looks_like_coordinates("Ｃ２－２"));
        assert!(!looks_like_coordinates("C2.5"));
        assert!(matches!(
            read("h2z2").unwrap_err(),
            NotationError::Syntax { at: 2, .. }
        ));
        assert!(read("h2e").unwrap_err().is_incomplete());
        assert!(read("h2h2").is_err());
        assert!(read("a0a10").is_err());
        assert!(matches!(
            read("h2e2x").unwrap_err(),
            NotationError::Syntax {
                expected: Expected::End,
                ..
            }
        ));
    }

    #[test]
    fn writes_both_styles() {
        assert_eq!(write(mv("h2e2"), Coordinates::Ucci), "h2e2");
        assert_eq!(write(mv("h2e2"), Coordinates::Iccs), "H2-E2");
    }
}
