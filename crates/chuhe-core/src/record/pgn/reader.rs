//! Reading PGN (xqbase 《中国象棋电脑应用规范(四)》 and its dialects): any number of
//! games per file, tags, `[FEN]` starts (also board-only FENs, whose side to move is
//! that of the first move), comments, nested variations, results, Black-first
//! numbering of every kind, and moves in Chinese, WXF or ICCS per `[Format]` or
//! recognised move by move. Whatever follows a game's result up to the next tag line
//! is skipped (adverts, rules of `=`).
//!
//! A problem in a game (an illegal or unreadable move, an unclosed variation) ends
//! that game: it keeps the moves before the problem and the problem itself, and
//! reading goes on with the next game.

use crate::notation::{Notation, parse_move};
use crate::rules::{FenError, Move, Position, Setup, Undo};

use super::lexer::{LexError, Lexer, Token};
use crate::record::error::{GameError, GameErrorKind, LineIndex, RecordError};
use crate::record::model::{GameRecord, GameResult, Headers, opening};
use crate::record::replay::{Cursor, move_error};

/// Reads every game of a PGN text.
pub fn read_pgn(text: &str) -> Result<Vec<GameRecord>, RecordError> {
    let mut lexer = Lexer::new(text);
    let mut lines = LineIndex::new(text);
    let mut games = Vec::new();
    let mut game: Option<GameReader> = None;
    // The first text that was neither a tag nor a readable move, for NoGames.
    let mut first_junk: Option<(usize, String)> = None;

    while let Some(next) = lexer.next_token() {
        let spanned = match next {
            Ok(s) => s,
            Err(LexError { offset, message }) => {
                let g = game.get_or_insert_with(GameReader::new);
                g.fail_syntax(message, offset, &mut lines);
                continue;
            }
        };
        let offset = spanned.offset;
        match spanned.token {
            Token::Tag { name, value } => {
                // A tag after moves, or a tag the game already has (games of tags
                // only), starts the next game.
                if game
                    .as_ref()
                    .is_some_and(|g| g.in_movetext || g.has_tag(name))
                {
                    games.push(game.take().expect("checked").finish(&mut lines));
                }
                game.get_or_insert_with(GameReader::new)
                    .tag(name, &value, offset);
            }
            Token::Result(result) => {
                let g = game.get_or_insert_with(GameReader::new);
                g.enter_movetext(&mut lines);
                g.end_result = Some(result);
                games.push(game.take().expect("just set").finish(&mut lines));
                lexer.skip_to_next_tag_line();
            }
            token => {
                let g = game.get_or_insert_with(GameReader::new);
                let junk = g.tag_names.is_empty() && !g.has_moves;
                let word = match token {
                    Token::Word(w) => Some(w),
                    _ => None,
                };
                g.enter_movetext(&mut lines);
                g.movetext(&token, offset, &mut lines);
                // Text before any tag that does not start with a readable move is not
                // a game (a title line, binary garbage): skip it to the next tag line.
                if junk && !g.has_moves && g.record.problem.is_some() {
                    if first_junk.is_none() {
                        let detail = match (&g.record.problem, word) {
                            (Some(p), Some(w)) => {
                                format!("\"{w}\" is neither a tag nor a move ({})", p.kind)
                            }
                            (Some(p), None) => p.kind.to_string(),
                            _ => String::new(),
                        };
                        first_junk = Some((offset, detail));
                    }
                    game = None;
                    lexer.skip_to_next_tag_line();
                }
            }
        }
    }
    if let Some(g) = game {
        games.push(g.finish(&mut lines));
    }
    if games.is_empty() {
        let (offset, detail) = first_junk.unwrap_or((text.len(), "the text is empty".into()));
        return Err(RecordError::NoGames {
            location: lines.location(offset),
            detail,
        });
    }
    Ok(games)
}

/// One line of play being read: the main line or a variation.
struct Frame {
    cursor: Cursor,
    /// The last move of this line and what takes it back, for a variation on it.
    last: Option<(Move, Undo)>,
    /// A comment that came before this variation's first move.
    pending_comment: Option<String>,
    /// Where the variation's `(` is (0 for the main line).
    opened_at: usize,
}

struct GameReader {
    record: GameRecord,
    /// The names of the tags read (values left empty): a hash look-up for each new
    /// tag, so that a game of many tags is read in linear time.
    tag_names: Headers,
    has_moves: bool,
    in_movetext: bool,
    /// The notation `[Format]` names, if it names one.
    format: Option<Notation>,
    /// The FEN tag and where it was.
    fen: Option<(String, usize)>,
    /// The `[FEN]` gave no side to move: it is the side of the first move.
    side_from_first_move: bool,
    tag_result: Option<GameResult>,
    end_result: Option<GameResult>,
    /// `frames[0]` is the main line; one more per open variation.
    frames: Vec<Frame>,
    /// After the first problem the rest of the game is passed over.
    failed: bool,
}

impl GameReader {
    fn new() -> GameReader {
        GameReader {
            record: GameRecord::default(),
            tag_names: Headers::new(),
            has_moves: false,
            in_movetext: false,
            format: None,
            fen: None,
            side_from_first_move: false,
            tag_result: None,
            end_result: None,
            frames: Vec::new(),
            failed: false,
        }
    }

    fn has_tag(&self, name: &str) -> bool {
        self.tag_names.get(name).is_some()
    }

    fn tag(&mut self, name: &str, value: &str, offset: usize) {
        self.tag_names.set(name, "");
        // A tag is one line; a stray carriage return inside is a space, as the writer
        // makes it.
        let spaced;
        let value = if value.contains('\r') {
            spaced = value.replace('\r', " ");
            spaced.trim()
        } else {
            value.trim()
        };
        match name.to_ascii_lowercase().as_str() {
            // The format marker ("Chinese Chess"), not a fact about the game.
            "game" => {}
            "result" => self.tag_result = GameResult::parse(value),
            "fen" => self.fen = Some((value.to_string(), offset)),
            "format" => {
                self.format = match value.to_ascii_lowercase().as_str() {
                    "chinese" => Some(Notation::Chinese),
                    "wxf" => Some(Notation::Wxf),
                    "iccs" | "ucci" => Some(Notation::Iccs),
                    _ => None,
                }
            }
            "termination" => self.record.result_reason = Some(value.to_string()),
            // PGN's "?": the player's name is not known (the writer writes it so).
            "red" | "black" if value == "?" || value.is_empty() => {}
            _ => self.record.headers.set(name, value),
        }
    }

    /// Sets up the start position when the moves begin.
    fn enter_movetext(&mut self, lines: &mut LineIndex) {
        if self.in_movetext {
            return;
        }
        self.in_movetext = true;
        let pos = match self.fen.take() {
            None => opening().0.clone(),
            Some((fen, offset)) => {
                let setup = match Setup::from_fen(&fen) {
                    Ok(s) => s,
                    Err(e) => {
                        self.record.start = Setup::default();
                        return self.fail_start(GameErrorKind::Fen(e), fen, offset, lines);
                    }
                };
                self.side_from_first_move = fen.split_whitespace().nth(1).is_none();
                self.record.start = setup.clone();
                match Position::from_setup(&setup) {
                    Ok(p) => p,
                    Err(e) if self.side_from_first_move => {
                        // The side may be Black: the first move will tell.
                        let mut flipped = setup;
                        flipped.side = !flipped.side;
                        match Position::from_setup(&flipped) {
                            Ok(p) => {
                                self.side_from_first_move = false;
                                self.record.start = flipped;
                                p
                            }
                            Err(_) => {
                                let kind = GameErrorKind::Fen(FenError::Position(e));
                                return self.fail_start(kind, fen, offset, lines);
                            }
                        }
                    }
                    Err(e) => {
                        let kind = GameErrorKind::Fen(FenError::Position(e));
                        return self.fail_start(kind, fen, offset, lines);
                    }
                }
            }
        };
        self.record.start = pos.to_setup();
        self.frames.push(Frame {
            cursor: Cursor::start(&self.record.tree, pos),
            last: None,
            pending_comment: None,
            opened_at: 0,
        });
    }

    fn fail_start(
        &mut self,
        kind: GameErrorKind,
        fen: String,
        offset: usize,
        lines: &mut LineIndex,
    ) {
        self.failed = true;
        self.record.problem = Some(GameError::at_start(kind, fen, lines.location(offset)));
    }

    fn fail_syntax(&mut self, message: &str, offset: usize, lines: &mut LineIndex) {
        self.enter_movetext(lines);
        if !self.failed {
            self.fail_at(
                GameErrorKind::Syntax(message.to_string()),
                String::new(),
                offset,
                lines,
            );
        }
    }

    /// Records the first problem, at the move that would come next.
    fn fail_at(&mut self, kind: GameErrorKind, text: String, offset: usize, lines: &mut LineIndex) {
        self.failed = true;
        let in_variation = self.frames.len() > 1;
        let ply = self.frames.last().map_or(0, |f| f.cursor.ply) + 1;
        self.record.problem = Some(move_error(
            &self.record.start,
            ply,
            in_variation,
            text,
            lines.location(offset),
            kind,
        ));
    }

    fn movetext(&mut self, token: &Token, offset: usize, lines: &mut LineIndex) {
        if self.failed {
            return;
        }
        match token {
            Token::Word(word) => self.play_word(word, offset, lines),
            Token::Comment(c) => self.comment(c),
            Token::VariationStart => {
                let top = self.frames.last().expect("movetext has a main line");
                let Some((mv, undo)) = top.last else {
                    let kind = GameErrorKind::Syntax(
                        "a variation '(' must follow the move it replaces".into(),
                    );
                    return self.fail_at(kind, "(".into(), offset, lines);
                };
                let mut pos = top.cursor.pos.clone();
                pos.undo(mv, undo);
                let node = self
                    .record
                    .tree
                    .parent(top.cursor.node)
                    .expect("a line with a move has a parent node");
                let ply = top.cursor.ply - 1;
                self.frames.push(Frame {
                    cursor: Cursor { node, pos, ply },
                    last: None,
                    pending_comment: None,
                    opened_at: offset,
                });
            }
            Token::VariationEnd => {
                if self.frames.len() < 2 {
                    let kind = GameErrorKind::Syntax("')' closes no variation".into());
                    return self.fail_at(kind, ")".into(), offset, lines);
                }
                self.frames.pop();
            }
            Token::Annotation(glyph) => self.annotation(glyph),
            Token::MoveNumber | Token::Ellipsis => {}
            Token::Tag { .. } | Token::Result(_) => {}
        }
    }

    /// A NAG belongs to the move before it; one before any move of its line is
    /// dropped (PGN has nothing for it to annotate).
    fn annotation(&mut self, glyph: &str) {
        let frame = self.frames.last().expect("movetext has a main line");
        if frame.last.is_some()
            && let Some(nag) = crate::record::nag::nag_from_text(glyph)
        {
            self.record.tree.add_nag(frame.cursor.node, nag);
        }
    }

    fn comment(&mut self, text: &str) {
        let text = text.trim();
        if text.is_empty() {
            return;
        }
        let is_variation = self.frames.len() > 1;
        let frame = self.frames.last_mut().expect("movetext has a main line");
        if frame.last.is_none() && is_variation {
            match &mut frame.pending_comment {
                Some(p) => {
                    p.push('\n');
                    p.push_str(text);
                }
                None => frame.pending_comment = Some(text.to_string()),
            }
        } else {
            self.record.tree.append_comment(frame.cursor.node, text);
        }
    }

    fn play_word(&mut self, word: &str, offset: usize, lines: &mut LineIndex) {
        let frame = self.frames.last().expect("movetext has a main line");
        let mut parsed = parse_move(&frame.cursor.pos, word, self.format);
        if parsed.is_err() && self.format.is_some() {
            // `[Format]` may be wrong about a move: read it in whatever it is written.
            if let Ok(m) = parse_move(&frame.cursor.pos, word, None) {
                parsed = Ok(m);
            }
        }
        if parsed.is_err() && self.side_from_first_move && !self.has_moves {
            // A board-only FEN: perhaps Black moves first.
            let mut flipped = self.record.start.clone();
            flipped.side = !flipped.side;
            if let Ok(pos) = Position::from_setup(&flipped)
                && let Ok(m) = parse_move(&pos, word, None)
            {
                self.record.start = flipped;
                self.frames[0].cursor.pos = pos;
                parsed = Ok(m);
            }
        }
        self.side_from_first_move = false;
        let mv = match parsed {
            Ok(m) => m,
            Err(e) => {
                return self.fail_at(
                    GameErrorKind::Notation(Box::new(e)),
                    word.to_string(),
                    offset,
                    lines,
                );
            }
        };
        let frame = self.frames.last_mut().expect("movetext has a main line");
        let undo = frame.cursor.play_legal(&mut self.record.tree, mv);
        frame.last = Some((mv, undo));
        if let Some(c) = frame.pending_comment.take() {
            self.record.tree.set_comment(frame.cursor.node, Some(c));
        }
        self.has_moves = true;
    }

    fn finish(mut self, lines: &mut LineIndex) -> GameRecord {
        if !self.in_movetext {
            // Tags only: a game without moves.
            self.enter_movetext(lines);
        }
        if !self.failed && self.frames.len() > 1 {
            let at = self.frames.last().expect("an open variation").opened_at;
            let kind = GameErrorKind::Syntax("this variation '(' is never closed with ')'".into());
            self.fail_at(kind, "(".into(), at, lines);
        }
        self.record.result = match (self.tag_result, self.end_result) {
            (Some(r), _) if r != GameResult::Unknown => r,
            (_, Some(r)) => r,
            (t, None) => t.unwrap_or_default(),
        };
        self.record
    }
}
