//! The study board: one record, stepped through move by move. The board shows the
//! position at the current move; the panel the game's headers, the move list with
//! its variations (the current move highlighted), the current move's comment
//! wrapped, and a side pane under them.
//!
//! The side pane is a slot: the explorer fills it (`/`: the collection's games of
//! the position and, with a book configured, the book's moves; `view/explorer.rs`),
//! and the engine's analysis can take it (see [`SidePane`]; set with
//! [`StudyBoard::set_side_pane`]).
//!
//! Annotating goes through `chuhe_study::Annotator`, so that every edit can be
//! undone: a move typed where the line goes on differently becomes a variation (or,
//! with Ctrl-R, the new continuation in place of the rest); comments, NAGs,
//! promoting, demoting and deleting variations. A record with edits not yet saved
//! asks before it is closed, and is kept in the data directory after every edit;
//! the next start offers it back ([`StudyBoard::restoring`]).

use std::cell::RefCell;
use std::path::PathBuf;
use std::rc::Rc;

use crossterm::event::{KeyCode, KeyEvent, KeyEventKind, KeyModifiers};
use ratatui::Frame;
use ratatui::layout::Rect;
use ratatui::text::Line;
use ratatui::widgets::{Paragraph, Wrap};
use unicode_width::UnicodeWidthStr;

use chuhe_core::catalogue::UiText;
use chuhe_core::lang::{Lang, Render};
use chuhe_core::notation::{Notation, Style, parse_move};
use chuhe_core::record::{GameRecord, NodeId};
use chuhe_core::rules::{Bitboard, Position};
use chuhe_study::{Annotator, NewMove, PositionIndex};

use super::{Cx, Effect, RecordFormat, Screen};
use crate::action::{Action, Step};
use crate::analysis_runner::{AnalysisRunner, REFRESH, StudyPane};
use crate::app::{StatusKind, Work, default_notation};
use crate::i18n::Msg;
use crate::keys::{self, Binding};
use crate::layout;
use crate::study_save::StudyAutosave;
use crate::theme::{Role, Theme};
use crate::view::board::BoardView;
use crate::view::explorer::{self, Explorer};
use crate::view::move_tree::{self, ListLine, MoveTexts};
use crate::view::score_graph;
use crate::view::{put, span};

/// Something drawn in the side pane under the move list: the position search's
/// answer, or (from the engine work) the analysis of the current position. It is
/// told each new position and draws itself.
pub trait SidePane {
    /// The position on the board changed.
    fn position_changed(&mut self, pos: &Position);
    fn draw(&self, frame: &mut Frame, area: Rect, theme: &Theme, lang: Lang);
    /// Drawn with the notation the board's moves are shown in.
    fn draw_in(
        &self,
        frame: &mut Frame,
        area: Rect,
        theme: &Theme,
        lang: Lang,
        _notation: Notation,
    ) {
        self.draw(frame, area, theme, lang);
    }
    /// Still working (the screen is redrawn every so often while it is).
    fn busy(&self) -> bool {
        false
    }
}

/// The games a position search can look in, shared with the game list it was
/// opened from; the index is built on the first search.
pub struct Library {
    pub collection: chuhe_study::Collection,
    pub index: Option<PositionIndex>,
}

pub type SharedLibrary = Rc<RefCell<Library>>;

/// What the input line is doing.
#[derive(Clone, Debug, PartialEq, Eq)]
enum Line_ {
    Idle,
    /// A move being typed (any notation).
    Move(String),
    /// `g`: the move number to go to.
    GoTo(String),
    /// `c`: the current move's comment being written.
    Comment(String),
    /// `n`: a digit chooses the NAG.
    Nag,
    /// Close (or quit, or leave for a game from here) with unsaved edits?
    ConfirmClose {
        then: AfterClose,
    },
    /// An annotation left unsaved last time: take it back?
    ConfirmRestore,
}

/// What closing the board with unsaved edits was asked for.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum AfterClose {
    /// Back to the screen under it.
    Pop,
    /// Leave chuhe.
    Quit,
    /// A game from the board's position ("play from here" closes every study screen).
    PlayHere,
}

/// How many moves PgUp/PgDn step.
const PAGE: usize = 10;

pub struct StudyBoard {
    ann: Annotator,
    /// Where the record came from, and its place there (for the title and saving).
    pub source: Option<PathBuf>,
    pub game_number: Option<usize>,
    current: NodeId,
    /// The child chosen at the current move's branch (0: the main continuation).
    choice: usize,
    pos: Position,
    flipped: bool,
    line: Line_,
    library: Option<SharedLibrary>,
    /// The explorer's answer for the current position (`/`), until the board moves.
    search: Option<Explorer>,
    side_pane: Option<Box<dyn SidePane>>,
    /// The move texts, for one notation, rebuilt after an edit.
    texts: RefCell<Option<(Notation, u64, Rc<MoveTexts>)>>,
    revision: u64,
    /// When the side pane's work is to be redrawn next, and whether it was still
    /// working at the last redraw.
    refresh_at: std::cell::Cell<Option<std::time::Instant>>,
    pane_was_busy: std::cell::Cell<bool>,
    /// The engine's scores for the graph, for a record with no review scores.
    score_runner: Option<crate::score_runner::ScoreRunner>,
}

impl StudyBoard {
    /// Opens a record at its start. A record whose start position is not valid
    /// opens at the standard start with no moves (its problem goes to the status).
    pub fn new(record: GameRecord) -> StudyBoard {
        let pos = record
            .start_position()
            .unwrap_or_else(|_| Position::startpos());
        let current = record.tree.root();
        StudyBoard {
            ann: Annotator::new(record),
            source: None,
            game_number: None,
            current,
            choice: 0,
            pos,
            flipped: false,
            line: Line_::Idle,
            library: None,
            search: None,
            side_pane: None,
            texts: RefCell::new(None),
            revision: 0,
            refresh_at: Default::default(),
            pane_was_busy: Default::default(),
            score_runner: None,
        }
    }

    /// The annotation left unsaved last time (kept by the autosave), asking
    /// whether to take it back: yes keeps it open with its edits unsaved, no gives
    /// them up and closes it.
    pub fn restoring(saved: StudyAutosave) -> StudyBoard {
        let StudyAutosave {
            record,
            source,
            game,
        } = saved;
        let mut board = StudyBoard::new(record.clone());
        board.ann = Annotator::restored(record);
        board.source = source;
        board.game_number = game;
        board.line = Line_::ConfirmRestore;
        board
    }

    pub fn from_source(mut self, path: PathBuf, game_number: Option<usize>) -> StudyBoard {
        self.source = Some(path);
        self.game_number = game_number;
        self
    }

    /// The collection the position search looks in.
    pub fn with_library(mut self, library: SharedLibrary) -> StudyBoard {
        self.library = Some(library);
        self
    }

    /// Puts a pane (the engine's analysis) under the move list.
    pub fn set_side_pane(&mut self, mut pane: Box<dyn SidePane>) {
        pane.position_changed(&self.pos);
        self.side_pane = Some(pane);
        self.pane_was_busy.set(true);
    }

    /// The side pane, for tests and hosts that look at it.
    pub fn side_pane(&self) -> Option<&dyn SidePane> {
        self.side_pane.as_deref()
    }

    pub fn record(&self) -> &GameRecord {
        self.ann.record()
    }

    pub fn position(&self) -> &Position {
        &self.pos
    }

    pub fn current(&self) -> NodeId {
        self.current
    }

    /// Plies from the start to the current move.
    pub fn ply(&self) -> u32 {
        self.record().tree.depth(self.current)
    }

    fn go(&mut self, node: NodeId) {
        if node == self.current {
            return;
        }
        self.current = node;
        self.choice = 0;
        self.pos = self
            .ann
            .record()
            .position_at(node)
            .unwrap_or_else(|_| Position::startpos());
        self.search = None;
        if let Some(p) = &mut self.side_pane {
            p.position_changed(&self.pos);
        }
    }

    /// One move on: the chosen continuation at a branch.
    fn forward(&mut self) -> bool {
        let tree = &self.ann.record().tree;
        match tree.children(self.current).nth(self.choice) {
            Some(next) => {
                // One move forward is the move played from here: the position is
                // the current one with it played (no replay from the start).
                let mv = tree.move_at(next).expect("a child has a move");
                self.current = next;
                self.choice = 0;
                self.pos.play_unchecked(mv);
                self.search = None;
                if let Some(p) = &mut self.side_pane {
                    p.position_changed(&self.pos);
                }
                true
            }
            None => false,
        }
    }

    fn back(&mut self) -> bool {
        let tree = &self.ann.record().tree;
        let Some(parent) = tree.parent(self.current) else {
            return false;
        };
        let index = tree.child_index(self.current).unwrap_or(0);
        self.go(parent);
        self.choice = index;
        true
    }

    pub fn step(&mut self, step: Step) {
        match step {
            Step::Forward => {
                self.forward();
            }
            Step::Back => {
                self.back();
            }
            Step::PageForward => {
                for _ in 0..PAGE {
                    if !self.forward() {
                        break;
                    }
                }
            }
            Step::PageBack => {
                for _ in 0..PAGE {
                    if !self.back() {
                        break;
                    }
                }
            }
            Step::First => {
                let root = self.ann.record().tree.root();
                self.go(root);
            }
            Step::Last => {
                self.choice = 0;
                while self.forward() {}
            }
        }
    }

    /// Goes to move number `n`'s Red move of the current line (Black's when the
    /// line has no Red move of that number); past the end, to the end.
    fn go_to_move(&mut self, n: u32) {
        let record = self.ann.record();
        let tree = &record.tree;
        // The current line: back to the start, then on along first children past
        // the current move.
        let mut path = vec![self.current];
        let mut at = self.current;
        while let Some(p) = tree.parent(at) {
            path.push(p);
            at = p;
        }
        path.reverse();
        let mut tail = self.current;
        while let Some(c) = tree.main_child(tail) {
            path.push(c);
            tail = c;
        }
        // The path starts at the root: a node's place in it is its ply.
        let target = path
            .iter()
            .enumerate()
            .find(|&(ply, _)| ply > 0 && record.move_number_of_ply(ply as u32).0 >= n)
            .map_or(tail, |(_, &node)| node);
        self.go(target);
    }

    /// The children of the current move: the continuation, then the variations.
    fn branches(&self) -> Vec<NodeId> {
        self.ann.record().tree.children(self.current).collect()
    }

    /// Leaves the variation the current move is in: back to the move it branches
    /// from, with the variation chosen there.
    fn leave_variation(&mut self) -> bool {
        let start = self.ann.line_start(self.current);
        let tree = &self.ann.record().tree;
        let Some(parent) = tree.parent(start) else {
            return false;
        };
        if tree.main_child(parent) == Some(start) {
            return false; // on the main line
        }
        let index = tree.child_index(start).unwrap_or(0);
        self.go(parent);
        self.choice = index;
        true
    }

    /// The current move lies on a line that leaves a branch (some move on the way
    /// back to the start has siblings): there is a variation to move or delete.
    fn in_a_branch(&self) -> bool {
        let tree = &self.ann.record().tree;
        let mut at = self.current;
        while let Some(p) = tree.parent(at) {
            if tree.children(p).count() > 1 {
                return true;
            }
            at = p;
        }
        false
    }

    fn edited(&mut self) -> Vec<Effect> {
        self.revision += 1;
        vec![self.autosave()]
    }

    /// Keeps the record as it is now, or (back to the state last saved, as after
    /// undoing every edit) drops what was kept.
    fn autosave(&self) -> Effect {
        if !self.ann.is_modified() {
            return Effect::Work(Work::ForgetAutosavedRecord);
        }
        Effect::Work(Work::AutosaveRecord(Box::new(StudyAutosave {
            record: self.ann.record().clone(),
            source: self.source.clone(),
            game: self.game_number,
        })))
    }

    fn play_typed(&mut self, text: &str, how: NewMove, lang: Lang) -> Vec<Effect> {
        let mv = match parse_move(&self.pos, text, None) {
            Ok(m) => m,
            Err(e) => return vec![Effect::Status(StatusKind::Error, e.render(lang))],
        };
        let tree = &self.record().tree;
        let has = |c: Option<NodeId>| c.and_then(|c| tree.move_at(c)) == Some(mv);
        let known = tree.children(self.current).any(|c| has(Some(c)));
        let first = has(tree.main_child(self.current));
        match self.ann.play(self.current, mv, how) {
            Ok(node) => {
                self.go(node);
                if known && (how == NewMove::Variation || first) {
                    // A move the record has already: only gone to.
                    Vec::new()
                } else {
                    self.edited()
                }
            }
            Err(e) => vec![Effect::Status(StatusKind::Error, e.to_string())],
        }
    }

    fn move_texts(&self, notation: Notation) -> Rc<MoveTexts> {
        let mut cache = self.texts.borrow_mut();
        match &*cache {
            Some((n, rev, t)) if *n == notation && *rev == self.revision => t.clone(),
            _ => {
                let t = Rc::new(move_tree::move_texts(self.record(), &Style::of(notation)));
                *cache = Some((notation, self.revision, t.clone()));
                t
            }
        }
    }

    /// `/`: the explorer of the position — the collection's games, and the book's
    /// moves when one is configured; with neither there is nothing to show.
    fn search_here(&mut self, cx: &Cx) -> Vec<Effect> {
        if self.library.is_none() && cx.book.is_none() {
            return vec![Effect::Status(
                StatusKind::Info,
                Msg::StudyNoCollection.text(cx.look.lang).to_string(),
            )];
        }
        let games = self.library.as_ref().map(|lib| {
            let mut lib = lib.borrow_mut();
            let Library { collection, index } = &mut *lib;
            index
                .get_or_insert_with(|| {
                    chuhe_study::index_collection(collection, chuhe_study::IndexOptions::default())
                })
                .search(&self.pos)
        });
        self.search = Some(Explorer::new(&self.pos, games, cx.book));
        Vec::new()
    }

    /// Where things go on the screen.
    fn areas(&self, area: Rect, cx: &Cx) -> Option<Areas> {
        let screen = layout::fit(area, cx.look.board).ok()?;
        let panel = screen.panel;
        let head_h = 3.min(panel.height);
        let comment = self.comment_text();
        let comment_h = if comment.is_some() { 5 } else { 0 };
        let side_h = match &self.search {
            // The collection's part and the book's, one under the other.
            Some(s) if s.has_both() => 12,
            Some(_) => 8,
            None if self.side_pane.is_some() => 8,
            None => 0,
        };
        // The score graph, when the record has a review's scores.
        let graph_h = if self.has_score_graph() { 2 } else { 0 };
        let rest = panel
            .height
            .saturating_sub(head_h + comment_h + side_h + graph_h);
        let list_h = rest.max(3).min(panel.height.saturating_sub(head_h));
        let mut y = panel.y;
        let head = Rect::new(panel.x, y, panel.width, head_h);
        y += head_h;
        let list = Rect::new(panel.x, y, panel.width, list_h);
        y += list_h;
        let bottom = panel.y + panel.height;
        let comment_area = Rect::new(
            panel.x,
            y,
            panel.width,
            comment_h.min(bottom.saturating_sub(y)),
        );
        y += comment_area.height;
        let graph = Rect::new(
            panel.x,
            y,
            panel.width,
            graph_h.min(bottom.saturating_sub(y)),
        );
        y += graph.height;
        let side = Rect::new(panel.x, y, panel.width, bottom.saturating_sub(y));
        Some(Areas {
            screen,
            head,
            list,
            comment: comment_area,
            side,
            graph,
        })
    }

    fn comment_text(&self) -> Option<&str> {
        self.record()
            .tree
            .comment(self.current)
            .filter(|c| !c.trim().is_empty())
    }

    fn list_lines(&self, cx: &Cx, width: u16) -> Vec<ListLine> {
        let notation = cx
            .look
            .notation
            .unwrap_or_else(|| default_notation(cx.look.lang));
        let texts = self.move_texts(notation);
        move_tree::layout(self.record(), &texts, width)
    }

    /// The first line of the list shown: the current move's line kept in view.
    fn list_top(&self, lines: &[ListLine], height: u16) -> usize {
        let at = move_tree::line_of(lines, self.current).unwrap_or(0);
        let h = height as usize;
        if lines.len() <= h {
            0
        } else {
            at.saturating_sub(h / 2).min(lines.len() - h)
        }
    }

    fn click(&mut self, x: u16, y: u16, cx: &Cx) {
        let Some(a) = self.areas(cx.area, cx) else {
            return;
        };
        let list = a.list;
        if x < list.x || x >= list.right() || y < list.y || y >= list.bottom() {
            return;
        }
        let lines = self.list_lines(cx, list.width);
        let top = self.list_top(&lines, list.height);
        if let Some(node) = move_tree::node_at(&lines, top + (y - list.y) as usize, x - list.x) {
            self.go(node);
        }
    }

    fn title(&self, lang: Lang) -> String {
        let file = self
            .source
            .as_ref()
            .and_then(|p| p.file_name())
            .map(|f| f.to_string_lossy().into_owned())
            .unwrap_or_default();
        UiText::StudyTitle {
            file,
            game: self.game_number,
        }
        .render(lang)
    }

    fn answer_close(&mut self, yes: bool, then: AfterClose) -> Vec<Effect> {
        self.line = Line_::Idle;
        if !yes {
            return vec![Effect::ClearStatus];
        }
        // Closing gives the edits up: the kept copy goes too.
        let next = match then {
            AfterClose::Quit => Effect::Quit,
            AfterClose::Pop => Effect::Pop,
            AfterClose::PlayHere => Effect::PlayFrom(Box::new(self.pos.clone())),
        };
        vec![Effect::Work(Work::ForgetAutosavedRecord), next]
    }

    fn answer_restore(&mut self, yes: bool) -> Vec<Effect> {
        self.line = Line_::Idle;
        if yes {
            vec![Effect::ClearStatus]
        } else {
            vec![Effect::Work(Work::ForgetAutosavedRecord), Effect::Pop]
        }
    }

    fn submit(&mut self, how: NewMove, lang: Lang) -> Vec<Effect> {
        match std::mem::replace(&mut self.line, Line_::Idle) {
            Line_::Move(text) => self.play_typed(&text, how, lang),
            Line_::GoTo(text) => match text.trim().parse::<u32>() {
                Ok(n) => {
                    self.go_to_move(n);
                    Vec::new()
                }
                Err(_) => vec![Effect::Status(
                    StatusKind::Error,
                    UiText::StudyBadMoveNumber(text).render(lang),
                )],
            },
            Line_::Comment(text) => {
                let text = text.trim().to_string();
                let before = self.record().tree.comment(self.current).map(str::to_string);
                let after = (!text.is_empty()).then_some(text);
                if before == after {
                    return Vec::new();
                }
                self.ann.set_comment(self.current, after);
                self.edited()
            }
            other => {
                self.line = other;
                Vec::new()
            }
        }
    }

    fn set_nag(&mut self, digit: char) -> Vec<Effect> {
        self.line = Line_::Idle;
        if self.current == self.record().tree.root() {
            return Vec::new();
        }
        let Some(d) = digit.to_digit(10).filter(|d| *d <= 6) else {
            return Vec::new();
        };
        let nags: Vec<u8> = if d == 0 { Vec::new() } else { vec![d as u8] };
        self.ann.set_nags(self.current, &nags);
        self.edited()
    }

    fn browse(&mut self, action: Action, cx: &Cx) -> Vec<Effect> {
        let lang = cx.look.lang;
        match action {
            Action::Step(s) => self.step(s),
            Action::NextVariation | Action::PrevVariation => {
                let n = self.branches().len();
                if n < 2 {
                    return vec![Effect::Status(
                        StatusKind::Info,
                        Msg::StudyNoBranch.text(lang).to_string(),
                    )];
                }
                self.choice = if action == Action::NextVariation {
                    (self.choice + 1) % n
                } else {
                    (self.choice + n - 1) % n
                };
            }
            Action::LeaveVariation if !self.leave_variation() => {
                return vec![Effect::Status(
                    StatusKind::Info,
                    Msg::StudyOnMainLine.text(lang).to_string(),
                )];
            }
            Action::GoToMove => self.line = Line_::GoTo(String::new()),
            Action::FocusInput => self.line = Line_::Move(String::new()),
            Action::Type(c) => self.line = Line_::Move(c.to_string()),
            Action::Paste(t) => self.line = Line_::Move(t),
            Action::EditComment => {
                let now = self
                    .record()
                    .tree
                    .comment(self.current)
                    .unwrap_or_default()
                    .to_string();
                self.line = Line_::Comment(now);
            }
            Action::SetNag if self.current != self.record().tree.root() => {
                self.line = Line_::Nag;
            }
            Action::SetNag => {}
            Action::Promote | Action::Demote | Action::DeleteVariation if !self.in_a_branch() => {
                return vec![Effect::Status(
                    StatusKind::Info,
                    Msg::StudyNoBranch.text(lang).to_string(),
                )];
            }
            Action::Promote | Action::Demote => {
                // The annotator moves the line through the current move where it
                // leaves its branch.
                let done = if action == Action::Promote {
                    self.ann.promote(self.current)
                } else {
                    self.ann.demote(self.current)
                };
                if done {
                    return self.edited();
                }
            }
            Action::DeleteVariation => {
                if let Some(at) = self.ann.delete_variation(self.current) {
                    self.current = self.record().tree.root();
                    self.go(at);
                    return self.edited();
                }
                return vec![Effect::Status(
                    StatusKind::Info,
                    Msg::StudyOnMainLine.text(lang).to_string(),
                )];
            }
            Action::Undo | Action::Redo => {
                let at = if action == Action::Undo {
                    self.ann.undo()
                } else {
                    self.ann.redo()
                };
                if let Some(at) = at {
                    self.current = self.record().tree.root();
                    self.pos = self
                        .record()
                        .start_position()
                        .unwrap_or_else(|_| Position::startpos());
                    self.go(at);
                    self.revision += 1;
                    return vec![self.autosave()];
                }
            }
            Action::Save | Action::SaveJson => {
                let format = if action == Action::Save {
                    RecordFormat::Pgn
                } else {
                    RecordFormat::Json
                };
                self.ann.mark_saved();
                // Once written, the kept copy is removed (by the app: only when
                // the save succeeded).
                return vec![Effect::Work(Work::SaveRecord {
                    record: Box::new(self.record().clone()),
                    source: self.source.clone().unwrap_or_default(),
                    format,
                })];
            }
            // Playing from here closes the board: unsaved edits ask first.
            Action::PlayFromHere if self.has_unsaved_work() => {
                self.line = Line_::ConfirmClose {
                    then: AfterClose::PlayHere,
                };
            }
            Action::PlayFromHere => {
                return vec![Effect::PlayFrom(Box::new(self.pos.clone()))];
            }
            Action::PositionSearch => return self.search_here(cx),
            Action::Dictate => {
                return vec![Effect::Dictate(Box::new(self.record().clone()))];
            }
            Action::Flip => self.flipped = !self.flipped,
            Action::Click { x, y } => self.click(x, y, cx),
            Action::Cancel => {
                self.search = None;
                return vec![Effect::ClearStatus];
            }
            Action::Quit | Action::Back if self.has_unsaved_work() => {
                self.line = Line_::ConfirmClose {
                    then: if action == Action::Quit {
                        AfterClose::Quit
                    } else {
                        AfterClose::Pop
                    },
                };
            }
            Action::Quit => return vec![Effect::Quit],
            Action::Back => return vec![Effect::Pop],
            a @ (Action::ToggleAscii
            | Action::ToggleLang
            | Action::CycleNotation
            | Action::CycleTheme
            | Action::ToggleMouse
            | Action::OpenFile
            | Action::Help) => return vec![Effect::Look(a)],
            Action::ToggleAnalysis => self.toggle_analysis(cx),
            Action::PrevMarked | Action::NextMarked
                if !self.jump_to_marked(action == Action::NextMarked) =>
            {
                return vec![Effect::Status(
                    StatusKind::Info,
                    Msg::StudyNoMarked.text(lang).to_string(),
                )];
            }
            _ => {}
        }
        Vec::new()
    }

    /// The record has scores from a review to draw, or the engine computes them.
    fn has_score_graph(&self) -> bool {
        self.score_runner.is_some()
            || score_graph::has_scores(&score_graph::red_scores(self.record()))
    }

    /// The graph's scores: the review's, or the engine's computed on demand.
    pub fn graph_scores(&self) -> Vec<(NodeId, Option<i32>)> {
        match &self.score_runner {
            Some(r) => score_graph::computed(self.record(), &r.scores()),
            None => score_graph::red_scores(self.record()),
        }
    }

    /// Waits for the engine's scores of the graph (tests).
    pub fn wait_for_graph(&mut self) {
        if let Some(r) = &mut self.score_runner {
            r.wait();
        }
    }

    /// Something works on its own thread (the pane's analysis, the graph's scores).
    fn busy(&self) -> bool {
        self.side_pane.as_ref().is_some_and(|p| p.busy())
            || self.score_runner.as_ref().is_some_and(|r| r.is_running())
    }

    /// `F2`: the engine's analysis of the browsed position in the side pane, or not.
    fn toggle_analysis(&mut self, cx: &Cx) {
        if self.side_pane.take().is_some() {
            return;
        }
        let notation = cx
            .look
            .notation
            .unwrap_or_else(|| default_notation(cx.look.lang));
        // A record never reviewed: the graph is scored by the engine meanwhile.
        let reviewed = score_graph::has_scores(&score_graph::red_scores(self.record()));
        if !reviewed && self.score_runner.is_none() && !self.record().tree.main_line().is_empty() {
            self.score_runner = Some(crate::score_runner::ScoreRunner::start(
                self.record(),
                crate::score_runner::DEPTH,
            ));
        }
        self.set_side_pane(Box::new(StudyPane {
            runner: AnalysisRunner::new(None),
            notation,
        }));
    }

    /// The moves of the line through the current move: back to the start, and on
    /// along the main continuation.
    fn line_nodes(&self) -> Vec<NodeId> {
        let tree = &self.record().tree;
        let mut back = Vec::new();
        let mut at = Some(self.current);
        while let Some(n) = at {
            back.push(n);
            at = tree.parent(n);
        }
        back.reverse();
        let mut at = self.current;
        while let Some(next) = tree.main_child(at) {
            back.push(next);
            at = next;
        }
        back
    }

    /// To the previous or next move marked !, ?, !! or ?? on this line (NAGs 1–4:
    /// the review's marks and the annotator's). Returns whether there was one.
    fn jump_to_marked(&mut self, forward: bool) -> bool {
        let nodes = self.line_nodes();
        let tree = &self.record().tree;
        let marked = |n: &NodeId| tree.nags(*n).any(|g| (1..=4).contains(&g));
        let here = nodes.iter().position(|n| *n == self.current).unwrap_or(0);
        let target = if forward {
            nodes[here + 1..].iter().find(|n| marked(n)).copied()
        } else {
            nodes[..here].iter().rev().find(|n| marked(n)).copied()
        };
        match target {
            Some(n) => {
                self.go(n);
                true
            }
            None => false,
        }
    }
}

struct Areas {
    screen: layout::Screen,
    head: Rect,
    list: Rect,
    comment: Rect,
    side: Rect,
    graph: Rect,
}

impl Screen for StudyBoard {
    fn name(&self) -> &'static str {
        "study board"
    }

    fn keys(&self) -> &'static [Binding] {
        match self.line {
            Line_::Idle => keys::STUDY_BOARD,
            Line_::ConfirmClose { .. } | Line_::ConfirmRestore => keys::PROMPT,
            _ => keys::STUDY_INPUT,
        }
    }

    fn takes_text(&self) -> bool {
        !matches!(
            self.line,
            Line_::Idle | Line_::ConfirmClose { .. } | Line_::ConfirmRestore
        )
    }

    fn action_for(&self, ev: &KeyEvent) -> Option<Action> {
        if ev.kind == KeyEventKind::Release {
            return None;
        }
        let ctrl = ev.modifiers.contains(KeyModifiers::CONTROL);
        match self.line {
            // On the board, what can only start a move starts typing it (a Chinese
            // character, an upper-case WXF letter), as on the game's board.
            Line_::Idle => keys::lookup(keys::STUDY_BOARD, ev).or(match ev.code {
                KeyCode::Char(c) if !ctrl && (!c.is_ascii() || c.is_ascii_uppercase()) => {
                    Some(Action::Type(c))
                }
                _ => None,
            }),
            Line_::ConfirmClose { .. } | Line_::ConfirmRestore => keys::lookup(keys::PROMPT, ev),
            _ => keys::lookup(keys::STUDY_INPUT, ev).or(match ev.code {
                KeyCode::Char(c) if !ctrl => Some(Action::Type(c)),
                _ => None,
            }),
        }
    }

    fn update(&mut self, action: Action, cx: &Cx) -> Vec<Effect> {
        let lang = cx.look.lang;
        match (&mut self.line, action) {
            (Line_::Idle, action) => self.browse(action, cx),
            (Line_::ConfirmClose { then }, Action::Yes) => {
                let then = *then;
                self.answer_close(true, then)
            }
            (Line_::ConfirmClose { then }, _) => {
                let then = *then;
                self.answer_close(false, then)
            }
            (Line_::ConfirmRestore, Action::Yes) => self.answer_restore(true),
            (Line_::ConfirmRestore, Action::No) => self.answer_restore(false),
            (Line_::ConfirmRestore, _) => Vec::new(),
            (Line_::Nag, Action::Type(c)) => self.set_nag(c),
            (Line_::Nag, _) => {
                self.line = Line_::Idle;
                Vec::new()
            }
            (Line_::Move(t) | Line_::GoTo(t) | Line_::Comment(t), Action::Type(c)) => {
                t.push(c);
                Vec::new()
            }
            (Line_::Move(t) | Line_::GoTo(t) | Line_::Comment(t), Action::Paste(p)) => {
                t.push_str(&p);
                Vec::new()
            }
            (Line_::Move(t) | Line_::GoTo(t) | Line_::Comment(t), Action::Erase) => {
                if t.pop().is_none() {
                    self.line = Line_::Idle;
                }
                Vec::new()
            }
            (_, Action::Submit) => self.submit(NewMove::Variation, lang),
            (_, Action::ReplaceRest) => self.submit(NewMove::ReplaceRest, lang),
            (_, Action::Quit) => {
                self.line = Line_::Idle;
                self.browse(Action::Quit, cx)
            }
            (_, Action::Help) => vec![Effect::Look(Action::Help)],
            (_, _) => {
                self.line = Line_::Idle;
                Vec::new()
            }
        }
    }

    fn draw(&self, frame: &mut Frame, area: Rect, cx: &Cx) {
        let look = cx.look;
        let theme = &look.theme;
        let lang = look.lang;
        let Some(a) = self.areas(area, cx) else {
            let (min_w, min_h) = layout::minimum();
            let text = UiText::TooSmall {
                w: area.width,
                h: area.height,
                min_w,
                min_h,
            }
            .render(lang);
            put(
                frame.buffer_mut(),
                area,
                0,
                &text,
                theme.style(Role::Warning),
            );
            return;
        };
        let record = self.record();
        let tree = &record.tree;
        let last = tree.move_at(self.current);
        let next = tree
            .children(self.current)
            .nth(self.choice)
            .and_then(|n| tree.move_at(n));
        let view = BoardView {
            pos: &self.pos,
            flipped: self.flipped,
            size: a.screen.size,
            glyphs: look.glyphs,
            theme,
            cursor: None,
            selected: next.map(|m| m.from),
            targets: next.map_or(Bitboard::EMPTY, |m| Bitboard::from_square(m.to)),
            last_move: last,
            preview: None,
            check: self
                .pos
                .is_check()
                .then(|| self.pos.king(self.pos.side_to_move())),
        };
        frame.render_widget(view, a.screen.board);
        let buf = frame.buffer_mut();

        // Headers: title, players and result, event and date, opening.
        let h = record.headers.clone();
        let get = |k: &str| h.get(k).unwrap_or_default().to_string();
        let head_rows = [
            (self.title(lang), Role::Title),
            (
                format!("{} – {}  {}", get("Red"), get("Black"), record.result.pgn()),
                Role::Text,
            ),
            (
                [get("Event"), get("Date"), get("ECCO"), get("Opening")]
                    .into_iter()
                    .filter(|s| !s.is_empty())
                    .collect::<Vec<_>>()
                    .join(" · "),
                Role::Dim,
            ),
        ];
        for (i, (text, role)) in head_rows.iter().enumerate() {
            if (i as u16) < a.head.height {
                let row = Rect::new(a.head.x, a.head.y + i as u16, a.head.width, 1);
                put(buf, row, 0, text, theme.style(*role));
            }
        }

        // The move list, the current move highlighted, the chosen branch marked.
        let lines = self.list_lines(cx, a.list.width);
        let top = self.list_top(&lines, a.list.height);
        let chosen = tree.children(self.current).nth(self.choice);
        if lines.is_empty() {
            put(
                buf,
                a.list,
                0,
                Msg::NoMovesYet.text(lang),
                theme.style(Role::Dim),
            );
        }
        for (i, line) in lines
            .iter()
            .skip(top)
            .take(a.list.height as usize)
            .enumerate()
        {
            let row = Rect::new(a.list.x, a.list.y + i as u16, a.list.width, 1);
            for w in &line.words {
                let role = if w.node == Some(self.current) {
                    Role::Cursor
                } else if w.node.is_some() && w.node == chosen && self.branches().len() > 1 {
                    Role::Selected
                } else if line.depth > 0 {
                    Role::Dim
                } else {
                    Role::Text
                };
                put(buf, row, w.x, &w.text, theme.style(role));
            }
        }

        // The current move's comment, wrapped.
        if let Some(c) = self.comment_text()
            && a.comment.height > 0
        {
            let p = Paragraph::new(Line::from(span(theme, Role::Text, c.to_string())))
                .wrap(Wrap { trim: false });
            frame.render_widget(p, a.comment);
        }

        // The side pane: the explorer, or another pane.
        if a.side.height > 0 {
            let notation = look.notation.unwrap_or_else(|| default_notation(lang));
            if let Some(s) = &self.search {
                explorer::draw(frame, a.side, &self.pos, s, theme, lang, notation);
            } else if let Some(p) = &self.side_pane {
                p.draw_in(frame, a.side, theme, lang, notation);
            }
        }
        // The score graph over the game.
        if a.graph.height > 0 {
            let scores = self.graph_scores();
            let buf = frame.buffer_mut();
            let title = Rect::new(a.graph.x, a.graph.y, a.graph.width, 1);
            put(
                buf,
                title,
                0,
                Msg::StudyScoreGraph.text(lang),
                theme.style(Role::Dim),
            );
            let bars = Rect::new(a.graph.x, a.graph.y + 1, a.graph.width, a.graph.height - 1);
            score_graph::render(buf, bars, &scores, self.current, theme);
        }

        // The input line: what is being typed, or where we are.
        let buf = frame.buffer_mut();
        let input = a.screen.input;
        let (label, text) = match &self.line {
            Line_::Idle => {
                let n = self.branches().len();
                let ply = self.ply();
                let mut s = UiText::StudyAt {
                    round: (ply > 0).then(|| self.ann.record().move_number_of_ply(ply).0),
                    ply,
                    plies: tree.main_line_nodes().len() as u32,
                }
                .render(lang);
                if n > 1 {
                    s.push_str("  ");
                    s.push_str(
                        &UiText::StudyBranch {
                            chosen: self.choice as u32 + 1,
                            of: n as u32,
                        }
                        .render(lang),
                    );
                }
                (s, String::new())
            }
            Line_::Move(t) => (Msg::StudyMovePrompt.text(lang).to_string(), t.clone()),
            Line_::GoTo(t) => (Msg::StudyGoToPrompt.text(lang).to_string(), t.clone()),
            Line_::Comment(t) => (Msg::StudyCommentPrompt.text(lang).to_string(), t.clone()),
            Line_::Nag => (Msg::StudyNagPrompt.text(lang).to_string(), String::new()),
            Line_::ConfirmClose { .. } => {
                (Msg::StudyConfirmClose.text(lang).to_string(), String::new())
            }
            Line_::ConfirmRestore => (
                Msg::StudyRestorePrompt.text(lang).to_string(),
                String::new(),
            ),
        };
        let status = a.screen.status;
        // A message longer than its line takes the input line's row too while
        // nothing is being typed.
        let long = cx
            .status
            .is_some_and(|s| s.text.width() > status.width as usize)
            && self.line == Line_::Idle;
        if !long {
            let end = put(buf, input, 0, &label, theme.style(Role::Turn));
            put(buf, input, end + 1, &text, theme.style(Role::Text));
        }
        if let Some(s) = cx.status {
            let role = match s.kind {
                StatusKind::Info => Role::Text,
                StatusKind::Ok => Role::Ok,
                StatusKind::Warning => Role::Warning,
                StatusKind::Error => Role::Error,
            };
            if long {
                let both = Rect::new(input.x, input.y, input.width, 2);
                let p = Paragraph::new(Line::from(span(theme, role, s.text.clone())))
                    .wrap(Wrap { trim: false });
                frame.render_widget(p, both);
            } else {
                put(frame.buffer_mut(), status, 0, &s.text, theme.style(role));
            }
        }
        let buf = frame.buffer_mut();
        draw_hints(
            buf,
            a.screen.hints,
            keys::STUDY_BOARD,
            keys::STUDY_BOARD_HINTS,
            theme,
            lang,
        );
    }

    fn has_unsaved_work(&self) -> bool {
        self.ann.is_modified()
    }

    /// While the side pane works (the analysis), the screen is redrawn every
    /// [`REFRESH`], and once more after it has finished.
    fn next_deadline(&self) -> Option<std::time::Instant> {
        let busy = self.busy();
        if !busy && !self.pane_was_busy.get() {
            return None;
        }
        let at = self.refresh_at.get().unwrap_or_else(|| {
            let at = std::time::Instant::now() + REFRESH;
            self.refresh_at.set(Some(at));
            at
        });
        Some(at)
    }

    fn tick(&mut self, cx: &Cx) -> Vec<Effect> {
        let busy = self.busy();
        self.pane_was_busy.set(busy);
        self.refresh_at.set(busy.then(|| cx.now + REFRESH));
        Vec::new()
    }

    fn as_any(&self) -> Option<&dyn std::any::Any> {
        Some(self)
    }
}

/// The key hints of a screen: as many as fit, their keys from the screen's table.
pub fn draw_hints(
    buf: &mut ratatui::buffer::Buffer,
    area: Rect,
    table: &[Binding],
    hints: &[(Action, Msg)],
    theme: &Theme,
    lang: Lang,
) {
    let mut x = 0;
    for (action, msg) in hints {
        let key = keys::keys_in(table, action, lang);
        let text = msg.text(lang);
        let need = (key.width() + 1 + text.width() + 2) as u16;
        if key.is_empty() || x + need > area.width {
            continue;
        }
        x = put(buf, area, x, &key, theme.style(Role::Key));
        x = put(buf, area, x + 1, text, theme.style(Role::Dim));
        x += 2;
    }
}
