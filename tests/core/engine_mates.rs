//! Mates from real games: positions 1, 3 and 5 plies before the end of the CCPD kill
//! puzzles (`../shared/data/games/ccpd/ccpd_kill_puzzles_utf8.pgn`, games that end in
//! checkmate). The mate distance of each was measured by Debian's Fairy-Stockfish
//! (`/usr/games/fairy-stockfish`, `UCI_Variant xiangqi`, `go depth 14`) and is stored in
//! `MATES` below; `fairy_stockfish_agrees` (ignored: it needs the program) measures
//! them again. The engine must find each mate within depth 2N−1 (plus its check
//! extensions) and report exactly `mate N`.

use std::io::{BufRead, BufReader, Write};
use std::process::{Command, Stdio};
use std::sync::Arc;
use std::sync::atomic::AtomicBool;

use chuhe::adjudication::RuleSet;
use chuhe::engine::score::Display;
use chuhe::engine::{GameHistory, Limits, Searcher, WallClock};
use chuhe::rules::Position;

const PUZZLES: &str = "../shared/data/games/ccpd/ccpd_kill_puzzles_utf8.pgn";
const FAIRY: &str = "/usr/games/fairy-stockfish";

/// Positions 1, 3 and 5 plies before a checkmate that ends a game of the file.
fn candidates() -> Vec<String> {
    let games = chuhe::record::read_file(std::path::Path::new(PUZZLES)).unwrap();
    let mut out = Vec::new();
    for g in &games {
        let Ok(positions) = g.main_line_positions() else {
            continue;
        };
        let Some(last) = positions.last() else {
            continue;
        };
        if !last.is_checkmate() {
            continue;
        }
        for back in [2, 4, 6] {
            if positions.len() > back {
                out.push(positions[positions.len() - back].fen());
            }
        }
    }
    out
}

/// Fairy-Stockfish's mate distance in moves for `fen`, if it reports one.
fn fairy_mate(fen: &str) -> Option<i32> {
    let mut child = Command::new(FAIRY)
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .spawn()
        .ok()?;
    let mut stdin = child.stdin.take()?;
    writeln!(
        stdin,
        "uci\nsetoption name UCI_Variant value xiangqi\nposition fen {fen}\ngo depth 14"
    )
    .ok()?;
    let mut mate = None;
    for line in BufReader::new(child.stdout.take()?).lines() {
        let line = line.ok()?;
        if let Some(i) = line.find("score mate ") {
            mate = line[i + 11..].split_whitespace().next()?.parse().ok();
        }
        if line.starts_with("bestmove") {
            break;
        }
    }
    let _ = writeln!(stdin, "quit");
    let _ = child.wait();
    mate
}

/// FEN and Fairy-Stockfish's mate distance (moves), measured by
/// `print_table_from_fairy_stockfish`.
const MATES: &[(&str, i32)] = &[
    (
        "2b1kab2/4aR3/2N1n2r1/4C3p/2p1p1p2/9/c2r2n1P/3C2N1B/4A4/2BA1K3 w - - 8 26",
        1,
    ),
    (
        "2bk1ab2/4aR3/4n2r1/4C3p/2pNp1p2/9/c2r2n1P/3C2N1B/4A4/2BA1K3 w - - 6 25",
        2,
    ),
    (
        "2bk1ab2/4aR3/4n2r1/4C3p/2pNp1p2/9/cr4n1P/4C1N1B/4A4/2BA1K3 w - - 4 24",
        3,
    ),
    (
        "1C2k1C2/4aR3/4c1n2/p1p1n3p/4r4/2P6/P5N1P/2c6/4AK3/2BA3r1 w - - 7 6",
        1,
    ),
    (
        "3ak1C2/5R3/4c1n2/p1p1n3p/4r4/2P6/P5N1P/1Cc6/4AK3/2BA3r1 w - - 5 5",
        2,
    ),
    (
        "3a1RC2/4k4/4c1n2/p1p1n3p/4r4/2P6/P5N1P/1Cc6/4AK3/2BA3r1 w - - 3 4",
        3,
    ),
    (
        "3k1ab2/4a4/3Nb4/p7p/6p2/4C4/P3P3P/5A3/2r6/2B2K3 w - - 2 17",
        1,
    ),
    (
        "4kab2/4a4/4b4/pN6p/6p2/4C4/P3P3P/5A3/2r6/2B2K3 w - - 0 16",
        2,
    ),
    (
        "1CbR2b1r/6cC1/4k1r1n/p3p4/2p1c4/6p2/P1P5P/4B4/4A4/3K1AB2 w - - 3 5",
        1,
    ),
    (
        "1CbR2b1r/4k1c2/6r1n/p3p4/2p1c4/6p2/P1P5P/4B2C1/4A4/3K1AB2 w - - 1 4",
        2,
    ),
    (
        "1Cbak1b1r/6c2/6r1n/p3p4/2p1c4/6p2/P1PR4P/4B2C1/4A4/3K1AB2 w - - 2 3",
        3,
    ),
    (
        "2b2a3/2Nka4/6r2/p3R3p/c1b6/2P1C1r2/P3Pp2P/3C5/4A3c/2BAK4 w - - 10 7",
        1,
    ),
    (
        "2b2a3/2Nk5/3a2r2/p2R4p/c1b6/2P1C1r2/P3Pp2P/3C5/4A3c/2BAK4 w - - 8 6",
        2,
    ),
    (
        "1R3rb2/C2k4c/3Nb4/p7p/7n1/2P4r1/P3P1p1P/4B4/9/3AKAB2 w - - 6 5",
        1,
    ),
    (
        "3k1rb2/C7c/3Nb4/pR6p/7n1/2P4r1/P3P1p1P/4B4/9/3AKAB2 w - - 4 4",
        3,
    ),
    (
        "3a1kbr1/9/4bP3/9/p7p/9/2r1C3P/4Bp1c1/5C3/c1BAKA3 w - - 6 8",
        1,
    ),
    (
        "3a2br1/5k3/4b4/5P3/p7p/9/2r1C3P/4Bp1c1/5C3/c1BAKA3 w - - 4 7",
        2,
    ),
    (
        "3a2br1/9/4bk3/9/p4P2p/9/2r1C3P/4Bp1c1/5C3/c1BAKA3 w - - 2 6",
        2,
    ),
    (
        "3rkab1C/4a1c2/n8/p5C1p/2p6/9/P1P1P3P/B6r1/4A4/4KA3 w - - 0 13",
        1,
    ),
    (
        "3rkab1C/3ca4/n8/p5CNp/2p6/9/P1P1P3P/B6r1/4A4/4KA3 w - - 2 12",
        2,
    ),
    (
        "3rka3/3ca4/n3b3C/p5CNp/2p6/9/P1P1P3P/B6r1/4A4/4KA3 w - - 0 11",
        3,
    ),
    (
        "3rkab1C/4a1c2/n8/p5C1p/2p6/9/P1P1P3P/B6r1/4A4/4KA3 w - - 0 13",
        1,
    ),
    (
        "3rkab1C/3ca4/n8/p5CNp/2p6/9/P1P1P3P/B6r1/4A4/4KA3 w - - 2 12",
        2,
    ),
    (
        "3rka3/3ca4/n3b3C/p5CNp/2p6/9/P1P1P3P/B6r1/4A4/4KA3 w - - 0 11",
        3,
    ),
    (
        "2b1kab2/8n/2cR1a3/6Crp/2p6/P8/8P/4C1N2/2c6/2BAKAB2 w - - 0 6",
        1,
    ),
    (
        "2b1kab2/4a3n/2cR5/6Crp/2p1N4/P8/8P/4C1N2/2c6/2BAKAB2 w - - 5 5",
        2,
    ),
    (
        "5R3/2Nk5/b3b4/p3p3p/9/9/P3P3n/2CC1A3/4K3c/2BA2r2 w - - 1 9",
        1,
    ),
    (
        "3k1a3/2N2R3/b3b4/p3p3p/9/9/P3P3n/2CC1A3/4K3c/2BA2r2 w - - 3 8",
        2,
    ),
    (
        "4ka3/2NR5/b3b4/p3p3p/9/9/P3P3n/2CC1A3/4K3c/2BA2r2 w - - 1 7",
        3,
    ),
    (
        "9/4kcN1n/5a1r1/p2n5/4C1N1p/9/P3P3P/4B4/6C2/3AKAB2 w - - 0 5",
        1,
    ),
    (
        "3rk4/6R2/b2a1c2c/p4C2p/4N2r1/2P6/P3P2nP/4B1N2/4A4/2BAK4 w - - 6 7",
        1,
    ),
    (
        "3r1k3/6R2/b2a1c2c/p3C3p/4N2r1/2P6/P3P2nP/4B1N2/4A4/2BAK4 w - - 4 6",
        2,
    ),
    (
        "3r2R2/5k3/b2a1c2c/p3C3p/4N2r1/2P6/P3P2nP/4B1N2/4A4/2BAK4 w - - 2 5",
        3,
    ),
    (
        "3a1ab2/3knR3/4b1C2/p8/1P2N4/6pC1/P7P/cc1ABKN2/7r1/3A2B2 w - - 9 6",
        1,
    ),
    (
        "3a1ab2/4nR3/3kbNC2/p8/1P7/6pC1/P7P/cc1ABKN2/7r1/3A2B2 w - - 7 5",
        2,
    ),
    (
        "2ba1ab2/4nR3/3k1N3/p5C2/1P7/6pC1/P7P/cc1ABKN2/7r1/3A2B2 w - - 5 4",
        3,
    ),
    (
        "3R2b2/5k3/2N2a2r/8p/6p2/2P6/6n1P/B4K3/9/c3C1B2 w - - 1 11",
        1,
    ),
    (
        "3a1kb2/9/2NR1a2r/8p/6p2/2P6/6n1P/B4K3/9/c3C1B2 w - - 2 10",
        2,
    ),
    (
        "1C2k1C2/4aR3/4c1n2/p1p1n3p/4r4/2P6/P5N1P/2c6/4AK3/2BA3r1 w - - 7 6",
        1,
    ),
    (
        "3ak1C2/5R3/4c1n2/p1p1n3p/4r4/2P6/P5N1P/1Cc6/4AK3/2BA3r1 w - - 5 5",
        2,
    ),
    (
        "3a1RC2/4k4/4c1n2/p1p1n3p/4r4/2P6/P5N1P/1Cc6/4AK3/2BA3r1 w - - 3 4",
        3,
    ),
    (
        "3a1kbr1/9/4bP3/9/p7p/9/2r1C3P/4Bp1c1/5C3/c1BAKA3 w - - 6 8",
        1,
    ),
    (
        "3a2br1/5k3/4b4/5P3/p7p/9/2r1C3P/4Bp1c1/5C3/c1BAKA3 w - - 4 7",
        2,
    ),
    (
        "3a2br1/9/4bk3/9/p4P2p/9/2r1C3P/4Bp1c1/5C3/c1BAKA3 w - - 2 6",
        2,
    ),
    (
        "2n1k1br1/5RN2/4b4/p7p/1r3np2/9/P3P1P1P/5CN2/4A4/1c2KAB2 w - - 1 11",
        1,
    ),
    (
        "2n2kbr1/5cN2/4bR3/p7p/1r3np2/9/P3P1P1P/5CN2/4A4/1c2KAB2 w - - 1 10",
        2,
    ),
    (
        "2n2kbr1/3c2N2/4ba1R1/p7p/1r3np2/9/P3P1P1P/5CN2/4A4/1c2KAB2 w - - 0 9",
        3,
    ),
    (
        "3akaN1c/4n4/4b4/p8/4r4/5R3/P3P3P/8B/4A4/c1BA1K3 w - - 0 10",
        1,
    ),
    (
        "3akab1c/4n3N/4b4/p8/1r2C4/5R3/P3P3P/8B/4A4/c1BA1K3 w - - 7 9",
        2,
    ),
    (
        "3aka2c/4n3N/4b3b/p8/1r2C4/5R3/P3P3P/8B/4A4/c1BAK4 w - - 5 8",
        3,
    ),
    (
        "3k1ab2/4a4/3Nb4/p7p/6p2/4C4/P3P3P/5A3/2r6/2B2K3 w - - 2 17",
        1,
    ),
    (
        "4kab2/4a4/4b4/pN6p/6p2/4C4/P3P3P/5A3/2r6/2B2K3 w - - 0 16",
        2,
    ),
    (
        "2b2a3/2Nka4/6r2/p3R3p/c1b6/2P1C1r2/P3Pp2P/3C5/4A3c/2BAK4 w - - 10 7",
        1,
    ),
    (
        "2b2a3/2Nk5/3a2r2/p2R4p/c1b6/2P1C1r2/P3Pp2P/3C5/4A3c/2BAK4 w - - 8 6",
        2,
    ),
    (
        "2n1k1br1/5RN2/4b4/p7p/1r3np2/9/P3P1P1P/5CN2/4A4/1c2KAB2 w - - 1 11",
        1,
    ),
    (
        "2n2kbr1/5cN2/4bR3/p7p/1r3np2/9/P3P1P1P/5CN2/4A4/1c2KAB2 w - - 1 10",
        2,
    ),
    (
        "2n2kbr1/3c2N2/4ba1R1/p7p/1r3np2/9/P3P1P1P/5CN2/4A4/1c2KAB2 w - - 0 9",
        3,
    ),
    (
        "3rkab1C/4a1c2/n8/p5C1p/2p6/9/P1P1P3P/B6r1/4A4/4KA3 w - - 0 13",
        1,
    ),
    (
        "3rkab1C/3ca4/n8/p5CNp/2p6/9/P1P1P3P/B6r1/4A4/4KA3 w - - 2 12",
        2,
    ),
    (
        "3rka3/3ca4/n3b3C/p5CNp/2p6/9/P1P1P3P/B6r1/4A4/4KA3 w - - 0 11",
        3,
    ),
    (
        "3aka3/9/4b4/8p/2b3p2/2C1P1P2/1N6c/3RB4/3r1r3/2B1K1R2 b - - 3 7",
        1,
    ),
    (
        "3aka3/9/4b4/8p/2b3p2/2C1P1P2/1N6c/3RB4/3rr4/2B2KR2 b - - 1 6",
        2,
    ),
    (
        "3aka3/9/4b4/8p/2b3p2/2C1P1P2/1N6c/3RB4/3rA2r1/2B1K1R2 b - - 2 5",
        3,
    ),
    (
        "2baka3/9/2n1b3c/3Pp3p/9/1NC1P4/4c1p1P/2RCB2R1/3K5/4rNB2 b - - 2 5",
        1,
    ),
    (
        "2baka3/9/2n1b3c/3Pp3p/9/1NC1P4/4c1p1P/2RCB2R1/4r4/3K1NB2 b - - 0 4",
        2,
    ),
    (
        "2baka3/9/2n1b3c/3Pp3p/9/1NCnP4/4c1p1P/1R1CB2R1/4r4/3K1NB2 b - - 1 3",
        3,
    ),
    (
        "3akaN1c/4n4/4b4/p8/4r4/5R3/P3P3P/8B/4A4/c1BA1K3 w - - 0 10",
        1,
    ),
    (
        "3akab1c/4n3N/4b4/p8/1r2C4/5R3/P3P3P/8B/4A4/c1BA1K3 w - - 7 9",
        2,
    ),
    (
        "3aka2c/4n3N/4b3b/p8/1r2C4/5R3/P3P3P/8B/4A4/c1BAK4 w - - 5 8",
        3,
    ),
    (
        "3a1a3/CN1ck4/4bNn2/8p/1n2p4/3p2B2/2P5P/9/4A4/4KAB2 w - - 10 6",
        1,
    ),
    (
        "3a1a3/C3k4/3NbNn2/3c4p/1n2p4/3p2B2/2P5P/9/4A4/4KAB2 w - - 8 5",
        2,
    ),
    (
        "3aka3/C2N5/3Nb1n2/3c4p/1n2p4/3p2B2/2P5P/9/4A4/4KAB2 w - - 6 4",
        3,
    ),
    (
        "1C2k1C2/4aR3/4c1n2/p1p1n3p/4r4/2P6/P5N1P/2c6/5K3/2B4r1 w - - 7 6",
        1,
    ),
    (
        "3ak1C2/5R3/4c1n2/p1p1n3p/4r4/2P6/P5N1P/1Cc6/5K3/2B4r1 w - - 5 5",
        2,
    ),
    (
        "3a1RC2/4k4/4c1n2/p1p1n3p/4r4/2P6/P5N1P/1Cc6/5K3/2B4r1 w - - 3 4",
        3,
    ),
];

#[test]
#[ignore = "needs /usr/games/fairy-stockfish; prints the MATES table"]
fn print_table_from_fairy_stockfish() {
    for fen in candidates() {
        if let Some(n) = fairy_mate(&fen)
            && (1..=3).contains(&n)
        {
            println!("    (\"{fen}\", {n}),");
        }
    }
}

#[test]
#[ignore = "needs /usr/games/fairy-stockfish"]
fn fairy_stockfish_agrees() {
    for &(fen, n) in MATES {
        assert_eq!(fairy_mate(fen), Some(n), "{fen}");
    }
}

#[test]
fn every_mate_in_one_to_three_is_found_with_its_exact_distance() {
    assert!(MATES.len() >= 30, "too few positions: {}", MATES.len());
    // The table was taken from the shared file: every entry is still one of its
    // positions.
    let from_file = candidates();
    let mut searcher = Searcher::new(16);
    for &(fen, n) in MATES {
        assert!(
            from_file.iter().any(|f| f == fen),
            "{fen} is not from {PUZZLES}"
        );
        let pos = Position::from_fen(fen).unwrap();
        let game = GameHistory::new(RuleSet::Cxa, &pos);
        searcher.clear();
        let out = searcher.search(
            &game,
            &Limits::depth(2 * n as u32 - 1),
            1,
            Arc::new(AtomicBool::new(false)),
            Box::new(WallClock::start()),
            &mut |_| {},
        );
        assert_eq!(
            Display::of(out.score),
            Display::Mate(n),
            "{fen}: {:?}",
            out.lines[0]
        );
        // The line is a real mate: play it out.
        let mut p = pos.clone();
        for &m in &out.lines[0].pv {
            p.play(m).unwrap();
        }
        assert!(
            p.is_checkmate() || p.is_stalemate(),
            "{fen}: pv does not mate"
        );
    }
}
