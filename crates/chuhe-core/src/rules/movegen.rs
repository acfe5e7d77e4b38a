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
    HORSE_MOVES, KING_MOVES, PAWN_ATTACKERS, PAWN_MOVES, between, cannon_attacks, cannon_reach,
    rook_attacks,
};
use super::types::{Color, Kind, Move, Square};

/// Rank 0 and file `a` as bitboards, shifted to the general's rank and file.
const RANK_MASK: u128 = 0x1FF;
const FILE_MASK: u128 = {
    let mut m = 0u128;
    let mut r = 0;
    while r < 10 {
        m |= 1 << (r * 9);
        r += 1;
    }
    m
};

/// The capacity of a [`MoveList`], above the most moves any valid position can have.
///
/// The bound, counted piece by piece over what validation allows (at most the 16
/// pieces of 2.2 a side, each on a point it can reach): a rook or a cannon goes only
/// to the 8 other points of its rank and the 9 of its file (17 each); a horse to 8
/// points; the two elephants to 4 + 2 (only the one on the centre of its half has
/// 4); the two advisors to 4 + 1 (only one can stand on the palace centre); the
/// general to 4; a pawn across the river to 3. So at most 2·17 + 2·17 + 2·8 + 6 + 5 +
/// 4 + 5·3 = 114 moves, whatever blocks what. `tests/core/rules_move_bound.rs` derives
/// each figure from the board's geometry and holds the densest position found (109
/// legal moves, confirmed by Fairy-Stockfish).
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

    /// Adds a move. The list never fills for a valid position ([`MAX_MOVES`]); if
    /// it did, this would panic rather than drop a move silently.
    #[inline]
    pub fn push(&mut self, m: Move) {
        self.moves[self.len] = m;
        self.len += 1;
    }

    /// Adds a move, or gives it back when the list is full.
    #[inline]
    pub fn try_push(&mut self, m: Move) -> Result<(), Move> {
        let slot = self.moves.get_mut(self.len).ok_or(m)?;
        *slot = m;
        self.len += 1;
        Ok(())
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

/// Piece codes of the enemy sliders and the range of our own codes, for quick tests
/// against the mailbox while scanning rays from our general.
struct RayCodes {
    rook: u8,
    king: u8,
    cannon: u8,
    ours_lo: u8,
    ours_hi: u8,
}

impl RayCodes {
    #[inline(always)]
    fn is_ours(&self, code: u8) -> bool {
        code >= self.ours_lo && code <= self.ours_hi
    }
}

/// Where a ray from our general starts and how it walks through the mailbox.
struct Ray {
    /// Occupied points along the ray (bit = index on the line).
    bits: u16,
    ascending: bool,
    base: usize,
    step: usize,
}

impl Position {
    /// Scans one ray from our general, nearest piece first: a rook or the other general
    /// first is a check; one piece then a rook or general pins that piece; a cannon
    /// second is a check; a cannon third makes both pieces in front blockers; a cannon
    /// first makes the empty points before it dangerous.
    #[inline(always)]
    fn scan_ray(&self, ray: Ray, c: &RayCodes, ks: Square, s: &mut KingSafety) {
        let Ray {
            mut bits,
            ascending,
            base,
            step,
        } = ray;
        let mut next = || -> Option<(Square, u8)> {
            if bits == 0 {
                return None;
            }
            let i = if ascending {
                bits.trailing_zeros() as usize
            } else {
                15 - bits.leading_zeros() as usize
            };
            bits &= !(1 << i);
            let sq = base + i * step;
            Some((Square::from_index_unchecked(sq), self.board[sq]))
        };
        let Some((p1, c1)) = next() else { return };
        if c1 == c.rook || c1 == c.king {
            s.checkers |= Bitboard::from_square(p1);
            return;
        }
        if c1 == c.cannon {
            s.danger |= between(ks, p1);
        }
        let Some((p2, c2)) = next() else { return };
        if c2 == c.rook || c2 == c.king {
            if c.is_ours(c1) {
                s.blockers |= Bitboard::from_square(p1);
            }
            return;
        }
        if c2 == c.cannon {
            s.checkers |= Bitboard::from_square(p2);
            return;
        }
        let Some((_, c3)) = next() else { return };
        if c3 == c.cannon {
            if c.is_ours(c1) {
                s.blockers |= Bitboard::from_square(p1);
            }
            if c.is_ours(c2) {
                s.blockers |= Bitboard::from_square(p2);
            }
        }
    }

    /// Checkers of the side to move, its blockers and the danger points (see the module
    /// documentation).
    #[inline(always)]
    fn king_safety(&self) -> KingSafety {
        let us = self.side;
        let them = !us;
        let ks = self.kings[us.index()];
        let their = &self.pieces[them.index()];
        let mut s = KingSafety {
            checkers: Bitboard::EMPTY,
            blockers: Bitboard::EMPTY,
            danger: Bitboard::EMPTY,
        };

        let sliders =
            their[Kind::Rook.index()] | their[Kind::King.index()] | their[Kind::Cannon.index()];
        let (f, r) = (ks.file() as usize, ks.rank() as usize);
        if (sliders & Bitboard(RANK_MASK << (r * 9) | FILE_MASK << f)).any() {
            let base = 1 + them as u8 * 7;
            let ours_lo = 1 + us as u8 * 7;
            let c = RayCodes {
                rook: base + Kind::Rook as u8,
                king: base + Kind::King as u8,
                cannon: base + Kind::Cannon as u8,
                ours_lo,
                ours_hi: ours_lo + 6,
            };
            let rank_bits = self.rank_occ[r] & !(1 << f);
            let file_bits = self.file_occ[f] & !(1 << r);
            let rays = [
                Ray {
                    bits: rank_bits & !((2u16 << f) - 1),
                    ascending: true,
                    base: r * 9,
                    step: 1,
                },
                Ray {
                    bits: rank_bits & ((1u16 << f) - 1),
                    ascending: false,
                    base: r * 9,
                    step: 1,
                },
                Ray {
                    bits: file_bits & !((2u16 << r) - 1),
                    ascending: true,
                    base: f,
                    step: 9,
                },
                Ray {
                    bits: file_bits & ((1u16 << r) - 1),
                    ascending: false,
                    base: f,
                    step: 9,
                },
            ];
            for ray in rays {
                self.scan_ray(ray, &c, ks, &mut s);
            }
        }

        let horses = their[Kind::Horse.index()];
        if horses.any() {
            let ours = self.colors[us.index()];
            for i in 0..4 {
                let from = Bitboard(HORSE_ATTACKERS[ks.index()][i]) & horses;
                if from.any() {
                    let leg = HORSE_ATTACK_LEGS[ks.index()][i] as usize;
                    if self.board[leg] == 0 {
                        s.checkers |= from;
                    } else if ours.contains(Square::from_index_unchecked(leg)) {
                        s.blockers |= Bitboard::from_square(Square::from_index_unchecked(leg));
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

    /// The points a cannon on `from` bears on through exactly one screen (炮打隔子):
    /// past the first piece on each rank and file ray, up to and including the
    /// second — what it would attack if they held enemy pieces.
    #[inline]
    pub fn cannon_reach(&self, from: Square) -> Bitboard {
        cannon_reach(
            from,
            self.rank_occ[from.rank() as usize],
            self.file_occ[from.file() as usize],
        )
    }

    /// Every point the piece on `from` (of kind `kind`, side to move) could move to by
    /// its own movement rule, ignoring its general's safety.
    #[inline(always)]
    pub fn pseudo_targets(&self, from: Square, kind: Kind, color: Color) -> Bitboard {
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

        // Pieces whose every move must be tested: all of them in check, else the blockers.
        let slow = if safety.checkers.any() {
            Bitboard::FULL
        } else {
            safety.blockers
        };
        // One specialised loop per kind (the kind is a constant in each).
        self.generate_kind::<S, { Kind::Rook as usize }>(sink, slow, safety.danger);
        self.generate_kind::<S, { Kind::Horse as usize }>(sink, slow, safety.danger);
        self.generate_kind::<S, { Kind::Cannon as usize }>(sink, slow, safety.danger);
        self.generate_kind::<S, { Kind::Pawn as usize }>(sink, slow, safety.danger);
        self.generate_kind::<S, { Kind::Advisor as usize }>(sink, slow, safety.danger);
        self.generate_kind::<S, { Kind::Elephant as usize }>(sink, slow, safety.danger);
    }

    #[inline(always)]
    fn generate_kind<S: Sink, const KIND: usize>(
        &self,
        sink: &mut S,
        slow: Bitboard,
        danger: Bitboard,
    ) {
        let us = self.side;
        let kind = Kind::from_index(KIND);
        let mut pieces = self.pieces[us.index()][KIND].0;
        while pieces != 0 {
            let bit = pieces & pieces.wrapping_neg();
            pieces ^= bit;
            let from = Square::from_index_unchecked(bit.trailing_zeros() as usize);
            let targets = self.pseudo_targets(from, kind, us);
            let tested = if slow.0 & bit != 0 {
                targets
            } else {
                sink.add_all(from, targets & !danger);
                targets & danger
            };
            for to in tested {
                let m = Move::new(from, to);
                if !self.exposes_king(m) {
                    sink.add(m);
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

    /// True when `m`, a move that [`Position::pseudo_targets`] gives the piece on its
    /// `from`, leaves its own general safe (3.4): then it is legal. Cheaper than
    /// [`Position::is_legal`] for a move already known to follow its piece's rule.
    #[inline]
    pub fn is_safe_pseudo_move(&self, m: Move) -> bool {
        !self.exposes_king(m)
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
    fn a_full_list_gives_the_move_back() {
        let m = Move::new(Square::new(0, 0), Square::new(0, 1));
        let mut list = MoveList::new();
        for _ in 0..MAX_MOVES {
            assert_eq!(list.try_push(m), Ok(()));
        }
        assert_eq!(list.try_push(m), Err(m));
        assert_eq!(list.len(), MAX_MOVES);
    }

    /// The positions of 40 random games of up to 120 plies from the opening.
    fn random_positions() -> Vec<Position> {
        let mut seed = 0x9e37_79b9_7f4a_7c15u64;
        let mut out = Vec::new();
        for _ in 0..40 {
            let mut pos = Position::startpos();
            for _ in 0..120 {
                out.push(pos.clone());
                let moves = pos.legal_moves();
                if moves.is_empty() {
                    break;
                }
                seed ^= seed << 13;
                seed ^= seed >> 7;
                seed ^= seed << 17;
                let m = moves[(seed % moves.len() as u64) as usize];
                let _ = pos.play_unchecked(m);
            }
        }
        out
    }

    /// Every legal move that gives check is one `may_give_check` keeps, in every
    /// position of random games; and it rules most other moves out.
    #[test]
    fn may_give_check_keeps_every_checking_move() {
        let (mut checks, mut quiet, mut ruled_out) = (0, 0, 0);
        for pos in random_positions() {
            for &m in pos.legal_moves().iter() {
                let mut after = pos.clone();
                let _ = after.play_unchecked(m);
                if after.is_check() {
                    assert!(pos.may_give_check(m), "{m} checks in {}", pos.fen());
                    checks += 1;
                } else {
                    quiet += 1;
                    ruled_out += usize::from(!pos.may_give_check(m));
                }
            }
        }
        // A check random games rarely give: the pawn on d8, the leg of the horse on d7,
        // steps aside to c8 (off the general's lines) and uncovers the horse's check.
        let pos = Position::from_fen("4k4/3P5/3N5/9/9/9/9/9/9/3K5 w").unwrap();
        let m = Move::from_iccs("d8c8").unwrap();
        let mut after = pos.clone();
        let _ = after.play_unchecked(m);
        assert!(after.is_check() && pos.may_give_check(m));
        assert!(checks > 1000, "{checks} checks");
        assert!(ruled_out * 2 > quiet, "{ruled_out} of {quiet} ruled out");
    }

    /// The table's reach of a cannon equals a walk along its four rays, in every
    /// position of random games from the opening.
    #[test]
    fn cannon_reach_matches_a_walk_along_the_rays() {
        fn walk(pos: &Position, from: Square) -> Bitboard {
            let mut out = Bitboard::EMPTY;
            for (df, dr) in [(1, 0), (-1, 0), (0, 1), (0, -1)] {
                let mut screens = 0;
                let (mut f, mut r) = (from.file() as i32 + df, from.rank() as i32 + dr);
                while let Some(sq) = Square::try_new(f, r) {
                    if screens == 1 {
                        out = out.with(sq);
                    }
                    if pos.piece_at(sq).is_some() {
                        screens += 1;
                        if screens == 2 {
                            break;
                        }
                    }
                    f += df;
                    r += dr;
                }
            }
            out
        }
        let mut checked = 0;
        for pos in random_positions() {
            for from in Square::all() {
                assert_eq!(
                    pos.cannon_reach(from),
                    walk(&pos, from),
                    "{from} in {}",
                    pos.fen()
                );
                checked += 1;
            }
        }
        assert!(checked > 100_000);
    }

    /// Of the moves that follow their piece's rule, `is_safe_pseudo_move` keeps
    /// exactly the legal ones (the list of legal moves, checked separately by perft
    /// against outside counts).
    #[test]
    fn safe_pseudo_moves_are_the_legal_moves() {
        for pos in random_positions() {
            let us = pos.side_to_move();
            let mut safe = Vec::new();
            for kind in Kind::ALL {
                for from in pos.pieces(us, kind) {
                    for to in pos.pseudo_targets(from, kind, us) {
                        let m = Move::new(from, to);
                        if pos.is_safe_pseudo_move(m) {
                            safe.push(m);
                        }
                    }
                }
            }
            let mut legal: Vec<Move> = pos.legal_moves().iter().copied().collect();
            let key = |m: &Move| (m.from.index(), m.to.index());
            safe.sort_by_key(key);
            legal.sort_by_key(key);
            assert_eq!(safe, legal, "{}", pos.fen());
        }
    }

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
