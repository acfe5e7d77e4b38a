//! How a game ended: who won (or a draw) and why, with the article (4.1, 4.2, 22, 23).

use super::text::Text;
use crate::lang::{Lang, Render};
use crate::rules::Color;

/// The result (14.1: 1, ½ or 0).
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash, serde::Serialize, serde::Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Outcome {
    RedWins,
    BlackWins,
    Draw,
}

impl Outcome {
    /// The result when `loser` loses.
    pub fn loss_for(loser: Color) -> Outcome {
        match loser {
            Color::Red => Outcome::BlackWins,
            Color::Black => Outcome::RedWins,
        }
    }

    pub fn winner(self) -> Option<Color> {
        match self {
            Outcome::RedWins => Some(Color::Red),
            Outcome::BlackWins => Some(Color::Black),
            Outcome::Draw => None,
        }
    }

    pub fn loser(self) -> Option<Color> {
        self.winner().map(|c| !c)
    }

    /// The PGN result tag: `1-0`, `0-1`, `1/2-1/2`.
    pub fn pgn(self) -> &'static str {
        match self {
            Outcome::RedWins => "1-0",
            Outcome::BlackWins => "0-1",
            Outcome::Draw => "1/2-1/2",
        }
    }

    /// 红胜 / 黑胜 / 和棋 or Red wins / Black wins / Draw.
    pub fn text(self) -> Text {
        Text::new(self.render(Lang::Zh), self.render(Lang::En))
    }
}

/// A ruling given in words by the adjudication module or by the arbiter.
#[derive(Clone, Debug, PartialEq, Eq, serde::Serialize, serde::Deserialize)]
pub struct Ruling {
    /// The article applied, e.g. "26.4" or "4.2.2".
    pub article: String,
    /// The reason in both languages, article included.
    pub text: Text,
}

/// Why the game ended.
#[derive(Clone, Debug, PartialEq, Eq, serde::Serialize, serde::Deserialize, strum::EnumCount)]
#[serde(rename_all = "snake_case", tag = "kind")]
pub enum Reason {
    /// 将死 (3.2, 4.1.1).
    Checkmate,
    /// 困毙: no legal move, a loss (3.3, 4.1.2).
    Stalemate,
    /// 认输 (4.1.12).
    Resignation,
    /// The flag fell before the period's moves were made (22.1, 4.1.6).
    FlagFell,
    /// The last move was made but the clock not pressed in time (22.5).
    ClockNotPressed,
    /// The 5 minutes added for a false claim exhausted the claimant's time (23.3).
    ClaimPenaltyTime,
    /// Three fouls (4.1.10).
    ThreeFouls,
    /// The clock pressed twice without a move (4.1.9).
    TwoPressesWithoutMove,
    /// A second false natural-limit claim in the same stretch without capture (4.1.11).
    SecondFalseClaim,
    /// A draw offered and accepted (4.2.1, 23.1).
    DrawAgreed,
    /// Natural move limit: a claim upheld on audit (4.2.4, 23.3).
    NaturalLimit,
    /// A verdict of the adjudication module: repetition (24–29), no winning chances
    /// (4.2.2), …
    Adjudicated(Ruling),
    /// A decision of the arbiter in person (e.g. 4.1.13, 7.4).
    ArbiterDecision(Ruling),
}

impl Reason {
    /// The article behind the result.
    pub fn article(&self) -> &str {
        match self {
            Reason::Checkmate => "4.1.1",
            Reason::Stalemate => "4.1.2",
            Reason::Resignation => "4.1.12",
            Reason::FlagFell => "22.1",
            Reason::ClockNotPressed => "22.5",
            Reason::ClaimPenaltyTime => "23.3",
            Reason::ThreeFouls => "4.1.10",
            Reason::TwoPressesWithoutMove => "4.1.9",
            Reason::SecondFalseClaim => "4.1.11",
            Reason::DrawAgreed => "4.2.1",
            Reason::NaturalLimit => "4.2.4",
            Reason::Adjudicated(r) | Reason::ArbiterDecision(r) => &r.article,
        }
    }

    /// The reason as a sentence, for `outcome`: "Black's flag fell (22.1)" (the words
    /// are the catalogue's).
    pub fn describe(&self, outcome: Outcome, lang: Lang) -> String {
        (self.clone(), outcome).render(lang)
    }
}

/// An ended game: the result and its reason.
#[derive(Clone, Debug, PartialEq, Eq, serde::Serialize, serde::Deserialize)]
pub struct Verdict {
    pub outcome: Outcome,
    pub reason: Reason,
}

impl Verdict {
    pub fn loss(loser: Color, reason: Reason) -> Verdict {
        Verdict {
            outcome: Outcome::loss_for(loser),
            reason,
        }
    }

    pub fn draw(reason: Reason) -> Verdict {
        Verdict {
            outcome: Outcome::Draw,
            reason,
        }
    }

    /// "黑胜：红方超时 (22.1)" / "Black wins: Red's flag fell (22.1)".
    pub fn text(&self) -> Text {
        Text::new(self.render(Lang::Zh), self.render(Lang::En))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn verdicts_read_as_an_arbiter_would_say_them() {
        let v = Verdict::loss(Color::Red, Reason::FlagFell);
        assert_eq!(v.outcome, Outcome::BlackWins);
        assert_eq!(v.text().en, "Black wins: Red's flag fell (22.1)");
        assert_eq!(v.text().zh, "黑胜：红方超时 (22.1)");
        let d = Verdict::draw(Reason::DrawAgreed);
        assert_eq!(d.outcome.pgn(), "1/2-1/2");
        assert_eq!(d.text().en, "Draw: draw agreed (4.2.1)");
    }

    #[test]
    fn rulings_keep_their_article() {
        let r = Reason::Adjudicated(Ruling {
            article: "26.4".into(),
            text: Text::new(
                "黑方长捉红车，不变作负 (26.4)",
                "Black chases the rook perpetually (26.4)",
            ),
        });
        assert_eq!(r.article(), "26.4");
        assert!(r.describe(Outcome::RedWins, Lang::Zh).contains("长捉"));
    }
}
