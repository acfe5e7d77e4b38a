//! What the arbiter types, read alike by the arbiter's desk in the TUI and by
//! `chuhe arbiter CODE …`: a side's time left (22.4) and a decision in the arbiter's
//! words (17.4).

use std::time::Duration;

use super::action::ArbiterAction;
use super::outcome::{Outcome, Reason, Ruling, Verdict};
use super::text::Text;

/// Why a typed time left cannot be read.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum ClockTextError {
    /// This part is not a whole number.
    NotWhole(String),
    TooLong,
    /// Not M:SS, H:MM:SS or seconds.
    Shape,
}

/// A time left as the arbiter writes it: `M:SS`, `H:MM:SS` or seconds (the dialog
/// and `chuhe arbiter CODE set-clock` read it alike).
pub fn read_clock(s: &str) -> Result<Duration, ClockTextError> {
    let parts: Vec<&str> = s.trim().split(':').collect();
    let num = |p: &str| -> Result<u64, ClockTextError> {
        p.parse::<u64>()
            .map_err(|_| ClockTextError::NotWhole(p.to_string()))
    };
    let total = |h: u64, m: u64, sec: u64| {
        h.checked_mul(3600)
            .and_then(|h| m.checked_mul(60).and_then(|m| h.checked_add(m)))
            .and_then(|t| t.checked_add(sec))
            .ok_or(ClockTextError::TooLong)
    };
    let secs = match parts.as_slice() {
        [s] => num(s)?,
        [m, sec] => total(0, num(m)?, num(sec)?)?,
        [h, m, sec] => total(num(h)?, num(m)?, num(sec)?)?,
        _ => return Err(ClockTextError::Shape),
    };
    Ok(Duration::from_secs(secs))
}

/// The arbiter ends the game with `outcome` for the reason in `words`, as typed
/// (17.4: the arbiter rules on what happens in the game); the dialog and
/// `chuhe arbiter CODE end` send the same action.
pub fn arbiter_decision(outcome: Outcome, words: &str) -> ArbiterAction {
    let said = format!("{words} (17.4)");
    ArbiterAction::Declare {
        verdict: Verdict {
            outcome,
            reason: Reason::ArbiterDecision(Ruling {
                article: "17.4".into(),
                text: Text::new(said.clone(), said),
            }),
        },
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn clock_times_read_and_bad_ones_say_why() {
        assert_eq!(read_clock("5:00"), Ok(Duration::from_secs(300)));
        assert_eq!(read_clock(" 1:05:09 "), Ok(Duration::from_secs(3909)));
        assert_eq!(read_clock("90"), Ok(Duration::from_secs(90)));
        assert_eq!(read_clock("5:x"), Err(ClockTextError::NotWhole("x".into())));
        assert_eq!(read_clock("1:2:3:4"), Err(ClockTextError::Shape));
        assert_eq!(
            read_clock("99999999999999999:00:00"),
            Err(ClockTextError::TooLong)
        );
    }
}
