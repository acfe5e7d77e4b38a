//! Each team's matches as it saw them (12, 14.2, 21.4): the opponent, the match and
//! game points, the games won and the fouls — what the team standings (15.3, 15.4),
//! the team cross-table and a team knockout's tie-break (`team_knockout.rs`) count.

use super::event::{Event, Round, System};
use super::result::Score;
use super::team::{TeamId, Teams};
use super::team_pairing::match_points;

/// One match as a team saw it.
#[derive(Clone, Debug)]
pub struct TeamEntry {
    pub round: u32,
    pub opponent: Option<TeamId>,
    pub home: bool,
    pub match_points: f64,
    pub game_points: f64,
    pub game_wins: u32,
    pub fouls: u32,
}

/// The regular (not play-off) matches of every team.
pub fn entries(event: &Event, teams: &Teams) -> Vec<Vec<TeamEntry>> {
    entries_where(event, teams, |r| !r.playoff)
}

/// Every team's matches in the rounds `keep` accepts.
pub fn entries_where(
    event: &Event,
    teams: &Teams,
    keep: impl Fn(&Round) -> bool,
) -> Vec<Vec<TeamEntry>> {
    let mut out = vec![Vec::new(); teams.list.len()];
    let win = event.scoring.points(Score::Win);
    for r in event.rounds.iter().filter(|r| keep(r)) {
        for m in &r.matches {
            let Some((gp, _)) = match_points(event, r, m) else {
                continue;
            };
            for (side, team, other) in [(0, m.home, m.away), (1, m.away, m.home)] {
                let mut wins = 0;
                let mut fouls = 0;
                for g in r.games.iter().filter(|g| g.team_match == Some(m.number)) {
                    let Some(result) = g.result else { continue };
                    let (rs, bs) = result.scores();
                    if teams.team_of(g.red) == Some(team) {
                        wins += u32::from(rs == Score::Win);
                        fouls += g.fouls[0];
                    } else {
                        wins += u32::from(bs == Score::Win);
                        fouls += g.fouls[1];
                    }
                }
                let (mine, theirs) = (gp[side], gp[1 - side]);
                out[team].push(TeamEntry {
                    round: r.number,
                    opponent: Some(other),
                    home: side == 0,
                    match_points: match mine.total_cmp(&theirs) {
                        std::cmp::Ordering::Greater => 2.0,
                        std::cmp::Ordering::Equal => 1.0,
                        std::cmp::Ordering::Less => 0.0,
                    },
                    game_points: mine,
                    game_wins: wins,
                    fouls,
                });
            }
        }
        if let Some(b) = r.team_bye
            && event.system == System::Swiss
        {
            // 21.4: a bye is a match won without play, every board a won forfeit.
            out[b].push(TeamEntry {
                round: r.number,
                opponent: None,
                home: true,
                match_points: 2.0,
                game_points: win * f64::from(teams.boards),
                game_wins: teams.boards,
                fouls: 0,
            });
        }
    }
    out
}
