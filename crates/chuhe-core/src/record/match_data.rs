//! What chuhe records about its own games beyond the moves: the rule set, the mode,
//! the time control, the clock after every move, each player's scoresheet (7.1–7.5),
//! fouls (9.1) and the result sheet (10.1).
//!
//! Plain serializable values: the match-control module fills them in during a game;
//! the record only keeps them (in chuhe's JSON save).

use serde::{Deserialize, Serialize};

use crate::game_kind::{Mode, RuleSet};
use crate::rules::Color;

#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
#[serde(default)]
pub struct MatchData {
    pub rules: RuleSet,
    pub mode: Mode,
    /// The time control as its spec string: a preset of article 6 ("6.1") or a spec
    /// such as "15m+10s" or "40/90m,10/15m". `None` when the clock was not used.
    pub time_control: Option<String>,
    /// One reading per ply of the main line, in order.
    pub clock: Vec<ClockReading>,
    /// What each player wrote on their scoresheet (7.1).
    pub scoresheet: Scoresheets,
    /// Fouls called during the game (9.1, 9.2: recorded when called).
    pub fouls: Vec<Foul>,
    /// The result sheet signed at the end (10.1).
    pub result_sheet: Option<SignedSheet>,
}

/// The mover's clock after a move.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct ClockReading {
    /// 1-based ply of the main line.
    pub ply: u32,
    /// Milliseconds left on the mover's clock after the move (and any increment).
    pub remaining_ms: u64,
    /// Milliseconds the mover spent on this move.
    pub used_ms: u64,
}

#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
#[serde(default)]
pub struct Scoresheets {
    pub red: Vec<SheetEntry>,
    pub black: Vec<SheetEntry>,
}

impl Scoresheets {
    pub fn of(&self, side: Color) -> &[SheetEntry] {
        match side {
            Color::Red => &self.red,
            Color::Black => &self.black,
        }
    }
}

/// One line of a player's scoresheet.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct SheetEntry {
    /// 1-based ply of the main line the entry records.
    pub ply: u32,
    /// The text the player wrote; `None` when the move was not recorded (7.1, 7.2).
    pub text: Option<String>,
}

/// A foul (犯规) as called by the arbiter.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Foul {
    #[serde(with = "side_name")]
    pub side: Color,
    /// The article, e.g. "7.1" (4 consecutive moves not recorded) or "9.1.5".
    pub article: String,
    pub description: String,
    /// The ply after which the foul was called (0 = before the first move).
    pub ply: u32,
}

/// The result sheet of 10.1: the result (kept in the record itself), each side's time
/// used and fouls, confirmed by both players and the arbiter.
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
#[serde(default)]
pub struct SignedSheet {
    pub red_time_used_ms: u64,
    pub black_time_used_ms: u64,
    pub red_fouls: u32,
    pub black_fouls: u32,
    /// Who confirmed the sheet (players' and arbiter's names), in order.
    pub signed_by: Vec<String>,
}

/// Serializes a side as "red" / "black".
pub(crate) mod side_name {
    use serde::{Deserialize, Deserializer, Serializer, de::Error};

    use crate::rules::Color;

    pub fn serialize<S: Serializer>(side: &Color, s: S) -> Result<S::Ok, S::Error> {
        s.serialize_str(match side {
            Color::Red => "red",
            Color::Black => "black",
        })
    }

    pub fn deserialize<'de, D: Deserializer<'de>>(d: D) -> Result<Color, D::Error> {
        let text = String::deserialize(d)?;
        match text.as_str() {
            "red" => Ok(Color::Red),
            "black" => Ok(Color::Black),
            other => Err(D::Error::custom(format!(
                "side \"{other}\" is neither \"red\" nor \"black\""
            ))),
        }
    }
}
