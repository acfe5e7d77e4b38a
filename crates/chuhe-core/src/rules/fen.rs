//! FEN (xqbase 《中国象棋电脑应用规范(三)》): parse into a [`Setup`], print from a
//! [`Position`].
//!
//! Accepted: side `w`, `r` (Red) or `b`; a board-only FEN (Red to move); the letters
//! H and E for horse and elephant; fields 3 and 4 (castling and en passant in chess,
//! which Xiangqi has not) must be `-`, and may be missing.

use thiserror::Error;

use super::position::Position;
use super::setup::{PositionError, Setup};
use super::types::{Color, Piece, Square};

pub const START_FEN: &str = "rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RNBAKABNR w - - 0 1";

/// What is wrong with a FEN, and where. Ranks are counted as written: rank 1 is the
/// first group, Black's back rank.
#[derive(Clone, Debug, Error, PartialEq, Eq)]
pub enum FenError {
    #[error("empty FEN")]
    Empty,
    #[error("FEN board has {found} ranks separated by '/', expected 10")]
    RankCount { found: usize },
    #[error("FEN rank {rank} (\"{text}\") covers {files} files, expected 9")]
    RankWidth {
        rank: usize,
        text: String,
        files: usize,
    },
    #[error(
        "FEN rank {rank}, character {column}: '{ch}' is not a piece letter (KABNRCP, also H/E) or a digit 1-9"
    )]
    BadCharacter {
        rank: usize,
        column: usize,
        ch: char,
    },
    #[error("FEN side to move \"{0}\" is not w, r or b")]
    BadSide(String),
    #[error(
        "FEN field {field} (\"{text}\") must be '-': Xiangqi has no castling (field 3) or en passant (field 4)"
    )]
    NotADash { field: usize, text: String },
    #[error("FEN field {field} (\"{text}\") is not a number")]
    BadCounter { field: usize, text: String },
    #[error("FEN has {0} fields, expected at most 6")]
    TooManyFields(usize),
    #[error("invalid position: {0}")]
    Position(#[from] PositionError),
}

impl Setup {
    /// Parses a FEN without validating the position it describes.
    pub fn from_fen(fen: &str) -> Result<Setup, FenError> {
        let fields: Vec<&str> = fen.split_whitespace().collect();
        if fields.is_empty() {
            return Err(FenError::Empty);
        }
        if fields.len() > 6 {
            return Err(FenError::TooManyFields(fields.len()));
        }
        let mut setup = Setup::default();
        let ranks: Vec<&str> = fields[0].split('/').collect();
        if ranks.len() != 10 {
            return Err(FenError::RankCount { found: ranks.len() });
        }
        for (i, text) in ranks.iter().enumerate() {
            let rank = 9 - i as u8;
            let mut file = 0usize;
            for (column, ch) in text.chars().enumerate() {
                if let Some(d) = ch.to_digit(10).filter(|d| (1..=9).contains(d)) {
                    file += d as usize;
                } else if let Some(p) = Piece::from_fen_char(ch) {
                    if file < 9 {
                        setup.board[Square::new(file as u8, rank).index()] = Some(p);
                    }
                    file += 1;
                } else {
                    return Err(FenError::BadCharacter {
                        rank: i + 1,
                        column: column + 1,
                        ch,
                    });
                }
            }
            if file != 9 {
                return Err(FenError::RankWidth {
                    rank: i + 1,
                    text: text.to_string(),
                    files: file,
                });
            }
        }
        if let Some(side) = fields.get(1) {
            setup.side = match *side {
                "w" | "W" | "r" | "R" => Color::Red,
                "b" | "B" => Color::Black,
                other => return Err(FenError::BadSide(other.to_string())),
            };
        }
        for i in [2, 3] {
            if let Some(t) = fields.get(i).filter(|t| **t != "-") {
                return Err(FenError::NotADash {
                    field: i + 1,
                    text: t.to_string(),
                });
            }
        }
        let counter = |i: usize, default: u32| -> Result<u32, FenError> {
            match fields.get(i) {
                None | Some(&"-") => Ok(default),
                Some(t) => t.parse().map_err(|_| FenError::BadCounter {
                    field: i + 1,
                    text: t.to_string(),
                }),
            }
        };
        setup.plies_since_capture = counter(4, 0)?;
        setup.fullmoves = counter(5, 1)?.max(1);
        Ok(setup)
    }

    /// The FEN of this setup (fields 3 and 4 are `-`).
    pub fn fen(&self) -> String {
        let mut out = String::with_capacity(90);
        for rank in (0..10u8).rev() {
            let mut empty = 0;
            for file in 0..9u8 {
                match self.board[Square::new(file, rank).index()] {
                    None => empty += 1,
                    Some(p) => {
                        if empty > 0 {
                            out.push(char::from(b'0' + empty));
                            empty = 0;
                        }
                        out.push(p.fen_char());
                    }
                }
            }
            if empty > 0 {
                out.push(char::from(b'0' + empty));
            }
            if rank > 0 {
                out.push('/');
            }
        }
        out.push(' ');
        out.push(self.side.fen_char());
        out.push_str(&format!(
            " - - {} {}",
            self.plies_since_capture, self.fullmoves
        ));
        out
    }
}

impl Position {
    /// Parses and validates a FEN.
    pub fn from_fen(fen: &str) -> Result<Position, FenError> {
        Ok(Position::from_setup(&Setup::from_fen(fen)?)?)
    }

    pub fn fen(&self) -> String {
        self.to_setup().fen()
    }

    /// The board part of the FEN only.
    pub fn board_fen(&self) -> String {
        let fen = self.fen();
        fen.split(' ').next().unwrap_or_default().to_string()
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::rules::types::Kind;

    fn err(fen: &str) -> String {
        Position::from_fen(fen).unwrap_err().to_string()
    }

    #[test]
    fn start_position_round_trips() {
        let pos = Position::startpos();
        assert_eq!(pos.fen(), START_FEN);
        assert_eq!(pos.side_to_move(), Color::Red);
    }

    #[test]
    fn accepts_red_as_r_board_only_and_h_e_letters() {
        let a = Position::from_fen("rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RNBAKABNR r")
            .unwrap();
        let b = Position::from_fen("rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RNBAKABNR")
            .unwrap();
        let c = Position::from_fen(
            "rheakaehr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RHEAKAEHR w - - 0 1",
        )
        .unwrap();
        assert_eq!(a, Position::startpos());
        assert_eq!(b, Position::startpos());
        assert_eq!(c, Position::startpos());
        let black =
            Position::from_fen("rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RNBAKABNR b")
                .unwrap();
        assert_eq!(black.side_to_move(), Color::Black);
    }

    #[test]
    fn counters_are_read() {
        let pos = Position::from_fen("4k4/9/9/9/9/9/9/9/9/3K5 w - - 37 12").unwrap();
        assert_eq!(pos.plies_since_capture(), 37);
        assert_eq!(pos.fullmove_number(), 12);
        assert!(err("4k4/9/9/9/9/9/9/9/9/3K5 w - - x 1").contains("field 5"));
    }

    #[test]
    fn syntax_errors_name_the_fault() {
        assert_eq!(err(""), "empty FEN");
        assert!(err("4k4/9/9/9/9/9/9/9/3K5 w").contains("9 ranks"));
        let e = err("4k4/9/9/9/9/9/9/9/9/3K6 w");
        assert!(e.contains("rank 10") && e.contains("10 files"), "{e}");
        let e = err("4k4/9/9/9/9/9/9/9/9/3K4 w");
        assert!(e.contains("rank 10") && e.contains("8 files"), "{e}");
        let e = err("4k4/9/9/9/9/9/9/9/9/3X5 w");
        assert!(
            e.contains("'X'") && e.contains("rank 10, character 2"),
            "{e}"
        );
        let e = err("4k4/9/9/9/9/9/9/9/9/3K5 x");
        assert!(e.contains("side to move \"x\""), "{e}");
        assert!(err("4k4/9/9/9/9/9/9/9/9/3K5 w - - 0 1 9").contains("7 fields"));
    }

    #[test]
    fn fields_3_and_4_are_dashes_or_absent() {
        let e = err("4k4/9/9/9/9/9/9/9/9/3K5 w garbage");
        assert!(e.contains("field 3 (\"garbage\") must be '-'"), "{e}");
        let e = err("4k4/9/9/9/9/9/9/9/9/3K5 w - e3 0 1");
        assert!(e.contains("field 4 (\"e3\") must be '-'"), "{e}");
        // As xqbase writes them, and shortened.
        for fen in [
            "4k4/9/9/9/9/9/9/9/9/3K5 w - - 0 1",
            "4k4/9/9/9/9/9/9/9/9/3K5 w -",
            "4k4/9/9/9/9/9/9/9/9/3K5 w",
        ] {
            assert!(Position::from_fen(fen).is_ok(), "{fen}");
        }
    }

    #[test]
    fn generals_are_counted_and_kept_in_the_palace() {
        assert!(err("9/9/9/9/9/9/9/9/9/3K5 w").contains("Black has no general"));
        assert!(err("4k4/9/9/9/9/9/9/9/9/9 w").contains("Red has no general"));
        assert!(err("3kk4/9/9/9/9/9/9/9/9/3K5 w").contains("Black has 2 generals"));
        let e = err("4k4/9/9/9/9/9/9/9/9/2K6 w");
        assert!(
            e.contains("Red general") && e.contains("c0") && e.contains("palace"),
            "{e}"
        );
        let e = err("9/9/9/9/9/4k4/9/9/9/3K5 w");
        assert!(e.contains("Black general") && e.contains("e4"), "{e}");
    }

    #[test]
    fn unreachable_points_are_rejected() {
        let e = err("4k4/9/9/9/9/9/9/9/9/2AK5 w");
        assert!(e.contains("Red advisor") && e.contains("c0"), "{e}");
        let e = err("4k4/9/9/9/9/9/9/9/9/1B1K5 w");
        assert!(e.contains("Red elephant") && e.contains("b0"), "{e}");
        let e = err("4k4/9/9/9/9/4B4/9/9/9/3K5 w");
        assert!(e.contains("Red elephant") && e.contains("e4"), "{e}");
        // Red pawn on its own second rank, before it could ever be.
        let e = err("4k4/9/9/9/9/9/9/4P4/9/3K5 w");
        assert!(e.contains("Red pawn") && e.contains("e2"), "{e}");
        // Red pawn on file b before the river.
        let e = err("4k4/9/9/9/9/9/1P7/9/9/3K5 w");
        assert!(e.contains("Red pawn") && e.contains("b3"), "{e}");
        // Black pawn behind its start.
        let e = err("4k4/4p4/9/9/9/9/9/9/9/3K5 w");
        assert!(e.contains("Black pawn") && e.contains("e8"), "{e}");
        // Black advisor on e8 is fine; on e7 it is not.
        assert!(Position::from_fen("4k4/4a4/9/9/9/9/9/9/9/3K5 w").is_ok());
        assert!(err("4k4/9/4a4/9/9/9/9/9/9/3K5 w").contains("Black advisor"));
    }

    #[test]
    fn too_many_pieces_of_a_kind() {
        let e = err("4k4/9/9/9/9/9/9/9/RRR6/3K5 w");
        assert!(
            e.contains("Red has 3 rooks") && e.contains("at most 2"),
            "{e}"
        );
        let e = err("4k4/9/9/9/pppppp3/9/9/9/9/3K5 w");
        assert!(
            e.contains("Black has 6 pawns") && e.contains("at most 5"),
            "{e}"
        );
    }

    #[test]
    fn facing_generals_and_check_on_the_waiting_side() {
        let e = err("4k4/9/9/9/9/9/9/9/9/4K4 w");
        assert!(
            e.contains("generals face each other") && e.contains("file e"),
            "{e}"
        );
        // Red rook gives check but it is Red to move: Black was left in check.
        let e = err("4k4/9/9/9/9/9/9/9/4R4/3K5 w");
        assert!(
            e.contains("Black is in check") && e.contains("Red's move"),
            "{e}"
        );
        assert!(Position::from_fen("4k4/9/9/9/9/9/9/9/4R4/3K5 b").is_ok());
    }

    #[test]
    fn unvalidated_setups_still_need_generals() {
        let s = Setup::from_fen("4k4/9/9/9/9/9/9/9/9/4K4 w").unwrap();
        assert!(Position::from_setup_unvalidated(&s).is_ok());
        let s = Setup::from_fen("9/9/9/9/9/9/9/9/9/4K4 w").unwrap();
        assert!(Position::from_setup_unvalidated(&s).is_err());
        assert_eq!(
            Setup::from_fen(START_FEN)
                .unwrap()
                .piece_at(Square::new(4, 0))
                .map(|p| p.kind),
            Some(Kind::King)
        );
    }
}
