//! Why a move breaks a rule (`rules::IllegalMove`, `rules::IllegalAttempt`), and why a
//! setup is not a position a game can reach (`rules::PositionError`, 1.2, 2.2, 3.4).

use super::examples::{BLACK_CANNON, Examples, RED_HORSE, mv, sq};
use super::points::{piece_on_file_en, piece_on_file_zh, point_en, point_zh};
use super::words::kind_both_zh;
use crate::lang::{Lang, Render};
use crate::notation::{file_label, point_name};
use crate::rules::{Color, IllegalAttempt, IllegalMove, Kind, Piece, Square};

/// Why a move breaks a rule, naming the points as the mover does.
impl Render for IllegalAttempt {
    fn render(&self, lang: Lang) -> String {
        match lang {
            Lang::Zh => illegal_attempt_zh(self),
            Lang::En => illegal_attempt_en(self),
        }
    }
}

/// Why a move breaks a rule, when the mover is not known (bare points).
impl Render for IllegalMove {
    fn render(&self, lang: Lang) -> String {
        match lang {
            Lang::Zh => illegal_move_zh(self),
            Lang::En => illegal_move_en(self),
        }
    }
}

pub(super) fn illegal_attempt_zh(a: &IllegalAttempt) -> String {
    reason_zh(&a.reason, Some(a))
}

pub(super) fn illegal_attempt_en(a: &IllegalAttempt) -> String {
    reason_en(&a.reason, Some(a))
}

pub(super) fn illegal_move_zh(r: &IllegalMove) -> String {
    reason_zh(r, None)
}

fn illegal_move_en(r: &IllegalMove) -> String {
    reason_en(r, None)
}

/// Why a move is illegal (2.2, 2.3, 3.4); with the attempt, points and the piece are
/// named as the mover names them.
fn reason_zh(r: &IllegalMove, a: Option<&IllegalAttempt>) -> String {
    let pt = |sq: Square| match a {
        Some(a) => point_zh(sq, a.mover),
        None => sq.to_string(),
    };
    let who = |kind: Kind| {
        a.and_then(mover_piece_zh)
            .unwrap_or_else(|| kind_both_zh(kind).to_string())
    };
    match r {
        IllegalMove::NoPiece(sq) => format!("{}没有棋子", pt(*sq)),
        IllegalMove::NotYourPiece { piece, square } => format!(
            "{}的{}是{}的棋子，现在轮到{}走",
            pt(*square),
            piece.chinese_name(),
            piece.color.chinese_name(),
            (!piece.color).chinese_name()
        ),
        IllegalMove::OwnPieceOnTarget(sq) => format!("{}有己方棋子（2.3）", pt(*sq)),
        IllegalMove::WrongShape { kind, from, to } => {
            format!("{}不能从{}走到{}（2.2）", who(*kind), pt(*from), pt(*to))
        }
        IllegalMove::OutsidePalace => format!("{}不能走出九宫（2.2）", who(Kind::King)),
        IllegalMove::ElephantCrossesRiver => {
            format!("{}不能过河（2.2）", who(Kind::Elephant))
        }
        IllegalMove::HorseLegBlocked(sq) => {
            format!("蹩马腿：{}的马腿{}有子（2.2）", who(Kind::Horse), pt(*sq))
        }
        IllegalMove::ElephantEyeBlocked(sq) => format!(
            "塞象眼：{}的象眼{}有子（2.2）",
            who(Kind::Elephant),
            pt(*sq)
        ),
        IllegalMove::PathBlocked(sq) => {
            format!("{}的路线被{}的棋子挡住（2.2）", who(Kind::Rook), pt(*sq))
        }
        IllegalMove::CannonScreen { to, screens } => format!(
            "{}吃{}的子必须隔一个子（炮打隔子），现在中间有{screens}个（2.2）",
            who(Kind::Cannon),
            pt(*to)
        ),
        IllegalMove::CannonBlocked { to, at } => format!(
            "{}不吃子走到{}时路线必须畅通，{}有子挡住（2.2）",
            who(Kind::Cannon),
            pt(*to),
            pt(*at)
        ),
        IllegalMove::PawnSidewaysBeforeRiver => {
            format!("{}过河以前不能平走（2.2）", who(Kind::Pawn))
        }
        IllegalMove::PawnBackward => format!("{}不能后退（2.2）", who(Kind::Pawn)),
        IllegalMove::GeneralsFace => "走后将帅在同一路上直接对面（2.2）".to_string(),
        IllegalMove::LeavesGeneralInCheck(by) => {
            let by: Vec<String> = by.iter().map(|s| pt(*s)).collect();
            format!("走后己方将（帅）被{}将军，属送将（3.4）", by.join("、"))
        }
    }
}

fn reason_en(r: &IllegalMove, a: Option<&IllegalAttempt>) -> String {
    let pt = |sq: Square| match a {
        Some(a) => point_en(sq, a.mover),
        None => sq.to_string(),
    };
    let who = |kind: Kind| {
        a.and_then(|a| {
            a.piece
                .filter(|p| p.color == a.mover)
                .map(|p| (p, a.mv.from))
        })
        .map(|(p, from)| piece_on_file_en(p, from))
        .unwrap_or_else(|| format!("the {}", kind.english_name()))
    };
    match r {
        IllegalMove::NoPiece(sq) => format!("there is no piece on {}", pt(*sq)),
        IllegalMove::NotYourPiece { piece, square } => format!(
            "the {} on {} belongs to {}, and it is {}'s move",
            piece.kind.english_name(),
            pt(*square),
            piece.color.english_name(),
            (!piece.color).english_name()
        ),
        IllegalMove::OwnPieceOnTarget(sq) => {
            format!("{} is occupied by your own piece (2.3)", pt(*sq))
        }
        IllegalMove::WrongShape { kind, from, to } => format!(
            "{} cannot move from {} to {} (2.2)",
            who(*kind),
            pt(*from),
            pt(*to)
        ),
        IllegalMove::OutsidePalace => {
            format!("{} must stay in its palace (2.2)", who(Kind::King))
        }
        IllegalMove::ElephantCrossesRiver => {
            format!("{} may not cross the river (2.2)", who(Kind::Elephant))
        }
        IllegalMove::HorseLegBlocked(sq) => format!(
            "{} is blocked: its leg on {} is taken (蹩马腿, 2.2)",
            who(Kind::Horse),
            pt(*sq)
        ),
        IllegalMove::ElephantEyeBlocked(sq) => format!(
            "{} is blocked: its eye on {} is taken (塞象眼, 2.2)",
            who(Kind::Elephant),
            pt(*sq)
        ),
        IllegalMove::PathBlocked(sq) => format!(
            "the path of {} is blocked on {} (2.2)",
            who(Kind::Rook),
            pt(*sq)
        ),
        IllegalMove::CannonScreen { to, screens } => format!(
            "{} needs exactly one screen to capture on {}; there are {screens} (炮打隔子, 2.2)",
            who(Kind::Cannon),
            pt(*to)
        ),
        IllegalMove::CannonBlocked { to, at } => format!(
            "{} can only move to {} without capturing if the path is clear; it is blocked on {} (2.2)",
            who(Kind::Cannon),
            pt(*to),
            pt(*at)
        ),
        IllegalMove::PawnSidewaysBeforeRiver => format!(
            "{} cannot move sideways before crossing the river (2.2)",
            who(Kind::Pawn)
        ),
        IllegalMove::PawnBackward => format!("{} never moves backward (2.2)", who(Kind::Pawn)),
        IllegalMove::GeneralsFace => {
            "the generals would face each other on an open file (2.2)".to_string()
        }
        IllegalMove::LeavesGeneralInCheck(by) => {
            let by: Vec<String> = by.iter().map(|s| pt(*s)).collect();
            format!(
                "it would leave your general in check from {} (3.4)",
                by.join(", ")
            )
        }
    }
}

/// The moving piece of an attempt, named by its file, if known.
fn mover_piece_zh(a: &IllegalAttempt) -> Option<String> {
    a.piece
        .filter(|p| p.color == a.mover)
        .map(|p| piece_on_file_zh(p, a.mv.from))
}

/// Why a setup is not a position a game can reach (1.2, 2.2, 3.4), with the points
/// named as the side of the piece names them.
pub(super) fn position_error_zh(e: &crate::rules::PositionError) -> String {
    use crate::rules::PositionError as E;
    let general = |c: Color| Piece::new(c, Kind::King).chinese_name();
    match *e {
        E::MissingGeneral(c) => format!(
            "{}没有{}：每方必须有且只有一个将（帅） (1.2)",
            c.chinese_name(),
            general(c)
        ),
        E::TooManyGenerals { color, count } => format!(
            "{}有{count}个{}：每方只能有一个 (1.2)",
            color.chinese_name(),
            general(color)
        ),
        E::GeneralOutsidePalace { color, square } => format!(
            "{}的{}在{}，出了九宫 (2.2)",
            color.chinese_name(),
            general(color),
            point_zh(square, color)
        ),
        E::UnreachablePoint { piece, square } => {
            let why = match piece.kind {
                Kind::Advisor => "仕（士）只能在九宫斜线的五个点上",
                Kind::Elephant => "相（象）只能在本方的七个相眼点上，不能过河",
                Kind::Pawn => "兵（卒）不能后退，过河前也不能平移，到不了这里",
                _ => "这个棋子到不了这里",
            };
            format!(
                "{}的{}不能在{}：{why} (2.2)",
                piece.color.chinese_name(),
                piece.chinese_name(),
                point_zh(square, piece.color)
            )
        }
        E::TooMany { color, kind, count } => format!(
            "{}有{count}个{}，最多{}个 (1.2)",
            color.chinese_name(),
            Piece::new(color, kind).chinese_name(),
            kind.max_count()
        ),
        E::GeneralsFacing(file) => {
            let n = point_name(Square::new(file, 0), Color::Red).file;
            format!(
                "帅将在同一纵线（红方{}路）上对面，中间无子 (2.2)",
                file_label(Color::Red, n)
            )
        }
        E::SideNotToMoveInCheck(c) => format!(
            "轮到{}走，{}却正被将军：刚走完的一方不能被将 (3.4)",
            c.opponent().chinese_name(),
            c.chinese_name()
        ),
    }
}

/// Why a setup is not a position a game can reach (1.2, 2.2, 3.4), with the points
/// named as the side of the piece names them.
pub(super) fn position_error_en(e: &crate::rules::PositionError) -> String {
    use crate::rules::PositionError as E;
    match *e {
        E::MissingGeneral(c) => format!(
            "{} has no general: each side needs exactly one (1.2)",
            c.english_name()
        ),
        E::TooManyGenerals { color, count } => format!(
            "{} has {count} generals: each side needs exactly one (1.2)",
            color.english_name()
        ),
        E::GeneralOutsidePalace { color, square } => format!(
            "{}'s general on {} is outside its palace (2.2)",
            color.english_name(),
            point_en(square, color)
        ),
        E::UnreachablePoint { piece, square } => {
            let why = match piece.kind {
                Kind::Advisor => "an advisor stays on the five points of its palace's diagonals",
                Kind::Elephant => "an elephant stays on the seven points of its own side",
                Kind::Pawn => "a pawn never moves back, nor sideways before the river",
                _ => "that piece cannot reach it",
            };
            format!(
                "{}'s {} cannot stand on {}: {why} (2.2)",
                piece.color.english_name(),
                piece.kind.english_name(),
                point_en(square, piece.color)
            )
        }
        E::TooMany { color, kind, count } => format!(
            "{} has {count} {}s: at most {} (1.2)",
            color.english_name(),
            kind.english_name(),
            kind.max_count()
        ),
        E::GeneralsFacing(file) => {
            let n = point_name(Square::new(file, 0), Color::Red).file;
            format!(
                "the generals face each other on Red's file {} with nothing between (2.2)",
                file_label(Color::Red, n)
            )
        }
        E::SideNotToMoveInCheck(c) => format!(
            "{} is in check but it is {}'s move: the side that just moved cannot be left in check (3.4)",
            c.english_name(),
            c.opponent().english_name()
        ),
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
