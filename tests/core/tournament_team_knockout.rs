//! Team knockouts (11.1 with 12, 13.2–13.5, 14.2, 15.3, 15.6) and grouped team events
//! (11.3 with 12). The brackets, seeds and tie-breaks expected here are worked out by
//! hand from the articles named in each test (the ratings and results are written
//! out in the comments), not taken from chuhe.

use std::process::{Command, Output};

use chuhe::tournament::event::Settings;
use chuhe::tournament::{
    Event, GameResult, Grouping, Refusal, Seeding, System, TeamFormat, TeamSettings,
    TournamentError, pair_next_round, parse_teams, team_standings,
};

fn team_event(system: System, teams: &str, match_games: u32, grouping: Option<Grouping>) -> Event {
    let mut s = Settings::new("teams", system);
    s.match_games = match_games;
    s.grouping = grouping;
    s.teams = Some(TeamSettings {
        format: TeamFormat::FixedBoards,
        boards: None,
        rosters: parse_teams(teams).unwrap(),
        tiebreaks: None,
    });
    Event::new(s, &[]).unwrap()
}

fn team_name(e: &Event, id: usize) -> String {
    e.teams.as_ref().unwrap().list[id].name.clone()
}

/// The last round's matches as (home, away) team names.
fn matches(e: &Event) -> Vec<(String, String)> {
    let r = e.rounds.last().unwrap();
    r.matches
        .iter()
        .map(|m| (team_name(e, m.home), team_name(e, m.away)))
        .collect()
}

fn passes(e: &Event) -> Vec<String> {
    let r = e.rounds.last().unwrap();
    r.team_passes.iter().map(|&t| team_name(e, t)).collect()
}

/// Records the match of the last round between `x` and `y`: per board, 'x' or 'y'
/// wins, 'd' a draw; `foul_on_y` adds a foul to that board's y player (10.1).
fn play(e: &mut Event, x: &str, y: &str, boards: &str, foul_on_y: Option<usize>) {
    let r = e.rounds.len();
    let teams = e.teams.clone().unwrap();
    let (tx, ty) = (teams.by_name(x).unwrap(), teams.by_name(y).unwrap());
    let m = e.rounds[r - 1]
        .matches
        .iter()
        .find(|m| [m.home, m.away] == [tx, ty] || [m.home, m.away] == [ty, tx])
        .unwrap_or_else(|| panic!("no match {x}–{y} in round {r}"))
        .number;
    let games: Vec<_> = e.rounds[r - 1]
        .games
        .iter()
        .filter(|g| g.team_match == Some(m))
        .map(|g| (g.board, teams.team_of(g.red) == Some(tx)))
        .collect();
    assert_eq!(games.len(), boards.len());
    for (k, ((board, x_red), c)) in games.into_iter().zip(boards.chars()).enumerate() {
        let result = match (c, x_red) {
            ('x', true) | ('y', false) => GameResult::RedWins,
            ('x', false) | ('y', true) => GameResult::BlackWins,
            _ => GameResult::Draw,
        };
        let fouls = (foul_on_y == Some(k)).then_some(if x_red { [0, 1] } else { [1, 0] });
        e.record_result(r as u32, board, result, fouls).unwrap();
    }
}

/// Every match of the last round won 2–0 by the team earlier in `order`.
fn better_wins(e: &mut Event, order: &[&str]) {
    for (home, away) in matches(e) {
        let (h, a) = (
            order.iter().position(|n| *n == home).unwrap(),
            order.iter().position(|n| *n == away).unwrap(),
        );
        if h < a {
            play(e, &home, &away, "xx", None);
        } else {
            play(e, &away, &home, "xx", None);
        }
    }
}

fn sorted(mut v: Vec<(String, String)>) -> Vec<(String, String)> {
    for p in &mut v {
        if p.0 > p.1 {
            std::mem::swap(&mut p.0, &mut p.1);
        }
    }
    v.sort();
    v
}

fn pair(a: &str, b: &str) -> (String, String) {
    (a.to_string(), b.to_string())
}

/// Registered in an order unlike their strength; the seeds go by the mean of each
/// team's two boards (11.1 "种子", chuhe's team rating): B 2300, H 2200, D 2100,
/// F 2000, C 1900, E 1700, G 1600, A 1500. H (2250, 2150) is above D (2300, 1900):
/// by its first board alone D would be.
const EIGHT: &str = "A:a1:1550,a2:1450;B:b1:2400,b2:2200;C:c1:1950,c2:1850;D:d1:2300,d2:1900;\
                     E:e1:1750,e2:1650;F:f1:2050,f2:1950;G:g1:1650,g2:1550;H:h1:2250,h2:2150";
const SEEDS: [&str; 8] = ["B", "H", "D", "F", "C", "E", "G", "A"];

#[test]
fn eight_teams_seeded_by_mean_rating_play_to_a_winner_11_1_13_2_14_2() {
    let mut e = team_event(System::Knockout, EIGHT, 1, None);
    // Stage 1: seed 1 v 8, 2 v 7, 3 v 6, 4 v 5.
    pair_next_round(&mut e).unwrap();
    assert_eq!(
        sorted(matches(&e)),
        sorted(vec![
            pair("B", "A"),
            pair("H", "G"),
            pair("D", "E"),
            pair("F", "C")
        ])
    );
    assert!(passes(&e).is_empty());
    // 13.2, 13.4: in every match the home team (drawn by lot) has Red on board 1 and
    // Black on board 2.
    let teams = e.teams.clone().unwrap();
    let r = &e.rounds[0];
    for m in &r.matches {
        let boards: Vec<_> = r
            .games
            .iter()
            .filter(|g| g.team_match == Some(m.number))
            .collect();
        assert_eq!(boards.len(), 2);
        assert_eq!(teams.team_of(boards[0].red), Some(m.home));
        assert_eq!(teams.team_of(boards[1].black), Some(m.home));
    }
    better_wins(&mut e, &SEEDS);
    // Stage 2: the winners B, H, D, F: 1 v 4, 2 v 3.
    pair_next_round(&mut e).unwrap();
    assert_eq!(e.rounds[1].stage, Some(2));
    assert_eq!(
        sorted(matches(&e)),
        sorted(vec![pair("B", "F"), pair("H", "D")])
    );
    better_wins(&mut e, &SEEDS);
    pair_next_round(&mut e).unwrap();
    assert_eq!(sorted(matches(&e)), sorted(vec![pair("B", "H")]));
    better_wins(&mut e, &SEEDS);
    let err = pair_next_round(&mut e).unwrap_err();
    assert!(
        matches!(&err, TournamentError::Refused(Refusal::KnockoutOver(w)) if w == "B"),
        "{err}"
    );
    // The standings go by the stage reached: B won (one past the final), H lost the
    // final, D and F the semi-finals.
    let st = team_standings(&e).unwrap();
    let rows: Vec<(&str, u32, Option<u32>)> = st
        .rows
        .iter()
        .map(|r| (r.team.as_str(), r.rank, r.stage))
        .collect();
    assert_eq!(rows[0], ("B", 1, Some(4)));
    assert_eq!(rows[1], ("H", 2, Some(3)));
    let semi: Vec<_> = rows[2..4].iter().map(|r| (r.0, r.2)).collect();
    assert_eq!(sorted_pairs(semi), [("D", Some(2)), ("F", Some(2))]);
    assert!(rows[4..].iter().all(|r| r.2 == Some(1) && r.1 >= 5));
}

fn sorted_pairs<T: Ord>(mut v: Vec<T>) -> Vec<T> {
    v.sort();
    v
}

#[test]
fn five_teams_give_passes_to_the_top_three_seeds_11_1() {
    // Seeds T1 > T2 > … > T5: 8 − 5 = 3 passes, to the top seeds; T4 v T5 play.
    let five = "T1:a1:2000,a2:2000;T2:b1:1900,b2:1900;T3:c1:1800,c2:1800;\
                T4:d1:1700,d2:1700;T5:e1:1600,e2:1600";
    let order = ["T1", "T2", "T3", "T4", "T5"];
    let mut e = team_event(System::Knockout, five, 1, None);
    pair_next_round(&mut e).unwrap();
    assert_eq!(passes(&e), ["T1", "T2", "T3"]);
    assert_eq!(sorted(matches(&e)), [pair("T4", "T5")]);
    // The pairings name the passes as the teams' (pair --json's "passes").
    let p = chuhe::tournament::RoundPairing::of(&e, &e.rounds[0]);
    assert_eq!(p.passes, ["T1", "T2", "T3"]);
    // T5 wins: stage 2 is T1 v T5, T2 v T3.
    play(&mut e, "T5", "T4", "xd", None);
    pair_next_round(&mut e).unwrap();
    assert!(passes(&e).is_empty());
    assert_eq!(
        sorted(matches(&e)),
        sorted(vec![pair("T1", "T5"), pair("T2", "T3")])
    );
    better_wins(&mut e, &order);
    pair_next_round(&mut e).unwrap();
    assert_eq!(sorted(matches(&e)), [pair("T1", "T2")]);
}

const TWO: &str = "T1:a1:2000,a2:2000;T2:b1:1900,b2:1900";

#[test]
fn a_drawn_match_goes_to_the_team_with_fewer_fouls_15_3() {
    // One match, 1–1 on game points, so 1–1 on match points (14.2) and level on
    // games won; 15.3's order ends with 全队犯规: T2 has a foul, T1 goes through.
    let mut e = team_event(System::Knockout, TWO, 1, None);
    pair_next_round(&mut e).unwrap();
    play(&mut e, "T1", "T2", "xy", Some(1));
    let err = pair_next_round(&mut e).unwrap_err();
    assert!(
        matches!(&err, TournamentError::Refused(Refusal::KnockoutOver(w)) if w == "T1"),
        "{err}"
    );
    assert_eq!(e.rounds.len(), 1, "no play-off match was needed");
}

#[test]
fn two_matches_swap_colours_and_game_points_split_a_level_tie_13_5_15_3() {
    let mut e = team_event(System::Knockout, TWO, 2, None);
    pair_next_round(&mut e).unwrap();
    let first_home = e.rounds[0].matches[0].home;
    // Match 1: T1 wins 2–0.
    play(&mut e, "T1", "T2", "xx", None);
    pair_next_round(&mut e).unwrap();
    assert_eq!(e.rounds.len(), 2);
    // 13.5: the second match swaps colours — the other team is home, Red on board 1.
    assert_ne!(e.rounds[1].matches[0].home, first_home);
    let teams = e.teams.clone().unwrap();
    let g = &e.rounds[1].games[0];
    assert_eq!(teams.team_of(g.red), Some(e.rounds[1].matches[0].home));
    // Match 2: T2 wins 1½–½. Match points 2–2; 全队总局分 2½ against 1½: T1.
    play(&mut e, "T2", "T1", "xd", None);
    let err = pair_next_round(&mut e).unwrap_err();
    assert!(
        matches!(&err, TournamentError::Refused(Refusal::KnockoutOver(w)) if w == "T1"),
        "{err}"
    );
}

#[test]
fn a_match_nothing_splits_is_played_off_11_1_15_6() {
    // 1–1, no fouls: every tie-break of 15.3 is level, so a play-off match follows
    // in the same stage (附加赛, 11.1; 15.6); drawn again, another; T2 wins the third.
    let mut e = team_event(System::Knockout, TWO, 1, None);
    pair_next_round(&mut e).unwrap();
    play(&mut e, "T1", "T2", "xy", None);
    pair_next_round(&mut e).unwrap();
    assert_eq!(e.rounds.len(), 2);
    assert_eq!(e.rounds[1].stage, Some(1), "the play-off is of stage 1");
    assert_eq!(e.rounds[1].games.len(), 2, "a whole team match");
    play(&mut e, "T1", "T2", "dd", None);
    pair_next_round(&mut e).unwrap();
    assert_eq!(e.rounds.len(), 3);
    // A foul in a play-off does not decide: only its result does.
    play(&mut e, "T1", "T2", "yd", Some(1));
    let err = pair_next_round(&mut e).unwrap_err();
    assert!(
        matches!(&err, TournamentError::Refused(Refusal::KnockoutOver(w)) if w == "T2"),
        "{err}"
    );
    let st = team_standings(&e).unwrap();
    assert_eq!(st.rows[0].team, "T2");
    assert_eq!(st.rows[0].rank, 1);
}

#[test]
fn a_team_double_elimination_is_out_after_two_lost_matches_11_1() {
    // Four teams, the better always wins: T1 ends unbeaten.
    let four = "T1:a1:2000,a2:2000;T2:b1:1900,b2:1900;T3:c1:1800,c2:1800;T4:d1:1700,d2:1700";
    let order = ["T1", "T2", "T3", "T4"];
    let mut e = team_event(System::DoubleElimination, four, 1, None);
    loop {
        match pair_next_round(&mut e) {
            Ok(_) => better_wins(&mut e, &order),
            Err(err) => {
                assert!(
                    matches!(&err, TournamentError::Refused(Refusal::DoubleEliminationOver(w)) if w == "T1"),
                    "{err}"
                );
                break;
            }
        }
        assert!(e.rounds.len() < 10, "the double elimination does not end");
    }
}

/// Six teams rated 2000, 1900, … 1500 (mean of two equal boards): the snake deal
/// (grouped.rs) makes A = S1 S4 S5 and B = S2 S3 S6.
const SIX: &str = "S1:a1:2000,a2:2000;S2:b1:1900,b2:1900;S3:c1:1800,c2:1800;\
                   S4:d1:1700,d2:1700;S5:e1:1600,e2:1600;S6:f1:1500,f2:1500";

#[test]
fn six_teams_in_two_groups_then_a_final_11_3_15_3() {
    let mut e = team_event(
        System::GroupedRoundRobin,
        SIX,
        1,
        Some(Grouping::new(2, 1, Seeding::Rating)),
    );
    // Three teams a group: three rounds (13.1's table for 3 with a free round), one
    // match a group and one team resting in each.
    for _ in 0..3 {
        pair_next_round(&mut e).unwrap();
        let r = e.rounds.last().unwrap();
        assert_eq!(r.stage, Some(1));
        assert_eq!(r.matches.len(), 2);
        assert_eq!(r.team_rests.len(), 2);
        // Group A: S1 beats both; S4 v S5 drawn 1–1. Group B: S2 and S3 each beat S6
        // (S2 2–0, S3 1½–½) and draw each other 1–1: 3 match points each, 全队总局分
        // S2 3, S3 2½ — S2 goes through by 15.3's first tie-break.
        for (home, away) in matches(&e) {
            let (x, y, boards) = match sorted(vec![pair(&home, &away)])[0].clone() {
                (a, b) if a == "S1" => (a, b, "xx"),
                (a, b) if (a.as_str(), b.as_str()) == ("S4", "S5") => (a, b, "xy"),
                (a, b) if (a.as_str(), b.as_str()) == ("S2", "S6") => (a, b, "xx"),
                (a, b) if (a.as_str(), b.as_str()) == ("S3", "S6") => (a, b, "xd"),
                (a, b) => (a, b, "xy"),
            };
            play(&mut e, &x, &y, boards, None);
        }
    }
    let g = e.teams.as_ref().unwrap().grouping.clone().unwrap();
    let names = |m: &Vec<usize>| m.iter().map(|&t| team_name(&e, t)).collect::<Vec<_>>();
    assert_eq!(names(&g.members[0]), ["S1", "S4", "S5"]);
    assert_eq!(names(&g.members[1]), ["S2", "S3", "S6"]);
    let st = team_standings(&e).unwrap();
    let b: Vec<(&str, u32)> = st
        .rows
        .iter()
        .filter(|r| r.group.as_deref() == Some("B"))
        .map(|r| (r.team.as_str(), r.rank))
        .collect();
    assert_eq!(b, [("S2", 1), ("S3", 2), ("S6", 3)]);
    // The final: the winners of A and B.
    pair_next_round(&mut e).unwrap();
    assert_eq!(e.rounds[3].stage, Some(2));
    assert_eq!(sorted(matches(&e)), [pair("S1", "S2")]);
    play(&mut e, "S2", "S1", "xd", None);
    let err = pair_next_round(&mut e).unwrap_err();
    assert!(
        matches!(err, TournamentError::Refused(Refusal::GroupsAllPaired(4))),
        "{err}"
    );
    // The finalists first by the final, then the others by their group results.
    let st = team_standings(&e).unwrap();
    assert_eq!(st.rows[0].team, "S2");
    assert_eq!(st.rows[1].team, "S1");
    assert_eq!((st.rows[0].rank, st.rows[1].rank), (1, 2));
    assert!(st.rows[2..].iter().all(|r| r.rank >= 3));
}

#[test]
fn a_grouped_tie_the_tie_breaks_leave_is_played_off_15_6() {
    // Four teams, two groups of two, one goes through: in group A (T1, T4) the only
    // match is drawn 1–1 with no fouls, so nothing of 15.3 splits them and the final
    // waits for a play-off between them.
    let four = "T1:a1:2000,a2:2000;T2:b1:1900,b2:1900;T3:c1:1800,c2:1800;T4:d1:1700,d2:1700";
    let mut e = team_event(
        System::GroupedRoundRobin,
        four,
        1,
        Some(Grouping::new(2, 1, Seeding::Rating)),
    );
    pair_next_round(&mut e).unwrap();
    play(&mut e, "T1", "T4", "xy", None);
    play(&mut e, "T2", "T3", "xx", None);
    let err = pair_next_round(&mut e).unwrap_err().to_string();
    assert!(err.contains("15.6") && err.contains("T1, T4"), "{err}");
    chuhe::tournament::add_playoff(&mut e, &["T1".into(), "T4".into()]).unwrap();
    play(&mut e, "T4", "T1", "xd", None);
    pair_next_round(&mut e).unwrap();
    assert_eq!(sorted(matches(&e)), [pair("T2", "T4")]);
}

fn chuhe(args: &[&str]) -> Output {
    Command::new(env!("CARGO_BIN_EXE_chuhe"))
        .args(args)
        .env("LC_ALL", "C")
        .output()
        .expect("run chuhe")
}

fn ok(args: &[&str]) -> String {
    let out = chuhe(args);
    assert!(
        out.status.success(),
        "chuhe {args:?} failed: {}",
        String::from_utf8_lossy(&out.stderr)
    );
    String::from_utf8(out.stdout).unwrap()
}

#[test]
fn a_four_team_knockout_runs_to_its_end_on_the_command_line() {
    let dir = tempfile::tempdir().unwrap();
    let f = dir.path().join("cup.json");
    let f = f.to_str().unwrap();
    ok(&[
        "tournament",
        "new",
        f,
        "--system",
        "knockout",
        "--teams",
        "T1:a1:2000,a2:1900;T2:b1:1900,b2:1800;T3:c1:1800,c2:1700;T4:d1:1700,d2:1600",
        "--lang",
        "en",
    ]);
    // The stronger team (lower number) wins every board.
    let strength = |name: &str| name.as_bytes()[0];
    let mut stages = Vec::new();
    loop {
        let out = chuhe(&["tournament", "pair", f, "--json"]);
        if !out.status.success() {
            let err = String::from_utf8_lossy(&out.stderr);
            assert!(err.contains("T1"), "{err}");
            break;
        }
        let p: serde_json::Value = serde_json::from_slice(&out.stdout).unwrap();
        let round = p["round"].as_u64().unwrap().to_string();
        let mut teams: Vec<(String, String)> = p["matches"]
            .as_array()
            .unwrap()
            .iter()
            .map(|m| {
                (
                    m["home"].as_str().unwrap().to_string(),
                    m["away"].as_str().unwrap().to_string(),
                )
            })
            .collect();
        teams.sort();
        stages.push(teams);
        for b in p["pairings"].as_array().unwrap() {
            let (red, black) = (b["red"].as_str().unwrap(), b["black"].as_str().unwrap());
            let result = if strength(red) < strength(black) {
                "1-0"
            } else {
                "0-1"
            };
            let board = b["board"].to_string();
            ok(&["tournament", "result", f, &round, &board, result]);
        }
        assert!(stages.len() < 5, "the knockout does not end");
    }
    // Seeds by mean rating: T1 1950, T2 1850, T3 1750, T4 1650 → 1 v 4, 2 v 3; final.
    assert_eq!(stages.len(), 2);
    let first: Vec<String> = stages[0].iter().map(|(h, a)| sorted_pair(h, a)).collect();
    assert_eq!(sorted_pairs(first), ["T1-T4", "T2-T3"]);
    assert_eq!(sorted_pair(&stages[1][0].0, &stages[1][0].1), "T1-T2");
    let st: serde_json::Value =
        serde_json::from_str(&ok(&["tournament", "standings", f, "--json"])).unwrap();
    let rows = st["rows"].as_array().unwrap();
    assert_eq!(rows[0]["team"], "T1");
    assert_eq!(rows[0]["rank"], 1);
    assert_eq!(rows[1]["team"], "T2");
    assert_eq!(rows[1]["rank"], 2);
    assert_eq!(rows[0]["stage"], 3);
    // The team cross-table can be shown too.
    ok(&["tournament", "crosstable", f, "--json"]);
}

fn sorted_pair(a: &str, b: &str) -> String {
    if a < b {
        format!("{a}-{b}")
    } else {
        format!("{b}-{a}")
    }
}
