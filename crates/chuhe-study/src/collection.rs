//! A collection of game records opened for study: one file (a PGN collection, a CBL
//! library, an XQF, a DhtmlXQ page ...) or several, or the record files below a
//! folder. It lists every game's headers at once and reads a game's moves only when
//! asked: a PGN collection is cut into games by the splitter, which does not read the
//! moves, so that a 58,000-game PGN lists within seconds. Other formats are read whole
//! when opened (a CBL holds at most a few hundred games).
//!
//! A damaged game stays in the list with its problem and place (known once it has been
//! read: at once for whole-read formats, on reading for PGN); a file that cannot be
//! read is kept as a [`SourceFailure`] that says why, and the rest stays usable.

use std::ops::Range;
use std::path::{Path, PathBuf};

use chuhe_core::record::{
    Format, GameError, GameRecord, GameResult, Headers, PgnGameSpan, PgnSplitter, RecordError,
    decode, read_bytes, read_pgn_span, record_files,
};

/// The columns of the game list.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct HeaderRow {
    pub date: Box<str>,
    pub event: Box<str>,
    pub red: Box<str>,
    pub black: Box<str>,
    pub result: GameResult,
    /// The ECCO code (A00–E99) when the record gives one.
    pub ecco: Box<str>,
    /// The opening's name, when the record gives one (`[Opening]`, `[Variation]`).
    pub opening: Box<str>,
    /// Plies of the main line (for a PGN game not read yet: its words, which are
    /// its moves when the game is well formed).
    pub moves: u32,
    /// The game starts with Black to move (a `[FEN]` with `b`), which shifts how
    /// its plies pair into numbered moves.
    pub black_first: bool,
}

impl HeaderRow {
    fn from_tags<'a>(
        tags: impl Iterator<Item = (&'a str, &'a str)>,
        result: GameResult,
        moves: u32,
    ) -> HeaderRow {
        let mut row = HeaderRow {
            result,
            moves,
            ..HeaderRow::default()
        };
        let mut variation: Option<&str> = None;
        for (name, value) in tags {
            let value = value.trim();
            let slot = match name.to_ascii_lowercase().as_str() {
                "fen" => {
                    row.black_first = value.split_whitespace().nth(1) == Some("b");
                    continue;
                }
                "date" => &mut row.date,
                "event" => &mut row.event,
                "red" => &mut row.red,
                "black" => &mut row.black,
                "ecco" => &mut row.ecco,
                "opening" => &mut row.opening,
                "variation" => {
                    variation = Some(value);
                    continue;
                }
                _ => continue,
            };
            *slot = value.into();
        }
        if let Some(v) = variation.filter(|v| !v.is_empty()) {
            row.opening = if row.opening.is_empty() {
                v.into()
            } else {
                format!("{} {v}", row.opening).into()
            };
        }
        row
    }

    /// The row of a game already read.
    pub fn of_record(record: &GameRecord) -> HeaderRow {
        let mut row = HeaderRow::from_tags(
            record.headers.iter(),
            record.result,
            record.tree.main_line_nodes().len() as u32,
        );
        row.black_first = record.start.side == chuhe_core::rules::Color::Black;
        row
    }

    /// The numbered moves (回合) the main line's plies make: "双方各走一着，称为一个
    /// 回合" (2011 规则 2.1), as a scoresheet numbers them (7.5) — a game that ends on
    /// Red's move, or starts with Black's, has a move with one side's 着 only.
    pub fn full_moves(&self) -> u32 {
        (self.moves + u32::from(self.black_first)).div_ceil(2)
    }

    /// The row of a PGN game found by the splitter.
    fn of_span(span: &PgnGameSpan) -> HeaderRow {
        HeaderRow::from_tags(
            span.tags.iter().map(|(k, v)| (k.as_str(), v.as_str())),
            span.result,
            span.main_line_words,
        )
    }
}

/// One game of the collection.
#[derive(Clone, Debug)]
pub struct GameEntry {
    /// The file it is in (index into [`Collection::sources`]).
    pub source: u32,
    /// Its place in that file (0-based).
    pub index_in_source: u32,
    pub row: HeaderRow,
    /// The first problem met reading it, if it has been read and has one.
    pub problem: Option<Box<GameError>>,
    /// False for a PGN game whose moves have not been read yet.
    pub read: bool,
    /// A PGN game: where it is in its file's text.
    place: Option<Place>,
}

#[derive(Clone, Debug)]
struct Place {
    span: Range<usize>,
    line: u32,
    column: u32,
}

/// A file of the collection.
#[derive(Debug)]
pub struct Source {
    pub path: PathBuf,
    pub format: Format,
    content: Content,
}

#[derive(Debug)]
enum Content {
    /// PGN text (decoded), read game by game.
    Pgn(String),
    /// Any other format: the bytes, read whole.
    Whole(Vec<u8>),
}

/// The text of a file's bytes, decoded from UTF-8, GBK or Big5. Valid UTF-8 becomes
/// the text without a copy (a 160 MB collection is not held twice); otherwise the
/// bytes are given back with the decoded text.
fn into_text(bytes: Vec<u8>) -> (String, Option<Vec<u8>>) {
    let plain = {
        let decoded = decode(&bytes);
        match decoded.text {
            std::borrow::Cow::Borrowed(t) if t.len() == bytes.len() => None,
            other => Some(other.into_owned()),
        }
    };
    match plain {
        None => match String::from_utf8(bytes) {
            Ok(text) => (text, None),
            Err(e) => {
                let bytes = e.into_bytes();
                (decode(&bytes).text.into_owned(), Some(bytes))
            }
        },
        Some(text) => (text, Some(bytes)),
    }
}

/// A file that could not be opened or holds no game.
#[derive(Debug)]
pub struct SourceFailure {
    pub path: PathBuf,
    pub error: RecordError,
}

/// Games from one or more record files.
#[derive(Debug, Default)]
pub struct Collection {
    sources: Vec<Source>,
    games: Vec<GameEntry>,
    failures: Vec<SourceFailure>,
}

/// A game that cannot be given.
#[derive(Debug, thiserror::Error)]
pub enum CollectionError {
    #[error("there is no game {0} (the collection has {1})")]
    NoSuchGame(usize, usize),
    #[error("{0}")]
    Record(#[from] RecordError),
}

impl Collection {
    /// Opens the files named and the record files below the folders named. Files
    /// that cannot be read are listed in [`Collection::failures`].
    pub fn open(paths: &[PathBuf]) -> Collection {
        let mut c = Collection::default();
        for path in record_files(paths) {
            match std::fs::read(&path) {
                Ok(bytes) => c.add_bytes(path, bytes),
                Err(source) => c.failures.push(SourceFailure {
                    error: RecordError::Io {
                        path: path.clone(),
                        source,
                    },
                    path,
                }),
            }
        }
        c
    }

    /// Adds a file's content (read already) under `path`.
    pub fn add_bytes(&mut self, path: PathBuf, bytes: Vec<u8>) {
        if bytes.is_empty() {
            self.failures.push(SourceFailure {
                path,
                error: RecordError::Empty,
            });
            return;
        }
        let source = self.sources.len() as u32;
        if Format::from_signature(&bytes).is_none() {
            let (text, bytes) = into_text(bytes);
            let format = Format::from_text(&text);
            if format == Format::Pgn {
                let before = self.games.len();
                for (i, span) in PgnSplitter::new(&text).enumerate() {
                    self.games.push(GameEntry {
                        source,
                        index_in_source: i as u32,
                        row: HeaderRow::of_span(&span),
                        problem: None,
                        read: false,
                        place: Some(Place {
                            span: span.span,
                            line: span.line,
                            column: span.column,
                        }),
                    });
                }
                if self.games.len() == before {
                    // No game: let the reader say why.
                    let error = chuhe_core::record::read_pgn(&text)
                        .err()
                        .unwrap_or(RecordError::Empty);
                    self.failures.push(SourceFailure { path, error });
                    return;
                }
                self.sources.push(Source {
                    path,
                    format,
                    content: Content::Pgn(text),
                });
                return;
            }
            // Valid UTF-8 is held as `text` only: give it back as bytes.
            let bytes = bytes.unwrap_or_else(|| text.into_bytes());
            self.add_whole(path, bytes, source);
            return;
        }
        self.add_whole(path, bytes, source);
    }

    /// A file read whole when opened (binary formats, DhtmlXQ, CBF, saves).
    fn add_whole(&mut self, path: PathBuf, bytes: Vec<u8>, source: u32) {
        match read_bytes(&bytes, Some(&path)) {
            Ok(records) => {
                let format = Format::from_signature(&bytes)
                    .unwrap_or_else(|| Format::from_text(&decode(&bytes).text));
                for (i, r) in records.iter().enumerate() {
                    self.games.push(GameEntry {
                        source,
                        index_in_source: i as u32,
                        row: HeaderRow::of_record(r),
                        problem: r.problem.clone().map(Box::new),
                        read: true,
                        place: None,
                    });
                }
                self.sources.push(Source {
                    path,
                    format,
                    content: Content::Whole(bytes),
                });
            }
            Err(error) => self.failures.push(SourceFailure { path, error }),
        }
    }

    pub fn len(&self) -> usize {
        self.games.len()
    }

    pub fn is_empty(&self) -> bool {
        self.games.is_empty()
    }

    /// Every game, in file order (game number n is entry n − 1).
    pub fn entries(&self) -> &[GameEntry] {
        &self.games
    }

    pub fn entry(&self, index: usize) -> Option<&GameEntry> {
        self.games.get(index)
    }

    pub fn sources(&self) -> &[Source] {
        &self.sources
    }

    /// The files that could not be read, and why.
    pub fn failures(&self) -> &[SourceFailure] {
        &self.failures
    }

    /// The file a game is in.
    pub fn path_of(&self, index: usize) -> Option<&Path> {
        let e = self.games.get(index)?;
        Some(&self.sources[e.source as usize].path)
    }

    /// Reads game `index` (0-based). Reading does not change the collection; see
    /// [`Collection::read_game_noting`] to keep what was learnt.
    pub fn read_game(&self, index: usize) -> Result<GameRecord, CollectionError> {
        let e = self
            .games
            .get(index)
            .ok_or(CollectionError::NoSuchGame(index + 1, self.games.len()))?;
        let source = &self.sources[e.source as usize];
        match (&source.content, &e.place) {
            (Content::Pgn(text), Some(place)) => Ok(read_pgn_span(
                text,
                &PgnGameSpan {
                    span: place.span.clone(),
                    tags: Vec::new(),
                    result: e.row.result,
                    main_line_words: 0,
                    line: place.line,
                    column: place.column,
                },
            )),
            (Content::Whole(bytes), _) => {
                let mut games = read_bytes(bytes, Some(&source.path))?;
                let i = e.index_in_source as usize;
                if i < games.len() {
                    Ok(games.swap_remove(i))
                } else {
                    Err(CollectionError::NoSuchGame(index + 1, self.games.len()))
                }
            }
            (Content::Pgn(_), None) => {
                Err(CollectionError::NoSuchGame(index + 1, self.games.len()))
            }
        }
    }

    /// Reads game `index` and keeps its problem and exact move count in the list.
    pub fn read_game_noting(&mut self, index: usize) -> Result<GameRecord, CollectionError> {
        let record = self.read_game(index)?;
        self.note(index, &record);
        Ok(record)
    }

    fn note(&mut self, index: usize, record: &GameRecord) {
        let e = &mut self.games[index];
        e.problem = record.problem.clone().map(Box::new);
        e.row.moves = record.tree.main_line_nodes().len() as u32;
        e.read = true;
    }

    /// Reads every game in order, giving each to `f`, and keeps each game's problem
    /// and move count in the list. A whole-read file is read once, not once a game.
    pub fn read_all(&mut self, mut f: impl FnMut(usize, &GameRecord)) {
        let mut index = 0;
        while index < self.games.len() {
            let source = self.games[index].source as usize;
            match &self.sources[source].content {
                Content::Pgn(_) => {
                    if let Ok(record) = self.read_game(index) {
                        f(index, &record);
                        self.note(index, &record);
                    }
                    index += 1;
                }
                Content::Whole(bytes) => {
                    let games =
                        read_bytes(bytes, Some(&self.sources[source].path)).unwrap_or_default();
                    for (i, record) in games.iter().enumerate() {
                        if self
                            .games
                            .get(index + i)
                            .is_some_and(|e| e.source as usize == source)
                        {
                            f(index + i, record);
                            self.note(index + i, record);
                        }
                    }
                    while self
                        .games
                        .get(index)
                        .is_some_and(|e| e.source as usize == source)
                    {
                        index += 1;
                    }
                }
            }
        }
    }

    /// The damaged games (read so far): their index and problem.
    pub fn damaged(&self) -> impl Iterator<Item = (usize, &GameError)> {
        self.games
            .iter()
            .enumerate()
            .filter_map(|(i, e)| e.problem.as_deref().map(|p| (i, p)))
    }
}

/// The headers of a record as a row, for callers holding a record already.
pub fn row_of(headers: &Headers, result: GameResult, moves: u32) -> HeaderRow {
    HeaderRow::from_tags(headers.iter(), result, moves)
}
