//! The arbiter's seat in the TUI (`chuhe arbiter CODE`, 17): the game as the host
//! keeps it — the board, both clocks, the move list, drawn as a spectator sees them —
//! with the claims awaiting a ruling and the arbiter's keys. Every action is asked
//! first (y/n), the four with values after a one-row dialog; it goes to the host
//! with the arbiter's token through the same link as `chuhe arbiter CODE ACTION`
//! (`chuhe_net::RemoteSeat::arbiter`), and the host's answer — what was done with
//! its article, the ruling of a claim, or the refusal — is shown in the status line.
//!
//! No key here moves a piece or acts for a player: the seat is the arbiter's only
//! (the host opens it with the arbiter's token alone), and a player's screen has
//! none of these keys.

use crossterm::event::{KeyCode, KeyEvent, KeyEventKind, KeyModifiers};
use ratatui::Frame;
use ratatui::buffer::Buffer;
use ratatui::layout::Rect;
use unicode_width::UnicodeWidthStr;

use super::{Cx, Effect, Screen};
use crate::action::{Action, ArbiterKey, Dir};
use crate::app::{GameScreen, Look, StatusKind};
use crate::game::GameInPlay;
use crate::i18n::{self, Msg};
use crate::keys::{self, Binding};
use crate::theme::Role;
use crate::view::{self, put};
use chuhe_core::catalogue::UiText;
use chuhe_core::lang::{Lang, Render};
use chuhe_core::match_control::{
    Action as PlayerAction, ArbiterAction, Event, FoulKind, Logged, Outcome, Sanction, Source,
    Text, arbiter_decision, read_clock,
};
use chuhe_core::rules::Color;

/// The longest text a dialog's field takes (the host has its own, lower limits for
/// notes and reasons and says so).
const MAX_FIELD_CHARS: usize = 200;

/// The arbiter's desk over the game (the host's game, drawn as a spectator's
/// screen): what the arbiter is doing.
pub struct ArbiterDesk {
    pub step: Step,
}

/// What the arbiter is doing.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Step {
    Idle,
    /// Filling in an action's values.
    Dialog(Form),
    /// Asked whether to send this action.
    Confirm(ArbiterAction),
}

/// A one-row dialog: the action's fields, one of them focused.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Form {
    pub kind: ArbiterKey,
    pub fields: Vec<Field>,
    pub at: usize,
}

#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Field {
    pub label: Msg,
    pub value: Value,
}

#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Value {
    /// One of `options` (both languages), ←/→ to change.
    Choice {
        options: Vec<Text>,
        at: usize,
    },
    Text(String),
}

fn side_text(c: Color) -> Text {
    Text::new(i18n::side(Lang::Zh, c), i18n::side(Lang::En, c))
}

fn sides() -> Value {
    Value::Choice {
        options: Color::ALL.iter().map(|&c| side_text(c)).collect(),
        at: 0,
    }
}

fn choice(options: Vec<Text>, at: usize) -> Value {
    Value::Choice { options, at }
}

fn field(label: Msg, value: Value) -> Field {
    Field { label, value }
}

/// A player's claim the arbiter has not ruled on: who made it, and whether it is
/// the natural limit's (23.3) or a ruling of the position's (24).
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub struct PendingClaim {
    pub by: Color,
    pub natural: bool,
}

/// The claims of the game's log that no ruling has answered yet, oldest first: a
/// player's claim stays pending until the arbiter rules on that kind of claim
/// (23.3 or 24), declares the cycle drawn (23.2), or ends the game.
pub fn pending_claims(log: &[Logged]) -> Vec<PendingClaim> {
    let mut out: Vec<PendingClaim> = Vec::new();
    for l in log {
        match &l.source {
            Source::Player {
                by,
                action: PlayerAction::ClaimNaturalLimit,
            } => out.push(PendingClaim {
                by: *by,
                natural: true,
            }),
            Source::Player {
                by,
                action: PlayerAction::ClaimRepetition,
            } => out.push(PendingClaim {
                by: *by,
                natural: false,
            }),
            Source::Arbiter {
                action: ArbiterAction::RuleNaturalLimit { .. },
            } => out.retain(|c| !c.natural),
            Source::Arbiter {
                action: ArbiterAction::RulePending { .. } | ArbiterAction::CycleDraw,
            } => out.retain(|c| c.natural),
            Source::Arbiter {
                action: ArbiterAction::Declare { .. },
            } => out.clear(),
            _ => {}
        }
    }
    out
}

/// The sanctions listed after the fouls in the foul dialog.
const SANCTIONS: [(Sanction, Msg); 2] = [
    (Sanction::Warning, Msg::ArbSanctionWarning),
    (Sanction::Disqualification, Msg::ArbSanctionDisqualify),
];

const OUTCOMES: [(Outcome, Msg); 3] = [
    (Outcome::RedWins, Msg::ArbResultRed),
    (Outcome::BlackWins, Msg::ArbResultBlack),
    (Outcome::Draw, Msg::ArbResultDraw),
];

impl Form {
    /// The dialog for `kind`, its choices set from the game: the side whose clock
    /// runs, the claim still pending.
    fn new(kind: ArbiterKey, game: &GameInPlay) -> Form {
        let holder = game.view().clock_holder.index();
        let fields = match kind {
            ArbiterKey::SetClock => {
                let mut side = sides();
                if let Value::Choice { at, .. } = &mut side {
                    *at = holder;
                }
                vec![
                    field(Msg::ArbFieldSide, side),
                    field(Msg::ArbFieldTime, Value::Text(String::new())),
                ]
            }
            ArbiterKey::Rule => {
                let claim = pending_claims(game.referee().log()).last().copied();
                let claims = vec![
                    i18n::both(Msg::ArbClaimNatural),
                    i18n::both(Msg::ArbClaimPending),
                ];
                let mut claimants: Vec<Text> = Color::ALL.iter().map(|&c| side_text(c)).collect();
                claimants.push(i18n::both(Msg::ArbOwnAudit));
                // A player's natural-limit claim was audited when made; naming
                // them again would be a second false claim, which loses (23.3):
                // the arbiter's own audit is offered, costing nobody anything.
                let (what, who) = match claim {
                    Some(c) if c.natural => (0, 2),
                    Some(c) => (1, c.by.index()),
                    None => (0, 2),
                };
                vec![
                    field(Msg::ArbFieldClaim, choice(claims, what)),
                    field(Msg::ArbFieldClaimant, choice(claimants, who)),
                ]
            }
            ArbiterKey::Foul => {
                let mut kinds: Vec<Text> = FoulKind::ALL.iter().map(|k| foul_text(*k)).collect();
                kinds.extend(SANCTIONS.iter().map(|(_, m)| i18n::both(*m)));
                vec![
                    field(Msg::ArbFieldSide, sides()),
                    field(Msg::ArbFieldKind, choice(kinds, 0)),
                    field(Msg::ArbFieldNote, Value::Text(String::new())),
                ]
            }
            ArbiterKey::End => {
                let results = OUTCOMES.iter().map(|(_, m)| i18n::both(*m)).collect();
                vec![
                    field(Msg::ArbFieldResult, choice(results, 0)),
                    field(Msg::ArbFieldReason, Value::Text(String::new())),
                ]
            }
            ArbiterKey::PauseResume | ArbiterKey::CycleDraw => Vec::new(),
        };
        // The first text field is focused when the choices are set already.
        let at = match kind {
            ArbiterKey::SetClock => 1,
            _ => 0,
        };
        Form { kind, fields, at }
    }

    fn title(&self) -> Msg {
        match self.kind {
            ArbiterKey::SetClock => Msg::ArbTitleClock,
            ArbiterKey::Rule => Msg::ArbTitleRule,
            ArbiterKey::Foul => Msg::ArbTitleFoul,
            _ => Msg::ArbTitleEnd,
        }
    }

    fn chosen(&self, i: usize) -> usize {
        match self.fields.get(i).map(|f| &f.value) {
            Some(Value::Choice { at, .. }) => *at,
            _ => 0,
        }
    }

    fn typed(&self, i: usize) -> &str {
        match self.fields.get(i).map(|f| &f.value) {
            Some(Value::Text(t)) => t.trim(),
            _ => "",
        }
    }

    fn side(&self, i: usize) -> Color {
        Color::ALL[self.chosen(i).min(1)]
    }

    /// The action the dialog asks for, or what is missing.
    pub fn action(&self) -> Result<ArbiterAction, Msg> {
        Ok(match self.kind {
            ArbiterKey::SetClock => ArbiterAction::SetClock {
                player: self.side(0),
                remaining: read_clock(self.typed(1)).map_err(|_| Msg::ArbBadTime)?,
            },
            ArbiterKey::Rule => {
                let claimant = Color::ALL.get(self.chosen(1)).copied();
                if self.chosen(0) == 0 {
                    ArbiterAction::RuleNaturalLimit { claimant }
                } else {
                    ArbiterAction::RulePending { claimant }
                }
            }
            ArbiterKey::Foul => {
                let player = self.side(0);
                let k = self.chosen(1);
                match FoulKind::ALL.get(k) {
                    Some(kind) => ArbiterAction::Foul {
                        player,
                        kind: *kind,
                    },
                    None => ArbiterAction::Sanction {
                        player,
                        sanction: SANCTIONS[(k - FoulKind::ALL.len()).min(1)].0,
                        note: self.typed(2).to_string(),
                    },
                }
            }
            ArbiterKey::End => {
                let words = self.typed(1);
                if words.is_empty() {
                    return Err(Msg::ArbNoReason);
                }
                arbiter_decision(OUTCOMES[self.chosen(0).min(2)].0, words)
            }
            ArbiterKey::PauseResume => ArbiterAction::Pause,
            ArbiterKey::CycleDraw => ArbiterAction::CycleDraw,
        })
    }

    fn edit(&mut self, action: &Action) {
        let n = self.fields.len().max(1);
        match action {
            Action::NextField => self.at = (self.at + 1) % n,
            Action::PrevField => self.at = (self.at + n - 1) % n,
            _ => {}
        }
        let Some(f) = self.fields.get_mut(self.at) else {
            return;
        };
        match (&mut f.value, action) {
            (Value::Choice { options, at }, Action::Choice(dir)) => {
                let len = options.len().max(1);
                *at = match dir {
                    Dir::Left | Dir::Up => (*at + len - 1) % len,
                    Dir::Right | Dir::Down => (*at + 1) % len,
                };
            }
            (Value::Text(t), Action::Type(c)) if t.chars().count() < MAX_FIELD_CHARS => t.push(*c),
            (Value::Text(t), Action::Paste(p)) => {
                t.extend(
                    p.chars()
                        .filter(|c| !c.is_control())
                        .take(MAX_FIELD_CHARS.saturating_sub(t.chars().count())),
                );
            }
            (Value::Text(t), Action::Erase) => {
                t.pop();
            }
            _ => {}
        }
    }
}

/// A foul's words with its article, as the arbiter's record cites it.
fn foul_text(k: FoulKind) -> Text {
    let t = k.text();
    let cite = |s: String| {
        if s.contains('(') {
            s
        } else {
            format!("{s} ({})", k.article())
        }
    };
    Text::new(cite(t.zh), cite(t.en))
}

/// What the host's answer to an action says: the ruling of a claim when there is
/// one (the audit of 23.3, the adjudicator's ruling of 24), else what the arbiter
/// did, with its article.
fn news(events: &[Event], said: &Text, lang: Lang) -> (StatusKind, String) {
    let ruling = events.iter().rev().find_map(|e| match e {
        Event::ClaimAudited { audit, .. } => Some((
            if audit.upheld {
                StatusKind::Ok
            } else {
                StatusKind::Warning
            },
            audit.explanation.get(lang).to_string(),
        )),
        Event::RepetitionRuled { ruling, .. } => Some((
            if ruling.pending {
                StatusKind::Warning
            } else {
                StatusKind::Ok
            },
            ruling.explanation.get(lang).to_string(),
        )),
        _ => None,
    });
    ruling.unwrap_or_else(|| (StatusKind::Ok, said.get(lang).to_string()))
}

impl Default for ArbiterDesk {
    fn default() -> ArbiterDesk {
        ArbiterDesk::new()
    }
}

/// The claims of `game` no ruling has answered yet (none once the game is over).
pub fn pending(game: &GameInPlay) -> Vec<PendingClaim> {
    if game.is_over() {
        return Vec::new();
    }
    pending_claims(game.referee().log())
}

/// Sends `action` with the arbiter's token and shows the host's answer.
fn send(action: ArbiterAction, lang: Lang) -> Effect {
    Effect::OnGame(Box::new(move |desk: &mut GameScreen, now| {
        let said = action.text();
        match desk.game.arbiter_act(action, now) {
            Ok(events) => {
                let (kind, text) = news(&events, &said, lang);
                desk.set_status(kind, text);
            }
            Err(e) => desk.set_status(StatusKind::Error, e.text().get(lang).to_string()),
        }
    }))
}

impl ArbiterDesk {
    pub fn new() -> ArbiterDesk {
        ArbiterDesk { step: Step::Idle }
    }
}

impl Screen for ArbiterDesk {
    fn name(&self) -> &'static str {
        "arbiter"
    }

    fn keys(&self) -> &'static [Binding] {
        match self.step {
            Step::Idle => keys::ARBITER,
            Step::Confirm(_) => keys::PROMPT,
            Step::Dialog(_) => keys::DIALOG,
        }
    }

    fn takes_text(&self) -> bool {
        matches!(self.step, Step::Dialog(_))
    }

    fn action_for(&self, ev: &KeyEvent) -> Option<Action> {
        if ev.kind == KeyEventKind::Release {
            return None;
        }
        let ctrl = ev.modifiers.contains(KeyModifiers::CONTROL);
        match &self.step {
            Step::Idle => keys::lookup(keys::ARBITER, ev),
            // The question answered, or the seat left.
            Step::Confirm(_) => keys::lookup(keys::PROMPT, ev)
                .or_else(|| keys::lookup(keys::HELP, ev).filter(|a| *a == Action::Quit)),
            Step::Dialog(_) => keys::lookup(keys::DIALOG, ev).or(match ev.code {
                KeyCode::Char(c) if !ctrl => Some(Action::Type(c)),
                _ => None,
            }),
        }
    }

    fn help_keys(&self, lang: Lang) -> Vec<(String, Msg)> {
        keys::help_lines_of(keys::ARBITER, lang)
    }

    fn update(&mut self, action: Action, cx: &Cx) -> Vec<Effect> {
        if action == Action::Quit {
            return vec![Effect::Quit];
        }
        let lang = cx.look.lang;
        let game = &cx.game.game;
        match std::mem::replace(&mut self.step, Step::Idle) {
            Step::Idle => match action {
                Action::Arbiter(ArbiterKey::PauseResume) => {
                    let a = if game.view().paused {
                        ArbiterAction::Resume
                    } else {
                        ArbiterAction::Pause
                    };
                    self.step = Step::Confirm(a);
                }
                Action::Arbiter(ArbiterKey::CycleDraw) => {
                    self.step = Step::Confirm(ArbiterAction::CycleDraw)
                }
                Action::Arbiter(kind) => self.step = Step::Dialog(Form::new(kind, game)),
                Action::Flip => {
                    return vec![Effect::OnGame(Box::new(|desk, _| {
                        desk.flipped = !desk.flipped
                    }))];
                }
                Action::Help => return vec![Effect::Look(Action::Help)],
                Action::Cancel => return vec![Effect::ClearStatus],
                _ => {}
            },
            Step::Confirm(a) => match action {
                Action::Yes => return vec![send(a, lang)],
                Action::No => {}
                _ => self.step = Step::Confirm(a),
            },
            Step::Dialog(mut form) => match action {
                Action::Cancel => {}
                Action::Submit => match form.action() {
                    Ok(a) => self.step = Step::Confirm(a),
                    Err(missing) => {
                        self.step = Step::Dialog(form);
                        return vec![Effect::Status(
                            StatusKind::Error,
                            missing.text(lang).to_string(),
                        )];
                    }
                },
                a => {
                    form.edit(&a);
                    self.step = Step::Dialog(form);
                }
            },
        }
        Vec::new()
    }

    fn draw(&self, frame: &mut Frame, _area: Rect, cx: &Cx) {
        self.draw_desk(frame, cx.game);
    }

    fn as_any(&self) -> Option<&dyn std::any::Any> {
        Some(self)
    }
}

impl ArbiterDesk {
    /// Draws the arbiter's screen: the game, then the claims (or the dialog) on the
    /// input line, the question on the status line and the arbiter's keys.
    fn draw_desk(&self, frame: &mut Frame, base: &GameScreen) {
        let lang = base.lang();
        let look = &base.look;
        let Some(screen) = view::draw(frame, base) else {
            return;
        };
        let theme = &look.theme;
        // A message longer than the status line (a refusal with its reason) takes
        // the input line's row too, as on the game's screen; the claims wait.
        let long_status = base
            .status
            .as_ref()
            .is_some_and(|s| s.text.width() > screen.status.width as usize);
        let buf = frame.buffer_mut();
        clear(buf, screen.hints);
        match &self.step {
            Step::Idle => {
                if !long_status {
                    clear(buf, screen.input);
                    self.draw_claims(buf, screen.input, base);
                }
                let paused = base.game.view().paused;
                let hints: Vec<(String, Msg)> = keys::ARBITER_HINTS
                    .iter()
                    .map(|(a, m)| {
                        let m = match (a, paused) {
                            (Action::Arbiter(ArbiterKey::PauseResume), true) => Msg::HintArbResume,
                            _ => *m,
                        };
                        (first_key(keys::ARBITER, a, lang), m)
                    })
                    .collect();
                draw_hints(buf, screen.hints, &hints, look);
            }
            Step::Dialog(form) => {
                clear(buf, screen.input);
                draw_form(buf, screen.input, form, look);
                if let Some(st) = &base.status {
                    // One row: the dialog has the other.
                    clear(buf, screen.status);
                    let role = match st.kind {
                        StatusKind::Info => Role::Text,
                        StatusKind::Ok => Role::Ok,
                        StatusKind::Warning => Role::Warning,
                        StatusKind::Error => Role::Error,
                    };
                    put(buf, screen.status, 0, &st.text, theme.style(role));
                }
                let hints = [
                    (
                        first_key(keys::DIALOG, &Action::Submit, lang),
                        Msg::HintArbSend,
                    ),
                    ("Tab".to_string(), Msg::HintNextField),
                    ("←→".to_string(), Msg::HintChange),
                    (
                        first_key(keys::DIALOG, &Action::Cancel, lang),
                        Msg::HintCancel,
                    ),
                ];
                draw_hints(buf, screen.hints, &hints, look);
            }
            Step::Confirm(a) => {
                clear(buf, screen.input);
                self.draw_claims(buf, screen.input, base);
                clear(buf, screen.status);
                let q = UiText::ArbiterConfirm(a.text().get(lang).to_string()).render(lang);
                put(buf, screen.status, 0, &q, theme.style(Role::Warning));
                let hints = [
                    (first_key(keys::PROMPT, &Action::Yes, lang), Msg::HintYes),
                    (first_key(keys::PROMPT, &Action::No, lang), Msg::HintNo),
                ];
                draw_hints(buf, screen.hints, &hints, look);
            }
        }
    }

    /// The claims awaiting a ruling, the natural-limit count, and the adjudicator's
    /// warning of a repetition, on one row.
    fn draw_claims(&self, buf: &mut Buffer, area: Rect, base: &GameScreen) {
        let lang = base.lang();
        let theme = &base.look.theme;
        let view = base.game.view();
        let pending = pending(&base.game);
        let mut x = 0;
        if pending.is_empty() {
            x = put(
                buf,
                area,
                x,
                Msg::ArbNoClaims.text(lang),
                theme.style(Role::Dim),
            );
        }
        for (i, c) in pending.iter().enumerate() {
            let sep = if i == 0 { "" } else { "  " };
            x = put(buf, area, x, sep, theme.style(Role::Dim));
            let t = UiText::ArbiterClaimPending {
                by: c.by,
                natural: c.natural,
            }
            .render(lang);
            x = put(buf, area, x, &t, theme.style(Role::Warning));
        }
        let count = i18n::natural_count(
            lang,
            view.natural_limit.moves(),
            view.natural_limit.limit_plies / 2,
        );
        x = put(buf, area, x, " · ", theme.style(Role::Dim));
        x = put(buf, area, x, &count, theme.style(Role::Dim));
        if let Some(w) = &view.warning {
            x = put(buf, area, x, " · ", theme.style(Role::Dim));
            put(buf, area, x, w.get(lang), theme.style(Role::Warning));
        }
    }
}

/// Blanks a row before it is written again.
fn clear(buf: &mut Buffer, area: Rect) {
    for x in area.left()..area.right() {
        for y in area.top()..area.bottom() {
            buf[(x, y)].reset();
        }
    }
}

/// The first key bound to `action` in `table`, as the hint row names it.
fn first_key(table: &[keys::Binding], action: &Action, lang: Lang) -> String {
    table
        .iter()
        .find(|b| &b.action == action)
        .and_then(|b| b.keys.first())
        .map(|k| k.hint_label(lang))
        .unwrap_or_default()
}

/// The hints in order, as many as fit; the last (quit, or cancel) always shown.
fn draw_hints(buf: &mut Buffer, area: Rect, hints: &[(String, Msg)], look: &Look) {
    let lang = look.lang();
    let theme = &look.theme;
    let width = |(k, m): &(String, Msg)| k.width() + 1 + m.text(lang).width();
    let last = hints.len().saturating_sub(1);
    let mut room = (area.width as usize).saturating_sub(hints.last().map_or(0, width));
    let mut shown: Vec<usize> = Vec::new();
    for (i, h) in hints.iter().enumerate().take(last) {
        let w = width(h) + 2;
        if w <= room {
            room -= w;
            shown.push(i);
        }
    }
    if !hints.is_empty() {
        shown.push(last);
    }
    let mut x = 0;
    for (n, i) in shown.into_iter().enumerate() {
        let (key, msg) = &hints[i];
        if n > 0 {
            x = put(buf, area, x, "  ", theme.style(Role::Dim));
        }
        x = put(buf, area, x, key, theme.style(Role::Key));
        x = put(buf, area, x + 1, msg.text(lang), theme.style(Role::Dim));
    }
}

/// The dialog on one row: its title, then each field's label and value, the
/// focused one marked.
fn draw_form(buf: &mut Buffer, area: Rect, form: &Form, look: &Look) {
    let lang = look.lang();
    let theme = &look.theme;
    let mut x = put(
        buf,
        area,
        0,
        form.title().text(lang),
        theme.style(Role::Title),
    );
    for (i, f) in form.fields.iter().enumerate() {
        let focused = i == form.at;
        x = put(buf, area, x + 2, f.label.text(lang), theme.style(Role::Dim));
        let shown = match &f.value {
            Value::Choice { options, at } => {
                let t = options.get(*at).map(|t| t.get(lang)).unwrap_or("");
                format!("‹{t}›")
            }
            Value::Text(t) if focused => format!("[{t}_]"),
            Value::Text(t) => format!("[{t}]"),
        };
        let role = if focused { Role::Key } else { Role::Text };
        x = put(buf, area, x + 1, &shown, theme.style(role));
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn claim(by: Color, action: PlayerAction) -> Logged {
        Logged {
            at: chuhe_core::match_control::Millis(0),
            source: Source::Player { by, action },
        }
    }

    fn ruled(action: ArbiterAction) -> Logged {
        Logged {
            at: chuhe_core::match_control::Millis(0),
            source: Source::Arbiter { action },
        }
    }

    /// A claim stays pending until a ruling of its own kind answers it.
    #[test]
    fn a_claim_is_pending_until_its_kind_is_ruled_on() {
        let log = vec![
            claim(Color::Red, PlayerAction::ClaimNaturalLimit),
            claim(Color::Black, PlayerAction::ClaimRepetition),
        ];
        assert_eq!(
            pending_claims(&log),
            vec![
                PendingClaim {
                    by: Color::Red,
                    natural: true
                },
                PendingClaim {
                    by: Color::Black,
                    natural: false
                }
            ]
        );
        let mut after = log.clone();
        after.push(ruled(ArbiterAction::RulePending { claimant: None }));
        assert_eq!(
            pending_claims(&after),
            vec![PendingClaim {
                by: Color::Red,
                natural: true
            }]
        );
        after.push(ruled(ArbiterAction::RuleNaturalLimit {
            claimant: Some(Color::Red),
        }));
        assert!(pending_claims(&after).is_empty());
        let mut ended = log;
        ended.push(ruled(arbiter_decision(Outcome::Draw, "agreed")));
        assert!(pending_claims(&ended).is_empty());
    }

    /// The dialogs' fields make the actions the command line makes from the same
    /// values (`chuhe arbiter CODE set-clock black 5:00`, `foul red …`, `end 0-1 …`).
    #[test]
    fn the_dialogs_make_the_actions() {
        let set = |fields: Vec<Field>, kind| Form {
            kind,
            fields,
            at: 0,
        };
        let side = |at| Value::Choice {
            options: vec![side_text(Color::Red), side_text(Color::Black)],
            at,
        };
        let clock = set(
            vec![
                field(Msg::ArbFieldSide, side(1)),
                field(Msg::ArbFieldTime, Value::Text("5:00".into())),
            ],
            ArbiterKey::SetClock,
        );
        assert_eq!(
            clock.action(),
            Ok(ArbiterAction::SetClock {
                player: Color::Black,
                remaining: std::time::Duration::from_secs(300)
            })
        );
        let bad = set(
            vec![
                field(Msg::ArbFieldSide, side(1)),
                field(Msg::ArbFieldTime, Value::Text("five".into())),
            ],
            ArbiterKey::SetClock,
        );
        assert_eq!(bad.action(), Err(Msg::ArbBadTime));
        let kinds = |at| Value::Choice {
            options: Vec::new(),
            at,
        };
        let foul = set(
            vec![
                field(Msg::ArbFieldSide, side(0)),
                field(Msg::ArbFieldKind, kinds(1)),
                field(Msg::ArbFieldNote, Value::Text(String::new())),
            ],
            ArbiterKey::Foul,
        );
        assert_eq!(
            foul.action(),
            Ok(ArbiterAction::Foul {
                player: Color::Red,
                kind: FoulKind::ALL[1]
            })
        );
        let disqualify = set(
            vec![
                field(Msg::ArbFieldSide, side(1)),
                field(Msg::ArbFieldKind, kinds(FoulKind::ALL.len() + 1)),
                field(Msg::ArbFieldNote, Value::Text(" phone ".into())),
            ],
            ArbiterKey::Foul,
        );
        assert_eq!(
            disqualify.action(),
            Ok(ArbiterAction::Sanction {
                player: Color::Black,
                sanction: Sanction::Disqualification,
                note: "phone".into()
            })
        );
        let results = |at| Value::Choice {
            options: Vec::new(),
            at,
        };
        let no_reason = set(
            vec![
                field(Msg::ArbFieldResult, results(1)),
                field(Msg::ArbFieldReason, Value::Text("  ".into())),
            ],
            ArbiterKey::End,
        );
        assert_eq!(no_reason.action(), Err(Msg::ArbNoReason));
        let end = set(
            vec![
                field(Msg::ArbFieldResult, results(1)),
                field(Msg::ArbFieldReason, Value::Text("left the hall".into())),
            ],
            ArbiterKey::End,
        );
        assert_eq!(
            end.action(),
            Ok(arbiter_decision(Outcome::BlackWins, "left the hall"))
        );
    }
}
