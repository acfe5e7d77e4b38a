//! Properties of the notation module over generated positions and texts:
//! - in random positions crowded with pawns and with pieces in tandem (the cases real
//!   games rarely reach), every legal move round-trips in every style and no two print
//!   the same;
//! - any text at all reads as a legal move or as an error, never a panic; a text that
//!   reads prints back as the same move.

use crate::common;

use chuhe::notation::{Style, parse_move, preview, write_move};
use chuhe::rules::{Color, Kind, Piece, Position, Setup, Square};
use common::notation::{all_styles, check_round_trip};
use proptest::prelude::*;

/// A small deterministic generator (xorshift64*), seeded by proptest.
struct Rng(u64);

impl Rng {
    fn below(&mut self, n: u64) -> u64 {
        self.0 ^= self.0 >> 12;
        self.0 ^= self.0 << 25;
        self.0 ^= self.0 >> 27;
        self.0.wrapping_mul(0x2545_F491_4F6C_DD1D) % n
    }

    fn pick<T: Copy>(&mut self, items: &[T]) -> T {
        items[self.below(items.len() as u64) as usize]
    }
}

/// A position with each side's pawns mostly on two files, rooks, horses and cannons often
/// two to a file, and advisors and elephants on their points; `None` if it cannot arise
/// in a game (validation fails).
fn crowded_position(seed: u64) -> Option<Position> {
    let mut rng = Rng(seed | 1);
    let mut setup = Setup::default();
    let put = |setup: &mut Setup, sq: Square, p: Piece| {
        if setup.piece_at(sq).is_none() {
            setup.set(sq, Some(p));
        }
    };
    let palace =
        |color: Color| -> Vec<Square> { Square::all().filter(|s| s.in_palace(color)).collect() };
    for color in Color::ALL {
        put(
            &mut setup,
            rng.pick(&palace(color)),
            Piece::new(color, Kind::King),
        );
    }
    for color in Color::ALL {
        // Pawns: ranks they can reach; two favourite files.
        let crossed: Vec<u8> = match color {
            Color::Red => (5..=9).collect(),
            Color::Black => (0..=4).collect(),
        };
        let files = [rng.below(9) as u8, rng.below(9) as u8];
        for _ in 0..rng.below(6) {
            let file = if rng.below(4) == 0 {
                rng.below(9) as u8
            } else {
                rng.pick(&files)
            };
            let sq = Square::new(file, rng.pick(&crossed));
            put(&mut setup, sq, Piece::new(color, Kind::Pawn));
        }
        for kind in [Kind::Rook, Kind::Horse, Kind::Cannon] {
            let file = rng.below(9) as u8;
            for _ in 0..rng.below(3) {
                let f = if rng.below(2) == 0 {
                    file
                } else {
                    rng.below(9) as u8
                };
                put(
                    &mut setup,
                    Square::new(f, rng.below(10) as u8),
                    Piece::new(color, kind),
                );
            }
        }
        // (file, rank from the side's own back rank)
        const ADVISOR_POINTS: [(u8, u8); 5] = [(3, 0), (5, 0), (4, 1), (3, 2), (5, 2)];
        const ELEPHANT_POINTS: [(u8, u8); 7] =
            [(2, 0), (6, 0), (0, 2), (4, 2), (8, 2), (2, 4), (6, 4)];
        for (kind, points) in [
            (Kind::Advisor, &ADVISOR_POINTS[..]),
            (Kind::Elephant, &ELEPHANT_POINTS[..]),
        ] {
            for _ in 0..rng.below(3) {
                let (f, r) = rng.pick(points);
                let r = if color == Color::Red { r } else { 9 - r };
                put(&mut setup, Square::new(f, r), Piece::new(color, kind));
            }
        }
    }
    setup.side = if rng.below(2) == 0 {
        Color::Red
    } else {
        Color::Black
    };
    Position::from_setup(&setup).ok()
}

proptest! {
    #![proptest_config(ProptestConfig { cases: 400, ..ProptestConfig::default() })]

    #[test]
    fn crowded_positions_round_trip(seed in any::<u64>()) {
        if let Some(pos) = crowded_position(seed) {
            let styles = all_styles();
            if let Err(e) = check_round_trip(&pos, &styles) {
                prop_assert!(false, "{}", e);
            }
        }
    }

    #[test]
    fn any_text_reads_or_fails_cleanly(text in ".{0,12}") {
        let pos = Position::startpos();
        if let Ok(m) = parse_move(&pos, &text, None) {
            prop_assert!(pos.is_legal(m));
        }
        let _ = preview(&pos, &text);
    }

    #[test]
    fn notation_soup_reads_or_fails_cleanly(
        seed in any::<u64>(),
        chars in prop::collection::vec(
            prop::sample::select(
                "帅仕相马车炮兵将士象卒傌俥砲前中后後一二三四五六七八九123456789０１５进進退平上下 \u{332}\u{305}KAEHRCP+-.=abcdefghi0"
                    .chars()
                    .collect::<Vec<_>>(),
            ),
            0..8,
        )
    ) {
        let text: String = chars.into_iter().collect();
        let pos = crowded_position(seed).unwrap_or_else(Position::startpos);
        match parse_move(&pos, &text, None) {
            Ok(m) => {
                prop_assert!(pos.is_legal(m));
                let again = write_move(&pos, m, &Style::default());
                prop_assert_eq!(parse_move(&pos, &again, None), Ok(m));
            }
            Err(e) => {
                // Every error renders in both languages.
                prop_assert!(!e.to_string().is_empty());
                prop_assert!(!e.message(chuhe::lang::Lang::Zh).is_empty());
            }
        }
        let _ = preview(&pos, &text);
    }
}

/// The generator does reach the cases it is for: a file of three or more pawns, two
/// crowded files, pieces in tandem, for both sides.
#[test]
fn generator_reaches_crowded_files() {
    let (mut valid, mut three, mut two_files) = (0, 0, 0);
    for seed in 1..2000u64 {
        let Some(pos) = crowded_position(seed.wrapping_mul(0x9E37_79B9_7F4A_7C15)) else {
            continue;
        };
        valid += 1;
        for color in Color::ALL {
            let pawns = pos.pieces(color, Kind::Pawn);
            let per_file: Vec<usize> = (0..9)
                .map(|f| pawns.filter(|s| s.file() == f).count())
                .collect();
            three += usize::from(per_file.iter().any(|&n| n >= 3));
            two_files += usize::from(per_file.iter().filter(|&&n| n >= 2).count() >= 2);
        }
    }
    println!("{valid} valid, {three} with 3+ pawns on a file, {two_files} with two crowded files");
    assert!(valid > 300, "{valid} valid positions");
    assert!(
        three > 50 && two_files > 50,
        "{three} files of 3+, {two_files} two crowded files"
    );
}
