//! Small value types of the game: side, piece kind, piece, square and move (article 1).

use std::fmt;
use std::ops::Not;

/// The two sides. Red moves first (2.1).
#[derive(Copy, Clone, Eq, PartialEq, Hash, Debug, PartialOrd, Ord)]
#[repr(u8)]
pub enum Color {
    Red = 0,
    Black = 1,
}

impl Color {
    pub const ALL: [Color; 2] = [Color::Red, Color::Black];

    #[inline]
    pub const fn index(self) -> usize {
        self as usize
    }

    #[inline]
    pub const fn opponent(self) -> Color {
        match self {
            Color::Red => Color::Black,
            Color::Black => Color::Red,
        }
    }

    /// The FEN side letter: `w` for Red (the common convention), `b` for Black.
    pub const fn fen_char(self) -> char {
        match self {
            Color::Red => 'w',
            Color::Black => 'b',
        }
    }

    pub const fn chinese_name(self) -> &'static str {
        match self {
            Color::Red => "红方",
            Color::Black => "黑方",
        }
    }

    pub const fn english_name(self) -> &'static str {
        match self {
            Color::Red => "Red",
            Color::Black => "Black",
        }
    }
}

impl Not for Color {
    type Output = Color;
    #[inline]
    fn not(self) -> Color {
        self.opponent()
    }
}

/// The seven kinds of piece (1.2).
#[derive(Copy, Clone, Eq, PartialEq, Hash, Debug, PartialOrd, Ord)]
#[repr(u8)]
pub enum Kind {
    King = 0,
    Advisor = 1,
    Elephant = 2,
    Horse = 3,
    Rook = 4,
    Cannon = 5,
    Pawn = 6,
}

impl Kind {
    pub const ALL: [Kind; 7] = [
        Kind::King,
        Kind::Advisor,
        Kind::Elephant,
        Kind::Horse,
        Kind::Rook,
        Kind::Cannon,
        Kind::Pawn,
    ];

    #[inline]
    pub const fn index(self) -> usize {
        self as usize
    }

    #[inline]
    pub const fn from_index(i: usize) -> Kind {
        Kind::ALL[i]
    }

    /// Lower-case FEN letter (xqbase convention: K A B N R C P).
    pub const fn fen_char(self) -> char {
        match self {
            Kind::King => 'k',
            Kind::Advisor => 'a',
            Kind::Elephant => 'b',
            Kind::Horse => 'n',
            Kind::Rook => 'r',
            Kind::Cannon => 'c',
            Kind::Pawn => 'p',
        }
    }

    /// Parses a FEN letter of either case; `h` (horse) and `e` (elephant) are accepted
    /// as in Fairy-Stockfish and WXF.
    pub fn from_fen_char(c: char) -> Option<Kind> {
        Some(match c.to_ascii_lowercase() {
            'k' => Kind::King,
            'a' => Kind::Advisor,
            'b' | 'e' => Kind::Elephant,
            'n' | 'h' => Kind::Horse,
            'r' => Kind::Rook,
            'c' => Kind::Cannon,
            'p' => Kind::Pawn,
            _ => return None,
        })
    }

    /// The most pieces of this kind one side can have (1.2).
    pub const fn max_count(self) -> u32 {
        match self {
            Kind::King => 1,
            Kind::Pawn => 5,
            _ => 2,
        }
    }

    pub const fn english_name(self) -> &'static str {
        match self {
            Kind::King => "general",
            Kind::Advisor => "advisor",
            Kind::Elephant => "elephant",
            Kind::Horse => "horse",
            Kind::Rook => "rook",
            Kind::Cannon => "cannon",
            Kind::Pawn => "pawn",
        }
    }
}

/// A piece: a side and a kind.
#[derive(Copy, Clone, Eq, PartialEq, Hash, Debug)]
pub struct Piece {
    pub color: Color,
    pub kind: Kind,
}

impl Piece {
    #[inline]
    pub const fn new(color: Color, kind: Kind) -> Piece {
        Piece { color, kind }
    }

    /// FEN letter: upper case for Red.
    pub fn fen_char(self) -> char {
        let c = self.kind.fen_char();
        match self.color {
            Color::Red => c.to_ascii_uppercase(),
            Color::Black => c,
        }
    }

    pub fn from_fen_char(c: char) -> Option<Piece> {
        let kind = Kind::from_fen_char(c)?;
        let color = if c.is_ascii_uppercase() {
            Color::Red
        } else {
            Color::Black
        };
        Some(Piece { color, kind })
    }

    /// The piece's simplified Chinese name as printed on it (1.2): 帅仕相马车炮兵 / 将士象马车炮卒.
    pub const fn chinese_name(self) -> char {
        match (self.color, self.kind) {
            (Color::Red, Kind::King) => '帅',
            (Color::Black, Kind::King) => '将',
            (Color::Red, Kind::Advisor) => '仕',
            (Color::Black, Kind::Advisor) => '士',
            (Color::Red, Kind::Elephant) => '相',
            (Color::Black, Kind::Elephant) => '象',
            (_, Kind::Horse) => '马',
            (_, Kind::Rook) => '车',
            (_, Kind::Cannon) => '炮',
            (Color::Red, Kind::Pawn) => '兵',
            (Color::Black, Kind::Pawn) => '卒',
        }
    }

    /// Compact code used by the mailbox: 1..=14, 0 meaning an empty point.
    #[inline]
    pub(crate) const fn code(self) -> u8 {
        1 + self.color as u8 * 7 + self.kind as u8
    }

    #[inline]
    pub(crate) const fn from_code(code: u8) -> Option<Piece> {
        if code == 0 || code > 14 {
            return None;
        }
        let c = code - 1;
        let color = if c >= 7 { Color::Black } else { Color::Red };
        Some(Piece {
            color,
            kind: Kind::ALL[(c % 7) as usize],
        })
    }
}

/// One of the 90 points of the board (1.1). Index = rank * 9 + file, file 0 = `a`
/// (Red's left, Red's file 九), rank 0 = Red's back rank, as in ICCS coordinates.
#[derive(Copy, Clone, Eq, PartialEq, Hash, Debug, PartialOrd, Ord)]
pub struct Square(u8);

impl Square {
    pub const COUNT: usize = 90;

    /// The point at `file` (0..9) and `rank` (0..10). Off the board it panics, in
    /// every build: for points the code itself computes. Values read from input go
    /// through [`Square::checked`] or [`Square::try_new`].
    #[inline]
    pub const fn new(file: u8, rank: u8) -> Square {
        assert!(file < 9 && rank < 10, "Square::new: point off the board");
        Square(rank * 9 + file)
    }

    /// As [`Square::new`], without the check in release builds, for the move
    /// generator's inner loops. The caller guarantees `file < 9` and `rank < 10`; a
    /// point off the board would index past the board's arrays.
    #[inline]
    pub const fn new_unchecked(file: u8, rank: u8) -> Square {
        debug_assert!(file < 9 && rank < 10);
        Square(rank * 9 + file)
    }

    /// `None` when the file or rank is off the board.
    #[inline]
    pub const fn checked(file: u8, rank: u8) -> Option<Square> {
        if file < 9 && rank < 10 {
            Some(Square(rank * 9 + file))
        } else {
            None
        }
    }

    /// `None` when the file or rank is off the board (signed, for offsets).
    pub const fn try_new(file: i32, rank: i32) -> Option<Square> {
        if file >= 0 && file < 9 && rank >= 0 && rank < 10 {
            Some(Square((rank * 9 + file) as u8))
        } else {
            None
        }
    }

    /// The point of index `i` (0..90). Out of range it panics, in every build; see
    /// [`Square::from_index_checked`] for input.
    #[inline]
    pub const fn from_index(i: usize) -> Square {
        assert!(i < Square::COUNT, "Square::from_index: index off the board");
        Square(i as u8)
    }

    /// As [`Square::from_index`], without the check in release builds (bitboard
    /// iteration, where the index is a set bit of a 90-bit board).
    #[inline]
    pub const fn from_index_unchecked(i: usize) -> Square {
        debug_assert!(i < Square::COUNT);
        Square(i as u8)
    }

    /// `None` when `i` is not below 90.
    #[inline]
    pub const fn from_index_checked(i: usize) -> Option<Square> {
        if i < Square::COUNT {
            Some(Square(i as u8))
        } else {
            None
        }
    }

    #[inline]
    pub const fn index(self) -> usize {
        self.0 as usize
    }

    /// File 0..9, 0 = `a`.
    #[inline]
    pub const fn file(self) -> u8 {
        self.0 % 9
    }

    /// Rank 0..10, 0 = Red's back rank.
    #[inline]
    pub const fn rank(self) -> u8 {
        self.0 / 9
    }

    /// The point seen from the other side (rotated 180°).
    pub const fn rotated(self) -> Square {
        Square(89 - self.0)
    }

    /// The point mirrored left to right.
    pub const fn mirrored(self) -> Square {
        Square::new(8 - self.file(), self.rank())
    }

    /// True when the point is on `color`'s own half (before the river for that side).
    #[inline]
    pub const fn on_own_half(self, color: Color) -> bool {
        match color {
            Color::Red => self.rank() <= 4,
            Color::Black => self.rank() >= 5,
        }
    }

    /// True when the point is inside `color`'s palace (九宫).
    #[inline]
    pub const fn in_palace(self, color: Color) -> bool {
        let f = self.file();
        let r = self.rank();
        let rank_ok = match color {
            Color::Red => r <= 2,
            Color::Black => r >= 7,
        };
        rank_ok && f >= 3 && f <= 5
    }

    /// Parses an ICCS point such as `e0` or `H7` (case-insensitive).
    pub fn from_iccs(s: &str) -> Option<Square> {
        let b = s.as_bytes();
        if b.len() != 2 {
            return None;
        }
        let f = b[0].to_ascii_lowercase();
        if !(b'a'..=b'i').contains(&f) || !b[1].is_ascii_digit() {
            return None;
        }
        Some(Square::new(f - b'a', b[1] - b'0'))
    }

    pub fn all() -> impl Iterator<Item = Square> {
        (0..90u8).map(Square)
    }
}

impl fmt::Display for Square {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}{}", (b'a' + self.file()) as char, self.rank())
    }
}

/// A move from one point to another. The piece moved and any capture are read off
/// the position it is played in.
#[derive(Copy, Clone, Eq, PartialEq, Hash, Debug, PartialOrd, Ord)]
pub struct Move {
    pub from: Square,
    pub to: Square,
}

impl Move {
    #[inline]
    pub const fn new(from: Square, to: Square) -> Move {
        Move { from, to }
    }

    /// Parses an ICCS/UCCI move: `h2e2`, `H2-E2` (ranks 0–9). Any other text,
    /// including non-ASCII text, is `None`.
    pub fn from_iccs(s: &str) -> Option<Move> {
        let b = s.trim().as_bytes();
        let (a, c) = match b.len() {
            4 => (&b[0..2], &b[2..4]),
            5 if b[2] == b'-' => (&b[0..2], &b[3..5]),
            _ => return None,
        };
        let point = |p: &[u8]| {
            let f = p[0].to_ascii_lowercase();
            ((b'a'..=b'i').contains(&f) && p[1].is_ascii_digit())
                .then(|| Square::new(f - b'a', p[1] - b'0'))
        };
        let (from, to) = (point(a)?, point(c)?);
        (from != to).then_some(Move { from, to })
    }

    /// The ICCS/UCCI form, lower case: `h2e2`.
    pub fn iccs(self) -> String {
        self.to_string()
    }
}

impl fmt::Display for Move {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}{}", self.from, self.to)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn checked_constructors_refuse_points_off_the_board() {
        assert_eq!(Square::checked(8, 9), Some(Square::new(8, 9)));
        assert_eq!(Square::checked(9, 0), None);
        assert_eq!(Square::checked(0, 10), None);
        assert_eq!(Square::checked(255, 255), None);
        assert_eq!(Square::from_index_checked(89), Some(Square::from_index(89)));
        assert_eq!(Square::from_index_checked(90), None);
        assert_eq!(Square::from_index_checked(usize::MAX), None);
        for i in 0..Square::COUNT {
            let sq = Square::from_index(i);
            assert_eq!(Square::checked(sq.file(), sq.rank()), Some(sq));
            assert_eq!(Square::new_unchecked(sq.file(), sq.rank()), sq);
            assert_eq!(Square::from_index_unchecked(i), sq);
        }
    }

    /// Off the board, the checked-in-every-build constructors stop rather than make
    /// a point past the board (which wrapped into a wrong one in release before).
    #[test]
    #[should_panic(expected = "off the board")]
    fn new_off_the_board_panics_in_every_build() {
        let _ = Square::new(9, 0);
    }

    #[test]
    #[should_panic(expected = "off the board")]
    fn from_index_off_the_board_panics_in_every_build() {
        let _ = Square::from_index(90);
    }

    #[test]
    fn square_names_follow_iccs() {
        assert_eq!(Square::new(0, 0).to_string(), "a0");
        assert_eq!(Square::new(8, 9).to_string(), "i9");
        assert_eq!(Square::from_iccs("e0"), Some(Square::new(4, 0)));
        assert_eq!(Square::from_iccs("j0"), None);
        assert_eq!(Square::from_iccs("a"), None);
    }

    #[test]
    fn piece_codes_round_trip() {
        for color in Color::ALL {
            for kind in Kind::ALL {
                let p = Piece::new(color, kind);
                assert_eq!(Piece::from_code(p.code()), Some(p));
                assert_eq!(Piece::from_fen_char(p.fen_char()), Some(p));
            }
        }
        assert_eq!(Piece::from_code(0), None);
        assert_eq!(Piece::from_code(15), None);
    }

    #[test]
    fn moves_parse_in_both_iccs_spellings() {
        let m = Move::from_iccs("h2e2").unwrap();
        assert_eq!(Move::from_iccs("H2-E2"), Some(m));
        assert_eq!(m.to_string(), "h2e2");
        assert_eq!(Move::from_iccs("h2h2"), None);
        assert_eq!(Move::from_iccs("h2e"), None);
        // Multi-byte text of the right byte length is rejected, not sliced mid-character.
        assert_eq!(Move::from_iccs("炮a"), None);
        assert_eq!(Move::from_iccs("a炮"), None);
        assert_eq!(Move::from_iccs("炮二"), None);
    }

    #[test]
    fn palace_and_halves() {
        assert!(Square::new(4, 0).in_palace(Color::Red));
        assert!(!Square::new(2, 0).in_palace(Color::Red));
        assert!(Square::new(3, 9).in_palace(Color::Black));
        assert!(Square::new(0, 4).on_own_half(Color::Red));
        assert!(!Square::new(0, 5).on_own_half(Color::Red));
    }
}
