//! Grouped round robin (11.3), teams (12, 13.2, 14.2, 15.3–15.5, 21.4) and play-offs
//! (15.6). Every expected value is worked out by hand from the article named in the
//! test (the cross-tables are written out in the comments), not taken from chuhe.

use chuhe::tournament::event::Settings;
use chuhe::tournament::{
    Event, GameResult, Grouping, PlayerId, Seeding, System, TeamFormat, TeamSettings,
    TournamentError, add_playoff, pair_next_round, set_lineup, snake, standings, team_standings,
};

fn names(list: &str) -> Vec<(String, Option<u32>)> {
    list.split(',').map(|n| (n.to_string(), None)).collect()
}

fn id(e: &Event, name: &str) -> PlayerId {
    e.player_by_name(name).unwrap()
}

/// Records every game of the last round: the player earlier in `order` wins.
fn better_wins(e: &mut Event, order: &[&str]) {
    let r = e.rounds.len() as u32;
    let games: Vec<(u32, PlayerId, PlayerId)> = e.rounds[r as usize - 1]
        .games
        .iter()
        .map(|g| (g.board, g.red, g.black))
        .collect();
    let pos = |e: &Event, p: PlayerId| order.iter().position(|n| *n == e.name_of(p)).unwrap();
    for (b, red, black) in games {
        let result = if pos(e, red) < pos(e, black) {
            GameResult::RedWins
        } else {
            GameResult::BlackWins
        };
        e.record_result(r, b, result, None).unwrap();
    }
}

fn grouped(players: &[(String, Option<u32>)], groups: u32, advance: u32) -> Event {
    let mut s = Settings::new("groups", System::GroupedRoundRobin);
    s.grouping = Some(Grouping::new(groups, advance, Seeding::Rating));
    Event::new(s, players).unwrap()
}

#[test]
fn snake_seeding_deals_seeds_back_and_forth_11_3() {
    // 11.3 names seeds and groups but not the deal; serpentine over 3 groups:
    // A: 1 6 7, B: 2 5 8, C: 3 4 9.
    let seeds: Vec<PlayerId> = (1..=9).collect();
    assert_eq!(
        snake(&seeds, 3),
        vec![vec![1, 6, 7], vec![2, 5, 8], vec![3, 4, 9]]
    );
}

#[test]
fn grouped_round_robin_groups_then_final_11_3() {
    // Eight players rated 2000, 1990, … 1930 (P1 … P8), two groups, two go through.
    // Snake: A = P1 P4 P5 P8, B = P2 P3 P6 P7.
    let players: Vec<(String, Option<u32>)> = (1..=8)
        .map(|i| (format!("P{i}"), Some(2010 - 10 * i)))
        .collect();
    let mut e = grouped(&players, 2, 2);
    let order = ["P1", "P2", "P3", "P4", "P5", "P6", "P7", "P8"];
    for round in 1..=3 {
        pair_next_round(&mut e).unwrap();
        let r = &e.rounds[round - 1];
        assert_eq!(r.stage, Some(1));
        assert_eq!(r.games.len(), 4, "two games in each group of four");
        better_wins(&mut e, &order);
    }
    let g = e.grouping.clone().unwrap();
    let group = |m: &Vec<PlayerId>| m.iter().map(|&p| e.name_of(p)).collect::<Vec<_>>();
    assert_eq!(group(&g.members[0]), ["P1", "P4", "P5", "P8"]);
    assert_eq!(group(&g.members[1]), ["P2", "P3", "P6", "P7"]);
    // Each group played all its games among its own members.
    for r in &e.rounds {
        for game in &r.games {
            assert_eq!(g.group_of(game.red), g.group_of(game.black));
        }
    }
    // Group A: P1 3, P4 2, P5 1, P8 0; B: P2 3, P3 2, P6 1, P7 0. The final's table:
    // 1st A, 1st B, 2nd A, 2nd B = P1 P2 P4 P3; Berger round 1 is 1–4, 2–3.
    pair_next_round(&mut e).unwrap();
    let r = &e.rounds[3];
    assert_eq!(r.stage, Some(2));
    let pairs: Vec<(&str, &str)> = r
        .games
        .iter()
        .map(|g| (e.name_of(g.red), e.name_of(g.black)))
        .collect();
    assert_eq!(pairs, [("P1", "P3"), ("P2", "P4")]);
    better_wins(&mut e, &order);
    for _ in 0..2 {
        pair_next_round(&mut e).unwrap();
        better_wins(&mut e, &order);
    }
    assert!(pair_next_round(&mut e).is_err(), "3 + 3 rounds only");
    // The final: P1 3, P2 2, P3 1, P4 0; then the 3rd of each group share 5th, the
    // 4th share 7th.
    let st = standings(&e);
    let ranks: Vec<(&str, u32, f64)> = st
        .rows
        .iter()
        .map(|r| (r.player.as_str(), r.rank, r.points))
        .collect();
    assert_eq!(
        ranks,
        [
            ("P1", 1, 3.0),
            ("P2", 2, 2.0),
            ("P3", 3, 1.0),
            ("P4", 4, 0.0),
            ("P5", 5, 1.0),
            ("P6", 5, 1.0),
            ("P8", 7, 0.0),
            ("P7", 7, 0.0),
        ]
    );
    assert_eq!(st.groups.len(), 2);
}

#[test]
fn a_tie_across_the_cut_needs_a_play_off_15_6() {
    // Two groups of three, one goes through. Group A (X1 X2 X3 after the snake of
    // X1 Y1 Y2 X2 X3 Y3 — registration order, seeded by results): all draws, so
    // X1, X2, X3 share 1st. Group B: Y1 beats Y2 and Y3, Y2 beats Y3.
    let mut s = Settings::new("cut", System::GroupedRoundRobin);
    s.grouping = Some(Grouping::new(2, 1, Seeding::Results));
    let mut e = Event::new(s, &names("X1,Y1,Y2,X2,X3,Y3")).unwrap();
    for round in 1..=3u32 {
        pair_next_round(&mut e).unwrap();
        // Groups of three: one game and one free player in each group a round.
        assert_eq!(e.rounds[round as usize - 1].games.len(), 2);
        assert_eq!(e.rounds[round as usize - 1].rests.len(), 2);
        let games: Vec<_> = e.rounds[round as usize - 1]
            .games
            .iter()
            .map(|g| {
                (
                    g.board,
                    e.name_of(g.red).to_string(),
                    e.name_of(g.black).to_string(),
                )
            })
            .collect();
        for (b, red, black) in games {
            let result = if red.starts_with('X') {
                GameResult::Draw
            } else if red < black {
                GameResult::RedWins
            } else {
                GameResult::BlackWins
            };
            e.record_result(round, b, result, None).unwrap();
        }
    }
    let err = pair_next_round(&mut e).unwrap_err().to_string();
    assert!(err.contains("15.6") && err.contains("X1"), "{err}");
    // All three must be in the play-off.
    let two = add_playoff(&mut e, &["X1".into(), "X2".into()]);
    assert!(matches!(two, Err(TournamentError::Refused(_))), "{two:?}");
    let n = add_playoff(&mut e, &["X1".into(), "X2".into(), "X3".into()]).unwrap();
    assert_eq!(n, 4);
    assert_eq!(e.rounds[3].games.len(), 3, "a round robin of three");
    // X1 wins both of its play-off games, X2–X3 drawn.
    let games: Vec<_> = e.rounds[3]
        .games
        .iter()
        .map(|g| {
            (
                g.board,
                e.name_of(g.red).to_string(),
                e.name_of(g.black).to_string(),
            )
        })
        .collect();
    for (b, red, black) in games {
        let result = match (red.as_str(), black.as_str()) {
            ("X1", _) => GameResult::RedWins,
            (_, "X1") => GameResult::BlackWins,
            _ => GameResult::Draw,
        };
        e.record_result(4, b, result, None).unwrap();
    }
    let st = standings(&e);
    let a = &st.groups[0].rows;
    assert_eq!(
        (a[0].player.as_str(), a[0].rank, a[0].points),
        ("X1", 1, 1.0)
    );
    assert_eq!(a[0].playoff, Some(2.0));
    assert!(
        a[1].rank == 2 && a[2].rank == 2,
        "X2 and X3 still share 2nd"
    );
    // The final: X1 and Y1.
    pair_next_round(&mut e).unwrap();
    let g = &e.rounds[4].games[0];
    assert_eq!((e.name_of(g.red), e.name_of(g.black)), ("X1", "Y1"));
}

#[test]
fn a_play_off_decides_a_shared_first_place_without_changing_points_15_6() {
    // A round robin of two, drawn: 小分 ¼ each, 胜局 0, 直胜 ½, 犯规 0 — shared 1st.
    let mut e = Event::new(Settings::new("two", System::RoundRobin), &names("A,B")).unwrap();
    pair_next_round(&mut e).unwrap();
    e.record_result(1, 1, GameResult::Draw, None).unwrap();
    assert!(standings(&e).rows.iter().all(|r| r.rank == 1 && r.shared));
    add_playoff(&mut e, &["B".into(), "A".into()]).unwrap();
    // A pairing now returns the unfinished play-off round.
    assert_eq!(pair_next_round(&mut e).unwrap(), (2, false));
    let g = e.rounds[1].games[0].clone();
    let result = if e.name_of(g.red) == "B" {
        GameResult::RedWins
    } else {
        GameResult::BlackWins
    };
    e.record_result(2, 1, result, None).unwrap();
    let st = standings(&e);
    let rows: Vec<(&str, u32, f64)> = st
        .rows
        .iter()
        .map(|r| (r.player.as_str(), r.rank, r.points))
        .collect();
    assert_eq!(rows, [("B", 1, 0.5), ("A", 2, 0.5)]);
    // Nothing is shared any more, so a second play-off is refused.
    assert!(add_playoff(&mut e, &["A".into(), "B".into()]).is_err());
}

fn team_event(system: System, format: TeamFormat, teams: &str, boards: Option<u32>) -> Event {
    let mut s = Settings::new("teams", system);
    if system == System::Swiss {
        s.rounds = Some(2);
    }
    s.teams = Some(TeamSettings {
        format,
        boards,
        rosters: chuhe::tournament::parse_teams(teams).unwrap(),
        tiebreaks: None,
    });
    Event::new(s, &[]).unwrap()
}

/// Records the match of the last round between teams `x` and `y`: per board, 'x' or
/// 'y' wins, 'd' draw, '+' x wins by forfeit; `fouls` adds one foul to a board's y
/// player.
fn play(e: &mut Event, x: &str, y: &str, boards: &str, foul_on_y: Option<usize>) {
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
    for (k, ((board, x_red), c)) in games.into_iter().zip(boards.chars()).enumerate() {
        let result = match (c, x_red) {
            ('x', true) | ('y', false) => GameResult::RedWins,
            ('x', false) | ('y', true) => GameResult::BlackWins,
            ('+', true) => GameResult::RedForfeitWin,
            ('+', false) => GameResult::BlackForfeitWin,
            _ => GameResult::Draw,
        };
        let fouls = (foul_on_y == Some(k)).then_some(if x_red { [0, 1] } else { [1, 0] });
        e.record_result(r as u32, board, result, fouls).unwrap();
    }
}

#[test]
fn board_order_follows_ratings_12_1() {
    let mut s = Settings::new("t", System::RoundRobin);
    s.teams = Some(TeamSettings {
        format: TeamFormat::FixedBoards,
        boards: None,
        rosters: chuhe::tournament::parse_teams("红队:甲:1800,乙:1900;蓝队:丙,丁").unwrap(),
        tiebreaks: None,
    });
    let err = Event::new(s, &[]).unwrap_err().to_string();
    assert!(err.contains("12.1"), "{err}");
}

const FOUR: &str = "T1:a1,a2;T2:b1,b2;T3:c1,c2;T4:d1,d2";

#[test]
fn colours_by_board_parity_in_a_round_robin_13_2() {
    // Berger round 1: 1–4, 2–3. The first team has Red on board 1, Black on board 2.
    let mut e = team_event(System::RoundRobin, TeamFormat::FixedBoards, FOUR, None);
    pair_next_round(&mut e).unwrap();
    let games: Vec<(u32, &str, &str)> = e.rounds[0]
        .games
        .iter()
        .map(|g| (g.board, e.name_of(g.red), e.name_of(g.black)))
        .collect();
    assert_eq!(
        games,
        [
            (1, "a1", "d1"),
            (2, "d2", "a2"),
            (3, "b1", "c1"),
            (4, "c2", "b2")
        ]
    );
}

#[test]
fn team_round_robin_match_points_and_tie_breaks_14_2_15_3() {
    // The matches (game points):      MP  全队总局分 全队胜局
    //   T1–T4 2–0, T1–T2 1–1, T3–T1 1–1    T1 2+1+1 = 4   4     3
    //   T2–T3 1–1, T2–T4 2–0               T2 1+1+2 = 4   4     3
    //   T4–T3 ½–1½                         T3 1+1+1 = 3   3½    1
    //                                      T4 0           ½     0
    // T1 and T2: equal game points and wins; 直胜: their match drawn, 1 each; 犯规
    // decides when T2 has one, else they share 1st.
    for foul in [false, true] {
        let mut e = team_event(System::RoundRobin, TeamFormat::FixedBoards, FOUR, None);
        pair_next_round(&mut e).unwrap();
        play(&mut e, "T1", "T4", "xx", None);
        play(&mut e, "T2", "T3", "dd", None);
        pair_next_round(&mut e).unwrap();
        play(&mut e, "T3", "T4", "xd", None);
        play(&mut e, "T1", "T2", "xy", foul.then_some(0));
        pair_next_round(&mut e).unwrap();
        play(&mut e, "T2", "T4", "xx", None);
        play(&mut e, "T3", "T1", "dd", None);
        let st = team_standings(&e).unwrap();
        let rows: Vec<(&str, u32, f64, f64)> = st
            .rows
            .iter()
            .map(|r| (r.team.as_str(), r.rank, r.score, r.game_points))
            .collect();
        let second = if foul { 2 } else { 1 };
        assert_eq!(
            rows,
            [
                ("T1", 1, 4.0, 4.0),
                ("T2", second, 4.0, 4.0),
                ("T3", 3, 4.0, 3.5),
                ("T4", 4, 0.0, 0.5)
            ],
            "foul {foul}"
        );
        let t1 = &st.rows[0].tiebreaks;
        let names: Vec<&str> = t1.iter().map(|t| t.name.as_str()).collect();
        assert_eq!(
            names,
            ["game-points", "game-wins", "direct-encounter", "fouls"]
        );
        assert_eq!(t1[1].value, Some(3.0));
        assert_eq!(t1[2].value, Some(1.0), "the drawn match with T2");
    }
}

#[test]
fn a_team_swiss_bye_and_a_won_forfeit_count_2_21_4_15_4() {
    // Three teams, Swiss: T3, the lowest, has the bye (2 match points, 2 game points);
    // T2 wins its match against T1 by forfeit on both boards: 2 match points.
    // 团体对手分: T2 met T1 (0), T3 met no one (0); game points 2 and 2, matches won
    // 1 and 1, no fouls: T2 and T3 share 1st.
    let mut e = team_event(
        System::Swiss,
        TeamFormat::FixedBoards,
        "T1:a1,a2;T2:b1,b2;T3:c1,c2",
        None,
    );
    pair_next_round(&mut e).unwrap();
    let teams = e.teams.clone().unwrap();
    assert_eq!(e.rounds[0].team_bye, teams.by_name("T3"));
    play(&mut e, "T2", "T1", "++", None);
    let st = team_standings(&e).unwrap();
    let rows: Vec<(&str, u32, f64, f64)> = st
        .rows
        .iter()
        .map(|r| (r.team.as_str(), r.rank, r.score, r.game_points))
        .collect();
    assert_eq!(
        rows,
        [
            ("T2", 1, 2.0, 2.0),
            ("T3", 1, 2.0, 2.0),
            ("T1", 3, 0.0, 0.0)
        ]
    );
    assert_eq!(
        st.tiebreaks.iter().map(|t| t.as_str()).collect::<Vec<_>>(),
        [
            "opponent-match-points",
            "game-points",
            "match-wins",
            "fouls"
        ]
    );
}

#[test]
fn substitutes_keep_the_order_12_2() {
    let mut e = team_event(
        System::RoundRobin,
        TeamFormat::Substitutes,
        "H:h1,h2,h3;A:a1,a2",
        Some(2),
    );
    pair_next_round(&mut e).unwrap();
    let refused = set_lineup(&mut e, 1, "H", &["h3".into(), "h1".into()]);
    assert!(
        matches!(refused, Err(TournamentError::Refused(ref m)) if m.to_string().contains("12.2"))
    );
    set_lineup(&mut e, 1, "H", &["h1".into(), "h3".into()]).unwrap();
    let players: Vec<&str> = e.rounds[0]
        .games
        .iter()
        .flat_map(|g| [e.name_of(g.red), e.name_of(g.black)])
        .collect();
    assert!(players.contains(&"h3") && !players.contains(&"h2"));
}

#[test]
fn boards_set_before_each_match_12_3() {
    let mut e = team_event(
        System::RoundRobin,
        TeamFormat::SetBeforeMatch,
        "H:h1,h2;A:a1,a2",
        None,
    );
    pair_next_round(&mut e).unwrap();
    set_lineup(&mut e, 1, "A", &["a2".into(), "a1".into()]).unwrap();
    // H is first in the table (1–2): H's board 1 Red, board 2 Black (13.2).
    let games: Vec<(&str, &str)> = e.rounds[0]
        .games
        .iter()
        .map(|g| (e.name_of(g.red), e.name_of(g.black)))
        .collect();
    assert_eq!(games, [("h1", "a2"), ("a1", "h2")]);
    e.record_result(1, 1, GameResult::Draw, None).unwrap();
    assert!(set_lineup(&mut e, 1, "A", &["a1".into(), "a2".into()]).is_err());
    assert_eq!(e.validate(), Ok(()));
    assert_eq!(id(&e, "a2"), e.rounds[0].games[0].black);
}

#[test]
fn all_play_all_every_player_meets_every_opponent_12_4() {
    let mut e = team_event(
        System::RoundRobin,
        TeamFormat::AllPlayAll,
        "H:h1,h2;A:a1,a2",
        None,
    );
    pair_next_round(&mut e).unwrap();
    let games = &e.rounds[0].games;
    assert_eq!(games.len(), 4);
    for h in ["h1", "h2"] {
        for a in ["a1", "a2"] {
            let n = games
                .iter()
                .filter(|g| {
                    let p = [e.name_of(g.red), e.name_of(g.black)];
                    p.contains(&h) && p.contains(&a)
                })
                .count();
            assert_eq!(n, 1, "{h} meets {a} once");
        }
        let reds = games.iter().filter(|g| e.name_of(g.red) == h).count();
        assert_eq!(reds, 1, "{h} has Red once and Black once");
    }
    assert_eq!(e.validate(), Ok(()));
}

#[test]
fn sum_of_players_ranks_by_places_then_best_place_12_5_15_5() {
    // An individual round robin; X = p1, p2 and Y = p3, p4. p1 beats all, p3 beats p4
    // and p2, p4 beats p2: places p1 1, p3 2, p4 3, p2 4. Sums: X 1 + 4 = 5,
    // Y 2 + 3 = 5; 最高个人名次: X 1, Y 2 — X first.
    let mut e = team_event(
        System::RoundRobin,
        TeamFormat::SumOfPlayers,
        "X:p1,p2;Y:p3,p4",
        None,
    );
    for _ in 0..3 {
        pair_next_round(&mut e).unwrap();
        better_wins(&mut e, &["p1", "p3", "p4", "p2"]);
    }
    let st = team_standings(&e).unwrap();
    let rows: Vec<(&str, u32, f64)> = st
        .rows
        .iter()
        .map(|r| (r.team.as_str(), r.rank, r.score))
        .collect();
    assert_eq!(rows, [("X", 1, 5.0), ("Y", 2, 5.0)]);
    assert_eq!(st.rows[0].tiebreaks[0].value, Some(1.0));
    assert_eq!(st.rows[1].tiebreaks[0].value, Some(2.0));
}
