//! Double elimination (双败淘汰制, 11.1) played through: who meets whom at each stage,
//! play-off games after a draw, the final and its replay, and the places. The expected
//! pairings are worked out by hand in the comments from the rules in
//! `crates/chuhe-tournament/src/double_elimination.rs` (no outside implementation to compare with).

use chuhe::tournament::event::Settings;
use chuhe::tournament::{Event, GameResult, System, pair_next_round, standings};

fn event() -> Event {
    let players: Vec<(String, Option<u32>)> = [("A", 2400), ("B", 2300), ("C", 2200), ("D", 2100)]
        .iter()
        .map(|(n, r)| (n.to_string(), Some(*r)))
        .collect();
    let mut s = Settings::new("de", System::DoubleElimination);
    s.seed = 7;
    Event::new(s, &players).unwrap()
}

/// Pairs the next round; returns its stage and its pairs as sorted name pairs.
fn pair(e: &mut Event) -> (u32, Vec<(String, String)>, Vec<String>) {
    let (_, fresh) = pair_next_round(e).unwrap();
    assert!(fresh);
    let r = e.rounds.last().unwrap();
    let mut pairs: Vec<(String, String)> = r
        .games
        .iter()
        .map(|g| {
            let (a, b) = (e.name_of(g.red).to_string(), e.name_of(g.black).to_string());
            if a < b { (a, b) } else { (b, a) }
        })
        .collect();
    pairs.sort();
    let passes = r.passes.iter().map(|&p| e.name_of(p).to_string()).collect();
    (r.stage.unwrap(), pairs, passes)
}

fn pairs(list: &[(&str, &str)]) -> Vec<(String, String)> {
    list.iter()
        .map(|(a, b)| (a.to_string(), b.to_string()))
        .collect()
}

/// `winner` beats `loser` (or they draw) in the last round.
fn play(e: &mut Event, winner: &str, loser: &str, draw: bool) {
    let (w, l) = (
        e.player_by_name(winner).unwrap(),
        e.player_by_name(loser).unwrap(),
    );
    let r = e.rounds.last().unwrap();
    let g = r
        .games
        .iter()
        .find(|g| (g.red, g.black) == (w, l) || (g.red, g.black) == (l, w))
        .unwrap();
    let result = match (draw, g.red == w) {
        (true, _) => GameResult::Draw,
        (false, true) => GameResult::RedWins,
        (false, false) => GameResult::BlackWins,
    };
    let (n, b) = (r.number, g.board);
    e.record_result(n, b, result, None).unwrap();
}

#[test]
fn a_double_elimination_of_four_played_through() {
    let mut e = event();
    // Stage 1, everyone unbeaten: seeds 1–4 and 2–3.
    assert_eq!(pair(&mut e), (1, pairs(&[("A", "D"), ("B", "C")]), vec![]));
    play(&mut e, "A", "D", false);
    play(&mut e, "B", "C", true);
    // B–C drawn: a play-off game in the same stage before anything else.
    assert_eq!(pair(&mut e), (1, pairs(&[("B", "C")]), vec![]));
    play(&mut e, "B", "C", false);
    // Stage 2: unbeaten A–B; one loss each, C–D.
    assert_eq!(pair(&mut e), (2, pairs(&[("A", "B"), ("C", "D")]), vec![]));
    play(&mut e, "A", "B", false);
    play(&mut e, "C", "D", false);
    // D has lost twice: out. Unbeaten A alone passes; B–C on the losers' side.
    assert_eq!(
        pair(&mut e),
        (3, pairs(&[("B", "C")]), vec!["A".to_string()])
    );
    play(&mut e, "C", "B", false);
    // The final: A (no loss) against C (one loss).
    assert_eq!(pair(&mut e), (4, pairs(&[("A", "C")]), vec![]));
    play(&mut e, "C", "A", false);
    // C won: both have one loss, so they play again.
    assert_eq!(pair(&mut e), (5, pairs(&[("A", "C")]), vec![]));
    play(&mut e, "A", "C", false);
    let err = pair_next_round(&mut e).unwrap_err().to_string();
    assert!(err.contains("over: A won"), "{err}");
    // Places by the stage reached: A won (6), C lost the last final (5), B went out
    // in stage 3, D in stage 2.
    let st = standings(&e);
    let order: Vec<(&str, u32)> = st
        .rows
        .iter()
        .map(|r| (r.player.as_str(), r.rank))
        .collect();
    assert_eq!(order, vec![("A", 1), ("C", 2), ("B", 3), ("D", 4)]);
}
