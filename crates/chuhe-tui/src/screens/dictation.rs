//! The dictation screen (听写): chuhe plays a game's moves on the board one at a
//! time, on a key or at the pace the player set; the player writes each move of the
//! chosen sides in Chinese notation on the input line, and the entry is marked ✓ or
//! ✗ with the right text. At the end: the accuracy, the kinds of mistake, and the
//! figures of every session so far, written back to the data directory
//! ([`Work::WriteData`](crate::app::Work::WriteData)).
//!
//! Keys are data (`keys::DICTATION`). ASCII letters are commands here: Chinese
//! notation never uses them, and an IME delivers only the characters it commits.
//! The input line shows no preview: on a scoresheet nobody says whether the text
//! is a move.

use std::path::PathBuf;
use std::sync::Arc;
use std::time::{Duration, Instant};

use crossterm::event::{KeyCode, KeyEvent, KeyEventKind, KeyModifiers};
use ratatui::Frame;
use ratatui::layout::Rect;

use crate::action::Action;
use crate::app::{Look, StatusKind, Work};
use crate::i18n::Msg;
use crate::input::MoveInput;
use crate::keys::{self, Binding};
use crate::layout;
use crate::theme::Role;
use crate::view::{board, put};
use chuhe_core::catalogue::FileText;
use chuhe_core::catalogue::UiText;
use chuhe_core::lang::{Lang, Render};
use chuhe_core::notation::Style;
use chuhe_core::rules::{Color, Move, Position};
use chuhe_study::{Dictation, DictationOptions, DictationStats, Entry, Grade, Mistake, Sides};

use super::drill_view;
use super::{Cx, Effect, Screen};

/// The game to dictate, as the caller read it.
#[derive(Clone, Debug)]
pub struct DictGame {
    pub start: Position,
    pub moves: Vec<Move>,
    /// "胡荣华 — 杨官璘 · 1960 全国赛": shown over the move list.
    pub title: String,
}

/// How a dictation runs.
#[derive(Clone, Debug, Default)]
pub struct DictSettings {
    pub sides: Sides,
    pub options: DictationOptions,
    /// Seconds each move waits for its entry; `None`: the next move comes on a key.
    pub pace: Option<Duration>,
    /// Where the figures are kept (`dictation.json` in the data directory); `None`
    /// keeps nothing.
    pub stats_file: Option<PathBuf>,
}

pub struct DictationScreen {
    game: DictGame,
    settings: DictSettings,
    dictation: Dictation,
    input: MoveInput,
    /// When the current move is taken away (paced only).
    deadline: Option<Instant>,
    flipped: bool,
    /// The latest entry, for the status line.
    last: Option<Entry>,
    /// The figures kept before this session; `Err` when they could not be read
    /// (then the file is left alone).
    before: Result<DictationStats, Arc<FileText>>,
    /// The totals with this session, once it is over (or left).
    after: Option<DictationStats>,
    /// Left halfway: the summary of the entries written is shown, nothing more is
    /// marked, and a second quit closes the screen.
    left: bool,
}

impl DictationScreen {
    /// A dictation of `game`; `before` is the figures kept so far, or why they could
    /// not be read (shown; the session is still marked but not kept).
    pub fn new(
        game: DictGame,
        settings: DictSettings,
        before: Result<DictationStats, FileText>,
        now: Instant,
    ) -> DictationScreen {
        DictationScreen::kept(game, settings, before.map_err(Arc::new), now)
    }

    /// As [`DictationScreen::new`], the problem with the figures shared.
    fn kept(
        game: DictGame,
        settings: DictSettings,
        before: Result<DictationStats, Arc<FileText>>,
        now: Instant,
    ) -> DictationScreen {
        let dictation = Dictation::new(&game.start, &game.moves, settings.sides, settings.options);
        let flipped = settings.sides == Sides::BlackOnly;
        let mut s = DictationScreen {
            game,
            settings,
            dictation,
            input: MoveInput::default(),
            deadline: None,
            flipped,
            last: None,
            before,
            after: None,
            left: false,
        };
        s.deadline = s.deadline_from(now);
        s
    }

    pub fn dictation(&self) -> &Dictation {
        &self.dictation
    }

    pub fn typed(&self) -> &str {
        self.input.text()
    }

    /// The totals with this session, once it is over.
    pub fn totals(&self) -> Option<&DictationStats> {
        self.after.as_ref()
    }

    /// The session is over: every move shown, or left halfway.
    fn is_over(&self) -> bool {
        self.left || self.dictation.is_finished()
    }

    /// An entry is asked for now.
    fn to_write(&self) -> bool {
        !self.left && self.dictation.to_write()
    }

    fn deadline_from(&self, now: Instant) -> Option<Instant> {
        match (self.settings.pace, self.is_over()) {
            (Some(p), false) => Some(now + p),
            _ => None,
        }
    }

    /// A new move is on the board (or the game is over).
    fn shown(&mut self, now: Instant, effects: &mut Vec<Effect>) {
        self.input.clear();
        self.deadline = self.deadline_from(now);
        if self.dictation.is_finished() {
            self.keep(effects);
        }
    }

    /// The session is over (or left): its figures are added to those kept.
    fn keep(&mut self, effects: &mut Vec<Effect>) {
        let session = self.dictation.stats();
        if self.after.is_some() || session.entries == 0 {
            return;
        }
        let Ok(before) = &self.before else { return };
        let mut total = before.clone();
        total.add_session(session);
        if let Some(path) = &self.settings.stats_file {
            effects.push(Effect::Work(Work::WriteData {
                path: path.clone(),
                bytes: total.to_json().into_bytes(),
            }));
        }
        self.after = Some(total);
    }

    fn style(&self) -> Style {
        Style::chinese()
    }

    /// The entry is read against the position before the move shown.
    fn position_before(&self) -> Position {
        let i = self.dictation.current().unwrap_or(self.dictation.len());
        self.dictation.position_before(i).clone()
    }

    fn mark(&mut self, text: &str) {
        if self.dictation.submit(text).is_some() {
            self.last = self.dictation.entries().last().cloned();
        }
    }

    fn miss(&mut self) {
        self.dictation.miss();
        self.last = self.dictation.entries().last().cloned();
    }

    /// Carries out `action` at `now` in `lang`; the effects for the app.
    pub fn act(&mut self, action: Action, lang: Lang, now: Instant) -> Vec<Effect> {
        let mut fx = Vec::new();
        let writing = self.to_write();
        match action {
            Action::Type(c) if writing => {
                let pos = self.position_before();
                self.input.push(c, &pos, lang, &self.style());
            }
            Action::Paste(text) if writing => {
                let pos = self.position_before();
                self.input.push_str(&text, &pos, lang, &self.style());
            }
            Action::Erase => {
                let pos = self.position_before();
                self.input.erase(&pos, lang, &self.style());
            }
            Action::Submit if writing && !self.input.is_empty() => {
                let text = self.input.text().to_string();
                self.mark(&text);
                self.shown(now, &mut fx);
            }
            Action::Submit | Action::Activate
                if !writing && !self.left && self.dictation.show_next() =>
            {
                self.last = None;
                self.shown(now, &mut fx);
            }
            Action::NextField if writing => {
                self.miss();
                self.shown(now, &mut fx);
            }
            Action::Cancel => self.input.clear(),
            Action::Flip => self.flipped = !self.flipped,
            Action::NewGame if self.is_over() => {
                let before = match &self.after {
                    Some(total) => Ok(total.clone()),
                    None => self.before.clone(),
                };
                *self =
                    DictationScreen::kept(self.game.clone(), self.settings.clone(), before, now);
            }
            Action::Quit if !self.is_over() && self.dictation.stats().entries > 0 => {
                // A session left halfway counts with the entries written, and its
                // summary is shown before the screen closes.
                self.left = true;
                self.deadline = None;
                self.input.clear();
                self.keep(&mut fx);
            }
            Action::Quit => {
                // The screen closes: back to the game under it, or out of
                // `chuhe dictate`.
                self.keep(&mut fx);
                fx.push(Effect::Pop);
            }
            Action::Help | Action::ToggleLang | Action::ToggleAscii | Action::CycleTheme => {
                fx.push(Effect::Look(action))
            }
            _ => {}
        }
        fx
    }

    /// Time passed: at a pace, a move whose time is up is taken away — what was
    /// typed is marked as it stands, an empty line counts as not written.
    pub fn time_passed(&mut self, now: Instant) -> Vec<Effect> {
        let mut fx = Vec::new();
        if self.left || self.deadline.is_none_or(|at| now < at) {
            return fx;
        }
        if self.dictation.to_write() {
            if self.input.is_empty() {
                self.miss();
            } else {
                let text = self.input.text().to_string();
                self.mark(&text);
            }
        } else {
            self.dictation.show_next();
        }
        self.shown(now, &mut fx);
        fx
    }
}

impl Screen for DictationScreen {
    fn name(&self) -> &'static str {
        "dictation"
    }

    fn keys(&self) -> &'static [Binding] {
        keys::DICTATION
    }

    fn takes_text(&self) -> bool {
        true
    }

    fn action_for(&self, ev: &KeyEvent) -> Option<Action> {
        if ev.kind == KeyEventKind::Release {
            return None;
        }
        let ctrl = ev.modifiers.contains(KeyModifiers::CONTROL);
        match ev.code {
            // Space inside an entry is part of it (the abbreviated record, 炮2 5).
            KeyCode::Char(' ') if !self.input.is_empty() => Some(Action::Type(' ')),
            _ => keys::lookup(self.keys(), ev).or(match ev.code {
                // Chinese notation has no ASCII letters: they are never typed.
                KeyCode::Char(c) if !ctrl && !c.is_ascii_alphabetic() => Some(Action::Type(c)),
                _ => None,
            }),
        }
    }

    fn update(&mut self, action: Action, cx: &Cx) -> Vec<Effect> {
        self.act(action, cx.look.lang(), cx.now)
    }

    fn draw(&self, frame: &mut Frame, area: Rect, cx: &Cx) {
        self.draw_in(
            frame,
            area,
            cx.look,
            cx.status.map(|s| (s.kind, s.text.as_str())),
        );
    }

    fn next_deadline(&self) -> Option<Instant> {
        self.deadline
    }

    fn tick(&mut self, cx: &Cx) -> Vec<Effect> {
        self.time_passed(cx.now)
    }
}

/// The status-line text of an entry's mark; `None` for a move only shown.
fn verdict(entry: &Entry, lang: Lang) -> Option<(bool, String)> {
    match entry {
        Entry::Shown => None,
        Entry::Written { grade, .. } if grade.correct => Some((
            true,
            UiText::DictRight {
                expected: grade.expected.clone(),
            }
            .render(lang),
        )),
        Entry::Written { text, grade } => Some((
            false,
            UiText::DictWrong {
                written: text.clone(),
                expected: grade.expected.clone(),
                why: kinds_text(grade, lang),
            }
            .render(lang),
        )),
        Entry::Missed { expected } => Some((
            false,
            UiText::DictMissed {
                expected: expected.clone(),
            }
            .render(lang),
        )),
    }
}

/// "纵线数字、进退平".
fn kinds_text(g: &Grade, lang: Lang) -> String {
    let sep = match lang {
        Lang::Zh => "、",
        Lang::En => ", ",
    };
    g.mistakes
        .iter()
        .map(|&m| mistake_msg(m).text(lang))
        .collect::<Vec<_>>()
        .join(sep)
}

/// The catalogue's name of a kind of mistake.
pub fn mistake_msg(m: Mistake) -> Msg {
    match m {
        Mistake::Piece => Msg::MistakePiece,
        Mistake::File => Msg::MistakeFile,
        Mistake::Action => Msg::MistakeAction,
        Mistake::Number => Msg::MistakeNumber,
        Mistake::Tandem => Msg::MistakeTandem,
        Mistake::DigitStyle => Msg::MistakeDigitStyle,
        Mistake::Abbreviated => Msg::MistakeAbbreviated,
        Mistake::Unreadable => Msg::MistakeUnreadable,
        Mistake::Missed => Msg::MistakeMissed,
    }
}

fn percent(s: &DictationStats) -> Option<u32> {
    s.accuracy().map(|a| (a * 100.0).floor() as u32)
}

impl DictationScreen {
    /// Draws the screen: the board with the move shown, the entries so far with their
    /// marks (the summary at the end), the input line, the last mark, the keys.
    pub fn draw_in(
        &self,
        frame: &mut Frame,
        area: Rect,
        look: &Look,
        app_status: Option<(StatusKind, &str)>,
    ) {
        let lang = look.lang();
        let screen = match layout::fit(area, look.board) {
            Ok(s) => s,
            Err((min_w, min_h)) => {
                drill_view::too_small(frame, look, min_w, min_h);
                return;
            }
        };
        let d = &self.dictation;
        let view = board::BoardView {
            pos: d.shown_position(),
            flipped: self.flipped,
            size: screen.size,
            glyphs: look.glyphs,
            theme: &look.theme,
            cursor: None,
            selected: None,
            targets: chuhe_core::rules::Bitboard::EMPTY,
            last_move: d.shown_move(),
            preview: None,
            check: None,
        };
        frame.render_widget(view, screen.board);
        self.draw_panel(frame.buffer_mut(), screen.panel, look);
        self.draw_input(frame, screen.input, look);
        let buf = frame.buffer_mut();
        let theme = &look.theme;
        let status = self
            .last
            .as_ref()
            .and_then(|e| verdict(e, lang))
            .map(|(ok, text)| (if ok { Role::Ok } else { Role::Error }, text))
            .or_else(|| {
                self.before.as_ref().err().map(|e| {
                    (
                        Role::Warning,
                        UiText::DictStatsError(e.render(lang)).render(lang),
                    )
                })
            })
            .or_else(|| app_status.map(|(k, t)| (status_role(k), t.to_string())));
        if let Some((role, text)) = status {
            put(buf, screen.status, 0, &text, theme.style(role));
        }
        let finished = self.is_over();
        let to_write = self.to_write();
        let hints = drill_view::hints_of(keys::DICTATION, lang, |a| match a {
            Action::Submit | Action::NextField | Action::Cancel => to_write,
            Action::Activate => !to_write && !finished,
            Action::NewGame => finished,
            _ => true,
        });
        drill_view::draw_hints(buf, screen.hints, theme, lang, &hints);
    }

    fn draw_input(&self, frame: &mut Frame, area: Rect, look: &Look) {
        let lang = look.lang();
        let theme = &look.theme;
        let d = &self.dictation;
        let Some(i) = d.current() else { return };
        let buf = frame.buffer_mut();
        if self.left {
            let text = UiText::DictLeft {
                shown: i + 1,
                total: d.len(),
            };
            put(buf, area, 0, &text.render(lang), theme.style(Role::Dim));
            return;
        }
        if !d.to_write() {
            let text = match self.settings.pace {
                Some(_) => UiText::DictProgress {
                    shown: i + 1,
                    total: d.len(),
                }
                .render(lang),
                None => Msg::DictWatchNext.text(lang).to_string(),
            };
            put(buf, area, 0, &text, theme.style(Role::Dim));
            return;
        }
        let side = d.mover(i);
        let prompt = UiText::DictRound {
            side,
            round: d.round(i),
        }
        .render(lang);
        let role = match side {
            Color::Red => Role::RedSide,
            Color::Black => Role::BlackSide,
        };
        let mut x = put(buf, area, 0, &prompt, theme.style(role));
        x = put(buf, area, x, " > ", theme.style(Role::Turn));
        // No preview here: on a scoresheet nobody says whether the text is a move.
        let end = put(buf, area, x, self.input.text(), theme.style(Role::Text));
        frame.set_cursor_position((area.x + end.min(area.width.saturating_sub(1)), area.y));
    }

    fn draw_panel(&self, buf: &mut ratatui::buffer::Buffer, area: Rect, look: &Look) {
        let lang = look.lang();
        let theme = &look.theme;
        let d = &self.dictation;
        let finished = self.is_over();
        let title = if finished {
            Msg::DictSummaryTitle
        } else {
            Msg::DictTitle
        };
        let inner = drill_view::panel(buf, area, theme, title.text(lang));
        let mut lines: Vec<(String, Role)> = Vec::new();
        for line in drill_view::wrap(&self.game.title, inner.width) {
            if !line.is_empty() {
                lines.push((line, Role::Title));
            }
        }
        let sides = match d.sides() {
            Sides::RedOnly => Msg::DictSidesRed,
            Sides::BlackOnly => Msg::DictSidesBlack,
            Sides::Both => Msg::DictSidesBoth,
        };
        let mut setting = vec![sides.text(lang).to_string()];
        setting.push(match self.settings.pace {
            Some(p) => UiText::DictPace(p.as_secs() as u32).render(lang),
            None => Msg::DictOnKey.text(lang).to_string(),
        });
        if d.options().accept_abbreviated {
            setting.push(Msg::DictAbbreviatedOn.text(lang).to_string());
        }
        lines.push((setting.join(" · "), Role::Dim));
        if d.is_empty() {
            lines.push((Msg::DictEmpty.text(lang).to_string(), Role::Warning));
        } else if finished {
            self.summary_lines(lang, &mut lines);
        } else {
            let shown = d.current().map_or(d.len(), |i| i + 1);
            let progress = UiText::DictProgress {
                shown,
                total: d.len(),
            };
            lines.push((progress.render(lang), Role::Dim));
        }
        lines.push((String::new(), Role::Text));
        let head = lines.len() as u16;
        for (i, (text, role)) in lines.iter().enumerate() {
            if let Some(r) = drill_view::row(inner, i as u16) {
                put(buf, r, 0, text, theme.style(*role));
            }
        }
        // The entries, the latest at the bottom when they do not all fit.
        let rows = self.entry_lines();
        let room = inner.height.saturating_sub(head) as usize;
        let skip = rows.len().saturating_sub(room);
        for (k, (text, role)) in rows.iter().skip(skip).enumerate() {
            if let Some(r) = drill_view::row(inner, head + k as u16) {
                put(buf, r, 0, text, theme.style(*role));
            }
        }
    }

    /// The summary: this session, every session, the kinds of mistake.
    fn summary_lines(&self, lang: Lang, lines: &mut Vec<(String, Role)>) {
        let s = self.dictation.stats();
        let accuracy = UiText::DictAccuracy {
            correct: s.correct,
            entries: s.entries,
        };
        lines.push((accuracy.render(lang), Role::Ok));
        match (&self.after, &self.before) {
            (Some(total), Ok(before)) => {
                let before = (before.entries > 0).then(|| percent(before)).flatten();
                let totals = UiText::DictTotals {
                    sessions: total.sessions,
                    entries: total.entries,
                    percent: percent(total),
                    before,
                };
                lines.push((totals.render(lang), Role::Text));
            }
            (_, Err(e)) => {
                lines.push((
                    UiText::DictStatsError(e.render(lang)).render(lang),
                    Role::Error,
                ));
            }
            (None, _) => {}
        }
        lines.push((Msg::DictMistakeKinds.text(lang).to_string(), Role::Title));
        let kinds: Vec<(Mistake, u64)> = Mistake::ALL
            .iter()
            .map(|&m| (m, s.count(m)))
            .filter(|&(_, n)| n > 0)
            .collect();
        if kinds.is_empty() {
            lines.push((format!("  {}", Msg::DictNoMistakes.text(lang)), Role::Ok));
        }
        for (m, n) in kinds {
            lines.push((format!("  {} ×{n}", mistake_msg(m).text(lang)), Role::Error));
        }
    }

    /// One line a move shown so far: its number, and for an entry the text written
    /// with its mark and, when wrong, the right text.
    fn entry_lines(&self) -> Vec<(String, Role)> {
        let d = &self.dictation;
        let mut out = Vec::new();
        for (i, e) in d.entries().iter().enumerate() {
            let number = if d.mover(i) == Color::Red || i == 0 {
                format!("{:>3}.", d.round(i))
            } else {
                "    ".to_string()
            };
            let (text, role) = match e {
                Entry::Shown => (d.expected(i), Role::Dim),
                Entry::Written { text, grade } if grade.correct => (format!("{text} ✓"), Role::Ok),
                Entry::Written { text, grade } => {
                    (format!("{text} ✗ → {}", grade.expected), Role::Error)
                }
                Entry::Missed { expected } => (format!("— ✗ → {expected}"), Role::Error),
            };
            out.push((format!("{number} {text}"), role));
        }
        if let Some(i) = d.current() {
            let number = if d.mover(i) == Color::Red || i == 0 {
                format!("{:>3}.", d.round(i))
            } else {
                "    ".to_string()
            };
            let mark = if d.to_write() { "？" } else { "…" };
            out.push((format!("{number} {mark}"), Role::Turn));
        }
        out
    }
}

fn status_role(k: StatusKind) -> Role {
    match k {
        StatusKind::Info => Role::Text,
        StatusKind::Ok => Role::Ok,
        StatusKind::Warning => Role::Warning,
        StatusKind::Error => Role::Error,
    }
}
