//! The capacity of a move list (`MAX_MOVES`) is above the most moves a valid position
//! can have. The bound is derived here from the board's geometry alone (not from
//! chuhe's move generator): each piece's destinations are points of its lines or
//! its leaps, so an empty board gives each piece's most; the rule book's material
//! (2.2: per side 1 general, 2 advisors, 2 elephants, 2 horses, 2 rooks, 2 cannons,
//! 5 pawns) multiplies them. The densest position found by a search is checked
//! against Fairy-Stockfish and the bound.

use std::io::Write as _;
use std::process::{Command, Stdio};

use chuhe::rules::{MAX_MOVES, Position};

type Point = (i32, i32);

fn on_board((f, r): Point) -> bool {
    (0..9).contains(&f) && (0..10).contains(&r)
}

fn all_points() -> impl Iterator<Item = Point> {
    (0..10).flat_map(|r| (0..9).map(move |f| (f, r)))
}

/// Red's points for each piece that is bound to some (2.2; Black's mirror them).
fn palace() -> Vec<Point> {
    all_points()
        .filter(|&(f, r)| (3..=5).contains(&f) && r <= 2)
        .collect()
}
const ADVISOR_POINTS: [Point; 5] = [(3, 0), (5, 0), (4, 1), (3, 2), (5, 2)];
const ELEPHANT_POINTS: [Point; 7] = [(2, 0), (6, 0), (0, 2), (4, 2), (8, 2), (2, 4), (6, 4)];

fn targets(from: Point, steps: &[Point], allowed: &dyn Fn(Point) -> bool) -> usize {
    steps
        .iter()
        .map(|(df, dr)| (from.0 + df, from.1 + dr))
        .filter(|&p| on_board(p) && allowed(p))
        .count()
}

const DIAGONAL_1: [Point; 4] = [(1, 1), (1, -1), (-1, 1), (-1, -1)];
const DIAGONAL_2: [Point; 4] = [(2, 2), (2, -2), (-2, 2), (-2, -2)];
const ORTHOGONAL_1: [Point; 4] = [(1, 0), (-1, 0), (0, 1), (0, -1)];
const HORSE: [Point; 8] = [
    (1, 2),
    (2, 1),
    (2, -1),
    (1, -2),
    (-1, -2),
    (-2, -1),
    (-2, 1),
    (-1, 2),
];

/// The most destinations of two pieces of a kind on distinct points.
fn best_pair(points: &[Point], moves: &dyn Fn(Point) -> usize) -> usize {
    let mut best = 0;
    for (i, &a) in points.iter().enumerate() {
        for &b in &points[i + 1..] {
            best = best.max(moves(a) + moves(b));
        }
    }
    best
}

#[test]
fn the_capacity_is_above_what_the_material_can_reach() {
    // A rook or cannon reaches only points of its own rank and file.
    let line = |p: Point| {
        all_points()
            .filter(|&q| q != p && (q.0 == p.0 || q.1 == p.1))
            .count()
    };
    let rook = all_points().map(line).max().unwrap();
    let horse = all_points()
        .map(|p| targets(p, &HORSE, &|_| true))
        .max()
        .unwrap();
    let in_palace = palace();
    let general = in_palace
        .iter()
        .map(|&p| targets(p, &ORTHOGONAL_1, &|q| in_palace.contains(&q)))
        .max()
        .unwrap();
    let advisors = best_pair(&ADVISOR_POINTS, &|p| {
        targets(p, &DIAGONAL_1, &|q| ADVISOR_POINTS.contains(&q))
    });
    let elephants = best_pair(&ELEPHANT_POINTS, &|p| {
        targets(p, &DIAGONAL_2, &|q| ELEPHANT_POINTS.contains(&q))
    });
    // A pawn goes forward, and sideways once across the river (rank 5 and up).
    let pawn = all_points()
        .filter(|&(_, r)| r >= 3)
        .map(|(f, r)| {
            let sideways = if r >= 5 {
                targets((f, r), &[(1, 0), (-1, 0)], &|_| true)
            } else {
                0
            };
            usize::from(r < 9) + sideways
        })
        .max()
        .unwrap();
    assert_eq!(
        (rook, horse, general, advisors, elephants, pawn),
        (17, 8, 4, 5, 6, 3)
    );
    let cannon = rook; // the same lines: a capture too lands on one of them
    let bound = 2 * rook + 2 * cannon + 2 * horse + elephants + advisors + general + 5 * pawn;
    assert_eq!(bound, 114, "the figure src/rules/movegen.rs documents");
    assert!(
        bound <= MAX_MOVES,
        "{bound} moves would not fit in {MAX_MOVES}"
    );
}

/// Found by a hill-climbing search over placements of Red's full material against a
/// lone Black general (the most it found from several starts: 110).
const DENSE: &str = "2R6/1P1P1k3/4N4/3P1N3/1P2P4/8R/6C2/B2ABA3/7C1/4K4 w - - 0 1";
/// Fairy-Stockfish 14's `go perft 1` on DENSE (UCI_Variant xiangqi).
const DENSE_MOVES: usize = 110;

#[test]
fn the_densest_position_found_fits_and_every_move_is_listed() {
    let pos = Position::from_fen(DENSE).unwrap();
    let listed = pos.legal_moves();
    assert_eq!(listed.len(), DENSE_MOVES);
    // The list and the bulk counter (no list) agree: no move was dropped.
    assert_eq!(pos.count_legal_moves() as usize, listed.len());
    assert!(listed.len() <= 114 && 114 <= MAX_MOVES);
}

/// The outside reference, run live where Fairy-Stockfish is installed (.ci/test
/// installs it; the figure above was taken from it).
#[test]
fn fairy_stockfish_counts_the_dense_position_alike() {
    let exe = std::path::Path::new("/usr/games/fairy-stockfish");
    if !exe.exists() {
        eprintln!("fairy-stockfish is not installed: the recorded count stands alone");
        return;
    }
    let mut child = Command::new(exe)
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::null())
        .spawn()
        .unwrap();
    let script = format!(
        "uci\nsetoption name UCI_Variant value xiangqi\nposition fen {DENSE}\ngo perft 1\nquit\n"
    );
    child
        .stdin
        .take()
        .unwrap()
        .write_all(script.as_bytes())
        .unwrap();
    let out = child.wait_with_output().unwrap();
    let text = String::from_utf8_lossy(&out.stdout);
    let nodes: usize = text
        .lines()
        .find_map(|l| l.strip_prefix("Nodes searched: "))
        .unwrap_or_else(|| panic!("no perft answer: {text}"))
        .trim()
        .parse()
        .unwrap();
    assert_eq!(nodes, DENSE_MOVES);
}
