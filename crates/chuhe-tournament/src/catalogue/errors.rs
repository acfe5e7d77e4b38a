//! What the tournament core refuses or finds wrong
//! ([`TournamentError`], [`Refusal`], [`Invalid`]) in the interface's language (issue
//! 12: these were English under 中文). The English is the core's own `Display`, the
//! wording it always had, so scripts and tests that read it keep working; the Chinese
//! is an exhaustive match here, so a new variant does not compile until it is said.
//! The parsers' and the system's details (serde's, the Swiss pairer's) are English
//! and left out of the Chinese, as the files family does.

use super::words::system_zh;
use crate::NoPairing;
use crate::{Fault, Invalid, ListPlace, Refusal, TournamentError};
use chuhe_core::catalogue::Examples;
use chuhe_core::catalogue::FileText;
use chuhe_core::lang::{Lang, Render};

impl Render for TournamentError {
    fn render(&self, lang: Lang) -> String {
        match lang {
            Lang::Zh => error_zh(self),
            Lang::En => self.to_string(),
        }
    }
}

impl Render for Refusal {
    fn render(&self, lang: Lang) -> String {
        match lang {
            Lang::Zh => refusal_zh(self),
            Lang::En => self.to_string(),
        }
    }
}

impl Render for Fault {
    fn render(&self, lang: Lang) -> String {
        match lang {
            Lang::Zh => fault_zh(self),
            Lang::En => self.to_string(),
        }
    }
}

/// An impossible place of an event file, named in Chinese (the field by what it
/// means, not by its English key).
fn fault_zh(f: &Fault) -> String {
    match f {
        Fault::RoundBeyondPlanned { round, planned } => {
            format!("第{round}轮超出赛事的{planned}轮")
        }
        Fault::Board {
            round,
            board,
            boards,
        } => format!("第{round}轮第{board}台：台号应为1至{boards}"),
        Fault::BoardTwice { round, board } => format!("第{round}轮第{board}台出现两次"),
        Fault::Player {
            round,
            board,
            red,
            player,
            players,
        } => format!(
            "第{round}轮第{board}台：{}是第{player}号棋手，但赛事只有{players}名棋手",
            if *red { "红方" } else { "黑方" }
        ),
        Fault::AcceleratedRounds {
            accelerated,
            rounds,
        } => {
            format!("加速编排轮数为{accelerated}，多于赛事的{rounds}轮")
        }
        Fault::Format { found, expected } => {
            format!("文件格式是“{found}”，不是“{expected}”")
        }
        Fault::Version { found, supported } => {
            format!("文件版本{found}无法读取（本程序读取版本{supported}）")
        }
        Fault::PlayerName { index, name } => {
            format!("第{}名棋手的名字“{name}”为空或首尾有空格", index + 1)
        }
        Fault::DuplicateName { index, name } => {
            format!("第{}名棋手的名字“{name}”重复", index + 1)
        }
        Fault::MatchGames(n) => format!("每对对局数为{n}，应为1或2"),
        Fault::Reference {
            at,
            player,
            players,
        } => {
            let at = match at {
                ListPlace::TableOrder(i) => format!("排序表第{}项", i + 1),
                ListPlace::Bye { round } => format!("第{round}轮轮空"),
                ListPlace::Grouping(i) => format!("分组名单第{}项", i + 1),
            };
            format!("{at}：第{player}号棋手不存在（赛事只有{players}名棋手）")
        }
        Fault::RoundNumber { index, number } => {
            format!("第{}轮的轮次写作{number}", index + 1)
        }
        Fault::TwoGames { round, board } => {
            format!("第{round}轮第{board}台：同一棋手在一轮中下两盘")
        }
        Fault::ByeAlsoPlays { round, player } => {
            format!("第{round}轮：第{player}号棋手轮空却又有对局")
        }
        Fault::RoundUnfinished { round, next } => {
            format!("第{round}轮尚缺结果，第{next}轮却已编排")
        }
        Fault::TeamMember { team } => format!("队“{team}”：有队员不存在"),
        Fault::TeamTooSmall { team, boards } => {
            format!("队“{team}”的队员少于{boards}台")
        }
        Fault::TeamTableOrder => "队的排序表中有不存在的队".into(),
        Fault::TeamGrouping => "队的分组中有不存在的队".into(),
        Fault::MatchTeam { round, number } => {
            format!("第{round}轮第{number}场：对阵队不存在")
        }
        Fault::Lineup {
            round,
            number,
            refusal,
        } => format!("第{round}轮第{number}场：{}", refusal_zh(refusal)),
        Fault::TeamBye { round } => format!("第{round}轮：轮空的队不存在"),
    }
}

impl Render for Invalid {
    fn render(&self, lang: Lang) -> String {
        match lang {
            Lang::Zh => invalid_zh(self),
            Lang::En => self.to_string(),
        }
    }
}

/// Names listed the Chinese way: 甲、乙、丙.
fn names(list: &[String]) -> String {
    list.join("、")
}

fn error_zh(e: &TournamentError) -> String {
    use TournamentError as E;
    match e {
        E::Read { path, source } => {
            format!("{}：赛事文件无法读取：{}", path.display(), io_zh(source))
        }
        E::Write { path, source } => format!(
            "{}：赛事文件无法写入（原文件未改动）：{}",
            path.display(),
            io_zh(source)
        ),
        E::Damaged {
            path, line, column, ..
        } => format!("{}：赛事文件第{line}行第{column}列已损坏", path.display()),
        E::Fault { path, fault } => {
            format!("{}：赛事文件有误：{}", path.display(), fault_zh(fault))
        }
        E::Exists { path } => format!("{}已存在（新建赛事从不覆盖已有文件）", path.display()),
        E::Invalid(i) => format!("赛事设置有误：{}", invalid_zh(i)),
        E::DuplicatePlayer(name) => format!("棋手“{name}”重名：每人只报一次"),
        E::NoSuchPlayer(name) => format!("没有名为“{name}”的棋手"),
        E::NoSuchRound { round, paired } => {
            format!("第{round}轮尚未编排（已编排{paired}轮）")
        }
        E::NoSuchBoard {
            round,
            board,
            boards,
        } => format!("第{round}轮没有第{board}台（只有第1–{boards}台）"),
        E::Refused(r) => refusal_zh(r),
        E::Unpairable { round, detail } => format!(
            "第{round}轮无法编排：没有一种对阵能满足绝对条件（不重复对局，13.3 先后手）：{}",
            no_pairing_zh(*detail)
        ),
    }
}

/// The system's failure in Chinese, as the files family says it.
fn io_zh(e: &std::io::Error) -> String {
    FileText::Io {
        kind: e.kind(),
        detail: e.to_string(),
    }
    .render(Lang::Zh)
}

fn refusal_zh(r: &Refusal) -> String {
    use Refusal as R;
    match r {
        R::LastRoundUnfinished => "最后一轮尚有结果未录入；附加赛在其后进行".into(),
        R::PlayoffBeforeLastRound => "附加赛（15.6）在最后一轮之后进行；请先编排余下各轮".into(),
        R::NotRanked(name) => format!("“{name}”没有名次"),
        R::TeamPlaceAlone { team, place } => {
            format!("“{team}”队独占第{place}名；附加赛只为名次相同者而设（15.6）")
        }
        R::PlaceAlone { player, place } => {
            format!("“{player}”独占第{place}名；附加赛只为名次相同者而设（15.6）")
        }
        R::PlaceShared { place, tied } => format!(
            "第{place}名由{}并列；附加赛须由他们全体参加（15.6）",
            names(tied)
        ),
        R::TeamPlayersWithTeams => "团体赛的棋手随本队报名（--teams，12）".into(),
        R::LatePlayer(system) => format!(
            "{}赛事只能在第1轮之前增加棋手（其轮次表此时已排定，20.2）",
            system_zh(*system)
        ),
        R::TeamWithdrawal => "团体对抗赛中棋手不退赛，而是不列入出场名单（12.2、12.3）".into(),
        R::AlreadyWithdrawn(name) => format!("“{name}”已经退赛"),
        R::ResultFixed {
            round,
            board,
            old,
            system,
        } => format!(
            "第{round}轮第{board}台已记为{old}，第{}轮已据此编排；{}赛事的这一结果现在不能更改",
            round + 1,
            system_zh(*system)
        ),
        R::ResultExists {
            round,
            board,
            old,
            new,
        } => format!("第{round}轮第{board}台已有结果{old}；要改为{new}，请加 --replace"),
        R::DoubleEliminationOver(name) => format!("双败淘汰赛已结束：“{name}”获胜"),
        R::DoubleEliminationTooFew => "双败淘汰赛至少要有2名棋手".into(),
        R::KnockoutOver(name) => format!("淘汰赛已结束：“{name}”获胜"),
        R::KnockoutTooFew => "淘汰赛至少要有2名棋手".into(),
        R::RoundRobinTooFew => "循环赛至少要有2名棋手".into(),
        R::SwissTooFew => "积分编排制的一轮至少要有2名棋手".into(),
        R::SwissTooMany { players, limit } => {
            format!("积分编排制的一轮最多编排{limit}名棋手，这一轮有{players}名")
        }
        R::PlayoffByPair(system) => format!(
            "{}赛事的附加赛（11.1）由“tournament pair”编排",
            system_zh(*system)
        ),
        R::NoTeamMatches => "本赛事没有团体对抗（12）".into(),
        R::LineupSize {
            team,
            players,
            boards,
        } => format!("“{team}”队为{boards}台排出了{players}名棋手"),
        R::LineupStranger(team) => format!("出场名单中有一名棋手不属于“{team}”队"),
        R::LineupTwice(team) => format!("“{team}”队的出场名单把一名棋手列了两次"),
        R::LineupFixedBoards(team) => format!("“{team}”队须按报名的台次出场（12.1）"),
        R::LineupOrder(team) => format!("“{team}”队：台次须保持报名名单的顺序（12.2）"),
        R::SumHasNoMatches => "队员总分制（12.5）没有团体对抗".into(),
        R::NotInMatch {
            team,
            number,
            round,
        } => format!("“{team}”队不参加第{round}轮第{number}场"),
        R::ChooseMatch {
            team,
            matches,
            round,
        } => format!(
            "“{team}”队在第{round}轮有第{}场；请指定一场（--match N）",
            matches
                .iter()
                .map(u32::to_string)
                .collect::<Vec<_>>()
                .join("、")
        ),
        R::NoMatchInRound { team, round } => format!("“{team}”队在第{round}轮没有对抗"),
        R::NoSuchMatch { round, number } => format!("第{round}轮没有第{number}场"),
        R::LineupSet { round, number } => {
            format!("第{round}轮第{number}场已开始（已有结果）；出场名单不能再改（12.3）")
        }
        R::GroupsAllPaired(n) => format!("各组预赛和决赛共{n}轮已全部编排"),
        R::GroupTie {
            group,
            tied,
            place,
            advance,
        } => format!(
            "{group}组：{}并列第{place}名，而只有{advance}人进入决赛；请先加赛（15.6）：chuhe tournament playoff 赛事文件 {}",
            names(tied),
            tied.join(" ")
        ),
        R::RoundRobinAllPaired(n) => format!("循环赛的{n}轮已全部编排"),
        R::SwissAllPaired(n) => format!("积分编排制赛事的{n}轮已全部编排"),
        R::BoardPlayed {
            round,
            board,
            result,
        } => format!(
            "第{round}轮第{board}台已有结果（{result}）；更改结果请用 chuhe tournament result"
        ),
    }
}

fn invalid_zh(i: &Invalid) -> String {
    use Invalid as I;
    match i {
        I::NoTeamMatches => "本赛事没有团体对抗（12）".into(),
        I::NoTeams => "本赛事没有参赛队（12）".into(),
        I::NotTeamEvent => "这不是团体赛".into(),
        I::NoSuchTeam(team) => format!("没有名为“{team}”的队"),
        I::TeamNamedTwice(team) => format!("“{team}”队被列了两次"),
        I::PlayoffTooFewTeams => "附加赛至少要有2个队".into(),
        I::PlayoffTooFewPlayers => "附加赛至少要有2名棋手".into(),
        I::KnockoutMatchGames(n) => format!("淘汰赛每场赛1局或2局（13.5），不能是{n}局"),
        I::NoRounds => "--rounds 至少为1".into(),
        I::RoundsNotSwiss(system) => format!(
            "--rounds 只用于积分编排制；{}赛事的轮数由其赛制决定",
            system_zh(*system)
        ),
        I::GroupFlags => {
            "分组循环制（11.3）须给出 --groups 和 --advance，且只有它使用这两项".into()
        }
        I::EmptyName => "棋手姓名为空".into(),
        I::ControlInName(name) => format!("棋手姓名含有控制字符：{}", name.escape_debug()),
        I::TeamPlayersFlag => "团体赛的棋手随本队报名，不用 --players".into(),
        I::TooFewTeams => "团体赛至少要有2个队".into(),
        I::Boards { boards, smallest } => {
            format!("每场{boards}台，但人数最少的队只有{smallest}名棋手")
        }
        I::BadTeamName(team) => format!("队名“{}”为空或含有控制字符", team.escape_debug()),
        I::DuplicateTeam(team) => format!("队名“{team}”重复"),
        I::FixedBoardsRoster {
            team,
            players,
            boards,
        } => {
            format!("“{team}”队有{players}名棋手而每场{boards}台；12.1 每台固定一人（替补见 12.2）")
        }
        I::SumRoster {
            team,
            players,
            smallest,
        } => {
            format!("“{team}”队有{players}名棋手而另一队有{smallest}名；12.5 各队计分的人数须相同")
        }
        I::RatingOrder { team, above, below } => format!(
            "“{team}”队：{above}等级分高于{below}却排在其后；12.1 按等级分排台次，无等级分者在后"
        ),
        I::TooFewGroups(n) => format!("--groups 为{n}；分组循环制（11.3）至少分2组"),
        I::NoAdvance => "--advance 至少为1".into(),
        I::GroupsTooMany { players, groups } => {
            format!("{players}名棋手分不成{groups}个至少2人的组")
        }
        I::AdvanceTooMany { advance, smallest } => {
            format!("--advance {advance} 超过最小一组的人数{smallest}")
        }
        I::NoGroups => "本赛事没有分组（11.3）".into(),
    }
}

impl Render for NoPairing {
    fn render(&self, lang: Lang) -> String {
        match lang {
            Lang::Zh => no_pairing_zh(*self),
            Lang::En => self.to_string(),
        }
    }
}

/// Why the Swiss pairer found no round (C.1–C.3, A.9), in Chinese.
fn no_pairing_zh(n: NoPairing) -> String {
    use NoPairing as N;
    match n {
        N::NoByeWithoutRematch => {
            "人数为单数，而无论怎样编排，不是有人重复对局，就是轮空的棋手已经轮空过（21.4）".into()
        }
        N::NoneWithoutRematch => "无论怎样编排，都有人要重复对局".into(),
        N::BracketTooLarge(n) => format!("一个分数组有{n}名棋手，超出了编排计算的容量"),
        N::LeftUnpaired => "各分数组编排完后仍有棋手未能配对".into(),
    }
}

impl Render for crate::TeamsTextError {
    fn render(&self, lang: Lang) -> String {
        use crate::TeamsTextError as T;
        match (lang, self) {
            (Lang::En, e) => e.to_string(),
            (Lang::Zh, T::NoTeamName { index, item }) => {
                format!("第{index}队“{item}”：应写成“队名：棋手,棋手…”")
            }
            (Lang::Zh, T::EmptyPlayer { team, index }) => {
                format!("“{team}”队的第{index}名棋手是空的")
            }
            (
                Lang::Zh,
                T::BadRating {
                    team,
                    entry,
                    rating,
                },
            ) => format!("“{team}”队的“{entry}”：等级分“{rating}”不是整数"),
        }
    }
}

impl Examples for Refusal {
    fn examples() -> Vec<Refusal> {
        use crate::{Refusal as R, System};
        let team = || "红队".to_string();
        vec![
            R::LastRoundUnfinished,
            R::PlayoffBeforeLastRound,
            R::NotRanked("李四".into()),
            R::TeamPlaceAlone {
                team: team(),
                place: 1,
            },
            R::PlaceAlone {
                player: "张三".into(),
                place: 2,
            },
            R::PlaceShared {
                place: 1,
                tied: vec!["张三".into(), "李四".into()],
            },
            R::TeamPlayersWithTeams,
            R::LatePlayer(System::DoubleRoundRobin),
            R::TeamWithdrawal,
            R::AlreadyWithdrawn("张三".into()),
            R::ResultFixed {
                round: 1,
                board: 2,
                old: "1-0".into(),
                system: System::Swiss,
            },
            R::ResultExists {
                round: 1,
                board: 2,
                old: "1-0".into(),
                new: "0-1".into(),
            },
            R::DoubleEliminationOver("张三".into()),
            R::DoubleEliminationTooFew,
            R::KnockoutOver("李四".into()),
            R::KnockoutTooFew,
            R::RoundRobinTooFew,
            R::SwissTooFew,
            R::SwissTooMany {
                players: 100_000,
                limit: 10_000,
            },
            R::PlayoffByPair(System::Knockout),
            R::NoTeamMatches,
            R::LineupSize {
                team: team(),
                players: 3,
                boards: 4,
            },
            R::LineupStranger(team()),
            R::LineupTwice(team()),
            R::LineupFixedBoards(team()),
            R::LineupOrder(team()),
            R::SumHasNoMatches,
            R::NotInMatch {
                team: team(),
                number: 2,
                round: 3,
            },
            R::ChooseMatch {
                team: team(),
                matches: vec![1, 3],
                round: 2,
            },
            R::NoMatchInRound {
                team: team(),
                round: 2,
            },
            R::NoSuchMatch {
                round: 2,
                number: 5,
            },
            R::LineupSet {
                round: 1,
                number: 1,
            },
            R::GroupsAllPaired(5),
            R::GroupTie {
                group: "A".into(),
                tied: vec!["张三".into(), "李四".into()],
                place: 2,
                advance: 2,
            },
            R::RoundRobinAllPaired(7),
            R::SwissAllPaired(9),
            R::BoardPlayed {
                round: 1,
                board: 2,
                result: "1-0".into(),
            },
        ]
    }
}

impl Examples for Invalid {
    fn examples() -> Vec<Invalid> {
        use crate::{Invalid as I, System};
        let team = || "红队".to_string();
        vec![
            I::NoTeamMatches,
            I::NoTeams,
            I::NotTeamEvent,
            I::NoSuchTeam(team()),
            I::TeamNamedTwice(team()),
            I::PlayoffTooFewTeams,
            I::PlayoffTooFewPlayers,
            I::KnockoutMatchGames(3),
            I::NoRounds,
            I::RoundsNotSwiss(System::Knockout),
            I::GroupFlags,
            I::EmptyName,
            I::ControlInName("张\u{7}三".into()),
            I::TeamPlayersFlag,
            I::TooFewTeams,
            I::Boards {
                boards: 5,
                smallest: 4,
            },
            I::BadTeamName(String::new()),
            I::DuplicateTeam(team()),
            I::FixedBoardsRoster {
                team: team(),
                players: 5,
                boards: 4,
            },
            I::SumRoster {
                team: team(),
                players: 5,
                smallest: 4,
            },
            I::RatingOrder {
                team: team(),
                above: "李四".into(),
                below: "张三".into(),
            },
            I::TooFewGroups(1),
            I::NoAdvance,
            I::GroupsTooMany {
                players: 5,
                groups: 3,
            },
            I::AdvanceTooMany {
                advance: 3,
                smallest: 2,
            },
            I::NoGroups,
        ]
    }
}

impl Examples for TournamentError {
    fn examples() -> Vec<TournamentError> {
        use crate::{Invalid, Refusal, TournamentError as E};
        use std::io::{Error, ErrorKind};
        let path = || std::path::PathBuf::from("/home/alice/chuhe/game.pgn");
        vec![
            E::Read {
                path: path(),
                source: Error::from(ErrorKind::NotFound),
            },
            E::Write {
                path: path(),
                source: Error::from(ErrorKind::PermissionDenied),
            },
            E::Damaged {
                path: path(),
                line: 3,
                column: 14,
                message: "expected `,` or `}`".into(),
            },
            E::Fault {
                path: path(),
                fault: Fault::BoardTwice { round: 2, board: 1 },
            },
            E::Exists { path: path() },
            E::Invalid(Invalid::EmptyName),
            E::DuplicatePlayer("张三".into()),
            E::NoSuchPlayer("王五".into()),
            E::NoSuchRound {
                round: 4,
                paired: 2,
            },
            E::NoSuchBoard {
                round: 1,
                board: 9,
                boards: 2,
            },
            E::Refused(Refusal::KnockoutTooFew),
            E::Unpairable {
                round: 5,
                detail: NoPairing::LeftUnpaired,
            },
        ]
    }
}

/// Every impossible place of an event file.
impl Examples for Fault {
    fn examples() -> Vec<Self> {
        use crate::Fault as F;
        vec![
            F::RoundBeyondPlanned {
                round: 10000,
                planned: 3,
            },
            F::Board {
                round: 1,
                board: 0,
                boards: 2,
            },
            F::BoardTwice { round: 1, board: 1 },
            F::Player {
                round: 1,
                board: 1,
                red: true,
                player: 99,
                players: 4,
            },
            F::AcceleratedRounds {
                accelerated: 1 << 31,
                rounds: 3,
            },
            F::Format {
                found: "chuhe-save".into(),
                expected: "chuhe-tournament".into(),
            },
            F::Version {
                found: 9,
                supported: 1,
            },
            F::PlayerName {
                index: 2,
                name: " 张三".into(),
            },
            F::DuplicateName {
                index: 3,
                name: "张三".into(),
            },
            F::MatchGames(3),
            F::Reference {
                at: ListPlace::Bye { round: 2 },
                player: 12,
                players: 8,
            },
            F::RoundNumber {
                index: 1,
                number: 5,
            },
            F::TwoGames { round: 2, board: 3 },
            F::ByeAlsoPlays {
                round: 2,
                player: 4,
            },
            F::RoundUnfinished { round: 1, next: 2 },
            F::TeamMember {
                team: "北京队".into(),
            },
            F::TeamTooSmall {
                team: "北京队".into(),
                boards: 4,
            },
            F::TeamTableOrder,
            F::TeamGrouping,
            F::MatchTeam {
                round: 1,
                number: 2,
            },
            F::Lineup {
                round: 1,
                number: 2,
                refusal: Box::new(Refusal::LineupTwice("北京队".into())),
            },
            F::TeamBye { round: 3 },
        ]
    }
}

/// Every reason the Swiss pairer gives.
impl Examples for NoPairing {
    fn examples() -> Vec<Self> {
        use crate::NoPairing as N;
        vec![
            N::NoByeWithoutRematch,
            N::NoneWithoutRematch,
            N::BracketTooLarge(130),
            N::LeftUnpaired,
        ]
    }
}

impl Examples for crate::TeamsTextError {
    fn examples() -> Vec<Self> {
        use crate::TeamsTextError as T;
        vec![
            T::NoTeamName {
                index: 2,
                item: "丁,戊".into(),
            },
            T::EmptyPlayer {
                team: "红队".into(),
                index: 3,
            },
            T::BadRating {
                team: "红队".into(),
                entry: "甲:２四".into(),
                rating: "２四".into(),
            },
        ]
    }
}
