//! An unchecked setup and its validation into a [`Position`].
//!
//! A setup can hold anything; a position only what could arise in a game played under
//! articles 1–3: one general per side inside its palace, advisors, elephants and pawns
//! only on points they can reach, at most the pieces of 1.2, the generals not facing
//! each other and the side that just moved not left in check (3.4).

use thiserror::Error;

use super::position::Position;
use super::tables::{REACHABLE, between};
use super::types::{Color, Kind, Piece, Square};

/// Board contents, side to move and counters, not yet validated.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Setup {
    pub board: [Option<Piece>; 90],
    pub side: Color,
    /// Plies since the last capture (FEN field 5).
    pub plies_since_capture: u32,
    /// FEN field 6, starting at 1.
    pub fullmoves: u32,
}

impl Default for Setup {
    fn default() -> Setup {
        Setup {
            board: [None; 90],
            side: Color::Red,
            plies_since_capture: 0,
            fullmoves: 1,
        }
    }
}

impl Setup {
    pub fn piece_at(&self, sq: Square) -> Option<Piece> {
        self.board[sq.index()]
    }

    pub fn set(&mut self, sq: Square, piece: Option<Piece>) {
        self.board[sq.index()] = piece;
    }

    fn squares_of(&self, piece: Piece) -> impl Iterator<Item = Square> + '_ {
        Square::all().filter(move |&s| self.board[s.index()] == Some(piece))
    }
}

/// Why a setup is not a position that can arise in a game.
#[derive(Clone, Debug, Error, PartialEq, Eq)]
pub enum PositionError {
    #[error("{} has no general ({}): each side needs exactly one (1.2)", .0.english_name(), general(*.0))]
    MissingGeneral(Color),
    #[error("{} has {count} generals ({}): each side needs exactly one (1.2)", .color.english_name(), general(*.color))]
    TooManyGenerals { color: Color, count: u32 },
    #[error("{} general ({}) on {square} is outside its palace (2.2)", .color.english_name(), general(*.color))]
    GeneralOutsidePalace { color: Color, square: Square },
    #[error("{} {} ({}) on {square}: {}", .piece.color.english_name(), .piece.kind.english_name(), .piece.chinese_name(), unreachable_reason(.piece.kind))]
    UnreachablePoint { piece: Piece, square: Square },
    #[error("{} has {count} {}s ({}): at most {max} (1.2)", .color.english_name(), .kind.english_name(), Piece::new(*.color, *.kind).chinese_name(), max = .kind.max_count())]
    TooMany {
        color: Color,
        kind: Kind,
        count: u32,
    },
    #[error("the generals face each other on file {file} with nothing between (2.2)", file = (b'a' + .0) as char)]
    GeneralsFacing(u8),
    #[error("{} is in check but it is {}'s move: the side that just moved cannot be left in check (3.4)", .0.english_name(), .0.opponent().english_name())]
    SideNotToMoveInCheck(Color),
}

fn general(color: Color) -> char {
    Piece::new(color, Kind::King).chinese_name()
}

fn unreachable_reason(kind: Kind) -> &'static str {
    match kind {
        Kind::Advisor => "an advisor stays on the five points of its palace's diagonals (2.2)",
        Kind::Elephant => {
            "an elephant stays on its own side on the seven points two diagonal steps apart (2.2)"
        }
        Kind::Pawn => {
            "a pawn never moves back nor sideways before the river, so it cannot stand there (2.2)"
        }
        _ => "that piece cannot stand there (2.2)",
    }
}

impl Position {
    /// Validates a setup (see the module documentation for what is checked).
    pub fn from_setup(setup: &Setup) -> Result<Position, PositionError> {
        validate_material(setup)?;
        for color in Color::ALL {
            let king = Piece::new(color, Kind::King);
            for sq in setup.squares_of(king) {
                if !sq.in_palace(color) {
                    return Err(PositionError::GeneralOutsidePalace { color, square: sq });
                }
            }
        }
        for sq in Square::all() {
            if let Some(p) = setup.board[sq.index()]
                && matches!(p.kind, Kind::Advisor | Kind::Elephant | Kind::Pawn)
                && !REACHABLE[p.color.index()][p.kind.index()].contains(sq)
            {
                return Err(PositionError::UnreachablePoint {
                    piece: p,
                    square: sq,
                });
            }
        }
        let pos = Position::from_setup_raw(setup);
        let (rk, bk) = (pos.king(Color::Red), pos.king(Color::Black));
        if rk.file() == bk.file() && (between(rk, bk) & pos.occupied()).is_empty() {
            return Err(PositionError::GeneralsFacing(rk.file()));
        }
        let waiting = !pos.side_to_move();
        if pos.attackers(pos.king(waiting), pos.side_to_move()).any() {
            return Err(PositionError::SideNotToMoveInCheck(waiting));
        }
        Ok(pos)
    }

    /// Builds a position that may break the placement rules (generals facing, pieces on
    /// unreachable points, the waiting side in check), as found in some puzzle files
    /// and notation tests. It still needs one general per side and at most the pieces
    /// of 1.2, which the move generator relies on.
    pub fn from_setup_unvalidated(setup: &Setup) -> Result<Position, PositionError> {
        validate_material(setup)?;
        Ok(Position::from_setup_raw(setup))
    }
}

fn validate_material(setup: &Setup) -> Result<(), PositionError> {
    let mut counts = [[0u32; 7]; 2];
    for p in setup.board.iter().flatten() {
        counts[p.color.index()][p.kind.index()] += 1;
    }
    for color in Color::ALL {
        for kind in Kind::ALL {
            let count = counts[color.index()][kind.index()];
            match kind {
                Kind::King if count == 0 => return Err(PositionError::MissingGeneral(color)),
                Kind::King if count > 1 => {
                    return Err(PositionError::TooManyGenerals { color, count });
                }
                _ if count > kind.max_count() => {
                    return Err(PositionError::TooMany { color, kind, count });
                }
                _ => {}
            }
        }
    }
    Ok(())
}
