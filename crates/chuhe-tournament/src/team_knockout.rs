//! Team knockouts (11.1 with 12): the teams are paired as the players of a knockout
//! (single or double elimination, `knockout.rs`, `double_elimination.rs`) by the event
//! of the teams (`team_pairing.rs`), a team match standing for a game: the team with
//! more game points wins it (14.2), and a tie is one match or two (13.5: lots for the
//! first, 13.4 "猜先"; then the other team has Red on the odd boards, 13.2, 13.3).
//!
//! The book does not say what decides a tie between two teams that is level on match
//! points; chuhe takes, in order:
//! 1. the event's team tie-breaks (15.3's order by default: 全队总局分, 全队胜局, 直胜,
//!    全队犯规), counted over the tie's regular matches and only those that mean
//!    something between two teams — game points, games won, matches won and fouls
//!    (fewer go through); 直胜 is the tie itself, and 15.4's 团体对手分 and 15.5's
//!    places have no meaning in one tie, so they are passed over;
//! 2. then play-off matches (附加赛, 11.1; 15.6), each a whole team match on the event's
//!    boards with the home team drawn by lot (13.4), until one team wins one.
//!
//! Over one match, game points level means games won level too (and a scoring of
//! 2-1-0 or 3-1-0 does not change that), so only the fouls can split a single drawn
//! match; over two, the game points can.

use super::event::{Event, PlayerId};
use super::knockout::{Match, Split};
use super::team::{TeamId, Teams};
use super::team_entries::entries_where;
use super::team_standings::TeamTieBreak;

/// Splits a level team tie by the team tie-breaks (see the module's doc).
pub struct TeamSplit<'a> {
    event: &'a Event,
    teams: &'a Teams,
}

impl<'a> TeamSplit<'a> {
    pub fn new(event: &'a Event, teams: &'a Teams) -> TeamSplit<'a> {
        TeamSplit { event, teams }
    }
}

impl Split for TeamSplit<'_> {
    /// `m.players` are team ids: the event of the teams has a player for each team.
    fn split(&self, stage: u32, m: &Match) -> Option<PlayerId> {
        let [a, b] = m.players;
        let all = entries_where(self.event, self.teams, |r| {
            !r.playoff && r.stage == Some(stage)
        });
        let value = |tb: TeamTieBreak, me: TeamId, other: TeamId| -> Option<f64> {
            let tie = all.get(me)?.iter().filter(|e| e.opponent == Some(other));
            match tb {
                TeamTieBreak::GamePoints => Some(tie.map(|e| e.game_points).sum()),
                TeamTieBreak::GameWins => Some(tie.map(|e| f64::from(e.game_wins)).sum()),
                TeamTieBreak::MatchWins => {
                    Some(tie.filter(|e| e.match_points == 2.0).count() as f64)
                }
                TeamTieBreak::Fouls => Some(tie.map(|e| f64::from(e.fouls)).sum()),
                TeamTieBreak::DirectEncounter
                | TeamTieBreak::OpponentMatchPoints
                | TeamTieBreak::BestPlace
                | TeamTieBreak::SecondPlace => None,
            }
        };
        for &tb in &self.teams.tiebreaks {
            let (Some(x), Some(y)) = (value(tb, a, b), value(tb, b, a)) else {
                continue;
            };
            if x != y {
                return Some(if (x > y) == tb.higher_is_better() {
                    a
                } else {
                    b
                });
            }
        }
        None
    }
}
