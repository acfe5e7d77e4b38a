//! chuhe (楚河): a terminal Xiangqi client that plays and records games under the
//! competition rules.
//!
//! The work is done by the workspace's crates, layered by their dependencies:
//!
//! 1. `chuhe-core` — the rules, notation, adjudication, match control, records and
//!    the texts of both languages; pure (its own layers are listed in its crate docs).
//! 2. `chuhe-study` — collections, search, annotation, dictation; `chuhe-tournament` —
//!    events, pairings, standings (11–15). Both pure, each on the core alone.
//! 3. `chuhe-engine` — the built-in engine (search, evaluation, time management),
//!    and external engines (UCI, UCCI) run as child processes (`external`).
//! 4. `chuhe-net` — hosting and joining a game over a socket.
//! 5. `chuhe-tui` — the terminal interface, local or at a networked game.
//! 6. `chuhe-ssh` — `chuhe serve --ssh`: a club server with a lobby.
//!
//! This crate is the command line (`cli`): it parses flags into typed values and runs
//! the rest. It re-exports the crates' modules under one name, so that the tests and
//! benchmarks say `chuhe::rules`, `chuhe::tui`, as a user of the library would.

pub use chuhe_core::{
    adjudication, atomic_file, game_kind, json_position, lang, match_control, notation, rating,
    record, rules,
};
pub use chuhe_engine as engine;
pub use chuhe_engine::external as engine_process;
pub use chuhe_net as net;
pub use chuhe_ssh as ssh;
pub use chuhe_study as study;
pub use chuhe_tournament as tournament;
pub use chuhe_tui as tui;

/// Every message family of the program under one name, wherever it lives: the core's
/// catalogue, and the families the crates above it hold beside their own types (the
/// network's `net`, `net_errors`, `host_log`; the command line's `cli`, `cli_errors`).
pub mod catalogue {
    pub use crate::cli::catalogue::{cli, cli_errors};
    pub use chuhe_core::catalogue::*;
    pub use chuhe_net::catalogue::{host_log, net, net_errors};
}

pub mod cli;
