//! What the arbiter did (`match_control::ArbiterAction`) and the fouls of a side.

use super::examples::Examples;
use super::match_control::{verdict_en, verdict_zh};
use super::words::{side_en, side_zh};
use crate::lang::{Lang, Render};
use crate::match_control::{ArbiterAction, Foul, FoulKind, Sanction, Verdict, clock_text};
use crate::rules::Color;

/// What the arbiter did, as both players are told it, with the article.
impl Render for ArbiterAction {
    fn render(&self, lang: Lang) -> String {
        match lang {
            Lang::Zh => arbiter_action_zh(self),
            Lang::En => arbiter_action_en(self),
        }
    }
}

/// What a foul was, without the article.
impl Render for FoulKind {
    fn render(&self, lang: Lang) -> String {
        match lang {
            Lang::Zh => foul_kind_zh(*self),
            Lang::En => foul_kind_en(*self),
        }
        .to_string()
    }
}

/// A side's fouls, for the result sheet: "无" / "none", or the count and each.
impl Render for [Foul] {
    fn render(&self, lang: Lang) -> String {
        match lang {
            Lang::Zh => fouls_zh(self),
            Lang::En => fouls_en(self),
        }
    }
}

impl Render for Vec<Foul> {
    fn render(&self, lang: Lang) -> String {
        match lang {
            Lang::Zh => fouls_zh(self),
            Lang::En => fouls_en(self),
        }
    }
}

fn arbiter_action_zh(a: &ArbiterAction) -> String {
    let art = a.article();
    let said = match a {
        ArbiterAction::Pause => format!("暂停计时 ({art})"),
        ArbiterAction::Resume => format!("恢复计时 ({art})"),
        ArbiterAction::Foul { player, kind } => {
            let what = match kind.text().zh {
                t if t.contains('(') => t,
                t => format!("{t} ({})", kind.article()),
            };
            format!("判{}犯规：{what}", side_zh(*player))
        }
        ArbiterAction::Declare { verdict } => {
            format!("裁定对局结束：{}", verdict_zh(verdict))
        }
        ArbiterAction::SetClock { player, remaining } => format!(
            "棋钟故障，{}的棋钟调整为剩余{} ({art})",
            side_zh(*player),
            clock_text(*remaining)
        ),
        ArbiterAction::RuleNaturalLimit { claimant: Some(c) } => {
            format!("审核{}提出的自然限着 ({art})", side_zh(*c))
        }
        ArbiterAction::RuleNaturalLimit { claimant: None } => {
            format!("裁判审核自然限着 ({art})")
        }
        ArbiterAction::RulePending { claimant: Some(c) } => {
            format!("应{}要求裁定待判局面 ({art})", side_zh(*c))
        }
        ArbiterAction::RulePending { claimant: None } => format!("裁定待判局面 ({art})"),
        ArbiterAction::ChargeLateness { player, late } => format!(
            "双方迟到，扣除{}迟到时间{} ({art})",
            side_zh(*player),
            clock_text(*late)
        ),
        ArbiterAction::CycleDraw => {
            format!("循环反复已达三次仍在延续，双方虽未提和，裁判判和 ({art})")
        }
        ArbiterAction::Sanction {
            player,
            sanction,
            note,
        } => {
            let what = match sanction {
                Sanction::Warning => "警告",
                Sanction::Disqualification => "取消当场比赛资格",
            };
            let note = if note.is_empty() {
                String::new()
            } else {
                format!("：{note}")
            };
            format!("给予{}“{what}”处分 ({art}){note}", side_zh(*player))
        }
    };
    format!("裁判：{said}")
}

fn arbiter_action_en(a: &ArbiterAction) -> String {
    let art = a.article();
    let said = match a {
        ArbiterAction::Pause => format!("the clocks are stopped ({art})"),
        ArbiterAction::Resume => format!("the clocks run again ({art})"),
        ArbiterAction::Foul { player, kind } => {
            let what = match kind.text().en {
                t if t.contains('(') => t,
                t => format!("{t} ({})", kind.article()),
            };
            format!("a foul by {}: {what}", side_en(*player))
        }
        ArbiterAction::Declare { verdict } => {
            format!("the game is ended by ruling: {}", verdict_en(verdict))
        }
        ArbiterAction::SetClock { player, remaining } => format!(
            "a faulty clock: {}'s clock is set to {} left ({art})",
            side_en(*player),
            clock_text(*remaining)
        ),
        ArbiterAction::RuleNaturalLimit { claimant: Some(c) } => {
            format!("{}'s natural-limit claim is audited ({art})", side_en(*c))
        }
        ArbiterAction::RuleNaturalLimit { claimant: None } => {
            format!("the arbiter audits the natural limit ({art})")
        }
        ArbiterAction::RulePending { claimant: Some(c) } => {
            format!(
                "the pending position is ruled on {}'s request ({art})",
                side_en(*c)
            )
        }
        ArbiterAction::RulePending { claimant: None } => {
            format!("the pending position is ruled on ({art})")
        }
        ArbiterAction::ChargeLateness { player, late } => format!(
            "both players were late: {}'s {} late are charged to their clock ({art})",
            side_en(*player),
            clock_text(*late)
        ),
        ArbiterAction::CycleDraw => format!(
            "the cycle has repeated three times and goes on: a draw, though neither side offered one ({art})"
        ),
        ArbiterAction::Sanction {
            player,
            sanction,
            note,
        } => {
            let what = match sanction {
                Sanction::Warning => "a warning",
                Sanction::Disqualification => "disqualification from the game",
            };
            let note = if note.is_empty() {
                String::new()
            } else {
                format!(": {note}")
            };
            format!("{what} for {} ({art}){note}", side_en(*player))
        }
    };
    format!("Arbiter: {said}")
}

fn foul_kind_zh(k: FoulKind) -> &'static str {
    match k {
        FoulKind::Distraction => "在对方走棋时间内干扰对方",
        FoulKind::ClockInterference => "擅停、擅开棋钟",
        FoulKind::RepeatedDrawOffer => "提和被拒后连续提和",
        FoulKind::FalseNaturalLimitClaim => "提出自然限着和棋，经审核不属实",
        FoulKind::TouchedImmovablePiece => "摸触了己方不可能走动的棋子",
        FoulKind::TouchedUncapturablePiece => "摸触了对方的棋子，而己方的任何棋子都无法吃掉它",
        FoulKind::RecordingLapse => "连续漏记4着",
        FoulKind::Conduct => "违反棋手须知",
    }
}

fn foul_kind_en(k: FoulKind) -> &'static str {
    match k {
        FoulKind::Distraction => "distracting the opponent",
        FoulKind::ClockInterference => "stopping or starting the clock",
        FoulKind::RepeatedDrawOffer => "offering a draw again after a refusal",
        FoulKind::FalseNaturalLimitClaim => "a false natural-limit claim",
        FoulKind::TouchedImmovablePiece => "touching an own piece that cannot move",
        FoulKind::TouchedUncapturablePiece => {
            "touching an opponent's piece that cannot be captured"
        }
        FoulKind::RecordingLapse => "4 consecutive moves not recorded",
        FoulKind::Conduct => "a breach of the player's duties",
    }
}

pub(super) fn fouls_zh(list: &[Foul]) -> String {
    if list.is_empty() {
        return "无".into();
    }
    let items: Vec<String> = list.iter().map(|f| f.kind.text().zh).collect();
    format!("{}次：{}", list.len(), items.join("；"))
}

pub(super) fn fouls_en(list: &[Foul]) -> String {
    if list.is_empty() {
        return "none".into();
    }
    let items: Vec<String> = list.iter().map(|f| f.kind.text().en).collect();
    format!("{}: {}", list.len(), items.join("; "))
}

impl Examples for FoulKind {
    fn examples() -> Vec<FoulKind> {
        FoulKind::ALL.to_vec()
    }
}

/// A side's fouls: none, one, several.
impl Examples for Vec<Foul> {
    fn examples() -> Vec<Vec<Foul>> {
        let foul = |kind| Foul { kind, ply: 40 };
        vec![
            vec![],
            vec![foul(FoulKind::Distraction)],
            FoulKind::ALL.into_iter().take(3).map(foul).collect(),
        ]
    }
}

impl Examples for ArbiterAction {
    fn examples() -> Vec<ArbiterAction> {
        use crate::match_control::{ArbiterAction as A, FoulKind, Sanction};
        let mut all = vec![
            A::Pause,
            A::Resume,
            A::SetClock {
                player: Color::Black,
                remaining: std::time::Duration::from_secs(300),
            },
            A::RuleNaturalLimit { claimant: None },
            A::RuleNaturalLimit {
                claimant: Some(Color::Red),
            },
            A::RulePending { claimant: None },
            A::RulePending {
                claimant: Some(Color::Black),
            },
            A::CycleDraw,
            A::ChargeLateness {
                player: Color::Black,
                late: std::time::Duration::from_secs(95),
            },
            A::Sanction {
                player: Color::Red,
                sanction: Sanction::Warning,
                note: "赛场内使用手机".into(),
            },
            A::Sanction {
                player: Color::Black,
                sanction: Sanction::Disqualification,
                note: String::new(),
            },
        ];
        all.extend(FoulKind::ALL.map(|kind| A::Foul {
            player: Color::Red,
            kind,
        }));
        all.extend(
            Verdict::examples()
                .into_iter()
                .map(|verdict| A::Declare { verdict }),
        );
        all
    }
}
