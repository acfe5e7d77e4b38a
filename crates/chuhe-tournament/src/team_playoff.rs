//! Team play-offs (15.6: "冠军或不宜并列的名次应安排加赛"): when the team tie-breaks
//! (15.3, 15.4) leave teams sharing a place, the arbiter adds play-off matches among
//! them, as `playoff.rs` adds games among players. The matches are one round robin
//! among the tied teams (the Berger table, 13.1, in their standings order), all in one
//! round marked `playoff`; each is a team match like the others (the boards of the
//! event, colours by board parity, 13.2 and 13.4's "团体赛的先后走办法与13.2、13.3两款相同";
//! the first line-ups by board order, which `lineup` can change before the first result).
//! They count neither in match points nor in tie-breaks: the team standings use the
//! match points won in them, after every tie-break, to split the teams they were added
//! for (`team_standings.rs`). A drawn play-off can be followed by another.

use super::berger::berger_table;
use super::error::TournamentError;
use super::event::{Event, Round, System};
use super::grouped::{FINAL, GROUPS, Grouping, paired_in};
use super::pairing::default_swiss_rounds;
use super::round_robin::total_rounds;
use super::team::{TeamId, TeamMatch, Teams};
use super::team_pairing::team_event;
use super::team_standings::{TeamStanding, team_rows_among, team_standings};
use super::{Invalid, Refusal};

/// Adds a play-off round among the teams `names`, who must be all the teams sharing
/// one place; returns its number.
pub fn add_team_playoff(event: &mut Event, names: &[String]) -> Result<u32, TournamentError> {
    let teams: Teams = event
        .teams
        .clone()
        .filter(Teams::has_matches)
        .ok_or(TournamentError::Invalid(Invalid::NoTeamMatches))?;
    let mut ids: Vec<TeamId> = Vec::new();
    for n in names {
        let id = teams
            .by_name(n)
            .ok_or_else(|| TournamentError::Invalid(Invalid::NoSuchTeam(n.trim().to_string())))?;
        if ids.contains(&id) {
            return Err(TournamentError::Invalid(Invalid::TeamNamedTwice(
                n.trim().to_string(),
            )));
        }
        ids.push(id);
    }
    if ids.len() < 2 {
        return Err(TournamentError::Invalid(Invalid::PlayoffTooFewTeams));
    }
    if event.rounds.last().is_some_and(|r| !r.is_complete()) {
        return Err(TournamentError::Refused(Refusal::LastRoundUnfinished));
    }
    let rows = match teams.grouping.as_ref().filter(|g| !g.members.is_empty()) {
        Some(g) => grouped_rows(event, &teams, g, ids[0])?,
        None => {
            let shadow = team_event(event, &teams);
            let regular = shadow.rounds.len() as u32;
            let planned = match event.system {
                System::Swiss => event
                    .rounds_planned
                    .unwrap_or_else(|| default_swiss_rounds(teams.list.len())),
                _ => total_rounds(&shadow),
            };
            if regular < planned {
                return Err(TournamentError::Refused(Refusal::PlayoffBeforeLastRound));
            }
            team_standings(event)
                .ok_or(TournamentError::Invalid(Invalid::NoTeams))?
                .rows
        }
    };
    let place = rows
        .iter()
        .find(|r| r.id == ids[0])
        .map(|r| r.rank)
        .ok_or_else(|| TournamentError::Refused(Refusal::NotRanked(names[0].trim().to_string())))?;
    let tied: Vec<TeamId> = rows
        .iter()
        .filter(|r| r.rank == place)
        .map(|r| r.id)
        .collect();
    let mut named = ids.clone();
    named.sort_unstable();
    let mut all = tied.clone();
    all.sort_unstable();
    if named != all {
        let who: Vec<&str> = tied.iter().map(|&t| teams.list[t].name.as_str()).collect();
        return Err(TournamentError::Refused(if tied.len() < 2 {
            Refusal::TeamPlaceAlone {
                team: teams.list[ids[0]].name.clone(),
                place,
            }
        } else {
            Refusal::PlaceShared {
                place,
                tied: who.iter().map(|s| s.to_string()).collect(),
            }
        }));
    }
    let number = event.rounds_paired() + 1;
    let mut round = Round {
        number,
        playoff: true,
        ..Round::default()
    };
    for pairs in berger_table(tied.len()) {
        for (a, b) in pairs {
            if let (Some(&home), Some(&away)) = (tied.get(a - 1), tied.get(b - 1)) {
                let m = TeamMatch {
                    number: round.matches.len() as u32 + 1,
                    home,
                    away,
                    lineups: [teams.default_lineup(home), teams.default_lineup(away)],
                };
                let first = round.games.len() as u32 + 1;
                round.games.extend(teams.match_games(&m, first));
                round.matches.push(m);
            }
        }
    }
    event.rounds.push(round);
    Ok(number)
}

/// A grouped team event (11.3): the table a play-off would split — the group of
/// `first` once the groups are over (a tie across the cut to the final), or the
/// final's once it is over.
fn grouped_rows(
    event: &Event,
    teams: &Teams,
    g: &Grouping,
    first: TeamId,
) -> Result<Vec<TeamStanding>, TournamentError> {
    let not_yet = || TournamentError::Refused(Refusal::PlayoffBeforeLastRound);
    if g.finalists.is_empty() {
        if paired_in(event, GROUPS) < g.group_rounds() as usize {
            return Err(not_yet());
        }
        let members = g
            .group_of(first)
            .and_then(|i| g.members.get(i))
            .ok_or_else(|| {
                TournamentError::Refused(Refusal::NotRanked(teams.list[first].name.clone()))
            })?;
        return Ok(team_rows_among(event, teams, members, GROUPS, 0));
    }
    if paired_in(event, FINAL) < berger_table(g.finalists.len()).len() {
        return Err(not_yet());
    }
    Ok(team_rows_among(event, teams, &g.finalists, FINAL, 0))
}
