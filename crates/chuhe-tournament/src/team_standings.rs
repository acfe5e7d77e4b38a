//! Team standings (14.2, 15.3–15.5, 21.4) and the team cross-table.
//!
//! - 14.2: a match won on game points (局分) scores 2 match points (场分), drawn 1, lost 0.
//!   A match won without play (every board forfeited, 21.4 "+") counts 2 as well; a
//!   Swiss team bye counts as such a match: 2 match points, and every board a won
//!   forfeit in the game points.
//! - 15.3 (round robin): match points, then 全队总局分, 全队胜局, 直胜, 全队犯规.
//! - 15.4 (Swiss): match points, then 团体对手分, 全队总局分, 全队胜场, 全队犯规.
//! - 15.5 (12.5, sum of players): the sum of the players' places in the individual
//!   standings, fewer first; then 最高个人名次, 次高个人名次, 全队犯规.
//! - Nothing separates: the place is shared ("名次并列"), unless play-off matches
//!   among the tied teams (15.6, `team_playoff.rs`) decide it.

use std::collections::HashSet;
use std::fmt;
use std::str::FromStr;

use serde::{Deserialize, Serialize};

use super::crosstable::{CrossTable, CrossTableRow};
use super::event::{Event, Round, System};
use super::grouped::{FINAL, GROUPS, Grouping};
use super::render::{csv, number_text, table};
use super::scoring::points_text;
use super::standings::{knockout_stages, split, standings};
use super::table_text::TableText;
use super::team::{TeamFormat, TeamId, Teams};
use super::team_entries::{entries, entries_where};
use super::team_knockout::TeamSplit;
use super::team_pairing::team_event;
use chuhe_core::lang::{Lang, NameKind, Render, UnknownName};

#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum TeamTieBreak {
    /// 全队总局分 (15.3, 15.4): the team's game points.
    GamePoints,
    /// 全队胜局 (15.3): games the team's players won (forfeits won included).
    GameWins,
    /// 直胜 (15.3): match points in the matches among the teams still tied.
    DirectEncounter,
    /// 全队犯规 (15.3–15.5): the players' fouls on the result sheets (10.1); fewer
    /// ranks higher.
    Fouls,
    /// 团体对手分 (15.4): the sum of the match points of the teams met.
    OpponentMatchPoints,
    /// 全队胜场 (15.4): matches won.
    MatchWins,
    /// 最高个人名次 (15.5): the team's best individual place; lower ranks higher.
    BestPlace,
    /// 次高个人名次 (15.5): its second-best individual place.
    SecondPlace,
}

impl TeamTieBreak {
    pub const ALL: [TeamTieBreak; 8] = [
        TeamTieBreak::GamePoints,
        TeamTieBreak::GameWins,
        TeamTieBreak::DirectEncounter,
        TeamTieBreak::Fouls,
        TeamTieBreak::OpponentMatchPoints,
        TeamTieBreak::MatchWins,
        TeamTieBreak::BestPlace,
        TeamTieBreak::SecondPlace,
    ];

    /// The article's order: 15.5 for 12.5, 15.4 for Swiss, 15.3 otherwise.
    pub fn defaults(format: TeamFormat, system: System) -> Vec<TeamTieBreak> {
        use TeamTieBreak::*;
        match (format, system) {
            (TeamFormat::SumOfPlayers, _) => vec![BestPlace, SecondPlace, Fouls],
            (_, System::Swiss) => vec![OpponentMatchPoints, GamePoints, MatchWins, Fouls],
            _ => vec![GamePoints, GameWins, DirectEncounter, Fouls],
        }
    }

    pub fn as_str(self) -> &'static str {
        match self {
            TeamTieBreak::GamePoints => "game-points",
            TeamTieBreak::GameWins => "game-wins",
            TeamTieBreak::DirectEncounter => "direct-encounter",
            TeamTieBreak::Fouls => "fouls",
            TeamTieBreak::OpponentMatchPoints => "opponent-match-points",
            TeamTieBreak::MatchWins => "match-wins",
            TeamTieBreak::BestPlace => "best-place",
            TeamTieBreak::SecondPlace => "second-place",
        }
    }

    pub fn higher_is_better(self) -> bool {
        !matches!(
            self,
            TeamTieBreak::Fouls | TeamTieBreak::BestPlace | TeamTieBreak::SecondPlace
        )
    }
}

impl fmt::Display for TeamTieBreak {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.as_str())
    }
}

impl FromStr for TeamTieBreak {
    type Err = UnknownName;
    fn from_str(s: &str) -> Result<TeamTieBreak, UnknownName> {
        let s = s.trim();
        TeamTieBreak::ALL
            .into_iter()
            .find(|t| t.as_str() == s || t.render(Lang::Zh) == s || t.render(Lang::En) == s)
            .ok_or_else(|| UnknownName::new(NameKind::TeamTieBreak, s))
    }
}

#[derive(Clone, Debug, PartialEq, Serialize)]
pub struct TeamTieBreakValue {
    pub name: TeamTieBreak,
    pub value: Option<f64>,
}

#[derive(Clone, Debug, PartialEq, Serialize)]
pub struct TeamStanding {
    pub rank: u32,
    pub shared: bool,
    pub team: String,
    #[serde(skip)]
    pub id: TeamId,
    /// Match points (14.2), or in 12.5 the sum of the players' places.
    pub score: f64,
    pub matches: u32,
    pub won: u32,
    pub drawn: u32,
    pub lost: u32,
    pub game_points: f64,
    pub tiebreaks: Vec<TeamTieBreakValue>,
    /// 15.6: match points in the play-off matches among the teams tied with this one.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub playoff: Option<f64>,
    /// A team knockout (11.1): the stage reached (the winner's is one past the last).
    #[serde(skip_serializing_if = "Option::is_none")]
    pub stage: Option<u32>,
    /// A grouped team event (11.3): the team's group.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub group: Option<String>,
}

#[derive(Clone, Debug, PartialEq, Serialize)]
pub struct TeamStandings {
    pub event: String,
    pub format: TeamFormat,
    pub rounds: u32,
    /// What `score` is: "match-points" (14.2) or "sum-of-places" (15.5).
    pub score: &'static str,
    pub tiebreaks: Vec<TeamTieBreak>,
    pub rows: Vec<TeamStanding>,
}

/// The standings of the teams; None when the event has no teams.
pub fn team_standings(event: &Event) -> Option<TeamStandings> {
    let teams = event.teams.as_ref()?;
    let mut st = standings_where(event, teams, |_| true);
    if let Some(g) = teams.grouping.as_ref().filter(|g| !g.members.is_empty()) {
        st.rows = grouped_rows(event, teams, g);
    }
    Some(st)
}

/// A grouped team event (11.3): before the final, each group's table in turn (places
/// counted in the group); once the final is drawn, the finalists by the final, then
/// the other teams by their group results (chuhe's order: the book gives none).
fn grouped_rows(event: &Event, teams: &Teams, g: &Grouping) -> Vec<TeamStanding> {
    let name = |t: TeamId| g.group_of(t).map(Grouping::group_name);
    let named = |mut rows: Vec<TeamStanding>| {
        for r in &mut rows {
            r.group = name(r.id);
        }
        rows
    };
    if g.finalists.is_empty() {
        return g
            .members
            .iter()
            .flat_map(|m| named(team_rows_among(event, teams, m, GROUPS, 0)))
            .collect();
    }
    let mut rows = named(team_rows_among(event, teams, &g.finalists, FINAL, 0));
    let others: Vec<TeamId> = (0..teams.list.len())
        .filter(|t| !g.finalists.contains(t))
        .collect();
    let below = rows.len() as u32;
    rows.extend(named(team_rows_among(event, teams, &others, GROUPS, below)));
    rows
}

/// The standings among `members` in the regular rounds of `stage` (with the play-offs
/// among them, 15.6), ranked among themselves from `offset` + 1: a group's table or the
/// final's (11.3).
pub(super) fn team_rows_among(
    event: &Event,
    teams: &Teams,
    members: &[TeamId],
    stage: u32,
    offset: u32,
) -> Vec<TeamStanding> {
    let rows: Vec<TeamStanding> = standings_where(event, teams, |r| r.stage == Some(stage))
        .rows
        .into_iter()
        .filter(|r| members.contains(&r.id))
        .collect();
    let mut ranks = Vec::new();
    for (i, r) in rows.iter().enumerate() {
        let same = i > 0 && rows[i - 1].rank == r.rank;
        ranks.push(if same {
            ranks[i - 1]
        } else {
            offset + i as u32 + 1
        });
    }
    rows.into_iter()
        .enumerate()
        .map(|(i, mut r)| {
            r.rank = ranks[i];
            r.shared = ranks.iter().filter(|&&x| x == ranks[i]).count() > 1;
            r
        })
        .collect()
}

/// The standings over the regular rounds `keep` accepts (and every play-off round).
fn standings_where(event: &Event, teams: &Teams, keep: impl Fn(&Round) -> bool) -> TeamStandings {
    let n = teams.list.len();
    let tiebreaks = teams.tiebreaks.clone();
    let mut values = vec![vec![None; tiebreaks.len()]; n];
    let mut rows_data: Vec<(f64, u32, u32, u32, u32, f64)> = vec![(0.0, 0, 0, 0, 0, 0.0); n];
    let primary: Vec<f64>;
    let higher_first;
    let all = entries_where(event, teams, |r| !r.playoff && keep(r));
    if teams.format == TeamFormat::SumOfPlayers {
        // 15.5: places from the individual standings.
        let st = standings(event);
        let unplaced = st.rows.len() as f64 + 1.0;
        let place = |p| {
            st.rows
                .iter()
                .find(|r| r.id == p)
                .map_or(unplaced, |r| f64::from(r.rank))
        };
        let fouls_of = |p| -> f64 {
            event
                .rounds
                .iter()
                .flat_map(|r| &r.games)
                .map(|g| {
                    if g.red == p {
                        f64::from(g.fouls[0])
                    } else if g.black == p {
                        f64::from(g.fouls[1])
                    } else {
                        0.0
                    }
                })
                .sum()
        };
        let mut sums = Vec::new();
        for (t, team) in teams.list.iter().enumerate() {
            let mut places: Vec<f64> = team.members.iter().map(|&p| place(p)).collect();
            places.sort_by(f64::total_cmp);
            sums.push(places.iter().sum());
            let points: f64 = team
                .members
                .iter()
                .filter_map(|&p| st.rows.iter().find(|r| r.id == p))
                .map(|r| r.points)
                .sum();
            rows_data[t].5 = points;
            for (k, tb) in tiebreaks.iter().enumerate() {
                values[t][k] = match tb {
                    TeamTieBreak::BestPlace => places.first().copied(),
                    TeamTieBreak::SecondPlace => places.get(1).copied(),
                    TeamTieBreak::Fouls => Some(team.members.iter().map(|&p| fouls_of(p)).sum()),
                    _ => None,
                };
            }
        }
        primary = sums;
        higher_first = false;
    } else {
        let mp: Vec<f64> = all
            .iter()
            .map(|e| e.iter().map(|x| x.match_points).sum())
            .collect();
        for (t, e) in all.iter().enumerate() {
            let count = |v: f64| e.iter().filter(|x| x.match_points == v).count() as u32;
            rows_data[t] = (
                mp[t],
                e.len() as u32,
                count(2.0),
                count(1.0),
                count(0.0),
                e.iter().map(|x| x.game_points).sum(),
            );
            for (k, tb) in tiebreaks.iter().enumerate() {
                values[t][k] = match tb {
                    TeamTieBreak::GamePoints => Some(rows_data[t].5),
                    TeamTieBreak::GameWins => Some(e.iter().map(|x| f64::from(x.game_wins)).sum()),
                    TeamTieBreak::Fouls => Some(e.iter().map(|x| f64::from(x.fouls)).sum()),
                    TeamTieBreak::OpponentMatchPoints => {
                        Some(e.iter().filter_map(|x| x.opponent).map(|o| mp[o]).sum())
                    }
                    TeamTieBreak::MatchWins => Some(f64::from(rows_data[t].2)),
                    _ => None,
                };
            }
        }
        primary = mp;
        higher_first = true;
    }
    // A knockout (11.1, `team_knockout.rs`) ranks by the stage reached first.
    let reached = stages_reached(event, teams);
    let mut groups = match &reached {
        Some(stage) => split((0..n).collect(), |t| f64::from(stage[t]), true)
            .into_iter()
            .flat_map(|g| split(g, |t| primary[t], higher_first))
            .collect(),
        None => split((0..n).collect(), |t| primary[t], higher_first),
    };
    for (k, &tb) in tiebreaks.iter().enumerate() {
        let mut next = Vec::new();
        for g in groups {
            if g.len() == 1 {
                next.push(g);
                continue;
            }
            if tb == TeamTieBreak::DirectEncounter {
                let set: HashSet<TeamId> = g.iter().copied().collect();
                for &t in &g {
                    values[t][k] = Some(
                        all[t]
                            .iter()
                            .filter(|x| x.opponent.is_some_and(|o| set.contains(&o)))
                            .map(|x| x.match_points)
                            .sum(),
                    );
                }
            }
            let vals = values.clone();
            next.extend(split(
                g,
                |t| vals[t][k].unwrap_or(f64::INFINITY),
                tb.higher_is_better(),
            ));
        }
        groups = next;
    }
    // 15.6: the play-off matches decide what the tie-breaks left shared (match points
    // won in them among the tied teams; `team_playoff.rs`).
    let playoffs = entries_where(event, teams, |r| r.playoff);
    let mut playoff = vec![None; n];
    let mut next = Vec::new();
    for g in groups {
        let set: HashSet<TeamId> = g.iter().copied().collect();
        let among = |t: TeamId| {
            playoffs[t]
                .iter()
                .filter(|x| x.opponent.is_some_and(|o| set.contains(&o)))
                .map(|x| x.match_points)
                .collect::<Vec<_>>()
        };
        if g.len() < 2 || g.iter().all(|&t| among(t).is_empty()) {
            next.push(g);
            continue;
        }
        for &t in &g {
            playoff[t] = Some(among(t).iter().sum());
        }
        next.extend(split(g, |t| playoff[t].unwrap_or(0.0), true));
    }
    let mut rows = Vec::new();
    for g in next {
        let rank = rows.len() as u32 + 1;
        for &t in &g {
            let d = rows_data[t];
            rows.push(TeamStanding {
                rank,
                shared: g.len() > 1,
                team: teams.list[t].name.clone(),
                id: t,
                score: primary[t],
                matches: d.1,
                won: d.2,
                drawn: d.3,
                lost: d.4,
                game_points: d.5,
                tiebreaks: tiebreaks
                    .iter()
                    .enumerate()
                    .map(|(k, &name)| TeamTieBreakValue {
                        name,
                        value: values[t][k],
                    })
                    .collect(),
                playoff: playoff[t],
                stage: reached.as_ref().map(|s| s[t]),
                group: None,
            });
        }
    }
    TeamStandings {
        event: event.name.clone(),
        format: teams.format,
        rounds: event.rounds_paired(),
        score: if teams.format == TeamFormat::SumOfPlayers {
            "sum-of-places"
        } else {
            "match-points"
        },
        tiebreaks,
        rows,
    }
}

/// A team knockout: the stage each team reached (the winner one past the last), from
/// the event of the teams; None for any other event.
fn stages_reached(event: &Event, teams: &Teams) -> Option<Vec<u32>> {
    if !event.system.is_elimination() || !teams.has_matches() {
        return None;
    }
    let shadow = team_event(event, teams);
    knockout_stages(&shadow, &TeamSplit::new(event, teams))
}

/// The team cross-table: a round robin as a square of game points (14.2), any other
/// system by round (the opponent's place, h or a for home or away, the game points).
pub fn team_crosstable(event: &Event) -> Option<CrossTable> {
    let teams = event.teams.as_ref().filter(|t| t.has_matches())?;
    let st = team_standings(event)?;
    let all = entries(event, teams);
    let order: Vec<TeamId> = st.rows.iter().map(|r| r.id).collect();
    let square = event.system.is_round_robin();
    let rounds = event.rounds_paired();
    let columns = if square {
        (1..=order.len()).map(|i| i.to_string()).collect()
    } else {
        (1..=rounds).map(|r| format!("R{r}")).collect()
    };
    let rows = st
        .rows
        .iter()
        .map(|row| {
            let e = &all[row.id];
            let cells = if square {
                order
                    .iter()
                    .map(|&o| {
                        if o == row.id {
                            return "×".to_string();
                        }
                        e.iter()
                            .filter(|x| x.opponent == Some(o))
                            .map(|x| points_text(x.game_points))
                            .collect::<Vec<_>>()
                            .join(" ")
                    })
                    .collect()
            } else {
                (1..=rounds)
                    .map(|r| match e.iter().find(|x| x.round == r) {
                        None => String::new(),
                        Some(x) => match x.opponent {
                            None => format!("bye+{}", points_text(x.game_points)),
                            Some(o) => format!(
                                "{}{}{}",
                                order.iter().position(|&q| q == o).map_or(0, |i| i + 1),
                                if x.home { "h" } else { "a" },
                                points_text(x.game_points)
                            ),
                        },
                    })
                    .collect()
            };
            CrossTableRow {
                rank: row.rank,
                shared: row.shared,
                player: row.team.clone(),
                cells,
                points: row.score,
            }
        })
        .collect();
    Some(CrossTable {
        event: event.name.clone(),
        columns,
        square,
        rows,
    })
}

/// The team standings as CSV (tie-breaks by their kebab-case names).
pub fn team_standings_csv(st: &TeamStandings) -> String {
    let mut rows = team_rows(st, None);
    for r in rows.iter_mut().skip(1) {
        // Ranks and points as numbers: "1", not "1=" or "1½".
        r[0] = r[0].trim_end_matches('=').to_string();
    }
    for (row, s) in rows.iter_mut().skip(1).zip(&st.rows) {
        let last = row.len() - st.tiebreaks.len() - 1;
        row[last] = number_text(s.game_points);
    }
    csv(&rows)
}

/// The team standings as aligned text, its words in `lang`.
pub fn team_standings_text(st: &TeamStandings, lang: Lang) -> String {
    format!(
        "{}\n{}",
        TableText::TeamStandingsTitle {
            event: st.event.clone(),
            rounds: st.rounds,
            format: st.format,
        }
        .render(lang),
        table(&team_rows(st, Some(lang)), 2)
    )
}

/// The rows, with the column names in `lang`, or (`None`) CSV's fixed English keys.
fn team_rows(st: &TeamStandings, lang: Option<Lang>) -> Vec<Vec<String>> {
    let text = lang.is_some();
    let sum = st.score == "sum-of-places";
    let mut words = vec![TableText::Rank, TableText::Team];
    let mut keys = vec!["rank", "team"];
    if sum {
        words.push(TableText::Places);
        keys.push("places");
    } else {
        words.extend([
            TableText::MatchPoints,
            TableText::Matches,
            TableText::Won,
            TableText::Drawn,
            TableText::Lost,
        ]);
        keys.extend(["match points", "matches", "W", "D", "L"]);
    }
    words.push(TableText::GamePoints);
    keys.push("game points");
    let mut head: Vec<String> = match lang {
        Some(lang) => words.iter().map(|w| w.render(lang)).collect(),
        None => keys.iter().map(|k| k.to_string()).collect(),
    };
    head.extend(st.tiebreaks.iter().map(|t| match lang {
        Some(lang) => t.render(lang),
        None => t.as_str().to_string(),
    }));
    let mut rows = vec![head];
    for r in &st.rows {
        let mut row = vec![
            if r.shared {
                format!("{}=", r.rank)
            } else {
                r.rank.to_string()
            },
            r.team.clone(),
            number_text(r.score),
        ];
        if !sum {
            row.extend([r.matches, r.won, r.drawn, r.lost].map(|v| v.to_string()));
        }
        row.push(points_text(r.game_points));
        row.extend(r.tiebreaks.iter().map(|t| {
            t.value
                .map_or(if text { "-" } else { "" }.into(), number_text)
        }));
        rows.push(row);
    }
    rows
}
