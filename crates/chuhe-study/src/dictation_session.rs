//! One dictation (听写) of a game: chuhe shows its moves one at a time, and for each
//! move of the sides the player writes, the entry is marked with [`grade`]. The
//! session knows no time: whether the next move comes on a key or at a pace is the
//! caller's (the TUI's) business; it only asks [`Dictation::miss`] when time ran out.

use chuhe_core::rules::{Color, Move, Position};

use super::dictation::{DictationOptions, DictationStats, Grade, Mistake, Sides, grade};

/// What happened at one shown move.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Entry {
    /// A move of a side the player does not write: only shown.
    Shown,
    /// The player's text and its mark.
    Written { text: String, grade: Grade },
    /// Not written before the next move came (or skipped): marked ✗.
    Missed { expected: String },
}

/// A game being dictated.
#[derive(Clone, Debug)]
pub struct Dictation {
    /// The position before each move, then the final one (`moves.len() + 1`).
    positions: Vec<Position>,
    moves: Vec<Move>,
    sides: Sides,
    options: DictationOptions,
    /// What happened at each move shown so far; its length is the index of the move
    /// on the board now.
    entries: Vec<Entry>,
    stats: DictationStats,
}

impl Dictation {
    /// A dictation of `moves` played from `start`. The moves are checked: a record
    /// reader replays every move, but a hand-made list may hold an illegal one, and
    /// the session stops before it (returning how many were kept).
    pub fn new(
        start: &Position,
        moves: &[Move],
        sides: Sides,
        options: DictationOptions,
    ) -> Dictation {
        let mut positions = vec![start.clone()];
        let mut kept = Vec::with_capacity(moves.len());
        let mut pos = start.clone();
        for &m in moves {
            if pos.play(m).is_err() {
                break;
            }
            kept.push(m);
            positions.push(pos.clone());
        }
        Dictation {
            positions,
            moves: kept,
            sides,
            options,
            entries: Vec::new(),
            stats: DictationStats {
                sessions: 1,
                ..DictationStats::default()
            },
        }
    }

    pub fn len(&self) -> usize {
        self.moves.len()
    }

    pub fn is_empty(&self) -> bool {
        self.moves.is_empty()
    }

    pub fn options(&self) -> &DictationOptions {
        &self.options
    }

    pub fn sides(&self) -> Sides {
        self.sides
    }

    /// The index of the move on the board now, `None` once every move was shown.
    pub fn current(&self) -> Option<usize> {
        (self.entries.len() < self.moves.len()).then_some(self.entries.len())
    }

    pub fn is_finished(&self) -> bool {
        self.current().is_none()
    }

    /// The position the board shows: after the current move (the final position at
    /// the end).
    pub fn shown_position(&self) -> &Position {
        let i = self.current().map_or(self.moves.len(), |i| i + 1);
        &self.positions[i]
    }

    /// The position before move `i` (an entry for it is read against this one).
    pub fn position_before(&self, i: usize) -> &Position {
        &self.positions[i.min(self.moves.len())]
    }

    /// The move on the board now (highlighted as the last move played).
    pub fn shown_move(&self) -> Option<Move> {
        match self.current() {
            Some(i) => Some(self.moves[i]),
            None => self.moves.last().copied(),
        }
    }

    /// Who played move `i`.
    pub fn mover(&self, i: usize) -> Color {
        self.positions[i].side_to_move()
    }

    /// The move number of move `i` (1-based, as on a scoresheet).
    pub fn round(&self, i: usize) -> u32 {
        let start = &self.positions[0];
        let half = i as u32 + u32::from(start.side_to_move() == Color::Black);
        start.fullmove_number() + half / 2
    }

    /// The player writes the current move.
    pub fn to_write(&self) -> bool {
        self.current()
            .is_some_and(|i| self.sides.includes(self.mover(i)))
    }

    /// The moves the player writes in the whole game.
    pub fn entries_asked(&self) -> usize {
        (0..self.moves.len())
            .filter(|&i| self.sides.includes(self.mover(i)))
            .count()
    }

    pub fn entries(&self) -> &[Entry] {
        &self.entries
    }

    /// The figures of this session (`sessions` is 1).
    pub fn stats(&self) -> &DictationStats {
        &self.stats
    }

    /// The current move as chuhe writes it, in the style the options show.
    pub fn expected(&self, i: usize) -> String {
        grade(&self.positions[i], self.moves[i], "", &self.options).expected
    }

    /// Marks `text` as the entry of the current move and shows the next one. `None`
    /// when there is nothing to write now (the move is only shown, or the game is
    /// over).
    pub fn submit(&mut self, text: &str) -> Option<Grade> {
        let i = self.current().filter(|_| self.to_write())?;
        let g = grade(&self.positions[i], self.moves[i], text, &self.options);
        self.stats.record(&g);
        self.entries.push(Entry::Written {
            text: text.trim().to_string(),
            grade: g.clone(),
        });
        Some(g)
    }

    /// The next move came before the current one was written: ✗. For a move only
    /// shown, the same as [`Dictation::show_next`].
    pub fn miss(&mut self) {
        let Some(i) = self.current() else { return };
        if !self.to_write() {
            self.entries.push(Entry::Shown);
            return;
        }
        let expected = self.expected(i);
        self.stats.record(&Grade {
            correct: false,
            expected: expected.clone(),
            mistakes: vec![Mistake::Missed],
        });
        self.entries.push(Entry::Missed { expected });
    }

    /// Shows the next move after one the player does not write. Returns false when
    /// the current move is to be written (use [`Dictation::submit`] or
    /// [`Dictation::miss`]).
    pub fn show_next(&mut self) -> bool {
        if self.current().is_none() || self.to_write() {
            return false;
        }
        self.entries.push(Entry::Shown);
        true
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn moves(list: &[&str]) -> Vec<Move> {
        list.iter().map(|s| Move::from_iccs(s).unwrap()).collect()
    }

    #[test]
    fn a_session_marks_the_sides_written_and_counts() {
        // 1. 炮二平五 马８进７ 2. 马二进三 车９平８
        let game = moves(&["h2e2", "h9g7", "h0g2", "i9h9"]);
        let mut d = Dictation::new(
            &Position::startpos(),
            &game,
            Sides::RedOnly,
            DictationOptions::default(),
        );
        assert_eq!((d.len(), d.entries_asked()), (4, 2));
        assert_eq!(d.shown_move(), Some(game[0]));
        assert!(d.to_write());
        assert!(!d.show_next(), "a move to write is not skipped by next");
        assert!(d.submit("炮二平五").unwrap().correct);
        // Black's reply is only shown.
        assert_eq!((d.current(), d.to_write()), (Some(1), false));
        assert_eq!(d.submit("马8进7"), None);
        assert!(d.show_next());
        let g = d.submit("马八进三").unwrap();
        assert_eq!(g.mistakes, [Mistake::File]);
        assert_eq!(g.expected, "马二进三");
        assert_eq!((d.round(2), d.mover(2)), (2, Color::Red));
        assert!(d.show_next());
        assert!(d.is_finished());
        assert_eq!(d.shown_move(), Some(game[3]));
        let s = d.stats();
        assert_eq!((s.sessions, s.entries, s.correct), (1, 2, 1));
        assert_eq!(s.count(Mistake::File), 1);
    }

    #[test]
    fn a_missed_entry_is_wrong_and_an_illegal_move_ends_the_game() {
        // i9h9 is not legal at move 2 (a Black move with Red to move): the session
        // keeps the two moves before it.
        let game = moves(&["h2e2", "h9g7", "i9h9"]);
        let mut d = Dictation::new(
            &Position::startpos(),
            &game,
            Sides::Both,
            DictationOptions::default(),
        );
        assert_eq!(d.len(), 2);
        d.miss();
        assert_eq!(
            d.entries()[0],
            Entry::Missed {
                expected: "炮二平五".into()
            }
        );
        assert!(d.submit("马８进７").unwrap().correct);
        assert!(d.is_finished());
        assert_eq!(d.stats().count(Mistake::Missed), 1);
        assert_eq!(d.stats().accuracy(), Some(0.5));
    }
}
