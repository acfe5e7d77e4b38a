//! Knockout (淘汰制, 11.1), single elimination. Stage 1 gives passes to the top seeds so
//! that a power of two remain; each stage pairs the highest seed left with the lowest.
//! A match is one game or two (13.5: lots for colours (猜先, 13.4), then colours
//! swapped); a tied match goes on with single play-off games (附加赛, 11.1), colours by
//! lot, until one player leads. The rule book fixes neither the bracket nor the
//! play-off format; these choices are chuhe's.

use super::Refusal;
use super::error::TournamentError;
use super::event::{Event, PlayerId, Round, RoundGame};
use super::pairing::{lot, seed_order};
use super::result::{GameResult, Score};
use chuhe_core::rules::Color;

/// One match of a stage and where it stands.
#[derive(Clone, Debug, PartialEq)]
pub struct Match {
    /// Higher seed first.
    pub players: [PlayerId; 2],
    pub points: [f64; 2],
    pub games: u32,
    /// Red in the last game.
    pub last_red: Option<PlayerId>,
    /// Who goes through a match level on points after its regular games, by a
    /// tie-break and before any play-off game ([`Split`]); None for players' matches.
    pub split: Option<PlayerId>,
}

/// Decides a match that is level on points after its regular games (one, or two with
/// colours swapped, 13.5) before play-off games are added (附加赛, 11.1). A players'
/// match never is ([`NoSplit`]); a team match goes to the team tie-breaks
/// (`team_knockout.rs`).
pub trait Split {
    fn split(&self, stage: u32, m: &Match) -> Option<PlayerId>;
}

/// Players' knockouts: a level match goes on to play-off games.
pub struct NoSplit;

impl Split for NoSplit {
    fn split(&self, _stage: u32, _m: &Match) -> Option<PlayerId> {
        None
    }
}

impl Match {
    pub fn winner(&self, match_games: u32) -> Option<PlayerId> {
        if self.games < match_games {
            None
        } else if self.points[0] == self.points[1] {
            // Only the regular games can be split by a tie-break; after a play-off game
            // the points alone decide.
            self.split.filter(|_| self.games == match_games)
        } else if self.points[0] > self.points[1] {
            Some(self.players[0])
        } else {
            Some(self.players[1])
        }
    }
}

/// The matches of `stage`, from its rounds (played games only count); a match level
/// after its regular games is offered to `split`.
pub fn matches(event: &Event, stage: u32, split: &dyn Split) -> Vec<Match> {
    let rank = seed_rank(event);
    let rounds: Vec<&Round> = event
        .rounds
        .iter()
        .filter(|r| r.stage == Some(stage))
        .collect();
    let mut out: Vec<Match> = Vec::new();
    let Some(first) = rounds.first() else {
        return out;
    };
    for g in &first.games {
        let mut players = [g.red, g.black];
        players.sort_by_key(|&p| rank[p]);
        out.push(Match {
            players,
            points: [0.0, 0.0],
            games: 0,
            last_red: None,
            split: None,
        });
    }
    for r in &rounds {
        for g in &r.games {
            let Some(result) = g.result else { continue };
            let Some(m) = out
                .iter_mut()
                .find(|m| m.players.contains(&g.red) && m.players.contains(&g.black))
            else {
                continue;
            };
            let (red, black) = result.scores();
            for (p, s) in [(g.red, red), (g.black, black)] {
                let i = usize::from(m.players[1] == p);
                m.points[i] += match s {
                    Score::Win => 1.0,
                    Score::Draw => 0.5,
                    Score::Loss => 0.0,
                };
            }
            m.games += 1;
            m.last_red = Some(g.red);
        }
    }
    for m in &mut out {
        if m.games == event.match_games && m.points[0] == m.points[1] {
            m.split = split.split(stage, m);
        }
    }
    out
}

pub fn seed_rank(event: &Event) -> Vec<usize> {
    let mut rank = vec![usize::MAX; event.players.len()];
    for (i, p) in seed_order(event).into_iter().enumerate() {
        rank[p] = i;
    }
    rank
}

/// Who is still in after the last stage, in seed order; `None` before stage 1.
pub fn survivors(event: &Event, split: &dyn Split) -> Option<Vec<PlayerId>> {
    let stage = event.rounds.last()?.stage?;
    let mut left: Vec<PlayerId> = event
        .rounds
        .iter()
        .filter(|r| r.stage == Some(stage))
        .flat_map(|r| r.passes.iter().copied())
        .collect();
    left.extend(
        matches(event, stage, split)
            .iter()
            .filter_map(|m| m.winner(event.match_games)),
    );
    let rank = seed_rank(event);
    left.sort_by_key(|&p| rank[p]);
    left.dedup();
    Some(left)
}

/// The next round of the current stage while some of its matches are undecided: the
/// second game with colours swapped (13.5), or a play-off game with colours by lot.
pub fn continue_stage(event: &Event, number: u32, split: &dyn Split) -> Option<Round> {
    let stage = event.rounds.last().and_then(|r| r.stage)?;
    let open: Vec<Match> = matches(event, stage, split)
        .into_iter()
        .filter(|m| m.winner(event.match_games).is_none())
        .collect();
    if open.is_empty() {
        return None;
    }
    let mut round = Round {
        number,
        games: Vec::new(),
        bye: None,
        passes: Vec::new(),
        stage: Some(stage),
        ..Round::default()
    };
    for m in open {
        let board = round.games.len() as u32 + 1;
        let red = match m.last_red {
            Some(last) if m.games < event.match_games => {
                if last == m.players[0] {
                    m.players[1]
                } else {
                    m.players[0]
                }
            }
            _ => drawn_red(event, number, board, m.players),
        };
        let black = if red == m.players[0] {
            m.players[1]
        } else {
            m.players[0]
        };
        round.games.push(game(event, board, red, black));
    }
    Some(round)
}

/// Pairs `players` (in seed order) highest with lowest onto `round`'s next boards,
/// colours by lot (13.4).
pub fn pair_pool(event: &Event, round: &mut Round, players: &[PlayerId]) {
    let k = players.len();
    for i in 0..k / 2 {
        let pair = [players[i], players[k - 1 - i]];
        let board = round.games.len() as u32 + 1;
        let red = drawn_red(event, round.number, board, pair);
        let black = if red == pair[0] { pair[1] } else { pair[0] };
        round.games.push(game(event, board, red, black));
    }
}

pub fn next_round(event: &Event, split: &dyn Split) -> Result<Round, TournamentError> {
    let number = event.rounds_paired() + 1;
    if let Some(round) = continue_stage(event, number, split) {
        return Ok(round);
    }
    let stage = event.rounds.last().and_then(|r| r.stage);
    let mut left = match survivors(event, split) {
        Some(left) => left,
        None => seed_order(event)
            .into_iter()
            .filter(|&p| event.players[p].withdrawn_after.is_none())
            .collect(),
    };
    if left.len() < 2 {
        return Err(TournamentError::Refused(match left.first() {
            Some(&w) => Refusal::KnockoutOver(event.name_of(w).to_string()),
            None => Refusal::KnockoutTooFew,
        }));
    }
    let stage = stage.map_or(1, |s| s + 1);
    let mut round = Round {
        number,
        games: Vec::new(),
        bye: None,
        passes: Vec::new(),
        stage: Some(stage),
        ..Round::default()
    };
    // Passes to the top seeds so that a power of two play on (stage 1, or after an odd
    // number is left by withdrawals).
    let passes = left.len().next_power_of_two() - left.len();
    round.passes = left.drain(..passes).collect();
    pair_pool(event, &mut round, &left);
    Ok(round)
}

/// 猜先 (13.4): a lot drawn from the event's seed, the round and the board.
fn drawn_red(event: &Event, round: u32, board: u32, pair: [PlayerId; 2]) -> PlayerId {
    let side = lot(event.seed, round, board);
    if side == Color::Red { pair[0] } else { pair[1] }
}

fn game(event: &Event, board: u32, red: PlayerId, black: PlayerId) -> RoundGame {
    let gone = |p: PlayerId| event.players[p].withdrawn_after.is_some();
    let result = match (gone(red), gone(black)) {
        (true, false) => Some(GameResult::BlackForfeitWin),
        (false, true) => Some(GameResult::RedForfeitWin),
        _ => None,
    };
    RoundGame {
        board,
        red,
        black,
        result,
        fouls: [0, 0],
        by_withdrawal: result.is_some(),
        time_used: None,
        team_match: None,
    }
}
