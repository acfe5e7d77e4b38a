//! Standings and tie-breaks on small cross-tables checked by hand, each test naming
//! its article; the expected values are worked out in the comments, not by chuhe.

use chuhe::tournament::event::Settings;
use chuhe::tournament::{
    CrossTable, Event, GameResult, Round, RoundGame, Scoring, Standings, System, TieBreak,
    crosstable_csv, crosstable_text, pair_next_round, standings, standings_csv,
};

fn event(system: System, names: &[&str]) -> Event {
    let players: Vec<(String, Option<u32>)> = names.iter().map(|n| (n.to_string(), None)).collect();
    Event::new(Settings::new("test", system), &players).unwrap()
}

/// Records the game between `a` and `b` in the current round, `a_scores` from a's side:
/// "1", "½", "0", "+" or "-".
fn play(e: &mut Event, a: &str, b: &str, a_scores: &str) {
    let (ia, ib) = (e.player_by_name(a).unwrap(), e.player_by_name(b).unwrap());
    let round = e.rounds.last().unwrap();
    let g = round
        .games
        .iter()
        .find(|g| (g.red, g.black) == (ia, ib) || (g.red, g.black) == (ib, ia))
        .unwrap_or_else(|| panic!("{a}–{b} is not paired in round {}", round.number));
    let a_red = g.red == ia;
    let result = match (a_scores, a_red) {
        ("1", true) | ("0", false) => GameResult::RedWins,
        ("0", true) | ("1", false) => GameResult::BlackWins,
        ("½", _) => GameResult::Draw,
        ("+", true) | ("-", false) => GameResult::RedForfeitWin,
        _ => GameResult::BlackForfeitWin,
    };
    let (number, board) = (round.number, g.board);
    e.record_result(number, board, result, None).unwrap();
}

/// Plays a whole round robin: `results` gives each pair's result from the first's side.
fn round_robin(names: &[&str], results: &[(&str, &str, &str)]) -> Event {
    let mut e = event(System::RoundRobin, names);
    while pair_next_round(&mut e).is_ok_and(|(_, fresh)| fresh) {
        let games: Vec<RoundGame> = e.rounds.last().unwrap().games.clone();
        for g in games {
            let (r, b) = (e.name_of(g.red).to_string(), e.name_of(g.black).to_string());
            let (a, x, s) = results
                .iter()
                .find(|(a, x, _)| {
                    (*a, *x) == (r.as_str(), b.as_str()) || (*a, *x) == (b.as_str(), r.as_str())
                })
                .unwrap_or_else(|| panic!("no result for {r}–{b}"));
            play(&mut e, a, x, s);
        }
    }
    e
}

fn order(st: &Standings) -> Vec<(String, u32, bool)> {
    st.rows
        .iter()
        .map(|r| (r.player.clone(), r.rank, r.shared))
        .collect()
}

fn value(st: &Standings, player: &str, t: TieBreak) -> Option<f64> {
    let row = st.rows.iter().find(|r| r.player == player).unwrap();
    row.tiebreaks
        .iter()
        .find(|v| v.name == t)
        .and_then(|v| v.value)
}

fn ranks(list: &[(&str, u32, bool)]) -> Vec<(String, u32, bool)> {
    list.iter()
        .map(|(n, r, s)| (n.to_string(), *r, *s))
        .collect()
}

#[test]
fn small_points_break_a_round_robin_tie_15_1() {
    // A 1-0 D, B ½ C; D 1-0 C, B 1-0 A; B ½ D, C 1-0 A.
    // Points: A 1, B 2, C 1½, D 1½. 小分: C beat A (1) + ½·B (1) = 2;
    // D beat C (1½) + ½·B (1) = 2½ — D above C.
    let e = round_robin(
        &["A", "B", "C", "D"],
        &[
            ("A", "D", "1"),
            ("B", "C", "½"),
            ("D", "C", "1"),
            ("B", "A", "1"),
            ("B", "D", "½"),
            ("C", "A", "1"),
        ],
    );
    let st = standings(&e);
    assert_eq!(
        order(&st),
        ranks(&[
            ("B", 1, false),
            ("D", 2, false),
            ("C", 3, false),
            ("A", 4, false)
        ])
    );
    assert_eq!(value(&st, "D", TieBreak::SmallPoints), Some(2.5));
    assert_eq!(value(&st, "C", TieBreak::SmallPoints), Some(2.0));
    // A beat D (1½): 小分 1½.
    assert_eq!(value(&st, "A", TieBreak::SmallPoints), Some(1.5));
}

#[test]
fn direct_encounter_after_small_points_and_wins_15_1() {
    // A 1-0 B, A ½ C, D 1-0 A, B 1-0 C, B ½ D, C ½ D.
    // Points A 1½, B 1½, C 1, D 2. 小分 A: B (1½) + ½·C (½) = 2; B: C (1) + ½·D (1) = 2.
    // 胜局 1 each. 直胜: A beat B, so A is second.
    let e = round_robin(
        &["A", "B", "C", "D"],
        &[
            ("A", "B", "1"),
            ("A", "C", "½"),
            ("D", "A", "1"),
            ("B", "C", "1"),
            ("B", "D", "½"),
            ("C", "D", "½"),
        ],
    );
    let st = standings(&e);
    assert_eq!(
        order(&st),
        ranks(&[
            ("D", 1, false),
            ("A", 2, false),
            ("B", 3, false),
            ("C", 4, false)
        ])
    );
    assert_eq!(
        value(&st, "A", TieBreak::SmallPoints),
        value(&st, "B", TieBreak::SmallPoints)
    );
    assert_eq!(value(&st, "A", TieBreak::Wins), Some(1.0));
    assert_eq!(value(&st, "A", TieBreak::DirectEncounter), Some(1.0));
    assert_eq!(value(&st, "B", TieBreak::DirectEncounter), Some(0.0));
    // 直胜 is computed only inside a tie.
    assert_eq!(value(&st, "D", TieBreak::DirectEncounter), None);
}

#[test]
fn fouls_then_a_shared_place_15_1() {
    // A beats B, B beats C, C beats A; all beat D. A, B, C: 2 points, 小分 2 (the
    // beaten player's 2, plus D's 0), 胜局 2, 直胜 1 each. A has one foul on a result
    // sheet, so A is third; B and C share first ("名次并列").
    let mut e = round_robin(
        &["A", "B", "C", "D"],
        &[
            ("A", "B", "1"),
            ("B", "C", "1"),
            ("C", "A", "1"),
            ("A", "D", "1"),
            ("B", "D", "1"),
            ("C", "D", "1"),
        ],
    );
    let a = e.player_by_name("A").unwrap();
    let (r, g) = e
        .rounds
        .iter()
        .find_map(|r| {
            r.games
                .iter()
                .find(|g| g.red == a || g.black == a)
                .map(|g| (r.number, g.clone()))
        })
        .unwrap();
    let fouls = if g.red == a { [1, 0] } else { [0, 1] };
    e.record_result(r, g.board, g.result.unwrap(), Some(fouls))
        .unwrap();
    let st = standings(&e);
    assert_eq!(
        order(&st),
        ranks(&[
            ("B", 1, true),
            ("C", 1, true),
            ("A", 3, false),
            ("D", 4, false)
        ])
    );
    assert_eq!(value(&st, "A", TieBreak::Fouls), Some(1.0));
    assert_eq!(value(&st, "B", TieBreak::DirectEncounter), Some(1.0));
}

/// A Swiss event with the rounds given by hand: (Red, Black, result) by round.
fn swiss(names: &[&str], rounds: &[&[(&str, &str, GameResult)]]) -> Event {
    let mut e = event(System::Swiss, names);
    for (i, games) in rounds.iter().enumerate() {
        let id = |n: &str| e.player_by_name(n).unwrap();
        let games = games
            .iter()
            .enumerate()
            .map(|(b, &(r, k, res))| RoundGame {
                board: b as u32 + 1,
                red: id(r),
                black: id(k),
                result: Some(res),
                fouls: [0, 0],
                by_withdrawal: false,
                time_used: None,
                team_match: None,
            })
            .collect();
        e.rounds.push(Round {
            number: i as u32 + 1,
            games,
            bye: None,
            passes: Vec::new(),
            stage: None,
            ..Round::default()
        });
    }
    e.validate().unwrap();
    e
}

#[test]
fn opponent_score_then_wins_in_a_swiss_event_15_2() {
    use GameResult::*;
    // R1: A 1-0 B, C ½ D. R2: A ½ C, B 1-0 D.
    // Points A 1½, B 1, C 1, D ½. 对手分 B: A 1½ + D ½ = 2; C: D ½ + A 1½ = 2.
    // 胜局: B 1, C 0 — B third, C fourth... after A (1½) first.
    let mut e = swiss(
        &["A", "B", "C", "D"],
        &[
            &[("A", "B", RedWins), ("C", "D", Draw)],
            &[("A", "C", Draw), ("B", "D", RedWins)],
        ],
    );
    e.tiebreaks.push(TieBreak::Progressive);
    let st = standings(&e);
    assert_eq!(
        order(&st),
        ranks(&[
            ("A", 1, false),
            ("B", 2, false),
            ("C", 3, false),
            ("D", 4, false)
        ])
    );
    assert_eq!(value(&st, "B", TieBreak::OpponentScore), Some(2.0));
    assert_eq!(value(&st, "C", TieBreak::OpponentScore), Some(2.0));
    assert_eq!(value(&st, "B", TieBreak::Wins), Some(1.0));
    assert_eq!(value(&st, "C", TieBreak::Wins), Some(0.0));
    // 累进分: A 1 + 1½ = 2½; B 0 + 1 = 1; C ½ + 1 = 1½.
    assert_eq!(value(&st, "A", TieBreak::Progressive), Some(2.5));
    assert_eq!(value(&st, "B", TieBreak::Progressive), Some(1.0));
    assert_eq!(value(&st, "C", TieBreak::Progressive), Some(1.5));
}

#[test]
fn forfeits_and_the_bye_score_as_wins_21_4() {
    use GameResult::*;
    // R1: A +- B (B absent), C bye. 21.4: "+" is 1 point, "−" 0; the Swiss bye a "+".
    let mut e = swiss(&["A", "B", "C"], &[&[("A", "B", RedForfeitWin)]]);
    e.rounds[0].bye = Some(2);
    let st = standings(&e);
    let points = |n: &str| st.rows.iter().find(|r| r.player == n).unwrap().points;
    assert_eq!((points("A"), points("B"), points("C")), (1.0, 0.0, 1.0));
    let ct = CrossTable::of(&e);
    let cells: Vec<(&str, &str)> = ct
        .rows
        .iter()
        .map(|r| (r.player.as_str(), r.cells[0].as_str()))
        .collect();
    assert!(cells.contains(&("A", "3r+")), "{cells:?}");
    assert!(cells.contains(&("B", "1b−")), "{cells:?}");
    assert!(cells.contains(&("C", "bye+")), "{cells:?}");
}

#[test]
fn two_one_zero_and_three_one_zero_scoring_14_1() {
    // A 1-0 B, A ½ C, B 1-0 C: under 3-1-0, A 4, B 3, C 1; under 2-1-0, A 3, B 2, C 1.
    let results = [("A", "B", "1"), ("A", "C", "½"), ("B", "C", "1")];
    let mut e = round_robin(&["A", "B", "C"], &results);
    let pts = |e: &Event| {
        standings(e)
            .rows
            .iter()
            .map(|r| (r.player.clone(), r.points))
            .collect::<Vec<_>>()
    };
    assert_eq!(
        pts(&e),
        vec![("A".into(), 1.5), ("B".into(), 1.0), ("C".into(), 0.5)]
    );
    e.scoring = Scoring::ThreeOneZero;
    assert_eq!(
        pts(&e),
        vec![("A".into(), 4.0), ("B".into(), 3.0), ("C".into(), 1.0)]
    );
    e.scoring = Scoring::TwoOneZero;
    assert_eq!(
        pts(&e),
        vec![("A".into(), 3.0), ("B".into(), 2.0), ("C".into(), 1.0)]
    );
}

#[test]
fn the_round_robin_cross_table_as_text_and_csv() {
    // The 小分 event above: B 2, D 1½, C 1½, A 1, rows and columns in that order.
    let e = round_robin(
        &["A", "B", "C", "D"],
        &[
            ("A", "D", "1"),
            ("B", "C", "½"),
            ("D", "C", "1"),
            ("B", "A", "1"),
            ("B", "D", "½"),
            ("C", "A", "1"),
        ],
    );
    let ct = CrossTable::of(&e);
    let csv = crosstable_csv(&ct);
    assert_eq!(
        csv,
        "rank,player,1,2,3,4,points\n1,B,×,½,½,1,2\n2,D,½,×,1,0,1.5\n3,C,½,0,×,1,1.5\n4,A,0,1,0,×,1\n"
    );
    let text = crosstable_text(&ct, chuhe::lang::Lang::En);
    assert_eq!(
        text.lines().nth(2),
        Some("1     B       ×  ½  ½  1       2"),
        "{text}"
    );
    let st = standings_csv(&standings(&e));
    assert!(st.starts_with("rank,player,points,games,W,D,L,small-points,wins,direct-encounter,fouls,withdrawn\n1,B,2,3,1,2,0,"), "{st}");
}

#[test]
fn a_withdrawal_before_half_annuls_the_results_20_3() {
    // 6 players, 5 games each: D withdraws after 2 games (fewer than half): both of
    // D's results are struck out, and the later games against D are not scored.
    let mut e = event(System::RoundRobin, &["A", "B", "C", "D", "E", "F"]);
    for _ in 0..2 {
        pair_next_round(&mut e).unwrap();
        let boards: Vec<u32> = e
            .rounds
            .last()
            .unwrap()
            .games
            .iter()
            .map(|g| g.board)
            .collect();
        let n = e.rounds_paired();
        for b in boards {
            e.record_result(n, b, GameResult::RedWins, None).unwrap();
        }
    }
    let before: f64 = standings(&e).rows.iter().map(|r| r.points).sum();
    assert_eq!(before, 6.0);
    e.withdraw("D").unwrap();
    let st = standings(&e);
    assert_eq!(st.annulled, vec!["D".to_string()]);
    // Two of the six games were D's.
    assert_eq!(st.rows.iter().map(|r| r.points).sum::<f64>(), 4.0);
    // Round 3 pairs D's opponent with a forfeit win, which is annulled with the rest.
    pair_next_round(&mut e).unwrap();
    let d = e.player_by_name("D").unwrap();
    let g = e.rounds[2]
        .games
        .iter()
        .find(|g| g.red == d || g.black == d)
        .unwrap();
    assert!(g.by_withdrawal && g.result.is_some_and(|r| r.is_forfeit()));
    assert_eq!(
        standings(&e).rows.iter().map(|r| r.points).sum::<f64>(),
        4.0
    );
}

#[test]
fn a_withdrawal_after_half_keeps_the_results_and_forfeits_the_rest_20_3() {
    // 4 players, 3 games each: C withdraws after 2 (not fewer than half): its results
    // stand and its last game is a forfeit win for the opponent.
    let mut e = event(System::RoundRobin, &["A", "B", "C", "D"]);
    for _ in 0..2 {
        pair_next_round(&mut e).unwrap();
        let n = e.rounds_paired();
        for b in 1..=2 {
            e.record_result(n, b, GameResult::Draw, None).unwrap();
        }
    }
    e.withdraw("C").unwrap();
    pair_next_round(&mut e).unwrap();
    let c = e.player_by_name("C").unwrap();
    let g = e.rounds[2]
        .games
        .iter()
        .find(|g| g.red == c || g.black == c)
        .unwrap()
        .clone();
    let opponent = if g.red == c { g.black } else { g.red };
    let st = standings(&e);
    assert!(st.annulled.is_empty());
    let row = |id| st.rows.iter().find(|r| r.id == id).unwrap();
    assert_eq!(row(c).points, 1.0);
    assert!(row(c).withdrawn);
    assert_eq!(row(opponent).points, 2.0);
}

#[test]
fn a_double_forfeit_is_a_loss_for_both_21_3() {
    use GameResult::*;
    // R1: A–B both late (21.3: "双方均判负"), C 1-0 D. R2: A 1-0 C, B ½ D.
    // Points: A 1, B ½, C 1, D ½. Neither A nor B won: 胜局 A 1 (R2 only), B 0; the
    // double forfeit is no game played, so it is no point without play for C.2 either.
    let e = swiss(
        &["A", "B", "C", "D"],
        &[
            &[("A", "B", DoubleForfeit), ("C", "D", RedWins)],
            &[("A", "C", RedWins), ("B", "D", Draw)],
        ],
    );
    let st = standings(&e);
    let points = |n: &str| st.rows.iter().find(|r| r.player == n).unwrap().points;
    assert_eq!(
        (points("A"), points("B"), points("C"), points("D")),
        (1.0, 0.5, 1.0, 0.5)
    );
    assert_eq!(value(&st, "A", TieBreak::Wins), Some(1.0));
    assert_eq!(value(&st, "B", TieBreak::Wins), Some(0.0));
    // The cross-table marks both sides "−" (lost without play).
    let ct = CrossTable::of(&e);
    let cell = |n: &str| {
        ct.rows
            .iter()
            .find(|r| r.player == n)
            .map(|r| r.cells[0].clone())
            .unwrap()
    };
    assert!(cell("A").ends_with('−'), "{}", cell("A"));
    assert!(cell("B").ends_with('−'), "{}", cell("B"));
    // "--" is what the command line and the event file say.
    assert_eq!("--".parse::<GameResult>(), Ok(DoubleForfeit));
    assert_eq!(DoubleForfeit.as_str(), "--");
}

#[test]
fn the_cross_table_shares_places_as_the_standings_do_15_6() {
    // Every game drawn: all four have 1½ and every tie-break is equal, so the
    // standings put all four at 1= (15.6); the cross-table must not rank them 1 2 3 4.
    let e = round_robin(
        &["A", "B", "C", "D"],
        &[
            ("A", "B", "½"),
            ("A", "C", "½"),
            ("A", "D", "½"),
            ("B", "C", "½"),
            ("B", "D", "½"),
            ("C", "D", "½"),
        ],
    );
    let st = standings_csv(&standings(&e));
    let st_ranks: Vec<&str> = st
        .lines()
        .skip(1)
        .map(|l| l.split(',').next().unwrap())
        .collect();
    assert_eq!(st_ranks, ["1=", "1=", "1=", "1="], "{st}");
    let ct = CrossTable::of(&e);
    let csv = crosstable_csv(&ct);
    let ct_ranks: Vec<&str> = csv
        .lines()
        .skip(1)
        .map(|l| l.split(',').next().unwrap())
        .collect();
    assert_eq!(ct_ranks, st_ranks, "{csv}");
    let text = crosstable_text(&ct, chuhe::lang::Lang::Zh);
    let text_ranks: Vec<&str> = text
        .lines()
        .skip(2)
        .map(|l| l.split_whitespace().next().unwrap())
        .collect();
    assert_eq!(text_ranks, st_ranks, "{text}");
}
