//! The TUI for a networked seat or spectator (PLACEHOLDER until the TUI's remote seat
//! lands).

use std::process::ExitCode;

use crate::net::Host;
use crate::rules::Color;

pub fn host_seat(_host: Host, _look: &super::play::Args, _name: &str) -> anyhow::Result<ExitCode> {
    anyhow::bail!("host: the TUI seat is not built yet; use --headless")
}

pub fn join(_args: &super::net::JoinArgs, _seat: Option<Color>) -> anyhow::Result<ExitCode> {
    anyhow::bail!("join: the TUI seat is not built yet")
}

pub fn watch(_args: &super::net::WatchArgs) -> anyhow::Result<ExitCode> {
    anyhow::bail!("watch: the TUI spectator is not built yet")
}
