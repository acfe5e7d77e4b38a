//! Real games (../shared/data/games, every PGN file) played through the referee as two
//! tournament players would: each moves, writes the move on their scoresheet as the
//! record has it (Chinese in any script and digit width, WXF or ICCS), and presses the
//! clock. Every entry must be accepted as correct, the clocks must account for every
//! second, and a game that ends in mate on the board must end so on the referee.

use crate::common;

use chuhe::match_control::*;
use chuhe::notation::parse_move;
use chuhe::rules::Color;
use common::pgn;

#[test]
fn every_real_game_plays_through_the_referee() {
    let files = pgn::pgn_files(&common::shared_data().join("games"));
    assert!(!files.is_empty(), "no PGN files under ../shared/data/games");
    let (mut games, mut plies, mut mates) = (0, 0, 0);
    for path in files {
        for game in pgn::read_games(&path) {
            let Ok(start) = pgn::start_position(&game) else {
                continue;
            };
            let texts = game.main_line();
            if texts.is_empty() {
                continue;
            }
            let mut config = MatchConfig::new(Mode::Tournament);
            config.time_control = TimeControl::parse("6.1").unwrap();
            config.start = start;
            config.entry_notation = EntryNotation::Any;
            // Players who record only their own moves, so that each entry is the text
            // of the record.
            config.recording = Recording::OwnMoves;
            config.touch_move = false;
            let mut m = Match::new(config, Millis(0));
            let mut now = 0;
            for (ply, text) in texts.iter().enumerate() {
                // The corpus has deliberately broken games: stop at their first error.
                let Ok(mv) = parse_move(m.position(), text, None) else {
                    break;
                };
                now += 7_000;
                let by = m.to_move();
                let action = Action::Move {
                    mv,
                    entry: Some(text.to_string()),
                };
                let ev = m
                    .apply(by, action, Millis(now))
                    .unwrap_or_else(|e| panic!("{} ply {ply} {text}: {e}", game.label));
                assert!(
                    ev.iter().any(|e| matches!(
                        e,
                        Event::Recorded {
                            check: EntryCheck::Correct,
                            ..
                        }
                    )),
                    "{} ply {ply}: entry {text:?} not accepted: {ev:?}",
                    game.label
                );
                if m.is_over() {
                    break;
                }
                m.apply(by, Action::PressClock, Millis(now)).unwrap();
            }
            games += 1;
            plies += m.moves().len();
            let v = m.view(Millis(now));
            for c in Color::ALL {
                let face = &v.clocks[c.index()];
                // Every move took 7 s: the faces account for each of them.
                let moves = m.moves().iter().filter(|p| p.by == c && p.pressed).count() as u32;
                assert_eq!(face.moves_made, moves, "{}", game.label);
                assert!(
                    face.used.as_secs() >= 7 * u64::from(moves),
                    "{}",
                    game.label
                );
                assert!(v.sheets[c.index()].missing.is_empty(), "{}", game.label);
                assert_eq!(m.fouls().count(c), 0, "{}", game.label);
            }
            if m.position().is_checkmate() {
                mates += 1;
                assert_eq!(
                    m.verdict().map(|v| v.reason.clone()),
                    Some(Reason::Checkmate)
                );
            }
        }
    }
    // 818 games, 31,282 plies and 100 mates when this was written.
    assert!(games >= 500, "only {games} games read");
    assert!(plies >= 20_000, "only {plies} plies played");
    assert!(mates > 0, "no game ended in mate");
}
