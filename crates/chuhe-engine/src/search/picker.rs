//! Move picking in stages: the transposition table's move first, before any move is
//! generated (it often cuts the node off alone); then the captures that do not lose
//! material by static exchange, most valuable victim first; then the killers and the
//! counter-move; then the other quiet moves by their histories; last the captures
//! that lose material. Moves are picked one at a time (selection), since a cut-off
//! usually comes after the first few; a capture's exchange is worked out only when
//! it comes up, and the quiet moves are scored only when the first of them does.

use chuhe_core::rules::{Kind, MAX_MOVES, Move, Position, Square};

use super::ordering::{Context, Ordering, mvv_lva};
use super::see::see;

const GOOD_CAPTURE: i32 = 1 << 28;
const KILLER: i32 = 1 << 27;
const COUNTER: i32 = KILLER - 1;
/// Below every quiet move (whose histories sum to at most ±3 × 2^14).
const BAD_CAPTURE: i32 = -(1 << 28);
/// A quiet move not yet scored: below every capture that does not lose, above every
/// one that does, and below every scored quiet move.
const UNSCORED_QUIET: i32 = BAD_CAPTURE / 4;

const NO_MOVE: Move = Move::new(Square::new(0, 0), Square::new(0, 0));

#[derive(Copy, Clone, PartialEq, Eq, Debug)]
enum Stage {
    TableMove,
    Generate,
    Pick,
}

/// What kind of move the picker handed out, for the search's pruning decisions.
#[derive(Copy, Clone, PartialEq, Eq, Debug)]
pub enum Picked {
    TableMove,
    /// A capture that does not lose material by exchange.
    GoodCapture,
    Quiet,
    /// A capture that loses this much material (negative) by exchange.
    BadCapture(i32),
}

pub struct MovePicker {
    moves: [Move; MAX_MOVES],
    scores: [i32; MAX_MOVES],
    /// The capture's exchange is still to be worked out (it might lose material).
    unchecked: [bool; MAX_MOVES],
    len: usize,
    next: usize,
    table_move: Option<Move>,
    stage: Stage,
    /// The quiet moves have their ordering scores (they get them only when the first
    /// one comes up: a capture often cuts the node off before).
    quiets_scored: bool,
}

impl MovePicker {
    /// `table_move` must be legal in the position the picker is used on.
    pub fn new(table_move: Option<Move>) -> MovePicker {
        MovePicker {
            moves: [NO_MOVE; MAX_MOVES],
            scores: [0; MAX_MOVES],
            unchecked: [false; MAX_MOVES],
            len: 0,
            next: 0,
            table_move,
            stage: Stage::TableMove,
            quiets_scored: false,
        }
    }

    /// The next move to try, with what kind it is; `None` when every legal move has
    /// been handed out.
    pub fn next(
        &mut self,
        pos: &mut Position,
        ordering: &Ordering,
        ply: usize,
        context: &Context,
    ) -> Option<(Move, Picked)> {
        if self.stage == Stage::TableMove {
            self.stage = Stage::Generate;
            if let Some(m) = self.table_move {
                return Some((m, Picked::TableMove));
            }
        }
        if self.stage == Stage::Generate {
            self.stage = Stage::Pick;
            self.generate(pos);
        }
        loop {
            if self.next >= self.len {
                return None;
            }
            let i = self.best_from(self.next);
            if self.scores[i] == UNSCORED_QUIET && !self.quiets_scored {
                self.score_quiets(pos, ordering, ply, context);
                continue;
            }
            self.swap(self.next, i);
            let at = self.next;
            let m = self.moves[at];
            if self.unchecked[at] {
                self.unchecked[at] = false;
                let exchange = see(pos, m);
                if exchange < 0 {
                    // Back among the moves still to come, below the quiet ones.
                    self.scores[at] = BAD_CAPTURE + exchange;
                    continue;
                }
            }
            self.next += 1;
            let score = self.scores[at];
            let picked = if score >= GOOD_CAPTURE {
                Picked::GoodCapture
            } else if score < BAD_CAPTURE / 2 {
                Picked::BadCapture(score - BAD_CAPTURE)
            } else {
                Picked::Quiet
            };
            return Some((m, picked));
        }
    }

    fn generate(&mut self, pos: &Position) {
        let list = pos.legal_moves();
        let mut n = 0;
        for &m in list.iter() {
            if Some(m) == self.table_move {
                continue;
            }
            let Some(piece) = pos.piece_at(m.from) else {
                continue;
            };
            let mut unchecked = false;
            let score = if let Some(victim) = pos.piece_at(m.to) {
                // Taking a piece worth at least the taker cannot lose by exchange.
                unchecked = piece.kind == Kind::King || worth(piece.kind) > worth(victim.kind);
                GOOD_CAPTURE + mvv_lva(victim.kind, piece.kind)
            } else {
                UNSCORED_QUIET
            };
            self.moves[n] = m;
            self.scores[n] = score;
            self.unchecked[n] = unchecked;
            n += 1;
        }
        self.len = n;
    }

    /// Scores the quiet moves still to come: killers, then the counter-move, then by
    /// history. The captures were picked by the same rule meanwhile, so the moves
    /// stand in the order they would have had if scored at once.
    fn score_quiets(&mut self, pos: &Position, ordering: &Ordering, ply: usize, context: &Context) {
        self.quiets_scored = true;
        let side = pos.side_to_move();
        let killers = ordering.killers(ply);
        let counter = ordering.counter_move(context);
        for i in self.next..self.len {
            if self.scores[i] != UNSCORED_QUIET {
                continue;
            }
            let m = self.moves[i];
            let Some(piece) = pos.piece_at(m.from) else {
                continue;
            };
            self.scores[i] = if killers[0] == Some(m) {
                KILLER + 2
            } else if killers[1] == Some(m) {
                KILLER + 1
            } else if counter == Some(m) {
                COUNTER
            } else {
                ordering.quiet_score(side, m, piece, context)
            };
        }
    }

    /// The index of the first highest score among `from..len` (`from < len`).
    #[inline]
    fn best_from(&self, from: usize) -> usize {
        from + first_max(&self.scores[from..self.len])
    }

    #[inline]
    fn swap(&mut self, a: usize, b: usize) {
        self.moves.swap(a, b);
        self.scores.swap(a, b);
        self.unchecked.swap(a, b);
    }
}

/// The index of the first highest value of a non-empty slice. (Iterating the slice
/// rather than indexing it spares a bounds check a step in the search's hottest loop.)
#[inline]
pub(super) fn first_max(scores: &[i32]) -> usize {
    let mut best = 0;
    let mut best_score = i32::MIN;
    for (i, &s) in scores.iter().enumerate() {
        if s > best_score {
            best = i;
            best_score = s;
        }
    }
    best
}

#[inline]
fn worth(kind: Kind) -> i32 {
    crate::eval::material::value(kind)
}

#[cfg(test)]
mod tests {
    use super::*;

    fn picked_all(fen: &str, table_move: Option<&str>) -> Vec<(String, Picked)> {
        let mut pos = Position::from_fen(fen).unwrap();
        let ordering = Ordering::new();
        let mut picker = MovePicker::new(table_move.map(|m| Move::from_iccs(m).unwrap()));
        let mut out = Vec::new();
        while let Some((m, p)) = picker.next(&mut pos, &ordering, 0, &Context::default()) {
            out.push((m.iccs(), p));
        }
        out
    }

    /// The selection keeps the first of equal scores: the order of equal moves, and
    /// so the search's nodes, depend on it.
    #[test]
    fn first_max_keeps_the_first_of_equals() {
        assert_eq!(first_max(&[3]), 0);
        assert_eq!(first_max(&[1, 5, 2, 5]), 1);
        assert_eq!(first_max(&[-7, -7, -9]), 0);
        assert_eq!(first_max(&[i32::MIN, i32::MIN]), 0);
        assert_eq!(first_max(&[0, BAD_CAPTURE, GOOD_CAPTURE, GOOD_CAPTURE]), 2);
    }

    /// Every legal move comes out exactly once, the table move first, the winning
    /// capture before the quiet moves and the losing capture after them.
    #[test]
    fn stages_come_in_order_and_hand_out_every_move_once() {
        // The cannon-behind-rook position of `see.rs`: e0e5 wins the horse, e1e5 loses
        // the rook for it.
        let fen = "4rk3/9/9/9/4n4/9/9/9/4R4/3KC4 w - - 0 1";
        let pos = Position::from_fen(fen).unwrap();
        let legal: Vec<String> = pos.legal_moves().iter().map(|m| m.iccs()).collect();
        let out = picked_all(fen, Some("d0d1"));
        let mut names: Vec<String> = out.iter().map(|(m, _)| m.clone()).collect();
        assert_eq!(out[0], ("d0d1".to_string(), Picked::TableMove));
        assert_eq!(out[1], ("e0e5".to_string(), Picked::GoodCapture));
        let last = out.last().unwrap();
        assert_eq!(last.0, "e1e5");
        assert_eq!(last.1, Picked::BadCapture(450 - 900));
        assert!(
            out[2..out.len() - 1]
                .iter()
                .all(|(_, p)| *p == Picked::Quiet)
        );
        names.sort();
        let mut legal_sorted = legal.clone();
        legal_sorted.sort();
        assert_eq!(names, legal_sorted);
    }

    /// The quiet moves are scored when the first of them comes up, not before: a
    /// killer learned while the capture was being searched leads them.
    #[test]
    fn quiet_moves_are_scored_when_they_come_up() {
        use chuhe_core::rules::Color;
        let fen = "4rk3/9/9/9/4n4/9/9/9/4R4/3KC4 w - - 0 1";
        let mut pos = Position::from_fen(fen).unwrap();
        let mut ordering = Ordering::new();
        let mut picker = MovePicker::new(None);
        let context = Context::default();
        let first = picker.next(&mut pos, &ordering, 0, &context).unwrap();
        assert_eq!(
            (first.0.iccs().as_str(), first.1),
            ("e0e5", Picked::GoodCapture)
        );
        // Generated last among the quiet moves, so without scores it would come last.
        let quiets: Vec<Move> = pos
            .legal_moves()
            .iter()
            .copied()
            .filter(|m| pos.piece_at(m.to).is_none())
            .collect();
        let killer = *quiets.last().unwrap();
        let piece = pos.piece_at(killer.from).unwrap();
        assert_eq!(piece.color, Color::Red);
        ordering.on_cutoff(Color::Red, 0, (killer, piece), 4, &[], &context);
        let second = picker.next(&mut pos, &ordering, 0, &context).unwrap();
        assert_eq!(second, (killer, Picked::Quiet));
    }
}
