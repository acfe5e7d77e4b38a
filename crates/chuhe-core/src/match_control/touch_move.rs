//! Touch-move (摸子, 第5条), optional. On screen, selecting a piece is touching it:
//! - 5.1 touching one's own piece commits to moving it, unless it cannot move
//!   (touching a piece that cannot move is a foul, 9.1.5);
//! - 5.2 touching an opponent's piece commits to capturing it, unless none of one's
//!   pieces can (a foul, 9.1.6);
//! - 5.3 own piece first, then the opponent's: capture it with the first; else move
//!   the first; else capture it with another; else move freely;
//! - 5.4 opponent's piece first, then one's own: capture it with the second; else
//!   capture it with another; else move the second; else move freely;
//! - 5.5 both at once: as 5.4 (a screen never selects two pieces at once).
//!
//! The first touch of each kind binds; a second own (or opponent's) piece touched
//! later changes nothing.

use super::fouls::FoulKind;
use super::text::Text;
use super::wire;
use crate::lang::{Lang, Render};
use crate::rules::{Color, Move, Piece, Position, Square};

#[derive(Copy, Clone, Debug, PartialEq, Eq, serde::Serialize, serde::Deserialize)]
#[serde(rename_all = "snake_case", tag = "side")]
pub enum Touched {
    Own {
        #[serde(with = "wire::square")]
        square: Square,
    },
    Theirs {
        #[serde(with = "wire::square")]
        square: Square,
    },
}

/// The touches of the side to move, in order.
#[derive(Clone, Debug, Default, PartialEq, Eq, serde::Serialize, serde::Deserialize)]
pub struct TouchMove {
    touches: Vec<Touched>,
}

/// What touching a point did.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum TouchOutcome {
    /// The touch was recorded and binds (see [`TouchMove::obligation`]).
    Bound,
    /// Recorded, but the piece cannot be moved (9.1.5) or captured (9.1.6): a foul.
    Foul(FoulKind),
    /// An empty point, or a second piece of a kind already touched: nothing changes.
    Ignored,
}

/// What the touches oblige the player to do, and which article says so.
#[derive(Clone, Debug, PartialEq, Eq, serde::Serialize, serde::Deserialize)]
pub struct Obligation {
    pub article: &'static str,
    /// The moves that satisfy it.
    #[serde(skip)]
    pub moves: Vec<Move>,
    pub text: Text,
}

/// What a touch obliges, with the pieces touched, for its message (the catalogue words
/// it, naming the pieces as the mover does).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct TouchDuty {
    pub kind: DutyKind,
    pub article: &'static str,
    /// The side that touched, the side to move.
    pub mover: Color,
    pub own: Option<(Square, Piece)>,
    pub theirs: Option<(Square, Piece)>,
}

#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub enum DutyKind {
    /// Move the own piece touched (5.1, 5.3.2, 5.4.3).
    MoveOwn,
    /// Capture the opponent's piece touched, with any piece (5.2, 5.3.3, 5.4.2).
    CaptureTheirs,
    /// Capture the opponent's piece with the own piece touched (5.3.1, 5.4.1).
    CaptureWithOwn,
}

impl TouchMove {
    pub fn touches(&self) -> &[Touched] {
        &self.touches
    }

    pub fn own(&self) -> Option<Square> {
        self.touches.iter().find_map(|t| match t {
            Touched::Own { square } => Some(*square),
            Touched::Theirs { .. } => None,
        })
    }

    pub fn theirs(&self) -> Option<Square> {
        self.touches.iter().find_map(|t| match t {
            Touched::Theirs { square } => Some(*square),
            Touched::Own { .. } => None,
        })
    }

    pub fn clear(&mut self) {
        self.touches.clear();
    }

    /// The side to move touches `sq` in `pos`.
    pub fn touch(&mut self, pos: &Position, sq: Square) -> TouchOutcome {
        let us = pos.side_to_move();
        let Some(piece) = pos.piece_at(sq) else {
            return TouchOutcome::Ignored;
        };
        let legal = pos.legal_moves();
        if piece.color == us {
            if self.own().is_some() {
                return TouchOutcome::Ignored;
            }
            self.touches.push(Touched::Own { square: sq });
            if legal.iter().any(|m| m.from == sq) {
                TouchOutcome::Bound
            } else {
                TouchOutcome::Foul(FoulKind::TouchedImmovablePiece)
            }
        } else {
            if self.theirs().is_some() {
                return TouchOutcome::Ignored;
            }
            self.touches.push(Touched::Theirs { square: sq });
            if legal.iter().any(|m| m.to == sq) {
                TouchOutcome::Bound
            } else {
                TouchOutcome::Foul(FoulKind::TouchedUncapturablePiece)
            }
        }
    }

    /// The obligation in force, or `None` if the player may move freely.
    pub fn obligation(&self, pos: &Position) -> Option<Obligation> {
        let own = self.own();
        let theirs = self.theirs();
        if own.is_none() && theirs.is_none() {
            return None;
        }
        let legal = pos.legal_moves();
        let own_first = matches!(self.touches.first(), Some(Touched::Own { .. }));
        // Each tier: (article, predicate); the first tier some legal move satisfies binds.
        type Tier = (&'static str, Box<dyn Fn(&Move) -> bool>);
        let moves_own = move |m: &Move| Some(m.from) == own;
        let takes_theirs = move |m: &Move| Some(m.to) == theirs;
        let both = move |m: &Move| moves_own(m) && takes_theirs(m);
        let tiers: Vec<Tier> = match (own, theirs) {
            (Some(_), None) => vec![("5.1", Box::new(moves_own))],
            (None, Some(_)) => vec![("5.2", Box::new(takes_theirs))],
            _ if own_first => vec![
                ("5.3.1", Box::new(both)),
                ("5.3.2", Box::new(moves_own)),
                ("5.3.3", Box::new(takes_theirs)),
            ],
            _ => vec![
                ("5.4.1", Box::new(both)),
                ("5.4.2", Box::new(takes_theirs)),
                ("5.4.3", Box::new(moves_own)),
            ],
        };
        for (article, pred) in tiers {
            let moves: Vec<Move> = legal.iter().copied().filter(|m| pred(m)).collect();
            if !moves.is_empty() {
                let text = obligation_text(pos, article, own, theirs);
                return Some(Obligation {
                    article,
                    moves,
                    text,
                });
            }
        }
        None
    }

    /// `Ok` if `m` honours the touches, else the obligation it breaks.
    pub fn check(&self, pos: &Position, m: Move) -> Result<(), Obligation> {
        match self.obligation(pos) {
            Some(o) if !o.moves.contains(&m) => Err(o),
            _ => Ok(()),
        }
    }
}

fn obligation_text(
    pos: &Position,
    article: &'static str,
    own: Option<Square>,
    theirs: Option<Square>,
) -> Text {
    let with_piece = |sq: Option<Square>| sq.and_then(|s| pos.piece_at(s).map(|p| (s, p)));
    let kind = match article {
        "5.1" | "5.3.2" | "5.4.3" => DutyKind::MoveOwn,
        "5.2" | "5.3.3" | "5.4.2" => DutyKind::CaptureTheirs,
        _ => DutyKind::CaptureWithOwn,
    };
    let duty = TouchDuty {
        kind,
        article,
        mover: pos.side_to_move(),
        own: with_piece(own),
        theirs: with_piece(theirs),
    };
    Text::new(duty.render(Lang::Zh), duty.render(Lang::En))
}

#[cfg(test)]
mod tests {
    use super::*;

    fn sq(s: &str) -> Square {
        Square::from_iccs(s).unwrap()
    }

    fn mv(s: &str) -> Move {
        Move::from_iccs(s).unwrap()
    }

    /// The opening position: the cannon h2 can take the horse h9 (screen h7), the
    /// cannon b2 the horse b9; nothing can take the rook a9.
    fn start() -> Position {
        Position::startpos()
    }

    #[test]
    fn touching_own_piece_commits_to_moving_it_5_1() {
        let pos = start();
        let mut t = TouchMove::default();
        assert_eq!(t.touch(&pos, sq("h2")), TouchOutcome::Bound);
        let o = t.obligation(&pos).unwrap();
        assert_eq!(o.article, "5.1");
        assert!(t.check(&pos, mv("h2e2")).is_ok());
        let err = t.check(&pos, mv("b2e2")).unwrap_err();
        assert!(
            err.text
                .en
                .contains("you must move the cannon on file 二 (h2) (5.1)"),
            "{}",
            err.text
        );
        // A second own piece changes nothing.
        assert_eq!(t.touch(&pos, sq("b2")), TouchOutcome::Ignored);
        assert!(t.check(&pos, mv("b2e2")).is_err());
    }

    /// Red's rook a0 is boxed in by its horses a1 and b0; the horse a1 can take the
    /// black rook b3.
    fn boxed_rook() -> Position {
        Position::from_fen("3k5/9/9/9/9/9/1r7/9/N8/RN2K4 w - - 0 1").unwrap()
    }

    #[test]
    fn touching_a_piece_that_cannot_move_is_a_foul_9_1_5() {
        let pos = boxed_rook();
        let mut t = TouchMove::default();
        assert_eq!(
            t.touch(&pos, sq("a0")),
            TouchOutcome::Foul(FoulKind::TouchedImmovablePiece)
        );
        assert_eq!(t.obligation(&pos), None, "free to move another piece (5.1)");
        let mut t = TouchMove::default();
        assert_eq!(
            t.touch(&pos, sq("e5")),
            TouchOutcome::Ignored,
            "empty point"
        );
        assert!(t.touches().is_empty());
    }

    #[test]
    fn touching_opponent_piece_commits_to_capturing_it_5_2_and_9_1_6() {
        let pos = start();
        let mut t = TouchMove::default();
        assert_eq!(t.touch(&pos, sq("h9")), TouchOutcome::Bound);
        assert_eq!(t.obligation(&pos).unwrap().moves, vec![mv("h2h9")]);
        let mut t = TouchMove::default();
        assert_eq!(t.touch(&pos, sq("b9")), TouchOutcome::Bound, "b2 takes b9");
        let mut t = TouchMove::default();
        assert_eq!(
            t.touch(&pos, sq("a9")),
            TouchOutcome::Foul(FoulKind::TouchedUncapturablePiece)
        );
        assert_eq!(t.obligation(&pos), None);
    }

    #[test]
    fn own_then_theirs_5_3() {
        let pos = start();
        // 5.3.1: h2 can take h9.
        let mut t = TouchMove::default();
        t.touch(&pos, sq("h2"));
        t.touch(&pos, sq("h9"));
        let o = t.obligation(&pos).unwrap();
        assert_eq!((o.article, o.moves.clone()), ("5.3.1", vec![mv("h2h9")]));
        // 5.3.2: the rook a0 cannot take b9 (h-file cannon can): move the rook.
        let mut t = TouchMove::default();
        t.touch(&pos, sq("a0"));
        t.touch(&pos, sq("b9"));
        let o = t.obligation(&pos).unwrap();
        assert_eq!(o.article, "5.3.2");
        assert!(o.moves.iter().all(|m| m.from == sq("a0")));
        // 5.3.3: the touched own piece cannot move at all; another must take.
        let p = boxed_rook();
        let mut t = TouchMove::default();
        t.touch(&p, sq("a0"));
        assert_eq!(t.touch(&p, sq("b3")), TouchOutcome::Bound);
        let o = t.obligation(&p).unwrap();
        assert_eq!((o.article, o.moves.clone()), ("5.3.3", vec![mv("a1b3")]));
        // 5.3.4: nothing possible at all: move freely.
        let mut t = TouchMove::default();
        t.touch(&p, sq("a0"));
        assert_eq!(
            t.touch(&p, sq("d9")),
            TouchOutcome::Foul(FoulKind::TouchedUncapturablePiece)
        );
        assert_eq!(t.obligation(&p), None);
    }

    #[test]
    fn theirs_then_own_5_4() {
        let pos = start();
        // 5.4.2: Black's h9 horse touched, then the rook a0 (which cannot take it):
        // another piece (the cannon h2) must take it.
        let mut t = TouchMove::default();
        t.touch(&pos, sq("h9"));
        t.touch(&pos, sq("a0"));
        let o = t.obligation(&pos).unwrap();
        assert_eq!((o.article, o.moves.clone()), ("5.4.2", vec![mv("h2h9")]));
        // 5.4.3: a black piece nobody can take, then the rook: move the rook.
        let mut t = TouchMove::default();
        t.touch(&pos, sq("a9"));
        t.touch(&pos, sq("a0"));
        let o = t.obligation(&pos).unwrap();
        assert_eq!(o.article, "5.4.3");
        // 5.4.1: the cannon touched second can take the horse touched first.
        let mut t = TouchMove::default();
        t.touch(&pos, sq("h9"));
        t.touch(&pos, sq("h2"));
        assert_eq!(t.obligation(&pos).unwrap().article, "5.4.1");
    }
}
