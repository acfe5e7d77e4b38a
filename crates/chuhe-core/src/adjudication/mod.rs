//! Adjudication: how a game ends (articles 3–4), the natural move limit (4.2.4, 23.3)
//! and the repetition rules (棋例: articles 24–29 of 000; chapter 2 of 002; the AXF rule
//! book), judged as an arbiter would, article by article.
//!
//! A map of the module, in the order a move is judged:
//!
//! - [`values`]: what pieces are worth (25.3) and which count as material;
//! - [`exchange`]: protection analysis — who can take, who can take back, what a full
//!   exchange wins (有根 / 无根 / 假根, 28.16, 29.1);
//! - [`threats`]: the capture threats of one side, as each rule set counts them;
//! - [`check_threats`]: pieces won through a check (抽吃, 29.1);
//! - [`mate_threat`]: mate threats by consecutive checks (杀, 28.2);
//! - [`line_bound`]: pieces that cannot leave their line (不能离线, 6.2.4 of 002);
//! - [`simple_draw`]: the plain draw by material of 27.3, where chasing an advisor or
//!   elephant is idle;
//! - [`move_kind`] and [`classify`]: what one move did — check, mate threat, chase (and
//!   of what), exchange offer, sacrifice, block, follow, idle (28; 5–6 of 002);
//! - [`repetition`]: how often a position occurred and which cycle to judge (24);
//! - [`pending`]: the pending position's procedure — verdict, or an order to vary and
//!   the loss if the cycle is repeated once more (24.1–24.3, 23.2; 2011 规则 4.3);
//! - [`ruling`]: each side's conduct over the cycle and the verdict of `cxa`, `folk`
//!   or `axf`;
//! - [`end_of_game`]: mate, stalemate (3.2, 3.3) and no winning chances (4.2.2);
//! - [`natural_limit`]: the 60-move count and claim audits (4.2.4, 23.3; 3.2.3 of 002);
//! - [`verdict`], [`reason`], [`warning`]: what the arbiter says, in Chinese or English;
//! - [`adjudicator`]: the stateful [`Adjudicator`] that follows a game ply by ply.

pub mod adjudicator;
pub mod check_threats;
pub mod classify;
pub mod end_of_game;
pub mod exchange;
pub mod line_bound;
pub mod mate_threat;
pub mod move_kind;
pub mod natural_limit;
pub mod pending;
pub mod reason;
pub mod repetition;
pub mod ruling;
pub mod simple_draw;
pub mod threats;
pub mod values;
pub mod verdict;
pub mod warning;

pub use adjudicator::{Adjudicator, ClassifiedMove, Options};
pub use classify::{Depth, MoveClass, classify};
pub use move_kind::{Kinds, MoveKind};
pub use natural_limit::{ClaimAudit, NaturalLimit};
pub use pending::{Order, PendingRuling, Procedure};
pub use reason::{AdjudicatedEnd, Book, Citation};
pub use ruling::{Conduct, Ground, PieceSet, RepetitionRuling};
pub use verdict::{AdjudicatedResult, Judgement};
pub use warning::Warning;

/// Kept here too, where the rule sets' rulings live.
pub use crate::game_kind::RuleSet;
