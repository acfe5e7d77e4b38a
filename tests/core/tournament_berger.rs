//! The round-robin table (13.1) against the Berger tables as FIDE publishes them
//! (Handbook C.05, Annex 1, "Berger Tables for Round-Robin Tournaments"), typed in
//! below from that publication; and, for every size from 3 to 16, the properties that
//! define a round-robin table.

use std::collections::HashSet;

use chuhe::tournament::berger_table;

/// Parses "1-4 2-3 / 4-3 1-2 / …": rounds separated by '/', the first number Red.
fn published(text: &str) -> Vec<Vec<(usize, usize)>> {
    text.split('/')
        .map(|round| {
            round
                .split_whitespace()
                .map(|pair| {
                    let (a, b) = pair.split_once('-').expect("a-b");
                    (a.parse().unwrap(), b.parse().unwrap())
                })
                .collect()
        })
        .collect()
}

// FIDE Handbook C.05 Annex 1, the tables for 3/4, 5/6, 7/8 and 9/10 players.
const FIDE_4: &str = "1-4 2-3 / 4-3 1-2 / 2-4 3-1";
const FIDE_6: &str = "1-6 2-5 3-4 / 6-4 5-3 1-2 / 2-6 3-1 4-5 / 6-5 1-4 2-3 / 3-6 4-2 5-1";
const FIDE_8: &str = "1-8 2-7 3-6 4-5 / 8-5 6-4 7-3 1-2 / 2-8 3-1 4-7 5-6 / 8-6 7-5 1-4 2-3 / \
                      3-8 4-2 5-1 6-7 / 8-7 1-6 2-5 3-4 / 4-8 5-3 6-2 7-1";
const FIDE_10: &str = "1-10 2-9 3-8 4-7 5-6 / 10-6 7-5 8-4 9-3 1-2 / 2-10 3-1 4-9 5-8 6-7 / \
                       10-7 8-6 9-5 1-4 2-3 / 3-10 4-2 5-1 6-9 7-8 / 10-8 9-7 1-6 2-5 3-4 / \
                       4-10 5-3 6-2 7-1 8-9 / 10-9 1-8 2-7 3-6 4-5 / 5-10 6-4 7-3 8-2 9-1";

#[test]
fn tables_for_4_6_8_10_equal_the_published_fide_tables() {
    assert_eq!(berger_table(4), published(FIDE_4));
    assert_eq!(berger_table(6), published(FIDE_6));
    assert_eq!(berger_table(8), published(FIDE_8));
    assert_eq!(berger_table(10), published(FIDE_10));
}

#[test]
fn odd_sizes_use_the_next_even_table_with_the_last_number_as_the_bye() {
    // FIDE: "if there is an odd number of players, the player drawing the highest
    // number has a bye" — the table for 3 is the table for 4, for 5 the table for 6.
    assert_eq!(berger_table(3), published(FIDE_4));
    assert_eq!(berger_table(5), published(FIDE_6));
    assert_eq!(berger_table(9), published(FIDE_10));
}

#[test]
fn every_table_from_3_to_16_is_a_round_robin() {
    for n in 3..=16 {
        let m = n + n % 2;
        let t = berger_table(n);
        assert_eq!(t.len(), m - 1, "{n} players: rounds");
        let mut met = HashSet::new();
        let mut reds = vec![0; m + 1];
        let mut colours = vec![Vec::new(); m + 1];
        for (r, round) in t.iter().enumerate() {
            assert_eq!(round.len(), m / 2, "{n} players, round {}", r + 1);
            let mut seen = HashSet::new();
            for &(a, b) in round {
                assert!(a != b && (1..=m).contains(&a) && (1..=m).contains(&b));
                assert!(
                    seen.insert(a) && seen.insert(b),
                    "{n}: round {} repeats a player",
                    r + 1
                );
                assert!(
                    met.insert((a.min(b), a.max(b))),
                    "{n}: {a} and {b} meet twice"
                );
                reds[a] += 1;
                colours[a].push('r');
                colours[b].push('b');
            }
        }
        // Each pair exactly once.
        assert_eq!(met.len(), m * (m - 1) / 2, "{n} players: pairs");
        for p in 1..=m {
            // Colours as balanced as an odd number of games allows.
            assert!(
                reds[p] == (m - 1) / 2 || reds[p] == m / 2,
                "{n}: {p} has {} reds of {}",
                reds[p],
                m - 1
            );
            // Never three games in a row with one colour.
            let s: String = colours[p].iter().collect();
            assert!(
                !s.contains("rrr") && !s.contains("bbb"),
                "{n}: {p} plays {s}"
            );
        }
        // The highest number alternates colours (Black in round 1).
        let last: String = colours[m].iter().collect();
        let alternating: String = (0..m - 1)
            .map(|i| if i % 2 == 0 { 'b' } else { 'r' })
            .collect();
        assert_eq!(last, alternating, "{n}: the highest number's colours");
    }
}
