//! The catalogue's own keys: texts of the TUI and the CLI that carry no core value.

use super::of;
use crate::adjudication::AdjudicatedResult;
use crate::lang::Lang;
use crate::match_control::Text;
use crate::notation::Notation;
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
    HintResume,
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
    LobbyTitle,
    LobbyOnline,
    LobbySeeks,
    LobbyGames,
    LobbyMine,
    LobbyResults,
    LobbyNone,
    LobbyGuest,
    LobbyHints,
    /// What Enter does in the lobby's focused section.
    LobbyEnterAccept,
    LobbyEnterWatch,
    LobbyEnterResume,
    LobbyEnterChallenge,
    /// The keys while a new player types their nickname.
    LobbyNickHints,
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
    /// The claim prompt: which claim (23.3, 24).
    ClaimMenu,
    ConfirmClaimNaturalLimit,
    ConfirmClaimRepetition,
    TakebackAsked,
    TakebackGranted,
    TakebackDeclined,
    NetworkedNoNewGame,
    EntryCorrect,
    CasualKeepsSheet,
    /// How a standing draw offer is answered (23.1).
    DrawAnswerHow,
    /// A stopped clock's mark.
    ClockPaused,
    /// Sudden death: the rest of the game in the time left (6.5).
    SuddenDeath,
    /// A scoresheet row not written yet.
    EntryMissing,
    /// The label of the result line of the result sheet.
    ResultLabel,
    /// Beside the time field of the new-game dialog: ←→ cycles the presets.
    TimePresets,
    /// The panel's title: the program's name.
    PanelTitle,
    /// The title of a desktop notification.
    NotifyTitle,
    /// The ruling of a loaded record's result: as the record says (10.1).
    AsRecorded,
    /// A draw is offered after one's move, before pressing the clock (23.1).
    DrawAfterMove,
    /// The interface language just chosen, named in itself.
    LangNow,
    /// `chuhe judge`: neither a verdict nor an order.
    JudgeNothing,
    /// `chuhe judge`: the head of an order to vary (24.3).
    MustVary,
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
    /// Esc on the game list of `chuhe view` would leave chuhe: ask first.
    ListConfirmQuit,
    StudyNoCollection,
    StudyNoBranch,
    StudyOnMainLine,
    StudyMovePrompt,
    StudyGoToPrompt,
    StudyCommentPrompt,
    StudyNagPrompt,
    StudyConfirmClose,
    PickerNoSaves,
    /// The keyboard tried to move for the engine's side.
    EngineThinking,
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
    HelpEditPosition,
    HelpDictate,
    TourPairings,
    TourStandings,
    TourCrossTable,
    TourNoRounds,
    TourWithdrawInStandings,
    HelpTourView,
    HelpTourRound,
    HelpTourMove,
    HelpTourPair,
    HelpTourPlay,
    HelpTourRedWins,
    HelpTourBlackWins,
    HelpTourDraw,
    HelpTourRedForfeit,
    HelpTourBlackForfeit,
    HelpTourWithdraw,
    HelpTourBack,
    HintTourPlay,
    HintTourPair,
    HintTourResult,
    HintTourView,
    HintTourWithdraw,
    TourRoundRobin,
    TourDoubleRoundRobin,
    TourSwiss,
    TourKnockout,
    TourDoubleElimination,
    // (the command line's texts, moved from cli/arbiter.rs and
    // cli/tournament_serve.rs)
    /// The sanction words `chuhe arbiter CODE sanction` reads (also in Chinese).
    SanctionWordWarning,
    SanctionWordDisqualify,
    ServeStopped,
    ServeNoAnswer,
    /// Quitting where this process keeps no save (a networked game, an empty or
    /// finished one): the question alone.
    ConfirmQuitOnly,
    HelpHint,
    HelpAnalysis,
    HelpStudyMarked,
    AnalysisForbidden,
    AnalysisThinking,
    AnalysisNoMove,
    AnalysisLegend,
    HintMoveForbidden,
    HintMoveGameOver,
    HintMoveNotYourTurn,
    HintMoveThinking,
    StudyNoMarked,
    StudyScoreGraph,
    /// On start: the annotation left unsaved last time.
    StudyRestorePrompt,
    HelpStudyDictate,
    /// Key names in the help and the hints (the Chinese ones players say).
    KeySpace,
    KeyEnter,
    KeyBackspace,
    KeyDelete,
    KeyHome,
    KeyEnd,
    KeyPageUp,
    KeyPageDown,
    // (the new-event dialog, a late entry on the tournament screen)
    TourGroupedRoundRobin,
    TnewTitle,
    TnewName,
    TnewFile,
    TnewSystem,
    TnewRounds,
    TnewMatchGames,
    TnewGroups,
    TnewAdvance,
    TnewScoring,
    TnewRules,
    TnewTime,
    TnewMode,
    TnewPlayer,
    TnewRating,
    /// An empty number field: the system's own default.
    TnewAuto,
    TnewNoPlayers,
    TnewEmptyName,
    TnewDiscardAsk,
    HelpTnewField,
    HelpTnewChoice,
    HelpTnewAdd,
    HelpTnewCreate,
    HelpTnewErase,
    HelpTnewCancel,
    HelpTnewRow,
    HelpTnewSeed,
    HelpTnewRemove,
    HintTnewAdd,
    HintTnewCreate,
    HintTnewSeed,
    HintTnewRemove,
    HelpTourAdd,
    HelpTourNew,
    HintTourAdd,
    TourAddPrompt,
    HelpPickerNewEvent,
    // The arbiter's seat in the TUI (`chuhe arbiter CODE`)
    HelpArbPause,
    HelpArbClock,
    HelpArbRule,
    HelpArbDraw,
    HelpArbFoul,
    HelpArbEnd,
    HelpArbFlip,
    HelpArbQuit,
    HintArbPause,
    HintArbResume,
    HintArbClock,
    HintArbRule,
    HintArbDraw,
    HintArbFoul,
    HintArbEnd,
    HintArbSend,
    ArbFieldSide,
    ArbFieldTime,
    ArbFieldClaim,
    ArbFieldClaimant,
    ArbFieldKind,
    ArbFieldNote,
    ArbFieldResult,
    ArbFieldReason,
    ArbTitleClock,
    ArbTitleRule,
    ArbTitleFoul,
    ArbTitleEnd,
    ArbClaimNatural,
    ArbClaimPending,
    ArbOwnAudit,
    ArbSanctionWarning,
    ArbSanctionDisqualify,
    ArbResultRed,
    ArbResultBlack,
    ArbResultDraw,
    ArbBadTime,
    ArbNoReason,
    ArbNoClaims,
}

impl Msg {
    pub fn text(self, lang: Lang) -> &'static str {
        of(lang).msg(self)
    }
}

/// A text of the TUI or the CLI with values in it.
/// Which search a hint's move comes from.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum HintFrom {
    /// The open analysis pane's best line, searched to this depth.
    Pane { depth: u32 },
    /// The hint's own short search, to `depth`; `pane`: the depth of the open
    /// analysis pane when it had searched less deep.
    Quick { depth: u32, pane: Option<u32> },
    /// An external engine, by its name in `config.toml`.
    Engine(String),
}

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
    /// The lobby's greeting.
    LobbyWelcome(String),
    /// A challenge from one player to another.
    LobbyChallenge {
        from: String,
        to: String,
    },
    /// The move list's notation, as the status line names it.
    NotationNow(Notation),
    /// What the idle input line suggests: an opening move of the side to move.
    TypingHint(Color),
    /// The same without its examples, where they do not fit.
    TypingHintShort,
    /// The input line of a paused game: the key that resumes it.
    GamePaused {
        key: String,
    },
    /// `d` with an offer standing: does this side accept it (23.1)?
    DrawAccept(Color),
    /// `d` without an offer: does this side offer a draw (23.1)?
    DrawOffer(Color),
    /// `z` in a tournament game at one keyboard: `by` proposes to stop (or, when
    /// `paused`, to restart) the clocks; the other side answers.
    PauseAsk {
        by: Color,
        paused: bool,
    },
    /// A foul, its count for that side, and the foul's own text (which cites its
    /// articles).
    Foul {
        by: Color,
        count: usize,
        what: Text,
    },
    /// A move that declined the standing draw offer (23.1).
    DrawDeclinedByMove(Color),
    /// `w` with nothing left to write on this side's scoresheet.
    SheetComplete(Color),
    /// Where the game played before a new one was kept.
    PreviousGameKept(String),
    /// Where the unfinished game was kept before a new one was started.
    UnfinishedKept(String),
    /// Why saving failed.
    SaveFailed(String),
    /// Said on leaving: where the game is saved, and that chuhe resumes it.
    SavedResumeLater(String),
    /// A networked screen's greeting: the seat (`None` for a spectator), the game
    /// and its host.
    Greeting {
        seat: Option<Color>,
        game: String,
        host: String,
    },
    /// The other side asks to take back a move: agree?
    TakebackAsks(Color),
    /// Resume the unfinished game between these players, `moves` moves in?
    ResumeGame {
        red: String,
        black: String,
        moves: usize,
    },
    /// This side has moved and still has to press the clock (6).
    MovedPressClock(Color),
    /// This side writes its scoresheet entry of move `round` (7.1).
    RecordsMove {
        owner: Color,
        round: u32,
    },
    /// A clock whose flag fell, showing `time`.
    ClockFlag(String),
    /// The period a clock is in and the moves owed in it (6.1–6.4).
    Period {
        period: u32,
        moves: u32,
    },
    /// Seconds added after each move.
    IncrementSecs(u64),
    /// Seconds of delay before each move's time counts.
    DelaySecs(u64),
    /// Tournament fouls so far, Red's and Black's (9.1).
    FoulCount {
        red: usize,
        black: usize,
    },
    /// The scoresheet tally of one side (`None`: both sheets).
    SheetTally {
        whose: Option<Color>,
        right: u32,
        wrong: u32,
        missing: usize,
    },
    /// The time control typed is not understood (the parser's reason with it).
    BadTimeControl(String),
    /// The start position typed is not a FEN (the reason with it).
    BadStartFen(String),
    /// A notification: this side's flag fell (22).
    FlagFell(Color),
    /// A line of the command line's output: a head, then its text.
    Labelled {
        head: String,
        text: String,
    },
    /// `chuhe judge`'s short verdict: 红负 / `red_loses` (the JSON value).
    JudgeVerdict(AdjudicatedResult),
    /// What went wrong at the `n`-th move of a list (1-based).
    AtMove {
        n: usize,
        text: String,
    },
    /// The separator of a list of move kinds.
    KindList(Vec<String>),
    /// The study board's title: the file and the game's number in it.
    StudyTitle {
        file: String,
        game: Option<usize>,
    },
    /// `g` with a text that is not a move number.
    StudyBadMoveNumber(String),
    /// Where the study board is: the move number of the move shown (`None` at the
    /// start), and plies played of the main line's.
    StudyAt {
        round: Option<u32>,
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
    /// No `[engines.NAME]` of that name in config.toml.
    EngineUnknown {
        name: String,
    },
    EngineNotFound {
        engine: String,
        path: String,
    },
    EngineNotStarted {
        engine: String,
        path: String,
    },
    EngineNoHandshake {
        engine: String,
        waited_ms: u64,
    },
    EngineCrashed {
        engine: String,
        code: Option<i32>,
    },
    EngineHung {
        engine: String,
        waited_ms: u64,
    },
    EngineGarbage {
        engine: String,
        line: String,
    },
    EngineIllegalMove {
        engine: String,
        mv: String,
    },
    EngineForbiddenMove {
        engine: String,
        mv: String,
    },
    EngineNoMove {
        engine: String,
    },
    /// Whose move is to be written, and its number.
    DictRound {
        side: Color,
        round: u32,
    },
    /// Which move of how many is on the board.
    /// A dictation left halfway, at move `shown` of `total`.
    DictLeft {
        shown: usize,
        total: usize,
    },
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
    /// A tournament board's game ended and its result went into the event.
    TournamentRecorded {
        round: u32,
        board: u32,
        red: String,
        black: String,
        result: String,
    },
    /// The result could not be written into the event: why.
    TournamentRecordFailed(String),
    /// The tournament screen's title: the event, its system, the round shown and the
    /// rounds paired.
    TourTitle {
        name: String,
        system: String,
        round: u32,
        paired: u32,
    },
    TourBye(String),
    TourPaired(u32),
    TourResultSet {
        round: u32,
        board: u32,
        result: String,
    },
    TourWithdrawAsk(String),
    /// A result key on a board that has a different result: replace it?
    TourReplaceAsk {
        round: u32,
        board: u32,
        old: String,
        new: String,
    },
    TourWithdrawn {
        name: String,
        forfeits: usize,
    },
    /// What the event refused (the tournament module's words).
    TourRefused(String),
    /// The last round has games without a result: the next cannot be paired.
    TourNotFinished(u32),
    /// `next-round` refused: the round and the boards still playing ("2, 3").
    ServeRoundNotOver {
        round: u32,
        boards: String,
    },
    /// A player later than the limit loses (21.1).
    ServeLate(Color),
    /// The event refused what the serve asked (the tournament module's words).
    ServeEvent(String),
    /// At a networked game, the opponent's turn: whose, and that this player waits.
    OpponentToMove(Color),
    /// At a networked game, this player's turn (their side).
    YouToMove(Color),
    /// The input line's hint on the opponent's turn: what to type when it is this
    /// player's (their side's examples).
    TypeOnYourTurn(Color),
    /// The same without its examples, where they do not fit.
    TypeOnYourTurnShort,
    /// A spectator's input line: whose turn it is.
    WatchingToMove(Color),
    /// The analysis pane's first row: the depth reached and the search's speed.
    AnalysisHead {
        depth: u32,
        nps: String,
    },
    /// A mate the analysis sees, in moves: for Red, or against Red.
    AnalysisMate {
        red_mates: bool,
        moves: u32,
    },
    /// The hint: the engine's move, written in the chosen notation, and which search
    /// found it (so that a player comparing it with the analysis pane knows why they
    /// may differ).
    HintMoveShown {
        mv: String,
        from: HintFrom,
    },
    /// Hints used, on the result sheet.
    HintsUsed {
        red: u32,
        black: u32,
    },
    /// The dialog's list of players: how many, in seed order.
    TnewPlayers(usize),
    /// The core refused a second player of this name.
    TnewDuplicate(String),
    /// The core's pairing check refused: fewer than 2 players entered.
    TnewTooFew(usize),
    /// A typed number (a rating, rounds, groups) that is not a whole number: the field
    /// and the text.
    TnewBadNumber {
        field: String,
        text: String,
    },
    /// The event file exists already: it is never overwritten.
    TnewExists(String),
    /// The event was created: the file and its players.
    TnewCreated {
        path: String,
        players: usize,
    },
    /// Some players were entered as "TEAM:NAME" and this one
    /// without a team: an event is of teams or of players (12).
    TnewNoTeam(String),
    /// A late entry added on the tournament screen.
    TourAdded {
        name: String,
        players: usize,
    },

    /// The arbiter's screen opens: the game and its host.
    ArbiterGreeting {
        game: String,
        host: String,
    },
    /// The arbiter is asked before an action is sent: what it says.
    ArbiterConfirm(String),
    /// A player's claim the arbiter has not ruled on yet: who, and which (the
    /// natural limit 23.3, else a ruling of the position 24).
    ArbiterClaimPending {
        by: Color,
        natural: bool,
    },
}

/// "75%", or "—" with no entries.
pub(super) fn percent_text(correct: u64, entries: u64) -> String {
    match entries {
        0 => "—".to_string(),
        n => format!("{}%", correct * 100 / n),
    }
}
