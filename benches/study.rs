//! Study speed over the real games of ../shared/data/games: a position search on the
//! loaded index (the budget: 50 ms a search on a CCPD-size collection),
//! building the index (reading every game included), marking a dictation entry, and
//! an annotation edit with its undo. The CCPD-size figures (58,000 games, 4.9 M
//! moves) come from `chuhe bench search ../shared/data/games`, which replicates these
//! files; this bench runs on them as they are.
//!
//! The study board's step (one move on and back, and with its frame drawn) is here
//! too.
//!
//! `cargo bench --bench study`

use std::hint::black_box;

use chuhe::match_control::Mode;
use chuhe::record::{GameRecord, read_file, record_files};
use chuhe::rules::{Move, Position};
use chuhe::study::{
    Annotator, Collection, DictationOptions, IndexOptions, NewMove, grade, index_collection,
    play_move_list,
};
use chuhe::tui::action::{Action, Step};
use chuhe::tui::app::{GameScreen, Look};
use chuhe::tui::config::BoardSize;
use chuhe::tui::game::{GameInPlay, hot_seat_config};
use chuhe::tui::screens::study_board::StudyBoard;
use chuhe::tui::screens::{Cx, Screen};
use chuhe::tui::theme::{ColorDepth, Theme};
use chuhe::tui::view::board::Glyphs;
use criterion::{Criterion, criterion_group, criterion_main};
use ratatui::Terminal;
use ratatui::backend::TestBackend;
use ratatui::layout::Rect;

use chuhe_testkit as common;

fn bench(c: &mut Criterion) {
    let dir = common::shared_data().join("games");
    let mut collection = Collection::open(std::slice::from_ref(&dir));
    let index = index_collection(&mut collection, IndexOptions::default());
    let after = play_move_list(&Position::startpos(), "h2e2 h9g7")
        .unwrap()
        .1;

    c.bench_function("search the start position", |b| {
        b.iter(|| black_box(index.search(black_box(&Position::startpos()))))
    });
    c.bench_function("search after 炮二平五 马８进７", |b| {
        b.iter(|| black_box(index.search(black_box(&after))))
    });
    c.bench_function("read and index every shared game", |b| {
        b.iter(|| {
            let mut c = Collection::open(std::slice::from_ref(&dir));
            black_box(index_collection(&mut c, IndexOptions::default()).len())
        })
    });

    let start = Position::startpos();
    let h2e2 = Move::from_iccs("h2e2").unwrap();
    let options = DictationOptions::default();
    c.bench_function("grade a dictation entry (wrong, classified)", |b| {
        b.iter(|| black_box(grade(&start, h2e2, black_box("炮八进四"), &options)))
    });

    let game: GameRecord = record_files(std::slice::from_ref(&dir))
        .iter()
        .filter_map(|p| read_file(p).ok())
        .flatten()
        .find(|g| g.main_line().len() > 40)
        .expect("a long game");
    let at = game.tree.main_line_nodes()[20];
    let mv = game
        .position_at(at)
        .unwrap()
        .legal_moves()
        .iter()
        .copied()
        .find(|&m| {
            game.tree
                .children(at)
                .all(|c| game.tree.move_at(c) != Some(m))
        })
        .unwrap();
    let mut annotator = Annotator::new(game.clone());
    c.bench_function("add a variation at move 21 and undo it", |b| {
        b.iter(|| {
            black_box(annotator.play(at, mv, NewMove::Variation).unwrap());
            annotator.undo();
        })
    });

    // The study board (a step is well under 1 ms of work): one move on and
    // back, the position kept up to date; then a step with its frame drawn.
    let look = study_look();
    let now = std::time::Instant::now();
    let under = GameScreen::new(
        look.clone(),
        GameInPlay::new(hot_seat_config(Mode::Casual), now),
        now,
    );
    let cx = Cx {
        look: &look,
        area: Rect::new(0, 0, 120, 40),
        now,
        status: None,
        last: false,
        game: &under,
        book: None,
    };
    let mut board = StudyBoard::new(game);
    for _ in 0..20 {
        board.update(Action::Step(Step::Forward), &cx);
    }
    c.bench_function("study board: a step forward and back at move 10", |b| {
        b.iter(|| {
            black_box(board.update(Action::Step(Step::Forward), &cx));
            black_box(board.update(Action::Step(Step::Back), &cx));
        })
    });
    let mut term = Terminal::new(TestBackend::new(120, 40)).unwrap();
    c.bench_function("study board: a step and its 120x40 frame", |b| {
        b.iter(|| {
            board.update(Action::Step(Step::Forward), &cx);
            board.update(Action::Step(Step::Back), &cx);
            term.draw(|f| board.draw(f, f.area(), &cx)).unwrap();
        })
    });
}

fn study_look() -> Look {
    let depth = ColorDepth::Ansi256;
    Look {
        lang: chuhe::lang::Lang::Zh,
        theme: Theme::builtin("classic", depth).unwrap(),
        glyphs: Glyphs::Cjk,
        notation: None,
        board: BoardSize::Auto,
        depth,
        theme_dir: None,
    }
}

criterion_group!(benches, bench);
criterion_main!(benches);
