//! The team cross-table (团体成绩表) of a team-match event (12.1–12.4) in its own
//! shape: each cell is a match, with both sides' game points (局分) and the match
//! points (场分, 14.2) it gave; the table ends with the team's match points and game
//! points. A round robin is a square (one cell a pair of teams, two in a double round
//! robin); any other system goes by round (the opponent's line, home or away). A Swiss
//! team bye is a match won without play (21.4). Text takes its labels from the
//! catalogue; CSV (stable English heads) and JSON (serde) are for other programs.

use serde::Serialize;

use super::event::Event;
use super::render::{csv, number_text, table};
use super::scoring::points_text;
use super::team::{TeamFormat, TeamId};
use super::team_entries::{TeamEntry, entries};
use super::team_standings::team_standings;
use chuhe_core::lang::{Lang, Render};

/// The words of the team cross-table, rendered by the catalogue.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum TeamTableLabel {
    Title,
    /// The line number the columns refer to.
    Line,
    Rank,
    Team,
    MatchPoints,
    GamePoints,
    Bye,
    /// The team written first in the pairing (Red on the odd boards, 13.2).
    Home,
    Away,
}

impl TeamTableLabel {
    pub const ALL: [TeamTableLabel; 9] = [
        TeamTableLabel::Title,
        TeamTableLabel::Line,
        TeamTableLabel::Rank,
        TeamTableLabel::Team,
        TeamTableLabel::MatchPoints,
        TeamTableLabel::GamePoints,
        TeamTableLabel::Bye,
        TeamTableLabel::Home,
        TeamTableLabel::Away,
    ];
}

/// One match as a team of the row played it.
#[derive(Clone, Debug, PartialEq, Serialize)]
pub struct TeamMatchCell {
    pub round: u32,
    /// None for a Swiss team bye.
    pub opponent: Option<String>,
    /// The opponent's line in this table (1 = first).
    pub opponent_line: Option<u32>,
    /// Written first in the pairing.
    pub home: bool,
    /// The row team's game points in the match.
    pub game_points: f64,
    /// The opponent's (None for a bye).
    pub opponent_game_points: Option<f64>,
    /// 2, 1 or 0 (14.2, 21.4).
    pub match_points: f64,
}

#[derive(Clone, Debug, PartialEq, Serialize)]
pub struct TeamCrossRow {
    /// The row's number, which the columns of a square table refer to.
    pub line: u32,
    pub rank: u32,
    pub shared: bool,
    pub team: String,
    /// Square: the matches against each line's team (none on the team's own line);
    /// by round: the round's match, if any.
    pub cells: Vec<Vec<TeamMatchCell>>,
    pub match_points: f64,
    pub game_points: f64,
}

#[derive(Clone, Debug, PartialEq, Serialize)]
pub struct TeamCrossTable {
    pub event: String,
    pub format: TeamFormat,
    pub square: bool,
    /// Column heads: line numbers (square) or `R1`, `R2`, ….
    pub columns: Vec<String>,
    pub rows: Vec<TeamCrossRow>,
}

impl TeamCrossTable {
    /// The cross-table of the teams in standings order; None without team matches
    /// (12.5 has none: its table is the players').
    pub fn of(event: &Event) -> Option<TeamCrossTable> {
        let teams = event.teams.as_ref().filter(|t| t.has_matches())?;
        let st = team_standings(event)?;
        let all = entries(event, teams);
        let order: Vec<TeamId> = st.rows.iter().map(|r| r.id).collect();
        let line = |t: TeamId| order.iter().position(|&q| q == t).map(|i| i as u32 + 1);
        let square = event.system.is_round_robin();
        let rounds = event
            .rounds
            .iter()
            .filter(|r| !r.playoff)
            .map(|r| r.number)
            .collect::<Vec<_>>();
        let columns = if square {
            (1..=order.len()).map(|i| i.to_string()).collect()
        } else {
            rounds.iter().map(|r| format!("R{r}")).collect()
        };
        let cell = |team: TeamId, x: &TeamEntry| TeamMatchCell {
            round: x.round,
            opponent: x.opponent.map(|o| teams.list[o].name.clone()),
            opponent_line: x.opponent.and_then(line),
            home: x.home,
            game_points: x.game_points,
            opponent_game_points: x.opponent.and_then(|o| {
                all[o]
                    .iter()
                    .find(|y| y.round == x.round && y.opponent == Some(team))
                    .map(|y| y.game_points)
            }),
            match_points: x.match_points,
        };
        let rows = st
            .rows
            .iter()
            .enumerate()
            .map(|(i, row)| {
                let mine = &all[row.id];
                let cells = if square {
                    order
                        .iter()
                        .map(|&o| {
                            mine.iter()
                                .filter(|x| o != row.id && x.opponent == Some(o))
                                .map(|x| cell(row.id, x))
                                .collect()
                        })
                        .collect()
                } else {
                    rounds
                        .iter()
                        .map(|&r| {
                            mine.iter()
                                .filter(|x| x.round == r)
                                .map(|x| cell(row.id, x))
                                .collect()
                        })
                        .collect()
                };
                TeamCrossRow {
                    line: i as u32 + 1,
                    rank: row.rank,
                    shared: row.shared,
                    team: row.team.clone(),
                    cells,
                    match_points: row.score,
                    game_points: row.game_points,
                }
            })
            .collect();
        Some(TeamCrossTable {
            event: event.name.clone(),
            format: teams.format,
            square,
            columns,
            rows,
        })
    }
}

/// How a table is written: the words and the numbers of text, or of CSV.
struct Style {
    lang: Option<Lang>,
}

impl Style {
    fn label(&self, l: TeamTableLabel, csv: &'static str) -> String {
        match self.lang {
            Some(lang) => l.render(lang),
            None => csv.to_string(),
        }
    }

    fn number(&self, v: f64) -> String {
        match self.lang {
            Some(_) => points_text(v),
            None => number_text(v),
        }
    }

    /// A square cell: the row team's game points; a by-round cell: the opponent's
    /// line, h or a, and the game points (a bye: "bye+" and the game points).
    fn cell(&self, square: bool, c: &TeamMatchCell) -> String {
        let gp = self.number(c.game_points);
        if square {
            return gp;
        }
        match c.opponent_line {
            None => format!("{}+{gp}", self.label(TeamTableLabel::Bye, "bye")),
            Some(n) => {
                let side = if c.home {
                    self.label(TeamTableLabel::Home, "h")
                } else {
                    self.label(TeamTableLabel::Away, "a")
                };
                format!("{n}{side}{gp}")
            }
        }
    }

    fn rows(&self, ct: &TeamCrossTable) -> Vec<Vec<String>> {
        let mut head = vec![
            self.label(TeamTableLabel::Line, "no"),
            self.label(TeamTableLabel::Rank, "rank"),
            self.label(TeamTableLabel::Team, "team"),
        ];
        head.extend(ct.columns.iter().cloned());
        head.push(self.label(TeamTableLabel::MatchPoints, "match-points"));
        head.push(self.label(TeamTableLabel::GamePoints, "game-points"));
        let mut rows = vec![head];
        for r in &ct.rows {
            let rank = if r.shared && self.lang.is_some() {
                format!("{}=", r.rank)
            } else {
                r.rank.to_string()
            };
            let mut row = vec![r.line.to_string(), rank, r.team.clone()];
            for (j, cells) in r.cells.iter().enumerate() {
                if ct.square && j + 1 == r.line as usize {
                    row.push("×".into());
                    continue;
                }
                let texts: Vec<String> = cells.iter().map(|c| self.cell(ct.square, c)).collect();
                row.push(texts.join(" "));
            }
            row.push(number_text(r.match_points));
            row.push(self.number(r.game_points));
            rows.push(row);
        }
        rows
    }
}

/// The team cross-table as aligned text, its words in `lang`.
pub fn team_crosstable_text(ct: &TeamCrossTable, lang: Lang) -> String {
    let style = Style { lang: Some(lang) };
    format!(
        "{} — {}\n{}",
        ct.event,
        TeamTableLabel::Title.render(lang),
        table(&style.rows(ct), 3)
    )
}

/// The team cross-table as CSV: `no,rank,team,<columns>,match-points,game-points`,
/// numbers as decimals ("1.5").
pub fn team_crosstable_csv(ct: &TeamCrossTable) -> String {
    csv(&Style { lang: None }.rows(ct))
}
