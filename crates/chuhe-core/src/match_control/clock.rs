//! The two-faced clock of article 6: each face accumulates its side's thinking time;
//! a side's face runs from the moment the opponent presses the clock until it presses
//! in turn, which it may do only after moving (6, enforced by the referee).
//!
//! Time is never read here: every call takes `now` ([`Millis`]).
//!
//! Each side has a *budget* (the time allotted so far: the periods entered and the
//! increments earned) and a *used* total (time charged, plus any penalty of 23.3). The
//! flag falls when used exceeds the budget (22.1): the moves of the period were not
//! completed in its time. Completing a period's moves adds the next period's time to the
//! budget, so that unused time carries over, as on the mechanical clock.

use std::time::Duration;

use thiserror::Error;

use super::time_control::{Bonus, TimeControl};
use super::time_source::{Millis, duration_ms};
use crate::rules::Color;

/// Why the clock refused to be pressed.
#[derive(Copy, Clone, Debug, Error, PartialEq, Eq)]
pub enum ClockError {
    #[error("{0:?}'s clock is not running")]
    NotRunning(Color),
    #[error("the clock is paused")]
    Paused,
    #[error("{0:?}'s flag has fallen (22.1)")]
    FlagFell(Color),
}

/// A fallen flag: whose, and the instant it fell.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub struct Flag {
    pub side: Color,
    pub at: Millis,
}

/// What a press did.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct PressOutcome {
    /// Time charged for the move just completed (after any delay).
    pub charged: Duration,
    /// Fischer increment credited (exactly once per press).
    pub increment: Duration,
    /// The 1-based number of the period entered by completing the previous one.
    pub entered_period: Option<u32>,
    /// Time left after the press.
    pub remaining: Duration,
}

/// One face, as a screen shows it.
#[derive(Clone, Debug, PartialEq, Eq, serde::Serialize, serde::Deserialize)]
pub struct ClockFace {
    /// Time left before the flag falls; zero once it has fallen. For an untimed game,
    /// zero.
    pub remaining: Duration,
    /// Total time used (with any 23.3 penalty).
    pub used: Duration,
    /// The current period, 1-based.
    pub period: u32,
    /// Moves the current period asks for; `None` in sudden death or untimed.
    pub period_moves: Option<u32>,
    /// Moves still owed in the current period before its time runs out.
    pub moves_owed: Option<u32>,
    /// The current period's own allotment; `None` untimed.
    pub period_time: Option<Duration>,
    /// Time used in each period so far, the current one last.
    pub used_per_period: Vec<Duration>,
    /// Moves completed (clock presses after a move).
    pub moves_made: u32,
    pub running: bool,
    pub paused: bool,
    pub flag_fallen: bool,
    /// Delay still free in the current turn (simple delay), when running.
    pub delay_left: Option<Duration>,
    pub untimed: bool,
}

/// How a press changed a side's budget and period, so that a take-back (casual undo)
/// can reverse it exactly.
#[derive(Clone, Debug)]
struct PressRecord {
    added: u64,
    period_before: Option<PeriodMark>,
}

#[derive(Clone, Debug)]
struct PeriodMark {
    period: usize,
    start_moves: u32,
    start_used: u64,
}

#[derive(Clone, Debug, Default)]
struct Face {
    /// Milliseconds charged, penalties included.
    used: u64,
    /// Milliseconds allotted so far.
    budget: u64,
    moves: u32,
    period: usize,
    period_start_moves: u32,
    period_start_used: u64,
    /// Time used in each completed period.
    completed_periods: Vec<u64>,
    presses: Vec<PressRecord>,
}

/// The dual clock.
#[derive(Clone, Debug)]
pub struct Clock {
    control: TimeControl,
    faces: [Face; 2],
    running: Option<Color>,
    /// When the running face's current stretch began; `None` while paused or stopped.
    since: Option<Millis>,
    /// Raw time of the current turn before `since` (a turn interrupted by pauses).
    turn_before: u64,
    paused: bool,
    flag: Option<Flag>,
}

impl Clock {
    /// A stopped clock set to the control's first period.
    pub fn new(control: TimeControl) -> Clock {
        let first = control.period(0).map_or(0, |p| duration_ms(p.time));
        let face = Face {
            budget: first,
            ..Face::default()
        };
        Clock {
            control,
            faces: [face.clone(), face],
            running: None,
            since: None,
            turn_before: 0,
            paused: false,
            flag: None,
        }
    }

    pub fn control(&self) -> &TimeControl {
        &self.control
    }

    /// The side whose face runs (also while paused: the one that will resume).
    pub fn running(&self) -> Option<Color> {
        self.running
    }

    pub fn is_paused(&self) -> bool {
        self.paused
    }

    pub fn flag(&self) -> Option<Flag> {
        self.flag
    }

    /// Moves completed by `side` (presses after a move).
    pub fn moves(&self, side: Color) -> u32 {
        self.faces[side.index()].moves
    }

    /// Starts `side`'s face at `now` (the start of the game, or after a take-back),
    /// stopping the other one and charging it for its current turn.
    pub fn start(&mut self, side: Color, now: Millis) {
        if self.flag.is_some() {
            return;
        }
        self.end_turn(now);
        self.running = Some(side);
        self.turn_before = 0;
        self.since = (!self.paused).then_some(now);
    }

    /// Stops both faces (the game is over), charging the running side up to `now`.
    pub fn stop(&mut self, now: Millis) {
        self.end_turn(now);
        self.running = None;
        self.since = None;
    }

    /// Pauses both faces (the arbiter's decision). The side not running is untouched.
    pub fn pause(&mut self, now: Millis) {
        if self.paused || self.settle(now).is_some() {
            return;
        }
        if let Some(since) = self.since.take() {
            self.turn_before = self
                .turn_before
                .saturating_add(duration_ms(now.since(since)));
        }
        self.paused = true;
    }

    pub fn resume(&mut self, now: Millis) {
        if !self.paused {
            return;
        }
        self.paused = false;
        if self.running.is_some() && self.flag.is_none() {
            self.since = Some(now);
        }
    }

    /// Re-anchors the running face at `now` without charging anything: for a game
    /// restored in a new process, whose instants come from another timeline.
    pub fn rebase(&mut self, now: Millis) {
        if self.since.is_some() {
            self.since = Some(now);
        }
    }

    /// `side` has moved and presses the clock: its time is charged, the increment
    /// credited, the next period entered if this move completed one, and the other
    /// face started.
    pub fn press(&mut self, side: Color, now: Millis) -> Result<PressOutcome, ClockError> {
        if let Some(flag) = self.settle(now) {
            return Err(ClockError::FlagFell(flag.side));
        }
        if self.running != Some(side) {
            return Err(ClockError::NotRunning(side));
        }
        if self.paused {
            return Err(ClockError::Paused);
        }
        let charged = self.end_turn(now);
        let timed = !self.control.is_untimed();
        let increment = if timed {
            self.control.increment()
        } else {
            Duration::ZERO
        };
        let face = &mut self.faces[side.index()];
        face.moves += 1;
        let mut record = PressRecord {
            added: duration_ms(increment),
            period_before: None,
        };
        face.budget += record.added;
        let mut entered_period = None;
        if let Some(period) = self.control.period(face.period)
            && period.moves == Some(face.moves - face.period_start_moves)
        {
            record.period_before = Some(PeriodMark {
                period: face.period,
                start_moves: face.period_start_moves,
                start_used: face.period_start_used,
            });
            face.completed_periods
                .push(face.used - face.period_start_used);
            face.period += 1;
            face.period_start_moves = face.moves;
            face.period_start_used = face.used;
            let next = self
                .control
                .period(face.period)
                .map_or(0, |p| duration_ms(p.time));
            face.budget += next;
            record.added += next;
            entered_period = Some(face.period as u32 + 1);
        }
        face.presses.push(record);
        let remaining = Duration::from_millis(face.budget.saturating_sub(face.used));
        self.running = Some(!side);
        self.turn_before = 0;
        self.since = Some(now);
        Ok(PressOutcome {
            charged: Duration::from_millis(charged),
            increment,
            entered_period,
            remaining: if timed { remaining } else { Duration::ZERO },
        })
    }

    /// Takes back `side`'s last press (casual undo): its move count, increment and any
    /// period entered are reversed; time already used stays used.
    pub fn undo_press(&mut self, side: Color) {
        let face = &mut self.faces[side.index()];
        let Some(record) = face.presses.pop() else {
            return;
        };
        face.moves -= 1;
        face.budget = face.budget.saturating_sub(record.added);
        if let Some(mark) = record.period_before {
            face.period = mark.period;
            face.period_start_moves = mark.start_moves;
            face.period_start_used = mark.start_used;
            face.completed_periods.pop();
        }
    }

    /// Adds `amount` to `side`'s used time (23.3: a false natural-limit claim costs the
    /// claimant 5 minutes). The flag falls at once if this exhausts the budget.
    pub fn add_penalty(&mut self, side: Color, amount: Duration, now: Millis) -> Option<Flag> {
        let face = &mut self.faces[side.index()];
        face.used = face.used.saturating_add(duration_ms(amount));
        if self.flag.is_none()
            && !self.control.is_untimed()
            && self.used_ms(side, now) > self.faces[side.index()].budget
        {
            self.flag = Some(Flag { side, at: now });
            self.stop(now);
        }
        self.settle(now)
    }

    /// Sets `side`'s face to show `remaining` at `now` (22.4: the arbiter sets a
    /// replacement for a faulty clock). The time used stays as it was — the budget
    /// moves — so the periods' records are untouched. Setting nothing left makes the
    /// flag fall.
    pub fn set_remaining(&mut self, side: Color, remaining: Duration, now: Millis) -> Option<Flag> {
        if self.control.is_untimed() || self.flag.is_some() {
            return self.flag;
        }
        // Kept far from the arithmetic's limits: no real clock is set past 1000 hours.
        let remaining = remaining.min(Duration::from_secs(1000 * 3600));
        let used = self.used_ms(side, now);
        self.faces[side.index()].budget = used.saturating_add(duration_ms(remaining));
        if remaining.is_zero() {
            self.end_turn(now);
            self.flag = Some(Flag { side, at: now });
            self.stop(now);
            return self.flag;
        }
        self.settle(now)
    }

    /// Checks the running face at `now`: if its flag has fallen, records it (with the
    /// instant it fell) and stops the clock. Returns the fallen flag, if any.
    pub fn settle(&mut self, now: Millis) -> Option<Flag> {
        if self.flag.is_some() {
            return self.flag;
        }
        let flag = self.flag_at(now)?;
        // The loser used exactly all of their time (not up to a late `now`).
        let prior = self.faces[flag.side.index()].used;
        self.end_turn(flag.at);
        let face = &mut self.faces[flag.side.index()];
        face.used = prior.max(face.budget);
        self.running = None;
        self.since = None;
        self.flag = Some(flag);
        self.flag
    }

    /// The flag that has fallen by `now`, without recording it.
    pub fn flag_at(&self, now: Millis) -> Option<Flag> {
        if let Some(f) = self.flag {
            return Some(f);
        }
        if self.control.is_untimed() {
            return None;
        }
        let side = self.running?;
        let face = &self.faces[side.index()];
        if self.used_ms(side, now) <= face.budget {
            return None;
        }
        // Raw turn time at which used first exceeds the budget by 1 ms.
        let delay = duration_ms(self.control.delay());
        let raw_needed = (face.budget - face.used.min(face.budget)) + delay + 1;
        let at = match self.since {
            Some(since) => Millis(
                since
                    .0
                    .saturating_add(raw_needed.saturating_sub(self.turn_before)),
            ),
            None => now,
        };
        Some(Flag {
            side,
            at: at.min(now),
        })
    }

    /// `side`'s total used time at `now`, the running turn included.
    pub fn used(&self, side: Color, now: Millis) -> Duration {
        Duration::from_millis(self.used_ms(side, now))
    }

    /// `side`'s time left at `now` (zero once exhausted, and for untimed games).
    pub fn remaining(&self, side: Color, now: Millis) -> Duration {
        if self.control.is_untimed() {
            return Duration::ZERO;
        }
        let budget = self.faces[side.index()].budget;
        Duration::from_millis(budget.saturating_sub(self.used_ms(side, now)))
    }

    /// Time remaining until the end of the current period, for the 7.2 exemption
    /// ("所剩时限已不足3分钟"). `None` for untimed games.
    pub fn period_remaining(&self, side: Color, now: Millis) -> Option<Duration> {
        (!self.control.is_untimed()).then(|| self.remaining(side, now))
    }

    /// The 1-based period `side` is in.
    pub fn period(&self, side: Color) -> u32 {
        self.faces[side.index()].period as u32 + 1
    }

    pub fn face(&self, side: Color, now: Millis) -> ClockFace {
        let f = &self.faces[side.index()];
        let untimed = self.control.is_untimed();
        let period = self.control.period(f.period);
        let period_moves = period.and_then(|p| p.moves);
        let used = self.used_ms(side, now);
        let mut used_per_period: Vec<Duration> = f
            .completed_periods
            .iter()
            .map(|&ms| Duration::from_millis(ms))
            .collect();
        used_per_period.push(Duration::from_millis(used - f.period_start_used));
        let running = self.running == Some(side) && self.flag.is_none();
        let delay_left = match self.control.bonus() {
            Bonus::Delay(d) if running => {
                Some(d.saturating_sub(Duration::from_millis(self.turn_raw(now))))
            }
            _ => None,
        };
        ClockFace {
            remaining: self.remaining(side, now),
            used: Duration::from_millis(used),
            period: f.period as u32 + 1,
            period_moves,
            moves_owed: period_moves.map(|n| n - (f.moves - f.period_start_moves)),
            period_time: period.map(|p| p.time),
            used_per_period,
            moves_made: f.moves,
            running,
            paused: self.paused,
            flag_fallen: self.flag.is_some_and(|fl| fl.side == side),
            delay_left,
            untimed,
        }
    }

    // ----- internals -----

    /// Raw time of the running side's current turn at `now`.
    fn turn_raw(&self, now: Millis) -> u64 {
        self.turn_before
            .saturating_add(self.since.map_or(0, |s| duration_ms(now.since(s))))
    }

    /// What the current turn costs at `now`: its raw time minus the free delay.
    fn turn_charge(&self, now: Millis) -> u64 {
        self.turn_raw(now)
            .saturating_sub(duration_ms(self.control.delay()))
    }

    fn used_ms(&self, side: Color, now: Millis) -> u64 {
        let base = self.faces[side.index()].used;
        if self.running == Some(side) && self.flag.is_none() {
            base.saturating_add(self.turn_charge(now))
        } else {
            base
        }
    }

    /// Ends the running side's turn at `now`: charges it and clears the turn. Returns
    /// the milliseconds charged.
    fn end_turn(&mut self, now: Millis) -> u64 {
        let Some(side) = self.running else {
            return 0;
        };
        let charge = self.turn_charge(now);
        let face = &mut self.faces[side.index()];
        face.used = face.used.saturating_add(charge);
        self.turn_before = 0;
        self.since = (!self.paused).then_some(now);
        charge
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use Color::{Black, Red};

    fn secs(s: u64) -> Duration {
        Duration::from_secs(s)
    }

    fn at(s: u64) -> Millis {
        Millis(s * 1000)
    }

    fn clock(spec: &str) -> Clock {
        let mut c = Clock::new(TimeControl::parse(spec).unwrap());
        c.start(Red, at(0));
        c
    }

    #[test]
    fn each_face_counts_only_its_own_time_6() {
        let mut c = clock("10m");
        c.press(Red, at(30)).unwrap();
        assert_eq!(c.used(Red, at(100)), secs(30));
        assert_eq!(c.used(Black, at(100)), secs(70));
        assert_eq!(c.remaining(Red, at(100)), secs(570));
        assert_eq!(c.press(Red, at(100)), Err(ClockError::NotRunning(Red)));
    }

    #[test]
    fn flag_falls_when_the_period_is_not_completed_22_1() {
        // 6.4: 30 moves in every 5 minutes.
        let mut c = clock("30/5m");
        assert_eq!(c.flag_at(at(300)), None, "exactly on time is still on time");
        let flag = c.settle(at(301)).expect("flag");
        assert_eq!(flag.side, Red);
        assert_eq!(flag.at, Millis(300_001));
        assert_eq!(c.press(Red, at(302)), Err(ClockError::FlagFell(Red)));
        assert!(c.face(Red, at(400)).flag_fallen);
        assert_eq!(c.remaining(Red, at(400)), Duration::ZERO);
    }

    #[test]
    fn completing_a_period_adds_the_next_and_carries_time_over_6_1() {
        let mut c = clock("6.1");
        let mut t = 0;
        for _ in 0..40 {
            t += 60; // Red: a minute a move
            c.press(Red, at(t)).unwrap();
            t += 1;
            c.press(Black, at(t)).unwrap();
        }
        let f = c.face(Red, at(t));
        assert_eq!(f.period, 2);
        assert_eq!(f.moves_owed, Some(10));
        assert_eq!(f.period_time, Some(secs(15 * 60)));
        // 90 min - 40 min used + 15 min of period 2.
        assert_eq!(f.remaining, secs(65 * 60));
        assert_eq!(f.used_per_period, vec![secs(40 * 60), Duration::ZERO]);
    }

    #[test]
    fn increment_is_added_once_per_press() {
        let mut c = clock("1m+10s");
        let out = c.press(Red, at(5)).unwrap();
        assert_eq!(out.increment, secs(10));
        assert_eq!(out.remaining, secs(65));
        assert_eq!(
            c.remaining(Black, at(5)),
            secs(60),
            "Black has not moved yet"
        );
    }

    #[test]
    fn delay_makes_the_first_seconds_of_a_turn_free() {
        let mut c = clock("1m+d5s");
        assert_eq!(c.face(Red, at(2)).delay_left, Some(secs(3)));
        let out = c.press(Red, at(4)).unwrap();
        assert_eq!(out.charged, Duration::ZERO);
        c.press(Black, at(14)).unwrap(); // 10 s think, 5 free
        assert_eq!(c.used(Black, at(14)), secs(5));
        // Red: flag only after 60 s of charged time, i.e. 65 s of thinking.
        assert_eq!(c.flag_at(at(14 + 65)), None);
        assert_eq!(c.flag_at(Millis(79_001)).map(|f| f.side), Some(Red));
    }

    #[test]
    fn pause_freezes_the_running_face_and_leaves_the_other_alone() {
        let mut c = clock("10m");
        c.press(Red, at(10)).unwrap();
        c.pause(at(20));
        assert_eq!(c.used(Black, at(500)), secs(10));
        assert_eq!(c.used(Red, at(500)), secs(10));
        assert_eq!(c.press(Black, at(500)), Err(ClockError::Paused));
        c.resume(at(500));
        c.press(Black, at(505)).unwrap();
        assert_eq!(c.used(Black, at(505)), secs(15));
    }

    #[test]
    fn penalty_can_make_the_flag_fall_23_3() {
        let mut c = clock("6m");
        c.press(Red, at(60)).unwrap();
        c.press(Black, at(61)).unwrap();
        // Red has 5 min left; 5 more minutes of penalty leave it at the limit.
        assert_eq!(c.add_penalty(Red, secs(300), at(61)), None);
        assert_eq!(c.remaining(Red, at(61)), Duration::ZERO);
        let flag = c
            .add_penalty(Red, Duration::from_millis(1), at(62))
            .unwrap();
        assert_eq!(flag.side, Red);
    }

    #[test]
    fn undo_press_reverses_increment_and_period() {
        let mut c = clock("2/1m,5/1m+2s");
        c.press(Red, at(1)).unwrap();
        c.press(Black, at(2)).unwrap();
        let before = c.face(Red, at(2));
        let out = c.press(Red, at(3)).unwrap();
        assert_eq!(out.entered_period, Some(2));
        c.undo_press(Red);
        c.start(Red, at(3));
        let after = c.face(Red, at(3));
        assert_eq!(after.period, before.period);
        assert_eq!(after.moves_made, before.moves_made);
        assert_eq!(after.moves_owed, before.moves_owed);
        // Time used stays used: 2 s more than before the undone press.
        assert_eq!(after.used, before.used + secs(1));
    }

    #[test]
    fn untimed_clock_measures_but_never_flags() {
        let mut c = clock("untimed");
        assert_eq!(c.settle(at(1_000_000)), None);
        let out = c.press(Red, at(1_000_000)).unwrap();
        assert_eq!(out.increment, Duration::ZERO);
        assert_eq!(c.used(Red, at(0)), secs(1_000_000));
        assert!(c.face(Red, at(0)).untimed);
    }
}
