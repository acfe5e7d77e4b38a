//! Why a game ended, in words a player understands, in Chinese and English, citing the
//! article (e.g. "黑方长捉红车，黑方变着，不变作负 (26.4)").

use crate::lang::Lang;
use crate::rules::{Color, Piece};

use super::RuleSet;
use super::ruling::{Conduct, Ground, PieceSet, RepetitionRuling};

/// The reason for a verdict.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Reason {
    /// The side to move is checkmated (3.2; 4.1.1 of 001).
    Checkmate { loser: Color },
    /// The side to move has no legal move: 困毙, a loss (3.3; 4.1.2 of 001).
    Stalemate { loser: Color },
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

/// How a rule book is named in a citation: the main rule book (000) by the article
/// alone, the 2011 text as "2011 规则 4.3" / "CXA 2011, 4.3", the folk rules (002) as
/// "民间规则 7.2" / "folk rules 7.2".
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
enum Book {
    Main,
    Cxa2011,
    Folk,
    Axf,
}

/// "(2011 规则 4.3)", "(24.3, 26.4)", "(folk rules 7.2.2)".
fn cite(book: Book, articles: &str, lang: Lang) -> String {
    match (book, lang) {
        (Book::Main, _) => articles.to_string(),
        (Book::Cxa2011, Lang::Zh) => format!("2011 规则 {articles}"),
        (Book::Cxa2011, Lang::En) => format!("CXA 2011, {articles}"),
        (Book::Folk, Lang::Zh) => format!("民间规则 {articles}"),
        (Book::Folk, Lang::En) => format!("folk rules {articles}"),
        (Book::Axf, _) => format!("AXF {articles}"),
    }
}

impl Reason {
    /// The articles behind the reason, as the message cites them (without brackets).
    pub fn citation(&self, lang: Lang) -> String {
        match self {
            Reason::Checkmate { .. } => cite(Book::Main, "3.2, 4.1.1", lang),
            Reason::Stalemate { .. } => cite(Book::Main, "3.3, 4.1.2", lang),
            Reason::NoWinningChances { rules } => match rules {
                RuleSet::Folk => cite(Book::Folk, "3.2.1", lang),
                RuleSet::Cxa | RuleSet::Axf => cite(Book::Main, "4.2.2", lang),
            },
            Reason::NaturalLimit { rules, .. } => match rules {
                RuleSet::Cxa => cite(Book::Main, "4.2.4, 23.3", lang),
                RuleSet::Folk => cite(Book::Folk, "3.2.3", lang),
                RuleSet::Axf => "AXF".to_string(),
            },
            Reason::Repetition(r) | Reason::OrderIgnored(r) => r.citation(lang),
            Reason::RepetitionContinued(r) => {
                let art = if r.ground == Ground::BothForbidden {
                    "23.2, 26.3"
                } else {
                    "23.2, 26.2"
                };
                cite(Book::Main, art, lang)
            }
        }
    }

    pub fn message(&self, lang: Lang) -> String {
        let zh = lang == Lang::Zh;
        let art = self.citation(lang);
        match self {
            Reason::Checkmate { loser } => {
                if zh {
                    format!("{}被将死，{}胜 ({art})", side_zh(*loser), side_zh(!*loser))
                } else {
                    format!(
                        "{} is checkmated; {} wins ({art})",
                        side_en(*loser),
                        side_en(!*loser)
                    )
                }
            }
            Reason::Stalemate { loser } => {
                if zh {
                    format!(
                        "{}无子可走，被困毙，{}胜 ({art})",
                        side_zh(*loser),
                        side_zh(!*loser)
                    )
                } else {
                    format!(
                        "{} has no legal move (困毙) and loses; {} wins ({art})",
                        side_en(*loser),
                        side_en(!*loser)
                    )
                }
            }
            Reason::NoWinningChances { .. } => {
                if zh {
                    format!("双方均无可过河的攻击子力，无取胜可能，和棋 ({art})")
                } else {
                    format!(
                        "neither side has a piece left that can cross the river: no winning chances, draw ({art})"
                    )
                }
            }
            Reason::NaturalLimit { moves, .. } => {
                if zh {
                    format!("自然限着：连续{moves}回合未吃子，和棋 ({art})")
                } else {
                    format!("natural move limit: {moves} moves without a capture, draw ({art})")
                }
            }
            Reason::Repetition(r) => repetition_message(r, lang),
            Reason::OrderIgnored(r) => ignored_order_message(r, lang),
            Reason::RepetitionContinued(r) => {
                let conducts = both_conducts(r, lang);
                if zh {
                    format!("{conducts}：循环反复已达三次仍在延续，不变作和，裁判判和 ({art})")
                } else {
                    format!(
                        "{conducts}: the repetition went on after the third time; a drawn cycle, the arbiter declares a draw ({art})"
                    )
                }
            }
        }
    }
}

fn side_zh(c: Color) -> &'static str {
    c.chinese_name()
}

fn side_en(c: Color) -> &'static str {
    c.english_name()
}

/// "红车", "黑马、炮".
fn pieces_zh(set: PieceSet) -> String {
    let mut out = String::new();
    let mut last: Option<Color> = None;
    for p in set.iter() {
        if last == Some(p.color) {
            out.push('、');
        } else {
            if last.is_some() {
                out.push('、');
            }
            out.push(if p.color == Color::Red { '红' } else { '黑' });
        }
        out.push(piece_char(p));
        last = Some(p.color);
    }
    out
}

fn piece_char(p: Piece) -> char {
    p.chinese_name()
}

/// "Red's rook", "Black's horse and cannon".
fn pieces_en(set: PieceSet) -> String {
    let list: Vec<Piece> = set.iter().collect();
    let mut out = String::new();
    for (i, p) in list.iter().enumerate() {
        if i > 0 {
            out.push_str(if i + 1 == list.len() { " and " } else { ", " });
        }
        if i == 0 || list[i - 1].color != p.color {
            out.push_str(p.color.english_name());
            out.push_str("'s ");
        }
        out.push_str(p.kind.english_name());
    }
    out
}

/// What a side did, as a phrase: "长捉红车" / "perpetually chases Red's rook".
pub fn conduct_phrase(c: Conduct, lang: Lang) -> String {
    let zh = lang == Lang::Zh;
    match c {
        Conduct::Allowed => lang.pick("着法允许", "makes allowed moves").to_string(),
        Conduct::PerpetualCheck => lang.pick("长将", "gives perpetual check").to_string(),
        Conduct::PerpetualMateThreat => lang.pick("长杀", "perpetually threatens mate").to_string(),
        Conduct::PerpetualChase(set) if zh => format!("长捉{}", pieces_zh(set)),
        Conduct::PerpetualChase(set) => format!("perpetually chases {}", pieces_en(set)),
        Conduct::PerpetualAttack => lang
            .pick(
                "长打（将、杀、捉交替）",
                "attacks on every move (checks, mate threats and chases in turn)",
            )
            .to_string(),
    }
}

impl RepetitionRuling {
    /// The articles behind the ground, as the rule set's book numbers them: for the
    /// CXA rules the procedure of 24 with the principle of 26 it applies.
    pub fn citation(&self, lang: Lang) -> String {
        let (book, art) = match (self.rules, self.ground) {
            (_, Ground::EarlyRepetition) => (Book::Cxa2011, "4.3"),
            (RuleSet::Cxa, Ground::PerpetualCheck) => (Book::Main, "24.1, 26.1"),
            (RuleSet::Cxa, Ground::OneSideForbidden | Ground::GraverForbidden) => {
                (Book::Main, "24.3, 26.4")
            }
            (RuleSet::Cxa, Ground::BothAllowed) => (Book::Main, "24.2, 26.2"),
            (RuleSet::Cxa, Ground::BothForbidden) => (Book::Main, "24.2, 26.3"),
            (RuleSet::Folk, Ground::PerpetualCheck) => (Book::Folk, "7.2.3.1"),
            (RuleSet::Folk, Ground::OneSideForbidden) => (Book::Folk, "7.2.2"),
            (RuleSet::Folk, Ground::GraverForbidden) => (Book::Folk, "7.2.3.2"),
            (RuleSet::Folk, Ground::BothAllowed) => (Book::Folk, "7.2.1"),
            (RuleSet::Folk, Ground::BothForbidden) => (Book::Folk, "7.2.3.3"),
            (RuleSet::Axf, Ground::PerpetualCheck) => (Book::Axf, "6"),
            (RuleSet::Axf, Ground::OneSideForbidden | Ground::GraverForbidden) => (Book::Axf, "3"),
            (RuleSet::Axf, Ground::BothAllowed) => (Book::Axf, "5"),
            (RuleSet::Axf, Ground::BothForbidden) => (Book::Axf, "7"),
        };
        cite(book, art, lang)
    }
}

/// "红方长捉黑炮，黑方着法允许" / "Red perpetually chases Black's cannon, Black makes
/// allowed moves".
fn both_conducts(r: &RepetitionRuling, lang: Lang) -> String {
    let red = conduct_phrase(r.red, lang);
    let black = conduct_phrase(r.black, lang);
    match lang {
        Lang::Zh => format!("红方{red}，黑方{black}"),
        Lang::En => format!("Red {red}, Black {black}"),
    }
}

fn repetition_message(r: &RepetitionRuling, lang: Lang) -> String {
    let zh = lang == Lang::Zh;
    let art = r.citation(lang);
    match (r.ground, r.verdict.loser()) {
        (Ground::EarlyRepetition, _) => {
            if zh {
                format!("25回合内形成不变作和的待判局面，由红方变着，不变判负 ({art})")
            } else {
                format!(
                    "a drawn repetition within the first 25 moves: Red must vary and, not varying, loses ({art})"
                )
            }
        }
        (Ground::PerpetualCheck, Some(loser)) => {
            // 24.1: 一方长将，立即判负.
            if zh {
                format!("{}长将，判负 ({art})", side_zh(loser))
            } else {
                format!("{} gives perpetual check and loses ({art})", side_en(loser))
            }
        }
        (_, Some(loser)) => {
            let did = conduct_phrase(r.conduct(loser), lang);
            if zh {
                let name = side_zh(loser);
                format!("{name}{did}，{name}变着，不变作负 ({art})")
            } else {
                let name = side_en(loser);
                format!("{name} {did}; {name} must vary and, not varying, loses ({art})")
            }
        }
        (Ground::BothForbidden, None) => {
            if zh {
                format!("双方均为禁止着法，不变作和 ({art})")
            } else {
                format!("both sides make forbidden moves; the repetition is a draw ({art})")
            }
        }
        (_, None) => {
            if zh {
                format!("双方均为允许着法，不变作和 ({art})")
            } else {
                format!("both sides make allowed moves; the repetition is a draw ({art})")
            }
        }
    }
}

/// The order of 24.3 (or 2011 规则 4.3) at a pending position.
pub(super) fn order_message(r: &RepetitionRuling, side: Color, lang: Lang) -> String {
    let art = r.citation(lang);
    let (zh, name) = (lang == Lang::Zh, side_name(side, lang));
    if r.ground == Ground::EarlyRepetition {
        return if zh {
            format!(
                "待判局面：25回合内形成不变作和的循环，由红方立即变着，若再重复一次循环即判负 ({art})"
            )
        } else {
            format!(
                "pending position: a drawn cycle within the first 25 moves; Red must vary at once and loses if the cycle is repeated once more ({art})"
            )
        };
    }
    let conducts = both_conducts(r, lang);
    if zh {
        format!("待判局面：{conducts}。{name}犯禁，必须立即变着，若再重复一次循环即判负 ({art})")
    } else {
        format!(
            "pending position: {conducts}. {name} must vary at once and loses if the cycle is repeated once more ({art})"
        )
    }
}

/// The loss after an order was not followed.
fn ignored_order_message(r: &RepetitionRuling, lang: Lang) -> String {
    let art = r.citation(lang);
    let zh = lang == Lang::Zh;
    let Some(loser) = r.verdict.loser() else {
        return repetition_message(r, lang);
    };
    let name = side_name(loser, lang);
    if r.ground == Ground::EarlyRepetition {
        return if zh {
            format!("25回合内不得循环作和，红方被令变着后再重复一次循环，判负 ({art})")
        } else {
            format!(
                "within the first 25 moves a repetition may not draw: told to vary, Red repeated the cycle once more and loses ({art})"
            )
        };
    }
    let did = conduct_phrase(r.conduct(loser), lang);
    if zh {
        format!("{name}{did}，被令变着后再重复一次循环，判负 ({art})")
    } else {
        format!(
            "{name} {did} and, told to vary, repeated the cycle once more: {name} loses ({art})"
        )
    }
}

fn side_name(c: Color, lang: Lang) -> &'static str {
    match lang {
        Lang::Zh => side_zh(c),
        Lang::En => side_en(c),
    }
}

/// The rest of the warning sentence once a position has occurred twice: what happens
/// if play goes on the same way.
pub fn warning_message(r: &RepetitionRuling, lang: Lang) -> String {
    let zh = lang == Lang::Zh;
    let art = r.citation(lang);
    let head = lang.pick("此局面已出现两次", "this position has occurred twice");
    // Under the CXA rules the third time makes a pending position, where the offender is
    // told to vary (24.3); the folk and AXF rules judge it at once.
    let two_steps = r.rules == RuleSet::Cxa && r.ground != Ground::PerpetualCheck;
    match (r.ground, r.verdict.loser()) {
        (Ground::EarlyRepetition, _) => {
            if zh {
                format!("{head}：25回合内不得循环作和，再重复即成待判局面，红方须变着 ({art})")
            } else {
                format!(
                    "{head}; within the first 25 moves a repetition may not draw: once more and Red must vary ({art})"
                )
            }
        }
        (_, Some(loser)) if two_steps => {
            if zh {
                let name = side_zh(loser);
                let did = conduct_phrase(r.conduct(loser), lang);
                format!("{head}：若{name}继续{did}，再重复即成待判局面，{name}须立即变着 ({art})")
            } else {
                let name = side_en(loser);
                let keeps = keep_phrase(r.conduct(loser));
                format!(
                    "{head}; if {name} keeps {keeps}, the next repetition is a pending position and {name} must vary ({art})"
                )
            }
        }
        (_, Some(loser)) => {
            if zh {
                let name = side_zh(loser);
                let did = conduct_phrase(r.conduct(loser), lang);
                format!("{head}：若{name}继续{did}，{name}判负 ({art})")
            } else {
                let name = side_en(loser);
                let keeps = keep_phrase(r.conduct(loser));
                format!("{head}; if {name} keeps {keeps}, {name} loses ({art})")
            }
        }
        (_, None) => {
            if zh {
                format!("{head}：再重复一次即判和 ({art})")
            } else {
                format!("{head}; one more repetition and the game is drawn ({art})")
            }
        }
    }
}

/// "chasing Red's rook", "checking", for "if Black keeps ...".
fn keep_phrase(c: Conduct) -> String {
    match c {
        Conduct::Allowed => "moving this way".to_string(),
        Conduct::PerpetualCheck => "checking".to_string(),
        Conduct::PerpetualMateThreat => "threatening mate".to_string(),
        Conduct::PerpetualChase(set) => format!("chasing {}", pieces_en(set)),
        Conduct::PerpetualAttack => "attacking on every move".to_string(),
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::adjudication::verdict::Verdict;
    use crate::rules::Kind;

    fn chase_of_red_rook() -> RepetitionRuling {
        let mut set = PieceSet::default();
        set.insert(Piece::new(Color::Red, Kind::Rook));
        RepetitionRuling {
            rules: RuleSet::Cxa,
            verdict: Verdict::BlackLoses,
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
        r.verdict = Verdict::RedLoses;
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
        let limit = Reason::NaturalLimit {
            rules: RuleSet::Folk,
            moves: 60,
        };
        assert!(limit.message(Lang::Zh).ends_with("(民间规则 3.2.3)"));
        let none = Reason::NoWinningChances {
            rules: RuleSet::Folk,
        };
        assert!(!none.message(Lang::En).contains("002"));
        for lang in [Lang::Zh, Lang::En] {
            let m = Reason::Repetition(chase_of_red_rook()).message(lang);
            assert_eq!(m.matches("26.4").count(), 1, "{m}");
        }
    }

    #[test]
    fn several_pieces_are_listed() {
        let mut set = PieceSet::default();
        set.insert(Piece::new(Color::Black, Kind::Cannon));
        set.insert(Piece::new(Color::Black, Kind::Horse));
        assert_eq!(pieces_zh(set), "黑马、炮");
        assert_eq!(pieces_en(set), "Black's horse and cannon");
    }
}
