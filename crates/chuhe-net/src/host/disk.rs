//! Saving after every move without making the players wait for the disk.
//!
//! A save is put in place at once — written to a temporary file and renamed over the
//! old one, so that the file is always whole — before anybody hears of the change: a
//! host killed the next instant restarts with the move (the kernel keeps what was
//! written). Flushing it to the disk itself (`fsync`, several milliseconds on a real
//! disk, far more on a busy one) only guards against a power cut, which ends the
//! players' sessions too; a thread of its own does it, off the path of the game,
//! flushing only the latest save when several wait.

use std::fs::{self, File};
use std::io;
use std::path::{Path, PathBuf};
use std::sync::mpsc::{self, Sender};
use std::thread::JoinHandle;

/// Replaces `path` with `bytes` through a temporary file and a rename: readers see
/// the old save or the new one, never a part of either.
pub fn write_in_place(path: &Path, bytes: &[u8]) -> io::Result<()> {
    let name = path
        .file_name()
        .ok_or_else(|| io::Error::new(io::ErrorKind::InvalidInput, "a save needs a file name"))?;
    let mut tmp_name = std::ffi::OsString::from(".");
    tmp_name.push(name);
    tmp_name.push(format!(".tmp-{}", std::process::id()));
    let tmp = path.with_file_name(tmp_name);
    let written = fs::write(&tmp, bytes).and_then(|()| fs::rename(&tmp, path));
    if written.is_err() {
        let _ = fs::remove_file(&tmp);
    }
    written
}

/// Flushes a file and its directory entry to the disk.
pub fn sync_to_disk(path: &Path) -> io::Result<()> {
    File::open(path)?.sync_all()?;
    match path.parent() {
        Some(dir) if !dir.as_os_str().is_empty() => File::open(dir)?.sync_all(),
        _ => Ok(()),
    }
}

/// The thread that flushes saves to the disk.
pub struct Syncer {
    tx: Option<Sender<PathBuf>>,
    thread: Option<JoinHandle<()>>,
}

impl Syncer {
    /// `report` hears of failures: which file, and what the system said.
    pub fn start(report: impl Fn(&Path, io::Error) + Send + 'static) -> io::Result<Syncer> {
        let (tx, rx) = mpsc::channel::<PathBuf>();
        let thread = std::thread::Builder::new()
            .name("chuhe-fsync".into())
            .spawn(move || {
                while let Ok(mut path) = rx.recv() {
                    // Only the latest of the saves waiting matters.
                    while let Ok(later) = rx.try_recv() {
                        path = later;
                    }
                    if let Err(e) = sync_to_disk(&path) {
                        report(&path, e);
                    }
                }
            })?;
        Ok(Syncer {
            tx: Some(tx),
            thread: Some(thread),
        })
    }

    /// Asks for `path` to be flushed soon.
    pub fn request(&self, path: &Path) {
        if let Some(tx) = &self.tx {
            let _ = tx.send(path.to_path_buf());
        }
    }

    /// Flushes what is waiting and stops.
    pub fn finish(&mut self) {
        self.tx = None;
        if let Some(t) = self.thread.take() {
            let _ = t.join();
        }
    }
}

impl Drop for Syncer {
    fn drop(&mut self) {
        self.finish();
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_save_is_replaced_whole_and_flushed() {
        let dir = tempfile::tempdir().unwrap();
        let path = dir.path().join("game.json");
        write_in_place(&path, b"one").unwrap();
        write_in_place(&path, b"two").unwrap();
        assert_eq!(fs::read(&path).unwrap(), b"two");
        let names: Vec<_> = fs::read_dir(dir.path()).unwrap().flatten().collect();
        assert_eq!(names.len(), 1, "no temporary file left");
        let failures = std::sync::Arc::new(std::sync::Mutex::new(Vec::new()));
        let f = std::sync::Arc::clone(&failures);
        let mut syncer =
            Syncer::start(move |p: &Path, _| f.lock().unwrap().push(p.display().to_string()))
                .unwrap();
        syncer.request(&path);
        syncer.request(&dir.path().join("missing.json"));
        syncer.finish();
        let failures = failures.lock().unwrap();
        assert!(
            failures.iter().all(|e| e.contains("missing.json")),
            "{failures:?}"
        );
    }

    #[test]
    fn a_failed_write_leaves_the_old_save() {
        let dir = tempfile::tempdir().unwrap();
        let path = dir.path().join("game.json");
        write_in_place(&path, b"old").unwrap();
        let blocked = dir.path().join("blocked");
        fs::create_dir(&blocked).unwrap();
        fs::write(blocked.join("x"), b"x").unwrap();
        assert!(write_in_place(&blocked, b"new").is_err());
        assert_eq!(fs::read(&path).unwrap(), b"old");
    }
}
