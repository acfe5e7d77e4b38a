//! Play-offs (15.6: "冠军或不宜并列的名次应安排加赛"): when the tie-breaks leave players
//! sharing a place that must not be shared, the arbiter adds play-off games among them.
//! They are a round of their own, marked `playoff`; they count neither in points nor in
//! tie-breaks, and the standings use them only to split the players they were added
//! for (`standings.rs`). The games are one round robin among the tied players (the
//! Berger table, 13.1, in their standings order), all in that one round; a play-off
//! that is drawn again can be followed by another.

use super::berger::berger_table;
use super::error::TournamentError;
use super::event::{Event, PlayerId, Round, RoundGame, System};
use super::grouped::{self, Grouping};
use super::standings::{Standing, group_rows, standings};
use super::{Invalid, Refusal};

/// Adds a play-off round among `names`, who must be all the players sharing one place
/// (in a team-match event, all the teams: `team_playoff.rs`); returns its number.
pub fn add_playoff(event: &mut Event, names: &[String]) -> Result<u32, TournamentError> {
    if event.system.is_elimination() {
        return Err(TournamentError::Refused(Refusal::PlayoffByPair(
            event.system,
        )));
    }
    // Team matches (12.1–12.4): the tied teams play off, by team names.
    if event.teams.as_ref().is_some_and(|t| t.has_matches()) {
        return super::team_playoff::add_team_playoff(event, names);
    }
    let mut ids: Vec<PlayerId> = Vec::new();
    for n in names {
        let id = event
            .player_by_name(n)
            .ok_or_else(|| TournamentError::NoSuchPlayer(n.trim().to_string()))?;
        if ids.contains(&id) {
            return Err(TournamentError::DuplicatePlayer(n.trim().to_string()));
        }
        ids.push(id);
    }
    if ids.len() < 2 {
        return Err(TournamentError::Invalid(Invalid::PlayoffTooFewPlayers));
    }
    if event.rounds.last().is_some_and(|r| !r.is_complete()) {
        return Err(TournamentError::Refused(Refusal::LastRoundUnfinished));
    }
    let (stage, rows) = current_rows(event)?;
    let place = rows
        .iter()
        .find(|r| r.id == ids[0])
        .map(|r| r.rank)
        .ok_or_else(|| TournamentError::Refused(Refusal::NotRanked(names[0].trim().to_string())))?;
    let tied: Vec<PlayerId> = rows
        .iter()
        .filter(|r| r.rank == place)
        .map(|r| r.id)
        .collect();
    // The place as the players see it (a group's ranks are numbered apart in 11.3).
    let shown = place % (event.players.len() as u32 + 1);
    let mut named = ids.clone();
    named.sort_unstable();
    let mut all = tied.clone();
    all.sort_unstable();
    if named != all {
        let who: Vec<&str> = tied.iter().map(|&p| event.name_of(p)).collect();
        return Err(TournamentError::Refused(if tied.len() < 2 {
            Refusal::PlaceAlone {
                player: event.name_of(ids[0]).to_string(),
                place: shown,
            }
        } else {
            Refusal::PlaceShared {
                place: shown,
                tied: who.iter().map(|s| s.to_string()).collect(),
            }
        }));
    }
    let number = event.rounds_paired() + 1;
    let mut round = Round {
        number,
        playoff: true,
        stage,
        ..Round::default()
    };
    for pairs in berger_table(tied.len()) {
        for (a, b) in pairs {
            if let (Some(&red), Some(&black)) = (tied.get(a - 1), tied.get(b - 1)) {
                round.games.push(RoundGame {
                    board: round.games.len() as u32 + 1,
                    red,
                    black,
                    ..RoundGame::default()
                });
            }
        }
    }
    event.rounds.push(round);
    Ok(number)
}

/// The standings a play-off would change, and the stage it belongs to: a grouped
/// round robin's groups (before the final) or final; any other event's standings once
/// all its rounds are paired.
fn current_rows(event: &Event) -> Result<(Option<u32>, Vec<Standing>), TournamentError> {
    let not_yet = || TournamentError::Refused(Refusal::PlayoffBeforeLastRound);
    if let Some(g) = &event.grouping {
        let paired = |stage: u32| {
            event
                .rounds
                .iter()
                .filter(|r| !r.playoff && r.stage == Some(stage))
                .count()
        };
        if g.members.is_empty() || paired(grouped::GROUPS) < g.group_rounds() as usize {
            return Err(not_yet());
        }
        if g.finalists.is_empty() {
            let rows = g
                .members
                .iter()
                .flat_map(|m| {
                    // Each group's places are its own: number them apart.
                    group_rows(event, m)
                })
                .collect::<Vec<_>>();
            return Ok((Some(grouped::GROUPS), by_group(event, g, rows)));
        }
        if paired(grouped::FINAL) < berger_table(g.finalists.len()).len() {
            return Err(not_yet());
        }
        let rows = standings(event)
            .rows
            .into_iter()
            .filter(|r| g.finalists.contains(&r.id))
            .collect();
        return Ok((Some(grouped::FINAL), rows));
    }
    let done = match event.system {
        System::Swiss => {
            let planned = event
                .rounds_planned
                .unwrap_or_else(|| super::pairing::default_swiss_rounds(event.players.len()));
            event.rounds.iter().filter(|r| !r.playoff).count() as u32 >= planned
        }
        _ => {
            let total = super::round_robin::total_rounds(event);
            event.rounds.iter().filter(|r| !r.playoff).count() as u32 >= total
        }
    };
    if !done {
        return Err(not_yet());
    }
    Ok((None, standings(event).rows))
}

/// Group rows with ranks made distinct between groups (group index × players), so
/// that a tie is found within one group only.
fn by_group(event: &Event, g: &Grouping, rows: Vec<Standing>) -> Vec<Standing> {
    let n = event.players.len() as u32 + 1;
    rows.into_iter()
        .map(|mut r| {
            let group = g.group_of(r.id).unwrap_or(0) as u32;
            r.rank += group * n;
            r
        })
        .collect()
}
