//! Sample values of every message family, one or more for each variant, so that a test
//! can render every message in both languages. Each family's `impl Examples` stands in
//! its file beside its texts, so that a new variant touches that one file; here are the
//! trait and the few sample values that several families share. Each family's type
//! derives `strum::EnumCount`, and the test checks that its examples cover that many
//! variants.

use crate::rules::{Color, Kind, Move, Piece, Square};

/// A message family whose values can be listed for tests.
pub trait Examples: Sized {
    fn examples() -> Vec<Self>;
}

/// A square by its ICCS name.
pub(super) fn sq(s: &str) -> Square {
    Square::from_iccs(s).unwrap_or(Square::new(0, 0))
}

/// A move by its ICCS text.
pub(super) fn mv(s: &str) -> Move {
    Move::from_iccs(s).unwrap_or(Move::new(Square::new(0, 0), Square::new(0, 1)))
}

pub(super) const RED_HORSE: Piece = Piece::new(Color::Red, Kind::Horse);

pub(super) const BLACK_CANNON: Piece = Piece::new(Color::Black, Kind::Cannon);

/// A file of the user's, as the file and record examples name it.
pub(super) const PATH: &str = "/home/alice/chuhe/game.pgn";
