//! 中文: every text of chuhe in Chinese. Points are named as players name them
//! ("g0（红方三路底线）"), pieces by their file ("二路马").

use super::Catalogue;
use super::net::NetText;
use super::ui::{HintFrom, Msg, UiText, percent_text};
use crate::adjudication::RuleSet;
use crate::adjudication::{
    AdjudicatedEnd, AdjudicatedResult, Book, Citation, Conduct, Ground, MoveKind, Order, PieceSet,
    RepetitionRuling, Warning,
};
use crate::match_control::Mode;
use crate::match_control::{ArbiterAction, Sanction};
use crate::match_control::{
    Bonus, Foul, FoulKind, MatchError, Note, OfferRefusal, ResultSheet, TimeControl, clock_text,
};
use crate::match_control::{DutyKind, Outcome, Reason as EndReason, TouchDuty, Verdict};
use crate::notation::{
    Expected, Line, Notation, NotationError, NumberRole, PointName, file_label, point_name,
    tandem_mark,
};
use crate::rules::{Color, IllegalAttempt, IllegalMove, Kind, Piece, Square};
use crate::tournament::{SheetLabel, TeamTieBreak, TieBreak};

pub struct Zh;

fn quoted(t: &str) -> String {
    format!("“{t}”")
}

fn side_short(c: Color) -> &'static str {
    match c {
        Color::Red => "红",
        Color::Black => "黑",
    }
}

fn kind_both(kind: Kind) -> &'static str {
    match kind {
        Kind::King => "将（帅）",
        Kind::Advisor => "士（仕）",
        Kind::Elephant => "象（相）",
        Kind::Horse => "马",
        Kind::Rook => "车",
        Kind::Cannon => "炮",
        Kind::Pawn => "兵（卒）",
    }
}

fn line(l: Line, half: Color) -> &'static str {
    match l {
        Line::Back => "底线",
        Line::Second => "次底线",
        Line::PalaceTop => "宫顶线",
        Line::PawnLine => match half {
            Color::Red => "兵林线",
            Color::Black => "卒林线",
        },
        Line::RiverBank => "河口",
    }
}

/// "红方三路底线" / "红方三路，黑方底线": the file in the viewer's numbering, the line
/// of the half it is in.
fn point_words(p: &PointName) -> String {
    let file = format!(
        "{}{}路",
        p.viewer.chinese_name(),
        file_label(p.viewer, p.file)
    );
    if p.half == p.viewer {
        format!("{file}{}", line(p.line, p.half))
    } else {
        format!("{file}，{}{}", p.half.chinese_name(), line(p.line, p.half))
    }
}

/// "g0（红方三路底线）".
fn point(sq: Square, viewer: Color) -> String {
    format!("{sq}（{}）", point_words(&point_name(sq, viewer)))
}

/// A piece as its player calls it: "二路马", "8路车".
fn piece_on_file(piece: Piece, from: Square) -> String {
    let file = point_name(from, piece.color).file;
    format!(
        "{}路{}",
        file_label(piece.color, file),
        piece.chinese_name()
    )
}

/// "a、b或c".
fn list_or(items: &[String]) -> String {
    match items {
        [] => String::new(),
        [one] => one.clone(),
        [init @ .., last] => format!("{}或{last}", init.join("、")),
    }
}

fn files(color: Color, numbers: &[u8]) -> Vec<String> {
    numbers
        .iter()
        .map(|&n| file_label(color, n).to_string())
        .collect()
}

/// The moving piece of an attempt, named by its file, if known.
fn mover_piece(a: &IllegalAttempt) -> Option<String> {
    a.piece
        .filter(|p| p.color == a.mover)
        .map(|p| piece_on_file(p, a.mv.from))
}

/// Why a move is illegal (2.2, 2.3, 3.4); with the attempt, points and the piece are
/// named as the mover names them.
fn reason(r: &IllegalMove, a: Option<&IllegalAttempt>) -> String {
    let pt = |sq: Square| match a {
        Some(a) => point(sq, a.mover),
        None => sq.to_string(),
    };
    let who = |kind: Kind| {
        a.and_then(mover_piece)
            .unwrap_or_else(|| kind_both(kind).to_string())
    };
    match r {
        IllegalMove::NoPiece(sq) => format!("{}没有棋子", pt(*sq)),
        IllegalMove::NotYourPiece { piece, square } => format!(
            "{}的{}是{}的棋子，现在轮到{}走",
            pt(*square),
            piece.chinese_name(),
            piece.color.chinese_name(),
            (!piece.color).chinese_name()
        ),
        IllegalMove::OwnPieceOnTarget(sq) => format!("{}有己方棋子（2.3）", pt(*sq)),
        IllegalMove::WrongShape { kind, from, to } => {
            format!("{}不能从{}走到{}（2.2）", who(*kind), pt(*from), pt(*to))
        }
        IllegalMove::OutsidePalace => format!("{}不能走出九宫（2.2）", who(Kind::King)),
        IllegalMove::ElephantCrossesRiver => {
            format!("{}不能过河（2.2）", who(Kind::Elephant))
        }
        IllegalMove::HorseLegBlocked(sq) => {
            format!("蹩马腿：{}的马腿{}有子（2.2）", who(Kind::Horse), pt(*sq))
        }
        IllegalMove::ElephantEyeBlocked(sq) => format!(
            "塞象眼：{}的象眼{}有子（2.2）",
            who(Kind::Elephant),
            pt(*sq)
        ),
        IllegalMove::PathBlocked(sq) => {
            format!("{}的路线被{}的棋子挡住（2.2）", who(Kind::Rook), pt(*sq))
        }
        IllegalMove::CannonScreen { to, screens } => format!(
            "{}吃{}的子必须隔一个子（炮打隔子），现在中间有{screens}个（2.2）",
            who(Kind::Cannon),
            pt(*to)
        ),
        IllegalMove::CannonBlocked { to, at } => format!(
            "{}不吃子走到{}时路线必须畅通，{}有子挡住（2.2）",
            who(Kind::Cannon),
            pt(*to),
            pt(*at)
        ),
        IllegalMove::PawnSidewaysBeforeRiver => {
            format!("{}过河以前不能平走（2.2）", who(Kind::Pawn))
        }
        IllegalMove::PawnBackward => format!("{}不能后退（2.2）", who(Kind::Pawn)),
        IllegalMove::GeneralsFace => "走后将帅在同一路上直接对面（2.2）".to_string(),
        IllegalMove::LeavesGeneralInCheck(by) => {
            let by: Vec<String> = by.iter().map(|s| pt(*s)).collect();
            format!("走后己方将（帅）被{}将军，属送将（3.4）", by.join("、"))
        }
    }
}

impl Catalogue for Zh {
    fn filter_error(&self, e: &crate::study::FilterError) -> String {
        use crate::study::{FilterError as E, FilterExpected as X};
        match e {
            E::UnclosedQuote { at } => format!("第{}个字符：引号“\"”没有配对的另一半", at + 1),
            E::BadValue {
                at,
                key,
                value,
                expected,
            } => {
                let want = match expected {
                    X::Value => "冒号后面的值",
                    X::Result => "结果：1-0、0-1、1/2-1/2、*、红胜、黑胜或和棋",
                    X::Ecco => "ECCO编号或其范围，如 C7 或 C70-C79",
                    X::Dates => "日期，如 1990、1990.05.12 或 1990..1995",
                    X::OneDate => "至少一个日期",
                    X::OrderedRange => "起点不晚于终点的日期范围",
                };
                format!("第{}个字符：{key}:{value}，这里应是{want}", at + 1)
            }
        }
    }

    fn notation_error(&self, e: &NotationError) -> String {
        use NotationError::*;
        match e {
            Empty => "没有输入着法".to_string(),
            Unrecognized { text } => {
                format!("{}不是中文、WXF或ICCS记法的着法", quoted(text))
            }
            Syntax {
                text,
                notation,
                at,
                found,
                expected,
            } => {
                if *expected == Expected::End {
                    format!("{}：第{}个字符“{found}”是多余的", quoted(text), at + 1)
                } else {
                    format!(
                        "{}：第{}个字符“{found}”不对，这里应是{}",
                        quoted(text),
                        at + 1,
                        self.expected(*expected, *notation)
                    )
                }
            }
            Incomplete {
                text,
                notation,
                expected,
            } => format!(
                "{}不完整：还缺{}",
                quoted(text),
                self.expected(*expected, *notation)
            ),
            BadNumber {
                text,
                at,
                value,
                role,
            } => {
                let (role, range) = match role {
                    NumberRole::File => ("路数", "1–9"),
                    NumberRole::Value => ("步数或路数", "1–9"),
                    NumberRole::Ordinal => ("序号", "一–五"),
                };
                format!(
                    "{}：第{}个字符：{value}不是有效的{role}（应为{range}）",
                    quoted(text),
                    at + 1
                )
            }
            NoSuchPiece { text, piece } => format!(
                "{}：{}已经没有{}了",
                quoted(text),
                piece.color.chinese_name(),
                piece.chinese_name()
            ),
            NoPieceOnFile {
                text,
                piece,
                file,
                on_file,
                files_with_kind,
            } => {
                let color = piece.color;
                let mut s = format!(
                    "{}：{}路没有{}{}",
                    quoted(text),
                    file_label(color, *file),
                    side_short(color),
                    piece.chinese_name()
                );
                if on_file.is_empty() {
                    s.push_str(&format!("（这一路上没有{}的棋子）", color.chinese_name()));
                } else {
                    let here: Vec<String> = on_file
                        .iter()
                        .map(|(sq, p)| format!("{}{sq}", p.chinese_name()))
                        .collect();
                    s.push_str(&format!(
                        "（这一路上{}有：{}）",
                        color.chinese_name(),
                        here.join("、")
                    ));
                }
                if !files_with_kind.is_empty() {
                    s.push_str(&format!(
                        "；{}{}在{}路",
                        side_short(color),
                        piece.chinese_name(),
                        files(color, files_with_kind).join("、")
                    ));
                }
                s
            }
            NotInTandem {
                text,
                piece,
                tandem,
                file,
                count,
            } => {
                let marker = tandem_mark(*tandem);
                let color = piece.color;
                match file {
                    None => format!(
                        "{}：“{marker}”指同一路上的几个{}，但没有哪一路有两个以上的{}{}",
                        quoted(text),
                        piece.chinese_name(),
                        side_short(color),
                        piece.chinese_name()
                    ),
                    Some(f) => format!(
                        "{}：{}路有{count}个{}{}，“{marker}”对不上",
                        quoted(text),
                        file_label(color, *f),
                        side_short(color),
                        piece.chinese_name()
                    ),
                }
            }
            Ambiguous {
                text,
                piece,
                squares,
                suggestions,
            } => {
                let at: Vec<String> = squares
                    .iter()
                    .map(|sq| format!("{}（{sq}）", piece_on_file(*piece, *sq)))
                    .collect();
                let mut s = format!(
                    "{}有歧义：符合的{}{}有{}个：{}",
                    quoted(text),
                    side_short(piece.color),
                    piece.chinese_name(),
                    squares.len(),
                    at.join("、")
                );
                if !suggestions.is_empty() {
                    s.push_str(&format!("，应写作{}", suggestions.join("或")));
                }
                s
            }
            CannotMove { text, kind, action } => match (kind, action) {
                (Kind::Pawn, _) => format!("{}：兵（卒）不能后退（2.2）", quoted(text)),
                _ => format!(
                    "{}：{}只能斜走，没有“平”，进退后写到达的路数（2.2）",
                    quoted(text),
                    kind_both(*kind)
                ),
            },
            SameFile { text, piece, file } => format!(
                "{}：平走要到另一路，不能平到原来的{}路",
                quoted(text),
                file_label(piece.color, *file)
            ),
            UnreachableFile {
                text,
                piece,
                from,
                file,
                reachable,
            } => {
                let color = piece.color;
                format!(
                    "{}：{}（{}）到不了{}路，只能到{}路",
                    quoted(text),
                    piece_on_file(*piece, *from),
                    point(*from, color),
                    file_label(color, *file),
                    list_or(&files(color, reachable))
                )
            }
            OffBoard { text, piece, from } => format!(
                "{}：{}（{}）这样走会走出棋盘",
                quoted(text),
                piece_on_file(*piece, *from),
                point(*from, piece.color)
            ),
            OtherSidesNotation { text, mover, own } => {
                let other = side_short(!*mover);
                let side = side_short(*mover);
                match own {
                    Some(own) => format!(
                        "{}是{other}方的记法（{other}方用{}）；{side}方应记作{}",
                        quoted(text),
                        if *mover == Color::Red {
                            "数字和黑方棋子名"
                        } else {
                            "汉字数字和红方棋子名"
                        },
                        quoted(own)
                    ),
                    None => format!(
                        "{}是{other}方的记法，现在轮到{side}方走（红方用一至九，黑方用1至9）",
                        quoted(text)
                    ),
                }
            }
            NoMoveBegins { text } => format!("没有以{}开头的合法着法", quoted(text)),
            Illegal {
                text,
                mv,
                reason,
                mover,
                piece,
            } => {
                let attempt = IllegalAttempt {
                    mv: *mv,
                    mover: *mover,
                    piece: *piece,
                    reason: reason.clone(),
                };
                format!(
                    "{}（{mv}）不合规则：{}",
                    quoted(text),
                    self.illegal_attempt(&attempt)
                )
            }
        }
    }

    fn expected(&self, expected: Expected, notation: Notation) -> &'static str {
        match (expected, notation) {
            (Expected::Piece, Notation::Wxf) => "棋子字母（K A E H R C P）",
            (Expected::Piece, _) => "棋子名（帅仕相马车炮兵）",
            (Expected::PieceOrTandem, Notation::Wxf) => "棋子字母、+、- 或路数",
            (Expected::PieceOrTandem, _) => "棋子名或前、中、后、一至五",
            (Expected::FileOrTandem, Notation::Wxf) => "路数或 +、-",
            (Expected::FileOrTandem, _) => "路数（红一至九，黑1至9）或前、后",
            (Expected::File, _) => "路数（红一至九，黑1至9）",
            (Expected::Action, Notation::Wxf) => "+（进）、-（退）或 .（平）",
            (Expected::Action, _) => "进、退或平",
            (Expected::Value, _) => "步数或路数（1至9）",
            (Expected::Square, _) => "坐标（如 h2）",
            (Expected::End, _) => "结束",
        }
    }

    fn illegal_attempt(&self, a: &IllegalAttempt) -> String {
        reason(&a.reason, Some(a))
    }

    fn illegal_move(&self, r: &IllegalMove) -> String {
        reason(r, None)
    }

    fn point(&self, p: &PointName) -> String {
        format!("{}（{}）", p.square, point_words(p))
    }

    fn side(&self, c: Color) -> &'static str {
        c.chinese_name()
    }

    fn kind(&self, k: Kind) -> &'static str {
        kind_both(k)
    }

    fn mode(&self, m: Mode) -> &'static str {
        match m {
            Mode::Casual => "休闲",
            Mode::Practice => "练习",
            Mode::Tournament => "比赛",
        }
    }

    fn rules(&self, r: RuleSet) -> &'static str {
        match r {
            RuleSet::Cxa => "中国象棋协会规则",
            RuleSet::Folk => "民间通俗规则",
            RuleSet::Axf => "亚洲象联规则",
        }
    }

    fn outcome(&self, o: Outcome) -> &'static str {
        match o {
            Outcome::RedWins => "红胜",
            Outcome::BlackWins => "黑胜",
            Outcome::Draw => "和棋",
        }
    }

    fn end_reason(&self, r: &EndReason, outcome: Outcome) -> String {
        let a = r.article();
        let loser = outcome.loser().map(|c| self.side(c)).unwrap_or("");
        let winner = outcome.winner().map(|c| self.side(c)).unwrap_or("");
        match r {
            // The ruling's words came with it, in both languages.
            EndReason::Adjudicated(x) | EndReason::ArbiterDecision(x) => x.text.zh.clone(),
            EndReason::Checkmate => format!("{winner}将死{loser} ({a})"),
            EndReason::Stalemate => format!("{loser}被困毙 ({a})"),
            EndReason::Resignation => format!("{loser}认输 ({a})"),
            EndReason::FlagFell => format!("{loser}超时 ({a})"),
            EndReason::ClockNotPressed => format!("{loser}走棋后未按钟，超时 ({a})"),
            EndReason::ClaimPenaltyTime => format!("{loser}提和不实加计5分钟后超时 ({a})"),
            EndReason::ThreeFouls => format!("{loser}三次犯规 ({a})"),
            EndReason::TwoPressesWithoutMove => format!("{loser}两次未走棋先按钟 ({a})"),
            EndReason::SecondFalseClaim => {
                format!("{loser}在同一自然限着阶段内第二次提出自然限着和棋，审核不属实 ({a})")
            }
            EndReason::DrawAgreed => format!("双方同意和棋 ({a})"),
            EndReason::NaturalLimit => format!("符合自然限着规定，和棋 ({a}, 23.3)"),
        }
    }

    fn verdict(&self, v: &Verdict) -> String {
        format!(
            "{}：{}",
            self.outcome(v.outcome),
            self.end_reason(&v.reason, v.outcome)
        )
    }

    fn adjudication_verdict(&self, v: AdjudicatedResult) -> &'static str {
        match v {
            AdjudicatedResult::RedLoses => "红方负",
            AdjudicatedResult::BlackLoses => "黑方负",
            AdjudicatedResult::Draw => "和棋",
        }
    }

    fn move_kind(&self, k: MoveKind) -> &'static str {
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

    fn touch_duty(&self, d: &TouchDuty) -> String {
        let own = d
            .own
            .map(|(s, p)| format!("{}（{s}）", piece_on_file(p, s)))
            .unwrap_or_default();
        let theirs = d
            .theirs
            .map(|(s, p)| format!("{}{}（{s}）", p.color.chinese_name(), piece_on_file(p, s)))
            .unwrap_or_default();
        let a = d.article;
        match d.kind {
            DutyKind::MoveOwn => format!("摸子走子：必须走动{own} ({a})"),
            DutyKind::CaptureTheirs => format!("摸子吃子：必须吃掉{theirs} ({a})"),
            DutyKind::CaptureWithOwn => format!("摸子：必须用{own}吃掉{theirs} ({a})"),
        }
    }

    fn msg(&self, m: Msg) -> &'static str {
        match m {
            Msg::Red => "红方",
            Msg::Black => "黑方",
            Msg::Untimed => "不限时",
            Msg::MoveNo => "回合",
            Msg::NoMovesYet => "尚未走棋",
            Msg::HintMove => "移动",
            Msg::HintSelect => "选子/落子",
            Msg::HintUndo => "悔棋",
            Msg::HintFlip => "翻转",
            Msg::HintHelp => "帮助",
            Msg::HintQuit => "退出",
            Msg::HintResume => "继续对局",
            Msg::HintPlay => "走棋",
            Msg::HintCancel => "取消",
            Msg::HintErase => "删除",
            Msg::HintNew => "新局",
            Msg::HintChange => "更改",
            Msg::HintStart => "开始",
            Msg::HintNextField => "下一项",
            Msg::HintYes => "是",
            Msg::HintNo => "否",
            Msg::HelpTitle => "帮助 — 按键",
            Msg::HelpTyping => "输入着法",
            Msg::HelpTypingText => {
                "直接输入中文记谱（炮二平五、马8进7）、WXF（C2.5、H8+7）或坐标（h2e2：字母后跟数字即为坐标，h/a/f/d 单按仍是命令）。输入时显示预览，回车走棋。"
            }
            Msg::HelpCursor => "移动光标",
            Msg::HelpActivate => "拿起棋子 / 落子",
            Msg::HelpEnter => "落子（比赛中不拿子）",
            Msg::TouchNeedsSpace => "摸子走子：回车不拿子，按空格拿起光标处的棋子 (5.1)",
            Msg::PressFirst => "已走棋：先按 p 按钟，再输入 (6)",
            Msg::HelpCancel => "放下棋子，清空输入",
            Msg::HelpFocusInput => "输入坐标或WXF着法",
            Msg::HelpUndo => "悔棋（仅休闲模式）",
            Msg::HelpFlip => "翻转棋盘",
            Msg::HelpResign => "认输 (4.1.12)",
            Msg::HelpDraw => "提和/同意提和 (23.1)",
            Msg::HelpClaim => "提出裁决 (23.3, 24)",
            Msg::HelpPress => "走棋后按钟 (6)",
            Msg::HelpWrite => "补记着法 (7.1, 7.2)",
            Msg::HelpPause => "暂停/继续（比赛须双方同意）",
            Msg::HintPress => "按钟",
            Msg::HintWrite => "补记",
            Msg::HintRecord => "记录",
            Msg::HintLater => "稍后再记",
            Msg::HintSave => "保存",
            Msg::HelpSave => "保存 (PGN、JSON)",
            Msg::HelpNewGame => "新对局",
            Msg::HelpAscii => "字母棋子 (ASCII)",
            Msg::HelpLang => "界面语言 中文/英文",
            Msg::HelpNotation => "记谱：中文/WXF/ICCS",
            Msg::HelpTheme => "切换配色",
            Msg::HelpMouse => "鼠标走棋 开/关",
            Msg::HelpHelp => "帮助",
            Msg::HelpQuit => "退出（已自动保存）",
            Msg::HelpClose => "按任意键返回",
            Msg::ConfirmQuit => "退出？对局已保存，下次可继续。",
            Msg::ConfirmResign => "确定认输？",
            Msg::MouseOn => "鼠标走棋：开",
            Msg::MouseOff => "鼠标走棋：关",
            Msg::SelectOwnPiece => "请选择本方棋子",
            Msg::NewGameTitle => "新对局",
            Msg::FieldMode => "模式",
            Msg::FieldRules => "规则",
            Msg::FieldTime => "用时",
            Msg::FieldRed => "红方",
            Msg::FieldBlack => "黑方",
            Msg::FieldStart => "开局",
            Msg::StandardStart => "标准开局",
            Msg::ResumeTitle => "继续未完成的对局？",
            Msg::TooSmallTitle => "终端窗口太小",
            Msg::NaturalLimit => "自然限着",
            Msg::NoVerdict => "尚无判决",
            Msg::LobbyTitle => "楚河棋社 · SSH 对弈",
            Msg::LobbyOnline => "在线",
            Msg::LobbySeeks => "等待应战",
            Msg::LobbyGames => "进行中的对局（观战）",
            Msg::LobbyMine => "你未下完的对局（继续）",
            Msg::LobbyResults => "最近结果",
            Msg::LobbyNone => "无",
            Msg::LobbyGuest => "游客",
            Msg::LobbyHints => "Tab：切换栏目 · ↑↓：选择 · n：发起 · x：撤回 · q：退出",
            Msg::LobbyEnterAccept => "回车：应战所选",
            Msg::LobbyEnterWatch => "回车：观战所选对局",
            Msg::LobbyEnterResume => "回车：继续所选对局",
            Msg::LobbyEnterChallenge => "回车：向所选棋手挑战",
            Msg::LobbyNickHints => "回车：确定 · 退格：删除 · Esc：离开",
            Msg::LobbyNickPrompt => "请取一个昵称，它将与你的密钥绑定：",
            Msg::LobbyNickTaken => "这个昵称已被占用",
            Msg::LobbyNickBad => "昵称为 1–16 个字符，不含空格或控制字符，不能与游客名相混",
            Msg::SeekTitle => "发起挑战",
            Msg::SeekHints => "t：用时 · r：规则 · m：模式 · 回车：发布 · Esc：取消",
            Msg::ClubNoSeek => "该挑战已不存在",
            Msg::ClubNoGame => "该对局已不存在",
            Msg::ClubOwnSeek => "这是你自己发起的挑战",
            Msg::ClubNotForYou => "这个挑战是给别人的",
            Msg::ClubSeated => "你已在另一会话中坐在这盘棋前",
            Msg::ClubHostFailed => "对局无法开始，请看服务器日志",
            Msg::SshPtyNeeded => "chuhe 只提供终端会话：连接时请加 -t 选项",
            Msg::SshNoSaves => "SSH 会话不能保存文件；对局由服务器保存",
            Msg::ClaimMenu => "提出：1 自然限着和棋 (23.3) · 2 循环待判裁决 (24) · Esc 取消",
            Msg::ConfirmClaimNaturalLimit => "确定提出自然限着和棋？不实则犯规 (23.3)",
            Msg::ConfirmClaimRepetition => "确定请裁判裁决循环局面？ (24)",
            Msg::TakebackAsked => "已请求悔棋，等待对方答复",
            Msg::TakebackGranted => "已同意悔棋",
            Msg::TakebackDeclined => "已拒绝悔棋",
            Msg::NetworkedNoNewGame => "这是联网对局：退出（q）后才能开始新对局",
            Msg::EntryCorrect => "记录正确 ✓",
            Msg::CasualKeepsSheet => "休闲模式由程序记录着法",
            Msg::DrawAnswerHow => "d 同意 · 走棋即拒绝",
            Msg::ClockPaused => "暂停",
            Msg::SuddenDeath => "包干",
            Msg::EntryMissing => "（未记）",
            Msg::ResultLabel => "结果：",
            Msg::TimePresets => "←→ 预设",
            Msg::PanelTitle => "楚河",
            Msg::NotifyTitle => "chuhe 楚河",
            Msg::AsRecorded => "据棋谱记录 (10.1)",
            Msg::DrawAfterMove => "请先走棋：提和须在走棋之后、按钟之前 (23.1)",
            Msg::LangNow => "界面语言：中文",
            Msg::JudgeNothing => "未分胜负",
            Msg::MustVary => "须变着",
            Msg::HelpOpenFile => "打开棋谱文件",
            Msg::HelpStudyStep => "后退、前进一步",
            Msg::HelpStudyEnds => "到开局、到终局",
            Msg::HelpStudyPage => "后退、前进十步",
            Msg::HelpStudyChoose => "在分支处选择变着",
            Msg::HelpStudyLeave => "退出变着，回到分支处",
            Msg::HelpStudyGoTo => "跳到第几回合",
            Msg::HelpStudyMove => "输入着法（另走一着即添加变着）",
            Msg::HelpStudyComment => "编辑本着注释",
            Msg::HelpStudyNag => "标注本着（! ? !! ?? !? ?!）",
            Msg::HelpStudyPromote => "变着升级",
            Msg::HelpStudyDemote => "变着降级",
            Msg::HelpStudyDelete => "删除变着",
            Msg::HelpStudyUndo => "撤销上一次编辑",
            Msg::HelpStudyRedo => "重做",
            Msg::HelpStudySavePgn => "保存为 PGN（含变着、注释、标注）",
            Msg::HelpStudySaveJson => "保存为 chuhe 的 JSON",
            Msg::HelpStudyPlayFrom => "从此局面开始对局",
            Msg::HelpStudySearch => "局面检索：哪些对局到过此局面",
            Msg::HelpStudyBack => "关闭棋谱",
            Msg::HelpListMove => "上下移动、翻页、到首尾",
            Msg::HelpListOpen => "打开对局",
            Msg::HelpListSort => "按下一列排序",
            Msg::HelpListReverse => "倒序",
            Msg::HelpListErase => "删去筛选的一个字",
            Msg::HelpListBack => "清除筛选或返回",
            Msg::HelpPickerOpen => "打开文件或进入文件夹",
            Msg::HelpPickerUp => "上一级文件夹",
            Msg::HelpPickerSaves => "存档文件夹",
            Msg::StudyHintStep => "走",
            Msg::StudyHintVariation => "变着",
            Msg::StudyHintComment => "注释",
            Msg::StudyHintBack => "返回",
            Msg::HintOpen => "打开",
            Msg::HintSort => "排序",
            Msg::HintSavesDir => "存档",
            Msg::HintParentDir => "上一级",
            Msg::ColNumber => "序号",
            Msg::ColDate => "日期",
            Msg::ColEvent => "赛事",
            Msg::ColResult => "结果",
            Msg::ColOpening => "开局",
            Msg::ColMoves => "回合",
            Msg::ListFilter => "筛选：",
            Msg::DictTitle => "听写",
            Msg::DictSummaryTitle => "听写结果",
            Msg::DictMistakeKinds => "错误类型",
            Msg::DictNoMistakes => "全部正确",
            Msg::DictWatchNext => "看棋：按空格走下一着",
            Msg::DictEmpty => "这局棋没有着法可以听写",
            Msg::DictSidesRed => "只记红方",
            Msg::DictSidesBlack => "只记黑方",
            Msg::DictSidesBoth => "双方都记",
            Msg::DictAbbreviatedOn => "接受简式记录 (7.5)",
            Msg::DictOnKey => "按键走下一着",
            Msg::MistakePiece => "棋子",
            Msg::MistakeFile => "纵线数字",
            Msg::MistakeAction => "进退平",
            Msg::MistakeNumber => "步数或到达纵线",
            Msg::MistakeTandem => "前后中与兵序",
            Msg::MistakeDigitStyle => "数字写法",
            Msg::MistakeAbbreviated => "简式记录",
            Msg::MistakeUnreadable => "无法识别",
            Msg::MistakeMissed => "未记录",
            Msg::HintDictMark => "判分",
            Msg::HintDictNext => "下一着",
            Msg::HintDictSkip => "跳过",
            Msg::HintDictAgain => "重来",
            Msg::EditorTitle => "摆棋",
            Msg::EditorValid => "局面合法",
            Msg::EditorPieceKeys => "放子：K帅 A仕 B相 N马 R车 C炮 P兵，小写为黑方",
            Msg::HintEditorPut => "放子",
            Msg::HintEditorRemove => "移除",
            Msg::HintEditorSide => "换走方",
            Msg::HintEditorClear => "清空",
            Msg::HintEditorOpening => "初始局面",
            Msg::HintEditorPlay => "对弈",
            Msg::HintEditorStudy => "研究",
            Msg::HintEditorBrush => "笔刷",
            Msg::HelpEditPosition => "摆棋（从当前局面开始）",
            Msg::HelpDictate => "听写本局（无着法时听写最新存档）",
            Msg::ConfirmQuitOnly => "退出？",
            Msg::ListNoGames => "没有符合筛选的对局",
            Msg::ListConfirmQuit => "退出？(y/n)",
            Msg::StudyNoCollection => "局面检索需要打开棋谱集",
            Msg::StudyNoBranch => "此处没有变着",
            Msg::StudyOnMainLine => "已在主线上",
            Msg::StudyMovePrompt => "着法：",
            Msg::StudyGoToPrompt => "跳到第几回合：",
            Msg::StudyCommentPrompt => "注释：",
            Msg::StudyNagPrompt => "标注：1 !  2 ?  3 !!  4 ??  5 !?  6 ?!  0 清除",
            Msg::StudyConfirmClose => "有未保存的注解，仍然关闭？(y/n)",
            Msg::PickerNoSaves => "还没有存档文件夹",
            Msg::EngineThinking => "此方由引擎执子，请等候其着法",
            Msg::TourPairings => "对阵",
            Msg::TourStandings => "名次",
            Msg::TourCrossTable => "交叉表",
            Msg::TourNoRounds => "尚未编排任何一轮",
            Msg::TourWithdrawInStandings => "请在名次表中选择要退赛的棋手",
            Msg::HelpTourView => "切换：对阵、名次、交叉表",
            Msg::HelpTourRound => "上一轮、下一轮",
            Msg::HelpTourMove => "选择台次或棋手",
            Msg::HelpTourPair => "编排下一轮",
            Msg::HelpTourPlay => "在本机对弈所选台次",
            Msg::HelpTourRedWins => "记录结果：红胜 1-0",
            Msg::HelpTourBlackWins => "记录结果：黑胜 0-1",
            Msg::HelpTourDraw => "记录结果：和棋 1/2-1/2",
            Msg::HelpTourRedForfeit => "记录结果：黑方弃权，红方不战而胜 +- (21.4)",
            Msg::HelpTourBlackForfeit => "记录结果：红方弃权，黑方不战而胜 -+ (21.4)",
            Msg::HelpTourWithdraw => "所选棋手退出比赛 (20)",
            Msg::HelpTourBack => "关闭赛事",
            Msg::HintTourPlay => "对弈",
            Msg::HintTourPair => "编排",
            Msg::HintTourResult => "红胜",
            Msg::HintTourView => "切换",
            Msg::HintTourWithdraw => "退赛",
            Msg::TourRoundRobin => "循环制",
            Msg::TourDoubleRoundRobin => "双循环制",
            Msg::TourSwiss => "积分编排制",
            Msg::TourKnockout => "淘汰制",
            Msg::TourDoubleElimination => "双败淘汰制",
            Msg::SanctionWordWarning => "警告",
            Msg::SanctionWordDisqualify => "取消资格",
            Msg::ServeStopped => "赛事服务已停止",
            Msg::ServeNoAnswer => "赛事服务没有回应",
            // (hint, analysis)
            Msg::HelpHint => "提示一着（记入棋谱）",
            Msg::HelpAnalysis => "打开/关闭分析栏",
            Msg::HelpStudyMarked => "上一个/下一个标注的着法（?、??、!）",
            Msg::AnalysisForbidden => "比赛对局中棋手不得使用分析（8.3）",
            Msg::AnalysisThinking => "分析：思考中……",
            Msg::AnalysisNoMove => "分析：此局面无着可走",
            Msg::AnalysisLegend => "红方视角：兵值 · 红胜率",
            Msg::HintMoveForbidden => "比赛对局不得使用提示：禁止参考任何资料（8.3）",
            Msg::HintMoveGameOver => "对局已结束，没有提示",
            Msg::HintMoveNotYourTurn => "提示只给轮到走棋的一方",
            Msg::HintMoveThinking => "提示：引擎思考中……",
            Msg::StudyNoMarked => "这个方向没有标注的着法",
            Msg::StudyScoreGraph => "形势",
            Msg::StudyRestorePrompt => "恢复未保存的注释？(y 恢复 / n 丢弃)",
            Msg::HelpStudyDictate => "听写这局棋谱",
            Msg::KeySpace => "空格",
            Msg::KeyEnter => "回车",
            Msg::KeyBackspace => "退格",
            Msg::KeyDelete => "删除",
            Msg::KeyHome => "起始",
            Msg::KeyEnd => "结尾",
            Msg::KeyPageUp => "上页",
            Msg::KeyPageDown => "下页",
            Msg::TourGroupedRoundRobin => "分组循环制",
            Msg::TnewTitle => "新建赛事",
            Msg::TnewName => "名称",
            Msg::TnewFile => "文件",
            Msg::TnewSystem => "赛制",
            Msg::TnewRounds => "轮数",
            Msg::TnewMatchGames => "每场局数",
            Msg::TnewGroups => "组数",
            Msg::TnewAdvance => "每组出线",
            Msg::TnewScoring => "计分",
            Msg::TnewRules => "规则",
            Msg::TnewTime => "用时",
            Msg::TnewMode => "模式",
            Msg::TnewPlayer => "棋手",
            Msg::TnewRating => "等级分",
            Msg::TnewAuto => "自动",
            Msg::TnewNoPlayers => "尚无棋手：输入姓名（和等级分）后按回车",
            Msg::TnewEmptyName => "请先输入棋手姓名",
            Msg::TnewDiscardAsk => "不建赛事就离开？(y/n)",
            Msg::HelpTnewField => "下一项 / 上一项",
            Msg::HelpTnewChoice => "更改选项（用时：预设）",
            Msg::HelpTnewAdd => {
                "加入输入的棋手（在棋手或等级分栏）；团体赛写“队名：姓名”（第12条）"
            }
            Msg::HelpTnewCreate => "建立赛事文件并打开",
            Msg::HelpTnewErase => "删除一个字",
            Msg::HelpTnewCancel => "不建赛事，离开",
            Msg::HelpTnewRow => "在名单中选择棋手",
            Msg::HelpTnewSeed => "棋手种子顺序上移 / 下移一位",
            Msg::HelpTnewRemove => "删除该棋手",
            Msg::HintTnewAdd => "加入",
            Msg::HintTnewCreate => "建立",
            Msg::HintTnewSeed => "种子",
            Msg::HintTnewRemove => "删除",
            Msg::HelpTourAdd => "增加棋手（赛制允许时的补报）",
            Msg::HelpTourNew => "新建赛事",
            Msg::HintTourAdd => "增加",
            Msg::TourAddPrompt => "增加棋手：姓名，或 姓名:等级分；回车加入，Esc 取消",
            Msg::HelpPickerNewEvent => "在此文件夹新建赛事",
            Msg::HelpArbPause => "暂停或恢复计时 (17.4)",
            Msg::HelpArbClock => "调整一方棋钟 (22.4)",
            Msg::HelpArbRule => "裁定申请：自然限着 (23.3)、待判局面 (24)",
            Msg::HelpArbDraw => "循环反复三次仍在延续，判和 (23.2)",
            Msg::HelpArbFoul => "记录犯规或处分 (9, 18)",
            Msg::HelpArbEnd => "裁定结果，结束对局 (17.4)",
            Msg::HelpArbFlip => "翻转棋盘",
            Msg::HelpArbQuit => "离开裁判席（对局由主机保存）",
            Msg::HintArbPause => "暂停",
            Msg::HintArbResume => "恢复",
            Msg::HintArbClock => "调钟",
            Msg::HintArbRule => "裁定",
            Msg::HintArbDraw => "判和",
            Msg::HintArbFoul => "犯规",
            Msg::HintArbEnd => "终局",
            Msg::HintArbSend => "发出",
            Msg::ArbFieldSide => "棋方",
            Msg::ArbFieldTime => "剩余时间",
            Msg::ArbFieldClaim => "申请",
            Msg::ArbFieldClaimant => "申请方",
            Msg::ArbFieldKind => "类别",
            Msg::ArbFieldNote => "说明",
            Msg::ArbFieldResult => "结果",
            Msg::ArbFieldReason => "理由",
            Msg::ArbTitleClock => "调整棋钟 (22.4)",
            Msg::ArbTitleRule => "裁定申请",
            Msg::ArbTitleFoul => "犯规或处分",
            Msg::ArbTitleEnd => "裁定终局",
            Msg::ArbClaimNatural => "自然限着 (23.3)",
            Msg::ArbClaimPending => "待判局面 (24)",
            Msg::ArbOwnAudit => "无（裁判自行审核）",
            Msg::ArbSanctionWarning => "警告 (18.1)",
            Msg::ArbSanctionDisqualify => "取消当场比赛资格 (18.2)",
            Msg::ArbResultRed => "1-0 红胜",
            Msg::ArbResultBlack => "0-1 黑胜",
            Msg::ArbResultDraw => "½-½ 和棋",
            Msg::ArbBadTime => "剩余时间请写成 分:秒、时:分:秒 或秒数",
            Msg::ArbNoReason => "请写明裁定的理由",
            Msg::ArbNoClaims => "无待裁申请",
        }
    }

    fn ui(&self, t: &UiText) -> String {
        match t {
            UiText::TooSmall { w, h, min_w, min_h } => {
                // One clause a line, so a narrow window breaks between clauses.
                format!(
                    "当前 {w}×{h}，\n至少需要 {min_w}×{min_h}，\n完整棋盘需 80×24，\n请放大窗口。"
                )
            }
            UiText::ToMove(c) => format!("{}走棋", self.side(*c)),
            UiText::NaturalCount { moves, limit } => format!("未吃子{moves}/{limit}"),
            UiText::SavedTo(path) => format!("已保存到 {path}"),
            UiText::ThemeNow(name) => format!("配色：{name}"),
            UiText::LobbyWelcome(nick) => format!("欢迎，{nick}"),
            UiText::LobbyChallenge { from, to } => format!("{from} 向 {to} 挑战"),
            UiText::NotationNow(n) => match n {
                Notation::Chinese => "记谱：中文".into(),
                Notation::Wxf => "记谱：WXF".into(),
                Notation::Iccs => "记谱：ICCS 坐标".into(),
            },
            UiText::TypingHint(side) => {
                let (chinese, wxf, iccs) = super::typing_examples(*side);
                format!("输入着法：{chinese} · {wxf} · {iccs}")
            }
            UiText::TypingHintShort => "输入着法".to_string(),
            UiText::GamePaused { key } => format!("对局暂停中，按 {key} 继续"),
            UiText::DrawAccept(by) => format!("{}同意和棋？", self.side(*by)),
            UiText::DrawOffer(by) => format!("{}提和？", self.side(*by)),
            UiText::PauseAsk { by, paused } => {
                let other = self.side(!*by);
                let by = self.side(*by);
                match paused {
                    false => format!("{by}提议暂停计时：{other}同意？"),
                    true => format!("{by}提议继续计时：{other}同意？"),
                }
            }
            UiText::Foul { by, count, what } => {
                format!("{}犯规（第{count}次）：{}", self.side(*by), what.zh)
            }
            UiText::DrawDeclinedByMove(by) => format!("{}走棋，即拒绝提和 (23.1)", self.side(*by)),
            UiText::SheetComplete(owner) => format!("{}的记录没有缺漏", self.side(*owner)),
            UiText::PreviousGameKept(path) => format!("先前的对局已保存到 {path}"),
            UiText::UnfinishedKept(path) => format!("上次未完成的对局已保存到 {path}"),
            UiText::SaveFailed(why) => format!("保存失败：{why}"),
            UiText::SavedResumeLater(path) => {
                format!("对局已保存（{path}）。再次运行 chuhe 即可继续。")
            }
            UiText::Greeting { seat, game, host } => match seat {
                Some(c) => format!("你执{}，对局 {game}（主机：{host}）", self.side(*c)),
                None => format!("观战：对局 {game}（主机：{host}）"),
            },
            UiText::TakebackAsks(by) => format!("{}请求悔棋，是否同意？", self.side(*by)),
            UiText::ResumeGame { red, black, moves } => {
                format!("继续未完成的对局？{red} 对 {black}，已走 {moves} 回合")
            }
            UiText::MovedPressClock(side) => format!("{}已走棋，按 p 按钟", self.side(*side)),
            UiText::RecordsMove { owner, round } => {
                format!("{}记录第{round}回合", self.side(*owner))
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
                let whose = whose.map(|c| self.side(c)).unwrap_or("");
                format!("{whose}记录 ✓{right} ✗{wrong} 漏{missing}")
            }
            UiText::BadTimeControl(why) => {
                format!("用时设定有误（如 6.1、15m+10s、10m、不计时）：{why}")
            }
            UiText::BadStartFen(why) => format!("开局局面 (FEN) 有误：{why}"),
            UiText::FlagFell(c) => format!("{}超时 (22)", self.side(*c)),
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
            UiText::DictRound { side, round } => format!("{}第{round}回合", self.side(*side)),
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
                    Some(b) => format!(
                        "累计 {sessions} 次，共 {entries} 着，正确率 {now}（本次之前 {b}%）"
                    ),
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
            UiText::EditorInvalid(e) => position_error(e),
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
            UiText::ServeLate(c) => format!("{}迟到超过规定时限，判负 (21.1)", self.side(*c)),
            UiText::ServeEvent(why) => format!("赛事：{why}"),
            UiText::OpponentToMove(c) => format!("{}走棋（对手），请等待", self.side(*c)),
            UiText::YouToMove(c) => format!("{}走棋（轮到你）", self.side(*c)),
            UiText::TypeOnYourTurn(side) => {
                let (chinese, wxf, iccs) = super::typing_examples(*side);
                format!("对手走完后输入你的着法：{chinese} · {wxf} · {iccs}")
            }
            UiText::TypeOnYourTurnShort => "对手走完后输入你的着法".to_string(),
            UiText::WatchingToMove(c) => format!("观战中：{}走棋", self.side(*c)),
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
                self.side(*by),
                if *natural {
                    "自然限着 (23.3)"
                } else {
                    "裁定待判局面 (24)"
                }
            ),
        }
    }

    fn match_error(&self, e: &MatchError) -> String {
        match e {
            MatchError::GameOver(v) => format!("对局已结束：{}", self.verdict(v)),
            MatchError::Paused => "对局暂停中".into(),
            MatchError::NotPaused => "对局未暂停".into(),
            MatchError::NotYourTurn { to_move } => format!("轮到{}走棋 (2.1)", self.side(*to_move)),
            MatchError::PressTheClock => "已走棋，请按钟 (6)".into(),
            MatchError::OpponentHasNotPressed { mover } => {
                format!("{}走棋后尚未按钟 (6)", self.side(*mover))
            }
            MatchError::ClockNotRunning => "你的棋钟没有走，按钟无效 (6)".into(),
            MatchError::PressedAutomatically => "本模式走棋后自动按钟".into(),
            MatchError::MoveBeforePressing => "须走棋后方可按钟 (6)".into(),
            // The reason cites its article already.
            MatchError::Illegal(a) => format!("不合规则的着法：{}", self.illegal_attempt(a)),
            MatchError::TouchMove(o) => o.text.zh.clone(),
            MatchError::CompleteScoresheetFirst { plies } => {
                let list: Vec<String> = plies.iter().map(|p| (p + 1).to_string()).collect();
                format!(
                    "进入下一时限，须先补全漏记着法（第{}着）方可行棋 (7.2)",
                    list.join("、")
                )
            }
            MatchError::DrawOffer(r) => r.text().zh,
            MatchError::NoDrawOffer => "没有待答复的提和".into(),
            MatchError::OwnDrawOffer => "不能答复自己的提和，提和不得撤回 (23.1)".into(),
            MatchError::NotOnOwnTime => "只能在自己的走棋时间内提出 (8.5)".into(),
            MatchError::UndoNotAllowed { mode } => {
                format!("{}模式不得悔棋：落子生根 (5.7)", self.mode(*mode))
            }
            MatchError::NothingToUndo => "没有可悔的着法".into(),
            MatchError::PauseNotAllowed => "比赛中只有裁判可以停钟 (9.1.2)".into(),
            MatchError::NoSuchPly { ply, plies } => {
                format!("第{}着尚未走出（已走{plies}着）", ply + 1)
            }
            MatchError::NotRecording => "本模式由程序记录着法".into(),
            MatchError::Remote(t) => t.zh.clone(),
            MatchError::ClockUntimed => "本局不计时，没有棋钟可调 (22.4)".into(),
            MatchError::NoCycle { explanation } => format!("不能判和 (23.2)：{}", explanation.zh),
        }
    }

    fn offer_refusal(&self, r: OfferRefusal) -> &'static str {
        match r {
            OfferRefusal::NotAfterOwnMove => "只能在自己走棋后提和",
            OfferRefusal::AfterPress => "提和须在按钟之前",
            OfferRefusal::TooEarly => "25回合（含）内不得提和 (2011 规则 4.3)",
            OfferRefusal::AlreadyPending => "已有提和待答复",
            OfferRefusal::Consecutive => "提和必须轮流进行，提和被拒后不得连续提和",
        }
    }

    fn foul_kind(&self, k: FoulKind) -> &'static str {
        match k {
            FoulKind::Distraction => "在对方走棋时间内干扰对方",
            FoulKind::ClockInterference => "擅停、擅开棋钟",
            FoulKind::RepeatedDrawOffer => "提和被拒后连续提和",
            FoulKind::FalseNaturalLimitClaim => "提出自然限着和棋，经审核不属实",
            FoulKind::TouchedImmovablePiece => "摸触了己方不可能走动的棋子",
            FoulKind::TouchedUncapturablePiece => "摸触了对方的棋子，而己方的任何棋子都无法吃掉它",
            FoulKind::RecordingLapse => "连续漏记4着",
            FoulKind::Conduct => "违反棋手须知",
        }
    }

    fn fouls(&self, list: &[Foul]) -> String {
        if list.is_empty() {
            return "无".into();
        }
        let items: Vec<String> = list.iter().map(|f| f.kind.text().zh).collect();
        format!("{}次：{}", list.len(), items.join("；"))
    }

    fn note(&self, n: &Note) -> String {
        match n {
            Note::Paused => "对局暂停".into(),
            Note::InCheck(c) => format!("{}被将军", self.side(*c)),
            Note::PressTheClock(c) => format!("{}已走棋，请按钟 (6)", self.side(*c)),
            Note::CompleteEntriesFirst { side, count } => {
                format!("{}须先补记{count}着方可行棋 (7.2)", self.side(*side))
            }
            Note::RecordingMayWait(c) => {
                format!("{}所剩时间不足3分钟，可暂缓记录 (7.2)", self.side(*c))
            }
            Note::NaturalLimitReached { moves } => {
                format!("已连续{moves}回合未吃子，可提出自然限着和棋 (4.2.4, 23.3)")
            }
            Note::NaturalLimitNear { moves, limit } => {
                format!("自然限着：已连续{moves}回合未吃子（限{limit}回合） (4.2.4)")
            }
            Note::DrawOffered(c) => format!("{}提和 (23.1)", self.side(*c)),
            Note::EntryNamesAnother { read, played } => {
                format!("记录为{read}，实际着法是{played} (7.1)")
            }
            Note::EntryUnreadable(e) => {
                format!("{}；请用中文记谱，完整或简写 (7.5)", self.notation_error(e))
            }
            Note::EntryNoSuchMove { why, played } => {
                format!("{}；实际着法是{played} (7.1)", self.notation_error(why))
            }
            Note::NotPending { count } => {
                format!("此局面只出现{count}次，循环反复三次才成待判局面 (24)")
            }
            Note::NaturalLimitClaim {
                upheld: true,
                moves,
                ..
            } => format!("已连续{moves}回合未吃子，符合自然限着 (4.2.4, 23.3)"),
            Note::NaturalLimitClaim {
                upheld: false,
                moves,
                limit,
            } => format!("连续未吃子仅{moves}回合，未满{limit}回合 (23.3)"),
            Note::NaturalLimitClaimCounted {
                upheld: true,
                moves,
                ..
            } => format!("已计{moves}回合未吃子，符合自然限着 (4.2.4, 23.3)"),
            Note::NaturalLimitClaimCounted {
                upheld: false,
                moves,
                limit,
                excluded: 0,
            } => format!("只计得{moves}回合未吃子，未满{limit}回合 (23.3)"),
            Note::NaturalLimitClaimCounted {
                upheld: false,
                moves,
                limit,
                excluded,
            } => format!(
                "只计得{moves}回合（提和方超过10次的将军不计，除去{excluded}回合），未满{limit}回合 (23.3)"
            ),
            Note::PressedBeforeMoving => "未走棋先按钟，再犯判负 (4.1.9)".into(),
        }
    }

    fn time_control(&self, tc: &TimeControl) -> String {
        if tc.is_untimed() {
            return "不计时".into();
        }
        let n = tc.periods().len();
        let parts: Vec<String> = tc
            .periods()
            .iter()
            .enumerate()
            .map(|(i, p)| {
                let t = zh_duration(p.time);
                match p.moves {
                    Some(m) if i + 1 == n => format!("每{t}走满{m}着"),
                    Some(m) => format!("{t}内走满{m}着"),
                    None if i == 0 => format!("每方{t}包干"),
                    None => format!("余下着法{t}包干"),
                }
            })
            .collect();
        let mut s = parts.join("，以后");
        match tc.bonus() {
            Bonus::Increment(d) => s += &format!("，每着加{}", zh_duration(d)),
            Bonus::Delay(d) => s += &format!("，每着延时{}", zh_duration(d)),
            Bonus::None => {}
        }
        s
    }

    fn result_sheet(&self, s: &ResultSheet) -> String {
        let mut out = vec!["对局结果 (10.1)".to_string()];
        // A side without a name is not named twice ("红方：红方"); with no names at
        // all the line is left out (the lines below name the sides).
        // The line is there when a side has a name; beside it an unknown name is a
        // dash, so that the line still reads as two entries.
        let name = |c: Color, n: &str| match n.trim() {
            "" => format!("{}：—", self.side(c)),
            n => format!("{}：{n}", self.side(c)),
        };
        if !(s.red.trim().is_empty() && s.black.trim().is_empty()) {
            out.push(format!(
                "{}   {}",
                name(Color::Red, &s.red),
                name(Color::Black, &s.black)
            ));
        }
        out.push(format!(
            "{}{} {} — {}",
            self.msg(Msg::ResultLabel),
            self.outcome(s.verdict.outcome),
            s.verdict.outcome.pgn(),
            self.end_reason(&s.verdict.reason, s.verdict.outcome)
        ));
        out.push(format!("回合：{}（{}着）", s.moves, s.plies));
        let per_side = |label: &str, value: &dyn Fn(Color) -> String| {
            format!(
                "{label}{} {}   {} {}",
                self.side(Color::Red),
                value(Color::Red),
                self.side(Color::Black),
                value(Color::Black)
            )
        };
        out.push(per_side("用时：", &|c| {
            clock_text(s.time_used[c.index()])
        }));
        out.push(per_side("犯规：", &|c| self.fouls(&s.fouls[c.index()])));
        if s.presses_without_move.iter().any(|&n| n > 0) {
            out.push(per_side("未走棋先按钟 (4.1.9)：", &|c| {
                s.presses_without_move[c.index()].to_string()
            }));
        }
        if s.mode != Mode::Casual {
            out.push(per_side("记录 (7)：", &|c| {
                let (m, w) = (s.entries_missing[c.index()], s.entries_wrong[c.index()]);
                format!("漏记{m} 错记{w}")
            }));
        }
        out.push(format!(
            "规则：{}   模式：{}",
            self.rules(s.rules),
            self.mode(s.mode)
        ));
        // Not "计时：不计时": an untimed game has no time limit.
        out.push(match s.time_control.is_untimed() {
            true => "时限：无".to_string(),
            false => format!("时限：{}", self.time_control(&s.time_control)),
        });
        out.push(format!("FEN: {}", s.final_fen));
        out.join("\n")
    }

    fn net(&self, t: &NetText) -> String {
        match t {
            NetText::HostFull => "主机连接数已满".into(),
            NetText::TooManyPending => "同一来源尚未问候的连接过多：最早的一个已被关闭".into(),
            NetText::HelloTimeout => "连接后没有及时发送问候消息".into(),
            NetText::IdleTimeout => "没有在时限内收到完整的消息".into(),
            NetText::TooLong { limit } => format!("消息过长（上限{limit}字节）"),
            NetText::NotUtf8 => "消息不是UTF-8文本".into(),
            NetText::HelloFirst => "第一条消息必须是问候消息（hello）".into(),
            NetText::AlreadyGreeted => "这个连接已经问候过：问候消息只能发送一次".into(),
            NetText::WrongCode => "对局码错误".into(),
            NetText::TokenFormat => "座位凭证格式错误：应为32位十六进制数字".into(),
            NetText::TokenOpensNoSeat => "座位凭证无效：它不属于这盘棋的任何一方".into(),
            NetText::SeatMismatch { asked, holds } => format!(
                "座位凭证属于{}，而你要求坐{}：请去掉座位要求，或使用{}的凭证",
                self.side(*holds),
                self.side(*asked),
                self.side(*asked)
            ),
            NetText::SeatTaken { asked, free } => format!(
                "{}的座位已有人，{}的座位空着",
                self.side(*asked),
                self.side(*free)
            ),
            NetText::BothSeatsTaken => "双方座位都已有人；可以观战：chuhe watch 加上对局码".into(),
            NetText::NoToken => "主机无法生成座位凭证".into(),
            NetText::SpectatorsFull { watching } => format!("观众已满（{watching}人）"),
            NetText::RateLimited => "消息过于频繁".into(),
            NetText::Replaced => "你的座位已从另一个连接接管".into(),
            NetText::Closing => "主机已关闭；对局已保存，主机恢复后可重新连接".into(),
            NetText::NotTheArbiter => "裁判凭证无效：只有本局裁判可以坐裁判席 (17)".into(),
            NetText::NotPairedHere { name } => {
                format!("本台的座位留给本轮编排的棋手，“{name}”不在本台")
            }
            NetText::ConnectFailed { endpoint } => format!("无法连接到对局（{endpoint}）"),
            NetText::NoAnswer => "主机没有及时回应".into(),
            NetText::LinkBroken => "与主机的连接中断".into(),
            NetText::Unreadable { .. } => "主机发来无法识别的消息".into(),
            NetText::LinkClosed => "与主机的连接已关闭".into(),
            NetText::HostClosed => "主机关闭了连接".into(),
            NetText::CannotWrite => "无法向主机发送消息".into(),
            NetText::HostSilent => "主机不再回应".into(),
            // The system's own words are English: the Chinese says what happened.
            NetText::ConnectionError { .. } => "连接出错".into(),
            NetText::OutOfStep { .. } => "与主机不同步，重新取得整盘对局".into(),
            NetText::OutOfStepShort { .. } => "与主机不同步".into(),
            NetText::LostForGood { why } => format!("与主机的连接已断开：{}", why.zh),
            NetText::Reconnecting { why } => {
                format!("与主机的连接中断，正在重新连接…（{}）", why.zh)
            }
            NetText::Reconnected => "已重新连上主机".into(),
            NetText::Arrived { color, name, back } => {
                let who = if name.is_empty() {
                    self.side(*color).to_string()
                } else {
                    format!("{}（{name}）", self.side(*color))
                };
                if *back {
                    format!("{who}已重新连接")
                } else {
                    format!("{who}已加入对局")
                }
            }
            NetText::WaitingForOpponent { join } => format!("等待对手加入：{join}"),
            NetText::TakebackPending { by } => format!(
                "{}请求悔棋，等待{}答复（y 同意，n 拒绝）",
                self.side(*by),
                self.side(!*by)
            ),
            NetText::Absent { who, paused: true } => {
                format!("{}已断线，棋钟已停，等待重新连接", self.sides_list(who))
            }
            NetText::Absent { who, paused: false } => {
                format!("{}已断线，其棋钟继续走", self.sides_list(who))
            }
            NetText::StoppedFor { who } => {
                format!("主机已停钟，等待{}重新连接", self.sides_list(who))
            }
            NetText::FieldTooLong { field, chars, max } => format!(
                "消息不合要求：{}有{chars}个字符，最多{max}个",
                net_field(*field)
            ),
            NetText::FieldControl { field, code, at } => format!(
                "消息不合要求：{}的第{at}个字符是控制字符（U+{code:04X}）",
                net_field(*field)
            ),
            NetText::NotProtocol { .. } => "无法识别的消息：不是本协议的消息".into(),
            NetText::VersionMismatch {
                software,
                ours,
                theirs: Some(v),
            } => format!(
                "协议版本不符：主机（{software}）使用第{ours}版，客户端使用第{v}版。请双方使用同一版本的 chuhe。"
            ),
            NetText::VersionMismatch {
                software,
                ours,
                theirs: None,
            } => format!("协议版本不符：主机（{software}）使用第{ours}版，客户端未给出版本"),
            NetText::Watching => "观战中：观众不能操作对局".into(),
            NetText::SpectatorsCannotAct => "观众不能操作对局".into(),
            NetText::NotStarted => "对手尚未加入，对局还没有开始".into(),
            NetText::NoEvent => "这盘棋不属于任何赛事".into(),
            NetText::OnlyTheArbiter => "只有本局裁判可以这样做 (17)".into(),
            NetText::ArbiterDoesNotPlay => "裁判不走棋".into(),
            NetText::NoTakebackAsked => "对方没有提出悔棋请求".into(),
            NetText::TakebackDeclinedBy { by } => format!("{}拒绝悔棋", self.side(*by)),
        }
    }

    fn arbiter_action(&self, a: &ArbiterAction) -> String {
        let art = a.article();
        let said = match a {
            ArbiterAction::Pause => format!("暂停计时 ({art})"),
            ArbiterAction::Resume => format!("恢复计时 ({art})"),
            ArbiterAction::Foul { player, kind } => {
                let what = match kind.text().zh {
                    t if t.contains('(') => t,
                    t => format!("{t} ({})", kind.article()),
                };
                format!("判{}犯规：{what}", self.side(*player))
            }
            ArbiterAction::Declare { verdict } => {
                format!("裁定对局结束：{}", self.verdict(verdict))
            }
            ArbiterAction::SetClock { player, remaining } => format!(
                "棋钟故障，{}的棋钟调整为剩余{} ({art})",
                self.side(*player),
                clock_text(*remaining)
            ),
            ArbiterAction::RuleNaturalLimit { claimant: Some(c) } => {
                format!("审核{}提出的自然限着 ({art})", self.side(*c))
            }
            ArbiterAction::RuleNaturalLimit { claimant: None } => {
                format!("裁判审核自然限着 ({art})")
            }
            ArbiterAction::RulePending { claimant: Some(c) } => {
                format!("应{}要求裁定待判局面 ({art})", self.side(*c))
            }
            ArbiterAction::RulePending { claimant: None } => format!("裁定待判局面 ({art})"),
            ArbiterAction::ChargeLateness { player, late } => format!(
                "双方迟到，扣除{}迟到时间{} ({art})",
                self.side(*player),
                clock_text(*late)
            ),
            ArbiterAction::CycleDraw => {
                format!("循环反复已达三次仍在延续，双方虽未提和，裁判判和 ({art})")
            }
            ArbiterAction::Sanction {
                player,
                sanction,
                note,
            } => {
                let what = match sanction {
                    Sanction::Warning => "警告",
                    Sanction::Disqualification => "取消当场比赛资格",
                };
                let note = if note.is_empty() {
                    String::new()
                } else {
                    format!("：{note}")
                };
                format!("给予{}“{what}”处分 ({art}){note}", self.side(*player))
            }
        };
        format!("裁判：{said}")
    }

    fn citation(&self, c: Citation) -> String {
        let a = c.articles;
        match c.book {
            Book::Main => a.to_string(),
            Book::Cxa2011 => format!("2011 规则 {a}"),
            Book::Folk => format!("民间规则 {a}"),
            Book::Axf if a.is_empty() => "AXF".to_string(),
            Book::Axf => format!("AXF {a}"),
        }
    }

    fn conduct(&self, c: Conduct) -> String {
        match c {
            Conduct::Allowed => "着法允许".to_string(),
            Conduct::PerpetualCheck => "长将".to_string(),
            Conduct::PerpetualMateThreat => "长杀".to_string(),
            Conduct::PerpetualChase(set) => format!("长捉{}", adj_pieces(set)),
            Conduct::PerpetualAttack => "长打（将、杀、捉交替）".to_string(),
        }
    }

    fn adjudication_reason(&self, r: &AdjudicatedEnd) -> String {
        let art = self.citation(r.cites());
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
            AdjudicatedEnd::Repetition(rr) => self.repetition_verdict(rr),
            AdjudicatedEnd::OrderIgnored(rr) => {
                let Some(loser) = rr.verdict.loser() else {
                    return self.repetition_verdict(rr);
                };
                let art = self.citation(rr.cites());
                if rr.ground == Ground::EarlyRepetition {
                    return format!(
                        "25回合内不得循环作和，红方被令变着后再重复一次循环，判负 ({art})"
                    );
                }
                let did = self.conduct(rr.conduct(loser));
                format!(
                    "{}{did}，被令变着后再重复一次循环，判负 ({art})",
                    loser.chinese_name()
                )
            }
            AdjudicatedEnd::RepetitionContinued(rr) => format!(
                "{}：循环反复已达三次仍在延续，不变作和，裁判判和 ({art})",
                self.both_conducts(rr)
            ),
        }
    }

    fn repetition_order(&self, o: &Order) -> String {
        let r = &o.ruling;
        let art = self.citation(r.cites());
        if r.ground == Ground::EarlyRepetition {
            return format!(
                "待判局面：25回合内形成不变作和的循环，由红方立即变着，若再重复一次循环即判负 ({art})"
            );
        }
        format!(
            "待判局面：{}。{}犯禁，必须立即变着，若再重复一次循环即判负 ({art})",
            self.both_conducts(r),
            o.side.chinese_name()
        )
    }

    fn repetition_warning(&self, w: &Warning) -> String {
        let r = &w.ruling;
        let art = self.citation(r.cites());
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
                let did = self.conduct(r.conduct(loser));
                if two_steps {
                    format!(
                        "{head}：若{name}继续{did}，再重复即成待判局面，{name}须立即变着 ({art})"
                    )
                } else {
                    format!("{head}：若{name}继续{did}，{name}判负 ({art})")
                }
            }
            (_, None) => format!("{head}：再重复一次即判和 ({art})"),
        }
    }
    fn tiebreak(&self, t: TieBreak) -> &'static str {
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

    fn team_tiebreak(&self, t: TeamTieBreak) -> &'static str {
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

    fn sheet_label(&self, l: SheetLabel) -> &'static str {
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

    fn file(&self, t: &super::files::FileText) -> String {
        self.file_text(t)
    }

    fn record_error(&self, e: &crate::record::RecordError) -> String {
        self.record_error_text(e)
    }

    fn game_error(&self, e: &crate::record::GameError) -> String {
        self.game_error_text(e)
    }

    fn time_control_error(&self, e: &crate::match_control::TimeControlError) -> String {
        use crate::match_control::{MAX_MOVES, MAX_PERIODS, TimeControlErrorKind as K};
        let what = match &e.kind {
            K::Empty => "没有填写用时".to_string(),
            K::ExpectedNumber => "这里应是数字".into(),
            K::NumberTooLarge => "数字太大".into(),
            K::ExpectedUnit => "秒数之后的数字要带单位（时 h、分 m、秒 s）".into(),
            K::UnknownUnit(u) => format!("不认识的时间单位“{u}”（可用 时 h、分 m、秒 s）"),
            K::ZeroTime => "每个时段的用时必须大于零".into(),
            K::ZeroMoves => "每个时段至少要走一着".into(),
            K::TooManyMoves => format!("一个时段最多{MAX_MOVES}着"),
            K::PeriodTooLong => "一个时段最长100小时".into(),
            K::BonusTooLong => "加秒或延时最多一小时".into(),
            K::TooManyPeriods => format!("时段最多{MAX_PERIODS}个"),
            K::PeriodAfterSuddenDeath => "不限着数的时段（包干）必须是最后一个".into(),
            K::MissingTime => "时段缺少用时：着数之后写用时，如 40/90m".into(),
            K::Unexpected(c) => format!("多余的“{c}”"),
            K::SubSecond => "用时以整秒计".into(),
        };
        format!("“{}”第{}个字符：{what}", e.input, e.column)
    }

    fn team_table_label(&self, l: crate::tournament::TeamTableLabel) -> &'static str {
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
}

/// "红车", "黑马、炮".
fn adj_pieces(set: PieceSet) -> String {
    let mut out = String::new();
    let mut last: Option<Color> = None;
    for p in set.iter() {
        if last.is_some() {
            out.push('、');
        }
        if last != Some(p.color) {
            out.push_str(side_short(p.color));
        }
        out.push(p.chinese_name());
        last = Some(p.color);
    }
    out
}

impl Zh {
    /// "红方长捉黑炮，黑方着法允许".
    fn both_conducts(&self, r: &RepetitionRuling) -> String {
        format!("红方{}，黑方{}", self.conduct(r.red), self.conduct(r.black))
    }

    fn repetition_verdict(&self, r: &RepetitionRuling) -> String {
        let art = self.citation(r.cites());
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
                let did = self.conduct(r.conduct(loser));
                format!("{name}{did}，{name}变着，不变作负 ({art})")
            }
            (Ground::BothForbidden, None) => format!("双方均为禁止着法，不变作和 ({art})"),
            (_, None) => format!("双方均为允许着法，不变作和 ({art})"),
        }
    }
}

/// "90分钟", "15秒", "1小时30分钟" (whole minutes below five hours as minutes, as 6.1
/// says "90分钟").
fn zh_duration(d: std::time::Duration) -> String {
    duration_words(d, ("小时", "分钟", "秒"), "")
}

/// A duration in hours, minutes and seconds with the given units.
pub(super) fn duration_words(
    d: std::time::Duration,
    (uh, um, us): (&str, &str, &str),
    sep: &str,
) -> String {
    let s = d.as_secs();
    let (h, m, sec) = (s / 3600, s / 60 % 60, s % 60);
    if sec == 0 && (60..5 * 3600).contains(&s) {
        return format!("{}{um}", s / 60);
    }
    let mut out = Vec::new();
    if h > 0 {
        out.push(format!("{h}{uh}"));
    }
    if m > 0 {
        out.push(format!("{m}{um}"));
    }
    if sec > 0 || out.is_empty() {
        out.push(format!("{sec}{us}"));
    }
    out.join(sep)
}

/// Why a setup is not a position a game can reach (1.2, 2.2, 3.4), with the points
/// named as the side of the piece names them.
pub(super) fn position_error(e: &crate::rules::PositionError) -> String {
    use crate::rules::PositionError as E;
    let general = |c: Color| Piece::new(c, Kind::King).chinese_name();
    match *e {
        E::MissingGeneral(c) => format!(
            "{}没有{}：每方必须有且只有一个将（帅） (1.2)",
            c.chinese_name(),
            general(c)
        ),
        E::TooManyGenerals { color, count } => format!(
            "{}有{count}个{}：每方只能有一个 (1.2)",
            color.chinese_name(),
            general(color)
        ),
        E::GeneralOutsidePalace { color, square } => format!(
            "{}的{}在{}，出了九宫 (2.2)",
            color.chinese_name(),
            general(color),
            point(square, color)
        ),
        E::UnreachablePoint { piece, square } => {
            let why = match piece.kind {
                Kind::Advisor => "仕（士）只能在九宫斜线的五个点上",
                Kind::Elephant => "相（象）只能在本方的七个相眼点上，不能过河",
                Kind::Pawn => "兵（卒）不能后退，过河前也不能平移，到不了这里",
                _ => "这个棋子到不了这里",
            };
            format!(
                "{}的{}不能在{}：{why} (2.2)",
                piece.color.chinese_name(),
                piece.chinese_name(),
                point(square, piece.color)
            )
        }
        E::TooMany { color, kind, count } => format!(
            "{}有{count}个{}，最多{}个 (1.2)",
            color.chinese_name(),
            Piece::new(color, kind).chinese_name(),
            kind.max_count()
        ),
        E::GeneralsFacing(file) => {
            let n = point_name(Square::new(file, 0), Color::Red).file;
            format!(
                "帅将在同一纵线（红方{}路）上对面，中间无子 (2.2)",
                file_label(Color::Red, n)
            )
        }
        E::SideNotToMoveInCheck(c) => format!(
            "轮到{}走，{}却正被将军：刚走完的一方不能被将 (3.4)",
            c.opponent().chinese_name(),
            c.chinese_name()
        ),
    }
}

impl Zh {
    /// "红方、黑方".
    fn sides_list(&self, sides: &[Color]) -> String {
        let names: Vec<&str> = sides.iter().map(|c| self.side(*c)).collect();
        names.join("、")
    }
}

fn net_field(f: super::net::Field) -> &'static str {
    use super::net::Field;
    match f {
        Field::Code => "对局码",
        Field::Token => "座位凭证",
        Field::Name => "名字",
        Field::Client => "客户端名称",
        Field::Entry => "记录",
        Field::Note => "裁判说明",
        Field::Other => "字段",
    }
}

/// What a system error means, without the system's English.
fn io_problem(kind: std::io::ErrorKind) -> &'static str {
    use std::io::ErrorKind as K;
    match kind {
        K::NotFound => "文件不存在",
        K::PermissionDenied => "没有读写权限",
        K::AlreadyExists => "文件已存在",
        K::IsADirectory => "这是一个目录，不是文件",
        K::NotADirectory => "路径中有一项不是目录",
        K::StorageFull => "磁盘已满",
        K::ReadOnlyFilesystem => "文件系统只读",
        K::InvalidData => "内容无法读取",
        K::UnexpectedEof => "文件意外结束",
        _ => "读写出错",
    }
}

/// "第3行第1列", "第120字节（0x78）".
fn location(l: &crate::record::Location) -> String {
    use crate::record::Location;
    match l {
        Location::Text { line, column } => format!("第{line}行第{column}列"),
        Location::Byte(o) => format!("第{o}字节（0x{o:X}）"),
        Location::Field(f) => f.clone(),
        Location::Unknown => String::new(),
    }
}

impl Zh {
    pub(super) fn file_text(&self, t: &super::files::FileText) -> String {
        use super::files::FileText as F;
        match t {
            F::At { path, inner } => format!("{path}：{}", self.file_text(inner)),
            F::Io { kind, .. } => io_problem(*kind).into(),
            F::Record(error) => self.record_error_text(error),
            F::Game(error) => self.game_error_text(error),
            F::NoGame => "文件中没有对局".into(),
            F::InGame { n, inner } => format!("第{n}盘对局：{}", self.file_text(inner)),
            F::NoSuchGame { path, n, count } => {
                format!("--game {n}：{path}只有{count}盘对局（请在1到{count}之间选择）")
            }
            F::StartPosition(error) => format!("开局局面不成立：{}", position_error(error)),
            F::Replay(why) => format!(
                "存档中的着法无法重演：{}",
                crate::lang::Render::render(why, crate::lang::Lang::Zh)
            ),
            F::SavedTimeControl { spec } => format!("存档中的用时“{spec}”无法识别"),
            F::ConfigSyntax {
                at: Some((line, column)),
                ..
            } => format!("第{line}行第{column}列有误（设置名或取值不对）"),
            F::ConfigSyntax { at: None, .. } => "设置文件有误（设置名或取值不对）".into(),
            F::ConfigTime { spec, column } => format!(
                "config.toml 的 [new_game] 中，用时“{spec}”第{column}个字符有误（可写 6.1、15m+10s、10m 或 不计时）"
            ),
            F::ThemeSyntax { .. } => "主题文件格式有误".into(),
            F::ThemeRole { role, known } => {
                format!("主题中没有“{role}”这一项（可用的有：{known}）")
            }
            F::ThemeColour { role, .. } => {
                format!("主题中“{role}”的颜色无法识别：应为 #rrggbb、0–255 的色号或颜色名")
            }
            F::ThemeBase { base } => {
                format!("主题要继承的“{base}”不存在（可继承 classic、dark 或 mono）")
            }
            F::ThemeNotFound { name } => format!("找不到主题“{name}”"),
            F::NoTerminal => "界面需要终端：标准输入和标准输出不都是终端".into(),
            F::ArchiveFailed { why } => {
                format!("开始新局前无法保留未下完的对局：{}", self.file_text(why))
            }
            F::SavingUnavailable => "这里不能保存棋谱".into(),
            F::Fixed(m) => self.msg(*m).into(),
            F::Flag { flag, inner } => format!("{flag}：{}", self.file_text(inner)),
            F::Damaged { line, column, .. } => {
                format!("文件已损坏，不是本程序写的内容：第{line}行第{column}列")
            }
            F::ConfigName {
                at: Some((line, column)),
                name,
            } => format!("第{line}行第{column}列：{}", zh_name(name)),
            F::ConfigName { at: None, name } => zh_name(name),
        }
    }

    pub(super) fn record_error_text(&self, e: &crate::record::RecordError) -> String {
        use crate::record::RecordError as R;
        match e {
            R::Io { path, source } => format!("{}：{}", path.display(), io_problem(source.kind())),
            R::Empty => "文件是空的".into(),
            R::BadSignature { format, .. } => format!("不是{format}格式的文件"),
            R::Truncated {
                format,
                offset,
                needed,
                available,
                ..
            } => format!(
                "{format}文件不完整：第{offset}字节处需要{needed}字节，文件只有{available}字节"
            ),
            R::NoGames { location: l, .. } => match location(l) {
                at if at.is_empty() => "文件中没有对局".into(),
                at => format!("文件中没有对局（{at}）"),
            },
            R::Unencodable { encoding, ch } => {
                format!("“{ch}”（U+{:04X}）无法用{encoding}编码写出", u32::from(*ch))
            }
            R::NotASave(_) => "不是 chuhe 的存档".into(),
            R::Json { line, column, .. } => {
                format!("chuhe 存档有误：第{line}行第{column}列")
            }
            R::NewerVersion { found, supported } => format!(
                "这个存档由较新的 chuhe 写成（存档格式{found}），本版本读取格式{supported}.x：请更新 chuhe"
            ),
            R::BadSave(g) => format!("chuhe 存档有误：{}", self.game_error_text(g)),
        }
    }

    pub(super) fn game_error_text(&self, e: &crate::record::GameError) -> String {
        use crate::record::GameErrorKind as K;
        let mut at = if e.ply == 0 {
            "第一着之前".to_string()
        } else {
            let mut s = format!("第{}回合", e.move_number);
            if let Some(side) = e.side {
                s.push_str(self.side(side));
            }
            if e.in_variation {
                s.push_str("的变着中");
            }
            s
        };
        if !e.text.is_empty() {
            at.push_str(&quoted(&e.text));
        }
        let place = location(&e.location);
        if !place.is_empty() {
            at.push_str(&format!("（{place}）"));
        }
        let what = match &e.kind {
            K::Fen(_) => "FEN 有误".to_string(),
            K::StartPosition(p) => format!("开局局面不成立：{}", position_error(p)),
            K::Notation(n) => self.notation_error(n),
            K::IllegalMove(m) => format!("着法不合规则：{}", self.illegal_move(m)),
            K::BadSquare(n) => format!("棋盘上没有这个点（坐标{n}）"),
            K::Syntax(_) => "格式有误".into(),
            K::Truncated { needed } => format!("记录在一着中间结束（还差{needed}字节）"),
            K::Unsupported(_) => "含有不支持的内容".into(),
        };
        format!("{at}：{what}")
    }
}

/// A name a value does not take, in Chinese (`values.rs`).
fn zh_name(name: &crate::lang::UnknownName) -> String {
    crate::lang::Render::render(name, crate::lang::Lang::Zh)
}
