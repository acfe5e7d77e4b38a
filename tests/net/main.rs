//! Play over the network: the host, the client, the protocol under garbage and
//! attack, the arbiter, and `chuhe serve --ssh` (the club over SSH, its limits, the
//! input decoder's fuzz seeds and the ignored benchmark).
//!
//! One test binary for these modules (formerly one `tests/*.rs` binary each), so
//! that the library and its dependencies are linked once for all of them.

use chuhe_testkit as common;

mod arbiter_tui;
mod club_computer;
mod club_explorer;
mod club_ratings;
mod host_log_lang;
mod net_arbiter;
mod net_cli;
mod net_client_screen;
mod net_engine;
mod net_errors_text;
mod net_fuzz_seeds;
mod net_garbage;
mod net_hardening;
mod net_play;
mod net_reconnect;
mod ssh_before_login;
mod ssh_bench;
mod ssh_club;
mod ssh_fuzz_seeds;
mod ssh_json_import;
mod ssh_limits;
mod ssh_lost_game;
mod ssh_nicknames;
mod ssh_not_reading;
mod ssh_window;
