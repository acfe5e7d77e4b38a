//! The catalogue's own keys: texts of the TUI and the CLI that carry no core value.

use super::of;
use crate::lang::Lang;
use crate::rules::Color;

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
    // — study —
    HelpOpenFile,
    HelpStudyStep,
    HelpStudyEnds,
    HelpStudyPage,
    HelpStudyChoose,
    HelpStudyLeave,
    HelpStudyGoTo,
    HelpStudyMove,
    HelpStudyComment,
    HelpStudyNag,
    HelpStudyPromote,
    HelpStudyDemote,
    HelpStudyDelete,
    HelpStudyUndo,
    HelpStudyRedo,
    HelpStudySavePgn,
    HelpStudySaveJson,
    HelpStudyPlayFrom,
    HelpStudySearch,
    HelpStudyBack,
    HelpListMove,
    HelpListOpen,
    HelpListSort,
    HelpListReverse,
    HelpListErase,
    HelpListBack,
    HelpPickerOpen,
    HelpPickerUp,
    HelpPickerSaves,
    StudyHintStep,
    StudyHintVariation,
    StudyHintComment,
    StudyHintBack,
    HintOpen,
    HintSort,
    HintSavesDir,
    HintParentDir,
    ColNumber,
    ColDate,
    ColEvent,
    ColResult,
    ColOpening,
    ColMoves,
    ListFilter,
    ListNoGames,
    StudyNoCollection,
    StudyNoBranch,
    StudyOnMainLine,
    StudyMovePrompt,
    StudyGoToPrompt,
    StudyCommentPrompt,
    StudyNagPrompt,
    StudyConfirmClose,
    PickerNoSaves,
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
    // — study —
    /// The study board's title: the file and the game's number in it.
    StudyTitle {
        file: String,
        game: Option<usize>,
    },
    /// `g` with a text that is not a move number.
    StudyBadMoveNumber(String),
    /// Where the study board is: plies played of the main line's.
    StudyAt {
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
}
