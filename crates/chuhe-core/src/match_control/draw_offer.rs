//! Draw offers (提和, 23.1; 4.3 of 001):
//! - made only after one's own move and before pressing the clock (23.1);
//! - never within the first 25 moves (4.3 of 001, asked of the arbiter);
//! - offers alternate: a side whose offer was refused may not offer again until the
//!   other side has offered (23.1 "提和必须轮流进行，任何一方不得连续提和"); doing so is
//!   a foul (9.1.3);
//! - never withdrawn; refused by a word or by the opponent's next move (23.1).

use super::text::Text;
use super::wire;
use crate::rules::Color;

/// A standing offer.
#[derive(Copy, Clone, Debug, PartialEq, Eq, serde::Serialize, serde::Deserialize)]
pub struct Offer {
    #[serde(with = "wire::color")]
    pub by: Color,
    /// Plies played when it was made (right after the offerer's move).
    pub ply: usize,
}

/// How an offer was answered.
#[derive(Copy, Clone, Debug, PartialEq, Eq, serde::Serialize, serde::Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Answer {
    Pending,
    Accepted,
    /// Refused in words.
    Declined,
    /// Refused by playing on (23.1 "走出轮走的一着棋").
    DeclinedByMove,
    /// The offer's move was taken back (casual undo).
    TakenBack,
}

#[derive(Copy, Clone, Debug, PartialEq, Eq, serde::Serialize, serde::Deserialize)]
pub struct OfferRecord {
    pub offer: Offer,
    pub answer: Answer,
}

/// What the referee knows when a side wants to offer.
#[derive(Copy, Clone, Debug)]
pub struct OfferContext {
    pub by: Color,
    /// The side that made the last move, if any.
    pub last_mover: Option<Color>,
    /// The offerer has already pressed the clock after that move.
    pub pressed: bool,
    /// The arbiter allows offers at this point of the game (4.3).
    pub allowed_yet: bool,
}

/// Why an offer cannot be made.
#[derive(
    Copy, Clone, Debug, PartialEq, Eq, serde::Serialize, serde::Deserialize, strum::EnumIter,
)]
#[serde(rename_all = "snake_case")]
pub enum OfferRefusal {
    /// Only right after one's own move (23.1).
    NotAfterOwnMove,
    /// Only before pressing the clock (23.1).
    AfterPress,
    /// Not within the first 25 moves (4.3 of 001).
    TooEarly,
    /// An offer already stands.
    AlreadyPending,
    /// The last offer was this side's and it was refused: offers alternate (23.1;
    /// a foul, 9.1.3).
    Consecutive,
}

impl OfferRefusal {
    pub fn article(self) -> &'static str {
        match self {
            OfferRefusal::NotAfterOwnMove | OfferRefusal::AfterPress => "23.1",
            OfferRefusal::TooEarly => "4.3",
            OfferRefusal::AlreadyPending => "23.1",
            OfferRefusal::Consecutive => "23.1, 9.1.3",
        }
    }

    /// The refusal with its article; the words are the catalogue's.
    pub fn text(self) -> Text {
        // 4.3 is an article of the 2011 text: the catalogue cites it by that book's
        // name.
        match self {
            OfferRefusal::TooEarly => Text::of(&self),
            _ => Text::of(&self).with_article_if_missing(self.article()),
        }
    }
}

/// Why an answer to an offer is not possible.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum AnswerError {
    NoOffer,
    OwnOffer,
}

/// The offers of one game.
#[derive(Clone, Debug, Default, PartialEq, Eq, serde::Serialize, serde::Deserialize)]
pub struct DrawOffers {
    history: Vec<OfferRecord>,
}

impl DrawOffers {
    /// The standing offer, if any.
    pub fn pending(&self) -> Option<Offer> {
        self.history
            .last()
            .filter(|r| r.answer == Answer::Pending)
            .map(|r| r.offer)
    }

    pub fn history(&self) -> &[OfferRecord] {
        &self.history
    }

    /// Checks an offer against 23.1 and 4.3, in the order an arbiter would.
    pub fn check(&self, ctx: OfferContext) -> Result<(), OfferRefusal> {
        if self.pending().is_some() {
            return Err(OfferRefusal::AlreadyPending);
        }
        if ctx.last_mover != Some(ctx.by) {
            return Err(OfferRefusal::NotAfterOwnMove);
        }
        if ctx.pressed {
            return Err(OfferRefusal::AfterPress);
        }
        if !ctx.allowed_yet {
            return Err(OfferRefusal::TooEarly);
        }
        if self
            .history
            .iter()
            .rev()
            .find(|r| r.answer != Answer::TakenBack)
            .is_some_and(|r| r.offer.by == ctx.by)
        {
            return Err(OfferRefusal::Consecutive);
        }
        Ok(())
    }

    /// Records an offer (checked with [`DrawOffers::check`]).
    pub fn offer(&mut self, by: Color, ply: usize) {
        self.history.push(OfferRecord {
            offer: Offer { by, ply },
            answer: Answer::Pending,
        });
    }

    fn answer(&mut self, by: Color, answer: Answer) -> Result<Offer, AnswerError> {
        let offer = self.pending().ok_or(AnswerError::NoOffer)?;
        if offer.by == by {
            return Err(AnswerError::OwnOffer);
        }
        if let Some(last) = self.history.last_mut() {
            last.answer = answer;
        }
        Ok(offer)
    }

    /// The opponent accepts (4.2.1).
    pub fn accept(&mut self, by: Color) -> Result<Offer, AnswerError> {
        self.answer(by, Answer::Accepted)
    }

    /// The opponent refuses in words (23.1).
    pub fn decline(&mut self, by: Color) -> Result<Offer, AnswerError> {
        self.answer(by, Answer::Declined)
    }

    /// `mover` has moved: a standing offer of the other side is refused (23.1).
    pub fn on_move(&mut self, mover: Color) -> Option<Offer> {
        self.answer(mover, Answer::DeclinedByMove).ok()
    }

    /// The move after which the standing offer was made has been taken back.
    pub fn on_take_back(&mut self) {
        if let Some(last) = self.history.last_mut()
            && last.answer == Answer::Pending
        {
            last.answer = Answer::TakenBack;
        }
    }
}

/// "红方提和" / "Red offers a draw".
pub fn offer_text(by: Color) -> Text {
    Text::of(&super::note::Note::DrawOffered(by))
}

#[cfg(test)]
mod tests {
    use super::*;
    use Color::{Black, Red};

    fn ctx(by: Color) -> OfferContext {
        OfferContext {
            by,
            last_mover: Some(by),
            pressed: false,
            allowed_yet: true,
        }
    }

    #[test]
    fn only_after_own_move_and_before_pressing_23_1() {
        let d = DrawOffers::default();
        let c = OfferContext {
            last_mover: Some(Black),
            ..ctx(Red)
        };
        assert_eq!(d.check(c), Err(OfferRefusal::NotAfterOwnMove));
        let c = OfferContext {
            pressed: true,
            ..ctx(Red)
        };
        assert_eq!(d.check(c), Err(OfferRefusal::AfterPress));
        assert_eq!(d.check(ctx(Red)), Ok(()));
    }

    #[test]
    fn not_within_25_moves_4_3() {
        let c = OfferContext {
            allowed_yet: false,
            ..ctx(Red)
        };
        assert_eq!(DrawOffers::default().check(c), Err(OfferRefusal::TooEarly));
        assert!(
            OfferRefusal::TooEarly
                .text()
                .en
                .ends_with("(CXA 2011, 4.3)")
        );
        assert!(
            OfferRefusal::TooEarly
                .text()
                .zh
                .ends_with("(2011 规则 4.3)")
        );
    }

    #[test]
    fn refused_by_the_next_move_and_offers_alternate_23_1_9_1_3() {
        let mut d = DrawOffers::default();
        d.offer(Red, 51);
        assert_eq!(d.check(ctx(Red)), Err(OfferRefusal::AlreadyPending));
        assert_eq!(
            d.accept(Red),
            Err(AnswerError::OwnOffer),
            "never self-accepted"
        );
        assert_eq!(d.on_move(Black).map(|o| o.by), Some(Red));
        assert_eq!(d.pending(), None);
        assert_eq!(d.history()[0].answer, Answer::DeclinedByMove);
        // Red offers again before Black has offered: consecutive (9.1.3).
        assert_eq!(d.check(ctx(Red)), Err(OfferRefusal::Consecutive));
        // Black may offer; after that Red may again.
        d.offer(Black, 54);
        assert_eq!(d.decline(Red).map(|o| o.by), Ok(Black));
        assert_eq!(d.check(ctx(Red)), Ok(()));
        assert_eq!(d.check(ctx(Black)), Err(OfferRefusal::Consecutive));
    }

    #[test]
    fn an_offer_stands_until_answered() {
        let mut d = DrawOffers::default();
        d.offer(Black, 60);
        assert_eq!(
            d.on_move(Black),
            None,
            "the offerer's own moves do not refuse it"
        );
        assert_eq!(d.pending().map(|o| o.by), Some(Black));
        assert_eq!(d.accept(Red).map(|o| o.ply), Ok(60));
        assert_eq!(d.history()[0].answer, Answer::Accepted);
        assert_eq!(d.decline(Red), Err(AnswerError::NoOffer));
    }
}
