//! Counting game records into a book: each game's main line from the opening position,
//! up to a ply limit, each move with the game's result from the mover's side. A game
//! counts once for a position and move even when its line passes there twice; a game
//! whose moves another game already had (collections overlap) is counted once.

use std::collections::{HashMap, HashSet};

use chuhe_core::record::{GameRecord, GameResult};
use chuhe_core::rules::{Color, Move};

use super::table::{Book, Entry, Provenance, Tally};

/// What goes into the book.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub struct BuildOptions {
    /// The plies of each game counted: the moves played before ply `plies`.
    pub plies: u16,
    /// A move played in fewer games is left out (one game is a player's choice, not
    /// yet practice).
    pub min_games: u16,
}

impl Default for BuildOptions {
    fn default() -> BuildOptions {
        BuildOptions {
            plies: 30,
            min_games: 2,
        }
    }
}

/// Why a game was not counted.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub enum Skipped {
    /// From a set-up position (a puzzle, a study), not the opening.
    FromSetup,
    /// No result (`*`): nothing to weigh its moves by.
    NoResult,
    /// The record has a problem (an illegal move, a bad position).
    Faulty,
    /// Its moves are another game's.
    Duplicate,
    /// No move at all.
    Empty,
}

/// What a build counted and left out.
#[derive(Clone, Debug, Default, PartialEq, Eq, serde::Serialize)]
pub struct BuildReport {
    /// Games counted.
    pub games: u32,
    pub from_setup: u32,
    pub no_result: u32,
    pub faulty: u32,
    pub duplicates: u32,
    pub empty: u32,
    /// Positions and moves in the book (after `min_games`).
    pub positions: usize,
    pub moves: usize,
    /// Moves seen but played in fewer than `min_games` games.
    pub rare_moves: usize,
}

impl BuildReport {
    fn skipped(&mut self, why: Skipped) {
        let n = match why {
            Skipped::FromSetup => &mut self.from_setup,
            Skipped::NoResult => &mut self.no_result,
            Skipped::Faulty => &mut self.faulty,
            Skipped::Duplicate => &mut self.duplicates,
            Skipped::Empty => &mut self.empty,
        };
        *n += 1;
    }
}

/// Counts games one by one, then makes the book.
#[derive(Debug, Default)]
pub struct Builder {
    options: BuildOptions,
    tallies: HashMap<(u64, Move), Tally>,
    seen_lines: HashSet<Vec<Move>>,
    report: BuildReport,
}

impl Builder {
    pub fn new(options: BuildOptions) -> Builder {
        Builder {
            options,
            ..Builder::default()
        }
    }

    /// Counts one game, or says why not.
    pub fn add(&mut self, game: &GameRecord) -> Result<(), Skipped> {
        let counted = self.count(game);
        match counted {
            Ok(()) => self.report.games += 1,
            Err(why) => self.report.skipped(why),
        }
        counted
    }

    fn count(&mut self, game: &GameRecord) -> Result<(), Skipped> {
        if !game.starts_from_opening() {
            return Err(Skipped::FromSetup);
        }
        if game.problem.is_some() {
            return Err(Skipped::Faulty);
        }
        let red_points = match game.result {
            GameResult::RedWins => Outcome::Win,
            GameResult::Draw => Outcome::Draw,
            GameResult::BlackWins => Outcome::Loss,
            GameResult::Unknown => return Err(Skipped::NoResult),
        };
        let line = game.main_line();
        if line.is_empty() {
            return Err(Skipped::Empty);
        }
        let mut pos = game.start_position().map_err(|_| Skipped::Faulty)?;
        let opening: Vec<Move> = line
            .iter()
            .copied()
            .take(usize::from(self.options.plies))
            .collect();
        if !self.seen_lines.insert(line) {
            return Err(Skipped::Duplicate);
        }
        let mut this_game = HashSet::new();
        for mv in opening {
            let key = pos.hash();
            let outcome = match pos.side_to_move() {
                Color::Red => red_points,
                Color::Black => red_points.reversed(),
            };
            if pos.play(mv).is_err() {
                // Readers replay every move, so this is a record built by hand.
                return Err(Skipped::Faulty);
            }
            if this_game.insert((key, mv)) {
                outcome.add_to(self.tallies.entry((key, mv)).or_default());
            }
        }
        Ok(())
    }

    /// The book of the moves played in at least `min_games` games, and the report.
    pub fn finish(self) -> (Book, BuildReport) {
        let mut report = self.report;
        let min = u64::from(self.options.min_games);
        let (kept, rare): (Vec<Entry>, Vec<Entry>) = self
            .tallies
            .into_iter()
            .map(|((key, mv), tally)| Entry { key, mv, tally })
            .partition(|e| e.tally.games() >= min);
        report.rare_moves = rare.len();
        let book = Book::new(
            kept,
            Provenance {
                plies: self.options.plies,
                min_games: self.options.min_games,
                games: report.games,
            },
        );
        report.positions = book.positions();
        report.moves = book.entries().len();
        (book, report)
    }
}

/// A game's end from one side.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
enum Outcome {
    Win,
    Draw,
    Loss,
}

impl Outcome {
    fn reversed(self) -> Outcome {
        match self {
            Outcome::Win => Outcome::Loss,
            Outcome::Draw => Outcome::Draw,
            Outcome::Loss => Outcome::Win,
        }
    }

    fn add_to(self, t: &mut Tally) {
        let n = match self {
            Outcome::Win => &mut t.wins,
            Outcome::Draw => &mut t.draws,
            Outcome::Loss => &mut t.losses,
        };
        *n = n.saturating_add(1);
    }
}
