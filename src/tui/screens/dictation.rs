//! The dictation screen (听写): chuhe plays a game's moves on the board one at a
//! time, on a key or at the pace the player set; the player writes each move of the
//! chosen sides in Chinese notation on the input line, and the entry is marked ✓ or
//! ✗ with the right text. At the end: the accuracy, the kinds of mistake, and the
//! figures of every session so far (kept in the data directory by the caller, see
//! [`DictEffect::SaveStats`]).
//!
//! Keys are data ([`KEYS`]). ASCII letters are commands here: Chinese notation never
//! uses them, and an IME delivers only the characters it commits.

use std::time::{Duration, Instant};

use crossterm::event::{KeyCode, KeyEvent, KeyModifiers};
use ratatui::Frame;
use ratatui::layout::Rect;

use crate::lang::{Lang, Render};
use crate::notation::Style;
use crate::study::{Dictation, DictationStats, Entry, Grade, Mistake, Sides};
use crate::tui::app::Look;
use crate::catalogue::ui::UiText;
use crate::tui::i18n::Msg;
use crate::tui::input::MoveInput;
use crate::tui::keys::Key::{self, Char, Code, Ctrl};
use crate::tui::layout;
use crate::tui::theme::Role;
use crate::tui::view::{board, put};

use super::drill_view::{self, Binding};

/// What a key asks of the dictation screen.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum DictAction {
    /// Mark the entry typed (or show the next move after one only watched).
    Submit,
    /// Show the next move after one only watched (Space on an empty line).
    Next,
    /// Give the current entry up: it counts as not written.
    Skip,
    Erase,
    /// Clear the line.
    Clear,
    Flip,
    /// Start the same game again (at the end).
    Again,
    Quit,
}

const fn bind(keys: &'static [Key], action: DictAction, hint: Option<Msg>) -> Binding<DictAction> {
    Binding { keys, action, hint }
}

/// The keys of the dictation screen, hinted in this order.
pub static KEYS: &[Binding<DictAction>] = &[
    bind(
        &[Code(KeyCode::Enter)],
        DictAction::Submit,
        Some(Msg::HintDictMark),
    ),
    bind(&[Char(' ')], DictAction::Next, Some(Msg::HintDictNext)),
    bind(&[Code(KeyCode::Tab)], DictAction::Skip, Some(Msg::HintDictSkip)),
    bind(&[Code(KeyCode::Backspace)], DictAction::Erase, None),
    bind(&[Code(KeyCode::Esc)], DictAction::Clear, Some(Msg::HintCancel)),
    bind(&[Char('f')], DictAction::Flip, Some(Msg::HintFlip)),
    bind(&[Char('r')], DictAction::Again, Some(Msg::HintDictAgain)),
    bind(&[Char('q'), Ctrl('c')], DictAction::Quit, Some(Msg::HintQuit)),
];

/// Work for the caller, outside the screen's state.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum DictEffect {
    /// Add this session to the figures in the data directory, then report back with
    /// [`DictationScreen::stats_saved`].
    SaveStats(DictationStats),
}

/// The game to dictate, as the caller read it.
#[derive(Clone, Debug)]
pub struct DictGame {
    pub start: crate::rules::Position,
    pub moves: Vec<crate::rules::Move>,
    /// "胡荣华 — 杨官璘, 1960 全国赛": shown over the move list.
    pub title: String,
}

pub struct DictationScreen {
    game: DictGame,
    dictation: Dictation,
    input: MoveInput,
    /// Seconds each move waits; `None`: the next move comes on a key.
    pace: Option<Duration>,
    /// When the current move is taken away (paced only).
    deadline: Option<Instant>,
    flipped: bool,
    /// The latest entry, for the status line.
    last: Option<Entry>,
    /// The figures kept before this session.
    before: DictationStats,
    /// After the session was saved: the new totals, or why they could not be kept.
    after: Option<Result<DictationStats, String>>,
    saving: bool,
    /// A problem to show (reading the figures).
    notice: Option<String>,
    pub quit: bool,
    effects: Vec<DictEffect>,
}

impl DictationScreen {
    /// A dictation of `game`. `before` is the figures kept so far, or why they could
    /// not be read (shown, and the session is still marked).
    pub fn new(
        game: DictGame,
        sides: Sides,
        options: crate::study::DictationOptions,
        pace: Option<Duration>,
        before: Result<DictationStats, String>,
        now: Instant,
    ) -> DictationScreen {
        let dictation = Dictation::new(&game.start, &game.moves, sides, options);
        let (before, notice) = match before {
            Ok(s) => (s, None),
            Err(e) => (DictationStats::default(), Some(e)),
        };
        let flipped = sides == Sides::BlackOnly;
        let mut s = DictationScreen {
            game,
            dictation,
            input: MoveInput::default(),
            pace,
            deadline: None,
            flipped,
            last: None,
            before,
            after: None,
            saving: false,
            notice,
            quit: false,
            effects: Vec::new(),
        };
        s.shown(now);
        s
    }

    pub fn dictation(&self) -> &Dictation {
        &self.dictation
    }

    pub fn typed(&self) -> &str {
        self.input.text()
    }

    pub fn take_effects(&mut self) -> Vec<DictEffect> {
        std::mem::take(&mut self.effects)
    }

    /// The totals after this session was kept (once saved).
    pub fn totals(&self) -> Option<&Result<DictationStats, String>> {
        self.after.as_ref()
    }

    /// The caller kept the figures (or could not).
    pub fn stats_saved(&mut self, result: Result<DictationStats, String>) {
        self.saving = false;
        self.after = Some(result);
    }

    /// When the screen changes by itself next: the current move's time is up.
    pub fn next_deadline(&self) -> Option<Instant> {
        self.deadline
    }

    /// A new move is on the board (or the game is over).
    fn shown(&mut self, now: Instant) {
        self.input.clear();
        self.deadline = match (self.pace, self.dictation.is_finished()) {
            (Some(p), false) => Some(now + p),
            _ => None,
        };
        if self.dictation.is_finished() {
            self.finish();
        }
    }

    /// The last move was shown: the session's figures go to the data directory.
    fn finish(&mut self) {
        if self.saving || self.after.is_some() || self.dictation.stats().entries == 0 {
            return;
        }
        self.saving = true;
        self.effects
            .push(DictEffect::SaveStats(self.dictation.stats().clone()));
    }

    fn style(&self) -> Style {
        Style::chinese()
    }

    /// A key press; returns whether the screen changed.
    pub fn on_key(&mut self, ev: KeyEvent, lang: Lang, now: Instant) -> bool {
        let typing = !self.input.is_empty();
        match (ev.code, drill_view::action_for(KEYS, &ev)) {
            // Space inside an entry is part of it (the abbreviated record, 炮2 5).
            (KeyCode::Char(' '), _) if typing => self.type_char(' ', lang),
            (_, Some(a)) => self.apply(a, lang, now),
            (KeyCode::Char(c), None)
                if !ev.modifiers.contains(KeyModifiers::CONTROL) && !c.is_ascii_alphabetic() =>
            {
                self.type_char(c, lang)
            }
            _ => false,
        }
    }

    /// Pasted text (an IME may commit a whole move at once).
    pub fn paste(&mut self, text: &str, lang: Lang) -> bool {
        if !self.dictation.to_write() {
            return false;
        }
        let pos = self.position_before().clone();
        self.input.push_str(text, &pos, lang, &self.style());
        true
    }

    /// The entry is read against the position before the move shown.
    fn position_before(&self) -> &crate::rules::Position {
        let i = self.dictation.current().unwrap_or(self.dictation.len());
        self.dictation.position_before(i)
    }

    fn type_char(&mut self, c: char, lang: Lang) -> bool {
        if !self.dictation.to_write() {
            return false;
        }
        let pos = self.position_before().clone();
        self.input.push(c, &pos, lang, &self.style());
        true
    }

    pub fn apply(&mut self, a: DictAction, lang: Lang, now: Instant) -> bool {
        let _ = lang;
        match a {
            DictAction::Submit if self.dictation.to_write() => {
                if self.input.is_empty() {
                    return false;
                }
                let text = self.input.text().to_string();
                self.mark(&text);
                self.shown(now);
            }
            DictAction::Submit | DictAction::Next => {
                if !self.dictation.next() {
                    return false;
                }
                self.last = None;
                self.shown(now);
            }
            DictAction::Skip => {
                if !self.dictation.to_write() {
                    return false;
                }
                self.miss();
                self.shown(now);
            }
            DictAction::Erase => {
                let pos = self.position_before().clone();
                self.input.erase(&pos, lang, &self.style());
            }
            DictAction::Clear => self.input.clear(),
            DictAction::Flip => self.flipped = !self.flipped,
            DictAction::Again => {
                if !self.dictation.is_finished() {
                    return false;
                }
                let before = match &self.after {
                    Some(Ok(total)) => total.clone(),
                    _ => self.before.clone(),
                };
                *self = DictationScreen::new(
                    self.game.clone(),
                    self.dictation.sides(),
                    *self.dictation.options(),
                    self.pace,
                    Ok(before),
                    now,
                );
            }
            DictAction::Quit => {
                // A session left halfway still counts with the entries written.
                if !self.dictation.is_finished() {
                    self.finish();
                }
                self.quit = true;
            }
        }
        true
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

    /// Time passed: at a pace, a move whose time is up is taken away — what was
    /// typed is marked as it stands, an empty line counts as not written.
    pub fn tick(&mut self, now: Instant) -> bool {
        match self.deadline {
            Some(at) if now >= at => {}
            _ => return false,
        }
        if self.dictation.to_write() {
            if self.input.is_empty() {
                self.miss();
            } else {
                let text = self.input.text().to_string();
                self.mark(&text);
            }
        } else {
            self.dictation.next();
        }
        self.shown(now);
        true
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
    pub fn draw(&self, frame: &mut Frame, look: &Look) {
        let area = frame.area();
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
            targets: crate::rules::Bitboard::EMPTY,
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
            .or_else(|| self.notice.clone().map(|n| (Role::Warning, n)));
        if let Some((role, text)) = status {
            put(buf, screen.status, 0, &text, theme.style(role));
        }
        let finished = d.is_finished();
        let to_write = d.to_write();
        let hints = drill_view::hints_of(KEYS, |a| match a {
            DictAction::Submit | DictAction::Skip => to_write,
            DictAction::Next => !to_write && !finished,
            DictAction::Clear => to_write,
            DictAction::Again => finished,
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
        if !d.to_write() {
            let text = match self.pace {
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
            crate::rules::Color::Red => Role::RedSide,
            crate::rules::Color::Black => Role::BlackSide,
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
        let finished = d.is_finished();
        let title = if finished {
            Msg::DictSummaryTitle
        } else {
            Msg::DictTitle
        };
        let inner = drill_view::panel(buf, area, theme, title.text(lang));
        let mut lines: Vec<(String, Role)> = Vec::new();
        if !self.game.title.is_empty() {
            lines.push((self.game.title.clone(), Role::Title));
        }
        let sides = match d.sides() {
            Sides::RedOnly => Msg::DictSidesRed,
            Sides::BlackOnly => Msg::DictSidesBlack,
            Sides::Both => Msg::DictSidesBoth,
        };
        let mut setting = vec![sides.text(lang).to_string()];
        setting.push(match self.pace {
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
        match &self.after {
            Some(Ok(total)) => {
                let before = (self.before.entries > 0).then(|| percent(&self.before)).flatten();
                let totals = UiText::DictTotals {
                    sessions: total.sessions,
                    entries: total.entries,
                    percent: percent(total),
                    before,
                };
                lines.push((totals.render(lang), Role::Text));
            }
            Some(Err(e)) => {
                lines.push((UiText::DictStatsError(e.clone()).render(lang), Role::Error));
            }
            None => {}
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
            let number = if d.mover(i) == crate::rules::Color::Red || i == 0 {
                format!("{:>3}.", d.round(i))
            } else {
                "    ".to_string()
            };
            let (text, role) = match e {
                Entry::Shown => (d.expected(i), Role::Dim),
                Entry::Written { text, grade } if grade.correct => {
                    (format!("{text} ✓"), Role::Ok)
                }
                Entry::Written { text, grade } => {
                    (format!("{text} ✗ → {}", grade.expected), Role::Error)
                }
                Entry::Missed { expected } => (format!("— ✗ → {expected}"), Role::Error),
            };
            out.push((format!("{number} {text}"), role));
        }
        if let Some(i) = d.current() {
            let number = if d.mover(i) == crate::rules::Color::Red || i == 0 {
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
