//! What the player asks for. Keys, the mouse and pasted text are turned into actions
//! (see `keys.rs`); the app state changes only through [`App::apply`](super::App::apply).

/// A direction on the screen (not on the board: a flipped board turns it around).
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum Dir {
    Up,
    Down,
    Left,
    Right,
}

#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Action {
    // --- the board ---
    Cursor(Dir),
    /// Pick up the piece under the cursor, or put the picked-up piece down there.
    Activate,
    /// Enter on the board: put the picked-up piece down; pick one up only where
    /// touching binds nobody (not under touch-move, 第5条).
    Enter,
    /// Drop the selection, clear the typed text, dismiss a prompt or a message.
    Cancel,
    /// A click on a screen cell (mouse play).
    Click {
        x: u16,
        y: u16,
    },

    // --- typing a move ---
    /// Move the focus to the input line (to type a coordinate move such as `h2e2`).
    FocusInput,
    Type(char),
    Paste(String),
    Erase,
    Submit,

    // --- the game ---
    Undo,
    Flip,
    Resign,
    /// Offer a draw with the next move, or accept the opponent's offer (23.1).
    Draw,
    /// Claim the natural move limit (23.3).
    Claim,
    /// Press the clock after moving (6; tournament mode).
    PressClock,
    /// Stop or restart both clocks (casual and practice modes).
    Pause,
    /// Write a missing scoresheet entry (7.1, 7.2).
    Write,
    Save,
    NewGame,

    // --- the program ---
    Help,
    /// Letters or Chinese characters on the board (the glyphs only).
    ToggleAscii,
    /// Chinese ↔ English interface.
    ToggleLang,
    /// The move list's notation: Chinese → WXF → ICCS.
    CycleNotation,
    CycleTheme,
    ToggleMouse,
    Quit,
    /// Answers to a yes/no prompt.
    Yes,
    No,

    // --- dialogs ---
    NextField,
    PrevField,
    /// Left/Right on a choice field of a dialog.
    Choice(Dir),
}
