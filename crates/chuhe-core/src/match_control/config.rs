//! How one game is run: mode, rule set, time control, players, start position and the
//! optional disciplines, with defaults per mode (PRODUCT.md, "Modes").

use super::Mode;
use super::scoresheet::{EntryNotation, Recording};
use super::time_control::TimeControl;
use super::wire;
use crate::adjudication::RuleSet;
use crate::rules::Position;

/// The natural move limit: 60 moves without a capture (4.2.4), reducible by the event.
pub const DEFAULT_NATURAL_LIMIT_MOVES: u32 = 60;

#[derive(Clone, Debug, PartialEq, Eq, serde::Serialize, serde::Deserialize)]
pub struct MatchConfig {
    pub mode: Mode,
    pub rules: RuleSet,
    pub time_control: TimeControl,
    /// Players' names (empty: shown as 红方 / Red and 黑方 / Black).
    pub red: String,
    pub black: String,
    #[serde(with = "wire::position")]
    pub start: Position,
    /// Touch-move (第5条): selecting a piece commits to it.
    pub touch_move: bool,
    /// Moves without a capture for the natural limit (4.2.4).
    pub natural_limit_moves: u32,
    /// The clock is pressed with the move (casual hot-seat); otherwise each player
    /// presses it explicitly after moving (6), and forgetting costs time (22.5).
    pub auto_press_clock: bool,
    /// Who writes the scoresheet (7.1).
    pub recording: Recording,
    /// The notations a scoresheet entry may use (7.5).
    pub entry_notation: EntryNotation,
}

impl MatchConfig {
    /// The defaults of a mode:
    /// - casual: untimed, chuhe records, clock pressed with the move, undo allowed;
    /// - practice: untimed, each player writes every move in Chinese, entries checked
    ///   and mistakes counted, no fouls;
    /// - tournament: 15 min + 10 s, each player writes every move, explicit clock
    ///   presses, touch-move, and the fouls and losses of the rule texts.
    pub fn new(mode: Mode) -> MatchConfig {
        let base = MatchConfig {
            mode,
            rules: RuleSet::default(),
            time_control: TimeControl::untimed(),
            red: String::new(),
            black: String::new(),
            start: Position::startpos(),
            touch_move: false,
            natural_limit_moves: DEFAULT_NATURAL_LIMIT_MOVES,
            auto_press_clock: true,
            recording: Recording::Automatic,
            entry_notation: EntryNotation::Any,
        };
        match mode {
            Mode::Casual => base,
            Mode::Practice => MatchConfig {
                recording: Recording::AllMoves,
                entry_notation: EntryNotation::Chinese,
                ..base
            },
            Mode::Tournament => MatchConfig {
                time_control: TimeControl::preset("15m+10s").expect("preset exists"),
                touch_move: true,
                auto_press_clock: false,
                recording: Recording::AllMoves,
                entry_notation: EntryNotation::Chinese,
                ..base
            },
        }
    }

    /// Whether the discipline of the rule texts applies: fouls (9.1) and the losses
    /// they bring (4.1.9–4.1.11), the recording rule (7.1–7.2), the 25-move draw-offer
    /// rule (4.3) and the 23.3 penalty. Tournament mode only.
    pub fn disciplined(&self) -> bool {
        self.mode == Mode::Tournament
    }
}

impl Default for MatchConfig {
    fn default() -> MatchConfig {
        MatchConfig::new(Mode::Casual)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn defaults_per_mode() {
        let c = MatchConfig::new(Mode::Casual);
        assert!(c.time_control.is_untimed() && c.auto_press_clock && !c.disciplined());
        assert_eq!(c.recording, Recording::Automatic);
        let p = MatchConfig::new(Mode::Practice);
        assert_eq!(p.recording, Recording::AllMoves);
        assert!(!p.disciplined());
        let t = MatchConfig::new(Mode::Tournament);
        assert!(t.disciplined() && t.touch_move && !t.auto_press_clock);
        assert_eq!(t.time_control.to_string(), "15m+10s");
        assert_eq!(t.natural_limit_moves, 60);
    }

    #[test]
    fn config_round_trips_through_json() {
        let mut c = MatchConfig::new(Mode::Tournament);
        c.red = "胡荣华".into();
        c.start = Position::from_fen("3k5/9/9/9/9/9/9/9/4R4/4K4 w - - 0 1").unwrap();
        let j = serde_json::to_string(&c).unwrap();
        assert_eq!(serde_json::from_str::<MatchConfig>(&j).unwrap(), c);
    }
}
