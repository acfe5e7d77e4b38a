//! Saving a record from the study board: a new file in the saves directory named
//! after the file it came from (`<name>-study-<time>.pgn` or `.json`), never over
//! the file it was read from (a collection of thousands of games must not become
//! one game), and the record being annotated kept in the data directory after
//! every edit, as a game is autosaved. Writes are atomic.

use std::path::{Path, PathBuf};

use crate::atomic_file::write_atomically;
use crate::catalogue::files::FileText;
use crate::record::{GameRecord, PgnOptions, save_json, write_pgn};

use super::screens::RecordFormat;

/// The file the annotation being edited is kept in, in the data directory.
pub const STUDY_AUTOSAVE: &str = "study-autosave.json";

/// The name a saved record gets: the source file's stem, `study`, the time.
pub fn saved_name(source: &Path, stamp: &str, format: RecordFormat) -> String {
    let stem = source
        .file_stem()
        .map(|s| s.to_string_lossy().into_owned())
        .filter(|s| !s.is_empty())
        .unwrap_or_else(|| "record".to_string());
    let ext = match format {
        RecordFormat::Pgn => "pgn",
        RecordFormat::Json => "json",
    };
    format!("{stem}-study-{stamp}.{ext}")
}

/// The record's text in `format`: PGN keeps every variation, comment and NAG.
pub fn record_text(record: &GameRecord, format: RecordFormat) -> String {
    match format {
        RecordFormat::Pgn => write_pgn(record, &PgnOptions::default()),
        RecordFormat::Json => save_json(record),
    }
}

/// Saves `record` in `dir`; returns the path written.
pub fn save_record(
    dir: &Path,
    record: &GameRecord,
    source: &Path,
    format: RecordFormat,
    stamp: &str,
) -> Result<PathBuf, FileText> {
    std::fs::create_dir_all(dir).map_err(|e| FileText::io(dir, &e))?;
    let path = dir.join(saved_name(source, stamp, format));
    write_atomically(&path, record_text(record, format).as_bytes())
        .map_err(|e| FileText::io(&path, &e))?;
    Ok(path)
}

/// Keeps the annotation being edited in the data directory.
pub fn autosave_record(data_dir: &Path, record: &GameRecord) -> Result<(), FileText> {
    std::fs::create_dir_all(data_dir).map_err(|e| FileText::io(data_dir, &e))?;
    let path = data_dir.join(STUDY_AUTOSAVE);
    write_atomically(&path, save_json(record).as_bytes()).map_err(|e| FileText::io(&path, &e))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn saved_names_follow_the_source() {
        let n = saved_name(
            Path::new("/x/1989年龙化杯.CBL"),
            "20261201-120000",
            RecordFormat::Pgn,
        );
        assert_eq!(n, "1989年龙化杯-study-20261201-120000.pgn");
        let n = saved_name(Path::new(""), "t", RecordFormat::Json);
        assert_eq!(n, "record-study-t.json");
    }
}
