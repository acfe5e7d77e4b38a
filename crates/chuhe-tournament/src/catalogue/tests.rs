//! The tournament crate's families rendered in both languages: none empty, no English
//! word in the Chinese text (the core's check, `chuhe_core::catalogue::check_family`),
//! every variant with an example, and the English kept as scripts read it.

use chuhe_core::catalogue::{Examples, check_family, variants};
use chuhe_core::lang::{Lang, Render};
use strum::EnumCount;

#[test]
fn every_message_renders_in_both_languages_without_english_in_chinese() {
    check_family::<crate::TieBreak>("tie-breaks");
    check_family::<crate::TeamTieBreak>("team tie-breaks");
    check_family::<crate::SheetLabel>("result sheet labels");
    check_family::<crate::TeamTableLabel>("team cross-table labels");
    check_family::<crate::TableText>("tournament tables' words");
    check_family::<crate::System>("tournament systems");
    check_family::<crate::TournamentError>("tournament errors");
    check_family::<crate::Refusal>("tournament refusals");
    check_family::<crate::Invalid>("invalid tournament settings");
    check_family::<crate::NoPairing>("why no Swiss round pairs");
    assert_eq!(
        variants(&crate::NoPairing::examples()),
        crate::NoPairing::COUNT
    );
    let table = crate::TableText::examples();
    assert_eq!(variants(&table), crate::TableText::COUNT);
}

/// The examples cover every variant of the refusals and of
/// the invalid settings (counted by strum), and all 12 of `TournamentError` (counted
/// by hand: it holds `io::Error`s and derives no count; the catalogue's exhaustive
/// match catches a new variant at compile time, this a missing example).
#[test]
fn tournament_error_examples_cover_every_variant() {
    use crate::{Invalid, Refusal, TournamentError};
    assert_eq!(variants(&Refusal::examples()), Refusal::COUNT);
    assert_eq!(variants(&Invalid::examples()), Invalid::COUNT);
    assert_eq!(variants(&TournamentError::examples()), 12);
    use crate::Fault;
    check_family::<Fault>("impossible places of an event file");
    assert_eq!(variants(&Fault::examples()), Fault::COUNT);
}

/// The English stays the core's old wording (scripts read
/// it), and the Chinese cites the rule book's bare article.
#[test]
fn tournament_errors_keep_their_english_and_cite_articles() {
    use crate::{Refusal, System, TournamentError};
    let e = TournamentError::Refused(Refusal::LatePlayer(System::RoundRobin));
    assert_eq!(
        e.render(Lang::En),
        "a round-robin event takes players only before round 1 (its table is drawn then, 20.2)"
    );
    assert_eq!(
        e.render(Lang::Zh),
        "循环制赛事只能在第1轮之前增加棋手（其轮次表此时已排定，20.2）"
    );
    let e = TournamentError::NoSuchBoard {
        round: 1,
        board: 9,
        boards: 2,
    };
    assert_eq!(e.render(Lang::En), "round 1 has no board 9 (boards 1–2)");
    assert_eq!(e.render(Lang::Zh), "第1轮没有第9台（只有第1–2台）");
}

/// The Swiss pairer's reason is said in Chinese inside the tournament error, and its
/// English stays the old text after the old lead-in.
#[test]
fn an_unpairable_round_says_why_in_chinese() {
    use crate::{NoPairing, TournamentError};
    let e = TournamentError::Unpairable {
        round: 4,
        detail: NoPairing::NoneWithoutRematch,
    };
    let zh = e.render(Lang::Zh);
    assert!(zh.starts_with("第4轮无法编排"), "{zh}");
    assert!(
        zh.ends_with(&NoPairing::NoneWithoutRematch.render(Lang::Zh)),
        "{zh}"
    );
    assert_eq!(
        e.render(Lang::En),
        "no pairing of round 4 satisfies the absolute criteria (no rematch, 13.3 colours): no pairing without a rematch exists"
    );
}

/// What is wrong in a `--teams` text, in both languages; the English is the old text.
#[test]
fn teams_text_errors_render_in_both_languages() {
    use crate::TeamsTextError;
    check_family::<TeamsTextError>("--teams mistakes");
    let e = crate::parse_teams("红队:甲,乙:19x0").unwrap_err();
    assert_eq!(
        e.render(Lang::En),
        "team '红队': '乙:19x0': the rating '19x0' is not a whole number"
    );
    assert_eq!(
        e.render(Lang::Zh),
        "“红队”队的“乙:19x0”：等级分“19x0”不是整数"
    );
}
