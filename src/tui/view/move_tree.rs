//! The move list of a record with its variations, as ChessBase and XQStudio show it:
//! the main line wrapped as text, each variation on lines of its own, indented one
//! step deeper and in parentheses, right after the move it is an alternative to.
//!
//! The layout is a pure function of the record, the notation and the width, so the
//! drawing and the mapping of a mouse click use the same lines.

use std::collections::HashMap;

use unicode_width::UnicodeWidthStr;

use crate::notation::{Style, write_move};
use crate::record::{GameRecord, NodeId, nag_symbol};
use crate::rules::{Color, Position};

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
    fn line(&mut self, depth: u16) {
        self.lines.push(ListLine {
            depth,
            words: Vec::new(),
        });
    }

    fn push(&mut self, text: String, node: Option<NodeId>) {
        let w = text.width() as u16;
        let indent = self.lines.last().map_or(0, |l| l.depth * INDENT);
        let end = self.lines.last().and_then(|l| l.words.last()).map(|w| {
            w.x + w.text.width() as u16 + 1 // a space between words
        });
        let x = match end {
            Some(e) if e + w <= self.width => e,
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

    /// The move's number: `1.` before Red's move, `1…` before Black's when it
    /// opens a line.
    fn number(&self, node: NodeId, first_of_line: bool) -> Option<String> {
        let ply = self.record.tree.depth(node);
        let (n, side) = self.record.move_number_of_ply(ply);
        match side {
            Color::Red => Some(format!("{n}.")),
            Color::Black if first_of_line => Some(format!("{n}…")),
            Color::Black => None,
        }
    }

    fn mv(&mut self, node: NodeId, first_of_line: bool) {
        let text = self.texts.get(&node).cloned().unwrap_or_default();
        let text = match self.number(node, first_of_line) {
            Some(n) => format!("{n}{text}"),
            None => text,
        };
        self.push(text, Some(node));
    }

    /// A variation whose `(` is already written: the bracket and the first move
    /// stay together as one word.
    fn line_from_opened(&mut self, first: NodeId, depth: u16) {
        let text = self.texts.get(&first).cloned().unwrap_or_default();
        let text = match self.number(first, true) {
            Some(n) => format!("{n}{text}"),
            None => text,
        };
        // Glue the bracket to the first move: replace the lone "(".
        if let Some(w) = self.lines.last_mut().and_then(|l| l.words.pop()) {
            debug_assert_eq!(w.text, "(");
        }
        self.push(format!("({text}"), Some(first));
        let tree = &self.record.tree;
        // The first move's own alternatives are listed by its parent's line; go on
        // with its continuation.
        if let Some(next) = tree.main_child(first) {
            self.continue_line(next, depth);
        }
    }

    /// Lays out a line from `node` (a first child) at `depth`; the alternatives to
    /// each move (its later siblings) go on lines of their own, one step deeper.
    fn continue_line(&mut self, node: NodeId, depth: u16) {
        let tree = &self.record.tree;
        let mut at = Some(node);
        let mut fresh = false;
        while let Some(n) = at {
            self.mv(n, fresh);
            fresh = false;
            if let Some(p) = tree.parent(n) {
                let alts: Vec<NodeId> = tree.children(p).skip(1).collect();
                for v in alts {
                    self.line(depth + 1);
                    self.push("(".into(), None);
                    self.line_from_opened(v, depth + 1);
                    self.close();
                    fresh = true;
                }
            }
            if fresh {
                // The line goes on (or its variation closes) below the variations.
                self.line(depth);
            }
            at = tree.main_child(n);
        }
    }
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
        b.continue_line(first, 0);
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
    use crate::notation::Style;
    use crate::record::read_text;

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
