//! The round-robin table (循环赛对局秩序表, 13.1): the Berger tables, as FIDE publishes
//! them (Handbook C.05, Annex 1). The number written first in a pair takes Red (13.1).
//!
//! Construction: with `m` table numbers (an odd count gets one more, the bye), round 1
//! pairs 1–m, 2–(m−1), …; each later round adds m/2 to every number but m, modulo
//! m − 1, and number m alternates: Black in odd rounds, Red in even ones.

/// Rounds of the table for `n` entrants; each pair is (Red, Black) in 1-based table
/// numbers. For odd `n`, the pair with `n + 1` is the other player's bye.
pub fn berger_table(n: usize) -> Vec<Vec<(usize, usize)>> {
    if n < 2 {
        return Vec::new();
    }
    let m = n + n % 2;
    let half = m / 2;
    let shift = |x: usize| (x - 1 + half) % (m - 1) + 1;
    let mut round: Vec<(usize, usize)> = (1..=half).map(|i| (i, m + 1 - i)).collect();
    let mut table = vec![round.clone()];
    for r in 2..m {
        round = round
            .iter()
            .map(|&(a, b)| {
                let (a, b) = (
                    if a == m { m } else { shift(a) },
                    if b == m { m } else { shift(b) },
                );
                let other = if a == m { b } else { a };
                if a == m || b == m {
                    // Number m is Red in even rounds, Black in odd ones.
                    if r % 2 == 0 { (m, other) } else { (other, m) }
                } else {
                    (a, b)
                }
            })
            .collect();
        table.push(round.clone());
    }
    table
}
