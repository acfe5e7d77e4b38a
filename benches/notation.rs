//! Notation speed over the corpora (../shared/data/games, every PGN file): reading and
//! resolving a move as recorded (Chinese, WXF or ICCS, detected), and printing one, in
//! Chinese and in WXF. The target is at most 1 µs per move on average; the
//! throughput criterion reports is moves per second (wall time). On a shared machine
//! wall time counts the waits for a core, so the run ends with the same operations timed
//! in this process's CPU time, per move and as a ratio to the 1 µs target.
//!
//! `cargo bench --bench notation`

use std::hint::black_box;

use chuhe::cli::cpu_time;
use chuhe::notation::{Style, parse_move, preview, write_move};
use chuhe::rules::{Move, Position};
use criterion::{Criterion, Throughput, criterion_group, criterion_main};

use chuhe_testkit as common;

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

    cpu_summary(&moves, &chinese, &typed);
}

/// Each operation over the whole corpus, 20 times, in CPU time per move.
fn cpu_summary(
    moves: &[(Position, String, Move)],
    chinese: &[String],
    typed: &[(&Position, String)],
) {
    const ROUNDS: usize = 20;
    let per_move = |name: &str, op: &dyn Fn()| {
        let ((), wall, cpu) = cpu_time::measure(|| {
            for _ in 0..ROUNDS {
                op();
            }
        });
        let n = (moves.len() * ROUNDS) as f64;
        let cpu_us = cpu.as_secs_f64() * 1e6 / n;
        println!(
            "notation CPU time: {name:<18} {cpu_us:.3} µs/move = {cpu_us:.2} × the 1 µs target (wall {:.3} µs), {} moves × {ROUNDS}",
            wall.as_secs_f64() * 1e6 / n,
            moves.len()
        );
    };
    per_move("parse as recorded", &|| {
        for (pos, text, _) in moves {
            black_box(parse_move(pos, text, None).ok());
        }
    });
    per_move("parse Chinese", &|| {
        for ((pos, _, _), text) in moves.iter().zip(chinese) {
            black_box(parse_move(pos, text, None).ok());
        }
    });
    per_move("write Chinese", &|| {
        for (pos, _, m) in moves {
            black_box(write_move(pos, *m, &Style::default()));
        }
    });
    per_move("write WXF", &|| {
        for (pos, _, m) in moves {
            black_box(write_move(pos, *m, &Style::wxf()));
        }
    });
    let ((), wall, cpu) = cpu_time::measure(|| {
        for (pos, text) in typed {
            black_box(preview(pos, text));
        }
    });
    println!(
        "notation CPU time: preview            {:.1} µs/keystroke (wall {:.1} µs), {} keystrokes",
        cpu.as_secs_f64() * 1e6 / typed.len() as f64,
        wall.as_secs_f64() * 1e6 / typed.len() as f64,
        typed.len()
    );
}

criterion_group!(benches, notation);
criterion_main!(benches);
