//! Tournaments: pairings (Berger, Swiss, elimination, teams), standings and tables,
//! `chuhe tournament` on the command line and served over the network.
//!
//! One test binary for these modules (formerly one `tests/*.rs` binary each), so
//! that the library and its dependencies are linked once for all of them.

#[path = "../common/mod.rs"]
mod common;

mod tournament_berger;
mod tournament_cli;
mod tournament_elimination;
mod tournament_serve;
mod tournament_standings;
mod tournament_swiss;
mod tournament_swiss_limit;
mod tournament_team_knockout;
mod tournament_team_tables;
mod tournament_teams;
