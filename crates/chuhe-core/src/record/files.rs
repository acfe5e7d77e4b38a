//! Finding the record files a user names: files as they are, directories as the
//! record files below them (by extension), in name order.

use std::path::{Path, PathBuf};

/// True when the name's extension is one of a record format: PGN (`.pgn`, `.pgn_zh`
/// ...), XQF, CBR, CBL, CBF, DhtmlXQ pages (`.htm`, `.html`, `.ubb`). Saves (`.json`)
/// and text (`.txt`) are records only when named.
pub fn is_record_name(path: &Path) -> bool {
    let ext = path
        .extension()
        .and_then(|e| e.to_str())
        .unwrap_or("")
        .to_ascii_lowercase();
    ext.starts_with("pgn")
        || matches!(
            ext.as_str(),
            "xqf" | "cbr" | "cbl" | "cbf" | "htm" | "html" | "ubb"
        )
}

/// The files named in `paths`, and the record files below the directories named.
/// A directory that cannot be listed is returned as it is, for the reader to report.
pub fn record_files(paths: &[PathBuf]) -> Vec<PathBuf> {
    let mut out = Vec::new();
    for path in paths {
        if !path.is_dir() {
            out.push(path.clone());
            continue;
        }
        let mut found = Vec::new();
        let mut stack = vec![path.clone()];
        while let Some(dir) = stack.pop() {
            let Ok(entries) = std::fs::read_dir(&dir) else {
                found.push(dir);
                continue;
            };
            for e in entries.flatten() {
                let p = e.path();
                if p.is_dir() {
                    stack.push(p);
                } else if is_record_name(&p) {
                    found.push(p);
                }
            }
        }
        found.sort();
        out.extend(found);
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn record_names() {
        for name in [
            "a.pgn", "b.PGN", "c.pgn_zh", "d.XQF", "e.CBL", "f.html", "g.cbf",
        ] {
            assert!(is_record_name(Path::new(name)), "{name}");
        }
        for name in ["XQF.TXT", "table.json", "README", "x.png"] {
            assert!(!is_record_name(Path::new(name)), "{name}");
        }
    }
}
