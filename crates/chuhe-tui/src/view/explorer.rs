//! The explorer (pure drawing): what the study board's position search (`/`) shows
//! under the move list. Two parts, each under its own heading: the games of the open
//! collection that reached the position, with the moves played next (games, Red
//! wins, draws, Black wins); and, when an opening book is configured (`book` in
//! config.toml), the book's moves of the position, with their games, the score of the
//! side that played them and how those games ended — or one line saying the position
//! is not in the book.
//!
//! The moves are written in the board's notation when drawn, so that switching it
//! (`v`) rewrites them. The book is only shown here: analysis never uses it.

use ratatui::Frame;
use ratatui::layout::Rect;
use unicode_width::UnicodeWidthStr;

use chuhe_core::catalogue::{Msg, UiText};
use chuhe_core::lang::{Lang, Render};
use chuhe_core::notation::{Notation, Style, write_move};
use chuhe_core::rules::{Move, Position};
use chuhe_engine::book::{Book, BookMove, Tally};
use chuhe_study::SearchResult;

use super::put;
use crate::theme::{Role, Theme};

/// The width a move's text is padded to, so that the numbers line up in both parts
/// (a Chinese move is 8 cells wide).
const MOVE_CELLS: usize = 9;

/// What the explorer found for one position.
#[derive(Clone, Debug)]
pub struct Explorer {
    /// The collection's games (`None`: no collection is open).
    pub games: Option<SearchResult>,
    /// The book's moves, most games first (`None`: no book is configured; empty:
    /// the position is not in the book).
    pub book: Option<Vec<BookMove>>,
}

/// One of the book's moves as the explorer lists it.
#[derive(Clone, Debug, PartialEq)]
pub struct BookLine {
    pub mv: Move,
    /// The move in the board's notation.
    pub text: String,
    pub tally: Tally,
    /// The points the move scored for the side that played it, in percent.
    pub score: f64,
}

impl Explorer {
    /// The explorer of `pos`: `games` is the collection's answer, if one is open.
    pub fn new(pos: &Position, games: Option<SearchResult>, book: Option<&Book>) -> Explorer {
        Explorer {
            games,
            book: book.map(|b| b.moves(pos)),
        }
    }

    /// Both parts are shown: the pane wants more rows.
    pub fn has_both(&self) -> bool {
        self.games.is_some() && self.book.is_some()
    }

    /// The book's moves of `pos` as listed (`pos` is the position it was made for).
    pub fn book_lines(&self, pos: &Position, style: &Style) -> Vec<BookLine> {
        self.book
            .iter()
            .flatten()
            .map(|m| BookLine {
                mv: m.mv,
                text: write_move(pos, m.mv, style),
                tally: m.tally,
                score: 100.0 * m.tally.score(),
            })
            .collect()
    }
}

/// `text` followed by blanks up to `cells` terminal cells.
fn padded(text: &str, cells: usize) -> String {
    let pad = cells.saturating_sub(text.width());
    format!("{text}{}", " ".repeat(pad))
}

/// Rows for the two parts in `height`: each gets what it needs when both fit, else
/// at least half, the part needing less giving the rest to the other.
fn split(games: u16, book: u16, height: u16) -> (u16, u16) {
    if games.saturating_add(book) <= height {
        return (games, book);
    }
    let games = games.min(height - book.min(height / 2));
    (games, height - games)
}

/// Draws the explorer of `pos` in `area`.
pub fn draw(
    frame: &mut Frame,
    area: Rect,
    pos: &Position,
    explorer: &Explorer,
    theme: &Theme,
    lang: Lang,
    notation: Notation,
) {
    let style = Style::of(notation);
    let games_rows = explorer
        .games
        .as_ref()
        .map_or(0, |g| 1 + g.moves.len() as u16);
    let book = explorer.book_lines(pos, &style);
    let book_rows = match explorer.book {
        None => 0,
        Some(_) => 1 + book.len() as u16,
    };
    let (games_h, book_h) = split(games_rows, book_rows, area.height);
    let buf = frame.buffer_mut();
    let row = |i: u16| Rect::new(area.x, area.y + i, area.width, 1);
    if let Some(g) = &explorer.games {
        let head = UiText::SearchGames(g.games.len() as u64).render(lang);
        put(buf, row(0), 0, &head, theme.style(Role::Title));
        for (i, m) in g
            .moves
            .iter()
            .enumerate()
            .take(games_h.saturating_sub(1) as usize)
        {
            let text = padded(&write_move(pos, m.mv, &style), MOVE_CELLS);
            let line = format!(
                "{text} {:>5}  +{} ={} -{}",
                m.games.len(),
                m.red_wins,
                m.draws,
                m.black_wins
            );
            put(buf, row(i as u16 + 1), 1, &line, theme.style(Role::Text));
        }
    }
    if explorer.book.is_none() || book_h == 0 {
        return;
    }
    let top = games_h;
    if book.is_empty() {
        let text = Msg::ExplorerNotInBook.text(lang);
        put(buf, row(top), 0, text, theme.style(Role::Dim));
        return;
    }
    let games: u64 = book.iter().map(|l| l.tally.games()).sum();
    let head = UiText::ExplorerBookGames(games).render(lang);
    put(buf, row(top), 0, &head, theme.style(Role::Title));
    for (i, l) in book
        .iter()
        .enumerate()
        .take(book_h.saturating_sub(1) as usize)
    {
        let line = format!(
            "{} {:>5} {:>5.1}%  +{} ={} -{}",
            padded(&l.text, MOVE_CELLS),
            l.tally.games(),
            l.score,
            l.tally.wins,
            l.tally.draws,
            l.tally.losses
        );
        put(
            buf,
            row(top + 1 + i as u16),
            1,
            &line,
            theme.style(Role::Text),
        );
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use chuhe_core::record::read_file;
    use chuhe_engine::book::{BuildOptions, Builder};

    /// A book of the 35 games of a real tournament (shared test data).
    fn book_and_games() -> (Book, Vec<chuhe_core::record::GameRecord>) {
        let path = std::path::Path::new(concat!(
            env!("CARGO_MANIFEST_DIR"),
            "/../../../shared/data/games/cchess_testdata/1989年龙化杯象棋名师邀请赛35局.CBL"
        ));
        let records = read_file(path).unwrap_or_else(|e| panic!("{}: {e}", path.display()));
        let mut builder = Builder::new(BuildOptions {
            plies: 20,
            min_games: 2,
        });
        for r in &records {
            let _ = builder.add(r);
        }
        (builder.finish().0, records)
    }

    /// Along the openings of the games, the explorer lists exactly the moves the
    /// book's reader gives for each position, in its order, with its games, written
    /// in the board's notation.
    #[test]
    fn the_listed_moves_are_the_books_moves() {
        let (book, records) = book_and_games();
        let positions: Vec<Position> = records
            .iter()
            .take(10)
            .filter_map(|r| r.main_line_positions().ok())
            .flat_map(|line| line.into_iter().take(12))
            .collect();
        let mut in_book = 0;
        for pos in &positions {
            for notation in [Notation::Chinese, Notation::Wxf] {
                let style = Style::of(notation);
                let explorer = Explorer::new(pos, None, Some(&book));
                let lines = explorer.book_lines(pos, &style);
                let probed = book.moves(pos);
                let listed: Vec<(Move, Tally)> = lines.iter().map(|l| (l.mv, l.tally)).collect();
                let expected: Vec<(Move, Tally)> = probed.iter().map(|m| (m.mv, m.tally)).collect();
                assert_eq!(listed, expected, "{}", pos.fen());
                for l in &lines {
                    assert_eq!(l.text, write_move(pos, l.mv, &style));
                    assert!((l.score - 100.0 * l.tally.score()).abs() < 1e-9);
                }
                in_book += usize::from(!lines.is_empty());
            }
        }
        assert!(
            in_book >= 20,
            "the games' openings are in the book: {in_book}"
        );
    }

    /// No book configured: no book part at all; a position the book lacks: an empty
    /// list (drawn as one "not in the book" line).
    #[test]
    fn no_book_and_a_position_not_in_the_book() {
        let (book, _) = book_and_games();
        let lone = Position::from_fen("3k5/9/9/9/9/9/9/9/4R4/4K4 w - - 0 1").unwrap();
        let none = Explorer::new(&lone, None, None);
        assert!(none.book.is_none() && none.book_lines(&lone, &Style::chinese()).is_empty());
        let out = Explorer::new(&lone, None, Some(&book));
        assert_eq!(out.book.as_deref(), Some(&[][..]));
    }

    #[test]
    fn the_rows_are_shared_fairly() {
        assert_eq!(split(3, 4, 12), (3, 4));
        assert_eq!(split(10, 10, 12), (6, 6));
        assert_eq!(split(2, 10, 12), (2, 10));
        assert_eq!(split(10, 2, 12), (10, 2));
        assert_eq!(split(10, 10, 0), (0, 0));
        assert_eq!(split(0, 1, 1), (0, 1));
    }
}
