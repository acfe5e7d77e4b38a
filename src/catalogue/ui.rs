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
    // — ssh —
    LobbyTitle,
    LobbyOnline,
    LobbySeeks,
    LobbyGames,
    LobbyMine,
    LobbyResults,
    LobbyNone,
    LobbyGuest,
    LobbyHints,
    LobbyNickPrompt,
    LobbyNickTaken,
    LobbyNickBad,
    SeekTitle,
    SeekHints,
    ClubNoSeek,
    ClubNoGame,
    ClubOwnSeek,
    ClubNotForYou,
    ClubSeated,
    ClubHostFailed,
    SshPtyNeeded,
    SshNoSaves,
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
    // — ssh —
    /// The lobby's greeting.
    LobbyWelcome(String),
    /// A challenge from one player to another.
    LobbyChallenge {
        from: String,
        to: String,
    },
}
