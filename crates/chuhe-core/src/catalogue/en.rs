//! English: every text of chuhe in English. Points are given in ICCS with the file and
//! line a player names ("g0 (Red's file 3, back rank)").

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
    Expected, Line, Notation, NotationError, NumberRole, PointName, file_label, file_letter,
    point_name, tandem_mark,
};
use crate::rules::{Color, IllegalAttempt, IllegalMove, Kind, Piece, Square};
use crate::tournament::{SheetLabel, TeamTieBreak, TieBreak};

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
    fn filter_error(&self, e: &crate::study::FilterError) -> String {
        use crate::study::FilterError as E;
        match e {
            E::UnclosedQuote { at } => {
                format!("character {}: this quote '\"' is never closed", at + 1)
            }
            E::BadValue {
                at,
                key,
                value,
                expected,
            } => format!("character {}: {key}:{value} — expected {expected}", at + 1),
        }
    }

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
            OtherSidesNotation { text, mover, own } => {
                let other = color_word(!*mover);
                let side = color_word(*mover);
                match own {
                    Some(own) => format!(
                        "{}: this is {other}'s notation ({other} writes {}); {side}'s would be {}",
                        quoted(text),
                        if *mover == Color::Red {
                            "files in digits and black's piece names"
                        } else {
                            "files in Chinese numerals and red's piece names"
                        },
                        quoted(own)
                    ),
                    None => format!(
                        "{}: this is {other}'s notation, and {side} is to move (red writes 一 to 九, black 1 to 9)",
                        quoted(text)
                    ),
                }
            }
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

    fn adjudication_verdict(&self, v: AdjudicatedResult) -> &'static str {
        match v {
            AdjudicatedResult::RedLoses => "Red loses",
            AdjudicatedResult::BlackLoses => "Black loses",
            AdjudicatedResult::Draw => "draw",
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
            Msg::HintResume => "resume the game",
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
            Msg::LobbyTitle => "chuhe club — play over SSH",
            Msg::LobbyOnline => "online",
            Msg::LobbySeeks => "open seeks and challenges",
            Msg::LobbyGames => "games in progress (watch)",
            Msg::LobbyMine => "your unfinished games (resume)",
            Msg::LobbyResults => "recent results",
            Msg::LobbyNone => "none",
            Msg::LobbyGuest => "guest",
            Msg::LobbyHints => "Tab: section · ↑↓: choose · n: new seek · x: withdraw · q: quit",
            Msg::LobbyEnterAccept => "Enter: accept the seek chosen",
            Msg::LobbyEnterWatch => "Enter: watch the game chosen",
            Msg::LobbyEnterResume => "Enter: resume the game chosen",
            Msg::LobbyEnterChallenge => "Enter: challenge the player chosen",
            Msg::LobbyNickHints => "Enter: confirm · Backspace: erase · Esc: leave",
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
            Msg::ClaimMenu => {
                "claim: 1 natural limit draw (23.3) · 2 repetition ruling (24) · Esc cancels"
            }
            Msg::ConfirmClaimNaturalLimit => {
                "Claim the natural limit? A false claim is a foul (23.3)"
            }
            Msg::ConfirmClaimRepetition => "Ask the arbiter to rule on the repetition? (24)",
            Msg::TakebackAsked => "take-back asked for: waiting for your opponent's answer",
            Msg::TakebackGranted => "take-back granted",
            Msg::TakebackDeclined => "take-back declined",
            Msg::NetworkedNoNewGame => "a networked game: leave it (q) to start another",
            Msg::EntryCorrect => "entry correct ✓",
            Msg::CasualKeepsSheet => "in casual mode chuhe keeps the scoresheet",
            Msg::DrawAnswerHow => "d accepts · a move declines",
            Msg::ClockPaused => "paused",
            Msg::SuddenDeath => "sudden death",
            Msg::EntryMissing => "(missing)",
            Msg::ResultLabel => "Result: ",
            Msg::TimePresets => "←→ presets",
            Msg::PanelTitle => "chuhe",
            Msg::NotifyTitle => "chuhe 楚河",
            Msg::AsRecorded => "as recorded (10.1)",
            Msg::DrawAfterMove => {
                "move first: a draw is offered after your move, before pressing the clock (23.1)"
            }
            Msg::LangNow => "language: English",
            Msg::JudgeNothing => "none",
            Msg::MustVary => "must vary",
            Msg::HelpOpenFile => "open a record file",
            Msg::HelpStudyStep => "one move back, forward",
            Msg::HelpStudyEnds => "to the start, to the end",
            Msg::HelpStudyPage => "ten moves back, forward",
            Msg::HelpStudyChoose => "choose the variation at a branch",
            Msg::HelpStudyLeave => "leave the variation, back to its branch",
            Msg::HelpStudyGoTo => "go to move number N",
            Msg::HelpStudyMove => "type a move (a different move adds a variation)",
            Msg::HelpStudyComment => "edit the move's comment",
            Msg::HelpStudyNag => "mark the move (! ? !! ?? !? ?!)",
            Msg::HelpStudyPromote => "promote the variation",
            Msg::HelpStudyDemote => "demote the variation",
            Msg::HelpStudyDelete => "delete the variation",
            Msg::HelpStudyUndo => "undo the last edit",
            Msg::HelpStudyRedo => "redo",
            Msg::HelpStudySavePgn => "save as PGN (variations, comments, NAGs)",
            Msg::HelpStudySaveJson => "save as chuhe's JSON",
            Msg::HelpStudyPlayFrom => "play from this position",
            Msg::HelpStudySearch => "position search: games that reached this position",
            Msg::HelpStudyBack => "close the record",
            Msg::HelpListMove => "move, page, first, last",
            Msg::HelpListOpen => "open the game",
            Msg::HelpListSort => "sort by the next column",
            Msg::HelpListReverse => "reverse the order",
            Msg::HelpListErase => "erase a character of the filter",
            Msg::HelpListBack => "clear the filter, or go back",
            Msg::HelpPickerOpen => "open the file, or enter the folder",
            Msg::HelpPickerUp => "the parent folder",
            Msg::HelpPickerSaves => "the saves folder",
            Msg::StudyHintStep => "step",
            Msg::StudyHintVariation => "variations",
            Msg::StudyHintComment => "comment",
            Msg::StudyHintBack => "back",
            Msg::HintOpen => "open",
            Msg::HintSort => "sort",
            Msg::HintSavesDir => "saves",
            Msg::HintParentDir => "up",
            Msg::ColNumber => "No.",
            Msg::ColDate => "date",
            Msg::ColEvent => "event",
            Msg::ColResult => "result",
            Msg::ColOpening => "opening",
            Msg::ColMoves => "moves",
            Msg::ListFilter => "filter:",
            Msg::DictTitle => "Dictation",
            Msg::DictSummaryTitle => "Dictation result",
            Msg::DictMistakeKinds => "Kinds of mistake",
            Msg::DictNoMistakes => "every entry right",
            Msg::DictWatchNext => "watching: Space plays the next move",
            Msg::DictEmpty => "this game has no moves to dictate",
            Msg::DictSidesRed => "Red's moves only",
            Msg::DictSidesBlack => "Black's moves only",
            Msg::DictSidesBoth => "both sides' moves",
            Msg::DictAbbreviatedOn => "abbreviated record accepted (7.5)",
            Msg::DictOnKey => "next move on a key",
            Msg::MistakePiece => "piece",
            Msg::MistakeFile => "file number",
            Msg::MistakeAction => "进/退/平",
            Msg::MistakeNumber => "steps or file reached",
            Msg::MistakeTandem => "前/后/中 and pawn ordinals",
            Msg::MistakeDigitStyle => "digit style",
            Msg::MistakeAbbreviated => "abbreviated form",
            Msg::MistakeUnreadable => "unreadable",
            Msg::MistakeMissed => "not written",
            Msg::HintDictMark => "mark",
            Msg::HintDictNext => "next move",
            Msg::HintDictSkip => "skip",
            Msg::HintDictAgain => "again",
            Msg::EditorTitle => "Position editor",
            Msg::EditorValid => "the position is valid",
            Msg::EditorPieceKeys => "put: K A B N R C P for Red, lower case for Black",
            Msg::HintEditorPut => "put",
            Msg::HintEditorRemove => "remove",
            Msg::HintEditorSide => "side to move",
            Msg::HintEditorClear => "empty",
            Msg::HintEditorOpening => "opening",
            Msg::HintEditorPlay => "play",
            Msg::HintEditorStudy => "study",
            Msg::HintEditorBrush => "brush",
            Msg::HelpEditPosition => "position editor (from this board)",
            Msg::HelpDictate => "dictation of this game (or of the newest save)",
            Msg::ConfirmQuitOnly => "Quit?",
            Msg::ListNoGames => "no game passes the filter",
            Msg::ListConfirmQuit => "quit chuhe? (y/n)",
            Msg::StudyNoCollection => "the position search needs an open collection",
            Msg::StudyNoBranch => "no variation here",
            Msg::StudyOnMainLine => "on the main line already",
            Msg::StudyMovePrompt => "move:",
            Msg::StudyGoToPrompt => "go to move:",
            Msg::StudyCommentPrompt => "comment:",
            Msg::StudyNagPrompt => "mark: 1 !  2 ?  3 !!  4 ??  5 !?  6 ?!  0 none",
            Msg::StudyConfirmClose => "unsaved annotations: close anyway? (y/n)",
            Msg::PickerNoSaves => "there is no saves folder yet",
            Msg::EngineThinking => "the engine plays this side: wait for its move",
            Msg::TourPairings => "Pairings",
            Msg::TourStandings => "Standings",
            Msg::TourCrossTable => "Cross-table",
            Msg::TourNoRounds => "No round has been paired yet",
            Msg::TourWithdrawInStandings => "choose the player to withdraw in the standings",
            Msg::HelpTourView => "switch: pairings, standings, cross-table",
            Msg::HelpTourRound => "previous round, next round",
            Msg::HelpTourMove => "choose a board or a player",
            Msg::HelpTourPair => "pair the next round",
            Msg::HelpTourPlay => "play the chosen board here (hot-seat)",
            Msg::HelpTourRedWins => "result: Red wins 1-0",
            Msg::HelpTourBlackWins => "result: Black wins 0-1",
            Msg::HelpTourDraw => "result: draw 1/2-1/2",
            Msg::HelpTourRedForfeit => "result: Black forfeits, Red wins without play +- (21.4)",
            Msg::HelpTourBlackForfeit => "result: Red forfeits, Black wins without play -+ (21.4)",
            Msg::HelpTourWithdraw => "withdraw the chosen player (20)",
            Msg::HelpTourBack => "close the event",
            Msg::HintTourPlay => "play",
            Msg::HintTourPair => "pair",
            Msg::HintTourResult => "Red wins",
            Msg::HintTourView => "view",
            Msg::HintTourWithdraw => "withdraw",
            Msg::TourRoundRobin => "round robin",
            Msg::TourDoubleRoundRobin => "double round robin",
            Msg::TourSwiss => "Swiss",
            Msg::TourKnockout => "knockout",
            Msg::TourDoubleElimination => "double elimination",
            Msg::SanctionWordWarning => "warning",
            Msg::SanctionWordDisqualify => "disqualify",
            Msg::ServeStopped => "the event's serve has stopped",
            Msg::ServeNoAnswer => "the event's serve did not answer",
            // (hint, analysis)
            Msg::HelpHint => "hint: the engine's move (counted)",
            Msg::HelpAnalysis => "analysis pane on/off",
            Msg::HelpStudyMarked => "previous / next marked move (?, ??, !)",
            Msg::AnalysisForbidden => "no analysis for the players of a tournament game (8.3)",
            Msg::AnalysisThinking => "analysis: thinking…",
            Msg::AnalysisNoMove => "analysis: no legal move here",
            Msg::AnalysisLegend => "for Red: pawns · % Red wins",
            Msg::HintMoveForbidden => "no hint in a tournament game: aids are forbidden (8.3)",
            Msg::HintMoveGameOver => "the game is over: no hint",
            Msg::HintMoveNotYourTurn => "a hint is for the player to move",
            Msg::HintMoveThinking => "hint: the engine is thinking…",
            Msg::StudyNoMarked => "no marked move that way",
            Msg::StudyScoreGraph => "score",
            Msg::StudyRestorePrompt => "restore the unsaved annotation? (y restore / n discard)",
            Msg::HelpStudyDictate => "dictation of this record",
            Msg::KeySpace => "Space",
            Msg::KeyEnter => "Enter",
            Msg::KeyBackspace => "⌫",
            Msg::KeyDelete => "Del",
            Msg::KeyHome => "Home",
            Msg::KeyEnd => "End",
            Msg::KeyPageUp => "PgUp",
            Msg::KeyPageDown => "PgDn",
            Msg::TourGroupedRoundRobin => "grouped round robin",
            Msg::TnewTitle => "New event",
            Msg::TnewName => "Name",
            Msg::TnewFile => "File",
            Msg::TnewSystem => "System",
            Msg::TnewRounds => "Rounds",
            Msg::TnewMatchGames => "Games a match",
            Msg::TnewGroups => "Groups",
            Msg::TnewAdvance => "To the final",
            Msg::TnewScoring => "Scoring",
            Msg::TnewRules => "Rules",
            Msg::TnewTime => "Time control",
            Msg::TnewMode => "Mode",
            Msg::TnewPlayer => "Player",
            Msg::TnewRating => "Rating",
            Msg::TnewAuto => "auto",
            Msg::TnewNoPlayers => "none yet: type a name (and a rating) and press Enter",
            Msg::TnewEmptyName => "type the player's name first",
            Msg::TnewDiscardAsk => "leave without creating the event? (y/n)",
            Msg::HelpTnewField => "next / previous field",
            Msg::HelpTnewChoice => "change the choice (the time: the presets)",
            Msg::HelpTnewAdd => {
                "add the player typed (on the player or rating field); TEAM:NAME for a team event (12)"
            }
            Msg::HelpTnewCreate => "create the event file and open it",
            Msg::HelpTnewErase => "erase a character",
            Msg::HelpTnewCancel => "leave without creating",
            Msg::HelpTnewRow => "choose a player in the list",
            Msg::HelpTnewSeed => "move the player up / down one seed",
            Msg::HelpTnewRemove => "remove the player",
            Msg::HintTnewAdd => "add",
            Msg::HintTnewCreate => "create",
            Msg::HintTnewSeed => "seed",
            Msg::HintTnewRemove => "remove",
            Msg::HelpTourAdd => "add a player (a late entry, where the system allows it)",
            Msg::HelpTourNew => "a new event",
            Msg::HintTourAdd => "add",
            Msg::TourAddPrompt => "add a player: NAME or NAME:RATING, Enter adds, Esc cancels",
            Msg::HelpPickerNewEvent => "a new tournament event in this folder",
            Msg::HelpArbPause => "pause or resume the clocks (17.4)",
            Msg::HelpArbClock => "set a side's clock (22.4)",
            Msg::HelpArbRule => "rule on a claim: natural limit (23.3), pending position (24)",
            Msg::HelpArbDraw => "draw: the cycle repeated three times goes on (23.2)",
            Msg::HelpArbFoul => "record a foul or a sanction (9, 18)",
            Msg::HelpArbEnd => "end the game with a result and a reason (17.4)",
            Msg::HelpArbFlip => "flip the board",
            Msg::HelpArbQuit => "leave the arbiter's seat (the host keeps the game)",
            Msg::HintArbPause => "pause",
            Msg::HintArbResume => "resume",
            Msg::HintArbClock => "clock",
            Msg::HintArbRule => "rule",
            Msg::HintArbDraw => "draw",
            Msg::HintArbFoul => "foul",
            Msg::HintArbEnd => "end",
            Msg::HintArbSend => "send",
            Msg::ArbFieldSide => "side",
            Msg::ArbFieldTime => "time left",
            Msg::ArbFieldClaim => "claim",
            Msg::ArbFieldClaimant => "claimant",
            Msg::ArbFieldKind => "what",
            Msg::ArbFieldNote => "note",
            Msg::ArbFieldResult => "result",
            Msg::ArbFieldReason => "reason",
            Msg::ArbTitleClock => "Set a clock (22.4)",
            Msg::ArbTitleRule => "Rule on a claim",
            Msg::ArbTitleFoul => "Foul or sanction",
            Msg::ArbTitleEnd => "End the game",
            Msg::ArbClaimNatural => "natural limit (23.3)",
            Msg::ArbClaimPending => "pending position (24)",
            Msg::ArbOwnAudit => "nobody (the arbiter's own audit)",
            Msg::ArbSanctionWarning => "warning (18.1)",
            Msg::ArbSanctionDisqualify => "disqualification (18.2)",
            Msg::ArbResultRed => "1-0 Red wins",
            Msg::ArbResultBlack => "0-1 Black wins",
            Msg::ArbResultDraw => "½-½ draw",
            Msg::ArbBadTime => "time left: M:SS, H:MM:SS or seconds",
            Msg::ArbNoReason => "give the reason for the result",
            Msg::ArbNoClaims => "no claim pending",
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
            UiText::LobbyWelcome(nick) => format!("welcome, {nick}"),
            UiText::LobbyChallenge { from, to } => format!("{from} challenges {to}"),
            UiText::NotationNow(n) => match n {
                Notation::Chinese => "notation: Chinese".into(),
                Notation::Wxf => "notation: WXF".into(),
                Notation::Iccs => "notation: ICCS coordinates".into(),
            },
            UiText::TypingHint(side) => {
                let (chinese, wxf, iccs) = super::typing_examples(*side);
                format!("type a move: {chinese} · {wxf} · {iccs}")
            }
            UiText::TypingHintShort => "type a move".to_string(),
            UiText::GamePaused { key } => format!("the game is paused: press {key} to resume"),
            UiText::DrawAccept(by) => format!("{} accepts the draw?", self.side(*by)),
            UiText::DrawOffer(by) => format!("{} offers a draw?", self.side(*by)),
            UiText::PauseAsk { by, paused } => {
                let other = self.side(!*by);
                let by = self.side(*by);
                match paused {
                    false => format!("{by} asks to stop the clocks: does {other} agree?"),
                    true => format!("{by} asks to restart the clocks: does {other} agree?"),
                }
            }
            UiText::Foul { by, count, what } => {
                format!("foul by {} ({count}): {}", self.side(*by), what.en)
            }
            UiText::DrawDeclinedByMove(by) => {
                format!(
                    "{} moved: the draw offer is declined (23.1)",
                    self.side(*by)
                )
            }
            UiText::SheetComplete(owner) => {
                format!("{}'s scoresheet has no missing entry", self.side(*owner))
            }
            UiText::PreviousGameKept(path) => format!("the previous game is kept in {path}"),
            UiText::UnfinishedKept(path) => format!("the unfinished game was kept in {path}"),
            UiText::SaveFailed(why) => format!("could not save: {why}"),
            UiText::SavedResumeLater(path) => {
                format!("The game is saved ({path}). Run chuhe again to resume it.")
            }
            UiText::Greeting { seat, game, host } => match seat {
                Some(c) => format!("you play {} in game {game} hosted by {host}", self.side(*c)),
                None => format!("watching game {game} hosted by {host}"),
            },
            UiText::TakebackAsks(by) => {
                format!("{} asks to take back a move: agree?", self.side(*by))
            }
            UiText::ResumeGame { red, black, moves } => {
                format!("Resume the unfinished game? {red} v {black}, {moves} moves")
            }
            UiText::MovedPressClock(side) => {
                format!("{} has moved: p presses the clock", self.side(*side))
            }
            UiText::RecordsMove { owner, round } => {
                format!("{} records move {round}", self.side(*owner))
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
                Some(c) => format!("{}: ✓{right} ✗{wrong} missing {missing}", self.side(*c)),
            },
            UiText::BadTimeControl(why) => {
                format!("time control (e.g. 6.1, 15m+10s, 10m, untimed): {why}")
            }
            UiText::BadStartFen(why) => format!("start position (FEN): {why}"),
            UiText::FlagFell(c) => format!("{}'s flag fell (22)", self.side(*c)),
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
            UiText::DictRound { side, round } => format!("{}, move {round}", self.side(*side)),
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
            UiText::EditorInvalid(e) => position_error(e),
            UiText::EditorFen(fen) => format!("FEN: {fen}"),
            UiText::TournamentRecorded {
                round,
                board,
                red,
                black,
                result,
            } => format!(
                "Round {round} board {board}: {red} {result} {black}, recorded in the event"
            ),
            UiText::TournamentRecordFailed(why) => format!(
                "the result is not in the event: {why} (chuhe tournament result can enter it)"
            ),
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
                format!("{} is later than the limit and loses (21.1)", self.side(*c))
            }
            UiText::ServeEvent(why) => why.clone(),
            UiText::OpponentToMove(c) => {
                format!("{} to move (your opponent): please wait", self.side(*c))
            }
            UiText::YouToMove(c) => format!("{} to move: your turn", self.side(*c)),
            UiText::TypeOnYourTurn(side) => {
                let (chinese, wxf, iccs) = super::typing_examples(*side);
                format!("once they have moved, type yours: {chinese} · {wxf} · {iccs}")
            }
            UiText::TypeOnYourTurnShort => "once they have moved, type yours".to_string(),
            UiText::WatchingToMove(c) => format!("watching: {} to move", self.side(*c)),
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
                self.side(*by),
                if *natural {
                    "the natural limit (23.3)"
                } else {
                    "a ruling of the position (24)"
                }
            ),
        }
    }

    fn match_error(&self, e: &MatchError) -> String {
        match e {
            MatchError::GameOver(v) => format!("the game is over: {}", self.verdict(v)),
            MatchError::Paused => "the game is paused".into(),
            MatchError::NotPaused => "the game is not paused".into(),
            MatchError::NotYourTurn { to_move } => {
                format!("it is {}'s move (2.1)", self.side(*to_move))
            }
            MatchError::PressTheClock => "you have moved: press the clock (6)".into(),
            MatchError::OpponentHasNotPressed { mover } => format!(
                "{} has moved but not pressed the clock yet (6)",
                self.side(*mover)
            ),
            MatchError::ClockNotRunning => {
                "your clock is not running: the press does nothing (6)".into()
            }
            MatchError::PressedAutomatically => {
                "in this mode the clock is pressed with the move".into()
            }
            MatchError::MoveBeforePressing => "move first, then press the clock (6)".into(),
            // The reason cites its article already.
            MatchError::Illegal(a) => format!("illegal move: {}", self.illegal_attempt(a)),
            MatchError::TouchMove(o) => o.text.en.clone(),
            MatchError::CompleteScoresheetFirst { plies } => {
                let list: Vec<String> = plies.iter().map(|p| (p + 1).to_string()).collect();
                format!(
                    "new period: complete the missing scoresheet entries (plies {}) before moving (7.2)",
                    list.join(", ")
                )
            }
            MatchError::DrawOffer(r) => r.text().en,
            MatchError::NoDrawOffer => "there is no draw offer".into(),
            MatchError::OwnDrawOffer => {
                "you cannot answer your own offer, nor withdraw it (23.1)".into()
            }
            MatchError::NotOnOwnTime => "claims are made on your own time (8.5)".into(),
            MatchError::UndoNotAllowed { mode } => format!(
                "no take-backs in {} mode: a move once made stands (5.7)",
                self.mode(*mode)
            ),
            MatchError::NothingToUndo => "there is no move to take back".into(),
            MatchError::PauseNotAllowed => {
                "in a tournament game only the arbiter stops the clock (9.1.2)".into()
            }
            MatchError::NoSuchPly { ply, plies } => {
                format!("ply {} has not been played ({plies} so far)", ply + 1)
            }
            MatchError::NotRecording => "in this mode chuhe keeps the scoresheet".into(),
            MatchError::Remote(t) => t.en.clone(),
            MatchError::ClockUntimed => {
                "this game is untimed: there is no clock to set (22.4)".into()
            }
            MatchError::NoCycle { explanation } => format!("no draw (23.2): {}", explanation.en),
        }
    }

    fn offer_refusal(&self, r: OfferRefusal) -> &'static str {
        match r {
            OfferRefusal::NotAfterOwnMove => "a draw may be offered only right after your own move",
            OfferRefusal::AfterPress => "a draw must be offered before pressing the clock",
            OfferRefusal::TooEarly => "no draw offers within the first 25 moves (CXA 2011, 4.3)",
            OfferRefusal::AlreadyPending => "a draw offer is already standing",
            OfferRefusal::Consecutive => {
                "offers must alternate: after a refusal, the opponent offers next"
            }
        }
    }

    fn foul_kind(&self, k: FoulKind) -> &'static str {
        match k {
            FoulKind::Distraction => "distracting the opponent",
            FoulKind::ClockInterference => "stopping or starting the clock",
            FoulKind::RepeatedDrawOffer => "offering a draw again after a refusal",
            FoulKind::FalseNaturalLimitClaim => "a false natural-limit claim",
            FoulKind::TouchedImmovablePiece => "touching an own piece that cannot move",
            FoulKind::TouchedUncapturablePiece => {
                "touching an opponent's piece that cannot be captured"
            }
            FoulKind::RecordingLapse => "4 consecutive moves not recorded",
            FoulKind::Conduct => "a breach of the player's duties",
        }
    }

    fn fouls(&self, list: &[Foul]) -> String {
        if list.is_empty() {
            return "none".into();
        }
        let items: Vec<String> = list.iter().map(|f| f.kind.text().en).collect();
        format!("{}: {}", list.len(), items.join("; "))
    }

    fn note(&self, n: &Note) -> String {
        match n {
            Note::Paused => "the game is paused".into(),
            Note::InCheck(c) => format!("{} is in check", self.side(*c)),
            Note::PressTheClock(c) => format!("{} has moved: press the clock (6)", self.side(*c)),
            Note::CompleteEntriesFirst { side, count } => format!(
                "{} must complete {count} scoresheet entries before moving (7.2)",
                self.side(*side)
            ),
            Note::RecordingMayWait(c) => {
                format!(
                    "{} has under 3 minutes: recording may wait (7.2)",
                    self.side(*c)
                )
            }
            Note::NaturalLimitReached { moves } => format!(
                "{moves} moves without a capture: a natural-limit draw may be claimed (4.2.4, 23.3)"
            ),
            Note::NaturalLimitNear { moves, limit } => {
                format!("natural limit: {moves} of {limit} moves without a capture (4.2.4)")
            }
            Note::DrawOffered(c) => format!("{} offers a draw (23.1)", self.side(*c)),
            Note::EntryNamesAnother { read, played } => {
                format!("the entry reads {read}; the move played was {played} (7.1)")
            }
            Note::EntryUnreadable(e) => format!(
                "{}; write the move in Chinese notation, full or abbreviated (7.5)",
                self.notation_error(e)
            ),
            Note::EntryNoSuchMove { why, played } => {
                format!(
                    "{}; the move played was {played} (7.1)",
                    self.notation_error(why)
                )
            }
            Note::NotPending { count } => format!(
                "this position has occurred {count} time(s): a pending position needs a cycle repeated three times (24)"
            ),
            Note::NaturalLimitClaim {
                upheld: true,
                moves,
                limit,
            } => format!(
                "{moves} moves without a capture: the natural limit of {limit} is reached (4.2.4, 23.3)"
            ),
            Note::NaturalLimitClaim {
                upheld: false,
                moves,
                limit,
            } => format!("only {moves} moves without a capture, not {limit} (23.3)"),
            Note::NaturalLimitClaimCounted {
                upheld: true,
                moves,
                ..
            } => format!(
                "{moves} moves without a capture counted: the natural limit is reached (4.2.4, 23.3)"
            ),
            Note::NaturalLimitClaimCounted {
                upheld: false,
                moves,
                limit,
                excluded: 0,
            } => format!("only {moves} moves without a capture counted, not {limit} (23.3)"),
            Note::NaturalLimitClaimCounted {
                upheld: false,
                moves,
                limit,
                excluded,
            } => format!(
                "only {moves} moves counted ({excluded} left out for the claimant's checks beyond ten), not {limit} (23.3)"
            ),
            Note::PressedBeforeMoving => {
                "the clock pressed before moving: a second time loses (4.1.9)".into()
            }
        }
    }

    fn time_control(&self, tc: &TimeControl) -> String {
        if tc.is_untimed() {
            return "untimed".into();
        }
        let n = tc.periods().len();
        let parts: Vec<String> = tc
            .periods()
            .iter()
            .enumerate()
            .map(|(i, p)| {
                let t = en_duration(p.time);
                match p.moves {
                    Some(m) if i + 1 == n => format!("{m} moves in every {t}"),
                    Some(m) => format!("{m} moves in {t}"),
                    None if i == 0 => format!("{t} for the game"),
                    None => format!("{t} for the rest of the game"),
                }
            })
            .collect();
        let mut s = parts.join(", then ");
        match tc.bonus() {
            Bonus::Increment(d) => s += &format!(", plus {} per move", en_duration(d)),
            Bonus::Delay(d) => s += &format!(", {} delay per move", en_duration(d)),
            Bonus::None => {}
        }
        s
    }

    fn result_sheet(&self, s: &ResultSheet) -> String {
        let mut out = vec!["Result sheet (10.1)".to_string()];
        // A side without a name is not named twice ("Red: Red"); with no names at
        // all the line is left out (the lines below name the sides).
        // The line is there when a side has a name; beside it an unknown name is a
        // dash, so that the line still reads as two entries.
        let name = |c: Color, n: &str| match n.trim() {
            "" => format!("{}: —", self.side(c)),
            n => format!("{}: {n}", self.side(c)),
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
        out.push(format!("Moves: {} ({} plies)", s.moves, s.plies));
        let per_side = |label: &str, value: &dyn Fn(Color) -> String| {
            format!(
                "{label}{} {}   {} {}",
                self.side(Color::Red),
                value(Color::Red),
                self.side(Color::Black),
                value(Color::Black)
            )
        };
        out.push(per_side("Time used: ", &|c| {
            clock_text(s.time_used[c.index()])
        }));
        out.push(per_side("Fouls: ", &|c| self.fouls(&s.fouls[c.index()])));
        if s.presses_without_move.iter().any(|&n| n > 0) {
            out.push(per_side("Presses before moving (4.1.9): ", &|c| {
                s.presses_without_move[c.index()].to_string()
            }));
        }
        if s.mode != Mode::Casual {
            out.push(per_side("Scoresheets (7): ", &|c| {
                let (m, w) = (s.entries_missing[c.index()], s.entries_wrong[c.index()]);
                format!("{m} missing, {w} wrong")
            }));
        }
        out.push(format!(
            "Rules: {}   Mode: {}",
            self.rules(s.rules),
            self.mode(s.mode)
        ));
        out.push(match s.time_control.is_untimed() {
            true => "Time control: none".to_string(),
            false => format!("Time control: {}", self.time_control(&s.time_control)),
        });
        out.push(format!("FEN: {}", s.final_fen));
        out.join("\n")
    }

    fn net(&self, t: &NetText) -> String {
        let seat = |c: Color| self.side(c).to_lowercase();
        match t {
            NetText::HostFull => "the host has too many connections".into(),
            NetText::TooManyPending => {
                "too many connections from one place have not said hello: the oldest was closed"
                    .into()
            }
            NetText::HelloTimeout => "no hello in time after connecting".into(),
            NetText::IdleTimeout => "no complete message within the time limit".into(),
            NetText::TooLong { limit } => format!("message longer than {limit} bytes"),
            NetText::NotUtf8 => "message is not UTF-8 text".into(),
            NetText::HelloFirst => "the first message must be a hello".into(),
            NetText::AlreadyGreeted => {
                "this connection has already said hello: a hello is sent once".into()
            }
            NetText::WrongCode => "wrong join code".into(),
            NetText::TokenFormat => "a seat token is 32 hex digits".into(),
            NetText::TokenOpensNoSeat => "this seat token opens no seat of this game".into(),
            NetText::SeatMismatch { asked, holds } => format!(
                "this seat token is for {}, but you asked for {}: ask for no seat, or use {}'s token",
                self.side(*holds),
                self.side(*asked),
                self.side(*asked)
            ),
            NetText::SeatTaken { asked, free } => format!(
                "the {} seat is taken; the {} seat is free",
                seat(*asked),
                seat(*free)
            ),
            NetText::BothSeatsTaken => {
                "both seats are taken; you can watch: chuhe watch with the same code".into()
            }
            NetText::NoToken => "the host could not make a seat token".into(),
            NetText::SpectatorsFull { watching } => {
                format!("this game already has {watching} spectators")
            }
            NetText::RateLimited => "too many messages too fast".into(),
            NetText::Replaced => "your seat was taken over by a new connection".into(),
            NetText::Closing => {
                "the host has shut down; the game is saved and you can reconnect when it is back"
                    .into()
            }
            NetText::NotTheArbiter => {
                "wrong arbiter token: only this game's arbiter takes the arbiter's seat (17)".into()
            }
            NetText::NotPairedHere { name } => format!(
                "this board's seats are kept for the players paired at it; '{name}' is not one of them"
            ),
            NetText::ConnectFailed { endpoint } => format!("cannot reach the game at {endpoint}"),
            NetText::NoAnswer => "the host did not answer in time".into(),
            NetText::LinkBroken => "the connection to the host broke".into(),
            NetText::Unreadable { detail } => {
                format!("the host sent something unreadable: {detail}")
            }
            NetText::LinkClosed => "the link is closed".into(),
            NetText::HostClosed => "the host closed the connection".into(),
            NetText::CannotWrite => "cannot write to the host".into(),
            NetText::HostSilent => "the host stopped answering".into(),
            NetText::ConnectionError { detail } => detail.clone(),
            NetText::OutOfStep { detail } => {
                format!("out of step with the host ({detail}): fetching the whole game")
            }
            NetText::OutOfStepShort { detail } => format!("out of step with the host: {detail}"),
            NetText::LostForGood { why } => {
                format!("the connection to the host was lost: {}", why.en)
            }
            NetText::Reconnecting { why } => {
                format!("connection to the host lost, reconnecting… ({})", why.en)
            }
            NetText::Reconnected => "back at the table".into(),
            NetText::Arrived { color, name, back } => {
                let who = if name.is_empty() {
                    self.side(*color).to_string()
                } else {
                    format!("{} ({name})", self.side(*color))
                };
                if *back {
                    format!("{who} is back")
                } else {
                    format!("{who} has joined the game")
                }
            }
            NetText::WaitingForOpponent { join } => format!("waiting for an opponent: {join}"),
            NetText::TakebackPending { by } => format!(
                "{} asks to take back a move; {} answers (y agrees, n declines)",
                self.side(*by),
                self.side(!*by)
            ),
            NetText::Absent { who, paused: true } => format!(
                "{} disconnected: the clocks are stopped until they are back",
                self.sides_list(who)
            ),
            NetText::Absent { who, paused: false } => {
                format!("{} disconnected: their clock runs on", self.sides_list(who))
            }
            NetText::StoppedFor { who } => format!(
                "the host stopped the clocks until {} is back",
                self.sides_list(who)
            ),
            NetText::FieldTooLong { field, chars, max } => format!(
                "a bad message: the {} has {chars} characters, at most {max}",
                net_field(*field)
            ),
            NetText::FieldControl { field, code, at } => format!(
                "a bad message: the {} has control character U+{code:04X} at character {at}",
                net_field(*field)
            ),
            NetText::NotProtocol { detail } => format!("not a chuhe message: {detail}"),
            NetText::VersionMismatch {
                software,
                ours,
                theirs: Some(v),
            } => format!(
                "protocol version mismatch: the host ({software}) speaks version {ours}, the client speaks version {v}; use the same version of chuhe on both sides"
            ),
            NetText::VersionMismatch {
                software,
                ours,
                theirs: None,
            } => format!(
                "protocol version mismatch: the host ({software}) speaks version {ours}, the client sent no version"
            ),
            NetText::Watching => "you are watching: spectators cannot act on the game".into(),
            NetText::SpectatorsCannotAct => "spectators cannot act on the game".into(),
            NetText::NotStarted => "the game has not started: no opponent yet".into(),
            NetText::NoEvent => "this game belongs to no event".into(),
            NetText::OnlyTheArbiter => "only the game's arbiter can do this (17)".into(),
            NetText::ArbiterDoesNotPlay => "the arbiter does not play".into(),
            NetText::NoTakebackAsked => "your opponent has not asked to take back a move".into(),
            NetText::TakebackDeclinedBy { by } => {
                format!("{} declines the take-back", self.side(*by))
            }
        }
    }

    fn arbiter_action(&self, a: &ArbiterAction) -> String {
        let art = a.article();
        let said = match a {
            ArbiterAction::Pause => format!("the clocks are stopped ({art})"),
            ArbiterAction::Resume => format!("the clocks run again ({art})"),
            ArbiterAction::Foul { player, kind } => {
                let what = match kind.text().en {
                    t if t.contains('(') => t,
                    t => format!("{t} ({})", kind.article()),
                };
                format!("a foul by {}: {what}", self.side(*player))
            }
            ArbiterAction::Declare { verdict } => {
                format!("the game is ended by ruling: {}", self.verdict(verdict))
            }
            ArbiterAction::SetClock { player, remaining } => format!(
                "a faulty clock: {}'s clock is set to {} left ({art})",
                self.side(*player),
                clock_text(*remaining)
            ),
            ArbiterAction::RuleNaturalLimit { claimant: Some(c) } => {
                format!("{}'s natural-limit claim is audited ({art})", self.side(*c))
            }
            ArbiterAction::RuleNaturalLimit { claimant: None } => {
                format!("the arbiter audits the natural limit ({art})")
            }
            ArbiterAction::RulePending { claimant: Some(c) } => {
                format!(
                    "the pending position is ruled on {}'s request ({art})",
                    self.side(*c)
                )
            }
            ArbiterAction::RulePending { claimant: None } => {
                format!("the pending position is ruled on ({art})")
            }
            ArbiterAction::ChargeLateness { player, late } => format!(
                "both players were late: {}'s {} late are charged to their clock ({art})",
                self.side(*player),
                clock_text(*late)
            ),
            ArbiterAction::CycleDraw => format!(
                "the cycle has repeated three times and goes on: a draw, though neither side offered one ({art})"
            ),
            ArbiterAction::Sanction {
                player,
                sanction,
                note,
            } => {
                let what = match sanction {
                    Sanction::Warning => "a warning",
                    Sanction::Disqualification => "disqualification from the game",
                };
                let note = if note.is_empty() {
                    String::new()
                } else {
                    format!(": {note}")
                };
                format!("{what} for {} ({art}){note}", self.side(*player))
            }
        };
        format!("Arbiter: {said}")
    }

    fn citation(&self, c: Citation) -> String {
        let a = c.articles;
        match c.book {
            Book::Main => a.to_string(),
            Book::Cxa2011 => format!("CXA 2011, {a}"),
            Book::Folk => format!("folk rules {a}"),
            Book::Axf if a.is_empty() => "AXF".to_string(),
            Book::Axf => format!("AXF {a}"),
        }
    }

    fn conduct(&self, c: Conduct) -> String {
        match c {
            Conduct::Allowed => "makes allowed moves".to_string(),
            Conduct::PerpetualCheck => "gives perpetual check".to_string(),
            Conduct::PerpetualMateThreat => "perpetually threatens mate".to_string(),
            Conduct::PerpetualChase(set) => format!("perpetually chases {}", adj_pieces(set)),
            Conduct::PerpetualAttack => {
                "attacks on every move (checks, mate threats and chases in turn)".to_string()
            }
        }
    }

    fn adjudication_reason(&self, r: &AdjudicatedEnd) -> String {
        let art = self.citation(r.cites());
        match r {
            AdjudicatedEnd::Checkmate { loser } => format!(
                "{} is checkmated; {} wins ({art})",
                loser.english_name(),
                (!*loser).english_name()
            ),
            AdjudicatedEnd::Stalemate { loser } => format!(
                "{} has no legal move (困毙) and loses; {} wins ({art})",
                loser.english_name(),
                (!*loser).english_name()
            ),
            AdjudicatedEnd::NoWinningChances { .. } => format!(
                "neither side has a piece left that can cross the river: no winning chances, draw ({art})"
            ),
            AdjudicatedEnd::NaturalLimit { moves, .. } => {
                format!("natural move limit: {moves} moves without a capture, draw ({art})")
            }
            AdjudicatedEnd::Repetition(rr) => self.repetition_verdict(rr),
            AdjudicatedEnd::OrderIgnored(rr) => {
                let Some(loser) = rr.verdict.loser() else {
                    return self.repetition_verdict(rr);
                };
                let art = self.citation(rr.cites());
                if rr.ground == Ground::EarlyRepetition {
                    return format!(
                        "within the first 25 moves a repetition may not draw: told to vary, Red repeated the cycle once more and loses ({art})"
                    );
                }
                let name = loser.english_name();
                let did = self.conduct(rr.conduct(loser));
                format!(
                    "{name} {did} and, told to vary, repeated the cycle once more: {name} loses ({art})"
                )
            }
            AdjudicatedEnd::RepetitionContinued(rr) => format!(
                "{}: the repetition went on after the third time; a drawn cycle, the arbiter declares a draw ({art})",
                self.both_conducts(rr)
            ),
        }
    }

    fn repetition_order(&self, o: &Order) -> String {
        let r = &o.ruling;
        let art = self.citation(r.cites());
        if r.ground == Ground::EarlyRepetition {
            return format!(
                "pending position: a drawn cycle within the first 25 moves; Red must vary at once and loses if the cycle is repeated once more ({art})"
            );
        }
        format!(
            "pending position: {}. {} must vary at once and loses if the cycle is repeated once more ({art})",
            self.both_conducts(r),
            o.side.english_name()
        )
    }

    fn repetition_warning(&self, w: &Warning) -> String {
        let r = &w.ruling;
        let art = self.citation(r.cites());
        let head = "this position has occurred twice";
        // Under the CXA rules the third time makes a pending position, where the
        // offender is told to vary (24.3); the folk and AXF rules judge it at once.
        let two_steps = r.rules == RuleSet::Cxa && r.ground != Ground::PerpetualCheck;
        match (r.ground, r.verdict.loser()) {
            (Ground::EarlyRepetition, _) => format!(
                "{head}; within the first 25 moves a repetition may not draw: once more and Red must vary ({art})"
            ),
            (_, Some(loser)) => {
                let name = loser.english_name();
                let keeps = keep_phrase(r.conduct(loser));
                if two_steps {
                    format!(
                        "{head}; if {name} keeps {keeps}, the next repetition is a pending position and {name} must vary ({art})"
                    )
                } else {
                    format!("{head}; if {name} keeps {keeps}, {name} loses ({art})")
                }
            }
            (_, None) => format!("{head}; one more repetition and the game is drawn ({art})"),
        }
    }
    fn tiebreak(&self, t: TieBreak) -> &'static str {
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

    fn team_tiebreak(&self, t: TeamTieBreak) -> &'static str {
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

    fn sheet_label(&self, l: SheetLabel) -> &'static str {
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

    fn file(&self, t: &super::files::FileText) -> String {
        self.file_text(t)
    }

    fn record_error(&self, e: &crate::record::RecordError) -> String {
        self.record_error_text(e)
    }

    fn game_error(&self, e: &crate::record::GameError) -> String {
        self.game_error_text(e)
    }

    // (the parser's own English, with the column)
    fn time_control_error(&self, e: &crate::match_control::TimeControlError) -> String {
        e.to_string()
    }

    fn team_table_label(&self, l: crate::tournament::TeamTableLabel) -> &'static str {
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
}

/// "Red's rook", "Black's horse and cannon".
fn adj_pieces(set: PieceSet) -> String {
    let list: Vec<_> = set.iter().collect();
    let mut out = String::new();
    for (i, p) in list.iter().enumerate() {
        if i > 0 {
            out.push_str(if i + 1 == list.len() { " and " } else { ", " });
        }
        if i == 0 || list[i - 1].color != p.color {
            out.push_str(p.color.english_name());
            out.push_str("'s ");
        }
        out.push_str(p.kind.english_name());
    }
    out
}

/// "chasing Red's rook", "checking", for "if Black keeps ...".
fn keep_phrase(c: Conduct) -> String {
    match c {
        Conduct::Allowed => "moving this way".to_string(),
        Conduct::PerpetualCheck => "checking".to_string(),
        Conduct::PerpetualMateThreat => "threatening mate".to_string(),
        Conduct::PerpetualChase(set) => format!("chasing {}", adj_pieces(set)),
        Conduct::PerpetualAttack => "attacking on every move".to_string(),
    }
}

impl En {
    /// "Red perpetually chases Black's cannon, Black makes allowed moves".
    fn both_conducts(&self, r: &RepetitionRuling) -> String {
        format!(
            "Red {}, Black {}",
            self.conduct(r.red),
            self.conduct(r.black)
        )
    }

    fn repetition_verdict(&self, r: &RepetitionRuling) -> String {
        let art = self.citation(r.cites());
        match (r.ground, r.verdict.loser()) {
            (Ground::EarlyRepetition, _) => format!(
                "a drawn repetition within the first 25 moves: Red must vary and, not varying, loses ({art})"
            ),
            (Ground::PerpetualCheck, Some(loser)) => format!(
                "{} gives perpetual check and loses ({art})",
                loser.english_name()
            ),
            (_, Some(loser)) => {
                let name = loser.english_name();
                let did = self.conduct(r.conduct(loser));
                format!("{name} {did}; {name} must vary and, not varying, loses ({art})")
            }
            (Ground::BothForbidden, None) => {
                format!("both sides make forbidden moves; the repetition is a draw ({art})")
            }
            (_, None) => {
                format!("both sides make allowed moves; the repetition is a draw ({art})")
            }
        }
    }
}

/// "90 min", "15 s", "1 h 30 min".
fn en_duration(d: std::time::Duration) -> String {
    super::zh::duration_words(d, (" h", " min", " s"), " ")
}

/// Why a setup is not a position a game can reach (1.2, 2.2, 3.4), with the points
/// named as the side of the piece names them.
fn position_error(e: &crate::rules::PositionError) -> String {
    use crate::rules::PositionError as E;
    match *e {
        E::MissingGeneral(c) => format!(
            "{} has no general: each side needs exactly one (1.2)",
            c.english_name()
        ),
        E::TooManyGenerals { color, count } => format!(
            "{} has {count} generals: each side needs exactly one (1.2)",
            color.english_name()
        ),
        E::GeneralOutsidePalace { color, square } => format!(
            "{}'s general on {} is outside its palace (2.2)",
            color.english_name(),
            point(square, color)
        ),
        E::UnreachablePoint { piece, square } => {
            let why = match piece.kind {
                Kind::Advisor => "an advisor stays on the five points of its palace's diagonals",
                Kind::Elephant => "an elephant stays on the seven points of its own side",
                Kind::Pawn => "a pawn never moves back, nor sideways before the river",
                _ => "that piece cannot reach it",
            };
            format!(
                "{}'s {} cannot stand on {}: {why} (2.2)",
                piece.color.english_name(),
                piece.kind.english_name(),
                point(square, piece.color)
            )
        }
        E::TooMany { color, kind, count } => format!(
            "{} has {count} {}s: at most {} (1.2)",
            color.english_name(),
            kind.english_name(),
            kind.max_count()
        ),
        E::GeneralsFacing(file) => {
            let n = point_name(Square::new(file, 0), Color::Red).file;
            format!(
                "the generals face each other on Red's file {} with nothing between (2.2)",
                file_label(Color::Red, n)
            )
        }
        E::SideNotToMoveInCheck(c) => format!(
            "{} is in check but it is {}'s move: the side that just moved cannot be left in check (3.4)",
            c.english_name(),
            c.opponent().english_name()
        ),
    }
}

impl En {
    /// "Red and Black".
    fn sides_list(&self, sides: &[Color]) -> String {
        let names: Vec<&str> = sides.iter().map(|c| self.side(*c)).collect();
        names.join(" and ")
    }
}

fn net_field(f: super::net::Field) -> &'static str {
    use super::net::Field;
    match f {
        Field::Code => "join code",
        Field::Token => "seat token",
        Field::Name => "name",
        Field::Client => "client name",
        Field::Entry => "entry",
        Field::Note => "note",
        Field::Other => "field",
    }
}

impl En {
    pub(super) fn file_text(&self, t: &super::files::FileText) -> String {
        use super::files::FileText as F;
        match t {
            F::At { path, inner } => format!("{path}: {}", self.file_text(inner)),
            F::Io { detail, .. } => detail.clone(),
            F::Record(error) => error.to_string(),
            F::Game(error) => error.to_string(),
            F::NoGame => "no game in the file".into(),
            F::InGame { n, inner } => format!("game {n}: {}", self.file_text(inner)),
            F::NoSuchGame { path, n, count } => format!(
                "--game {n}: {path} holds {count} game{} (choose 1 to {count})",
                if *count == 1 { "" } else { "s" }
            ),
            F::StartPosition(error) => format!("start position: {}", position_error(error)),
            F::Replay(why) => crate::lang::Render::render(why, crate::lang::Lang::En),
            F::SavedTimeControl { spec } => {
                format!("the saved time control '{spec}' cannot be read")
            }
            F::ConfigSyntax {
                at: Some((line, column)),
                detail,
            } => format!("line {line}, column {column}: {detail}"),
            F::ConfigSyntax { at: None, detail } => detail.clone(),
            F::ConfigTime { spec, column } => format!(
                "config.toml [new_game] time: '{spec}' is not a time control (at character {column}; try 6.1, 15m+10s, 10m or untimed)"
            ),
            F::ThemeSyntax { detail } => format!("theme: {detail}"),
            F::ThemeRole { role, known } => {
                format!("theme: unknown role '{role}' (known: {known})")
            }
            F::ThemeColour { role, detail } => format!("theme: role '{role}': {detail}"),
            F::ThemeBase { base } => {
                format!("theme: cannot extend unknown theme '{base}' (classic, dark or mono)")
            }
            F::ThemeNotFound { name } => format!("theme '{name}' not found"),
            F::NoTerminal => {
                "the TUI needs a terminal (stdin and stdout are not both terminals)".into()
            }
            F::ArchiveFailed { why } => format!(
                "could not keep the unfinished game before starting a new one: {}",
                self.file_text(why)
            ),
            F::SavingUnavailable => "saving records is not available here".into(),
            F::Fixed(m) => self.msg(*m).into(),
            F::Flag { flag, inner } => format!("{flag}: {}", self.file_text(inner)),
            F::Damaged { detail, .. } => detail.clone(),
            F::ConfigName {
                at: Some((line, column)),
                name,
            } => format!("line {line}, column {column}: {name}"),
            F::ConfigName { at: None, name } => name.to_string(),
        }
    }
}

impl En {
    /// The record readers' errors say themselves in English (their `Display`).
    pub(super) fn record_error_text(&self, e: &crate::record::RecordError) -> String {
        e.to_string()
    }

    pub(super) fn game_error_text(&self, e: &crate::record::GameError) -> String {
        e.to_string()
    }
}
