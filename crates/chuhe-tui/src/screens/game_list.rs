//! The game list of a collection (a PGN collection, a CBL library, a folder): one
//! row a game — number, date, event, Red, Black, result, ECCO and opening, moves —
//! sorted by a column and filtered as you type (`chuhe_study::Filter`: words, or
//! `player:`, `event:`, `date:`, `result:`, `ecco:` terms). Enter opens the game on
//! the study board.
//!
//! Only the rows on screen are drawn, so the list scrolls at any speed however
//! long it is; the headers come from the collection's lazy index (a PGN game's
//! moves are read when it is opened). A damaged game is listed in the error colour,
//! and its problem and place are shown under the list when it is chosen.

use std::cell::RefCell;
use std::path::{Path, PathBuf};
use std::rc::Rc;

use ratatui::Frame;
use ratatui::layout::Rect;

use chuhe_core::catalogue::UiText;
use chuhe_core::lang::{Lang, Render};
use chuhe_core::record::GameResult;
use chuhe_study::{Collection, Filter, SortKey, select};

use super::study_board::{Library, SharedLibrary, StudyBoard, draw_hints};
use super::{Cx, Effect, Screen};
use crate::action::{Action, Dir, Step};
use crate::app::StatusKind;
use crate::i18n::Msg;
use crate::keys::{self, Binding};
use crate::theme::Role;
use crate::view::put;

/// The sort keys in the order the sort key cycles through them (the columns'
/// order).
const SORTS: [SortKey; 8] = [
    SortKey::Number,
    SortKey::Date,
    SortKey::Event,
    SortKey::Red,
    SortKey::Black,
    SortKey::Result,
    SortKey::Ecco,
    SortKey::Moves,
];

pub struct GameList {
    library: SharedLibrary,
    /// What was opened (a file or a folder), for the title.
    path: PathBuf,
    query: String,
    filter: Filter,
    sort: SortKey,
    descending: bool,
    /// The games shown (0-based indices into the collection), in order.
    shown: Vec<u32>,
    /// The chosen row (index into `shown`).
    selected: usize,
    /// Esc was pressed where closing the list leaves chuhe: y/Enter leaves, n/Esc
    /// stays. (Esc also clears the filter, so a second press comes easily.)
    confirm_quit: bool,
}

/// Rows of the screen that are not games: the title and the column names above,
/// the detail, filter, status and hint lines below.
const CHROME_ROWS: u16 = 6;

impl GameList {
    pub fn new(collection: Collection, path: PathBuf) -> GameList {
        let library = Rc::new(RefCell::new(Library {
            collection,
            index: None,
        }));
        let mut list = GameList {
            library,
            path,
            query: String::new(),
            filter: Filter::default(),
            sort: SortKey::Number,
            descending: false,
            confirm_quit: false,
            shown: Vec::new(),
            selected: 0,
        };
        list.refresh();
        list
    }

    /// The games shown, in order (0-based indices into the collection).
    pub fn shown(&self) -> &[u32] {
        &self.shown
    }

    fn refresh(&mut self) {
        let chosen = self.shown.get(self.selected).copied();
        self.shown = select(
            &self.library.borrow().collection,
            &self.filter,
            self.sort,
            self.descending,
        );
        self.selected = chosen
            .and_then(|c| self.shown.iter().position(|&g| g == c))
            .unwrap_or(0);
    }

    fn requery(&mut self, lang: Lang) -> Vec<Effect> {
        match Filter::parse(&self.query) {
            Ok(f) => {
                self.filter = f;
                self.refresh();
                vec![Effect::ClearStatus]
            }
            // An unfinished query (an open quote) keeps the last list.
            Err(e) => vec![Effect::Status(
                StatusKind::Warning,
                UiText::FilterProblem(e.render(lang)).render(lang),
            )],
        }
    }

    /// Reads game `index` (0-based) for the study board; the warning says what is
    /// wrong with a damaged game (the moves before the problem are kept).
    pub fn open_game(
        &mut self,
        index: usize,
        lang: Lang,
    ) -> Result<(StudyBoard, Option<String>), String> {
        let (read, path) = {
            let mut lib = self.library.borrow_mut();
            let path = lib
                .collection
                .path_of(index)
                .map(Path::to_path_buf)
                .unwrap_or_default();
            (lib.collection.read_game_noting(index), path)
        };
        let problem = |p: String| {
            UiText::GameProblem {
                game: index + 1,
                problem: p,
            }
            .render(lang)
        };
        let record = read.map_err(|e| problem(super::open::collection_error(&e, lang)))?;
        let warning = record.problem.as_ref().map(|p| problem(p.render(lang)));
        if let Some(row) = self.shown.iter().position(|&g| g as usize == index) {
            self.selected = row;
        }
        let board = StudyBoard::new(record)
            .from_source(path, Some(index + 1))
            .with_library(self.library.clone());
        Ok((board, warning))
    }

    fn open(&mut self, lang: Lang) -> Vec<Effect> {
        let Some(&index) = self.shown.get(self.selected) else {
            return Vec::new();
        };
        match self.open_game(index as usize, lang) {
            Ok((board, warning)) => {
                let mut out = vec![Effect::Push(Box::new(board))];
                if let Some(w) = warning {
                    out.push(Effect::Status(StatusKind::Warning, w));
                }
                out
            }
            Err(e) => vec![Effect::Status(StatusKind::Error, e)],
        }
    }

    fn body_height(area: Rect) -> usize {
        area.height.saturating_sub(CHROME_ROWS) as usize
    }

    fn top(&self, height: usize) -> usize {
        if self.shown.len() <= height || height == 0 {
            0
        } else {
            self.selected
                .saturating_sub(height / 2)
                .min(self.shown.len() - height)
        }
    }

    fn move_by(&mut self, delta: isize) {
        if self.shown.is_empty() {
            return;
        }
        let last = self.shown.len() as isize - 1;
        self.selected = (self.selected as isize + delta).clamp(0, last) as usize;
    }
}

/// The columns: (x, width) of number, date, event, Red, Black, result, opening,
/// moves, for a row `w` columns wide.
fn columns(w: u16) -> [(u16, u16); 8] {
    let fixed = [6u16, 12, 0, 0, 0, 7, 0, 5];
    let gaps = 7;
    let flex = w.saturating_sub(fixed.iter().sum::<u16>() + gaps);
    let share = [0u16, 0, 30, 20, 20, 0, 30, 0];
    let mut out = [(0, 0); 8];
    let mut x = 0;
    for i in 0..8 {
        let width = if share[i] == 0 {
            fixed[i]
        } else {
            flex * share[i] / 100
        };
        out[i] = (x, width);
        x += width + 1;
    }
    out
}

fn result_text(r: GameResult) -> &'static str {
    match r {
        GameResult::RedWins => "1-0",
        GameResult::BlackWins => "0-1",
        GameResult::Draw => "½-½",
        GameResult::Unknown => "*",
    }
}

impl Screen for GameList {
    fn name(&self) -> &'static str {
        "game list"
    }

    fn keys(&self) -> &'static [Binding] {
        if self.confirm_quit {
            keys::PROMPT
        } else {
            keys::GAME_LIST
        }
    }

    fn takes_text(&self) -> bool {
        !self.confirm_quit
    }

    fn update(&mut self, action: Action, cx: &Cx) -> Vec<Effect> {
        let lang = cx.look.lang;
        if self.confirm_quit {
            self.confirm_quit = false;
            return match action {
                Action::Yes => vec![Effect::Quit],
                _ => vec![Effect::ClearStatus],
            };
        }
        let page = Self::body_height(cx.area).max(1) as isize;
        match action {
            Action::Cursor(Dir::Up) => self.move_by(-1),
            Action::Cursor(Dir::Down) => self.move_by(1),
            Action::Step(Step::PageBack) => self.move_by(-page),
            Action::Step(Step::PageForward) => self.move_by(page),
            Action::Step(Step::First) => self.selected = 0,
            Action::Step(Step::Last) => self.move_by(isize::MAX / 2),
            Action::Type(c) => {
                self.query.push(c);
                return self.requery(lang);
            }
            Action::Paste(t) => {
                self.query.push_str(&t);
                return self.requery(lang);
            }
            Action::Erase => {
                self.query.pop();
                return self.requery(lang);
            }
            Action::Submit => return self.open(lang),
            Action::SortNext => {
                let i = SORTS.iter().position(|s| *s == self.sort).unwrap_or(0);
                self.sort = SORTS[(i + 1) % SORTS.len()];
                self.refresh();
            }
            Action::SortReverse => {
                self.descending = !self.descending;
                self.refresh();
            }
            Action::Click { y, .. } => {
                let first = cx.area.y + 2;
                let h = Self::body_height(cx.area);
                if y >= first && ((y - first) as usize) < h {
                    let row = self.top(h) + (y - first) as usize;
                    if row < self.shown.len() {
                        if row == self.selected {
                            return self.open(lang);
                        }
                        self.selected = row;
                    }
                }
            }
            Action::Back if !self.query.is_empty() => {
                self.query.clear();
                return self.requery(lang);
            }
            // Leaving chuhe from the list asks first, as the board does.
            Action::Back if cx.last => {
                self.confirm_quit = true;
                return vec![Effect::Status(
                    StatusKind::Warning,
                    Msg::ListConfirmQuit.text(lang).to_string(),
                )];
            }
            Action::Back => return vec![Effect::Pop],
            Action::Quit => return vec![Effect::Quit],
            a @ (Action::OpenFile | Action::Help | Action::ToggleLang) => {
                return vec![Effect::Look(a)];
            }
            _ => {}
        }
        Vec::new()
    }

    fn draw(&self, frame: &mut Frame, area: Rect, cx: &Cx) {
        let theme = &cx.look.theme;
        let lang = cx.look.lang;
        let buf = frame.buffer_mut();
        let lib = self.library.borrow();
        let entries = lib.collection.entries();
        let row_at = |i: u16| Rect::new(area.x, area.y + i, area.width, 1);
        if area.height < CHROME_ROWS + 1 {
            put(
                buf,
                row_at(0),
                0,
                &self.path.display().to_string(),
                theme.style(Role::Title),
            );
            return;
        }

        let name = self
            .path
            .file_name()
            .map(|f| f.to_string_lossy().into_owned())
            .unwrap_or_else(|| self.path.display().to_string());
        let title = UiText::ListTitle {
            file: name,
            games: entries.len(),
            shown: self.shown.len(),
        }
        .render(lang);
        put(buf, row_at(0), 1, &title, theme.style(Role::Title));

        let cols = columns(area.width.saturating_sub(1));
        let heads = [
            Msg::ColNumber,
            Msg::ColDate,
            Msg::ColEvent,
            Msg::Red,
            Msg::Black,
            Msg::ColResult,
            Msg::ColOpening,
            Msg::ColMoves,
        ];
        let head = row_at(1);
        for (i, (m, (x, w))) in heads.iter().zip(cols).enumerate() {
            let mut text = m.text(lang).to_string();
            if SORTS[i] == self.sort {
                text.push(if self.descending { '▼' } else { '▲' });
            }
            let cell = Rect::new(head.x + 1 + x, head.y, w, 1);
            let role = if SORTS[i] == self.sort {
                Role::Key
            } else {
                Role::Dim
            };
            put(buf, cell, 0, &text, theme.style(role));
        }

        let h = Self::body_height(area);
        let top = self.top(h);
        for (i, &g) in self.shown.iter().skip(top).take(h).enumerate() {
            let e = &entries[g as usize];
            let r = &e.row;
            let line = row_at(2 + i as u16);
            let chosen = top + i == self.selected;
            let role = if e.problem.is_some() {
                Role::Error
            } else if chosen {
                Role::Title
            } else {
                Role::Text
            };
            let mut style = theme.style(role);
            if chosen {
                style = style.patch(theme.style(Role::Cursor));
                put(buf, line, 0, &" ".repeat(area.width as usize), style);
                put(buf, line, 0, "›", style);
            }
            let opening = match (r.ecco.is_empty(), r.opening.is_empty()) {
                (false, false) => format!("{} {}", r.ecco, r.opening),
                (false, true) => r.ecco.to_string(),
                _ => r.opening.to_string(),
            };
            // Numbered moves (回合), not plies: a game of 80 着 is 40 moves long.
            let moves = if e.read || r.moves == 0 {
                r.full_moves().to_string()
            } else {
                format!("~{}", r.full_moves())
            };
            let cells = [
                format!("{:>5}", g + 1),
                r.date.to_string(),
                r.event.to_string(),
                r.red.to_string(),
                r.black.to_string(),
                result_text(r.result).to_string(),
                opening,
                format!("{moves:>4}"),
            ];
            for (text, (x, w)) in cells.iter().zip(cols) {
                let cell = Rect::new(line.x + 1 + x, line.y, w, 1);
                put(buf, cell, 0, text, style);
            }
        }
        if self.shown.is_empty() {
            put(
                buf,
                row_at(2),
                2,
                Msg::ListNoGames.text(lang),
                theme.style(Role::Dim),
            );
        }

        // Under the list: the chosen game's problem, and the filter being typed.
        let base = area.y + area.height - 2;
        let detail = Rect::new(area.x, base - 2, area.width, 1);
        if let Some(e) = self
            .shown
            .get(self.selected)
            .and_then(|&g| entries.get(g as usize).map(|e| (g, e)))
            .and_then(|(g, e)| e.problem.as_ref().map(|p| (g, p)))
        {
            let text = UiText::GameProblem {
                game: e.0 as usize + 1,
                problem: e.1.to_string(),
            }
            .render(lang);
            put(buf, detail, 1, &text, theme.style(Role::Error));
        } else if let Some(f) = lib.collection.failures().first() {
            let text = format!("{}: {}", f.path.display(), f.error);
            put(buf, detail, 1, &text, theme.style(Role::Error));
        }
        let filter = Rect::new(area.x, base - 1, area.width, 1);
        let end = put(
            buf,
            filter,
            1,
            Msg::ListFilter.text(lang),
            theme.style(Role::Turn),
        );
        let end = put(buf, filter, end + 1, &self.query, theme.style(Role::Text));
        put(buf, filter, end, "▏", theme.style(Role::Dim));

        if let Some(s) = cx.status {
            let role = match s.kind {
                StatusKind::Info => Role::Text,
                StatusKind::Ok => Role::Ok,
                StatusKind::Warning => Role::Warning,
                StatusKind::Error => Role::Error,
            };
            put(buf, row_at(area.height - 2), 1, &s.text, theme.style(role));
        }
        draw_hints(
            buf,
            row_at(area.height - 1),
            keys::GAME_LIST,
            keys::GAME_LIST_HINTS,
            theme,
            lang,
        );
    }
}
