//! Judging a repeated cycle (待判局面, 24 of 000; 4.1 of 002): what each side did over
//! the cycle (its *conduct*), then the verdict of the chosen rule set.
//!
//! One file per rule set: [`cxa`] (24–27 of 000), [`folk`] (7 of 002), [`axf`] (the
//! Asian Xiangqi Federation rule book).

mod axf;
mod cxa;
mod folk;

use crate::rules::{Color, Kind, Piece};

use super::RuleSet;
use super::classify::MoveClass;
use super::move_kind::MoveKind;
use super::verdict::AdjudicatedResult;

/// Pieces, named by the stable identity the adjudicator gives each piece at the start
/// (bit i = piece i), so that a piece is recognised after it moved.
#[derive(Copy, Clone, Debug, Default, PartialEq, Eq, Hash)]
pub struct PieceIds(pub u32);

impl PieceIds {
    pub const fn any(self) -> bool {
        self.0 != 0
    }
}

/// One move of the cycle under judgement.
#[derive(Copy, Clone, Debug)]
pub struct CycleMove {
    pub side: Color,
    pub class: MoveClass,
    /// The pieces chased, by identity.
    pub chased: PieceIds,
    /// The pieces the moved pawn itself chased (27.2).
    pub pawn_chased: PieceIds,
}

/// A set of pieces (colour and kind), for naming what was chased.
#[derive(Copy, Clone, Debug, Default, PartialEq, Eq, Hash)]
pub struct PieceSet(u16);

impl PieceSet {
    pub fn insert(&mut self, p: Piece) {
        self.0 |= 1 << (p.color.index() * 7 + p.kind.index());
    }

    pub fn is_empty(self) -> bool {
        self.0 == 0
    }

    /// The pieces, most valuable first.
    pub fn iter(self) -> impl Iterator<Item = Piece> {
        const ORDER: [Kind; 7] = [
            Kind::Rook,
            Kind::Horse,
            Kind::Cannon,
            Kind::Pawn,
            Kind::Advisor,
            Kind::Elephant,
            Kind::King,
        ];
        Color::ALL.into_iter().flat_map(move |c| {
            ORDER
                .into_iter()
                .filter(move |k| self.0 & (1 << (c.index() * 7 + k.index())) != 0)
                .map(move |k| Piece::new(c, k))
        })
    }
}

/// What one side did over the whole cycle.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash, strum::EnumCount)]
pub enum Conduct {
    /// At least one move that is no attack (idle, exchange, sacrifice, block, follow),
    /// or attacks of a kind the rule set allows.
    Allowed,
    /// 长将: every move a check.
    PerpetualCheck,
    /// 长杀: every move a mate threat.
    PerpetualMateThreat,
    /// 长捉: every move a chase, of these pieces.
    PerpetualChase(PieceSet),
    /// 长打: every move an attack, of mixed kinds (一将一捉, 一将一杀, 一杀一捉 ...).
    PerpetualAttack,
}

impl Conduct {
    pub const fn is_forbidden(self) -> bool {
        !matches!(self, Conduct::Allowed)
    }
}

/// Which article decided, for the reason text.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash, strum::EnumCount)]
pub enum Ground {
    /// One side gives perpetual check (24.1, 26.1; 7.2.3.1 of 002; AXF 6).
    PerpetualCheck,
    /// One side forbidden, the other not (26.4; 7.2.2 of 002; AXF 3).
    OneSideForbidden,
    /// Both sides forbidden, one more gravely (7.2.3.2 of 002).
    GraverForbidden,
    /// Both sides allowed (24.2, 26.2; 7.2.1 of 002; AXF 5).
    BothAllowed,
    /// Both sides forbidden alike (26.3; 7.2.3.3 of 002; AXF 7).
    BothForbidden,
    /// A drawn repetition within the first 25 moves: Red must vary (4.3 of 001).
    EarlyRepetition,
}

/// The judgement of one repeated cycle.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub struct RepetitionRuling {
    pub rules: RuleSet,
    pub verdict: AdjudicatedResult,
    pub red: Conduct,
    pub black: Conduct,
    pub ground: Ground,
}

impl RepetitionRuling {
    pub fn conduct(&self, side: Color) -> Conduct {
        match side {
            Color::Red => self.red,
            Color::Black => self.black,
        }
    }
}

/// Judges the moves of a cycle (both sides' moves, in order) under `rules`. `piece`
/// names a piece identity.
pub fn judge_cycle(
    rules: RuleSet,
    moves: &[CycleMove],
    piece: &dyn Fn(u32) -> Option<Piece>,
) -> RepetitionRuling {
    let ruling = match rules {
        RuleSet::Cxa => cxa::judge(moves, piece),
        RuleSet::Folk => folk::judge(moves, piece),
        RuleSet::Axf => axf::judge(moves, piece),
    };
    RepetitionRuling {
        rules,
        verdict: ruling.0,
        red: ruling.1[Color::Red.index()],
        black: ruling.1[Color::Black.index()],
        ground: ruling.2,
    }
}

type Judged = (AdjudicatedResult, [Conduct; 2], Ground);

/// The moves of one side.
fn of(side: Color, moves: &[CycleMove]) -> impl Iterator<Item = &CycleMove> + Clone {
    moves.iter().filter(move |m| m.side == side)
}

/// The pieces chased on every move of the side (by identity), named.
fn chased_throughout<'a>(
    mut moves: impl Iterator<Item = &'a CycleMove>,
    piece: &dyn Fn(u32) -> Option<Piece>,
) -> PieceSet {
    let Some(first) = moves.next() else {
        return PieceSet::default();
    };
    let common = moves.fold(first.chased.0, |acc, m| acc & m.chased.0);
    names(PieceIds(common), piece)
}

fn names(ids: PieceIds, piece: &dyn Fn(u32) -> Option<Piece>) -> PieceSet {
    let mut set = PieceSet::default();
    let mut bits = ids.0;
    while bits != 0 {
        let id = bits.trailing_zeros();
        bits &= bits - 1;
        if let Some(p) = piece(id) {
            set.insert(p);
        }
    }
    set
}

fn all_checks<'a>(mut moves: impl Iterator<Item = &'a CycleMove>) -> bool {
    moves.all(|m| m.class.is(MoveKind::Check))
}

/// The usual ranking when only one side may have sinned: perpetual check first, then
/// any forbidden conduct against allowed conduct, else a draw.
fn rank(conduct: [Conduct; 2]) -> (AdjudicatedResult, Ground) {
    let [red, black] = conduct;
    let checks = |c: Conduct| c == Conduct::PerpetualCheck;
    if checks(red) != checks(black) {
        let loser = if checks(red) {
            Color::Red
        } else {
            Color::Black
        };
        return (AdjudicatedResult::loss_for(loser), Ground::PerpetualCheck);
    }
    match (red.is_forbidden(), black.is_forbidden()) {
        (true, false) => (AdjudicatedResult::RedLoses, Ground::OneSideForbidden),
        (false, true) => (AdjudicatedResult::BlackLoses, Ground::OneSideForbidden),
        (true, true) => (AdjudicatedResult::Draw, Ground::BothForbidden),
        (false, false) => (AdjudicatedResult::Draw, Ground::BothAllowed),
    }
}
