//! A client's replica of the host's referee. The host sends its referee's log (whole
//! at first, then each new entry); the client replays it on a [`Match`] of its own.
//! The referee reads time only from the instants in the log, so the replica is the
//! host's game exactly — position, clocks, scoresheets, fouls, offers, result — and a
//! remote seat draws from a real `Match`, as a local game does. The replica is only
//! ever changed by the host's log, never by the client.
//!
//! Between states the client's clocks run on from the host's instant (`Snapshot::now`)
//! by the client's own monotonic clock; the host decides when a flag falls.

use std::time::Instant;

use thiserror::Error;

use crate::catalogue::net::NetText;

use chuhe_core::match_control::{
    Event, Logged, Match, MatchConfig, MatchError, MatchView, Millis, ReplayError, Source, Text,
};
use chuhe_core::rules::Color;

use super::protocol::{GameState, SessionView, Snapshot};

#[derive(Clone, Debug, Error, PartialEq, Eq)]
pub enum MirrorError {
    #[error("the host's game does not replay here: {0}")]
    Replay(#[from] ReplayError),
    /// The host sent entries from `from`, the replica has `have`.
    #[error("the host's log skips entries (from {from}, have {have})")]
    Gap { from: usize, have: usize },
    #[error("the host's log entry {index} does not replay here: {error}")]
    Entry { index: usize, error: MatchError },
}

/// The host's timeline, as a client follows it.
#[derive(Copy, Clone, Debug)]
pub struct HostClock {
    host_now: Millis,
    received: Instant,
}

impl HostClock {
    pub fn new(host_now: Millis, received: Instant) -> HostClock {
        HostClock { host_now, received }
    }

    /// The host's instant that `at` (a local instant) stands for.
    pub fn at(&self, at: Instant) -> Millis {
        self.host_now
            .after(at.saturating_duration_since(self.received))
    }

    /// The local instant that the host's `at` stands for.
    pub fn instant(&self, at: Millis) -> Instant {
        if at >= self.host_now {
            self.received + at.since(self.host_now)
        } else {
            self.received
                .checked_sub(self.host_now.since(at))
                .unwrap_or(self.received)
        }
    }
}

/// Applies one logged entry, as the host did.
fn apply_entry(m: &mut Match, entry: &Logged) -> Result<Vec<Event>, MatchError> {
    match &entry.source {
        Source::Player { by, action } => m.apply(*by, action.clone(), entry.at),
        Source::Arbiter { action } => m.arbiter_act(action.clone(), entry.at),
        Source::Tick => Ok(m.tick(entry.at)),
    }
}

/// The game before it starts: as configured, nobody's clock running.
fn waiting(config: &MatchConfig) -> Match {
    Match::new(config.clone(), Millis(0))
}

/// A replica built from a state (whole or waiting); `None` for a partial state.
pub fn rebuild(state: &GameState) -> Option<Result<Match, MirrorError>> {
    match state {
        GameState::Waiting { config } => Some(Ok(waiting(config))),
        GameState::Full { record } => Some(Match::replay(record).map_err(MirrorError::from)),
        GameState::Since { .. } => None,
    }
}

/// Brings `m` up to the state the host sent.
pub fn apply(m: &mut Match, state: &GameState) -> Result<(), MirrorError> {
    if let Some(rebuilt) = rebuild(state) {
        *m = rebuilt?;
        return Ok(());
    }
    let GameState::Since { from, log } = state else {
        unreachable!("only partial states are left")
    };
    let have = m.log().len();
    // Entries the replica already has are skipped (a repeated state is harmless); a
    // gap means the replica has missed something and must be rebuilt.
    if *from > have {
        return Err(MirrorError::Gap { from: *from, have });
    }
    for (i, entry) in log.iter().enumerate().skip(have - from) {
        apply_entry(m, entry).map_err(|error| MirrorError::Entry {
            index: from + i,
            error,
        })?;
    }
    Ok(())
}

/// What a client shows at host instant `at`: the replica's view, with the table's news
/// (no opponent yet, a player away, a take-back asked for) first on the status line.
pub fn view(m: &Match, session: &SessionView, at: Millis) -> MatchView {
    if !session.started {
        let mut v = m.view(Millis(0));
        for face in &mut v.clocks {
            face.running = false;
        }
        v.status.insert(
            0,
            Text::of(&NetText::WaitingForOpponent {
                join: session.join.clone(),
            }),
        );
        return v;
    }
    let mut v = m.view(at);
    let absent: Vec<Color> = Color::ALL
        .into_iter()
        .filter(|c| {
            let seat = &session.seats[c.index()];
            seat.taken && !seat.connected
        })
        .collect();
    if !absent.is_empty() && v.verdict.is_none() {
        v.status
            .insert(0, absence_text(&absent, session.paused_for_absence));
    }
    if let Some(by) = session.takeback {
        v.status
            .insert(0, Text::of(&NetText::TakebackPending { by }));
    }
    v
}

fn absence_text(absent: &[Color], paused: bool) -> Text {
    Text::of(&NetText::Absent {
        who: absent.to_vec(),
        paused,
    })
}

/// A client's whole picture of a hosted game: the replica, the table, the host's time.
pub struct Mirror {
    game: Match,
    session: SessionView,
    clock: HostClock,
}

impl Mirror {
    /// From the first state after a welcome (which is whole).
    pub fn new(first: &Snapshot, received: Instant) -> Result<Mirror, MirrorError> {
        let game = match rebuild(&first.game) {
            Some(g) => g?,
            None => {
                return Err(MirrorError::Gap { from: 1, have: 0 });
            }
        };
        Ok(Mirror {
            game,
            session: first.session.clone(),
            clock: HostClock::new(first.now, received),
        })
    }

    pub fn update(&mut self, s: &Snapshot, received: Instant) -> Result<(), MirrorError> {
        apply(&mut self.game, &s.game)?;
        self.session = s.session.clone();
        self.clock = HostClock::new(s.now, received);
        Ok(())
    }

    pub fn game(&self) -> &Match {
        &self.game
    }

    pub fn session(&self) -> &SessionView {
        &self.session
    }

    pub fn clock(&self) -> HostClock {
        self.clock
    }

    /// What to show at local instant `at`.
    pub fn view(&self, at: Instant) -> MatchView {
        view(&self.game, &self.session, self.clock.at(at))
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use chuhe_core::match_control::{Action, Mode};
    use chuhe_core::rules::Move;

    fn mv(s: &str) -> Action {
        Action::Move {
            mv: Move::from_iccs(s).unwrap(),
            entry: None,
        }
    }

    #[test]
    fn a_replica_fed_the_log_is_the_host_game() {
        let mut config = MatchConfig::new(Mode::Tournament);
        config.time_control = "10m".parse().unwrap();
        let mut host = Match::new(config.clone(), Millis(500));
        let mut replica = rebuild(&GameState::Full {
            record: Box::new(host.record()),
        })
        .unwrap()
        .unwrap();
        let script = [
            (Color::Red, mv("h2e2"), 3_000),
            (Color::Red, Action::PressClock, 3_500),
            (Color::Black, mv("h9g7"), 9_000),
            (Color::Black, Action::PressClock, 9_100),
        ];
        for (by, action, at) in script {
            let from = host.log().len();
            host.apply(by, action, Millis(at)).unwrap();
            let state = GameState::Since {
                from,
                log: host.log()[from..].to_vec(),
            };
            apply(&mut replica, &state).unwrap();
            // The same state twice changes nothing.
            apply(&mut replica, &state).unwrap();
        }
        for at in [9_100, 12_345, 700_000] {
            assert_eq!(replica.view(Millis(at)), host.view(Millis(at)));
        }
        let gap = GameState::Since {
            from: 9,
            log: Vec::new(),
        };
        assert_eq!(
            apply(&mut replica, &gap),
            Err(MirrorError::Gap { from: 9, have: 4 })
        );
    }

    #[test]
    fn host_time_runs_on_from_the_last_state() {
        let t0 = Instant::now();
        let c = HostClock::new(Millis(10_000), t0);
        assert_eq!(
            c.at(t0 + std::time::Duration::from_millis(250)),
            Millis(10_250)
        );
        assert_eq!(
            c.instant(Millis(10_250)),
            t0 + std::time::Duration::from_millis(250)
        );
    }
}
