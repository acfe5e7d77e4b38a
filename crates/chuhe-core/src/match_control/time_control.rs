//! Time controls (article 6): a sequence of periods ("N moves in T"), the last one
//! repeating, or ending in sudden death; plus a Fischer increment or a simple delay.
//!
//! Spec strings, as typed on the command line (`--time`) or in the new-game dialog:
//!
//! | spec | meaning |
//! |---|---|
//! | `6.1` … `6.5` | the rule book's controls (6.1–6.5 of 000) |
//! | `40/90m,10/15m` | 40 moves in 90 minutes, then 10 moves in every 15 minutes |
//! | `40/90m,30m` | 40 moves in 90 minutes, then 30 minutes for the rest (sudden death) |
//! | `10m`, `1h30m`, `90` | sudden death (a bare number is minutes) |
//! | `15m+10s`, `15+10` | plus a Fischer increment per move (a bare number is seconds) |
//! | `5m+d3s` | plus a simple delay per move (the first 3 s of each turn are free) |
//! | `untimed` | no clock limit (time used is still measured) |
//!
//! Units: `h`, `m`/`min`, `s`/`sec`, and 小时/分/分钟/秒.
//!
//! Time is cumulative across periods, as on the two-faced clock of article 6: time
//! left over in one period carries into the next (40 moves by 90:00 on the clock,
//! 50 moves by 105:00 under 6.1).

use std::fmt;
use std::str::FromStr;
use std::time::Duration;

use thiserror::Error;

use crate::lang::{Lang, Render};

/// One period: `moves` moves to be made in `time` (22.1), or, with `moves: None`,
/// all remaining moves in `time` (sudden death, 6.5).
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub struct Period {
    pub moves: Option<u32>,
    pub time: Duration,
}

/// Time added per move: none, a Fischer increment (added to the mover's time when the
/// clock is pressed after a move), or a simple delay (each turn, the clock starts
/// counting only after the delay has passed; unused delay is lost).
#[derive(Copy, Clone, Debug, Default, PartialEq, Eq, Hash)]
pub enum Bonus {
    #[default]
    None,
    Increment(Duration),
    Delay(Duration),
}

/// A validated time control. `periods` is empty for an untimed game.
#[derive(Clone, Debug, Default, PartialEq, Eq, Hash, serde::Serialize, serde::Deserialize)]
#[serde(try_from = "String", into = "String")]
pub struct TimeControl {
    periods: Vec<Period>,
    bonus: Bonus,
}

/// A named time control offered to the user.
#[derive(Copy, Clone, Debug)]
pub struct Preset {
    /// What the user types (`--time 6.1`).
    pub name: &'static str,
    /// The equivalent spec.
    pub spec: &'static str,
    pub zh: &'static str,
    pub en: &'static str,
}

/// The rule book's controls (6.1–6.5 of 000) and the common modern ones.
pub const PRESETS: &[Preset] = &[
    Preset {
        name: "6.1",
        spec: "40/90m,10/15m",
        zh: "第一时限90分钟走满40着，以后每15分钟走满10着 (6.1)",
        en: "40 moves in 90 min, then 10 moves in every 15 min (6.1)",
    },
    Preset {
        name: "6.2",
        spec: "30/60m,10/10m",
        zh: "第一时限60分钟走满30着，以后每10分钟走满10着 (6.2)",
        en: "30 moves in 60 min, then 10 moves in every 10 min (6.2)",
    },
    Preset {
        name: "6.3",
        spec: "40/10m,50/5m",
        zh: "快棋：第一时限10分钟走满40着，以后每5分钟走满50着 (6.3)",
        en: "rapid: 40 moves in 10 min, then 50 moves in every 5 min (6.3)",
    },
    Preset {
        name: "6.4",
        spec: "30/5m",
        zh: "快棋：每5分钟走满30着 (6.4)",
        en: "rapid: 30 moves in every 5 min (6.4)",
    },
    Preset {
        // 6.5 fixes no amount; an hour is chuhe's choice (any other: `--time 30m`).
        name: "6.5",
        spec: "60m",
        zh: "包干：每方60分钟，不计着数，先超时者负 (6.5)",
        en: "all moves in 60 min each; the first to run out loses (6.5)",
    },
    Preset {
        name: "15m+10s",
        spec: "15m+10s",
        zh: "每方15分钟，每着加10秒",
        en: "15 min each, plus 10 s per move",
    },
    Preset {
        name: "5m+3s",
        spec: "5m+3s",
        zh: "每方5分钟，每着加3秒",
        en: "5 min each, plus 3 s per move",
    },
    Preset {
        name: "10m",
        spec: "10m",
        zh: "每方10分钟包干",
        en: "10 min each, sudden death",
    },
    Preset {
        name: "untimed",
        spec: "untimed",
        zh: "不计时",
        en: "untimed",
    },
];

/// Limits that keep every sum of the clock far from overflow.
const MAX_PERIOD: Duration = Duration::from_secs(100 * 3600);
const MAX_BONUS: Duration = Duration::from_secs(3600);
/// The most moves a period may ask for, and the most periods (the catalogue names them).
pub const MAX_MOVES: u32 = 1000;
pub const MAX_PERIODS: usize = 32;

/// What is wrong with a time-control spec, and where (1-based character column).
#[derive(Clone, Debug, Error, PartialEq, Eq)]
#[error("time control \"{input}\", column {column}: {kind}")]
pub struct TimeControlError {
    pub input: String,
    pub column: usize,
    pub kind: TimeControlErrorKind,
}

#[derive(Clone, Debug, Error, PartialEq, Eq)]
pub enum TimeControlErrorKind {
    #[error("empty spec (try 6.1, 15m+10s, 10m or untimed)")]
    Empty,
    #[error("expected a number")]
    ExpectedNumber,
    #[error("number too large")]
    NumberTooLarge,
    #[error("a number after seconds needs a unit")]
    ExpectedUnit,
    #[error("unknown time unit '{0}' (h, m, s)")]
    UnknownUnit(String),
    #[error("a period needs a time greater than zero")]
    ZeroTime,
    #[error("a period needs at least one move")]
    ZeroMoves,
    #[error("more than {MAX_MOVES} moves in a period")]
    TooManyMoves,
    #[error("a period may last at most 100 hours")]
    PeriodTooLong,
    #[error("an increment or delay may be at most one hour")]
    BonusTooLong,
    #[error("more than {MAX_PERIODS} periods")]
    TooManyPeriods,
    #[error("a sudden-death period (no move count) must be the last one")]
    PeriodAfterSuddenDeath,
    #[error("a period without a time: write the time after the moves, as in 40/90m")]
    MissingTime,
    #[error("unexpected '{0}'")]
    Unexpected(char),
    #[error("times are counted in whole seconds")]
    SubSecond,
}

impl TimeControl {
    /// No limit: the clock only measures time used.
    pub fn untimed() -> TimeControl {
        TimeControl::default()
    }

    /// Builds a control from its parts, checking them like the spec parser does.
    pub fn new(periods: Vec<Period>, bonus: Bonus) -> Result<TimeControl, TimeControlErrorKind> {
        if periods.len() > MAX_PERIODS {
            return Err(TimeControlErrorKind::TooManyPeriods);
        }
        for (i, p) in periods.iter().enumerate() {
            check_whole_seconds(p.time)?;
            if p.time.is_zero() {
                return Err(TimeControlErrorKind::ZeroTime);
            }
            if p.time > MAX_PERIOD {
                return Err(TimeControlErrorKind::PeriodTooLong);
            }
            match p.moves {
                Some(0) => return Err(TimeControlErrorKind::ZeroMoves),
                Some(n) if n > MAX_MOVES => return Err(TimeControlErrorKind::TooManyMoves),
                None if i + 1 < periods.len() => {
                    return Err(TimeControlErrorKind::PeriodAfterSuddenDeath);
                }
                _ => {}
            }
        }
        match bonus {
            Bonus::Increment(d) | Bonus::Delay(d) => {
                check_whole_seconds(d)?;
                if d > MAX_BONUS {
                    return Err(TimeControlErrorKind::BonusTooLong);
                }
            }
            Bonus::None => {}
        }
        // An untimed game has nothing to add time to.
        let bonus = if periods.is_empty() {
            Bonus::None
        } else {
            bonus
        };
        Ok(TimeControl { periods, bonus })
    }

    /// Sudden death: all moves in `time` (6.5).
    pub fn sudden_death(time: Duration, bonus: Bonus) -> Result<TimeControl, TimeControlErrorKind> {
        TimeControl::new(vec![Period { moves: None, time }], bonus)
    }

    /// A preset by name (`6.1` … `6.5`, `15m+10s`, `5m+3s`, `10m`, `untimed`).
    pub fn preset(name: &str) -> Option<TimeControl> {
        let p = PRESETS
            .iter()
            .find(|p| p.name.eq_ignore_ascii_case(name.trim()))?;
        Some(TimeControl::parse(p.spec).expect("presets are valid specs"))
    }

    /// Parses a spec or a preset name (see the module documentation).
    pub fn parse(spec: &str) -> Result<TimeControl, TimeControlError> {
        Parser::new(spec).parse()
    }

    pub fn is_untimed(&self) -> bool {
        self.periods.is_empty()
    }

    /// The periods as written; the last repeats if it has a move count.
    pub fn periods(&self) -> &[Period] {
        &self.periods
    }

    pub fn bonus(&self) -> Bonus {
        self.bonus
    }

    pub fn increment(&self) -> Duration {
        match self.bonus {
            Bonus::Increment(d) => d,
            _ => Duration::ZERO,
        }
    }

    pub fn delay(&self) -> Duration {
        match self.bonus {
            Bonus::Delay(d) => d,
            _ => Duration::ZERO,
        }
    }

    /// The `index`-th period played (0-based): periods past the written ones repeat the
    /// last. `None` when untimed.
    pub fn period(&self, index: usize) -> Option<Period> {
        self.periods
            .get(index)
            .or_else(|| self.periods.last())
            .copied()
    }

    /// A description for the player (the words are the catalogue's).
    pub fn describe(&self, lang: Lang) -> String {
        self.render(lang)
    }
}

fn check_whole_seconds(d: Duration) -> Result<(), TimeControlErrorKind> {
    if d.subsec_nanos() != 0 {
        Err(TimeControlErrorKind::SubSecond)
    } else {
        Ok(())
    }
}

/// The compact spec form: `90m`, `45s`, `1m30s`.
fn compact(d: Duration) -> String {
    let s = d.as_secs();
    match (s / 60, s % 60) {
        (0, sec) => format!("{sec}s"),
        (m, 0) => format!("{m}m"),
        (m, sec) => format!("{m}m{sec}s"),
    }
}

impl fmt::Display for TimeControl {
    /// The canonical spec, which parses back to the same control.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        if self.is_untimed() {
            return f.write_str("untimed");
        }
        for (i, p) in self.periods.iter().enumerate() {
            if i > 0 {
                f.write_str(",")?;
            }
            if let Some(m) = p.moves {
                write!(f, "{m}/")?;
            }
            f.write_str(&compact(p.time))?;
        }
        match self.bonus {
            Bonus::Increment(d) => write!(f, "+{}", compact(d)),
            Bonus::Delay(d) => write!(f, "+d{}", compact(d)),
            Bonus::None => Ok(()),
        }
    }
}

impl FromStr for TimeControl {
    type Err = TimeControlError;
    fn from_str(s: &str) -> Result<TimeControl, TimeControlError> {
        TimeControl::parse(s)
    }
}

impl TryFrom<String> for TimeControl {
    type Error = TimeControlError;
    fn try_from(s: String) -> Result<TimeControl, TimeControlError> {
        TimeControl::parse(&s)
    }
}

impl From<TimeControl> for String {
    fn from(tc: TimeControl) -> String {
        tc.to_string()
    }
}

// ----- the spec parser -----

/// A cursor over the characters of a spec, reporting errors by column.
struct Parser<'a> {
    input: &'a str,
    chars: Vec<char>,
    pos: usize,
}

/// Which unit a bare number takes: minutes for a period, seconds for a bonus.
#[derive(Copy, Clone)]
enum BareUnit {
    Minutes,
    Seconds,
}

impl<'a> Parser<'a> {
    fn new(input: &'a str) -> Parser<'a> {
        Parser {
            input,
            chars: input.chars().collect(),
            pos: 0,
        }
    }

    fn error(&self, column0: usize, kind: TimeControlErrorKind) -> TimeControlError {
        TimeControlError {
            input: self.input.to_string(),
            column: column0 + 1,
            kind,
        }
    }

    fn peek(&self) -> Option<char> {
        self.chars.get(self.pos).copied()
    }

    fn skip_spaces(&mut self) {
        while self.peek().is_some_and(char::is_whitespace) {
            self.pos += 1;
        }
    }

    fn parse(mut self) -> Result<TimeControl, TimeControlError> {
        self.skip_spaces();
        if self.peek().is_none() {
            return Err(self.error(self.pos, TimeControlErrorKind::Empty));
        }
        let rest: String = self.chars[self.pos..].iter().collect();
        let rest = rest.trim_end();
        if ["untimed", "none", "unlimited", "不计时"]
            .iter()
            .any(|w| rest.eq_ignore_ascii_case(w))
        {
            return Ok(TimeControl::untimed());
        }
        // A preset name, possibly followed by a bonus: `6.1`, `6.5+10s`.
        let base_end = rest.find('+').unwrap_or(rest.len());
        let base = rest[..base_end].trim_end();
        // Only the rule book's names (6.1–6.5) differ from their specs.
        let (periods, periods_start) = match PRESETS
            .iter()
            .find(|p| p.name != p.spec && p.name.eq_ignore_ascii_case(base))
        {
            Some(p) => {
                let tc = TimeControl::parse(p.spec).expect("presets are valid specs");
                self.pos += base.chars().count();
                if tc.is_untimed() || tc.bonus != Bonus::None {
                    // `untimed` and the increment presets take no further bonus.
                    self.skip_spaces();
                    if let Some(c) = self.peek() {
                        return Err(self.error(self.pos, TimeControlErrorKind::Unexpected(c)));
                    }
                    return Ok(tc);
                }
                (tc.periods, self.pos)
            }
            None => {
                let start = self.pos;
                (self.periods()?, start)
            }
        };
        self.skip_spaces();
        let mut bonus = Bonus::None;
        if self.peek() == Some('+') {
            self.pos += 1;
            self.skip_spaces();
            bonus = self.bonus()?;
        }
        self.skip_spaces();
        if let Some(c) = self.peek() {
            return Err(self.error(self.pos, TimeControlErrorKind::Unexpected(c)));
        }
        // The parser has checked every part already; this only re-states the rules.
        TimeControl::new(periods, bonus).map_err(|kind| self.error(periods_start, kind))
    }

    fn periods(&mut self) -> Result<Vec<Period>, TimeControlError> {
        let mut periods = Vec::new();
        loop {
            self.skip_spaces();
            let start = self.pos;
            let period = self.period()?;
            if periods.last().is_some_and(|p: &Period| p.moves.is_none()) {
                return Err(self.error(start, TimeControlErrorKind::PeriodAfterSuddenDeath));
            }
            if periods.len() == MAX_PERIODS {
                return Err(self.error(start, TimeControlErrorKind::TooManyPeriods));
            }
            periods.push(period);
            self.skip_spaces();
            if self.peek() == Some(',') {
                self.pos += 1;
            } else {
                return Ok(periods);
            }
        }
    }

    /// `[N/]duration`
    fn period(&mut self) -> Result<Period, TimeControlError> {
        let start = self.pos;
        let n = self.number()?;
        self.skip_spaces();
        if self.peek() == Some('/') {
            self.pos += 1;
            self.skip_spaces();
            if n == 0 {
                return Err(self.error(start, TimeControlErrorKind::ZeroMoves));
            }
            if n > u64::from(MAX_MOVES) {
                return Err(self.error(start, TimeControlErrorKind::TooManyMoves));
            }
            if !self.peek().is_some_and(|c| c.is_ascii_digit()) {
                return Err(self.error(self.pos, TimeControlErrorKind::MissingTime));
            }
            let time_start = self.pos;
            let first = self.number()?;
            let time = self.duration_from(first, time_start, BareUnit::Minutes)?;
            Ok(Period {
                moves: Some(n as u32),
                time: self.checked_period(time, time_start)?,
            })
        } else {
            let time = self.duration_from(n, start, BareUnit::Minutes)?;
            Ok(Period {
                moves: None,
                time: self.checked_period(time, start)?,
            })
        }
    }

    fn checked_period(&self, time: Duration, at: usize) -> Result<Duration, TimeControlError> {
        if time.is_zero() {
            Err(self.error(at, TimeControlErrorKind::ZeroTime))
        } else if time > MAX_PERIOD {
            Err(self.error(at, TimeControlErrorKind::PeriodTooLong))
        } else {
            Ok(time)
        }
    }

    /// `10s`, `d5s`, `delay 5s`, `10` (seconds).
    fn bonus(&mut self) -> Result<Bonus, TimeControlError> {
        let mut delay = false;
        for word in ["delay", "d"] {
            let w: Vec<char> = word.chars().collect();
            let end = self.pos + w.len();
            if end <= self.chars.len()
                && self.chars[self.pos..end]
                    .iter()
                    .zip(&w)
                    .all(|(a, b)| a.eq_ignore_ascii_case(b))
            {
                self.pos = end;
                delay = true;
                break;
            }
        }
        self.skip_spaces();
        let start = self.pos;
        let first = self.number()?;
        let d = self.duration_from(first, start, BareUnit::Seconds)?;
        if d > MAX_BONUS {
            return Err(self.error(start, TimeControlErrorKind::BonusTooLong));
        }
        Ok(match (delay, d.is_zero()) {
            (_, true) => Bonus::None,
            (true, false) => Bonus::Delay(d),
            (false, false) => Bonus::Increment(d),
        })
    }

    /// A duration whose first number has been read: `90`, `90m`, `1h30m`, `1m 30s`.
    /// A bare number after a unit takes the next smaller unit (`1h30` = 1 h 30 min).
    fn duration_from(
        &mut self,
        first: u64,
        start: usize,
        bare: BareUnit,
    ) -> Result<Duration, TimeControlError> {
        let mut total: u64 = 0;
        let mut value = first;
        let mut last_unit: Option<u64> = None;
        loop {
            self.skip_spaces();
            let unit_start = self.pos;
            let unit = self.unit();
            let secs = match (unit.as_deref(), last_unit) {
                (None, None) => match bare {
                    BareUnit::Minutes => 60,
                    BareUnit::Seconds => 1,
                },
                (None, Some(u)) if u >= 60 => u / 60,
                (None, Some(_)) => {
                    return Err(self.error(unit_start, TimeControlErrorKind::ExpectedUnit));
                }
                (Some(u), _) => unit_seconds(u).ok_or_else(|| {
                    self.error(unit_start, TimeControlErrorKind::UnknownUnit(u.to_string()))
                })?,
            };
            total = value
                .checked_mul(secs)
                .and_then(|v| v.checked_add(total))
                .filter(|&t| t <= MAX_PERIOD.as_secs() * 10)
                .ok_or_else(|| self.error(start, TimeControlErrorKind::NumberTooLarge))?;
            if unit.is_none() {
                return Ok(Duration::from_secs(total));
            }
            last_unit = Some(secs);
            self.skip_spaces();
            if !self.peek().is_some_and(|c| c.is_ascii_digit()) {
                return Ok(Duration::from_secs(total));
            }
            value = self.number()?;
        }
    }

    fn unit(&mut self) -> Option<String> {
        let start = self.pos;
        while self.peek().is_some_and(char::is_alphabetic) {
            self.pos += 1;
        }
        (self.pos > start).then(|| self.chars[start..self.pos].iter().collect())
    }

    fn number(&mut self) -> Result<u64, TimeControlError> {
        let start = self.pos;
        let mut n: u64 = 0;
        while let Some(d) = self.peek().and_then(|c| c.to_digit(10)) {
            n = n
                .checked_mul(10)
                .and_then(|n| n.checked_add(u64::from(d)))
                .ok_or_else(|| self.error(start, TimeControlErrorKind::NumberTooLarge))?;
            self.pos += 1;
        }
        if self.pos == start {
            return Err(match self.peek() {
                None => self.error(start, TimeControlErrorKind::ExpectedNumber),
                Some(c) => self.error(start, TimeControlErrorKind::Unexpected(c)),
            });
        }
        Ok(n)
    }
}

/// Seconds per unit word.
fn unit_seconds(unit: &str) -> Option<u64> {
    Some(match unit.to_lowercase().as_str() {
        "h" | "hr" | "hrs" | "hour" | "hours" | "小时" | "时" => 3600,
        "m" | "min" | "mins" | "minute" | "minutes" | "分" | "分钟" => 60,
        "s" | "sec" | "secs" | "second" | "seconds" | "秒" => 1,
        _ => return None,
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    fn min(m: u64) -> Duration {
        Duration::from_secs(m * 60)
    }

    fn tc(spec: &str) -> TimeControl {
        TimeControl::parse(spec).unwrap_or_else(|e| panic!("{spec}: {e}"))
    }

    fn err(spec: &str) -> TimeControlError {
        TimeControl::parse(spec).expect_err(spec)
    }

    #[test]
    fn rule_book_presets_6_1_to_6_5() {
        // 6.1: 40 moves in 90 minutes, then 10 moves in every 15 minutes.
        let t = tc("6.1");
        assert_eq!(
            t.periods(),
            &[
                Period {
                    moves: Some(40),
                    time: min(90)
                },
                Period {
                    moves: Some(10),
                    time: min(15)
                }
            ]
        );
        assert_eq!(
            t.period(7),
            Some(Period {
                moves: Some(10),
                time: min(15)
            })
        );
        // 6.2: 30 in 60, then 10 in every 10.
        assert_eq!(tc("6.2").to_string(), "30/60m,10/10m");
        // 6.3: 40 in 10, then 50 in every 5 (rapid).
        assert_eq!(tc("6.3").to_string(), "40/10m,50/5m");
        // 6.4: 30 moves in every 5 minutes.
        let t = tc("6.4");
        assert_eq!(
            t.periods(),
            &[Period {
                moves: Some(30),
                time: min(5)
            }]
        );
        assert_eq!(t.period(3), t.period(0));
        // 6.5: all the time for the whole game, no move count.
        let t = tc("6.5");
        assert_eq!(
            t.periods(),
            &[Period {
                moves: None,
                time: min(60)
            }]
        );
    }

    #[test]
    fn common_controls() {
        let t = tc("15m+10s");
        assert_eq!(
            t.periods(),
            &[Period {
                moves: None,
                time: min(15)
            }]
        );
        assert_eq!(t.bonus(), Bonus::Increment(Duration::from_secs(10)));
        assert_eq!(tc("15+10"), t, "bare numbers: minutes, then seconds");
        assert_eq!(tc("5m+3s").increment(), Duration::from_secs(3));
        assert_eq!(tc("10m").bonus(), Bonus::None);
        assert!(tc("untimed").is_untimed());
        assert!(tc(" UNTIMED ").is_untimed());
        assert_eq!(tc("5m+d3s").bonus(), Bonus::Delay(Duration::from_secs(3)));
        assert_eq!(tc("5m + delay 3s").delay(), Duration::from_secs(3));
        assert_eq!(tc("1h30m").periods()[0].time, min(90));
        assert_eq!(tc("90分钟+30秒").increment(), Duration::from_secs(30));
        assert_eq!(tc("1m30s").periods()[0].time, Duration::from_secs(90));
        assert_eq!(tc("6.5+10s").increment(), Duration::from_secs(10));
        assert_eq!(tc("1h30").periods()[0].time, min(90));
        assert_eq!(tc("1m30").periods()[0].time, Duration::from_secs(90));
    }

    #[test]
    fn periods_with_sudden_death_at_the_end() {
        let t = tc("40/90m, 30m+30s");
        assert_eq!(
            t.period(0),
            Some(Period {
                moves: Some(40),
                time: min(90)
            })
        );
        assert_eq!(
            t.period(1),
            Some(Period {
                moves: None,
                time: min(30)
            })
        );
        assert_eq!(t.period(9), t.period(1));
        assert_eq!(t.to_string(), "40/90m,30m+30s");
    }

    #[test]
    fn display_round_trips() {
        for p in PRESETS {
            let t = tc(p.spec);
            assert_eq!(tc(&t.to_string()), t, "{}", p.name);
            assert_eq!(TimeControl::preset(p.name), Some(t));
        }
        assert_eq!(tc("2h").to_string(), "120m", "minutes, as article 6 counts");
        for spec in ["45s", "1m30s", "3/1m,1/10s+d2s", "40/90m,10/15m+30s"] {
            assert_eq!(tc(spec).to_string(), spec);
        }
    }

    #[test]
    fn errors_say_what_and_where() {
        let e = err("");
        assert_eq!(e.kind, TimeControlErrorKind::Empty);
        let e = err("40/90x");
        assert_eq!(e.kind, TimeControlErrorKind::UnknownUnit("x".into()));
        assert_eq!(e.column, 6);
        assert!(e.to_string().contains("column 6"), "{e}");
        let e = err("0/90m");
        assert_eq!((e.kind, e.column), (TimeControlErrorKind::ZeroMoves, 1));
        assert_eq!(err("0m").kind, TimeControlErrorKind::ZeroTime);
        assert_eq!(err("40/").kind, TimeControlErrorKind::MissingTime);
        let e = err("30m,40/90m");
        assert_eq!(
            (e.kind, e.column),
            (TimeControlErrorKind::PeriodAfterSuddenDeath, 5)
        );
        assert_eq!(err("15m+2h").kind, TimeControlErrorKind::BonusTooLong);
        assert_eq!(err("200h").kind, TimeControlErrorKind::PeriodTooLong);
        assert_eq!(
            err("99999999999999999999999m").kind,
            TimeControlErrorKind::NumberTooLarge
        );
        assert_eq!(err("10m?").kind, TimeControlErrorKind::Unexpected('?'));
        assert_eq!(err("6.1x").kind, TimeControlErrorKind::Unexpected('.'));
        assert_eq!(
            err("untimed+10s").kind,
            TimeControlErrorKind::Unexpected('u')
        );
        assert_eq!(err("2000/90m").kind, TimeControlErrorKind::TooManyMoves);
        assert_eq!(err("+10s").kind, TimeControlErrorKind::Unexpected('+'));
        assert_eq!(err("10s5").kind, TimeControlErrorKind::ExpectedUnit);
    }

    #[test]
    fn untimed_has_no_bonus() {
        let t = TimeControl::new(vec![], Bonus::Increment(Duration::from_secs(5))).unwrap();
        assert_eq!(t, TimeControl::untimed());
        assert_eq!(t.period(0), None);
    }

    #[test]
    fn descriptions_in_both_languages() {
        let t = tc("6.1");
        assert_eq!(
            t.describe(Lang::En),
            "40 moves in 90 min, then 10 moves in every 15 min"
        );
        assert_eq!(
            t.describe(Lang::Zh),
            "90分钟内走满40着，以后每15分钟走满10着"
        );
        assert_eq!(
            tc("15m+10s").describe(Lang::En),
            "15 min for the game, plus 10 s per move"
        );
        assert_eq!(
            tc("5m+d3s").describe(Lang::Zh),
            "每方5分钟包干，每着延时3秒"
        );
    }

    #[test]
    fn serde_uses_the_spec_string() {
        let t = tc("40/90m,10/15m+30s");
        let j = serde_json::to_string(&t).unwrap();
        assert_eq!(j, "\"40/90m,10/15m+30s\"");
        assert_eq!(serde_json::from_str::<TimeControl>(&j).unwrap(), t);
        assert!(serde_json::from_str::<TimeControl>("\"0m\"").is_err());
    }
}
