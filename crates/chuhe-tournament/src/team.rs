//! Team events (12): the teams, their rosters in board order, the team matches of a
//! round and the line-ups each team puts out.
//!
//! - 12.1 分台定人制: the boards follow the registered order, which goes by rating
//!   ("等级分高者台次应列前。无等级分者排在有等级分棋手的后面"); a roster is exactly the
//!   boards, with no substitutes.
//! - 12.2 分台换人制: substitutes are registered after the boards; a line-up is any
//!   choice of players that keeps the roster's order ("台次顺序不能前后颠倒").
//! - 12.3 临时定台制: each team sets its board order before each match, any order.
//! - 12.4 全队轮赛制: every player of one team plays every player of the other; the
//!   B × B games are numbered sitting by sitting (sitting s: home board i against
//!   away board i + s − 1, wrapping).
//! - 12.5 队员总分制: no team matches; the players play an individual event and a
//!   team's result is its players' (15.5).
//!
//! Colours (13.2, 13.3): the team written first in the pairing (the round-robin table's
//! first number, the Swiss pairing's Red) has Red on the odd boards and Black on the
//! even ones. In 12.4 the home player's colour alternates with the sitting as well.

use std::fmt;
use std::str::FromStr;

use serde::{Deserialize, Serialize};

use super::error::TournamentError;
use super::event::{Event, PlayerId, RoundGame};
use super::grouped::Grouping;
use super::team_standings::TeamTieBreak;
use super::{Fault, Invalid, Refusal};
use chuhe_core::lang::{NameKind, UnknownName};

/// A team's index in [`Teams::list`].
pub type TeamId = usize;

#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum TeamFormat {
    /// 12.1.
    FixedBoards,
    /// 12.2.
    Substitutes,
    /// 12.3.
    SetBeforeMatch,
    /// 12.4.
    AllPlayAll,
    /// 12.5.
    SumOfPlayers,
}

impl TeamFormat {
    pub fn as_str(self) -> &'static str {
        match self {
            TeamFormat::FixedBoards => "fixed-boards",
            TeamFormat::Substitutes => "substitutes",
            TeamFormat::SetBeforeMatch => "set-before-match",
            TeamFormat::AllPlayAll => "all-play-all",
            TeamFormat::SumOfPlayers => "sum-of-players",
        }
    }
}

impl fmt::Display for TeamFormat {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.as_str())
    }
}

impl FromStr for TeamFormat {
    type Err = UnknownName;
    fn from_str(s: &str) -> Result<TeamFormat, UnknownName> {
        match s.trim() {
            "fixed-boards" | "fixed" | "12.1" => Ok(TeamFormat::FixedBoards),
            "substitutes" | "12.2" => Ok(TeamFormat::Substitutes),
            "set-before-match" | "per-match" | "12.3" => Ok(TeamFormat::SetBeforeMatch),
            "all-play-all" | "12.4" => Ok(TeamFormat::AllPlayAll),
            "sum-of-players" | "sum" | "12.5" => Ok(TeamFormat::SumOfPlayers),
            other => Err(UnknownName::new(NameKind::TeamFormat, other)),
        }
    }
}

#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Team {
    pub name: String,
    /// The roster in board order (12.1), substitutes last (12.2).
    pub members: Vec<PlayerId>,
}

/// One team match of a round: `home` is written first (13.2, 13.3: Red on the odd
/// boards).
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct TeamMatch {
    pub number: u32,
    pub home: TeamId,
    pub away: TeamId,
    /// The players each side puts out, board 1 first.
    pub lineups: [Vec<PlayerId>; 2],
}

#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Teams {
    pub format: TeamFormat,
    /// Boards a match (12.1–12.4); players counted in 12.5.
    pub boards: u32,
    pub list: Vec<Team>,
    /// Round robin: the teams' table numbers, given when round 1 is paired.
    #[serde(default)]
    pub table_order: Vec<TeamId>,
    pub tiebreaks: Vec<TeamTieBreak>,
    /// Grouped team event (11.3): groups of teams and the final (team ids).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub grouping: Option<Grouping>,
}

/// What [`Event::new`] needs to register the teams: names, rosters (name, rating).
/// A team's name and its roster in board order: each player's name and rating.
pub type Roster = (String, Vec<(String, Option<u32>)>);

#[derive(Clone, Debug)]
pub struct TeamSettings {
    pub format: TeamFormat,
    pub boards: Option<u32>,
    pub rosters: Vec<Roster>,
    pub tiebreaks: Option<Vec<TeamTieBreak>>,
}

/// Players entered one by one as "TEAM:NAME" (or "TEAM：NAME", as the TUI's
/// new-event dialog takes them) → rosters, the teams in the order first named and
/// each team's players in the order entered, which is their board order (12.1).
/// `Ok(None)` when no entry names a team (an individual event); `Err(i)` when entry
/// `i` names none while others do: an event is of teams or of players, not both.
pub fn rosters_of_entries(entries: &[(String, Option<u32>)]) -> Result<Option<Vec<Roster>>, usize> {
    let split = |name: &str| {
        name.split_once([':', '：'])
            .map(|(t, p)| (t.trim().to_string(), p.trim().to_string()))
            .filter(|(t, p)| !t.is_empty() && !p.is_empty())
    };
    if entries.iter().all(|(name, _)| split(name).is_none()) {
        return Ok(None);
    }
    let mut rosters: Vec<Roster> = Vec::new();
    for (i, (name, rating)) in entries.iter().enumerate() {
        let (team, player) = split(name).ok_or(i)?;
        match rosters.iter_mut().find(|(t, _)| *t == team) {
            Some((_, roster)) => roster.push((player, *rating)),
            None => rosters.push((team, vec![(player, *rating)])),
        }
    }
    Ok(Some(rosters))
}

/// What is wrong in a `--teams` text, and where (teams and players counted from 1).
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum TeamsTextError {
    /// The `index`th team, `item`, has no "TEAM:" before its players.
    NoTeamName { index: usize, item: String },
    /// The `index`th player of `team` is empty (two commas in a row).
    EmptyPlayer { team: String, index: usize },
    /// `entry` of `team` gives a rating that is not a whole number.
    BadRating {
        team: String,
        entry: String,
        rating: String,
    },
}

impl std::fmt::Display for TeamsTextError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            TeamsTextError::NoTeamName { index, item } => {
                write!(f, "team {index} ('{item}'): expected TEAM:PLAYER,PLAYER…")
            }
            TeamsTextError::EmptyPlayer { team, index } => {
                write!(f, "team '{team}': player {index} is empty")
            }
            TeamsTextError::BadRating {
                team,
                entry,
                rating,
            } => write!(
                f,
                "team '{team}': '{entry}': the rating '{rating}' is not a whole number"
            ),
        }
    }
}

impl std::error::Error for TeamsTextError {}

/// `红队:甲,乙:1800,丙;蓝队:丁,戊,己` (or one team a line) → names and rosters.
pub fn parse_teams(text: &str) -> Result<Vec<Roster>, TeamsTextError> {
    let mut out = Vec::new();
    for (i, item) in text.split([';', '\n']).enumerate() {
        let item = item.trim();
        if item.is_empty() || item.starts_with('#') {
            continue;
        }
        let (name, members) =
            item.split_once([':', '：'])
                .ok_or_else(|| TeamsTextError::NoTeamName {
                    index: i + 1,
                    item: item.to_string(),
                })?;
        let mut roster = Vec::new();
        for (j, m) in members.split([',', '，']).enumerate() {
            let m = m.trim();
            if m.is_empty() {
                return Err(TeamsTextError::EmptyPlayer {
                    team: name.trim().to_string(),
                    index: j + 1,
                });
            }
            match m.rsplit_once(':') {
                Some((n, r)) => {
                    let rating = r.trim().parse().map_err(|_| TeamsTextError::BadRating {
                        team: name.trim().to_string(),
                        entry: m.to_string(),
                        rating: r.to_string(),
                    })?;
                    roster.push((n.trim().to_string(), Some(rating)));
                }
                None => roster.push((m.to_string(), None)),
            }
        }
        out.push((name.trim().to_string(), roster));
    }
    Ok(out)
}

impl TeamSettings {
    /// Registers every roster's players in `event` and the teams, after the checks of
    /// 12.1, 12.2 and 12.5.
    pub fn register(self, event: &mut Event) -> Result<(), TournamentError> {
        let invalid = |m: Invalid| Err(TournamentError::Invalid(m));
        if !event.players.is_empty() {
            return invalid(Invalid::TeamPlayersFlag);
        }
        if self.rosters.len() < 2 {
            return invalid(Invalid::TooFewTeams);
        }
        // Team matches take every system: round robin and Swiss (11.2, 11.4), the
        // knockouts (11.1, `team_knockout.rs`) and the grouped round robin (11.3,
        // `team_grouped.rs`), the teams paired as players would be (`team_pairing.rs`).
        let matches = self.format != TeamFormat::SumOfPlayers;
        let smallest = self.rosters.iter().map(|r| r.1.len()).min().unwrap_or(0) as u32;
        let boards = self.boards.unwrap_or(smallest);
        if boards == 0 || boards > smallest {
            return invalid(Invalid::Boards { boards, smallest });
        }
        let mut list = Vec::new();
        for (name, roster) in &self.rosters {
            if name.is_empty() || name.chars().any(char::is_control) {
                return invalid(Invalid::BadTeamName(name.clone()));
            }
            if list.iter().any(|t: &Team| &t.name == name) {
                return invalid(Invalid::DuplicateTeam(name.clone()));
            }
            if self.format == TeamFormat::FixedBoards && roster.len() as u32 != boards {
                return invalid(Invalid::FixedBoardsRoster {
                    team: name.clone(),
                    players: roster.len(),
                    boards,
                });
            }
            if self.format == TeamFormat::SumOfPlayers && roster.len() as u32 != smallest {
                return invalid(Invalid::SumRoster {
                    team: name.clone(),
                    players: roster.len(),
                    smallest,
                });
            }
            if matches!(
                self.format,
                TeamFormat::FixedBoards | TeamFormat::Substitutes
            ) {
                check_rating_order(name, roster)?;
            }
            let mut members = Vec::new();
            for (player, rating) in roster {
                members.push(event.add_player(player, *rating)?);
            }
            list.push(Team {
                name: name.clone(),
                members,
            });
        }
        event.teams = Some(Teams {
            format: self.format,
            boards,
            list,
            table_order: Vec::new(),
            tiebreaks: self
                .tiebreaks
                .unwrap_or_else(|| TeamTieBreak::defaults(self.format, event.system)),
            // 11.3 with team matches: the groups are of teams; 12.5 groups the players.
            grouping: if matches { event.grouping.take() } else { None },
        });
        Ok(())
    }
}

/// 12.1: a higher rating takes a higher board, and unrated players come after rated
/// ones.
fn check_rating_order(team: &str, roster: &[(String, Option<u32>)]) -> Result<(), TournamentError> {
    for w in roster.windows(2) {
        let ((a, ra), (b, rb)) = (&w[0], &w[1]);
        let wrong = match (ra, rb) {
            (Some(x), Some(y)) => y > x,
            (None, Some(_)) => true,
            _ => false,
        };
        if wrong {
            return Err(TournamentError::Invalid(Invalid::RatingOrder {
                team: team.to_string(),
                above: b.clone(),
                below: a.clone(),
            }));
        }
    }
    Ok(())
}

impl Teams {
    /// Whether the teams play matches (12.1–12.4); 12.5 does not.
    pub fn has_matches(&self) -> bool {
        self.format != TeamFormat::SumOfPlayers
    }

    /// 12.4: a player has several games in one round.
    pub fn several_games(&self) -> bool {
        self.format == TeamFormat::AllPlayAll
    }

    pub fn by_name(&self, name: &str) -> Option<TeamId> {
        self.list.iter().position(|t| t.name == name.trim())
    }

    pub fn team_of(&self, player: PlayerId) -> Option<TeamId> {
        self.list.iter().position(|t| t.members.contains(&player))
    }

    /// The line-up a team puts out when none was set: its first boards in order.
    pub fn default_lineup(&self, team: TeamId) -> Vec<PlayerId> {
        self.list[team]
            .members
            .iter()
            .take(self.boards as usize)
            .copied()
            .collect()
    }

    /// Checks a line-up against the format: 12.1 the registered boards only; 12.2 a
    /// choice that keeps the roster's order; 12.3 and 12.4 any of the team's players.
    pub fn check_lineup(&self, team: TeamId, lineup: &[PlayerId]) -> Result<(), Refusal> {
        let roster = &self.list[team].members;
        let name = &self.list[team].name;
        if lineup.len() != self.boards as usize {
            return Err(Refusal::LineupSize {
                team: name.clone(),
                players: lineup.len(),
                boards: self.boards,
            });
        }
        let mut seen = Vec::new();
        for p in lineup {
            if !roster.contains(p) {
                return Err(Refusal::LineupStranger(name.clone()));
            }
            if seen.contains(p) {
                return Err(Refusal::LineupTwice(name.clone()));
            }
            seen.push(*p);
        }
        match self.format {
            TeamFormat::FixedBoards if lineup != self.default_lineup(team) => {
                Err(Refusal::LineupFixedBoards(name.clone()))
            }
            TeamFormat::Substitutes => {
                let pos = |p: &PlayerId| roster.iter().position(|q| q == p);
                if lineup.windows(2).all(|w| pos(&w[0]) < pos(&w[1])) {
                    Ok(())
                } else {
                    Err(Refusal::LineupOrder(name.clone()))
                }
            }
            TeamFormat::SumOfPlayers => Err(Refusal::SumHasNoMatches),
            _ => Ok(()),
        }
    }

    /// The games of a match, numbered from `first_board`.
    pub fn match_games(&self, m: &TeamMatch, first_board: u32) -> Vec<RoundGame> {
        let b = self.boards as usize;
        let [home, away] = &m.lineups;
        let mut games = Vec::new();
        let sittings = if self.format == TeamFormat::AllPlayAll {
            b
        } else {
            1
        };
        for s in 0..sittings {
            for i in 0..b {
                let (h, a) = (home[i], away[(i + s) % b]);
                // 13.2, 13.3: the first team is Red on odd boards (i = 0, 2, …).
                let home_red = (i + s) % 2 == 0;
                let (red, black) = if home_red { (h, a) } else { (a, h) };
                games.push(RoundGame {
                    board: first_board + games.len() as u32,
                    red,
                    black,
                    team_match: Some(m.number),
                    ..RoundGame::default()
                });
            }
        }
        games
    }

    pub fn validate(&self, event: &Event) -> Result<(), Fault> {
        let n = event.players.len();
        let t = self.list.len();
        for team in &self.list {
            if team.members.iter().any(|&p| p >= n) {
                return Err(Fault::TeamMember {
                    team: team.name.clone(),
                });
            }
            if (team.members.len() as u32) < self.boards {
                return Err(Fault::TeamTooSmall {
                    team: team.name.clone(),
                    boards: self.boards,
                });
            }
        }
        if self.table_order.iter().any(|&x| x >= t) {
            return Err(Fault::TeamTableOrder);
        }
        if let Some(g) = &self.grouping
            && g.members
                .iter()
                .flatten()
                .chain(&g.finalists)
                .any(|&x| x >= t)
        {
            return Err(Fault::TeamGrouping);
        }
        for r in &event.rounds {
            for m in &r.matches {
                let (round, number) = (r.number, m.number);
                if m.home >= t || m.away >= t {
                    return Err(Fault::MatchTeam { round, number });
                }
                for (side, lineup) in [m.home, m.away].iter().zip(&m.lineups) {
                    self.check_lineup(*side, lineup)
                        .map_err(|refusal| Fault::Lineup {
                            round,
                            number,
                            refusal: Box::new(refusal),
                        })?;
                }
            }
            if r.team_bye.is_some_and(|b| b >= t)
                || r.team_passes.iter().chain(&r.team_rests).any(|&b| b >= t)
            {
                return Err(Fault::TeamBye { round: r.number });
            }
        }
        Ok(())
    }
}

/// Sets `team`'s line-up for its match of `round` (12.2, 12.3), before any of the
/// match's games has a result, and redraws the match's boards from it.
pub fn set_lineup(
    event: &mut Event,
    round: u32,
    team: &str,
    names: &[String],
) -> Result<u32, TournamentError> {
    set_match_lineup(event, round, None, team, names)
}

/// As [`set_lineup`], for match `number` of the round when given: a play-off round
/// among three or more teams (15.6) gives a team several matches, and one must be
/// named.
pub fn set_match_lineup(
    event: &mut Event,
    round: u32,
    number: Option<u32>,
    team: &str,
    names: &[String],
) -> Result<u32, TournamentError> {
    let teams = event
        .teams
        .clone()
        .filter(Teams::has_matches)
        .ok_or(TournamentError::Refused(Refusal::NoTeamMatches))?;
    let id = teams
        .by_name(team)
        .ok_or_else(|| TournamentError::Invalid(Invalid::NoSuchTeam(team.trim().to_string())))?;
    let mut lineup = Vec::new();
    for n in names {
        lineup.push(
            event
                .player_by_name(n)
                .ok_or_else(|| TournamentError::NoSuchPlayer(n.trim().to_string()))?,
        );
    }
    teams
        .check_lineup(id, &lineup)
        .map_err(TournamentError::Refused)?;
    let paired = event.rounds_paired();
    let r = round
        .checked_sub(1)
        .and_then(|i| event.rounds.get_mut(i as usize))
        .ok_or(TournamentError::NoSuchRound { round, paired })?;
    let theirs: Vec<u32> = r
        .matches
        .iter()
        .filter(|m| m.home == id || m.away == id)
        .map(|m| m.number)
        .collect();
    let chosen = match number {
        Some(n) if theirs.contains(&n) => n,
        Some(n) => {
            return Err(TournamentError::Refused(Refusal::NotInMatch {
                team: team.trim().to_string(),
                number: n,
                round,
            }));
        }
        None if theirs.len() > 1 => {
            return Err(TournamentError::Refused(Refusal::ChooseMatch {
                team: team.trim().to_string(),
                matches: theirs,
                round,
            }));
        }
        None => *theirs.first().ok_or_else(|| {
            TournamentError::Refused(Refusal::NoMatchInRound {
                team: team.trim().to_string(),
                round,
            })
        })?,
    };
    let m = r
        .matches
        .iter_mut()
        .find(|m| m.number == chosen)
        .ok_or(TournamentError::Refused(Refusal::NoSuchMatch {
            round,
            number: chosen,
        }))?;
    let number = m.number;
    let games: Vec<&RoundGame> = r
        .games
        .iter()
        .filter(|g| g.team_match == Some(number))
        .collect();
    if games.iter().any(|g| g.result.is_some()) {
        return Err(TournamentError::Refused(Refusal::LineupSet {
            round,
            number,
        }));
    }
    let first = games.iter().map(|g| g.board).min().unwrap_or(1);
    m.lineups[usize::from(m.away == id)] = lineup;
    let fresh = teams.match_games(m, first);
    r.games.retain(|g| g.team_match != Some(number));
    r.games.extend(fresh);
    r.games.sort_by_key(|g| g.board);
    Ok(number)
}

#[cfg(test)]
mod entries_tests {
    use super::rosters_of_entries;

    fn e(list: &[(&str, Option<u32>)]) -> Vec<(String, Option<u32>)> {
        list.iter().map(|(n, r)| (n.to_string(), *r)).collect()
    }

    #[test]
    fn entries_naming_teams_become_rosters_in_board_order() {
        let got = rosters_of_entries(&e(&[
            ("红队：甲", Some(2400)),
            ("蓝队:丁", None),
            ("红队:乙", None),
            ("蓝队：戊", Some(2300)),
        ]))
        .unwrap()
        .unwrap();
        assert_eq!(got.len(), 2);
        assert_eq!(got[0].0, "红队");
        assert_eq!(
            got[0].1,
            [("甲".to_string(), Some(2400)), ("乙".to_string(), None)]
        );
        assert_eq!(got[1].0, "蓝队");
        assert_eq!(got[1].1[1], ("戊".to_string(), Some(2300)));
    }

    #[test]
    fn players_alone_make_no_teams_and_a_mix_is_refused_at_its_entry() {
        assert_eq!(
            rosters_of_entries(&e(&[("甲", None), ("乙", None)])),
            Ok(None)
        );
        assert_eq!(
            rosters_of_entries(&e(&[("红队:甲", None), ("乙", None)])),
            Err(1)
        );
        // A colon with nothing on one side names no team.
        assert_eq!(rosters_of_entries(&e(&[(":甲", None)])), Ok(None));
    }
}
