//! English: every text of chuhe in English. Points are given in ICCS with the file and
//! line a player names ("g0 (Red's file 3, back rank)").

use super::Catalogue;
use super::ui::{Msg, UiText};
use crate::adjudication::RuleSet;
use crate::adjudication::{MoveKind, Verdict as AdjVerdict};
use crate::match_control::Mode;
use crate::match_control::{DutyKind, Outcome, Reason as EndReason, TouchDuty, Verdict};
use crate::notation::{
    Expected, Line, Notation, NotationError, NumberRole, PointName, file_label, file_letter,
    point_name, tandem_mark,
};
use crate::rules::{Color, IllegalAttempt, IllegalMove, Kind, Piece, Square};

pub struct En;

fn quoted(t: &str) -> String {
    format!("\"{t}\"")
}

fn color_word(c: Color) -> &'static str {
    match c {
        Color::Red => "red",
        Color::Black => "black",
    }
}

fn line(l: Line) -> &'static str {
    match l {
        Line::Back => "back rank",
        Line::Second => "second rank",
        Line::PalaceTop => "palace-top rank",
        Line::PawnLine => "pawn rank",
        Line::RiverBank => "river bank",
    }
}

fn point_words(p: &PointName) -> String {
    let file = format!(
        "{}'s file {}",
        p.viewer.english_name(),
        file_label(p.viewer, p.file)
    );
    if p.half == p.viewer {
        format!("{file}, {}", line(p.line))
    } else {
        format!("{file}, {}'s {}", p.half.english_name(), line(p.line))
    }
}

fn point(sq: Square, viewer: Color) -> String {
    format!("{sq} ({})", point_words(&point_name(sq, viewer)))
}

/// "the horse on file 2 (h0)".
fn piece_on_file(piece: Piece, from: Square) -> String {
    let file = point_name(from, piece.color).file;
    format!(
        "the {} on file {} ({from})",
        piece.kind.english_name(),
        file_label(piece.color, file)
    )
}

/// "a, b or c".
fn list_or(items: &[String]) -> String {
    match items {
        [] => String::new(),
        [one] => one.clone(),
        [init @ .., last] => format!("{} or {last}", init.join(", ")),
    }
}

fn files(color: Color, numbers: &[u8]) -> Vec<String> {
    numbers
        .iter()
        .map(|&n| file_label(color, n).to_string())
        .collect()
}

fn article(kind: Kind) -> String {
    let name = kind.english_name();
    let a = if name.starts_with(['a', 'e']) {
        "an"
    } else {
        "a"
    };
    format!("{a} {name}")
}

fn plural(kind: Kind, n: usize) -> String {
    if n == 1 {
        kind.english_name().to_string()
    } else {
        format!("{}s", kind.english_name())
    }
}

fn reason(r: &IllegalMove, a: Option<&IllegalAttempt>) -> String {
    let pt = |sq: Square| match a {
        Some(a) => point(sq, a.mover),
        None => sq.to_string(),
    };
    let who = |kind: Kind| {
        a.and_then(|a| {
            a.piece
                .filter(|p| p.color == a.mover)
                .map(|p| (p, a.mv.from))
        })
        .map(|(p, from)| piece_on_file(p, from))
        .unwrap_or_else(|| format!("the {}", kind.english_name()))
    };
    match r {
        IllegalMove::NoPiece(sq) => format!("there is no piece on {}", pt(*sq)),
        IllegalMove::NotYourPiece { piece, square } => format!(
            "the {} on {} belongs to {}, and it is {}'s move",
            piece.kind.english_name(),
            pt(*square),
            piece.color.english_name(),
            (!piece.color).english_name()
        ),
        IllegalMove::OwnPieceOnTarget(sq) => {
            format!("{} is occupied by your own piece (2.3)", pt(*sq))
        }
        IllegalMove::WrongShape { kind, from, to } => format!(
            "{} cannot move from {} to {} (2.2)",
            who(*kind),
            pt(*from),
            pt(*to)
        ),
        IllegalMove::OutsidePalace => {
            format!("{} must stay in its palace (2.2)", who(Kind::King))
        }
        IllegalMove::ElephantCrossesRiver => {
            format!("{} may not cross the river (2.2)", who(Kind::Elephant))
        }
        IllegalMove::HorseLegBlocked(sq) => format!(
            "{} is blocked: its leg on {} is taken (蹩马腿, 2.2)",
            who(Kind::Horse),
            pt(*sq)
        ),
        IllegalMove::ElephantEyeBlocked(sq) => format!(
            "{} is blocked: its eye on {} is taken (塞象眼, 2.2)",
            who(Kind::Elephant),
            pt(*sq)
        ),
        IllegalMove::PathBlocked(sq) => format!(
            "the path of {} is blocked on {} (2.2)",
            who(Kind::Rook),
            pt(*sq)
        ),
        IllegalMove::CannonScreen { to, screens } => format!(
            "{} needs exactly one screen to capture on {}; there are {screens} (炮打隔子, 2.2)",
            who(Kind::Cannon),
            pt(*to)
        ),
        IllegalMove::CannonBlocked { to, at } => format!(
            "{} can only move to {} without capturing if the path is clear; it is blocked on {} (2.2)",
            who(Kind::Cannon),
            pt(*to),
            pt(*at)
        ),
        IllegalMove::PawnSidewaysBeforeRiver => format!(
            "{} cannot move sideways before crossing the river (2.2)",
            who(Kind::Pawn)
        ),
        IllegalMove::PawnBackward => format!("{} never moves backward (2.2)", who(Kind::Pawn)),
        IllegalMove::GeneralsFace => {
            "the generals would face each other on an open file (2.2)".to_string()
        }
        IllegalMove::LeavesGeneralInCheck(by) => {
            let by: Vec<String> = by.iter().map(|s| pt(*s)).collect();
            format!(
                "it would leave your general in check from {} (3.4)",
                by.join(", ")
            )
        }
    }
}

impl Catalogue for En {
    fn notation_error(&self, e: &NotationError) -> String {
        use NotationError::*;
        match e {
            Empty => "no move given".to_string(),
            Unrecognized { text } => format!(
                "{} is not a move in Chinese, WXF or ICCS notation",
                quoted(text)
            ),
            Syntax {
                text,
                notation,
                at,
                found,
                expected,
            } => {
                if *expected == Expected::End {
                    format!(
                        "{}: unexpected '{found}' at character {} after a complete move",
                        quoted(text),
                        at + 1
                    )
                } else {
                    format!(
                        "{}: character {} '{found}' is wrong here, expected {}",
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
                "{} is incomplete: {} missing",
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
                    NumberRole::File => ("file", "1–9"),
                    NumberRole::Value => ("number", "1–9"),
                    NumberRole::Ordinal => ("ordinal", "一–五"),
                };
                format!(
                    "{}: character {}: {value} is not a valid {role} ({range})",
                    quoted(text),
                    at + 1
                )
            }
            NoSuchPiece { text, piece } => format!(
                "{}: {} has no {} left",
                quoted(text),
                piece.color.english_name(),
                piece.kind.english_name()
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
                    "{}: no {} {} on file {} ({})",
                    quoted(text),
                    color_word(color),
                    piece.kind.english_name(),
                    file_label(color, *file),
                    file_letter(color, *file)
                );
                if on_file.is_empty() {
                    s.push_str(&format!(
                        "; {} has no piece on that file",
                        color.english_name()
                    ));
                } else {
                    let here: Vec<String> = on_file
                        .iter()
                        .map(|(sq, p)| format!("{} {sq}", p.kind.english_name()))
                        .collect();
                    s.push_str(&format!(
                        "; {}'s pieces on that file: {}",
                        color.english_name(),
                        here.join(", ")
                    ));
                }
                if !files_with_kind.is_empty() {
                    s.push_str(&format!(
                        "; {} {}s are on file{} {}",
                        color_word(color),
                        piece.kind.english_name(),
                        if files_with_kind.len() > 1 { "s" } else { "" },
                        files(color, files_with_kind).join(", ")
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
                        "{}: '{marker}' picks one of several {}s on one file, but no file holds two or more {} {}s",
                        quoted(text),
                        piece.kind.english_name(),
                        color_word(color),
                        piece.kind.english_name()
                    ),
                    Some(f) => format!(
                        "{}: file {} holds {count} {} {}, which '{marker}' does not fit",
                        quoted(text),
                        file_label(color, *f),
                        color_word(color),
                        plural(piece.kind, *count)
                    ),
                }
            }
            Ambiguous {
                text,
                piece,
                squares,
                suggestions,
            } => {
                let at: Vec<String> = squares.iter().map(|s| piece_on_file(*piece, *s)).collect();
                let mut s = format!(
                    "{} is ambiguous: it fits {}",
                    quoted(text),
                    at.join(" and ")
                );
                if !suggestions.is_empty() {
                    s.push_str(&format!("; write {}", suggestions.join(" or ")));
                }
                s
            }
            CannotMove { text, kind, .. } => match kind {
                Kind::Pawn => format!("{}: a pawn never moves back (2.2)", quoted(text)),
                _ => format!(
                    "{}: {} never moves sideways (平); write 进 or 退 and the file it lands on (2.2)",
                    quoted(text),
                    article(*kind)
                ),
            },
            SameFile { text, piece, file } => format!(
                "{}: 平 must go to another file, not to file {} where the {} stands",
                quoted(text),
                file_label(piece.color, *file),
                piece.kind.english_name()
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
                    "{}: {} cannot reach file {}; it can reach file {}",
                    quoted(text),
                    piece_on_file(*piece, *from),
                    file_label(color, *file),
                    list_or(&files(color, reachable))
                )
            }
            OffBoard { text, piece, from } => format!(
                "{}: {} would leave the board",
                quoted(text),
                piece_on_file(*piece, *from)
            ),
            NoMoveBegins { text } => format!("no legal move begins with {}", quoted(text)),
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
                    "{} ({mv}) is illegal: {}",
                    quoted(text),
                    self.illegal_attempt(&attempt)
                )
            }
        }
    }

    fn expected(&self, expected: Expected, notation: Notation) -> &'static str {
        match (expected, notation) {
            (Expected::Piece, Notation::Wxf) => "a piece letter (K A E H R C P)",
            (Expected::Piece, _) => "a piece name (帅仕相马车炮兵 / 将士象马车炮卒)",
            (Expected::PieceOrTandem, Notation::Wxf) => {
                "a piece letter, + or - (front, rear) or a file"
            }
            (Expected::PieceOrTandem, _) => {
                "a piece name, or 前/中/后 or 一..五 for one of several on a file"
            }
            (Expected::FileOrTandem, Notation::Wxf) => "a file (1-9), or + / - for front / rear",
            (Expected::FileOrTandem, _) => "a file (一..九 for Red, 1..9 for Black) or 前/后",
            (Expected::File, _) => "a file (一..九 for Red, 1..9 for Black)",
            (Expected::Action, Notation::Wxf) => "+ (advance), - (retreat) or . (sideways)",
            (Expected::Action, _) => "进, 退 or 平",
            (Expected::Value, _) => "a number of ranks or a file (1-9)",
            (Expected::Square, _) => "a point such as h2",
            (Expected::End, _) => "the end of the move",
        }
    }

    fn illegal_attempt(&self, a: &IllegalAttempt) -> String {
        reason(&a.reason, Some(a))
    }

    fn illegal_move(&self, r: &IllegalMove) -> String {
        reason(r, None)
    }

    fn point(&self, p: &PointName) -> String {
        format!("{} ({})", p.square, point_words(p))
    }

    fn side(&self, c: Color) -> &'static str {
        c.english_name()
    }

    fn kind(&self, k: Kind) -> &'static str {
        k.english_name()
    }

    fn mode(&self, m: Mode) -> &'static str {
        match m {
            Mode::Casual => "casual",
            Mode::Practice => "practice",
            Mode::Tournament => "tournament",
        }
    }

    fn rules(&self, r: RuleSet) -> &'static str {
        match r {
            RuleSet::Cxa => "CXA rules",
            RuleSet::Folk => "folk rules",
            RuleSet::Axf => "AXF rules",
        }
    }

    fn outcome(&self, o: Outcome) -> &'static str {
        match o {
            Outcome::RedWins => "Red wins",
            Outcome::BlackWins => "Black wins",
            Outcome::Draw => "Draw",
        }
    }

    fn end_reason(&self, r: &EndReason, outcome: Outcome) -> String {
        let a = r.article();
        let loser = outcome.loser().map(|c| self.side(c)).unwrap_or("");
        let winner = outcome.winner().map(|c| self.side(c)).unwrap_or("");
        match r {
            // The ruling's words came with it, in both languages.
            EndReason::Adjudicated(x) | EndReason::ArbiterDecision(x) => x.text.en.clone(),
            EndReason::Checkmate => format!("{winner} checkmates {loser} ({a})"),
            EndReason::Stalemate => format!("{loser} has no legal move (stalemate, {a})"),
            EndReason::Resignation => format!("{loser} resigns ({a})"),
            EndReason::FlagFell => format!("{loser}'s flag fell ({a})"),
            EndReason::ClockNotPressed => {
                format!("{loser} moved but did not press the clock in time ({a})")
            }
            EndReason::ClaimPenaltyTime => {
                format!("{loser}'s time ran out after the 5-minute penalty for a false claim ({a})")
            }
            EndReason::ThreeFouls => format!("{loser} committed three fouls ({a})"),
            EndReason::TwoPressesWithoutMove => {
                format!("{loser} pressed the clock twice without moving ({a})")
            }
            EndReason::SecondFalseClaim => {
                format!("{loser} made a second false natural-limit claim in the same stretch ({a})")
            }
            EndReason::DrawAgreed => format!("draw agreed ({a})"),
            EndReason::NaturalLimit => format!("draw by the natural move limit ({a}, 23.3)"),
        }
    }

    fn verdict(&self, v: &Verdict) -> String {
        format!(
            "{}: {}",
            self.outcome(v.outcome),
            self.end_reason(&v.reason, v.outcome)
        )
    }

    fn adjudication_verdict(&self, v: AdjVerdict) -> &'static str {
        match v {
            AdjVerdict::RedLoses => "Red loses",
            AdjVerdict::BlackLoses => "Black loses",
            AdjVerdict::Draw => "draw",
        }
    }

    fn move_kind(&self, k: MoveKind) -> &'static str {
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

    fn touch_duty(&self, d: &TouchDuty) -> String {
        let own = d.own.map(|(s, p)| piece_on_file(p, s)).unwrap_or_default();
        let theirs = d
            .theirs
            .map(|(s, p)| {
                format!(
                    "{}'s {} on file {} ({s})",
                    p.color.english_name(),
                    p.kind.english_name(),
                    file_label(p.color, point_name(s, p.color).file)
                )
            })
            .unwrap_or_default();
        let a = d.article;
        match d.kind {
            DutyKind::MoveOwn => format!("touch-move: you must move {own} ({a})"),
            DutyKind::CaptureTheirs => format!("touch-move: you must capture {theirs} ({a})"),
            DutyKind::CaptureWithOwn => {
                format!("touch-move: you must capture {theirs} with {own} ({a})")
            }
        }
    }

    fn msg(&self, m: Msg) -> &'static str {
        match m {
            Msg::Red => "Red",
            Msg::Black => "Black",
            Msg::Untimed => "untimed",
            Msg::MoveNo => "Move",
            Msg::NoMovesYet => "no moves yet",
            Msg::HintMove => "move",
            Msg::HintSelect => "pick/drop",
            Msg::HintUndo => "undo",
            Msg::HintFlip => "flip",
            Msg::HintHelp => "help",
            Msg::HintQuit => "quit",
            Msg::HintPlay => "play",
            Msg::HintCancel => "cancel",
            Msg::HintErase => "erase",
            Msg::HintNew => "new game",
            Msg::HintChange => "change",
            Msg::HintStart => "start",
            Msg::HintNextField => "next field",
            Msg::HintYes => "yes",
            Msg::HintNo => "no",
            Msg::HelpTitle => "Help — keys",
            Msg::HelpTyping => "Typing moves",
            Msg::HelpTypingText => {
                "Type Chinese notation (炮二平五, 马8进7), WXF (C2.5, H8+7) or coordinates (h2e2: a letter followed by a digit starts them; h, a, f, d alone stay commands). A preview shows while you type; Enter plays."
            }
            Msg::HelpCursor => "move the cursor",
            Msg::HelpActivate => "pick up / put down",
            Msg::HelpEnter => "put down; in tournament games it picks nothing up (touch-move)",
            Msg::TouchNeedsSpace => {
                "touch-move: Enter picks nothing up; Space picks up the piece under the cursor (5.1)"
            }
            Msg::PressFirst => "you have moved: press the clock (p) before typing (6)",
            Msg::HelpCancel => "drop selection, clear typing",
            Msg::HelpFocusInput => "type h2e2 or C2.5",
            Msg::HelpUndo => "take back (casual only)",
            Msg::HelpFlip => "flip the board",
            Msg::HelpResign => "resign (4.1.12)",
            Msg::HelpDraw => "offer/accept a draw (23.1)",
            Msg::HelpClaim => "claim: limit or repetition (23.3, 24)",
            Msg::HelpPress => "press the clock (6)",
            Msg::HelpWrite => "write an entry (7.1, 7.2)",
            Msg::HelpPause => "pause/resume clocks (in tournament games both agree)",
            Msg::HintPress => "press clock",
            Msg::HintWrite => "write entry",
            Msg::HintRecord => "record",
            Msg::HintLater => "later",
            Msg::HintSave => "save",
            Msg::HelpSave => "save (PGN and JSON)",
            Msg::HelpNewGame => "new game",
            Msg::HelpAscii => "letter pieces (ASCII)",
            Msg::HelpLang => "interface language: Chinese/English",
            Msg::HelpNotation => "move list notation: Chinese, WXF, ICCS",
            Msg::HelpTheme => "next colour theme",
            Msg::HelpMouse => "mouse play on/off",
            Msg::HelpHelp => "this help",
            Msg::HelpQuit => "quit (game is saved)",
            Msg::HelpClose => "press any key to go back",
            Msg::ConfirmQuit => "Quit? The game is saved; you can resume it later.",
            Msg::ConfirmResign => "Resign this game?",
            Msg::MouseOn => "mouse play on",
            Msg::MouseOff => "mouse play off",
            Msg::SelectOwnPiece => "pick one of your own pieces",
            Msg::NewGameTitle => "New game",
            Msg::FieldMode => "Mode",
            Msg::FieldRules => "Rules",
            Msg::FieldTime => "Time",
            Msg::FieldRed => "Red",
            Msg::FieldBlack => "Black",
            Msg::FieldStart => "Start",
            Msg::StandardStart => "standard",
            Msg::ResumeTitle => "Resume the unfinished game?",
            Msg::TooSmallTitle => "Terminal too small",
            Msg::NaturalLimit => "natural limit",
            Msg::NoVerdict => "no verdict",
            // — ssh —
            Msg::LobbyTitle => "chuhe club — play over SSH",
            Msg::LobbyOnline => "online",
            Msg::LobbySeeks => "open seeks and challenges",
            Msg::LobbyGames => "games in progress (watch)",
            Msg::LobbyMine => "your unfinished games (resume)",
            Msg::LobbyResults => "recent results",
            Msg::LobbyNone => "none",
            Msg::LobbyGuest => "guest",
            Msg::LobbyHints => {
                "Tab: section · ↑↓: choose · Enter: accept/watch/resume/challenge · n: new seek · x: withdraw · q: quit"
            }
            Msg::LobbyNickPrompt => "Choose a nickname; it is bound to your key:",
            Msg::LobbyNickTaken => "that nickname is taken",
            Msg::LobbyNickBad => {
                "a nickname is 1–16 characters, no spaces or control characters, not guest…"
            }
            Msg::SeekTitle => "new seek",
            Msg::SeekHints => "t: time · r: rules · m: mode · Enter: post · Esc: cancel",
            Msg::ClubNoSeek => "that seek is gone",
            Msg::ClubNoGame => "that game is gone",
            Msg::ClubOwnSeek => "that seek is your own",
            Msg::ClubNotForYou => "that challenge is for another player",
            Msg::ClubSeated => "you are at that board in another session",
            Msg::ClubHostFailed => "the game could not be started; see the server's log",
            Msg::SshPtyNeeded => "chuhe serves terminal sessions only: connect with ssh -t",
            Msg::SshNoSaves => "saving files is not offered over SSH; the server keeps the game",
        }
    }

    fn ui(&self, t: &UiText) -> String {
        match t {
            UiText::TooSmall { w, h, min_w, min_h } => format!(
                "It is {w}×{h};\nchuhe needs at least {min_w}×{min_h}\n(80×24 for the full board).\nPlease enlarge the window."
            ),
            UiText::ToMove(c) => format!("{} to move", self.side(*c)),
            UiText::NaturalCount { moves, limit } => format!("no-capture {moves}/{limit}"),
            UiText::SavedTo(path) => format!("saved to {path}"),
            UiText::ThemeNow(name) => format!("theme: {name}"),
            // — ssh —
            UiText::LobbyWelcome(nick) => format!("welcome, {nick}"),
            UiText::LobbyChallenge { from, to } => format!("{from} challenges {to}"),
        }
    }
}
