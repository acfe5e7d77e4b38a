//! Why a game ended, as typed values: the reason for a verdict and the articles it
//! rests on. The words ("黑方长捉红车，黑方变着，不变作负 (24.3, 26.4)") are in the
//! catalogue (`crate::catalogue`), reached through [`Render`].

use crate::lang::{Lang, Render};

use super::RuleSet;
use super::ruling::{Ground, RepetitionRuling};

/// The reason for a verdict.
#[derive(Clone, Debug, PartialEq, Eq, strum::EnumCount)]
pub enum AdjudicatedEnd {
    /// The side to move is checkmated (3.2; 4.1.1 of 001).
    Checkmate { loser: crate::rules::Color },
    /// The side to move has no legal move: 困毙, a loss (3.3; 4.1.2 of 001).
    Stalemate { loser: crate::rules::Color },
    /// Neither side has a piece that can cross the river (4.2.2 of 001; 3.2.1 of 002).
    NoWinningChances { rules: RuleSet },
    /// The natural move limit: `moves` moves without a capture, as the rule set counts
    /// them (4.2.4, 23.3; 3.2.3 of 002).
    NaturalLimit { rules: RuleSet, moves: u32 },
    /// A pending position judged at once: 24.1, 24.2 (26); the folk rules (7.2 of 002)
    /// and the AXF rules at the third occurrence.
    Repetition(RepetitionRuling),
    /// The side ordered to vary (24.3; 2011 规则 4.3) repeated the cycle once more.
    OrderIgnored(RepetitionRuling),
    /// A drawn cycle went on after the third time, unclaimed: the arbiter declares the
    /// draw (23.2).
    RepetitionContinued(RepetitionRuling),
}

/// The rule book an article belongs to: the main rule book (000), cited by the article
/// alone; the 2011 text (001); the folk rules (002); the AXF rules. The catalogue names
/// them ("2011 规则 4.3" / "CXA 2011, 4.3", "民间规则 7.2" / "folk rules 7.2").
#[derive(Copy, Clone, Debug, PartialEq, Eq, strum::EnumCount)]
pub enum Book {
    Main,
    Cxa2011,
    Folk,
    Axf,
}

/// Articles of one book, as a message cites them: "24.3, 26.4" of [`Book::Main`]. An
/// empty list cites the book alone.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub struct Citation {
    pub book: Book,
    pub articles: &'static str,
}

const fn cite(book: Book, articles: &'static str) -> Citation {
    Citation { book, articles }
}

impl AdjudicatedEnd {
    /// The articles behind the reason.
    pub fn cites(&self) -> Citation {
        match self {
            AdjudicatedEnd::Checkmate { .. } => cite(Book::Main, "3.2, 4.1.1"),
            AdjudicatedEnd::Stalemate { .. } => cite(Book::Main, "3.3, 4.1.2"),
            AdjudicatedEnd::NoWinningChances { rules } => match rules {
                RuleSet::Folk => cite(Book::Folk, "3.2.1"),
                RuleSet::Cxa | RuleSet::Axf => cite(Book::Main, "4.2.2"),
            },
            AdjudicatedEnd::NaturalLimit { rules, .. } => match rules {
                RuleSet::Cxa => cite(Book::Main, "4.2.4, 23.3"),
                RuleSet::Folk => cite(Book::Folk, "3.2.3"),
                RuleSet::Axf => cite(Book::Axf, ""),
            },
            AdjudicatedEnd::Repetition(r) | AdjudicatedEnd::OrderIgnored(r) => r.cites(),
            AdjudicatedEnd::RepetitionContinued(r) => {
                let art = if r.ground == Ground::BothForbidden {
                    "23.2, 26.3"
                } else {
                    "23.2, 26.2"
                };
                cite(Book::Main, art)
            }
        }
    }

    /// The articles behind the reason, as the message cites them (without brackets).
    pub fn citation(&self, lang: Lang) -> String {
        self.cites().render(lang)
    }

    /// The reason in `lang`, citing the article (from the catalogue).
    pub fn message(&self, lang: Lang) -> String {
        self.render(lang)
    }
}

impl RepetitionRuling {
    /// The articles behind the ground, as the rule set's book numbers them: for the
    /// CXA rules the procedure of 24 with the principle of 26 it applies.
    pub fn cites(&self) -> Citation {
        match (self.rules, self.ground) {
            (_, Ground::EarlyRepetition) => cite(Book::Cxa2011, "4.3"),
            (RuleSet::Cxa, Ground::PerpetualCheck) => cite(Book::Main, "24.1, 26.1"),
            (RuleSet::Cxa, Ground::OneSideForbidden | Ground::GraverForbidden) => {
                cite(Book::Main, "24.3, 26.4")
            }
            (RuleSet::Cxa, Ground::BothAllowed) => cite(Book::Main, "24.2, 26.2"),
            (RuleSet::Cxa, Ground::BothForbidden) => cite(Book::Main, "24.2, 26.3"),
            (RuleSet::Folk, Ground::PerpetualCheck) => cite(Book::Folk, "7.2.3.1"),
            (RuleSet::Folk, Ground::OneSideForbidden) => cite(Book::Folk, "7.2.2"),
            (RuleSet::Folk, Ground::GraverForbidden) => cite(Book::Folk, "7.2.3.2"),
            (RuleSet::Folk, Ground::BothAllowed) => cite(Book::Folk, "7.2.1"),
            (RuleSet::Folk, Ground::BothForbidden) => cite(Book::Folk, "7.2.3.3"),
            (RuleSet::Axf, Ground::PerpetualCheck) => cite(Book::Axf, "6"),
            (RuleSet::Axf, Ground::OneSideForbidden | Ground::GraverForbidden) => {
                cite(Book::Axf, "3")
            }
            (RuleSet::Axf, Ground::BothAllowed) => cite(Book::Axf, "5"),
            (RuleSet::Axf, Ground::BothForbidden) => cite(Book::Axf, "7"),
        }
    }

    /// The citation in `lang` ("24.3, 26.4", "民间规则 7.2.2").
    pub fn citation(&self, lang: Lang) -> String {
        self.cites().render(lang)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::adjudication::pending::Order;
    use crate::adjudication::ruling::{Conduct, PieceSet};
    use crate::adjudication::verdict::AdjudicatedResult;
    use crate::adjudication::warning::Warning;
    use crate::rules::{Color, Kind, Piece};

    fn repetition_message(r: &RepetitionRuling, lang: Lang) -> String {
        AdjudicatedEnd::Repetition(*r).message(lang)
    }

    fn ignored_order_message(r: &RepetitionRuling, lang: Lang) -> String {
        AdjudicatedEnd::OrderIgnored(*r).message(lang)
    }

    fn warning_message(r: &RepetitionRuling, lang: Lang) -> String {
        Warning { ruling: *r }.message(lang)
    }

    fn order_message(r: &RepetitionRuling, side: Color, lang: Lang) -> String {
        Order::unrecorded(side, *r).message(lang)
    }

    fn chase_of_red_rook() -> RepetitionRuling {
        let mut set = PieceSet::default();
        set.insert(Piece::new(Color::Red, Kind::Rook));
        RepetitionRuling {
            rules: RuleSet::Cxa,
            verdict: AdjudicatedResult::BlackLoses,
            red: Conduct::Allowed,
            black: Conduct::PerpetualChase(set),
            ground: Ground::OneSideForbidden,
        }
    }

    #[test]
    fn the_brief_example_reads_as_an_arbiter_says_it() {
        let r = chase_of_red_rook();
        assert_eq!(
            repetition_message(&r, Lang::Zh),
            "黑方长捉红车，黑方变着，不变作负 (24.3, 26.4)"
        );
        assert_eq!(
            repetition_message(&r, Lang::En),
            "Black perpetually chases Red's rook; Black must vary and, not varying, loses (24.3, 26.4)"
        );
        assert_eq!(
            warning_message(&r, Lang::En),
            "this position has occurred twice; if Black keeps chasing Red's rook, the next repetition is a pending position and Black must vary (24.3, 26.4)"
        );
        assert_eq!(
            warning_message(&r, Lang::Zh),
            "此局面已出现两次：若黑方继续长捉红车，再重复即成待判局面，黑方须立即变着 (24.3, 26.4)"
        );
        assert_eq!(
            order_message(&r, Color::Black, Lang::Zh),
            "待判局面：红方着法允许，黑方长捉红车。黑方犯禁，必须立即变着，若再重复一次循环即判负 (24.3, 26.4)"
        );
        assert_eq!(
            ignored_order_message(&r, Lang::Zh),
            "黑方长捉红车，被令变着后再重复一次循环，判负 (24.3, 26.4)"
        );
    }

    /// 9: the books by their names, never an internal file name; each article once.
    #[test]
    fn citations_name_the_books() {
        let mut r = chase_of_red_rook();
        r.ground = Ground::EarlyRepetition;
        r.verdict = AdjudicatedResult::RedLoses;
        assert_eq!(r.citation(Lang::Zh), "2011 规则 4.3");
        assert_eq!(r.citation(Lang::En), "CXA 2011, 4.3");
        let msg = repetition_message(&r, Lang::Zh);
        assert!(
            msg.ends_with("(2011 规则 4.3)") && !msg.contains("001"),
            "{msg}"
        );
        let folk = RepetitionRuling {
            rules: RuleSet::Folk,
            ground: Ground::OneSideForbidden,
            ..chase_of_red_rook()
        };
        assert!(repetition_message(&folk, Lang::Zh).ends_with("(民间规则 7.2.2)"));
        assert!(repetition_message(&folk, Lang::En).ends_with("(folk rules 7.2.2)"));
        let limit = AdjudicatedEnd::NaturalLimit {
            rules: RuleSet::Folk,
            moves: 60,
        };
        assert!(limit.message(Lang::Zh).ends_with("(民间规则 3.2.3)"));
        let none = AdjudicatedEnd::NoWinningChances {
            rules: RuleSet::Folk,
        };
        assert!(!none.message(Lang::En).contains("002"));
        for lang in [Lang::Zh, Lang::En] {
            let m = AdjudicatedEnd::Repetition(chase_of_red_rook()).message(lang);
            assert_eq!(m.matches("26.4").count(), 1, "{m}");
        }
    }

    #[test]
    fn several_pieces_are_listed() {
        let mut set = PieceSet::default();
        set.insert(Piece::new(Color::Black, Kind::Cannon));
        set.insert(Piece::new(Color::Black, Kind::Horse));
        let r = RepetitionRuling {
            black: Conduct::PerpetualChase(set),
            ..chase_of_red_rook()
        };
        assert_eq!(r.black.render(Lang::Zh), "长捉黑马、炮");
        assert_eq!(
            r.black.render(Lang::En),
            "perpetually chases Black's horse and cannon"
        );
    }
}
