//! chuhe's JSON save: everything a record holds comes back, unknown newer fields are
//! ignored, a newer major version is refused with a clear message, a save edited into
//! an illegal game is refused with the move's place, and saving is atomic.

use chuhe::adjudication::RuleSet;
use chuhe::match_control::Mode;
use chuhe::record::{
    ClockReading, Foul, GameRecord, MatchData, RecordError, SAVE_VERSION, Scoresheets, SheetEntry,
    SignedSheet, load_json, read_file, save_file, save_json,
};
use chuhe::rules::Color;
use proptest::prelude::*;

use crate::common;
use common::records::{Choices, random_record};

fn match_data() -> MatchData {
    MatchData {
        rules: RuleSet::Axf,
        mode: Mode::Tournament,
        time_control: Some("40/90m,10/15m".into()),
        clock: vec![
            ClockReading {
                ply: 1,
                remaining_ms: 5_395_000,
                used_ms: 5_000,
            },
            ClockReading {
                ply: 2,
                remaining_ms: 5_388_500,
                used_ms: 11_500,
            },
        ],
        scoresheet: Scoresheets {
            red: vec![SheetEntry {
                ply: 1,
                text: Some("炮二平五".into()),
            }],
            black: vec![SheetEntry { ply: 2, text: None }],
        },
        fouls: vec![Foul {
            side: Color::Black,
            article: "7.1".into(),
            description: "4 consecutive moves not recorded".into(),
            ply: 8,
        }],
        result_sheet: Some(SignedSheet {
            red_time_used_ms: 5_000,
            black_time_used_ms: 11_500,
            red_fouls: 0,
            black_fouls: 1,
            signed_by: vec!["许银川".into(), "吕钦".into(), "arbiter".into()],
        }),
    }
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(100))]

    #[test]
    fn a_save_brings_back_the_whole_record(choices in prop::collection::vec(any::<u16>(), 0..400)) {
        let mut record = random_record(&mut Choices::new(&choices));
        if choices.len() % 2 == 0 {
            record.match_data = Some(match_data());
        }
        let text = save_json(&record);
        let back = load_json(&text).unwrap();
        prop_assert_eq!(&back, &record);
        prop_assert_eq!(save_json(&back), text);
    }
}

fn sample() -> GameRecord {
    let mut g = chuhe::record::read_pgn(
        "[Event \"e\"]\n{start} 1. 炮二平五 {c} (1. 兵七进一 卒７进１) 1. ... 马８进７ 1-0",
    )
    .unwrap()
    .remove(0);
    g.match_data = Some(match_data());
    g.result_reason = Some("resignation".into());
    g
}

#[test]
fn the_save_is_readable_json_with_a_flat_move_list() {
    let text = save_json(&sample());
    let v: serde_json::Value = serde_json::from_str(&text).unwrap();
    assert_eq!(v["format"], "chuhe");
    assert_eq!(v["version"], SAVE_VERSION);
    assert_eq!(v["headers"][0], serde_json::json!(["Event", "e"]));
    assert_eq!(v["comment"], "start");
    assert_eq!(
        v["moves"],
        serde_json::json!([
            {"move": "h2e2", "comment": "c"},
            {"move": "h9g7"},
            {"move": "c3c4", "parent": -1},
            {"move": "g6g5"},
        ])
    );
    assert_eq!(v["match"]["rules"], "axf");
    assert_eq!(v["match"]["fouls"][0]["side"], "black");
    assert_eq!(v["result"], "1-0");
}

#[test]
fn newer_minor_versions_and_unknown_fields_are_read() {
    let mut v: serde_json::Value = serde_json::from_str(&save_json(&sample())).unwrap();
    v["version"] = "1.7".into();
    v["future_field"] = serde_json::json!({"anything": [1, 2]});
    v["moves"][0]["eval"] = 0.3.into();
    v["match"]["new_clock_mode"] = "hourglass".into();
    let back = load_json(&v.to_string()).unwrap();
    assert_eq!(back, sample());
}

#[test]
fn a_newer_major_version_is_refused_clearly() {
    let mut v: serde_json::Value = serde_json::from_str(&save_json(&sample())).unwrap();
    v["version"] = "2.0".into();
    v["moves"] = "a layout this chuhe cannot know".into();
    let e = load_json(&v.to_string()).unwrap_err();
    assert!(matches!(e, RecordError::NewerVersion { .. }), "{e:?}");
    let message = e.to_string();
    assert!(
        message.contains("newer chuhe") && message.contains("2.0") && message.contains("1.x"),
        "{message}"
    );
}

#[test]
fn broken_saves_say_what_and_where() {
    let good = save_json(&sample());
    // An illegal move (a horse cannot go straight), a bad parent, bad JSON, not ours.
    let illegal = good.replace("\"h9g7\"", "\"h9h7\"");
    let e = load_json(&illegal).unwrap_err().to_string();
    assert!(e.contains("move 1 (Black)") && e.contains("h9h7"), "{e}");
    let parent = good.replace("\"parent\": -1", "\"parent\": 7");
    let e = load_json(&parent).unwrap_err().to_string();
    assert!(e.contains("parent 7"), "{e}");
    let cut = &good[..good.len() / 2];
    match load_json(cut).unwrap_err() {
        RecordError::Json { line, .. } => assert!(line > 1),
        other => panic!("{other:?}"),
    }
    let e = load_json("{\"format\": \"other\", \"version\": \"1.0\"}").unwrap_err();
    assert!(matches!(e, RecordError::NotASave(_)), "{e:?}");
    let bad_fen = good.replace("RNBAKABNR w", "RNBAKABNRR w");
    let e = load_json(&bad_fen).unwrap_err().to_string();
    assert!(e.contains("10 files"), "{e}");
}

#[test]
fn save_file_is_atomic_and_read_file_knows_a_save() {
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join("game.chuhe.json");
    let g = sample();
    save_file(&path, &g).unwrap();
    save_file(&path, &g).unwrap();
    assert_eq!(read_file(&path).unwrap(), vec![g]);
    let entries: Vec<_> = std::fs::read_dir(dir.path()).unwrap().collect();
    assert_eq!(entries.len(), 1, "no temporary file is left behind");
}
