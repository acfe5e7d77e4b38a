//! The command line's own texts: what the data commands print around their data
//! (`check`, `search`, `analyse`, `tournament`), and clap's usage errors. Both
//! languages are here, each an exhaustive match, so that a new variant does not
//! compile until both say it. (The words of the tournament tables, `TableText`, are
//! the core's: its tables are built there.)
//!
//! The English texts are the ones these commands printed before they were localised,
//! word for word: scripts and tests that read them keep working.

use chuhe_core::catalogue::Examples;
use chuhe_core::lang::{Lang, Render};
use chuhe_tournament::System;

/// A text of the command line with its values.
#[derive(Clone, Debug, PartialEq, strum::EnumCount)]
pub enum CliText {
    /// Plies read, when all are on the main line.
    CheckMoves(usize),
    /// Plies read, and how many of them are in variations.
    CheckMovesSplit {
        total: usize,
        main: usize,
    },
    CheckGameOk {
        file: String,
        game: usize,
        moves: String,
        result: String,
    },
    CheckGameError {
        file: String,
        game: usize,
        error: String,
        moves: String,
        result: String,
    },
    /// A file that holds no record at all.
    CheckFileUnreadable {
        file: String,
        error: String,
    },
    CheckMissing(String),
    CheckNoPermission(String),
    CheckCannotRead {
        file: String,
        detail: String,
    },
    CheckSummary {
        games: usize,
        ok: usize,
        failed: usize,
        moves: usize,
        unreadable: usize,
    },
    SearchPosition(String),
    SearchTotals {
        games: usize,
        red: u32,
        draws: u32,
        black: u32,
    },
    /// One move played from the position: ICCS, the move as written, the games.
    SearchMove {
        iccs: String,
        written: String,
        games: usize,
        red: u32,
        draws: u32,
        black: u32,
    },
    SearchNothingRead,
    /// `chuhe book build`: the files read and the games counted or left out, and why.
    BookCounted {
        files: usize,
        unreadable: usize,
        games: u32,
        from_setup: u32,
        no_result: u32,
        faulty: u32,
        duplicates: u32,
        empty: u32,
    },
    /// `chuhe book build`: what the book file holds.
    BookWritten {
        file: String,
        positions: usize,
        moves: usize,
        rare: usize,
        min_games: u16,
        plies: u16,
        bytes: usize,
    },
    /// `chuhe book build`: no game could be counted.
    BookNothingCounted,
    /// `chuhe book show`: how the book was made.
    BookAbout {
        games: u32,
        positions: usize,
        moves: usize,
        plies: u16,
        min_games: u16,
    },
    /// `chuhe book show`: the games of the position.
    BookPositionGames(u64),
    /// One book move: ICCS, as written, its games, their share of the position's,
    /// its score for the side that played it (percent), and how those games ended.
    BookMove {
        iccs: String,
        written: String,
        games: u64,
        share: f64,
        score: f64,
        wins: u32,
        draws: u32,
        losses: u32,
    },
    /// The book has no move for the position.
    BookNoMove,
    /// The head of `chuhe club ratings`' table.
    ClubRatingsHead,
    /// One player of the leaderboard: place, nickname, rating, deviation, games.
    ClubRatingLine {
        place: usize,
        nick: String,
        rating: f64,
        rd: f64,
        games: u32,
    },
    /// The club has no rated game yet.
    ClubNoRatings,
    /// No legal move: mated (`true`) or stalemated.
    AnalyseNoMove {
        mated: bool,
    },
    /// Mate in `n` (the mover mates).
    Mate(i32),
    /// Mated in `n` (the mover is mated).
    Mated(i32),
    AnalyseLine {
        first: String,
        score: String,
        depth: u32,
        nodes: u64,
        line: String,
    },
    /// The progress bar's caption before `[###   ] done/total`.
    ReviewProgress,
    /// A marked move: its move number, side, the move as written, its mark (`?`,
    /// `??`, `!`), its score from the mover's side and the engine's line.
    ReviewMove {
        number: usize,
        red: bool,
        written: String,
        mark: String,
        score: String,
        line: String,
    },
    /// One side's marks over the game.
    ReviewSummary {
        red: bool,
        mistakes: usize,
        blunders: usize,
        good: usize,
    },
    TourCreated {
        file: String,
        system: System,
        name: String,
        players: usize,
    },
    TourAdded {
        name: String,
        players: usize,
    },
    TourWithdrew(String),
    TourForfeited {
        round: u32,
        board: u32,
    },
    TourRoundUnfinished(u32),
    TourResult {
        round: u32,
        board: u32,
        red: String,
        result: String,
        black: String,
    },
    TourLineupSet {
        round: u32,
        number: u32,
        team: String,
    },
    TourPlayoff(u32),
    ExportAbbreviated,
    ExportNoSuchGame {
        file: String,
        games: usize,
        n: usize,
    },
    ExportChooseGame {
        file: String,
        games: usize,
    },
    /// A game exported only up to its problem.
    ExportPartial {
        file: String,
        game: usize,
        problem: String,
        moves: usize,
    },
    UsageUnknownArgument(String),
    UsageInvalidValue {
        arg: String,
        value: String,
        /// The values the argument takes, when it names them.
        possible: Vec<String>,
    },
    UsageMissingValue(String),
    UsageMissingRequired(String),
    UsageUnknownSubcommand(String),
    UsageMissingSubcommand,
    UsageConflict {
        arg: String,
        other: String,
    },
    UsageTooManyValues {
        arg: String,
        value: String,
    },
    /// Another usage error, told without details.
    UsageOther,
    /// Where to read how: `chuhe check --help`.
    UsageHint(String),
}

/// `text` padded with spaces to `width` columns (a Chinese character takes two).
fn pad(text: &str, width: usize) -> String {
    let used = unicode_width::UnicodeWidthStr::width(text);
    format!("{text}{}", " ".repeat(width.saturating_sub(used)))
}

impl Render for CliText {
    fn render(&self, lang: Lang) -> String {
        match lang {
            Lang::Zh => zh(self),
            Lang::En => en(self),
        }
    }
}

fn zh(t: &CliText) -> String {
    use CliText::*;
    match t {
        CheckMoves(n) => format!("{n}步"),
        CheckMovesSplit { total, main } => {
            format!("{total}步（主线{main}步，变着{}步）", total - main)
        }
        CheckGameOk {
            file,
            game,
            moves,
            result,
        } => format!("{file}：第{game}局：{moves}，结果 {result}"),
        CheckGameError {
            file,
            game,
            error,
            moves,
            result,
        } => format!("{file}：第{game}局：错误：{error}（此前读到{moves}，结果 {result}）"),
        CheckFileUnreadable { file, error } => format!("{file}：无法读取：{error}"),
        CheckMissing(file) => format!("{file}：文件不存在"),
        CheckNoPermission(file) => format!("{file}：无权打开此文件"),
        CheckCannotRead { file, detail } => format!("{file}：无法读取此文件：{detail}"),
        CheckSummary {
            games,
            ok,
            failed,
            moves,
            unreadable,
        } => {
            let mut s = format!("共{games}局：{ok}局无误，{failed}局有错；共{moves}步");
            if *unreadable > 0 {
                s.push_str(&format!("；{unreadable}个文件未能读取"));
            }
            s
        }
        ClubRatingsHead => "名次  棋手              等级分  偏差  对局".into(),
        ClubRatingLine {
            place,
            nick,
            rating,
            rd,
            games,
        } => format!(
            "{place:>4}  {}  {rating:>6.0}  ±{rd:<3.0}  {games:>4}",
            pad(nick, 16)
        ),
        ClubNoRatings => "本俱乐部尚无等级分对局。".into(),
        SearchPosition(fen) => format!("局面：{fen}"),
        SearchTotals {
            games,
            red,
            draws,
            black,
        } => format!("对局：{games}（红胜{red}，和{draws}，黑胜{black}）"),
        SearchMove {
            iccs,
            written,
            games,
            red,
            draws,
            black,
        } => format!("{iccs:<6} {written}  {games:>6}局  红胜{red}，和{draws}，黑胜{black}"),
        SearchNothingRead => "检索：所给文件中没有一局能读取".into(),
        BookCounted {
            files,
            unreadable,
            games,
            from_setup,
            no_result,
            faulty,
            duplicates,
            empty,
        } => format!(
            "读取{files}个文件（{unreadable}个无法读取）：计入{games}局；未计入：{from_setup}局从排局开始，{no_result}局没有结果，{faulty}局有错，{duplicates}局重复，{empty}局没有着法"
        ),
        BookWritten {
            file,
            positions,
            moves,
            rare,
            min_games,
            plies,
            bytes,
        } => format!(
            "{file}：{positions}个局面，{moves}个着法（每局前{plies}步；不足{min_games}局的{rare}个着法未收入），共{bytes}字节"
        ),
        BookNothingCounted => "开局库：所给文件中没有一局从开局走起且有结果".into(),
        BookAbout {
            games,
            positions,
            moves,
            plies,
            min_games,
        } => format!(
            "开局库：{games}局，{positions}个局面，{moves}个着法（每局前{plies}步，着法至少{min_games}局）"
        ),
        BookPositionGames(n) => format!("此局面：{n}局"),
        BookMove {
            iccs,
            written,
            games,
            share,
            score,
            wins,
            draws,
            losses,
        } => format!(
            "{iccs:<6} {written}  {games:>6}局 {share:>5.1}%  得分{score:>5.1}%  （胜{wins} 和{draws} 负{losses}）"
        ),
        BookNoMove => "开局库中没有此局面的着法".into(),
        AnalyseNoMove { mated: true } => "无着可走：走棋方被将死".into(),
        AnalyseNoMove { mated: false } => "无着可走：走棋方被困毙".into(),
        Mate(n) => format!("{n}步杀"),
        Mated(n) => format!("{n}步被杀"),
        AnalyseLine {
            first,
            score,
            depth,
            nodes,
            line,
        } => format!("{first}  {score}  深度 {depth}  节点 {nodes}  {line}"),
        ReviewProgress => "复盘".into(),
        ReviewMove {
            number,
            red,
            written,
            mark,
            score,
            line,
        } => {
            let side = if *red { "红" } else { "黑" };
            format!("第{number}回合 {side} {written} {mark}  评分 {score}  引擎着法：{line}")
        }
        ReviewSummary {
            red,
            mistakes,
            blunders,
            good,
        } => {
            let side = if *red { "红方" } else { "黑方" };
            format!("{side}：疑着(?) {mistakes}步，败着(??) {blunders}步，好棋(!) {good}步")
        }
        TourCreated {
            file,
            system,
            name,
            players,
        } => format!(
            "{file}：{}赛事“{name}”，{players}名棋手",
            system.render(Lang::Zh)
        ),
        TourAdded { name, players } => format!("已登记{name}（共{players}名棋手）"),
        TourWithdrew(name) => format!("{name}退赛（20）"),
        TourForfeited { round, board } => format!("第{round}轮第{board}台：判负（弃权）"),
        TourRoundUnfinished(round) => format!("（第{round}轮尚未赛完，再列一次其对阵）"),
        TourResult {
            round,
            board,
            red,
            result,
            black,
        } => format!("第{round}轮第{board}台：{red} {result} {black}"),
        TourLineupSet {
            round,
            number,
            team,
        } => format!("第{round}轮第{number}场：{team}的出场名单已排定"),
        TourPlayoff(round) => format!("附加赛（15.6）：第{round}轮"),
        ExportAbbreviated => "--abbreviated 是记录纸的简写（7.5）：PGN 着法须写全".into(),
        ExportNoSuchGame { file, games, n } => {
            format!("{file} 共有{games}局：没有 --game {n} 这一局")
        }
        ExportChooseGame { file, games } => {
            format!("{file} 共有{games}局，而 chuhe 存档只存一局：请用 --game N 选定")
        }
        ExportPartial {
            file,
            game,
            problem,
            moves,
        } => format!("{file}：第{game}局：{problem} — 只导出了此前的{moves}步"),
        UsageUnknownArgument(arg) => format!("无法识别的参数“{arg}”"),
        UsageInvalidValue {
            arg,
            value,
            possible,
        } => {
            let mut s = format!("{arg} 的取值“{value}”无效");
            if !possible.is_empty() {
                s.push_str(&format!("（可选：{}）", possible.join("、")));
            }
            s
        }
        UsageMissingValue(arg) => format!("{arg} 缺少取值"),
        UsageMissingRequired(args) => format!("缺少必需的参数：{args}"),
        UsageUnknownSubcommand(name) => format!("没有子命令“{name}”"),
        UsageMissingSubcommand => "需要给出子命令".into(),
        UsageConflict { arg, other } => format!("{arg} 不能与 {other} 同时使用"),
        UsageTooManyValues { arg, value } => format!("{arg} 多出了取值“{value}”"),
        UsageOther => "无法读懂此命令行".into(),
        UsageHint(cmd) => format!("用法见“{cmd} --help”"),
    }
}

fn en(t: &CliText) -> String {
    use CliText::*;
    match t {
        CheckMoves(n) => format!("{n} moves"),
        CheckMovesSplit { total, main } => format!(
            "{total} moves ({main} on the main line, {} in variations)",
            total - main
        ),
        CheckGameOk {
            file,
            game,
            moves,
            result,
        } => format!("{file}: game {game}: {moves}, result {result}"),
        CheckGameError {
            file,
            game,
            error,
            moves,
            result,
        } => {
            format!("{file}: game {game}: ERROR {error} ({moves} read before it, result {result})")
        }
        CheckFileUnreadable { file, error } => format!("{file}: cannot read: {error}"),
        CheckMissing(file) => format!("{file}: the file does not exist"),
        CheckNoPermission(file) => {
            format!("{file}: the file cannot be opened (permission denied)")
        }
        CheckCannotRead { file, detail } => format!("{file}: the file cannot be read: {detail}"),
        CheckSummary {
            games,
            ok,
            failed,
            moves,
            unreadable,
        } => {
            let mut s = format!("{games} games: {ok} ok, {failed} failed; {moves} moves");
            match unreadable {
                0 => {}
                1 => s.push_str("; 1 file not read"),
                n => s.push_str(&format!("; {n} files not read")),
            }
            s
        }
        ClubRatingsHead => "   #  player            rating    rd  games".into(),
        ClubRatingLine {
            place,
            nick,
            rating,
            rd,
            games,
        } => format!(
            "{place:>4}  {}  {rating:>6.0}  ±{rd:<3.0}  {games:>5}",
            pad(nick, 16)
        ),
        ClubNoRatings => "no rated game has been played in this club yet".into(),
        SearchPosition(fen) => format!("position: {fen}"),
        SearchTotals {
            games,
            red,
            draws,
            black,
        } => format!("games: {games} (red wins {red}, draws {draws}, black wins {black})"),
        SearchMove {
            iccs,
            written,
            games,
            red,
            draws,
            black,
        } => format!(
            "{iccs:<6} {written}  {games:>6} games  red wins {red}, draws {draws}, black wins {black}"
        ),
        SearchNothingRead => "search: no game could be read from the files given".into(),
        BookCounted {
            files,
            unreadable,
            games,
            from_setup,
            no_result,
            faulty,
            duplicates,
            empty,
        } => format!(
            "{files} files read ({unreadable} unreadable): {games} games counted; left out: {from_setup} from a set-up position, {no_result} without a result, {faulty} faulty, {duplicates} duplicates, {empty} without a move"
        ),
        BookWritten {
            file,
            positions,
            moves,
            rare,
            min_games,
            plies,
            bytes,
        } => format!(
            "{file}: {positions} positions, {moves} moves (the first {plies} plies of each game; {rare} moves played in fewer than {min_games} games left out), {bytes} bytes"
        ),
        BookNothingCounted => {
            "book: no game of the files given starts from the opening position with a result".into()
        }
        BookAbout {
            games,
            positions,
            moves,
            plies,
            min_games,
        } => format!(
            "book: {games} games, {positions} positions, {moves} moves (the first {plies} plies, moves of {min_games} games or more)"
        ),
        BookPositionGames(n) => format!("this position: {n} games"),
        BookMove {
            iccs,
            written,
            games,
            share,
            score,
            wins,
            draws,
            losses,
        } => format!(
            "{iccs:<6} {written}  {games:>6} games {share:>5.1}%  score {score:>5.1}%  (+{wins} ={draws} -{losses})"
        ),
        BookNoMove => "the book has no move for this position".into(),
        AnalyseNoMove { mated: true } => "no legal move: the side to move is checkmated".into(),
        AnalyseNoMove { mated: false } => "no legal move: the side to move is stalemated".into(),
        Mate(n) => format!("mate {n}"),
        Mated(n) => format!("mated in {n}"),
        AnalyseLine {
            first,
            score,
            depth,
            nodes,
            line,
        } => format!("{first}  {score}  depth {depth}  nodes {nodes}  {line}"),
        ReviewProgress => "review".into(),
        ReviewMove {
            number,
            red,
            written,
            mark,
            score,
            line,
        } => {
            let side = if *red { "Red" } else { "Black" };
            format!("{number}. {side} {written} {mark}  score {score}  engine: {line}")
        }
        ReviewSummary {
            red,
            mistakes,
            blunders,
            good,
        } => {
            let side = if *red { "Red" } else { "Black" };
            format!(
                "{side}: mistakes (?) {mistakes}, blunders (??) {blunders}, good moves (!) {good}"
            )
        }
        TourCreated {
            file,
            system,
            name,
            players,
        } => format!("{file}: {system} event '{name}' with {players} players"),
        TourAdded { name, players } => format!("added {name} ({players} players)"),
        TourWithdrew(name) => format!("{name} withdrew (20)"),
        TourForfeited { round, board } => format!("round {round} board {board}: lost by forfeit"),
        TourRoundUnfinished(round) => {
            format!("(round {round} is not finished; its pairings again)")
        }
        TourResult {
            round,
            board,
            red,
            result,
            black,
        } => format!("round {round} board {board}: {red} {result} {black}"),
        TourLineupSet {
            round,
            number,
            team,
        } => format!("round {round} match {number}: {team}'s line-up is set"),
        TourPlayoff(round) => format!("play-off (15.6): round {round}"),
        ExportAbbreviated => {
            "--abbreviated is a scoresheet form (7.5): PGN moves are written in full".into()
        }
        ExportNoSuchGame { file, games, n } => {
            format!("{file} has {games} game(s): --game {n} is not one of them")
        }
        ExportChooseGame { file, games } => {
            format!("{file} has {games} games and a chuhe save holds one: choose it with --game N")
        }
        ExportPartial {
            file,
            game,
            problem,
            moves,
        } => format!("{file}: game {game}: {problem} — exported the {moves} moves before it"),
        // clap's own words, which scripts may look for.
        UsageUnknownArgument(arg) => format!("unexpected argument '{arg}'"),
        UsageInvalidValue {
            arg,
            value,
            possible,
        } => {
            let mut s = format!("{arg}: invalid value '{value}'");
            if !possible.is_empty() {
                s.push_str(&format!(" (one of: {})", possible.join(", ")));
            }
            s
        }
        UsageMissingValue(arg) => format!("{arg} needs a value"),
        UsageMissingRequired(args) => format!("missing required argument: {args}"),
        UsageUnknownSubcommand(name) => format!("unknown subcommand '{name}'"),
        UsageMissingSubcommand => "a subcommand is needed".into(),
        UsageConflict { arg, other } => format!("{arg} cannot be used with {other}"),
        UsageTooManyValues { arg, value } => format!("{arg}: one value too many, '{value}'"),
        UsageOther => "the command line cannot be read".into(),
        UsageHint(cmd) => format!("see '{cmd} --help'"),
    }
}

impl Examples for CliText {
    fn examples() -> Vec<Self> {
        use CliText as C;
        use chuhe_tournament::System;
        let file = || "/home/alice/chuhe/game.pgn".to_string();
        vec![
            C::CheckMoves(42),
            C::CheckMovesSplit {
                total: 50,
                main: 42,
            },
            C::CheckGameOk {
                file: file(),
                game: 1,
                moves: "42".into(),
                result: "1-0".into(),
            },
            C::CheckGameError {
                file: file(),
                game: 2,
                error: "—".into(),
                moves: "7".into(),
                result: "*".into(),
            },
            C::CheckFileUnreadable {
                file: file(),
                error: "—".into(),
            },
            C::CheckMissing(file()),
            C::CheckNoPermission(file()),
            C::CheckCannotRead {
                file: file(),
                detail: "—".into(),
            },
            C::CheckSummary {
                games: 3,
                ok: 2,
                failed: 1,
                moves: 90,
                unreadable: 0,
            },
            C::CheckSummary {
                games: 3,
                ok: 2,
                failed: 1,
                moves: 90,
                unreadable: 2,
            },
            C::SearchPosition("9/9/9/9/9/9/9/9/9/4K4 w".into()),
            C::SearchTotals {
                games: 10,
                red: 4,
                draws: 3,
                black: 3,
            },
            C::SearchMove {
                iccs: "h2e2".into(),
                written: "炮二平五".into(),
                games: 10,
                red: 4,
                draws: 3,
                black: 3,
            },
            C::SearchNothingRead,
            C::BookCounted {
                files: 451,
                unreadable: 3,
                games: 185,
                from_setup: 719,
                no_result: 59,
                faulty: 2,
                duplicates: 29,
                empty: 1,
            },
            C::BookWritten {
                file: file(),
                positions: 900,
                moves: 1000,
                rare: 3000,
                min_games: 2,
                plies: 30,
                bytes: 22_040,
            },
            C::BookNothingCounted,
            C::BookAbout {
                games: 185,
                positions: 900,
                moves: 1000,
                plies: 30,
                min_games: 2,
            },
            C::BookPositionGames(185),
            C::BookMove {
                iccs: "h2e2".into(),
                written: "炮二平五".into(),
                games: 120,
                share: 64.9,
                score: 55.0,
                wins: 50,
                draws: 32,
                losses: 38,
            },
            C::BookNoMove,
            C::ClubRatingsHead,
            C::ClubRatingLine {
                place: 1,
                nick: "杨官璘".into(),
                rating: 1662.3,
                rd: 84.1,
                games: 12,
            },
            C::ClubNoRatings,
            C::AnalyseNoMove { mated: true },
            C::AnalyseNoMove { mated: false },
            C::Mate(3),
            C::Mated(2),
            C::AnalyseLine {
                first: "炮二平五".into(),
                score: "+0.25".into(),
                depth: 9,
                nodes: 120_000,
                line: "炮二平五 马8进7".into(),
            },
            C::ReviewProgress,
            C::ReviewMove {
                number: 3,
                red: true,
                written: "车九平八".into(),
                mark: "??".into(),
                score: "-3.40".into(),
                line: "马二进三 炮2平1".into(),
            },
            C::ReviewSummary {
                red: false,
                mistakes: 1,
                blunders: 0,
                good: 2,
            },
            C::TourCreated {
                file: file(),
                system: System::Swiss,
                name: "alice".into(),
                players: 8,
            },
            C::TourAdded {
                name: "alice".into(),
                players: 9,
            },
            C::TourWithdrew("alice".into()),
            C::TourForfeited { round: 2, board: 3 },
            C::TourRoundUnfinished(2),
            C::TourResult {
                round: 2,
                board: 3,
                red: "甲".into(),
                result: "1-0".into(),
                black: "乙".into(),
            },
            C::TourLineupSet {
                round: 2,
                number: 1,
                team: "红队".into(),
            },
            C::TourPlayoff(6),
            C::ExportAbbreviated,
            C::ExportNoSuchGame {
                file: file(),
                games: 3,
                n: 4,
            },
            C::ExportChooseGame {
                file: file(),
                games: 3,
            },
            C::ExportPartial {
                file: file(),
                game: 2,
                problem: "—".into(),
                moves: 7,
            },
            C::UsageUnknownArgument("--game".into()),
            C::UsageInvalidValue {
                arg: "--theme".into(),
                value: "classic".into(),
                possible: vec!["dark".into(), "mono".into()],
            },
            C::UsageMissingValue("--game".into()),
            C::UsageMissingRequired("--game".into()),
            C::UsageUnknownSubcommand("alice".into()),
            C::UsageMissingSubcommand,
            C::UsageConflict {
                arg: "--game".into(),
                other: "--load".into(),
            },
            C::UsageTooManyValues {
                arg: "--game".into(),
                value: "alice".into(),
            },
            C::UsageOther,
            C::UsageHint("chuhe".into()),
        ]
    }
}
