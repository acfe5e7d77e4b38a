//! The texts of the TUI and the CLI with values in them ([`UiText`]), in both languages.

use crate::adjudication::AdjudicatedResult;
use crate::catalogue::examples::{Examples, sq};
use crate::catalogue::illegal::{position_error_en, position_error_zh};
use crate::catalogue::words::{side_en, side_zh};
use crate::lang::{Lang, Render};
use crate::match_control::Text;
use crate::notation::Notation;
use crate::rules::{Color, Kind, Piece, PositionError};

/// Which search a hint's move comes from.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum HintFrom {
    /// The open analysis pane's best line, searched to this depth.
    Pane { depth: u32 },
    /// The hint's own short search, to `depth`; `pane`: the depth of the open
    /// analysis pane when it had searched less deep.
    Quick { depth: u32, pane: Option<u32> },
    /// An external engine, by its name in `config.toml`.
    Engine(String),
}

/// A text of the TUI or the CLI with values in it.
#[derive(Clone, Debug, PartialEq, Eq, strum::EnumCount)]
pub enum UiText {
    /// The terminal is `w`×`h`; chuhe needs `min_w`×`min_h`.
    TooSmall {
        w: u16,
        h: u16,
        min_w: u16,
        min_h: u16,
    },
    ToMove(Color),
    /// Moves without a capture so far, and the natural limit.
    NaturalCount {
        moves: u32,
        limit: u32,
    },
    SavedTo(String),
    /// The colour theme now in use.
    ThemeNow(String),
    /// The lobby's greeting.
    LobbyWelcome(String),
    /// The viewer's unfinished game against this opponent could not be carried
    /// over a restart: its save cannot be read.
    LobbyGameLost {
        opponent: String,
    },
    /// A challenge from one player to another.
    /// The title of the club's games in the explorer when only the newest are loaded.
    ClubGamesNewest(usize),
    LobbyChallenge {
        from: String,
        to: String,
    },
    /// The head of a player's profile in the lobby (ratings rounded).
    ProfileHead {
        nick: String,
        rating: i32,
        rd: i32,
        games: u32,
    },
    /// A player who has not played a rated game.
    ProfileUnrated(String),
    /// One rated game of a profile: how it went, against whom, the rating moved.
    ProfileGame {
        score: crate::rating::Score,
        opponent: String,
        before: i32,
        after: i32,
    },
    /// One line of the lobby's leaderboard.
    LeaderboardLine {
        place: usize,
        nick: String,
        rating: i32,
        rd: i32,
        games: u32,
    },
    /// The engine's level in the lobby's computer form, with its Elo estimate
    /// (`None`: the level has none).
    ComputerLevel {
        level: u8,
        elo: Option<u32>,
    },
    /// A built-in engine's Elo estimate after its name beside the clock, short
    /// enough to leave the clock room in the narrow panel.
    EngineElo(u32),
    /// The move list's notation, as the status line names it.
    NotationNow(Notation),
    /// What the idle input line suggests: an opening move of the side to move.
    TypingHint(Color),
    /// The same without its examples, where they do not fit.
    TypingHintShort,
    /// The input line of a paused game: the key that resumes it.
    GamePaused {
        key: String,
    },
    /// `d` with an offer standing: does this side accept it (23.1)?
    DrawAccept(Color),
    /// `d` without an offer: does this side offer a draw (23.1)?
    DrawOffer(Color),
    /// `z` in a tournament game at one keyboard: `by` proposes to stop (or, when
    /// `paused`, to restart) the clocks; the other side answers.
    PauseAsk {
        by: Color,
        paused: bool,
    },
    /// A foul, its count for that side, and the foul's own text (which cites its
    /// articles).
    Foul {
        by: Color,
        count: usize,
        what: Text,
    },
    /// A move that declined the standing draw offer (23.1).
    DrawDeclinedByMove(Color),
    /// `w` with nothing left to write on this side's scoresheet.
    SheetComplete(Color),
    /// Where the game played before a new one was kept.
    PreviousGameKept(String),
    /// Where the unfinished game was kept before a new one was started.
    UnfinishedKept(String),
    /// Why saving failed.
    SaveFailed(String),
    /// Said on leaving: where the game is saved, and that chuhe resumes it.
    SavedResumeLater(String),
    /// A networked screen's greeting: the seat (`None` for a spectator), the game
    /// and its host.
    Greeting {
        seat: Option<Color>,
        game: String,
        host: String,
    },
    /// The other side asks to take back a move: agree?
    TakebackAsks(Color),
    /// Resume the unfinished game between these players, `moves` moves in?
    ResumeGame {
        red: String,
        black: String,
        moves: usize,
    },
    /// This side has moved and still has to press the clock (6).
    MovedPressClock(Color),
    /// This side writes its scoresheet entry of move `round` (7.1).
    RecordsMove {
        owner: Color,
        round: u32,
    },
    /// A clock whose flag fell, showing `time`.
    ClockFlag(String),
    /// The period a clock is in and the moves owed in it (6.1–6.4).
    Period {
        period: u32,
        moves: u32,
    },
    /// Seconds added after each move.
    IncrementSecs(u64),
    /// Seconds of delay before each move's time counts.
    DelaySecs(u64),
    /// Tournament fouls so far, Red's and Black's (9.1).
    FoulCount {
        red: usize,
        black: usize,
    },
    /// The scoresheet tally of one side (`None`: both sheets).
    SheetTally {
        whose: Option<Color>,
        right: u32,
        wrong: u32,
        missing: usize,
    },
    /// The time control typed is not understood (the parser's reason with it).
    BadTimeControl(String),
    /// The start position typed is not a FEN (the reason with it).
    BadStartFen(String),
    /// A notification: this side's flag fell (22).
    FlagFell(Color),
    /// A line of the command line's output: a head, then its text.
    Labelled {
        head: String,
        text: String,
    },
    /// `chuhe judge`'s short verdict: 红负 / `red_loses` (the JSON value).
    JudgeVerdict(AdjudicatedResult),
    /// What went wrong at the `n`-th move of a list (1-based).
    AtMove {
        n: usize,
        text: String,
    },
    /// The separator of a list of move kinds.
    KindList(Vec<String>),
    /// The study board's title: the file and the game's number in it.
    StudyTitle {
        file: String,
        game: Option<usize>,
    },
    /// `g` with a text that is not a move number.
    StudyBadMoveNumber(String),
    /// Where the study board is: the move number of the move shown (`None` at the
    /// start), and plies played of the main line's.
    StudyAt {
        round: Option<u32>,
        ply: u32,
        plies: u32,
    },
    /// At a branch: the move chosen of how many.
    StudyBranch {
        chosen: u32,
        of: u32,
    },
    /// The position search: how many games reached the position.
    SearchGames(u64),
    /// The explorer's opening-book part: the book's games of the position, over
    /// its moves (games, score of the side that played it, wins draws losses).
    ExplorerBookGames(u64),
    /// The game list's query cannot be read yet (an open quote...).
    FilterProblem(String),
    /// A damaged game of a collection: its number and the problem (with its place).
    GameProblem {
        game: usize,
        problem: String,
    },
    /// The game list's title.
    ListTitle {
        file: String,
        games: usize,
        shown: usize,
    },
    /// The file picker's directory.
    PickerDir(String),
    /// A file or folder with no game in it.
    NoGamesIn(String),
    /// `--game N` past the end of the collection.
    NoSuchGame {
        game: usize,
        games: usize,
    },
    /// Where a record was saved.
    RecordSaved(String),
    /// No `[engines.NAME]` of that name in config.toml.
    EngineUnknown {
        name: String,
    },
    EngineNotFound {
        engine: String,
        path: String,
    },
    EngineNotStarted {
        engine: String,
        path: String,
    },
    EngineNoHandshake {
        engine: String,
        waited_ms: u64,
    },
    EngineCrashed {
        engine: String,
        code: Option<i32>,
    },
    EngineHung {
        engine: String,
        waited_ms: u64,
    },
    EngineGarbage {
        engine: String,
        line: String,
    },
    EngineIllegalMove {
        engine: String,
        mv: String,
    },
    EngineForbiddenMove {
        engine: String,
        mv: String,
    },
    EngineNoMove {
        engine: String,
    },
    /// Whose move is to be written, and its number.
    DictRound {
        side: Color,
        round: u32,
    },
    /// Which move of how many is on the board.
    /// A dictation left halfway, at move `shown` of `total`.
    DictLeft {
        shown: usize,
        total: usize,
    },
    DictProgress {
        shown: usize,
        total: usize,
    },
    /// This session: right entries of all.
    DictAccuracy {
        correct: u64,
        entries: u64,
    },
    /// Every session so far, with the accuracy before this one (percent).
    DictTotals {
        sessions: u64,
        entries: u64,
        percent: Option<u32>,
        before: Option<u32>,
    },
    DictRight {
        expected: String,
    },
    DictWrong {
        written: String,
        expected: String,
        why: String,
    },
    DictMissed {
        expected: String,
    },
    /// Seconds a move waits for its entry.
    DictPace(u32),
    /// The figures could not be kept (or read): the file and why.
    DictStatsError(String),
    /// The editor's setup is not a position a game can reach.
    EditorInvalid(PositionError),
    /// The editor's setup as a FEN.
    EditorFen(String),
    /// A tournament board's game ended and its result went into the event.
    TournamentRecorded {
        round: u32,
        board: u32,
        red: String,
        black: String,
        result: String,
    },
    /// The result could not be written into the event: why.
    TournamentRecordFailed(String),
    /// The tournament screen's title: the event, its system, the round shown and the
    /// rounds paired.
    TourTitle {
        name: String,
        system: String,
        round: u32,
        paired: u32,
    },
    TourBye(String),
    TourPaired(u32),
    TourResultSet {
        round: u32,
        board: u32,
        result: String,
    },
    TourWithdrawAsk(String),
    /// A result key on a board that has a different result: replace it?
    TourReplaceAsk {
        round: u32,
        board: u32,
        old: String,
        new: String,
    },
    TourWithdrawn {
        name: String,
        forfeits: usize,
    },
    /// What the event refused (the tournament module's words).
    TourRefused(String),
    /// The last round has games without a result: the next cannot be paired.
    TourNotFinished(u32),
    /// `next-round` refused: the round and the boards still playing ("2, 3").
    ServeRoundNotOver {
        round: u32,
        boards: String,
    },
    /// A player later than the limit loses (21.1).
    ServeLate(Color),
    /// The event refused what the serve asked (the tournament module's words).
    ServeEvent(String),
    /// At a networked game, the opponent's turn: whose, and that this player waits.
    OpponentToMove(Color),
    /// At a networked game, this player's turn (their side).
    YouToMove(Color),
    /// The input line's hint on the opponent's turn: what to type when it is this
    /// player's (their side's examples).
    TypeOnYourTurn(Color),
    /// The same without its examples, where they do not fit.
    TypeOnYourTurnShort,
    /// A spectator's input line: whose turn it is.
    WatchingToMove(Color),
    /// The analysis pane's first row: the depth reached and the search's speed.
    AnalysisHead {
        depth: u32,
        nps: String,
    },
    /// A mate the analysis sees, in moves: for Red, or against Red.
    AnalysisMate {
        red_mates: bool,
        moves: u32,
    },
    /// The hint: the engine's move, written in the chosen notation, and which search
    /// found it (so that a player comparing it with the analysis pane knows why they
    /// may differ).
    HintMoveShown {
        mv: String,
        from: HintFrom,
    },
    /// Hints used, on the result sheet.
    HintsUsed {
        red: u32,
        black: u32,
    },
    /// The dialog's list of players: how many, in seed order.
    TnewPlayers(usize),
    /// The core refused a second player of this name.
    TnewDuplicate(String),
    /// The core's pairing check refused: fewer than 2 players entered.
    TnewTooFew(usize),
    /// A typed number (a rating, rounds, groups) that is not a whole number: the field
    /// and the text.
    TnewBadNumber {
        field: String,
        text: String,
    },
    /// The event file exists already: it is never overwritten.
    TnewExists(String),
    /// The event was created: the file and its players.
    TnewCreated {
        path: String,
        players: usize,
    },
    /// Some players were entered as "TEAM:NAME" and this one
    /// without a team: an event is of teams or of players (12).
    TnewNoTeam(String),
    /// A late entry added on the tournament screen.
    TourAdded {
        name: String,
        players: usize,
    },

    /// The arbiter's screen opens: the game and its host.
    ArbiterGreeting {
        game: String,
        host: String,
    },
    /// The arbiter is asked before an action is sent: what it says.
    ArbiterConfirm(String),
    /// A player's claim the arbiter has not ruled on yet: who, and which (the
    /// natural limit 23.3, else a ruling of the position 24).
    ArbiterClaimPending {
        by: Color,
        natural: bool,
    },
}

/// "75%", or "—" with no entries.
fn percent_text(correct: u64, entries: u64) -> String {
    match entries {
        0 => "—".to_string(),
        n => format!("{}%", correct * 100 / n),
    }
}

/// An opening move of `side` in each notation, for the input line's hint: Chinese,
/// WXF, ICCS (Black's example is Black's, 马8进7, not Red's).
fn typing_examples(side: Color) -> (&'static str, &'static str, &'static str) {
    match side {
        Color::Red => ("炮二平五", "C2.5", "h2e2"),
        Color::Black => ("马8进7", "H8+7", "h9g7"),
    }
}

impl Render for UiText {
    fn render(&self, lang: Lang) -> String {
        match lang {
            Lang::Zh => ui_text_zh(self),
            Lang::En => ui_text_en(self),
        }
    }
}

fn ui_text_zh(t: &UiText) -> String {
    match t {
        UiText::TooSmall { w, h, min_w, min_h } => {
            // One clause a line, so a narrow window breaks between clauses.
            format!("当前 {w}×{h}，\n至少需要 {min_w}×{min_h}，\n完整棋盘需 80×24，\n请放大窗口。")
        }
        UiText::ToMove(c) => format!("{}走棋", side_zh(*c)),
        UiText::NaturalCount { moves, limit } => format!("未吃子{moves}/{limit}"),
        UiText::SavedTo(path) => format!("已保存到 {path}"),
        UiText::ThemeNow(name) => format!("配色：{name}"),
        UiText::LobbyWelcome(nick) => format!("欢迎，{nick}"),
        UiText::LobbyGameLost { opponent } => {
            format!(
                "你与 {opponent} 未下完的对局在服务器重启后无法继续：存档无法读取（已记入服务器日志）"
            )
        }
        UiText::LobbyChallenge { from, to } => format!("{from} 向 {to} 挑战"),
        UiText::ClubGamesNewest(n) => format!("棋社对局（最近 {n} 局）"),
        UiText::ProfileHead {
            nick,
            rating,
            rd,
            games,
        } => format!("{nick}：等级分 {rating} ± {rd}，已下 {games} 局计分对局"),
        UiText::ProfileUnrated(nick) => format!("{nick} 尚未下过计分对局"),
        UiText::ProfileGame {
            score,
            opponent,
            before,
            after,
        } => {
            let how = match score {
                crate::rating::Score::Win => "胜",
                crate::rating::Score::Draw => "和",
                crate::rating::Score::Loss => "负",
            };
            format!(
                "{how} {opponent}  {before} → {after}（{:+}）",
                after - before
            )
        }
        UiText::LeaderboardLine {
            place,
            nick,
            rating,
            rd,
            games,
        } => format!("{place:>3}. {nick}  {rating} ± {rd}  {games} 局"),
        UiText::ComputerLevel { level, elo } => match elo {
            Some(elo) => format!("级别 {level}（约 {elo} 等级分）"),
            None => format!("级别 {level}"),
        },
        UiText::EngineElo(elo) => format!("约{elo}等级分"),
        UiText::NotationNow(n) => match n {
            Notation::Chinese => "记谱：中文".into(),
            Notation::Wxf => "记谱：WXF".into(),
            Notation::Iccs => "记谱：ICCS 坐标".into(),
        },
        UiText::TypingHint(side) => {
            let (chinese, wxf, iccs) = typing_examples(*side);
            format!("输入着法：{chinese} · {wxf} · {iccs}")
        }
        UiText::TypingHintShort => "输入着法".to_string(),
        UiText::GamePaused { key } => format!("对局暂停中，按 {key} 继续"),
        UiText::DrawAccept(by) => format!("{}同意和棋？", side_zh(*by)),
        UiText::DrawOffer(by) => format!("{}提和？", side_zh(*by)),
        UiText::PauseAsk { by, paused } => {
            let other = side_zh(!*by);
            let by = side_zh(*by);
            match paused {
                false => format!("{by}提议暂停计时：{other}同意？"),
                true => format!("{by}提议继续计时：{other}同意？"),
            }
        }
        UiText::Foul { by, count, what } => {
            format!("{}犯规（第{count}次）：{}", side_zh(*by), what.zh)
        }
        UiText::DrawDeclinedByMove(by) => format!("{}走棋，即拒绝提和 (23.1)", side_zh(*by)),
        UiText::SheetComplete(owner) => format!("{}的记录没有缺漏", side_zh(*owner)),
        UiText::PreviousGameKept(path) => format!("先前的对局已保存到 {path}"),
        UiText::UnfinishedKept(path) => format!("上次未完成的对局已保存到 {path}"),
        UiText::SaveFailed(why) => format!("保存失败：{why}"),
        UiText::SavedResumeLater(path) => {
            format!("对局已保存（{path}）。再次运行 chuhe 即可继续。")
        }
        UiText::Greeting { seat, game, host } => match seat {
            Some(c) => format!("你执{}，对局 {game}（主机：{host}）", side_zh(*c)),
            None => format!("观战：对局 {game}（主机：{host}）"),
        },
        UiText::TakebackAsks(by) => format!("{}请求悔棋，是否同意？", side_zh(*by)),
        UiText::ResumeGame { red, black, moves } => {
            format!("继续未完成的对局？{red} 对 {black}，已走 {moves} 回合")
        }
        UiText::MovedPressClock(side) => format!("{}已走棋，按 p 按钟", side_zh(*side)),
        UiText::RecordsMove { owner, round } => {
            format!("{}记录第{round}回合", side_zh(*owner))
        }
        UiText::ClockFlag(time) => format!("{time} 超时"),
        UiText::Period { period, moves } => format!("第{period}时段 还需{moves}着"),
        UiText::IncrementSecs(s) => format!("每着加{s}秒"),
        UiText::DelaySecs(s) => format!("每着延时{s}秒"),
        UiText::FoulCount { red, black } => format!("犯规 {red}:{black}"),
        UiText::SheetTally {
            whose,
            right,
            wrong,
            missing,
        } => {
            let whose = whose.map(side_zh).unwrap_or("");
            format!("{whose}记录 ✓{right} ✗{wrong} 漏{missing}")
        }
        UiText::BadTimeControl(why) => {
            format!("用时设定有误（如 6.1、15m+10s、10m、不计时）：{why}")
        }
        UiText::BadStartFen(why) => format!("开局局面 (FEN) 有误：{why}"),
        UiText::FlagFell(c) => format!("{}超时 (22)", side_zh(*c)),
        UiText::Labelled { head, text } => format!("{head}：{text}"),
        UiText::JudgeVerdict(v) => match v {
            AdjudicatedResult::RedLoses => "红负".into(),
            AdjudicatedResult::BlackLoses => "黑负".into(),
            AdjudicatedResult::Draw => "和棋".into(),
        },
        UiText::AtMove { n, text } => format!("第{n}步：{text}"),
        UiText::KindList(kinds) => kinds.join("、"),
        UiText::StudyTitle { file, game } => match game {
            Some(n) => format!("{file} · 第{n}局"),
            None => file.clone(),
        },
        UiText::StudyBadMoveNumber(t) => format!("“{t}”不是回合数"),
        UiText::StudyAt { round, ply, plies } => match round {
            Some(r) => format!("第 {r} 回合 · 第 {ply} / {plies} 着"),
            None => format!("第 {ply} / {plies} 着"),
        },
        UiText::StudyBranch { chosen, of } => format!("分支：第 {chosen} / {of} 变（↑↓ 选择）"),
        UiText::SearchGames(n) => {
            format!("{n} 局到过此局面；之后的着法（局数 红胜 和 黑胜）：")
        }
        UiText::ExplorerBookGames(n) => format!("开局库：{n} 局（局数 得分 胜 和 负）"),
        UiText::FilterProblem(why) => format!("筛选条件有误：{why}"),
        UiText::GameProblem { game, problem } => format!("第{game}局有误：{problem}"),
        UiText::ListTitle { file, games, shown } => {
            format!("{file} · 共 {games} 局 · 显示 {shown} 局")
        }
        UiText::PickerDir(d) => format!("打开棋谱：{d}"),
        UiText::NoGamesIn(p) => format!("{p} 里没有对局"),
        UiText::NoSuchGame { game, games } => format!("没有第{game}局（共 {games} 局）"),
        UiText::RecordSaved(p) => format!("棋谱已保存到 {p}"),
        UiText::EngineUnknown { name } => {
            format!("配置文件中没有名为“{name}”的引擎")
        }
        UiText::EngineNotFound { engine, path } => {
            format!("引擎“{engine}”：找不到程序 {path}")
        }
        UiText::EngineNotStarted { engine, path } => {
            format!("引擎“{engine}”：无法启动 {path}")
        }
        UiText::EngineNoHandshake { engine, waited_ms } => format!(
            "引擎“{engine}”{:.1} 秒内未完成握手，已停止",
            *waited_ms as f64 / 1000.0
        ),
        UiText::EngineCrashed { engine, code } => match code {
            Some(c) => format!("引擎“{engine}”已退出（状态 {c}）"),
            None => format!("引擎“{engine}”已退出"),
        },
        UiText::EngineHung { engine, waited_ms } => format!(
            "引擎“{engine}”{:.1} 秒内未给出着法（已要求停止），已停止",
            *waited_ms as f64 / 1000.0
        ),
        UiText::EngineGarbage { engine, line } => {
            format!("引擎“{engine}”的回复无法识别（{line}），已停止")
        }
        UiText::EngineIllegalMove { engine, mv } => {
            format!("引擎“{engine}”走了违例着法（{mv}），已停止")
        }
        UiText::EngineForbiddenMove { engine, mv } => {
            format!("引擎“{engine}”走了按棋例判负的重复着法（{mv}），已停止")
        }
        UiText::EngineNoMove { engine } => {
            format!("引擎“{engine}”称无着可走，但局面有合法着法，已停止")
        }
        UiText::DictRound { side, round } => format!("{}第{round}回合", side_zh(*side)),
        UiText::DictProgress { shown, total } => format!("第{shown}/{total}着"),
        UiText::DictLeft { shown, total } => {
            format!("中途退出（第{shown}/{total}着）：再按 q 关闭，r 重新听写")
        }
        UiText::DictAccuracy { correct, entries } => format!(
            "本次正确 {correct}/{entries}（{}）",
            percent_text(*correct, *entries)
        ),
        UiText::DictTotals {
            sessions,
            entries,
            percent,
            before,
        } => {
            let now = percent.map_or("—".to_string(), |p| format!("{p}%"));
            match before {
                Some(b) => {
                    format!("累计 {sessions} 次，共 {entries} 着，正确率 {now}（本次之前 {b}%）")
                }
                None => format!("累计 {sessions} 次，共 {entries} 着，正确率 {now}"),
            }
        }
        UiText::DictRight { expected } => format!("✓ {expected}"),
        UiText::DictWrong {
            written,
            expected,
            why,
        } => format!("✗ 写作“{written}”，应为“{expected}”（{why}）"),
        UiText::DictMissed { expected } => format!("✗ 未记录，应为“{expected}”"),
        UiText::DictPace(secs) => format!("每着 {secs} 秒"),
        UiText::DictStatsError(why) => format!("听写成绩无法读写：{why}"),
        UiText::EditorInvalid(e) => position_error_zh(e),
        UiText::EditorFen(fen) => format!("局面 FEN：{fen}"),
        UiText::TournamentRecorded {
            round,
            board,
            red,
            black,
            result,
        } => format!("第{round}轮第{board}台：{red} {result} {black}，已记入赛事"),
        UiText::TournamentRecordFailed(why) => {
            format!("结果未能记入赛事：{why}（可在命令行补记）")
        }
        UiText::TourTitle {
            name,
            system,
            round,
            paired,
        } => format!("{name}（{system}）第{round}轮，已编排{paired}轮"),
        UiText::TourBye(name) => format!("轮空：{name}"),
        UiText::TourPaired(round) => format!("第{round}轮已编排"),
        UiText::TourResultSet {
            round,
            board,
            result,
        } => format!("第{round}轮第{board}台：{result}"),
        UiText::TourWithdrawAsk(name) => format!("{name}退出比赛 (20)？(y/n)"),
        UiText::TourReplaceAsk {
            round,
            board,
            old,
            new,
        } => format!("第{round}轮第{board}台已有结果{old}，改为{new}？(y/n)"),
        UiText::TourWithdrawn { name, forfeits } => {
            format!("{name}已退赛 (20)，本轮{forfeits}局判弃权")
        }
        UiText::TourRefused(why) => format!("赛事不能执行：{why}"),
        UiText::TourNotFinished(round) => {
            format!("第{round}轮尚有对局没有结果，不能编排下一轮")
        }
        UiText::ServeRoundNotOver { round, boards } => {
            format!("第{round}轮尚未结束：第{boards}台仍在对局")
        }
        UiText::ServeLate(c) => format!("{}迟到超过规定时限，判负 (21.1)", side_zh(*c)),
        UiText::ServeEvent(why) => format!("赛事：{why}"),
        UiText::OpponentToMove(c) => format!("{}走棋（对手），请等待", side_zh(*c)),
        UiText::YouToMove(c) => format!("{}走棋（轮到你）", side_zh(*c)),
        UiText::TypeOnYourTurn(side) => {
            let (chinese, wxf, iccs) = typing_examples(*side);
            format!("对手走完后输入你的着法：{chinese} · {wxf} · {iccs}")
        }
        UiText::TypeOnYourTurnShort => "对手走完后输入你的着法".to_string(),
        UiText::WatchingToMove(c) => format!("观战中：{}走棋", side_zh(*c)),
        // (hint, analysis)
        UiText::AnalysisHead { depth, nps } => format!("分析 · 深度 {depth} · 每秒 {nps} 节点"),
        UiText::AnalysisMate { red_mates, moves } => {
            format!("{}{moves}步杀", if *red_mates { '红' } else { '黑' })
        }
        UiText::HintMoveShown { mv, from } => match from {
            HintFrom::Pane { depth } => format!("提示：{mv}（分析栏首选，深度 {depth}）"),
            HintFrom::Quick { depth, pane: None } => {
                format!("提示：{mv}（快速搜索，深度 {depth}）")
            }
            HintFrom::Quick {
                depth,
                pane: Some(p),
            } => format!("提示：{mv}（快速搜索，深度 {depth}；分析栏尚在深度 {p}）"),
            HintFrom::Engine(name) => format!("提示：{mv}（引擎 {name}）"),
        },
        UiText::HintsUsed { red, black } => format!("使用提示：红方 {red} 次，黑方 {black} 次"),
        UiText::TnewPlayers(n) => format!("棋手（{n}名，按种子顺序）"),
        UiText::TnewDuplicate(name) => format!("棋手“{name}”已报名：每人只报一次（姓名重复）"),
        UiText::TnewTooFew(n) => format!("赛事至少要有2名棋手才能编排；现有{n}名"),
        UiText::TnewBadNumber { field, text } => format!("{field}：“{text}”不是整数"),
        UiText::TnewExists(path) => format!("{path} 已存在：赛事文件不会被覆盖"),
        UiText::TnewCreated { path, players } => format!("已建立 {path}，{players}名棋手"),
        UiText::TnewNoTeam(name) => {
            format!("棋手“{name}”没有队名：团体赛的每名棋手都写成“队名：姓名”（第12条）")
        }
        UiText::TourAdded { name, players } => format!("已加入{name}（共{players}名棋手）"),
        UiText::ArbiterGreeting { game, host } => {
            format!("裁判席：对局 {game}（主机：{host}）")
        }
        UiText::ArbiterConfirm(said) => format!("确定发出吗 (y/n)：{said}"),
        UiText::ArbiterClaimPending { by, natural } => format!(
            "待裁：{}申请{}",
            side_zh(*by),
            if *natural {
                "自然限着 (23.3)"
            } else {
                "裁定待判局面 (24)"
            }
        ),
    }
}

fn ui_text_en(t: &UiText) -> String {
    match t {
        UiText::TooSmall { w, h, min_w, min_h } => format!(
            "It is {w}×{h};\nchuhe needs at least {min_w}×{min_h}\n(80×24 for the full board).\nPlease enlarge the window."
        ),
        UiText::ToMove(c) => format!("{} to move", side_en(*c)),
        UiText::NaturalCount { moves, limit } => format!("no-capture {moves}/{limit}"),
        UiText::SavedTo(path) => format!("saved to {path}"),
        UiText::ThemeNow(name) => format!("theme: {name}"),
        UiText::LobbyWelcome(nick) => format!("welcome, {nick}"),
        UiText::LobbyGameLost { opponent } => format!(
            "your unfinished game against {opponent} cannot go on after the server's restart: \
             its save cannot be read (the server's log names it)"
        ),
        UiText::LobbyChallenge { from, to } => format!("{from} challenges {to}"),
        UiText::ClubGamesNewest(n) => format!("the club's games (the newest {n})"),
        UiText::ProfileHead {
            nick,
            rating,
            rd,
            games,
        } => format!("{nick}: rating {rating} ± {rd}, {games} rated games"),
        UiText::ProfileUnrated(nick) => format!("{nick} has played no rated game"),
        UiText::ProfileGame {
            score,
            opponent,
            before,
            after,
        } => {
            let how = match score {
                crate::rating::Score::Win => "won against",
                crate::rating::Score::Draw => "drew with",
                crate::rating::Score::Loss => "lost to",
            };
            format!(
                "{how} {opponent}  {before} → {after} ({:+})",
                after - before
            )
        }
        UiText::LeaderboardLine {
            place,
            nick,
            rating,
            rd,
            games,
        } => format!("{place:>3}. {nick}  {rating} ± {rd}  {games} games"),
        UiText::ComputerLevel { level, elo } => match elo {
            Some(elo) => format!("level {level} (about {elo} Elo)"),
            None => format!("level {level}"),
        },
        UiText::EngineElo(elo) => format!("~{elo} Elo"),
        UiText::NotationNow(n) => match n {
            Notation::Chinese => "notation: Chinese".into(),
            Notation::Wxf => "notation: WXF".into(),
            Notation::Iccs => "notation: ICCS coordinates".into(),
        },
        UiText::TypingHint(side) => {
            let (chinese, wxf, iccs) = typing_examples(*side);
            format!("type a move: {chinese} · {wxf} · {iccs}")
        }
        UiText::TypingHintShort => "type a move".to_string(),
        UiText::GamePaused { key } => format!("the game is paused: press {key} to resume"),
        UiText::DrawAccept(by) => format!("{} accepts the draw?", side_en(*by)),
        UiText::DrawOffer(by) => format!("{} offers a draw?", side_en(*by)),
        UiText::PauseAsk { by, paused } => {
            let other = side_en(!*by);
            let by = side_en(*by);
            match paused {
                false => format!("{by} asks to stop the clocks: does {other} agree?"),
                true => format!("{by} asks to restart the clocks: does {other} agree?"),
            }
        }
        UiText::Foul { by, count, what } => {
            format!("foul by {} ({count}): {}", side_en(*by), what.en)
        }
        UiText::DrawDeclinedByMove(by) => {
            format!("{} moved: the draw offer is declined (23.1)", side_en(*by))
        }
        UiText::SheetComplete(owner) => {
            format!("{}'s scoresheet has no missing entry", side_en(*owner))
        }
        UiText::PreviousGameKept(path) => format!("the previous game is kept in {path}"),
        UiText::UnfinishedKept(path) => format!("the unfinished game was kept in {path}"),
        UiText::SaveFailed(why) => format!("could not save: {why}"),
        UiText::SavedResumeLater(path) => {
            format!("The game is saved ({path}). Run chuhe again to resume it.")
        }
        UiText::Greeting { seat, game, host } => match seat {
            Some(c) => format!("you play {} in game {game} hosted by {host}", side_en(*c)),
            None => format!("watching game {game} hosted by {host}"),
        },
        UiText::TakebackAsks(by) => {
            format!("{} asks to take back a move: agree?", side_en(*by))
        }
        UiText::ResumeGame { red, black, moves } => {
            format!("Resume the unfinished game? {red} v {black}, {moves} moves")
        }
        UiText::MovedPressClock(side) => {
            format!("{} has moved: p presses the clock", side_en(*side))
        }
        UiText::RecordsMove { owner, round } => {
            format!("{} records move {round}", side_en(*owner))
        }
        UiText::ClockFlag(time) => format!("{time} flag"),
        UiText::Period { period, moves } => format!("period {period} · {moves} moves to go"),
        UiText::IncrementSecs(s) => format!("+{s} s a move"),
        UiText::DelaySecs(s) => format!("{s} s delay"),
        UiText::FoulCount { red, black } => format!("fouls {red}:{black}"),
        UiText::SheetTally {
            whose,
            right,
            wrong,
            missing,
        } => match whose {
            None => format!("sheets ✓{right} ✗{wrong} missing {missing}"),
            Some(c) => format!("{}: ✓{right} ✗{wrong} missing {missing}", side_en(*c)),
        },
        UiText::BadTimeControl(why) => {
            format!("time control (e.g. 6.1, 15m+10s, 10m, untimed): {why}")
        }
        UiText::BadStartFen(why) => format!("start position (FEN): {why}"),
        UiText::FlagFell(c) => format!("{}'s flag fell (22)", side_en(*c)),
        UiText::Labelled { head, text } => format!("{head}: {text}"),
        UiText::JudgeVerdict(v) => v.json_name().into(),
        UiText::AtMove { n, text } => format!("move {n}: {text}"),
        UiText::KindList(kinds) => kinds.join(","),
        UiText::StudyTitle { file, game } => match game {
            Some(n) => format!("{file} · game {n}"),
            None => file.clone(),
        },
        UiText::StudyBadMoveNumber(t) => format!("“{t}” is not a move number"),
        UiText::StudyAt { round, ply, plies } => match round {
            Some(r) => format!("move {r} · ply {ply} of {plies}"),
            None => format!("ply {ply} of {plies}"),
        },
        UiText::StudyBranch { chosen, of } => {
            format!("branch: line {chosen} of {of} (↑↓ chooses)")
        }
        UiText::SearchGames(n) => format!(
            "{n} games reached this position; next moves (games, Red wins, draws, Black wins):"
        ),
        UiText::ExplorerBookGames(n) => format!("Book: {n} games (games, score, W D L)"),
        UiText::FilterProblem(why) => format!("the filter cannot be read: {why}"),
        UiText::GameProblem { game, problem } => format!("game {game} is damaged: {problem}"),
        UiText::ListTitle { file, games, shown } => {
            format!("{file} · {games} games · {shown} shown")
        }
        UiText::PickerDir(d) => format!("open a record: {d}"),
        UiText::NoGamesIn(p) => format!("there is no game in {p}"),
        UiText::NoSuchGame { game, games } => {
            format!("there is no game {game} (the collection holds {games})")
        }
        UiText::RecordSaved(p) => format!("the record is saved in {p}"),
        UiText::EngineUnknown { name } => {
            format!("no engine named '{name}' in config.toml ([engines.{name}])")
        }
        UiText::EngineNotFound { engine, path } => {
            format!("engine {engine}: program not found: {path}")
        }
        UiText::EngineNotStarted { engine, path } => {
            format!("engine {engine}: could not start {path}")
        }
        UiText::EngineNoHandshake { engine, waited_ms } => format!(
            "engine {engine} did not answer the handshake within {:.1} s; stopped",
            *waited_ms as f64 / 1000.0
        ),
        UiText::EngineCrashed { engine, code } => match code {
            Some(c) => format!("engine {engine} exited (status {c})"),
            None => format!("engine {engine} exited"),
        },
        UiText::EngineHung { engine, waited_ms } => format!(
            "engine {engine} gave no move in {:.1} s, even after stop; stopped",
            *waited_ms as f64 / 1000.0
        ),
        UiText::EngineGarbage { engine, line } => {
            format!("engine {engine} sent an unreadable reply ({line}); stopped")
        }
        UiText::EngineIllegalMove { engine, mv } => {
            format!("engine {engine} played an illegal move ({mv}); stopped")
        }
        UiText::EngineForbiddenMove { engine, mv } => format!(
            "engine {engine} played {mv}, which loses by repetition under the rules; stopped"
        ),
        UiText::EngineNoMove { engine } => {
            format!("engine {engine} said it had no move, but there are legal moves; stopped")
        }
        UiText::DictRound { side, round } => format!("{}, move {round}", side_en(*side)),
        UiText::DictProgress { shown, total } => format!("move {shown} of {total}"),
        UiText::DictLeft { shown, total } => {
            format!("left at move {shown} of {total}: q again to close, r to start again")
        }
        UiText::DictAccuracy { correct, entries } => format!(
            "this session: {correct} of {entries} right ({})",
            percent_text(*correct, *entries)
        ),
        UiText::DictTotals {
            sessions,
            entries,
            percent,
            before,
        } => {
            let now = percent.map_or("—".to_string(), |p| format!("{p}%"));
            let s = if *sessions == 1 { "" } else { "s" };
            match before {
                Some(b) => format!(
                    "all {sessions} session{s}: {entries} entries, {now} right (before this one {b}%)"
                ),
                None => format!("all {sessions} session{s}: {entries} entries, {now} right"),
            }
        }
        UiText::DictRight { expected } => format!("✓ {expected}"),
        UiText::DictWrong {
            written,
            expected,
            why,
        } => format!("✗ wrote \"{written}\", should be \"{expected}\" ({why})"),
        UiText::DictMissed { expected } => format!("✗ not written: \"{expected}\""),
        UiText::DictPace(secs) => format!("{secs} s a move"),
        UiText::DictStatsError(why) => format!("dictation figures: {why}"),
        UiText::EditorInvalid(e) => position_error_en(e),
        UiText::EditorFen(fen) => format!("FEN: {fen}"),
        UiText::TournamentRecorded {
            round,
            board,
            red,
            black,
            result,
        } => format!("Round {round} board {board}: {red} {result} {black}, recorded in the event"),
        UiText::TournamentRecordFailed(why) => {
            format!("the result is not in the event: {why} (chuhe tournament result can enter it)")
        }
        UiText::TourTitle {
            name,
            system,
            round,
            paired,
        } => format!("{name} ({system}), round {round} of {paired} paired"),
        UiText::TourBye(name) => format!("Bye: {name}"),
        UiText::TourPaired(round) => format!("round {round} paired"),
        UiText::TourResultSet {
            round,
            board,
            result,
        } => format!("round {round} board {board}: {result}"),
        UiText::TourWithdrawAsk(name) => format!("Withdraw {name} (20)? (y/n)"),
        UiText::TourReplaceAsk {
            round,
            board,
            old,
            new,
        } => format!(
            "Round {round} board {board} already has the result {old}: replace it with {new}? (y/n)"
        ),
        UiText::TourWithdrawn { name, forfeits } => {
            format!("{name} withdrew (20); {forfeits} games of this round forfeited")
        }
        UiText::TourRefused(why) => format!("the event refuses: {why}"),
        UiText::TourNotFinished(round) => {
            format!("round {round} has games without a result: the next round cannot be paired")
        }
        UiText::ServeRoundNotOver { round, boards } => {
            format!("round {round} is not over: board(s) {boards} still play")
        }
        UiText::ServeLate(c) => {
            format!("{} is later than the limit and loses (21.1)", side_en(*c))
        }
        UiText::ServeEvent(why) => why.clone(),
        UiText::OpponentToMove(c) => {
            format!("{} to move (your opponent): please wait", side_en(*c))
        }
        UiText::YouToMove(c) => format!("{} to move: your turn", side_en(*c)),
        UiText::TypeOnYourTurn(side) => {
            let (chinese, wxf, iccs) = typing_examples(*side);
            format!("once they have moved, type yours: {chinese} · {wxf} · {iccs}")
        }
        UiText::TypeOnYourTurnShort => "once they have moved, type yours".to_string(),
        UiText::WatchingToMove(c) => format!("watching: {} to move", side_en(*c)),
        // (hint, analysis)
        UiText::AnalysisHead { depth, nps } => {
            format!("analysis · depth {depth} · {nps} nodes/s")
        }
        UiText::AnalysisMate { red_mates, moves } => {
            format!("{}M{moves}", if *red_mates { '+' } else { '-' })
        }
        UiText::HintMoveShown { mv, from } => match from {
            HintFrom::Pane { depth } => {
                format!("hint: {mv} (the analysis pane's best, depth {depth})")
            }
            HintFrom::Quick { depth, pane: None } => {
                format!("hint: {mv} (quick search, depth {depth})")
            }
            HintFrom::Quick {
                depth,
                pane: Some(p),
            } => format!(
                "hint: {mv} (quick search, depth {depth}; the analysis pane is only at depth {p})"
            ),
            HintFrom::Engine(name) => format!("hint: {mv} (engine {name})"),
        },
        UiText::HintsUsed { red, black } => format!("Hints used: Red {red}, Black {black}"),
        UiText::TnewPlayers(n) => format!("Players ({n}), in seed order"),
        UiText::TnewDuplicate(name) => {
            format!("{name} is already entered: each player once (a duplicate name)")
        }
        UiText::TnewTooFew(n) => {
            format!("an event needs at least 2 players to be paired; {n} entered")
        }
        UiText::TnewBadNumber { field, text } => {
            format!("{field}: '{text}' is not a whole number")
        }
        UiText::TnewExists(path) => {
            format!("{path} already exists: an event file is never overwritten")
        }
        UiText::TnewCreated { path, players } => {
            format!("created {path} with {players} players")
        }
        UiText::TnewNoTeam(name) => {
            format!("{name} has no team: in a team event enter every player as TEAM:NAME (12)")
        }
        UiText::TourAdded { name, players } => format!("added {name} ({players} players)"),
        UiText::ArbiterGreeting { game, host } => {
            format!("arbiter's seat: game {game} (host: {host})")
        }
        UiText::ArbiterConfirm(said) => format!("Send it (y/n)? {said}"),
        UiText::ArbiterClaimPending { by, natural } => format!(
            "pending: {}'s claim of {}",
            side_en(*by),
            if *natural {
                "the natural limit (23.3)"
            } else {
                "a ruling of the position (24)"
            }
        ),
    }
}

impl Examples for UiText {
    fn examples() -> Vec<UiText> {
        vec![
            UiText::TooSmall {
                w: 40,
                h: 12,
                min_w: 54,
                min_h: 16,
            },
            UiText::ToMove(Color::Red),
            UiText::ToMove(Color::Black),
            UiText::NaturalCount {
                moves: 12,
                limit: 60,
            },
            UiText::SavedTo("/home/alice/chuhe/game.pgn".into()),
            UiText::ThemeNow("classic".into()),
            UiText::LobbyWelcome("王天一".into()),
            UiText::ProfileHead {
                nick: "王天一".into(),
                rating: 1712,
                rd: 61,
                games: 30,
            },
            UiText::ProfileUnrated("王天一".into()),
            UiText::ProfileGame {
                score: crate::rating::Score::Win,
                opponent: "alice".into(),
                before: 1500,
                after: 1562,
            },
            UiText::ProfileGame {
                score: crate::rating::Score::Loss,
                opponent: "alice".into(),
                before: 1562,
                after: 1530,
            },
            UiText::LeaderboardLine {
                place: 1,
                nick: "王天一".into(),
                rating: 1712,
                rd: 61,
                games: 30,
            },
            UiText::ComputerLevel {
                level: 7,
                elo: Some(2480),
            },
            UiText::ComputerLevel {
                level: 7,
                elo: None,
            },
            UiText::EngineElo(2480),
            UiText::LobbyGameLost {
                opponent: "许银川".into(),
            },
            UiText::ClubGamesNewest(2000),
            UiText::LobbyChallenge {
                from: "王天一".into(),
                to: "许银川".into(),
            },
            UiText::StudyTitle {
                file: "/home/alice/chuhe/game.pgn".into(),
                game: Some(3),
            },
            UiText::StudyBadMoveNumber("12.5".into()),
            UiText::StudyAt {
                round: Some(5),
                ply: 10,
                plies: 85,
            },
            UiText::StudyAt {
                round: None,
                ply: 0,
                plies: 85,
            },
            UiText::StudyBranch { chosen: 2, of: 3 },
            UiText::SearchGames(12),
            UiText::ExplorerBookGames(40),
            UiText::FilterProblem("classic".into()),
            UiText::GameProblem {
                game: 3,
                problem: "/home/alice/chuhe/game.pgn".into(),
            },
            UiText::ListTitle {
                file: "/home/alice/chuhe/game.pgn".into(),
                games: 36,
                shown: 12,
            },
            UiText::PickerDir("/home/alice/chuhe/game.pgn".into()),
            UiText::NoGamesIn("/home/alice/chuhe/game.pgn".into()),
            UiText::NoSuchGame {
                game: 40,
                games: 36,
            },
            UiText::RecordSaved("/home/alice/chuhe/game.pgn".into()),
            UiText::DictRound {
                side: Color::Black,
                round: 12,
            },
            UiText::DictProgress {
                shown: 3,
                total: 80,
            },
            UiText::DictLeft {
                shown: 12,
                total: 80,
            },
            UiText::DictAccuracy {
                correct: 30,
                entries: 40,
            },
            UiText::DictTotals {
                sessions: 3,
                entries: 120,
                percent: Some(80),
                before: Some(78),
            },
            UiText::DictTotals {
                sessions: 1,
                entries: 40,
                percent: Some(75),
                before: None,
            },
            UiText::DictRight {
                expected: "炮二平五".into(),
            },
            UiText::DictWrong {
                written: "马八进三".into(),
                expected: "马二进三".into(),
                why: "纵线".into(),
            },
            UiText::DictMissed {
                expected: "炮二平五".into(),
            },
            UiText::DictPace(5),
            UiText::DictStatsError("/home/alice/chuhe/game.pgn: 权限不足".into()),
            UiText::EditorInvalid(PositionError::MissingGeneral(Color::Black)),
            UiText::EditorInvalid(PositionError::TooManyGenerals {
                color: Color::Red,
                count: 2,
            }),
            UiText::EditorInvalid(PositionError::GeneralOutsidePalace {
                color: Color::Red,
                square: sq("e3"),
            }),
            UiText::EditorInvalid(PositionError::UnreachablePoint {
                piece: Piece::new(Color::Red, Kind::Advisor),
                square: sq("e0"),
            }),
            UiText::EditorInvalid(PositionError::UnreachablePoint {
                piece: Piece::new(Color::Black, Kind::Elephant),
                square: sq("e4"),
            }),
            UiText::EditorInvalid(PositionError::UnreachablePoint {
                piece: Piece::new(Color::Red, Kind::Pawn),
                square: sq("a2"),
            }),
            UiText::EditorInvalid(PositionError::TooMany {
                color: Color::Black,
                kind: Kind::Rook,
                count: 3,
            }),
            UiText::EditorInvalid(PositionError::GeneralsFacing(4)),
            UiText::EditorInvalid(PositionError::SideNotToMoveInCheck(Color::Black)),
            UiText::EditorFen("4k4/9/9/9/9/9/9/9/9/4K4 w - - 0 1".into()),
            UiText::OpponentToMove(Color::Red),
            UiText::YouToMove(Color::Black),
            UiText::TypeOnYourTurn(Color::Black),
            UiText::TypeOnYourTurnShort,
            UiText::TypingHintShort,
            UiText::GamePaused { key: "z".into() },
            UiText::WatchingToMove(Color::Red),
            UiText::EngineUnknown {
                name: "象眼".into(),
            },
            UiText::EngineNotFound {
                engine: "象眼".into(),
                path: "/象眼".into(),
            },
            UiText::EngineNotStarted {
                engine: "象眼".into(),
                path: "/象眼".into(),
            },
            UiText::EngineNoHandshake {
                engine: "象眼".into(),
                waited_ms: 10_000,
            },
            UiText::EngineCrashed {
                engine: "象眼".into(),
                code: Some(139),
            },
            UiText::EngineCrashed {
                engine: "象眼".into(),
                code: None,
            },
            UiText::EngineHung {
                engine: "象眼".into(),
                waited_ms: 12_500,
            },
            UiText::EngineGarbage {
                engine: "象眼".into(),
                line: "@#%".into(),
            },
            UiText::EngineIllegalMove {
                engine: "象眼".into(),
                mv: "a0a5".into(),
            },
            UiText::EngineForbiddenMove {
                engine: "象眼".into(),
                mv: "h8h9".into(),
            },
            UiText::EngineNoMove {
                engine: "象眼".into(),
            },
            UiText::TournamentRecorded {
                round: 2,
                board: 1,
                red: "王天一".into(),
                black: "郑惟桐".into(),
                result: "1-0".into(),
            },
            UiText::TournamentRecordFailed("磁盘已满".into()),
            UiText::TourTitle {
                name: "春季赛".into(),
                system: "积分编排制".into(),
                round: 2,
                paired: 3,
            },
            UiText::TourBye("许银川".into()),
            UiText::TourPaired(3),
            UiText::TourResultSet {
                round: 1,
                board: 2,
                result: "1/2-1/2".into(),
            },
            UiText::TourWithdrawAsk("吕钦".into()),
            UiText::TourReplaceAsk {
                round: 2,
                board: 1,
                old: "1-0".into(),
                new: "0-1".into(),
            },
            UiText::TourWithdrawn {
                name: "吕钦".into(),
                forfeits: 1,
            },
            UiText::TourRefused("第1轮尚未完成".into()),
            UiText::TourNotFinished(2),
            UiText::ServeRoundNotOver {
                round: 2,
                boards: "1, 3".into(),
            },
            UiText::ServeLate(Color::Red),
            UiText::ServeLate(Color::Black),
            UiText::ServeEvent("第3轮无法编排".into()),
            // (hint, analysis)
            UiText::AnalysisHead {
                depth: 12,
                nps: "1.2M".into(),
            },
            UiText::AnalysisMate {
                red_mates: true,
                moves: 3,
            },
            UiText::AnalysisMate {
                red_mates: false,
                moves: 1,
            },
            UiText::HintMoveShown {
                mv: "炮二平五".into(),
                from: HintFrom::Pane { depth: 12 },
            },
            UiText::HintMoveShown {
                mv: "炮二平五".into(),
                from: HintFrom::Quick {
                    depth: 9,
                    pane: None,
                },
            },
            UiText::HintMoveShown {
                mv: "C2.5".into(),
                from: HintFrom::Quick {
                    depth: 9,
                    pane: Some(6),
                },
            },
            UiText::HintMoveShown {
                mv: "h2e2".into(),
                from: HintFrom::Engine("pikafish".into()),
            },
            UiText::HintsUsed { red: 2, black: 0 },
            UiText::TnewPlayers(4),
            UiText::TnewDuplicate("王天一".into()),
            UiText::TnewTooFew(1),
            UiText::TnewBadNumber {
                field: "等级分".into(),
                text: "２六五〇".into(),
            },
            UiText::TnewExists("/home/alice/chuhe/game.pgn".into()),
            UiText::TnewCreated {
                path: "/home/alice/chuhe/game.pgn".into(),
                players: 4,
            },
            UiText::TnewNoTeam("许银川".into()),
            UiText::TourAdded {
                name: "吕钦".into(),
                players: 5,
            },
            UiText::ArbiterGreeting {
                game: "k7q2".into(),
                host: "alice".into(),
            },
            UiText::ArbiterConfirm("裁判：暂停计时 (17.4)".into()),
            UiText::ArbiterClaimPending {
                by: Color::Red,
                natural: true,
            },
            UiText::ArbiterClaimPending {
                by: Color::Black,
                natural: false,
            },
        ]
        .into_iter()
        .chain(tui_texts())
        .collect()
    }
}

/// The TUI's texts with values.
fn tui_texts() -> Vec<UiText> {
    let path = || "/home/alice/chuhe/game.pgn".to_string();
    let mut out: Vec<UiText> = Notation::ALL.into_iter().map(UiText::NotationNow).collect();
    for c in Color::ALL {
        out.extend([
            UiText::TypingHint(c),
            UiText::DrawAccept(c),
            UiText::DrawOffer(c),
            UiText::PauseAsk {
                by: c,
                paused: false,
            },
            UiText::PauseAsk {
                by: c,
                paused: true,
            },
            UiText::DrawDeclinedByMove(c),
            UiText::SheetComplete(c),
            UiText::TakebackAsks(c),
            UiText::MovedPressClock(c),
            UiText::RecordsMove {
                owner: c,
                round: 12,
            },
            UiText::FlagFell(c),
        ]);
    }
    out.extend([
        UiText::Foul {
            by: Color::Black,
            count: 2,
            what: Text::new(
                "走棋后未按钟 (6.6)",
                "moved without pressing the clock (6.6)",
            ),
        },
        UiText::PreviousGameKept(path()),
        UiText::UnfinishedKept(path()),
        UiText::SaveFailed("磁盘已满".into()),
        UiText::SavedResumeLater(path()),
        UiText::Greeting {
            seat: Some(Color::Red),
            game: "g1".into(),
            host: "alice".into(),
        },
        UiText::Greeting {
            seat: None,
            game: "g1".into(),
            host: "alice".into(),
        },
        UiText::ResumeGame {
            red: "胡荣华".into(),
            black: "杨官璘".into(),
            moves: 23,
        },
        UiText::ClockFlag("0:00".into()),
        UiText::Period {
            period: 1,
            moves: 39,
        },
        UiText::IncrementSecs(10),
        UiText::DelaySecs(5),
        UiText::FoulCount { red: 0, black: 1 },
        UiText::SheetTally {
            whose: Some(Color::Red),
            right: 10,
            wrong: 2,
            missing: 1,
        },
        UiText::SheetTally {
            whose: None,
            right: 20,
            wrong: 0,
            missing: 0,
        },
        UiText::BadTimeControl("第2个字符不对".into()),
        UiText::BadStartFen("第1行有10列".into()),
        UiText::Labelled {
            head: "红负".into(),
            text: "红方长捉黑炮 (26.4)".into(),
        },
        UiText::AtMove {
            n: 3,
            text: "“炮二x五”不是中文、WXF或ICCS记法的着法".into(),
        },
        UiText::KindList(vec!["将".into(), "捉".into()]),
    ]);
    out.extend(
        AdjudicatedResult::examples()
            .into_iter()
            .map(UiText::JudgeVerdict),
    );
    out
}
