//! Why a command of the command line refused what it was given
//!: the errors `chuhe tournament`, `review`, `judge`, `analyse`,
//! `export`, `dictate` and the network's `--tcp` print as "chuhe: …". Both languages
//! are here, each an exhaustive match, so that a new variant does not compile until
//! both say it.
//!
//! The English texts are the ones these commands printed before, word for word.
//! A lower error (`detail`) arrives already rendered in the command's language; the
//! system's own words for an I/O failure stay as the system gives them.

use chuhe_core::catalogue::Examples;
use chuhe_core::lang::{Lang, Render};
use chuhe_core::rules::Color;

/// An error of a command-line command, with its values.
#[derive(Clone, Debug, PartialEq, strum::EnumCount)]
pub enum CliError {
    /// A problem of `at` (a flag with its value, a file): "at: detail".
    At { at: String, detail: String },
    /// `--groups` without `--advance`, or the other way round (11.3).
    GroupsWithAdvance,
    /// `--teams @FILE` could not be read; `detail` is the I/O problem.
    TeamsUnreadable { file: String, detail: String },
    /// `--players`: entry `n` (from 1) is empty.
    PlayersEmpty(usize),
    /// `--since`: not a date written YYYY-MM-DD.
    NotADate(String),
    /// `--players`: entry `n`'s rating is not a whole number.
    PlayersRating {
        n: usize,
        item: String,
        rating: String,
    },
    /// `--fouls`: one side's count is not a whole number (the reader's words).
    FoulsCount {
        side: Color,
        value: String,
        detail: String,
    },
    /// `--fouls` is not two numbers.
    FoulsShape(String),
    /// `--time-used`: one side's time cannot be read.
    TimeUsedClock { side: Color, value: String },
    /// `--time-used` is not two times.
    TimeUsedShape(String),
    /// The game just recorded is not on its board any more (a broken event file).
    BoardVanished(u32),
    /// `--game n` of a file with `games` games.
    ReviewNoSuchGame {
        n: usize,
        file: String,
        games: usize,
    },
    /// Move `n` (from 1) of a one-line move list ("…"), and why.
    MoveListed {
        n: usize,
        text: String,
        detail: String,
    },
    /// Move `n` (from 1) of the list, as the user wrote it ("…"), and why.
    MoveQuoted {
        n: usize,
        text: String,
        detail: String,
    },
    /// Move `n` (from 1) of the list, as the user wrote it ('…'), and why.
    MoveApostrophe {
        n: usize,
        text: String,
        detail: String,
    },
    /// Move `n` (from 1) of the record, in ICCS, and why it cannot be played.
    RecordMove {
        n: usize,
        iccs: String,
        detail: String,
    },
    /// `--natural-limit 0`.
    NaturalLimitZero,
    /// `--level` outside 1 to 10.
    LevelRange,
}

impl Render for CliError {
    fn render(&self, lang: Lang) -> String {
        match lang {
            Lang::Zh => zh(self),
            Lang::En => en(self),
        }
    }
}

fn side_zh(c: Color) -> &'static str {
    match c {
        Color::Red => "红方",
        Color::Black => "黑方",
    }
}

fn side_en(c: Color) -> &'static str {
    match c {
        Color::Red => "Red",
        Color::Black => "Black",
    }
}

fn zh(e: &CliError) -> String {
    use CliError as E;
    match e {
        E::At { at, detail } => format!("{at}：{detail}"),
        E::GroupsWithAdvance => "--groups 与 --advance 须同时给出 (11.3)".into(),
        E::TeamsUnreadable { file, detail } => format!("--teams：读不了 {file}：{detail}"),
        E::PlayersEmpty(n) => format!("--players：第 {n} 项是空的"),
        E::NotADate(v) => format!("--since：“{v}”不是日期（写作 年-月-日，如 2026-12-04）"),
        E::PlayersRating { n, item, rating } => {
            format!("--players：第 {n} 项（“{item}”）的等级分“{rating}”不是整数")
        }
        E::FoulsCount { side, value, .. } => {
            format!("--fouls：{}的犯规次数“{value}”不是非负整数", side_zh(*side))
        }
        E::FoulsShape(s) => format!("--fouls：应为“红方,黑方”两个非负整数，而给的是“{s}”"),
        E::TimeUsedClock { side, value } => format!(
            "--time-used：{}的用时“{value}”不是秒数、分:秒或时:分:秒",
            side_zh(*side)
        ),
        E::TimeUsedShape(s) => format!("--time-used：应为“红方,黑方”两个用时，而给的是“{s}”"),
        E::BoardVanished(b) => format!("第 {b} 台不见了"),
        E::ReviewNoSuchGame { n, file, games } => {
            format!("--game {n}：{file} 只有 {games} 局")
        }
        E::MoveQuoted { n, text, detail }
        | E::MoveApostrophe { n, text, detail }
        | E::MoveListed { n, text, detail } => {
            format!("第 {n} 着（“{text}”）：{detail}")
        }
        E::RecordMove { n, iccs, detail } => format!("第 {n} 着（{iccs}）：{detail}"),
        E::NaturalLimitZero => "--natural-limit：限着至少为一着".into(),
        E::LevelRange => "--level：须在 1 到 10 之间".into(),
    }
}

fn en(e: &CliError) -> String {
    use CliError as E;
    match e {
        E::At { at, detail } => format!("{at}: {detail}"),
        E::GroupsWithAdvance => "--groups and --advance go together (11.3)".into(),
        E::TeamsUnreadable { file, detail } => format!("--teams: cannot read {file}: {detail}"),
        E::PlayersEmpty(n) => format!("--players: entry {n} is empty"),
        E::NotADate(v) => {
            format!("--since: '{v}' is not a date (write YYYY-MM-DD, e.g. 2026-12-04)")
        }
        E::PlayersRating { n, item, rating } => {
            format!("--players: entry {n} ('{item}'): the rating '{rating}' is not a whole number")
        }
        E::FoulsCount {
            side,
            value,
            detail,
        } => format!("--fouls: {}'s count '{value}': {detail}", side_en(*side)),
        E::FoulsShape(s) => {
            format!("--fouls: expected RED,BLACK (two whole numbers), got '{s}'")
        }
        E::TimeUsedClock { side, value } => format!(
            "--time-used: {}'s time '{value}' is not seconds, mm:ss or h:mm:ss",
            side_en(*side)
        ),
        E::TimeUsedShape(s) => format!("--time-used: expected RED,BLACK, got '{s}'"),
        E::BoardVanished(b) => format!("board {b} vanished"),
        E::ReviewNoSuchGame { n, file, games } => {
            format!("--game {n}: {file} holds {games} game(s)")
        }
        E::MoveListed { n, text, detail } => format!("move {n} \"{text}\": {detail}"),
        E::MoveQuoted { n, text, detail } => format!("move {n} (\"{text}\"): {detail}"),
        E::MoveApostrophe { n, text, detail } => format!("move {n} '{text}': {detail}"),
        E::RecordMove { n, iccs, detail } => format!("move {n} ({iccs}): {detail}"),
        E::NaturalLimitZero => "--natural-limit: the limit must be at least one move".into(),
        E::LevelRange => "--level: 1 to 10".into(),
    }
}

impl Examples for CliError {
    fn examples() -> Vec<Self> {
        use CliError as E;
        use chuhe_core::rules::Color::{Black, Red};
        let file = || "/home/alice/chuhe/game.pgn".to_string();
        // The lower errors arrive rendered in the command's language.
        let detail = || "文件不存在".to_string();
        vec![
            E::At {
                at: "--time".into(),
                detail: "第 3 个字符处应为数字".into(),
            },
            E::GroupsWithAdvance,
            E::TeamsUnreadable {
                file: file(),
                detail: detail(),
            },
            E::PlayersEmpty(2),
            E::NotADate("12/04".into()),
            E::PlayersRating {
                n: 1,
                item: "许银川:26x0".into(),
                rating: "26x0".into(),
            },
            E::FoulsCount {
                side: Red,
                value: "二".into(),
                detail: "invalid digit found in string".into(),
            },
            E::FoulsCount {
                side: Black,
                value: "-1".into(),
                detail: "invalid digit found in string".into(),
            },
            E::FoulsShape("1,2,3".into()),
            E::TimeUsedClock {
                side: Black,
                value: "1:75".into(),
            },
            E::TimeUsedShape("600".into()),
            E::BoardVanished(4),
            E::ReviewNoSuchGame {
                n: 3,
                file: file(),
                games: 1,
            },
            E::MoveListed {
                n: 2,
                text: "马八进九".into(),
                detail: "走不通".into(),
            },
            E::MoveQuoted {
                n: 2,
                text: "炮二平五".into(),
                detail: "走不通".into(),
            },
            E::MoveApostrophe {
                n: 5,
                text: "h2e2".into(),
                detail: "走不通".into(),
            },
            E::RecordMove {
                n: 7,
                iccs: "h2e2".into(),
                detail: "走不通".into(),
            },
            E::NaturalLimitZero,
            E::LevelRange,
        ]
    }
}
