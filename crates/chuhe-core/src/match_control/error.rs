//! Why the referee refused an action, in both languages and with the article. A refused
//! action changes nothing.

use std::fmt;

use super::Mode;
use super::draw_offer::OfferRefusal;
use super::outcome::Verdict;
use super::text::Text;
use super::touch_move::Obligation;
use crate::lang::Lang;
use crate::rules::{Color, IllegalAttempt, IllegalMove};

#[derive(Clone, Debug, PartialEq, Eq, strum::EnumCount)]
pub enum MatchError {
    /// The game is over (a result stands).
    GameOver(Verdict),
    /// The clocks are paused: nothing but recording, answering a draw offer or
    /// resigning until the game resumes.
    Paused,
    NotPaused,
    /// It is `to_move`'s turn.
    NotYourTurn {
        to_move: Color,
    },
    /// You have moved: press the clock (6).
    PressTheClock,
    /// `mover` has moved but not yet pressed the clock; their clock still runs (6).
    OpponentHasNotPressed {
        mover: Color,
    },
    /// Pressing the clock while one's own face is not running does nothing (6).
    ClockNotRunning,
    /// The clock is pressed with the move in this mode.
    PressedAutomatically,
    /// Outside tournament mode a press before moving is refused (not penalised).
    MoveBeforePressing,
    /// The move breaks a rule (2.2, 3.4); who tried it names the points.
    Illegal(IllegalAttempt),
    /// A touched piece binds (第5条).
    TouchMove(Obligation),
    /// 7.2: complete these plies (0-based) on your scoresheet before moving.
    CompleteScoresheetFirst {
        plies: Vec<usize>,
    },
    DrawOffer(OfferRefusal),
    NoDrawOffer,
    OwnDrawOffer,
    /// Claims and questions are made on one's own time (8.5).
    NotOnOwnTime,
    /// Take-backs exist only in casual mode (5.7: 落子生根).
    UndoNotAllowed {
        mode: Mode,
    },
    NothingToUndo,
    /// In tournament mode only the arbiter stops the clock (9.1.2).
    PauseNotAllowed,
    /// Ply `ply` (0-based) has not been played (`plies` have).
    NoSuchPly {
        ply: usize,
        plies: usize,
    },
    /// chuhe keeps the scoresheet in this mode.
    NotRecording,
    /// Refused by the host of a networked game, in its words: a reason of the table
    /// (a spectator acting, no opponent yet, the clock held for an absent player) or
    /// a refusal the client could not foresee.
    Remote(Text),
    /// 22.4: an untimed game has no clock to set.
    ClockUntimed,
    /// 23.2: the position reached is not a pending position.
    NoCycle {
        explanation: Text,
    },
}

impl MatchError {
    /// The article that makes the refusal, if any.
    pub fn article(&self) -> Option<&str> {
        Some(match self {
            MatchError::GameOver(v) => v.reason.article(),
            MatchError::PressTheClock
            | MatchError::OpponentHasNotPressed { .. }
            | MatchError::ClockNotRunning => "6",
            MatchError::MoveBeforePressing => "6",
            MatchError::Illegal(e) => match e.reason {
                IllegalMove::LeavesGeneralInCheck(_) => "3.4",
                _ => "2.2",
            },
            MatchError::TouchMove(o) => o.article,
            MatchError::CompleteScoresheetFirst { .. } => "7.2",
            MatchError::DrawOffer(r) => r.article(),
            MatchError::NoDrawOffer | MatchError::OwnDrawOffer => "23.1",
            MatchError::NotOnOwnTime => "8.5",
            MatchError::UndoNotAllowed { .. } => "5.7",
            MatchError::PauseNotAllowed => "9.1.2",
            MatchError::NotYourTurn { .. } => "2.1",
            _ => return None,
        })
    }

    /// The message in both languages, article included (worded by the catalogue).
    pub fn text(&self) -> Text {
        match self {
            MatchError::Remote(text) => text.clone(),
            _ => Text::of(self),
        }
    }

    pub fn message(&self, lang: Lang) -> String {
        self.text().get(lang).to_string()
    }
}

impl fmt::Display for MatchError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.text().en)
    }
}

impl std::error::Error for MatchError {}
