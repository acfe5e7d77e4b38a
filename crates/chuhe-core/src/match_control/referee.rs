//! The referee: [`Match`], the authoritative state of one game. The TUI and the network
//! host drive it with [`Action`]s and the passing of time, and draw its
//! [`MatchView`](super::MatchView). It has no terminal or network code.
//!
//! Every call takes `now` (a [`Millis`] from the caller's [`TimeSource`]). Before an
//! action is considered, the clocks are settled at `now`: a flag that has fallen ends
//! the game first (22.1). A refused action changes nothing and says why, with the
//! article.
//!
//! Decisions where the rule texts are silent or assume a physical board:
//! - With explicit clock presses (tournament), the player to move cannot move until
//!   the opponent has pressed: they think on the opponent's time meanwhile, and if
//!   the opponent's flag falls first the opponent loses (22.5). This keeps "one move,
//!   one press, one increment" exact.
//! - A press before moving (4.1.9) does not switch the clock (the arbiter restores it
//!   at once); the first is a warning, the second loses.
//! - Draw offers, claims and take-backs follow the mode: the 25-move rule (4.3), the
//!   alternation foul (9.1.3) and the penalties of 23.3 apply in tournament mode; in
//!   casual and practice modes the same actions are simply refused when out of order.
//! - In hot-seat play on one keyboard, each action says which side performs it; the
//!   screen decides whose hands are on the keys (e.g. the side to move, or the
//!   opponent for answering a draw offer).
//!
//! [`TimeSource`]: super::TimeSource

use std::time::Duration;

use super::action::{Action, ArbiterAction, Event};
use super::arbiter::{Arbiter, default_arbiter};
use super::claim::{Claims, FALSE_CLAIM_PENALTY};
use super::clock::Clock;
use super::config::MatchConfig;
use super::draw_offer::{AnswerError, DrawOffers, OfferContext, OfferRefusal};
use super::error::MatchError;
use super::fouls::{FoulBook, FoulKind};
use super::note::Note;
use super::outcome::{Outcome, Reason, Verdict};
use super::scoresheet::{Recording, Scoresheet, check_entry};
use super::text::Text;
use super::time_source::Millis;
use super::touch_move::{Obligation, TouchMove, TouchOutcome};
use super::wire;
use super::{Mode, log::Logged, log::Source};
use crate::notation::{Style, write_abbreviated, write_move};
use crate::rules::{Color, Move, Position, Square};

/// Below this much time left, a player may stop recording (7.2).
pub const RECORDING_EXEMPTION: Duration = Duration::from_secs(3 * 60);

/// Presses before moving that lose the game (4.1.9).
const PRESSES_WITHOUT_MOVE_TO_LOSE: u32 = 2;

/// A move of the game as played, with its clock reading.
#[derive(Clone, Debug, PartialEq, Eq, serde::Serialize, serde::Deserialize)]
pub struct PlayedMove {
    #[serde(with = "wire::mv")]
    pub mv: Move,
    #[serde(with = "wire::color")]
    pub by: Color,
    /// In Chinese notation: 炮二平五.
    pub text: String,
    /// The abbreviated form of 7.5: 炮2 5.
    pub abbreviated: String,
    pub capture: bool,
    /// The move gives check.
    pub check: bool,
    /// When the move was made.
    pub at: Millis,
    /// The clock was pressed after it.
    pub pressed: bool,
    /// Time charged for it (known once pressed).
    pub think: Duration,
    /// The mover's time left after the press (untimed: zero).
    pub remaining: Duration,
}

/// The authoritative state of one game.
pub struct Match {
    pub(super) config: MatchConfig,
    pub(super) position: Position,
    /// The position before each ply.
    pub(super) before: Vec<Position>,
    pub(super) moves: Vec<PlayedMove>,
    pub(super) clock: Clock,
    pub(super) sheets: [Scoresheet; 2],
    pub(super) fouls: FoulBook,
    pub(super) draws: DrawOffers,
    pub(super) claims: Claims,
    pub(super) touch: TouchMove,
    pub(super) arbiter: Box<dyn Arbiter>,
    /// The last mover has not pressed the clock yet (explicit presses only).
    pub(super) awaiting_press: bool,
    pub(super) presses_without_move: [u32; 2],
    pub(super) verdict: Option<Verdict>,
    /// The verdict came from the position after the last move (mate, stalemate, a
    /// repetition ruling): a casual take-back may lift it.
    pub(super) verdict_by_move: bool,
    pub(super) started_at: Millis,
    pub(super) log: Vec<Logged>,
}

impl std::fmt::Debug for Match {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("Match")
            .field("position", &self.position)
            .field("plies", &self.moves.len())
            .field("verdict", &self.verdict)
            .finish_non_exhaustive()
    }
}

impl Match {
    /// A new game started at `now`, judged by the [`default_arbiter`]. The clock
    /// of the side to move starts at once.
    pub fn new(config: MatchConfig, now: Millis) -> Match {
        let arbiter = default_arbiter(&config);
        Match::with_arbiter(config, arbiter, now)
    }

    /// A new game judged by `arbiter` (e.g. the adjudication module), which must have
    /// been created for `config.start`.
    pub fn with_arbiter(config: MatchConfig, arbiter: Box<dyn Arbiter>, now: Millis) -> Match {
        let start = config.start.clone();
        let first = start.side_to_move();
        let mut clock = Clock::new(config.time_control.clone());
        clock.start(first, now);
        let sheet = |c| Scoresheet::new(c, first, config.recording);
        Match {
            sheets: [sheet(Color::Red), sheet(Color::Black)],
            config,
            position: start,
            before: Vec::new(),
            moves: Vec::new(),
            clock,
            fouls: FoulBook::default(),
            draws: DrawOffers::default(),
            claims: Claims::default(),
            touch: TouchMove::default(),
            arbiter,
            awaiting_press: false,
            presses_without_move: [0; 2],
            verdict: None,
            verdict_by_move: false,
            started_at: now,
            log: Vec::new(),
        }
    }

    // ----- accessors (what a record needs) -----

    pub fn config(&self) -> &MatchConfig {
        &self.config
    }

    pub fn position(&self) -> &Position {
        &self.position
    }

    /// The moves played, with their clock readings.
    pub fn moves(&self) -> &[PlayedMove] {
        &self.moves
    }

    /// The position before ply `ply`.
    pub fn position_before(&self, ply: usize) -> Option<&Position> {
        self.before.get(ply)
    }

    pub fn clock(&self) -> &Clock {
        &self.clock
    }

    pub fn scoresheet(&self, player: Color) -> &Scoresheet {
        &self.sheets[player.index()]
    }

    pub fn fouls(&self) -> &FoulBook {
        &self.fouls
    }

    pub fn draw_offers(&self) -> &DrawOffers {
        &self.draws
    }

    pub fn claims(&self) -> &Claims {
        &self.claims
    }

    pub fn verdict(&self) -> Option<&Verdict> {
        self.verdict.as_ref()
    }

    pub fn is_over(&self) -> bool {
        self.verdict.is_some()
    }

    /// When the game started (on the timeline of the `now` values it was given).
    pub fn started_at(&self) -> Millis {
        self.started_at
    }

    /// Every action that changed the game, in order, with its instant: replaying them
    /// on a new game with the same configuration rebuilds this one exactly.
    pub fn log(&self) -> &[Logged] {
        &self.log
    }

    /// The side to move on the board.
    pub fn to_move(&self) -> Color {
        self.position.side_to_move()
    }

    /// The side whose time it is: the mover until they press, then the side to move.
    pub fn clock_holder(&self) -> Color {
        match self.moves.last() {
            Some(last) if self.awaiting_press => last.by,
            _ => self.to_move(),
        }
    }

    /// The last mover has yet to press the clock (explicit presses only).
    pub fn awaiting_press(&self) -> bool {
        self.awaiting_press
    }

    /// Presses before moving so far (4.1.9).
    pub fn presses_without_move(&self, player: Color) -> u32 {
        self.presses_without_move[player.index()]
    }

    /// What the touched pieces oblige the side to move to do (第5条), with the moves
    /// that satisfy it; `None` when free (or touch-move is off).
    pub fn obligation(&self) -> Option<Obligation> {
        if !self.config.touch_move {
            return None;
        }
        self.touch.obligation(&self.position)
    }

    /// The ply after which the current stretch without capture began.
    pub fn last_capture_ply(&self) -> usize {
        self.moves
            .iter()
            .rposition(|m| m.capture)
            .map_or(0, |i| i + 1)
    }

    // ----- driving the game -----

    /// Settles the clocks at `now`: a fallen flag ends the game (22.1; 22.5 when the
    /// last move was made but the clock not pressed).
    pub fn tick(&mut self, now: Millis) -> Vec<Event> {
        if self.verdict.is_some() {
            return Vec::new();
        }
        let Some(flag) = self.clock.settle(now) else {
            return Vec::new();
        };
        let reason = if self.awaiting_press && self.moves.last().is_some_and(|m| m.by == flag.side)
        {
            Reason::ClockNotPressed
        } else {
            Reason::FlagFell
        };
        let mut events = Vec::new();
        self.finish(Verdict::loss(flag.side, reason), false, now, &mut events);
        self.log.push(Logged {
            at: now,
            source: Source::Tick,
        });
        events
    }

    /// `by` performs `action` at `now`.
    pub fn apply(
        &mut self,
        by: Color,
        action: Action,
        now: Millis,
    ) -> Result<Vec<Event>, MatchError> {
        let mut events = self.tick(now);
        if let Some(v) = &self.verdict {
            let after_game_ok = matches!(action, Action::Record { .. })
                || (matches!(action, Action::Undo) && self.verdict_by_move);
            if !after_game_ok {
                return Err(MatchError::GameOver(v.clone()));
            }
        }
        let result = match &action {
            Action::Move { mv, entry } => self.play_move(by, *mv, entry.as_deref(), now),
            Action::Record { ply, text } => self.write_on_sheet(by, *ply, text),
            Action::PressClock => self.press_clock(by, now),
            Action::OfferDraw => self.offer_draw(by, now),
            Action::AcceptDraw => self.accept_draw(by, now),
            Action::DeclineDraw => self.decline_draw(by),
            Action::Resign => {
                let mut ev = Vec::new();
                self.finish(Verdict::loss(by, Reason::Resignation), false, now, &mut ev);
                Ok(ev)
            }
            Action::ClaimNaturalLimit => self.claim_natural_limit(by, now),
            Action::ClaimRepetition => self.claim_repetition(by, now),
            Action::Touch { square } => self.touch(by, *square, now),
            Action::Undo => self.undo(now),
            Action::Pause | Action::Resume if self.config.disciplined() => {
                Err(MatchError::PauseNotAllowed)
            }
            Action::Pause => self.pause(now),
            Action::Resume => self.resume(now),
        };
        let mut new = result?;
        // Actions that did nothing (a selection without touch-move) stay out of the log.
        if !new.is_empty() {
            self.log.push(Logged {
                at: now,
                source: Source::Player { by, action },
            });
        }
        events.append(&mut new);
        Ok(events)
    }

    /// The arbiter acts at `now`.
    pub fn arbiter_act(
        &mut self,
        action: ArbiterAction,
        now: Millis,
    ) -> Result<Vec<Event>, MatchError> {
        let mut events = self.tick(now);
        if let Some(v) = &self.verdict {
            return Err(MatchError::GameOver(v.clone()));
        }
        let mut new = match &action {
            ArbiterAction::Pause => self.pause(now)?,
            ArbiterAction::Resume => self.resume(now)?,
            ArbiterAction::Foul { player, kind } => {
                let mut ev = Vec::new();
                self.charge_foul(*player, *kind, now, &mut ev);
                ev
            }
            ArbiterAction::Declare { verdict } => {
                let mut ev = Vec::new();
                self.finish(verdict.clone(), false, now, &mut ev);
                ev
            }
            ArbiterAction::SetClock { player, remaining } => {
                self.set_clock(*player, *remaining, now)?
            }
            ArbiterAction::RuleNaturalLimit { claimant } => {
                self.rule_natural_limit(*claimant, now)?
            }
            ArbiterAction::RulePending { claimant } => {
                self.ensure_running()?;
                let by = claimant.unwrap_or_else(|| self.to_move());
                let mut ev = Vec::new();
                ev.extend(self.claim_repetition(by, now)?);
                ev
            }
            ArbiterAction::CycleDraw => self.cycle_draw(now, &action)?,
            ArbiterAction::ChargeLateness { player, late } => {
                let mut ev = Vec::new();
                if let Some(flag) = self.clock.add_penalty(*player, *late, now) {
                    self.finish(
                        Verdict::loss(flag.side, Reason::FlagFell),
                        false,
                        now,
                        &mut ev,
                    );
                }
                ev
            }
            ArbiterAction::Sanction {
                player, sanction, ..
            } => {
                let mut ev = Vec::new();
                if *sanction == super::action::Sanction::Disqualification {
                    let ruling = super::outcome::Ruling {
                        article: sanction.article().to_string(),
                        text: action.text(),
                    };
                    let verdict = Verdict::loss(*player, Reason::ArbiterDecision(ruling));
                    self.finish(verdict, false, now, &mut ev);
                }
                ev
            }
        };
        self.log.push(Logged {
            at: now,
            source: Source::Arbiter { action },
        });
        events.append(&mut new);
        Ok(events)
    }

    /// Re-anchors the running clock at `now` without charging the gap: for a game
    /// restored in a new process (see [`Match::replay`]).
    pub fn rebase(&mut self, now: Millis) {
        self.clock.rebase(now);
    }

    // ----- the actions -----

    fn ensure_running(&self) -> Result<(), MatchError> {
        if self.clock.is_paused() {
            Err(MatchError::Paused)
        } else {
            Ok(())
        }
    }

    fn ensure_on_move(&self, by: Color) -> Result<(), MatchError> {
        if self.awaiting_press {
            let mover = self.clock_holder();
            return Err(if mover == by {
                MatchError::PressTheClock
            } else {
                MatchError::OpponentHasNotPressed { mover }
            });
        }
        if by != self.to_move() {
            return Err(MatchError::NotYourTurn {
                to_move: self.to_move(),
            });
        }
        Ok(())
    }

    fn play_move(
        &mut self,
        by: Color,
        mv: Move,
        entry: Option<&str>,
        now: Millis,
    ) -> Result<Vec<Event>, MatchError> {
        self.ensure_running()?;
        self.ensure_on_move(by)?;
        if let Some(plies) = self.sheets[by.index()].blocking() {
            return Err(MatchError::CompleteScoresheetFirst { plies });
        }
        self.position
            .check_attempt(mv)
            .map_err(MatchError::Illegal)?;
        if self.config.touch_move {
            self.touch
                .check(&self.position, mv)
                .map_err(MatchError::TouchMove)?;
        }

        // Committed from here on.
        let before = self.position.clone();
        let text = write_move(&before, mv, &Style::default());
        let abbreviated = write_abbreviated(&before, mv, &Style::default());
        let undo = self.position.play_unchecked(mv);
        self.arbiter.play(mv);
        let ply = self.moves.len();
        self.moves.push(PlayedMove {
            mv,
            by,
            text: text.clone(),
            abbreviated,
            capture: undo.captured().is_some(),
            check: self.position.is_check(),
            at: now,
            pressed: false,
            think: Duration::ZERO,
            remaining: Duration::ZERO,
        });
        self.before.push(before);
        for sheet in &mut self.sheets {
            sheet.on_ply();
        }
        self.touch.clear();
        let mut events = vec![Event::Moved { by, ply, mv, text }];
        if let Some(entry) = entry
            && self.config.recording != Recording::Automatic
        {
            events.push(self.write_entry(by, ply, entry));
        }
        if self.draws.on_move(by).is_some() {
            events.push(Event::DrawDeclined { by, by_move: true });
        }
        // A move that ends the game needs no press (22.5).
        if let Some(v) = self.arbiter.verdict() {
            self.finish(v, true, now, &mut events);
            return Ok(events);
        }
        if let Some(text) = self.arbiter.warning() {
            events.push(Event::Warning { text });
        }
        if self.config.auto_press_clock {
            self.complete_press(by, now, &mut events);
        } else {
            self.awaiting_press = true;
        }
        Ok(events)
    }

    /// The press after `by`'s move: the recording rule (7.1/7.2) is taken, the time
    /// charged and credited (6), and a new period may begin.
    fn complete_press(&mut self, by: Color, now: Millis, events: &mut Vec<Event>) {
        let disciplined = self.config.disciplined();
        let under_three = self
            .clock
            .period_remaining(by, now)
            .is_some_and(|r| r < RECORDING_EXEMPTION);
        let lapses = if disciplined {
            self.sheets[by.index()].assess(under_three)
        } else {
            0
        };
        let out = match self.clock.press(by, now) {
            Ok(out) => out,
            // tick() ran first at this instant: the clock runs for `by`, unpaused and
            // unflagged, so a press cannot fail here.
            Err(_) => return,
        };
        self.awaiting_press = false;
        if let Some(last) = self.moves.last_mut() {
            last.pressed = true;
            last.think = out.charged;
            last.remaining = out.remaining;
        }
        events.push(Event::ClockPressed {
            by,
            charged: out.charged,
            increment: out.increment,
            remaining: out.remaining,
        });
        if let Some(period) = out.entered_period {
            events.push(Event::PeriodEntered { by, period });
            if disciplined {
                self.sheets[by.index()].on_new_period();
            }
        }
        for _ in 0..lapses {
            if self.charge_foul(by, FoulKind::RecordingLapse, now, events) {
                return;
            }
        }
    }

    fn press_clock(&mut self, by: Color, now: Millis) -> Result<Vec<Event>, MatchError> {
        if self.config.auto_press_clock {
            return Err(MatchError::PressedAutomatically);
        }
        self.ensure_running()?;
        let mut events = Vec::new();
        if self.awaiting_press && self.clock_holder() == by {
            self.complete_press(by, now, &mut events);
            return Ok(events);
        }
        if self.awaiting_press || by != self.to_move() {
            return Err(MatchError::ClockNotRunning);
        }
        // 4.1.9: the clock pressed without a move.
        if !self.config.disciplined() {
            return Err(MatchError::MoveBeforePressing);
        }
        let count = &mut self.presses_without_move[by.index()];
        *count += 1;
        let count = *count;
        events.push(Event::PressedWithoutMove { by, count });
        if count >= PRESSES_WITHOUT_MOVE_TO_LOSE {
            self.finish(
                Verdict::loss(by, Reason::TwoPressesWithoutMove),
                false,
                now,
                &mut events,
            );
        } else {
            events.push(Event::Warning {
                text: Text::of(&Note::PressedBeforeMoving),
            });
        }
        Ok(events)
    }

    fn write_entry(&mut self, by: Color, ply: usize, text: &str) -> Event {
        let check = check_entry(
            &self.before[ply],
            self.moves[ply].mv,
            text,
            self.config.entry_notation,
        );
        self.sheets[by.index()].write(ply, text, check.clone());
        Event::Recorded { by, ply, check }
    }

    fn write_on_sheet(
        &mut self,
        by: Color,
        ply: usize,
        text: &str,
    ) -> Result<Vec<Event>, MatchError> {
        if self.config.recording == Recording::Automatic {
            return Err(MatchError::NotRecording);
        }
        if ply >= self.moves.len() {
            return Err(MatchError::NoSuchPly {
                ply,
                plies: self.moves.len(),
            });
        }
        Ok(vec![self.write_entry(by, ply, text)])
    }

    fn offer_draw(&mut self, by: Color, now: Millis) -> Result<Vec<Event>, MatchError> {
        self.ensure_running()?;
        let disciplined = self.config.disciplined();
        let last_mover = self.moves.last().map(|m| m.by);
        let ctx = OfferContext {
            by,
            last_mover,
            pressed: !self.config.auto_press_clock
                && last_mover == Some(by)
                && !self.awaiting_press,
            allowed_yet: !disciplined || self.arbiter.draw_offer_allowed(),
        };
        match self.draws.check(ctx) {
            Ok(()) => {
                self.draws.offer(by, self.moves.len());
                Ok(vec![Event::DrawOffered { by }])
            }
            // 9.1.3: in tournament mode an offer out of turn is a foul, and void.
            Err(OfferRefusal::Consecutive) if disciplined => {
                let mut events = Vec::new();
                self.charge_foul(by, FoulKind::RepeatedDrawOffer, now, &mut events);
                Ok(events)
            }
            Err(r) => Err(MatchError::DrawOffer(r)),
        }
    }

    fn answer_error(e: AnswerError) -> MatchError {
        match e {
            AnswerError::NoOffer => MatchError::NoDrawOffer,
            AnswerError::OwnOffer => MatchError::OwnDrawOffer,
        }
    }

    fn accept_draw(&mut self, by: Color, now: Millis) -> Result<Vec<Event>, MatchError> {
        self.draws.accept(by).map_err(Match::answer_error)?;
        let mut events = Vec::new();
        self.finish(Verdict::draw(Reason::DrawAgreed), false, now, &mut events);
        Ok(events)
    }

    fn decline_draw(&mut self, by: Color) -> Result<Vec<Event>, MatchError> {
        self.draws.decline(by).map_err(Match::answer_error)?;
        Ok(vec![Event::DrawDeclined { by, by_move: false }])
    }

    /// 23.3: the clock is stopped while the claim is audited (the audit takes no time
    /// here), an upheld claim is a draw, a false one a foul with 5 minutes added.
    fn claim_natural_limit(&mut self, by: Color, now: Millis) -> Result<Vec<Event>, MatchError> {
        self.ensure_running()?;
        if self.clock_holder() != by {
            return Err(MatchError::NotOnOwnTime);
        }
        Ok(self.audit_claim(by, now))
    }

    /// Audits `by`'s natural-limit claim and applies the outcome (23.3).
    fn audit_claim(&mut self, by: Color, now: Millis) -> Vec<Event> {
        let audit = self.arbiter.audit_natural_limit_claim(by);
        let stretch = self.last_capture_ply();
        let second = self
            .claims
            .record(by, self.moves.len(), stretch, audit.upheld);
        let mut events = Vec::new();
        if audit.upheld {
            events.push(Event::ClaimAudited {
                by,
                audit,
                penalty: None,
            });
            self.finish(Verdict::draw(Reason::NaturalLimit), false, now, &mut events);
            return events;
        }
        let disciplined = self.config.disciplined();
        events.push(Event::ClaimAudited {
            by,
            audit,
            penalty: disciplined.then_some(FALSE_CLAIM_PENALTY),
        });
        if !disciplined {
            return events;
        }
        if second {
            self.finish(
                Verdict::loss(by, Reason::SecondFalseClaim),
                false,
                now,
                &mut events,
            );
            return events;
        }
        if self.charge_foul(by, FoulKind::FalseNaturalLimitClaim, now, &mut events) {
            return events;
        }
        if self
            .clock
            .add_penalty(by, FALSE_CLAIM_PENALTY, now)
            .is_some()
        {
            self.finish(
                Verdict::loss(by, Reason::ClaimPenaltyTime),
                false,
                now,
                &mut events,
            );
        }
        events
    }

    /// 24: a player asks for a ruling of the position reached. A verdict (24.1, 24.2)
    /// ends the game; an order to vary (24.3) stands, and the game goes on. A position
    /// that is not pending is only said so: no article penalises asking.
    fn claim_repetition(&mut self, by: Color, now: Millis) -> Result<Vec<Event>, MatchError> {
        self.ensure_running()?;
        let ruling = self.arbiter.claim_repetition(by);
        let verdict = ruling.verdict.clone();
        let mut events = vec![Event::RepetitionRuled { by, ruling }];
        if let Some(v) = verdict {
            self.finish(v, true, now, &mut events);
        }
        Ok(events)
    }

    fn touch(&mut self, by: Color, square: Square, now: Millis) -> Result<Vec<Event>, MatchError> {
        if !self.config.touch_move {
            return Ok(Vec::new());
        }
        self.ensure_running()?;
        self.ensure_on_move(by)?;
        let mut events = Vec::new();
        match self.touch.touch(&self.position, square) {
            TouchOutcome::Ignored => {
                if let Some(o) = self.touch.obligation(&self.position) {
                    events.push(Event::Warning { text: o.text });
                }
            }
            outcome => {
                let obligation = self.touch.obligation(&self.position).map(|o| o.text);
                events.push(Event::Touched {
                    by,
                    square,
                    obligation,
                });
                if let TouchOutcome::Foul(kind) = outcome {
                    if self.config.disciplined() {
                        self.charge_foul(by, kind, now, &mut events);
                    } else {
                        events.push(Event::Warning { text: kind.text() });
                    }
                }
            }
        }
        Ok(events)
    }

    fn undo(&mut self, now: Millis) -> Result<Vec<Event>, MatchError> {
        if self.config.mode != Mode::Casual {
            return Err(MatchError::UndoNotAllowed {
                mode: self.config.mode,
            });
        }
        let Some(last) = self.moves.pop() else {
            return Err(MatchError::NothingToUndo);
        };
        let ply = self.moves.len();
        self.position = self.before.pop().expect("one position per move");
        self.arbiter.undo();
        for sheet in &mut self.sheets {
            sheet.on_take_back();
        }
        self.draws.on_take_back();
        self.claims.truncate(ply);
        self.touch.clear();
        if last.pressed {
            self.clock.undo_press(last.by);
        }
        self.awaiting_press = false;
        self.verdict = None;
        self.verdict_by_move = false;
        self.clock.start(last.by, now);
        Ok(vec![Event::TakenBack { ply, mv: last.mv }])
    }

    fn pause(&mut self, now: Millis) -> Result<Vec<Event>, MatchError> {
        self.ensure_running()?;
        self.clock.pause(now);
        Ok(vec![Event::Paused])
    }

    fn resume(&mut self, now: Millis) -> Result<Vec<Event>, MatchError> {
        if !self.clock.is_paused() {
            return Err(MatchError::NotPaused);
        }
        self.clock.resume(now);
        Ok(vec![Event::Resumed])
    }

    /// 22.4: the arbiter sets `player`'s clock; a clock set to nothing has fallen.
    fn set_clock(
        &mut self,
        player: Color,
        remaining: Duration,
        now: Millis,
    ) -> Result<Vec<Event>, MatchError> {
        if self.config.time_control.is_untimed() {
            return Err(MatchError::ClockUntimed);
        }
        let mut events = Vec::new();
        if let Some(flag) = self.clock.set_remaining(player, remaining, now) {
            self.finish(
                Verdict::loss(flag.side, Reason::FlagFell),
                false,
                now,
                &mut events,
            );
        }
        Ok(events)
    }

    /// 23.3: a claimant's claim is audited as the referee audits a player's (on the
    /// claimant's time or not: the arbiter has heard it); the arbiter's own audit counts
    /// as upheld only if it would be whoever claimed, and a count short of the limit
    /// costs nobody anything.
    fn rule_natural_limit(
        &mut self,
        claimant: Option<Color>,
        now: Millis,
    ) -> Result<Vec<Event>, MatchError> {
        self.ensure_running()?;
        let mut events = Vec::new();
        if let Some(by) = claimant {
            events.extend(self.audit_claim(by, now));
            return Ok(events);
        }
        let audits = Color::ALL.map(|c| self.arbiter.audit_natural_limit_claim(c));
        let upheld = audits.iter().all(|a| a.upheld);
        let audit = audits
            .into_iter()
            .find(|a| a.upheld == upheld)
            .expect("one of the two audits agrees with their conjunction");
        let by = self.to_move();
        events.push(Event::ClaimAudited {
            by,
            audit,
            penalty: None,
        });
        if upheld {
            self.finish(Verdict::draw(Reason::NaturalLimit), false, now, &mut events);
        }
        Ok(events)
    }

    /// 23.2: a cycle repeated three times that goes on is a draw if the 棋例 make it
    /// one (不变作和); otherwise the ruling of 24 is given instead. Refused (and nothing
    /// asked of adjudication) while the position is not pending.
    fn cycle_draw(
        &mut self,
        now: Millis,
        action: &ArbiterAction,
    ) -> Result<Vec<Event>, MatchError> {
        self.ensure_running()?;
        let by = self.to_move();
        let ruling = self.arbiter.claim_repetition(by);
        if !ruling.pending {
            return Err(MatchError::NoCycle {
                explanation: ruling.explanation,
            });
        }
        let mut events = Vec::new();
        let verdict = ruling.verdict.clone();
        events.push(Event::RepetitionRuled { by, ruling });
        if let Some(v) = verdict {
            let v = if v.outcome == Outcome::Draw {
                let ruling = super::outcome::Ruling {
                    article: "23.2".into(),
                    text: action.text(),
                };
                Verdict::draw(Reason::ArbiterDecision(ruling))
            } else {
                v
            };
            self.finish(v, true, now, &mut events);
        }
        Ok(events)
    }

    // ----- consequences -----

    /// Records a foul; three lose the game (4.1.10). Returns true if the game ended.
    fn charge_foul(
        &mut self,
        by: Color,
        kind: FoulKind,
        now: Millis,
        events: &mut Vec<Event>,
    ) -> bool {
        let count = self.fouls.add(by, kind, self.moves.len());
        events.push(Event::Foul { by, kind, count });
        if self.fouls.loses(by) {
            self.finish(Verdict::loss(by, Reason::ThreeFouls), false, now, events);
            return true;
        }
        false
    }

    fn finish(&mut self, verdict: Verdict, by_move: bool, now: Millis, events: &mut Vec<Event>) {
        self.clock.stop(now);
        self.awaiting_press = false;
        self.verdict = Some(verdict.clone());
        self.verdict_by_move = by_move;
        events.push(Event::GameOver { verdict });
    }
}
