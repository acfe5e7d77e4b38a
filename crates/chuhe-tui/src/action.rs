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

impl Dir {
    /// The point one step from `from` in this screen direction (a flipped board turns
    /// it around), or `from` itself at the board's edge.
    pub fn step(self, from: chuhe_core::rules::Square, flipped: bool) -> chuhe_core::rules::Square {
        let (df, dr) = match self {
            Dir::Up => (0, 1),
            Dir::Down => (0, -1),
            Dir::Left => (-1, 0),
            Dir::Right => (1, 0),
        };
        let (df, dr) = if flipped { (-df, -dr) } else { (df, dr) };
        chuhe_core::rules::Square::try_new(from.file() as i32 + df, from.rank() as i32 + dr)
            .unwrap_or(from)
    }
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

    /// Through a record's moves (the study board) or a list's rows.
    Step(Step),
    /// At a branch of the record: choose the next or the previous move played there.
    NextVariation,
    PrevVariation,
    /// Back to the move the current variation branches from.
    LeaveVariation,
    /// `g`: go to a move number.
    GoToMove,
    /// Write or edit the current move's comment.
    EditComment,
    /// Choose the current move's NAG (!, ?, !!, ??, !?, ?!).
    SetNag,
    /// Move the current variation one place up (to the main line from the second) or
    /// down among its siblings.
    Promote,
    Demote,
    DeleteVariation,
    Redo,
    /// Save the record as chuhe's JSON (`Save` saves PGN on the study board).
    SaveJson,
    /// Play the typed move as the new continuation, the rest of the line dropped.
    ReplaceRest,
    /// Start a game from the position on the study board.
    PlayFromHere,
    /// Which games of the collection reached this position, and what came next.
    PositionSearch,
    /// Open a record file (the file picker).
    OpenFile,
    /// The file picker: go to the saves directory.
    SavesDir,
    /// The file picker: up to the parent directory.
    ParentDir,
    /// The game list: sort by the next column; reverse the order.
    SortNext,
    SortReverse,
    /// Close this screen (the one under it shows again).
    Back,
    /// The position editor over the board (Ctrl-E).
    EditPosition,
    /// Dictation (听写) of the game on the board, or of the newest save (Ctrl-D).
    Dictate,
    /// The engine's best move for the side to move (the game board).
    Hint,
    /// The analysis pane on or off (the game board, the study board).
    ToggleAnalysis,
    /// The study board: to the previous or next move marked ?, ?? or ! (a review's
    /// marks, or the annotator's).
    PrevMarked,
    NextMarked,
    /// The tournament screen: the next view (pairings, standings, cross-table).
    TourView,
    /// Pair the event's next round.
    PairRound,
    /// Enter this result for the chosen board.
    TourResult(chuhe_tournament::GameResult),
    /// Withdraw the chosen player (20).
    Withdraw,
    /// Open the new-event dialog (the file picker, the tournament screen).
    NewTournament,
    /// The new-event dialog: add the typed player; the tournament screen: a late entry.
    AddPlayer,
    /// The new-event dialog: the chosen player one seed up or down.
    SeedUp,
    SeedDown,
    /// The new-event dialog: remove the chosen player.
    RemovePlayer,
    /// The new-event dialog: create the event file and open it.
    CreateEvent,
    /// A key of the arbiter's seat (`chuhe arbiter CODE`).
    Arbiter(ArbiterKey),
    /// A key of the SSH club's lobby (`chuhe-ssh`'s `lobby.rs`).
    Lobby(LobbyKey),
}

/// What the lobby's own keys ask for; the rest are the common actions (a section
/// is a field: Tab moves between them; `n` is a new game: a seek).
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum LobbyKey {
    /// The seek form's time control: the next of the club's.
    CycleTime,
    /// The seek form's rule set: CXA → folk → AXF.
    CycleRules,
    /// The seek form's mode: casual ↔ tournament.
    CycleMode,
    /// The seek form: rated (both ratings move) ↔ unrated.
    ToggleRated,
    /// The seek form: the rating range of the players who may accept.
    CycleRange,
    /// Take back one's own seek.
    Withdraw,
    /// Open the form of a game against the built-in engine.
    PlayComputer,
    /// The computer form: play the other colour.
    SwapSide,
    /// The club's leaderboard.
    Leaderboard,
    /// The profile of the player chosen.
    Profile,
    /// The game list over the club's finished games.
    Explorer,
}

/// What the arbiter's keys ask for (`screens/arbiter.rs`): each is confirmed, and
/// the four with values open a dialog first.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum ArbiterKey {
    /// Stop the clocks, or restart them (17.4).
    PauseResume,
    /// Set a side's clock (22.4).
    SetClock,
    /// Rule on a claim: the natural limit (23.3) or a pending position (24).
    Rule,
    /// A draw on a cycle that goes on (23.2).
    CycleDraw,
    /// A foul (9) or a sanction (18).
    Foul,
    /// End the game with a result and a reason.
    End,
}

/// A step through a record's moves, or a list's rows.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum Step {
    Back,
    Forward,
    /// Ten at a time (PgUp, PgDn).
    PageBack,
    PageForward,
    First,
    Last,
}
