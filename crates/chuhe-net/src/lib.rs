//! Networked play on a shared machine: `chuhe host`, `chuhe join CODE`,
//! `chuhe watch CODE` (README, "Network play").
//!
//! The host process is authoritative: the referee ([`chuhe_core::match_control::Match`])
//! runs there, with the clocks, scoresheets and adjudication; clients send intents
//! and draw the state they receive. The map:
//! - `protocol.rs` — the messages, versioned JSON lines, and the checks on what a
//!   client sends; `framing.rs` — lines with a size limit;
//! - `code.rs` — join codes and seat tokens; `rate.rs` — message rate limits;
//!   `refusal.rs` — why the host refuses or closes a connection, in both languages;
//! - `transport.rs` — Unix socket or TCP; `permissions.rs` — socket directory, file
//!   modes, finding a game on the machine;
//! - `host/` — the host: the table (seats, spectators, take-backs, absent players) as
//!   a pure state machine, its threads, its saves;
//! - `client.rs` — a link to a host, reconnecting by itself; `visible.rs` — what the
//!   host sends made safe to draw (control characters escaped);
//! - `seat_store.rs` — the tokens a player keeps to take their seat back;
//! - `catalogue/` — the network's texts in both languages (refusals, the commands'
//!   errors, the host's log), beside their types.

pub mod catalogue;
pub mod client;
pub mod code;
pub mod deadline;
pub mod framing;
pub mod host;
pub mod latency;
pub mod mirror;
pub mod permissions;
pub mod protocol;
pub mod rate;
pub mod refusal;
pub mod seat;
pub mod seat_store;
pub mod transport;
pub mod visible;

pub use client::{Link, LinkConfig, LinkError, LinkEvent};
pub use code::{GameId, JoinCode, Token};
pub use host::{ArbiterOptions, Host, HostOptions, Limits, Listen, SaveStore, Saves, Start};
pub use protocol::{ClockPolicy, PROTOCOL_VERSION, Role, Snapshot, TakebackAnswer};
pub use seat::RemoteSeat;
pub use transport::Endpoint;
