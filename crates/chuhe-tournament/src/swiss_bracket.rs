//! One Dutch bracket (C.04.3 B): its MDPs, its residents and, for C.7's look ahead,
//! the next score group. The weighted matching (`swiss_weights.rs`) gives the best
//! quality a candidate can reach (B.8); the candidate order then decides between
//! candidates of equal quality, one player at a time, each choice made final before
//! the next (a small bonus in the weights' lowest bits, which never outweighs a
//! criterion):
//! - D.3: the MDPs that are paired (S1 of the heterogeneous part), lowest BSN first;
//! - D.1: each MDP's opponent, the lowest resident BSN possible;
//! - D.2: in the homogeneous remainder, the fewest exchanges (a), the smallest
//!   difference of the BSN sums exchanged (b), the highest BSN moved from S1 to S2
//!   (c), the lowest moved from S2 to S1 (d);
//! - D.1 again: each S1 player's opponent, the lowest S2 BSN possible.

use integer_blossom::max_weight_matching;

use super::refusal::NoPairing;
use super::swiss::{Ranked, allowed, count_work};
use super::swiss_outlook::Outlook;
use super::swiss_weights::{Layout, Role};
use super::wide::Wide;

fn bit_length(n: usize) -> u32 {
    usize::BITS - n.leading_zeros()
}

pub(super) struct Bracket<'a> {
    pub mdps: &'a [usize],
    pub residents: &'a [usize],
    pub lower: &'a [usize],
    /// The number of the round being paired.
    pub round: u32,
    /// The lower brackets have been collapsed (A.9): this is the PPB or the LPB.
    pub collapsed: bool,
}

/// The bracket's weighted graph, in local indices: MDPs, residents, then the next
/// score group, each by rank, so a lower index is a higher rank.
struct Matcher {
    n: usize,
    role: Vec<Role>,
    weight: Vec<Wide>,
    max: Wide,
    /// Each vertex's mate, itself when unmatched.
    mate: Vec<usize>,
}

impl Matcher {
    fn solve(&mut self) {
        // The solver's own tables are (2n + 1)² cells.
        count_work(((2 * self.n + 1) * (2 * self.n + 1)) as u64);
        let mates = max_weight_matching(&self.weight, self.n);
        self.mate = mates
            .iter()
            .enumerate()
            .map(|(i, m)| m.unwrap_or(i))
            .collect();
    }

    fn set(&mut self, i: usize, j: usize, w: Wide) {
        self.weight[i * self.n + j] = w;
        self.weight[j * self.n + i] = w;
    }

    fn get(&self, i: usize, j: usize) -> Wide {
        self.weight[i * self.n + j]
    }

    /// Adds to existing edges only (a removed edge stays removed).
    fn add(&mut self, i: usize, j: usize, v: i64) {
        let w = self.get(i, j);
        if !w.is_zero() {
            self.set(i, j, w + Wide::from_i64(v));
        }
    }

    fn add_all(&mut self, i: usize, others: &[usize], v: i64) {
        for &j in others {
            self.add(i, j, v);
        }
    }

    fn remove_all(&mut self, i: usize, others: &[usize]) {
        for &j in others {
            self.set(i, j, Wide::ZERO);
        }
    }

    fn fix(&mut self, i: usize, j: usize) {
        for k in 0..self.n {
            self.set(i, k, Wide::ZERO);
            self.set(j, k, Wide::ZERO);
        }
        self.set(i, j, self.max);
    }

    /// D.1 for `s1` in order: each takes the lowest BSN of `s2` that the best quality
    /// allows, given the choices of the players before it; each choice is then fixed. Several players are settled
    /// by one matching: each gets a field of bits below the criteria, the earlier
    /// players' fields above the later ones', which is the same order as settling them
    /// one by one.
    fn transpose(
        &mut self,
        s1: &[usize],
        s2: &[usize],
        used_bits: u32,
        global: &[usize],
        outlook: &mut Outlook,
    ) {
        let field = bit_length(s2.len());
        let room = Wide::USABLE_BITS.saturating_sub(used_bits + bit_length(self.n) + 2);
        let per_solve = ((room / field.max(1)) as usize).max(1);
        let reversed: Vec<usize> = s2.iter().rev().copied().collect();
        for chunk in s1.chunks(per_solve) {
            let saved = self.weight.clone();
            let shift = field * chunk.len() as u32;
            for w in &mut self.weight {
                if !w.is_zero() {
                    *w = w.shl(shift);
                }
            }
            for (k, &r) in chunk.iter().enumerate() {
                let at = field * (chunk.len() - 1 - k) as u32;
                for (v, &j) in reversed.iter().enumerate() {
                    let w = self.get(r, j);
                    if !w.is_zero() {
                        self.set(r, j, w + Wide::from_i64(v as i64).shl(at));
                    }
                }
            }
            self.solve();
            self.weight = saved;
            for &r in chunk {
                let mate = self.mate[r];
                self.fix(r, mate);
                outlook.fix(global[r], global[mate]);
            }
        }
    }

    /// Is the matching that pairs `s1[k]` with `s2[k]`, and is the current (best)
    /// matching elsewhere, as good as the current one? If so it is made the current.
    fn identity_is_best(&mut self, s1: &[usize], s2: &[usize]) -> bool {
        let mut mate = self.mate.clone();
        let chosen: Vec<usize> = s1.iter().chain(s2).copied().collect();
        for &v in &chosen {
            let u = self.mate[v];
            if !chosen.contains(&u) && u != v {
                return false;
            }
        }
        for (&a, &c) in s1.iter().zip(s2) {
            if self.get(a, c).is_zero() {
                return false;
            }
            mate[a] = c;
            mate[c] = a;
        }
        let total = |mate: &[usize]| {
            (0..self.n)
                .filter(|&i| mate[i] > i)
                .fold(Wide::ZERO, |acc, i| acc + self.get(i, mate[i]))
        };
        if total(&mate) != total(&self.mate) {
            return false;
        }
        self.mate = mate;
        true
    }

    fn resident_mate(&self, i: usize) -> bool {
        self.role[self.mate[i]] == Role::Resident
    }

    /// Above its mate, who is a resident.
    fn in_s1(&self, i: usize) -> bool {
        i < self.mate[i] && self.resident_mate(i)
    }

    /// Below its mate (or unmatched), or paired into the next score group.
    fn in_s2(&self, i: usize) -> bool {
        i >= self.mate[i] || self.role[self.mate[i]] == Role::Lower
    }
}

/// Brackets of up to this many players (MDPs and residents) are paired exactly, as
/// one weighted matching; larger ones by windows (`pair_by_windows`).
pub(super) const EXACT_PLAYERS: usize = 96;
/// Of the next score group, the highest this many are looked at for C.7.
const LOWER_LOOK: usize = 64;
/// A window of a large bracket: this many residents from the top of S1 and as many
/// from the top of S2.
const HALF_WINDOW: usize = 32;
/// A window whose pairing leaves the round impossible to complete is widened by the
/// next slices, up to this many.
const MAX_SLICES: usize = 4;

/// Pairs one bracket: the pairs (rank indices; a player paired with itself has the
/// bye), or None when the players it leaves cannot complete the round (A.9); the
/// outlook is then as it was.
pub(super) fn pair_bracket(
    p: &[Ranked],
    b: &Bracket,
    outlook: &mut Outlook,
) -> Result<Option<Vec<(usize, usize)>>, NoPairing> {
    let saved = outlook.clone();
    let b = Bracket {
        lower: &b.lower[..b.lower.len().min(LOWER_LOOK)],
        ..*b
    };
    let found = if b.mdps.len() + b.residents.len() <= EXACT_PLAYERS {
        pair_exact(p, &b, outlook)?
    } else {
        pair_by_windows(p, &b, outlook)?
    };
    if found.is_none() {
        *outlook = saved;
    }
    Ok(found)
}

/// A large bracket (in round 1 the whole field is one) paired window by window, so
/// that the work grows with the bracket rather than with its square or cube. The
/// Dutch S1 and S2 are cut into slices of `HALF_WINDOW`; a window holds a slice of
/// each, ranked, and is paired exactly as a bracket of its own, the next window as
/// its next score group (C.7), so S1's k-th player still meets S2's k-th where
/// nothing is in the way. The players a window leaves unpaired move on to the next;
/// the last window has the bracket's own next score group, bye and MDPs to leave.
fn pair_by_windows(
    p: &[Ranked],
    b: &Bracket,
    outlook: &mut Outlook,
) -> Result<Option<Vec<(usize, usize)>>, NoPairing> {
    let r = b.residents;
    let half = r.len() / 2;
    let slices = half.div_ceil(HALF_WINDOW).max(1);
    // The residents of window k (the last takes the rest of S2).
    let window = |from: usize, to: usize| -> Vec<usize> {
        let s2_end = if to == slices {
            r.len()
        } else {
            half + to * HALF_WINDOW
        };
        let s1 = &r[(from * HALF_WINDOW).min(half)..(to * HALF_WINDOW).min(half)];
        s1.iter()
            .chain(&r[half + from * HALF_WINDOW..s2_end])
            .copied()
            .collect()
    };
    let mut pairs = Vec::new();
    let mut mdps: Vec<usize> = b.mdps.to_vec();
    let mut carried: Vec<usize> = Vec::new();
    let mut from = 0;
    while from < slices {
        let mut to = from + 1;
        loop {
            let last_window = to == slices;
            let mut residents: Vec<usize> =
                carried.iter().copied().chain(window(from, to)).collect();
            residents.sort_unstable();
            let next = if last_window {
                Vec::new()
            } else {
                window(to, to + 1)
            };
            let lower = if last_window {
                b.lower
            } else {
                &next[..next.len().min(LOWER_LOOK)]
            };
            let part = Bracket {
                mdps: &mdps,
                residents: &residents,
                lower,
                round: b.round,
                collapsed: last_window && b.collapsed,
            };
            let before = outlook.clone();
            match pair_exact(p, &part, outlook)? {
                Some(found) => {
                    let paired: std::collections::HashSet<usize> =
                        found.iter().flat_map(|&(a, c)| [a, c]).collect();
                    mdps.retain(|i| !paired.contains(i));
                    carried = residents
                        .into_iter()
                        .filter(|i| !paired.contains(i))
                        .collect();
                    pairs.extend(found);
                    break;
                }
                None if last_window => return Ok(None),
                None if to - from >= MAX_SLICES => {
                    // Beyond what a window may grow to: the bracket is given up as a
                    // whole (the lower brackets are collapsed), unless it is the last.
                    return if b.collapsed || b.lower.is_empty() {
                        Err(NoPairing::LeftUnpaired)
                    } else {
                        Ok(None)
                    };
                }
                None => {
                    *outlook = before;
                    to += 1;
                }
            }
        }
        from = to;
    }
    Ok(Some(pairs))
}

fn pair_exact(
    p: &[Ranked],
    b: &Bracket,
    outlook: &mut Outlook,
) -> Result<Option<Vec<(usize, usize)>>, NoPairing> {
    let last = b.lower.is_empty();
    let ppb_or_lpb = b.collapsed || last;
    let layout = Layout::new(p, b.mdps, b.residents, b.lower, b.round, ppb_or_lpb);
    if layout.total_bits() > Wide::USABLE_BITS {
        return Err(NoPairing::BracketTooLarge(
            b.mdps.len() + b.residents.len() + b.lower.len(),
        ));
    }
    let global: Vec<usize> = b
        .mdps
        .iter()
        .chain(b.residents)
        .chain(b.lower)
        .copied()
        .collect();
    let n = global.len();
    let (m_end, r_end) = (b.mdps.len(), b.mdps.len() + b.residents.len());
    let role: Vec<Role> = (0..n)
        .map(|i| match i {
            _ if i < m_end => Role::Mdp,
            _ if i < r_end => Role::Resident,
            _ => Role::Lower,
        })
        .collect();
    count_work((n * n) as u64);
    let mut m = Matcher {
        n,
        weight: vec![Wide::ZERO; n * n],
        max: layout.max_weight(),
        mate: (0..n).collect(),
        role,
    };
    for i in 0..n {
        for j in i + 1..n {
            let (a, c) = (&p[global[i]], &p[global[j]]);
            if allowed(a, c) {
                let w = layout.weight(a, m.role[i], c, m.role[j]);
                m.set(i, j, w);
            }
        }
    }
    m.solve();
    let mdps: Vec<usize> = (0..m_end).collect();
    let residents: Vec<usize> = (m_end..r_end).collect();
    let lower: Vec<usize> = (r_end..n).collect();

    // D.3: which MDPs are paired, the lowest BSNs first.
    let mut s1_het = Vec::new();
    for &mdp in &mdps {
        if !m.resident_mate(mdp) {
            m.add_all(mdp, &residents, 1);
            m.solve();
        }
        if m.resident_mate(mdp) {
            s1_het.push(mdp);
            m.add_all(mdp, &residents, n as i64);
        }
    }
    // D.1: each paired MDP's opponent, the lowest resident BSN possible.
    let used = layout.total_bits();
    m.transpose(&s1_het, &residents, used, &global, outlook);
    let s2_het: Vec<usize> = s1_het.iter().map(|&mdp| m.mate[mdp]).collect();

    // D.2.a/b: the homogeneous remainder's S1 and S2, and the number of exchanges.
    let remainder: Vec<usize> = residents
        .iter()
        .copied()
        .filter(|r| !s2_het.contains(r))
        .collect();
    let pairs = remainder.iter().filter(|&&r| m.resident_mate(r)).count() / 2;
    if pairs > 0 && m.identity_is_best(&remainder[..pairs], &remainder[pairs..2 * pairs]) {
        // The first candidate of D.1 and D.2 (no exchange, no transposition) has the
        // best quality: it is the one B.8 chooses.
        for (&a, &c) in remainder[..pairs].iter().zip(&remainder[pairs..2 * pairs]) {
            m.fix(a, c);
            outlook.fix(global[a], global[c]);
        }
        return finish_bracket(&m, &global, last, ppb_or_lpb, outlook);
    }
    let bb = layout.order_bits.saturating_sub(1) / 3;
    for (i, &r) in remainder.iter().enumerate() {
        let value = ((i64::from(i < pairs) << (2 * bb)) - i as i64) << 1;
        m.add_all(r, &remainder[i + 1..], value);
    }
    m.solve();
    let mut s1: Vec<usize> = remainder[..pairs].to_vec();
    let mut s2: Vec<usize> = remainder[pairs..].to_vec();
    let exchanges = s1.iter().filter(|&&r| m.in_s2(r)).count();

    // D.2.c: the highest BSNs moved from S1 to S2.
    let mut left = exchanges;
    for i in (0..s1.len()).rev() {
        if left == 0 {
            break;
        }
        let r = s1[i];
        let below: Vec<usize> = s1[i + 1..].iter().chain(&s2).copied().collect();
        let was_exchanged = m.in_s2(r);
        if !was_exchanged {
            m.add_all(r, &below, -1);
            m.solve();
        }
        if m.in_s2(r) {
            left -= 1;
            m.remove_all(r, &below);
        }
        if !was_exchanged {
            m.add_all(r, &below, 1);
        }
    }
    // D.2.d: the lowest BSNs moved from S2 to S1.
    let mut left = exchanges;
    for i in 0..s2.len() {
        if left == 0 {
            break;
        }
        let r = s2[i];
        let above: Vec<usize> = s1.iter().chain(&s2[..i]).copied().collect();
        let was_exchanged = m.in_s1(r);
        if !was_exchanged {
            m.add_all(r, &above, -1);
            m.solve();
        }
        if !m.in_s2(r) {
            left -= 1;
            let cut: Vec<usize> = above.iter().chain(&lower).copied().collect();
            m.remove_all(r, &cut);
        }
        if !was_exchanged {
            m.add_all(r, &above, 1);
        }
    }
    // The exchanged S1 and S2: no pairs inside either.
    let whole: Vec<usize> = s1.iter().chain(&s2).copied().collect();
    s1 = whole.iter().copied().filter(|&r| m.in_s1(r)).collect();
    s2 = whole.iter().copied().filter(|&r| m.in_s2(r)).collect();
    for i in 0..s1.len() {
        let rest = s1[i + 1..].to_vec();
        m.remove_all(s1[i], &rest);
    }
    for i in 0..s2.len() {
        let rest = s2[i + 1..].to_vec();
        m.remove_all(s2[i], &rest);
    }
    // D.1: each S1 player's opponent, the lowest S2 BSN possible.
    m.transpose(&s1, &s2, used, &global, outlook);

    finish_bracket(&m, &global, last, ppb_or_lpb, outlook)
}

/// The bracket's pairs once chosen, if the round can still be completed (A.9).
fn finish_bracket(
    m: &Matcher,
    global: &[usize],
    last: bool,
    ppb_or_lpb: bool,
    outlook: &Outlook,
) -> Result<Option<Vec<(usize, usize)>>, NoPairing> {
    let n = m.n;
    if !ppb_or_lpb && !outlook.completes() {
        return Ok(None);
    }
    let mut out = Vec::new();
    for i in 0..n {
        let j = m.mate[i];
        if m.role[i] == Role::Lower || m.role[j] == Role::Lower {
            continue;
        }
        if i < j {
            out.push((global[i], global[j]));
        } else if i == j && last {
            out.push((global[i], global[i]));
        }
    }
    Ok(Some(out))
}
