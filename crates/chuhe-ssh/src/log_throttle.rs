//! The operator's log under a flood: a refusal before the handshake is logged at
//! most once a second for each reason, the next line saying how many went unsaid,
//! so that thousands of refused connections a second do not fill the disk.

use std::collections::HashMap;
use std::time::{Duration, Instant};

const EVERY: Duration = Duration::from_secs(1);

/// Per reason: when it was last logged, and how many since went unlogged.
#[derive(Debug, Default)]
pub struct LogThrottle(HashMap<&'static str, (Instant, u64)>);

impl LogThrottle {
    /// The line to log for one more refusal for `reason` at `now`, if any:
    /// `what` itself, with the count of those left unsaid since the last line.
    pub fn line(&mut self, reason: &'static str, what: String, now: Instant) -> Option<String> {
        match self.0.get_mut(reason) {
            Some((last, unsaid)) if now.saturating_duration_since(*last) < EVERY => {
                *unsaid += 1;
                None
            }
            Some((last, unsaid)) => {
                let line = if *unsaid > 0 {
                    format!("{what} (and {unsaid} more like it since the last line)")
                } else {
                    what
                };
                (*last, *unsaid) = (now, 0);
                Some(line)
            }
            None => {
                self.0.insert(reason, (now, 0));
                Some(what)
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_flood_is_one_line_a_second_with_the_count() {
        let mut t = LogThrottle::default();
        let t0 = Instant::now();
        let ms = Duration::from_millis;
        assert_eq!(t.line("full", "a".into(), t0).as_deref(), Some("a"));
        for n in 1..=500 {
            assert_eq!(t.line("full", "b".into(), t0 + ms(n)), None);
        }
        assert!(
            t.line("other", "c".into(), t0).is_some(),
            "each reason apart"
        );
        assert_eq!(
            t.line("full", "d".into(), t0 + ms(1000)).as_deref(),
            Some("d (and 500 more like it since the last line)")
        );
        assert_eq!(
            t.line("full", "e".into(), t0 + ms(2500)).as_deref(),
            Some("e")
        );
    }
}
