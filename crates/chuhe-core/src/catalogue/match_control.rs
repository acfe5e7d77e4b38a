//! The referee of one game: why a game ended and its verdict, why the referee refused
//! an action (`match_control::MatchError`), what it notes, a touched piece's duty.

use super::examples::{BLACK_CANNON, Examples, sq};
use super::illegal::{illegal_attempt_en, illegal_attempt_zh};
use super::notation::{notation_error_en, notation_error_zh};
use super::points::{piece_on_file_en, piece_on_file_zh};
use super::words::{mode_en, mode_zh, outcome_en, outcome_zh, side_en, side_zh};
use crate::lang::{Lang, Render};
use crate::match_control::{
    DutyKind, MatchError, Mode, Note, Obligation, OfferRefusal, Outcome, Reason as EndReason,
    Ruling, Text, TouchDuty, Verdict,
};
use crate::notation::{NotationError, file_label, point_name};
use crate::rules::{Color, IllegalAttempt, Kind, Piece};
use strum::IntoEnumIterator;

/// Why a game ended, worded for its result: "红方超时 (22.1)".
impl Render for (EndReason, Outcome) {
    fn render(&self, lang: Lang) -> String {
        match lang {
            Lang::Zh => end_reason_zh(&self.0, self.1),
            Lang::En => end_reason_en(&self.0, self.1),
        }
    }
}

/// The result and why: "黑胜：红方超时 (22.1)".
impl Render for Verdict {
    fn render(&self, lang: Lang) -> String {
        match lang {
            Lang::Zh => verdict_zh(self),
            Lang::En => verdict_en(self),
        }
    }
}

/// Why the referee refused an action, article included.
impl Render for MatchError {
    fn render(&self, lang: Lang) -> String {
        match lang {
            Lang::Zh => match_error_zh(self),
            Lang::En => match_error_en(self),
        }
    }
}

/// Why a draw may not be offered now, without the article.
impl Render for OfferRefusal {
    fn render(&self, lang: Lang) -> String {
        match lang {
            Lang::Zh => offer_refusal_zh(*self),
            Lang::En => offer_refusal_en(*self),
        }
        .to_string()
    }
}

/// What the referee says that is neither a refusal nor a verdict.
impl Render for Note {
    fn render(&self, lang: Lang) -> String {
        match lang {
            Lang::Zh => note_zh(self),
            Lang::En => note_en(self),
        }
    }
}

/// What a touched piece obliges (5): "摸子走子：必须走动五路兵（e3） (5.1)".
impl Render for TouchDuty {
    fn render(&self, lang: Lang) -> String {
        match lang {
            Lang::Zh => touch_duty_zh(self),
            Lang::En => touch_duty_en(self),
        }
    }
}

pub(super) fn end_reason_zh(r: &EndReason, outcome: Outcome) -> String {
    let a = r.article();
    let loser = outcome.loser().map(side_zh).unwrap_or("");
    let winner = outcome.winner().map(side_zh).unwrap_or("");
    match r {
        // The ruling's words came with it, in both languages.
        EndReason::Adjudicated(x) | EndReason::ArbiterDecision(x) => x.text.zh.clone(),
        EndReason::Checkmate => format!("{winner}将死{loser} ({a})"),
        EndReason::Stalemate => format!("{loser}被困毙 ({a})"),
        EndReason::Resignation => format!("{loser}认输 ({a})"),
        EndReason::FlagFell => format!("{loser}超时 ({a})"),
        EndReason::ClockNotPressed => format!("{loser}走棋后未按钟，超时 ({a})"),
        EndReason::ClaimPenaltyTime => format!("{loser}提和不实加计5分钟后超时 ({a})"),
        EndReason::ThreeFouls => format!("{loser}三次犯规 ({a})"),
        EndReason::TwoPressesWithoutMove => format!("{loser}两次未走棋先按钟 ({a})"),
        EndReason::SecondFalseClaim => {
            format!("{loser}在同一自然限着阶段内第二次提出自然限着和棋，审核不属实 ({a})")
        }
        EndReason::DrawAgreed => format!("双方同意和棋 ({a})"),
        EndReason::NaturalLimit => format!("符合自然限着规定，和棋 ({a}, 23.3)"),
    }
}

pub(super) fn end_reason_en(r: &EndReason, outcome: Outcome) -> String {
    let a = r.article();
    let loser = outcome.loser().map(side_en).unwrap_or("");
    let winner = outcome.winner().map(side_en).unwrap_or("");
    match r {
        // The ruling's words came with it, in both languages.
        EndReason::Adjudicated(x) | EndReason::ArbiterDecision(x) => x.text.en.clone(),
        EndReason::Checkmate => format!("{winner} checkmates {loser} ({a})"),
        EndReason::Stalemate => format!("{loser} has no legal move (stalemate, {a})"),
        EndReason::Resignation => format!("{loser} resigns ({a})"),
        EndReason::FlagFell => format!("{loser}'s flag fell ({a})"),
        EndReason::ClockNotPressed => {
            format!("{loser} moved but did not press the clock in time ({a})")
        }
        EndReason::ClaimPenaltyTime => {
            format!("{loser}'s time ran out after the 5-minute penalty for a false claim ({a})")
        }
        EndReason::ThreeFouls => format!("{loser} committed three fouls ({a})"),
        EndReason::TwoPressesWithoutMove => {
            format!("{loser} pressed the clock twice without moving ({a})")
        }
        EndReason::SecondFalseClaim => {
            format!("{loser} made a second false natural-limit claim in the same stretch ({a})")
        }
        EndReason::DrawAgreed => format!("draw agreed ({a})"),
        EndReason::NaturalLimit => format!("draw by the natural move limit ({a}, 23.3)"),
    }
}

pub(super) fn verdict_zh(v: &Verdict) -> String {
    format!(
        "{}：{}",
        outcome_zh(v.outcome),
        end_reason_zh(&v.reason, v.outcome)
    )
}

pub(super) fn verdict_en(v: &Verdict) -> String {
    format!(
        "{}: {}",
        outcome_en(v.outcome),
        end_reason_en(&v.reason, v.outcome)
    )
}

fn match_error_zh(e: &MatchError) -> String {
    match e {
        MatchError::GameOver(v) => format!("对局已结束：{}", verdict_zh(v)),
        MatchError::Paused => "对局暂停中".into(),
        MatchError::NotPaused => "对局未暂停".into(),
        MatchError::NotYourTurn { to_move } => format!("轮到{}走棋 (2.1)", side_zh(*to_move)),
        MatchError::PressTheClock => "已走棋，请按钟 (6)".into(),
        MatchError::OpponentHasNotPressed { mover } => {
            format!("{}走棋后尚未按钟 (6)", side_zh(*mover))
        }
        MatchError::ClockNotRunning => "你的棋钟没有走，按钟无效 (6)".into(),
        MatchError::PressedAutomatically => "本模式走棋后自动按钟".into(),
        MatchError::MoveBeforePressing => "须走棋后方可按钟 (6)".into(),
        // The reason cites its article already.
        MatchError::Illegal(a) => format!("不合规则的着法：{}", illegal_attempt_zh(a)),
        MatchError::TouchMove(o) => o.text.zh.clone(),
        MatchError::CompleteScoresheetFirst { plies } => {
            let list: Vec<String> = plies.iter().map(|p| (p + 1).to_string()).collect();
            format!(
                "进入下一时限，须先补全漏记着法（第{}着）方可行棋 (7.2)",
                list.join("、")
            )
        }
        MatchError::DrawOffer(r) => r.text().zh,
        MatchError::NoDrawOffer => "没有待答复的提和".into(),
        MatchError::OwnDrawOffer => "不能答复自己的提和，提和不得撤回 (23.1)".into(),
        MatchError::NotOnOwnTime => "只能在自己的走棋时间内提出 (8.5)".into(),
        MatchError::UndoNotAllowed { mode } => {
            format!("{}模式不得悔棋：落子生根 (5.7)", mode_zh(*mode))
        }
        MatchError::NothingToUndo => "没有可悔的着法".into(),
        MatchError::PauseNotAllowed => "比赛中只有裁判可以停钟 (9.1.2)".into(),
        MatchError::NoSuchPly { ply, plies } => {
            format!("第{}着尚未走出（已走{plies}着）", ply + 1)
        }
        MatchError::NotRecording => "本模式由程序记录着法".into(),
        MatchError::Remote(t) => t.zh.clone(),
        MatchError::ClockUntimed => "本局不计时，没有棋钟可调 (22.4)".into(),
        MatchError::NoCycle { explanation } => format!("不能判和 (23.2)：{}", explanation.zh),
    }
}

fn match_error_en(e: &MatchError) -> String {
    match e {
        MatchError::GameOver(v) => format!("the game is over: {}", verdict_en(v)),
        MatchError::Paused => "the game is paused".into(),
        MatchError::NotPaused => "the game is not paused".into(),
        MatchError::NotYourTurn { to_move } => {
            format!("it is {}'s move (2.1)", side_en(*to_move))
        }
        MatchError::PressTheClock => "you have moved: press the clock (6)".into(),
        MatchError::OpponentHasNotPressed { mover } => format!(
            "{} has moved but not pressed the clock yet (6)",
            side_en(*mover)
        ),
        MatchError::ClockNotRunning => {
            "your clock is not running: the press does nothing (6)".into()
        }
        MatchError::PressedAutomatically => {
            "in this mode the clock is pressed with the move".into()
        }
        MatchError::MoveBeforePressing => "move first, then press the clock (6)".into(),
        // The reason cites its article already.
        MatchError::Illegal(a) => format!("illegal move: {}", illegal_attempt_en(a)),
        MatchError::TouchMove(o) => o.text.en.clone(),
        MatchError::CompleteScoresheetFirst { plies } => {
            let list: Vec<String> = plies.iter().map(|p| (p + 1).to_string()).collect();
            format!(
                "new period: complete the missing scoresheet entries (plies {}) before moving (7.2)",
                list.join(", ")
            )
        }
        MatchError::DrawOffer(r) => r.text().en,
        MatchError::NoDrawOffer => "there is no draw offer".into(),
        MatchError::OwnDrawOffer => {
            "you cannot answer your own offer, nor withdraw it (23.1)".into()
        }
        MatchError::NotOnOwnTime => "claims are made on your own time (8.5)".into(),
        MatchError::UndoNotAllowed { mode } => format!(
            "no take-backs in {} mode: a move once made stands (5.7)",
            mode_en(*mode)
        ),
        MatchError::NothingToUndo => "there is no move to take back".into(),
        MatchError::PauseNotAllowed => {
            "in a tournament game only the arbiter stops the clock (9.1.2)".into()
        }
        MatchError::NoSuchPly { ply, plies } => {
            format!("ply {} has not been played ({plies} so far)", ply + 1)
        }
        MatchError::NotRecording => "in this mode chuhe keeps the scoresheet".into(),
        MatchError::Remote(t) => t.en.clone(),
        MatchError::ClockUntimed => "this game is untimed: there is no clock to set (22.4)".into(),
        MatchError::NoCycle { explanation } => format!("no draw (23.2): {}", explanation.en),
    }
}

fn offer_refusal_zh(r: OfferRefusal) -> &'static str {
    match r {
        OfferRefusal::NotAfterOwnMove => "只能在自己走棋后提和",
        OfferRefusal::AfterPress => "提和须在按钟之前",
        OfferRefusal::TooEarly => "25回合（含）内不得提和 (2011 规则 4.3)",
        OfferRefusal::AlreadyPending => "已有提和待答复",
        OfferRefusal::Consecutive => "提和必须轮流进行，提和被拒后不得连续提和",
    }
}

fn offer_refusal_en(r: OfferRefusal) -> &'static str {
    match r {
        OfferRefusal::NotAfterOwnMove => "a draw may be offered only right after your own move",
        OfferRefusal::AfterPress => "a draw must be offered before pressing the clock",
        OfferRefusal::TooEarly => "no draw offers within the first 25 moves (CXA 2011, 4.3)",
        OfferRefusal::AlreadyPending => "a draw offer is already standing",
        OfferRefusal::Consecutive => {
            "offers must alternate: after a refusal, the opponent offers next"
        }
    }
}

fn note_zh(n: &Note) -> String {
    match n {
        Note::Paused => "对局暂停".into(),
        Note::InCheck(c) => format!("{}被将军", side_zh(*c)),
        Note::PressTheClock(c) => format!("{}已走棋，请按钟 (6)", side_zh(*c)),
        Note::CompleteEntriesFirst { side, count } => {
            format!("{}须先补记{count}着方可行棋 (7.2)", side_zh(*side))
        }
        Note::RecordingMayWait(c) => {
            format!("{}所剩时间不足3分钟，可暂缓记录 (7.2)", side_zh(*c))
        }
        Note::NaturalLimitReached { moves } => {
            format!("已连续{moves}回合未吃子，可提出自然限着和棋 (4.2.4, 23.3)")
        }
        Note::NaturalLimitNear { moves, limit } => {
            format!("自然限着：已连续{moves}回合未吃子（限{limit}回合） (4.2.4)")
        }
        Note::DrawOffered(c) => format!("{}提和 (23.1)", side_zh(*c)),
        Note::EntryNamesAnother { read, played } => {
            format!("记录为{read}，实际着法是{played} (7.1)")
        }
        Note::EntryUnreadable(e) => {
            format!("{}；请用中文记谱，完整或简写 (7.5)", notation_error_zh(e))
        }
        Note::EntryNoSuchMove { why, played } => {
            format!("{}；实际着法是{played} (7.1)", notation_error_zh(why))
        }
        Note::NotPending { count } => {
            format!("此局面只出现{count}次，循环反复三次才成待判局面 (24)")
        }
        Note::NaturalLimitClaim {
            upheld: true,
            moves,
            ..
        } => format!("已连续{moves}回合未吃子，符合自然限着 (4.2.4, 23.3)"),
        Note::NaturalLimitClaim {
            upheld: false,
            moves,
            limit,
        } => format!("连续未吃子仅{moves}回合，未满{limit}回合 (23.3)"),
        Note::NaturalLimitClaimCounted {
            upheld: true,
            moves,
            ..
        } => format!("已计{moves}回合未吃子，符合自然限着 (4.2.4, 23.3)"),
        Note::NaturalLimitClaimCounted {
            upheld: false,
            moves,
            limit,
            excluded: 0,
        } => format!("只计得{moves}回合未吃子，未满{limit}回合 (23.3)"),
        Note::NaturalLimitClaimCounted {
            upheld: false,
            moves,
            limit,
            excluded,
        } => format!(
            "只计得{moves}回合（提和方超过10次的将军不计，除去{excluded}回合），未满{limit}回合 (23.3)"
        ),
        Note::PressedBeforeMoving => "未走棋先按钟，再犯判负 (4.1.9)".into(),
    }
}

fn note_en(n: &Note) -> String {
    match n {
        Note::Paused => "the game is paused".into(),
        Note::InCheck(c) => format!("{} is in check", side_en(*c)),
        Note::PressTheClock(c) => format!("{} has moved: press the clock (6)", side_en(*c)),
        Note::CompleteEntriesFirst { side, count } => format!(
            "{} must complete {count} scoresheet entries before moving (7.2)",
            side_en(*side)
        ),
        Note::RecordingMayWait(c) => {
            format!(
                "{} has under 3 minutes: recording may wait (7.2)",
                side_en(*c)
            )
        }
        Note::NaturalLimitReached { moves } => format!(
            "{moves} moves without a capture: a natural-limit draw may be claimed (4.2.4, 23.3)"
        ),
        Note::NaturalLimitNear { moves, limit } => {
            format!("natural limit: {moves} of {limit} moves without a capture (4.2.4)")
        }
        Note::DrawOffered(c) => format!("{} offers a draw (23.1)", side_en(*c)),
        Note::EntryNamesAnother { read, played } => {
            format!("the entry reads {read}; the move played was {played} (7.1)")
        }
        Note::EntryUnreadable(e) => format!(
            "{}; write the move in Chinese notation, full or abbreviated (7.5)",
            notation_error_en(e)
        ),
        Note::EntryNoSuchMove { why, played } => {
            format!(
                "{}; the move played was {played} (7.1)",
                notation_error_en(why)
            )
        }
        Note::NotPending { count } => format!(
            "this position has occurred {count} time(s): a pending position needs a cycle repeated three times (24)"
        ),
        Note::NaturalLimitClaim {
            upheld: true,
            moves,
            limit,
        } => format!(
            "{moves} moves without a capture: the natural limit of {limit} is reached (4.2.4, 23.3)"
        ),
        Note::NaturalLimitClaim {
            upheld: false,
            moves,
            limit,
        } => format!("only {moves} moves without a capture, not {limit} (23.3)"),
        Note::NaturalLimitClaimCounted {
            upheld: true,
            moves,
            ..
        } => format!(
            "{moves} moves without a capture counted: the natural limit is reached (4.2.4, 23.3)"
        ),
        Note::NaturalLimitClaimCounted {
            upheld: false,
            moves,
            limit,
            excluded: 0,
        } => format!("only {moves} moves without a capture counted, not {limit} (23.3)"),
        Note::NaturalLimitClaimCounted {
            upheld: false,
            moves,
            limit,
            excluded,
        } => format!(
            "only {moves} moves counted ({excluded} left out for the claimant's checks beyond ten), not {limit} (23.3)"
        ),
        Note::PressedBeforeMoving => {
            "the clock pressed before moving: a second time loses (4.1.9)".into()
        }
    }
}

fn touch_duty_zh(d: &TouchDuty) -> String {
    let own = d
        .own
        .map(|(s, p)| format!("{}（{s}）", piece_on_file_zh(p, s)))
        .unwrap_or_default();
    let theirs = d
        .theirs
        .map(|(s, p)| {
            format!(
                "{}{}（{s}）",
                p.color.chinese_name(),
                piece_on_file_zh(p, s)
            )
        })
        .unwrap_or_default();
    let a = d.article;
    match d.kind {
        DutyKind::MoveOwn => format!("摸子走子：必须走动{own} ({a})"),
        DutyKind::CaptureTheirs => format!("摸子吃子：必须吃掉{theirs} ({a})"),
        DutyKind::CaptureWithOwn => format!("摸子：必须用{own}吃掉{theirs} ({a})"),
    }
}

fn touch_duty_en(d: &TouchDuty) -> String {
    let own = d
        .own
        .map(|(s, p)| piece_on_file_en(p, s))
        .unwrap_or_default();
    let theirs = d
        .theirs
        .map(|(s, p)| {
            format!(
                "{}'s {} on file {} ({s})",
                p.color.english_name(),
                p.kind.english_name(),
                file_label(p.color, point_name(s, p.color).file)
            )
        })
        .unwrap_or_default();
    let a = d.article;
    match d.kind {
        DutyKind::MoveOwn => format!("touch-move: you must move {own} ({a})"),
        DutyKind::CaptureTheirs => format!("touch-move: you must capture {theirs} ({a})"),
        DutyKind::CaptureWithOwn => {
            format!("touch-move: you must capture {theirs} with {own} ({a})")
        }
    }
}

impl Examples for EndReason {
    fn examples() -> Vec<EndReason> {
        let ruling = Ruling {
            article: "26.4".into(),
            text: Text::new(
                "黑方长捉红车，黑方变着，不变作负 (26.4)",
                "Black perpetually chases Red's rook: Black must vary or lose (26.4)",
            ),
        };
        vec![
            EndReason::Checkmate,
            EndReason::Stalemate,
            EndReason::Resignation,
            EndReason::FlagFell,
            EndReason::ClockNotPressed,
            EndReason::ClaimPenaltyTime,
            EndReason::ThreeFouls,
            EndReason::TwoPressesWithoutMove,
            EndReason::SecondFalseClaim,
            EndReason::DrawAgreed,
            EndReason::NaturalLimit,
            EndReason::Adjudicated(ruling.clone()),
            EndReason::ArbiterDecision(ruling),
        ]
    }
}

impl Examples for (EndReason, Outcome) {
    fn examples() -> Vec<(EndReason, Outcome)> {
        EndReason::examples()
            .into_iter()
            .flat_map(|r| Outcome::examples().into_iter().map(move |o| (r.clone(), o)))
            .collect()
    }
}

impl Examples for Verdict {
    fn examples() -> Vec<Verdict> {
        <(EndReason, Outcome)>::examples()
            .into_iter()
            .map(|(reason, outcome)| Verdict { outcome, reason })
            .collect()
    }
}

impl Examples for TouchDuty {
    fn examples() -> Vec<TouchDuty> {
        let red_pawn = (sq("e3"), Piece::new(Color::Red, Kind::Pawn));
        let black_cannon = (sq("h7"), BLACK_CANNON);
        [
            (DutyKind::MoveOwn, "5.1"),
            (DutyKind::CaptureTheirs, "5.2"),
            (DutyKind::CaptureWithOwn, "5.3.1"),
        ]
        .into_iter()
        .map(|(kind, article)| TouchDuty {
            kind,
            article,
            mover: Color::Red,
            own: Some(red_pawn),
            theirs: Some(black_cannon),
        })
        .collect()
    }
}

impl Examples for OfferRefusal {
    fn examples() -> Vec<OfferRefusal> {
        OfferRefusal::iter().collect()
    }
}

impl Examples for MatchError {
    fn examples() -> Vec<MatchError> {
        let verdict = Verdict::examples().swap_remove(0);
        let attempt = IllegalAttempt::examples().swap_remove(0);
        let mut out = vec![
            MatchError::GameOver(verdict),
            MatchError::Paused,
            MatchError::NotPaused,
            MatchError::NotYourTurn {
                to_move: Color::Black,
            },
            MatchError::PressTheClock,
            MatchError::OpponentHasNotPressed { mover: Color::Red },
            MatchError::ClockNotRunning,
            MatchError::PressedAutomatically,
            MatchError::MoveBeforePressing,
            MatchError::Illegal(attempt),
            MatchError::TouchMove(Obligation {
                article: "5.1",
                moves: vec![],
                text: Text::new(
                    "摸子走子：必须走动五路兵（e3） (5.1)",
                    "touch-move: move the pawn on file 五 (e3) (5.1)",
                ),
            }),
            MatchError::CompleteScoresheetFirst {
                plies: vec![40, 42],
            },
            MatchError::NoDrawOffer,
            MatchError::OwnDrawOffer,
            MatchError::NotOnOwnTime,
            MatchError::NothingToUndo,
            MatchError::PauseNotAllowed,
            MatchError::NoSuchPly { ply: 9, plies: 4 },
            MatchError::NotRecording,
            MatchError::Remote(Text::new("观战者不能走棋", "a spectator cannot move")),
            MatchError::ClockUntimed,
            MatchError::NoCycle {
                explanation: Text::new("局面未构成循环", "the position is not a cycle"),
            },
        ];
        out.extend(OfferRefusal::iter().map(MatchError::DrawOffer));
        out.extend(
            Mode::examples()
                .into_iter()
                .map(|mode| MatchError::UndoNotAllowed { mode }),
        );
        out
    }
}

impl Examples for Note {
    fn examples() -> Vec<Note> {
        let unreadable = NotationError::Unrecognized {
            text: "炮二x五".into(),
        };
        let no_piece = NotationError::NoSuchPiece {
            text: "车一进一".into(),
            piece: Piece::new(Color::Red, Kind::Rook),
        };
        let mut out = vec![
            Note::Paused,
            Note::NaturalLimitReached { moves: 60 },
            Note::NaturalLimitNear {
                moves: 45,
                limit: 60,
            },
            Note::EntryNamesAnother {
                read: "炮二平四".into(),
                played: "炮二平五".into(),
            },
            Note::EntryUnreadable(unreadable),
            Note::EntryNoSuchMove {
                why: no_piece,
                played: "炮二平五".into(),
            },
            Note::NotPending { count: 2 },
            Note::PressedBeforeMoving,
        ];
        for c in Color::ALL {
            out.extend([
                Note::InCheck(c),
                Note::PressTheClock(c),
                Note::CompleteEntriesFirst { side: c, count: 2 },
                Note::RecordingMayWait(c),
                Note::DrawOffered(c),
            ]);
        }
        for upheld in [true, false] {
            out.push(Note::NaturalLimitClaim {
                upheld,
                moves: 58,
                limit: 60,
            });
            for excluded in [0, 3] {
                out.push(Note::NaturalLimitClaimCounted {
                    upheld,
                    moves: 57,
                    limit: 60,
                    excluded,
                });
            }
        }
        out
    }
}
