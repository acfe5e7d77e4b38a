//! The round-pairing outlook (C.04.3 A.9): can the players not yet paired all still
//! be paired under the absolute criteria, with the bye (in an odd field) to a player
//! who has not had a point without play?
//!
//! The answer is whether the graph of allowed pairs has a perfect matching. That graph
//! is almost complete (a player is kept only from the opponents already met and, by
//! C.3, from the players with the same absolute colour preference), so it is never
//! stored: a pair is tested when it is looked at, from each player's colour class
//! and sorted list of opponents. A greedy pass pairs nearly everyone; Edmonds'
//! augmenting paths (with blossoms) pair the rest, and the first player from whom no
//! augmenting path starts proves that no perfect matching exists (such a player is
//! left out of some maximum matching). Memory is linear in the field and a round
//! with nothing in the way costs a few tests per player.

use std::collections::{HashMap, VecDeque};

use super::colour::Strength;
use super::swiss::{Ranked, count_work};
use chuhe_core::rules::Color;

const NONE: usize = usize::MAX;

/// The pairs fixed so far in the round, and what the absolute criteria need to
/// know about each player, by rank.
#[derive(Clone)]
pub(super) struct Outlook {
    fixed: Vec<Option<usize>>,
    /// C.3: two players of one nonzero class both have an absolute preference for
    /// the same colour (topscorers are in class 0).
    class: Vec<u8>,
    /// C.1: the opponents met over the board, by rank, sorted, both ways.
    met: Vec<Vec<u32>>,
    bye_received: Vec<bool>,
}

impl Outlook {
    pub fn new(players: &[Ranked]) -> Outlook {
        let rank: HashMap<usize, usize> =
            players.iter().enumerate().map(|(i, p)| (p.id, i)).collect();
        let mut met: Vec<Vec<u32>> = vec![Vec::new(); players.len()];
        for (i, p) in players.iter().enumerate() {
            for o in &p.met {
                if let Some(&j) = rank.get(o) {
                    met[i].push(j as u32);
                    met[j].push(i as u32);
                }
            }
        }
        for m in &mut met {
            m.sort_unstable();
            m.dedup();
        }
        let class = players
            .iter()
            .map(|p| match (p.top, p.pref.strength, p.pref.colour) {
                (false, Strength::Absolute, Some(Color::Red)) => 1,
                (false, Strength::Absolute, Some(Color::Black)) => 2,
                (false, Strength::Absolute, None) => 3,
                _ => 0,
            })
            .collect();
        Outlook {
            fixed: vec![None; players.len()],
            class,
            met,
            bye_received: players.iter().map(|p| p.bye_received).collect(),
        }
    }

    pub fn fix(&mut self, a: usize, b: usize) {
        self.fixed[a] = Some(b);
        self.fixed[b] = Some(a);
    }

    /// The absolute criteria C.1 and C.3 for players of ranks `a` and `b`: the same
    /// answer as `swiss::allowed`.
    fn allowed(&self, a: usize, b: usize) -> bool {
        let c = self.class[a];
        !(c != 0 && c == self.class[b]) && self.met[a].binary_search(&(b as u32)).is_err()
    }

    /// Can everyone still be paired, with the pairs already fixed and the bye (if
    /// any) to an eligible player?
    pub fn completes(&self) -> bool {
        let verts: Vec<usize> = (0..self.fixed.len())
            .filter(|&i| self.fixed[i].is_none())
            .collect();
        let bye = (verts.len() % 2 == 1).then_some(verts.len());
        let mut s = Search::new(self, verts, bye);
        s.greedy();
        let mut ok = true;
        for root in 0..s.n {
            if s.mate[root] == NONE {
                match s.find_path(root) {
                    Some(end) => s.augment(end),
                    None => {
                        ok = false;
                        break;
                    }
                }
            }
        }
        count_work(s.checks);
        ok
    }
}

/// Edmonds' matching on the free players (local indices into `verts`) and, in an odd
/// field, the bye (local index `verts.len()`).
struct Search<'a> {
    o: &'a Outlook,
    verts: Vec<usize>,
    bye: Option<usize>,
    n: usize,
    mate: Vec<usize>,
    p: Vec<usize>,
    base: Vec<usize>,
    used: Vec<bool>,
    blossom: Vec<bool>,
    seen: Vec<bool>,
    q: VecDeque<usize>,
    checks: u64,
}

impl<'a> Search<'a> {
    fn new(o: &'a Outlook, verts: Vec<usize>, bye: Option<usize>) -> Search<'a> {
        let n = verts.len() + usize::from(bye.is_some());
        Search {
            o,
            verts,
            bye,
            n,
            mate: vec![NONE; n],
            p: vec![NONE; n],
            base: (0..n).collect(),
            used: vec![false; n],
            blossom: vec![false; n],
            seen: vec![false; n],
            q: VecDeque::new(),
            checks: 0,
        }
    }

    fn adj(&mut self, a: usize, b: usize) -> bool {
        self.checks += 1;
        match (Some(a) == self.bye, Some(b) == self.bye) {
            (true, true) => false,
            (true, false) => !self.o.bye_received[self.verts[b]],
            (false, true) => !self.o.bye_received[self.verts[a]],
            (false, false) => self.o.allowed(self.verts[a], self.verts[b]),
        }
    }

    fn class(&self, v: usize) -> usize {
        if Some(v) == self.bye {
            4
        } else {
            usize::from(self.o.class[self.verts[v]])
        }
    }

    /// Pairs the most constrained first (the bye, then the absolute preferences),
    /// each with the first free player it may meet, looking first outside its class.
    fn greedy(&mut self) {
        let mut pools: [Vec<usize>; 5] = Default::default();
        for v in 0..self.n {
            pools[self.class(v)].push(v);
        }
        let mut cursor = [0usize; 5];
        let order: Vec<usize> = [4, 1, 2, 3, 0]
            .iter()
            .flat_map(|&c| pools[c].clone())
            .collect();
        for u in order {
            if self.mate[u] != NONE {
                continue;
            }
            let cu = self.class(u);
            'search: for c in [1, 2, 3, 0, 4] {
                if c == cu && c != 0 {
                    continue;
                }
                while cursor[c] < pools[c].len() && self.mate[pools[c][cursor[c]]] != NONE {
                    cursor[c] += 1;
                }
                for &v in &pools[c][cursor[c]..] {
                    if v != u && self.mate[v] == NONE && self.adj(u, v) {
                        self.mate[u] = v;
                        self.mate[v] = u;
                        break 'search;
                    }
                }
            }
        }
    }

    fn lca(&mut self, mut a: usize, mut b: usize) -> usize {
        self.seen.fill(false);
        loop {
            a = self.base[a];
            self.seen[a] = true;
            if self.mate[a] == NONE {
                break;
            }
            a = self.p[self.mate[a]];
        }
        loop {
            b = self.base[b];
            if self.seen[b] {
                return b;
            }
            b = self.p[self.mate[b]];
        }
    }

    fn mark_path(&mut self, mut v: usize, b: usize, mut child: usize) {
        while self.base[v] != b {
            self.blossom[self.base[v]] = true;
            self.blossom[self.base[self.mate[v]]] = true;
            self.p[v] = child;
            child = self.mate[v];
            v = self.p[self.mate[v]];
        }
    }

    /// An augmenting path from `root`: its far end (walk back by `p` and `mate`).
    fn find_path(&mut self, root: usize) -> Option<usize> {
        self.used.fill(false);
        self.p.fill(NONE);
        for (i, b) in self.base.iter_mut().enumerate() {
            *b = i;
        }
        self.used[root] = true;
        self.q.clear();
        self.q.push_back(root);
        while let Some(v) = self.q.pop_front() {
            for to in 0..self.n {
                if self.base[v] == self.base[to] || self.mate[v] == to || !self.adj(v, to) {
                    continue;
                }
                if to == root || (self.mate[to] != NONE && self.p[self.mate[to]] != NONE) {
                    let cur = self.lca(v, to);
                    self.blossom.fill(false);
                    self.mark_path(v, cur, to);
                    self.mark_path(to, cur, v);
                    for i in 0..self.n {
                        if self.blossom[self.base[i]] {
                            self.base[i] = cur;
                            if !self.used[i] {
                                self.used[i] = true;
                                self.q.push_back(i);
                            }
                        }
                    }
                } else if self.p[to] == NONE {
                    self.p[to] = v;
                    if self.mate[to] == NONE {
                        return Some(to);
                    }
                    let next = self.mate[to];
                    self.used[next] = true;
                    self.q.push_back(next);
                }
            }
        }
        None
    }

    fn augment(&mut self, mut v: usize) {
        while v != NONE {
            let pv = self.p[v];
            let next = self.mate[pv];
            self.mate[v] = pv;
            self.mate[pv] = v;
            v = next;
        }
    }
}
