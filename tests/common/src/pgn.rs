//! A small PGN move-text reader for the notation tests (the real record readers live on
//! the `records` branch): tag pairs, `{}` and `;` comments, `()` variations, move
//! numbers, NAGs and results; text after a result up to the next tag is ignored (the
//! adverts XQWizard appends). Files are decoded as UTF-8, or Big5 / GBK.
#![allow(dead_code)]

use std::path::{Path, PathBuf};

use chuhe::notation::parse_move;
use chuhe::rules::{Color, Move, Position, Setup};

/// One item of a game's move text.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Item {
    Move(String),
    /// `(`: the next moves replace the last move played.
    VariationStart,
    /// `)`.
    VariationEnd,
}

#[derive(Clone, Debug, Default)]
pub struct Game {
    /// File name and 1-based game number, for messages.
    pub label: String,
    pub tags: Vec<(String, String)>,
    pub items: Vec<Item>,
}

impl Game {
    pub fn tag(&self, key: &str) -> Option<&str> {
        self.tags
            .iter()
            .find(|(k, _)| k.eq_ignore_ascii_case(key))
            .map(|(_, v)| v.as_str())
    }

    /// The moves of the main line.
    pub fn main_line(&self) -> Vec<&str> {
        let mut depth = 0;
        let mut out = Vec::new();
        for item in &self.items {
            match item {
                Item::VariationStart => depth += 1,
                Item::VariationEnd => depth -= 1,
                Item::Move(m) if depth == 0 => out.push(m.as_str()),
                Item::Move(_) => {}
            }
        }
        out
    }
}

/// Decodes a record file: UTF-8 (with or without BOM) if valid, else Big5 when the path
/// says so, else GBK.
pub fn decode(path: &Path) -> String {
    let bytes = std::fs::read(path).unwrap_or_else(|e| {
        panic!(
            "shared test data {} is missing or unreadable ({e}); the tests read it in place from ../shared/data",
            path.display()
        )
    });
    let bytes = bytes.strip_prefix(b"\xEF\xBB\xBF").unwrap_or(&bytes);
    if let Ok(s) = std::str::from_utf8(bytes) {
        return s.to_string();
    }
    let lower = path.to_string_lossy().to_lowercase();
    let encoding = if lower.contains("big5") {
        encoding_rs::BIG5
    } else {
        encoding_rs::GBK
    };
    encoding.decode(bytes).0.into_owned()
}

fn is_result(token: &str) -> bool {
    matches!(token, "1-0" | "0-1" | "1/2-1/2" | "*")
}

/// Splits a PGN text into games.
pub fn games(text: &str, name: &str) -> Vec<Game> {
    let mut games = Vec::new();
    let mut game = Game::default();
    let mut in_moves = false;
    let mut finished = false;
    let mut chars = text.chars().peekable();
    let mut token = String::new();

    fn flush(token: &mut String, game: &mut Game, finished: &mut bool) {
        if token.is_empty() {
            return;
        }
        let t = std::mem::take(token);
        if *finished {
            return;
        }
        if is_result(&t) {
            *finished = true;
            return;
        }
        // Move numbers ("12.", "1...", "..."), glued numbers ("1.炮二平五") and NAGs.
        let t = t.trim_start_matches(|c: char| c.is_ascii_digit());
        let t = t.trim_start_matches('.');
        let t = t.trim_start_matches('…');
        if t.is_empty() || t.starts_with('$') {
            return;
        }
        game.items.push(Item::Move(t.to_string()));
    }

    let mut at_line_start = true;
    while let Some(c) = chars.next() {
        if at_line_start && c == '[' {
            // A tag pair starts a new game if moves were read.
            flush(&mut token, &mut game, &mut finished);
            if in_moves {
                games.push(std::mem::take(&mut game));
                in_moves = false;
                finished = false;
            }
            let line: String = chars.by_ref().take_while(|&c| c != '\n').collect();
            if let Some((key, rest)) = line.split_once(' ') {
                let value = rest.trim().trim_end_matches(']').trim().trim_matches('"');
                game.tags.push((key.to_string(), value.to_string()));
            }
            at_line_start = true;
            continue;
        }
        at_line_start = c == '\n';
        match c {
            '{' => {
                flush(&mut token, &mut game, &mut finished);
                for c in chars.by_ref() {
                    if c == '}' {
                        break;
                    }
                }
            }
            ';' => {
                flush(&mut token, &mut game, &mut finished);
                for c in chars.by_ref() {
                    if c == '\n' {
                        at_line_start = true;
                        break;
                    }
                }
            }
            '(' | ')' => {
                flush(&mut token, &mut game, &mut finished);
                if !finished {
                    in_moves = true;
                    game.items.push(if c == '(' {
                        Item::VariationStart
                    } else {
                        Item::VariationEnd
                    });
                }
            }
            c if c.is_whitespace() => flush(&mut token, &mut game, &mut finished),
            c => {
                if !finished {
                    in_moves = true;
                }
                token.push(c);
            }
        }
    }
    flush(&mut token, &mut game, &mut finished);
    if in_moves || !game.items.is_empty() {
        games.push(game);
    }
    for (i, g) in games.iter_mut().enumerate() {
        g.label = format!("{name} game {}", i + 1);
    }
    games
}

/// Reads every game of a file.
pub fn read_games(path: &Path) -> Vec<Game> {
    let name = path
        .strip_prefix(super::shared_data())
        .unwrap_or(path)
        .display()
        .to_string();
    games(&decode(path), &name)
}

/// The PGN files under `dir` (recursively), sorted.
pub fn pgn_files(dir: &Path) -> Vec<PathBuf> {
    let mut out = Vec::new();
    let entries = std::fs::read_dir(dir).unwrap_or_else(|e| {
        panic!(
            "shared test data {} is missing ({e}); the tests read it in place from ../shared/data",
            dir.display()
        )
    });
    for entry in entries.flatten() {
        let path = entry.path();
        if path.is_dir() {
            out.extend(pgn_files(&path));
        } else if path
            .extension()
            .is_some_and(|e| e.eq_ignore_ascii_case("pgn"))
        {
            out.push(path);
        }
    }
    out.sort();
    out
}

/// One move of a game: the position it was played in, its text and the move read.
#[derive(Clone, Debug)]
pub struct Step {
    pub pos: Position,
    pub text: String,
    pub mv: Move,
}

/// The start position of a game: its FEN tag or the opening position. A FEN without a
/// side to move gives the side that can play the first move.
pub fn start_position(game: &Game) -> Result<Position, String> {
    let Some(fen) = game.tag("FEN") else {
        return Ok(Position::startpos());
    };
    let setup = Setup::from_fen(fen).map_err(|e| format!("{}: FEN: {e}", game.label))?;
    let pos = |side| {
        Position::from_setup(&Setup {
            side,
            ..setup.clone()
        })
        .map_err(|e| format!("{}: FEN: {e}", game.label))
    };
    if fen.split_whitespace().count() >= 2 {
        return pos(setup.side);
    }
    let first = game.main_line().first().map(|s| s.to_string());
    match first {
        Some(text) => {
            let red = pos(Color::Red)?;
            if parse_move(&red, &text, None).is_ok() {
                Ok(red)
            } else {
                pos(Color::Black)
            }
        }
        None => pos(setup.side),
    }
}

/// Plays every move of every line, reading each with `parse_move` (notation detected).
pub fn replay(game: &Game) -> Result<Vec<Step>, String> {
    let start = start_position(game)?;
    let mut steps = Vec::new();
    let mut cur = start;
    let mut prev: Option<Position> = None;
    let mut stack: Vec<(Position, Option<Position>)> = Vec::new();
    for (i, item) in game.items.iter().enumerate() {
        match item {
            Item::Move(text) => {
                let mv = parse_move(&cur, text, None)
                    .map_err(|e| format!("{} item {}: {e} in {}", game.label, i + 1, cur.fen()))?;
                steps.push(Step {
                    pos: cur.clone(),
                    text: text.clone(),
                    mv,
                });
                let after = cur.after(mv);
                prev = Some(std::mem::replace(&mut cur, after));
            }
            Item::VariationStart => {
                let before = prev
                    .clone()
                    .ok_or_else(|| format!("{}: variation before any move", game.label))?;
                stack.push((std::mem::replace(&mut cur, before), prev.take()));
            }
            Item::VariationEnd => {
                let (c, p) = stack
                    .pop()
                    .ok_or_else(|| format!("{}: unbalanced ')'", game.label))?;
                cur = c;
                prev = p;
            }
        }
    }
    Ok(steps)
}
