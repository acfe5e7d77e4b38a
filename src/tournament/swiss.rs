//! Swiss pairing (积分编排制, 11.4) after the FIDE Dutch system, where the rule book
//! leaves the details open (13.3 "按照有关条款"). What chuhe implements:
//! - absolute criteria: no rematch of a game played over the board; two players with
//!   the same absolute colour preference do not meet (C.1, C.3); the bye goes to a
//!   player who has not had a point without play (C.2, 21.4): the one the lowest
//!   bracket leaves over, chosen like any floater;
//! - brackets by score from the top, with downfloaters (MDPs) paired first against the
//!   bracket's residents in order, then the residents S1 against S2, trying S2's
//!   transpositions in order, then exchanges, keeping the first candidate with the
//!   fewest colour preferences refused (C.12), strong ones refused (C.13) and repeated
//!   floats (C.14–C.17, a bye counting as a downfloat);
//! - completion (C.4) by collapsing the lowest brackets into one when the last cannot
//!   be paired;
//! - colours by E.1–E.5 (`colour.rs`), boards ordered by the higher score, the sum of
//!   scores, then the higher player's rank.
//!
//! Left out: the topscorer exceptions of the last round (A.7), and the finer criteria
//! C.7–C.11 and C.18–C.19; the README's Swiss section lists the differences they make
//! against an implementation of the full system.

use std::cmp::Ordering;
use std::collections::HashSet;

use super::colour::{Preference, Strength, colour_of_higher, preference};
use super::event::PlayerId;
use crate::rules::Color;

/// Which way a player floated in a round.
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
    /// Colour in each round so far; None where no game was played over the board.
    pub colours: Vec<Option<Color>>,
    /// Opponents met over the board (forfeited games do not count, as in the Dutch
    /// system, so those players may meet again).
    pub opponents: Vec<PlayerId>,
    /// Has had a bye or a forfeit win (C.2: no second bye).
    pub had_unplayed_point: bool,
    /// The floats of the last round and of the round before it (a bye is a downfloat).
    pub floats: [Option<Float>; 2],
}

/// A round's pairings: (Red, Black) by board, and the bye.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct SwissPairing {
    pub boards: Vec<(PlayerId, PlayerId)>,
    pub bye: Option<PlayerId>,
}

/// Quality of a candidate, lower is better, compared lexicographically.
#[derive(Copy, Clone, Debug, Default, PartialEq, Eq, PartialOrd, Ord)]
struct Quality {
    /// C.5/C.6: MDPs left unpaired, then the score of the floaters (in half points).
    unpaired_mdps: u32,
    floater_score: u32,
    /// C.12, C.13.
    colour_refused: u32,
    strong_refused: u32,
    /// C.14, C.15; then C.16, C.17 (floats two rounds before).
    repeated_down: u32,
    repeated_up: u32,
    repeated_down_2: u32,
    repeated_up_2: u32,
}

impl std::ops::Add for Quality {
    type Output = Quality;
    fn add(self, o: Quality) -> Quality {
        Quality {
            unpaired_mdps: self.unpaired_mdps + o.unpaired_mdps,
            floater_score: self.floater_score + o.floater_score,
            colour_refused: self.colour_refused + o.colour_refused,
            strong_refused: self.strong_refused + o.strong_refused,
            repeated_down: self.repeated_down + o.repeated_down,
            repeated_up: self.repeated_up + o.repeated_up,
            repeated_down_2: self.repeated_down_2 + o.repeated_down_2,
            repeated_up_2: self.repeated_up_2 + o.repeated_up_2,
        }
    }
}

/// A bracket's pairing: its quality, its pairs, its floaters.
type Candidate = (Quality, Vec<(usize, usize)>, Vec<usize>);

/// Node budget of one bracket's search: past it, the best candidate found is kept.
const BUDGET: u32 = 20_000;

struct Ctx<'a> {
    /// Players in rank order (score, then pairing number); indices below are ranks.
    p: Vec<&'a SwissPlayer>,
    prefs: Vec<Preference>,
    met: Vec<HashSet<PlayerId>>,
}

impl Ctx<'_> {
    fn compatible(&self, a: usize, b: usize) -> bool {
        if self.met[a].contains(&self.p[b].id) {
            return false;
        }
        let (x, y) = (self.prefs[a], self.prefs[b]);
        !(x.strength == Strength::Absolute
            && y.strength == Strength::Absolute
            && x.colour == y.colour)
    }

    fn pair_quality(&self, a: usize, b: usize, mdp: Option<usize>) -> Quality {
        let (x, y) = (self.prefs[a], self.prefs[b]);
        let mut q = Quality::default();
        if x.colour.is_some() && x.colour == y.colour {
            q.colour_refused = 1;
            if x.strength >= Strength::Strong && y.strength >= Strength::Strong {
                q.strong_refused = 1;
            }
        }
        // The resident who meets an MDP floats up.
        if let Some(resident) = mdp {
            let f = self.p[resident].floats;
            q.repeated_up = u32::from(f[0] == Some(Float::Up));
            q.repeated_up_2 = u32::from(f[1] == Some(Float::Up));
        }
        q
    }

    fn floater_quality(&self, f: usize) -> Quality {
        Quality {
            floater_score: (self.p[f].score * 2.0).round() as u32,
            repeated_down: u32::from(self.p[f].floats[0] == Some(Float::Down)),
            repeated_down_2: u32::from(self.p[f].floats[1] == Some(Float::Down)),
            ..Quality::default()
        }
    }
}

/// Pairs a round. `players` are the players to pair (withdrawn ones left out);
/// an error says why no pairing exists.
pub fn pair_swiss(players: &[SwissPlayer]) -> Result<SwissPairing, String> {
    let mut order: Vec<&SwissPlayer> = players.iter().collect();
    order.sort_by(|a, b| rank_cmp(a, b));
    let ctx = Ctx {
        prefs: order
            .iter()
            .map(|p| preference(&p.colours.iter().flatten().copied().collect::<Vec<_>>()))
            .collect(),
        met: order
            .iter()
            .map(|p| p.opponents.iter().copied().collect())
            .collect(),
        p: order,
    };
    let n = ctx.p.len();
    let all: Vec<usize> = (0..n).collect();
    // With an odd number, the bye is the player the last bracket leaves over (C.2: one
    // who has had no point without play), chosen by the same criteria as a floater.
    let odd = n % 2 == 1;
    let (pairs, bye) = pair_all(&ctx, &all, odd).ok_or(if odd {
        "no pairing leaves an eligible player for the bye without a rematch"
    } else {
        "no pairing without a rematch exists"
    })?;
    Ok(finish(&ctx, pairs, bye))
}

fn rank_cmp(a: &SwissPlayer, b: &SwissPlayer) -> Ordering {
    b.score
        .total_cmp(&a.score)
        .then(a.pairing_number.cmp(&b.pairing_number))
}

/// Colours (E.1–E.5) and board order.
fn finish(ctx: &Ctx, pairs: Vec<(usize, usize)>, bye: Option<usize>) -> SwissPairing {
    let mut pairs: Vec<(usize, usize)> = pairs
        .into_iter()
        .map(|(a, b)| if a < b { (a, b) } else { (b, a) })
        .collect();
    pairs.sort_by(|&(a1, b1), &(a2, b2)| {
        let s = |i: usize| ctx.p[i].score;
        s(a2)
            .total_cmp(&s(a1))
            .then((s(a2) + s(b2)).total_cmp(&(s(a1) + s(b1))))
            .then(a1.cmp(&a2))
    });
    let boards = pairs
        .into_iter()
        .map(|(a, b)| {
            let (pa, pb) = (ctx.p[a], ctx.p[b]);
            let c = colour_of_higher(
                ctx.prefs[a],
                ctx.prefs[b],
                &pa.colours,
                &pb.colours,
                pa.pairing_number,
            );
            if c == Color::Red {
                (pa.id, pb.id)
            } else {
                (pb.id, pa.id)
            }
        })
        .collect();
    SwissPairing {
        boards,
        bye: bye.map(|b| ctx.p[b].id),
    }
}

/// Pairs everyone in `players` (ranks), bracket by bracket; when the last bracket
/// cannot be completed, the lowest brackets are merged and it starts again (C.4).
fn pair_all(ctx: &Ctx, players: &[usize], bye: bool) -> Option<Paired> {
    let mut groups: Vec<Vec<usize>> = Vec::new();
    for &i in players {
        match groups.last_mut() {
            Some(g) if ctx.p[g[0]].score == ctx.p[i].score => g.push(i),
            _ => groups.push(vec![i]),
        }
    }
    while !groups.is_empty() {
        if let Some(found) = pair_brackets(ctx, &groups, bye) {
            return Some(found);
        }
        if groups.len() == 1 {
            return None;
        }
        let last = groups.pop().unwrap_or_default();
        if let Some(g) = groups.last_mut() {
            g.extend(last);
        }
    }
    None
}

/// A round's pairs (ranks) and the bye.
type Paired = (Vec<(usize, usize)>, Option<usize>);

fn pair_brackets(ctx: &Ctx, groups: &[Vec<usize>], bye: bool) -> Option<Paired> {
    let mut pairs = Vec::new();
    let mut floaters: Vec<usize> = Vec::new();
    for (k, residents) in groups.iter().enumerate() {
        let mdps = std::mem::take(&mut floaters);
        let last = k + 1 == groups.len();
        let may_float = |i: usize| !(last && ctx.p[i].had_unplayed_point);
        let (mut bracket_pairs, left) = pair_bracket(ctx, &mdps, residents, &may_float);
        pairs.append(&mut bracket_pairs);
        if last {
            return match (left.as_slice(), bye) {
                ([], false) => Some((pairs, None)),
                ([b], true) if may_float(*b) => Some((pairs, Some(*b))),
                _ => None,
            };
        }
        floaters = left;
    }
    None
}

/// One bracket: MDPs first against the residents, then the residents among
/// themselves. Returns the pairs and the players who float down.
fn pair_bracket(
    ctx: &Ctx,
    mdps: &[usize],
    residents: &[usize],
    may_float: &dyn Fn(usize) -> bool,
) -> (Vec<(usize, usize)>, Vec<usize>) {
    let mut pairs = Vec::new();
    let mut limbo = Vec::new();
    let mut rest: Vec<usize> = residents.to_vec();
    if !mdps.is_empty() {
        let mut search = MdpSearch {
            ctx,
            mdps,
            residents,
            used: vec![false; residents.len()],
            current: Vec::new(),
            best: None,
            budget: BUDGET,
        };
        search.run(0, Quality::default());
        let (_, chosen) = search.best.unwrap_or_default();
        for (m, r) in chosen.iter().enumerate() {
            match r {
                Some(r) => pairs.push((mdps[m], residents[*r])),
                None => limbo.push(mdps[m]),
            }
        }
        let taken: HashSet<usize> = chosen.iter().flatten().map(|&r| residents[r]).collect();
        rest.retain(|i| !taken.contains(i));
    }
    let (mut homogeneous, mut down) = pair_homogeneous(ctx, &rest, may_float);
    pairs.append(&mut homogeneous);
    limbo.append(&mut down);
    limbo.sort_unstable();
    (pairs, limbo)
}

/// MDPs in order each take the first suitable resident (S2 transpositions), or stay
/// unpaired; fewest unpaired first, then quality.
struct MdpSearch<'a, 'c> {
    ctx: &'a Ctx<'c>,
    mdps: &'a [usize],
    residents: &'a [usize],
    used: Vec<bool>,
    current: Vec<Option<usize>>,
    best: Option<(Quality, Vec<Option<usize>>)>,
    budget: u32,
}

impl MdpSearch<'_, '_> {
    fn run(&mut self, i: usize, q: Quality) {
        if self.budget == 0 || self.best.as_ref().is_some_and(|(b, _)| q >= *b) {
            return;
        }
        self.budget -= 1;
        if i == self.mdps.len() {
            self.best = Some((q, self.current.clone()));
            return;
        }
        let m = self.mdps[i];
        for r in 0..self.residents.len() {
            let res = self.residents[r];
            if self.used[r] || !self.ctx.compatible(m, res) {
                continue;
            }
            self.used[r] = true;
            self.current.push(Some(r));
            let pq = self.ctx.pair_quality(m, res, Some(res));
            self.run(i + 1, q + pq);
            self.current.pop();
            self.used[r] = false;
        }
        self.current.push(None);
        let fq = Quality {
            unpaired_mdps: 1,
            ..self.ctx.floater_quality(m)
        };
        self.run(i + 1, q + fq);
        self.current.pop();
    }
}

/// A homogeneous bracket: as many pairs as possible (C.5), S1 = the top half against
/// S2 = the rest, S2 transposed in order, then exchanges.
fn pair_homogeneous(
    ctx: &Ctx,
    players: &[usize],
    may_float: &dyn Fn(usize) -> bool,
) -> (Vec<(usize, usize)>, Vec<usize>) {
    let n = players.len();
    for p in (1..=n / 2).rev() {
        let mut search = Search {
            ctx,
            players,
            p,
            exchanges: false,
            may_float,
            taken: vec![false; n],
            current: Vec::new(),
            floaters: Vec::new(),
            best: None,
            budget: BUDGET,
        };
        search.run(0, Quality::default());
        let transposed = search.best.take();
        if transposed
            .as_ref()
            .is_some_and(|(q, _, _)| *q == Quality::default())
        {
            let (_, pairs, floaters) = transposed.unwrap_or_default();
            return (pairs, floaters);
        }
        search.exchanges = true;
        search.budget = BUDGET;
        search.best = transposed.clone();
        search.run(0, Quality::default());
        if let Some((_, pairs, floaters)) = search.best {
            return (pairs, floaters);
        }
    }
    (Vec::new(), players.to_vec())
}

struct Search<'a, 'c> {
    ctx: &'a Ctx<'c>,
    players: &'a [usize],
    /// Pairs to make.
    p: usize,
    /// Whether S1 players may also pair among themselves (an exchange).
    exchanges: bool,
    /// Who may be left over (in the last bracket, only a player who may take the bye).
    may_float: &'a dyn Fn(usize) -> bool,
    taken: Vec<bool>,
    current: Vec<(usize, usize)>,
    floaters: Vec<usize>,
    best: Option<Candidate>,
    budget: u32,
}

impl Search<'_, '_> {
    fn run(&mut self, from: usize, q: Quality) {
        if self.budget == 0 || self.best.as_ref().is_some_and(|(b, _, _)| q >= *b) {
            return;
        }
        self.budget -= 1;
        let n = self.players.len();
        let Some(i) = (from..n).find(|&i| !self.taken[i]) else {
            if self.current.len() == self.p {
                self.best = Some((q, self.current.clone(), self.floaters.clone()));
            }
            return;
        };
        let a = self.players[i];
        self.taken[i] = true;
        // Candidates: S2 in order; with exchanges, also the later S1 players, lowest first.
        let s2 = (self.p..n).filter(|&j| j > i);
        let s1: Vec<usize> = if self.exchanges {
            (i + 1..self.p.min(n)).rev().collect()
        } else {
            Vec::new()
        };
        if self.current.len() < self.p {
            for j in s2.chain(s1) {
                let b = self.players[j];
                if self.taken[j] || !self.ctx.compatible(a, b) {
                    continue;
                }
                self.taken[j] = true;
                self.current.push((a, b));
                let pq = self.ctx.pair_quality(a, b, None);
                self.run(i + 1, q + pq);
                self.current.pop();
                self.taken[j] = false;
            }
        }
        // Or `a` floats, while enough players remain to make the pairs.
        // Without exchanges, S1 stays whole and only S2 players float.
        let unpaired_allowed = n - 2 * self.p;
        if self.floaters.len() < unpaired_allowed
            && (self.exchanges || i >= self.p)
            && (self.may_float)(a)
        {
            self.floaters.push(a);
            let fq = self.ctx.floater_quality(a);
            self.run(i + 1, q + fq);
            self.floaters.pop();
        }
        self.taken[i] = false;
    }
}
