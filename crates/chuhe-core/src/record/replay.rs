//! Replaying a game while it is read: every move is checked against the position it
//! is played in before it enters the tree, so a record never holds an illegal move.
//! Also the check of a finished record (a save edited by hand) and the start-position
//! rules shared by the binary readers.

use crate::rules::{Color, IllegalMove, Move, Position, PositionError, Setup, Undo};

use super::error::{GameError, GameErrorKind, Location};
use super::model::{GameRecord, move_number_of_ply};
use super::tree::{MoveTree, NodeId};

/// A place in a game being read: a node and the position reached there.
#[derive(Clone, Debug)]
pub(crate) struct Cursor {
    pub node: NodeId,
    pub pos: Position,
    /// Plies from the start to `node`.
    pub ply: u32,
}

impl Cursor {
    pub fn start(tree: &MoveTree, pos: Position) -> Cursor {
        Cursor {
            node: tree.root(),
            pos,
            ply: 0,
        }
    }

    /// Checks `mv`, adds it under the cursor's node and moves the cursor there.
    pub fn play(&mut self, tree: &mut MoveTree, mv: Move) -> Result<Undo, IllegalMove> {
        self.pos.check_move(mv)?;
        Ok(self.play_legal(tree, mv))
    }

    /// As [`Cursor::play`] for a move already known to be legal here (the notation
    /// parser resolves text to legal moves only).
    pub fn play_legal(&mut self, tree: &mut MoveTree, mv: Move) -> Undo {
        let undo = self.pos.play_unchecked(mv);
        self.node = tree.add_move(self.node, mv);
        self.ply += 1;
        undo
    }
}

/// True when a move played at `node` would be a variation: `node` is off the main
/// line or already has its continuation. (It walks to the root: for errors only.)
pub(crate) fn would_be_variation(tree: &MoveTree, node: NodeId) -> bool {
    !tree.is_main_line(node) || tree.main_child(node).is_some()
}

/// Builds the error for the move at `ply` (1-based) of a game starting at `start`.
pub(crate) fn move_error(
    start: &Setup,
    ply: u32,
    in_variation: bool,
    text: impl Into<String>,
    location: Location,
    kind: GameErrorKind,
) -> GameError {
    let (move_number, side) = move_number_of_ply(start, ply.max(1));
    GameError {
        ply,
        move_number,
        side: (ply > 0).then_some(side),
        in_variation,
        text: text.into(),
        location,
        kind,
    }
}

/// The start position of a binary record, which stores the board but not always the
/// side to move: the side is that of the first move's piece; without moves Red, unless
/// only Black to move makes the position legal (the side not to move may not be in
/// check, 3.4).
pub(crate) fn start_position(
    board: &mut Setup,
    first_move: Option<Move>,
) -> Result<Position, PositionError> {
    if let Some(piece) = first_move.and_then(|m| board.piece_at(m.from)) {
        board.side = piece.color;
        return Position::from_setup(board);
    }
    match Position::from_setup(board) {
        Err(PositionError::SideNotToMoveInCheck(_)) => {
            board.side = !board.side;
            Position::from_setup(board)
        }
        other => other,
    }
}

/// What [`verify`] found.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub struct ReplaySummary {
    /// Moves replayed, variations included.
    pub moves: usize,
    /// Plies of the main line.
    pub main_line: usize,
    /// The side to move at the end of the main line.
    pub side_to_move: Color,
}

/// Replays every move of `record` (main line and variations) from its start position
/// and reports the first illegal one. Readers already do this while reading; this is
/// for records from elsewhere (a save edited by hand, a record built in code).
pub fn verify(record: &GameRecord) -> Result<ReplaySummary, GameError> {
    let start = record.start_position().map_err(|e| {
        GameError::at_start(
            GameErrorKind::StartPosition(e),
            record.start.fen(),
            Location::Unknown,
        )
    })?;
    let tree = &record.tree;
    let mut stack = vec![(tree.root(), start.clone(), 0u32)];
    let mut moves = 0;
    while let Some((node, pos, ply)) = stack.pop() {
        for child in tree.children(node) {
            let mv = tree.move_at(child).expect("children carry moves");
            if let Err(e) = pos.check_move(mv) {
                return Err(move_error(
                    &record.start,
                    ply + 1,
                    !tree.is_main_line(child),
                    mv.to_string(),
                    Location::Unknown,
                    GameErrorKind::IllegalMove(e),
                ));
            }
            moves += 1;
            stack.push((child, pos.after(mv), ply + 1));
        }
    }
    let mut end = start;
    let main = tree.main_line();
    for &m in &main {
        end.play_unchecked(m);
    }
    Ok(ReplaySummary {
        moves,
        main_line: main.len(),
        side_to_move: end.side_to_move(),
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    fn m(s: &str) -> Move {
        Move::from_iccs(s).unwrap()
    }

    #[test]
    fn cursor_refuses_illegal_moves_and_keeps_the_position() {
        let mut rec = GameRecord::new(&Position::startpos());
        let mut cur = Cursor::start(&rec.tree, Position::startpos());
        cur.play(&mut rec.tree, m("h2e2")).unwrap();
        let before = cur.pos.clone();
        assert!(cur.play(&mut rec.tree, m("h9h7")).is_err());
        assert_eq!(cur.pos, before);
        assert_eq!(cur.ply, 1);
        assert_eq!(rec.tree.len(), 1);
    }

    #[test]
    fn verify_finds_an_illegal_variation_move() {
        let mut rec = GameRecord::new(&Position::startpos());
        let a = rec.tree.add_move(rec.tree.root(), m("h2e2"));
        rec.tree.add_move(a, m("h9g7"));
        let v = rec.tree.add_move(rec.tree.root(), m("b2e2"));
        assert_eq!(verify(&rec).unwrap().moves, 3);
        rec.tree.add_move(v, m("b9b7")); // a horse cannot move straight
        let e = verify(&rec).unwrap_err();
        assert_eq!((e.ply, e.move_number, e.side), (2, 1, Some(Color::Black)));
        assert!(e.in_variation);
        assert_eq!(e.text, "b9b7");
    }

    #[test]
    fn side_to_move_comes_from_the_first_move_or_from_check() {
        // Black horse on g7 could move first; Red king alone otherwise.
        let mut board = Setup::from_fen("4k4/9/6n2/9/9/9/9/9/9/3K5 w").unwrap();
        let pos = start_position(&mut board, Some(m("g7f5"))).unwrap();
        assert_eq!(pos.side_to_move(), Color::Black);
        // Red rook checks the black general: only Black can be to move.
        let mut board = Setup::from_fen("4k4/9/9/9/9/9/9/9/4R4/3K5 w").unwrap();
        let pos = start_position(&mut board, None).unwrap();
        assert_eq!(pos.side_to_move(), Color::Black);
    }
}
