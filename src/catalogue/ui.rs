//! The catalogue's own keys: texts of the TUI and the CLI that carry no core value.

use super::of;
use crate::lang::Lang;
use crate::rules::{Color, PositionError};

/// A fixed text of the TUI or the CLI.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash, strum::EnumIter, strum::EnumCount)]
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
    // chuhe judge
    NaturalLimit,
    NoVerdict,
    // — drill —
    DictTitle,
    DictSummaryTitle,
    DictMistakeKinds,
    DictNoMistakes,
    DictWatchNext,
    DictEmpty,
    DictSidesRed,
    DictSidesBlack,
    DictSidesBoth,
    DictAbbreviatedOn,
    DictOnKey,
    MistakePiece,
    MistakeFile,
    MistakeAction,
    MistakeNumber,
    MistakeTandem,
    MistakeDigitStyle,
    MistakeAbbreviated,
    MistakeUnreadable,
    MistakeMissed,
    HintDictMark,
    HintDictNext,
    HintDictSkip,
    HintDictAgain,
    EditorTitle,
    EditorValid,
    EditorPieceKeys,
    HintEditorPut,
    HintEditorRemove,
    HintEditorSide,
    HintEditorClear,
    HintEditorOpening,
    HintEditorPlay,
    HintEditorStudy,
    HintEditorBrush,
    EditorNoStudy,
}

impl Msg {
    pub fn text(self, lang: Lang) -> &'static str {
        of(lang).msg(self)
    }
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
    // — drill —
    /// Whose move is to be written, and its number.
    DictRound {
        side: Color,
        round: u32,
    },
    /// Which move of how many is on the board.
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
}

// — drill —

/// "75%", or "—" with no entries.
pub(super) fn percent_text(correct: u64, entries: u64) -> String {
    match entries {
        0 => "—".to_string(),
        n => format!("{}%", correct * 100 / n),
    }
}
