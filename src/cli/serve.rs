//! `chuhe serve --ssh [ADDR:PORT]`: the club's SSH server (README, "Play over SSH").
//! `--book PATH`: the opening book the lobby's computer plays from, read once here and
//! shared by every session.

use std::io::Write as _;
use std::net::SocketAddr;
use std::path::PathBuf;
use std::process::ExitCode;
use std::sync::Arc;

use anyhow::{Context as _, bail};
use signal_hook::consts::{SIGHUP, SIGINT, SIGTERM};

use chuhe_core::lang::Lang;
use chuhe_core::lang::Render as _;
use chuhe_net::catalogue::NetErrorText;
use chuhe_net::permissions::{current_uid, user_name};
use chuhe_ssh::{ServeOptions, limits::Limits};

use super::interface_lang::current;

/// Where the server listens unless told: loopback only (README: how to expose it).
pub const DEFAULT_SSH_ADDRESS: &str = "127.0.0.1:2222";

#[derive(clap::Args, Debug)]
pub struct Args {
    /// Serve over SSH, on ADDR:PORT (default 127.0.0.1:2222).
    #[arg(long, value_name = "ADDR:PORT", num_args = 0..=1, default_missing_value = DEFAULT_SSH_ADDRESS)]
    pub ssh: Option<String>,
    /// Let in guests without a key (keyboard-interactive, or the user `guest`):
    /// they play and watch, but cannot come back to a game from another connection.
    #[arg(long)]
    pub guests: bool,
    /// The language of a session whose client sends no LANG: zh or en (default zh).
    #[arg(long)]
    pub lang: Option<Lang>,
    /// Where the games' sockets go (a private directory; default in
    /// $XDG_RUNTIME_DIR or /tmp).
    #[arg(long, value_name = "DIR")]
    pub runtime_dir: Option<PathBuf>,
    /// Close a session after this many minutes without input.
    #[arg(long, value_name = "MINUTES", default_value_t = 30)]
    pub idle_minutes: u64,
    /// Connections at once, logged in or not (each address has at most 8 of them).
    #[arg(long, value_name = "N", default_value_t = Limits::default().total as u64,
          value_parser = clap::value_parser!(u64).range(1..=100_000))]
    pub max_sessions: u64,
    /// An opening book (`chuhe book build`) the computer plays from in the lobby's
    /// games against it, while the position is in the book; read once at start.
    #[arg(long, value_name = "PATH")]
    pub book: Option<PathBuf>,
}

fn runtime_dir() -> PathBuf {
    let me = user_name(current_uid());
    match std::env::var_os("XDG_RUNTIME_DIR").filter(|v| !v.is_empty()) {
        Some(dir) => PathBuf::from(dir).join("chuhe-ssh"),
        None => PathBuf::from(format!("/tmp/chuhe-ssh-{me}")),
    }
}

/// A log line, stamped with the UTC time of day.
fn log_line(line: &str) {
    let secs = std::time::SystemTime::now()
        .duration_since(std::time::UNIX_EPOCH)
        .map_or(0, |d| d.as_secs());
    let t = secs % 86_400;
    // Never a panic when stderr is gone (a closed pipe, a detached terminal): the
    // log line is lost, the server goes on.
    let _ = writeln!(
        std::io::stderr(),
        "{:02}:{:02}:{:02} {}",
        t / 3600,
        t / 60 % 60,
        t % 60,
        chuhe_net::host::escape_for_log(line)
    );
}

pub fn run(args: Args) -> anyhow::Result<ExitCode> {
    let Some(address) = args.ssh else {
        bail!(NetErrorText::ServeHow.render(current()));
    };
    let addr: SocketAddr = chuhe_net::transport::tcp_address(&address).with_context(|| {
        NetErrorText::SshAddress {
            address: address.clone(),
        }
        .render(current())
    })?;
    // A book that cannot be read stops the server before it listens.
    let book = match &args.book {
        Some(path) => Some(Arc::new(
            chuhe_engine::book::open(path).map_err(|e| anyhow::anyhow!(e.render(current())))?,
        )),
        None => None,
    };
    let dirs = super::net_place::dirs();
    let limits = Limits {
        idle: std::time::Duration::from_secs(args.idle_minutes.max(1) * 60),
        total: args.max_sessions as usize,
        ..Limits::default()
    };
    let running = chuhe_ssh::start(ServeOptions {
        addr,
        data_dir: dirs.data.clone(),
        runtime_dir: args.runtime_dir.unwrap_or_else(runtime_dir),
        guests: args.guests,
        limits,
        lang: args.lang.unwrap_or(Lang::Zh),
        dirs,
        log: Arc::new(log_line),
        book,
    })
    .with_context(|| NetErrorText::Serve.render(current()))?;
    // A closed stdout must not take the server down with every session in it.
    let mut out = std::io::stdout();
    let _ = writeln!(out, "chuhe serve: listening on {} (ssh)", running.addr);
    let _ = writeln!(out, "host key fingerprint: {}", running.fingerprint);
    let _ = writeln!(
        out,
        "players connect with: ssh -p {} <name>@<this host>",
        running.addr.port()
    );
    let _ = out.flush();
    let mut signals = signal_hook::iterator::Signals::new([SIGHUP, SIGINT, SIGTERM])
        .with_context(|| NetErrorText::SignalHandlers.render(current()))?;
    if let Some(sig) = signals.forever().next() {
        log_line(&format!("signal {sig}: stopping; the games are saved"));
    }
    running.stop();
    Ok(ExitCode::SUCCESS)
}
