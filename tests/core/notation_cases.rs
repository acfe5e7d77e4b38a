//! Every disambiguation case of NOTATION.md §3 and the rarer forms of §1, §4, §5, read
//! and written in positions built for them; and the errors, in both languages.

use chuhe::lang::Lang;
use chuhe::notation::{
    Notation, NotationError, Style, parse_move, parse_move_detailed, write_abbreviated, write_move,
};
use chuhe::rules::{Move, Position};

fn pos(fen: &str) -> Position {
    Position::from_fen(fen).unwrap_or_else(|e| panic!("{fen}: {e}"))
}

/// `text` reads as `iccs` in `fen`, strictly (`lenient` false) or not.
fn reads(fen: &str, text: &str, iccs: &str, lenient: bool) {
    let p = pos(fen);
    let parsed =
        parse_move_detailed(&p, text, None).unwrap_or_else(|e| panic!("{text} in {fen}: {e}"));
    assert_eq!(parsed.mv, Move::from_iccs(iccs).unwrap(), "{text} in {fen}");
    assert_eq!(parsed.lenient, lenient, "{text} lenient in {fen}");
}

fn writes(fen: &str, iccs: &str, style: &Style, text: &str) {
    let p = pos(fen);
    assert_eq!(
        write_move(&p, Move::from_iccs(iccs).unwrap(), style),
        text,
        "{iccs} in {fen}"
    );
    reads(fen, text, iccs, false);
}

fn error(fen: &str, text: &str) -> NotationError {
    parse_move(&pos(fen), text, None).expect_err(text)
}

const START: &str = chuhe::rules::START_FEN;
const START_BLACK: &str = "rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C2C4/9/RNBAKABNR b";

#[test]
fn glyph_variants_and_old_words() {
    for (text, iccs) in [
        ("傌二進三", "h0g2"),
        ("馬二上三", "h0g2"),
        ("俥一進一", "i0i1"),
        ("硨九進一", "a0a1"),
        ("車一进二", "i0i2"),
        ("砲八平五", "b2e2"),
        ("帥五進一", "e0e1"),
        ("兵七進一", "c3c4"),
        ("Ｃ２．４", "h2f2"),
        ("c2=4", "h2f2"),
        ("C24", "h2f2"),
    ] {
        reads(START, text, iccs, false);
    }
    for (text, iccs) in [
        ("马８进７", "h9g7"),
        ("馬8進7", "h9g7"),
        ("包2平5", "b7e7"),
        ("將５進１", "e9e8"),
        ("将5上1", "e9e8"),
        ("车９上１", "i9i8"),
        ("卒3进1", "c6c5"),
        ("h10g8", "h9g7"),
        ("H9-G7", "h9g7"),
    ] {
        reads(START_BLACK, text, iccs, false);
    }
    // 车马炮 (and 傌 俥 砲 包) and 士 are either side's names (NOTATION.md §1).
    reads(START_BLACK, "傌8进7", "h9g7", false);
    reads(START, "砲二平五", "h2e2", false);
    // Without a rank 0 or 10, ICCS first, then UCI (ranks 1-10) if only that is legal.
    reads(START, "h3e3", "h2e2", false);
    reads(START, "c4c5", "c3c4", false);
}

#[test]
fn two_pieces_on_a_file_for_each_side() {
    // Red rooks a5 and a1 (file 九); Black rooks a9 and a5... see the next position.
    let red = "3k5/9/9/9/R8/9/9/9/R8/4K4 w";
    writes(red, "a5a7", &Style::default(), "前车进二");
    writes(red, "a1e1", &Style::default(), "后车平五");
    writes(red, "a5a7", &Style::wxf(), "R++2");
    writes(red, "a1a0", &Style::wxf(), "R--1");
    reads(red, "车前进二", "a5a7", false);
    reads(red, "+R+2", "a5a7", false);
    reads(red, "-R.5", "a1e1", false);
    // Black: front is toward Red, the lower rank. Rooks on a9 and a5: Black's file 1.
    let black = "r2k5/9/9/9/r8/9/9/9/9/4K4 b";
    writes(black, "a5a4", &Style::default(), "前车进１");
    writes(black, "a5a6", &Style::default(), "前车退１");
    writes(black, "a9c9", &Style::default(), "后车平３");
    writes(black, "a5d5", &Style::wxf(), "R+.4");
    writes(black, "a9a8", &Style::wxf(), "R-+1");
    // Horses in tandem: 进/退 name the destination file.
    let horses = "3k5/9/9/9/9/9/7N1/9/7N1/4K4 w";
    writes(horses, "h3g5", &Style::default(), "前马进三");
    writes(horses, "h1i3", &Style::default(), "后马进一");
}

#[test]
fn missing_or_needless_prefixes_are_read_if_only_one_move_fits() {
    let red = "3k5/9/9/9/R8/9/9/9/R8/4K4 w";
    // 车九进四: only the front rook can (the rear one would hit it).
    reads(red, "车九进四", "a5a9", true);
    // 车九平五: both can: ambiguous, with the standard forms suggested.
    match error(red, "车九平五") {
        NotationError::Ambiguous { suggestions, .. } => {
            assert_eq!(suggestions, vec!["前车平五", "后车平五"]);
        }
        e => panic!("{e:?}"),
    }
    // A needless 前 on a lone piece.
    reads(START, "前帅进一", "e0e1", true);
    // Advisors on one file take no prefix; one that resolves is accepted.
    let advisors = "3k5/9/9/9/9/9/9/3A5/9/3AK4 w";
    writes(advisors, "d0e1", &Style::default(), "仕六进五");
    writes(advisors, "d2e1", &Style::default(), "仕六退五");
    writes(advisors, "d0e1", &Style::wxf(), "A6+5");
    reads(advisors, "前仕退五", "d2e1", true);
    reads(advisors, "后仕进五", "d0e1", true);
    // Elephants on one file (c0, c4).
    let elephants = "3k5/9/9/9/9/2B6/9/9/9/2B1K4 w";
    writes(elephants, "c0e2", &Style::default(), "相七进五");
    writes(elephants, "c4e2", &Style::default(), "相七退五");
    writes(elephants, "c4a2", &Style::default(), "相七退九");
}

/// Red pawns d9 d8 d7 d6 d5 (file 六) and the black general on f9.
const FIVE: &str = "3P1k3/3P5/3P5/3P5/3P5/9/9/9/9/4K4 w";
/// Four: d8 d7 d6 d5.
const FOUR: &str = "5k3/3P5/3P5/3P5/3P5/9/9/9/9/4K4 w";
/// Three: d7 d6 d5, and one on a5.
const THREE: &str = "5k3/9/3P5/3P5/P2P5/9/9/9/9/4K4 w";

#[test]
fn three_to_five_pawns_on_a_file() {
    let dpxq = Style::default();
    let xqbase = Style::default().xqbase();
    let wxf = Style::wxf();
    writes(THREE, "d7c7", &dpxq, "前兵平七");
    writes(THREE, "d6c6", &dpxq, "中兵平七");
    writes(THREE, "d5c5", &dpxq, "后兵平七");
    writes(THREE, "d6c6", &xqbase, "中兵平七");
    writes(THREE, "d7c7", &wxf, "P+.7");
    writes(THREE, "d6c6", &wxf, "P6.7");
    writes(THREE, "d5c5", &wxf, "P-.7");
    let four = [
        ("d8c8", "前兵平七", "一兵平七", "++.7"),
        ("d7c7", "二兵平七", "二兵平七", "P+.7"),
        ("d6c6", "三兵平七", "三兵平七", "P-.7"),
        ("d5c5", "后兵平七", "四兵平七", "--.7"),
    ];
    let five = [
        ("d9c9", "前兵平七", "一兵平七", "++.7"),
        ("d8c8", "二兵平七", "二兵平七", "P+.7"),
        ("d7c7", "三兵平七", "三兵平七", "P6.7"),
        ("d6c6", "四兵平七", "四兵平七", "P-.7"),
        ("d5c5", "后兵平七", "五兵平七", "--.7"),
    ];
    for (fen, rows) in [(FOUR, &four[..]), (FIVE, &five[..])] {
        for &(iccs, d, x, w) in rows {
            writes(fen, iccs, &dpxq, d);
            writes(fen, iccs, &xqbase, x);
            writes(fen, iccs, &wxf, w);
        }
    }
    // 后 and the last ordinal name the same pawn; 中 is the middle of five.
    reads(FIVE, "五兵平七", "d5c5", false);
    reads(FIVE, "中兵平七", "d7c7", false);
    // Other spellings of the same: the WXF page's mirror, wukong's leading marks.
    reads(FIVE, "2P.7", "d8c8", false);
    reads(FIVE, "Pb.7", "d8c8", false);
    assert!(matches!(
        error(FOUR, "中兵平七"),
        NotationError::NotInTandem { count: 4, .. }
    ));
    assert!(matches!(
        error(FOUR, "五兵平七"),
        NotationError::NotInTandem { count: 4, .. }
    ));
}

/// Black pawns doubled on two files: c4 c3 (Black's file 3), e4 e3 (file 5), and g4.
const TWO_FILES_BLACK: &str = "3k5/9/9/9/9/2p1p1p2/2p1p4/9/9/4K4 b";

#[test]
fn pawns_on_two_files() {
    // Black's front pawns are the lower ranks; its right is file a.
    let (dpxq, half, xqbase, wxf) = (
        Style::default(),
        Style::default().half_width(),
        Style::default().xqbase(),
        Style::wxf(),
    );
    for (iccs, style, text) in [
        ("c3d3", &dpxq, "前３平４"),
        ("c4b4", &dpxq, "后３平２"),
        ("e3e2", &half, "前5进1"),
        ("g4g3", &dpxq, "卒７进１"),
        ("c3d3", &xqbase, "一卒平４"),
        ("c4b4", &xqbase, "二卒平２"),
        ("e3d3", &xqbase, "三卒平４"),
        ("e4f4", &xqbase, "四卒平６"),
        ("c3d3", &wxf, "3+.4"),
        ("e4f4", &wxf, "5-.6"),
    ] {
        writes(TWO_FILES_BLACK, iccs, style, text);
    }
    // The five-character form and wukong's leading mark with the file.
    reads(TWO_FILES_BLACK, "前卒3平4", "c3d3", false);
    reads(TWO_FILES_BLACK, "+3=4", "c3d3", false);
    // 前卒 alone names two pawns; accepted only when one alone can make the move.
    reads(TWO_FILES_BLACK, "前卒平２", "c3b3", true);
    assert!(matches!(
        error(TWO_FILES_BLACK, "前卒进１"),
        NotationError::Ambiguous { .. }
    ));
}

#[test]
fn abbreviated_record_of_7_5() {
    let p = pos(START);
    let half = Style::default().half_width();
    let abbr = |iccs: &str| write_abbreviated(&p, Move::from_iccs(iccs).unwrap(), &half);
    assert_eq!(abbr("h2e2"), "炮2 5");
    assert_eq!(abbr("h0g2"), "马2 3\u{332}");
    assert_eq!(abbr("h2h1"), "炮2 1\u{305}");
    assert_eq!(
        write_abbreviated(&p, Move::from_iccs("h2e2").unwrap(), &Style::default()),
        "炮２ ５"
    );
    reads(START, "炮2 5", "h2e2", false);
    reads(START, "炮25", "h2e2", false);
    reads(START, "马2 3\u{332}", "h0g2", false);
    reads(START, "炮2 1\u{305}", "h2h1", false);
    // Marks lost (typed or OCR'd text): 马2 3 cannot be 平, and only 进 fits.
    reads(START, "马2 3", "h0g2", true);
    assert!(matches!(
        error(START, "马2 5"),
        NotationError::UnreachableFile { file: 5, .. }
    ));
    // 炮8 4: 平 is legal, so it is 平 (炮8平4 for Black), as the rule says.
    reads(START_BLACK, "炮8 4", "h7d7", false);
    reads(START_BLACK, "炮8 4\u{332}", "h7h3", false);
    let rooks = "3k5/9/9/9/R8/9/9/9/R8/4K4 w";
    let p = pos(rooks);
    assert_eq!(
        write_abbreviated(&p, Move::from_iccs("a5a7").unwrap(), &half),
        "前车2\u{332}"
    );
    reads(rooks, "前车2\u{332}", "a5a7", false);
    reads(rooks, "后车5", "a1e1", false);
}

#[test]
fn errors_say_which_part_failed_and_what_is_on_the_board() {
    let zh = |e: &NotationError| e.message(Lang::Zh);
    let en = |e: &NotationError| e.to_string();

    let e = error(START, "炮五平四");
    assert!(
        en(&e).contains("no red cannon on file 五 (e)"),
        "{}",
        en(&e)
    );
    // Only the mover's own pieces on the file are listed.
    assert!(en(&e).contains("general e0"), "{}", en(&e));
    assert!(en(&e).contains("files 二, 八"), "{}", en(&e));
    assert!(zh(&e).contains("五路没有红炮"), "{}", zh(&e));

    let e = error(START, "炮二x五");
    assert!(en(&e).contains("character 3 'x'"), "{}", en(&e));
    assert!(zh(&e).contains("第3个字符“x”"), "{}", zh(&e));

    let e = error(START, "炮二平");
    assert!(e.is_incomplete());
    assert!(zh(&e).contains("不完整"), "{}", zh(&e));

    let e = error(START, "马二平三");
    assert!(zh(&e).contains("马只能斜走"), "{}", zh(&e));

    let e = error(START, "兵七退一");
    assert!(zh(&e).contains("兵（卒）不能后退"), "{}", zh(&e));

    let e = error(START, "马二进五");
    assert!(en(&e).contains("file 一, 三 or 四"), "{}", en(&e));
    assert!(zh(&e).contains("一、三或四路"), "{}", zh(&e));

    let e = error(START, "Q2.5");
    assert!(matches!(e, NotationError::Unrecognized { .. }), "{e:?}");
    assert!(matches!(
        parse_move(&pos(START), "Q2.5", Some(Notation::Wxf)).unwrap_err(),
        NotationError::Syntax { at: 0, .. }
    ));
    let no_rooks = "3k5/9/9/9/9/9/9/9/9/4K4 w";
    assert!(zh(&error(no_rooks, "车一进一")).contains("红方已经没有车了"));
}

#[test]
fn illegal_moves_say_why_in_both_languages() {
    let cases = [
        // The horse on h0 with a piece on its leg h1.
        (
            "rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/7R1/RNBAKABN1 w",
            "马二进三",
            "leg on h1",
            "蹩马腿",
        ),
        // The elephant on c0 with its eye d1 taken.
        (
            "rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/3R5/1NBAKABNR w",
            "相七进五",
            "eye on d1",
            "塞象眼",
        ),
        // A cannon capturing without a screen.
        (START, "炮二进五", "exactly one screen", "炮打隔子"),
        (
            START,
            "兵三平二",
            "sideways before crossing the river",
            "过河以前不能平走",
        ),
        // The horse on e4 shields its general from the black general.
        (
            "4k4/9/9/9/9/4N4/9/9/9/4K4 w",
            "马五进六",
            "face each other",
            "将帅在同一路上直接对面",
        ),
        // The horse on e2 is pinned by the black rook on e8.
        (
            "4k4/4r4/9/9/9/9/9/4N4/9/4K4 w",
            "马五进六",
            "in check from e8",
            "送将",
        ),
    ];
    for (fen, text, en, zh) in cases {
        let e = error(fen, text);
        assert!(matches!(e, NotationError::Illegal { .. }), "{text}: {e:?}");
        assert!(e.to_string().contains(en), "{text}: {e}");
        assert!(
            e.message(Lang::Zh).contains(zh),
            "{text}: {}",
            e.message(Lang::Zh)
        );
    }
}

/// 1.1: Red writes 一..九 and its own piece names (帅 仕 相 兵), Black 1..9 and 将 象 卒.
/// A move in the other side's notation is refused, with the mover's way to write it.
#[test]
fn the_other_sides_notation_is_refused() {
    use chuhe::rules::Color;
    let refused = |fen: &str, text: &str| {
        let pos = Position::from_fen(fen).unwrap();
        match parse_move_detailed(&pos, text, None) {
            Err(NotationError::OtherSidesNotation { mover, own, .. }) => (mover, own),
            other => panic!("{text} in {fen}: {other:?}"),
        }
    };
    let own = |s: &str| Some(s.to_string());
    assert_eq!(
        refused(START_BLACK, "相三进五"),
        (Color::Black, own("象３进５"))
    );
    assert_eq!(
        refused(START_BLACK, "相3进5"),
        (Color::Black, own("象３进５"))
    );
    assert_eq!(
        refused(START_BLACK, "马八进七"),
        (Color::Black, own("马８进７"))
    );
    assert_eq!(
        refused(START_BLACK, "卒3进一"),
        (Color::Black, own("卒３进１"))
    );
    assert_eq!(refused(START, "象3进5"), (Color::Red, own("相三进五")));
    assert_eq!(refused(START, "象三进五"), (Color::Red, own("相三进五")));
    assert_eq!(refused(START, "兵7进1"), (Color::Red, own("兵七进一")));
    assert_eq!(refused(START, "炮２平４"), (Color::Red, own("炮二平四")));
    assert_eq!(refused(START, "卒七进一"), (Color::Red, own("兵七进一")));
    // Not a legal move either way: still the notation is named.
    assert_eq!(refused(START, "象3进4"), (Color::Red, None));
}
