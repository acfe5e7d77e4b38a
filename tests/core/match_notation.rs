//! Scoresheet entries written in Chinese, full and abbreviated (7.5), checked against
//! the moves played, as a player practising the record meets them.

use chuhe::match_control::*;
use chuhe::notation::{Notation, parse_move};
use chuhe::rules::{Color, Position};

/// The rule book's example game (7.5 of 000).
const FULL: [&str; 6] = [
    "炮二平五",
    "马8进7",
    "马二进三",
    "车9平8",
    "车一平二",
    "炮8进4",
];
/// The same in the abbreviated record, with the book's lines under the digits for 进.
const ABBREVIATED: [&str; 6] = [
    "炮2 5",
    "马8 7\u{332}",
    "马2 3\u{332}",
    "车9 8",
    "车1 2",
    "炮8 4\u{332}",
];

/// `８` → `8`.
fn half_width(c: char) -> char {
    match c {
        '１'..='９' => char::from_u32(c as u32 - '１' as u32 + '1' as u32).unwrap(),
        c => c,
    }
}

fn at(secs: u64) -> Millis {
    Millis(secs * 1000)
}

/// Plays the example, each player giving `entries[ply]` with their own move.
fn practice(entries: &[&str]) -> Match {
    let mut g = Match::new(MatchConfig::new(Mode::Practice), at(0));
    for (ply, full) in FULL.iter().enumerate() {
        let by = g.to_move();
        let mv = parse_move(g.position(), full, Some(Notation::Chinese)).unwrap();
        let entry = Some(entries[ply].to_string());
        g.apply(by, Action::Move { mv, entry }, at(ply as u64 + 1))
            .unwrap_or_else(|e| panic!("{full}: {e}"));
    }
    g
}

fn marks(g: &Match, owner: Color) -> Vec<EntryMark> {
    g.view(at(100)).sheets[owner.index()]
        .rows
        .iter()
        .filter(|r| r.by == owner)
        .map(|r| r.mark)
        .collect()
}

#[test]
fn full_entries_of_the_rule_book_example_are_correct_7_5() {
    let g = practice(&FULL);
    assert_eq!(marks(&g, Color::Red), vec![EntryMark::Correct; 3]);
    assert_eq!(marks(&g, Color::Black), vec![EntryMark::Correct; 3]);
    let v = g.view(at(100));
    let texts: Vec<&str> = v.moves.iter().map(|m| m.text.as_str()).collect();
    // Printed in chuhe's default style: Black's digits full width.
    assert_eq!(
        texts,
        [
            "炮二平五",
            "马８进７",
            "马二进三",
            "车９平８",
            "车一平二",
            "炮８进４"
        ]
    );
}

#[test]
fn abbreviated_entries_are_correct_7_5() {
    let g = practice(&ABBREVIATED);
    assert_eq!(marks(&g, Color::Red), vec![EntryMark::Correct; 3]);
    assert_eq!(marks(&g, Color::Black), vec![EntryMark::Correct; 3]);
    // The screen can show the actual moves in the abbreviated form too.
    let v = g.view(at(100));
    let abbreviated: Vec<String> = v
        .moves
        .iter()
        .map(|m| m.abbreviated.chars().map(half_width).collect())
        .collect();
    assert_eq!(abbreviated, ABBREVIATED);
}

#[test]
fn an_abbreviated_entry_without_its_line_reads_as_the_book_says() {
    // Our copy of the book lost the lines ("马8 7", "炮8 4"). Without a line the digit
    // means 平; where 平 is impossible (a horse; the cannon blocked by its own horse on
    // g7) the one legal 进 or 退 is read, as an arbiter reads a clear record.
    let mut entries = ABBREVIATED;
    entries[1] = "马8 7";
    entries[5] = "炮8 4";
    let g = practice(&entries);
    assert_eq!(marks(&g, Color::Black), vec![EntryMark::Correct; 3]);
    // But where 平 is legal, no line means 平: "车1 2" is 车一平二, not 车一进二.
    let pos = g.position_before(4).unwrap();
    let advance = parse_move(pos, "车一进二", None).unwrap();
    match check_entry(pos, advance, "车1 2", EntryNotation::Chinese) {
        EntryCheck::Wrong { read_as, why } => {
            assert_eq!(read_as.as_deref(), Some("车一平二"));
            assert_eq!(why.zh, "记录为车一平二，实际着法是车一进二 (7.1)");
        }
        other => panic!("{other:?}"),
    }
    assert_eq!(
        check_entry(pos, advance, "车1 2\u{332}", EntryNotation::Chinese),
        EntryCheck::Correct
    );
}

#[test]
fn wrong_illegal_and_unreadable_entries_are_shown() {
    let pos = Position::startpos();
    let played = parse_move(&pos, "炮二平五", None).unwrap();
    let check = |text: &str| check_entry(&pos, played, text, EntryNotation::Chinese);
    // Another legal move.
    match check("炮八平五") {
        EntryCheck::Wrong { read_as, why } => {
            assert_eq!(read_as.as_deref(), Some("炮八平五"));
            assert_eq!(
                why.en,
                "the entry reads 炮八平五; the move played was 炮二平五 (7.1)"
            );
        }
        other => panic!("{other:?}"),
    }
    // A move the board does not allow: the cannon has no screen to take on h7.
    match check("炮二进五") {
        EntryCheck::Wrong { read_as: None, why } => {
            assert!(
                why.en.ends_with("the move played was 炮二平五 (7.1)"),
                "{}",
                why.en
            );
        }
        other => panic!("{other:?}"),
    }
    // Not a move at all: counts as missing (7.1).
    for text in ["炮二平", "hello", ""] {
        let c = check(text);
        assert!(
            matches!(c, EntryCheck::Unreadable { .. }),
            "{text:?}: {c:?}"
        );
        assert!(!c.counts_as_recorded());
    }
    // Practice and tournament sheets are kept in Chinese (7.5): ICCS is not read.
    assert!(matches!(check("h2e2"), EntryCheck::Unreadable { .. }));
    assert_eq!(
        check_entry(&pos, played, "h2e2", EntryNotation::Any),
        EntryCheck::Correct
    );
    // Traditional glyphs and full-width digits are the same record.
    assert_eq!(check("砲二平五"), EntryCheck::Correct);
    let after = pos.after(played);
    let horse = parse_move(&after, "马8进7", None).unwrap();
    assert_eq!(
        check_entry(&after, horse, "馬８進７", EntryNotation::Chinese),
        EntryCheck::Correct
    );
}

#[test]
fn entries_completed_later_are_checked_against_their_own_position_7_2() {
    let mut g = Match::new(MatchConfig::new(Mode::Practice), at(0));
    for (ply, full) in FULL.iter().enumerate() {
        let mv = parse_move(g.position(), full, None).unwrap();
        let by = g.to_move();
        g.apply(by, Action::Move { mv, entry: None }, at(ply as u64))
            .unwrap();
    }
    // Red completes the whole sheet afterwards, both sides' moves.
    for (ply, full) in FULL.iter().enumerate() {
        let text = full.to_string();
        g.apply(Color::Red, Action::Record { ply, text }, at(10))
            .unwrap();
    }
    let v = g.view(at(10));
    assert!(
        v.sheets[0]
            .rows
            .iter()
            .all(|r| r.mark == EntryMark::Correct)
    );
    assert!(v.sheets[0].missing.is_empty());
    assert_eq!(v.sheets[1].missing, (0..6).collect::<Vec<_>>());
}
