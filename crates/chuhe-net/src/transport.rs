//! Where bytes travel: a Unix domain socket (the default, for people logged into the
//! same machine) or TCP (loopback or a LAN). Both look the same to the rest of `net`:
//! a [`Listener`] that accepts [`Stream`]s, each knowing its [`Peer`].

use std::fmt;
use std::io::{self, Read, Write};
use std::net::{Shutdown, SocketAddr, TcpListener, TcpStream, ToSocketAddrs};
use std::os::unix::net::{UnixListener, UnixStream};
use std::path::{Path, PathBuf};
use std::time::Duration;

use super::permissions;

/// Where a game is served.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Endpoint {
    /// A socket file.
    Unix(PathBuf),
    /// A TCP address, as `127.0.0.1:7800`.
    Tcp(SocketAddr),
}

impl fmt::Display for Endpoint {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Endpoint::Unix(p) => write!(f, "{}", p.display()),
            Endpoint::Tcp(a) => write!(f, "tcp {a}"),
        }
    }
}

/// Reads `host:port` (a name is looked up; the first address wins).
pub fn tcp_address(text: &str) -> io::Result<SocketAddr> {
    text.to_socket_addrs()?.next().ok_or_else(|| {
        io::Error::new(
            io::ErrorKind::InvalidInput,
            format!("{text}: no address found"),
        )
    })
}

/// Who is on the other end of a connection.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Peer {
    /// A local process; the kernel tells its user (not on every platform).
    Local {
        uid: Option<u32>,
    },
    Tcp(SocketAddr),
}

impl Peer {
    /// Whom the limit on connections that have not said hello counts against: a
    /// local user (every process of theirs), or a TCP address (every port of it).
    pub fn key(&self) -> PeerKey {
        match self {
            Peer::Local { uid } => PeerKey::User(*uid),
            Peer::Tcp(a) => PeerKey::Address(a.ip()),
        }
    }

    /// The peer as the host's log names it, in either language.
    pub fn log_name(&self) -> crate::catalogue::host_log::PeerName {
        use crate::catalogue::host_log::PeerName;
        match self {
            Peer::Local { uid: Some(uid) } => PeerName::Local {
                user: Some(permissions::user_name(*uid)),
            },
            Peer::Local { uid: None } => PeerName::Local { user: None },
            Peer::Tcp(a) => PeerName::Tcp {
                address: a.to_string(),
            },
        }
    }
}

/// A peer as the host counts its connections.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub enum PeerKey {
    User(Option<u32>),
    Address(std::net::IpAddr),
}

impl fmt::Display for Peer {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Peer::Local { uid: Some(uid) } => {
                write!(f, "local user {}", permissions::user_name(*uid))
            }
            Peer::Local { uid: None } => f.write_str("local user"),
            Peer::Tcp(a) => write!(f, "{a}"),
        }
    }
}

/// One connection.
#[derive(Debug)]
pub enum Stream {
    Unix(UnixStream),
    Tcp(TcpStream),
}

impl Stream {
    /// Connects to a game.
    pub fn connect(to: &Endpoint, timeout: Duration) -> io::Result<Stream> {
        match to {
            Endpoint::Unix(path) => UnixStream::connect(path).map(Stream::Unix),
            Endpoint::Tcp(addr) => {
                let s = TcpStream::connect_timeout(addr, timeout)?;
                // Moves are single small lines: send them at once.
                s.set_nodelay(true)?;
                Ok(Stream::Tcp(s))
            }
        }
    }

    /// Two connected ends, for a seat played in the host's own process.
    pub fn pair() -> io::Result<(Stream, Stream)> {
        let (a, b) = UnixStream::pair()?;
        Ok((Stream::Unix(a), Stream::Unix(b)))
    }

    pub fn try_clone(&self) -> io::Result<Stream> {
        match self {
            Stream::Unix(s) => s.try_clone().map(Stream::Unix),
            Stream::Tcp(s) => s.try_clone().map(Stream::Tcp),
        }
    }

    pub fn set_read_timeout(&self, t: Option<Duration>) -> io::Result<()> {
        match self {
            Stream::Unix(s) => s.set_read_timeout(t),
            Stream::Tcp(s) => s.set_read_timeout(t),
        }
    }

    pub fn set_write_timeout(&self, t: Option<Duration>) -> io::Result<()> {
        match self {
            Stream::Unix(s) => s.set_write_timeout(t),
            Stream::Tcp(s) => s.set_write_timeout(t),
        }
    }

    /// Ends the connection both ways; a thread blocked reading it wakes up.
    pub fn shutdown(&self) {
        let _ = match self {
            Stream::Unix(s) => s.shutdown(Shutdown::Both),
            Stream::Tcp(s) => s.shutdown(Shutdown::Both),
        };
    }

    /// Ends the reading half: a thread blocked reading wakes up to an end of stream,
    /// and can still write a last line.
    pub fn shutdown_read(&self) {
        let _ = match self {
            Stream::Unix(s) => s.shutdown(Shutdown::Read),
            Stream::Tcp(s) => s.shutdown(Shutdown::Read),
        };
    }

    /// Who is on the other end.
    pub fn peer(&self) -> Peer {
        match self {
            Stream::Unix(s) => Peer::Local {
                uid: permissions::peer_uid(s),
            },
            Stream::Tcp(s) => match s.peer_addr() {
                Ok(a) => Peer::Tcp(a),
                Err(_) => Peer::Local { uid: None },
            },
        }
    }
}

impl Read for Stream {
    fn read(&mut self, buf: &mut [u8]) -> io::Result<usize> {
        match self {
            Stream::Unix(s) => s.read(buf),
            Stream::Tcp(s) => s.read(buf),
        }
    }
}

impl Write for Stream {
    fn write(&mut self, buf: &[u8]) -> io::Result<usize> {
        match self {
            Stream::Unix(s) => s.write(buf),
            Stream::Tcp(s) => s.write(buf),
        }
    }
    fn flush(&mut self) -> io::Result<()> {
        match self {
            Stream::Unix(s) => s.flush(),
            Stream::Tcp(s) => s.flush(),
        }
    }
}

/// A listening socket. A Unix socket's file is removed when the listener is dropped.
#[derive(Debug)]
pub enum Listener {
    Unix {
        listener: UnixListener,
        path: PathBuf,
    },
    Tcp(TcpListener),
}

impl Listener {
    /// Listens on a socket file, replacing a stale one left by a host that died (only
    /// if nothing answers there: a live game is never taken over), and opens it to
    /// every local user (see `permissions`).
    pub fn bind_unix(path: &Path) -> io::Result<Listener> {
        if path.exists() || path.symlink_metadata().is_ok() {
            if UnixStream::connect(path).is_ok() {
                return Err(io::Error::new(
                    io::ErrorKind::AddrInUse,
                    format!("{}: a game is already served there", path.display()),
                ));
            }
            permissions::remove_stale_socket(path)?;
        }
        let listener = UnixListener::bind(path)?;
        permissions::open_socket_to_all(path)?;
        Ok(Listener::Unix {
            listener,
            path: path.to_path_buf(),
        })
    }

    pub fn bind_tcp(addr: SocketAddr) -> io::Result<Listener> {
        TcpListener::bind(addr).map(Listener::Tcp)
    }

    /// Where clients connect (a TCP port 0 is resolved to the port chosen).
    pub fn endpoint(&self) -> io::Result<Endpoint> {
        match self {
            Listener::Unix { path, .. } => Ok(Endpoint::Unix(path.clone())),
            Listener::Tcp(l) => l.local_addr().map(Endpoint::Tcp),
        }
    }

    pub fn accept(&self) -> io::Result<Stream> {
        match self {
            Listener::Unix { listener, .. } => listener.accept().map(|(s, _)| Stream::Unix(s)),
            Listener::Tcp(l) => {
                let (s, _) = l.accept()?;
                s.set_nodelay(true)?;
                Ok(Stream::Tcp(s))
            }
        }
    }
}

impl Drop for Listener {
    fn drop(&mut self) {
        if let Listener::Unix { path, .. } = self {
            let _ = std::fs::remove_file(path);
        }
    }
}
