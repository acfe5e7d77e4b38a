//! Who may reach what, set deliberately (README, "Network play: permissions").
//!
//! - The socket lives in a directory of the hosting user, `/tmp/chuhe-<user>` by
//!   default: mode `0711`, owned by the host. Other users may pass through it but not
//!   list it, so the games served there cannot be discovered without a join code; only
//!   the host can create, rename or delete anything in it, so nobody can put a fake
//!   game in place of a real one. The host refuses a directory that is a symbolic
//!   link, belongs to someone else, or that others can write to (unless it has the
//!   sticky bit, as `/tmp` itself).
//! - The socket file is `0666`: any local user may connect. Reaching the socket lets a
//!   user *ask*; the join code and the seat tokens decide what they may do.
//! - The host's saves (which hold the seat tokens) and a client's remembered tokens are
//!   in the user's own data directory, in subdirectories of mode `0700`.
//! - A client looking for a game checks that the socket and its directory belong to
//!   the same user and that nobody else can write to the directory, and shows that
//!   user as the host.
//!
//! On Linux the host also learns the user of each local connection from the kernel
//! (`SO_PEERCRED`) for its log; this never replaces the code and token checks.

use std::ffi::CStr;
use std::fs;
use std::io;
use std::os::unix::fs::{FileTypeExt, MetadataExt, PermissionsExt};
use std::os::unix::net::UnixStream;
use std::path::{Path, PathBuf};

use thiserror::Error;

use super::code::GameId;

/// The socket directory's mode: the owner does everything, others only pass through.
pub const SOCKET_DIR_MODE: u32 = 0o711;
/// The socket file's mode: every local user may connect.
pub const SOCKET_MODE: u32 = 0o666;
/// Private directories (host saves, remembered tokens).
pub const PRIVATE_DIR_MODE: u32 = 0o700;

/// The effective user of this process.
pub fn current_uid() -> u32 {
    // SAFETY: geteuid has no preconditions and cannot fail.
    unsafe { libc::geteuid() }
}

/// A user's login name, or their number if the name cannot be found.
pub fn user_name(uid: u32) -> String {
    let mut pwd: libc::passwd = unsafe { std::mem::zeroed() };
    let mut buf = vec![0 as libc::c_char; 4096];
    let mut result: *mut libc::passwd = std::ptr::null_mut();
    // SAFETY: every pointer is valid for the sizes given; on success `result` points
    // at `pwd`, whose strings live in `buf`, which outlives their use here.
    let rc = unsafe { libc::getpwuid_r(uid, &mut pwd, buf.as_mut_ptr(), buf.len(), &mut result) };
    if rc != 0 || result.is_null() || pwd.pw_name.is_null() {
        return uid.to_string();
    }
    // SAFETY: pw_name is a NUL-terminated string inside `buf`.
    let name = unsafe { CStr::from_ptr(pwd.pw_name) };
    match name.to_str() {
        Ok(s) if !s.is_empty() && !s.contains('/') && !s.chars().any(char::is_control) => {
            s.to_string()
        }
        _ => uid.to_string(),
    }
}

/// The user on the other end of a local socket, as the kernel reports it.
#[cfg(any(target_os = "linux", target_os = "android"))]
pub fn peer_uid(s: &UnixStream) -> Option<u32> {
    use std::os::fd::AsRawFd;
    let mut cred = libc::ucred {
        pid: 0,
        uid: 0,
        gid: 0,
    };
    let mut len = std::mem::size_of::<libc::ucred>() as libc::socklen_t;
    // SAFETY: `cred` and `len` are valid for writing and `len` is its size.
    let rc = unsafe {
        libc::getsockopt(
            s.as_raw_fd(),
            libc::SOL_SOCKET,
            libc::SO_PEERCRED,
            (&mut cred as *mut libc::ucred).cast(),
            &mut len,
        )
    };
    (rc == 0).then_some(cred.uid)
}

#[cfg(not(any(target_os = "linux", target_os = "android")))]
pub fn peer_uid(s: &UnixStream) -> Option<u32> {
    use std::os::fd::AsRawFd;
    let (mut uid, mut gid) = (0, 0);
    // SAFETY: both out-pointers are valid.
    let rc = unsafe { libc::getpeereid(s.as_raw_fd(), &mut uid, &mut gid) };
    (rc == 0).then_some(uid)
}

/// `/tmp/chuhe-<user>`: where this user's games are served by default.
pub fn default_socket_dir() -> PathBuf {
    PathBuf::from(format!("/tmp/chuhe-{}", user_name(current_uid())))
}

/// The socket file of game `id` in `dir`.
pub fn socket_path(dir: &Path, id: GameId) -> PathBuf {
    dir.join(format!("{id}.sock"))
}

fn refuse(path: &Path, why: impl std::fmt::Display) -> io::Error {
    io::Error::new(
        io::ErrorKind::PermissionDenied,
        format!("{}: {why}", path.display()),
    )
}

/// Checks that a directory is safe to serve from or to trust: a real directory (not a
/// link), owned by `owner` (or root), writable by nobody else unless sticky.
fn check_dir(dir: &Path, owner: u32) -> io::Result<()> {
    let meta = fs::symlink_metadata(dir)?;
    if meta.file_type().is_symlink() {
        return Err(refuse(dir, "is a symbolic link; refusing to use it"));
    }
    if !meta.is_dir() {
        return Err(refuse(dir, "is not a directory"));
    }
    if meta.uid() != owner && meta.uid() != 0 {
        return Err(refuse(
            dir,
            format_args!(
                "belongs to {}, not to {}; remove it or choose another directory (--dir)",
                user_name(meta.uid()),
                user_name(owner)
            ),
        ));
    }
    let mode = meta.mode();
    if mode & 0o022 != 0 && mode & 0o1000 == 0 {
        return Err(refuse(
            dir,
            format_args!(
                "others may write to it (mode {:o}) and it is not sticky",
                mode & 0o7777
            ),
        ));
    }
    Ok(())
}

/// Creates (if needed) and checks the directory a host serves its socket from. A
/// directory chuhe creates gets mode 0711; an existing one is used as it is if safe.
pub fn prepare_socket_dir(dir: &Path) -> io::Result<()> {
    match fs::create_dir(dir) {
        Ok(()) => fs::set_permissions(dir, fs::Permissions::from_mode(SOCKET_DIR_MODE))?,
        Err(e) if e.kind() == io::ErrorKind::AlreadyExists => {}
        Err(e) if e.kind() == io::ErrorKind::NotFound => {
            fs::create_dir_all(dir)?;
            fs::set_permissions(dir, fs::Permissions::from_mode(SOCKET_DIR_MODE))?;
        }
        Err(e) => return Err(e),
    }
    check_dir(dir, current_uid())
}

/// Creates (if needed) a directory only its owner can enter, and makes sure it is so.
pub fn prepare_private_dir(dir: &Path) -> io::Result<()> {
    fs::create_dir_all(dir)?;
    let meta = fs::symlink_metadata(dir)?;
    if !meta.is_dir() {
        return Err(refuse(dir, "is not a directory"));
    }
    if meta.uid() != current_uid() {
        return Err(refuse(dir, "belongs to another user"));
    }
    if meta.mode() & 0o777 != PRIVATE_DIR_MODE {
        fs::set_permissions(dir, fs::Permissions::from_mode(PRIVATE_DIR_MODE))?;
    }
    Ok(())
}

/// Lets every local user connect to a freshly bound socket.
pub fn open_socket_to_all(path: &Path) -> io::Result<()> {
    fs::set_permissions(path, fs::Permissions::from_mode(SOCKET_MODE))
}

/// Removes a socket file nobody answers on (its host died), if it is ours.
pub fn remove_stale_socket(path: &Path) -> io::Result<()> {
    let meta = fs::symlink_metadata(path)?;
    if !meta.file_type().is_socket() {
        return Err(refuse(path, "exists and is not a socket"));
    }
    if meta.uid() != current_uid() {
        return Err(refuse(path, "is another user's socket"));
    }
    fs::remove_file(path)
}

/// A game found on this machine.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Found {
    pub socket: PathBuf,
    /// The user who serves it.
    pub host: String,
}

#[derive(Clone, Debug, Error, PartialEq, Eq)]
pub enum LocateError {
    #[error(
        "no game {id} is served on this machine (looked in {looked}); check the code, or give the host's directory with --dir"
    )]
    NotFound { id: String, looked: String },
    #[error("game {id} is served by several users ({hosts}); choose with --dir")]
    Ambiguous { id: String, hosts: String },
    #[error("{0}")]
    Unsafe(String),
}

/// Checks a socket found at `socket`: its directory and itself belong to the same
/// user, and nobody else may write to the directory.
fn trust(socket: &Path) -> Result<Found, String> {
    let meta = fs::symlink_metadata(socket).map_err(|e| format!("{}: {e}", socket.display()))?;
    if !meta.file_type().is_socket() {
        return Err(format!("{}: not a socket", socket.display()));
    }
    let dir = socket.parent().unwrap_or(Path::new("/"));
    check_dir(dir, meta.uid()).map_err(|e| e.to_string())?;
    Ok(Found {
        socket: socket.to_path_buf(),
        host: user_name(meta.uid()),
    })
}

/// Finds the socket of game `id`: in `dir` if given, otherwise in every
/// `<root>/chuhe-*` directory (root: `/tmp`).
pub fn locate(id: GameId, dir: Option<&Path>, root: &Path) -> Result<Found, LocateError> {
    if let Some(dir) = dir {
        let socket = socket_path(dir, id);
        if fs::symlink_metadata(&socket).is_err() {
            return Err(LocateError::NotFound {
                id: id.to_string(),
                looked: dir.display().to_string(),
            });
        }
        return trust(&socket).map_err(LocateError::Unsafe);
    }
    let mut found = Vec::new();
    let mut problems = Vec::new();
    if let Ok(entries) = fs::read_dir(root) {
        for entry in entries.flatten() {
            if !entry.file_name().to_string_lossy().starts_with("chuhe-") {
                continue;
            }
            let socket = socket_path(&entry.path(), id);
            if fs::symlink_metadata(&socket).is_err() {
                continue;
            }
            match trust(&socket) {
                Ok(f) => found.push(f),
                Err(e) => problems.push(e),
            }
        }
    }
    match found.len() {
        1 => Ok(found.remove(0)),
        0 if !problems.is_empty() => Err(LocateError::Unsafe(problems.join("; "))),
        0 => Err(LocateError::NotFound {
            id: id.to_string(),
            looked: format!("{}/chuhe-*", root.display()),
        }),
        _ => Err(LocateError::Ambiguous {
            id: id.to_string(),
            hosts: found
                .iter()
                .map(|f| format!("{} in {}", f.host, f.socket.display()))
                .collect::<Vec<_>>()
                .join(", "),
        }),
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use std::os::unix::net::UnixListener;

    fn mode(p: &Path) -> u32 {
        fs::symlink_metadata(p).unwrap().mode() & 0o7777
    }

    #[test]
    fn the_socket_dir_is_created_passable_but_not_listable() {
        let tmp = tempfile::tempdir().unwrap();
        let dir = tmp.path().join("chuhe-me");
        prepare_socket_dir(&dir).unwrap();
        assert_eq!(mode(&dir), SOCKET_DIR_MODE);
        // Twice is fine.
        prepare_socket_dir(&dir).unwrap();
    }

    #[test]
    fn unsafe_socket_dirs_are_refused() {
        let tmp = tempfile::tempdir().unwrap();
        let open = tmp.path().join("open");
        fs::create_dir(&open).unwrap();
        fs::set_permissions(&open, fs::Permissions::from_mode(0o777)).unwrap();
        let e = prepare_socket_dir(&open).unwrap_err().to_string();
        assert!(e.contains("others may write to it (mode 777)"), "{e}");
        // Sticky, as /tmp: accepted.
        fs::set_permissions(&open, fs::Permissions::from_mode(0o1777)).unwrap();
        prepare_socket_dir(&open).unwrap();
        let link = tmp.path().join("link");
        std::os::unix::fs::symlink(&open, &link).unwrap();
        let e = prepare_socket_dir(&link).unwrap_err().to_string();
        assert!(e.contains("symbolic link"), "{e}");
    }

    #[test]
    fn private_dirs_are_closed_to_others() {
        let tmp = tempfile::tempdir().unwrap();
        let dir = tmp.path().join("a/b");
        prepare_private_dir(&dir).unwrap();
        assert_eq!(mode(&dir), PRIVATE_DIR_MODE);
        fs::set_permissions(&dir, fs::Permissions::from_mode(0o755)).unwrap();
        prepare_private_dir(&dir).unwrap();
        assert_eq!(mode(&dir), PRIVATE_DIR_MODE);
    }

    #[test]
    fn games_are_located_by_id_and_checked() {
        let root = tempfile::tempdir().unwrap();
        let id: GameId = "k7q2".parse().unwrap();
        let err = locate(id, None, root.path()).unwrap_err();
        assert!(matches!(err, LocateError::NotFound { .. }), "{err}");
        let dir = root.path().join("chuhe-me");
        prepare_socket_dir(&dir).unwrap();
        let path = socket_path(&dir, id);
        let _l = UnixListener::bind(&path).unwrap();
        let found = locate(id, None, root.path()).unwrap();
        assert_eq!(found.socket, path);
        assert_eq!(found.host, user_name(current_uid()));
        assert_eq!(locate(id, Some(&dir), root.path()).unwrap(), found);
        // A second game of the same name elsewhere: ambiguous.
        let dir2 = root.path().join("chuhe-other");
        prepare_socket_dir(&dir2).unwrap();
        let _l2 = UnixListener::bind(socket_path(&dir2, id)).unwrap();
        let err = locate(id, None, root.path()).unwrap_err();
        assert!(matches!(err, LocateError::Ambiguous { .. }), "{err}");
        // A directory others could write to is not trusted.
        fs::set_permissions(&dir2, fs::Permissions::from_mode(0o777)).unwrap();
        let err = locate(id, Some(&dir2), root.path()).unwrap_err();
        assert!(err.to_string().contains("others may write"), "{err}");
    }

    #[test]
    fn a_stale_socket_is_removed_but_a_file_is_not() {
        let tmp = tempfile::tempdir().unwrap();
        let path = tmp.path().join("x.sock");
        drop(UnixListener::bind(&path).unwrap());
        remove_stale_socket(&path).unwrap();
        assert!(!path.exists());
        fs::write(&path, b"data").unwrap();
        assert!(remove_stale_socket(&path).is_err());
        assert!(path.exists());
    }

    #[test]
    fn peers_and_names_are_known() {
        let (a, _b) = UnixStream::pair().unwrap();
        assert_eq!(peer_uid(&a), Some(current_uid()));
        assert!(!user_name(current_uid()).is_empty());
        assert_eq!(user_name(4_000_000_000), "4000000000");
    }
}
