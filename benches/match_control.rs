//! Match-control speed over real games (../shared/data/games, every PGN file, main lines):
//! the referee's cost per move, and the cost of a full view for the screen.
//!
//! Issue 6 names no outside reference; the floor is what any referee must do per move
//! with chuhe's own core: check the move's legality, play it, and write it in Chinese.
//! `referee` is `Match::apply` for a tournament move with its scoresheet entry (read
//! and checked) and the clock press; `rules floor` is `Position::check_move` +
//! `Position::play_unchecked` + `write_move`. `view` builds a complete `MatchView` at
//! the end of each game (what the TUI draws and the network host sends each frame).
//!
//! `cargo bench --bench match_control`

use std::hint::black_box;

use chuhe::match_control::{Action, EntryNotation, Match, MatchConfig, Millis, Mode, Recording};
use chuhe::notation::{Style, parse_move, write_move};
use chuhe::rules::{Move, Position};
use criterion::{Criterion, Throughput, criterion_group, criterion_main};

#[path = "../tests/common/mod.rs"]
mod common;

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
                let mut pos = start.clone();
                for (mv, _) in moves {
                    if pos.check_move(*mv).is_err() {
                        break;
                    }
                    black_box(write_move(&pos, *mv, &Style::default()));
                    pos.play_unchecked(*mv);
                }
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
}

criterion_group!(benches, match_control);
criterion_main!(benches);
