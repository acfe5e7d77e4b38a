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
    /// A repeated position judged under the repetition rules (24–29).
    Repetition(RepetitionRuling),
}

impl Reason {
    pub fn message(&self, lang: Lang) -> String {
        let zh = lang == Lang::Zh;
        match self {
            Reason::Checkmate { loser } => {
                if zh {
                    format!(
                        "{}被将死，{}胜 (3.2, 4.1.1)",
                        side_zh(*loser),
                        side_zh(!*loser)
                    )
                } else {
                    format!(
                        "{} is checkmated; {} wins (3.2, 4.1.1)",
                        side_en(*loser),
                        side_en(!*loser)
                    )
                }
            }
            Reason::Stalemate { loser } => {
                if zh {
                    format!(
                        "{}无子可走，被困毙，{}胜 (3.3, 4.1.2)",
                        side_zh(*loser),
                        side_zh(!*loser)
                    )
                } else {
                    format!(
                        "{} has no legal move (困毙) and loses; {} wins (3.3, 4.1.2)",
                        side_en(*loser),
                        side_en(!*loser)
                    )
                }
            }
            Reason::NoWinningChances { rules } => {
                let article = match rules {
                    RuleSet::Folk => "002 3.2.1",
                    RuleSet::Cxa | RuleSet::Axf => "4.2.2",
                };
                if zh {
                    format!("双方均无可过河的攻击子力，无取胜可能，和棋 ({article})")
                } else {
                    format!(
                        "neither side has a piece left that can cross the river: no winning chances, draw ({article})"
                    )
                }
            }
            Reason::NaturalLimit { rules, moves } => {
                let article = match rules {
                    RuleSet::Cxa => "4.2.4, 23.3",
                    RuleSet::Folk => "002 3.2.3",
                    RuleSet::Axf => "AXF",
                };
                if zh {
                    format!("自然限着：连续{moves}回合未吃子，和棋 ({article})")
                } else {
                    format!("natural move limit: {moves} moves without a capture, draw ({article})")
                }
            }
            Reason::Repetition(r) => repetition_message(r, lang),
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

/// The article behind a ground, in the numbering of the rule set's text.
fn article(rules: RuleSet, ground: Ground) -> &'static str {
    match (rules, ground) {
        (RuleSet::Cxa, Ground::PerpetualCheck) => "24.1, 26.1",
        (RuleSet::Cxa, Ground::OneSideForbidden | Ground::GraverForbidden) => "26.4",
        (RuleSet::Cxa, Ground::BothAllowed) => "24.2, 26.2",
        (RuleSet::Cxa, Ground::BothForbidden) => "26.3",
        (_, Ground::EarlyRepetition) => "001 4.3",
        (RuleSet::Folk, Ground::PerpetualCheck) => "002 7.2.3.1",
        (RuleSet::Folk, Ground::OneSideForbidden) => "002 7.2.2",
        (RuleSet::Folk, Ground::GraverForbidden) => "002 7.2.3.2",
        (RuleSet::Folk, Ground::BothAllowed) => "002 7.2.1",
        (RuleSet::Folk, Ground::BothForbidden) => "002 7.2.3.3",
        (RuleSet::Axf, Ground::PerpetualCheck) => "AXF 6",
        (RuleSet::Axf, Ground::OneSideForbidden | Ground::GraverForbidden) => "AXF 3",
        (RuleSet::Axf, Ground::BothAllowed) => "AXF 5",
        (RuleSet::Axf, Ground::BothForbidden) => "AXF 7",
    }
}

fn repetition_message(r: &RepetitionRuling, lang: Lang) -> String {
    let zh = lang == Lang::Zh;
    let art = article(r.rules, r.ground);
    match (r.ground, r.verdict.loser()) {
        (Ground::EarlyRepetition, _) => {
            if zh {
                format!("25回合内形成不变作和的循环，红方变着，不变判负 ({art})")
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

/// The rest of the warning sentence once a position has occurred twice: what happens
/// if play goes on the same way.
pub fn warning_message(r: &RepetitionRuling, lang: Lang) -> String {
    let zh = lang == Lang::Zh;
    let art = article(r.rules, r.ground);
    let head = lang.pick("此局面已出现两次", "this position has occurred twice");
    match (r.ground, r.verdict.loser()) {
        (Ground::EarlyRepetition, _) => {
            if zh {
                format!("{head}：25回合内不得循环作和，红方须变着，否则判负 ({art})")
            } else {
                format!(
                    "{head}; within the first 25 moves a repetition may not draw: if Red does not vary, Red loses ({art})"
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
            "黑方长捉红车，黑方变着，不变作负 (26.4)"
        );
        assert_eq!(
            repetition_message(&r, Lang::En),
            "Black perpetually chases Red's rook; Black must vary and, not varying, loses (26.4)"
        );
        assert_eq!(
            warning_message(&r, Lang::En),
            "this position has occurred twice; if Black keeps chasing Red's rook, Black loses (26.4)"
        );
        assert_eq!(
            warning_message(&r, Lang::Zh),
            "此局面已出现两次：若黑方继续长捉红车，黑方判负 (26.4)"
        );
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
