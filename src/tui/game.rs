//! The game the TUI shows and drives: the setup chosen in the new-game dialog (or on
//! the command line), the moves played, offers and the result.
//!
//! INTERIM: until the `match` branch lands, this is a small game on the rules core
//! alone (no clock, moves recorded automatically). Everything the screen needs goes
//! through this one type, so that wiring in `match_control::Match` changes this file
//! and not the widgets.

use crate::adjudication::RuleSet;
use crate::match_control::Mode;
use crate::notation::{self, Notation, Style};
use crate::rules::{Color, FenError, IllegalMove, Move, Piece, Position, START_FEN, Square};

/// Everything chosen before the first move.
#[derive(Clone, Debug, PartialEq, Eq, serde::Serialize, serde::Deserialize)]
pub struct GameSetup {
    pub mode: Mode,
    pub rules: RuleSet,
    /// A time-control preset name or spec; `None` = untimed.
    pub time: Option<String>,
    pub red: String,
    pub black: String,
    pub start_fen: String,
}

impl Default for GameSetup {
    fn default() -> GameSetup {
        GameSetup {
            mode: Mode::Casual,
            rules: RuleSet::Cxa,
            time: None,
            red: String::new(),
            black: String::new(),
            start_fen: START_FEN.to_string(),
        }
    }
}

/// One move as played, with what the screen shows of it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Ply {
    pub mv: Move,
    pub by: Color,
    /// The move in Chinese notation (written in the position it was played from).
    pub text: String,
    /// The move in WXF notation, for the ASCII screen.
    pub wxf: String,
    pub captured: Option<Piece>,
    /// The player's own scoresheet entry (practice and tournament modes).
    pub entry: Option<String>,
}

/// How a game ended.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum Outcome {
    Win(Color, WinReason),
    Draw(DrawReason),
}

#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum WinReason {
    /// 将死 (3.1, 4.1.1).
    Checkmate,
    /// 困毙: the side to move has no legal move (3.3, 4.1.2).
    Stalemate,
    /// 认输 (4.1.12 of 001).
    Resignation,
    /// 超时 (4.1.6 of 001, 22).
    Time,
    /// A loaded record says so, without saying why.
    AsRecorded,
}

#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum DrawReason {
    /// 提和 accepted (4.2.1 of 001, 23.1).
    Agreement,
    /// 60 moves without a capture, claimed (4.2.4, 23.3).
    NaturalLimit,
    /// A loaded record says so, without saying why.
    AsRecorded,
}

/// Why a request to the game was refused.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Refusal {
    GameOver,
    Illegal(IllegalMove),
    /// Take-backs exist only in casual games.
    UndoNotAllowed(Mode),
    NothingToUndo,
    /// A draw may not be offered in the first 25 moves (4.3 of 001).
    DrawTooEarly,
    /// A natural-limit claim was audited and found false (23.3, 9.1.4).
    FalseClaim {
        moves_without_capture: u32,
    },
}

/// The natural move limit of 4.2.4: 60 moves (120 plies) without a capture.
pub const NATURAL_LIMIT_MOVES: u32 = 60;

/// Draw offers are not allowed within the first 25 moves (4.3 of 001).
pub const NO_DRAW_OFFER_MOVES: u32 = 25;

#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Game {
    setup: GameSetup,
    start: Position,
    pos: Position,
    plies: Vec<Ply>,
    outcome: Option<Outcome>,
    /// A side that offered a draw with its last move (23.1), until the other replies.
    draw_offer: Option<Color>,
    /// The side to move has asked to offer a draw together with its next move.
    offer_with_next_move: bool,
}

impl Game {
    pub fn new(setup: GameSetup) -> Result<Game, FenError> {
        let start = Position::from_fen(&setup.start_fen)?;
        let mut game = Game {
            setup,
            pos: start.clone(),
            start,
            plies: Vec::new(),
            outcome: None,
            draw_offer: None,
            offer_with_next_move: false,
        };
        game.outcome = game.outcome_on_board();
        Ok(game)
    }

    /// Replays moves from the setup (loading a save); stops at the first illegal one.
    pub fn replay(setup: GameSetup, moves: &[Move]) -> Result<Game, String> {
        let mut game = Game::new(setup).map_err(|e| e.to_string())?;
        for (i, &m) in moves.iter().enumerate() {
            game.play(m)
                .map_err(|e| format!("move {} ({m}): {e:?}", i + 1))?;
        }
        Ok(game)
    }

    pub fn setup(&self) -> &GameSetup {
        &self.setup
    }

    pub fn start_position(&self) -> &Position {
        &self.start
    }

    pub fn position(&self) -> &Position {
        &self.pos
    }

    pub fn plies(&self) -> &[Ply] {
        &self.plies
    }

    pub fn moves(&self) -> impl Iterator<Item = Move> + '_ {
        self.plies.iter().map(|p| p.mv)
    }

    pub fn last_move(&self) -> Option<Move> {
        self.plies.last().map(|p| p.mv)
    }

    pub fn side_to_move(&self) -> Color {
        self.pos.side_to_move()
    }

    pub fn outcome(&self) -> Option<Outcome> {
        self.outcome
    }

    pub fn is_over(&self) -> bool {
        self.outcome.is_some()
    }

    /// The general in check, if the side to move is in check.
    pub fn checked_general(&self) -> Option<Square> {
        self.pos
            .is_check()
            .then(|| self.pos.king(self.pos.side_to_move()))
    }

    /// Moves without a capture so far (the natural-limit count of 4.2.4).
    pub fn moves_without_capture(&self) -> u32 {
        self.pos.plies_since_capture() / 2
    }

    pub fn draw_offer(&self) -> Option<Color> {
        self.draw_offer
    }

    pub fn offering_with_next_move(&self) -> bool {
        self.offer_with_next_move
    }

    /// The number of the move being played (1 for the first, counting Red+Black as one).
    pub fn move_number(&self) -> u32 {
        self.pos.fullmove_number()
    }

    /// Plays a move for the side to move; a pending offer of the mover is made with
    /// it, and a move declines the opponent's offer (23.1).
    pub fn play(&mut self, m: Move) -> Result<&Ply, Refusal> {
        if self.outcome.is_some() {
            return Err(Refusal::GameOver);
        }
        self.pos.check_move(m).map_err(Refusal::Illegal)?;
        let by = self.pos.side_to_move();
        let text = notation::write_move(&self.pos, m, &Style::default());
        let wxf = notation::write_move(
            &self.pos,
            m,
            &Style {
                notation: Notation::Wxf,
                ..Style::default()
            },
        );
        let undo = self.pos.play_unchecked(m);
        self.plies.push(Ply {
            mv: m,
            by,
            text,
            wxf,
            captured: undo.captured(),
            entry: None,
        });
        self.draw_offer = self.offer_with_next_move.then_some(by);
        self.offer_with_next_move = false;
        self.outcome = self.outcome_on_board();
        Ok(self.plies.last().expect("just pushed"))
    }

    /// Stores the player's own scoresheet entry for a ply (1-based).
    pub fn set_entry(&mut self, ply: usize, text: Option<String>) {
        if let Some(p) = ply.checked_sub(1).and_then(|i| self.plies.get_mut(i)) {
            p.entry = text;
        }
    }

    /// Ends the game with the result a loaded record gives.
    pub fn set_recorded_outcome(&mut self, outcome: Outcome) {
        self.outcome = Some(outcome);
    }

    /// Takes back the last move (casual games only).
    pub fn undo(&mut self) -> Result<Move, Refusal> {
        if self.setup.mode != Mode::Casual {
            return Err(Refusal::UndoNotAllowed(self.setup.mode));
        }
        let last = self.plies.pop().ok_or(Refusal::NothingToUndo)?;
        let moves: Vec<Move> = self.moves().collect();
        let mut pos = self.start.clone();
        for m in moves {
            pos.play_unchecked(m);
        }
        self.pos = pos;
        self.outcome = self.outcome_on_board();
        self.draw_offer = None;
        self.offer_with_next_move = false;
        Ok(last.mv)
    }

    /// The side to move resigns (4.1.12 of 001).
    pub fn resign(&mut self, by: Color) -> Result<(), Refusal> {
        if self.outcome.is_some() {
            return Err(Refusal::GameOver);
        }
        self.outcome = Some(Outcome::Win(!by, WinReason::Resignation));
        Ok(())
    }

    /// The side to move asks to offer a draw: the offer goes with its next move (23.1:
    /// a draw is offered after one's own move), never within the first 25 moves (4.3
    /// of 001).
    pub fn offer_draw(&mut self) -> Result<(), Refusal> {
        if self.outcome.is_some() {
            return Err(Refusal::GameOver);
        }
        if self.move_number() <= NO_DRAW_OFFER_MOVES && self.setup.mode != Mode::Casual {
            return Err(Refusal::DrawTooEarly);
        }
        self.offer_with_next_move = true;
        Ok(())
    }

    /// The side to move accepts the opponent's standing offer.
    pub fn accept_draw(&mut self) -> Result<(), Refusal> {
        if self.outcome.is_some() {
            return Err(Refusal::GameOver);
        }
        match self.draw_offer {
            Some(c) if c != self.pos.side_to_move() => {
                self.outcome = Some(Outcome::Draw(DrawReason::Agreement));
                Ok(())
            }
            _ => Err(Refusal::NothingToUndo),
        }
    }

    /// A claim of the natural move limit (23.3), audited at once.
    pub fn claim_natural_limit(&mut self) -> Result<(), Refusal> {
        if self.outcome.is_some() {
            return Err(Refusal::GameOver);
        }
        let n = self.moves_without_capture();
        if n >= NATURAL_LIMIT_MOVES {
            self.outcome = Some(Outcome::Draw(DrawReason::NaturalLimit));
            Ok(())
        } else {
            Err(Refusal::FalseClaim {
                moves_without_capture: n,
            })
        }
    }

    fn outcome_on_board(&self) -> Option<Outcome> {
        if self.pos.has_legal_move() {
            return None;
        }
        let loser = self.pos.side_to_move();
        let reason = if self.pos.is_check() {
            WinReason::Checkmate
        } else {
            WinReason::Stalemate
        };
        Some(Outcome::Win(!loser, reason))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn mv(s: &str) -> Move {
        Move::from_iccs(s).unwrap()
    }

    #[test]
    fn plays_and_takes_back_in_casual_games_only() {
        let mut g = Game::new(GameSetup::default()).unwrap();
        g.play(mv("h2e2")).unwrap();
        g.play(mv("h9g7")).unwrap();
        assert_eq!(g.last_move(), Some(mv("h9g7")));
        assert_eq!(g.undo(), Ok(mv("h9g7")));
        assert_eq!(
            g.position().fen(),
            Position::startpos().after(mv("h2e2")).fen()
        );
        assert!(matches!(g.play(mv("h2e2")), Err(Refusal::Illegal(_))));

        let mut t = Game::new(GameSetup {
            mode: Mode::Tournament,
            ..GameSetup::default()
        })
        .unwrap();
        t.play(mv("h2e2")).unwrap();
        assert_eq!(t.undo(), Err(Refusal::UndoNotAllowed(Mode::Tournament)));
    }

    #[test]
    fn mate_ends_the_game() {
        // The rook on a8 holds the 8th rank; the other one mates on the back rank.
        let mut g = Game::new(GameSetup {
            start_fen: "4k4/R8/9/9/9/9/9/9/9/3K4R w - - 0 1".into(),
            ..GameSetup::default()
        })
        .unwrap();
        assert!(!g.is_over());
        g.play(mv("i0i9")).unwrap();
        assert_eq!(
            g.outcome(),
            Some(Outcome::Win(Color::Red, WinReason::Checkmate))
        );
        assert_eq!(g.play(mv("d9e9")).unwrap_err(), Refusal::GameOver);
    }

    #[test]
    fn draw_offers_go_with_a_move_and_are_declined_by_a_move() {
        let mut g = Game::new(GameSetup::default()).unwrap();
        g.offer_draw().unwrap();
        g.play(mv("h2e2")).unwrap();
        assert_eq!(g.draw_offer(), Some(Color::Red));
        g.play(mv("h9g7")).unwrap();
        assert_eq!(g.draw_offer(), None);
        g.offer_draw().unwrap();
        g.play(mv("h0g2")).unwrap();
        g.accept_draw().unwrap();
        assert_eq!(g.outcome(), Some(Outcome::Draw(DrawReason::Agreement)));

        let mut t = Game::new(GameSetup {
            mode: Mode::Tournament,
            ..GameSetup::default()
        })
        .unwrap();
        assert_eq!(t.offer_draw(), Err(Refusal::DrawTooEarly));
    }

    #[test]
    fn a_natural_limit_claim_is_audited() {
        let mut g = Game::new(GameSetup::default()).unwrap();
        assert_eq!(
            g.claim_natural_limit(),
            Err(Refusal::FalseClaim {
                moves_without_capture: 0
            })
        );
        let mut g = Game::new(GameSetup {
            start_fen: "3k5/9/9/9/9/9/9/9/9/4K4 w - - 120 70".into(),
            ..GameSetup::default()
        })
        .unwrap();
        g.claim_natural_limit().unwrap();
        assert_eq!(g.outcome(), Some(Outcome::Draw(DrawReason::NaturalLimit)));
    }
}
