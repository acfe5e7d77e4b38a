//! The checks of the match-control fuzz targets (`fuzz/fuzz_targets/match_*.rs`), shared
//! with `tests/core/match_fuzz_seeds.rs`, which runs them over the seeds and any kept
//! regressions:
//! - `check_time_spec`: any text as a time-control spec: never a panic; what parses
//!   prints back to a spec that parses to the same control;
//! - `check_script`: any bytes as a game script (actions of both players and the
//!   arbiter, with time passing): never a panic; a refused action changes nothing; the
//!   view always serialises and reads back; replaying the log rebuilds the game;
//! - `check_json`: any bytes as the JSON a networked seat or a save could send: never
//!   a panic; a record that reads is replayed or refused with a reason.
#![allow(dead_code)]

use chuhe::lang::Lang;
use chuhe::match_control::*;
use chuhe::notation::{Style, write_move};
use chuhe::rules::{Color, Move, Square};

pub fn check_time_spec(text: &str) {
    match TimeControl::parse(text) {
        Ok(tc) => {
            let printed = tc.to_string();
            let again = TimeControl::parse(&printed)
                .unwrap_or_else(|e| panic!("{text:?} printed as {printed:?}: {e}"));
            assert_eq!(again, tc, "{text:?} → {printed:?}");
            let _ = (tc.describe(Lang::Zh), tc.describe(Lang::En));
        }
        Err(e) => {
            let chars = text.chars().count();
            assert!(e.column >= 1 && e.column <= chars + 1, "{text:?}: {e}");
            let _ = e.to_string();
        }
    }
}

const TIME_CONTROLS: [&str; 6] = [
    "untimed",
    "10m",
    "1/5s,2/5s+1s",
    "5m+d3s",
    "2/2m,5/10m",
    "6.4",
];

const STARTS: [&str; 4] = [
    chuhe::rules::START_FEN,
    // move 26: draw offers allowed
    "3akab2/9/4b4/4p4/9/9/4P4/4B4/9/2BAKA3 w - - 0 26",
    // near the natural limit
    "3k5/9/9/9/9/9/9/9/4R4/5K3 w - - 117 80",
    // mate in one
    "4k4/1R7/9/9/9/9/9/9/9/R2K5 w - - 0 1",
];

const ENTRIES: [&str; 6] = ["炮二平五", "马8 7\u{332}", "h2e2", "", "??", "车一进一"];

/// A game built from bytes: the first two choose the configuration, then each three
/// bytes are one action and the time before it.
pub fn check_script(data: &[u8]) {
    let mut bytes = data.iter().copied();
    let (c0, c1) = (bytes.next().unwrap_or(0), bytes.next().unwrap_or(0));
    let mode = [Mode::Casual, Mode::Practice, Mode::Tournament][c0 as usize % 3];
    let mut config = MatchConfig::new(mode);
    config.time_control = TimeControl::parse(TIME_CONTROLS[(c0 as usize / 3) % 6]).unwrap();
    config.touch_move ^= c0 & 0x40 != 0;
    config.auto_press_clock ^= c0 & 0x80 != 0;
    config.start = chuhe::rules::Position::from_fen(STARTS[c1 as usize % 4]).unwrap();
    config.recording = [
        Recording::Automatic,
        Recording::OwnMoves,
        Recording::AllMoves,
    ][(c1 as usize / 4) % 3];
    config.entry_notation = if c1 & 0x80 != 0 {
        EntryNotation::Any
    } else {
        EntryNotation::Chinese
    };
    let mut game = Match::new(config, Millis(0));
    let mut now = 0u64;
    let data: Vec<u8> = bytes.collect();
    for step in data.chunks(3) {
        let (a, b, c) = (
            step[0],
            *step.get(1).unwrap_or(&0),
            *step.get(2).unwrap_or(&0),
        );
        now += u64::from(c) * if c > 240 { 60_000 } else { 1_000 };
        let at = Millis(now);
        game.tick(at);
        let before = game.view(at);
        let log_len = game.log().len();
        let result = if a >= 248 {
            let action = match a % 4 {
                0 => ArbiterAction::Pause,
                1 => ArbiterAction::Resume,
                2 => ArbiterAction::Foul {
                    player: if b & 1 == 0 { Color::Red } else { Color::Black },
                    kind: FoulKind::ALL[b as usize % FoulKind::ALL.len()],
                },
                _ => ArbiterAction::Declare {
                    verdict: Verdict::draw(Reason::DrawAgreed),
                },
            };
            game.arbiter_act(action, at)
        } else {
            let by = if a & 1 == 0 {
                game.to_move()
            } else {
                !game.to_move()
            };
            game.apply(by, action(&game, a >> 1, b, c), at)
        };
        if let Err(e) = &result {
            assert!(game.view(at) == before, "refused ({e}) but changed");
            assert_eq!(game.log().len(), log_len);
            let _ = (e.text(), e.article());
        }
        for side in [Color::Red, Color::Black] {
            assert!(game.fouls().count(side) <= FOULS_TO_LOSE);
        }
    }
    let end = Millis(now);
    let view = game.view(end);
    let json = serde_json::to_string(&view).unwrap();
    let back: MatchView = serde_json::from_str(&json).unwrap();
    assert_eq!(back, view);
    if let Some(sheet) = &view.result_sheet {
        let _ = (sheet.to_text(Lang::Zh), sheet.to_text(Lang::En));
    }
    let record = game.record();
    let record_json = serde_json::to_string(&record).unwrap();
    let record_back: MatchRecord = serde_json::from_str(&record_json).unwrap();
    let replayed = Match::replay(&record_back).expect("a game's own log replays");
    assert_eq!(serde_json::to_string(&replayed.view(end)).unwrap(), json);
}

/// The action that byte `kind` selects, with `b` and `c` as its parameters.
fn action(game: &Match, kind: u8, b: u8, c: u8) -> Action {
    let pos = game.position();
    let legal = pos.legal_moves();
    let plies = game.moves().len();
    match kind % 16 {
        0..=5 if !legal.is_empty() => {
            let mv = legal[b as usize % legal.len()];
            let entry = match c % 4 {
                0 => None,
                1 => Some(write_move(pos, mv, &Style::default())),
                _ => Some(ENTRIES[c as usize % ENTRIES.len()].to_string()),
            };
            Action::Move { mv, entry }
        }
        0..=6 => Action::Move {
            mv: Move::new(
                Square::from_index(b as usize % 90),
                Square::from_index(c as usize % 90),
            ),
            entry: None,
        },
        7 => {
            let ply = b as usize % (plies + 2);
            let text = match (c % 3, game.position_before(ply)) {
                (0, Some(p)) => write_move(p, game.moves()[ply].mv, &Style::default()),
                _ => ENTRIES[c as usize % ENTRIES.len()].to_string(),
            };
            Action::Record { ply, text }
        }
        8 => Action::PressClock,
        9 => Action::OfferDraw,
        10 => Action::AcceptDraw,
        11 => Action::DeclineDraw,
        12 => Action::ClaimNaturalLimit,
        13 => Action::Touch {
            square: Square::from_index(b as usize % 90),
        },
        14 if c < 4 => Action::Resign,
        14 => Action::Undo,
        _ if b & 1 == 0 => Action::Pause,
        _ => Action::Resume,
    }
}

/// Whatever arrives as JSON: an action, an arbiter action, a record to replay, a view,
/// a configuration.
pub fn check_json(data: &[u8]) {
    if let Ok(action) = serde_json::from_slice::<Action>(data) {
        let mut game = Match::new(MatchConfig::new(Mode::Tournament), Millis(0));
        for by in [Color::Red, Color::Black] {
            let _ = game.apply(by, action.clone(), Millis(1));
        }
    }
    if let Ok(action) = serde_json::from_slice::<ArbiterAction>(data) {
        let mut game = Match::new(MatchConfig::new(Mode::Casual), Millis(0));
        let _ = game.arbiter_act(action, Millis(1));
    }
    if let Ok(record) = serde_json::from_slice::<MatchRecord>(data)
        && record.log.len() <= 400
    {
        match Match::replay(&record) {
            Ok(game) => {
                let last = record.log.last().map_or(record.started_at, |l| l.at);
                let _ = serde_json::to_string(&game.view(last)).unwrap();
            }
            Err(e) => {
                let _ = (e.to_string(), e.error.text());
            }
        }
    }
    let _ = serde_json::from_slice::<MatchView>(data);
    let _ = serde_json::from_slice::<MatchConfig>(data);
    let _ = serde_json::from_slice::<TimeControl>(data);
}
