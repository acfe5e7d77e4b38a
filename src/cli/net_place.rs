//! Where a networked game is served or found (`--tcp`, `--dir`), the seat flags'
//! values, and where a user's hosted games are saved: shared by `host`, `join` and
//! `watch` and by the TUI runs they start.

use std::path::{Path, PathBuf};

use crate::cli::catalogue::cli_errors::CliError;
use chuhe_core::catalogue::FileText;
use chuhe_core::lang::Render;
use chuhe_core::rules::Color;
use chuhe_net::permissions;
use chuhe_net::{Endpoint, JoinCode, Listen};
use chuhe_tui::config::Dirs;

/// Where a game is served or found.
#[derive(clap::Args, Debug, Clone, Default)]
pub struct Place {
    /// Serve or connect over TCP at HOST:PORT instead of a Unix socket (port 0: any).
    #[arg(long, value_name = "HOST:PORT")]
    pub tcp: Option<String>,
    /// The socket directory (default: $CHUHE_NET_DIR, else /tmp/chuhe-<user> for the
    /// host; a joiner looks in every /tmp/chuhe-*).
    #[arg(long, value_name = "DIR")]
    pub dir: Option<PathBuf>,
}

/// `--seat`, `--as`: a side, in English or Chinese.
pub fn parse_side(s: &str) -> Result<Color, chuhe_core::lang::UnknownName> {
    match s.to_ascii_lowercase().as_str() {
        "red" | "r" | "红" | "红方" => Ok(Color::Red),
        "black" | "b" | "黑" | "黑方" => Ok(Color::Black),
        _ => Err(chuhe_core::lang::UnknownName::new(
            chuhe_core::lang::NameKind::Side,
            s,
        )),
    }
}

/// chuhe's directories, from the environment.
pub fn dirs() -> Dirs {
    Dirs::from_env(|k| std::env::var(k).ok())
}

/// `<data dir>/hosted`: the host's saves.
pub fn hosted_dir(data: &Path) -> PathBuf {
    data.join("hosted")
}

/// The socket directory: `--dir`, else `$CHUHE_NET_DIR`, else the default.
fn socket_dir(place: &Place) -> Option<PathBuf> {
    place.dir.clone().or_else(|| {
        std::env::var_os("CHUHE_NET_DIR")
            .filter(|v| !v.is_empty())
            .map(PathBuf::from)
    })
}

/// The address of `--tcp`, or why it is none ("--tcp ADDR: …"
/// with the system's words after the catalogue's lead-in).
fn tcp_address(t: &str) -> anyhow::Result<std::net::SocketAddr> {
    chuhe_net::transport::tcp_address(t).map_err(|e| {
        let lang = super::interface_lang::current();
        let at = format!("--tcp {t}");
        let detail = FileText::Io {
            kind: e.kind(),
            detail: e.to_string(),
        }
        .render(lang);
        anyhow::anyhow!("{}", CliError::At { at, detail }.render(lang))
    })
}

/// Where the host listens, if the command line says.
pub fn listen_of(place: &Place) -> anyhow::Result<Option<Listen>> {
    if let Some(t) = &place.tcp {
        let addr = tcp_address(t)?;
        return Ok(Some(Listen::Tcp(addr)));
    }
    Ok(socket_dir(place).map(Listen::Unix))
}

/// Finds the game of `code`: over TCP if asked, else its socket on this machine.
pub fn endpoint_of(code: &JoinCode, place: &Place) -> anyhow::Result<(Endpoint, Option<String>)> {
    if let Some(t) = &place.tcp {
        let addr = tcp_address(t)?;
        return Ok((Endpoint::Tcp(addr), None));
    }
    let dir = socket_dir(place);
    let found = permissions::locate(code.game(), dir.as_deref(), Path::new("/tmp"))?;
    Ok((Endpoint::Unix(found.socket), Some(found.host)))
}
