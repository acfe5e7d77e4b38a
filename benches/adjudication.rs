//! Judging games as they are played: every move classified (check, mate threat, chase
//! ...) and the repetition, natural-limit and end-of-game checks run after it, as the
//! match controller does. Measured over the 15 master games of
//! ../shared/data/games/wukong/bulk_games_uci.pgn (ICCS moves), under each rule set,
//! against the bare cost of playing the same moves (the reference: `Position::play`).
//!
//! Run: `cargo bench --bench adjudication`. The figure to read is the time per move.

use std::hint::black_box;
use std::path::PathBuf;

use chuhe::adjudication::{Adjudicator, Options, RuleSet};
use chuhe::rules::{Move, Position};
use criterion::{Criterion, Throughput, criterion_group, criterion_main};

/// The games of a PGN file whose moves are ICCS coordinates, each cut at its first
/// unreadable or illegal move (the file has one known bad move, game 2 ply 71).
fn games() -> Vec<Vec<Move>> {
    let path = PathBuf::from(env!("CARGO_MANIFEST_DIR"))
        .join("../shared/data/games/wukong/bulk_games_uci.pgn");
    let text = std::fs::read_to_string(&path)
        .unwrap_or_else(|e| panic!("{} is needed for this benchmark: {e}", path.display()));
    let mut games = Vec::new();
    for block in text.split("[Event ").skip(1) {
        let mut pos = Position::startpos();
        let mut moves = Vec::new();
        // The block's first line is the rest of the Event tag.
        for token in block
            .lines()
            .skip(1)
            .filter(|l| !l.starts_with('['))
            .flat_map(str::split_whitespace)
        {
            if token.ends_with('.') || token.contains('-') || token == "*" {
                continue;
            }
            match Move::from_iccs(token) {
                Some(m) if pos.play(m).is_ok() => moves.push(m),
                _ => break,
            }
        }
        games.push(moves);
    }
    games
}

fn judge(c: &mut Criterion) {
    let games = games();
    let moves: usize = games.iter().map(Vec::len).sum();
    let mut group = c.benchmark_group("judge_games");
    group.throughput(Throughput::Elements(moves as u64));
    group.bench_function("play_only (reference)", |b| {
        b.iter(|| {
            for g in &games {
                let mut pos = Position::startpos();
                for &m in g {
                    black_box(pos.play(m).ok());
                    black_box(pos.is_checkmate());
                }
            }
        })
    });
    for rules in [RuleSet::Cxa, RuleSet::Folk, RuleSet::Axf] {
        group.bench_function(format!("adjudicate_{rules}"), |b| {
            b.iter(|| {
                for g in &games {
                    let mut adj =
                        Adjudicator::new(rules, &Position::startpos(), Options::default());
                    for &m in g {
                        adj.play(m).expect("legal");
                        black_box(adj.verdict());
                        black_box(adj.warning());
                    }
                }
            })
        });
    }
    group.finish();
    eprintln!("{} games, {moves} moves", games.len());
}

criterion_group!(benches, judge);
criterion_main!(benches);
