//! 东萍 DhtmlXQ / UBB text (dpxq.com and the many sites that copied it), alone or
//! inside an HTML page, one game per `[DhtmlXQ]…[/DhtmlXQ]` block (also
//! `[DhtmlXQHTML]`, `[DhtmlXQiFrame]`, and 打虎将's `[DHJHtmlXQ]`).
//!
//! Tags `[DhtmlXQ_name]value[/DhtmlXQ_name]`: the board as `binit` (32 pieces × `xy`,
//! x from the left, y from the top, `99` absent; order RNBAKABNRCCPPPPP then
//! rnbakabnrccppppp) or `fen`; the main line as `movelist` (4 digits a ply,
//! `x1y1x2y2`); variations as `move_<branch>_<ply>_<new branch>` (the new branch's
//! first move replaces ply `<ply>` of `<branch>`); comments as `comment<ply>` or
//! `comment<branch>_<ply>`, `||` for a line break. The side to move is that of the
//! first move's piece. Reading follows FastLight126/vschess `dataToNode_DhtmlXQ`.

use std::collections::HashMap;

use crate::rules::{Color, Kind, Move, Piece, Setup, Square};

use super::error::{GameError, GameErrorKind, LineIndex, Location, RecordError};
use super::model::{GameRecord, GameResult, Headers, opening};
use super::replay::{Cursor, move_error, start_position, would_be_variation};
use super::tree::NodeId;

/// Reads every DhtmlXQ game of a text.
pub fn read_dhtmlxq(text: &str) -> Result<Vec<GameRecord>, RecordError> {
    let normalized;
    let text = if text.contains("[DHJHtmlXQ") {
        normalized = from_dhj(text);
        &normalized
    } else {
        text
    };
    let mut lines = LineIndex::new(text);
    let mut games = Vec::new();
    for block in blocks(text) {
        let tags = tags(text, block);
        if tags.is_empty() {
            continue;
        }
        games.push(game(&tags, &mut lines));
    }
    if games.is_empty() {
        return Err(RecordError::NoGames {
            location: Location::Unknown,
            detail: "no [DhtmlXQ_...] tags".into(),
        });
    }
    Ok(games)
}

/// 打虎将 (gdchess.com) writes DhtmlXQ with other names: `DHJHtmlXQ`, numbered tags
/// (31 a 90-character board, 32 the side to move, 34 the moves with y counted from
/// the bottom) and `comment_`. Rewritten into DhtmlXQ as vschess does.
fn from_dhj(text: &str) -> String {
    let mut t = text
        .replace("DHJHtmlXQ", "DhtmlXQ")
        .replace("DhtmlXQ_32", "DhtmlXQ_startplayer")
        .replace("DhtmlXQ_33", "DhtmlXQ_startstep")
        .replace("game_comment_", "DhtmlXQ_comment")
        .replace("[comment_", "[DhtmlXQ_comment")
        .replace("[/comment_", "[/DhtmlXQ_comment");
    // The board: 90 characters row by row from the top, FEN letters or anything
    // else for an empty point.
    if let Some((start, end)) = tag_span(&t, "DhtmlXQ_31") {
        let cells: Vec<char> = t[start..end].chars().collect();
        let fen = if cells.len() == 90 {
            let rows: Vec<String> = cells
                .chunks(9)
                .map(|row| {
                    let mut out = String::new();
                    let mut empty = 0;
                    for &c in row {
                        if Kind::from_fen_char(c).is_some() {
                            if empty > 0 {
                                out.push(char::from(b'0' + empty));
                                empty = 0;
                            }
                            out.push(c);
                        } else {
                            empty += 1;
                        }
                    }
                    if empty > 0 {
                        out.push(char::from(b'0' + empty));
                    }
                    out
                })
                .collect();
            rows.join("/")
        } else {
            t[start..end].to_string()
        };
        t.replace_range(start..end, &fen);
        t = t.replace("DhtmlXQ_31", "DhtmlXQ_fen");
    }
    if let Some((start, end)) = tag_span(&t, "DhtmlXQ_34") {
        let flipped: String = t[start..end]
            .char_indices()
            .map(|(i, c)| match c.to_digit(10) {
                Some(d) if i % 2 == 1 => char::from(b'0' + (9 - d as u8)),
                _ => c,
            })
            .collect();
        t.replace_range(start..end, &flipped);
        t = t.replace("DhtmlXQ_34", "DhtmlXQ_movelist");
    }
    t
}

/// The byte range of the value of `[name]...[/name]`.
fn tag_span(text: &str, name: &str) -> Option<(usize, usize)> {
    let open = format!("[{name}]");
    let start = text.find(&open)? + open.len();
    let end = start + text[start..].find("[/")?;
    Some((start, end))
}

/// The byte ranges of the game blocks: from each opening tag to the next one.
fn blocks(text: &str) -> Vec<(usize, usize)> {
    let mut starts = Vec::new();
    let mut at = 0;
    while let Some(i) = text[at..].find("[DhtmlXQ") {
        let start = at + i;
        let rest = &text[start + "[DhtmlXQ".len()..];
        if rest.starts_with(']') || rest.starts_with("HTML]") || rest.starts_with("iFrame]") {
            starts.push(start);
        }
        at = start + 1;
    }
    if starts.is_empty() {
        // Bare tags without a wrapper: the whole text is one game.
        return vec![(0, text.len())];
    }
    starts
        .iter()
        .enumerate()
        .map(|(i, &s)| (s, starts.get(i + 1).copied().unwrap_or(text.len())))
        .collect()
}

/// A tag's value and the offset of the value in the text.
struct Tag<'a> {
    value: &'a str,
    offset: usize,
}

fn tags(text: &str, (start, end): (usize, usize)) -> HashMap<String, Tag<'_>> {
    const OPEN: &str = "[DhtmlXQ_";
    let block = &text[start..end];
    let mut out = HashMap::new();
    let mut at = 0;
    while let Some(i) = block[at..].find(OPEN) {
        let name_start = at + i + OPEN.len();
        let Some(name_len) = block[name_start..].find(']') else {
            break;
        };
        let name = &block[name_start..name_start + name_len];
        let value_start = name_start + name_len + 1;
        let value_len = block[value_start..]
            .find("[/DhtmlXQ_")
            .unwrap_or(block.len() - value_start);
        let value = &block[value_start..value_start + value_len];
        if !name.is_empty() && name.len() < 40 {
            out.entry(name.to_ascii_lowercase()).or_insert(Tag {
                value,
                offset: start + value_start,
            });
        }
        at = value_start + value_len;
    }
    out
}

const PIECES: &[u8; 16] = b"RNBAKABNRCCPPPPP";

fn game(tags: &HashMap<String, Tag>, lines: &mut LineIndex) -> GameRecord {
    let mut record = GameRecord {
        headers: headers(tags),
        result: tags
            .get("result")
            .map_or(GameResult::Unknown, |t| result(t.value)),
        ..GameRecord::default()
    };

    let fail_start = |record: &mut GameRecord, kind, text: &str, offset| {
        record.start = Setup::default();
        record.problem = Some(GameError::at_start(kind, text, offset));
    };
    // The board: `fen` first, then `binit`, else the opening position.
    let mut board = if let Some(fen) = tags.get("fen").filter(|t| !t.value.trim().is_empty()) {
        match Setup::from_fen(fen.value.trim()) {
            Ok(s) => s,
            Err(e) => {
                fail_start(
                    &mut record,
                    GameErrorKind::Fen(e),
                    fen.value,
                    lines.location(fen.offset),
                );
                return record;
            }
        }
    } else if let Some(binit) = tags.get("binit") {
        match board_from_binit(binit.value.trim()) {
            Ok(s) => s,
            Err(msg) => {
                let loc = lines.location(binit.offset);
                fail_start(&mut record, GameErrorKind::Syntax(msg), binit.value, loc);
                return record;
            }
        }
    } else {
        opening().1.clone()
    };
    if let Some(p) = tags.get("startplayer") {
        board.side = if p.value.trim() == "1" {
            Color::Black
        } else {
            Color::Red
        };
    }

    let main = tags
        .get("movelist")
        .map_or(Ok(Vec::new()), |t| moves(t, lines));
    let main = match main {
        Ok(m) => m,
        Err(e) => {
            record.start = board;
            record.problem = Some(e);
            return record;
        }
    };
    let start = match start_position(&mut board, main.first().map(|m| m.0)) {
        Ok(p) => p,
        Err(e) => {
            record.start = board.clone();
            let at = tags.get("fen").or_else(|| tags.get("binit"));
            record.problem = Some(GameError::at_start(
                GameErrorKind::StartPosition(e),
                board.fen(),
                at.map_or(Location::Unknown, |t| lines.location(t.offset)),
            ));
            return record;
        }
    };
    record.start = board;
    record
        .tree
        .set_comment(record.tree.root(), comment(tags, 0, 0));

    // Node reached after each (branch, ply); the start is (0, 0).
    let mut reached: HashMap<(u32, u32), NodeId> = HashMap::new();
    reached.insert((0, 0), record.tree.root());
    let cursor = Cursor::start(&record.tree, start);
    if let Err(e) = grow(&mut record, cursor, 0, &main, tags, &mut reached, lines) {
        record.problem = Some(e);
        return record;
    }

    // Variations, possibly listed before the branch they start from.
    let mut pending: Vec<(u32, u32, u32, &Tag)> = tags
        .iter()
        .filter_map(|(name, tag)| {
            let mut it = name
                .strip_prefix("move_")?
                .split('_')
                .map(|n| n.parse::<u32>().ok());
            match (it.next()?, it.next()?, it.next()?, it.next()) {
                (Some(b), Some(p), Some(n), None) => Some((b, p, n, tag)),
                _ => None,
            }
        })
        .collect();
    pending.sort_by_key(|&(b, p, n, _)| (n, b, p));
    while !pending.is_empty() {
        let before = pending.len();
        let mut i = 0;
        while i < pending.len() {
            let (branch, ply, new_branch, tag) = pending[i];
            let Some(&parent) = reached.get(&(branch, ply.saturating_sub(1))) else {
                i += 1;
                continue;
            };
            pending.swap_remove(i);
            let line = match moves(tag, lines) {
                Ok(l) => l,
                Err(e) => {
                    record.problem = Some(e);
                    return record;
                }
            };
            let pos = record.position_at(parent).expect("the start was validated");
            let cursor = Cursor {
                node: parent,
                pos,
                ply: ply.saturating_sub(1),
            };
            if let Err(e) = grow(
                &mut record,
                cursor,
                new_branch,
                &line,
                tags,
                &mut reached,
                lines,
            ) {
                record.problem = Some(e);
                return record;
            }
        }
        if pending.len() == before {
            let (b, p, n, tag) = pending[0];
            record.problem = Some(GameError::at_start(
                GameErrorKind::Syntax(format!(
                    "variation move_{b}_{p}_{n} starts from ply {p} of branch {b}, which does not exist"
                )),
                tag.value,
                lines.location(tag.offset),
            ));
            return record;
        }
    }
    record
}

/// Plays `line` (moves with their offsets) from `cursor` as branch `branch`.
fn grow(
    record: &mut GameRecord,
    mut cursor: Cursor,
    branch: u32,
    line: &[(Move, usize)],
    tags: &HashMap<String, Tag>,
    reached: &mut HashMap<(u32, u32), NodeId>,
    lines: &mut LineIndex,
) -> Result<(), GameError> {
    for &(mv, offset) in line {
        if let Err(e) = cursor.play(&mut record.tree, mv) {
            return Err(move_error(
                &record.start,
                cursor.ply + 1,
                would_be_variation(&record.tree, cursor.node),
                mv.to_string(),
                lines.location(offset),
                GameErrorKind::IllegalMove(e),
            ));
        }
        reached.insert((branch, cursor.ply), cursor.node);
        if let Some(c) = comment(tags, branch, cursor.ply) {
            record.tree.set_comment(cursor.node, Some(c));
        }
    }
    Ok(())
}

/// Decodes a move list: 4 digits a ply, y counted from the top. Each move comes with
/// its offset in the text (turned into a line and column only for an error: long
/// one-line pages would make that quadratic).
fn moves(tag: &Tag, lines: &mut LineIndex) -> Result<Vec<(Move, usize)>, GameError> {
    let digits = tag.value.trim();
    let lead = tag.value.len() - tag.value.trim_start().len();
    let mut out = Vec::with_capacity(digits.len() / 4);
    for (k, chunk) in digits.as_bytes().chunks(4).enumerate() {
        let offset = tag.offset + lead + 4 * k;
        let d: Vec<u8> = chunk.iter().map(|c| c.wrapping_sub(b'0')).collect();
        let sq = |x: u8, y: u8| (x < 9 && y < 10).then(|| Square::new(x, 9 - y));
        let squares = match d[..] {
            [x1, y1, x2, y2] => sq(x1, y1).zip(sq(x2, y2)),
            _ => None,
        };
        let Some((from, to)) = squares else {
            return Err(GameError::at_start(
                GameErrorKind::Syntax(format!("ply {} is not 4 digits x1y1x2y2 with x 0-8", k + 1)),
                String::from_utf8_lossy(chunk),
                lines.location(offset),
            ));
        };
        out.push((Move::new(from, to), offset));
    }
    Ok(out)
}

fn board_from_binit(binit: &str) -> Result<Setup, String> {
    let b = binit.as_bytes();
    if b.len() != 64 || !b.iter().all(u8::is_ascii_digit) {
        return Err(format!(
            "binit must be 64 digits (32 pieces × xy), it has {} characters",
            binit.chars().count()
        ));
    }
    let mut setup = Setup::default();
    for i in 0..32 {
        let (x, y) = (b[2 * i] - b'0', b[2 * i + 1] - b'0');
        if x > 8 {
            continue; // 99: not on the board
        }
        let color = if i < 16 { Color::Red } else { Color::Black };
        let kind = Kind::from_fen_char(char::from(PIECES[i % 16])).expect("piece letters");
        let sq = Square::new(x, 9 - y);
        if setup.piece_at(sq).is_some() {
            return Err(format!("binit puts two pieces on {sq}"));
        }
        setup.set(sq, Some(Piece::new(color, kind)));
    }
    Ok(setup)
}

fn comment(tags: &HashMap<String, Tag>, branch: u32, ply: u32) -> Option<String> {
    let key = if branch == 0 {
        format!("comment{ply}")
    } else {
        format!("comment{branch}_{ply}")
    };
    let alt = format!("comment{branch}_{ply}");
    let tag = tags.get(&key).or_else(|| tags.get(&alt))?;
    let text = tag.value.replace("||", "\n");
    let text = text.trim();
    (!text.is_empty()).then(|| text.to_string())
}

fn result(text: &str) -> GameResult {
    match text.trim() {
        // English dpxq pages: the result of the Red player.
        "W" | "w" => GameResult::RedWins,
        "L" | "l" => GameResult::BlackWins,
        "D" | "d" => GameResult::Draw,
        other => GameResult::parse(other).unwrap_or_default(),
    }
}

fn headers(tags: &HashMap<String, Tag>) -> Headers {
    let mut h = Headers::new();
    for (tag, name) in [
        ("title", "Title"),
        ("event", "Event"),
        ("date", "Date"),
        ("place", "Site"),
        ("round", "Round"),
        ("group", "Group"),
        ("table", "Table"),
        ("red", "Red"),
        ("redteam", "RedTeam"),
        ("black", "Black"),
        ("blackteam", "BlackTeam"),
        ("timerule", "TimeControl"),
        ("open", "Opening"),
        ("remark", "Remark"),
        ("author", "Author"),
    ] {
        if let Some(t) = tags.get(tag) {
            h.set_nonempty(name, t.value);
        }
    }
    h
}

#[cfg(test)]
mod tests {
    use super::*;

    fn iccs(line: &[Move]) -> String {
        line.iter()
            .map(|m| m.to_string())
            .collect::<Vec<_>>()
            .join(" ")
    }

    #[test]
    fn main_line_variations_and_comments() {
        // 1. 炮二平五 马８进７ (1... 炮８平５ 2. 马二进三) 2. 马二进三
        let text = "[DhtmlXQ][DhtmlXQ_title]t[/DhtmlXQ_title]\
            [DhtmlXQ_movelist]774770627967[/DhtmlXQ_movelist]\
            [DhtmlXQ_move_0_2_1]72427967[/DhtmlXQ_move_0_2_1]\
            [DhtmlXQ_comment0]start[/DhtmlXQ_comment0]\
            [DhtmlXQ_comment1]center||cannon[/DhtmlXQ_comment1]\
            [DhtmlXQ_comment1_2]mirror[/DhtmlXQ_comment1_2]\
            [DhtmlXQ_result]红胜[/DhtmlXQ_result][/DhtmlXQ]";
        let games = read_dhtmlxq(text).unwrap();
        assert_eq!(games.len(), 1);
        let g = &games[0];
        assert_eq!(g.problem, None);
        assert_eq!(g.result, GameResult::RedWins);
        assert_eq!(g.headers.get("Title"), Some("t"));
        let lines: Vec<String> = g.tree.lines().iter().map(|l| iccs(l)).collect();
        assert_eq!(lines, vec!["h2e2 h9g7 h0g2", "h2e2 h7e7 h0g2"]);
        assert_eq!(g.comment(), Some("start"));
        let first = g.tree.main_child(g.tree.root()).unwrap();
        assert_eq!(g.tree.comment(first), Some("center\ncannon"));
        let var = g.tree.children(first).nth(1).unwrap();
        assert_eq!(g.tree.comment(var), Some("mirror"));
    }

    #[test]
    fn bad_digits_and_unknown_branches_are_reported() {
        let g = &read_dhtmlxq("[DhtmlXQ][DhtmlXQ_movelist]77a7[/DhtmlXQ_movelist][/DhtmlXQ]")
            .unwrap()[0];
        let e = g.problem.as_ref().unwrap();
        assert!(e.to_string().contains("4 digits"), "{e}");
        assert_eq!(e.text, "77a7");
        assert!(
            matches!(
                e.location,
                Location::Text {
                    line: 1,
                    column: 28
                }
            ),
            "{e:?}"
        );

        let g = &read_dhtmlxq(
            "[DhtmlXQ_movelist]7747[/DhtmlXQ_movelist][DhtmlXQ_move_3_5_4]7062[/DhtmlXQ_move_3_5_4]",
        )
        .unwrap()[0];
        assert!(
            g.problem
                .as_ref()
                .unwrap()
                .to_string()
                .contains("move_3_5_4")
        );
    }

    #[test]
    fn dhj_variant_is_rewritten_as_vschess_does() {
        // 打虎将: a 90-character board (31), y counted from the bottom in the moves (34).
        let board = "rnbakabnr*********_c_____c_p_p_p_p_p******************P_P_P_P_P_C_____C_*********RNBAKABNR";
        let text = format!(
            "[DHJHtmlXQ][DhtmlXQ_31]{board}[/DhtmlXQ_31][DhtmlXQ_32]0[/DhtmlXQ_32]\
             [DhtmlXQ_34]72427967[/DhtmlXQ_34][DHJHtmlXQ_comment1]center[/DHJHtmlXQ_comment1][/DHJHtmlXQ]"
        );
        let g = &read_dhtmlxq(&text).unwrap()[0];
        assert_eq!(g.problem, None, "{:?}", g.problem);
        assert_eq!(iccs(&g.main_line()), "h2e2 h9g7");
        assert_eq!(g.start, opening().1);
    }

    #[test]
    fn binit_board_and_side_from_the_first_move() {
        // Red general e0 (x4 y9), Black general d9 (x3 y0), Black rook a9 moves first.
        let mut binit = String::new();
        for i in 0..32 {
            binit.push_str(match i {
                4 => "49",
                20 => "30",
                16 => "00",
                _ => "99",
            });
        }
        let text = format!(
            "[DhtmlXQ_binit]{binit}[/DhtmlXQ_binit][DhtmlXQ_movelist]0001[/DhtmlXQ_movelist]"
        );
        let g = &read_dhtmlxq(&text).unwrap()[0];
        assert_eq!(g.problem, None, "{:?}", g.problem);
        assert_eq!(g.start.side, Color::Black);
        assert_eq!(iccs(&g.main_line()), "a9a8");
    }
}
