//! PGN: the dialects met in the wild, errors with their place, and the round trip
//! PGN → model → PGN → model in all three notations and both encodings.

use chuhe::notation::Notation;
use chuhe::record::{
    GameErrorKind, GameRecord, GameResult, Location, PgnOptions, RecordError, TextEncoding,
    read_bytes, read_pgn, write_pgn, write_pgn_bytes,
};
use chuhe::rules::{Color, Move};
use proptest::prelude::*;

use crate::common;
use common::records::{Choices, random_record};

fn one(text: &str) -> GameRecord {
    let mut games = read_pgn(text).unwrap();
    assert_eq!(games.len(), 1, "{games:?}");
    games.remove(0)
}

fn iccs(g: &GameRecord) -> String {
    g.main_line()
        .iter()
        .map(Move::to_string)
        .collect::<Vec<_>>()
        .join(" ")
}

#[test]
fn black_first_in_every_numbering_dialect() {
    let fen = "[FEN \"rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RNBAKABNR b - - 0 1\"]\n";
    for moves in [
        "1. ... 马８进７ 2. 炮二平五 车９平８", // hbsxcjp, chess PGN
        "1...马８进７ 2. 炮二平五 车９平８",    // glued dots
        "1.          马８进７\n 2. 炮二平五 车９平８", // xqbase padding
        "1. 马８进７\n2. 炮二平五 车９平８",    // CCPD: number, then Black's move
        "1. … 马８进７ 2. 炮二平五 车９平８",   // ellipsis character
        "马８进７ 炮二平五 车９平８",           // no numbers at all
    ] {
        let g = one(&format!("{fen}{moves} *"));
        assert_eq!(g.problem, None, "{moves}");
        assert_eq!(g.start.side, Color::Black);
        assert_eq!(iccs(&g), "h9g7 h2e2 i9h9", "{moves}");
    }
}

#[test]
fn results_in_tags_and_in_words() {
    assert_eq!(one("1. 炮二平五 马８进７ 红胜").result, GameResult::RedWins);
    assert_eq!(
        one("1. 炮二平五 马８进７ 黑勝").result,
        GameResult::BlackWins
    );
    assert_eq!(one("1. 炮二平五 和棋").result, GameResult::Draw);
    assert_eq!(
        one("[Result \"0-1\"]\n1. 炮二平五 *").result,
        GameResult::BlackWins
    );
    assert_eq!(
        one("[Result \"*\"]\n1. 炮二平五 1-0").result,
        GameResult::RedWins
    );
    assert_eq!(
        one("[Result \"红胜\"]\n1. 炮二平五").result,
        GameResult::RedWins
    );
    let g = one("[Termination \"checkmate (3.2)\"]\n1. 炮二平五 1-0");
    assert_eq!(g.result_reason.as_deref(), Some("checkmate (3.2)"));
    assert!(g.headers.get("Termination").is_none());
}

#[test]
fn many_games_and_junk_after_results() {
    let text = "[Event \"a\"]\n1. 炮二平五 马８进７ 1-0\n============================\n欢迎访问《象棋百科全书》网站 {\n推荐用“象棋巫师”观赏棋谱\n\
                [Event \"b\"]\n1. 马二进三 0-1\n=====\n[Event \"c\"]\n[Red \"x\"]\n\n\
                [Event \"d\"]\n1. h2e2 h9g7\n[Event \"e\"]\n1. 兵七进一";
    let games = read_pgn(text).unwrap();
    let events: Vec<_> = games
        .iter()
        .map(|g| g.headers.get("Event").unwrap())
        .collect();
    assert_eq!(events, ["a", "b", "c", "d", "e"]);
    assert!(games.iter().all(|g| g.problem.is_none()));
    let moves: Vec<usize> = games.iter().map(|g| g.tree.len()).collect();
    assert_eq!(moves, [2, 1, 0, 2, 1]);
    assert_eq!(games[3].result, GameResult::Unknown);
}

#[test]
fn comments_and_nested_variations() {
    let g = one(
        "{game} 1. 炮二平五 {center} (1. 兵七进一 {pawn} 卒７进１ (1. ... 象３进５)) \
         1. ... 马８进７ ({before} 1. ... 炮８平５ 2. 马二进三) 2. 马二进三 *",
    );
    assert_eq!(g.problem, None);
    assert_eq!(g.comment(), Some("game"));
    let lines: Vec<String> = g
        .tree
        .lines()
        .iter()
        .map(|l| l.iter().map(Move::to_string).collect::<Vec<_>>().join(" "))
        .collect();
    assert_eq!(
        lines,
        ["h2e2 h9g7 h0g2", "h2e2 h7e7 h0g2", "c3c4 g6g5", "c3c4 c9e7",]
    );
    let first = g.tree.main_child(g.tree.root()).unwrap();
    assert_eq!(g.tree.comment(first), Some("center"));
    let var = g.tree.children(g.tree.root()).nth(1).unwrap();
    assert_eq!(g.tree.comment(var), Some("pawn"));
    // A comment before a variation's first move goes with that move.
    let cannon = g.tree.children(first).nth(1).unwrap();
    assert_eq!(g.tree.comment(cannon), Some("before"));
}

#[test]
fn format_tag_and_recognised_notations() {
    let wxf = one("[Format \"WXF\"]\n1. C2.5 H8+7 2. H2+3 R9.8");
    let iccs_dash = one("[Format \"ICCS\"]\n1. H2-E2 H9-G7 2. H0-G2 I9-H9");
    let mixed = one("1. 炮二平五 H8+7 2. h0g2 車９平８");
    let full_width = one("1. Ｃ２＝５ Ｈ８＋７ 2. Ｈ２＋３ Ｒ９＝８");
    for g in [&wxf, &iccs_dash, &mixed, &full_width] {
        assert_eq!(g.problem, None);
        assert_eq!(iccs(g), "h2e2 h9g7 h0g2 i9h9");
    }
    // A wrong [Format] does not stop moves written otherwise.
    assert_eq!(iccs(&one("[Format \"ICCS\"]\n1. 炮二平五")), "h2e2");
    assert!(wxf.headers.get("Format").is_none());
}

#[test]
fn board_only_fen_takes_the_side_of_the_first_move() {
    let board = "4k4/9/9/9/9/9/9/9/4A4/3K5";
    let red = one(&format!("[FEN \"{board}\"]\n1. 仕五进四"));
    assert_eq!((red.start.side, red.problem.is_none()), (Color::Red, true));
    let black = one(&format!("[FEN \"{board}\"]\n1. 将５进１"));
    assert_eq!(black.problem, None);
    assert_eq!(black.start.side, Color::Black);
    assert_eq!(iccs(&black), "e9e8");
}

#[test]
fn an_illegal_move_is_located_and_the_next_game_still_read() {
    let text = "[Event \"bad\"]\n1. 炮二平五 马８进７\n2. 车一进一 马８进７ 3. 马二进三\n1-0\n[Event \"good\"]\n1. 炮二平五";
    let games = read_pgn(text).unwrap();
    assert_eq!(games.len(), 2);
    let p = games[0].problem.as_ref().unwrap();
    assert_eq!((p.ply, p.move_number, p.side), (4, 2, Some(Color::Black)));
    assert_eq!(p.text, "马８进７");
    assert_eq!(p.location, Location::Text { line: 3, column: 9 });
    assert!(matches!(p.kind, GameErrorKind::Notation(_)));
    let shown = p.to_string();
    assert!(
        shown.contains("move 2 (Black) \"马８进７\" at line 3, column 9"),
        "{shown}"
    );
    assert_eq!(games[0].tree.len(), 3);
    assert_eq!(games[0].result, GameResult::RedWins);
    assert_eq!(games[1].problem, None);
}

#[test]
fn syntax_problems_are_located() {
    let cases = [
        ("1. 炮二平五 (1. 兵七进一", "never closed", 1, 9),
        ("1. 炮二平五 ) 马８进７", "closes no variation", 1, 9),
        (
            "[Event \"x\"]\n( 1. 炮二平五 )",
            "must follow the move",
            2,
            1,
        ),
        ("1. 炮二平五 {no end", "never closed", 1, 9),
        (
            "[FEN \"4k4/9/9/9/9/9/9/9/9/4K4 w\"]\n1. 帅五平四",
            "face each other",
            1,
            1,
        ),
        ("[FEN \"rnbakabnr/9/9 w\"]\n1. 炮二平五", "ranks", 1, 1),
    ];
    for (text, message, line, column) in cases {
        let g = one(text);
        let p = g
            .problem
            .as_ref()
            .unwrap_or_else(|| panic!("{text}: no problem"));
        assert!(p.to_string().contains(message), "{text}: {p}");
        assert_eq!(p.location, Location::Text { line, column }, "{text}: {p}");
    }
}

#[test]
fn no_game_in_the_text_is_an_error_with_its_place() {
    for (text, line) in [
        ("", 1),
        ("\n\nhello world", 3),
        ("\u{FFFD}\u{FFFD}PK\u{3}", 1),
    ] {
        match read_pgn(text) {
            Err(RecordError::NoGames { location, .. }) => {
                assert!(
                    matches!(location, Location::Text { line: l, .. } if l == line),
                    "{text:?}: {location:?}"
                )
            }
            other => panic!("{text:?}: {other:?}"),
        }
    }
    // Text before the first tag that is no move is passed over.
    let games = read_pgn("棋谱下载\n[Event \"x\"]\n1. 炮二平五").unwrap();
    assert_eq!((games.len(), games[0].tree.len()), (1, 1));
}

#[test]
fn written_pgn_looks_like_a_chinese_record() {
    let g = one(
        "[Event \"许银川让九子\"]\n[Red \"许银川\"]\n{开局} 1. 炮二平五 {中炮} (1. 兵七进一) 1. ... 马８进７ 2. 马二进三 车９平８ 1-0",
    );
    let text = write_pgn(&g, &PgnOptions::default());
    assert_eq!(
        text,
        "[Game \"Chinese Chess\"]\n[Event \"许银川让九子\"]\n[Red \"许银川\"]\n[Black \"?\"]\n[Result \"1-0\"]\n\n\
         {开局}\n1. 炮二平五\n{中炮}\n(1. 兵七进一)\n1. ... 马８进７\n2. 马二进三 车９平８\n1-0\n"
    );
    let wxf = write_pgn(&g, &PgnOptions::new(Notation::Wxf));
    assert!(
        wxf.contains("[Format \"WXF\"]") && wxf.contains("2. H2+3 R9.8"),
        "{wxf}"
    );
    let iccs = write_pgn(&g, &PgnOptions::new(Notation::Iccs));
    assert!(
        iccs.contains("[Format \"ICCS\"]") && iccs.contains("2. H0-G2 I9-H9"),
        "{iccs}"
    );
}

#[test]
fn gbk_output_is_read_back() {
    let g = one("[Red \"吕钦\"]\n1. 炮二平五 马８进７ {好} 2. 马二进三 1-0");
    let options = PgnOptions {
        encoding: TextEncoding::Gbk,
        ..PgnOptions::default()
    };
    let bytes = write_pgn_bytes(std::slice::from_ref(&g), &options).unwrap();
    assert!(std::str::from_utf8(&bytes).is_err(), "GBK is not UTF-8");
    let back = read_bytes(&bytes, None).unwrap();
    assert_eq!(back, vec![g]);
}

fn options(notation: Notation, encoding: TextEncoding) -> PgnOptions {
    PgnOptions {
        encoding,
        ..PgnOptions::new(notation)
    }
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(200))]

    /// PGN → model → PGN → model is the identity, in every notation; the second
    /// PGN text is the first one.
    #[test]
    fn round_trip_in_every_notation(choices in prop::collection::vec(any::<u16>(), 0..400)) {
        let record = random_record(&mut Choices::new(&choices));
        for notation in Notation::ALL {
            let text = write_pgn(&record, &PgnOptions::new(notation));
            let back = read_pgn(&text).unwrap();
            prop_assert_eq!(back.len(), 1);
            prop_assert_eq!(&back[0], &record, "{}", text);
            prop_assert_eq!(write_pgn(&back[0], &PgnOptions::new(notation)), text);
        }
    }

    /// The same through bytes: GBK and UTF-8 files, encoding detected on reading.
    #[test]
    fn round_trip_through_gbk_and_utf8(choices in prop::collection::vec(any::<u16>(), 0..300)) {
        let record = random_record(&mut Choices::new(&choices));
        for encoding in [TextEncoding::Utf8, TextEncoding::Gbk] {
            let games = [record.clone(), record.clone()];
            let bytes = write_pgn_bytes(&games, &options(Notation::Chinese, encoding)).unwrap();
            let back = read_bytes(&bytes, None).unwrap();
            prop_assert_eq!(&back[..], &games[..]);
        }
    }
}

/// PGN's Seven Tag Roster names both players, "?" when unknown (PGN standard 8.1.1):
/// a game without names still gets `[Red "?"]` and `[Black "?"]`, and reads back
/// without names.
#[test]
fn both_players_are_always_written_and_question_marks_read_as_no_name() {
    use chuhe::record::{GameRecord, PgnOptions, read_pgn, write_pgn};
    let mut g = GameRecord::default();
    let pgn = write_pgn(&g, &PgnOptions::default());
    let red = pgn.find("[Red \"?\"]").expect(&pgn);
    let black = pgn.find("[Black \"?\"]").expect(&pgn);
    let result = pgn.find("[Result ").expect(&pgn);
    assert!(red < black && black < result, "{pgn}");
    let back = read_pgn(&pgn).unwrap().remove(0);
    assert_eq!(
        (back.headers.get("Red"), back.headers.get("Black")),
        (None, None)
    );

    g.headers.set("Red", "胡荣华");
    let pgn = write_pgn(&g, &PgnOptions::default());
    assert!(
        pgn.contains("[Red \"胡荣华\"]") && pgn.contains("[Black \"?\"]"),
        "{pgn}"
    );
    let back = read_pgn(&pgn).unwrap().remove(0);
    assert_eq!(back.headers.get("Red"), Some("胡荣华"));
}
