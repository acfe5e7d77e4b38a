//! The terminal user interface: hot-seat play with typed Chinese notation, the
//! scoresheet, saves, themes and notifications. `chuhe` with no arguments starts it.
//!
//! The map (gitui/television style: input → Action → state update → pure draw):
//! - `events.rs` — where events come from (terminal thread, signals);
//! - `keys.rs` — key bindings as data, per context; `action.rs` — what a key asks;
//! - `app.rs` — the state and its update function, returning effects;
//! - `io.rs` — carrying out effects (files, notifications, mouse capture);
//! - `event_loop.rs` — the loop, generic over ratatui's `Backend`;
//! - `view/` — drawing, one widget a file; `layout.rs` — where widgets go;
//! - `game.rs` — the game (the referee, hot-seat);
//!   `input.rs` — the typed move; `new_game.rs` — the new-game form (the dialog is
//!   `screens/new_game.rs`) and the command line's setup;
//! - `options.rs` — what a run is asked for, as typed values (parsed by `chuhe::cli`);
//! - `theme.rs`, `config.rs`, `i18n.rs` — looks, settings, texts;
//! - `terminal.rs` — raw mode, alternate screen, restoring on exit, panic and signal;
//! - `notify.rs` — bell, OSC 9/777, desktop notifications; `save.rs` — saving games;
//!   `study_save.rs` — saving records from the study board;
//! - `remote.rs` — a run at a networked game (`chuhe host`/`join`/`watch`): the
//!   same screen over a replica of the host's referee (`chuhe_net::seat`);
//! - `screens/` — the screens (the game, the game list, the study board ...), each a
//!   component owning its keys, update and drawing (see `screens/mod.rs`).
//! - `engine_seat.rs` — a computer opponent (built-in or external) thinking on its
//!   own thread.
//! - `dictation_stats.rs` — the dictation (听写) figures kept in the data directory;
//!   `dictation_source.rs` — which game to dictate.
//! - `tournament_board.rs` — a tournament's board played here (`chuhe tournament
//!   play`, or from the tournament screen): its result goes into the event file.
//! - `analysis_runner.rs` — the engine's analysis of the board's position on its own
//!   thread (the pane is `view/analysis.rs`); `hint.rs` — the hint key's search;
//!   `score_runner.rs` — the study board's score graph computed for a record never
//!   reviewed.
//! - `arbiter.rs` — the arbiter's seat at a networked game (`chuhe arbiter CODE`):
//!   the app with the arbiter's desk (`screens/arbiter.rs`) over the game.

pub mod action;
pub mod analysis_runner;
pub mod app;
pub mod arbiter;
pub mod config;
pub mod dictation_source;
pub mod dictation_stats;
pub mod engine_seat;
pub mod event_loop;
pub mod events;
pub mod game;
pub mod hint;
pub mod i18n;
pub mod input;
pub mod io;
pub mod keys;
pub mod layout;
pub mod new_game;
pub mod notify;
pub mod options;
pub mod output;
#[cfg(target_os = "linux")]
pub mod pty_bench;
pub mod remote;
pub mod save;
pub mod score_runner;
pub mod screens;
pub mod search_slots;
pub mod session;
pub mod study_save;
pub mod terminal;
pub mod theme;
pub mod tournament_board;
pub mod view;

pub use app::App;
pub use options::{GameOptions, LookOptions, SessionOptions, ViewOptions};

/// An environment made of fixed pairs, for tests of what reads the environment.
#[cfg(test)]
pub(crate) fn test_env(
    pairs: &'static [(&'static str, &'static str)],
) -> impl Fn(&str) -> Option<String> {
    move |k| pairs.iter().find(|p| p.0 == k).map(|p| p.1.to_string())
}
