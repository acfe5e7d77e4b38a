//! Legal move generation (2.2, 3.4) without allocation.
//!
//! Moves are generated per piece as target sets. A move can only be illegal (leave the
//! mover's general attacked, or let the generals face each other) if the side is in
//! check, if the general itself moves, if the piece is a *blocker* — it stands between
//! our general and an enemy rook, general or cannon, or on the leg of an enemy horse
//! aimed at our general — or if it lands on a *danger* point between our general and
//! an enemy cannon with nothing else between (it would become the cannon's screen).
//! Only those moves are tested one by one; the others are counted in bulk, which is what
//! makes perft fast.

use super::bitboard::Bitboard;
use super::position::Position;
use super::tables::{
    ADVISOR_MOVES, ELEPHANT_EYES, ELEPHANT_MOVES, HORSE_ATTACK_LEGS, HORSE_ATTACKERS, HORSE_LEGS,
    HORSE_MOVES, KING_MOVES, PAWN_ATTACKERS, PAWN_MOVES, between, cannon_attacks, rook_attacks,
};
use super::types::{Color, Kind, Move, Square};

/// The most moves any position allowed by validation can have is under 128.
pub const MAX_MOVES: usize = 128;

/// A fixed-capacity list of moves.
#[derive(Clone)]
pub struct MoveList {
    moves: [Move; MAX_MOVES],
    len: usize,
}

impl MoveList {
    pub fn new() -> MoveList {
        MoveList {
            moves: [Move::new(Square::new(0, 0), Square::new(0, 0)); MAX_MOVES],
            len: 0,
        }
    }

    #[inline]
    pub fn push(&mut self, m: Move) {
        // Validation bounds the piece counts, so the capacity is never exceeded; a
        // silent drop would be wrong, so this is checked in debug builds.
        debug_assert!(self.len < MAX_MOVES);
        if self.len < MAX_MOVES {
            self.moves[self.len] = m;
            self.len += 1;
        }
    }
}

impl Default for MoveList {
    fn default() -> Self {
        MoveList::new()
    }
}

impl std::ops::Deref for MoveList {
    type Target = [Move];
    #[inline]
    fn deref(&self) -> &[Move] {
        &self.moves[..self.len]
    }
}

impl std::fmt::Debug for MoveList {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_list().entries(self.iter()).finish()
    }
}

impl<'a> IntoIterator for &'a MoveList {
    type Item = &'a Move;
    type IntoIter = std::slice::Iter<'a, Move>;
    fn into_iter(self) -> Self::IntoIter {
        self.iter()
    }
}

/// Receives generated moves: a list, or a counter that adds whole target sets at once.
trait Sink {
    /// Adds every move from `from` to a point of `targets`, all known to be legal.
    fn add_all(&mut self, from: Square, targets: Bitboard);
    fn add(&mut self, m: Move);
}

impl Sink for MoveList {
    #[inline]
    fn add_all(&mut self, from: Square, targets: Bitboard) {
        for to in targets {
            self.push(Move::new(from, to));
        }
    }
    #[inline]
    fn add(&mut self, m: Move) {
        self.push(m);
    }
}

struct Counter(u32);

impl Sink for Counter {
    #[inline]
    fn add_all(&mut self, _from: Square, targets: Bitboard) {
        self.0 += targets.count();
    }
    #[inline]
    fn add(&mut self, _m: Move) {
        self.0 += 1;
    }
}

/// Who attacks our general and which of our pieces and which points need care.
struct KingSafety {
    checkers: Bitboard,
    blockers: Bitboard,
    danger: Bitboard,
}

/// Up to three occupied points along a ray, nearest first.
#[inline(always)]
fn ray_pieces(mut bits: u16, ascending: bool, base: u8, step: u8) -> [Option<Square>; 3] {
    let mut out = [None; 3];
    for slot in out.iter_mut() {
        if bits == 0 {
            break;
        }
        let i = if ascending {
            bits.trailing_zeros() as u8
        } else {
            15 - bits.leading_zeros() as u8
        };
        bits &= !(1 << i);
        *slot = Some(Square::from_index((base + i * step) as usize));
    }
    out
}

impl Position {
    fn king_safety(&self) -> KingSafety {
        let us = self.side;
        let them = !us;
        let ks = self.kings[us.index()];
        let ours = self.colors[us.index()];
        let their = &self.pieces[them.index()];
        let rooklike = their[Kind::Rook.index()] | their[Kind::King.index()];
        let cannons = their[Kind::Cannon.index()];
        let mut s = KingSafety {
            checkers: Bitboard::EMPTY,
            blockers: Bitboard::EMPTY,
            danger: Bitboard::EMPTY,
        };

        if (rooklike | cannons).any() {
            let (f, r) = (ks.file(), ks.rank());
            let rank_bits = self.rank_occ[r as usize] & !(1 << f);
            let file_bits = self.file_occ[f as usize] & !(1 << r);
            let rays = [
                ray_pieces(rank_bits & !((2u16 << f) - 1), true, r * 9, 1),
                ray_pieces(rank_bits & ((1u16 << f) - 1), false, r * 9, 1),
                ray_pieces(file_bits & !((2u16 << r) - 1), true, f, 9),
                ray_pieces(file_bits & ((1u16 << r) - 1), false, f, 9),
            ];
            for [p1, p2, p3] in rays {
                let Some(p1) = p1 else { continue };
                if rooklike.contains(p1) {
                    s.checkers |= Bitboard::from_square(p1);
                    continue;
                }
                if cannons.contains(p1) {
                    s.danger |= between(ks, p1);
                }
                let Some(p2) = p2 else { continue };
                if rooklike.contains(p2) && ours.contains(p1) {
                    s.blockers |= Bitboard::from_square(p1);
                } else if cannons.contains(p2) {
                    s.checkers |= Bitboard::from_square(p2);
                } else if let Some(p3) = p3
                    && cannons.contains(p3)
                {
                    s.blockers |= (Bitboard::from_square(p1) | Bitboard::from_square(p2)) & ours;
                }
            }
        }

        let horses = their[Kind::Horse.index()];
        if horses.any() {
            for i in 0..4 {
                let from = Bitboard(HORSE_ATTACKERS[ks.index()][i]) & horses;
                if from.any() {
                    let leg = HORSE_ATTACK_LEGS[ks.index()][i] as usize;
                    if self.board[leg] == 0 {
                        s.checkers |= from;
                    } else if ours.contains(Square::from_index(leg)) {
                        s.blockers |= Bitboard::from_square(Square::from_index(leg));
                    }
                }
            }
        }
        s.checkers |=
            Bitboard(PAWN_ATTACKERS[them.index()][ks.index()]) & their[Kind::Pawn.index()];
        s
    }

    /// Free-leg (or free-eye) mask for the horse and elephant tables.
    #[inline(always)]
    fn free_mask(&self, points: &[u8; 4]) -> usize {
        (self.board[points[0] as usize] == 0) as usize
            | ((self.board[points[1] as usize] == 0) as usize) << 1
            | ((self.board[points[2] as usize] == 0) as usize) << 2
            | ((self.board[points[3] as usize] == 0) as usize) << 3
    }

    /// Every point the piece on `from` (of kind `kind`, side to move) could move to by
    /// its own movement rule, ignoring its general's safety.
    #[inline(always)]
    pub(crate) fn pseudo_targets(&self, from: Square, kind: Kind, color: Color) -> Bitboard {
        let own = self.colors[color.index()];
        let i = from.index();
        let t = match kind {
            Kind::King => Bitboard(KING_MOVES[i]),
            Kind::Advisor => Bitboard(ADVISOR_MOVES[i]),
            Kind::Elephant => Bitboard(ELEPHANT_MOVES[i][self.free_mask(&ELEPHANT_EYES[i])]),
            Kind::Horse => Bitboard(HORSE_MOVES[i][self.free_mask(&HORSE_LEGS[i])]),
            Kind::Rook => rook_attacks(
                from,
                self.rank_occ[from.rank() as usize],
                self.file_occ[from.file() as usize],
            ),
            Kind::Cannon => {
                let (ro, fo) = (
                    self.rank_occ[from.rank() as usize],
                    self.file_occ[from.file() as usize],
                );
                let enemy = self.colors[(!color).index()];
                (rook_attacks(from, ro, fo) & !self.occupied())
                    | (cannon_attacks(from, ro, fo) & enemy)
            }
            Kind::Pawn => Bitboard(PAWN_MOVES[color.index()][i]),
        };
        t & !own
    }

    #[inline(always)]
    fn generate<S: Sink>(&self, sink: &mut S) {
        let us = self.side;
        let safety = self.king_safety();
        let ks = self.kings[us.index()];

        // The general: every step is tested (it may walk into an attack or onto the
        // open file facing the other general).
        for to in self.pseudo_targets(ks, Kind::King, us) {
            let m = Move::new(ks, to);
            if !self.exposes_king(m) {
                sink.add(m);
            }
        }

        let in_check = safety.checkers.any();
        for kind in [
            Kind::Rook,
            Kind::Horse,
            Kind::Cannon,
            Kind::Pawn,
            Kind::Advisor,
            Kind::Elephant,
        ] {
            for from in self.pieces[us.index()][kind.index()] {
                let targets = self.pseudo_targets(from, kind, us);
                if in_check || safety.blockers.contains(from) {
                    for to in targets {
                        let m = Move::new(from, to);
                        if !self.exposes_king(m) {
                            sink.add(m);
                        }
                    }
                } else {
                    sink.add_all(from, targets & !safety.danger);
                    for to in targets & safety.danger {
                        let m = Move::new(from, to);
                        if !self.exposes_king(m) {
                            sink.add(m);
                        }
                    }
                }
            }
        }
    }

    /// Every legal move of the side to move.
    pub fn legal_moves(&self) -> MoveList {
        let mut list = MoveList::new();
        self.generate(&mut list);
        list
    }

    /// The number of legal moves, without listing them (bulk counting for perft).
    pub fn count_legal_moves(&self) -> u32 {
        let mut c = Counter(0);
        self.generate(&mut c);
        c.0
    }

    /// Legal moves of the piece on `from` only.
    pub fn legal_moves_from(&self, from: Square) -> MoveList {
        let mut list = MoveList::new();
        if let Some(p) = self.piece_at(from)
            && p.color == self.side
        {
            for to in self.pseudo_targets(from, p.kind, p.color) {
                let m = Move::new(from, to);
                if !self.exposes_king(m) {
                    list.push(m);
                }
            }
        }
        list
    }

    /// True when `m` is a legal move here.
    pub fn is_legal(&self, m: Move) -> bool {
        match self.piece_at(m.from) {
            Some(p) if p.color == self.side => {
                self.pseudo_targets(m.from, p.kind, p.color).contains(m.to) && !self.exposes_king(m)
            }
            _ => false,
        }
    }

    /// The side to move has a legal move.
    pub fn has_legal_move(&self) -> bool {
        let us = self.side;
        for kind in Kind::ALL {
            for from in self.pieces[us.index()][kind.index()] {
                for to in self.pseudo_targets(from, kind, us) {
                    if !self.exposes_king(Move::new(from, to)) {
                        return true;
                    }
                }
            }
        }
        false
    }

    /// Checkmated (将死, 3.2): in check with no legal move. A loss (4.1.1).
    pub fn is_checkmate(&self) -> bool {
        self.is_check() && !self.has_legal_move()
    }

    /// Stalemated (困毙, 3.3): not in check but no legal move. Unlike chess, a loss
    /// (4.1.2).
    pub fn is_stalemate(&self) -> bool {
        !self.is_check() && !self.has_legal_move()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn start_position_has_44_moves() {
        let pos = Position::startpos();
        assert_eq!(pos.legal_moves().len(), 44);
        assert_eq!(pos.count_legal_moves(), 44);
    }

    #[test]
    fn checkmate_and_stalemate() {
        // Rook checks on the d-file; e9 faces the red general (2.2): mate (3.2).
        let mate = Position::from_fen("3k5/9/9/9/3R5/9/9/9/9/4K4 b").unwrap();
        assert!(mate.is_check() && mate.is_checkmate() && !mate.is_stalemate());
        // Not in check but no move: d8 is covered by the rook, e9 by the general (3.3).
        let stale = Position::from_fen("3k5/R8/9/9/9/9/9/9/9/4K4 b").unwrap();
        assert!(!stale.is_check() && stale.is_stalemate() && !stale.is_checkmate());
        assert_eq!(stale.count_legal_moves(), 0);
        assert!(!Position::startpos().is_checkmate());
    }

    #[test]
    fn flying_general_pins_a_piece() {
        // The red horse on e4 stands alone between the two generals: it cannot move.
        let pos = Position::from_fen("4k4/9/9/9/9/4N4/9/9/9/4K4 w").unwrap();
        assert!(
            pos.legal_moves()
                .iter()
                .all(|m| m.from != Square::new(4, 4))
        );
        // And the general may not step onto an open file facing the other.
        let pos = Position::from_fen("4k4/9/9/9/9/9/9/9/9/3K5 w").unwrap();
        assert!(!pos.is_legal(Move::from_iccs("d0e0").unwrap()));
        assert!(pos.is_legal(Move::from_iccs("d0d1").unwrap()));
    }

    #[test]
    fn cannon_screen_and_danger_points() {
        // Black cannon on e9 aims at the red general on e0 with nothing between: a red
        // piece stepping onto the file becomes its screen and is illegal.
        let pos = Position::from_fen("3kc4/9/9/9/9/9/9/9/3N5/4K4 w").unwrap();
        assert!(!pos.is_legal(Move::from_iccs("d1e3").unwrap()));
        assert!(pos.is_legal(Move::from_iccs("d1c3").unwrap()));
        assert_eq!(pos.count_legal_moves() as usize, pos.legal_moves().len());
    }
}
