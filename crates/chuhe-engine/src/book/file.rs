//! A book file on disk: read whole (books are small: one entry a position and move of
//! the openings counted) and checked by the format's reader.

use std::path::{Path, PathBuf};

use super::error::BookError;
use super::format;
use super::table::Book;

/// Why a book file could not be opened; its words are in the engine's catalogue.
#[derive(Debug, strum::EnumCount)]
pub enum OpenError {
    Io {
        path: PathBuf,
        source: std::io::Error,
    },
    Format {
        path: PathBuf,
        error: BookError,
    },
}

/// Reads and checks the book at `path`.
pub fn open(path: &Path) -> Result<Book, OpenError> {
    let bytes = std::fs::read(path).map_err(|source| OpenError::Io {
        path: path.to_path_buf(),
        source,
    })?;
    format::read(&bytes).map_err(|error| OpenError::Format {
        path: path.to_path_buf(),
        error,
    })
}
