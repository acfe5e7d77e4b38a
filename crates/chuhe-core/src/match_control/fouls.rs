//! Fouls (犯规, article 9.1), counted per player with the article that defines them.
//! Three fouls lose the game (4.1.10 of 001).

use super::text::Text;
use crate::rules::Color;

/// The fouls of 9.1, each with its article.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash, serde::Serialize, serde::Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum FoulKind {
    /// 9.1.1: questions or other distraction during the opponent's time (an arbiter's
    /// ruling).
    Distraction,
    /// 9.1.2: stopping or starting the clock without authority (an arbiter's ruling).
    ClockInterference,
    /// 9.1.3: offering a draw again after a refusal, out of turn (23.1).
    RepeatedDrawOffer,
    /// 9.1.4: a natural-limit claim found false on audit (23.3).
    FalseNaturalLimitClaim,
    /// 9.1.5: touching one's own piece that cannot move (5.1).
    TouchedImmovablePiece,
    /// 9.1.6: touching an opponent's piece that none of one's pieces can capture (5.2).
    TouchedUncapturablePiece,
    /// 9.1.7: four consecutive moves not recorded (7.1).
    RecordingLapse,
    /// 9.1.8: a minor breach of the player's duties (article 8; an arbiter's ruling).
    Conduct,
}

impl FoulKind {
    pub const ALL: [FoulKind; 8] = [
        FoulKind::Distraction,
        FoulKind::ClockInterference,
        FoulKind::RepeatedDrawOffer,
        FoulKind::FalseNaturalLimitClaim,
        FoulKind::TouchedImmovablePiece,
        FoulKind::TouchedUncapturablePiece,
        FoulKind::RecordingLapse,
        FoulKind::Conduct,
    ];

    /// The articles that define the foul: 9.1.x, and the rule it enforces.
    pub fn article(self) -> &'static str {
        match self {
            FoulKind::Distraction => "9.1.1",
            FoulKind::ClockInterference => "9.1.2",
            FoulKind::RepeatedDrawOffer => "23.1, 9.1.3",
            FoulKind::FalseNaturalLimitClaim => "23.3, 9.1.4",
            FoulKind::TouchedImmovablePiece => "5.1, 9.1.5",
            FoulKind::TouchedUncapturablePiece => "5.2, 9.1.6",
            FoulKind::RecordingLapse => "7.1, 9.1.7",
            FoulKind::Conduct => "8, 9.1.8",
        }
    }

    /// What the player did, with the article: "4 consecutive moves not recorded (7.1,
    /// 9.1.7)".
    pub fn text(self) -> Text {
        let a = self.article();
        Text::of(&self).with_article_if_missing(a)
    }
}

/// One foul as recorded by the arbiter (9.2: announced and recorded at once).
#[derive(Clone, Debug, PartialEq, Eq, serde::Serialize, serde::Deserialize)]
pub struct Foul {
    pub kind: FoulKind,
    /// Plies played when it was committed.
    pub ply: usize,
}

/// The fouls of both players.
#[derive(Clone, Debug, Default, PartialEq, Eq, serde::Serialize, serde::Deserialize)]
pub struct FoulBook {
    fouls: [Vec<Foul>; 2],
}

/// Three fouls lose the game (4.1.10 of 001).
pub const FOULS_TO_LOSE: usize = 3;

impl FoulBook {
    /// Records a foul and returns `player`'s foul count.
    pub fn add(&mut self, player: Color, kind: FoulKind, ply: usize) -> usize {
        let list = &mut self.fouls[player.index()];
        list.push(Foul { kind, ply });
        list.len()
    }

    pub fn count(&self, player: Color) -> usize {
        self.fouls[player.index()].len()
    }

    pub fn of(&self, player: Color) -> &[Foul] {
        &self.fouls[player.index()]
    }

    /// True when `player` has committed enough fouls to lose (4.1.10).
    pub fn loses(&self, player: Color) -> bool {
        self.count(player) >= FOULS_TO_LOSE
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::lang::{Lang, Render};

    #[test]
    fn every_foul_cites_9_1() {
        for (i, k) in FoulKind::ALL.iter().enumerate() {
            let a = k.article();
            assert!(a.ends_with(&format!("9.1.{}", i + 1)), "{k:?}: {a}");
            assert!(k.text().en.contains(a) && k.text().zh.contains(a));
        }
        assert_eq!(
            FoulKind::RecordingLapse.text().en,
            "4 consecutive moves not recorded (7.1, 9.1.7)"
        );
    }

    #[test]
    fn three_fouls_lose_4_1_10() {
        let mut b = FoulBook::default();
        assert_eq!(b.add(Color::Red, FoulKind::RepeatedDrawOffer, 60), 1);
        assert_eq!(b.add(Color::Red, FoulKind::RecordingLapse, 70), 2);
        assert!(!b.loses(Color::Red));
        assert_eq!(b.add(Color::Red, FoulKind::TouchedImmovablePiece, 80), 3);
        assert!(b.loses(Color::Red));
        assert!(!b.loses(Color::Black));
        // The result sheet's summary (worded by the catalogue).
        assert_eq!(b.of(Color::Black).render(Lang::En), "none");
        assert!(
            b.of(Color::Red)
                .render(Lang::En)
                .starts_with("3: offering a draw")
        );
    }
}
