//! The round-trip check of the notation tests: every legal move, printed in every style,
//! reads back as itself, and no two print the same.
#![allow(dead_code)]

use std::collections::HashSet;

use chuhe::notation::{
    Coordinates, Digits, Notation, PawnStyle, Script, Style, parse_move, write_abbreviated,
    write_move,
};
use chuhe::rules::Position;

/// Every style the writer has: Chinese in every script, digit width and pawn style, in
/// full and abbreviated (the `bool`); WXF; ICCS both ways.
pub fn all_styles() -> Vec<(Style, bool)> {
    let mut styles = Vec::new();
    for script in [
        Script::Simplified,
        Script::Traditional,
        Script::TraditionalPieces,
    ] {
        for digits in [Digits::FullWidth, Digits::HalfWidth] {
            for pawns in [PawnStyle::Dpxq, PawnStyle::Xqbase] {
                let style = Style {
                    notation: Notation::Chinese,
                    script,
                    digits,
                    pawns,
                    coordinates: Coordinates::Ucci,
                };
                styles.push((style, false));
                styles.push((style, true));
            }
        }
    }
    styles.push((Style::wxf(), false));
    styles.push((Style::iccs(), false));
    styles.push((Style::iccs().with_coordinates(Coordinates::Iccs), false));
    styles
}

/// Checks that every legal move of `pos`, printed in every style, reads back as itself
/// (with the notation detected and forced) and that no two print the same.
pub fn check_round_trip(pos: &Position, styles: &[(Style, bool)]) -> Result<(), String> {
    let moves = pos.legal_moves();
    for (style, abbreviated) in styles {
        let mut seen = HashSet::with_capacity(moves.len());
        for &m in moves.iter() {
            let text = if *abbreviated {
                write_abbreviated(pos, m, style)
            } else {
                write_move(pos, m, style)
            };
            let back = parse_move(pos, &text, None);
            if back != Ok(m) {
                return Err(format!(
                    "{m} written {text} ({style:?}, abbreviated {abbreviated}) reads back as {back:?} in {}",
                    pos.fen()
                ));
            }
            let forced = parse_move(pos, &text, Some(style.notation));
            if forced != Ok(m) {
                return Err(format!(
                    "{m} written {text} forced: {forced:?} in {}",
                    pos.fen()
                ));
            }
            if !seen.insert(text.clone()) {
                return Err(format!(
                    "two legal moves print {text} ({style:?}) in {}",
                    pos.fen()
                ));
            }
        }
    }
    Ok(())
}

/// The positions the fuzz target and the seed test read texts in: the opening for each
/// side, pawns crowded on one file and on two, rooks in tandem.
pub const FUZZ_POSITIONS: [&str; 6] = [
    chuhe::rules::START_FEN,
    "rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C2C4/9/RNBAKABNR b",
    "3P1k3/3P5/3P5/3P5/3P5/9/9/9/9/4K4 w",
    "3k5/9/9/9/9/2p1p1p2/2p1p4/9/9/4K4 b",
    "4k4/3P1P3/4P4/3P1P3/9/9/9/9/9/4K4 w",
    "3k5/9/9/9/R8/9/9/9/R8/4K4 w",
];

/// Reads `text` in every way chuhe offers and panics if anything is wrong: a panic
/// inside, a move read that is not legal, a move that does not print back as itself, an
/// error that renders empty.
pub fn check_any_text(pos: &Position, text: &str) {
    use chuhe::lang::Lang;
    for forced in [
        None,
        Some(Notation::Chinese),
        Some(Notation::Wxf),
        Some(Notation::Iccs),
    ] {
        match parse_move(pos, text, forced) {
            Ok(m) => {
                assert!(pos.is_legal(m), "{text:?} read as illegal {m}");
                for (style, abbreviated) in [
                    (Style::default(), false),
                    (Style::wxf(), false),
                    (Style::default(), true),
                ] {
                    let again = if abbreviated {
                        write_abbreviated(pos, m, &style)
                    } else {
                        write_move(pos, m, &style)
                    };
                    assert_eq!(parse_move(pos, &again, None), Ok(m), "{text:?} → {again}");
                }
            }
            Err(e) => {
                assert!(!e.to_string().is_empty() && !e.message(Lang::Zh).is_empty());
            }
        }
    }
    let _ = chuhe::notation::preview(pos, text);
}
