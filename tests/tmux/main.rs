//! End to end in tmux: every file with tests that drive the real binary in a
//! terminal. Those tests take turns (`tmux::one_at_a_time`): they are
//! timing-sensitive, and they never ran side by side with another file's.
//!
//! One test binary for these modules (formerly one `tests/*.rs` binary each), so
//! that the library and its dependencies are linked once for all of them.

#[path = "../common/mod.rs"]
mod common;
mod tmux;

mod arbiter_tui_tmux;
mod drill_screens;
mod net_tmux;
mod ssh_tmux;
mod tournament_new_tui;
mod tournament_serve_tmux;
mod tournament_tui;
mod tui_assist_tmux;
mod tui_study_tmux;
mod tui_tmux;
