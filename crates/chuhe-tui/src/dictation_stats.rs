//! The dictation (听写) figures across sessions: `dictation.json` in the data
//! directory, written atomically, so that the player sees their progress.

use std::path::{Path, PathBuf};

use chuhe_core::atomic_file::write_atomically;
use chuhe_core::catalogue::FileText;
use chuhe_study::DictationStats;

/// The file's name in the data directory.
pub const FILE: &str = "dictation.json";

pub fn path(data_dir: &Path) -> PathBuf {
    data_dir.join(FILE)
}

/// The figures kept so far: none when the file does not exist yet; an error saying
/// which file and why when it cannot be read (the caller shows it and starts from
/// zero, and does not overwrite the file).
pub fn load(data_dir: &Path) -> Result<DictationStats, FileText> {
    let p = path(data_dir);
    match std::fs::read_to_string(&p) {
        Ok(text) => DictationStats::from_json(&text).map_err(|e| {
            let (line, column) = chuhe_core::json_position::json_position(&e);
            FileText::Damaged {
                line,
                column,
                detail: e.to_string(),
            }
            .at(&p)
        }),
        Err(e) if e.kind() == std::io::ErrorKind::NotFound => Ok(DictationStats::default()),
        Err(e) => Err(FileText::io(&p, &e)),
    }
}

/// Adds a finished session to the figures on disk and returns the new totals.
pub fn add_session(data_dir: &Path, session: &DictationStats) -> Result<DictationStats, FileText> {
    let mut total = load(data_dir)?;
    total.add_session(session);
    std::fs::create_dir_all(data_dir).map_err(|e| FileText::io(data_dir, &e))?;
    let p = path(data_dir);
    write_atomically(&p, total.to_json().as_bytes()).map_err(|e| FileText::io(&p, &e))?;
    Ok(total)
}

#[cfg(test)]
mod tests {
    use super::*;
    use chuhe_core::rules::{Move, Position};
    use chuhe_study::{DictationOptions, Mistake, grade};

    #[test]
    fn figures_add_up_across_sessions_in_the_data_directory() {
        let dir = tempfile::tempdir().unwrap();
        let data = dir.path().join("data");
        assert_eq!(load(&data).unwrap(), DictationStats::default());
        let start = Position::startpos();
        let m = Move::from_iccs("h2e2").unwrap();
        let o = DictationOptions::default();
        let mut one = DictationStats {
            sessions: 1,
            ..DictationStats::default()
        };
        one.record(&grade(&start, m, "炮二平五", &o));
        one.record(&grade(&start, m, "炮八平五", &o));
        let after_one = add_session(&data, &one).unwrap();
        assert_eq!((after_one.sessions, after_one.entries), (1, 2));
        let mut two = DictationStats {
            sessions: 1,
            ..DictationStats::default()
        };
        two.record(&grade(&start, m, "炮二平五", &o));
        add_session(&data, &two).unwrap();
        // Read back from the file, as the next run does.
        let kept = load(&data).unwrap();
        assert_eq!((kept.sessions, kept.entries, kept.correct), (2, 3, 2));
        assert_eq!(kept.count(Mistake::File), 1);
        // A damaged file is reported, not replaced.
        std::fs::write(path(&data), "{ not json").unwrap();
        let e = load(&data).unwrap_err();
        assert!(e.to_string().contains(FILE), "{e}");
        // In Chinese: the file, then where, in Chinese words (serde's
        // English reason is left out).
        let zh = chuhe_core::lang::Render::render(&e, chuhe_core::lang::Lang::Zh);
        assert!(
            zh.ends_with("dictation.json：文件已损坏，不是本程序写的内容：第1行第3列"),
            "{zh}"
        );
        assert!(add_session(&data, &two).is_err());
        assert_eq!(std::fs::read_to_string(path(&data)).unwrap(), "{ not json");
        // Cut off after a line break (serde's column 0): the first column, from 1.
        std::fs::write(path(&data), "{\n").unwrap();
        let zh =
            chuhe_core::lang::Render::render(&load(&data).unwrap_err(), chuhe_core::lang::Lang::Zh);
        assert!(zh.ends_with("第2行第1列"), "{zh}");
    }
}
