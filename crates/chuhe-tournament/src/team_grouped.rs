//! Grouped team events (11.3 with 12: "根据棋手（队）的等级分或比赛成绩排定“种子”分成若干组
//! 循环初赛，从各组选出一定人（队）数进行决赛"): the groups and the final of `grouped.rs`,
//! played by the event of the teams (`team_pairing.rs`), each team match standing for
//! a game. The seeds go by the teams' mean rating (`team_pairing::team_rating`) or, by
//! results, in the order the teams were given; colours by board parity (13.2). What
//! differs from players is who goes through: each group's table is the team
//! standings of 15.3 (match points, then 全队总局分, 全队胜局, 直胜, 全队犯规) among the
//! group's teams, and a tie across the cut that they leave needs team play-off matches
//! (15.6, `team_playoff.rs`) before the final is drawn.

use super::error::TournamentError;
use super::event::{Event, Round};
use super::grouped::{self, GROUPS, Placed, paired_in, pick_finalists};
use super::team::Teams;
use super::team_standings::team_rows_among;

/// The next round of the teams' event `shadow` (its grouping is updated): a group
/// round, or the final's, whose finalists come from the team standings of each group.
pub fn next_round(
    event: &Event,
    teams: &Teams,
    shadow: &mut Event,
) -> Result<Round, TournamentError> {
    if let Some(g) = shadow.grouping.as_mut()
        && !g.members.is_empty()
        && g.finalists.is_empty()
    {
        let done = paired_in(event, GROUPS);
        if done >= g.group_rounds() as usize {
            g.finalists = pick_finalists(g, |members| {
                team_rows_among(event, teams, members, GROUPS, 0)
                    .into_iter()
                    .map(|r| Placed {
                        id: r.id,
                        rank: r.rank,
                        name: r.team,
                    })
                    .collect()
            })?;
        }
    }
    grouped::next_round(shadow)
}
