//! XQF, the format of XQStudio (象棋演播室, 董世伟/过河象) and of most Chinese game
//! collections: a 1024-byte header, then the moves as a depth-first step list with
//! variations and GBK comments.
//!
//! Version 0x0A (XQF 1.0, `XQF.TXT`) is plain. From 0x0B on the piece table, the
//! move coordinates, the comment lengths and every byte after the header are
//! encrypted with keys from header bytes 3 and 8–15; from 0x0C on the piece table is
//! also rotated. The key schedule follows the two public readers (xqbase/eleeye
//! `XQFTOOLS/xqf2pgn.cpp` and walker8088/cchess `io_xqf.py`), which agree.

use encoding_rs::GBK;

use crate::rules::{Color, Kind, Piece, Setup, Square};

use super::bytes::ByteReader;
use super::depth_first::{Step, StepsEnd, grow_tree};
use super::error::{GameError, GameErrorKind, Location, RecordError};
use super::model::{GameRecord, GameResult, Headers};
use super::tree::MoveTree;

const HEADER: usize = 0x400;

/// Piece kinds of the 16 slots of each side's piece table: 车马相士帅士相马车炮炮兵兵兵兵兵.
const SLOTS: [Kind; 16] = [
    Kind::Rook,
    Kind::Horse,
    Kind::Elephant,
    Kind::Advisor,
    Kind::King,
    Kind::Advisor,
    Kind::Elephant,
    Kind::Horse,
    Kind::Rook,
    Kind::Cannon,
    Kind::Cannon,
    Kind::Pawn,
    Kind::Pawn,
    Kind::Pawn,
    Kind::Pawn,
    Kind::Pawn,
];

/// The decryption keys of versions 0x0B and later (all zero for older files).
#[derive(Default)]
struct Keys {
    /// Subtracted from every piece position.
    piece: u8,
    /// Subtracted from move origins and destinations.
    from: u8,
    to: u8,
    /// Subtracted from comment lengths.
    comment: i32,
    /// Subtracted from the bytes after the header, cyclically.
    stream: [u8; 32],
}

impl Keys {
    fn from_header(h: &[u8]) -> Keys {
        // f(x) = x * (54 x² + 221), the same polynomial for each key in turn.
        let f = |x: u8| -> u8 {
            let x = u32::from(x);
            ((x * x * 54 + 221) & 0xFF) as u8
        };
        let piece = f(h[13]).wrapping_mul(h[13]);
        let from = f(h[14]).wrapping_mul(piece);
        let to = f(h[15]).wrapping_mul(from);
        let comment = (i32::from(h[12]) * 256 + i32::from(h[13])) % 32000 + 767;
        const MASK: &[u8; 32] = b"[(C) Copyright Mr. Dong Shiwei.]";
        let key: [u8; 4] = std::array::from_fn(|i| h[8 + i] | (h[12 + i] & h[3]));
        let stream = std::array::from_fn(|i| key[i % 4] & MASK[i]);
        Keys {
            piece,
            from,
            to,
            comment,
            stream,
        }
    }
}

/// Reads an XQF file.
pub fn read_xqf(bytes: &[u8]) -> Result<GameRecord, RecordError> {
    if !bytes.starts_with(b"XQ") {
        return Err(RecordError::BadSignature {
            format: "XQF",
            detail: "it does not start with \"XQ\"".into(),
        });
    }
    if bytes.len() < HEADER {
        return Err(RecordError::Truncated {
            format: "XQF",
            what: "the header",
            offset: 0,
            needed: HEADER as u64,
            available: bytes.len() as u64,
        });
    }
    let h = &bytes[..HEADER];
    let version = h[2];
    let encrypted = version >= 0x0B;
    let keys = if encrypted {
        Keys::from_header(h)
    } else {
        Keys::default()
    };

    let mut record = GameRecord {
        headers: headers(h),
        result: match h[0x33] {
            1 => GameResult::RedWins,
            2 => GameResult::BlackWins,
            3 | 4 => GameResult::Draw,
            _ => GameResult::Unknown,
        },
        ..GameRecord::default()
    };
    let board = match board(h, version, &keys) {
        Ok(b) => b,
        Err(e) => {
            record.start = Setup::default();
            record.problem = Some(e);
            return Ok(record);
        }
    };

    // Everything after the header, decrypted.
    let body: Vec<u8> = bytes[HEADER..]
        .iter()
        .enumerate()
        .map(|(i, &b)| b.wrapping_sub(keys.stream[i % 32]))
        .collect();
    let mut r = ByteReader::new(&body, HEADER as u64);
    let (steps, end) = read_steps(&mut r, version, &keys, &mut record.tree);
    grow_tree(&mut record, (board, Location::Byte(0x10)), &steps, end);
    Ok(record)
}

fn headers(h: &[u8]) -> Headers {
    // Pascal strings: a length byte, then GBK text in a fixed-size field.
    let text = |at: usize, size: usize| -> String {
        let len = usize::from(h[at]).min(size - 1);
        GBK.decode_without_bom_handling(&h[at + 1..at + 1 + len])
            .0
            .into_owned()
    };
    let mut out = Headers::new();
    for (name, at, size) in [
        ("Title", 0x50, 0x40),
        ("Event", 0xD0, 0x40),
        ("Date", 0x110, 0x10),
        ("Site", 0x120, 0x10),
        ("Red", 0x130, 0x10),
        ("Black", 0x140, 0x10),
        ("TimeControl", 0x150, 0x40),
        ("RedTime", 0x190, 0x10),
        ("BlackTime", 0x1A0, 0x10),
        ("Annotator", 0x1D0, 0x10),
        ("Author", 0x1E0, 0x10),
    ] {
        out.set_nonempty(name, &text(at, size));
    }
    out
}

/// The start board from the 32-slot piece table at 0x10 (x*10+y, y from Red's side,
/// anything past 89 = off the board).
fn board(h: &[u8], version: u8, keys: &Keys) -> Result<Setup, GameError> {
    let mut slots = [0u8; 32];
    for (i, &b) in h[0x10..0x30].iter().enumerate() {
        // From 0x0C the table is also rotated by the piece key.
        let at = if version >= 0x0C {
            (usize::from(keys.piece) + 1 + i) % 32
        } else {
            i
        };
        slots[at] = b.wrapping_sub(keys.piece);
    }
    let mut setup = Setup::default();
    for (i, &xy) in slots.iter().enumerate() {
        if xy > 89 {
            continue;
        }
        let sq = Square::new(xy / 10, xy % 10);
        let color = if i < 16 { Color::Red } else { Color::Black };
        let piece = Piece::new(color, SLOTS[i % 16]);
        if let Some(other) = setup.piece_at(sq) {
            return Err(GameError::at_start(
                GameErrorKind::Syntax(format!(
                    "the piece table puts two pieces on {sq} ({} and {})",
                    other.chinese_name(),
                    piece.chinese_name()
                )),
                "",
                Location::Byte(0x10 + i as u64),
            ));
        }
        setup.set(sq, Some(piece));
    }
    Ok(setup)
}

/// Decodes the step list: the root step (game comment), then the moves. Stops at the
/// last step of the tree or at the first step that cannot be decoded.
fn read_steps(
    r: &mut ByteReader,
    version: u8,
    keys: &Keys,
    tree: &mut MoveTree,
) -> (Vec<Step>, StepsEnd) {
    let mut steps = Vec::new();
    let mut open_lines = 1usize; // lines still expecting a step
    let mut first = true;
    while open_lines > 0 {
        let offset = r.offset();
        let step = match read_step(r, version, keys) {
            Ok(s) => s,
            Err(end) => return (steps, end),
        };
        // A step closes the line it is in unless it continues it, and opens one
        // more for its variation.
        open_lines = open_lines - 1 + usize::from(step.has_next) + usize::from(step.has_variation);
        if first {
            // The root: its comment is the game comment, its flags say whether moves
            // follow; a variation of the root means nothing.
            first = false;
            if step.has_variation {
                open_lines -= 1;
            }
            tree.set_comment(tree.root(), step.comment);
            continue;
        }
        let (Some(from), Some(to)) = (square(step.from), square(step.to)) else {
            let bad = if square(step.from).is_none() {
                step.from
            } else {
                step.to
            };
            return (
                steps,
                StepsEnd::Broken {
                    kind: GameErrorKind::BadSquare(u32::from(bad)),
                    text: format!("{:02X} {:02X}", step.from, step.to),
                    offset,
                },
            );
        };
        steps.push(Step {
            from,
            to,
            has_next: step.has_next,
            has_variation: step.has_variation,
            comment: step.comment,
            offset,
        });
    }
    (steps, StepsEnd::Complete)
}

struct RawStep {
    from: u8,
    to: u8,
    has_next: bool,
    has_variation: bool,
    comment: Option<String>,
}

fn read_step(r: &mut ByteReader, version: u8, keys: &Keys) -> Result<RawStep, StepsEnd> {
    let short = |s: super::bytes::Short| StepsEnd::Broken {
        kind: GameErrorKind::Truncated { needed: s.missing },
        text: String::new(),
        offset: s.offset,
    };
    let [from, to, tag, _] = r.array::<4>().map_err(short)?;
    let (has_next, has_variation, comment_len) = if version < 0x0B {
        // XQF 1.0: 0xF0 = more steps follow, 0x0F = a variation; always a length.
        let len = r.i32_le().map_err(short)?;
        (tag & 0xF0 != 0, tag & 0x0F != 0, len)
    } else {
        let len = if tag & 0x20 != 0 {
            r.i32_le().map_err(short)?.wrapping_sub(keys.comment)
        } else {
            0
        };
        (tag & 0x80 != 0, tag & 0x40 != 0, len)
    };
    let offset = r.offset();
    let len = usize::try_from(comment_len).map_err(|_| StepsEnd::Broken {
        kind: GameErrorKind::Syntax(format!("negative comment length {comment_len}")),
        text: String::new(),
        offset,
    })?;
    let comment = match len {
        0 => None,
        _ => {
            let bytes = r.take(len).map_err(short)?;
            let text = GBK.decode_without_bom_handling(bytes).0;
            let text = text.trim_end_matches('\0').trim();
            (!text.is_empty()).then(|| text.to_string())
        }
    };
    Ok(RawStep {
        from: from.wrapping_sub(24).wrapping_sub(keys.from),
        to: to.wrapping_sub(32).wrapping_sub(keys.to),
        has_next,
        has_variation,
        comment,
    })
}

/// An XQF point x*10+y (y counted from Red's side).
fn square(xy: u8) -> Option<Square> {
    (xy <= 89).then(|| Square::new(xy / 10, xy % 10))
}
