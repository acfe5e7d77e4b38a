//! Pairing the next round, whatever the system, and the round's pairings as the
//! command line prints them (board, Red, Black, bye).

use serde::Serialize;

use super::Refusal;
use super::error::TournamentError;
use super::event::{Event, PlayerId, Round, RoundGame, System};
use super::history::{PlayerHistory, histories};
use super::swiss::{Float, MAX_PLAYERS, SwissPlayer, pair_swiss};
use super::table_text::TableText;
use super::{double_elimination, grouped, knockout, round_robin, team_pairing};
use chuhe_core::lang::{Lang, Render, escape_unsafe};
use chuhe_core::rules::Color;

#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct Pairing {
    pub board: u32,
    pub red: String,
    pub black: String,
    /// The result, once recorded.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub result: Option<String>,
}

/// `{"round": R, "pairings": [{"board": B, "red": "A", "black": "B"}, …], "bye": null|"C"}`;
/// a knockout also lists the players passing to the next stage.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct RoundPairing {
    pub round: u32,
    pub pairings: Vec<Pairing>,
    pub bye: Option<String>,
    #[serde(skip_serializing_if = "Vec::is_empty")]
    pub passes: Vec<String>,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub stage: Option<u32>,
    /// Team events: each match, its teams (home first) and its boards.
    #[serde(skip_serializing_if = "Vec::is_empty")]
    pub matches: Vec<MatchPairing>,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub team_bye: Option<String>,
    /// Play-off games (15.6).
    #[serde(skip_serializing_if = "std::ops::Not::not")]
    pub playoff: bool,
    /// Grouped round robin: the players of odd groups without a game (11.3).
    #[serde(skip_serializing_if = "Vec::is_empty")]
    pub rests: Vec<String>,
}

#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct MatchPairing {
    #[serde(rename = "match")]
    pub number: u32,
    pub home: String,
    pub away: String,
    pub boards: Vec<u32>,
}

impl RoundPairing {
    pub fn of(event: &Event, round: &Round) -> RoundPairing {
        let name = |p: PlayerId| event.name_of(p).to_string();
        RoundPairing {
            round: round.number,
            pairings: round
                .games
                .iter()
                .map(|g| Pairing {
                    board: g.board,
                    red: name(g.red),
                    black: name(g.black),
                    result: g.result.map(|r| r.as_str().to_string()),
                })
                .collect(),
            bye: round.bye.map(name),
            passes: (round.passes.iter().map(|&p| name(p)))
                .chain(team_names(event, &round.team_passes))
                .collect(),
            stage: round.stage,
            matches: match &event.teams {
                Some(t) => round
                    .matches
                    .iter()
                    .map(|m| MatchPairing {
                        number: m.number,
                        home: t.list[m.home].name.clone(),
                        away: t.list[m.away].name.clone(),
                        boards: round
                            .games
                            .iter()
                            .filter(|g| g.team_match == Some(m.number))
                            .map(|g| g.board)
                            .collect(),
                    })
                    .collect(),
                None => Vec::new(),
            },
            team_bye: match (&event.teams, round.team_bye) {
                (Some(t), Some(b)) => Some(t.list[b].name.clone()),
                _ => None,
            },
            playoff: round.playoff,
            rests: (round.rests.iter().map(|&p| name(p)))
                .chain(team_names(event, &round.team_rests))
                .collect(),
        }
    }

    /// `Round 2` then `board  Red  Black` lines, the words in `lang`.
    pub fn to_text(&self, lang: Lang) -> String {
        let mut out = TableText::RoundTitle {
            round: self.round,
            stage: self.stage,
            playoff: self.playoff,
        }
        .render(lang);
        out.push('\n');
        for m in &self.matches {
            let (first, last) = (
                m.boards.first().copied().unwrap_or(0),
                m.boards.last().copied().unwrap_or(0),
            );
            let line = TableText::TeamMatch {
                number: m.number,
                home: m.home.clone(),
                away: m.away.clone(),
                first,
                last,
            };
            out.push_str(&escape_unsafe(&line.render(lang)));
            out.push('\n');
        }
        // Names as the event file has them, made safe for a terminal
        // (`lang::escape_unsafe`) before the red column's width is measured.
        let names: Vec<(String, String)> = self
            .pairings
            .iter()
            .map(|p| (escape_unsafe(&p.red), escape_unsafe(&p.black)))
            .collect();
        let width = names
            .iter()
            .map(|(red, _)| unicode_width::UnicodeWidthStr::width(red.as_str()))
            .max()
            .unwrap_or(0);
        for (p, (red, black)) in self.pairings.iter().zip(&names) {
            let pad = width - unicode_width::UnicodeWidthStr::width(red.as_str());
            out.push_str(&format!(
                "{:>3}  {}{}  {}",
                p.board,
                red,
                " ".repeat(pad),
                black
            ));
            if let Some(r) = &p.result {
                out.push_str(&format!("  {r}"));
            }
            out.push('\n');
        }
        let others = (self.bye.iter().chain(&self.team_bye))
            .map(|b| TableText::ByeLine(b.clone()))
            .chain(self.passes.iter().map(|p| TableText::PassLine(p.clone())))
            .chain(self.rests.iter().map(|p| TableText::RestLine(p.clone())));
        for line in others {
            out.push_str(&escape_unsafe(&line.render(lang)));
            out.push('\n');
        }
        out
    }
}

/// The names of `ids`, teams of the event.
fn team_names(event: &Event, ids: &[usize]) -> Vec<String> {
    let Some(t) = &event.teams else {
        return Vec::new();
    };
    ids.iter().map(|&i| t.list[i].name.clone()).collect()
}

/// Pairs the next round when the last one is complete and returns it (`true`: newly
/// paired); while results are missing, it returns the current round unchanged.
pub fn pair_next_round(event: &mut Event) -> Result<(u32, bool), TournamentError> {
    if let Some(last) = event.rounds.last()
        && !last.is_complete()
    {
        return Ok((last.number, false));
    }
    let number = event.rounds_paired() + 1;
    if event.teams.as_ref().is_some_and(|t| t.has_matches()) {
        let round = team_pairing::next_round(event)?;
        event.rounds.push(round);
        return Ok((number, true));
    }
    let round = match event.system {
        System::RoundRobin | System::DoubleRoundRobin => {
            let total = round_robin::total_rounds(event);
            if number > total {
                return Err(TournamentError::Refused(Refusal::RoundRobinAllPaired(
                    total,
                )));
            }
            if event.table_order.is_empty() {
                event.table_order = event.active_players();
            }
            round_robin::next_round(event)
        }
        System::Swiss => swiss_round(event, number),
        System::Knockout => knockout::next_round(event, &knockout::NoSplit),
        System::DoubleElimination => double_elimination::next_round(event, &knockout::NoSplit),
        System::GroupedRoundRobin => grouped::next_round(event),
    };
    let round = match round {
        Ok(r) => r,
        Err(e) => {
            if number == 1 {
                event.table_order.clear();
            }
            return Err(e);
        }
    };
    event.rounds.push(round);
    Ok((number, true))
}

/// Players in seeding order: rating (highest first, unrated last), then registration.
pub fn seed_order(event: &Event) -> Vec<PlayerId> {
    let mut ids: Vec<PlayerId> = (0..event.players.len()).collect();
    ids.sort_by_key(|&p| {
        (
            std::cmp::Reverse(event.players[p].rating.unwrap_or(0)),
            event.players[p].rating.is_none(),
            p,
        )
    });
    ids
}

/// Swiss rounds when none were given: enough for a single leader among up to 2^r
/// players, plus one; at most players − 1.
pub fn default_swiss_rounds(players: usize) -> u32 {
    let r = (players.max(2) as f64).log2().ceil() as u32 + 1;
    r.min(players.saturating_sub(1).max(1) as u32)
}

fn swiss_round(event: &Event, number: u32) -> Result<Round, TournamentError> {
    let planned = event
        .rounds_planned
        .unwrap_or_else(|| default_swiss_rounds(event.players.len()));
    if number > planned {
        return Err(TournamentError::Refused(Refusal::SwissAllPaired(planned)));
    }
    // Counted before the field's histories are built.
    let active = event.active_players().len();
    if active < 2 {
        return Err(TournamentError::Refused(Refusal::SwissTooFew));
    }
    if active > MAX_PLAYERS {
        return Err(TournamentError::Refused(Refusal::SwissTooMany {
            players: active,
            limit: MAX_PLAYERS,
        }));
    }
    let players = swiss_players(event, number);
    let pairing = pair_swiss(&players, number).map_err(|detail| TournamentError::Unpairable {
        round: number,
        detail,
    })?;
    Ok(Round {
        number,
        games: pairing
            .boards
            .iter()
            .enumerate()
            .map(|(i, &(red, black))| RoundGame {
                board: i as u32 + 1,
                red,
                black,
                result: None,
                fouls: [0, 0],
                by_withdrawal: false,
                time_used: None,
                team_match: None,
            })
            .collect(),
        bye: pairing.bye,
        passes: Vec::new(),
        stage: None,
        ..Round::default()
    })
}

/// What the Swiss pairing of round `number` needs about each active player.
pub fn swiss_players(event: &Event, number: u32) -> Vec<SwissPlayer> {
    let hist = histories(event);
    let seeds = seed_order(event);
    let mut pairing_number = vec![0; event.players.len()];
    for (i, &p) in seeds.iter().enumerate() {
        pairing_number[p] = i + 1;
    }
    let last = number - 1;
    let planned = event
        .rounds_planned
        .unwrap_or_else(|| default_swiss_rounds(event.players.len()));
    // A.7: topscorers only when pairing the last round.
    let max_score = event.scoring.points(super::result::Score::Win) * f64::from(last);
    let last_round = number == planned;
    event
        .active_players()
        .into_iter()
        .map(|id| {
            let h = &hist[id];
            let mut colours = vec![None; last as usize];
            let mut opponents = Vec::new();
            for e in &h.entries {
                if !e.unplayed {
                    colours[e.round as usize - 1] = e.colour;
                    opponents.extend(e.opponent);
                }
            }
            let score = pairing_score(event, &hist, &pairing_number, id, number);
            SwissPlayer {
                id,
                pairing_number: pairing_number[id],
                score,
                points: h.points(event),
                colours,
                opponents,
                had_unplayed_point: h
                    .entries
                    .iter()
                    .any(|e| e.unplayed && e.score == Some(super::result::Score::Win)),
                floats: [
                    float_in(event, &hist, &pairing_number, id, last),
                    float_in(event, &hist, &pairing_number, id, last.saturating_sub(1)),
                ],
                top_scorer: last_round && score > max_score / 2.0,
            }
        })
        .collect()
}

/// A player's score for pairing round `round`: the points before it, plus one in an
/// accelerated round for the top half (an even number of players).
fn pairing_score(
    event: &Event,
    hist: &[PlayerHistory],
    pairing_number: &[usize],
    id: PlayerId,
    round: u32,
) -> f64 {
    let top = 2 * event.players.len().div_ceil(4);
    let bonus = if round <= event.accelerated_rounds && pairing_number[id] <= top {
        1.0
    } else {
        0.0
    };
    hist[id].points_after(event, round - 1) + bonus
}

/// A player's float in round `round` (A.4): down when the opponent had less, up when
/// they had more, by the pairing scores of that round; a round without a game
/// played (a bye, a forfeit, not yet in the event) is a downfloat.
fn float_in(
    event: &Event,
    hist: &[PlayerHistory],
    pairing_number: &[usize],
    id: PlayerId,
    round: u32,
) -> Option<Float> {
    if round == 0 {
        return None;
    }
    let Some(e) = hist[id].entries.iter().find(|e| e.round == round) else {
        return Some(Float::Down);
    };
    let opponent = match e.opponent {
        Some(o) if !e.unplayed => o,
        _ => return Some(Float::Down),
    };
    let mine = pairing_score(event, hist, pairing_number, id, round);
    let theirs = pairing_score(event, hist, pairing_number, opponent, round);
    match mine.total_cmp(&theirs) {
        std::cmp::Ordering::Greater => Some(Float::Down),
        std::cmp::Ordering::Less => Some(Float::Up),
        std::cmp::Ordering::Equal => None,
    }
}

/// 猜先: a fair lot from the event's seed, the round and the board (splitmix64), so
/// that it can be checked afterwards.
pub fn lot(seed: u64, round: u32, board: u32) -> Color {
    let mut z = seed ^ (u64::from(round) << 32 | u64::from(board));
    z = z.wrapping_add(0x9E37_79B9_7F4A_7C15);
    z = (z ^ (z >> 30)).wrapping_mul(0xBF58_476D_1CE4_E5B9);
    z = (z ^ (z >> 27)).wrapping_mul(0x94D0_49BB_1331_11EB);
    z ^= z >> 31;
    if z & 1 == 0 { Color::Red } else { Color::Black }
}
