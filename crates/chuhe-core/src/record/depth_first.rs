//! The move lists of XQF and 象棋桥 CBR files: one step after another in depth-first
//! order, each step saying whether its line continues (the next step is its reply)
//! and whether it has a variation (a later step, after this step's whole subtree, is
//! another move in its place). Both readers decode their bytes into [`Step`]s and
//! [`grow_tree`] turns the list into a move tree, replaying every move.

use crate::rules::{Move, Setup, Square};

use super::error::{GameError, GameErrorKind, Location};
use super::model::GameRecord;
use super::replay::{Cursor, move_error, start_position, would_be_variation};

/// One decoded step.
#[derive(Clone, Debug)]
pub(crate) struct Step {
    pub from: Square,
    pub to: Square,
    /// The next step continues this line.
    pub has_next: bool,
    /// After this step's subtree, a step follows that replaces this one.
    pub has_variation: bool,
    pub comment: Option<String>,
    /// Where the step starts in the file.
    pub offset: u64,
}

/// How a step list ended.
pub(crate) enum StepsEnd {
    /// All steps decoded.
    Complete,
    /// Decoding stopped: the error applies to the step after the last one decoded.
    Broken {
        kind: GameErrorKind,
        text: String,
        offset: u64,
    },
}

/// Builds `record.tree` from `steps` (whose first step, if any, is the first move)
/// and sets the start position's side to move from the first move's piece. The first
/// illegal move, or the decoding problem in `end`, becomes `record.problem`.
pub(crate) fn grow_tree(
    record: &mut GameRecord,
    board: (Setup, Location),
    steps: &[Step],
    end: StepsEnd,
) {
    let (board, board_at) = board;
    let mut board = board;
    let first = steps.first().map(|s| Move::new(s.from, s.to));
    let start = match start_position(&mut board, first) {
        Ok(pos) => pos,
        Err(e) => {
            record.start = board;
            record.problem = Some(GameError::at_start(
                GameErrorKind::StartPosition(e),
                record.start.fen(),
                board_at,
            ));
            return;
        }
    };
    record.start = board;

    let mut parent = Cursor::start(&record.tree, start);
    // Cursors of parents whose variation comes after the current subtree.
    let mut pending: Vec<Cursor> = Vec::new();
    for step in steps {
        let mv = Move::new(step.from, step.to);
        let before = step.has_variation.then(|| parent.clone());
        if let Err(e) = parent.play(&mut record.tree, mv) {
            record.problem = Some(move_error(
                &record.start,
                parent.ply + 1,
                would_be_variation(&record.tree, parent.node),
                mv.to_string(),
                Location::Byte(step.offset),
                GameErrorKind::IllegalMove(e),
            ));
            return;
        }
        if let Some(c) = &step.comment {
            record.tree.set_comment(parent.node, Some(c.clone()));
        }
        match (step.has_next, before) {
            (true, Some(b)) => pending.push(b),
            (true, None) => {}
            (false, Some(b)) => parent = b,
            (false, None) => match pending.pop() {
                Some(p) => parent = p,
                None => return finish(record, end, &parent),
            },
        }
    }
    finish(record, end, &parent)
}

fn finish(record: &mut GameRecord, end: StepsEnd, at: &Cursor) {
    if let StepsEnd::Broken { kind, text, offset } = end {
        record.problem = Some(move_error(
            &record.start,
            at.ply + 1,
            would_be_variation(&record.tree, at.node),
            text,
            Location::Byte(offset),
            kind,
        ));
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::rules::Position;

    fn step(s: &str, has_next: bool, has_variation: bool) -> Step {
        let m = Move::from_iccs(s).unwrap();
        Step {
            from: m.from,
            to: m.to,
            has_next,
            has_variation,
            comment: None,
            offset: 0,
        }
    }

    fn grown(steps: &[Step]) -> GameRecord {
        let mut rec = GameRecord::new(&Position::startpos());
        let board = Position::startpos().to_setup();
        grow_tree(
            &mut rec,
            (board, Location::Unknown),
            steps,
            StepsEnd::Complete,
        );
        rec
    }

    #[test]
    fn variations_come_after_the_subtree_they_replace() {
        // 1. h2e2 (1. b2e2 b9c7) 1... h9g7 (1... b9c7) 2. h0g2
        let steps = [
            step("h2e2", true, true),
            step("h9g7", true, true),
            step("h0g2", false, false),
            step("b9c7", false, false),
            step("b2e2", true, false),
            step("b9c7", false, false),
        ];
        let rec = grown(&steps);
        assert_eq!(rec.problem, None);
        let lines: Vec<String> = rec
            .tree
            .lines()
            .iter()
            .map(|l| {
                l.iter()
                    .map(|m| m.to_string())
                    .collect::<Vec<_>>()
                    .join(" ")
            })
            .collect();
        assert_eq!(
            lines,
            vec!["h2e2 h9g7 h0g2", "h2e2 b9c7", "b2e2 b9c7"],
            "{lines:?}"
        );
    }

    #[test]
    fn an_illegal_step_stops_the_game_with_its_place() {
        let mut steps = vec![step("h2e2", true, false), step("h9h5", false, false)];
        steps[1].offset = 1036;
        let rec = grown(&steps);
        let e = rec.problem.unwrap();
        assert_eq!((e.ply, e.location), (2, Location::Byte(1036)));
        assert_eq!(rec.tree.len(), 1);
    }
}
