//! A seat at a hosted game — or a spectator's chair — for a program that keeps its own
//! replica of the referee, as the TUI does: the TUI's game holds a [`Match`] exactly
//! as in a local game, and a [`RemoteSeat`] beside it that sends the player's actions
//! to the host and brings the replica up to date with what the host sends back.
//!
//! An action is first checked against the replica where the answer is certain (a
//! spectator, a game not started, an illegal move on one's own turn: the same answer
//! the host would give, at once and in the screen's own words), then sent; the seat
//! waits for the host's answer and for the state that shows the action, so that the
//! screen changes as soon as the key is pressed, as in a local game.

use std::collections::HashMap;
use std::sync::{Arc, Condvar, Mutex, MutexGuard};
use std::time::{Duration, Instant};

use crate::catalogue::net::NetText;
use chuhe_core::match_control::{Action, Event, Match, MatchError, MatchView, Millis, Text};
use chuhe_core::rules::Color;

use super::client::{Dropped, Link, LinkConfig, LinkError, LinkEvent};
use super::mirror::{self, HostClock, MirrorError};
use super::protocol::{ErrorMsg, Reply, SeatView, SessionView, TakebackAnswer};
use super::transport::Stream;

/// How long an action waits for the host's answer.
const ANSWER_TIMEOUT: Duration = Duration::from_secs(5);

/// News about the connection, for the status line.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Notice {
    /// The connection dropped; the seat is trying to come back.
    Lost(Dropped),
    Reconnected,
    /// The other player sat down (`back`: came back after a drop).
    Arrived {
        color: Color,
        name: String,
        back: bool,
    },
    /// The link is over (the host refused us or is gone for good).
    Closed(Text),
    /// A non-fatal error from the host.
    Error(ErrorMsg),
}

impl Notice {
    pub fn text(&self) -> Text {
        match self {
            Notice::Lost(why) => Text::of(&NetText::Reconnecting { why: why.text() }),
            Notice::Reconnected => Text::of(&NetText::Reconnected),
            Notice::Arrived { color, name, back } => Text::of(&NetText::Arrived {
                color: *color,
                name: name.clone(),
                back: *back,
            }),
            Notice::Closed(t) => t.clone(),
            Notice::Error(e) => e.message.clone(),
        }
    }
}

/// What the link thread leaves for the program.
#[derive(Default)]
struct Inbox {
    replies: HashMap<u64, (Reply, u64)>,
    /// States received so far.
    states: u64,
    notices: Vec<Notice>,
    closed: Option<Text>,
}

struct Shared {
    inbox: Mutex<Inbox>,
    changed: Condvar,
}

fn lock(s: &Shared) -> MutexGuard<'_, Inbox> {
    s.inbox.lock().unwrap_or_else(|e| e.into_inner())
}

/// What a sync brought.
#[derive(Clone, Debug, Default)]
pub struct Synced {
    /// The referee's events, in order.
    pub events: Vec<Event>,
    /// The replica or the table changed.
    pub changed: bool,
}

pub struct RemoteSeat {
    link: Link,
    shared: Arc<Shared>,
    session: SessionView,
    clock: HostClock,
    /// The seats this screen has seen connected: only their return is "back".
    seen_connected: [bool; 2],
}

impl RemoteSeat {
    /// Connects; `wake` is called (from the link's thread) whenever something arrives
    /// that the program should take in with [`RemoteSeat::sync`].
    pub fn connect(
        config: LinkConfig,
        wake: impl Fn() + Send + Sync + 'static,
    ) -> Result<RemoteSeat, LinkError> {
        RemoteSeat::open(config, wake, |config, on_event| {
            Link::connect(config, on_event)
        })
    }

    /// As [`RemoteSeat::connect`], on a stream already connected (the host's own
    /// player, inside the host's process).
    pub fn over(
        stream: Stream,
        config: LinkConfig,
        wake: impl Fn() + Send + Sync + 'static,
    ) -> Result<RemoteSeat, LinkError> {
        RemoteSeat::open(config, wake, |config, on_event| {
            Link::over(stream, config, on_event)
        })
    }

    fn open(
        mut config: LinkConfig,
        wake: impl Fn() + Send + Sync + 'static,
        link: impl FnOnce(LinkConfig, Box<dyn Fn(LinkEvent) + Send + Sync>) -> Result<Link, LinkError>,
    ) -> Result<RemoteSeat, LinkError> {
        config.keep_states = true;
        let shared = Arc::new(Shared {
            inbox: Mutex::new(Inbox::default()),
            changed: Condvar::new(),
        });
        let s = Arc::clone(&shared);
        let on_event = move |e: LinkEvent| {
            {
                let mut inbox = lock(&s);
                match e {
                    LinkEvent::Reply(r) => {
                        let states = inbox.states;
                        inbox.replies.insert(r.id, (r, states));
                    }
                    LinkEvent::State(_) => inbox.states += 1,
                    LinkEvent::Lost(why) => inbox.notices.push(Notice::Lost(why)),
                    LinkEvent::Reconnected => inbox.notices.push(Notice::Reconnected),
                    LinkEvent::Closed(t) => {
                        inbox.closed = Some(t.clone());
                        inbox.notices.push(Notice::Closed(t));
                    }
                    LinkEvent::Error(e) => inbox.notices.push(Notice::Error(e)),
                }
            }
            s.changed.notify_all();
            wake();
        };
        let link = link(config, Box::new(on_event))?;
        let session = link.session();
        let clock = link.host_clock();
        let seen_connected = [session.seats[0].connected, session.seats[1].connected];
        Ok(RemoteSeat {
            link,
            shared,
            session,
            clock,
            seen_connected,
        })
    }

    /// The seat played (`None`: watching).
    pub fn seat(&self) -> Option<Color> {
        self.link.seat()
    }

    pub fn link(&self) -> &Link {
        &self.link
    }

    pub fn session(&self) -> &SessionView {
        &self.session
    }

    /// The host's timeline as followed here.
    pub fn clock(&self) -> HostClock {
        self.clock
    }

    /// The replica to start from (the whole game, as the host first sent it).
    pub fn replica(&mut self) -> Result<Match, MirrorError> {
        let states = self.link.take_states();
        let (first, rest) = states
            .split_first()
            .ok_or(MirrorError::Gap { from: 1, have: 0 })?;
        let mut m = mirror::rebuild(&first.game).ok_or(MirrorError::Gap { from: 1, have: 0 })??;
        for s in rest {
            mirror::apply(&mut m, &s.game)?;
        }
        if let Some(last) = states.last() {
            self.session = last.session.clone();
            self.clock = HostClock::new(last.now, Instant::now());
        }
        Ok(m)
    }

    /// News about the connection since the last call.
    pub fn notices(&mut self) -> Vec<Notice> {
        std::mem::take(&mut lock(&self.shared).notices)
    }

    /// Brings `m` up to what the host has sent.
    pub fn sync(&mut self, m: &mut Match) -> Synced {
        let mut out = Synced::default();
        for s in self.link.take_states() {
            if let Err(e) = mirror::apply(m, &s.game) {
                lock(&self.shared).notices.push(Notice::Error(ErrorMsg::new(
                    super::protocol::ErrorCode::Malformed,
                    false,
                    Text::of(&NetText::OutOfStepShort {
                        detail: e.to_string(),
                    }),
                )));
                continue;
            }
            self.announce_arrivals(&s.session, !m.moves().is_empty());
            self.session = s.session.clone();
            self.clock = HostClock::new(s.now, Instant::now());
            out.events.extend(s.events.iter().cloned());
            out.changed = true;
        }
        out
    }

    /// Tells the player when the other seat's player sits down or comes back.
    fn announce_arrivals(&mut self, next: &SessionView, moves_played: bool) {
        let seen_before = self.seen_connected;
        for (i, seat) in next.seats.iter().enumerate() {
            self.seen_connected[i] |= seat.connected;
        }
        let Some(me) = self.seat() else {
            return;
        };
        let other = !me;
        let (was, now) = (
            &self.session.seats[other.index()],
            &next.seats[other.index()],
        );
        if let Some(back) = arrival(was, now, seen_before[other.index()], moves_played) {
            lock(&self.shared).notices.push(Notice::Arrived {
                color: other,
                name: now.name.clone(),
                back,
            });
        }
    }

    /// The side whose take-back request awaits an answer, as of the latest state.
    pub fn takeback_asked_by(&self) -> Option<Color> {
        self.session.takeback
    }

    /// What to show at the host's instant `at`.
    pub fn view_at(&self, m: &Match, at: Millis) -> MatchView {
        mirror::view(m, &self.session, at)
    }

    /// The host's instant for local instant `at`.
    pub fn host_time(&self, at: Instant) -> Millis {
        self.clock.at(at)
    }

    /// Checks what the replica can tell for certain, as the host would answer.
    fn precheck(&self, m: &Match, action: &Action) -> Result<Color, MatchError> {
        if let Some(t) = lock(&self.shared).closed.clone() {
            return Err(MatchError::Remote(t));
        }
        let Some(seat) = self.seat() else {
            return Err(MatchError::Remote(Text::of(&NetText::Watching)));
        };
        if !self.session.started {
            return Err(MatchError::Remote(Text::of(&NetText::NotStarted)));
        }
        if let Action::Move { mv, .. } = action
            && m.to_move() == seat
            && !m.awaiting_press()
            && !m.is_over()
            && let Err(e) = m.position().check_attempt(*mv)
        {
            return Err(MatchError::Illegal(e));
        }
        Ok(seat)
    }

    /// Sends an action for this seat and waits for the host's answer and the state
    /// that shows it; `m` is brought up to date. `Undo` asks the opponent for a
    /// take-back, or grants theirs.
    pub fn act(&mut self, m: &mut Match, action: Action) -> Result<Synced, MatchError> {
        self.precheck(m, &action)?;
        let id = self
            .link
            .act(action)
            .map_err(|e| MatchError::Remote(e.text()))?;
        self.answer(m, id)
    }

    /// Asks for a take-back, or answers the opponent's request.
    pub fn takeback(
        &mut self,
        m: &mut Match,
        answer: TakebackAnswer,
    ) -> Result<Synced, MatchError> {
        self.precheck(m, &Action::Undo)?;
        let id = self
            .link
            .takeback(answer)
            .map_err(|e| MatchError::Remote(e.text()))?;
        self.answer(m, id)
    }

    /// The arbiter's action, from a seat opened with the arbiter's role and token:
    /// sent as `chuhe arbiter CODE ACTION` sends it, and answered as a player's
    /// action is (the host's reply, then the state that shows it); `m` is brought
    /// up to date. A link without the arbiter's seat is refused by the host.
    pub fn arbiter(
        &mut self,
        m: &mut Match,
        action: chuhe_core::match_control::ArbiterAction,
    ) -> Result<Synced, MatchError> {
        if let Some(t) = lock(&self.shared).closed.clone() {
            return Err(MatchError::Remote(t));
        }
        let id = self
            .link
            .arbiter(action)
            .map_err(|e| MatchError::Remote(e.text()))?;
        self.answer(m, id)
    }

    fn answer(&mut self, m: &mut Match, id: u64) -> Result<Synced, MatchError> {
        let deadline = Instant::now() + ANSWER_TIMEOUT;
        let mut inbox = lock(&self.shared);
        // The reply, then the state the host sends right after it.
        let reply = loop {
            if let Some((reply, states_then)) = inbox.replies.remove(&id) {
                if !reply.ok || inbox.states > states_then {
                    break reply;
                }
                inbox.replies.insert(id, (reply, states_then));
            }
            if let Some(t) = inbox.closed.clone() {
                return Err(MatchError::Remote(t));
            }
            let left = deadline.saturating_duration_since(Instant::now());
            if left.is_zero() {
                return Err(MatchError::Remote(Text::of(&NetText::NoAnswer)));
            }
            inbox = self
                .shared
                .changed
                .wait_timeout(inbox, left)
                .unwrap_or_else(|e| e.into_inner())
                .0;
        };
        drop(inbox);
        if reply.ok {
            Ok(self.sync(m))
        } else {
            // Whatever else came is taken in at the next sync (the program was woken).
            Err(MatchError::Remote(reply.error.unwrap_or_default()))
        }
    }
}

/// Whether the other seat's player arrived between the states `was` and `now`, and
/// if so whether they came back (`Some(true)`) or sat down (`Some(false)`). A seat
/// handed out but never seen connected, in a game without moves, is a first arrival:
/// the club reserves both seats before either player connects.
fn arrival(was: &SeatView, now: &SeatView, seen_before: bool, moves_played: bool) -> Option<bool> {
    (now.connected && !was.connected).then_some(was.taken && (seen_before || moves_played))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_reserved_seat_filled_for_the_first_time_is_a_join_not_a_return() {
        let seat = |taken, connected| SeatView {
            name: "小红".into(),
            taken,
            connected,
        };
        // The club's game: Red's seat reserved, then Red connects.
        assert_eq!(
            arrival(&seat(true, false), &seat(true, true), false, false),
            Some(false)
        );
        // A player seen here before, or one who has played moves, comes back.
        assert_eq!(
            arrival(&seat(true, false), &seat(true, true), true, false),
            Some(true)
        );
        assert_eq!(
            arrival(&seat(true, false), &seat(true, true), false, true),
            Some(true)
        );
        // A seat nobody held, or no change: no news.
        assert_eq!(
            arrival(&seat(false, false), &seat(true, true), false, false),
            Some(false)
        );
        assert_eq!(
            arrival(&seat(true, true), &seat(true, true), true, true),
            None
        );
    }

    /// A dropped host showed "正在重新连接…（the host closed the connection）": the
    /// reason is rendered in the screen's language too.
    #[test]
    fn connection_news_has_no_english_in_its_chinese() {
        let notices = [
            Notice::Lost(Dropped::HostClosed),
            Notice::Lost(Dropped::CannotWrite),
            Notice::Lost(Dropped::HostSilent),
            Notice::Lost(Dropped::Broken("connection reset by peer".into())),
            Notice::Lost(Dropped::OutOfStep("gap at 7".into())),
            Notice::Reconnected,
            Notice::Arrived {
                color: Color::Black,
                name: String::new(),
                back: false,
            },
            Notice::Arrived {
                color: Color::Red,
                name: String::new(),
                back: true,
            },
        ];
        for n in notices {
            let t = n.text();
            assert!(
                !t.zh.chars().any(|c| c.is_ascii_alphabetic()),
                "{n:?}: {}",
                t.zh
            );
            assert!(!t.en.is_empty());
        }
        let t = Notice::Lost(Dropped::HostClosed).text();
        assert_eq!(t.zh, "与主机的连接中断，正在重新连接…（主机关闭了连接）");
        let t = Notice::Arrived {
            color: Color::Black,
            name: "bob".into(),
            back: false,
        }
        .text();
        assert_eq!(t.zh, "黑方（bob）已加入对局");
    }

    #[test]
    fn link_errors_have_no_english_in_their_chinese() {
        for e in [
            LinkError::Timeout,
            LinkError::Broken("broken pipe".into()),
            LinkError::Garbled("expected value".into()),
            LinkError::Closed,
        ] {
            let t = e.text();
            assert!(
                !t.zh.chars().any(|c| c.is_ascii_alphabetic()),
                "{e:?}: {}",
                t.zh
            );
        }
    }
}
