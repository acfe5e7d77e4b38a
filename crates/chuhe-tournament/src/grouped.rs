//! 分组循环制 (11.3): "根据棋手（队）的等级分或比赛成绩排定“种子”分成若干组循环初赛，
//! 从各组选出一定人（队）数进行决赛". The article says seeds, groups, a round robin in each
//! group, and a final of a number chosen from each group; it does not say how the
//! seeds are spread over the groups. chuhe deals them serpentine (snake) fashion —
//! seeds 1…G into groups 1…G, seeds G+1…2G back into groups G…1, and so on — so that
//! the groups' seed totals are as even as a deal can make them.
//!
//! Stage 1 is the groups, played side by side: round r holds round r of every group's
//! Berger table (13.1); an odd group's free player rests. Stage 2 is the final, a round
//! robin of the top `advance` of each group in the order 1st of A, 1st of B, …, 2nd of
//! A, …. A tie across the cut (players sharing the last place that goes through) must
//! be broken by play-off games (15.6) before the final is paired.
//!
//! A withdrawal (20.3) is judged in each round robin apart — the player's group, or the
//! final — against that table's games (`history.rs`); a player who withdrew does not go
//! through to the final.

use std::fmt;
use std::str::FromStr;

use serde::{Deserialize, Serialize};

use super::berger::berger_table;
use super::error::TournamentError;
use super::event::{Event, PlayerId, Round};
use super::pairing::seed_order;
use super::round_robin::push_table_round;
use super::{Invalid, Refusal};
use chuhe_core::lang::{NameKind, UnknownName};

/// What the seeds are ranked by (11.3: "等级分或比赛成绩").
#[derive(Copy, Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum Seeding {
    /// 等级分: highest rating first, unrated last (as 12.1 orders boards).
    #[default]
    Rating,
    /// 比赛成绩: the order the players were registered in, which the arbiter gives
    /// from their earlier results (best first).
    Results,
}

impl fmt::Display for Seeding {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(match self {
            Seeding::Rating => "rating",
            Seeding::Results => "results",
        })
    }
}

impl FromStr for Seeding {
    type Err = UnknownName;
    fn from_str(s: &str) -> Result<Seeding, UnknownName> {
        match s.trim() {
            "rating" => Ok(Seeding::Rating),
            "results" => Ok(Seeding::Results),
            other => Err(UnknownName::new(NameKind::Seeding, other)),
        }
    }
}

#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Grouping {
    pub groups: u32,
    /// Players of each group who go through to the final.
    pub advance: u32,
    #[serde(default)]
    pub seeding: Seeding,
    /// Each group's players in table order, dealt when round 1 is paired.
    #[serde(default)]
    pub members: Vec<Vec<PlayerId>>,
    /// The final's players in table order, once the groups are over.
    #[serde(default)]
    pub finalists: Vec<PlayerId>,
}

/// Stage numbers of [`Round::stage`].
pub const GROUPS: u32 = 1;
pub const FINAL: u32 = 2;

impl Grouping {
    pub fn new(groups: u32, advance: u32, seeding: Seeding) -> Grouping {
        Grouping {
            groups,
            advance,
            seeding,
            members: Vec::new(),
            finalists: Vec::new(),
        }
    }

    /// At least two groups, each of at least two players, and fewer going through
    /// than a group holds.
    pub fn check(&self, players: usize) -> Result<(), TournamentError> {
        if self.groups < 2 {
            return Err(TournamentError::Invalid(Invalid::TooFewGroups(self.groups)));
        }
        if self.advance < 1 {
            return Err(TournamentError::Invalid(Invalid::NoAdvance));
        }
        let smallest = players / self.groups as usize;
        if players > 0 && smallest < 2 {
            return Err(TournamentError::Invalid(Invalid::GroupsTooMany {
                players,
                groups: self.groups,
            }));
        }
        if players > 0 && self.advance as usize > smallest {
            return Err(TournamentError::Invalid(Invalid::AdvanceTooMany {
                advance: self.advance,
                smallest,
            }));
        }
        Ok(())
    }

    /// The group's letter: A, B, … (then A2, B2 … past Z).
    pub fn group_name(index: usize) -> String {
        let letter = char::from(b'A' + (index % 26) as u8);
        match index / 26 {
            0 => letter.to_string(),
            k => format!("{letter}{}", k + 1),
        }
    }

    /// The group `player` was dealt into.
    pub fn group_of(&self, player: PlayerId) -> Option<usize> {
        self.members.iter().position(|m| m.contains(&player))
    }

    /// Rounds of the group stage: the longest group's table.
    pub fn group_rounds(&self) -> u32 {
        self.members
            .iter()
            .map(|m| berger_table(m.len()).len() as u32)
            .max()
            .unwrap_or(0)
    }
}

/// Deals `seeds` (best first) into `groups` groups, serpentine.
pub fn snake(seeds: &[PlayerId], groups: usize) -> Vec<Vec<PlayerId>> {
    let mut out = vec![Vec::new(); groups];
    for (i, &p) in seeds.iter().enumerate() {
        let (row, col) = (i / groups, i % groups);
        let g = if row % 2 == 0 { col } else { groups - 1 - col };
        out[g].push(p);
    }
    out
}

/// Regular (not play-off) rounds already paired in `stage`.
pub(super) fn paired_in(event: &Event, stage: u32) -> usize {
    event
        .rounds
        .iter()
        .filter(|r| !r.playoff && r.stage == Some(stage))
        .count()
}

/// The next round: a group round, or (the groups over) the final's.
pub fn next_round(event: &mut Event) -> Result<Round, TournamentError> {
    let Some(mut grouping) = event.grouping.clone() else {
        return Err(TournamentError::Invalid(Invalid::NoGroups));
    };
    let number = event.rounds_paired() + 1;
    if grouping.members.is_empty() {
        let active = event.active_players();
        grouping.check(active.len())?;
        let seeds: Vec<PlayerId> = match grouping.seeding {
            Seeding::Rating => seed_order(event),
            Seeding::Results => (0..event.players.len()).collect(),
        }
        .into_iter()
        .filter(|p| active.contains(p))
        .collect();
        grouping.members = snake(&seeds, grouping.groups as usize);
    }
    let done = paired_in(event, GROUPS);
    let mut round = Round {
        number,
        ..Round::default()
    };
    if done < grouping.group_rounds() as usize {
        round.stage = Some(GROUPS);
        for members in &grouping.members {
            let table = berger_table(members.len());
            if let Some(pairs) = table.get(done) {
                let rests = push_table_round(event, &mut round, members, pairs, false);
                round.rests.extend(rests);
            }
        }
        event.grouping = Some(grouping);
        return Ok(round);
    }
    if grouping.finalists.is_empty() {
        grouping.finalists = finalists(event, &grouping)?;
    }
    let table = berger_table(grouping.finalists.len());
    let done = paired_in(event, FINAL);
    let Some(pairs) = table.get(done) else {
        return Err(TournamentError::Refused(Refusal::GroupsAllPaired(
            grouping.group_rounds() as usize + table.len(),
        )));
    };
    round.stage = Some(FINAL);
    round.rests = push_table_round(event, &mut round, &grouping.finalists, pairs, false);
    event.grouping = Some(grouping);
    Ok(round)
}

/// One place of a group's standings, as the cut to the final sees it (a player, or
/// a team in a grouped team event, `team_grouped.rs`).
pub(super) struct Placed {
    pub id: usize,
    pub rank: u32,
    pub name: String,
}

/// The top `advance` of each group, by the group's standings; refused while a tie
/// crosses the cut (15.6: a place that matters is not shared).
fn finalists(event: &Event, grouping: &Grouping) -> Result<Vec<PlayerId>, TournamentError> {
    pick_finalists(grouping, |members| {
        // A player who withdrew (20) does not go through: the next of the group does.
        super::standings::group_rows(event, members)
            .into_iter()
            .filter(|r| !r.withdrawn)
            .map(|r| Placed {
                id: r.id,
                rank: r.rank,
                name: r.player,
            })
            .collect()
    })
}

/// The finalists from each group's standings (`rows_of`, best first), in the order
/// 1st of A, 1st of B, …, 2nd of A, ….
pub(super) fn pick_finalists(
    grouping: &Grouping,
    rows_of: impl Fn(&[usize]) -> Vec<Placed>,
) -> Result<Vec<usize>, TournamentError> {
    let advance = grouping.advance as usize;
    let mut by_group = Vec::new();
    for (g, members) in grouping.members.iter().enumerate() {
        let rows = rows_of(members);
        if let (Some(last_in), Some(first_out)) = (rows.get(advance - 1), rows.get(advance))
            && last_in.rank == first_out.rank
        {
            return Err(TournamentError::Refused(Refusal::GroupTie {
                group: Grouping::group_name(g),
                tied: rows
                    .iter()
                    .filter(|r| r.rank == last_in.rank)
                    .map(|r| r.name.clone())
                    .collect(),
                place: last_in.rank,
                advance,
            }));
        }
        by_group.push(rows.iter().take(advance).map(|r| r.id).collect::<Vec<_>>());
    }
    Ok((0..advance)
        .flat_map(|place| by_group.iter().filter_map(move |g| g.get(place).copied()))
        .collect())
}
