//! Why the referee refused an action, in both languages and with the article. A refused
//! action changes nothing.

use std::fmt;

use super::Mode;
use super::draw_offer::OfferRefusal;
use super::outcome::Verdict;
use super::text::{Text, side_name};
use super::touch_move::Obligation;
use crate::lang::{Lang, Render};
use crate::rules::{Color, IllegalAttempt, IllegalMove};

#[derive(Clone, Debug, PartialEq, Eq)]
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
    // — arbiter —
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

    /// The message in both languages, article included.
    pub fn text(&self) -> Text {
        let both = |f: &dyn Fn(Lang) -> String| Text::new(f(Lang::Zh), f(Lang::En));
        match self {
            MatchError::GameOver(v) => {
                let t = v.text();
                Text::new(
                    format!("对局已结束：{}", t.zh),
                    format!("the game is over: {}", t.en),
                )
            }
            MatchError::Paused => Text::new("对局暂停中", "the game is paused"),
            MatchError::NotPaused => Text::new("对局未暂停", "the game is not paused"),
            MatchError::NotYourTurn { to_move } => both(&|l| match l {
                Lang::Zh => format!("轮到{}走棋 (2.1)", side_name(*to_move, l)),
                Lang::En => format!("it is {}'s move (2.1)", side_name(*to_move, l)),
            }),
            MatchError::PressTheClock => {
                Text::new("已走棋，请按钟 (6)", "you have moved: press the clock (6)")
            }
            MatchError::OpponentHasNotPressed { mover } => both(&|l| match l {
                Lang::Zh => format!("{}走棋后尚未按钟 (6)", side_name(*mover, l)),
                Lang::En => format!(
                    "{} has moved but not pressed the clock yet (6)",
                    side_name(*mover, l)
                ),
            }),
            MatchError::ClockNotRunning => Text::new(
                "你的棋钟没有走，按钟无效 (6)",
                "your clock is not running: the press does nothing (6)",
            ),
            MatchError::PressedAutomatically => Text::new(
                "本模式走棋后自动按钟",
                "in this mode the clock is pressed with the move",
            ),
            MatchError::MoveBeforePressing => Text::new(
                "须走棋后方可按钟 (6)",
                "move first, then press the clock (6)",
            ),
            // The reason cites its article already.
            MatchError::Illegal(e) => Text::new(
                format!("不合规则的着法：{}", e.render(Lang::Zh)),
                format!("illegal move: {}", e.render(Lang::En)),
            ),
            MatchError::TouchMove(o) => o.text.clone(),
            MatchError::CompleteScoresheetFirst { plies } => {
                let list = plies
                    .iter()
                    .map(|p| (p + 1).to_string())
                    .collect::<Vec<_>>()
                    .join(", ");
                Text::new(
                    format!("进入下一时限，须先补全漏记着法（第{list}着）方可行棋 (7.2)"),
                    format!(
                        "new period: complete the missing scoresheet entries (plies {list}) before moving (7.2)"
                    ),
                )
            }
            MatchError::DrawOffer(r) => r.text(),
            MatchError::NoDrawOffer => Text::new("没有待答复的提和", "there is no draw offer"),
            MatchError::OwnDrawOffer => Text::new(
                "不能答复自己的提和，提和不得撤回 (23.1)",
                "you cannot answer your own offer, nor withdraw it (23.1)",
            ),
            MatchError::NotOnOwnTime => Text::new(
                "只能在自己的走棋时间内提出 (8.5)",
                "claims are made on your own time (8.5)",
            ),
            MatchError::UndoNotAllowed { mode } => Text::new(
                format!("{}模式不得悔棋：落子生根 (5.7)", mode.chinese_name()),
                format!("no take-backs in {mode} mode: a move once made stands (5.7)"),
            ),
            MatchError::NothingToUndo => {
                Text::new("没有可悔的着法", "there is no move to take back")
            }
            MatchError::PauseNotAllowed => Text::new(
                "比赛中只有裁判可以停钟 (9.1.2)",
                "in a tournament game only the arbiter stops the clock (9.1.2)",
            ),
            MatchError::NoSuchPly { ply, plies } => Text::new(
                format!("第{}着尚未走出（已走{plies}着）", ply + 1),
                format!("ply {} has not been played ({plies} so far)", ply + 1),
            ),
            MatchError::NotRecording => Text::new(
                "本模式由程序记录着法",
                "in this mode chuhe keeps the scoresheet",
            ),
            MatchError::Remote(text) => text.clone(),
            // — arbiter —
            MatchError::ClockUntimed => Text::new(
                "本局不计时，没有棋钟可调 (22.4)",
                "this game is untimed: there is no clock to set (22.4)",
            ),
            MatchError::NoCycle { explanation } => Text::new(
                format!("不能判和 (23.2)：{}", explanation.zh),
                format!("no draw (23.2): {}", explanation.en),
            ),
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
