//! Move notation (see ../shared/NOTATION.md): Chinese (中文纵线记谱, 1.1 and 7.5), WXF
//! symbols and ICCS/UCCI coordinates. Reading resolves a text against a position and
//! says precisely what is wrong; writing prints any legal move in any of them.
//!
//! The map:
//! - `glyphs`: the characters of Chinese notation and their variants;
//! - `board_view`: files counted from the mover's right, pieces on a file front to back;
//! - `description`: what a text says (piece, origin, action, value), the common ground
//!   of the readers and writers;
//! - `chinese_reader`, `wxf_reader`, `coordinates`: text → description (or move);
//! - `detect`: which notation a text is in;
//! - `resolve`: description + position → move, or why not;
//! - `chinese_writer`, `wxf_writer`: move → text;
//! - `preview`: what a partly typed move amounts to, for the TUI;
//! - `style`: the printing options; `error`: the errors (their texts are in the
//!   catalogue); `point`: a point named as a player names it.

mod board_view;
mod chinese_reader;
mod chinese_writer;
mod coordinates;
mod description;
mod detect;
mod error;
mod glyphs;
mod point;
mod preview;
mod resolve;
mod style;
mod wxf_reader;
mod wxf_writer;

pub use description::{Action, Tandem};
pub use detect::detect;
pub use error::{Expected, NotationError, NumberRole};
pub use point::{Line, PointName, file_label, file_letter, point_name, tandem_mark};
pub use preview::{Preview, preview};
pub use style::{Coordinates, Digits, Notation, PawnStyle, Script, Style};

use crate::rules::{Move, Position};

/// A move read from a text, with how it was read.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub struct ParsedMove {
    pub mv: Move,
    /// The notation the text was read in.
    pub notation: Notation,
    /// The text broke a convention of its notation (a missing or needless 前/后, a lost
    /// 进/退 mark) but could mean only this legal move.
    pub lenient: bool,
}

/// Reads a move in any notation (or the forced one) and resolves it in `pos`: the move,
/// which must be legal, or why not.
pub fn parse_move(
    pos: &Position,
    text: &str,
    forced: Option<Notation>,
) -> Result<Move, NotationError> {
    parse_move_detailed(pos, text, forced).map(|p| p.mv)
}

/// As [`parse_move`], also telling which notation was read and whether leniently.
pub fn parse_move_detailed(
    pos: &Position,
    text: &str,
    forced: Option<Notation>,
) -> Result<ParsedMove, NotationError> {
    let text = text.trim();
    if text.is_empty() {
        return Err(NotationError::Empty);
    }
    let notation = forced.unwrap_or_else(|| detect(text));
    let resolved = match notation {
        Notation::Iccs => return parse_coordinates(pos, text),
        Notation::Chinese => {
            let d = chinese_reader::read(text)?;
            resolve::resolve(pos, &d, text)?
        }
        Notation::Wxf => {
            let d = wxf_reader::read(text).map_err(|e| match e {
                // Auto-detected WXF that fails on its first character is no notation.
                NotationError::Syntax { at: 0, .. } if forced.is_none() => {
                    NotationError::Unrecognized {
                        text: text.to_string(),
                    }
                }
                e => e,
            })?;
            resolve::resolve(pos, &d, text)?
        }
    };
    Ok(ParsedMove {
        mv: resolved.mv,
        notation,
        lenient: resolved.lenient,
    })
}

/// ICCS/UCCI ranks 0–9, or UCI ranks 1–10 when a rank says so (10) or when only that
/// reading is a legal move.
fn parse_coordinates(pos: &Position, text: &str) -> Result<ParsedMove, NotationError> {
    let readings = coordinates::read(text)?;
    let check = |mv: Move| {
        pos.check_move(mv)
            .map(|()| ParsedMove {
                mv,
                notation: Notation::Iccs,
                lenient: false,
            })
            .map_err(|reason| NotationError::Illegal {
                text: text.to_string(),
                mv,
                reason,
                mover: pos.side_to_move(),
                piece: pos.piece_at(mv.from),
            })
    };
    match (readings.iccs, readings.uci) {
        (Some(iccs), Some(uci)) => check(iccs).or_else(|e| check(uci).map_err(|_| e)),
        (Some(mv), None) | (None, Some(mv)) => check(mv),
        (None, None) => Err(NotationError::Unrecognized {
            text: text.to_string(),
        }),
    }
}

/// Prints a move of `pos` in `style`. A move whose origin is empty is printed in ICCS.
pub fn write_move(pos: &Position, m: Move, style: &Style) -> String {
    let written = match style.notation {
        Notation::Chinese => chinese_writer::write(pos, m, style),
        Notation::Wxf => wxf_writer::write(pos, m),
        Notation::Iccs => Some(coordinates::write(m, style.coordinates)),
    };
    written.unwrap_or_else(|| m.to_string())
}

/// Prints a move as the abbreviated record of 7.5: every number an Arabic digit, the
/// last one underlined for 进 and overlined for 退 (炮2 5, 马8 7̲, 前马4̅). Script, digit
/// width and pawn style come from `style`.
pub fn write_abbreviated(pos: &Position, m: Move, style: &Style) -> String {
    chinese_writer::write_abbreviated(pos, m, style).unwrap_or_else(|| m.to_string())
}
