//! 象棋桥 CBF: an XML record, `<ChineseChessRecord Version="1.0">` with a `<Head>` of
//! named fields (the start `<FEN>`, `<RecordResult>` 0 unknown / 1 Red wins / 2 Black
//! wins / 3, 4 draw) and a `<MoveList>` of `<Move value="x1y1-x2y2"/>` (x from the
//! left, y from the top), the first `00-00` carrying the game comment; comments are
//! the elements' text (CDATA). The last move carries `end="1"`.
//!
//! The public readers (walker8088/cchess `read_cbf.py`) read the main line only, and
//! no file with variations has been seen: moves after the one marked `end` are
//! reported as not supported rather than guessed at.

use std::collections::HashMap;

use quick_xml::Reader;
use quick_xml::events::{BytesStart, Event};

use crate::rules::{Move, Position, Setup, Square};

use super::error::{GameError, GameErrorKind, LineIndex, RecordError};
use super::model::{GameRecord, GameResult, Headers, opening};
use super::replay::{Cursor, move_error};

/// One `<Move>` element.
struct CbfMove {
    value: String,
    end: bool,
    comment: String,
    offset: usize,
}

/// Reads a CBF record.
pub fn read_cbf(text: &str) -> Result<GameRecord, RecordError> {
    if !text.contains("<ChineseChessRecord") {
        return Err(RecordError::BadSignature {
            format: "象棋桥 CBF",
            detail: "there is no <ChineseChessRecord> element".into(),
        });
    }
    let mut lines = LineIndex::new(text);
    let mut head: HashMap<String, (String, usize)> = HashMap::new();
    let mut moves: Vec<CbfMove> = Vec::new();
    let xml_error = parse(text, &mut head, &mut moves).err();

    let mut record = GameRecord {
        headers: headers(&head),
        result: match head.get("RecordResult").map(|s| s.0.trim()) {
            Some("1") => GameResult::RedWins,
            Some("2") => GameResult::BlackWins,
            Some("3" | "4") => GameResult::Draw,
            _ => GameResult::Unknown,
        },
        ..GameRecord::default()
    };
    let (fen, fen_at) = head.get("FEN").map_or(("", 0), |(s, at)| (s.trim(), *at));
    let start = if fen.is_empty() {
        opening().0.clone()
    } else {
        let parsed = Setup::from_fen(fen)
            .map_err(GameErrorKind::Fen)
            .and_then(|s| Position::from_setup(&s).map_err(GameErrorKind::StartPosition));
        match parsed {
            Ok(p) => p,
            Err(kind) => {
                record.start = Setup::from_fen(fen).unwrap_or_default();
                let at = lines.location(fen_at);
                record.problem = Some(GameError::at_start(kind, fen, at));
                return Ok(record);
            }
        }
    };
    record.start = start.to_setup();

    let mut cursor = Cursor::start(&record.tree, start);
    let mut ended = false;
    for (i, m) in moves.iter().enumerate() {
        let mut fail = |record: &mut GameRecord, ply, kind| {
            record.problem = Some(move_error(
                &record.start,
                ply,
                false,
                m.value.clone(),
                lines.location(m.offset),
                kind,
            ));
        };
        let Some(mv) = decode_move(&m.value) else {
            let kind = GameErrorKind::Syntax("a move value is \"x1y1-x2y2\" (digits)".into());
            fail(&mut record, cursor.ply + 1, kind);
            return Ok(record);
        };
        let comment = m.comment.trim();
        let comment = (!comment.is_empty()).then(|| comment.to_string());
        if i == 0 && mv.from == mv.to {
            record.tree.set_comment(record.tree.root(), comment);
            continue;
        }
        if ended {
            let kind = GameErrorKind::Unsupported(
                "moves after the one marked end=\"1\" (CBF variations are not documented)".into(),
            );
            fail(&mut record, cursor.ply + 1, kind);
            return Ok(record);
        }
        if let Err(e) = cursor.play(&mut record.tree, mv) {
            fail(&mut record, cursor.ply + 1, GameErrorKind::IllegalMove(e));
            return Ok(record);
        }
        record.tree.set_comment(cursor.node, comment);
        ended = m.end;
    }
    if let Some((offset, message)) = xml_error {
        record.problem = Some(move_error(
            &record.start,
            cursor.ply + 1,
            false,
            String::new(),
            lines.location(offset),
            GameErrorKind::Syntax(format!("bad XML: {message}")),
        ));
    }
    Ok(record)
}

/// Collects the head fields and the moves. On an XML error, what was read so far
/// stays and the error (offset, message) is returned.
fn parse(
    text: &str,
    head: &mut HashMap<String, (String, usize)>,
    moves: &mut Vec<CbfMove>,
) -> Result<(), (usize, String)> {
    let mut reader = Reader::from_str(text);
    // Which element the text belongs to: a head field or a move.
    let mut field: Option<String> = None;
    let mut in_head = false;
    let mut in_move = false;
    loop {
        let offset = reader.buffer_position() as usize;
        let event = reader
            .read_event()
            .map_err(|e| (reader.error_position() as usize, e.to_string()))?;
        match event {
            Event::Start(e) => {
                let name = element_name(&e);
                match name.as_str() {
                    "Head" => in_head = true,
                    "Move" => {
                        moves.push(read_move(&e, offset)?);
                        in_move = true;
                    }
                    _ if in_head => {
                        head.entry(name.clone()).or_insert((String::new(), offset));
                        field = Some(name);
                    }
                    _ => {}
                }
            }
            Event::Empty(e) if element_name(&e) == "Move" => {
                moves.push(read_move(&e, offset)?);
            }
            Event::End(e) => match e.name().as_ref() {
                "Head" => in_head = false,
                "Move" => in_move = false,
                _ => field = None,
            },
            Event::Text(t) => push_text(&t, &field, in_move, head, moves),
            Event::CData(t) => push_text(&t, &field, in_move, head, moves),
            Event::GeneralRef(r) => {
                let c = match r.resolve_char_ref() {
                    Ok(Some(c)) => c,
                    _ => match &*r {
                        "amp" => '&',
                        "lt" => '<',
                        "gt" => '>',
                        "quot" => '"',
                        "apos" => '\'',
                        _ => '\u{FFFD}',
                    },
                };
                push_text(c.encode_utf8(&mut [0; 4]), &field, in_move, head, moves);
            }
            Event::Eof => return Ok(()),
            _ => {}
        }
    }
}

fn element_name(e: &BytesStart) -> String {
    e.name().as_ref().to_string()
}

fn push_text(
    text: &str,
    field: &Option<String>,
    in_move: bool,
    head: &mut HashMap<String, (String, usize)>,
    moves: &mut [CbfMove],
) {
    if in_move {
        if let Some(m) = moves.last_mut() {
            m.comment.push_str(text);
        }
    } else if let Some((value, _)) = field.as_ref().and_then(|f| head.get_mut(f)) {
        value.push_str(text);
    }
}

fn read_move(e: &BytesStart, offset: usize) -> Result<CbfMove, (usize, String)> {
    let mut value = String::new();
    let mut end = false;
    for attr in e.attributes() {
        let attr = attr.map_err(|err| (offset, err.to_string()))?;
        let v = attr
            .normalized_value(quick_xml::XmlVersion::Implicit1_0)
            .map_err(|err| (offset, err.to_string()))?;
        match attr.key.as_ref() {
            "value" => value = v.into_owned(),
            "end" => end = v.trim() == "1",
            _ => {}
        }
    }
    Ok(CbfMove {
        value,
        end,
        comment: String::new(),
        offset,
    })
}

/// `"77-47"`: x1 y1 - x2 y2, y counted from the top.
fn decode_move(value: &str) -> Option<Move> {
    let b = value.trim().as_bytes();
    if b.len() != 5 || b[2] != b'-' {
        return None;
    }
    let sq = |x: u8, y: u8| {
        let (x, y) = (x.wrapping_sub(b'0'), y.wrapping_sub(b'0'));
        (x < 9 && y < 10).then(|| Square::new(x, 9 - y))
    };
    Some(Move::new(sq(b[0], b[1])?, sq(b[3], b[4])?))
}

fn headers(head: &HashMap<String, (String, usize)>) -> Headers {
    let mut h = Headers::new();
    for (field, name) in [
        ("Name", "Title"),
        ("Contest", "Event"),
        ("Round", "Round"),
        ("Group", "Group"),
        ("Table", "Table"),
        ("Date", "Date"),
        ("Site", "Site"),
        ("TimeRule", "TimeControl"),
        ("Red", "Red"),
        ("RedTeam", "RedTeam"),
        ("RedTime", "RedTime"),
        ("RedRating", "RedElo"),
        ("Black", "Black"),
        ("BlackTeam", "BlackTeam"),
        ("BlackTime", "BlackTime"),
        ("BlackRating", "BlackElo"),
        ("Referee", "Referee"),
        ("Recorder", "Recorder"),
        ("Commentator", "Annotator"),
        ("Creator", "Author"),
        ("ECCO", "ECCO"),
    ] {
        if let Some((v, _)) = head.get(field) {
            h.set_nonempty(name, v);
        }
    }
    h
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::record::error::Location;

    const RECORD: &str = r#"<?xml version="1.0" encoding="UTF-8"?>
<ChineseChessRecord Version="1.0">
 <Head><Name>A &amp; B</Name><RecordResult>1</RecordResult>
  <FEN>rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RNBAKABNR w - - 0 1</FEN></Head>
 <MoveList>
  <Move value="00-00"><![CDATA[root]]></Move>
  <Move value="77-47" />
  <Move value="70-62" end="1"><![CDATA[horse]]></Move>
 </MoveList>
</ChineseChessRecord>"#;

    #[test]
    fn reads_head_moves_and_comments() {
        let g = read_cbf(RECORD).unwrap();
        assert_eq!(g.problem, None);
        assert_eq!(g.headers.get("Title"), Some("A & B"));
        assert_eq!(g.result, GameResult::RedWins);
        let line: Vec<String> = g.main_line().iter().map(|m| m.to_string()).collect();
        assert_eq!(line, ["h2e2", "h9g7"]);
        assert_eq!(g.comment(), Some("root"));
        let last = *g.tree.main_line_nodes().last().unwrap();
        assert_eq!(g.tree.comment(last), Some("horse"));
    }

    #[test]
    fn broken_xml_keeps_the_moves_before_the_break() {
        let cut = &RECORD[..RECORD.find("<Move value=\"70").unwrap() + 12];
        let g = read_cbf(cut).unwrap();
        assert_eq!(g.main_line().len(), 1);
        let e = g.problem.unwrap();
        assert!(e.to_string().contains("bad XML"), "{e}");
        assert!(
            matches!(e.location, Location::Text { line: 8, .. }),
            "{e:?}"
        );
    }
}
