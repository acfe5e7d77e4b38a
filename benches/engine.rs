//! The built-in engine's search speed in nodes per second, single thread, on real
//! middlegames: ply 30 of the first five long games of the CCPD kill-puzzle records
//! (the positions `chuhe bench engine` uses), each searched to a fixed node count.
//! Throughput is in nodes, so criterion reports nodes per second.

use std::sync::Arc;
use std::sync::atomic::AtomicBool;

use criterion::{Criterion, Throughput, criterion_group, criterion_main};

use chuhe::adjudication::RuleSet;
use chuhe::engine::{GameHistory, Limits, Searcher, WallClock};
use chuhe::rules::Position;

const RECORDS: &str = "../shared/data/games/ccpd/ccpd_kill_puzzles_utf8.pgn";
const PLY: usize = 30;
const NODES: u64 = 200_000;

fn middlegames() -> Vec<Position> {
    let games = chuhe::record::read_file(std::path::Path::new(RECORDS)).expect(RECORDS);
    games
        .iter()
        .filter_map(|g| g.main_line_positions().ok())
        .filter(|p| p.len() > PLY + 20)
        .map(|p| p[PLY].clone())
        .take(5)
        .collect()
}

fn bench_search(c: &mut Criterion) {
    let mut group = c.benchmark_group("search");
    group.sample_size(10);
    let mut searcher = Searcher::new(16);
    for (i, pos) in middlegames().iter().enumerate() {
        let game = GameHistory::new(RuleSet::Cxa, pos);
        // The node count of one search, measured once, is the throughput unit.
        searcher.clear();
        let nodes = searcher
            .search(
                &game,
                &Limits::nodes(NODES),
                1,
                Arc::new(AtomicBool::new(false)),
                Box::new(WallClock::start()),
                &mut |_| {},
            )
            .nodes;
        group.throughput(Throughput::Elements(nodes));
        group.bench_function(format!("middlegame-{}", i + 1), |b| {
            b.iter(|| {
                searcher.clear();
                searcher.search(
                    &game,
                    &Limits::nodes(NODES),
                    1,
                    Arc::new(AtomicBool::new(false)),
                    Box::new(WallClock::start()),
                    &mut |_| {},
                )
            })
        });
    }
    group.finish();
}

criterion_group!(benches, bench_search);
criterion_main!(benches);
