//! The pending position (待判局面, 24 of 000): a cycle repeated three times and a ruling
//! asked for. 24.1: a one-sided perpetual check loses at once. 24.2: both sides allowed,
//! or both forbidden, is a draw at once. 24.3: forbidden against allowed — the offender
//! must vary at once, and loses only if the cycle is repeated once more
//! ("犯禁必须立即变着，若再重复一次循环即判负"). 2011 规则 4.3 uses the same two steps
//! for a drawn cycle within the first 25 moves: Red must vary, and not varying loses.
//!
//! Only the CXA rules have this procedure. The folk rules end the game at the pending
//! position (民间规则 4.1.2: "待判局面形成之后，则是对局的终结，双方无权再行变着续赛");
//! the AXF rules, for which chuhe has no text of its own, are judged as before, at once.

use crate::lang::{Lang, Render};
use crate::rules::Color;

use super::ruling::RepetitionRuling;
use super::verdict::Judgement;

/// Who asks for the ruling at a pending position.
#[derive(Copy, Clone, Debug, Default, PartialEq, Eq)]
pub enum Procedure {
    /// chuhe rules at every pending position as if a player had asked (casual and
    /// practice games, `chuhe judge`).
    #[default]
    Automatic,
    /// A player claims (24: "一方棋手要求裁决"); unclaimed, a drawn cycle that goes on
    /// after the third time is declared a draw by the arbiter (23.2). Tournament games.
    OnClaim,
}

/// 24.3 (or 2011 规则 4.3): `side` must vary; repeating the cycle once more loses.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Order {
    pub side: Color,
    /// The ruling of the cycle that was ordered to change.
    pub ruling: RepetitionRuling,
    /// Plies played when the order was given.
    pub ply: usize,
    /// The positions of the ordered cycle: the order is broken when one of them is
    /// reached again by a whole cycle played after the order.
    pub(super) cycle: Vec<u64>,
}

impl Order {
    /// An order with no cycle recorded: it says what an order says but is never broken
    /// (for showing the text, e.g. in the catalogue's samples).
    pub fn unrecorded(side: Color, ruling: RepetitionRuling) -> Order {
        Order {
            side,
            ruling,
            ply: 0,
            cycle: Vec::new(),
        }
    }

    /// "红方长捉黑炮，黑方着法允许：红方必须立即变着，若再重复一次循环即判负 (24.3, 26.4)".
    pub fn message(&self, lang: Lang) -> String {
        self.render(lang)
    }

    /// The articles applied, in English citation form ("24.3, 26.4").
    pub fn article(&self) -> String {
        self.ruling.citation(Lang::En)
    }
}

/// What the arbiter rules at a pending position.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum PendingRuling {
    /// 24.1, 24.2, or the offender repeated the cycle after an order (24.3).
    Verdict(Judgement),
    /// 24.3 / 2011 规则 4.3: the side must vary.
    MustVary(Order),
    /// No pending position: the position has occurred `count` times (24 needs three).
    NotPending { count: u32 },
}
