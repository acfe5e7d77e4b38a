//! Double elimination (双败淘汰制, one of the knockout forms of 11.1): a player is out
//! after losing two matches. Each stage pairs the players with no loss among
//! themselves (the winners' side) and those with one loss among themselves (the
//! losers' side), the highest seed with the lowest; an odd player out on a side passes
//! the stage. When one player is left on each side they meet in the final; if the
//! winners' side player loses it, both have one loss and they play once more. A match
//! is one game or two (13.5) with play-off games while tied, as in the knockout
//! (`knockout.rs`).

use super::Refusal;
use super::error::TournamentError;
use super::event::{Event, PlayerId, Round};
use super::knockout::{Split, continue_stage, matches, pair_pool, seed_rank};

/// Matches lost by each player in the stages decided so far.
pub fn losses(event: &Event, split: &dyn Split) -> Vec<u32> {
    let mut lost = vec![0; event.players.len()];
    let last = event.rounds.last().and_then(|r| r.stage).unwrap_or(0);
    for stage in 1..=last {
        for m in matches(event, stage, split) {
            if let Some(w) = m.winner(event.match_games) {
                let loser = if w == m.players[0] {
                    m.players[1]
                } else {
                    m.players[0]
                };
                lost[loser] += 1;
            }
        }
    }
    lost
}

/// The players still in (fewer than two losses, not withdrawn), in seed order.
pub fn alive(event: &Event, split: &dyn Split) -> Vec<PlayerId> {
    let lost = losses(event, split);
    let rank = seed_rank(event);
    let mut out: Vec<PlayerId> = (0..event.players.len())
        .filter(|&p| lost[p] < 2 && event.players[p].withdrawn_after.is_none())
        .collect();
    out.sort_by_key(|&p| rank[p]);
    out
}

pub fn next_round(event: &Event, split: &dyn Split) -> Result<Round, TournamentError> {
    let number = event.rounds_paired() + 1;
    if let Some(round) = continue_stage(event, number, split) {
        return Ok(round);
    }
    let left = alive(event, split);
    if left.len() < 2 {
        return Err(TournamentError::Refused(match left.first() {
            Some(&w) => Refusal::DoubleEliminationOver(event.name_of(w).to_string()),
            None => Refusal::DoubleEliminationTooFew,
        }));
    }
    let lost = losses(event, split);
    let stage = event
        .rounds
        .last()
        .and_then(|r| r.stage)
        .map_or(1, |s| s + 1);
    let mut round = Round {
        number,
        games: Vec::new(),
        bye: None,
        passes: Vec::new(),
        stage: Some(stage),
        ..Round::default()
    };
    let winners: Vec<PlayerId> = left.iter().copied().filter(|&p| lost[p] == 0).collect();
    let losers: Vec<PlayerId> = left.iter().copied().filter(|&p| lost[p] == 1).collect();
    if winners.len() == 1 && losers.len() == 1 {
        // The final: the last of each side.
        pair_pool(event, &mut round, &[winners[0], losers[0]]);
        return Ok(round);
    }
    for side in [winners, losers] {
        if side.len() % 2 == 1 {
            // The top seed of an odd side passes this stage.
            round.passes.push(side[0]);
            pair_pool(event, &mut round, &side[1..]);
        } else {
            pair_pool(event, &mut round, &side);
        }
    }
    Ok(round)
}
