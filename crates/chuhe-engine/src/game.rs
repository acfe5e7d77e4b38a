//! The game the engine is asked about: the start, the moves played, and the rule set,
//! followed by an [`Adjudicator`] so that the root can ask how a repetition would be
//! judged (24–29; 002 chapter 2; AXF), and the positions since the last capture for
//! repetitions inside the search.

use chuhe_core::adjudication::{Adjudicator, Options, RuleSet};
use chuhe_core::rules::{IllegalMove, Move, Position};

/// One position of the game since the last capture, as the search's repetition check
/// needs it.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub struct Seen {
    pub hash: u64,
    /// The side to move here is in check: the move that led here gave check.
    pub check: bool,
}

#[derive(Clone, Debug)]
pub struct GameHistory {
    adjudicator: Adjudicator,
    seen: Vec<Seen>,
}

impl GameHistory {
    pub fn new(rules: RuleSet, start: &Position) -> GameHistory {
        GameHistory {
            adjudicator: Adjudicator::new(rules, start, Options::default()),
            seen: vec![Seen {
                hash: start.hash(),
                check: start.is_check(),
            }],
        }
    }

    /// From a start position and moves; the first illegal move is the error, with its
    /// index.
    pub fn with_moves(
        rules: RuleSet,
        start: &Position,
        moves: &[Move],
    ) -> Result<GameHistory, (usize, Move, IllegalMove)> {
        let mut g = GameHistory::new(rules, start);
        for (i, &m) in moves.iter().enumerate() {
            g.play(m).map_err(|e| (i, m, e))?;
        }
        Ok(g)
    }

    pub fn play(&mut self, m: Move) -> Result<(), IllegalMove> {
        self.adjudicator.play(m)?;
        let pos = self.adjudicator.position();
        if pos.plies_since_capture() == 0 {
            self.seen.clear();
        }
        self.seen.push(Seen {
            hash: pos.hash(),
            check: pos.is_check(),
        });
        Ok(())
    }

    pub fn position(&self) -> &Position {
        self.adjudicator.position()
    }

    pub fn rules(&self) -> RuleSet {
        self.adjudicator.rules()
    }

    pub fn adjudicator(&self) -> &Adjudicator {
        &self.adjudicator
    }

    /// Positions since the last capture, the current one last.
    pub fn seen(&self) -> &[Seen] {
        &self.seen
    }
}
