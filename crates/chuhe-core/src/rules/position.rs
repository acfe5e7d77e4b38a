//! A validated position: placement, side to move, the capture counter and an
//! incrementally kept Zobrist hash. Built only from a [`Setup`] that passed validation
//! (see `setup.rs`), so every position here could arise under articles 1–2.

use super::bitboard::Bitboard;
use super::setup::Setup;
use super::tables::{
    HORSE_ATTACK_LEGS, HORSE_ATTACKERS, PAWN_ATTACKERS, ZOBRIST_BLACK, ZOBRIST_PIECE,
    cannon_attacks, rook_attacks,
};
use super::types::{Color, Kind, Move, Piece, Square};

#[derive(Clone, PartialEq, Eq)]
pub struct Position {
    /// Mailbox: piece code per point, 0 = empty.
    pub(crate) board: [u8; 90],
    pub(crate) pieces: [[Bitboard; 7]; 2],
    pub(crate) colors: [Bitboard; 2],
    /// Occupancy of each rank (bit = file) and each file (bit = rank), for the
    /// slider tables.
    pub(crate) rank_occ: [u16; 10],
    pub(crate) file_occ: [u16; 9],
    pub(crate) kings: [Square; 2],
    pub(crate) side: Color,
    pub(crate) plies_since_capture: u32,
    pub(crate) fullmoves: u32,
    pub(crate) hash: u64,
}

/// What [`Position::play_unchecked`] needs to take a move back.
#[derive(Copy, Clone, Debug)]
pub struct Undo {
    captured: u8,
    plies_since_capture: u32,
    hash: u64,
}

impl Undo {
    /// The piece the move captured, if any.
    pub fn captured(&self) -> Option<Piece> {
        Piece::from_code(self.captured)
    }
}

impl Position {
    /// The standard opening position (1.3, 图1).
    pub fn startpos() -> Position {
        Position::from_fen(super::fen::START_FEN).expect("the start position is valid")
    }

    /// Builds the position without validating it beyond what the move generator needs
    /// (one general per side, no more pieces of a kind than 1.2 allows). Callers must
    /// have validated the setup or accept an unreachable position.
    pub fn from_setup_raw(setup: &Setup) -> Position {
        let mut pos = Position {
            board: [0; 90],
            pieces: [[Bitboard::EMPTY; 7]; 2],
            colors: [Bitboard::EMPTY; 2],
            rank_occ: [0; 10],
            file_occ: [0; 9],
            kings: [Square::new(4, 0), Square::new(4, 9)],
            side: setup.side,
            plies_since_capture: setup.plies_since_capture,
            fullmoves: setup.fullmoves.max(1),
            hash: 0,
        };
        for sq in Square::all() {
            if let Some(p) = setup.board[sq.index()] {
                pos.put(sq, p);
                if p.kind == Kind::King {
                    pos.kings[p.color.index()] = sq;
                }
            }
        }
        if pos.side == Color::Black {
            pos.hash ^= ZOBRIST_BLACK;
        }
        pos
    }

    /// The unvalidated contents, for editing or printing.
    pub fn to_setup(&self) -> Setup {
        let mut board = [None; 90];
        for sq in Square::all() {
            board[sq.index()] = self.piece_at(sq);
        }
        Setup {
            board,
            side: self.side,
            plies_since_capture: self.plies_since_capture,
            fullmoves: self.fullmoves,
        }
    }

    #[inline]
    fn put(&mut self, sq: Square, p: Piece) {
        let bb = Bitboard::from_square(sq);
        self.board[sq.index()] = p.code();
        self.pieces[p.color.index()][p.kind.index()] |= bb;
        self.colors[p.color.index()] |= bb;
        self.rank_occ[sq.rank() as usize] |= 1 << sq.file();
        self.file_occ[sq.file() as usize] |= 1 << sq.rank();
        self.hash ^= ZOBRIST_PIECE[p.code() as usize][sq.index()];
    }

    // ----- queries -----

    #[inline]
    pub fn piece_at(&self, sq: Square) -> Option<Piece> {
        Piece::from_code(self.board[sq.index()])
    }

    #[inline]
    pub fn side_to_move(&self) -> Color {
        self.side
    }

    /// Zobrist hash of placement and side to move, kept up to date by every move.
    #[inline]
    pub fn hash(&self) -> u64 {
        self.hash
    }

    /// Plies played since the last capture (or since the position was set up): the
    /// counter behind the natural move limit (4.2.4).
    #[inline]
    pub fn plies_since_capture(&self) -> u32 {
        self.plies_since_capture
    }

    /// The FEN move number: starts at 1 and grows after each Black move.
    #[inline]
    pub fn fullmove_number(&self) -> u32 {
        self.fullmoves
    }

    #[inline]
    pub fn pieces(&self, color: Color, kind: Kind) -> Bitboard {
        self.pieces[color.index()][kind.index()]
    }

    #[inline]
    pub fn by_color(&self, color: Color) -> Bitboard {
        self.colors[color.index()]
    }

    #[inline]
    pub fn occupied(&self) -> Bitboard {
        self.colors[0] | self.colors[1]
    }

    #[inline]
    pub fn king(&self, color: Color) -> Square {
        self.kings[color.index()]
    }

    /// The hash the position would have after a null move (for repetition bookkeeping).
    pub fn recompute_hash(&self) -> u64 {
        let mut h = 0;
        for sq in Square::all() {
            let code = self.board[sq.index()];
            if code != 0 {
                h ^= ZOBRIST_PIECE[code as usize][sq.index()];
            }
        }
        if self.side == Color::Black {
            h ^= ZOBRIST_BLACK;
        }
        h
    }

    /// Pieces of `by` whose move rule reaches `target` (which holds a piece of the other
    /// side): pseudo-legal captures, the general's safety not yet considered. Unlike
    /// [`Position::attackers`], advisors and elephants are included.
    pub fn capturers(&self, target: Square, by: Color) -> Bitboard {
        // `attackers` covers rooks, cannons, horses, pawns and the general's step;
        // advisors and elephants never attack a general, so it leaves them out.
        let mut out = self.attackers(target, by);
        for kind in [Kind::Advisor, Kind::Elephant] {
            for from in self.pieces(by, kind) {
                if self.pseudo_targets(from, kind, by).contains(target) {
                    out |= Bitboard::from_square(from);
                }
            }
        }
        out
    }

    /// Pieces of `by` that attack `sq` in the current position: for a cannon, with
    /// exactly one screen between (炮打隔子); for a horse, with its leg free; for the
    /// general, one step in its palace, or the whole open file when `sq` holds the
    /// other general (flying general, 2.2).
    pub fn attackers(&self, sq: Square, by: Color) -> Bitboard {
        let board = &self.board;
        let rank_occ = self.rank_occ[sq.rank() as usize];
        let file_occ = self.file_occ[sq.file() as usize];
        let mut out = self.king_attackers_with(
            sq,
            by,
            rank_occ,
            file_occ,
            |s| board[s] != 0,
            Bitboard::EMPTY,
        );
        let their_king = self.kings[by.index()];
        let king_bb = Bitboard::from_square(their_king);
        if sq != self.kings[(!by).index()] {
            // Away from the other general, a general attacks only its neighbours.
            out &= !king_bb;
        }
        if Bitboard(super::tables::KING_MOVES[their_king.index()]).contains(sq) {
            out |= king_bb;
        }
        out
    }

    /// Attackers of a general standing on `sq`, by `by`, under a hypothetical
    /// occupancy: `rank_occ`/`file_occ` are the occupancies of `sq`'s rank and file,
    /// `occupied(s)` tells whether a point is taken, and pieces in `removed` are gone
    /// (captured). The other general counts as a rook along the file (2.2).
    #[inline(always)]
    pub(crate) fn king_attackers_with(
        &self,
        sq: Square,
        by: Color,
        rank_occ: u16,
        file_occ: u16,
        occupied: impl Fn(usize) -> bool,
        removed: Bitboard,
    ) -> Bitboard {
        let p = &self.pieces[by.index()];
        let alive = !removed;
        let mut out = rook_attacks(sq, rank_occ, file_occ)
            & (p[Kind::Rook.index()] | p[Kind::King.index()])
            | cannon_attacks(sq, rank_occ, file_occ) & p[Kind::Cannon.index()]
            | Bitboard(PAWN_ATTACKERS[by.index()][sq.index()]) & p[Kind::Pawn.index()];
        let horses = p[Kind::Horse.index()];
        if horses.any() {
            for i in 0..4 {
                let from = Bitboard(HORSE_ATTACKERS[sq.index()][i]) & horses;
                if from.any() && !occupied(HORSE_ATTACK_LEGS[sq.index()][i] as usize) {
                    out |= from;
                }
            }
        }
        out & alive
    }

    /// Pieces giving check to the side to move.
    pub fn checkers(&self) -> Bitboard {
        let ks = self.king(self.side);
        let board = &self.board;
        self.king_attackers_with(
            ks,
            !self.side,
            self.rank_occ[ks.rank() as usize],
            self.file_occ[ks.file() as usize],
            |s| board[s] != 0,
            Bitboard::EMPTY,
        )
    }

    /// False only when `m` (legal for the side to move) surely gives no check: the
    /// search skips a pruned move without playing it then. True when the move starts
    /// or ends on the enemy general's rank or file (a rook's or cannon's line opened,
    /// a cannon's screen placed or taken away, the piece itself on the line), leaves a
    /// point diagonally next to the general (the leg of a horse aimed at it), or is a
    /// horse landing a horse's move from it.
    #[inline]
    pub fn may_give_check(&self, m: Move) -> bool {
        let k = self.king(!self.side);
        let on_lines = |sq: Square| sq.file() == k.file() || sq.rank() == k.rank();
        if on_lines(m.from) || on_lines(m.to) {
            return true;
        }
        let leg_freed = HORSE_ATTACK_LEGS[k.index()].contains(&(m.from.index() as u8));
        let horse_lands = self.piece_at(m.from).is_some_and(|p| p.kind == Kind::Horse)
            && HORSE_ATTACKERS[k.index()]
                .iter()
                .any(|&from| Bitboard(from).contains(m.to));
        leg_freed || horse_lands
    }

    /// The side to move is in check (将军, 3.1).
    pub fn is_check(&self) -> bool {
        self.checkers().any()
    }

    /// True when, after `m` (pseudo-legal for the side to move), the mover's general
    /// would be attacked or face the other general: the move would be self-kill (3.4).
    #[inline]
    pub(crate) fn exposes_king(&self, m: Move) -> bool {
        self.exposes_king_ignoring(m, Bitboard::EMPTY)
    }

    /// As [`Position::exposes_king`], but the attacks of the enemy pieces on `ignored`
    /// do not count (they still block lines). Adjudication uses it to judge protection
    /// "as if the current check were not there".
    #[inline(always)]
    pub(crate) fn exposes_king_ignoring(&self, m: Move, ignored: Bitboard) -> bool {
        let us = self.side;
        let (from, to) = (m.from, m.to);
        let ks = if from == self.kings[us.index()] {
            to
        } else {
            self.kings[us.index()]
        };
        let r = ks.rank() as usize;
        let f = ks.file() as usize;
        let mut rank_occ = self.rank_occ[r];
        let mut file_occ = self.file_occ[f];
        if from.rank() as usize == r {
            rank_occ &= !(1 << from.file());
        }
        if from.file() as usize == f {
            file_occ &= !(1 << from.rank());
        }
        if to.rank() as usize == r {
            rank_occ |= 1 << to.file();
        }
        if to.file() as usize == f {
            file_occ |= 1 << to.rank();
        }
        let (fi, ti) = (from.index(), to.index());
        let board = &self.board;
        self.king_attackers_with(
            ks,
            !us,
            rank_occ,
            file_occ,
            |s| s == ti || (s != fi && board[s] != 0),
            Bitboard::from_square(to) | ignored,
        )
        .any()
    }

    // ----- making moves -----

    /// Plays a move known to be legal (or at least pseudo-legal) and returns what is
    /// needed to take it back with [`Position::undo`].
    #[inline]
    pub fn play_unchecked(&mut self, m: Move) -> Undo {
        let (from, to) = (m.from, m.to);
        let code = self.board[from.index()];
        let captured = self.board[to.index()];
        let undo = Undo {
            captured,
            plies_since_capture: self.plies_since_capture,
            hash: self.hash,
        };
        debug_assert!(code != 0, "no piece on {from} for {m}");
        let color = ((code - 1) / 7) as usize;
        let kind = ((code - 1) % 7) as usize;
        let from_bb = Bitboard::from_square(from);
        let to_bb = Bitboard::from_square(to);
        let move_bb = from_bb | to_bb;

        if captured != 0 {
            let cc = ((captured - 1) / 7) as usize;
            let ck = ((captured - 1) % 7) as usize;
            self.pieces[cc][ck] ^= to_bb;
            self.colors[cc] ^= to_bb;
            self.hash ^= ZOBRIST_PIECE[captured as usize][to.index()];
            self.plies_since_capture = 0;
        } else {
            self.plies_since_capture += 1;
            self.rank_occ[to.rank() as usize] |= 1 << to.file();
            self.file_occ[to.file() as usize] |= 1 << to.rank();
        }
        self.rank_occ[from.rank() as usize] &= !(1 << from.file());
        self.file_occ[from.file() as usize] &= !(1 << from.rank());
        self.pieces[color][kind] ^= move_bb;
        self.colors[color] ^= move_bb;
        self.board[from.index()] = 0;
        self.board[to.index()] = code;
        self.hash ^= ZOBRIST_PIECE[code as usize][from.index()]
            ^ ZOBRIST_PIECE[code as usize][to.index()]
            ^ ZOBRIST_BLACK;
        if kind == Kind::King.index() {
            self.kings[color] = to;
        }
        if self.side == Color::Black {
            self.fullmoves += 1;
        }
        self.side = !self.side;
        undo
    }

    /// Takes back `m`, which must be the last move played with `undo` its result.
    #[inline]
    pub fn undo(&mut self, m: Move, undo: Undo) {
        let (from, to) = (m.from, m.to);
        let code = self.board[to.index()];
        let color = ((code - 1) / 7) as usize;
        let kind = ((code - 1) % 7) as usize;
        let from_bb = Bitboard::from_square(from);
        let to_bb = Bitboard::from_square(to);
        let move_bb = from_bb | to_bb;
        self.side = !self.side;
        if self.side == Color::Black {
            self.fullmoves -= 1;
        }
        self.pieces[color][kind] ^= move_bb;
        self.colors[color] ^= move_bb;
        self.board[from.index()] = code;
        self.board[to.index()] = undo.captured;
        self.rank_occ[from.rank() as usize] |= 1 << from.file();
        self.file_occ[from.file() as usize] |= 1 << from.rank();
        if undo.captured != 0 {
            let cc = ((undo.captured - 1) / 7) as usize;
            let ck = ((undo.captured - 1) % 7) as usize;
            self.pieces[cc][ck] ^= to_bb;
            self.colors[cc] ^= to_bb;
        } else {
            self.rank_occ[to.rank() as usize] &= !(1 << to.file());
            self.file_occ[to.file() as usize] &= !(1 << to.rank());
        }
        if kind == Kind::King.index() {
            self.kings[color] = from;
        }
        self.plies_since_capture = undo.plies_since_capture;
        self.hash = undo.hash;
    }

    /// Plays `m` after checking that it is legal; on error the position is unchanged.
    pub fn play(&mut self, m: Move) -> Result<Undo, super::legality::IllegalMove> {
        self.check_move(m)?;
        Ok(self.play_unchecked(m))
    }

    /// A copy of the position after `m` (which must be legal).
    pub fn after(&self, m: Move) -> Position {
        let mut p = self.clone();
        p.play_unchecked(m);
        p
    }

    /// Passes the move to the other side without moving (for analysis: threats).
    /// The capture counter is not touched.
    pub fn pass(&mut self) {
        if self.side == Color::Black {
            self.fullmoves += 1;
        }
        self.side = !self.side;
        self.hash ^= ZOBRIST_BLACK;
    }

    /// Takes back a [`pass`](Self::pass): the same side to move, hash and move number
    /// as before it.
    pub fn unpass(&mut self) {
        self.side = !self.side;
        self.hash ^= ZOBRIST_BLACK;
        if self.side == Color::Black {
            self.fullmoves -= 1;
        }
    }
}

impl std::fmt::Debug for Position {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(f, "Position({})", self.fen())
    }
}

impl std::fmt::Display for Position {
    /// A plain text diagram, Black at the top, with the FEN underneath.
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        for rank in (0..10).rev() {
            write!(f, "{rank} ")?;
            for file in 0..9 {
                let c = self
                    .piece_at(Square::new(file, rank))
                    .map_or('.', |p| p.fen_char());
                write!(f, "{c}")?;
                if file < 8 {
                    write!(f, " ")?;
                }
            }
            writeln!(f)?;
        }
        writeln!(f, "  a b c d e f g h i")?;
        write!(f, "{}", self.fen())
    }
}
