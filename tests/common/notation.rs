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
