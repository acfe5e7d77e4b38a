//! The server's host key: an Ed25519 key made on the first start and kept in the
//! data directory, readable by its owner only (0600), so that players' ssh clients
//! recognise the server from one start to the next. Its fingerprint is printed for
//! the administrator to hand out.

use std::fs::{self, OpenOptions};
use std::io::{self, Write};
use std::os::unix::fs::{OpenOptionsExt, PermissionsExt};
use std::path::Path;

use russh::keys::ssh_key::LineEnding;
use russh::keys::ssh_key::private::{Ed25519Keypair, KeypairData};
use russh::keys::{HashAlg, PrivateKey};

/// The key's file mode: the owner only.
pub const KEY_MODE: u32 = 0o600;

/// The key in `path`, made there first if there is none.
pub fn load_or_create(path: &Path) -> io::Result<(PrivateKey, bool)> {
    match fs::read_to_string(path) {
        Ok(text) => {
            let mode = fs::metadata(path)?.permissions().mode() & 0o777;
            if mode & 0o077 != 0 {
                return Err(io::Error::new(
                    io::ErrorKind::PermissionDenied,
                    format!(
                        "{}: the host key is readable by others (mode {mode:o}); chmod 600 it",
                        path.display()
                    ),
                ));
            }
            let key = PrivateKey::from_openssh(text.as_bytes()).map_err(|e| {
                io::Error::new(
                    io::ErrorKind::InvalidData,
                    format!("{}: not an OpenSSH private key: {e}", path.display()),
                )
            })?;
            Ok((key, false))
        }
        Err(e) if e.kind() == io::ErrorKind::NotFound => Ok((create(path)?, true)),
        Err(e) => Err(e),
    }
}

fn create(path: &Path) -> io::Result<PrivateKey> {
    if let Some(dir) = path.parent() {
        fs::create_dir_all(dir)?;
    }
    let mut seed = [0u8; 32];
    chuhe_net::code::fill_random(&mut seed)?;
    let key = PrivateKey::new(
        KeypairData::Ed25519(Ed25519Keypair::from_seed(&seed)),
        "chuhe host key",
    )
    .map_err(io::Error::other)?;
    let text = key.to_openssh(LineEnding::LF).map_err(io::Error::other)?;
    // Created with its mode at once: never readable by others, not even briefly.
    let mut file = OpenOptions::new()
        .write(true)
        .create_new(true)
        .mode(KEY_MODE)
        .open(path)?;
    file.write_all(text.as_bytes())?;
    file.sync_all()?;
    Ok(key)
}

/// `SHA256:…`, as `ssh-keygen -l` and the ssh client show it.
pub fn fingerprint(key: &PrivateKey) -> String {
    key.public_key().fingerprint(HashAlg::Sha256).to_string()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_key_is_made_once_private_and_kept() {
        let dir = tempfile::tempdir().unwrap();
        let path = dir.path().join("ssh/host_key");
        let (a, made) = load_or_create(&path).unwrap();
        assert!(made);
        let mode = fs::metadata(&path).unwrap().permissions().mode() & 0o777;
        assert_eq!(mode, KEY_MODE);
        let (b, made) = load_or_create(&path).unwrap();
        assert!(!made);
        assert_eq!(fingerprint(&a), fingerprint(&b));
        assert!(fingerprint(&a).starts_with("SHA256:"));
        // ssh-keygen itself reads the file and finds the same fingerprint.
        if let Ok(out) = std::process::Command::new("ssh-keygen")
            .arg("-lf")
            .arg(&path)
            .output()
        {
            let line = String::from_utf8_lossy(&out.stdout);
            assert!(line.contains(&fingerprint(&a)), "ssh-keygen says {line}");
        }
    }

    #[test]
    fn a_key_others_can_read_is_refused() {
        let dir = tempfile::tempdir().unwrap();
        let path = dir.path().join("host_key");
        load_or_create(&path).unwrap();
        fs::set_permissions(&path, fs::Permissions::from_mode(0o644)).unwrap();
        let e = load_or_create(&path).unwrap_err();
        assert!(e.to_string().contains("chmod 600"), "{e}");
    }
}
