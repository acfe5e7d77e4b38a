//! Where a JSON error is, for the messages that name it.

/// Line and column of a JSON error, both counted from 1. serde_json says column 0
/// when the error comes right after a line break (the text ends there): that is the
/// first column of the line it names, where the missing text should have been.
pub fn json_position(e: &serde_json::Error) -> (usize, usize) {
    (e.line().max(1), e.column().max(1))
}
