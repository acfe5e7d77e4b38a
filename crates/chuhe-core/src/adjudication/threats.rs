//! Capture threats (the raw material of 捉, 28.3 and 29 of 000): which pieces of the
//! side to move could take which enemy pieces *and come out ahead*, as each rule set
//! understands "ahead".
//!
//! - `cxa` (29.1, 29.3, 28.16): the victim is material and the complete exchange on its
//!   point wins material; false or insufficient protection (假根, 少根) counts as none.
//! - `axf`: the victim can be taken and nothing can take back (a real, legal
//!   recapture: two attackers against one protector do not make a chase, rule book
//!   diagrams 87 and 89); and a horse or cannon attacking a rook, or an advisor or
//!   elephant attacking a rook, horse or cannon, threatens it whatever protects it
//!   (rules 15 and 22: "even if the rook is protected", "although Red will lose a rook
//!   after capturing").
//! - `folk` (002, 5.3.1): the victim can be taken next move and nothing of its own side
//!   can take back (无根子); insufficient protection counts as protection.
//!
//! In every rule set a capture after which the capturer is mated at once is no threat
//! (29.4 of 000; 送杀, 6.2.4 of 002).

use crate::rules::{Bitboard, Kind, Move, Position, Square};

use super::RuleSet;
use super::exchange::{exchange_gain, has_recapture, legal_capturers, walks_into_mate};
use super::values::is_material;

/// One capture threat: the piece on `attacker` can win the piece on `victim`.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub struct Threat {
    pub attacker: Square,
    pub victim: Square,
}

/// The threats found in one position, without allocation.
#[derive(Clone)]
pub struct Threats {
    list: [Threat; Threats::CAPACITY],
    len: usize,
}

impl Threats {
    /// Fifteen enemy pieces, each reachable by at most a handful of pieces at once.
    const CAPACITY: usize = 96;

    fn new() -> Threats {
        let none = Square::new(0, 0);
        Threats {
            list: [Threat {
                attacker: none,
                victim: none,
            }; Threats::CAPACITY],
            len: 0,
        }
    }

    fn push(&mut self, t: Threat) {
        if self.len < Threats::CAPACITY {
            self.list[self.len] = t;
            self.len += 1;
        }
    }

    pub fn iter(&self) -> impl Iterator<Item = Threat> + '_ {
        self.list[..self.len].iter().copied()
    }
}

/// Every threat of the side to move against the other side's material. Checks by the
/// pieces on `ignored` do not restrict the other side's recaptures (see
/// [`super::exchange`]).
pub fn capture_threats(pos: &mut Position, rules: RuleSet, ignored: Bitboard) -> Threats {
    let mut out = Threats::new();
    let them = !pos.side_to_move();
    for victim in pos.by_color(them) {
        let Some(piece) = pos.piece_at(victim) else {
            continue;
        };
        if !is_material(piece, victim) {
            continue;
        }
        for attacker in legal_capturers(pos, victim, Bitboard::EMPTY) {
            if wins(pos, rules, attacker, victim, ignored) {
                out.push(Threat { attacker, victim });
            }
        }
    }
    out
}

/// True when `attacker` (a piece of the side to move) threatens to win the piece on
/// `victim`: a legal capture that comes out ahead as `rules` counts it. Checks by the
/// pieces on `ignored` restrict neither side's captures.
pub fn threatens(
    pos: &mut Position,
    rules: RuleSet,
    attacker: Square,
    victim: Square,
    ignored: Bitboard,
) -> bool {
    let material = pos
        .piece_at(victim)
        .is_some_and(|p| p.color != pos.side_to_move() && is_material(p, victim));
    let capture = Move::new(attacker, victim);
    material
        && pos.piece_at(attacker).is_some_and(|p| {
            p.color == pos.side_to_move()
                && pos
                    .pseudo_targets(attacker, p.kind, p.color)
                    .contains(victim)
        })
        && !pos.exposes_king_ignoring(capture, ignored)
        && wins(pos, rules, attacker, victim, ignored)
}

fn wins(
    pos: &mut Position,
    rules: RuleSet,
    attacker: Square,
    victim: Square,
    ignored: Bitboard,
) -> bool {
    let capture = Move::new(attacker, victim);
    let ahead = match rules {
        RuleSet::Folk => !has_recapture(pos, capture, ignored),
        RuleSet::Cxa => exchange_gain(pos, attacker, victim, ignored) > 0,
        // AXF: protected means a legal recapture exists; two attackers against one
        // protector are no chase (rule book diagrams 87 and 89: "protected cannon").
        RuleSet::Axf => {
            stronger_victim(pos, attacker, victim) || !has_recapture(pos, capture, ignored)
        }
    };
    ahead && !walks_into_mate(pos, capture)
}

/// AXF: a horse or cannon against a rook; an advisor or elephant against a rook,
/// horse or cannon.
fn stronger_victim(pos: &Position, attacker: Square, victim: Square) -> bool {
    let (Some(a), Some(v)) = (pos.piece_at(attacker), pos.piece_at(victim)) else {
        return false;
    };
    match a.kind {
        Kind::Horse | Kind::Cannon => v.kind == Kind::Rook,
        Kind::Advisor | Kind::Elephant => {
            matches!(v.kind, Kind::Rook | Kind::Horse | Kind::Cannon)
        }
        _ => false,
    }
}
