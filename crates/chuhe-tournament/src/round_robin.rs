//! The next round of a round robin (11.2) from the Berger table (13.1); the second
//! cycle of a double round robin repeats the table with the colours reversed.
//! Games against a withdrawn player are forfeits (20.3, "其余未赛对局均作弃权，对方获胜").

use super::Refusal;
use super::berger::berger_table;
use super::error::TournamentError;
use super::event::{Event, PlayerId, Round, RoundGame, System};
use super::result::GameResult;

/// Rounds in the whole event.
pub fn total_rounds(event: &Event) -> u32 {
    let n = if event.table_order.is_empty() {
        event.active_players().len()
    } else {
        event.table_order.len()
    };
    let per_cycle = berger_table(n).len() as u32;
    if event.system == System::DoubleRoundRobin {
        per_cycle * 2
    } else {
        per_cycle
    }
}

pub fn next_round(event: &Event) -> Result<Round, TournamentError> {
    let order = if event.table_order.is_empty() {
        event.active_players()
    } else {
        event.table_order.clone()
    };
    if order.len() < 2 {
        return Err(TournamentError::Refused(Refusal::RoundRobinTooFew));
    }
    let table = berger_table(order.len());
    let number = event.rounds_paired() + 1;
    let index = (number as usize - 1) % table.len();
    let reversed = (number as usize - 1) / table.len() == 1;
    let mut round = Round {
        number,
        ..Round::default()
    };
    let rests = push_table_round(event, &mut round, &order, &table[index], reversed);
    round.bye = rests.first().copied();
    Ok(round)
}

/// Adds the games of one round of a Berger table (`pairs` of 1-based table numbers
/// into `order`) to `round`, Red first (13.1), both reversed in a second cycle; a
/// game with a withdrawn player is a forfeit (20.3). Returns who has the free round.
pub fn push_table_round(
    event: &Event,
    round: &mut Round,
    order: &[PlayerId],
    pairs: &[(usize, usize)],
    reversed: bool,
) -> Vec<PlayerId> {
    let mut rests = Vec::new();
    for &(a, b) in pairs {
        let (a, b) = if reversed { (b, a) } else { (a, b) };
        match (order.get(a - 1), order.get(b - 1)) {
            (Some(&red), Some(&black)) => {
                let gone = |p: usize| event.players[p].withdrawn_after.is_some();
                let result = match (gone(red), gone(black)) {
                    (false, false) => None,
                    (true, false) => Some(GameResult::BlackForfeitWin),
                    (false, true) => Some(GameResult::RedForfeitWin),
                    (true, true) => continue,
                };
                round.games.push(RoundGame {
                    board: round.games.len() as u32 + 1,
                    red,
                    black,
                    result,
                    by_withdrawal: result.is_some(),
                    ..RoundGame::default()
                });
            }
            (Some(&p), None) | (None, Some(&p)) => rests.push(p),
            (None, None) => {}
        }
    }
    rests
}
