//! The game the TUI drives: a [`Match`] (the referee: clocks, scoresheets, fouls,
//! offers, claims, touch-move) played hot-seat on one keyboard.
//!
//! The referee wants to know which side performs each action; on one keyboard the
//! screen decides whose hands are on the keys:
//! - a move, a touch, an undo: the side to move;
//! - pressing the clock, resigning, claiming the natural limit: the side whose clock
//!   runs (the mover, until they press);
//! - offering a draw: the side that has just moved (23.1: after one's own move);
//!   accepting it: the other side;
//! - writing a scoresheet entry: the entry's owner.
//!
//! Time: the loop passes `Instant`s; the referee counts [`Millis`] from the moment
//! the game was created (or restored) here.

use std::time::{Duration, Instant};

use chuhe_core::adjudication::RuleSet;
use chuhe_core::catalogue::TuiError;
use chuhe_core::match_control::{
    Action, ArbiterAction, Event, Match, MatchConfig, MatchError, MatchRecord, MatchView, Millis,
    Mode, PlayedMove, Reason, Recording, Ruling, Text, TimeControl, Verdict,
};
use chuhe_core::rules::{Color, Move, Position};
use chuhe_net::TakebackAnswer;
use chuhe_net::seat::{Notice, RemoteSeat, Synced};

/// The match configuration chuhe uses for a hot-seat game of `mode`: the referee's
/// defaults, except that each player records only their own moves. Article 7.1 asks
/// both to record every move, which on a shared keyboard would have the player to
/// move write the opponent's move first; a demanding player still writes each of
/// their own moves, checked against the board (networked play keeps `AllMoves`).
pub fn hot_seat_config(mode: Mode) -> MatchConfig {
    let mut c = MatchConfig::new(mode);
    if c.recording == Recording::AllMoves {
        c.recording = Recording::OwnMoves;
    }
    c
}

/// The referee of a new game, started at `Millis(0)`, judged by the adjudication
/// module (the referee's default arbiter).
fn referee(config: MatchConfig) -> Match {
    Match::new(config, Millis(0))
}

/// A game rebuilt from its log, judged as [`referee`] judges.
fn replay(record: &MatchRecord) -> Result<Match, chuhe_core::match_control::ReplayError> {
    Match::replay(record)
}

/// Why the host's game does not replay here, in the catalogue's terms.
fn mirror_problem(e: chuhe_net::mirror::MirrorError) -> TuiError {
    use chuhe_net::mirror::MirrorError as E;
    match e {
        E::Replay(r) => TuiError::HostReplay {
            index: r.index,
            error: Box::new(r.error),
        },
        E::Gap { from, have } => TuiError::HostGap { from, have },
        E::Entry { index, error } => TuiError::HostEntry {
            index,
            error: Box::new(error),
        },
    }
}

/// What `d` does: who accepts or who offers.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum DrawIntent {
    Accept { by: Color },
    Offer { by: Color },
}

pub struct GameInPlay {
    m: Match,
    /// The instant `Millis(0)` stands for.
    epoch: Instant,
    now: Millis,
    view: MatchView,
    /// A seat at a game hosted elsewhere ([`GameInPlay::remote`]): `m` is then the host's
    /// referee replicated here, changed only by what the host sends.
    remote: Option<RemoteSeat>,
    /// Hints each side has asked for (Red, Black): kept in the record (`RedHints`,
    /// `BlackHints`) and shown on the result sheet.
    hints: [u32; 2],
}

impl std::fmt::Debug for GameInPlay {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("Game")
            .field("referee", &self.m)
            .field("now", &self.now)
            .finish_non_exhaustive()
    }
}

impl GameInPlay {
    pub fn new(config: MatchConfig, now: Instant) -> GameInPlay {
        GameInPlay::around(referee(config), now, Millis(0))
    }

    fn around(m: Match, now: Instant, at: Millis) -> GameInPlay {
        let epoch = now.checked_sub(Duration::from_millis(at.0)).unwrap_or(now);
        let view = m.view(at);
        GameInPlay {
            m,
            epoch,
            now: at,
            view,
            remote: None,
            hints: [0; 2],
        }
    }

    /// A seat (or a spectator's chair) at a networked game: the referee is the
    /// host's, replicated here; actions go to the host (`chuhe_net::seat`).
    pub fn remote(mut seat: RemoteSeat, now: Instant) -> Result<GameInPlay, TuiError> {
        let m = seat.replica().map_err(mirror_problem)?;
        let at = seat.host_time(now);
        let mut game = GameInPlay::around(m, now, at);
        game.remote = Some(seat);
        game.refresh_at(at);
        Ok(game)
    }

    /// The seat at the host, for a networked game.
    pub fn remote_seat(&self) -> Option<&RemoteSeat> {
        self.remote.as_ref()
    }

    /// Takes in what the host of a networked game sent, and the news of the
    /// connection.
    pub fn sync(&mut self, now: Instant) -> (Synced, Vec<Notice>) {
        let Some(seat) = &mut self.remote else {
            return (Synced::default(), Vec::new());
        };
        let synced = seat.sync(&mut self.m);
        let notices = seat.notices();
        self.refresh_at(self.millis(now));
        (synced, notices)
    }

    /// Rebuilds a game from its log (a resumed autosave) as it stood at `saved_at`:
    /// clocks, scoresheets, fouls exactly as they were. The game's timeline goes on
    /// from `saved_at` at `now`, so the time the program was not running is not
    /// charged, while a turn in progress keeps the time already spent on it.
    pub fn restore(
        record: &MatchRecord,
        saved_at: Millis,
        now: Instant,
    ) -> Result<GameInPlay, TuiError> {
        let m = replay(record)?;
        let last = m.log().last().map_or(record.started_at, |l| l.at);
        Ok(GameInPlay::around(m, now, saved_at.max(last)))
    }

    /// Goes on from the last instant seen at `now`: the time in between (a
    /// question answered before resuming) is not charged.
    pub fn resume_at(&mut self, now: Instant) {
        self.epoch = now
            .checked_sub(Duration::from_millis(self.now.0))
            .unwrap_or(now);
    }

    /// The referee's time of the last instant seen.
    pub fn now_millis(&self) -> Millis {
        self.now
    }

    /// A game from a record without a log: its moves replayed in an instant (each
    /// with the entry its player wrote, if any), and a result the record gives but
    /// the board does not show (a resignation, a draw) declared as recorded.
    pub fn from_moves(
        config: MatchConfig,
        moves: &[(Move, Option<String>)],
        recorded: Option<chuhe_core::match_control::Outcome>,
        now: Instant,
    ) -> Result<GameInPlay, TuiError> {
        let mut m = referee(config);
        for (i, (mv, entry)) in moves.iter().enumerate() {
            let by = m.to_move();
            let fail = |error: MatchError| TuiError::RecordMove {
                n: i + 1,
                mv: mv.to_string(),
                error: Box::new(error),
            };
            m.apply(
                by,
                Action::Move {
                    mv: *mv,
                    entry: entry.clone(),
                },
                Millis(0),
            )
            .map_err(fail)?;
            if m.awaiting_press() {
                m.apply(by, Action::PressClock, Millis(0)).map_err(fail)?;
            }
        }
        if let Some(outcome) = recorded
            && !m.is_over()
        {
            let verdict = Verdict {
                outcome,
                reason: Reason::ArbiterDecision(Ruling {
                    article: "10.1".into(),
                    text: super::i18n::both(super::i18n::Msg::AsRecorded),
                }),
            };
            m.arbiter_act(ArbiterAction::Declare { verdict }, Millis(0))
                .map_err(|error| TuiError::RecordedResult {
                    error: Box::new(error),
                })?;
        }
        Ok(GameInPlay::around(m, now, Millis(0)))
    }

    /// The referee's time for an instant of the loop.
    pub fn millis(&self, now: Instant) -> Millis {
        if let Some(seat) = &self.remote {
            return seat.host_time(now);
        }
        Millis(now.saturating_duration_since(self.epoch).as_millis() as u64)
    }

    pub fn instant(&self, at: Millis) -> Instant {
        if let Some(seat) = &self.remote {
            return seat.clock().instant(at);
        }
        self.epoch + Duration::from_millis(at.0)
    }

    /// Everything the screen draws, as of the last instant seen.
    pub fn view(&self) -> &MatchView {
        &self.view
    }

    pub fn referee(&self) -> &Match {
        &self.m
    }

    pub fn config(&self) -> &MatchConfig {
        self.m.config()
    }

    pub fn mode(&self) -> Mode {
        self.m.config().mode
    }

    pub fn rules(&self) -> RuleSet {
        self.m.config().rules
    }

    pub fn time_control(&self) -> &TimeControl {
        &self.m.config().time_control
    }

    pub fn position(&self) -> &Position {
        self.m.position()
    }

    pub fn start_position(&self) -> &Position {
        &self.m.config().start
    }

    pub fn plies(&self) -> &[PlayedMove] {
        self.m.moves()
    }

    pub fn moves(&self) -> impl Iterator<Item = Move> + '_ {
        self.m.moves().iter().map(|p| p.mv)
    }

    pub fn last_move(&self) -> Option<Move> {
        self.m.moves().last().map(|p| p.mv)
    }

    pub fn side_to_move(&self) -> Color {
        self.m.to_move()
    }

    /// At a networked game, a player typing while it is the opponent's move is told
    /// so before the text is read as the opponent's move (2.1).
    pub fn out_of_turn(&self) -> Option<MatchError> {
        let seat = self.remote.as_ref()?.seat()?;
        let to_move = self.m.to_move();
        (seat != to_move && !self.m.is_over()).then_some(MatchError::NotYourTurn { to_move })
    }

    /// The side whose clock runs: the one at the keyboard.
    pub fn at_keyboard(&self) -> Color {
        self.m.clock_holder()
    }

    pub fn is_over(&self) -> bool {
        self.m.is_over()
    }

    pub fn verdict(&self) -> Option<&Verdict> {
        self.m.verdict()
    }

    /// The general in check, if the side to move is in check.
    pub fn checked_general(&self) -> Option<chuhe_core::rules::Square> {
        let p = self.m.position();
        p.is_check().then(|| p.king(p.side_to_move()))
    }

    /// Players write their own scoresheet in this game.
    pub fn players_record(&self) -> bool {
        self.m.config().recording != Recording::Automatic
    }

    /// The clock is pressed explicitly after each move.
    pub fn explicit_press(&self) -> bool {
        !self.m.config().auto_press_clock
    }

    /// Settles the clocks at `now` and refreshes the view.
    pub fn tick(&mut self, now: Instant) -> Vec<Event> {
        let at = self.millis(now).max(self.now);
        if self.remote.is_some() {
            // The host settles the clocks; the replica only shows them.
            self.refresh_at(at);
            return Vec::new();
        }
        let events = self.m.tick(at);
        self.refresh_at(at);
        events
    }

    fn refresh_at(&mut self, at: Millis) {
        self.now = at;
        self.view = match &self.remote {
            Some(seat) => seat.view_at(&self.m, at),
            None => self.m.view(at),
        };
    }

    fn act(&mut self, by: Color, action: Action, now: Instant) -> Result<Vec<Event>, MatchError> {
        if let Some(seat) = &mut self.remote {
            // The host acts for this connection's seat, whoever `by` names.
            let result = seat.act(&mut self.m, action).map(|s| s.events);
            self.refresh_at(self.millis(now));
            return result;
        }
        let at = self.millis(now).max(self.now);
        let result = self.m.apply(by, action, at);
        self.refresh_at(at);
        result
    }

    /// The side to move plays `mv`, with the text the player typed as their own
    /// scoresheet entry when they record.
    pub fn play(
        &mut self,
        mv: Move,
        entry: Option<String>,
        now: Instant,
    ) -> Result<Vec<Event>, MatchError> {
        let entry = entry.filter(|_| self.players_record());
        self.act(self.side_to_move(), Action::Move { mv, entry }, now)
    }

    pub fn press_clock(&mut self, now: Instant) -> Result<Vec<Event>, MatchError> {
        self.act(self.at_keyboard(), Action::PressClock, now)
    }

    /// `owner` writes `text` as their entry for ply `ply` (0-based).
    pub fn record(
        &mut self,
        owner: Color,
        ply: usize,
        text: String,
        now: Instant,
    ) -> Result<Vec<Event>, MatchError> {
        self.act(owner, Action::Record { ply, text }, now)
    }

    /// `d`: accept the other side's offer, or offer a draw after one's own move.
    pub fn draw(&mut self, now: Instant) -> Result<Vec<Event>, MatchError> {
        if let Some(offer) = self.view.draw_offer {
            return self.act(!offer.by, Action::AcceptDraw, now);
        }
        let by = self.m.moves().last().map_or(self.side_to_move(), |m| m.by);
        self.act(by, Action::OfferDraw, now)
    }

    /// What `d` would do now: accept the standing offer, or offer a draw — and for
    /// whom (see [`GameInPlay::draw`]).
    pub fn draw_intent(&self) -> DrawIntent {
        match self.view.draw_offer {
            Some(offer) => DrawIntent::Accept { by: !offer.by },
            None => DrawIntent::Offer {
                by: self.m.moves().last().map_or(self.side_to_move(), |m| m.by),
            },
        }
    }

    /// Why a draw cannot be offered yet, when the clock is pressed by hand and the
    /// player at the keyboard has not moved: a draw is offered after one's own move,
    /// before pressing the clock (23.1).
    pub fn offer_too_soon(&self) -> Option<Text> {
        let waiting = self.explicit_press() && !self.view.awaiting_press;
        (self.view.draw_offer.is_none() && waiting && !self.m.is_over())
            .then(|| super::i18n::both(super::i18n::Msg::DrawAfterMove))
    }

    /// Both players agreed to stop (or restart) the clocks in a tournament game
    /// played at one keyboard. The rules let no player stop the clock alone
    /// (9.1.2); here nobody else is present, so the program stops it for both, as
    /// the arbiter would, and the log keeps it as the arbiter's act.
    pub fn agreed_pause_or_resume(&mut self, now: Instant) -> Result<Vec<Event>, MatchError> {
        if self.remote.is_some() {
            return Err(MatchError::PauseNotAllowed);
        }
        let action = if self.view.paused {
            ArbiterAction::Resume
        } else {
            ArbiterAction::Pause
        };
        let at = self.millis(now).max(self.now);
        let result = self.m.arbiter_act(action, at);
        self.refresh_at(at);
        result
    }

    /// A pause in this game needs both players' agreement (tournament, one keyboard).
    pub fn pause_needs_agreement(&self) -> bool {
        self.m.config().disciplined() && self.remote.is_none()
    }

    pub fn resign(&mut self, now: Instant) -> Result<Vec<Event>, MatchError> {
        self.act(self.at_keyboard(), Action::Resign, now)
    }

    /// `side` resigns, whoever's clock runs (a player may resign on the opponent's
    /// time: against an engine, while it thinks).
    pub fn resign_as(&mut self, side: Color, now: Instant) -> Result<Vec<Event>, MatchError> {
        self.act(side, Action::Resign, now)
    }

    pub fn claim_natural_limit(&mut self, now: Instant) -> Result<Vec<Event>, MatchError> {
        self.act(self.at_keyboard(), Action::ClaimNaturalLimit, now)
    }

    /// Asks for a ruling of the repeated position (24).
    pub fn claim_repetition(&mut self, now: Instant) -> Result<Vec<Event>, MatchError> {
        self.act(self.at_keyboard(), Action::ClaimRepetition, now)
    }

    /// Touch-move (第5条): the side to move touches the piece on `sq`.
    pub fn touch(
        &mut self,
        sq: chuhe_core::rules::Square,
        now: Instant,
    ) -> Result<Vec<Event>, MatchError> {
        if !self.m.config().touch_move {
            return Ok(Vec::new());
        }
        self.act(self.side_to_move(), Action::Touch { square: sq }, now)
    }

    pub fn undo(&mut self, now: Instant) -> Result<Vec<Event>, MatchError> {
        self.act(self.side_to_move(), Action::Undo, now)
    }

    /// At a networked game, answers the opponent's take-back request (5.7).
    pub fn answer_takeback(
        &mut self,
        accept: bool,
        now: Instant,
    ) -> Result<Vec<Event>, MatchError> {
        let Some(seat) = &mut self.remote else {
            return Ok(Vec::new());
        };
        let answer = if accept {
            TakebackAnswer::Accept
        } else {
            TakebackAnswer::Decline
        };
        let result = seat.takeback(&mut self.m, answer).map(|s| s.events);
        self.refresh_at(self.millis(now));
        result
    }

    /// At a networked game, the side whose take-back request awaits an answer.
    pub fn takeback_asked_by(&self) -> Option<Color> {
        self.remote.as_ref()?.takeback_asked_by()
    }

    /// At a networked game, the seat played here (`None`: a local game, or watching).
    pub fn my_seat(&self) -> Option<Color> {
        self.remote.as_ref()?.seat()
    }

    /// At a networked game, from the arbiter's seat: the arbiter's action, sent to
    /// the host (`RemoteSeat::arbiter`); the host's refusal is the error. A local
    /// game has no arbiter's seat.
    pub fn arbiter_act(
        &mut self,
        action: ArbiterAction,
        now: Instant,
    ) -> Result<Vec<Event>, MatchError> {
        let Some(seat) = &mut self.remote else {
            return Err(MatchError::Remote(Text::of(
                &chuhe_net::catalogue::NetText::OnlyTheArbiter,
            )));
        };
        let result = seat.arbiter(&mut self.m, action).map(|s| s.events);
        self.refresh_at(self.millis(now));
        result
    }

    /// Watching a networked game: no key acts on it.
    pub fn is_spectator(&self) -> bool {
        self.remote.as_ref().is_some_and(|s| s.seat().is_none())
    }

    pub fn pause_or_resume(&mut self, now: Instant) -> Result<Vec<Event>, MatchError> {
        let action = if self.view.paused {
            Action::Resume
        } else {
            Action::Pause
        };
        self.act(self.side_to_move(), action, now)
    }

    /// When the shown clock next changes (a second ticks down, a delay ends, a flag
    /// falls), or `None` when no clock runs.
    pub fn next_clock_change(&self) -> Option<Instant> {
        if self.m.is_over() || self.view.paused {
            return None;
        }
        let face = &self.view.clocks[self.m.clock_holder().index()];
        if face.untimed || !face.running || face.flag_fallen {
            return None;
        }
        let rem = face.remaining.as_millis() as u64;
        // The clock shows whole seconds, rounded up: it reads 0:01 until the flag falls.
        let shown = rem.div_ceil(1000);
        let until_change = rem - shown.saturating_sub(1) * 1000;
        let delay = face.delay_left.map_or(0, |d| d.as_millis() as u64);
        Some(self.instant(Millis(self.now.0 + delay + until_change.max(1))))
    }

    /// The referee's log, to rebuild the game exactly (the autosave keeps it).
    pub fn log(&self) -> MatchRecord {
        self.m.record()
    }

    /// Hints used so far by Red and by Black.
    pub fn hints_used(&self) -> [u32; 2] {
        self.hints
    }

    /// `side` was shown a hint.
    pub fn count_hint(&mut self, side: Color) {
        self.hints[side.index()] += 1;
    }

    /// The counts a save recorded (a resumed game keeps them).
    pub fn set_hints_used(&mut self, hints: [u32; 2]) {
        self.hints = hints;
    }
}

/// The whole seconds a clock shows: rounded up, so 0:00 means the flag has fallen.
pub fn shown_seconds(remaining: Duration) -> u64 {
    (remaining.as_millis() as u64).div_ceil(1000)
}

#[cfg(test)]
mod tests {
    use super::*;

    fn mv(s: &str) -> Move {
        Move::from_iccs(s).unwrap()
    }

    #[test]
    fn hot_seat_players_record_their_own_moves() {
        assert_eq!(
            hot_seat_config(Mode::Casual).recording,
            Recording::Automatic
        );
        assert_eq!(
            hot_seat_config(Mode::Practice).recording,
            Recording::OwnMoves
        );
        assert_eq!(
            hot_seat_config(Mode::Tournament).recording,
            Recording::OwnMoves
        );
    }

    #[test]
    fn the_clock_is_redrawn_when_its_seconds_change() {
        let t0 = Instant::now();
        let mut config = hot_seat_config(Mode::Casual);
        config.time_control = TimeControl::parse("10m").unwrap();
        let mut g = GameInPlay::new(config, t0);
        // 600.000 s shown as 10:00 until 599.000 s are left.
        assert_eq!(
            g.next_clock_change(),
            Some(t0 + Duration::from_millis(1000))
        );
        g.tick(t0 + Duration::from_millis(1500));
        assert_eq!(
            g.next_clock_change(),
            Some(t0 + Duration::from_millis(2000))
        );
        assert_eq!(shown_seconds(g.view().clocks[0].remaining), 599);
        // Untimed: nothing ever changes by itself.
        let untimed = GameInPlay::new(hot_seat_config(Mode::Casual), t0);
        assert_eq!(untimed.next_clock_change(), None);
    }

    #[test]
    fn draw_offers_come_from_the_side_that_just_moved() {
        let t0 = Instant::now();
        let mut g = GameInPlay::new(hot_seat_config(Mode::Casual), t0);
        g.play(mv("h2e2"), None, t0).unwrap();
        g.draw(t0).unwrap();
        assert_eq!(g.view().draw_offer.map(|o| o.by), Some(Color::Red));
        g.draw(t0).unwrap();
        assert!(g.is_over());
    }

    #[test]
    fn a_log_restores_the_game_without_charging_the_gap() {
        let t0 = Instant::now();
        let mut config = hot_seat_config(Mode::Tournament);
        config.time_control = TimeControl::parse("10m").unwrap();
        let mut g = GameInPlay::new(config, t0);
        let t1 = t0 + Duration::from_secs(7);
        g.play(mv("h2e2"), Some("炮二平五".into()), t1).unwrap();
        g.press_clock(t1).unwrap();
        // Black thinks 4 s, then the program is stopped and saved.
        g.tick(t1 + Duration::from_secs(4));
        let (log, saved_at) = (g.log(), g.now_millis());
        // Restored an hour later: the 7 and 4 seconds are charged, the hour is not.
        let later = t1 + Duration::from_secs(3600);
        let back = GameInPlay::restore(&log, saved_at, later).unwrap();
        assert_eq!(back.view().clocks[0].used, Duration::from_secs(7));
        assert_eq!(back.view().clocks[1].used, Duration::from_secs(4));
        let mut back = back;
        back.tick(later + Duration::from_secs(2));
        assert_eq!(back.view().clocks[1].used, Duration::from_secs(6));
        assert_eq!(back.position(), g.position());
        assert_eq!(
            back.view().sheets[0].rows[0].entry.as_deref(),
            Some("炮二平五")
        );
    }

    #[test]
    fn a_recorded_result_is_declared_when_the_board_does_not_show_it() {
        let g = GameInPlay::from_moves(
            hot_seat_config(Mode::Casual),
            &[(mv("h2e2"), None)],
            Some(chuhe_core::match_control::Outcome::loss_for(Color::Black)),
            Instant::now(),
        )
        .unwrap();
        assert!(g.is_over());
        assert_eq!(g.verdict().unwrap().reason.article(), "10.1");
    }
}
