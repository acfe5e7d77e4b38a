//! Perft 4 on the start position and three middlegames of ../shared/data/perft.tsv.
//! Leaves per second = leaves / time per iteration.

use criterion::{Criterion, Throughput, criterion_group, criterion_main};

use chuhe::rules::{Position, START_FEN, perft};

const POSITIONS: [(&str, &str, u64); 4] = [
    ("start", START_FEN, 3_290_240),
    (
        "middlegame-1",
        "1rbaka2R/5r3/6n2/2p1p1p2/4P1bP1/PpC3Bc1/1nPR2P2/2N2AN2/1c2K1p2/2BAC4 w - - 0 1",
        4_485_547,
    ),
    (
        "middlegame-2",
        "r1ba1a3/4kn3/2n1b4/pNp1p1p1p/4c4/6P2/P1P2R2P/1CcC5/9/2BAKAB2 w - - 0 1",
        1_339_047,
    ),
    (
        "middlegame-3",
        "r2akab1r/3n5/4b3n/p1p1pRp1p/9/2P3P2/P3P3c/N2C3C1/4A4/1RBAK1B2 w - - 0 1",
        2_605_437,
    ),
];

fn bench_perft(c: &mut Criterion) {
    let mut group = c.benchmark_group("perft4");
    group.sample_size(20);
    for (name, fen, leaves) in POSITIONS {
        let pos = Position::from_fen(fen).expect("valid FEN");
        group.throughput(Throughput::Elements(leaves));
        group.bench_function(name, |b| {
            b.iter(|| {
                let mut p = pos.clone();
                let n = perft(&mut p, 4);
                assert_eq!(n, leaves);
                n
            })
        });
    }
    group.finish();
}

criterion_group!(benches, bench_perft);
criterion_main!(benches);
