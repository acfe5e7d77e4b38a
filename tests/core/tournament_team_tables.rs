//! Withdrawals in grouped events (20.3), the team cross-table as CSV and JSON (12,
//! 14.2), team play-offs (15.6) and what team events refuse (11.1, 11.3), through the
//! library and through the real binary. Every expected value is worked out by hand
//! from the article named in the test (the tables are written out in the comments),
//! not taken from chuhe.

use std::process::{Command, Output};

use chuhe::tournament::event::Settings;
use chuhe::tournament::{
    Event, GameResult, Grouping, PlayerId, Seeding, System, TeamCrossTable, TeamFormat,
    TeamSettings, add_playoff, pair_next_round, parse_teams, set_lineup, set_match_lineup,
    standings, team_crosstable_csv, team_crosstable_text, team_standings,
};

fn id(e: &Event, name: &str) -> PlayerId {
    e.player_by_name(name).unwrap()
}

/// Records the last round's games given as (Red, Black, result) by name.
fn results(e: &mut Event, games: &[(&str, &str, GameResult)]) {
    let r = e.rounds.len();
    for &(red, black, result) in games {
        let (red, black) = (id(e, red), id(e, black));
        let board = e.rounds[r - 1]
            .games
            .iter()
            .find(|g| g.red == red && g.black == black)
            .unwrap_or_else(|| panic!("no game {red}–{black} in round {r}"))
            .board;
        e.record_result(r as u32, board, result, None).unwrap();
    }
}

/// Eight players rated P1 2000 … P8 1930, two groups (snake: A = P1 P4 P5 P8,
/// B = P2 P3 P6 P7, each in that table order), `advance` of each to the final. The
/// Berger table for 4 (13.1): round 1 1–4 2–3, round 2 4–3 1–2, round 3 2–4 3–1.
///
/// Group A: R1 P1–P8 0-1, P4–P5 1-0; P8 withdraws having played 1 of 3 (fewer than
/// half: 20.3 annuls it); R2 P8–P5 and R3 P4–P8 are forfeits; R2 P1–P4 1-0, R3 P5–P1 0-1.
/// Group B: R1 P2–P7 0-1, P3–P6 1-0; R2 P7–P6 0-1, P2–P3 ½; P7 withdraws having played
/// 2 of 3 (not fewer than half: its results stand); R3 P3–P7 a forfeit, P6–P2 0-1.
fn grouped_with_withdrawals(advance: u32) -> Event {
    use GameResult::*;
    let players: Vec<(String, Option<u32>)> = (1..=8)
        .map(|i| (format!("P{i}"), Some(2010 - 10 * i)))
        .collect();
    let mut s = Settings::new("groups", System::GroupedRoundRobin);
    s.grouping = Some(Grouping::new(2, advance, Seeding::Rating));
    let mut e = Event::new(s, &players).unwrap();
    pair_next_round(&mut e).unwrap();
    results(
        &mut e,
        &[
            ("P1", "P8", BlackWins),
            ("P4", "P5", RedWins),
            ("P2", "P7", BlackWins),
            ("P3", "P6", RedWins),
        ],
    );
    e.withdraw("P8").unwrap();
    pair_next_round(&mut e).unwrap();
    results(
        &mut e,
        &[
            ("P1", "P4", RedWins),
            ("P7", "P6", BlackWins),
            ("P2", "P3", Draw),
        ],
    );
    e.withdraw("P7").unwrap();
    pair_next_round(&mut e).unwrap();
    results(&mut e, &[("P5", "P1", BlackWins), ("P6", "P2", BlackWins)]);
    e
}

#[test]
fn a_withdrawal_in_a_group_is_judged_against_that_group_20_3() {
    let mut e = grouped_with_withdrawals(1);
    // The forfeits against the withdrawn players were made when their rounds were paired.
    let forfeit = |r: usize, p: &str| {
        let p = id(&e, p);
        e.rounds[r]
            .games
            .iter()
            .find(|g| g.red == p || g.black == p)
            .is_some_and(|g| g.by_withdrawal && g.result.is_some_and(|x| x.is_forfeit()))
    };
    assert!(forfeit(1, "P8") && forfeit(2, "P8") && forfeit(2, "P7"));
    let st = standings(&e);
    // 20.3: P8 played 1 of its group's 3 games, fewer than half: every result struck
    // out, P8 unranked. P7 played 2 of 3: its results stand, the rest forfeited.
    assert_eq!(st.annulled, vec!["P8".to_string()]);
    let group = |g: usize| -> Vec<(String, u32, f64)> {
        st.groups[g]
            .rows
            .iter()
            .map(|r| (r.player.clone(), r.rank, r.points))
            .collect()
    };
    // A without P8's games: P1 beat P4 and P5 (its loss to P8 struck) 2; P4 beat P5,
    // lost to P1: 1 (the forfeit win over P8 struck); P5 0 (its forfeit win struck).
    // Without 20.3 P1 and P4 would both have 2.
    assert_eq!(
        group(0),
        [
            ("P1".to_string(), 1, 2.0),
            ("P4".to_string(), 2, 1.0),
            ("P5".to_string(), 3, 0.0)
        ]
    );
    // B as played: P3 1 + ½ + 1 (the forfeit, "+") = 2½; P2 0 + ½ + 1 = 1½;
    // P6 0 + 1 + 0 = 1 and P7 1 + 0 + 0 = 1, split by 小分 (15.1): P7 beat P2 (1½),
    // P6 beat P7 (1).
    assert_eq!(
        group(1),
        [
            ("P3".to_string(), 1, 2.5),
            ("P2".to_string(), 2, 1.5),
            ("P7".to_string(), 3, 1.0),
            ("P6".to_string(), 4, 1.0)
        ]
    );
    assert!(st.groups[1].rows[2].withdrawn);
    // The final: the winner of each group, A first.
    pair_next_round(&mut e).unwrap();
    let finalists = e.grouping.as_ref().unwrap().finalists.clone();
    assert_eq!(finalists, [id(&e, "P1"), id(&e, "P3")]);
}

#[test]
fn a_withdrawal_in_the_final_is_judged_against_the_final_20_3() {
    // The final of P1 and P3 is one game. P3 withdraws before it: 0 of 1 played,
    // fewer than half, so P3's final results (the forfeit loss) are annulled and P3 is
    // unranked; P3's group results (the group stage was complete) stand.
    let mut e = grouped_with_withdrawals(1);
    pair_next_round(&mut e).unwrap();
    let forfeited = e.withdraw("P3").unwrap();
    assert_eq!(forfeited, [(4, 1)]);
    let st = standings(&e);
    // The annulled are listed in seed order (by rating: P3 1980 before P8 1930).
    assert_eq!(st.annulled, ["P3".to_string(), "P8".to_string()]);
    assert_eq!(st.rows[0].player, "P1");
    assert_eq!(
        st.rows[0].points, 0.0,
        "the forfeit win over P3 is struck out"
    );
    assert!(st.rows.iter().all(|r| r.player != "P3"));
    let b = &st.groups[1].rows[0];
    assert_eq!((b.player.as_str(), b.rank, b.points), ("P3", 1, 2.5));
}

#[test]
fn a_withdrawn_player_does_not_go_through_to_the_final_20() {
    // Three of each group go through: A has only P1 P4 P5 left ranked; B's third is
    // P7, who withdrew, so B's fourth, P6, goes instead. Final table order (11.3):
    // 1st of A, 1st of B, 2nd of A, 2nd of B, 3rd of A, 3rd of B.
    let mut e = grouped_with_withdrawals(3);
    pair_next_round(&mut e).unwrap();
    let names: Vec<&str> = e
        .grouping
        .as_ref()
        .unwrap()
        .finalists
        .iter()
        .map(|&p| e.name_of(p))
        .collect();
    assert_eq!(names, ["P1", "P3", "P4", "P2", "P5", "P6"]);
}

const FOUR: &str = "T1:a1,a2;T2:b1,b2;T3:c1,c2;T4:d1,d2";

fn team_event(system: System, teams: &str) -> Event {
    let mut s = Settings::new("teams", system);
    if system == System::Swiss {
        s.rounds = Some(1);
    }
    s.teams = Some(TeamSettings {
        format: TeamFormat::FixedBoards,
        boards: None,
        rosters: parse_teams(teams).unwrap(),
        tiebreaks: None,
    });
    Event::new(s, &[]).unwrap()
}

/// Records the match between teams `x` and `y` in the last round: per board, 'x' or
/// 'y' wins, 'd' a draw, '+' x wins by forfeit.
fn play(e: &mut Event, x: &str, y: &str, boards: &str) {
    let r = e.rounds.len();
    let teams = e.teams.clone().unwrap();
    let (tx, ty) = (teams.by_name(x).unwrap(), teams.by_name(y).unwrap());
    let m = e.rounds[r - 1]
        .matches
        .iter()
        .find(|m| [m.home, m.away] == [tx, ty] || [m.home, m.away] == [ty, tx])
        .unwrap()
        .number;
    let games: Vec<_> = e.rounds[r - 1]
        .games
        .iter()
        .filter(|g| g.team_match == Some(m))
        .map(|g| (g.board, teams.team_of(g.red) == Some(tx)))
        .collect();
    for ((board, x_red), c) in games.into_iter().zip(boards.chars()) {
        e.record_result(r as u32, board, outcome(c, x_red), None)
            .unwrap();
    }
}

fn outcome(c: char, x_red: bool) -> GameResult {
    match (c, x_red) {
        ('x', true) | ('y', false) => GameResult::RedWins,
        ('x', false) | ('y', true) => GameResult::BlackWins,
        ('+', true) => GameResult::RedForfeitWin,
        ('+', false) => GameResult::BlackForfeitWin,
        _ => GameResult::Draw,
    }
}

/// The matches of the four-team round robin, round by round (Berger 13.1: 1–4 2–3,
/// 4–3 1–2, 2–4 3–1), each (x, y, boards) as [`play`] takes them.
const MATCHES: [[(&str, &str, &str); 2]; 3] = [
    [("T1", "T4", "xx"), ("T2", "T3", "dd")],
    [("T3", "T4", "xd"), ("T1", "T2", "xy")],
    [("T2", "T4", "xx"), ("T3", "T1", "dd")],
];

/// The four-team round robin played through:
///
/// ```text
///          T1   T2   T3   T4   match points (14.2)  game points
/// 1  T1    ×    1    1    2    1+1+2 = 4            4
/// 2  T2    1    ×    1    2    1+1+2 = 4            4
/// 3  T3    1    1    ×    1½   1+1+2 = 4            3½
/// 4  T4    0    0    ½    ×    0                    ½
/// ```
/// T1 and T2 are equal on every 15.3 tie-break (game points 4, games won 3, their
/// match drawn, no fouls): they share 1st. T3 has 4 match points but fewer game points.
fn four_teams() -> Event {
    let mut e = team_event(System::RoundRobin, FOUR);
    for round in MATCHES {
        pair_next_round(&mut e).unwrap();
        for (x, y, boards) in round {
            play(&mut e, x, y, boards);
        }
    }
    e
}

const FOUR_CSV: &str = "no,rank,team,1,2,3,4,match-points,game-points\n\
    1,1,T1,×,1,1,2,4,4\n\
    2,1,T2,1,×,1,2,4,4\n\
    3,3,T3,1,1,×,1.5,4,3.5\n\
    4,4,T4,0,0,0.5,×,0,0.5\n";

#[test]
fn the_team_crosstable_as_csv_json_and_text_14_2() {
    let e = four_teams();
    let ct = TeamCrossTable::of(&e).unwrap();
    assert_eq!(team_crosstable_csv(&ct), FOUR_CSV);
    // JSON: each cell a match with both sides' game points and its match points.
    let json = serde_json::to_value(&ct).unwrap();
    let t1_t4 = &json["rows"][0]["cells"][3][0];
    assert_eq!(t1_t4["opponent"], "T4");
    assert_eq!(t1_t4["round"], 1);
    assert_eq!(t1_t4["home"], true, "Berger round 1: 1–4, T1 first");
    assert_eq!(t1_t4["game_points"], 2.0);
    assert_eq!(t1_t4["opponent_game_points"], 0.0);
    assert_eq!(t1_t4["match_points"], 2.0);
    let t3_t4 = &json["rows"][2]["cells"][3][0];
    assert_eq!(
        (&t3_t4["game_points"], &t3_t4["opponent_game_points"]),
        (&serde_json::json!(1.5), &serde_json::json!(0.5))
    );
    assert_eq!(json["rows"][1]["shared"], true);
    assert_eq!(json["rows"][0]["cells"][0], serde_json::json!([]));
    // Text: the catalogue's words, ½ as a fraction and shared ranks marked.
    let zh = team_crosstable_text(&ct, chuhe::lang::Lang::Zh);
    assert!(zh.starts_with("teams — 团体成绩表\n"), "{zh}");
    assert!(zh.contains("场分") && zh.contains("局分"), "{zh}");
    assert!(zh.contains("1=") && zh.contains("3½"), "{zh}");
}

#[test]
fn a_swiss_team_crosstable_goes_by_round_21_4() {
    // Three teams, one Swiss round: T3, the lowest, has the bye (21.4: a match won
    // without play, 2 match points, both boards won forfeits: 2 game points); T1 (the
    // top seed, so the home team) loses to T2 by forfeit on both boards.
    // Standings (15.4): T2 and T3 share 1st on every tie-break, T1 3rd. Lines: T2 1,
    // T3 2, T1 3. Cells: T2 "3a2" (line 3, away, 2 game points), T3 "bye+2", T1 "1h0".
    let mut e = team_event(System::Swiss, "T1:a1,a2;T2:b1,b2;T3:c1,c2");
    pair_next_round(&mut e).unwrap();
    play(&mut e, "T2", "T1", "++");
    let ct = TeamCrossTable::of(&e).unwrap();
    assert_eq!(
        team_crosstable_csv(&ct),
        "no,rank,team,R1,match-points,game-points\n\
         1,1,T2,3a2,2,2\n\
         2,1,T3,bye+2,2,2\n\
         3,3,T1,1h0,0,0\n"
    );
    let zh = team_crosstable_text(&ct, chuhe::lang::Lang::Zh);
    assert!(zh.contains("轮空+2") && zh.contains("3客2"), "{zh}");
}

#[test]
fn a_team_play_off_decides_a_shared_first_place_15_6() {
    let mut e = four_teams();
    let st = team_standings(&e).unwrap();
    assert_eq!((st.rows[0].rank, st.rows[1].rank), (1, 1));
    // 15.6 is among all the teams sharing the place, and only a shared place.
    let refused = add_playoff(&mut e, &["T1".into(), "T3".into()]).unwrap_err();
    assert!(refused.to_string().contains("T1, T2"), "{refused}");
    assert!(add_playoff(&mut e, &["T3".into()]).is_err());
    assert!(add_playoff(&mut e, &["T3".into(), "T4".into()]).is_err());
    // The play-off: one match, T1 (first in the standings) at home, Red on board 1
    // (13.2, by 13.4 for a play-off too).
    let n = add_playoff(&mut e, &["T2".into(), "T1".into()]).unwrap();
    assert_eq!(n, 4);
    let r = &e.rounds[3];
    assert!(r.playoff && r.matches.len() == 1 && r.games.len() == 2);
    assert_eq!(e.name_of(r.games[0].red), "a1");
    assert_eq!(e.name_of(r.games[1].red), "b2");
    // A drawn play-off match (1–1) leaves the place shared; another can follow.
    play(&mut e, "T1", "T2", "dd");
    let st = team_standings(&e).unwrap();
    assert_eq!((st.rows[0].rank, st.rows[1].rank), (1, 1));
    assert_eq!(st.rows[0].playoff, Some(1.0));
    add_playoff(&mut e, &["T1".into(), "T2".into()]).unwrap();
    // T2 wins it 1½–½: 2 match points to 0 across the two play-offs (1 + 2, 1 + 0).
    play(&mut e, "T1", "T2", "yd");
    let st = team_standings(&e).unwrap();
    let rows: Vec<(&str, u32, f64, f64, Option<f64>)> = st
        .rows
        .iter()
        .map(|r| (r.team.as_str(), r.rank, r.score, r.game_points, r.playoff))
        .collect();
    assert_eq!(
        rows,
        [
            ("T2", 1, 4.0, 4.0, Some(3.0)),
            ("T1", 2, 4.0, 4.0, Some(1.0)),
            ("T3", 3, 4.0, 3.5, None),
            ("T4", 4, 0.0, 0.5, None)
        ],
        "the play-offs count in neither match points nor game points"
    );
    // Nothing is shared now.
    assert!(add_playoff(&mut e, &["T1".into(), "T2".into()]).is_err());
    // The cross-table keeps the regular matches only.
    let ct = TeamCrossTable::of(&e).unwrap();
    assert_eq!(ct.columns.len(), 4);
    assert_eq!(ct.rows[0].team, "T2");
    assert_eq!(
        ct.rows[0].cells[1].len(),
        1,
        "T2–T1: the round-robin match only"
    );
    // The event file keeps the play-off rounds.
    e.validate().unwrap();
    let back: Event = serde_json::from_str(&serde_json::to_string(&e).unwrap()).unwrap();
    assert_eq!(back, e);
}

#[test]
fn a_play_off_among_three_teams_names_the_match_for_a_line_up_15_6_12_3() {
    // Three teams (12.3: line-ups set before each match), every board drawn: each has
    // 2 match points, 2 game points, no wins, 1 match point against each other and no
    // fouls, so all three share 1st. Their play-off is a round robin in one round
    // (Berger for 3, 13.1: 3 matches), so each team has 2 matches in it.
    let mut s = Settings::new("three", System::RoundRobin);
    s.teams = Some(TeamSettings {
        format: TeamFormat::SetBeforeMatch,
        boards: None,
        rosters: parse_teams("T1:a1,a2;T2:b1,b2;T3:c1,c2").unwrap(),
        tiebreaks: None,
    });
    let mut e = Event::new(s, &[]).unwrap();
    for _ in 0..3 {
        pair_next_round(&mut e).unwrap();
        let r = e.rounds.len() as u32;
        let boards: Vec<u32> = e.rounds[r as usize - 1]
            .games
            .iter()
            .map(|g| g.board)
            .collect();
        for b in boards {
            e.record_result(r, b, GameResult::Draw, None).unwrap();
        }
    }
    let st = team_standings(&e).unwrap();
    assert!(st.rows.iter().all(|r| r.rank == 1 && r.score == 2.0));
    let n = add_playoff(&mut e, &["T1".into(), "T2".into(), "T3".into()]).unwrap();
    assert_eq!(e.rounds[n as usize - 1].matches.len(), 3);
    let t1 = e.teams.as_ref().unwrap().by_name("T1").unwrap();
    let t1_matches: Vec<u32> = e.rounds[n as usize - 1]
        .matches
        .iter()
        .filter(|m| m.home == t1 || m.away == t1)
        .map(|m| m.number)
        .collect();
    assert_eq!(t1_matches.len(), 2);
    let lineup = ["a2".to_string(), "a1".to_string()];
    let err = set_lineup(&mut e, n, "T1", &lineup)
        .unwrap_err()
        .to_string();
    assert!(err.contains("--match"), "{err}");
    let second = t1_matches[1];
    assert_eq!(
        set_match_lineup(&mut e, n, Some(second), "T1", &lineup).unwrap(),
        second
    );
    let round = &e.rounds[n as usize - 1];
    let board_one = |m: u32| {
        let g = round
            .games
            .iter()
            .filter(|g| g.team_match == Some(m))
            .min_by_key(|g| g.board)
            .unwrap();
        [e.name_of(g.red), e.name_of(g.black)]
    };
    assert!(board_one(second).contains(&"a2"), "the new line-up");
    assert!(
        board_one(t1_matches[0]).contains(&"a1"),
        "the other match as it was"
    );
    e.validate().unwrap();
}

#[test]
fn a_team_play_off_comes_after_the_last_round_15_6() {
    let mut e = team_event(System::RoundRobin, FOUR);
    pair_next_round(&mut e).unwrap();
    play(&mut e, "T1", "T4", "dd");
    play(&mut e, "T2", "T3", "dd");
    let err = add_playoff(
        &mut e,
        &["T1".into(), "T2".into(), "T3".into(), "T4".into()],
    )
    .unwrap_err()
    .to_string();
    assert!(err.contains("last round"), "{err}");
}

fn chuhe(args: &[&str], lang: &str) -> Output {
    Command::new(env!("CARGO_BIN_EXE_chuhe"))
        .args(args)
        .env("LC_ALL", lang)
        .output()
        .expect("run chuhe")
}

fn ok(args: &[&str]) -> String {
    let out = chuhe(args, "C");
    assert!(
        out.status.success(),
        "chuhe {args:?} failed: {}",
        String::from_utf8_lossy(&out.stderr)
    );
    String::from_utf8(out.stdout).unwrap()
}

/// Plays the last paired round through `result`: per match of `specs` (x, y, boards
/// as [`play`]); a player's team is the letter of their name (a1 of T1, b2 of T2 …).
fn play_cli(f: &str, specs: &[(&str, &str, &str)]) {
    let p: serde_json::Value =
        serde_json::from_str(&ok(&["tournament", "pair", f, "--json"])).unwrap();
    let round = p["round"].as_u64().unwrap().to_string();
    let team_of = |name: &str| format!("T{}", name.as_bytes()[0] - b'a' + 1);
    for m in p["matches"].as_array().unwrap() {
        let (home, away) = (m["home"].as_str().unwrap(), m["away"].as_str().unwrap());
        let &(x, _, boards) = specs
            .iter()
            .find(|(x, y, _)| (*x, *y) == (home, away) || (*y, *x) == (home, away))
            .unwrap();
        for (b, c) in m["boards"].as_array().unwrap().iter().zip(boards.chars()) {
            let board = b.as_u64().unwrap();
            let game = p["pairings"]
                .as_array()
                .unwrap()
                .iter()
                .find(|g| g["board"].as_u64() == Some(board))
                .unwrap();
            let x_red = team_of(game["red"].as_str().unwrap()) == x;
            let result = outcome(c, x_red).as_str().to_string();
            ok(&[
                "tournament",
                "result",
                f,
                &round,
                &board.to_string(),
                &result,
            ]);
        }
    }
}

#[test]
fn team_crosstable_csv_json_and_a_play_off_through_the_binary_14_2_15_6() {
    let dir = tempfile::tempdir().unwrap();
    let f = dir.path().join("league.json");
    let f = f.to_str().unwrap();
    ok(&[
        "tournament",
        "new",
        f,
        "--system",
        "round-robin",
        "--teams",
        FOUR,
        "--name",
        "teams",
    ]);
    for round in MATCHES {
        ok(&["tournament", "pair", f]);
        play_cli(f, &round);
    }
    assert_eq!(ok(&["tournament", "crosstable", f, "--csv"]), FOUR_CSV);
    assert_eq!(
        ok(&["tournament", "crosstable", f, "--format", "csv"]),
        FOUR_CSV
    );
    let json: serde_json::Value =
        serde_json::from_str(&ok(&["tournament", "crosstable", f, "--json"])).unwrap();
    assert_eq!(json["square"], true);
    let teams: Vec<&str> = json["rows"]
        .as_array()
        .unwrap()
        .iter()
        .map(|r| r["team"].as_str().unwrap())
        .collect();
    assert_eq!(teams, ["T1", "T2", "T3", "T4"]);
    assert_eq!(json["rows"][2]["game_points"], 3.5);
    assert_eq!(json["rows"][2]["match_points"], 4.0);
    let zh = chuhe(&["tournament", "crosstable", f], "zh_CN.UTF-8");
    let zh = String::from_utf8(zh.stdout).unwrap();
    assert!(zh.contains("团体成绩表") && zh.contains("场分"), "{zh}");
    // The players' cross-table is still there.
    assert!(ok(&["tournament", "crosstable", f, "--players", "--csv"]).starts_with("rank,player,"));
    // 15.6: T1 and T2 play off; T2 wins 1½–½ and takes 1st alone.
    let po: serde_json::Value =
        serde_json::from_str(&ok(&["tournament", "playoff", f, "T1", "T2", "--json"])).unwrap();
    assert_eq!(po["round"], 4);
    assert_eq!(po["playoff"], true);
    assert_eq!(po["matches"][0]["home"], "T1");
    play_cli(f, &[("T1", "T2", "yd")]);
    let st: serde_json::Value =
        serde_json::from_str(&ok(&["tournament", "standings", f, "--json"])).unwrap();
    let top: Vec<(&str, u64)> = st["rows"]
        .as_array()
        .unwrap()
        .iter()
        .take(2)
        .map(|r| (r["team"].as_str().unwrap(), r["rank"].as_u64().unwrap()))
        .collect();
    assert_eq!(top, [("T2", 1), ("T1", 2)]);
    assert_eq!(st["rows"][0]["playoff"], 2.0);
}
