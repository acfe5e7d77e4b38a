//! The move list of a record with its variations, as ChessBase and XQStudio show it:
//! the main line wrapped as text, each variation on lines of its own, indented one
//! step deeper and in parentheses, right after the move it is an alternative to.
//!
//! The layout is a pure function of the record, the notation and the width, so the
//! drawing and the mapping of a mouse click use the same lines.

use std::collections::HashMap;

use unicode_width::UnicodeWidthStr;

use chuhe_core::notation::{Style, write_move};
use chuhe_core::record::{GameRecord, NodeId, nag_symbol};
use chuhe_core::rules::{Color, Position};

/// One word of the list: a move (with its number and NAG symbols) or a bracket.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Word {
    pub text: String,
    /// The move's node; `None` for a bracket or a move number alone.
    pub node: Option<NodeId>,
    /// Where the word starts in its line (display columns).
    pub x: u16,
}

/// A line of the list.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct ListLine {
    /// Variation depth (0: the main line).
    pub depth: u16,
    pub words: Vec<Word>,
}

/// The text of each move, computed once per record and notation.
pub type MoveTexts = HashMap<NodeId, String>;

/// Every move's text in `style`, with its NAG symbols (`!`, `?!`, `$14`).
pub fn move_texts(record: &GameRecord, style: &Style) -> MoveTexts {
    let mut out = MoveTexts::new();
    let Ok(start) = record.start_position() else {
        return out;
    };
    let tree = &record.tree;
    let mut stack: Vec<(NodeId, Position)> = vec![(tree.root(), start)];
    while let Some((node, pos)) = stack.pop() {
        for child in tree.children(node) {
            let Some(mv) = tree.move_at(child) else {
                continue;
            };
            let mut text = write_move(&pos, mv, style);
            for nag in tree.nags(child) {
                match nag_symbol(nag) {
                    Some(s) => text.push_str(s),
                    None => text.push_str(&format!(" ${nag}")),
                }
            }
            out.insert(child, text);
            let mut next = pos.clone();
            next.play_unchecked(mv);
            stack.push((child, next));
        }
    }
    out
}

/// How deep each variation is indented, in columns.
const INDENT: u16 = 2;

struct Builder<'a> {
    record: &'a GameRecord,
    texts: &'a MoveTexts,
    width: u16,
    lines: Vec<ListLine>,
}

impl Builder<'_> {
    /// Starts a line at `depth`. A line still empty is taken for it rather than
    /// left behind: closing a bracket looks back for the last word, and a trail of
    /// empty lines (one per nested variation closed) would make that quadratic.
    fn line(&mut self, depth: u16) {
        match self.lines.last_mut() {
            Some(l) if l.words.is_empty() => l.depth = depth,
            _ => self.lines.push(ListLine {
                depth,
                words: Vec::new(),
            }),
        }
    }

    fn push(&mut self, text: String, node: Option<NodeId>) {
        let w = text.width() as u16;
        let indent = self
            .lines
            .last()
            .map_or(0, |l| indent_of(l.depth, self.width));
        let end = self.lines.last().and_then(|l| l.words.last()).map(|w| {
            w.x.saturating_add(w.text.width() as u16).saturating_add(1) // a space between words
        });
        let x = match end {
            Some(e) if e.saturating_add(w) <= self.width => e,
            Some(_) => {
                let depth = self.lines.last().map_or(0, |l| l.depth);
                self.line(depth);
                indent
            }
            None => indent,
        };
        if self.lines.is_empty() {
            self.line(0);
        }
        self.lines
            .last_mut()
            .expect("a line")
            .words
            .push(Word { text, node, x });
    }

    /// Closes a variation: the bracket goes on its last word (a wrap never leaves
    /// it alone at the start of a line).
    fn close(&mut self) {
        let last = self.lines.iter_mut().rev().find_map(|l| l.words.last_mut());
        if let Some(w) = last {
            w.text.push(')');
        }
    }

    /// The text of the move at `ply` (plies from the start) with its number: `1.`
    /// before Red's move, `1…` before Black's when it opens a line.
    fn text(&self, node: NodeId, ply: u32, first_of_line: bool) -> String {
        let text = self.texts.get(&node).map_or("", String::as_str);
        let (n, side) = self.record.move_number_of_ply(ply);
        match side {
            Color::Red => format!("{n}.{text}"),
            Color::Black if first_of_line => format!("{n}…{text}"),
            Color::Black => text.to_string(),
        }
    }

    /// Lays out the line from `first` (the main line's first move) at depth 0; the
    /// alternatives to each move (its later siblings) go on lines of their own, one
    /// step deeper, right after it, each followed by its own line and variations.
    ///
    /// The work waits on an explicit stack rather than in nested calls, so that a
    /// record of tens of thousands of nested variations is laid out in a few
    /// megabytes of heap, not on the thread's stack (which it would overflow).
    fn lay_out(&mut self, first: NodeId) {
        let tree = &self.record.tree;
        let mut todo = vec![Task::Move {
            node: first,
            ply: 1,
            depth: 0,
            fresh: false,
        }];
        while let Some(task) = todo.pop() {
            match task {
                Task::Move {
                    node,
                    ply,
                    depth,
                    fresh,
                } => {
                    let text = self.text(node, ply, fresh);
                    self.push(text, Some(node));
                    let alts: Vec<NodeId> = tree
                        .parent(node)
                        .map(|p| tree.children(p).skip(1).collect())
                        .unwrap_or_default();
                    // Done last: the line goes on below its variations.
                    todo.push(Task::Continue {
                        node,
                        ply,
                        depth,
                        after_variations: !alts.is_empty(),
                    });
                    for v in alts.into_iter().rev() {
                        todo.push(Task::Close);
                        todo.push(Task::Open {
                            node: v,
                            ply,
                            depth: depth.saturating_add(1),
                        });
                    }
                }
                Task::Open { node, ply, depth } => {
                    // The bracket and the variation's first move stay one word. The
                    // first move's own alternatives are listed by its parent's line.
                    self.line(depth);
                    let text = self.text(node, ply, true);
                    self.push(format!("({text}"), Some(node));
                    if let Some(next) = tree.main_child(node) {
                        todo.push(Task::Move {
                            node: next,
                            ply: ply + 1,
                            depth,
                            fresh: false,
                        });
                    }
                }
                Task::Close => self.close(),
                Task::Continue {
                    node,
                    ply,
                    depth,
                    after_variations,
                } => {
                    if after_variations {
                        // The line goes on (or its variation closes) below them.
                        self.line(depth);
                    }
                    if let Some(next) = tree.main_child(node) {
                        todo.push(Task::Move {
                            node: next,
                            ply: ply + 1,
                            depth,
                            fresh: after_variations,
                        });
                    }
                }
            }
        }
    }
}

/// A step of [`Builder::lay_out`] waiting its turn.
enum Task {
    /// Write the move `node` (at `ply`) on its line, then its alternatives, then
    /// go on.
    Move {
        node: NodeId,
        ply: u32,
        depth: u16,
        /// The move opens a line of the list (its number is written for Black).
        fresh: bool,
    },
    /// Open a variation with its first move `node`, one line at `depth`.
    Open { node: NodeId, ply: u32, depth: u16 },
    /// Close the variation just written.
    Close,
    /// Go on with the line after `node` and its alternatives.
    Continue {
        node: NodeId,
        ply: u32,
        depth: u16,
        after_variations: bool,
    },
}

/// The indentation of a line at variation `depth`, in columns: one step a level,
/// at most half the width (deeper variations line up there).
pub fn indent_of(depth: u16, width: u16) -> u16 {
    (u32::from(depth) * u32::from(INDENT)).min(u32::from(width / 2)) as u16
}

/// The list's lines for `width` columns.
pub fn layout(record: &GameRecord, texts: &MoveTexts, width: u16) -> Vec<ListLine> {
    let mut b = Builder {
        record,
        texts,
        width: width.max(12),
        lines: Vec::new(),
    };
    let tree = &record.tree;
    if let Some(first) = tree.main_child(tree.root()) {
        b.line(0);
        b.lay_out(first);
    }
    b.lines.retain(|l| !l.words.is_empty());
    b.lines
}

/// The line holding `node`, if it is listed.
pub fn line_of(lines: &[ListLine], node: NodeId) -> Option<usize> {
    lines
        .iter()
        .position(|l| l.words.iter().any(|w| w.node == Some(node)))
}

/// The move under column `x` of line `row`.
pub fn node_at(lines: &[ListLine], row: usize, x: u16) -> Option<NodeId> {
    let line = lines.get(row)?;
    line.words
        .iter()
        .find(|w| x >= w.x && x < w.x + w.text.width() as u16)
        .and_then(|w| w.node)
}

#[cfg(test)]
mod tests {
    use super::*;
    use chuhe_core::notation::Style;
    use chuhe_core::record::read_text;

    fn text_of(lines: &[ListLine]) -> Vec<String> {
        lines
            .iter()
            .map(|l| {
                let mut s = " ".repeat((l.depth * INDENT) as usize);
                let words: Vec<&str> = l.words.iter().map(|w| w.text.as_str()).collect();
                s.push_str(&words.join(" "));
                s
            })
            .collect()
    }

    // Checked against how ChessBase prints the same PGN: the variation follows the
    // move it replaces, in brackets, with its own move number.
    #[test]
    fn variations_are_indented_in_brackets_after_the_move_they_replace() {
        let pgn =
            "[Event \"t\"]\n\n1. h2e2 h9g7 (1... b9c7 2. h0g2) (1... c6c5) 2. h0g2 {c} i9h9 !? *\n";
        let rec = read_text(pgn).unwrap().remove(0);
        assert!(rec.problem.is_none(), "{:?}", rec.problem);
        let texts = move_texts(&rec, &Style::iccs());
        let lines = layout(&rec, &texts, 40);
        assert_eq!(
            text_of(&lines),
            vec![
                "1.h2e2 h9g7".to_string(),
                "  (1…b9c7 2.h0g2)".to_string(),
                "  (1…c6c5)".to_string(),
                "2.h0g2 i9h9!?".to_string(),
            ]
        );
        // Every move of the tree is listed once.
        let listed: usize = lines
            .iter()
            .map(|l| l.words.iter().filter(|w| w.node.is_some()).count())
            .sum();
        assert_eq!(listed, rec.tree.len());
        // A click on a word finds its move.
        let second = &lines[1].words[0];
        assert_eq!(node_at(&lines, 1, second.x + 1), second.node);
    }

    #[test]
    fn long_lines_wrap_at_the_width() {
        let pgn = "1. h2e2 h9g7 2. h0g2 i9h9 3. i0h0 b9c7 4. b2b6 *\n";
        let rec = read_text(pgn).unwrap().remove(0);
        let texts = move_texts(&rec, &Style::iccs());
        let lines = layout(&rec, &texts, 14);
        for l in &lines {
            let end = l.words.last().map(|w| w.x + w.text.width() as u16).unwrap();
            assert!(end <= 14, "{l:?}");
        }
        assert!(lines.len() >= 4);
    }
}
