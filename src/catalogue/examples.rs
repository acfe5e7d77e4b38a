//! Sample values of every message family, one or more for each variant, so that a test
//! can render every message in both languages. Each family's type derives
//! `strum::EnumCount`, and the test checks that its examples cover that many variants.

use strum::IntoEnumIterator;

use super::ui::{Msg, UiText};
use crate::adjudication::{MoveKind, RuleSet, Verdict as AdjVerdict};
use crate::match_control::{
    DutyKind, Mode, Outcome, Reason as EndReason, Ruling, Text, TouchDuty, Verdict,
};
use crate::notation::{
    Action, Expected, Notation, NotationError, NumberRole, PointName, Tandem, point_name,
};
use crate::rules::{Color, IllegalAttempt, IllegalMove, Kind, Move, Piece, Square};

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
            // — ssh —
            UiText::LobbyWelcome("王天一".into()),
            UiText::LobbyChallenge {
                from: "王天一".into(),
                to: "许银川".into(),
            },
        ]
    }
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

impl Examples for AdjVerdict {
    fn examples() -> Vec<AdjVerdict> {
        vec![
            AdjVerdict::RedLoses,
            AdjVerdict::BlackLoses,
            AdjVerdict::Draw,
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
