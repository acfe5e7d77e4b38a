//! Swiss pairing (积分编排制, 11.4) after the FIDE Dutch system (C.04.3), where the rule
//! book leaves the details open (13.3 "按照有关条款"). The round is paired bracket by
//! bracket from the top score down (B.1–B.3); each bracket is settled as a whole by a
//! maximum-weight matching whose weights hold the quality criteria C.5–C.19 in their
//! order, and the candidate order of D.1–D.3 is then fixed step by step
//! (`swiss_bracket.rs`, `swiss_weights.rs`). What this file holds:
//! - the absolute criteria (C.1 no rematch of a game played over the board; C.2 no
//!   second point without play, 21.4; C.3 no two absolute colour preferences for the
//!   same colour, except for topscorers, A.7); the round-pairing outlook (A.9), which
//!   checks that the round can still be completed, is in `swiss_outlook.rs`;
//! - brackets and the collapse of the lowest ones into one when the downfloaters a
//!   bracket leaves cannot be paired below (A.9, C.4);
//! - colours by E.1–E.5 (`colour.rs`) and the boards' order (D.9: the higher player's
//!   score, the sum of the scores, the higher player's rank).

use std::collections::HashSet;

use super::colour::{Preference, Strength, colour_of_higher, preference};
use super::event::PlayerId;
use super::refusal::NoPairing;
use super::swiss_bracket::{Bracket, pair_bracket};
use super::swiss_outlook::Outlook;
use chuhe_core::rules::Color;

/// Which way a player floated in a round (A.4).
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum Float {
    Down,
    Up,
}

/// What the pairing needs to know about one player.
#[derive(Clone, Debug, PartialEq)]
pub struct SwissPlayer {
    pub id: PlayerId,
    /// Pairing number (1 = top seed).
    pub pairing_number: usize,
    /// Score used for pairing (with any acceleration).
    pub score: f64,
    /// Score without acceleration (orders the boards, D.9).
    pub points: f64,
    /// Colour in each round so far; None where no game was played over the board.
    pub colours: Vec<Option<Color>>,
    /// Opponents met over the board (forfeited games do not count, as in the Dutch
    /// system, so those players may meet again).
    pub opponents: Vec<PlayerId>,
    /// Has had a bye or a forfeit win (C.2: no second bye).
    pub had_unplayed_point: bool,
    /// The floats of the last round and of the round before it (A.4: a round without
    /// a game played is a downfloat).
    pub floats: [Option<Float>; 2],
    /// A.7: pairing the last round with more than half the maximum score.
    pub top_scorer: bool,
}

/// A round's pairings: (Red, Black) by board, and the bye.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct SwissPairing {
    pub boards: Vec<(PlayerId, PlayerId)>,
    pub bye: Option<PlayerId>,
}

/// One player as the pairing sees them, by rank (score, then pairing number: A.2).
#[derive(Clone, Debug)]
pub(super) struct Ranked {
    pub id: PlayerId,
    pub number: usize,
    /// Pairing score in tenths of a point (with acceleration).
    pub score: i64,
    /// Score without acceleration, in tenths.
    pub points: i64,
    pub played: Vec<Color>,
    pub pref: Preference,
    /// The last two games played had the same colour.
    pub double: bool,
    pub floats: [Option<Float>; 2],
    pub bye_received: bool,
    pub top: bool,
    pub met: HashSet<PlayerId>,
}

impl Ranked {
    fn of(p: &SwissPlayer) -> Ranked {
        let played: Vec<Color> = p.colours.iter().flatten().copied().collect();
        let double = played.len() >= 2 && played[played.len() - 1] == played[played.len() - 2];
        Ranked {
            id: p.id,
            number: p.pairing_number,
            score: tenths(p.score),
            points: tenths(p.points),
            pref: preference(&played),
            double,
            played,
            floats: p.floats,
            bye_received: p.had_unplayed_point,
            top: p.top_scorer,
            met: p.opponents.iter().copied().collect(),
        }
    }
}

fn tenths(points: f64) -> i64 {
    (points * 10.0).round() as i64
}

/// The absolute criteria C.1 and C.3 (C.2 concerns the bye only).
pub(super) fn allowed(a: &Ranked, b: &Ranked) -> bool {
    if a.met.contains(&b.id) || b.met.contains(&a.id) {
        return false;
    }
    let both_absolute =
        a.pref.strength == Strength::Absolute && b.pref.strength == Strength::Absolute;
    a.top || b.top || !(both_absolute && a.pref.colour == b.pref.colour)
}

// The work of a pairing, counted in the unit tests so that its growth with the field
// is checked without a clock: the cells of the brackets' weight matrices and of the
// matchings solved on them, and the pairs the outlook tests.
#[cfg(test)]
thread_local! {
    pub(super) static WORK: std::cell::Cell<u64> = const { std::cell::Cell::new(0) };
}

#[cfg(test)]
pub(super) fn count_work(n: u64) {
    WORK.with(|w| w.set(w.get() + n));
}

#[cfg(not(test))]
#[inline(always)]
pub(super) fn count_work(_: u64) {}

/// The most players a Swiss round is paired for: a round of this many takes seconds
/// and well under a gigabyte (docs/performance.md); more are refused
/// (`Refusal::SwissTooMany`) before anything is allocated.
pub const MAX_PLAYERS: usize = 10_000;

/// Pairs a round. `players` are the players to pair (withdrawn ones left out);
/// `round` is the number of the round being paired. An error says why no pairing
/// exists.
pub fn pair_swiss(players: &[SwissPlayer], round: u32) -> Result<SwissPairing, NoPairing> {
    let mut ranked: Vec<Ranked> = players.iter().map(Ranked::of).collect();
    ranked.sort_by(|a, b| b.score.cmp(&a.score).then(a.number.cmp(&b.number)));
    let mut outlook = Outlook::new(&ranked);
    if !outlook.completes() {
        return Err(if ranked.len() % 2 == 1 {
            NoPairing::NoByeWithoutRematch
        } else {
            NoPairing::NoneWithoutRematch
        });
    }
    // Score groups (A.3), by rank.
    let mut groups: Vec<Vec<usize>> = Vec::new();
    for i in 0..ranked.len() {
        match groups.last_mut() {
            Some(g) if ranked[g[0]].score == ranked[i].score => g.push(i),
            _ => groups.push(vec![i]),
        }
    }
    let mut pairs: Vec<(usize, usize)> = Vec::new();
    let mut bye = None;
    let mut mdps: Vec<usize> = Vec::new();
    let mut collapsed = false;
    let mut index = 0;
    while index < groups.len() {
        let bracket = Bracket {
            mdps: &mdps,
            residents: &groups[index],
            lower: groups.get(index + 1).map_or(&[][..], |g| &g[..]),
            round,
            collapsed,
        };
        let Some(found) = pair_bracket(&ranked, &bracket, &mut outlook)? else {
            // A.9: the downfloaters left cannot be paired with the rest: everyone
            // below this bracket becomes one collapsed score group.
            let rest: Vec<usize> = groups.drain(index + 1..).flatten().collect();
            groups.push(rest);
            collapsed = true;
            continue;
        };
        let mut paired = HashSet::new();
        for &(a, b) in &found {
            paired.insert(a);
            paired.insert(b);
            if a == b {
                bye = Some(a);
            } else {
                pairs.push((a, b));
            }
        }
        mdps = mdps
            .iter()
            .chain(&groups[index])
            .copied()
            .filter(|p| !paired.contains(p))
            .collect();
        index += 1;
    }
    if !mdps.is_empty() {
        return Err(NoPairing::LeftUnpaired);
    }
    Ok(finish(&ranked, pairs, bye))
}

/// Colours (E.1–E.5) and board order (D.9).
fn finish(p: &[Ranked], pairs: Vec<(usize, usize)>, bye: Option<usize>) -> SwissPairing {
    let mut boards: Vec<(usize, usize)> = pairs
        .into_iter()
        .map(|(a, b)| {
            let (hi, lo) = (a.min(b), a.max(b));
            let c = colour_of_higher(
                p[hi].pref,
                p[lo].pref,
                &p[hi].played,
                &p[lo].played,
                p[hi].number,
            );
            if c == Color::Red { (hi, lo) } else { (lo, hi) }
        })
        .collect();
    // D.9 ranks by the score without acceleration.
    let key = |&(a, b): &(usize, usize)| {
        let rank = |i: usize| (p[i].points, std::cmp::Reverse(p[i].number));
        let (hi, lo) = if rank(a) >= rank(b) { (a, b) } else { (b, a) };
        (p[hi].points, p[lo].points, std::cmp::Reverse(p[hi].number))
    };
    boards.sort_by_key(|b| std::cmp::Reverse(key(b)));
    SwissPairing {
        boards: boards
            .into_iter()
            .map(|(r, b)| (p[r].id, p[b].id))
            .collect(),
        bye: bye.map(|b| p[b].id),
    }
}

#[cfg(test)]
mod tests {
    use integer_blossom::max_weight_matching;

    use super::*;
    use crate::swiss_bracket::EXACT_PLAYERS;

    /// A small deterministic generator (xorshift).
    struct Rng(u64);

    impl Rng {
        fn below(&mut self, n: u64) -> u64 {
            self.0 ^= self.0 << 13;
            self.0 ^= self.0 >> 7;
            self.0 ^= self.0 << 17;
            self.0 % n
        }
    }

    fn field(n: usize) -> Vec<SwissPlayer> {
        (0..n)
            .map(|i| SwissPlayer {
                id: i,
                pairing_number: i + 1,
                score: 0.0,
                points: 0.0,
                colours: Vec::new(),
                opponents: Vec::new(),
                had_unplayed_point: false,
                floats: [None, None],
                top_scorer: false,
            })
            .collect()
    }

    /// Plays a round with random results (players are indexed by id).
    fn play(players: &mut [SwissPlayer], pairing: &SwissPairing, rng: &mut Rng) {
        for &(red, black) in &pairing.boards {
            let (r, b) = match rng.below(10) {
                0..=3 => (1.0, 0.0),
                4..=6 => (0.5, 0.5),
                _ => (0.0, 1.0),
            };
            for (me, other, colour, score) in
                [(red, black, Color::Red, r), (black, red, Color::Black, b)]
            {
                let p = &mut players[me];
                p.score += score;
                p.points += score;
                p.colours.push(Some(colour));
                p.opponents.push(other);
                p.floats = [None, p.floats[0]];
            }
        }
        if let Some(bye) = pairing.bye {
            let p = &mut players[bye];
            p.score += 1.0;
            p.points += 1.0;
            p.colours.push(None);
            p.had_unplayed_point = true;
            p.floats = [Some(Float::Down), p.floats[0]];
        }
    }

    /// The outlook as it was first written: one maximum matching on the dense graph.
    fn dense_completes(players: &[Ranked], fixed: &[Option<usize>]) -> bool {
        let n = players.len();
        let size = n + n % 2;
        let mut w = vec![0i64; size * size];
        for i in 0..n {
            for j in i + 1..n {
                let edge = match (fixed[i], fixed[j]) {
                    (None, None) => allowed(&players[i], &players[j]),
                    (f, _) => f == Some(j),
                };
                w[i * size + j] = i64::from(edge);
            }
            if n % 2 == 1 {
                w[i * size + n] = i64::from(fixed[i].is_none() && !players[i].bye_received);
            }
        }
        max_weight_matching(&w, size).iter().all(Option::is_some)
    }

    /// The sparse outlook answers as the dense matching does, on crowded small fields
    /// where many rounds have been played (so many pairs are ruled out) and some pairs
    /// are already fixed.
    #[test]
    fn the_outlook_agrees_with_a_dense_matching() {
        let mut rng = Rng(0x0a9_0a9_0a9);
        let (mut yes, mut no) = (0, 0);
        for t in 0..300 {
            let n = 4 + t % 13;
            let mut players = field(n);
            let rounds = 1 + rng.below(n as u64 - 1) as usize;
            for _ in 0..rounds {
                // Random pairs, rematches allowed: histories a pairer would not give.
                let mut order: Vec<usize> = (0..n).collect();
                for i in (1..n).rev() {
                    order.swap(i, rng.below(i as u64 + 1) as usize);
                }
                let boards = order.chunks_exact(2).map(|c| (c[0], c[1])).collect();
                let bye = (n % 2 == 1).then(|| order[n - 1]);
                play(&mut players, &SwissPairing { boards, bye }, &mut rng);
            }
            for p in &mut players {
                p.top_scorer = rng.below(8) == 0;
            }
            let ranked: Vec<Ranked> = players.iter().map(Ranked::of).collect();
            let mut outlook = Outlook::new(&ranked);
            let mut fixed = vec![None; n];
            for _ in 0..rng.below(3) {
                let (a, b) = (rng.below(n as u64) as usize, rng.below(n as u64) as usize);
                if a != b && fixed[a].is_none() && fixed[b].is_none() {
                    outlook.fix(a, b);
                    fixed[a] = Some(b);
                    fixed[b] = Some(a);
                }
            }
            let dense = dense_completes(&ranked, &fixed);
            assert_eq!(outlook.completes(), dense, "field {t}");
            if dense { yes += 1 } else { no += 1 }
        }
        assert!(yes > 30 && no > 30, "both answers were tried ({yes}, {no})");
    }

    /// A Swiss round of 5,000 players costs work in proportion to the field times a
    /// window's size, not to its square: counted (weight cells, matching tables, pairs
    /// tested by the outlook) in the first rounds, where round 1 is one bracket of all.
    #[test]
    fn a_large_round_costs_work_linear_in_the_field() {
        let n = 5000;
        let window = 2 * EXACT_PLAYERS;
        let mut players = field(n);
        let mut rng = Rng(0x5_0000);
        for round in 1..=3 {
            WORK.with(|w| w.set(0));
            let pairing = pair_swiss(&players, round).unwrap();
            let work = WORK.with(|w| w.get());
            eprintln!(
                "round {round}: work {work} = {} n·w",
                work as f64 / (n * window) as f64
            );
            assert_eq!(pairing.boards.len(), n / 2);
            assert!(
                work <= 64 * (n * window) as u64,
                "round {round}: work {work} for {n} players"
            );
            play(&mut players, &pairing, &mut rng);
        }
    }
}
