//! The event file: JSON, written atomically after every change (through
//! `atomic_file::write_atomically`, the project's one atomic writer), so that a crash leaves
//! the old file or the new one, never a broken one.

use std::path::Path;

use super::error::TournamentError;
use super::event::Event;
use crate::atomic_file::write_atomically;

/// Reads an event; a damaged file is reported with its line and column, an
/// inconsistent one with the round and board at fault.
pub fn load(path: &Path) -> Result<Event, TournamentError> {
    let text = std::fs::read_to_string(path).map_err(|source| TournamentError::Read {
        path: path.to_path_buf(),
        source,
    })?;
    let event: Event = serde_json::from_str(&text).map_err(|e| TournamentError::Damaged {
        path: path.to_path_buf(),
        line: e.line(),
        column: e.column(),
        // serde's text ends with " at line L column C", said once already.
        message: e
            .to_string()
            .split(" at line ")
            .next()
            .unwrap_or_default()
            .to_string(),
    })?;
    event
        .validate()
        .map_err(|message| TournamentError::Inconsistent {
            path: path.to_path_buf(),
            message,
        })?;
    Ok(event)
}

/// Writes `event` to `path`, replacing it atomically.
pub fn save(path: &Path, event: &Event) -> Result<(), TournamentError> {
    let mut text = serde_json::to_string_pretty(event).map_err(|e| TournamentError::Write {
        path: path.to_path_buf(),
        source: std::io::Error::other(e),
    })?;
    text.push('\n');
    write_atomically(path, text.as_bytes()).map_err(|source| TournamentError::Write {
        path: path.to_path_buf(),
        source,
    })
}

/// Writes a new event, refusing to overwrite an existing file.
pub fn create(path: &Path, event: &Event) -> Result<(), TournamentError> {
    if path.exists() {
        return Err(TournamentError::Exists {
            path: path.to_path_buf(),
        });
    }
    save(path, event)
}
