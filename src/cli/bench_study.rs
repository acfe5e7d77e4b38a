//! The TUI's game list measured on a large collection, for `chuhe bench search`:
//! opening it (the lazy header index, the sorted rows, the first frame at 120×40),
//! a filter keystroke, and a page down with its frame. CPU time of this process.

use std::path::Path;
use std::time::{Duration, Instant};

use ratatui::Terminal;
use ratatui::backend::TestBackend;
use ratatui::layout::Rect;

use chuhe_core::lang::Lang;
use chuhe_core::match_control::Mode;
use chuhe_study::Collection;
use chuhe_tui::action::{Action, Step};
use chuhe_tui::app::{GameScreen, Look};
use chuhe_tui::config::BoardSize;
use chuhe_tui::game::{GameInPlay, hot_seat_config};
use chuhe_tui::screens::GameList;
use chuhe_tui::screens::{Cx, Screen};
use chuhe_tui::theme::{ColorDepth, Theme};
use chuhe_tui::view::Glyphs;

/// CPU times of the game list's work.
pub struct ListFrames {
    pub open: Duration,
    pub keystroke: Duration,
    pub page: Duration,
}

pub fn game_list_frames(path: &Path) -> anyhow::Result<ListFrames> {
    let depth = ColorDepth::Ansi256;
    let look = Look {
        lang: Lang::Zh,
        theme: Theme::builtin("classic", depth)
            .ok_or_else(|| anyhow::anyhow!("the classic theme is shipped"))?,
        glyphs: Glyphs::Cjk,
        notation: None,
        board: BoardSize::Auto,
        depth,
        theme_dir: None,
    };
    let now = Instant::now();
    let game = GameScreen::new(
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
        game: &game,
        book: None,
    };
    let mut term = Terminal::new(TestBackend::new(120, 40))?;
    let ((mut list, drawn), _, open) = super::cpu_time::measure(|| {
        let list = GameList::new(Collection::open(&[path.to_path_buf()]), path.to_path_buf());
        let drawn = term.draw(|f| list.draw(f, f.area(), &cx)).map(|_| ());
        (list, drawn)
    });
    drawn?;
    let (_, _, keystroke) = super::cpu_time::measure(|| {
        list.update(Action::Type('1'), &cx);
        term.draw(|f| list.draw(f, f.area(), &cx)).map(|_| ())
    });
    list.update(Action::Erase, &cx);
    let (_, _, page) = super::cpu_time::measure(|| {
        list.update(Action::Step(Step::PageForward), &cx);
        term.draw(|f| list.draw(f, f.area(), &cx)).map(|_| ())
    });
    Ok(ListFrames {
        open,
        keystroke,
        page,
    })
}
