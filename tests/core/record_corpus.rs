//! Every game record in ../shared/data/games is read and replayed, each move legal,
//! except the deliberately broken files, which give a clear error or an empty game.
//! The same games stored in several formats and encodings must come out the same.

use std::path::PathBuf;

use chuhe::notation::{Style, write_move};
use chuhe::record::{GameRecord, GameResult, Location, read_file, record_files, verify};
use chuhe::rules::Move;

use crate::common;

fn games_dir() -> PathBuf {
    let dir = common::shared_data().join("games");
    assert!(
        dir.is_dir(),
        "shared test data {} is missing; the tests read it in place from ../shared/data",
        dir.display()
    );
    dir
}

fn read(rel: &str) -> Vec<GameRecord> {
    let path = games_dir().join(rel);
    read_file(&path).unwrap_or_else(|e| panic!("{}: {e}", path.display()))
}

fn read_one(rel: &str) -> GameRecord {
    let mut games = read(rel);
    assert_eq!(games.len(), 1, "{rel}");
    games.remove(0)
}

fn iccs(line: &[Move]) -> Vec<String> {
    line.iter().map(|m| m.to_string()).collect()
}

/// The main line in Chinese notation.
fn chinese(g: &GameRecord) -> Vec<String> {
    let mut pos = g.start_position().unwrap();
    let style = Style::default();
    g.main_line()
        .into_iter()
        .map(|m| {
            let text = write_move(&pos, m, &style);
            pos.play_unchecked(m);
            text
        })
        .collect()
}

#[test]
fn every_record_reads_and_replays_except_the_broken_ones() {
    let mut games = 0;
    let mut moves = 0;
    let mut record_files_read = 0;
    for path in record_files(&[games_dir()]) {
        record_files_read += 1;
        let name = path.file_name().unwrap().to_string_lossy().to_string();
        let read = read_file(&path).unwrap_or_else(|e| panic!("{}: {e}", path.display()));
        assert!(!read.is_empty(), "{name}");
        for (i, g) in read.iter().enumerate() {
            games += 1;
            moves += g.tree.len();
            // The readers replay as they read; replaying again from scratch must agree.
            let summary = verify(g).unwrap_or_else(|e| panic!("{name} game {}: {e}", i + 1));
            assert_eq!(summary.moves, g.tree.len());
            match (name.as_str(), &g.problem) {
                ("BadMoveTest3.xqf" | "WildHouse.xqf", Some(_)) => {}
                (_, None) => {}
                (_, Some(p)) => panic!("{name} game {}: {p}", i + 1),
            }
        }
    }
    // The shared corpus as counted on 2026-12-01 (`chuhe check --json` over it agrees:
    // 992 games, 990 ok, 77,520 moves with variations). A change to the data or to
    // what the readers accept shows here.
    assert_eq!(record_files_read, 451, "record files");
    assert_eq!(games, 992, "games");
    assert_eq!(moves, 77_520, "moves");
}

#[test]
fn broken_files_say_what_and_where() {
    // Black's 5th move starts from a point the advisor left two moves before.
    let g = read_one("cchess_testdata/BadMoveTest3.xqf");
    let p = g.problem.as_ref().unwrap();
    assert_eq!((p.ply, p.move_number), (10, 5));
    assert_eq!(p.location, Location::Byte(1106));
    assert_eq!(p.text, "e1f0");
    assert!(p.to_string().contains("no piece on e1"), "{p}");
    assert_eq!(g.tree.len(), 9);

    // WildHouse.xqf repeats 11 moves of a variation after the line has moved on:
    // the repeated moves are impossible (walker8088/cchess's own test leaves it
    // unverified).
    let g = read_one("cchess_testdata/WildHouse.xqf");
    let p = g.problem.as_ref().unwrap();
    assert_eq!(p.location, Location::Byte(4510));
    assert!(p.in_variation);
    assert!(p.to_string().contains("no piece on e7"), "{p}");

    // No moves at all: an empty game, not an error.
    for name in ["EmptyTest.xqf", "NoMove.xqf"] {
        let g = read_one(&format!("cchess_testdata/{name}"));
        assert_eq!((g.tree.len(), &g.problem), (0, &None), "{name}");
    }
    assert_eq!(
        read_one("cchess_testdata/EmptyTest.xqf").result,
        GameResult::BlackWins
    );
}

#[test]
fn xqf_test1_matches_its_golden_move_list() {
    let g = read_one("cchess_testdata/test1.xqf");
    let golden = common::read_shared("games/cchess_testdata/test1_move.txt");
    let lines: Vec<&str> = golden
        .lines()
        .map(str::trim)
        .filter(|l| !l.is_empty())
        .collect();
    let (fen, moves, result) = (lines[0], &lines[1..lines.len() - 1], lines[lines.len() - 1]);
    assert_eq!(g.start.fen().split(" - ").next().unwrap(), fen);
    assert_eq!(chinese(&g), moves.to_vec());
    assert_eq!(GameResult::parse(result), Some(g.result));
    assert_eq!(g.result, GameResult::BlackWins);
}

#[test]
fn xqf_ucci_test1_matches_its_golden_move_list() {
    let g = read_one("cchess_testdata/ucci_test1.xqf");
    let golden = common::read_shared("games/cchess_testdata/ucci_test1_move.txt");
    let lines: Vec<&str> = golden
        .lines()
        .map(str::trim)
        .filter(|l| !l.is_empty())
        .collect();
    assert_eq!(g.start.fen().split(" - ").next().unwrap(), lines[0]);
    assert_eq!(chinese(&g), lines[1..lines.len() - 1].to_vec());
    assert_eq!(GameResult::parse(lines[lines.len() - 1]), Some(g.result));
}

/// All lines of a game in Chinese, in the order XQStudio stores them (the main line,
/// then depth first).
fn chinese_lines(g: &GameRecord) -> Vec<String> {
    g.tree
        .lines()
        .iter()
        .map(|line| {
            let mut pos = g.start_position().unwrap();
            line.iter()
                .map(|&m| {
                    let t = write_move(&pos, m, &Style::default());
                    pos.play_unchecked(m);
                    t
                })
                .collect::<Vec<_>>()
                .join(",")
        })
        .collect()
}

#[test]
fn xqf_variations_come_out_as_walker8088_cchess_expects() {
    // The lines walker8088/cchess tests/test_read_xqf.py expects, in its order.
    let g = read_one("cchess_testdata/test_5_variations.xqf");
    assert_eq!(
        chinese_lines(&g),
        [
            "炮二平五,炮８平５,马二进三,马８进７,兵三进一,车９平８",
            "炮二平五,炮８平５,马二进三,马８进７,车一平二,车９进１,车二进六,车９平４",
            "炮二平五,炮８平５,马二进三,马８进７,车一平二,卒７进１,兵七进一,车９进１",
            "炮二平五,炮８平５,马二进三,马８进７,车一进一,车９平８,车一平六,马２进３,马八进七,卒３进１",
            "炮二平六,马８进７,马二进三,车９平８,车一平二",
        ]
    );
    let g = read_one("cchess_testdata/game_varations.xqf");
    assert_eq!(
        chinese_lines(&g),
        [
            "炮二平五,炮８平５,马二进三,马８进７,车一平二,车９进１,马八进七,马２进３",
            "炮二平五,炮８平５,马二进三,马８进７,车一平二,车９进１,兵三进一,卒３进１",
            "炮二平五,炮８平５,马二进三,马８进７,车一平二,车９进１,兵七进一,车９平４",
            "炮二平五,炮８平５,马二进三,马８进７,车一平二,车９进１,马八进九,马２进３",
            "炮二平五,马８进７,马二进三,卒７进１,车一平二,车９平８,兵七进一,马２进３",
            "炮二平五,马８进７,马二进三,卒７进１,车一平二,炮２平５,车二进六,马２进３",
        ]
    );
    // walker8088/cchess test_base: one line, every move legal.
    let g = read_one("cchess_testdata/game_test.xqf");
    assert_eq!(g.tree.lines().len(), 1);
}

#[test]
fn big5_files_and_their_utf8_collection_agree() {
    for (dir, collection, count) in [
        ("ccpd/endgame_big5", "ccpd/ccpd_endgame_utf8.pgn", 244),
        (
            "ccpd/kill_puzzles_big5",
            "ccpd/ccpd_kill_puzzles_utf8.pgn",
            130,
        ),
    ] {
        let utf8 = read(collection);
        assert_eq!(utf8.len(), count, "{collection}");
        let singles = record_files(&[games_dir().join(dir)]);
        assert_eq!(singles.len(), count, "{dir}");
        for (path, u) in singles.iter().zip(&utf8) {
            let mut b = read_file(path).unwrap();
            assert_eq!(b.len(), 1, "{}", path.display());
            let b = b.remove(0);
            assert_eq!(b, *u, "{} differs from its UTF-8 copy", path.display());
            assert!(
                b.headers
                    .get("Event")
                    .is_some_and(|e| !e.contains('\u{FFFD}'))
            );
        }
    }
}

#[test]
fn ccpd_black_first_games_start_with_black() {
    let games = read("ccpd/ccpd_endgame_utf8.pgn");
    let first = &games[0];
    assert_eq!(first.start.side, chuhe::rules::Color::Black);
    assert_eq!(chinese(first)[0], "卒３进１");
    assert_eq!(first.result, GameResult::BlackWins);
    assert_eq!(first.headers.get("Red"), Some("廣東 楊官璘"));
}

#[test]
fn wukong_games_agree_in_every_notation_and_format() {
    let chinese_games = read("wukong/xqdb_traditional.pgn");
    let wxf = read("wukong/xqdb_international.pgn");
    let uci = read("wukong/bulk_games_uci.pgn");
    assert_eq!(chinese_games.len(), 15);
    for (i, ((c, w), u)) in chinese_games.iter().zip(&wxf).zip(&uci).enumerate() {
        assert_eq!(
            c.main_line(),
            w.main_line(),
            "game {}: Chinese vs WXF",
            i + 1
        );
        let (cl, ul) = (c.main_line(), u.main_line());
        if i == 1 {
            // The known defect of the UCI file: ply 71 moves the wrong pawn.
            assert_eq!(cl[..70], ul[..70]);
            assert_ne!(cl[70], ul[70]);
        } else {
            assert_eq!(cl, ul, "game {}: Chinese vs UCI", i + 1);
        }
    }
    // The DhtmlXQ pages the games came from.
    let mut pages = 0;
    for page in record_files(&[games_dir().join("wukong/dhtmlxq_html")]) {
        let g = read_file(&page).unwrap().remove(0);
        let line = iccs(&g.main_line());
        let same = chinese_games.iter().any(|c| iccs(&c.main_line()) == line);
        assert!(same, "{} matches none of the PGN games", page.display());
        pages += 1;
    }
    assert_eq!(pages, 15);
}

#[test]
fn the_same_game_in_chinese_and_iccs_pgn_is_the_same_tree() {
    let zh = read_one("golden/hbsxcjp_01.pgn_zh");
    let iccs = read_one("golden/hbsxcjp_01.pgn_iccs");
    assert_eq!(zh, iccs);
    assert_eq!(zh.tree.len(), 44);
    assert_eq!(zh.main_line().len(), 7);
    assert_eq!(zh.result, GameResult::RedWins);
    assert!(zh.comment().is_none());
}

#[test]
fn xqbase_sample_pgn_is_its_xqf() {
    let pgn = read_one("eleeye_xqftools/SAMPLE.PGN");
    let xqf = read_one("eleeye_xqftools/SAMPLE.XQF");
    assert_eq!(pgn.main_line(), xqf.main_line());
    assert_eq!(pgn.start, xqf.start);
    assert_eq!(pgn.result, xqf.result);
    assert_eq!(pgn.headers.get("Red"), Some("许银川"));
    // The Black-first numbering of xqbase ("  3.          马８进７") and its comments.
    assert!(pgn.comment().unwrap().contains("象棋让九子"));
}

#[test]
fn cbl_libraries_hold_their_games() {
    let lib = read("cchess_testdata/1956年全国象棋锦标赛93局.CBL");
    assert_eq!(lib.len(), 93);
    // 35 games announced, plus a repeated one; the two section headings are no games.
    let lib = read("cchess_testdata/1989年龙化杯象棋名师邀请赛35局.CBL");
    assert_eq!(lib.len(), 36);
    assert!(lib.iter().any(|g| g.tree.len() > g.main_line().len()));
    let cbr = read_one("cchess_testdata/test.cbr");
    assert_eq!((cbr.main_line().len(), cbr.tree.len()), (28, 102));
}

#[test]
fn cbf_records() {
    let g = read_one("cchess_testdata/test.cbf");
    assert_eq!(g.main_line().len(), 50);
    assert_eq!(g.comment(), Some("中炮横车盘头马对屏风马双炮巡河"));
    assert_eq!(chinese(&g)[..2], ["炮二平五", "马８进７"]);
    assert_eq!(
        read_one("cchess_testdata/test2.cbf").result,
        GameResult::Draw
    );
}
