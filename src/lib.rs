//! chuhe (楚河): a terminal Xiangqi client that plays and records games under the
//! competition rules.
//!
//! The library holds everything testable. The rules core and the modules built on it
//! (notation, records, adjudication, match control) are pure: no terminal or network
//! code. The TUI and the network server only call them.

pub mod lang;
pub mod rules;

pub mod adjudication;
pub mod match_control;
pub mod notation;
pub mod record;

pub mod catalogue;
pub mod cli;
pub mod net;
pub mod tui;
