//! Matches a [`Description`] to the board: finds the piece it names (NOTATION.md §3),
//! works out where it goes (§2) and checks that the move is legal (2.2, 3.4).
//!
//! Strict where the notation is clear; lenient, and saying so, where a text breaks a
//! convention but can mean only one legal move: a missing 前/后 when only one of the
//! pieces on the file can make the move, a needless 前/后 on a lone piece or on an
//! advisor or elephant, an abbreviated record whose 进/退 mark was lost.

use super::board_view::{CrowdedFiles, Stack, file_index, file_number, forward, xqbase_order};
use super::description::{Action, Description, Origin, Reading, Tandem, moves_diagonally};
use super::error::NotationError;
use super::style::{Notation, Style};
use crate::rules::{Bitboard, Kind, Move, Piece, Position, Square};

/// A move read from a text.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub struct Resolved {
    pub mv: Move,
    /// The text broke a convention of its notation but could mean only this move.
    pub lenient: bool,
}

/// The pieces a description may name, and whether the notation's rules single one out.
struct Candidates {
    squares: [Square; 5],
    len: usize,
    /// The rules of the notation pick exactly `squares[0]`.
    exact: bool,
}

impl Candidates {
    fn one(sq: Square, exact: bool) -> Candidates {
        let mut c = Candidates::none();
        c.push(sq);
        c.exact = exact;
        c
    }

    fn none() -> Candidates {
        Candidates {
            squares: [Square::new(0, 0); 5],
            len: 0,
            exact: false,
        }
    }

    fn push(&mut self, sq: Square) {
        if self.len < 5 {
            self.squares[self.len] = sq;
            self.len += 1;
        }
    }

    fn all(set: impl IntoIterator<Item = Square>) -> Candidates {
        let mut c = Candidates::none();
        for sq in set {
            c.push(sq);
        }
        c
    }

    fn squares(&self) -> &[Square] {
        &self.squares[..self.len]
    }
}

/// Resolves `d` in `pos`. `text` is quoted in errors.
pub fn resolve(pos: &Position, d: &Description, text: &str) -> Result<Resolved, NotationError> {
    // Red writes 一..九 and Black 1..9, and each side its own piece names (1.1): a move
    // in the other side's notation is refused, naming the mover's way to write it, so
    // that a record kept in chuhe is a correct one.
    let resolved = resolve_marked(pos, d, text);
    if d.numerals.foreign_to(pos.side_to_move()) {
        return Err(NotationError::OtherSidesNotation {
            text: text.to_string(),
            mover: pos.side_to_move(),
            own: resolved
                .ok()
                .map(|r| super::write_move(pos, r.mv, &Style::default())),
        });
    }
    resolved
}

fn resolve_marked(pos: &Position, d: &Description, text: &str) -> Result<Resolved, NotationError> {
    match resolve_action(pos, d, d.action, text) {
        Ok(r) => Ok(r),
        // An abbreviated record without a mark means 平; if 平 does not fit, the mark may
        // have been lost: accept the one 进 or 退 that fits.
        Err(e) if d.unmarked => {
            let mut found = None;
            let mut other_error = None;
            for action in [Action::Advance, Action::Retreat] {
                match resolve_action(pos, d, action, text) {
                    Ok(_) if found.is_some() => return Err(e),
                    Ok(r) => {
                        found = Some(Resolved {
                            mv: r.mv,
                            lenient: true,
                        })
                    }
                    Err(NotationError::CannotMove { .. }) => {}
                    Err(other) => other_error = other_error.or(Some(other)),
                }
            }
            // A piece that never moves sideways was surely meant to go 进 or 退: say
            // why that fails rather than that it cannot go 平.
            let e = match (e, other_error) {
                (NotationError::CannotMove { .. }, Some(other)) => other,
                (e, _) => e,
            };
            found.ok_or(e)
        }
        Err(e) => Err(e),
    }
}

fn resolve_action(
    pos: &Position,
    d: &Description,
    action: Action,
    text: &str,
) -> Result<Resolved, NotationError> {
    let us = pos.side_to_move();
    let kind = d.piece_kind();
    let piece = Piece::new(us, kind);
    if (action == Action::Traverse && moves_diagonally(kind))
        || (action == Action::Retreat && kind == Kind::Pawn)
    {
        return Err(NotationError::CannotMove {
            text: text.to_string(),
            kind,
            action,
        });
    }
    let ours = pos.pieces(us, kind);
    if ours.is_empty() {
        return Err(NotationError::NoSuchPiece {
            text: text.to_string(),
            piece,
        });
    }
    let candidates = candidates(pos, d, action, piece, ours, text)?;
    if candidates.len == 1 {
        let mv = attempt(pos, piece, candidates.squares[0], action, d.value, text)?;
        return Ok(Resolved {
            mv,
            lenient: !candidates.exact,
        });
    }
    // Several pieces fit the text: accept it only if exactly one can make the move.
    let mut legal = [None; 5];
    let mut count = 0;
    for (i, &from) in candidates.squares().iter().enumerate() {
        if let Ok(mv) = attempt(pos, piece, from, action, d.value, text) {
            legal[i] = Some(mv);
            count += 1;
        }
    }
    if count == 1 {
        let mv = legal.iter().flatten().next().copied();
        if let Some(mv) = mv {
            return Ok(Resolved { mv, lenient: true });
        }
    }
    let style = match d.reading {
        Reading::Chinese => Style::default(),
        Reading::Wxf => Style::of(Notation::Wxf),
    };
    Err(NotationError::Ambiguous {
        text: text.to_string(),
        piece,
        squares: candidates.squares().to_vec(),
        suggestions: legal
            .iter()
            .flatten()
            .map(|&mv| super::write_move(pos, mv, &style))
            .collect(),
    })
}

/// The pieces of `piece`'s kind (standing on `ours`) that the origin names.
fn candidates(
    pos: &Position,
    d: &Description,
    action: Action,
    piece: Piece,
    ours: Bitboard,
    text: &str,
) -> Result<Candidates, NotationError> {
    let us = piece.color;
    let kind = piece.kind;
    let not_in_tandem = |tandem, file: Option<u8>, count| NotationError::NotInTandem {
        text: text.to_string(),
        piece,
        tandem,
        file: file.map(|f| file_number(us, f)),
        count,
    };
    match d.origin {
        Origin::File(number) => {
            let file = file_index(us, number);
            let stack = Stack::new(ours, file, us);
            let on = stack.squares();
            match on.len() {
                0 => Err(no_piece_on_file(pos, piece, number, ours, text)),
                1 => Ok(Candidates::one(on[0], true)),
                n if matches!(kind, Kind::Advisor | Kind::Elephant) => {
                    // Advisors and elephants on one file are never prefixed: the front
                    // one can only go back, the rear one only forward (xqbase 细节一).
                    let sq = if action == Action::Retreat {
                        on[0]
                    } else {
                        on[n - 1]
                    };
                    Ok(Candidates::one(sq, true))
                }
                // WXF: the middle one of three or five pawns keeps the plain form.
                n if d.reading == Reading::Wxf && n % 2 == 1 => {
                    Ok(Candidates::one(on[n / 2], true))
                }
                // The text should have said 前/后; the board may still tell.
                _ => Ok(Candidates::all(on.iter().copied())),
            }
        }
        Origin::Tandem {
            tandem,
            file: Some(number),
        } => {
            let file = file_index(us, number);
            let stack = Stack::new(ours, file, us);
            if stack.is_empty() {
                return Err(no_piece_on_file(pos, piece, number, ours, text));
            }
            let index = tandem
                .index(stack.len())
                .ok_or_else(|| not_in_tandem(tandem, Some(file), stack.len()))?;
            Ok(Candidates::one(
                stack.squares()[index],
                stack.len() >= 2 && takes_prefix(kind),
            ))
        }
        Origin::Tandem { tandem, file: None } => {
            let crowded = CrowdedFiles::new(ours, us);
            match crowded.len() {
                0 => {
                    if ours.count() == 1 && tandem.index(1).is_some() {
                        // A needless 前/后 on a lone piece.
                        Ok(Candidates::one(
                            ours.first().unwrap_or(Square::new(0, 0)),
                            false,
                        ))
                    } else if !takes_prefix(kind) {
                        // A prefix where none is used; accepted if it resolves uniquely.
                        Ok(Candidates::all(ours))
                    } else {
                        Err(not_in_tandem(tandem, None, 0))
                    }
                }
                1 => {
                    let file = crowded.files()[0];
                    let stack = Stack::new(ours, file, us);
                    let index = tandem
                        .index(stack.len())
                        .ok_or_else(|| not_in_tandem(tandem, Some(file), stack.len()))?;
                    Ok(Candidates::one(stack.squares()[index], takes_prefix(kind)))
                }
                _ => {
                    if let Tandem::Nth(n) = tandem {
                        // xqbase: the ordinals run across the crowded files, from the
                        // mover's right, front to back.
                        let (order, len) = xqbase_order(ours, us, &crowded);
                        let i = n as usize - 1;
                        if i < len {
                            return Ok(Candidates::one(order[i], true));
                        }
                        return Err(not_in_tandem(tandem, None, len));
                    }
                    // 前兵 with two crowded files: the file is missing (前兵七, 前七).
                    let mut c = Candidates::none();
                    for &file in crowded.files() {
                        let stack = Stack::new(ours, file, us);
                        if let Some(i) = tandem.index(stack.len()) {
                            c.push(stack.squares()[i]);
                        }
                    }
                    if c.len == 0 {
                        return Err(not_in_tandem(tandem, None, 0));
                    }
                    Ok(c)
                }
            }
        }
    }
}

/// Advisors and elephants are never written with 前/后 (xqbase 细节一); a text that
/// gives them one is read, leniently.
fn takes_prefix(kind: Kind) -> bool {
    !matches!(kind, Kind::Advisor | Kind::Elephant)
}

fn no_piece_on_file(
    pos: &Position,
    piece: Piece,
    number: u8,
    ours: Bitboard,
    text: &str,
) -> NotationError {
    let us = piece.color;
    let file = file_index(us, number);
    let mut on_file: Vec<(Square, Piece)> = (0..10)
        .filter_map(|rank| {
            let sq = Square::new(file, rank);
            // Only the mover's own pieces help: the opponent's on that file are not
            // what the text could have meant.
            pos.piece_at(sq).filter(|p| p.color == us).map(|p| (sq, p))
        })
        .collect();
    if us == crate::rules::Color::Red {
        on_file.reverse();
    }
    let mut files_with_kind: Vec<u8> = ours.map(|sq| file_number(us, sq.file())).collect();
    files_with_kind.sort_unstable();
    files_with_kind.dedup();
    NotationError::NoPieceOnFile {
        text: text.to_string(),
        piece,
        file: number,
        on_file,
        files_with_kind,
    }
}

/// The move of the piece on `from` that `action` and `value` describe, if it is on the
/// board and legal.
fn attempt(
    pos: &Position,
    piece: Piece,
    from: Square,
    action: Action,
    value: u8,
    text: &str,
) -> Result<Move, NotationError> {
    let to = destination(piece, from, action, value, text)?;
    let mv = Move::new(from, to);
    pos.check_move(mv)
        .map_err(|reason| NotationError::Illegal {
            text: text.to_string(),
            mv,
            reason,
            mover: pos.side_to_move(),
            piece: Some(piece),
        })?;
    Ok(mv)
}

/// Where the move lands (NOTATION.md §2): 进/退 count ranks for a general, rook, cannon
/// or pawn, and name the destination file for an advisor, elephant or horse; 平 names
/// the destination file.
pub fn destination(
    piece: Piece,
    from: Square,
    action: Action,
    value: u8,
    text: &str,
) -> Result<Square, NotationError> {
    let us = piece.color;
    let off_board = || NotationError::OffBoard {
        text: text.to_string(),
        piece,
        from,
    };
    let step = match action {
        Action::Advance => forward(us),
        Action::Retreat => -forward(us),
        Action::Traverse => 0,
    };
    let (file, rank) = (from.file() as i32, from.rank() as i32);
    if action == Action::Traverse {
        let to_file = file_index(us, value);
        if to_file == from.file() {
            return Err(NotationError::SameFile {
                text: text.to_string(),
                piece,
                file: value,
            });
        }
        return Ok(Square::new(to_file, from.rank()));
    }
    if !moves_diagonally(piece.kind) {
        return Square::try_new(file, rank + step * value as i32).ok_or_else(off_board);
    }
    let to_file = file_index(us, value) as i32;
    let df = (to_file - file).abs();
    let dr = match (piece.kind, df) {
        (Kind::Advisor, 1) => 1,
        (Kind::Elephant, 2) => 2,
        (Kind::Horse, 1) => 2,
        (Kind::Horse, 2) => 1,
        _ => {
            let spans: &[i32] = match piece.kind {
                Kind::Advisor => &[1],
                Kind::Elephant => &[2],
                _ => &[1, 2],
            };
            let mut reachable: Vec<u8> = spans
                .iter()
                .flat_map(|&s| [file - s, file + s])
                .filter(|f| (0..9).contains(f))
                .map(|f| file_number(us, f as u8))
                .collect();
            reachable.sort_unstable();
            return Err(NotationError::UnreachableFile {
                text: text.to_string(),
                piece,
                from,
                file: value,
                reachable,
            });
        }
    };
    Square::try_new(to_file, rank + step * dr).ok_or_else(off_board)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::notation::chinese_reader;
    use crate::rules::IllegalMove;

    fn resolve_text(fen: &str, text: &str) -> Result<Resolved, NotationError> {
        let pos = Position::from_fen(fen).unwrap();
        resolve(&pos, &chinese_reader::read(text).unwrap(), text)
    }

    fn mv(s: &str) -> Move {
        Move::from_iccs(s).unwrap()
    }

    const START: &str = crate::rules::START_FEN;

    #[test]
    fn opening_moves() {
        let r = resolve_text(START, "炮二平五").unwrap();
        assert_eq!(
            r,
            Resolved {
                mv: mv("h2e2"),
                lenient: false
            }
        );
        assert_eq!(resolve_text(START, "马二进三").unwrap().mv, mv("h0g2"));
        assert_eq!(resolve_text(START, "相七进五").unwrap().mv, mv("c0e2"));
        assert_eq!(resolve_text(START, "仕四进五").unwrap().mv, mv("f0e1"));
        assert_eq!(resolve_text(START, "帅五进一").unwrap().mv, mv("e0e1"));
        assert_eq!(resolve_text(START, "兵七进一").unwrap().mv, mv("c3c4"));
        assert_eq!(resolve_text(START, "车一进二").unwrap().mv, mv("i0i2"));
        let black = "rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RNBAKABNR b";
        assert_eq!(resolve_text(black, "马８进７").unwrap().mv, mv("h9g7"));
        assert_eq!(resolve_text(black, "炮8平5").unwrap().mv, mv("h7e7"));
        assert_eq!(resolve_text(black, "卒３进１").unwrap().mv, mv("c6c5"));
    }

    #[test]
    fn illegal_moves_say_why() {
        // 马二进一 from h0 lands on i2, fine; with a piece on h1 the leg is blocked.
        let blocked = "rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/7R1/RNBAKABN1 w";
        match resolve_text(blocked, "马二进三").unwrap_err() {
            NotationError::Illegal { mv: m, reason, .. } => {
                assert_eq!(m, mv("h0g2"));
                assert_eq!(reason, IllegalMove::HorseLegBlocked(Square::new(7, 1)));
            }
            e => panic!("{e:?}"),
        }
        assert!(matches!(
            resolve_text(START, "兵七平六").unwrap_err(),
            NotationError::Illegal {
                reason: IllegalMove::PawnSidewaysBeforeRiver,
                ..
            }
        ));
        assert!(matches!(
            resolve_text(START, "马二平三").unwrap_err(),
            NotationError::CannotMove { .. }
        ));
        assert!(matches!(
            resolve_text(START, "马二进五").unwrap_err(),
            NotationError::UnreachableFile { .. }
        ));
        assert!(matches!(
            resolve_text(START, "炮五平四").unwrap_err(),
            NotationError::NoPieceOnFile { file: 5, .. }
        ));
        assert!(matches!(
            resolve_text(START, "炮二平二").unwrap_err(),
            NotationError::SameFile { .. }
        ));
        assert!(matches!(
            resolve_text(START, "车一进九").unwrap_err(),
            NotationError::Illegal { .. }
        ));
        assert!(matches!(
            resolve_text(START, "车一退一").unwrap_err(),
            NotationError::OffBoard { .. }
        ));
    }

    #[test]
    fn tandem_pieces() {
        // Two red rooks on file 九 (a): a1 and a5.
        let fen = "4k4/9/9/9/R8/9/9/9/R8/3K5 w";
        assert_eq!(resolve_text(fen, "前车进一").unwrap().mv, mv("a5a6"));
        assert_eq!(resolve_text(fen, "后车平五").unwrap().mv, mv("a1e1"));
        assert_eq!(resolve_text(fen, "车前平三").unwrap().mv, mv("a5g5"));
        // Without 前/后 only a move one rook alone can make is accepted.
        let r = resolve_text(fen, "车九进四").unwrap();
        assert_eq!(
            r,
            Resolved {
                mv: mv("a5a9"),
                lenient: true
            }
        );
        assert!(matches!(
            resolve_text(fen, "车九平五").unwrap_err(),
            NotationError::Ambiguous { ref suggestions, .. } if suggestions.len() == 2
        ));
        assert!(matches!(
            resolve_text(fen, "中车平五").unwrap_err(),
            NotationError::NotInTandem { count: 2, .. }
        ));
    }
}
