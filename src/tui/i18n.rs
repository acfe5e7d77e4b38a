//! Every text the TUI shows, in Chinese and English, side by side so that a missing
//! translation is visible at a glance. Fixed texts are [`Msg`]s; texts with values in
//! them are functions taking the [`Lang`].

use crate::adjudication::RuleSet;
use crate::lang::Lang;
use crate::match_control::Mode;
use crate::rules::Color;

#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum Msg {
    Red,
    Black,
    Untimed,
    MoveNo,
    NoMovesYet,
    // key hints and help
    HintMove,
    HintSelect,
    HintUndo,
    HintFlip,
    HintHelp,
    HintQuit,
    HintPlay,
    HintCancel,
    HintErase,
    HintNew,
    HintChange,
    HintStart,
    HintNextField,
    HintYes,
    HintNo,
    HelpTitle,
    HelpTyping,
    HelpTypingText,
    HelpCursor,
    HelpActivate,
    HelpEnter,
    TouchNeedsSpace,
    PressFirst,
    HelpCancel,
    HelpFocusInput,
    HelpUndo,
    HelpFlip,
    HelpResign,
    HelpDraw,
    HelpClaim,
    HelpPress,
    HelpWrite,
    HelpPause,
    HintPress,
    HintWrite,
    HintRecord,
    HintLater,
    HintSave,
    HelpSave,
    HelpNewGame,
    HelpAscii,
    HelpLang,
    HelpNotation,
    HelpTheme,
    HelpMouse,
    HelpHelp,
    HelpQuit,
    HelpClose,
    // prompts
    ConfirmQuit,
    ConfirmResign,
    // statuses
    MouseOn,
    MouseOff,
    SelectOwnPiece,
    // new-game dialog
    NewGameTitle,
    FieldMode,
    FieldRules,
    FieldTime,
    FieldRed,
    FieldBlack,
    FieldStart,
    StandardStart,
    // resume prompt and result screen
    ResumeTitle,
    TooSmallTitle,
}

impl Msg {
    pub fn text(self, lang: Lang) -> &'static str {
        let (zh, en) = match self {
            Msg::Red => ("红方", "Red"),
            Msg::Black => ("黑方", "Black"),
            Msg::Untimed => ("不限时", "untimed"),
            Msg::MoveNo => ("回合", "Move"),
            Msg::NoMovesYet => ("尚未走棋", "no moves yet"),
            Msg::HintMove => ("移动", "move"),
            Msg::HintSelect => ("选子/落子", "pick/drop"),
            Msg::HintUndo => ("悔棋", "undo"),
            Msg::HintFlip => ("翻转", "flip"),
            Msg::HintHelp => ("帮助", "help"),
            Msg::HintQuit => ("退出", "quit"),
            Msg::HintPlay => ("走棋", "play"),
            Msg::HintCancel => ("取消", "cancel"),
            Msg::HintErase => ("删除", "erase"),
            Msg::HintNew => ("新局", "new game"),
            Msg::HintChange => ("更改", "change"),
            Msg::HintStart => ("开始", "start"),
            Msg::HintNextField => ("下一项", "next field"),
            Msg::HintYes => ("是", "yes"),
            Msg::HintNo => ("否", "no"),
            Msg::HelpTitle => ("帮助 — 按键", "Help — keys"),
            Msg::HelpTyping => ("输入着法", "Typing moves"),
            Msg::HelpTypingText => (
                "直接输入中文记谱（炮二平五、马8进7）、WXF（C2.5、H8+7）或坐标（h2e2：字母后跟数字即为坐标，h/a/f/d 单按仍是命令）。输入时显示预览，Enter 走棋。",
                "Type Chinese notation (炮二平五, 马8进7), WXF (C2.5, H8+7) or coordinates (h2e2: a letter followed by a digit starts them; h, a, f, d alone stay commands). A preview shows while you type; Enter plays.",
            ),
            Msg::HelpCursor => ("移动光标", "move the cursor"),
            Msg::HelpActivate => ("拿起棋子 / 落子", "pick up / put down"),
            Msg::HelpEnter => (
                "落子（比赛中不拿子）",
                "put down; in tournament games it picks nothing up (touch-move)",
            ),
            Msg::PressFirst => (
                "已走棋：先按 p 按钟，再输入 (6)",
                "you have moved: press the clock (p) before typing (6)",
            ),
            Msg::TouchNeedsSpace => (
                "摸子走子：Enter 不拿子，按空格拿起光标处的棋子 (5.1)",
                "touch-move: Enter picks nothing up; Space picks up the piece under the cursor (5.1)",
            ),
            Msg::HelpCancel => ("放下棋子，清空输入", "drop selection, clear typing"),
            Msg::HelpFocusInput => ("输入坐标或WXF着法", "type h2e2 or C2.5"),
            Msg::HelpUndo => ("悔棋（仅休闲模式）", "take back (casual only)"),
            Msg::HelpFlip => ("翻转棋盘", "flip the board"),
            Msg::HelpResign => ("认输 (4.1.12)", "resign (4.1.12)"),
            Msg::HelpDraw => ("提和/同意提和 (23.1)", "offer/accept a draw (23.1)"),
            Msg::HelpClaim => (
                "提出裁决 (23.3, 24)",
                "claim: limit or repetition (23.3, 24)",
            ),
            Msg::HelpPress => ("走棋后按钟 (6)", "press the clock (6)"),
            Msg::HelpWrite => ("补记着法 (7.1, 7.2)", "write an entry (7.1, 7.2)"),
            Msg::HelpPause => (
                "暂停/继续（比赛须双方同意）",
                "pause/resume clocks (in tournament games both agree)",
            ),
            Msg::HintPress => ("按钟", "press clock"),
            Msg::HintWrite => ("补记", "write entry"),
            Msg::HintRecord => ("记录", "record"),
            Msg::HintLater => ("稍后再记", "later"),
            Msg::HintSave => ("保存", "save"),
            Msg::HelpSave => ("保存 (PGN、JSON)", "save (PGN and JSON)"),
            Msg::HelpNewGame => ("新对局", "new game"),
            Msg::HelpAscii => ("字母棋子 (ASCII)", "letter pieces (ASCII)"),
            Msg::HelpLang => ("界面语言 中文/英文", "interface language: Chinese/English"),
            Msg::HelpNotation => (
                "记谱：中文/WXF/ICCS",
                "move list notation: Chinese, WXF, ICCS",
            ),
            Msg::HelpTheme => ("切换配色", "next colour theme"),
            Msg::HelpMouse => ("鼠标走棋 开/关", "mouse play on/off"),
            Msg::HelpHelp => ("帮助", "this help"),
            Msg::HelpQuit => ("退出（已自动保存）", "quit (game is saved)"),
            Msg::HelpClose => ("按任意键返回", "press any key to go back"),
            Msg::ConfirmQuit => (
                "退出？对局已保存，下次可继续。",
                "Quit? The game is saved; you can resume it later.",
            ),
            Msg::ConfirmResign => ("确定认输？", "Resign this game?"),
            Msg::MouseOn => ("鼠标走棋：开", "mouse play on"),
            Msg::MouseOff => ("鼠标走棋：关", "mouse play off"),
            Msg::SelectOwnPiece => ("请选择本方棋子", "pick one of your own pieces"),
            Msg::NewGameTitle => ("新对局", "New game"),
            Msg::FieldMode => ("模式", "Mode"),
            Msg::FieldRules => ("规则", "Rules"),
            Msg::FieldTime => ("用时", "Time"),
            Msg::FieldRed => ("红方", "Red"),
            Msg::FieldBlack => ("黑方", "Black"),
            Msg::FieldStart => ("开局", "Start"),
            Msg::StandardStart => ("标准开局", "standard"),
            Msg::ResumeTitle => ("继续未完成的对局？", "Resume the unfinished game?"),
            Msg::TooSmallTitle => ("终端窗口太小", "Terminal too small"),
        };
        lang.pick(zh, en)
    }
}

pub fn side(lang: Lang, c: Color) -> &'static str {
    match c {
        Color::Red => Msg::Red.text(lang),
        Color::Black => Msg::Black.text(lang),
    }
}

pub fn mode(lang: Lang, m: Mode) -> &'static str {
    match m {
        Mode::Casual => lang.pick("休闲", "casual"),
        Mode::Practice => lang.pick("练习", "practice"),
        Mode::Tournament => lang.pick("比赛", "tournament"),
    }
}

pub fn rules(lang: Lang, r: RuleSet) -> &'static str {
    match r {
        RuleSet::Cxa => lang.pick("中国象棋协会规则", "CXA rules"),
        RuleSet::Folk => lang.pick("民间通俗规则", "folk rules"),
        RuleSet::Axf => lang.pick("亚洲象联规则", "AXF rules"),
    }
}

/// The too-small screen's explanation, one short clause a line, so that a narrow
/// window breaks it between clauses, never before a lone "。".
pub fn too_small(lang: Lang, w: u16, h: u16, min_w: u16, min_h: u16) -> Vec<String> {
    match lang {
        Lang::Zh => vec![
            format!("当前 {w}×{h}，"),
            format!("至少需要 {min_w}×{min_h}，"),
            "完整棋盘需 80×24，".to_string(),
            "请放大窗口。".to_string(),
        ],
        Lang::En => vec![
            format!("It is {w}×{h};"),
            format!("chuhe needs at least {min_w}×{min_h}"),
            "(80×24 for the full board).".to_string(),
            "Please enlarge the window.".to_string(),
        ],
    }
}

pub fn to_move(lang: Lang, c: Color) -> String {
    match lang {
        Lang::Zh => format!("{}走棋", side(lang, c)),
        Lang::En => format!("{} to move", side(lang, c)),
    }
}

pub fn natural_count(lang: Lang, moves: u32, limit: u32) -> String {
    match lang {
        Lang::Zh => format!("未吃子{moves}/{limit}"),
        Lang::En => format!("no-capture {moves}/{limit}"),
    }
}

pub fn saved_to(lang: Lang, path: &str) -> String {
    match lang {
        Lang::Zh => format!("已保存到 {path}"),
        Lang::En => format!("saved to {path}"),
    }
}

pub fn theme_now(lang: Lang, name: &str) -> String {
    match lang {
        Lang::Zh => format!("配色：{name}"),
        Lang::En => format!("theme: {name}"),
    }
}

/// The move list's notation, as the status line names it.
pub fn notation_now(lang: Lang, n: crate::notation::Notation) -> String {
    use crate::notation::Notation;
    match (lang, n) {
        (Lang::Zh, Notation::Chinese) => "记谱：中文".into(),
        (Lang::Zh, Notation::Wxf) => "记谱：WXF".into(),
        (Lang::Zh, Notation::Iccs) => "记谱：ICCS 坐标".into(),
        (Lang::En, Notation::Chinese) => "notation: Chinese".into(),
        (Lang::En, Notation::Wxf) => "notation: WXF".into(),
        (Lang::En, Notation::Iccs) => "notation: ICCS coordinates".into(),
    }
}

/// The interface language just chosen, named in itself.
pub fn lang_now(lang: Lang) -> &'static str {
    lang.pick("界面语言：中文", "language: English")
}

/// What the idle input line suggests: an opening move of the side to move in each
/// notation (Black's example is Black's, 马8进7, not Red's).
pub fn typing_hint(lang: Lang, side: Color) -> String {
    let (chinese, wxf, iccs) = match side {
        Color::Red => ("炮二平五", "C2.5", "h2e2"),
        Color::Black => ("马8进7", "H8+7", "h9g7"),
    };
    match lang {
        Lang::Zh => format!("输入着法：{chinese} · {wxf} · {iccs}"),
        Lang::En => format!("type a move: {chinese} · {wxf} · {iccs}"),
    }
}

/// The question `d` asks: accept the standing offer, or offer a draw (23.1).
pub fn draw_question(lang: Lang, intent: crate::tui::game::DrawIntent) -> String {
    use crate::tui::game::DrawIntent;
    match (lang, intent) {
        (Lang::Zh, DrawIntent::Accept { by }) => format!("{}同意和棋？", side(lang, by)),
        (Lang::En, DrawIntent::Accept { by }) => {
            format!("{} accepts the draw?", side(lang, by))
        }
        (Lang::Zh, DrawIntent::Offer { by }) => format!("{}提和？", side(lang, by)),
        (Lang::En, DrawIntent::Offer { by }) => format!("{} offers a draw?", side(lang, by)),
    }
}

/// The question `z` asks in a tournament game at one keyboard: the player at the
/// keyboard proposes, the other answers.
pub fn pause_question(lang: Lang, by: Color, paused: bool) -> String {
    let other = side(lang, !by);
    let by = side(lang, by);
    match (lang, paused) {
        (Lang::Zh, false) => format!("{by}提议暂停计时：{other}同意？"),
        (Lang::Zh, true) => format!("{by}提议继续计时：{other}同意？"),
        (Lang::En, false) => format!("{by} asks to stop the clocks: does {other} agree?"),
        (Lang::En, true) => format!("{by} asks to restart the clocks: does {other} agree?"),
    }
}
