//! `chuhe host` / `chuhe join CODE` / `chuhe watch CODE`

use std::process::ExitCode;

#[derive(clap::Args, Debug)]
pub struct HostArgs {
    #[command(flatten)]
    pub game: super::play::Args,
}

#[derive(clap::Args, Debug)]
pub struct JoinArgs {
    pub code: String,
}

pub fn host(_args: HostArgs) -> anyhow::Result<ExitCode> {
    anyhow::bail!("host: networked play is not built yet")
}

pub fn join(_args: JoinArgs) -> anyhow::Result<ExitCode> {
    anyhow::bail!("join: networked play is not built yet")
}

pub fn watch(_args: JoinArgs) -> anyhow::Result<ExitCode> {
    anyhow::bail!("watch: networked play is not built yet")
}
