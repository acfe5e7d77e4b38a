//! Saving a record from the study board: a new file in the saves directory named
//! after the file it came from (`<name>-study-<time>.pgn` or `.json`), never over
//! the file it was read from (a collection of thousands of games must not become
//! one game), and the record being annotated kept in the data directory after
//! every edit, as a game is autosaved. Writes are atomic.
//!
//! The autosave is chuhe's JSON save of the record (so `chuhe view` reads it as
//! any save) with two more top-level fields, which the save reader ignores: the
//! file the record came from and its game number there. On the next start chuhe
//! offers it back ("恢复未保存的注释？"); it is removed once the record is saved
//! or the edits are given up.

use std::path::{Path, PathBuf};

use serde::{Deserialize, Serialize};

use chuhe_core::atomic_file::write_atomically;
use chuhe_core::catalogue::FileText;
use chuhe_core::record::{GameRecord, PgnOptions, RecordError, load_json, save_json, write_pgn};

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

/// An annotation being edited, as the autosave keeps it.
#[derive(Clone, Debug, PartialEq)]
pub struct StudyAutosave {
    pub record: GameRecord,
    /// The file the record was read from, if any.
    pub source: Option<PathBuf>,
    /// Its game number in that file (1-based), for a collection.
    pub game: Option<usize>,
}

/// The autosave's fields besides the save's own.
#[derive(Serialize, Deserialize, Default)]
struct Origin {
    #[serde(default, skip_serializing_if = "Option::is_none")]
    study_source: Option<PathBuf>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    study_game: Option<usize>,
}

/// The autosave's text: the JSON save with the origin added.
pub fn autosave_text(saved: &StudyAutosave) -> String {
    let origin = Origin {
        study_source: saved.source.clone(),
        study_game: saved.game,
    };
    let mut value: serde_json::Value =
        serde_json::from_str(&save_json(&saved.record)).expect("a save is JSON");
    if let (Some(map), Ok(serde_json::Value::Object(extra))) =
        (value.as_object_mut(), serde_json::to_value(origin))
    {
        map.extend(extra);
    }
    let mut text = serde_json::to_string_pretty(&value).expect("JSON serializes");
    text.push('\n');
    text
}

/// Reads an autosave's text back.
pub fn parse_autosave(text: &str) -> Result<StudyAutosave, RecordError> {
    let record = load_json(text)?;
    let origin: Origin = serde_json::from_str(text).unwrap_or_default();
    Ok(StudyAutosave {
        record,
        source: origin.study_source,
        game: origin.study_game,
    })
}

/// Keeps the annotation being edited in the data directory.
pub fn autosave_record(data_dir: &Path, saved: &StudyAutosave) -> Result<(), FileText> {
    std::fs::create_dir_all(data_dir).map_err(|e| FileText::io(data_dir, &e))?;
    let path = data_dir.join(STUDY_AUTOSAVE);
    write_atomically(&path, autosave_text(saved).as_bytes()).map_err(|e| FileText::io(&path, &e))
}

/// The annotation left unsaved last time, if there is one; an error says why a
/// file that is there cannot be read.
pub fn unsaved_annotation(data_dir: &Path) -> Option<Result<StudyAutosave, FileText>> {
    let path = data_dir.join(STUDY_AUTOSAVE);
    let bytes = match std::fs::read(&path) {
        Ok(b) => b,
        Err(e) if e.kind() == std::io::ErrorKind::NotFound => return None,
        Err(e) => return Some(Err(FileText::io(&path, &e))),
    };
    let text = String::from_utf8_lossy(&bytes);
    Some(parse_autosave(&text).map_err(|e| FileText::record(&path, e)))
}

/// Removes the autosave (the record was saved, or its edits given up).
pub fn forget_autosave(data_dir: &Path) -> Result<(), FileText> {
    let path = data_dir.join(STUDY_AUTOSAVE);
    match std::fs::remove_file(&path) {
        Err(e) if e.kind() != std::io::ErrorKind::NotFound => Err(FileText::io(&path, &e)),
        _ => Ok(()),
    }
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

    #[test]
    fn the_autosave_keeps_the_record_and_where_it_came_from() {
        let mut record = GameRecord::default();
        let root = record.tree.root();
        let pos = record.start_position().unwrap();
        let mv = pos.legal_moves()[0];
        let node = record.tree.add_move(root, mv);
        record.tree.set_comment(node, Some("注释 {kept}".into()));
        record.tree.set_nags(node, &[3]);
        let saved = StudyAutosave {
            record,
            source: Some(PathBuf::from("/x/1989年龙化杯.CBL")),
            game: Some(3),
        };
        let text = autosave_text(&saved);
        assert_eq!(parse_autosave(&text).unwrap(), saved);
        // The save reader reads it as any save.
        assert_eq!(load_json(&text).unwrap(), saved.record);
    }

    #[test]
    fn an_absent_autosave_is_none_and_forgetting_it_twice_is_fine() {
        let dir = std::env::temp_dir().join(format!("chuhe-study-save-{}", std::process::id()));
        let _ = std::fs::remove_dir_all(&dir);
        assert!(unsaved_annotation(&dir).is_none());
        let saved = StudyAutosave {
            record: GameRecord::default(),
            source: None,
            game: None,
        };
        autosave_record(&dir, &saved).unwrap();
        assert_eq!(unsaved_annotation(&dir).unwrap().unwrap(), saved);
        std::fs::write(dir.join(STUDY_AUTOSAVE), "{ not json").unwrap();
        let e = unsaved_annotation(&dir).unwrap().unwrap_err();
        // The damaged autosave said in Chinese: the file, then the
        // reader's refusal, no English word but the program's name.
        let path = dir.join(STUDY_AUTOSAVE).display().to_string();
        let zh = chuhe_core::lang::Render::render(&e, chuhe_core::lang::Lang::Zh);
        assert!(zh.starts_with(&format!("{path}：")), "{zh}");
        let words = zh.replace(&path, "").replace("chuhe", "");
        assert!(!words.chars().any(|c| c.is_ascii_alphabetic()), "{zh}");
        assert!(e.to_string().starts_with(&format!("{path}: ")), "{e}");
        forget_autosave(&dir).unwrap();
        forget_autosave(&dir).unwrap();
        assert!(unsaved_annotation(&dir).is_none());
        let _ = std::fs::remove_dir_all(&dir);
    }
}
