//! Pairing the teams (12.1–12.4): the teams are paired as the players of an event of
//! the same system would be — the Berger table for a round robin (13.2), the Dutch
//! system for a Swiss event (13.3) — by building that event, with each team match as
//! one game whose result is the match's (14.2: more game points wins). The team
//! written first is the home team: Red on the odd boards. The knockouts (11.1) pair
//! that event's matches with the team tie-break of `team_knockout.rs`, and the grouped
//! round robin (11.3) its groups and final with `team_grouped.rs`; they seed the teams
//! by the mean rating of their boards ([`team_rating`]).

use super::Invalid;
use super::error::TournamentError;
use super::event::{Event, Player, Round, RoundGame, System};
use super::pairing::pair_next_round;
use super::result::GameResult;
use super::scoring::Scoring;
use super::team::{TeamId, TeamMatch, Teams};
use super::team_knockout::TeamSplit;
use super::{double_elimination, knockout, team_grouped};

/// The game points (14.2 局分) of each side of match `m`, None while a game is
/// unfinished; and whether every game was decided without play (21.4).
pub fn match_points(event: &Event, round: &Round, m: &TeamMatch) -> Option<([f64; 2], bool)> {
    let mut points = [0.0, 0.0];
    let mut all_forfeit = true;
    let teams = event.teams.as_ref()?;
    let mut any = false;
    for g in round
        .games
        .iter()
        .filter(|g| g.team_match == Some(m.number))
    {
        let result = g.result?;
        any = true;
        all_forfeit &= result.is_forfeit();
        let (red, black) = result.scores();
        let home_red = teams.team_of(g.red) == Some(m.home);
        let (home, away) = if home_red { (red, black) } else { (black, red) };
        points[0] += event.scoring.points(home);
        points[1] += event.scoring.points(away);
    }
    any.then_some((points, all_forfeit))
}

/// The match's result as one game between the teams, home as Red.
fn match_result(event: &Event, round: &Round, m: &TeamMatch) -> Option<GameResult> {
    let ([home, away], forfeit) = match_points(event, round, m)?;
    Some(match (home.total_cmp(&away), forfeit) {
        (std::cmp::Ordering::Greater, false) => GameResult::RedWins,
        (std::cmp::Ordering::Greater, true) => GameResult::RedForfeitWin,
        (std::cmp::Ordering::Less, false) => GameResult::BlackWins,
        (std::cmp::Ordering::Less, true) => GameResult::BlackForfeitWin,
        (std::cmp::Ordering::Equal, _) => GameResult::Draw,
    })
}

/// A team's rating for seeding (11.1, 11.3 "根据棋手（队）的等级分"): the mean of its
/// boards' rated players (the first `boards` of the roster, 12.1), rounded; None when
/// none of them is rated. The book does not say how a team is rated; this is chuhe's.
pub fn team_rating(event: &Event, teams: &Teams, team: TeamId) -> Option<u32> {
    let rated: Vec<u32> = teams
        .default_lineup(team)
        .iter()
        .filter_map(|&p| event.players[p].rating)
        .collect();
    let n = rated.len() as u64;
    (n > 0).then(|| ((rated.iter().map(|&r| u64::from(r)).sum::<u64>() + n / 2) / n) as u32)
}

/// The event of the teams: each team a player, each match a game, 2/1/0 (14.2).
pub fn team_event(event: &Event, teams: &Teams) -> Event {
    // Only the systems that seed (11.1, 11.3) rate the teams: a team Swiss keeps the
    // registration order as its pairing numbers, as before.
    let seeded = event.system.is_elimination() || event.system == System::GroupedRoundRobin;
    Event {
        format: event.format.clone(),
        version: event.version,
        name: event.name.clone(),
        system: event.system,
        rounds_planned: event.rounds_planned,
        // 13.5: a knockout tie of two matches, colours swapped.
        match_games: if event.system.is_elimination() {
            event.match_games
        } else {
            1
        },
        accelerated_rounds: event.accelerated_rounds,
        scoring: Scoring::TwoOneZero,
        tiebreaks: Vec::new(),
        rules: event.rules,
        time_control: event.time_control.clone(),
        mode: event.mode,
        seed: event.seed,
        players: teams
            .list
            .iter()
            .enumerate()
            .map(|(i, t)| Player {
                name: t.name.clone(),
                rating: if seeded {
                    team_rating(event, teams, i)
                } else {
                    None
                },
                withdrawn_after: None,
            })
            .collect(),
        table_order: teams.table_order.clone(),
        rounds: event
            .rounds
            .iter()
            .filter(|r| !r.playoff)
            .map(|r| Round {
                number: r.number,
                games: r
                    .matches
                    .iter()
                    .map(|m| RoundGame {
                        board: m.number,
                        red: m.home,
                        black: m.away,
                        result: match_result(event, r, m),
                        ..RoundGame::default()
                    })
                    .collect(),
                bye: r.team_bye,
                stage: r.stage,
                passes: r.team_passes.clone(),
                rests: r.team_rests.clone(),
                ..Round::default()
            })
            .collect(),
        grouping: teams.grouping.clone(),
        teams: None,
    }
}

/// Pairs the next round of a team-match event and expands each match into its boards.
pub fn next_round(event: &mut Event) -> Result<Round, TournamentError> {
    let teams = event
        .teams
        .clone()
        .ok_or(TournamentError::Invalid(Invalid::NotTeamEvent))?;
    let mut shadow = team_event(event, &teams);
    let split = TeamSplit::new(event, &teams);
    let paired = match event.system {
        System::Knockout => knockout::next_round(&shadow, &split)?,
        System::DoubleElimination => double_elimination::next_round(&shadow, &split)?,
        System::GroupedRoundRobin => team_grouped::next_round(event, &teams, &mut shadow)?,
        _ => {
            let (number, _) = pair_next_round(&mut shadow)?;
            shadow.rounds[number as usize - 1].clone()
        }
    };
    // The teams' event leaves play-off rounds (15.6) out: number from the event's.
    let mut round = Round {
        number: event.rounds_paired() + 1,
        team_bye: paired.bye,
        stage: paired.stage,
        team_passes: paired.passes.clone(),
        team_rests: paired.rests.clone(),
        ..Round::default()
    };
    for g in &paired.games {
        let m = TeamMatch {
            number: g.board,
            home: g.red,
            away: g.black,
            lineups: [teams.default_lineup(g.red), teams.default_lineup(g.black)],
        };
        let first = round.games.len() as u32 + 1;
        round.games.extend(teams.match_games(&m, first));
        round.matches.push(m);
    }
    if let Some(t) = event.teams.as_mut() {
        t.table_order = shadow.table_order;
        t.grouping = shadow.grouping;
    }
    Ok(round)
}
