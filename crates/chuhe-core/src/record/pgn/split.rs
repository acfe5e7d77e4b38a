//! Finding the games of a PGN collection without reading their moves: where each game
//! is in the text, its tags, and how many moves its main line has, so that a list of
//! 58,000 games can be shown before any of them is read. The games are cut exactly
//! where [`read_pgn`](super::read_pgn) cuts them (a tag after moves or a repeated tag
//! starts a game, a result ends one, text after a result up to the next tag line is
//! skipped, text without tags that does not start with a move is not a game), so that
//! reading a game's own span gives the game the whole file gives.

use std::ops::Range;

use super::lexer::{Lexer, Token};
use crate::notation::parse_move;
use crate::record::error::{GameError, GameErrorKind, LineIndex, Location};
use crate::record::model::{GameRecord, GameResult, opening};

/// One game of a PGN text, found without reading its moves.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct PgnGameSpan {
    /// Where the game is in the text (bytes).
    pub span: Range<usize>,
    /// The tags in their order, as written (the reader keeps all but Game, Result,
    /// FEN, Format and Termination as headers).
    pub tags: Vec<(String, String)>,
    /// The result: the `[Result]` tag unless it says `*`, else the result token.
    pub result: GameResult,
    /// The words of the main line (outside comments and variations): its moves, for
    /// a well-formed game.
    pub main_line_words: u32,
    /// Line and column where the game starts, to place its errors in the file.
    pub line: u32,
    pub column: u32,
}

/// The games of a PGN text, one at a time.
pub struct PgnSplitter<'a> {
    text: &'a str,
    lexer: Lexer<'a>,
    lines: LineIndex<'a>,
    /// A tag that ended the previous game and starts the next one.
    carried: Option<(usize, String, String)>,
}

/// The game being collected.
struct Open {
    start: usize,
    tags: Vec<(String, String)>,
    in_movetext: bool,
    has_moves: bool,
    depth: u32,
    words: u32,
    tag_result: Option<GameResult>,
    /// A lexing error was met (the reader's game has its problem already).
    failed: bool,
}

impl<'a> PgnSplitter<'a> {
    pub fn new(text: &'a str) -> PgnSplitter<'a> {
        PgnSplitter {
            text,
            lexer: Lexer::new(text),
            lines: LineIndex::new(text),
            carried: None,
        }
    }

    fn close(&mut self, g: Open, end: usize, end_result: Option<GameResult>) -> PgnGameSpan {
        let result = match (g.tag_result, end_result) {
            (Some(r), _) if r != GameResult::Unknown => r,
            (_, Some(r)) => r,
            (t, None) => t.unwrap_or_default(),
        };
        let (line, column) = match self.lines.location(g.start) {
            Location::Text { line, column } => (line, column),
            _ => (1, 1),
        };
        PgnGameSpan {
            span: g.start..end,
            tags: g.tags,
            result,
            main_line_words: g.words,
            line,
            column,
        }
    }
}

fn open_at(start: usize) -> Open {
    Open {
        start,
        tags: Vec::new(),
        in_movetext: false,
        has_moves: false,
        depth: 0,
        words: 0,
        tag_result: None,
        failed: false,
    }
}

fn add_tag(g: &mut Open, name: String, value: String) {
    if name.eq_ignore_ascii_case("result") {
        g.tag_result = GameResult::parse(value.trim());
    }
    g.tags.push((name, value));
}

impl Iterator for PgnSplitter<'_> {
    type Item = PgnGameSpan;

    fn next(&mut self) -> Option<PgnGameSpan> {
        let mut game: Option<Open> = self.carried.take().map(|(start, name, value)| {
            let mut g = open_at(start);
            add_tag(&mut g, name, value);
            g
        });
        while let Some(next) = self.lexer.next_token() {
            let spanned = match next {
                Ok(s) => s,
                Err(e) => {
                    // A lexing error belongs to the game (the reader records it there).
                    let g = game.get_or_insert_with(|| open_at(e.offset));
                    g.in_movetext = true;
                    g.failed = true;
                    continue;
                }
            };
            let offset = spanned.offset;
            match spanned.token {
                Token::Tag { name, value } => {
                    if let Some(g) = &game
                        && (g.in_movetext
                            || g.tags.iter().any(|(n, _)| n.eq_ignore_ascii_case(name)))
                    {
                        self.carried = Some((offset, name.to_string(), value.into_owned()));
                        let g = game.take().expect("checked");
                        return Some(self.close(g, offset, None));
                    }
                    let g = game.get_or_insert_with(|| open_at(offset));
                    add_tag(g, name.to_string(), value.into_owned());
                }
                Token::Result(r) => {
                    let g = game.take().unwrap_or_else(|| open_at(offset));
                    let end = self.lexer.offset();
                    self.lexer.skip_to_next_tag_line();
                    return Some(self.close(g, end, Some(r)));
                }
                token => {
                    let g = game.get_or_insert_with(|| open_at(offset));
                    g.in_movetext = true;
                    let untagged_start = g.tags.is_empty() && !g.has_moves;
                    if untagged_start && g.failed {
                        game = None;
                        self.lexer.skip_to_next_tag_line();
                        continue;
                    }
                    match token {
                        Token::Word(w) => {
                            if untagged_start && parse_move(&opening().0, w, None).is_err() {
                                // Not a game: the reader skips it to the next tag line.
                                game = None;
                                self.lexer.skip_to_next_tag_line();
                                continue;
                            }
                            g.has_moves = true;
                            if g.depth == 0 {
                                g.words += 1;
                            }
                        }
                        Token::VariationStart | Token::VariationEnd if untagged_start => {
                            game = None;
                            self.lexer.skip_to_next_tag_line();
                            continue;
                        }
                        Token::VariationStart => g.depth += 1,
                        Token::VariationEnd => g.depth = g.depth.saturating_sub(1),
                        _ => {}
                    }
                }
            }
        }
        let g = game?;
        let end = self.text.len();
        Some(self.close(g, end, None))
    }
}

/// Reads the game of `span` in `text` (the whole text the span was found in), with
/// its problem placed in the whole text.
pub fn read_pgn_span(text: &str, span: &PgnGameSpan) -> GameRecord {
    let own = text.get(span.span.clone()).unwrap_or("");
    let mut record = match super::read_pgn(own) {
        Ok(mut games) if !games.is_empty() => games.swap_remove(0),
        Ok(_) | Err(_) => {
            return GameRecord {
                problem: Some(GameError::at_start(
                    GameErrorKind::Syntax("no game here".into()),
                    String::new(),
                    Location::Text {
                        line: span.line,
                        column: span.column,
                    },
                )),
                ..GameRecord::default()
            };
        }
    };
    if let Some(p) = &mut record.problem
        && let Location::Text { line, column } = p.location
    {
        p.location = Location::Text {
            line: line + span.line - 1,
            column: if line == 1 {
                column + span.column - 1
            } else {
                column
            },
        };
    }
    record
}
