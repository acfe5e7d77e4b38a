//! The event file: JSON, written atomically after every change (through
//! `atomic_file::write_atomically`, the project's one atomic writer), so that a crash leaves
//! the old file or the new one, never a broken one.

use std::path::Path;

use super::error::TournamentError;
use super::event::Event;
use chuhe_core::atomic_file::write_atomically;

/// Reads an event; a damaged file is reported with its line and column, an
/// inconsistent one with the round and board at fault.
pub fn load(path: &Path) -> Result<Event, TournamentError> {
    let bytes = std::fs::read(path).map_err(|source| TournamentError::Read {
        path: path.to_path_buf(),
        source,
    })?;
    let damaged = |(line, column): (usize, usize), message: String| TournamentError::Damaged {
        path: path.to_path_buf(),
        line,
        column,
        message,
    };
    // Text that is not UTF-8 is damage at a place, like a JSON error.
    let text = std::str::from_utf8(&bytes).map_err(|e| {
        let good = &bytes[..e.valid_up_to()];
        let line = 1 + good.iter().filter(|&&b| b == b'\n').count();
        let start = good.iter().rposition(|&b| b == b'\n').map_or(0, |i| i + 1);
        // The valid prefix is UTF-8, so its last line counts in characters.
        let column = 1 + String::from_utf8_lossy(&good[start..]).chars().count();
        damaged((line, column), "not UTF-8 text".to_string())
    })?;
    let event: Event = serde_json::from_str(text).map_err(|e| {
        damaged(
            chuhe_core::json_position::json_position(&e),
            // serde's text ends with " at line L column C", said once already.
            e.to_string()
                .split(" at line ")
                .next()
                .unwrap_or_default()
                .to_string(),
        )
    })?;
    event.validate().map_err(|fault| TournamentError::Fault {
        path: path.to_path_buf(),
        fault,
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
