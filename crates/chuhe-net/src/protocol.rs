//! The wire protocol: versioned JSON lines (README, "Network protocol").
//!
//! A client sends [`ClientMsg`]s — a `hello` first, then intents; the host answers with
//! [`ServerMsg`]s — a `welcome`, then the game's full state after every change, a
//! `reply` to each intent, and `error`s. Every message is one JSON object on one line,
//! tagged by `"type"`.
//!
//! Versioning: the `hello` carries `"v"`, the protocol version. The host reads `"v"`
//! before anything else, so a client of another version gets a clear message instead
//! of a parse error; the shape of `hello`'s `"type"`/`"v"` and of `error` never changes
//! between versions, so that any two versions can tell each other they differ.
//!
//! Nothing read from the wire is trusted: [`decode_client`] parses and then checks
//! every string (length, no control characters — text a client sends ends up on other
//! people's terminals, and an escape sequence there must never be possible).

use serde::{Deserialize, Serialize};
use thiserror::Error;

use crate::catalogue::net::{Field, NetText};
use chuhe_core::lang::{Lang, NameKind, Render, UnknownName};

use chuhe_core::match_control::{
    Action, ArbiterAction, Event, Logged, MatchConfig, MatchRecord, Millis, Reason, Text, wire,
};
use chuhe_core::rules::Color;

/// The protocol this chuhe speaks.
pub const PROTOCOL_VERSION: u32 = 1;
/// The longest line a client may send (bytes, newline included): intents are small.
pub const MAX_CLIENT_LINE: usize = 4 * 1024;
/// The longest line a client accepts from the host: a full state of a very long game
/// with both scoresheets is a few hundred kilobytes.
pub const MAX_HOST_LINE: usize = 16 * 1024 * 1024;
/// Characters of a player's name.
pub const MAX_NAME_CHARS: usize = 32;
/// Characters of a scoresheet entry (a move in words is under 10).
pub const MAX_ENTRY_CHARS: usize = 64;
/// Characters of the join code and token fields as typed.
const MAX_SECRET_CHARS: usize = 64;

/// This program, as the hello and welcome name it.
pub fn software() -> String {
    format!("chuhe {}", env!("CARGO_PKG_VERSION"))
}

// ----- client to host -----

#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(tag = "type", rename_all = "snake_case")]
pub enum ClientMsg {
    /// The first message, and only the first.
    Hello(Hello),
    /// A player's action on the game; answered by a `reply` with the same `id`.
    Act {
        id: u64,
        action: Action,
    },
    /// Ask to take back a move, or answer the opponent's request (casual games).
    Takeback {
        id: u64,
        answer: TakebackAnswer,
    },
    Ping {
        id: u64,
    },
    /// Leaving on purpose.
    Bye,
    /// The arbiter's action on the game (only from the arbiter's seat); answered by a
    /// `reply` with the same `id`.
    Arbiter {
        id: u64,
        action: ArbiterAction,
    },
    /// The arbiter asks the event this game belongs to to pair its next round
    /// (`chuhe tournament serve`); answered by a `reply`.
    NextRound {
        id: u64,
    },
}

#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Hello {
    /// The protocol version ([`PROTOCOL_VERSION`]).
    pub v: u32,
    /// The join code, as typed.
    pub code: String,
    pub role: Role,
    /// The seat wanted (a new player; `null`: whichever is free).
    #[serde(default, with = "wire::opt_color")]
    pub seat: Option<Color>,
    /// A seat's token, to take one's seat back after a disconnection.
    #[serde(default)]
    pub token: Option<String>,
    /// The name to show on the board.
    #[serde(default)]
    pub name: String,
    /// The client program, e.g. "chuhe 0.1.0" (shown in the host's log).
    #[serde(default)]
    pub client: String,
}

#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Role {
    /// Take a seat (or take one's seat back).
    Play,
    /// Watch, read-only.
    Watch,
    /// The arbiter's seat (17): with the arbiter's token, watch and rule.
    Arbiter,
}

#[derive(Copy, Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum TakebackAnswer {
    /// Ask the opponent to let one take back one's last move.
    Request,
    Accept,
    Decline,
}

// ----- host to client -----

#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(tag = "type", rename_all = "snake_case")]
pub enum ServerMsg {
    /// The answer to a good hello; a `state` follows at once.
    Welcome(Welcome),
    /// The whole game as it is now, after every change.
    State(Box<Snapshot>),
    /// The answer to an `act` or `takeback`.
    Reply(Reply),
    Pong {
        id: u64,
    },
    /// Something went wrong; `fatal` errors close the connection.
    Error(ErrorMsg),
}

#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Welcome {
    pub v: u32,
    /// The game's name (the first group of the join code).
    pub game: String,
    /// The seat given; `null` for a spectator.
    #[serde(with = "wire::opt_color")]
    pub seat: Option<Color>,
    /// The seat's token: keep it to take the seat back after a disconnection.
    pub token: Option<String>,
    /// Who hosts (the host's user name).
    pub host: String,
    /// The host program, e.g. "chuhe 0.1.0".
    pub server: String,
}

/// The game as it is now and who is at the table. The game travels as the referee's
/// log, so that every client keeps an exact replica of the referee (see `mirror.rs`)
/// and draws from it exactly what a local game would show.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Snapshot {
    pub session: SessionView,
    /// The host's time when the state was sent, on the game's timeline: clients run
    /// their clocks on from it.
    pub now: Millis,
    pub game: GameState,
    /// What just happened (empty when only the table changed).
    #[serde(default)]
    pub events: Vec<Event>,
}

/// The game, whole or as what happened since the last state.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(tag = "kind", rename_all = "snake_case")]
pub enum GameState {
    /// Before both players sat down: the game as it will start.
    Waiting { config: Box<MatchConfig> },
    /// The whole game: the first state a connection gets, and when the game starts.
    Full { record: Box<MatchRecord> },
    /// The referee's log entries from index `from` on (the client has those before).
    Since { from: usize, log: Vec<Logged> },
}

#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct SessionView {
    pub game: String,
    /// How to join this game, as the host announced it (`chuhe join CODE ...`).
    pub join: String,
    /// Both seats have been taken and the clock started.
    pub started: bool,
    /// Red's and Black's seats.
    pub seats: [SeatView; 2],
    pub spectators: u32,
    /// A take-back asked for by this side, awaiting the other's answer.
    #[serde(with = "wire::opt_color")]
    pub takeback: Option<Color>,
    /// What happens to the clock while a player is disconnected.
    pub clock_on_disconnect: ClockPolicy,
    /// The clock was stopped by the host because a player is away.
    pub paused_for_absence: bool,
}

#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct SeatView {
    pub name: String,
    /// Somebody holds this seat (its token has been given out).
    pub taken: bool,
    pub connected: bool,
}

/// Whether a disconnected player's clock keeps running.
#[derive(Copy, Clone, Debug, Default, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum ClockPolicy {
    /// The clock runs on, as when a player leaves the board (tournament default).
    #[default]
    Run,
    /// The host stops both clocks until every player is back (casual default).
    Pause,
}

impl std::str::FromStr for ClockPolicy {
    type Err = UnknownName;
    fn from_str(s: &str) -> Result<ClockPolicy, UnknownName> {
        match s {
            "run" => Ok(ClockPolicy::Run),
            "pause" => Ok(ClockPolicy::Pause),
            other => Err(UnknownName::new(NameKind::ClockPolicy, other)),
        }
    }
}

#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Reply {
    pub id: u64,
    pub ok: bool,
    /// Why the intent was refused, in both languages with the article.
    #[serde(default)]
    pub error: Option<Text>,
    /// What kind of refusal, when the protocol names it (e.g. `not_arbiter`).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub code: Option<ErrorCode>,
}

#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct ErrorMsg {
    pub code: ErrorCode,
    pub message: Text,
    /// The host closes the connection after a fatal error.
    pub fatal: bool,
}

/// What an `error` is about.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum ErrorCode {
    /// The client speaks another protocol version.
    Version,
    /// Not a message of this protocol.
    Malformed,
    /// A line over the size limit.
    TooLong,
    /// Too many messages too fast.
    RateLimited,
    /// The first message was not a hello.
    HelloFirst,
    /// A second hello on a connection that has said hello.
    AlreadyGreeted,
    /// No hello in time, or a line not finished in time.
    Timeout,
    /// Too many connections from one peer (local user or TCP address) have not said
    /// hello: the oldest of them is closed.
    TooManyPending,
    WrongCode,
    /// The token matches no seat of this game.
    BadToken,
    /// Both seats are held by players, or the seat asked for is.
    SeatsTaken,
    /// The token opens the other seat than the one the hello asked for.
    SeatMismatch,
    /// Too many connections or spectators.
    Full,
    /// The seat was taken back from another connection (the same player reconnected).
    Replaced,
    /// The client did not read its messages fast enough.
    TooSlow,
    /// The host is shutting down.
    Closing,
    /// An arbiter's message from a player or a spectator.
    NotArbiter,
    /// A request for the event (`next_round`) to a host that serves no event.
    NoEvent,
}

impl ErrorMsg {
    pub fn new(code: ErrorCode, fatal: bool, message: Text) -> ErrorMsg {
        ErrorMsg {
            code,
            message,
            fatal,
        }
    }
}

// ----- reading -----

/// Why a line from a client is not a message to act on.
#[derive(Clone, Debug, Error, PartialEq, Eq)]
pub enum ProtocolError {
    /// The line is not JSON, or not a message of this protocol.
    #[error("not a chuhe message: {0}")]
    Malformed(String),
    /// A hello of another protocol version (`None`: without a version).
    #[error("{}", version_text(*.0).en)]
    Version(Option<u64>),
    /// A field breaks a limit.
    #[error("{field}: {problem}")]
    BadField {
        field: &'static str,
        problem: FieldProblem,
    },
}

/// How a field a client sent breaks its limits.
#[derive(Clone, Debug, Error, PartialEq, Eq)]
pub enum FieldProblem {
    #[error("{chars} characters, at most {max}")]
    TooLong { chars: usize, max: usize },
    /// `at` counts characters from 1.
    #[error("control character U+{code:04X} at character {at}")]
    Control { code: u32, at: usize },
}

impl FieldProblem {
    /// The catalogue's key for this problem in the field named by its JSON key.
    fn net_text(&self, key: &str) -> NetText {
        let field = match key {
            "code" => Field::Code,
            "token" => Field::Token,
            "name" => Field::Name,
            "client" => Field::Client,
            "entry" => Field::Entry,
            "note" => Field::Note,
            _ => Field::Other,
        };
        match *self {
            FieldProblem::TooLong { chars, max } => NetText::FieldTooLong { field, chars, max },
            FieldProblem::Control { code, at } => NetText::FieldControl { field, code, at },
        }
    }
}

impl ProtocolError {
    pub fn code(&self) -> ErrorCode {
        match self {
            ProtocolError::Malformed(_) | ProtocolError::BadField { .. } => ErrorCode::Malformed,
            ProtocolError::Version(_) => ErrorCode::Version,
        }
    }

    pub fn text(&self) -> Text {
        match self {
            ProtocolError::Version(v) => version_text(*v),
            // The parser's own words are English only: the Chinese says what it is.
            ProtocolError::Malformed(_) => Text::new(
                NetText::NotProtocol {
                    detail: String::new(),
                }
                .render(Lang::Zh),
                self.to_string(),
            ),
            ProtocolError::BadField { field, problem } => {
                Text::new(problem.net_text(field).render(Lang::Zh), self.to_string())
            }
        }
    }
}

/// The version-mismatch message, in both languages.
pub fn version_text(theirs: Option<u64>) -> Text {
    Text::of(&NetText::VersionMismatch {
        software: software(),
        ours: u64::from(PROTOCOL_VERSION),
        theirs,
    })
}

/// The first fields of a hello, read before the rest so that another version's hello
/// gets a version error, not a parse error.
#[derive(Deserialize)]
struct Probe {
    #[serde(rename = "type")]
    kind: Option<serde_json::Value>,
    v: Option<serde_json::Value>,
}

/// Reads a client's line: JSON, a known message, every field within its limits.
/// `first` says whether this is the connection's first line (which must be a hello of
/// this protocol version).
pub fn decode_client(line: &str, first: bool) -> Result<ClientMsg, ProtocolError> {
    if first {
        let probe: Probe =
            serde_json::from_str(line).map_err(|e| ProtocolError::Malformed(e.to_string()))?;
        if probe.kind.as_ref().and_then(|k| k.as_str()) == Some("hello") {
            match probe.v.as_ref().map(|v| v.as_u64()) {
                Some(Some(v)) if v == u64::from(PROTOCOL_VERSION) => {}
                Some(v) => return Err(ProtocolError::Version(v)),
                None => return Err(ProtocolError::Version(None)),
            }
        }
    }
    let msg: ClientMsg =
        serde_json::from_str(line).map_err(|e| ProtocolError::Malformed(e.to_string()))?;
    msg.check()?;
    Ok(msg)
}

/// Reads a host's line (the client side). Every string in it comes out safe to draw:
/// control and bidirectional characters are escaped visibly (`visible.rs`).
pub fn decode_server(line: &str) -> Result<ServerMsg, ProtocolError> {
    serde_json::from_str(&super::visible::visible_json(line))
        .map_err(|e| ProtocolError::Malformed(e.to_string()))
}

/// A message as one JSON line.
pub fn encode<T: Serialize>(msg: &T) -> String {
    // Our messages hold no maps with non-string keys and no floats: they always
    // serialize.
    serde_json::to_string(msg).expect("protocol messages serialize")
}

impl ClientMsg {
    /// Checks every string a client may send: length and no control characters.
    pub fn check(&self) -> Result<(), ProtocolError> {
        match self {
            ClientMsg::Hello(h) => {
                check_text("code", &h.code, MAX_SECRET_CHARS)?;
                if let Some(t) = &h.token {
                    check_text("token", t, MAX_SECRET_CHARS)?;
                }
                check_text("name", &h.name, MAX_NAME_CHARS)?;
                check_text("client", &h.client, MAX_NAME_CHARS)
            }
            ClientMsg::Act { action, .. } => match action {
                Action::Move {
                    entry: Some(text), ..
                }
                | Action::Record { text, .. } => check_text("entry", text, MAX_ENTRY_CHARS),
                _ => Ok(()),
            },
            ClientMsg::Takeback { .. } | ClientMsg::Ping { .. } | ClientMsg::Bye => Ok(()),
            ClientMsg::Arbiter { action, .. } => check_arbiter_action(action),
            ClientMsg::NextRound { .. } => Ok(()),
        }
    }
}

/// Characters of an arbiter's note or reason (a sentence or two).
pub const MAX_NOTE_CHARS: usize = 200;

/// The arbiter's words reach both players' screens: checked as any text a client sends.
fn check_arbiter_action(action: &ArbiterAction) -> Result<(), ProtocolError> {
    match action {
        ArbiterAction::Sanction { note, .. } => check_text("note", note, MAX_NOTE_CHARS),
        ArbiterAction::Declare { verdict } => match &verdict.reason {
            Reason::Adjudicated(r) | Reason::ArbiterDecision(r) => {
                check_text("note", &r.article, MAX_NAME_CHARS)?;
                check_text("note", &r.text.zh, MAX_NOTE_CHARS)?;
                check_text("note", &r.text.en, MAX_NOTE_CHARS)
            }
            _ => Ok(()),
        },
        _ => Ok(()),
    }
}

/// A string shown to other people: bounded, and free of control characters (an
/// escape sequence in a name would reach the other terminals).
fn check_text(field: &'static str, s: &str, max_chars: usize) -> Result<(), ProtocolError> {
    let n = s.chars().count();
    if n > max_chars {
        return Err(ProtocolError::BadField {
            field,
            problem: FieldProblem::TooLong {
                chars: n,
                max: max_chars,
            },
        });
    }
    if let Some((i, c)) = s.chars().enumerate().find(|(_, c)| is_unsafe_char(*c)) {
        return Err(ProtocolError::BadField {
            field,
            problem: FieldProblem::Control {
                code: c as u32,
                at: i + 1,
            },
        });
    }
    Ok(())
}

/// Control characters, and the bidirectional overrides that make text display in
/// another order than it is written (the one definition is in `lang`).
pub use chuhe_core::lang::is_unsafe_char;

#[cfg(test)]
mod tests {
    use super::*;
    use chuhe_core::rules::Move;

    fn hello_line(v: &str) -> String {
        format!(r#"{{"type":"hello","v":{v},"code":"k7q2-m9xd-4htw","role":"play"}}"#)
    }

    #[test]
    fn a_hello_reads_with_defaults() {
        let m = decode_client(&hello_line("1"), true).unwrap();
        let ClientMsg::Hello(h) = m else {
            panic!("{m:?}")
        };
        assert_eq!(h.role, Role::Play);
        assert_eq!((h.seat, h.token, h.name.as_str()), (None, None, ""));
    }

    #[test]
    fn another_version_gets_a_version_error_whatever_the_rest() {
        let e = decode_client(r#"{"type":"hello","v":2,"future":{"x":[1]}}"#, true).unwrap_err();
        assert_eq!(e, ProtocolError::Version(Some(2)));
        assert_eq!(e.code(), ErrorCode::Version);
        assert!(e.text().en.contains("speaks version 1"), "{}", e.text().en);
        assert!(e.text().en.contains("client speaks version 2"));
        let e = decode_client(r#"{"type":"hello","code":"x"}"#, true).unwrap_err();
        assert_eq!(e, ProtocolError::Version(None));
        let e = decode_client(r#"{"type":"hello","v":"1"}"#, true).unwrap_err();
        assert_eq!(e, ProtocolError::Version(None));
    }

    #[test]
    fn intents_read_and_bad_ones_are_errors_with_a_place() {
        let m = decode_client(
            r#"{"type":"act","id":3,"action":{"action":"move","mv":"h2e2"}}"#,
            false,
        )
        .unwrap();
        assert_eq!(
            m,
            ClientMsg::Act {
                id: 3,
                action: Action::Move {
                    mv: Move::from_iccs("h2e2").unwrap(),
                    entry: None
                }
            }
        );
        for (bad, what) in [
            ("not json", "expected"),
            (r#"{"type":"fly"}"#, "unknown variant"),
            (
                r#"{"type":"act","id":3,"action":{"action":"move","mv":"z9z9"}}"#,
                "bad move",
            ),
            (
                r#"{"type":"act","id":-1,"action":{"action":"resign"}}"#,
                "invalid value",
            ),
            (r#"[1,2,3]"#, "expected variant identifier"),
            (
                &format!(
                    r#"{{"type":"ping","id":1,"deep":{}{}}}"#,
                    "[".repeat(1000),
                    "]".repeat(1000)
                ),
                "recursion limit",
            ),
        ] {
            let e = decode_client(bad, false).unwrap_err();
            assert_eq!(e.code(), ErrorCode::Malformed, "{bad}");
            assert!(e.to_string().contains(what), "{bad}: {e}");
        }
        let e = decode_client("{\"type\":\"ping\"", false).unwrap_err();
        assert!(e.to_string().contains("column"), "{e}");
    }

    #[test]
    fn text_for_other_terminals_is_checked() {
        let escape =
            r#"{"type":"act","id":1,"action":{"action":"record","ply":0,"text":"\u001b[2J"}}"#;
        let e = decode_client(escape, false).unwrap_err();
        assert!(e.to_string().contains("control character U+001B"), "{e}");
        let long = format!(
            r#"{{"type":"hello","v":1,"code":"c","role":"watch","name":"{}"}}"#,
            "x".repeat(33)
        );
        let e = decode_client(&long, true).unwrap_err();
        assert_eq!(e.to_string(), "name: 33 characters, at most 32");
        assert_eq!(e.text().zh, "消息不合要求：名字有33个字符，最多32个");
        let bidi = r#"{"type":"hello","v":1,"code":"c","role":"watch","name":"a\u202eb"}"#;
        assert!(decode_client(bidi, true).is_err());
        let chinese = r#"{"type":"hello","v":1,"code":"c","role":"watch","name":"胡荣华"}"#;
        assert!(decode_client(chinese, true).is_ok());
    }

    #[test]
    fn server_messages_round_trip() {
        let welcome = ServerMsg::Welcome(Welcome {
            v: PROTOCOL_VERSION,
            game: "k7q2".into(),
            seat: Some(Color::Black),
            token: Some("00".repeat(16)),
            host: "alice".into(),
            server: software(),
        });
        let line = encode(&welcome);
        assert!(line.contains(r#""type":"welcome""#) && line.contains(r#""seat":"black""#));
        assert_eq!(decode_server(&line).unwrap(), welcome);
        let err = ServerMsg::Error(ErrorMsg::new(
            ErrorCode::Version,
            true,
            version_text(Some(2)),
        ));
        let line = encode(&err);
        assert!(line.starts_with(r#"{"type":"error","code":"version","message":{"zh":"#));
        assert_eq!(decode_server(&line).unwrap(), err);
    }
}
