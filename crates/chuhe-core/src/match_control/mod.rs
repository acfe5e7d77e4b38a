//! Match control: everything that runs one game under the competition rules besides
//! the rules of play themselves. Pure library code: no terminal, no network, and no
//! clock reading — time is always passed in.
//!
//! The map:
//! - [`Match`] (`referee.rs`): the referee, the one object the TUI and the network
//!   host drive: `apply(by, Action, now)`, `tick(now)`, `view(now)`;
//!   [`MatchConfig`] (`config.rs`) with defaults per [`Mode`];
//!   [`Action`]/[`ArbiterAction`]/[`Event`] (`action.rs`); [`MatchError`] (`error.rs`);
//!   [`MatchView`] (`view.rs`); the log and replay (`log.rs`).
//! - Time: [`Millis`] and [`TimeSource`] (`time_source.rs`), [`TimeControl`] with the
//!   presets of article 6 and its spec strings (`time_control.rs`), the dual [`Clock`]
//!   (`clock.rs`, articles 6 and 22).
//! - The scoresheet and its recording rule (`scoresheet.rs`, article 7; entries in the
//!   full and abbreviated forms of 7.5 are read by `crate::notation`).
//! - Fouls (`fouls.rs`, 9.1), draw offers (`draw_offer.rs`, 23.1 and 4.3), natural-limit
//!   claims (`claim.rs`, 23.3), touch-move (`touch_move.rs`, 第5条).
//! - How a game ends (`outcome.rs`, articles 4 and 22) and the result sheet
//!   (`result_sheet.rs`, 10.1).
//! - The seam to adjudication: the [`Arbiter`] trait and the minimal [`CoreArbiter`]
//!   (`arbiter.rs`); the adjudication module behind it, the default arbiter
//!   (`adjudicated.rs`).
//! - Bilingual messages ([`Text`], `text.rs`): built from typed values ([`MatchError`],
//!   [`Note`] (`note.rs`), fouls, offers, the result sheet) whose words are in the
//!   catalogue (`crate::catalogue`); and the serde forms of rules-core values
//!   (`wire.rs`).

mod action;
mod adjudicated;
mod arbiter;
mod arbiter_input;
mod claim;
mod clock;
mod config;
mod draw_offer;
mod error;
mod fouls;
mod log;
mod note;
mod outcome;
mod referee;
mod result_sheet;
mod scoresheet;
mod text;
mod time_control;
mod time_source;
mod touch_move;
mod view;
pub mod wire;

pub use action::{Action, ArbiterAction, Event, Sanction};
pub use arbiter::{
    Arbiter, ClaimAudit, CoreArbiter, NO_DRAW_OFFER_MOVES, NaturalLimitCount, RepetitionClaim,
    default_arbiter,
};
pub use arbiter_input::{ClockTextError, arbiter_decision, read_clock};
pub use claim::{ClaimRecord, Claims, FALSE_CLAIM_PENALTY};
pub use clock::{Clock, ClockError, ClockFace, Flag, PressOutcome};
pub use config::{DEFAULT_NATURAL_LIMIT_MOVES, MatchConfig};
pub use draw_offer::{Answer, DrawOffers, Offer, OfferContext, OfferRecord, OfferRefusal};
pub use error::MatchError;
pub use fouls::{FOULS_TO_LOSE, Foul, FoulBook, FoulKind};
pub use log::{Logged, MatchRecord, ReplayError, Source};
pub use note::Note;
pub use outcome::{Outcome, Reason, Ruling, Verdict};
pub use referee::{Match, PlayedMove, RECORDING_EXEMPTION};
pub use result_sheet::{ResultSheet, clock_text};
pub use scoresheet::{
    Entry, EntryCheck, EntryNotation, Recording, Scoresheet, SheetStats, check_entry,
};
pub use text::Text;
pub use time_control::{
    Bonus, MAX_MOVES, MAX_PERIODS, PRESETS, Period, Preset, TimeControl, TimeControlError,
    TimeControlErrorKind,
};
pub use time_source::{ManualTime, Millis, MonotonicTime, TimeSource};
pub use touch_move::{DutyKind, Obligation, TouchDuty, TouchMove, TouchOutcome, Touched};
pub use view::{EntryMark, FoulView, MatchView, MoveRow, SheetRow, SheetView};

/// Kept here too, where the modes' rules are applied.
pub use crate::game_kind::Mode;
