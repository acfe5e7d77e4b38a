//! Random game records for the record tests: legal moves only, nested variations,
//! comments and header values full of the characters that need care in PGN.
#![allow(dead_code)]

use std::path::{Path, PathBuf};

use chuhe::record::{GameRecord, GameResult, NodeId};
use chuhe::rules::Position;

/// Draws numbers from a list of choices (what proptest shrinks), 0 when exhausted.
pub struct Choices<'a> {
    values: std::slice::Iter<'a, u16>,
}

impl<'a> Choices<'a> {
    pub fn new(values: &'a [u16]) -> Choices<'a> {
        Choices {
            values: values.iter(),
        }
    }

    pub fn next(&mut self, below: usize) -> usize {
        match self.values.next() {
            Some(&v) if below > 0 => v as usize % below,
            _ => 0,
        }
    }
}

const TEXT: &[&str] = &[
    "好棋",
    "炮二平五",
    " ",
    "a",
    "\"",
    "\\",
    "(",
    ")",
    "[",
    "]",
    ";",
    "1-0",
    "*",
    "\n",
    "红胜",
    "１２",
    "{",
    "…",
    "1.",
    "$1",
    "象",
    "x",
];

/// A text made of pieces that PGN must carry through: quotes, brackets, results,
/// move numbers, Chinese. Never empty after trimming; never holds `}`.
pub fn text(c: &mut Choices, newlines: bool) -> String {
    let n = 1 + c.next(6);
    let mut s = String::new();
    for _ in 0..n {
        let piece = TEXT[c.next(TEXT.len())];
        if piece == "\n" && !newlines {
            continue;
        }
        s.push_str(piece);
    }
    let s = s.trim().to_string();
    if s.is_empty() { "注".to_string() } else { s }
}

/// A random legal game: a start reached by a few random moves from the opening (so
/// either side may move first), headers, a main line with comments and nested
/// variations, a result.
pub fn random_record(c: &mut Choices) -> GameRecord {
    let mut start = Position::startpos();
    for _ in 0..c.next(12) {
        let moves = start.legal_moves();
        if moves.is_empty() {
            break;
        }
        start.play_unchecked(moves[c.next(moves.len())]);
    }
    let mut record = GameRecord::new(&start);
    let names = [
        "Event", "Site", "Date", "Red", "Black", "Round", "Opening", "RedTeam",
    ];
    for name in names.iter().take(c.next(names.len() + 1)) {
        record.headers.set(name, text(c, false));
    }
    if c.next(3) == 0 {
        let comment = text(c, true);
        record.tree.set_comment(record.tree.root(), Some(comment));
    }
    let len = c.next(60);
    let root = record.tree.root();
    grow(&mut record, root, start, len, 0, c);
    record.result = [
        GameResult::RedWins,
        GameResult::BlackWins,
        GameResult::Draw,
        GameResult::Unknown,
    ][c.next(4)];
    if c.next(4) == 0 {
        record.result_reason = Some(text(c, false));
    }
    record
}

fn grow(
    record: &mut GameRecord,
    mut node: NodeId,
    mut pos: Position,
    len: usize,
    depth: usize,
    c: &mut Choices,
) {
    for _ in 0..len {
        let moves = pos.legal_moves();
        if moves.is_empty() {
            return;
        }
        let i = c.next(moves.len());
        let child = record.tree.add_move(node, moves[i]);
        if c.next(6) == 0 {
            let comment = text(c, true);
            record.tree.set_comment(child, Some(comment));
        }
        if depth < 3 && moves.len() > 1 && c.next(7) == 0 {
            // A variation: another move in place of this one, with its own line.
            let other = moves[(i + 1 + c.next(moves.len() - 1)) % moves.len()];
            let v = record.tree.add_move(node, other);
            let after = pos.after(other);
            let n = c.next(8);
            grow(record, v, after, n, depth + 1, c);
        }
        pos.play_unchecked(moves[i]);
        node = child;
    }
}

/// Every file below `dir`, in name order.
pub fn all_files(dir: &Path) -> Vec<PathBuf> {
    let mut out = Vec::new();
    let mut stack = vec![dir.to_path_buf()];
    while let Some(d) = stack.pop() {
        for e in std::fs::read_dir(&d).unwrap() {
            let p = e.unwrap().path();
            if p.is_dir() {
                stack.push(p);
            } else {
                out.push(p);
            }
        }
    }
    out.sort();
    out
}
