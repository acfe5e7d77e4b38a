//! Sample values of every message family, one or more for each variant, so that a test
//! can render every message in both languages. Each family's type derives
//! `strum::EnumCount`, and the test checks that its examples cover that many variants.

use strum::IntoEnumIterator;

use crate::match_control::Bonus;

use super::ui::{HintFrom, Msg, UiText};
use crate::adjudication::{
    AdjudicatedEnd, AdjudicatedResult, Book, Citation, Conduct, Ground, MoveKind, Order, PieceSet,
    RepetitionRuling, RuleSet, Warning,
};
use crate::match_control::{
    DutyKind, Foul, FoulKind, MatchError, Mode, Obligation, OfferRefusal, Outcome,
    Reason as EndReason, ResultSheet, Ruling, Text, TimeControl, TouchDuty, Verdict,
};
use crate::match_control::{Note, Period};
use crate::notation::{
    Action, Expected, Notation, NotationError, NumberRole, PointName, Tandem, point_name,
};
use crate::rules::{Color, IllegalAttempt, IllegalMove, Kind, Move, Piece, PositionError, Square};

/// A message family whose values can be listed for tests.
pub trait Examples: Sized {
    fn examples() -> Vec<Self>;
}

fn sq(s: &str) -> Square {
    Square::from_iccs(s).unwrap_or(Square::new(0, 0))
}

fn mv(s: &str) -> Move {
    Move::from_iccs(s).unwrap_or(Move::new(Square::new(0, 0), Square::new(0, 1)))
}

const RED_HORSE: Piece = Piece::new(Color::Red, Kind::Horse);
const BLACK_CANNON: Piece = Piece::new(Color::Black, Kind::Cannon);

impl Examples for Color {
    fn examples() -> Vec<Color> {
        Color::ALL.to_vec()
    }
}

impl Examples for Kind {
    fn examples() -> Vec<Kind> {
        Kind::ALL.to_vec()
    }
}

impl Examples for Mode {
    fn examples() -> Vec<Mode> {
        vec![Mode::Casual, Mode::Practice, Mode::Tournament]
    }
}

impl Examples for RuleSet {
    fn examples() -> Vec<RuleSet> {
        vec![RuleSet::Cxa, RuleSet::Folk, RuleSet::Axf]
    }
}

impl Examples for Msg {
    fn examples() -> Vec<Msg> {
        Msg::iter().collect()
    }
}

impl Examples for UiText {
    fn examples() -> Vec<UiText> {
        vec![
            UiText::TooSmall {
                w: 40,
                h: 12,
                min_w: 54,
                min_h: 16,
            },
            UiText::ToMove(Color::Red),
            UiText::ToMove(Color::Black),
            UiText::NaturalCount {
                moves: 12,
                limit: 60,
            },
            UiText::SavedTo("/home/alice/chuhe/game.pgn".into()),
            UiText::ThemeNow("classic".into()),
            UiText::LobbyWelcome("王天一".into()),
            UiText::LobbyChallenge {
                from: "王天一".into(),
                to: "许银川".into(),
            },
            UiText::StudyTitle {
                file: "/home/alice/chuhe/game.pgn".into(),
                game: Some(3),
            },
            UiText::StudyBadMoveNumber("12.5".into()),
            UiText::StudyAt {
                round: Some(5),
                ply: 10,
                plies: 85,
            },
            UiText::StudyAt {
                round: None,
                ply: 0,
                plies: 85,
            },
            UiText::StudyBranch { chosen: 2, of: 3 },
            UiText::SearchGames(12),
            UiText::FilterProblem("classic".into()),
            UiText::GameProblem {
                game: 3,
                problem: "/home/alice/chuhe/game.pgn".into(),
            },
            UiText::ListTitle {
                file: "/home/alice/chuhe/game.pgn".into(),
                games: 36,
                shown: 12,
            },
            UiText::PickerDir("/home/alice/chuhe/game.pgn".into()),
            UiText::NoGamesIn("/home/alice/chuhe/game.pgn".into()),
            UiText::NoSuchGame {
                game: 40,
                games: 36,
            },
            UiText::RecordSaved("/home/alice/chuhe/game.pgn".into()),
            UiText::DictRound {
                side: Color::Black,
                round: 12,
            },
            UiText::DictProgress {
                shown: 3,
                total: 80,
            },
            UiText::DictLeft {
                shown: 12,
                total: 80,
            },
            UiText::DictAccuracy {
                correct: 30,
                entries: 40,
            },
            UiText::DictTotals {
                sessions: 3,
                entries: 120,
                percent: Some(80),
                before: Some(78),
            },
            UiText::DictTotals {
                sessions: 1,
                entries: 40,
                percent: Some(75),
                before: None,
            },
            UiText::DictRight {
                expected: "炮二平五".into(),
            },
            UiText::DictWrong {
                written: "马八进三".into(),
                expected: "马二进三".into(),
                why: "纵线".into(),
            },
            UiText::DictMissed {
                expected: "炮二平五".into(),
            },
            UiText::DictPace(5),
            UiText::DictStatsError("/home/alice/chuhe/game.pgn: 权限不足".into()),
            UiText::EditorInvalid(PositionError::MissingGeneral(Color::Black)),
            UiText::EditorInvalid(PositionError::TooManyGenerals {
                color: Color::Red,
                count: 2,
            }),
            UiText::EditorInvalid(PositionError::GeneralOutsidePalace {
                color: Color::Red,
                square: sq("e3"),
            }),
            UiText::EditorInvalid(PositionError::UnreachablePoint {
                piece: Piece::new(Color::Red, Kind::Advisor),
                square: sq("e0"),
            }),
            UiText::EditorInvalid(PositionError::UnreachablePoint {
                piece: Piece::new(Color::Black, Kind::Elephant),
                square: sq("e4"),
            }),
            UiText::EditorInvalid(PositionError::UnreachablePoint {
                piece: Piece::new(Color::Red, Kind::Pawn),
                square: sq("a2"),
            }),
            UiText::EditorInvalid(PositionError::TooMany {
                color: Color::Black,
                kind: Kind::Rook,
                count: 3,
            }),
            UiText::EditorInvalid(PositionError::GeneralsFacing(4)),
            UiText::EditorInvalid(PositionError::SideNotToMoveInCheck(Color::Black)),
            UiText::EditorFen("4k4/9/9/9/9/9/9/9/9/4K4 w - - 0 1".into()),
            UiText::OpponentToMove(Color::Red),
            UiText::YouToMove(Color::Black),
            UiText::TypeOnYourTurn(Color::Black),
            UiText::TypeOnYourTurnShort,
            UiText::TypingHintShort,
            UiText::GamePaused { key: "z".into() },
            UiText::WatchingToMove(Color::Red),
            UiText::EngineUnknown {
                name: "象眼".into(),
            },
            UiText::EngineNotFound {
                engine: "象眼".into(),
                path: "/象眼".into(),
            },
            UiText::EngineNotStarted {
                engine: "象眼".into(),
                path: "/象眼".into(),
            },
            UiText::EngineNoHandshake {
                engine: "象眼".into(),
                waited_ms: 10_000,
            },
            UiText::EngineCrashed {
                engine: "象眼".into(),
                code: Some(139),
            },
            UiText::EngineCrashed {
                engine: "象眼".into(),
                code: None,
            },
            UiText::EngineHung {
                engine: "象眼".into(),
                waited_ms: 12_500,
            },
            UiText::EngineGarbage {
                engine: "象眼".into(),
                line: "@#%".into(),
            },
            UiText::EngineIllegalMove {
                engine: "象眼".into(),
                mv: "a0a5".into(),
            },
            UiText::EngineForbiddenMove {
                engine: "象眼".into(),
                mv: "h8h9".into(),
            },
            UiText::EngineNoMove {
                engine: "象眼".into(),
            },
            UiText::TournamentRecorded {
                round: 2,
                board: 1,
                red: "王天一".into(),
                black: "郑惟桐".into(),
                result: "1-0".into(),
            },
            UiText::TournamentRecordFailed("磁盘已满".into()),
            UiText::TourTitle {
                name: "春季赛".into(),
                system: "积分编排制".into(),
                round: 2,
                paired: 3,
            },
            UiText::TourBye("许银川".into()),
            UiText::TourPaired(3),
            UiText::TourResultSet {
                round: 1,
                board: 2,
                result: "1/2-1/2".into(),
            },
            UiText::TourWithdrawAsk("吕钦".into()),
            UiText::TourReplaceAsk {
                round: 2,
                board: 1,
                old: "1-0".into(),
                new: "0-1".into(),
            },
            UiText::TourWithdrawn {
                name: "吕钦".into(),
                forfeits: 1,
            },
            UiText::TourRefused("第1轮尚未完成".into()),
            UiText::TourNotFinished(2),
            UiText::ServeRoundNotOver {
                round: 2,
                boards: "1, 3".into(),
            },
            UiText::ServeLate(Color::Red),
            UiText::ServeLate(Color::Black),
            UiText::ServeEvent("第3轮无法编排".into()),
            // (hint, analysis)
            UiText::AnalysisHead {
                depth: 12,
                nps: "1.2M".into(),
            },
            UiText::AnalysisMate {
                red_mates: true,
                moves: 3,
            },
            UiText::AnalysisMate {
                red_mates: false,
                moves: 1,
            },
            UiText::HintMoveShown {
                mv: "炮二平五".into(),
                from: HintFrom::Pane { depth: 12 },
            },
            UiText::HintMoveShown {
                mv: "炮二平五".into(),
                from: HintFrom::Quick {
                    depth: 9,
                    pane: None,
                },
            },
            UiText::HintMoveShown {
                mv: "C2.5".into(),
                from: HintFrom::Quick {
                    depth: 9,
                    pane: Some(6),
                },
            },
            UiText::HintMoveShown {
                mv: "h2e2".into(),
                from: HintFrom::Engine("pikafish".into()),
            },
            UiText::HintsUsed { red: 2, black: 0 },
            UiText::TnewPlayers(4),
            UiText::TnewDuplicate("王天一".into()),
            UiText::TnewTooFew(1),
            UiText::TnewBadNumber {
                field: "等级分".into(),
                text: "２六五〇".into(),
            },
            UiText::TnewExists("/home/alice/chuhe/game.pgn".into()),
            UiText::TnewCreated {
                path: "/home/alice/chuhe/game.pgn".into(),
                players: 4,
            },
            UiText::TnewNoTeam("许银川".into()),
            UiText::TourAdded {
                name: "吕钦".into(),
                players: 5,
            },
            UiText::ArbiterGreeting {
                game: "k7q2".into(),
                host: "alice".into(),
            },
            UiText::ArbiterConfirm("裁判：暂停计时 (17.4)".into()),
            UiText::ArbiterClaimPending {
                by: Color::Red,
                natural: true,
            },
            UiText::ArbiterClaimPending {
                by: Color::Black,
                natural: false,
            },
        ]
        .into_iter()
        .chain(tui_texts())
        .collect()
    }
}

/// The TUI's texts with values.
fn tui_texts() -> Vec<UiText> {
    let path = || "/home/alice/chuhe/game.pgn".to_string();
    let mut out: Vec<UiText> = Notation::ALL.into_iter().map(UiText::NotationNow).collect();
    for c in Color::ALL {
        out.extend([
            UiText::TypingHint(c),
            UiText::DrawAccept(c),
            UiText::DrawOffer(c),
            UiText::PauseAsk {
                by: c,
                paused: false,
            },
            UiText::PauseAsk {
                by: c,
                paused: true,
            },
            UiText::DrawDeclinedByMove(c),
            UiText::SheetComplete(c),
            UiText::TakebackAsks(c),
            UiText::MovedPressClock(c),
            UiText::RecordsMove {
                owner: c,
                round: 12,
            },
            UiText::FlagFell(c),
        ]);
    }
    out.extend([
        UiText::Foul {
            by: Color::Black,
            count: 2,
            what: Text::new(
                "走棋后未按钟 (6.6)",
                "moved without pressing the clock (6.6)",
            ),
        },
        UiText::PreviousGameKept(path()),
        UiText::UnfinishedKept(path()),
        UiText::SaveFailed("磁盘已满".into()),
        UiText::SavedResumeLater(path()),
        UiText::Greeting {
            seat: Some(Color::Red),
            game: "g1".into(),
            host: "alice".into(),
        },
        UiText::Greeting {
            seat: None,
            game: "g1".into(),
            host: "alice".into(),
        },
        UiText::ResumeGame {
            red: "胡荣华".into(),
            black: "杨官璘".into(),
            moves: 23,
        },
        UiText::ClockFlag("0:00".into()),
        UiText::Period {
            period: 1,
            moves: 39,
        },
        UiText::IncrementSecs(10),
        UiText::DelaySecs(5),
        UiText::FoulCount { red: 0, black: 1 },
        UiText::SheetTally {
            whose: Some(Color::Red),
            right: 10,
            wrong: 2,
            missing: 1,
        },
        UiText::SheetTally {
            whose: None,
            right: 20,
            wrong: 0,
            missing: 0,
        },
        UiText::BadTimeControl("第2个字符不对".into()),
        UiText::BadStartFen("第1行有10列".into()),
        UiText::Labelled {
            head: "红负".into(),
            text: "红方长捉黑炮 (26.4)".into(),
        },
        UiText::AtMove {
            n: 3,
            text: "“炮二x五”不是中文、WXF或ICCS记法的着法".into(),
        },
        UiText::KindList(vec!["将".into(), "捉".into()]),
    ]);
    out.extend(
        AdjudicatedResult::examples()
            .into_iter()
            .map(UiText::JudgeVerdict),
    );
    out
}

impl Examples for PointName {
    fn examples() -> Vec<PointName> {
        let mut out = Vec::new();
        for s in ["g0", "h1", "b2", "a3", "e4", "e5", "c6", "h7", "d8", "i9"] {
            for c in Color::ALL {
                out.push(point_name(sq(s), c));
            }
        }
        out
    }
}

impl Examples for (Expected, Notation) {
    fn examples() -> Vec<(Expected, Notation)> {
        let all = [
            Expected::Piece,
            Expected::PieceOrTandem,
            Expected::FileOrTandem,
            Expected::File,
            Expected::Action,
            Expected::Value,
            Expected::Square,
            Expected::End,
        ];
        let mut out = Vec::new();
        for e in all {
            for n in [Notation::Chinese, Notation::Wxf, Notation::Iccs] {
                out.push((e, n));
            }
        }
        out
    }
}

impl Examples for IllegalMove {
    fn examples() -> Vec<IllegalMove> {
        vec![
            IllegalMove::NoPiece(sq("e5")),
            IllegalMove::NotYourPiece {
                piece: BLACK_CANNON,
                square: sq("h7"),
            },
            IllegalMove::OwnPieceOnTarget(sq("a3")),
            IllegalMove::WrongShape {
                kind: Kind::Rook,
                from: sq("a0"),
                to: sq("b1"),
            },
            IllegalMove::OutsidePalace,
            IllegalMove::ElephantCrossesRiver,
            IllegalMove::HorseLegBlocked(sq("h1")),
            IllegalMove::ElephantEyeBlocked(sq("d1")),
            IllegalMove::PathBlocked(sq("a3")),
            IllegalMove::CannonScreen {
                to: sq("h9"),
                screens: 0,
            },
            IllegalMove::CannonBlocked {
                to: sq("h9"),
                at: sq("h7"),
            },
            IllegalMove::PawnSidewaysBeforeRiver,
            IllegalMove::PawnBackward,
            IllegalMove::GeneralsFace,
            IllegalMove::LeavesGeneralInCheck(vec![sq("e8"), sq("h9")]),
        ]
    }
}

impl Examples for IllegalAttempt {
    fn examples() -> Vec<IllegalAttempt> {
        IllegalMove::examples()
            .into_iter()
            .flat_map(|reason| {
                [
                    IllegalAttempt {
                        mv: mv("h0g2"),
                        mover: Color::Red,
                        piece: Some(RED_HORSE),
                        reason: reason.clone(),
                    },
                    IllegalAttempt {
                        mv: mv("h7h0"),
                        mover: Color::Black,
                        piece: Some(BLACK_CANNON),
                        reason: reason.clone(),
                    },
                    IllegalAttempt {
                        mv: mv("e5e6"),
                        mover: Color::Black,
                        piece: None,
                        reason,
                    },
                ]
            })
            .collect()
    }
}

impl Examples for NotationError {
    fn examples() -> Vec<NotationError> {
        let text = |t: &str| t.to_string();
        let mut out = vec![
            NotationError::Empty,
            NotationError::Unrecognized { text: text("Q2.5") },
            NotationError::NoSuchPiece {
                text: text("车一进一"),
                piece: Piece::new(Color::Red, Kind::Rook),
            },
            NotationError::NoPieceOnFile {
                text: text("炮8平5"),
                piece: BLACK_CANNON,
                file: 8,
                on_file: vec![(sq("h9"), Piece::new(Color::Black, Kind::Horse))],
                files_with_kind: vec![2, 7],
            },
            NotationError::NoPieceOnFile {
                text: text("炮五平四"),
                piece: Piece::new(Color::Red, Kind::Cannon),
                file: 5,
                on_file: vec![],
                files_with_kind: vec![],
            },
            NotationError::NotInTandem {
                text: text("前马进三"),
                piece: RED_HORSE,
                tandem: Tandem::Front,
                file: None,
                count: 0,
            },
            NotationError::NotInTandem {
                text: text("中兵进一"),
                piece: Piece::new(Color::Red, Kind::Pawn),
                tandem: Tandem::Middle,
                file: Some(5),
                count: 2,
            },
            NotationError::Ambiguous {
                text: text("马进三"),
                piece: RED_HORSE,
                squares: vec![sq("h0"), sq("c4")],
                suggestions: vec![text("马二进三"), text("马七进八")],
            },
            NotationError::Ambiguous {
                text: text("车进一"),
                piece: Piece::new(Color::Black, Kind::Rook),
                squares: vec![sq("a9"), sq("i9")],
                suggestions: vec![],
            },
            NotationError::CannotMove {
                text: text("马二平三"),
                kind: Kind::Horse,
                action: Action::Traverse,
            },
            NotationError::CannotMove {
                text: text("兵七退一"),
                kind: Kind::Pawn,
                action: Action::Retreat,
            },
            NotationError::SameFile {
                text: text("炮二平二"),
                piece: Piece::new(Color::Red, Kind::Cannon),
                file: 2,
            },
            NotationError::UnreachableFile {
                text: text("马二进五"),
                piece: RED_HORSE,
                from: sq("h0"),
                file: 5,
                reachable: vec![1, 3, 4],
            },
            NotationError::OffBoard {
                text: text("车1退1"),
                piece: Piece::new(Color::Black, Kind::Rook),
                from: sq("a9"),
            },
            NotationError::OtherSidesNotation {
                text: text("相三进五"),
                mover: Color::Black,
                own: Some("象3进5".to_string()),
            },
            NotationError::OtherSidesNotation {
                text: text("象3进5"),
                mover: Color::Red,
                own: None,
            },
            NotationError::NoMoveBegins {
                text: text("炮二进"),
            },
        ];
        for (e, n) in <(Expected, Notation)>::examples() {
            out.push(NotationError::Syntax {
                text: text("炮二x五"),
                notation: n,
                at: 2,
                found: 'x',
                expected: e,
            });
            out.push(NotationError::Incomplete {
                text: text("炮二"),
                notation: n,
                expected: e,
            });
        }
        for role in [NumberRole::File, NumberRole::Value, NumberRole::Ordinal] {
            out.push(NotationError::BadNumber {
                text: text("炮零平五"),
                at: 1,
                value: 0,
                role,
            });
        }
        for a in IllegalAttempt::examples() {
            out.push(NotationError::Illegal {
                text: text("马二进三"),
                mv: a.mv,
                reason: a.reason,
                mover: a.mover,
                piece: a.piece,
            });
        }
        out
    }
}

impl Examples for Outcome {
    fn examples() -> Vec<Outcome> {
        vec![Outcome::RedWins, Outcome::BlackWins, Outcome::Draw]
    }
}

impl Examples for AdjudicatedResult {
    fn examples() -> Vec<AdjudicatedResult> {
        vec![
            AdjudicatedResult::RedLoses,
            AdjudicatedResult::BlackLoses,
            AdjudicatedResult::Draw,
        ]
    }
}

impl Examples for MoveKind {
    fn examples() -> Vec<MoveKind> {
        MoveKind::ALL.to_vec()
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

impl Examples for TimeControl {
    fn examples() -> Vec<TimeControl> {
        let min = |m: u64| std::time::Duration::from_secs(60 * m);
        let secs = std::time::Duration::from_secs;
        let mut out: Vec<TimeControl> = crate::match_control::PRESETS
            .iter()
            .filter_map(|p| TimeControl::preset(p.name))
            .collect();
        let period = |moves, time| Period { moves, time };
        out.extend(
            [
                TimeControl::new(
                    vec![period(Some(40), min(90)), period(None, min(30))],
                    Bonus::Delay(secs(3)),
                ),
                TimeControl::new(vec![period(None, secs(5400 + 45))], Bonus::None),
            ]
            .into_iter()
            .flatten(),
        );
        out
    }
}

impl Examples for ResultSheet {
    fn examples() -> Vec<ResultSheet> {
        let sheet = |red: &str, black: &str, mode, time_control: TimeControl| ResultSheet {
            red: red.into(),
            black: black.into(),
            verdict: Verdict::examples().swap_remove(3),
            moves: 23,
            plies: 45,
            time_used: [std::time::Duration::from_secs(1500); 2],
            fouls: [
                vec![],
                vec![Foul {
                    kind: FoulKind::RecordingLapse,
                    ply: 30,
                }],
            ],
            presses_without_move: [1, 0],
            entries_missing: [0, 2],
            entries_wrong: [1, 0],
            rules: RuleSet::Cxa,
            mode,
            time_control,
            final_fen: "4k4/9/9/9/9/9/9/9/9/4K4 w".into(),
        };
        let timed = TimeControl::preset("6.1").unwrap_or_default();
        vec![
            sheet("", "", Mode::Casual, TimeControl::untimed()),
            sheet("胡荣华", "", Mode::Tournament, timed.clone()),
            sheet("胡荣华", "杨官璘", Mode::Practice, timed),
        ]
    }
}

impl Examples for super::net::NetText {
    fn examples() -> Vec<super::net::NetText> {
        use super::net::{Field, NetText};
        use crate::match_control::Text;
        use Color::{Black, Red};
        vec![
            NetText::HostFull,
            NetText::TooManyPending,
            NetText::HelloTimeout,
            NetText::IdleTimeout,
            NetText::TooLong { limit: 4096 },
            NetText::NotUtf8,
            NetText::HelloFirst,
            NetText::AlreadyGreeted,
            NetText::WrongCode,
            NetText::TokenFormat,
            NetText::TokenOpensNoSeat,
            NetText::SeatMismatch {
                asked: Red,
                holds: Black,
            },
            NetText::SeatTaken {
                asked: Black,
                free: Red,
            },
            NetText::BothSeatsTaken,
            NetText::NoToken,
            NetText::SpectatorsFull { watching: 32 },
            NetText::RateLimited,
            NetText::Replaced,
            NetText::Closing,
            NetText::NotTheArbiter,
            NetText::NotPairedHere { name: "42".into() },
            NetText::ConnectFailed {
                endpoint: "/home/alice/chuhe/game.pgn".into(),
            },
            NetText::NoAnswer,
            NetText::LinkBroken,
            NetText::Unreadable {
                detail: "expected value at line 1".into(),
            },
            NetText::LinkClosed,
            NetText::HostClosed,
            NetText::CannotWrite,
            NetText::HostSilent,
            NetText::ConnectionError {
                detail: "connection reset by peer".into(),
            },
            NetText::OutOfStep {
                detail: "a gap".into(),
            },
            NetText::OutOfStepShort {
                detail: "a gap".into(),
            },
            NetText::LostForGood {
                why: Text::of(&NetText::HostClosed),
            },
            NetText::Reconnecting {
                why: Text::of(&NetText::HostSilent),
            },
            NetText::Reconnected,
            NetText::Arrived {
                color: Black,
                name: "alice".into(),
                back: false,
            },
            NetText::Arrived {
                color: Red,
                name: String::new(),
                back: true,
            },
            NetText::WaitingForOpponent {
                join: "chuhe join 4821".into(),
            },
            NetText::TakebackPending { by: Red },
            NetText::Absent {
                who: vec![Red, Black],
                paused: true,
            },
            NetText::Absent {
                who: vec![Black],
                paused: false,
            },
            NetText::StoppedFor { who: vec![Red] },
            NetText::FieldTooLong {
                field: Field::Name,
                chars: 80,
                max: 64,
            },
            NetText::FieldControl {
                field: Field::Note,
                code: 0x1b,
                at: 3,
            },
            NetText::NotProtocol {
                detail: "unknown variant".into(),
            },
            NetText::VersionMismatch {
                software: "chuhe 0.4.0".into(),
                ours: 3,
                theirs: Some(2),
            },
            NetText::VersionMismatch {
                software: "chuhe 0.4.0".into(),
                ours: 3,
                theirs: None,
            },
            NetText::Watching,
            NetText::SpectatorsCannotAct,
            NetText::NotStarted,
            NetText::NoEvent,
            NetText::OnlyTheArbiter,
            NetText::ArbiterDoesNotPlay,
            NetText::NoTakebackAsked,
            NetText::TakebackDeclinedBy { by: Black },
        ]
    }
}

impl Examples for crate::match_control::ArbiterAction {
    fn examples() -> Vec<crate::match_control::ArbiterAction> {
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

impl Examples for Citation {
    fn examples() -> Vec<Citation> {
        [
            (Book::Main, "24.3, 26.4"),
            (Book::Cxa2011, "4.3"),
            (Book::Folk, "7.2.2"),
            (Book::Axf, "3"),
            (Book::Axf, ""),
        ]
        .into_iter()
        .map(|(book, articles)| Citation { book, articles })
        .collect()
    }
}

impl Examples for Conduct {
    fn examples() -> Vec<Conduct> {
        let mut one = PieceSet::default();
        one.insert(Piece::new(Color::Red, Kind::Rook));
        let mut mixed = one;
        mixed.insert(BLACK_CANNON);
        mixed.insert(Piece::new(Color::Black, Kind::Horse));
        vec![
            Conduct::Allowed,
            Conduct::PerpetualCheck,
            Conduct::PerpetualMateThreat,
            Conduct::PerpetualChase(one),
            Conduct::PerpetualChase(mixed),
            Conduct::PerpetualAttack,
        ]
    }
}

impl Examples for RepetitionRuling {
    /// Every ground of every rule set, with each side's conduct in turn.
    fn examples() -> Vec<RepetitionRuling> {
        let grounds = [
            Ground::PerpetualCheck,
            Ground::OneSideForbidden,
            Ground::GraverForbidden,
            Ground::BothAllowed,
            Ground::BothForbidden,
            Ground::EarlyRepetition,
        ];
        let mut out = Vec::new();
        for rules in [RuleSet::Cxa, RuleSet::Folk, RuleSet::Axf] {
            for ground in grounds {
                for conduct in Conduct::examples() {
                    let verdict = match ground {
                        Ground::BothAllowed | Ground::BothForbidden => AdjudicatedResult::Draw,
                        Ground::EarlyRepetition => AdjudicatedResult::RedLoses,
                        _ => AdjudicatedResult::BlackLoses,
                    };
                    out.push(RepetitionRuling {
                        rules,
                        verdict,
                        red: Conduct::Allowed,
                        black: conduct,
                        ground,
                    });
                }
            }
        }
        out
    }
}

impl Examples for AdjudicatedEnd {
    fn examples() -> Vec<AdjudicatedEnd> {
        let mut out = Vec::new();
        for loser in Color::ALL {
            out.push(AdjudicatedEnd::Checkmate { loser });
            out.push(AdjudicatedEnd::Stalemate { loser });
        }
        for rules in [RuleSet::Cxa, RuleSet::Folk, RuleSet::Axf] {
            out.push(AdjudicatedEnd::NoWinningChances { rules });
            out.push(AdjudicatedEnd::NaturalLimit { rules, moves: 60 });
        }
        for r in RepetitionRuling::examples() {
            out.push(AdjudicatedEnd::Repetition(r));
            out.push(AdjudicatedEnd::OrderIgnored(r));
            out.push(AdjudicatedEnd::RepetitionContinued(r));
        }
        out
    }
}

impl Examples for Order {
    fn examples() -> Vec<Order> {
        RepetitionRuling::examples()
            .into_iter()
            .filter_map(|r| r.verdict.loser().map(|side| Order::unrecorded(side, r)))
            .collect()
    }
}

impl Examples for Warning {
    fn examples() -> Vec<Warning> {
        RepetitionRuling::examples()
            .into_iter()
            .map(|ruling| Warning { ruling })
            .collect()
    }
}

impl Examples for crate::tournament::TieBreak {
    fn examples() -> Vec<Self> {
        Self::ALL.to_vec()
    }
}

impl Examples for crate::tournament::TeamTieBreak {
    fn examples() -> Vec<Self> {
        Self::ALL.to_vec()
    }
}

impl Examples for crate::tournament::SheetLabel {
    fn examples() -> Vec<Self> {
        Self::ALL.to_vec()
    }
}

const PATH: &str = "/home/alice/chuhe/game.pgn";

impl Examples for crate::record::GameError {
    fn examples() -> Vec<crate::record::GameError> {
        use crate::record::{GameError, GameErrorKind as K, Location};
        let kinds = vec![
            K::Fen(crate::rules::FenError::Empty),
            K::StartPosition(PositionError::MissingGeneral(Color::Red)),
            K::Notation(Box::new(NotationError::examples().remove(0))),
            K::IllegalMove(IllegalMove::examples().remove(0)),
            K::BadSquare(97),
            K::Syntax("unexpected token".into()),
            K::Truncated { needed: 2 },
            K::Unsupported("a variation inside a comment".into()),
        ];
        let places = [
            Location::Text { line: 3, column: 7 },
            Location::Byte(1024),
            Location::Field("moves[12]".into()),
            Location::Unknown,
        ];
        kinds
            .into_iter()
            .enumerate()
            .map(|(i, kind)| GameError {
                ply: (i % 3) as u32,
                move_number: 1 + i as u32,
                side: [None, Some(Color::Red), Some(Color::Black)][i % 3],
                in_variation: i == 4,
                text: if i % 2 == 0 {
                    "炮二平五".into()
                } else {
                    String::new()
                },
                location: places[i % places.len()].clone(),
                kind,
            })
            .collect()
    }
}

impl Examples for crate::record::RecordError {
    fn examples() -> Vec<crate::record::RecordError> {
        use crate::record::{GameError, Location, RecordError as R};
        vec![
            R::Io {
                path: PATH.into(),
                source: std::io::Error::from(std::io::ErrorKind::NotFound),
            },
            R::Empty,
            R::BadSignature {
                format: "XQF",
                detail: "the first two bytes are not 'XQ'".into(),
            },
            R::Truncated {
                format: "CBR",
                what: "the move list",
                offset: 2048,
                needed: 4,
                available: 2050,
            },
            R::NoGames {
                location: Location::Text { line: 1, column: 1 },
                detail: "no moves and no headers".into(),
            },
            R::NoGames {
                location: Location::Unknown,
                detail: "empty".into(),
            },
            R::Unencodable {
                encoding: "GBK",
                ch: '😀',
            },
            R::NotASave("no format field".into()),
            R::Json {
                line: 2,
                column: 5,
                message: "expected value".into(),
            },
            R::NewerVersion {
                found: "9.0".into(),
                supported: 1,
            },
            R::BadSave(Box::new(GameError::examples().remove(3))),
        ]
    }
}

impl Examples for super::files::FileText {
    fn examples() -> Vec<super::files::FileText> {
        use super::files::FileText as F;
        use std::io::ErrorKind as K;
        let path = std::path::Path::new(PATH);
        let mut all: Vec<F> = [
            K::NotFound,
            K::PermissionDenied,
            K::AlreadyExists,
            K::IsADirectory,
            K::NotADirectory,
            K::StorageFull,
            K::ReadOnlyFilesystem,
            K::InvalidData,
            K::UnexpectedEof,
            K::Interrupted,
        ]
        .into_iter()
        .map(|kind| F::io(path, &std::io::Error::from(kind)))
        .collect();
        all.extend(
            crate::record::RecordError::examples()
                .into_iter()
                .map(F::Record),
        );
        all.extend(
            crate::record::GameError::examples()
                .into_iter()
                .map(F::Game),
        );
        all.extend([
            // Bare, as inside `At`:
            F::Io {
                kind: K::NotFound,
                detail: "No such file or directory (os error 2)".into(),
            },
            F::NoGame,
            F::InGame {
                n: 2,
                inner: Box::new(F::Replay(super::tui_errors::TuiError::RecordMove {
                    n: 7,
                    mv: "h2e2".into(),
                    error: Box::new(MatchError::Paused),
                })),
            },
            F::ThemeBase {
                base: "neon".into(),
            },
            F::NoGame.at(path),
            F::InGame {
                n: 3,
                inner: Box::new(F::NoGame),
            }
            .at(path),
            F::NoSuchGame {
                path: PATH.into(),
                n: 40,
                count: 36,
            },
            F::NoSuchGame {
                path: PATH.into(),
                n: 2,
                count: 1,
            },
            F::StartPosition(PositionError::GeneralsFacing(4)),
            F::Replay(super::tui_errors::TuiError::LogEntry {
                index: 12,
                error: Box::new(MatchError::PressTheClock),
            }),
            F::SavedTimeControl {
                spec: "40/90m".into(),
            },
            F::ConfigSyntax {
                at: Some((2, 8)),
                detail: "invalid string".into(),
            }
            .at(path),
            F::ConfigSyntax {
                at: None,
                detail: "unknown field `colour`".into(),
            },
            F::ConfigTime {
                spec: "90分钟+30秒x".into(),
                column: 8,
            },
            F::ThemeSyntax {
                detail: "expected `=`".into(),
            },
            F::ThemeRole {
                role: "boardd".into(),
                known: "board, river".into(),
            },
            F::ThemeColour {
                role: "river".into(),
                detail: "'#12' is not a #rrggbb colour".into(),
            },
            F::ThemeBase {
                base: "neon".into(),
            }
            .at(path),
            F::ThemeNotFound {
                name: "neon".into(),
            },
            F::NoTerminal,
            F::ArchiveFailed {
                why: Box::new(F::io(path, &std::io::Error::from(K::StorageFull))),
            },
            F::SavingUnavailable,
            F::Fixed(Msg::SshNoSaves),
            F::Flag {
                flag: "--load",
                inner: Box::new(F::NoGame.at(path)),
            },
            F::Damaged {
                line: 1,
                column: 14,
                detail: "expected value at line 1 column 14".into(),
            },
            F::ConfigName {
                at: Some((1, 8)),
                name: crate::lang::UnknownName::new(crate::lang::NameKind::Lang, "fr"),
            }
            .at(path),
            F::ConfigName {
                at: None,
                name: crate::lang::UnknownName::new(crate::lang::NameKind::Lang, "fr"),
            },
        ]);
        all
    }
}

impl Examples for crate::match_control::TimeControlError {
    fn examples() -> Vec<Self> {
        use crate::match_control::TimeControlErrorKind as K;
        let kinds = vec![
            K::Empty,
            K::ExpectedNumber,
            K::NumberTooLarge,
            K::ExpectedUnit,
            K::UnknownUnit("d".into()),
            K::ZeroTime,
            K::ZeroMoves,
            K::TooManyMoves,
            K::PeriodTooLong,
            K::BonusTooLong,
            K::TooManyPeriods,
            K::PeriodAfterSuddenDeath,
            K::MissingTime,
            K::Unexpected('x'),
            K::SubSecond,
        ];
        kinds
            .into_iter()
            .map(|kind| crate::match_control::TimeControlError {
                input: "15m+10x".into(),
                column: 7,
                kind,
            })
            .collect()
    }
}

impl Examples for crate::tournament::TeamTableLabel {
    fn examples() -> Vec<Self> {
        Self::ALL.to_vec()
    }
}

impl Examples for super::cli::CliText {
    fn examples() -> Vec<Self> {
        use super::cli::CliText as C;
        use crate::tournament::System;
        let file = || "/home/alice/chuhe/game.pgn".to_string();
        vec![
            C::CheckMoves(42),
            C::CheckMovesSplit {
                total: 50,
                main: 42,
            },
            C::CheckGameOk {
                file: file(),
                game: 1,
                moves: "42".into(),
                result: "1-0".into(),
            },
            C::CheckGameError {
                file: file(),
                game: 2,
                error: "—".into(),
                moves: "7".into(),
                result: "*".into(),
            },
            C::CheckFileUnreadable {
                file: file(),
                error: "—".into(),
            },
            C::CheckMissing(file()),
            C::CheckNoPermission(file()),
            C::CheckCannotRead {
                file: file(),
                detail: "—".into(),
            },
            C::CheckSummary {
                games: 3,
                ok: 2,
                failed: 1,
                moves: 90,
                unreadable: 0,
            },
            C::CheckSummary {
                games: 3,
                ok: 2,
                failed: 1,
                moves: 90,
                unreadable: 2,
            },
            C::SearchPosition("9/9/9/9/9/9/9/9/9/4K4 w".into()),
            C::SearchTotals {
                games: 10,
                red: 4,
                draws: 3,
                black: 3,
            },
            C::SearchMove {
                iccs: "h2e2".into(),
                written: "炮二平五".into(),
                games: 10,
                red: 4,
                draws: 3,
                black: 3,
            },
            C::SearchNothingRead,
            C::AnalyseNoMove { mated: true },
            C::AnalyseNoMove { mated: false },
            C::Mate(3),
            C::Mated(2),
            C::AnalyseLine {
                first: "炮二平五".into(),
                score: "+0.25".into(),
                depth: 9,
                nodes: 120_000,
                line: "炮二平五 马8进7".into(),
            },
            C::ReviewProgress,
            C::ReviewMove {
                number: 3,
                red: true,
                written: "车九平八".into(),
                mark: "??".into(),
                score: "-3.40".into(),
                line: "马二进三 炮2平1".into(),
            },
            C::ReviewSummary {
                red: false,
                mistakes: 1,
                blunders: 0,
                good: 2,
            },
            C::TourCreated {
                file: file(),
                system: System::Swiss,
                name: "alice".into(),
                players: 8,
            },
            C::TourAdded {
                name: "alice".into(),
                players: 9,
            },
            C::TourWithdrew("alice".into()),
            C::TourForfeited { round: 2, board: 3 },
            C::TourRoundUnfinished(2),
            C::TourResult {
                round: 2,
                board: 3,
                red: "甲".into(),
                result: "1-0".into(),
                black: "乙".into(),
            },
            C::TourLineupSet {
                round: 2,
                number: 1,
                team: "红队".into(),
            },
            C::TourPlayoff(6),
            C::ExportAbbreviated,
            C::ExportNoSuchGame {
                file: file(),
                games: 3,
                n: 4,
            },
            C::ExportChooseGame {
                file: file(),
                games: 3,
            },
            C::ExportPartial {
                file: file(),
                game: 2,
                problem: "—".into(),
                moves: 7,
            },
            C::UsageUnknownArgument("--game".into()),
            C::UsageInvalidValue {
                arg: "--theme".into(),
                value: "classic".into(),
                possible: vec!["dark".into(), "mono".into()],
            },
            C::UsageMissingValue("--game".into()),
            C::UsageMissingRequired("--game".into()),
            C::UsageUnknownSubcommand("alice".into()),
            C::UsageMissingSubcommand,
            C::UsageConflict {
                arg: "--game".into(),
                other: "--load".into(),
            },
            C::UsageTooManyValues {
                arg: "--game".into(),
                value: "alice".into(),
            },
            C::UsageOther,
            C::UsageHint("chuhe".into()),
        ]
    }
}

impl Examples for crate::tournament::TableText {
    fn examples() -> Vec<Self> {
        use crate::tournament::{System, TableText as T, TeamFormat};
        let mut all = vec![
            T::Rank,
            T::Player,
            T::Team,
            T::Points,
            T::Games,
            T::Won,
            T::Drawn,
            T::Lost,
            T::Matches,
            T::MatchPoints,
            T::Places,
            T::GamePoints,
            T::Withdrawn,
            T::Bye,
            T::Group("A".into()),
            T::Annulled("alice".into()),
            T::CrossTableTitle("2026 春季赛".into()),
            T::RoundTitle {
                round: 3,
                stage: Some(2),
                playoff: false,
            },
            T::RoundTitle {
                round: 6,
                stage: None,
                playoff: true,
            },
            T::TeamMatch {
                number: 1,
                home: "红队".into(),
                away: "蓝队".into(),
                first: 1,
                last: 4,
            },
            T::ByeLine("alice".into()),
            T::PassLine("alice".into()),
            T::RestLine("alice".into()),
        ];
        for system in [
            System::RoundRobin,
            System::DoubleRoundRobin,
            System::Swiss,
            System::Knockout,
            System::DoubleElimination,
            System::GroupedRoundRobin,
        ] {
            all.push(T::StandingsTitle {
                event: "2026 春季赛".into(),
                rounds: 3,
                system,
                scoring: "1-0.5-0".into(),
            });
        }
        for format in [
            TeamFormat::FixedBoards,
            TeamFormat::Substitutes,
            TeamFormat::SetBeforeMatch,
            TeamFormat::AllPlayAll,
            TeamFormat::SumOfPlayers,
        ] {
            all.push(T::TeamStandingsTitle {
                event: "2026 春季赛".into(),
                rounds: 3,
                format,
            });
        }
        all
    }
}

impl Examples for crate::rules::FenError {
    fn examples() -> Vec<Self> {
        use crate::rules::FenError as F;
        vec![
            F::Empty,
            F::RankCount { found: 9 },
            F::RankWidth {
                rank: 3,
                text: "1c5c12".into(),
                files: 10,
            },
            F::BadCharacter {
                rank: 2,
                column: 4,
                ch: 'x',
            },
            F::BadSide("x".into()),
            F::NotADash {
                field: 3,
                text: "5".into(),
            },
            F::BadCounter {
                field: 5,
                text: "x".into(),
            },
            F::TooManyFields(7),
            F::Position(PositionError::GeneralsFacing(4)),
        ]
    }
}

impl Examples for crate::tournament::Refusal {
    fn examples() -> Vec<crate::tournament::Refusal> {
        use crate::tournament::{Refusal as R, System};
        let team = || "红队".to_string();
        vec![
            R::LastRoundUnfinished,
            R::PlayoffBeforeLastRound,
            R::NotRanked("李四".into()),
            R::TeamPlaceAlone {
                team: team(),
                place: 1,
            },
            R::PlaceAlone {
                player: "张三".into(),
                place: 2,
            },
            R::PlaceShared {
                place: 1,
                tied: vec!["张三".into(), "李四".into()],
            },
            R::TeamPlayersWithTeams,
            R::LatePlayer(System::DoubleRoundRobin),
            R::TeamWithdrawal,
            R::AlreadyWithdrawn("张三".into()),
            R::ResultFixed {
                round: 1,
                board: 2,
                old: "1-0".into(),
                system: System::Swiss,
            },
            R::ResultExists {
                round: 1,
                board: 2,
                old: "1-0".into(),
                new: "0-1".into(),
            },
            R::DoubleEliminationOver("张三".into()),
            R::DoubleEliminationTooFew,
            R::KnockoutOver("李四".into()),
            R::KnockoutTooFew,
            R::RoundRobinTooFew,
            R::SwissTooFew,
            R::SwissTooMany {
                players: 100_000,
                limit: 10_000,
            },
            R::PlayoffByPair(System::Knockout),
            R::NoTeamMatches,
            R::LineupSize {
                team: team(),
                players: 3,
                boards: 4,
            },
            R::LineupStranger(team()),
            R::LineupTwice(team()),
            R::LineupFixedBoards(team()),
            R::LineupOrder(team()),
            R::SumHasNoMatches,
            R::NotInMatch {
                team: team(),
                number: 2,
                round: 3,
            },
            R::ChooseMatch {
                team: team(),
                matches: vec![1, 3],
                round: 2,
            },
            R::NoMatchInRound {
                team: team(),
                round: 2,
            },
            R::NoSuchMatch {
                round: 2,
                number: 5,
            },
            R::LineupSet {
                round: 1,
                number: 1,
            },
            R::GroupsAllPaired(5),
            R::GroupTie {
                group: "A".into(),
                tied: vec!["张三".into(), "李四".into()],
                place: 2,
                advance: 2,
            },
            R::RoundRobinAllPaired(7),
            R::SwissAllPaired(9),
            R::BoardPlayed {
                round: 1,
                board: 2,
                result: "1-0".into(),
            },
        ]
    }
}

impl Examples for crate::tournament::Invalid {
    fn examples() -> Vec<crate::tournament::Invalid> {
        use crate::tournament::{Invalid as I, System};
        let team = || "红队".to_string();
        vec![
            I::NoTeamMatches,
            I::NoTeams,
            I::NotTeamEvent,
            I::NoSuchTeam(team()),
            I::TeamNamedTwice(team()),
            I::PlayoffTooFewTeams,
            I::PlayoffTooFewPlayers,
            I::KnockoutMatchGames(3),
            I::NoRounds,
            I::RoundsNotSwiss(System::Knockout),
            I::GroupFlags,
            I::EmptyName,
            I::ControlInName("张\u{7}三".into()),
            I::TeamPlayersFlag,
            I::TooFewTeams,
            I::Boards {
                boards: 5,
                smallest: 4,
            },
            I::BadTeamName(String::new()),
            I::DuplicateTeam(team()),
            I::FixedBoardsRoster {
                team: team(),
                players: 5,
                boards: 4,
            },
            I::SumRoster {
                team: team(),
                players: 5,
                smallest: 4,
            },
            I::RatingOrder {
                team: team(),
                above: "李四".into(),
                below: "张三".into(),
            },
            I::TooFewGroups(1),
            I::NoAdvance,
            I::GroupsTooMany {
                players: 5,
                groups: 3,
            },
            I::AdvanceTooMany {
                advance: 3,
                smallest: 2,
            },
            I::NoGroups,
        ]
    }
}

impl Examples for crate::tournament::TournamentError {
    fn examples() -> Vec<crate::tournament::TournamentError> {
        use crate::tournament::{Invalid, Refusal, TournamentError as E};
        use std::io::{Error, ErrorKind};
        let path = || std::path::PathBuf::from("/home/alice/chuhe/game.pgn");
        vec![
            E::Read {
                path: path(),
                source: Error::from(ErrorKind::NotFound),
            },
            E::Write {
                path: path(),
                source: Error::from(ErrorKind::PermissionDenied),
            },
            E::Damaged {
                path: path(),
                line: 3,
                column: 14,
                message: "expected `,` or `}`".into(),
            },
            E::Fault {
                path: path(),
                fault: crate::tournament::Fault::BoardTwice { round: 2, board: 1 },
            },
            E::Exists { path: path() },
            E::Invalid(Invalid::EmptyName),
            E::DuplicatePlayer("张三".into()),
            E::NoSuchPlayer("王五".into()),
            E::NoSuchRound {
                round: 4,
                paired: 2,
            },
            E::NoSuchBoard {
                round: 1,
                board: 9,
                boards: 2,
            },
            E::Refused(Refusal::KnockoutTooFew),
            E::Unpairable {
                round: 5,
                detail: crate::tournament::NoPairing::LeftUnpaired,
            },
        ]
    }
}

impl Examples for super::cli_errors::CliError {
    fn examples() -> Vec<Self> {
        use super::cli_errors::CliError as E;
        use crate::rules::Color::{Black, Red};
        let file = || "/home/alice/chuhe/game.pgn".to_string();
        // The lower errors arrive rendered in the command's language.
        let detail = || "文件不存在".to_string();
        vec![
            E::At {
                at: "--time".into(),
                detail: "第 3 个字符处应为数字".into(),
            },
            E::GroupsWithAdvance,
            E::TeamsUnreadable {
                file: file(),
                detail: detail(),
            },
            E::PlayersEmpty(2),
            E::PlayersRating {
                n: 1,
                item: "许银川:26x0".into(),
                rating: "26x0".into(),
            },
            E::FoulsCount {
                side: Red,
                value: "二".into(),
                detail: "invalid digit found in string".into(),
            },
            E::FoulsCount {
                side: Black,
                value: "-1".into(),
                detail: "invalid digit found in string".into(),
            },
            E::FoulsShape("1,2,3".into()),
            E::TimeUsedClock {
                side: Black,
                value: "1:75".into(),
            },
            E::TimeUsedShape("600".into()),
            E::BoardVanished(4),
            E::ReviewNoSuchGame {
                n: 3,
                file: file(),
                games: 1,
            },
            E::MoveListed {
                n: 2,
                text: "马八进九".into(),
                detail: "走不通".into(),
            },
            E::MoveQuoted {
                n: 2,
                text: "炮二平五".into(),
                detail: "走不通".into(),
            },
            E::MoveApostrophe {
                n: 5,
                text: "h2e2".into(),
                detail: "走不通".into(),
            },
            E::RecordMove {
                n: 7,
                iccs: "h2e2".into(),
                detail: "走不通".into(),
            },
            E::NaturalLimitZero,
            E::LevelRange,
        ]
    }
}

impl Examples for super::net_errors::NetErrorText {
    fn examples() -> Vec<Self> {
        use super::net_errors::{CodeProblem, NetErrorText as N, SaveProblem};
        let path = || "/home/alice/chuhe/game.pgn".to_string();
        let mut all = vec![
            N::HostNoLoad,
            N::NoUnfinishedHosted { dir: path() },
            N::SeatHeadless,
            N::EngineOwnSeat {
                flag: "--red".into(),
            },
            N::HostStart,
            N::SignalHandlers,
            N::SignalThread,
            N::HostNoOwnSeat,
            N::HostOwnSeatConnect,
            N::EngineSeatConnect,
            N::EngineSeatThread,
            N::EngineSeat {
                why: "主机关闭了连接".into(),
            },
            N::UnknownClaim {
                what: "自然".into(),
            },
            N::TokenFile {
                path: path(),
                kind: std::io::ErrorKind::NotFound,
                detail: "No such file or directory (os error 2)".into(),
            },
            N::NoTokenFile {
                path: path(),
                kind: std::io::ErrorKind::PermissionDenied,
                detail: "Permission denied (os error 13)".into(),
            },
            N::BadToken { digits: 32 },
            N::JsonNeedsAction,
            N::HostClosed {
                why: "对局已结束".into(),
            },
            N::NoAnswer { seconds: 10 },
            N::NextRoundPaired,
            N::Refused {
                why: "口令不对".into(),
            },
            N::ServeHow,
            N::SshAddress {
                address: "0.0.0.0:2222".into(),
            },
            N::Serve,
            N::RandomToken,
            N::TokenFileWrite { path: path() },
            N::NoPortForBoard { board: 3 },
            N::Board { board: 3 },
            N::NoBoardAnswer,
        ];
        for why in [
            CodeProblem::CodeLength {
                expected: 12,
                found: 5,
            },
            CodeProblem::NameLength {
                expected: 4,
                found: 5,
            },
            CodeProblem::BadChar {
                ch: '!',
                position: 2,
            },
        ] {
            all.push(N::ResumeBadName {
                resume: "12345".into(),
                why,
            });
        }
        for problem in [
            SaveProblem::Io(std::io::ErrorKind::NotFound),
            SaveProblem::NotASave,
            SaveProblem::Version { found: 9 },
            SaveProblem::Damaged,
        ] {
            all.push(N::ResumeSave {
                path: path(),
                problem,
                detail: "not a host save".into(),
            });
        }
        all
    }
}

impl Examples for super::host_log::HostLog {
    fn examples() -> Vec<Self> {
        use super::host_log::{HostLog as H, Leaving, PeerName};
        use crate::match_control::{ArbiterAction, Reason, Text, Verdict};
        let local = || PeerName::Local {
            user: Some("alice".into()),
        };
        let refused = Text::of(&super::net::NetText::NotStarted);
        let mut all = vec![
            H::ArbiterSeated { peer: local() },
            H::Watches {
                peer: PeerName::Local { user: None },
                name: String::new(),
            },
            H::Watches {
                peer: PeerName::Tcp {
                    address: "192.0.2.7:40512".into(),
                },
                name: "张三".into(),
            },
            H::Refused {
                conn: 4,
                why: super::net::NetText::WrongCode,
            },
            H::ArbiterLeft { why: Leaving::Left },
            H::GameStarts,
            H::ClocksStopped,
            H::ClocksRun,
            H::Arbiter(ArbiterAction::Pause),
            H::Arbiter(ArbiterAction::ChargeLateness {
                player: Color::Black,
                late: std::time::Duration::from_secs(300),
            }),
            H::NotTheArbiter { by: None },
            H::NotTheArbiter {
                by: Some(Color::Red),
            },
            H::TakebackLapsed,
            H::TakebackAsked { by: Color::Red },
            H::TakebackDeclined { by: Color::Black },
            H::TakebackAccepted {
                by: Color::Black,
                plies: 2,
            },
            H::Moved {
                ply: 1,
                by: Color::Red,
                text: "炮二平五".into(),
            },
            H::GameOver {
                verdict: Verdict::loss(Color::Red, Reason::Resignation),
            },
            H::Stopped,
            H::DoneAndStopped,
            H::SaveFailed {
                path: "/home/alice/chuhe/game.pgn".into(),
                kind: std::io::ErrorKind::StorageFull,
                detail: "No space left on device (os error 28)".into(),
            },
            H::FlushFailed {
                path: "/home/alice/chuhe/game.pgn".into(),
                kind: std::io::ErrorKind::Other,
                detail: "Input/output error (os error 5)".into(),
            },
            H::EngineLeaves {
                side: Color::Black,
                why: Text::of(&super::net::NetText::HostClosed),
            },
            H::EngineDone { side: Color::Black },
            H::EngineTakebackFailed {
                side: Color::Red,
                why: refused.clone(),
            },
            H::EngineRefused {
                side: Color::Red,
                why: refused.clone(),
            },
            H::Board {
                round: 2,
                board: 3,
                line: "双方都已入座：对局开始".into(),
            },
            H::NextRoundRefused { why: refused },
            H::BoardTrouble {
                board: 3,
                detail: "主机在10秒内没有答复".into(),
            },
        ];
        for back in [false, true] {
            all.push(H::Seated {
                peer: local(),
                name: "alice".into(),
                color: Color::Red,
                back,
            });
        }
        let protocol = Text::of(&super::net::NetText::NotProtocol {
            detail: String::new(),
        });
        for why in [
            Leaving::ClosedByClient,
            Leaving::Truncated,
            Leaving::Refused(super::net::NetText::IdleTimeout),
            Leaving::Io {
                kind: std::io::ErrorKind::ConnectionReset,
                detail: "Connection reset by peer (os error 104)".into(),
            },
            Leaving::Io {
                kind: std::io::ErrorKind::Other,
                detail: "Input/output error (os error 5)".into(),
            },
            Leaving::TooManyMessages,
            Leaving::Left,
            Leaving::HostStopping,
            Leaving::Protocol(protocol),
            Leaving::TooSlow,
        ] {
            all.push(H::Disconnected {
                color: Color::Black,
                why: why.clone(),
            });
            all.push(H::SpectatorLeft { why });
        }
        all
    }
}

impl Examples for super::tui_errors::TuiError {
    fn examples() -> Vec<super::tui_errors::TuiError> {
        use super::tui_errors::TuiError as T;
        let refused = || MatchError::NotYourTurn {
            to_move: Color::Black,
        };
        vec![
            T::LogEntry {
                index: 3,
                error: Box::new(refused()),
            },
            T::RecordMove {
                n: 5,
                mv: "b0c2".into(),
                error: Box::new(MatchError::PressTheClock),
            },
            T::RecordedResult {
                error: Box::new(MatchError::Paused),
            },
            T::HostReplay {
                index: 0,
                error: Box::new(refused()),
            },
            T::HostGap { from: 9, have: 4 },
            T::HostEntry {
                index: 7,
                error: Box::new(MatchError::NotPaused),
            },
            T::EngineLevel {
                text: "engine:11".into(),
            },
            T::EngineMissing {
                text: "engine:".into(),
            },
            T::InFile {
                path: "/home/alice/chuhe/game.pgn".into(),
                why: "文件不完整".into(),
            },
        ]
    }
}

/// One unknown name for every kind of value (what was typed is the user's: "x9").
impl Examples for crate::lang::UnknownName {
    fn examples() -> Vec<Self> {
        crate::lang::NameKind::iter()
            .map(|k| crate::lang::UnknownName::new(k, "x9"))
            .collect()
    }
}

impl Examples for crate::lang::NameKind {
    fn examples() -> Vec<Self> {
        crate::lang::NameKind::iter().collect()
    }
}

/// Every impossible place of an event file.
impl Examples for crate::tournament::Fault {
    fn examples() -> Vec<Self> {
        use crate::tournament::Fault as F;
        vec![
            F::RoundBeyondPlanned {
                round: 10000,
                planned: 3,
            },
            F::Board {
                round: 1,
                board: 0,
                boards: 2,
            },
            F::BoardTwice { round: 1, board: 1 },
            F::Player {
                round: 1,
                board: 1,
                red: true,
                player: 99,
                players: 4,
            },
            F::AcceleratedRounds {
                accelerated: 1 << 31,
                rounds: 3,
            },
            F::Format {
                found: "chuhe-save".into(),
                expected: "chuhe-tournament".into(),
            },
            F::Version {
                found: 9,
                supported: 1,
            },
            F::PlayerName {
                index: 2,
                name: " 张三".into(),
            },
            F::DuplicateName {
                index: 3,
                name: "张三".into(),
            },
            F::MatchGames(3),
            F::Reference {
                at: crate::tournament::ListPlace::Bye { round: 2 },
                player: 12,
                players: 8,
            },
            F::RoundNumber {
                index: 1,
                number: 5,
            },
            F::TwoGames { round: 2, board: 3 },
            F::ByeAlsoPlays {
                round: 2,
                player: 4,
            },
            F::RoundUnfinished { round: 1, next: 2 },
            F::TeamMember {
                team: "北京队".into(),
            },
            F::TeamTooSmall {
                team: "北京队".into(),
                boards: 4,
            },
            F::TeamTableOrder,
            F::TeamGrouping,
            F::MatchTeam {
                round: 1,
                number: 2,
            },
            F::Lineup {
                round: 1,
                number: 2,
                refusal: Box::new(crate::tournament::Refusal::LineupTwice("北京队".into())),
            },
            F::TeamBye { round: 3 },
        ]
    }
}

/// Every reason the Swiss pairer gives.
impl Examples for crate::tournament::NoPairing {
    fn examples() -> Vec<Self> {
        use crate::tournament::NoPairing as N;
        vec![
            N::NoByeWithoutRematch,
            N::NoneWithoutRematch,
            N::BracketTooLarge(130),
            N::LeftUnpaired,
        ]
    }
}

impl Examples for crate::tournament::TeamsTextError {
    fn examples() -> Vec<Self> {
        use crate::tournament::TeamsTextError as T;
        vec![
            T::NoTeamName {
                index: 2,
                item: "丁,戊".into(),
            },
            T::EmptyPlayer {
                team: "红队".into(),
                index: 3,
            },
            T::BadRating {
                team: "红队".into(),
                entry: "甲:２四".into(),
                rating: "２四".into(),
            },
        ]
    }
}
