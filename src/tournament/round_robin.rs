//! The next round of a round robin (11.2) from the Berger table (13.1); the second
//! cycle of a double round robin repeats the table with the colours reversed.
//! Games against a withdrawn player are forfeits (20.3, "其余未赛对局均作弃权，对方获胜").

use super::berger::berger_table;
use super::error::TournamentError;
use super::event::{Event, Game, Round, System};
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
        return Err(TournamentError::Refused(
            "a round robin needs at least 2 players".into(),
        ));
    }
    let table = berger_table(order.len());
    let number = event.rounds_paired() + 1;
    let index = (number as usize - 1) % table.len();
    let reversed = (number as usize - 1) / table.len() == 1;
    let mut round = Round {
        number,
        games: Vec::new(),
        bye: None,
        passes: Vec::new(),
        stage: None,
    };
    for &(a, b) in &table[index] {
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
                round.games.push(Game {
                    board: round.games.len() as u32 + 1,
                    red,
                    black,
                    result,
                    fouls: [0, 0],
                    by_withdrawal: result.is_some(),
                    time_used: None,
                });
            }
            (Some(&p), None) | (None, Some(&p)) => round.bye = Some(p),
            (None, None) => {}
        }
    }
    Ok(round)
}
