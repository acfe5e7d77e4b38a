//! Notation speed over the corpora (../shared/data/games, every PGN file): reading and
//! resolving a move as recorded (Chinese, WXF or ICCS, detected), and printing one, in
//! Chinese and in WXF. The target (issue 3) is at most 1 µs per move on average; the
//! throughput criterion reports is moves per second.
//!
//! `cargo bench --bench notation`

use std::hint::black_box;

use chuhe::notation::{Style, parse_move, preview, write_move};
use chuhe::rules::{Move, Position};
use criterion::{Criterion, Throughput, criterion_group, criterion_main};

#[path = "../tests/common/mod.rs"]
mod common;

use common::pgn;

/// Every move of every game: the position, the text as recorded, the move.
fn corpus() -> Vec<(Position, String, Move)> {
    let mut out = Vec::new();
    for path in pgn::pgn_files(&common::shared_data().join("games")) {
        for game in pgn::read_games(&path) {
            for s in pgn::replay(&game).expect("the corpus reads") {
                out.push((s.pos, s.text, s.mv));
            }
        }
    }
    out
}

fn notation(c: &mut Criterion) {
    let moves = corpus();
    let chinese: Vec<String> = moves
        .iter()
        .map(|(p, _, m)| write_move(p, *m, &Style::default()))
        .collect();
    let mut group = c.benchmark_group("notation");
    group.throughput(Throughput::Elements(moves.len() as u64));
    group.sample_size(20);

    group.bench_function("parse as recorded", |b| {
        b.iter(|| {
            for (pos, text, _) in &moves {
                black_box(parse_move(pos, text, None).ok());
            }
        })
    });
    group.bench_function("parse Chinese", |b| {
        b.iter(|| {
            for ((pos, _, _), text) in moves.iter().zip(&chinese) {
                black_box(parse_move(pos, text, None).ok());
            }
        })
    });
    group.bench_function("write Chinese", |b| {
        let style = Style::default();
        b.iter(|| {
            for (pos, _, m) in &moves {
                black_box(write_move(pos, *m, &style));
            }
        })
    });
    group.bench_function("write WXF", |b| {
        let style = Style::wxf();
        b.iter(|| {
            for (pos, _, m) in &moves {
                black_box(write_move(pos, *m, &style));
            }
        })
    });
    group.finish();

    // The TUI previews the text after every keystroke: every beginning of the Chinese
    // text of the first 2,000 moves.
    let typed: Vec<(&Position, String)> = moves
        .iter()
        .zip(&chinese)
        .take(2000)
        .flat_map(|((pos, _, _), text)| {
            let chars: Vec<char> = text.chars().collect();
            (1..=chars.len())
                .map(move |n| (pos, chars[..n].iter().collect::<String>()))
                .collect::<Vec<_>>()
        })
        .collect();
    let mut group = c.benchmark_group("preview");
    group.throughput(Throughput::Elements(typed.len() as u64));
    group.sample_size(10);
    group.bench_function("per keystroke", |b| {
        b.iter(|| {
            for (pos, text) in &typed {
                black_box(preview(pos, text));
            }
        })
    });
    group.finish();
}

criterion_group!(benches, notation);
criterion_main!(benches);
