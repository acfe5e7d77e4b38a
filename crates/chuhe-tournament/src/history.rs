//! What each player did, round by round: the one view of the rounds that pairing,
//! tie-breaks and the cross-table all read. Games annulled by a withdrawal (20.3) are
//! left out here, so nothing downstream can count them.

use std::collections::HashSet;

use super::event::{Event, PlayerId, Round, System};
use super::grouped;
use super::result::Score;
use chuhe_core::rules::Color;

#[derive(Copy, Clone, Debug, PartialEq)]
pub struct Entry {
    pub round: u32,
    pub board: Option<u32>,
    /// None for a bye.
    pub opponent: Option<PlayerId>,
    pub colour: Option<Color>,
    /// None while the game is unfinished.
    pub score: Option<Score>,
    /// Decided without play (21.4), a bye included.
    pub unplayed: bool,
    pub bye: bool,
    pub fouls: u32,
}

#[derive(Clone, Debug, Default, PartialEq)]
pub struct PlayerHistory {
    pub entries: Vec<Entry>,
    /// Results annulled (20.3: withdrew having played fewer than half the games) in a
    /// stage of the rounds this history covers.
    pub annulled: bool,
}

impl PlayerHistory {
    /// Points under `event`'s scoring (a Swiss bye counts as a win, 21.4; a round-robin
    /// bye scores nothing).
    pub fn points(&self, event: &Event) -> f64 {
        self.entries.iter().map(|e| entry_points(event, e)).sum()
    }

    pub fn points_after(&self, event: &Event, round: u32) -> f64 {
        self.entries
            .iter()
            .filter(|e| e.round <= round)
            .map(|e| entry_points(event, e))
            .sum()
    }
}

pub fn entry_points(event: &Event, e: &Entry) -> f64 {
    match e.score {
        Some(s) => event.scoring.points(s),
        None => 0.0,
    }
}

/// Results annulled by 20.3, as (stage, player): withdrawn from a round robin having
/// played fewer than half of their scheduled games ("凡已赛对手不足半数者则所有已赛结果
/// 一概注销"). A plain round robin is one stage (`None`). A grouped round robin (11.3) is
/// a round robin in each group and another in the final, so 20.3 is applied to each on
/// its own: a player's group is its table, and the final the finalists'.
pub fn annulled_players(event: &Event) -> HashSet<(Option<u32>, PlayerId)> {
    let mut out = HashSet::new();
    let played_in = |id: PlayerId, stage: Option<u32>| {
        event
            .rounds
            .iter()
            .filter(|r| !r.playoff && r.stage == stage)
            .flat_map(|r| &r.games)
            .filter(|g| (g.red == id || g.black == id) && g.result.is_some() && !g.by_withdrawal)
            .count()
    };
    let withdrawn = event
        .players
        .iter()
        .enumerate()
        .filter(|(_, p)| p.withdrawn_after.is_some())
        .map(|(id, _)| id);
    if let Some(g) = event.grouping.as_ref().filter(|g| !g.members.is_empty()) {
        for id in withdrawn {
            if let Some(members) = g.group_of(id).map(|i| &g.members[i])
                && played_in(id, Some(grouped::GROUPS)) * 2 < members.len().saturating_sub(1)
            {
                out.insert((Some(grouped::GROUPS), id));
            }
            if g.finalists.contains(&id)
                && played_in(id, Some(grouped::FINAL)) * 2 < g.finalists.len().saturating_sub(1)
            {
                out.insert((Some(grouped::FINAL), id));
            }
        }
        return out;
    }
    if !event.system.is_round_robin() || event.table_order.is_empty() {
        return out;
    }
    let cycles = if event.system == System::DoubleRoundRobin {
        2
    } else {
        1
    };
    let scheduled = (event.table_order.len() - 1) * cycles;
    for id in withdrawn {
        if played_in(id, None) * 2 < scheduled {
            out.insert((None, id));
        }
    }
    out
}

/// Every player's history, indexed by [`PlayerId`], play-off games (15.6) left out.
pub fn histories(event: &Event) -> Vec<PlayerHistory> {
    histories_where(event, |r| !r.playoff)
}

/// Every player's history in the rounds `keep` accepts.
pub fn histories_where(event: &Event, keep: impl Fn(&Round) -> bool) -> Vec<PlayerHistory> {
    let annulled = annulled_players(event);
    let mut out = vec![PlayerHistory::default(); event.players.len()];
    for round in event.rounds.iter().filter(|r| keep(r)) {
        // 20.3 strikes out a player's results in the stage they withdrew from.
        let struck = |p: PlayerId| annulled.contains(&(round.stage, p));
        for &(stage, p) in &annulled {
            if stage == round.stage {
                out[p].annulled = true;
            }
        }
        for g in &round.games {
            if struck(g.red) || struck(g.black) {
                continue;
            }
            let scores = g.result.map(|r| r.scores());
            let unplayed = g.result.is_some_and(|r| r.is_forfeit());
            for (me, other, colour) in
                [(g.red, g.black, Color::Red), (g.black, g.red, Color::Black)]
            {
                out[me].entries.push(Entry {
                    round: round.number,
                    board: Some(g.board),
                    opponent: Some(other),
                    colour: Some(colour),
                    score: scores.map(|(r, b)| if colour == Color::Red { r } else { b }),
                    unplayed,
                    bye: false,
                    fouls: g.fouls[colour as usize],
                });
            }
        }
        if let Some(b) = round.bye {
            // 21.4: a Swiss bye is a win without play; a round-robin bye is a free round.
            let score = (event.system == System::Swiss).then_some(Score::Win);
            out[b].entries.push(Entry {
                round: round.number,
                board: None,
                opponent: None,
                colour: None,
                score,
                unplayed: true,
                bye: true,
                fouls: 0,
            });
        }
    }
    out
}
