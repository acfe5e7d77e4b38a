//! Writing PGN: tags first (`[Game "Chinese Chess"]`, the record's headers, Result,
//! `[FEN]` when the game does not start from the opening, `[Format]` when the moves
//! are not in Chinese), then the game comment, the moves with their NAGs (`$n`),
//! comments and nested variations, and the result.
//!
//! Layout: one move number a line on the main line, as Chinese scoresheets and
//! XQWizard print it; comments and variations on lines of their own, variations
//! wrapped at 80 columns. Readers ignore the layout, so any reader reads it back.

use unicode_width::UnicodeWidthStr;

use crate::notation::{Coordinates, Notation, Style, write_move};
use crate::record::encoding::{TextEncoding, encode};
use crate::record::error::RecordError;
use crate::record::model::GameRecord;
use crate::record::tree::NodeId;
use crate::rules::{Color, Position};

/// How to write PGN.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct PgnOptions {
    /// How moves are printed (default: Chinese, the xqbase default).
    pub style: Style,
    /// The encoding of [`write_pgn_bytes`] (default UTF-8; GBK for older tools).
    pub encoding: TextEncoding,
}

impl PgnOptions {
    /// Moves in `notation`, in the form other PGN programs read: ICCS as `H2-E2`, the
    /// form xqbase's `[Format "ICCS"]` prescribes.
    pub fn new(notation: Notation) -> PgnOptions {
        let coordinates = match notation {
            Notation::Iccs => Coordinates::Iccs,
            _ => Coordinates::default(),
        };
        PgnOptions {
            style: Style {
                notation,
                coordinates,
                ..Style::default()
            },
            encoding: TextEncoding::Utf8,
        }
    }
}

impl Default for PgnOptions {
    fn default() -> PgnOptions {
        PgnOptions::new(Notation::Chinese)
    }
}

const WIDTH: usize = 80;

/// Writes one game as PGN text.
pub fn write_pgn(record: &GameRecord, options: &PgnOptions) -> String {
    let mut out = String::new();
    write_tags(record, options, &mut out);
    out.push('\n');
    let mut lines = Lines::default();
    if let Some(c) = record.comment() {
        lines.own_line(&format!("{{{}}}", comment_text(c)));
    }
    if let Ok(start) = record.start_position() {
        write_moves(record, start, options, &mut lines);
    }
    lines.own_line(record.result.pgn());
    out.push_str(&lines.finish());
    out
}

/// Writes several games, a blank line between them.
pub fn write_pgn_games(records: &[GameRecord], options: &PgnOptions) -> String {
    records
        .iter()
        .map(|r| write_pgn(r, options))
        .collect::<Vec<_>>()
        .join("\n")
}

/// Writes games as PGN in the options' encoding.
pub fn write_pgn_bytes(
    records: &[GameRecord],
    options: &PgnOptions,
) -> Result<Vec<u8>, RecordError> {
    encode(&write_pgn_games(records, options), options.encoding)
}

fn write_tags(record: &GameRecord, options: &PgnOptions, out: &mut String) {
    let mut tag = |name: &str, value: &str| {
        let escaped = value.replace('\\', "\\\\").replace('"', "\\\"");
        // A tag is one line: line breaks in a value become spaces.
        let one_line: String = escaped
            .chars()
            .map(|c| if c == '\n' || c == '\r' { ' ' } else { c })
            .collect();
        out.push_str(&format!("[{name} \"{one_line}\"]\n"));
    };
    tag("Game", "Chinese Chess");
    // Both players always, as PGN's Seven Tag Roster has White and Black, with its
    // "?" for a name not known (PGN standard 8.1.1); the reader reads "?" as no name.
    let player = |value: &str| {
        let name = value.trim();
        if name.is_empty() { "?" } else { name }.to_string()
    };
    for (name, value) in record.headers.iter() {
        let reserved = ["game", "result", "fen", "format", "termination"];
        match name.to_ascii_lowercase().as_str() {
            "red" | "black" => tag(name, &player(value)),
            n if reserved.contains(&n) => {}
            _ => tag(name, value),
        }
    }
    for side in ["Red", "Black"] {
        if record.headers.get(side).is_none() {
            tag(side, "?");
        }
    }
    tag("Result", record.result.pgn());
    if let Some(reason) = &record.result_reason {
        tag("Termination", reason);
    }
    if !record.starts_from_opening() {
        tag("FEN", &record.start.fen());
    }
    match options.style.notation {
        Notation::Chinese => {}
        Notation::Wxf => tag("Format", "WXF"),
        Notation::Iccs => tag("Format", "ICCS"),
    }
}

/// PGN comments cannot hold `}`: it is written full width.
fn comment_text(c: &str) -> String {
    c.replace('}', "｝")
}

/// Work left to do while writing the move tree (a stack, so that deeply nested
/// variations cannot overflow the call stack).
enum Work {
    /// Write the move of `node`, played from `pos`; `siblings`: the node's later
    /// siblings are its variations and follow it; `number`: print the move number
    /// even for a Black move.
    Line {
        node: NodeId,
        pos: Box<Position>,
        siblings: bool,
        number: bool,
    },
    Open,
    Close,
}

fn write_moves(record: &GameRecord, start: Position, options: &PgnOptions, out: &mut Lines) {
    let tree = &record.tree;
    let style = &options.style;
    let mut depth = 0usize;
    let mut work = Vec::new();
    if let Some(first) = tree.main_child(tree.root()) {
        work.push(Work::Line {
            node: first,
            pos: Box::new(start),
            siblings: true,
            number: true,
        });
    }
    while let Some(item) = work.pop() {
        let (node, pos, siblings, number) = match item {
            Work::Open => {
                depth += 1;
                if depth == 1 {
                    out.new_line();
                }
                out.word("(");
                continue;
            }
            Work::Close => {
                out.attach(")");
                depth -= 1;
                if depth == 0 {
                    out.new_line();
                }
                continue;
            }
            Work::Line {
                node,
                pos,
                siblings,
                number,
            } => (node, pos, siblings, number),
        };
        let mv = tree.move_at(node).expect("a line node has a move");
        let n = pos.fullmove_number();
        match pos.side_to_move() {
            Color::Red => {
                if depth == 0 {
                    out.new_line();
                }
                out.word(&format!("{n}."));
            }
            Color::Black if number => {
                if depth == 0 {
                    out.new_line();
                }
                out.word(&format!("{n}. ..."));
            }
            Color::Black => {}
        }
        out.word(&write_move(&pos, mv, style));
        for nag in tree.nags(node) {
            out.word(&format!("${nag}"));
        }
        let mut interrupted = false;
        if let Some(c) = tree.comment(node) {
            let c = format!("{{{}}}", comment_text(c));
            if depth == 0 {
                out.own_line(&c);
            } else {
                out.word(&c);
            }
            interrupted = true;
        }
        let after = pos.after(mv);
        let variations: Vec<NodeId> = if siblings {
            let parent = tree.parent(node).expect("a move has a parent");
            tree.children(parent)
                .skip_while(|&c| c != node)
                .skip(1)
                .collect()
        } else {
            Vec::new()
        };
        if let Some(next) = tree.main_child(node) {
            work.push(Work::Line {
                node: next,
                pos: Box::new(after),
                siblings: true,
                number: interrupted || !variations.is_empty(),
            });
        }
        for &v in variations.iter().rev() {
            work.push(Work::Close);
            work.push(Work::Line {
                node: v,
                pos: pos.clone(),
                siblings: false,
                number: true,
            });
            work.push(Work::Open);
        }
    }
}

/// Lines of text wrapped at [`WIDTH`] columns (CJK characters count two).
#[derive(Default)]
struct Lines {
    done: String,
    line: String,
    width: usize,
    /// The next word follows the previous one without a space (after `(`).
    glue: bool,
}

impl Lines {
    fn word(&mut self, w: &str) {
        let ww = w.width();
        if !self.line.is_empty() && !self.glue && self.width + 1 + ww > WIDTH {
            self.new_line();
        }
        if !self.line.is_empty() && !self.glue {
            self.line.push(' ');
            self.width += 1;
        }
        self.glue = w == "(";
        self.line.push_str(w);
        self.width += ww;
    }

    /// Appends to the last word (a closing bracket).
    fn attach(&mut self, w: &str) {
        self.line.push_str(w);
        self.width += w.width();
        self.glue = false;
    }

    fn new_line(&mut self) {
        if !self.line.is_empty() {
            self.done.push_str(&self.line);
            self.done.push('\n');
            self.line.clear();
            self.width = 0;
        }
        self.glue = false;
    }

    /// A piece of text on its own line(s), kept as it is (a comment may span lines).
    fn own_line(&mut self, text: &str) {
        self.new_line();
        self.done.push_str(text);
        self.done.push('\n');
    }

    fn finish(mut self) -> String {
        self.new_line();
        self.done
    }
}
