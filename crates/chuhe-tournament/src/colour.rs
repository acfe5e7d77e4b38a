//! Colours in a Swiss event (13.3: "按照有关条款来确定先后走" — the rule book leaves the
//! details to the pairing system, so chuhe follows the FIDE Dutch system, C.04.3 A.6
//! for preferences and E.1–E.5 for allocation). Red plays the part of White.

use chuhe_core::rules::Color;

#[derive(Copy, Clone, Debug, PartialEq, Eq, PartialOrd, Ord)]
pub enum Strength {
    None,
    Mild,
    Strong,
    Absolute,
}

#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub struct Preference {
    pub colour: Option<Color>,
    pub strength: Strength,
    /// Reds minus Blacks over the games played.
    pub difference: i32,
}

/// A.6: absolute when the difference is beyond ±1 or the last two games had one
/// colour; strong at ±1; mild (alternate) at 0; none before the first game.
/// `history` holds the colours of the games played over the board, oldest first.
pub fn preference(history: &[Color]) -> Preference {
    let reds = history.iter().filter(|&&c| c == Color::Red).count() as i32;
    let difference = reds - (history.len() as i32 - reds);
    let Some(&last) = history.last() else {
        return Preference {
            colour: None,
            strength: Strength::None,
            difference,
        };
    };
    let toward_balance = if difference > 0 {
        Color::Black
    } else {
        Color::Red
    };
    let (colour, strength) = if difference.abs() > 1 {
        (toward_balance, Strength::Absolute)
    } else if history.len() >= 2 && history[history.len() - 2] == last {
        (!last, Strength::Absolute)
    } else if difference != 0 {
        (toward_balance, Strength::Strong)
    } else {
        (!last, Strength::Mild)
    };
    Preference {
        colour: Some(colour),
        strength,
        difference,
    }
}

/// The colour of the higher-ranked player `a` against `b` (E.1–E.5).
/// `played_a`/`played_b` are the colours of the games played over the board, oldest
/// first (unplayed rounds are skipped, as the Dutch system does for colours);
/// `a_pairing_number` is a's pairing number (1-based); Red is the initial colour.
pub fn colour_of_higher(
    pa: Preference,
    pb: Preference,
    played_a: &[Color],
    played_b: &[Color],
    a_pairing_number: usize,
) -> Color {
    match (pa.colour, pb.colour) {
        // E.1: both preferences can be granted.
        (Some(ca), Some(cb)) if ca != cb => return ca,
        (Some(ca), None) => return ca,
        (None, Some(cb)) => return !cb,
        (Some(ca), Some(_)) => {
            // E.2: the stronger preference; both absolute: the wider difference.
            if pa.strength != pb.strength {
                return if pa.strength > pb.strength { ca } else { !ca };
            }
            if pa.strength == Strength::Absolute && pa.difference.abs() != pb.difference.abs() {
                return if pa.difference.abs() > pb.difference.abs() {
                    ca
                } else {
                    !ca
                };
            }
            // E.3: alternate from the latest game in which they had different colours,
            // counting back game by game.
            for (&x, &y) in played_a.iter().rev().zip(played_b.iter().rev()) {
                if x != y {
                    return !x;
                }
            }
            // E.4: the higher-ranked player's preference.
            return ca;
        }
        (None, None) => {}
    }
    // E.5: the initial colour to an odd pairing number.
    if a_pairing_number % 2 == 1 {
        Color::Red
    } else {
        Color::Black
    }
}
