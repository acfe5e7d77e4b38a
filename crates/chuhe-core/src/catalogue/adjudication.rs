//! The adjudication of repetitions and of how a game ends (`adjudication`): citations of
//! the rule books, what a side did over a cycle, the orders, warnings and verdicts.

use super::examples::{BLACK_CANNON, Examples};
use super::words::side_short_zh;
use crate::adjudication::{
    AdjudicatedEnd, AdjudicatedResult, Book, Citation, Conduct, Ground, MoveKind, Order, PieceSet,
    RepetitionRuling, RuleSet, Warning,
};
use crate::lang::{Lang, Render};
use crate::rules::{Color, Kind, Piece};

/// The adjudication module's verdict: 红方负 / Red loses.
impl Render for AdjudicatedResult {
    fn render(&self, lang: Lang) -> String {
        match lang {
            Lang::Zh => adjudication_verdict_zh(*self),
            Lang::En => adjudication_verdict_en(*self),
        }
        .to_string()
    }
}

/// What a move does under the repetition rules (28): 捉 / chase.
impl Render for MoveKind {
    fn render(&self, lang: Lang) -> String {
        match lang {
            Lang::Zh => move_kind_zh(*self),
            Lang::En => move_kind_en(*self),
        }
        .to_string()
    }
}

/// Articles of a rule book: "2011 规则 4.3", "24.3, 26.4", "folk rules 7.2.2".
impl Render for Citation {
    fn render(&self, lang: Lang) -> String {
        match lang {
            Lang::Zh => citation_zh(*self),
            Lang::En => citation_en(*self),
        }
    }
}

/// What a side did over a repeated cycle: 长捉红车 / perpetually chases Red's rook.
impl Render for Conduct {
    fn render(&self, lang: Lang) -> String {
        match lang {
            Lang::Zh => conduct_zh(*self),
            Lang::En => conduct_en(*self),
        }
    }
}

/// Why the adjudication ended the game, citing the articles.
impl Render for AdjudicatedEnd {
    fn render(&self, lang: Lang) -> String {
        match lang {
            Lang::Zh => adjudication_reason_zh(self),
            Lang::En => adjudication_reason_en(self),
        }
    }
}

/// The order to vary at a pending position (24.3; 2011 规则 4.3).
impl Render for Order {
    fn render(&self, lang: Lang) -> String {
        match lang {
            Lang::Zh => repetition_order_zh(self),
            Lang::En => repetition_order_en(self),
        }
    }
}

/// The warning once a position has occurred twice.
impl Render for Warning {
    fn render(&self, lang: Lang) -> String {
        match lang {
            Lang::Zh => repetition_warning_zh(self),
            Lang::En => repetition_warning_en(self),
        }
    }
}

fn adjudication_verdict_zh(v: AdjudicatedResult) -> &'static str {
    match v {
        AdjudicatedResult::RedLoses => "红方负",
        AdjudicatedResult::BlackLoses => "黑方负",
        AdjudicatedResult::Draw => "和棋",
    }
}

fn adjudication_verdict_en(v: AdjudicatedResult) -> &'static str {
    match v {
        AdjudicatedResult::RedLoses => "Red loses",
        AdjudicatedResult::BlackLoses => "Black loses",
        AdjudicatedResult::Draw => "draw",
    }
}

fn move_kind_zh(k: MoveKind) -> &'static str {
    match k {
        MoveKind::Check => "将",
        MoveKind::MateThreat => "杀",
        MoveKind::Chase => "捉",
        MoveKind::Exchange => "兑",
        MoveKind::Sacrifice => "献",
        MoveKind::Block => "拦",
        MoveKind::Follow => "跟",
        MoveKind::Idle => "闲",
    }
}

fn move_kind_en(k: MoveKind) -> &'static str {
    match k {
        MoveKind::Check => "check",
        MoveKind::MateThreat => "mate threat",
        MoveKind::Chase => "chase",
        MoveKind::Exchange => "exchange",
        MoveKind::Sacrifice => "sacrifice",
        MoveKind::Block => "block",
        MoveKind::Follow => "follow",
        MoveKind::Idle => "idle",
    }
}

fn citation_zh(c: Citation) -> String {
    let a = c.articles;
    match c.book {
        Book::Main => a.to_string(),
        Book::Cxa2011 => format!("2011 规则 {a}"),
        Book::Folk => format!("民间规则 {a}"),
        Book::Axf if a.is_empty() => "AXF".to_string(),
        Book::Axf => format!("AXF {a}"),
    }
}

fn citation_en(c: Citation) -> String {
    let a = c.articles;
    match c.book {
        Book::Main => a.to_string(),
        Book::Cxa2011 => format!("CXA 2011, {a}"),
        Book::Folk => format!("folk rules {a}"),
        Book::Axf if a.is_empty() => "AXF".to_string(),
        Book::Axf => format!("AXF {a}"),
    }
}

fn conduct_zh(c: Conduct) -> String {
    match c {
        Conduct::Allowed => "着法允许".to_string(),
        Conduct::PerpetualCheck => "长将".to_string(),
        Conduct::PerpetualMateThreat => "长杀".to_string(),
        Conduct::PerpetualChase(set) => format!("长捉{}", adj_pieces_zh(set)),
        Conduct::PerpetualAttack => "长打（将、杀、捉交替）".to_string(),
    }
}

fn conduct_en(c: Conduct) -> String {
    match c {
        Conduct::Allowed => "makes allowed moves".to_string(),
        Conduct::PerpetualCheck => "gives perpetual check".to_string(),
        Conduct::PerpetualMateThreat => "perpetually threatens mate".to_string(),
        Conduct::PerpetualChase(set) => format!("perpetually chases {}", adj_pieces_en(set)),
        Conduct::PerpetualAttack => {
            "attacks on every move (checks, mate threats and chases in turn)".to_string()
        }
    }
}

fn adjudication_reason_zh(r: &AdjudicatedEnd) -> String {
    let art = citation_zh(r.cites());
    match r {
        AdjudicatedEnd::Checkmate { loser } => {
            format!(
                "{}被将死，{}胜 ({art})",
                loser.chinese_name(),
                (!*loser).chinese_name()
            )
        }
        AdjudicatedEnd::Stalemate { loser } => format!(
            "{}无子可走，被困毙，{}胜 ({art})",
            loser.chinese_name(),
            (!*loser).chinese_name()
        ),
        AdjudicatedEnd::NoWinningChances { .. } => {
            format!("双方均无可过河的攻击子力，无取胜可能，和棋 ({art})")
        }
        AdjudicatedEnd::NaturalLimit { moves, .. } => {
            format!("自然限着：连续{moves}回合未吃子，和棋 ({art})")
        }
        AdjudicatedEnd::Repetition(rr) => repetition_verdict_zh(rr),
        AdjudicatedEnd::OrderIgnored(rr) => {
            let Some(loser) = rr.verdict.loser() else {
                return repetition_verdict_zh(rr);
            };
            let art = citation_zh(rr.cites());
            if rr.ground == Ground::EarlyRepetition {
                return format!("25回合内不得循环作和，红方被令变着后再重复一次循环，判负 ({art})");
            }
            let did = conduct_zh(rr.conduct(loser));
            format!(
                "{}{did}，被令变着后再重复一次循环，判负 ({art})",
                loser.chinese_name()
            )
        }
        AdjudicatedEnd::RepetitionContinued(rr) => format!(
            "{}：循环反复已达三次仍在延续，不变作和，裁判判和 ({art})",
            both_conducts_zh(rr)
        ),
    }
}

fn adjudication_reason_en(r: &AdjudicatedEnd) -> String {
    let art = citation_en(r.cites());
    match r {
        AdjudicatedEnd::Checkmate { loser } => format!(
            "{} is checkmated; {} wins ({art})",
            loser.english_name(),
            (!*loser).english_name()
        ),
        AdjudicatedEnd::Stalemate { loser } => format!(
            "{} has no legal move (困毙) and loses; {} wins ({art})",
            loser.english_name(),
            (!*loser).english_name()
        ),
        AdjudicatedEnd::NoWinningChances { .. } => format!(
            "neither side has a piece left that can cross the river: no winning chances, draw ({art})"
        ),
        AdjudicatedEnd::NaturalLimit { moves, .. } => {
            format!("natural move limit: {moves} moves without a capture, draw ({art})")
        }
        AdjudicatedEnd::Repetition(rr) => repetition_verdict_en(rr),
        AdjudicatedEnd::OrderIgnored(rr) => {
            let Some(loser) = rr.verdict.loser() else {
                return repetition_verdict_en(rr);
            };
            let art = citation_en(rr.cites());
            if rr.ground == Ground::EarlyRepetition {
                return format!(
                    "within the first 25 moves a repetition may not draw: told to vary, Red repeated the cycle once more and loses ({art})"
                );
            }
            let name = loser.english_name();
            let did = conduct_en(rr.conduct(loser));
            format!(
                "{name} {did} and, told to vary, repeated the cycle once more: {name} loses ({art})"
            )
        }
        AdjudicatedEnd::RepetitionContinued(rr) => format!(
            "{}: the repetition went on after the third time; a drawn cycle, the arbiter declares a draw ({art})",
            both_conducts_en(rr)
        ),
    }
}

fn repetition_order_zh(o: &Order) -> String {
    let r = &o.ruling;
    let art = citation_zh(r.cites());
    if r.ground == Ground::EarlyRepetition {
        return format!(
            "待判局面：25回合内形成不变作和的循环，由红方立即变着，若再重复一次循环即判负 ({art})"
        );
    }
    format!(
        "待判局面：{}。{}犯禁，必须立即变着，若再重复一次循环即判负 ({art})",
        both_conducts_zh(r),
        o.side.chinese_name()
    )
}

fn repetition_order_en(o: &Order) -> String {
    let r = &o.ruling;
    let art = citation_en(r.cites());
    if r.ground == Ground::EarlyRepetition {
        return format!(
            "pending position: a drawn cycle within the first 25 moves; Red must vary at once and loses if the cycle is repeated once more ({art})"
        );
    }
    format!(
        "pending position: {}. {} must vary at once and loses if the cycle is repeated once more ({art})",
        both_conducts_en(r),
        o.side.english_name()
    )
}

fn repetition_warning_zh(w: &Warning) -> String {
    let r = &w.ruling;
    let art = citation_zh(r.cites());
    let head = "此局面已出现两次";
    // Under the CXA rules the third time makes a pending position, where the
    // offender is told to vary (24.3); the folk and AXF rules judge it at once.
    let two_steps = r.rules == RuleSet::Cxa && r.ground != Ground::PerpetualCheck;
    match (r.ground, r.verdict.loser()) {
        (Ground::EarlyRepetition, _) => {
            format!("{head}：25回合内不得循环作和，再重复即成待判局面，红方须变着 ({art})")
        }
        (_, Some(loser)) => {
            let name = loser.chinese_name();
            let did = conduct_zh(r.conduct(loser));
            if two_steps {
                format!("{head}：若{name}继续{did}，再重复即成待判局面，{name}须立即变着 ({art})")
            } else {
                format!("{head}：若{name}继续{did}，{name}判负 ({art})")
            }
        }
        (_, None) => format!("{head}：再重复一次即判和 ({art})"),
    }
}

fn repetition_warning_en(w: &Warning) -> String {
    let r = &w.ruling;
    let art = citation_en(r.cites());
    let head = "this position has occurred twice";
    // Under the CXA rules the third time makes a pending position, where the
    // offender is told to vary (24.3); the folk and AXF rules judge it at once.
    let two_steps = r.rules == RuleSet::Cxa && r.ground != Ground::PerpetualCheck;
    match (r.ground, r.verdict.loser()) {
        (Ground::EarlyRepetition, _) => format!(
            "{head}; within the first 25 moves a repetition may not draw: once more and Red must vary ({art})"
        ),
        (_, Some(loser)) => {
            let name = loser.english_name();
            let keeps = keep_phrase_en(r.conduct(loser));
            if two_steps {
                format!(
                    "{head}; if {name} keeps {keeps}, the next repetition is a pending position and {name} must vary ({art})"
                )
            } else {
                format!("{head}; if {name} keeps {keeps}, {name} loses ({art})")
            }
        }
        (_, None) => format!("{head}; one more repetition and the game is drawn ({art})"),
    }
}

/// "红方长捉黑炮，黑方着法允许".
fn both_conducts_zh(r: &RepetitionRuling) -> String {
    format!("红方{}，黑方{}", conduct_zh(r.red), conduct_zh(r.black))
}

/// "Red perpetually chases Black's cannon, Black makes allowed moves".
fn both_conducts_en(r: &RepetitionRuling) -> String {
    format!("Red {}, Black {}", conduct_en(r.red), conduct_en(r.black))
}

fn repetition_verdict_zh(r: &RepetitionRuling) -> String {
    let art = citation_zh(r.cites());
    match (r.ground, r.verdict.loser()) {
        (Ground::EarlyRepetition, _) => {
            format!("25回合内形成不变作和的待判局面，由红方变着，不变判负 ({art})")
        }
        // 24.1: 一方长将，立即判负.
        (Ground::PerpetualCheck, Some(loser)) => {
            format!("{}长将，判负 ({art})", loser.chinese_name())
        }
        (_, Some(loser)) => {
            let name = loser.chinese_name();
            let did = conduct_zh(r.conduct(loser));
            format!("{name}{did}，{name}变着，不变作负 ({art})")
        }
        (Ground::BothForbidden, None) => format!("双方均为禁止着法，不变作和 ({art})"),
        (_, None) => format!("双方均为允许着法，不变作和 ({art})"),
    }
}

fn repetition_verdict_en(r: &RepetitionRuling) -> String {
    let art = citation_en(r.cites());
    match (r.ground, r.verdict.loser()) {
        (Ground::EarlyRepetition, _) => format!(
            "a drawn repetition within the first 25 moves: Red must vary and, not varying, loses ({art})"
        ),
        (Ground::PerpetualCheck, Some(loser)) => format!(
            "{} gives perpetual check and loses ({art})",
            loser.english_name()
        ),
        (_, Some(loser)) => {
            let name = loser.english_name();
            let did = conduct_en(r.conduct(loser));
            format!("{name} {did}; {name} must vary and, not varying, loses ({art})")
        }
        (Ground::BothForbidden, None) => {
            format!("both sides make forbidden moves; the repetition is a draw ({art})")
        }
        (_, None) => {
            format!("both sides make allowed moves; the repetition is a draw ({art})")
        }
    }
}

/// "红车", "黑马、炮".
fn adj_pieces_zh(set: PieceSet) -> String {
    let mut out = String::new();
    let mut last: Option<Color> = None;
    for p in set.iter() {
        if last.is_some() {
            out.push('、');
        }
        if last != Some(p.color) {
            out.push_str(side_short_zh(p.color));
        }
        out.push(p.chinese_name());
        last = Some(p.color);
    }
    out
}

/// "Red's rook", "Black's horse and cannon".
fn adj_pieces_en(set: PieceSet) -> String {
    let list: Vec<_> = set.iter().collect();
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

/// "chasing Red's rook", "checking", for "if Black keeps ...".
fn keep_phrase_en(c: Conduct) -> String {
    match c {
        Conduct::Allowed => "moving this way".to_string(),
        Conduct::PerpetualCheck => "checking".to_string(),
        Conduct::PerpetualMateThreat => "threatening mate".to_string(),
        Conduct::PerpetualChase(set) => format!("chasing {}", adj_pieces_en(set)),
        Conduct::PerpetualAttack => "attacking on every move".to_string(),
    }
}

impl Examples for AdjudicatedResult {
    fn examples() -> Vec<AdjudicatedResult> {
        vec![
            AdjudicatedResult::RedLoses,
            AdjudicatedResult::BlackLoses,
            AdjudicatedResult::Draw,
        ]
    }
}

impl Examples for MoveKind {
    fn examples() -> Vec<MoveKind> {
        MoveKind::ALL.to_vec()
    }
}

impl Examples for Citation {
    fn examples() -> Vec<Citation> {
        [
            (Book::Main, "24.3, 26.4"),
            (Book::Cxa2011, "4.3"),
            (Book::Folk, "7.2.2"),
            (Book::Axf, "3"),
            (Book::Axf, ""),
        ]
        .into_iter()
        .map(|(book, articles)| Citation { book, articles })
        .collect()
    }
}

impl Examples for Conduct {
    fn examples() -> Vec<Conduct> {
        let mut one = PieceSet::default();
        one.insert(Piece::new(Color::Red, Kind::Rook));
        let mut mixed = one;
        mixed.insert(BLACK_CANNON);
        mixed.insert(Piece::new(Color::Black, Kind::Horse));
        vec![
            Conduct::Allowed,
            Conduct::PerpetualCheck,
            Conduct::PerpetualMateThreat,
            Conduct::PerpetualChase(one),
            Conduct::PerpetualChase(mixed),
            Conduct::PerpetualAttack,
        ]
    }
}

impl Examples for RepetitionRuling {
    /// Every ground of every rule set, with each side's conduct in turn.
    fn examples() -> Vec<RepetitionRuling> {
        let grounds = [
            Ground::PerpetualCheck,
            Ground::OneSideForbidden,
            Ground::GraverForbidden,
            Ground::BothAllowed,
            Ground::BothForbidden,
            Ground::EarlyRepetition,
        ];
        let mut out = Vec::new();
        for rules in [RuleSet::Cxa, RuleSet::Folk, RuleSet::Axf] {
            for ground in grounds {
                for conduct in Conduct::examples() {
                    let verdict = match ground {
                        Ground::BothAllowed | Ground::BothForbidden => AdjudicatedResult::Draw,
                        Ground::EarlyRepetition => AdjudicatedResult::RedLoses,
                        _ => AdjudicatedResult::BlackLoses,
                    };
                    out.push(RepetitionRuling {
                        rules,
                        verdict,
                        red: Conduct::Allowed,
                        black: conduct,
                        ground,
                    });
                }
            }
        }
        out
    }
}

impl Examples for AdjudicatedEnd {
    fn examples() -> Vec<AdjudicatedEnd> {
        let mut out = Vec::new();
        for loser in Color::ALL {
            out.push(AdjudicatedEnd::Checkmate { loser });
            out.push(AdjudicatedEnd::Stalemate { loser });
        }
        for rules in [RuleSet::Cxa, RuleSet::Folk, RuleSet::Axf] {
            out.push(AdjudicatedEnd::NoWinningChances { rules });
            out.push(AdjudicatedEnd::NaturalLimit { rules, moves: 60 });
        }
        for r in RepetitionRuling::examples() {
            out.push(AdjudicatedEnd::Repetition(r));
            out.push(AdjudicatedEnd::OrderIgnored(r));
            out.push(AdjudicatedEnd::RepetitionContinued(r));
        }
        out
    }
}

impl Examples for Order {
    fn examples() -> Vec<Order> {
        RepetitionRuling::examples()
            .into_iter()
            .filter_map(|r| r.verdict.loser().map(|side| Order::unrecorded(side, r)))
            .collect()
    }
}

impl Examples for Warning {
    fn examples() -> Vec<Warning> {
        RepetitionRuling::examples()
            .into_iter()
            .map(|ruling| Warning { ruling })
            .collect()
    }
}
