//! Key bindings, as data: one table per context. The help screen and the key hints
//! are generated from the same tables, so they can never disagree with the keys.
//!
//! On the board, lower-case letters are commands; anything that can only start a
//! typed move — a Chinese character from an IME, an upper-case WXF letter (`C2.5`),
//! a digit — starts typing by itself. Lower-case coordinates (`h2e2`) are recognised
//! as typed: a file letter `a`–`i` followed by a digit starts the move, and what the
//! letter did as a command (`h` the cursor, `f` the flip, `a` the glyphs; `d` only
//! asks) is taken back (`App::on_key`). Tab or `:` opens the input line as well.

use crossterm::event::{KeyCode, KeyEvent, KeyEventKind, KeyModifiers};

use super::action::{Action, Dir};
use super::i18n::Msg;
use chuhe_core::lang::Lang;

/// Where the keyboard focus is.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum Context {
    Board,
    /// Typing a move on the input line.
    Input,
    /// A yes/no question in the status line.
    Prompt,
    /// The new-game dialog.
    Dialog,
}

/// One key as written in the tables.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum Key {
    Char(char),
    Ctrl(char),
    Code(KeyCode),
}

impl Key {
    pub fn matches(self, ev: &KeyEvent) -> bool {
        let ctrl = ev.modifiers.contains(KeyModifiers::CONTROL);
        match self {
            Key::Char(c) => ev.code == KeyCode::Char(c) && !ctrl,
            Key::Ctrl(c) => ev.code == KeyCode::Char(c) && ctrl,
            Key::Code(code) => ev.code == code,
        }
    }

    /// How the key is written in the hints (in English).
    pub fn label(self) -> String {
        self.label_in(Lang::En)
    }

    /// How the key is written in `lang`'s help: the Chinese names players say
    /// (空格, 回车, 上页 ...) for the named keys; arrows and ⌫ as symbols; Esc,
    /// Tab, F1 and Ctrl- as their keycaps say.
    pub fn label_in(self, lang: Lang) -> String {
        self.named_in(lang)
    }

    /// How the key is written in a hint row, where room is short: Space and Enter by
    /// their Chinese names in Chinese (空格, 回车), the others by their compact labels
    /// (⌫, Del, PgUp).
    pub fn hint_label(self, lang: Lang) -> String {
        match self {
            Key::Char(' ') | Key::Code(KeyCode::Enter) => self.label_in(lang),
            _ => self.label(),
        }
    }

    fn named_in(self, lang: Lang) -> String {
        let named = |m: Msg| m.text(lang).to_string();
        match self {
            Key::Char(' ') => named(Msg::KeySpace),
            Key::Char(c) => c.to_string(),
            Key::Ctrl(c) => format!("Ctrl-{}", c.to_ascii_uppercase()),
            Key::Code(code) => match code {
                KeyCode::Up => "↑".into(),
                KeyCode::Down => "↓".into(),
                KeyCode::Left => "←".into(),
                KeyCode::Right => "→".into(),
                KeyCode::Enter => named(Msg::KeyEnter),
                KeyCode::Esc => "Esc".into(),
                KeyCode::Tab => "Tab".into(),
                KeyCode::BackTab => "Shift-Tab".into(),
                KeyCode::Backspace => named(Msg::KeyBackspace),
                KeyCode::F(n) => format!("F{n}"),
                KeyCode::PageUp => named(Msg::KeyPageUp),
                KeyCode::PageDown => named(Msg::KeyPageDown),
                KeyCode::Delete => named(Msg::KeyDelete),
                KeyCode::Home => named(Msg::KeyHome),
                KeyCode::End => named(Msg::KeyEnd),
                other => format!("{other:?}"),
            },
        }
    }
}

pub struct Binding {
    pub keys: &'static [Key],
    pub action: Action,
    /// The line on the help screen.
    pub help: Option<Msg>,
}

const fn bind(keys: &'static [Key], action: Action, help: Option<Msg>) -> Binding {
    Binding { keys, action, help }
}

use Key::{Char, Code, Ctrl};

/// The board: cursor play and every game command.
pub static BOARD: &[Binding] = &[
    bind(
        &[Code(KeyCode::Up), Char('k')],
        Action::Cursor(Dir::Up),
        Some(Msg::HelpCursor),
    ),
    bind(
        &[Code(KeyCode::Down), Char('j')],
        Action::Cursor(Dir::Down),
        Some(Msg::HelpCursor),
    ),
    bind(
        &[Code(KeyCode::Left), Char('h')],
        Action::Cursor(Dir::Left),
        Some(Msg::HelpCursor),
    ),
    bind(
        &[Code(KeyCode::Right), Char('l')],
        Action::Cursor(Dir::Right),
        Some(Msg::HelpCursor),
    ),
    bind(&[Char(' ')], Action::Activate, Some(Msg::HelpActivate)),
    bind(&[Code(KeyCode::Enter)], Action::Enter, Some(Msg::HelpEnter)),
    bind(&[Code(KeyCode::Esc)], Action::Cancel, Some(Msg::HelpCancel)),
    bind(
        &[Code(KeyCode::Tab), Char(':')],
        Action::FocusInput,
        Some(Msg::HelpFocusInput),
    ),
    bind(&[Char('u')], Action::Undo, Some(Msg::HelpUndo)),
    bind(&[Char('f')], Action::Flip, Some(Msg::HelpFlip)),
    bind(&[Char('r')], Action::Resign, Some(Msg::HelpResign)),
    bind(&[Char('d')], Action::Draw, Some(Msg::HelpDraw)),
    bind(&[Char('c')], Action::Claim, Some(Msg::HelpClaim)),
    bind(&[Char('p')], Action::PressClock, Some(Msg::HelpPress)),
    bind(&[Char('w')], Action::Write, Some(Msg::HelpWrite)),
    bind(&[Char('z')], Action::Pause, Some(Msg::HelpPause)),
    bind(&[Char('s')], Action::Save, Some(Msg::HelpSave)),
    bind(&[Char('n')], Action::NewGame, Some(Msg::HelpNewGame)),
    bind(&[Char('a')], Action::ToggleAscii, Some(Msg::HelpAscii)),
    bind(&[Char('x')], Action::ToggleLang, Some(Msg::HelpLang)),
    bind(&[Char('v')], Action::CycleNotation, Some(Msg::HelpNotation)),
    bind(&[Char('o')], Action::OpenFile, Some(Msg::HelpOpenFile)),
    bind(
        &[Ctrl('e')],
        Action::EditPosition,
        Some(Msg::HelpEditPosition),
    ),
    bind(&[Ctrl('d')], Action::Dictate, Some(Msg::HelpDictate)),
    bind(&[Char('t')], Action::CycleTheme, Some(Msg::HelpTheme)),
    bind(&[Char('m')], Action::ToggleMouse, Some(Msg::HelpMouse)),
    bind(
        &[Char('?'), Code(KeyCode::F(1))],
        Action::Help,
        Some(Msg::HelpHelp),
    ),
    bind(&[Char('q'), Ctrl('c')], Action::Quit, Some(Msg::HelpQuit)),
    bind(&[Char('y')], Action::Hint, Some(Msg::HelpHint)),
    bind(
        &[Code(KeyCode::F(2))],
        Action::ToggleAnalysis,
        Some(Msg::HelpAnalysis),
    ),
];

/// The input line: everything printable is text.
pub static INPUT: &[Binding] = &[
    bind(&[Code(KeyCode::Enter)], Action::Submit, None),
    bind(&[Code(KeyCode::Esc)], Action::Cancel, None),
    bind(&[Code(KeyCode::Backspace)], Action::Erase, None),
    bind(&[Ctrl('c')], Action::Quit, None),
    bind(&[Code(KeyCode::F(1))], Action::Help, None),
];

pub static PROMPT: &[Binding] = &[
    bind(
        &[Char('y'), Char('Y'), Code(KeyCode::Enter)],
        Action::Yes,
        None,
    ),
    bind(
        &[Char('n'), Char('N'), Code(KeyCode::Esc)],
        Action::No,
        None,
    ),
];

pub static DIALOG: &[Binding] = &[
    bind(
        &[Code(KeyCode::Down), Code(KeyCode::Tab)],
        Action::NextField,
        None,
    ),
    bind(
        &[Code(KeyCode::Up), Code(KeyCode::BackTab)],
        Action::PrevField,
        None,
    ),
    bind(&[Code(KeyCode::Left)], Action::Choice(Dir::Left), None),
    bind(&[Code(KeyCode::Right)], Action::Choice(Dir::Right), None),
    bind(&[Code(KeyCode::Enter)], Action::Submit, None),
    bind(&[Code(KeyCode::Esc)], Action::Cancel, None),
    bind(&[Code(KeyCode::Backspace)], Action::Erase, None),
    bind(&[Ctrl('c')], Action::Quit, None),
];

use super::action::Step;

/// The study board: stepping through a record, its variations, annotating.
pub static STUDY_BOARD: &[Binding] = &[
    bind(
        &[Code(KeyCode::Left)],
        Action::Step(Step::Back),
        Some(Msg::HelpStudyStep),
    ),
    bind(
        &[Code(KeyCode::Right), Code(KeyCode::Enter)],
        Action::Step(Step::Forward),
        Some(Msg::HelpStudyStep),
    ),
    bind(
        &[Code(KeyCode::Home)],
        Action::Step(Step::First),
        Some(Msg::HelpStudyEnds),
    ),
    bind(
        &[Code(KeyCode::End)],
        Action::Step(Step::Last),
        Some(Msg::HelpStudyEnds),
    ),
    bind(
        &[Code(KeyCode::PageUp)],
        Action::Step(Step::PageBack),
        Some(Msg::HelpStudyPage),
    ),
    bind(
        &[Code(KeyCode::PageDown)],
        Action::Step(Step::PageForward),
        Some(Msg::HelpStudyPage),
    ),
    bind(
        &[Code(KeyCode::Down)],
        Action::NextVariation,
        Some(Msg::HelpStudyChoose),
    ),
    bind(
        &[Code(KeyCode::Up)],
        Action::PrevVariation,
        Some(Msg::HelpStudyChoose),
    ),
    bind(
        &[Code(KeyCode::Backspace)],
        Action::LeaveVariation,
        Some(Msg::HelpStudyLeave),
    ),
    bind(&[Char('g')], Action::GoToMove, Some(Msg::HelpStudyGoTo)),
    bind(
        &[Code(KeyCode::Tab), Char(':')],
        Action::FocusInput,
        Some(Msg::HelpStudyMove),
    ),
    bind(
        &[Char('c')],
        Action::EditComment,
        Some(Msg::HelpStudyComment),
    ),
    bind(&[Char('n')], Action::SetNag, Some(Msg::HelpStudyNag)),
    bind(&[Char('+')], Action::Promote, Some(Msg::HelpStudyPromote)),
    bind(&[Char('-')], Action::Demote, Some(Msg::HelpStudyDemote)),
    bind(
        &[Code(KeyCode::Delete)],
        Action::DeleteVariation,
        Some(Msg::HelpStudyDelete),
    ),
    bind(&[Char('u')], Action::Undo, Some(Msg::HelpStudyUndo)),
    bind(&[Ctrl('y')], Action::Redo, Some(Msg::HelpStudyRedo)),
    bind(&[Char('s')], Action::Save, Some(Msg::HelpStudySavePgn)),
    bind(&[Char('j')], Action::SaveJson, Some(Msg::HelpStudySaveJson)),
    bind(
        &[Char('p')],
        Action::PlayFromHere,
        Some(Msg::HelpStudyPlayFrom),
    ),
    bind(
        &[Char('/')],
        Action::PositionSearch,
        Some(Msg::HelpStudySearch),
    ),
    bind(&[Ctrl('d')], Action::Dictate, Some(Msg::HelpStudyDictate)),
    bind(&[Char('f')], Action::Flip, Some(Msg::HelpFlip)),
    bind(&[Char('v')], Action::CycleNotation, Some(Msg::HelpNotation)),
    bind(&[Char('a')], Action::ToggleAscii, Some(Msg::HelpAscii)),
    bind(&[Char('x')], Action::ToggleLang, Some(Msg::HelpLang)),
    bind(&[Char('t')], Action::CycleTheme, Some(Msg::HelpTheme)),
    bind(&[Char('m')], Action::ToggleMouse, Some(Msg::HelpMouse)),
    bind(&[Char('o')], Action::OpenFile, Some(Msg::HelpOpenFile)),
    bind(&[Code(KeyCode::Esc)], Action::Cancel, Some(Msg::HelpCancel)),
    bind(
        &[Char('?'), Code(KeyCode::F(1))],
        Action::Help,
        Some(Msg::HelpHelp),
    ),
    bind(&[Char('q')], Action::Back, Some(Msg::HelpStudyBack)),
    bind(&[Ctrl('c')], Action::Quit, Some(Msg::HelpQuit)),
    bind(
        &[Code(KeyCode::F(2))],
        Action::ToggleAnalysis,
        Some(Msg::HelpAnalysis),
    ),
    bind(&[Char('[')], Action::PrevMarked, Some(Msg::HelpStudyMarked)),
    bind(&[Char(']')], Action::NextMarked, Some(Msg::HelpStudyMarked)),
];

/// The study board's input line (a move, a move number, a comment, a NAG digit).
pub static STUDY_INPUT: &[Binding] = &[
    bind(&[Code(KeyCode::Enter)], Action::Submit, None),
    bind(&[Ctrl('r')], Action::ReplaceRest, None),
    bind(&[Code(KeyCode::Esc)], Action::Cancel, None),
    bind(&[Code(KeyCode::Backspace)], Action::Erase, None),
    bind(&[Ctrl('c')], Action::Quit, None),
    bind(&[Code(KeyCode::F(1))], Action::Help, None),
];

/// The game list: every printable key is the filter's text.
pub static GAME_LIST: &[Binding] = &[
    bind(
        &[Code(KeyCode::Up)],
        Action::Cursor(Dir::Up),
        Some(Msg::HelpListMove),
    ),
    bind(
        &[Code(KeyCode::Down)],
        Action::Cursor(Dir::Down),
        Some(Msg::HelpListMove),
    ),
    bind(
        &[Code(KeyCode::PageUp)],
        Action::Step(Step::PageBack),
        Some(Msg::HelpListMove),
    ),
    bind(
        &[Code(KeyCode::PageDown)],
        Action::Step(Step::PageForward),
        Some(Msg::HelpListMove),
    ),
    bind(
        &[Code(KeyCode::Home)],
        Action::Step(Step::First),
        Some(Msg::HelpListMove),
    ),
    bind(
        &[Code(KeyCode::End)],
        Action::Step(Step::Last),
        Some(Msg::HelpListMove),
    ),
    bind(
        &[Code(KeyCode::Enter)],
        Action::Submit,
        Some(Msg::HelpListOpen),
    ),
    bind(
        &[Code(KeyCode::F(2))],
        Action::SortNext,
        Some(Msg::HelpListSort),
    ),
    bind(
        &[Code(KeyCode::F(3))],
        Action::SortReverse,
        Some(Msg::HelpListReverse),
    ),
    bind(
        &[Code(KeyCode::Backspace)],
        Action::Erase,
        Some(Msg::HelpListErase),
    ),
    bind(&[Ctrl('o')], Action::OpenFile, Some(Msg::HelpOpenFile)),
    bind(&[Code(KeyCode::F(1))], Action::Help, Some(Msg::HelpHelp)),
    bind(&[Code(KeyCode::Esc)], Action::Back, Some(Msg::HelpListBack)),
    bind(&[Ctrl('c')], Action::Quit, Some(Msg::HelpQuit)),
];

/// The file picker.
pub static FILE_PICKER: &[Binding] = &[
    bind(
        &[Code(KeyCode::Up), Char('k')],
        Action::Cursor(Dir::Up),
        Some(Msg::HelpListMove),
    ),
    bind(
        &[Code(KeyCode::Down), Char('j')],
        Action::Cursor(Dir::Down),
        Some(Msg::HelpListMove),
    ),
    bind(
        &[Code(KeyCode::PageUp)],
        Action::Step(Step::PageBack),
        Some(Msg::HelpListMove),
    ),
    bind(
        &[Code(KeyCode::PageDown)],
        Action::Step(Step::PageForward),
        Some(Msg::HelpListMove),
    ),
    bind(
        &[Code(KeyCode::Enter), Code(KeyCode::Right)],
        Action::Submit,
        Some(Msg::HelpPickerOpen),
    ),
    bind(
        &[Code(KeyCode::Backspace), Code(KeyCode::Left)],
        Action::ParentDir,
        Some(Msg::HelpPickerUp),
    ),
    bind(&[Char('s')], Action::SavesDir, Some(Msg::HelpPickerSaves)),
    bind(
        &[Char('N')],
        Action::NewTournament,
        Some(Msg::HelpPickerNewEvent),
    ),
    bind(
        &[Char('?'), Code(KeyCode::F(1))],
        Action::Help,
        Some(Msg::HelpHelp),
    ),
    bind(
        &[Code(KeyCode::Esc), Char('q')],
        Action::Back,
        Some(Msg::HelpListBack),
    ),
    bind(&[Ctrl('c')], Action::Quit, Some(Msg::HelpQuit)),
];

/// The help over a screen: any key closes it.
pub static HELP: &[Binding] = &[bind(&[Ctrl('c')], Action::Quit, None)];

/// Hints: the actions worth naming at the bottom of each screen, most important
/// first; their keys come from the screen's table.
pub static STUDY_BOARD_HINTS: &[(Action, Msg)] = &[
    (Action::Step(Step::Forward), Msg::StudyHintStep),
    (Action::NextVariation, Msg::StudyHintVariation),
    (Action::EditComment, Msg::StudyHintComment),
    (Action::Save, Msg::HintSave),
    (Action::Help, Msg::HintHelp),
    (Action::Back, Msg::StudyHintBack),
];

pub static GAME_LIST_HINTS: &[(Action, Msg)] = &[
    (Action::Submit, Msg::HintOpen),
    (Action::SortNext, Msg::HintSort),
    (Action::Help, Msg::HintHelp),
    (Action::Back, Msg::StudyHintBack),
];

pub static FILE_PICKER_HINTS: &[(Action, Msg)] = &[
    (Action::Submit, Msg::HintOpen),
    (Action::SavesDir, Msg::HintSavesDir),
    (Action::ParentDir, Msg::HintParentDir),
    (Action::Back, Msg::StudyHintBack),
];

/// The labels of the keys bound to `action` in `table`, e.g. `Esc/q`, as `lang`
/// names them (空格 and 回车 in Chinese, as in the help).
pub fn keys_in(table: &[Binding], action: &Action, lang: Lang) -> String {
    table
        .iter()
        .filter(|b| &b.action == action)
        .flat_map(|b| b.keys.iter().map(|k| k.hint_label(lang)))
        .collect::<Vec<_>>()
        .join("/")
}

/// The action bound to a key in a table, if any.
pub fn lookup(table: &[Binding], ev: &KeyEvent) -> Option<Action> {
    table
        .iter()
        .find(|b| b.keys.iter().any(|k| k.matches(ev)))
        .map(|b| b.action.clone())
}

/// A character that can only be the start of a typed move, never a command: a
/// Chinese character (from an IME), an upper-case WXF letter, a digit or a WXF sign.
pub fn starts_typing(c: char) -> bool {
    !c.is_ascii() && !c.is_control()
        || c.is_ascii_uppercase()
        || c.is_ascii_digit()
        || matches!(c, '+' | '-' | '.' | '=')
}

/// The action a key asks for in a context, if any. Key releases are ignored (the
/// kitty protocol reports them).
pub fn action_for(ctx: Context, ev: &KeyEvent) -> Option<Action> {
    if ev.kind == KeyEventKind::Release {
        return None;
    }
    let ctrl = ev.modifiers.contains(KeyModifiers::CONTROL);
    match ctx {
        Context::Board => lookup(BOARD, ev).or(match ev.code {
            KeyCode::Char(c) if !ctrl && starts_typing(c) => Some(Action::Type(c)),
            _ => None,
        }),
        Context::Input | Context::Dialog => {
            let table = if ctx == Context::Input { INPUT } else { DIALOG };
            lookup(table, ev).or(match ev.code {
                KeyCode::Char(c) if !ctrl => Some(Action::Type(c)),
                _ => None,
            })
        }
        Context::Prompt => lookup(PROMPT, ev),
    }
}

/// The labels of the keys bound to `action` on the board, e.g. `q/Ctrl-C`.
pub fn board_keys(action: &Action, lang: Lang) -> String {
    keys_in(BOARD, action, lang)
}

/// The help screen's lines: keys and what they do, cursor keys merged into one line.
pub fn help_lines(lang: Lang) -> Vec<(String, Msg)> {
    help_lines_of(BOARD, lang)
}

/// A table's help lines: keys (named in `lang`) and what they do, the keys of one
/// text merged.
pub fn help_lines_of(table: &[Binding], lang: Lang) -> Vec<(String, Msg)> {
    let mut out: Vec<(String, Msg)> = Vec::new();
    for b in table {
        let Some(msg) = b.help else { continue };
        let keys: Vec<String> = b.keys.iter().map(|k| k.label_in(lang)).collect();
        match out.iter_mut().find(|(_, m)| *m == msg) {
            Some((existing, _)) => {
                existing.push(' ');
                existing.push_str(&keys.join("/"));
            }
            None => out.push((keys.join("/"), msg)),
        }
    }
    out
}

/// The dictation screen (听写): Chinese characters and digits are the entry; Space
/// is typed inside an entry (the abbreviated record, 炮2 5) and shows the next move
/// on an empty line.
pub static DICTATION: &[Binding] = &[
    bind(
        &[Code(KeyCode::Enter)],
        Action::Submit,
        Some(Msg::HintDictMark),
    ),
    bind(&[Char(' ')], Action::Activate, Some(Msg::HintDictNext)),
    bind(
        &[Code(KeyCode::Tab)],
        Action::NextField,
        Some(Msg::HintDictSkip),
    ),
    bind(&[Code(KeyCode::Backspace)], Action::Erase, None),
    bind(&[Code(KeyCode::Esc)], Action::Cancel, Some(Msg::HintCancel)),
    bind(&[Char('f')], Action::Flip, Some(Msg::HintFlip)),
    bind(&[Char('r')], Action::NewGame, Some(Msg::HintDictAgain)),
    bind(
        &[Char('?'), Code(KeyCode::F(1))],
        Action::Help,
        Some(Msg::HintHelp),
    ),
    bind(&[Char('q'), Ctrl('c')], Action::Quit, Some(Msg::HintQuit)),
];

/// The position editor: a piece letter (FEN's, upper case for Red) or a piece's
/// character puts that piece under the cursor; digits are commands.
pub static POSITION_EDITOR: &[Binding] = &[
    bind(
        &[Code(KeyCode::Up)],
        Action::Cursor(Dir::Up),
        Some(Msg::HelpCursor),
    ),
    bind(
        &[Code(KeyCode::Down)],
        Action::Cursor(Dir::Down),
        Some(Msg::HelpCursor),
    ),
    bind(
        &[Code(KeyCode::Left)],
        Action::Cursor(Dir::Left),
        Some(Msg::HelpCursor),
    ),
    bind(
        &[Code(KeyCode::Right)],
        Action::Cursor(Dir::Right),
        Some(Msg::HelpCursor),
    ),
    bind(&[Char(' ')], Action::Activate, Some(Msg::HintEditorPut)),
    bind(
        &[Char('x'), Code(KeyCode::Delete), Code(KeyCode::Backspace)],
        Action::Erase,
        Some(Msg::HintEditorRemove),
    ),
    bind(
        &[Code(KeyCode::Tab)],
        Action::NextField,
        Some(Msg::HintEditorSide),
    ),
    bind(&[Char('0')], Action::Type('0'), Some(Msg::HintEditorClear)),
    bind(
        &[Char('1')],
        Action::Type('1'),
        Some(Msg::HintEditorOpening),
    ),
    bind(
        &[Code(KeyCode::Enter)],
        Action::Submit,
        Some(Msg::HintEditorPlay),
    ),
    // `s` studies the position: a record starting there, on the study board.
    bind(&[Char('s')], Action::Save, Some(Msg::HintEditorStudy)),
    bind(&[Char('f')], Action::Flip, Some(Msg::HintFlip)),
    bind(&[Code(KeyCode::Esc)], Action::Cancel, Some(Msg::HintCancel)),
    bind(
        &[Char('?'), Code(KeyCode::F(1))],
        Action::Help,
        Some(Msg::HintHelp),
    ),
    bind(&[Char('q'), Ctrl('c')], Action::Quit, Some(Msg::HintQuit)),
];

/// The tournament screen (`chuhe tournament open`, or an event file opened with `o`).
pub static TOURNAMENT: &[Binding] = &[
    bind(
        &[Code(KeyCode::Tab)],
        Action::TourView,
        Some(Msg::HelpTourView),
    ),
    bind(
        &[Code(KeyCode::Up), Char('k')],
        Action::Cursor(Dir::Up),
        Some(Msg::HelpTourMove),
    ),
    bind(
        &[Code(KeyCode::Down), Char('j')],
        Action::Cursor(Dir::Down),
        Some(Msg::HelpTourMove),
    ),
    bind(
        &[Code(KeyCode::Left), Char('h')],
        Action::Step(Step::Back),
        Some(Msg::HelpTourRound),
    ),
    bind(
        &[Code(KeyCode::Right), Char('l')],
        Action::Step(Step::Forward),
        Some(Msg::HelpTourRound),
    ),
    bind(&[Char('n')], Action::PairRound, Some(Msg::HelpTourPair)),
    bind(
        &[Code(KeyCode::Enter)],
        Action::Submit,
        Some(Msg::HelpTourPlay),
    ),
    bind(
        &[Char('1')],
        Action::TourResult(chuhe_tournament::GameResult::RedWins),
        Some(Msg::HelpTourRedWins),
    ),
    bind(
        &[Char('0')],
        Action::TourResult(chuhe_tournament::GameResult::BlackWins),
        Some(Msg::HelpTourBlackWins),
    ),
    bind(
        &[Char('=')],
        Action::TourResult(chuhe_tournament::GameResult::Draw),
        Some(Msg::HelpTourDraw),
    ),
    bind(
        &[Char('+')],
        Action::TourResult(chuhe_tournament::GameResult::RedForfeitWin),
        Some(Msg::HelpTourRedForfeit),
    ),
    bind(
        &[Char('-')],
        Action::TourResult(chuhe_tournament::GameResult::BlackForfeitWin),
        Some(Msg::HelpTourBlackForfeit),
    ),
    bind(&[Char('W')], Action::Withdraw, Some(Msg::HelpTourWithdraw)),
    bind(&[Char('y')], Action::Yes, None),
    bind(&[Char('a')], Action::AddPlayer, Some(Msg::HelpTourAdd)),
    bind(&[Char('N')], Action::NewTournament, Some(Msg::HelpTourNew)),
    bind(&[Char('o')], Action::OpenFile, Some(Msg::HelpOpenFile)),
    bind(
        &[Char('?'), Code(KeyCode::F(1))],
        Action::Help,
        Some(Msg::HelpHelp),
    ),
    bind(
        &[Code(KeyCode::Esc), Char('q')],
        Action::Back,
        Some(Msg::HelpTourBack),
    ),
    bind(&[Ctrl('c')], Action::Quit, Some(Msg::HelpQuit)),
];

pub static TOURNAMENT_HINTS: &[(Action, Msg)] = &[
    (Action::Submit, Msg::HintTourPlay),
    (Action::PairRound, Msg::HintTourPair),
    (
        Action::TourResult(chuhe_tournament::GameResult::RedWins),
        Msg::HintTourResult,
    ),
    (Action::TourView, Msg::HintTourView),
    (Action::Withdraw, Msg::HintTourWithdraw),
    (Action::Help, Msg::HintHelp),
    (Action::Back, Msg::StudyHintBack),
    // Last, so that at 80 columns it gives way to those above
    // (the help lists it).
    (Action::AddPlayer, Msg::HintTourAdd),
];

/// The new-event dialog on a field: printable keys are the field's text, so every
/// command is a named key or a Ctrl- one.
pub static TOURNAMENT_NEW: &[Binding] = &[
    bind(
        &[Code(KeyCode::Tab), Code(KeyCode::Down)],
        Action::NextField,
        Some(Msg::HelpTnewField),
    ),
    bind(
        &[Code(KeyCode::BackTab), Code(KeyCode::Up)],
        Action::PrevField,
        Some(Msg::HelpTnewField),
    ),
    bind(
        &[Code(KeyCode::Left)],
        Action::Choice(Dir::Left),
        Some(Msg::HelpTnewChoice),
    ),
    bind(
        &[Code(KeyCode::Right)],
        Action::Choice(Dir::Right),
        Some(Msg::HelpTnewChoice),
    ),
    bind(
        &[Code(KeyCode::Enter)],
        Action::AddPlayer,
        Some(Msg::HelpTnewAdd),
    ),
    bind(&[Ctrl('s')], Action::CreateEvent, Some(Msg::HelpTnewCreate)),
    bind(
        &[Code(KeyCode::Backspace)],
        Action::Erase,
        Some(Msg::HelpTnewErase),
    ),
    bind(&[Code(KeyCode::F(1))], Action::Help, Some(Msg::HelpHelp)),
    bind(
        &[Code(KeyCode::Esc)],
        Action::Cancel,
        Some(Msg::HelpTnewCancel),
    ),
    bind(&[Ctrl('c')], Action::Quit, Some(Msg::HelpQuit)),
];

/// The new-event dialog on its list of players: letters are commands here.
pub static TOURNAMENT_NEW_LIST: &[Binding] = &[
    bind(
        &[Code(KeyCode::Tab)],
        Action::NextField,
        Some(Msg::HelpTnewField),
    ),
    bind(
        &[Code(KeyCode::BackTab)],
        Action::PrevField,
        Some(Msg::HelpTnewField),
    ),
    bind(
        &[Code(KeyCode::Up), Char('k')],
        Action::Cursor(Dir::Up),
        Some(Msg::HelpTnewRow),
    ),
    bind(
        &[Code(KeyCode::Down), Char('j')],
        Action::Cursor(Dir::Down),
        Some(Msg::HelpTnewRow),
    ),
    bind(&[Char('+')], Action::SeedUp, Some(Msg::HelpTnewSeed)),
    bind(&[Char('-')], Action::SeedDown, Some(Msg::HelpTnewSeed)),
    bind(
        &[Code(KeyCode::Delete), Code(KeyCode::Backspace), Char('x')],
        Action::RemovePlayer,
        Some(Msg::HelpTnewRemove),
    ),
    bind(&[Ctrl('s')], Action::CreateEvent, Some(Msg::HelpTnewCreate)),
    bind(
        &[Char('?'), Code(KeyCode::F(1))],
        Action::Help,
        Some(Msg::HelpHelp),
    ),
    bind(
        &[Code(KeyCode::Esc)],
        Action::Cancel,
        Some(Msg::HelpTnewCancel),
    ),
    bind(&[Ctrl('c')], Action::Quit, Some(Msg::HelpQuit)),
];

pub static TOURNAMENT_NEW_HINTS: &[(Action, Msg)] = &[
    (Action::NextField, Msg::HintNextField),
    (Action::Choice(Dir::Right), Msg::HintChange),
    (Action::AddPlayer, Msg::HintTnewAdd),
    (Action::CreateEvent, Msg::HintTnewCreate),
    (Action::Help, Msg::HintHelp),
    (Action::Cancel, Msg::HintCancel),
];

pub static TOURNAMENT_NEW_LIST_HINTS: &[(Action, Msg)] = &[
    (Action::SeedUp, Msg::HintTnewSeed),
    (Action::RemovePlayer, Msg::HintTnewRemove),
    (Action::CreateEvent, Msg::HintTnewCreate),
    (Action::NextField, Msg::HintNextField),
    (Action::Help, Msg::HintHelp),
    (Action::Cancel, Msg::HintCancel),
];

/// The tournament screen's line for a late entry: printable keys are the name.
pub static TOURNAMENT_ADD: &[Binding] = &[
    bind(&[Code(KeyCode::Enter)], Action::Submit, None),
    bind(&[Code(KeyCode::Esc)], Action::Cancel, None),
    bind(&[Code(KeyCode::Backspace)], Action::Erase, None),
    bind(&[Ctrl('c')], Action::Quit, None),
    bind(&[Code(KeyCode::F(1))], Action::Help, None),
];

use super::action::ArbiterKey;

/// The arbiter's seat (`chuhe arbiter CODE`): the arbiter's actions, each confirmed
/// before it is sent; no key moves a piece.
pub static ARBITER: &[Binding] = &[
    bind(
        &[Char('p')],
        Action::Arbiter(ArbiterKey::PauseResume),
        Some(Msg::HelpArbPause),
    ),
    bind(
        &[Char('t')],
        Action::Arbiter(ArbiterKey::SetClock),
        Some(Msg::HelpArbClock),
    ),
    bind(
        &[Char('r')],
        Action::Arbiter(ArbiterKey::Rule),
        Some(Msg::HelpArbRule),
    ),
    bind(
        &[Char('d')],
        Action::Arbiter(ArbiterKey::CycleDraw),
        Some(Msg::HelpArbDraw),
    ),
    bind(
        &[Char('s')],
        Action::Arbiter(ArbiterKey::Foul),
        Some(Msg::HelpArbFoul),
    ),
    bind(
        &[Char('e')],
        Action::Arbiter(ArbiterKey::End),
        Some(Msg::HelpArbEnd),
    ),
    bind(&[Char('f')], Action::Flip, Some(Msg::HelpArbFlip)),
    bind(
        &[Char('?'), Code(KeyCode::F(1))],
        Action::Help,
        Some(Msg::HelpHelp),
    ),
    bind(&[Code(KeyCode::Esc)], Action::Cancel, None),
    bind(
        &[Char('q'), Ctrl('c')],
        Action::Quit,
        Some(Msg::HelpArbQuit),
    ),
];

/// The arbiter's hint row, in this order, as many as fit.
pub static ARBITER_HINTS: &[(Action, Msg)] = &[
    (Action::Arbiter(ArbiterKey::PauseResume), Msg::HintArbPause),
    (Action::Arbiter(ArbiterKey::SetClock), Msg::HintArbClock),
    (Action::Arbiter(ArbiterKey::Rule), Msg::HintArbRule),
    (Action::Arbiter(ArbiterKey::CycleDraw), Msg::HintArbDraw),
    (Action::Arbiter(ArbiterKey::Foul), Msg::HintArbFoul),
    (Action::Arbiter(ArbiterKey::End), Msg::HintArbEnd),
    (Action::Help, Msg::HintHelp),
    (Action::Quit, Msg::HintQuit),
];

use super::action::LobbyKey;

/// The SSH club's lobby, browsing its sections. The foot line names these keys
/// (`Msg::LobbyHints`, with what Enter does in the focused section).
pub static LOBBY: &[Binding] = &[
    bind(&[Char('q'), Ctrl('c')], Action::Quit, None),
    bind(
        &[Code(KeyCode::Tab), Code(KeyCode::Right)],
        Action::NextField,
        None,
    ),
    bind(
        &[Code(KeyCode::BackTab), Code(KeyCode::Left)],
        Action::PrevField,
        None,
    ),
    bind(
        &[Code(KeyCode::Down), Char('j')],
        Action::Cursor(Dir::Down),
        None,
    ),
    bind(
        &[Code(KeyCode::Up), Char('k')],
        Action::Cursor(Dir::Up),
        None,
    ),
    bind(&[Char('n')], Action::NewGame, None),
    bind(&[Char('x')], Action::Lobby(LobbyKey::Withdraw), None),
    bind(&[Char('c')], Action::Lobby(LobbyKey::PlayComputer), None),
    bind(&[Char('l')], Action::Lobby(LobbyKey::Leaderboard), None),
    bind(&[Char('p')], Action::Lobby(LobbyKey::Profile), None),
    bind(&[Char('e')], Action::Lobby(LobbyKey::Explorer), None),
    bind(&[Code(KeyCode::Enter)], Action::Enter, None),
];

/// A page the lobby shows over its sections: the leaderboard, a player's profile
/// (`Msg::PageHints`).
pub static LOBBY_PAGE: &[Binding] = &[
    bind(&[Ctrl('c')], Action::Quit, None),
    bind(&[Code(KeyCode::Esc), Char('q')], Action::Cancel, None),
    bind(
        &[Code(KeyCode::Down), Char('j')],
        Action::Cursor(Dir::Down),
        None,
    ),
    bind(
        &[Code(KeyCode::Up), Char('k')],
        Action::Cursor(Dir::Up),
        None,
    ),
    bind(&[Code(KeyCode::Enter)], Action::Enter, None),
];

/// The lobby's form of a game against the built-in engine (`Msg::ComputerHints`).
pub static LOBBY_COMPUTER: &[Binding] = &[
    bind(&[Ctrl('c')], Action::Quit, None),
    bind(&[Code(KeyCode::Left)], Action::Choice(Dir::Left), None),
    bind(&[Code(KeyCode::Right)], Action::Choice(Dir::Right), None),
    bind(&[Char('t')], Action::Lobby(LobbyKey::CycleTime), None),
    bind(&[Char('s')], Action::Lobby(LobbyKey::SwapSide), None),
    bind(&[Code(KeyCode::Enter)], Action::Submit, None),
    bind(&[Code(KeyCode::Esc)], Action::Cancel, None),
];

/// The lobby's form of a seek or a challenge (its keys are named in its box,
/// `Msg::SeekHints`).
pub static LOBBY_SEEK: &[Binding] = &[
    bind(&[Ctrl('c')], Action::Quit, None),
    bind(&[Char('t')], Action::Lobby(LobbyKey::CycleTime), None),
    bind(&[Char('r')], Action::Lobby(LobbyKey::CycleRules), None),
    bind(&[Char('m')], Action::Lobby(LobbyKey::CycleMode), None),
    bind(&[Char('g')], Action::Lobby(LobbyKey::ToggleRated), None),
    bind(&[Char('d')], Action::Lobby(LobbyKey::CycleRange), None),
    bind(&[Code(KeyCode::Enter)], Action::Submit, None),
    bind(&[Code(KeyCode::Esc)], Action::Cancel, None),
];

/// A new key naming itself in the lobby: every other printable key is typed
/// (`Msg::LobbyNickHints`).
pub static LOBBY_NICK: &[Binding] = &[
    bind(&[Ctrl('c'), Code(KeyCode::Esc)], Action::Quit, None),
    bind(&[Code(KeyCode::Enter)], Action::Submit, None),
    bind(&[Code(KeyCode::Backspace)], Action::Erase, None),
];

#[cfg(test)]
mod tests {
    use super::*;

    fn key(code: KeyCode) -> KeyEvent {
        KeyEvent::new(code, KeyModifiers::NONE)
    }

    #[test]
    fn commands_and_typing_do_not_collide_on_the_board() {
        let ctx = Context::Board;
        assert_eq!(
            action_for(ctx, &key(KeyCode::Char('h'))),
            Some(Action::Cursor(Dir::Left))
        );
        assert_eq!(
            action_for(ctx, &key(KeyCode::Char('炮'))),
            Some(Action::Type('炮'))
        );
        assert_eq!(
            action_for(ctx, &key(KeyCode::Char('C'))),
            Some(Action::Type('C'))
        );
        assert_eq!(
            action_for(ctx, &key(KeyCode::Char('2'))),
            Some(Action::Type('2'))
        );
        assert_eq!(action_for(ctx, &key(KeyCode::Char('b'))), None);
        let ctrl_c = KeyEvent::new(KeyCode::Char('c'), KeyModifiers::CONTROL);
        assert_eq!(action_for(ctx, &ctrl_c), Some(Action::Quit));
        assert_eq!(
            action_for(ctx, &key(KeyCode::Char('c'))),
            Some(Action::Claim)
        );
        // Esc never quits.
        assert_eq!(action_for(ctx, &key(KeyCode::Esc)), Some(Action::Cancel));
    }

    #[test]
    fn the_input_line_takes_every_letter() {
        let ctx = Context::Input;
        assert_eq!(
            action_for(ctx, &key(KeyCode::Char('h'))),
            Some(Action::Type('h'))
        );
        assert_eq!(
            action_for(ctx, &key(KeyCode::Char('q'))),
            Some(Action::Type('q'))
        );
        assert_eq!(action_for(ctx, &key(KeyCode::Enter)), Some(Action::Submit));
        let release = KeyEvent {
            kind: KeyEventKind::Release,
            ..key(KeyCode::Char('h'))
        };
        assert_eq!(action_for(ctx, &release), None);
    }

    #[test]
    fn no_key_is_bound_twice_in_a_table() {
        for table in [
            BOARD,
            INPUT,
            PROMPT,
            DIALOG,
            STUDY_BOARD,
            STUDY_INPUT,
            GAME_LIST,
            FILE_PICKER,
            TOURNAMENT,
            TOURNAMENT_NEW,
            TOURNAMENT_NEW_LIST,
            TOURNAMENT_ADD,
            ARBITER,
            LOBBY,
            LOBBY_SEEK,
            LOBBY_COMPUTER,
            LOBBY_PAGE,
            LOBBY_NICK,
        ] {
            let keys: Vec<Key> = table.iter().flat_map(|b| b.keys.iter().copied()).collect();
            for (i, k) in keys.iter().enumerate() {
                assert!(!keys[i + 1..].contains(k), "{k:?} bound twice");
            }
        }
        // Command letters must not be letters that start a typed move.
        for b in BOARD {
            for k in b.keys {
                if let Key::Char(c) = k {
                    assert!(!starts_typing(*c), "{c} is both a command and typing");
                }
            }
        }
    }

    #[test]
    fn help_merges_the_cursor_keys() {
        let lines = help_lines(Lang::En);
        let cursor = lines.iter().find(|(_, m)| *m == Msg::HelpCursor).unwrap();
        assert_eq!(cursor.0, "↑/k ↓/j ←/h →/l");
        assert_eq!(board_keys(&Action::Quit, Lang::En), "q/Ctrl-C");
    }

    /// The Chinese help names no key in English words: every label of every table
    /// is a Chinese name, a symbol, a single character, or a keycap's own text
    /// (Esc, Tab, F1, Ctrl-).
    #[test]
    fn chinese_help_names_keys_in_chinese() {
        let keycaps = ["Esc", "Tab", "Shift-Tab"];
        for table in [
            BOARD,
            STUDY_BOARD,
            GAME_LIST,
            FILE_PICKER,
            DICTATION,
            POSITION_EDITOR,
            TOURNAMENT_NEW,
            TOURNAMENT_NEW_LIST,
            ARBITER,
        ] {
            for (keys, _) in help_lines_of(table, Lang::Zh) {
                for label in keys.split([' ', '/']).filter(|l| !l.is_empty()) {
                    let ok = label.chars().count() == 1
                        || !label.is_ascii()
                        || keycaps.contains(&label)
                        || label.starts_with("Ctrl-")
                        || label.starts_with('F');
                    assert!(ok, "{label} in the Chinese help");
                }
            }
        }
        let study = help_lines_of(STUDY_BOARD, Lang::Zh);
        let ends = study
            .iter()
            .find(|(_, m)| *m == Msg::HelpStudyEnds)
            .unwrap();
        assert_eq!(ends.0, "起始 结尾");
        let page = study
            .iter()
            .find(|(_, m)| *m == Msg::HelpStudyPage)
            .unwrap();
        assert_eq!(page.0, "上页 下页");
    }
}
