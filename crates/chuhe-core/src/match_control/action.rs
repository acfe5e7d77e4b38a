//! What players and the arbiter do to a game ([`Action`], [`ArbiterAction`]), and what
//! the referee reports back ([`Event`]). All serialise to JSON, so that a networked
//! seat can send its intents and receive the outcome.

use std::time::Duration;

use super::arbiter::{ClaimAudit, RepetitionClaim};
use super::fouls::FoulKind;
use super::outcome::Verdict;
use super::scoresheet::EntryCheck;
use super::text::Text;
use super::wire;
use crate::rules::{Color, Move, Square};

/// A player's action. The player is given separately (`Match::apply(by, …)`).
#[derive(Clone, Debug, PartialEq, Eq, serde::Serialize, serde::Deserialize)]
#[serde(rename_all = "snake_case", tag = "action")]
pub enum Action {
    /// Play a move, with the player's own scoresheet entry for it if they wrote one
    /// (practice and tournament modes: e.g. the text they typed to make the move).
    Move {
        #[serde(with = "wire::mv")]
        mv: Move,
        #[serde(default)]
        entry: Option<String>,
    },
    /// Write or rewrite the entry of ply `ply` (0-based) on one's own scoresheet
    /// (7.1, 7.2; after the game, 7.3).
    Record {
        ply: usize,
        text: String,
    },
    /// Press the clock after moving (6). In tournament mode a press before moving is
    /// penalised (4.1.9).
    PressClock,
    /// Offer a draw after one's own move, before pressing (23.1).
    OfferDraw,
    AcceptDraw,
    DeclineDraw,
    Resign,
    /// Claim a draw by the natural move limit (23.3).
    ClaimNaturalLimit,
    /// Ask the arbiter to rule on a repeated position (待判局面, 24).
    ClaimRepetition,
    /// Select (touch) the piece on `square` (第5条, when touch-move is on).
    Touch {
        #[serde(with = "wire::square")]
        square: Square,
    },
    /// Take back the last move (casual mode only).
    Undo,
    /// Stop both clocks (casual and practice; in tournament only the arbiter may, 9.1.2).
    Pause,
    Resume,
}

/// What the arbiter (the host, not a player) may do.
#[derive(Clone, Debug, PartialEq, Eq, serde::Serialize, serde::Deserialize)]
#[serde(rename_all = "snake_case", tag = "action")]
pub enum ArbiterAction {
    Pause,
    Resume,
    /// Record a foul the program cannot see (9.1.1, 9.1.2, 9.1.8).
    Foul {
        #[serde(with = "wire::color")]
        player: Color,
        kind: FoulKind,
    },
    /// End the game by ruling (4.1.13, 4.2.2, 7.4, …).
    Declare {
        verdict: Verdict,
    },
    /// Set `player`'s clock to `remaining` (22.4: a faulty clock is replaced and set as
    /// the arbiter tells both players).
    SetClock {
        #[serde(with = "wire::color")]
        player: Color,
        remaining: Duration,
    },
    /// Rule on a natural-limit claim (23.3): `claimant`'s, audited as the referee audits
    /// a player's claim (a false one costs the claimant a foul and 5 minutes); `None`:
    /// the arbiter's own audit ("双方均未提出审核时，裁判经审核着数亦可判和"), which costs
    /// nobody anything.
    RuleNaturalLimit {
        #[serde(default, with = "wire::opt_color")]
        claimant: Option<Color>,
    },
    /// Rule on the position reached as a pending position (待判局面, 24).
    RulePending {
        #[serde(default, with = "wire::opt_color")]
        claimant: Option<Color>,
    },
    /// 23.2: the cycle has repeated three times and goes on: a draw, though neither
    /// player offered one (when the cycle is not a draw under the 棋例, the ruling of 24
    /// stands instead).
    CycleDraw,
    /// A sanction of article 18 with the arbiter's note.
    Sanction {
        #[serde(with = "wire::color")]
        player: Color,
        sanction: Sanction,
        note: String,
    },
    /// 21.3: both players were late; `player`'s lateness that their clock did not run
    /// is added to their time used.
    ChargeLateness {
        #[serde(with = "wire::color")]
        player: Color,
        late: Duration,
    },
}

/// The sanctions an arbiter at the board gives (18.1, 18.2).
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash, serde::Serialize, serde::Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Sanction {
    /// 警告 (18.1).
    Warning,
    /// 取消当场比赛资格 (18.2): the game is lost.
    Disqualification,
}

impl Sanction {
    pub fn article(self) -> &'static str {
        match self {
            Sanction::Warning => "18.1",
            Sanction::Disqualification => "18.2",
        }
    }
}

impl ArbiterAction {
    /// The article the action applies.
    pub fn article(&self) -> &str {
        match self {
            ArbiterAction::Pause | ArbiterAction::Resume => "17.4",
            ArbiterAction::Foul { kind, .. } => kind.article(),
            ArbiterAction::Declare { verdict } => verdict.reason.article(),
            ArbiterAction::SetClock { .. } => "22.4",
            ArbiterAction::RuleNaturalLimit { .. } => "23.3",
            ArbiterAction::RulePending { .. } => "24",
            ArbiterAction::CycleDraw => "23.2",
            ArbiterAction::Sanction { sanction, .. } => sanction.article(),
            ArbiterAction::ChargeLateness { .. } => "21.3",
        }
    }

    /// What the arbiter did, as both players are told it, with its article (the words
    /// are the catalogue's).
    pub fn text(&self) -> Text {
        use crate::lang::{Lang, Render};
        Text::new(self.render(Lang::Zh), self.render(Lang::En))
    }
}

/// What happened, in order, as a result of an action or of time passing.
#[derive(Clone, Debug, PartialEq, Eq, serde::Serialize, serde::Deserialize)]
#[serde(rename_all = "snake_case", tag = "event")]
pub enum Event {
    Moved {
        #[serde(with = "wire::color")]
        by: Color,
        ply: usize,
        #[serde(with = "wire::mv")]
        mv: Move,
        /// In Chinese notation.
        text: String,
    },
    ClockPressed {
        #[serde(with = "wire::color")]
        by: Color,
        /// Time charged for the move.
        charged: Duration,
        increment: Duration,
        remaining: Duration,
    },
    /// `by` completed a period's moves and entered period `period` (1-based).
    PeriodEntered {
        #[serde(with = "wire::color")]
        by: Color,
        period: u32,
    },
    /// The clock pressed before moving (4.1.9: the second time loses).
    PressedWithoutMove {
        #[serde(with = "wire::color")]
        by: Color,
        count: u32,
    },
    /// A scoresheet entry written and checked.
    Recorded {
        #[serde(with = "wire::color")]
        by: Color,
        ply: usize,
        check: EntryCheck,
    },
    Foul {
        #[serde(with = "wire::color")]
        by: Color,
        kind: FoulKind,
        /// `by`'s foul count now.
        count: usize,
    },
    DrawOffered {
        #[serde(with = "wire::color")]
        by: Color,
    },
    /// `by` refused the standing offer, in words or by moving (23.1).
    DrawDeclined {
        #[serde(with = "wire::color")]
        by: Color,
        by_move: bool,
    },
    /// A natural-limit claim was audited; a false one costs `penalty` (23.3).
    ClaimAudited {
        #[serde(with = "wire::color")]
        by: Color,
        audit: ClaimAudit,
        penalty: Option<Duration>,
    },
    /// A ruling of a repeated position asked for by `by` (24): a verdict follows as
    /// `GameOver`, an order to vary stands in `ruling.must_vary`.
    RepetitionRuled {
        #[serde(with = "wire::color")]
        by: Color,
        ruling: RepetitionClaim,
    },
    /// A piece was touched; `obligation` says what the player must now do.
    Touched {
        #[serde(with = "wire::color")]
        by: Color,
        #[serde(with = "wire::square")]
        square: Square,
        obligation: Option<Text>,
    },
    Warning {
        text: Text,
    },
    TakenBack {
        ply: usize,
        #[serde(with = "wire::mv")]
        mv: Move,
    },
    Paused,
    Resumed,
    GameOver {
        verdict: Verdict,
    },
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn actions_read_from_json_and_bad_ones_are_errors() {
        let a: Action =
            serde_json::from_str(r#"{"action":"move","mv":"h2e2","entry":"炮二平五"}"#).unwrap();
        assert_eq!(
            a,
            Action::Move {
                mv: Move::from_iccs("h2e2").unwrap(),
                entry: Some("炮二平五".into())
            }
        );
        let a: Action = serde_json::from_str(r#"{"action":"move","mv":"h2e2"}"#).unwrap();
        assert!(matches!(a, Action::Move { entry: None, .. }));
        let a: Action = serde_json::from_str(r#"{"action":"touch","square":"e0"}"#).unwrap();
        assert!(matches!(a, Action::Touch { .. }));
        for bad in [
            r#"{"action":"move","mv":"h2"}"#,
            r#"{"action":"fly"}"#,
            r#"{"action":"record","ply":-1,"text":"x"}"#,
            r#"[]"#,
        ] {
            assert!(serde_json::from_str::<Action>(bad).is_err(), "{bad}");
        }
        for a in [
            Action::PressClock,
            Action::OfferDraw,
            Action::Resign,
            Action::Undo,
        ] {
            let j = serde_json::to_string(&a).unwrap();
            assert_eq!(serde_json::from_str::<Action>(&j).unwrap(), a);
        }
    }
}
