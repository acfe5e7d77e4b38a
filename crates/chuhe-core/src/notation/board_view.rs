//! The board as the side to move sees it when it writes a move: files numbered from its
//! own right (1.1), "forward" toward the opponent, and the pieces of one kind on one file
//! ordered from the front (the one nearer the opponent) to the rear.

use crate::rules::{Bitboard, Color, Square};

/// The file number `color` gives to file index `file` (0 = `a`): Red counts 一..九 from
/// `i` to `a`, Black 1..9 from `a` to `i`.
#[inline]
pub fn file_number(color: Color, file: u8) -> u8 {
    match color {
        Color::Red => 9 - file,
        Color::Black => file + 1,
    }
}

/// The file index of `color`'s file `number` (1..=9).
#[inline]
pub fn file_index(color: Color, number: u8) -> u8 {
    match color {
        Color::Red => 9 - number,
        Color::Black => number - 1,
    }
}

/// +1 rank per step forward for Red, -1 for Black.
#[inline]
pub fn forward(color: Color) -> i32 {
    match color {
        Color::Red => 1,
        Color::Black => -1,
    }
}

/// How many ranks `to` is ahead of `from` for `color` (negative: behind).
#[inline]
pub fn ranks_ahead(color: Color, from: Square, to: Square) -> i32 {
    (to.rank() as i32 - from.rank() as i32) * forward(color)
}

const fn file_masks() -> [u128; 9] {
    let mut masks = [0u128; 9];
    let mut sq = 0;
    while sq < 90 {
        masks[sq % 9] |= 1u128 << sq;
        sq += 1;
    }
    masks
}

const FILE_MASKS: [u128; 9] = file_masks();

/// The points of `set` on file index `file`.
#[inline]
pub fn on_file(set: Bitboard, file: u8) -> Bitboard {
    Bitboard(set.0 & FILE_MASKS[file as usize])
}

/// Up to five pieces of one kind on one file, front to back.
#[derive(Copy, Clone, Debug)]
pub struct Stack {
    squares: [Square; 5],
    len: usize,
}

impl Stack {
    /// The points of `set` on file index `file`, front to back as `color` sees them.
    pub fn new(set: Bitboard, file: u8, color: Color) -> Stack {
        let mut stack = Stack {
            squares: [Square::new(0, 0); 5],
            len: 0,
        };
        // A bitboard iterates by rising index, which on one file is rising rank: from
        // Red's side, so from Red's rear and Black's front.
        for sq in on_file(set, file) {
            if stack.len < 5 {
                stack.squares[stack.len] = sq;
                stack.len += 1;
            }
        }
        if color == Color::Red {
            stack.squares[..stack.len].reverse();
        }
        stack
    }

    pub fn squares(&self) -> &[Square] {
        &self.squares[..self.len]
    }

    pub fn len(&self) -> usize {
        self.len
    }

    pub fn is_empty(&self) -> bool {
        self.len == 0
    }

    /// Where `sq` stands counted from the front (0 = front).
    pub fn position(&self, sq: Square) -> Option<usize> {
        self.squares().iter().position(|&s| s == sq)
    }
}

/// The file indices holding two or more points of `set`, ordered from `color`'s right
/// (its file 1 first). With at most five pieces of a kind there are at most two.
#[derive(Copy, Clone, Debug)]
pub struct CrowdedFiles {
    files: [u8; 4],
    len: usize,
}

impl CrowdedFiles {
    pub fn new(set: Bitboard, color: Color) -> CrowdedFiles {
        let mut crowded = CrowdedFiles {
            files: [0; 4],
            len: 0,
        };
        if !set.more_than_one() {
            return crowded;
        }
        for number in 1..=9 {
            let file = file_index(color, number);
            if on_file(set, file).more_than_one() && crowded.len < 4 {
                crowded.files[crowded.len] = file;
                crowded.len += 1;
            }
        }
        crowded
    }

    /// File indices, the mover's right first.
    pub fn files(&self) -> &[u8] {
        &self.files[..self.len]
    }

    pub fn len(&self) -> usize {
        self.len
    }
}

/// The xqbase order of the pawns on crowded files: file by file from the mover's right,
/// front to back within a file (NOTATION.md §3, "先从右到左，再从前到后").
pub fn xqbase_order(set: Bitboard, color: Color, crowded: &CrowdedFiles) -> ([Square; 5], usize) {
    let mut order = [Square::new(0, 0); 5];
    let mut len = 0;
    for &file in crowded.files() {
        for &sq in Stack::new(set, file, color).squares() {
            if len < 5 {
                order[len] = sq;
                len += 1;
            }
        }
    }
    (order, len)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn files_are_counted_from_the_movers_right() {
        // Red's 一 is file i, 九 is a; Black's 1 is a, 9 is i.
        assert_eq!(file_number(Color::Red, 8), 1);
        assert_eq!(file_number(Color::Red, 0), 9);
        assert_eq!(file_number(Color::Black, 0), 1);
        for color in Color::ALL {
            for n in 1..=9 {
                assert_eq!(file_number(color, file_index(color, n)), n);
            }
        }
    }

    #[test]
    fn stacks_run_front_to_back() {
        let set = Bitboard::EMPTY
            .with(Square::new(3, 3))
            .with(Square::new(3, 6))
            .with(Square::new(3, 5))
            .with(Square::new(4, 5));
        let red = Stack::new(set, 3, Color::Red);
        assert_eq!(
            red.squares(),
            &[Square::new(3, 6), Square::new(3, 5), Square::new(3, 3)]
        );
        let black = Stack::new(set, 3, Color::Black);
        assert_eq!(black.squares()[0], Square::new(3, 3));
        assert_eq!(Stack::new(set, 4, Color::Red).len(), 1);
    }

    #[test]
    fn crowded_files_in_movers_order() {
        // Pawns doubled on d and f: Red counts f (四) before d (六), Black d (4) before f (6).
        let set = Bitboard::EMPTY
            .with(Square::new(3, 5))
            .with(Square::new(3, 6))
            .with(Square::new(5, 5))
            .with(Square::new(5, 6))
            .with(Square::new(0, 6));
        assert_eq!(CrowdedFiles::new(set, Color::Red).files(), &[5, 3]);
        assert_eq!(CrowdedFiles::new(set, Color::Black).files(), &[3, 5]);
        let (order, len) = xqbase_order(set, Color::Red, &CrowdedFiles::new(set, Color::Red));
        assert_eq!(
            &order[..len],
            &[
                Square::new(5, 6),
                Square::new(5, 5),
                Square::new(3, 6),
                Square::new(3, 5)
            ]
        );
    }
}
