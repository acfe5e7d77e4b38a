//! The terminal interface on ratatui's TestBackend: keys, screens (insta snapshots),
//! the event loop, sessions, the assistant, engines and study in the TUI, fuzz seeds.
//!
//! One test binary for these modules (formerly one `tests/*.rs` binary each), so
//! that the library and its dependencies are linked once for all of them.

use chuhe_testkit as common;

mod tui_assist;
mod tui_engine;
mod tui_errors_zh;
mod tui_explorer;
mod tui_fuzz_seeds;
mod tui_keys;
mod tui_loop;
mod tui_screens;
mod tui_session;
mod tui_study;
