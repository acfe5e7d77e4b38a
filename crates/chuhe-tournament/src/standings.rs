//! The standings: points (14.1, 21.4), then the event's tie-breaks in order (15.1,
//! 15.2); players nothing separates share the place (15.1 "名次并列"). A knockout ranks
//! by the stage reached. Play-off games (15.6) are games of a later round and count
//! like any other; the arbiter adds them with a round of their own.

use std::collections::HashSet;

use serde::Serialize;

use super::event::{Event, PlayerId, Round, System};
use super::grouped::{self, Grouping};
use super::history::{PlayerHistory, entry_points, histories, histories_where};
use super::knockout::{NoSplit, Split};
use super::pairing::seed_order;
use super::result::Score;
use super::tiebreak::TieBreak;
use super::{double_elimination, knockout};

#[derive(Clone, Debug, PartialEq, Serialize)]
pub struct TieBreakValue {
    pub name: TieBreak,
    /// None where the tie-break was not needed (直胜 is computed within a tie only).
    pub value: Option<f64>,
}

#[derive(Clone, Debug, PartialEq, Serialize)]
pub struct Standing {
    /// 1-based; players sharing a place have the same rank.
    pub rank: u32,
    pub shared: bool,
    pub player: String,
    #[serde(skip)]
    pub id: PlayerId,
    pub points: f64,
    pub games: u32,
    pub wins: u32,
    pub draws: u32,
    pub losses: u32,
    pub tiebreaks: Vec<TieBreakValue>,
    /// 15.6: points in the play-off games among the players tied with this one.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub playoff: Option<f64>,
    pub withdrawn: bool,
    /// Grouped round robin: the player's group.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub group: Option<String>,
    /// Knockout: the last stage reached (the winner one more than the final).
    #[serde(skip_serializing_if = "Option::is_none")]
    pub stage: Option<u32>,
}

#[derive(Clone, Debug, PartialEq, Serialize)]
pub struct Standings {
    pub event: String,
    pub system: System,
    pub scoring: String,
    pub rounds: u32,
    pub tiebreaks: Vec<TieBreak>,
    pub rows: Vec<Standing>,
    /// Withdrawn players whose results were annulled (20.3), unranked.
    pub annulled: Vec<String>,
    /// Grouped round robin (11.3): each group's own standings.
    #[serde(skip_serializing_if = "Vec::is_empty")]
    pub groups: Vec<GroupTable>,
}

#[derive(Clone, Debug, PartialEq, Serialize)]
pub struct GroupTable {
    pub group: String,
    pub rows: Vec<Standing>,
}

/// Values of the tie-breaks that do not depend on the tie.
fn fixed_value(
    event: &Event,
    hist: &[PlayerHistory],
    points: &[f64],
    id: PlayerId,
    t: TieBreak,
) -> f64 {
    let h = &hist[id];
    let opponents = || h.entries.iter().filter_map(|e| e.opponent);
    match t {
        TieBreak::SmallPoints => h
            .entries
            .iter()
            .filter_map(|e| match (e.opponent, e.score) {
                (Some(o), Some(Score::Win)) => Some(points[o]),
                (Some(o), Some(Score::Draw)) => Some(points[o] / 2.0),
                _ => None,
            })
            .sum(),
        TieBreak::Wins => h
            .entries
            .iter()
            .filter(|e| e.score == Some(Score::Win))
            .count() as f64,
        TieBreak::Fouls => h.entries.iter().map(|e| f64::from(e.fouls)).sum(),
        TieBreak::OpponentScore => opponents().map(|o| points[o]).sum(),
        TieBreak::OpponentScoreCutOne => {
            let all: Vec<f64> = opponents().map(|o| points[o]).collect();
            let min = all.iter().copied().fold(f64::INFINITY, f64::min);
            if all.is_empty() {
                0.0
            } else {
                all.iter().sum::<f64>() - min
            }
        }
        TieBreak::Progressive => (1..=event.rounds_paired())
            .map(|r| h.points_after(event, r))
            .sum(),
        TieBreak::DirectEncounter => 0.0,
    }
}

/// 直胜: the points `id` scored against the others of `group`.
fn direct_encounter(
    event: &Event,
    hist: &[PlayerHistory],
    id: PlayerId,
    group: &HashSet<PlayerId>,
) -> f64 {
    hist[id]
        .entries
        .iter()
        .filter(|e| e.opponent.is_some_and(|o| group.contains(&o)))
        .map(|e| entry_points(event, e))
        .sum()
}

/// Ranks `players` by points in `hist`, then the event's tie-breaks in order, then
/// the play-off games among those still tied (`playoffs`, 15.6); a knockout ranks by
/// `stage` instead.
fn rank(
    event: &Event,
    hist: &[PlayerHistory],
    playoffs: &[PlayerHistory],
    players: Vec<PlayerId>,
    stage: Option<&[u32]>,
) -> Vec<Standing> {
    let points: Vec<f64> = hist.iter().map(|h| h.points(event)).collect();
    let tiebreaks = event.tiebreaks.clone();
    let mut values: Vec<Vec<Option<f64>>> = vec![vec![None; tiebreaks.len()]; event.players.len()];
    for &p in &players {
        for (k, &t) in tiebreaks.iter().enumerate() {
            if t != TieBreak::DirectEncounter {
                values[p][k] = Some(fixed_value(event, hist, &points, p, t));
            }
        }
    }
    // Groups of players still tied, refined criterion by criterion.
    let primary = |p: PlayerId| match stage {
        Some(s) => s[p] as f64,
        None => points[p],
    };
    let mut groups: Vec<Vec<PlayerId>> = split(players, primary, true);
    if stage.is_none() {
        for (k, &t) in tiebreaks.iter().enumerate() {
            let mut next = Vec::new();
            for g in groups {
                if g.len() == 1 {
                    next.push(g);
                    continue;
                }
                if t == TieBreak::DirectEncounter {
                    let set: HashSet<PlayerId> = g.iter().copied().collect();
                    for &p in &g {
                        values[p][k] = Some(direct_encounter(event, hist, p, &set));
                    }
                }
                let vals = values.clone();
                next.extend(split(
                    g,
                    |p| vals[p][k].unwrap_or(0.0),
                    t.higher_is_better(),
                ));
            }
            groups = next;
        }
    }
    // 15.6: play-off games decide what the tie-breaks left shared.
    let mut playoff = vec![None; event.players.len()];
    let mut next = Vec::new();
    for g in groups {
        let set: HashSet<PlayerId> = g.iter().copied().collect();
        let played = g.len() > 1
            && g.iter().any(|&p| {
                playoffs[p]
                    .entries
                    .iter()
                    .any(|e| e.score.is_some() && e.opponent.is_some_and(|o| set.contains(&o)))
            });
        if !played {
            next.push(g);
            continue;
        }
        for &p in &g {
            playoff[p] = Some(direct_encounter(event, playoffs, p, &set));
        }
        next.extend(split(g, |p| playoff[p].unwrap_or(0.0), true));
    }
    let mut rows = Vec::new();
    for g in next {
        let rank = rows.len() as u32 + 1;
        for &p in &g {
            let h = &hist[p];
            let count = |s: Score| h.entries.iter().filter(|e| e.score == Some(s)).count() as u32;
            rows.push(Standing {
                rank,
                shared: g.len() > 1,
                player: event.name_of(p).to_string(),
                id: p,
                points: points[p],
                games: h
                    .entries
                    .iter()
                    .filter(|e| e.opponent.is_some() && e.score.is_some())
                    .count() as u32,
                wins: count(Score::Win),
                draws: count(Score::Draw),
                losses: count(Score::Loss),
                tiebreaks: tiebreaks
                    .iter()
                    .enumerate()
                    .map(|(k, &t)| TieBreakValue {
                        name: t,
                        value: values[p][k],
                    })
                    .collect(),
                playoff: playoff[p],
                withdrawn: event.players[p].withdrawn_after.is_some(),
                stage: stage.map(|s| s[p]),
                group: None,
            });
        }
    }
    rows
}

/// A group's standings in the group stage of 11.3 (its games and its play-offs only).
pub fn group_rows(event: &Event, members: &[PlayerId]) -> Vec<Standing> {
    let in_groups = |r: &Round| r.stage == Some(grouped::GROUPS);
    let hist = histories_where(event, |r| in_groups(r) && !r.playoff);
    let playoffs = histories_where(event, |r| in_groups(r) && r.playoff);
    let players = members
        .iter()
        .copied()
        .filter(|&p| !hist[p].annulled)
        .collect();
    rank(event, &hist, &playoffs, players, None)
}

pub fn standings(event: &Event) -> Standings {
    let hist = histories(event);
    let seeds = seed_order(event);
    let ranked: Vec<PlayerId> = seeds
        .iter()
        .copied()
        .filter(|&p| !hist[p].annulled)
        .collect();
    let mut groups = Vec::new();
    let rows = match &event.grouping {
        Some(g) if !g.members.is_empty() => {
            let (rows, tables) = grouped_rows(event, g);
            groups = tables;
            rows
        }
        _ => {
            let stage = knockout_stages(event, &NoSplit);
            let playoffs = histories_where(event, |r| r.playoff);
            rank(event, &hist, &playoffs, ranked, stage.as_deref())
        }
    };
    Standings {
        event: event.name.clone(),
        system: event.system,
        scoring: event.scoring.to_string(),
        rounds: event.rounds_paired(),
        tiebreaks: event.tiebreaks.clone(),
        annulled: seeds
            .iter()
            .filter(|&&p| hist[p].annulled)
            .map(|&p| event.name_of(p).to_string())
            .collect(),
        rows,
        groups,
    }
}

/// 11.3: the final's players first, ranked by the final's games; then the others by
/// their place in their group, players of the same group place sharing it (the rule
/// book does not rank across groups). Before the final, everyone by group place.
fn grouped_rows(event: &Event, g: &Grouping) -> (Vec<Standing>, Vec<GroupTable>) {
    let tables: Vec<GroupTable> = g
        .members
        .iter()
        .enumerate()
        .map(|(i, m)| GroupTable {
            group: Grouping::group_name(i),
            rows: group_rows(event, m)
                .into_iter()
                .map(|mut r| {
                    r.group = Some(Grouping::group_name(i));
                    r
                })
                .collect(),
        })
        .collect();
    let mut rows = Vec::new();
    if !g.finalists.is_empty() {
        let in_final = |r: &Round| r.stage == Some(grouped::FINAL);
        let hist = histories_where(event, |r| in_final(r) && !r.playoff);
        let playoffs = histories_where(event, |r| in_final(r) && r.playoff);
        // 20.3 in the final: a finalist who withdrew before playing half of it is
        // unranked (listed as annulled), as in any round robin.
        let ranked = g
            .finalists
            .iter()
            .copied()
            .filter(|&p| !hist[p].annulled)
            .collect();
        rows = rank(event, &hist, &playoffs, ranked, None);
        for r in &mut rows {
            r.group = g.group_of(r.id).map(Grouping::group_name);
        }
    }
    let finalists: HashSet<PlayerId> = g.finalists.iter().copied().collect();
    let last = tables
        .iter()
        .flat_map(|t| t.rows.iter().map(|r| r.rank))
        .max()
        .unwrap_or(0);
    for place in 1..=last {
        let same: Vec<Standing> = tables
            .iter()
            .flat_map(|t| t.rows.iter())
            .filter(|r| r.rank == place && !finalists.contains(&r.id))
            .cloned()
            .collect();
        let rank = rows.len() as u32 + 1;
        let shared = same.len() > 1;
        for mut r in same {
            r.rank = rank;
            r.shared = shared;
            rows.push(r);
        }
    }
    (rows, tables)
}

/// Splits `players` (kept in their order within a group) into groups of equal key,
/// best first.
pub(super) fn split(
    players: Vec<PlayerId>,
    key: impl Fn(PlayerId) -> f64,
    higher_first: bool,
) -> Vec<Vec<PlayerId>> {
    let mut sorted = players;
    sorted.sort_by(|&a, &b| {
        let o = key(a).total_cmp(&key(b));
        if higher_first { o.reverse() } else { o }
    });
    let mut out: Vec<Vec<PlayerId>> = Vec::new();
    for p in sorted {
        match out.last_mut() {
            Some(g) if key(g[0]) == key(p) => g.push(p),
            _ => out.push(vec![p]),
        }
    }
    out
}

/// Knockout: the stage each player reached; the winner of a finished event one more.
/// (A team knockout asks this of its event of the teams, `team_knockout.rs`.)
pub(super) fn knockout_stages(event: &Event, split: &dyn Split) -> Option<Vec<u32>> {
    if !event.system.is_elimination() {
        return None;
    }
    let mut reached = vec![0; event.players.len()];
    for r in &event.rounds {
        let Some(s) = r.stage else { continue };
        for g in &r.games {
            reached[g.red] = reached[g.red].max(s);
            reached[g.black] = reached[g.black].max(s);
        }
        for &p in &r.passes {
            reached[p] = reached[p].max(s);
        }
    }
    let left = if event.system == System::DoubleElimination {
        Some(double_elimination::alive(event, split))
    } else {
        knockout::survivors(event, split)
    };
    if let Some(left) = left
        && left.len() == 1
        && let Some(last) = event.rounds.last().and_then(|r| r.stage)
    {
        reached[left[0]] = last + 1;
    }
    Some(reached)
}
