//! The words of a tournament's printed tables: tie-breaks (15.1–15.5), the result
//! sheet's labels (10.1), the team cross-table's words (12, 14.2).

use super::examples::Examples;
use crate::lang::{Lang, Render};
use crate::tournament::{SheetLabel, TeamTableLabel, TeamTieBreak, TieBreak};

/// A tie-break's name on a standings sheet (15.1, 15.2): 小分 / small points.
impl Render for TieBreak {
    fn render(&self, lang: Lang) -> String {
        match lang {
            Lang::Zh => tiebreak_zh(*self),
            Lang::En => tiebreak_en(*self),
        }
        .to_string()
    }
}

/// A team tie-break's name (15.3–15.5): 全队总局分 / team game points.
impl Render for TeamTieBreak {
    fn render(&self, lang: Lang) -> String {
        match lang {
            Lang::Zh => team_tiebreak_zh(*self),
            Lang::En => team_tiebreak_en(*self),
        }
        .to_string()
    }
}

/// A label of the printed result sheet (10.1): 所用时间 / time used.
impl Render for SheetLabel {
    fn render(&self, lang: Lang) -> String {
        match lang {
            Lang::Zh => sheet_label_zh(*self),
            Lang::En => sheet_label_en(*self),
        }
        .to_string()
    }
}

/// A word of the team cross-table (12, 14.2): 场分 / match points.
impl Render for TeamTableLabel {
    fn render(&self, lang: Lang) -> String {
        match lang {
            Lang::Zh => team_table_label_zh(*self),
            Lang::En => team_table_label_en(*self),
        }
        .to_string()
    }
}

fn tiebreak_zh(t: TieBreak) -> &'static str {
    match t {
        TieBreak::SmallPoints => "小分",
        TieBreak::Wins => "胜局",
        TieBreak::DirectEncounter => "直胜",
        TieBreak::Fouls => "犯规",
        TieBreak::OpponentScore => "对手分",
        TieBreak::Progressive => "累进分",
        TieBreak::OpponentScoreCutOne => "对手分-1",
    }
}

fn tiebreak_en(t: TieBreak) -> &'static str {
    match t {
        TieBreak::SmallPoints => "small points",
        TieBreak::Wins => "wins",
        TieBreak::DirectEncounter => "direct encounter",
        TieBreak::Fouls => "fouls",
        TieBreak::OpponentScore => "opponents' score",
        TieBreak::Progressive => "progressive score",
        TieBreak::OpponentScoreCutOne => "opponents' score less the lowest",
    }
}

fn team_tiebreak_zh(t: TeamTieBreak) -> &'static str {
    match t {
        TeamTieBreak::GamePoints => "全队总局分",
        TeamTieBreak::GameWins => "全队胜局",
        TeamTieBreak::DirectEncounter => "直胜",
        TeamTieBreak::Fouls => "全队犯规",
        TeamTieBreak::OpponentMatchPoints => "团体对手分",
        TeamTieBreak::MatchWins => "全队胜场",
        TeamTieBreak::BestPlace => "最高个人名次",
        TeamTieBreak::SecondPlace => "次高个人名次",
    }
}

fn team_tiebreak_en(t: TeamTieBreak) -> &'static str {
    match t {
        TeamTieBreak::GamePoints => "team game points",
        TeamTieBreak::GameWins => "team games won",
        TeamTieBreak::DirectEncounter => "direct encounter",
        TeamTieBreak::Fouls => "team fouls",
        TeamTieBreak::OpponentMatchPoints => "opponents' match points",
        TeamTieBreak::MatchWins => "matches won",
        TeamTieBreak::BestPlace => "best individual place",
        TeamTieBreak::SecondPlace => "second-best individual place",
    }
}

fn sheet_label_zh(l: SheetLabel) -> &'static str {
    match l {
        SheetLabel::Title => "对局记录纸（10.1）",
        SheetLabel::Round => "轮次",
        SheetLabel::Board => "台次",
        SheetLabel::Rules => "规则",
        SheetLabel::Time => "用时",
        SheetLabel::Red => "红方",
        SheetLabel::Black => "黑方",
        SheetLabel::Player => "棋手",
        SheetLabel::Result => "结果",
        SheetLabel::TimeUsed => "所用时间",
        SheetLabel::Fouls => "犯规",
        SheetLabel::Signed => "签字",
        SheetLabel::Arbiter => "裁判",
    }
}

fn sheet_label_en(l: SheetLabel) -> &'static str {
    match l {
        SheetLabel::Title => "Result sheet (10.1)",
        SheetLabel::Round => "round",
        SheetLabel::Board => "board",
        SheetLabel::Rules => "rules",
        SheetLabel::Time => "time",
        SheetLabel::Red => "Red",
        SheetLabel::Black => "Black",
        SheetLabel::Player => "player",
        SheetLabel::Result => "result",
        SheetLabel::TimeUsed => "time used",
        SheetLabel::Fouls => "fouls",
        SheetLabel::Signed => "signed",
        SheetLabel::Arbiter => "arbiter",
    }
}

fn team_table_label_zh(l: TeamTableLabel) -> &'static str {
    use crate::tournament::TeamTableLabel as L;
    match l {
        L::Title => "团体成绩表",
        L::Line => "序号",
        L::Rank => "名次",
        L::Team => "队名",
        L::MatchPoints => "场分",
        L::GamePoints => "局分",
        L::Bye => "轮空",
        L::Home => "主",
        L::Away => "客",
    }
}

fn team_table_label_en(l: TeamTableLabel) -> &'static str {
    use crate::tournament::TeamTableLabel as L;
    match l {
        L::Title => "team cross-table",
        L::Line => "no",
        L::Rank => "rank",
        L::Team => "team",
        L::MatchPoints => "match points",
        L::GamePoints => "game points",
        L::Bye => "bye",
        L::Home => "h",
        L::Away => "a",
    }
}

impl Examples for TieBreak {
    fn examples() -> Vec<Self> {
        Self::ALL.to_vec()
    }
}

impl Examples for TeamTieBreak {
    fn examples() -> Vec<Self> {
        Self::ALL.to_vec()
    }
}

impl Examples for SheetLabel {
    fn examples() -> Vec<Self> {
        Self::ALL.to_vec()
    }
}

impl Examples for TeamTableLabel {
    fn examples() -> Vec<Self> {
        Self::ALL.to_vec()
    }
}
