//! The words of a tournament's printed tables: tie-breaks (15.1–15.5), the result
//! sheet's labels (10.1), the team cross-table's words (12, 14.2), the tables' words
//! ([`TableText`]), a system's name (11) and a team event's kind (12.1–12.5).

use crate::{SheetLabel, System, TableText, TeamFormat, TeamTableLabel, TeamTieBreak, TieBreak};
use chuhe_core::catalogue::Examples;
use chuhe_core::lang::{Lang, Render};

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

/// A word of the tournament tables.
impl Render for TableText {
    fn render(&self, lang: Lang) -> String {
        match lang {
            Lang::Zh => table_zh(self),
            Lang::En => table_en(self),
        }
    }
}

/// A system's name (11): 积分编排制 / swiss (the English is the name typed on the
/// command line, `System`'s `Display`).
impl Render for System {
    fn render(&self, lang: Lang) -> String {
        match lang {
            Lang::Zh => system_zh(*self).to_string(),
            Lang::En => self.to_string(),
        }
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
    use crate::TeamTableLabel as L;
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
    use crate::TeamTableLabel as L;
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

fn table_zh(t: &TableText) -> String {
    use TableText::*;
    match t {
        Rank => "名次".into(),
        Player => "棋手".into(),
        Team => "队名".into(),
        Points => "积分".into(),
        Games => "局数".into(),
        Won => "胜".into(),
        Drawn => "和".into(),
        Lost => "负".into(),
        Matches => "场数".into(),
        // 14.2: 场分（团体分）, 局分（个人分）.
        MatchPoints => "场分".into(),
        Places => "名次和".into(),
        GamePoints => "局分".into(),
        Withdrawn => "（退赛）".into(),
        Bye => "轮空".into(),
        StandingsTitle {
            event,
            rounds,
            system,
            scoring,
        } => format!(
            "{event} — 第{rounds}轮后名次（{}，计分 {scoring}）",
            system_zh(*system)
        ),
        Group(g) => format!("{g}组"),
        Annulled(name) => format!("{name}：退赛，成绩取消（20.3）"),
        CrossTableTitle(event) => format!("{event} — 成绩表"),
        TeamStandingsTitle {
            event,
            rounds,
            format,
        } => format!(
            "{event} — 第{rounds}轮后团体名次（{}）",
            team_format_zh(*format)
        ),
        RoundTitle {
            round,
            stage,
            playoff,
        } => {
            let mut s = format!("第{round}轮");
            if let Some(stage) = stage {
                s.push_str(&format!("（第{stage}阶段）"));
            }
            if *playoff {
                s.push_str(" 附加赛（15.6）");
            }
            s
        }
        TeamMatch {
            number,
            home,
            away,
            first,
            last,
        } => format!("第{number}场：{home} – {away}（第{first}–{last}台）"),
        ByeLine(name) => format!("轮空  {name}"),
        PassLine(name) => format!("直接晋级 {name}"),
        RestLine(name) => format!("轮休 {name}"),
    }
}

fn table_en(t: &TableText) -> String {
    use TableText::*;
    match t {
        Rank => "rank".into(),
        Player => "player".into(),
        Team => "team".into(),
        Points => "points".into(),
        Games => "games".into(),
        Won => "W".into(),
        Drawn => "D".into(),
        Lost => "L".into(),
        Matches => "matches".into(),
        MatchPoints => "match points".into(),
        Places => "places".into(),
        GamePoints => "game points".into(),
        Withdrawn => "(withdrawn)".into(),
        Bye => "bye".into(),
        StandingsTitle {
            event,
            rounds,
            system,
            scoring,
        } => format!("{event} — standings after round {rounds} ({system}, scoring {scoring})"),
        Group(g) => format!("group {g}"),
        Annulled(name) => format!("{name}: withdrew, results annulled (20.3)"),
        CrossTableTitle(event) => format!("{event} — cross-table"),
        TeamStandingsTitle {
            event,
            rounds,
            format,
        } => format!("{event} — team standings after round {rounds} ({format})"),
        RoundTitle {
            round,
            stage,
            playoff,
        } => {
            let mut s = format!("Round {round}");
            if let Some(stage) = stage {
                s.push_str(&format!(" (stage {stage})"));
            }
            if *playoff {
                s.push_str(" play-off (15.6)");
            }
            s
        }
        TeamMatch {
            number,
            home,
            away,
            first,
            last,
        } => format!("match {number}: {home} – {away} (boards {first}–{last})"),
        ByeLine(name) => format!("bye  {name}"),
        PassLine(name) => format!("pass {name}"),
        RestLine(name) => format!("rest {name}"),
    }
}

/// A system's name as the rule book gives it (11).
pub(super) fn system_zh(s: System) -> &'static str {
    match s {
        System::RoundRobin => "循环制",
        System::DoubleRoundRobin => "双循环制",
        System::Swiss => "积分编排制",
        System::Knockout => "淘汰制",
        System::DoubleElimination => "双败淘汰制",
        System::GroupedRoundRobin => "分组循环制",
    }
}

/// A team event's kind as the rule book gives it (12.1–12.5).
fn team_format_zh(f: TeamFormat) -> &'static str {
    match f {
        TeamFormat::FixedBoards => "分台定人制（12.1）",
        TeamFormat::Substitutes => "分台换人制（12.2）",
        TeamFormat::SetBeforeMatch => "临时定台制（12.3）",
        TeamFormat::AllPlayAll => "全队轮赛制（12.4）",
        TeamFormat::SumOfPlayers => "队员总分制（12.5）",
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

impl Examples for TableText {
    fn examples() -> Vec<Self> {
        use crate::{System, TableText as T, TeamFormat};
        let mut all = vec![
            T::Rank,
            T::Player,
            T::Team,
            T::Points,
            T::Games,
            T::Won,
            T::Drawn,
            T::Lost,
            T::Matches,
            T::MatchPoints,
            T::Places,
            T::GamePoints,
            T::Withdrawn,
            T::Bye,
            T::Group("A".into()),
            T::Annulled("alice".into()),
            T::CrossTableTitle("2026 春季赛".into()),
            T::RoundTitle {
                round: 3,
                stage: Some(2),
                playoff: false,
            },
            T::RoundTitle {
                round: 6,
                stage: None,
                playoff: true,
            },
            T::TeamMatch {
                number: 1,
                home: "红队".into(),
                away: "蓝队".into(),
                first: 1,
                last: 4,
            },
            T::ByeLine("alice".into()),
            T::PassLine("alice".into()),
            T::RestLine("alice".into()),
        ];
        for system in System::ALL {
            all.push(T::StandingsTitle {
                event: "2026 春季赛".into(),
                rounds: 3,
                system,
                scoring: "1-0.5-0".into(),
            });
        }
        for format in [
            TeamFormat::FixedBoards,
            TeamFormat::Substitutes,
            TeamFormat::SetBeforeMatch,
            TeamFormat::AllPlayAll,
            TeamFormat::SumOfPlayers,
        ] {
            all.push(T::TeamStandingsTitle {
                event: "2026 春季赛".into(),
                rounds: 3,
                format,
            });
        }
        all
    }
}

impl Examples for System {
    fn examples() -> Vec<Self> {
        System::ALL.to_vec()
    }
}
