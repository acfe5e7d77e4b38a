//! `chuhe serve --ssh`: a club's server that anyone with an ssh client enters, with
//! nothing to install (README, "Play over SSH").
//!
//! The map:
//! - `server.rs` — the SSH server (russh): logins, refusals, limits, one session
//!   thread per shell;
//! - `session.rs` — one session: the chuhe TUI, the lobby on its stack, a game at
//!   its board, the lobby again;
//! - `lobby.rs` — the lobby's state, keys and drawing;
//! - `lobby_screen.rs` — the lobby as a screen of the app's stack, carrying out its
//!   intents against the club;
//! - `club.rs` — who is online, seeks, games (each a [`chuhe_net::Host`] in this
//!   process), results;
//! - `club_store.rs` — who plays each game, kept so that a restarted server
//!   carries its unfinished games on; `live_games.rs` — those terms and each
//!   game's latest save, rows of the database; `finished.rs` — a finished game as
//!   the archive keeps it; `json_import.rs` — the files of earlier versions
//!   (accounts, games) moved into the database on the first start;
//! - `decoder.rs` — the client's input bytes as crossterm events (fuzzed);
//! - `terminal.rs` — the ratatui backend over the channel, with a bounded queue;
//! - `window.rs` — the client's window and the size drawn for it (capped, from a
//!   budget of cells shared by all sessions);
//! - `host_key.rs` — the server's key; `accounts.rs` — keys and nicknames;
//!   `nickname.rs` — what a nickname may hold, and when two look the same;
//! - `archive.rs` — the club's SQLite database (`ssh/club.db`): its schema and
//!   migrations, ratings, rated and finished games;
//! - `limits.rs` — connections per address and key, bytes per second, idle time;
//!   `startups.rs` — the share of connections not logged in yet (`MaxStartups`);
//!   `penalties.rs` — addresses that keep failing to log in wait longer;
//!   `cut_stream.rs` — a socket the server can cut whatever russh is doing;
//!   `log_throttle.rs` — refusals logged at most once a second for each reason.

pub mod accounts;
pub mod archive;
pub mod club;
pub mod club_store;
pub mod cut_stream;
pub mod decoder;
pub mod finished;
pub mod host_key;
pub mod json_import;
pub mod limits;
pub mod live_games;
pub mod lobby;
pub mod lobby_screen;
pub mod log_throttle;
pub mod nickname;
pub mod penalties;
pub mod server;
pub mod session;
pub mod startups;
pub mod terminal;
pub mod window;

pub use server::{Running, ServeOptions, start};
