//! Material (2011 规则 1.2): "一车相当于双马、双炮或一马一炮，马炮等值 … 仕(士)、相(象)等值
//! … 过河兵(卒)价值浮动". The ratios of the article fix rook = 2 × horse = 2 × cannon and
//! advisor = elephant; the scale (a pawn at home = 100) and the weak pieces' value are
//! chuhe's choice, as the article gives none. The floating value of a pawn that has
//! crossed the river is in the piece-square table (`pst.rs`), not here.
//!
//! These are the hand-set weights' material (`Weights::HAND`) and the values the
//! search orders and prunes captures by; the evaluation reads each kind's value from
//! its weights, which a fit may move (`engine::tune`).

use chuhe_core::rules::Kind;

/// Base value of each kind, indexed by `Kind::index()`. The general has no material
/// value: losing it ends the game.
pub const VALUE: [i32; 7] = [
    0,   // general
    200, // advisor = elephant (1.2)
    200, // elephant
    450, // horse = cannon (1.2)
    900, // rook = two horses = two cannons = horse + cannon (1.2)
    450, // cannon
    100, // pawn, before the river
];

#[inline]
pub const fn value(kind: Kind) -> i32 {
    VALUE[kind.index()]
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The equalities of 1.2, checked against the table.
    #[test]
    fn ratios_of_article_1_2() {
        let v = value;
        assert_eq!(v(Kind::Rook), 2 * v(Kind::Horse));
        assert_eq!(v(Kind::Rook), 2 * v(Kind::Cannon));
        assert_eq!(v(Kind::Rook), v(Kind::Horse) + v(Kind::Cannon));
        assert_eq!(v(Kind::Horse), v(Kind::Cannon));
        assert_eq!(v(Kind::Advisor), v(Kind::Elephant));
        // 强子 outweigh 弱子.
        assert!(v(Kind::Horse) > v(Kind::Advisor));
    }
}
