//! 象棋桥 (CCBridge) binary records: CBR, one game, and CBL, a library of CBR records.
//!
//! CBR: the signature `CCBridge Record\0`, a version byte at 19 (1 or 2), a header of
//! fixed UTF-16LE fields, the board as 90 bytes (row by row from Black's side, 0x11–0x17
//! Red R N B A K C P, 0x21–0x27 Black), then a depth-first step list: 4 bytes per step
//! (flags, 0, from, to; flags 1 = the line ends, 2 = a variation follows the subtree,
//! 4 = a comment follows: byte length, then UTF-16LE), the first step being the root
//! (from = to) with the game comment. Offsets follow FastLight126/vschess
//! `function.cbr.js` and walker8088/cchess `read_cbr.py`.
//!
//! CBL: the signature `CCBridgeLibrary\0`, the library name, an index, then the CBR
//! records; they are found by their signature, as vschess does, since the index
//! layout depends on the library's capacity.

use crate::rules::{Color, Kind, Piece, Setup, Square};

use super::bytes::{ByteReader, Short, utf16le_field};
use super::depth_first::{Step, StepsEnd, grow_tree};
use super::error::{GameError, GameErrorKind, Location, RecordError};
use super::model::{GameRecord, GameResult, Headers};

pub(crate) const CBR_MAGIC: &[u8; 16] = b"CCBridge Record\0";
pub(crate) const CBL_MAGIC: &[u8; 16] = b"CCBridgeLibrary\0";

/// Where things are in a CBR header, by version.
struct Layout {
    fields: &'static [(&'static str, usize, usize)],
    result: usize,
    side: usize,
    board: usize,
    moves: usize,
}

const V2: Layout = Layout {
    fields: &[
        ("Title", 180, 128),
        ("Event", 692, 64),
        ("Round", 756, 64),
        ("Group", 820, 32),
        ("Table", 852, 32),
        ("Date", 884, 64),
        ("Site", 948, 64),
        ("TimeControl", 1012, 64),
        ("Red", 1076, 64),
        ("RedTeam", 1140, 64),
        ("RedTime", 1204, 64),
        ("RedElo", 1268, 32),
        ("Black", 1300, 64),
        ("BlackTeam", 1364, 64),
        ("BlackTime", 1428, 64),
        ("BlackElo", 1492, 32),
        ("Referee", 1524, 64),
        ("Recorder", 1588, 64),
        ("Remark", 1652, 64),
        ("Author", 1780, 64),
    ],
    result: 2076,
    side: 2112,
    board: 2120,
    moves: 2214,
};

const V1: Layout = Layout {
    fields: &[
        ("Title", 52, 128),
        ("Event", 564, 64),
        ("Round", 628, 64),
        ("Group", 692, 32),
        ("Table", 724, 32),
        ("Date", 756, 64),
        ("Site", 820, 64),
        ("TimeControl", 884, 64),
        ("Red", 948, 64),
        ("RedTeam", 1012, 64),
        ("RedTime", 1076, 64),
        ("RedElo", 1140, 32),
        ("Black", 1172, 64),
        ("BlackTeam", 1236, 64),
        ("BlackTime", 1300, 64),
        ("BlackElo", 1364, 32),
        ("Remark", 1396, 64),
        ("Author", 1524, 64),
    ],
    result: 1820,
    side: 1856,
    board: 1864,
    moves: 1958,
};

/// Reads one CBR record.
pub fn read_cbr(bytes: &[u8]) -> Result<GameRecord, RecordError> {
    read_cbr_at(bytes, 0)
}

/// Reads a CBR record that starts at `base` in its file (for error locations).
fn read_cbr_at(bytes: &[u8], base: u64) -> Result<GameRecord, RecordError> {
    if !bytes.starts_with(CBR_MAGIC) {
        return Err(RecordError::BadSignature {
            format: "象棋桥 CBR",
            detail: "it does not start with \"CCBridge Record\"".into(),
        });
    }
    let layout = match bytes.get(19) {
        Some(1) => &V1,
        Some(2) => &V2,
        Some(v) => {
            return Err(RecordError::BadSignature {
                format: "象棋桥 CBR",
                detail: format!(
                    "unknown version {v} at byte {} (1 and 2 are known)",
                    base + 19
                ),
            });
        }
        None => return Err(truncated("the version byte", base, 20, bytes.len())),
    };
    if bytes.len() < layout.moves {
        return Err(truncated("the header", base, layout.moves, bytes.len()));
    }
    let mut record = GameRecord::default();
    let mut headers = Headers::new();
    for &(name, at, size) in layout.fields {
        headers.set_nonempty(name, &utf16le_field(&bytes[at..at + size]));
    }
    record.headers = headers;
    record.result = match bytes[layout.result] {
        1 => GameResult::RedWins,
        2 => GameResult::BlackWins,
        3 => GameResult::Draw,
        _ => GameResult::Unknown,
    };
    let mut board = match read_board(
        &bytes[layout.board..layout.board + 90],
        base + layout.board as u64,
    ) {
        Ok(b) => b,
        Err(e) => {
            record.start = Setup::default();
            record.problem = Some(e);
            return Ok(record);
        }
    };
    board.side = if bytes[layout.side] == 2 {
        Color::Black
    } else {
        Color::Red
    };
    let point = if std::ptr::eq(layout, &V1) {
        v1_square
    } else {
        v2_square
    };
    let mut r = ByteReader::new(&bytes[layout.moves..], base + layout.moves as u64);
    let (steps, end) = read_steps(&mut r, point, &mut record);
    let board_at = Location::Byte(base + layout.board as u64);
    grow_tree(&mut record, (board, board_at), &steps, end);
    Ok(record)
}

fn truncated(what: &'static str, base: u64, needed: usize, available: usize) -> RecordError {
    RecordError::Truncated {
        format: "象棋桥 CBR",
        what,
        offset: base,
        needed: needed as u64,
        available: available as u64,
    }
}

fn read_board(cells: &[u8], offset: u64) -> Result<Setup, GameError> {
    let mut setup = Setup::default();
    for (i, &code) in cells.iter().enumerate() {
        if code == 0 {
            continue;
        }
        let color = match code >> 4 {
            1 => Color::Red,
            2 => Color::Black,
            _ => return Err(bad_piece(code, offset + i as u64)),
        };
        let kind = match code & 0x0F {
            1 => Kind::Rook,
            2 => Kind::Horse,
            3 => Kind::Elephant,
            4 => Kind::Advisor,
            5 => Kind::King,
            6 => Kind::Cannon,
            7 => Kind::Pawn,
            _ => return Err(bad_piece(code, offset + i as u64)),
        };
        let sq = Square::new((i % 9) as u8, 9 - (i / 9) as u8);
        setup.set(sq, Some(Piece::new(color, kind)));
    }
    Ok(setup)
}

fn bad_piece(code: u8, offset: u64) -> GameError {
    GameError::at_start(
        GameErrorKind::Syntax(format!("0x{code:02X} is not a piece code on the board")),
        "",
        Location::Byte(offset),
    )
}

/// Version 2: a point 0–89 row by row from Black's side.
fn v2_square(b: u8) -> Option<Square> {
    (b < 90).then(|| Square::new(b % 9, 9 - b / 9))
}

/// Version 1: file in the high nibble, row from Black's side in the low one.
fn v1_square(b: u8) -> Option<Square> {
    let (x, y) = (b >> 4, b & 0x0F);
    (x < 9 && y < 10).then(|| Square::new(x, 9 - y))
}

fn read_steps(
    r: &mut ByteReader,
    point: fn(u8) -> Option<Square>,
    record: &mut GameRecord,
) -> (Vec<Step>, StepsEnd) {
    let short = |s: Short| StepsEnd::Broken {
        kind: GameErrorKind::Truncated { needed: s.missing },
        text: String::new(),
        offset: s.offset,
    };
    let mut steps = Vec::new();
    let mut open_lines = 1usize;
    let mut root = true;
    while open_lines > 0 {
        if r.at_end() && !root {
            return (
                steps,
                short(Short {
                    offset: r.offset(),
                    missing: 4,
                }),
            );
        }
        let offset = r.offset();
        let [flags, _, from, to] = match r.array::<4>() {
            Ok(b) => b,
            Err(s) => return (steps, short(s)),
        };
        let comment = if flags & 4 != 0 {
            let len = match r.i32_le() {
                Ok(n) => n,
                Err(s) => return (steps, short(s)),
            };
            let Ok(len) = usize::try_from(len) else {
                let kind = GameErrorKind::Syntax(format!("negative comment length {len}"));
                return (
                    steps,
                    StepsEnd::Broken {
                        kind,
                        text: String::new(),
                        offset,
                    },
                );
            };
            match r.take(len) {
                Ok(text) => Some(utf16le_field(text).trim().to_string()).filter(|t| !t.is_empty()),
                Err(s) => return (steps, short(s)),
            }
        } else {
            None
        };
        let has_next = flags & 1 == 0;
        let has_variation = flags & 2 != 0;
        if root {
            root = false;
            open_lines = usize::from(has_next);
            record.tree.set_comment(record.tree.root(), comment);
            continue;
        }
        if from == to {
            // An empty step ends the list (the zero padding of a library entry).
            break;
        }
        open_lines = open_lines - 1 + usize::from(has_next) + usize::from(has_variation);
        let (Some(f), Some(t)) = (point(from), point(to)) else {
            let bad = if point(from).is_none() { from } else { to };
            let kind = GameErrorKind::BadSquare(u32::from(bad));
            let text = format!("{from:02X} {to:02X}");
            return (steps, StepsEnd::Broken { kind, text, offset });
        };
        steps.push(Step {
            from: f,
            to: t,
            has_next,
            has_variation,
            comment,
            offset,
        });
    }
    (steps, StepsEnd::Complete)
}

/// Reads a CBL library: every CBR record in it, in order. A record that cannot be
/// read at all becomes a game whose problem says why; the others are still read.
pub fn read_cbl(bytes: &[u8]) -> Result<Vec<GameRecord>, RecordError> {
    if !bytes.starts_with(CBL_MAGIC) {
        return Err(RecordError::BadSignature {
            format: "象棋桥 CBL",
            detail: "it does not start with \"CCBridgeLibrary\"".into(),
        });
    }
    let starts: Vec<usize> = find_all(bytes, CBR_MAGIC);
    let mut games = Vec::with_capacity(starts.len());
    for (i, &start) in starts.iter().enumerate() {
        let end = starts.get(i + 1).copied().unwrap_or(bytes.len());
        match read_cbr_at(&bytes[start..end], start as u64) {
            // A record with an empty board and no moves is a heading of the library
            // (a section title such as 男子组20局), not a game.
            Ok(g) if g.tree.is_empty() && g.start.board.iter().all(Option::is_none) => {}
            Ok(g) => games.push(g),
            Err(e) => {
                games.push(GameRecord {
                    start: Setup::default(),
                    problem: Some(GameError::at_start(
                        GameErrorKind::Syntax(e.to_string()),
                        "",
                        Location::Byte(start as u64),
                    )),
                    ..GameRecord::default()
                });
            }
        }
    }
    let name = utf16le_field(bytes.get(64..576).unwrap_or_default());
    if !name.trim().is_empty() {
        for g in &mut games {
            if g.headers.get("Event").is_none() {
                g.headers.set("Event", name.trim());
            }
        }
    }
    Ok(games)
}

fn find_all(haystack: &[u8], needle: &[u8; 16]) -> Vec<usize> {
    let mut out = Vec::new();
    let mut i = 0;
    while i + needle.len() <= haystack.len() {
        match haystack[i..].iter().position(|&b| b == needle[0]) {
            None => break,
            Some(p) => {
                i += p;
                if haystack[i..].starts_with(needle) {
                    out.push(i);
                    i += needle.len();
                } else {
                    i += 1;
                }
            }
        }
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn points_of_both_versions() {
        assert_eq!(v2_square(0), Some(Square::from_iccs("a9").unwrap()));
        assert_eq!(v2_square(70), Some(Square::from_iccs("h2").unwrap()));
        assert_eq!(v2_square(90), None);
        assert_eq!(v1_square(0x47), Some(Square::from_iccs("e2").unwrap()));
        assert_eq!(v1_square(0x4A), None);
        assert_eq!(v1_square(0x97), None);
    }

    #[test]
    fn signatures_are_found_in_a_library() {
        let mut lib = CBL_MAGIC.to_vec();
        lib.extend([0u8; 10]);
        lib.extend(CBR_MAGIC);
        lib.extend(b"CCB");
        lib.extend(CBR_MAGIC);
        assert_eq!(find_all(&lib, CBR_MAGIC), vec![26, 45]);
    }
}
