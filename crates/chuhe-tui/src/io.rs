//! Carrying out the app's effects: files (autosave, saves, archived games),
//! notifications and mouse capture. The loop talks to a [`Io`], so tests can run the
//! real loop against temporary directories and a silent terminal.

use std::path::{Path, PathBuf};

use chuhe_core::catalogue::FileText;
use chuhe_core::catalogue::UiText;
use chuhe_core::lang::{Lang, Render};

use super::app::{App, StatusKind, Work};
use super::config::Dirs;
use super::game::GameInPlay;
use super::i18n;
use super::notify::{Notice, Notifier};
use super::save;
use super::screens::RecordFormat;
use super::study_save::{self, StudyAutosave};
use chuhe_core::record::GameRecord;

pub trait Io {
    fn autosave(&mut self, game: &GameInPlay) -> Result<(), FileText>;
    /// Saves PGN and JSON files; returns the PGN's path.
    fn save_files(&mut self, game: &GameInPlay) -> Result<PathBuf, FileText>;
    fn notify(&mut self, notice: Notice, lang: Lang);
    fn mouse_capture(&mut self, on: bool) -> Result<(), String>;
    /// Saves a record from the study board; returns the path written.
    fn save_record(
        &mut self,
        record: &GameRecord,
        source: &Path,
        format: RecordFormat,
    ) -> Result<PathBuf, FileText> {
        let _ = (record, source, format);
        Err(FileText::SavingUnavailable)
    }
    /// Keeps the annotation being edited (after every edit).
    fn autosave_record(&mut self, saved: &StudyAutosave) -> Result<(), FileText> {
        let _ = saved;
        Ok(())
    }
    /// Removes the kept annotation (it was saved, or its edits given up).
    fn forget_autosaved_record(&mut self) -> Result<(), FileText> {
        Ok(())
    }
    /// Keeps an unfinished game of the autosave among the saves, before a game
    /// started from a screen run on its own replaces it; returns the saved PGN's path
    /// (`None`: there was no unfinished game).
    fn keep_unfinished(&mut self) -> Result<Option<PathBuf>, FileText> {
        Ok(None)
    }
    /// Replaces a file of the data directory atomically (the dictation figures).
    fn write_data(&mut self, path: &Path, bytes: &[u8]) -> Result<(), String> {
        if let Some(dir) = path.parent() {
            std::fs::create_dir_all(dir).map_err(|e| format!("{}: {e}", dir.display()))?;
        }
        chuhe_core::atomic_file::write_atomically(path, bytes)
            .map_err(|e| format!("{}: {e}", path.display()))
    }
}

/// Files in the user's directories and the real terminal.
pub struct SessionIo {
    pub dirs: Dirs,
    pub notifier: Notifier,
}

impl Io for SessionIo {
    fn autosave(&mut self, game: &GameInPlay) -> Result<(), FileText> {
        save::autosave(&self.dirs.data, game)
    }

    fn save_files(&mut self, game: &GameInPlay) -> Result<PathBuf, FileText> {
        let dir = self.dirs.saves();
        save::save_files(&dir, game, &timestamp())
    }

    fn notify(&mut self, notice: Notice, lang: Lang) {
        let bytes = self.notifier.notify(notice, lang);
        if !bytes.is_empty() {
            let _ = super::terminal::write_raw(&bytes);
        }
    }

    fn mouse_capture(&mut self, on: bool) -> Result<(), String> {
        super::terminal::set_mouse_capture(on).map_err(|e| e.to_string())
    }

    fn save_record(
        &mut self,
        record: &GameRecord,
        source: &Path,
        format: RecordFormat,
    ) -> Result<PathBuf, FileText> {
        study_save::save_record(&self.dirs.saves(), record, source, format, &timestamp())
    }

    fn autosave_record(&mut self, saved: &StudyAutosave) -> Result<(), FileText> {
        study_save::autosave_record(&self.dirs.data, saved)
    }

    fn keep_unfinished(&mut self) -> Result<Option<PathBuf>, FileText> {
        match save::unfinished(&self.dirs.data, std::time::Instant::now()) {
            Some(Ok(old)) => self.save_files(&old).map(Some),
            Some(Err(e)) => Err(e),
            None => Ok(None),
        }
    }

    fn forget_autosaved_record(&mut self) -> Result<(), FileText> {
        study_save::forget_autosave(&self.dirs.data)
    }
}

/// Carries out the effects the app asked for; failures go to the status line.
pub fn carry_out(app: &mut App, io: &mut dyn Io) {
    for effect in app.take_effects() {
        let lang = app.lang();
        match effect {
            Work::Autosave => {
                if let Err(e) = io.autosave(&app.base.game) {
                    app.base
                        .set_status(StatusKind::Error, save_failed(lang, &e.render(lang)));
                }
            }
            Work::SaveFiles => match io.save_files(&app.base.game) {
                Ok(path) => app.base.set_status(
                    StatusKind::Ok,
                    i18n::saved_to(lang, &path.display().to_string()),
                ),
                Err(e) => app
                    .base
                    .set_status(StatusKind::Error, save_failed(lang, &e.render(lang))),
            },
            Work::Archive(game) => match io.save_files(&game) {
                Ok(path) => {
                    let text = UiText::PreviousGameKept(path.display().to_string()).render(lang);
                    app.base.set_status(StatusKind::Info, text);
                }
                Err(e) => app
                    .base
                    .set_status(StatusKind::Error, save_failed(lang, &e.render(lang))),
            },
            Work::KeepUnfinished => match io.keep_unfinished() {
                Ok(Some(path)) => {
                    let text = UiText::UnfinishedKept(path.display().to_string()).render(lang);
                    app.base.set_status(StatusKind::Info, text);
                }
                Ok(None) => {}
                Err(e) => app
                    .base
                    .set_status(StatusKind::Error, save_failed(lang, &e.render(lang))),
            },
            Work::Notify(n) => io.notify(n, lang),
            Work::MouseCapture(on) => {
                if let Err(e) = io.mouse_capture(on) {
                    app.base.set_status(StatusKind::Error, e);
                }
            }
            Work::SaveRecord {
                record,
                source,
                format,
            } => match io.save_record(&record, &source, format) {
                Ok(path) => {
                    let text = UiText::RecordSaved(path.display().to_string()).render(lang);
                    app.base.set_status(StatusKind::Ok, text);
                    // Saved: the annotation kept in case of a crash is not needed.
                    if let Err(e) = io.forget_autosaved_record() {
                        app.base.set_status(StatusKind::Error, e.render(lang));
                    }
                }
                Err(e) => app
                    .base
                    .set_status(StatusKind::Error, save_failed(lang, &e.render(lang))),
            },
            Work::AutosaveRecord(record) => {
                if let Err(e) = io.autosave_record(&record) {
                    app.base
                        .set_status(StatusKind::Error, save_failed(lang, &e.render(lang)));
                }
            }
            Work::WriteData { path, bytes } => {
                if let Err(e) = io.write_data(&path, &bytes) {
                    app.base
                        .set_status(StatusKind::Error, save_failed(lang, &e));
                }
            }
            Work::ForgetAutosavedRecord => {
                if let Err(e) = io.forget_autosaved_record() {
                    app.base.set_status(StatusKind::Error, e.render(lang));
                }
            }
        }
    }
    // A tournament board's game that has ended: its result into the event.
    super::tournament_board::record_when_over(app);
}

fn save_failed(lang: Lang, e: &str) -> String {
    UiText::SaveFailed(e.to_string()).render(lang)
}

/// `YYYYMMDD-HHMMSS` in UTC, for file names.
pub fn timestamp() -> String {
    let secs = std::time::SystemTime::now()
        .duration_since(std::time::UNIX_EPOCH)
        .map(|d| d.as_secs())
        .unwrap_or(0);
    format_utc(secs)
}

fn format_utc(secs: u64) -> String {
    let days = (secs / 86_400) as i64;
    let rem = secs % 86_400;
    // Civil date from days since 1970-01-01 (Howard Hinnant's algorithm).
    let z = days + 719_468;
    let era = z.div_euclid(146_097);
    let doe = z - era * 146_097;
    let yoe = (doe - doe / 1460 + doe / 36_524 - doe / 146_096) / 365;
    let doy = doe - (365 * yoe + yoe / 4 - yoe / 100);
    let mp = (5 * doy + 2) / 153;
    let d = doy - (153 * mp + 2) / 5 + 1;
    let m = if mp < 10 { mp + 3 } else { mp - 9 };
    let y = yoe + era * 400 + i64::from(m <= 2);
    format!(
        "{y:04}{m:02}{d:02}-{:02}{:02}{:02}",
        rem / 3600,
        rem / 60 % 60,
        rem % 60
    )
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn timestamps_are_civil_dates() {
        assert_eq!(format_utc(0), "19700101-000000");
        // 2026-11-29 12:34:56 UTC
        assert_eq!(format_utc(1_795_955_696), "20261129-123456");
        assert_eq!(format_utc(951_782_400), "20000229-000000");
    }
}
