//! The real binary, end to end: run with arguments (its output, exit status and error
//! texts, in both languages), and driven in a terminal under tmux (the `*_tmux` files,
//! `drill_screens`, `tournament_*_tui`). The tmux tests take turns
//! (`tmux::one_at_a_time`): they are timing-sensitive, and run one at a time.
//!
//! One test binary for these modules (formerly one `tests/*.rs` binary each), so
//! that the library and its dependencies are linked once for all of them.

use chuhe_testkit as common;
mod tmux;

mod adjudication_cli;
mod cli_errors_text;
mod cli_exit_status;
mod cli_flags;
mod cli_notation;
mod cli_perft;
mod cli_text;
mod club_ratings;
mod fen_error_text;
mod record_cli;
mod review_cli;
mod selfplay_cli;
mod value_errors_text;

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
