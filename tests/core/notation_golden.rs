//! The golden files of ../shared/data/games: the Chinese and ICCS versions of one game
//! (variations included), the xqbase multi-pawn table, the position → Chinese pairs of a
//! public test file, and the FEN + move lists of walker8088/cchess.

use crate::common;

use chuhe::notation::{
    Digits, NotationError, PawnStyle, Script, Style, parse_move, parse_move_detailed, write_move,
};
use chuhe::rules::{Move, Position, Setup};
use common::pgn::{self, Item};

/// hbsxcjp_01: every move, in every line, read in Chinese and in ICCS gives the same
/// move, and printed in the default style gives the Chinese text exactly.
#[test]
fn hbsxcjp_chinese_and_iccs_agree_and_print_back() {
    let dir = common::shared_data().join("games/golden");
    let zh = pgn::read_games(&dir.join("hbsxcjp_01.pgn_zh"));
    let iccs = pgn::read_games(&dir.join("hbsxcjp_01.pgn_iccs"));
    assert_eq!((zh.len(), iccs.len()), (1, 1));
    let (zh, iccs) = (&zh[0], &iccs[0]);
    assert_eq!(zh.items.len(), iccs.items.len(), "same move-text structure");
    let zh_steps = pgn::replay(zh).unwrap();
    let iccs_steps = pgn::replay(iccs).unwrap();
    assert_eq!(zh_steps.len(), iccs_steps.len());
    let variations = zh
        .items
        .iter()
        .filter(|i| **i == Item::VariationStart)
        .count();
    assert!(variations >= 5, "the file has nested variations");
    for (z, c) in zh_steps.iter().zip(&iccs_steps) {
        assert_eq!(z.mv, c.mv, "{} vs {}", z.text, c.text);
        assert_eq!(c.mv.to_string(), c.text);
        assert_eq!(write_move(&z.pos, z.mv, &Style::default()), z.text);
    }
    assert_eq!(zh_steps.len(), 44);
}

/// The xqbase table of pawns on two files: the xqbase column is printed exactly in the
/// xqbase style; every column (xqbase, dpxq 5 and 4 characters, WXF) reads back.
#[test]
fn xqbase_pawn_table() {
    let text = common::read_shared("games/golden/xqbase_pawn_table.json");
    let table: serde_json::Value = serde_json::from_str(&text).unwrap();
    let fen = table["fen_constructed_by_me"].as_str().unwrap();
    let pos = Position::from_fen(fen).unwrap();
    let rows = table["moves"].as_array().unwrap();
    assert_eq!(rows.len(), 5);
    for row in rows {
        let col = |k: &str| row[k].as_str().unwrap();
        let m = Move::from_iccs(col("iccs")).unwrap();
        assert_eq!(
            write_move(&pos, m, &Style::default().xqbase()),
            col("xqbase_chinese")
        );
        // Derived columns (the file's note): checked for consistency with the rules.
        assert_eq!(
            write_move(&pos, m, &Style::default()),
            col("dpxq_traditional_4char")
        );
        assert_eq!(write_move(&pos, m, &Style::wxf()), col("wxf_official"));
        for key in [
            "xqbase_chinese",
            "xqbase_wxf",
            "dpxq_traditional_5char",
            "dpxq_traditional_4char",
            "wxf_official",
        ] {
            assert_eq!(
                parse_move(&pos, col(key), None),
                Ok(m),
                "{key} {}",
                col(key)
            );
        }
    }
}

/// The position → Chinese pairs of a public test file (find_string id 62646337771). Its
/// convention is traditional piece names (車) with simplified text (进 后) and half-width
/// digits: `Script::TraditionalPieces`, `Digits::HalfWidth`. It tests notation, not the
/// rules: most of its positions could not arise in a game (the generals facing, red pawns
/// behind their starting rank), and some of its moves are illegal there (a pawn moving
/// sideways before the river). Those positions are set up unvalidated; there the text
/// must resolve to the expected move, which may be reported illegal.
#[test]
fn position_to_chinese_pairs() {
    let text = common::read_shared("games/golden/golden_from_testfile_62646337771.json");
    let cases: serde_json::Value = serde_json::from_str(&text).unwrap();
    let style = Style {
        script: Script::TraditionalPieces,
        digits: Digits::HalfWidth,
        pawns: PawnStyle::Dpxq,
        ..Style::default()
    };
    let cases = cases.as_array().unwrap();
    assert_eq!(cases.len(), 24);
    let mut unreachable = 0;
    for case in cases {
        let field = |k: &str| case[k].as_str().unwrap();
        let (fen, expected) = (field("fen"), field("expected"));
        let m = Move::from_iccs(field("iccs")).unwrap();
        let setup = Setup::from_fen(fen).unwrap();
        let (pos, valid) = match Position::from_setup(&setup) {
            Ok(p) => (p, true),
            Err(_) => (Position::from_setup_unvalidated(&setup).unwrap(), false),
        };
        assert_eq!(write_move(&pos, m, &style), expected, "{fen} {m}");
        match parse_move(&pos, expected, None) {
            Ok(read) => assert_eq!(read, m, "{expected}"),
            Err(NotationError::Illegal { mv, .. }) if !valid => {
                assert_eq!(mv, m, "{expected} in {fen}");
            }
            Err(e) => panic!("{expected} in {fen}: {e}"),
        }
        unreachable += usize::from(!valid);
    }
    // As it happens, none of its positions passes validation (3.4: in the last one the
    // waiting red general is in check from a pawn).
    assert_eq!(unreachable, cases.len());
}

/// walker8088/cchess golden move lists: a FEN line, then one Chinese move a line, then
/// the result. Every move reads, and prints back exactly.
#[test]
fn cchess_move_lists() {
    for name in ["test1_move.txt", "ucci_test1_move.txt"] {
        let text = common::read_shared(&format!("games/cchess_testdata/{name}"));
        let mut lines = text.lines().map(str::trim).filter(|l| !l.is_empty());
        let mut pos = Position::from_fen(lines.next().unwrap()).unwrap();
        let mut count = 0;
        for line in lines {
            if matches!(line, "红胜" | "黑胜" | "和棋") {
                break;
            }
            let parsed = parse_move_detailed(&pos, line, None)
                .unwrap_or_else(|e| panic!("{name} move {}: {e}", count + 1));
            assert!(!parsed.lenient, "{line}");
            assert_eq!(write_move(&pos, parsed.mv, &Style::default()), line);
            pos.play(parsed.mv).unwrap();
            count += 1;
        }
        assert!(count >= 40, "{name}: {count} moves");
    }
    // "FEN, ICCS moves, result".
    let text = common::read_shared("games/cchess_testdata/uci_test_move.txt");
    let parts: Vec<&str> = text.split(',').map(str::trim).collect();
    let mut pos = Position::from_fen(parts[0]).unwrap();
    for mv in parts[1].split_whitespace() {
        let m = parse_move(&pos, mv, None).unwrap();
        pos.play(m).unwrap();
    }
    assert!(pos.is_checkmate(), "the list ends in mate ({})", parts[2]);
}
