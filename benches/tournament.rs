//! Tournament speed (its targets): pairing rounds 9, 3 and 1 of a 200-player Swiss event
//! (target ≤ 1 s) and the standings of 200 players over 9 rounds with the 15.2
//! tie-breaks plus 累进分 (target ≤ 50 ms). The results are drawn by a fixed generator,
//! so every run measures the same event.
//!
//! `cargo bench --bench tournament`

use std::hint::black_box;

use chuhe::tournament::event::Settings;
use chuhe::tournament::{
    CrossTable, Event, GameResult, System, TeamFormat, TeamSettings, TieBreak, pair_next_round,
    parse_teams, standings, team_standings,
};
use criterion::{Criterion, criterion_group, criterion_main};

const PLAYERS: usize = 200;
const ROUNDS: u32 = 9;

struct Rng(u64);

impl Rng {
    fn below(&mut self, n: u64) -> u64 {
        self.0 ^= self.0 << 13;
        self.0 ^= self.0 >> 7;
        self.0 ^= self.0 << 17;
        self.0 % n
    }
}

/// The event after `played` rounds with results.
fn event(played: u32) -> Event {
    let players: Vec<(String, Option<u32>)> = (0..PLAYERS)
        .map(|i| (format!("P{i}"), Some(2600 - i as u32)))
        .collect();
    let mut s = Settings::new("bench", System::Swiss);
    s.rounds = Some(ROUNDS);
    s.tiebreaks = Some(vec![
        TieBreak::OpponentScore,
        TieBreak::Wins,
        TieBreak::Fouls,
        TieBreak::Progressive,
    ]);
    let mut e = Event::new(s, &players).expect("event");
    let mut rng = Rng(0x2026_1201_0000_0015);
    for r in 1..=played {
        pair_next_round(&mut e).expect("pairing");
        let boards: Vec<u32> = e.rounds[r as usize - 1]
            .games
            .iter()
            .map(|g| g.board)
            .collect();
        for b in boards {
            let result = match rng.below(10) {
                0..=3 => GameResult::RedWins,
                4..=5 => GameResult::Draw,
                _ => GameResult::BlackWins,
            };
            e.record_result(r, b, result, None).expect("result");
        }
    }
    e
}

fn bench(c: &mut Criterion) {
    let before_last = event(ROUNDS - 1);
    c.bench_function("swiss pairing, 200 players, round 9", |b| {
        b.iter(|| {
            let mut e = before_last.clone();
            black_box(pair_next_round(&mut e).expect("pairing"));
        })
    });
    let third = event(2);
    c.bench_function("swiss pairing, 200 players, round 3", |b| {
        b.iter(|| {
            let mut e = third.clone();
            black_box(pair_next_round(&mut e).expect("pairing"));
        })
    });
    let first = event(0);
    c.bench_function("swiss pairing, 200 players, round 1", |b| {
        b.iter(|| {
            let mut e = first.clone();
            black_box(pair_next_round(&mut e).expect("pairing"));
        })
    });
    let done = event(ROUNDS);
    c.bench_function("standings, 200 players, 9 rounds", |b| {
        b.iter(|| black_box(standings(&done)))
    });
    c.bench_function("cross-table, 200 players, 9 rounds", |b| {
        b.iter(|| black_box(CrossTable::of(&done)))
    });
    let before_last = team_event(ROUNDS - 1);
    c.bench_function("team swiss pairing, 50 teams of 4, round 9", |b| {
        b.iter(|| {
            let mut e = before_last.clone();
            black_box(pair_next_round(&mut e).expect("pairing"));
        })
    });
    let done = team_event(ROUNDS);
    c.bench_function("team standings, 50 teams of 4, 9 rounds", |b| {
        b.iter(|| black_box(team_standings(&done)))
    });
    c.bench_function(
        "players' standings of a team event, 200 players, 9 rounds",
        |b| b.iter(|| black_box(standings(&done))),
    );
}

/// A team Swiss event of 50 teams of 4 (200 players, 12.1) after `played` rounds.
fn team_event(played: u32) -> Event {
    let text: Vec<String> = (0..PLAYERS / 4)
        .map(|t| {
            let members: Vec<String> = (0..4).map(|b| format!("T{t}P{b}")).collect();
            format!("T{t}:{}", members.join(","))
        })
        .collect();
    let mut s = Settings::new("bench", System::Swiss);
    s.rounds = Some(ROUNDS);
    s.teams = Some(TeamSettings {
        format: TeamFormat::FixedBoards,
        boards: None,
        rosters: parse_teams(&text.join(";")).expect("teams"),
        tiebreaks: None,
    });
    let mut e = Event::new(s, &[]).expect("event");
    let mut rng = Rng(0x2026_1201_0000_0012);
    for r in 1..=played {
        pair_next_round(&mut e).expect("pairing");
        let boards: Vec<u32> = e.rounds[r as usize - 1]
            .games
            .iter()
            .map(|g| g.board)
            .collect();
        for b in boards {
            let result = match rng.below(10) {
                0..=3 => GameResult::RedWins,
                4..=5 => GameResult::Draw,
                _ => GameResult::BlackWins,
            };
            e.record_result(r, b, result, None).expect("result");
        }
    }
    e
}

criterion_group! {
    name = benches;
    config = Criterion::default().sample_size(10);
    targets = bench
}
criterion_main!(benches);
