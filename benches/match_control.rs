//! Match-control speed over real games (../shared/data/games, every PGN file, main lines):
//! the referee's cost per move, and the cost of a full view for the screen.
//!
//! No other program referees a game this way, so there is no outside reference; the
//! floor is what any referee must do per move
//! with chuhe's own core: check the move's legality, play it, and write it in Chinese.
//! `referee` is `Match::apply` for a tournament move with its scoresheet entry (read
//! and checked) and the clock press; `rules floor` is `Position::check_move` +
//! `Position::play_unchecked` + `write_move`. `view` builds a complete `MatchView` at
//! the end of each game (what the TUI draws and the network host sends each frame).
//!
//! Wall time counts the waits for a core on a busy machine, so the run ends with the same
//! operations timed in this process's CPU time: per move, and the referee as a ratio to
//! the floor.
//!
//! `cargo bench --bench match_control`

use std::hint::black_box;

use chuhe::cli::cpu_time;
use chuhe::match_control::{Action, EntryNotation, Match, MatchConfig, Millis, Mode, Recording};
use chuhe::notation::{Style, parse_move, write_move};
use chuhe::rules::{Move, Position};
use criterion::{Criterion, Throughput, criterion_group, criterion_main};

use chuhe_testkit as common;

use common::pgn;

/// Every readable game: its start, and each move with its text as recorded.
fn corpus() -> Vec<(Position, Vec<(Move, String)>)> {
    let mut out = Vec::new();
    for path in pgn::pgn_files(&common::shared_data().join("games")) {
        for game in pgn::read_games(&path) {
            let Ok(start) = pgn::start_position(&game) else {
                continue;
            };
            let mut pos = start.clone();
            let mut moves = Vec::new();
            for text in game.main_line() {
                let Ok(mv) = parse_move(&pos, text, None) else {
                    break;
                };
                moves.push((mv, text.to_string()));
                pos = pos.after(mv);
            }
            if !moves.is_empty() {
                out.push((start, moves));
            }
        }
    }
    out
}

fn config(start: &Position) -> MatchConfig {
    let mut c = MatchConfig::new(Mode::Tournament);
    c.start = start.clone();
    c.entry_notation = EntryNotation::Any;
    c.recording = Recording::OwnMoves;
    c.touch_move = false;
    c
}

/// Plays a game through the referee; returns it.
fn referee(start: &Position, moves: &[(Move, String)]) -> Match {
    let mut m = Match::new(config(start), Millis(0));
    for (i, (mv, text)) in moves.iter().enumerate() {
        let now = Millis(i as u64 * 1000 + 500);
        let by = m.to_move();
        let action = Action::Move {
            mv: *mv,
            entry: Some(text.clone()),
        };
        if m.apply(by, action, now).is_err() || m.is_over() {
            break;
        }
        let _ = m.apply(by, Action::PressClock, now);
    }
    m
}

/// What any referee must do per move: check it, play it, write it in Chinese.
fn floor(start: &Position, moves: &[(Move, String)]) -> Position {
    let mut pos = start.clone();
    for (mv, _) in moves {
        if pos.check_move(*mv).is_err() {
            break;
        }
        black_box(write_move(&pos, *mv, &Style::default()));
        pos.play_unchecked(*mv);
    }
    pos
}

fn match_control(c: &mut Criterion) {
    let games = corpus();
    let total: usize = games.iter().map(|(_, m)| m.len()).sum();
    let mut group = c.benchmark_group("match");
    group.sample_size(10);
    group.throughput(Throughput::Elements(total as u64));
    group.bench_function("referee (move + entry + press)", |b| {
        b.iter(|| {
            for (start, moves) in &games {
                black_box(referee(start, moves));
            }
        })
    });
    group.bench_function("rules floor (check + play + write)", |b| {
        b.iter(|| {
            for (start, moves) in &games {
                black_box(floor(start, moves));
            }
        })
    });
    let played: Vec<Match> = games.iter().map(|(s, m)| referee(s, m)).collect();
    group.throughput(Throughput::Elements(played.len() as u64));
    group.bench_function("view at the end of each game", |b| {
        b.iter(|| {
            for m in &played {
                black_box(m.view(Millis(10_000_000)));
            }
        })
    });
    group.finish();

    cpu_summary(&games, &played);
}

/// The referee and the floor over every game, and a view of each game, in CPU time.
fn cpu_summary(games: &[(Position, Vec<(Move, String)>)], played: &[Match]) {
    const ROUNDS: usize = 10;
    let moves: usize = games.iter().map(|(_, m)| m.len()).sum();
    let time = |op: &dyn Fn()| {
        let ((), wall, cpu) = cpu_time::measure(|| {
            for _ in 0..ROUNDS {
                op();
            }
        });
        (cpu.as_secs_f64() * 1e6, wall.as_secs_f64() * 1e6)
    };
    let (referee_cpu, referee_wall) = time(&|| {
        for (start, moves) in games {
            black_box(referee(start, moves));
        }
    });
    let (floor_cpu, floor_wall) = time(&|| {
        for (start, moves) in games {
            black_box(floor(start, moves));
        }
    });
    let (view_cpu, view_wall) = time(&|| {
        for m in played {
            black_box(m.view(Millis(10_000_000)));
        }
    });
    let n = (moves * ROUNDS) as f64;
    let v = (played.len() * ROUNDS) as f64;
    println!(
        "match CPU time: referee {:.3} µs/move (wall {:.3}), rules floor {:.3} µs/move (wall {:.3}): referee = {:.1} × floor; view {:.1} µs/game (wall {:.1}); {} games, {moves} moves × {ROUNDS}",
        referee_cpu / n,
        referee_wall / n,
        floor_cpu / n,
        floor_wall / n,
        referee_cpu / floor_cpu,
        view_cpu / v,
        view_wall / v,
        games.len()
    );
}

criterion_group!(benches, match_control);
criterion_main!(benches);
