//! 中文: every text of chuhe in Chinese. Points are named as players name them
//! ("g0（红方三路底线）"), pieces by their file ("二路马").

use super::Catalogue;
use super::ui::{Msg, UiText};
use crate::adjudication::RuleSet;
use crate::adjudication::{MoveKind, Verdict as AdjVerdict};
use crate::match_control::Mode;
use crate::match_control::{DutyKind, Outcome, Reason as EndReason, TouchDuty, Verdict};
use crate::notation::{
    Expected, Line, Notation, NotationError, NumberRole, PointName, file_label, point_name,
    tandem_mark,
};
use crate::rules::{Color, IllegalAttempt, IllegalMove, Kind, Piece, Square};

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

    fn adjudication_verdict(&self, v: AdjVerdict) -> &'static str {
        match v {
            AdjVerdict::RedLoses => "红方负",
            AdjVerdict::BlackLoses => "黑方负",
            AdjVerdict::Draw => "和棋",
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
                "直接输入中文记谱（炮二平五、马8进7）、WXF（C2.5、H8+7）或坐标（h2e2：字母后跟数字即为坐标，h/a/f/d 单按仍是命令）。输入时显示预览，Enter 走棋。"
            }
            Msg::HelpCursor => "移动光标",
            Msg::HelpActivate => "拿起棋子 / 落子",
            Msg::HelpEnter => "落子（比赛中不拿子）",
            Msg::TouchNeedsSpace => "摸子走子：Enter 不拿子，按空格拿起光标处的棋子 (5.1)",
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
            // — ssh —
            Msg::LobbyTitle => "楚河棋社 · SSH 对弈",
            Msg::LobbyOnline => "在线",
            Msg::LobbySeeks => "等待应战",
            Msg::LobbyGames => "进行中的对局（观战）",
            Msg::LobbyMine => "你未下完的对局（继续）",
            Msg::LobbyResults => "最近结果",
            Msg::LobbyNone => "无",
            Msg::LobbyGuest => "游客",
            Msg::LobbyHints => {
                "Tab：切换栏目 · ↑↓：选择 · 回车：应战/观战/继续/挑战 · n：发起 · x：撤回 · q：退出"
            }
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
            // — ssh —
            UiText::LobbyWelcome(nick) => format!("欢迎，{nick}"),
            UiText::LobbyChallenge { from, to } => format!("{from} 向 {to} 挑战"),
        }
    }
}
