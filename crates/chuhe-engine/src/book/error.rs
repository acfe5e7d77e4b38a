//! What the book file's reader found wrong, and at which byte. The English words are
//! the `Display` (thiserror); the Chinese ones are in the engine's catalogue.

/// A book file that cannot be read: each variant names the byte offset where the
/// reader found the fault.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error, strum::EnumCount)]
pub enum BookError {
    #[error("byte {offset}: the file ends inside the header (a book has at least {needed} bytes)")]
    TooShort { offset: u64, needed: u64 },
    #[error("byte 0: not a chuhe book (no \"CHUHEBK\" signature)")]
    NotABook { offset: u64 },
    #[error("byte {offset}: book format version {found}; this chuhe reads version {supported}")]
    Version {
        offset: u64,
        found: u16,
        supported: u16,
    },
    #[error("byte {offset}: reserved flags {found:#06x} are set (a newer format?)")]
    Reserved { offset: u64, found: u16 },
    #[error(
        "byte {offset}: the header counts {entries} moves, which need {needed} bytes, but the file ends at byte {length}"
    )]
    Truncated {
        offset: u64,
        entries: u32,
        needed: u64,
        length: u64,
    },
    #[error("byte {offset}: {extra} bytes after the last move and the checksum")]
    TrailingBytes { offset: u64, extra: u64 },
    #[error("byte {offset}: the checksum does not match the contents (the file is damaged)")]
    Checksum { offset: u64 },
    #[error("byte {offset}: the book was made with other position keys (another chuhe's hashing)")]
    OtherKeys { offset: u64 },
    #[error("byte {offset}: point number {found} is not on the board (0 to 89)")]
    NoSuchPoint { offset: u64, found: u8 },
    #[error("byte {offset}: a move from a point to itself")]
    NullMove { offset: u64 },
    #[error("byte {offset}: a move with no game")]
    NoGames { offset: u64 },
    #[error("byte {offset}: the moves are not in order (or one is listed twice)")]
    OutOfOrder { offset: u64 },
}

impl BookError {
    /// The byte the fault was found at.
    pub fn offset(&self) -> u64 {
        match *self {
            BookError::TooShort { offset, .. }
            | BookError::NotABook { offset }
            | BookError::Version { offset, .. }
            | BookError::Reserved { offset, .. }
            | BookError::Truncated { offset, .. }
            | BookError::TrailingBytes { offset, .. }
            | BookError::Checksum { offset }
            | BookError::OtherKeys { offset }
            | BookError::NoSuchPoint { offset, .. }
            | BookError::NullMove { offset }
            | BookError::NoGames { offset }
            | BookError::OutOfOrder { offset } => offset,
        }
    }
}
